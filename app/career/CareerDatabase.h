// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "career/CareerData.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QVariantList>

#include <functional>
#include <optional>

namespace ratscrew {

/// The career statistics file, `ratscrew.sqlite` (SQLite through Qt SQL's
/// QSQLITE driver; docs/STATISTICS.md documents its tables). One object is
/// one connection, used only on the thread that opened it: CareerStore
/// writes on a thread of its own and reads there for the windows
/// (CareerStore::read()) with a second, read-only connection (the file is
/// in WAL mode, so a reader never waits for a writer).
///
/// A file that cannot be used never stops play: open() returns false (or
/// starts a new file) and problem() says in one translated sentence what
/// happened. What SQLite answers decides (its result code, not just that a
/// statement failed): only a file that is really damaged (SQLITE_CORRUPT,
/// SQLITE_NOTADB, or a quick_check that is not `ok`) is moved aside
/// (keptAsidePath()) and a new one started. A file another connection holds
/// locked past the busy timeout (SQLITE_BUSY, SQLITE_LOCKED), one that
/// cannot be opened, read or written (SQLITE_CANTOPEN, SQLITE_READONLY,
/// SQLITE_IOERR, SQLITE_PERM, SQLITE_AUTH: permissions, a read-only folder,
/// a -wal or -shm that cannot be opened), another program's SQLite file
/// (another application_id, or a schema without our tables), a file of a
/// newer schema (only read, never written), one whose version is below 0
/// (no Ratscrew writes one; nothing to migrate from), and a directory, FIFO or
/// device at the path are all left alone, byte for byte, and nothing is
/// kept this run.
class CareerDatabase
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::CareerDatabase)

public:
    /// The schema this code writes (`PRAGMA user_version`): 1 = games,
    /// slaps, missed; 2 = games.daily, slaps.near, practice, practice_slaps;
    /// 3 = games.time_up (a game ended by the clock, docs/RULES.md §11.4;
    /// 0 for every game of an older file).
    static constexpr int kSchemaVersion = 3;
    /// The file's name in QStandardPaths::AppDataLocation.
    static constexpr const char *kFileName = "ratscrew.sqlite";
    /// `PRAGMA application_id` of a file of ours: 'RtSc' in ASCII. Set on
    /// a new file and on a file of ours without one (an older Ratscrew's,
    /// known by its tables).
    static constexpr int kApplicationId = 0x52745363;

    CareerDatabase();
    ~CareerDatabase();
    CareerDatabase(const CareerDatabase &) = delete;
    CareerDatabase &operator=(const CareerDatabase &) = delete;

    /// The QSQLITE driver is there (Debian: libqt6sql6-sqlite).
    static bool isDriverAvailable();

    /// Opens `path`, creating it (and its folder) or migrating it to
    /// kSchemaVersion as needed. False when nothing can be stored this run.
    bool open(const QString &path);
    /// How long (ms) a statement waits for another connection's lock
    /// before it fails (SQLite's busy timeout; 3000 by default). Takes
    /// effect at the next open.
    void setBusyTimeout(int ms) { m_busyTimeoutMs = ms; }
    /// Opens `path` only to read (the statistics window); never creates,
    /// migrates or moves it. A file whose connection cannot be opened, or
    /// whose first read fails because its -wal or -shm cannot be opened or
    /// made (SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM, SQLITE_IOERR: a
    /// folder the user cannot write, as a player's may be), is read as it
    /// is, without them (SQLite's immutable mode); never one another
    /// connection holds locked. False for a file older than kSchemaVersion
    /// (or of a version below 0) or another program's.
    bool openForReading(const QString &path);
    void close();
    bool isOpen() const;
    /// Writes are allowed (open() succeeded on a file of at most kSchemaVersion).
    bool isWritable() const { return m_writable; }
    QString path() const { return m_path; }
    /// The schema version the file had when it was opened (0: new).
    int versionFound() const { return m_versionFound; }
    /// What went wrong last (translated, names the file), empty if nothing.
    QString problem() const { return m_problem; }
    void clearProblem() { m_problem.clear(); }
    /// Where a broken file was moved by open(), empty if it was not.
    QString keptAsidePath() const { return m_keptAside; }

    /// Caps the file at `pages` pages (`PRAGMA max_page_count`): past it,
    /// writes fail with "database or disk is full". For tests.
    void limitPages(int pages);
    /// Runs `PRAGMA integrity_check`: "ok" or SQLite's first complaint.
    QString integrityCheck() const;

    // Writing (a failed write sets problem() and returns false / -1).
    /// Transactions nest: an inner one joins the outer one, and a rollback
    /// inside makes the outer commit roll back (and return false).
    bool beginTransaction();
    bool commit();
    void rollback();
    /// Adds a game as it starts (result `playing` unless `game` says
    /// otherwise); `instance` names the running app that plays it.
    /// Returns the new row id, -1 on failure.
    qint64 addGame(const CareerGame &game, const QString &instance);
    /// A resumed game goes on: the latest row left `abandoned` of the game
    /// started at game.startedAt with game.deal (its earlier part, ended
    /// when the window closed or the app was killed) is `playing` again by
    /// `instance`, keeping its slaps and misses, so that the game counts
    /// once, as it ends. Without such a row, addGame(). Returns the row id,
    /// -1 on failure.
    qint64 continueGame(const CareerGame &game, const QString &instance);
    bool endGame(qint64 id, const CareerEnd &end);
    bool addSlaps(qint64 gameId, const QList<CareerSlap> &slaps);
    bool addMisses(qint64 gameId, const QList<CareerMiss> &misses);
    /// Adds a practice drill as it starts (`drill` is `pace` or `weak`);
    /// returns its row id, -1 on failure.
    qint64 addPractice(const QDateTime &startedAt, const QString &drill, int paceMs);
    bool addPracticeSlaps(qint64 practiceId, const QList<CareerPracticeSlap> &slaps);
    /// Marks every game still `playing` as `abandoned` (ended now) unless
    /// `running(instance)` says the app playing it is still running.
    /// Returns how many were marked, -1 on failure.
    int abandonGames(const std::function<bool(const QString &instance)> &running);
    /// Deletes every game with its slaps and misses, and every practice row
    /// (the file stays); a game still `playing` by `keepInstance` stays.
    bool reset(const QString &keepInstance = {});

    // Reading.
    /// Every game, oldest first.
    QList<CareerGame> games() const;
    struct SlapRow
    {
        qint64 gameId = -1;
        CareerSlap slap;
    };
    /// Every slap (the person's only, or everyone's), oldest first.
    QList<SlapRow> slaps(bool personOnly) const;
    struct MissRow
    {
        qint64 gameId = -1;
        CareerMiss miss;
    };
    QList<MissRow> misses() const;
    /// Every slap of the games `gameIds`, oldest first, one at a time:
    /// nothing but the row being read is held (the CSV export).
    void forEachSlap(const QList<qint64> &gameIds, const std::function<void(const SlapRow &)> &each) const;

    // Counting for the statistics window, on the reading thread: what these
    // return grows with the distinct values counted, never with the number
    // of slaps (each row is counted as SQLite hands it over, then dropped).
    /// How many slaps of the games `gameIds` have each distinct (person,
    /// valid, level, reaction_ms, patterns, call, near): `slap` has those
    /// fields (the others are 0), `count` how many slaps share them,
    /// `firstId` the oldest one's row id.
    struct SlapCount
    {
        CareerSlap slap;
        qint64 count = 0;
        qint64 firstId = 0;
    };
    QList<SlapCount> slapCounts(const QList<qint64> &gameIds) const;
    /// How many misses of the games `gameIds` have each (patterns, call,
    /// late): `miss.lateMs` is 0 for misses slapped late, -1 for the others.
    struct MissCount
    {
        CareerMiss miss;
        qint64 count = 0;
    };
    QList<MissCount> missCounts(const QList<qint64> &gameIds) const;
    /// How many misses each of the games `gameIds` has (games without any
    /// are not in it).
    QHash<qint64, qint64> missesPerGame(const QList<qint64> &gameIds) const;
    /// Each daily deal's game (by id) and which try on its date it was:
    /// 1 for the first game of that date that was started (the record),
    /// 2.. for the practice after it (docs/STATISTICS.md). Games of no
    /// daily, and games left before their first card, are not in it.
    QHash<qint64, int> dailyTries() const;
    /// The person's timed good slaps (reaction_ms 0 or more) of the games
    /// `gameIds`, game by game in id order: `each(gameId, times)` once per
    /// game that has any, with that game's times only in memory.
    void forEachGameTimes(const QList<qint64> &gameIds,
                          const std::function<void(qint64 gameId, const QList<int> &ms)> &each) const;
    /// Every practice result, oldest first.
    QList<CareerPracticeSlap> practiceSlaps() const;
    /// The person's best finished game of the daily deal of `date`
    /// (`yyyy-MM-dd`): the best place, then the shortest game. Nothing if
    /// none was finished.
    std::optional<CareerGame> bestOfDay(const QString &date) const;
    /// The person's last `limit` reaction times in games (good slaps and
    /// late ones), oldest first: what the `match` level learns from.
    QList<CareerTime> recentPersonTimes(int limit) const;
    /// Games won, lost or drawn (not abandoned or in play).
    qint64 finishedGames() const;
    /// SELECT count(*) of `table` (`games`, `slaps`, `missed`, …), -1 on error.
    qint64 count(const QString &table) const;

private:
    /// `uri`: `path` is an SQLite URI (`file:…?immutable=1`).
    bool openConnection(const QString &path, bool readOnly, bool uri = false);
    /// What check() found: Damaged is the only state moved aside.
    enum class FileState { Sound, Damaged, Foreign, InUse, Unusable };
    FileState check();
    /// The state a failed statement's SQLite result code tells, with
    /// problem() set for the states that leave the file alone.
    FileState failed(const QString &error, int code);
    bool migrate();
    bool exec(const QString &sql);
    /// The games of `SELECT … FROM games <clause>`, `values` bound in order.
    QList<CareerGame> gamesWhere(const QString &clause, const QVariantList &values) const;
    bool fail(const QString &what, const QString &error);
    bool keepAside();
    /// Our tables are in the file (user_version 1 or more).
    bool hasOurTables();

    QString m_connection;
    QString m_path;
    QString m_problem;
    QString m_keptAside;
    int m_versionFound = 0;
    int m_applicationIdFound = 0;
    int m_lastErrorCode = 0; // SQLite's primary code of exec()'s last failure
    QString m_lastErrorText; // and its text
    bool m_writable = false;
    int m_transactionDepth = 0;
    bool m_rollbackOnly = false;
    int m_busyTimeoutMs = 3000;
};

} // namespace ratscrew
