// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/WinChanceChart.h"

#include "analysis/AnalysisText.h"

#include <QLocale>

namespace ratscrew {

WinChanceChart::WinChanceChart(QWidget *parent) : SeatLineChart(parent)
{
    setSizeInLines({30, 12}, {18, 9});
    setAccessibleName(tr("Chance to win over the game"));
    setCursor(Qt::PointingHandCursor);
    Axis axis;
    axis.max = 100;
    axis.ticks = {0, 25, 50, 75, 100};
    axis.label = [](double percent) { return AnalysisText::percent(percent / 100); };
    axis.title = tr("Chance to win");
    axis.shortTitle = tr("Chance");
    setAxis(axis);
}

void WinChanceChart::setChances(const GameChances &chances, const QList<SeatInfo> &seats, int you, int swings)
{
    m_chances = chances;
    m_you = you;
    QList<Point> points;
    for (std::size_t k = 0; k < chances.tallies.size(); ++k) {
        if (!chances.wanted.at(k) || chances.tallies[k].samples == 0)
            continue;
        Point point{chances.positionMs.at(k), {}};
        for (int p = 0; p < chances.players; ++p)
            point.values << chances.tallies[k].chance(p) * 100;
        points << point;
    }
    setLines(points, seats, chances.players, you >= 0 ? you : 0, false);
    QList<qint64> marks; // once refined: a rough curve swings by its noise
    if (you >= 0 && chances.refined)
        for (const Swing &s : chances.swings(you, swings))
            marks << chances.positionMs.at(s.position);
    setMarks(marks);
    setAccessibleDescription(AnalysisText::chartSummary(chances, names(), you));
}

QString WinChanceChart::placeholder() const
{
    if (m_chances.isEmpty())
        return tr("Working out the chances…");
    return SeatLineChart::placeholder();
}

} // namespace ratscrew
