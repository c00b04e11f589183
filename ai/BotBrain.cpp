// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotBrain.h"

#include "PortableMath.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>

namespace ratscrew {

bool BotBrain::isNearMiss(std::span<const Card> played)
{
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

bool BotBrain::isNearMiss(PatternSet thirdEdition, std::span<const Card> played)
{
    const std::size_t n = played.size();
    if (n < 3)
        return false;
    auto rankAt = [&](std::size_t down) { // -1 for a joker or no card
        return down < n && !played[n - 1 - down].isJoker() ? int(played[n - 1 - down].rank()) : -1;
    };
    const int top = rankAt(0);
    if (top < 0)
        return false;
    if (thirdEdition.contains(SlapPattern::Divorce)) {
        auto queenOrKing = [](int r) { return r == int(Rank::Queen) || r == int(Rank::King); };
        const int third = rankAt(2);
        if ((top == int(Rank::Jack) && queenOrKing(third)) || (third == int(Rank::Jack) && queenOrKing(top)))
            return true; // a jack for a queen or king, across a card
        const int fourth = rankAt(3);
        if (queenOrKing(top) && queenOrKing(fourth) && top != fourth)
            return true; // a queen and a king one card too far apart
    }
    if (thirdEdition.contains(SlapPattern::FourOfASuit) && n >= 4) {
        const Suit s = played[n - 1].suit();
        bool three = true;
        for (std::size_t i = 2; i <= 3; ++i)
            three = three && !played[n - i].isJoker() && played[n - i].suit() == s;
        if (three && !played[n - 4].isJoker() && played[n - 4].suit() != s)
            return true; // three of a suit, and a fourth of another
    }
    if (thirdEdition.contains(SlapPattern::BigMac))
        return top == rankAt(2) || top == rankAt(4); // the rank one card too high or too deep
    return false;
}

int BotBrain::matchSlapDelayMs(const BotProfile &profile, const LogNormalDelay &reaction, PatternSet patterns,
                               Random &random)
{
    // Per-pattern medians (MatchSpeed): the quickest seen pattern's.
    int median = 0;
    for (unsigned bits = patterns.bits(); bits != 0; bits &= bits - 1) {
        const int p = std::countr_zero(bits);
        const int own = profile.patternMedianMs[std::size_t(p)];
        const int ms = own ? own : profile.medianReactionMs + recognitionCostMs(SlapPattern(p));
        median = median ? std::min(median, ms) : ms;
    }
    if (median > 0) {
        // The person's own shape: a reaction, then the time the pattern takes.
        return std::max(80, reaction(random) + (median - profile.medianReactionMs));
    }
    return reaction(random) + recognitionCostMs(patterns);
}

SlapOdds::SlapOdds(const BotProfile &profile)
    : miss(profile.missChance),
      falseSlap(profile.falseSlapChance),
      nearMiss(profile.falseSlapChance * std::max(profile.nearMissFactor, 1.0)),
      callMiss(profile.callMissChance),
      falseCall(profile.falseCallChance),
      reaction(BotBrain::reactionTime(profile))
{
}

int BotBrain::falseSlapDelayMs(const SlapOdds &odds, std::span<const Card> played, std::uint64_t roll,
                               Random &random)
{
    if (!(isNearMiss(odds, played) ? odds.nearMiss : odds.falseSlap).admits(roll))
        return -1;
    // A mistaken slap comes after a moment's doubt.
    return odds.reaction(random) + 120;
}

bool BotBrain::isCallNearMiss(const RuleSet &rules, std::span<const Card> played,
                              std::span<const Card> splitPlayed, bool bystander)
{
    for (const std::span<const Card> pile : {played, splitPlayed}) {
        if (pile.empty())
            continue;
        const Card top = pile.back();
        if (top.isJoker())
            continue;
        if (bystander && !rules.stickyFaces.empty() && top.isLetter())
            return true;
        if (rules.splitEights && (top.rank() == Rank::Eight || top.rank() == Rank::Nine))
            return true;
    }
    return false;
}

bool BotBrain::decideSlap(const BotProfile &profile, const SlapOdds &odds, std::span<const Card> played,
                          PatternSet patterns, const CallSight &calls, Random &random, SlapDecision &decision)
{
    if (played.empty())
        return false;
    const std::uint64_t roll = random.uniformBits(); // the uniform draw, unscaled
    if (!patterns.empty() || !calls.splitPatterns.empty()) {
        if (odds.miss.admits(roll))
            return false;
        // The easiest pattern on either pile is seen first.
        const PatternSet seen = PatternSet::fromBits(patterns.bits() | calls.splitPatterns.bits());
        decision = slapOn(profile, odds.reaction, seen, random);
        decision.recognised = patterns.empty() ? calls.splitPatterns : patterns;
        return true;
    }
    if (calls.call != Call::None) {
        if (odds.callMiss.admits(roll))
            return false;
        decision = SlapDecision{};
        decision.slap = true;
        decision.delayMs = odds.reaction(random) + profile.callCostMs;
        decision.call = calls.call;
        return true;
    }
    const bool near = isNearMiss(odds, played) || isNearMiss(odds, calls.splitPlayed);
    const double patternChance = near ? nearMissChance(profile) : profile.falseSlapChance;
    const bool asCall = calls.nearMiss && profile.falseCallChance > patternChance;
    if (!(asCall ? odds.falseCall : near ? odds.nearMiss : odds.falseSlap).admits(roll))
        return false;
    decision = SlapDecision{};
    decision.slap = true;
    // A mistaken call takes as long as a call; a mistaken slap comes after
    // a moment's doubt.
    decision.delayMs = odds.reaction(random) + (asCall ? profile.callCostMs : 120);
    return true;
}

} // namespace ratscrew
