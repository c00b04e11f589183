// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/CardPainter.h"

#include "table/SvgCardDeck.h"
#include "text/GameText.h"

#include <QFont>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRectF>
#include <QSizeF>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace ratscrew {

namespace {

// The index the built-in faces print: always French (J, Q, K, A), whatever
// marks the text follows (GameText::CardMarks is the installed deck's).
QString builtInIndex(Rank rank)
{
    if (rank == Rank::Ten)
        return QStringLiteral("10");
    if (rank == Rank::Joker)
        return GameText::rank(rank);
    return QString(QLatin1Char(rankLetter(rank)));
}

constexpr int kBackId = SvgCardDeck::kBackId; // not a card id: the back
constexpr int kCacheCostKb = 48 * 1024;       // ~48 MB of pixmaps, enough for every face at two sizes
const QColor kRed(0xc8, 0x10, 0x2e);
const QColor kBlack(0x1c, 0x1c, 0x22);
const QColor kGold(0xc9, 0xa2, 0x3f);
const QColor kCream(0xfd, 0xf6, 0xe3);

// Four-colour decks keep hearts red and spades black and make diamonds
// blue and clubs green, so that suits differ at a glance.
const QColor kBlue(0x1a, 0x5f, 0xb4);
const QColor kGreen(0x1b, 0x7a, 0x2e);

QColor inkFor(Card card, bool fourColour = false)
{
    if (fourColour && card.suit() == Suit::Diamonds)
        return kBlue;
    if (fourColour && card.suit() == Suit::Clubs)
        return kGreen;
    return card.isRed() ? kRed : kBlack;
}

// The four suit symbols as paths in a unit box centred on the origin, so
// a pip looks the same at every size and no font needs the glyphs.
QPainterPath heartPath()
{
    QPainterPath p;
    p.moveTo(0, 0.48);
    p.cubicTo(-0.12, 0.32, -0.5, 0.1, -0.5, -0.17);
    p.cubicTo(-0.5, -0.38, -0.36, -0.48, -0.24, -0.48);
    p.cubicTo(-0.11, -0.48, -0.03, -0.4, 0, -0.28);
    p.cubicTo(0.03, -0.4, 0.11, -0.48, 0.24, -0.48);
    p.cubicTo(0.36, -0.48, 0.5, -0.38, 0.5, -0.17);
    p.cubicTo(0.5, 0.1, 0.12, 0.32, 0, 0.48);
    p.closeSubpath();
    return p;
}

QPainterPath stemPath(qreal top)
{
    QPainterPath p;
    p.moveTo(-0.02, top);
    p.lineTo(0.02, top);
    p.quadTo(0.04, 0.38, 0.2, 0.5);
    p.lineTo(-0.2, 0.5);
    p.quadTo(-0.04, 0.38, -0.02, top);
    p.closeSubpath();
    return p;
}

QPainterPath buildSuitPath(Suit suit)
{
    QPainterPath p;
    switch (suit) {
    case Suit::Hearts:
        return heartPath();
    case Suit::Diamonds:
        p.moveTo(0, -0.5);
        p.quadTo(0.17, -0.21, 0.4, 0);
        p.quadTo(0.17, 0.21, 0, 0.5);
        p.quadTo(-0.17, 0.21, -0.4, 0);
        p.quadTo(-0.17, -0.21, 0, -0.5);
        p.closeSubpath();
        return p;
    case Suit::Spades: {
        // An upside-down heart over a flared stem.
        QTransform flip;
        flip.translate(0, -0.09);
        flip.scale(1.0, -0.8);
        return flip.map(heartPath()).united(stemPath(0.05)).simplified();
    }
    case Suit::Clubs:
        p.addEllipse(QPointF(0, -0.27), 0.21, 0.21);
        p.addEllipse(QPointF(-0.25, 0.07), 0.21, 0.21);
        p.addEllipse(QPointF(0.25, 0.07), 0.21, 0.21);
        p.addEllipse(QPointF(0, 0), 0.12, 0.12);
        p.setFillRule(Qt::WindingFill);
        return p.united(stemPath(0.0)).simplified();
    case Suit::None:
        break;
    }
    return p;
}

const QPainterPath &suitPath(Suit suit)
{
    static const std::array<QPainterPath, 4> paths{buildSuitPath(Suit::Clubs), buildSuitPath(Suit::Diamonds),
                                                   buildSuitPath(Suit::Hearts), buildSuitPath(Suit::Spades)};
    return paths[std::size_t(suit) % 4];
}

// Draws a suit symbol `size` wide centred on `centre`, upside down if asked
// (pips in the lower half of a real card face the other way).
void drawPip(QPainter &p, Suit suit, QPointF centre, qreal size, bool inverted)
{
    p.save();
    p.translate(centre);
    if (inverted)
        p.rotate(180);
    p.scale(size, size);
    p.drawPath(suitPath(suit));
    p.restore();
}

QFont cardFont(qreal pixelSize, bool serif)
{
    QFont f(serif ? QStringLiteral("DejaVu Serif") : QStringLiteral("DejaVu Sans"));
    f.setStyleHint(serif ? QFont::Serif : QFont::SansSerif);
    f.setBold(true);
    f.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    return f;
}

// Standard pip positions (fractions of width and height) for A..10.
struct Pip
{
    qreal x, y;
};
constexpr qreal kL = 0.3, kC = 0.5, kR = 0.7;

std::vector<Pip> pipLayout(int rank)
{
    const std::vector<Pip> sides4{{kL, 0.2}, {kR, 0.2}, {kL, 0.8}, {kR, 0.8}};
    const std::vector<Pip> sides6{{kL, 0.2}, {kR, 0.2}, {kL, 0.5}, {kR, 0.5}, {kL, 0.8}, {kR, 0.8}};
    const std::vector<Pip> sides8{{kL, 0.2}, {kR, 0.2}, {kL, 0.4}, {kR, 0.4},
                                  {kL, 0.6}, {kR, 0.6}, {kL, 0.8}, {kR, 0.8}};
    auto plus = [](std::vector<Pip> base, std::initializer_list<Pip> more) {
        base.insert(base.end(), more);
        return base;
    };
    switch (rank) {
    case 1:
        return {{kC, 0.5}};
    case 2:
        return {{kC, 0.2}, {kC, 0.8}};
    case 3:
        return {{kC, 0.2}, {kC, 0.5}, {kC, 0.8}};
    case 4:
        return sides4;
    case 5:
        return plus(sides4, {{kC, 0.5}});
    case 6:
        return sides6;
    case 7:
        return plus(sides6, {{kC, 0.35}});
    case 8:
        return plus(sides6, {{kC, 0.35}, {kC, 0.65}});
    case 9:
        return plus(sides8, {{kC, 0.5}});
    case 10:
        return plus(sides8, {{kC, 0.3}, {kC, 0.7}});
    default:
        return {};
    }
}

// Rank and suit in the top-left corner; called again rotated for bottom-right.
// Draws a corner index top left and, turned half round, bottom right.
template<typename DrawCorner>
void drawBothCorners(QPainter &p, qreal w, qreal h, DrawCorner drawCorner)
{
    drawCorner();
    p.save();
    p.translate(w, h);
    p.rotate(180);
    drawCorner();
    p.restore();
}

void drawIndex(QPainter &p, qreal w, qreal h, Card card, const QColor &ink)
{
    p.setPen(ink);
    p.setFont(cardFont(h * 0.12, false));
    const QRectF box(w * 0.0, h * 0.03, w * 0.18, h * 0.13);
    if (card.rank() == Rank::Ten) {
        // "10" is two glyphs in one column: squeeze it horizontally.
        p.save();
        p.translate(box.center());
        p.scale(0.78, 1.0);
        p.drawText(QRectF(-box.width(), -box.height() / 2, 2 * box.width(), box.height()), Qt::AlignCenter,
                   builtInIndex(card.rank()));
        p.restore();
    } else {
        p.drawText(box, Qt::AlignCenter, builtInIndex(card.rank()));
    }
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    drawPip(p, card.suit(), QPointF(box.center().x(), h * 0.205), w * 0.105, false);
}

// A small crown / tiara / cap so that K, Q and J differ at a glance.
void drawHeadgear(QPainter &p, Rank rank, QPointF c, qreal s, const QColor &ink)
{
    QPainterPath path;
    if (rank == Rank::King) {
        path.moveTo(c.x() - s * 0.5, c.y() + s * 0.3);
        path.lineTo(c.x() - s * 0.5, c.y() - s * 0.2);
        path.lineTo(c.x() - s * 0.25, c.y() + s * 0.05);
        path.lineTo(c.x(), c.y() - s * 0.35);
        path.lineTo(c.x() + s * 0.25, c.y() + s * 0.05);
        path.lineTo(c.x() + s * 0.5, c.y() - s * 0.2);
        path.lineTo(c.x() + s * 0.5, c.y() + s * 0.3);
        path.closeSubpath();
    } else if (rank == Rank::Queen) {
        path.moveTo(c.x() - s * 0.45, c.y() + s * 0.3);
        path.quadTo(c.x() - s * 0.5, c.y() - s * 0.15, c.x(), c.y() - s * 0.2);
        path.quadTo(c.x() + s * 0.5, c.y() - s * 0.15, c.x() + s * 0.45, c.y() + s * 0.3);
        path.closeSubpath();
        for (int i = -2; i <= 2; ++i)
            path.addEllipse(QPointF(c.x() + i * s * 0.2, c.y() - s * 0.22 - (2 - std::abs(i)) * s * 0.05),
                            s * 0.07, s * 0.07);
    } else {
        // A jack's cap with a feather.
        path.moveTo(c.x() - s * 0.45, c.y() + s * 0.3);
        path.cubicTo(c.x() - s * 0.45, c.y() - s * 0.3, c.x() + s * 0.45, c.y() - s * 0.3, c.x() + s * 0.45,
                     c.y() + s * 0.3);
        path.closeSubpath();
        path.moveTo(c.x() + s * 0.1, c.y() - s * 0.1);
        path.quadTo(c.x() + s * 0.5, c.y() - s * 0.45, c.x() + s * 0.7, c.y() - s * 0.35);
        path.quadTo(c.x() + s * 0.45, c.y() - s * 0.15, c.x() + s * 0.1, c.y() - s * 0.1);
        path.closeSubpath();
    }
    path.setFillRule(Qt::WindingFill);
    p.setPen(QPen(ink, s * 0.05));
    p.setBrush(kGold);
    p.drawPath(path);
}

// One half of a court card; the other half is the same, turned round.
void drawCourtHalf(QPainter &p, qreal w, qreal h, const QRectF &frame, Card card, const QColor &ink)
{
    const QColor robe = card.isRed() ? QColor(0xc8, 0x10, 0x2e, 60) : QColor(0x1f, 0x4e, 0x99, 60);
    // A robe: a band from the shoulders to the middle line.
    QPainterPath band;
    band.moveTo(frame.left(), h * 0.5);
    band.lineTo(frame.left(), h * 0.36);
    band.quadTo(w * 0.5, h * 0.28, frame.right(), h * 0.36);
    band.lineTo(frame.right(), h * 0.5);
    band.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(robe);
    p.drawPath(band);
    // Its gold collar.
    QPainterPath collar;
    collar.moveTo(frame.left(), h * 0.36);
    collar.quadTo(w * 0.5, h * 0.28, frame.right(), h * 0.36);
    p.setPen(QPen(kGold, w * 0.025));
    p.setBrush(Qt::NoBrush);
    p.drawPath(collar);

    drawHeadgear(p, card.rank(), QPointF(w * 0.5, frame.top() + h * 0.085), w * 0.24, ink);
    p.setPen(ink);
    p.setFont(cardFont(h * 0.19, true));
    p.drawText(QRectF(frame.left(), frame.top() + h * 0.12, frame.width(), h * 0.2), Qt::AlignCenter,
               builtInIndex(card.rank()));
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    drawPip(p, card.suit(), QPointF(frame.left() + w * 0.09, frame.top() + h * 0.06), w * 0.1, false);
    drawPip(p, card.suit(), QPointF(w * 0.5, h * 0.42), w * 0.13, false);
}

void drawCourt(QPainter &p, qreal w, qreal h, Card card, const QColor &ink)
{
    const QRectF frame(w * 0.2, h * 0.055, w * 0.6, h * 0.89);
    p.setPen(QPen(ink, std::max(1.0, w * 0.012)));
    p.setBrush(kCream);
    p.drawRect(frame);
    p.save();
    p.setClipRect(frame);
    drawCourtHalf(p, w, h, frame, card, ink);
    p.translate(w, h);
    p.rotate(180);
    drawCourtHalf(p, w, h, frame, card, ink);
    p.restore();
    p.setPen(QPen(kGold, std::max(1.0, w * 0.01)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025));
    p.drawLine(QPointF(frame.left(), h * 0.5), QPointF(frame.right(), h * 0.5));
}

QPainterPath starPath(QPointF c, qreal outer, qreal inner, int points)
{
    QPainterPath path;
    for (int i = 0; i < 2 * points; ++i) {
        const qreal r = i % 2 ? inner : outer;
        const qreal a = -std::numbers::pi / 2 + i * std::numbers::pi / points;
        const QPointF pt(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
        if (i == 0)
            path.moveTo(pt);
        else
            path.lineTo(pt);
    }
    path.closeSubpath();
    return path;
}

void drawJokerIndex(QPainter &p, qreal w, qreal h, const QColor &ink)
{
    p.setPen(ink);
    p.setFont(cardFont(h * 0.062, false));
    const QString word = QStringLiteral("JOKER");
    for (int i = 0; i < word.size(); ++i)
        p.drawText(QRectF(w * 0.02, h * (0.035 + 0.062 * i), w * 0.15, h * 0.065), Qt::AlignCenter,
                   word.at(i));
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawPath(starPath(QPointF(w * 0.095, h * 0.37), w * 0.055, w * 0.024, 5));
}

void drawJoker(QPainter &p, qreal w, qreal h, Card card)
{
    const QColor ink = inkFor(card);
    drawBothCorners(p, w, h, [&] { drawJokerIndex(p, w, h, ink); });

    const QPointF c(w * 0.5, h * 0.42);
    p.setPen(QPen(ink, w * 0.012));
    p.setBrush(kGold);
    p.drawPath(starPath(c, w * 0.3, w * 0.13, 5));
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawPath(starPath(c, w * 0.12, w * 0.05, 5));
    for (int i = 0; i < 5; ++i) {
        const qreal a = -std::numbers::pi / 2 + std::numbers::pi / 5 + i * 2 * std::numbers::pi / 5;
        p.drawEllipse(QPointF(c.x() + w * 0.3 * std::cos(a), c.y() + w * 0.3 * std::sin(a)), w * 0.025,
                      w * 0.025);
    }
    p.setPen(ink);
    p.setFont(cardFont(h * 0.085, true));
    p.drawText(QRectF(w * 0.15, h * 0.68, w * 0.7, h * 0.12), Qt::AlignCenter, QStringLiteral("JOKER"));
}

} // namespace

CardPainter::CardPainter() : m_cache(kCacheCostKb), m_backColour(0x8e, 0x1b, 0x2b) { }

QSizeF CardPainter::sizeForHeight(qreal height)
{
    return {height * kAspect, height};
}

void CardPainter::setBackColour(const QColor &colour)
{
    if (colour == m_backColour)
        return;
    m_backColour = colour;
    m_cache.clear();
}

namespace {

// The application's deck (CardPainter::setSharedDeck); only ever used on
// the GUI thread, like the painters.
std::weak_ptr<SvgCardDeck> &sharedDeckRef()
{
    static std::weak_ptr<SvgCardDeck> deck;
    return deck;
}

} // namespace

std::shared_ptr<SvgCardDeck> CardPainter::deck() const
{
    return m_ownDeck ? m_deck.lock() : sharedDeckRef().lock();
}

void CardPainter::setDeck(std::shared_ptr<SvgCardDeck> deck)
{
    m_ownDeck = true;
    m_deck = deck;
}

void CardPainter::followSharedDeck()
{
    m_ownDeck = false;
    m_deck.reset();
}

void CardPainter::setSharedDeck(const std::shared_ptr<SvgCardDeck> &deck)
{
    sharedDeckRef() = deck;
}

std::shared_ptr<SvgCardDeck> CardPainter::sharedDeck()
{
    return sharedDeckRef().lock();
}

QRectF CardPainter::facePlace(QSizeF size) const
{
    const std::shared_ptr<SvgCardDeck> d = deck();
    const qreal aspect = d ? d->faceAspect() : 0;
    if (!(aspect > 0) || size.isEmpty())
        return QRectF(QPointF(0, 0), size);
    return SvgCardDeck::fitted(QSizeF(aspect, 1), size);
}

QPixmap CardPainter::face(Card card, QSize size, qreal dpr)
{
    if (const std::shared_ptr<SvgCardDeck> d = deck()) {
        const QPixmap pm = d->face(card.id(), size, dpr);
        if (!pm.isNull())
            return pm;
    }
    return render(card.id(), size, dpr);
}

QPixmap CardPainter::back(QSize size, qreal dpr)
{
    if (const std::shared_ptr<SvgCardDeck> d = deck()) {
        const QPixmap pm = d->face(kBackId, size, dpr);
        if (!pm.isNull())
            return pm;
    }
    return render(kBackId, size, dpr);
}

QPixmap CardPainter::render(int id, QSize size, qreal dpr)
{
    if (size.width() < 4 || size.height() < 4 || size.width() > 4000 || size.height() > 4000)
        return {};
    dpr = std::clamp(dpr, 1.0, 8.0);
    const quint64 key = SvgCardDeck::cacheKey(id, size, dpr);
    if (const QPixmap *cached = m_cache.object(key))
        return *cached;

    auto *pm = new QPixmap(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))));
    pm->setDevicePixelRatio(dpr);
    pm->fill(Qt::transparent);
    {
        QPainter p(pm);
        p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing
                         | QPainter::SmoothPixmapTransform);
        // Half a pixel in, so the border line is not cut at the pixmap edge.
        const QRectF rect = QRectF(QPointF(0, 0), QSizeF(size)).adjusted(0.5, 0.5, -0.5, -0.5);
        if (id == kBackId)
            paintBack(p, rect, m_backColour);
        else
            paintFace(p, rect, Card::fromId(id), m_fourColour);
    }
    const QPixmap result = *pm;
    const qint64 costKb = qint64(pm->width()) * pm->height() * 4 / 1024 + 1;
    m_cache.insert(key, pm, qsizetype(costKb));
    return result;
}

void CardPainter::setFourColour(bool on)
{
    if (on == m_fourColour)
        return;
    m_fourColour = on;
    m_cache.clear();
}

void CardPainter::paintFace(QPainter &p, const QRectF &rect, Card card, bool fourColour)
{
    const QColor ink = inkFor(card, fourColour);
    const qreal w = rect.width();
    const qreal h = rect.height();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(rect.topLeft());

    QLinearGradient paper(0, 0, 0, h);
    paper.setColorAt(0, Qt::white);
    paper.setColorAt(1, QColor(0xf3, 0xf1, 0xea));
    p.setPen(QPen(QColor(0x8a, 0x8a, 0x8a), std::max(0.8, w * 0.008)));
    p.setBrush(paper);
    p.drawRoundedRect(QRectF(0, 0, w, h), w * 0.065, w * 0.065);

    if (card.isJoker()) {
        drawJoker(p, w, h, card);
        p.restore();
        return;
    }

    drawBothCorners(p, w, h, [&] { drawIndex(p, w, h, card, ink); });

    const int rank = int(card.rank());
    if (rank >= int(Rank::Jack)) {
        drawCourt(p, w, h, card, ink);
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(ink);
        const qreal pipSize = rank == 1 ? w * (card.suit() == Suit::Spades ? 0.5 : 0.4) : w * 0.185;
        for (const Pip &pip : pipLayout(rank))
            drawPip(p, card.suit(), QPointF(pip.x * w, pip.y * h), pipSize, pip.y > 0.5);
    }
    p.restore();
}

void CardPainter::paintBack(QPainter &p, const QRectF &rect, const QColor &colour)
{
    const qreal w = rect.width();
    const qreal h = rect.height();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(rect.topLeft());
    p.setPen(QPen(QColor(0x8a, 0x8a, 0x8a), std::max(0.8, w * 0.008)));
    p.setBrush(QColor(0xfb, 0xfa, 0xf6));
    p.drawRoundedRect(QRectF(0, 0, w, h), w * 0.065, w * 0.065);

    const qreal m = w * 0.06;
    const QRectF inner(m, m, w - 2 * m, h - 2 * m);
    QLinearGradient shade(0, 0, w, h);
    shade.setColorAt(0, colour.lighter(115));
    shade.setColorAt(1, colour.darker(125));
    p.setPen(Qt::NoPen);
    p.setBrush(shade);
    p.drawRoundedRect(inner, w * 0.04, w * 0.04);

    // The lattice: two families of diagonals, clipped to the inner panel.
    p.save();
    QPainterPath clip;
    clip.addRoundedRect(inner, w * 0.04, w * 0.04);
    p.setClipPath(clip);
    QColor line = colour.lighter(170);
    line.setAlpha(150);
    p.setPen(QPen(line, std::max(0.6, w * 0.012)));
    const qreal step = w * 0.09;
    for (qreal d = -h; d < w + h; d += step) {
        p.drawLine(QPointF(d, 0), QPointF(d + h, h));
        p.drawLine(QPointF(d, h), QPointF(d + h, 0));
    }
    p.restore();

    QColor frame(255, 255, 255, 170);
    p.setPen(QPen(frame, std::max(0.6, w * 0.012)));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(inner.adjusted(w * 0.035, w * 0.035, -w * 0.035, -w * 0.035), w * 0.03, w * 0.03);

    // A medallion in the middle.
    QPainterPath diamond;
    const QPointF c(w / 2, h / 2);
    diamond.moveTo(c.x(), c.y() - w * 0.16);
    diamond.lineTo(c.x() + w * 0.12, c.y());
    diamond.lineTo(c.x(), c.y() + w * 0.16);
    diamond.lineTo(c.x() - w * 0.12, c.y());
    diamond.closeSubpath();
    p.setPen(QPen(frame, std::max(0.6, w * 0.012)));
    p.setBrush(colour.darker(115));
    p.drawPath(diamond);
    p.restore();
}

} // namespace ratscrew
