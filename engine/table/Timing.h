// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The times a table keeps, in ms, shared by the app's session, the bots and
// the simulator, so that a bot in `ratscrew-sim simulate` lives by the same
// clock as a bot at the app's table. Durations that only the view knows
// (how long a pile sweeps or a misslap shakes) are in app/table/Speeds.h.

namespace ratscrew {

/// A played card's flight from its seat to the pile at normal animation
/// speed: the card becomes visible when it lands. No bot reacts to a card
/// before then, and a reaction time counts from then.
inline constexpr int kCardRevealMs = 220;

/// The reaction time of a slap with no card to time it against (no card
/// played yet, or the played cards all taken): Table::reactionMs() and
/// ActionReport::reactionMs. Every real reaction time is above it: one
/// before the card became visible is negative, down to -kCardRevealMs (or
/// the table's reveal delay).
inline constexpr int kNoReactionMs = -2'147'483'647 - 1;

/// The collect delay of `collect: on_collect` (docs/RULES.md §5): how long
/// the other players have to slap a won challenge before its winner
/// collects it. A table clamps it to kMinCollectDelayMs..kMaxCollectDelayMs;
/// the settings offer the same range.
inline constexpr int kDefaultCollectDelayMs = 1000;
inline constexpr int kMinCollectDelayMs = 200;
inline constexpr int kMaxCollectDelayMs = 5000;
/// `ms` brought into kMinCollectDelayMs..kMaxCollectDelayMs.
constexpr int clampCollectDelayMs(int ms)
{
    return ms < kMinCollectDelayMs ? kMinCollectDelayMs : ms > kMaxCollectDelayMs ? kMaxCollectDelayMs : ms;
}

} // namespace ratscrew
