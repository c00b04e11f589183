// SPDX-License-Identifier: GPL-3.0-or-later
// Bots and the calls of RULES.md §9 (docs/RULES.md §9): a stick or a split
// is seen like a pattern, with its own recognition cost and miss chance;
// near-miss false calls happen only on the piles described; a bot never
// plans a stick as the challenger or the answering seat; and under rules
// without calls the bot decides exactly as before.

#include "BotBrain.h"
#include "BotMind.h"
#include "BotTestSupport.h"
#include "SlapPatterns.h"
#include "Table.h"
#include "TestRegistry.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::exactBot;

namespace {

std::vector<Card> cards(const QString &text)
{
    std::vector<Card> out;
    for (const QString &c : text.split(' ', Qt::SkipEmptyParts))
        out.push_back(*Card::parse(c.toStdString()));
    return out;
}

RuleSet rulesWith(bool sticky, bool split)
{
    RuleSet rules = *RuleSet::preset("slaps_advanced");
    if (sticky)
        rules.stickyFaces = RankSet{Rank::King};
    rules.splitEights = split;
    return rules;
}

int median(std::vector<int> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// A bot that sees every call and every pattern, never slaps a plain pile,
// and slaps every call's near miss.
BotProfile falseCaller(int reactionMs)
{
    BotProfile p = exactBot(reactionMs);
    p.falseCallChance = 1;
    return p;
}

// A table of `players` players under `rules` where the first cards of the
// deck are played in turn (and nothing else happens).
struct Play
{
    Table table;
    std::vector<Event> events;
    std::int64_t now = 0;

    Play(const RuleSet &rules, int players, std::initializer_list<std::string_view> first)
        : table(rules, players, deckStartingWith(rules, first), 0)
    {
    }
    bool apply(Action action)
    {
        events.clear();
        now += 1000;
        table.apply(action, now, events);
        return events.empty() || events.front().type != Event::Type::Rejected;
    }
    BotPlan planOf(const BotProfile &profile, int player) const
    {
        BotMind mind(profile, 1);
        return mind.observe(BotView::of(table, player));
    }
};

} // namespace

class TestBotCalls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void callNumbersAreALadder();
    void customKeepsItsOldForm();
    void callDelayIsMedianPlusCallCost();
    void callsAreMissedAtTheProfilesRate();
    void callNearMisses_data();
    void callNearMisses();
    void falseCallsOnlyOnNearMisses();
    void falseCallTakesAsLongAsACall();
    void noCallsMeansTheOldDecision();
    void stickOnlyByAThirdSeat();
    void stuckFaceIsANearMissForTheOthers();
    void splitOnAnEight();
    void patternOnTheSplitPileIsSlapped();
};

void TestBotCalls::callNumbersAreALadder()
{
    const auto &names = BotProfile::levelNames();
    for (std::size_t i = 0; i < names.size(); ++i) {
        const BotProfile p = *BotProfile::forLevel(names[i]);
        QVERIFY(p.isValid());
        // A call is clearly harder than a double (recognition cost 0) and
        // is forgotten more often than a pattern is missed.
        QVERIFY2(p.callCostMs >= 150, names[i].data());
        QVERIFY(p.callMissChance > p.missChance);
        if (i == 0)
            continue;
        const BotProfile lower = *BotProfile::forLevel(names[i - 1]);
        QVERIFY(p.callCostMs < lower.callCostMs);
        QVERIFY(p.callMissChance < lower.callMissChance);
        QVERIFY(p.falseCallChance < lower.falseCallChance);
    }
}

void TestBotCalls::customKeepsItsOldForm()
{
    const auto old = BotProfile::parse("custom:450:0.25:0.1:0.01:700");
    QVERIFY(old);
    const BotProfile defaults;
    QCOMPARE(old->callCostMs, defaults.callCostMs);
    QCOMPARE(old->callMissChance, defaults.callMissChance);
    QCOMPARE(old->falseCallChance, defaults.falseCallChance);

    const auto full = BotProfile::parse("custom:450:0.25:0.1:0.01:700:300:0.5:0.04");
    QVERIFY(full);
    QCOMPARE(full->medianReactionMs, 450);
    QCOMPARE(full->playDelayMs, 700);
    QCOMPARE(full->callCostMs, 300);
    QCOMPARE(full->callMissChance, 0.5);
    QCOMPARE(full->falseCallChance, 0.04);

    QVERIFY(BotProfile::parse("custom:450:0.25:0.1:0.01:700:0:0:0"));
    QVERIFY(BotProfile::parse("custom:450:0.25:0.1:0.01:700:2000:1:1"));
    for (const char *bad :
         {"custom:450:0.25:0.1:0.01:700:300", "custom:450:0.25:0.1:0.01:700:300:0.5",
          "custom:450:0.25:0.1:0.01:700:300:0.5:0.04:1",
          "custom:450:0.25:0.1:0.01:700:", "custom:450:0.25:0.1:0.01:700:-1:0.5:0.04",
          "custom:450:0.25:0.1:0.01:700:2001:0.5:0.04", "custom:450:0.25:0.1:0.01:700:300:1.5:0.04",
          "custom:450:0.25:0.1:0.01:700:300:0.5:-0.1", "custom:450:0.25:0.1:0.01:700;300:0.5:0.04"})
        QVERIFY2(!BotProfile::parse(bad), bad);
}

// Statistically, with a fixed seed: a call's median delay is the profile's
// median plus its call cost, a double's the median alone.
void TestBotCalls::callDelayIsMedianPlusCallCost()
{
    for (const char *level : {"beginner", "normal", "expert"}) {
        BotProfile p = *BotProfile::forLevel(level);
        p.missChance = 0;
        p.callMissChance = 0;
        const std::vector<Card> eight = cards("3C 8D");
        const std::vector<Card> pair = cards("3C 3D");
        CallSight split;
        split.call = Call::Split;
        Random random(11);
        std::vector<int> calls, doubles;
        for (int i = 0; i < 4000; ++i) {
            SlapDecision d;
            QVERIFY(BotBrain::decideSlap(p, eight, {}, split, random, d));
            QCOMPARE(d.call, Call::Split);
            QVERIFY(d.recognised.empty());
            calls.push_back(d.delayMs);
            QVERIFY(BotBrain::decideSlap(p, pair, {SlapPattern::Double}, CallSight{}, random, d));
            QCOMPARE(d.call, Call::None);
            doubles.push_back(d.delayMs);
        }
        // The median of 4000 log-normal draws lies within about 1 % of the
        // true one (standard error 1.25 sigma / sqrt(n) of it): 3 % is a
        // margin of more than five standard errors.
        const int expected = p.medianReactionMs + p.callCostMs;
        QVERIFY2(std::abs(median(calls) - expected) <= expected * 3 / 100,
                 qPrintable(QStringLiteral("%1: call median %2, expected %3")
                                .arg(level)
                                .arg(median(calls))
                                .arg(expected)));
        QVERIFY2(std::abs(median(doubles) - p.medianReactionMs) <= p.medianReactionMs * 3 / 100,
                 qPrintable(QStringLiteral("%1: double median %2").arg(level).arg(median(doubles))));
        QVERIFY(median(calls) - median(doubles) >= p.callCostMs * 3 / 4);
    }
    // Without spread, exactly.
    BotProfile exact = exactBot(400);
    exact.callCostMs = 275;
    CallSight stick;
    stick.call = Call::Stick;
    Random random(3);
    SlapDecision d;
    QVERIFY(BotBrain::decideSlap(exact, cards("5C KD"), {}, stick, random, d));
    QCOMPARE(d.delayMs, 675);
    QCOMPARE(d.call, Call::Stick);
}

void TestBotCalls::callsAreMissedAtTheProfilesRate()
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.callMissChance = 0.3;
    p.missChance = 0;
    CallSight split;
    split.call = Call::Split;
    Random random(5);
    const int n = 8000;
    int missed = 0, patternMissed = 0;
    for (int i = 0; i < n; ++i) {
        SlapDecision d;
        missed += !BotBrain::decideSlap(p, cards("3C 8D"), {}, split, random, d);
        // A pattern on the pile goes first, with the pattern's miss chance.
        patternMissed += !BotBrain::decideSlap(p, cards("8C 8D"), {SlapPattern::Double}, split, random, d);
    }
    // Standard error sqrt(0.21 / 8000) = 0.005: four of them.
    QVERIFY2(std::abs(double(missed) / n - 0.3) < 0.02, qPrintable(QString::number(missed)));
    QCOMPARE(patternMissed, 0);
}

void TestBotCalls::callNearMisses_data()
{
    QTest::addColumn<bool>("sticky");
    QTest::addColumn<bool>("split");
    QTest::addColumn<QString>("pile");
    QTest::addColumn<QString>("splitPile");
    QTest::addColumn<bool>("bystander");
    QTest::addColumn<bool>("near");
    QTest::newRow("9 on top") << false << true << "3C 9D"
                              << "" << false << true;
    QTest::newRow("8 that cannot be split") << false << true << "3C 8D"
                                            << "" << false << true;
    QTest::newRow("8 on the split pile") << false << true << "3C 8D"
                                         << "5H 8S" << false << true;
    QTest::newRow("9 on the split pile") << false << true << "3C 8D"
                                         << "9H" << false << true;
    QTest::newRow("7 on top") << false << true << "3C 7D"
                              << "" << false << false;
    QTest::newRow("9 without split_eights") << true << false << "3C 9D"
                                            << "" << true << false;
    QTest::newRow("8 without split_eights") << true << false << "3C 8D"
                                            << "" << true << false;
    QTest::newRow("queen, bystander") << true << false << "3C QD"
                                      << "" << true << true;
    QTest::newRow("king, bystander") << true << false << "3C KD"
                                     << "" << true << true;
    QTest::newRow("ace, bystander") << true << true << "3C AD"
                                    << "" << true << true;
    QTest::newRow("queen on the split pile") << true << true << "3C 8D"
                                             << "QH" << true << true;
    QTest::newRow("queen, challenger or to play") << true << false << "3C QD"
                                                  << "" << false << false;
    QTest::newRow("queen without sticky_faces") << false << true << "3C QD"
                                                << "" << true << false;
    QTest::newRow("joker") << true << true << "3C RJ"
                           << "" << true << false;
    QTest::newRow("no calls") << false << false << "3C 9D"
                              << "8H" << true << false;
    QTest::newRow("number card, bystander") << true << false << "3C 5D"
                                            << "" << true << false;
}

void TestBotCalls::callNearMisses()
{
    QFETCH(bool, sticky);
    QFETCH(bool, split);
    QFETCH(QString, pile);
    QFETCH(QString, splitPile);
    QFETCH(bool, bystander);
    QFETCH(bool, near);
    QCOMPARE(BotBrain::isCallNearMiss(rulesWith(sticky, split), cards(pile), cards(splitPile), bystander),
             near);
}

// With no plain false slaps, a bot slaps only where a call's near miss is;
// with no false calls, never there either.
void TestBotCalls::falseCallsOnlyOnNearMisses()
{
    BotProfile p = exactBot(400);
    p.falseCallChance = 0.5;
    Random random(9);
    int nearSlaps = 0, plainSlaps = 0;
    const std::vector<Card> nine = cards("3C 9D"), plain = cards("3C 2D");
    for (int i = 0; i < 2000; ++i) {
        CallSight near;
        near.nearMiss = true;
        SlapDecision d;
        if (BotBrain::decideSlap(p, nine, {}, near, random, d)) {
            ++nearSlaps;
            QCOMPARE(d.call, Call::None); // a false call is no call
            QVERIFY(d.recognised.empty());
        }
        plainSlaps += BotBrain::decideSlap(p, plain, {}, CallSight{}, random, d);
    }
    QVERIFY2(nearSlaps > 900 && nearSlaps < 1100, qPrintable(QString::number(nearSlaps)));
    QCOMPARE(plainSlaps, 0);

    p.falseCallChance = 0;
    int slaps = 0;
    for (int i = 0; i < 2000; ++i) {
        CallSight near;
        near.nearMiss = true;
        SlapDecision d;
        slaps += BotBrain::decideSlap(p, nine, {}, near, random, d);
    }
    QCOMPARE(slaps, 0);
}

void TestBotCalls::falseCallTakesAsLongAsACall()
{
    BotProfile p = falseCaller(400);
    p.callCostMs = 300;
    CallSight near;
    near.nearMiss = true;
    Random random(1);
    SlapDecision d;
    QVERIFY(BotBrain::decideSlap(p, cards("3C 9D"), {}, near, random, d));
    QCOMPARE(d.delayMs, 700);
    // A pattern's near miss slapped by mistake keeps its moment of doubt.
    p.falseCallChance = 0;
    p.falseSlapChance = 1;
    QVERIFY(BotBrain::decideSlap(p, cards("3C 4D"), {}, CallSight{}, random, d));
    QCOMPARE(d.delayMs, 520);
}

// Rules without calls take the one-pile decision: same answers, same draws.
void TestBotCalls::noCallsMeansTheOldDecision()
{
    const RuleSet rules = *RuleSet::preset("slaps_advanced");
    const BotProfile p = *BotProfile::forLevel("beginner");
    const std::vector<std::vector<Card>> piles = {cards("5C 5D"), cards("5C 6D"),    cards("3C 9D"),
                                                  cards("TC"),    cards("2C 7D KH"), cards("4C 5C 6C")};
    Random a(21), b(21);
    for (int i = 0; i < 3000; ++i) {
        const std::vector<Card> &pile = piles[std::size_t(i) % piles.size()];
        const PatternSet patterns = matchSlapPatterns(rules, pile);
        SlapDecision da, db;
        const bool sa = BotBrain::decideSlap(p, pile, patterns, a, da);
        const bool sb = BotBrain::decideSlap(p, pile, patterns, CallSight{}, b, db);
        QCOMPARE(sa, sb);
        if (sa) {
            QCOMPARE(da.delayMs, db.delayMs);
            QCOMPARE(da.recognised, db.recognised);
        }
    }
    QCOMPARE(a.next(), b.next());

    // And a view of a table without calls carries none.
    Play t(*RuleSet::preset("house"), 3, {"KC"});
    QVERIFY(t.apply(Action::play()));
    const BotView view = BotView::of(t.table, 2);
    QVERIFY(!view.hasCalls);
    QCOMPARE(view.calls.call, Call::None);
    QVERIFY(!view.calls.nearMiss);
}

// docs/RULES.md §9.1: only a seat that is neither the challenger nor the
// one answering may stick, and the bot plans it with the call's cost.
void TestBotCalls::stickOnlyByAThirdSeat()
{
    Play t(*RuleSet::preset("slaps_full"), 3, {"KC", "2D", "3H"});
    QVERIFY(t.apply(Action::play())); // player 0 challenges with a king; player 1 answers
    QCOMPARE(t.table.challengerPlayer(), 0);
    QCOMPARE(t.table.turnPlayer(), 1);
    const BotProfile bot = falseCaller(300);
    for (int player : {0, 1}) {
        const BotView view = BotView::of(t.table, player);
        QCOMPARE(view.calls.call, Call::None);
        QVERIFY(!view.calls.nearMiss);
        const BotPlan plan = t.planOf(bot, player);
        QVERIFY2(plan.slap != BotPlan::Timer::Start, qPrintable(QString::number(player)));
    }
    const BotPlan plan = t.planOf(bot, 2);
    QCOMPARE(plan.slap, BotPlan::Timer::Start);
    QCOMPARE(plan.call, Call::Stick);
    QVERIFY(plan.recognised.empty());
    QCOMPARE(plan.slapDelayMs, 300 + bot.callCostMs); // from the landing

    QVERIFY(t.apply(Action::slap(2)));
    QCOMPARE(t.events.front().type, Event::Type::Slap);
    QCOMPARE(t.events.front().call, Call::Stick);
    QCOMPARE(t.table.challengerPlayer(), 2);
    QCOMPARE(t.table.turnPlayer(), 0);
}

// Once stuck, the king is a near miss for the one seat that may not stick
// it again and is neither challenger nor answering; a queen, not sticky in
// slaps_full, is one for a third seat from the start.
void TestBotCalls::stuckFaceIsANearMissForTheOthers()
{
    const BotProfile bot = falseCaller(300);
    {
        Play t(*RuleSet::preset("slaps_full"), 3, {"KC", "2D", "3H"});
        QVERIFY(t.apply(Action::play()));
        QVERIFY(t.apply(Action::slap(2)));
        const BotView view = BotView::of(t.table, 1);
        QCOMPARE(view.calls.call, Call::None);
        QVERIFY(view.calls.nearMiss);
        const BotPlan plan = t.planOf(bot, 1);
        QCOMPARE(plan.slap, BotPlan::Timer::Start);
        QCOMPARE(plan.call, Call::None);
        QCOMPARE(plan.slapDelayMs, 300 + bot.callCostMs); // from the landing
        for (int player : {0, 2})
            QVERIFY(t.planOf(bot, player).slap != BotPlan::Timer::Start);
        QVERIFY(t.planOf(exactBot(300), 1).slap != BotPlan::Timer::Start);
    }
    {
        Play t(*RuleSet::preset("slaps_full"), 3, {"QC", "2D", "3H"});
        QVERIFY(t.apply(Action::play()));
        QCOMPARE(t.table.callFor(2), Call::None);
        QVERIFY(BotView::of(t.table, 2).calls.nearMiss);
        QCOMPARE(t.planOf(bot, 2).slap, BotPlan::Timer::Start);
        QVERIFY(t.planOf(exactBot(300), 2).slap != BotPlan::Timer::Start);
    }
}

// docs/RULES.md §9.2: any seat with cards may split an 8 (two seats too).
void TestBotCalls::splitOnAnEight()
{
    Play t(*RuleSet::preset("slaps_full"), 2, {"3C", "8D", "5C"});
    QVERIFY(t.apply(Action::play()));
    QVERIFY(t.apply(Action::play()));
    QVERIFY(t.table.patterns().empty());
    const BotProfile bot = exactBot(350);
    for (int player : {0, 1}) {
        const BotPlan plan = t.planOf(bot, player);
        QCOMPARE(plan.slap, BotPlan::Timer::Start);
        QCOMPARE(plan.call, Call::Split);
        QCOMPARE(plan.slapDelayMs, 350 + bot.callCostMs); // from the landing
    }
    QVERIFY(t.apply(Action::slap(0)));
    QCOMPARE(t.events.front().call, Call::Split);
    QVERIFY(t.table.hasSplit());
    // No second split: the 8 is now a near miss, which this bot never slaps.
    const BotView view = BotView::of(t.table, 1);
    QCOMPARE(view.calls.call, Call::None);
    QVERIFY(view.calls.nearMiss);
    QCOMPARE(view.calls.splitPlayed.size(), std::size_t(1));
    QVERIFY(t.planOf(bot, 1).slap != BotPlan::Timer::Start);
}

// A pattern on the split pile counts as slappable: the bot slaps it at the
// pattern's speed and the engine gives it the split pile.
void TestBotCalls::patternOnTheSplitPileIsSlapped()
{
    // 3C 8D, player 0 splits with 5C; player 1 plays 4H onto the slap
    // pile and 5D onto the split pile: a double there.
    Play t(*RuleSet::preset("slaps_full"), 2, {"3C", "8D", "5C", "4H", "6S", "5D"});
    QVERIFY(t.apply(Action::play()));
    QVERIFY(t.apply(Action::play()));
    QVERIFY(t.apply(Action::slap(0)));
    QCOMPARE(t.table.turnPlayer(), 1);
    QVERIFY(t.apply(Action::play()));
    QCOMPARE(t.table.nextPile(), PileId::Split);
    QVERIFY(t.apply(Action::play()));
    QCOMPARE(t.table.played(PileId::Split).size(), std::size_t(2));
    QVERIFY(t.table.patterns().empty());
    QVERIFY(t.table.patterns(PileId::Split).contains(SlapPattern::Double)); // and tens: 5 + 5
    const BotPlan plan = t.planOf(exactBot(300), 0);
    QCOMPARE(plan.slap, BotPlan::Timer::Start);
    QCOMPARE(plan.call, Call::None);
    QCOMPARE(plan.recognised, t.table.patterns(PileId::Split));
    QCOMPARE(plan.slapDelayMs, 300); // the double is seen at once
    QVERIFY(t.apply(Action::slap(0)));
    QCOMPARE(t.events.front().type, Event::Type::Slap);
    QVERIFY(t.events.front().valid);
    QCOMPARE(t.events.front().pile, PileId::Split);
}

RATSCREW_TEST_GUILESS_MAIN(TestBotCalls)
#include "tst_botcalls.moc"
