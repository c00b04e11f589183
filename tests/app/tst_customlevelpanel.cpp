// SPDX-License-Identifier: GPL-3.0-or-later
// The Custom level panel (Settings ▸ Players) in every language: shown only
// while a bot has the Custom level, and then every label and number box gets
// the width its text needs, so nothing is cut off — in the longest languages
// too. (The explanations are tooltips and What's This.)

#include "TestRegistry.h"
#include "Translations.h"
#include "settings/AppSettings.h"
#include "settings/SettingsDialog.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QTest>

using namespace ratscrew;

class TestCustomLevelPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void numbersAreNotClipped_data();
    void numbersAreNotClipped();
    void shownOnlyWithACustomBot();
    void cleanupTestCase() { installTranslations(QStringLiteral("en")); }
};

void TestCustomLevelPanel::numbersAreNotClipped_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const QString &language : AppSettings::languages()) {
        QTest::newRow(qPrintable(language + QStringLiteral(" default size"))) << language << 0;
        QTest::newRow(qPrintable(language + QStringLiteral(" narrow"))) << language << 600;
    }
}

void TestCustomLevelPanel::numbersAreNotClipped()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    installTranslations(language);
    AppSettings settings;
    settings.bots[0].level = QStringLiteral("custom");
    SettingsDialog dialog(settings, nullptr);
    if (width > 0)
        dialog.resize(width, dialog.sizeHint().height());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.showPage(0);
    QCoreApplication::processEvents();
    auto *panel = dialog.findChild<QGroupBox *>(QStringLiteral("customLevel"));
    QVERIFY(panel);
    QVERIFY(panel->isVisible());
    int checked = 0;
    for (QWidget *w : panel->findChildren<QWidget *>()) {
        const auto *label = qobject_cast<QLabel *>(w);
        const auto *spin = qobject_cast<QAbstractSpinBox *>(w);
        if ((!label && !spin) || !w->isVisible())
            continue;
        ++checked;
        const int needed = label ? label->sizeHint().width() : spin->minimumSizeHint().width();
        QVERIFY2(w->width() >= needed,
                 qPrintable(QStringLiteral("%1 '%2': %3 px wide, needs %4")
                                .arg(w->objectName(), label ? label->text() : spin->text())
                                .arg(w->width())
                                .arg(needed)));
        // Its explanation is there when asked for.
        if (spin)
            QVERIFY2(!spin->whatsThis().isEmpty() && spin->toolTip() == spin->whatsThis(),
                     qPrintable(spin->objectName()));
    }
    QCOMPARE(checked, 16); // eight labels, eight numbers
}

void TestCustomLevelPanel::shownOnlyWithACustomBot()
{
    AppSettings settings; // every bot Normal
    SettingsDialog dialog(settings, nullptr);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *panel = dialog.findChild<QGroupBox *>(QStringLiteral("customLevel"));
    QVERIFY(panel);
    QVERIFY(!panel->isVisible());
    auto *level = dialog.findChild<QComboBox *>(QStringLiteral("botLevel2"));
    QVERIFY(level);
    level->setCurrentIndex(level->findData(QStringLiteral("custom")));
    QVERIFY(panel->isVisible());
    QVERIFY(panel->title().contains(settings.bots.at(1).name));
    level->setCurrentIndex(level->findData(QStringLiteral("expert")));
    QVERIFY(!panel->isVisible());
}

RATSCREW_TEST_WIDGETS_MAIN(TestCustomLevelPanel)
#include "tst_customlevelpanel.moc"
