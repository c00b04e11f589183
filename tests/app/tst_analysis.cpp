// SPDX-License-Identifier: GPL-3.0-or-later
// A game's chances to win in the app (docs/ANALYSIS.md): worked out in the
// background and cached once, a broken cache ignored, stopped at once; the
// replay's chart, swings and jumps; the summary's chart, swing, luck and
// speed; the statistics window's luck and speed over games.

#include "BotProfile.h"
#include "GameRecord.h"
#include "Simulator.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "analysis/AnalysisRunner.h"
#include "analysis/AnalysisText.h"
#include "analysis/WinChanceChart.h"
#include "career/StatisticsDialog.h"
#include "replay/ReplayWindow.h"
#include "summary/SummaryDialog.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

using namespace ratscrew;

namespace {

// A short simulated game of three: Ann (the person) against two normal
// bots, the first game of `seed` that ends within 90 s of game time.
GameRecord shortGame(std::uint64_t seed)
{
    for (;; ++seed) {
        SimulationConfig c;
        c.rules = *RuleSet::preset("house");
        c.players = 3;
        c.bots.assign(3, *BotProfile::forLevel("normal"));
        c.games = 1;
        c.seed = seed;
        c.threads = 1;
        std::optional<GameRecord> record;
        std::mutex mutex;
        c.onGameEnd = [&](long long, const Table &table, std::int64_t durationMs) {
            const QList<RecordPlayer> seats{{QStringLiteral("Ann"), true, QString()},
                                            {QStringLiteral("Bea"), false, QStringLiteral("normal")},
                                            {QStringLiteral("Cal"), false, QStringLiteral("normal")}};
            const std::lock_guard lock(mutex);
            record = GameRecord::fromTable(table, seats, QStringLiteral("house"), durationMs);
        };
        simulate(c);
        if (record && record->over && record->winner >= 0 && record->durationMs < 90000)
            return *record;
    }
}

// The precision the tests work to: ±10 %, a few seconds under
// AddressSanitizer (the app's ±2 % is measured by the benchmark).
constexpr double kTestHalfWidth = 0.10;

// A runner at the tests' precision, caching in `cache` (none if empty).
void setUp(AnalysisRunner &runner, const QString &cache)
{
    runner.setTargetHalfWidth(kTestHalfWidth);
    runner.setCacheDirectory(cache);
}

bool waitForFinished(AnalysisRunner &runner)
{
    QSignalSpy finished(&runner, &AnalysisRunner::finished);
    return !runner.isRunning() || finished.wait(120000);
}

} // namespace

class TestAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void workedOutOnceThenCached();
    void aBrokenCacheIsWorkedOutAgain();
    void stoppingLeavesNothingBehind();
    void anOldClockIsTold();
    void theReplayShowsChartSwingsAndJumps();
    void theSummaryShowsChanceSwingLuckAndSpeed();
    void theStatisticsSumLuckAndSpeed();

private:
    QTemporaryDir m_dir;
    GameRecord m_record;
};

void TestAnalysis::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_record = shortGame(17);
}

void TestAnalysis::workedOutOnceThenCached()
{
    const QString cache = m_dir.filePath(QStringLiteral("once"));
    AnalysisRunner runner;
    setUp(runner, cache);
    QSignalSpy updated(&runner, &AnalysisRunner::updated);
    runner.start(m_record);
    QVERIFY(runner.isRunning());
    QVERIFY(waitForFinished(runner));
    QVERIFY(runner.error().isEmpty());
    QVERIFY(!runner.fromCache());
    QVERIFY(updated.size() >= 2); // the first curve, then the refined one
    const GameChances &c = runner.chances();
    QCOMPARE(c.players, 3);
    QCOMPARE(c.person, 0);
    QVERIFY(c.refined);
    QVERIFY(c.widestHalfWidth() <= kTestHalfWidth + 1e-9);
    QVERIFY(c.luckAndSpeed.has_value());
    QCOMPARE(c.tallies.back().chance(m_record.winner), 1.0); // the end is the result
    const QStringList files = QDir(cache).entryList({QStringLiteral("*.json")}, QDir::Files);
    QCOMPARE(files, QStringList{AnalysisRunner::cacheKey(m_record) + QStringLiteral(".json")});

    // Once worked out, a game's chances are read, the same.
    AnalysisRunner again;
    setUp(again, cache);
    again.start(m_record);
    QVERIFY(waitForFinished(again));
    QVERIFY(again.fromCache());
    QCOMPARE(again.chances().tallies.size(), c.tallies.size());
    for (std::size_t k = 0; k < c.tallies.size(); ++k) {
        QCOMPARE(again.chances().tallies[k].samples, c.tallies[k].samples);
        QVERIFY(again.chances().tallies[k].wins == c.tallies[k].wins);
    }
    QCOMPARE(again.chances().luckAndSpeed->speed, c.luckAndSpeed->speed);
    // Another game has another cache.
    GameRecord other = m_record;
    other.actions.pop_back();
    QVERIFY(AnalysisRunner::cacheKey(other) != AnalysisRunner::cacheKey(m_record));
}

void TestAnalysis::aBrokenCacheIsWorkedOutAgain()
{
    const QString cache = m_dir.filePath(QStringLiteral("broken"));
    QVERIFY(QDir().mkpath(cache));
    const QString path = QDir(cache).filePath(AnalysisRunner::cacheKey(m_record) + QStringLiteral(".json"));
    for (const QByteArray &bad :
         {QByteArray("{\"format\": \"ratscrew-chances\", \"version\": 1"), QByteArray("\x00\x01\x02", 3),
          QByteArray("{\"format\": \"ratscrew-chances\", \"version\": 1, \"key\": \"")
              + AnalysisRunner::cacheKey(m_record).toLatin1() + "\", \"tallies\": [[5, 1, 0, 9, 9, 9]]}"}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bad);
        file.close();
        AnalysisRunner runner;
        setUp(runner, cache);
        runner.start(m_record);
        QVERIFY(waitForFinished(runner));
        QVERIFY(!runner.fromCache());
        QVERIFY(runner.chances().refined);
    }
    // and it was written again, whole
    AnalysisRunner runner;
    setUp(runner, cache);
    runner.start(m_record);
    QVERIFY(waitForFinished(runner));
    QVERIFY(runner.fromCache());
}

void TestAnalysis::stoppingLeavesNothingBehind()
{
    const QString cache = m_dir.filePath(QStringLiteral("stopped"));
    AnalysisRunner runner;
    setUp(runner, cache);
    QSignalSpy finished(&runner, &AnalysisRunner::finished);
    QSignalSpy updated(&runner, &AnalysisRunner::updated);
    runner.start(m_record);
    QVERIFY(updated.wait(60000)); // the first curve
    runner.stop();
    QVERIFY(!runner.isRunning());
    const qsizetype updates = updated.size();
    QTest::qWait(300); // nothing of the stopped run arrives after it
    QCOMPARE(updated.size(), updates);
    QCOMPARE(finished.size(), 0);
    QVERIFY(
        !QFile::exists(QDir(cache).filePath(AnalysisRunner::cacheKey(m_record) + QStringLiteral(".json"))));
    // A runner destroyed while it works stops and waits for its thread.
    {
        AnalysisRunner going;
        going.start(m_record); // at ±2 %: it is stopped long before
    }
}

void TestAnalysis::anOldClockIsTold()
{
    GameRecord old = m_record;
    old.cardsLand = false;
    AnalysisRunner runner;
    runner.setTargetHalfWidth(kTestHalfWidth);
    QSignalSpy failed(&runner, &AnalysisRunner::failed);
    runner.start(old);
    QVERIFY(failed.wait(10000));
    QVERIFY(!runner.error().isEmpty());
    QVERIFY(AnalysisText::status(runner).contains(QStringLiteral("fourth edition")));
}

void TestAnalysis::theReplayShowsChartSwingsAndJumps()
{
    ReplayWindow window(m_record, QStringLiteral("game.json"));
    window.setChancesCacheDirectory(m_dir.filePath(QStringLiteral("once"))); // worked out above
    window.setChancesTargetHalfWidth(kTestHalfWidth);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const AnalysisRunner &runner = window.chances();
    QVERIFY(QTest::qWaitFor([&runner] { return !runner.isRunning(); }, 120000));
    QCOMPARE(window.you(), 0);
    WinChanceChart *chart = window.chanceChart();
    QVERIFY(chart->points().size() > 10);
    QCOMPARE(chart->boldSeat(), 0);
    const QStringList swings = window.swingTexts();
    QVERIFY(!swings.isEmpty() && swings.size() <= 3);
    for (const QString &s : swings)
        QVERIFY2(s.contains(QStringLiteral("your chances")), qPrintable(s));
    QCOMPARE(chart->marks().size(), swings.size());
    // A swing's button goes to the moment before it.
    const std::vector<Swing> list = runner.chances().swings(0, 3);
    window.jumpToSwing(0);
    QCOMPARE(window.positionMs(), runner.chances().positionMs.at(list.front().from));
    QCOMPARE(chart->markerMs(), window.positionMs());
    // A click on the chart goes to the moment clicked.
    chart->repaint();
    const qint64 wanted = chart->timeAt(chart->width() / 2);
    QVERIFY(wanted > 0);
    QTest::mouseClick(chart, Qt::LeftButton, {}, QPoint(chart->width() / 2, chart->height() / 2));
    QCOMPARE(window.positionMs(), std::min(wanted, window.lengthMs()));
    QVERIFY(!window.isPlaying());
}

void TestAnalysis::theSummaryShowsChanceSwingLuckAndSpeed()
{
    GameStats::Summary summary;
    summary.players = 3;
    summary.perPlayer.resize(3);
    summary.person = 0;
    SummaryDialog dialog(summary, QList<SeatInfo>{}, PointOfView::person(0));
    QVERIFY(!dialog.chanceChart()->isVisibleTo(&dialog)); // nothing to show yet
    AnalysisRunner runner;
    setUp(runner, m_dir.filePath(QStringLiteral("once")));
    dialog.showChances(&runner);
    QVERIFY(dialog.chanceChart()->isVisibleTo(&dialog));
    QVERIFY(dialog.chanceText().contains(QStringLiteral("Working out the chances")));
    runner.start(m_record);
    QVERIFY(waitForFinished(runner));
    QVERIFY(dialog.chanceText().contains(QStringLiteral("Your largest swing: ")));
    QVERIFY(dialog.chanceText().contains(QStringLiteral("Against an average player at this table")));
    QVERIFY(dialog.chanceChart()->points().size() > 10);
}

void TestAnalysis::theStatisticsSumLuckAndSpeed()
{
    const QString cache = m_dir.filePath(QStringLiteral("statistics"));
    AnalysisRunner runner;
    setUp(runner, cache);
    runner.start(m_record);
    QVERIFY(waitForFinished(runner));
    const AnalysisRunner::OverGames over = AnalysisRunner::luckAndSpeedOverGames(cache);
    QCOMPARE(over.games, 1);
    QCOMPARE(over.speed, runner.chances().luckAndSpeed->speed[0]);
    QCOMPARE(over.luck, runner.chances().luckAndSpeed->luck[0]);
    QCOMPARE(AnalysisRunner::luckAndSpeedOverGames(m_dir.filePath(QStringLiteral("none"))).games, 0);

    installTranslations(QStringLiteral("en")); // the plural forms
    StatisticsDialog dialog(nullptr);
    dialog.setLuckAndSpeed(0, 0, 0, 0);
    QVERIFY(dialog.luckAndSpeedText().isEmpty());
    dialog.setLuckAndSpeed(12, -0.03, 0.12, 0.05);
    QCOMPARE(dialog.luckAndSpeedText(),
             QStringLiteral(
                 "Over the 12 games whose chances were worked out, your speed won you 12\u00a0% more games "
                 "than luck alone would have (±5\u00a0%), and the cards cost you 3\u00a0%."));
    dialog.setLuckAndSpeed(1, 0.04, -0.2, 0);
    QVERIFY(dialog.luckAndSpeedText().startsWith(QStringLiteral("Over the one game")));
    QVERIFY(dialog.luckAndSpeedText().contains(QStringLiteral("your speed lost you 20\u00a0%")));
}

RATSCREW_TEST_WIDGETS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
