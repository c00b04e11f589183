// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/ChartWidgets.h"
#include "seating/SeatInfo.h"

#include <QList>
#include <QRectF>

#include <functional>

namespace ratscrew {

/// A line chart of one value per seat over a game, painted with QPainter:
/// one line per seat in its colour, one seat's bolder and on top, a
/// legend with the names, the x axis in game time (seconds, or minutes for
/// games over kMinutesAfterMs), the y axis from 0 to a maximum with the
/// ticks and labels its room gives. Optionally a marker (a vertical line
/// at a game time) and marks on the bold line; a click in the plot says
/// which game time was clicked (timeClicked()). The cards in hand
/// (CardCountChart) and the chances to win (WinChanceChart) are two.
class SeatLineChart : public ChartWidget
{
    Q_OBJECT

public:
    static constexpr qint64 kMinutesAfterMs = 150000;

    /// One point of every line: its game time (ms) and each seat's value.
    struct Point
    {
        qint64 timeMs = 0;
        QList<double> values;
    };
    /// The y axis: values from 0 to `max`, a grid line and a label at each
    /// tick, its title (and a shorter one where the long one does not fit).
    struct Axis
    {
        double max = 1;
        QList<double> ticks;
        std::function<QString(double)> label;
        QString title;
        QString shortTitle;
    };

    explicit SeatLineChart(QWidget *parent = nullptr);

    const QList<Point> &points() const { return m_points; }
    int players() const { return int(m_seats.size()); }
    /// The seat as shown (defaults filled in: "You" or "Player N", a seat colour).
    SeatInfo seat(int player) const { return m_seats.value(player); }
    /// The seats' names as shown.
    QStringList names() const;
    /// The seat drawn bolder and on top (0 unless set).
    int boldSeat() const { return m_bold; }
    /// True if the x axis is in minutes.
    bool usesMinutes() const;
    /// The marker's game time, -1 for none.
    qint64 markerMs() const { return m_markerMs; }
    void setMarkerMs(qint64 ms);
    /// Game times marked with a ring on the bold seat's line.
    void setMarks(const QList<qint64> &timesMs);
    const QList<qint64> &marks() const { return m_marks; }
    /// The game time at a widget x (clamped to the game), -1 before the first paint.
    qint64 timeAt(qreal x) const;

Q_SIGNALS:
    /// A click (or a press of the left button) in the plot at game time `ms`.
    void timeClicked(qint64 ms);

protected:
    /// The lines (each point with a value per seat), who sits where
    /// (missing names and colours filled in), the bold seat. With
    /// `averageDense`, points closer than a few pixels are drawn as their
    /// mean (the trend of a dense series, without its saw teeth).
    void setLines(const QList<Point> &points, const QList<SeatInfo> &seats, int players, int boldSeat,
                  bool averageDense);
    void setAxis(const Axis &axis) { m_axis = axis; }
    const Axis &axis() const { return m_axis; }
    qint64 spanMs() const;
    QString placeholder() const override;
    void paintChart(QPainter &p, const chart::Canvas &c) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QList<Point> m_points;
    QList<SeatInfo> m_seats;
    int m_bold = 0;
    bool m_average = false;
    Axis m_axis;
    qint64 m_markerMs = -1;
    QList<qint64> m_marks;
    QRectF m_area; // the plot, as last painted
};

} // namespace ratscrew
