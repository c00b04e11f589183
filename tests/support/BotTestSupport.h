// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "TestSupport.h"

namespace ratscrew::test {

/// A bot that always slaps what matches and every call (docs/RULES.md §9)
/// and never anything else, in exactly `reactionMs` (plus the pattern's
/// recognition cost, or the profile's call cost) after the card landed,
/// and waits `playMs` before playing its own card.
inline BotProfile exactBot(int reactionMs, int playMs = 5000)
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.level = "custom";
    p.medianReactionMs = reactionMs;
    p.spread = 0;
    p.missChance = 0;
    p.falseSlapChance = 0;
    p.callMissChance = 0;
    p.falseCallChance = 0;
    p.playDelayMs = playMs;
    return p;
}

} // namespace ratscrew::test
