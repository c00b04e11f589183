// SPDX-License-Identifier: GPL-3.0-or-later
#include "Card.h"

namespace ratscrew {

namespace {
constexpr std::string_view kRankLetters = "A23456789TJQK";
constexpr std::string_view kSuitLetters = "CDHS";
} // namespace

std::optional<Rank> parseRank(std::string_view letter)
{
    if (letter.size() != 1)
        return std::nullopt;
    const auto pos = kRankLetters.find(letter[0]);
    if (pos == std::string_view::npos)
        return std::nullopt;
    return Rank(pos + 1);
}

char rankLetter(Rank rank)
{
    return rank == Rank::Joker ? '?' : kRankLetters[std::size_t(rank) - 1];
}

std::optional<Card> Card::parse(std::string_view text)
{
    if (text == "RJ")
        return redJoker();
    if (text == "BJ")
        return blackJoker();
    if (text.size() != 2)
        return std::nullopt;
    const auto rank = parseRank(text.substr(0, 1));
    const auto suit = kSuitLetters.find(text[1]);
    if (!rank || suit == std::string_view::npos)
        return std::nullopt;
    return Card(*rank, Suit(suit));
}

std::string Card::name() const
{
    if (m_id == 52)
        return "RJ";
    if (m_id == 53)
        return "BJ";
    return {rankLetter(rank()), kSuitLetters[std::size_t(suit())]};
}

} // namespace ratscrew
