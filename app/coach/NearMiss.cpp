// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/NearMiss.h"

#include <cstdlib>

namespace ratscrew {

namespace {

bool oneApart(Card a, Card b)
{
    return !a.isJoker() && !b.isJoker() && std::abs(int(a.rank()) - int(b.rank())) == 1;
}

bool courtPair(Card a, Card b)
{
    // J and K look alike at a glance, as do two letters one apart.
    return !a.isJoker() && !b.isJoker() && a.rank() >= Rank::Jack && b.rank() >= Rank::Jack
           && a.rank() != b.rank();
}

bool nearTens(Card a, Card b)
{
    if (!a.isNumeric() || !b.isNumeric())
        return false;
    const int sum = a.numericValue() + b.numericValue();
    return sum == 9 || sum == 11;
}

bool nearMarriage(Card a, Card b)
{
    auto is = [](Card c, Rank r) { return !c.isJoker() && c.rank() == r; };
    return (is(a, Rank::Jack) && (is(b, Rank::Queen) || is(b, Rank::King)))
           || (is(b, Rank::Jack) && (is(a, Rank::Queen) || is(a, Rank::King)));
}

} // namespace

std::optional<SlapPattern> nearestPattern(const RuleSet &rules, std::span<const Card> played)
{
    const std::size_t n = played.size();
    if (n < 2)
        return std::nullopt;
    const PatternSet on = rules.slaps;
    const Card top = played[n - 1];
    const Card below = played[n - 2];
    if (on.contains(SlapPattern::Marriage) && nearMarriage(top, below))
        return SlapPattern::Marriage;
    if (oneApart(top, below)) {
        if (on.contains(SlapPattern::RunOfThree))
            return SlapPattern::RunOfThree;
        if (on.contains(SlapPattern::FourInARow))
            return SlapPattern::FourInARow;
    }
    if (on.contains(SlapPattern::Double) && (oneApart(top, below) || courtPair(top, below)))
        return SlapPattern::Double;
    if (on.contains(SlapPattern::Tens) && nearTens(top, below))
        return SlapPattern::Tens;
    if (n >= 3) {
        const Card third = played[n - 3];
        if (on.contains(SlapPattern::Sandwich) && (oneApart(top, third) || courtPair(top, third)))
            return SlapPattern::Sandwich;
        if (on.contains(SlapPattern::TensSandwich) && nearTens(top, third))
            return SlapPattern::TensSandwich;
        if (on.contains(SlapPattern::TopBottom) && (oneApart(top, played[0]) || courtPair(top, played[0])))
            return SlapPattern::TopBottom;
    }
    // The third edition's patterns (docs/RULES.md §11.1).
    if (n >= 3 && !top.isJoker()) {
        const Card third = played[n - 3];
        if (on.contains(SlapPattern::Divorce) && nearMarriage(top, third))
            return SlapPattern::Divorce; // a jack for a queen or king, across a card
        if (n >= 4 && on.contains(SlapPattern::FourOfASuit)) {
            const Suit s = top.suit();
            if (below.suit() == s && third.suit() == s && !played[n - 4].isJoker()
                && played[n - 4].suit() != s)
                return SlapPattern::FourOfASuit; // three of a suit on a fourth of another
        }
        auto sameRank = [&](std::size_t down) {
            return down < n && !played[n - 1 - down].isJoker() && played[n - 1 - down].rank() == top.rank();
        };
        if (on.contains(SlapPattern::BigMac) && (sameRank(2) || sameRank(4)))
            return SlapPattern::BigMac; // the rank one card too high or too deep
    }
    if (!top.isJoker() && !below.isJoker()) {
        if (on.contains(SlapPattern::Triple) && top.rank() == below.rank())
            return SlapPattern::Triple;
        if (on.contains(SlapPattern::ThreeOfASuit) && top.suit() == below.suit())
            return SlapPattern::ThreeOfASuit;
    }
    return std::nullopt;
}

} // namespace ratscrew
