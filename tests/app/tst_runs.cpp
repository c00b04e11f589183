// SPDX-License-Identifier: GPL-3.0-or-later
// Runs (docs/RUNS.md): a person's game of the daily deal as a file, played
// again with the deal's bots before it is believed; tampered runs refused.

#include "BotBrain.h"
#include "BotMind.h"
#include "BotPlayer.h"
#include "BotTestSupport.h"
#include "GameSeeds.h"
#include "GameSession.h"
#include "LogNormalDelay.h"
#include "RunTestSupport.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "career/Standing.h"
#include "rig/MatchController.h"
#include "rivals/RivalGame.h"
#include "rivals/RivalStore.h"
#include "rivals/Run.h"
#include "rivals/RunCheck.h"
#include "text/GameText.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ratscrew;
using namespace ratscrew::test;

class TestRuns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { installTranslations(QStringLiteral("en")); } // the plurals
    void aPersonsGameReplays();
    void twoPeopleOfOneDealPartWhereTheyShould();
    void jsonRoundTrip();
    void tamperedRunsAreRefused_data();
    void tamperedRunsAreRefused();
    void badFilesAreRefused();
    void timesThatAreNotAPersonsAreRefused_data();
    void timesThatAreNotAPersonsAreRefused();
    void aPauseChangesNothing();
    void shareTextSaysTheResult();
    void partingIsSaidInWords();
    void aGhostSlapsAtTheRunsMedians();
    void storeKeepsRunsOnce();
    void standingIsAShare();
};

namespace {

QJsonObject jsonOf(const Run &run)
{
    return QJsonDocument::fromJson(run.toJson()).object();
}

Run fromObject(const QJsonObject &o)
{
    QString error;
    const std::optional<Run> run = Run::fromJson(QJsonDocument(o).toJson(), &error);
    if (!run)
        qFatal("%s", qPrintable(error));
    return *run;
}

} // namespace

// The game a person played against the daily's bots is the one the bots
// play again from the deal and the person's actions at their times.
void TestRuns::aPersonsGameReplays()
{
    const DailyGame game = playDaily(personAt(380), 77);
    QVERIFY(game.record.over);
    QVERIFY(game.record.actions.size() > 100);
    const Run run = runOf(game);
    QVERIFY(run.times.size() >= 5);
    const RunCheck::Verdict verdict = RunCheck::check(run);
    QVERIFY2(verdict.passed(), qPrintable(verdict.sentence));
    QCOMPARE(verdict.replay.actions.size(), game.record.actions.size());
    QCOMPARE(verdict.replay.winner, game.record.winner);
    // The times are the person's valid slaps, each measured from its card's landing.
    for (const RunTime &t : run.times)
        QVERIFY2(t.ms > 0 && t.ms < 5000, qPrintable(QString::number(t.ms)));
    QVERIFY(std::abs(run.profile().medianMs - 380) < 150);
}

// Two people of different speeds on the same daily: both runs replay, and
// their games are the same until the first slap one of them made and the
// other did not make then.
void TestRuns::twoPeopleOfOneDealPartWhereTheyShould()
{
    const Run fast = runOf(playDaily(personAt(300), 5));
    const Run slow = runOf(playDaily(personAt(600), 5));
    QVERIFY(RunCheck::check(fast).passed());
    QVERIFY(RunCheck::check(slow).passed());
    QVERIFY(fast.profile().medianMs < slow.profile().medianMs);
    const auto &a = fast.record.actions;
    const auto &b = slow.record.actions;
    std::size_t k = 0;
    while (k < a.size() && k < b.size() && a[k].atMs == b[k].atMs && a[k].action.type == b[k].action.type
           && a[k].action.seat == b[k].action.seat)
        ++k;
    QVERIFY(k > 0 && k < a.size() && k < b.size());
    // Where they part, one of the two people slapped.
    const bool fastSlapped = a[k].action.type == Action::Type::Slap && a[k].action.seat == 0;
    const bool slowSlapped = b[k].action.type == Action::Type::Slap && b[k].action.seat == 0;
    QVERIFY(fastSlapped || slowSlapped);
    // Before it, neither person had a valid slap the other lacked.
    for (const RunTime &t : fast.times)
        if (t.atMs < a[k].atMs)
            QVERIFY(slow.times.contains(t));
}

void TestRuns::jsonRoundTrip()
{
    const Run run = runOf(playDaily(personAt(420), 9));
    QString error;
    const std::optional<Run> back = Run::fromJson(run.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->toJson(), run.toJson());
    QCOMPARE(back->daily, kDay);
    QCOMPARE(back->times, run.times);
    QVERIFY(RunCheck::check(*back).passed());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ann.ratscrew-run"));
    QVERIFY2(run.write(path, &error), qPrintable(error));
    const std::optional<Run> read = Run::read(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->toJson(), run.toJson());
}

void TestRuns::tamperedRunsAreRefused_data()
{
    QTest::addColumn<QString>("change");
    QTest::addColumn<int>("failure");
    QTest::newRow("a slap 100 ms sooner in the record") << "slap sooner" << int(RunCheck::Failure::Replay);
    QTest::newRow("a time 100 ms lower in the times") << "time lower" << int(RunCheck::Failure::Times);
    QTest::newRow("two cards swapped") << "cards swapped" << int(RunCheck::Failure::Deal);
    QTest::newRow("the deal number changed") << "deal changed" << int(RunCheck::Failure::Deal);
    QTest::newRow("a bot slower") << "bot slower" << int(RunCheck::Failure::Replay);
    QTest::newRow("a bot's slap left out") << "bot slap dropped" << int(RunCheck::Failure::Replay);
    QTest::newRow("two people") << "two people" << int(RunCheck::Failure::Seats);
}

// A run is played again, not believed: a time lowered by 100 ms, a card
// swapped, another deal's seed, another bot, a bot's slap taken away.
void TestRuns::tamperedRunsAreRefused()
{
    QFETCH(QString, change);
    QFETCH(int, failure);
    static const Run honest = runOf(playDaily(personAt(420), 21));
    Run run = honest;
    auto &actions = run.record.actions;
    if (change == QLatin1String("slap sooner")) {
        // The person's first valid slap after which anybody acts.
        const RunTime first = run.times.first();
        for (RecordedAction &a : actions)
            if (a.atMs == first.atMs && a.action.type == Action::Type::Slap && a.action.seat == 0)
                a.atMs -= 100;
        run.times.first().atMs -= 100;
        run.times.first().ms -= 100;
    } else if (change == QLatin1String("time lower")) {
        run.times.first().ms -= 100;
    } else if (change == QLatin1String("cards swapped")) {
        std::swap(run.record.deck[0], run.record.deck[1]);
    } else if (change == QLatin1String("deal changed")) {
        run.record.deal += 1;
    } else if (change == QLatin1String("bot slower")) {
        run.bots[2]->medianReactionMs += 100;
    } else if (change == QLatin1String("bot slap dropped")) {
        const auto it = std::find_if(actions.begin(), actions.end(), [](const RecordedAction &a) {
            return a.action.type == Action::Type::Slap && a.action.seat != 0;
        });
        QVERIFY(it != actions.end());
        actions.erase(it);
    } else if (change == QLatin1String("two people")) {
        run.record.players[1].person = true;
    }
    // Through the file, as a friend's run arrives.
    QJsonObject o = jsonOf(run);
    const RunCheck::Verdict verdict = RunCheck::check(fromObject(o));
    QVERIFY(!verdict.passed());
    QCOMPARE(int(verdict.failure), failure);
    QVERIFY(!verdict.sentence.isEmpty());
    QVERIFY(!verdict.sentence.contains(QLatin1Char('\n')));
}

// Every bad input of the format is refused with a line, never believed.
void TestRuns::badFilesAreRefused()
{
    const Run run = runOf(playDaily(personAt(420), 3));
    const QJsonObject good = jsonOf(run);
    const auto refused = [](const QJsonObject &o) {
        QString error;
        const bool ok = Run::fromJson(QJsonDocument(o).toJson(), &error).has_value();
        return !ok && !error.isEmpty();
    };
    QJsonObject o = good;
    o.insert(QStringLiteral("version"), 2);
    QVERIFY(refused(o));
    o = good;
    o.insert(QStringLiteral("version"), QStringLiteral("1"));
    QVERIFY(refused(o));
    o = good;
    o.insert(QStringLiteral("name"), QStringLiteral("Ann\nBea"));
    QVERIFY(refused(o));
    o = good;
    o.insert(QStringLiteral("name"), QString(500, QLatin1Char('A')));
    QVERIFY(refused(o));
    o = good;
    o.insert(QStringLiteral("player"), 4);
    QVERIFY(refused(o));
    o = good;
    o.insert(QStringLiteral("daily"), QStringLiteral("2026-13-40"));
    QVERIFY(refused(o));
    o = good;
    o.insert(QStringLiteral("times"), QJsonObject());
    QVERIFY(refused(o));
    o = good;
    o.insert(QStringLiteral("record"), QJsonArray());
    QVERIFY(refused(o));
    QJsonObject table = good.value(QStringLiteral("table")).toObject();
    table.insert(QStringLiteral("play_speed"), 1e300);
    o = good;
    o.insert(QStringLiteral("table"), table);
    QVERIFY(refused(o));
    table = good.value(QStringLiteral("table")).toObject();
    QJsonArray bots = table.value(QStringLiteral("bots")).toArray();
    QJsonObject bot = bots.at(1).toObject();
    bot.insert(QStringLiteral("median_ms"), -5);
    bots.replace(1, bot);
    table.insert(QStringLiteral("bots"), bots);
    o = good;
    o.insert(QStringLiteral("table"), table);
    QVERIFY(refused(o));
    o = good;
    QJsonObject profile = good.value(QStringLiteral("profile")).toObject();
    profile.insert(QStringLiteral("median_ms"), 90);
    o.insert(QStringLiteral("profile"), profile);
    QVERIFY(refused(o)); // the profile is its times', not anything one writes
    QString error;
    QVERIFY(!Run::fromJson(QByteArray("\x00\xff binary", 9), &error));

    QTemporaryDir dir;
    QVERIFY(!Run::read(dir.path(), &error)); // a directory
    QVERIFY(error.contains(QLatin1String("not a regular file")));
    const QString huge = dir.filePath(QStringLiteral("huge.ratscrew-run"));
    QFile file(huge);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(Run::kMaxFileBytes + 1)); // sparse: nothing is written
    file.close();
    QVERIFY(!Run::read(huge, &error));
    QVERIFY2(error.contains(QLatin1String("MiB")), qPrintable(error));
}

void TestRuns::timesThatAreNotAPersonsAreRefused_data()
{
    QTest::addColumn<int>("medianMs");
    QTest::addColumn<double>("spread");
    QTest::addColumn<int>("failure");
    QTest::newRow("a median of 60 ms") << 60 << 0.2 << int(RunCheck::Failure::Median);
    QTest::newRow("every time alike") << 300 << 0.0 << int(RunCheck::Failure::Spread);
    QTest::newRow("a person's") << 300 << 0.2 << int(RunCheck::Failure::None);
}

// A run that replays can still be a program's: too fast, or too even.
void TestRuns::timesThatAreNotAPersonsAreRefused()
{
    QFETCH(int, medianMs);
    QFETCH(double, spread);
    QFETCH(int, failure);
    BotProfile person = personAt(medianMs);
    person.spread = spread;
    const Run run = runOf(playDaily(person, 11));
    const RunCheck::Verdict verdict = RunCheck::check(run);
    QVERIFY2(int(verdict.failure) == failure,
             qPrintable(QStringLiteral("%1 (median %2 ms, spread %3 of %4 times)")
                            .arg(verdict.sentence)
                            .arg(run.profile().medianMs)
                            .arg(RunCheck::spreadOf(run.times))
                            .arg(run.times.size())));
    QCOMPARE(verdict.sentence.isEmpty(), failure == int(RunCheck::Failure::None));
}

// Paused for a minute every 40 actions, the game is the one played
// without a pause: the bots keep their decisions and their time left.
void TestRuns::aPauseChangesNothing()
{
    const DailyGame plain = playDaily(personAt(400), 13);
    const DailyGame paused = playDaily(personAt(400), 13, 40);
    QCOMPARE(paused.record.actions.size(), plain.record.actions.size());
    for (std::size_t i = 0; i < plain.record.actions.size(); ++i) {
        QCOMPARE(paused.record.actions[i].atMs, plain.record.actions[i].atMs);
        QCOMPARE(int(paused.record.actions[i].action.type), int(plain.record.actions[i].action.type));
    }
    QVERIFY(RunCheck::check(runOf(paused)).passed());
}

// The text to paste: the daily's date, the outcome and time, the slaps won
// and their median, and a strip of the game's course.
void TestRuns::shareTextSaysTheResult()
{
    const std::optional<RivalGame> game = RivalGame::of(runOf(playDaily(personAt(380), 77)));
    QVERIFY(game);
    const QString text = game->shareText();
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines.at(0).contains(QLatin1String("2026-12-07")), qPrintable(text));
    QVERIFY2(lines.at(1).contains(GameText::duration(game->durationMs)), qPrintable(text));
    QVERIFY2(lines.at(1).contains(QStringLiteral("%1 slaps won").arg(game->slapsWon)), qPrintable(text));
    QVERIFY2(lines.at(1).contains(QStringLiteral("median %1 ms").arg(game->medianMs)), qPrintable(text));
    QCOMPARE(lines.at(2).size(), 16);
    for (QChar c : lines.at(2))
        QVERIFY(c.unicode() >= 0x2581 && c.unicode() <= 0x2588);
    // A game won ends full height; the deal's start is a quarter of the deck.
    QCOMPARE(game->course.first().cards, 13);
    if (game->outcome == RivalGame::Outcome::Won)
        QVERIFY(lines.at(2).endsWith(QChar(0x2588)) || lines.at(2).endsWith(QChar(0x2587)));
}

// Where two runs of one deal parted, in words, at the time they parted.
void TestRuns::partingIsSaidInWords()
{
    const std::optional<RivalGame> mine = RivalGame::of(runOf(playDaily(personAt(300), 5)));
    Run theirs = runOf(playDaily(personAt(600), 5));
    theirs.name = QStringLiteral("Bea");
    const std::optional<RivalGame> rival = RivalGame::of(theirs);
    QVERIFY(mine && rival);
    const std::size_t k = RivalGame::partingIndex(mine->run.record, rival->run.record);
    const qint64 at = std::min(mine->run.record.actions[k].atMs, rival->run.record.actions[k].atMs);
    const QString said = RivalGame::parting(*mine, *rival);
    QVERIFY2(said.startsWith(
                 QStringLiteral("Until %1 your games were the same; then ").arg(GameText::duration(at))),
             qPrintable(said));
    QVERIFY2(said.contains(QLatin1String("Bea")) || said.contains(QLatin1String("went different ways")),
             qPrintable(said));
    QCOMPARE(RivalGame::parting(*mine, *mine), QStringLiteral("Your games were the same from start to end."));
}

// A ghost slaps at the run's own medians: within 5 % over many cards for
// a pattern the run has 40 times or more of (docs/RUNS.md, "Ghosts").
void TestRuns::aGhostSlapsAtTheRunsMedians()
{
    Run run;
    run.name = QStringLiteral("Ann");
    Random random(4);
    const LogNormalDelay doubles(400, 0.2), sandwiches(520, 0.2);
    for (int i = 0; i < 60; ++i)
        run.times.append(RunTime{i * 1000, doubles(random), {SlapPattern::Double}, Call::None});
    for (int i = 0; i < 40; ++i)
        run.times.append(RunTime{100000 + i * 1000, sandwiches(random), {SlapPattern::Sandwich}, Call::None});
    const BotProfile ghost = RivalGame::ghostProfile(run);
    QCOMPARE(QString::fromStdString(ghost.level), QStringLiteral("match"));
    const RunProfile profile = run.profile();
    const LogNormalDelay reaction = BotBrain::reactionTime(ghost);
    for (SlapPattern p : {SlapPattern::Double, SlapPattern::Sandwich}) {
        QList<int> drawn;
        for (int i = 0; i < 4001; ++i)
            drawn.append(BotBrain::slapDelayMs(ghost, reaction, {p}, random));
        std::sort(drawn.begin(), drawn.end());
        const int median = drawn.at(2000);
        const int want = profile.patternMedianMs.at(std::size_t(p));
        QVERIFY2(std::abs(median - want) <= want / 20,
                 qPrintable(QStringLiteral("%1: %2 ms, the run's %3 ms").arg(int(p)).arg(median).arg(want)));
    }
    QCOMPARE(RivalGame::ghostName(QStringLiteral("Ann")), QStringLiteral("Ann (ghost)"));
}

// Runs are kept once, the person's own apart, and read back by deal.
void TestRuns::storeKeepsRunsOnce()
{
    QTemporaryDir dir;
    const RivalStore store(dir.path());
    const Run mine = runOf(playDaily(personAt(300), 5));
    Run theirs = runOf(playDaily(personAt(600), 5));
    theirs.name = QStringLiteral("Bea");
    QString error;
    QVERIFY2(!store.add(mine, true, &error).isEmpty(), qPrintable(error));
    QVERIFY(!store.add(theirs, false, &error).isEmpty());
    QVERIFY(!store.add(theirs, false, &error).isEmpty()); // the same run again
    // A game of the app (it has its start) kept again further on replaces itself.
    Run going = mine;
    going.record.startedAt = QDateTime(kDay, QTime(9, 0), Qt::UTC);
    const QString first = store.add(going, true, &error);
    going.record.durationMs += 1000;
    QCOMPARE(store.add(going, true, &error), first);
    QVERIFY(QFile::remove(first));
    const QList<RivalStore::Entry> runs = store.runsOf(mine.record.deal);
    QCOMPARE(runs.size(), 2);
    QVERIFY(runs.at(0).mine);
    QCOMPARE(runs.at(1).run.name, QStringLiteral("Bea"));
    QCOMPARE(store.dailyRunsOf(kDay).size(), 1);
    QVERIFY(store.runsOf(mine.record.deal + 1).isEmpty());
    // A file that is not a run is named, not believed.
    QFile junk(QDir(dir.path()).filePath(QStringLiteral("%1-junk.ratscrew-run").arg(mine.record.deal)));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("{}");
    junk.close();
    QStringList problems;
    QCOMPARE(store.runsOf(mine.record.deal, &problems).size(), 2);
    QCOMPARE(problems.size(), 1);
}

// Standing: shares, not ranks. A level's own median beats half its slaps.
void TestRuns::standingIsAShare()
{
    const int normal = BotProfile::forLevel("normal")->medianReactionMs;
    QVERIFY(std::abs(Standing::shareOfLevelSlower(normal, QStringLiteral("normal")) - 0.5) < 1e-9);
    // Down the ladder, a larger share of each level's slaps is slower than a given time.
    double last = 1;
    for (std::string_view level : BotProfile::levelNames()) {
        const double share =
            Standing::shareOfLevelSlower(normal, QString::fromLatin1(level.data(), qsizetype(level.size())));
        QVERIFY2(share < last, level.data());
        last = share;
    }
    QVERIFY(Standing::shareOfLevelSlower(1, QStringLiteral("expert")) > 0.999);
    QVERIFY(Standing::shareOfLevelSlower(5000, QStringLiteral("beginner")) < 0.001);
    QCOMPARE(Standing::shareSlower(400, {300, 400, 500, 600}), 0.625);
    QCOMPARE(Standing::shareSlower(400, {}), -1.0);
    const QString bots = Standing::againstTheBots(normal);
    QVERIFY2(bots.contains(QStringLiteral("Normal\u00a050\u00a0%"))
                 && bots.contains(QLatin1String("Beginner")),
             qPrintable(bots));
    QCOMPARE(Standing::againstYourself(400, {300, 400, 500, 600}, true),
             QStringLiteral(
                 "Against yourself: your median of 400 ms is faster than 63\u00a0% of your last 4 slaps."));
    QVERIFY(Standing::againstYourself(400, {}, true).isEmpty());
}

RATSCREW_TEST_GUILESS_MAIN(TestRuns)
#include "tst_runs.moc"
