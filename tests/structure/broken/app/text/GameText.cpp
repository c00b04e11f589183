// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/GameText.h"

#include "Lobby.h"
