// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotPlayer.h"

#include "GameSession.h"

#include <utility>

namespace ratscrew {

BotPlayer::BotPlayer(GameSession *session, int player, const BotProfile &profile, quint64 seed,
                     QObject *parent)
    : BotPlayer(session, player, profile, seed, 1.0, parent)
{
}

BotPlayer::BotPlayer(GameSession *session, int player, const BotProfile &profile, quint64 seed,
                     double playSpeedFactor, QObject *parent)
    : QObject(parent),
      m_session(session),
      m_player(player),
      m_seed(seed),
      m_mind(profile, seed),
      m_scheduler(session->scheduler())
{
    m_mind.setPlaySpeedFactor(playSpeedFactor);
    connect(session, &GameSession::stateChanged, this, &BotPlayer::replan);
    connect(session, &GameSession::pausedChanged, this, &BotPlayer::pauseTimers);
    connect(session, &GameSession::aboutToBeDestroyed, this, [this] {
        stopTimers();
        m_scheduler = nullptr; // it may die with the session
    });
    connect(session, &GameSession::gameStarted, this, [this] {
        stopTimers();
        m_heldSlapMs = m_heldPlayMs = -1;
        m_mind.reset();
    });
    replan();
}

BotPlayer::~BotPlayer()
{
    stopTimers(); // the scheduler may outlive this bot
}

bool BotPlayer::hasPendingSlap() const
{
    return m_scheduler && m_scheduler->isPending(m_slapTimer);
}

bool BotPlayer::hasPendingPlay() const
{
    return m_scheduler && m_scheduler->isPending(m_playTimer);
}

void BotPlayer::stopTimers()
{
    if (m_scheduler) {
        m_scheduler->cancel(m_slapTimer);
        m_scheduler->cancel(m_playTimer);
    }
    m_slapTimer = m_playTimer = 0;
}

void BotPlayer::pauseTimers(bool paused)
{
    GameSession *s = m_session;
    if (!s || !m_scheduler)
        return;
    if (paused) {
        m_heldSlapMs = hasPendingSlap() ? m_scheduler->remainingMs(m_slapTimer) : -1;
        m_heldPlayMs = hasPendingPlay() ? m_scheduler->remainingMs(m_playTimer) : -1;
        stopTimers();
        return;
    }
    // The session moved the generation on pause and on resume with the
    // pile as it was: the decisions stand, and the timers go on.
    const int slapMs = std::exchange(m_heldSlapMs, -1);
    const int playMs = std::exchange(m_heldPlayMs, -1);
    if (!s->hasGame() || s->isPaused() || s->isOver() || s->isOut(m_player))
        return;
    m_mind.carryOver(m_seenGeneration, s->generation());
    m_seenGeneration = s->generation();
    if (slapMs >= 0) {
        startSlapTimer(slapMs);
        Q_EMIT slapScheduled(slapMs, m_slapGeneration);
    }
    if (playMs >= 0)
        startPlayTimer(playMs);
    // The session's stateChanged() comes next: the bot re-plans, and keeps these.
}

void BotPlayer::startSlapTimer(int delayMs)
{
    m_scheduler->cancel(m_slapTimer);
    m_slapGeneration = m_session->generation();
    m_slapTimer = m_scheduler->schedule(delayMs, TimerKey::slapOrder(m_player), [this] { fireSlap(); });
}

void BotPlayer::startPlayTimer(int delayMs)
{
    m_scheduler->cancel(m_playTimer);
    m_playGeneration = m_session->generation();
    m_playTimer = m_scheduler->schedule(delayMs, TimerKey::playOrder(m_player), [this] { firePlay(); });
}

void BotPlayer::replan()
{
    GameSession *s = m_session;
    if (!s || !m_scheduler || !s->hasGame() || s->isPaused() || s->isOver() || s->isOut(m_player)) {
        stopTimers();
        return;
    }
    BotView view = BotView::of(s->table(), m_player);
    view.playPending = hasPendingPlay();
    m_seenGeneration = view.generation;
    const BotPlan plan = m_mind.observe(view);

    if (plan.slap != BotPlan::Timer::Keep) {
        m_scheduler->cancel(m_slapTimer);
        m_slapTimer = 0;
    }
    if (plan.slap == BotPlan::Timer::Start) {
        startSlapTimer(plan.slapDelayMs);
        Q_EMIT slapScheduled(plan.slapDelayMs, view.generation);
    }
    if (plan.play != BotPlan::Timer::Keep) {
        m_scheduler->cancel(m_playTimer);
        m_playTimer = 0;
    }
    if (plan.play == BotPlan::Timer::Start)
        startPlayTimer(plan.playDelayMs);
}

void BotPlayer::fireSlap()
{
    m_slapTimer = 0;
    GameSession *s = m_session;
    if (!s || s->generation() != m_slapGeneration) // stale: the pile changed first
        return;
    s->slap(m_player);
}

void BotPlayer::firePlay()
{
    m_playTimer = 0;
    GameSession *s = m_session;
    if (!s || s->generation() != m_playGeneration || s->turnPlayer() != m_player)
        return;
    s->playCard(m_player);
}

} // namespace ratscrew
