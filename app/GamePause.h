// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace ratscrew {

class GameSession;
class TableWidget;

/// The main window's pause: the game in play pauses at once, and plays on
/// only after a short countdown (speeds::kResumeCountdownSteps steps of
/// speeds::kResumeCountdownStepMs, shown on the table), so that nobody is
/// caught with their hand off the keys. A key of play pressed during the
/// countdown is not taken, and not kept for later: a slap queued then would
/// beat every bot (takesKeys()).
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
    /// Stops a countdown without playing on (a new or resumed game comes).
    void stopCountdown() { m_timer.stop(); }
    bool isCountingDown() const { return m_timer.isActive(); }
    /// Whether a key of play may act now: not during the countdown, when
    /// the hint says the key was not taken.
    bool takesKeys();

Q_SIGNALS:
    /// A line for the status line ("Paused. Press P or Esc to play on.").
    void told(const QString &text);
    /// A short hint about a key that was not taken.
    void hinted(const QString &text);

private:
    void step();

    QPointer<GameSession> m_session;
    QPointer<TableWidget> m_table;
    QString m_keys;
    QTimer m_timer;
    int m_count = 0;
};

} // namespace ratscrew
