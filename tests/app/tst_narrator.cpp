// SPDX-License-Identifier: GPL-3.0-or-later
// The status line says what happened and why, in words.

#include "EngineTestUtil.h"
#include "GameSession.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "TestSupport.h"
#include "Translations.h"
#include "story/GameLog.h"
#include "story/GameNarrator.h"
#include "summary/GameStats.h"
#include "summary/SummaryDialog.h"
#include "text/GameText.h"

#include <QApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::ReportSpy;

class TestNarrator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void describesPatternsWithCards_data();
    void describesPatternsWithCards();
    void validSlap();
    void timeUpNamesTheMostCards();
    void earlySlapIsSaidSo();
    void misslapBurn();
    void lostChallengeImmediate();
    void lostChallengeOnCollect();
    void lostChallengeByMisslapsNamesTheAnswerer();
    void challengeChances();
    void gameOver();
    void secondEditionRules();
    void thirdEditionRules();

private:
    static QStringList names() { return {"You", "Ann", "Bea", "Cal"}; }
};

void TestNarrator::describesPatternsWithCards_data()
{
    QTest::addColumn<PatternSet>("patterns");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("text");
    QTest::newRow("double") << PatternSet{SlapPattern::Double} << "4C 7H 7S"
                            << "a double 7-7";
    QTest::newRow("sandwich") << PatternSet{SlapPattern::Sandwich} << "5H 7C 5S"
                              << "a sandwich 5-7-5";
    QTest::newRow("tens") << PatternSet{SlapPattern::Tens} << "3H 7C"
                          << "tens 3-7";
    QTest::newRow("tens letter") << PatternSet{SlapPattern::Tens} << "AH KC 9S"
                                 << "tens A-K-9";
    QTest::newRow("ten card") << PatternSet{SlapPattern::Ten} << "3H TC"
                              << "a ten";
    QTest::newRow("run") << PatternSet{SlapPattern::FourInARow} << "9H TC JD QS"
                         << "four in a row 9-10-J-Q";
    QTest::newRow("top bottom") << PatternSet{SlapPattern::TopBottom} << "8H 2C 8D"
                                << "top and bottom 8…8";
    QTest::newRow("two patterns") << PatternSet{SlapPattern::Double, SlapPattern::Tens} << "5H 5C"
                                  << "a double 5-5 and tens 5-5";
    QTest::newRow("joker") << PatternSet{SlapPattern::Joker} << "5H RJ"
                           << "a joker";
}

void TestNarrator::describesPatternsWithCards()
{
    QFETCH(PatternSet, patterns);
    QFETCH(QString, played);
    QFETCH(QString, text);
    QCOMPARE(GameText::patternPhrase(patterns, ratscrew::test::cardList(played)), text);
}

void TestNarrator::validSlap()
{
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    const RuleSet rules = *RuleSet::preset("house");
    // Players 0..3 play 9C, 5H, 7C, 5S, then Bea (player 2) slaps the sandwich.
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"9C", "5H", "7C", "5S"}), 0));
    for (int p = 0; p < 4; ++p)
        s.playCard(p);
    s.slap(2);
    static const QRegularExpression sentence(
        QStringLiteral("^Bea slapped a sandwich 5-7-5 in \\d+ ms and takes 4 cards\\.$"));
    QVERIFY2(sentence.match(n.lastMessage()).hasMatch(), qPrintable(n.lastMessage()));
}

// docs/RULES.md §11.4: time up is told with who holds the most cards, one
// winner or the players who tie (the status line, the log's sentence and
// the summary's headline).
void TestNarrator::timeUpNamesTheMostCards()
{
    RuleSet rules = *RuleSet::preset("house");
    rules.timeLimitMinutes = 1;
    const auto ending = [&](int plays, QString *headline) {
        ManualScheduler clock;
        GameSession s(&clock);
        GameNarrator n(&s);
        n.setPointOfView(PointOfView::person());
        n.setNames(names());
        GameStats stats(&s);
        // 13 cards each; 2 9 4 7 make no pattern.
        if (!s.newGame(rules, 4, deckStartingWith(rules, {"2C", "9D", "4H", "7S"}), 0))
            return QStringLiteral("no game");
        for (int p = 0; p < plays; ++p)
            s.playCard(p);
        clock.advance(60000);
        QList<SeatInfo> seats;
        for (const QString &name : names())
            seats << SeatInfo{name, name == QLatin1String("You"), QString(), QColor()};
        *headline = SummaryDialog(stats.summary(), seats, PointOfView::of(seats)).headline();
        return n.lastMessage();
    };
    QString headline;
    QCOMPARE(ending(3, &headline), QStringLiteral("Time is up: Cal wins with 13 cards."));
    QCOMPARE(headline, QStringLiteral("Time is up: Cal wins with 13 cards"));
    QCOMPARE(ending(2, &headline), QStringLiteral("Time is up: Bea and Cal tie on 13 cards."));
    QCOMPARE(headline, QStringLiteral("Time is up: Bea and Cal tie on 13 cards"));
    // Three or more names in the language's way ("Ann, Bea and Cal", en_US "Ann, Bea, and Cal").
    const QString three =
        QLocale().createSeparatedList({QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cal")});
    QVERIFY(three.startsWith(QLatin1String("Ann, Bea")) && three.endsWith(QLatin1String(" and Cal")));
    QCOMPARE(ending(1, &headline), QStringLiteral("Time is up: %1 tie on 13 cards.").arg(three));
    QCOMPARE(headline, QStringLiteral("Time is up: %1 tie on 13 cards").arg(three));
    QCOMPARE(ending(4, &headline), QStringLiteral("Time is up: you tie with %1 on 12 cards.").arg(three));
    // The headline says it as the status line does, from the same point of view.
    QCOMPARE(headline, QStringLiteral("Time is up: you tie with %1 on 12 cards").arg(three));
}

// A slap before the card was visible: no "in 0 ms".
void TestNarrator::earlySlapIsSaidSo()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(220);
    s.setPlaysLandAtOnce(true); // the earlier clock (a record of version 1): early slaps were possible
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"9C", "5H", "7C", "5S"}), 0));
    for (int p = 0; p < 4; ++p)
        s.playCard(p);
    clock.advance(100);
    s.slap(2);
    QCOMPARE(n.lastMessage(),
             QStringLiteral("Bea slapped a sandwich 5-7-5, 120 ms before the card was visible, "
                            "and takes 4 cards."));
}

void TestNarrator::misslapBurn()
{
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    const RuleSet rules = *RuleSet::preset("house"); // burn 2
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"5H", "7C"}), 0));
    s.playCard(0);
    s.slap(0);
    QCOMPARE(n.lastMessage(), QStringLiteral("You slapped on nothing: 2 cards burned."));
    s.slap(3);
    QCOMPARE(n.lastMessage(), QStringLiteral("Cal slapped on nothing: 2 cards burned."));
}

void TestNarrator::lostChallengeImmediate()
{
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    const RuleSet rules = *RuleSet::preset("house"); // collect immediate
    // Ann (1) plays J, Bea (2) answers 4: Bea lost, Ann takes 3 cards.
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"2C", "JC", "4D", "8S"}), 0));
    s.playCard(0);
    s.playCard(1);
    s.playCard(2);
    QCOMPARE(n.lastMessage(), QStringLiteral("Bea played 4♦. Bea lost the challenge: Ann takes 3 cards."));
}

void TestNarrator::lostChallengeByMisslapsNamesTheAnswerer()
{
    // `ratscrew --bots 1 --seed 3`, the slap key pressed again and again:
    // Ann plays a jack, you slap on nothing until your hand is burned away,
    // and Ann takes the pile. The status line said "Ann lost the challenge:
    // Ann takes …" (it took the last card's player for the loser) while the
    // log said You. Both now hear the loser from the session.
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames({"You", "Ann"});
    GameLog log(&s);
    log.setNames({"You", "Ann"});
    const RuleSet rules = *RuleSet::preset("house");
    // No jack ever reaches your hand, so no burned card can make a pattern.
    QVERIFY(
        s.newGame(rules, 2, deckStartingWith(rules, {"2C", "JC", "3C", "JD", "4C", "JH", "5C", "JS"}), 0));
    QVERIFY(s.playCard(0));
    QVERIFY(s.playCard(1)); // a jack: you must answer within one card
    ReportSpy reports(&s);
    for (int i = 0; i < 60 && reports.count(Event::Type::PileWon) == 0 && !s.isOver(); ++i)
        s.slap(0);
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).seat, 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).wonReason, PileWonReason::Challenge);
    QVERIFY2(n.lastMessage().contains(QStringLiteral("You lost the challenge: Ann takes")),
             qPrintable(n.lastMessage()));
    QVERIFY2(log.lines().join('\n').contains(QStringLiteral("You lost the challenge: Ann takes")),
             qPrintable(log.lines().join('\n')));
}

void TestNarrator::lostChallengeOnCollect()
{
    GameSession s;
    s.setAutoCollect(false);
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    const RuleSet rules = *RuleSet::preset("bicycle");
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"2C", "JC", "4D", "8S"}), 0));
    s.playCard(0);
    s.playCard(1);
    s.playCard(2);
    QCOMPARE(n.lastMessage(),
             QStringLiteral("Bea played 4♦. Bea lost the challenge: Ann collects the pile."));
    s.collect();
    QCOMPARE(n.lastMessage(), QStringLiteral("Ann collects 3 cards."));
}

void TestNarrator::challengeChances()
{
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"2C", "3C", "4D", "KS", "6H"}), 0));
    s.playCard(0);
    s.playCard(1);
    s.playCard(2);
    s.playCard(3); // Cal plays K: you must answer within 3 cards
    QCOMPARE(n.lastMessage(), QStringLiteral("Cal played K♠. You must answer: 3 chances left."));
    s.playCard(0);
    QCOMPARE(n.lastMessage(), QStringLiteral("You played 6♥. You must answer: 2 chances left."));
}

void TestNarrator::gameOver()
{
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    RuleSet rules = *RuleSet::preset("house");
    QVERIFY(rules.setOption("misslap_limit", 1LL).empty());
    QVERIFY(s.newGame(rules, 2, rules.fullDeck(), 0));
    s.slap(1);     // a misslap on the empty pile: streak 1
    s.playCard(0); // Ann misslapped before this card: the streak goes on
    s.slap(1);     // Ann misslaps on a second card in a row: out, and you are the last one in
    QVERIFY(s.isOver());
    // Your ace had started a challenge: with Ann out, nobody answers it.
    QCOMPARE(n.lastMessage(),
             QStringLiteral("Ann slapped on nothing: 2 cards burned. Ann's last 22 cards go under "
                            "the pile. Ann is out. Ann lost the challenge: you take 27 cards. You "
                            "win the game!"));
}

// docs/RULES.md §4, second edition: a race lost costs nothing, the
// misslapper leads in the slaps presets, a missed slap-in sits out.
void TestNarrator::secondEditionRules()
{
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    const RuleSet rules = *RuleSet::preset("slaps");
    QVERIFY(s.newGame(rules, 2, test::deckStartingWith(rules, {"6C", "6D", "2C", "4D", "9C"}), 0));
    s.playCard(0);
    s.playCard(1);
    s.slap(0); // the double
    s.slap(1); // a moment too late
    QCOMPARE(n.lastMessage(), QStringLiteral("Ann was a moment late — no penalty."));
    QCOMPARE(s.handSize(1), 26);
    QVERIFY(s.playCard(0)); // you won the pile and lead: 2C
    QCOMPARE(s.turnPlayer(), 1);
    s.slap(0); // a misslap on your own card: you burn one and play the next card too
    QCOMPARE(n.lastMessage(), QStringLiteral("You slapped on nothing: 1 card burned. You play next."));
    QCOMPARE(s.turnPlayer(), 0);
    s.playCard(0);
    // Ann burns her hand away, then misslaps with none: she sits out a card.
    while (s.handSize(1) > 0)
        s.slap(1);
    s.slap(1);
    QCOMPARE(n.lastMessage(), QStringLiteral("Ann missed a slap-in and sits out 1 card."));
}

// docs/RULES.md §11.2 and §11.3: a ten that stops a challenge, a lockout
// (and the person's slap refused while it lasts), a misslap at no cost.
void TestNarrator::thirdEditionRules()
{
    GameSession s;
    GameNarrator n(&s);
    n.setPointOfView(PointOfView::person());
    n.setNames(names());
    RuleSet rules = *RuleSet::preset("house");
    rules.tenStops = true;
    rules.penalty = Penalty::Lockout;
    rules.lockoutCards = 5;
    // Ann's K challenges Bea, whose second card, a 10, stops it.
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"2C", "KS", "4D", "8S", "3H", "5C", "TD"}), 0));
    s.playCard(0);
    s.playCard(1);
    s.playCard(2);
    QCOMPARE(n.lastMessage(), QStringLiteral("Bea played 4♦. Bea must answer: 2 chances left."));
    s.playCard(2);
    QCOMPARE(n.lastMessage(), QStringLiteral("Bea played 10♦. Bea's ten stops the challenge."));
    QCOMPARE(s.turnPlayer(), 3);
    s.slap(1);
    QCOMPARE(n.lastMessage(), QStringLiteral("Ann slapped on nothing and is locked out for 5 cards."));
    s.slap(0);
    QCOMPARE(n.lastMessage(), QStringLiteral("You slapped on nothing and are locked out for 5 cards."));
    s.slap(0);
    QCOMPARE(n.lastMessage(), QStringLiteral("You are locked out after a misslap: you cannot slap yet."));
    // Without ten_stops the same 10 is only an answer.
    rules.tenStops = false;
    rules.penalty = Penalty::None;
    QVERIFY(s.newGame(rules, 4, deckStartingWith(rules, {"2C", "KS", "4D", "8S", "3H", "5C", "TD"}), 0));
    for (int p : {0, 1, 2, 2})
        s.playCard(p);
    QCOMPARE(n.lastMessage(), QStringLiteral("Bea played 10♦. Bea must answer: 1 chance left."));
    s.slap(1);
    QCOMPARE(n.lastMessage(), QStringLiteral("Ann slapped on nothing (no penalty)."));
    QCOMPARE(s.handSize(1), 12);
}

RATSCREW_TEST_WIDGETS_MAIN(TestNarrator)
#include "tst_narrator.moc"
