// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "table/TableLayout.h"
#include "table/TablePixmaps.h"
#include "table/TableScene.h"
#include "table/TableStillLayer.h"

#include <QCoreApplication>
#include <QHash>
#include <QPixmap>
#include <QRegion>

#include <functional>

class QPainter;

namespace ratscrew {

struct TableEffect;
class TableEffects;

/// Paints the table: the still layer (room, table, seats), the piles as
/// the session holds them, the running effects, the coach's mark, the end
/// of the game and the pause. It keeps the caches that make a frame cheap
/// (TableStillLayer, TablePixmaps, a picture per effect) and never changes
/// what it shows: the scene and the effects are its owner's.
///
/// What the table draws lags the session a little on purpose: a played
/// card is hidden on its pile until its flight lands, and a won pile is
/// drawn by its sweep.
class TableRenderer
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::TableRenderer)

public:
    TableRenderer();
    TableRenderer(const TableRenderer &) = delete;
    TableRenderer &operator=(const TableRenderer &) = delete;

    /// What is shown; its owner changes it and asks for a repaint.
    TableScene &scene() { return m_scene; }
    const TableScene &scene() const { return m_scene; }
    /// The card faces and backs.
    CardPainter &cards() { return m_pixmaps.cards(); }
    const CardPainter &cards() const { return m_pixmaps.cards(); }

    /// Paints for `layout` at device pixel ratio `dpr` from now on: another
    /// size, seat count, split room, text size or ratio drops the caches;
    /// another fan direction only the effects' pictures.
    void setLayout(const TableLayout &layout, qreal dpr);
    const TableLayout &layout() const { return m_layout; }
    /// The felt colour or the contrast changed: the still layer and the
    /// panels are painted anew.
    void lookChanged();
    /// The felt changed: the still layer is painted anew.
    void feltChanged() { dropStill(); }
    /// Every seat is painted anew (a seat may read "You", another name or
    /// the dealer's button).
    void seatsChanged()
    {
        m_still.dropSeats();
        m_warmedSeats = 0;
    }
    /// Whether frames copy the room and the seats from the still layer (the
    /// default) or paint them anew each time, as a reference for tests.
    void setStillLayer(bool on) { m_useStillLayer = on; }

    /// Renders ahead the next thing a frame would otherwise render first:
    /// each seat's panel on its turn and off it, then each card face at the
    /// pile's size (nothing that is cached already), so that no frame of
    /// the game pays for a first render; false once all is ready. A new
    /// layout, look, deck or seating starts over.
    bool warmUpNext();
    void restartWarmUp() { m_warmedSeats = m_warmedFaces = 0; }

    /// The status pill seat `player` shows (TableStillLayer::statusText()).
    QString seatStatusText(int player) const { return m_still.statusText(player); }

    /// Paints `region` (logical pixels) of the table with `effects`.
    void paint(QPainter &p, const QRegion &region, const TableEffects &effects);
    /// Where `e` paints at its animation's present value.
    QRect effectBounds(const TableEffect &e) const;
    /// Where `effects` and the coach put words on the table now (the call,
    /// slap and misslap pills, the coach's box; logical pixels), as paint()
    /// draws them: they must leave the seats' names and counts readable.
    QList<QRectF> effectLabels(const TableEffects &effects) const;
    /// Where the coach's mark is drawn (empty when none).
    QRectF coachMarkRect() const;
    /// The coach's mark as TableLayout::coachMark() places it for its cards
    /// and caption (the caption's width at most 0.3 of the table's).
    TableLayout::CoachMark coachMark() const;
    /// Where the game's clock shows (TableLayout::clockRect()): while the
    /// session's game runs with a time limit (docs/RULES.md §11.4); empty
    /// otherwise.
    QRectF clockRect() const;
    /// The clock's label for `remainingMs` ("Time left: 12:34").
    static QString clockLabel(qint64 remainingMs);
    /// The last minute (under 60000 ms left), shown in red.
    static constexpr qint64 kClockWarningMs = 60000;
    static bool clockWarns(qint64 remainingMs) { return remainingMs < kClockWarningMs; }

private:
    QRectF effectArea(const TableEffect &e) const;
    void dropPicturesOfEndedEffects();
    QFont scaledFont(qreal scale, bool bold = false) const; // scale × the base text size
    void paintPile(QPainter &p);
    void paintSplitPile(QPainter &p, QPointF shake);
    void paintPileMarkers(QPainter &p);
    /// `offset` and `scale` move and shrink the fan about the pile's
    /// centre; `topFree`: the fan leaves its top place to a card in flight
    /// (see fanShown()).
    QSizeF pauseLinesSize(qreal maxWidth) const;
    void paintPauseLines(QPainter &p, QPointF top, qreal maxWidth);
    void paintFan(QPainter &p, const QList<Card> &fan, quint64 serial, int under, QPointF offset, qreal scale,
                  qreal opacity, bool topFree = false);
    /// How many of a pile's `landed` played cards its fan shows while
    /// `flying` more are on their way: the top place stays free for them,
    /// so nothing under a card moves when it lands (or fades in).
    static int fanShown(int landed, int flying)
    {
        return std::max(0, std::min(landed, TableLayout::kVisiblePileCards - (flying > 0 ? 1 : 0)));
    }
    void paintEffects(QPainter &p, bool underPile);
    void paintBanner(QPainter &p, const TableEffect &e, qreal t);
    /// A slap's or misslap's pills over its pile: the title ("SLAP! Ann")
    /// and, for a slap, the patterns it matched under it.
    struct BannerPills
    {
        QString title, patterns;
        QRectF titlePill, patternsPill;
        qreal maxWidth = 0;
    };
    BannerPills bannerPills(const TableEffect &e) const;
    /// The call's glow round its pile (`underPile`) or its pill by the seat.
    void paintCallBanner(QPainter &p, const TableEffect &e, qreal t, bool underPile);
    static QString callText(const TableEffect &e);
    QFont callFont(qreal t) const;
    qreal callPillMaxWidth(const TableEffect &e) const;
    QPointF callPillCentre(const TableEffect &e) const;
    /// Where the call's pill is now (its size follows e.progress()).
    QRectF callPillRect(const TableEffect &e) const;
    void paintCoachMark(QPainter &p);
    void paintClock(QPainter &p);
    /// Paints `e`'s picture at `opacity`, under the painter's transform;
    /// the first time (or after a new layout), `draw` paints the picture at
    /// full opacity over `area` and returns the rect it used. For effects
    /// that change only in opacity, place or scale: a frame then costs one
    /// pixmap instead of their strokes, text and cards.
    void paintPicture(QPainter &p, const TableEffect &e, const QRect &area, qreal opacity,
                      const std::function<QRectF(QPainter &)> &draw);

    TableLayout m_layout;
    TableScene m_scene;
    TablePixmaps m_pixmaps;
    TableStillLayer m_still; // reads the three above
    bool m_useStillLayer = true;
    struct CoachMarkKey // what coachMark() was placed for
    {
        QSizeF size;
        int seats = -1;
        bool split = false;
        qreal fontPx = 0;
        int cards = 0;
        qreal caption = 0;
        bool operator==(const CoachMarkKey &) const = default;
    };
    mutable CoachMarkKey m_coachMarkKey;
    mutable TableLayout::CoachMark m_coachMark;
    struct ClockKey // what clockRect() was placed for
    {
        QSizeF size;
        int seats = -1;
        bool split = false;
        QSizeF box;
        bool operator==(const ClockKey &) const = default;
    };
    mutable ClockKey m_clockKey;
    mutable QRectF m_clockRect;
    void dropStill()
    {
        m_still.drop();
        m_warmedSeats = 0; // the seats' panels went with it
    }
    int m_warmedSeats = 0;                   // warmUpNext(): the next seat
    int m_warmedFaces = 0;                   // warmUpNext(): the next card id
    const TableEffects *m_effects = nullptr; // during paint()
    // paintPicture(): what an effect paints (by TableEffect::id), where its
    // painted part goes and where the pixmap's top left does.
    struct Picture
    {
        QPixmap pixmap;
        QRect area;
        QPoint origin;
    };
    QHash<quint64, Picture> m_pictures;
};

} // namespace ratscrew
