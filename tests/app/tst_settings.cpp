// SPDX-License-Identifier: GPL-3.0-or-later
// Saved preferences: a round trip, bad values, and what the window does
// with them (sound, animations, the deck, its size).

#include "AppSettings.h"
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
    void roundTrip();
    void missingFileGivesDefaults();
    void badValuesFallBack();
    void windowAppliesAndSavesChoices();
    void windowRemembersItsSize();

private:
    QString iniPath() const { return m_dir.filePath(QStringLiteral("ratscrew.ini")); }
    QTemporaryDir m_dir;
};

void TestSettings::roundTrip()
{
    AppSettings out;
    out.volume = 35;
    out.muted = true;
    out.animationScale = 0.5;
    out.fourColourDeck = true;
    out.pauseOnFocusLoss = false;
    out.logVisible = true;
    out.windowGeometry = QByteArray("geometry\0bytes", 14);
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        out.save(store);
    }
    QSettings store(iniPath(), QSettings::IniFormat);
    AppSettings in;
    QCOMPARE(in.load(store), QStringList());
    QCOMPARE(in.volume, 35);
    QCOMPARE(in.muted, true);
    QCOMPARE(in.animationScale, 0.5);
    QCOMPARE(in.fourColourDeck, true);
    QCOMPARE(in.pauseOnFocusLoss, false);
    QCOMPARE(in.logVisible, true);
    QCOMPARE(in.windowGeometry, out.windowGeometry);
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
        f.write("[sound]\nvolume=250\nmuted=perhaps\n[display]\nanimationScale=fast\nfourColourDeck=1\n"
                "[game]\npauseOnFocusLoss=-3\n\x01\x02 garbage line without equals\n");
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings in;
    const QStringList problems = in.load(store);
    QCOMPARE(in.volume, 100);             // clamped
    QCOMPARE(in.muted, false);            // default
    QCOMPARE(in.animationScale, 1.0);     // default
    QCOMPARE(in.fourColourDeck, true);    // "1" is fine
    QCOMPARE(in.pauseOnFocusLoss, true);  // default
    QCOMPARE(problems.size(), 4);
    QVERIFY(problems.at(0).startsWith(QStringLiteral("sound/volume: 250 is out of range")));
    for (const QString &line : problems)
        QVERIFY(!line.contains('\n'));

    // The window starts with the defaults and says so in its log.
    MainWindow w(GameSetup{}, nullptr, &store);
    QCOMPARE(w.settingsProblems(), problems);
    QVERIFY(w.gameLog()->lines().join('\n').contains(QStringLiteral("Settings: sound/volume: 250 is out of range")));
}

void TestSettings::windowAppliesAndSavesChoices()
{
    const QString path = m_dir.filePath(QStringLiteral("window.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        store.setValue(QStringLiteral("sound/volume"), 40);
        store.setValue(QStringLiteral("display/animationScale"), 0);
        store.setValue(QStringLiteral("display/fourColourDeck"), true);
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

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
