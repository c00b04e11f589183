// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/CareerCharts.h"

#include "BotProfile.h"
#include "charts/ChartPaint.h"
#include "seating/SeatInfo.h"
#include "text/GameText.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ratscrew {

namespace {

QString percentText(double share)
{
    return QLocale().toString(std::lround(share * 100)) + QLocale().percent();
}

// The shade of bot level `l` (0 = beginner … 4 = expert): light to dark
// on a light background, the other way round on a dark one.
QColor levelShade(int l, const QColor &background)
{
    const bool light = chart::luminance(background) > 0.4;
    return QColor::fromHsv(265, 90 + l * 30, light ? 215 - l * 35 : 110 + l * 35);
}

} // namespace

// --- WinRateChart ----------------------------------------------------------

WinRateChart::WinRateChart(QWidget *parent) : ChartWidget(parent)
{
    setAccessibleName(tr("Win rate over time"));
    setSizeInLines({32, 15}, {18, 9});
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setLines({}, {});
}

void WinRateChart::setLines(const QList<CareerStats::RateLine> &lines, const QStringList &names)
{
    m_lines = lines;
    m_names = names;
    m_firstMs = std::numeric_limits<qint64>::max();
    m_lastMs = std::numeric_limits<qint64>::min();
    for (const CareerStats::RateLine &line : std::as_const(m_lines)) {
        for (const CareerStats::RatePoint &pt : line.points) {
            m_firstMs = std::min(m_firstMs, pt.at.toMSecsSinceEpoch());
            m_lastMs = std::max(m_lastMs, pt.at.toMSecsSinceEpoch());
        }
    }
    // The time axis: evenly spread labels, dates, or times of one day.
    m_timeLabels.clear();
    const QLocale locale;
    const auto local = [](qint64 ms) { return QDateTime::fromMSecsSinceEpoch(ms).toLocalTime(); };
    if (m_firstMs == m_lastMs) {
        m_timeLabels << TimeLabel{0.5, locale.toString(local(m_firstMs), QLocale::ShortFormat)};
    } else if (m_firstMs < m_lastMs) {
        const bool oneDay = local(m_firstMs).date() == local(m_lastMs).date();
        for (int i = 0; i < kMaxTimeLabels; ++i) {
            const qreal at = qreal(i) / (kMaxTimeLabels - 1);
            const QDateTime when = local(m_firstMs + qint64(std::llround(at * qreal(m_lastMs - m_firstMs))));
            QString text = oneDay ? locale.toString(when.time(), QLocale::ShortFormat)
                                  : locale.toString(when.date(), QLocale::ShortFormat);
            if (oneDay && i == 0)
                text = locale.toString(when, QLocale::ShortFormat);
            if (m_timeLabels.isEmpty() || m_timeLabels.constLast().text != text)
                m_timeLabels << TimeLabel{at, text};
        }
    }
    QStringList said;
    for (int i = 0; i < int(m_lines.size()); ++i) {
        const CareerStats::RateLine &line = m_lines.at(i);
        if (line.points.isEmpty())
            continue;
        const int won = int(std::count_if(line.points.cbegin(), line.points.cend(),
                                          [](const CareerStats::RatePoint &p) { return p.won; }));
        said << tr("%1: %2 of %n game(s) won, %3 of the last ones.", nullptr, int(line.points.size()))
                    .arg(m_names.value(i), QLocale().toString(won),
                         percentText(line.points.constLast().rate));
    }
    setAccessibleDescription(said.isEmpty() ? placeholder() : said.join(QLatin1Char(' ')));
    update();
}

QString WinRateChart::placeholder() const
{
    return m_firstMs > m_lastMs
               ? tr("No games finished yet: the win rate starts with your first finished game.")
               : QString();
}

void WinRateChart::paintChart(QPainter &p, const chart::Canvas &c)
{
    const qint64 first = m_firstMs, last = m_lastMs;
    QList<QColor> colours;
    QStringList names;
    for (int i = 0; i < int(m_lines.size()); ++i) {
        colours << chart::readableOn(defaultSeatColour(i + 1), c.base);
        names << m_names.value(i);
    }

    // The legend on top, wrapped over as many rows as it needs.
    const qreal y = chart::paintLegend(
        p, c, {c.card.top() + c.pad, c.line * 1.4, c.line, c.line * 1.2}, names, [&](int i, QPointF at) {
            p.setPen(QPen(colours.at(i), 2.5));
            p.drawLine(QPointF(at.x(), at.y() + c.line / 2), QPointF(at.x() + c.line, at.y() + c.line / 2));
        });
    const qreal percentWidth = c.metrics.horizontalAdvance(percentText(1.0)) + c.pad;
    const QRectF plot(c.card.left() + c.pad + percentWidth, y + c.line * 1.6,
                      c.card.width() - 2 * c.pad - percentWidth,
                      c.card.bottom() - c.pad - c.line * 1.4 - (y + c.line * 1.6));
    if (plot.width() < 20 || plot.height() < 20)
        return;

    // The grid: 0, 25, 50, 75 and 100 %.
    for (int q = 0; q <= 4; ++q) {
        const qreal gy = plot.bottom() - plot.height() * q / 4;
        p.setPen(QPen(chart::faint(this, q == 0 ? 140 : 50), 1));
        p.drawLine(QPointF(plot.left(), gy), QPointF(plot.right(), gy));
        p.setPen(c.text);
        p.drawText(QRectF(c.card.left() + c.pad, gy - c.line / 2, percentWidth - c.pad / 2, c.line),
                   Qt::AlignRight | Qt::AlignVCenter, percentText(q / 4.0));
    }
    // The time axis' labels, each centred on its place (the first and the
    // last kept inside the plot). Where they would touch, labels between
    // the first and the last are left out; the last one always shows.
    QList<QRectF> boxes;
    for (const TimeLabel &label : std::as_const(m_timeLabels)) {
        const qreal w = c.metrics.horizontalAdvance(label.text) + c.line * 0.5;
        const qreal cx = plot.left() + plot.width() * label.at;
        boxes << QRectF(std::clamp(cx - w / 2, plot.left(), std::max(plot.left(), plot.right() - w)),
                        plot.bottom() + c.line * 0.3, w, c.line);
    }
    QList<int> shown;
    for (int i = 0; i < int(boxes.size()); ++i) {
        const bool lastLabel = i == int(boxes.size()) - 1;
        while (lastLabel && shown.size() > 1 && boxes.at(shown.constLast()).right() > boxes.at(i).left())
            shown.removeLast();
        if (shown.isEmpty() || lastLabel || boxes.at(shown.constLast()).right() <= boxes.at(i).left())
            shown << i;
    }
    p.setPen(c.text);
    for (int i : std::as_const(shown))
        p.drawText(boxes.at(i), Qt::AlignCenter, m_timeLabels.at(i).text);

    const qreal span = qreal(std::max<qint64>(1, last - first));
    const auto at = [&](const CareerStats::RatePoint &pt) {
        const qreal fx = last == first ? 0.5 : qreal(pt.at.toMSecsSinceEpoch() - first) / span;
        return QPointF(plot.left() + plot.width() * fx, plot.bottom() - plot.height() * pt.rate);
    };
    for (int i = 0; i < int(m_lines.size()); ++i) {
        const QList<CareerStats::RatePoint> &points = m_lines.at(i).points;
        if (points.isEmpty())
            continue;
        QPainterPath path(at(points.constFirst()));
        for (const CareerStats::RatePoint &pt : points)
            path.lineTo(at(pt));
        p.setPen(QPen(colours.at(i), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(colours.at(i));
        if (points.size() <= 60) {
            for (const CareerStats::RatePoint &pt : points)
                p.drawEllipse(at(pt), 2.6, 2.6);
        } else {
            p.drawEllipse(at(points.constLast()), 3.2, 3.2);
        }
    }
}

// --- ReactionChart ---------------------------------------------------------

ReactionChart::ReactionChart(QWidget *parent) : ChartWidget(parent)
{
    setAccessibleName(tr("Reaction time per pattern"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setRows({});
}

void ReactionChart::setRows(const QList<Row> &rows)
{
    m_rows = rows;
    QStringList said;
    for (const Row &row : std::as_const(m_rows)) {
        QStringList levels;
        const auto &names = BotProfile::levelNames();
        for (int l = 0; l < CareerStats::kLevels; ++l) {
            if (row.levelMedianMs[std::size_t(l)] >= 0)
                levels << tr("%1 %2 ms")
                              .arg(
                                  GameText::level(QString::fromLatin1(
                                      names[std::size_t(l)].data(), qsizetype(names[std::size_t(l)].size()))),
                                  QLocale().toString(row.levelMedianMs[std::size_t(l)]));
        }
        const QString you =
            row.you.count ? tr("you %1 ms (90 %: %2 ms)")
                                .arg(QLocale().toString(row.you.medianMs), QLocale().toString(row.you.p90Ms))
                          : tr("no slaps of yours");
        said << (levels.isEmpty()
                     ? tr("%1: %2.").arg(row.label, you)
                     : tr("%1: %2; the bots' medians: %3.").arg(row.label, you, GameText::list(levels)));
    }
    setAccessibleDescription(said.isEmpty() ? tr("No slaps") : said.join(QLatin1Char(' ')));
    // A row is about two lines high; the legend and the axis take six.
    const int lines = 2 * int(std::max<qsizetype>(1, m_rows.size())) + 6;
    setSizeInLines({32, lines}, {18, lines});
    update();
}

int ReactionChart::rowHeight() const
{
    return int(std::ceil(QFontMetricsF(chart::labelFont(this)).height() * 1.9));
}

int ReactionChart::scaleMs() const
{
    int most = 600;
    for (const Row &row : m_rows) {
        most = std::max({most, row.you.p90Ms, row.you.medianMs});
        for (int m : row.levelMedianMs)
            most = std::max(most, m);
    }
    most = std::min(most, 3000);
    const double step = chart::niceStep(most, 5);
    return int(std::ceil(most / step) * step);
}

QString ReactionChart::placeholder() const
{
    return m_rows.isEmpty() ? tr("No slaps") : QString();
}

void ReactionChart::paintChart(QPainter &p, const chart::Canvas &c)
{
    const QColor you = palette().color(QPalette::Highlight);
    const auto &names = BotProfile::levelNames();

    // The legend: you, then the five levels' ticks, on one row.
    const qreal ly = c.card.top() + c.pad;
    QStringList legend{tr("You (median, whisker to 90 %)")};
    for (int l = 0; l < CareerStats::kLevels; ++l)
        legend << GameText::level(
            QString::fromLatin1(names[std::size_t(l)].data(), qsizetype(names[std::size_t(l)].size())));
    chart::paintLegend(p, c, {ly, c.line * 1.3, c.line * 0.8, 0}, legend, [&](int i, QPointF at) {
        if (i == 0)
            p.fillRect(QRectF(at.x(), at.y() + c.line * 0.25, c.line, c.line * 0.5), you);
        else
            p.fillRect(QRectF(at.x() + c.line * 0.4, at.y(), c.line * 0.22, c.line),
                       levelShade(i - 1, c.base));
    });

    qreal labelWidth = 0;
    for (const Row &row : std::as_const(m_rows))
        labelWidth = std::max(labelWidth, c.metrics.horizontalAdvance(row.label));
    labelWidth = std::min(labelWidth + c.pad, c.card.width() * 0.4);
    const qreal rh = rowHeight();
    const QRectF plot(c.card.left() + c.pad + labelWidth, ly + c.line * 1.8,
                      c.card.width() - 2 * c.pad - labelWidth - c.line, rh * qreal(m_rows.size()));
    if (plot.width() < 40)
        return;
    const int scale = scaleMs();
    const auto xOf = [&](int ms) { return plot.left() + plot.width() * std::clamp(ms, 0, scale) / scale; };

    // The grid and the axis in ms.
    const double step = chart::niceStep(scale, 5);
    for (double ms = 0; ms <= scale + 0.5; ms += step) {
        const qreal gx = xOf(int(ms));
        p.setPen(QPen(chart::faint(this, ms == 0 ? 140 : 45), 1));
        p.drawLine(QPointF(gx, plot.top()), QPointF(gx, plot.bottom()));
        p.setPen(c.text);
        p.drawText(QRectF(gx - c.line * 2, plot.bottom() + c.line * 0.2, c.line * 4, c.line),
                   Qt::AlignHCenter, QLocale().toString(int(ms)));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + c.line * 1.2, plot.width(), c.line), Qt::AlignHCenter,
               tr("Reaction time (ms)"));

    for (int i = 0; i < int(m_rows.size()); ++i) {
        const Row &row = m_rows.at(i);
        const qreal top = plot.top() + rh * i;
        p.setPen(c.text);
        p.drawText(QRectF(c.card.left() + c.pad, top, labelWidth - c.pad / 2, rh),
                   Qt::AlignRight | Qt::AlignVCenter,
                   c.metrics.elidedText(row.label, Qt::ElideRight, labelWidth - c.pad / 2));
        const qreal mid = top + rh / 2;
        if (row.you.count) {
            const QRectF bar(plot.left(), mid - rh * 0.2, xOf(row.you.medianMs) - plot.left(), rh * 0.4);
            p.setPen(Qt::NoPen);
            p.setBrush(you);
            p.drawRoundedRect(bar, 2, 2);
            p.setPen(QPen(chart::readableOn(you, c.base), 1.6));
            p.drawLine(QPointF(bar.right(), mid), QPointF(xOf(row.you.p90Ms), mid));
            p.drawLine(QPointF(xOf(row.you.p90Ms), mid - rh * 0.12),
                       QPointF(xOf(row.you.p90Ms), mid + rh * 0.12));
        }
        for (int l = 0; l < CareerStats::kLevels; ++l) {
            const int ms = row.levelMedianMs[std::size_t(l)];
            if (ms < 0)
                continue;
            p.fillRect(QRectF(xOf(ms) - 1.5, top + rh * 0.1, 3, rh * 0.8), levelShade(l, c.base));
        }
    }
}

} // namespace ratscrew
