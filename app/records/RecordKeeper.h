// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>

#include <optional>

namespace ratscrew {

class GameSession;

/// Keeps every game the app plays, finished or abandoned, as a record file
/// (docs/REPLAYS.md) in records/ under QStandardPaths::AppDataLocation, the
/// last keep() of them (a setting, 200 by default). Files are written on a
/// worker thread (QThreadPool), each to a temporary file renamed over its
/// name, and named by the game's start and deal number:
/// `yyyyMMdd-HHmmss-DEAL.json` (UTC). Only files of that form are ever
/// deleted when older ones make room.
class RecordKeeper : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultKeep = 200;
    static constexpr int kMaxKeep = 10000;

    /// `session` (not owned) must record its games (GameSession::setRecording).
    explicit RecordKeeper(GameSession *session, QObject *parent = nullptr);
    ~RecordKeeper() override;

    /// records/ in the app's data folder.
    static QString defaultDirectory();
    /// Where records go; empty keeps none. A `resume.json` already there is
    /// a game left unfinished by an earlier run: it is held (never written
    /// over nor removed) until takeResume() has taken it.
    void setDirectory(const QString &dir);
    QString directory() const { return m_dir; }
    /// How many records are kept, 0..kMaxKeep (0: none).
    void setKeep(int count);
    int keep() const { return m_keep; }

    /// The session has dealt a new game: who sits where, its preset, when
    /// it started and its deal number. The session's revealDelayMs() now
    /// is the record's reveal time (GameRecord::revealMs).
    void gameStarted(const QList<RecordPlayer> &players, const QString &preset, const QDateTime &startedAt,
                     quint64 deal);
    /// Writes the game in play as it stands (over or not), once; nothing
    /// without a game, a directory or a single action. A record of the same
    /// game kept unfinished before (the same start and deal: a game closed
    /// and resumed) is replaced, so that a game is one record.
    void keepGame();
    /// Save and resume: the game in play as `resume.json` in the records'
    /// folder (written atomically on the worker; the app does it every few
    /// seconds and on close; nothing before the game's first action), and
    /// removing it once the game is over or another one starts. Neither
    /// touches a held `resume.json` (setDirectory()).
    void saveForResume();
    void clearResume();
    QString resumePath() const;
    /// The game left unfinished by an earlier run: `resume.json` read and
    /// removed (it is offered once), and no longer held. None if there is
    /// no such file or it cannot be read.
    std::optional<GameRecord> takeResume();
    /// An earlier run's `resume.json` is there, not yet taken.
    bool isResumeHeld() const { return m_resumeHeld; }
    /// A game was resumed: it is the one saved for a resume from now on.
    void releaseResume() { m_resumeHeld = false; }
    /// Waits until every record handed to the worker is written.
    void waitForWrites();
    /// The file names a record of a game started at `startedAt` with
    /// `deal` gets, and whether `name` is one of those (the only files
    /// ever deleted).
    static QString fileName(const QDateTime &startedAt, quint64 deal);
    static bool isRecordName(const QString &name);
    /// The record at `path` is an earlier, unfinished state of `record`'s
    /// game (the same start and deal; not over; no more actions): keeping
    /// `record` may replace it. Reads the file (call it off the GUI thread).
    static bool isUnfinishedPartOf(const QString &path, const GameRecord &record);

Q_SIGNALS:
    /// A record could not be written (one translated sentence).
    void problemFound(const QString &text);

private:
    QPointer<GameSession> m_session;
    QString m_dir;
    int m_keep = kDefaultKeep;
    QList<RecordPlayer> m_players;
    QString m_preset;
    QDateTime m_startedAt;
    quint64 m_deal = 0;
    int m_revealMs = 0;
    bool m_kept = true;        // the game in play has been written (or there is none)
    bool m_resumeHeld = false; // an earlier run's resume.json waits to be taken
    QThreadPool m_pool;
};

} // namespace ratscrew
