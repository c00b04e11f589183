// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Random.h"
#include "Table.h"

#include <cstdint>

namespace ratscrew {

/// What one seed means for a game of bots: the deal and every bot's seed,
/// drawn from one set-up generator in a fixed order: the deal first
/// (Table::shuffle(): the deck, then the first player), then one draw from
/// which each player's bot seed derives. `ratscrew-sim simulate` seeds
/// game `index` of a run so (of(rules, players, Random::deriveSeed(run
/// seed, index)), after what a varied table draws first), and a
/// GameSession dealt with GameSession::newGame(rules, players, seed) deals
/// `deal`: BotPlayers seeded with botSeedOf() then play the simulator's
/// game, the same actions at the same times (tests/sim/tst_sessionvssim.cpp).
struct GameSeeds
{
    Table::Deal deal;
    std::uint64_t botSeed = 0;

    /// The seed of `player`'s bot (0..players-1): its BotMind's, in a
    /// BotPlayer or in the simulator.
    std::uint64_t botSeedOf(int player) const { return Random::deriveSeed(botSeed, std::uint64_t(player)); }

    /// The deal of `players` (2..8) under `rules`, then the bots' draw,
    /// from `setup`.
    static GameSeeds draw(const RuleSet &rules, int players, Random &setup)
    {
        GameSeeds seeds;
        seeds.deal = Table::shuffle(rules, players, setup);
        seeds.botSeed = setup.next();
        return seeds;
    }
    /// draw() from Random(seed).
    static GameSeeds of(const RuleSet &rules, int players, std::uint64_t seed)
    {
        Random setup(seed);
        return draw(rules, players, setup);
    }
};

} // namespace ratscrew
