// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotPlayer.h"

#include "GameSession.h"

namespace ratscrew {

BotPlayer::BotPlayer(GameSession *session, int player, const BotProfile &profile, quint64 seed,
                     QObject *parent)
    : QObject(parent), m_session(session), m_player(player), m_mind(profile, seed)
{
    for (QTimer *t : {&m_slapTimer, &m_playTimer}) {
        t->setSingleShot(true);
        t->setTimerType(Qt::PreciseTimer);
    }
    connect(&m_slapTimer, &QTimer::timeout, this, &BotPlayer::fireSlap);
    connect(&m_playTimer, &QTimer::timeout, this, &BotPlayer::firePlay);
    connect(session, &GameSession::stateChanged, this, &BotPlayer::replan);
    connect(session, &GameSession::pausedChanged, this, &BotPlayer::replan);
    connect(session, &GameSession::gameStarted, this, [this] {
        m_slapTimer.stop();
        m_playTimer.stop();
        m_mind.reset();
    });
    replan();
}

void BotPlayer::replan()
{
    GameSession *s = m_session;
    if (!s || !s->hasGame() || s->isPaused() || s->isOver() || s->isOut(m_player)) {
        m_slapTimer.stop();
        m_playTimer.stop();
        return;
    }
    const auto pile = s->pile();
    BotView view;
    view.generation = s->generation();
    view.played = pile.subspan(pile.size() - std::size_t(s->playedCount()));
    view.rules = &s->rules();
    view.canSlap = s->rules().slapIn || s->handSize(m_player) > 0;
    view.myTurn = s->turnPlayer() == m_player;
    view.playPending = m_playTimer.isActive();
    const BotPlan plan = m_mind.observe(view);

    if (plan.slap == BotPlan::Timer::Stop) {
        m_slapTimer.stop();
    } else if (plan.slap == BotPlan::Timer::Start) {
        m_slapGeneration = view.generation;
        m_slapTimer.start(plan.slapDelayMs);
        Q_EMIT slapScheduled(plan.slapDelayMs, view.generation);
    }
    if (plan.play == BotPlan::Timer::Stop) {
        m_playTimer.stop();
    } else if (plan.play == BotPlan::Timer::Start) {
        m_playGeneration = view.generation;
        m_playTimer.start(plan.playDelayMs);
    }
}

void BotPlayer::fireSlap()
{
    GameSession *s = m_session;
    if (!s || s->generation() != m_slapGeneration) // stale: the pile changed first
        return;
    s->slap(m_player);
}

void BotPlayer::firePlay()
{
    GameSession *s = m_session;
    if (!s || s->generation() != m_playGeneration || s->turnPlayer() != m_player)
        return;
    s->playCard(m_player);
}

} // namespace ratscrew
