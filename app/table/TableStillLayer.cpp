// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableStillLayer.h"

#include "table/TableLayout.h"
#include "table/TablePaint.h"
#include "table/TablePixmaps.h"
#include "text/GameText.h"

#include <QPainter>
#include <QRadialGradient>
#include <QRegion>

#include <algorithm>
#include <cmath>

namespace ratscrew {

TableStillLayer::TableStillLayer(const TableLayout &layout, const TableScene &scene, TablePixmaps &pixmaps)
    : m_layout(layout), m_scene(scene), m_pixmaps(pixmaps)
{
}

QFont TableStillLayer::scaledFont(qreal scale, bool bold) const
{
    return tablepaint::scaledFont(m_scene.font, m_layout.fontPx, scale, bold);
}

void TableStillLayer::paintTable(QPainter &p, QSize size) const
{
    if (m_scene.highContrast) {
        // Black on black, the table's edge in white: nothing but the game to see.
        p.fillRect(QRect(QPoint(0, 0), size), Qt::black);
        const qreal edge = std::max(2.0, m_layout.cardHeight * 0.03);
        p.setPen(QPen(Qt::white, edge));
        p.setBrush(Qt::black);
        p.drawEllipse(m_layout.table);
        return;
    }
    const QRect rect(QPoint(0, 0), size);
    QRadialGradient room(rect.center(), std::max(size.width(), size.height()) * 0.75);
    room.setColorAt(0, QColor(0x26, 0x33, 0x2c));
    room.setColorAt(1, QColor(0x0c, 0x12, 0x0f));
    p.fillRect(rect, room);

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
    felt.setColorAt(0, m_scene.felt.lighter(122));
    felt.setColorAt(0.7, m_scene.felt);
    felt.setColorAt(1, m_scene.felt.darker(140));
    p.setBrush(felt);
    p.setPen(QPen(QColor(0, 0, 0, 110), std::max(1.0, rim * 0.25)));
    p.drawEllipse(t);
    const qreal in = rim * 1.6;
    p.setPen(QPen(QColor(0xe8, 0xd8, 0x9a, 45), std::max(1.0, rim * 0.12)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(t.adjusted(in, in, -in, -in));
}

void TableStillLayer::paintStack(QPainter &p, const QRectF &card, int count, bool dim)
{
    if (count <= 0) {
        // An empty place where the hand used to be.
        m_pixmaps.paintOutline(p, card,
                               QPen(QColor(255, 255, 255,
                                           m_scene.highContrast ? 255
                                           : dim                ? 40
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
    const qreal dpr = m_pixmaps.dpr();
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
                            .arg(m_pixmaps.cards().back(pixels, dpr).cacheKey())
                            .arg(dpr)
                            .arg(card.left() - origin.x())
                            .arg(card.top() - origin.y())
                            .arg(m_pixmaps.cards().facePlace(card.size()).width());
    const QPixmap &stack = m_pixmaps.cached(key, [&] {
        QPixmap pm((area.size() * dpr).toSize());
        pm.setDevicePixelRatio(dpr);
        pm.fill(Qt::transparent);
        QPainter sp(&pm);
        sp.setRenderHints(p.renderHints());
        sp.translate(-QPointF(origin));
        for (int k = layers - 1; k >= 0; --k)
            m_pixmaps.paintCard(sp, Card(), false, card.center() + QPointF(k * step, k * step), card.size(),
                                0, 1.0, k == layers - 1);
        sp.end();
        return pm;
    });
    tablepaint::drawAligned(p, QPointF(origin), stack);
}

// A seat's panel: translucent, with a thin rim, or for the seat to play
// (or the one that collects) a glow in its colour: a wide faint stroke
// under a solid one. Painted once per look and size: translucent areas
// are the dearest thing the raster engine draws (it splits each one
// across its thread pool), and there is a panel at every seat.
const QPixmap &TableStillLayer::plaquePixmap(bool out, const QColor &glow)
{
    const qreal dpr = m_pixmaps.dpr();
    const QString key = QStringLiteral("plaque|%1|%2|%3")
                            .arg(out)
                            .arg(glow.isValid() ? glow.name(QColor::HexArgb) : QString())
                            .arg(dpr);
    return m_pixmaps.cached(key, [&] {
        const qreal margin = m_layout.plaqueMargin();
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
        p.setBrush(m_scene.highContrast ? QColor(Qt::black) : QColor(8, 16, 12, out ? 120 : 175));
        const qreal border = std::max(2.0, m_layout.cardHeight * 0.022);
        p.setPen(glow.isValid()         ? QPen(glow, m_scene.highContrast ? border * 2 : border)
                 : m_scene.highContrast ? QPen(out ? QColor(0x90, 0x90, 0x90) : QColor(Qt::white), border)
                                        : QPen(QColor(255, 255, 255, 45), 1.0));
        p.drawRoundedRect(plaque, radius, radius);
        p.end();
        return pm;
    });
}

TableStillLayer::SeatKey TableStillLayer::seatKey(int player, const SeatLook &look)
{
    const qreal dpr = m_pixmaps.dpr();
    const SeatInfo info = m_scene.seat(player);
    SeatKey key;
    key.painted = true;
    key.look = look;
    key.dealer = player == m_scene.dealer;
    key.name = info.name;
    key.level = info.level;
    if (showsKeys(look)) {
        key.keys = info.keys;
        key.shortKeys = info.shortKeys;
    }
    key.colour = info.colour.rgba();
    key.isHuman = info.isHuman;
    key.back = m_pixmaps.cards().back(m_layout.seatCard.toSize(), dpr).cacheKey();
    key.faceWidth = m_pixmaps.cards().facePlace(m_layout.seatCard).width(); // the shadows
    key.dpr = dpr;
    key.rect = m_layout.seatPaintRect(player);
    key.highContrast = m_scene.highContrast;
    return key;
}

const QPixmap &TableStillLayer::update(QSize size)
{
    const qreal dpr = m_pixmaps.dpr();
    const int seats = int(m_layout.seats.size());
    if (m_background.isNull() || m_background.deviceIndependentSize() != QSizeF(size)
        || m_background.devicePixelRatio() != dpr || m_seatRoom.size() != seats) {
        // The room and the table never move: rendered once per size and look.
        m_background = QPixmap(size * dpr);
        m_background.setDevicePixelRatio(dpr);
        QPainter bp(&m_background);
        bp.setRenderHint(QPainter::Antialiasing);
        paintTable(bp, size);
        bp.end();
        // The room under each seat, to paint a seat's place anew from (a
        // seat at the window's edge reaches past it: only what is inside).
        m_seatRoom.clear();
        for (int i = 0; i < seats; ++i) {
            const QRect r = m_layout.seatPaintRect(i) & QRect(QPoint(0, 0), size);
            m_seatRoom.append(
                m_background.copy(QRectF(QPointF(r.topLeft()) * dpr, QSizeF(r.size()) * dpr).toRect()));
        }
        m_seatKeys = QList<SeatKey>(seats);
        m_seatRects = QList<QRect>(seats);
    }
    // A seat whose look changed is painted anew where it painted and where
    // it paints now, over the room under it, with the seats whose content
    // shares that place (in seat order, as they overlap). A seat changes
    // only with the game, a few times a second at most, so seats cost
    // nothing in the frames between.
    QList<QRect> stale; // one place a changed seat painted or paints
    QList<SeatLook> looks;
    for (int i = 0; i < seats; ++i) {
        looks.append(m_scene.seatLook(i));
        SeatKey key = seatKey(i, looks.last());
        if (key != m_seatKeys.at(i)) {
            const QRect now = seatContentRect(i, looks.last());
            stale.append(!m_seatKeys.at(i).painted ? m_layout.seatPaintRect(i)
                                                   : m_seatRects.at(i).united(now));
            m_seatKeys[i] = std::move(key);
            m_seatRects[i] = now;
        }
    }
    if (stale.isEmpty())
        return m_background;
    QPainter sp(&m_background);
    sp.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    // One place at a time, clipped to its rectangle (the raster engine
    // copies pixmaps by its fast path only inside a rectangular clip).
    for (const QRect &place : std::as_const(stale)) {
        sp.setClipRect(place);
        for (int i = 0; i < seats; ++i) {
            const QRect r =
                m_layout.seatPaintRect(i) & QRect(QPoint(0, 0), size); // where m_seatRoom[i] was taken
            if (place.intersects(r))
                tablepaint::drawAligned(sp, QRectF(r), m_seatRoom.at(i));
        }
        for (int i = 0; i < seats; ++i)
            if (place.intersects(m_seatRects.at(i)))
                paintSeat(sp, i, looks.at(i));
    }
    sp.end();
    return m_background;
}

QRect TableStillLayer::seatContentRect(int player, const SeatLook &look) const
{
    return m_layout.seatContentRect(player, !seatStatus(player, look).text.isEmpty(),
                                    player == m_scene.dealer);
}

TableStillLayer::SeatStatus TableStillLayer::seatStatus(int player, const SeatLook &look) const
{
    const QColor colour = m_scene.seat(player).colour;
    SeatStatus status;
    if (look.out) {
        status = {tr("OUT"), QColor(0x5a, 0x5a, 0x5a), {}};
    } else if (look.winner) {
        status = {tr("★ winner"), QColor(0xf4, 0xc4, 0x30), {}};
    } else if (look.sitOut > 0) {
        // No slaps for this many more cards: locked out after a misslap
        // (docs/RULES.md §11.3; script mode's event is `sit_out` for both),
        // or sitting out after a missed slap-in (§4).
        status = {look.lockedOut ? tr("locked out: %n card(s)", nullptr, look.sitOut)
                                 : tr("sits out: %n card(s)", nullptr, look.sitOut),
                  QColor(0x7a, 0x5a, 0x3a),
                  {}};
    } else if (look.collects) {
        status = {tr("collects…"), colour, {}};
    } else if (look.answering) {
        status = {tr("▶ answer: %n chance(s) left", nullptr, look.chances), colour, {}};
    } else if (look.turn) {
        status = {tr("▶ to play"), colour, {}};
    } else if (look.challenger) {
        status = {tr("challenger"), QColor(0, 0, 0, 60), colour};
    }
    if (m_scene.highContrast && !status.text.isEmpty() && status.fill.alpha() < 255) {
        // Nothing of the panel's rim or the table's edge shows through.
        status.fill = Qt::black;
        if (!status.border.isValid())
            status.border = Qt::white;
    }
    return status;
}

void TableStillLayer::paintSeat(QPainter &p, int player, const SeatLook &look)
{
    const TableLayout::Seat &g = m_layout.seats.at(player);
    const SeatText text = seatText(player, look);
    QPoint origin;
    const QPixmap *body = seatBody(player, look, text, &origin);

    p.save();
    if (body) {
        tablepaint::drawAligned(p, QPointF(origin) / m_pixmaps.dpr(), *body);
        p.setOpacity(look.out ? 0.5 : 1.0);
    } else { // too big for the cache
        p.setOpacity(look.out ? 0.5 : 1.0);
        paintSeatBody(p, player, look, text);
    }
    paintStack(p, g.card, look.count, look.out);

    const qreal x = g.info.left();
    p.setFont(text.countFont);
    p.setPen(m_scene.highContrast ? QColor(Qt::white) : QColor(0xf2, 0xf2, 0xea));
    const QString number = QString::number(look.count);
    const QFontMetricsF countFm(text.countFont);
    p.drawText(QPointF(x, text.countY + countFm.ascent()), number);
    p.setFont(scaledFont(0.95));
    p.setPen(m_scene.highContrast ? QColor(Qt::white) : QColor(0xc8, 0xd2, 0xcc));
    p.drawText(QPointF(x + countFm.horizontalAdvance(number) + countFm.height() * 0.2,
                       text.countY + countFm.ascent()),
               tr("cards", "after the number of cards in a hand", look.count));

    // The status line: the most important of these, or nothing.
    if (const SeatStatus status = seatStatus(player, look); !status.text.isEmpty())
        paintStatus(p, g.status, status);
    p.restore();
}

// A status pill, drawn once per text, colours and place (on whole device
// pixels) into a pixmap and copied: the pills move with the turn from seat
// to seat, and a pill is a translucent rounded rect and a line of text.
void TableStillLayer::paintStatus(QPainter &p, const QRectF &place, const SeatStatus &status)
{
    QPoint origin;
    if (const QPixmap *pill = statusPixmap(place, status, &origin))
        tablepaint::drawAligned(p, QPointF(origin) / m_pixmaps.dpr(), *pill);
    else // too big for the cache
        drawStatus(p, place, status);
}

void TableStillLayer::drawStatus(QPainter &p, const QRectF &place, const SeatStatus &status) const
{
    QFont statusFont = scaledFont(0.95, true);
    // Shrink a long status until it fits the seat rather than cutting it.
    while (QFontMetricsF(statusFont).horizontalAdvance(status.text) + QFontMetricsF(statusFont).height()
               > place.width()
           && statusFont.pixelSize() > 8)
        statusFont.setPixelSize(statusFont.pixelSize() - 1);
    tablepaint::drawPill(p, place.center(), status.text, statusFont, status.fill, status.border,
                         place.width());
}

const QPixmap *TableStillLayer::statusPixmap(const QRectF &place, const SeatStatus &status, QPoint *origin)
{
    const qreal dpr = m_pixmaps.dpr();
    const QRect area = place.toAlignedRect().adjusted(-2, -2, 2, 2); // the pill's border and antialiasing
    *origin = QPoint(int(std::floor(area.left() * dpr)), int(std::floor(area.top() * dpr)));
    const QSize pixels = (QSizeF(area.size()) * dpr).toSize() + QSize(2, 2);
    const qsizetype kib = qsizetype(pixels.width()) * pixels.height() * 4 / 1024 + 1;
    const int budget = int(kib * std::max<qsizetype>(1, m_layout.seats.size()) * 2);
    if (m_pills.maxCost() < budget) // only grown: a larger pill must not push others out
        m_pills.setMaxCost(budget);
    if (kib > budget)
        return nullptr;
    const QString key = QStringList{status.text,
                                    QString::number(status.fill.rgba()),
                                    QString::number(status.border.isValid() ? status.border.rgba() : 0),
                                    QString::number(place.x() * dpr - origin->x()),
                                    QString::number(place.y() * dpr - origin->y()),
                                    QString::number(place.width()),
                                    QString::number(place.height())}
                            .join(QChar(0x1f));
    if (QPixmap *cached = m_pills.object(key))
        return cached;
    auto *pill = new QPixmap(pixels);
    pill->setDevicePixelRatio(dpr);
    pill->fill(Qt::transparent);
    QPainter pp(pill);
    pp.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    pp.translate(-QPointF(*origin) / dpr);
    drawStatus(pp, place, status);
    pp.end();
    m_pills.insert(key, pill, kib);
    return pill;
}

void TableStillLayer::warmUpSeat(int player)
{
    if (player < 0 || player >= m_layout.seats.size())
        return;
    SeatLook look = m_scene.seatLook(player);
    look.collects = look.answering = look.challenger = look.winner = false;
    look.sitOut = 0;
    look.lockedOut = false;
    const SeatText text = seatText(player, look);
    QPoint origin;
    for (const bool turn : {false, true}) {
        look.turn = turn;
        seatBody(player, look, text, &origin);
    }
    if (!look.out)
        statusPixmap(m_layout.seats.at(player).status, seatStatus(player, look), &origin); // "to play"
}

bool TableStillLayer::showsKeys(const SeatLook &look) const
{
    // Before the deal the keys teach; once dealt, only a seat that can still
    // play or slap: not out, with cards, the game not over.
    if (!m_scene.dealt())
        return true;
    return !look.out && look.count > 0 && !m_scene.session->isOver();
}

TableStillLayer::SeatText TableStillLayer::seatText(int player, const SeatLook &look) const
{
    const TableLayout::Seat &g = m_layout.seats.at(player);
    const SeatInfo info = m_scene.seat(player);
    SeatText text;
    const QFontMetricsF nameFm(scaledFont(1.15, true));
    // Under the name: a bot's level, a person's keys while they can use
    // them (in short where the seat is too narrow for the words).
    const QFontMetricsF badgeFm(scaledFont(0.82));
    const bool keys = info.isHuman && showsKeys(look);
    text.level = info.isHuman ? (keys ? info.keys : QString()) : GameText::level(info.level);
    if (keys && badgeFm.horizontalAdvance(text.level) + badgeFm.height() > g.info.width()
        && !info.shortKeys.isEmpty())
        text.level = info.shortKeys;
    text.countFont = scaledFont(1.5, true);
    const QFontMetricsF countFm(text.countFont);
    // Name, level badge and count, centred beside the stack.
    const qreal block =
        nameFm.height() * 1.25 + (text.level.isEmpty() ? 0 : badgeFm.height() * 1.6) + countFm.height();
    text.nameY = g.info.center().y() - block / 2;
    text.countY = text.nameY + nameFm.height() * 1.25 + (text.level.isEmpty() ? 0 : badgeFm.height() * 1.6);
    return text;
}

// What of a seat changes only with its turn, the dealer button and who
// sits there (its panel, the button, the name and the level) is drawn once
// per look into a pixmap on whole device pixels and copied; the stack, the
// count and the status, which change with the cards, are painted over it.
// A seat changes with every card played, and text is the dearest thing on it.
const QPixmap *TableStillLayer::seatBody(int player, const SeatLook &look, const SeatText &text,
                                         QPoint *origin)
{
    const SeatInfo info = m_scene.seat(player);
    const qreal dpr = m_pixmaps.dpr();
    const bool dealer = player == m_scene.dealer;
    const QRectF area(m_layout.seatContentRect(player, false, dealer));
    *origin = QPoint(int(std::floor(area.left() * dpr)), int(std::floor(area.top() * dpr)));
    const QSize pixels = (area.size() * dpr).toSize() + QSize(2, 2);
    const qsizetype kib = qsizetype(pixels.width()) * pixels.height() * 4 / 1024 + 1;
    const int budget = int(std::max<qsizetype>(1, kib) * std::max<qsizetype>(1, m_layout.seats.size()) * 2);
    if (m_bodies.maxCost() < budget) // only grown: the dealer's larger body must not push others out
        m_bodies.setMaxCost(budget);
    if (kib > budget)
        return nullptr;
    const bool glow = look.turn || look.collects;
    // Joined, not arg()ed: a name may hold "%1".
    const QString key = QStringList{QString::number(player),
                                    QString::number(look.out),
                                    QString::number(glow),
                                    QString::number(dealer),
                                    info.name,
                                    text.level,
                                    info.colour.name(QColor::HexArgb),
                                    QString::number(origin->x()),
                                    QString::number(origin->y()),
                                    QString::number(pixels.width()),
                                    QString::number(pixels.height())}
                            .join(QChar(0x1f));
    if (QPixmap *cached = m_bodies.object(key))
        return cached;
    auto *pm = new QPixmap(pixels);
    pm->setDevicePixelRatio(dpr);
    pm->fill(Qt::transparent);
    QPainter bp(pm);
    bp.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    bp.translate(-QPointF(*origin) / dpr);
    bp.setOpacity(look.out ? 0.5 : 1.0);
    paintSeatBody(bp, player, look, text);
    bp.end();
    m_bodies.insert(key, pm, kib);
    return pm;
}

void TableStillLayer::paintSeatBody(QPainter &p, int player, const SeatLook &look, const SeatText &text)
{
    const TableLayout::Seat &g = m_layout.seats.at(player);
    const SeatInfo info = m_scene.seat(player);
    const QPixmap &plaque = plaquePixmap(look.out, look.turn || look.collects ? info.colour : QColor());
    p.drawPixmap(g.plaque.topLeft() - QPointF(m_layout.plaqueMargin(), m_layout.plaqueMargin()), plaque);
    if (player == m_scene.dealer) {
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

    // The name with a dot in the seat's colour, the level badge under it.
    const QFont nameFont = scaledFont(1.15, true);
    const QFontMetricsF nameFm(nameFont);
    const QFont badgeFont = scaledFont(0.82);
    const QFontMetricsF badgeFm(badgeFont);
    qreal y = text.nameY;
    const qreal dot = nameFm.height() * 0.42;
    p.setPen(Qt::NoPen);
    p.setBrush(look.out ? QColor(0x80, 0x80, 0x80) : info.colour);
    p.drawEllipse(QRectF(g.info.left(), y + (nameFm.height() - dot) / 2, dot, dot));
    p.setFont(nameFont);
    p.setPen(Qt::white);
    const QRectF nameRect(g.info.left() + dot * 1.6, y, g.info.width() - dot * 1.6, nameFm.height());
    p.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
               nameFm.elidedText(info.name, Qt::ElideRight, nameRect.width()));
    y += nameFm.height() * 1.25;
    if (!text.level.isEmpty()) {
        const qreal bw = std::min(g.info.width(), badgeFm.horizontalAdvance(text.level) + badgeFm.height());
        tablepaint::drawPill(p, QPointF(g.info.left() + bw / 2, y + badgeFm.height() * 0.65), text.level,
                             badgeFont, m_scene.highContrast ? QColor(Qt::black) : QColor(255, 255, 255, 38),
                             m_scene.highContrast ? QColor(Qt::white) : QColor(255, 255, 255, 70),
                             g.info.width());
    }
}

} // namespace ratscrew
