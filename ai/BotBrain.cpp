// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotBrain.h"

#include "SlapPatterns.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ratscrew {

int BotBrain::recognitionCostMs(SlapPattern pattern)
{
    switch (pattern) {
    case SlapPattern::Double:
    case SlapPattern::Joker:
    case SlapPattern::Ten:
        return 0;
    case SlapPattern::Marriage:
        return 60;
    case SlapPattern::Triple:
    case SlapPattern::Sandwich:
        return 90;
    case SlapPattern::ThreeOfASuit:
        return 140;
    case SlapPattern::Tens:
        return 160;
    case SlapPattern::TensSandwich:
        return 200;
    case SlapPattern::TopBottom:
        return 220;
    case SlapPattern::RunOfThree:
    case SlapPattern::ThreeTens:
        return 240;
    case SlapPattern::FourInARow:
        return 260;
    }
    return 0;
}

int BotBrain::logNormalMs(double medianMs, double sigma, Random &random)
{
    const double ms = medianMs * std::exp(sigma * random.normal());
    return int(std::clamp(ms, 80.0, 5000.0));
}

bool BotBrain::isNearMiss(const RuleSet &rules, std::span<const Card> played)
{
    (void)rules;
    const std::size_t n = played.size();
    if (n < 2)
        return false;
    const Card top = played[n - 1];
    auto nearPair = [](Card a, Card b) {
        if (a.isJoker() || b.isJoker())
            return false;
        const int d = std::abs(int(a.rank()) - int(b.rank()));
        if (d == 1)
            return true; // 5-6, J-Q, Q-K
        if (d == 2 && int(a.rank()) >= int(Rank::Jack) && int(b.rank()) >= int(Rank::Jack))
            return true; // J-K: two court cards look alike at a glance
        if (a.isNumeric() && b.isNumeric()) {
            const int sum = a.numericValue() + b.numericValue();
            return sum == 9 || sum == 11;
        }
        return false;
    };
    if (nearPair(top, played[n - 2]))
        return true;
    return n >= 3 && nearPair(top, played[n - 3]); // a sandwich one rank off
}

SlapDecision BotBrain::decideSlap(const BotProfile &profile, const RuleSet &rules,
                                  std::span<const Card> played, Random &random)
{
    SlapDecision d;
    if (played.empty())
        return d;
    const PatternSet patterns = matchSlapPatterns(rules, played);
    // Always draw the same numbers in the same order, so that one decision
    // does not shift the random stream of the next by its outcome.
    const double roll = random.uniform();
    const int reaction = logNormalMs(profile.medianReactionMs, profile.spread, random);
    if (!patterns.empty()) {
        if (roll < profile.missChance)
            return d;
        int cost = 10000;
        for (auto p : patterns.toList())
            cost = std::min(cost, recognitionCostMs(p)); // the easiest one is seen first
        d.slap = true;
        d.delayMs = reaction + cost;
        d.recognised = patterns;
        return d;
    }
    const double chance = profile.falseSlapChance * (isNearMiss(rules, played) ? profile.nearMissFactor : 1.0);
    if (roll < chance) {
        d.slap = true;
        d.delayMs = reaction + 120; // a mistaken slap comes after a moment's doubt
    }
    return d;
}

int BotBrain::playDelayMs(const BotProfile &profile, Random &random)
{
    return std::max(100, logNormalMs(profile.playDelayMs, 0.25, random));
}

} // namespace ratscrew
