// SPDX-License-Identifier: GPL-3.0-or-later
// Whose eyes a game is seen through: one PointOfView, decided from the
// seating, read by every renderer. The demo table's win tune once played
// whenever the bot in seat 0 won, because the sounds took player 0 for
// "you".

#include "BotProfile.h"
#include "GameSession.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "demo/DemoTable.h"
#include "seating/PointOfView.h"
#include "sound/SoundBoard.h"
#include "sound/SoundCues.h"
#include "table/TableWidget.h"

#include <QTest>

using namespace ratscrew;

Q_DECLARE_METATYPE(ratscrew::PointOfView)
Q_DECLARE_METATYPE(ratscrew::Sound)

class TestPointOfView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ofSeating_data();
    void ofSeating();
    void endTune_data();
    void endTune();
    void demoTablePlaysNoEndTune();
};

void TestPointOfView::ofSeating_data()
{
    QTest::addColumn<QList<bool>>("people");
    QTest::addColumn<int>("you");
    QTest::addColumn<QList<int>>("atKeyboard");
    QTest::newRow("one person at the bottom") << QList<bool>{true, false, false} << 0 << QList<int>{0};
    QTest::newRow("one person elsewhere") << QList<bool>{false, false, true} << 2 << QList<int>{2};
    QTest::newRow("hot seat") << QList<bool>{true, false, true} << -1 << QList<int>{0, 2};
    QTest::newRow("bots alone") << QList<bool>{false, false} << -1 << QList<int>{};
}

void TestPointOfView::ofSeating()
{
    QFETCH(QList<bool>, people);
    QFETCH(int, you);
    QFETCH(QList<int>, atKeyboard);
    QList<SeatInfo> seats;
    for (bool person : people) {
        SeatInfo seat;
        seat.isHuman = person;
        seats << seat;
    }
    const PointOfView view = PointOfView::of(seats);
    QCOMPARE(view.you, you);
    QCOMPARE(view.people, atKeyboard);
    for (int p = 0; p < people.size(); ++p) {
        QCOMPARE(view.isPerson(p), bool(people[p]));
        QCOMPARE(view.isYou(p), p == you);
    }
    QVERIFY(!view.isYou(-1)); // nobody is never "you"
}

void TestPointOfView::endTune_data()
{
    QTest::addColumn<PointOfView>("view");
    QTest::addColumn<int>("winner");
    QTest::addColumn<QList<Sound>>("tune");
    const QList<Sound> win{Sound::Win}, lose{Sound::Lose}, none;
    QTest::newRow("you win") << PointOfView::person(0) << 0 << win;
    QTest::newRow("a bot wins") << PointOfView::person(0) << 1 << lose;
    QTest::newRow("a draw") << PointOfView::person(0) << -1 << lose;
    PointOfView hotSeat;
    hotSeat.people = {0, 2};
    QTest::newRow("hot seat: the second person wins") << hotSeat << 2 << win;
    QTest::newRow("hot seat: a bot wins") << hotSeat << 1 << lose;
    QTest::newRow("demo: the bot at player 0 wins") << PointOfView::spectator() << 0 << none;
    QTest::newRow("demo: another bot wins") << PointOfView::spectator() << 1 << none;
}

void TestPointOfView::endTune()
{
    QFETCH(PointOfView, view);
    QFETCH(int, winner);
    QFETCH(QList<Sound>, tune);
    GameSession session;
    SilentSoundPlayer sound;
    SoundCues cues(&session, &sound);
    cues.setPointOfView(view);
    ActionReport report;
    Event over;
    over.type = Event::Type::GameOver;
    over.seat = winner;
    report.events << over;
    Q_EMIT session.actionApplied(report);
    QCOMPARE(sound.played(), tune);
}

void TestPointOfView::demoTablePlaysNoEndTune()
{
    // A whole demo game on a fake clock: the bots play it out, and the
    // table, the sounds and the status line see it as nobody's game.
    ManualScheduler clock;
    SilentSoundPlayer sound;
    DemoTable demo(&sound, &clock);
    demo.start(*RuleSet::preset("house"), QStringLiteral("house rules"),
               {*BotProfile::forLevel("expert"), *BotProfile::forLevel("beginner")},
               {QStringLiteral("Ann"), QStringLiteral("Bea")}, 7, 4.0);
    QCOMPARE(demo.table()->pointOfView(), PointOfView::spectator());
    QCOMPARE(demo.table()->you(), -1);
    for (int step = 0; step < 2'000'000 && !demo.session()->isOver(); ++step)
        QVERIFY(clock.fireNext());
    QVERIFY2(demo.session()->isOver(), "the demo game did not end");
    QVERIFY(demo.session()->winner() >= 0);
    QVERIFY(sound.played().contains(Sound::Flip));
    QVERIFY(!sound.played().contains(Sound::Win));
    QVERIFY(!sound.played().contains(Sound::Lose));
}

RATSCREW_TEST_WIDGETS_MAIN(TestPointOfView)
#include "tst_pointofview.moc"
