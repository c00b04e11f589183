// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"
#include "seating/PointOfView.h"
#include "story/Storyteller.h"

#include <QDate>
#include <QDockWidget>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include <algorithm>

class QPlainTextEdit;

namespace ratscrew {

/// A dockable, read-only history of a session: one entry per event, in
/// words, with the rule that applied and the cards ("0:07 Bea slapped in
/// 410 ms — Sandwich: 5♥ 7♣ 5♠ — and takes 9 cards."), as the
/// Storyteller tells it (its full words). Each entry starts
/// with the game time (m:ss, pauses excluded). Newest entries are at the
/// bottom; the view follows them unless the user scrolled up. History
/// survives new games (a "— New game —" separator) until clear(); the
/// oldest entries are dropped beyond kMaxEntries.
///
/// objectName "gameLog"; dockable left, right and bottom; closable (the
/// main window toggles it through toggleViewAction()).
class GameLog : public QDockWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxEntries = 5000;

    /// How an entry is shown (colour and weight); the text says the rest.
    using Kind = StoryLine::Kind;

    /// Follows `session` (not owned; may be destroyed first). A game that
    /// is already running is logged from its next event on.
    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    explicit GameLog(GameSession *session, QWidget *parent = nullptr,
                     ReportSource source = ReportSource::Session);
    /// Tells one action in the log.
    void follow(const ActionReport &report);

    /// `names[i]` is player i's name. Missing names read "Player N".
    /// Affects new entries only.
    void setNames(const QStringList &names) { m_story.setNames(names); }
    /// Who is told as "You" (PointOfView::you; nobody when two or more
    /// people share the keyboard or only bots play). By default nobody.
    /// Affects new entries only.
    void setPointOfView(const PointOfView &view) { m_story.setPointOfView(view); }

    /// Plain text of every entry, oldest first, each "m:ss text".
    QStringList lines() const;
    int lineCount() const { return m_entries; }
    /// Forgets every entry.
    void clear();
    /// How a game is headed in the log when it starts.
    using Heading = Storyteller::Heading;
    /// How the next game that starts is headed; once: the game after is a
    /// new game again unless this is called again.
    void setNextHeading(const Heading &heading);

    /// Appends one entry at the session's current game time. `subject`
    /// (if not empty) is shown in bold where it first occurs in `text`.
    void addEntry(const QString &text, Kind kind = Kind::Info, const QString &subject = {});

private:
    void onGameStarted();
    /// Writes `line`'s full words, if any.
    void tell(const StoryLine &line);
    /// addEntry()'s writing, without the count of a line said again.
    void writeEntry(const QString &text, Kind kind, const QString &subject);
    void onPausedChanged(bool paused);
    void onStateChanged();
    /// Gives the entries written the colours of the view's palette now
    /// (they were mixed from m_entryPalette), e.g. for high contrast.
    void recolourEntries();

    QPointer<GameSession> m_session;
    QPlainTextEdit *m_view = nullptr;
    QPalette m_entryPalette; // the palette the entries' colours are mixed from
    Storyteller m_story;     // the words, the names and who is "you"
    int m_entries = 0;       // entries shown (<= kMaxEntries)
    quint64 m_written = 0;   // entries ever written, for the alternating background
    bool m_follow = true;    // the view sticks to the newest entry
    QString m_lastText;      // the newest entry as added, and how many times in a row
    Kind m_lastKind = Kind::Info;
    int m_repeats = 0;
    bool m_resumePending = false; // "Play resumed." waits: a new game also resumes
    Heading m_nextHeading;        // the next game's heading, from setNextHeading()
};

} // namespace ratscrew
