// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartPaint.h"

#include <QPainter>
#include <QPalette>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace ratscrew {

namespace chart {

// WCAG relative luminance and contrast ratio.
qreal luminance(const QColor &c)
{
    const auto channel = [](qreal v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

qreal contrast(const QColor &a, const QColor &b)
{
    const qreal la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `c`, darkened (on a light background) or lightened (on a dark one) until
// it stands out as a line or text: seat colours are made for green felt.
QColor readableOn(QColor c, const QColor &background, qreal minRatio)
{
    const bool light = luminance(background) > 0.4;
    for (int i = 0; i < 16 && contrast(c, background) < minRatio; ++i)
        c = light ? c.darker(112) : c.lighter(112);
    return c;
}

QFont labelFont(const QWidget *w, qreal scale)
{
    QFont f = w->font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(std::max(8.0, f.pointSizeF() * scale));
    else if (f.pixelSize() > 0)
        f.setPixelSize(std::max(11, int(std::lround(f.pixelSize() * scale))));
    return f;
}

// The chart's card: the palette's base colour with a soft border.
QRectF paintPanel(QPainter &p, const QWidget *w)
{
    const QRectF r = QRectF(w->rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    QColor border = w->palette().color(QPalette::Mid);
    border.setAlpha(160);
    p.setPen(QPen(border, 1));
    p.setBrush(w->palette().color(QPalette::Base));
    p.drawRoundedRect(r, 6, 6);
    return r;
}

void paintPlaceholder(QPainter &p, const QWidget *w, const QRectF &r, const QString &text)
{
    p.setFont(labelFont(w, 1.1));
    p.setPen(w->palette().color(QPalette::PlaceholderText));
    p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, text);
}

QColor faint(const QWidget *w, int alpha)
{
    QColor c = w->palette().color(QPalette::Text);
    c.setAlpha(alpha);
    return c;
}

// A step of 1, 2 or 5 × 10^k that splits `range` into about `ticks` parts.
double niceStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (raw <= m * magnitude)
            return m * magnitude;
    return 10 * magnitude;
}

int median(QList<int> values)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    if (n % 2 == 1)
        return values.at(n / 2);
    return int((qint64(values.at(n / 2 - 1)) + values.at(n / 2)) / 2);
}

std::optional<Canvas> beginChart(QPainter &p, const QWidget *w, const QString &placeholder)
{
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const QRectF card = paintPanel(p, w);
    if (!placeholder.isEmpty()) {
        paintPlaceholder(p, w, card, placeholder);
        return std::nullopt;
    }
    const QFont font = labelFont(w);
    p.setFont(font);
    const QFontMetricsF metrics(font);
    return Canvas{card,
                  font,
                  metrics,
                  metrics.height(),
                  metrics.height() * 0.7,
                  w->palette().color(QPalette::Base),
                  w->palette().color(QPalette::Text)};
}

qreal paintLegend(QPainter &p, const Canvas &c, const Legend &legend, const QStringList &names,
                  const std::function<void(int i, QPointF at)> &sample)
{
    const qreal left = c.card.left() + c.pad;
    qreal x = left, y = legend.top;
    for (int i = 0; i < int(names.size()); ++i) {
        const qreal w = legend.textAt + c.metrics.horizontalAdvance(names.at(i)) + legend.gap;
        if (x + w > c.card.right() - c.pad) {
            if (legend.rowStep <= 0)
                continue; // one row: what does not fit is left out
            if (x > left) {
                x = left;
                y += legend.rowStep;
            }
        }
        sample(i, QPointF(x, y));
        p.setPen(c.text);
        p.drawText(QRectF(x + legend.textAt, y, w, c.line), Qt::AlignLeft | Qt::AlignVCenter, names.at(i));
        x += w;
    }
    return y;
}

} // namespace chart

} // namespace ratscrew
