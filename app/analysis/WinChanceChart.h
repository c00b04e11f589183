// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/AnalysisRunner.h"
#include "charts/SeatLineChart.h"

namespace ratscrew {

/// Every seat's chance to win over a game (docs/ANALYSIS.md): one line per
/// seat in its colour, yours bold and on top with your largest swings
/// ringed once the chances are refined, 0 to 100 %, over game time; a click says which moment was
/// clicked (timeClicked(), the replay jumps there). Until the first
/// figures arrive it says they are being worked out.
class WinChanceChart : public SeatLineChart
{
    Q_OBJECT

public:
    explicit WinChanceChart(QWidget *parent = nullptr);

    /// The chances so far, who sits where, whose line is bold ("you"; -1:
    /// nobody's) and how many of their largest swings to ring.
    void setChances(const GameChances &chances, const QList<SeatInfo> &seats, int you, int swings = 3);
    const GameChances &chances() const { return m_chances; }
    int you() const { return m_you; }

protected:
    QString placeholder() const override;

private:
    GameChances m_chances;
    int m_you = -1;
};

} // namespace ratscrew
