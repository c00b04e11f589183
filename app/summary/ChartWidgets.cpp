// SPDX-License-Identifier: GPL-3.0-or-later
#include "summary/ChartWidgets.h"

#include "summary/ChartPaint.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

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

} // namespace chart

QString formatDuration(qint64 ms)
{
    const qint64 s = std::max<qint64>(0, ms) / 1000;
    const QChar zero(u'0');
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(s / 60 % 60, 2, 10, zero)
            .arg(s % 60, 2, 10, zero);
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, zero);
}

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
    m_median = GameStats::median(m_times);
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

void ReactionHistogram::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const auto canvas = chart::beginChart(p, this, m_times.isEmpty() ? tr("No slaps") : QString());
    if (!canvas)
        return;
    const QRectF r = canvas->card;
    const QFontMetricsF &fm = canvas->metrics;
    const qreal lh = canvas->line, pad = canvas->pad;
    // Top: the median's label, then the counts over the bars; bottom: tick
    // labels and the axis title.
    const QRectF plot = r.adjusted(pad, pad + lh * 2.2, -pad, -(pad + lh * 2.4));
    if (plot.width() < 20 || plot.height() < 10)
        return;
    const int most = *std::max_element(m_bins.cbegin(), m_bins.cend());
    const qreal gap = 0.45; // extra space (in slots) before the overflow bar
    const qreal slot = plot.width() / (kBins + gap);
    const auto slotLeft = [&](int i) { return plot.left() + (i + (i == kBins - 1 ? gap : 0.0)) * slot; };

    // The bars (their counts come last, over the median line).
    const QColor base = palette().color(QPalette::Base);
    const QColor fill = m_barColour.isValid() ? m_barColour : palette().color(QPalette::Highlight);
    const QColor text = palette().color(QPalette::Text);
    for (int i = 0; i < kBins; ++i) {
        if (m_bins.at(i) == 0)
            continue;
        const qreal h = std::max(2.0, plot.height() * m_bins.at(i) / most);
        const QRectF bar(slotLeft(i) + slot * 0.1, plot.bottom() - h, slot * 0.8, h);
        QPainterPath path;
        path.addRoundedRect(bar.adjusted(0, 0, 0, 3), 2.5, 2.5); // round the top corners only
        p.save();
        p.setClipRect(QRectF(bar.left() - 1, bar.top() - 1, bar.width() + 2, bar.height() + 1));
        p.setPen(QPen(chart::readableOn(fill, base, 1.6), 1));
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
        p.drawLine(QPointF(x, baseY), QPointF(x, baseY + (i % 5 == 0 ? lh * 0.35 : lh * 0.18)));
    }
    p.setPen(text);
    const qreal labelTop = baseY + lh * 0.35;
    for (int i = 0; i < kBins - 1; i += 5)
        p.drawText(QRectF(slotLeft(i) - slot * 2, labelTop, slot * 4, lh), Qt::AlignHCenter | Qt::AlignTop,
                   formatSeconds(qint64(i) * kBinMs, i == 0 ? 0 : 1));
    p.drawText(QRectF(slotLeft(kBins - 1) - slot, labelTop, slot * 3, lh), Qt::AlignHCenter | Qt::AlignTop,
               tr("%1+").arg(formatSeconds(kOverflowMs, 1)));
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(r.left(), labelTop + lh, r.width(), lh), Qt::AlignHCenter | Qt::AlignTop,
               tr("Reaction time (s)"));

    // The median: a dashed line with its value on top.
    const qreal mx =
        m_median >= kOverflowMs ? slotLeft(kBins - 1) + slot / 2 : plot.left() + slot * m_median / kBinMs;
    const QColor accent = chart::readableOn(QColor(0xd8, 0x3b, 0x3b), base, 4.0);
    p.setPen(QPen(accent, 1.5, Qt::DashLine, Qt::FlatCap));
    p.drawLine(QPointF(mx, plot.top() - lh * 1.1), QPointF(mx, plot.bottom()));
    p.setFont(canvas->font);
    for (int i = 0; i < kBins; ++i) {
        if (m_bins.at(i) == 0)
            continue;
        const QString count = QLocale().toString(m_bins.at(i));
        const qreal top = plot.bottom() - std::max(2.0, plot.height() * m_bins.at(i) / most);
        const qreal cw = fm.horizontalAdvance(count) + 4;
        const QRectF box(slotLeft(i) + slot / 2 - cw / 2, top - lh - 1, cw, lh);
        p.setPen(Qt::NoPen);
        p.setBrush(base);
        p.drawRoundedRect(box, 2, 2);
        p.setPen(text);
        p.drawText(box, Qt::AlignCenter, count);
    }
    const QString label = tr("median %1 s").arg(formatSeconds(m_median));
    QFont bold = canvas->font;
    bold.setBold(true);
    p.setFont(bold);
    const qreal w = QFontMetricsF(bold).horizontalAdvance(label) + 4;
    const bool right = mx + w + 4 <= r.right() - 2;
    p.setPen(accent);
    p.drawText(right ? QRectF(mx + 4, r.top() + pad * 0.6, w, lh)
                     : QRectF(mx - 4 - w, r.top() + pad * 0.6, w, lh),
               (right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, label);
}

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
        tr("Cards in hand over %1: %2.").arg(formatDuration(spanMs()), parts.join(QStringLiteral("; "))));
}

void CardCountChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const auto canvas = chart::beginChart(p, this, m_samples.size() < 2 ? tr("No cards played") : QString());
    if (!canvas)
        return;
    const QRectF r = canvas->card;
    const QFontMetricsF &fm = canvas->metrics;
    const qreal lh = canvas->line, pad = canvas->pad;
    const QColor base = canvas->base, text = canvas->text;
    QList<QColor> colours;
    for (const SeatInfo &s : std::as_const(m_seats))
        colours << chart::readableOn(s.colour, base, 2.0);

    // The legend, flowing over as many rows as it needs.
    const qreal swatch = lh * 1.2;
    qreal x = r.left() + pad, y = r.top() + pad * 0.8;
    for (int i = 0; i < players(); ++i) {
        const qreal w = swatch + lh * 0.35 + fm.horizontalAdvance(m_seats.at(i).name) + lh * 1.1;
        if (x + w > r.right() - pad && x > r.left() + pad) {
            x = r.left() + pad;
            y += lh * 1.25;
        }
        const QLineF sample(QPointF(x, y + lh / 2), QPointF(x + swatch, y + lh / 2));
        QColor casing = colours.at(i).darker(160);
        casing.setAlpha(150);
        p.setPen(QPen(casing, (i == 0 ? 2.6 : 1.8) + 1.4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(sample);
        p.setPen(QPen(colours.at(i), i == 0 ? 2.6 : 1.8, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(sample);
        p.setPen(text);
        p.drawText(QRectF(x + swatch + lh * 0.35, y, w, lh), Qt::AlignLeft | Qt::AlignVCenter,
                   m_seats.at(i).name);
        x += w;
    }

    // The plot area: y labels and a rotated title on the left, x labels and
    // a title below.
    const qreal yLabelW = fm.horizontalAdvance(QLocale().toString(m_deckSize)) + lh * 0.4;
    const QRectF plot(r.left() + pad + lh * 1.1 + yLabelW, y + lh * 1.7, 0, 0);
    const QRectF area(plot.topLeft(), QPointF(r.right() - pad - lh * 0.8, r.bottom() - pad - lh * 2.4));
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
        p.setPen(text);
        p.drawText(QRectF(area.left() - yLabelW - lh * 0.3, gy - lh / 2, yLabelW, lh),
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
        p.drawLine(QPointF(gx, area.top()), QPointF(gx, area.bottom() + lh * 0.3));
        p.setPen(text);
        p.drawText(QRectF(gx - lh * 3, area.bottom() + lh * 0.35, lh * 6, lh),
                   Qt::AlignHCenter | Qt::AlignTop, QLocale().toString(t, 'g', 4));
    }
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(area.left(), area.bottom() + lh * 1.35, area.width(), lh),
               Qt::AlignHCenter | Qt::AlignTop, minutes ? tr("Game time (min)") : tr("Game time (s)"));
    p.save();
    p.translate(r.left() + pad * 0.6, area.center().y());
    p.rotate(-90);
    QString yTitle = tr("Cards in hand");
    if (fm.horizontalAdvance(yTitle) > area.height())
        yTitle = tr("Cards");
    p.drawText(QRectF(-area.height() / 2, 0, area.height(), lh), Qt::AlignHCenter | Qt::AlignTop,
               fm.elidedText(yTitle, Qt::ElideRight, area.height()));
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
