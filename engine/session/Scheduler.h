// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TimerKey.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <functional>
#include <map>
#include <vector>

class QTimer;

namespace ratscrew {

/// Time and one-shot timers for the real-time parts of a game: the
/// session's collect delay and reaction times, the bots' plays and slaps.
/// The app uses QtScheduler; tests use ManualScheduler, whose clock moves
/// only when told, so timing rules are tested without waiting.
///
/// Both fire their timers in one order, the table's (TimerKey): by due
/// time, then by tie order (a player's slap before their play, lower
/// players first, the collect deadline after them, other timers last),
/// then in the order they were scheduled. The simulator's virtual clock
/// orders its timers by the same key, so a seed and seating play the same
/// game in the app and in `ratscrew-sim simulate`.
class Scheduler
{
public:
    using TimerId = quint64; ///< never 0

    virtual ~Scheduler() = default;
    /// Milliseconds since the scheduler was made (monotonic).
    virtual qint64 nowMs() const = 0;
    /// Calls `callback` once, `delayMs` (clamped to >= 0) from now, unless
    /// cancelled first; among timers due at the same ms, by `order` (a
    /// TimerKey tie order, 0..31: TimerKey::slapOrder(player), playOrder(),
    /// kCollectOrder, kOtherOrder), then first scheduled first.
    virtual TimerId schedule(int delayMs, unsigned order, std::function<void()> callback) = 0;
    /// A timer outside the game's race (TimerKey::kOtherOrder).
    TimerId schedule(int delayMs, std::function<void()> callback)
    {
        return schedule(delayMs, TimerKey::kOtherOrder, std::move(callback));
    }
    /// Cancels a pending timer; unknown, fired or cancelled ids are ignored.
    virtual void cancel(TimerId id) = 0;
    virtual bool isPending(TimerId id) const = 0;
    /// Time left for a pending timer (ms), or -1.
    virtual int remainingMs(TimerId id) const = 0;
    /// Fires every timer due by now that has not fired yet, in order,
    /// unless a timer's callback is running (then nothing: they follow it).
    /// Something that acts from outside a timer (a person's key) calls it
    /// first, so that what was due before it happens before it, as on the
    /// manual clock (docs/RUNS.md, "One game from one deal and one
    /// person's keys"). ManualScheduler has nothing to catch up.
    virtual void catchUp() { }

    /// While a Hold lives, nowMs() stands still at the time it was made:
    /// everything one action sets going (the session's report, every bot
    /// planning its answer) counts from the action's own ms, however long
    /// the work takes, as on ManualScheduler. Nestable; the innermost holds.
    class Hold
    {
    public:
        explicit Hold(Scheduler &scheduler) : m_scheduler(scheduler) { m_scheduler.holdTime(); }
        ~Hold() { m_scheduler.releaseTime(); }
        Hold(const Hold &) = delete;
        Hold &operator=(const Hold &) = delete;

    private:
        Scheduler &m_scheduler;
    };

protected:
    /// Hold's two halves; time on ManualScheduler moves only when told anyway.
    virtual void holdTime() { }
    virtual void releaseTime() { }
};

/// The pending timers of a scheduler in the order they fire (see
/// Scheduler): a due time (ms), a tie order and a sequence number each.
class TimerQueue
{
public:
    using TimerId = Scheduler::TimerId;

    /// Adds a timer due at `dueMs` (>= 0) with tie `order` (0..31).
    TimerId add(qint64 dueMs, unsigned order, std::function<void()> callback);
    /// Removes a pending timer; false if `id` is not pending.
    bool remove(TimerId id);
    bool contains(TimerId id) const { return m_keys.contains(id); }
    /// The due time of a pending timer, or -1.
    qint64 dueMs(TimerId id) const;
    bool isEmpty() const { return m_queue.empty(); }
    int size() const { return int(m_queue.size()); }
    /// The first timer's due time; only if !isEmpty().
    qint64 firstDueMs() const { return TimerKey::due(m_queue.begin()->first.key); }
    /// The first timer's id; only if !isEmpty().
    TimerId firstId() const { return m_queue.begin()->first.id; }
    /// Takes the first timer out and returns its callback; only if !isEmpty().
    std::function<void()> takeFirst();

private:
    struct Key
    {
        quint64 key; // TimerKey::of(due, order)
        TimerId id;  // ids grow: among equal keys the earlier scheduled first
        bool operator<(const Key &o) const { return key != o.key ? key < o.key : id < o.id; }
    };
    std::map<Key, std::function<void()>> m_queue;
    QHash<TimerId, quint64> m_keys;
    TimerId m_next = 1;
};

/// Real time: a QElapsedTimer, and the pending timers in one TimerQueue
/// behind one precise single-shot QTimer armed for the first of them, so
/// that timers due at the same ms fire in the queue's order (separate
/// QTimers would fire in whatever order the event loop found them).
///
/// While a timer's callback runs, nowMs() is the time the timer was due,
/// not the few ms later the event loop got to it: what the callback does
/// (a bot's slap, a card landing) happens at that time, and what it
/// schedules counts from it, as on ManualScheduler and in the simulator;
/// a Hold stands the clock still the same way for an action from outside
/// a timer. So a game played against bots in real time is the one the
/// manual clock plays from the same deal and the person's actions at
/// their times. (A callback that opens a nested event loop, a modal
/// dialog, does not stop the clock: inside that loop it is real time.)
class QtScheduler : public QObject, public Scheduler
{
    Q_OBJECT

public:
    explicit QtScheduler(QObject *parent = nullptr);
    ~QtScheduler() override;

    using Scheduler::schedule;
    qint64 nowMs() const override;
    TimerId schedule(int delayMs, unsigned order, std::function<void()> callback) override;
    void cancel(TimerId id) override;
    bool isPending(TimerId id) const override { return m_queue.contains(id); }
    int remainingMs(TimerId id) const override;
    void catchUp() override;

protected:
    void holdTime() override;
    void releaseTime() override;

private:
    /// Whether the clock stands still (a timer's callback or a Hold), in this event loop.
    bool pinned() const;
    void pin(qint64 ms);
    /// Fires the timers due by now, in order, then arms the QTimer for the
    /// next one.
    void fireDue();
    /// Arms the QTimer for the first pending timer (stops it if none).
    void rearm();

    QElapsedTimer m_clock;
    TimerQueue m_queue;
    QTimer *m_timer = nullptr;
    // The times the clock stands still at (a timer's due time while its
    // callback runs, a Hold's), innermost last, each with the event loop
    // it was made in: a nested loop (a modal dialog) runs in real time.
    struct Pin
    {
        qint64 ms;
        int loopLevel;
    };
    std::vector<Pin> m_pins;
};

/// A fake clock for tests: time stands still until advance() moves it,
/// firing the due timers in the queue's order (see Scheduler).
class ManualScheduler : public Scheduler
{
public:
    using Scheduler::schedule;
    qint64 nowMs() const override { return m_now; }
    TimerId schedule(int delayMs, unsigned order, std::function<void()> callback) override;
    void cancel(TimerId id) override { m_queue.remove(id); }
    bool isPending(TimerId id) const override { return m_queue.contains(id); }
    int remainingMs(TimerId id) const override;

    /// Moves the clock `ms` (>= 0) forward, firing every timer due by then,
    /// including timers that the fired callbacks schedule.
    void advance(qint64 ms);
    /// Moves the clock to the next due timer and fires it; false if none.
    bool fireNext();
    int pendingCount() const { return m_queue.size(); }

private:
    TimerQueue m_queue;
    qint64 m_now = 0;
};

} // namespace ratscrew
