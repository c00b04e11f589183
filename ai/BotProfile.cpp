// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotProfile.h"

namespace ratscrew {

const std::array<std::string_view, 5> &BotProfile::levelNames()
{
    static const std::array<std::string_view, 5> names = {"beginner", "easy", "normal", "hard", "expert"};
    return names;
}

std::optional<BotProfile> BotProfile::forLevel(std::string_view name)
{
    // A typical adult reacts to a simple visual stimulus in about 250 ms
    // (median); recognising that a pile is slappable takes longer, which
    // the per-pattern cost in BotBrain adds on top. `normal` is meant to be
    // a fair match for such a person.
    //                      level        median spread  miss  false  near  play
    if (name == "beginner")
        return BotProfile{"beginner", 720, 0.35, 0.30, 0.030, 4.0, 1000};
    if (name == "easy")
        return BotProfile{"easy", 560, 0.30, 0.18, 0.020, 4.0, 800};
    if (name == "normal")
        return BotProfile{"normal", 430, 0.25, 0.09, 0.012, 4.0, 650};
    if (name == "hard")
        return BotProfile{"hard", 340, 0.20, 0.04, 0.006, 4.0, 500};
    if (name == "expert")
        return BotProfile{"expert", 270, 0.15, 0.015, 0.002, 4.0, 380};
    return std::nullopt;
}

} // namespace ratscrew
