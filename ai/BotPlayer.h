// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotMind.h"
#include "Scheduler.h"

#include <QObject>
#include <QPointer>

namespace ratscrew {

class GameSession;

/// Runs a BotMind for one player of a GameSession on the session's
/// scheduler (real time in the app, a fake clock in tests): it plays its
/// own card when it is its turn and slaps when its mind decides to. Its
/// timers carry the table's tie orders (TimerKey::slapOrder(player),
/// playOrder(player)), so that they fire in the order the simulator's do.
/// Each timer carries the session's generation(); when the pile changes
/// first and on a new game the pending slap or play is stopped, and one
/// that fires for an old generation is dropped. A pause holds the timers
/// and the resume starts them again with the time they had left, with the
/// decisions made before it: a pause changes nothing the bot does in game
/// time (docs/RUNS.md).
///
/// The bot reaches the game through the same slots as a person
/// (GameSession::playCard / slap).
class BotPlayer : public QObject
{
    Q_OBJECT

public:
    /// `player` is the bot's seat in the session's player numbering.
    /// `seed` seeds every random choice of this bot (derive it from the
    /// game's seed with deriveSeed()).
    BotPlayer(GameSession *session, int player, const BotProfile &profile, quint64 seed,
              QObject *parent = nullptr);
    /// The same with the play speed factor (see setPlaySpeedFactor()) from
    /// the start, so that even the first card the bot plays (it plans it at
    /// once) follows it.
    BotPlayer(GameSession *session, int player, const BotProfile &profile, quint64 seed,
              double playSpeedFactor, QObject *parent = nullptr);
    ~BotPlayer() override;

    int player() const { return m_player; }
    /// The seed it was made with.
    quint64 seed() const { return m_seed; }
    const BotProfile &profile() const { return m_mind.profile(); }
    /// Plays with `profile` from the next decision on.
    void setProfile(const BotProfile &profile) { m_mind.setProfile(profile); }

    /// Scales the bot's play delay (0.25..4; 1 = its profile). Slaps are
    /// not scaled: they are the game's skill.
    void setPlaySpeedFactor(double factor) { m_mind.setPlaySpeedFactor(factor); }

    bool hasPendingSlap() const;
    bool hasPendingPlay() const;

Q_SIGNALS:
    /// A slap was scheduled `delayMs` from now for generation `generation`
    /// (again after a pause, with the time it had left).
    void slapScheduled(int delayMs, quint64 generation);

private:
    void replan();
    void fireSlap();
    void firePlay();
    void stopTimers();
    /// The session paused (true) or resumed (false).
    void pauseTimers(bool paused);
    /// Starts the slap (or play) timer `delayMs` from now for the current generation.
    void startSlapTimer(int delayMs);
    void startPlayTimer(int delayMs);

    QPointer<GameSession> m_session;
    int m_player;
    quint64 m_seed;
    BotMind m_mind;
    Scheduler *m_scheduler;
    Scheduler::TimerId m_slapTimer = 0;
    Scheduler::TimerId m_playTimer = 0;
    quint64 m_slapGeneration = 0; // the generation the armed slap is for
    quint64 m_playGeneration = 0;
    quint64 m_seenGeneration = 0; // the generation the mind last saw
    // Over a pause: the time the slap and the play had left (ms; -1: none).
    int m_heldSlapMs = -1;
    int m_heldPlayMs = -1;
};

} // namespace ratscrew
