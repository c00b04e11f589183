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
