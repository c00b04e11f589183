// SPDX-License-Identifier: GPL-3.0-or-later
// The schedulers' one order (TimerKey): by due time, then tie order, then
// first scheduled first; the fake clock and real time alike.

#include "Scheduler.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTest>
#include <QThread>

#include <memory>

using namespace ratscrew;

class TestScheduler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void manualTiesFollowTheKey();
    void manualCancelAndRemaining();
    void realTimeTiesFollowTheKey();
    void realTimeCancelOfTheFirstTimer();
    void realTimeCallbackMayDeleteTheScheduler();
    void realTimeCallbacksRunAtTheirDueTime();
    void realTimeCatchUpFiresWhatWasDue();
    void realTimeHoldStandsStill();
};

namespace {

// Schedules, at one due time, timers in an order the key reverses: the
// collect, then player 1's play, player 1's slap, player 0's play, player
// 0's slap, and two untied timers. `fired` gets their names as they fire.
void scheduleTies(Scheduler &s, int delayMs, QStringList &fired)
{
    s.schedule(delayMs, [&fired] { fired << QStringLiteral("other A"); });
    s.schedule(delayMs, TimerKey::kCollectOrder, [&fired] { fired << QStringLiteral("collect"); });
    s.schedule(delayMs, TimerKey::playOrder(1), [&fired] { fired << QStringLiteral("play 1"); });
    s.schedule(delayMs, TimerKey::slapOrder(1), [&fired] { fired << QStringLiteral("slap 1"); });
    s.schedule(delayMs, TimerKey::playOrder(0), [&fired] { fired << QStringLiteral("play 0"); });
    s.schedule(delayMs, TimerKey::slapOrder(0), [&fired] { fired << QStringLiteral("slap 0"); });
    s.schedule(delayMs, [&fired] { fired << QStringLiteral("other B"); });
}

const QStringList kKeyOrder = {QStringLiteral("slap 0"), QStringLiteral("play 0"),  QStringLiteral("slap 1"),
                               QStringLiteral("play 1"), QStringLiteral("collect"), QStringLiteral("other A"),
                               QStringLiteral("other B")};

} // namespace

void TestScheduler::manualTiesFollowTheKey()
{
    ManualScheduler clock;
    QStringList fired;
    clock.schedule(30, [&fired] { fired << QStringLiteral("earlier"); }); // an earlier due time comes first
    scheduleTies(clock, 31, fired);
    clock.advance(31);
    QCOMPARE(fired, QStringList{QStringLiteral("earlier")} + kKeyOrder);
    QCOMPARE(clock.nowMs(), 31);
}

void TestScheduler::manualCancelAndRemaining()
{
    ManualScheduler clock;
    int fired = 0;
    const Scheduler::TimerId a = clock.schedule(100, TimerKey::slapOrder(2), [&fired] { ++fired; });
    const Scheduler::TimerId b = clock.schedule(-5, [&fired] { fired += 10; }); // clamped to now
    QCOMPARE(clock.remainingMs(a), 100);
    QCOMPARE(clock.remainingMs(b), 0);
    clock.cancel(a);
    clock.cancel(a); // twice: ignored
    QVERIFY(!clock.isPending(a));
    QCOMPARE(clock.remainingMs(a), -1);
    QCOMPARE(clock.pendingCount(), 1);
    QVERIFY(clock.fireNext());
    QVERIFY(!clock.fireNext());
    QCOMPARE(fired, 10);
}

// Real time: separate QTimers due at the same ms would fire in the event
// loop's order; the one queue keeps the key's.
void TestScheduler::realTimeTiesFollowTheKey()
{
    QtScheduler scheduler;
    QStringList fired;
    scheduleTies(scheduler, 20, fired);
    scheduler.schedule(5, [&fired] { fired << QStringLiteral("first"); });
    QTRY_COMPARE_WITH_TIMEOUT(fired.size(), 8, 2000);
    QCOMPARE(fired, QStringList{QStringLiteral("first")} + kKeyOrder);
}

// However late the event loop gets to a timer, its callback sees the time
// it was due, and what it schedules counts from then: the manual clock's
// times, on real time (docs/RUNS.md).
void TestScheduler::realTimeCallbacksRunAtTheirDueTime()
{
    QtScheduler scheduler;
    const qint64 start = scheduler.nowMs();
    qint64 firstAt = -1;
    qint64 secondAt = -1;
    scheduler.schedule(10, [&] {
        firstAt = scheduler.nowMs();
        scheduler.schedule(5, [&] { secondAt = scheduler.nowMs(); });
    });
    QThread::msleep(60); // the event loop is late for both
    QTRY_VERIFY_WITH_TIMEOUT(secondAt >= 0, 2000);
    // The due time is counted from the scheduler's clock when scheduled:
    // at least `start` + 10, and the nested one exactly 5 later.
    QVERIFY2(firstAt >= start + 10 && firstAt < start + 60, qPrintable(QString::number(firstAt - start)));
    QCOMPARE(secondAt, firstAt + 5);
    QVERIFY(scheduler.nowMs() >= start + 60); // outside a callback, real time
}

// Something that acts from outside a timer (a person's key) first lets
// every timer due before it fire, in order.
void TestScheduler::realTimeCatchUpFiresWhatWasDue()
{
    QtScheduler scheduler;
    QStringList fired;
    scheduler.schedule(10, TimerKey::playOrder(1), [&fired] { fired << QStringLiteral("due"); });
    scheduler.schedule(100000, [&fired] { fired << QStringLiteral("later"); });
    QThread::msleep(30); // no event loop ran
    QVERIFY(fired.isEmpty());
    scheduler.catchUp();
    QCOMPARE(fired, QStringList{QStringLiteral("due")});
}

// While an action is handled (a Hold), the clock stands at its ms: what
// it sets going counts from there, however long the work takes.
void TestScheduler::realTimeHoldStandsStill()
{
    QtScheduler scheduler;
    qint64 held = -1;
    Scheduler::TimerId id = 0;
    {
        const Scheduler::Hold hold(scheduler);
        held = scheduler.nowMs();
        QThread::msleep(30);
        QCOMPARE(scheduler.nowMs(), held);
        id = scheduler.schedule(1000, [] {});
        {
            const Scheduler::Hold inner(scheduler);
            QCOMPARE(scheduler.nowMs(), held);
        }
        QCOMPARE(scheduler.remainingMs(id), 1000);
    }
    QVERIFY(scheduler.nowMs() >= held + 30);
    QVERIFY(scheduler.remainingMs(id) <= 970);
}

void TestScheduler::realTimeCancelOfTheFirstTimer()
{
    QtScheduler scheduler;
    QStringList fired;
    QElapsedTimer clock;
    clock.start();
    const Scheduler::TimerId first =
        scheduler.schedule(10, [&fired] { fired << QStringLiteral("cancelled"); });
    qint64 firedAt = -1;
    scheduler.schedule(60, TimerKey::slapOrder(0), [&] {
        fired << QStringLiteral("kept");
        firedAt = clock.elapsed();
    });
    QVERIFY(scheduler.isPending(first));
    QVERIFY(scheduler.remainingMs(first) <= 10);
    scheduler.cancel(first);
    QVERIFY(!scheduler.isPending(first));
    QTRY_COMPARE_WITH_TIMEOUT(fired, QStringList{QStringLiteral("kept")}, 2000);
    QVERIFY2(firedAt >= 60, qPrintable(QString::number(firedAt))); // never early
}

void TestScheduler::realTimeCallbackMayDeleteTheScheduler()
{
    auto *scheduler = new QtScheduler;
    QPointer<QtScheduler> watch(scheduler);
    int fired = 0;
    scheduler->schedule(5, [&] {
        ++fired;
        delete scheduler;
    });
    scheduler->schedule(5, [&fired] { fired += 10; }); // dies with it
    QTRY_VERIFY_WITH_TIMEOUT(watch.isNull(), 2000);
    QTest::qWait(20);
    QCOMPARE(fired, 1);
}

QTEST_GUILESS_MAIN(TestScheduler)
#include "tst_scheduler.moc"
