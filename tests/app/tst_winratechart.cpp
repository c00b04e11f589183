// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics window's win-rate chart: a time axis with several labels,
// and words where it has no line.
#include "TestRegistry.h"
#include "career/CareerCharts.h"

#include <QImage>
#include <QTest>

using namespace ratscrew;

namespace {

CareerStats::RateLine lineAt(const QList<QDateTime> &times)
{
    CareerStats::RateLine line{QStringLiteral("house"), QStringLiteral("normal"), {}};
    for (int i = 0; i < int(times.size()); ++i)
        line.points << CareerStats::RatePoint{times.at(i), i % 2 ? 0.5 : 1.0, i % 2 == 0};
    return line;
}

// Pixels in `area` of the chart (its card's inside when empty) that stand out from its colour (the
// palette's base): what it paints on it, words or lines; 0 when blank.
int inkPixels(WinRateChart &chart, QRect area = {})
{
    const QImage image = chart.grab().toImage();
    const QColor base = chart.palette().color(QPalette::Base);
    if (area.isEmpty())
        area = image.rect().adjusted(6, 6, -6, -6);
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += std::abs(c.red() - base.red()) + std::abs(c.green() - base.green())
                     + std::abs(c.blue() - base.blue())
                 > 90;
        }
    }
    return n;
}

} // namespace

class TestWinRateChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gamesOfManyDaysHaveSeveralDates();
    void gamesOfOneDayHaveTimes();
    void oneDayAxisIsLabelledToItsEnd();
    void oneGameHasOneLabel();
    void noGamesSaySo();
};

void TestWinRateChart::gamesOfManyDaysHaveSeveralDates()
{
    const QDateTime start(QDate(2026, 11, 1), QTime(10, 0));
    QList<QDateTime> times;
    for (int d = 0; d <= 28; d += 2)
        times << start.addDays(d);
    WinRateChart chart;
    chart.setLines({lineAt(times)}, {QStringLiteral("House against normal")});
    const QList<WinRateChart::TimeLabel> labels = chart.timeLabels();
    QVERIFY(labels.size() >= 3);
    const QLocale locale;
    QCOMPARE(labels.constFirst().text, locale.toString(start.date(), QLocale::ShortFormat));
    QCOMPARE(labels.constLast().text, locale.toString(times.constLast().date(), QLocale::ShortFormat));
    QCOMPARE(labels.constFirst().at, 0.0);
    QCOMPARE(labels.constLast().at, 1.0);
    for (int i = 1; i < int(labels.size()); ++i)
        QVERIFY(labels.at(i).at > labels.at(i - 1).at && labels.at(i).text != labels.at(i - 1).text);
    QVERIFY(chart.placeholder().isEmpty());
}

void TestWinRateChart::gamesOfOneDayHaveTimes()
{
    // Five games in one evening: the axis tells their times, not one date.
    const QDateTime start(QDate(2026, 11, 29), QTime(18, 0));
    const QList<QDateTime> times{start, start.addSecs(900), start.addSecs(2400), start.addSecs(4000),
                                 start.addSecs(7200)};
    WinRateChart chart;
    chart.setLines({lineAt(times)}, {QStringLiteral("House against normal")});
    const QList<WinRateChart::TimeLabel> labels = chart.timeLabels();
    QVERIFY(labels.size() >= 2);
    const QLocale locale;
    QCOMPARE(labels.constFirst().text, locale.toString(start, QLocale::ShortFormat)); // with its date
    QCOMPARE(labels.constLast().text, locale.toString(times.constLast().time(), QLocale::ShortFormat));
}

void TestWinRateChart::oneDayAxisIsLabelledToItsEnd()
{
    // An evening's games: a label under the axis' right end too, not only
    // the one date at its left.
    const QDateTime start(QDate(2026, 11, 29), QTime(18, 0));
    WinRateChart chart;
    chart.resize(700, 330);
    chart.setLines({lineAt({start, start.addSecs(1800), start.addSecs(3600), start.addSecs(7200)})},
                   {QStringLiteral("House against normal")});
    // The labels' row: under the 0 % line, above the card's padding.
    const int line = QFontMetrics(chart.font()).height();
    const int top = chart.height() - line * 16 / 10, rowHeight = line * 8 / 10;
    const QRect underTheAxisRight(chart.width() * 3 / 4, top, chart.width() / 4 - 8, rowHeight);
    const QRect underTheAxisLeft(8, top, chart.width() / 4, rowHeight);
    QVERIFY(inkPixels(chart, underTheAxisLeft) > 20);
    QVERIFY(inkPixels(chart, underTheAxisRight) > 20);
}

void TestWinRateChart::oneGameHasOneLabel()
{
    const QDateTime when(QDate(2026, 11, 29), QTime(9, 5));
    WinRateChart chart;
    chart.setLines({lineAt({when})}, {QStringLiteral("House against normal")});
    QCOMPARE(chart.timeLabels().size(), 1);
    QCOMPARE(chart.timeLabels().constFirst().at, 0.5); // under the one point, in the middle
    QCOMPARE(chart.timeLabels().constFirst().text, QLocale().toString(when, QLocale::ShortFormat));
}

void TestWinRateChart::noGamesSaySo()
{
    // After a reset, or before the first game: words, not a blank card.
    WinRateChart chart;
    chart.resize(600, 320);
    chart.setLines({}, {});
    QVERIFY(chart.timeLabels().isEmpty());
    QVERIFY(chart.placeholder().contains(QLatin1String("No games finished yet")));
    QCOMPARE(chart.accessibleDescription(), chart.placeholder());
    QVERIFY(inkPixels(chart) > 50);
    // Lines of no games (a filter that leaves none) say the same.
    chart.setLines({CareerStats::RateLine{QStringLiteral("house"), QStringLiteral("normal"), {}}},
                   {QStringLiteral("House against normal")});
    QVERIFY(!chart.placeholder().isEmpty());
    QVERIFY(inkPixels(chart) > 50);
}

RATSCREW_TEST_WIDGETS_MAIN(TestWinRateChart)
#include "tst_winratechart.moc"
