// SPDX-License-Identifier: GPL-3.0-or-later
#include "Invariants.h"

#include "SlapPatterns.h"

#include <array>
#include <optional>

namespace ratscrew {

namespace {

std::string str(long long n)
{
    return std::to_string(n);
}

int holders(const Game &g)
{
    int n = 0;
    for (int s = 0; s < g.players(); ++s)
        n += g.hand(s).empty() ? 0 : 1;
    return n;
}

int notOut(const Game &g)
{
    int n = 0;
    for (int s = 0; s < g.players(); ++s)
        n += g.isOut(s) ? 0 : 1;
    return n;
}

bool sameCards(std::span<const Card> a, std::span<const Card> b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i]))
            return false;
    return true;
}

bool sameHand(const CardStack &a, const CardStack &b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i]))
            return false;
    return true;
}

bool sameSitOut(const Game &a, const Game &b)
{
    for (int s = 0; s < a.players(); ++s)
        if (a.sitOutCards(s) != b.sitOutCards(s) || a.misslappedOnTop(s) != b.misslappedOnTop(s))
            return false;
    return true;
}

bool sameState(const Game &a, const Game &b)
{
    if (!sameCards(a.pile(), b.pile()) || !sameCards(a.splitCards(), b.splitCards()))
        return false;
    if (a.nextPile() != b.nextPile() || a.challengePile() != b.challengePile()
        || a.pendingPile() != b.pendingPile() || a.stickable() != b.stickable())
        return false;
    for (int s = 0; s < a.players(); ++s)
        if (!sameHand(a.hand(s), b.hand(s)) || a.isOut(s) != b.isOut(s)
            || a.misslapStreak(s) != b.misslapStreak(s))
            return false;
    return a.turn() == b.turn() && a.challenger() == b.challenger() && a.chancesLeft() == b.chancesLeft()
           && a.pendingSeat() == b.pendingSeat() && a.isOver() == b.isOver() && a.winner() == b.winner()
           && a.plays() == b.plays() && a.burnedCount() == b.burnedCount()
           && a.justSlapped() == b.justSlapped() && sameSitOut(a, b);
}

// The rejection docs/RULES.md §8 (and §4 `slap_in`) call for, if any.
std::optional<RejectReason> expectedRejection(const Game &g, Action action)
{
    if (g.isOver())
        return RejectReason::GameOver;
    switch (action.type) {
    case Action::Type::Play:
        if (g.pendingSeat() >= 0)
            return RejectReason::AwaitingCollect;
        break;
    case Action::Type::Collect:
        if (g.pendingSeat() < 0)
            return RejectReason::NothingToCollect;
        break;
    case Action::Type::TimeUp:
        break;
    case Action::Type::Slap:
        if (action.seat < 0 || action.seat >= g.players() || g.isOut(action.seat))
            return RejectReason::Out;
        if (!g.rules().slapIn && g.hand(action.seat).empty())
            return RejectReason::NoCards;
        if (g.sitOutCards(action.seat) > 0)
            return RejectReason::SittingOut;
        if (g.justSlapped() && g.slappablePatterns().empty() && g.slappablePatterns(PileId::Split).empty()
            && g.callFor(action.seat) == Call::None)
            return RejectReason::Late;
        break;
    }
    return std::nullopt;
}

// docs/RULES.md §9: at most one split pile, beside a slap pile with played
// cards; a challenge, a pending award and the next card on a pile that
// exists; a stick only while the challenge's card is an unanswered sticky face.
std::string checkCalls(const Game &g)
{
    const RuleSet &rules = g.rules();
    if (g.hasSplit()) {
        if (!rules.splitEights)
            return "a split pile without split_eights";
        if (g.playedCards().empty())
            return "a split pile beside a slap pile with no played card";
    }
    const auto exists = [&](PileId p) { return p == PileId::Slap || g.hasSplit(); };
    if (g.challengeActive() && !exists(g.challengePile()))
        return "a challenge on a split pile that does not exist";
    if (g.pendingSeat() >= 0 && !exists(g.pendingPile()))
        return "an award pending for a split pile that does not exist";
    if (g.turn() >= 0 && !exists(g.nextPile()))
        return "the next card goes onto a split pile that does not exist";
    if (g.challengeActive() && g.turn() >= 0 && g.nextPile() != g.challengePile())
        return "the answering seat plays onto the other pile than its challenge";
    if (g.stickable()) {
        if (!g.challengeActive())
            return "a card can be stuck without a challenge";
        const auto played = g.playedCards(g.challengePile());
        const Card face = played.empty() ? Card() : played.back();
        if (played.empty() || !rules.stickyFaces.contains(face.rank())
            || g.lastPlayer(g.challengePile()) != g.challenger()
            || g.chancesLeft() != face.challengeChances())
            return "a card can be stuck that is not an unanswered sticky face of the challenger";
    }
    return {};
}

} // namespace

std::string checkInvariants(const Game &g)
{
    const RuleSet &rules = g.rules();
    const int size = rules.deckSize();
    if (g.cardCount() != size)
        return "there are " + str(g.cardCount()) + " cards in play, not " + str(size);
    std::array<int, Card::kMaxCount> count{};
    for (int s = 0; s < g.players(); ++s)
        for (int i = 0; i < g.hand(s).size(); ++i)
            ++count[std::size_t(g.hand(s)[i].id())];
    for (Card c : g.pile())
        ++count[std::size_t(c.id())];
    for (Card c : g.splitCards())
        ++count[std::size_t(c.id())];
    for (int id = 0; id < Card::kMaxCount; ++id)
        if (count[std::size_t(id)] != (id < size ? 1 : 0))
            return "card " + Card::fromId(id).name() + " is there " + str(count[std::size_t(id)]) + " times";
    if (g.burnedCount() < 0 || g.burnedCount() > int(g.pile().size()))
        return str(g.burnedCount()) + " burned cards in a pile of " + str(long(g.pile().size()));

    if (const std::string calls = checkCalls(g); !calls.empty())
        return calls;

    const int turn = g.turn();
    if ((turn == -1) != (g.pendingSeat() >= 0 || g.isOver()))
        return "turn " + str(turn) + " with pending seat " + str(g.pendingSeat())
               + (g.isOver() ? " after" : " before") + " the end";
    if (turn >= 0 && (turn >= g.players() || g.isOut(turn) || g.hand(turn).empty()))
        return "seat " + str(turn) + " is to play but is out or has no cards";
    for (int s = 0; s < g.players(); ++s)
        if (g.isOut(s) && !g.hand(s).empty())
            return "out seat " + str(s) + " holds cards";
    if (g.pendingSeat() >= 0 && (g.isOut(g.pendingSeat()) || g.challengeActive()))
        return "pending seat " + str(g.pendingSeat()) + " is out or a challenge is on";
    if (g.challengeActive()) {
        const int c = g.challenger();
        if (c >= g.players() || g.isOut(c))
            return "challenger " + str(c) + " is out";
        if (g.chancesLeft() < 1 || g.chancesLeft() > 4)
            return str(g.chancesLeft()) + " chances left in a challenge";
        if (turn == c)
            return "challenger " + str(c) + " answers its own challenge";
    }

    // §6: over exactly when a win condition is met (or a max_plays draw).
    const bool allOthersOut = notOut(g) == 1;
    bool someoneHoldsAll = false;
    for (int s = 0; s < g.players(); ++s)
        someoneHoldsAll = someoneHoldsAll || g.hand(s).size() == size;
    const bool winReached = rules.win == WinCondition::AllCards ? someoneHoldsAll : holders(g) == 1;
    if (!g.isOver()) {
        if (g.winner() != -1)
            return "winner " + str(g.winner()) + " before the end";
        if (allOthersOut || winReached)
            return "a win condition is met but the game goes on";
        return {};
    }
    if (g.challengeActive() || g.pendingSeat() >= 0)
        return "a challenge or a pending award after the end";
    const int w = g.winner();
    if (w >= 0) {
        if (w >= g.players() || g.isOut(w))
            return "winner " + str(w) + " is out";
        const bool byCards = rules.win == WinCondition::AllCards ? g.hand(w).size() == size
                                                                 : holders(g) == 1 && !g.hand(w).empty();
        // §11.4: on time, the seat with the most cards in hand.
        const bool onTime = g.endedOnTime() && g.mostCardsInHand() == w;
        if (!byCards && !allOthersOut && !onTime)
            return "winner " + str(w) + " met no win condition";
    } else if (g.endedOnTime() && !allOthersOut && !winReached && g.mostCardsInHand() >= 0) {
        return "a draw on time, but seat " + str(g.mostCardsInHand()) + " holds the most cards";
    }
    return {};
}

std::string checkTransition(const Game &before, Action action, std::span<const Event> events,
                            const Game &after)
{
    if (events.empty())
        return "an action produced no events";
    const Event &first = events.front();
    if (const auto reject = expectedRejection(before, action)) {
        if (events.size() != 1 || first.type != Event::Type::Rejected || first.rejectReason != *reject)
            return "expected one rejection '" + std::string(rejectReasonId(*reject)) + "'";
        // §11.3: a refusal while sitting out says whether it is a lockout,
        // which only `penalty: lockout` gives.
        if (*reject == RejectReason::SittingOut
            && (first.lockout != before.isLockedOut(action.seat)
                || (first.lockout && before.rules().penalty != Penalty::Lockout)))
            return "a refusal of seat " + str(action.seat) + " sitting out must say whether it is locked out";
        if (!sameState(before, after))
            return "a rejected action changed the game";
        return {};
    }
    for (const Event &e : events) {
        if (e.type == Event::Type::Rejected)
            return "an action that §8 accepts was rejected as '" + std::string(rejectReasonId(e.rejectReason))
                   + "'";
        if (e.type == Event::Type::PileWon && e.count <= 0)
            return "an empty pile was won";
        if (e.type == Event::Type::Burn && e.cards.empty())
            return "a burn of no cards";
        if (e.type == Event::Type::GameOver && &e != &events.back())
            return "events after game_over";
        if (e.type == Event::Type::Out && !after.isOut(e.seat))
            return "an out event for seat " + str(e.seat) + ", which is not out";
    }
    if (after.isOver() != (events.back().type == Event::Type::GameOver))
        return "the game_over event and the game's state disagree";
    for (int s = 0; s < before.players(); ++s)
        if (before.isOut(s) && !after.isOut(s))
            return "seat " + str(s) + " came back after going out";

    switch (action.type) {
    case Action::Type::Play: {
        const int seat = before.turn();
        if (first.type != Event::Type::Play || first.seat != seat || !(first.card == before.hand(seat).top())
            || first.pile != before.nextPile())
            return "a play must play the top card of seat " + str(seat) + " onto the next pile";
        if (after.plays() != before.plays() + 1)
            return "a play was not counted";
        // §11.2: a ten ends the challenge it answers; nobody wins the pile.
        if (before.rules().tenStops && before.challengeActive() && first.card.rank() == Rank::Ten
            && (after.challengeActive() || after.pendingSeat() >= 0 || after.pilesWon() != before.pilesWon()))
            return "a ten played in a challenge must end it, with no pile won";
        break;
    }
    case Action::Type::TimeUp:
        if (first.type != Event::Type::TimeUp || !after.isOver() || !after.endedOnTime())
            return "time up must say so and end the game";
        if (before.pendingSeat() >= 0
            && (events.size() < 2 || events[1].type != Event::Type::PileWon
                || events[1].seat != before.pendingSeat() || events[1].wonReason != PileWonReason::Challenge))
            return "time up must first collect the award pending for seat " + str(before.pendingSeat());
        break;
    case Action::Type::Collect:
        if (first.type != Event::Type::PileWon || first.seat != before.pendingSeat()
            || first.wonReason != PileWonReason::Challenge || first.pile != before.pendingPile()
            || first.count
                   != int(before.playedCards(before.pendingPile()).size()
                          + (before.pendingPile() == PileId::Slap ? before.burnedCount() : 0)))
            return "a collect must award the whole pending pile to seat " + str(before.pendingSeat());
        break;
    case Action::Type::Slap: {
        const int seat = action.seat;
        // §9: the slap pile's patterns, else the split pile's, else a call.
        PileId taken = PileId::Slap;
        PatternSet patterns = before.slappablePatterns();
        if (patterns.empty() && before.hasSplit()) {
            taken = PileId::Split;
            patterns = before.slappablePatterns(PileId::Split);
        }
        const Call call = patterns.empty() ? before.callFor(seat) : Call::None;
        if (first.type != Event::Type::Slap || first.seat != seat || !(first.patterns == patterns)
            || first.call != call || first.valid != (!patterns.empty() || call != Call::None))
            return "a slap by seat " + str(seat) + " must report the patterns the piles matched or its call";
        if (first.valid && after.misslapStreak(seat) != 0)
            return "a valid slap by seat " + str(seat) + " must reset its streak";
        if (call == Call::Stick) {
            if (seat == before.challenger() || seat == before.turn() || !before.stickable())
                return "seat " + str(seat) + " stuck a card that cannot be stuck";
            if (events.size() == 1 && (after.challenger() != seat || after.stickable()))
                return "a stick must hand the challenge to seat " + str(seat) + " once";
        } else if (call == Call::Split) {
            if (before.hasSplit() || before.challengeActive() || before.pendingSeat() >= 0
                || before.hand(seat).empty() || before.playedCards().back().rank() != Rank::Eight)
                return "seat " + str(seat) + " split where no split is possible";
            if (events.size() < 2 || events[1].type != Event::Type::Play || events[1].seat != seat
                || events[1].pile != PileId::Split || !(events[1].card == before.hand(seat).top()))
                return "a split must play seat " + str(seat) + "'s top card onto a split pile";
        } else if (first.valid) {
            const int size =
                int(before.playedCards(taken).size()) + (taken == PileId::Slap ? before.burnedCount() : 0);
            if (events.size() < 2 || events[1].type != Event::Type::PileWon || events[1].seat != seat
                || events[1].pile != taken || events[1].count != size)
                return "a valid slap by seat " + str(seat) + " must win the whole pile it matched";
        } else {
            const int grow = before.misslappedOnTop(seat) ? 0 : 1; // once per card
            if (after.misslapStreak(seat) != before.misslapStreak(seat) + grow
                || !after.misslappedOnTop(seat))
                return "a misslap by seat " + str(seat) + " must count the card once in its streak";
            // §11.3: with cards, `none` moves no card and `lockout` locks
            // the seat out for lockout_cards (unless it goes out).
            const Penalty penalty = before.rules().penalty;
            const bool goesOut = after.isOut(seat);
            if (!before.hand(seat).empty() && !goesOut && penalty == Penalty::None
                && (events.size() != 1 || !sameHand(before.hand(seat), after.hand(seat))))
                return "a misslap by seat " + str(seat) + " under penalty none must change no card";
            if (!before.hand(seat).empty() && penalty == Penalty::Lockout
                && (events.size() < 2 || events[1].type != Event::Type::SitOut || !events[1].lockout
                    || events[1].count != before.rules().lockoutCards
                    || (!goesOut && after.sitOutCards(seat) != before.rules().lockoutCards)))
                return "a misslap by seat " + str(seat) + " under penalty lockout must lock it out for "
                       + str(before.rules().lockoutCards) + " cards";
            if (before.hand(seat).empty()
                && (events.size() < 2
                    || (events[1].type != Event::Type::Out
                        && (events[1].type != Event::Type::SitOut || events[1].lockout
                            || after.sitOutCards(seat) < 1))))
                return "a misslap with no cards must put seat " + str(seat) + " out or sit it out";
        }
        break;
    }
    }
    return {};
}

} // namespace ratscrew
