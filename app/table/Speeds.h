// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every duration of the table's animations and of the window's own timing,
// in ms, in one place (as KPat's speeds.h): tuning the feel of the game
// means editing this file only. The times the table, the bots and the
// simulator share (when a played card becomes visible, the collect delay)
// are in engine/table/Timing.h; this file takes the card flight from there.

#include "Timing.h"

#include <array>

namespace ratscrew::speeds {

/// A played card flies from its seat to the pile in the time the table
/// gives it to become visible: bots and reaction times count from its
/// landing (at normal animation speed; the window scales both alike).
inline constexpr int kCardFlightMs = kCardRevealMs;
/// A won pile slides to its winner's seat (after its last card landed).
inline constexpr int kSweepMs = 300;
/// A valid slap: the pile glows in the slapper's colour with their name.
inline constexpr int kSlapFlashMs = 400;
/// A misslap: the pile shakes for this long…
inline constexpr int kMisslapShakeMs = 300;
/// …and the red "✗ name" banner stays a little longer.
inline constexpr int kMisslapFlashMs = 450;
/// A call (docs/RULES.md §9): "Stick!" or "Split!" at the caller's seat.
inline constexpr int kCallFlashMs = 700;
/// Coach mode: how long the cards of a missed pattern stay marked beside
/// the pile. Reading time, not motion: the animation speed leaves it alone.
inline constexpr int kCoachMarkMs = 2500;
/// When the slap pile is won, the split pile slides over to take its place.
inline constexpr int kMoveOverMs = 350;
/// A burned card slides face down from the seat under the pile.
inline constexpr int kBurnFlightMs = 260;
/// A card whose play was no longer legal when it landed goes back face
/// down to its seat (docs/RULES.md §12.1).
inline constexpr int kCardReturnMs = 320;

/// Un-pausing counts down 3, 2, 1 before play resumes, so that nobody is
/// caught with a hand off the keys.
inline constexpr int kResumeCountdownSteps = 3;
inline constexpr int kResumeCountdownStepMs = 500;

/// The animation speeds offered (View → Animations and Settings →
/// Display): a factor on every duration above, the card flight included.
enum class AnimationSpeed { Slow, Normal, Fast, Off };
struct AnimationPreset
{
    AnimationSpeed speed;
    double scale; ///< 0 shows every move at once (reduced motion)
};
inline constexpr std::array<AnimationPreset, 4> kAnimationPresets{{
    {AnimationSpeed::Slow, 1.5},
    {AnimationSpeed::Normal, 1.0},
    {AnimationSpeed::Fast, 0.5},
    {AnimationSpeed::Off, 0.0},
}};

} // namespace ratscrew::speeds
