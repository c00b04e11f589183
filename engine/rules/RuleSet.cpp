// SPDX-License-Identifier: GPL-3.0-or-later
#include "RuleSet.h"

#include <algorithm>

namespace ratscrew {

namespace {

constexpr std::array<std::string_view, kSlapPatternCount> kPatternIds = {
    "double",          "triple",         "sandwich",      "top_bottom",   "tens",     "ten",
    "tens_sandwich",   "three_tens",     "four_in_a_row", "run_of_three", "marriage", "joker",
    "three_of_a_suit", "four_of_a_suit", "divorce",       "big_mac",
};

template<typename Enum, std::size_t N>
std::optional<Enum> parseEnum(std::string_view text, const std::array<std::string_view, N> &names)
{
    const auto it = std::find(names.begin(), names.end(), text);
    if (it == names.end())
        return std::nullopt;
    return Enum(it - names.begin());
}

template<std::size_t N>
std::string joinNames(const std::array<std::string_view, N> &names)
{
    std::string out;
    for (auto n : names) {
        if (!out.empty())
            out += ", ";
        out += n;
    }
    return out;
}

constexpr std::array<std::string_view, 3> kRunAceNames = {"high", "both", "wrap"};
constexpr std::array<std::string_view, 4> kPenaltyNames = {"burn", "give_pile", "none", "lockout"};
constexpr std::array<std::string_view, 2> kCollectNames = {"immediate", "on_collect"};
constexpr std::array<std::string_view, 2> kLeaderNames = {"winner", "next"};
constexpr std::array<std::string_view, 2> kWinNames = {"all_cards", "last_with_cards"};
constexpr std::array<std::string_view, 2> kSlapInMissNames = {"out", "sit_out"};

constexpr long long kMaxMisslapLimit = 1000;

// The value kinds an option accepts, for the error messages.
std::string typeError(std::string_view name, std::string_view expected)
{
    return "option '" + std::string(name) + "' must be " + std::string(expected);
}

template<std::size_t N>
std::string setEnum(std::string_view name, const OptionValue &value,
                    const std::array<std::string_view, N> &names, auto &field)
{
    using Enum = std::remove_reference_t<decltype(field)>;
    const auto *text = std::get_if<std::string>(&value);
    const auto parsed = text ? parseEnum<Enum>(*text, names) : std::nullopt;
    if (!parsed)
        return typeError(name, "one of: " + joinNames(names));
    field = *parsed;
    return {};
}

std::string setBool(std::string_view name, const OptionValue &value, bool &field)
{
    const auto *b = std::get_if<bool>(&value);
    if (!b)
        return typeError(name, "true or false");
    field = *b;
    return {};
}

std::string setRank(std::string_view name, const OptionValue &value, std::optional<Rank> &field)
{
    if (std::holds_alternative<std::monostate>(value)) {
        field.reset();
        return {};
    }
    const auto *text = std::get_if<std::string>(&value);
    const auto rank = text ? parseRank(*text) : std::nullopt;
    if (!rank)
        return typeError(name, "a rank letter (A 2 3 4 5 6 7 8 9 T J Q K) or null");
    field = rank;
    return {};
}

// docs/RULES.md §9.3: a list of distinct letter ranks, reported in this order.
constexpr std::array<Rank, 4> kLetterRanks = {Rank::Jack, Rank::Queen, Rank::King, Rank::Ace};

std::string setStickyFaces(std::string_view name, const OptionValue &value, RankSet &field)
{
    const auto *list = std::get_if<std::vector<std::string>>(&value);
    if (!list)
        return typeError(name, "a list of letter ranks (J Q K A)");
    RankSet set;
    for (const auto &letter : *list) {
        const auto rank = parseRank(letter);
        if (!rank || std::find(kLetterRanks.begin(), kLetterRanks.end(), *rank) == kLetterRanks.end())
            return typeError(name, "a list of letter ranks (J Q K A), not " + quoted(letter));
        if (set.contains(*rank))
            return typeError(name, "a list of distinct ranks: " + quoted(letter) + " is given twice");
        set.insert(*rank);
    }
    field = set;
    return {};
}

OptionValue rankValue(const std::optional<Rank> &rank)
{
    if (!rank)
        return std::monostate{};
    return std::string(1, rankLetter(*rank));
}

} // namespace

std::string quoted(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "'";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (byte < 0x20 || byte == 0x7f)
            out.append("\\x").append(1, kHex[byte >> 4]).append(1, kHex[byte & 0xf]);
        else
            out += c;
    }
    return out + "'";
}

std::vector<SlapPattern> PatternSet::toList() const
{
    std::vector<SlapPattern> out;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (contains(SlapPattern(i)))
            out.push_back(SlapPattern(i));
    return out;
}

std::string_view patternId(SlapPattern p)
{
    return kPatternIds[std::size_t(p)];
}

std::optional<SlapPattern> parsePatternId(std::string_view id)
{
    return parseEnum<SlapPattern>(id, kPatternIds);
}

std::vector<Card> RuleSet::fullDeck() const
{
    std::vector<Card> deck;
    deck.reserve(std::size_t(deckSize()));
    for (int id = 0; id < deckSize(); ++id)
        deck.push_back(Card::fromId(id));
    return deck;
}

const std::array<std::string_view, 6> &RuleSet::presetNames()
{
    static const std::array<std::string_view, 6> names = {"house",          "bicycle", "slaps",
                                                          "slaps_advanced", "classic", "slaps_full"};
    return names;
}

std::optional<RuleSet> RuleSet::preset(std::string_view name)
{
    using P = SlapPattern;
    RuleSet r; // house
    if (name == "house")
        return r;

    // The four others share the on_collect / winner / all_cards column.
    r.collect = Collect::OnCollect;
    r.leader = Leader::Winner;
    r.win = WinCondition::AllCards;
    r.burnCount = 1;
    if (name == "bicycle") {
        r.slaps = {P::Double, P::Sandwich, P::TopBottom, P::Tens, P::FourInARow, P::Marriage, P::Joker};
        r.runAce = RunAce::Wrap;
        return r;
    }
    // docs/RULES.md §7 marks tens_letter_between and run_ace "–" where the preset
    // has no pattern that reads them; they keep a neutral value (no, high).
    r.tensLetterBetween = false;
    // Seed 003: the misslapper plays next, and a missed slap-in costs a
    // slap penalty (sitting out), not the game.
    const bool full = name == "slaps_full"; // slaps_advanced with both calls (§7, §9)
    if (name == "slaps" || name == "slaps_advanced" || full) {
        r.misslapLeads = true;
        r.slapInMiss = SlapInMiss::SitOut;
        r.dealerStarts = true; // "the dealer starts the game"
    }
    if (name == "slaps") {
        r.jokers = 2;
        r.slaps = {P::Double, P::Sandwich, P::Joker};
        return r;
    }
    if (name == "slaps_advanced" || full) {
        r.jokers = 2;
        r.slaps = {P::Double,    P::Sandwich,   P::Tens,  P::Ten,         P::TensSandwich,
                   P::ThreeTens, P::RunOfThree, P::Joker, P::ThreeOfASuit};
        if (full) {
            r.stickyFaces = {Rank::King}; // the seed's example
            r.splitEights = true;
        }
        return r;
    }
    if (name == "classic") {
        r.slaps = {P::Double, P::FourInARow, P::Joker};
        r.runAce = RunAce::Both;
        r.penalty = Penalty::GivePile;
        r.misslapLimit = 5;
        return r;
    }
    return std::nullopt;
}

const std::vector<std::string_view> &RuleSet::optionNames()
{
    static const std::vector<std::string_view> names = {
        "jokers",         "slaps",         "tens_letter_between",
        "run_ace",        "penalty",       "burn_count",
        "misslap_limit",  "collect",       "leader",
        "slap_in",        "win",           "only_slap_three_rank",
        "forbidden_rank", "misslap_leads", "slap_in_miss",
        "sticky_faces",   "split_eights",  "ten_stops",
        "lockout_cards",  "time_limit",    "dealer_starts",
    };
    return names;
}

std::string RuleSet::setOption(std::string_view name, const OptionValue &value)
{
    RuleSet next = *this;
    std::string error;
    const auto *integer = std::get_if<long long>(&value);
    if (name == "jokers") {
        if (!integer || (*integer != 0 && *integer != 2))
            return typeError(name, "0 or 2");
        next.jokers = int(*integer);
    } else if (name == "slaps") {
        const auto *list = std::get_if<std::vector<std::string>>(&value);
        if (!list)
            return typeError(name, "a list of slap pattern ids");
        next.slaps = {};
        for (const auto &id : *list) {
            const auto p = parsePatternId(id);
            if (!p)
                return "unknown slap pattern " + quoted(id) + " (known: " + joinNames(kPatternIds) + ")";
            next.slaps.insert(*p);
        }
    } else if (name == "tens_letter_between") {
        error = setBool(name, value, next.tensLetterBetween);
    } else if (name == "run_ace") {
        error = setEnum(name, value, kRunAceNames, next.runAce);
    } else if (name == "penalty") {
        error = setEnum(name, value, kPenaltyNames, next.penalty);
    } else if (name == "burn_count") {
        if (!integer || (*integer != 1 && *integer != 2))
            return typeError(name, "1 or 2");
        next.burnCount = int(*integer);
    } else if (name == "misslap_limit") {
        if (!integer || *integer < 0 || *integer > kMaxMisslapLimit)
            return typeError(name, "an integer from 0 to " + std::to_string(kMaxMisslapLimit));
        next.misslapLimit = int(*integer);
    } else if (name == "collect") {
        error = setEnum(name, value, kCollectNames, next.collect);
    } else if (name == "leader") {
        error = setEnum(name, value, kLeaderNames, next.leader);
    } else if (name == "slap_in") {
        error = setBool(name, value, next.slapIn);
    } else if (name == "win") {
        error = setEnum(name, value, kWinNames, next.win);
    } else if (name == "only_slap_three_rank") {
        // Seed 003: "any card with a Number value (no Face Card)": 2 to 10.
        error = setRank(name, value, next.onlySlapThreeRank);
        if (error.empty() && next.onlySlapThreeRank
            && (*next.onlySlapThreeRank < Rank::Two || *next.onlySlapThreeRank > Rank::Ten))
            return typeError(name, "a number rank (2 3 4 5 6 7 8 9 T) or null");
    } else if (name == "misslap_leads") {
        error = setBool(name, value, next.misslapLeads);
    } else if (name == "slap_in_miss") {
        error = setEnum(name, value, kSlapInMissNames, next.slapInMiss);
    } else if (name == "forbidden_rank") {
        error = setRank(name, value, next.forbiddenRank);
    } else if (name == "sticky_faces") {
        error = setStickyFaces(name, value, next.stickyFaces);
    } else if (name == "split_eights") {
        error = setBool(name, value, next.splitEights);
    } else if (name == "ten_stops") {
        error = setBool(name, value, next.tenStops);
    } else if (name == "dealer_starts") {
        error = setBool(name, value, next.dealerStarts);
    } else if (name == "lockout_cards") {
        if (!integer || *integer < 1 || *integer > kMaxLockoutCards)
            return typeError(name, "an integer from 1 to " + std::to_string(kMaxLockoutCards));
        next.lockoutCards = int(*integer);
    } else if (name == "time_limit") {
        if (!integer || *integer < 0 || *integer > kMaxTimeLimitMinutes)
            return typeError(name,
                             "a whole number of minutes from 0 to " + std::to_string(kMaxTimeLimitMinutes));
        next.timeLimitMinutes = int(*integer);
    } else {
        return "unknown option " + quoted(name);
    }
    if (error.empty())
        *this = next;
    return error;
}

OptionValue RuleSet::option(std::string_view name) const
{
    if (name == "jokers")
        return (long long)jokers;
    if (name == "slaps") {
        std::vector<std::string> ids;
        for (auto p : slaps.toList())
            ids.emplace_back(patternId(p));
        return ids;
    }
    if (name == "tens_letter_between")
        return tensLetterBetween;
    if (name == "run_ace")
        return std::string(kRunAceNames[std::size_t(runAce)]);
    if (name == "penalty")
        return std::string(kPenaltyNames[std::size_t(penalty)]);
    if (name == "burn_count")
        return (long long)burnCount;
    if (name == "misslap_limit")
        return (long long)misslapLimit;
    if (name == "collect")
        return std::string(kCollectNames[std::size_t(collect)]);
    if (name == "leader")
        return std::string(kLeaderNames[std::size_t(leader)]);
    if (name == "slap_in")
        return slapIn;
    if (name == "win")
        return std::string(kWinNames[std::size_t(win)]);
    if (name == "only_slap_three_rank")
        return rankValue(onlySlapThreeRank);
    if (name == "forbidden_rank")
        return rankValue(forbiddenRank);
    if (name == "misslap_leads")
        return misslapLeads;
    if (name == "slap_in_miss")
        return std::string(kSlapInMissNames[std::size_t(slapInMiss)]);
    if (name == "sticky_faces") {
        std::vector<std::string> letters;
        for (Rank r : kLetterRanks)
            if (stickyFaces.contains(r))
                letters.emplace_back(1, rankLetter(r));
        return letters;
    }
    if (name == "split_eights")
        return splitEights;
    if (name == "ten_stops")
        return tenStops;
    if (name == "lockout_cards")
        return (long long)lockoutCards;
    if (name == "time_limit")
        return (long long)timeLimitMinutes;
    if (name == "dealer_starts")
        return dealerStarts;
    return std::monostate{};
}

} // namespace ratscrew
