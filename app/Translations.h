// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace ratscrew {

/// Installs the app's translators on the running QCoreApplication: the
/// English plural forms ("%n card(s)" → "1 card" / "2 cards"), then the
/// app's translation for `language` ("de", "pt_BR", …; empty = the
/// system's UI languages, which follow LANGUAGE, LC_ALL and LANG on Unix),
/// then Qt's own strings (qtbase) where they are installed. Calling it
/// again replaces the earlier ones. Returns the locale used, also made
/// QLocale's default: US English where the system's is the C locale.
QLocale installTranslations(const QString &language);

} // namespace ratscrew
