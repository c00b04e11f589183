// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <array>
#include <memory>

namespace ratscrew {

QLocale installTranslations(const QString &language)
{
    // Later translators are asked first: the game's language, then English
    // plurals as the fallback, then Qt's own words.
    static std::array<std::unique_ptr<QTranslator>, 3> installed;
    for (auto &t : installed) {
        if (t)
            QCoreApplication::removeTranslator(t.get());
        t.reset();
    }
    QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // The C locale (LANG=C, or a language Qt does not know) has no words of
    // its own: the game speaks English there, so its lists ("Ann and Bea")
    // and numbers are English too, not "Ann, Bea".
    if (locale.language() == QLocale::C)
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
    auto add = [](std::unique_ptr<QTranslator> &slot, auto &&load) {
        auto t = std::make_unique<QTranslator>();
        if (load(*t)) {
            QCoreApplication::installTranslator(t.get());
            slot = std::move(t);
        }
    };
    // Qt's own words first, so that the game's translation may say a few
    // of them in its own register (the key box's "Press shortcut", in
    // German "Geben Sie …" where the game says "du": KeysPage).
    add(installed[0], [&locale](QTranslator &t) {
        return t.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
    add(installed[1], [](QTranslator &t) { return t.load(QStringLiteral(":/i18n/ratscrew_en.qm")); });
    add(installed[2], [&locale](QTranslator &t) {
        return t.load(locale, QStringLiteral("ratscrew"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    });
    QLocale::setDefault(locale);
    return locale;
}

} // namespace ratscrew
