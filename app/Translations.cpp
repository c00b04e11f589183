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
    // Later translators are asked first: English plurals are the fallback.
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
    add(installed[0], [](QTranslator &t) { return t.load(QStringLiteral(":/i18n/ratscrew_en.qm")); });
    add(installed[1], [&locale](QTranslator &t) {
        return t.load(locale, QStringLiteral("ratscrew"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    });
    add(installed[2], [&locale](QTranslator &t) {
        return t.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
    QLocale::setDefault(locale);
    return locale;
}

} // namespace ratscrew
