// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <algorithm>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace ratscrew::test {

/// A full deck of `rules` that starts with `first` (dealt first, so with N
/// players card i goes to seat i mod N) followed by the remaining cards in
/// the rule set's fixed order.
inline std::vector<Card> deckStartingWith(const RuleSet &rules, std::initializer_list<std::string_view> first)
{
    std::vector<Card> deck;
    for (auto name : first)
        deck.push_back(*Card::parse(name));
    for (Card c : rules.fullDeck())
        if (std::find(deck.begin(), deck.end(), c) == deck.end())
            deck.push_back(c);
    return deck;
}

} // namespace ratscrew::test
