// SPDX-License-Identifier: GPL-3.0-or-later
// TableWidget's drawing; the state and the animations are in TableWidget.cpp.
#include "GameSession.h"
#include "table/Speeds.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ratscrew {

namespace {

constexpr qreal kPi = std::numbers::pi;

// A card lies on the pile slightly turned, always the same way for the same
// card on the same pile, so the pile looks dropped by hand but never wobbles.
qreal tiltFor(Card card, quint64 pileSerial)
{
    return qreal(int((card.id() * 37 + pileSerial * 11) % 9) - 4) * 0.9;
}

// Black or white, whichever reads better on `fill`.
QColor textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.62 ? QColor(0x14, 0x14, 0x14) : Qt::white;
}

qreal progressOf(const QVariantAnimation *anim)
{
    return anim->duration() > 0 ? std::clamp(qreal(anim->currentTime()) / anim->duration(), 0.0, 1.0) : 1.0;
}

qreal easedOf(const QVariantAnimation *anim)
{
    return anim->state() == QAbstractAnimation::Stopped ? 0.0 : anim->currentValue().toReal();
}

// A rounded label centred on `centre`; returns its rect.
QRectF drawPill(QPainter &p, QPointF centre, const QString &text, const QFont &font, const QColor &fill,
                const QColor &border, qreal maxWidth)
{
    const QFontMetricsF fm(font);
    const qreal h = fm.height() * 1.35;
    const qreal w = std::min(maxWidth, fm.horizontalAdvance(text) + h);
    const QRectF r(centre.x() - w / 2, centre.y() - h / 2, w, h);
    p.setPen(border.isValid() ? QPen(border, std::max(1.0, h * 0.07)) : Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(r, h / 2, h / 2);
    p.setFont(font);
    p.setPen(fill.alpha() > 128 ? textOn(fill) : QColor(Qt::white));
    p.drawText(r, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, w - h * 0.6));
    return r;
}

} // namespace

QFont TableWidget::scaledFont(qreal scale, bool bold) const
{
    QFont f = font();
    f.setPixelSize(std::max(8, int(std::lround(m_layout.fontPx * scale))));
    f.setBold(bold);
    return f;
}

QRectF TableWidget::slotRect(int slot, PileId pile) const
{
    const QSizeF s = m_layout.pileCard;
    const QPointF c = m_layout.centre + pileOffset(pile) + QPointF(fanX(slot), 0);
    return QRectF(c - QPointF(s.width() / 2, s.height() / 2), s);
}

QRectF TableWidget::fanRect(PileId pile) const
{
    // The wider margin on the side of the stack under the cards.
    const qreal under = m_layout.fanStep * 0.6;
    const qreal over = m_layout.fanStep * 0.3;
    return slotRect(0, pile)
        .united(slotRect(kVisiblePileCards - 1, pile))
        .adjusted(m_layout.fanLeft ? -over : -under, -over, m_layout.fanLeft ? under : over, over);
}

void TableWidget::paintEvent(QPaintEvent *event)
{
    layout(); // m_layout is up to date from here on
    QPainter p(this);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    if (m_stillLayer) {
        updateStillLayer();
        // Only what changed is painted (an animation frame repaints where
        // its card was and is): the still layer under it, then the piles
        // and what moves.
        const qreal dpr = devicePixelRatioF();
        for (const QRect &r : event->region())
            p.drawPixmap(r, m_background, QRectF(QPointF(r.topLeft()) * dpr, QSizeF(r.size()) * dpr));
    } else { // the reference: everything painted as it is
        paintTable(p);
        for (int i = 0; i < m_layout.seats.size(); ++i)
            paintSeat(p, i, seatLook(i));
    }
    paintEffects(p, true); // burned cards slide under the pile
    paintPile(p);
    paintCoachMark(p); // under what moves: a card flies over it
    paintEffects(p, false);
    if (m_session && m_session->isOver()) {
        const int winner = m_session->winner();
        const QString text = winner < 0        ? tr("Draw")
                             : winner == you() ? tr("★ You win!")
                                               : tr("★ %1 wins!").arg(seatInfo(winner).name);
        drawPill(p, m_layout.centre, text, scaledFont(2.0, true),
                 winner < 0 ? QColor(0x50, 0x50, 0x50) : QColor(0xf4, 0xc4, 0x30), QColor(255, 255, 255, 200),
                 width() * 0.8);
    }
    if (m_paused) {
        p.fillRect(rect(), QColor(0, 0, 0, 120));
        const QRectF pill = drawPill(
            p, QRectF(rect()).center(), m_pauseText.isEmpty() ? tr("Paused") : m_pauseText,
            scaledFont(2.4, true), QColor(0x10, 0x18, 0x14, 230), QColor(255, 255, 255, 120), width() * 0.8);
        if (!m_pauseHint.isEmpty())
            drawPill(p, QPointF(pill.center().x(), pill.bottom() + pill.height() * 0.55), m_pauseHint,
                     scaledFont(1.1, false), QColor(0x10, 0x18, 0x14, 200), QColor(), width() * 0.8);
    }
}

void TableWidget::paintTable(QPainter &p) const
{
    if (m_highContrast) {
        // Black on black, the table's edge in white: nothing but the game to see.
        p.fillRect(rect(), Qt::black);
        const qreal edge = std::max(2.0, m_layout.cardHeight * 0.03);
        p.setPen(QPen(Qt::white, edge));
        p.setBrush(Qt::black);
        p.drawEllipse(m_layout.table);
        return;
    }
    QRadialGradient room(rect().center(), std::max(width(), height()) * 0.75);
    room.setColorAt(0, QColor(0x26, 0x33, 0x2c));
    room.setColorAt(1, QColor(0x0c, 0x12, 0x0f));
    p.fillRect(rect(), room);

    const QRectF t = m_layout.table;
    const qreal rim = std::max(4.0, m_layout.cardHeight * 0.09);
    QRadialGradient wood(t.center(), std::max(t.width(), t.height()) / 2);
    wood.setColorAt(0.8, QColor(0x7a, 0x4a, 0x2a));
    wood.setColorAt(1, QColor(0x4a, 0x2a, 0x16));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90)); // the table's shadow on the floor
    p.drawEllipse(t.translated(0, rim * 0.6).adjusted(-rim, -rim, rim, rim));
    p.setBrush(wood);
    p.drawEllipse(t.adjusted(-rim, -rim, rim, rim));

    QRadialGradient felt(t.center(), std::max(t.width(), t.height()) / 2);
    felt.setColorAt(0, m_feltColour.lighter(122));
    felt.setColorAt(0.7, m_feltColour);
    felt.setColorAt(1, m_feltColour.darker(140));
    p.setBrush(felt);
    p.setPen(QPen(QColor(0, 0, 0, 110), std::max(1.0, rim * 0.25)));
    p.drawEllipse(t);
    const qreal in = rim * 1.6;
    p.setPen(QPen(QColor(0xe8, 0xd8, 0x9a, 45), std::max(1.0, rim * 0.12)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(t.adjusted(in, in, -in, -in));
}

// A soft two-step shadow under a card of `pixels` (device-independent
// size), offset down and to the right; its top left is the card's. Cached
// like the cards themselves: two translucent rounded rects per card per
// frame cost more than the card.
const QPixmap &TableWidget::shadowPixmap(QSize pixels) const
{
    const qreal dpr = devicePixelRatioF();
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

void TableWidget::paintCard(QPainter &p, Card card, bool faceUp, QPointF centre, QSizeF size, qreal angle,
                            qreal scaleX, bool shadow)
{
    // Pixmaps come in two sizes only (seat and pile); a card in flight
    // between them is scaled by the painter, so animating never fills the
    // cache with one-off sizes.
    const bool big = size.height() > m_layout.seatCard.height() * 1.05;
    const QSize pixels = (big ? m_layout.pileCard : m_layout.seatCard).toSize();
    const QPixmap pm =
        faceUp ? m_cards.face(card, pixels, devicePixelRatioF()) : m_cards.back(pixels, devicePixelRatioF());
    if (pm.isNull())
        return;
    const bool exact = std::abs(size.height() - pixels.height()) < 1.0;
    // A card resting turned on the pile: one upright pixmap, drawn on whole
    // device pixels (see turnedCardPixmap()).
    if (angle != 0 && scaleX == 1.0 && exact && p.transform().type() <= QTransform::TxTranslate) {
        QPointF topLeft;
        if (const QPixmap *turned = turnedCardPixmap(pm, angle, shadow, &topLeft)) {
            const QPointF device = p.transform().map(centre + topLeft);
            p.drawPixmap(QPointF(device.toPoint()) - (device - (centre + topLeft)), *turned);
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
// antialiased, each reaches Qt's raster engine as thousands of short
// spans, which it hands to its thread pool in dozens of pieces per card
// (on a two-core machine the hand-overs cost more than the pixels); an
// upright pixmap is one piece per 64 lines. The pile's tilts take nine
// values, so the few cards on the pile at a time are soon all cached.
int TableWidget::cardCacheKiB(int cards) const
{
    // A pile card's square (room for any tilt, the shadow and the rim).
    const qreal side = std::hypot(m_layout.pileCard.width(), m_layout.pileCard.height()) * 1.1 + 4;
    const qreal dpr = devicePixelRatioF();
    return std::max(256, int(cards * side * side * dpr * dpr * 4 / 1024));
}

const QPixmap *TableWidget::turnedCardPixmap(const QPixmap &card, qreal angle, bool shadow,
                                             QPointF *topLeft) const
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
    // rasterizer, which took several milliseconds a card at 4K.
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

void TableWidget::paintStack(QPainter &p, const QRectF &card, int count, bool dim)
{
    if (count <= 0) {
        // An empty place where the hand used to be.
        paintOutline(p, card,
                     QPen(QColor(255, 255, 255,
                                 m_highContrast ? 255
                                 : dim          ? 40
                                                : 70),
                          std::max(1.0, card.width() * 0.015), Qt::DashLine),
                     QColor(0, 0, 0, 30), card.width() * 0.065);
        return;
    }
    // The stack grows thicker with the count: one layer per 6 cards, up to
    // 7, drawn once per thickness into a pixmap (14 translucent cards and
    // shadows a seat otherwise).
    const int layers = std::min(1 + (count - 1) / 6, 7);
    const qreal step = m_layout.cardHeight * 0.064 / 7;
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = m_layout.seatCard.toSize();
    // Drawn at the card's place moved by whole pixels, so each layer lands
    // on the pixels it would land on drawn in place.
    const QPoint origin(int(std::floor(card.left())), int(std::floor(card.top())));
    const qreal reach = 7 * step + card.width() * 0.1 + 2; // the top layer's offset and its shadow
    const QRectF area(QPointF(origin), card.size() + QSizeF(reach, reach) + QSizeF(1, 1));
    const QString key = QStringLiteral("stack|%1|%2x%3|%4|%5|%6x%7|%8")
                            .arg(layers)
                            .arg(pixels.width())
                            .arg(pixels.height())
                            .arg(m_cards.back(pixels, dpr).cacheKey())
                            .arg(dpr)
                            .arg(card.left() - origin.x())
                            .arg(card.top() - origin.y())
                            .arg(m_cards.facePlace(card.size()).width());
    auto it = m_paintCache.find(key);
    if (it == m_paintCache.end()) {
        QPixmap pm((area.size() * dpr).toSize());
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter sp(&pm);
        sp.setRenderHints(p.renderHints());
        sp.translate(-QPointF(origin));
        for (int k = layers - 1; k >= 0; --k)
            paintCard(sp, Card(), false, card.center() + QPointF(k * step, k * step), card.size(), 0, 1.0,
                      k == layers - 1);
        sp.end();
        it = m_paintCache.insert(key, pm);
    }
    p.drawPixmap(QPointF(origin), *it);
}

qreal TableWidget::plaqueMargin() const
{
    return std::ceil(2 * m_layout.cardHeight * 0.03 + 1); // room for the widest glow stroke
}

// A seat's panel: translucent, with a thin rim, or for the seat to play
// (or the one that collects) a glow in its colour — a wide faint stroke
// under a solid one. Painted once per look and size: translucent areas
// are the most expensive thing the raster engine draws (it splits each one
// across its thread pool), and there are eight panels in every frame.
void TableWidget::paintOutline(QPainter &p, const QRectF &rect, const QPen &pen, const QBrush &brush,
                               qreal radius) const
{
    // Drawn once into a pixmap that starts on a whole device pixel (its
    // place inside in quarter pixels), then copied: the same pixels whatever
    // part of the widget a frame repaints. (A dashed line drawn straight
    // through a clip starts its dashes anew at the clip's edge.)
    const qreal dpr = devicePixelRatioF();
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
    p.drawPixmap(origin, *it);
}

const QPixmap &TableWidget::plaquePixmap(bool out, const QColor &glow) const
{
    const qreal dpr = devicePixelRatioF();
    const QString key = QStringLiteral("plaque|%1|%2|%3")
                            .arg(out)
                            .arg(glow.isValid() ? glow.name(QColor::HexArgb) : QString())
                            .arg(dpr);
    auto it = m_paintCache.find(key);
    if (it != m_paintCache.end())
        return *it;
    const qreal margin = plaqueMargin();
    const QSizeF size = m_layout.seats.value(0).plaque.size(); // every seat's panel has the same size
    const QRectF plaque(QPointF(margin, margin), size);
    QPixmap pm((size + QSizeF(2 * margin, 2 * margin)).toSize() * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal radius = m_layout.cardHeight * 0.08;
    if (glow.isValid()) {
        for (int k = 4; k >= 1; --k) {
            QColor faint = glow;
            faint.setAlpha(36 + (4 - k) * 18);
            p.setPen(QPen(faint, k * m_layout.cardHeight * 0.03));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(plaque, radius, radius);
        }
    }
    p.setBrush(m_highContrast ? QColor(Qt::black) : QColor(8, 16, 12, out ? 120 : 175));
    const qreal border = std::max(2.0, m_layout.cardHeight * 0.022);
    p.setPen(glow.isValid()   ? QPen(glow, m_highContrast ? border * 2 : border)
             : m_highContrast ? QPen(out ? QColor(0x90, 0x90, 0x90) : QColor(Qt::white), border)
                              : QPen(QColor(255, 255, 255, 45), 1.0));
    p.drawRoundedRect(plaque, radius, radius);
    p.end();
    return *m_paintCache.insert(key, pm);
}

QString TableWidget::seatKey(int player, const SeatLook &look)
{
    const qreal dpr = devicePixelRatioF();
    const QRect r = seatPaintRect(player);
    const SeatInfo info = seatInfo(player);
    const QSize stackCard = m_layout.seatCard.toSize();
    // Joined, not arg()ed: a name may hold "%1".
    return QStringList{QString::number(look.count),
                       QString::number(look.out),
                       QString::number(look.turn),
                       QString::number(look.challenger),
                       QString::number(look.answering),
                       QString::number(look.collects),
                       QString::number(look.winner),
                       QString::number(look.chances),
                       QString::number(look.sitOut),
                       QString::number(player == m_dealer),
                       info.name,
                       info.level,
                       info.keys,
                       info.shortKeys,
                       info.colour.name(QColor::HexArgb),
                       QString::number(info.isHuman),
                       QString::number(m_cards.back(stackCard, dpr).cacheKey()),
                       QString::number(m_cards.facePlace(m_layout.seatCard).width()), // the shadows
                       QString::number(dpr),
                       QString::number(r.x()),
                       QString::number(r.y()),
                       QString::number(r.width()),
                       QString::number(r.height()),
                       QString::number(m_highContrast)}
        .join(QChar(0x1f)); // a separator no name holds
}

void TableWidget::updateStillLayer()
{
    const qreal dpr = devicePixelRatioF();
    const int seats = int(m_layout.seats.size());
    if (m_background.isNull() || m_background.deviceIndependentSize() != QSizeF(size())
        || m_background.devicePixelRatio() != dpr || m_seatRoom.size() != seats) {
        // The room and the table never move: rendered once per size and look.
        m_background = QPixmap(size() * dpr);
        m_background.setDevicePixelRatio(dpr);
        QPainter bp(&m_background);
        bp.setRenderHint(QPainter::Antialiasing);
        paintTable(bp);
        bp.end();
        // The room under each seat, to paint a seat's place anew from (a
        // seat at the window's edge reaches past it: only what is inside).
        m_seatRoom.clear();
        for (int i = 0; i < seats; ++i) {
            const QRect r = seatPaintRect(i) & rect();
            m_seatRoom.append(
                m_background.copy(QRectF(QPointF(r.topLeft()) * dpr, QSizeF(r.size()) * dpr).toRect()));
        }
        m_stillSeatKeys = QStringList(seats);
        m_stillSeatRects = QList<QRect>(seats);
    }
    // A seat whose look changed is painted anew where it painted and where
    // it paints now, over the room under it, with the seats whose content
    // shares that place (in seat order, as they overlap). A seat changes
    // only with the game, a few times a second at most, so seats cost
    // nothing in the frames between.
    QRegion stale;
    QList<SeatLook> looks;
    for (int i = 0; i < seats; ++i) {
        looks.append(seatLook(i));
        QString key = seatKey(i, looks.last());
        if (key != m_stillSeatKeys.at(i)) {
            const QRect now = seatContentRect(i, looks.last());
            stale += m_stillSeatKeys.at(i).isEmpty() ? seatPaintRect(i) : m_stillSeatRects.at(i).united(now);
            m_stillSeatKeys[i] = std::move(key);
            m_stillSeatRects[i] = now;
        }
    }
    if (stale.isEmpty())
        return;
    QPainter sp(&m_background);
    sp.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    sp.setClipRegion(stale);
    for (int i = 0; i < seats; ++i) {
        const QRect r = seatPaintRect(i) & rect(); // where m_seatRoom[i] was taken
        if (stale.intersects(r))
            sp.drawPixmap(QRectF(r), m_seatRoom.at(i), QRectF(m_seatRoom.at(i).rect()));
    }
    for (int i = 0; i < seats; ++i)
        if (stale.intersects(m_stillSeatRects.at(i)))
            paintSeat(sp, i, looks.at(i));
}

TableWidget::SeatStatus TableWidget::seatStatus(int player, const SeatLook &look) const
{
    const QColor colour = seatInfo(player).colour;
    SeatStatus status;
    if (look.out) {
        status = {tr("OUT"), QColor(0x5a, 0x5a, 0x5a), {}};
    } else if (look.winner) {
        status = {tr("★ winner"), QColor(0xf4, 0xc4, 0x30), {}};
    } else if (look.sitOut > 0) {
        // A missed slap-in (docs/RULES.md §4): no slaps for this many more cards.
        status = {tr("sits out: %n card(s)", nullptr, look.sitOut), QColor(0x7a, 0x5a, 0x3a), {}};
    } else if (look.collects) {
        status = {tr("collects…"), colour, {}};
    } else if (look.answering) {
        status = {tr("▶ answer: %n chance(s) left", nullptr, look.chances), colour, {}};
    } else if (look.turn) {
        status = {tr("▶ to play"), colour, {}};
    } else if (look.challenger) {
        status = {tr("challenger"), QColor(0, 0, 0, 60), colour};
    }
    if (m_highContrast && !status.text.isEmpty() && status.fill.alpha() < 255) {
        // Nothing of the panel's rim or the table's edge shows through.
        status.fill = Qt::black;
        if (!status.border.isValid())
            status.border = Qt::white;
    }
    return status;
}

void TableWidget::paintSeat(QPainter &p, int player, const SeatLook &look)
{
    const SeatGeometry &g = m_layout.seats.at(player);
    const SeatInfo info = seatInfo(player);
    const int count = look.count;
    const bool out = look.out;
    const bool turn = look.turn;
    const bool collects = look.collects;

    p.save();
    p.setOpacity(out ? 0.5 : 1.0);
    const QPixmap &plaque = plaquePixmap(out, turn || collects ? info.colour : QColor());
    p.drawPixmap(g.plaque.topLeft() - QPointF(plaqueMargin(), plaqueMargin()), plaque);

    paintStack(p, g.card, count, out);
    if (player == m_dealer) {
        // The dealer button: a small white disc with a "D" on the panel's corner.
        const qreal d = std::max(14.0, m_layout.cardHeight * 0.16);
        const QRectF disc(g.plaque.topRight() - QPointF(d * 0.75, d * 0.25), QSizeF(d, d));
        p.save();
        p.setPen(QPen(QColor(0, 0, 0, 120), 1));
        p.setBrush(QColor(0xfa, 0xfa, 0xf5));
        p.drawEllipse(disc);
        QFont f = scaledFont(0.8, true);
        f.setPixelSize(std::max(8, int(d * 0.6)));
        p.setFont(f);
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(disc, Qt::AlignCenter, tr("D", "the dealer button on the table"));
        p.restore();
    }

    // Name (with a dot in the seat's colour), level badge, card count,
    // centred beside the stack.
    const QFont nameFont = scaledFont(1.15, true);
    const QFontMetricsF nameFm(nameFont);
    // Under the name: a bot's level, a person's keys (in short where the
    // seat is too narrow for the words).
    const QFont badgeFont = scaledFont(0.82);
    const QFontMetricsF badgeFm(badgeFont);
    QString level = info.isHuman ? info.keys : GameText::level(info.level);
    if (info.isHuman && badgeFm.horizontalAdvance(level) + badgeFm.height() > g.info.width()
        && !info.shortKeys.isEmpty())
        level = info.shortKeys;
    const QFont countFont = scaledFont(1.5, true);
    const QFontMetricsF countFm(countFont);
    const qreal block =
        nameFm.height() * 1.25 + (level.isEmpty() ? 0 : badgeFm.height() * 1.6) + countFm.height();
    qreal y = g.info.center().y() - block / 2;
    const qreal dot = nameFm.height() * 0.42;
    p.setPen(Qt::NoPen);
    p.setBrush(out ? QColor(0x80, 0x80, 0x80) : info.colour);
    p.drawEllipse(QRectF(g.info.left(), y + (nameFm.height() - dot) / 2, dot, dot));
    p.setFont(nameFont);
    p.setPen(Qt::white);
    const QRectF nameRect(g.info.left() + dot * 1.6, y, g.info.width() - dot * 1.6, nameFm.height());
    p.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
               nameFm.elidedText(info.name, Qt::ElideRight, nameRect.width()));
    y += nameFm.height() * 1.25;

    if (!level.isEmpty()) {
        const qreal bw = std::min(g.info.width(), badgeFm.horizontalAdvance(level) + badgeFm.height());
        drawPill(p, QPointF(g.info.left() + bw / 2, y + badgeFm.height() * 0.65), level, badgeFont,
                 m_highContrast ? QColor(Qt::black) : QColor(255, 255, 255, 38),
                 m_highContrast ? QColor(Qt::white) : QColor(255, 255, 255, 70), g.info.width());
        y += badgeFm.height() * 1.6;
    }

    p.setFont(countFont);
    p.setPen(m_highContrast ? QColor(Qt::white) : QColor(0xf2, 0xf2, 0xea));
    const QString number = QString::number(count);
    p.drawText(QPointF(g.info.left(), y + countFm.ascent()), number);
    p.setFont(scaledFont(0.95));
    p.setPen(m_highContrast ? QColor(Qt::white) : QColor(0xc8, 0xd2, 0xcc));
    p.drawText(QPointF(g.info.left() + countFm.horizontalAdvance(number) + countFm.height() * 0.2,
                       y + countFm.ascent()),
               tr("cards", "after the number of cards in a hand", count));

    // The status line: the most important of these, or nothing.
    if (const SeatStatus status = seatStatus(player, look); !status.text.isEmpty()) {
        QFont statusFont = scaledFont(0.95, true);
        // Shrink a long status until it fits the seat rather than cutting it.
        while (QFontMetricsF(statusFont).horizontalAdvance(status.text) + QFontMetricsF(statusFont).height()
                   > g.status.width()
               && statusFont.pixelSize() > 8)
            statusFont.setPixelSize(statusFont.pixelSize() - 1);
        drawPill(p, g.status.center(), status.text, statusFont, status.fill, status.border, g.status.width());
    }
    p.restore();
}

void TableWidget::paintFan(QPainter &p, const QList<Card> &fan, quint64 serial, int under, QPointF offset,
                           qreal scale, qreal opacity, bool topFree)
{
    p.save();
    p.setOpacity(opacity);
    const QPointF c = m_layout.centre + offset;
    p.translate(c);
    p.scale(scale, scale);
    p.translate(-c);
    p.translate(offset);
    if (under > 0) {
        // The cards under the fan (older played cards and burned ones), face down.
        const QRectF base = slotRect(0).translated(fanX(-0.4) - fanX(0), 0);
        const int layers = std::min(1 + (under - 1) / 6, 5);
        const qreal step = m_layout.cardHeight * 0.012;
        for (int k = layers - 1; k >= 0; --k)
            paintCard(p, Card(), false, base.center() + QPointF(k * step, k * step), base.size(), -2.0);
    }
    const int first = kVisiblePileCards - (topFree ? 1 : 0) - int(fan.size());
    for (int i = 0; i < fan.size(); ++i)
        paintCard(p, fan.at(i), true, slotRect(first + i).center(), m_layout.pileCard,
                  tiltFor(fan.at(i), serial));
    p.restore();
}

void TableWidget::paintPile(QPainter &p)
{
    // A misslap shakes the pile sideways, fading out.
    QPointF shake;
    for (const Effect &e : std::as_const(m_effects)) {
        if (e.kind != Effect::Kind::Misslap || m_reduceMotion)
            continue;
        const qreal ms = e.anim->currentTime();
        const qreal shakeMs = speeds::kMisslapShakeMs * m_animationScale;
        if (ms < shakeMs) {
            const qreal t = ms / shakeMs;
            shake.rx() += std::sin(t * kPi * 6) * (1 - t) * m_layout.cardHeight * 0.07;
        }
    }

    const bool dealt = m_session && m_session->hasGame();
    const std::span<const Card> pile = dealt ? m_session->pile() : std::span<const Card>();
    const int playedCount = dealt ? m_session->playedCount() : 0;
    const int flying = flyingCards(m_pileSerial);
    // While the split pile slides over (docs/RULES.md §9.2) it is drawn by
    // its effect, not here.
    const int landed = movingOver() ? 0 : std::max(0, playedCount - flying);
    const int total = std::max(0, int(pile.size()) - flying);
    const int shown = std::min(fanShown(landed, flying), total);
    const int burned = int(pile.size()) - playedCount;
    const QList<Card> fan(pile.begin() + (total - shown), pile.begin() + total);
    const int under = total - shown;

    const bool waitingSweep = std::any_of(m_effects.begin(), m_effects.end(), [](const Effect &e) {
        return e.kind == Effect::Kind::Sweep && e.anim->state() == QAbstractAnimation::Stopped;
    });
    const int collector = m_session ? m_session->pendingPlayer() : -1;
    const PileId pendingPile = m_session ? m_session->pendingPile() : PileId::Slap;
    if (collector >= 0 && (total > 0 || pendingPile == PileId::Split)) {
        // The pile is about to go to `collector`: a dashed ring in their colour.
        const QRectF ring = fanRect(pendingPile).translated(shake);
        paintOutline(
            p, ring,
            QPen(seatInfo(collector).colour, std::max(2.0, m_layout.cardHeight * 0.025), Qt::DashLine),
            Qt::NoBrush, m_layout.cardHeight * 0.1);
    }
    if (total <= 0 && !waitingSweep && !movingOver()) {
        const QRectF slot = slotRect(1);
        paintOutline(p, slot,
                     QPen(QColor(255, 255, 255, m_highContrast ? 255 : 60),
                          std::max(1.0, slot.width() * 0.015), Qt::DashLine),
                     QColor(0, 0, 0, 25), slot.width() * 0.065);
    } else if (total > 0) {
        paintFan(p, fan, m_pileSerial, under, shake, 1.0, 1.0, flying > 0);
    }

    // The caption under the pile.
    QStringList caption;
    if (under - std::max(0, burned) > 0)
        caption << tr("+%1 under").arg(under - std::max(0, burned));
    if (burned > 0)
        caption << tr("%1 burned").arg(burned);
    if (!caption.isEmpty()) {
        const qreal capH = m_layout.fontPx * 1.7;
        const QRectF r(m_layout.pile.left(), m_layout.pile.bottom() - capH, m_layout.pile.width(), capH);
        p.setFont(scaledFont(1.0));
        p.setPen(m_highContrast ? QColor(Qt::white) : QColor(0xf0, 0xf0, 0xe0, 220));
        const QRectF captionRect =
            m_layout.split ? QRectF(fanRect().left(), r.top(), fanRect().width(), r.height()) : r;
        p.drawText(captionRect, Qt::AlignCenter, caption.join(QStringLiteral("  ·  ")));
    }
    if (m_layout.split)
        paintSplitPile(p, shake);
    paintPileMarkers(p);
}

// docs/RULES.md §9.2: the split pile beside the slap pile, or the dashed
// place it would take.
void TableWidget::paintSplitPile(QPainter &p, QPointF shake)
{
    const bool dealt = m_session && m_session->hasGame();
    const std::span<const Card> split = dealt ? m_session->splitPile() : std::span<const Card>();
    const int flying = flyingCards(m_splitSerial, PileId::Split);
    const int landed = std::max(0, int(split.size()) - flying);
    const int shown = fanShown(landed, flying);
    const bool sweeping = std::any_of(m_effects.begin(), m_effects.end(), [](const Effect &e) {
        return (e.kind == Effect::Kind::Sweep && e.pile == PileId::Split) || e.kind == Effect::Kind::MoveOver;
    });
    if (landed > 0) {
        const QList<Card> fan(split.begin() + (landed - shown), split.begin() + landed);
        paintFan(p, fan, m_splitSerial, landed - shown, m_layout.splitOffset + shake, 1.0, 1.0, flying > 0);
    } else if (!sweeping && flying == 0) {
        const QRectF slot = slotRect(1, PileId::Split);
        paintOutline(p, slot,
                     QPen(QColor(255, 255, 255, m_highContrast ? 255 : 35),
                          std::max(1.0, slot.width() * 0.012), Qt::DotLine),
                     QColor(0, 0, 0, 12), slot.width() * 0.065);
        p.setFont(scaledFont(0.9));
        p.setPen(QColor(255, 255, 255, m_highContrast ? 255 : 80));
        p.drawText(slot.adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, tr("Split an 8 here"));
    }
    if (landed - shown > 0) {
        const qreal capH = m_layout.fontPx * 1.7;
        const QRectF fan = fanRect(PileId::Split);
        p.setFont(scaledFont(1.0));
        p.setPen(m_highContrast ? QColor(Qt::white) : QColor(0xf0, 0xf0, 0xe0, 220));
        p.drawText(QRectF(fan.left(), m_layout.pile.bottom() - capH, fan.width(), capH), Qt::AlignCenter,
                   tr("+%1 under").arg(landed - shown));
    }
}

// With a split pile: a bar under the pile the next card goes onto, in the
// colour of the player to play, and the challenge's pill over its pile.
void TableWidget::paintPileMarkers(QPainter &p)
{
    if (!m_session || !m_session->hasGame() || !m_session->hasSplit() || m_session->isOver())
        return;
    const int turn = m_session->turnPlayer();
    const int challenger = m_session->challengerPlayer();
    if (turn >= 0) {
        const QRectF fan = fanRect(m_session->nextPile());
        const qreal h = std::max(3.0, m_layout.cardHeight * 0.045);
        const QRectF bar(fan.left() + fan.width() * 0.2, fan.bottom() + h * 0.6, fan.width() * 0.6, h);
        p.setPen(Qt::NoPen);
        p.setBrush(seatInfo(turn).colour);
        p.drawRoundedRect(bar, h / 2, h / 2);
    }
    if (challenger >= 0) {
        const QRectF fan = fanRect(m_session->challengePile());
        const QString text = tr("%1 challenges · %n chance(s)", nullptr, m_session->chancesLeft())
                                 .arg(seatInfo(challenger).name);
        drawPill(p, QPointF(fan.center().x(), fan.top() - m_layout.fontPx * 0.4), text,
                 scaledFont(0.85, true), seatInfo(challenger).colour, QColor(255, 255, 255, 160),
                 fan.width() * 1.1);
    }
}

void TableWidget::paintEffects(QPainter &p, bool underPile)
{
    for (const Effect &e : std::as_const(m_effects)) {
        if (underPile || e.kind != Effect::Kind::Sweep)
            continue;
        // A won pile: in place while its last cards fly, then off to the winner.
        const qreal t = easedOf(e.anim);
        const int flying = flyingCards(e.pileSerial, e.pile);
        const int landed = std::max(0, int(e.cards.size()) - flying);
        const int shown = fanShown(landed, flying);
        const QList<Card> fan = e.cards.mid(landed - shown, shown);
        const int under = e.under + landed - shown;
        if (e.anim->state() != QAbstractAnimation::Running) { // its last cards still land
            paintFan(p, fan, e.pileSerial, under, pileOffset(e.pile), 1.0, 1.0, flying > 0);
            continue;
        }
        // Once it leaves the fan no longer changes: it is drawn once in
        // place (in the frame it sets off, where it is not yet moved) and
        // then moved, shrunk and faded as a picture.
        const qreal rim = m_layout.cardHeight * 0.06; // the cards' tilt and shadows
        const QRect area = fanRect(e.pile).adjusted(-rim, -rim, rim, rim).toAlignedRect();
        const auto drawFan = [&](QPainter &fp) {
            paintFan(fp, fan, e.pileSerial, under, pileOffset(e.pile), 1.0, 1.0);
            return QRectF(area);
        };
        if (m_reduceMotion) { // it fades where it lies
            paintPicture(p, e, area, 1.0 - t, drawFan);
            continue;
        }
        // paintFan()'s move and shrink about the pile's centre, applied to
        // the fan as it lay (at its pile's own offset).
        const FanPlace place = sweepPlace(e, t);
        p.save();
        p.translate(m_layout.centre + place.offset);
        p.scale(place.scale, place.scale);
        p.translate(-(m_layout.centre + pileOffset(e.pile)));
        paintPicture(p, e, area, 1.0 - 0.7 * t, drawFan);
        p.restore();
    }
    for (const Effect &e : std::as_const(m_effects)) {
        if (underPile || e.kind != Effect::Kind::MoveOver)
            continue;
        // The split pile slides left onto the slap pile's place.
        if (m_reduceMotion) // it fades in where it goes
            paintFan(p, e.cards, e.pileSerial, e.under, QPointF(), 1.0, easedOf(e.anim));
        else
            paintFan(p, e.cards, e.pileSerial, e.under, m_layout.splitOffset * (1.0 - easedOf(e.anim)), 1.0,
                     1.0);
    }
    for (const Effect &e : std::as_const(m_effects)) {
        if (e.kind != (underPile ? Effect::Kind::Burn : Effect::Kind::Flight))
            continue;
        if (e.player < 0 || e.player >= m_layout.seats.size())
            continue;
        const qreal t = easedOf(e.anim);
        const qreal lin = progressOf(e.anim);
        const QPointF from = m_layout.seats.at(e.player).card.center();
        const bool burn = e.kind == Effect::Kind::Burn;
        const QPointF to = flightTarget(e);
        if (m_reduceMotion) { // it fades in where it lands
            p.save();
            p.setOpacity(t);
            paintCard(p, e.card, !burn, to, m_layout.pileCard, burn ? -2.0 : tiltFor(e.card, e.pileSerial));
            p.restore();
            continue;
        }
        const QSizeF size = m_layout.seatCard + (m_layout.pileCard - m_layout.seatCard) * t;
        // The card lifts a little mid-air and turns over: a flip is a
        // horizontal scale through zero, the back before, the face after.
        const qreal lift = 1.0 + 0.12 * std::sin(kPi * lin);
        const qreal flip = std::cos(kPi * std::min(1.0, t * 1.15));
        const bool faceUp = !burn && flip < 0;
        paintCard(p, e.card, faceUp, from + (to - from) * t, size * lift,
                  burn ? -2.0 * t : tiltFor(e.card, e.pileSerial) * t, burn ? 1.0 : std::abs(flip));
    }
    for (const Effect &e : std::as_const(m_effects)) {
        if (!underPile && (e.kind == Effect::Kind::Slap || e.kind == Effect::Kind::Misslap))
            paintBanner(p, e, progressOf(e.anim));
        else if (!underPile && e.kind == Effect::Kind::Call)
            paintCallBanner(p, e, progressOf(e.anim));
    }
}

// docs/RULES.md §9: "Stick!" or "Split!" in the caller's colour, over their
// seat, and a glow on the pile the call is about.
void TableWidget::paintCallBanner(QPainter &p, const Effect &e, qreal t)
{
    if (e.player < 0 || e.player >= m_layout.seats.size())
        return;
    const SeatInfo info = seatInfo(e.player);
    const qreal alpha = t < 0.1 ? t / 0.1 : 1.0 - std::max(0.0, t - 0.5) / 0.5;
    p.save();
    p.setOpacity(std::clamp(alpha, 0.0, 1.0));
    const QRectF fan = fanRect(e.pile);
    const qreal width = m_layout.cardHeight * 0.06;
    p.setPen(QPen(info.colour, width));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(fan.adjusted(-width, -width, width, width), m_layout.cardHeight * 0.12,
                      m_layout.cardHeight * 0.12);
    const QRectF seat = m_layout.seats.at(e.player).plaque;
    const qreal pop =
        m_reduceMotion ? 1.0 : 1.0 + 0.25 * std::max(0.0, 1.0 - t / 0.15); // bigger as it appears
    drawPill(p, seat.center(), e.text, scaledFont(1.8 * pop, true), info.colour, QColor(255, 255, 255, 220),
             seat.width() * 1.2);
    p.restore();
}

// Coach mode: the cards of a pattern the person missed, ringed, beside the pile.
void TableWidget::paintCoachMark(QPainter &p)
{
    const QRectF r = coachMarkRect();
    if (r.isEmpty())
        return;
    const QSizeF card = m_layout.pileCard * 0.55;
    const qreal gap = card.width() * 0.12;
    const qreal pad = card.width() * 0.15;
    p.save();
    p.setPen(QPen(QColor(0xf4, 0xc4, 0x30), std::max(2.0, m_layout.fontPx * 0.15)));
    p.setBrush(QColor(0x10, 0x18, 0x14, 215));
    p.drawRoundedRect(r, pad, pad);
    const QFont font = scaledFont(0.95, true);
    p.setFont(font);
    p.setPen(Qt::white);
    const QRectF caption(r.left() + pad, r.top() + pad * 0.5, r.width() - 2 * pad, m_layout.fontPx * 1.6);
    p.drawText(caption, Qt::AlignCenter,
               QFontMetricsF(font).elidedText(m_coachCaption, Qt::ElideRight, caption.width()));
    const QList<Card> shown = m_coachCards.mid(std::max<qsizetype>(0, m_coachCards.size() - 4));
    for (int i = 0; i < int(shown.size()); ++i) {
        const QPointF centre(r.left() + pad + card.width() / 2 + i * (card.width() + gap),
                             r.bottom() - pad - card.height() / 2);
        paintCard(p, shown.at(i), true, centre, card, 0, 1.0, false);
    }
    p.restore();
}

void TableWidget::paintBanner(QPainter &p, const Effect &e, qreal t)
{
    // Quick in, slow out.
    const qreal alpha = t < 0.12 ? t / 0.12 : 1.0 - (t - 0.12) / 0.88;
    paintPicture(
        p, e, effectBounds(e).toAlignedRect(), std::clamp(alpha, 0.0, 1.0), [this, &e](QPainter &bp) {
            const bool valid = e.kind == Effect::Kind::Slap;
            const SeatInfo info = seatInfo(e.player);
            const QColor colour = valid ? info.colour : QColor(0xe5, 0x39, 0x35);
            const QRectF fan = fanRect(e.pile);
            const qreal radius = m_layout.cardHeight * 0.1;
            for (int k = 5; k >= 1; --k) {
                // Each stroke lies outside the fan, so the glow never hides a card.
                const qreal width = k * m_layout.cardHeight * 0.03;
                QColor glow = colour;
                glow.setAlpha(30 + (5 - k) * 30);
                bp.setPen(QPen(glow, width));
                bp.setBrush(Qt::NoBrush);
                bp.drawRoundedRect(fan.adjusted(-width / 2, -width / 2, width / 2, width / 2),
                                   radius + width / 2, radius + width / 2);
            }
            QColor wash = colour;
            wash.setAlpha(25);
            bp.setPen(Qt::NoPen);
            bp.setBrush(wash);
            bp.drawRoundedRect(fan, radius, radius);

            const QString title = valid ? tr("SLAP! %1").arg(info.name) : tr("✗ %1").arg(info.name);
            const qreal maxW = m_layout.pile.width() * 1.6;
            const qreal reach = 5 * m_layout.cardHeight * 0.03; // the widest stroke's outer edge
            QRectF used = fan.adjusted(-reach, -reach, reach, reach);
            const QRectF pill = drawPill(
                bp, m_layout.centre + pileOffset(e.pile) - QPointF(0, m_layout.pileCard.height() * 0.12),
                title, scaledFont(1.6, true), colour, QColor(255, 255, 255, 200), maxW);
            used |= pill;
            if (valid && !e.text.isEmpty())
                used |= drawPill(bp, QPointF(pill.center().x(), pill.bottom() + pill.height() * 0.55), e.text,
                                 scaledFont(0.95, true), QColor(0, 0, 0, 190), colour, maxW);
            return used;
        });
}

void TableWidget::paintPicture(QPainter &p, const Effect &e, const QRect &area, qreal opacity,
                               const std::function<QRectF(QPainter &)> &draw)
{
    if (opacity <= 0) // not yet (or no longer) to be seen
        return;
    const qreal dpr = devicePixelRatioF();
    if (e.picture.isNull() || e.picture.devicePixelRatio() != dpr) {
        // The pictures of the running effects together stay within a
        // screenful of pixels: when many overlap (a replay at speed, a
        // flurry of slaps), the newer ones are painted directly each frame.
        const auto bytes = [](const QPixmap &pm) { return qint64(pm.width()) * pm.height() * 4; };
        qint64 held = 0;
        for (const Effect &other : std::as_const(m_effects))
            held += &other == &e ? 0 : bytes(other.picture);
        const qint64 screenful = qint64(width() * dpr) * qint64(height() * dpr) * 4;
        if (held + qint64(area.width() * dpr) * qint64(area.height() * dpr) * 4 > screenful) {
            e.picture = QPixmap();
            p.save();
            p.setOpacity(opacity);
            draw(p);
            p.restore();
            return;
        }
        QPixmap picture(area.size() * dpr);
        picture.setDevicePixelRatio(dpr);
        picture.fill(Qt::transparent);
        QPainter pp(&picture);
        pp.setRenderHints(p.renderHints());
        pp.translate(-area.topLeft());
        // Pens leave up to a pixel of antialiasing outside what they draw.
        const QRect used = draw(pp).toAlignedRect().adjusted(-1, -1, 1, 1) & area;
        pp.end();
        e.picture = picture;
        e.pictureArea = used;
        e.pictureOrigin = area.topLeft();
    }
    const QRect &a = e.pictureArea;
    p.save();
    p.setOpacity(opacity);
    // Moved or scaled, the picture's clear rim smooths its edges: no need
    // for the antialiasing rasterizer, which costs several times the fetch.
    p.setRenderHint(QPainter::Antialiasing, false);
    p.drawPixmap(QRectF(a), e.picture,
                 QRectF(QPointF(a.topLeft() - e.pictureOrigin) * dpr, QSizeF(a.size()) * dpr));
    p.restore();
}

} // namespace ratscrew
