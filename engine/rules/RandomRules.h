// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"
#include "Random.h"
#include "RuleSet.h"

#include <string>

namespace ratscrew {

/// A random rule set for soak and property tests: one of the five presets
/// of docs/RULES.md §7, then each option of §7 overridden with probability 1/2
/// by a random valid value (any subset of the slap patterns, misslap_limit
/// 0–8, a rank or null for the two rank options, …), set through
/// RuleSet::setOption() as a script would. maxPlays is left at 0.
/// Deterministic: the same generator state gives the same rule set.
RuleSet randomRuleSet(Random &random);

/// A random action for a game under test (property tests, the engine
/// fuzzer's play-out): mostly plays, a slap by a random seat (out seats
/// too) mostly when the pile is slappable, a collect mostly when an award
/// is pending, very rarely time up (`T`, which ends the game), and now and
/// then an action docs/RULES.md §8 rejects.
Action randomAction(Random &random, const Game &game);

/// Every option of `rules` as `name=value` separated by spaces, e.g.
/// `jokers=0 slaps=double,sandwich … forbidden_rank=null`.
std::string describeRules(const RuleSet &rules);

} // namespace ratscrew
