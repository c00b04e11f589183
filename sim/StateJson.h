// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"

#include <string>
#include <vector>

namespace ratscrew {

/// Appends one line of docs/RULES.md §8 output (a JSON object and '\n') to
/// `out`: step `i`, the action's text (null for the deal), its events and
/// the state of `game` after them.
void writeStateLine(std::string &out, long i, const std::string *action, const std::vector<Event> &events,
                    const Game &game);

} // namespace ratscrew
