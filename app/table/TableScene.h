// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QString>

namespace ratscrew {

class GameSession;

/// What a seat shows of the game; a seat is painted again when it changes.
struct SeatLook
{
    int count = 0;
    bool out = false, turn = false, challenger = false, answering = false, collects = false, winner = false;
    int chances = 0;
    /// Played cards the seat may not slap for (Game::sitOutCards()): after
    /// a missed slap-in (docs/RULES.md §4), or locked out after a misslap
    /// (`penalty: lockout`, §11.3) when `lockedOut` is set.
    int sitOut = 0;
    bool lockedOut = false;
    friend bool operator==(const SeatLook &, const SeatLook &) = default;
};

/// What the table shows besides its effects, as the table widget hands it
/// to its renderer: the session (read, never changed), the seats with
/// their names and colours resolved, the dealer, the point of view, the
/// pause, the coach's mark and the look.
struct TableScene
{
    const GameSession *session = nullptr; ///< null: an empty table
    QList<SeatInfo> seats;                ///< index = player; names and colours filled in
    int dealer = -1;                      ///< -1: no dealer button
    PointOfView view = PointOfView::person(0);
    bool paused = false;
    QString pauseText;      ///< empty: "Paused"
    QString pauseHint;      ///< a smaller line under it; empty: none
    QStringList pauseLines; ///< lines in a box under those; empty: none
    QList<Card> coachCards;
    QString coachCaption;
    QColor felt = QColor(0x25, 0x6e, 0x3e);
    bool highContrast = false;
    bool reduceMotion = false;
    qreal animationScale = 1.0;
    QFont font; ///< the base font (its pixel size comes from the layout)

    /// Whether a game is dealt.
    bool dealt() const;
    SeatInfo seat(int player) const { return seats.value(player); }
    /// What seat `player` shows of the session's game now.
    SeatLook seatLook(int player) const;
};

} // namespace ratscrew
