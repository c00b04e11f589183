// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"

#include <cstdint>

namespace ratscrew {

/// The one order of a table's timers, shared by the app's schedulers
/// (engine/session/Scheduler.h) and the simulator's virtual clocks
/// (sim/Simulator.cpp, sim/FusedGame.inc), so that the same seed and
/// seating give the same actions at the same times in both.
///
/// A pending timer is ordered by its due time (ms), then by its tie order
/// below 32: a card landing first (kLandOrder: docs/RULES.md §12.1, a card
/// counts when it lands, so whatever else is due at that ms sees it), then
/// a player's slap before that player's play, lower players first, the
/// collect deadline after every bot timer of the same moment
/// (kCollectOrder), and any other timer (one that is no part of the game's
/// race: the time limit, the next demo deal, a drill's pace) last
/// (kOtherOrder). Timers with the same due time and tie order fire in the
/// order they were started (a scheduler keeps a sequence number; the
/// simulator never has two such timers).
///
/// The key packs the two into one integer, due << 5 | order, so that the
/// earliest timer is a plain minimum of keys, with no branch per timer
/// (which would be a coin flip). A stopped timer's key is above every
/// running one.
struct TimerKey
{
    static constexpr std::uint64_t kStopped = ~std::uint64_t(0);
    static constexpr unsigned kOrderBits = 5;
    /// The card in the air landing (docs/RULES.md §12.1).
    static constexpr unsigned kLandOrder = 0;
    /// The collect deadline of `collect: on_collect` (docs/RULES.md §5).
    static constexpr unsigned kCollectOrder = 2 * kMaxPlayers + 1;
    /// A timer outside the game's race.
    static constexpr unsigned kOtherOrder = kCollectOrder + 1;
    static_assert(kOtherOrder < (1u << kOrderBits));

    /// The tie order of `player`'s slap and play timers (player 0..7).
    static constexpr unsigned slapOrder(int player) { return unsigned(2 * player) + 1; }
    static constexpr unsigned playOrder(int player) { return unsigned(2 * player) + 2; }
    /// For a slap or play order: its player, and whether it is a play.
    static constexpr int playerOf(unsigned order) { return int((order - 1) / 2); }
    static constexpr bool isPlay(unsigned order) { return order % 2 == 0; }
    /// The key of a timer due at `due` (ms, 0..2^59) with tie order `order`.
    static constexpr std::uint64_t of(std::int64_t due, unsigned order)
    {
        return std::uint64_t(due) << kOrderBits | order;
    }
    static constexpr std::int64_t due(std::uint64_t key) { return std::int64_t(key >> kOrderBits); }
    static constexpr unsigned order(std::uint64_t key) { return unsigned(key & ((1u << kOrderBits) - 1)); }
};

} // namespace ratscrew
