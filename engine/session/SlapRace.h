// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"
#include "Timing.h"

#include <QList>
#include <QtGlobal>

#include <array>

namespace ratscrew {

class Table;
struct ActionReport;

/// The race of one card: the card a play put on a pile (one generation of
/// that pile), when it became visible, what the piles showed then, and
/// every slap made at it until the next card, in the order the rules took
/// them. The one model of a slap race: the person's slap windows
/// (app/coach/SlapWindowTracker), the coach, the statistics of a game
/// (app/summary/GameStats) and of a career (app/coach/CareerRecorder),
/// and the replay's analysis (app/replay/ReplayAnalysis) all read it, so
/// that none of them times or ranks a slap its own way.
///
/// Times are ms of game time (GameSession::elapsedMs(), or a record's
/// table time). A slap's `ms` counts from the card becoming visible: its
/// landing, when its play reached the rules (docs/RULES.md §12), so it is
/// never negative. Only a record of the earlier clock (GameRecord version
/// 1: plays counted at once, visible the reveal delay later) can hold a
/// slap made before its card could be seen, negative: no reaction, which
/// the statistics count apart as *early* (Slap::early()) and never as a
/// time, and every text says with GameText::slapTime() ("85 ms before the
/// card was visible").
struct SlapRace
{
    /// One slap at the card, judged or refused.
    struct Slap
    {
        enum class Verdict : std::uint8_t {
            Valid,   ///< a pattern (docs/RULES.md §3) or a call (§9): it took the pile or the challenge
            Misslap, ///< judged and matching nothing: the penalty of §4
            Refused, ///< not judged (see `refusal`): too late, out, sitting out, …
        };

        int action = -1; ///< index of its action, as the follower was given it (-1: unknown)
        int player = -1; ///< who slapped
        qint64 atMs = 0; ///< game time of the slap
        /// ms from the card becoming visible to the slap; negative before.
        int ms = 0;
        Verdict verdict = Verdict::Refused;
        RejectReason refusal = RejectReason::Late; ///< with Verdict::Refused
        /// The pile it was judged on (ActionReport::slapPile()) and that
        /// pile's played cards as the slap found them (top card last).
        PileId pile = PileId::Slap;
        QList<Card> played;
        PatternSet patterns;    ///< with Verdict::Valid: what it matched (empty for a call)
        Call call = Call::None; ///< with Verdict::Valid: the call it made, if any
        /// Refused as late after this player's own good slap had won the
        /// race: a press again, no race lost (no contender).
        bool again = false;

        bool valid() const { return verdict == Verdict::Valid; }
        /// Made before the card was visible: no reaction time.
        bool early() const { return ms < 0; }
        /// A contender of the race: judged (good or a misslap), or refused
        /// only for coming after another player's winning slap
        /// (RejectReason::Late, not `again`). A slap refused because its
        /// player was out, sat out or the game was over, or pressed again
        /// after winning, never raced anyone.
        bool contends() const
        {
            return verdict != Verdict::Refused || (refusal == RejectReason::Late && !again);
        }
    };

    int action = -1; ///< index of the action that played the card (-1: unknown)
    Card card;       ///< the card
    PileId pile = PileId::Slap;
    int playedBy = -1;      ///< who played it
    qint64 playedAtMs = 0;  ///< game time of its play
    qint64 visibleAtMs = 0; ///< playedAtMs (it landed), or plus the reveal delay on the earlier clock
    /// What each pile (index = PileId) matched once the card lay there,
    /// and each pile's played cards then (top card last; the split pile's
    /// empty without one, docs/RULES.md §9.2).
    std::array<PatternSet, 2> patterns{};
    std::array<QList<Card>, 2> cards{};
    /// With calls in the rules: the call a slap by each player would make
    /// on the card (index = player, docs/RULES.md §9); empty without calls.
    QList<Call> calls;
    QList<Slap> slaps; ///< every slap at the card, in order

    /// Both piles' patterns together.
    PatternSet allPatterns() const { return PatternSet::fromBits(patterns[0].bits() | patterns[1].bits()); }
    Call callFor(int player) const { return calls.value(player, Call::None); }
    /// The first good slap: the winner of the race; null if nobody won it.
    const Slap *winner() const;
    /// The first slap of `player` at the card, null if none.
    const Slap *slapOf(int player) const;
    /// The contenders' slaps (Slap::contends()), in order.
    QList<Slap> contenders() const;
};

/// Follows a table's reports, action by action, and keeps the race of the
/// newest card: a new race starts with every card played (a play, or the
/// card a split puts down, docs/RULES.md §9.2), and every slap until the
/// next card joins the race of the card before it. Plain logic, no Qt
/// object: each reader keeps its own follower, fed the same reports, and
/// so reads the same races.
class SlapRaceFollower
{
public:
    /// Follows one applied action: its report, the table as the action
    /// left it, and the index of the action (its place in a record, or -1).
    /// Returns the slap the action added to a race (the current one, or
    /// for a split the one it ended), null if it was no slap or came
    /// before any card. Valid until the next call.
    const SlapRace::Slap *follow(const ActionReport &report, const Table &table, int action = -1);
    /// Forgets every race (a new game).
    void reset() { *this = SlapRaceFollower(); }

    /// Whether a card has been played since the deal (or reset()).
    bool hasRace() const { return m_hasRace; }
    /// The race of the newest card.
    const SlapRace &current() const { return m_race; }
    /// The race the last follow() ended by putting a new card down, null
    /// if it put none down (or it was the first card).
    const SlapRace *ended() const { return m_ended ? &m_previous : nullptr; }

private:
    SlapRace m_race;
    SlapRace m_previous;
    bool m_hasRace = false;
    bool m_ended = false;
};

} // namespace ratscrew
