// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/ReplayLoader.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

namespace ratscrew {

namespace {

// Runs `answer` on the GUI thread if `context` still lives then.
void answerOn(const QPointer<QObject> &context, std::function<void()> answer)
{
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [context, answer = std::move(answer)] {
            if (context)
                answer();
        },
        Qt::QueuedConnection);
}

} // namespace

void ReplayLoader::load(const QString &path, QObject *context,
                        std::function<void(std::optional<LoadedReplay>, const QString &)> done)
{
    const QPointer<QObject> guard(context);
    QThreadPool::globalInstance()->start([path, guard, done = std::move(done)] {
        QString error;
        std::optional<GameRecord> record = GameRecord::read(path, &error);
        std::optional<LoadedReplay> replay;
        if (record) {
            auto analysis = std::make_shared<const ReplayAnalysis>(*record);
            replay = LoadedReplay{path, std::move(*record), std::move(analysis)};
        }
        auto shared = std::make_shared<std::optional<LoadedReplay>>(std::move(replay));
        answerOn(guard, [done, shared, error] { done(std::move(*shared), error); });
    });
}

void ReplayLoader::summarize(const QStringList &paths, QObject *context,
                             std::function<void(const RecordSummary &)> each, std::function<void()> finished)
{
    const QPointer<QObject> guard(context);
    QThreadPool::globalInstance()->start(
        [paths, guard, each = std::move(each), finished = std::move(finished)] {
            for (const QString &path : paths) {
                if (!guard) // the list is gone: read no more
                    return;
                auto summary = std::make_shared<RecordSummary>();
                summary->path = path;
                summary->record = GameRecord::read(path, &summary->error);
                if (summary->record)
                    summary->record->actions = {}; // the list shows none: free them here
                answerOn(guard, [each, summary] { each(*summary); });
            }
            if (finished)
                answerOn(guard, finished);
        });
}

} // namespace ratscrew
