// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace ratscrew {

/// Where everything on the table lies, from the table's size alone: a
/// value computed by TableLayout::compute() from the size (logical
/// pixels), the number of players, whether there is room for a split pile
/// (docs/RULES.md §9.2), the text scale and the way the pile fans. No
/// widget, no session: the table widget, its renderer and its effects all
/// ask the same value.
///
/// Seats sit on an ellipse, player 0 at the bottom and the others
/// clockwise (screen angles grow clockwise because y points down). The
/// card size starts at about min(width, height) / 5.5 and shrinks by 5 %
/// steps until no seat overlaps another, the pile or the edge (fits()).
/// Coordinates are logical pixels from the table's top left.
struct TableLayout
{
    /// Face-up cards drawn on a pile at most (a sandwich needs three).
    static constexpr int kVisiblePileCards = 3;

    /// One seat's places.
    struct Seat
    {
        QRectF seat;   ///< everything below
        QRectF plaque; ///< the panel behind stack and text
        QRectF card;   ///< the top card of the stack (flights start here)
        QRectF info;   ///< name, level and count
        QRectF status; ///< the status line ("▶ to play", "OUT", …)
    };

    qreal cardHeight = 0; ///< seat cards; pile cards are 1.4 times as high
    QSizeF seatCard;
    QSizeF pileCard;
    qreal fanStep = 0;    ///< horizontal step between fanned pile cards
    bool fanLeft = false; ///< the newer cards to the left (see fanX())
    qreal fontPx = 0;     ///< the base text size (pixels)
    QPointF centre;       ///< of the slap pile's top card slot row
    QRectF table;         ///< the felt oval's bounding rect
    QRectF pile;          ///< both piles and their captions
    bool split = false;   ///< room for a split pile (docs/RULES.md §9.2)
    QPointF splitOffset;  ///< from the slap pile's slots to the split pile's; (0, 0) without
    QList<Seat> seats;    ///< index = player
    QSizeF size;          ///< the size it was computed for

    /// The layout of a table of `size` with `players` seats (0..8; none
    /// for 0). `split` makes room for a split pile right of the slap pile.
    /// `textScale` (1..2) enlarges the text, and with it the seats (the
    /// cards shrink to make room). `fanLeft`: see fanX(). A size too small
    /// for any layout gives the smallest one tried (fits() is then false).
    static TableLayout compute(QSizeF size, int players, bool split, qreal textScale = 1.0,
                               bool fanLeft = false);
    /// The text scale for a base font of `pixelSize` pixels: its ratio to
    /// the usual desktop font (13 px: 10 pt at 96 dpi), clamped to 1..2.
    static qreal textScaleFor(int pixelSize);
    /// Whether every seat and the pile lie inside `size`, no seat within
    /// 2 pixels of another seat or of the pile.
    bool fits(QSizeF within) const;

    /// The x offset of fan place `slot` from the pile's centre: 0 the
    /// oldest visible card, kVisiblePileCards - 1 the top one, -0.4 the
    /// stack under them. The fan grows to the right, or with fanLeft to
    /// the left in the same room (for a deck that prints a card's rank only
    /// top right, so that the covered cards show their ranks).
    qreal fanX(qreal slot) const
    {
        // Turned about the middle of the room (the stack at -1.4 steps, the
        // top card at +1), so that both ways take the same room.
        const qreal x = (slot - 1) * fanStep;
        return fanLeft ? -0.4 * fanStep - x : x;
    }
    /// The offset of `pile`'s slots from the slap pile's.
    QPointF pileOffset(PileId which) const { return which == PileId::Split ? splitOffset : QPointF(); }
    /// The place of a pile card in fan place `slot` (see fanX()).
    QRectF slotRect(int slot, PileId which = PileId::Slap) const;
    /// Around a pile's fanned cards and the stack under them.
    QRectF fanRect(PileId which = PileId::Slap) const;
    /// Where the piles paint: both fans with their tilt and shadows, a
    /// misslap's shake and the rings round a pile to be collected.
    QRect pileArea() const;
    /// The room a seat's panel needs round it for its widest glow stroke.
    qreal plaqueMargin() const;
    /// Where seat `player` paints: its panel and glow, and if asked its
    /// status pill under it and its dealer button; empty for no such seat.
    QRect seatContentRect(int player, bool status, bool dealer) const;
    /// seatContentRect() with both: all a seat may ever paint.
    QRect seatPaintRect(int player) const { return seatContentRect(player, true, true); }
    /// Where a played card's flight onto `pile` lands: the centre of the
    /// pile's top place; for a burned card (`burn`), of the stack under
    /// the slap pile.
    QPointF flightTarget(bool burn, PileId which) const;
    /// A won pile's fan at progress `t` (0..1) of its sweep from `pile` to
    /// `player`'s seat: moved by `offset` from the slap pile's place and
    /// shrunk by `scale` about the pile's centre.
    struct FanPlace
    {
        QPointF offset;
        qreal scale = 1.0;
    };
    FanPlace sweepPlace(PileId which, int player, qreal t) const;
    /// With a split pile (docs/RULES.md §9.2): the bar under the pile
    /// `which` when the next card goes onto it, below its cards and above
    /// the captions ("Slap pile", "Split pile"), which it never touches.
    QRectF nextPileBar(PileId which) const;
    qreal nextPileBarHeight() const;
    /// The box of the coach's mark showing `cards` (1..4) small cards
    /// under a caption, where it covers no seat (nothing seatPaintRect()
    /// holds) and no pile: the free place nearest the piles, with the
    /// cards in two rows, fanned, or smaller (down to 0.3 of a pile card)
    /// if there is none. A table too crowded for any gives the place left
    /// of the piles.
    struct CoachMark
    {
        QRectF box;
        QSizeF card;       ///< each small card's size
        int columns = 1;   ///< cards a row (the rest in a second row)
        qreal advance = 0; ///< from one card's left edge to the next one's (under a card's width: fanned)
        qreal gap = 0;     ///< between the two rows
        qreal pad = 0;     ///< the box's margin round caption and cards, and its corners' radius
        /// The caption's lines (1 or 2; each fontPx * 1.6 high): a caption
        /// too wide for one line over the cards is broken in two before it
        /// is cut short.
        int captionLines = 1;
    };
    /// `captionWidth`: the caption's width (logical pixels); the box is at
    /// least that wide where some place has room for it, else half as wide
    /// with the caption on two lines, else as wide as its cards, the
    /// caption cut short.
    CoachMark coachMark(int cards, qreal captionWidth = 0) const;
    /// Where the game's clock (the time left, docs/RULES.md §11.4) shows,
    /// a box of `box` (logical pixels): the first corner of the table, top
    /// right, top left, bottom right, bottom left, a margin in from its
    /// edges, where it covers no seat (nothing seatPaintRect() holds) and
    /// no pile; else the free place nearest the top right corner; a table
    /// too crowded for any gives the top right corner.
    QRectF clockRect(QSizeF box) const;
    QRectF coachMarkRect(int cards, qreal captionWidth = 0) const
    {
        return coachMark(cards, captionWidth).box;
    }
    /// `r` lies inside the widget, clear of the piles and of everything a
    /// seat may paint (its glow, status pill and dealer button): a place
    /// for the coach's mark or the clock.
    bool isFree(const QRectF &r) const;
};

} // namespace ratscrew
