// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"

#include <span>
#include <string>

namespace ratscrew {

/// The invariants of docs/RULES.md §1–§6 that hold after any sequence of
/// actions: the cards in hands and pile are exactly the deck (each card
/// once), the seat to play holds cards and is not out, out seats hold
/// nothing, a challenge has 1–4 chances and is not answered by its
/// challenger, a pending award goes to a seat that is in, and the game is
/// over exactly when a win condition (§6) is met, or on time (§11.4) with
/// the seat that holds the most cards as the winner (a tie: a draw). With
/// the calls of §9:
/// the cards are counted over hands, slap pile and split pile; there is at
/// most one split pile, beside a slap pile with played cards; a challenge,
/// a pending award and the next card are on a pile that exists; a card can
/// be stuck only while it is the challenger's unanswered sticky face.
///
/// Returns an empty string when they all hold, otherwise one line saying
/// what is wrong. Used by `ratscrew-sim simulate --check`, the fuzzers and
/// the property tests. Cost: O(deck size).
std::string checkInvariants(const Game &game);

/// The rules every single action obeys (docs/RULES.md §8): `events` is not
/// empty; an action is rejected exactly when §8 (and §4 `slap_in`) say so,
/// with the right reason, and a rejected action changes nothing; an
/// accepted play plays the top card of the seat to play and counts it; a
/// slap reports the patterns the piles matched before it (the slap pile's,
/// else the split pile's) or its call, a valid one wins the whole pile it
/// matched, a stick hands the challenge over and a split plays the
/// slapper's top card onto a new split pile; a collect awards the pending
/// pile; a misslap with cards moves none under `penalty: none` and locks
/// the seat out for `lockout_cards` under `lockout` (§11.3); a ten ends a
/// challenge under `ten_stops` with no pile won (§11.2); time up says so,
/// collects a pending award and ends the game (§11.4); no seat comes back
/// once out; `game_over` is the last event and only then is the game over.
///
/// `before` is a copy of the game taken before `action` was applied to
/// `after`. Returns an empty string or one line saying what is wrong.
std::string checkTransition(const Game &before, Action action, std::span<const Event> events,
                            const Game &after);

} // namespace ratscrew
