// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "RuleSet.h"

#include <QObject>
#include <QThreadPool>

#include <array>
#include <atomic>
#include <memory>
#include <vector>

namespace ratscrew {

/// What a rule set plays like at a table, from simulated games of bots
/// (the rule workshop of Settings ▸ Rules; docs/RULES.md §11).
struct RuleFigures
{
    int games = 0; ///< simulated games the figures are made of
    /// Game length on the game's own clock (minutes): the median and the
    /// 95th percentile as the simulator reports them (GameLengths), with
    /// the rule set's time limit (a game longer than the limit counts as
    /// the limit) and without one.
    double minutesP50 = 0, minutesP95 = 0;
    double minutesP50Unlimited = 0, minutesP95Unlimited = 0;
    /// Games that end on time with the rule set's limit (0 without one), 0..1.
    double endedOnTimeShare = 0;
    /// Games still going after RuleForecast::kHorizonMinutes without a
    /// limit: games that would not end by themselves, 0..1.
    double unendingShare = 0;
    /// How piles are won, each 0..1 of all piles won: by a slap, a
    /// challenge (a pending award when it is collected), a misslap's
    /// give_pile penalty; the rest went to the last card's player.
    double bySlap = 0, byChallenge = 0, byPenalty = 0;
    /// Cards that left their pile matching each pattern, per 100 cards
    /// played (by SlapPattern).
    std::array<double, kSlapPatternCount> slappablePer100{};
    /// The bots' misslaps (invalid slaps) per game, all seats together, in
    /// the games that end as the rules play them (misslapGames of them): a
    /// game the time limit cuts counts the share of its misslaps that its
    /// time up to the limit is of its whole length; without a limit, a game
    /// still going at kHorizonMinutes has not ended and is left out (a
    /// game it would be, but of unknown length). 0 when misslapGames is 0.
    double misslapsPerGame = 0;
    /// The games misslapsPerGame is of, 0..games: those the time limit
    /// ends and those that end by themselves within kHorizonMinutes (all of
    /// them with a limit under kHorizonMinutes).
    int misslapGames = 0;
    /// The bots' misslaps per hour of game time, all seats together, over
    /// every game as far as it was played (to the limit, or the horizon).
    double misslapsPerHour = 0;
    /// Whether the median game without a limit passes kLongMinutes: the
    /// rule set wants a time limit.
    bool wantsLimit = false;
};

/// Simulates games of a rule set in the background and reports what it
/// plays like (RuleFigures), for the rule workshop: every change of the
/// rules calls start() again, which cancels the run before; the work runs
/// on a pool of its own (never the GUI thread) and reports its progress.
/// The games are the simulator's (simulateGame(), with the same bots as
/// the app's), played with a horizon: a game still going after
/// kHorizonMinutes of game time is stopped there and counted as one that
/// would not end.
class RuleForecast : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultGames = 200;
    static constexpr int kHorizonMinutes = 360;
    static constexpr int kLongMinutes = 30;

    explicit RuleForecast(QObject *parent = nullptr);
    ~RuleForecast() override; ///< cancels the run and waits for its thread (at most one game)

    /// Starts simulating `games` (1..10000) games of `rules` at a table of
    /// `bots.size()` + 1 seats (the person's seat played by a `normal`
    /// bot; 2..8 seats), from `seed`. Cancels the run before: its signals
    /// never come after this call.
    void start(const RuleSet &rules, const std::vector<BotProfile> &bots, int games = kDefaultGames,
               quint64 seed = 1);
    /// Stops the run; no signal of it comes after this call.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    /// `done` of `total` games simulated so far (every few games).
    void progressed(int done, int total);
    /// The run ended: its figures.
    void figuresReady(const ratscrew::RuleFigures &figures);

private:
    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_cancel; // of the run in progress
    quint64 m_run = 0;                           // the run whose signals count
    bool m_running = false;
};

} // namespace ratscrew

Q_DECLARE_METATYPE(ratscrew::RuleFigures)
