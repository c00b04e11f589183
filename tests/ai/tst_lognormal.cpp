// SPDX-License-Identifier: GPL-3.0-or-later
// LogNormalDelay: the table-driven log-normal delay gives exactly the delay
// of its definition (BotBrain::logNormalMs) for every deviate, and draws
// the same from the generator.

#include "BotBrain.h"
#include "LogNormalDelay.h"
#include "Random.h"
#include "TestRegistry.h"

#include <QTest>

#include <atomic>
#include <cmath>
#include <thread>
#include <vector>

using namespace ratscrew;

namespace {

// The shapes the bots use (every level's reaction time and play delay)
// and others at the edges of the profiles' ranges, with seeded random ones.
std::vector<LogNormalDelay> shapes()
{
    std::vector<LogNormalDelay> list;
    for (const auto name : BotProfile::levelNames()) {
        const BotProfile profile = *BotProfile::forLevel(name);
        list.push_back(BotBrain::reactionTime(profile));
        list.push_back(BotBrain::playDelay(profile));
    }
    for (const auto &[median, sigma] : std::vector<std::pair<double, double>>{
             {100, 1}, {3000, 1}, {5000, 0.25}, {420, 0}, {810, 0.3}, {61.5, 0.7}, {4999.5, 0.01}})
        list.emplace_back(median, sigma);
    Random random(20261127);
    for (int i = 0; i < 12; ++i)
        list.emplace_back(100 + random.below(4901), random.uniform());
    return list;
}

// Compares one shape's table with its definition at `z`; false (with a
// message) where they differ.
bool sameAt(const LogNormalDelay &delay, double z)
{
    const int tabled = delay.ms(z);
    const int exact = LogNormalDelay::exactMs(delay.medianMs(), delay.sigma(), z);
    if (tabled == exact)
        return true;
    qWarning("median %.17g, sigma %.17g, z %.17g: table %d, definition %d", delay.medianMs(), delay.sigma(),
             z, tabled, exact);
    return false;
}

} // namespace

class TestLogNormalDelay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theBotsShapesHaveTables();
    void sameAtEveryBucketEdge();
    void sameOnManyDeviates();
    void rectangleBucketsAtTheEdges();
    void drawsAsTheDefinition();
    void madeOnceAcrossThreads();
    void beyondTheTablesStillExact();
};

void TestLogNormalDelay::theBotsShapesHaveTables()
{
    for (const auto name : BotProfile::levelNames()) {
        const BotProfile profile = *BotProfile::forLevel(name);
        QVERIFY(BotBrain::reactionTime(profile).hasTable());
        QVERIFY(BotBrain::playDelay(profile).hasTable());
    }
    QVERIFY(!LogNormalDelay::computed(457, 0.26).hasTable());
    QVERIFY(!LogNormalDelay(457, 5).hasTable()); // outside the shapes the margins are shown for
}

// At each bucket's edges, where rounding decides the bucket, and a few
// steps of a double to either side, and in the middle: about 15 million
// comparisons over all shapes.
void TestLogNormalDelay::sameAtEveryBucketEdge()
{
    for (const LogNormalDelay &delay : shapes()) {
        QVERIFY(delay.hasTable());
        bool same = true;
        for (std::size_t k = 0; k <= LogNormalDelay::kBuckets; ++k) {
            const double edge = double(k) / LogNormalDelay::kBucketsPerUnit - LogNormalDelay::kRange;
            double below = edge, above = edge;
            for (int step = 0; step < 4; ++step) {
                same = sameAt(delay, below) && sameAt(delay, above) && same;
                below = std::nextafter(below, -10.0);
                above = std::nextafter(above, 10.0);
            }
            for (const double offset : {1e-15, 1e-13, 1e-9, 0.5 / LogNormalDelay::kBucketsPerUnit})
                same = sameAt(delay, edge - offset) && sameAt(delay, edge + offset) && same;
        }
        QVERIFY(same);
    }
}

// Deviates as the bots draw them, and uniform ones over and beyond the
// table: about 12 million over all shapes.
void TestLogNormalDelay::sameOnManyDeviates()
{
    Random random(7);
    for (const LogNormalDelay &delay : shapes()) {
        bool same = true;
        for (int i = 0; i < 200'000; ++i) {
            same = sameAt(delay, random.normal()) && same;
            same = sameAt(delay, (random.uniform() - 0.5) * 9) && same;
        }
        QVERIFY(same);
    }
}

// rectangleMs(), which finds the bucket from an integer product, gives
// the definition's delay for the deviate normal() makes of the draw, at
// draws beside every 7th bucket edge of every layer.
void TestLogNormalDelay::rectangleBucketsAtTheEdges()
{
    const std::vector<LogNormalDelay> all = shapes();
    constexpr std::int64_t kOne = std::int64_t(1) << 52; // centred for u = 1
    long long checked = 0;
    for (const std::size_t s : {std::size_t(1), std::size_t(3), all.size() - 1}) {
        const LogNormalDelay &delay = all[s];
        bool same = true;
        for (unsigned layer = 0; layer < 128; ++layer) {
            const double edgeOfLayer = Random::rectangleDeviate(kOne, layer); // x[layer]
            for (std::size_t k = 0; k <= LogNormalDelay::kBuckets; k += 7) {
                const double edge = double(k) / LogNormalDelay::kBucketsPerUnit - LogNormalDelay::kRange;
                if (std::abs(edge) >= edgeOfLayer)
                    continue;
                const auto centre = std::int64_t(std::llround(edge / edgeOfLayer * double(kOne)));
                for (std::int64_t c = centre - 2; c <= centre + 2; ++c) {
                    if (c < -kOne || c >= kOne)
                        continue;
                    const double z = Random::rectangleDeviate(c, layer);
                    const int exact = LogNormalDelay::exactMs(delay.medianMs(), delay.sigma(), z);
                    if (delay.rectangleMs(c, layer) != exact) {
                        qWarning(
                            "median %.17g, sigma %.17g, layer %u, centred %lld (z %.17g): %d, definition %d",
                            delay.medianMs(), delay.sigma(), layer, (long long)c, z,
                            delay.rectangleMs(c, layer), exact);
                        same = false;
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(same);
    }
    QVERIFY(checked > 1'000'000);
}

// The same delay and the same generator state after it as
// BotBrain::logNormalMs() (one deviate each, tails and wedges included).
void TestLogNormalDelay::drawsAsTheDefinition()
{
    for (const LogNormalDelay &delay : shapes()) {
        Random a(11), b(11);
        for (int i = 0; i < 100'000; ++i)
            QCOMPARE(delay(a), BotBrain::logNormalMs(delay.medianMs(), delay.sigma(), b));
        QCOMPARE(a.next(), b.next());
    }
}

// Threads asking for the same new shapes at once all get them right (a
// table is made once, under the lock; the others read it without one).
void TestLogNormalDelay::madeOnceAcrossThreads()
{
    std::atomic<int> wrong{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&wrong, t] {
            Random random(std::uint64_t(100 + t));
            for (int shape = 0; shape < 6; ++shape) {
                const LogNormalDelay delay(1234 + shape, 0.2 + 0.01 * shape);
                for (int i = 0; i < 20'000; ++i) {
                    const double z = random.normal();
                    wrong += delay.ms(z) != LogNormalDelay::exactMs(delay.medianMs(), delay.sigma(), z);
                }
            }
        });
    for (std::thread &thread : threads)
        thread.join();
    QCOMPARE(wrong.load(), 0);
}

// Past LogNormalDelay::kMaxTables shapes a new shape gets no table, and its
// delays are computed, the same as ever.
void TestLogNormalDelay::beyondTheTablesStillExact()
{
    Random random(3);
    bool sawUntabled = false;
    for (std::size_t shape = 0; shape < LogNormalDelay::kMaxTables + 2; ++shape) {
        const LogNormalDelay delay(2000 + double(shape), 0.5);
        sawUntabled = sawUntabled || !delay.hasTable();
        for (int i = 0; i < 1000; ++i)
            QVERIFY(sameAt(delay, random.normal()));
    }
    QVERIFY(sawUntabled);
}

RATSCREW_TEST_GUILESS_MAIN(TestLogNormalDelay)
#include "tst_lognormal.moc"
