// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

namespace ratscrew::test {

/// The child of `parent` of type T named `name`; a test without it stops
/// there (qFatal), naming what it looked for.
template<typename T>
T *child(const QWidget &parent, const char *name)
{
    T *w = parent.findChild<T *>(QString::fromLatin1(name));
    if (!w)
        qFatal("no %s named %s", T::staticMetaObject.className(), name);
    return w;
}

} // namespace ratscrew::test
