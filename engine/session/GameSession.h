// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReportSource.h"
#include "Scheduler.h"
#include "SlapRace.h"
#include "Table.h"

#include <QList>
#include <QObject>

#include <memory>
#include <optional>

namespace ratscrew {

/// Everything one applied action did, in player numbers: what the log, the
/// status line, the statistics, the table and the sound read, each in its
/// own way, so none of them keeps a copy of the table to make sense of it.
struct ActionReport
{
    Action action; ///< action.seat is the slapping player
    /// Who acted: the player who played or slapped; for a collect, the
    /// player who collected (-1 if the collect was rejected).
    int actor = -1;
    qint64 atMs = 0; ///< game time of the action (pauses excluded)
    /// What happened, in order (docs/RULES.md §8; an event's seat is a player);
    /// one Rejected event if the action was refused.
    QList<Event> events;
    /// The whole pile just before the action, bottom card first: the burned
    /// cards, then the played ones.
    QList<Card> pileBefore;
    /// The pile's played cards just before the action (top card last), and
    /// who played each: what a slap was judged on.
    QList<Card> playedBefore;
    QList<int> playedByBefore;
    /// The split pile just before the action (docs/RULES.md §9.2; all its
    /// cards are played ones, bottom first) and who played each; empty
    /// when there was none.
    QList<Card> splitBefore;
    QList<int> splitPlayedByBefore;
    /// The pile the challenge was on before the action.
    PileId challengePileBefore = PileId::Slap;
    /// With calls in the rules (docs/RULES.md §9): the call a slap by each
    /// player would have made just before the action (index = player;
    /// Call::None for most); empty without calls.
    QList<Call> callsBefore;
    /// The challenge as it stood before the action: its challenger and the
    /// cards its answerer could still play (-1 and 0 without one).
    int challengerBefore = -1;
    int chancesBefore = 0;
    /// Whose turn it was before the action (-1: an award pending, or none).
    int turnBefore = -1;
    /// For a slap: ms from the newest card becoming visible to the slap,
    /// as its race times it (`raced->ms`: after a split, docs/RULES.md
    /// §9.2, from the card the split put down; negative when the slap came
    /// before the card was visible, on the earlier clock only);
    /// kNoReactionMs when no played card lay on the table (Table::reactionMs())
    /// and for another action.
    int reactionMs = kNoReactionMs;
    /// The action's place in its game: the index of the action the session
    /// was given (a record's action index; a landing card's is its throw's).
    int actionIndex = -1;
    /// For a slap made once a card had been played: the slap as its card's
    /// race has it (SlapRace; the session's one SlapRaceFollower, races()),
    /// how every view times and ranks it; empty otherwise.
    std::optional<SlapRace::Slap> raced;
    /// The player who lost a challenge this action decided (its answerer,
    /// unless they won it themselves), -1 if none.
    int challengeLoser = -1;
    /// The table as the action left it: whose turn it is (-1 while an award
    /// is pending or after the game), the challenger and the answerer's
    /// chances (-1 and 0 without a challenge), and whether the game is over.
    int turnAfter = -1;
    int challengerAfter = -1;
    int chancesAfter = 0;
    bool overAfter = false;
    /// After the action: whether a split pile lies beside the slap pile,
    /// the pile the next card goes onto and the pile the challenge is on
    /// (docs/RULES.md §9.2).
    bool splitAfter = false;
    PileId nextPileAfter = PileId::Slap;
    PileId challengePileAfter = PileId::Slap;
    /// Set when an award became pending with this action (`collect:
    /// on_collect`): who will collect, and after how many ms; -1 otherwise.
    int collectPlayer = -1;
    int collectDelayMs = -1;
    PileId collectPile = PileId::Slap; ///< the pile that award is for
    /// The misslapper who turns the next card after this misslap
    /// (`misslap_leads`, docs/RULES.md §4), -1 if none.
    int misslapperLeads = -1;
    /// The piles as the action left them: the slap pile's played cards
    /// (top card last) over `burnedAfter` burned ones, and the split pile's
    /// cards (docs/RULES.md §9.2, bottom first; empty when there is none).
    QList<Card> playedAfter;
    int burnedAfter = 0;
    QList<Card> splitCardsAfter;
    /// A pile this action won (docs/RULES.md §5): one per PileWon event,
    /// in the same order, so that a view shows the cards that went without
    /// working them out from the events.
    struct WonPile
    {
        int player = -1;            ///< who took it (the event's seat)
        PileId pile = PileId::Slap; ///< the event's pile
        /// What it held, bottom card first: `burned` face-down cards, then
        /// the played ones (top card last).
        QList<Card> cards;
        int burned = 0;
        /// A slap pile won beside a split pile: the split pile's cards, which
        /// moved over to become the slap pile (§9.2), bottom first; else empty.
        QList<Card> movedOver;
        /// The played cards of `cards`, top card last.
        QList<Card> played() const { return cards.mid(burned); }
    };
    QList<WonPile> wonPiles;

    /// The first event of `type`, or null.
    const Event *find(Event::Type type) const;
    /// The call this action's slap made (docs/RULES.md §9), Call::None if none.
    Call call() const
    {
        const Event *slap = find(Event::Type::Slap);
        return slap ? slap->call : Call::None;
    }
    bool rejected() const { return !events.isEmpty() && events.constFirst().type == Event::Type::Rejected; }
    /// The pile this action's slap was judged on: the pile a pattern took,
    /// the pile a stick was made on (the challenge's, docs/RULES.md §9.1),
    /// else the slap pile (a split, a misslap, another action; §9.2).
    PileId slapPile() const;
    /// That pile's played cards just before the action (top card last) and
    /// who played each: playedBefore or splitBefore, chosen in one place.
    const QList<Card> &slapPileCards() const
    {
        return slapPile() == PileId::Split ? splitBefore : playedBefore;
    }
    const QList<int> &slapPilePlayedBy() const
    {
        return slapPile() == PileId::Split ? splitPlayedByBefore : playedByBefore;
    }
    /// The played cards of the pile the challenge was on just before the
    /// action (top card last) and who played each (docs/RULES.md §9.2).
    const QList<Card> &challengePileCards() const
    {
        return challengePileBefore == PileId::Split ? splitBefore : playedBefore;
    }
    const QList<int> &challengePilePlayedBy() const
    {
        return challengePileBefore == PileId::Split ? splitPlayedByBefore : playedByBefore;
    }
};

/// The Qt face of one game: a Table (engine/table) on a Scheduler, turning
/// each action into one ActionReport (actionApplied): its events of
/// docs/RULES.md §8 in order and the table around them, the one way to read
/// what an action did. Besides the report, the card in the air
/// (cardThrown(), cardWentBack()) and the moment a slap is judged
/// (slapResolved(), slapRejected(): what times a slap). It owns the
/// real-time parts the rules leave to the app: timers for the Table's
/// collect deadline, and pause.
///
/// Players as in Table: player 0 is the person at the bottom of the table,
/// players 1..N-1 clockwise from them (the Game's seats).
///
/// People and bots reach the game through the same slots (playCard, slap);
/// the session never knows who is a bot. Each slot first lets the
/// scheduler fire what was due before it (Scheduler::catchUp()), and an
/// action from a timer happens at the timer's due time, so a game is a
/// function of its deal, its bots' seeds and the times of the person's
/// actions, in real time as on the manual clock (docs/RUNS.md).
class GameSession : public QObject
{
    Q_OBJECT

public:
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
    /// invalid (see Table::validateSetup).
    bool newGame(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer);

    /// Where restore() may leave a game.
    enum class RestoreEnd {
        /// Only in play: a game over by the end of the actions is refused
        /// (save and resume: there is nothing to play on with).
        InPlay,
        /// Anywhere, the end of the game included; actions after the end
        /// are refused by the rules as any late action is (the replay
        /// viewer seeking through a whole record).
        Anywhere,
    };
    /// Deals `deck` as newGame() does, then applies `actions` at their
    /// times without a signal per action (a game record, played again to
    /// where it was left: save and resume), and leaves the game paused at
    /// the last action's game time; a pending award is collected its delay
    /// after the resume. Emits gameStarted(), pausedChanged() and
    /// stateChanged() once. False (and nothing changes) if the setup is
    /// invalid or, with RestoreEnd::InPlay, the game is over by the end of
    /// the actions. `reachedMs`: the game time the game had reached (a
    /// record's durationMs): a card in the air that landed by then lands
    /// (docs/RULES.md §12.1), and the game is left at its landing.
    bool restore(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer,
                 std::span<const RecordedAction> actions, RestoreEnd end = RestoreEnd::InPlay,
                 qint64 reachedMs = -1);

    bool hasGame() const { return m_table.has_value(); }
    /// The table; only valid if hasGame().
    const Table &table() const { return *m_table; }
    /// The game underneath (its seats are the players); only valid if hasGame().
    const Game &game() const { return m_table->game(); }
    const RuleSet &rules() const { return m_table->rules(); }
    int players() const { return m_table ? m_table->players() : 0; }
    int firstPlayer() const { return m_table ? m_table->firstPlayer() : 0; }

    // The state in player numbers (-1 = nobody).
    int handSize(int player) const { return m_table ? m_table->handSize(player) : 0; }
    bool isOut(int player) const { return m_table && m_table->isOut(player); }
    int turnPlayer() const { return m_table ? m_table->turnPlayer() : -1; }
    int challengerPlayer() const { return m_table ? m_table->challengerPlayer() : -1; }
    int chancesLeft() const
    {
        return m_table ? m_table->chancesLeft() : 0;
    } ///< cards the answering player may still play (0 without a challenge)
    int pendingPlayer() const { return m_table ? m_table->pendingPlayer() : -1; }
    int winner() const { return m_table ? m_table->winner() : -1; }
    bool isOver() const { return m_table && m_table->isOver(); }
    /// The pile, bottom card first; the played cards are its last
    /// playedCount() cards (burned cards lie under them).
    std::span<const Card> pile() const;
    int playedCount() const;
    PatternSet slappablePatterns() const;
    /// Who played each played card of the pile (parallel to the last
    /// playedCount() cards of pile()).
    QList<int> playedBy() const;
    /// The split pile (docs/RULES.md §9.2), bottom card first, and who
    /// played each card; empty while there is none.
    std::span<const Card> splitPile() const;
    QList<int> splitPlayedBy() const;
    bool hasSplit() const { return m_table && m_table->hasSplit(); }
    /// The pile the next card goes onto.
    PileId nextPile() const { return m_table ? m_table->nextPile() : PileId::Slap; }
    /// The pile the challenge (if any) is on, and the pile a pending award is for.
    PileId challengePile() const { return m_table ? m_table->game().challengePile() : PileId::Slap; }
    PileId pendingPile() const { return m_table ? m_table->game().pendingPile() : PileId::Slap; }

    /// See Table::generation(); also changes on pause, resume and a new game.
    quint64 generation() const { return m_table ? m_table->generation() : 0; }

    /// Milliseconds since the game started, paused time excluded.
    qint64 elapsedMs() const;

    /// The game's time limit in ms (the rules' `time_limit` × 60000,
    /// docs/RULES.md §11.4); 0 without a limit or without a game.
    qint64 timeLimitMs() const;
    /// The game time left before time is up, in ms: timeLimitMs() −
    /// elapsedMs(), never below 0 (0 once the limit is reached); -1 when no
    /// limit applies (no game, or `time_limit` 0). Paused time does not
    /// count, so it stands still while the game is paused. When it reaches
    /// 0 in a running game the session plays the `T` action (endOnTime()).
    qint64 remainingMs() const;
    /// The players still in the game who hold the most cards in hand, in
    /// player order: who wins when time is up (one) or ties (more: a draw,
    /// docs/RULES.md §11.4); empty without a game.
    QList<int> mostCardsInHand() const;

    bool isPaused() const { return m_paused; }

    /// The collect delay of `collect: on_collect` (ms; see Table::setCollectDelayMs()).
    int collectDelayMs() const { return m_collectDelayMs; }
    void setCollectDelayMs(int ms);
    /// A played card's flight to the pile (ms >= 0, default 0: it lands at
    /// once), docs/RULES.md §12.1: the card is in the air meanwhile
    /// (cardThrown()), its play reaches the rules when it lands (its
    /// report), and reaction times count from then (Table::revealDelayMs()).
    /// From the next game (newGame(), restore()) on, or at once in a game
    /// nobody acted in yet: a game and its record keep one clock.
    void setRevealDelayMs(int ms);
    int revealDelayMs() const { return m_revealDelayMs; }
    /// The clock of the records made before docs/RULES.md §12 (a replay of
    /// one): plays count at once (Table::setPlaysLandAtOnce()), from the
    /// next game on. Off by default.
    void setPlaysLandAtOnce(bool on) { m_landAtOnce = on; }
    bool playsLandAtOnce() const { return m_landAtOnce; }
    /// The card in the air (docs/RULES.md §12.1), if any.
    CardFlight flight() const { return m_table ? m_table->flight() : CardFlight(); }
    /// The races of the game's cards as its reports told them (SlapRace):
    /// the current one and the one the last report ended. The one follower
    /// of the app; each report's `raced` is its slap in it. A restored game
    /// starts with no race: the next card starts one.
    const SlapRaceFollower &races() const { return m_races; }

    /// Records every action of the games dealt from now on, with its game
    /// time (Table::setRecording): what a game record is made of.
    void setRecording(bool on) { m_recording = on; }
    bool isRecording() const { return m_recording; }

    /// False stops automatic collecting (tests call collect() themselves).
    void setAutoCollect(bool on) { m_autoCollect = on; }

public Q_SLOTS:
    /// `player` plays the top card of their hand. Ignored (returns false)
    /// unless it is that player's turn, no award is pending, no card is in
    /// the air, the game runs and is not paused. With a reveal delay the
    /// card is thrown (cardThrown()) and its report comes when it lands.
    bool playCard(int player);
    /// `player` slaps the pile (docs/RULES.md §4). Ignored while paused or
    /// without a game; otherwise always reaches the engine, which may
    /// reject it (a Rejected event in its report).
    void slap(int player);
    /// Collects a pending award now (docs/RULES.md §5); normally the collect
    /// timer does this. Returns false if nothing is pending.
    bool collect();
    /// Time is up (the `T` action, docs/RULES.md §11.4): the game ends, won
    /// by the seat with the most cards in hand. Ignored (returns false)
    /// without a game, while paused or once it is over.
    bool endOnTime();
    void pause();
    void resume();

Q_SIGNALS:
    void gameStarted();
    /// One action that reached the rules, with everything it did: the one
    /// way to read an action (what it played, slapped, burned and won, who
    /// went out, a pending collect, the game's end). Emitted before
    /// stateChanged(). A play reaches the rules when its card lands
    /// (docs/RULES.md §12.1): no report is emitted for the throw, nor for a
    /// card that goes back as it comes down (cardWentBack() alone).
    void actionApplied(const ratscrew::ActionReport &report);
    /// A card left `player`'s seat for the pile (docs/RULES.md §12.1): it
    /// lands `flightMs` later (then its report), unless it goes back first
    /// (cardWentBack()). No report is emitted for the throw.
    void cardThrown(int player, ratscrew::Card card, int flightMs);
    /// The card in the air went back onto the top of `player`'s hand,
    /// unseen, for `reason`; `byPlayer` as in FlightReturn (the pile's
    /// winner, the player to play now, or -1). Emitted before the report
    /// (and slapResolved()) of the action that sent it back first (its own
    /// player's slap, time up), after the report of one that ended the
    /// game; alone for a card that goes back as it comes down.
    void cardWentBack(int player, ratscrew::Card card, ratscrew::FlightEnd reason, int byPlayer);
    /// A slap that reached the engine, as soon as it is judged: before the
    /// action's report, so before anything its listeners do (what the
    /// key-to-verdict benchmark times, bench/bench_app.cpp). What the slap
    /// did is read from the report. `patterns` is empty when invalid and
    /// for a call (docs/RULES.md §9; the report has which). `reactionMs` as
    /// in ActionReport.
    void slapResolved(int player, bool valid, ratscrew::PatternSet patterns, int reactionMs);
    /// A slap the rules refused (its report's Rejected event), as soon as
    /// it is refused, as slapResolved().
    void slapRejected(int player, ratscrew::RejectReason reason);
    /// After every accepted action, once its report is out.
    void stateChanged();
    void pausedChanged(bool paused);
    /// Emitted first thing in the destructor, while scheduler() still works:
    /// users of the scheduler cancel their timers here.
    void aboutToBeDestroyed();

private:
    void applyAction(Action action);
    /// Lands the card in the air if it is due now: its report (at its
    /// landing time) or its return.
    void landIfDue();
    /// The report of `action` by `actor` at game time `atMs`, which
    /// `apply` hands to the table; emits it and what follows.
    template<typename Apply>
    void report(Action action, int actor, qint64 atMs, int index, Apply &&apply);
    /// After an action: a card thrown (its land timer, cardThrown()) and,
    /// unless `returnTold`, a card that went back (cardWentBack()).
    void followFlight(const TableStep &step, bool returnTold = false);
    /// Whether the last action sent a card back before its own events.
    bool returnedFirst() const;
    /// cardWentBack() for the last action's return, if any.
    void announceReturn();
    void armLandTimer();
    void stopLandTimer();
    /// Fills `report`'s piles after the action and its won piles from the
    /// table as `events` left it.
    void reportPiles(ActionReport &report, std::span<const Event> events) const;
    /// What one event of an action sets off before its report: a slap's
    /// verdict (slapResolved(), slapRejected()), and at the game's end the
    /// timers stopped.
    void afterEvent(const Event &e, const ActionReport &report);
    void startCollectTimer(int delayMs);
    void stopCollectTimer();
    bool collectTimerActive() const { return m_scheduler->isPending(m_collectTimer); }
    /// Arms the time-up timer for the game time left (docs/RULES.md §11.4)
    /// when a limit applies and the game runs (not paused, not over);
    /// cancels it otherwise.
    void armClock();
    void stopClock();

    std::unique_ptr<QtScheduler> m_ownScheduler;
    Scheduler *m_scheduler = nullptr;
    std::optional<Table> m_table;
    bool m_paused = false;
    bool m_autoCollect = true;
    bool m_recording = false;
    int m_collectDelayMs = kDefaultCollectDelayMs;
    int m_revealDelayMs = 0;
    bool m_landAtOnce = false;
    int m_collectRemainingMs = -1; // while paused
    Scheduler::TimerId m_collectTimer = 0;
    Scheduler::TimerId m_clockTimer = 0; // time up (docs/RULES.md §11.4)
    Scheduler::TimerId m_landTimer = 0;  // the card in the air (docs/RULES.md §12.1)
    qint64 m_startedAtMs =
        -1; // scheduler time of the deal (before 0 for a restored game older than the scheduler)
    qint64 m_pausedTotalMs = 0;
    qint64 m_pausedAtMs = 0;
    std::vector<Event> m_events; // reused between actions
    SlapRaceFollower m_races;
    int m_actions = 0;      // actions given since the deal: the next one's ActionReport::actionIndex
    int m_thrownIndex = -1; // the card in the air's play action
};

} // namespace ratscrew

Q_DECLARE_METATYPE(ratscrew::Card)
Q_DECLARE_METATYPE(ratscrew::PatternSet)
Q_DECLARE_METATYPE(ratscrew::PileWonReason)
Q_DECLARE_METATYPE(ratscrew::RejectReason)
Q_DECLARE_METATYPE(ratscrew::FlightEnd)
Q_DECLARE_METATYPE(ratscrew::ActionReport)
