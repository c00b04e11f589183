// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QPainter;
class QWidget;

/// What every chart of the app paints alike (the end-of-game charts and the
/// statistics window's): its card, its fonts, readable colours, axis steps.
namespace ratscrew::chart {

/// WCAG relative luminance (0..1) and the contrast ratio of two colours (1..21).
qreal luminance(const QColor &c);
qreal contrast(const QColor &a, const QColor &b);
/// `c`, darkened on a light background or lightened on a dark one until
/// its contrast with `background` reaches `minRatio`: seat colours are
/// made for the green felt.
QColor readableOn(QColor c, const QColor &background, qreal minRatio = 3.0);
/// The widget's font scaled by `scale`, at least 8 pt (11 px).
QFont labelFont(const QWidget *w, qreal scale = 0.92);
/// Paints the chart's card (the palette's base colour, a soft border) and
/// returns its rectangle.
QRectF paintPanel(QPainter &p, const QWidget *w);
/// `text` centred in `r` in the placeholder colour ("No slaps").
void paintPlaceholder(QPainter &p, const QWidget *w, const QRectF &r, const QString &text);
/// The palette's text colour with `alpha` (0..255), for grid lines.
QColor faint(const QWidget *w, int alpha);
/// A step of 1, 2 or 5 × 10^k that splits `range` into about `ticks` parts.
double niceStep(double range, int ticks);
/// The median of `values` (the mean of the middle two for an even count,
/// rounded down), -1 for none: the dashed line of a histogram.
int median(QList<int> values);

/// What every chart paints on (ChartWidget::paintChart()).
struct Canvas
{
    QRectF card;           ///< the chart's card (paintPanel())
    QFont font;            ///< labelFont(), set on the painter
    QFontMetricsF metrics; ///< of `font`
    qreal line = 0;        ///< a line of `font` (px)
    qreal pad = 0;         ///< the padding inside the card: 0.7 lines
    QColor base;           ///< the card's colour
    QColor text;           ///< the palette's text colour
};
/// Antialiases `p`, paints the card of `w` and sets the label font. With a
/// `placeholder` ("No slaps"), paints only that on the card and returns nothing.
std::optional<Canvas> beginChart(QPainter &p, const QWidget *w, const QString &placeholder = {});

/// How a chart's legend lays its entries out: each is a sample the chart
/// paints, then its name, `textAt` from the entry's left, then `gap`.
struct Legend
{
    qreal top = 0;     ///< the first row's top
    qreal textAt = 0;  ///< from an entry's left to its name
    qreal gap = 0;     ///< after the name, before the next entry
    qreal rowStep = 0; ///< from a row's top to the next one's; 0: one row
};
/// Paints a legend from the card's padding on the left, an entry a name of
/// `names`: `sample(i, at)` paints entry i's sample at `at` (the entry's
/// top left), then its name follows in the text colour. An entry that
/// would pass the padding on the right starts a new row `rowStep` lower
/// (unless it is the first of its row); with rowStep 0 it is left out,
/// and a shorter one after it may still fit. Returns the last row's top.
qreal paintLegend(QPainter &p, const Canvas &c, const Legend &legend, const QStringList &names,
                  const std::function<void(int i, QPointF at)> &sample);

} // namespace ratscrew::chart
