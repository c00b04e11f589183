// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlapPatterns.h"

#include <cstdlib>

namespace ratscrew {

namespace {

// Cards counted from the top: at(played, 0) is the top card.
Card at(std::span<const Card> played, std::size_t fromTop)
{
    return played[played.size() - 1 - fromTop];
}

bool sameRank(Card a, Card b)
{
    return a.rank() == b.rank(); // two jokers share Rank::Joker
}

bool isExcludedRank(const RuleSet &rules, Card c)
{
    return rules.onlySlapThreeRank && c.rank() == *rules.onlySlapThreeRank;
}

bool sumsToTen(Card a, Card b)
{
    return a.isNumeric() && b.isNumeric() && a.numericValue() + b.numericValue() == 10;
}

// Four ranks in play order stepping by +1 or -1, with the ace read as
// RULES.md §3 `run_ace` says.
bool isFourInARow(const RuleSet &rules, std::span<const Card> played)
{
    int v[4];
    for (int i = 0; i < 4; ++i) {
        const Card c = at(played, std::size_t(3 - i)); // oldest first
        if (c.isJoker())
            return false;
        v[i] = int(c.rank());
    }
    auto steps = [&v](int aceValue, int step, bool cyclic) {
        for (int i = 0; i < 3; ++i) {
            const int a = v[i] == 1 ? aceValue : v[i];
            const int b = v[i + 1] == 1 ? aceValue : v[i + 1];
            const int d = b - a - step;
            if (cyclic ? (d % 13 != 0) : (d != 0))
                return false;
        }
        return true;
    };
    for (int step : {1, -1}) {
        switch (rules.runAce) {
        case RunAce::High:
            if (steps(14, step, false))
                return true;
            break;
        case RunAce::Both:
            if (steps(14, step, false) || steps(1, step, false))
                return true;
            break;
        case RunAce::Wrap:
            if (steps(1, step, true))
                return true;
            break;
        }
    }
    return false;
}

bool isRunOfThree(std::span<const Card> played)
{
    int v[3];
    for (int i = 0; i < 3; ++i) {
        const Card c = at(played, std::size_t(i));
        if (c.isJoker())
            return false;
        v[i] = int(c.rank());
    }
    const int d = v[1] - v[0];
    if (d == 0 || v[2] - v[1] != d)
        return false;
    const int step = std::abs(d);
    return v[0] % step == 0 && v[1] % step == 0 && v[2] % step == 0;
}

} // namespace

bool patternMatches(SlapPattern pattern, const RuleSet &rules, std::span<const Card> played)
{
    const std::size_t n = played.size();
    if (n == 0)
        return false;
    const Card top = at(played, 0);
    switch (pattern) {
    case SlapPattern::Double:
        return n >= 2 && sameRank(top, at(played, 1)) && !isExcludedRank(rules, top);
    case SlapPattern::Triple:
        return rules.onlySlapThreeRank && n >= 3 && top.rank() == *rules.onlySlapThreeRank
               && at(played, 1).rank() == top.rank() && at(played, 2).rank() == top.rank();
    case SlapPattern::Sandwich:
        return n >= 3 && sameRank(top, at(played, 2)) && !isExcludedRank(rules, top);
    case SlapPattern::TopBottom:
        return n >= 2 && sameRank(top, played.front());
    case SlapPattern::Tens:
        if (n >= 2 && sumsToTen(top, at(played, 1)))
            return true;
        return rules.tensLetterBetween && n >= 3 && at(played, 1).isLetter()
               && sumsToTen(top, at(played, 2));
    case SlapPattern::Ten:
        return top.rank() == Rank::Ten;
    case SlapPattern::TensSandwich:
        return n >= 3 && sumsToTen(top, at(played, 2));
    case SlapPattern::ThreeTens: {
        if (n < 3)
            return false;
        const Card b = at(played, 1), c = at(played, 2);
        return top.isNumeric() && b.isNumeric() && c.isNumeric()
               && top.numericValue() + b.numericValue() + c.numericValue() == 10;
    }
    case SlapPattern::FourInARow:
        return n >= 4 && isFourInARow(rules, played);
    case SlapPattern::RunOfThree:
        return n >= 3 && isRunOfThree(played);
    case SlapPattern::Marriage: {
        if (n < 2)
            return false;
        const Rank a = top.rank(), b = at(played, 1).rank();
        return (a == Rank::Queen && b == Rank::King) || (a == Rank::King && b == Rank::Queen);
    }
    case SlapPattern::Joker:
        return top.isJoker();
    case SlapPattern::ThreeOfASuit: {
        if (n < 3 || top.isJoker())
            return false;
        return at(played, 1).suit() == top.suit() && at(played, 2).suit() == top.suit();
    }
    }
    return false;
}

int patternSpan(SlapPattern pattern, std::span<const Card> played)
{
    switch (pattern) {
    case SlapPattern::Ten:
    case SlapPattern::Joker:
        return 1;
    case SlapPattern::Double:
    case SlapPattern::Marriage:
        return 2;
    case SlapPattern::Tens:
        // Two cards summing to ten, or (tens_letter_between) three with a letter between.
        return played.size() >= 2 && sumsToTen(at(played, 0), at(played, 1)) ? 2 : 3;
    case SlapPattern::FourInARow:
        return 4;
    case SlapPattern::TopBottom:
        return int(played.size());
    case SlapPattern::Triple:
    case SlapPattern::Sandwich:
    case SlapPattern::TensSandwich:
    case SlapPattern::ThreeTens:
    case SlapPattern::RunOfThree:
    case SlapPattern::ThreeOfASuit:
        return 3;
    }
    return 1;
}

PatternSet matchSlapPatterns(const RuleSet &rules, std::span<const Card> played)
{
    PatternSet found;
    if (played.empty())
        return found;
    if (rules.forbiddenRank && played.back().rank() == *rules.forbiddenRank)
        return found;
    PatternSet active = rules.slaps;
    if (rules.onlySlapThreeRank)
        active.insert(SlapPattern::Triple);
    else
        active.erase(SlapPattern::Triple);
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const auto p = SlapPattern(i);
        if (active.contains(p) && patternMatches(p, rules, played))
            found.insert(p);
    }
    return found;
}

} // namespace ratscrew
