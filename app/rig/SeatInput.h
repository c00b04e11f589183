// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ratscrew {

class GameSession;
struct ActionReport;

/// The one way the people at this keyboard reach the game (docs/HOTSEAT.md):
/// person `i` (0 = the bottom seat, then the seats set to Person clockwise;
/// KeyBindings::play(i) and slap(i), clicks are person 0's) plays or slaps
/// for their player through the session, as a bot does. A key the game
/// does not take says why in hinted() (never in the log: nothing happened).
///
/// Slaps are judged in the order their key events arrive. Two people's
/// slaps in the same millisecond of game time are read back from the
/// session's reports, never guessed at the keys: tied() says whose key
/// came first (the earlier report), and the rig tells the log.
class SeatInput : public QObject
{
    Q_OBJECT

public:
    /// `session` is not owned. Its reports come through follow(), before
    /// anyone else hears them (GameRig::Listener::Input), so that a tie is
    /// told before the slap is.
    explicit SeatInput(GameSession *session, QObject *parent = nullptr);

    /// Reads one action: a hot-seat tie, the last slap.
    void follow(const ActionReport &report);

    /// The seats (index = player) and who of them is at this keyboard.
    void seat(const QList<SeatInfo> &seats, const PointOfView &view);
    /// The players played by people here, in the order of their keys.
    const QList<int> &people() const { return m_view.people; }

    /// Person `person` plays their card (nothing for another number, while
    /// paused, or after the game). False, with a hint, if the game did not take it.
    bool playCard(int person);
    /// Person `person` slaps the pile (nothing for another number, while
    /// paused, or after the game).
    void slap(int person);

    /// The sentence a tie is told with in the log.
    static QString tieText(const QString &first, const QString &second);

Q_SIGNALS:
    /// Why a key did nothing ("Not your turn: Bea plays next.").
    void hinted(const QString &text);
    /// Two people's slaps in the same millisecond: `first`'s came first
    /// (players); with two or more people at this keyboard only.
    void tied(int first, int second);

private:
    QPointer<GameSession> m_session;
    QList<SeatInfo> m_seats;
    PointOfView m_view = PointOfView::person(0);
    // The last slap of a person here that reached the session: who, when (game ms).
    int m_lastSlapPlayer = -1;
    qint64 m_lastSlapMs = -1;
};

} // namespace ratscrew
