// SPDX-License-Identifier: GPL-3.0-or-later
// The career statistics (docs/STATISTICS.md): the database against
// temporary files (schema, round trip, migration from version 1, broken,
// newer and unusable files (more in tst_careerfile.cpp), abandoned games of apps that are
// gone), the store's writer thread, the slap windows of the person, the
// recorder on whole games, and the main window keeping them.

#include "BotPlayer.h"
#include "GameRecord.h"
#include "GameSession.h"
#include "MainWindow.h"
#include "MainWindowPanels.h"
#include "MatchSpeed.h"
#include "Scheduler.h"
#include "SessionTestSupport.h"
#include "SlapPatterns.h"
#include "SqliteTestUtil.h"
#include "TestRegistry.h"
#include "TestSupport.h"
#include "Timing.h"
#include "Translations.h"
#include "WindowTestSupport.h"
#include "career/CareerCharts.h"
#include "career/CareerDatabase.h"
#include "career/CareerStore.h"
#include "career/StatisticsDialog.h"
#include "coach/CareerRecorder.h"
#include "coach/Coach.h"
#include "coach/NearMiss.h"
#include "coach/PracticeDialog.h"
#include "coach/PracticeDrill.h"
#include "coach/SlapWindowTracker.h"
#include "records/RecordKeeper.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"
#include "summary/SummaryDialog.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLockFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSet>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <memory>
#ifdef Q_OS_UNIX
#  include <sys/stat.h>
#endif

using namespace ratscrew;
using ratscrew::test::deckStartingWith;

namespace {

// practiceWindow's drills: its pace drill deals slappable piles both at the
// cards it slaps (every other one) and at those it leaves.
constexpr quint64 kPracticeSeed = 1;

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Runs the statements of an .sql file (one ends with ";" at a line's end)
// on a new SQLite file at `path`; empty on success, else SQLite's error.
QString runSqlFile(const QString &sqlFile, const QString &path)
{
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(path);
        if (!db.open())
            return db.lastError().text();
        QString statement;
        const QStringList lines = QString::fromUtf8(fileBytes(sqlFile)).split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (line.startsWith(QLatin1String("--")))
                continue;
            statement += line + QLatin1Char('\n');
            if (line.trimmed().endsWith(QLatin1Char(';'))) {
                QSqlQuery q(db);
                if (!q.exec(statement)) {
                    error = q.lastError().text() + QStringLiteral(" in ") + statement;
                    break;
                }
                statement.clear();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
    return error;
}

CareerGame sampleGame()
{
    CareerGame g;
    g.startedAt = QDateTime(QDate(2026, 11, 27), QTime(10, 15, 30, 250), Qt::UTC);
    g.preset = QStringLiteral("slaps_full");
    g.rules = rulesToJson(*RuleSet::preset("slaps_full"));
    g.seats = {{QStringLiteral("Zoë \"z\""), true, {}},
               {QStringLiteral("Ann"), false, QStringLiteral("normal")},
               {QStringLiteral("Bea"), false, QStringLiteral("expert")}};
    g.deal = 18446744073709551615ull;
    g.daily = QStringLiteral("2026-11-27");
    return g;
}

// The real app's environment: its data and settings in `home`, offscreen.
// The real app's environment in the scratch `home`, with its settings
// file saying what a player who turned the wait off in Settings ▸ Game
// chose: each game starts at once (nobody is there to press a key).
QProcessEnvironment realAppEnvironment(const QTemporaryDir &home)
{
    const QString conf = home.filePath(QStringLiteral("config/Ratscrew/ratscrew.conf"));
    QDir().mkpath(QFileInfo(conf).path());
    QFile file(conf);
    if (!file.exists() && file.open(QIODevice::WriteOnly))
        file.write("[game]\nnewGamesWait=false\n");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

// A game of `preset` against one bot of `level`, from deal `seed`.
GameSetup oneBot(const char *preset, const QString &level, quint64 seed)
{
    GameSetup setup;
    setup.rules = *RuleSet::preset(preset);
    setup.presetName = QString::fromLatin1(preset);
    setup.botLevels = QStringList{level};
    setup.seed = seed;
    return setup;
}

// Shows `w` for play from the keyboard on the fake clock (no pause on
// focus loss, no animation), keeping its career in `store` (may be null).
bool showForPlay(MainWindow &w, CareerStore *store)
{
    w.setPauseOnFocusLoss(false);
    w.setAnimationScale(0);
    if (store)
        w.setCareerStore(store);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

} // namespace

class TestCareer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void newFileHasTheSchema();
    void roundTrip();
    void dailyTriesCountFromTheRecord();
    void migratesFromVersion1();
    void migratesFromVersion2();
    void timeUpIsKeptApart();
    void brokenFileIsKeptAside();
    void newerFileIsLeftAlone();
    void versionBelowZeroIsLeftAloneAndSaid();
    void directoryOrFifoIsLeftAlone();
    void folderCannotBeMade();
    void gamesOfAppsThatAreGoneAreAbandoned();
    void resetDeletesEverything();
    void storeWritesOnItsThread();
    void storeReadsAfterItsWrites();
    void storeTellsAProblemOnce();
    void fullDiskKeepsRowsUntilThereIsRoom();
    void slapWindows();
    void slapWindowsTimeAnEarlySlap();
    void slapWindowsFollowThePointOfView();
    void earlySlapsAreNoPersonalBest();
    void nearestPatterns_data();
    void nearestPatterns();
    void places();
    void recorderKeepsAWholeGame();
    void statisticsWindow();
    void mainWindowKeepsGames();
    void killedAppLeavesASoundFile();
    void dealNumbersAndTheDailyDeal();
    void coachTexts();
    void coachTellsAnEarlySlap();
    void coachShowsTheSplitPilesCards();
    void coachAtASplitPileGame();
    void practiceDrill();
    void practiceWeakSpots();
    void practiceWindow();
    void matchMySpeed();
    void gameRecordsAreKept();
    void aGameLeftIsResumed();
    void aKilledGameCanBeResumed();
    void anUntouchedGameIsNotOffered();
    void coachAtTheTable();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestCareer::initTestCase()
{
    ratscrew::installTranslations(QStringLiteral("en")); // English plurals
    QVERIFY(m_dir.isValid());
    QVERIFY2(CareerDatabase::isDriverAvailable(), "Qt's QSQLITE driver is missing (libqt6sql6-sqlite)");
}

void TestCareer::newFileHasTheSchema()
{
    const QString file = path(QStringLiteral("sub/dir/new.sqlite"));
    {
        CareerDatabase db;
        QVERIFY2(db.open(file), qPrintable(db.problem()));
        QVERIFY(db.problem().isEmpty());
        QVERIFY(db.isWritable());
        QCOMPARE(db.versionFound(), 0);
        QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
        for (const char *table : {"games", "slaps", "missed", "practice", "practice_slaps"})
            QCOMPARE(db.count(QLatin1String(table)), 0);
        QCOMPARE(db.count(QStringLiteral("sqlite_master; DROP TABLE games")), -1); // only known tables
    }
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("user_version")),
             QString::number(CareerDatabase::kSchemaVersion));
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("journal_mode")), QStringLiteral("wal"));
}

// A daily deal's first game kept on its date is the record (try 1); the
// games after it that date are practice (2, 3, …); other games have none.
void TestCareer::dailyTriesCountFromTheRecord()
{
    CareerDatabase db;
    QVERIFY(db.open(path(QStringLiteral("tries.sqlite"))));
    CareerGame game = sampleGame();
    const qint64 first = db.addGame(game, QStringLiteral("me"));
    game.daily = QStringLiteral("2026-11-28");
    const qint64 otherDay = db.addGame(game, QStringLiteral("me"));
    game.daily = QStringLiteral("2026-11-27");
    const qint64 second = db.addGame(game, QStringLiteral("me"));
    const qint64 neverStarted = db.addGame(game, QStringLiteral("me"));
    QVERIFY(db.endGame(neverStarted, CareerEnd{game.startedAt, CareerResult::Abandoned, -1, -1, 0}));
    const qint64 third = db.addGame(game, QStringLiteral("me"));
    game.daily.clear();
    const qint64 none = db.addGame(game, QStringLiteral("me"));
    const QHash<qint64, int> tries = db.dailyTries();
    QVERIFY(!tries.contains(neverStarted));
    QCOMPARE(tries.value(third), 3);
    QCOMPARE(tries.value(first), 1);
    QCOMPARE(tries.value(otherDay), 1);
    QCOMPARE(tries.value(second), 2);
    QVERIFY(!tries.contains(none));
}

void TestCareer::roundTrip()
{
    CareerDatabase db;
    QVERIFY(db.open(path(QStringLiteral("roundtrip.sqlite"))));
    const CareerGame game = sampleGame();
    const qint64 id = db.addGame(game, QStringLiteral("me"));
    QVERIFY(id > 0);
    CareerSlap person{1200,       0, true, {}, 412, true, {SlapPattern::Double, SlapPattern::Sandwich},
                      Call::None, {}};
    CareerSlap bot{2300, 2, false, QStringLiteral("expert"), 0, true, {}, Call::Stick, {}};
    CareerSlap wrong{3000, 0, true, {}, kNoReactionMs, false, {}, Call::None, SlapPattern::RunOfThree};
    QVERIFY2(db.addSlaps(id, {person, bot, wrong}), qPrintable(db.problem()));
    QVERIFY(db.addMisses(id, {CareerMiss{5000, {SlapPattern::TopBottom}, Call::None, 1, 380, 95},
                              CareerMiss{6000, {}, Call::Split, -1, kNoReactionMs, -1}}));
    QVERIFY(db.endGame(id, CareerEnd{QDateTime(QDate(2026, 11, 27), QTime(10, 20), Qt::UTC),
                                     CareerResult::Lost, 2, 3, 270000}));

    const QList<CareerGame> games = db.games();
    QCOMPARE(games.size(), 1);
    const CareerGame &g = games.constFirst();
    QCOMPARE(g.id, id);
    QCOMPARE(g.startedAt, game.startedAt);
    QCOMPARE(g.endedAt, QDateTime(QDate(2026, 11, 27), QTime(10, 20), Qt::UTC));
    QCOMPARE(g.preset, game.preset);
    QCOMPARE(g.rules, game.rules);
    QCOMPARE(g.seats, game.seats);
    QCOMPARE(g.deal, game.deal);
    QCOMPARE(g.daily, game.daily);
    QCOMPARE(g.result, CareerResult::Lost);
    QCOMPARE(g.winner, 2);
    QCOMPARE(g.place, 3);
    QCOMPARE(g.durationMs, 270000);
    QCOMPARE(g.rules.value(QStringLiteral("split_eights")).toBool(), true);

    const QList<CareerDatabase::SlapRow> all = db.slaps(false);
    QCOMPARE(all.size(), 3);
    QCOMPARE(db.slaps(true).size(), 2);
    QCOMPARE(all.at(0).gameId, id);
    QCOMPARE(all.at(0).slap.patterns, person.patterns);
    QCOMPARE(all.at(0).slap.reactionMs, 412);
    QVERIFY(all.at(0).slap.person);
    QCOMPARE(all.at(1).slap.call, Call::Stick);
    QCOMPARE(all.at(1).slap.level, QStringLiteral("expert"));
    QCOMPARE(all.at(2).slap.reactionMs, kNoReactionMs);
    QVERIFY(!all.at(2).slap.valid);
    QCOMPARE(all.at(2).slap.near, std::optional<SlapPattern>(SlapPattern::RunOfThree));
    const QList<CareerDatabase::MissRow> misses = db.misses();
    QCOMPARE(misses.size(), 2);
    QCOMPARE(misses.at(0).miss.takenBy, 1);
    QCOMPARE(misses.at(0).miss.lateMs, 95);
    QCOMPARE(misses.at(1).miss.call, Call::Split);
    QCOMPARE(misses.at(1).miss.takenBy, -1);
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
}

void TestCareer::migratesFromVersion1()
{
    const QString file = path(QStringLiteral("v1.sqlite"));
    const QString error = runSqlFile(QStringLiteral(RATSCREW_TEST_DATA "/career/schema-v1.sql"), file);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("user_version")), QStringLiteral("1"));
    CareerDatabase db;
    QVERIFY2(db.open(file), qPrintable(db.problem()));
    QCOMPARE(db.versionFound(), 1);
    QVERIFY(db.keptAsidePath().isEmpty());
    const QList<CareerGame> games = db.games();
    QCOMPARE(games.size(), 2);
    QCOMPARE(games.at(0).result, CareerResult::Won);
    QCOMPARE(games.at(0).deal, 18446744073709551615ull);
    QCOMPARE(games.at(0).seats.size(), 2);
    QVERIFY(games.at(0).daily.isEmpty()); // a column of version 2
    QCOMPARE(games.at(1).seats.at(1).level, QStringLiteral("expert"));
    QCOMPARE(db.slaps(false).size(), 4);
    QCOMPARE(db.slaps(false).at(1).slap.patterns, (PatternSet{SlapPattern::Double, SlapPattern::Sandwich}));
    QVERIFY(!db.slaps(false).at(2).slap.near);
    QCOMPARE(db.misses().size(), 1);
    QCOMPARE(db.misses().constFirst().miss.lateMs, 95);
    // Version 2 works on the old rows.
    CareerSlap s{100, 0, true, {}, 300, false, {}, Call::None, SlapPattern::Double};
    QVERIFY(db.addSlaps(1, {s}));
    QCOMPARE(db.count(QStringLiteral("practice")), 0);
    // Game 2's app ('b2') holds no lock: abandoned.
    QCOMPARE(db.abandonGames([](const QString &) { return false; }), 1);
    QCOMPARE(db.games().at(1).result, CareerResult::Abandoned);
    QCOMPARE(db.games().at(1).durationMs, 900); // its last slap
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
    db.close();
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("user_version")),
             QString::number(CareerDatabase::kSchemaVersion));
}

// Version 3 adds games.time_up (docs/RULES.md §11.4): every old game is
// one that did not end on time, and nothing else changes.
void TestCareer::migratesFromVersion2()
{
    const QString file = path(QStringLiteral("v2.sqlite"));
    const QString error = runSqlFile(QStringLiteral(RATSCREW_TEST_DATA "/career/schema-v2.sql"), file);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("user_version")), QStringLiteral("2"));
    CareerDatabase db;
    QVERIFY2(db.open(file), qPrintable(db.problem()));
    QCOMPARE(db.versionFound(), 2);
    QVERIFY(db.keptAsidePath().isEmpty());
    const QList<CareerGame> games = db.games();
    QCOMPARE(games.size(), 3);
    QCOMPARE(games.at(0).result, CareerResult::Won);
    QCOMPARE(games.at(0).durationMs, 250500);
    QCOMPARE(games.at(0).deal, 18446744073709551615ull);
    QCOMPARE(games.at(1).result, CareerResult::Playing);
    QCOMPARE(games.at(2).daily, QStringLiteral("2026-11-22"));
    QCOMPARE(games.at(2).place, 2);
    for (const CareerGame &g : games)
        QVERIFY(!g.timeUp);
    QCOMPARE(db.slaps(false).size(), 4);
    QCOMPARE(db.slaps(false).at(2).slap.near, std::optional<SlapPattern>(SlapPattern::Double));
    QCOMPARE(db.misses().size(), 1);
    QCOMPARE(db.practiceSlaps().size(), 2);
    QCOMPARE(db.finishedGames(), 2);
    // The new column works on the old rows.
    CareerEnd end;
    end.endedAt = QDateTime::currentDateTimeUtc();
    end.result = CareerResult::Draw;
    end.durationMs = 1800000;
    end.timeUp = true;
    QVERIFY(db.endGame(2, end));
    QVERIFY(db.games().at(1).timeUp);
    QCOMPARE(db.games().at(1).result, CareerResult::Draw);
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
    db.close();
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("user_version")),
             QString::number(CareerDatabase::kSchemaVersion));
}

// A game ended on time counts apart from the games the rules decided
// (docs/STATISTICS.md): not in won, lost, drawn or the win rate.
void TestCareer::timeUpIsKeptApart()
{
    QList<CareerGame> games;
    const auto add = [&games](CareerResult result, bool timeUp) {
        CareerGame g;
        g.id = games.size() + 1;
        g.startedAt = QDateTime(QDate(2026, 11, 20), QTime(10, 0), Qt::UTC).addSecs(games.size() * 3600);
        g.endedAt = g.startedAt.addSecs(600);
        g.preset = QStringLiteral("slaps");
        g.seats = {CareerSeat{QStringLiteral("You"), true, {}},
                   CareerSeat{QStringLiteral("Ann"), false, QStringLiteral("normal")}};
        g.result = result;
        g.winner = result == CareerResult::Won ? 0 : result == CareerResult::Lost ? 1 : -1;
        g.place = result == CareerResult::Won ? 1 : 2;
        g.durationMs = 600000;
        g.timeUp = timeUp;
        games << g;
    };
    add(CareerResult::Won, false);
    add(CareerResult::Won, true);
    add(CareerResult::Lost, true);
    add(CareerResult::Draw, true);
    add(CareerResult::Draw, true);
    add(CareerResult::Lost, false);
    const CareerStats stats(games, {}, {}, CareerStats::Filter());
    QCOMPARE(stats.won(), 1);
    QCOMPARE(stats.finished(), 2);
    QCOMPARE(stats.winRate(), 0.5);
    QCOMPARE(stats.timeUpWon(), 1);
    QCOMPARE(stats.timeUpLost(), 1);
    QCOMPARE(stats.timeUpDrawn(), 2);
    QCOMPARE(stats.timeUp(), 4);
}

void TestCareer::brokenFileIsKeptAside()
{
    const QString file = path(QStringLiteral("broken.sqlite"));
    QByteArray garbage("not a database at all\x01\x02\x03", 24);
    garbage += QByteArray(8000, '\xa5');
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(garbage);
    }
    CareerDatabase db;
    QVERIFY2(db.open(file), qPrintable(db.problem()));
    QVERIFY(!db.keptAsidePath().isEmpty());
    QCOMPARE(fileBytes(db.keptAsidePath()), garbage); // nothing lost
    QVERIFY2(db.problem().contains(QLatin1String("new one was started")), qPrintable(db.problem()));
    QVERIFY(db.problem().contains(QDir::toNativeSeparators(db.keptAsidePath())));
    QVERIFY(db.addGame(sampleGame(), QStringLiteral("me")) > 0);
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));

    // A real file cut in half is damaged too.
    const QString cut = path(QStringLiteral("cut.sqlite"));
    {
        CareerDatabase full;
        QVERIFY(full.open(cut));
        for (int i = 0; i < 40; ++i) {
            const qint64 id = full.addGame(sampleGame(), QStringLiteral("me"));
            QList<CareerSlap> slaps(
                50, CareerSlap{1, 0, true, {}, 300, true, {SlapPattern::Double}, Call::None, {}});
            QVERIFY(full.addSlaps(id, slaps));
        }
    }
    QCOMPARE(test::sqlitePragma(cut, QStringLiteral("wal_checkpoint(TRUNCATE)")), QStringLiteral("0"));
    const QByteArray whole = fileBytes(cut);
    QVERIFY(whole.size() > 16384);
    {
        QFile f(cut);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(whole.size() / 2));
    }
    CareerDatabase again;
    QVERIFY2(again.open(cut), qPrintable(again.problem()));
    QVERIFY2(!again.keptAsidePath().isEmpty(), "a file cut in half was taken as sound");
    QVERIFY2(again.problem().contains(QLatin1String("is damaged")), qPrintable(again.problem()));
    QCOMPARE(again.count(QStringLiteral("games")), 0);
}

void TestCareer::newerFileIsLeftAlone()
{
    const QString file = path(QStringLiteral("newer.sqlite"));
    {
        CareerDatabase db;
        QVERIFY(db.open(file));
    }
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("user_version = 99")), QString());
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("wal_checkpoint(TRUNCATE)")), QStringLiteral("0"));
    const QByteArray before = fileBytes(file);
    CareerDatabase db;
    QVERIFY(!db.open(file));
    QVERIFY(!db.isWritable());
    QVERIFY(db.problem().contains(QLatin1String("newer Ratscrew")));
    QVERIFY(db.keptAsidePath().isEmpty());
    QCOMPARE(fileBytes(file), before);
}

// A file of ours whose user_version is −1 was left alone, but the bar said
// "CREATE TABLE games: table games already exists" (issue 44, 17): the
// version is what is wrong, and the sentence says so.
void TestCareer::versionBelowZeroIsLeftAloneAndSaid()
{
    const QString file = path(QStringLiteral("minus.sqlite"));
    {
        CareerDatabase db;
        QVERIFY(db.open(file));
        QVERIFY(db.addGame(sampleGame(), QStringLiteral("i1")) > 0);
    }
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("user_version = -1")), QString());
    QCOMPARE(test::sqlitePragma(file, QStringLiteral("wal_checkpoint(TRUNCATE)")), QStringLiteral("0"));
    const QByteArray before = fileBytes(file);
    CareerDatabase db;
    QVERIFY(!db.open(file));
    QVERIFY(!db.isWritable());
    QCOMPARE(
        db.problem(),
        QStringLiteral("Your statistics file %1 gives its version as -1, which no Ratscrew writes: it is "
                       "left as it is, and this game's statistics are not kept.")
            .arg(QDir::toNativeSeparators(file)));
    QVERIFY(db.keptAsidePath().isEmpty());
    QCOMPARE(fileBytes(file), before);
    // The store says the same in the bar.
    CareerStore store(file);
    QSignalSpy told(&store, &CareerStore::problemFound);
    store.flush();
    QTRY_COMPARE(told.count(), 1);
    QCOMPARE(told.at(0).at(0).toString(), db.problem());
    QCOMPARE(fileBytes(file), before);
}

void TestCareer::directoryOrFifoIsLeftAlone()
{
    const QString dir = path(QStringLiteral("adir.sqlite"));
    QVERIFY(QDir().mkpath(dir));
    CareerDatabase db;
    QVERIFY(!db.open(dir));
    QVERIFY(db.problem().contains(QLatin1String("not a regular file")));
    QVERIFY(QFileInfo(dir).isDir());
#ifdef Q_OS_UNIX
    const QString fifo = path(QStringLiteral("fifo.sqlite"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(!db.open(fifo)); // and does not hang
    QVERIFY(db.problem().contains(QLatin1String("not a regular file")));
#endif
}

void TestCareer::folderCannotBeMade()
{
    // A file where the folder should be: no folder can be made, for root either.
    const QString file = path(QStringLiteral("plainfile"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
    }
    CareerDatabase db;
    QVERIFY(!db.open(file + QStringLiteral("/ratscrew.sqlite")));
    QVERIFY2(db.problem().contains(QLatin1String("cannot be created")), qPrintable(db.problem()));
    QCOMPARE(fileBytes(file), QByteArray("keep me"));
}

void TestCareer::gamesOfAppsThatAreGoneAreAbandoned()
{
    const QString file = path(QStringLiteral("instances.sqlite"));
    QString aliveInstance = QStringLiteral("0000-alive");
    QLockFile alive(path(QStringLiteral("instances/0000-alive.lock")));
    QVERIFY(QDir().mkpath(path(QStringLiteral("instances"))));
    alive.setStaleLockTime(0);
    QVERIFY(alive.tryLock(0)); // a second app that still runs
    {
        CareerDatabase db;
        QVERIFY(db.open(file));
        QVERIFY(db.addGame(sampleGame(), aliveInstance) > 0);
        QVERIFY(db.addGame(sampleGame(), QStringLiteral("1111-killed")) > 0); // its lock is gone
        QVERIFY(db.addGame(sampleGame(), QStringLiteral("../../etc/passwd")) > 0);
    }
    // A store opening the file marks only the games of apps that are gone.
    {
        CareerStore store(file);
        store.flush();
        QVERIFY2(store.isWritable(), qPrintable(store.problem()));
    }
    CareerDatabase db;
    QVERIFY(db.open(file));
    const QList<CareerGame> games = db.games();
    QCOMPARE(games.size(), 3);
    QCOMPARE(games.at(0).result, CareerResult::Playing);
    QCOMPARE(games.at(1).result, CareerResult::Abandoned);
    QCOMPARE(games.at(2).result, CareerResult::Abandoned);
    QVERIFY(QFile::exists(path(QStringLiteral("instances/0000-alive.lock"))));
    alive.unlock();
}

void TestCareer::resetDeletesEverything()
{
    CareerDatabase db;
    QVERIFY(db.open(path(QStringLiteral("reset.sqlite"))));
    const qint64 id = db.addGame(sampleGame(), QStringLiteral("me"));
    QVERIFY(db.addSlaps(id, {CareerSlap{}}));
    QVERIFY(db.addMisses(id, {CareerMiss{}}));
    QVERIFY(db.reset());
    for (const char *table : {"games", "slaps", "missed"})
        QCOMPARE(db.count(QLatin1String(table)), 0);
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
}

void TestCareer::storeWritesOnItsThread()
{
    const QString file = path(QStringLiteral("store.sqlite"));
    {
        CareerStore store(file);
        QSignalSpy problems(&store, &CareerStore::problemFound);
        const int a = store.beginGame(sampleGame());
        const int b = store.beginGame(sampleGame());
        QVERIFY(a != b);
        for (int i = 0; i < 100; ++i)
            store.addSlap(i % 2 ? a : b,
                          CareerSlap{i, 0, true, {}, 300 + i, true, {SlapPattern::Tens}, Call::None, {}});
        store.addMiss(a, CareerMiss{});
        store.endGame(a, CareerEnd{QDateTime::currentDateTimeUtc(), CareerResult::Won, 0, 1, 1000});
        store.flush();
        QVERIFY(store.isWritable());
        QVERIFY(store.problem().isEmpty());
        CareerDatabase reader;
        QVERIFY(reader.openForReading(file));
        QCOMPARE(reader.count(QStringLiteral("games")), 2);
        QCOMPARE(reader.count(QStringLiteral("slaps")), 100);
        QCOMPARE(reader.count(QStringLiteral("missed")), 1);
        QCOMPARE(reader.games().at(0).result, CareerResult::Won);
        QCOMPARE(reader.games().at(1).result, CareerResult::Playing);
        // Queued rows wait for the batch timer, not for the disk.
        store.addSlap(b, CareerSlap{});
        QCOMPARE(reader.count(QStringLiteral("slaps")), 100);
        QTRY_COMPARE_WITH_TIMEOUT(reader.count(QStringLiteral("slaps")), 101, 30000);
        QCOMPARE(problems.count(), 0);
        // Its own game is not abandoned by a second store while it runs.
        CareerStore second(file);
        second.flush();
        QCOMPARE(reader.games().at(1).result, CareerResult::Playing);
    }
    // Once both are gone, a third marks it.
    CareerStore third(file);
    third.flush();
    CareerDatabase reader;
    QVERIFY(reader.openForReading(file));
    QCOMPARE(reader.games().at(1).result, CareerResult::Abandoned);
    QCOMPARE(reader.integrityCheck(), QStringLiteral("ok"));
}

// CareerStore::read(): the reader runs on the store's thread after every
// row queued before it was asked for, and its answer comes back on the GUI
// thread, unless the object that asked is gone.
void TestCareer::storeReadsAfterItsWrites()
{
    struct Seen
    {
        QThread *thread = nullptr;
        qint64 slaps = -1;
        CareerResult result = CareerResult::Playing;
    };
    const auto look = [](const CareerDatabase &db) {
        Seen seen{QThread::currentThread()};
        if (db.isOpen()) {
            seen.slaps = db.count(QStringLiteral("slaps"));
            seen.result = db.games().value(0).result;
        }
        return seen;
    };
    CareerStore store(path(QStringLiteral("read.sqlite")));
    const int game = store.beginGame(sampleGame());
    for (int i = 0; i < 5; ++i) // queued for the batch timer: not yet handed over
        store.addSlap(game, CareerSlap{i, 0, true, {}, 300 + i, true, {SlapPattern::Double}, Call::None, {}});
    store.endGame(game, CareerEnd{QDateTime::currentDateTimeUtc(), CareerResult::Won, 0, 1, 1000});
    QObject context;
    QList<Seen> answers;
    QList<QThread *> answeredOn;
    const auto keep = [&answers, &answeredOn](Seen seen) {
        answers << seen;
        answeredOn << QThread::currentThread();
    };
    store.read(look, &context, keep);
    store.addSlap(game, CareerSlap{}); // after the read was asked for: not in its answer
    QCOMPARE(answers.size(), 0);       // never on the spot
    QTRY_COMPARE(answers.size(), 1);
    QVERIFY(answers[0].thread != QThread::currentThread());
    QCOMPARE(answeredOn[0], QThread::currentThread());
    QCOMPARE(answers[0].slaps, qint64(5));
    QCOMPARE(answers[0].result, CareerResult::Won);
    store.read(look, &context, keep);
    QTRY_COMPARE(answers.size(), 2);
    QCOMPARE(answers[1].slaps, qint64(6));
    // The one who asked is gone: nothing is delivered to it.
    bool delivered = false;
    {
        QObject gone;
        store.read(look, &gone, [&delivered](Seen) { delivered = true; });
    }
    store.read(look, &context, keep); // answered after the one above
    QTRY_COMPARE(answers.size(), 3);
    QVERIFY(!delivered);
}

void TestCareer::storeTellsAProblemOnce()
{
    const QString file = path(QStringLiteral("store-broken.sqlite"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(5000, 'x'));
    }
    CareerStore store(file);
    QSignalSpy problems(&store, &CareerStore::problemFound);
    store.flush();
    QVERIFY(store.isWritable());
    QTRY_COMPARE(problems.count(), 1);
    QVERIFY(problems.at(0).at(0).toString().contains(QLatin1String("kept as")));
    store.beginGame(sampleGame());
    store.flush();
    QTest::qWait(50);
    QCOMPARE(problems.count(), 1);

    // A directory: nothing is kept, play goes on, said once.
    const QString dir = path(QStringLiteral("store-dir.sqlite"));
    QVERIFY(QDir().mkpath(dir));
    CareerStore none(dir);
    QSignalSpy told(&none, &CareerStore::problemFound);
    const int game = none.beginGame(sampleGame());
    none.addSlap(game, CareerSlap{});
    none.flush();
    QVERIFY(!none.isWritable());
    QTRY_COMPARE(told.count(), 1);
    QVERIFY(QFileInfo(dir).isDir());
}

void TestCareer::fullDiskKeepsRowsUntilThereIsRoom()
{
    const QString file = path(QStringLiteral("full.sqlite"));
    CareerStore store(file);
    QSignalSpy problems(&store, &CareerStore::problemFound);
    const int first = store.beginGame(sampleGame());
    store.flush();
    QVERIFY(store.problem().isEmpty());
    // The file may not grow any more, as on a full disk.
    store.limitFileSize(test::sqlitePragma(file, QStringLiteral("page_count")).toLongLong() * 4096);
    const int second = store.beginGame(sampleGame());
    for (int i = 0; i < 3000; ++i)
        store.addSlap(i % 2 ? first : second,
                      CareerSlap{i, 0, true, {}, 300, true, {SlapPattern::Double}, Call::None, {}});
    store.endGame(second, CareerEnd{QDateTime::currentDateTimeUtc(), CareerResult::Won, 0, 1, 5000});
    store.flush();
    QVERIFY2(store.problem().contains(QLatin1String("full")), qPrintable(store.problem()));
    QVERIFY(store.waitingCommands() >= 3001); // the slaps and the end (the game's row may have fit)
    QTRY_COMPARE(problems.count(), 1);        // told once
    {
        CareerDatabase reader;
        QVERIFY(reader.openForReading(file));
        QCOMPARE(reader.count(QStringLiteral("slaps")), 0); // nothing of the failed batch
        QCOMPARE(reader.integrityCheck(), QStringLiteral("ok"));
    }
    // Room again: everything goes in with the next batch, once.
    store.limitFileSize(qint64(1) << 30);
    store.addSlap(first, CareerSlap{});
    store.flush();
    QCOMPARE(store.waitingCommands(), 0);
    QVERIFY(store.problem().isEmpty());
    CareerDatabase reader;
    QVERIFY(reader.openForReading(file));
    QCOMPARE(reader.count(QStringLiteral("games")), 2);
    QCOMPARE(reader.count(QStringLiteral("slaps")), 3001);
    QCOMPARE(reader.games().at(1).result, CareerResult::Won);
    QCOMPARE(reader.integrityCheck(), QStringLiteral("ok"));
}

void TestCareer::slapWindows()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(100);
    s.setPlaysLandAtOnce(true); // the earlier clock (a record of version 1): its times, early slaps too
    SlapWindowTracker tracker(&s);
    QList<SlapWindow> closed;
    connect(&tracker, &SlapWindowTracker::windowClosed, this, [&](const SlapWindow &w) { closed << w; });
    QSignalSpy falseSlaps(&tracker, &SlapWindowTracker::falseSlap);
    const RuleSet rules = *RuleSet::preset("house");
    // Seat 0 gets cards 0, 2, 4, …; seat 1 cards 1, 3, 5, ….
    QVERIFY(s.newGame(rules, 2,
                      deckStartingWith(rules, {"9C", "9D", "2C", "5D", "7C", "7D", "3C", "3D", "4C", "6H",
                                               "KC", "QH", "TC", "JD"}),
                      0));
    // A double the person takes 350 ms after it shows.
    QVERIFY(s.playCard(0));
    QVERIFY(s.playCard(1));
    QVERIFY(tracker.isOpen());
    QVERIFY(tracker.current().patterns.contains(SlapPattern::Double)); // and top and bottom
    QCOMPARE(tracker.current().race.cards[0].size(), 2);
    clock.advance(450);
    s.slap(0);
    QCOMPARE(closed.size(), 1);
    QCOMPARE(closed.at(0).outcome, SlapWindow::Outcome::Took);
    QCOMPARE(closed.at(0).personMs(), 350);
    QCOMPARE(closed.at(0).takenBy(), 0);
    QVERIFY(!tracker.isOpen());
    // 2C and 5D (in either order) match nothing: a misslap, told as a false slap.
    QVERIFY(s.playCard(s.turnPlayer()));
    QVERIFY(s.playCard(s.turnPlayer()));
    QVERIFY(!tracker.isOpen());
    clock.advance(300);
    s.slap(0);
    QCOMPARE(falseSlaps.count(), 1);
    const QList<Card> misread = falseSlaps.at(0).at(0).value<QList<Card>>();
    QCOMPARE(misread.size(), 2);
    QVERIFY(misread.contains(*Card::parse("2C")) && misread.contains(*Card::parse("5D")));
    QCOMPARE(closed.size(), 1);
    // A double nobody slaps is Unslapped when the next card comes.
    ManualScheduler clock2;
    GameSession t(&clock2);
    SlapWindowTracker tracker2(&t);
    QList<SlapWindow> closed2;
    connect(&tracker2, &SlapWindowTracker::windowClosed, this, [&](const SlapWindow &w) { closed2 << w; });
    QVERIFY(
        t.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D", "2C", "5D", "4C", "8D", "6C", "JD"}), 0));
    QVERIFY(t.playCard(0));
    QVERIFY(t.playCard(1));
    QVERIFY(tracker2.isOpen());
    clock2.advance(2000);
    QVERIFY(t.playCard(0));
    QCOMPARE(closed2.size(), 1);
    QCOMPARE(closed2.at(0).outcome, SlapWindow::Outcome::Unslapped);
    QCOMPARE(closed2.at(0).takenBy(), -1);
    QVERIFY(t.playCard(1)); // 5D on 2C: nothing
    QVERIFY(!tracker2.isOpen());

    // Someone else takes it: Missed, or Late when the person slaps after them.
    for (const bool personSlaps : {false, true}) {
        ManualScheduler c;
        GameSession u(&c);
        SlapWindowTracker tr(&u);
        QList<SlapWindow> got;
        connect(&tr, &SlapWindowTracker::windowClosed, this, [&](const SlapWindow &w) { got << w; });
        QVERIFY(u.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D", "2C", "5D", "4C", "8D"}), 0));
        QVERIFY(u.playCard(0));
        QVERIFY(u.playCard(1));
        c.advance(380);
        u.slap(1);
        QVERIFY(tr.isOpen()); // the person may still slap late
        if (personSlaps) {
            c.advance(95);
            u.slap(0);
            QCOMPARE(got.size(), 1);
            QCOMPARE(got.at(0).outcome, SlapWindow::Outcome::Late);
            QCOMPARE(got.at(0).lateMs(), 95);
            QCOMPARE(got.at(0).personMs(), 475);
        } else {
            c.advance(500);
            QVERIFY(u.playCard(u.turnPlayer()));
            QCOMPARE(got.size(), 1);
            QCOMPARE(got.at(0).outcome, SlapWindow::Outcome::Missed);
            QCOMPARE(got.at(0).lateMs(), -1);
        }
        QCOMPARE(got.at(0).takenBy(), 1);
        QCOMPARE(got.at(0).takenMs(), 380);
    }
}

// A slap before the card was visible takes the window, timed negative
// from the reveal: no 0 ms, and no time for the `match` level to learn.
void TestCareer::slapWindowsTimeAnEarlySlap()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(220);
    s.setPlaysLandAtOnce(true); // the earlier clock (a record of version 1): its times, early slaps too
    SlapWindowTracker tracker(&s);
    QList<SlapWindow> closed;
    connect(&tracker, &SlapWindowTracker::windowClosed, this, [&](const SlapWindow &w) { closed << w; });
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D", "2C", "5D"}), 0));
    QVERIFY(s.playCard(0));
    clock.advance(1000);
    QVERIFY(s.playCard(1)); // 9D at 1000, visible at 1220
    clock.advance(73);
    s.slap(0);
    QCOMPARE(closed.size(), 1);
    QCOMPARE(closed.at(0).outcome, SlapWindow::Outcome::Took);
    QCOMPARE(closed.at(0).visibleAtMs(), 1220);
    QCOMPARE(closed.at(0).personMs(), -147);
    QVERIFY(closed.at(0).personSlap()->early());
    QCOMPARE(closed.at(0).takenMs(), -147);
    MatchSpeed speed;
    speed.add(closed.at(0).patterns, closed.at(0).call, closed.at(0).personMs());
    QCOMPARE(speed.samples(), 0);
}

// The windows are the followed person's, whatever their seat; none for a
// table of bots alone.
void TestCareer::slapWindowsFollowThePointOfView()
{
    const RuleSet rules = *RuleSet::preset("house");
    for (const bool spectator : {false, true}) {
        ManualScheduler clock;
        GameSession s(&clock);
        s.setRevealDelayMs(100);
        s.setPlaysLandAtOnce(true); // the earlier clock (a record of version 1): its times, early slaps too
        SlapWindowTracker tracker(&s);
        tracker.setPointOfView(spectator ? PointOfView::spectator() : PointOfView::person(1));
        QList<SlapWindow> closed;
        connect(&tracker, &SlapWindowTracker::windowClosed, this, [&](const SlapWindow &w) { closed << w; });
        QSignalSpy falseSlaps(&tracker, &SlapWindowTracker::falseSlap);
        QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D", "2C", "5D", "7C", "4D"}), 0));
        QVERIFY(s.playCard(0));
        QVERIFY(s.playCard(1));
        QCOMPARE(tracker.isOpen(), !spectator);
        clock.advance(400);
        s.slap(0); // player 0 takes it: player 1 missed it
        clock.advance(100);
        s.slap(1); // 100 ms later: late
        if (spectator) {
            QVERIFY(closed.isEmpty());
            continue;
        }
        QCOMPARE(closed.size(), 1);
        QCOMPARE(closed.at(0).person, 1);
        QCOMPARE(closed.at(0).outcome, SlapWindow::Outcome::Late);
        QCOMPARE(closed.at(0).takenBy(), 0);
        QCOMPARE(closed.at(0).takenMs(), 300);
        QCOMPARE(closed.at(0).personMs(), 400);
        QCOMPARE(closed.at(0).lateMs(), 100);
        // Player 0's misslap is not the followed person's.
        QVERIFY(s.playCard(s.turnPlayer()));
        QVERIFY(s.playCard(s.turnPlayer()));
        s.slap(0);
        QCOMPARE(falseSlaps.count(), 0);
        s.slap(1);
        QCOMPARE(falseSlaps.count(), 1);
    }
}

// Career figures: a good slap before the card was visible counts as taken,
// apart as early, and never as a time (no "fastest slap 0 ms", no median
// pulled down).
void TestCareer::earlySlapsAreNoPersonalBest()
{
    CareerDatabase db;
    QVERIFY(db.open(path(QStringLiteral("early.sqlite"))));
    CareerGame game = sampleGame();
    game.result = CareerResult::Won;
    const qint64 id = db.addGame(game, QStringLiteral("me"));
    const PatternSet tens{SlapPattern::Tens};
    QVERIFY(db.addSlaps(
        id, {CareerSlap{1000, 0, true, {}, -85, true, tens, Call::None, {}},
             CareerSlap{2000, 0, true, {}, 310, true, tens, Call::None, {}},
             CareerSlap{3000, 1, false, QStringLiteral("normal"), -20, true, tens, Call::None, {}},
             CareerSlap{4000, 1, false, QStringLiteral("normal"), 400, true, tens, Call::None, {}}}));
    const QList<CareerDatabase::SlapRow> rows = db.slaps(false);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows.at(0).slap.reactionMs, -85);    // stored as it was, not as 0 or "none"
    QCOMPARE(db.recentPersonTimes(10).size(), 1); // the `match` level learns the 310 only
    QCOMPARE(db.recentPersonTimes(10).constFirst().ms, 310);
    const CareerStats stats(db.games(), rows, db.misses(), {});
    QCOMPARE(stats.goodSlaps(), 2);
    QCOMPARE(stats.earlySlaps(), 1);
    QCOMPARE(stats.fastestMs(), 310);
    const CareerStats::KindStats &kind = stats.kind(int(SlapPattern::Tens));
    QCOMPARE(kind.taken, 2);
    QCOMPARE(kind.fastestMs, 310);
    QCOMPARE(kind.you.medianMs, 310);
    QCOMPARE(kind.you.count, 1);
    const auto &levels = BotProfile::levelNames();
    const auto normal = std::find(levels.begin(), levels.end(), std::string_view("normal")) - levels.begin();
    QVERIFY(normal < qsizetype(levels.size()));
    QCOMPARE(kind.levels.at(std::size_t(normal)).count, 1);
    QCOMPARE(kind.levels.at(std::size_t(normal)).medianMs, 400);
}

void TestCareer::nearestPatterns_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QStringList>("played");
    QTest::addColumn<QString>("nearest"); // a pattern id, or empty

    QTest::newRow("one card") << "house" << QStringList{"9C"} << "";
    QTest::newRow("9 on 10, a run of four in house") << "house" << QStringList{"TC", "9D"} << "four_in_a_row";
    QTest::newRow("9 on 10 without runs: a double") << "slaps" << QStringList{"TC", "9D"} << "double";
    QTest::newRow("J on Q: a marriage") << "house" << QStringList{"QC", "JD"} << "marriage";
    QTest::newRow("6 and 3: tens") << "house" << QStringList{"6C", "3D"} << "tens";
    QTest::newRow("sandwich one off") << "house" << QStringList{"7C", "2D", "8H"} << "sandwich";
    QTest::newRow("top and bottom one off") << "house" << QStringList{"5C", "2D", "KH", "6S"} << "top_bottom";
    QTest::newRow("nothing near") << "house" << QStringList{"2C", "6D"} << "";
    // The third edition's patterns (docs/RULES.md §11.1), alone ("only:").
    QTest::newRow("K and J across a card: a divorce")
        << "only:divorce" << QStringList{"KC", "4D", "JH"} << "divorce";
    QTest::newRow("J and 4 across a card: no divorce")
        << "only:divorce" << QStringList{"4C", "8D", "JH"} << "";
    QTest::newRow("three clubs on a diamond: four of a suit")
        << "only:four_of_a_suit" << QStringList{"2D", "9C", "4C", "KC"} << "four_of_a_suit";
    QTest::newRow("two clubs on two diamonds: nothing")
        << "only:four_of_a_suit" << QStringList{"2D", "9D", "4C", "KC"} << "";
    QTest::newRow("the rank one card too high: a big mac")
        << "only:big_mac" << QStringList{"7C", "2D", "7H"} << "big_mac";
    QTest::newRow("the rank one card too deep: a big mac")
        << "only:big_mac" << QStringList{"7C", "2D", "9S", "4C", "7H"} << "big_mac";
    QTest::newRow("no rank match: no big mac")
        << "only:big_mac" << QStringList{"7C", "2D", "9S", "4C", "8H"} << "";
}

void TestCareer::nearestPatterns()
{
    QFETCH(QString, preset);
    QFETCH(QStringList, played);
    QFETCH(QString, nearest);
    std::vector<Card> cards;
    for (const QString &name : played) {
        const std::optional<Card> card = Card::parse(name.toStdString());
        QVERIFY2(card, qPrintable(name));
        cards.push_back(*card);
    }
    RuleSet rules = *RuleSet::preset("house");
    if (preset.startsWith(QLatin1String("only:")))
        rules.slaps = PatternSet{*parsePatternId(preset.mid(5).toStdString())};
    else
        rules = *RuleSet::preset(preset.toStdString());
    const std::optional<SlapPattern> got = nearestPattern(rules, cards);
    QCOMPARE(got ? QString::fromLatin1(patternId(*got).data(), qsizetype(patternId(*got).size())) : QString(),
             nearest);
    if (got)
        QVERIFY(rules.slaps.contains(*got));
}

void TestCareer::places()
{
    QCOMPARE(CareerRecorder::placeOf(0, 0, {1, 2}, 4), 1);
    QCOMPARE(CareerRecorder::placeOf(0, -1, {}, 4), -1);
    QCOMPARE(CareerRecorder::placeOf(0, 3, {0, 1, 2}, 4), 4); // first out: last
    QCOMPARE(CareerRecorder::placeOf(0, 3, {1, 0, 2}, 4), 3);
    QCOMPARE(CareerRecorder::placeOf(0, 3, {1, 2, 0}, 4), 2);
    QCOMPARE(CareerRecorder::placeOf(0, 1, {}, 2), 2); // never out, yet lost
}

void TestCareer::recorderKeepsAWholeGame()
{
    const QString file = path(QStringLiteral("recorder.sqlite"));
    ManualScheduler clock;
    auto session = std::make_unique<GameSession>(&clock);
    session->setRevealDelayMs(kCardRevealMs);
    SlapWindowTracker tracker(session.get());
    CareerStore store(file);
    CareerRecorder recorder(session.get(), &tracker, &store);
    int slaps = 0, personSlaps = 0, notTaken = 0, outs = 0;
    qint64 lastAtMs = 0;
    connect(session.get(), &GameSession::actionApplied, this, [&](const ActionReport &r) {
        lastAtMs = r.atMs;
        for (const Event &e : r.events) {
            slaps += e.type == Event::Type::Slap;
            personSlaps += e.type == Event::Type::Slap && e.seat == 0;
            outs += e.type == Event::Type::Out;
        }
    });
    connect(&tracker, &SlapWindowTracker::windowClosed, this,
            [&](const SlapWindow &w) { notTaken += w.outcome != SlapWindow::Outcome::Took; });
    test::addSimulatedPerson(session.get(), clock, 11, 0);
    session->newGame(*RuleSet::preset("house"), 4, 10);
    CareerGame game;
    game.startedAt = QDateTime::currentDateTimeUtc();
    game.preset = QStringLiteral("house");
    game.rules = rulesToJson(session->rules());
    game.seats = {{QStringLiteral("You"), true, {}},
                  {QStringLiteral("Ann"), false, QStringLiteral("beginner")},
                  {QStringLiteral("Bea"), false, QStringLiteral("easy")},
                  {QStringLiteral("Cal"), false, QStringLiteral("normal")}};
    game.deal = 10;
    recorder.gameStarted(game);
    QVERIFY(recorder.isRecording());
    std::vector<std::unique_ptr<BotPlayer>> bots;
    for (int p = 1; p < 4; ++p) {
        bots.push_back(std::make_unique<BotPlayer>(
            session.get(), p, *BotProfile::forLevel(game.seats.at(p).level.toStdString()), quint64(p)));
    }
    for (int i = 0; i < 200000 && !session->isOver(); ++i)
        clock.advance(50);
    QVERIFY(session->isOver());
    QVERIFY(!recorder.isRecording());
    QVERIFY(slaps > 0 && personSlaps > 0 && notTaken > 0);
    store.flush();

    CareerDatabase db;
    QVERIFY(db.openForReading(file));
    const QList<CareerGame> games = db.games();
    QCOMPARE(games.size(), 1);
    const CareerGame &g = games.constFirst();
    const int winner = session->winner();
    QCOMPARE(g.winner, winner);
    QCOMPARE(g.result, winner == 0  ? CareerResult::Won
                       : winner < 0 ? CareerResult::Draw
                                    : CareerResult::Lost);
    QVERIFY(g.place >= 1 && g.place <= 4);
    QCOMPARE(g.place == 1, winner == 0);
    QCOMPARE(g.durationMs, lastAtMs); // the game time of the last action
    QVERIFY(g.endedAt.isValid());
    QCOMPARE(db.count(QStringLiteral("slaps")), slaps);
    QCOMPARE(db.slaps(true).size(), personSlaps);
    QCOMPARE(db.count(QStringLiteral("missed")), notTaken);
    for (const CareerDatabase::SlapRow &row : db.slaps(false)) {
        QCOMPARE(row.slap.person, row.slap.seat == 0);
        QCOMPARE(row.slap.level, game.seats.at(row.slap.seat).level);
        if (row.slap.valid)
            QVERIFY(!row.slap.patterns.empty() || row.slap.call != Call::None);
        else
            QVERIFY(row.slap.patterns.empty());
    }
    for (const CareerDatabase::MissRow &row : db.misses()) {
        QVERIFY(!row.miss.patterns.empty());
        QVERIFY(row.miss.takenBy != 0);
        QVERIFY(row.miss.lateMs == -1 || row.miss.takenBy > 0);
    }
    qInfo("%d slaps (%d by the person), %lld misses, place %d", slaps, personSlaps,
          db.count(QStringLiteral("missed")), g.place);
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
}

void TestCareer::statisticsWindow()
{
    const QString file = path(QStringLiteral("window-stats.sqlite"));
    {
        CareerDatabase db;
        QVERIFY(db.open(file));
        CareerGame house = sampleGame();
        house.preset = QStringLiteral("house");
        house.seats = {{QStringLiteral("=cmd|' /C calc'!A0"), true, {}},
                       {QStringLiteral("Ann"), false, QStringLiteral("normal")},
                       {QStringLiteral("Bea"), false, QStringLiteral("expert")}};
        house.startedAt = QDateTime::currentDateTimeUtc().addDays(-2);
        const qint64 a = db.addGame(house, QStringLiteral("x"));
        const PatternSet dbl{SlapPattern::Double};
        QVERIFY(db.addSlaps(
            a, {CareerSlap{1000, 0, true, {}, 400, true, dbl, Call::None, {}},
                CareerSlap{2000, 0, true, {}, 500, true, dbl, Call::None, {}},
                CareerSlap{3000, 0, true, {}, 300, true, dbl, Call::None, {}},
                CareerSlap{3500, 0, true, {}, 200, false, {}, Call::None, SlapPattern::Double},
                CareerSlap{4000, 1, false, QStringLiteral("normal"), 450, true, dbl, Call::None, {}},
                CareerSlap{5000, 1, false, QStringLiteral("normal"), 460, true, dbl, Call::None, {}},
                CareerSlap{6000, 2, false, QStringLiteral("expert"), 350, true, dbl, Call::None, {}}}));
        QVERIFY(db.addMisses(a, {CareerMiss{6000, dbl, Call::None, 2, 350, 120}}));
        QVERIFY(db.endGame(a, CareerEnd{QDateTime::currentDateTimeUtc(), CareerResult::Won, 0, 1, 200000}));
        CareerGame slaps = sampleGame();
        slaps.preset = QStringLiteral("slaps");
        slaps.startedAt = QDateTime::currentDateTimeUtc().addDays(-60);
        const qint64 b = db.addGame(slaps, QStringLiteral("x"));
        QVERIFY(db.addSlaps(
            b, {CareerSlap{900, 2, false, QStringLiteral("expert"), 0, true, {}, Call::Stick, {}}}));
        QVERIFY(db.endGame(b, CareerEnd{QDateTime::currentDateTimeUtc(), CareerResult::Lost, 2, 3, 100000}));
    }
    CareerStore store(file);
    StatisticsDialog dialog(&store);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTRY_VERIFY(!dialog.isReading()); // read off the GUI thread
    QVERIFY2(dialog.notice().isEmpty(), qPrintable(dialog.notice()));
    QVERIFY2(dialog.summaryText().contains(QLatin1String("Games finished: 2 (won 1, lost 1, draws 0)")),
             qPrintable(dialog.summaryText()));
    QVERIFY(dialog.summaryText().contains(QLatin1String("Win rate: 50 %")));
    QVERIFY(dialog.summaryText().contains(QLatin1String("Your slaps: 3 good, 1 misslap.")));
    QVERIFY(dialog.summaryText().contains(QLatin1String("fastest slap 300 ms (Double)")));
    QCOMPARE(dialog.winRateChart()->lineCount(), 2);
    QVERIFY(
        dialog.winRateChart()->accessibleDescription().contains(QLatin1String("House against mixed levels")));

    const CareerStats::KindStats &d = dialog.stats().kind(int(SlapPattern::Double));
    QCOMPARE(d.you.medianMs, 400);
    QCOMPARE(d.you.p90Ms, 500);
    QCOMPARE(d.levels[2].medianMs, 455); // normal
    QCOMPARE(d.levels[4].medianMs, 350); // expert
    QCOMPARE(d.beatsLevel(), 2);         // faster than Normal, not than Expert
    QCOMPARE(d.taken, 3);
    QCOMPARE(d.falseSlaps, 1);
    QCOMPARE(d.missed, 1);
    QCOMPARE(d.late, 1);
    QTableWidget *reaction = dialog.reactionTable();
    QCOMPARE(reaction->rowCount(), 2); // Double and Stick
    QCOMPARE(reaction->item(0, 0)->text(), QStringLiteral("Double"));
    QCOMPARE(reaction->item(0, 1)->text(), QStringLiteral("400"));
    QCOMPARE(reaction->item(0, 2)->text(), QStringLiteral("500"));
    QCOMPARE(reaction->item(0, 6)->text(), QStringLiteral("455"));
    QCOMPARE(reaction->item(0, 9)->text(), QStringLiteral("Normal"));
    QCOMPARE(reaction->item(1, 0)->text(), QStringLiteral("Stick"));
    QTableWidget *accuracy = dialog.accuracyTable();
    QCOMPARE(accuracy->item(0, 5)->text(), QStringLiteral("60 %"));
    QVERIFY(dialog.reactionChart()->accessibleDescription().contains(
        QLatin1String("Double: you 400 ms (90 %: 500 ms)")));

    // The filters: the last 30 days leave the slaps game out; so does the house preset.
    dialog.setFilter(QString(), StatisticsDialog::Period::Month);
    QTRY_VERIFY(!dialog.isReading()); // read again, off the GUI thread
    QCOMPARE(dialog.stats().games().size(), 1);
    dialog.setFilter(QStringLiteral("slaps"), StatisticsDialog::Period::AllTime);
    QTRY_VERIFY(!dialog.isReading());
    QCOMPARE(dialog.stats().games().size(), 1);
    QCOMPARE(dialog.stats().lost(), 1);
    QCOMPARE(dialog.reactionTable()->rowCount(), 1);

    // Export: the games shown and their slaps; a name cannot become a formula.
    dialog.setFilter(QString(), StatisticsDialog::Period::AllTime);
    QTRY_VERIFY(!dialog.isReading());
    const QString csv = path(QStringLiteral("export/games.csv"));
    QVERIFY(QDir().mkpath(path(QStringLiteral("export"))));
    QSignalSpy exported(&dialog, &StatisticsDialog::exported);
    dialog.exportCsv(csv); // on the store's thread
    QTRY_COMPARE(exported.count(), 1);
    QCOMPARE(exported.at(0).at(1).toString(), QString());
    const QStringList games =
        QString::fromUtf8(fileBytes(csv)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(games.size(), 3);
    QVERIFY(games.at(0).startsWith(QLatin1String("id,started_at,")));
    QVERIFY2(games.at(2).contains(QLatin1String(",won,1,200000,3,1,400,1")), qPrintable(games.at(2)));
    QVERIFY(games.at(0).endsWith(QLatin1String(",ended_by,daily_try")));
    QVERIFY2(games.at(2).contains(QLatin1String(",'=cmd|' /C calc'!A0; Ann (normal); Bea (expert),")),
             qPrintable(games.at(2)));
    const QString slapsCsv = StatisticsDialog::slapsCsvPath(csv);
    QCOMPARE(slapsCsv, path(QStringLiteral("export/games-slaps.csv")));
    QCOMPARE(QString::fromUtf8(fileBytes(slapsCsv)).count(QStringLiteral("\r\n")), 1 + 8);
    dialog.exportCsv(path(QStringLiteral("no/such/dir/x.csv")));
    QTRY_COMPARE(exported.count(), 2);
    QVERIFY(!exported.at(1).at(1).toString().isEmpty());

    // Reset, after saying yes.
    // Answers the question box once it is up (polling: it opens inside click()).
    auto answer = [](QMessageBox::StandardButton button) {
        auto *poll = new QTimer;
        poll->setInterval(20);
        QObject::connect(poll, &QTimer::timeout, poll, [poll, button] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                auto *box = qobject_cast<QMessageBox *>(w);
                if (box && box->isVisible() && box->button(button)) {
                    poll->stop();
                    poll->deleteLater();
                    box->button(button)->click();
                    return;
                }
            }
        });
        poll->start();
    };
    auto *reset = dialog.findChild<QPushButton *>(QStringLiteral("resetButton"));
    QVERIFY(reset);
    answer(QMessageBox::No);
    reset->click();
    QCOMPARE(dialog.stats().games().size(), 2);
    QSignalSpy resetDone(&dialog, &StatisticsDialog::statisticsReset);
    answer(QMessageBox::Yes);
    reset->click();
    QCOMPARE(resetDone.count(), 1);
    QTRY_VERIFY(!dialog.isReading());
    QCOMPARE(dialog.stats().games().size(), 0);
    QVERIFY(dialog.notice().contains(QLatin1String("No games yet")));
    CareerDatabase reader;
    QVERIFY(reader.openForReading(file));
    QCOMPARE(reader.count(QStringLiteral("games")), 0);
    QCOMPARE(reader.count(QStringLiteral("slaps")), 0);
    QCOMPARE(reader.count(QStringLiteral("missed")), 0);
}

void TestCareer::mainWindowKeepsGames()
{
    const QString file = path(QStringLiteral("window.sqlite"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    const GameSetup setup = oneBot("house", QStringLiteral("hard"), 5);
    CareerStore store(file);
    {
        MainWindow w(setup, &sound, nullptr, &clock);
        QVERIFY(showForPlay(w, &store));
        // One game played to its end from the keyboard.
        GameSession &s = *w.session();
        for (int step = 0; step < 400000 && !s.isOver(); ++step)
            test::keyboardStep(w, clock, step);
        QVERIFY(s.isOver());
        const int winner = s.winner();
        // A second one left after a few cards, a third one dealt and left by
        // closing the window before any card: no game played, no row.
        w.newGame();
        for (int step = 0; step < 50; ++step)
            test::keyboardStep(w, clock, step);
        w.newGame();
        QCOMPARE(w.match()->deal(), quint64(7));
        w.close();
        store.flush();
        CareerDatabase db;
        QVERIFY(db.openForReading(file));
        const QList<CareerGame> games = db.games();
        QCOMPARE(games.size(), 2);
        QCOMPARE(games.at(0).result, winner == 0 ? CareerResult::Won : CareerResult::Lost);
        QCOMPARE(games.at(0).deal, quint64(5));
        QCOMPARE(games.at(0).preset, QStringLiteral("house"));
        QCOMPARE(games.at(0).seats.size(), 2);
        QVERIFY(games.at(0).seats.at(0).person);
        QCOMPARE(games.at(0).seats.at(1).level, QStringLiteral("hard"));
        QCOMPARE(games.at(1).result, CareerResult::Abandoned);
        QCOMPARE(games.at(1).deal, quint64(6));
        QVERIFY(db.count(QStringLiteral("slaps")) > 0);
        // Game ▸ Statistics… shows them.
        w.showStatistics();
        QVERIFY(w.statisticsDialog());
        QTRY_VERIFY(!w.statisticsDialog()->isReading()); // read off the GUI thread
        QCOMPARE(w.statisticsDialog()->stats().finished(), 1);
        QCOMPARE(w.statisticsDialog()->stats().abandoned(), 1);
        QCOMPARE(w.statisticsDialog()->stats().won(), winner == 0 ? 1 : 0);
    }
}

void TestCareer::killedAppLeavesASoundFile()
{
    // The real app, killed with SIGKILL in the middle of a game.
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcess app;
    app.setProcessEnvironment(realAppEnvironment(home));
    app.start(QStringLiteral(RATSCREW_APP),
              {QStringLiteral("--no-sound"), QStringLiteral("--seed"), QStringLiteral("3")});
    QVERIFY(app.waitForStarted(30000));
    const QString file = home.filePath(QStringLiteral("data/Ratscrew/ratscrew/") + CareerDatabase::kFileName);
    auto gamesIn = [&file] {
        CareerDatabase db;
        return db.openForReading(file) ? db.count(QStringLiteral("games")) : qint64(0);
    };
    QTRY_VERIFY_WITH_TIMEOUT(gamesIn() == 1, 60000);
    QCOMPARE(app.state(), QProcess::Running);
    app.kill(); // SIGKILL: no close, no flush
    QVERIFY(app.waitForFinished(30000));
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);
    {
        CareerDatabase db;
        QVERIFY(db.openForReading(file));
        QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
        QCOMPARE(db.games().constFirst().result, CareerResult::Playing);
        QCOMPARE(db.games().constFirst().deal, quint64(3));
    }
    // The next start sees that nobody plays it any more.
    CareerStore next(file);
    next.flush();
    QVERIFY2(next.isWritable(), qPrintable(next.problem()));
    CareerDatabase db;
    QVERIFY(db.openForReading(file));
    QCOMPARE(db.integrityCheck(), QStringLiteral("ok"));
    QCOMPARE(db.games().constFirst().result, CareerResult::Abandoned);
}

void TestCareer::dealNumbersAndTheDailyDeal()
{
    const QString file = path(QStringLiteral("deals.sqlite"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    GameSetup setup; // the saved settings' rules and players, a random deal
    setup.botLevels = QStringList{QStringLiteral("easy")};
    CareerStore store(file);
    MainWindow w(setup, &sound, nullptr, &clock);
    QVERIFY(showForPlay(w, &store));
    // The log's line at each game's start: which deal it is, when one was chosen.
    auto separator = [&w] {
        const QStringList lines = w.gameLog()->lines();
        for (qsizetype i = lines.size() - 1; i >= 0; --i) {
            if (lines.at(i).contains(QStringLiteral("—")) && lines.at(i).endsWith(QStringLiteral(" —")))
                return lines.at(i).section(QLatin1Char(' '), 1);
        }
        return QString();
    };
    for (int i = 0; i < 20; ++i) { // random deals are short numbers
        w.newGame();
        QVERIFY(w.match()->deal() >= 1 && w.match()->deal() <= MatchController::kMaxRandomDeal);
        QVERIFY(w.match()->dailyDate().isEmpty());
    }
    QCOMPARE(separator(), QStringLiteral("— New game —"));
    // A deal number deals the same cards again.
    w.playDeal(18446744073709551615ull);
    QCOMPARE(w.match()->deal(), 18446744073709551615ull);
    QCOMPARE(separator(), QStringLiteral("— Deal 18446744073709551615 —"));
    auto hand = [&w] {
        QList<Card> cards;
        const CardStack &h = w.session()->game().hand(0);
        for (int i = 0; i < h.size(); ++i)
            cards << h[i];
        return cards;
    };
    const QList<Card> firstHand = hand();
    w.playDeal(18446744073709551615ull);
    QCOMPARE(hand(), firstHand);
    QCOMPARE(w.session()->players(), 2);

    // The daily deal: the date's number, house rules, three normal bots.
    w.playDailyDeal();
    const QDate today = QDate::currentDate();
    QCOMPARE(w.match()->deal(), quint64(today.year() * 10000 + today.month() * 100 + today.day()));
    QCOMPARE(MatchController::dailyDeal(QDate(2026, 11, 27)), quint64(20261127));
    QCOMPARE(w.match()->dailyDate(), today.toString(Qt::ISODate));
    QCOMPARE(separator(), QStringLiteral("— Daily deal, %1 (deal %2) —")
                              .arg(QLocale().toString(today, QLocale::LongFormat))
                              .arg(w.match()->deal()));
    QCOMPARE(w.session()->players(), 4);
    QVERIFY(w.session()->rules() == *RuleSet::preset("house"));
    for (int step = 0; step < 400000 && !w.session()->isOver(); ++step)
        test::keyboardStep(w, clock, step);
    QVERIFY(w.session()->isOver());
    QTRY_VERIFY(w.gameOverDialog());
    auto *summary = qobject_cast<SummaryDialog *>(w.gameOverDialog());
    QVERIFY(summary);
    QCOMPARE(summary->deal(), w.match()->deal());
    QVERIFY2(summary->dealNote().contains(QLatin1String("The daily deal of")),
             qPrintable(summary->dealNote()));
    // The best result is read off the GUI thread: it joins the note a moment later.
    QTRY_VERIFY2(summary->dealNote().contains(QLatin1String("Your best on it: place ")),
                 qPrintable(summary->dealNote()));
    QVERIFY2(summary->dealNote().startsWith(QLatin1String("The daily deal of")),
             qPrintable(summary->dealNote()));
    summary->copyDealButton()->click();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString::number(w.match()->deal()));
    // Copy says it did, on the button (the status line is behind the dialog), for a moment.
    QCOMPARE(summary->copyDealButton()->text(), QStringLiteral("Copied ✓"));
    QCOMPARE(summary->copyDealButton()->accessibleDescription(),
             QStringLiteral("Deal number %1 copied.").arg(w.match()->deal()));
    QVERIFY(!w.statusLines()->status().contains(QLatin1String("copied")));
    QTRY_COMPARE_WITH_TIMEOUT(summary->copyDealButton()->text(), QStringLiteral("&Copy"),
                              SummaryDialog::kCopiedMs + 2000);
    // Play Again is an ordinary game again.
    summary->playAgainButton()->click();
    QVERIFY(w.match()->dailyDate().isEmpty());
    QCOMPARE(separator(), QStringLiteral("— New game —"));
    QCOMPARE(w.session()->players(), 2);
    store.flush();
    CareerDatabase db;
    QVERIFY(db.openForReading(file));
    const std::optional<CareerGame> best = db.bestOfDay(today.toString(Qt::ISODate));
    QVERIFY(best);
    QCOMPARE(best->deal, MatchController::dailyDeal(today));
    QCOMPARE(best->preset, QStringLiteral("house"));
    QCOMPARE(best->seats.size(), 4);
}

void TestCareer::coachTexts()
{
    auto cards = [](std::initializer_list<const char *> names) {
        QList<Card> list;
        for (const char *name : names)
            list << *Card::parse(name);
        return list;
    };
    const RuleSet house = *RuleSet::preset("house");
    const RuleSet advanced = *RuleSet::preset("slaps_advanced");
    const RuleSet slaps = *RuleSet::preset("slaps");
    // A misslap: the nearest pattern and why it is not one, for each pattern nearestPattern() names.
    QCOMPARE(Coach::falseSlapText(house, cards({"TC", "9D"})),
             QStringLiteral("Not a slap: 9♦ on 10♣: Four in a row needs four cards in a row."));
    QCOMPARE(Coach::falseSlapText(advanced, cards({"TC", "9D"})),
             QStringLiteral("Not a slap: 9♦ on 10♣: Run of three needs three cards in a row."));
    QCOMPARE(Coach::falseSlapText(slaps, cards({"TC", "9D"})),
             QStringLiteral("Not a slap: 9♦ on 10♣: Double needs two cards of the same rank."));
    QCOMPARE(Coach::falseSlapText(house, cards({"QC", "JD"})),
             QStringLiteral("Not a slap: J♦ on Q♣: Marriage needs a queen and a king."));
    QCOMPARE(Coach::falseSlapText(house, cards({"6C", "3D"})),
             QStringLiteral("Not a slap: 3♦ and 6♣ make 9: Tens needs two cards that add up to 10."));
    QCOMPARE(
        Coach::falseSlapText(house, cards({"7C", "2D", "8H"})),
        QStringLiteral("Not a slap: 8♥ on top and 7♣ two cards down are not the same rank: Sandwich is two "
                       "cards of the same rank with one card between them."));
    QCOMPARE(Coach::falseSlapText(house, cards({"5C", "2D", "KH", "6S"})),
             QStringLiteral("Not a slap: 6♠ on top, 5♣ at the bottom: Top and bottom needs the same rank."));
    QCOMPARE(Coach::falseSlapText(advanced, cards({"3C", "KD", "8H"})),
             QStringLiteral(
                 "Not a slap: 8♥ and 3♣ make 11: Tens sandwich needs them to add up to 10 across a card."));
    QCOMPARE(Coach::falseSlapText(advanced, cards({"2C", "5C"})),
             QStringLiteral("Not a slap: 5♣ on 2♣: Three of a suit needs three cards of one suit."));
    QCOMPARE(Coach::falseSlapText(house, cards({"2C", "6D"})),
             QStringLiteral("Not a slap: 2♣ 6♦ matches no pattern."));
    // The third edition's patterns (docs/RULES.md §11.1).
    RuleSet third = house;
    third.slaps = {SlapPattern::Divorce, SlapPattern::FourOfASuit, SlapPattern::BigMac};
    QCOMPARE(
        Coach::falseSlapText(third, cards({"KC", "4D", "JH"})),
        QStringLiteral("Not a slap: J♥ on top and K♣ two cards down: Divorce is a queen and a king with one "
                       "card between them."));
    QCOMPARE(Coach::falseSlapText(third, cards({"2D", "9C", "4C", "KC"})),
             QStringLiteral("Not a slap: K♣ on 4♣: Four of a suit needs four cards of one suit."));
    QCOMPARE(
        Coach::falseSlapText(third, cards({"7C", "2D", "9S", "4C", "7H"})),
        QStringLiteral("Not a slap: 7♥ on top and 2♦ three cards down are not the same rank: Big mac is two "
                       "cards of the same rank with two cards between them."));
    QCOMPARE(Coach::falseSlapText(house, {}), QStringLiteral("Not a slap: the pile is empty."));
    // Every pattern has its own reason, naming the cards.
    QSet<QString> reasons;
    for (int p = 0; p < kSlapPatternCount; ++p) {
        const QString why = Coach::whyNot(SlapPattern(p), cards({"2C", "7D", "4H"}));
        QVERIFY2(!why.isEmpty() && why.contains(QStringLiteral("4♥")), qPrintable(why));
        reasons.insert(why);
    }
    QCOMPARE(reasons.size(), kSlapPatternCount);

    // A closed window: who slapped how fast, fastest first, and what the person did.
    const QStringList names{QStringLiteral("You"), QStringLiteral("Ann"), QStringLiteral("Bea")};
    const auto slapBy = [&](int player, int ms, bool valid = true,
                            RejectReason refusal = RejectReason::Late) {
        SlapRace::Slap s;
        s.player = player;
        s.ms = ms;
        s.atMs = 10'000 + ms;
        s.verdict = valid ? SlapRace::Slap::Verdict::Valid : SlapRace::Slap::Verdict::Refused;
        s.refusal = refusal;
        s.played = cards({"3C", "9C", "9D"});
        s.patterns = valid ? PatternSet{SlapPattern::Double} : PatternSet{};
        return s;
    };
    SlapWindow w;
    w.person = 0;
    w.patterns = {SlapPattern::Double};
    w.race.patterns[0] = w.patterns;
    w.race.cards[0] = cards({"3C", "9C", "9D"});
    w.outcome = SlapWindow::Outcome::Took;
    w.race.slaps = {slapBy(0, 412), slapBy(2, 380, false)};
    QCOMPARE(w.takenBy(), 0);
    QCOMPARE(w.personMs(), 412);
    QCOMPARE(Coach::windowText(w, names), QStringLiteral("Double — Bea 380 ms, you 412 ms"));
    w.outcome = SlapWindow::Outcome::Late;
    w.race.slaps = {slapBy(1, 380), slapBy(0, 412, false)};
    QCOMPARE(w.lateMs(), 32);
    QCOMPARE(Coach::windowText(w, names), QStringLiteral("Double — Ann 380 ms, you 412 ms: 32 ms too late."));
    // A slap refused because its player was out raced nobody: not listed.
    w.race.slaps.insert(1, slapBy(2, 395, false, RejectReason::Out));
    QCOMPARE(Coach::windowText(w, names), QStringLiteral("Double — Ann 380 ms, you 412 ms: 32 ms too late."));
    // A player's second slap at the same card is no second contender: each is listed once, at their first.
    w.race.slaps = {slapBy(1, 380), slapBy(0, 412, false), slapBy(1, 520, false), slapBy(0, 600, false)};
    QCOMPARE(Coach::windowText(w, names), QStringLiteral("Double — Ann 380 ms, you 412 ms: 32 ms too late."));
    w.outcome = SlapWindow::Outcome::Missed;
    w.race.slaps = {slapBy(1, 380)};
    QCOMPARE(w.personMs(), kNoReactionMs);
    QCOMPARE(w.lateMs(), -1);
    QCOMPARE(Coach::windowText(w, names), QStringLiteral("Double — Ann 380 ms; you did not slap."));
    QCOMPARE(Coach::patternCards(w), cards({"9C", "9D"}));
    // Several people at one keyboard: nobody is "you", the followed person is named.
    PointOfView hotSeat;
    hotSeat.people = {0, 2};
    QCOMPARE(
        Coach::windowText(w, {QStringLiteral("Ada"), QStringLiteral("Ann"), QStringLiteral("Bo")}, hotSeat),
        QStringLiteral("Double — Ann 380 ms; Ada did not slap."));
    w.outcome = SlapWindow::Outcome::Unslapped;
    w.race.slaps.clear();
    QCOMPARE(Coach::windowText(w, names), QStringLiteral("Missed: Double (9♣ 9♦) — nobody slapped."));
    // Top and bottom shows the two ends; a call its card.
    w.patterns = {SlapPattern::TopBottom};
    w.race.patterns[0] = w.patterns;
    w.race.cards[0] = cards({"9C", "3C", "5D", "9D"});
    QCOMPARE(Coach::patternCards(w), cards({"9C", "9D"}));
    w.patterns = {};
    w.race.patterns[0] = {};
    w.call = Call::Split;
    w.race.cards[0] = cards({"4C", "8D"});
    QCOMPARE(Coach::patternCards(w), cards({"8D"}));
    QCOMPARE(Coach::windowText(w, names), QStringLiteral("Missed: A split (8♦) — nobody slapped."));
}

// A slap before the card was visible is said so, the one way every view
// says it, and never as 0 ms.
void TestCareer::coachTellsAnEarlySlap()
{
    auto cards = [](std::initializer_list<const char *> names) {
        QList<Card> list;
        for (const char *name : names)
            list << *Card::parse(name);
        return list;
    };
    const QStringList names{QStringLiteral("You"), QStringLiteral("Ann")};
    SlapWindow w;
    w.person = 0;
    w.patterns = {SlapPattern::Double};
    w.race.patterns[0] = w.patterns;
    w.race.cards[0] = cards({"9C", "9D"});
    SlapRace::Slap mine;
    mine.player = 0;
    mine.ms = -85;
    mine.verdict = SlapRace::Slap::Verdict::Valid;
    mine.patterns = w.patterns;
    mine.played = w.race.cards[0];
    w.race.slaps = {mine};
    w.outcome = SlapWindow::Outcome::Took;
    const QString text = Coach::windowText(w, names);
    QCOMPARE(text, QStringLiteral("Double — you %1").arg(GameText::slapTime(-85)));
    QCOMPARE(GameText::slapTime(-85), QStringLiteral("85 ms before the card was visible"));
    QCOMPARE(GameText::slapTime(0), QStringLiteral("0 ms"));
    QCOMPARE(GameText::slapTime(412), QStringLiteral("412 ms"));
    QVERIFY(!text.contains(QLatin1String(" 0 ms")));
}

// docs/RULES.md §9.2: a pattern on the split pile is shown with the split
// pile's cards, not the slap pile's top card ("Missed: Ten (J♥)" for a 10♥
// on the split pile was the bug).
void TestCareer::coachShowsTheSplitPilesCards()
{
    auto cards = [](std::initializer_list<const char *> names) {
        QList<Card> list;
        for (const char *name : names)
            list << *Card::parse(name);
        return list;
    };
    const QStringList names{QStringLiteral("You"), QStringLiteral("Ann")};
    SlapWindow w;
    w.person = 0;
    w.patterns = {SlapPattern::Ten};
    w.race.pile = PileId::Slap; // the newest card, J♥, went onto the slap pile
    w.race.card = *Card::parse("JH");
    w.race.cards[0] = cards({"8C", "4D", "JH"});
    w.race.cards[1] = cards({"3S", "TH"});
    w.race.patterns[1] = {SlapPattern::Ten};
    w.outcome = SlapWindow::Outcome::Unslapped;
    QCOMPARE(Coach::patternCards(w), cards({"TH"}));
    QCOMPARE(Coach::windowText(w, names),
             QStringLiteral("Missed: Ten (%1) — nobody slapped.").arg(GameText::card(*Card::parse("TH"))));
    // Taken by someone else: the pile their slap was judged on.
    SlapRace::Slap ann;
    ann.player = 1;
    ann.ms = 300;
    ann.verdict = SlapRace::Slap::Verdict::Valid;
    ann.pile = PileId::Split;
    ann.played = w.race.cards[1];
    ann.patterns = {SlapPattern::Ten};
    w.race.slaps = {ann};
    w.outcome = SlapWindow::Outcome::Missed;
    QCOMPARE(Coach::patternCards(w), cards({"TH"}));
}

// The same at a table: a 10♥ on the split pile, then a J♥ on the slap pile
// while the 10♥ still shows; nobody slaps either. Both misses show the 10♥.
void TestCareer::coachAtASplitPileGame()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(100);
    s.setPlaysLandAtOnce(true); // the earlier clock (a record of version 1): its times, early slaps too
    SlapWindowTracker tracker(&s);
    Coach coach(&s, &tracker);
    coach.setNames({QStringLiteral("You"), QStringLiteral("Ann")});
    coach.setEnabled(true);
    QStringList lines;
    QList<QList<Card>> marks;
    connect(&coach, &Coach::noted, this, [&](const QString &text, const QList<Card> &mark, const QString &) {
        lines << text;
        marks << mark;
    });
    const RuleSet rules = *RuleSet::preset("slaps_full"); // split eights, the ten
    // Player 0 gets 3C 2S JH, player 1 8D 5H TH 9C.
    QVERIFY(
        s.newGame(rules, 2, deckStartingWith(rules, {"3C", "8D", "2S", "5H", "JH", "TH", "4C", "9C"}), 0));
    const auto play = [&] {
        clock.advance(300);
        return s.playCard(s.turnPlayer());
    };
    QVERIFY(play()); // 3C
    QVERIFY(play()); // 8D
    clock.advance(300);
    s.slap(0); // a split: 2S starts the split pile
    QCOMPARE(s.table().played(PileId::Split).size(), std::size_t(1));
    QVERIFY(play()); // 5H onto the slap pile
    QVERIFY(play()); // TH onto the split pile: a ten there
    QVERIFY(s.table().patterns(PileId::Split).contains(SlapPattern::Ten));
    QVERIFY(play()); // JH onto the slap pile: the 10♥ still shows
    QCOMPARE(tracker.current().race.pile, PileId::Slap);
    QVERIFY(tracker.current().patterns.contains(SlapPattern::Ten));
    QVERIFY(play()); // 9C: buries the J♥'s window
    const QString ten = GameText::card(*Card::parse("TH"));
    QVERIFY(lines.size() >= 3);
    for (qsizetype i = lines.size() - 2; i < lines.size(); ++i) {
        QCOMPARE(lines.at(i), QStringLiteral("Missed: Ten (%1) — nobody slapped.").arg(ten));
        QCOMPARE(marks.at(i), QList<Card>{*Card::parse("TH")});
    }
}

void TestCareer::coachAtTheTable()
{
    ManualScheduler clock;
    SilentSoundPlayer sound;
    MainWindow w(oneBot("house", QStringLiteral("expert"), 21), &sound, nullptr, &clock);
    QVERIFY(showForPlay(w, nullptr));
    // Automatic: the first games are coached.
    QCOMPARE(w.settings().coach, AppSettings::CoachMode::Automatic);
    QVERIFY(w.isCoaching());
    QStringList lines;
    int marks = 0;
    QList<Card> lastMark;
    // Games until the coach has said enough (the expert takes many piles first).
    for (int game = 0; game < 8 && lines.size() < 40; ++game) {
        if (game > 0)
            w.newGame();
        QVERIFY(w.isCoaching());
        for (int step = 0; step < 400000 && !w.session()->isOver(); ++step) {
            const QString before = w.statusLines()->coachText();
            test::keyboardStep(w, clock, step);
            if (w.statusLines()->coachText() != before)
                lines << w.statusLines()->coachText();
            if (w.table()->coachMarkCards() != lastMark) {
                lastMark = w.table()->coachMarkCards();
                if (!lastMark.isEmpty()) {
                    ++marks;
                    QVERIFY(!w.table()->coachMarkRect().isEmpty());
                    QVERIFY(w.table()->rect().contains(w.table()->coachMarkRect().toAlignedRect()));
                }
            }
        }
    }
    QVERIFY(w.session()->isOver());
    qInfo("%lld coach lines, %d marks; e.g. '%s'", qsizetype(lines.size()), marks,
          qPrintable(lines.value(lines.size() / 2)));
    QVERIFY(lines.filter(QStringLiteral(" ms")).size() > 5);
    QVERIFY(!lines.filter(QStringLiteral("you ")).isEmpty());
    QVERIFY(marks > 0);
    // Off: no line, no mark.
    AppSettings off = w.settings();
    off.coach = AppSettings::CoachMode::Off;
    w.applyNewSettings(off);
    w.newGame();
    QVERIFY(!w.isCoaching());
    QVERIFY(w.statusLines()->coachText().isEmpty());
    for (int step = 0; step < 3000 && !w.session()->isOver(); ++step)
        test::keyboardStep(w, clock, step);
    QVERIFY(w.statusLines()->coachText().isEmpty());
    QVERIFY(w.table()->coachMarkCards().isEmpty());
}

void TestCareer::practiceDrill()
{
    const RuleSet rules = *RuleSet::preset("house");
    PracticeDrill drill(rules, 7, PracticeDrill::Kind::Pace);
    QVERIFY(!drill.slap(0)); // nothing to slap yet
    int hits = 0, falses = 0, missed = 0, flips = 0;
    qint64 now = 0;
    // A careful person: slaps 300 ms after a pattern shows, on every other
    // one; and slaps a plain pile now and then.
    for (int i = 0; i < 2000; ++i) {
        now += 1000;
        if (const auto r = drill.flip(now)) {
            QCOMPARE(r->outcome, PracticeDrill::Outcome::Missed);
            QVERIFY(!r->patterns.empty());
            QCOMPARE(r->reactionMs, -1);
            ++missed;
        }
        ++flips;
        QVERIFY(drill.pile().size() <= PracticeDrill::kMaxPile);
        QCOMPARE(drill.patterns(),
                 matchSlapPatterns(rules, std::span<const Card>(drill.pile().constData(),
                                                                std::size_t(drill.pile().size()))));
        if (!drill.patterns().empty() && i % 2 == 0) {
            const auto r = drill.slap(now + 300);
            QVERIFY(r);
            QCOMPARE(r->outcome, PracticeDrill::Outcome::Hit);
            QCOMPARE(r->reactionMs, 300);
            QVERIFY(drill.pile().isEmpty());
            ++hits;
        } else if (drill.patterns().empty() && i % 17 == 0) {
            const auto r = drill.slap(now + 450);
            QVERIFY(r);
            QCOMPARE(r->outcome, PracticeDrill::Outcome::False);
            QCOMPARE(r->reactionMs, 450);
            QCOMPARE(r->near, nearestPattern(rules, std::span<const Card>(r->cards.constData(),
                                                                          std::size_t(r->cards.size()))));
            QVERIFY(!drill.pile().isEmpty()); // a misslap leaves the pile
            ++falses;
        }
    }
    QCOMPARE(drill.flips(), flips);
    qInfo("2000 cards: %d hits, %d misslaps, %d missed", hits, falses, missed);
    QVERIFY(hits > 100 && missed > 100 && falses > 20);
    // The same seed deals the same cards.
    PracticeDrill a(rules, 99, PracticeDrill::Kind::Pace), b(rules, 99, PracticeDrill::Kind::Pace);
    for (int i = 0; i < 100; ++i) {
        a.flip(i);
        b.flip(i);
        QCOMPARE(a.pile(), b.pile());
    }
    // finish(): a pile left slappable is a miss.
    PracticeDrill c(rules, 3, PracticeDrill::Kind::Pace);
    while (c.patterns().empty())
        c.flip(c.flips() * 1000);
    const auto last = c.finish();
    QVERIFY(last);
    QCOMPARE(last->outcome, PracticeDrill::Outcome::Missed);
    QVERIFY(!c.finish());
}

void TestCareer::practiceWeakSpots()
{
    const RuleSet rules = *RuleSet::preset("house");
    // No data: the first patterns of the rules, all unknown.
    QCOMPARE(PracticeDrill::weakSpots(CareerStats(), rules, 3),
             (PatternSet{SlapPattern::Double, SlapPattern::Sandwich, SlapPattern::TopBottom}));
    // Practice results: every pattern but marriage and tens taken well.
    QList<CareerPracticeSlap> rows;
    for (SlapPattern p : rules.slaps.toList()) {
        for (int i = 0; i < 10; ++i)
            rows << CareerPracticeSlap{0, CareerPracticeSlap::Outcome::Hit, {p}, 300 + i, std::nullopt};
    }
    for (int i = 0; i < 8; ++i)
        rows << CareerPracticeSlap{
            0, CareerPracticeSlap::Outcome::Missed, {SlapPattern::Marriage}, -1, std::nullopt};
    for (int i = 0; i < 3; ++i)
        rows << CareerPracticeSlap{0, CareerPracticeSlap::Outcome::False, {}, 200, SlapPattern::Tens};
    CareerStats stats;
    stats.addPractice(rows);
    QCOMPARE(stats.kind(int(SlapPattern::Marriage)).missed, 8);
    QCOMPARE(stats.kind(int(SlapPattern::Tens)).falseSlaps, 3);
    QCOMPARE(stats.kind(int(SlapPattern::Double)).you.count, 10);
    QCOMPARE(PracticeDrill::weakSpots(stats, rules, 2),
             (PatternSet{SlapPattern::Marriage, SlapPattern::Tens}));
    // The weak-spots drill deals them far more often than the plain one.
    const PatternSet weak{SlapPattern::Marriage};
    auto share = [&](PracticeDrill::Kind kind) {
        PracticeDrill drill(rules, 5, kind, weak);
        int shown = 0;
        for (int i = 0; i < 3000; ++i) {
            drill.flip(i * 1000);
            if (drill.patterns().contains(SlapPattern::Marriage)) {
                ++shown;
                drill.slap(i * 1000 + 300);
            }
        }
        return shown;
    };
    const int plain = share(PracticeDrill::Kind::Pace);
    const int weakDrill = share(PracticeDrill::Kind::WeakSpots);
    qInfo("marriages in 3000 cards: %d plain, %d in the weak-spots drill", plain, weakDrill);
    QVERIFY(weakDrill > 3 * plain);
}

void TestCareer::practiceWindow()
{
    const QString file = path(QStringLiteral("practice.sqlite"));
    ManualScheduler clock;
    CareerStore store(file);
    PracticeDialog dialog(*RuleSet::preset("house"), &store, &clock);
    dialog.setSeed(kPracticeSeed); // a drill with patterns both slapped and left
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.isRunning());
    dialog.start(PracticeDrill::Kind::Pace, 800);
    QVERIFY(dialog.isRunning());
    QCOMPARE(dialog.drill()->flips(), 1);
    int slapped = 0;
    for (int i = 0; i < PracticeDialog::kDrillCards + 2; ++i) {
        if (!dialog.drill()->patterns().empty() && i % 2 == 0) {
            clock.advance(350);
            QTest::keyClick(&dialog, Qt::Key_S);
            ++slapped;
            QVERIFY2(dialog.feedback().endsWith(QStringLiteral(" — 350 ms")), qPrintable(dialog.feedback()));
            clock.advance(450);
        } else {
            clock.advance(800);
        }
    }
    QVERIFY(!dialog.isRunning()); // 60 cards, then it stops
    QCOMPARE(dialog.drill()->flips(), PracticeDialog::kDrillCards);
    QCOMPARE(dialog.hits(), slapped);
    QVERIFY(dialog.missed() > 0);
    QVERIFY(dialog.feedback().startsWith(QLatin1String("Drill over: ")));
    // A row per pattern, one for misslaps near none, and the total.
    QCOMPARE(dialog.resultsTable()->rowCount(), int(RuleSet::preset("house")->slaps.toList().size()) + 2);
    // A misslap, explained, then Esc stops the drill.
    dialog.start(PracticeDrill::Kind::WeakSpots, 800);
    while (!dialog.drill()->patterns().empty())
        clock.advance(800);
    QTest::keyClick(&dialog, Qt::Key_Space);
    QCOMPARE(dialog.falseSlaps(), 1);
    QVERIFY2(dialog.feedback().startsWith(QLatin1String("Not a slap: ")), qPrintable(dialog.feedback()));
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.isVisible());
    store.flush();
    CareerDatabase db;
    QVERIFY(db.openForReading(file));
    QCOMPARE(db.count(QStringLiteral("practice")), 2);
    QCOMPARE(db.count(QStringLiteral("games")), 0); // practice is not a game
    const QList<CareerPracticeSlap> rows = db.practiceSlaps();
    QCOMPARE(int(std::count_if(
                 rows.cbegin(), rows.cend(),
                 [](const CareerPracticeSlap &r) { return r.outcome == CareerPracticeSlap::Outcome::Hit; })),
             slapped);
    QCOMPARE(int(std::count_if(rows.cbegin(), rows.cend(),
                               [](const CareerPracticeSlap &r) {
                                   return r.outcome == CareerPracticeSlap::Outcome::False;
                               })),
             1);
}

void TestCareer::matchMySpeed()
{
    const QString file = path(QStringLiteral("match.sqlite"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    const GameSetup setup = oneBot("house", QStringLiteral("match"), 31);
    CareerStore store(file);
    int learnt = 0;
    {
        MainWindow w(setup, &sound, nullptr, &clock);
        QVERIFY(showForPlay(w, &store));
        QCOMPARE(w.match()->personSpeed().samples(), 0);
        QVERIFY2(w.table()->seatTooltip(1).contains(QLatin1String("Too few times of yours yet")),
                 qPrintable(w.table()->seatTooltip(1)));
        QVERIFY(w.table()->seatTooltip(0).isEmpty());
        QCOMPARE(w.rig()->bots().constFirst()->profile().level, std::string("match"));
        for (int step = 0; step < 400000 && !w.session()->isOver(); ++step)
            test::keyboardStep(w, clock, step);
        QVERIFY(w.session()->isOver());
        learnt = w.match()->personSpeed().samples();
        QVERIFY(learnt > 0);
        // The next game's bot plays at what it learnt.
        w.newGame();
        const BotProfile bot = w.rig()->bots().constFirst()->profile();
        QCOMPARE(bot, w.match()->personSpeed().profile());
        QVERIFY(bot.medianReactionMs >= MatchSpeed::fastestMedianMs());
        QVERIFY(bot.medianReactionMs <= MatchSpeed::slowestMedianMs());
        QVERIFY2(
            w.table()->seatTooltip(1).contains(QStringLiteral("Learnt from your last %1 slap").arg(learnt)),
            qPrintable(w.table()->seatTooltip(1)));
        w.close();
    }
    // The next start learns the same times back from the file.
    MainWindow again(setup, &sound, nullptr, &clock);
    again.setCareerStore(&store);
    // They are read off the GUI thread and arrive a moment later.
    QTRY_COMPARE(again.match()->personSpeed().samples(), learnt);
    // Its first game was dealt before the file was read: the bot learns at once.
    QCOMPARE(again.rig()->bots().constFirst()->profile(), again.match()->personSpeed().profile());
    QVERIFY(again.table()->seatTooltip(1).contains(QLatin1String("Learnt from your last")));
}

void TestCareer::gameRecordsAreKept()
{
    const QString dir = path(QStringLiteral("records"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    MainWindow w(oneBot("house", QStringLiteral("normal"), 41), &sound, nullptr, &clock);
    QVERIFY(showForPlay(w, nullptr));
    w.match()->records()->setDirectory(dir);
    // A finished game.
    for (int step = 0; step < 400000 && !w.session()->isOver(); ++step)
        test::keyboardStep(w, clock, step);
    QVERIFY(w.session()->isOver());
    w.match()->records()->waitForWrites();
    // The records (resume.json, the game saved for a resume, aside).
    const auto recordsIn = [&dir] {
        QStringList files = QDir(dir).entryList(QDir::Files, QDir::Name);
        files.removeAll(QStringLiteral("resume.json"));
        return files;
    };
    QStringList files = recordsIn();
    QCOMPARE(files.size(), 1);
    QVERIFY(RecordKeeper::isRecordName(files.constFirst()));
    QVERIFY(files.constFirst().endsWith(QLatin1String("-41.json")));
    QString error;
    std::optional<GameRecord> record = GameRecord::read(QDir(dir).filePath(files.constFirst()), &error);
    QVERIFY2(record, qPrintable(error));
    QVERIFY(record->over);
    QCOMPARE(record->winner, w.session()->winner());
    QCOMPARE(record->players.size(), 2);
    QVERIFY(record->players.at(0).person);
    QCOMPARE(record->players.at(1).level, QStringLiteral("normal"));
    QCOMPARE(record->preset, QStringLiteral("house"));
    QVERIFY2(replay(*record).mismatch.isEmpty(), qPrintable(replay(*record).mismatch));
    // A game left after a few cards is kept too, as it stood.
    w.newGame();
    for (int step = 0; step < 60; ++step)
        test::keyboardStep(w, clock, step);
    w.newGame();
    w.match()->records()->waitForWrites();
    files = recordsIn();
    QCOMPARE(files.size(), 2);
    record = GameRecord::read(QDir(dir).filePath(files.constLast()), &error);
    QVERIFY2(record, qPrintable(error));
    QVERIFY(!record->over);
    QVERIFY(replay(*record).mismatch.isEmpty());
    // Only the last `keep` are kept, and nothing else in the folder is touched.
    {
        QFile mine(QDir(dir).filePath(QStringLiteral("my notes.json")));
        QVERIFY(mine.open(QIODevice::WriteOnly));
    }
    AppSettings fewer = w.settings();
    fewer.keepRecords = 1;
    w.applyNewSettings(fewer);
    for (int step = 0; step < 60; ++step)
        test::keyboardStep(w, clock, step);
    w.close();
    files = recordsIn();
    QCOMPARE(files.size(), 2);
    QVERIFY(files.contains(QStringLiteral("my notes.json")));
}

namespace {

// Every hand, the pile and whose turn it is: what a resumed game must show.
QString tableState(const GameSession &s)
{
    QStringList parts;
    for (int p = 0; p < s.players(); ++p) {
        QStringList cards;
        const CardStack &h = s.game().hand(p);
        for (int i = 0; i < h.size(); ++i)
            cards << QString::fromStdString(h[i].name());
        parts << cards.join(QLatin1Char(' '));
    }
    QStringList pile;
    for (Card c : s.pile())
        pile << QString::fromStdString(c.name());
    parts << pile.join(QLatin1Char(' ')) << QString::number(s.turnPlayer())
          << QString::number(s.pendingPlayer());
    return parts.join(QLatin1Char('|'));
}

} // namespace

void TestCareer::anUntouchedGameIsNotOffered()
{
    // A game closed before anyone acted leaves nothing to resume.
    const QString dir = path(QStringLiteral("untouched"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    MainWindow w(oneBot("house", QStringLiteral("normal"), 52), &sound, nullptr, &clock);
    QVERIFY(showForPlay(w, nullptr));
    w.match()->records()->setDirectory(dir);
    QVERIFY(w.session()->table().recordedActions().empty());
    w.close();
    QVERIFY(!QFileInfo::exists(w.match()->records()->resumePath()));
}

void TestCareer::aGameLeftIsResumed()
{
    const QString dir = path(QStringLiteral("resume"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    QString before;
    qint64 timeBefore = 0;
    {
        MainWindow w(oneBot("bicycle", QStringLiteral("normal"), 51), &sound, nullptr, &clock);
        QVERIFY(showForPlay(w, nullptr));
        w.match()->records()->setDirectory(dir);
        for (int step = 0; step < 300; ++step)
            test::keyboardStep(w, clock, step);
        QVERIFY(!w.session()->isOver());
        before = tableState(*w.session());
        timeBefore = w.session()->elapsedMs();
        w.close(); // saves the game for a resume
    }
    QString error;
    const std::optional<GameRecord> saved =
        GameRecord::read(QDir(dir).filePath(QStringLiteral("resume.json")), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->deal, quint64(51));
    QVERIFY(!saved->over);
    MainWindow v(GameSetup{}, &sound, nullptr, &clock);
    QVERIFY(showForPlay(v, nullptr));
    v.match()->records()->setDirectory(dir);
    QVERIFY(v.resumeGame(*saved));
    QCOMPARE(tableState(*v.session()), before);
    QVERIFY(v.session()->isPaused());
    QCOMPARE(v.session()->elapsedMs(), saved->actions.back().atMs);
    QVERIFY(v.session()->elapsedMs() <= timeBefore);
    QCOMPARE(v.match()->deal(), quint64(51));
    QVERIFY2(v.statusLines()->status().contains(QLatin1String("back where you left it")),
             qPrintable(v.statusLines()->status()));
    QCOMPARE(v.rig()->bots().size(), 1);
    QCOMPARE(v.rig()->bots().constFirst()->profile().level, std::string("normal"));
    // Played on to the end, after the countdown.
    v.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(!v.session()->isPaused(), 10000);
    for (int step = 0; step < 400000 && !v.session()->isOver(); ++step)
        test::keyboardStep(v, clock, step);
    QVERIFY(v.session()->isOver());
    v.match()->records()->waitForWrites();
    QVERIFY(!QFile::exists(QDir(dir).filePath(QStringLiteral("resume.json")))); // nothing left to resume
    // A record without a table cannot be resumed.
    QVERIFY(!v.resumeGame(GameRecord{}));
}

void TestCareer::aKilledGameCanBeResumed()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcess app;
    app.setProcessEnvironment(realAppEnvironment(home));
    app.start(QStringLiteral(RATSCREW_APP),
              {QStringLiteral("--no-sound"), QStringLiteral("--seed"), QStringLiteral("3"),
               QStringLiteral("--bots"), QStringLiteral("3")});
    QVERIFY(app.waitForStarted(30000));
    const QString resume = home.filePath(QStringLiteral("data/Ratscrew/ratscrew/records/resume.json"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(resume), 60000); // saved every few seconds while it runs
    app.kill();
    QVERIFY(app.waitForFinished(30000));
    QString error;
    const std::optional<GameRecord> saved = GameRecord::read(resume, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(!saved->over);
    QCOMPARE(saved->deal, quint64(3));
    QCOMPARE(saved->players.size(), 4);
    ManualScheduler clock;
    SilentSoundPlayer sound;
    MainWindow w(GameSetup{}, &sound, nullptr, &clock);
    QVERIFY(w.resumeGame(*saved));
    QCOMPARE(w.session()->players(), 4);
    QCOMPARE(qsizetype(w.session()->table().recordedActions().size()), qsizetype(saved->actions.size()));
}

RATSCREW_TEST_WIDGETS_MAIN(TestCareer)
#include "tst_career.moc"
