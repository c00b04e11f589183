// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartWidgets.h"

#include "charts/ChartPaint.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace ratscrew {

QString formatSeconds(qint64 ms, int decimals)
{
    return QLocale().toString(double(ms) / 1000.0, 'f', decimals);
}

// --- ReactionHistogram -----------------------------------------------------

ReactionHistogram::ReactionHistogram(QWidget *parent) : ChartWidget(parent), m_bins(kBins, 0)
{
    setSizeInLines({24, 14}, {16, 8});
    setAccessibleName(tr("Reaction times"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateAccessibleText();
}

int ReactionHistogram::binOf(int ms)
{
    return std::clamp(ms / kBinMs, 0, kBins - 1);
}

void ReactionHistogram::setReactionTimes(const QList<int> &ms)
{
    m_times.clear();
    m_bins.fill(0, kBins);
    for (int t : ms) {
        if (t < 0)
            continue;
        m_times.append(t);
        ++m_bins[binOf(t)];
    }
    m_median = chart::median(m_times);
    updateAccessibleText();
    update();
}

void ReactionHistogram::setBarColour(const QColor &colour)
{
    m_barColour = colour;
    update();
}

QSize ChartWidget::sizeHint() const
{
    const int h = fontMetrics().height();
    return {h * m_preferredLines.width(), h * m_preferredLines.height()};
}

QSize ChartWidget::minimumSizeHint() const
{
    const int h = fontMetrics().height();
    return {h * m_minimumLines.width(), h * m_minimumLines.height()};
}

void ChartWidget::setSizeInLines(QSize preferred, QSize minimum)
{
    m_preferredLines = preferred;
    m_minimumLines = minimum;
    updateGeometry();
}

void ChartWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (const auto canvas = chart::beginChart(p, this, placeholder()))
        paintChart(p, *canvas);
}

void ChartWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void ReactionHistogram::updateAccessibleText()
{
    if (m_times.isEmpty()) {
        setAccessibleDescription(tr("No slaps"));
        return;
    }
    const int best = *std::min_element(m_times.cbegin(), m_times.cend());
    const int n = int(m_times.size());
    setAccessibleDescription(tr("%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.", nullptr, n)
                                 .arg(formatSeconds(m_median), formatSeconds(best),
                                      formatSeconds(*std::max_element(m_times.cbegin(), m_times.cend()))));
}

QString ReactionHistogram::placeholder() const
{
    return m_times.isEmpty() ? tr("No slaps") : QString();
}

void ReactionHistogram::paintChart(QPainter &p, const chart::Canvas &c)
{
    // Top: the median's label, then the counts over the bars; bottom: tick
    // labels and the axis title.
    const QRectF plot = c.card.adjusted(c.pad, c.pad + c.line * 2.2, -c.pad, -(c.pad + c.line * 2.4));
    if (plot.width() < 20 || plot.height() < 10)
        return;
    const int most = *std::max_element(m_bins.cbegin(), m_bins.cend());
    const qreal gap = 0.45; // extra space (in slots) before the overflow bar
    const qreal slot = plot.width() / (kBins + gap);
    const auto slotLeft = [&](int i) { return plot.left() + (i + (i == kBins - 1 ? gap : 0.0)) * slot; };

    // The bars (their counts come last, over the median line).
    const QColor fill = m_barColour.isValid() ? m_barColour : palette().color(QPalette::Highlight);
    for (int i = 0; i < kBins; ++i) {
        if (m_bins.at(i) == 0)
            continue;
        const qreal h = std::max(2.0, plot.height() * m_bins.at(i) / most);
        const QRectF bar(slotLeft(i) + slot * 0.1, plot.bottom() - h, slot * 0.8, h);
        QPainterPath path;
        path.addRoundedRect(bar.adjusted(0, 0, 0, 3), 2.5, 2.5); // round the top corners only
        p.save();
        p.setClipRect(QRectF(bar.left() - 1, bar.top() - 1, bar.width() + 2, bar.height() + 1));
        p.setPen(QPen(chart::readableOn(fill, c.base, 1.6), 1));
        p.setBrush(fill);
        p.drawPath(path);
        p.restore();
    }

    // The axis: a baseline, ticks at every bin, labels every half second.
    p.setPen(QPen(chart::faint(this, 150), 1));
    const qreal baseY = std::round(plot.bottom()) + 0.5;
    p.drawLine(QPointF(plot.left(), baseY), QPointF(slotLeft(kBins - 2) + slot, baseY));
    p.drawLine(QPointF(slotLeft(kBins - 1), baseY), QPointF(plot.right(), baseY));
    for (int i = 0; i < kBins; ++i) {
        const qreal x = std::round(slotLeft(i)) + 0.5;
        p.drawLine(QPointF(x, baseY), QPointF(x, baseY + (i % 5 == 0 ? c.line * 0.35 : c.line * 0.18)));
    }
    p.setPen(c.text);
    const qreal labelTop = baseY + c.line * 0.35;
    for (int i = 0; i < kBins - 1; i += 5)
        p.drawText(QRectF(slotLeft(i) - slot * 2, labelTop, slot * 4, c.line),
                   Qt::AlignHCenter | Qt::AlignTop, formatSeconds(qint64(i) * kBinMs, i == 0 ? 0 : 1));
    p.drawText(QRectF(slotLeft(kBins - 1) - slot, labelTop, slot * 3, c.line),
               Qt::AlignHCenter | Qt::AlignTop, tr("%1+").arg(formatSeconds(kOverflowMs, 1)));
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(c.card.left(), labelTop + c.line, c.card.width(), c.line),
               Qt::AlignHCenter | Qt::AlignTop, tr("Reaction time (s)"));

    // The median: a dashed line with its value on top.
    const qreal mx =
        m_median >= kOverflowMs ? slotLeft(kBins - 1) + slot / 2 : plot.left() + slot * m_median / kBinMs;
    const QColor accent = chart::readableOn(QColor(0xd8, 0x3b, 0x3b), c.base, 4.0);
    p.setPen(QPen(accent, 1.5, Qt::DashLine, Qt::FlatCap));
    p.drawLine(QPointF(mx, plot.top() - c.line * 1.1), QPointF(mx, plot.bottom()));
    p.setFont(c.font);
    for (int i = 0; i < kBins; ++i) {
        if (m_bins.at(i) == 0)
            continue;
        const QString count = QLocale().toString(m_bins.at(i));
        const qreal top = plot.bottom() - std::max(2.0, plot.height() * m_bins.at(i) / most);
        const qreal cw = c.metrics.horizontalAdvance(count) + 4;
        const QRectF box(slotLeft(i) + slot / 2 - cw / 2, top - c.line - 1, cw, c.line);
        p.setPen(Qt::NoPen);
        p.setBrush(c.base);
        p.drawRoundedRect(box, 2, 2);
        p.setPen(c.text);
        p.drawText(box, Qt::AlignCenter, count);
    }
    const QString label = tr("median %1 s").arg(formatSeconds(m_median));
    QFont bold = c.font;
    bold.setBold(true);
    p.setFont(bold);
    const qreal w = QFontMetricsF(bold).horizontalAdvance(label) + 4;
    const bool right = mx + w + 4 <= c.card.right() - 2;
    p.setPen(accent);
    p.drawText(right ? QRectF(mx + 4, c.card.top() + c.pad * 0.6, w, c.line)
                     : QRectF(mx - 4 - w, c.card.top() + c.pad * 0.6, w, c.line),
               (right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, label);
}

} // namespace ratscrew
