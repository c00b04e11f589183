// SPDX-License-Identifier: GPL-3.0-or-later
// Saved preferences: a round trip, bad values, and what the window does
// with them (sound, animations, the deck, its size).

#include "Translations.h"
#include "AppSettings.h"
#include "BotPlayer.h"
#include "GameLog.h"
#include "MainWindow.h"
#include "SoundBoard.h"
#include "TableWidget.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace ratscrew;

class TestSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void roundTrip();
    void missingFileGivesDefaults();
    void badValuesFallBack();
    void windowAppliesAndSavesChoices();
    void windowRemembersItsSize();
    void commandLineOverridesAreNotSaved();

private:
    QString iniPath() const { return m_dir.filePath(QStringLiteral("ratscrew.ini")); }
    QTemporaryDir m_dir;
};

void TestSettings::roundTrip()
{
    AppSettings out;
    out.playerName = QStringLiteral("Zoë");
    out.bots = AppSettings::defaultBots(5);
    out.bots[1].level = QStringLiteral("expert");
    out.bots[2].name = QStringLiteral("Grandma");
    out.bots[3].level = QStringLiteral("custom");
    out.bots[3].custom = BotSettings::customFrom("hard");
    out.bots[3].custom.medianReactionMs = 333;
    out.bots[3].custom.spread = 0.125;
    out.bots[3].custom.missChance = 0.5;
    out.bots[3].custom.falseSlapChance = 0.25;
    out.bots[3].custom.playDelayMs = 4000;
    out.rules = *RuleSet::preset("classic");
    QVERIFY(out.rules.setOption("burn_count", 2LL).empty()); // not the preset's 1: custom
    QVERIFY(out.rules.setOption("forbidden_rank", std::string("Q")).empty());
    QVERIFY(out.rules.setOption("slaps", std::vector<std::string>{"double", "run_of_three"}).empty());
    out.preset = AppSettings::presetFor(out.rules);
    QCOMPARE(out.preset, QStringLiteral("custom"));
    out.collectDelayMs = 2500;
    out.botPlaySpeed = 0.75;
    out.volume = 35;
    out.muted = true;
    out.animationScale = 0.5;
    out.fourColourDeck = true;
    out.cardBackColour = QColor(0x12, 0x34, 0x56);
    out.tableColour = QColor(0x65, 0x43, 0x21);
    out.pauseOnFocusLoss = false;
    out.logVisible = true;
    out.windowGeometry = QByteArray("geometry\0bytes", 14);
    out.windowState = QByteArray("state");
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        out.save(store);
    }
    QSettings store(iniPath(), QSettings::IniFormat);
    AppSettings in;
    QCOMPARE(in.load(store), QStringList());
    QCOMPARE(in.playerName, out.playerName);
    QCOMPARE(in.bots.size(), 5);
    QVERIFY(in.bots == out.bots);
    QVERIFY(in.rules == out.rules);
    QCOMPARE(in.preset, QStringLiteral("custom"));
    QCOMPARE(in.cardBackColour, out.cardBackColour);
    QVERIFY(in == out); // every other field too

    // A preset is stored as itself.
    AppSettings bicycle;
    bicycle.rules = *RuleSet::preset("bicycle");
    bicycle.preset = QStringLiteral("bicycle");
    QSettings store2(m_dir.filePath(QStringLiteral("bicycle.ini")), QSettings::IniFormat);
    bicycle.save(store2);
    AppSettings back;
    QCOMPARE(back.load(store2), QStringList());
    QCOMPARE(back.preset, QStringLiteral("bicycle"));
    QVERIFY(back.rules == *RuleSet::preset("bicycle"));
}

void TestSettings::missingFileGivesDefaults()
{
    QSettings store(m_dir.filePath(QStringLiteral("none.ini")), QSettings::IniFormat);
    AppSettings in;
    QCOMPARE(in.load(store), QStringList());
    const AppSettings defaults;
    QCOMPARE(in.volume, defaults.volume);
    QCOMPARE(in.animationScale, defaults.animationScale);
    QCOMPARE(in.pauseOnFocusLoss, true);
}

void TestSettings::badValuesFallBack()
{
    const QString path = m_dir.filePath(QStringLiteral("bad.ini"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[sound]\nvolume=250\nmuted=perhaps\n[display]\nanimationScale=fast\n"
                "[appearance]\nfourColourDeck=1\ntableColour=not-a-colour\n"
                "[game]\npauseOnFocusLoss=-3\nbotPlaySpeed=9\n"
                "[rules]\npreset=speed\nburn_count=7\nslaps=double,straight\nforbidden_rank=Q\n"
                "collectDelayMs=-5\n"
                "[bots]\nsize=9\n1\\name=\n1\\level=godlike\n2\\medianMs=abc\n"
                "\x01\x02 garbage line without equals\n");
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings in;
    const QStringList problems = in.load(store);
    QCOMPARE(in.volume, 100);            // clamped
    QCOMPARE(in.muted, false);           // default
    QCOMPARE(in.animationScale, 1.0);    // default
    QCOMPARE(in.fourColourDeck, true);   // "1" is fine
    QCOMPARE(in.tableColour, AppSettings().tableColour);
    QCOMPARE(in.pauseOnFocusLoss, true); // default
    QCOMPARE(in.botPlaySpeed, 2.0);      // clamped
    QCOMPARE(in.collectDelayMs, AppSettings::kMinCollectDelayMs);
    // Unknown preset: house, with the one good override kept.
    RuleSet expected = *RuleSet::preset("house");
    QVERIFY(expected.setOption("forbidden_rank", std::string("Q")).empty());
    QVERIFY(in.rules == expected);
    QCOMPARE(in.preset, QStringLiteral("custom"));
    QCOMPARE(in.bots.size(), AppSettings::kMaxBots);
    QCOMPARE(in.bots.at(0).name, QStringLiteral("Ann"));
    QCOMPARE(in.bots.at(0).level, QStringLiteral("normal"));
    QCOMPARE(in.bots.at(1).custom.medianReactionMs, BotSettings::customFrom("normal").medianReactionMs);
    // One line per bad value, naming it.
    QVERIFY2(problems.size() == 14, qPrintable(problems.join('\n')));
    for (const char *key : {"bots: 9 bots", "bots/1/name:", "bots/1/level:", "bots/2/medianMs:", "rules/preset:",
                            "rules/slaps:", "rules/burn_count:", "rules/collectDelayMs:", "game/botPlaySpeed:",
                            "display/animationScale:", "game/pauseOnFocusLoss:", "sound/volume: 250 is out of range",
                            "sound/muted:", "appearance/tableColour:"})
        QVERIFY2(problems.join('\n').contains(QLatin1String(key)), key);
    for (const QString &line : problems)
        QVERIFY(!line.contains('\n'));

    // The window starts with the defaults and says so in its log.
    MainWindow w(GameSetup{}, nullptr, &store);
    QCOMPARE(w.settingsProblems(), problems);
    QVERIFY(w.gameLog()->lines().join('\n').contains(QStringLiteral("Settings: sound/volume: 250 is out of range")));
    QCOMPARE(w.session()->players(), 8);
}

void TestSettings::windowAppliesAndSavesChoices()
{
    const QString path = m_dir.filePath(QStringLiteral("window.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        store.setValue(QStringLiteral("sound/volume"), 40);
        store.setValue(QStringLiteral("display/animationScale"), 0);
        store.setValue(QStringLiteral("appearance/fourColourDeck"), true);
    }
    SilentSoundPlayer sound;
    {
        QSettings store(path, QSettings::IniFormat);
        MainWindow w(GameSetup{}, &sound, &store);
        QCOMPARE(sound.volume(), 40);
        QCOMPARE(w.table()->animationScale(), 0.0);
        QCOMPARE(w.table()->cardFlightMs(), 0);
        QCOMPARE(w.session()->revealDelayMs(), 0); // no flight: cards are seen at once
        w.setVolume(65);
        w.setMuted(true);
        w.setAnimationScale(1.5);
        QCOMPARE(w.session()->revealDelayMs(), qRound(TableWidget::kCardFlightMs * 1.5));
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings in;
    in.load(store);
    QCOMPARE(in.volume, 65);
    QCOMPARE(in.muted, true);
    QCOMPARE(in.animationScale, 1.5);
    QCOMPARE(in.fourColourDeck, true);
}

void TestSettings::windowRemembersItsSize()
{
    const QString path = m_dir.filePath(QStringLiteral("size.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        MainWindow w(GameSetup{}, nullptr, &store);
        w.resize(1234, 777);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.close();
    }
    QSettings store(path, QSettings::IniFormat);
    QVERIFY(store.contains(QStringLiteral("window/geometry")));
    QVERIFY(!store.contains(QStringLiteral("sound/volume"))); // nothing the person did not choose
    MainWindow again(GameSetup{}, nullptr, &store);
    QCOMPARE(again.size(), QSize(1234, 777));
}

void TestSettings::commandLineOverridesAreNotSaved()
{
    const QString path = m_dir.filePath(QStringLiteral("overrides.ini"));
    AppSettings saved;
    saved.bots = AppSettings::defaultBots(2);
    saved.bots[0].level = QStringLiteral("easy");
    {
        QSettings store(path, QSettings::IniFormat);
        saved.save(store);
    }
    {
        QSettings store(path, QSettings::IniFormat);
        GameSetup once; // ratscrew --bots expert,expert,expert,expert --preset classic
        once.botLevels = QStringList(4, QStringLiteral("expert"));
        once.rules = *RuleSet::preset("classic");
        once.presetName = QStringLiteral("classic");
        MainWindow w(once, nullptr, &store);
        QCOMPARE(w.session()->players(), 5);
        QVERIFY(w.session()->rules() == *RuleSet::preset("classic"));
        QCOMPARE(QString::fromStdString(w.bots().at(0)->profile().level), QStringLiteral("expert"));
        w.setVolume(10); // a choice the person makes is saved
        w.newGame();     // and the overrides last for the whole run
        QCOMPARE(w.session()->players(), 5);
        w.close();
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings after;
    after.load(store);
    QVERIFY(after.bots == saved.bots);
    QVERIFY(after.rules == *RuleSet::preset("house"));
    QCOMPARE(after.volume, 10);
}

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
