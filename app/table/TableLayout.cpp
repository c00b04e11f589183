// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableLayout.h"

#include "table/CardPainter.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ratscrew {

qreal TableLayout::textScaleFor(int pixelSize)
{
    // 13 px: the usual desktop font (10 pt at 96 dpi, 13 pt on macOS).
    return std::clamp(pixelSize / 13.0, 1.0, 2.0);
}

TableLayout TableLayout::compute(QSizeF size, int players, bool split, qreal textScale, bool fanLeft)
{
    const qreal w = size.width();
    const qreal h = size.height();
    qreal cardHeight = std::min(w, h) / 5.5;
    TableLayout l;
    for (int attempt = 0; attempt < 60; ++attempt, cardHeight *= 0.95) {
        const qreal c = cardHeight;
        l = TableLayout();
        l.size = size;
        l.fanLeft = fanLeft;
        l.cardHeight = c;
        l.seatCard = CardPainter::sizeForHeight(c);
        l.pileCard = CardPainter::sizeForHeight(c * 1.4);
        l.fanStep = l.pileCard.width() * 0.32;
        l.fontPx = std::max(9.0, c * 0.13) * textScale;

        const qreal pad = c * 0.07;
        const qreal thick = c * 0.065; // the stack's depth, down-right of its top card
        const qreal infoW = std::max(c * 1.25, l.fontPx * 9.0);
        const qreal statusH = l.fontPx * 1.75;
        // The plaque holds the stack and the text; the status hangs from
        // its bottom edge like a tab, half outside.
        const QSizeF plaque(3 * pad + l.seatCard.width() + thick + infoW, 2 * pad + c + thick);
        const QSizeF seat(plaque.width(), plaque.height() + statusH / 2);
        const qreal margin = std::max(4.0, c * 0.05);
        const QPointF centre(w / 2, h / 2);
        const qreal rx = w / 2 - seat.width() / 2 - margin;
        const qreal ry = h / 2 - seat.height() / 2 - margin;
        l.table = QRectF(centre.x() - rx - seat.width() * 0.08, centre.y() - ry - seat.height() * 0.1,
                         2 * (rx + seat.width() * 0.08), 2 * (ry + seat.height() * 0.1));

        for (int i = 0; i < players; ++i) {
            const qreal a = std::numbers::pi / 2 + 2 * std::numbers::pi * i / players;
            const QPointF at(centre.x() + rx * std::cos(a), centre.y() + ry * std::sin(a));
            Seat s;
            s.seat = QRectF(at - QPointF(seat.width() / 2, seat.height() / 2), seat);
            s.plaque = QRectF(s.seat.topLeft(), plaque);
            s.card = QRectF(s.plaque.topLeft() + QPointF(pad, pad), l.seatCard);
            s.info = QRectF(s.card.right() + thick + pad, s.plaque.top() + pad, infoW, c + thick);
            s.status = QRectF(s.plaque.left() + pad, s.plaque.bottom() - statusH / 2,
                              plaque.width() - 2 * pad, statusH);
            l.seats.append(s);
        }

        // The pile: three fanned cards, the stack under them and a caption.
        // With split eights (docs/RULES.md §9.2) the slap pile moves left
        // and the split pile gets the same room on its right.
        const qreal captionH = l.fontPx * 1.7;
        // With a split pile, a bar under the pile the next card goes onto
        // (nextPileBar()), between the cards and the captions.
        const qreal barRoom = split ? 2 * l.nextPileBarHeight() : 0.0;
        // Room for the cards' small tilt and for the margin of fanRect(), so
        // that the pile area holds both piles' cards.
        const qreal slack = std::max(l.pileCard.height() * 0.06, l.fanStep * 0.3) + 0.5;
        const qreal fanLeftEdge = -l.fanStep - l.pileCard.width() / 2 - l.fanStep * 0.4 - slack;
        const qreal fanRightEdge = l.fanStep + l.pileCard.width() / 2 + slack;
        const qreal fanW = fanRightEdge - fanLeftEdge;
        const qreal gap = l.pileCard.width() * 0.3;
        const qreal shift = split ? (fanW + gap) / 2 : 0.0;
        l.split = split;
        l.splitOffset = QPointF(split ? fanW + gap : 0.0, 0);
        l.centre = QPointF(centre.x() - shift - (fanLeftEdge + fanRightEdge) / 2 * (split ? 1 : 0),
                           centre.y() - (captionH + barRoom) / 2);
        const qreal left = l.centre.x() + fanLeftEdge;
        const qreal right = l.centre.x() + fanRightEdge + l.splitOffset.x();
        const qreal top = l.centre.y() - l.pileCard.height() / 2 - slack;
        l.pile = QRectF(left, top, right - left, l.pileCard.height() + 2 * slack + barRoom + captionH);

        if (l.fits(size))
            break;
    }
    return l;
}

bool TableLayout::fits(QSizeF within) const
{
    const QRectF widget(QPointF(0, 0), within);
    const qreal gap = 2;
    for (int i = 0; i < seats.size(); ++i) {
        const QRectF a = seats.at(i).seat;
        if (!widget.contains(a) || a.adjusted(-gap, -gap, gap, gap).intersects(pile))
            return false;
        for (int j = i + 1; j < seats.size(); ++j) {
            if (a.adjusted(-gap, -gap, gap, gap).intersects(seats.at(j).seat))
                return false;
        }
    }
    return widget.contains(pile);
}

QRectF TableLayout::slotRect(int slot, PileId which) const
{
    const QPointF c = centre + pileOffset(which) + QPointF(fanX(slot), 0);
    return QRectF(c - QPointF(pileCard.width() / 2, pileCard.height() / 2), pileCard);
}

QRectF TableLayout::fanRect(PileId which) const
{
    // The wider margin on the side of the stack under the cards.
    const qreal under = fanStep * 0.6;
    const qreal over = fanStep * 0.3;
    return slotRect(0, which)
        .united(slotRect(kVisiblePileCards - 1, which))
        .adjusted(fanLeft ? -over : -under, -over, fanLeft ? under : over, over);
}

qreal TableLayout::nextPileBarHeight() const
{
    return std::max(3.0, cardHeight * 0.045);
}

QRectF TableLayout::nextPileBar(PileId which) const
{
    const QRectF fan = fanRect(which);
    const qreal h = nextPileBarHeight();
    const qreal captionTop = pile.bottom() - fontPx * 1.7;
    return {fan.left() + fan.width() * 0.2, captionTop - 1.5 * h, fan.width() * 0.6, h};
}

QRect TableLayout::pileArea() const
{
    const qreal pad = cardHeight * 0.2;
    QRectF area = pile.united(fanRect(PileId::Slap));
    if (split)
        area = area.united(fanRect(PileId::Split));
    return area.adjusted(-pad, -pad, pad, pad).toAlignedRect();
}

qreal TableLayout::plaqueMargin() const
{
    return std::ceil(2 * cardHeight * 0.03 + 1); // room for the widest glow stroke
}

QRect TableLayout::seatContentRect(int player, bool status, bool dealer) const
{
    if (player < 0 || player >= seats.size())
        return {};
    const Seat &g = seats.at(player);
    const qreal margin = plaqueMargin();
    const qreal d = std::max(14.0, cardHeight * 0.16);
    QRectF r = g.plaque.adjusted(-margin, -margin, margin, margin);
    if (status) // the status line under the panel (g.seat holds both)
        r |= g.seat.united(g.status.adjusted(-fontPx, -fontPx, fontPx, fontPx));
    if (dealer)
        r |= QRectF(g.plaque.topRight() - QPointF(d, d), QSizeF(d * 2, d * 2));
    return r.toAlignedRect().adjusted(-2, -2, 2, 2);
}

QPointF TableLayout::flightTarget(bool burn, PileId which) const
{
    return burn ? slotRect(0).center() + QPointF(fanX(-0.4) - fanX(0), 0)
                : slotRect(kVisiblePileCards - 1, which).center();
}

TableLayout::FanPlace TableLayout::sweepPlace(PileId which, int player, qreal t) const
{
    const QPointF from = centre + pileOffset(which);
    const QPointF target = player >= 0 && player < seats.size() ? seats.at(player).card.center() : from;
    const qreal shrink = seatCard.height() / pileCard.height();
    return {pileOffset(which) + (target - from) * t, 1.0 - (1.0 - shrink) * t};
}

TableLayout::CoachMark TableLayout::coachMark(int cards, qreal captionWidth) const
{
    const int n = std::clamp(cards, 1, 4);
    const QRectF piles = QRectF(pileArea());
    CoachMark fallback;
    // The free place nearest the piles, on a grid over the table; where
    // none is free, the cards in two rows, or fanned (each showing its
    // corner), then smaller.
    struct Arrangement
    {
        int rows;
        qreal advance; // from one card to the next, in card widths
    };
    // The whole caption on one line if there is room for it anywhere, else
    // on two lines (a little over half as wide: the words break where they
    // can), else one cut short (the box only as wide as its cards).
    struct Caption
    {
        qreal width;
        int lines;
    };
    for (const Caption caption : {Caption{captionWidth, 1}, Caption{captionWidth * 0.6, 2}, Caption{0.0, 1}})
        for (const qreal scale : {0.55, 0.45, 0.36, 0.3}) {
            for (const Arrangement a : {Arrangement{1, 1.12}, Arrangement{2, 1.12}, Arrangement{1, 0.5}}) {
                if (a.rows > n)
                    continue;
                const int columns = (n + a.rows - 1) / a.rows;
                const QSizeF card = pileCard * scale;
                const qreal advance = card.width() * a.advance;
                const qreal gap = card.width() * 0.12;
                const qreal pad = card.width() * 0.15;
                const QSizeF box(std::max((columns - 1) * advance + card.width(), caption.width) + 2 * pad,
                                 a.rows * card.height() + (a.rows - 1) * gap + fontPx * 1.6 * caption.lines
                                     + 2 * pad);
                const CoachMark mark{
                    QRectF(QPointF(0, 0), box), card, columns, advance, gap, pad, caption.lines};
                if (fallback.box.isNull()) { // left of the piles, as far as the table allows
                    fallback = mark;
                    fallback.box.moveTo(std::max(0.0, piles.left() - box.width() - pileCard.width() * 0.15),
                                        piles.center().y() - box.height() / 2);
                }
                const qreal step = std::max(4.0, card.height() / 6);
                const QPointF target = piles.center() - QPointF(box.width() / 2, box.height() / 2);
                QRectF best;
                qreal bestDistance = 0;
                for (qreal y = 0; y + box.height() <= size.height(); y += step) {
                    for (qreal x = 0; x + box.width() <= size.width(); x += step) {
                        const QRectF r(QPointF(x, y), box);
                        const QPointF d = r.topLeft() - target;
                        const qreal distance = d.x() * d.x() + d.y() * d.y();
                        if ((best.isNull() || distance < bestDistance) && isFree(r)) {
                            best = r;
                            bestDistance = distance;
                        }
                    }
                }
                if (!best.isNull())
                    return {best, card, columns, advance, gap, pad, caption.lines};
            }
        }
    return fallback;
}

bool TableLayout::isFree(const QRectF &r) const
{
    if (!QRectF(QPointF(0, 0), size).contains(r) || r.intersects(QRectF(pileArea())))
        return false;
    for (int i = 0; i < seats.size(); ++i)
        if (r.intersects(QRectF(seatPaintRect(i))))
            return false;
    return true;
}

QRectF TableLayout::clockRect(QSizeF box) const
{
    const qreal margin = std::max(4.0, fontPx * 0.6);
    const qreal right = size.width() - box.width() - margin;
    const qreal bottom = size.height() - box.height() - margin;
    for (const QPointF &corner :
         {QPointF(right, margin), QPointF(margin, margin), QPointF(right, bottom), QPointF(margin, bottom)}) {
        const QRectF r(corner, box);
        if (isFree(r))
            return r;
    }
    // Nearest the top right corner, on a grid over the table.
    const qreal step = std::max(4.0, box.height() / 3);
    for (qreal y = margin; y + box.height() <= size.height(); y += step)
        for (qreal x = right; x >= 0; x -= step)
            if (const QRectF r(QPointF(x, y), box); isFree(r))
                return r;
    return QRectF(QPointF(std::max(0.0, right), margin), box);
}

} // namespace ratscrew
