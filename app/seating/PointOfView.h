// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "seating/SeatInfo.h"

#include <QList>

namespace ratscrew {

/// Whose eyes a table is seen through: the player every view calls "you"
/// and the people at this keyboard. Decided once, from the seating, and
/// handed to every renderer of a game (the log, the status line, the table,
/// the sounds, the statistics, the records and the coach), so none of them
/// guesses from a seat number.
///
/// - One person among bots: that person is "you" (`you` = their player).
/// - Two or more people at one keyboard (hot seat, docs/HOTSEAT.md): nobody
///   is "you" (`you` = -1); each person is told by name.
/// - Bots alone (the demo table): nobody is "you" and nobody is a person.
struct PointOfView
{
    /// The player called "you" (0..7), -1 for nobody.
    int you = -1;
    /// The players at this keyboard (people, not bots), ascending.
    QList<int> people;

    /// Whether `player` is the one called "you".
    bool isYou(int player) const { return you >= 0 && player == you; }
    /// Whether `player` is a person at this keyboard.
    bool isPerson(int player) const { return people.contains(player); }
    /// Whether someone at this keyboard plays (false at the demo table).
    bool hasPeople() const { return !people.isEmpty(); }
    /// The player the coach, the statistics and the `match` level follow
    /// (docs/HOTSEAT.md): "you", else the first person (the bottom-most
    /// seat of several at one keyboard); -1 with nobody at the keyboard.
    int followed() const { return you >= 0 ? you : people.value(0, -1); }

    /// The point of view of `seats` (index = player): its people, and "you"
    /// when there is exactly one of them.
    static PointOfView of(const QList<SeatInfo> &seats)
    {
        PointOfView view;
        for (int player = 0; player < seats.size(); ++player)
            if (seats[player].isHuman)
                view.people << player;
        if (view.people.size() == 1)
            view.you = view.people.constFirst();
        return view;
    }
    /// One person, at `player`, among bots.
    static PointOfView person(int player = 0)
    {
        PointOfView view;
        view.you = player;
        view.people << player;
        return view;
    }
    /// Nobody at the keyboard plays: bots alone (the demo table).
    static PointOfView spectator() { return {}; }

    friend bool operator==(const PointOfView &, const PointOfView &) = default;
};

} // namespace ratscrew
