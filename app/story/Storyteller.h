// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"
#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"
#include "story/ActionText.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace ratscrew {

/// One line of the story of a game, as the Storyteller tells it: what
/// happened, whom it is about, and its words for each view. The status
/// line says the brief words of every line of an action, one after the
/// other; the log writes each line's full words as one entry.
struct StoryLine
{
    /// What a line tells (the log's colour and weight of it).
    enum class Kind : std::uint8_t {
        Info,      ///< a call that could have been made, one pile again, who plays next; a note
        Play,      ///< a card played
        Challenge, ///< a letter card that starts a challenge, a stick, who must answer
        Slap,      ///< a valid slap, a split
        Misslap,   ///< a misslap and its penalty, a missed slap-in
        Pile,      ///< a pile won by a challenge, a collect or the last card
        Out,       ///< a player out
        GameEnd,   ///< the end of a game
        Separator, ///< a game starts: "— New game —"
        Refused,   ///< a slap refused, or a moment late
        WentBack,  ///< a card in the air went back (docs/RULES.md §12.1)
        Pause,     ///< paused, play resumed
    };
    /// A note (Info, Refused, WentBack, Pause): not a move of the game,
    /// told quieter, no name in bold.
    static constexpr bool isNote(Kind kind)
    {
        return kind == Kind::Info || kind == Kind::Refused || kind == Kind::WentBack || kind == Kind::Pause;
    }

    Kind kind = Kind::Info;
    int subject = -1; ///< the player the line is about; -1: nobody
    QString brief;    ///< the status line's words; empty: the status line does not say it
    QString full;     ///< the log's words; empty: the log does not say it
};

/// The one teller of a game's story: every word the log (GameLog), the
/// status line (GameNarrator), the screen-reader description of the
/// table, the summary, the replay and the table's caption say about what
/// happened, told from one point of view ("You win the game!" for the
/// player who is "you", "Bea wins the game." for everyone else), in one
/// translation context ("ratscrew::Storyteller"). The phrases it builds on
/// (names, "3 cards", the calls) are ActionText's and CallText's.
///
/// tell() turns the session's report of one action into StoryLines: one
/// switch over its events. A Storyteller remembers a little of what it
/// told (a misslap on the same empty pile, the person's refused slap, the
/// slap that won the pile), so each view that tells a session holds one.
///
/// A player is 0..7; -1 where a sentence allows "nobody".
class Storyteller
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::Storyteller)

public:
    Storyteller() = default;
    /// A teller of `names` (index = player) seen through `view`.
    Storyteller(const QStringList &names, const PointOfView &view);
    /// A teller of the seats' names (index = player) seen through `view`.
    Storyteller(const QList<SeatInfo> &seats, const PointOfView &view);

    /// `names[i]` is player i's name; a missing or empty one reads "Player N".
    void setNames(const QStringList &names) { m_text.setNames(names); }
    /// Who is told as "You" (PointOfView::you; nobody when two or more
    /// people share the keyboard or only bots play). By default nobody.
    void setPointOfView(const PointOfView &view) { m_text.setPointOfView(view); }
    /// The player told as "You", -1 for nobody.
    int you() const { return m_text.you(); }
    bool isYou(int player) const { return m_text.isYou(player); }
    /// "You", the player's name, or "Player N".
    QString name(int player) const { return m_text.name(player); }

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
    /// The words of `heading`: "— Deal 123456 —".
    static QString heading(const Heading &heading);

    /// A game starts with `firstPlayer` to play: what the last game left
    /// to remember is forgotten. Brief: "New game: Bea plays first."; full:
    /// `heading`'s words (Kind::Separator).
    StoryLine gameStarted(int firstPlayer, const Heading &heading);
    StoryLine gameStarted(int firstPlayer) { return gameStarted(firstPlayer, Heading()); }
    /// The lines of one action's report, in the order they are told.
    /// `session` (null: none) is the session after the action: its rules,
    /// the misslap streaks, the hands when time is up.
    QList<StoryLine> tell(const ActionReport &report, const GameSession *session);
    /// A card in the air that went back (docs/RULES.md §12.1): "Bea's card
    /// went back: Ann won the pile first." `by` as FlightReturn::byPlayer.
    /// Nothing (empty words) when the game's end sent it back: the end is
    /// told by its own line.
    StoryLine wentBack(int player, FlightEnd reason, int by) const;
    /// "Paused." / "Play resumed." (full words only).
    static StoryLine paused(bool paused);
    /// Who answers a challenge: "Bea must answer: 3 chances left."
    QString mustAnswer(int player, int chances) const;

    /// How a game ended, for gameEnd(): from a session (of()), or from a
    /// game's summary or record.
    struct GameEnd
    {
        bool finished = true; ///< false: the game was left unfinished
        int winner = -1;      ///< -1: a draw (or nobody, unfinished)
        bool timeUp = false;  ///< ended when time was up (docs/RULES.md §11.4)
        QList<int> leaders;   ///< time up: who holds the most cards (one wins, more tie)
        int leaderCards = 0;  ///< time up: the cards each of them holds
        /// > 0: a draw the simulator declared at this limit of card plays
        /// (docs/RULES.md §6 `max_plays`), no action of the game's record.
        long long playLimit = 0;
        /// The end of the game `session` holds (unfinished while it plays on).
        static GameEnd of(const GameSession &session);
    };
    /// The words a view says about the end of a game.
    enum class EndForm : std::uint8_t {
        Sentence, ///< the log, the status line, the screen reader: "Bea wins the game."
        Headline, ///< the summary's title: "Bea wins"
        Caption,  ///< the table's banner: "★ Bea wins!"
        Replay,   ///< the replay's last words: "The end: Bea won the game."
    };
    /// The end of a game in `form`'s words: the one place they are worded.
    /// Sentence and Caption say nothing of a game not finished.
    QString gameEnd(const GameEnd &end, EndForm form) const;

    /// The slap patterns with the cards that make them, e.g. "Sandwich: 5♥
    /// 7♣ 5♠" or "Double: 5♥ 5♣; Tens: 5♥ 5♣"; `played` are the played
    /// cards of the pile in play order (top card last). Patterns only, if
    /// `played` is empty.
    static QString describeSlap(PatternSet patterns, const QList<Card> &played);

private:
    /// A misslap being told, within one action's report: the log tells it
    /// in one line with its penalty, the status line in parts.
    struct Misslap
    {
        int player = -1;      ///< the log's: until it is told with its penalty
        QString opening;      ///< "Ann slapped on nothing (top: 9♦ 4♣)"
        bool told = false;    ///< the log told it
        int limitBurned = -1; ///< cards burned for passing the misslap limit; -1: none
        bool again = false;   ///< on the empty pile it misslapped on before, nothing played since
        int pending = -1;     ///< the status line's: until its penalty is said
        int slapper = -1;     ///< who misslapped
        QString whyNoCall;    ///< a misslap that looked like a call (docs/RULES.md §9)
    };
    StoryLine played(const Event &play, const ActionReport &report) const;
    /// Time up (docs/RULES.md §11.4): `leaders` hold the most cards, `cards`
    /// each; as a sentence or (`title`) the summary's title.
    QString timeUp(const QList<int> &leaders, int cards, bool title) const;
    QString timeUpReplay(const GameEnd &end) const;
    /// The names of `players` but "you", as a list ("Ann and Bea");
    /// `you`: whether "you" is among them.
    QString namesBut(const QList<int> &players, bool &you) const;
    /// `brief`: the status line's words, else the log's (told once a lot).
    QString refused(RejectReason reason, bool lockedOut, bool brief) const;
    void pileWon(const Event &e, const ActionReport &report, Misslap &misslap, QList<StoryLine> &lines) const;
    QString slapWon(const Event &e, const ActionReport &report, bool brief) const;
    /// "Bea lost the challenge: you take 3 cards." (`cards` < 0: collects later).
    QString challengeLost(int winner, int loser, int cards) const;
    void out(int player, Misslap &misslap, const GameSession *session, QList<StoryLine> &lines) const;
    /// The log's words for a misslap whose penalty had nothing to take,
    /// told once on one empty pile (empty: told before).
    QString nothingToGive(Misslap &misslap, const GameSession *session) const;

    ActionText m_text;
    // What was told, not what the table is: the table's state comes with
    // each ActionReport.
    int m_slapWinner = -1;         // whose slap won the pile, until the next card
    QSet<int> m_emptyPileMisslaps; // who misslapped since the last card (told once on the empty pile)
    int m_refusalTold = -1;        // the RejectReason of the person's slap last told in full, -1: none
};

} // namespace ratscrew
