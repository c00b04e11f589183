// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace ratscrew {

/// The slap patterns of docs/RULES.md §3, in the table's (= report) order.
enum class SlapPattern : std::uint8_t {
    Double,
    Triple,
    Sandwich,
    TopBottom,
    Tens,
    Ten,
    TensSandwich,
    ThreeTens,
    FourInARow,
    RunOfThree,
    Marriage,
    Joker,
    ThreeOfASuit,
    FourOfASuit, ///< docs/RULES.md §11.1
    Divorce,     ///< §11.1
    BigMac,      ///< §11.1
};
inline constexpr int kSlapPatternCount = 16;

/// A set of slap patterns as a bit mask (bit i = SlapPattern(i)).
class PatternSet
{
public:
    constexpr PatternSet() = default;
    constexpr PatternSet(std::initializer_list<SlapPattern> patterns)
    {
        for (auto p : patterns)
            insert(p);
    }
    /// The set with bit i set for each SlapPattern(i) (higher bits ignored).
    static constexpr PatternSet fromBits(unsigned bits)
    {
        PatternSet set;
        set.m_bits = std::uint16_t(bits & ((1u << kSlapPatternCount) - 1));
        static_assert(kSlapPatternCount <= 16, "a pattern for each bit of m_bits");
        return set;
    }
    constexpr void insert(SlapPattern p) { m_bits |= std::uint16_t(1u << unsigned(p)); }
    constexpr void erase(SlapPattern p) { m_bits &= std::uint16_t(~(1u << unsigned(p))); }
    constexpr bool contains(SlapPattern p) const { return m_bits & (1u << unsigned(p)); }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr std::uint16_t bits() const { return m_bits; }
    /// The patterns in report order.
    std::vector<SlapPattern> toList() const;
    friend constexpr bool operator==(PatternSet a, PatternSet b) { return a.m_bits == b.m_bits; }

private:
    std::uint16_t m_bits = 0;
};

/// `text` in single quotes for a one-line message: control characters (a
/// newline, a tab, …) are written as escapes (`\n`, `\t`, `\x1b`), so a
/// name read from a file cannot break the message in two.
std::string quoted(std::string_view text);

/// The id of docs/RULES.md §3 (`double`, `top_bottom`, …).
std::string_view patternId(SlapPattern p);
std::optional<SlapPattern> parsePatternId(std::string_view id);

enum class RunAce : std::uint8_t { High, Both, Wrap }; ///< `run_ace`
/// `penalty` of a misslap by a seat with cards (docs/RULES.md §4; `none`
/// and `lockout` §11.3).
enum class Penalty : std::uint8_t { Burn, GivePile, None, Lockout };
enum class Collect : std::uint8_t { Immediate, OnCollect };         ///< `collect`
enum class Leader : std::uint8_t { Winner, Next };                  ///< `leader`
enum class WinCondition : std::uint8_t { AllCards, LastWithCards }; ///< `win`
enum class SlapInMiss : std::uint8_t { Out, SitOut };               ///< `slap_in_miss`

/// A set of ranks as a bit mask (bit r = Rank(r)); `sticky_faces` holds
/// letter ranks only (docs/RULES.md §9.1).
class RankSet
{
public:
    constexpr RankSet() = default;
    constexpr RankSet(std::initializer_list<Rank> ranks)
    {
        for (auto r : ranks)
            insert(r);
    }
    constexpr void insert(Rank r) { m_bits |= std::uint16_t(1u << unsigned(r)); }
    constexpr bool contains(Rank r) const { return m_bits & (1u << unsigned(r)); }
    constexpr bool empty() const { return m_bits == 0; }
    friend constexpr bool operator==(RankSet a, RankSet b) { return a.m_bits == b.m_bits; }

private:
    std::uint16_t m_bits = 0;
};

/// A value of one rule option as it comes from a file or the command line:
/// null, a boolean, an integer, a string or a list of strings.
using OptionValue = std::variant<std::monostate, bool, long long, std::string, std::vector<std::string>>;

/// Every option of docs/RULES.md §7. A default-constructed RuleSet is the
/// `house` preset.
struct RuleSet
{
    int jokers = 0; ///< 0 or 2
    PatternSet slaps{SlapPattern::Double, SlapPattern::Sandwich,   SlapPattern::TopBottom,
                     SlapPattern::Tens,   SlapPattern::FourInARow, SlapPattern::Marriage};
    bool tensLetterBetween = true;
    RunAce runAce = RunAce::Both;
    Penalty penalty = Penalty::Burn;
    int burnCount = 2; ///< 1 or 2 cards per misslap (with `penalty: burn`)
    int misslapLimit =
        0; ///< 0 = no limit; a streak (consecutive cards misslapped on) above it puts the seat out (0..1000)
    /// After a burn penalty the misslapper plays next (outside a challenge
    /// and a pending award; docs/RULES.md §4).
    bool misslapLeads = false;
    /// What an empty-handed misslap costs: out of the game, or sitting out
    /// for as many played cards as other seats hold cards (docs/RULES.md §4).
    SlapInMiss slapInMiss = SlapInMiss::Out;
    Collect collect = Collect::Immediate;
    Leader leader = Leader::Next;
    bool slapIn = true;
    WinCondition win = WinCondition::LastWithCards;
    std::optional<Rank> onlySlapThreeRank; ///< a number rank 2..10

    std::optional<Rank> forbiddenRank;
    /// Letter ranks a seat other than the challenger and the answering seat
    /// may slap to take a challenge over: a *stick* (docs/RULES.md §9.1).
    RankSet stickyFaces;
    /// A slap on an 8 starts a second pile beside the slap pile: a *split*
    /// (docs/RULES.md §9.2).
    bool splitEights = false;
    /// During a challenge a `T` played by the answering seat ends it:
    /// nobody wins the pile (docs/RULES.md §11.2).
    bool tenStops = false;
    /// With `penalty: lockout`, the played cards a misslapper may not slap
    /// for, 1..52 (docs/RULES.md §11.3).
    int lockoutCards = 5;
    static constexpr int kMaxLockoutCards = 52;
    /// The game's length in minutes of its own clock, 0..600; 0 = no
    /// limit. The app and the simulator act `T` (time up) when the clock
    /// reaches it; the engine and script mode only check the value
    /// (docs/RULES.md §11.4).
    int timeLimitMinutes = 0;
    static constexpr int kMaxTimeLimitMinutes = 600;
    /// Whether either call of docs/RULES.md §9 can happen.
    bool hasCalls() const { return splitEights || !stickyFaces.empty(); }
    /// `dealer_starts`: the dealer is dealt the first card and plays first
    /// (seed 003's table, the `slaps` presets); otherwise the dealer is the
    /// seat before the first player (docs/RULES.md §1). Only who is shown
    /// as the dealer depends on it.
    bool dealerStarts = false;
    /// The dealer of a rule set written before `dealer_starts` existed (a
    /// version 1 rule code, a record of version 2 or less, a custom rule
    /// set saved without it): those versions let the dealer start where
    /// the misslapper leads and a missed slap-in sits out, as in every
    /// `slaps` preset.
    static bool dealerStartsBefore(const RuleSet &rules)
    {
        return rules.misslapLeads && rules.slapInMiss == SlapInMiss::SitOut;
    }
    /// Card plays after which a simulated game is a draw (docs/RULES.md §6);
    /// 0 = no limit (script mode and the app).
    long long maxPlays = 0;

    /// Number of cards in the deck: 52 + jokers.
    int deckSize() const { return Card::kRegularCount + jokers; }
    /// Every card of this rule set's deck in a fixed order (C, D, H, S by rank, then RJ, BJ).
    std::vector<Card> fullDeck() const;

    /// The names of the six presets, in the order of docs/RULES.md §7.
    static const std::array<std::string_view, 6> &presetNames();
    /// The preset `name` (`house`, `bicycle`, `slaps`, `slaps_advanced`,
    /// `classic`, `slaps_full`), or nothing for an unknown name.
    static std::optional<RuleSet> preset(std::string_view name);

    /// The option names of docs/RULES.md §7, §9 and §11 (`jokers`, `slaps`,
    /// …, `split_eights`, `ten_stops`, `lockout_cards`, `time_limit`), then
    /// §1's `dealer_starts`.
    static const std::vector<std::string_view> &optionNames();

    /// Sets option `name` (a name of optionNames()) to `value`.
    /// Returns an empty string on success, otherwise a one-line message
    /// (unknown option, wrong type, value out of range, unknown pattern or
    /// rank) and leaves the rule set unchanged.
    std::string setOption(std::string_view name, const OptionValue &value);

    /// The value of option `name` as it would be given to setOption().
    OptionValue option(std::string_view name) const;

    friend bool operator==(const RuleSet &, const RuleSet &) = default;
};

} // namespace ratscrew
