// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReportSource.h"
#include "SlapRace.h"
#include "seating/PointOfView.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ratscrew {

class GameSession;
struct ActionReport;

/// Statistics of one game of a GameSession, for the end-of-game summary.
/// It listens to the session's signals only (it never acts on the game)
/// and starts over on every gameStarted(). Created while a game runs, it
/// starts counting from that moment.
///
/// Players are the session's player numbers. The reaction times are the
/// followed person's (PointOfView::followed(): "you", or the first of
/// several people; by default player 0), timed as the card's SlapRace
/// times them. Every time and duration here is in milliseconds of *game
/// time* (GameSession::elapsedMs(): paused time excluded).
class GameStats : public QObject
{
    Q_OBJECT

public:
    /// The hand-size series keeps at most this many samples: when it grows
    /// past it, every other sample is dropped and from then on only every
    /// second (fourth, …) change is kept, so the samples stay evenly spread
    /// over the game. The first sample (the deal) and the newest state
    /// always stay.
    static constexpr int kMaxSamples = 2000;

    /// What one player did in the game.
    struct PlayerStats
    {
        int cardsPlayed = 0;  ///< cards played onto the pile
        int validSlaps = 0;   ///< slaps that took (or would take) the pile
        int invalidSlaps = 0; ///< misslaps
        int cardsBurned = 0;  ///< cards burned under the pile (penalties, going out)
        int pilesWon = 0;     ///< piles taken, for any reason (slap, challenge, …)
        int cardsWon = 0;     ///< cards in those piles
        qint64 outAtMs = -1;  ///< game time (ms) the player went out (docs/RULES.md §4); -1 if never
        /// Game time (ms) since which the player has held no cards; -1
        /// while they hold some. (Without cards one may still slap in.)
        qint64 emptySinceMs = -1;
    };

    /// The hand sizes of all players at one moment of the game.
    struct Sample
    {
        qint64 timeMs = 0; ///< game time (ms)
        QList<int> hands;  ///< hand size per player (index = player)
        int pile = 0;      ///< cards on the pile; hands + pile = the deck size
    };

    /// A copy of everything, for the summary dialog.
    struct Summary
    {
        int players = 0;
        int deckSize = 0;      ///< cards in the game (52 + jokers)
        bool finished = false; ///< the game is over
        int winner = -1;       ///< -1: a draw, or not finished
        /// Time was up (docs/RULES.md §11.4): `leaders` hold the most
        /// cards in hand, `leaderCards` each (one: the winner; more: they
        /// tie, a draw); empty and 0 otherwise.
        bool timeUp = false;
        QList<int> leaders;
        int leaderCards = 0;
        qint64 durationMs = 0; ///< game time (ms) at gameOver, or so far
        int totalCardsPlayed = 0;
        QList<PlayerStats> perPlayer; ///< index = player
        QList<int> reactionTimesMs;   ///< the followed person's valid slaps (ms), in order
        int earlySlaps = 0;           ///< their valid slaps before the card was visible (no time)
        int person = -1;              ///< whose reaction times they are (-1: nobody's)
        QList<Sample> handSizes;      ///< oldest first; the first one is the deal

        /// Median of reactionTimesMs (ms; the mean of the middle two for an
        /// even count), -1 without any.
        int medianReactionMs() const;
        /// Fastest of reactionTimesMs (ms), -1 without any.
        int bestReactionMs() const;
    };

    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    explicit GameStats(GameSession *session, QObject *parent = nullptr,
                       ReportSource source = ReportSource::Session);
    /// Counts one action.
    void follow(const ActionReport &report);

    /// Whose reaction times to keep (PointOfView::followed()), from the
    /// next slap on.
    void setPointOfView(const PointOfView &view) { m_view = view; }
    const PointOfView &pointOfView() const { return m_view; }

    /// The median of `values` (the mean of the middle two for an even
    /// count, rounded down), -1 for none.
    static int median(QList<int> values);

    /// The session watched (nullptr once it is gone).
    GameSession *session() const;

    int players() const { return int(m_players.size()); }
    int deckSize() const { return m_deckSize; }
    /// Per-player numbers; a default PlayerStats for a player out of range.
    PlayerStats player(int player) const { return m_players.value(player); }
    const QList<PlayerStats> &playerStats() const { return m_players; }
    /// Reaction times (ms, >= 0) of the followed person's valid slaps, in
    /// the order made: each from its card becoming visible (SlapRace). A
    /// slap before the card was visible is no reaction: it is not in it,
    /// but counted by earlySlaps().
    const QList<int> &reactionTimesMs() const { return m_reactions; }
    int earlySlaps() const { return m_early; }
    /// Hand sizes over the game, oldest first: one sample after the deal
    /// and one after every state change that changed a hand size (thinned,
    /// see kMaxSamples); the last one is always the current state, and
    /// once the game is over it is at durationMs().
    const QList<Sample> &handSizeSeries() const { return m_samples; }
    int totalCardsPlayed() const { return m_totalPlayed; }
    bool isFinished() const { return m_finished; }
    /// The winner once the game is over; -1 for a draw or a running game.
    int winner() const { return m_winner; }
    /// Whether the game ended because time was up (docs/RULES.md §11.4).
    bool endedOnTime() const { return m_timeUp; }
    /// Game time (ms) the game took; while it runs, the game time so far.
    qint64 durationMs() const;

    Summary summary() const;

Q_SIGNALS:
    /// The game is over and every number is final (the winner, the
    /// duration and the last sample are in).
    void finished();

private:
    void reset();
    void sample();
    void thin();
    void onCardPlayed(int player);
    void onSlapResolved(int player, bool valid, const SlapRace::Slap *raced);
    void onCardsBurned(int player, int count);
    void onPileWon(int player, int cards);
    void onPlayerOut(int player);
    void onGameOver(int winner);
    PlayerStats *at(int player);

    QPointer<GameSession> m_session;
    int m_deckSize = 0;
    QList<PlayerStats> m_players;
    QList<int> m_reactions;
    int m_early = 0;
    PointOfView m_view = PointOfView::person(0);
    QList<Sample> m_samples;
    int m_stride = 1;         // keep every m_stride-th change of the hands
    int m_sinceKept = 0;      // changes since the newest kept sample
    bool m_tailExtra = false; // the last sample is the newest state, not a kept one
    int m_totalPlayed = 0;
    bool m_finished = false;
    int m_winner = -1;
    bool m_timeUp = false;
    QList<int> m_leaders; // who held the most cards when time was up
    int m_leaderCards = 0;
    qint64 m_durationMs = 0;
};

} // namespace ratscrew
