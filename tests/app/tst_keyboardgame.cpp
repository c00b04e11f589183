// SPDX-License-Identifier: GPL-3.0-or-later
// A whole game played from the keyboard against bots, on a fake clock:
// after every step, what a person sees (the pile's top cards, the counts,
// whose turn it is — the table's spoken description — and the log)
// follows the engine.

#include "MainWindow.h"
#include "MainWindowPanels.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "WindowTestSupport.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"
#include "story/GameNarrator.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QApplication>
#include <QTest>

using namespace ratscrew;
using ratscrew::test::KeyMove;

class TestKeyboardGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void wholeGameFromTheKeyboard_data();
    void wholeGameFromTheKeyboard();

private:
    // The facts the table must show, built from the engine.
    static QStringList expectedFacts(const GameSession &s)
    {
        QStringList facts;
        QStringList counts;
        for (int p = 0; p < s.players(); ++p) {
            const QString name = p == 0 ? QStringLiteral("You")
                                        : QStringLiteral("Ann Bea Cal Dee Eli Fay Gus").split(' ').at(p - 1);
            const int n = s.handSize(p);
            counts << (s.isOut(p) ? name + QStringLiteral(" out")
                                  : QStringLiteral("%1: %2 card%3").arg(name).arg(n).arg(n == 1 ? "" : "s"));
        }
        facts << QStringLiteral("Cards: ") + counts.join(QStringLiteral(", ")) + QLatin1Char('.');
        const auto pile = s.pile();
        if (pile.empty()) {
            facts << QStringLiteral("The pile is empty.");
        } else {
            QStringList top;
            const int shown = std::min(3, s.playedCount());
            for (auto it = pile.end() - shown; it != pile.end(); ++it)
                top << GameText::card(*it);
            facts << QStringLiteral("Pile: %1, %2 card%3.")
                         .arg(top.join(' '))
                         .arg(pile.size())
                         .arg(pile.size() == 1 ? "" : "s");
        }
        if (!s.isOver() && s.pendingPlayer() < 0 && s.challengerPlayer() < 0 && s.turnPlayer() == 0)
            facts << QStringLiteral("Your turn.");
        if (!s.isOver() && s.challengerPlayer() >= 0 && s.turnPlayer() == 0)
            facts << QStringLiteral("You must answer: %1 chance%2 left.")
                         .arg(s.chancesLeft())
                         .arg(s.chancesLeft() == 1 ? "" : "s");
        return facts;
    }
};

void TestKeyboardGame::wholeGameFromTheKeyboard_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("house, 1 bot") << "house" << QStringList{"normal"} << quint64(3);
    QTest::newRow("bicycle, 3 bots") << "bicycle" << QStringList{"easy", "beginner", "easy"} << quint64(8);
    QTest::newRow("classic, 7 bots") << "classic" << QStringList(7, QStringLiteral("beginner")) << quint64(5);
    // docs/RULES.md §9: sticks and splits, the person's by the same slap key.
    QTest::newRow("slaps_full, 3 bots")
        << "slaps_full" << QStringList(3, QStringLiteral("easy")) << quint64(4);
}

void TestKeyboardGame::wholeGameFromTheKeyboard()
{
    QFETCH(QString, preset);
    QFETCH(QStringList, bots);
    QFETCH(quint64, seed);
    ManualScheduler clock;
    SilentSoundPlayer sound;
    GameSetup setup;
    setup.rules = *RuleSet::preset(preset.toStdString());
    setup.presetName = preset;
    setup.botLevels = bots;
    setup.seed = seed;
    MainWindow w(setup, &sound, nullptr, &clock);
    w.setPauseOnFocusLoss(false);
    w.setAnimationScale(0); // the pile shows the same moment the engine does
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_L); // with the log open
    GameSession &s = *w.session();
    TableWidget &table = *w.table();
    int myPlays = 0, mySlaps = 0, sticks = 0, splits = 0;
    connect(&s, &GameSession::actionApplied, this, [&](const ActionReport &r) {
        sticks += r.call() == Call::Stick;
        splits += r.call() == Call::Split;
    });
    for (int step = 0; step < 400000 && !s.isOver(); ++step) {
        const KeyMove move = test::keyboardStep(w, clock, step);
        myPlays += move == KeyMove::Play;
        mySlaps += move == KeyMove::Slap;
        const QString lost = test::deckProblem(s);
        QVERIFY2(lost.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(lost)));
        const QString seen = table.accessibleDescription();
        for (const QString &fact : expectedFacts(s))
            QVERIFY2(seen.contains(fact),
                     qPrintable(QStringLiteral("step %1: '%2' not in '%3'").arg(step).arg(fact, seen)));
        const auto pile = s.pile();
        const int shown = std::min(3, s.playedCount());
        QCOMPARE(table.visiblePileCards(), QList<Card>(pile.end() - shown, pile.end()));
        if (s.hasSplit()) {
            const auto split = s.splitPile();
            const auto splitShown = std::min<std::ptrdiff_t>(3, std::ssize(split));
            QCOMPARE(table.visibleSplitCards(), QList<Card>(split.end() - splitShown, split.end()));
            QVERIFY2(seen.contains(QStringLiteral("Split pile: ")), qPrintable(seen));
        }
    }
    QVERIFY2(s.isOver(), "the game did not end");
    qInfo("%lld plays, %d by the person, %d slaps by the person, %d sticks, %d splits, winner %d",
          s.game().plays(), myPlays, mySlaps, sticks, splits, s.winner());
    if (s.rules().hasCalls()) {
        QVERIFY(sticks > 0);
        QVERIFY(splits > 0);
        const QStringList log = w.gameLog()->lines();
        QVERIFY(log.filter(QStringLiteral(" stuck ")).size() >= sticks);
        QVERIFY(log.filter(QStringLiteral(" split ")).size() >= splits);
    }
    QVERIFY(myPlays > 0);
    QVERIFY(mySlaps > 0);
    QVERIFY(w.statusLines()->status().contains(QStringLiteral("win")));
    const QStringList log = w.gameLog()->lines();
    QVERIFY(log.size() >= s.game().plays());
    QVERIFY(log.last().contains(QStringLiteral("win")));
    QTRY_VERIFY(w.gameOverDialog() && w.gameOverDialog()->isVisible());
    QVERIFY(sound.played().contains(s.winner() == 0 ? Sound::Win : Sound::Lose));
}

RATSCREW_TEST_WIDGETS_MAIN(TestKeyboardGame)
#include "tst_keyboardgame.moc"
