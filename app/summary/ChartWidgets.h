// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "summary/GameStats.h"
#include "seating/SeatInfo.h"

#include <QColor>
#include <QList>
#include <QWidget>

namespace ratscrew {

/// A histogram of reaction times, painted with QPainter: bins of kBinMs
/// from 0 ms, the last bin holding everything from kOverflowMs up; the
/// count on every non-empty bar, the median as a dashed line, the axis in
/// seconds. Without data it shows "No slaps". Follows the palette; sizes
/// are logical pixels, so it is sharp at any device pixel ratio.
/// What both charts share: they repaint when the font or palette changes.
class ChartWidget : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    /// The sizes set by setSizeInLines(), in lines of the widget's font.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    /// The preferred and the smallest size in lines of the font (so that a
    /// chart grows with the system's font size).
    void setSizeInLines(QSize preferred, QSize minimum);
    void changeEvent(QEvent *event) override;

private:
    QSize m_preferredLines{24, 14};
    QSize m_minimumLines{16, 8};
};

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
    void paintEvent(QPaintEvent *event) override;

private:
    void updateAccessibleText();

    QList<int> m_times;
    QList<int> m_bins;
    int m_median = -1;
    QColor m_barColour;
};

/// A line chart of every player's hand size over a game, painted with
/// QPainter: one line per player in the seat's colour (player 0 drawn on
/// top), a legend with the names, the x axis in game time (seconds, or
/// minutes for games over kMinutesAfterMs), the y axis 0..deck size.
class CardCountChart : public ChartWidget
{
    Q_OBJECT

public:
    static constexpr qint64 kMinutesAfterMs = 150000;

    explicit CardCountChart(QWidget *parent = nullptr);

    /// The series of GameStats::handSizeSeries(), the deck size and who
    /// sits where (names and colours; missing seats get "Player N" and a
    /// default colour).
    void setData(const QList<GameStats::Sample> &samples, int deckSize, const QList<SeatInfo> &seats);
    const QList<GameStats::Sample> &samples() const { return m_samples; }
    int deckSize() const { return m_deckSize; }
    int players() const { return int(m_seats.size()); }
    /// The seat as shown (defaults filled in).
    SeatInfo seat(int player) const { return m_seats.value(player); }
    /// True if the x axis is in minutes.
    bool usesMinutes() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void updateAccessibleText();
    qint64 spanMs() const;

    QList<GameStats::Sample> m_samples;
    int m_deckSize = 52;
    QList<SeatInfo> m_seats;
};

/// "m:ss" for a duration in ms ("h:mm:ss" from an hour on).
QString formatDuration(qint64 ms);
/// `ms` as seconds with `decimals` decimals in the user's locale ("0.42").
QString formatSeconds(qint64 ms, int decimals = 2);

} // namespace ratscrew
