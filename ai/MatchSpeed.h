// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "Game.h"
#include "RuleSet.h"

#include <cstdint>
#include <deque>
#include <vector>

namespace ratscrew {

/// The `match` bot level: a bot as quick as the person, so that games stay
/// close. It keeps the person's last kWindow reaction times (each with the
/// patterns or the call it was for) and gives a profile whose median for
/// each pattern is the person's median for it (with at least kMinSamples
/// times; other patterns get the person's overall median plus the usual
/// recognition cost), bounded between `expert` and a floor of kFloorFactor
/// × `beginner` (a child or a first-time player can be slower than
/// Beginner's 540 ms); a pattern with few times leans on the overall
/// median. The other numbers (spread, misses, false slaps, play delay,
/// calls) are those of the two named levels whose medians lie around the
/// bot's, interpolated (Beginner's below Beginner). With fewer than
/// kMinSamples times it plays as `normal`. docs/BOTS.md has the measurements.
class MatchSpeed
{
public:
    static constexpr int kWindow = 200;
    static constexpr int kMinSamples = 5;
    static constexpr double kFloorFactor = 1.5;
    /// A pattern's own median weighs n / (n + kShrinkSamples) against the
    /// overall median plus its recognition cost.
    static constexpr int kShrinkSamples = 20;

    /// One reaction time of the person (ms from the card becoming
    /// visible): `patterns` the pile matched, or `call` for a call.
    void add(PatternSet patterns, Call call, int ms);
    int samples() const { return int(m_samples.size()); }
    /// The times kept (ms), oldest first.
    std::vector<int> times() const
    {
        std::vector<int> out;
        for (const Sample &s : m_samples)
            out.push_back(s.ms);
        return out;
    }

    /// The median of `values` (ms; the mean of the two middle ones, rounded
    /// down, for an even count), -1 for none: the one median of a person's
    /// times, a `match` bot's and a run's (RunProfile).
    static int medianOf(std::vector<int> values);

    /// The profile (level BotProfile::kMatchLevel) for the times so far.
    BotProfile profile() const;

    /// The fastest and the slowest median a `match` bot can have for a
    /// double (ms): expert's, and kFloorFactor × beginner's.
    static int fastestMedianMs();
    static int slowestMedianMs();

    /// A MatchSpeed fed with kWindow times drawn from `person`'s own
    /// reaction model (BotBrain::slapOn) on the patterns of `rules`, in
    /// turn: what a `match` bot would have learnt from a person who plays
    /// like that profile (ratscrew-sim's `--bots …,match`).
    static MatchSpeed fromProfile(const BotProfile &person, const RuleSet &rules, std::uint64_t seed);

private:
    struct Sample
    {
        PatternSet patterns;
        Call call = Call::None;
        int ms = 0;
    };
    std::deque<Sample> m_samples;
};

} // namespace ratscrew
