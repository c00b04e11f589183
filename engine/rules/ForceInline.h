// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// RATSCREW_FORCE_INLINE: a function to inline even where the compiler's
// size limits would not. For the simulator's fast loop (sim/FusedGame.inc),
// whose steps are each called from few places and must not cost a call.
#if defined(__GNUC__)
#  define RATSCREW_FORCE_INLINE [[gnu::always_inline]] inline
#elif defined(_MSC_VER)
#  define RATSCREW_FORCE_INLINE __forceinline
#else
#  define RATSCREW_FORCE_INLINE inline
#endif
