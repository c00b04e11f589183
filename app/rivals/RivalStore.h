// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rivals/Run.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ratscrew {

/// The runs kept on this computer (docs/RUNS.md, "Rivals"): the person's
/// own runs of daily deals, chosen deals and ghost races in `mine/`, and
/// the runs opened from others (checked first) beside it, in a folder
/// beside the game records. Each file is named by its deal number and a
/// hash of the game it is (deal, start, seat and name; of its content for
/// a run without its start): `20261207-3f2a9c01d4.ratscrew-run`. So a run
/// opened twice is kept once, and a game kept again as it goes on replaces
/// its earlier run. Each is written atomically.
class RivalStore
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::RivalStore)

public:
    /// `rivals/` in the app's data folder.
    static QString defaultDirectory();
    explicit RivalStore(const QString &directory = defaultDirectory()) : m_dir(directory) { }
    QString directory() const { return m_dir; }

    struct Entry
    {
        Run run;
        bool mine = false; ///< the person's own run
        QString path;
    };

    /// Keeps `run` (mine: one of the person's own); returns its path, or
    /// empty and `*error` (one sentence) if it cannot be written.
    QString add(const Run &run, bool mine, QString *error = nullptr) const;
    /// The runs of deal `deal` kept here, the person's own first, each group
    /// in the order they were played. A file that cannot be read is left
    /// where it is and named in `*problems`.
    QList<Entry> runsOf(quint64 deal, QStringList *problems = nullptr) const;
    /// The person's own runs of the daily deal of `date`, first played first.
    QList<Entry> dailyRunsOf(const QDate &date) const;

private:
    QString m_dir;
};

} // namespace ratscrew
