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
#include <QVariant>

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

bool CareerDatabase::openConnection(const QString &path, bool readOnly)
{
    close();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    // Another running Ratscrew may be writing: wait for it a moment.
    db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=3000")
                                  : QStringLiteral("QSQLITE_BUSY_TIMEOUT=3000"));
    if (!db.open()) {
        m_problem = tr("Your statistics file %1 cannot be opened (%2): this game's statistics are not kept.")
                        .arg(QDir::toNativeSeparators(path), db.lastError().text());
        return false;
    }
    return true;
}

CareerDatabase::FileState CareerDatabase::check()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // A file that is not a database fails the first statement.
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return FileState::Foreign;
    m_versionFound = q.value(0).toInt();
    q.finish();
    // quick_check reads every page.
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()
        || q.value(0).toString() != QLatin1String("ok"))
        return FileState::Damaged;
    q.finish();
    if (m_versionFound == 0) {
        // A new file is empty; an SQLite file of something else is not ours.
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next())
            return FileState::Damaged;
        if (q.value(0).toInt() != 0)
            return FileState::Foreign;
    }
    return FileState::Sound;
}

bool CareerDatabase::keepAside(bool foreign)
{
    close();
    const QString aside = m_path + QStringLiteral(".broken-")
                          + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString file = QDir::toNativeSeparators(m_path);
    if (!QFile::rename(m_path, aside)) {
        m_problem =
            foreign ? tr("Your statistics file %1 is not a Ratscrew statistics file or is damaged, and it "
                         "could not be moved aside: this game's statistics are not kept.")
                          .arg(file)
                    : tr("Your statistics file %1 is damaged and could not be moved aside: this game's "
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
    const QString kept = QDir::toNativeSeparators(aside);
    m_problem =
        foreign ? tr("Your statistics file %1 is not a Ratscrew statistics file or is damaged: it was kept "
                     "as %2 and a new one was started.")
                      .arg(file, kept)
                : tr("Your statistics file %1 is damaged: it was kept as %2 and a new one was started.")
                      .arg(file, kept);
    return true;
}

bool CareerDatabase::open(const QString &path)
{
    close();
    m_path = path;
    m_problem.clear();
    m_keptAside.clear();
    m_versionFound = 0;
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
    if (const FileState state = check(); state != FileState::Sound) {
        m_versionFound = 0;
        if (!keepAside(state == FileState::Foreign))
            return false;
        const QString told = m_problem;
        if (!openConnection(path, false))
            return false;
        m_problem = told;
    }
    if (m_versionFound > kSchemaVersion) {
        m_problem =
            tr("Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game's "
               "statistics are not kept.")
                .arg(QDir::toNativeSeparators(path));
        close();
        return false;
    }
    // WAL: the statistics window reads while the game writes, and a kill
    // loses at most the transaction being written.
    const QString told = m_problem;
    m_problem.clear();
    if (!exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !exec(QStringLiteral("PRAGMA synchronous=NORMAL"))
        || !exec(QStringLiteral("PRAGMA foreign_keys=ON")) || !migrate()) {
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
    if (!isDriverAvailable() || !info.isFile() || !openConnection(path, true))
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next() || q.value(0).toInt() < kSchemaVersion) {
        close();
        return false;
    }
    m_versionFound = q.value(0).toInt();
    return true;
}

bool CareerDatabase::exec(const QString &sql)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(sql))
        return fail(sql.section(QLatin1Char(' '), 0, 2), q.lastError().text());
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
