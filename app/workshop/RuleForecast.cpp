// SPDX-License-Identifier: GPL-3.0-or-later
#include "workshop/RuleForecast.h"

#include "Simulator.h"

#include <QMetaObject>

#include <algorithm>

namespace ratscrew {

namespace {

// The figures of the games' results; `limitMs` is the rule set's own time
// limit (0: none), the horizon already stopped the longest games.
RuleFigures figuresOf(const std::vector<GameResult> &results, std::int64_t limitMs)
{
    RuleFigures f;
    f.games = int(results.size());
    if (results.empty())
        return f;
    GameLengths unlimited, limited; // the simulator's report's percentiles
    std::array<long long, 4> piles{};
    std::array<long long, kSlapPatternCount> slappable{};
    long long plays = 0, onTime = 0, unending = 0;
    double misslaps = 0;       // in the games that end (misslapGames)
    double misslapsPlayed = 0; // in every game as far as it was played
    double playedMs = 0;
    for (const GameResult &r : results) {
        unlimited.add(r.durationMs);
        const bool cut = limitMs > 0 && r.durationMs > limitMs;
        limited.add(cut ? limitMs : r.durationMs);
        onTime += cut;
        unending += r.endedOnTime; // stopped at the horizon
        plays += r.plays;
        for (std::size_t i = 0; i < piles.size(); ++i)
            piles[i] += r.pilesWon[i];
        for (std::size_t i = 0; i < slappable.size(); ++i)
            slappable[i] += r.slappable[i];
        long long game = 0;
        for (int n : r.invalidSlaps)
            game += n;
        // A game the limit cuts: its misslaps up to the limit, as if they
        // came evenly through the game (the results keep no times).
        const double played = cut ? double(game) * double(limitMs) / double(r.durationMs) : double(game);
        misslapsPlayed += played;
        playedMs += double(cut ? limitMs : r.durationMs);
        // A game the horizon stopped has not ended (unless the limit cut it
        // before): its misslaps so far are no whole game's.
        if (cut || !r.endedOnTime) {
            misslaps += played;
            ++f.misslapGames;
        }
    }
    f.minutesP50Unlimited = unlimited.p50Minutes();
    f.minutesP95Unlimited = unlimited.p95Minutes();
    f.minutesP50 = limited.p50Minutes();
    f.minutesP95 = limited.p95Minutes();
    const double games = double(results.size());
    f.endedOnTimeShare = double(onTime) / games;
    f.unendingShare = double(unending) / games;
    long long won = 0;
    for (long long n : piles)
        won += n;
    if (won > 0) {
        f.bySlap = double(piles[std::size_t(PileWonReason::Slap)]) / double(won);
        f.byChallenge = double(piles[std::size_t(PileWonReason::Challenge)]) / double(won);
        f.byPenalty = double(piles[std::size_t(PileWonReason::Penalty)]) / double(won);
    }
    for (std::size_t i = 0; i < slappable.size(); ++i)
        f.slappablePer100[i] = plays > 0 ? 100.0 * double(slappable[i]) / double(plays) : 0;
    f.misslapsPerGame = f.misslapGames > 0 ? misslaps / double(f.misslapGames) : 0;
    f.misslapsPerHour = playedMs > 0 ? misslapsPlayed * 3600000.0 / playedMs : 0;
    f.wantsLimit = f.minutesP50Unlimited > RuleForecast::kLongMinutes;
    return f;
}

} // namespace

RuleForecast::RuleForecast(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

RuleForecast::~RuleForecast()
{
    cancel();
    m_pool.waitForDone(); // the game in progress (the run stops between games)
}

void RuleForecast::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel.reset();
    ++m_run;
    m_running = false;
}

void RuleForecast::start(const RuleSet &rules, const std::vector<BotProfile> &bots, int games, quint64 seed)
{
    cancel();
    auto config = std::make_shared<SimulationConfig>();
    config->rules = rules;
    config->rules.timeLimitMinutes = kHorizonMinutes; // the horizon (the rules' own limit is applied after)
    config->rules.maxPlays = 0;
    config->bots.push_back(*BotProfile::forLevel("normal")); // the person's seat
    for (const BotProfile &bot : bots)
        if (int(config->bots.size()) < kMaxPlayers)
            config->bots.push_back(bot);
    if (config->bots.size() < std::size_t(kMinPlayers))
        config->bots.push_back(*BotProfile::forLevel("normal"));
    config->players = int(config->bots.size());
    config->games = std::clamp(games, 1, 10000);
    config->seed = seed;
    config->details = true;
    const std::int64_t limitMs = std::int64_t(std::min(rules.timeLimitMinutes, kHorizonMinutes)) * 60000;
    auto cancelled = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelled;
    m_running = true;
    const quint64 run = m_run;
    // The destructor waits for this job, so `this` outlives it; what it
    // posts is dropped if this object is gone or the run is stale.
    m_pool.start([this, config, cancelled, run, limitMs] {
        std::vector<GameResult> results;
        const int total = int(config->games);
        for (int g = 0; g < total; ++g) {
            if (cancelled->load())
                return;
            results.push_back(simulateGame(*config, g));
            if (g + 1 < total) // after every game: the bar moves on from the first
                QMetaObject::invokeMethod(
                    this,
                    [this, run, g, total] {
                        if (run == m_run)
                            Q_EMIT progressed(g + 1, total);
                    },
                    Qt::QueuedConnection);
        }
        const RuleFigures figures = figuresOf(results, limitMs);
        QMetaObject::invokeMethod(
            this,
            [this, run, figures, total] {
                if (run != m_run)
                    return;
                m_running = false;
                Q_EMIT progressed(total, total);
                Q_EMIT figuresReady(figures);
            },
            Qt::QueuedConnection);
    });
}

} // namespace ratscrew
