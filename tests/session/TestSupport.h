// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
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

/// A bot that always slaps what matches and never anything else, in
/// exactly `reactionMs` (plus the pattern's recognition cost) after the
/// card landed, and waits `playMs` before playing its own card.
inline BotProfile exactBot(int reactionMs, int playMs = 5000)
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.level = "custom";
    p.medianReactionMs = reactionMs;
    p.spread = 0;
    p.missChance = 0;
    p.falseSlapChance = 0;
    p.playDelayMs = playMs;
    return p;
}

} // namespace ratscrew::test
