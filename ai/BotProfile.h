// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace ratscrew {

/// How a bot plays, as data. Reaction times follow a log-normal
/// distribution (human simple reaction times are right-skewed; see
/// docs/ARCHITECTURE.md): the median plus a per-pattern recognition cost.
struct BotProfile
{
    std::string level;             ///< id: `beginner` … `expert`, or `custom`
    int medianReactionMs = 420;    ///< median time from seeing a card to slapping a double (ms, 100..3000)
    double spread = 0.25;          ///< sigma of the log-normal (0..1); 0 = always the median
    double missChance = 0.08;      ///< chance to let a slappable pile go (0..1)
    double falseSlapChance = 0.01; ///< chance to slap a plain pile that is not slappable (0..1)
    double nearMissFactor = 4.0;   ///< false slaps are this many times likelier on a near miss (1..20)
    int playDelayMs = 600;         ///< median delay before playing its own card (ms, 100..5000)

    /// The five named levels, weakest first.
    static const std::array<std::string_view, 5> &levelNames();
    /// The profile of a named level, or nothing for an unknown name.
    static std::optional<BotProfile> forLevel(std::string_view name);

    /// A level name, or `custom:MEDIAN:SPREAD:MISS:FALSE:PLAY` with the
    /// numbers of a `custom` profile (ms, sigma, chance, chance, ms; the
    /// near-miss factor keeps its default). Nothing if the text is neither
    /// or a number is out of its range.
    static std::optional<BotProfile> parse(std::string_view text);

    /// True if every number lies in its documented range.
    bool isValid() const;

    friend bool operator==(const BotProfile &, const BotProfile &) = default;
};

} // namespace ratscrew
