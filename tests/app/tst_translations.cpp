// SPDX-License-Identifier: GPL-3.0-or-later
// Every language the app offers loads and is used: the embedded .qm files,
// the plural forms, and the fallback to English.

#include "TestRegistry.h"
#include "Translations.h"
#include "settings/AppSettings.h"
#include "text/GameText.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QTest>

using namespace ratscrew;

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyLanguageLoads_data();
    void everyLanguageLoads();
    void unknownLanguageFallsBackToEnglish();
    void qtsWordsInTheGamesRegister();
    void listsInTheLanguagesPunctuation();
    void cleanupTestCase() { installTranslations(QStringLiteral("en")); }
};

void TestTranslations::everyLanguageLoads_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("newGame"); // the Game menu's New Game
    QTest::newRow("en") << "en"
                        << "&New Game";
    QTest::newRow("de") << "de"
                        << "";
    QTest::newRow("es") << "es"
                        << "";
    QTest::newRow("fr") << "fr"
                        << "";
    QTest::newRow("it") << "it"
                        << "";
    QTest::newRow("ja") << "ja"
                        << "";
    QTest::newRow("nl") << "nl"
                        << "";
    QTest::newRow("pl") << "pl"
                        << "";
    QTest::newRow("pt_BR") << "pt_BR"
                           << "";
}

void TestTranslations::everyLanguageLoads()
{
    QFETCH(QString, language);
    QFETCH(QString, newGame);
    QVERIFY(AppSettings::languages().contains(language));
    QCOMPARE(installTranslations(language).name().left(2), language.left(2));
    const QString text = QCoreApplication::translate("ratscrew::MainWindow", "&New Game");
    if (language == QLatin1String("en"))
        QCOMPARE(text, newGame);
    else
        QVERIFY2(text != QLatin1String("&New Game") && !text.isEmpty(), qPrintable(text));
    // Plural forms: never the raw "(s)" of the source.
    for (int n : {1, 2, 5, 22}) {
        const QString cards = QCoreApplication::translate("ratscrew::ActionText", "%n card(s)", nullptr, n);
        QVERIFY2(!cards.contains(QLatin1String("(s)")) && cards.contains(QString::number(n)),
                 qPrintable(cards));
    }
    if (language == QLatin1String("en")) {
        QCOMPARE(QCoreApplication::translate("ratscrew::ActionText", "%n card(s)", nullptr, 1),
                 QStringLiteral("1 card"));
        QCOMPARE(QCoreApplication::translate("ratscrew::ActionText", "%n card(s)", nullptr, 9),
                 QStringLiteral("9 cards"));
    }
}

void TestTranslations::unknownLanguageFallsBackToEnglish()
{
    const QLocale locale = installTranslations(QStringLiteral("xx"));
    QCOMPARE(QCoreApplication::translate("ratscrew::MainWindow", "&New Game"), QStringLiteral("&New Game"));
    // English words, English lists (the C locale joined them with commas only).
    QCOMPARE(locale.language(), QLocale::English);
    QCOMPARE(
        QLocale().createSeparatedList({QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cal")}),
        QStringLiteral("Ann, Bea, and Cal")); // as QLocale("en") joins them
    QCOMPARE(QCoreApplication::translate("ratscrew::ActionText", "%n card(s)", nullptr, 3),
             QStringLiteral("3 cards"));
}

// Qt's own words come from Qt's translation (qt6-translations-l10n), but
// the game's translation is asked first: the key box's placeholder says "du"
// as the game does, not Qt's German "Geben Sie ein Tastenkürzel ein".
void TestTranslations::qtsWordsInTheGamesRegister()
{
    installTranslations(QStringLiteral("de"));
    QCOMPARE(QCoreApplication::translate("QKeySequenceEdit", "Press shortcut"),
             QStringLiteral("Taste drücken"));
    if (!QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm")))
        QSKIP("Qt's German words are not installed here (Debian: qt6-translations-l10n)");
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
}

// A list joins its items as the language does: Japanese "、", not ", ".
void TestTranslations::listsInTheLanguagesPunctuation()
{
    const QStringList names{QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cal")};
    installTranslations(QStringLiteral("ja"));
    QCOMPARE(GameText::list(names), QStringLiteral("Ann、Bea、Cal"));
    installTranslations(QStringLiteral("en"));
    QCOMPARE(GameText::list(names), QStringLiteral("Ann, Bea, Cal"));
    QCOMPARE(GameText::list({}), QString());
}

RATSCREW_TEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
