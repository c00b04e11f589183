// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGuiApplication>
#include <QScreen>
#include <QSize>
#include <QWidget>

namespace ratscrew {

/// Room for a window's frame and title bar (logical pixels), unknown before
/// it is shown: the main window, the replay viewer and the dialogs keep it
/// free on their screen.
inline constexpr QSize kWindowFrameRoom{16, 48};

/// The size a dialog opens at: `wanted`, no smaller than what `dialog`'s
/// content needs (its minimumSizeHint()), and within nine tenths of the
/// available area of the screen it is on (or the primary one) with room
/// for a frame and title bar (kWindowFrameRoom), so that a 1280×720
/// screen shows it whole. Its content's minimum wins where the screen is
/// smaller still. (With DescriptionLabel, the dialogs' shared helpers.)
inline QSize dialogSize(const QWidget *dialog, QSize wanted)
{
    const QScreen *screen = dialog->screen() ? dialog->screen() : QGuiApplication::primaryScreen();
    if (screen) {
        const QSize available = screen->availableGeometry().size();
        wanted = wanted.boundedTo(available * 0.9).boundedTo(available - kWindowFrameRoom);
    }
    return wanted.expandedTo(dialog->minimumSizeHint());
}

} // namespace ratscrew
