// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlapPatterns.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

namespace ratscrew {

namespace {

// Cards counted from the top: at(played, 0) is the top card.
Card at(std::span<const Card> played, std::size_t fromTop)
{
    return played[played.size() - 1 - fromTop];
}

bool sumsToTen(Card a, Card b)
{
    return a.isNumeric() && b.isNumeric() && a.numericValue() + b.numericValue() == 10;
}

// What the patterns look at of one card, by card id; ids 54..57 are
// stand-ins for "no card" at the four top positions: rank kNoRank (no real
// card has it, and the top card is never missing, so no pattern can match
// on it) and suits no real card has that differ from each other.
struct CardInfo
{
    std::uint8_t rank;   // 1..13, 14 for jokers (Rank), kNoRank for no card
    std::uint8_t suit;   // 0..3, 4 for jokers (Suit), 10.. for no card
    std::uint8_t value;  // numeric value 1..10, 0 for J Q K, jokers and no card
    bool letter;         // J Q K A
};
constexpr int kNoCard = Card::kMaxCount;
constexpr int kNoRank = 15; // above every rank (jokers are 14); r0 is never missing, so one value will do
constexpr std::array<CardInfo, kNoCard + 4> kCardInfo = [] {
    std::array<CardInfo, kNoCard + 4> table{};
    for (int id = 0; id < kNoCard; ++id) {
        const Card c = Card::fromId(id);
        table[std::size_t(id)] = {std::uint8_t(c.rank()), std::uint8_t(c.suit()), std::uint8_t(c.numericValue()),
                                  c.isLetter()};
    }
    for (int i = 0; i < 4; ++i)
        table[std::size_t(kNoCard + i)] = {std::uint8_t(kNoRank), std::uint8_t(10 + i), 0, false};
    return table;
}();

// What the patterns see of the card `fromTop` cards below the top of
// `played` (0 = the top card, up to 3), or the "no card" stand-in when
// the pile is not that high. Masks instead of branches: pile sizes vary
// from card to card.
const CardInfo &infoAt(std::span<const Card> played, std::size_t fromTop)
{
    const std::size_t n = played.size();
    const std::size_t present = std::size_t(0) - std::size_t(fromTop < n); // all ones or zero
    const auto id = std::size_t(played[(n - 1 - fromTop) & present].id());
    return kCardInfo[kNoCard + fromTop + ((id - kNoCard - fromTop) & present)];
}

// The top four cards of a pile looked up once (index 0 = the top card).
struct PileTop
{
    std::size_t n = 0; // played cards in the pile (may exceed 4)
    CardInfo card[4];
    int bottomRank = 0; // of the first played card (top_bottom)

    PileTop() = default; // filled in by hand (SlapMatcher's table)
    explicit PileTop(std::span<const Card> played) : n(played.size())
    {
        for (std::size_t i = 0; i < 4; ++i)
            card[i] = infoAt(played, i);
        const std::size_t two = std::size_t(0) - std::size_t(n >= 2);
        bottomRank = kCardInfo[kNoCard + ((std::size_t(played.front().id()) - kNoCard) & two)].rank;
    }
    int rank(int i) const { return card[i].rank; }
    // 1 if two cards (both numeric) sum to ten, else 0 (a number, so that
    // the patterns can be combined with & and | without branches).
    unsigned tens(int i, int j) const
    {
        return unsigned(card[i].value != 0) & unsigned(card[j].value != 0)
               & unsigned(card[i].value + card[j].value == 10);
    }
};

// Four ranks in play order stepping by +1 or -1, with the ace read as
// docs/RULES.md §3 `run_ace` says.
bool isFourInARow(const RuleSet &rules, const PileTop &top)
{
    // Under every run_ace reading the top two ranks are 1 apart (or 12:
    // K-A, A-K). Most piles fail here.
    const int gap = std::abs(top.rank(0) - top.rank(1));
    if (gap != 1 && gap != 12)
        return false;
    int v[4];
    for (int i = 0; i < 4; ++i) {
        v[i] = top.rank(3 - i); // oldest first
        if (v[i] > int(Rank::King))
            return false; // a joker or no card
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

bool isRunOfThree(const PileTop &top)
{
    const int v0 = top.rank(0), v1 = top.rank(1), v2 = top.rank(2);
    if (v0 > int(Rank::King) || v1 > int(Rank::King) || v2 > int(Rank::King))
        return false;
    const int d = v1 - v0;
    if (d == 0 || v2 - v1 != d)
        return false;
    const int step = std::abs(d);
    return v0 % step == 0 && v1 % step == 0 && v2 % step == 0;
}

unsigned bit(SlapPattern p, bool on)
{
    return unsigned(on) << unsigned(p);
}

// The patterns of `wanted` that match a non-empty pile, whether enabled
// or not (forbidden_rank is the caller's business). Each pattern is a few
// compares without branches (on a random pile every branch is a coin
// flip); whether it is wanted is the same for a whole game, so that test
// costs nothing.
unsigned matching(const RuleSet &rules, const PileTop &t, unsigned wanted)
{
    const int r = t.rank(0);
    const int three = rules.onlySlapThreeRank ? int(*rules.onlySlapThreeRank) : -1;
    const unsigned excluded = r == three; // double and sandwich of that rank become a triple
    unsigned m = 0;
    const auto test = [&](SlapPattern p, auto &&matches) {
        if (wanted & bit(p, true))
            m |= bit(p, matches());
    };
    test(SlapPattern::Double, [&] { return unsigned(r == t.rank(1)) & ~excluded; }); // two jokers share Rank::Joker
    test(SlapPattern::Triple, [&] { return excluded & unsigned(t.rank(1) == r) & unsigned(t.rank(2) == r); });
    test(SlapPattern::Sandwich, [&] { return unsigned(r == t.rank(2)) & ~excluded; });
    test(SlapPattern::TopBottom, [&] { return r == t.bottomRank; });
    test(SlapPattern::Tens, [&] {
        return t.tens(0, 1) | (unsigned(rules.tensLetterBetween) & unsigned(t.card[1].letter) & t.tens(0, 2));
    });
    test(SlapPattern::Ten, [&] { return r == int(Rank::Ten); });
    test(SlapPattern::TensSandwich, [&] { return t.tens(0, 2); });
    test(SlapPattern::ThreeTens, [&] {
        return unsigned(t.card[0].value != 0) & unsigned(t.card[1].value != 0) & unsigned(t.card[2].value != 0)
               & unsigned(t.card[0].value + t.card[1].value + t.card[2].value == 10);
    });
    test(SlapPattern::FourInARow, [&] { return isFourInARow(rules, t); });
    test(SlapPattern::RunOfThree, [&] { return isRunOfThree(t); });
    test(SlapPattern::Marriage, [&] {
        return (unsigned(r == int(Rank::Queen)) & unsigned(t.rank(1) == int(Rank::King)))
               | (unsigned(r == int(Rank::King)) & unsigned(t.rank(1) == int(Rank::Queen)));
    });
    test(SlapPattern::Joker, [&] { return r == int(Rank::Joker); });
    test(SlapPattern::ThreeOfASuit, [&] {
        return unsigned(r != int(Rank::Joker)) & unsigned(t.card[1].suit == t.card[0].suit)
               & unsigned(t.card[2].suit == t.card[0].suit);
    });
    return m;
}

} // namespace

bool patternMatches(SlapPattern pattern, const RuleSet &rules, std::span<const Card> played)
{
    return !played.empty() && matching(rules, PileTop(played), bit(pattern, true)) != 0;
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

namespace {

// The patterns the rules enable: `slaps`, with `triple` exactly when
// only_slap_three_rank is set.
unsigned activePatterns(const RuleSet &rules)
{
    PatternSet active = rules.slaps;
    if (rules.onlySlapThreeRank)
        active.insert(SlapPattern::Triple);
    else
        active.erase(SlapPattern::Triple);
    return active.bits();
}

} // namespace

PatternSet matchSlapPatterns(const RuleSet &rules, std::span<const Card> played)
{
    if (played.empty())
        return {};
    if (rules.forbiddenRank && played.back().rank() == *rules.forbiddenRank)
        return {};
    return PatternSet::fromBits(matching(rules, PileTop(played), activePatterns(rules)));
}

namespace {

// Patterns that need more than the top three ranks.
const unsigned kFourInARow = bit(SlapPattern::FourInARow, true);
const unsigned kTopBottom = bit(SlapPattern::TopBottom, true);
const unsigned kNotByRanks = kTopBottom | bit(SlapPattern::ThreeOfASuit, true) | kFourInARow;
// A table entry's bit for "a fourth rank could make a run of four" (the
// patterns use bits 0..12).
constexpr unsigned kRunOfFourCandidate = 1u << 15;
constexpr unsigned kPatternBits = kRunOfFourCandidate - 1;

} // namespace

SlapMatcher::SlapMatcher(const RuleSet &rules)
    : m_rules(rules), m_forbidden(rules.forbiddenRank ? int(*rules.forbiddenRank) : -1)
{
    const unsigned active = activePatterns(rules);
    m_topBottom = active & kTopBottom;
    m_direct = active & kNotByRanks & ~kTopBottom & ~kFourInARow;
    const unsigned byRanks = active & ~kNotByRanks;
    // Every (top, second, third) rank, kNoRank for a missing card, through
    // the same matching() as matchSlapPatterns().
    const auto info = [](int rank, int position) {
        if (rank == kNoRank)
            return kCardInfo[std::size_t(kNoCard + position)];
        const Card c = rank == int(Rank::Joker) ? Card::redJoker() : Card(Rank(rank), Suit::Clubs);
        return kCardInfo[std::size_t(c.id())];
    };
    for (int r0 = 1; r0 < kNoRank; ++r0) {
        for (int r1 = 1; r1 <= kNoRank; ++r1) {
            for (int r2 = 1; r2 <= kNoRank; ++r2) {
                if (r1 == kNoRank && r2 != kNoRank)
                    continue; // a third card under a missing second one
                PileTop top;
                top.n = r1 == kNoRank ? 1 : r2 == kNoRank ? 2 : 3;
                top.card[0] = info(r0, 0);
                top.card[1] = info(r1, 1);
                top.card[2] = info(r2, 2);
                top.card[3] = kCardInfo[std::size_t(kNoCard + 3)];
                top.bottomRank = kNoRank;
                unsigned entry = matching(rules, top, byRanks);
                // four_in_a_row: marked if any fourth rank completes a run
                // (which needs the top two 1 or 12 apart under every
                // run_ace), and then checked on the pile itself.
                const int gap = std::abs(r0 - r1);
                if ((active & kFourInARow) && (gap == 1 || gap == 12)) {
                    top.n = 4;
                    for (int r3 = int(Rank::Ace); r3 <= int(Rank::King) && !(entry & kRunOfFourCandidate); ++r3) {
                        top.card[3] = info(r3, 3);
                        if (matching(rules, top, kFourInARow) != 0)
                            entry |= kRunOfFourCandidate;
                    }
                }
                m_byRanks[std::size_t(r0 << 8 | r1 << 4 | r2)] = std::uint16_t(entry);
            }
        }
    }
}

PatternSet SlapMatcher::match(std::span<const Card> played) const
{
    const std::size_t n = played.size();
    if (n == 0)
        return {};
    const int r0 = infoAt(played, 0).rank;
    if (r0 == m_forbidden)
        return {};
    const unsigned entry = m_byRanks[std::size_t(r0 << 8 | infoAt(played, 1).rank << 4 | infoAt(played, 2).rank)];
    unsigned bits = entry & kPatternBits;
    // top_bottom: one compare, no branch (n >= 2: the front is not the top).
    bits |= m_topBottom & (0u - (unsigned(n >= 2) & unsigned(r0 == int(played.front().rank()))));
    // The few piles whose top three ranks could start a run of four, and
    // three_of_a_suit, are matched from the cards, in one call.
    const unsigned rest = m_direct | (kFourInARow & (0u - unsigned((entry & kRunOfFourCandidate) != 0)));
    if (rest != 0)
        bits |= matching(m_rules, PileTop(played), rest);
    return PatternSet::fromBits(bits);
}

} // namespace ratscrew
