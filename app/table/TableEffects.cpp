// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableEffects.h"

#include "GameSession.h"
#include "table/Speeds.h"
#include "table/TableLayout.h"

#include <QEasingCurve>
#include <QVariantAnimation>

#include <algorithm>

namespace ratscrew {

qreal TableEffect::eased() const
{
    return !anim || anim->state() == QAbstractAnimation::Stopped ? 0.0 : anim->currentValue().toReal();
}

qreal TableEffect::progress() const
{
    return anim && anim->duration() > 0 ? std::clamp(qreal(anim->currentTime()) / anim->duration(), 0.0, 1.0)
                                        : 1.0;
}

int TableEffect::elapsedMs() const
{
    return anim ? anim->currentTime() : 0;
}

bool TableEffect::started() const
{
    return anim && anim->state() != QAbstractAnimation::Stopped;
}

TableEffects::TableEffects(QObject *parent) : QObject(parent) { }

TableEffects::~TableEffects()
{
    for (const TableEffect &e : std::as_const(m_effects)) {
        e.anim->disconnect(this);
        e.anim->stop();
        delete e.anim;
    }
}

void TableEffects::setAnimationScale(qreal scale)
{
    m_animationScale = std::clamp<qreal>(scale, 0.0, 3.0);
    if (m_animationScale == 0.0)
        clear();
}

void TableEffects::clear()
{
    const QList<TableEffect> effects = std::exchange(m_effects, {});
    for (const TableEffect &e : effects) {
        e.anim->disconnect(this);
        e.anim->stop();
        e.anim->deleteLater();
    }
    Q_EMIT cleared();
}

QVariantAnimation *TableEffects::startEffect(TableEffect effect, int durationMs, bool start, bool scaled)
{
    if (scaled)
        durationMs = qRound(durationMs * m_animationScale);
    if (durationMs <= 0) // animations off: the card is simply where it lands
        return nullptr;
    auto *anim = new QVariantAnimation(this);
    anim->setStartValue(0.0);
    anim->setEndValue(1.0);
    anim->setDuration(durationMs);
    anim->setEasingCurve(QEasingCurve::OutCubic);
    connect(anim, &QVariantAnimation::valueChanged, this, [this, anim] { stepped(anim); });
    connect(anim, &QAbstractAnimation::finished, this, [this, anim] { finished(anim); });
    effect.anim = anim;
    effect.id = m_nextId++;
    // Where it starts: its first frame repaints from here.
    effect.dirty = boundsOf(effect);
    Q_EMIT areaChanged(effect.dirty);
    m_effects.append(effect);
    if (start)
        anim->start();
    return anim;
}

QList<TableEffect>::iterator TableEffects::effectOf(const QVariantAnimation *anim)
{
    return std::find_if(m_effects.begin(), m_effects.end(),
                        [anim](const TableEffect &e) { return e.anim == anim; });
}

void TableEffects::stepped(QVariantAnimation *anim)
{
    const auto it = effectOf(anim);
    if (it == m_effects.end())
        return;
    const QRect now = boundsOf(*it);
    Q_EMIT areaChanged(it->dirty.united(now));
    it->dirty = now;
}

void TableEffects::finished(QVariantAnimation *anim)
{
    const auto it = effectOf(anim);
    if (it == m_effects.end())
        return;
    if (it->inAir)
        return; // it waits where it lands for its report (or goes back)
    drop(it);
}

void TableEffects::drop(QList<TableEffect>::iterator it)
{
    QVariantAnimation *anim = it->anim;
    // Where it was: a card that landed lies on the piles now.
    const QRect area = it->dirty.united(boundsOf(*it));
    m_effects.erase(it);
    anim->disconnect(this);
    anim->stop();
    anim->deleteLater();
    Q_EMIT effectEnded(area);
    // A won pile leaves once the cards flying onto it have landed.
    for (const TableEffect &e : std::as_const(m_effects)) {
        if (e.kind == TableEffect::Kind::Sweep && e.anim->state() == QAbstractAnimation::Stopped
            && flyingCards(e.pileSerial) == 0)
            e.anim->start();
    }
}

int TableEffects::flyingCards(quint64 serial, PileId pile) const
{
    return int(std::count_if(m_effects.begin(), m_effects.end(), [serial, pile](const TableEffect &e) {
        return e.kind == TableEffect::Kind::Flight && !e.inAir && e.pile == pile && e.pileSerial == serial;
    }));
}

QList<TableEffect>::iterator TableEffects::inAirFlight(int player, Card card)
{
    return std::find_if(m_effects.begin(), m_effects.end(), [player, card](const TableEffect &e) {
        return e.kind == TableEffect::Kind::Flight && e.inAir && e.player == player && e.card == card;
    });
}

void TableEffects::throwCard(int player, Card card, PileId pile, int flightMs)
{
    if (m_animationScale == 0.0)
        return; // no motion: the card appears on the pile as it lands
    TableEffect e;
    e.kind = TableEffect::Kind::Flight;
    e.inAir = true;
    e.player = player;
    e.card = card;
    e.pile = pile;
    e.pileSerial = pileSerial(pile);
    startEffect(e, qRound(flightMs / m_clockRate), true, false);
}

void TableEffects::sendBack(int player, Card card)
{
    const auto it = inAirFlight(player, card);
    if (it != m_effects.end())
        drop(it);
    TableEffect e;
    e.kind = TableEffect::Kind::Return;
    e.player = player;
    e.card = card;
    startEffect(e, speeds::kCardReturnMs);
}

bool TableEffects::movingOver() const
{
    return std::any_of(m_effects.begin(), m_effects.end(),
                       [](const TableEffect &e) { return e.kind == TableEffect::Kind::MoveOver; });
}

// The effects of one action, in the order its events happened. What a
// won pile held and what moved over come from the report (the session
// reads them off the table), so the table never works out a pile itself.
void TableEffects::apply(const ActionReport &r)
{
    constexpr int kShown = TableLayout::kVisiblePileCards;
    qsizetype won = 0;
    for (const Event &e : r.events) {
        switch (e.type) {
        case Event::Type::Play:
            if (const auto thrown = inAirFlight(e.seat, e.card); thrown != m_effects.end())
                drop(thrown); // it landed: it lies on the pile now
            else
                startFlight(e.seat, e.card, e.pile);
            break;
        case Event::Type::Burn:
            if (!e.cards.empty())
                startBurn(e.seat, e.cards[0]);
            break;
        case Event::Type::PileWon: {
            const ActionReport::WonPile &pile = r.wonPiles.at(won++);
            startSweep(pile.player, pile.played(), pile.burned, pile.pile);
            if (!pile.movedOver.isEmpty()) { // docs/RULES.md §9.2
                const qsizetype shown = std::min<qsizetype>(pile.movedOver.size(), kShown);
                startMoveOver(pile.movedOver.mid(pile.movedOver.size() - shown),
                              int(pile.movedOver.size() - shown));
            }
            break;
        }
        case Event::Type::Slap:
            // On the pile the slap was judged on (a stick: the challenge's
            // pile, docs/RULES.md §9.1); a split's glow goes round the split
            // pile its card starts (§9.2).
            if (e.call == Call::Split)
                startCallFlash(e.seat, e.call, PileId::Split);
            else if (e.call != Call::None)
                startCallFlash(e.seat, e.call, r.slapPile());
            else
                startSlapFlash(e.seat, e.valid, e.patterns, r.slapPile());
            break;
        default:
            break;
        }
    }
}

void TableEffects::startFlight(int player, Card card, PileId pile)
{
    const auto isFlight = [](const TableEffect &e) { return e.kind == TableEffect::Kind::Flight; };
    if (std::count_if(m_effects.begin(), m_effects.end(), isFlight) >= kMaxFlights)
        finished(std::find_if(m_effects.begin(), m_effects.end(), isFlight)->anim);
    TableEffect e;
    e.kind = TableEffect::Kind::Flight;
    e.player = player;
    e.card = card;
    e.pile = pile;
    e.pileSerial = pileSerial(pile);
    startEffect(e, speeds::kCardFlightMs);
}

void TableEffects::startBurn(int player, Card card)
{
    TableEffect e;
    e.kind = TableEffect::Kind::Burn;
    e.player = player;
    e.card = card;
    startEffect(e, speeds::kBurnFlightMs);
}

void TableEffects::startSweep(int player, const QList<Card> &played, int under, PileId pile)
{
    TableEffect e;
    e.kind = TableEffect::Kind::Sweep;
    e.player = player;
    e.pile = pile;
    quint64 &serial = pile == PileId::Split ? m_splitSerial : m_pileSerial;
    e.pileSerial = serial;
    e.cards = played;
    e.under = under;
    ++serial;
    startEffect(e, speeds::kSweepMs, flyingCards(e.pileSerial, pile) == 0);
}

void TableEffects::startMoveOver(const QList<Card> &cards, int under)
{
    TableEffect e;
    e.kind = TableEffect::Kind::MoveOver;
    e.pile = PileId::Split;
    e.pileSerial = m_pileSerial; // the cards now lie on the new slap pile
    e.cards = cards;
    e.under = under;
    ++m_splitSerial;
    startEffect(e, speeds::kMoveOverMs);
}

void TableEffects::startCallFlash(int player, Call call, PileId pile)
{
    TableEffect e;
    e.kind = TableEffect::Kind::Call;
    e.player = player;
    e.pile = pile;
    e.call = call;
    startEffect(e, speeds::kCallFlashMs);
}

void TableEffects::startSlapFlash(int player, bool valid, PatternSet patterns, PileId pile)
{
    TableEffect e;
    e.player = player;
    e.pile = pile;
    if (valid) {
        e.kind = TableEffect::Kind::Slap;
        e.patterns = patterns;
        startEffect(e, speeds::kSlapFlashMs);
    } else {
        e.kind = TableEffect::Kind::Misslap;
        startEffect(e, speeds::kMisslapFlashMs);
    }
}

} // namespace ratscrew
