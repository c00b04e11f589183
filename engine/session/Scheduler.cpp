// SPDX-License-Identifier: GPL-3.0-or-later
#include "Scheduler.h"

#include <QTimer>

#include <algorithm>

namespace ratscrew {

QtScheduler::QtScheduler(QObject *parent) : QObject(parent)
{
    m_clock.start();
}

QtScheduler::~QtScheduler() = default; // the timers are children

Scheduler::TimerId QtScheduler::schedule(int delayMs, std::function<void()> callback)
{
    const TimerId id = m_next++;
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer); // a member QTimer is coarse by default (±5 %)
    connect(timer, &QTimer::timeout, this, [this, id, timer, callback = std::move(callback)] {
        m_timers.remove(id);
        timer->deleteLater();
        callback();
    });
    m_timers.insert(id, timer);
    timer->start(std::max(0, delayMs));
    return id;
}

void QtScheduler::cancel(TimerId id)
{
    if (QTimer *timer = m_timers.take(id)) {
        timer->stop();
        timer->deleteLater();
    }
}

int QtScheduler::remainingMs(TimerId id) const
{
    const QTimer *timer = m_timers.value(id);
    return timer ? std::max(0, timer->remainingTime()) : -1;
}

Scheduler::TimerId ManualScheduler::schedule(int delayMs, std::function<void()> callback)
{
    const TimerId id = m_next++;
    const qint64 due = m_now + std::max(0, delayMs);
    m_queue.emplace(Key{due, id}, std::move(callback));
    m_due.insert(id, due);
    return id;
}

void ManualScheduler::cancel(TimerId id)
{
    const auto it = m_due.constFind(id);
    if (it == m_due.constEnd())
        return;
    m_queue.erase(Key{it.value(), id});
    m_due.erase(it);
}

bool ManualScheduler::isPending(TimerId id) const
{
    return m_due.contains(id);
}

int ManualScheduler::remainingMs(TimerId id) const
{
    const auto it = m_due.constFind(id);
    return it == m_due.constEnd() ? -1 : int(it.value() - m_now);
}

bool ManualScheduler::fireNext()
{
    if (m_queue.empty())
        return false;
    auto node = m_queue.extract(m_queue.begin());
    m_due.remove(node.key().id);
    m_now = std::max(m_now, node.key().due);
    node.mapped()();
    return true;
}

void ManualScheduler::advance(qint64 ms)
{
    const qint64 target = m_now + std::max<qint64>(0, ms);
    while (!m_queue.empty() && m_queue.begin()->first.due <= target)
        fireNext();
    m_now = target;
}

} // namespace ratscrew
