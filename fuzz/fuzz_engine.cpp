// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: bytes -> a game of the rules core (docs/RELIABILITY.md,
// "Fuzzing").
//
// The input chooses a preset and then sets rule options through
// RuleSet::setOption() with values valid and invalid (an invalid one must be
// refused with a one-line message and change nothing), a player count
// (sometimes one that Game::validateSetup() must refuse), a deck (a
// permutation of rules.fullDeck(), or a bad deck that validateSetup() must
// refuse), then actions: one byte each while the input lasts, then up to
// the input's play-out budget of actions from a generator seeded by the
// input. After the deal and after every action the invariants of RULES.md
// (engine/Invariants.h: checkInvariants(), checkTransition()) and a few
// direct readings of docs/RULES.md §1, §3 and §7 are checked; a violation prints
// one line and aborts, which libFuzzer reports as a crash.

#include "Game.h"
#include "Invariants.h"
#include "Random.h"
#include "RandomRules.h"
#include "RuleSet.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

using namespace ratscrew;

namespace {

constexpr int kMaxActions = 5000; // per input, so every input runs fast

// docs/RULES.md §7 and §3, written out here rather than taken from the engine,
// so a table that drifts from the page is caught too.
constexpr std::array<std::string_view, 21> kOptionNames = {
    "jokers",         "slaps",         "tens_letter_between",
    "run_ace",        "penalty",       "burn_count",
    "misslap_limit",  "collect",       "leader",
    "slap_in",        "win",           "only_slap_three_rank",
    "forbidden_rank", "misslap_leads", "slap_in_miss",
    "sticky_faces",   "split_eights",  "ten_stops",
    "lockout_cards",  "time_limit",    "dealer_starts",
};
constexpr std::array<std::string_view, 16> kPatternIds = {
    "double",          "triple",         "sandwich",      "top_bottom",   "tens",     "ten",
    "tens_sandwich",   "three_tens",     "four_in_a_row", "run_of_three", "marriage", "joker",
    "three_of_a_suit", "four_of_a_suit", "divorce",       "big_mac",
};
constexpr std::array<std::string_view, 6> kPresets = {"house",          "bicycle", "slaps",
                                                      "slaps_advanced", "classic", "slaps_full"};
constexpr std::string_view kRankLetters = "A23456789TJQK";

// Strings an option value is made of: every valid word of §7, the rank
// letters, and near misses.
constexpr std::array<std::string_view, 48> kWords = {
    "out",       "sit_out",   "sit out",    "high",       "both",      "wrap",      "burn",
    "give_pile", "immediate", "on_collect", "winner",     "next",      "all_cards", "last_with_cards",
    "A",         "2",         "3",          "4",          "5",         "6",         "7",
    "8",         "9",         "T",          "J",          "Q",         "K",         "",
    "1",         "10",        "a",          "t",          "RJ",        "AS",        "Joker",
    "HIGH",      "burn ",     " next",      "on-collect", "give pile", "none",      "null",
    "true",      "0",         "double",     "lockout",    "loud",      "big_mac",
};

std::string g_context; // what the current input set up, for the failure message

[[noreturn]] void fail(const std::string &what)
{
    std::fprintf(stderr, "fuzz_engine: INVARIANT VIOLATED: %s\n  %s\n", what.c_str(), g_context.c_str());
    std::fflush(stderr);
    std::abort();
}

void check(bool ok, const std::string &what)
{
    if (!ok)
        fail(what);
}

bool isOneLine(const std::string &message)
{
    return !message.empty() && message.find_first_of("\r\n") == std::string::npos;
}

template<std::size_t N>
bool oneOf(const OptionValue &value, const std::array<std::string_view, N> &words)
{
    const auto *s = std::get_if<std::string>(&value);
    return s && std::find(words.begin(), words.end(), *s) != words.end();
}

bool oneOf(const OptionValue &value, std::initializer_list<std::string_view> words)
{
    const auto *s = std::get_if<std::string>(&value);
    return s && std::find(words.begin(), words.end(), *s) != words.end();
}

bool integerIn(const OptionValue &value, long long lo, long long hi)
{
    const auto *i = std::get_if<long long>(&value);
    return i && *i >= lo && *i <= hi;
}

// Whether docs/RULES.md §7 (and RuleSet.h for the misslap_limit range) allow `value` for `name`.
bool validOption(std::string_view name, const OptionValue &value)
{
    if (name == "jokers")
        return integerIn(value, 0, 0) || integerIn(value, 2, 2);
    if (name == "slaps") {
        const auto *list = std::get_if<std::vector<std::string>>(&value);
        return list && std::all_of(list->begin(), list->end(), [](const std::string &id) {
                   return std::find(kPatternIds.begin(), kPatternIds.end(), id) != kPatternIds.end();
               });
    }
    if (name == "tens_letter_between" || name == "slap_in" || name == "misslap_leads"
        || name == "split_eights" || name == "ten_stops" || name == "dealer_starts")
        return std::holds_alternative<bool>(value);
    if (name == "sticky_faces") { // §9.3: distinct letter ranks
        const auto *list = std::get_if<std::vector<std::string>>(&value);
        if (!list)
            return false;
        std::string seen;
        for (const std::string &r : *list) {
            if (r.size() != 1 || std::string_view("JQKA").find(r[0]) == std::string_view::npos
                || seen.find(r[0]) != std::string::npos)
                return false;
            seen += r[0];
        }
        return true;
    }
    if (name == "slap_in_miss")
        return oneOf(value, {"out", "sit_out"});
    if (name == "run_ace")
        return oneOf(value, {"high", "both", "wrap"});
    if (name == "penalty")
        return oneOf(value, {"burn", "give_pile", "none", "lockout"});
    if (name == "lockout_cards") // §11.3
        return integerIn(value, 1, 52);
    if (name == "time_limit") // §11.4
        return integerIn(value, 0, 600);
    if (name == "burn_count")
        return integerIn(value, 1, 2);
    if (name == "misslap_limit")
        return integerIn(value, 0, 1000);
    if (name == "collect")
        return oneOf(value, {"immediate", "on_collect"});
    if (name == "leader")
        return oneOf(value, {"winner", "next"});
    if (name == "win")
        return oneOf(value, {"all_cards", "last_with_cards"});
    if (name == "only_slap_three_rank" || name == "forbidden_rank") {
        if (std::holds_alternative<std::monostate>(value))
            return true;
        const auto *s = std::get_if<std::string>(&value);
        // Only slap three: a number rank (2..9, T; seed 003 "no face card").
        const std::string_view ranks =
            name == "forbidden_rank" ? kRankLetters : std::string_view("23456789T");
        return s && s->size() == 1 && ranks.find((*s)[0]) != std::string_view::npos;
    }
    return false; // an unknown option
}

// The value option(name) must give back after setOption(name, value)
// succeeded: the value itself, the slap patterns once each in report order.
OptionValue canonical(std::string_view name, const OptionValue &value)
{
    if (name == "sticky_faces") { // reported in the order J Q K A
        const auto &letters = std::get<std::vector<std::string>>(value);
        std::vector<std::string> out;
        for (const char *r : {"J", "Q", "K", "A"})
            if (std::find(letters.begin(), letters.end(), r) != letters.end())
                out.emplace_back(r);
        return out;
    }
    if (name != "slaps")
        return value;
    const auto &ids = std::get<std::vector<std::string>>(value);
    std::vector<std::string> out;
    for (std::string_view id : kPatternIds)
        if (std::find(ids.begin(), ids.end(), id) != ids.end())
            out.emplace_back(id);
    return out;
}

std::string describeValue(const OptionValue &value)
{
    if (std::holds_alternative<std::monostate>(value))
        return "null";
    if (const auto *b = std::get_if<bool>(&value))
        return *b ? "true" : "false";
    if (const auto *i = std::get_if<long long>(&value))
        return std::to_string(*i);
    if (const auto *s = std::get_if<std::string>(&value))
        return '"' + *s + '"';
    std::string out = "[";
    for (const auto &s : std::get<std::vector<std::string>>(value))
        out += (out.size() > 1 ? ",\"" : "\"") + s + '"';
    return out + ']';
}

std::string pickWord(FuzzedDataProvider &in)
{
    if (in.ConsumeIntegralInRange(0, 7) == 0)
        return in.ConsumeRandomLengthString(12);
    return std::string(kWords[in.ConsumeIntegralInRange<std::size_t>(0, kWords.size() - 1)]);
}

OptionValue pickValue(FuzzedDataProvider &in)
{
    switch (in.ConsumeIntegralInRange(0, 5)) {
    case 0:
        return std::monostate{};
    case 1:
        return in.ConsumeBool();
    case 2: {
        static constexpr std::array<long long, 16> kIntegers = {
            0, 1, 2, 3, 5, -1, -2, 52, 53, 600, 601, 999, 1000, 1001, LLONG_MIN, LLONG_MAX};
        if (in.ConsumeBool())
            return in.ConsumeIntegral<long long>();
        return kIntegers[in.ConsumeIntegralInRange<std::size_t>(0, kIntegers.size() - 1)];
    }
    case 3:
        return pickWord(in);
    default: {
        std::vector<std::string> ids;
        const int n = in.ConsumeIntegralInRange(0, 15);
        const bool ranks = in.ConsumeBool(); // a list of rank letters (sticky_faces) or of pattern ids
        for (int i = 0; i < n; ++i) {
            if (ranks)
                ids.emplace_back(1, "JQKA5"[in.ConsumeIntegralInRange(0, 4)]);
            else if (in.ConsumeIntegralInRange(0, 7) == 0)
                ids.push_back(pickWord(in));
            else
                ids.emplace_back(
                    kPatternIds[in.ConsumeIntegralInRange<std::size_t>(0, kPatternIds.size() - 1)]);
        }
        return ids;
    }
    }
}

// Sets one option from the input and checks what setOption() did with it.
void setOneOption(FuzzedDataProvider &in, RuleSet &rules)
{
    std::string name;
    const auto which = in.ConsumeIntegralInRange<std::size_t>(0, kOptionNames.size());
    if (which < kOptionNames.size())
        name = kOptionNames[which];
    else
        name = in.ConsumeBool() ? pickWord(in) : in.ConsumeRandomLengthString(20);
    const OptionValue value = pickValue(in);

    const RuleSet before = rules;
    const std::string error = rules.setOption(name, value);
    const std::string what = "setOption(\"" + name + "\", " + describeValue(value) + ")";
    if (!validOption(name, value)) {
        check(!error.empty(), what + " accepted a value docs/RULES.md §7 does not allow");
        check(isOneLine(error), what + " refused it without a one-line message: " + error);
        check(rules == before, what + " was refused but changed the rules");
        return;
    }
    check(error.empty(), what + " refused a valid value: " + error);
    check(rules.option(name) == canonical(name, value), what + ": option() does not give the value back");
    // Only that option changed: putting the old value back restores the rules.
    RuleSet restored = rules;
    check(restored.setOption(name, before.option(name)).empty() && restored == before,
          what + " changed more than that option");
}

// A bad deck for `rules`: validateSetup() must refuse it.
std::vector<Card> badDeck(FuzzedDataProvider &in, const RuleSet &rules, std::vector<Card> deck)
{
    const auto index = [&] { return in.ConsumeIntegralInRange<std::size_t>(0, deck.size() - 1); };
    switch (in.ConsumeIntegralInRange(0, 4)) {
    case 0: // a card missing
        deck.erase(deck.begin() + std::ptrdiff_t(index()));
        break;
    case 1: { // a card twice, another missing
        const std::size_t a = index();
        std::size_t b = index();
        if (b == a)
            b = (a + 1) % deck.size();
        deck[b] = deck[a];
        break;
    }
    case 2: { // one card too many
        const Card extra = deck[index()];
        deck.insert(deck.begin() + std::ptrdiff_t(index()), extra);
        break;
    }
    case 3: // a joker where the rule set has none, or no jokers where it has two
        if (rules.jokers == 0)
            deck[index()] = in.ConsumeBool() ? Card::redJoker() : Card::blackJoker();
        else
            deck = RuleSet().fullDeck(); // the 52 regular cards
        break;
    default:
        deck.clear();
        break;
    }
    return deck;
}

// docs/RULES.md §3, read directly for the simplest patterns: what a slap on the
// pile reports.
void checkPatterns(const Game &game)
{
    const RuleSet &rules = game.rules();
    const PatternSet found = game.slappablePatterns();
    const auto played = game.playedCards();
    PatternSet allowed = rules.slaps;
    if (rules.onlySlapThreeRank)
        allowed.insert(SlapPattern::Triple);
    check((found.bits() & ~allowed.bits()) == 0, "a pattern that is not enabled matched");
    if (played.empty()) {
        check(found.empty(), "an empty pile (or only burned cards) is slappable");
        return;
    }
    const Card top = played.back();
    if (rules.forbiddenRank && !top.isJoker() && top.rank() == *rules.forbiddenRank) {
        check(found.empty(), "the top card has the forbidden rank, yet the pile is slappable");
        return;
    }
    if (rules.slaps.contains(SlapPattern::Joker))
        check(found.contains(SlapPattern::Joker) == top.isJoker(), "joker: the top card decides");
    if (rules.slaps.contains(SlapPattern::Ten))
        check(found.contains(SlapPattern::Ten) == (top.rank() == Rank::Ten), "ten: the top card decides");
    if (played.size() >= 2 && rules.slaps.contains(SlapPattern::Double)) {
        const Card second = played[played.size() - 2];
        const bool same = top.rank() == second.rank();
        const bool three = rules.onlySlapThreeRank && top.rank() == *rules.onlySlapThreeRank;
        check(found.contains(SlapPattern::Double) == (same && !three), "double: the top two cards decide");
    }
}

// docs/RULES.md §1: card i goes to seat i mod N, the first card a seat receives
// is the top of its hand; seat 0 plays first.
void checkDeal(const Game &game, const std::vector<Card> &deck)
{
    const int n = game.players();
    for (int s = 0; s < n; ++s) {
        const CardStack &hand = game.hand(s);
        check(hand.size() == (int(deck.size()) - s + n - 1) / n,
              "seat " + std::to_string(s) + " was dealt a wrong count");
        for (int k = 0; k < hand.size(); ++k)
            check(hand[k] == deck[std::size_t(k * n + s)], "the deal is not card i to seat i mod N");
    }
    check(game.turn() == 0 && game.pile().empty() && !game.challengeActive() && game.pendingSeat() < 0
              && !game.isOver() && game.plays() == 0,
          "the game does not start with seat 0 to play and an empty pile");
}

std::string actionText(Action a)
{
    switch (a.type) {
    case Action::Type::Play:
        return "P";
    case Action::Type::Collect:
        return "C";
    case Action::Type::TimeUp:
        return "T";
    case Action::Type::Slap:
        break;
    }
    return "S" + std::to_string(a.seat);
}

// One action from one input byte: half plays, slaps by any seat, collects,
// once in a while time up (docs/RULES.md §11.4), and now and then a slap by
// a seat that does not exist (Game::apply: a precondition error, rejected
// as `out`).
Action actionFromByte(std::uint8_t b, int players)
{
    if (b < 128)
        return Action::play();
    if (b < 224)
        return Action::slap((b - 128) % players);
    if (b < 239)
        return Action::collect();
    if (b == 239)
        return Action::timeUp();
    static constexpr std::array<int, 4> kNoSuchSeat = {-1, INT_MIN, INT_MAX, kMaxPlayers};
    return Action::slap(b & 4 ? players : kNoSuchSeat[b & 3]);
}

void step(Game &game, Action action, std::vector<Event> &events, int index)
{
    const Game before = game;
    events.clear();
    game.apply(action, events);
    const std::string where = "action " + std::to_string(index) + " (" + actionText(action) + "): ";
    if (const std::string error = checkTransition(before, action, events, game); !error.empty())
        fail(where + error);
    if (const std::string error = checkInvariants(game); !error.empty())
        fail(where + error);
    checkPatterns(game);
}

// The engine's own tables agree with RULES.md (once per process).
void checkTables()
{
    const auto &names = RuleSet::optionNames();
    check(std::equal(names.begin(), names.end(), kOptionNames.begin(), kOptionNames.end()),
          "RuleSet::optionNames() differs from docs/RULES.md §7");
    for (int i = 0; i < kSlapPatternCount; ++i)
        check(patternId(SlapPattern(i)) == kPatternIds[std::size_t(i)],
              "patternId() differs from docs/RULES.md §3");
    const auto &presets = RuleSet::presetNames();
    check(std::equal(presets.begin(), presets.end(), kPresets.begin(), kPresets.end()),
          "RuleSet::presetNames() differs from docs/RULES.md §7");
    check(RuleSet::preset("house") == RuleSet{}, "a default RuleSet is not the house preset");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const bool tablesChecked = (checkTables(), true);
    (void)tablesChecked;
    FuzzedDataProvider in(data, size);
    g_context = "setting up";

    // The rule set: a preset (or an unknown name, refused), then options.
    const auto presetIndex = in.ConsumeIntegralInRange<std::size_t>(0, kPresets.size());
    RuleSet rules;
    if (presetIndex < kPresets.size()) {
        const auto preset = RuleSet::preset(kPresets[presetIndex]);
        check(preset.has_value(), "preset " + std::string(kPresets[presetIndex]) + " is missing");
        rules = *preset;
    } else { // any other name is no preset
        const std::string name = in.ConsumeRandomLengthString(16);
        const bool known = std::find(kPresets.begin(), kPresets.end(), name) != kPresets.end();
        const auto preset = RuleSet::preset(name);
        check(preset.has_value() == known, "preset(\"" + name + "\") is wrong about the name being a preset");
        if (preset)
            rules = *preset;
    }
    const int optionCount = in.ConsumeIntegralInRange(0, 24);
    for (int i = 0; i < optionCount; ++i)
        setOneOption(in, rules);

    // Players: 2-8, now and then a count validateSetup() must refuse.
    int players = kMinPlayers + in.ConsumeIntegralInRange(0, kMaxPlayers - kMinPlayers);
    const bool badPlayers = in.ConsumeIntegralInRange(0, 31) == 0;
    if (badPlayers) {
        static constexpr std::array<int, 6> kBad = {-1, 0, 1, 9, INT_MIN, INT_MAX};
        players = kBad[in.ConsumeIntegralInRange<std::size_t>(0, kBad.size() - 1)];
    }

    // The deck: the rule set's cards in an order the input chooses (or
    // seeds), or now and then a bad deck.
    std::vector<Card> deck = rules.fullDeck();
    const int deckMode = in.ConsumeIntegralInRange(0, 15);
    if (deckMode < 6) {
        for (std::size_t i = deck.size() - 1; i > 0; --i) // Fisher-Yates from the input
            std::swap(deck[i], deck[in.ConsumeIntegralInRange<std::size_t>(0, i)]);
    } else if (deckMode < 14) {
        Random(in.ConsumeIntegral<std::uint64_t>()).shuffle(std::span<Card>(deck));
    } // 14: fullDeck() order
    const bool badDeckWanted = deckMode == 15;
    if (badDeckWanted)
        deck = badDeck(in, rules, deck);

    g_context = describeRules(rules) + " players=" + std::to_string(players);
    const std::string setupError = Game::validateSetup(rules, players, deck);
    if (badPlayers || badDeckWanted) {
        check(!setupError.empty(), "validateSetup() accepted a bad setup");
        check(isOneLine(setupError), "validateSetup() refused without a one-line message: " + setupError);
        return 0;
    }
    check(setupError.empty(), "validateSetup() refused a good setup: " + setupError);

    const std::uint64_t playOutSeed = in.ConsumeIntegral<std::uint64_t>();
    const int playOutBudget = in.ConsumeIntegralInRange(0, kMaxActions);

    Game game(rules, players, deck);
    checkDeal(game, deck);
    if (const std::string error = checkInvariants(game); !error.empty())
        fail("after the deal: " + error);

    // The input's own actions, one byte each; a few after the end at most.
    std::vector<Event> events;
    int index = 0;
    int afterEnd = 0;
    for (const std::uint8_t b : in.ConsumeRemainingBytes<std::uint8_t>()) {
        if (index >= kMaxActions || (game.isOver() && ++afterEnd > 3))
            break;
        step(game, actionFromByte(b, players), events, ++index);
    }
    // Then a play-out from the input's seed, within its budget.
    Random random(playOutSeed);
    for (int i = 0; i < playOutBudget && index < kMaxActions && !game.isOver(); ++i)
        step(game, randomAction(random, game), events, ++index);

    if (!game.isOver()) { // docs/RULES.md §6 max_plays, as the simulator ends a game
        events.clear();
        game.declareDraw(events);
        check(events.size() == 1 && events.front().type == Event::Type::GameOver && events.front().seat == -1
                  && game.isOver() && game.winner() == -1,
              "declareDraw() did not end the game as a draw");
        if (const std::string error = checkInvariants(game); !error.empty())
            fail("after declareDraw(): " + error);
    }
    return 0;
}
