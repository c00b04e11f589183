// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/DialogSize.h"

#include <QSize>

class QWidget;

namespace ratscrew {

/// Where the main window goes on a screen, before and after a saved
/// geometry (logical pixels).
namespace windowplacement {

/// The main window's size before any is saved, and its minimum.
inline constexpr QSize kDefaultSize{1100, 780};
inline constexpr QSize kMinimumSize{800, 600};
/// A frame and title bar, unknown before the window is shown.
inline constexpr QSize kFrameRoom = kWindowFrameRoom;

/// The window's first size on a screen whose available area is
/// `available`: kDefaultSize, made smaller to fit with room for the frame
/// (kFrameRoom), never below kMinimumSize (780 pixels do not fit a
/// 720-pixel screen).
QSize defaultSize(const QSize &available);

/// Fits `window`, just given a saved geometry, into the available area of
/// the screen it lands on (or the primary one): a size saved on a larger
/// screen, or one no longer there, must not put it off the screen. A
/// maximised or full-screen window stays as it is.
void fitIntoScreen(QWidget *window);

} // namespace windowplacement
} // namespace ratscrew
