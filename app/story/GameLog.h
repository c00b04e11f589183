// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"
#include "seating/PointOfView.h"
#include "story/GameLogModel.h"
#include "story/Storyteller.h"

#include <QDockWidget>
#include <QStringList>

class QPlainTextEdit;

namespace ratscrew {

/// The log's dock: a read-only view of a GameLogModel, the history of a
/// session in the Storyteller's full words, with the rule that applied
/// and the cards ("0:07 Bea slapped in 410 ms — Sandwich: 5♥ 7♣ 5♠ — and
/// takes 9 cards."). Each entry starts with the game time (m:ss, pauses
/// excluded), its kind in colour, its subject in bold, red suits in red.
/// Newest entries are at the bottom; the view follows them unless the
/// user scrolled up. History survives new games (a "— New game —"
/// separator) until clear(); the oldest entries are dropped beyond
/// kMaxEntries.
///
/// objectName "gameLog"; dockable left, right and bottom; closable (the
/// main window toggles it through toggleViewAction()).
class GameLog : public QDockWidget
{
    Q_OBJECT

public:
    static constexpr int kMaxEntries = GameLogModel::kMaxEntries;

    /// How an entry is shown (colour and weight); the text says the rest.
    using Kind = StoryLine::Kind;
    /// How a game is headed in the log when it starts.
    using Heading = Storyteller::Heading;

    /// Shows the log of `session` (not owned; may be destroyed first), a
    /// model of its own. A game that is already running is logged from
    /// its next event on. `source`: with Caller, follow() is called by
    /// whoever orders the listeners (GameRig).
    explicit GameLog(GameSession *session, QWidget *parent = nullptr,
                     ReportSource source = ReportSource::Session);
    /// The entries shown.
    GameLogModel *model() const { return m_model; }

    /// Tells one action in the log.
    void follow(const ActionReport &report) { m_model->follow(report); }
    /// `names[i]` is player i's name. Missing names read "Player N".
    /// Affects new entries only.
    void setNames(const QStringList &names) { m_model->setNames(names); }
    /// Who is told as "You" (PointOfView::you; nobody when two or more
    /// people share the keyboard or only bots play). By default nobody.
    /// Affects new entries only.
    void setPointOfView(const PointOfView &view) { m_model->setPointOfView(view); }
    /// How the next game that starts is headed; once: the game after is a
    /// new game again unless this is called again.
    void setNextHeading(const Heading &heading) { m_model->setNextHeading(heading); }

    /// Plain text of every entry, oldest first, each "m:ss text".
    QStringList lines() const { return m_model->lines(); }
    int lineCount() const { return m_model->rowCount(); }
    /// Forgets every entry.
    void clear() { m_model->clear(); }
    /// Appends one entry at the session's current game time. `subject`
    /// (if not empty) is shown in bold where it first occurs in `text`.
    void addEntry(const QString &text, Kind kind = Kind::Info, const QString &subject = {})
    {
        m_model->addEntry(text, kind, subject);
    }

private:
    /// Writes `entry` as the newest block.
    void writeEntry(const GameLogModel::Entry &entry);
    /// Gives the entries written the colours of the view's palette now
    /// (they were mixed from m_entryPalette), e.g. for high contrast.
    void recolourEntries();

    GameLogModel *m_model;
    QPlainTextEdit *m_view = nullptr;
    QPalette m_entryPalette; // the palette the entries' colours are mixed from
    quint64 m_written = 0;   // entries ever written, for the alternating background
    bool m_follow = true;    // the view sticks to the newest entry
};

} // namespace ratscrew
