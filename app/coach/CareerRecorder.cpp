// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/CareerRecorder.h"

#include "GameSession.h"
#include "career/CareerStore.h"
#include "coach/NearMiss.h"
#include "coach/SlapWindowTracker.h"

namespace ratscrew {

CareerRecorder::CareerRecorder(GameSession *session, SlapWindowTracker *tracker, CareerStore *store,
                               QObject *parent, ReportSource source)
    : QObject(parent), m_session(session), m_store(store)
{
    if (session && source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &CareerRecorder::follow);
    if (tracker)
        connect(tracker, &SlapWindowTracker::windowClosed, this, &CareerRecorder::onWindowClosed);
}

int CareerRecorder::placeOf(int person, int winner, const QList<int> &outOrder, int players)
{
    if (winner < 0)
        return -1;
    if (winner == person)
        return 1;
    const qsizetype k = outOrder.indexOf(person);
    if (k < 0)
        return 2;
    // Everyone but the k players out before the person finished ahead.
    return std::max(2, players - int(k));
}

void CareerRecorder::gameStarted(const CareerGame &game, bool continues)
{
    abandon();
    m_key = -1;
    m_game = game;
    m_continues = continues;
    m_seats = game.seats;
    m_outOrder.clear();
    m_ended = false;
    m_recording = true;
}

void CareerRecorder::abandon()
{
    if (!isRecording())
        return;
    m_ended = true;
    if (m_store && m_key >= 0) {
        m_store->endGame(m_key, CareerEnd{QDateTime::currentDateTimeUtc(), CareerResult::Abandoned, -1, -1,
                                          m_session ? m_session->elapsedMs() : 0});
    }
}

void CareerRecorder::follow(const ActionReport &r)
{
    if (!isRecording() || !m_store)
        return;
    if (m_key < 0) // the game's first action: now it is a game played
        m_key = m_store->beginGame(m_game, m_continues);
    for (const Event &e : r.events) {
        switch (e.type) {
        case Event::Type::Slap: {
            CareerSlap slap;
            slap.atMs = r.atMs;
            slap.seat = e.seat;
            slap.person = m_seats.value(e.seat).person;
            slap.level = m_seats.value(e.seat).level;
            slap.reactionMs = r.reactionMs;
            slap.valid = e.valid;
            slap.patterns = e.patterns;
            slap.call = e.call;
            if (!e.valid && m_session)
                slap.near = nearestPattern(m_session->rules(), r.playedBefore);
            m_store->addSlap(m_key, slap);
            break;
        }
        case Event::Type::Out:
            if (!m_outOrder.contains(e.seat))
                m_outOrder.append(e.seat);
            break;
        case Event::Type::GameOver: {
            const int winner = e.seat;
            CareerEnd end;
            end.endedAt = QDateTime::currentDateTimeUtc();
            const int person = m_view.followed();
            end.result = winner < 0         ? CareerResult::Draw
                         : winner == person ? CareerResult::Won
                                            : CareerResult::Lost;
            end.winner = winner;
            end.place = person < 0 ? -1 : placeOf(person, winner, m_outOrder, int(m_seats.size()));
            end.durationMs = r.atMs;
            end.timeUp = r.find(Event::Type::TimeUp) != nullptr; // docs/RULES.md §11.4
            m_ended = true;
            m_store->endGame(m_key, end);
            break;
        }
        default:
            break;
        }
    }
}

void CareerRecorder::onWindowClosed(const SlapWindow &w)
{
    if (m_key < 0 || !m_store || w.outcome == SlapWindow::Outcome::Took)
        return;
    m_store->addMiss(m_key, CareerMiss{w.visibleAtMs(), w.patterns, w.call, w.takenBy(),
                                       w.takenBy() >= 0 ? w.takenMs() : kNoReactionMs, w.lateMs()});
}

} // namespace ratscrew
