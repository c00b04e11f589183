// SPDX-License-Identifier: GPL-3.0-or-later
#include "RandomRules.h"

#include "SlapPatterns.h"

#include <cstdlib>
#include <initializer_list>

namespace ratscrew {

namespace {

template<typename T>
T pick(Random &random, std::initializer_list<T> list)
{
    return *(list.begin() + random.below(std::uint32_t(list.size())));
}

} // namespace

RuleSet randomRuleSet(Random &random)
{
    const auto &presets = RuleSet::presetNames();
    RuleSet rules = *RuleSet::preset(presets[random.below(std::uint32_t(presets.size()))]);
    const auto rank = [&random]() -> OptionValue {
        if (random.chance(0.4))
            return std::monostate{};
        return std::string(1, "A23456789TJQK"[random.below(13)]);
    };
    for (std::string_view name : RuleSet::optionNames()) {
        if (random.chance(0.5))
            continue;
        OptionValue value;
        if (name == "jokers") {
            value = (long long)pick(random, {0, 2});
        } else if (name == "slaps") {
            std::vector<std::string> ids;
            for (int i = 0; i < kSlapPatternCount; ++i)
                if (random.chance(0.4))
                    ids.emplace_back(patternId(SlapPattern(i)));
            value = ids;
        } else if (name == "tens_letter_between" || name == "slap_in") {
            value = random.chance(0.5);
        } else if (name == "run_ace") {
            value = std::string(pick(random, {"high", "both", "wrap"}));
        } else if (name == "penalty") {
            value = std::string(pick(random, {"burn", "give_pile", "none", "lockout"}));
        } else if (name == "burn_count") {
            value = (long long)pick(random, {1, 2});
        } else if (name == "misslap_limit") {
            value = (long long)(random.chance(0.5) ? 0 : 1 + random.below(8));
        } else if (name == "collect") {
            value = std::string(pick(random, {"immediate", "on_collect"}));
        } else if (name == "leader") {
            value = std::string(pick(random, {"winner", "next"}));
        } else if (name == "win") {
            value = std::string(pick(random, {"all_cards", "last_with_cards"}));
        } else if (name == "forbidden_rank") {
            value = rank();
        } else if (name == "only_slap_three_rank") { // number ranks only
            value = random.chance(0.4) ? OptionValue()
                                       : OptionValue(std::string(1, "23456789T"[random.below(9)]));
        } else if (name == "misslap_leads") {
            value = random.chance(0.5);
        } else if (name == "slap_in_miss") {
            value = std::string(pick(random, {"out", "sit_out"}));
        } else if (name == "sticky_faces") {
            std::vector<std::string> letters;
            for (const char *r : {"J", "Q", "K", "A"})
                if (random.chance(0.4))
                    letters.emplace_back(r);
            value = letters;
        } else if (name == "split_eights" || name == "ten_stops" || name == "dealer_starts") {
            value = random.chance(0.5);
        } else if (name == "lockout_cards") {
            value = (long long)(1 + random.below(8));
        } else if (name == "time_limit") {
            value = (long long)(random.chance(0.5) ? 0 : 1 + random.below(60));
        }
        // Every value above is valid, so setOption() cannot refuse it.
        const std::string error = rules.setOption(name, value);
        if (!error.empty())
            std::abort();
    }
    return rules;
}

std::string describeRules(const RuleSet &rules)
{
    std::string out;
    for (std::string_view name : RuleSet::optionNames()) {
        const OptionValue v = rules.option(name);
        std::string text;
        if (std::holds_alternative<std::monostate>(v)) {
            text = "null";
        } else if (const auto *b = std::get_if<bool>(&v)) {
            text = *b ? "true" : "false";
        } else if (const auto *i = std::get_if<long long>(&v)) {
            text = std::to_string(*i);
        } else if (const auto *s = std::get_if<std::string>(&v)) {
            text = *s;
        } else {
            for (const std::string &id : std::get<std::vector<std::string>>(v))
                text += (text.empty() ? "" : ",") + id;
        }
        if (!out.empty())
            out += ' ';
        out.append(name).append("=").append(text);
    }
    return out;
}

Action randomAction(Random &random, const Game &game)
{
    const int seat = int(random.below(std::uint32_t(game.players())));
    const std::uint32_t r = random.below(100);
    if (game.pendingSeat() >= 0 && r < 50)
        return Action::collect();
    if (!game.slappablePatterns().empty() && r < 35)
        return Action::slap(seat);
    if (game.rules().hasCalls()) { // docs/RULES.md §9: a seat that can call, calls
        if (!game.slappablePatterns(PileId::Split).empty() && r < 35)
            return Action::slap(seat);
        if (game.callFor(seat) != Call::None && r < 40)
            return Action::slap(seat);
    }
    if (r < 86)
        return Action::play();
    if (r < 92)
        return Action::slap(seat);
    if (r < 97) {
        // A habitual misslapper: the seat with the longest streak slaps
        // again, so that misslap limits (consecutive cards) are reached.
        int worst = 0;
        for (int s = 1; s < game.players(); ++s)
            if (game.misslapStreak(s) > game.misslapStreak(worst))
                worst = s;
        return Action::slap(worst);
    }
    if (random.below(400) == 0) // now and then time is up (docs/RULES.md §11.4)
        return Action::timeUp();
    return Action::collect();
}

} // namespace ratscrew
