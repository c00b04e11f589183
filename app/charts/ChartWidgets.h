// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

class QPainter;

namespace ratscrew {

namespace chart {
struct Canvas;
}

/// What every chart of the app shares (the end-of-game window's and the
/// statistics window's): its paint's start (chart::beginChart(): the card,
/// the label font, the placeholder), a size in lines of its font, and a
/// repaint when the font or palette changes. charts/ knows no game data: a
/// chart takes plain numbers, or its room (summary/, career/) derives one
/// from here.
class ChartWidget : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    /// The sizes set by setSizeInLines(), in lines of the widget's font.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The preferred and the smallest size in lines of the font (so that a
    /// chart grows with the system's font size).
    void setSizeInLines(QSize preferred, QSize minimum);

protected:
    /// What the chart says on its card instead of its data ("No slaps"),
    /// or empty: it has data to paint.
    virtual QString placeholder() const = 0;
    /// Paints the chart's data on `c` (its card painted, the label font
    /// set); called only without a placeholder().
    virtual void paintChart(QPainter &p, const chart::Canvas &c) = 0;
    void paintEvent(QPaintEvent *event) override;

    void changeEvent(QEvent *event) override;

private:
    QSize m_preferredLines{24, 14};
    QSize m_minimumLines{16, 8};
};

/// A histogram of reaction times, painted with QPainter: bins of kBinMs
/// from 0 ms, the last bin holding everything from kOverflowMs up; the
/// count on every non-empty bar, the median as a dashed line, the axis in
/// seconds. Without data it shows "No slaps". Follows the palette; sizes
/// are logical pixels, so it is sharp at any device pixel ratio.
class ReactionHistogram : public ChartWidget
{
    Q_OBJECT

public:
    static constexpr int kBinMs = 100;       ///< width of a bin (ms)
    static constexpr int kOverflowMs = 1500; ///< the last bin: this many ms and more
    static constexpr int kBins = kOverflowMs / kBinMs + 1;

    explicit ReactionHistogram(QWidget *parent = nullptr);

    /// Reaction times in ms (negative values are ignored).
    void setReactionTimes(const QList<int> &ms);
    const QList<int> &reactionTimes() const { return m_times; }
    /// Bars: kBins counts, bin i = [i * kBinMs, (i + 1) * kBinMs), the last
    /// one [kOverflowMs, ∞).
    const QList<int> &binCounts() const { return m_bins; }
    /// The median (ms) of reactionTimes(), -1 for none.
    int medianMs() const { return m_median; }
    static int binOf(int ms);

    /// The colour of the bars; invalid (the default) uses the palette's
    /// highlight colour.
    void setBarColour(const QColor &colour);

protected:
    QString placeholder() const override;
    void paintChart(QPainter &p, const chart::Canvas &c) override;

private:
    void updateAccessibleText();

    QList<int> m_times;
    QList<int> m_bins;
    int m_median = -1;
    QColor m_barColour;
};

/// `ms` as seconds with `decimals` decimals in the user's locale ("0.42").
QString formatSeconds(qint64 ms, int decimals = 2);

} // namespace ratscrew
