// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReportSource.h"
#include "career/CareerData.h"
#include "seating/PointOfView.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ratscrew {

class CareerStore;
class GameSession;
class SlapWindowTracker;
struct ActionReport;
struct SlapWindow;

/// Writes a session's games into the career statistics: a `games` row once
/// a game started (gameStarted()) has its first action, completed when it
/// ends or abandoned (abandon()); a game left before anyone acted in it
/// (one waiting behind the resume question, one quit at once) is no game
/// played and leaves no row. A `slaps` row for every slap the rules judged, by anyone;
/// a `missed` row for every slap window the person did not take
/// (SlapWindowTracker: a view of that card's SlapRace, so a miss is timed
/// as the race is). It listens to the session's one report per action
/// and the tracker built on it; it never acts on the game. Rows go to the
/// store's queue, never to the disk on this thread.
class CareerRecorder : public QObject
{
    Q_OBJECT

public:
    /// Neither `session`, `tracker` nor `store` (may be null) is owned; create the
    /// tracker first, so that a window closed by the game's last action is
    /// recorded before the game ends.
    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    CareerRecorder(GameSession *session, SlapWindowTracker *tracker, CareerStore *store,
                   QObject *parent = nullptr, ReportSource source = ReportSource::Session);
    /// Records one action's rows.
    void follow(const ActionReport &report);

    /// Whose result the `games` row keeps (won, lost, place): the point
    /// of view's followed player (PointOfView::followed(); by default
    /// player 0). Set it before gameStarted().
    void setPointOfView(const PointOfView &view) { m_view = view; }

    /// Where the rows go from the next gameStarted() on (not owned; null:
    /// nowhere).
    void setStore(CareerStore *store) { m_store = store; }

    /// The session has just dealt the game `game` describes (its seats
    /// index = player; startedAt, preset, rules, deal, daily), or restored
    /// one (`continues`): then the row of its earlier part, the one started
    /// at game.startedAt with its deal, goes on (CareerStore::beginGame()).
    /// The row is queued at the game's first action.
    void gameStarted(const CareerGame &game, bool continues = false);
    /// The game in play ends before it is over (a new game, the window
    /// closed): its row says `abandoned`. Nothing if no game is recorded
    /// or nobody acted in it yet.
    void abandon();
    /// A game is being recorded and is not over.
    bool isRecording() const { return m_recording && !m_ended; }

    /// The person's place (1 = won) from the winner and the order the
    /// players went out (docs/RULES.md §4): everyone who went out after
    /// the person, or never did, finished ahead of them. -1 for a draw.
    static int placeOf(int person, int winner, const QList<int> &outOrder, int players);

private:
    void onWindowClosed(const SlapWindow &window);

    QPointer<GameSession> m_session;
    QPointer<CareerStore> m_store;
    QList<CareerSeat> m_seats;
    QList<int> m_outOrder;
    PointOfView m_view = PointOfView::person(0);
    CareerGame m_game; // the game in play, until its row is queued
    bool m_continues = false;
    bool m_recording = false; // gameStarted() since the last end
    int m_key = -1;           // the store's key of its row, once queued
    bool m_ended = false;
};

} // namespace ratscrew
