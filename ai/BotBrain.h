// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "Card.h"
#include "Game.h"
#include "LogNormalDelay.h"
#include "Random.h"
#include "RuleSet.h"

#include <algorithm>
#include <array>
#include <bit>
#include <span>

namespace ratscrew {

/// What a bot does about the pile it sees.
struct SlapDecision
{
    bool slap = false;
    int delayMs = 0;        ///< from the moment the top card is visible (ms)
    PatternSet recognised;  ///< the patterns it saw (empty for a call or a false slap)
    Call call = Call::None; ///< the call it saw (docs/RULES.md §9); None for a pattern or a false slap
};

/// What a bot sees of the calls of docs/RULES.md §9, beside the slap pile:
/// only filled in when the rules have calls (RuleSet::hasCalls()).
struct CallSight
{
    std::span<const Card> splitPlayed; ///< the split pile's played cards, top card last (empty: none)
    PatternSet splitPatterns;          ///< what `splitPlayed` matches
    Call call = Call::None;            ///< the call a slap by this bot would be now (Table::callFor)
    bool nearMiss = false;             ///< the piles look like a call that is none (isCallNearMiss)
};

/// A profile's chances as thresholds for the bot's rolls (Chance), and its
/// reaction time's shape with its table, worked out once per profile: what
/// BotBrain::decideSlap() compares its uniform draw with, so that a
/// decision costs no conversion of the draw, and what it draws a reaction
/// time from, so that it costs no exponential (LogNormalDelay).
struct SlapOdds
{
    explicit SlapOdds(const BotProfile &profile);

    Chance miss;      ///< missChance
    Chance falseSlap; ///< falseSlapChance
    Chance nearMiss;  ///< falseSlapChance raised by nearMissFactor (a near miss; at least falseSlap)
    Chance callMiss;  ///< callMissChance
    Chance falseCall; ///< falseCallChance
    /// The third edition's patterns (docs/RULES.md §11.1: four_of_a_suit,
    /// divorce, big_mac) that the rules enable: a pile that nearly makes
    /// one of them is a near miss too (BotBrain::isNearMiss(PatternSet,
    /// ...)). Empty, as for the rules before them, until seeRules().
    PatternSet thirdEdition;
    /// Takes `rules`' third-edition patterns (thirdEdition); the chances stay.
    void seeRules(const RuleSet &rules) { thirdEdition = thirdEditionOf(rules); }
    static constexpr PatternSet thirdEditionOf(const RuleSet &rules)
    {
        return PatternSet::fromBits(rules.slaps.bits() & kThirdEditionBits);
    }
    static constexpr unsigned kThirdEditionBits = (1u << unsigned(SlapPattern::FourOfASuit))
                                                  | (1u << unsigned(SlapPattern::Divorce))
                                                  | (1u << unsigned(SlapPattern::BigMac));
    /// The reaction time before any recognition cost (ms):
    /// BotBrain::reactionTime(profile).
    LogNormalDelay reaction;
};

/// The pure decision model of a bot: a function of what the bot can see
/// (the pile's played cards and the patterns they match under the rules)
/// and a seeded generator. No clock, no Qt: the app schedules the result
/// on timers, the simulator on a virtual clock.
class BotBrain
{
public:
    /// Decides whether and how fast the bot slaps the pile `played` (the
    /// pile's played cards in play order, top card last), given
    /// `patterns`, the enabled patterns that the pile matches
    /// (matchSlapPatterns(), computed once for all bots at the table).
    ///
    /// If a pattern matches, the bot slaps unless it misses it (chance
    /// `missChance`). If none does, it may slap by mistake (chance
    /// `falseSlapChance`, raised by `nearMissFactor` on a near miss), a
    /// little later than a true slap.
    ///
    /// Returns true if the bot slaps, and only then fills in `decision`.
    /// Draws from `random`: nothing on an empty pile; otherwise one
    /// uniform number, then a reaction time only when the bot slaps.
    static bool decideSlap(const BotProfile &profile, std::span<const Card> played, PatternSet patterns,
                           Random &random, SlapDecision &decision)
    {
        return decideSlap(profile, SlapOdds(profile), played, patterns, random, decision);
    }
    /// The same with `odds`, which must be SlapOdds(profile): for a caller
    /// that decides many times with one profile (BotMind).
    static bool decideSlap(const BotProfile &profile, const SlapOdds &odds, std::span<const Card> played,
                           PatternSet patterns, Random &random, SlapDecision &decision);
    /// The same under rules with calls (docs/RULES.md §9), with `calls`
    /// what the bot sees beside the slap pile. A pattern on either pile
    /// comes first, as in the engine (missed with `missChance`; the
    /// decision recognises the patterns of the pile the slap takes: the
    /// slap pile's, else the split pile's). Else a call is slapped unless
    /// missed (`callMissChance`), `callCostMs` later than a double. Else a
    /// false slap as above, where a call's near miss raises the chance to
    /// at least `falseCallChance` and such a slap comes as late as a call.
    /// Draws from `random` exactly as the overload above.
    static bool decideSlap(const BotProfile &profile, std::span<const Card> played, PatternSet patterns,
                           const CallSight &calls, Random &random, SlapDecision &decision)
    {
        return decideSlap(profile, SlapOdds(profile), played, patterns, calls, random, decision);
    }
    /// The same with `odds` = SlapOdds(profile).
    static bool decideSlap(const BotProfile &profile, const SlapOdds &odds, std::span<const Card> played,
                           PatternSet patterns, const CallSight &calls, Random &random,
                           SlapDecision &decision);

    /// How long the bot waits before playing its own card (ms, >= 100):
    /// one draw of playDelay(profile), at least 100.
    static int playDelayMs(const BotProfile &profile, Random &random)
    {
        return playDelayMs(LogNormalDelay::computed(profile.playDelayMs, kPlayDelaySigma), random);
    }
    /// The same with `delay` = playDelay(profile), for a caller that draws
    /// many times with one profile (BotMind).
    static int playDelayMs(const LogNormalDelay &delay, Random &random)
    {
        return atLeastPlayDelay(delay(random));
    }
    /// A drawn play delay (ms) as the bot waits it: at least 100.
    static int atLeastPlayDelay(int drawnMs) { return std::max(100, drawnMs); }
    /// The sigma of every bot's play delay.
    static constexpr double kPlayDelaySigma = 0.25;
    /// The shape of a profile's play delay (median playDelayMs, sigma
    /// kPlayDelaySigma) and of its reaction time (medianReactionMs,
    /// spread), with their tables (LogNormalDelay).
    static LogNormalDelay playDelay(const BotProfile &profile)
    {
        return LogNormalDelay(profile.playDelayMs, kPlayDelaySigma);
    }
    static LogNormalDelay reactionTime(const BotProfile &profile)
    {
        return LogNormalDelay(profile.medianReactionMs, profile.spread);
    }

    /// Extra time to recognise a pattern on top of a simple reaction (ms):
    /// a double or a joker is seen at once, a top-bottom or a four-in-a-row
    /// takes a while.
    static constexpr int recognitionCostMs(SlapPattern pattern)
    {
        switch (pattern) {
        case SlapPattern::Double:
        case SlapPattern::Joker:
        case SlapPattern::Ten:
            return 0;
        case SlapPattern::Marriage:
            return 60;
        case SlapPattern::Triple:
        case SlapPattern::Sandwich:
            return 90;
        case SlapPattern::ThreeOfASuit:
            return 140;
        case SlapPattern::Divorce: // a marriage across a card, as a sandwich is a double across one
            return 150;
        case SlapPattern::FourOfASuit: // three of a suit and one card more, as four in a row to a run
            return 160;
        case SlapPattern::BigMac: // a sandwich one card deeper, a fixed depth: short of top and bottom
            return 200;
        case SlapPattern::Tens:
            return 160;
        case SlapPattern::TensSandwich:
            return 200;
        case SlapPattern::TopBottom:
            return 220;
        case SlapPattern::RunOfThree:
        case SlapPattern::ThreeTens:
            return 240;
        case SlapPattern::FourInARow:
            return 260;
        }
        return 0;
    }
    /// The cost of the easiest pattern of a set (ms; 0 for an empty set).
    /// Inline and looked up: every slap a bot decides on asks it.
    static int recognitionCostMs(PatternSet patterns)
    {
        // recognitionCostMs() of each pattern, by SlapPattern: looked up,
        // not switched on.
        static constexpr std::array<int, kSlapPatternCount> kRecognitionCostMs = [] {
            std::array<int, kSlapPatternCount> costs{};
            for (std::size_t p = 0; p < costs.size(); ++p)
                costs[p] = recognitionCostMs(SlapPattern(p));
            return costs;
        }();
        int cost = patterns.empty() ? 0 : 10000;
        for (unsigned bits = patterns.bits(); bits != 0; bits &= bits - 1) // the easiest one is seen first
            cost = std::min(cost, kRecognitionCostMs[std::size_t(std::countr_zero(bits))]);
        return cost;
    }

    /// True if the pile looks almost slappable (ranks one apart, numeric
    /// sums of 9 or 11, a J next to a Q or K, a sandwich one rank off): the
    /// place where people slap by mistake. The same under every rule set.
    static bool isNearMiss(std::span<const Card> played);
    /// True if the pile nearly makes one of `thirdEdition`'s patterns
    /// (docs/RULES.md §11.1; SlapOdds::thirdEdition) without making it: for
    /// `divorce` a queen or king two cards under a jack, or a queen and a
    /// king three cards apart; for `four_of_a_suit` three cards of a suit
    /// on a fourth of another; for `big_mac` the top card's rank two or
    /// four cards down (one card or three between, not two). Only asked
    /// when the pile matches no enabled pattern.
    static bool isNearMiss(PatternSet thirdEdition, std::span<const Card> played);
    /// Either near miss: the plain one, or one of the odds' third-edition
    /// patterns.
    static bool isNearMiss(const SlapOdds &odds, std::span<const Card> played)
    {
        return isNearMiss(played) || (!odds.thirdEdition.empty() && isNearMiss(odds.thirdEdition, played));
    }

    /// True if the piles look like a call that a slap by this bot would
    /// not be (docs/RULES.md §9; call with Call::None from Table::callFor):
    /// with `sticky_faces`, a letter card on top of either pile while a
    /// challenge is on and the bot is neither its challenger nor the seat
    /// to play (`bystander`), but the card is not sticky or was stuck
    /// already; with `split_eights`, a 9 on top of either pile, or an 8
    /// that cannot be split (a split pile exists, a challenge is on, ...).
    static bool isCallNearMiss(const RuleSet &rules, std::span<const Card> played,
                               std::span<const Card> splitPlayed, bool bystander);

    /// A log-normal draw with the given median (ms) and sigma, clamped to
    /// 80..5000 ms: LogNormalDelay::exactMs(medianMs, sigma, z) for one
    /// deviate z = random.normal().
    static int logNormalMs(double medianMs, double sigma, Random &random)
    {
        return LogNormalDelay::exactMs(medianMs, sigma, random.normal());
    }
    /// The slap on a pile showing `patterns` (not empty) once seen: the
    /// median plus the easiest pattern's recognition cost, or for the
    /// `match` level the quickest of its per-pattern medians
    /// (BotProfile::patternMedianMs); one draw from `random`.
    static SlapDecision slapOn(const BotProfile &profile, PatternSet patterns, Random &random)
    {
        return slapOn(profile, LogNormalDelay::computed(profile.medianReactionMs, profile.spread), patterns,
                      random);
    }
    /// The same with `reaction` = reactionTime(profile).
    static SlapDecision slapOn(const BotProfile &profile, const LogNormalDelay &reaction, PatternSet patterns,
                               Random &random)
    {
        return {true, slapDelayMs(profile, reaction, patterns, random), patterns, Call::None};
    }
    /// slapOn()'s delay alone (ms): returned in a register, where the
    /// decision would be assembled in memory and read back whole.
    static int slapDelayMs(const BotProfile &profile, const LogNormalDelay &reaction, PatternSet patterns,
                           Random &random)
    {
        if (profile.level == BotProfile::kMatchLevel) [[unlikely]]
            return matchSlapDelayMs(profile, reaction, patterns, random);
        return reaction(random) + recognitionCostMs(patterns);
    }

    /// The slap by mistake on a pile that matches nothing, after decideSlap()'s
    /// roll (`roll`, below odds.nearMiss): its delay (ms), drawn from
    /// `random`, or -1 if the roll does not admit one (above odds.falseSlap
    /// where the pile is no near miss). An int, so that a caller's decision
    /// never has to be in memory (decideSlap inlined, the decision stays in
    /// registers).
    static int falseSlapDelayMs(const SlapOdds &odds, std::span<const Card> played, std::uint64_t roll,
                                Random &random);

private:
    /// slapDelayMs() for a `match` bot (MatchSpeed): per-pattern medians.
    static int matchSlapDelayMs(const BotProfile &profile, const LogNormalDelay &reaction,
                                PatternSet patterns, Random &random);

    /// The false-slap chance on a near miss (at least the plain one).
    static double nearMissChance(const BotProfile &profile)
    {
        return profile.falseSlapChance * std::max(profile.nearMissFactor, 1.0);
    }
};

// Inline: the simulator asks every bot about every card.
inline bool BotBrain::decideSlap(const BotProfile &profile, const SlapOdds &odds,
                                 std::span<const Card> played, PatternSet patterns, Random &random,
                                 SlapDecision &decision)
{
    if (played.empty())
        return false;
    const std::uint64_t roll = random.uniformBits(); // the uniform draw, unscaled
    if (!patterns.empty()) {
        if (odds.miss.admits(roll))
            return false;
        decision = slapOn(profile, odds.reaction, patterns, random);
        return true;
    }
    // Only a roll below the near-miss chance can lead to a false slap
    // (most rolls end here, before the pile is looked at).
    if (!odds.nearMiss.admits(roll))
        return false;
    const int delayMs = falseSlapDelayMs(odds, played, roll, random);
    if (delayMs < 0)
        return false;
    decision = {true, delayMs, PatternSet{}, Call::None};
    return true;
}

} // namespace ratscrew
