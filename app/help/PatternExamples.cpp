// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/PatternExamples.h"

#include "SlapPatterns.h"
#include "table/CardPainter.h"

#include <QPainter>

#include <array>
#include <initializer_list>

namespace ratscrew {

namespace {

using Pile = std::vector<Card>;
using Two = std::array<int, 2>;
using Three = std::array<int, 3>;
using Four = std::array<int, 4>;

constexpr Suit C = Suit::Clubs;
constexpr Suit D = Suit::Diamonds;
constexpr Suit H = Suit::Hearts;
constexpr Suit S = Suit::Spades;

Card card(int rank, Suit suit)
{
    return Card(Rank(rank), suit);
}

// Ranks in the order we like to show them: clear number cards first.
constexpr int kRanks[] = {4, 9, 6, 8, 3, 5, 2, 7, 10, 11, 12, 13, 1};

// Three cards of a suit-varied pile (a, b, c in play order).
Pile three(int a, int b, int c)
{
    return {card(a, D), card(b, C), card(c, H)};
}

// Candidate piles for `p`, most instructive first; examplePile() keeps the
// first that matches and gets in the way of the fewest other patterns.
std::vector<Pile> candidates(SlapPattern p, const RuleSet &rules)
{
    std::vector<Pile> out;
    switch (p) {
    case SlapPattern::Double:
        for (int r : kRanks) {
            out.push_back({card(r, C), card(r, H)});
            for (int f : {9, 2, 13, 6})
                if (f != r)
                    out.push_back({card(f, D), card(r, C), card(r, H)});
        }
        break;
    case SlapPattern::Triple: {
        const int r = int(rules.onlySlapThreeRank.value_or(Rank::Seven));
        out.push_back({card(r, S), card(r, D), card(r, C)});
        for (int f : {2, 9, 13, 5})
            if (f != r)
                out.push_back({card(f, H), card(r, S), card(r, D), card(r, C)});
        break;
    }
    case SlapPattern::Sandwich:
        for (int r : {5, 8, 3, 9, 4, 6, 2, 10, 11, 12, 13, 1, 7}) {
            for (int m : {7, 2, 11, 6})
                if (m != r)
                    out.push_back({card(r, H), card(m, C), card(r, S)});
            for (int f : {9, 13, 2})
                for (int m : {7, 2, 11})
                    if (f != r && m != r && m != f)
                        out.push_back({card(f, D), card(r, H), card(m, C), card(r, S)});
        }
        break;
    case SlapPattern::TopBottom:
        for (int r : {8, 3, 6, 9, 4, 2, 5, 7, 10, 11, 12, 13, 1})
            for (auto [a, b] : {Two{3, 6}, {2, 11}, {10, 4}, {13, 5}})
                if (a != r && b != r)
                    out.push_back({card(r, C), card(a, D), card(b, S), card(r, H)});
        break;
    case SlapPattern::Tens:
        if (rules.tensLetterBetween)
            for (auto [a, l, b] : {Three{4, 12, 6}, {3, 13, 7}, {1, 13, 9}, {2, 11, 8}, {6, 12, 4}})
                out.push_back({card(a, S), card(l, H), card(b, D)});
        for (auto [a, b] : {Two{3, 7}, {4, 6}, {2, 8}, {1, 9}, {6, 4}, {7, 3}, {8, 2}, {9, 1}, {5, 5}})
            out.push_back({card(a, S), card(b, D)});
        break;
    case SlapPattern::Ten:
        for (int f : {4, 2, 7, 13, 5})
            out.push_back({card(f, C), card(10, H)});
        break;
    case SlapPattern::TensSandwich:
        for (auto [a, m, b] : {Three{6, 2, 4}, {7, 5, 3}, {8, 9, 2}, {3, 2, 7}, {1, 5, 9}, {4, 8, 6}})
            out.push_back(three(a, m, b));
        break;
    case SlapPattern::ThreeTens:
        for (auto [a, b, c] : {Three{2, 3, 5}, {1, 4, 5}, {2, 2, 6}, {3, 4, 3}, {5, 4, 1}, {6, 3, 1}})
            out.push_back({card(a, S), card(b, H), card(c, D)});
        break;
    case SlapPattern::FourInARow:
        switch (rules.runAce) {
        case RunAce::High:
            out.push_back({card(11, D), card(12, C), card(13, H), card(1, S)});
            break;
        case RunAce::Both:
            out.push_back({card(1, D), card(2, C), card(3, H), card(4, S)});
            break;
        case RunAce::Wrap:
            out.push_back({card(12, H), card(13, C), card(1, D), card(2, S)});
            break;
        }
        out.push_back({card(5, C), card(6, H), card(7, S), card(8, D)});
        out.push_back({card(11, D), card(10, C), card(9, H), card(8, S)});
        out.push_back({card(2, S), card(3, D), card(4, C), card(5, H)});
        out.push_back({card(9, H), card(8, C), card(7, D), card(6, S)});
        break;
    case SlapPattern::RunOfThree:
        for (auto [a, b, c] : {Three{2, 4, 6}, {9, 6, 3}, {4, 8, 12}, {3, 6, 9}, {1, 2, 3}, {12, 8, 4}})
            out.push_back({card(a, H), card(b, S), card(c, C)});
        break;
    case SlapPattern::Marriage:
        out.push_back({card(12, H), card(13, S)});
        out.push_back({card(13, D), card(12, C)});
        out.push_back({card(4, C), card(12, H), card(13, S)});
        out.push_back({card(6, D), card(13, D), card(12, C)});
        break;
    case SlapPattern::Joker:
        out.push_back({card(7, H), Card::redJoker()});
        out.push_back({card(4, C), Card::blackJoker()});
        break;
    case SlapPattern::ThreeOfASuit:
        for (Suit s : {H, S, D, C})
            for (auto [a, b, c] : {Three{2, 9, 13}, {3, 8, 12}, {5, 11, 2}})
                out.push_back({card(a, s), card(b, s), card(c, s)});
        break;
    case SlapPattern::FourOfASuit:
        for (Suit s : {H, S, D, C})
            for (auto [a, b, c, d] : {Four{2, 9, 13, 6}, {3, 8, 12, 5}, {5, 11, 2, 9}})
                out.push_back({card(a, s), card(b, s), card(c, s), card(d, s)});
        break;
    case SlapPattern::Divorce:
        for (int m : {5, 8, 3, 9})
            out.push_back({card(12, H), card(m, C), card(13, S)});
        for (int m : {7, 4, 2})
            out.push_back({card(13, D), card(m, S), card(12, C)});
        break;
    case SlapPattern::BigMac:
        // (Four cards: the first is also the bottom, so top and bottom
        // matches as well where it is played.)
        for (int r : {6, 9, 4, 8, 3, 5, 2, 7, 10, 11, 12, 13, 1})
            for (auto [a, b] : {Two{3, 11}, {2, 9}, {13, 4}})
                if (a != r && b != r)
                    out.push_back({card(r, H), card(a, C), card(b, S), card(r, C)});
        break;
    }
    return out;
}

bool hasRank(const Pile &pile, std::optional<Rank> rank)
{
    if (!rank)
        return false;
    for (Card c : pile)
        if (c.rank() == *rank)
            return true;
    return false;
}

} // namespace

bool pileCanLie(const RuleSet &rules, const std::vector<Card> &pile)
{
    int chances = 0; // of the challenge going on; 0: none
    for (std::size_t i = 0; i < pile.size(); ++i) {
        const Card c = pile[i];
        if (c.isLetter()) {
            chances = c.challengeChances();
            continue;
        }
        if (chances == 0)
            continue;
        if (rules.tenStops && c.rank() == Rank::Ten) {
            chances = 0;
            continue;
        }
        if (--chances == 0 && (i + 1 < pile.size() || rules.collect == Collect::Immediate))
            return false; // the challenger took the pile
    }
    return true;
}

std::vector<Card> examplePile(SlapPattern pattern, const RuleSet &rules)
{
    PatternSet others = rules.slaps;
    if (rules.onlySlapThreeRank)
        others.insert(SlapPattern::Triple);
    others.erase(pattern);
    const std::vector<SlapPattern> otherList = others.toList();

    const std::vector<Pile> piles = candidates(pattern, rules);
    const Pile *best = nullptr;
    int bestScore = 0;
    const Pile *fallback = nullptr; // matches, but the forbidden rank is on top or it cannot lie
    for (const Pile &pile : piles) {
        if (!patternMatches(pattern, rules, pile))
            continue;
        if ((rules.forbiddenRank && pile.back().rank() == *rules.forbiddenRank) || !pileCanLie(rules, pile)) {
            if (!fallback)
                fallback = &pile;
            continue;
        }
        int score = 0;
        for (SlapPattern other : otherList)
            if (patternMatches(other, rules, pile))
                score += 4;
        if (hasRank(pile, rules.forbiddenRank))
            score += 1;
        if (pattern != SlapPattern::Triple && hasRank(pile, rules.onlySlapThreeRank))
            score += 1;
        if (!best || score < bestScore) {
            best = &pile;
            bestScore = score;
        }
    }
    if (best)
        return *best;
    if (fallback)
        return *fallback;
    return piles.empty() ? Pile{} : piles.front();
}

std::vector<bool> patternCards(SlapPattern pattern, const std::vector<Card> &pile)
{
    const std::size_t n = pile.size();
    std::vector<bool> used(n, false);
    auto fromTop = [&](std::initializer_list<std::size_t> positions) {
        for (std::size_t i : positions)
            if (i < n)
                used[n - 1 - i] = true;
    };
    switch (pattern) {
    case SlapPattern::Double:
    case SlapPattern::Marriage:
        fromTop({0, 1});
        break;
    case SlapPattern::Triple:
    case SlapPattern::ThreeTens:
    case SlapPattern::RunOfThree:
    case SlapPattern::ThreeOfASuit:
        fromTop({0, 1, 2});
        break;
    case SlapPattern::Sandwich:
    case SlapPattern::TensSandwich:
        fromTop({0, 2});
        break;
    case SlapPattern::TopBottom:
        fromTop({0, n - 1});
        break;
    case SlapPattern::Tens:
        if (patternSpan(pattern, pile) == 2)
            fromTop({0, 1});
        else
            fromTop({0, 1, 2});
        break;
    case SlapPattern::Ten:
    case SlapPattern::Joker:
        fromTop({0});
        break;
    case SlapPattern::FourInARow:
    case SlapPattern::FourOfASuit:
        fromTop({0, 1, 2, 3});
        break;
    case SlapPattern::Divorce:
        fromTop({0, 2});
        break;
    case SlapPattern::BigMac:
        fromTop({0, 3});
        break;
    }
    return used;
}

void paintExamplePile(QPainter &p, QPointF topLeft, QSizeF card, qreal step, const std::vector<Card> &pile,
                      const std::vector<bool> &used, const QColor &fade)
{
    const qreal radius = card.width() * 0.065;
    for (std::size_t i = 0; i < pile.size(); ++i) {
        const QRectF r(topLeft + QPointF(qreal(i) * card.width() * step, 0), card);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0, 0, 0, 45));
        p.drawRoundedRect(r.translated(1.2, 1.6), radius, radius);
        CardPainter::paintFace(p, r, pile[i]);
        if (i < used.size() && !used[i]) {
            p.setPen(Qt::NoPen);
            p.setBrush(fade);
            p.drawRoundedRect(r, radius, radius);
        }
    }
}

} // namespace ratscrew
