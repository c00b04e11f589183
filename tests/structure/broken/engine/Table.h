// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "story/GameLog.h"
