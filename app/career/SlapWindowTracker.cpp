// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/SlapWindowTracker.h"

#include "GameSession.h"

namespace ratscrew {

SlapWindowTracker::SlapWindowTracker(GameSession *session, QObject *parent)
    : QObject(parent), m_session(session)
{
    qRegisterMetaType<ratscrew::SlapWindow>();
    if (!session)
        return;
    connect(session, &GameSession::gameStarted, this, [this] { m_open = false; });
    connect(session, &GameSession::actionApplied, this, &SlapWindowTracker::onActionApplied);
}

void SlapWindowTracker::close(SlapWindow::Outcome outcome)
{
    m_open = false;
    m_window.outcome = outcome;
    Q_EMIT windowClosed(m_window);
}

void SlapWindowTracker::openIfSlappable(const ActionReport &report)
{
    if (!m_session || !m_session->hasGame() || report.overAfter || m_session->isOut(0)
        || m_session->game().sitOutCards(0) > 0)
        return;
    const Table &table = m_session->table();
    const PatternSet patterns =
        PatternSet::fromBits(table.patterns(PileId::Slap).bits() | table.patterns(PileId::Split).bits());
    const Call call = patterns.empty() ? table.callFor(0) : Call::None;
    if (patterns.empty() && call == Call::None)
        return;
    const Event *play = report.find(Event::Type::Play);
    m_window = SlapWindow{};
    m_window.visibleAtMs = report.atMs + table.revealDelayMs();
    m_window.patterns = patterns;
    m_window.call = call;
    m_window.pile = play ? play->pile : PileId::Slap;
    const std::span<const Card> played = table.played(m_window.pile);
    m_window.cards = QList<Card>(played.begin(), played.end());
    m_takenAtMs = -1;
    m_open = true;
    Q_EMIT windowOpened(m_window);
}

void SlapWindowTracker::onActionApplied(const ActionReport &r)
{
    switch (r.action.type) {
    case Action::Type::Play:
        if (r.rejected())
            return;
        if (m_open)
            close(m_window.takenBy >= 0 ? SlapWindow::Outcome::Missed : SlapWindow::Outcome::Unslapped);
        openIfSlappable(r);
        return;
    case Action::Type::Collect:
        if (m_open && !r.rejected())
            close(m_window.takenBy >= 0 ? SlapWindow::Outcome::Missed : SlapWindow::Outcome::Unslapped);
        return;
    case Action::Type::Slap:
        break;
    }

    const int player = r.action.seat;
    const Event *slap = r.find(Event::Type::Slap);
    if (m_open) {
        const int ms = int(std::max<qint64>(0, r.atMs - m_window.visibleAtMs));
        if (m_window.takenBy < 0) {
            if (slap && slap->valid) {
                m_window.takenBy = player;
                m_window.takenMs = ms;
                m_takenAtMs = r.atMs;
                m_window.slaps.append({player, ms, true});
                if (player == 0) {
                    m_window.personMs = ms;
                    close(SlapWindow::Outcome::Took);
                    return;
                }
            }
        } else if (r.atMs - m_takenAtMs <= kLateMs) {
            // After the pile was taken: a late slap (refused as late, or
            // judged on what lies there now).
            m_window.slaps.append({player, ms, false});
            if (player == 0) {
                m_window.personMs = ms;
                close(SlapWindow::Outcome::Late);
                return;
            }
        } else {
            close(SlapWindow::Outcome::Missed);
        }
    }
    if (player == 0 && slap && !slap->valid)
        Q_EMIT falseSlap(r.playedBefore, r.splitBefore, r.reactionMs);
    if (m_open && r.overAfter)
        close(m_window.takenBy >= 0 ? SlapWindow::Outcome::Missed : SlapWindow::Outcome::Unslapped);
}

} // namespace ratscrew
