// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <array>
#include <cstdint>
#include <span>

namespace ratscrew {

/// The slap patterns of docs/RULES.md §3 that match a pile.
///
/// `played` are the pile's *played* cards in play order: front() is the
/// first card played onto this pile, back() the top. Burned cards are
/// never passed in (they never count). Returns the enabled patterns of
/// `rules` that match — empty if none does, if the pile is empty or if the
/// top card has `rules.forbiddenRank`. `triple` is active whenever
/// `rules.onlySlapThreeRank` is set, and then replaces `double` and
/// `sandwich` of that rank.
///
/// Always equal to referenceSlapPatterns(); computed faster.
PatternSet matchSlapPatterns(const RuleSet &rules, std::span<const Card> played);

/// The reference for matchSlapPatterns(): patternMatches() for each pattern
/// that `rules` enable, as docs/RULES.md §3 defines them. Slower; the
/// tests check matchSlapPatterns() and SlapMatcher against it.
PatternSet referenceSlapPatterns(const RuleSet &rules, std::span<const Card> played);

/// The fewest played cards `pattern` can match (docs/RULES.md §3 and
/// §11.1): 1 for ten and joker; 2 for double, marriage, tens and
/// top_bottom; 4 for four in a row, four of a suit and big mac; 3 for the
/// others. A pile of fewer never shows it, under any options.
constexpr int fewestCards(SlapPattern pattern)
{
    switch (pattern) {
    case SlapPattern::Ten:
    case SlapPattern::Joker:
        return 1;
    case SlapPattern::Double:
    case SlapPattern::Marriage:
    case SlapPattern::Tens:
    case SlapPattern::TopBottom:
        return 2;
    case SlapPattern::FourInARow:
    case SlapPattern::FourOfASuit:
    case SlapPattern::BigMac:
        return 4;
    case SlapPattern::Triple:
    case SlapPattern::Sandwich:
    case SlapPattern::TensSandwich:
    case SlapPattern::ThreeTens:
    case SlapPattern::RunOfThree:
    case SlapPattern::ThreeOfASuit:
    case SlapPattern::Divorce:
        return 3;
    }
    return 1;
}

/// How many cards from the top `pattern` takes in when it matches
/// `played` (play order, top card last): 1 for ten and joker, 2 for double,
/// marriage and tens of two cards, 3 for tens across a letter card, divorce
/// and the other three-card patterns, 4 for four in a row, four of a suit
/// and big mac, and every played card for top_bottom. Used to show the cards that made a slap.
int patternSpan(SlapPattern pattern, std::span<const Card> played);

/// True if one pattern, enabled or not, matches `played` under the other
/// options of `rules` (`run_ace`, `tens_letter_between`,
/// `only_slap_three_rank`). Ignores `forbidden_rank`. The reference
/// definition of each pattern, written as docs/RULES.md §3 words it (one
/// small function per pattern in SlapPatterns.cpp). Used by the help to
/// show examples.
bool patternMatches(SlapPattern pattern, const RuleSet &rules, std::span<const Card> played);

/// matchSlapPatterns() for one rule set, made for the simulator, which
/// matches every card of millions of games under the same rules: the
/// patterns that depend only on the top three ranks are looked up in a
/// table (16 × 16 × 16 entries, 8 KB) built from the reference definitions
/// (patternMatches()) when the matcher is made; the table also marks the
/// top three ranks that a fourth could make `four_in_a_row`, and only those
/// piles are checked for it; `top_bottom` and `big_mac` are one compare
/// each, and `three_of_a_suit` and `four_of_a_suit` are checked from the
/// cards.
/// match(played) == referenceSlapPatterns(rules, played) for every pile.
/// Immutable once made, so threads can share one.
class SlapMatcher
{
public:
    explicit SlapMatcher(const RuleSet &rules);
    /// Inline: a simulated game matches every pile it plays onto.
    PatternSet match(std::span<const Card> played) const;

    /// The ranks of the top three cards of `played` as one key, for
    /// match(played, key) (the top's rank << 8 | the next's << 4 | the
    /// third's, kNoRank for a card the pile does not have; kNoTop for an
    /// empty pile). A caller that plays card after card onto one pile
    /// keeps it with nextTopRanks() instead of reading the pile.
    static constexpr unsigned kNoRank = 15;
    static constexpr unsigned kNoTop = kNoRank << 8 | kNoRank << 4 | kNoRank;
    static unsigned topRanks(std::span<const Card> played)
    {
        return unsigned(rankAt(played, 0) << 8 | rankAt(played, 1) << 4 | rankAt(played, 2));
    }
    /// topRanks() after `card` is played onto a pile whose key was `top`.
    static unsigned nextTopRanks(unsigned top, Card card) { return unsigned(card.rank()) << 8 | top >> 4; }
    /// match(played) given topRanks(played) (the same set: the key only
    /// saves reading the top three cards).
    PatternSet match(std::span<const Card> played, unsigned topRanks) const;

private:
    // A table entry's bit for "a fourth rank could make a run of four"
    // (the table's patterns use bits 0..14: big_mac, bit 15, is never in
    // it), and the rank a missing card reads as (as in SlapPatterns.cpp,
    // which checks that they agree).
    static constexpr unsigned kRunOfFourCandidate = 1u << 15;
    static constexpr unsigned kPatternBits = kRunOfFourCandidate - 1;
    static constexpr unsigned kFourInARow = 1u << unsigned(SlapPattern::FourInARow);
    // The rank of the card `fromTop` below the top of `played` (0 = the
    // top), or kNoRank when the pile is not that high. Masks instead of a
    // branch: pile heights vary from card to card.
    static int rankAt(std::span<const Card> played, std::size_t fromTop)
    {
        const std::size_t n = played.size();
        const std::size_t present = std::size_t(0) - std::size_t(fromTop < n); // all ones or zero
        const int rank = int(played[(n - 1 - fromTop) & present].rank());
        return (rank & int(present)) | (int(kNoRank) & ~int(present));
    }
    // The patterns of `which` matched from the cards (out of line: rare).
    unsigned matchFromCards(std::span<const Card> played, unsigned which) const;

    RuleSet m_rules;
    unsigned m_topBottom = 0; // its bit if enabled
    unsigned m_bigMac = 0;    // its bit if enabled
    unsigned m_direct = 0;    // enabled patterns matched from the cards (three_of_a_suit, four_of_a_suit)
    int m_forbidden = -1;     // rank, or -1
    int m_onlyThree = -1;     // only_slap_three_rank, or -1 (its top_bottom does not count)
    std::array<std::uint16_t, 16 * 16 * 16> m_byRanks{};
};

inline PatternSet SlapMatcher::match(std::span<const Card> played) const
{
    if (played.empty())
        return {};
    return match(played, topRanks(played));
}

inline PatternSet SlapMatcher::match(std::span<const Card> played, unsigned topRanks) const
{
    const std::size_t n = played.size();
    if (n == 0)
        return {};
    const int r0 = int(topRanks >> 8);
    if (r0 == m_forbidden)
        return {};
    const unsigned entry = m_byRanks[std::size_t(topRanks)];
    unsigned bits = entry & kPatternBits;
    // top_bottom: one compare, no branch (n >= 2: the front is not the top).
    bits |=
        m_topBottom
        & (0u
           - (unsigned(n >= 2) & unsigned(r0 == int(played.front().rank())) & unsigned(r0 != m_onlyThree)));
    // big_mac: the same with the fourth card (kNoRank, never r0, if there is
    // none); rarely enabled, and then for every card of a game: a branch the
    // processor always guesses.
    if (m_bigMac != 0)
        bits |= m_bigMac & (0u - (unsigned(r0 == rankAt(played, 3)) & unsigned(r0 != m_onlyThree)));
    // The few piles whose top three ranks could start a run of four, and
    // three_of_a_suit, are matched from the cards, in one call.
    const unsigned rest = m_direct | (kFourInARow & (0u - unsigned((entry & kRunOfFourCandidate) != 0)));
    if (rest != 0)
        bits |= matchFromCards(played, rest);
    return PatternSet::fromBits(bits);
}

} // namespace ratscrew
