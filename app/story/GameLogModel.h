// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"
#include "seating/PointOfView.h"
#include "story/Storyteller.h"

#include <QAbstractListModel>
#include <QList>
#include <QPointer>
#include <QStringList>

namespace ratscrew {

/// The history of a session as the log tells it: one entry per line the
/// Storyteller tells in full (a game's heading, each action's lines, a
/// pause, a card that went back) and per note added from outside, each at
/// its game time (pauses excluded). No widget: GameLog shows it.
///
/// History survives new games (a "— New game —" separator) until clear();
/// the oldest entries are dropped beyond kMaxEntries (rowsRemoved). The
/// same entry again at once (a key mashed) is said once with its count:
/// the newest row changes (dataChanged) instead of a new one.
class GameLogModel : public QAbstractListModel
{
    Q_OBJECT

public:
    static constexpr int kMaxEntries = 5000;

    /// One entry of the log.
    struct Entry
    {
        StoryLine::Kind kind = StoryLine::Kind::Info;
        QString subject; ///< shown in bold where it first occurs in `text`; empty: none
        QString text;    ///< the words as told, without the count of a repeat
        qint64 atMs = 0; ///< the game time it was told at
        int repeats = 1; ///< said this many times in a row
    };
    enum Role {
        KindRole = Qt::UserRole + 1, ///< StoryLine::Kind, as an int
        SubjectRole,                 ///< Entry::subject
        TimeRole,                    ///< Entry::atMs
    };

    /// Follows `session` (not owned; may be destroyed first). A game that
    /// is already running is logged from its next event on.
    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    explicit GameLogModel(GameSession *session, QObject *parent = nullptr,
                          ReportSource source = ReportSource::Session);

    /// Tells one action.
    void follow(const ActionReport &report);
    /// `names[i]` is player i's name. Missing names read "Player N".
    /// Affects new entries only.
    void setNames(const QStringList &names) { m_story.setNames(names); }
    /// Who is told as "You" (PointOfView::you; nobody when two or more
    /// people share the keyboard or only bots play). By default nobody.
    /// Affects new entries only.
    void setPointOfView(const PointOfView &view) { m_story.setPointOfView(view); }
    /// How the next game that starts is headed; once: the game after is a
    /// new game again unless this is called again.
    void setNextHeading(const Storyteller::Heading &heading) { m_nextHeading = heading; }

    /// Appends an entry at the session's current game time. `subject` (if
    /// not empty) is shown in bold where it first occurs in `text`.
    void addEntry(const QString &text, StoryLine::Kind kind = StoryLine::Kind::Info,
                  const QString &subject = {});
    /// Forgets every entry (modelReset).
    void clear();

    const Entry &entry(int row) const { return m_entries.at(row); }
    /// An entry's words as shown: with its count when said again ("… (×3)").
    static QString shownText(const Entry &entry);
    /// Every entry, oldest first, each "m:ss text".
    QStringList lines() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    /// Adds `line`'s full words, if any.
    void tell(const StoryLine &line);
    void onGameStarted();
    void onPausedChanged(bool paused);
    void onStateChanged();

    QPointer<GameSession> m_session;
    Storyteller m_story; // the words, the names and who is "you"
    QList<Entry> m_entries;
    bool m_resumePending = false;       // "Play resumed." waits: a new game also resumes
    Storyteller::Heading m_nextHeading; // the next game's heading, from setNextHeading()
};

} // namespace ratscrew
