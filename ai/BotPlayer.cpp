// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotPlayer.h"

#include "BotBrain.h"
#include "GameSession.h"

#include <algorithm>

namespace ratscrew {

BotPlayer::BotPlayer(GameSession *session, int player, const BotProfile &profile, quint64 seed,
                     QObject *parent)
    : QObject(parent), m_session(session), m_player(player), m_profile(profile),
      m_random(seed ^ (0x9e3779b97f4a7c15ull * quint64(player + 1)))
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
        m_decidedGeneration = ~quint64(0);
    });
    replan();
}

void BotPlayer::setPlaySpeedFactor(double factor)
{
    m_playFactor = std::clamp(factor, 0.25, 4.0);
}

void BotPlayer::replan()
{
    GameSession *s = m_session;
    if (!s || !s->hasGame() || s->isPaused() || s->isOver() || s->isOut(m_player)) {
        m_slapTimer.stop();
        m_playTimer.stop();
        return;
    }
    const quint64 generation = s->generation();

    // Slap: decide once per state of the played cards.
    if (generation != m_decidedGeneration) {
        m_decidedGeneration = generation;
        m_slapTimer.stop();
        const bool canSlap = s->rules().slapIn || s->handSize(m_player) > 0;
        const auto pile = s->pile();
        const auto played = pile.subspan(pile.size() - std::size_t(s->playedCount()));
        if (canSlap && !played.empty()) {
            const SlapDecision d = BotBrain::decideSlap(m_profile, s->rules(), played, m_random);
            if (d.slap) {
                m_slapGeneration = generation;
                m_slapTimer.start(m_revealDelayMs + d.delayMs);
                Q_EMIT slapScheduled(m_revealDelayMs + d.delayMs, generation);
            }
        }
    }

    // Play: when it is this bot's turn, once per generation.
    const bool myTurn = s->turnPlayer() == m_player;
    if (!myTurn) {
        m_playTimer.stop();
    } else if (!m_playTimer.isActive() || m_playGeneration != generation) {
        m_playGeneration = generation;
        const int delay = int(BotBrain::playDelayMs(m_profile, m_random) * m_playFactor);
        m_playTimer.start(m_revealDelayMs + delay);
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
