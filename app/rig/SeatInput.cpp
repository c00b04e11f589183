// SPDX-License-Identifier: GPL-3.0-or-later
#include "rig/SeatInput.h"

#include "GameSession.h"

namespace ratscrew {

SeatInput::SeatInput(GameSession *session, QObject *parent) : QObject(parent), m_session(session)
{
    connect(session, &GameSession::gameStarted, this, [this] { m_lastSlapPlayer = -1; });
}

void SeatInput::seat(const QList<SeatInfo> &seats, const PointOfView &view)
{
    m_seats = seats;
    m_view = view;
    m_lastSlapPlayer = -1;
}

bool SeatInput::playCard(int person)
{
    if (!m_session || person < 0 || person >= m_view.people.size() || m_session->isPaused()
        || m_session->isOver())
        return false;
    const int player = m_view.people.at(person);
    if (m_session->playCard(player))
        return true;
    const int turn = m_session->turnPlayer();
    const bool hotSeat = m_view.people.size() > 1;
    const QString who = m_seats.value(player).name;
    if (m_session->isOut(player))
        Q_EMIT hinted(hotSeat ? tr("%1 is out of the game.").arg(who) : tr("You are out of the game."));
    else if (turn >= 0 && turn != player)
        Q_EMIT hinted(hotSeat ? tr("Not %1's turn: %2 plays next.").arg(who, m_seats.value(turn).name)
                              : tr("Not your turn: %1 plays next.").arg(m_seats.value(turn).name));
    else if (m_session->pendingPlayer() >= 0)
        Q_EMIT hinted(tr("Wait for the pile to be collected."));
    return false;
}

void SeatInput::slap(int person)
{
    if (!m_session || person < 0 || person >= m_view.people.size() || m_session->isOver()
        || m_session->isPaused())
        return;
    m_session->slap(m_view.people.at(person));
}

QString SeatInput::tieText(const QString &first, const QString &second)
{
    return tr("%1 and %2 slapped in the same millisecond: %1's key came first.").arg(first, second);
}

void SeatInput::follow(const ActionReport &report)
{
    // Only a person here slaps for a person's seat: no bot sits there.
    const int player = report.action.seat;
    if (report.action.type != Action::Type::Slap || !m_view.isPerson(player))
        return;
    if (m_view.people.size() > 1 && m_lastSlapPlayer >= 0 && m_lastSlapPlayer != player
        && m_lastSlapMs == report.atMs)
        Q_EMIT tied(m_lastSlapPlayer, player);
    m_lastSlapPlayer = player;
    m_lastSlapMs = report.atMs;
}

} // namespace ratscrew
