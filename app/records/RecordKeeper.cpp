// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/RecordKeeper.h"

#include "GameSession.h"
#include "TextEscapeQt.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>

#include <algorithm>

namespace ratscrew {

RecordKeeper::RecordKeeper(GameSession *session, QObject *parent)
    : QObject(parent), m_session(session), m_worker(QStringLiteral("game records"))
{
    connect(&m_worker, &SerialWorker::problemFound, this, &RecordKeeper::problemFound);
    m_lockRenewal.setInterval(kLockRenewMs);
    connect(&m_lockRenewal, &QTimer::timeout, this, &RecordKeeper::renewLock);
}

RecordKeeper::~RecordKeeper()
{
    waitForWrites();
}

QString RecordKeeper::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("records"));
}

void RecordKeeper::setDirectory(const QString &dir)
{
    waitForWrites(); // nothing on its way to the folder before
    m_lock.reset();  // the folder before is no longer this app's
    m_lockRenewal.stop();
    m_resumeOffTold.clear(); // said again for this folder
    m_resumeHeld = false;
    m_dir = dir;
    claimResume();
}

bool RecordKeeper::claimResume()
{
    if (m_lock)
        return true;
    if (m_dir.isEmpty())
        return false;
    const QString folder = QDir::toNativeSeparators(m_dir);
    if (!QDir().mkpath(m_dir)) {
        tellResumeOff(tr("Games are not saved for a resume: the folder %1 cannot be made.").arg(folder));
        return false;
    }
    const QString lockPath = QDir(m_dir).filePath(QStringLiteral(".resume.lock"));
    const QFileInfo lockInfo(lockPath);
    if ((lockInfo.exists() || lockInfo.isSymLink()) && !lockInfo.isFile()) {
        // A FIFO there would hang QLockFile's read of it; a folder never frees.
        tellResumeOff(tr("Games are not saved for a resume: %1 is not a file, so it can never be "
                         "taken. Remove it to have them saved again.")
                          .arg(QDir::toNativeSeparators(lockPath)));
        return false;
    }
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0); // stale as takeStaleLock() decides, never by age alone
    if (!lock->tryLock(0)) {
        QString why;
        if (lock->error() != QLockFile::LockFailedError) {
            // A read-only folder: no save could be written nor removed.
            why = tr("Games are not saved for a resume: %1 cannot be made in the folder %2.")
                      .arg(QStringLiteral(".resume.lock"), folder);
        }
        if (!why.isEmpty() || !takeStaleLock(*lock, &why)) {
            tellResumeOff(why);
            return false;
        }
    }
    m_lock = std::move(lock);
    m_resumeOffTold.clear();
    m_lockRenewal.start();
    m_resumeHeld = QFileInfo::exists(resumePath());
    return true;
}

namespace {

// Whether the QLockFile at `path` names another computer than this one, as
// QLockFile tells hosts apart: by the machine's id when both have one, else
// by the host name (its lines: pid, app, host name, machine id, boot id).
bool namesAnotherComputer(const QString &path, QString *host)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QList<QByteArray> lines = file.read(4096).split('\n');
    *host = QString::fromUtf8(lines.value(2));
    const QByteArray hostId = lines.value(3);
    const QByteArray ourId = QSysInfo::machineUniqueId();
    if (!hostId.isEmpty() && !ourId.isEmpty())
        return hostId != ourId;
    return !host->isEmpty() && *host != QSysInfo::machineHostName();
}

} // namespace

bool RecordKeeper::takeStaleLock(QLockFile &lock, QString *why) const
{
    const QString folder = QDir::toNativeSeparators(m_dir);
    const QString lockPath = lock.fileName();
    qint64 pid = 0;
    QString host, app;
    bool stale = false;
    if (!lock.getLockInfo(&pid, &host, &app)) {
        // Empty, or not a lock's lines: no app can be shown to hold it.
        stale = true;
    } else if (namesAnotherComputer(lockPath, &host)) {
        // Its app cannot be asked: its lock is renewed while it runs.
        const qint64 age = QFileInfo(lockPath).lastModified().msecsTo(QDateTime::currentDateTime());
        stale = qAbs(age) > kForeignLockStaleMs;
        *why = tr("The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved "
                  "for a resume here until it quits, or until its lock has not been renewed for "
                  "%n minute(s).",
                  nullptr, kForeignLockStaleMs / 60000)
                   .arg(folder, escapeControls(host, 100));
    } else {
        // This computer's, and QLockFile found its process running.
        *why = tr("Another Ratscrew (process %1) is using the saved game in %2: this one's games are kept "
                  "as records, but not saved for a resume while it runs.")
                   .arg(pid)
                   .arg(folder);
    }
    if (!stale)
        return false;
    // Not while a process of this computer holds its native lock: one
    // making it this very moment, before its lines are written.
    if (lock.removeStaleLockFile() && lock.tryLock(0))
        return true;
    *why = tr("Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be "
              "removed.")
               .arg(QDir::toNativeSeparators(lockPath));
    return false;
}

void RecordKeeper::tellResumeOff(const QString &why)
{
    if (why == m_resumeOffTold)
        return; // said already
    m_resumeOffTold = why;
    Q_EMIT problemFound(why);
}

void RecordKeeper::renewLock()
{
    if (!m_lock) {
        m_lockRenewal.stop();
        return;
    }
    // On the worker: a folder on a network share may answer slowly.
    m_worker.run([path = m_lock->fileName()] {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            file.setFileTime(QDateTime::currentDateTimeUtc(), QFileDevice::FileModificationTime);
    });
}

void RecordKeeper::setKeep(int count)
{
    m_keep = std::clamp(count, 0, kMaxKeep);
}

QString RecordKeeper::fileName(const QDateTime &startedAt, quint64 deal)
{
    return startedAt.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss")) + QLatin1Char('-')
           + QString::number(deal) + QStringLiteral(".json");
}

bool RecordKeeper::isUnfinishedPartOf(const QString &path, const GameRecord &record)
{
    if (!record.startedAt.isValid())
        return false;
    QString error;
    const std::optional<GameRecord> kept = GameRecord::read(path, &error);
    return kept && !kept->over && kept->deal == record.deal && kept->startedAt == record.startedAt
           && kept->actions.size() <= record.actions.size();
}

bool RecordKeeper::isRecordName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{8}-\\d{6}-\\d{1,20}(-\\d{1,4})?\\.json$"));
    return pattern.match(name).hasMatch();
}

void RecordKeeper::gameStarted(const QList<RecordPlayer> &players, const QString &preset,
                               const QDateTime &startedAt, quint64 deal)
{
    m_players = players;
    m_preset = preset;
    m_startedAt = startedAt;
    m_deal = deal;
    m_kept = false;
}

void RecordKeeper::keepGame()
{
    if (m_kept || !m_session || !m_session->hasGame() || m_dir.isEmpty() || m_keep == 0)
        return;
    const Table &table = m_session->table();
    if (table.recordedActions().empty())
        return; // dealt and left at once: nothing to see
    m_kept = true;
    GameRecord record = GameRecord::fromTable(table, m_players, m_preset, m_session->elapsedMs());
    record.deal = m_deal;
    record.startedAt = m_startedAt;
    const QString dir = m_dir;
    const QString name = fileName(m_startedAt, m_deal);
    const int keep = m_keep;
    m_worker.run([worker = &m_worker, record = std::move(record), dir, name, keep] {
        QString error;
        QDir folder(dir);
        if (!folder.mkpath(QStringLiteral("."))) {
            error = QCoreApplication::translate(
                        "ratscrew::RecordKeeper",
                        "The folder %1 for game records cannot be made: this game is not kept.")
                        .arg(QDir::toNativeSeparators(dir));
        } else {
            // A second game started in the same second with the same deal
            // gets a number; this game's own unfinished record is replaced.
            QString path = folder.filePath(name);
            for (int n = 2; QFile::exists(path) && !isUnfinishedPartOf(path, record) && n < 1000; ++n)
                path = folder.filePath(name.chopped(5) + QStringLiteral("-%1.json").arg(n));
            if (!record.write(path, &error))
                error = QCoreApplication::translate("ratscrew::RecordKeeper",
                                                    "This game's record is not kept: %1")
                            .arg(error);
            // The oldest records go when there are more than `keep`.
            QStringList records;
            for (const QString &file :
                 folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
                if (isRecordName(file))
                    records << file;
            }
            for (qsizetype i = 0; i + keep < records.size(); ++i)
                folder.remove(records.at(i));
        }
        if (!error.isEmpty())
            worker->tell(error);
    });
}

QString RecordKeeper::chancesDirectory(const QString &recordsDir)
{
    return recordsDir.isEmpty() ? QString() : QDir(recordsDir).filePath(QStringLiteral("chances"));
}

QString RecordKeeper::resumePath() const
{
    return m_dir.isEmpty() ? QString() : QDir(m_dir).filePath(QStringLiteral("resume.json"));
}

void RecordKeeper::saveForResume()
{
    // A game nobody has acted in yet is not worth offering.
    if (!m_session || !m_session->hasGame() || m_session->isOver() || m_dir.isEmpty()
        || m_session->table().recordedActions().empty())
        return;
    if (!claimResume() || m_resumeHeld)
        return; // another app's save, or an earlier run's game waiting to be offered
    GameRecord record =
        GameRecord::fromTable(m_session->table(), m_players, m_preset, m_session->elapsedMs());
    record.deal = m_deal;
    record.startedAt = m_startedAt;
    const QString dir = m_dir;
    const QString path = resumePath();
    m_worker.run([this, record = std::move(record), dir, path] {
        // The keeper waits for its worker before it goes: `this` is alive here.
        QString error;
        if (!QDir().mkpath(dir))
            error = QStringLiteral("%1 cannot be made").arg(QDir::toNativeSeparators(dir));
        else if (record.write(path, &error))
            error.clear();
        if (error.isEmpty()) {
            m_resumeFailing = false;
            return;
        }
        // The save before stays whole (GameRecord::write); told once.
        if (m_resumeFailing.exchange(true))
            return;
        const QString text = QCoreApplication::translate("ratscrew::RecordKeeper",
                                                         "The game in play cannot be saved for a resume: %1")
                                 .arg(error);
        m_worker.tell(text);
    });
}

void RecordKeeper::clearResume()
{
    const QString path = resumePath();
    if (path.isEmpty() || !claimResume() || m_resumeHeld)
        return;
    m_worker.run([path] { QFile::remove(path); });
}

bool RecordKeeper::readResume(QObject *context, std::function<void(std::optional<GameRecord>)> done)
{
    const QString path = resumePath();
    // Only an earlier run's save, found when the lock was taken: this
    // run's own is the game in play.
    if (path.isEmpty() || !claimResume() || !m_resumeHeld || !QFileInfo::exists(path))
        return false;
    // After the writes on their way (one worker: in order), so that the
    // file read is the earlier run's, whole. The answer comes while this
    // keeper (its worker) and `context` live.
    m_worker.run(
        [path] {
            // Read and replayed here: at GameRecord's limits a second or so.
            ResumeRead read;
            read.record = GameRecord::read(path, &read.error);
            // A game nobody acted in, or one that is over, by its own word or
            // by its actions (GameSession::restore() would refuse it).
            read.playable = read.record && !read.record->over && !read.record->actions.empty()
                            && !replay(*read.record).over;
            return read;
        },
        context,
        [this, path, done = std::move(done)](ResumeRead read) { done(resumeRead(path, std::move(read))); });
    return true;
}

std::optional<GameRecord> RecordKeeper::resumeRead(const QString &path, ResumeRead read)
{
    if (path != resumePath() || !m_resumeHeld)
        return std::nullopt; // another folder since, or already resumed or dropped
    if (!read.record) {
        // Another version's save, or a damaged one: kept, and said.
        const QString aside = keepAside(path);
        m_resumeHeld = aside.isEmpty();
        Q_EMIT problemFound(
            aside.isEmpty()
                ? QCoreApplication::translate("ratscrew::RecordKeeper",
                                              "The game you left cannot be played on (%1); its file stays "
                                              "where it is.")
                      .arg(read.error)
                : QCoreApplication::translate("ratscrew::RecordKeeper",
                                              "The game you left cannot be played on (%1); its file is kept "
                                              "as %2.")
                      .arg(read.error, QDir::toNativeSeparators(aside)));
        return std::nullopt;
    }
    if (!read.playable) {
        dropResume(); // nothing to play on with
        return std::nullopt;
    }
    return std::move(read.record); // held until it is declined (dropResume()) or resumed
}

void RecordKeeper::dropResume()
{
    if (!m_resumeHeld)
        return;
    QFile::remove(resumePath());
    m_resumeHeld = false;
}

QString RecordKeeper::keepAside(const QString &path)
{
    for (int n = 1; n < 100; ++n) {
        const QString aside = path + (n == 1 ? QStringLiteral(".old") : QStringLiteral(".old.%1").arg(n));
        if (QFileInfo::exists(aside) || QFileInfo(aside).isSymLink())
            continue;
        if (QFile::rename(path, aside))
            return aside;
    }
    return {};
}

void RecordKeeper::waitForWrites()
{
    m_worker.wait();
}

} // namespace ratscrew
