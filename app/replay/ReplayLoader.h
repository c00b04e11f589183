// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"
#include "replay/ReplayAnalysis.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QObject;

namespace ratscrew {

/// A record read and analysed, ready for a ReplayWindow.
struct LoadedReplay
{
    QString path;
    GameRecord record;
    std::shared_ptr<const ReplayAnalysis> analysis;
};

/// What the Replays list shows of a record, or why it cannot be opened.
struct RecordSummary
{
    QString path;
    std::optional<GameRecord> record; ///< without its actions (the list needs none)
    QString error;                    ///< GameRecord::read's line when `record` is empty
};

/// Reading records off the GUI thread (docs/REPLAYS.md). A record at
/// GameRecord's limits takes a second or two to read and as long again to
/// analyse; the window that waits for it stays responsive and says it is
/// reading. The work runs on QThreadPool::globalInstance(); each answer
/// comes on the GUI thread, and only while `context` lives.
namespace ReplayLoader {

/// Reads `path` (GameRecord::read) and analyses it (ReplayAnalysis); then
/// calls `done` with the replay, or with nothing and the reader's line.
void load(const QString &path, QObject *context,
          std::function<void(std::optional<LoadedReplay> replay, const QString &error)> done);

/// Reads each of `paths` in turn, calling `each` with its summary as soon
/// as it is read (in the order given), then `finished`.
void summarize(const QStringList &paths, QObject *context, std::function<void(const RecordSummary &)> each,
               std::function<void()> finished = {});

} // namespace ReplayLoader

} // namespace ratscrew
