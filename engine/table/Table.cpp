// SPDX-License-Identifier: GPL-3.0-or-later
#include "Table.h"

#include "Invariants.h"
#include "Random.h"

#include <algorithm>

namespace ratscrew {

Table::Deal Table::shuffle(const RuleSet &rules, int players, Random &random)
{
    Deal deal;
    deal.deck = rules.fullDeck();
    random.shuffle(std::span<Card>(deal.deck));
    deal.firstPlayer = int(random.below(std::uint32_t(players)));
    return deal;
}

Table::Table(const RuleSet &rules, int players, Random &random)
    : Table(rules, std::clamp(players, kMinPlayers, kMaxPlayers),
            shuffle(rules, std::clamp(players, kMinPlayers, kMaxPlayers), random))
{
}

Table::Table(const RuleSet &rules, int players, const Deal &deal)
    : Table(rules, players, std::span<const Card>(deal.deck), deal.firstPlayer)
{
}

Table::Table(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer)
    : m_game(rules, players, deck, firstPlayer), m_first(firstPlayer)
{
    m_dealtCount = std::min(deck.size(), m_dealt.size());
    std::copy_n(deck.begin(), m_dealtCount, m_dealt.begin());
}

std::string Table::validateSetup(const RuleSet &rules, int players, std::span<const Card> deck,
                                 int firstPlayer)
{
    std::string error = Game::validateSetup(rules, players, deck);
    if (error.empty() && (firstPlayer < 0 || firstPlayer >= players))
        error = "the first player " + std::to_string(firstPlayer) + " is not at a table of "
                + std::to_string(players);
    return error;
}

// docs/RULES.md §9: a split plays a card onto the split pile, a won slap
// pile makes the split pile move over, and a stick hands the challenge on
// (a new generation: a bot's stick for the old challenger is stale).
void Table::followCalls(std::span<const Event> events, std::int64_t nowMs)
{
    for (const Event &e : events) {
        if (e.type == Event::Type::Play) {
            PileCards &pile = m_pile[std::size_t(e.pile)];
            pile.playedBy[pile.count++] = e.seat;
            pile.topPlayedAtMs = nowMs;
            ++m_generation;
        } else if (e.type == Event::Type::PileWon) {
            m_lastPileWinner = e.seat;
            if (e.pile == PileId::Slap && m_pile[1].count > 0)
                m_pile[0] = m_pile[1]; // the split pile moves over
            else
                m_pile[std::size_t(e.pile)] = {};
            m_pile[1] = {};
            ++m_generation;
        } else if (e.type == Event::Type::Slap && e.call == Call::Stick) {
            ++m_generation;
        }
    }
}

namespace {
// A later step's collect instruction replaces an earlier one unless it
// keeps the timer as it is.
TableStep merged(TableStep first, TableStep then)
{
    if (then.collect == CollectTimer::Keep) {
        then.collect = first.collect;
        then.collectDueMs = first.collectDueMs;
    }
    then.thrown = then.thrown || first.thrown;
    return then;
}
} // namespace

// docs/RULES.md §12.1: a card counts when it lands.
TableStep Table::applyWithFlight(Action action, std::int64_t nowMs, std::vector<Event> &events)
{
    m_return = {};
    TableStep landed;
    if (m_flight.inAir() && m_flight.landsAtMs <= nowMs)
        landed = land(nowMs, events);
    switch (action.type) {
    case Action::Type::Play:
        if (m_flight.inAir()) {
            Event e;
            e.type = Event::Type::Rejected;
            e.rejectReason = RejectReason::InAir;
            events.push_back(e);
            return landed;
        }
        if (!m_game.isOver() && m_game.pendingSeat() < 0 && m_game.turn() >= 0
            && !m_game.hand(m_game.turn()).empty()) {
            const int player = m_game.turn();
            m_flight = {player, m_game.hand(player)[0], nowMs, nowMs + m_revealDelayMs};
            m_pilesWonAtThrow = m_game.pilesWon();
            TableStep thrown;
            thrown.thrown = true;
            return merged(landed, thrown);
        }
        break; // the Game refuses it, as it would at once
    case Action::Type::Slap:
        if (m_flight.inAir() && m_flight.player == action.seat)
            sendBack(FlightEnd::Slapped);
        break;
    case Action::Type::TimeUp:
        if (m_flight.inAir())
            sendBack(FlightEnd::TimeUp);
        break;
    case Action::Type::Collect:
        break;
    }
    const TableStep step = merged(landed, applyNow(action, nowMs, events));
    if (m_flight.inAir() && m_game.isOver())
        sendBack(FlightEnd::GameOver);
    return step;
}

TableStep Table::land(std::int64_t nowMs, std::vector<Event> &events)
{
    if (!m_flight.inAir() || m_flight.landsAtMs > nowMs)
        return {};
    const CardFlight flight = m_flight;
    m_return = {};
    if (m_game.isOver()) {
        sendBack(FlightEnd::GameOver);
    } else if (m_game.pilesWon() != m_pilesWonAtThrow) {
        sendBack(FlightEnd::PileWon);
    } else if (m_game.turn() != flight.player || m_game.pendingSeat() >= 0
               || m_game.hand(flight.player).empty() || !(m_game.hand(flight.player)[0] == flight.card)) {
        sendBack(FlightEnd::Turn);
    } else {
        m_flight = {};
        // The play happens at its landing, even when it is applied later
        // (a replay that lands it on the next action's time).
        return applyNow(Action::play(), flight.landsAtMs, events);
    }
    return {};
}

void Table::sendBack(FlightEnd reason)
{
    int by = -1;
    if (reason == FlightEnd::Slapped)
        by = m_flight.player;
    else if (reason == FlightEnd::PileWon)
        by = m_lastPileWinner;
    else if (reason == FlightEnd::Turn)
        by = m_game.pendingSeat() >= 0 ? m_game.pendingSeat() : m_game.turn();
    m_return = {m_flight.player, m_flight.card, reason, by};
    m_flight = {};
}

void Table::setCollectDelayMs(int ms)
{
    m_collectDelayMs = clampCollectDelayMs(ms);
}

void Table::declareDraw(std::vector<Event> &events)
{
    m_game.declareDraw(events);
}

void Table::setChecking(bool on)
{
    m_checking = on;
    if (on && m_violation.empty())
        m_violation = checkInvariants(m_game);
}

void Table::applyChecked(Action action, std::vector<Event> &events)
{
    const std::size_t first = events.size();
    const Game before = m_game;
    m_game.apply(action, events);
    check(before, action, std::span<const Event>(events).subspan(first));
}

void Table::check(const Game &before, Action action, std::span<const Event> events)
{
    if (!m_violation.empty())
        return;
    m_violation = checkTransition(before, action, events, m_game);
    if (m_violation.empty())
        m_violation = checkInvariants(m_game);
}

} // namespace ratscrew
