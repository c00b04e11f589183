// SPDX-License-Identifier: GPL-3.0-or-later
// The career statistics file under hostile conditions (docs/STATISTICS.md,
// "When the file cannot be used"): a file another connection holds
// locked, side files (-wal) that cannot be opened, a read-only folder and
// another program's SQLite file are left alone byte for byte; only a
// really corrupt file is set aside. And the statistics window on a large
// file: it aggregates in SQL off the GUI thread, and its figures are those
// of the rows counted one by one in memory.

#include "SlapPatterns.h"
#include "TestRegistry.h"
#include "career/CareerDatabase.h"
#include "career/CareerStats.h"
#include "career/CareerStore.h"
#include "career/StatisticsDialog.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace ratscrew;

namespace {

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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

QString pragmaOf(const QString &path, const QString &name)
{
    QString value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pragma"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA ") + name) && q.next())
                value = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pragma"));
    return value;
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
    return pragmaOf(path, QStringLiteral("wal_checkpoint(TRUNCATE)")) == QLatin1String("0");
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
    void readOnlyFolderIsLeftAlone();
    void foreignFileWithOurVersionIsLeftAlone_data();
    void foreignFileWithOurVersionIsLeftAlone();
    void ourFileGetsTheApplicationId();
    void corruptFileIsStillKeptAside();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
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
    QCOMPARE(entriesOf(dir), names);
    QCOMPARE(bytesOf(file), before);
    QVERIFY(QFileInfo(file + QStringLiteral("-wal")).isDir());
}

void TestCareerFile::readOnlyFolderIsLeftAlone()
{
    const QString dir = path(QStringLiteral("readonly"));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/ratscrew.sqlite");
    // Root writes through a folder's permissions: a read-only tmpfs then.
    bool mounted = false;
    if (::geteuid() == 0) {
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
}

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
    QCOMPARE(pragmaOf(file, QStringLiteral("application_id")),
             QString::number(CareerDatabase::kApplicationId));
    // A file of an older Ratscrew, without the id: ours by its tables.
    QCOMPARE(pragmaOf(file, QStringLiteral("application_id = 0")), QString());
    QCOMPARE(pragmaOf(file, QStringLiteral("application_id")), QStringLiteral("0"));
    CareerDatabase db;
    QVERIFY2(db.open(file), qPrintable(db.problem()));
    QVERIFY2(db.problem().isEmpty(), qPrintable(db.problem()));
    QCOMPARE(db.count(QStringLiteral("games")), 1);
    db.close();
    QCOMPARE(pragmaOf(file, QStringLiteral("application_id")),
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
    QCOMPARE(pragmaOf(file, QStringLiteral("wal_checkpoint(TRUNCATE)")), QStringLiteral("0"));
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

RATSCREW_TEST_WIDGETS_MAIN(TestCareerFile)
#include "tst_careerfile.moc"
