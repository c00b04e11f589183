// SPDX-License-Identifier: GPL-3.0-or-later
// Fairness of the real-time game, on a fake clock (ManualScheduler): no
// bot reacts before a card can be seen, a pending slap never fires for a
// pile that changed, across a pause or into a new game, slaps are
// resolved in the order they arrive, and people and bots use one slot.

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

#include <memory>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::exactBot;
using ratscrew::test::ReportSpy;

namespace {

// Slap signals by player.
QList<int> slappers(const QSignalSpy &spy)
{
    QList<int> out;
    for (const auto &args : spy)
        out << args.at(0).toInt();
    return out;
}

} // namespace

class TestFairness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noReactionBeforeTheCardIsVisible();
    void aReactionCountsFromTheLanding();
    void staleSlapNeverFiresAfterThePileChanged();
    void nothingFiresWhilePaused();
    void nothingCrossesIntoANewGame();
    void firstSlapToArriveWins();
    void personAndBotInTheSameInstant();
    void collectDelayIsExact();
    void reactionTimeIsReported();
    void botOutlivingItsSession();
    void firstPlayFollowsTheTableTiming();

private:
    ManualScheduler m_clock;
};

void TestFairness::noReactionBeforeTheCardIsVisible()
{
    GameSession s(&m_clock);
    s.setRevealDelayMs(kCardRevealMs);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D"}), 0));
    BotPlayer bot(&s, 1, exactBot(100), 1);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.playCard(0);
    m_clock.advance(kCardRevealMs); // 9C lands
    QVERIFY(s.playCard(1));         // the bot's own card, played through the slot a person uses: a double
    m_clock.advance(kCardRevealMs + 99); // it lands, and the bot sees it 100 ms later
    QCOMPARE(resolved.count(), 0);
    QCOMPARE(resolved.count(), 0);
    m_clock.advance(1);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(resolved.at(0).at(0).toInt(), 1);
    QVERIFY(resolved.at(0).at(1).toBool());
}

// The property behind the test above, for every level and many piles: a
// bot sees only cards that landed (docs/RULES.md §12.2), and its reaction
// from then is never quicker than a person's can be (80 ms).
void TestFairness::aReactionCountsFromTheLanding()
{
    const RuleSet rules = *RuleSet::preset("slaps_advanced");
    std::vector<Card> deck = rules.fullDeck();
    for (auto level : BotProfile::levelNames()) {
        BotMind mind(*BotProfile::forLevel(level), 42);
        Random shuffle(7);
        int slaps = 0;
        for (int i = 0; i < 2000; ++i) {
            shuffle.shuffle(std::span<Card>(deck));
            BotView view;
            view.generation = std::uint64_t(i);
            view.played = std::span<const Card>(deck).first(1 + i % 5);
            view.rules = &rules;
            view.patterns = matchSlapPatterns(rules, view.played);
            view.canSlap = true;
            const BotPlan plan = mind.observe(view);
            if (plan.slap == BotPlan::Timer::Start) {
                ++slaps;
                QVERIFY2(plan.slapDelayMs >= 80, qPrintable(QString::number(plan.slapDelayMs)));
            } else {
                QCOMPARE(plan.slap, BotPlan::Timer::Stop); // a new pile always drops the old decision
            }
        }
        QVERIFY(slaps > 100);
    }
}

void TestFairness::staleSlapNeverFiresAfterThePileChanged()
{
    GameSession s(&m_clock);
    const RuleSet rules = *RuleSet::preset("house");
    // 8C 8D is a double; before the slow bot slaps, player 0 covers it
    // with 3H (8 8 3: nothing), and the bot must not slap the new pile.
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"8C", "8D", "3H"}), 0));
    BotPlayer bot(&s, 1, exactBot(600), 1);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.playCard(0);
    s.playCard(1);
    QVERIFY(bot.hasPendingSlap());
    m_clock.advance(500);
    s.playCard(0);
    QVERIFY(!bot.hasPendingSlap());
    m_clock.advance(3000);
    QCOMPARE(resolved.count(), 0);
}

void TestFairness::nothingFiresWhilePaused()
{
    GameSession s(&m_clock);
    const RuleSet rules = *RuleSet::preset("bicycle"); // on_collect
    // Player 0 plays JC, the bot answers 8C: the challenge is lost and 0
    // will collect; the bot wants to slap nothing, but must not play or
    // collect while the game is paused.
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "8C"}), 0));
    BotPlayer bot(&s, 1, exactBot(300, 400), 1);
    ReportSpy reports(&s);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.playCard(0);
    QVERIFY(bot.hasPendingPlay());
    s.pause();
    QVERIFY(!bot.hasPendingPlay());
    m_clock.advance(60000);
    QCOMPARE(reports.count(Event::Type::Play), 1);
    s.resume();
    m_clock.advance(500); // the bot's answer, with the time it had left
    QCOMPARE(reports.count(Event::Type::Play), 2);
    QCOMPARE(s.pendingPlayer(), 0);
    s.pause();
    m_clock.advance(60000);
    QCOMPARE(reports.count(Event::Type::PileWon), 0); // the collect delay is frozen too
    s.resume();
    m_clock.advance(kDefaultCollectDelayMs);
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(resolved.count(), 0);
}

void TestFairness::nothingCrossesIntoANewGame()
{
    GameSession s(&m_clock);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"8C", "8D"}), 0));
    BotPlayer bot(&s, 1, exactBot(600), 1);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.playCard(0);
    s.playCard(1);
    QVERIFY(bot.hasPendingSlap());
    m_clock.advance(300);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"2C", "5D"}), 0));
    QVERIFY(!bot.hasPendingSlap());
    m_clock.advance(5000); // 8-8 of the old game is gone; nothing to slap here
    QCOMPARE(resolved.count(), 0);
    QCOMPARE(s.game().cardCount(), 52);
}

void TestFairness::firstSlapToArriveWins()
{
    GameSession s(&m_clock);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 3, deckStartingWith(rules, {"4C", "7D", "7H"}), 0));
    BotPlayer slow(&s, 1, exactBot(450), 1);
    BotPlayer fast(&s, 2, exactBot(300), 2);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    ReportSpy reports(&s);
    s.playCard(0);
    s.playCard(1);
    s.playCard(2); // 4 7 7: a double; both bots go for it
    QVERIFY(slow.hasPendingSlap() && fast.hasPendingSlap());
    m_clock.advance(2000);
    QCOMPARE(slappers(resolved), QList<int>{2}); // the slow one's slap was for a pile that is gone
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).seat, 2);
}

void TestFairness::personAndBotInTheSameInstant()
{
    GameSession s(&m_clock);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"6C", "6D"}), 0));
    BotPlayer bot(&s, 1, exactBot(100), 1);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.playCard(0);
    s.playCard(1);
    // The person's key press arrives first in this event-loop turn, the
    // bot's timer right after: both go through GameSession::slap, in that
    // order, and the person takes the pile; the bot's slap is dropped.
    // (No reveal delay here: the double lies there at once.)
    m_clock.advance(99);
    s.slap(0);
    m_clock.advance(1);
    QCOMPARE(slappers(resolved), QList<int>{0});
    QVERIFY(resolved.at(0).at(1).toBool());
    QCOMPARE(s.handSize(0), 27);

    // And the other way round: the bot's timer is due first; the person's
    // slap on what is left (an empty pile) lost the race: rejected as late,
    // no penalty (docs/RULES.md §4).
    resolved.clear();
    QSignalSpy rejected(&s, &GameSession::slapRejected);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"6C", "6D"}), 0));
    s.playCard(0);
    s.playCard(1);
    m_clock.advance(100);
    s.slap(0);
    QCOMPARE(slappers(resolved), (QList<int>{1}));
    QVERIFY(resolved.at(0).at(1).toBool());
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).toInt(), 0);
    QCOMPARE(rejected.at(0).at(1).value<RejectReason>(), RejectReason::Late);
    QCOMPARE(s.handSize(0), 25); // nothing burned
}

void TestFairness::collectDelayIsExact()
{
    GameSession s(&m_clock);
    const RuleSet rules = *RuleSet::preset("bicycle");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "8C"}), 0));
    ReportSpy reports(&s);
    s.playCard(0);
    s.playCard(1);
    m_clock.advance(kDefaultCollectDelayMs - 1);
    QCOMPARE(reports.count(Event::Type::PileWon), 0);
    m_clock.advance(1);
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
}

void TestFairness::reactionTimeIsReported()
{
    GameSession s(&m_clock);
    s.setRevealDelayMs(kCardRevealMs);
    QList<ActionReport> reports;
    connect(&s, &GameSession::actionApplied, &s, [&reports](const ActionReport &r) { reports << r; });
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "8C", "4D", "8D"}), 0));
    BotPlayer bot(&s, 1, exactBot(410, 60000), 1);
    for (int p : {0, 1, 0, 1}) {
        QVERIFY(s.playCard(p));         // 5 8 4 8: a sandwich, seen 90 ms later than a double
        m_clock.advance(kCardRevealMs); // each lands before the next is played
    }
    m_clock.advance(5000);
    // The bot's slap, 410 ms plus the sandwich's recognition time after the
    // last card became visible, is what the log and the status line show.
    QCOMPARE(reports.size(), 5);
    const ActionReport &slap = reports.last();
    QCOMPARE(slap.action.type, Action::Type::Slap);
    QCOMPARE(slap.actor, 1);
    QCOMPARE(slap.reactionMs, 500);
    QCOMPARE(slap.playedBefore.size(), 4);
    const Event *won = slap.find(Event::Type::PileWon);
    QVERIFY(won);
    QCOMPARE(won->seat, 1);
    QCOMPARE(won->count, 4);
}

void TestFairness::botOutlivingItsSession()
{
    auto s = std::make_unique<GameSession>(&m_clock);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s->newGame(rules, 2, deckStartingWith(rules, {"8C", "8D"}), 0));
    BotPlayer bot(s.get(), 1, exactBot(300), 1);
    s->playCard(0);
    s->playCard(1);
    QVERIFY(bot.hasPendingSlap());
    s.reset();
    QVERIFY(!bot.hasPendingSlap());
    m_clock.advance(5000); // no timer of the bot is left to fire into a dead session
    QCOMPARE(m_clock.pendingCount(), 0);
}

// A bot that plays first plans that card as it joins: the play speed given
// to its constructor already applies to it. (Its delay counts from now:
// the table has nothing in the air, docs/RULES.md §12.)
void TestFairness::firstPlayFollowsTheTableTiming()
{
    const RuleSet rules = *RuleSet::preset("house");
    const auto firstPlayAt = [&](double factor) {
        GameSession s(&m_clock);
        if (!s.newGame(rules, 2, deckStartingWith(rules, {"9C", "4D"}), 1)) // the bot (player 1) plays first
            return -1;
        BotPlayer bot(&s, 1, exactBot(300, 800), 7, factor);
        ReportSpy reports(&s);
        for (int ms = 1; ms <= 20000; ++ms) {
            m_clock.advance(1);
            if (reports.count(Event::Type::Play) > 0)
                return ms;
        }
        return -1;
    };
    const int normal = firstPlayAt(1.0);
    QVERIFY(normal >= 100);
    const int slow = firstPlayAt(2.0); // same seed, same draw, twice the delay
    QVERIFY2(std::abs(slow - 2 * normal) <= 1,
             qPrintable(QStringLiteral("%1 ms, then %2 ms").arg(normal).arg(slow)));
}

RATSCREW_TEST_GUILESS_MAIN(TestFairness)
#include "tst_fairness.moc"
