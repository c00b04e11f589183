// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "table/TableScene.h"

#include <QCache>
#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPixmap>
#include <QRect>
#include <QStringList>

class QPainter;

namespace ratscrew {

struct TableLayout;
class TablePixmaps;

/// The part of the table that does not move: the room, the table and the
/// seats, rendered into one pixmap that a frame copies its dirty region
/// from. The room and table are rendered once per size and look; a seat is
/// painted again in its place only when what it shows (its key) changes,
/// a few times a second at most, so seats cost nothing in the frames
/// between. Reads the layout, scene and pixmaps it was made with.
class TableStillLayer
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::TableStillLayer)

public:
    TableStillLayer(const TableLayout &layout, const TableScene &scene, TablePixmaps &pixmaps);

    /// Drops it (another size, felt or contrast): built anew by update().
    void drop()
    {
        m_background = QPixmap();
        m_bodies.clear();
        m_bodies.setMaxCost(0); // sized anew for the new layout
        m_pills.clear();
        m_pills.setMaxCost(0);
    }
    /// Paints every seat again on the next update() (a seat may read "You").
    void dropSeats() { m_seatKeys.fill(SeatKey()); }
    /// Brings it up to date for a table of `size` (logical pixels) and
    /// returns it (at the pixmaps' device pixel ratio).
    const QPixmap &update(QSize size);

    /// The room and the felt table, painted as they are (the reference).
    void paintTable(QPainter &p, QSize size) const;
    /// Seat `player` as `look` (its seatLook()) says: what the seat shows
    /// comes from there only, so a cached seat is never out of date.
    void paintSeat(QPainter &p, int player, const SeatLook &look);
    /// Renders ahead what seat `player` shows on its turn and off it (its
    /// panel with and without the turn's glow, and its "to play" pill), so
    /// that the first pass of the turn round the table renders nothing.
    void warmUpSeat(int player);
    /// The status pill seat `player` shows now, as its seatLook() says
    /// ("▶ to play", "locked out: 2 cards"); empty: none.
    QString statusText(int player) const { return seatStatus(player, m_scene.seatLook(player)).text; }

private:
    /// The status line seat `player` shows as `look` (empty text: none),
    /// the most important one.
    struct SeatStatus
    {
        QString text;
        QColor fill;
        QColor border; // invalid: none
    };
    SeatStatus seatStatus(int player, const SeatLook &look) const;
    /// `status` as a pill centred in `place`, through a cached pixmap.
    void paintStatus(QPainter &p, const QRectF &place, const SeatStatus &status);
    /// The pill itself, drawn as it is.
    void drawStatus(QPainter &p, const QRectF &place, const SeatStatus &status) const;
    /// The cached pixmap of the pill; `*origin` is where its top left goes
    /// (device pixels). Null if it would not fit in the cache.
    const QPixmap *statusPixmap(const QRectF &place, const SeatStatus &status, QPoint *origin);
    /// Where seat `player` paints as `look` shows it: without room for a
    /// status pill or dealer button it does not show.
    QRect seatContentRect(int player, const SeatLook &look) const;
    /// What seat `player` shows as `look`, as a key: a seat is painted
    /// again when its key changes.
    struct SeatKey
    {
        bool painted = false; // false: not in the layer yet
        SeatLook look;
        bool dealer = false;
        QString name, level, keys, shortKeys;
        QRgb colour = 0;
        bool isHuman = false;
        qint64 back = 0; // the back's cacheKey()
        qreal faceWidth = 0;
        qreal dpr = 1;
        QRect rect;
        bool highContrast = false;
        friend bool operator==(const SeatKey &, const SeatKey &) = default;
    };
    SeatKey seatKey(int player, const SeatLook &look);
    const QPixmap &plaquePixmap(bool out, const QColor &glow); // glow invalid: no glow
    /// Where a seat's words go: its level line (empty: none), the count's
    /// font, and the tops of the name and the count.
    struct SeatText
    {
        QString level;
        QFont countFont;
        qreal nameY = 0;
        qreal countY = 0;
    };
    SeatText seatText(int player, const SeatLook &look) const;
    /// Whether a person's keys show under their name with `look`: before
    /// the deal, and after it while they can act (not out, with cards, the
    /// game not over).
    bool showsKeys(const SeatLook &look) const;
    /// The panel, dealer button, name and level of seat `player` as one
    /// cached pixmap; `*origin` is where its top left goes (device
    /// pixels). Null if it would not fit in the cache.
    const QPixmap *seatBody(int player, const SeatLook &look, const SeatText &text, QPoint *origin);
    void paintSeatBody(QPainter &p, int player, const SeatLook &look, const SeatText &text);
    void paintStack(QPainter &p, const QRectF &card, int count, bool dim);
    QFont scaledFont(qreal scale, bool bold = false) const;

    const TableLayout &m_layout;
    const TableScene &m_scene;
    TablePixmaps &m_pixmaps;
    QPixmap m_background;
    QList<QPixmap> m_seatRoom;         // per seat, the room under seatPaintRect() (device pixels)
    QList<SeatKey> m_seatKeys;         // per seat, the seatKey() it has in m_background
    QList<QRect> m_seatRects;          // per seat, where it paints in m_background (seatContentRect())
    QCache<QString, QPixmap> m_bodies; // seatBody(), by cost in KiB: two per seat (its turn and not)
    QCache<QString, QPixmap> m_pills;  // paintStatus(), by cost in KiB: two per seat
};

} // namespace ratscrew
