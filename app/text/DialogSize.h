// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGuiApplication>
#include <QScreen>
#include <QSize>
#include <QWidget>

namespace ratscrew {

/// The size a dialog opens at: `wanted`, no smaller than what `dialog`'s
/// content needs (its minimumSizeHint()), and within nine tenths of the
/// available area of the screen it is on (or the primary one) with room
/// for a frame and title bar (16 × 48 logical pixels), so that a 1280×720
/// screen shows it whole. Its content's minimum wins where the screen is
/// smaller still. (With DescriptionLabel, the dialogs' shared helpers.)
inline QSize dialogSize(const QWidget *dialog, QSize wanted)
{
    const QScreen *screen = dialog->screen() ? dialog->screen() : QGuiApplication::primaryScreen();
    if (screen) {
        const QSize available = screen->availableGeometry().size();
        wanted = wanted.boundedTo(available * 0.9).boundedTo(available - QSize(16, 48));
    }
    return wanted.expandedTo(dialog->minimumSizeHint());
}

} // namespace ratscrew
