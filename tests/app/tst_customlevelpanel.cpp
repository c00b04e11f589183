// SPDX-License-Identifier: GPL-3.0-or-later
// The Custom level panel (Settings ▸ Players) in every language: each
// wrapped description gets the height its text needs at its width, so no
// line is cut off — in the longest languages too.

#include "TestRegistry.h"
#include "Translations.h"
#include "settings/AppSettings.h"
#include "settings/SettingsDialog.h"

#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QTabWidget>
#include <QTest>

using namespace ratscrew;

class TestCustomLevelPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void descriptionsAreNotClipped_data();
    void descriptionsAreNotClipped();
    void cleanupTestCase() { installTranslations(QStringLiteral("en")); }
};

void TestCustomLevelPanel::descriptionsAreNotClipped_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const QString &language : AppSettings::languages()) {
        QTest::newRow(qPrintable(language + QStringLiteral(" default size"))) << language << 0;
        QTest::newRow(qPrintable(language + QStringLiteral(" narrow"))) << language << 600;
    }
}

void TestCustomLevelPanel::descriptionsAreNotClipped()
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
    dialog.tabs()->setCurrentIndex(0);
    QCoreApplication::processEvents();
    auto *panel = dialog.findChild<QGroupBox *>(QStringLiteral("customLevel"));
    QVERIFY(panel);
    QVERIFY(panel->isEnabled());
    int checked = 0;
    for (QLabel *label : panel->findChildren<QLabel *>()) {
        if (!label->wordWrap() || !label->isVisible())
            continue;
        ++checked;
        const int needed = label->heightForWidth(label->width());
        QVERIFY2(label->height() >= needed,
                 qPrintable(QStringLiteral("'%1': %2 px high at %3 px wide, needs %4")
                                .arg(label->text())
                                .arg(label->height())
                                .arg(label->width())
                                .arg(needed)));
    }
    QCOMPARE(checked, 9); // the panel's note and the eight descriptions
}

RATSCREW_TEST_WIDGETS_MAIN(TestCustomLevelPanel)
#include "tst_customlevelpanel.moc"
