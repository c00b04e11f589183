// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"

#include <cstdint>

namespace ratscrew {

/// A pending action of the simulator's virtual clock, kept as the key it
/// is ordered by: the due time (ms), then a tie order below 32 (a seat's
/// slap, 2 · seat, before its play, 2 · seat + 1; the collect deadline
/// last), so that finding the earliest timer is a plain minimum, with no
/// branch per timer (which would be a coin flip). A stopped timer's key is
/// above every running one. VirtualTable (Simulator.cpp) and the fast loop
/// (FusedTable.cpp) both order their timers by it: the same ties, the
/// same games.
struct TimerKey
{
    static constexpr std::uint64_t kStopped = ~std::uint64_t(0);
    static constexpr unsigned kOrderBits = 5;
    static constexpr unsigned kCollectOrder = 2 * kMaxPlayers;
    static_assert(kCollectOrder < (1u << kOrderBits));

    static constexpr unsigned slapOrder(int seat) { return unsigned(2 * seat); }
    static constexpr unsigned playOrder(int seat) { return unsigned(2 * seat) + 1; }
    /// The key of an action due at `due` (ms, >= 0) with tie order `order`.
    static constexpr std::uint64_t of(std::int64_t due, unsigned order)
    {
        return std::uint64_t(due) << kOrderBits | order;
    }
    static constexpr std::int64_t due(std::uint64_t key) { return std::int64_t(key >> kOrderBits); }
    static constexpr unsigned order(std::uint64_t key) { return unsigned(key & ((1u << kOrderBits) - 1)); }
};

} // namespace ratscrew
