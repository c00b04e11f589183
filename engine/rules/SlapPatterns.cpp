// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlapPatterns.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

namespace ratscrew {

// ---------------------------------------------------------------------------
// The slap patterns as docs/RULES.md §3 words them: the reference.
//
// One small function per pattern, on the pile's played cards in play order
// (the top card last, never an empty pile). Everything else in this file
// (matchSlapPatterns() and SlapMatcher) is a faster way to get the same
// answers: SlapMatcher's table is built from these functions, and
// tests/engine/tst_slappatterns.cpp checks both against them.
// ---------------------------------------------------------------------------

namespace {

// Cards counted from the top: at(played, 0) is the top card, 1 the second, 2 the third.
Card at(std::span<const Card> played, std::size_t fromTop)
{
    return played[played.size() - 1 - fromTop];
}

// Two jokers count as the same rank (both have Rank::Joker).
bool sameRank(Card a, Card b)
{
    return a.rank() == b.rank();
}

// Two number cards (A = 1 … 10) adding up to 10.
bool sumsToTen(Card a, Card b)
{
    return a.isNumeric() && b.isNumeric() && a.numericValue() + b.numericValue() == 10;
}

// The rank chosen by *only slap three*, if any: its doubles and sandwiches
// do not count, its triples do.
bool isOnlySlapThreeRank(const RuleSet &rules, Card card)
{
    return rules.onlySlapThreeRank && card.rank() == *rules.onlySlapThreeRank;
}

// double: the top two cards have the same rank (not the only-slap-three rank).
bool isDouble(const RuleSet &rules, std::span<const Card> played)
{
    return played.size() >= 2 && sameRank(at(played, 0), at(played, 1))
           && !isOnlySlapThreeRank(rules, at(played, 0));
}

// triple: with only-slap-three set to a rank, the top three cards are all of that rank.
bool isTriple(const RuleSet &rules, std::span<const Card> played)
{
    return played.size() >= 3 && isOnlySlapThreeRank(rules, at(played, 0))
           && isOnlySlapThreeRank(rules, at(played, 1)) && isOnlySlapThreeRank(rules, at(played, 2));
}

// sandwich: the top card and the third card have the same rank, whatever
// lies between (not the only-slap-three rank).
bool isSandwich(const RuleSet &rules, std::span<const Card> played)
{
    return played.size() >= 3 && sameRank(at(played, 0), at(played, 2))
           && !isOnlySlapThreeRank(rules, at(played, 0));
}

// top_bottom: the top card has the rank of the first card played onto this
// pile (at least two cards played; not the only-slap-three rank).
bool isTopBottom(const RuleSet &rules, std::span<const Card> played)
{
    return played.size() >= 2 && sameRank(at(played, 0), played.front())
           && !isOnlySlapThreeRank(rules, at(played, 0));
}

// tens: the top two cards are number cards adding up to 10; with
// tens_letter_between, also the top and third cards with a letter card
// (J Q K A) between.
bool isTens(const RuleSet &rules, std::span<const Card> played)
{
    if (played.size() >= 2 && sumsToTen(at(played, 0), at(played, 1)))
        return true;
    return rules.tensLetterBetween && played.size() >= 3 && at(played, 1).isLetter()
           && sumsToTen(at(played, 0), at(played, 2));
}

// ten: the top card is a ten.
bool isTen(std::span<const Card> played)
{
    return at(played, 0).rank() == Rank::Ten;
}

// tens_sandwich: the top and third cards are number cards adding up to 10,
// any card between.
bool isTensSandwich(std::span<const Card> played)
{
    return played.size() >= 3 && sumsToTen(at(played, 0), at(played, 2));
}

// three_tens: the top three cards are all number cards and add up to 10.
bool isThreeTens(std::span<const Card> played)
{
    if (played.size() < 3)
        return false;
    const Card a = at(played, 0), b = at(played, 1), c = at(played, 2);
    return a.isNumeric() && b.isNumeric() && c.isNumeric()
           && a.numericValue() + b.numericValue() + c.numericValue() == 10;
}

// One step of a run from rank `from` to rank `to`: +1 up, -1 down, 0 if
// they are not neighbours. The ace counts `aceValue` (14 above the king,
// 1 below the 2); with `wrap` the ranks go round in a circle (K, A, 2).
int runStep(Rank from, Rank to, int aceValue, bool wrap)
{
    const auto value = [aceValue](Rank r) { return r == Rank::Ace ? aceValue : int(r); };
    const int step = value(to) - value(from);
    if (wrap && step == -12)
        return 1; // K to A, A to 2 … with the ace at 1: round the corner upwards
    if (wrap && step == 12)
        return -1;
    return step == 1 || step == -1 ? step : 0;
}

// The top four cards, in the order played, go up one rank at a time or
// down one rank at a time.
bool isRunOfFour(std::span<const Card> played, int aceValue, bool wrap)
{
    const Card fourth = at(played, 3), third = at(played, 2), second = at(played, 1), top = at(played, 0);
    const int step = runStep(fourth.rank(), third.rank(), aceValue, wrap);
    return step != 0 && runStep(third.rank(), second.rank(), aceValue, wrap) == step
           && runStep(second.rank(), top.rank(), aceValue, wrap) == step;
}

// four_in_a_row: the top four cards go up one rank at a time, or down one
// at a time, in the order played; the ace as run_ace says: `high` above
// the king only, `both` above the king or below the 2 (not both in one
// run), `wrap` round in a circle. Jokers have no rank value.
bool isFourInARow(const RuleSet &rules, std::span<const Card> played)
{
    if (played.size() < 4)
        return false;
    for (std::size_t i = 0; i < 4; ++i) {
        if (at(played, i).isJoker())
            return false;
    }
    switch (rules.runAce) {
    case RunAce::High:
        return isRunOfFour(played, 14, false);
    case RunAce::Both:
        return isRunOfFour(played, 14, false) || isRunOfFour(played, 1, false);
    case RunAce::Wrap:
        return isRunOfFour(played, 1, true);
    }
    return false;
}

// run_of_three: the top three values (A = 1 … K = 13, jokers have none)
// step up or down by the same amount d, and each value is a multiple of d.
bool isRunOfThree(std::span<const Card> played)
{
    if (played.size() < 3 || at(played, 0).isJoker() || at(played, 1).isJoker() || at(played, 2).isJoker())
        return false;
    const int top = int(at(played, 0).rank()), second = int(at(played, 1).rank()),
              third = int(at(played, 2).rank());
    const int d = second - top;
    return d != 0 && third - second == d && top % d == 0 && second % d == 0 && third % d == 0;
}

// marriage: the top two cards are a queen and a king, in either order.
bool isMarriage(std::span<const Card> played)
{
    if (played.size() < 2)
        return false;
    const Rank top = at(played, 0).rank(), second = at(played, 1).rank();
    return (top == Rank::Queen && second == Rank::King) || (top == Rank::King && second == Rank::Queen);
}

// joker: the top card is a joker.
bool isJoker(std::span<const Card> played)
{
    return at(played, 0).isJoker();
}

// three_of_a_suit: the top three cards all have the same suit (jokers have none).
bool isThreeOfASuit(std::span<const Card> played)
{
    if (played.size() < 3)
        return false;
    const Card a = at(played, 0), b = at(played, 1), c = at(played, 2);
    return !a.isJoker() && !b.isJoker() && !c.isJoker() && a.suit() == b.suit() && a.suit() == c.suit();
}

// four_of_a_suit: the top four cards all have the same suit (jokers have none).
bool isFourOfASuit(std::span<const Card> played)
{
    if (played.size() < 4)
        return false;
    const Card top = at(played, 0);
    for (std::size_t i = 0; i < 4; ++i) {
        if (at(played, i).isJoker() || at(played, i).suit() != top.suit())
            return false;
    }
    return true;
}

// divorce: the top and third cards are a queen and a king, in either
// order, whatever lies between (a joker too).
bool isDivorce(std::span<const Card> played)
{
    if (played.size() < 3)
        return false;
    const Rank top = at(played, 0).rank(), third = at(played, 2).rank();
    return (top == Rank::Queen && third == Rank::King) || (top == Rank::King && third == Rank::Queen);
}

// big_mac: the top card and the fourth have the same rank, any two cards
// between (not the only-slap-three rank).
bool isBigMac(const RuleSet &rules, std::span<const Card> played)
{
    return played.size() >= 4 && sameRank(at(played, 0), at(played, 3))
           && !isOnlySlapThreeRank(rules, at(played, 0));
}

// The patterns the rules enable: `slaps`, with `triple` exactly when
// only_slap_three_rank is set.
PatternSet activePatterns(const RuleSet &rules)
{
    PatternSet active = rules.slaps;
    if (rules.onlySlapThreeRank)
        active.insert(SlapPattern::Triple);
    else
        active.erase(SlapPattern::Triple);
    return active;
}

} // namespace

bool patternMatches(SlapPattern pattern, const RuleSet &rules, std::span<const Card> played)
{
    if (played.empty())
        return false;
    switch (pattern) {
    case SlapPattern::Double:
        return isDouble(rules, played);
    case SlapPattern::Triple:
        return isTriple(rules, played);
    case SlapPattern::Sandwich:
        return isSandwich(rules, played);
    case SlapPattern::TopBottom:
        return isTopBottom(rules, played);
    case SlapPattern::Tens:
        return isTens(rules, played);
    case SlapPattern::Ten:
        return isTen(played);
    case SlapPattern::TensSandwich:
        return isTensSandwich(played);
    case SlapPattern::ThreeTens:
        return isThreeTens(played);
    case SlapPattern::FourInARow:
        return isFourInARow(rules, played);
    case SlapPattern::RunOfThree:
        return isRunOfThree(played);
    case SlapPattern::Marriage:
        return isMarriage(played);
    case SlapPattern::Joker:
        return isJoker(played);
    case SlapPattern::ThreeOfASuit:
        return isThreeOfASuit(played);
    case SlapPattern::FourOfASuit:
        return isFourOfASuit(played);
    case SlapPattern::Divorce:
        return isDivorce(played);
    case SlapPattern::BigMac:
        return isBigMac(rules, played);
    }
    return false;
}

PatternSet referenceSlapPatterns(const RuleSet &rules, std::span<const Card> played)
{
    PatternSet matched;
    if (played.empty())
        return matched;
    if (rules.forbiddenRank && played.back().rank() == *rules.forbiddenRank)
        return matched; // whatever pattern it would make
    const PatternSet active = activePatterns(rules);
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const auto pattern = SlapPattern(i);
        if (active.contains(pattern) && patternMatches(pattern, rules, played))
            matched.insert(pattern);
    }
    return matched;
}

int patternSpan(SlapPattern pattern, std::span<const Card> played)
{
    switch (pattern) {
    case SlapPattern::Tens:
        // Two cards summing to ten, or (tens_letter_between) three with a letter between.
        return played.size() >= 2 && sumsToTen(at(played, 0), at(played, 1)) ? 2 : 3;
    case SlapPattern::TopBottom:
        return int(played.size());
    default:
        return fewestCards(pattern); // a fixed number of cards
    }
}

// ---------------------------------------------------------------------------
// The fast path: the same patterns for the simulator, which matches every
// card of millions of games. Equal to referenceSlapPatterns() for every
// pile (tests/engine/tst_slappatterns.cpp).
// ---------------------------------------------------------------------------

namespace {

// What the patterns look at of one card, by card id; ids 54..57 are
// stand-ins for "no card" at the four top positions: rank kNoRank (no real
// card has it, and the top card is never missing, so no pattern can match
// on it) and suits no real card has that differ from each other.
struct CardInfo
{
    std::uint8_t rank;  // 1..13, 14 for jokers (Rank), kNoRank for no card
    std::uint8_t suit;  // 0..3, 4 for jokers (Suit), 10.. for no card
    std::uint8_t value; // numeric value 1..10, 0 for J Q K, jokers and no card
    bool letter;        // J Q K A
};
constexpr int kNoCard = Card::kMaxCount;
constexpr int kNoRank = 15; // above every rank (jokers are 14); r0 is never missing, so one value will do
constexpr std::array<CardInfo, kNoCard + 4> kCardInfo = [] {
    std::array<CardInfo, kNoCard + 4> table{};
    for (int id = 0; id < kNoCard; ++id) {
        const Card c = Card::fromId(id);
        table[std::size_t(id)] = {std::uint8_t(c.rank()), std::uint8_t(c.suit()),
                                  std::uint8_t(c.numericValue()), c.isLetter()};
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

// isFourInARow() on the decoded top four.
bool fastFourInARow(const RuleSet &rules, const PileTop &top)
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

// isRunOfThree() on the decoded top three.
bool fastRunOfThree(const PileTop &top)
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
// or not (forbidden_rank is the caller's business): patternMatches() for
// each of them, transcribed for speed. Each pattern is a few
// compares without branches (on a random pile every branch is a coin
// flip); whether it is wanted is the same for a whole game, so that test
// costs nothing.
unsigned fastMatching(const RuleSet &rules, const PileTop &t, unsigned wanted)
{
    const int r = t.rank(0);
    const int three = rules.onlySlapThreeRank ? int(*rules.onlySlapThreeRank) : -1;
    const unsigned excluded = r == three; // double and sandwich of that rank become a triple
    unsigned m = 0;
    const auto test = [&](SlapPattern p, auto &&matches) {
        if (wanted & bit(p, true))
            m |= bit(p, matches());
    };
    test(SlapPattern::Double,
         [&] { return unsigned(r == t.rank(1)) & ~excluded; }); // two jokers share Rank::Joker
    test(SlapPattern::Triple, [&] { return excluded & unsigned(t.rank(1) == r) & unsigned(t.rank(2) == r); });
    test(SlapPattern::Sandwich, [&] { return unsigned(r == t.rank(2)) & ~excluded; });
    test(SlapPattern::TopBottom, [&] { return unsigned(r == t.bottomRank) & ~excluded; });
    test(SlapPattern::Tens, [&] {
        return t.tens(0, 1) | (unsigned(rules.tensLetterBetween) & unsigned(t.card[1].letter) & t.tens(0, 2));
    });
    test(SlapPattern::Ten, [&] { return r == int(Rank::Ten); });
    test(SlapPattern::TensSandwich, [&] { return t.tens(0, 2); });
    test(SlapPattern::ThreeTens, [&] {
        return unsigned(t.card[0].value != 0) & unsigned(t.card[1].value != 0)
               & unsigned(t.card[2].value != 0)
               & unsigned(t.card[0].value + t.card[1].value + t.card[2].value == 10);
    });
    test(SlapPattern::FourInARow, [&] { return fastFourInARow(rules, t); });
    test(SlapPattern::RunOfThree, [&] { return fastRunOfThree(t); });
    test(SlapPattern::Marriage, [&] {
        return (unsigned(r == int(Rank::Queen)) & unsigned(t.rank(1) == int(Rank::King)))
               | (unsigned(r == int(Rank::King)) & unsigned(t.rank(1) == int(Rank::Queen)));
    });
    test(SlapPattern::Joker, [&] { return r == int(Rank::Joker); });
    test(SlapPattern::ThreeOfASuit, [&] {
        return unsigned(r != int(Rank::Joker)) & unsigned(t.card[1].suit == t.card[0].suit)
               & unsigned(t.card[2].suit == t.card[0].suit);
    });
    // (A missing card's stand-in suit is no other card's.)
    test(SlapPattern::FourOfASuit, [&] {
        return unsigned(r != int(Rank::Joker)) & unsigned(t.card[1].suit == t.card[0].suit)
               & unsigned(t.card[2].suit == t.card[0].suit) & unsigned(t.card[3].suit == t.card[0].suit);
    });
    test(SlapPattern::Divorce, [&] {
        return (unsigned(r == int(Rank::Queen)) & unsigned(t.rank(2) == int(Rank::King)))
               | (unsigned(r == int(Rank::King)) & unsigned(t.rank(2) == int(Rank::Queen)));
    });
    test(SlapPattern::BigMac, [&] { return unsigned(r == t.rank(3)) & ~excluded; });
    return m;
}

} // namespace

PatternSet matchSlapPatterns(const RuleSet &rules, std::span<const Card> played)
{
    if (played.empty())
        return {};
    if (rules.forbiddenRank && played.back().rank() == *rules.forbiddenRank)
        return {};
    return PatternSet::fromBits(fastMatching(rules, PileTop(played), activePatterns(rules).bits()));
}

namespace {

// Patterns that need more than the top three ranks.
const unsigned kFourInARow = bit(SlapPattern::FourInARow, true);
const unsigned kTopBottom = bit(SlapPattern::TopBottom, true);
const unsigned kBigMac = bit(SlapPattern::BigMac, true);
const unsigned kNotByRanks = kTopBottom | bit(SlapPattern::ThreeOfASuit, true) | kFourInARow
                             | bit(SlapPattern::FourOfASuit, true) | kBigMac;
// A table entry's bit for "a fourth rank could make a run of four": the
// patterns in the table use bits 0..14; bit 15 is big_mac's, which is
// never in the table (it needs the fourth card).
constexpr unsigned kRunOfFourCandidate = 1u << 15;
static_assert(unsigned(SlapPattern::BigMac) == 15 && kSlapPatternCount == 16);

// A card of `rank` for a sample pile (rank 1..14; the suit does not matter
// to the patterns looked up by rank).
Card sampleCard(int rank)
{
    return rank == int(Rank::Joker) ? Card::redJoker() : Card(Rank(rank), Suit::Clubs);
}

} // namespace

SlapMatcher::SlapMatcher(const RuleSet &rules)
    : m_rules(rules),
      m_forbidden(rules.forbiddenRank ? int(*rules.forbiddenRank) : -1),
      m_onlyThree(rules.onlySlapThreeRank ? int(*rules.onlySlapThreeRank) : -1)
{
    // match() (inline, in the header) reads the table with these.
    static_assert(SlapMatcher::kRunOfFourCandidate == kRunOfFourCandidate
                  && int(SlapMatcher::kNoRank) == kNoRank);
    const unsigned active = activePatterns(rules).bits();
    m_topBottom = active & kTopBottom;
    m_bigMac = active & kBigMac;
    m_direct = active & kNotByRanks & ~kTopBottom & ~kFourInARow & ~kBigMac;
    const unsigned byRanks = active & ~kNotByRanks;
    // Every (top, second, third) rank, kNoRank for a missing card: a sample
    // pile of those ranks, matched by the reference definitions.
    for (int r0 = 1; r0 < int(kNoRank); ++r0) {
        for (int r1 = 1; r1 <= int(kNoRank); ++r1) {
            for (int r2 = 1; r2 <= int(kNoRank); ++r2) {
                if (r1 == kNoRank && r2 != kNoRank)
                    continue; // a third card under a missing second one
                // Play order, oldest first; room for a fourth card below.
                std::array<Card, 4> pile{};
                std::size_t n = 0;
                pile[n++] = Card(); // the fourth, filled in below
                if (r2 != kNoRank)
                    pile[n++] = sampleCard(r2);
                if (r1 != kNoRank)
                    pile[n++] = sampleCard(r1);
                pile[n++] = sampleCard(r0);
                const auto played = std::span<const Card>(pile).subspan(1, n - 1);
                unsigned entry = 0;
                for (unsigned bits = byRanks; bits != 0; bits &= bits - 1) { // each pattern of byRanks
                    const auto pattern = SlapPattern(std::countr_zero(bits));
                    entry |= bit(pattern, patternMatches(pattern, rules, played));
                }
                // four_in_a_row: marked if some fourth rank under these
                // three completes a run; such piles are then checked whole.
                // (Only top two ranks 1 or 12 apart, as K and A, can end a
                // run under any run_ace: the search skips the others, which
                // keeps making a matcher quick.)
                const int gap = std::abs(r0 - r1);
                if ((active & kFourInARow) && r2 != kNoRank && (gap == 1 || gap == 12)) {
                    for (int r3 = int(Rank::Ace); r3 <= int(Rank::King) && !(entry & kRunOfFourCandidate);
                         ++r3) {
                        pile[0] = sampleCard(r3);
                        if (patternMatches(SlapPattern::FourInARow, rules, pile))
                            entry |= kRunOfFourCandidate;
                    }
                }
                m_byRanks[std::size_t(r0 << 8 | r1 << 4 | r2)] = std::uint16_t(entry);
            }
        }
    }
}

unsigned SlapMatcher::matchFromCards(std::span<const Card> played, unsigned which) const
{
    return fastMatching(m_rules, PileTop(played), which);
}

} // namespace ratscrew
