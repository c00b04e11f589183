// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotMind.h"
#include "BotProfile.h"
#include "Game.h"
#include "RuleSet.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace ratscrew {

/// Bots against bots on a virtual clock (`ratscrew-sim simulate`).
struct SimulationConfig
{
    RuleSet rules;                  ///< rules.maxPlays > 0 ends a game as a draw (default 100000)
    int players = 2;                ///< 2..8
    std::vector<BotProfile> bots;   ///< one per player
    long long games = 1000;         ///< >= 1
    std::uint64_t seed = 1;
    int threads = 1;                ///< >= 1; never changes the results
    int revealMs = kCardRevealMs;   ///< as on the table (ms)
    int collectDelayMs = 1000;      ///< as in the app (ms)
    /// Checks the invariants of RULES.md after every action
    /// (engine/Invariants.h); a violation ends that game.
    bool check = false;
    /// Each game gets its own table from its seed: random rules
    /// (randomRuleSet(): a preset with random overrides), 2–8 players and
    /// a random bot level per seat; `rules` then only gives maxPlays, and
    /// `players` and `bots` are not used. For soak runs with `check`.
    bool varyTables = false;
};

/// One simulated game.
struct GameResult
{
    int winner = -1;                ///< player, -1 for a draw
    long long plays = 0;            ///< cards played
    std::int64_t durationMs = 0;    ///< virtual time of the game
    std::array<int, kMaxPlayers> validSlaps{};
    std::array<int, kMaxPlayers> invalidSlaps{};
    long long actions = 0;          ///< actions applied (plays, slaps, collects)
    std::string violation;          ///< with `check`: the first broken invariant, else empty
};

/// The first invariant violation of a simulation.
struct Violation
{
    long long game = -1;            ///< game index (its seed derives from the run's seed and this)
    std::string message;            ///< what broke, after which action, at which table
};

/// The totals of a simulation, per player where it says so.
struct SimulationSummary
{
    long long games = 0;
    std::array<long long, kMaxPlayers> wins{};
    long long draws = 0;
    double playsMean = 0;
    double playsMedian = 0;
    double playsP95 = 0;
    long long playsTotal = 0;
    std::array<long long, kMaxPlayers> validSlaps{};
    std::array<long long, kMaxPlayers> invalidSlaps{};
    long long actions = 0;          ///< actions applied in all games
    long long violations = 0;       ///< games in which an invariant broke (with `check`)
    Violation firstViolation;       ///< the one in the game with the lowest index
    double elapsedS = 0;            ///< wall-clock time (the only figure that varies between runs)
};

/// Plays game number `index` of `config`: its deck, first player and bot
/// seeds all derive from (config.seed, index), so a game's result never
/// depends on which thread plays it or in which order.
///
/// The virtual clock: every bot's BotMind (the same code the app runs on
/// timers) says when it will slap or play; the earliest due action is
/// applied next, ties going to the lower player number, a collect after
/// the slaps due at the same moment. Stale actions (for a pile that has
/// changed since) are dropped exactly as the app's timers are stopped.
GameResult simulateGame(const SimulationConfig &config, long long index);

/// Plays config.games games on config.threads threads.
SimulationSummary simulate(const SimulationConfig &config);

} // namespace ratscrew
