// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"
#include "GameSession.h"
#include "SlapRace.h"
#include "seating/PointOfView.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace ratscrew {

class ManualScheduler;

/// One slap of a record, timed against the card it was made on: a view
/// of that card's SlapRace (engine/session/SlapRace.h) and its slap.
struct SlapTiming
{
    /// What came of a slap.
    enum class Outcome {
        Valid,   ///< it took the pile (a pattern or a call)
        Misslap, ///< on nothing: the penalty of docs/RULES.md §4
        Refused, ///< the rules did not take it (see `refusal`): a late slap, a player who is out, …
    };

    int action = -1;     ///< its index in GameRecord::actions
    int player = -1;     ///< who slapped
    qint64 atMs = 0;     ///< game time of the slap (ms since the deal, pauses excluded)
    int cardAction = -1; ///< the index of the play that put the newest card on the table; -1 before any
    Card card;           ///< that card (only meaningful with cardAction >= 0)
    /// ms from that card landing (its play plus GameRecord::revealMs) to
    /// the slap; negative when the slap came before it landed
    /// (SlapRace::Slap::ms).
    qint64 afterCardMs = 0;
    Outcome outcome = Outcome::Refused;
    RejectReason refusal = RejectReason::Late; ///< with Outcome::Refused
    bool again = false;     ///< with Outcome::Refused: pressed again after its own slap took the pile
    PatternSet patterns;    ///< with Outcome::Valid: what the pile showed (empty for a call)
    Call call = Call::None; ///< with Outcome::Valid: the call it made (docs/RULES.md §9), if any
    QList<Card> played;     ///< the played cards it was judged on, top card last
    /// In the race for its card (SlapRace::Slap::contends()): judged, or
    /// refused only as too late. A slap refused because its player was out
    /// or sat out raced nobody: it has no place and no close race.
    bool contends = true;
    /// Among the contenders on the same card (same cardAction), in the
    /// order they came: 0 for the first, else ms after the first one.
    qint64 behindFirstMs = 0;
    bool first = true;      ///< the first contender on its card
    int firstPlayer = -1;   ///< who slapped its card first (this player when `first`)
    bool contested = false; ///< more than one player raced for its card
};

/// A moment of a record worth watching again.
struct DecisiveMoment
{
    enum class Kind {
        CloseRace,     ///< two players slapped the same card within kCloseRaceMs of each other
        LostChallenge, ///< a challenge its answerer lost (docs/RULES.md §2)
        Misslap,       ///< a slap on nothing
    };
    Kind kind = Kind::Misslap;
    int action = -1; ///< the index in GameRecord::actions of the action it is about
    qint64 atMs = 0; ///< its game time (ms)
    int player = -1; ///< who it is about: the race's winner, the challenge's loser, the misslapper
    QString text;    ///< one translated sentence ("Bea beat Ann by 34 ms to a double 7-7")
};

/// What a game record says about speed, worked out once: the record is
/// played again through a GameSession on a ManualScheduler (no timer of
/// the app, no statistics), one ActionReport per action, and from those
///
/// - a timing line per slap (SlapTiming): who, when, how long after the
///   card landed (the record's reveal time; without one, after the card
///   was played), valid or not, and on a card several players slapped who
///   was first and by how much;
/// - the decisive moments, in game order: close races (two players within
///   kCloseRaceMs), lost challenges and misslaps.
///
/// Plain logic: no widget, no event loop needed.
class ReplayAnalysis
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::ReplayAnalysis)

public:
    /// Two slaps of different players on one card at most this far apart
    /// (ms) make a close race.
    static constexpr qint64 kCloseRaceMs = 100;

    /// Analyses `record` (as GameRecord::read gives it: its setup is valid).
    explicit ReplayAnalysis(const GameRecord &record);

    /// Every slap, in the record's order.
    const QList<SlapTiming> &slaps() const { return m_slaps; }
    /// The slap of record action `action`, or null if that action is no slap.
    const SlapTiming *slapAt(int action) const;
    /// The slaps on the card the play `cardAction` put down, in order.
    QList<SlapTiming> slapsOnCard(int cardAction) const;
    /// The decisive moments, in game order.
    const QList<DecisiveMoment> &moments() const { return m_moments; }
    /// The race of every card played, in order (with its slaps).
    const QList<SlapRace> &races() const { return m_races; }

    /// Whether the record knows its reveal time (GameRecord::revealMs > 0):
    /// then times count from the card landing, else from its play.
    bool knowsReveal() const { return m_revealMs > 0; }
    /// A player's name as the record has it (control characters escaped),
    /// "Player N" when it has none.
    QString name(int player) const;
    /// The same for any record, without analysing it.
    static QString playerName(const GameRecord &record, int player);

    /// The timing readout of the card `cardAction` put down: a heading
    /// ("7♣ from Ann at 1:02.345"), one line per slap on it ("Bea: 412 ms
    /// after the card landed, first — took the pile (a double 7-7)") and,
    /// when several players slapped it, who was first and by how much.
    /// Empty when nobody slapped it.
    QStringList timingLines(int cardAction) const;
    /// The line of one slap, as in timingLines().
    QString line(const SlapTiming &slap) const;

    /// Applies one recorded action to `session` (running, not paused, on
    /// `clock`, with auto-collect off) at its time: the clock is moved on
    /// to it first (never back). A play goes to the player whose turn it
    /// is; an action the rules would refuse is refused as it was then.
    static void apply(GameSession &session, ManualScheduler &clock, const RecordedAction &action);

private:
    void onReport(const ActionReport &report, const SlapRaceFollower &races);

    // Who played a card, and when.
    struct PlayedCard
    {
        Card card;
        int player = -1;
        qint64 atMs = 0;
    };

    QStringList m_names;
    PointOfView m_view; // the record's one person is "you" (PointOfView::of)
    int m_revealMs = 0;
    QHash<int, PlayedCard> m_cards; // by the index of the play
    QList<SlapTiming> m_slaps;
    QList<SlapRace> m_races;
    QList<DecisiveMoment> m_moments;
    int m_cardAction = -1; // while analysing: the play of the newest card
};

} // namespace ratscrew
