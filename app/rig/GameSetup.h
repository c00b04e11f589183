// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuleSet.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ratscrew {

/// What the command line asks for in this run, over the saved settings
/// (which it never overwrites). Unset fields come from the settings.
struct GameSetup
{
    std::optional<RuleSet> rules;
    QString presetName; ///< the preset id of `rules` (or "custom")
    /// `rules` hold their own game length (`time_limit`, from a rule code:
    /// `--rules CODE`), which the settings' game length does not replace.
    bool rulesKeepTheirLength = false;
    /// One level id per bot (1..7 bots); an unknown id plays as `normal`.
    std::optional<QStringList> botLevels;
    std::optional<quint64> seed; ///< the first game's seed; random if absent
    /// Whether each new game waits on its dealt table until the person
    /// starts it (GamePause::waitForStart()), as AppSettings::newGamesWait
    /// says: the app's windows do; tests that play from the first moment
    /// leave it off.
    bool newGamesWait = false;

    /// Whether the command line chose this run's game: its deal (`--seed`)
    /// or its rules (`--preset`, `--rules CODE`). Such a run plays what it
    /// was asked for, so the game left unfinished is not offered (playing
    /// it on would drop the deal or the rules asked for); it waits,
    /// untouched, for a start without them (AppInstance::offerResume()).
    bool choosesTheGame() const { return seed.has_value() || rules.has_value(); }
};

} // namespace ratscrew
