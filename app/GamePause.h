// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace ratscrew {

class GameSession;
class TableWidget;
class KeyBindings;
struct RuleSet;

/// The main window's pause: the game in play pauses at once, and plays on
/// only after a short countdown (speeds::kResumeCountdownSteps steps of
/// speeds::kResumeCountdownStepMs, shown on the table), so that nobody is
/// caught with their hand off the keys. A key of play pressed during the
/// countdown is not taken, and not kept for later: a slap queued then would
/// beat every bot (takesKeys()).
///
/// A new game starts the same way (waitForStart()): dealt and paused, its
/// clock stopped, until the person starts it; then the countdown.
class GamePause : public QObject
{
    Q_OBJECT

public:
    /// Neither is owned; both must outlive the pause.
    GamePause(GameSession *session, TableWidget *table, QObject *parent = nullptr);

    /// The keys of Pause as the texts name them ("P or Esc").
    void setPauseKeys(const QString &keys) { m_keys = keys; }
    /// Pauses the game in play at once (a countdown stops) and says so.
    void pause();
    /// Starts the countdown, then plays on; nothing unless the game is
    /// paused and no countdown runs.
    void playOn();
    /// Holds a new game on its dealt table until the person starts it
    /// (the play key, a click on the table, Pause's key: playOn()): the
    /// session paused, "Press Space to start" on the table (the first
    /// person's play key of `keys`), and for a `newcomer` intro() under it.
    /// A pause meanwhile keeps these words; takesKeys() refuses a key
    /// with a hint. Called again while it waits: the words anew.
    void waitForStart(const KeyBindings &keys, const RuleSet &rules, int people, bool newcomer);
    bool isWaitingToStart() const { return m_waitingToStart; }
    /// A newcomer's three lines: the goal under `rules`, the keys (one
    /// person's, or "at their seats" for `people` > 1), where the patterns
    /// are explained.
    static QStringList intro(const RuleSet &rules, const QString &playKey, const QString &slapKey,
                             int people);
    /// Stops a countdown or a wait to start without playing on (a new or
    /// resumed game comes).
    void stopCountdown();
    bool isCountingDown() const { return m_timer.isActive(); }
    /// Whether a key of play may act now: not during the countdown nor
    /// while a new game waits to start, when the hint says the key was
    /// not taken.
    bool takesKeys();

Q_SIGNALS:
    /// A line for the status line ("Paused. Press P or Esc to play on.").
    void told(const QString &text);
    /// A short hint about a key that was not taken.
    void hinted(const QString &text);

private:
    void step();
    void showStart();

    QPointer<GameSession> m_session;
    QPointer<TableWidget> m_table;
    QString m_keys;
    QTimer m_timer;
    int m_count = 0;
    bool m_waitingToStart = false;
    QString m_playKey;
    QStringList m_intro;
};

} // namespace ratscrew
