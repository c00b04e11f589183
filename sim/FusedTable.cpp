// SPDX-License-Identifier: GPL-3.0-or-later
#include "FusedTable.h"

#include "BotLanes.h"
#include "BotMind.h"
#include "FastGame.h"
#include "Random.h"
#include "SlapPatterns.h"
#include "Table.h"
#include "TimerKey.h"
#include "detail/FusedBot.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

namespace ratscrew {

bool FusedTable::applies(const SimulationConfig &config)
{
    return !config.check && !config.details && !config.varyTables && !config.onGameEnd
           && !config.rules.hasCalls() && !BotView::slapsForFree(config.rules)
           && config.players >= kMinPlayers && config.players <= kMaxPlayers
           && config.bots.size() >= std::size_t(config.players);
}

FusedTable::Bot::Bot(const BotProfile &p, const RuleSet &rules)
    : profile(p), odds(p), playDelay(BotBrain::playDelay(p))
{
    odds.seeRules(rules); // as BotMind does on every view
}

FusedTable::FusedTable(const SimulationConfig &config, const SlapMatcher &matcher, Rolls rolls)
    : m_config(config), m_matcher(matcher), m_avx2(rolls == Rolls::Fastest && BotLanes::hasAvx2())
{
    m_bots.reserve(std::size_t(config.players));
    for (int p = 0; p < config.players; ++p)
        m_bots.emplace_back(config.bots[std::size_t(p)], config.rules);
}

namespace {

namespace scalar {
RATSCREW_FORCE_INLINE unsigned roll(BotLanes &lanes, int players, unsigned deciders, bool plain)
{
    return lanes.rollScalar(players, deciders, plain);
}
#include "FusedGame.inc"
} // namespace scalar

#ifdef RATSCREW_AVX2_LANES
#  pragma GCC push_options
#  pragma GCC target("avx2")
namespace avx2 {
RATSCREW_FORCE_INLINE unsigned roll(BotLanes &lanes, int players, unsigned deciders, bool plain)
{
    return lanes.rollAvx2(players, deciders, plain);
}
#  include "FusedGame.inc"
} // namespace avx2
#  pragma GCC pop_options
#endif

} // namespace

GameResult FusedTable::game(long long index) const
{
    const GameSeeds deal = simulatedSeeds(m_config, index);
#ifdef RATSCREW_AVX2_LANES
    if (m_avx2)
        return avx2::playGame(m_config, m_matcher, m_bots, deal);
#endif
    return scalar::playGame(m_config, m_matcher, m_bots, deal);
}

GameResult FusedTable::gameFrom(const TablePosition &from, std::span<const std::uint64_t> botSeeds,
                                const Path *path) const
{
#ifdef RATSCREW_AVX2_LANES
    if (m_avx2)
        return avx2::playGameFrom(m_config, m_matcher, m_bots, from, botSeeds, path);
#endif
    return scalar::playGameFrom(m_config, m_matcher, m_bots, from, botSeeds, path);
}

} // namespace ratscrew
