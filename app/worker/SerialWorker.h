// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QThread>

#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace ratscrew {

/// A thread of its own for a store that must never keep the GUI thread
/// waiting on the disk (CareerStore, RecordKeeper). Jobs run there one
/// after the other, in the order they were handed over; answers and
/// problems come back on the thread that made the worker (the GUI
/// thread), an answer only while the object it is for lives. Made, used
/// and destroyed on the GUI thread; from a job, only tell().
class SerialWorker : public QObject
{
    Q_OBJECT

public:
    /// Starts the thread, named `name`, at `priority`.
    explicit SerialWorker(const QString &name, QThread::Priority priority = QThread::InheritPriority);
    /// Waits for every job handed over, then stops the thread.
    ~SerialWorker() override;

    /// Hands `job` over: it runs on the thread after every job before it.
    void run(std::function<void()> job);
    /// Hands `work` over (it runs as run() says); then `done(result)` runs
    /// on the GUI thread, unless `context` was destroyed first (or this
    /// worker: its store went). `work` runs on another thread: it may
    /// touch nothing but its own copies and what its store gives it there.
    template<typename Work, typename Done>
    void run(Work work, QObject *context, Done done)
    {
        using Result = std::decay_t<std::invoke_result_t<Work &>>;
        runThen(context, [work = std::move(work), done = std::move(done)]() mutable {
            auto result = std::make_shared<Result>(work());
            return std::function<void()>([done, result] { done(std::move(*result)); });
        });
    }
    /// Runs `job` on the thread after every job before it, and waits for it.
    void runAndWait(const std::function<void()> &job);
    /// Waits until every job handed over is done.
    void wait();

    /// From a job: problemFound(`text`) on the GUI thread, after the
    /// answers the jobs before it gave.
    void tell(const QString &text);

Q_SIGNALS:
    /// A problem a job met (tell()); the store passes it on as its own.
    void problemFound(const QString &text);

private:
    /// run()'s untyped half: `job` runs on the thread, and what it returns
    /// runs on the GUI thread while `context` lives.
    void runThen(QObject *context, std::function<std::function<void()>()> job);

    QThread m_thread;
    QObject m_inbox; // lives on m_thread: the jobs are its queued calls
};

} // namespace ratscrew
