// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QPalette>

namespace ratscrew {

/// A word-wrapped plain-text description in the muted text colour: the
/// settings pages' descriptions and the rule workshop's figures.
inline QLabel *descriptionLabel(const QString &text = {})
{
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

} // namespace ratscrew
