// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <optional>
#include <span>

namespace ratscrew {

/// The slap pattern of docs/RULES.md §3 (one that `rules` enable) that a
/// pile which matches none came nearest to, as a person misreads it: two
/// ranks one apart for a double or a run ("9 on 10: a run needs three
/// cards"), one apart across a card for a sandwich, two cards adding up to
/// 9 or 11 for tens, a jack beside a queen or king for a marriage, the top
/// card one rank off the bottom card for top and bottom, two cards of a
/// suit for three of a suit; and of the third edition's (§11.1) a jack
/// two cards from a queen or king for a divorce, three cards of a suit on
/// one of another for four of a suit, the top card's rank two or four
/// cards down for a big mac. `played` is the pile's played cards, top card
/// last. Nothing when none is near (or the pile is empty).
std::optional<SlapPattern> nearestPattern(const RuleSet &rules, std::span<const Card> played);

} // namespace ratscrew
