// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotProfile.h"

#include <sstream>

namespace ratscrew {

const std::array<std::string_view, 5> &BotProfile::levelNames()
{
    static const std::array<std::string_view, 5> names = {"beginner", "easy", "normal", "hard", "expert"};
    return names;
}

std::optional<BotProfile> BotProfile::forLevel(std::string_view name)
{
    // Reaction medians are for a double (BotBrain adds the recognition
    // cost of harder patterns). A typical adult's simple visual reaction
    // is about 250 ms; seeing a double and slapping it takes roughly
    // 400-500 ms, which is where `normal` sits. Each level is about 8 %
    // faster than the one below, more consistent, and misses and
    // mis-slaps less; docs/BOTS.md has the measured ladder.
    //
    // A call (docs/RULES.md §9) needs more than the cards: who played the
    // face card and who must answer it, or whether a challenge or a split
    // pile is on. It costs about as much as the hardest patterns, less
    // with practice; a call is missed about twice as often as a pattern,
    // and a call's near miss is slapped about as often as a pattern's.
    //                                  median spread  miss   false   near play  call  cmiss  fcall
    if (name == "beginner")
        return BotProfile{"beginner", 540, 0.30, 0.200, 0.0200, 4.0, 900, 320, 0.40, 0.050};
    if (name == "easy")
        return BotProfile{"easy", 497, 0.28, 0.140, 0.0120, 4.0, 790, 280, 0.30, 0.035};
    if (name == "normal")
        return BotProfile{"normal", 457, 0.26, 0.098, 0.0072, 4.0, 700, 245, 0.22, 0.025};
    if (name == "hard")
        return BotProfile{"hard", 420, 0.24, 0.069, 0.0043, 4.0, 610, 215, 0.16, 0.017};
    if (name == "expert")
        return BotProfile{"expert", 387, 0.22, 0.048, 0.0026, 4.0, 540, 190, 0.12, 0.012};
    return std::nullopt;
}

std::optional<BotProfile> BotProfile::parse(std::string_view text)
{
    if (auto named = forLevel(text))
        return named;
    constexpr std::string_view prefix = "custom:";
    if (text.substr(0, prefix.size()) != prefix)
        return std::nullopt;
    std::istringstream in{std::string(text.substr(prefix.size()))};
    BotProfile p;
    p.level = "custom";
    char c1 = 0, c2 = 0, c3 = 0, c4 = 0;
    in >> p.medianReactionMs >> c1 >> p.spread >> c2 >> p.missChance >> c3 >> p.falseSlapChance >> c4
        >> p.playDelayMs;
    if (!in || c1 != ':' || c2 != ':' || c3 != ':' || c4 != ':')
        return std::nullopt;
    if (!(in >> std::ws).eof()) { // the call numbers, all three or none
        char c5 = 0, c6 = 0, c7 = 0;
        in >> c5 >> p.callCostMs >> c6 >> p.callMissChance >> c7 >> p.falseCallChance;
        if (!in || c5 != ':' || c6 != ':' || c7 != ':' || !(in >> std::ws).eof())
            return std::nullopt;
    }
    if (!p.isValid())
        return std::nullopt;
    return p;
}

bool BotProfile::isValid() const
{
    for (std::uint16_t ms : patternMedianMs) {
        if (ms != 0 && (ms < 100 || ms > 3000))
            return false;
    }
    return medianReactionMs >= 100 && medianReactionMs <= 3000 && spread >= 0 && spread <= 1
           && missChance >= 0 && missChance <= 1 && falseSlapChance >= 0 && falseSlapChance <= 1
           && nearMissFactor >= 1 && nearMissFactor <= 20 && playDelayMs >= 100 && playDelayMs <= 5000
           && callCostMs >= 0 && callCostMs <= 2000 && callMissChance >= 0 && callMissChance <= 1
           && falseCallChance >= 0 && falseCallChance <= 1;
}

} // namespace ratscrew
