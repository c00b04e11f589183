// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "career/CareerStats.h"
#include "charts/ChartWidgets.h"

#include <QList>
#include <QString>

#include <array>

namespace ratscrew {

/// The statistics window's win rate over time: one line per preset and bot
/// level (CareerStats::RateLine, the share of the last 10 games won),
/// painted with QPainter like the end-of-game charts; x is the date the
/// games were played, y 0–100 %. Its accessible description says the same
/// in words.
class WinRateChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit WinRateChart(QWidget *parent = nullptr);

    /// The lines and their names (same length; a missing name is empty).
    void setLines(const QList<CareerStats::RateLine> &lines, const QStringList &names);
    int lineCount() const { return int(m_lines.size()); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<CareerStats::RateLine> m_lines;
    QStringList m_names;
};

/// Reaction time per kind of slap: the person's median as a bar and the
/// 90th percentile as a whisker, each bot level's median as a tick in that
/// level's shade (beginner light … expert dark), on a common ms axis.
class ReactionChart : public ChartWidget
{
    Q_OBJECT

public:
    struct Row
    {
        QString label;
        CareerStats::Times you;
        std::array<int, CareerStats::kLevels> levelMedianMs{-1, -1, -1, -1, -1};
    };

    explicit ReactionChart(QWidget *parent = nullptr);

    void setRows(const QList<Row> &rows);
    const QList<Row> &rows() const { return m_rows; }
    /// The axis' end (ms).
    int scaleMs() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int rowHeight() const;
    QList<Row> m_rows;
};

} // namespace ratscrew
