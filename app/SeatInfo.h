// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

namespace ratscrew {

/// What the table shows about one player besides the game state: who sits
/// there and in which colour. The index in TableWidget::setSeats() is the
/// player number (0 = the person at the bottom).
struct SeatInfo
{
    QString name;
    bool isHuman = false;
    QString level; ///< the bot's level id (`normal`, …); empty for the person
    QColor colour; ///< the seat's colour: turn glow, slap flash; invalid = a default per seat
};

} // namespace ratscrew
