// SPDX-License-Identifier: GPL-3.0-or-later
// Every language the app offers loads and is used: the embedded .qm files,
// the plural forms, and the fallback to English.

#include "TestRegistry.h"
#include "Translations.h"
#include "rivals/RivalGame.h"
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
    void shareTextInEveryLanguage_data() { everyLanguageLoads_data(); }
    void shareTextInEveryLanguage();
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

// The text a player pastes after a daily deal (docs/RUNS.md), in each
// language: the date, the outcome and time, the slaps won and their median
// in the language's digits and plural, the strip; no placeholder or "(s)"
// left, and not the English words.
void TestTranslations::shareTextInEveryLanguage()
{
    QFETCH(QString, language);
    const QLocale locale = installTranslations(language);
    RivalGame game;
    game.run.daily = QDate(2026, 12, 7);
    game.run.record.deal = 20261207;
    game.outcome = RivalGame::Outcome::Won;
    game.durationMs = 252000;
    game.slapsWon = 9;
    game.medianMs = 412;
    game.course = {{0, 13}, {126000, 26}, {252000, 52}};
    const QString text = game.shareText();
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines.at(0).contains(QLatin1String("2026-12-07")), qPrintable(text));
    QVERIFY2(lines.at(1).contains(QLatin1String("4:12")), qPrintable(text));
    QVERIFY2(lines.at(1).contains(locale.toString(9)) && lines.at(1).contains(locale.toString(412)),
             qPrintable(text));
    QVERIFY2(!text.contains(QLatin1Char('%')) && !text.contains(QLatin1String("(s)")), qPrintable(text));
    QCOMPARE(lines.at(2), QStringLiteral("▃▃▃▃▃▃▃▅▅▅▅▅▅▅▅█"));
    if (language != QLatin1String("en")) {
        QVERIFY2(!lines.at(1).contains(QLatin1String("slaps won"))
                     && !lines.at(1).startsWith(QLatin1String("Won")),
                 qPrintable(text));
    } else {
        QCOMPARE(text, QStringLiteral(
                           "Ratscrew — daily deal 2026-12-07\nWon in 4:12 · 9 slaps won · median 412 ms\n"
                           "▃▃▃▃▃▃▃▅▅▅▅▅▅▅▅█"));
    }
    installTranslations(QStringLiteral("en"));
}

RATSCREW_TEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
