// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "career/CareerData.h"
#include "worker/SerialWorker.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

namespace ratscrew {

class CareerDatabase;
class CareerWriter;

/// The career statistics as the game writes them: a CareerDatabase on a
/// thread of its own (a SerialWorker), fed in batches, so that no frame of
/// the table ever waits for the disk. Rows are queued on the GUI thread and
/// handed over at most every kBatchMs (and at once when a game starts or
/// ends); each batch is one transaction, all or nothing. A batch that fails
/// (a full disk) is kept and written again with the next one (and on
/// flush()).
///
/// Opening happens on the writer's thread too: problemFound() tells what
/// went wrong (a broken file kept aside, a file that cannot be written),
/// each problem once. While the file cannot be used, rows are dropped and
/// play goes on.
///
/// Reading happens there as well (read()): the statistics window and
/// practice ask for what they show and get it back on the GUI thread, after
/// every row queued before they asked is in the file.
///
/// Games still `playing` in the file when it is opened belong to an app
/// that was killed or crashed, unless that app still runs (a second
/// instance): each running app holds a lock file named after it in
/// `instances/` beside the database; a game whose app holds no lock is
/// marked `abandoned`.
class CareerStore : public QObject
{
    Q_OBJECT

public:
    static constexpr int kBatchMs = 1000;
    /// A batch that could not be written (a full disk) is kept and written
    /// with the next one, up to this many rows; older ones beyond are dropped.
    static constexpr int kMaxRetry = 50000;

    /// Opens (or creates) the database at `path` on the writer thread.
    explicit CareerStore(const QString &path, QObject *parent = nullptr);
    /// Writes what is queued, then stops the writer thread.
    ~CareerStore() override;

    /// `ratscrew.sqlite` in QStandardPaths::AppDataLocation (needs the
    /// application's names set).
    static QString defaultPath();
    QString path() const { return m_path; }
    /// This running app's name in the `instance` column.
    QString instance() const { return m_instance; }

    /// Queues a new game row; returns the key the other calls use for it.
    /// `continues`: the game is one resumed, and the row of its earlier part
    /// (CareerDatabase::continueGame()) goes on instead, if the file has it.
    int beginGame(const CareerGame &game, bool continues = false);
    void addSlap(int game, const CareerSlap &slap);
    void addMiss(int game, const CareerMiss &miss);
    void endGame(int game, const CareerEnd &end);

    /// Queues a practice drill (`pace` or `weak`) and returns its key.
    int beginPractice(const QString &drill, int paceMs);
    void addPracticeSlap(int practice, const CareerPracticeSlap &slap);

    /// Reads the file off the GUI thread. Everything queued so far is handed
    /// to the writer, then `read(const CareerDatabase &)` runs on the
    /// store's thread once those rows (and a batch waiting after a failed
    /// write) are in the file, with the file opened for reading
    /// (CareerDatabase::openForReading(): never created, migrated or moved;
    /// when it cannot be read, the database is not open and `read` should
    /// return its empty answer). Then `done(result)` runs on the store's
    /// own thread (the GUI thread), unless `context` was destroyed first;
    /// problem() then tells what the writer last met. Reads and writes
    /// happen in the order they were asked for. `read` runs on another
    /// thread: it may touch nothing but the database and its own copies.
    template<typename Read, typename Done>
    void read(Read read, QObject *context, Done done)
    {
        using Result = std::decay_t<std::invoke_result_t<Read &, const CareerDatabase &>>;
        send();
        m_worker.run(
            [this, read = std::move(read)]() mutable {
                std::optional<Result> result;
                withReader([&](const CareerDatabase &db) { result.emplace(read(db)); });
                return std::move(*result);
            },
            context, std::move(done));
    }

    /// Hands everything queued to the writer and waits until it is in
    /// the file (for tests and quitting; the windows use read()).
    void flush();
    /// Deletes every game and practice row, except the game this app is
    /// playing (it is recorded when it ends), and waits until it is done.
    /// False if the file could not be changed (problem() says why).
    bool reset();
    /// Rows kept after a failed write, waiting for the next one.
    int waitingCommands() const;
    /// Caps the file at about `bytes` (SQLite's max_page_count): past it,
    /// writes fail as on a full disk. For tests.
    void limitFileSize(qint64 bytes);
    /// The writer's latest problem, empty if none (call flush() first).
    QString problem() const;
    /// True once the file is open for writing (call flush() first).
    bool isWritable() const;

Q_SIGNALS:
    /// A problem with the file, in one translated sentence; each once.
    void problemFound(const QString &text);

private:
    struct BeginGame
    {
        int key;
        CareerGame game;
        bool continues = false;
    };
    struct Slap
    {
        int key;
        CareerSlap slap;
    };
    struct Miss
    {
        int key;
        CareerMiss miss;
    };
    struct EndGame
    {
        int key;
        CareerEnd end;
    };
    struct Reset
    {
    };
    struct BeginPractice
    {
        int key;
        QDateTime startedAt;
        QString drill;
        int paceMs;
    };
    struct PracticeSlap
    {
        int key;
        CareerPracticeSlap slap;
    };
    using Command = std::variant<BeginGame, Slap, Miss, EndGame, Reset, BeginPractice, PracticeSlap>;
    friend class CareerWriter;

    void queue(Command command, bool now);
    void send();
    /// read()'s untyped half, on the writer's thread: writes what a failed
    /// batch left, then runs `use` on a reader of the file.
    void withReader(const std::function<void(const CareerDatabase &)> &use) const;

    QString m_path;
    QString m_instance;
    std::unique_ptr<CareerWriter> m_writer; // used on m_worker's thread only
    mutable SerialWorker m_worker;          // stopped before m_writer goes; asked by const calls
    QList<Command> m_pending;
    QTimer m_batchTimer;
    int m_nextKey = 1;
};

} // namespace ratscrew
