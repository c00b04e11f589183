// SPDX-License-Identifier: GPL-3.0-or-later
// Runs in the main window (docs/RUNS.md): a game played at the window in
// real time replays to the ms; a friend's run opened, checked and raced;
// a tampered one refused with its sentence.

#include "MainWindow.h"
#include "RunTestSupport.h"
#include "TestRegistry.h"
#include "WindowTestSupport.h"
#include "rig/GameRig.h"
#include "rig/MatchController.h"
#include "rivals/RivalGame.h"
#include "rivals/RivalStore.h"
#include "rivals/RivalsDialog.h"
#include "rivals/RunCheck.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>

using namespace ratscrew;
using namespace ratscrew::test;

namespace {

GameSetup dailySetup()
{
    GameSetup s;
    s.rules = *RuleSet::preset("house");
    s.botLevels = QStringList(3, QStringLiteral("normal"));
    s.seed = 20261207;
    s.newGamesWait = true;
    return s;
}

// A window that keeps its runs in a scratch folder, and a friend's run of
// the daily deal (Bea's) written there as a file to open.
struct RivalsTable
{
    QTemporaryDir dir;
    RivalStore store{dir.filePath(QStringLiteral("rivals"))};
    MainWindow w{dailySetup(), nullptr};
    Run bea = runOf(playDaily(personAt(420), 21));

    RivalsTable()
    {
        w.setRivalStore(&store);
        bea.name = QStringLiteral("Bea");
    }
    bool show()
    {
        w.show();
        return QTest::qWaitForWindowExposed(&w);
    }
    QString beaFile() const
    {
        const QString path = dir.filePath(QStringLiteral("bea.ratscrew-run"));
        return bea.write(path, nullptr) ? path : QString();
    }
};

} // namespace

class TestRivalsWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aRealTimeGameReplays();
    void aFriendsRunIsCheckedShownAndRaced();
    void aTamperedRunIsRefused();
    void nothingToShareBeforeTheFirstCard();
    void aRunDroppedOnTheWindowIsOpened();
};

// On real time, however late the event loop is and whenever the keys come
// (and with a pause in the middle), the window's game is the one the bots
// play again on the manual clock from its deal and the person's actions.
void TestRivalsWindow::aRealTimeGameReplays()
{
    MainWindow w(dailySetup(), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.match()->setPlaySpeed(4); // bots play fast, from the next deal on: many actions in a short test
    w.newGame();
    QVERIFY(startTheGame(w));
    QElapsedTimer wall;
    wall.start();
    bool paused = false;
    const auto actions = [&w] { return w.session()->table().recordedActions().size(); };
    for (int step = 0; actions() < 45 && wall.elapsed() < 15000 && !w.session()->isOver(); ++step) {
        const GameSession &s = *w.session();
        if (!s.isPaused() && s.turnPlayer() == 0)
            QTest::keyClick(&w, Qt::Key_Space);
        else if (!s.isPaused() && step % 5 == 0 && !s.isOut(0))
            QTest::keyClick(&w, Qt::Key_S); // now and then, a pattern or not
        QTest::qWait(17 + step % 13);
        if (!paused && actions() > 20) { // a pause, and on again
            paused = true;
            w.setPaused(true);
            QTest::qWait(200);
            w.setPaused(false);
            QVERIFY(QTest::qWaitFor([&w] { return !w.session()->isPaused(); }, 10000));
        }
    }
    QVERIFY2(actions() >= 40 || w.session()->isOver(),
             qPrintable(QStringLiteral("%1 actions, paused %2, over %3")
                            .arg(w.session()->table().recordedActions().size())
                            .arg(w.session()->isPaused())
                            .arg(w.session()->isOver())));
    QString why;
    const std::optional<Run> run = w.match()->runOfGame(&why);
    QVERIFY2(run, qPrintable(why));
    QCOMPARE(run->bots.size(), 4);
    QCOMPARE(run->playSpeed, 4.0);
}

void TestRivalsWindow::aFriendsRunIsCheckedShownAndRaced()
{
    RivalsTable t;
    QVERIFY(t.show());
    MainWindow &w = t.w;
    const Run &bea = t.bea;
    QVERIFY2(w.openRunFile(t.beaFile()), qPrintable(w.runProblem()));
    QVERIFY(w.rivalsDialog());
    QCOMPARE(w.rivalsDialog()->games().size(), 1);
    QCOMPARE(t.store.runsOf(bea.record.deal).size(), 1);
    QVERIFY(w.rivalsDialog()->partingText().contains(QLatin1String("no run of this deal yet")));
    // Race Ghost: the deal again, Bea's bots, her ghost in the last seat.
    w.rivalsDialog()->select(0);
    QVERIFY(w.rivalsDialog()->raceButton()->isEnabled());
    w.rivalsDialog()->raceButton()->click();
    QCOMPARE(w.match()->deal(), bea.record.deal);
    const Seating &seated = w.rig()->seating();
    QCOMPARE(seated.players(), 4);
    QCOMPARE(seated.seats.last().name, QStringLiteral("Bea (ghost)"));
    QCOMPARE(seated.seats.last().level, QStringLiteral("ghost"));
    QCOMPARE(seated.profiles.last(), RivalGame::ghostProfile(bea));
    QCOMPARE(seated.profiles.at(1), *bea.bots.at(1));
    QCOMPARE(w.rig()->bots().size(), 3);
    QCOMPARE(w.rig()->bots().last()->seed(),
             GameSeeds::of(bea.record.rules, 4, bea.record.deal).botSeedOf(3));
    QCOMPARE(w.session()->table().dealtDeck().front(), bea.record.deck.front());
}

void TestRivalsWindow::aTamperedRunIsRefused()
{
    RivalsTable t;
    MainWindow &w = t.w;
    t.bea.times.first().ms -= 100;
    QVERIFY(!w.openRunFile(t.beaFile()));
    QCOMPARE(w.runProblem(), QStringLiteral("The reaction times in the run are not those of its game."));
    QVERIFY(!w.rivalsDialog());
    QVERIFY(t.store.runsOf(t.bea.record.deal).isEmpty());
    QVERIFY(!w.openRunFile(t.dir.path())); // a folder
    QVERIFY(w.runProblem().startsWith(QLatin1String("This file is not a run Ratscrew can open (")));
}

void TestRivalsWindow::nothingToShareBeforeTheFirstCard()
{
    MainWindow w(dailySetup(), nullptr);
    w.shareGame();
    QCOMPARE(w.runProblem(), QStringLiteral("Nothing has been played in this game yet."));
    QVERIFY(!w.shareDialog());
}

// A run file dropped on the window is opened like Open Run…; other files
// are not taken.
void TestRivalsWindow::aRunDroppedOnTheWindowIsOpened()
{
    RivalsTable t;
    QVERIFY(t.show());
    MainWindow &w = t.w;
    QVERIFY(w.acceptDrops());
    const QString path = t.beaFile();
    const auto drop = [&w](const QString &file) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(file)});
        const QPoint at = w.rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        const bool taken = enter.isAccepted();
        if (taken) {
            QDropEvent dropped(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&w, &dropped);
        }
        return taken;
    };
    QVERIFY(!drop(t.dir.filePath(QStringLiteral("notes.txt"))));
    QVERIFY(!w.rivalsDialog());
    QVERIFY(drop(path));
    QVERIFY(w.rivalsDialog());
    QCOMPARE(t.store.runsOf(t.bea.record.deal).size(), 1);
}

RATSCREW_TEST_WIDGETS_MAIN(TestRivalsWindow)
#include "tst_rivalswindow.moc"
