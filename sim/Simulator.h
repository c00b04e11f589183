// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotMind.h"
#include "BotProfile.h"
#include "Game.h"
#include "GameSeeds.h"
#include "RuleSet.h"
#include "Table.h"
#include "Timing.h"

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace ratscrew {

/// Bots against bots on a virtual clock (`ratscrew-sim simulate`).
struct SimulationConfig
{
    /// rules.maxPlays > 0 ends a game as a draw (default 100000);
    /// rules.timeLimitMinutes > 0 ends it with `T` on the game's clock
    /// (docs/RULES.md §11.4; simulateGame() says exactly when).
    RuleSet rules;
    int players = 2;              ///< 2..8
    std::vector<BotProfile> bots; ///< one per player
    long long games = 1000;       ///< >= 1
    std::uint64_t seed = 1;
    int threads = 1;                             ///< >= 1; never changes the results
    int revealMs = kCardRevealMs;                ///< the card flight on the table (ms)
    int collectDelayMs = kDefaultCollectDelayMs; ///< kMinCollectDelayMs..kMaxCollectDelayMs
    /// Checks the invariants of RULES.md after every action
    /// (engine/Invariants.h); a violation ends that game.
    bool check = false;
    /// Each game gets its own table from its seed: random rules
    /// (randomRuleSet(): a preset with random overrides), 2–8 players and
    /// a random bot level per seat; `rules` then only gives maxPlays, and
    /// `players` and `bots` are not used. For soak runs with `check`.
    bool varyTables = false;
    /// Called after each game with its table, whose actions were recorded
    /// (Table::setRecording), and its game time (ms); from the worker
    /// threads, so it must be safe to call from several at once. Unset:
    /// nothing is recorded.
    std::function<void(long long game, const Table &table, std::int64_t durationMs)> onGameEnd;
    /// Counts what the rule workshop shows of a rule set (GameResult's
    /// pilesWon and slappable). Only simulateGame() counts them, so the
    /// games are played there (FusedTable::applies() is false); the games
    /// themselves are the same.
    bool details = false;
    /// Plays every game through simulateGame() (VirtualTable) even where
    /// the fast loop could (FusedTable::applies(), sim/FusedTable.h): the
    /// same results, slower; for the tests that compare the two.
    bool reference = false;
};

/// One simulated game.
struct GameResult
{
    int winner = -1;     ///< player, -1 for a draw
    long long plays = 0; ///< cards played
    /// The game's length on its virtual clock (ms): when its last action
    /// was applied (the time limit itself for a game that ended on time).
    std::int64_t durationMs = 0;
    /// The game ended with `T`, time up (docs/RULES.md §11.4): won on
    /// cards, or a draw when the most cards tie.
    bool endedOnTime = false;
    std::array<int, kMaxPlayers> validSlaps{};
    std::array<int, kMaxPlayers> invalidSlaps{};
    std::array<int, kMaxPlayers> sticks{};    ///< valid slaps that were a stick (docs/RULES.md §9.1)
    std::array<int, kMaxPlayers> splits{};    ///< valid slaps that were a split (docs/RULES.md §9.2)
    std::array<int, kMaxPlayers> lateSlaps{}; ///< refused as late: the race to a pile just won, lost
    std::array<int, kMaxPlayers> sitOuts{};   ///< missed slap-ins that sat the player out
    long long actions = 0;                    ///< actions applied (plays, slaps, collects)
    /// FusedTable::gameFrom() with a path: how many of its states the game
    /// passed through; 0 otherwise.
    int followed = 0;
    std::string violation; ///< with `check`: the first broken invariant, else empty
    /// With `details`: piles won, by PileWonReason (slap, challenge,
    /// last_card, penalty; a pending award when it is collected).
    std::array<int, 4> pilesWon{};
    /// With `details`: the cards played that left their pile matching each
    /// pattern (by SlapPattern), whether anyone slapped it or not.
    std::array<int, kSlapPatternCount> slappable{};
};

/// The first invariant violation of a simulation.
struct Violation
{
    long long game = -1; ///< game index (its seed derives from the run's seed and this)
    std::string message; ///< what broke, after which action, at which table
};

/// An exact histogram of whole numbers >= 0 (the plays of each game): its
/// memory grows with the number of distinct values (at most
/// `--max-plays` + 1), never with how many values were added, so a run of
/// a billion games keeps its statistics in constant memory.
class CountHistogram
{
public:
    /// Adds one value; a negative value counts as 0.
    void add(long long value);
    /// Adds every value of `other`.
    void merge(const CountHistogram &other);
    long long count() const { return m_count; }
    long long sum() const { return m_sum; }
    /// The value of rank `k` (0-based) in ascending order; k < count().
    long long valueAt(long long k) const;
    /// The mean, 0 when empty.
    double mean() const;
    /// The median (the mean of the two middle values for an even count), 0 when empty.
    double median() const;
    /// The nearest-rank percentile: the smallest value with at least
    /// `fraction` (0..1] of the values at or below it; 0 when empty.
    long long nearestRank(double fraction) const;

private:
    static constexpr long long kDense = 1 << 14; // values below are counted in an array
    std::vector<long long> m_dense;
    std::map<long long, long long> m_sparse; // value -> count, for the rare long game
    long long m_count = 0;
    long long m_sum = 0;
};

/// How long games last on their virtual clock: each game's length in
/// whole seconds (rounded down) in a CountHistogram, so the memory stays
/// bounded by the longest game, never by how many games were added, and
/// the longest game to the millisecond.
class GameLengths
{
public:
    /// Adds one game's length (ms; a negative length counts as 0).
    void add(std::int64_t durationMs);
    /// Adds every game of `other`.
    void merge(const GameLengths &other);
    long long count() const { return m_seconds.count(); }
    /// The median length in minutes (of the whole seconds: for an even
    /// count the mean of the two middle ones); 0 when empty.
    double p50Minutes() const { return m_seconds.median() / 60.0; }
    /// The nearest-rank 95th percentile in minutes (of the whole
    /// seconds); 0 when empty.
    double p95Minutes() const { return double(m_seconds.nearestRank(0.95)) / 60.0; }
    /// The longest game in minutes (exact); 0 when empty.
    double maxMinutes() const { return double(m_maxMs) / 60000.0; }
    std::int64_t maxMs() const { return m_maxMs; }

private:
    CountHistogram m_seconds;
    std::int64_t m_maxMs = 0;
};

/// The totals of a simulation, per player where it says so.
struct SimulationSummary
{
    long long games = 0;
    std::array<long long, kMaxPlayers> wins{};
    long long draws = 0; ///< all draws: playLimitDraws + timeUpDraws
    /// Draws at rules.maxPlays (docs/RULES.md §6; with bots at every seat
    /// no other draw happens but on time).
    long long playLimitDraws = 0;
    long long timeUpWins = 0;            ///< games won on cards when time was up (counted in wins too)
    long long timeUpDraws = 0;           ///< games drawn on cards when time was up (counted in draws too)
    std::array<long long, 4> pilesWon{}; ///< with `details`: GameResult::pilesWon summed
    std::array<long long, kSlapPatternCount> slappable{}; ///< with `details`: GameResult::slappable summed
    /// Game length on the virtual clock, in minutes: the median and the
    /// nearest-rank 95th percentile of the games' whole seconds, and the
    /// longest game exactly (GameLengths).
    double minutesP50 = 0;
    double minutesP95 = 0;
    double minutesMax = 0;
    double playsMean = 0;
    double playsMedian = 0;
    double playsP95 = 0;
    long long playsTotal = 0;
    std::array<long long, kMaxPlayers> validSlaps{};
    std::array<long long, kMaxPlayers> invalidSlaps{};
    std::array<long long, kMaxPlayers> sticks{}; ///< calls among validSlaps: sticks
    std::array<long long, kMaxPlayers> splits{}; ///< calls among validSlaps: splits
    std::array<long long, kMaxPlayers> lateSlaps{};
    std::array<long long, kMaxPlayers> sitOuts{};
    long long actions = 0;    ///< actions applied in all games
    long long violations = 0; ///< games in which an invariant broke (with `check`)
    Violation firstViolation; ///< the one in the game with the lowest index
    double elapsedS = 0;      ///< wall-clock time (the only figure that varies between runs)
};

/// Game `index` of `config`'s deal and bot seeds: GameSeeds::of(rules,
/// players, Random::deriveSeed(config.seed, index)). `config.varyTables`
/// must be false (a varied table draws its rules and seats first).
GameSeeds simulatedSeeds(const SimulationConfig &config, long long index);

/// Plays game number `index` of `config`: its deck, first player and bot
/// seeds all derive from (config.seed, index), so a game's result never
/// depends on which thread plays it or in which order.
///
/// The virtual clock: every bot's BotMind (the same code the app runs on
/// timers) says when it will slap or play; the earliest due action is
/// applied next, ties broken as the app's schedulers break them
/// (TimerKey: the lower player first, a player's slap before their play,
/// the collect after the bots' actions due at the same moment). Stale
/// actions (for a pile that has changed since) are dropped exactly as the
/// app's timers are stopped.
///
/// The time limit (rules.timeLimitMinutes > 0, L = minutes × 60,000 ms of
/// game time): every action due at or before L is applied as above; when
/// the earliest pending action is due after L (or none is pending), `T`
/// (Action::timeUp()) is applied at L instead, as the app's session does
/// (its clock's timer comes after every other timer due at the same ms,
/// TimerKey::kOtherOrder), and the game
/// ends as docs/RULES.md §11.4 says (a pending award is collected, then
/// the most cards in hand win, a tie is a draw); its durationMs is then L.
/// A game that reaches rules.maxPlays first is a draw at max_plays.
GameResult simulateGame(const SimulationConfig &config, long long index);

/// A game at a table at one moment, to play on from (simulateFrom(),
/// FusedTable::gameFrom(), WinChances): the table as a step of its record
/// left it (recording off), with the two things its owner's timers held.
struct TablePosition
{
    Table table;
    std::int64_t nowMs = 0; ///< table time of the position (ms)
    /// When the pending award is collected (table time, ms); -1: none pending.
    std::int64_t collectDueMs = -1;
    /// When the table's generation last moved (ms <= nowMs): since then
    /// the played cards have lain as they are and nobody's decision on them
    /// was made anew (a misslap's burn, a thrown card, a late slap change
    /// nothing that the bots look at).
    std::int64_t sinceMs = 0;
};

/// How many times a bot new to a position draws a decision again that
/// would already have fired (see simulateFrom()).
inline constexpr int kFirstLookDraws = 32;

/// simulateFrom()'s first look at the play of the player to play: due
/// `delayMs` after `sinceMs` where that is still to come, else (every draw
/// would already have fired) `delayMs` after now. Both loops use it.
constexpr std::int64_t firstLookPlayDueMs(std::int64_t sinceMs, std::int64_t nowMs, int delayMs)
{
    return sinceMs + delayMs > nowMs ? sinceMs + delayMs : nowMs + delayMs;
}

/// The time limit of `rules` (docs/RULES.md §11.4) as the virtual clock's
/// timer key: due at the limit, before every other timer due then;
/// TimerKey::kStopped without a limit. Both loops use it.
std::uint64_t timeLimitKey(const RuleSet &rules);

/// Plays on from `from` as simulateGame() plays a game from its deal, and
/// returns how it ends (counts from the position on, durationMs the table
/// time it ended). Seat p is config.bots[p] with a BotMind seeded
/// botSeeds[p] (one per player). config.rules and config.players must be
/// the table's; config.games, seed, threads, revealMs and collectDelayMs
/// are not used (the table's own delays are), nor varyTables, onGameEnd,
/// details.
///
/// The bots are new to the table, but the record of the game says none of
/// them slapped the played cards since `from.sinceMs` and that the player
/// to play has not played yet. So each bot decides as if it had seen the
/// cards then: its slap and the play count from sinceMs, and a decision
/// whose timer would have fired by nowMs is drawn again, up to
/// kFirstLookDraws times (a slap then is none, a play counts from now).
/// Rejection sampling: the first look follows the bots' own decisions
/// given what the record showed.
GameResult simulateFrom(const SimulationConfig &config, const TablePosition &from,
                        std::span<const std::uint64_t> botSeeds);

/// Plays config.games games on config.threads threads.
SimulationSummary simulate(const SimulationConfig &config);

} // namespace ratscrew
