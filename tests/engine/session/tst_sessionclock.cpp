// SPDX-License-Identifier: GPL-3.0-or-later
// The session's game clock (docs/RULES.md §11.4): time up ends the game at
// the rules' `time_limit`, in game time (paused time does not count), and a
// restored game keeps the time it had used. On the fake clock only.

#include "GameSession.h"
#include "Random.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "TestSupport.h"

#include <QTest>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::ReportSpy;

class TestSessionClock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endsExactlyAtTheLimit();
    void mostCardsWinAndATieIsADraw();
    void pausedTimeDoesNotCount();
    void restoreKeepsTheClock();
    void restoredPastTheLimitEndsOnResume();
    void noLimitNeverEnds();
    void newGameAndGameOverStopTheClock();
    void aPendingAwardIsCollectedFirst();
};

namespace {
constexpr qint64 kMinute = 60000;

RuleSet withLimit(const char *preset, int minutes)
{
    RuleSet rules = *RuleSet::preset(preset);
    rules.timeLimitMinutes = minutes;
    return rules;
}
} // namespace

void TestSessionClock::endsExactlyAtTheLimit()
{
    ManualScheduler clock;
    clock.advance(1234); // the scheduler's age does not count
    GameSession s(&clock);
    const RuleSet rules = withLimit("house", 1);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    QCOMPARE(s.timeLimitMs(), kMinute);
    QCOMPARE(s.remainingMs(), kMinute);
    ReportSpy reports(&s);
    QVERIFY(s.playCard(0)); // 25 cards to 26
    clock.advance(kMinute - 1);
    QCOMPARE(s.remainingMs(), 1);
    QVERIFY(!s.isOver());
    QCOMPARE(reports.count(Event::Type::TimeUp), 0);
    clock.advance(1);
    QCOMPARE(reports.count(Event::Type::TimeUp), 1);
    QCOMPARE(reports.count(Event::Type::GameOver), 1);
    QVERIFY(s.isOver());
    QVERIFY(s.game().endedOnTime());
    QCOMPARE(s.winner(), 1);
    QCOMPARE(reports.events(Event::Type::GameOver).at(0).seat, 1);
    QCOMPARE(s.remainingMs(), 0);
    QCOMPARE(s.elapsedMs(), kMinute);
}

void TestSessionClock::mostCardsWinAndATieIsADraw()
{
    ManualScheduler clock;
    GameSession s(&clock);
    const RuleSet rules = withLimit("house", 10);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    ReportSpy reports(&s);
    clock.advance(10 * kMinute); // 26 and 26
    QCOMPARE(reports.count(Event::Type::GameOver), 1);
    QCOMPARE(reports.events(Event::Type::GameOver).at(0).seat, -1);
    QVERIFY(s.game().endedOnTime());
}

void TestSessionClock::pausedTimeDoesNotCount()
{
    ManualScheduler clock;
    GameSession s(&clock);
    const RuleSet rules = withLimit("house", 1);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    clock.advance(20000);
    s.pause();
    QCOMPARE(clock.pendingCount(), 0); // no timer runs while paused
    clock.advance(10 * kMinute);
    QVERIFY(!s.isOver());
    QCOMPARE(s.remainingMs(), 40000);
    s.resume();
    clock.advance(39999);
    QVERIFY(!s.isOver());
    QCOMPARE(s.remainingMs(), 1);
    // Pause and resume again: the time left stays.
    s.pause();
    clock.advance(5000);
    s.resume();
    QCOMPARE(s.remainingMs(), 1);
    clock.advance(1);
    QVERIFY(s.isOver());
    QVERIFY(s.game().endedOnTime());
}

void TestSessionClock::restoreKeepsTheClock()
{
    const RuleSet rules = withLimit("house", 2);
    const auto deck = deckStartingWith(rules, {"4C", "5D", "6H", "7S"});
    // A game played to 50 s: four cards, then the save.
    Table table(rules, 2, deck, 0);
    table.setRecording(true);
    std::vector<Event> events;
    for (int i = 1; i <= 4; ++i)
        table.apply(Action::play(), i * 12500, events);
    ManualScheduler clock;
    clock.advance(777);
    GameSession s(&clock);
    QVERIFY(s.restore(rules, 2, table.dealtDeck(), table.firstPlayer(), table.recordedActions()));
    QVERIFY(s.isPaused());
    QCOMPARE(s.remainingMs(), 2 * kMinute - 50000);
    clock.advance(kMinute); // left paused a while
    QCOMPARE(s.remainingMs(), 2 * kMinute - 50000);
    QVERIFY(!s.isOver());
    s.resume();
    clock.advance(2 * kMinute - 50000 - 1);
    QVERIFY(!s.isOver());
    clock.advance(1);
    QVERIFY(s.isOver());
    QVERIFY(s.game().endedOnTime());
    QCOMPARE(s.elapsedMs(), 2 * kMinute);
}

void TestSessionClock::restoredPastTheLimitEndsOnResume()
{
    // A record saved at (or, written by hand, past) the limit: the game ends
    // as soon as it runs again, not later.
    const RuleSet rules = withLimit("house", 1);
    Table table(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0);
    table.setRecording(true);
    std::vector<Event> events;
    table.apply(Action::play(), 70000, events);
    ManualScheduler clock;
    GameSession s(&clock);
    QVERIFY(s.restore(rules, 2, table.dealtDeck(), table.firstPlayer(), table.recordedActions()));
    QCOMPARE(s.remainingMs(), 0);
    QVERIFY(!s.isOver());
    s.resume();
    clock.advance(0);
    QVERIFY(s.isOver());
    QCOMPARE(s.winner(), 1);
}

void TestSessionClock::noLimitNeverEnds()
{
    ManualScheduler clock;
    GameSession s(&clock);
    QCOMPARE(s.remainingMs(), -1); // no game
    QCOMPARE(s.timeLimitMs(), 0);
    const RuleSet rules = withLimit("house", 0);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    QCOMPARE(s.timeLimitMs(), 0);
    QCOMPARE(s.remainingMs(), -1);
    QCOMPARE(clock.pendingCount(), 0);
    clock.advance(601 * kMinute);
    QVERIFY(!s.isOver());
    QVERIFY(s.playCard(0));
}

void TestSessionClock::newGameAndGameOverStopTheClock()
{
    ManualScheduler clock;
    GameSession s(&clock);
    RuleSet rules = withLimit("house", 1);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    clock.advance(30000);
    // A new game with another limit: its own clock from 0.
    rules.timeLimitMinutes = 2;
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    QCOMPARE(clock.pendingCount(), 1);
    clock.advance(kMinute);
    QVERIFY(!s.isOver());
    QCOMPARE(s.remainingMs(), kMinute);
    // Over by time: nothing is left pending.
    clock.advance(kMinute);
    QVERIFY(s.isOver());
    QCOMPARE(clock.pendingCount(), 0);
    // And a game with no limit after one with a limit.
    rules.timeLimitMinutes = 1;
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    rules.timeLimitMinutes = 0;
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"4C", "5D"}), 0));
    QCOMPARE(clock.pendingCount(), 0);
    clock.advance(10 * kMinute);
    QVERIFY(!s.isOver());
}

void TestSessionClock::aPendingAwardIsCollectedFirst()
{
    // bicycle collects a lost challenge after a delay: time up in the delay
    // collects it first (§11.4, 1), then the most cards win.
    ManualScheduler clock;
    GameSession s(&clock);
    const RuleSet rules = withLimit("bicycle", 1);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "4D"}), 0));
    s.setCollectDelayMs(kMaxCollectDelayMs);
    clock.advance(kMinute - 100);
    QVERIFY(s.playCard(0));
    QVERIFY(s.playCard(1)); // the challenge is lost: player 0 collects after the delay
    QCOMPARE(s.pendingPlayer(), 0);
    ReportSpy reports(&s);
    clock.advance(100);
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).seat, 0);
    QCOMPARE(reports.count(Event::Type::GameOver), 1);
    QCOMPARE(reports.events(Event::Type::GameOver).at(0).seat, 0); // 27 cards to 25
    QCOMPARE(clock.pendingCount(), 0);
}

QTEST_GUILESS_MAIN(TestSessionClock)
#include "tst_sessionclock.moc"
