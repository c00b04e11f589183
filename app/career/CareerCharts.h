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

    /// A label under the time axis: where (0 = the first game, 1 = the
    /// last) and what it says.
    struct TimeLabel
    {
        qreal at = 0;
        QString text;
    };
    /// The most labels the time axis has (fewer where they do not fit).
    static constexpr int kMaxTimeLabels = 5;

    /// The lines and their names (same length; a missing name is empty).
    void setLines(const QList<CareerStats::RateLine> &lines, const QStringList &names);
    int lineCount() const { return int(m_lines.size()); }
    /// The time axis' labels, first to last: kMaxTimeLabels spread evenly
    /// from the first game to the last, each a date, or a time of day
    /// (the first with its date) when all games are of one day; one label
    /// (date and time) under a single game; none without games.
    const QList<TimeLabel> &timeLabels() const { return m_timeLabels; }
    /// What the chart says instead of lines: "No games finished yet…"
    /// without a finished game, else empty.
    QString placeholder() const override;

protected:
    void paintChart(QPainter &p, const chart::Canvas &c) override;

private:
    QList<CareerStats::RateLine> m_lines;
    QStringList m_names;
    qint64 m_firstMs = 0, m_lastMs = -1; // the games' span (ms since the epoch); last < first: none
    QList<TimeLabel> m_timeLabels;
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
    QString placeholder() const override;
    void paintChart(QPainter &p, const chart::Canvas &c) override;

private:
    int rowHeight() const;
    QList<Row> m_rows;
};

} // namespace ratscrew
