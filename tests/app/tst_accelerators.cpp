// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard accelerators in every language: within one menu, the menu bar,
// or one page of a dialog (its tab titles and buttons included), no two
// items share an & letter, and every & marks a letter of its own text.

#include "MainWindow.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "career/StatisticsDialog.h"
#include "coach/PracticeDialog.h"
#include "settings/AppSettings.h"
#include "settings/SettingsDialog.h"
#include "summary/SummaryDialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QTabWidget>
#include <QTest>

using namespace ratscrew;

namespace {

// The accelerator of `text` ("&New Game" → 'n'), or a null QChar.
QChar accelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

struct Item
{
    QString where;
    QString text;
};

// Every problem of one group of items that are active at the same time.
QStringList problemsOf(const QString &language, const QString &group, const QList<Item> &items)
{
    QStringList problems;
    QHash<QChar, QString> seen;
    for (const Item &item : items) {
        const QChar key = accelerator(item.text);
        if (key.isNull())
            continue;
        // An ASCII letter or digit: what every keyboard types without a
        // dead key or AltGr (Japanese writes "設定(&S)").
        if (key.unicode() > 127 || !key.isLetterOrNumber())
            problems << QStringLiteral("%1, %2: '%3' marks '%4', not a plain letter")
                            .arg(language, group, item.text, key);
        else if (seen.contains(key))
            problems << QStringLiteral("%1, %2: '%3' and '%4' share &%5")
                            .arg(language, group, seen.value(key), item.text, key);
        else
            seen.insert(key, item.text);
    }
    return problems;
}

QStringList menuProblems(const QString &language, QMenu *menu, const QString &path)
{
    QList<Item> items;
    QStringList problems;
    for (QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        items << Item{path, a->text()};
        if (a->menu())
            problems << menuProblems(language, a->menu(), path + QStringLiteral(" ▸ ") + a->text());
    }
    return problems + problemsOf(language, path, items);
}

// What a mnemonic can reach on `page` of a dialog: labels with a buddy,
// buttons, check boxes, group boxes.
QList<Item> widgetItems(QWidget *page)
{
    QList<Item> items;
    for (auto *label : page->findChildren<QLabel *>())
        if (label->buddy())
            items << Item{QString(), label->text()};
    for (auto *button : page->findChildren<QAbstractButton *>())
        items << Item{QString(), button->text()};
    for (auto *box : page->findChildren<QGroupBox *>())
        items << Item{QString(), box->title()};
    for (auto *tabs : page->findChildren<QTabWidget *>()) // tabs inside the page (the statistics)
        for (int i = 0; i < tabs->count(); ++i)
            items << Item{QString(), tabs->tabText(i)};
    return items;
}

} // namespace

class TestAccelerators : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void noClashes_data();
    void noClashes();
    void cleanupTestCase() { installTranslations(QStringLiteral("en")); }
};

void TestAccelerators::noClashes_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : AppSettings::languages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestAccelerators::noClashes()
{
    QFETCH(QString, language);
    installTranslations(language);
    QStringList problems;

    MainWindow w(GameSetup{}, nullptr);
    QList<Item> bar;
    for (QAction *a : w.menuBar()->actions()) {
        bar << Item{QString(), a->text()};
        if (a->menu())
            problems << menuProblems(language, a->menu(), a->text());
    }
    problems << problemsOf(language, QStringLiteral("menu bar"), bar);

    // The settings dialog, each bot at level custom so that its panel shows.
    AppSettings settings;
    settings.bots = AppSettings::defaultBots(2);
    settings.bots[0].level = QStringLiteral("custom");
    SettingsDialog dialog(settings, nullptr);
    auto *stack = dialog.findChild<QWidget *>(QStringLiteral("pageStack"));
    QVERIFY(stack);
    QList<Item> shared; // the dialog's buttons: active on every page
    for (auto *button : dialog.findChildren<QAbstractButton *>())
        if (!stack->isAncestorOf(button))
            shared << Item{QString(), button->text()};
    for (int i = 0; i < dialog.pageCount(); ++i)
        problems << problemsOf(language, QStringLiteral("Settings ▸ %1").arg(dialog.pageTitle(i)),
                               shared + widgetItems(dialog.pageWidget(i)));

    // The end-of-game summary.
    GameStats::Summary summary;
    summary.players = 2;
    summary.perPlayer.resize(2);
    SummaryDialog over(summary, {}, PointOfView::person());
    problems << problemsOf(language, QStringLiteral("summary"), widgetItems(&over));
    // The statistics and practice windows (without a statistics file).
    StatisticsDialog statistics(nullptr);
    problems << problemsOf(language, QStringLiteral("statistics"), widgetItems(&statistics));
    PracticeDialog practice(*RuleSet::preset("house"), nullptr);
    problems << problemsOf(language, QStringLiteral("practice"), widgetItems(&practice));

    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

RATSCREW_TEST_WIDGETS_MAIN(TestAccelerators)
#include "tst_accelerators.moc"
