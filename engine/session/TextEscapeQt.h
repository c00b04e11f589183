// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TextEscape.h"

#include <QString>

namespace ratscrew {

/// escapeControls() for Qt text: what a message quotes from a command
/// line, a file or a settings store, safe on a terminal and in a window.
inline QString escapeControls(const QString &text, std::size_t maxBytes = 200)
{
    const QByteArray utf8 = text.toUtf8();
    return QString::fromStdString(
        escapeControls(std::string_view(utf8.constData(), std::size_t(utf8.size())), maxBytes));
}

} // namespace ratscrew
