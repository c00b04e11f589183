// SPDX-License-Identifier: GPL-3.0-or-later
// Bots on timers: they play on their turn, slap through the same slot as a
// person, never before a card is visible, and drop a pending slap when the
// pile changes first, on pause and on a new game.

#include "BotBrain.h"
#include "BotPlayer.h"
#include "BotTestSupport.h"
#include "GameSession.h"
#include "SlapPatterns.h"
#include "TestRegistry.h"

#include <QSignalSpy>
#include <QTest>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::exactBot;

class TestBotPlayer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void levelsAreALadder();
    void decisionIsAPureFunctionOfSeed();
    void nearMisses_data();
    void nearMisses();
    void neverReactsBeforeTheCardIsVisible();
    void slapsThroughTheSessionSlot();
    void playsOnItsTurn();
    void pendingSlapDroppedWhenPileChanges();
    void pendingSlapDroppedOnPause();
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

void TestBotPlayer::neverReactsBeforeTheCardIsVisible()
{
    GameSession s;
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0));
    BotPlayer bot(&s, 1, exactBot(100, 5000), 1);
    bot.setRevealDelayMs(220);
    QSignalSpy scheduled(&bot, &BotPlayer::slapScheduled);
    s.playCard(0);
    s.playCard(1); // a double
    QCOMPARE(scheduled.count(), 1);
    QVERIFY2(scheduled.at(0).at(0).toInt() >= 220 + 80, qPrintable(scheduled.at(0).at(0).toString()));
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
    QSignalSpy played(&s, &GameSession::cardPlayed);
    s.playCard(0);
    QVERIFY(bot.hasPendingPlay());
    QTRY_COMPARE(played.count(), 2);
    QCOMPARE(played.at(1).at(0).toInt(), 1);
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

void TestBotPlayer::pendingSlapDroppedOnPause()
{
    DoubleOnThePile t(exactBot(4000, 5000));
    QVERIFY(t.bot->hasPendingSlap());
    t.session.pause();
    QVERIFY(!t.bot->hasPendingSlap());
    QVERIFY(!t.bot->hasPendingPlay());
    t.session.resume(); // a fresh decision on the same pile
    QVERIFY(t.bot->hasPendingSlap());
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
