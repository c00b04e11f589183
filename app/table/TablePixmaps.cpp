// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TablePixmaps.h"

#include "table/TablePaint.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ratscrew {

TablePixmaps::TablePixmaps() = default;

void TablePixmaps::reset(QSizeF seatCard, QSizeF pileCard, qreal dpr)
{
    m_seatCard = seatCard;
    m_pileCard = pileCard;
    m_dpr = dpr;
    m_paintCache.clear();
    m_turnedCards.clear();
    m_uprightCards.clear();
}

const QPixmap &TablePixmaps::cached(const QString &key, const std::function<QPixmap()> &make)
{
    auto it = m_paintCache.find(key);
    if (it == m_paintCache.end())
        it = m_paintCache.insert(key, make());
    return *it;
}

// A soft two-step shadow under a card of `pixels` (device-independent
// size), offset down and to the right; its top left is the card's. Cached
// like the cards themselves: translucent rounded rects are the dearest
// part of a card to draw.
const QPixmap &TablePixmaps::shadowPixmap(QSize pixels)
{
    const qreal dpr = m_dpr;
    const QString key = QStringLiteral("shadow|%1x%2|%3").arg(pixels.width()).arg(pixels.height()).arg(dpr);
    auto it = m_paintCache.find(key);
    if (it != m_paintCache.end())
        return *it;
    const QRectF r(QPointF(0, 0), QSizeF(pixels));
    const QSizeF size(r.width() * 1.02 + 1, r.height() + r.width() * 0.035 + 1);
    QPixmap pm((size * dpr).toSize());
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter sp(&pm);
    sp.setRenderHint(QPainter::Antialiasing);
    sp.setPen(Qt::NoPen);
    sp.setBrush(QColor(0, 0, 0, 40));
    const qreal radius = r.width() * 0.065;
    sp.drawRoundedRect(r.translated(r.width() * 0.02, r.width() * 0.035), radius, radius);
    sp.drawRoundedRect(r.translated(r.width() * 0.01, r.width() * 0.018), radius, radius);
    sp.end();
    return *m_paintCache.insert(key, pm);
}

void TablePixmaps::paintCard(QPainter &p, Card card, bool faceUp, QPointF centre, QSizeF size, qreal angle,
                             qreal scaleX, bool shadow)
{
    // Pixmaps come in two sizes only (seat and pile); a card in flight
    // between them is scaled by the painter, so animating never fills the
    // cache with one-off sizes.
    const bool big = size.height() > m_seatCard.height() * 1.05;
    const QSize pixels = (big ? m_pileCard : m_seatCard).toSize();
    const QPixmap pm = faceUp ? m_cards.face(card, pixels, m_dpr) : m_cards.back(pixels, m_dpr);
    if (pm.isNull())
        return;
    const bool exact = std::abs(size.height() - pixels.height()) < 1.0;
    // A card resting turned on the pile: one upright pixmap, drawn on whole
    // device pixels (see turnedCardPixmap()).
    if (angle != 0 && scaleX == 1.0 && exact && p.transform().type() <= QTransform::TxTranslate) {
        QPointF topLeft;
        if (const QPixmap *turned = turnedCardPixmap(pm, angle, shadow, &topLeft)) {
            const QPointF device = p.transform().map(centre + topLeft);
            tablepaint::drawAligned(p, QPointF(device.toPoint()) - (device - (centre + topLeft)), *turned);
            return;
        }
    }
    const QSizeF drawn = exact ? QSizeF(pixels) : size;
    const QRectF r(-drawn.width() / 2, -drawn.height() / 2, drawn.width(), drawn.height());
    p.save();
    // Unturned cards sit on whole pixels, so they stay as crisp as rendered.
    const bool upright = angle == 0 && scaleX == 1.0 && exact;
    p.translate(upright ? (centre + r.topLeft()).toPoint() - r.topLeft() : centre);
    p.rotate(angle);
    p.scale(std::max(0.02, scaleX), 1.0);
    if (!upright) {
        // A card in flight, turned and scaled differently every frame: the
        // card and its shadow as one upright pixmap with a clear rim, drawn
        // transformed without the antialiasing rasterizer (the rim's
        // transparent pixels smooth the edges): one fetch per pixel.
        QPointF topLeft;
        if (const QPixmap *whole = turnedCardPixmap(pm, 0, shadow, &topLeft)) {
            const qreal sx = drawn.width() / pixels.width(), sy = drawn.height() / pixels.height();
            const QSizeF wholeSize = whole->deviceIndependentSize();
            p.setRenderHint(QPainter::Antialiasing, false);
            p.drawPixmap(
                QRectF(topLeft.x() * sx, topLeft.y() * sy, wholeSize.width() * sx, wholeSize.height() * sy),
                *whole, QRectF(whole->rect()));
            p.restore();
            return;
        }
    }
    if (shadow) {
        const QRectF place = m_cards.facePlace(QSizeF(pixels)); // the face's, not the whole place's
        const QPixmap &soft = shadowPixmap(place.size().toSize());
        const qreal sx = drawn.width() / pixels.width(), sy = drawn.height() / pixels.height();
        p.drawPixmap(QRectF(r.topLeft() + QPointF(place.left() * sx, place.top() * sy),
                            QSizeF(soft.deviceIndependentSize().width() * sx,
                                   soft.deviceIndependentSize().height() * sy)),
                     soft, QRectF(soft.rect()));
    }
    p.drawPixmap(r, pm, QRectF(pm.rect()));
    p.restore();
}

// The pile's cards lie turned by a few degrees. Drawn rotated and
// antialiased, each reaches Qt's raster engine as many short spans, which
// it hands to its thread pool piece by piece (on a machine with few cores
// the hand-overs outweigh the pixels); an upright pixmap is a few large
// pieces. The pile's tilts take nine values, so the few cards on the pile
// at a time are soon all cached.
int TablePixmaps::cardCacheKiB(int cards) const
{
    // A pile card's square (room for any tilt, the shadow and the rim).
    const qreal side = std::hypot(m_pileCard.width(), m_pileCard.height()) * 1.1 + 4;
    const qreal dpr = m_dpr;
    return std::max(256, int(cards * side * side * dpr * dpr * 4 / 1024));
}

const QPixmap *TablePixmaps::turnedCardPixmap(const QPixmap &card, qreal angle, bool shadow, QPointF *topLeft)
{
    const qreal dpr = card.devicePixelRatio();
    const QSizeF size = card.deviceIndependentSize();
    const QRectF r(-size.width() / 2, -size.height() / 2, size.width(), size.height());
    QRectF drawn = r;
    const QPixmap *soft = nullptr;
    const QRectF place = m_cards.facePlace(size); // the face's, not the whole place's
    const QPointF shadowAt = r.topLeft() + place.topLeft();
    if (shadow) {
        soft = &shadowPixmap(place.size().toSize());
        drawn |= QRectF(shadowAt, soft->deviceIndependentSize());
    }
    const QRectF bounds = QTransform().rotate(angle).mapRect(drawn).adjusted(-1, -1, 1, 1);
    *topLeft = bounds.topLeft();
    // By the picture (its cacheKey() changes with the deck, the colours and
    // the size), so a changed face is never shown from here.
    const QString key = QStringLiteral("%1|%2|%3|%4x%5")
                            .arg(card.cacheKey())
                            .arg(angle)
                            .arg(shadow)
                            .arg(place.width())
                            .arg(place.height());
    // Flying cards (upright, drawn turned) have a cache of their own, so a
    // flight never pushes the pile's resting cards out.
    QCache<QString, QPixmap> &cache = angle == 0 ? m_uprightCards : m_turnedCards;
    const int budget = cardCacheKiB(angle == 0 ? kUprightCards : kTurnedCards);
    if (cache.maxCost() != budget)
        cache.setMaxCost(budget);
    if (QPixmap *cached = cache.object(key))
        return cached;
    const QSize pixels = (bounds.size() * dpr).toSize() + QSize(1, 1);
    const qsizetype kib = qsizetype(pixels.width()) * pixels.height() * 4 / 1024 + 1; // 32-bit ARGB
    if (kib > cache.maxCost())
        return nullptr;
    // A turned card is its upright picture (with its clear rim) turned:
    // sampled smoothly, the rim gives soft edges without the antialiasing
    // rasterizer, the dearest way to draw a turned card.
    QPointF uprightTopLeft;
    const QPixmap *upright = angle == 0 ? nullptr : turnedCardPixmap(card, 0, shadow, &uprightTopLeft);
    auto *pm = new QPixmap(pixels);
    pm->setDevicePixelRatio(dpr);
    pm->fill(Qt::transparent);
    QPainter p(pm);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    p.translate(-bounds.topLeft());
    p.rotate(angle);
    if (upright) {
        p.setRenderHint(QPainter::Antialiasing, false);
        p.drawPixmap(uprightTopLeft, *upright);
    } else {
        if (soft)
            p.drawPixmap(shadowAt, *soft);
        p.drawPixmap(r, card, QRectF(card.rect()));
    }
    p.end();
    cache.insert(key, pm, kib); // fits: kept (it may push older ones out)
    return pm;
}

void TablePixmaps::paintOutline(QPainter &p, const QRectF &rect, const QPen &pen, const QBrush &brush,
                                qreal radius)
{
    // Drawn once into a pixmap that starts on a whole device pixel (its
    // place inside in quarter pixels), then copied: the same pixels whatever
    // part of the widget a frame repaints. (A dashed line drawn straight
    // through a clip starts its dashes anew at the clip's edge.)
    const qreal dpr = m_dpr;
    const qreal pad = pen.widthF() + 2;
    const QPointF origin(std::floor((rect.left() - pad) * dpr) / dpr,
                         std::floor((rect.top() - pad) * dpr) / dpr);
    const auto quarter = [](qreal v) { return std::round(v * 4) / 4; };
    const QRectF local(quarter(rect.left() - origin.x()), quarter(rect.top() - origin.y()),
                       quarter(rect.width()), quarter(rect.height()));
    const QString key =
        QStringLiteral("outline|%1,%2,%3,%4|%5|%6|%7|%8|%9|%10")
            .arg(local.x())
            .arg(local.y())
            .arg(local.width())
            .arg(local.height())
            .arg(pen.color().name(QColor::HexArgb))
            .arg(pen.widthF())
            .arg(int(pen.style()))
            .arg(brush.style() == Qt::NoBrush ? QString() : brush.color().name(QColor::HexArgb))
            .arg(radius)
            .arg(dpr);
    auto it = m_paintCache.find(key);
    if (it == m_paintCache.end()) {
        const QSizeF size(local.right() + pad, local.bottom() + pad);
        QPixmap pm(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))));
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter op(&pm);
        op.setRenderHint(QPainter::Antialiasing);
        op.setPen(pen);
        op.setBrush(brush);
        op.drawRoundedRect(local, radius, radius);
        op.end();
        it = m_paintCache.insert(key, pm);
    }
    tablepaint::drawAligned(p, origin, *it);
}

} // namespace ratscrew
