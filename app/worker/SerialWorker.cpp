// SPDX-License-Identifier: GPL-3.0-or-later
#include "worker/SerialWorker.h"

#include <QPointer>

namespace ratscrew {

SerialWorker::SerialWorker(const QString &name, QThread::Priority priority)
{
    m_inbox.moveToThread(&m_thread);
    m_thread.setObjectName(name);
    m_thread.start(priority);
}

SerialWorker::~SerialWorker()
{
    wait();
    m_thread.quit();
    m_thread.wait();
}

void SerialWorker::run(std::function<void()> job)
{
    QMetaObject::invokeMethod(&m_inbox, std::move(job), Qt::QueuedConnection);
}

void SerialWorker::runAndWait(const std::function<void()> &job)
{
    QMetaObject::invokeMethod(&m_inbox, job, Qt::BlockingQueuedConnection);
}

void SerialWorker::wait()
{
    runAndWait([] {});
}

void SerialWorker::tell(const QString &text)
{
    QMetaObject::invokeMethod(
        this, [this, text] { Q_EMIT problemFound(text); }, Qt::QueuedConnection);
}

void SerialWorker::runThen(QObject *context, std::function<std::function<void()>()> job)
{
    const QPointer<QObject> guard(context);
    // `this` outlives every job: its destructor waits for them. The answer
    // is a call queued to it, so it is dropped if the worker goes first.
    run([this, guard, job = std::move(job)] {
        QMetaObject::invokeMethod(
            this,
            [guard, answer = job()] {
                if (guard)
                    answer();
            },
            Qt::QueuedConnection);
    });
}

} // namespace ratscrew
