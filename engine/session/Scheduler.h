// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <functional>
#include <map>

class QTimer;

namespace ratscrew {

/// Time and one-shot timers for the real-time parts of a game: the
/// facade's collect delay and reaction times, the bots' plays and slaps.
/// The app uses QtScheduler; tests use ManualScheduler, whose clock moves
/// only when told, so timing rules are tested without waiting.
class Scheduler
{
public:
    using TimerId = quint64; ///< never 0

    virtual ~Scheduler() = default;
    /// Milliseconds since the scheduler was made (monotonic).
    virtual qint64 nowMs() const = 0;
    /// Calls `callback` once, `delayMs` (clamped to >= 0) from now, unless
    /// cancelled first.
    virtual TimerId schedule(int delayMs, std::function<void()> callback) = 0;
    /// Cancels a pending timer; unknown, fired or cancelled ids are ignored.
    virtual void cancel(TimerId id) = 0;
    virtual bool isPending(TimerId id) const = 0;
    /// Time left for a pending timer (ms), or -1.
    virtual int remainingMs(TimerId id) const = 0;
};

/// Precise single-shot QTimers and a QElapsedTimer.
class QtScheduler : public QObject, public Scheduler
{
    Q_OBJECT

public:
    explicit QtScheduler(QObject *parent = nullptr);
    ~QtScheduler() override;

    qint64 nowMs() const override { return m_clock.elapsed(); }
    TimerId schedule(int delayMs, std::function<void()> callback) override;
    void cancel(TimerId id) override;
    bool isPending(TimerId id) const override { return m_timers.contains(id); }
    int remainingMs(TimerId id) const override;

private:
    QElapsedTimer m_clock;
    QHash<TimerId, QTimer *> m_timers;
    TimerId m_next = 1;
};

/// A fake clock for tests: time stands still until advance() moves it,
/// firing the due timers in order of their due time (ties: the order they
/// were scheduled in).
class ManualScheduler : public Scheduler
{
public:
    qint64 nowMs() const override { return m_now; }
    TimerId schedule(int delayMs, std::function<void()> callback) override;
    void cancel(TimerId id) override;
    bool isPending(TimerId id) const override;
    int remainingMs(TimerId id) const override;

    /// Moves the clock `ms` (>= 0) forward, firing every timer due by then,
    /// including timers that the fired callbacks schedule.
    void advance(qint64 ms);
    /// Moves the clock to the next due timer and fires it; false if none.
    bool fireNext();
    int pendingCount() const { return int(m_queue.size()); }

private:
    struct Key
    {
        qint64 due;
        TimerId id; // ids grow: a tie goes to the earlier scheduled timer
        bool operator<(const Key &o) const { return due != o.due ? due < o.due : id < o.id; }
    };
    std::map<Key, std::function<void()>> m_queue;
    QHash<TimerId, qint64> m_due;
    qint64 m_now = 0;
    TimerId m_next = 1;
};

} // namespace ratscrew
