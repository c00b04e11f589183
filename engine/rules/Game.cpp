// SPDX-License-Identifier: GPL-3.0-or-later
#include "Game.h"

#include "RuleDecisions.h"
#include "SlapPatterns.h"

#include <algorithm>
#include <cstdint>

namespace ratscrew {

std::string_view pileWonReasonId(PileWonReason r)
{
    static constexpr std::string_view ids[] = {"slap", "challenge", "last_card", "penalty"};
    return ids[std::size_t(r)];
}

std::string_view rejectReasonId(RejectReason r)
{
    static constexpr std::string_view ids[] = {
        "game_over", "awaiting_collect", "nothing_to_collect", "out", "no_cards", "sitting_out", "late",
        "in_air"};
    return ids[std::size_t(r)];
}

std::string_view pileId(PileId p)
{
    return p == PileId::Split ? "split" : "pile";
}

std::string_view callId(Call c)
{
    static constexpr std::string_view ids[] = {"", "stick", "split"};
    return ids[std::size_t(c)];
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
        m_hands[dealtSeat(i, m_turn, m_players)].putUnder(deck[i]);
}

int Game::cardCount() const
{
    int n = m_pile.size() + m_split.size();
    for (int s = 0; s < m_players; ++s)
        n += m_hands[std::size_t(s)].size();
    return n;
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
    const PileId onto = m_nextPile;
    const Card card = m_hands[std::size_t(seat)].takeTop();
    if (onto == PileId::Slap) {
        m_pile.putOnTop(card);
        m_lastPlayer = seat;
    } else {
        m_split.putOnTop(card);
        m_splitLastPlayer = seat;
    }
    ++m_plays;
    cardPlayed();
    Event &e = events.emplace_back(); // built in place: one per card
    e.type = Event::Type::Play;
    e.seat = seat;
    e.card = card;
    e.pile = onto;
    const std::size_t played = events.size();

    // §11.2: a ten ends a challenge; the ten is then a number card played
    // outside one (below).
    if (tenStopsChallenge(m_rules, challengeActive(), card)) {
        cancelChallenge();
        e.challenge = ChallengeChange::Stopped;
    }
    if (card.isLetter()) {
        e.challenge = ChallengeChange::Started; // (before startChallenge() may add events)
        startChallenge(seat, card, onto, events);
    } else if (challengeActive()) {
        m_stickable = false; // the sticky face is answered
        if (--m_remaining == 0)
            loseChallenge(events);
        // else the same seat answers again (settleTurn passes the chances on
        // if it has just played its last card)
    } else if (onto == PileId::Slap && hasSplit()) {
        m_nextPile = PileId::Split; // §9.2: the same seat's second card
    } else {
        m_nextPile = PileId::Slap;
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

// docs/RULES.md §2: a letter card played onto `pile` (or stuck, §9.1)
// challenges the next seat with cards, who answers onto the same pile.
void Game::startChallenge(int seat, Card card, PileId pile, std::vector<Event> &events)
{
    m_challenger = seat;
    m_remaining = card.challengeChances();
    m_challengePile = pile;
    m_nextPile = pile;
    m_stickable = m_rules.stickyFaces.contains(card.rank());
    m_turn = nextWithCards(seat);
    if (m_turn < 0)
        loseChallenge(events); // nobody but the challenger has cards
}

void Game::cancelChallenge()
{
    m_challenger = -1;
    m_remaining = 0;
    m_stickable = false;
    m_nextPile = PileId::Slap;
}

// A new card on a pile (docs/RULES.md §4): streaks end and sit-outs count
// down (MisslapRecord::cardPlayed()), and no slap can lose the race to
// the last won pile.
void Game::cardPlayed()
{
    m_justSlapped = false;
    m_misslaps.cardPlayed(m_players, [](int) {});
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
    if (m_misslaps.sitOut[std::size_t(seat)] > 0) {
        events.push_back(rejected(RejectReason::SittingOut));
        events.back().lockout = m_lockedOut[std::size_t(seat)];
        return;
    }
    // §9: a pattern on the slap pile, one on the split pile, a stick, a
    // split, else a misslap.
    PileId taken = PileId::Slap;
    PatternSet patterns = matchPile();
    if (patterns.empty() && hasSplit()) {
        taken = PileId::Split;
        patterns = match(splitCards());
    }
    const Call call = patterns.empty() ? callFor(seat) : Call::None;
    const bool valid = !patterns.empty() || call != Call::None;
    if (!valid && m_justSlapped) { // lost the race to the slap that took the pile
        events.push_back(rejected(RejectReason::Late));
        return;
    }
    Event &e = events.emplace_back();
    e.type = Event::Type::Slap;
    e.seat = seat;
    e.patterns = patterns;
    e.valid = valid;
    e.call = call;
    e.pile = patterns.empty() ? PileId::Slap : taken; // the pile a pattern takes
    if (!valid && m_rules.hasCalls())
        e.noCall = noCallReason(seat); // (the piles as the slap found them)

    if (valid)
        m_misslaps.streak[std::size_t(seat)] = 0;
    if (!patterns.empty())
        givePile(seat, taken, PileWonReason::Slap, events);
    else if (call == Call::Stick)
        stick(seat, events);
    else if (call == Call::Split)
        split(seat, events);
    else
        misslap(seat, events);
    settleTurn(events);
    checkGameOver(events);
}

Call Game::callFor(int seat) const
{
    if (m_stickable && seat != m_challenger && seat != m_turn
        && !forbidden(playedCards(m_challengePile).back()))
        return Call::Stick;
    if (m_rules.splitEights && !hasSplit() && !challengeActive() && m_pending < 0 && hasCards(seat)) {
        const auto played = playedCards();
        if (!played.empty() && played.back().rank() == Rank::Eight && !forbidden(played.back()))
            return Call::Split;
    }
    return Call::None;
}

bool Game::forbidden(Card top) const
{
    return m_rules.forbiddenRank && top.rank() == *m_rules.forbiddenRank;
}

NoCall Game::noCallReason(int seat) const
{
    if (callFor(seat) != Call::None)
        return NoCall::None;
    if (challengeActive() && !m_rules.stickyFaces.empty()) {
        const auto pile = playedCards(m_challengePile);
        const Card face = pile.empty() ? Card() : pile.back();
        if (face.isLetter()) { // the letter card itself is on top: unanswered
            if (!m_rules.stickyFaces.contains(face.rank()))
                return NoCall::NotStickyFace;
            if (forbidden(face))
                return NoCall::ForbiddenRank;
            if (seat == m_challenger)
                return NoCall::OwnChallenge;
            if (seat == m_turn)
                return NoCall::Answering;
            return NoCall::AlreadyAnswered;
        }
    }
    const auto played = playedCards();
    if (m_rules.splitEights && !played.empty() && played.back().rank() == Rank::Eight) {
        if (hasSplit())
            return NoCall::SplitPileExists;
        if (challengeActive())
            return NoCall::SplitInChallenge;
        if (m_pending >= 0)
            return NoCall::SplitAwaitingCollect;
        if (forbidden(played.back()))
            return NoCall::ForbiddenRank;
        return NoCall::SplitNeedsCard;
    }
    return NoCall::None;
}

// §9.1: the sticker takes the challenge over with the card's full chances,
// as if it had just played the card.
void Game::stick(int seat, std::vector<Event> &events)
{
    const Card face = playedCards(m_challengePile).back();
    startChallenge(seat, face, m_challengePile, events);
    m_stickable = false; // a face card can be stuck once
}

// §9.2: the splitter plays its top card face up beside the slap pile.
void Game::split(int seat, std::vector<Event> &events)
{
    const Card card = m_hands[std::size_t(seat)].takeTop();
    m_split.putOnTop(card);
    m_splitLastPlayer = seat;
    ++m_plays;
    cardPlayed();
    Event &e = events.emplace_back();
    e.type = Event::Type::Play;
    e.seat = seat;
    e.card = card;
    e.pile = PileId::Split;
    if (card.isLetter()) {
        e.challenge = ChallengeChange::Started; // (before startChallenge() may add events)
        startChallenge(seat, card, PileId::Split, events);
        return;
    }
    m_nextPile = PileId::Slap;
    const int next = nextWithCards(seat);
    m_turn = next >= 0 ? next : seat; // settleTurn awards `last_card` if nobody holds a card
}

// docs/RULES.md §4: the penalty of a slap that is neither a pattern nor a
// call, as misslapCost() decides it.
void Game::misslap(int seat, std::vector<Event> &events)
{
    const MisslapCost cost = misslapCost(m_rules, m_misslaps.misslap(seat), hasCards(seat));
    switch (cost.kind) {
    case MisslapCost::Kind::Out:
        goOut(seat, events);
        return;
    case MisslapCost::Kind::SitOut:
        sitOut(seat, emptyHandedSitOutCards(otherHolders(seat)), false, events);
        return;
    case MisslapCost::Kind::Burn:
        burn(seat, cost.cards, events);
        break;
    case MisslapCost::Kind::Lockout:
        sitOut(seat, cost.cards, true, events); // §11.3
        break;
    case MisslapCost::Kind::GivePile: {
        const int taker = penaltyPileTaker(m_pile.size(), m_burned, m_lastPlayer, seat, m_players,
                                           [this](int s) { return isOut(s); });
        if (taker >= 0)
            givePile(taker, PileId::Slap, PileWonReason::Penalty, events);
        break;
    }
    case MisslapCost::Kind::None:
        break;
    }
    if (cost.thenOut) {
        burn(seat, m_hands[std::size_t(seat)].size(), events);
        goOut(seat, events);
    } else if (cost.leads) {
        leadAfterMisslap(seat);
    }
}

int Game::otherHolders(int seat) const
{
    int holders = 0;
    for (int s = 0; s < m_players; ++s)
        holders += s != seat && hasCards(s);
    return holders;
}

// The seat's slaps are refused until `cards` cards have been played
// (`slap_in_miss: sit_out`, §4; `penalty: lockout`, §11.3).
void Game::sitOut(int seat, int cards, bool lockout, std::vector<Event> &events)
{
    m_misslaps.sitOutFor(seat, cards);
    m_lockedOut[std::size_t(seat)] = lockout;
    Event &e = events.emplace_back();
    e.type = Event::Type::SitOut;
    e.seat = seat;
    e.count = cards;
    e.lockout = lockout;
}

// `misslap_leads`: after its burn the misslapper plays next, unless a
// challenge or a pending award holds the turn, it has no card left, or the
// game is about to end.
void Game::leadAfterMisslap(int seat)
{
    if (m_over || challengeActive() || m_pending >= 0 || !hasCards(seat) || winnerNow() >= 0)
        return;
    m_turn = seat;
    m_nextPile = PileId::Slap;
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
    givePile(m_pending, m_pendingPile, PileWonReason::Challenge, events);
    checkGameOver(events);
}

// docs/RULES.md §11.4: a pending award is collected first; then, unless
// that ended the game, the seat with the most cards in hand wins (a tie:
// a draw).
void Game::timeUp(std::vector<Event> &events)
{
    if (m_over) {
        events.push_back(rejected(RejectReason::GameOver));
        return;
    }
    events.emplace_back().type = Event::Type::TimeUp;
    m_endedOnTime = true;
    if (m_pending >= 0) {
        givePile(m_pending, m_pendingPile, PileWonReason::Challenge, events);
        checkGameOver(events);
        if (m_over)
            return;
    }
    endGame(mostCardsInHand(), events);
}

int Game::mostCardsInHand() const
{
    return timeUpWinner(
        m_players, [this](int s) { return isOut(s); }, [this](int s) { return hand(s).size(); });
}

void Game::loseChallenge(std::vector<Event> &events)
{
    const int challenger = m_challenger;
    const PileId pile = m_challengePile;
    cancelChallenge();
    award(challenger, pile, PileWonReason::Challenge, events);
}

void Game::award(int seat, PileId pile, PileWonReason reason, std::vector<Event> &events)
{
    if (reason == PileWonReason::Challenge && challengePileWaits(m_rules)) {
        m_pending = seat;
        m_pendingPile = pile;
        m_turn = -1;
        return;
    }
    givePile(seat, pile, reason, events);
}

// docs/RULES.md §5: the pile goes under the winner's hand, bottom card
// first. With a split pile (§9.2) the other pile stays as the slap pile,
// with the challenge or pending award it had.
void Game::givePile(int seat, PileId pile, PileWonReason reason, std::vector<Event> &events)
{
    CardStack &hand = m_hands[std::size_t(seat)];
    PileStack &won = pile == PileId::Split ? m_split : m_pile;
    hand.putUnder(won.cards());
    Event &e = events.emplace_back();
    e.type = Event::Type::PileWon;
    e.seat = seat;
    e.wonReason = reason;
    e.count = won.size();
    e.pile = pile;
    ++m_pilesWon;
    m_justSlapped = reason == PileWonReason::Slap;
    if (hasSplit()) {
        if (pile == PileId::Slap) { // the split pile moves over
            m_pile = m_split;
            m_burned = 0;
            m_lastPlayer = m_splitLastPlayer;
        }
        m_split.clear();
        m_splitLastPlayer = -1;
        if (challengeActive() && m_challengePile != pile) {
            m_challengePile = m_nextPile = PileId::Slap; // the answering seat keeps the turn
            return;
        }
        if (m_pending >= 0 && m_pendingPile != pile) {
            m_pendingPile = PileId::Slap;
            return;
        }
    } else {
        m_pile.clear();
        m_burned = 0;
        m_lastPlayer = -1;
    }
    cancelChallenge();
    m_pending = -1;
    m_turn = leaderAfterPile(m_rules, seat, [this](int s) { return nextWithCards(s); });
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
    if (m_challenger == seat)
        cancelChallenge();
    if (m_pending == seat) {
        m_pending = -1;
        m_nextPile = PileId::Slap;
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
        if (challengeUnanswered(next, m_challenger))
            loseChallenge(events);
        else
            m_turn = next;
        return;
    }
    m_nextPile = PileId::Slap; // a turn starts on the slap pile (§9.2)
    if (next >= 0) {
        m_turn = next;
        return;
    }
    // No seat has a card in hand: the slap pile goes to whoever played its top card.
    const int taker =
        lastCardTaker(m_pile.empty(), m_lastPlayer, m_players, [this](int s) { return isOut(s); });
    if (taker >= 0)
        givePile(taker, PileId::Slap, PileWonReason::LastCard, events);
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
    cancelChallenge();
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

void Game::relabelHands(std::span<const Card> relabel)
{
    for (CardStack &hand : m_hands) {
        CardStack relabelled;
        for (int i = 0; i < hand.size(); ++i)
            relabelled.putUnder(relabel[std::size_t(hand[i].id())]);
        hand = relabelled;
    }
}

} // namespace ratscrew
