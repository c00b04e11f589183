// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace ratscrew {

/// The icons of the Settings dialog's page list, in the order of its pages.
enum class SettingsIcon { Players, Rules, Game, Keys, Sound, Appearance };

/// The icon for `which`: the desktop's icon theme's own (as a KDE or GNOME
/// settings dialog shows it: "system-users", "games-config-options", …)
/// where the theme has one, else a drawing of the same idea in colour,
/// sharp at 16 to 128 px and at any device pixel ratio.
QIcon settingsIcon(SettingsIcon which);

} // namespace ratscrew
