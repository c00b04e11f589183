// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotBrain.h"
#include "FastGame.h"
#include "Simulator.h"

#include <vector>

namespace ratscrew {

class SlapMatcher;

/// The simulator's fast loop: the games of one SimulationConfig played
/// exactly as simulateGame() plays them (the same deal, the same draws
/// from the same generators in the same order, the same actions at the
/// same virtual times, so the same GameResult, field for field), in less
/// time: the simulator's runs take it wherever it applies.
///
/// What differs is how the work is laid out. simulateGame() drives the
/// Table (Game with its events) and each bot's BotMind on VirtualTable's
/// timers, through the interfaces the app shares. Here one loop holds a
/// game's rules (FastGame, sim/FastGame.h), the table's generation and
/// collect deadline, the virtual clock and the bots' timers, with no
/// events; the bots' decisions are BotBrain's own, with each profile's
/// odds and delay tables worked out once for all games.
///
/// tst_fusedtable plays thousands of games both ways (every preset
/// without calls, random rule sets, every bot level, custom and `match`
/// bots, play limits) and compares them; tst_fastgame compares the rules
/// with Game action by action.
class FusedTable
{
public:
    /// Whether this loop can play the games of `config`: one rule set
    /// without calls (docs/RULES.md §9) for every game, 2..8 players with a
    /// bot each, and nothing asked of a game but its result (no `check`,
    /// no `details`, no recording, no varied tables).
    static bool applies(const SimulationConfig &config);

    /// Precondition: applies(config); `matcher` is a SlapMatcher of
    /// config.rules. Both must outlive this object. Immutable once made:
    /// threads may play games of one FusedTable at once.
    ///
    /// `rolls` chooses how the bots' rolls are drawn (BotLanes): Fastest
    /// four seats at a step where this build and processor can
    /// (BotLanes::hasAvx2()), Scalar one at a time. The draws, and so the
    /// games, are the same either way.
    enum class Rolls { Fastest, Scalar };
    FusedTable(const SimulationConfig &config, const SlapMatcher &matcher, Rolls rolls = Rolls::Fastest);

    /// True if this table's games roll four seats at a step (AVX2).
    bool rollsWithAvx2() const { return m_avx2; }

    /// Game `index` of the run: simulateGame(config, index).
    GameResult game(long long index) const;

    /// Where a game played on from a position may go next (WinChances):
    /// the games of the record's next positions at which the table's
    /// generation moved, in order, each with the cards hidden there (bit =
    /// card id; FastGame::standsAs()).
    struct Path
    {
        std::span<const FastGame> states;
        std::span<const std::uint64_t> hidden;
    };
    /// simulateFrom(config, from, botSeeds) in this loop: the same result.
    /// `from` must be a table of config.rules and config.players. With a
    /// `path`, GameResult::followed says how many of its states the game
    /// passed through, one after the other, each when its generation moved.
    GameResult gameFrom(const TablePosition &from, std::span<const std::uint64_t> botSeeds,
                        const Path *path = nullptr) const;

    /// A seat's bot, worked out once: what BotMind works out per game.
    struct Bot
    {
        Bot(const BotProfile &profile, const RuleSet &rules);
        BotProfile profile;
        SlapOdds odds;            // seeing `rules` (SlapOdds::seeRules)
        LogNormalDelay playDelay; // BotBrain::playDelay(profile)
    };

private:
    const SimulationConfig &m_config;
    const SlapMatcher &m_matcher;
    std::vector<Bot> m_bots; // one per seat
    bool m_avx2 = false;
};

} // namespace ratscrew
