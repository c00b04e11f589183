// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/SlapWindowTracker.h"

#include "GameSession.h"

namespace ratscrew {

SlapWindowTracker::SlapWindowTracker(GameSession *session, QObject *parent, ReportSource source)
    : QObject(parent), m_session(session)
{
    qRegisterMetaType<ratscrew::SlapWindow>();
    if (!session)
        return;
    connect(session, &GameSession::gameStarted, this, [this] { m_open = false; });
    if (source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &SlapWindowTracker::follow);
}

void SlapWindowTracker::close(SlapWindow::Outcome outcome)
{
    m_open = false;
    m_window.outcome = outcome;
    Q_EMIT windowClosed(m_window);
}

// Buried by the next card, a collect or the game's end.
void SlapWindowTracker::closeBuried()
{
    close(m_window.takenBy() >= 0 ? SlapWindow::Outcome::Missed : SlapWindow::Outcome::Unslapped);
}

void SlapWindowTracker::openIfSlappable()
{
    const int person = m_view.followed();
    if (!m_session || !m_session->hasGame() || m_session->isOver() || person < 0
        || !m_session->races().hasRace() || m_session->isOut(person)
        || m_session->game().sitOutCards(person) > 0)
        return;
    const SlapRace &race = m_session->races().current();
    const PatternSet patterns = race.allPatterns();
    const Call call = patterns.empty() ? race.callFor(person) : Call::None;
    if (patterns.empty() && call == Call::None)
        return;
    m_window = SlapWindow{};
    m_window.race = race;
    m_window.person = person;
    m_window.patterns = patterns;
    m_window.call = call;
    m_open = true;
    Q_EMIT windowOpened(m_window);
}

void SlapWindowTracker::follow(const ActionReport &r)
{
    if (!m_session)
        return;
    const SlapRace::Slap *slap = r.raced ? &*r.raced : nullptr;
    switch (r.action.type) {
    case Action::Type::Play:
        if (r.rejected())
            return;
        if (m_open)
            closeBuried();
        openIfSlappable();
        return;
    case Action::Type::Collect:
    case Action::Type::TimeUp: // (collects a pending award first)
        if (m_open && !r.rejected())
            closeBuried();
        return;
    case Action::Type::Slap:
        break;
    }

    const int person = m_window.person;
    if (m_open && slap && slap->contends()) {
        if (const SlapRace::Slap *taker = m_window.taken(); !taker) {
            if (slap->valid()) {
                m_window.race.slaps.append(*slap);
                if (slap->player == person) {
                    close(SlapWindow::Outcome::Took);
                    return;
                }
            }
        } else if (slap->atMs - taker->atMs <= kLateMs) {
            // After the pile was taken: a late slap (refused as late, or
            // judged on what lies there now).
            m_window.race.slaps.append(*slap);
            if (slap->player == person) {
                close(SlapWindow::Outcome::Late);
                return;
            }
        } else {
            close(SlapWindow::Outcome::Missed);
        }
    }
    const Event *judged = r.find(Event::Type::Slap);
    if (r.action.seat == m_view.followed() && judged && !judged->valid)
        Q_EMIT falseSlap(r.playedBefore, r.splitBefore, r.reactionMs);
    if (m_open && r.overAfter)
        closeBuried();
}

} // namespace ratscrew
