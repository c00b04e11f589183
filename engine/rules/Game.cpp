// SPDX-License-Identifier: GPL-3.0-or-later
#include "Game.h"

#include "SlapPatterns.h"

#include <algorithm>

namespace ratscrew {

std::string_view pileWonReasonId(PileWonReason r)
{
    static constexpr std::string_view ids[] = {"slap", "challenge", "last_card", "penalty"};
    return ids[std::size_t(r)];
}

std::string_view rejectReasonId(RejectReason r)
{
    static constexpr std::string_view ids[] = {
        "game_over", "awaiting_collect", "nothing_to_collect", "out", "no_cards", "sitting_out", "late"};
    return ids[std::size_t(r)];
}

namespace {
Event rejected(RejectReason reason)
{
    Event e;
    e.type = Event::Type::Rejected;
    e.rejectReason = reason;
    return e;
}
} // namespace

std::string Game::validateSetup(const RuleSet &rules, int players, std::span<const Card> deck)
{
    if (players < kMinPlayers || players > kMaxPlayers)
        return "players must be from 2 to 8, not " + std::to_string(players);
    const int want = rules.deckSize();
    if (int(deck.size()) != want)
        return "the deck must hold exactly " + std::to_string(want) + " cards, not "
               + std::to_string(deck.size());
    std::array<bool, Card::kMaxCount> seen{};
    for (Card c : deck) {
        if (c.id() >= want)
            return "card " + c.name() + " is not in a deck with " + std::to_string(rules.jokers) + " jokers";
        if (seen[std::size_t(c.id())])
            return "card " + c.name() + " appears twice in the deck";
        seen[std::size_t(c.id())] = true;
    }
    return {};
}

Game::Game(const RuleSet &rules, int players, std::span<const Card> deck, int firstSeat)
    : m_rules(rules),
      m_players(std::clamp(players, kMinPlayers, kMaxPlayers)),
      m_turn(std::clamp(firstSeat, 0, m_players - 1))
{
    for (std::size_t i = 0; i < deck.size(); ++i)
        m_hands[(i + std::size_t(m_turn)) % std::size_t(m_players)].putUnder(deck[i]);
}

int Game::cardCount() const
{
    int n = m_pile.size();
    for (int s = 0; s < m_players; ++s)
        n += m_hands[std::size_t(s)].size();
    return n;
}

PatternSet Game::matchPile() const
{
    return m_matcher ? m_matcher->match(playedCards()) : matchSlapPatterns(m_rules, playedCards());
}

int Game::nextWithCards(int after) const
{
    int seat = after;
    for (int i = 1; i < m_players; ++i) {
        if (++seat == m_players) // clockwise, without a division
            seat = 0;
        if (hasCards(seat))
            return seat;
    }
    return -1;
}

// docs/RULES.md §2.
void Game::play(std::vector<Event> &events)
{
    if (m_over) {
        events.push_back(rejected(RejectReason::GameOver));
        return;
    }
    if (m_pending >= 0) {
        events.push_back(rejected(RejectReason::AwaitingCollect));
        return;
    }
    const int seat = m_turn;
    const Card card = m_hands[std::size_t(seat)].takeTop();
    m_pile.putOnTop(card);
    m_lastPlayer = seat;
    ++m_plays;
    cardPlayed();
    Event &e = events.emplace_back(); // built in place: one per card
    e.type = Event::Type::Play;
    e.seat = seat;
    e.card = card;
    const std::size_t played = events.size();

    if (card.isLetter()) {
        m_challenger = seat;
        m_remaining = card.challengeChances();
        m_turn = nextWithCards(seat);
        if (m_turn < 0)
            loseChallenge(events); // nobody but the challenger has cards
    } else if (challengeActive()) {
        if (--m_remaining == 0)
            loseChallenge(events);
        // else the same seat answers again (settleTurn passes the chances on
        // if it has just played its last card)
    } else {
        const int next = nextWithCards(seat);
        if (next >= 0)
            m_turn = next;
    }
    settleTurn(events);
    // A play can only end the game by emptying the player's hand or by a
    // pile being won (the only events a play adds after its own).
    if (m_hands[std::size_t(seat)].empty() || events.size() > played)
        checkGameOver(events);
}

// A new card on the pile (docs/RULES.md §4): the streak of a seat that did
// not misslap on the card before ends, a sitting-out seat has one card
// less to wait, and no slap can lose the race to the last won pile.
void Game::cardPlayed()
{
    for (int s = 0; s < m_players; ++s) {
        const auto i = std::size_t(s);
        if (!m_misslappedOnTop[i])
            m_streak[i] = 0;
        m_misslappedOnTop[i] = false;
        if (m_sitOut[i] > 0)
            --m_sitOut[i];
    }
    m_justSlapped = false;
}

// docs/RULES.md §4.
void Game::slap(int seat, std::vector<Event> &events)
{
    if (m_over) {
        events.push_back(rejected(RejectReason::GameOver));
        return;
    }
    if (seat < 0 || seat >= m_players || m_out[std::size_t(seat)]) {
        events.push_back(rejected(RejectReason::Out));
        return;
    }
    if (!m_rules.slapIn && !hasCards(seat)) {
        events.push_back(rejected(RejectReason::NoCards));
        return;
    }
    if (m_sitOut[std::size_t(seat)] > 0) {
        events.push_back(rejected(RejectReason::SittingOut));
        return;
    }
    const PatternSet patterns = matchPile();
    const bool valid = !patterns.empty();
    if (!valid && m_justSlapped) { // lost the race to the slap that took the pile
        events.push_back(rejected(RejectReason::Late));
        return;
    }
    Event &e = events.emplace_back();
    e.type = Event::Type::Slap;
    e.seat = seat;
    e.patterns = patterns;
    e.valid = valid;

    int &streak = m_streak[std::size_t(seat)];
    if (valid) {
        streak = 0;
        givePile(seat, PileWonReason::Slap, events);
    } else {
        if (!m_misslappedOnTop[std::size_t(seat)]) {
            ++streak;
            m_misslappedOnTop[std::size_t(seat)] = true;
        }
        const bool overLimit = m_rules.misslapLimit > 0 && streak > m_rules.misslapLimit;
        if (!hasCards(seat)) {
            if (m_rules.slapInMiss == SlapInMiss::SitOut && !overLimit)
                sitOut(seat, events);
            else
                goOut(seat, events);
        } else {
            if (m_rules.penalty == Penalty::Burn) {
                burn(seat, m_rules.burnCount, events);
            } else if (!m_pile.empty()) {
                int taker = m_lastPlayer;
                if (taker < 0 || taker == seat || m_out[std::size_t(taker)] || m_burned == m_pile.size()) {
                    taker = -1;
                    for (int i = 1; i < m_players && taker < 0; ++i) {
                        const int s = (seat - i + m_players) % m_players;
                        if (!m_out[std::size_t(s)])
                            taker = s;
                    }
                }
                if (taker >= 0)
                    givePile(taker, PileWonReason::Penalty, events);
            }
            if (overLimit) {
                burn(seat, m_hands[std::size_t(seat)].size(), events);
                goOut(seat, events);
            } else if (m_rules.misslapLeads && m_rules.penalty == Penalty::Burn) {
                leadAfterMisslap(seat);
            }
        }
    }
    settleTurn(events);
    checkGameOver(events);
}

// `slap_in_miss: sit_out`: the seat's slaps are refused until as many cards
// have been played as other seats hold cards now (at least one).
void Game::sitOut(int seat, std::vector<Event> &events)
{
    int holders = 0;
    for (int s = 0; s < m_players; ++s)
        holders += s != seat && hasCards(s);
    const int cards = std::max(1, holders);
    m_sitOut[std::size_t(seat)] = cards;
    Event &e = events.emplace_back();
    e.type = Event::Type::SitOut;
    e.seat = seat;
    e.count = cards;
}

// `misslap_leads`: after its burn the misslapper plays next, unless a
// challenge or a pending award holds the turn, it has no card left, or the
// game is about to end.
void Game::leadAfterMisslap(int seat)
{
    if (m_over || challengeActive() || m_pending >= 0 || !hasCards(seat) || winnerNow() >= 0)
        return;
    m_turn = seat;
}

// docs/RULES.md §5, `collect: on_collect`.
void Game::collect(std::vector<Event> &events)
{
    if (m_over) {
        events.push_back(rejected(RejectReason::GameOver));
        return;
    }
    if (m_pending < 0) {
        events.push_back(rejected(RejectReason::NothingToCollect));
        return;
    }
    givePile(m_pending, PileWonReason::Challenge, events);
    checkGameOver(events);
}

void Game::loseChallenge(std::vector<Event> &events)
{
    const int challenger = m_challenger;
    m_challenger = -1;
    m_remaining = 0;
    award(challenger, PileWonReason::Challenge, events);
}

void Game::award(int seat, PileWonReason reason, std::vector<Event> &events)
{
    if (reason == PileWonReason::Challenge && m_rules.collect == Collect::OnCollect) {
        m_pending = seat;
        m_turn = -1;
        return;
    }
    givePile(seat, reason, events);
}

// docs/RULES.md §5: the pile goes under the winner's hand, bottom card first.
void Game::givePile(int seat, PileWonReason reason, std::vector<Event> &events)
{
    CardStack &hand = m_hands[std::size_t(seat)];
    for (Card c : m_pile.cards())
        hand.putUnder(c);
    Event &e = events.emplace_back();
    e.type = Event::Type::PileWon;
    e.seat = seat;
    e.wonReason = reason;
    e.count = m_pile.size();
    ++m_pilesWon;
    m_justSlapped = reason == PileWonReason::Slap;
    m_pile.clear();
    m_burned = 0;
    m_lastPlayer = -1;
    m_challenger = -1;
    m_remaining = 0;
    m_pending = -1;
    if (m_rules.leader == Leader::Winner) {
        m_turn = seat;
    } else {
        const int next = nextWithCards(seat);
        m_turn = next >= 0 ? next : seat;
    }
}

void Game::burn(int seat, int count, std::vector<Event> &events)
{
    CardStack &hand = m_hands[std::size_t(seat)];
    count = std::min(count, hand.size());
    if (count <= 0)
        return;
    Event &e = events.emplace_back();
    e.type = Event::Type::Burn;
    e.seat = seat;
    for (int i = 0; i < count; ++i) {
        const Card c = hand.takeTop();
        m_pile.putAtBottom(c);
        ++m_burned;
        e.cards.push_back(c);
    }
}

// docs/RULES.md §4: a seat that goes out never receives a pile.
void Game::goOut(int seat, std::vector<Event> &events)
{
    m_out[std::size_t(seat)] = true;
    ++m_outCount;
    Event &e = events.emplace_back();
    e.type = Event::Type::Out;
    e.seat = seat;
    if (m_challenger == seat) {
        m_challenger = -1;
        m_remaining = 0;
    }
    if (m_pending == seat) {
        m_pending = -1;
        m_turn = seat; // settleTurn passes it to the next seat with cards
    }
}

// settleTurn() (inline in Game.h) makes sure the seat to play holds cards
// (docs/RULES.md §2); this is its work when it does not: passing the turn on,
// resolving a challenge whose chances would pass back to the challenger,
// and the `last_card` award when no seat has cards.
void Game::passTurn(std::vector<Event> &events)
{
    const int next = nextWithCards(m_turn);
    if (challengeActive()) {
        if (next < 0 || next == m_challenger)
            loseChallenge(events);
        else
            m_turn = next;
        return;
    }
    if (next >= 0) {
        m_turn = next;
        return;
    }
    // No seat has a card in hand: the pile goes to whoever played its top card.
    int taker = m_lastPlayer;
    if (taker < 0 || m_out[std::size_t(taker)]) {
        const int from = std::max(taker, 0);
        taker = -1;
        for (int i = 0; i < m_players && taker < 0; ++i) {
            const int s = (from + i) % m_players;
            if (!m_out[std::size_t(s)])
                taker = s;
        }
    }
    if (taker >= 0 && !m_pile.empty())
        givePile(taker, PileWonReason::LastCard, events);
}

// docs/RULES.md §6.
void Game::checkGameOver(std::vector<Event> &events)
{
    if (m_over)
        return;
    const int winner = winnerNow();
    if (winner >= 0)
        endGame(winner, events);
}

int Game::winnerNow() const
{
    int winner = -1;
    if (m_players - m_outCount == 1) {
        winner = int(std::find(m_out.begin(), m_out.begin() + m_players, false) - m_out.begin());
    } else if (m_rules.win == WinCondition::AllCards) {
        for (int s = 0; s < m_players && winner < 0; ++s)
            if (m_hands[std::size_t(s)].size() == m_rules.deckSize())
                winner = s;
    } else {
        int holders = 0;
        for (int s = 0; s < m_players; ++s)
            if (hasCards(s)) {
                ++holders;
                winner = s;
            }
        if (holders != 1)
            winner = -1;
    }
    return winner;
}

void Game::endGame(int winner, std::vector<Event> &events)
{
    m_over = true;
    m_winner = winner;
    m_turn = -1;
    m_challenger = -1;
    m_remaining = 0;
    m_pending = -1;
    Event &e = events.emplace_back();
    e.type = Event::Type::GameOver;
    e.seat = winner;
}

void Game::declareDraw(std::vector<Event> &events)
{
    if (!m_over)
        endGame(-1, events);
}

} // namespace ratscrew
