// SPDX-License-Identifier: GPL-3.0-or-later
#include "Scheduler.h"

#include <QPointer>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace ratscrew {

Scheduler::TimerId TimerQueue::add(qint64 dueMs, unsigned order, std::function<void()> callback)
{
    const TimerId id = m_next++;
    const quint64 key = TimerKey::of(std::max<qint64>(0, dueMs), std::min(order, TimerKey::kOtherOrder));
    m_queue.emplace(Key{key, id}, std::move(callback));
    m_keys.insert(id, key);
    return id;
}

bool TimerQueue::remove(TimerId id)
{
    const auto it = m_keys.constFind(id);
    if (it == m_keys.constEnd())
        return false;
    m_queue.erase(Key{it.value(), id});
    m_keys.erase(it);
    return true;
}

qint64 TimerQueue::dueMs(TimerId id) const
{
    const auto it = m_keys.constFind(id);
    return it == m_keys.constEnd() ? -1 : TimerKey::due(it.value());
}

std::function<void()> TimerQueue::takeFirst()
{
    auto node = m_queue.extract(m_queue.begin());
    m_keys.remove(node.key().id);
    return std::move(node.mapped());
}

QtScheduler::QtScheduler(QObject *parent) : QObject(parent), m_timer(new QTimer(this))
{
    m_clock.start();
    m_timer->setSingleShot(true);
    m_timer->setTimerType(Qt::PreciseTimer); // a member QTimer is coarse by default (±5 %)
    connect(m_timer, &QTimer::timeout, this, &QtScheduler::fireDue);
}

QtScheduler::~QtScheduler() = default; // the timer is a child

Scheduler::TimerId QtScheduler::schedule(int delayMs, unsigned order, std::function<void()> callback)
{
    const TimerId id = m_queue.add(nowMs() + std::max(0, delayMs), order, std::move(callback));
    if (m_queue.firstId() == id)
        rearm();
    return id;
}

void QtScheduler::cancel(TimerId id)
{
    const bool wasFirst = !m_queue.isEmpty() && m_queue.firstId() == id;
    if (m_queue.remove(id) && wasFirst)
        rearm();
}

int QtScheduler::remainingMs(TimerId id) const
{
    const qint64 due = m_queue.dueMs(id);
    return due < 0 ? -1 : int(std::max<qint64>(0, due - nowMs()));
}

void QtScheduler::rearm()
{
    if (m_queue.isEmpty()) {
        m_timer->stop();
        return;
    }
    m_timer->start(int(std::clamp<qint64>(m_queue.firstDueMs() - m_clock.elapsed(), 0, 1 << 30)));
}

bool QtScheduler::pinned() const
{
    return !m_pins.empty() && m_pins.back().loopLevel == QThread::currentThread()->loopLevel();
}

qint64 QtScheduler::nowMs() const
{
    return pinned() ? m_pins.back().ms : m_clock.elapsed();
}

void QtScheduler::pin(qint64 ms)
{
    m_pins.push_back(Pin{ms, QThread::currentThread()->loopLevel()});
}

void QtScheduler::holdTime()
{
    pin(nowMs());
}

void QtScheduler::releaseTime()
{
    if (!m_pins.empty())
        m_pins.pop_back();
}

void QtScheduler::catchUp()
{
    if (!pinned())
        fireDue();
}

void QtScheduler::fireDue()
{
    // The timers due by now, in order, each at its due time (nowMs()). The
    // QTimer is armed for the next one before each callback, so that one
    // that opens a nested event loop (a modal dialog) does not hold the
    // others up; a timer firing inside that loop reads its own due time.
    const qint64 now = m_clock.elapsed();
    const QPointer<QtScheduler> alive(this); // a callback may delete this scheduler
    while (!m_queue.isEmpty() && m_queue.firstDueMs() <= now) {
        const qint64 due = m_queue.firstDueMs();
        const std::function<void()> callback = m_queue.takeFirst();
        rearm();
        pin(due);
        callback();
        if (!alive)
            return;
        releaseTime();
    }
    rearm();
}

Scheduler::TimerId ManualScheduler::schedule(int delayMs, unsigned order, std::function<void()> callback)
{
    return m_queue.add(m_now + std::max(0, delayMs), order, std::move(callback));
}

int ManualScheduler::remainingMs(TimerId id) const
{
    const qint64 due = m_queue.dueMs(id);
    return due < 0 ? -1 : int(due - m_now);
}

bool ManualScheduler::fireNext()
{
    if (m_queue.isEmpty())
        return false;
    m_now = std::max(m_now, m_queue.firstDueMs());
    std::function<void()> callback = m_queue.takeFirst();
    callback();
    return true;
}

void ManualScheduler::advance(qint64 ms)
{
    const qint64 target = m_now + std::max<qint64>(0, ms);
    while (!m_queue.isEmpty() && m_queue.firstDueMs() <= target)
        fireNext();
    m_now = target;
}

} // namespace ratscrew
