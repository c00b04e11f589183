// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"
#include "seating/PointOfView.h"
#include "story/ActionText.h"

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
/// 0.41 s — Sandwich: 5♥ 7♣ 5♠ — and takes 9 cards."). Each entry starts
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
    enum class Kind {
        Info,      ///< pause, resume, a rejected slap
        Play,      ///< a card played
        Challenge, ///< a letter card that starts a challenge
        Slap,      ///< a valid slap
        Misslap,   ///< a misslap and its penalty
        Pile,      ///< a pile won by challenge, collect or last card
        Out,       ///< a player out
        GameOver,  ///< the end of a game
        Separator, ///< "— New game —"
    };

    /// Follows `session` (not owned; may be destroyed first). A game that
    /// is already running is logged from its next event on.
    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    explicit GameLog(GameSession *session, QWidget *parent = nullptr,
                     ReportSource source = ReportSource::Session);
    /// Tells one action in the log.
    void follow(const ActionReport &report);

    /// `names[i]` is player i's name. Missing names read "Player N".
    /// Affects new entries only.
    void setNames(const QStringList &names) { m_text.setNames(names); }
    /// Who is told as "You" (PointOfView::you; nobody when two or more
    /// people share the keyboard or only bots play). By default nobody.
    /// Affects new entries only.
    void setPointOfView(const PointOfView &view) { m_text.setPointOfView(view); }

    /// Plain text of every entry, oldest first, each "m:ss text".
    QStringList lines() const;
    int lineCount() const { return m_entries; }
    /// Forgets every entry.
    void clear();
    /// How a game is headed in the log when it starts.
    struct Heading
    {
        enum class Kind : std::uint8_t {
            NewGame, ///< "— New game —"
            Deal,    ///< a deal asked for by number: "— Deal 123456 —"
            Daily,   ///< "— Daily deal, 29 November 2026 (deal 20261129) —"
            /// A saved game resumed (docs/REPLAYS.md, "Save and resume"):
            /// "— Resumed: deal 123456, left at 1:05 —".
            Resumed,
        };
        Kind kind = Kind::NewGame;
        quint64 deal = 0;
        QDate daily;         ///< Kind::Daily: its date
        qint64 leftAtMs = 0; ///< Kind::Resumed: its game time when it was left
    };
    /// How the next game that starts is headed; once: the game after is a
    /// new game again unless this is called again.
    void setNextHeading(const Heading &heading);

    /// Appends one entry at the session's current game time. `subject`
    /// (if not empty) is shown in bold where it first occurs in `text`.
    void addEntry(const QString &text, Kind kind = Kind::Info, const QString &subject = {});

    /// The slap patterns with the cards that make them, e.g. "Sandwich: 5♥
    /// 7♣ 5♠" or "Double: 5♥ 5♣; Tens: 5♥ 5♣"; `played` are the played
    /// cards of the pile in play order (top card last). Patterns only, if
    /// `played` is empty.
    static QString describeSlap(PatternSet patterns, const QList<Card> &played);

private:
    QString name(int player) const { return m_text.name(player); }
    /// A misslap being told, within one action's report.
    struct Misslap
    {
        int player = -1;
        QString opening; ///< "Ann slapped on nothing (top: 9♦ 4♣)"
        bool told = false;
        int limitBurned = -1; ///< cards burned for passing the misslap limit; -1: none
        bool again = false;   ///< on the empty pile it misslapped on before, nothing played since
    };
    void onGameStarted();
    void tellPlay(const Event &play, const ActionReport &report);
    /// `lockedOut`: a SittingOut refusal is for a lockout (Event::lockout).
    void tellRejection(int player, RejectReason reason, bool lockedOut);
    /// addEntry()'s writing, without the count of a line said again.
    void writeEntry(const QString &text, Kind kind, const QString &subject);
    void tellMisslap(Misslap &misslap, const QString &sentence);
    /// A misslap whose penalty had nothing to take, told once on one empty pile.
    void tellNothingToGive(Misslap &misslap);
    QString nothingToGive(const Misslap &misslap) const;
    void tellPileWon(const Event &e, const ActionReport &report, Misslap &misslap);
    void tellChallengeLost(int winner, int loser, const QString &count);
    void tellOut(int player, Misslap &misslap);
    void onPausedChanged(bool paused);
    void onStateChanged();
    /// Gives the entries written the colours of the view's palette now
    /// (they were mixed from m_entryPalette), e.g. for high contrast.
    void recolourEntries();

    QPointer<GameSession> m_session;
    QPlainTextEdit *m_view = nullptr;
    QPalette m_entryPalette; // the palette the entries' colours are mixed from
    ActionText m_text;       // the names, who is "you", and the sentences shared with GameNarrator
    int m_entries = 0;       // entries shown (<= kMaxEntries)
    quint64 m_written = 0;   // entries ever written, for the alternating background
    bool m_follow = true;    // the view sticks to the newest entry
    // What the log has said, not what the table is: the table's state comes
    // with each ActionReport.
    QSet<int> m_emptyPileMisslaps; // who misslapped since the last card (told once on the empty pile)
    int m_slapWinner = -1;         // whose slap won the pile, until the next card
    QString m_lastText;            // the newest entry as added, and how many times in a row
    Kind m_lastKind = Kind::Info;
    int m_repeats = 0;
    int m_rejectionTold = -1;     // the RejectReason of the person's slap last told, -1: none
    bool m_resumePending = false; // "Play resumed." waits: a new game also resumes
    QString m_nextSeparator;      // the next game's separator, from setNextDeal(); empty: "— New game —"
};

} // namespace ratscrew
