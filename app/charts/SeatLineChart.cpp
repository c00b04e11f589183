// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/SeatLineChart.h"

#include "charts/ChartPaint.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ratscrew {

SeatLineChart::SeatLineChart(QWidget *parent) : ChartWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void SeatLineChart::setLines(const QList<Point> &points, const QList<SeatInfo> &seats, int players,
                             int boldSeat, bool averageDense)
{
    m_points = points;
    m_average = averageDense;
    m_seats.clear();
    for (int i = 0; i < players; ++i) {
        SeatInfo seat = seats.value(i);
        if (seat.name.isEmpty())
            seat.name = i == 0 ? tr("You") : tr("Player %1").arg(i + 1);
        if (!seat.colour.isValid())
            seat.colour = defaultSeatColour(i);
        m_seats.append(seat);
    }
    m_bold = std::clamp(boldSeat, 0, std::max(0, players - 1));
    update();
}

QStringList SeatLineChart::names() const
{
    QStringList out;
    for (const SeatInfo &s : m_seats)
        out << s.name;
    return out;
}

void SeatLineChart::setMarkerMs(qint64 ms)
{
    if (ms == m_markerMs)
        return;
    m_markerMs = ms;
    update();
}

void SeatLineChart::setMarks(const QList<qint64> &timesMs)
{
    m_marks = timesMs;
    update();
}

qint64 SeatLineChart::spanMs() const
{
    return m_points.isEmpty() ? 0 : std::max<qint64>(1000, m_points.constLast().timeMs);
}

bool SeatLineChart::usesMinutes() const
{
    return spanMs() > kMinutesAfterMs;
}

qint64 SeatLineChart::timeAt(qreal x) const
{
    if (m_area.width() <= 0)
        return -1;
    const double share = std::clamp((x - m_area.left()) / m_area.width(), 0.0, 1.0);
    return qint64(std::llround(share * double(spanMs())));
}

void SeatLineChart::mousePressEvent(QMouseEvent *event)
{
    const QPointF at = event->position();
    if (event->button() == Qt::LeftButton && m_area.adjusted(-4, -4, 4, 4).contains(at)
        && timeAt(at.x()) >= 0) {
        Q_EMIT timeClicked(timeAt(at.x()));
        event->accept();
        return;
    }
    ChartWidget::mousePressEvent(event);
}

QString SeatLineChart::placeholder() const
{
    return m_points.size() < 2 ? tr("Nothing yet") : QString();
}

void SeatLineChart::paintChart(QPainter &p, const chart::Canvas &c)
{
    QList<QColor> colours;
    QStringList names;
    for (const SeatInfo &s : std::as_const(m_seats)) {
        colours << chart::readableOn(s.colour, c.base, 2.0);
        names << s.name;
    }
    const auto widthOf = [this](int seat) { return seat == m_bold ? 2.6 : 1.8; };

    // The legend, flowing over as many rows as it needs.
    const qreal swatch = c.line * 1.2;
    const chart::Legend legend{c.card.top() + c.pad * 0.8, swatch + c.line * 0.35, c.line * 1.1,
                               c.line * 1.25};
    const qreal y = chart::paintLegend(p, c, legend, names, [&](int i, QPointF at) {
        const QLineF sample(QPointF(at.x(), at.y() + c.line / 2),
                            QPointF(at.x() + swatch, at.y() + c.line / 2));
        QColor casing = colours.at(i).darker(160);
        casing.setAlpha(150);
        p.setPen(QPen(casing, widthOf(i) + 1.4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(sample);
        p.setPen(QPen(colours.at(i), widthOf(i), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(sample);
    });

    // The plot area: y labels and a rotated title on the left, x labels and
    // a title below.
    qreal yLabelW = 0;
    for (double tick : std::as_const(m_axis.ticks))
        yLabelW = std::max<qreal>(yLabelW, c.metrics.horizontalAdvance(m_axis.label(tick)));
    yLabelW += c.line * 0.4;
    const QRectF plot(c.card.left() + c.pad + c.line * 1.1 + yLabelW, y + c.line * 1.7, 0, 0);
    const QRectF area(plot.topLeft(),
                      QPointF(c.card.right() - c.pad - c.line * 0.8, c.card.bottom() - c.pad - c.line * 2.4));
    m_area = area;
    if (area.width() < 20 || area.height() < 20)
        return;
    const qint64 span = spanMs();
    const double maxValue = m_axis.max > 0 ? m_axis.max : 1.0;
    const auto px = [&](qint64 ms) { return area.left() + area.width() * double(ms) / double(span); };
    const auto py = [&](double value) { return area.bottom() - area.height() * value / maxValue; };

    for (const double tick : std::as_const(m_axis.ticks)) {
        const qreal gy = std::round(py(tick)) + 0.5;
        p.setPen(QPen(chart::faint(this, tick == 0 ? 150 : 40), 1));
        p.drawLine(QPointF(area.left(), gy), QPointF(area.right(), gy));
        p.setPen(c.text);
        p.drawText(QRectF(area.left() - yLabelW - c.line * 0.3, gy - c.line / 2, yLabelW, c.line),
                   Qt::AlignRight | Qt::AlignVCenter, m_axis.label(tick));
    }
    // x: 1-2-5 steps of seconds or minutes.
    const bool minutes = usesMinutes();
    const double unitMs = minutes ? 60000.0 : 1000.0;
    const double step = chart::niceStep(double(span) / unitMs, 6);
    for (double t = 0; t * unitMs <= double(span) + 1; t += step) {
        const qreal gx = std::round(px(qint64(t * unitMs))) + 0.5;
        p.setPen(QPen(chart::faint(this, t == 0 ? 150 : 40), 1));
        p.drawLine(QPointF(gx, area.top()), QPointF(gx, area.bottom() + c.line * 0.3));
        p.setPen(c.text);
        p.drawText(QRectF(gx - c.line * 3, area.bottom() + c.line * 0.35, c.line * 6, c.line),
                   Qt::AlignHCenter | Qt::AlignTop, QLocale().toString(t, 'g', 4));
    }
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(area.left(), area.bottom() + c.line * 1.35, area.width(), c.line),
               Qt::AlignHCenter | Qt::AlignTop, minutes ? tr("Game time (min)") : tr("Game time (s)"));
    p.save();
    p.translate(c.card.left() + c.pad * 0.6, area.center().y());
    p.rotate(-90);
    QString yTitle = m_axis.title;
    if (c.metrics.horizontalAdvance(yTitle) > area.height() && !m_axis.shortTitle.isEmpty())
        yTitle = m_axis.shortTitle;
    p.drawText(QRectF(-area.height() / 2, 0, area.height(), c.line), Qt::AlignHCenter | Qt::AlignTop,
               c.metrics.elidedText(yTitle, Qt::ElideRight, area.height()));
    p.restore();

    // The lines; the bold seat last, on top of the others. A dense series
    // (with averaging) is drawn as the mean of every `bucket` ms.
    const qint64 bucket = m_average ? std::max<qint64>(1, qint64(double(span) * 2.5 / area.width())) : 1;
    p.save();
    p.setClipRect(area.adjusted(-3, -3, 3, 3));
    QPolygonF boldLine;
    for (int k = 1; k <= players(); ++k) {
        const int i = (m_bold + k) % players();
        QPolygonF line;
        line.reserve(m_points.size());
        for (qsizetype j = 0; j < m_points.size();) {
            const Point &first = m_points.at(j);
            if (!m_average || j == 0 || j + 1 == m_points.size()) { // the ends stay exact
                line << QPointF(px(first.timeMs), py(first.values.value(i)));
                ++j;
                continue;
            }
            const qint64 end = (first.timeMs / bucket + 1) * bucket;
            double sum = 0, time = 0;
            int n = 0;
            for (; j + 1 < m_points.size() && m_points.at(j).timeMs < end; ++j, ++n) {
                sum += m_points.at(j).values.value(i);
                time += double(m_points.at(j).timeMs);
            }
            line << QPointF(px(qint64(time / n)), py(sum / n));
        }
        QColor casing = colours.at(i).darker(160);
        casing.setAlpha(150);
        p.setPen(QPen(casing, widthOf(i) + 1.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(line);
        p.setPen(QPen(colours.at(i), widthOf(i), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(line);
        if (i == m_bold)
            boldLine = line;
    }
    // Marks: a ring on the bold line at each marked time.
    if (!m_marks.isEmpty() && !boldLine.isEmpty()) {
        p.setPen(QPen(c.text, 1.6));
        p.setBrush(Qt::NoBrush);
        for (const qint64 ms : std::as_const(m_marks)) {
            const qreal x = px(ms);
            auto it = std::lower_bound(boldLine.begin(), boldLine.end(), x,
                                       [](const QPointF &a, qreal v) { return a.x() < v; });
            if (it == boldLine.end())
                --it;
            p.drawEllipse(QPointF(x, it->y()), c.line * 0.45, c.line * 0.45);
        }
    }
    p.restore();
    // The marker: where the game stands.
    if (m_markerMs >= 0) {
        const qreal mx = std::round(px(std::min(m_markerMs, span))) + 0.5;
        p.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
        p.drawLine(QPointF(mx, area.top()), QPointF(mx, area.bottom()));
    }
}

} // namespace ratscrew
