// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"

#include <QCoreApplication>
#include <QString>

namespace ratscrew {

/// What a bot's seat says of it.
class BotText
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::BotText)

public:
    /// The tooltip of a bot's seat: its level and numbers (its median time
    /// to a double in ms, its miss and false-slap chances in %); for the
    /// `match` level, how many of the person's slaps (`learntFrom`) it
    /// learnt from and its times per pattern.
    static QString tooltip(const BotProfile &profile, int learntFrom);
};

} // namespace ratscrew
