// SPDX-License-Identifier: GPL-3.0-or-later
#include "summary/CardCountChart.h"

#include "charts/ChartPaint.h"
#include "text/GameText.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ratscrew {

// --- CardCountChart ----------------------------------------------------------

CardCountChart::CardCountChart(QWidget *parent) : ChartWidget(parent)
{
    setSizeInLines({30, 15}, {18, 11});
    setAccessibleName(tr("Cards in hand over the game"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateAccessibleText();
}

void CardCountChart::setData(const QList<GameStats::Sample> &samples, int deckSize,
                             const QList<SeatInfo> &seats)
{
    m_samples = samples;
    m_deckSize = std::max(1, deckSize);
    int players = 0;
    for (const GameStats::Sample &s : samples)
        players = std::max(players, int(s.hands.size()));
    m_seats.clear();
    for (int i = 0; i < players; ++i) {
        SeatInfo seat = seats.value(i);
        if (seat.name.isEmpty())
            seat.name = i == 0 ? tr("You") : tr("Player %1").arg(i + 1);
        if (!seat.colour.isValid())
            seat.colour = defaultSeatColour(i);
        m_seats.append(seat);
    }
    updateAccessibleText();
    update();
}

qint64 CardCountChart::spanMs() const
{
    return m_samples.isEmpty() ? 0 : std::max<qint64>(1000, m_samples.constLast().timeMs);
}

bool CardCountChart::usesMinutes() const
{
    return spanMs() > kMinutesAfterMs;
}

void CardCountChart::updateAccessibleText()
{
    if (m_samples.size() < 2) {
        setAccessibleDescription(tr("No cards played"));
        return;
    }
    QStringList parts;
    for (int i = 0; i < players(); ++i) {
        int peak = 0;
        for (const GameStats::Sample &s : m_samples)
            peak = std::max(peak, s.hands.value(i));
        parts << tr("%1 from %2 to %3 (most %4)")
                     .arg(m_seats.at(i).name)
                     .arg(m_samples.constFirst().hands.value(i))
                     .arg(m_samples.constLast().hands.value(i))
                     .arg(peak);
    }
    setAccessibleDescription(
        tr("Cards in hand over %1: %2.").arg(GameText::duration(spanMs()), parts.join(QStringLiteral("; "))));
}

QString CardCountChart::placeholder() const
{
    return m_samples.size() < 2 ? tr("No cards played") : QString();
}

void CardCountChart::paintChart(QPainter &p, const chart::Canvas &c)
{
    QList<QColor> colours;
    QStringList names;
    for (const SeatInfo &s : std::as_const(m_seats)) {
        colours << chart::readableOn(s.colour, c.base, 2.0);
        names << s.name;
    }

    // The legend, flowing over as many rows as it needs.
    const qreal swatch = c.line * 1.2;
    const chart::Legend legend{c.card.top() + c.pad * 0.8, swatch + c.line * 0.35, c.line * 1.1,
                               c.line * 1.25};
    const qreal y = chart::paintLegend(p, c, legend, names, [&](int i, QPointF at) {
        const QLineF sample(QPointF(at.x(), at.y() + c.line / 2),
                            QPointF(at.x() + swatch, at.y() + c.line / 2));
        QColor casing = colours.at(i).darker(160);
        casing.setAlpha(150);
        p.setPen(QPen(casing, (i == 0 ? 2.6 : 1.8) + 1.4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(sample);
        p.setPen(QPen(colours.at(i), i == 0 ? 2.6 : 1.8, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(sample);
    });

    // The plot area: y labels and a rotated title on the left, x labels and
    // a title below.
    const qreal yLabelW = c.metrics.horizontalAdvance(QLocale().toString(m_deckSize)) + c.line * 0.4;
    const QRectF plot(c.card.left() + c.pad + c.line * 1.1 + yLabelW, y + c.line * 1.7, 0, 0);
    const QRectF area(plot.topLeft(),
                      QPointF(c.card.right() - c.pad - c.line * 0.8, c.card.bottom() - c.pad - c.line * 2.4));
    if (area.width() < 20 || area.height() < 20)
        return;
    const qint64 span = spanMs();
    const auto px = [&](qint64 ms) { return area.left() + area.width() * double(ms) / double(span); };
    const auto py = [&](int cards) { return area.bottom() - area.height() * cards / m_deckSize; };

    // y: a grid line every quarter of the deck (0, 13, 26, 39, 52).
    for (int q = 0; q <= 4; ++q) {
        const int cards = (m_deckSize * q + 2) / 4;
        const qreal gy = std::round(py(cards)) + 0.5;
        p.setPen(QPen(chart::faint(this, q == 0 ? 150 : 40), 1));
        p.drawLine(QPointF(area.left(), gy), QPointF(area.right(), gy));
        p.setPen(c.text);
        p.drawText(QRectF(area.left() - yLabelW - c.line * 0.3, gy - c.line / 2, yLabelW, c.line),
                   Qt::AlignRight | Qt::AlignVCenter, QLocale().toString(cards));
    }
    // x: 1-2-5 steps of seconds or minutes.
    const bool minutes = usesMinutes();
    const double unitMs = minutes ? 60000.0 : 1000.0;
    const double step = chart::niceStep(double(span) / unitMs, 6);
    p.setPen(QPen(chart::faint(this, 150), 1));
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
    QString yTitle = tr("Cards in hand");
    if (c.metrics.horizontalAdvance(yTitle) > area.height())
        yTitle = tr("Cards");
    p.drawText(QRectF(-area.height() / 2, 0, area.height(), c.line), Qt::AlignHCenter | Qt::AlignTop,
               c.metrics.elidedText(yTitle, Qt::ElideRight, area.height()));
    p.restore();

    // The lines; player 0 last, on top of the others. A dense series is
    // drawn as the mean of every `bucket` ms, which keeps the trend and
    // drops the one-card saw teeth a pixel cannot show anyway.
    const qint64 bucket = std::max<qint64>(1, qint64(double(span) * 2.5 / area.width()));
    p.save();
    p.setClipRect(area.adjusted(-3, -3, 3, 3));
    for (int k = 1; k <= players(); ++k) {
        const int i = k % players();
        QPolygonF line;
        line.reserve(m_samples.size());
        for (qsizetype j = 0; j < m_samples.size();) {
            const GameStats::Sample &first = m_samples.at(j);
            if (j == 0 || j + 1 == m_samples.size()) { // the deal and the end stay exact
                line << QPointF(px(first.timeMs), py(first.hands.value(i)));
                ++j;
                continue;
            }
            const qint64 end = (first.timeMs / bucket + 1) * bucket;
            double sum = 0, time = 0;
            int n = 0;
            for (; j + 1 < m_samples.size() && m_samples.at(j).timeMs < end; ++j, ++n) {
                sum += m_samples.at(j).hands.value(i);
                time += double(m_samples.at(j).timeMs);
            }
            line << QPointF(px(qint64(time / n)), area.bottom() - area.height() * sum / n / m_deckSize);
        }
        const qreal width = i == 0 ? 2.6 : 1.8;
        QColor casing = colours.at(i).darker(160);
        casing.setAlpha(150);
        p.setPen(QPen(casing, width + 1.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(line);
        p.setPen(QPen(colours.at(i), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(line);
    }
    p.restore();
}

} // namespace ratscrew
