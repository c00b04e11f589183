// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"
#include "Timing.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace ratscrew {

class Random;

/// What a table's collect timer has to do after an action.
enum class CollectTimer : std::uint8_t {
    Keep,  ///< as it is (running or not)
    Start, ///< an award became pending: collect at TableStep::collectDueMs
    Stop,  ///< nothing is pending (any more)
};

/// One action as a table was given it, and when: what a game record keeps
/// (engine/record/GameRecord.h).
struct RecordedAction
{
    Action action;
    std::int64_t atMs = 0; ///< table time (ms since the deal)
};

/// Why a card in the air went back onto the top of its player's hand
/// instead of landing (docs/RULES.md §12.1).
enum class FlightEnd : std::uint8_t {
    Landed,  ///< it landed: its play reached the rules
    PileWon, ///< a slap (or a collect) won the pile while it was in the air; the winner leads
    Turn,    ///< the turn passed meanwhile (a stick handed the challenge on, §9.1)
    Slapped, ///< its own player slapped while it was in the air: that hand is not throwing
    TimeUp,  ///< time was up while it was in the air (§11.4): it goes back, then `T`
    GameOver ///< the game ended while it was in the air
};

/// A played card between its seat and the pile (docs/RULES.md §12.1): not
/// on the pile yet, no slap is judged with it, and nobody's reaction to it
/// has started. It is still the top card of its player's hand in the Game.
struct CardFlight
{
    int player = -1;              ///< -1: no card in the air
    Card card;                    ///< the card (its player's top card)
    std::int64_t playedAtMs = -1; ///< table time it left the seat
    std::int64_t landsAtMs = -1;  ///< table time it lands: playedAtMs + Table::revealDelayMs()
    bool inAir() const { return player >= 0; }
};

/// A card that went back, and why.
struct FlightReturn
{
    int player = -1; ///< -1: none went back
    Card card;
    FlightEnd reason = FlightEnd::Landed;
    /// Who it went back for: the pile's winner for PileWon, the player to
    /// play now for Turn, the player itself for Slapped; -1 for TimeUp and
    /// GameOver.
    int byPlayer = -1;
};

/// What an applied action asks of the owner's timers.
struct TableStep
{
    CollectTimer collect = CollectTimer::Keep;
    /// With CollectTimer::Start: the table time (ms) the award is due.
    std::int64_t collectDueMs = -1;
    /// A card left its seat with this action (a `P` under a reveal delay):
    /// the owner calls Table::land() at Table::flight().landsAtMs.
    bool thrown = false;
};

/// One game at a table, in time, without Qt and without a clock of its
/// own: the rules' Game (docs/RULES.md §1-§6) seen from the players' chairs,
/// with what the rules leave to the table. The app's GameSession runs one
/// on real timers, `ratscrew-sim simulate` on a virtual clock; both give it
/// their time with each action, so the two cannot drift apart.
///
/// A Table owns:
/// - the **players**: player 0 is the person at the bottom of the app's
///   table, players 1..N-1 clockwise. The first player (left of the dealer)
///   is drawn at the deal, and the Game underneath deals from that seat and
///   lets it play first, so its seats are the players: actions, events and
///   the state need no translation.
/// - the **generation** of the pile: it changes whenever the played cards
///   change (and when the owner says so, e.g. on pause); a bot's decision
///   carries the generation it was made for and is dropped when stale.
/// - the **collect deadline** of `collect: on_collect` and its delay.
/// - who played each card of the pile, when the top card landed, and so
///   the reaction time of every slap.
/// - the **card in the air** (docs/RULES.md §12, the fourth edition): with
///   a reveal delay, a play leaves its seat and lands revealDelayMs() later;
///   only then does the `P` reach the Game. Until it lands, slaps are
///   judged on the pile as it lies, nobody is to play (turnPlayer() is -1)
///   and the card is still its player's top card. The owner lands it with
///   land() at its time (apply() lands a card that is due first, so a
///   replay needs no landing calls); a card whose play is no longer legal
///   then goes back (FlightEnd). Script mode (§8) has no clock and no
///   flight: it drives the Game directly.
///
/// Not thread-safe; cheap to copy.
class Table
{
public:
    /// A deal: the deck in the order it is dealt (index 0 to the first
    /// player) and the first player.
    struct Deal
    {
        std::vector<Card> deck;
        int firstPlayer = 0;
    };
    /// Shuffles rules.fullDeck() with `random`, then draws the first player
    /// (of 2..8 `players`) from it: the order of the draws is part of what
    /// a seed means (the same seed, the same game, in the app and the
    /// simulator alike).
    static Deal shuffle(const RuleSet &rules, int players, Random &random);

    /// Deals the game shuffle() draws from `random`. `players` is clamped
    /// to 2..8; `rules` must be valid (RuleSet::setOption guarantees that).
    Table(const RuleSet &rules, int players, Random &random);
    /// Deals `deck` (index 0 dealt first, to `firstPlayer`). Preconditions,
    /// checked by validateSetup(): those of Game::validateSetup and
    /// 0 <= firstPlayer < players.
    Table(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer);
    /// Empty if the arguments can deal a game, else a one-line reason.
    static std::string validateSetup(const RuleSet &rules, int players, std::span<const Card> deck,
                                     int firstPlayer);

    /// The deck as it was dealt (index 0 to the first player).
    std::span<const Card> dealtDeck() const { return std::span<const Card>(m_dealt.data(), m_dealtCount); }
    /// With recording on, every action apply() is given (refused ones too)
    /// is kept with its time, from then on: what a game record needs with
    /// the rules, the players and dealtDeck(). Off by default (the
    /// simulator's games keep nothing unless asked).
    void setRecording(bool on) { m_recording = on; }
    bool isRecording() const { return m_recording; }
    const std::vector<RecordedAction> &recordedActions() const { return m_record; }
    /// With recording on: every action the Game itself was given, in
    /// order, with its time: a `P` at its landing (docs/RULES.md §12.1),
    /// none for a card that went back. What script mode (§8, no clock)
    /// plays of this game; recordedActions() when plays land at once.
    const std::vector<RecordedAction> &gameActions() const { return m_gameRecord; }

    /// The game underneath; its seats are the players.
    const Game &game() const { return m_game; }
    const RuleSet &rules() const { return m_game.rules(); }
    int players() const { return m_game.players(); }
    int firstPlayer() const { return m_first; }
    /// The player who dealt (docs/RULES.md §1): the first player itself
    /// where the rules have the dealer start (RuleSet::dealerStarts),
    /// else the player before the first one.
    int dealer() const { return dealerOf(rules(), m_first, players()); }
    /// The same for a game of `players` (2..8) that `firstPlayer` starts.
    static int dealerOf(const RuleSet &rules, int firstPlayer, int players)
    {
        return rules.dealerStarts ? firstPlayer : (firstPlayer + players - 1) % players;
    }

    // The state in player numbers (-1 = nobody).
    int handSize(int player) const
    {
        return player >= 0 && player < players() ? m_game.hand(player).size() : 0;
    }
    bool isOut(int player) const { return player >= 0 && player < players() && m_game.isOut(player); }
    /// The player to play, or -1 while an award is pending, while a card is
    /// in the air (docs/RULES.md §12.1) and after the game.
    int turnPlayer() const { return m_flight.inAir() ? -1 : m_game.turn(); }
    int challengerPlayer() const { return m_game.challenger(); }
    /// Cards the answering player may still play (0 without a challenge).
    int chancesLeft() const { return m_game.chancesLeft(); }
    /// The player who has to answer a challenge now, -1 if none (or an
    /// award is pending): the loser if the next action ends it.
    int answererPlayer() const
    {
        return m_game.challengeActive() && m_game.pendingSeat() < 0 ? m_game.turn() : -1;
    }
    /// A slap's reaction time at table time `nowMs`: ms from the newest
    /// top card (of either pile) landing to `nowMs` (docs/RULES.md §12.2):
    /// never negative, since a slap is judged only on cards that landed.
    /// kNoReactionMs with no played card. (A table that plays at once,
    /// setPlaysLandAtOnce(), times from the play plus revealDelayMs(), and
    /// a slap before that is negative, down to -revealDelayMs().)
    int reactionMs(std::int64_t nowMs) const
    {
        const std::int64_t top = std::max(m_pile[0].topPlayedAtMs, m_pile[1].topPlayedAtMs);
        return top < 0 ? kNoReactionMs : int(nowMs - top - visibleAfterPlayMs());
    }
    /// Ms from a card's `P` reaching the rules to the card being visible:
    /// 0 when cards land (the `P` comes at landing), revealDelayMs() for a
    /// table that plays at once.
    int visibleAfterPlayMs() const { return m_landAtOnce ? m_revealDelayMs : 0; }
    int pendingPlayer() const { return m_game.pendingSeat(); }
    /// The winner after the game, -1 before it and for a draw.
    int winner() const { return m_game.isOver() ? m_game.winner() : -1; }
    bool isOver() const { return m_game.isOver(); }
    /// The played cards of a pile (default: the slap pile), top card last,
    /// and who played each. The split pile (docs/RULES.md §9.2) is empty
    /// while there is none.
    std::span<const Card> played(PileId pile = PileId::Slap) const { return m_game.playedCards(pile); }
    std::span<const int> playedBy(PileId pile = PileId::Slap) const
    {
        const PileCards &p = m_pile[std::size_t(pile)];
        return std::span<const int>(p.playedBy.data(), p.count);
    }
    bool hasSplit() const { return m_game.hasSplit(); }
    /// The pile the next card goes onto.
    PileId nextPile() const { return m_game.nextPile(); }
    /// What a pile's played cards match (docs/RULES.md §3), worked out once
    /// per generation however many bots ask.
    PatternSet patterns(PileId pile = PileId::Slap) const
    {
        if (m_patternsGeneration != generation()) {
            m_patterns[0] = m_game.slappablePatterns(PileId::Slap);
            m_patterns[1] = m_game.hasSplit() ? m_game.slappablePatterns(PileId::Split) : PatternSet{};
            m_patternsGeneration = generation();
        }
        return m_patterns[std::size_t(pile)];
    }
    /// The call a slap by `player` would make now if no pile shows a
    /// pattern (docs/RULES.md §9), or Call::None.
    Call callFor(int player) const { return m_game.callFor(player); }

    /// Moves on once per card played, once per pile won and once per stick
    /// (the challenge changes hands).
    std::uint64_t generation() const { return m_generation; }
    /// Moves it on for the owner's own reasons, making every decision taken
    /// so far stale: a pause, a resume, a new deal that must not reuse an
    /// old table's generations.
    void advanceGeneration(std::uint64_t by = 1) { m_generation += by; }

    /// The collect delay (ms), clamped to kMinCollectDelayMs..kMaxCollectDelayMs.
    int collectDelayMs() const { return m_collectDelayMs; }
    void setCollectDelayMs(int ms);
    /// A played card's flight from its seat to the pile (ms >= 0, default
    /// 0: plays land at once), docs/RULES.md §12.1: the `P` reaches the
    /// rules when it lands. Takes effect from the next play.
    int revealDelayMs() const { return m_revealDelayMs; }
    void setRevealDelayMs(int ms) { m_revealDelayMs = ms < 0 ? 0 : ms; }
    /// Whether any action was applied yet (a table whose clock may still be
    /// set without two clocks in one game).
    bool hasActions() const { return m_acted; }
    /// The clock of the editions before the fourth, for the records made
    /// under it (GameRecord version 1): every `P` reaches the rules at
    /// once, and revealDelayMs() only delays the card's visibility, from
    /// which reaction times count (negative before it). Off by default.
    void setPlaysLandAtOnce(bool on) { m_landAtOnce = on; }
    bool playsLandAtOnce() const { return m_landAtOnce; }

    /// The card in the air, if any (docs/RULES.md §12.1).
    const CardFlight &flight() const { return m_flight; }
    /// Game::relabelHands(relabel), and the card in the air with its hand's
    /// top card (it is still that card).
    void relabelHands(std::span<const Card> relabel)
    {
        m_game.relabelHands(relabel);
        if (m_flight.inAir())
            m_flight.card = relabel[std::size_t(m_flight.card.id())];
    }
    /// Game::pilesWon() when the card in the air left its seat: it goes
    /// back on landing if a pile was won since (FlightEnd::PileWon).
    long long pilesWonAtThrow() const { return m_pilesWonAtThrow; }
    /// Lands the card in the air if it is due at `nowMs` (its landsAtMs or
    /// earlier): its `P` reaches the Game (events appended as by apply()),
    /// or, if that play is no longer legal, it goes back (lastReturn()).
    /// Does nothing (and returns a Keep step) with no card due. The step
    /// says what the collect timer must do after the play.
    TableStep land(std::int64_t nowMs, std::vector<Event> &events);
    /// The card that went back in the last apply() or land(), if any
    /// (player -1 otherwise).
    const FlightReturn &lastReturn() const { return m_return; }

    /// Applies one action at table time `nowMs` (ms since the deal, never
    /// decreasing): `action.seat` is the slapping player. Appends what
    /// happened to `events` (not cleared); a rejected
    /// action appends one Rejected event and changes nothing. The returned
    /// step says what the owner's timers must do.
    ///
    /// With a reveal delay (docs/RULES.md §12.1): a card due to land by
    /// `nowMs` lands first (its events first). A `P` then only throws the
    /// card (no events; TableStep::thrown) unless the Game would refuse it,
    /// which it then does at once; a `P` while a card is in the air is
    /// refused (Rejected, GameOver or AwaitingCollect as the Game words
    /// it, else `out`); a slap by the player whose card is in the air sends
    /// it back first (FlightEnd::Slapped); `T` sends it back first
    /// (FlightEnd::TimeUp); an action that ends the game sends it back
    /// after (FlightEnd::GameOver).
    TableStep apply(Action action, std::int64_t nowMs, std::vector<Event> &events);
    /// Ends the game as a draw (`max_plays`, simulation only).
    void declareDraw(std::vector<Event> &events);

    /// Matches piles with `matcher` (see Game::useMatcher).
    void useMatcher(const SlapMatcher *matcher) { m_game.useMatcher(matcher); }

    /// With checking on, every action is checked against the invariants of
    /// engine/rules/Invariants.h (the deal at once); violation() is the
    /// first broken one, empty while none.
    void setChecking(bool on);
    const std::string &violation() const { return m_violation; }

private:
    Table(const RuleSet &rules, int players, const Deal &deal);
    /// With checking: the invariants after `action` took the game from
    /// `before` to now with `events`.
    void check(const Game &before, Action action, std::span<const Event> events);
    /// With checking: m_game.apply() and check() against a copy of the game
    /// before. Out of line, so that apply() (every action) has no copy of a
    /// Game in its frame and saves fewer registers on the way in.
    void applyChecked(Action action, std::vector<Event> &events);

    /// With calls on (docs/RULES.md §9): follows the events of an action
    /// onto both piles.
    void followCalls(std::span<const Event> events, std::int64_t nowMs);
    /// Game::apply() of `action` with everything the table follows (who
    /// played, the generation, the collect deadline).
    TableStep applyNow(Action action, std::int64_t nowMs, std::vector<Event> &events);
    /// The flight's side of apply(): docs/RULES.md §12.1.
    TableStep applyWithFlight(Action action, std::int64_t nowMs, std::vector<Event> &events);
    /// The card in the air goes back for `reason`.
    void sendBack(FlightEnd reason);

    // Who played the played cards of one pile, and when its top card came.
    struct PileCards
    {
        std::array<int, Card::kMaxCount> playedBy{}; // the first `count` are the pile's
        std::size_t count = 0;
        std::int64_t topPlayedAtMs = -1; // table time; -1: no played card
    };

    Game m_game;
    int m_first;
    std::array<PileCards, 2> m_pile{}; // by PileId
    std::uint64_t m_generation = 0;
    mutable std::uint64_t m_patternsGeneration = ~std::uint64_t(0);
    mutable std::array<PatternSet, 2> m_patterns{};
    int m_collectDelayMs = kDefaultCollectDelayMs;
    int m_revealDelayMs = 0;
    bool m_landAtOnce = false;
    bool m_acted = false;
    CardFlight m_flight;
    long long m_pilesWonAtThrow = 0; // Game::pilesWon() when m_flight left its seat
    int m_lastPileWinner = -1;       // who won the newest pile (while a card flies)
    FlightReturn m_return;
    bool m_checking = false;
    std::string m_violation;
    std::array<Card, Card::kMaxCount> m_dealt{};
    std::size_t m_dealtCount = 0;
    bool m_recording = false;
    std::vector<RecordedAction> m_record;
    std::vector<RecordedAction> m_gameRecord;
};

inline TableStep Table::apply(Action action, std::int64_t nowMs, std::vector<Event> &events)
{
    if (m_recording) [[unlikely]]
        m_record.push_back({action, nowMs});
    m_acted = true;
    if (m_revealDelayMs > 0 && !m_landAtOnce) [[unlikely]]
        return applyWithFlight(action, nowMs, events);
    return applyNow(action, nowMs, events);
}

inline TableStep Table::applyNow(Action action, std::int64_t nowMs, std::vector<Event> &events)
{
    if (m_recording) [[unlikely]]
        m_gameRecord.push_back({action, nowMs});
    const bool pendingBefore = m_game.pendingSeat() >= 0;
    const int turnBefore = m_game.turn();
    const long long playsBefore = m_game.plays();
    const long long wonBefore = m_game.pilesWon();
    const std::size_t first = events.size();
    if (m_checking) [[unlikely]]
        applyChecked(action, events);
    else
        m_game.apply(action, events);
    if (m_game.rules().hasCalls()) [[unlikely]] {
        followCalls(std::span<const Event>(events).subspan(first), nowMs);
    } else {
        // One pile: a play action plays at most one card, before any pile is won.
        PileCards &pile = m_pile[0];
        if (m_game.plays() != playsBefore) {
            pile.playedBy[pile.count++] = turnBefore;
            pile.topPlayedAtMs = nowMs;
        }
        if (m_game.pilesWon() != wonBefore) {
            pile.count = 0;
            pile.topPlayedAtMs = -1;
            if (m_flight.inAir()) [[unlikely]]
                for (std::size_t i = first; i < events.size(); ++i)
                    if (events[i].type == Event::Type::PileWon)
                        m_lastPileWinner = events[i].seat;
        }
        m_generation += std::uint64_t(m_game.plays() - playsBefore + m_game.pilesWon() - wonBefore);
    }
    if (m_game.pendingSeat() < 0)
        return {CollectTimer::Stop, -1};
    if (!pendingBefore)
        return {CollectTimer::Start, nowMs + m_collectDelayMs};
    return {CollectTimer::Keep, -1};
}

} // namespace ratscrew
