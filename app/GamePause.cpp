// SPDX-License-Identifier: GPL-3.0-or-later
#include "GamePause.h"

#include "GameSession.h"
#include "table/Speeds.h"
#include "table/TableWidget.h"

namespace ratscrew {

GamePause::GamePause(GameSession *session, TableWidget *table, QObject *parent)
    : QObject(parent), m_session(session), m_table(table)
{
    m_timer.setInterval(speeds::kResumeCountdownStepMs);
    connect(&m_timer, &QTimer::timeout, this, &GamePause::step);
}

void GamePause::pause()
{
    m_timer.stop();
    if (!m_session->isPaused() && !m_session->isOver())
        m_session->pause();
    m_table->setPauseText(tr("Paused"), tr("%1 to play on", "the keys of Pause").arg(m_keys));
    if (m_session->isPaused())
        Q_EMIT told(tr("Paused. Press %1 to play on.").arg(m_keys));
}

void GamePause::playOn()
{
    if (!m_session->isPaused() || m_timer.isActive())
        return;
    m_count = speeds::kResumeCountdownSteps;
    m_table->setPauseText(QString::number(m_count));
    m_timer.start();
}

bool GamePause::takesKeys()
{
    if (!isCountingDown())
        return true;
    // Not kept for later: the countdown is there so that everyone starts
    // together, and a slap queued during it would beat every bot.
    Q_EMIT hinted(tr("Not yet: play goes on when the countdown ends."));
    return false;
}

void GamePause::step()
{
    if (--m_count > 0) {
        m_table->setPauseText(QString::number(m_count));
        return;
    }
    m_timer.stop();
    m_session->resume();
    Q_EMIT told(tr("Play on."));
}

} // namespace ratscrew
