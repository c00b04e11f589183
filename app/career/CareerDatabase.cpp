// SPDX-License-Identifier: GPL-3.0-or-later
// The file: its connection, its checks (a damaged or foreign file is kept
// aside), its schema and migrations, and transactions. The rows are read
// and written in CareerDatabaseRows.cpp.
#include "career/CareerDatabase.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <algorithm>

namespace ratscrew {

namespace {

QAtomicInteger<int> g_connections;

// Schema version 1: the games, every slap, the person's misses.
const char *const kSchemaV1[] = {
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY,"
    " started_at TEXT NOT NULL,"
    " ended_at TEXT,"
    " preset TEXT NOT NULL,"
    " rules TEXT NOT NULL,"
    " seats TEXT NOT NULL,"
    " deal TEXT NOT NULL,"
    " result TEXT NOT NULL DEFAULT 'playing'"
    "  CHECK (result IN ('playing', 'won', 'lost', 'draw', 'abandoned')),"
    " winner INTEGER,"
    " place INTEGER,"
    " duration_ms INTEGER,"
    " instance TEXT)",
    "CREATE TABLE slaps ("
    " id INTEGER PRIMARY KEY,"
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " at_ms INTEGER NOT NULL,"
    " seat INTEGER NOT NULL,"
    " person INTEGER NOT NULL,"
    " level TEXT,"
    " reaction_ms INTEGER,"
    " valid INTEGER NOT NULL,"
    " patterns TEXT NOT NULL DEFAULT '',"
    " call TEXT)",
    "CREATE INDEX slaps_game ON slaps(game_id)",
    "CREATE TABLE missed ("
    " id INTEGER PRIMARY KEY,"
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " at_ms INTEGER NOT NULL,"
    " patterns TEXT NOT NULL DEFAULT '',"
    " call TEXT,"
    " taken_by INTEGER,"
    " taken_ms INTEGER,"
    " late_ms INTEGER)",
    "CREATE INDEX missed_game ON missed(game_id)",
};

// Version 1 → 2: daily deals, the nearest pattern of a misslap, practice drills.
const char *const kSchemaV2[] = {
    "ALTER TABLE games ADD COLUMN daily TEXT",
    "ALTER TABLE slaps ADD COLUMN near TEXT",
    "CREATE TABLE practice ("
    " id INTEGER PRIMARY KEY,"
    " started_at TEXT NOT NULL,"
    " drill TEXT NOT NULL,"
    " pace_ms INTEGER NOT NULL)",
    "CREATE TABLE practice_slaps ("
    " id INTEGER PRIMARY KEY,"
    " practice_id INTEGER NOT NULL REFERENCES practice(id) ON DELETE CASCADE,"
    " at_ms INTEGER NOT NULL,"
    " patterns TEXT NOT NULL DEFAULT '',"
    " outcome TEXT NOT NULL CHECK (outcome IN ('hit', 'false', 'missed')),"
    " reaction_ms INTEGER,"
    " near TEXT)",
    "CREATE INDEX practice_slaps_practice ON practice_slaps(practice_id)",
};

const char *const kSchemaV3[] = {
    "ALTER TABLE games ADD COLUMN time_up INTEGER NOT NULL DEFAULT 0 CHECK (time_up IN (0, 1))",
};

} // namespace

CareerDatabase::CareerDatabase()
    : m_connection(QStringLiteral("ratscrew-career-%1").arg(g_connections.fetchAndAddRelaxed(1)))
{
}

CareerDatabase::~CareerDatabase()
{
    close();
}

bool CareerDatabase::isDriverAvailable()
{
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"));
}

bool CareerDatabase::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && QSqlDatabase::database(m_connection, false).isOpen();
}

void CareerDatabase::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_writable = false;
    m_transactionDepth = 0;
}

namespace {

// SQLite's primary result codes (sqlite3.h) that check() tells apart; the
// QSQLITE driver gives the (extended) code of a failed statement as the
// text of QSqlError::nativeErrorCode().
constexpr int kSqlitePerm = 3;
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoErr = 10;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteNotADatabase = 26;

int primaryCode(const QSqlError &error)
{
    return error.nativeErrorCode().toInt() & 0xff;
}

} // namespace

bool CareerDatabase::openConnection(const QString &path, bool readOnly, bool uri)
{
    close();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    // Another running Ratscrew may be writing: wait for it a moment.
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(std::max(0, m_busyTimeoutMs));
    if (readOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    if (uri)
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    db.setConnectOptions(options);
    if (!db.open()) {
        m_problem = tr("Your statistics file %1 cannot be opened (%2): this game's statistics are not kept.")
                        .arg(QDir::toNativeSeparators(path), db.lastError().text());
        return false;
    }
    return true;
}

CareerDatabase::FileState CareerDatabase::failed(const QString &error, int code)
{
    const QString file = QDir::toNativeSeparators(m_path);
    switch (code & 0xff) {
    case kSqliteCorrupt:
    case kSqliteNotADatabase:
        return FileState::Damaged;
    case kSqliteBusy:
    case kSqliteLocked:
        m_problem = tr("Your statistics file %1 is in use by another program (%2): it is left alone and "
                       "this game's statistics are not kept.")
                        .arg(file, error);
        return FileState::InUse;
    default:
        // SQLITE_CANTOPEN, READONLY, IOERR, PERM, AUTH, NOMEM…: the file
        // may be sound; only what reaches it is wrong.
        m_problem = tr("Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm "
                       "files must be readable and writable): it is left alone and this game's "
                       "statistics are not kept.")
                        .arg(file, error);
        return FileState::Unusable;
    }
}

bool CareerDatabase::hasOurTables()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // The tables of version 1, with the games' own columns: another
    // program's `games` table is not ours.
    return q.exec(QStringLiteral(
               "SELECT (SELECT count(*) FROM sqlite_master WHERE type = 'table'"
               "         AND name IN ('games', 'slaps', 'missed')) = 3"
               " AND (SELECT count(*) FROM pragma_table_info('games')"
               "       WHERE name IN ('started_at', 'preset', 'rules', 'seats', 'deal', 'result')) = 6"))
           && q.next() && q.value(0).toInt() == 1;
}

CareerDatabase::FileState CareerDatabase::check()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    const auto pragma = [&q](const char *name) {
        q.finish();
        return q.exec(QStringLiteral("PRAGMA ") + QLatin1String(name)) && q.next();
    };
    // A file that is not a database fails the first statement
    // (SQLITE_NOTADB); a locked one, or one whose -wal cannot be opened,
    // fails it too, with another code.
    if (!pragma("user_version"))
        return failed(q.lastError().text(), primaryCode(q.lastError()));
    m_versionFound = q.value(0).toInt();
    if (!pragma("application_id"))
        return failed(q.lastError().text(), primaryCode(q.lastError()));
    m_applicationIdFound = q.value(0).toInt();
    // quick_check reads every page.
    if (!pragma("quick_check"))
        return failed(q.lastError().text(), primaryCode(q.lastError()));
    if (q.value(0).toString() != QLatin1String("ok"))
        return FileState::Damaged;
    bool foreign = m_applicationIdFound != 0 && m_applicationIdFound != kApplicationId;
    if (!foreign && m_versionFound == 0) {
        // A new file is empty; an SQLite file of something else is not ours.
        q.finish();
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next())
            return failed(q.lastError().text(), primaryCode(q.lastError()));
        foreign = q.value(0).toInt() != 0;
    } else if (!foreign) {
        foreign = !hasOurTables();
    }
    q.finish();
    if (foreign) {
        m_problem = tr("Your statistics file %1 is an SQLite file of another program: it is left alone and "
                       "this game's statistics are not kept.")
                        .arg(QDir::toNativeSeparators(m_path));
        return FileState::Foreign;
    }
    return FileState::Sound;
}

bool CareerDatabase::keepAside()
{
    close();
    const QString aside = m_path + QStringLiteral(".broken-")
                          + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString file = QDir::toNativeSeparators(m_path);
    if (!QFile::rename(m_path, aside)) {
        m_problem = tr("Your statistics file %1 is damaged and could not be moved aside: this game's "
                       "statistics are not kept.")
                        .arg(file);
        return false;
    }
    // Its journal belongs to it: a new file must not pick it up.
    for (const char *suffix : {"-wal", "-shm"}) {
        const QString side = m_path + QLatin1String(suffix);
        if (QFile::exists(side) && !QFile::rename(side, aside + QLatin1String(suffix)))
            QFile::remove(side);
    }
    m_keptAside = aside;
    m_problem = tr("Your statistics file %1 is damaged: it was kept as %2 and a new one was started.")
                    .arg(file, QDir::toNativeSeparators(aside));
    return true;
}

bool CareerDatabase::open(const QString &path)
{
    close();
    m_path = path;
    m_problem.clear();
    m_keptAside.clear();
    m_versionFound = 0;
    m_applicationIdFound = 0;
    if (!isDriverAvailable()) {
        m_problem = tr("Statistics are not kept: Qt's SQLite driver (QSQLITE) is not installed.");
        return false;
    }
    const QFileInfo info(path);
    // exists() and isFile() follow symbolic links: a link to a file is fine.
    if (info.exists() && !info.isFile()) {
        m_problem = tr("Your statistics file %1 is not a regular file: it is left alone and this game's "
                       "statistics are not kept.")
                        .arg(QDir::toNativeSeparators(path));
        return false;
    }
    if (!QDir().mkpath(info.absolutePath())) {
        m_problem = tr("The folder %1 cannot be created: statistics are not kept.")
                        .arg(QDir::toNativeSeparators(info.absolutePath()));
        return false;
    }
    if (!openConnection(path, false))
        return false;
    switch (check()) {
    case FileState::Sound:
        break;
    case FileState::Damaged: {
        m_versionFound = 0;
        m_applicationIdFound = 0;
        if (!keepAside())
            return false;
        const QString told = m_problem;
        if (!openConnection(path, false))
            return false;
        m_problem = told;
        break;
    }
    case FileState::Foreign:
    case FileState::InUse:
    case FileState::Unusable:
        close(); // problem() says why; the file is left as it is
        return false;
    }
    if (m_versionFound > kSchemaVersion) {
        m_problem =
            tr("Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game's "
               "statistics are not kept.")
                .arg(QDir::toNativeSeparators(path));
        close();
        return false;
    }
    if (m_versionFound < 0) {
        // Our tables under a version no Ratscrew writes: nothing to migrate
        // from (the tables of version 1 would be made again over them).
        m_problem =
            tr("Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left "
               "as it is, and this game's statistics are not kept.")
                .arg(QDir::toNativeSeparators(path))
                .arg(m_versionFound);
        close();
        return false;
    }
    // WAL: the statistics window reads while the game writes, and a kill
    // loses at most the transaction being written.
    const QString told = m_problem;
    m_problem.clear();
    m_lastErrorCode = 0;
    if (!exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !exec(QStringLiteral("PRAGMA synchronous=NORMAL"))
        || !exec(QStringLiteral("PRAGMA foreign_keys=ON")) || !migrate()) {
        if (m_lastErrorCode == kSqliteBusy || m_lastErrorCode == kSqliteLocked)
            failed(m_lastErrorText, m_lastErrorCode);
        else
            m_problem += QLatin1Char(' ') + tr("This game's statistics are not kept.");
        close();
        return false;
    }
    m_problem = told; // a file kept aside is still news
    m_writable = true;
    return true;
}

bool CareerDatabase::openForReading(const QString &path)
{
    close();
    m_path = path;
    m_problem.clear();
    const QFileInfo info(path);
    if (!isDriverAvailable() || !info.isFile())
        return false;
    int version = -1;
    int code = 0;
    bool versionRead = false;
    const auto readVersion = [this, &version, &code, &versionRead] {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        versionRead = q.exec(QStringLiteral("PRAGMA user_version")) && q.next();
        if (versionRead)
            version = q.value(0).toInt();
        else
            code = primaryCode(q.lastError());
    };
    if (openConnection(path, true))
        readVersion();
    else
        code = kSqliteCantOpen;
    if (!versionRead
        && (code == kSqliteCantOpen || code == kSqliteReadOnly || code == kSqlitePerm
            || code == kSqliteIoErr)) {
        // A read-only folder, or a -wal or -shm that cannot be opened or
        // made: what the file itself holds can still be shown. SQLite's
        // immutable mode reads it without them (and without locks: only for
        // this case, never for a file another connection holds locked).
        QUrl uri = QUrl::fromLocalFile(info.absoluteFilePath());
        uri.setQuery(QStringLiteral("immutable=1"));
        if (!openConnection(uri.toString(QUrl::FullyEncoded), true, true))
            return false;
        readVersion();
    }
    if (!versionRead || version < kSchemaVersion) {
        close();
        return false;
    }
    m_versionFound = version;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // Another program's file is not shown as ours.
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()
        || (q.value(0).toInt() != 0 && q.value(0).toInt() != kApplicationId) || !hasOurTables()) {
        q = QSqlQuery();
        close();
        return false;
    }
    return true;
}

bool CareerDatabase::exec(const QString &sql)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(sql)) {
        m_lastErrorCode = primaryCode(q.lastError());
        m_lastErrorText = q.lastError().text();
        return fail(sql.section(QLatin1Char(' '), 0, 2), q.lastError().text());
    }
    return true;
}

bool CareerDatabase::fail(const QString &what, const QString &error)
{
    m_problem = tr("Your statistics file %1 cannot be written (%2: %3).")
                    .arg(QDir::toNativeSeparators(m_path), what, error);
    return false;
}

bool CareerDatabase::migrate()
{
    // Ours from now on, for the next open() and for other tools.
    if (m_applicationIdFound != kApplicationId
        && !exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)))
        return false;
    m_applicationIdFound = kApplicationId;
    if (m_versionFound >= kSchemaVersion)
        return true;
    if (!beginTransaction())
        return false;
    bool ok = true;
    if (m_versionFound < 1) {
        for (const char *sql : kSchemaV1)
            ok = ok && exec(QString::fromLatin1(sql));
    }
    if (m_versionFound < 2) {
        for (const char *sql : kSchemaV2)
            ok = ok && exec(QString::fromLatin1(sql));
    }
    if (m_versionFound < 3) {
        for (const char *sql : kSchemaV3)
            ok = ok && exec(QString::fromLatin1(sql));
    }
    ok = ok && exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        rollback();
        return false;
    }
    return commit();
}

void CareerDatabase::limitPages(int pages)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(std::max(1, pages)));
}

QString CareerDatabase::integrityCheck() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next())
        return q.lastError().text();
    return q.value(0).toString();
}

bool CareerDatabase::beginTransaction()
{
    // Nested: the outer transaction decides.
    if (m_transactionDepth++ > 0)
        return true;
    m_rollbackOnly = false;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction()) {
        m_transactionDepth = 0;
        return fail(QStringLiteral("BEGIN"), db.lastError().text());
    }
    return true;
}

bool CareerDatabase::commit()
{
    if (m_transactionDepth > 1) {
        --m_transactionDepth;
        return true;
    }
    m_transactionDepth = 0;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (m_rollbackOnly) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        const QString error = db.lastError().text();
        db.rollback();
        return fail(QStringLiteral("COMMIT"), error);
    }
    return true;
}

void CareerDatabase::rollback()
{
    if (m_transactionDepth > 1) {
        --m_transactionDepth;
        m_rollbackOnly = true;
        return;
    }
    m_transactionDepth = 0;
    QSqlDatabase::database(m_connection, false).rollback();
}

} // namespace ratscrew
