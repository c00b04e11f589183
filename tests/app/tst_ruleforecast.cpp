// SPDX-License-Identifier: GPL-3.0-or-later
// RuleForecast (app/workshop/RuleForecast.h): what a rule set plays like,
// simulated off the GUI thread, cancelled and restarted on every change.

#include "BotProfile.h"
#include "Simulator.h"
#include "TestRegistry.h"
#include "workshop/RuleForecast.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace ratscrew;

namespace {

std::vector<BotProfile> normalBots(int count)
{
    return std::vector<BotProfile>(std::size_t(count), *BotProfile::forLevel("normal"));
}

} // namespace

class TestRuleForecast : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<RuleFigures>(); }
    void figuresSayWhatTheRulesPlayLike();
    void aChangeCancelsTheRunBefore();
    void theGuiThreadRunsMeanwhile();
    void misslapsAreCountedInGamesThatEnd();
};

// Two seats of house end by themselves; eight of slaps_advanced mostly do
// not (docs/BOTS.md "How long games last"), and a 30-minute limit ends
// them on time.
void TestRuleForecast::figuresSayWhatTheRulesPlayLike()
{
    RuleForecast forecast;
    QSignalSpy ready(&forecast, &RuleForecast::figuresReady);
    QSignalSpy progress(&forecast, &RuleForecast::progressed);
    forecast.start(*RuleSet::preset("house"), normalBots(1), 60, 5);
    QVERIFY(forecast.isRunning());
    QVERIFY(ready.wait(60000));
    const RuleFigures house = ready.takeFirst().at(0).value<RuleFigures>();
    QVERIFY(!forecast.isRunning());
    QCOMPARE(house.games, 60);
    QCOMPARE(house.unendingShare, 0.0);
    QVERIFY(!house.wantsLimit);
    QVERIFY(house.minutesP50 > 0 && house.minutesP50 <= house.minutesP95);
    QCOMPARE(house.minutesP50, house.minutesP50Unlimited); // no limit in house
    QCOMPARE(house.endedOnTimeShare, 0.0);
    QVERIFY(house.bySlap > 0 && house.byChallenge > 0
            && house.bySlap + house.byChallenge + house.byPenalty <= 1.0);
    QVERIFY(house.slappablePer100[std::size_t(SlapPattern::Double)] > 1);
    QCOMPARE(house.slappablePer100[std::size_t(SlapPattern::Joker)], 0.0); // not a house pattern
    QVERIFY(house.misslapsPerGame > 0);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.constLast().at(0).toInt(), 60);

    RuleSet slaps = *RuleSet::preset("slaps_advanced");
    slaps.timeLimitMinutes = 30;
    forecast.start(slaps, normalBots(7), 20, 5);
    QVERIFY(ready.wait(120000));
    const RuleFigures eight = ready.takeFirst().at(0).value<RuleFigures>();
    QVERIFY2(eight.unendingShare > 0.3, qPrintable(QString::number(eight.unendingShare)));
    QVERIFY(eight.wantsLimit);
    QVERIFY(eight.minutesP95 <= 30.0);
    QVERIFY(eight.endedOnTimeShare > 0.5);
    QVERIFY(eight.minutesP50Unlimited > 30.0);
}

// start() again: only the new run's figures come.
void TestRuleForecast::aChangeCancelsTheRunBefore()
{
    RuleForecast forecast;
    QSignalSpy ready(&forecast, &RuleForecast::figuresReady);
    forecast.start(*RuleSet::preset("slaps_advanced"), normalBots(7), 200, 1);
    forecast.start(*RuleSet::preset("house"), normalBots(1), 30, 1);
    QVERIFY(ready.wait(60000));
    QTest::qWait(200);
    QCOMPARE(ready.size(), 1);
    QCOMPARE(ready.at(0).at(0).value<RuleFigures>().games, 30);
    // Cancelled: nothing comes, and the object goes at once.
    forecast.start(*RuleSet::preset("slaps_advanced"), normalBots(7), 200, 1);
    forecast.cancel();
    QVERIFY(!forecast.isRunning());
    QTest::qWait(300);
    QCOMPARE(ready.size(), 1);
}

// The games are simulated on a thread of the forecast's own: the GUI
// thread's events run while a long run goes on (a zero timer fires many
// times before the figures come).
void TestRuleForecast::theGuiThreadRunsMeanwhile()
{
    RuleForecast forecast;
    QSignalSpy ready(&forecast, &RuleForecast::figuresReady);
    int ticks = 0, ticksBeforeFigures = -1;
    QTimer tick;
    tick.setInterval(0);
    connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
    connect(&forecast, &RuleForecast::figuresReady, [&] { ticksBeforeFigures = ticks; });
    tick.start();
    forecast.start(*RuleSet::preset("slaps_advanced"), normalBots(7), 30, 2);
    QCOMPARE(ticks, 0); // start() returned without simulating
    QVERIFY(ready.wait(120000));
    QVERIFY2(ticksBeforeFigures > 10, qPrintable(QString::number(ticksBeforeFigures)));
}

// The bots' misslaps a game are of whole games: without a game length, a
// game still going at the horizon is left out of the count a game (it was
// counted as one, so 8 seats of slaps_advanced said "962.2 times a game"),
// and the rate an hour is of every game as far as it was played. The games
// are simulated again here as the forecast plays them.
void TestRuleForecast::misslapsAreCountedInGamesThatEnd()
{
    const RuleSet rules = *RuleSet::preset("slaps_advanced");
    const int games = 8;
    RuleForecast forecast;
    QSignalSpy ready(&forecast, &RuleForecast::figuresReady);
    forecast.start(rules, normalBots(7), games, 3);
    QVERIFY(ready.wait(240000));
    const RuleFigures f = ready.takeFirst().at(0).value<RuleFigures>();

    SimulationConfig config;
    config.rules = rules;
    config.rules.timeLimitMinutes = RuleForecast::kHorizonMinutes;
    config.bots = normalBots(8);
    config.players = 8;
    config.games = games;
    config.seed = 3;
    config.details = true;
    int ended = 0;
    long long endedMisslaps = 0, allMisslaps = 0;
    double ms = 0;
    for (int g = 0; g < games; ++g) {
        const GameResult r = simulateGame(config, g);
        long long misslaps = 0;
        for (int n : r.invalidSlaps)
            misslaps += n;
        allMisslaps += misslaps;
        ms += double(r.durationMs);
        if (!r.endedOnTime) {
            ++ended;
            endedMisslaps += misslaps;
        }
    }
    QVERIFY2(ended < games, "every game ended: nothing to leave out"); // most of these games never end
    QCOMPARE(f.misslapGames, ended);
    QCOMPARE(f.misslapsPerGame, ended > 0 ? double(endedMisslaps) / ended : 0.0);
    QVERIFY(qFuzzyCompare(f.misslapsPerHour, double(allMisslaps) * 3600000.0 / ms));
}

RATSCREW_TEST_GUILESS_MAIN(TestRuleForecast)
#include "tst_ruleforecast.moc"
