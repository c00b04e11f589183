// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pieces of a bot's decisions that only the simulator's fast loop
// (sim/FusedGame.inc) uses: it draws the bots' first numbers itself, for
// all seats at once (BotLanes), and finishes each decision from that
// draw. Each is the rest of a shared function (named below) after its
// first draw, so the fast loop draws and decides exactly as BotMind does;
// tst_fusedtable compares the two game by game.

#include "BotBrain.h"
#include "LogNormalDelay.h"
#include "Random.h"

#include <cstdint>
#include <span>

namespace ratscrew::fused {

/// False if BotBrain::decideSlap() would surely not slap after its roll
/// `roll` (random.uniformBits()), with no further draw: a miss of a
/// pattern (below `miss`), or a plain pile and a roll not below even the
/// near-miss chance. Most rolls end here. The two chances are a bot's
/// SlapOdds::nearMiss and ::miss, kept side by side for many bots
/// (BotLanes).
inline bool mightSlap(Chance nearMiss, Chance miss, PatternSet patterns, std::uint64_t roll)
{
    return patterns.empty() ? nearMiss.admits(roll) : !miss.admits(roll);
}

/// BotBrain::decideSlap() (with `odds` = SlapOdds(profile), rules without
/// calls) after its uniform draw: `roll` is random.uniformBits() as
/// decideSlap() draws it first, on a non-empty pile; the rest is drawn
/// from `random`. Returns true if the bot slaps, and only then fills in
/// `decision`.
inline bool decideSlapAfterRoll(const BotProfile &profile, const SlapOdds &odds, std::span<const Card> played,
                                PatternSet patterns, std::uint64_t roll, Random &random,
                                SlapDecision &decision)
{
    if (!mightSlap(odds.nearMiss, odds.miss, patterns, roll))
        return false;
    if (!patterns.empty()) {
        decision = BotBrain::slapOn(profile, odds.reaction, patterns, random);
        return true;
    }
    const int delayMs = BotBrain::falseSlapDelayMs(odds, played, roll, random);
    if (delayMs < 0)
        return false;
    decision = {true, delayMs, PatternSet{}, Call::None};
    return true;
}

/// `delay`(random) for a caller that made the deviate's first draw
/// (`bits`, the generator's next()) itself: `outside(u, layer)` is called
/// only when the draw is outside its layer's rectangle (about one in 100),
/// and returns the generator's Random::normalOutsideRectangle(u, layer).
/// The same draws and the same delay as LogNormalDelay::operator().
template<typename Outside>
int delayFromDraw(const LogNormalDelay &delay, std::uint64_t bits, Outside &&outside)
{
    const Random::NormalDraw draw = Random::normalDraw(bits);
    if (draw.inRectangle())
        return delay.rectangleMs(draw.centred, draw.layer);
    return delay.ms(outside(draw.u(), draw.layer));
}

} // namespace ratscrew::fused
