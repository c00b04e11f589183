// SPDX-License-Identifier: GPL-3.0-or-later
// A person at a GameSession on the fake clock, for the tests that need a
// whole game with the person in it.
#pragma once

#include "GameSession.h"
#include "Scheduler.h"

#include <QRandomGenerator>

#include <memory>

namespace ratscrew::test {

/// Player 0 as a person would play: their card 300..700 ms after their
/// turn comes, a slap `revealMs` + 150..1050 ms after a slappable pile
/// appears (the bots may be faster), and now and then a misslap. The same
/// `seed` plays the same way. Disconnect the returned connection to stop.
inline QMetaObject::Connection addSimulatedPerson(GameSession *session, ManualScheduler &clock, quint32 seed,
                                                  int revealMs)
{
    struct State
    {
        QRandomGenerator rng;
        quint64 seen = 0;       // the pile generation a slap was decided for
        bool playArmed = false; // a play is scheduled for this turn of the person's
        quint64 playGen = 0;    // … at this generation
    };
    auto state = std::make_shared<State>(State{QRandomGenerator(seed)});
    const auto decide = [session, &clock, state, revealMs] {
        const quint64 gen = session->generation();
        if (session->isOver() || session->isOut(0))
            return;
        // A slap, or now and then a misslap: once per pile (generation).
        if (gen != state->seen) {
            state->seen = gen;
            const bool match = !session->slappablePatterns().empty();
            if (match || (session->playedCount() > 0 && state->rng.bounded(30) == 0)) {
                clock.schedule(revealMs + 150 + int(state->rng.bounded(match ? 900 : 800)), [session, gen] {
                    if (session->generation() == gen)
                        session->slap(0);
                });
            }
        }
        // A play whenever the turn is the person's. The turn can come
        // without a new pile (a misslap's burn with misslap_leads passes
        // it to the misslapper), so it is not keyed on the generation alone.
        if (session->turnPlayer() != 0) {
            state->playArmed = false;
        } else if (!state->playArmed || state->playGen != gen) {
            state->playArmed = true;
            state->playGen = gen;
            clock.schedule(300 + int(state->rng.bounded(400)), [session, gen, state] {
                state->playArmed = false;
                if (session->generation() == gen && session->turnPlayer() == 0)
                    session->playCard(0);
            });
        }
    };
    decide(); // the state as it is now (the deal may be done already)
    return QObject::connect(session, &GameSession::stateChanged, session, decide);
}

} // namespace ratscrew::test
