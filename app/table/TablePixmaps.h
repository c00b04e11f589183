// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "table/CardPainter.h"

#include <QBrush>
#include <QCache>
#include <QHash>
#include <QPen>
#include <QPixmap>
#include <QSizeF>

#include <functional>

class QPainter;

namespace ratscrew {

/// The table renderer's drawing of cards and outlines through cached
/// pixmaps, for one pair of card sizes (seat and pile, logical pixels)
/// and one device pixel ratio: reset() with new ones drops every cache.
///
/// Translucent and turned shapes are the most expensive things Qt's raster
/// engine draws (it splits each across its thread pool); drawn once into a
/// pixmap and then copied, they cost one fetch per pixel.
class TablePixmaps
{
public:
    TablePixmaps();

    /// The faces and backs (its deck and colours; a change is noticed by
    /// the pixmaps' cache keys).
    CardPainter &cards() { return m_cards; }
    const CardPainter &cards() const { return m_cards; }

    /// Drops every cached pixmap; from now on cards are `seatCard` or
    /// `pileCard` sized (logical pixels) at `dpr`.
    void reset(QSizeF seatCard, QSizeF pileCard, qreal dpr);
    /// Drops the outlines and panels (another look), keeps the cards.
    void dropOutlines() { m_paintCache.clear(); }
    qreal dpr() const { return m_dpr; }

    /// `card` (face up or its back) centred on `centre`, `size` big, turned
    /// by `angle` degrees and squeezed to `scaleX` (a flip), with a soft
    /// shadow if `shadow`. Pixmaps come in the two sizes only; a card in
    /// flight between them is scaled by the painter.
    void paintCard(QPainter &p, Card card, bool faceUp, QPointF centre, QSizeF size, qreal angle,
                   qreal scaleX = 1.0, bool shadow = true);
    /// A rounded rect outlined with `pen` (dashed ones too) and filled with
    /// `brush`, through a cached pixmap: the same pixels whatever part of
    /// the table a frame repaints.
    void paintOutline(QPainter &p, const QRectF &rect, const QPen &pen, const QBrush &brush, qreal radius);
    /// A soft two-step shadow under a card face of `pixels` (logical
    /// size), offset down and to the right; its top left is the face's.
    const QPixmap &shadowPixmap(QSize pixels);
    /// The pixmap cached under `key` for this size and ratio, made by
    /// `make` the first time.
    const QPixmap &cached(const QString &key, const std::function<QPixmap()> &make);

    /// A resting card's picture `card` turned by `angle` degrees, with its
    /// shadow if `shadow`, as one upright pixmap with a clear rim;
    /// `*topLeft` is where its top left goes relative to the card's centre.
    /// Null if it would not fit in the cache (a huge window): then the card
    /// is drawn turned.
    const QPixmap *turnedCardPixmap(const QPixmap &card, qreal angle, bool shadow, QPointF *topLeft);

private:
    /// The cost (KiB) of `cards` pile cards turned, with their shadows and rims.
    int cardCacheKiB(int cards) const;

    CardPainter m_cards;
    QSizeF m_seatCard;
    QSizeF m_pileCard;
    qreal m_dpr = 1.0;
    QHash<QString, QPixmap> m_paintCache; // shadows, outlines and what cached() keeps
    // turnedCardPixmap(), by cost in KiB, each for so many pile-sized cards
    // (cardCacheKiB()): the pile shows a handful at a time, at one of nine
    // tilts each; a flight needs a back and a face at two sizes.
    static constexpr int kTurnedCards = 10;
    static constexpr int kUprightCards = 6;
    QCache<QString, QPixmap> m_turnedCards;
    QCache<QString, QPixmap> m_uprightCards; // angle 0: cards in flight, drawn turned
};

} // namespace ratscrew
