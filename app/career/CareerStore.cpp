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

#include <memory>

namespace ratscrew {

/// The writer thread's side of a CareerStore.
class CareerWriter : public QObject
{
public:
    explicit CareerWriter(CareerStore *store) : m_store(store) { }

    void open(const QString &path, const QString &instance);
    void write(const QList<CareerStore::Command> &batch);
    void shutdown();

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
    void apply(const CareerStore::Command &command);

    CareerStore *m_store; // only for queued signals
    CareerDatabase m_db;
    QString m_instance;
    QString m_lockDir;
    std::unique_ptr<QLockFile> m_lock;
    QHash<int, qint64> m_ids;         // the store's game keys → row ids
    QHash<int, qint64> m_practiceIds; // the same for practice drills
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
    CareerStore *store = m_store;
    QMetaObject::invokeMethod(
        store, [store, text] { Q_EMIT store->problemFound(text); }, Qt::QueuedConnection);
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

void CareerWriter::apply(const CareerStore::Command &command)
{
    if (const auto *begin = std::get_if<CareerStore::BeginGame>(&command)) {
        const qint64 id = m_db.addGame(begin->game, m_instance);
        if (id >= 0)
            m_ids.insert(begin->key, id);
        return;
    }
    if (const auto *slap = std::get_if<CareerStore::Slap>(&command)) {
        if (m_ids.contains(slap->key))
            m_db.addSlaps(m_ids.value(slap->key), {slap->slap});
        return;
    }
    if (const auto *miss = std::get_if<CareerStore::Miss>(&command)) {
        if (m_ids.contains(miss->key))
            m_db.addMisses(m_ids.value(miss->key), {miss->miss});
        return;
    }
    if (const auto *end = std::get_if<CareerStore::EndGame>(&command)) {
        if (m_ids.contains(end->key))
            m_db.endGame(m_ids.value(end->key), end->end);
        return;
    }
    if (std::holds_alternative<CareerStore::Reset>(command)) {
        m_db.reset(m_instance);
        return;
    }
    if (const auto *practice = std::get_if<CareerStore::BeginPractice>(&command)) {
        const qint64 id = m_db.addPractice(practice->startedAt, practice->drill, practice->paceMs);
        if (id >= 0)
            m_practiceIds.insert(practice->key, id);
        return;
    }
    if (const auto *slap = std::get_if<CareerStore::PracticeSlap>(&command)) {
        if (m_practiceIds.contains(slap->key))
            m_db.addPracticeSlaps(m_practiceIds.value(slap->key), {slap->slap});
    }
}

void CareerWriter::write(const QList<CareerStore::Command> &batch)
{
    if (!m_db.isWritable() || batch.isEmpty())
        return;
    m_db.clearProblem();
    if (!m_db.beginTransaction()) {
        report(m_db.problem());
        return;
    }
    for (const CareerStore::Command &command : batch)
        apply(command);
    // A failed statement has set problem(); the rest of the batch went in.
    const QString failed = m_db.problem();
    if (!m_db.commit() || !failed.isEmpty()) {
        report(m_db.problem());
        return;
    }
    QMutexLocker lock(&m_mutex);
    m_problem.clear(); // what was told is over
}

void CareerWriter::shutdown()
{
    m_db.close();
    m_lock.reset(); // unlocks and removes the lock file
}

CareerStore::CareerStore(const QString &path, QObject *parent)
    : QObject(parent), m_path(path), m_instance(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    m_writer = new CareerWriter(this);
    m_writer->moveToThread(&m_thread);
    m_thread.setObjectName(QStringLiteral("career statistics"));
    m_thread.start(QThread::LowPriority);
    CareerWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer, [writer, path, instance = m_instance] { writer->open(path, instance); },
        Qt::QueuedConnection);
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(kBatchMs);
    connect(&m_batchTimer, &QTimer::timeout, this, &CareerStore::send);
}

CareerStore::~CareerStore()
{
    send();
    CareerWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer, [writer] { writer->shutdown(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_writer;
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
    CareerWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer, [writer, batch = std::exchange(m_pending, {})] { writer->write(batch); },
        Qt::QueuedConnection);
}

int CareerStore::beginGame(const CareerGame &game)
{
    const int key = m_nextKey++;
    queue(BeginGame{key, game}, true);
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
    QMetaObject::invokeMethod(
        m_writer, [] {}, Qt::BlockingQueuedConnection);
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
