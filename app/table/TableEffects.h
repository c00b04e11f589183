// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Game.h"
#include "RuleSet.h"

#include <QList>
#include <QObject>
#include <QRect>

#include <algorithm>
#include <functional>

class QVariantAnimation;

namespace ratscrew {

struct ActionReport;

/// One running effect of the table: what moves or flashes, where from and
/// to, and its animation (0 → 1, eased). Only TableEffects makes them.
struct TableEffect
{
    enum class Kind {
        Flight,   ///< a played card flies from its seat onto a pile, turning face up
        Burn,     ///< a burned card slides face down under the slap pile
        Sweep,    ///< a won pile goes to its winner (after its last cards landed)
        Slap,     ///< a valid slap: the pile glows in the slapper's colour
        Misslap,  ///< a misslap: the pile shakes, a red banner
        Call,     ///< a call (docs/RULES.md §9): "Stick!" or "Split!" at the caller's seat
        MoveOver, ///< the split pile slides over to become the slap pile (§9.2)
        Return,   ///< a card that was in the air goes back to its seat face down (docs/RULES.md §12.1)
    };
    quint64 id = 0; ///< unique among the effects of one table
    Kind kind = Kind::Flight;
    PileId pile = PileId::Slap; ///< Flight, Sweep, Slap, Misslap, Call: which pile
    int player = -1;            ///< the seat it starts at / goes to / is about
    Card card;                  ///< Flight, Burn, Return
    /// Flight: a card in the air (docs/RULES.md §12.1) that is not on the
    /// session's pile yet: it waits where it lands until its report comes
    /// (TableEffects::apply()) or it goes back (TableEffects::sendBack()).
    bool inAir = false;
    /// Flight, Sweep, MoveOver: which pile of its kind it belongs to
    /// (TableEffects::pileSerial() when it started): a card's tilt on the
    /// pile depends on it, and a sweep waits for the flights of its pile.
    quint64 pileSerial = 0;
    QList<Card> cards;      ///< Sweep, MoveOver: the played cards it carries, bottom first
    int under = 0;          ///< Sweep, MoveOver: face-down cards under them
    PatternSet patterns;    ///< Slap: what the slap matched
    Call call = Call::None; ///< Call: which
    QVariantAnimation *anim = nullptr;
    QRect dirty; ///< where it was painted last (logical pixels)

    /// The eased progress (0..1); 0 while not started (a waiting sweep).
    qreal eased() const;
    /// The linear progress (0..1).
    qreal progress() const;
    /// Ms since it started.
    int elapsedMs() const;
    /// False for a sweep whose pile's last cards are still flying.
    bool started() const;
};

/// The table's effect timeline: turns each ActionReport into the effects
/// it shows (card flights, burns, sweeps, slap and call flashes, misslap
/// shakes, the split pile moving over), with their durations (Speeds.h,
/// scaled), and owns their running animations. It knows nothing of
/// painting: where an effect paints comes from the bounds function its
/// owner sets, and what to repaint goes out as areaChanged().
class TableEffects : public QObject
{
    Q_OBJECT

public:
    /// More flights than this at once (a burst of plays in a test or after
    /// a stall) are not worth watching: the oldest lands at once.
    static constexpr int kMaxFlights = 12;

    explicit TableEffects(QObject *parent = nullptr);
    ~TableEffects() override;

    /// Where an effect paints at its animation's present value (logical
    /// pixels); an empty rect if nowhere. Unset: nowhere.
    void setBounds(std::function<QRect(const TableEffect &)> bounds) { m_bounds = std::move(bounds); }

    /// Scales every duration (0..3; 1 = the times in Speeds.h). 0 stops
    /// every effect and starts none: cards are where they land at once.
    void setAnimationScale(qreal scale);
    qreal animationScale() const { return m_animationScale; }

    /// The effects of one action, in the order of its events. A card that
    /// landed after its throw() flight just lies down on the pile.
    void apply(const ActionReport &report);
    /// How fast the game's clock runs against real time (game ms per real
    /// ms, 0.01..100; 1 in play, the replay viewer's speed there).
    void setClockRate(qreal rate) { m_clockRate = std::clamp<qreal>(rate, 0.01, 100.0); }
    qreal clockRate() const { return m_clockRate; }
    /// A card left `player`'s seat for `pile` (docs/RULES.md §12.1): it
    /// flies for exactly `flightMs` of game time (flightMs / clockRate() ms
    /// of real time, not scaled by animationScale(): the rules' clock
    /// lands it) and waits there until its report or its return. Nothing
    /// with animations off: the card appears on the pile as it lands.
    void throwCard(int player, Card card, PileId pile, int flightMs);
    /// The card in the air of `player` went back to their seat.
    void sendBack(int player, Card card);
    /// Stops every effect (a new game, another session, another look).
    void clear();

    bool isAnimating() const { return !m_effects.isEmpty(); }
    /// The running effects, oldest first.
    const QList<TableEffect> &effects() const { return m_effects; }
    /// The pile of `pile`'s kind on the table now: counts the piles won
    /// (slap) or gone (split).
    quint64 pileSerial(PileId pile) const { return pile == PileId::Split ? m_splitSerial : m_pileSerial; }
    /// Cards flying onto pile `serial` of `pile`'s kind that the session's
    /// pile already holds (not those in the air, which it does not hold yet).
    int flyingCards(quint64 serial, PileId pile = PileId::Slap) const;
    /// Whether the split pile is sliding over onto the slap pile's place.
    bool movingOver() const;

Q_SIGNALS:
    /// `area` (logical pixels) shows something else now.
    void areaChanged(const QRect &area);
    /// An effect ended: its cards lie on the piles now.
    void effectEnded(const QRect &area);
    /// clear() stopped every effect.
    void cleared();

private:
    void startFlight(int player, Card card, PileId pile);
    void startBurn(int player, Card card);
    /// The won pile (`played` cards over `under` burned ones) sweeps to `player`.
    void startSweep(int player, const QList<Card> &played, int under, PileId pile);
    /// The split pile (its top `cards` over `under` more) slides over to
    /// become the slap pile (docs/RULES.md §9.2).
    void startMoveOver(const QList<Card> &cards, int under);
    void startSlapFlash(int player, bool valid, PatternSet patterns, PileId pile);
    void startCallFlash(int player, Call call, PileId pile);
    /// `durationMs` is scaled by animationScale() unless `scaled` is false.
    QVariantAnimation *startEffect(TableEffect effect, int durationMs, bool start = true, bool scaled = true);
    /// The running flight of `card` in the air from `player`'s seat, or end().
    QList<TableEffect>::iterator inAirFlight(int player, Card card);
    /// Removes the effect at `it` at once (its area repainted).
    void drop(QList<TableEffect>::iterator it);
    QList<TableEffect>::iterator effectOf(const QVariantAnimation *anim);
    void stepped(QVariantAnimation *anim);
    void finished(QVariantAnimation *anim);
    QRect boundsOf(const TableEffect &e) const { return m_bounds ? m_bounds(e) : QRect(); }

    QList<TableEffect> m_effects;
    std::function<QRect(const TableEffect &)> m_bounds;
    qreal m_animationScale = 1.0;
    qreal m_clockRate = 1.0;
    quint64 m_nextId = 1;
    quint64 m_pileSerial = 0;  // counts won piles; flights know which pile they go to
    quint64 m_splitSerial = 0; // the same for split piles
};

} // namespace ratscrew
