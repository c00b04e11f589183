// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"
#include "Scheduler.h"

#include <QList>
#include <QObject>

#include <memory>
#include <optional>

namespace ratscrew {

/// The Qt face of one game: owns a Game, turns actions into signals (one
/// per event of docs/RULES.md §8) and owns the real-time parts the rules leave
/// to the app: the collect delay of `collect: on_collect` and pause.
///
/// Seats here are *players*: player 0 is the person at the bottom of the
/// table, players 1..N-1 clockwise from them. A new game picks a random
/// first player (the seat left of the dealer) from its seed; the Game
/// underneath always starts at its seat 0, and this class maps between
/// the two, so nothing outside it sees engine seat numbers.
///
/// People and bots reach the game through the same slots (playCard, slap);
/// the session never knows who is a bot.
class GameSession : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultCollectDelayMs = 1000;
    static constexpr int kMaxCollectDelayMs = 10000;

    /// A session on real time (its own QtScheduler).
    explicit GameSession(QObject *parent = nullptr);
    /// A session on `scheduler`'s time (not owned; must outlive the
    /// session and everything that uses scheduler()).
    explicit GameSession(Scheduler *scheduler, QObject *parent = nullptr);
    ~GameSession() override;

    /// The clock and timers of this session; the bots use it too.
    Scheduler *scheduler() const { return m_scheduler; }

    /// Starts a new game: shuffles the rule set's deck with `seed` (fixed
    /// algorithm, see Random) and picks the first player from it. Any game
    /// in progress is dropped, a pause is lifted, the collect timer stops
    /// and generation() changes. `players` is clamped to 2..8; `rules`
    /// must be valid (RuleSet::setOption guarantees that).
    void newGame(const RuleSet &rules, int players, quint64 seed);
    /// As above with a given deck (index 0 dealt first) and first player;
    /// for tests. Returns false (and changes nothing) if the setup is
    /// invalid (see Game::validateSetup).
    bool newGame(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer);

    bool hasGame() const { return m_game != nullptr; }
    /// The game underneath (engine seat numbers!); only valid if hasGame().
    const Game &game() const { return *m_game; }
    const RuleSet &rules() const { return m_game->rules(); }
    int players() const { return m_game ? m_game->players() : 0; }
    int firstPlayer() const { return m_firstPlayer; }

    // The state in player numbers (-1 = nobody).
    int handSize(int player) const;
    bool isOut(int player) const;
    int turnPlayer() const;
    int challengerPlayer() const;
    int chancesLeft() const; ///< cards the answering player may still play (0 without a challenge)
    int pendingPlayer() const;
    int winner() const;
    bool isOver() const { return m_game && m_game->isOver(); }
    /// The pile, bottom card first; the played cards are its last
    /// playedCount() cards (burned cards lie under them).
    std::span<const Card> pile() const;
    int playedCount() const;
    PatternSet slappablePatterns() const;
    /// Who played each played card of the pile (parallel to the last
    /// playedCount() cards of pile()).
    const QList<int> &playedBy() const { return m_playedBy; }

    /// Changes whenever the played cards of the pile change (a card played,
    /// a pile won), on pause and resume and on a new game. A bot's decision
    /// carries the generation it was made for; a stale one is dropped.
    quint64 generation() const { return m_generation; }

    /// Milliseconds since the game started, paused time excluded.
    qint64 elapsedMs() const;

    bool isPaused() const { return m_paused; }

    /// The collect delay of `collect: on_collect` (ms, 0..10000, clamped;
    /// default 1000).
    int collectDelayMs() const { return m_collectDelayMs; }
    void setCollectDelayMs(int ms);
    /// Time a played card needs to become visible on the table (ms >= 0,
    /// default 0); reaction times count from then.
    void setRevealDelayMs(int ms) { m_revealDelayMs = ms < 0 ? 0 : ms; }
    int revealDelayMs() const { return m_revealDelayMs; }

    /// False stops automatic collecting (tests call collect() themselves).
    void setAutoCollect(bool on) { m_autoCollect = on; }

public Q_SLOTS:
    /// `player` plays the top card of their hand. Ignored (returns false)
    /// unless it is that player's turn, no award is pending, the game runs
    /// and is not paused.
    bool playCard(int player);
    /// `player` slaps the pile (docs/RULES.md §4). Ignored while paused or
    /// without a game; otherwise always reaches the engine, which may
    /// reject it (signal slapRejected).
    void slap(int player);
    /// Collects a pending award now (docs/RULES.md §5); normally the collect
    /// timer does this. Returns false if nothing is pending.
    bool collect();
    void pause();
    void resume();

Q_SIGNALS:
    void gameStarted();
    void cardPlayed(int player, ratscrew::Card card);
    /// A slap that reached the engine: `patterns` is empty when invalid.
    /// `reactionMs` is the time from the top card becoming visible (its
    /// play plus the reveal delay, pauses excluded) to the slap; 0 if the
    /// slap came before that, -1 on an empty pile.
    void slapResolved(int player, bool valid, ratscrew::PatternSet patterns, int reactionMs);
    void slapRejected(int player, ratscrew::RejectReason reason);
    /// Cards burned from `player`'s hand under the pile, in the order they
    /// left the hand (a misslap penalty or a hand burned on going out).
    void cardsBurned(int player, const QList<ratscrew::Card> &cards);
    /// `player` won the pile. For a challenge, `challengeLoser` is the player
    /// who had to answer it when this action began (docs/RULES.md §2); -1 when
    /// nobody could answer, when the pile is collected after
    /// collectPending(), and for every other reason.
    void pileWon(int player, ratscrew::PileWonReason reason, int cards, int challengeLoser);
    /// A challenge was lost under `collect: on_collect`: `player` will
    /// collect the pile after collectDelayMs() unless someone slaps first;
    /// `challengeLoser` as for pileWon().
    void collectPending(int player, int delayMs, int challengeLoser);
    void playerOut(int player);
    /// The game ended; `winner` is -1 for a draw.
    void gameOver(int winner);
    /// After every accepted action, once its event signals are out.
    void stateChanged();
    void pausedChanged(bool paused);
    /// Emitted first thing in the destructor, while scheduler() still works:
    /// users of the scheduler cancel their timers here.
    void aboutToBeDestroyed();

private:
    void applyAction(Action action);
    void emitEvent(const Event &e, int reactionMs, int answererBefore);
    /// The player who lost a challenge `winner` (a player) won, given the
    /// seat that had to answer before the action (-1: no challenge).
    int challengeLoser(int winner, int answererBefore) const;
    int toPlayer(int seat) const;
    int toSeat(int player) const;
    void startCollectTimer(int delayMs);
    void stopCollectTimer();
    bool collectTimerActive() const { return m_scheduler->isPending(m_collectTimer); }

    std::unique_ptr<QtScheduler> m_ownScheduler;
    Scheduler *m_scheduler = nullptr;
    std::unique_ptr<Game> m_game;
    int m_firstPlayer = 0;
    QList<int> m_playedBy;
    quint64 m_generation = 0;
    bool m_paused = false;
    bool m_autoCollect = true;
    int m_collectDelayMs = kDefaultCollectDelayMs;
    int m_revealDelayMs = 0;
    qint64 m_topPlayedAtMs = -1; // elapsedMs() when the top card was played; -1: empty pile
    int m_collectRemainingMs = -1; // while paused
    Scheduler::TimerId m_collectTimer = 0;
    qint64 m_startedAtMs = -1; // scheduler time of the deal; -1: no game yet
    qint64 m_pausedTotalMs = 0;
    qint64 m_pausedAtMs = 0;
    std::vector<Event> m_events; // reused between actions
};

} // namespace ratscrew

Q_DECLARE_METATYPE(ratscrew::Card)
Q_DECLARE_METATYPE(ratscrew::PatternSet)
Q_DECLARE_METATYPE(ratscrew::PileWonReason)
Q_DECLARE_METATYPE(ratscrew::RejectReason)
