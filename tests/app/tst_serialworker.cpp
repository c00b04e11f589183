// SPDX-License-Identifier: GPL-3.0-or-later
// The stores' worker thread: jobs in the order handed over, off the GUI
// thread; answers on the GUI thread while their context lives; problems
// told there; nothing left behind when it goes.
#include "TestRegistry.h"
#include "worker/SerialWorker.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace ratscrew;

class TestSerialWorker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jobsRunInOrderOffTheGuiThread();
    void answersComeWhileTheirContextLives();
    void problemsAreToldOnTheGuiThread();
    void goingWaitsForEveryJob();
};

void TestSerialWorker::jobsRunInOrderOffTheGuiThread()
{
    SerialWorker worker(QStringLiteral("test"));
    QList<int> order; // touched by the jobs only, until wait()
    QThread *ran = nullptr;
    for (int i = 0; i < 100; ++i)
        worker.run([&order, &ran, i] {
            order << i;
            ran = QThread::currentThread();
        });
    worker.wait();
    QCOMPARE(order.size(), 100);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(order.at(i), i);
    QVERIFY(ran && ran != QThread::currentThread());
    QCOMPARE(ran->objectName(), QStringLiteral("test"));
    int seen = -1;
    worker.runAndWait([&] { seen = int(order.size()); });
    QCOMPARE(seen, 100);
}

void TestSerialWorker::answersComeWhileTheirContextLives()
{
    SerialWorker worker(QStringLiteral("test"));
    QObject kept;
    auto gone = std::make_unique<QObject>();
    QList<QString> answers;
    QThread *answeredOn = nullptr;
    worker.run([] { return QStringLiteral("kept"); }, &kept,
               [&](const QString &text) {
                   answers << text;
                   answeredOn = QThread::currentThread();
               });
    worker.run([] { return QStringLiteral("gone"); }, gone.get(),
               [&](const QString &text) { answers << text; });
    worker.wait();
    QVERIFY(answers.isEmpty()); // not before the GUI thread's events
    gone.reset();
    QTRY_COMPARE(answers, QList<QString>{QStringLiteral("kept")});
    QCOMPARE(answeredOn, QThread::currentThread());
    QCoreApplication::processEvents();
    QCOMPARE(answers.size(), 1);
}

void TestSerialWorker::problemsAreToldOnTheGuiThread()
{
    SerialWorker worker(QStringLiteral("test"));
    QSignalSpy told(&worker, &SerialWorker::problemFound);
    worker.run([&worker] { worker.tell(QStringLiteral("a full disk")); });
    worker.wait();
    QCOMPARE(told.size(), 0);
    QTRY_COMPARE(told.size(), 1);
    QCOMPARE(told.at(0).at(0).toString(), QStringLiteral("a full disk"));
}

void TestSerialWorker::goingWaitsForEveryJob()
{
    std::atomic<int> done{0};
    {
        SerialWorker worker(QStringLiteral("test"));
        for (int i = 0; i < 5; ++i)
            worker.run([&done] {
                QThread::msleep(20);
                ++done;
            });
    }
    QCOMPARE(done.load(), 5);
}

RATSCREW_TEST_WIDGETS_MAIN(TestSerialWorker)
#include "tst_serialworker.moc"
