// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "Card.h"
#include "Random.h"
#include "RuleSet.h"

#include <algorithm>
#include <span>

namespace ratscrew {

/// What a bot does about the pile it sees.
struct SlapDecision
{
    bool slap = false;
    int delayMs = 0;       ///< from the moment the top card is visible (ms)
    PatternSet recognised; ///< the patterns it saw (empty for a false slap)
};

/// The pure decision model of a bot: a function of what the bot can see
/// (the pile's played cards, the rules) and a seeded generator. No clock,
/// no Qt: the app schedules the result on timers, the simulator on a
/// virtual clock.
class BotBrain
{
public:
    /// Decides whether and how fast to slap the pile `played` (play order,
    /// top card last) under `rules`; `patterns` are the patterns it matches
    /// (matchSlapPatterns(), computed once for all bots at the table).
    /// Draws one uniform number for the decision and a reaction time only
    /// when the bot slaps.
    static SlapDecision decideSlap(const BotProfile &profile, const RuleSet &rules,
                                   std::span<const Card> played, PatternSet patterns, Random &random);
    /// The same decision (the same draws), for a caller on a hot path:
    /// returns whether the bot slaps and only then fills in `decision`.
    static bool decideSlap(const BotProfile &profile, const RuleSet &rules, std::span<const Card> played,
                           PatternSet patterns, Random &random, SlapDecision &decision);
    /// The same, matching the patterns itself.
    static SlapDecision decideSlap(const BotProfile &profile, const RuleSet &rules,
                                   std::span<const Card> played, Random &random);

    /// How long the bot waits before playing its own card (ms, >= 100).
    static int playDelayMs(const BotProfile &profile, Random &random);

    /// Extra time to recognise a pattern on top of a simple reaction (ms):
    /// a double or a joker is seen at once, a top-bottom or a four-in-a-row
    /// takes a while.
    static int recognitionCostMs(SlapPattern pattern);
    /// The cost of the easiest pattern of a non-empty set (ms).
    static int recognitionCostMs(PatternSet patterns);

    /// True if the pile looks almost slappable (ranks one apart, numeric
    /// sums of 9 or 11, a J next to a Q or K, a sandwich one rank off): the
    /// place where people slap by mistake.
    static bool isNearMiss(const RuleSet &rules, std::span<const Card> played);

    /// A log-normal draw with the given median (ms) and sigma, clamped to
    /// 80..5000 ms.
    static int logNormalMs(double medianMs, double sigma, Random &random);

private:
    /// The false-slap chance on a near miss (at least the plain one).
    static double nearMissChance(const BotProfile &profile)
    {
        return profile.falseSlapChance * std::max(profile.nearMissFactor, 1.0);
    }
    static SlapDecision slapOn(const BotProfile &profile, PatternSet patterns, Random &random);
    static SlapDecision maybeFalseSlap(const BotProfile &profile, const RuleSet &rules, std::span<const Card> played,
                                       double roll, Random &random);
};

// Inline: the simulator asks every bot about every card, and most of the
// time the answer is a single draw and "no". That answer is a plain bool:
// a SlapDecision returned by value from several paths was assembled in
// memory piece by piece and read back whole, a store-forwarding stall on
// every bot's every card.
inline bool BotBrain::decideSlap(const BotProfile &profile, const RuleSet &rules, std::span<const Card> played,
                                 PatternSet patterns, Random &random, SlapDecision &decision)
{
    if (played.empty())
        return false;
    const double roll = random.uniform();
    if (!patterns.empty()) {
        if (roll < profile.missChance)
            return false;
        decision = slapOn(profile, patterns, random);
        return true;
    }
    // Only a roll below the near-miss chance can lead to a false slap.
    if (roll >= nearMissChance(profile))
        return false;
    const SlapDecision falseSlap = maybeFalseSlap(profile, rules, played, roll, random);
    if (!falseSlap.slap)
        return false;
    decision = falseSlap;
    return true;
}

inline SlapDecision BotBrain::decideSlap(const BotProfile &profile, const RuleSet &rules,
                                         std::span<const Card> played, PatternSet patterns, Random &random)
{
    SlapDecision d;
    decideSlap(profile, rules, played, patterns, random, d);
    return d;
}

} // namespace ratscrew
