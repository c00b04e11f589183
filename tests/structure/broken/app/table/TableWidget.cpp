// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableWidget.h"

#include "GameSession.h"
#include "MainWindow.h"
#include "career/CareerStore.h"
#include "text/GameText.h"
