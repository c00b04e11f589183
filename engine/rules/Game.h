// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "CardStack.h"
#include "RuleDecisions.h"
#include "RuleSet.h"
#include "SlapPatterns.h"

#include <array>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

namespace ratscrew {

/// One input to the game (docs/RULES.md §8 actions `P`, `S<k>`, `C`, and
/// §11.4's `T`: time is up).
struct Action
{
    enum class Type : std::uint8_t { Play, Slap, Collect, TimeUp };
    Type type = Type::Play;
    int seat = -1; ///< the slapper for Slap; ignored otherwise

    static Action play() { return {Type::Play, -1}; }
    static Action slap(int seat) { return {Type::Slap, seat}; }
    static Action collect() { return {Type::Collect, -1}; }
    static Action timeUp() { return {Type::TimeUp, -1}; }
};

enum class PileWonReason : std::uint8_t { Slap, Challenge, LastCard, Penalty };
/// Why a misslap made no call although the pile looked like one
/// (docs/RULES.md §9): a letter card in a challenge with sticky faces on,
/// or an eight with `split_eights` on.
enum class NoCall : std::uint8_t {
    None,                 ///< nothing looked like a call
    NotStickyFace,        ///< the challenge's letter card is of no sticky rank (§9.1)
    OwnChallenge,         ///< the slapper is the challenger: nobody sticks their own challenge
    Answering,            ///< the slapper is the one answering, who cannot stick
    AlreadyAnswered,      ///< that letter card was already answered or stuck
    ForbiddenRank,        ///< the card is of the forbidden rank (§7 `forbidden_rank`)
    SplitPileExists,      ///< an eight, but a split pile is out already (§9.2)
    SplitInChallenge,     ///< an eight during a challenge
    SplitAwaitingCollect, ///< an eight while a won pile waits to be collected
    SplitNeedsCard,       ///< an eight, but the slapper holds no card
};

/// What a played card did to a challenge, so that no view works it out.
enum class ChallengeChange : std::uint8_t {
    None,    ///< nothing: a number card, answering or outside a challenge
    Started, ///< a letter card started one (docs/RULES.md §2; §9.2 on a split pile)
    Stopped, ///< a ten stopped the one in play (`ten_stops`, §11.2): nobody wins the pile
};
/// Which of the (at most) two piles: the slap pile, or the split pile that
/// a split eight starts beside it (docs/RULES.md §9.2).
enum class PileId : std::uint8_t { Slap, Split };
/// What a valid slap without a pattern was (docs/RULES.md §9).
enum class Call : std::uint8_t { None, Stick, Split };
enum class RejectReason : std::uint8_t {
    GameOver,
    AwaitingCollect,
    NothingToCollect,
    Out,
    NoCards,
    SittingOut, ///< the slapper sits out after a missed slap-in (docs/RULES.md §4) or is locked out (§11.3)
    Late,       ///< a slap that lost the race to the slap that just won the pile
    InAir,      ///< a play while a card is in the air (docs/RULES.md §12.1; a table's, never the Game's)
};

std::string_view pileWonReasonId(PileWonReason r); ///< `slap`, `challenge`, …
std::string_view rejectReasonId(RejectReason r);   ///< `game_over`, `awaiting_collect`, …
std::string_view pileId(PileId p);                 ///< `pile`, `split` (docs/RULES.md §9.3)
std::string_view callId(Call c);                   ///< ``, `stick`, `split`

/// What happened, in the vocabulary of docs/RULES.md §8. Which fields are set
/// depends on `type`. Trivially copyable (no heap): the simulator creates
/// one or two for every card.
struct Event
{
    enum class Type : std::uint8_t {
        Deal,
        Play,
        Slap,
        Burn,
        PileWon,
        Out,
        SitOut,
        GameOver,
        Rejected,
        TimeUp
    };
    Type type = Type::Deal;
    int seat = -1;       ///< Play, Slap, Burn, PileWon, Out; the winner for GameOver (-1: draw)
    Card card;           ///< Play
    bool valid = false;  ///< Slap
    PatternSet patterns; ///< Slap (empty when invalid)
    PileWonReason wonReason = PileWonReason::Slap;      ///< PileWon
    int count = 0;                                      ///< PileWon: cards taken; SitOut: cards to sit out
    RejectReason rejectReason = RejectReason::GameOver; ///< Rejected
    CardList cards;                                     ///< Burn: cards in the order they left the hand
    PileId pile = PileId::Slap; ///< Play: the pile played onto; Slap, PileWon: the pile taken
    ChallengeChange challenge = ChallengeChange::None; ///< Play: what the card did to a challenge
    Call call = Call::None;       ///< Slap: a valid slap that was a call (patterns then empty)
    NoCall noCall = NoCall::None; ///< Slap: a misslap that looked like a call, why it was none
    /// SitOut: a lockout after a misslap with cards (`penalty: lockout`,
    /// docs/RULES.md §11.3), not a missed slap-in (§4). Rejected with
    /// RejectReason::SittingOut: the seat sits out for such a lockout
    /// (isLockedOut()), even if it has played its last card since.
    bool lockout = false;
};
static_assert(std::is_trivially_copyable_v<Event>);

/// The game state machine of docs/RULES.md §1–§6. Deterministic: no clock, no
/// randomness; the deck order is given. Not thread-safe; cheap to copy.
class Game
{
public:
    /// Deals `deck` to `players` seats, clockwise from `firstSeat`, who gets
    /// the deck's card 0 and plays first (docs/RULES.md §1; script mode,
    /// §8, always starts at seat 0). Preconditions, checked by
    /// validateSetup(): 2 <= players <= 8, `deck` is exactly
    /// rules.fullDeck() in some order, and 0 <= firstSeat < players.
    Game(const RuleSet &rules, int players, std::span<const Card> deck, int firstSeat = 0);

    /// Empty string if (rules, players, deck) can start a game, else a
    /// one-line reason.
    static std::string validateSetup(const RuleSet &rules, int players, std::span<const Card> deck);

    /// Applies one action and appends what happened to `events` (which is
    /// not cleared). Rejected actions append one Rejected event and change
    /// nothing. A slap seat outside 0..players-1 is a precondition error
    /// (rejected as `out`).
    void apply(Action action, std::vector<Event> &events);

    const RuleSet &rules() const { return m_rules; }
    int players() const { return m_players; }
    /// Replaces every card in a hand by relabel[its id] (Card::kMaxCount
    /// cards, indexed by id; a permutation of the cards nobody has seen,
    /// which only hands hold, the identity elsewhere): the game as it would
    /// stand had the hidden cards been dealt in another order
    /// (sampleHiddenDeck(), engine/record/GameRecord.h).
    void relabelHands(std::span<const Card> relabel);
    const CardStack &hand(int seat) const { return m_hands[std::size_t(seat)]; }
    /// The whole slap pile, bottom card first (burned cards at the bottom).
    std::span<const Card> pile() const { return m_pile.cards(); }
    /// The played cards of the slap pile (play order; what the slap patterns see).
    std::span<const Card> playedCards() const { return m_pile.cards().subspan(std::size_t(m_burned)); }
    int burnedCount() const { return m_burned; }
    /// The split pile's cards, bottom (the splitter's card) first; all are
    /// played cards. Empty when there is no split pile (docs/RULES.md §9.2).
    std::span<const Card> splitCards() const { return m_split.cards(); }
    bool hasSplit() const { return !m_split.empty(); }
    /// The played cards of one pile.
    std::span<const Card> playedCards(PileId p) const
    {
        return p == PileId::Split ? splitCards() : playedCards();
    }
    /// The seat that played the top card of a pile, or -1 (no played card).
    int lastPlayer(PileId p) const { return p == PileId::Split ? m_splitLastPlayer : m_lastPlayer; }
    /// The seat to play, or -1 while an award is pending or after the game.
    int turn() const { return m_turn; }
    /// The pile the next card goes onto (always the slap pile without a
    /// split pile; docs/RULES.md §9.2 "two cards a turn").
    PileId nextPile() const { return m_nextPile; }
    bool challengeActive() const { return m_challenger >= 0; }
    int challenger() const { return m_challenger; }          ///< -1 without a challenge
    int chancesLeft() const { return m_remaining; }          ///< cards the answering seat may still play
    PileId challengePile() const { return m_challengePile; } ///< the pile the challenge is on
    int pendingSeat() const { return m_pending; }            ///< seat a pending award goes to, or -1
    PileId pendingPile() const { return m_pendingPile; }     ///< the pile a pending award is for
    /// The call a slap by `seat` would be now if the piles show no pattern
    /// (docs/RULES.md §9.1, §9.2), or Call::None (a misslap).
    Call callFor(int seat) const;
    /// Why a slap by `seat` now would make no call where the pile looks
    /// like one (NoCall::None where it does not, or where it is a call).
    NoCall noCallReason(int seat) const;
    /// True while the challenge's card is an unanswered, unstuck sticky
    /// face (docs/RULES.md §9.1): a third seat may stick it.
    bool stickable() const { return m_stickable; }
    bool isOut(int seat) const { return m_out[std::size_t(seat)]; }
    /// Consecutive played cards the seat misslapped on (docs/RULES.md §4).
    int misslapStreak(int seat) const { return m_misslaps.streak[std::size_t(seat)]; }
    /// Whether the seat misslapped since the last card was played (a second
    /// misslap on the same card does not grow the streak).
    bool misslappedOnTop(int seat) const { return m_misslaps.onTop[std::size_t(seat)]; }
    /// Played cards the seat still sits out after a missed slap-in, or is
    /// still locked out after a misslap (`penalty: lockout`) (0: none).
    int sitOutCards(int seat) const { return m_misslaps.sitOut[std::size_t(seat)]; }
    /// Whether the seat sits out for a lockout (§11.3) rather than a missed
    /// slap-in (§4); false when it does not sit out.
    bool isLockedOut(int seat) const
    {
        return m_misslaps.sitOut[std::size_t(seat)] > 0 && m_lockedOut[std::size_t(seat)];
    }
    /// True from a pile won by a valid slap until the next card is played or
    /// pile won: a misslap then lost the race and is rejected as `late`.
    bool justSlapped() const { return m_justSlapped; }
    bool isOver() const { return m_over; }
    int winner() const { return m_winner; } ///< -1: none (yet) or a draw
    /// The game ended on a `T` action (docs/RULES.md §11.4), whoever won.
    bool endedOnTime() const { return m_endedOnTime; }
    long long plays() const { return m_plays; }
    /// Piles won so far (by any reason; a pending award counts when collected).
    long long pilesWon() const { return m_pilesWon; }
    /// The slap patterns the slap pile matches right now (docs/RULES.md §3).
    PatternSet slappablePatterns() const { return matchPile(); }
    /// The slap patterns a pile matches right now.
    PatternSet slappablePatterns(PileId p) const { return match(playedCards(p)); }
    /// Matches piles with `matcher` (a SlapMatcher of the same rules that
    /// outlives the game, e.g. one shared by every game of a simulation)
    /// instead of from scratch; null, the default, matches from scratch.
    /// Either way the patterns are the same.
    void useMatcher(const SlapMatcher *matcher) { m_matcher = matcher; }
    /// Total cards in hands and both piles; always rules().deckSize().
    int cardCount() const;

    /// Ends the game as a draw (docs/RULES.md §6 `max_plays`, simulation only).
    void declareDraw(std::vector<Event> &events);
    /// The seat that holds the most cards in hand among those not out, or
    /// -1 if two or more tie for the most: who wins when time is up
    /// (docs/RULES.md §11.4; piles count for nobody; timeUpWinner()).
    int mostCardsInHand() const;

private:
    /// Whether `top` is of `forbidden_rank` (docs/RULES.md §7): no call is made on it.
    bool forbidden(Card top) const;
    PatternSet matchPile() const { return match(playedCards()); }
    PatternSet match(std::span<const Card> played) const
    {
        return m_matcher ? m_matcher->match(played) : matchSlapPatterns(m_rules, played);
    }
    void play(std::vector<Event> &events);
    void slap(int seat, std::vector<Event> &events);
    void misslap(int seat, std::vector<Event> &events);
    void stick(int seat, std::vector<Event> &events);
    void split(int seat, std::vector<Event> &events);
    void collect(std::vector<Event> &events);
    void timeUp(std::vector<Event> &events);
    void award(int seat, PileId pile, PileWonReason reason, std::vector<Event> &events);
    void givePile(int seat, PileId pile, PileWonReason reason, std::vector<Event> &events);
    void startChallenge(int seat, Card card, PileId pile, std::vector<Event> &events);
    void cancelChallenge();
    void burn(int seat, int count, std::vector<Event> &events);
    void goOut(int seat, std::vector<Event> &events);
    int otherHolders(int seat) const; ///< seats other than `seat` holding cards
    void sitOut(int seat, int cards, bool lockout, std::vector<Event> &events);
    void leadAfterMisslap(int seat);
    void cardPlayed();
    void settleTurn(std::vector<Event> &events)
    {
        if (!m_over && m_pending < 0 && (m_turn < 0 || !hasCards(m_turn)))
            passTurn(events);
    }
    void passTurn(std::vector<Event> &events); // settleTurn() when the seat to play has no cards
    void checkGameOver(std::vector<Event> &events);
    int winnerNow() const;                                ///< the seat a win condition (§6) names now, or -1
    void endGame(int winner, std::vector<Event> &events); ///< winner -1: a draw
    void loseChallenge(std::vector<Event> &events);
    int nextWithCards(int after) const; ///< -1 if no other seat has cards
    bool hasCards(int seat) const { return !m_hands[std::size_t(seat)].empty(); }

    RuleSet m_rules;
    const SlapMatcher *m_matcher = nullptr;
    int m_players = 0;
    std::array<CardStack, kMaxPlayers> m_hands{};
    PileStack m_pile;
    int m_burned = 0;      // burned cards at the bottom of the pile
    int m_lastPlayer = -1; // seat that played the slap pile's top card
    PileStack m_split;     // the split pile (docs/RULES.md §9.2); empty: none
    int m_splitLastPlayer = -1;
    PileId m_nextPile = PileId::Slap;
    PileId m_challengePile = PileId::Slap;
    PileId m_pendingPile = PileId::Slap;
    bool m_stickable = false;
    std::array<bool, kMaxPlayers> m_out{};
    int m_outCount = 0;                          // seats that are out
    MisslapRecord m_misslaps;                    // streaks, misslaps on the top card, sit-outs
    std::array<bool, kMaxPlayers> m_lockedOut{}; // the last sitOut() was a lockout
    bool m_justSlapped = false;
    int m_turn = 0;
    int m_challenger = -1;
    int m_remaining = 0;
    int m_pending = -1;
    bool m_over = false;
    bool m_endedOnTime = false;
    int m_winner = -1;
    long long m_plays = 0;
    long long m_pilesWon = 0;
};

// Inline: the simulator applies every action of its games through it.
inline void Game::apply(Action action, std::vector<Event> &events)
{
    switch (action.type) {
    case Action::Type::Play:
        play(events);
        break;
    case Action::Type::Slap:
        slap(action.seat, events);
        break;
    case Action::Type::Collect:
        collect(events);
        break;
    case Action::Type::TimeUp:
        timeUp(events);
        break;
    }
}

} // namespace ratscrew
