// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "CardStack.h"
#include "ForceInline.h"
#include "Game.h"
#include "RuleDecisions.h"
#include "RuleSet.h"
#include "SlapPatterns.h"

#include <algorithm>
#include <array>
#include <bit>
#include <span>

namespace ratscrew {

/// The rules of Game (engine/rules/Game.h) for rule sets without calls
/// (docs/RULES.md §1–§8 and §10–§11; no §9), written for the simulator's fused loop
/// (sim/FusedTable.h): the same state after the same actions, without
/// events, without the calls' state and with every function inline.
///
/// Game stays the definition. The decisions both make (the deal, a
/// challenge's end and winner, `ten_stops`, the leader after a pile, the
/// misslap streaks, penalties and sit-outs, the last card's and the
/// penalty's pile, the winner when time is up) are written once in
/// engine/rules/RuleDecisions.h and called by both, and the slap patterns
/// come from SlapMatcher; what is written here again (the state kept as
/// masks, the steps that carry the decisions out without events) is
/// listed in tests/sim/tst_fastgame.cpp. tst_fastgame drives both with the
/// same arbitrary actions (any seat slapping at any moment, plays,
/// collects, draws) over random rule sets and decks, down to the rare
/// paths that bots never reach, and compares their whole state after
/// every action; tst_fusedtable compares whole simulated games. A change
/// to the rules is made in Game (or RuleDecisions.h) first, and here
/// until both tests pass.
///
/// What Game reports by events that the simulator counts is counted
/// here instead (tally()). Each function names the Game function whose
/// effect it has.
class FastGame
{
public:
    /// What the simulator counts of a game's slaps, per seat (as in
    /// GameResult): valid and invalid slaps (Event::Type::Slap), slaps
    /// refused as late (RejectReason::Late), sit-outs (Event::Type::SitOut).
    struct Tally
    {
        std::array<int, kMaxPlayers> validSlaps{};
        std::array<int, kMaxPlayers> invalidSlaps{};
        std::array<int, kMaxPlayers> lateSlaps{};
        std::array<int, kMaxPlayers> sitOuts{};
    };

    /// Game(rules, players, deck, firstSeat). Precondition: !rules.hasCalls(),
    /// Game::validateSetup(rules, players, deck) is empty.
    FastGame(const RuleSet &rules, int players, std::span<const Card> deck, int firstSeat)
        : m_rules(rules),
          m_n(std::clamp(players, kMinPlayers, kMaxPlayers)),
          m_turn(std::clamp(firstSeat, 0, m_n - 1))
    {
        for (std::size_t i = 0; i < deck.size(); ++i)
            m_hands[dealtSeat(i, m_turn, m_n)].putUnder(deck[i]);
        for (int p = 0; p < m_n; ++p)
            updateHolder(p);
    }

    /// The game `game` stands at, to play on from (simulateFrom()): every
    /// field sameState() compares (tests/sim/tst_fastgame.cpp), the tally
    /// at zero. Precondition: !game.rules().hasCalls(), and `rules` is
    /// game.rules() (kept by reference, so it must outlive this object).
    FastGame(const RuleSet &rules, const Game &game)
        : m_rules(rules),
          m_n(game.players()),
          m_burned(game.burnedCount()),
          m_lastPlayer(game.lastPlayer(PileId::Slap)),
          m_turn(game.turn()),
          m_challenger(game.challenger()),
          m_remaining(game.chancesLeft()),
          m_pending(game.pendingSeat()),
          m_justSlapped(game.justSlapped()),
          m_over(game.isOver()),
          m_endedOnTime(game.endedOnTime()),
          m_winner(game.winner()),
          m_plays(game.plays()),
          m_pilesWon(game.pilesWon())
    {
        for (int p = 0; p < m_n; ++p) {
            const auto i = std::size_t(p);
            const CardStack &hand = game.hand(p);
            for (int c = 0; c < hand.size(); ++c)
                m_hands[i].putUnder(hand[c]);
            updateHolder(p);
            m_misslaps.streak[i] = game.misslapStreak(p);
            m_misslaps.onTop[i] = game.misslappedOnTop(p);
            m_misslaps.sitOut[i] = game.sitOutCards(p);
            if (m_misslaps.streak[i] != 0 || m_misslaps.onTop[i] || m_misslaps.sitOut[i] != 0)
                m_misslaps.toSettle = true;
            if (m_misslaps.sitOut[i] > 0)
                m_sittingOut |= 1u << p;
            if (game.isOut(p))
                m_outSeats |= 1u << p;
        }
        const std::span<const Card> pile = game.pile();
        for (auto c = pile.rbegin(); c != pile.rend(); ++c)
            m_pile.putAtBottom(*c);
        m_topRanks = SlapMatcher::topRanks(game.playedCards());
    }

    /// Whether this game stands where `other` stands: every field
    /// sameState() compares but the tally, with a card of `hidden` (bit =
    /// card id) in a hand taken for any card of `hidden` at that place (all
    /// that is known of a hidden card is where it lies). The two must be
    /// of the same rules and players.
    bool standsAs(const FastGame &other, std::uint64_t hidden) const
    {
        if (m_turn != other.m_turn || m_challenger != other.m_challenger || m_remaining != other.m_remaining
            || m_pending != other.m_pending || m_justSlapped != other.m_justSlapped || m_over != other.m_over
            || m_endedOnTime != other.m_endedOnTime || m_winner != other.m_winner || m_plays != other.m_plays
            || m_pilesWon != other.m_pilesWon || m_burned != other.m_burned
            || m_lastPlayer != other.m_lastPlayer || m_outSeats != other.m_outSeats
            || m_sittingOut != other.m_sittingOut || m_misslaps.streak != other.m_misslaps.streak
            || m_misslaps.onTop != other.m_misslaps.onTop || m_misslaps.sitOut != other.m_misslaps.sitOut)
            return false;
        const std::span<const Card> pile = m_pile.cards(), otherPile = other.m_pile.cards();
        if (!std::equal(pile.begin(), pile.end(), otherPile.begin(), otherPile.end(),
                        [](Card a, Card b) { return a.id() == b.id(); }))
            return false;
        const auto isHidden = [hidden](Card c) { return (hidden >> c.id() & 1) != 0; };
        for (std::size_t p = 0; p < std::size_t(m_n); ++p) {
            const CardStack &a = m_hands[p], &b = other.m_hands[p];
            if (a.size() != b.size())
                return false;
            for (int i = 0; i < a.size(); ++i)
                if (a[i].id() != b[i].id() && !(isHidden(a[i]) && isHidden(b[i])))
                    return false;
        }
        return true;
    }

    /// Game::apply(Action::play()) where Game accepts it: !isOver() and
    /// pendingSeat() < 0 (then turn() is a seat with cards).
    RATSCREW_FORCE_INLINE void play()
    {
        const int seat = m_turn;
        const Card card = m_hands[std::size_t(seat)].takeTop();
        updateHolder(seat);
        m_pile.putOnTop(card);
        m_topRanks = SlapMatcher::nextTopRanks(m_topRanks, card);
        m_lastPlayer = seat;
        ++m_plays;
        cardPlayed();
        const long long wonBefore = m_pilesWon;
        if (tenStopsChallenge(m_rules, m_challenger >= 0, card))
            cancelChallenge(); // Game::play(): the ten is then a number card outside a challenge
        if (card.isLetter()) {
            startChallenge(seat, card);
        } else if (m_challenger >= 0) {
            if (--m_remaining == 0)
                loseChallenge();
        } else {
            const int next = nextWithCards(seat);
            if (next >= 0)
                m_turn = next;
        }
        settleTurn();
        // As in Game::play(): only an emptied hand or a won pile can end it.
        if (!hasCards(seat) || m_pilesWon != wonBefore)
            checkGameOver();
    }

    /// Game::apply(Action::slap(seat)) for a seat 0..players()-1, with
    /// `patterns` what the played cards match now (SlapMatcher::match(
    /// playedCards()) under these rules). Slaps that Game rejects change
    /// nothing; a late one is counted.
    void slap(int seat, PatternSet patterns)
    {
        const auto i = std::size_t(seat);
        if (m_over || isOut(seat) || (!m_rules.slapIn && !hasCards(seat)) || m_misslaps.sitOut[i] > 0)
            return;
        const bool valid = !patterns.empty();
        if (!valid && m_justSlapped) {
            ++m_tally.lateSlaps[i];
            return;
        }
        if (valid) {
            ++m_tally.validSlaps[i];
            m_misslaps.streak[i] = 0;
            givePile(seat, PileWonReason::Slap);
        } else {
            ++m_tally.invalidSlaps[i];
            misslap(seat);
        }
        settleTurn();
        checkGameOver();
    }

    /// Game::apply(Action::collect()): gives a pending pile; otherwise
    /// (rejected by Game) nothing.
    void collect()
    {
        if (m_over || m_pending < 0)
            return;
        givePile(m_pending, PileWonReason::Challenge);
        checkGameOver();
    }

    /// Game::declareDraw().
    void declareDraw()
    {
        if (!m_over)
            endGame(-1);
    }

    /// Game::apply(Action::timeUp()): a pending award is collected, then
    /// the seat with the most cards in hand wins; nothing once over.
    void timeUp()
    {
        if (m_over)
            return;
        m_endedOnTime = true;
        if (m_pending >= 0) {
            givePile(m_pending, PileWonReason::Challenge);
            checkGameOver();
            if (m_over)
                return;
        }
        endGame(timeUpWinner(
            m_n, [this](int s) { return isOut(s); }, [this](int s) { return hand(s).size(); }));
    }

    // Game's accessors of the same names.
    int players() const { return m_n; }
    const CardStack &hand(int seat) const { return m_hands[std::size_t(seat)]; }
    bool hasCards(int seat) const { return (m_holders >> seat & 1) != 0; }
    std::span<const Card> pile() const { return m_pile.cards(); }
    std::span<const Card> playedCards() const { return m_pile.cards().subspan(std::size_t(m_burned)); }
    int burnedCount() const { return m_burned; }
    /// SlapMatcher::topRanks(playedCards()), kept card by card.
    unsigned topRanks() const { return m_topRanks; }
    int lastPlayer() const { return m_lastPlayer; }
    int turn() const { return m_turn; }
    int challenger() const { return m_challenger; }
    int chancesLeft() const { return m_remaining; }
    int pendingSeat() const { return m_pending; }
    bool isOut(int seat) const { return (m_outSeats >> seat & 1) != 0; }
    int misslapStreak(int seat) const { return m_misslaps.streak[std::size_t(seat)]; }
    bool misslappedOnTop(int seat) const { return m_misslaps.onTop[std::size_t(seat)]; }
    int sitOutCards(int seat) const { return m_misslaps.sitOut[std::size_t(seat)]; }
    /// The seats out, and those sitting out, as bit masks (bit s: seat s).
    unsigned outSeats() const { return m_outSeats; }
    unsigned sittingOutSeats() const { return m_sittingOut; }
    bool justSlapped() const { return m_justSlapped; }
    bool isOver() const { return m_over; }
    bool endedOnTime() const { return m_endedOnTime; }
    int winner() const { return m_winner; }
    long long plays() const { return m_plays; }
    long long pilesWon() const { return m_pilesWon; }
    const Tally &tally() const { return m_tally; }

private:
    // Sets the seat's bit of m_holders as its hand is: called wherever a
    // hand changes (deal, play, burn, pile won).
    void updateHolder(int seat)
    {
        const unsigned bit = 1u << seat;
        m_holders = (m_holders & ~bit) | (m_hands[std::size_t(seat)].empty() ? 0u : bit);
    }

    // Game::nextWithCards(): the first seat after `after` in turn order,
    // `after` excluded, whose hand has cards; -1 if none. From the mask of
    // holders: no loop, whose length a branch predictor cannot guess.
    int nextWithCards(int after) const
    {
        if (after < 0) [[unlikely]] // as Game's loop from seat -1: seats 0..n-2
            return nextWithCards(m_n - 1);
        const unsigned others = m_holders & ~(1u << after);
        const unsigned later = others & (~0u << (after + 1));
        // later if any, else others, without a branch: wrapping around is
        // as hard to guess as the hands' sizes.
        const unsigned from = later | (others & (0u - unsigned(later == 0)));
        return from != 0 ? std::countr_zero(from) : -1;
    }

    void startChallenge(int seat, Card card)
    {
        m_challenger = seat;
        m_remaining = card.challengeChances();
        m_turn = nextWithCards(seat);
        if (m_turn < 0)
            loseChallenge();
    }

    void cancelChallenge()
    {
        m_challenger = -1;
        m_remaining = 0;
    }

    // Game::cardPlayed(). The flag is also read here, first: for most cards
    // the loop then reads nothing else (not even m_n).
    void cardPlayed()
    {
        m_justSlapped = false;
        if (m_misslaps.toSettle) [[unlikely]]
            m_misslaps.cardPlayed(m_n, [this](int s) { m_sittingOut &= ~(1u << s); });
    }

    // Game::misslap(): what misslapCost() decides, carried out.
    void misslap(int seat)
    {
        const MisslapCost cost = misslapCost(m_rules, m_misslaps.misslap(seat), hasCards(seat));
        switch (cost.kind) {
        case MisslapCost::Kind::Out:
            goOut(seat);
            return;
        case MisslapCost::Kind::SitOut:
            sitOut(seat, emptyHandedSitOutCards(std::popcount(m_holders & ~(1u << seat))));
            return;
        case MisslapCost::Kind::Burn:
            burn(seat, cost.cards);
            break;
        case MisslapCost::Kind::Lockout:
            sitOut(seat, cost.cards);
            break;
        case MisslapCost::Kind::GivePile:
            if (const int taker = penaltyPileTaker(m_pile.size(), m_burned, m_lastPlayer, seat, m_n,
                                                   [this](int s) { return isOut(s); });
                taker >= 0)
                givePile(taker, PileWonReason::Penalty);
            break;
        case MisslapCost::Kind::None:
            break;
        }
        if (cost.thenOut) {
            burn(seat, m_hands[std::size_t(seat)].size());
            goOut(seat);
        } else if (cost.leads) {
            leadAfterMisslap(seat);
        }
    }

    // Game::sitOut(): `slap_in_miss: sit_out` and `penalty: lockout`.
    void sitOut(int seat, int cards)
    {
        m_misslaps.sitOutFor(seat, cards);
        m_sittingOut |= 1u << seat;
        ++m_tally.sitOuts[std::size_t(seat)];
    }

    void leadAfterMisslap(int seat)
    {
        if (m_over || m_challenger >= 0 || m_pending >= 0 || !hasCards(seat) || winnerNow() >= 0)
            return;
        m_turn = seat;
    }

    // Game::loseChallenge() and Game::award().
    void loseChallenge()
    {
        const int challenger = m_challenger;
        cancelChallenge();
        if (challengePileWaits(m_rules)) {
            m_pending = challenger;
            m_turn = -1;
            return;
        }
        givePile(challenger, PileWonReason::Challenge);
    }

    // Game::givePile() for the slap pile, with no split pile.
    void givePile(int seat, PileWonReason reason)
    {
        m_hands[std::size_t(seat)].putUnder(m_pile.cards());
        updateHolder(seat);
        ++m_pilesWon;
        m_justSlapped = reason == PileWonReason::Slap;
        m_pile.clear();
        m_topRanks = SlapMatcher::kNoTop;
        m_burned = 0;
        m_lastPlayer = -1;
        cancelChallenge();
        m_pending = -1;
        m_turn = leaderAfterPile(m_rules, seat, [this](int s) { return nextWithCards(s); });
    }

    void burn(int seat, int count)
    {
        CardStack &hand = m_hands[std::size_t(seat)];
        count = std::min(count, hand.size());
        for (int k = 0; k < count; ++k) {
            m_pile.putAtBottom(hand.takeTop());
            ++m_burned;
        }
        updateHolder(seat);
    }

    void goOut(int seat)
    {
        m_outSeats |= 1u << seat;
        if (m_challenger == seat)
            cancelChallenge();
        if (m_pending == seat) {
            m_pending = -1;
            m_turn = seat;
        }
    }

    // Game::settleTurn() and Game::passTurn().
    void settleTurn()
    {
        if (m_turn >= 0 && hasCards(m_turn)) [[likely]]
            return;
        if (m_over || m_pending >= 0)
            return;
        const int next = nextWithCards(m_turn);
        if (m_challenger >= 0) {
            if (challengeUnanswered(next, m_challenger))
                loseChallenge();
            else
                m_turn = next;
            return;
        }
        if (next >= 0) {
            m_turn = next;
            return;
        }
        const int taker =
            lastCardTaker(m_pile.empty(), m_lastPlayer, m_n, [this](int s) { return isOut(s); });
        if (taker >= 0)
            givePile(taker, PileWonReason::LastCard);
    }

    void checkGameOver()
    {
        if (m_over)
            return;
        const int winner = winnerNow();
        if (winner >= 0)
            endGame(winner);
    }

    int winnerNow() const
    {
        const int lastIn = soleSeat(((1u << m_n) - 1) & ~m_outSeats);
        if (lastIn >= 0)
            return lastIn;
        if (m_rules.win == WinCondition::AllCards) {
            for (int s = 0; s < m_n; ++s)
                if (m_hands[std::size_t(s)].size() == m_rules.deckSize())
                    return s;
            return -1;
        }
        return soleSeat(m_holders);
    }

    // The seat of a mask with exactly one bit set, else -1. Not through
    // std::has_single_bit(), a population count: a library call where the
    // processor may lack POPCNT, as on the x86-64 baseline.
    static int soleSeat(unsigned seats)
    {
        return seats != 0 && (seats & (seats - 1)) == 0 ? std::countr_zero(seats) : -1;
    }

    void endGame(int winner)
    {
        m_over = true;
        m_winner = winner;
        m_turn = -1;
        cancelChallenge();
        m_pending = -1;
    }

    const RuleSet &m_rules;
    const int m_n;
    std::array<CardStack, kMaxPlayers> m_hands{};
    PileStack m_pile;
    unsigned m_topRanks = SlapMatcher::kNoTop;
    int m_burned = 0;
    int m_lastPlayer = -1;
    int m_turn = 0;
    int m_challenger = -1;
    int m_remaining = 0;
    int m_pending = -1;
    bool m_justSlapped = false;
    bool m_over = false;
    bool m_endedOnTime = false;
    int m_winner = -1;
    long long m_plays = 0;
    long long m_pilesWon = 0;
    MisslapRecord m_misslaps;
    unsigned m_outSeats = 0;   // bit s: seat s is out (Game::m_out)
    unsigned m_holders = 0;    // bit s: seat s has cards (updateHolder())
    unsigned m_sittingOut = 0; // bit s: m_misslaps.sitOut[s] > 0
    Tally m_tally;
};

} // namespace ratscrew
