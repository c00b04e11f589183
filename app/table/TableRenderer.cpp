// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableRenderer.h"

#include "GameSession.h"
#include "story/Storyteller.h"
#include "table/Speeds.h"
#include "table/TableEffects.h"
#include "table/TablePaint.h"
#include "text/GameText.h"

#include <QPainter>
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

} // namespace

TableRenderer::TableRenderer() : m_still(m_layout, m_scene, m_pixmaps) { }

void TableRenderer::setLayout(const TableLayout &layout, qreal dpr)
{
    const bool moved = layout.size != m_layout.size || layout.seats.size() != m_layout.seats.size()
                       || layout.split != m_layout.split || layout.fontPx != m_layout.fontPx
                       || dpr != m_pixmaps.dpr();
    const bool turned = layout.fanLeft != m_layout.fanLeft;
    m_layout = layout;
    if (moved) {
        m_pixmaps.reset(m_layout.seatCard, m_layout.pileCard, dpr);
        dropStill();
    }
    if (moved || turned)
        m_pictures.clear(); // painted for the old layout, or the other way
    if (moved)
        restartWarmUp();
}

bool TableRenderer::warmUpNext()
{
    if (m_layout.pileCard.isEmpty())
        return false;
    // The seats first: the turn's glow moves with the first card played.
    if (m_warmedSeats < m_layout.seats.size()) {
        m_still.warmUpSeat(m_warmedSeats++);
        return true;
    }
    if (m_warmedFaces == 0) // the backs of the stacks and of cards in flight
        m_pixmaps.cards().back(m_layout.seatCard.toSize(), m_pixmaps.dpr());
    if (m_warmedFaces >= Card::kMaxCount)
        return false;
    m_pixmaps.cards().face(Card::fromId(m_warmedFaces++), m_layout.pileCard.toSize(), m_pixmaps.dpr());
    return m_warmedFaces < Card::kMaxCount;
}

void TableRenderer::lookChanged()
{
    dropStill();              // the room and the felt
    m_pixmaps.dropOutlines(); // the panels and outlines
}

void TableRenderer::dropPicturesOfEndedEffects()
{
    for (auto it = m_pictures.begin(); it != m_pictures.end();) {
        const quint64 id = it.key();
        const auto &running = m_effects->effects();
        if (std::none_of(running.begin(), running.end(), [id](const TableEffect &e) { return e.id == id; }))
            it = m_pictures.erase(it);
        else
            ++it;
    }
}

QFont TableRenderer::scaledFont(qreal scale, bool bold) const
{
    return tablepaint::scaledFont(m_scene.font, m_layout.fontPx, scale, bold);
}

QRectF TableRenderer::coachMarkRect() const
{
    return m_scene.coachCards.isEmpty() ? QRectF() : coachMark().box;
}

TableLayout::CoachMark TableRenderer::coachMark() const
{
    // Searched for once per layout, cards and caption: frames ask often.
    const qreal caption =
        std::min(QFontMetricsF(scaledFont(0.95, true)).horizontalAdvance(m_scene.coachCaption),
                 m_layout.size.width() * 0.3);
    const CoachMarkKey key{m_layout.size,   int(m_layout.seats.size()),     m_layout.split,
                           m_layout.fontPx, int(m_scene.coachCards.size()), caption};
    if (!(key == m_coachMarkKey)) {
        m_coachMark = m_layout.coachMark(key.cards, caption);
        m_coachMarkKey = key;
    }
    return m_coachMark;
}

QString TableRenderer::clockLabel(qint64 remainingMs)
{
    //: The game's clock on the table: %1 is minutes:seconds ("12:34").
    return tr("Time left: %1").arg(GameText::countdown(remainingMs));
}

QRectF TableRenderer::clockRect() const
{
    const GameSession *s = m_scene.session;
    if (!s || !s->hasGame() || s->isOver() || s->remainingMs() < 0)
        return {};
    // Sized for the widest time this game can show, so that it never moves.
    QString widest = clockLabel(s->timeLimitMs());
    for (QChar &c : widest)
        if (c.isDigit())
            c = QLatin1Char('8');
    const QSizeF box =
        tablepaint::pillRect(QPointF(), widest, scaledFont(1.1, true), m_layout.size.width() * 0.4).size();
    const ClockKey key{m_layout.size, int(m_layout.seats.size()), m_layout.split, box};
    if (!(key == m_clockKey)) {
        m_clockRect = m_layout.clockRect(box);
        m_clockKey = key;
    }
    return m_clockRect;
}

// The time left while a limit applies; the last minute in red.
void TableRenderer::paintClock(QPainter &p)
{
    const QRectF r = clockRect();
    if (r.isEmpty())
        return;
    const qint64 left = m_scene.session->remainingMs();
    const bool last = clockWarns(left);
    p.save();
    tablepaint::drawPill(p, r.center(), clockLabel(left), scaledFont(1.1, true),
                         last ? QColor(0xc6, 0x28, 0x28, 240) : QColor(0x10, 0x18, 0x14, 200),
                         last ? QColor(255, 255, 255, 230) : QColor(255, 255, 255, 90), r.width());
    p.restore();
}

void TableRenderer::paint(QPainter &p, const QRegion &region, const TableEffects &effects)
{
    m_effects = &effects;
    dropPicturesOfEndedEffects();
    const QSize size = m_layout.size.toSize();
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    if (m_useStillLayer) {
        const QPixmap &still = m_still.update(size);
        // Only what changed is painted (an animation frame repaints where
        // its card was and is): the still layer under it, then the piles
        // and what moves.
        const qreal dpr = m_pixmaps.dpr();
        // One rect at a time, clipped to it: the raster engine copies a
        // pixmap by its fast path only inside a rectangular clip.
        for (const QRect &r : region) {
            p.setClipRect(r);
            tablepaint::drawAligned(p, r, still, QRectF(QPointF(r.topLeft()) * dpr, QSizeF(r.size()) * dpr));
        }
        p.setClipping(false);
    } else { // the reference: everything painted as it is
        m_still.paintTable(p, size);
        for (int i = 0; i < m_layout.seats.size(); ++i)
            m_still.paintSeat(p, i, m_scene.seatLook(i));
    }
    paintEffects(p, true); // burned cards slide under the pile
    paintPile(p);
    paintCoachMark(p); // under what moves: a card flies over it
    paintEffects(p, false);
    paintClock(p);
    if (m_scene.session && m_scene.session->isOver()) {
        const int winner = m_scene.session->winner();
        const QString text =
            Storyteller(m_scene.seats, m_scene.view)
                .gameEnd(Storyteller::GameEnd::of(*m_scene.session), Storyteller::EndForm::Caption);
        tablepaint::drawPill(p, m_layout.centre, text, scaledFont(2.0, true),
                             winner < 0 ? QColor(0x50, 0x50, 0x50) : QColor(0xf4, 0xc4, 0x30),
                             QColor(255, 255, 255, 200), size.width() * 0.8);
    }
    if (m_scene.paused) {
        p.fillRect(QRect(QPoint(0, 0), size), QColor(0, 0, 0, 120));
        // With lines under it, the whole group is centred on the table.
        const qreal linesHeight =
            m_scene.pauseLines.isEmpty() ? 0.0 : pauseLinesSize(size.width() * 0.9).height();
        const QRectF pill = tablepaint::drawPill(
            p, QRectF(QPoint(0, 0), size).center() - QPointF(0, linesHeight / 2),
            m_scene.pauseText.isEmpty() ? tr("Paused") : m_scene.pauseText, scaledFont(2.4, true),
            QColor(0x10, 0x18, 0x14, 230), QColor(255, 255, 255, 120), size.width() * 0.8);
        QRectF under = pill;
        if (!m_scene.pauseHint.isEmpty())
            under = tablepaint::drawPill(p, QPointF(pill.center().x(), pill.bottom() + pill.height() * 0.55),
                                         m_scene.pauseHint, scaledFont(1.1, false),
                                         QColor(0x10, 0x18, 0x14, 200), QColor(), size.width() * 0.8);
        if (!m_scene.pauseLines.isEmpty())
            paintPauseLines(p, QPointF(pill.center().x(), under.bottom() + pill.height() * 0.3),
                            size.width() * 0.9);
    }
}

// The pause's lines (a newcomer's goal and keys) in one box, each line
// whole where it fits the width, else elided; its top edge at `top`.
QSizeF TableRenderer::pauseLinesSize(qreal maxWidth) const
{
    const QFontMetricsF fm(scaledFont(1.1, false));
    const qreal pad = fm.height() * 0.6;
    qreal widest = 0;
    for (const QString &line : std::as_const(m_scene.pauseLines))
        widest = std::max(widest, fm.horizontalAdvance(line));
    return {std::min(maxWidth, widest + 2 * pad),
            fm.height() * 1.3 * qreal(m_scene.pauseLines.size()) + pad * 1.4};
}

void TableRenderer::paintPauseLines(QPainter &p, QPointF top, qreal maxWidth)
{
    const QFont font = scaledFont(1.1, false);
    const QFontMetricsF fm(font);
    const qreal pad = fm.height() * 0.6;
    const qreal lineHeight = fm.height() * 1.3;
    const QSizeF boxSize = pauseLinesSize(maxWidth);
    const qreal w = boxSize.width();
    const QRectF box(QPointF(top.x() - w / 2, top.y()), boxSize);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x10, 0x18, 0x14, 215));
    p.drawRoundedRect(box, pad, pad);
    p.setFont(font);
    p.setPen(QColor(Qt::white));
    QRectF line(box.left() + pad, box.top() + pad * 0.7, w - 2 * pad, lineHeight);
    for (const QString &text : std::as_const(m_scene.pauseLines)) {
        p.drawText(line, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, line.width()));
        line.translate(0, lineHeight);
    }
}

void TableRenderer::paintFan(QPainter &p, const QList<Card> &fan, quint64 serial, int under, QPointF offset,
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
        const QRectF base = m_layout.slotRect(0).translated(m_layout.fanX(-0.4) - m_layout.fanX(0), 0);
        const int layers = std::min(1 + (under - 1) / 6, 5);
        const qreal step = m_layout.cardHeight * 0.012;
        for (int k = layers - 1; k >= 0; --k)
            m_pixmaps.paintCard(p, Card(), false, base.center() + QPointF(k * step, k * step), base.size(),
                                -2.0);
    }
    const int first = TableLayout::kVisiblePileCards - (topFree ? 1 : 0) - int(fan.size());
    for (int i = 0; i < fan.size(); ++i)
        m_pixmaps.paintCard(p, fan.at(i), true, m_layout.slotRect(first + i).center(), m_layout.pileCard,
                            tiltFor(fan.at(i), serial));
    p.restore();
}

void TableRenderer::paintPile(QPainter &p)
{
    // A misslap shakes the pile sideways, fading out.
    QPointF shake;
    for (const TableEffect &e : std::as_const(m_effects->effects())) {
        if (e.kind != TableEffect::Kind::Misslap || m_scene.reduceMotion)
            continue;
        const qreal ms = e.elapsedMs();
        const qreal shakeMs = speeds::kMisslapShakeMs * m_scene.animationScale;
        if (ms < shakeMs) {
            const qreal t = ms / shakeMs;
            shake.rx() += std::sin(t * kPi * 6) * (1 - t) * m_layout.cardHeight * 0.07;
        }
    }

    const bool dealt = m_scene.session && m_scene.session->hasGame();
    const std::span<const Card> pile = dealt ? m_scene.session->pile() : std::span<const Card>();
    const int playedCount = dealt ? m_scene.session->playedCount() : 0;
    const int flying = m_effects->flyingCards(m_effects->pileSerial(PileId::Slap));
    // While the split pile slides over (docs/RULES.md §9.2) it is drawn by
    // its effect, not here.
    const int landed = m_effects->movingOver() ? 0 : std::max(0, playedCount - flying);
    const int total = std::max(0, int(pile.size()) - flying);
    const int shown = std::min(fanShown(landed, flying), total);
    const int burned = int(pile.size()) - playedCount;
    const QList<Card> fan(pile.begin() + (total - shown), pile.begin() + total);
    const int under = total - shown;

    const bool waitingSweep =
        std::any_of(m_effects->effects().begin(), m_effects->effects().end(),
                    [](const TableEffect &e) { return e.kind == TableEffect::Kind::Sweep && !e.started(); });
    const int collector = m_scene.session ? m_scene.session->pendingPlayer() : -1;
    const PileId pendingPile = m_scene.session ? m_scene.session->pendingPile() : PileId::Slap;
    if (collector >= 0 && (total > 0 || pendingPile == PileId::Split)) {
        // The pile is about to go to `collector`: a dashed ring in their colour.
        const QRectF ring = m_layout.fanRect(pendingPile).translated(shake);
        m_pixmaps.paintOutline(
            p, ring,
            QPen(m_scene.seat(collector).colour, std::max(2.0, m_layout.cardHeight * 0.025), Qt::DashLine),
            Qt::NoBrush, m_layout.cardHeight * 0.1);
    }
    if (total <= 0 && !waitingSweep && !m_effects->movingOver()) {
        const QRectF slot = m_layout.slotRect(1);
        m_pixmaps.paintOutline(p, slot,
                               QPen(QColor(255, 255, 255, m_scene.highContrast ? 255 : 60),
                                    std::max(1.0, slot.width() * 0.015), Qt::DashLine),
                               QColor(0, 0, 0, 25), slot.width() * 0.065);
    } else if (total > 0) {
        paintFan(p, fan, m_effects->pileSerial(PileId::Slap), under, shake, 1.0, 1.0, flying > 0);
    }

    // The caption under the pile; with a split pile beside it, its name first.
    QStringList caption;
    if (m_scene.dealt() && m_scene.session->hasSplit())
        caption << tr("Slap pile");
    if (under - std::max(0, burned) > 0)
        caption << tr("+%1 under").arg(under - std::max(0, burned));
    if (burned > 0)
        caption << tr("%1 burned").arg(burned);
    if (!caption.isEmpty()) {
        const qreal capH = m_layout.fontPx * 1.7;
        const QRectF r(m_layout.pile.left(), m_layout.pile.bottom() - capH, m_layout.pile.width(), capH);
        p.setFont(scaledFont(1.0));
        p.setPen(m_scene.highContrast ? QColor(Qt::white) : QColor(0xf0, 0xf0, 0xe0, 220));
        const QRectF captionRect = m_layout.split ? QRectF(m_layout.fanRect().left(), r.top(),
                                                           m_layout.fanRect().width(), r.height())
                                                  : r;
        p.drawText(captionRect, Qt::AlignCenter, caption.join(QStringLiteral("  ·  ")));
    }
    if (m_layout.split)
        paintSplitPile(p, shake);
    paintPileMarkers(p);
}

// docs/RULES.md §9.2: the split pile beside the slap pile, or the dashed
// place it would take.
void TableRenderer::paintSplitPile(QPainter &p, QPointF shake)
{
    const bool dealt = m_scene.session && m_scene.session->hasGame();
    const std::span<const Card> split = dealt ? m_scene.session->splitPile() : std::span<const Card>();
    const int flying = m_effects->flyingCards(m_effects->pileSerial(PileId::Split), PileId::Split);
    const int landed = std::max(0, int(split.size()) - flying);
    const int shown = fanShown(landed, flying);
    const bool sweeping =
        std::any_of(m_effects->effects().begin(), m_effects->effects().end(), [](const TableEffect &e) {
            return (e.kind == TableEffect::Kind::Sweep && e.pile == PileId::Split)
                   || e.kind == TableEffect::Kind::MoveOver;
        });
    if (landed > 0) {
        const QList<Card> fan(split.begin() + (landed - shown), split.begin() + landed);
        paintFan(p, fan, m_effects->pileSerial(PileId::Split), landed - shown, m_layout.splitOffset + shake,
                 1.0, 1.0, flying > 0);
    } else if (!sweeping && flying == 0) {
        const QRectF slot = m_layout.slotRect(1, PileId::Split);
        m_pixmaps.paintOutline(p, slot,
                               QPen(QColor(255, 255, 255, m_scene.highContrast ? 255 : 35),
                                    std::max(1.0, slot.width() * 0.012), Qt::DotLine),
                               QColor(0, 0, 0, 12), slot.width() * 0.065);
        p.setFont(scaledFont(0.9));
        p.setPen(QColor(255, 255, 255, m_scene.highContrast ? 255 : 80));
        p.drawText(slot.adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, tr("Split an 8 here"));
    }
    QStringList caption;
    if (landed > 0)
        caption << tr("Split pile");
    if (landed - shown > 0)
        caption << tr("+%1 under").arg(landed - shown);
    if (!caption.isEmpty()) {
        const qreal capH = m_layout.fontPx * 1.7;
        const QRectF fan = m_layout.fanRect(PileId::Split);
        p.setFont(scaledFont(1.0));
        p.setPen(m_scene.highContrast ? QColor(Qt::white) : QColor(0xf0, 0xf0, 0xe0, 220));
        p.drawText(QRectF(fan.left(), m_layout.pile.bottom() - capH, fan.width(), capH), Qt::AlignCenter,
                   caption.join(QStringLiteral("  ·  ")));
    }
}

// With a split pile: a bar under the pile the next card goes onto, in the
// colour of the player to play, and the challenge's pill over its pile.
void TableRenderer::paintPileMarkers(QPainter &p)
{
    if (!m_scene.dealt() || !m_scene.session->hasSplit() || m_scene.session->isOver())
        return;
    const CardFlight flight = m_scene.session->flight(); // its player's turn as the table shows it
    const int turn = flight.inAir() ? flight.player : m_scene.session->turnPlayer();
    const int challenger = m_scene.session->challengerPlayer();
    if (turn >= 0) {
        const QRectF bar = m_layout.nextPileBar(m_scene.session->nextPile());
        const qreal h = bar.height();
        p.setPen(Qt::NoPen);
        p.setBrush(m_scene.seat(turn).colour);
        p.drawRoundedRect(bar, h / 2, h / 2);
    }
    if (challenger >= 0) {
        const QRectF fan = m_layout.fanRect(m_scene.session->challengePile());
        const int chances = m_scene.session->chancesLeft();
        const QString text =
            challenger == m_scene.view.you
                ? tr("You challenge · %n chance(s)", nullptr, chances)
                : tr("%1 challenges · %n chance(s)", nullptr, chances).arg(m_scene.seat(challenger).name);
        tablepaint::drawPill(p, QPointF(fan.center().x(), fan.top() - m_layout.fontPx * 0.4), text,
                             scaledFont(0.85, true), m_scene.seat(challenger).colour,
                             QColor(255, 255, 255, 160), fan.width() * 1.1);
    }
}

void TableRenderer::paintEffects(QPainter &p, bool underPile)
{
    for (const TableEffect &e : std::as_const(m_effects->effects())) {
        if (underPile || e.kind != TableEffect::Kind::Sweep)
            continue;
        // A won pile: in place while its last cards fly, then off to the winner.
        const qreal t = e.eased();
        const int flying = m_effects->flyingCards(e.pileSerial, e.pile);
        const int landed = std::max(0, int(e.cards.size()) - flying);
        const int shown = fanShown(landed, flying);
        const QList<Card> fan = e.cards.mid(landed - shown, shown);
        const int under = e.under + landed - shown;
        if (!e.started()) { // its last cards still land
            paintFan(p, fan, e.pileSerial, under, m_layout.pileOffset(e.pile), 1.0, 1.0, flying > 0);
            continue;
        }
        // Once it leaves the fan no longer changes: it is drawn once in
        // place (in the frame it sets off, where it is not yet moved) and
        // then moved, shrunk and faded as a picture.
        const qreal rim = m_layout.cardHeight * 0.06; // the cards' tilt and shadows
        const QRect area = m_layout.fanRect(e.pile).adjusted(-rim, -rim, rim, rim).toAlignedRect();
        const auto drawFan = [&](QPainter &fp) {
            paintFan(fp, fan, e.pileSerial, under, m_layout.pileOffset(e.pile), 1.0, 1.0);
            return QRectF(area);
        };
        if (m_scene.reduceMotion) { // it fades where it lies
            paintPicture(p, e, area, 1.0 - t, drawFan);
            continue;
        }
        // paintFan()'s move and shrink about the pile's centre, applied to
        // the fan as it lay (at its pile's own offset).
        const TableLayout::FanPlace place = m_layout.sweepPlace(e.pile, e.player, t);
        p.save();
        p.translate(m_layout.centre + place.offset);
        p.scale(place.scale, place.scale);
        p.translate(-(m_layout.centre + m_layout.pileOffset(e.pile)));
        paintPicture(p, e, area, 1.0 - 0.7 * t, drawFan);
        p.restore();
    }
    for (const TableEffect &e : std::as_const(m_effects->effects())) {
        if (underPile || e.kind != TableEffect::Kind::MoveOver)
            continue;
        // The split pile slides left onto the slap pile's place.
        if (m_scene.reduceMotion) // it fades in where it goes
            paintFan(p, e.cards, e.pileSerial, e.under, QPointF(), 1.0, e.eased());
        else
            paintFan(p, e.cards, e.pileSerial, e.under, m_layout.splitOffset * (1.0 - e.eased()), 1.0, 1.0);
    }
    for (const TableEffect &e : std::as_const(m_effects->effects())) {
        if (underPile || e.kind != TableEffect::Kind::Return)
            continue;
        if (e.player < 0 || e.player >= m_layout.seats.size())
            continue;
        // docs/RULES.md §12.1: back from the pile to its seat, face down.
        const qreal t = e.eased();
        const QPointF from = m_layout.flightTarget(false, PileId::Slap);
        const QPointF to = m_layout.seats.at(e.player).card.center();
        p.save();
        if (m_scene.reduceMotion)
            p.setOpacity(1.0 - t);
        const QSizeF size = m_layout.pileCard + (m_layout.seatCard - m_layout.pileCard) * t;
        m_pixmaps.paintCard(p, e.card, false, m_scene.reduceMotion ? to : from + (to - from) * t, size, 0.0);
        p.restore();
    }
    for (const TableEffect &e : std::as_const(m_effects->effects())) {
        if (e.kind != (underPile ? TableEffect::Kind::Burn : TableEffect::Kind::Flight))
            continue;
        if (e.player < 0 || e.player >= m_layout.seats.size())
            continue;
        const qreal t = e.eased();
        const qreal lin = e.progress();
        const QPointF from = m_layout.seats.at(e.player).card.center();
        const bool burn = e.kind == TableEffect::Kind::Burn;
        const QPointF to = m_layout.flightTarget(burn, e.pile);
        if (m_scene.reduceMotion) { // it fades in where it lands
            p.save();
            p.setOpacity(t);
            m_pixmaps.paintCard(p, e.card, !burn, to, m_layout.pileCard,
                                burn ? -2.0 : tiltFor(e.card, e.pileSerial));
            p.restore();
            continue;
        }
        const QSizeF size = m_layout.seatCard + (m_layout.pileCard - m_layout.seatCard) * t;
        // The card lifts a little mid-air and turns over: a flip is a
        // horizontal scale through zero, the back before, the face after.
        const qreal lift = 1.0 + 0.12 * std::sin(kPi * lin);
        const qreal flip = std::cos(kPi * std::min(1.0, t * 1.15));
        const bool faceUp = !burn && flip < 0;
        m_pixmaps.paintCard(p, e.card, faceUp, from + (to - from) * t, size * lift,
                            burn ? -2.0 * t : tiltFor(e.card, e.pileSerial) * t, burn ? 1.0 : std::abs(flip));
    }
    for (const TableEffect &e : std::as_const(m_effects->effects())) {
        if (!underPile && (e.kind == TableEffect::Kind::Slap || e.kind == TableEffect::Kind::Misslap))
            paintBanner(p, e, e.progress());
        else if (e.kind == TableEffect::Kind::Call)
            paintCallBanner(p, e, e.progress(), underPile);
    }
}

// docs/RULES.md §9: a glow round the pile the call is about, in the
// caller's colour (painted under the pile, so that the challenge's pill over
// the pile stays whole), and "Stick!" or "Split!" beside their seat (over
// the pile).
void TableRenderer::paintCallBanner(QPainter &p, const TableEffect &e, qreal t, bool underPile)
{
    if (e.player < 0 || e.player >= m_layout.seats.size())
        return;
    const SeatInfo info = m_scene.seat(e.player);
    const qreal alpha = t < 0.1 ? t / 0.1 : 1.0 - std::max(0.0, t - 0.5) / 0.5;
    p.save();
    p.setOpacity(std::clamp(alpha, 0.0, 1.0));
    if (underPile) {
        const QRectF fan = m_layout.fanRect(e.pile);
        const qreal width = m_layout.cardHeight * 0.06;
        p.setPen(QPen(info.colour, width));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(fan.adjusted(-width, -width, width, width), m_layout.cardHeight * 0.12,
                          m_layout.cardHeight * 0.12);
    } else {
        tablepaint::drawPill(p, callPillCentre(e), callText(e), callFont(t), info.colour,
                             QColor(255, 255, 255, 220), callPillMaxWidth(e));
    }
    p.restore();
}

QString TableRenderer::callText(const TableEffect &e)
{
    return e.call == Call::Stick ? tr("Stick!") : tr("Split!");
}

QFont TableRenderer::callFont(qreal t) const
{
    const qreal pop =
        m_scene.reduceMotion ? 1.0 : 1.0 + 0.25 * std::max(0.0, 1.0 - t / 0.15); // bigger as it appears
    return scaledFont(1.8 * pop, true);
}

qreal TableRenderer::callPillMaxWidth(const TableEffect &e) const
{
    return m_layout.seats.at(e.player).plaque.width() * 1.2;
}

QRectF TableRenderer::callPillRect(const TableEffect &e) const
{
    return tablepaint::pillRect(callPillCentre(e), callText(e), callFont(e.progress()), callPillMaxWidth(e));
}

// The call's pill just off the caller's seat on the side toward the piles
// (above a seat at the bottom, beside one at the side), clear of every
// seat's name and count, which stay readable through the call: where that
// side would cover a neighbour's, the other side toward the piles, then the
// far sides. Placed for the pill at its largest (as it appears), so that it
// stays put while it shrinks.
QPointF TableRenderer::callPillCentre(const TableEffect &e) const
{
    const QRectF seat = m_layout.seats.at(e.player).seat;
    const QSizeF pill = tablepaint::pillRect(QPointF(), callText(e), callFont(0), callPillMaxWidth(e)).size();
    const QPointF toward = m_layout.centre - seat.center();
    const qreal gap = m_layout.fontPx * 0.3;
    const QPointF vertical(0, (toward.y() < 0 ? -1 : 1) * (seat.height() / 2 + gap + pill.height() / 2));
    const QPointF horizontal((toward.x() < 0 ? -1 : 1) * (seat.width() / 2 + gap + pill.width() / 2), 0);
    const bool mostlyVertical = std::abs(toward.y()) / seat.height() >= std::abs(toward.x()) / seat.width();
    const QRectF room(QPointF(0, 0), m_layout.size);
    const auto place = [&](QPointF offset) {
        QPointF at = seat.center() + offset;
        at.setX(std::clamp(at.x(), room.left() + pill.width() / 2,
                           std::max(room.left() + pill.width() / 2, room.right() - pill.width() / 2)));
        at.setY(std::clamp(at.y(), room.top() + pill.height() / 2,
                           std::max(room.top() + pill.height() / 2, room.bottom() - pill.height() / 2)));
        return at;
    };
    const QList<QPointF> offsets = mostlyVertical
                                       ? QList<QPointF>{vertical, horizontal, -horizontal, -vertical}
                                       : QList<QPointF>{horizontal, vertical, -vertical, -horizontal};
    for (const QPointF &offset : offsets) {
        const QPointF at = place(offset);
        const QRectF r(at - QPointF(pill.width() / 2, pill.height() / 2), pill);
        bool clear = true;
        for (const TableLayout::Seat &other : m_layout.seats)
            clear = clear && !r.intersects(other.info);
        if (clear)
            return at;
    }
    return place(offsets.constFirst());
}

// Coach mode: the cards of a pattern the person missed, ringed, beside the pile.
void TableRenderer::paintCoachMark(QPainter &p)
{
    if (m_scene.coachCards.isEmpty())
        return;
    const TableLayout::CoachMark mark = coachMark();
    const QRectF r = mark.box;
    if (r.isEmpty())
        return;
    const QSizeF card = mark.card;
    const qreal gap = mark.gap;
    const qreal pad = mark.pad;
    p.save();
    p.setPen(QPen(QColor(0xf4, 0xc4, 0x30), std::max(2.0, m_layout.fontPx * 0.15)));
    // Opaque on a high-contrast table, whose white rim would show through.
    p.setBrush(QColor(0x10, 0x18, 0x14, m_scene.highContrast ? 255 : 215));
    p.drawRoundedRect(r, pad, pad);
    const QFont font = scaledFont(0.95, true);
    p.setFont(font);
    p.setPen(Qt::white);
    const QRectF caption(r.left() + pad, r.top() + pad * 0.5, r.width() - 2 * pad,
                         m_layout.fontPx * 1.6 * mark.captionLines);
    const QFontMetricsF fm(font);
    const bool wraps =
        mark.captionLines > 1
        && fm.boundingRect(caption, Qt::AlignCenter | Qt::TextWordWrap, m_scene.coachCaption).height()
               <= caption.height();
    if (wraps)
        p.drawText(caption, Qt::AlignCenter | Qt::TextWordWrap, m_scene.coachCaption);
    else
        p.drawText(caption, Qt::AlignCenter,
                   fm.elidedText(m_scene.coachCaption, Qt::ElideRight, caption.width()));

    const QList<Card> shown = m_scene.coachCards.mid(std::max<qsizetype>(0, m_scene.coachCards.size() - 4));
    const int columns = std::max(1, mark.columns);
    const int rows = (int(shown.size()) + columns - 1) / columns;
    const qreal cardsWidth = (std::min(columns, int(shown.size())) - 1) * mark.advance + card.width();
    for (int i = 0; i < int(shown.size()); ++i) {
        const int row = i / columns, column = i % columns;
        const QPointF centre(r.center().x() - cardsWidth / 2 + card.width() / 2 + column * mark.advance,
                             r.bottom() - pad - card.height() / 2 - (rows - 1 - row) * (card.height() + gap));
        m_pixmaps.paintCard(p, shown.at(i), true, centre, card, 0, 1.0, false);
    }
    p.restore();
}

TableRenderer::BannerPills TableRenderer::bannerPills(const TableEffect &e) const
{
    BannerPills pills;
    const bool valid = e.kind == TableEffect::Kind::Slap;
    const QString name = m_scene.seat(e.player).name;
    pills.title = valid ? tr("SLAP! %1").arg(name) : tr("✗ %1").arg(name);
    pills.patterns = valid ? GameText::patterns(e.patterns) : QString();
    pills.maxWidth = m_layout.pile.width() * 1.6;
    const QPointF titleAt =
        m_layout.centre + m_layout.pileOffset(e.pile) - QPointF(0, m_layout.pileCard.height() * 0.12);
    pills.titlePill = tablepaint::pillRect(titleAt, pills.title, scaledFont(1.6, true), pills.maxWidth);
    pills.patternsPill = tablepaint::pillRect(
        QPointF(pills.titlePill.center().x(), pills.titlePill.bottom() + pills.titlePill.height() * 0.55),
        pills.patterns, scaledFont(0.95, true), pills.maxWidth);
    return pills;
}

void TableRenderer::paintBanner(QPainter &p, const TableEffect &e, qreal t)
{
    // Quick in, slow out.
    const qreal alpha = t < 0.12 ? t / 0.12 : 1.0 - (t - 0.12) / 0.88;
    const bool valid = e.kind == TableEffect::Kind::Slap;
    const SeatInfo info = m_scene.seat(e.player);
    const BannerPills pills = bannerPills(e);
    const QRectF fan = m_layout.fanRect(e.pile);
    const qreal reach = 5 * m_layout.cardHeight * 0.03; // the widest stroke's outer edge
    // The picture holds what the banner draws (the glow round the fan and
    // the pills), not all the pile's shake may cover: less to clear and
    // fill on the frame of the slap.
    QRectF drawn = fan.adjusted(-reach, -reach, reach, reach) | pills.titlePill;
    if (!pills.patterns.isEmpty())
        drawn |= pills.patternsPill;
    const QRect area = drawn.toAlignedRect().adjusted(-2, -2, 2, 2) & effectBounds(e);
    paintPicture(p, e, area, std::clamp(alpha, 0.0, 1.0), [&](QPainter &bp) {
        const QColor colour = valid ? info.colour : QColor(0xe5, 0x39, 0x35);
        const qreal radius = m_layout.cardHeight * 0.1;
        for (int k = 5; k >= 1; --k) {
            // Each stroke lies outside the fan, so the glow never hides a card.
            const qreal width = k * m_layout.cardHeight * 0.03;
            QColor glow = colour;
            glow.setAlpha(30 + (5 - k) * 30);
            bp.setPen(QPen(glow, width));
            bp.setBrush(Qt::NoBrush);
            bp.drawRoundedRect(fan.adjusted(-width / 2, -width / 2, width / 2, width / 2), radius + width / 2,
                               radius + width / 2);
        }
        QColor wash = colour;
        wash.setAlpha(25);
        bp.setPen(Qt::NoPen);
        bp.setBrush(wash);
        bp.drawRoundedRect(fan, radius, radius);
        QRectF used = fan.adjusted(-reach, -reach, reach, reach);
        used |= tablepaint::drawPill(bp, pills.titlePill.center(), pills.title, scaledFont(1.6, true), colour,
                                     QColor(255, 255, 255, 200), pills.maxWidth);
        if (!pills.patterns.isEmpty())
            used |=
                tablepaint::drawPill(bp, pills.patternsPill.center(), pills.patterns, scaledFont(0.95, true),
                                     QColor(0, 0, 0, 190), colour, pills.maxWidth);
        return used;
    });
}

void TableRenderer::paintPicture(QPainter &p, const TableEffect &e, const QRect &area, qreal opacity,
                                 const std::function<QRectF(QPainter &)> &draw)
{
    if (opacity <= 0) // not yet (or no longer) to be seen
        return;
    const qreal dpr = m_pixmaps.dpr();
    Picture &picture = m_pictures[e.id];
    if (picture.pixmap.isNull() || picture.pixmap.devicePixelRatio() != dpr) {
        // The pictures of the running effects together stay within a
        // screenful of pixels: when many overlap (a replay at speed, a
        // flurry of slaps), the newer ones are painted directly each frame.
        const auto bytes = [](const QPixmap &pm) { return qint64(pm.width()) * pm.height() * 4; };
        qint64 held = 0;
        for (auto it = m_pictures.cbegin(); it != m_pictures.cend(); ++it)
            held += it.key() == e.id ? 0 : bytes(it->pixmap);
        const qint64 screenful =
            qint64(m_layout.size.width() * dpr) * qint64(m_layout.size.height() * dpr) * 4;
        if (held + qint64(area.width() * dpr) * qint64(area.height() * dpr) * 4 > screenful) {
            picture.pixmap = QPixmap();
            p.save();
            p.setOpacity(opacity);
            draw(p);
            p.restore();
            return;
        }
        QPixmap pixmap(area.size() * dpr);
        pixmap.setDevicePixelRatio(dpr);
        pixmap.fill(Qt::transparent);
        QPainter pp(&pixmap);
        pp.setRenderHints(p.renderHints());
        pp.translate(-area.topLeft());
        // Pens leave up to a pixel of antialiasing outside what they draw.
        const QRect used = draw(pp).toAlignedRect().adjusted(-1, -1, 1, 1) & area;
        pp.end();
        picture = {pixmap, used, area.topLeft()};
    }
    const QRect &a = picture.area;
    const QRectF source(QPointF(a.topLeft() - picture.origin) * dpr, QSizeF(a.size()) * dpr);
    p.save();
    p.setOpacity(opacity);
    // Moved or scaled, the picture's clear rim smooths its edges: no need
    // for the antialiasing rasterizer, which is dearer than the fetch.
    p.setRenderHint(QPainter::Antialiasing, false);
    tablepaint::drawAligned(p, QRectF(a), picture.pixmap, source); // a plain copy where it was drawn
    p.restore();
}

QList<QRectF> TableRenderer::effectLabels(const TableEffects &effects) const
{
    QList<QRectF> labels;
    for (const TableEffect &e : effects.effects()) {
        if (e.player < 0 || e.player >= m_layout.seats.size())
            continue;
        if (e.kind == TableEffect::Kind::Call) {
            labels << callPillRect(e);
        } else if (e.kind == TableEffect::Kind::Slap || e.kind == TableEffect::Kind::Misslap) {
            const BannerPills pills = bannerPills(e);
            labels << pills.titlePill;
            if (!pills.patterns.isEmpty())
                labels << pills.patternsPill;
        }
    }
    if (const QRectF coach = coachMarkRect(); !coach.isEmpty())
        labels << coach;
    return labels;
}

QRect TableRenderer::effectBounds(const TableEffect &e) const
{
    return effectArea(e).toAlignedRect();
}

QRectF TableRenderer::effectArea(const TableEffect &e) const
{
    const TableLayout &l = m_layout;
    const qreal t = e.anim ? e.anim->currentValue().toReal() : 0.0;
    const qreal glow = l.cardHeight * 0.15; // banners' glow strokes, rings
    switch (e.kind) {
    case TableEffect::Kind::Flight:
    case TableEffect::Kind::Burn:
    case TableEffect::Kind::Return: {
        if (e.player < 0 || e.player >= l.seats.size())
            return {};
        const bool back = e.kind == TableEffect::Kind::Return;
        if (m_scene.reduceMotion) // it fades in where it lands (out where it goes back)
            return back ? l.seats.at(e.player).card.adjusted(-4, -4, 4, 4) : l.pileArea();
        // The card's centre on its way (as paintEffects() moves it), and
        // room for any turn, the mid-air lift and the shadow.
        const QPointF seat = l.seats.at(e.player).card.center();
        const QPointF pile = l.flightTarget(e.kind == TableEffect::Kind::Burn, back ? PileId::Slap : e.pile);
        const QPointF from = back ? pile : seat;
        const QPointF centre = from + ((back ? seat : pile) - from) * t;
        const QSizeF big = l.pileCard * 1.12;
        const qreal r = std::hypot(big.width(), big.height()) / 2 + l.cardHeight * 0.08;
        return QRectF(centre - QPointF(r, r), QSizeF(2 * r, 2 * r));
    }
    case TableEffect::Kind::Sweep: {
        // The fan where paintEffects() draws it now: moved toward the
        // winner and shrunk about the pile's centre (see paintFan()).
        const QRectF fan = l.fanRect(e.pile).adjusted(-glow, -glow, glow, glow);
        if (e.player < 0 || e.player >= l.seats.size() || m_scene.reduceMotion || !e.anim || !e.started())
            return fan;
        const TableLayout::FanPlace place = l.sweepPlace(e.pile, e.player, t);
        const QRectF base = l.fanRect(PileId::Slap).adjusted(-glow, -glow, glow, glow);
        const auto map = [&](QPointF x) { return l.centre + place.offset + (x - l.centre) * place.scale; };
        return QRectF(map(base.topLeft()), map(base.bottomRight())).normalized();
    }
    case TableEffect::Kind::MoveOver:
        return l.fanRect(PileId::Slap).united(l.fanRect(PileId::Split)).adjusted(-glow, -glow, glow, glow);
    case TableEffect::Kind::Slap:
    case TableEffect::Kind::Misslap: {
        // The glow round the fan, the shaken pile, the name's pills over it.
        const QRectF fan = l.fanRect(e.pile).adjusted(-glow, -glow, glow, glow);
        const QPointF pill = l.centre + l.pileOffset(e.pile);
        const qreal w = l.pile.width() * 1.6;
        return fan.united(l.pileArea())
            .united(QRectF(pill.x() - w / 2, pill.y() - l.pileCard.height(), w, l.pileCard.height() * 2));
    }
    case TableEffect::Kind::Call: {
        const QRectF fan = l.fanRect(e.pile).adjusted(-glow, -glow, glow, glow);
        if (e.player < 0 || e.player >= l.seats.size())
            return fan;
        // The pill at its present size and place, its border and
        // antialiasing included.
        const QRectF pill = callPillRect(e);
        const qreal edge = pill.height() * 0.1 + 2;
        return fan.united(pill.adjusted(-edge, -edge, edge, edge));
    }
    }
    return QRectF(QPointF(), l.size);
}

} // namespace ratscrew
