// SPDX-License-Identifier: GPL-3.0-or-later
// The `match` bot level (MatchSpeed): it follows the person's recent
// reaction times per pattern, within its bounds, and its bot slaps at them.

#include "BotBrain.h"
#include "MatchSpeed.h"
#include "Random.h"
#include "TestRegistry.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace ratscrew;

namespace {

// The median delay of many slaps by `profile` on `patterns`.
int medianSlapMs(const BotProfile &profile, PatternSet patterns)
{
    Random random(5);
    std::vector<int> ms;
    for (int i = 0; i < 4001; ++i)
        ms.push_back(BotBrain::slapOn(profile, patterns, random).delayMs);
    std::nth_element(ms.begin(), ms.begin() + 2000, ms.end());
    return ms[2000];
}

} // namespace

class TestMatchSpeed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutTimesItPlaysNormal();
    void followsThePersonPerPattern();
    void staysWithinItsBounds();
    void keepsTheLatestTimes();
    void otherNumbersFollowTheLevels();
    void callsHaveTheirOwnTime();
    void learnsFromAProfile();
    void patternMediansAreValidated();
};

void TestMatchSpeed::withoutTimesItPlaysNormal()
{
    const BotProfile p = MatchSpeed().profile();
    QCOMPARE(p.level, std::string("match"));
    const BotProfile normal = *BotProfile::forLevel("normal");
    QCOMPARE(p.medianReactionMs, normal.medianReactionMs);
    QCOMPARE(p.missChance, normal.missChance);
    QVERIFY(std::all_of(p.patternMedianMs.begin(), p.patternMedianMs.end(), [](int ms) { return ms == 0; }));
    QVERIFY(p.isValid());
    // Times without a pattern or call, or negative, are no times.
    MatchSpeed speed;
    speed.add({}, Call::None, 400);
    speed.add({SlapPattern::Double}, Call::None, -1);
    QCOMPARE(speed.samples(), 0);
    // Fewer than five times tell nothing yet.
    for (int i = 0; i < MatchSpeed::kMinSamples - 1; ++i)
        speed.add({SlapPattern::Double}, Call::None, 150);
    QCOMPARE(speed.profile().medianReactionMs, normal.medianReactionMs);
    speed.add({SlapPattern::Double}, Call::None, 150);
    QCOMPARE(speed.profile().medianReactionMs, MatchSpeed::fastestMedianMs());
}

void TestMatchSpeed::followsThePersonPerPattern()
{
    MatchSpeed speed;
    for (int i = 0; i < 60; ++i) {
        speed.add({SlapPattern::Double}, Call::None, 590 + i % 21);    // median 600
        speed.add({SlapPattern::TopBottom}, Call::None, 880 + i % 41); // median 900
    }
    const BotProfile p = speed.profile();
    QVERIFY(p.isValid());
    // Top and bottom's times, less its recognition cost, count towards the overall median.
    const int topBottomCost = BotBrain::recognitionCostMs(SlapPattern::TopBottom);
    QVERIFY2(std::abs(p.medianReactionMs - std::min(600, 900 - topBottomCost)) <= 60,
             qPrintable(QString::number(p.medianReactionMs)));
    // Each pattern's own median, drawn a little towards the overall one.
    const int dbl = p.patternMedianMs[std::size_t(SlapPattern::Double)];
    const int tb = p.patternMedianMs[std::size_t(SlapPattern::TopBottom)];
    QVERIFY2(dbl >= 560 && dbl <= 640, qPrintable(QString::number(dbl)));
    QVERIFY2(tb >= 840 && tb <= 910, qPrintable(QString::number(tb)));
    QCOMPARE(p.patternMedianMs[std::size_t(SlapPattern::Sandwich)], 0); // no times: the model's
    // And its bot slaps at those times.
    QVERIFY(std::abs(medianSlapMs(p, {SlapPattern::Double}) - dbl) <= 25);
    QVERIFY(std::abs(medianSlapMs(p, {SlapPattern::TopBottom}) - tb) <= 25);
    // Two patterns at once: the quicker one is seen first.
    QVERIFY(std::abs(medianSlapMs(p, {SlapPattern::Double, SlapPattern::TopBottom}) - dbl) <= 25);
}

void TestMatchSpeed::staysWithinItsBounds()
{
    QCOMPARE(MatchSpeed::fastestMedianMs(), BotProfile::forLevel("expert")->medianReactionMs);
    QCOMPARE(MatchSpeed::slowestMedianMs(), 810); // 1.5 × beginner's 540 ms
    MatchSpeed fast, slow;
    for (int i = 0; i < 100; ++i) {
        fast.add({SlapPattern::Double}, Call::None, 150);
        fast.add({SlapPattern::TopBottom}, Call::None, 150);
        slow.add({SlapPattern::Double}, Call::None, 2500);
        slow.add({SlapPattern::TopBottom}, Call::None, 2900);
    }
    const BotProfile f = fast.profile(), s = slow.profile();
    QCOMPARE(f.medianReactionMs, MatchSpeed::fastestMedianMs());
    QCOMPARE(s.medianReactionMs, MatchSpeed::slowestMedianMs());
    const int cost = BotBrain::recognitionCostMs(SlapPattern::TopBottom);
    QCOMPARE(int(f.patternMedianMs[std::size_t(SlapPattern::TopBottom)]),
             MatchSpeed::fastestMedianMs() + cost);
    QCOMPARE(int(s.patternMedianMs[std::size_t(SlapPattern::TopBottom)]),
             int(std::lround((540 + cost) * MatchSpeed::kFloorFactor)));
    // Below beginner, beginner's numbers.
    QCOMPARE(s.missChance, BotProfile::forLevel("beginner")->missChance);
    QCOMPARE(f.missChance, BotProfile::forLevel("expert")->missChance);
    QVERIFY(f.isValid() && s.isValid());
}

void TestMatchSpeed::keepsTheLatestTimes()
{
    MatchSpeed speed;
    for (int i = 0; i < MatchSpeed::kWindow; ++i)
        speed.add({SlapPattern::Double}, Call::None, 700);
    QCOMPARE(speed.profile().medianReactionMs, 700);
    for (int i = 0; i < MatchSpeed::kWindow / 2 + 1; ++i)
        speed.add({SlapPattern::Double}, Call::None, 450);
    QCOMPARE(speed.samples(), MatchSpeed::kWindow);
    QCOMPARE(speed.profile().medianReactionMs, 450); // the newer half wins
}

void TestMatchSpeed::otherNumbersFollowTheLevels()
{
    // At a named level's median, that level's numbers.
    for (const char *level : {"beginner", "easy", "normal", "hard", "expert"}) {
        const BotProfile named = *BotProfile::forLevel(level);
        MatchSpeed speed;
        for (int i = 0; i < 50; ++i)
            speed.add({SlapPattern::Double}, Call::None, named.medianReactionMs);
        const BotProfile p = speed.profile();
        QCOMPARE(p.medianReactionMs, named.medianReactionMs);
        QVERIFY(qFuzzyCompare(p.missChance, named.missChance));
        QVERIFY(qFuzzyCompare(p.falseSlapChance, named.falseSlapChance));
        QVERIFY(qFuzzyCompare(p.spread, named.spread));
        QCOMPARE(p.playDelayMs, named.playDelayMs);
    }
    // Halfway between normal and hard, halfway between their numbers.
    MatchSpeed speed;
    for (int i = 0; i < 50; ++i)
        speed.add({SlapPattern::Double}, Call::None, (457 + 420) / 2);
    const BotProfile p = speed.profile();
    const BotProfile normal = *BotProfile::forLevel("normal"), hard = *BotProfile::forLevel("hard");
    QVERIFY(p.missChance < normal.missChance && p.missChance > hard.missChance);
}

void TestMatchSpeed::callsHaveTheirOwnTime()
{
    MatchSpeed speed;
    for (int i = 0; i < 20; ++i) {
        speed.add({SlapPattern::Double}, Call::None, 500);
        speed.add({}, Call::Stick, 800);
    }
    QCOMPARE(speed.profile().medianReactionMs, 500);
    QCOMPARE(speed.profile().callCostMs, 300);
}

void TestMatchSpeed::learnsFromAProfile()
{
    const RuleSet house = *RuleSet::preset("house");
    for (const char *level : {"beginner", "normal", "expert"}) {
        const BotProfile person = *BotProfile::forLevel(level);
        const MatchSpeed speed = MatchSpeed::fromProfile(person, house, 7);
        QCOMPARE(speed.samples(), MatchSpeed::kWindow);
        const BotProfile p = speed.profile();
        QVERIFY2(std::abs(p.medianReactionMs - person.medianReactionMs) <= person.medianReactionMs / 10,
                 qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(level)).arg(p.medianReactionMs)));
    }
}

void TestMatchSpeed::patternMediansAreValidated()
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.patternMedianMs[0] = 99;
    QVERIFY(!p.isValid());
    p.patternMedianMs[0] = 3001;
    QVERIFY(!p.isValid());
    p.patternMedianMs[0] = 100;
    QVERIFY(p.isValid());
}

RATSCREW_TEST_GUILESS_MAIN(TestMatchSpeed)
#include "tst_matchspeed.moc"
