// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/CareerStore.h"

#include "career/CareerDatabase.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QLockFile>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <limits>
#include <memory>

namespace ratscrew {

/// The writer thread's side of a CareerStore.
class CareerWriter
{
public:
    explicit CareerWriter(SerialWorker *worker) : m_worker(worker) { }

    void open(const QString &path, const QString &instance);
    void write(const QList<CareerStore::Command> &batch);
    /// Writes what a failed batch left, then runs `use` on a reader of the file.
    void read(const std::function<void(const CareerDatabase &)> &use);
    void shutdown();
    /// Commands kept after a failed batch, to be written with the next one.
    int waiting() const;
    void limitPages(int pages);

    QString problem() const
    {
        QMutexLocker lock(&m_mutex);
        return m_problem;
    }
    bool isWritable() const
    {
        QMutexLocker lock(&m_mutex);
        return m_writable;
    }

private:
    void report(const QString &text);
    bool isRunning(const QString &instance) const;
    QString lockPath(const QString &instance) const
    {
        return m_lockDir + QLatin1Char('/') + instance + ".lock";
    }
    /// Applies one command inside the batch's transaction; false if its
    /// statement failed. New games' and drills' keys are added to the lists.
    bool apply(const CareerStore::Command &command, QList<int> &newGames, QList<int> &newPractices);

    SerialWorker *m_worker; // only to tell problems
    CareerDatabase m_db;
    QString m_path;
    QString m_instance;
    QString m_lockDir;
    std::unique_ptr<QLockFile> m_lock;
    QHash<int, qint64> m_ids;            // the store's game keys → row ids
    QList<CareerStore::Command> m_retry; // a failed batch, written again with the next one
    QHash<int, qint64> m_practiceIds;    // the same for practice drills
    QStringList m_told;
    mutable QMutex m_mutex;
    QString m_problem;
    bool m_writable = false;
};

namespace {

bool isInstanceName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[0-9A-Za-z-]{1,64}$"));
    return valid.match(name).hasMatch();
}

} // namespace

void CareerWriter::report(const QString &text)
{
    {
        QMutexLocker lock(&m_mutex);
        m_problem = text;
    }
    if (text.isEmpty() || m_told.contains(text))
        return;
    m_told << text;
    m_worker->tell(text);
}

bool CareerWriter::isRunning(const QString &instance) const
{
    if (instance == m_instance)
        return true;
    if (!isInstanceName(instance) || !QFileInfo::exists(lockPath(instance)))
        return false;
    QLockFile other(lockPath(instance));
    other.setStaleLockTime(0); // stale only when its process is gone
    if (other.tryLock(0)) {
        other.unlock(); // and the file goes with it
        return false;
    }
    // Held by a running app, or it cannot be told: leave its games alone.
    return true;
}

void CareerWriter::open(const QString &path, const QString &instance)
{
    m_path = path;
    m_instance = instance;
    const bool ok = m_db.open(path);
    report(m_db.problem());
    if (!ok)
        return;
    m_lockDir = QFileInfo(path).absolutePath() + QStringLiteral("/instances");
    if (QDir().mkpath(m_lockDir)) {
        m_lock = std::make_unique<QLockFile>(lockPath(instance));
        m_lock->setStaleLockTime(0);
        if (!m_lock->tryLock(0))
            m_lock.reset();
        // The locks of apps that are gone.
        QDirIterator it(m_lockDir, {QStringLiteral("*.lock")}, QDir::Files);
        while (it.hasNext()) {
            const QString name = QFileInfo(it.next()).completeBaseName();
            if (name != instance && isInstanceName(name))
                isRunning(name);
        }
    }
    if (m_db.abandonGames([this](const QString &other) { return isRunning(other); }) < 0)
        report(m_db.problem());
    QMutexLocker lock(&m_mutex);
    m_writable = true;
}

bool CareerWriter::apply(const CareerStore::Command &command, QList<int> &newGames, QList<int> &newPractices)
{
    if (const auto *begin = std::get_if<CareerStore::BeginGame>(&command)) {
        const qint64 id = begin->continues ? m_db.continueGame(begin->game, m_instance)
                                           : m_db.addGame(begin->game, m_instance);
        if (id < 0)
            return false;
        m_ids.insert(begin->key, id);
        newGames << begin->key;
        return true;
    }
    if (const auto *slap = std::get_if<CareerStore::Slap>(&command))
        return !m_ids.contains(slap->key) || m_db.addSlaps(m_ids.value(slap->key), {slap->slap});
    if (const auto *miss = std::get_if<CareerStore::Miss>(&command))
        return !m_ids.contains(miss->key) || m_db.addMisses(m_ids.value(miss->key), {miss->miss});
    if (const auto *end = std::get_if<CareerStore::EndGame>(&command))
        return !m_ids.contains(end->key) || m_db.endGame(m_ids.value(end->key), end->end);
    if (std::holds_alternative<CareerStore::Reset>(command))
        return m_db.reset(m_instance);
    if (const auto *practice = std::get_if<CareerStore::BeginPractice>(&command)) {
        const qint64 id = m_db.addPractice(practice->startedAt, practice->drill, practice->paceMs);
        if (id < 0)
            return false;
        m_practiceIds.insert(practice->key, id);
        newPractices << practice->key;
        return true;
    }
    if (const auto *slap = std::get_if<CareerStore::PracticeSlap>(&command)) {
        return !m_practiceIds.contains(slap->key)
               || m_db.addPracticeSlaps(m_practiceIds.value(slap->key), {slap->slap});
    }
    return true;
}

void CareerWriter::write(const QList<CareerStore::Command> &batch)
{
    if (!m_db.isWritable())
        return;
    // What could not be written before goes first, in its order.
    QList<CareerStore::Command> all = std::exchange(m_retry, {});
    all += batch;
    if (all.isEmpty())
        return;
    m_db.clearProblem();
    QList<int> newGames, newPractices;
    bool ok = m_db.beginTransaction();
    for (qsizetype i = 0; ok && i < all.size(); ++i)
        ok = apply(all.at(i), newGames, newPractices);
    if (ok)
        ok = m_db.commit();
    else
        m_db.rollback();
    if (ok) {
        QMutexLocker lock(&m_mutex);
        m_problem.clear(); // what was told is over
        return;
    }
    // Nothing of the batch is in the file (a full disk, a lock held too
    // long): keep it for the next one, up to kMaxRetry commands.
    for (int key : std::as_const(newGames))
        m_ids.remove(key);
    for (int key : std::as_const(newPractices))
        m_practiceIds.remove(key);
    m_retry = all;
    if (m_retry.size() > CareerStore::kMaxRetry)
        m_retry.remove(0, m_retry.size() - CareerStore::kMaxRetry);
    report(m_db.problem());
}

void CareerWriter::read(const std::function<void(const CareerDatabase &)> &use)
{
    write({}); // as flush() does: a batch kept after a failed write goes first
    // A connection of its own, as the windows had on the GUI thread: a file
    // of a newer schema, or one the writer could not open, is still read.
    CareerDatabase reader;
    reader.openForReading(m_path);
    use(reader);
}

int CareerWriter::waiting() const
{
    return int(m_retry.size());
}

void CareerWriter::limitPages(int pages)
{
    m_db.limitPages(pages);
}

void CareerWriter::shutdown()
{
    m_db.close();
    m_lock.reset(); // unlocks and removes the lock file
}

CareerStore::CareerStore(const QString &path, QObject *parent)
    : QObject(parent),
      m_path(path),
      m_instance(QUuid::createUuid().toString(QUuid::WithoutBraces)),
      m_worker(QStringLiteral("career statistics"), QThread::LowPriority)
{
    m_writer = std::make_unique<CareerWriter>(&m_worker);
    connect(&m_worker, &SerialWorker::problemFound, this, &CareerStore::problemFound);
    CareerWriter *writer = m_writer.get();
    m_worker.run([writer, path, instance = m_instance] { writer->open(path, instance); });
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(kBatchMs);
    connect(&m_batchTimer, &QTimer::timeout, this, &CareerStore::send);
}

CareerStore::~CareerStore()
{
    send();
    CareerWriter *writer = m_writer.get();
    m_worker.runAndWait([writer] { writer->shutdown(); });
}

QString CareerStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QString::fromLatin1(CareerDatabase::kFileName));
}

void CareerStore::queue(Command command, bool now)
{
    m_pending.append(std::move(command));
    if (now)
        send();
    else if (!m_batchTimer.isActive())
        m_batchTimer.start();
}

void CareerStore::send()
{
    m_batchTimer.stop();
    if (m_pending.isEmpty())
        return;
    CareerWriter *writer = m_writer.get();
    m_worker.run([writer, batch = std::exchange(m_pending, {})] { writer->write(batch); });
}

int CareerStore::beginGame(const CareerGame &game, bool continues)
{
    const int key = m_nextKey++;
    queue(BeginGame{key, game, continues}, true);
    return key;
}

void CareerStore::addSlap(int game, const CareerSlap &slap)
{
    queue(Slap{game, slap}, false);
}

void CareerStore::addMiss(int game, const CareerMiss &miss)
{
    queue(Miss{game, miss}, false);
}

void CareerStore::endGame(int game, const CareerEnd &end)
{
    queue(EndGame{game, end}, true);
}

void CareerStore::flush()
{
    send();
    // Also writes what a failed batch left waiting.
    CareerWriter *writer = m_writer.get();
    m_worker.runAndWait([writer] { writer->write({}); });
}

void CareerStore::withReader(const std::function<void(const CareerDatabase &)> &use) const
{
    m_writer->read(use);
}

int CareerStore::waitingCommands() const
{
    int waiting = 0;
    CareerWriter *writer = m_writer.get();
    m_worker.runAndWait([writer, &waiting] { waiting = writer->waiting(); });
    return waiting;
}

void CareerStore::limitFileSize(qint64 bytes)
{
    CareerWriter *writer = m_writer.get();
    const int pages = int(std::clamp<qint64>(bytes / 4096, 1, std::numeric_limits<int>::max()));
    m_worker.runAndWait([writer, pages] { writer->limitPages(pages); });
}

int CareerStore::beginPractice(const QString &drill, int paceMs)
{
    const int key = m_nextKey++;
    queue(BeginPractice{key, QDateTime::currentDateTimeUtc(), drill, paceMs}, true);
    return key;
}

void CareerStore::addPracticeSlap(int practice, const CareerPracticeSlap &slap)
{
    queue(PracticeSlap{practice, slap}, false);
}

bool CareerStore::reset()
{
    queue(Reset{}, true);
    flush();
    return isWritable() && problem().isEmpty();
}

QString CareerStore::problem() const
{
    return m_writer->problem();
}

bool CareerStore::isWritable() const
{
    return m_writer->isWritable();
}

} // namespace ratscrew
