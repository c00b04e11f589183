// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowPlacement.h"

#include <QGuiApplication>
#include <QMargins>
#include <QRect>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace ratscrew::windowplacement {

QSize defaultSize(const QSize &available)
{
    return kDefaultSize.boundedTo(available - kFrameRoom).expandedTo(kMinimumSize);
}

void fitIntoScreen(QWidget *window)
{
    QScreen *screen = QGuiApplication::screenAt(window->geometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect geometry = window->geometry();
    const QRect frameGeometry = window->frameGeometry();
    const QMargins frame(geometry.left() - frameGeometry.left(), geometry.top() - frameGeometry.top(),
                         frameGeometry.right() - geometry.right(),
                         frameGeometry.bottom() - geometry.bottom());
    const QRect room = screen->availableGeometry().marginsRemoved(frame);
    if (window->isMaximized() || window->isFullScreen() || room.contains(geometry))
        return;
    const QSize size = geometry.size().boundedTo(room.size()).expandedTo(window->minimumSize());
    QRect fitted(geometry.topLeft(), size);
    fitted.moveLeft(
        std::clamp(fitted.left(), room.left(), std::max(room.left(), room.right() - size.width() + 1)));
    fitted.moveTop(
        std::clamp(fitted.top(), room.top(), std::max(room.top(), room.bottom() - size.height() + 1)));
    window->setGeometry(fitted);
}

} // namespace ratscrew::windowplacement
