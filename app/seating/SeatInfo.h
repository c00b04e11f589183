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
    QColor colour; ///< the seat's colour: turn glow, slap flash; invalid = defaultSeatColour()
    /// A person's keys as the seat shows them ("Space play, S slap"), and
    /// in short for a narrow seat ("Space / S"); empty: none shown.
    QString keys{};
    QString shortKeys{};
};

/// The colour of seat `player` (0..7, wrapping) unless one is chosen:
/// distinct on the green felt, the same on the table, in the log's charts
/// and in the summary.
inline QColor defaultSeatColour(int player)
{
    static const QColor colours[] = {QColor(0xf2, 0xc1, 0x4e), QColor(0x4e, 0xa8, 0xde),
                                     QColor(0xe0, 0x6c, 0x75), QColor(0x98, 0xc3, 0x79),
                                     QColor(0xc6, 0x78, 0xdd), QColor(0x56, 0xb6, 0xc2),
                                     QColor(0xd1, 0x9a, 0x66), QColor(0xbe, 0xbe, 0xbe)};
    return colours[(player < 0 ? 0 : player) % 8];
}

} // namespace ratscrew
