// SPDX-License-Identifier: GPL-3.0-or-later
#include "rivals/RivalStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QStandardPaths>

#include <algorithm>

namespace ratscrew {

namespace {

QString mineFolder(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("mine"));
}

bool playedBefore(const RivalStore::Entry &a, const RivalStore::Entry &b)
{
    return a.run.record.startedAt < b.run.record.startedAt;
}

} // namespace

QString RivalStore::defaultDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("rivals"));
}

QString RivalStore::add(const Run &run, bool mine, QString *error) const
{
    const QString folder = mine ? mineFolder(m_dir) : m_dir;
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = tr("The folder %1 for runs cannot be made.").arg(QDir::toNativeSeparators(folder));
        return {};
    }
    // Named by the game it is, so that a game kept again as it goes on (the
    // Rivals window opened during it, then its end) replaces itself; a run
    // without its start (not the app's) by its content.
    const QByteArray identity = run.record.startedAt.isValid()
                                    ? QStringLiteral("%1 %2 %3 %4")
                                          .arg(run.record.deal)
                                          .arg(run.record.startedAt.toUTC().toString(Qt::ISODateWithMs))
                                          .arg(run.player)
                                          .arg(run.name)
                                          .toUtf8()
                                    : run.toJson();
    const QString hash =
        QString::fromLatin1(QCryptographicHash::hash(identity, QCryptographicHash::Sha256).toHex().left(10));
    const QString path = QDir(folder).filePath(
        QStringLiteral("%1-%2%3").arg(run.record.deal).arg(hash, QLatin1String(Run::kExtension)));
    QString why;
    if (!run.write(path, &why)) {
        if (error)
            *error = tr("The run is not kept: %1").arg(why);
        return {};
    }
    return path;
}

QList<RivalStore::Entry> RivalStore::runsOf(quint64 deal, QStringList *problems) const
{
    QList<Entry> mine, theirs;
    const QStringList pattern{QStringLiteral("%1-*%2").arg(deal).arg(QLatin1String(Run::kExtension))};
    for (const bool own : {true, false}) {
        const QDir folder(own ? mineFolder(m_dir) : m_dir);
        for (const QFileInfo &file : folder.entryInfoList(pattern, QDir::Files, QDir::Name)) {
            QString why;
            std::optional<Run> run = Run::read(file.filePath(), &why);
            if (!run || run->record.deal != deal) {
                if (problems)
                    problems->append(run ? tr("%1 is not a run of deal %2.").arg(file.fileName()).arg(deal)
                                         : why);
                continue;
            }
            (own ? mine : theirs).append(Entry{std::move(*run), own, file.filePath()});
        }
    }
    std::stable_sort(mine.begin(), mine.end(), playedBefore);
    std::stable_sort(theirs.begin(), theirs.end(), playedBefore);
    return mine + theirs;
}

QList<RivalStore::Entry> RivalStore::dailyRunsOf(const QDate &date) const
{
    QList<Entry> runs =
        runsOf(quint64(date.year()) * 10000 + quint64(date.month()) * 100 + quint64(date.day()));
    runs.removeIf([&date](const Entry &e) { return !e.mine || e.run.daily != date; });
    return runs;
}

} // namespace ratscrew
