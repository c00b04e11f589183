// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace ratscrew {

// The decisions of the rules that Game (Game.h, the definition) and the
// simulator's copy of it, FastGame (sim/FastGame.h), both make, written
// once here and called by both: each is a function of the rules and of
// what the caller passes in (seats asked about through a callable, so that
// Game reads its arrays and FastGame its masks), inline, with no state of
// its own. The slap patterns are shared the same way (SlapPatterns.h).
// What the two still write each for itself, with or without events and
// over state laid out differently, is listed in tests/sim/tst_fastgame.cpp,
// which holds it to Game action by action.

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 8;

/// docs/RULES.md §1: the seat that card `index` of the deck is dealt to,
/// dealing clockwise from `firstSeat`, who gets card 0.
constexpr std::size_t dealtSeat(std::size_t index, int firstSeat, int players)
{
    return (index + std::size_t(firstSeat)) % std::size_t(players);
}

// --- The challenge (docs/RULES.md §2, §5, §11.2). A letter card's chances
// are Card::challengeChances().

/// §11.2 (`ten_stops`): whether `card`, played while a challenge is
/// active, ends it: nobody wins the pile, and the card then counts as a
/// number card played outside a challenge.
constexpr bool tenStopsChallenge(const RuleSet &rules, bool challengeActive, Card card)
{
    return challengeActive && card.rank() == Rank::Ten && rules.tenStops;
}

/// §2: the challenger wins the challenge when nobody else can answer it:
/// `next`, the seat with cards the chances would pass to, is nobody (-1)
/// or the challenger itself.
constexpr bool challengeUnanswered(int next, int challenger)
{
    return next < 0 || next == challenger;
}

/// §5 (`collect`): whether the pile a challenge won waits for its
/// winner's collect (`on_collect`) instead of going to it at once.
constexpr bool challengePileWaits(const RuleSet &rules)
{
    return rules.collect == Collect::OnCollect;
}

/// §5 (`leader`): who plays after `winner` took a pile: the winner, or the
/// next seat with cards after it (`nextWithCards(winner)`, asked only
/// then; -1 for none: then the winner).
template<class NextWithCards>
constexpr int leaderAfterPile(const RuleSet &rules, int winner, NextWithCards nextWithCards)
{
    if (rules.leader == Leader::Winner)
        return winner;
    const int next = nextWithCards(winner);
    return next >= 0 ? next : winner;
}

/// §2: when no seat has a card in hand, who takes the slap pile (-1:
/// nobody, the pile being empty): whoever played its top card
/// (`lastPlayer`, -1 for nobody), else, if that seat is out or there is
/// none, the first seat not out from it clockwise (from seat 0 without one).
template<class IsOut>
constexpr int lastCardTaker(bool pileEmpty, int lastPlayer, int players, IsOut isOut)
{
    if (pileEmpty)
        return -1;
    if (lastPlayer >= 0 && !isOut(lastPlayer))
        return lastPlayer;
    const int from = std::max(lastPlayer, 0);
    for (int i = 0; i < players; ++i) {
        const int s = (from + i) % players;
        if (!isOut(s))
            return s;
    }
    return -1;
}

// --- Misslaps (docs/RULES.md §4; `none` and `lockout` §11.3).

/// What §4 and §11.3 keep of each seat's misslaps: its streak
/// (consecutive played cards it misslapped on), whether it misslapped on
/// the top card (a second misslap on one card does not grow the streak),
/// and the played cards it still sits out (after a missed slap-in, or
/// locked out).
struct MisslapRecord
{
    std::array<int, kMaxPlayers> streak{};
    std::array<bool, kMaxPlayers> onTop{};
    std::array<int, kMaxPlayers> sitOut{};
    /// True while a seat may have a streak, a misslap on the top card or
    /// cards to sit out: cardPlayed() has work only then (set by misslap()
    /// and sitOutFor(), cleared by cardPlayed() once all three are zero).
    bool toSettle = false;

    /// A misslap by `seat`: its streak grows by one, once a card. Returns
    /// the streak, this misslap counted.
    constexpr int misslap(int seat)
    {
        const auto i = std::size_t(seat);
        toSettle = true;
        if (!onTop[i]) {
            ++streak[i];
            onTop[i] = true;
        }
        return streak[i];
    }

    /// `seat` may not slap until `cards` cards have been played.
    constexpr void sitOutFor(int seat, int cards)
    {
        sitOut[std::size_t(seat)] = cards;
        toSettle = true;
    }

    /// A card played onto a pile: the streak of a seat that did not
    /// misslap on the card before ends, and a sitting-out seat has one card
    /// less to wait; `sitOutEnded(seat)` for each seat whose wait ends.
    template<class SitOutEnded>
    constexpr void cardPlayed(int players, SitOutEnded sitOutEnded)
    {
        // Most cards find no streak and nobody sitting out: then there is
        // nothing to do (the simulator plays every card through here).
        if (!toSettle) [[likely]]
            return;
        bool left = false;
        for (int s = 0; s < players; ++s) {
            const auto i = std::size_t(s);
            if (!onTop[i])
                streak[i] = 0;
            onTop[i] = false;
            if (sitOut[i] > 0 && --sitOut[i] == 0)
                sitOutEnded(s);
            left = left || streak[i] != 0 || sitOut[i] != 0;
        }
        toSettle = left;
    }
};

/// What a misslap costs the misslapper, decided from the rules, its streak
/// with this misslap counted (MisslapRecord::misslap()) and whether it
/// holds cards.
struct MisslapCost
{
    enum class Kind : std::uint8_t {
        Out,      ///< empty-handed: out of the game (`slap_in_miss: out`, or past `misslap_limit`)
        SitOut,   ///< empty-handed: sits out emptyHandedSitOutCards() cards (`slap_in_miss: sit_out`)
        Burn,     ///< burns `cards` cards (`penalty: burn`)
        Lockout,  ///< may not slap for `cards` played cards (`penalty: lockout`)
        GivePile, ///< the slap pile goes to penaltyPileTaker() (`penalty: give_pile`)
        None,     ///< no penalty (`penalty: none`)
    };
    Kind kind = Kind::None;
    int cards = 0;
    /// With cards, its streak past `misslap_limit`: after the penalty it
    /// burns its whole hand and goes out.
    bool thenOut = false;
    /// With cards, `misslap_leads` after a burn (and not out): it plays
    /// next, unless a challenge or a pending award holds the turn, it has
    /// no card left or the game is about to end.
    bool leads = false;
};

constexpr MisslapCost misslapCost(const RuleSet &rules, int streak, bool hasCards)
{
    using Kind = MisslapCost::Kind;
    const bool overLimit = rules.misslapLimit > 0 && streak > rules.misslapLimit;
    MisslapCost cost;
    if (!hasCards) {
        cost.kind = rules.slapInMiss == SlapInMiss::SitOut && !overLimit ? Kind::SitOut : Kind::Out;
        return cost;
    }
    switch (rules.penalty) {
    case Penalty::Burn:
        cost.kind = Kind::Burn;
        cost.cards = rules.burnCount;
        break;
    case Penalty::Lockout:
        cost.kind = Kind::Lockout;
        cost.cards = rules.lockoutCards;
        break;
    case Penalty::GivePile:
        cost.kind = Kind::GivePile;
        break;
    case Penalty::None:
        break;
    }
    cost.thenOut = overLimit;
    cost.leads = !overLimit && rules.misslapLeads && rules.penalty == Penalty::Burn;
    return cost;
}

/// §4 (`slap_in_miss: sit_out`): the played cards an empty-handed
/// misslapper sits out: as many as the other seats holding cards now
/// (`otherHolders`), at least one.
constexpr int emptyHandedSitOutCards(int otherHolders)
{
    return std::max(1, otherHolders);
}

/// §4 and §9.4 (`penalty: give_pile`): who takes the slap pile from the
/// misslapper `seat` (-1: nobody; an empty pile is given to nobody):
/// whoever played its top card (`lastPlayer`), unless that is nobody, the
/// misslapper or a seat out, or the pile holds only burned cards; then
/// the first seat not out counter-clockwise from the misslapper.
template<class IsOut>
constexpr int penaltyPileTaker(int pileSize, int burned, int lastPlayer, int seat, int players, IsOut isOut)
{
    if (pileSize == 0)
        return -1;
    if (lastPlayer >= 0 && lastPlayer != seat && !isOut(lastPlayer) && burned != pileSize)
        return lastPlayer;
    for (int i = 1; i < players; ++i) {
        const int s = (seat - i + players) % players;
        if (!isOut(s))
            return s;
    }
    return -1;
}

// --- The end of a game (docs/RULES.md §11.4).

/// §11.4: who wins when time is up: the seat not out holding the most
/// cards in hand (`handSize(seat)`), or -1 when two or more tie for the
/// most (a draw). Cards on a pile count for nobody.
template<class IsOut, class HandSize>
constexpr int timeUpWinner(int players, IsOut isOut, HandSize handSize)
{
    int best = -1, most = -1;
    bool tie = false;
    for (int s = 0; s < players; ++s) {
        if (isOut(s))
            continue;
        const int cards = handSize(s);
        if (cards > most) {
            best = s;
            most = cards;
            tie = false;
        } else if (cards == most) {
            tie = true;
        }
    }
    return tie ? -1 : best;
}

} // namespace ratscrew
