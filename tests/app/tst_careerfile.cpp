// SPDX-License-Identifier: GPL-3.0-or-later
// The career statistics file under hostile conditions (docs/STATISTICS.md,
// "When the file cannot be used"): a file another connection holds
// locked, side files (-wal) that cannot be opened, a read-only folder and
// another program's SQLite file are left alone byte for byte; only a
// really corrupt file is set aside. And the statistics window on a large
// file: it aggregates in SQL off the GUI thread, and its figures are those
// of the rows counted one by one in memory.

#include "BotProfile.h"
#include "FileTestUtil.h"
#include "SlapPatterns.h"
#include "SqliteTestUtil.h"
#include "TestRegistry.h"
#ifdef Q_OS_LINUX
#  include "Unprivileged.h" // Linux only
#endif
#include "career/CareerDatabase.h"
#include "career/CareerStats.h"
#include "career/CareerStore.h"
#include "career/StatisticsDialog.h"

#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#  include <sys/stat.h>
#  include <unistd.h>
#endif

using namespace ratscrew;
using ratscrew::test::bytesOf;

namespace {

// The names in `dir` (files and folders), sorted.
QStringList entriesOf(const QString &dir)
{
    QStringList names = QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System);
    names.sort();
    return names;
}

// Runs `statements` on `path` with a connection of its own, named `name`,
// which stays open (and keeps its locks) until release(name).
QString holdOpen(const QString &name, const QString &path, const QStringList &statements)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    if (!db.open())
        return db.lastError().text();
    for (const QString &sql : statements) {
        QSqlQuery q(db);
        if (!q.exec(sql))
            return sql + QStringLiteral(": ") + q.lastError().text();
    }
    return {};
}

void release(const QString &name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

CareerGame plainGame(const QString &preset, const QDateTime &startedAt)
{
    CareerGame g;
    g.startedAt = startedAt;
    g.preset = preset;
    g.seats = {{QStringLiteral("Zoë"), true, {}},
               {QStringLiteral("Ann"), false, QStringLiteral("normal")},
               {QStringLiteral("Bea"), false, QStringLiteral("expert")}};
    g.deal = 7;
    return g;
}

// Our file at `path` with one game, its journal checkpointed into it.
bool makeCareerFile(const QString &path)
{
    {
        CareerDatabase db;
        if (!db.open(path)
            || db.addGame(plainGame(QStringLiteral("house"), QDateTime::currentDateTimeUtc()),
                          QStringLiteral("me"))
                   < 0)
            return false;
    }
    return test::sqlitePragma(path, QStringLiteral("wal_checkpoint(TRUNCATE)")) == QLatin1String("0");
}

// Every figure of `s`, one per line, to compare two ways of counting.
QString describe(const CareerStats &s)
{
    QStringList lines;
    lines << QStringLiteral("games %1 won %2 lost %3 draws %4 abandoned %5")
                 .arg(s.games().size())
                 .arg(s.won())
                 .arg(s.lost())
                 .arg(s.draws())
                 .arg(s.abandoned());
    lines << QStringLiteral("streak %1 longest %2 quickest %3 bestMedian %4 fastest %5 (%6)")
                 .arg(s.currentStreak())
                 .arg(s.longestStreak())
                 .arg(s.quickestWinMs())
                 .arg(s.bestGameMedianMs())
                 .arg(s.fastestMs())
                 .arg(s.fastestKind());
    lines << QStringLiteral("good %1 early %2 misslaps %3")
                 .arg(s.goodSlaps())
                 .arg(s.earlySlaps())
                 .arg(s.misslaps());
    const auto times = [](const CareerStats::Times &t) {
        return QStringLiteral("%1/%2/%3").arg(t.count).arg(t.medianMs).arg(t.p90Ms);
    };
    for (int k : s.kindsSeen()) {
        const CareerStats::KindStats &ks = s.kind(k);
        QString line = QStringLiteral("kind %1: you %2 taken %3 false %4 missed %5 late %6 fastest %7 levels")
                           .arg(k)
                           .arg(times(ks.you))
                           .arg(ks.taken)
                           .arg(ks.falseSlaps)
                           .arg(ks.missed)
                           .arg(ks.late)
                           .arg(ks.fastestMs);
        for (const CareerStats::Times &t : ks.levels)
            line += QLatin1Char(' ') + times(t);
        lines << line;
    }
    for (const CareerStats::RateLine &l : s.rateLines()) {
        QString line = l.preset + QLatin1Char('/') + l.level;
        for (const CareerStats::RatePoint &p : l.points)
            line += QStringLiteral(" %1").arg(p.rate);
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

// A file of `games` random games with their slaps and misses (a fixed seed).
bool makeRandomCareer(const QString &path, int games)
{
    QRandomGenerator random(34);
    QStringList levels;
    for (std::string_view name : BotProfile::levelNames())
        levels << QString::fromLatin1(name.data(), qsizetype(name.size()));
    levels << QStringLiteral("custom"); // counted nowhere but in the totals
    const QStringList presets{QStringLiteral("house"), QStringLiteral("slaps"), QStringLiteral("classic")};
    const QList<SlapPattern> patterns{SlapPattern::Double, SlapPattern::Sandwich, SlapPattern::TopBottom,
                                      SlapPattern::RunOfThree};
    CareerDatabase db;
    if (!db.open(path) || !db.beginTransaction())
        return false;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int i = 0; i < games; ++i) {
        CareerGame g = plainGame(presets.at(random.bounded(int(presets.size()))),
                                 now.addSecs(-qint64(random.bounded(400 * 24 * 3600))));
        g.seats[1].level = levels.at(random.bounded(int(levels.size())));
        g.seats[2].level = levels.at(random.bounded(int(levels.size())));
        const qint64 id = db.addGame(g, QStringLiteral("me"));
        if (id < 0)
            return false;
        QList<CareerSlap> slaps;
        const int count = random.bounded(120);
        for (int j = 0; j < count; ++j) {
            CareerSlap s;
            s.atMs = j * 100;
            s.seat = random.bounded(3);
            s.person = s.seat == 0;
            s.level = s.person ? QString() : g.seats.at(s.seat).level;
            const int r = random.bounded(20);
            s.reactionMs = r == 0   ? kNoReactionMs
                           : r == 1 ? -random.bounded(1, 60)
                                    : random.bounded(150, 420);
            s.valid = random.bounded(5) != 0;
            for (SlapPattern p : patterns) {
                if (random.bounded(3) == 0)
                    s.patterns.insert(p);
            }
            const int call = random.bounded(8);
            s.call = call == 0 ? Call::Stick : call == 1 ? Call::Split : Call::None;
            if (!s.valid && random.bounded(2))
                s.near = patterns.at(random.bounded(int(patterns.size())));
            slaps << s;
        }
        QList<CareerMiss> misses;
        for (int j = random.bounded(6); j > 0; --j) {
            CareerMiss m;
            m.atMs = j;
            m.patterns.insert(patterns.at(random.bounded(int(patterns.size()))));
            m.takenBy = random.bounded(2) ? 1 : -1;
            m.takenMs = m.takenBy < 0 ? kNoReactionMs : random.bounded(100, 500);
            m.lateMs = random.bounded(2) ? random.bounded(300) : -1;
            misses << m;
        }
        const int result = random.bounded(6);
        if (!db.addSlaps(id, slaps) || !db.addMisses(id, misses)
            || (result < 4
                && !db.endGame(id, CareerEnd{now,
                                             result == 0   ? CareerResult::Won
                                             : result == 1 ? CareerResult::Lost
                                             : result == 2 ? CareerResult::Draw
                                                           : CareerResult::Abandoned,
                                             0, 1 + random.bounded(3), random.bounded(100000, 900000)})))
            return false;
    }
    return db.commit();
}

} // namespace

class TestCareerFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void lockedFileIsLeftAlone_data();
    void lockedFileIsLeftAlone();
    void unopenableWalIsLeftAlone();
#ifdef Q_OS_LINUX
    void readOnlyFolderIsLeftAlone_data();
    void readOnlyFolderIsLeftAlone();
#endif
    void foreignFileWithOurVersionIsLeftAlone_data();
    void foreignFileWithOurVersionIsLeftAlone();
    void ourFileGetsTheApplicationId();
    void corruptFileIsStillKeptAside();
    void figuresFromSqlAreTheRowsFigures();
    void statisticsWindowReadsOffTheGuiThread();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const
    {
        return m_dir.filePath(name);
    }
};

void TestCareerFile::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(CareerDatabase::isDriverAvailable(), "Qt's QSQLITE driver is missing (libqt6sql6-sqlite)");
}

void TestCareerFile::lockedFileIsLeftAlone_data()
{
    QTest::addColumn<QStringList>("hold");
    // In WAL mode a reader passes a plain exclusive transaction; not a
    // connection in exclusive locking mode that has written.
    QTest::newRow("WAL, exclusive locking mode")
        << QStringList{QStringLiteral("PRAGMA locking_mode=EXCLUSIVE"), QStringLiteral("BEGIN EXCLUSIVE"),
                       QStringLiteral("UPDATE games SET deal = 8")};
    // A file of ours that could not be switched to WAL (a network file system).
    QTest::newRow("rollback journal, BEGIN EXCLUSIVE")
        << QStringList{QStringLiteral("PRAGMA journal_mode=DELETE"), QStringLiteral("BEGIN EXCLUSIVE"),
                       QStringLiteral("UPDATE games SET deal = 8")};
}

void TestCareerFile::lockedFileIsLeftAlone()
{
    QFETCH(QStringList, hold);
    const QString dir = path(QStringLiteral("locked-%1").arg(QTest::currentDataTag()[0] == 'W' ? 1 : 2));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/ratscrew.sqlite");
    QVERIFY(makeCareerFile(file));
    const QString held = holdOpen(QStringLiteral("holder"), file, hold);
    QVERIFY2(held.isEmpty(), qPrintable(held));
    const QStringList names = entriesOf(dir);
    {
        CareerDatabase db;
        db.setBusyTimeout(200);
        QVERIFY(!db.open(file));
        QVERIFY2(db.problem().contains(QLatin1String("in use")), qPrintable(db.problem()));
        QVERIFY(db.keptAsidePath().isEmpty());
    }
    QCOMPARE(entriesOf(dir), names); // nothing renamed, nothing new
    release(QStringLiteral("holder"));
    // Free again: the file is ours, with its game (the holder's change rolled back).
    CareerDatabase db;
    QVERIFY2(db.open(file), qPrintable(db.problem()));
    QVERIFY2(db.problem().isEmpty(), qPrintable(db.problem()));
    QCOMPARE(db.count(QStringLiteral("games")), 1);
    QCOMPARE(db.games().constFirst().deal, quint64(7));
}

void TestCareerFile::unopenableWalIsLeftAlone()
{
    // A -wal the user cannot open (root-owned; here a directory, which
    // stops root too).
    const QString dir = path(QStringLiteral("waldir"));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/ratscrew.sqlite");
    QVERIFY(makeCareerFile(file));
    QVERIFY(QDir().mkpath(file + QStringLiteral("-wal")));
    const QByteArray before = bytesOf(file);
    const QStringList names = entriesOf(dir);
    {
        CareerDatabase db;
        QVERIFY(!db.open(file));
        QVERIFY2(db.problem().contains(QLatin1String("cannot be used")), qPrintable(db.problem()));
        QVERIFY2(db.problem().contains(QLatin1String("left alone")), qPrintable(db.problem()));
        QVERIFY(db.keptAsidePath().isEmpty());
    }
    {
        // The store says it once and keeps nothing.
        CareerStore store(file);
        QSignalSpy told(&store, &CareerStore::problemFound);
        store.flush();
        QTRY_COMPARE(told.count(), 1);
        QVERIFY(told.at(0).at(0).toString().contains(QLatin1String("cannot be used")));
        QVERIFY(!store.isWritable());
    }
    {
        // The statistics window still shows what the file holds.
        CareerDatabase reader;
        QVERIFY(reader.openForReading(file));
        QCOMPARE(reader.games().size(), 1);
    }
    QCOMPARE(entriesOf(dir), names);
    QCOMPARE(bytesOf(file), before);
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).isDir());
}

#ifdef Q_OS_LINUX
// Root writes through a folder's mode: as root, a read-only tmpfs, and the
// folder of mode 0500 as an unprivileged user (the program run again under
// setpriv), as a player meets it; as anyone else, the folder of mode 0500.
// Run only as root, the suite never saw that a player's read-only folder
// hid their history (issue 44, 18).
void TestCareerFile::readOnlyFolderIsLeftAlone_data()
{
    QTest::addColumn<QString>("folder");
    if (::geteuid() == 0) {
        QTest::newRow("read-only tmpfs") << QStringLiteral("tmpfs");
        QTest::newRow("mode 0500, unprivileged") << QStringLiteral("unprivileged");
    } else {
        QTest::newRow("mode 0500") << QStringLiteral("mode");
    }
}

void TestCareerFile::readOnlyFolderIsLeftAlone()
{
    QFETCH(QString, folder);
    if (folder == QLatin1String("unprivileged")) {
        const test::UnprivilegedRun run = test::runUnprivileged(
            {QStringLiteral("TestCareerFile"), QStringLiteral("readOnlyFolderIsLeftAlone:mode 0500")});
        QVERIFY2(run.started, run.output.constData());
        // It ran (a skip or no row at all is no pass) and passed.
        QVERIFY2(run.exitCode == 0
                     && run.output.contains("PASS   : TestCareerFile::readOnlyFolderIsLeftAlone(mode 0500)"),
                 run.output.constData());
        return;
    }
    const QString dir = path(QStringLiteral("readonly"));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/ratscrew.sqlite");
    bool mounted = false;
    if (folder == QLatin1String("tmpfs")) {
        mounted = QProcess::execute(QStringLiteral("mount"),
                                    {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                     QStringLiteral("size=1m"), QStringLiteral("tmpfs"), dir})
                  == 0;
        if (!mounted)
            QSKIP("root without the right to mount a tmpfs: a read-only folder cannot be made");
    }
    QVERIFY(makeCareerFile(file));
    const QByteArray before = bytesOf(file);
    if (mounted)
        QCOMPARE(QProcess::execute(QStringLiteral("mount"),
                                   {QStringLiteral("-o"), QStringLiteral("remount,ro"), dir}),
                 0);
    else
        QVERIFY(QFile::setPermissions(dir, QFile::ReadOwner | QFile::ExeOwner));
    const QStringList names = entriesOf(dir);
    CareerDatabase db;
    const bool opened = db.open(file);
    const QString problem = db.problem();
    const QString kept = db.keptAsidePath();
    // The statistics window still shows what the file holds.
    const bool read = db.openForReading(file);
    const qint64 games = db.count(QStringLiteral("games"));
    db.close();
    const QStringList after = entriesOf(dir);
    const QByteArray bytes = bytesOf(file);
    if (mounted)
        QProcess::execute(QStringLiteral("umount"), {dir});
    else
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(!opened);
    QVERIFY2(problem.contains(QLatin1String("cannot be used")), qPrintable(problem));
    QVERIFY2(!problem.contains(QLatin1String("damaged")), qPrintable(problem));
    QVERIFY(kept.isEmpty());
    QCOMPARE(after, names);
    QCOMPARE(bytes, before);
    QVERIFY(read);
    QCOMPARE(games, 1);
}
#endif

void TestCareerFile::foreignFileWithOurVersionIsLeftAlone_data()
{
    QTest::addColumn<QStringList>("make");
    QTest::newRow("user_version 1, another application_id") << QStringList{
        QStringLiteral("PRAGMA application_id = 305419896"), QStringLiteral("PRAGMA user_version = 1"),
        QStringLiteral("CREATE TABLE notes (text TEXT)"),
        QStringLiteral("INSERT INTO notes VALUES ('keep me')")};
    QTest::newRow("user_version 2, no application_id, not our tables") << QStringList{
        QStringLiteral("PRAGMA user_version = 2"), QStringLiteral("CREATE TABLE games (name TEXT)"),
        QStringLiteral("INSERT INTO games VALUES ('chess')")};
    QTest::newRow("user_version 0, tables of its own")
        << QStringList{QStringLiteral("CREATE TABLE recipes (name TEXT)")};
}

void TestCareerFile::foreignFileWithOurVersionIsLeftAlone()
{
    QFETCH(QStringList, make);
    const QString dir = path(QStringLiteral("foreign-%1").arg(QTest::currentDataTag()[13]));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/ratscrew.sqlite");
    const QString made = holdOpen(QStringLiteral("maker"), file, make);
    release(QStringLiteral("maker"));
    QVERIFY2(made.isEmpty(), qPrintable(made));
    const QByteArray before = bytesOf(file);
    const QStringList names = entriesOf(dir);
    {
        CareerDatabase db;
        QVERIFY(!db.open(file));
        QVERIFY2(db.problem().contains(QLatin1String("another program")), qPrintable(db.problem()));
        QVERIFY(db.keptAsidePath().isEmpty());
        QVERIFY(!db.openForReading(file)); // the statistics window does not read it either
    }
    QCOMPARE(entriesOf(dir), names);
    QCOMPARE(bytesOf(file), before); // not switched to WAL, nothing migrated
}

void TestCareerFile::ourFileGetsTheApplicationId()
{
    const QString file = path(QStringLiteral("ours.sqlite"));
    QVERIFY(makeCareerFile(file));
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("application_id")),
             QString::number(CareerDatabase::kApplicationId));
    // A file of an older Ratscrew, without the id: ours by its tables.
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("application_id = 0")), QString());
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("application_id")), QStringLiteral("0"));
    CareerDatabase db;
    QVERIFY2(db.open(file), qPrintable(db.problem()));
    QVERIFY2(db.problem().isEmpty(), qPrintable(db.problem()));
    QCOMPARE(db.count(QStringLiteral("games")), 1);
    db.close();
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("application_id")),
             QString::number(CareerDatabase::kApplicationId));
}

void TestCareerFile::corruptFileIsStillKeptAside()
{
    // Real damage: a page of our file overwritten (SQLITE_CORRUPT), and a
    // file that is no database (SQLITE_NOTADB).
    const QString dir = path(QStringLiteral("corrupt"));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/ratscrew.sqlite");
    {
        CareerDatabase db;
        QVERIFY(db.open(file));
        for (int i = 0; i < 30; ++i) {
            const qint64 id = db.addGame(plainGame(QStringLiteral("house"), QDateTime::currentDateTimeUtc()),
                                         QStringLiteral("me"));
            QVERIFY(db.addSlaps(
                id, QList<CareerSlap>(
                        40, CareerSlap{1, 0, true, {}, 300, true, {SlapPattern::Double}, Call::None, {}})));
        }
    }
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("wal_checkpoint(TRUNCATE)")), QStringLiteral("0"));
    QByteArray bytes = bytesOf(file);
    QVERIFY(bytes.size() > 5 * 4096);
    for (qsizetype i = 2 * 4096; i < 4 * 4096; ++i)
        bytes[i] = char(0xa5);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    CareerDatabase db;
    QVERIFY2(db.open(file), qPrintable(db.problem()));
    QVERIFY(!db.keptAsidePath().isEmpty());
    QVERIFY2(db.problem().contains(QLatin1String("is damaged")), qPrintable(db.problem()));
    QCOMPARE(bytesOf(db.keptAsidePath()), bytes);
    QCOMPARE(db.count(QStringLiteral("games")), 0);
}

void TestCareerFile::figuresFromSqlAreTheRowsFigures()
{
    const QString file = path(QStringLiteral("random.sqlite"));
    QVERIFY(makeRandomCareer(file, 150));
    CareerDatabase db;
    QVERIFY(db.openForReading(file));
    const QList<CareerGame> games = db.games();
    const QList<CareerDatabase::SlapRow> slaps = db.slaps(false);
    const QList<CareerDatabase::MissRow> misses = db.misses();
    QVERIFY(slaps.size() > 5000);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QList<CareerStats::Filter> filters{{},
                                             {QStringLiteral("house"), {}},
                                             {{}, now.addDays(-30)},
                                             {QStringLiteral("slaps"), now.addMonths(-12)},
                                             {QStringLiteral("none such"), {}}};
    for (const CareerStats::Filter &filter : filters) {
        const CareerStats inMemory(games, slaps, misses, filter);
        const CareerStats inSql(games, db, filter);
        QVERIFY(filter.preset == QLatin1String("none such") || inMemory.goodSlaps() > 0);
        QCOMPARE(describe(inSql), describe(inMemory));
    }
}

void TestCareerFile::statisticsWindowReadsOffTheGuiThread()
{
    const QString file = path(QStringLiteral("window.sqlite"));
    QVERIFY(makeRandomCareer(file, 20));
    CareerStore store(file);
    // The store's thread is busy (as with a very large file) until the gate opens.
    QSemaphore gate;
    auto open = qScopeGuard([&gate] { gate.release(); });
    store.read(
        [&gate](const CareerDatabase &) {
            gate.acquire();
            return 0;
        },
        &store, [](int) {});
    auto *dialog = new StatisticsDialog(&store);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowExposed(dialog)); // shown, the event loop runs
    auto *reading = dialog->findChild<QLabel *>(QStringLiteral("statisticsReading"));
    QVERIFY(reading);
    QVERIFY(dialog->isReading());
    QVERIFY(reading->isVisible());
    // The filters can be used meanwhile: each asks for a read, none waits.
    auto *period = dialog->findChildren<QComboBox *>().value(1);
    QVERIFY(period && period->isEnabled());
    dialog->setFilter(QString(), StatisticsDialog::Period::Year);
    QVERIFY(dialog->isReading());
    QTest::qWait(20);
    QVERIFY(dialog->isReading());
    // Closed while reading: nothing is shown to it later.
    delete dialog;
    open.dismiss();
    gate.release();
    StatisticsDialog again(&store);
    QSignalSpy read(&again, &StatisticsDialog::statisticsRead);
    QTRY_VERIFY(!again.isReading());
    QCOMPARE(read.count(), 1);
    QVERIFY(again.findChild<QLabel *>(QStringLiteral("statisticsReading"))->isHidden());
    QCOMPARE(again.stats().games().size(), 20);
    CareerDatabase db;
    QVERIFY(db.openForReading(file));
    QCOMPARE(describe(again.stats()), describe(CareerStats(db.games(), db.slaps(false), db.misses(), {})));
}

RATSCREW_TEST_WIDGETS_MAIN(TestCareerFile)
#include "tst_careerfile.moc"
