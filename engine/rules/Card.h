// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ratscrew {

/// A rank as in docs/RULES.md §1. The numeric value of the enum is the rank's
/// value in `run_of_three` (A=1 … K=13); `Joker` has no value.
enum class Rank : std::uint8_t {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Joker = 14,
};

/// Suits `C D H S`; jokers have no suit (`None`).
enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades, None };

/// One playing card, packed into a byte: 0..51 are the regular cards
/// (suit * 13 + rank - 1), 52 is the red joker `RJ`, 53 the black joker `BJ`.
class Card
{
public:
    static constexpr int kRegularCount = 52;
    static constexpr int kMaxCount = 54; ///< a deck with both jokers

    constexpr Card() = default;
    constexpr Card(Rank rank, Suit suit)
        : m_id(rank == Rank::Joker ? std::uint8_t(suit == Suit::Spades || suit == Suit::Clubs ? 53 : 52)
                                   : std::uint8_t(int(suit) * 13 + int(rank) - 1))
    {
    }
    static constexpr Card fromId(int id)
    {
        Card c;
        c.m_id = std::uint8_t(id);
        return c;
    }
    static constexpr Card redJoker() { return fromId(52); }
    static constexpr Card blackJoker() { return fromId(53); }

    /// Parses `AS`, `TD`, `RJ`, `BJ` (exactly two characters, upper case).
    /// Returns nothing for anything else.
    static std::optional<Card> parse(std::string_view text);

    constexpr int id() const { return m_id; }
    constexpr bool isJoker() const { return m_id >= 52; }
    constexpr Rank rank() const { return Rank(facts().rank); }
    constexpr Suit suit() const { return isJoker() ? Suit::None : Suit(m_id / 13); }
    /// Red joker, hearts and diamonds are red.
    constexpr bool isRed() const { return m_id == 52 || suit() == Suit::Hearts || suit() == Suit::Diamonds; }

    /// A letter card starts a challenge: J Q K A (docs/RULES.md §1). Jokers are not.
    constexpr bool isLetter() const { return facts().chances != 0; }
    /// A 2..9 T have a numeric value (docs/RULES.md §1); J Q K and jokers do not.
    constexpr bool isNumeric() const { return facts().rank <= 10; }
    /// 1..10 for numeric cards, 0 otherwise.
    constexpr int numericValue() const { return isNumeric() ? int(rank()) : 0; }
    /// How many cards the next seat may answer with: J 1, Q 2, K 3, A 4; 0 otherwise.
    constexpr int challengeChances() const { return facts().chances; }

    /// Two-character name: `AS`, `TD`, `RJ`.
    std::string name() const;

    friend constexpr bool operator==(Card a, Card b) { return a.m_id == b.m_id; }

private:
    // Rank and challenge chances by id, looked up instead of computed: the
    // engine asks for them on every card played. Every byte has an entry
    // (52 and above are jokers), so no id reads outside the table.
    struct Facts
    {
        std::uint8_t rank;
        std::uint8_t chances;
    };
    static constexpr std::array<Facts, 256> kFacts = [] {
        std::array<Facts, 256> table{};
        for (int id = 0; id < 256; ++id) {
            const int rank = id >= 52 ? int(Rank::Joker) : id % 13 + 1;
            const int chances = rank == int(Rank::Jack)    ? 1
                                : rank == int(Rank::Queen) ? 2
                                : rank == int(Rank::King)  ? 3
                                : rank == int(Rank::Ace)   ? 4
                                                           : 0;
            table[std::size_t(id)] = {std::uint8_t(rank), std::uint8_t(chances)};
        }
        return table;
    }();
    constexpr Facts facts() const { return kFacts[m_id]; }

    std::uint8_t m_id = 0;
};

/// `A 2 … 9 T J Q K` for a rank letter (docs/RULES.md §1); nothing otherwise
/// (jokers have no rank letter).
std::optional<Rank> parseRank(std::string_view letter);
/// The rank letter of a non-joker rank; `?` for `Joker`.
char rankLetter(Rank rank);

} // namespace ratscrew
