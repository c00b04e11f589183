// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotBrain.h"
#include "BotProfile.h"
#include "Random.h"
#include "Table.h"
#include "Timing.h"

#include <cstdint>
#include <span>

namespace ratscrew {

/// What one bot can see at one moment.
struct BotView
{
    std::uint64_t generation = 0; ///< changes whenever the played cards change
    std::span<const Card> played; ///< the pile's played cards, top card last
    PatternSet patterns;          ///< what `played` matches (matchSlapPatterns(*rules, played))
    const RuleSet *rules = nullptr;
    bool canSlap = false; ///< not out, not sitting or locked out, and holds cards or slap_in is on
    /// A slap costs the bot nothing now: `penalty: none` (docs/RULES.md
    /// §11.3), it holds cards (an empty hand's misslap still follows
    /// slap_in_miss) and one more misslap keeps it within misslap_limit.
    bool slapIsFree = false;
    bool myTurn = false;      ///< the bot must play now (no award pending)
    bool playPending = false; ///< the bot's play is already scheduled
    /// With calls (rules->hasCalls(), docs/RULES.md §9; else left empty):
    /// the split pile and the call this player would make. A bot decides
    /// on them only when `hasCalls` is true, so rules without calls take
    /// the one-pile path they always took.
    bool hasCalls = false;
    CallSight calls;

    /// Whether `rules` can make a slap free (BotView::slapIsFree): `penalty: none`.
    static bool slapsForFree(const RuleSet &rules) { return rules.penalty == Penalty::None; }

    /// What `player` sees at `table`; playPending is for the bot's runner
    /// to fill in. The only place a view is built: the app's BotPlayer and
    /// the simulator both use it (the simulator in its two halves, the
    /// table's part once for all bots).
    static BotView of(const Table &table, int player)
    {
        BotView view = of(table);
        view.lookFrom(table, player);
        return view;
    }
    /// The part every bot at `table` sees alike.
    ///
    /// `MayCall` = false is for a caller that knows the rules have no calls
    /// (the simulator, per game): the view then skips them at compile
    /// time, and the one-pile path costs what it cost before calls existed
    /// (docs/PERFORMANCE.md). Rules with calls need the default.
    template<bool MayCall = true>
    static BotView of(const Table &table)
    {
        BotView view;
        view.generation = table.generation();
        view.played = table.played();
        view.rules = &table.rules();
        view.patterns = table.patterns();
        if constexpr (MayCall) {
            view.hasCalls = view.rules->hasCalls();
            if (view.hasCalls) [[unlikely]] {
                view.calls.splitPlayed = table.played(PileId::Split);
                view.calls.splitPatterns = table.patterns(PileId::Split);
            }
        }
        return view;
    }
    /// Turns this view of `table` into `player`'s (0..players-1). Returns
    /// false if the player is out: an out player sees nothing any more, and
    /// its runner stops its timers. `MayCall` as for of().
    template<bool MayCall = true>
    bool lookFrom(const Table &table, int player)
    {
        const Game &game = table.game();
        const bool out = game.isOut(player);
        // Not while sitting out after a missed slap-in (docs/RULES.md §4)
        // or locked out after a misslap (`penalty: lockout`, §11.3): such a
        // slap would only be refused.
        canSlap = !out && game.sitOutCards(player) == 0 && (rules->slapIn || !game.hand(player).empty());
        slapIsFree = canSlap && slapsForFree(*rules) && !game.hand(player).empty()
                     && (rules->misslapLimit == 0 || game.misslapStreak(player) < rules->misslapLimit);
        myTurn = table.turnPlayer() == player; // nobody's while a card is in the air
        if constexpr (MayCall) {
            if (hasCalls) [[unlikely]] {
                calls.call = table.callFor(player);
                const bool bystander = game.challengeActive() && player != game.challenger() && !myTurn;
                calls.nearMiss = calls.call == Call::None
                                 && BotBrain::isCallNearMiss(*rules, played, calls.splitPlayed, bystander);
            }
        }
        return !out;
    }
};

/// What to do with the bot's two timers after an observation.
struct BotPlan
{
    enum class Timer : std::uint8_t { Keep, Stop, Start };
    Timer slap = Timer::Keep;
    int slapDelayMs = 0;    ///< from now (with Start): the reaction to the cards that landed
    PatternSet recognised;  ///< what the slap is for (empty: a call or a false slap)
    Call call = Call::None; ///< the call the slap is for (docs/RULES.md §9), None otherwise
    Timer play = Timer::Keep;
    int playDelayMs = 0; ///< from now (with Start)
};

/// The whole of a bot's behaviour, with no clock and no Qt: it is told
/// what the bot sees whenever the game changes and answers which timers
/// to start or stop. It sees only cards that landed (docs/RULES.md §12),
/// so its delays count from now: a reaction from the card's landing. The app runs it on QTimers (BotPlayer),
/// the simulator on a virtual clock, so a bot behaves the same in both.
///
/// One slap decision is made per generation of the pile, one play delay
/// per turn; every draw comes from the bot's own seeded generator.
class BotMind
{
public:
    BotMind(const BotProfile &profile, std::uint64_t seed);

    const BotProfile &profile() const { return m_profile; }
    /// Plays with `profile` from the next decision on (the `match` level
    /// when it has learnt more of the person's speed).
    void setProfile(const BotProfile &profile)
    {
        m_profile = profile;
        m_odds = SlapOdds(profile);
        m_playDelay = BotBrain::playDelay(profile);
    }

    /// Scales the play delay (0.25..4; 1 = the profile's own).
    void setPlaySpeedFactor(double factor);

    /// The plan after the game changed to `view`.
    BotPlan observe(const BotView &view);
    /// The two halves of observe(), for a caller that looks after many
    /// bots (the simulator, for every bot after every card): the slap
    /// timer (the plan's play part is Keep) and the play timer (the slap
    /// part is Keep). For a bot whose turn it is not, observePlay() only
    /// says Stop and changes nothing. `MayCall` as for BotView::of(); a
    /// view made with it false needs it false here too.
    template<bool MayCall = true>
    BotPlan observeSlap(const BotView &view);
    BotPlan observePlay(const BotView &view);
    /// observePlay() for a view with `myTurn` true, from the only two
    /// things it then reads: the view's generation and playPending (for a
    /// caller that knows whose turn it is and builds no view for it).
    BotPlan observeOwnTurn(std::uint64_t generation, bool playPending);

    /// Forgets what was decided, so the next observe() decides anew
    /// (a new game).
    void reset();
    /// The pile's generation moved from `from` to `to` with nothing on the
    /// table changed (a pause and its resume): what was decided for `from`
    /// stands for `to`, so that a pause never makes the bot decide again.
    void carryOver(std::uint64_t from, std::uint64_t to)
    {
        if (m_slapGeneration == from)
            m_slapGeneration = to;
        if (m_playGeneration == from)
            m_playGeneration = to;
    }

private:
    BotProfile m_profile;
    SlapOdds m_odds;            // SlapOdds(m_profile), seeing the rules of the last view
    LogNormalDelay m_playDelay; // BotBrain::playDelay(m_profile)
    Random m_random;
    double m_playFactor = 1.0;
    std::uint64_t m_slapGeneration = ~std::uint64_t(0);
    std::uint64_t m_playGeneration = ~std::uint64_t(0);
};

template<bool MayCall>
inline BotPlan BotMind::observeSlap(const BotView &view)
{
    BotPlan plan;
    if (view.generation == m_slapGeneration)
        return plan;
    // The played cards changed: an earlier decision is about a pile that
    // no longer exists.
    m_slapGeneration = view.generation;
    plan.slap = BotPlan::Timer::Stop;
    if (view.canSlap && view.rules && !view.played.empty() && view.slapIsFree
        && (!MayCall || !view.hasCalls || view.calls.call == Call::None)) [[unlikely]] {
        // Nothing to lose (docs/RULES.md §11.3, `penalty: none`): every
        // card is slapped at the bot's reaction time, a pattern as it is
        // seen, anything else at a plain reaction. A pure race.
        plan.slap = BotPlan::Timer::Start;
        plan.slapDelayMs = view.patterns.empty()
                               ? m_odds.reaction(m_random)
                               : BotBrain::slapDelayMs(m_profile, m_odds.reaction, view.patterns, m_random);
        plan.recognised = view.patterns;
        return plan;
    }
    if (view.canSlap && view.rules && !view.played.empty()) {
        // The rules' third-edition near misses (one mask; the rules may
        // change between games).
        m_odds.seeRules(*view.rules);
        SlapDecision d;
        bool slaps;
        if constexpr (MayCall)
            slaps = view.hasCalls
                        ? BotBrain::decideSlap(m_profile, m_odds, view.played, view.patterns, view.calls,
                                               m_random, d)
                        : BotBrain::decideSlap(m_profile, m_odds, view.played, view.patterns, m_random, d);
        else
            slaps = BotBrain::decideSlap(m_profile, m_odds, view.played, view.patterns, m_random, d);
        if (slaps) {
            plan.slap = BotPlan::Timer::Start;
            plan.slapDelayMs = d.delayMs; // from now: the cards it sees have landed (docs/RULES.md §12.2)
            plan.recognised = d.recognised;
            if constexpr (MayCall)
                plan.call = d.call;
        }
    }
    return plan;
}

inline BotPlan BotMind::observePlay(const BotView &view)
{
    if (!view.myTurn) {
        BotPlan plan;
        plan.play = BotPlan::Timer::Stop;
        return plan;
    }
    return observeOwnTurn(view.generation, view.playPending);
}

inline BotPlan BotMind::observeOwnTurn(std::uint64_t generation, bool playPending)
{
    BotPlan plan;
    if (!playPending || generation != m_playGeneration) {
        m_playGeneration = generation;
        plan.play = BotPlan::Timer::Start;
        const int delayMs = BotBrain::playDelayMs(m_playDelay, m_random);
        // A factor of 1 (every bot but the app's, whose speed a setting
        // scales) leaves the delay as it is: int(d * 1.0) == d, without a
        // conversion and a multiply on the path to the play's due time.
        plan.playDelayMs = m_playFactor == 1.0 ? delayMs : int(delayMs * m_playFactor);
    }
    return plan;
}

inline BotPlan BotMind::observe(const BotView &view)
{
    BotPlan plan = observeSlap(view);
    const BotPlan play = observePlay(view);
    plan.play = play.play;
    plan.playDelayMs = play.playDelayMs;
    return plan;
}

} // namespace ratscrew
