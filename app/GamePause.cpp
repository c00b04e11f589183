// SPDX-License-Identifier: GPL-3.0-or-later
#include "GamePause.h"

#include "GameSession.h"
#include "RuleSet.h"
#include "settings/KeyBindings.h"
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
    if (m_waitingToStart) {
        showStart();
        return;
    }
    m_table->setPauseText(tr("Paused"), tr("%1 to play on", "the keys of Pause").arg(m_keys));
    if (m_session->isPaused())
        Q_EMIT told(tr("Paused. Press %1 to play on.").arg(m_keys));
}

void GamePause::waitForStart(const KeyBindings &keys, const RuleSet &rules, int people, bool newcomer)
{
    m_timer.stop();
    m_playKey = keys.text(KeyBindings::play(0));
    m_intro = newcomer ? intro(rules, m_playKey, keys.text(KeyBindings::slap(0)), people) : QStringList();
    m_waitingToStart = !m_session->isOver();
    pause();
}

void GamePause::showStart()
{
    m_table->setPauseText(tr("Press %1 to start", "the play key").arg(m_playKey), tr("or click the table"),
                          m_intro);
    Q_EMIT told(tr("The cards are dealt. Press %1 or click the table to start.").arg(m_playKey));
}

QStringList GamePause::intro(const RuleSet &rules, const QString &playKey, const QString &slapKey, int people)
{
    const int minutes = rules.timeLimitMinutes;
    QString goal;
    if (rules.win == WinCondition::AllCards)
        goal = minutes > 0
                   ? tr("Win all %1 cards, or hold the most when %n minute(s) are up.", nullptr, minutes)
                         .arg(rules.deckSize())
                   : tr("Win all %1 cards.").arg(rules.deckSize());
    else
        goal = minutes > 0 ? tr("Be the last player with cards, or hold the most when %n minute(s) are up.",
                                nullptr, minutes)
                           : tr("Be the last player with cards.");
    return {goal,
            people > 1 ? tr("Each player plays and slaps with the keys shown at their seat.")
                       : tr("%1 plays your card, %2 slaps.").arg(playKey, slapKey),
            tr("Slap first when the pile shows a pattern; F1 explains them all.")};
}

void GamePause::stopCountdown()
{
    m_timer.stop();
    m_waitingToStart = false;
}

void GamePause::playOn()
{
    if (!m_session->isPaused() || m_timer.isActive())
        return;
    m_waitingToStart = false;
    m_count = speeds::kResumeCountdownSteps;
    m_table->setPauseText(QString::number(m_count));
    m_timer.start();
}

bool GamePause::takesKeys()
{
    if (m_waitingToStart) {
        Q_EMIT hinted(tr("Not yet: press %1 to start.").arg(m_playKey));
        return false;
    }
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
