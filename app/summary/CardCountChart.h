// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/SeatLineChart.h"
#include "seating/SeatInfo.h"
#include "summary/GameStats.h"

#include <QList>

namespace ratscrew {

/// A line chart of every player's hand size over a game (SeatLineChart):
/// one line per player in the seat's colour (player 0 drawn on top), a
/// legend with the names, the x axis in game time (seconds, or minutes for
/// games over kMinutesAfterMs), the y axis 0..deck size.
class CardCountChart : public SeatLineChart
{
    Q_OBJECT

public:
    explicit CardCountChart(QWidget *parent = nullptr);

    /// The series of GameStats::handSizeSeries(), the deck size and who
    /// sits where (names and colours; missing seats get "Player N" and a
    /// default colour).
    void setData(const QList<GameStats::Sample> &samples, int deckSize, const QList<SeatInfo> &seats);
    const QList<GameStats::Sample> &samples() const { return m_samples; }
    int deckSize() const { return m_deckSize; }

protected:
    QString placeholder() const override;

private:
    void updateAccessibleText();

    QList<GameStats::Sample> m_samples;
    int m_deckSize = 52;
};

} // namespace ratscrew
