// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuleSet.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace ratscrew {

/// How a bot plays, as data. Reaction times follow a log-normal
/// distribution (human simple reaction times are right-skewed; see
/// docs/ARCHITECTURE.md): the median plus a per-pattern recognition cost,
/// or plus `callCostMs` for a call (a stick or a split, docs/RULES.md §9).
struct BotProfile
{
    std::string level;             ///< id: `beginner` … `expert`, or `custom`
    int medianReactionMs = 420;    ///< median time from seeing a card to slapping a double (ms, 100..3000)
    double spread = 0.25;          ///< sigma of the log-normal (0..1); 0 = always the median
    double missChance = 0.08;      ///< chance to let a slappable pile go (0..1)
    double falseSlapChance = 0.01; ///< chance to slap a plain pile that is not slappable (0..1)
    double nearMissFactor = 4.0;   ///< false slaps are this many times likelier on a near miss (1..20)
    int playDelayMs = 600;         ///< median delay before playing its own card (ms, 100..5000)
    /// Extra time to see a call (a stick or a split, docs/RULES.md §9) on
    /// top of the median (ms, 0..2000): a call depends on who played the
    /// card and on the state of the challenge, so it is slower than a double.
    int callCostMs = 245;
    double callMissChance = 0.22; ///< chance to let a call go (0..1)
    /// Chance to slap a call's near miss (0..1): a letter card that cannot
    /// be stuck, a 9, an 8 that cannot be split (BotBrain::isCallNearMiss).
    double falseCallChance = 0.025;
    /// Per pattern (index = SlapPattern): the median reaction time to that
    /// pattern (ms, 100..3000), replacing `medianReactionMs` + its
    /// recognition cost; 0 = none (the default). The `match` level
    /// (MatchSpeed) sets them from the person's own times.
    std::array<std::uint16_t, kSlapPatternCount> patternMedianMs{};

    /// The level id of a bot that follows the person's speed (MatchSpeed).
    static constexpr std::string_view kMatchLevel = "match";

    /// The five named levels, weakest first.
    static const std::array<std::string_view, 5> &levelNames();
    /// The profile of a named level, or nothing for an unknown name.
    static std::optional<BotProfile> forLevel(std::string_view name);

    /// A level name, or `custom:MEDIAN:SPREAD:MISS:FALSE:PLAY` with the
    /// numbers of a `custom` profile (ms, sigma, chance, chance, ms; the
    /// near-miss factor keeps its default), optionally followed by
    /// `:CALL_COST:CALL_MISS:FALSE_CALL` (ms, chance, chance; else the
    /// defaults above). Nothing if the text is neither or a number is out
    /// of its range.
    static std::optional<BotProfile> parse(std::string_view text);

    /// True if every number lies in its documented range.
    bool isValid() const;

    friend bool operator==(const BotProfile &, const BotProfile &) = default;
};

} // namespace ratscrew
