// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rivals/Run.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace ratscrew {

/// What the bots of a deal would have done against one person's actions:
/// the game played again on the manual clock (replayRun()).
struct RunReplay
{
    /// The actions the bots, the clock and the person's actions made, in
    /// order; equal to the record's when the run replays.
    std::vector<RecordedAction> actions;
    /// The index of the first action where they part from the record's
    /// (-1: none, they are the same), and its game time.
    int partedAt = -1;
    qint64 partedAtMs = 0;
    /// The person's valid slaps in the game played again.
    QList<RunTime> times;
    /// Each seat's cards in hand after each action that reached the rules.
    struct Hands
    {
        qint64 atMs = 0;
        std::vector<int> cards; ///< index = player
    };
    std::vector<Hands> hands;
    bool over = false;
    int winner = -1;

    bool same() const { return partedAt < 0; }
};

/// Checks a run (docs/RUNS.md, "Checked, not trusted"): its game is played
/// again from its deal with its bots on the manual clock, the person's
/// actions at their times, and must come out action for action as the
/// record says; its times must be the ones that game measured; and they
/// must be a person's. Each failure is one sentence, in the player's
/// language.
class RunCheck
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::RunCheck)

public:
    /// A median of all the person's times below this is not a person's
    /// (ms): simple visual reaction times of the fastest adults lie near
    /// 180–200 ms, and telling a pattern takes longer than reacting to a light.
    static constexpr int kMinMedianMs = 150;
    /// A pattern's median below this is not a person's (ms): nobody sees a
    /// card and moves within 100 ms, the false-start line of sprint starts.
    static constexpr int kMinPatternMedianMs = 100;
    /// With at least kSpreadSamples times, their spread (spreadOf()) must
    /// reach kMinSpread: a person's times of one pattern vary with a sigma
    /// of 0.15–0.35 in the log; a program's need not vary at all.
    static constexpr int kSpreadSamples = 10;
    static constexpr double kMinSpread = 0.05;

    enum class Failure {
        None,
        Seats,   ///< not one person against bots at a seat the record gives
        Clock,   ///< a record of the clock before the fourth edition (cards did not land)
        Deal,    ///< the deck or the first player are not the deal number's
        Replay,  ///< the bots of the deal would not have done what the record says
        Times,   ///< the times are not those the game measured
        Median,  ///< the median is faster than kMinMedianMs
        Pattern, ///< a pattern's median is faster than kMinPatternMedianMs
        Spread,  ///< the times are too even
    };
    struct Verdict
    {
        Failure failure = Failure::None;
        QString sentence; ///< empty when it passed
        RunReplay replay; ///< the game played again (empty if it could not be dealt)
        bool passed() const { return failure == Failure::None; }
    };

    /// Whether two recorded actions are the same: kind, seat and time.
    static bool sameAction(const RecordedAction &a, const RecordedAction &b)
    {
        return a.atMs == b.atMs && a.action.type == b.action.type
               && (a.action.type != Action::Type::Slap || a.action.seat == b.action.seat);
    }
    /// Checks `run`. The spread's estimate is public for the tests and docs.
    static Verdict check(const Run &run);
    /// The spread of `times`: each time's ln ms less the median of the
    /// times of its kind (the same patterns, or the same call), pooled,
    /// their interquartile range over 1.349 (an estimate of the log-normal
    /// sigma that one outlier does not move); 0 with fewer than 4 such.
    static double spreadOf(const QList<RunTime> &times);

    /// The run of `record` for the person at seat `person`, named `name`:
    /// its table (`bots`, `playSpeed`, `collectDelayMs` as for replayRun())
    /// and the times its game measures, played again. Nothing if the game
    /// does not replay (a game played on from a save, or whose bots
    /// changed during it, say by new settings): no one could check it.
    static std::optional<Run> makeRun(const GameRecord &record, int person, const QString &name,
                                      const QList<std::optional<BotProfile>> &bots, double playSpeed,
                                      int collectDelayMs, const QDate &daily = {});
    /// Plays `record`'s game again: its deck and first player, its clock
    /// (reveal time), the bots `bots` (index = player; nothing at
    /// `person`'s seat) seeded as deal `record.deal` seeds them
    /// (GameSeeds::botSeedOf()), their play delay divided by `playSpeed`,
    /// `collectDelayMs`, and `person`'s actions of the record at their
    /// times. It stops where it parts from the record.
    static RunReplay replayRun(const GameRecord &record, int person,
                               const QList<std::optional<BotProfile>> &bots, double playSpeed,
                               int collectDelayMs);
};

} // namespace ratscrew
