// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"

#include <QCache>
#include <QColor>
#include <QPixmap>

#include <memory>

class QPainter;
class QRectF;
class QSizeF;

namespace ratscrew {

class SvgCardDeck;

/// Draws playing cards without any artwork files: faces with corner
/// indices and real pip layouts, framed court cards, jokers and a lattice
/// back. Pixmaps are rendered at size × device pixel ratio (so they stay
/// crisp on HiDPI screens) and cached per (card, size, ratio); a resize
/// simply misses the cache and renders the new size.
///
/// A painter can draw an installed deck's faces instead (SvgCardDeck):
/// the application's deck (setSharedDeck(), for every painter that was
/// given none of its own) or its own (setDeck()). A face the deck has not
/// rendered yet, lacks, or cannot render is the built-in one, so nothing
/// ever waits for a deck or shows a hole.
class CardPainter
{
public:
    /// Width / height of a card: the standard 2.5 × 3.5 inch poker card.
    static constexpr qreal kAspect = 2.5 / 3.5;

    CardPainter();

    /// The logical size of a card `height` pixels high.
    static QSizeF sizeForHeight(qreal height);

    /// The face of `card`, `size` in logical pixels (empty pixmap for an
    /// empty or absurd size), rendered for `dpr` (clamped to 1..8).
    QPixmap face(Card card, QSize size, qreal dpr);
    /// The back of every card, in backColour().
    QPixmap back(QSize size, qreal dpr);

    QColor backColour() const { return m_backColour; }
    /// Changes the colour of the backs (drops the cached backs).
    void setBackColour(const QColor &colour);
    bool isFourColour() const { return m_fourColour; }
    /// Four-colour suits (blue diamonds, green clubs); drops the cache.
    void setFourColour(bool on);
    /// Drops every cached pixmap.
    void clear() { m_cache.clear(); }

    /// The deck this painter draws from (null: the built-in deck).
    std::shared_ptr<SvgCardDeck> deck() const;
    /// Draws from `deck` (null: the built-in one) from now on, whatever
    /// the application's deck is.
    void setDeck(std::shared_ptr<SvgCardDeck> deck);
    /// Follows the application's deck again (the default).
    void followSharedDeck();
    /// The application's deck, drawn by every painter without one of its
    /// own; the painters only refer to it: the caller keeps it alive.
    static void setSharedDeck(const std::shared_ptr<SvgCardDeck> &deck);
    static std::shared_ptr<SvgCardDeck> sharedDeck();

    /// Where in a card's place of `size` (logical pixels) the faces lie:
    /// all of it for the built-in deck, else the deck's proportion, as
    /// large as fits and centred (as SvgCardDeck draws them). A shadow
    /// follows this, not the place.
    QRectF facePlace(QSizeF size) const;

    /// Uncached drawing into any painter (logical coordinates).
    static void paintFace(QPainter &p, const QRectF &rect, Card card, bool fourColour = false);
    static void paintBack(QPainter &p, const QRectF &rect, const QColor &colour);

private:
    QPixmap render(int id, QSize size, qreal dpr);

    // Key: card id (kBackId for the back), width, height, dpr × 100.
    QCache<quint64, QPixmap> m_cache;
    QColor m_backColour;
    bool m_fourColour = false;
    bool m_ownDeck = false;
    std::weak_ptr<SvgCardDeck> m_deck;
};

} // namespace ratscrew
