// SPDX-License-Identifier: GPL-3.0-or-later
// Every top-level window the game opens besides its own (settings, help,
// summary, statistics, practice, the replays list and the replay viewer)
// on a 1280×720 screen, in German (among the longest translations), at the
// system's text size and at one and a half times it: each opens inside the
// screen's free area, frame included, no larger than its content and the
// screen call for, and can be resized. The screen comes from the offscreen
// platform's configuration (data/screen-1280x720.json, set by CMake).

#include "GameRecord.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "career/StatisticsDialog.h"
#include "coach/PracticeDialog.h"
#include "help/HelpDialog.h"
#include "replay/ReplayWindow.h"
#include "replay/ReplaysDialog.h"
#include "seating/PointOfView.h"
#include "settings/AppSettings.h"
#include "settings/SettingsDialog.h"
#include "summary/SummaryDialog.h"

#include <QApplication>
#include <QLayout>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace ratscrew;

namespace {

// A game of three at house rules, a few cards in: what the viewer opens.
GameRecord shortRecord()
{
    GameRecord r;
    r.players = {{QStringLiteral("Du"), true, QString()},
                 {QStringLiteral("Ann"), false, QStringLiteral("normal")},
                 {QStringLiteral("Bea"), false, QStringLiteral("normal")}};
    r.preset = QStringLiteral("house");
    r.rules = *RuleSet::preset("house");
    r.deck = r.rules.fullDeck();
    r.revealMs = 200;
    r.actions = {{Action::play(), 1000}, {Action::play(), 2000}, {Action::play(), 3000}};
    r.durationMs = 4000;
    return r;
}

} // namespace

class TestDialogFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        const QScreen *screen = QGuiApplication::primaryScreen();
        QVERIFY(screen);
        // The platform's configuration gave the screen the test is about.
        QCOMPARE(screen->geometry().size(), QSize(1280, 720));
        m_font = QApplication::font();
    }
    void cleanupTestCase()
    {
        QApplication::setFont(m_font);
        installTranslations(QStringLiteral("en"));
    }

    void everyDialogFitsTheScreen_data()
    {
        QTest::addColumn<double>("textScale");
        QTest::newRow("German, text 100 %") << 1.0;
        QTest::newRow("German, text 150 %") << 1.5;
    }

    void everyDialogFitsTheScreen()
    {
        QFETCH(double, textScale);
        installTranslations(QStringLiteral("de"));
        QFont font = m_font;
        font.setPointSizeF(m_font.pointSizeF() * textScale);
        QApplication::setFont(font);

        QTemporaryDir records;
        GameStats::Summary summary;
        summary.players = 4;
        summary.perPlayer.resize(4);
        const QList<std::pair<const char *, std::function<std::unique_ptr<QWidget>()>>> windows{
            {"settings", [] { return std::make_unique<SettingsDialog>(AppSettings{}, nullptr); }},
            {"help",
             [] {
                 return std::make_unique<HelpDialog>(*RuleSet::preset("slaps_full"),
                                                     QStringLiteral("slaps_full"));
             }},
            {"summary",
             [&summary] {
                 return std::make_unique<SummaryDialog>(summary, QList<SeatInfo>{}, PointOfView::person());
             }},
            {"statistics", [] { return std::make_unique<StatisticsDialog>(nullptr); }},
            {"practice", [] { return std::make_unique<PracticeDialog>(*RuleSet::preset("house"), nullptr); }},
            {"replays", [&records] { return std::make_unique<ReplaysDialog>(records.path()); }},
            {"replay viewer",
             [] { return std::make_unique<ReplayWindow>(shortRecord(), QStringLiteral("game.json")); }},
        };
        for (const auto &[name, make] : windows) {
            const std::unique_ptr<QWidget> window = make();
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            const QRect free = window->screen()->availableGeometry();
            const QRect frame = window->frameGeometry();
            const QString where = QStringLiteral("%1: opens at %2×%3 (frame %4×%5 at %6,%7) on %8×%9")
                                      .arg(QLatin1String(name))
                                      .arg(window->width())
                                      .arg(window->height())
                                      .arg(frame.width())
                                      .arg(frame.height())
                                      .arg(frame.x())
                                      .arg(frame.y())
                                      .arg(free.width())
                                      .arg(free.height());
            // Inside the screen, frame and all, with room for a title bar
            // (the offscreen platform's frame has none).
            constexpr int kTitleBar = 32;
            QVERIFY2(frame.width() <= free.width() && frame.height() + kTitleBar <= free.height(),
                     qPrintable(where));
            // It can be made smaller than the screen and larger than it opened.
            QVERIFY2(window->minimumSize().width() <= free.width()
                         && window->minimumSize().height() <= free.height(),
                     qPrintable(where));
            QVERIFY2(window->maximumSize().width() > window->width()
                         && window->maximumSize().height() > window->height(),
                     qPrintable(where + QStringLiteral(": fixed size")));
            // Its content fits the size it opened at (nothing squeezed
            // below what its layout needs, which the screen may cut off).
            if (const QLayout *layout = window->layout())
                QVERIFY2(layout->minimumSize().width() <= window->width()
                             && layout->minimumSize().height() <= window->height(),
                         qPrintable(where
                                    + QStringLiteral(": its content needs %1×%2")
                                          .arg(layout->minimumSize().width())
                                          .arg(layout->minimumSize().height())));
            // Not oversized: no more than its content asks for, or most of
            // the screen where it asks for more.
            const QSize wanted = window->sizeHint().expandedTo(window->minimumSizeHint());
            const QSize most = (free.size() * 0.9).expandedTo(QSize(640, 480));
            QVERIFY2(
                window->width() <= std::max(wanted.width(), most.width())
                    && window->height() <= std::max(wanted.height(), most.height()),
                qPrintable(
                    where
                    + QStringLiteral(": oversized (wants %1×%2)").arg(wanted.width()).arg(wanted.height())));
            qInfo("%s", qPrintable(where));
        }
    }

private:
    QFont m_font;
};

RATSCREW_TEST_WIDGETS_MAIN(TestDialogFit)
#include "tst_dialogfit.moc"
