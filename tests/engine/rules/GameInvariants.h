// SPDX-License-Identifier: GPL-3.0-or-later
// The invariants and local rules of docs/RULES.md §1-§6, §8 and §11 that must hold
// after every action of any game, for the property test: checkState() on a
// state, checkStep() and checkRules() on one transition (the first two are
// the engine's own checks of engine/Invariants.h, which the simulator and
// the fuzzers run too; checkRules() is an independent reading of the
// rules). Each returns an empty string or what is wrong.
#pragma once

#include "EngineTestUtil.h"
#include "Invariants.h"

#include <QString>

#include <array>
#include <map>
#include <optional>

namespace ratscrew::test {

// What the random games reached, so a generator that stops exercising a
// rule is noticed.
struct Coverage
{
    std::map<QString, int> seen; // "event play", "rejected out", "won slap", "pattern tens", ...
    int wins = 0;
    int draws = 0;
    long long actions = 0;
    void add(const QString &what) { ++seen[what]; }
};

// The state invariants (engine/Invariants.h); an empty string when they all hold.
inline QString checkState(const Game &g)
{
    return QString::fromStdString(checkInvariants(g));
}

// The transition from `before` by `action` that produced `events`
// (engine/Invariants.h), recording what it reached in `cov`.
inline QString checkStep(const Game &before, Action action, const std::vector<Event> &events,
                         const Game &after, Coverage &cov)
{
    if (const std::string error = checkTransition(before, action, events, after); !error.empty())
        return QStringLiteral("%1: %2").arg(QString::fromStdString(error),
                                            describe(events).join(QStringLiteral(", ")));
    const Event &first = events.front();
    if (first.type == Event::Type::Rejected) {
        cov.add(QStringLiteral("rejected ") + QString::fromLatin1(rejectReasonId(first.rejectReason).data()));
        return {};
    }
    for (const Event &e : events) {
        cov.add(describe(e).section(QLatin1Char(' '), 0, 0));
        if (e.type == Event::Type::PileWon)
            cov.add(QStringLiteral("won ") + QString::fromLatin1(pileWonReasonId(e.wonReason).data()));
    }
    if (action.type == Action::Type::Collect)
        cov.add(QStringLiteral("collected"));
    if (action.type == Action::Type::Slap && first.call != Call::None)
        cov.add(first.call == Call::Stick ? QStringLiteral("call stick") : QStringLiteral("call split"));
    if (action.type == Action::Type::Slap && first.valid)
        for (SlapPattern p : first.patterns.toList())
            cov.add(QStringLiteral("pattern ") + QString::fromLatin1(patternId(p).data()));
    if (before.pendingSeat() >= 0 && after.pendingSeat() < 0)
        cov.add(QStringLiteral("pending ended"));
    if (action.type == Action::Type::Play && before.rules().tenStops && before.challengeActive()
        && first.card.rank() == Rank::Ten)
        cov.add(QStringLiteral("ten stops"));
    if (action.type == Action::Type::Slap && before.rules().penalty == Penalty::Lockout && !first.valid
        && first.call == Call::None && !before.hand(action.seat).empty())
        cov.add(QStringLiteral("lockout"));
    return {};
}

// The first seat clockwise after `from` that holds cards, or -1.
inline int nextWithCards(const Game &g, int from)
{
    for (int i = 1; i < g.players(); ++i)
        if (const int s = (from + i) % g.players(); !g.hand(s).empty())
            return s;
    return -1;
}

inline bool isWon(const Event &e, int seat, PileWonReason reason, int count)
{
    return e.type == Event::Type::PileWon && e.seat == seat && e.wonReason == reason && e.count == count;
}

// The local rules of one accepted action, checked against an independent
// reading of RULES.md: who plays next (§2), challenges (§2), who takes the
// pile and who leads (§4, §5), what a misslap burns (§4). `topPlayer` is
// the seat that played the pile's top card before the action (-1: none),
// tracked by the caller from the events.
//
// This reading is of one pile: an action that makes or answers a call of
// §9 (a stick, a split) or happens while a split pile exists is left to
// checkStep() (the engine's checkTransition() follows §9's order of calls
// and checkInvariants() the two piles) and to the fine points of
// tst_engine_calls.
inline QString checkRules(const Game &before, Action action, const std::vector<Event> &ev, const Game &after,
                          int topPlayer)
{
    if (ev.front().type == Event::Type::Rejected)
        return {};
    if (before.hasSplit() || after.hasSplit() || ev.front().call != Call::None)
        return {};
    const RuleSet &rules = before.rules();
    const bool over = after.isOver();
    // §2 last_card, whatever led to it: the seat that played the top card,
    // or if it is out or no card was played, the first seat clockwise from
    // it (from seat 0) that is not out.
    for (int tp = topPlayer; const Event &e : ev) {
        if (e.type == Event::Type::Play)
            tp = e.seat;
        if (e.type != Event::Type::PileWon)
            continue;
        if (e.wonReason == PileWonReason::LastCard) {
            int want = -1;
            for (int k = 0; want < 0 && k < after.players(); ++k)
                if (const int s = (std::max(tp, 0) + k) % after.players(); !after.isOut(s))
                    want = s;
            if (e.seat != want)
                return QStringLiteral("last_card should go to seat %1, not %2").arg(want).arg(e.seat);
        }
        tp = -1;
    }
    const auto onlyGameOverFrom = [&](std::size_t i) {
        return ev.size() == i || (ev.size() == i + 1 && ev[i].type == Event::Type::GameOver);
    };
    // §5: after a pile is won the winner or the next seat with cards leads.
    const auto leads = [&](int winner) -> QString {
        if (over)
            return {};
        int want = winner;
        if (rules.leader == Leader::Next && nextWithCards(after, winner) >= 0)
            want = nextWithCards(after, winner);
        if (after.turn() != want || after.challengeActive() || after.pendingSeat() >= 0)
            return QStringLiteral("after seat %1 won the pile seat %2 should lead, not %3")
                .arg(winner)
                .arg(want)
                .arg(after.turn());
        return {};
    };
    // §2, §5: a lost challenge awards the pile now or leaves it pending.
    const auto lost = [&](int challenger, int count, std::size_t i) -> QString {
        if (rules.collect == Collect::Immediate) {
            if (ev.size() <= i || !isWon(ev[i], challenger, PileWonReason::Challenge, count)
                || !onlyGameOverFrom(i + 1))
                return QStringLiteral("seat %1 should win the challenge (%2 cards)")
                    .arg(challenger)
                    .arg(count);
            return leads(challenger);
        }
        if (!onlyGameOverFrom(i) || (!over && (after.pendingSeat() != challenger || after.turn() != -1)))
            return QStringLiteral("the award for seat %1 should be pending").arg(challenger);
        return {};
    };

    switch (action.type) {
    case Action::Type::Collect:
        return leads(before.pendingSeat());
    case Action::Type::TimeUp: {
        // §11.4: over now; the seat in with the most cards in hand wins, a
        // tie is a draw (a pending award collected first counts for its seat).
        if (!over)
            return QStringLiteral("time up should end the game");
        int most = -1, want = -1;
        for (int s = 0; s < after.players(); ++s) {
            if (after.isOut(s))
                continue;
            const int n = after.hand(s).size();
            want = n > most ? s : n == most ? -1 : want;
            most = std::max(most, n);
        }
        if (after.winner() != want)
            return QStringLiteral("time up: seat %1 should win, not %2").arg(want).arg(after.winner());
        return {};
    }
    case Action::Type::Play: {
        const int seat = before.turn();
        const Card card = ev.front().card;
        const int count = int(before.pile().size()) + 1;
        // The hands right after the card left (before any award).
        const auto holds = [&](int s) { return before.hand(s).size() > (s == seat ? 1 : 0); };
        const auto nextHolder = [&](int from) {
            for (int k = 1; k < before.players(); ++k)
                if (holds((from + k) % before.players()))
                    return (from + k) % before.players();
            return -1;
        };
        if (card.isLetter()) {
            const int next = nextHolder(seat);
            if (next < 0)
                return lost(seat, count, 1); // nobody else has cards: lost at once
            if (!onlyGameOverFrom(1))
                return QStringLiteral("unexpected events after a letter card");
            if (!over
                && (after.challenger() != seat || after.chancesLeft() != card.challengeChances()
                    || after.turn() != next))
                return QStringLiteral("%1 should start a challenge answered by seat %2")
                    .arg(describe(ev.front()))
                    .arg(next);
            return {};
        }
        // §11.2: a ten ends the challenge; it is then a number card played
        // outside one (below).
        const bool tenStops = rules.tenStops && before.challengeActive() && card.rank() == Rank::Ten;
        if (tenStops && (after.challengeActive() || after.pendingSeat() >= 0))
            return QStringLiteral("%1 should end the challenge").arg(describe(ev.front()));
        if (before.challengeActive() && !tenStops) {
            const int challenger = before.challenger();
            const int left = before.chancesLeft() - 1;
            if (left == 0)
                return lost(challenger, count, 1);
            int want = seat;
            if (!holds(seat)) {
                want = nextHolder(seat);
                if (want < 0 || want == challenger)
                    return lost(challenger, count, 1);
            }
            if (!onlyGameOverFrom(1))
                return QStringLiteral("unexpected events while answering a challenge");
            if (!over
                && (after.turn() != want || after.challenger() != challenger || after.chancesLeft() != left))
                return QStringLiteral("seat %1 should answer with %2 chances left").arg(want).arg(left);
            return {};
        }
        const int next = nextHolder(seat);
        if (next >= 0 || holds(seat)) {
            if (!onlyGameOverFrom(1))
                return QStringLiteral("unexpected events after a number card");
            if (!over && after.turn() != (next >= 0 ? next : seat))
                return QStringLiteral("the turn should pass to seat %1").arg(next >= 0 ? next : seat);
            return {};
        }
        // No seat has cards any more: last_card to the seat that played.
        if (ev.size() < 2 || !isWon(ev[1], seat, PileWonReason::LastCard, count))
            return QStringLiteral("seat %1 should take the pile (last_card)").arg(seat);
        return leads(seat);
    }
    case Action::Type::Slap:
        break;
    }

    const int seat = action.seat;
    if (ev.front().valid)
        return leads(seat);
    // The streak counts consecutive cards: a second misslap on one card adds nothing.
    const bool limit =
        rules.misslapLimit > 0
        && before.misslapStreak(seat) + (before.misslappedOnTop(seat) ? 0 : 1) > rules.misslapLimit;
    if (before.hand(seat).empty()) {
        // §4: out, or sitting out as many cards as other seats hold (at least 1).
        if (rules.slapInMiss == SlapInMiss::SitOut && !limit) {
            int holders = 0;
            for (int s = 0; s < before.players(); ++s)
                holders += s != seat && !before.hand(s).empty();
            if (ev.size() < 2 || ev[1].type != Event::Type::SitOut || ev[1].seat != seat || ev[1].lockout
                || ev[1].count != std::max(1, holders) || after.sitOutCards(seat) != ev[1].count)
                return QStringLiteral("seat %1 should sit out %2 cards").arg(seat).arg(std::max(1, holders));
        } else if (ev.size() < 2 || ev[1].type != Event::Type::Out || ev[1].seat != seat) {
            return QStringLiteral("seat %1 misslapped with no cards: it should be out").arg(seat);
        }
        return {};
    }
    const CardStack &hand = before.hand(seat);
    std::size_t i = 1;
    int burned = 0;
    int taker = -1;
    if (rules.penalty == Penalty::Burn) {
        burned = std::min(rules.burnCount, hand.size());
        std::vector<Card> top;
        for (int k = 0; k < burned; ++k)
            top.push_back(hand[k]);
        if (ev.size() <= i || ev[i].type != Event::Type::Burn || ev[i].seat != seat
            || names(ev[i].cards) != names(top))
            return QStringLiteral("seat %1 should burn %2").arg(seat).arg(names(top));
        ++i;
    } else if (rules.penalty == Penalty::Lockout) {
        // §11.3: no card moves; the seat may not slap for lockout_cards cards.
        if (ev.size() <= i || ev[i].type != Event::Type::SitOut || ev[i].seat != seat || !ev[i].lockout
            || ev[i].count != rules.lockoutCards || (!limit && after.sitOutCards(seat) != rules.lockoutCards))
            return QStringLiteral("seat %1 should be locked out for %2 cards")
                .arg(seat)
                .arg(rules.lockoutCards);
        ++i;
    } else if (rules.penalty == Penalty::GivePile && !before.pile().empty()) {
        const bool topCounts =
            topPlayer >= 0 && topPlayer != seat && !before.isOut(topPlayer) && !before.playedCards().empty();
        taker = topCounts ? topPlayer : -1;
        for (int k = 1; taker < 0 && k < before.players(); ++k)
            if (const int s = (seat - k + before.players()) % before.players(); !before.isOut(s))
                taker = s;
        if (ev.size() <= i || !isWon(ev[i], taker, PileWonReason::Penalty, int(before.pile().size())))
            return QStringLiteral("seat %1 should take the pile as the penalty").arg(taker);
        ++i;
    }
    if (limit) {
        if (hand.size() > burned) {
            std::vector<Card> rest;
            for (int k = burned; k < hand.size(); ++k)
                rest.push_back(hand[k]);
            if (ev.size() <= i || ev[i].type != Event::Type::Burn || names(ev[i].cards) != names(rest))
                return QStringLiteral("seat %1 passed the misslap limit: its hand should burn").arg(seat);
            ++i;
        }
        if (ev.size() <= i || ev[i].type != Event::Type::Out || ev[i].seat != seat)
            return QStringLiteral("seat %1 passed the misslap limit: it should be out").arg(seat);
        return {};
    }
    if (after.isOut(seat))
        return QStringLiteral("seat %1 is out without passing the misslap limit").arg(seat);
    if (taker >= 0)
        return onlyGameOverFrom(i) ? leads(taker) : QStringLiteral("unexpected events after a penalty");
    if (rules.penalty == Penalty::None || rules.penalty == Penalty::Lockout) {
        // §11.3: nothing else happens: no card moves, the turn goes on.
        if (ev.size() != i || handText(before, seat) != handText(after, seat) || after.turn() != before.turn()
            || after.challenger() != before.challenger() || after.pendingSeat() != before.pendingSeat())
            return QStringLiteral("a misslap by seat %1 should change nothing but its streak%2")
                .arg(seat)
                .arg(rules.penalty == Penalty::Lockout ? QStringLiteral(" and its lockout") : QString());
    }
    if (rules.penalty == Penalty::Burn && ev.size() == i && !over) {
        // The burned cards went to the very bottom, one at a time.
        std::vector<Card> want(before.pile().begin(), before.pile().end());
        for (int k = 0; k < burned; ++k)
            want.insert(want.begin(), hand[k]);
        if (names(after.pile()) != names(want))
            return QStringLiteral("burned cards should be at the very bottom of the pile");
        // misslap_leads: outside a challenge and a pending award the
        // misslapper, still holding a card, plays next.
        if (rules.misslapLeads && !before.challengeActive() && before.pendingSeat() < 0
            && !after.hand(seat).empty()) {
            if (after.turn() != seat)
                return QStringLiteral("seat %1 misslapped and should play next").arg(seat);
            return {};
        }
        // Turn order, any challenge and any pending award go on (unless the
        // seat to play burned its last card: then the turn passes, §2).
        const bool turnSeatEmptied = before.turn() >= 0 && after.hand(before.turn()).empty();
        if (!turnSeatEmptied
            && (after.turn() != before.turn() || after.challenger() != before.challenger()
                || after.chancesLeft() != before.chancesLeft()
                || after.pendingSeat() != before.pendingSeat()))
            return QStringLiteral("a burn should not change the turn, the challenge or a pending award");
    }
    return {};
}

} // namespace ratscrew::test
