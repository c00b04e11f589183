// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableWidget.h"

#include "GameSession.h"
#include "help/PatternExamples.h"
#include "story/GameNarrator.h"
#include "table/Speeds.h"
#include "table/SvgCardDeck.h"
#include "text/GameText.h"

#include <QAccessible>
#include <QEasingCurve>
#include <QFontInfo>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ratscrew {

namespace {

// More flights than this at once (a burst of plays in a test or after a
// stall) are not worth watching: the oldest lands at once.
constexpr int kMaxFlights = 12;

} // namespace

TableWidget::TableWidget(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Table"));
    setFocusPolicy(Qt::NoFocus);
    setMouseTracking(true); // for the pointing-hand cursor
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_coachTimer.setSingleShot(true);
    m_coachTimer.setInterval(speeds::kCoachMarkMs);
    connect(&m_coachTimer, &QTimer::timeout, this, [this] { showCoachMark({}, QString()); });
}

void TableWidget::showCoachMark(const QList<Card> &cards, const QString &caption)
{
    if (!m_coachCards.isEmpty())
        update(coachMarkRect().toAlignedRect().adjusted(-2, -2, 2, 2));
    m_coachCards = cards;
    m_coachCaption = caption;
    if (cards.isEmpty()) {
        m_coachTimer.stop();
        return;
    }
    m_coachTimer.start();
    update(coachMarkRect().toAlignedRect().adjusted(-2, -2, 2, 2));
}

QRectF TableWidget::coachMarkRect() const
{
    if (m_coachCards.isEmpty())
        return {};
    const Layout &l = layout();
    const int n = int(std::min<qsizetype>(4, m_coachCards.size()));
    const QSizeF card = l.pileCard * 0.55;
    const qreal gap = card.width() * 0.12;
    const qreal pad = card.width() * 0.15;
    const QSizeF box(n * card.width() + (n - 1) * gap + 2 * pad, card.height() + l.fontPx * 1.6 + 2 * pad);
    // On the felt left of the piles, or right of them where the left is short.
    QRectF r(QPointF(l.pile.left() - box.width() - card.width() * 0.3, l.centre.y() - box.height() / 2), box);
    if (r.left() < l.table.left() + l.table.width() * 0.06)
        r.moveLeft(l.pile.right() + card.width() * 0.3);
    return r;
}

TableWidget::~TableWidget()
{
    clearEffects();
}

// -- The session ------------------------------------------------------------

void TableWidget::setSession(GameSession *session)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    clearEffects();
    if (session) {
        connect(session, &GameSession::gameStarted, this, [this] {
            clearEffects();
            resync();
        });
        connect(session, &GameSession::actionApplied, this, &TableWidget::onActionApplied);
        connect(session, &GameSession::stateChanged, this, &TableWidget::resync);
        connect(session, &GameSession::pausedChanged, this, [this](bool paused) {
            m_paused = paused;
            update();
        });
        connect(session, &QObject::destroyed, this, [this] {
            clearEffects();
            resync();
        });
    }
    resync();
}

GameSession *TableWidget::session() const
{
    return m_session.data();
}

void TableWidget::setDealer(int player)
{
    m_dealer = player;
    update();
}

void TableWidget::setSeats(const QList<SeatInfo> &seats)
{
    m_seats = seats;
    m_seatTooltips.clear();
    update();
}

int TableWidget::playerCount() const
{
    if (m_session && m_session->hasGame())
        return m_session->players();
    return int(std::min<qsizetype>(m_seats.size(), kMaxPlayers));
}

SeatInfo TableWidget::seatInfo(int player) const
{
    SeatInfo info = player < m_seats.size() ? m_seats.at(player) : SeatInfo();
    if (info.name.isEmpty())
        info.name = player == 0 ? tr("You") : tr("Player %1").arg(player + 1);
    if (!info.colour.isValid())
        info.colour = defaultSeatColour(player);
    return info;
}

void TableWidget::setPointOfView(const PointOfView &view)
{
    m_view = view;
    // A seat may read "You": every seat is painted anew (an empty key),
    // the list keeps one key per seat for the still layer to index.
    m_stillSeatKeys.fill(QString());
    update();
}

void TableWidget::resync()
{
    updateChanged();
    m_paused = m_session && m_session->hasGame() && m_session->isPaused();
    const QString description = describe();
    if (description != accessibleDescription()) {
        setAccessibleDescription(description);
#if QT_CONFIG(accessibility)
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
#endif
    }
}

TableWidget::SeatLook TableWidget::seatLook(int player) const
{
    SeatLook look;
    if (!m_session || !m_session->hasGame())
        return look;
    const GameSession &s = *m_session;
    const bool over = s.isOver();
    look.count = s.handSize(player);
    look.out = s.isOut(player);
    look.turn = !over && s.turnPlayer() == player;
    look.challenger = !over && s.challengerPlayer() == player;
    look.answering = look.turn && s.challengerPlayer() >= 0;
    look.chances = look.answering ? s.chancesLeft() : 0;
    look.collects = s.pendingPlayer() == player;
    look.winner = over && s.winner() == player;
    look.sitOut = s.game().sitOutCards(player);
    return look;
}

void TableWidget::updateChanged()
{
    const bool paused = m_session && m_session->hasGame() && m_session->isPaused();
    const bool over = m_session && m_session->hasGame() && m_session->isOver();
    const int players = playerCount();
    QList<SeatLook> looks;
    looks.reserve(players);
    for (int p = 0; p < players; ++p)
        looks.append(seatLook(p));
    // A pause, the end (its banner), another size or table: all of it.
    if (paused != m_paused || over != m_shownOver || size() != m_shownSize
        || looks.size() != m_seatLooks.size()) {
        update();
    } else {
        for (int p = 0; p < players; ++p)
            if (looks.at(p) != m_seatLooks.at(p))
                update(seatPaintRect(p));
        update(pileArea());
    }
    m_seatLooks = looks;
    m_shownOver = over;
    m_shownSize = size();
}

QRect TableWidget::seatPaintRect(int player) const
{
    return seatContentRect(player, true, true);
}

QRect TableWidget::seatContentRect(int player, const SeatLook &look) const
{
    return seatContentRect(player, !seatStatus(player, look).text.isEmpty(), player == m_dealer);
}

QRect TableWidget::seatContentRect(int player, bool status, bool dealer) const
{
    const Layout &l = layout();
    if (player < 0 || player >= l.seats.size())
        return {};
    const SeatGeometry &g = l.seats.at(player);
    const qreal margin = plaqueMargin();
    const qreal d = std::max(14.0, l.cardHeight * 0.16);
    QRectF r = g.plaque.adjusted(-margin, -margin, margin, margin);
    if (status) // the status line under the panel (g.seat holds both)
        r |= g.seat.united(g.status.adjusted(-l.fontPx, -l.fontPx, l.fontPx, l.fontPx));
    if (dealer)
        r |= QRectF(g.plaque.topRight() - QPointF(d, d), QSizeF(d * 2, d * 2));
    return r.toAlignedRect().adjusted(-2, -2, 2, 2);
}

QRect TableWidget::pileArea() const
{
    const Layout &l = layout();
    // The fans with their tilt and shadows, a misslap's shake and the
    // rings around a pile waiting to be collected.
    const qreal pad = l.cardHeight * 0.2;
    QRectF area = l.pile.united(fanRect(PileId::Slap));
    if (l.split)
        area = area.united(fanRect(PileId::Split));
    return area.adjusted(-pad, -pad, pad, pad).toAlignedRect();
}

QPointF TableWidget::flightTarget(const Effect &e) const
{
    layout();
    return e.kind == Effect::Kind::Burn ? slotRect(0).center() + QPointF(fanX(-0.4) - fanX(0), 0)
                                        : slotRect(kVisiblePileCards - 1, e.pile).center();
}

TableWidget::FanPlace TableWidget::sweepPlace(const Effect &e, qreal t) const
{
    const Layout &l = layout();
    const QPointF from = l.centre + pileOffset(e.pile);
    const QPointF target =
        e.player >= 0 && e.player < l.seats.size() ? l.seats.at(e.player).card.center() : from;
    const qreal shrink = l.seatCard.height() / l.pileCard.height();
    return {pileOffset(e.pile) + (target - from) * t, 1.0 - (1.0 - shrink) * t};
}

QRectF TableWidget::effectBounds(const Effect &e) const
{
    const Layout &l = layout();
    const qreal t = e.anim ? e.anim->currentValue().toReal() : 0.0;
    const qreal glow = l.cardHeight * 0.15; // banners' glow strokes, rings
    switch (e.kind) {
    case Effect::Kind::Flight:
    case Effect::Kind::Burn: {
        if (e.player < 0 || e.player >= l.seats.size())
            return {};
        if (m_reduceMotion) // it fades in where it lands
            return pileArea();
        // The card's centre on its way (as paintEffects() moves it), and
        // room for any turn, the mid-air lift and the shadow.
        const QPointF from = l.seats.at(e.player).card.center();
        const QPointF centre = from + (flightTarget(e) - from) * t;
        const QSizeF big = l.pileCard * 1.12;
        const qreal r = std::hypot(big.width(), big.height()) / 2 + l.cardHeight * 0.08;
        return QRectF(centre - QPointF(r, r), QSizeF(2 * r, 2 * r));
    }
    case Effect::Kind::Sweep: {
        // The fan where paintEffects() draws it now: moved toward the
        // winner and shrunk about the pile's centre (see paintFan()).
        const QRectF fan = fanRect(e.pile).adjusted(-glow, -glow, glow, glow);
        if (e.player < 0 || e.player >= l.seats.size() || m_reduceMotion || !e.anim
            || e.anim->state() == QAbstractAnimation::Stopped)
            return fan;
        const FanPlace place = sweepPlace(e, t);
        const QRectF base = fanRect(PileId::Slap).adjusted(-glow, -glow, glow, glow);
        const auto map = [&](QPointF x) { return l.centre + place.offset + (x - l.centre) * place.scale; };
        return QRectF(map(base.topLeft()), map(base.bottomRight())).normalized();
    }
    case Effect::Kind::MoveOver:
        return fanRect(PileId::Slap).united(fanRect(PileId::Split)).adjusted(-glow, -glow, glow, glow);
    case Effect::Kind::Slap:
    case Effect::Kind::Misslap: {
        // The glow round the fan, the shaken pile, the name's pills over it.
        const QRectF fan = fanRect(e.pile).adjusted(-glow, -glow, glow, glow);
        const QPointF pill = l.centre + pileOffset(e.pile);
        const qreal w = l.pile.width() * 1.6;
        return fan.united(pileArea())
            .united(QRectF(pill.x() - w / 2, pill.y() - l.pileCard.height(), w, l.pileCard.height() * 2));
    }
    case Effect::Kind::Call: {
        const QRectF fan = fanRect(e.pile).adjusted(-glow, -glow, glow, glow);
        if (e.player < 0 || e.player >= l.seats.size())
            return fan;
        const QRectF seat = l.seats.at(e.player).plaque;
        const qreal h = l.fontPx * 1.8 * 1.25 * 2;
        return fan.united(QRectF(seat.center().x() - seat.width() * 0.6 - h, seat.center().y() - h,
                                 seat.width() * 1.2 + 2 * h, 2 * h));
    }
    }
    return QRectF(rect());
}

QString TableWidget::describe() const
{
    if (!m_session || !m_session->hasGame())
        return tr("No game.");
    const GameSession &s = *m_session;
    const int you = this->you();
    auto name = [this, you](int player) { return player == you ? tr("You") : seatInfo(player).name; };
    QStringList parts;
    if (s.isOver()) {
        parts << (s.winner() < 0      ? tr("The game is a draw.")
                  : s.winner() == you ? tr("You won the game.")
                                      : tr("%1 won the game.").arg(name(s.winner())));
    } else if (s.isPaused()) {
        parts << tr("Paused.");
    }
    if (!s.isOver()) {
        const int turn = s.turnPlayer();
        if (s.pendingPlayer() >= 0)
            parts << tr("%1 collects the pile.").arg(name(s.pendingPlayer()));
        else if (s.challengerPlayer() >= 0)
            parts
                << (turn == 0
                        ? tr("You must answer: %n chance(s) left.", nullptr, s.chancesLeft())
                        : tr("%1 must answer: %n chance(s) left.", nullptr, s.chancesLeft()).arg(name(turn)));
        else if (turn >= 0)
            parts << (turn == you ? tr("Your turn.") : tr("%1 to play.").arg(name(turn)));
    }
    QStringList top;
    for (Card c : visiblePileCards())
        top << GameText::card(c);
    const int pileSize = int(s.pile().size());
    parts << (top.isEmpty() ? tr("The pile is empty.")
                            : tr("Pile: %1, %n card(s).", nullptr, pileSize).arg(top.join(QLatin1Char(' '))));
    if (s.hasSplit()) { // docs/RULES.md §9.2
        QStringList split;
        for (Card c : visibleSplitCards())
            split << GameText::card(c);
        parts << tr("Split pile: %1, %n card(s).", nullptr, int(s.splitPile().size()))
                     .arg(split.join(QLatin1Char(' ')));
        if (!s.isOver() && s.challengerPlayer() >= 0)
            parts << (s.challengePile() == PileId::Split ? tr("The challenge is on the split pile.")
                                                         : tr("The challenge is on the slap pile."));
        else if (!s.isOver() && s.turnPlayer() >= 0)
            parts << (s.nextPile() == PileId::Split ? tr("The next card goes onto the split pile.")
                                                    : tr("The next card goes onto the slap pile."));
    }
    QStringList counts;
    for (int p = 0; p < s.players(); ++p)
        counts << (s.isOut(p) ? tr("%1 out").arg(name(p))
                              : tr("%1: %n card(s)", nullptr, s.handSize(p)).arg(name(p)));
    parts << tr("Cards: %1.").arg(counts.join(QStringLiteral(", ")));
    for (int p = 0; p < s.players(); ++p) {
        if (const int wait = s.game().sitOutCards(p); wait > 0)
            parts << (p == you ? tr("You sit out for %n more card(s).", nullptr, wait)
                               : tr("%1 sits out for %n more card(s).", nullptr, wait).arg(name(p)));
    }
    return parts.join(QLatin1Char(' '));
}

QList<Card> TableWidget::visibleSplitCards() const
{
    if (!m_session || !m_session->hasGame())
        return {};
    const std::span<const Card> split = m_session->splitPile();
    const auto shown = std::min<std::ptrdiff_t>(std::ssize(split), kVisiblePileCards);
    return QList<Card>(split.end() - shown, split.end());
}

QList<Card> TableWidget::visiblePileCards() const
{
    if (!m_session || !m_session->hasGame())
        return {};
    const std::span<const Card> pile = m_session->pile();
    const int shown = std::min(m_session->playedCount(), kVisiblePileCards);
    return QList<Card>(pile.end() - shown, pile.end());
}

// -- Geometry ---------------------------------------------------------------

QRectF TableWidget::seatRect(int player) const
{
    const Layout &l = layout();
    return player >= 0 && player < l.seats.size() ? l.seats.at(player).seat : QRectF();
}

QRectF TableWidget::pileRect() const
{
    return layout().pile;
}

QRectF TableWidget::pileRect(PileId pile) const
{
    layout();
    if (pile == PileId::Split && !m_layout.split)
        return {};
    return fanRect(pile);
}

bool TableWidget::splitRules() const
{
    return m_session && m_session->hasGame() && m_session->rules().splitEights;
}

const TableWidget::Layout &TableWidget::layout() const
{
    const int players = playerCount();
    const bool split = splitRules();
    const qreal textScale = this->textScale();
    if (size() != m_layoutSize || players != m_layoutPlayers || split != m_layoutSplit
        || textScale != m_layoutTextScale) {
        m_layout = computeLayout(QSizeF(size()), players, split, textScale);
        m_layoutSplit = split;
        m_layoutTextScale = textScale;
        m_background = QPixmap();
        m_paintCache.clear();
        m_turnedCards.clear();
        m_uprightCards.clear();
        for (const Effect &e : m_effects)
            e.picture = QPixmap(); // painted for the old layout
        m_layoutSize = size();
        m_layoutPlayers = players;
    }
    // The fan's direction follows the deck (which may load after the
    // layout was made); the pile keeps its room either way.
    const std::shared_ptr<SvgCardDeck> deck = m_cards.deck();
    const bool fanLeft = deck && deck->state() == SvgCardDeck::State::Ready && deck->rankTopRight();
    if (fanLeft != m_layout.fanLeft) {
        m_layout.fanLeft = fanLeft;
        for (const Effect &e : m_effects)
            e.picture = QPixmap(); // painted the other way
    }
    return m_layout;
}

// Seats sit on an ellipse, player 0 at the bottom and the others clockwise
// (screen angles grow clockwise because y points down). The card size
// starts at about min(width, height) / 5.5 and shrinks until no seat
// overlaps another, the pile or the widget's edge.
qreal TableWidget::textScale() const
{
    // 13 px: the usual desktop font (10 pt at 96 dpi, 13 pt on macOS).
    return std::clamp(QFontInfo(font()).pixelSize() / 13.0, 1.0, 2.0);
}

TableWidget::Layout TableWidget::computeLayout(QSizeF size, int players, bool split, qreal textScale)
{
    const qreal w = size.width();
    const qreal h = size.height();
    qreal cardHeight = std::min(w, h) / 5.5;
    Layout l;
    for (int attempt = 0; attempt < 60; ++attempt, cardHeight *= 0.95) {
        const qreal c = cardHeight;
        l = Layout();
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
            SeatGeometry s;
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
        // Room for the cards' small tilt and for the margin of fanRect(), so
        // that the pile area holds both piles' cards.
        const qreal slack = std::max(l.pileCard.height() * 0.06, l.fanStep * 0.3) + 0.5;
        const qreal fanLeft = -l.fanStep - l.pileCard.width() / 2 - l.fanStep * 0.4 - slack;
        const qreal fanRight = l.fanStep + l.pileCard.width() / 2 + slack;
        const qreal fanW = fanRight - fanLeft;
        const qreal gap = l.pileCard.width() * 0.3;
        const qreal shift = split ? (fanW + gap) / 2 : 0.0;
        l.split = split;
        l.splitOffset = QPointF(split ? fanW + gap : 0.0, 0);
        l.centre = QPointF(centre.x() - shift - (fanLeft + fanRight) / 2 * (split ? 1 : 0),
                           centre.y() - captionH / 2);
        const qreal left = l.centre.x() + fanLeft;
        const qreal right = l.centre.x() + fanRight + l.splitOffset.x();
        const qreal top = l.centre.y() - l.pileCard.height() / 2 - slack;
        l.pile = QRectF(left, top, right - left, l.pileCard.height() + 2 * slack + captionH);

        if (layoutFits(l, size))
            break;
    }
    return l;
}

bool TableWidget::layoutFits(const Layout &layout, QSizeF size)
{
    const QRectF widget(QPointF(0, 0), size);
    const qreal gap = 2;
    for (int i = 0; i < layout.seats.size(); ++i) {
        const QRectF a = layout.seats.at(i).seat;
        if (!widget.contains(a) || a.adjusted(-gap, -gap, gap, gap).intersects(layout.pile))
            return false;
        for (int j = i + 1; j < layout.seats.size(); ++j) {
            if (a.adjusted(-gap, -gap, gap, gap).intersects(layout.seats.at(j).seat))
                return false;
        }
    }
    return widget.contains(layout.pile);
}

// -- Animations -------------------------------------------------------------

void TableWidget::setPauseText(const QString &text, const QString &hint)
{
    m_pauseText = text;
    m_pauseHint = hint;
    update();
}

void TableWidget::setFourColourDeck(bool on)
{
    m_cards.setFourColour(on);
    update();
}

void TableWidget::setCardBackColour(const QColor &colour)
{
    m_cards.setBackColour(colour);
    update();
}

void TableWidget::setTableColour(const QColor &colour)
{
    if (!colour.isValid() || colour == m_feltColour)
        return;
    m_feltColour = colour;
    m_background = QPixmap(); // the cached felt
    update();
}

void TableWidget::setLook(const TableLook &look)
{
    setAnimationScale(look.animationScale);
    setFourColourDeck(look.fourColour);
    setCardBackColour(look.cardBack);
    setTableColour(look.felt);
    if (look.highContrast != m_highContrast) {
        m_highContrast = look.highContrast;
        m_background = QPixmap(); // the room and the felt
        m_paintCache.clear();     // the panels and outlines
        update();
    }
    if (look.reduceMotion != m_reduceMotion) {
        m_reduceMotion = look.reduceMotion;
        clearEffects();
    }
}

void TableWidget::setAnimationScale(qreal scale)
{
    m_animationScale = std::clamp<qreal>(scale, 0.0, 3.0);
    if (m_animationScale == 0.0)
        clearEffects();
}

QVariantAnimation *TableWidget::startEffect(Effect effect, int durationMs, bool start)
{
    durationMs = qRound(durationMs * m_animationScale);
    if (durationMs <= 0) // animations off: the card is simply where it lands
        return nullptr;
    auto *anim = new QVariantAnimation(this);
    anim->setStartValue(0.0);
    anim->setEndValue(1.0);
    anim->setDuration(durationMs);
    anim->setEasingCurve(QEasingCurve::OutCubic);
    connect(anim, &QVariantAnimation::valueChanged, this, [this, anim] { effectStepped(anim); });
    connect(anim, &QAbstractAnimation::finished, this, [this, anim] { effectFinished(anim); });
    effect.anim = anim;
    // Where it starts: its first frame repaints from here.
    effect.dirty = effectBounds(effect).toAlignedRect();
    update(effect.dirty);
    m_effects.append(effect);
    if (start)
        anim->start();
    return anim;
}

void TableWidget::effectFinished(QVariantAnimation *anim)
{
    const auto it = effectOf(anim);
    if (it == m_effects.end())
        return;
    // Where it was, and the piles: a card that landed lies there now.
    update(it->dirty.united(effectBounds(*it).toAlignedRect()));
    update(pileArea());
    m_effects.erase(it);
    anim->disconnect(this);
    anim->stop();
    anim->deleteLater();
    // A won pile leaves once the cards flying onto it have landed.
    for (const Effect &e : std::as_const(m_effects)) {
        if (e.kind == Effect::Kind::Sweep && e.anim->state() == QAbstractAnimation::Stopped
            && flyingCards(e.pileSerial) == 0)
            e.anim->start();
    }
}

QList<TableWidget::Effect>::iterator TableWidget::effectOf(const QVariantAnimation *anim)
{
    return std::find_if(m_effects.begin(), m_effects.end(),
                        [anim](const Effect &e) { return e.anim == anim; });
}

void TableWidget::effectStepped(QVariantAnimation *anim)
{
    const auto it = effectOf(anim);
    if (it == m_effects.end())
        return;
    const QRect now = effectBounds(*it).toAlignedRect();
    update(it->dirty.united(now));
    it->dirty = now;
}

void TableWidget::clearEffects()
{
    const QList<Effect> effects = std::exchange(m_effects, {});
    for (const Effect &e : effects) {
        e.anim->disconnect(this);
        e.anim->stop();
        e.anim->deleteLater();
    }
    update();
}

int TableWidget::flyingCards(quint64 serial, PileId pile) const
{
    return int(std::count_if(m_effects.begin(), m_effects.end(), [serial, pile](const Effect &e) {
        return e.kind == Effect::Kind::Flight && e.pile == pile && e.pileSerial == serial;
    }));
}

bool TableWidget::movingOver() const
{
    return std::any_of(m_effects.begin(), m_effects.end(),
                       [](const Effect &e) { return e.kind == Effect::Kind::MoveOver; });
}

// The effects of one action, in the order its events happened. The pile
// is walked from the report's pile before the action, so that a sweep
// takes exactly the cards it won, a card played a moment before included.
void TableWidget::onActionApplied(const ActionReport &r)
{
    QList<Card> pile = r.pileBefore;
    qsizetype played = r.playedBefore.size();
    QList<Card> split = r.splitBefore; // docs/RULES.md §9.2
    for (const Event &e : r.events) {
        switch (e.type) {
        case Event::Type::Play:
            if (e.pile == PileId::Split) {
                split.append(e.card);
            } else {
                pile.append(e.card);
                ++played;
            }
            startFlight(e.seat, e.card, e.pile);
            break;
        case Event::Type::Burn:
            // Each burned card goes to the very bottom of the pile (docs/RULES.md §4).
            for (Card card : e.cards)
                pile.prepend(card);
            if (!e.cards.empty())
                startBurn(e.seat, e.cards[0]);
            break;
        case Event::Type::PileWon:
            if (e.pile == PileId::Split) {
                startSweep(e.seat, split, 0, PileId::Split);
                split.clear();
                break;
            }
            startSweep(e.seat, pile.mid(pile.size() - played), int(pile.size() - played), PileId::Slap);
            pile.clear();
            played = 0;
            if (!split.isEmpty()) { // the split pile moves over
                const auto shown = std::min<qsizetype>(split.size(), kVisiblePileCards);
                startMoveOver(split.mid(split.size() - shown), int(split.size() - shown));
                pile = split;
                played = split.size();
                split.clear();
            }
            break;
        case Event::Type::Slap:
            if (e.call != Call::None)
                startCallFlash(e.seat, e.call);
            else
                startSlapFlash(e.seat, e.valid, e.patterns, e.pile);
            break;
        default:
            break;
        }
    }
}

void TableWidget::startFlight(int player, Card card, PileId pile)
{
    const auto flights = std::count_if(m_effects.begin(), m_effects.end(),
                                       [](const Effect &e) { return e.kind == Effect::Kind::Flight; });
    if (flights >= kMaxFlights) {
        const auto oldest = std::find_if(m_effects.begin(), m_effects.end(),
                                         [](const Effect &e) { return e.kind == Effect::Kind::Flight; });
        effectFinished(oldest->anim);
    }
    Effect e;
    e.kind = Effect::Kind::Flight;
    e.player = player;
    e.card = card;
    e.pile = pile;
    e.pileSerial = pile == PileId::Split ? m_splitSerial : m_pileSerial;
    startEffect(e, speeds::kCardFlightMs);
}

void TableWidget::startBurn(int player, Card card)
{
    Effect e;
    e.kind = Effect::Kind::Burn;
    e.player = player;
    e.card = card;
    startEffect(e, speeds::kBurnFlightMs);
}

void TableWidget::startSweep(int player, const QList<Card> &played, int under, PileId pile)
{
    Effect e;
    e.kind = Effect::Kind::Sweep;
    e.player = player;
    e.pile = pile;
    quint64 &serial = pile == PileId::Split ? m_splitSerial : m_pileSerial;
    e.pileSerial = serial;
    e.cards = played;
    e.under = under;
    ++serial;
    startEffect(e, speeds::kSweepMs, flyingCards(e.pileSerial, pile) == 0);
}

void TableWidget::startMoveOver(const QList<Card> &cards, int under)
{
    Effect e;
    e.kind = Effect::Kind::MoveOver;
    e.pile = PileId::Split;
    e.pileSerial = m_pileSerial; // the cards now lie on the new slap pile
    e.cards = cards;
    e.under = under;
    ++m_splitSerial;
    startEffect(e, speeds::kMoveOverMs);
}

void TableWidget::startCallFlash(int player, Call call)
{
    Effect e;
    e.kind = Effect::Kind::Call;
    e.player = player;
    e.pile = call == Call::Split ? PileId::Split : PileId::Slap;
    e.text = call == Call::Stick ? tr("Stick!") : tr("Split!");
    startEffect(e, speeds::kCallFlashMs);
}

void TableWidget::startSlapFlash(int player, bool valid, PatternSet patterns, PileId pile)
{
    Effect e;
    e.player = player;
    e.pile = pile;
    if (valid) {
        e.kind = Effect::Kind::Slap;
        e.text = GameText::patterns(patterns);
        startEffect(e, speeds::kSlapFlashMs);
    } else {
        e.kind = Effect::Kind::Misslap;
        startEffect(e, speeds::kMisslapFlashMs);
    }
}

// -- Mouse ------------------------------------------------------------------

void TableWidget::mousePressEvent(QMouseEvent *event)
{
    // On press, not release: a slap is a race.
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const QPointF at = event->position();
    if (pileRect().contains(at))
        Q_EMIT pileClicked();
    else if (seatRect(0).contains(at))
        Q_EMIT ownStackClicked();
    else
        return QWidget::mousePressEvent(event);
    event->accept();
}

int TableWidget::seatAt(QPointF pos) const
{
    for (int p = 0; p < playerCount(); ++p) {
        if (seatRect(p).contains(pos))
            return p;
    }
    return -1;
}

bool TableWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int seat = seatAt(help->pos());
        const QString tip = seatTooltip(seat);
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), tip, this, seatRect(seat).toAlignedRect());
        }
        return true;
    }
    return QWidget::event(event);
}

void TableWidget::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF at = event->position();
    const bool active = pileRect().contains(at) || seatRect(0).contains(at);
    if (active)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    QWidget::mouseMoveEvent(event);
}

} // namespace ratscrew
