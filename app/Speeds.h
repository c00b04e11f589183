// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every duration of the table's animations, in ms, in one place (as KPat's
// speeds.h): tuning the feel of the game means editing this file only.
// The card flight itself is TableWidget::kCardFlightMs, public because the
// bots time their reactions from it.

namespace ratscrew::speeds {

/// A won pile slides to its winner's seat (after its last card landed).
inline constexpr int kSweepMs = 300;
/// A valid slap: the pile glows in the slapper's colour with their name.
inline constexpr int kSlapFlashMs = 400;
/// A misslap: the pile shakes for this long…
inline constexpr int kMisslapShakeMs = 300;
/// …and the red "✗ name" banner stays a little longer.
inline constexpr int kMisslapFlashMs = 450;
/// A burned card slides face down from the seat under the pile.
inline constexpr int kBurnFlightMs = 260;

} // namespace ratscrew::speeds
