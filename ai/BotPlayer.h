// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "Random.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace ratscrew {

class GameSession;

/// Runs the pure BotBrain for one player of a GameSession on precise
/// single-shot timers: it plays its own card when it is its turn and
/// slaps when it decides to. Each decision is tied to the session's
/// generation(); when the pile changes first, on pause and on a new game
/// the pending slap or play is dropped, never fired late.
///
/// The bot reaches the game through the same slots as a person
/// (GameSession::playCard / slap).
class BotPlayer : public QObject
{
    Q_OBJECT

public:
    /// `player` is the bot's seat in the session's player numbering.
    /// `seed` seeds every random choice of this bot (derive it from the
    /// game's seed).
    BotPlayer(GameSession *session, int player, const BotProfile &profile, quint64 seed,
              QObject *parent = nullptr);

    int player() const { return m_player; }
    const BotProfile &profile() const { return m_profile; }

    /// Time a played card needs to become visible (the card's flight to
    /// the pile, ms >= 0). A bot never reacts before it: its slap delay
    /// counts from then.
    void setRevealDelayMs(int ms) { m_revealDelayMs = std::max(0, ms); }
    int revealDelayMs() const { return m_revealDelayMs; }

    /// Scales the bot's play delay (0.25..4; 1 = its profile). Slaps are
    /// not scaled: they are the game's skill.
    void setPlaySpeedFactor(double factor);

    /// True while a slap is scheduled (for tests).
    bool hasPendingSlap() const { return m_slapTimer.isActive(); }
    bool hasPendingPlay() const { return m_playTimer.isActive(); }
    int pendingSlapDelayMs() const { return m_slapTimer.isActive() ? m_slapTimer.interval() : -1; }

Q_SIGNALS:
    /// A slap was scheduled `delayMs` from now for generation `generation`.
    void slapScheduled(int delayMs, quint64 generation);

private:
    void replan();
    void fireSlap();
    void firePlay();

    QPointer<GameSession> m_session;
    int m_player;
    BotProfile m_profile;
    Random m_random;
    int m_revealDelayMs = 0;
    double m_playFactor = 1.0;
    QTimer m_slapTimer;
    QTimer m_playTimer;
    quint64 m_slapGeneration = 0; // the generation the slap decision was made for
    quint64 m_playGeneration = 0;
    quint64 m_decidedGeneration = ~quint64(0);
};

} // namespace ratscrew
