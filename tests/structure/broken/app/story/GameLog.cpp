// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/GameLog.h"

#include "../table/TableWidget.h"
