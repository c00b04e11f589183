// SPDX-License-Identifier: GPL-3.0-or-later
#include "summary/CardCountChart.h"

#include "charts/ChartPaint.h"
#include "text/GameText.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ratscrew {

// --- CardCountChart ----------------------------------------------------------

CardCountChart::CardCountChart(QWidget *parent) : SeatLineChart(parent)
{
    setSizeInLines({30, 15}, {18, 11});
    setAccessibleName(tr("Cards in hand over the game"));
    updateAccessibleText();
}

void CardCountChart::setData(const QList<GameStats::Sample> &samples, int deckSize,
                             const QList<SeatInfo> &seats)
{
    m_samples = samples;
    m_deckSize = std::max(1, deckSize);
    int players = 0;
    QList<Point> points;
    for (const GameStats::Sample &s : samples) {
        players = std::max(players, int(s.hands.size()));
        Point point{s.timeMs, {}};
        for (int h : s.hands)
            point.values << h;
        points << point;
    }
    Axis axis;
    axis.max = m_deckSize;
    for (int q = 0; q <= 4; ++q) // a grid line every quarter of the deck (0, 13, 26, 39, 52)
        axis.ticks << (m_deckSize * q + 2) / 4;
    axis.label = [](double cards) { return QLocale().toString(int(cards)); };
    axis.title = tr("Cards in hand");
    axis.shortTitle = tr("Cards");
    setAxis(axis);
    // A dense series is drawn as its mean over a few pixels, which keeps
    // the trend and drops the one-card saw teeth a pixel cannot show anyway.
    setLines(points, seats, players, 0, true);
    updateAccessibleText();
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
                     .arg(seat(i).name)
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

} // namespace ratscrew
