// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"
#include "worker/SerialWorker.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QLockFile;

namespace ratscrew {

class GameSession;

/// Keeps every game the app plays, finished or abandoned, as a record file
/// (docs/REPLAYS.md) in records/ under QStandardPaths::AppDataLocation, the
/// last keep() of them (a setting, 200 by default). Files are written on a
/// worker thread of its own (a SerialWorker), one after the other, each to
/// a temporary file renamed over its name, and named by the game's start
/// and deal number:
/// `yyyyMMdd-HHmmss-DEAL.json` (UTC). Only files of that form are ever
/// deleted when older ones make room.
class RecordKeeper : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDefaultKeep = 200;
    static constexpr int kMaxKeep = 10000;
    /// The app holding `.resume.lock` renews its time this often (ms),
    /// paused or not, so that its lock never looks older than that.
    static constexpr int kLockRenewMs = 60 * 1000;
    /// Another computer's `.resume.lock` (a home shared over NFS or with a
    /// container, a machine renamed) is stale once it has not been renewed
    /// for this long (ms): its app cannot be asked whether it runs.
    static constexpr int kForeignLockStaleMs = 10 * 60 * 1000;

    /// `session` (not owned) must record its games (GameSession::setRecording).
    explicit RecordKeeper(GameSession *session, QObject *parent = nullptr);
    ~RecordKeeper() override;

    /// records/ in the app's data folder.
    static QString defaultDirectory();
    /// Where records go; empty keeps none. Waits for the writes on their
    /// way first.
    ///
    /// `resume.json` belongs to one running app at a time: the one holding
    /// `.resume.lock` beside it (a QLockFile). The first app to set the
    /// folder takes the lock; a second app running at the same time
    /// neither offers, removes nor writes the first one's save, and tries
    /// for the lock again at each save. A lock is stale, and taken, when
    /// no running app can hold it:
    /// - this computer's, once its process is gone (QLockFile's own test);
    /// - one that names no process (empty: a crash right after it was
    ///   made, before its lines reached the disk; or not a lock's lines);
    /// - another computer's, once it is kForeignLockStaleMs old (the app
    ///   holding a lock renews it every kLockRenewMs).
    /// Never while a process of this computer holds its native lock
    /// (flock: QLockFile::removeStaleLockFile()), so a lock being made
    /// this very moment is not taken. While resume is off (a lock that is
    /// not stale, one that cannot be made or removed) problemFound() says
    /// why, once per cause and folder set. A `resume.json` found when the lock is taken
    /// is a game left unfinished by an earlier run: it is held (never
    /// written over nor removed) until it is answered (readResume(),
    /// dropResume(), releaseResume()).
    void setDirectory(const QString &dir);
    QString directory() const { return m_dir; }
    /// How many records are kept, 0..kMaxKeep (0: none).
    void setKeep(int count);
    int keep() const { return m_keep; }

    /// The session has dealt a new game: who sits where, its preset, when
    /// it started and its deal number. (The record's clock, its reveal
    /// time included, is the session's table's: GameRecord::fromTable().)
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
    /// touches a held `resume.json`, nor one this app does not own
    /// (setDirectory()). A save that cannot be written leaves the one
    /// before whole and is told once (problemFound()) until a save works.
    void saveForResume();
    void clearResume();
    QString resumePath() const;
    /// The folder beside the records of `recordsDir` where each game's
    /// chances to win are cached once worked out (AnalysisRunner).
    static QString chancesDirectory(const QString &recordsDir);
    /// The game left unfinished by an earlier run (the held `resume.json`)
    /// read and checked on the keeper's worker (at GameRecord's limits a
    /// second or so), then `done` is called with it on the GUI thread, only
    /// while `context` lives. Returns false, and never calls `done`, if
    /// there is no such file or this app does not own it (setDirectory()).
    /// `done` gets nothing if:
    /// - the file cannot be read (a newer format, damaged). It is not lost:
    ///   it is moved aside to the first free name of `resume.json.old`,
    ///   `resume.json.old.2` … `resume.json.old.99` (never over another
    ///   one) and problemFound() says so; with all of those taken it stays
    ///   where it is, held.
    /// - nobody acted in its game, or the game is over, by the record's
    ///   word or by its actions (replay()): the file is removed.
    /// - the folder changed meanwhile.
    /// A game that can be played on is handed over still held: the file
    /// stays until dropResume() (it was declined) or releaseResume() (it
    /// was resumed), so that a run that ends, or is killed, before the
    /// answer keeps it.
    bool readResume(QObject *context, std::function<void(std::optional<GameRecord> record)> done);
    /// The held `resume.json` is removed and no longer held (the game read
    /// by readResume() was declined).
    void dropResume();
    /// This app owns `resume.json` (holds its lock; setDirectory()).
    bool ownsResume() const { return m_lock != nullptr; }
    /// An earlier run's `resume.json` is there, not yet taken.
    bool isResumeHeld() const { return m_resumeHeld; }
    /// A game was resumed: it is the one saved for a resume from now on.
    /// The held file stays as its save (it holds what was restored) until
    /// the next saveForResume() writes over it.
    void releaseResume() { m_resumeHeld = false; }
    /// Renews the held `.resume.lock`'s modification time, on the worker;
    /// done every kLockRenewMs while it is held. Nothing without the lock.
    void renewLock();
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
    /// A record or the save for a resume could not be written, or a save
    /// could not be read (one translated sentence).
    void problemFound(const QString &text);

private:
    /// Takes `.resume.lock` if this app does not hold it yet; true if it
    /// holds it now. A `resume.json` found as it is taken is held. False
    /// says why in problemFound() (once per cause).
    bool claimResume();
    /// `lock` could not be taken (LockFailedError): takes it if it is
    /// stale (setDirectory()); else returns false with `why`, the sentence
    /// that says whose it is.
    bool takeStaleLock(QLockFile &lock, QString *why) const;
    /// Resume is off: `why` goes to problemFound() unless it was the last said.
    void tellResumeOff(const QString &why);
    /// What the worker read of `resume.json`.
    struct ResumeRead
    {
        std::optional<GameRecord> record; ///< none: `error` says why
        QString error;
        bool playable = false; ///< someone acted in it and it is not over
    };
    /// readResume()'s answer on the GUI thread: the game to offer, if any.
    std::optional<GameRecord> resumeRead(const QString &path, ResumeRead read);
    /// Moves an unreadable `resume.json` aside; the name it got, or empty.
    QString keepAside(const QString &path);

    QPointer<GameSession> m_session;
    QString m_dir;
    int m_keep = kDefaultKeep;
    QList<RecordPlayer> m_players;
    QString m_preset;
    QDateTime m_startedAt;
    quint64 m_deal = 0;
    bool m_kept = true;                       // the game in play has been written (or there is none)
    bool m_resumeHeld = false;                // an earlier run's resume.json waits to be taken
    std::unique_ptr<QLockFile> m_lock;        // held: resume.json is this app's
    std::atomic<bool> m_resumeFailing{false}; // a save failed and was told
    QString m_resumeOffTold;                  // why resume is off, as last said
    QTimer m_lockRenewal;                     // renewLock(), while the lock is held
    SerialWorker m_worker; // one job after the other: the pruning sees every file before it
};

} // namespace ratscrew
