// SPDX-License-Identifier: GPL-3.0-or-later
// Bots on timers: they play on their turn, slap through the same slot as a
// person, never before a card is visible, and drop a pending slap when the
// pile changes first, on pause and on a new game.

#include "BotBrain.h"
#include "BotMind.h"
#include "BotPlayer.h"
#include "BotTestSupport.h"
#include "GameSession.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "SlapPatterns.h"
#include "TestRegistry.h"

#include <QSignalSpy>
#include <QTest>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::exactBot;
using ratscrew::test::ReportSpy;

class TestBotPlayer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void levelsAreALadder();
    void decisionIsAPureFunctionOfSeed();
    void nearMisses_data();
    void nearMisses();
    void thirdEditionNearMisses_data();
    void thirdEditionNearMisses();
    void thirdEditionNearMissRaisesTheFalseSlapChance();
    void thirdEditionRecognitionCosts();
    void neverSlapsWhileLockedOut();
    void slapsEveryCardWithNothingToLose();
    void neverReactsBeforeTheCardIsVisible();
    void slapsThroughTheSessionSlot();
    void playsOnItsTurn();
    void pendingSlapDroppedWhenPileChanges();
    void pendingSlapHeldOverPause();
    void pendingSlapDroppedOnNewGame();
    void staleTimerDoesNotSlap();
};

void TestBotPlayer::levelsAreALadder()
{
    const auto &names = BotProfile::levelNames();
    for (std::size_t i = 1; i < names.size(); ++i) {
        const BotProfile lower = *BotProfile::forLevel(names[i - 1]);
        const BotProfile higher = *BotProfile::forLevel(names[i]);
        QVERIFY2(higher.medianReactionMs < lower.medianReactionMs, names[i].data());
        QVERIFY(higher.missChance < lower.missChance);
        QVERIFY(higher.falseSlapChance < lower.falseSlapChance);
        QCOMPARE(QString::fromStdString(higher.level),
                 QString::fromUtf8(names[i].data(), qsizetype(names[i].size())));
    }
    QVERIFY(!BotProfile::forLevel("godlike"));
}

void TestBotPlayer::decisionIsAPureFunctionOfSeed()
{
    const RuleSet rules = *RuleSet::preset("house");
    const BotProfile profile = *BotProfile::forLevel("easy");
    const std::vector<Card> pileA = {*Card::parse("5C"), *Card::parse("5D")}; // double
    const std::vector<Card> pileB = {*Card::parse("5C"), *Card::parse("6D")}; // near miss
    auto run = [&](quint64 seed) {
        Random r(seed);
        QList<int> out;
        for (int i = 0; i < 200; ++i) {
            const std::vector<Card> &pile = i % 2 ? pileA : pileB;
            SlapDecision d;
            const bool slaps = BotBrain::decideSlap(profile, pile, matchSlapPatterns(rules, pile), r, d);
            out << (slaps ? d.delayMs : -1);
        }
        return out;
    };
    QCOMPARE(run(7), run(7));
    QVERIFY(run(7) != run(8));
    // A double is slapped nearly always, a near miss rarely.
    const QList<int> r = run(7);
    int doubles = 0, misses = 0;
    for (int i = 0; i < r.size(); ++i)
        (i % 2 ? doubles : misses) += r[i] >= 0;
    QVERIFY2(doubles > 70, qPrintable(QString::number(doubles)));
    QVERIFY2(misses < 30, qPrintable(QString::number(misses)));
}

void TestBotPlayer::nearMisses_data()
{
    QTest::addColumn<QString>("pile");
    QTest::addColumn<bool>("near");
    QTest::newRow("5-6") << "5C 6D" << true;
    QTest::newRow("J-Q") << "JC QD" << true;
    QTest::newRow("J-K") << "JC KD" << true;
    QTest::newRow("sum 9") << "4C 5D" << true;
    QTest::newRow("sum 11") << "4C 7D" << true;
    QTest::newRow("sandwich one off") << "5C 9D 6H" << true;
    QTest::newRow("plain") << "3C 9D" << false;
    QTest::newRow("plain three") << "2C 9D 5H" << false;
    QTest::newRow("joker") << "5C RJ" << false;
    QTest::newRow("one card") << "5C" << false;
}

void TestBotPlayer::nearMisses()
{
    QFETCH(QString, pile);
    QFETCH(bool, near);
    std::vector<Card> cards;
    for (const QString &c : pile.split(' '))
        cards.push_back(*Card::parse(c.toStdString()));
    QCOMPARE(BotBrain::isNearMiss(cards), near);
}

namespace {
std::vector<Card> pileOf(const QString &pile)
{
    std::vector<Card> cards;
    for (const QString &c : pile.split(' '))
        cards.push_back(*Card::parse(c.toStdString()));
    return cards;
}
} // namespace

// The third edition's near misses (docs/RULES.md §11.1), looked for only
// when their pattern is on.
void TestBotPlayer::thirdEditionNearMisses_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("pile");
    QTest::addColumn<bool>("near");
    QTest::newRow("divorce: K and J across a card") << "divorce"
                                                    << "KC 4D JH" << true;
    QTest::newRow("divorce: J and Q across a card") << "divorce"
                                                    << "JC 4D QH" << true;
    QTest::newRow("divorce: Q and K three cards apart") << "divorce"
                                                        << "QC 4D 7S KH" << true;
    QTest::newRow("divorce: J and 4 across a card") << "divorce"
                                                    << "4C 8D JH" << false;
    QTest::newRow("divorce: K and J across a card, divorce off") << "big_mac"
                                                                 << "KC 4D JH" << false;
    QTest::newRow("four of a suit: three and an off-suit fourth") << "four_of_a_suit"
                                                                  << "2D 9C 4C KC" << true;
    QTest::newRow("four of a suit: the off-suit card higher up") << "four_of_a_suit"
                                                                 << "2C 9D 4C KC" << false;
    QTest::newRow("four of a suit: three cards only") << "four_of_a_suit"
                                                      << "9C 4C KC" << false;
    QTest::newRow("four of a suit, off") << "divorce"
                                         << "2D 9C 4C KC" << false;
    QTest::newRow("big mac: one card between") << "big_mac"
                                               << "7C 2D 7H" << true;
    QTest::newRow("big mac: three cards between") << "big_mac"
                                                  << "7C 2D 9S 4C 7H" << true;
    QTest::newRow("big mac: no match") << "big_mac"
                                       << "7C 2D 9S 4C 8H" << false;
    QTest::newRow("big mac, off") << "four_of_a_suit"
                                  << "7C 2D 9S 4C 7H" << false;
    QTest::newRow("joker on top") << "big_mac"
                                  << "RJ 2D RJ" << false;
}

void TestBotPlayer::thirdEditionNearMisses()
{
    QFETCH(QString, pattern);
    QFETCH(QString, pile);
    QFETCH(bool, near);
    RuleSet rules = *RuleSet::preset("house");
    rules.slaps.insert(*parsePatternId(pattern.toStdString()));
    SlapOdds odds(*BotProfile::forLevel("normal"));
    QVERIFY(odds.thirdEdition.empty()); // until it sees the rules
    odds.seeRules(rules);
    const std::vector<Card> cards = pileOf(pile);
    QCOMPARE(BotBrain::isNearMiss(odds.thirdEdition, cards), near);
    QCOMPARE(BotBrain::isNearMiss(odds, cards), near || BotBrain::isNearMiss(cards));
}

// A bot slaps a near miss of a third-edition pattern as often as the old
// ones' (false slap x near-miss factor), and only where the pattern is on.
void TestBotPlayer::thirdEditionNearMissRaisesTheFalseSlapChance()
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.falseSlapChance = 0.05;
    p.nearMissFactor = 4;
    RuleSet rules = *RuleSet::preset("house");
    rules.slaps.insert(SlapPattern::FourOfASuit);
    SlapOdds with(p);
    with.seeRules(rules);
    const SlapOdds without(p);                            // seeing no rules: the slaps before §11
    const std::vector<Card> pile = pileOf("2D 9C 4C KC"); // no plain near miss
    QVERIFY(!BotBrain::isNearMiss(pile));
    QVERIFY(matchSlapPatterns(rules, pile).empty());
    Random a(5), b(5);
    int slapsWith = 0, slapsWithout = 0;
    const int n = 4000;
    for (int i = 0; i < n; ++i) {
        SlapDecision d;
        slapsWith += BotBrain::decideSlap(p, with, pile, {}, a, d);
        slapsWithout += BotBrain::decideSlap(p, without, pile, {}, b, d);
    }
    // 20 % and 5 % of 4000, well apart.
    QVERIFY2(slapsWith > n * 15 / 100 && slapsWith < n * 25 / 100, qPrintable(QString::number(slapsWith)));
    QVERIFY2(slapsWithout > n * 3 / 100 && slapsWithout < n * 7 / 100,
             qPrintable(QString::number(slapsWithout)));
    // BotMind sees the rules of its view.
    GameSession s;
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"2D", "9C", "4C", "KC"}), 0));
    for (int i = 0; i < 4; ++i)
        s.playCard(s.game().turn());
    int mindSlaps = 0;
    for (int seed = 0; seed < 1000; ++seed) {
        BotMind mind(p, std::uint64_t(seed));
        mindSlaps += mind.observeSlap(BotView::of(s.table(), 0)).slap == BotPlan::Timer::Start;
    }
    QVERIFY2(mindSlaps > 150 && mindSlaps < 250, qPrintable(QString::number(mindSlaps)));
}

// The new patterns' reaction times sit among the old ones' as a person
// sees them: divorce is a marriage across a card (as a sandwich is a
// double across one), four of a suit three of a suit and one card more,
// big mac a sandwich one card deeper but at a fixed depth (short of top
// and bottom, whose bottom card may be anywhere).
void TestBotPlayer::thirdEditionRecognitionCosts()
{
    using P = SlapPattern;
    const auto cost = [](P p) { return BotBrain::recognitionCostMs(p); };
    QCOMPARE(cost(P::Divorce) - cost(P::Marriage), cost(P::Sandwich) - cost(P::Double));
    QVERIFY(cost(P::FourOfASuit) > cost(P::ThreeOfASuit));
    QVERIFY(cost(P::FourOfASuit) < cost(P::FourInARow));
    QVERIFY(cost(P::BigMac) > cost(P::Sandwich));
    QVERIFY(cost(P::BigMac) < cost(P::TopBottom));
    // An exact bot slaps each after its reaction plus that cost.
    const BotProfile exact = exactBot(300);
    for (P p : {P::Divorce, P::FourOfASuit, P::BigMac}) {
        Random r(1);
        QCOMPARE(BotBrain::slapOn(exact, PatternSet{p}, r).delayMs, 300 + cost(p));
        // The easiest pattern of a set counts.
        QCOMPARE(BotBrain::recognitionCostMs(PatternSet{p, P::Double}), 0);
    }
}

// `penalty: lockout` (docs/RULES.md §11.3): a locked-out bot does not slap
// even a double (the engine would refuse it as `sitting_out`), while
// another bot at the table does.
void TestBotPlayer::neverSlapsWhileLockedOut()
{
    GameSession s;
    RuleSet rules = *RuleSet::preset("house");
    rules.penalty = Penalty::Lockout;
    rules.lockoutCards = 5;
    // Seat 0 plays 5C and 7H, seat 1 9D and 7S.
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "9D", "7H", "7S"}), 0));
    BotPlayer locked(&s, 1, exactBot(100), 1);
    BotPlayer other(&s, 0, exactBot(100), 2);
    s.playCard(0);
    s.playCard(1);
    s.slap(1); // 9 on 5: a misslap
    QCOMPARE(s.game().sitOutCards(1), 5);
    s.playCard(0);
    s.playCard(1); // 7H 7S: a double
    QVERIFY(!matchSlapPatterns(rules, s.table().played()).empty());
    QCOMPARE(s.game().sitOutCards(1), 3);
    QVERIFY(!BotView::of(s.table(), 1).canSlap);
    QVERIFY(BotView::of(s.table(), 0).canSlap);
    QVERIFY(!locked.hasPendingSlap());
    QVERIFY(other.hasPendingSlap());
    // Even a bot that slaps at everything stays still.
    BotProfile wild = exactBot(100);
    wild.falseSlapChance = 1;
    BotMind mind(wild, 3);
    QVERIFY(mind.observeSlap(BotView::of(s.table(), 1)).slap == BotPlan::Timer::Stop);
}

// docs/RULES.md §11.3: with `penalty: none` a slap costs a bot with cards
// nothing, so it slaps every card at its reaction time (a pure race); with
// a misslap limit it stops where one more misslap would put it out.
void TestBotPlayer::slapsEveryCardWithNothingToLose()
{
    RuleSet rules = *RuleSet::preset("house");
    rules.penalty = Penalty::None;
    BotProfile careful = exactBot(300); // never slaps by mistake
    careful.falseSlapChance = 0;
    careful.missChance = 0;
    {
        GameSession s;
        QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "9D", "2H"}), 0));
        s.playCard(0); // 5♣: nothing to slap
        BotMind mind(careful, 1);
        const BotView view = BotView::of(s.table(), 1);
        QVERIFY(view.slapIsFree);
        const BotPlan plan = mind.observeSlap(view);
        QCOMPARE(plan.slap, BotPlan::Timer::Start);
        QCOMPARE(plan.slapDelayMs, 300); // its plain reaction
    }
    {
        rules.misslapLimit = 2;
        GameSession s;
        QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "9D", "2H", "3S"}), 0));
        s.playCard(0);
        s.slap(1); // streak 1: one more keeps it within 2
        QVERIFY(BotView::of(s.table(), 1).slapIsFree);
        s.playCard(1);
        s.slap(1); // streak 2: one more would put it out
        BotMind mind(careful, 1);
        const BotView view = BotView::of(s.table(), 1);
        QVERIFY(!view.slapIsFree);
        QCOMPARE(mind.observeSlap(view).slap, BotPlan::Timer::Stop);
    }
    {
        rules.penalty = Penalty::Burn; // a slap costs cards: no free slaps
        rules.misslapLimit = 0;
        GameSession s;
        QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "9D"}), 0));
        s.playCard(0);
        QVERIFY(!BotView::of(s.table(), 1).slapIsFree);
        BotMind mind(careful, 1);
        QCOMPARE(mind.observeSlap(BotView::of(s.table(), 1)).slap, BotPlan::Timer::Stop);
    }
}

void TestBotPlayer::neverReactsBeforeTheCardIsVisible()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(220);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0));
    BotPlayer bot(&s, 1, exactBot(100, 5000), 1);
    QSignalSpy scheduled(&bot, &BotPlayer::slapScheduled);
    s.playCard(0);
    clock.advance(220);
    s.playCard(1); // a double, in the air (docs/RULES.md §12.1)
    clock.advance(219);
    QCOMPARE(scheduled.count(), 0); // nothing to see yet
    clock.advance(1);
    QCOMPARE(scheduled.count(), 1); // it landed: the reaction counts from now
    QVERIFY2(scheduled.at(0).at(0).toInt() >= 80, qPrintable(scheduled.at(0).at(0).toString()));
}

void TestBotPlayer::slapsThroughTheSessionSlot()
{
    GameSession s;
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0));
    BotPlayer bot(&s, 1, exactBot(100, 5000), 1);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.playCard(0);
    s.playCard(1);
    QVERIFY(bot.hasPendingSlap());
    QTRY_COMPARE(resolved.count(), 1);
    QCOMPARE(resolved.at(0).at(0).toInt(), 1);
    QCOMPARE(resolved.at(0).at(1).toBool(), true);
    QCOMPARE(s.handSize(1), 27);
}

void TestBotPlayer::playsOnItsTurn()
{
    GameSession s;
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "7D"}), 0));
    BotPlayer bot(&s, 1, exactBot(5000, 100), 1);
    QVERIFY(!bot.hasPendingPlay()); // not its turn
    ReportSpy reports(&s);
    s.playCard(0);
    QVERIFY(bot.hasPendingPlay());
    QTRY_COMPARE(reports.count(Event::Type::Play), 2);
    QCOMPARE(reports.events(Event::Type::Play).at(1).seat, 1);
    QVERIFY(!bot.hasPendingPlay());
}

void TestBotPlayer::pendingSlapDroppedWhenPileChanges()
{
    GameSession s;
    const RuleSet rules = *RuleSet::preset("house");
    // 5C 5D is a double; the person plays 9C on it before the bot slaps.
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D", "9C", "2D"}), 0));
    BotPlayer bot(&s, 1, exactBot(4000, 5000), 1);
    s.playCard(0);
    s.playCard(1);
    QVERIFY(bot.hasPendingSlap());
    s.playCard(0); // 5 5 9: nothing to slap any more
    QVERIFY(!bot.hasPendingSlap());
}

namespace {
// A two-player house game where player 0 played 5C and player 1 5D: a
// double on the pile and a slow, sure bot at seat 1 about to slap it.
struct DoubleOnThePile
{
    GameSession session;
    std::unique_ptr<BotPlayer> bot;

    explicit DoubleOnThePile(const BotProfile &profile)
    {
        const RuleSet rules = *RuleSet::preset("house");
        session.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0);
        bot = std::make_unique<BotPlayer>(&session, 1, profile, 1);
        session.playCard(0);
        session.playCard(1);
    }
};
} // namespace

// A pause holds the bot's slap and its decision: on the resume the slap
// comes with the time it had left, and nothing is decided (drawn) again.
void TestBotPlayer::pendingSlapHeldOverPause()
{
    ManualScheduler clock;
    GameSession session(&clock);
    const RuleSet rules = *RuleSet::preset("house");
    session.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0);
    BotPlayer bot(&session, 1, exactBot(4000, 5000), 1);
    QSignalSpy scheduled(&bot, &BotPlayer::slapScheduled);
    session.playCard(0);
    clock.advance(5000); // the bot plays the second five
    QVERIFY(bot.hasPendingSlap());
    QCOMPARE(scheduled.count(), 1);
    clock.advance(1000);
    session.pause();
    QVERIFY(!bot.hasPendingSlap());
    QVERIFY(!bot.hasPendingPlay());
    clock.advance(60000); // paused: game time stands still
    session.resume();
    QVERIFY(bot.hasPendingSlap());
    QCOMPARE(scheduled.count(), 2); // the same slap again with its time left, not a fresh decision
    QCOMPARE(scheduled.last().at(0).toInt(), 3000);
    QCOMPARE(scheduled.last().at(1).toULongLong(), session.generation());
    QSignalSpy resolved(&session, &GameSession::slapResolved);
    clock.advance(2999);
    QCOMPARE(resolved.count(), 0);
    clock.advance(1);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(resolved.first().at(0).toInt(), 1);
    QCOMPARE(resolved.first().at(3).toInt(), 4000); // game time, the pause left out
}

void TestBotPlayer::pendingSlapDroppedOnNewGame()
{
    DoubleOnThePile t(exactBot(4000, 5000));
    QVERIFY(t.bot->hasPendingSlap());
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(t.session.newGame(rules, 2, deckStartingWith(rules, {"8C", "9D"}), 0));
    QVERIFY(!t.bot->hasPendingSlap());
}

// Even if a timer fired for an old generation (it is stopped, but the
// guard must hold on its own), the slap never reaches the session.
void TestBotPlayer::staleTimerDoesNotSlap()
{
    GameSession s;
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D", "9C"}), 0));
    BotPlayer bot(&s, 1, exactBot(150, 5000), 1);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.playCard(0);
    s.playCard(1);
    QVERIFY(bot.hasPendingSlap());
    s.playCard(0);
    QTest::qWait(400); // longer than the dropped reaction
    QCOMPARE(resolved.count(), 0);
}

RATSCREW_TEST_GUILESS_MAIN(TestBotPlayer)
#include "tst_botplayer.moc"
