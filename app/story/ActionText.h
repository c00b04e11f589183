// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Table.h"
#include "seating/PointOfView.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ratscrew {

struct ActionReport;
struct Event;
struct RuleSet;

/// The phrases the Storyteller builds its lines on (names, "3 cards", a
/// card played onto a pile, a sentence both the log and the status line
/// say alike), in one translation context ("ratscrew::ActionText"), told
/// from one point of view: the player who is "you" reads "You are out.",
/// everyone else "Bea is out.".
///
/// A player is 0..7; -1 where a sentence allows "nobody" (wentBack()).
class ActionText
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::ActionText)

public:
    /// `names[i]` is player i's name; a missing or empty one reads "Player N".
    void setNames(const QStringList &names) { m_names = names; }
    /// Who is told as "You" (PointOfView::you; -1: nobody). By default
    /// nobody, as PointOfView: every player by name.
    void setPointOfView(const PointOfView &view) { m_you = view.you; }
    /// The player told as "You", -1 for nobody.
    int you() const { return m_you; }
    bool isYou(int player) const { return player >= 0 && player == m_you; }

    /// "You", the player's name, or "Player N" (N = player + 1).
    QString name(int player) const;

    /// "1 card", "9 cards".
    static QString cards(int count);
    /// "1 chance", "3 chances": what an answerer has left in a challenge.
    static QString chances(int count);
    /// `what` (a slap's patterns) on the split pile (docs/RULES.md §9.2):
    /// "a double 9-9 on the split pile".
    static QString onSplitPile(const QString &what);

    /// The card of a `play` event of `r`, with the pile it went onto while
    /// there is a split pile (docs/RULES.md §9.2): "5♣", "5♣ onto the
    /// split pile", "2♥ onto the slap pile".
    static QString playedCard(const Event &play, const ActionReport &r);

    /// A missed slap-in (docs/RULES.md §4): "Bea missed a slap-in and sits
    /// out 2 cards."
    QString sitsOut(int player, int cards) const;
    /// A slap that lost the race by a moment: "Bea was a moment late — no penalty."
    QString late(int player) const;
    /// The person's slap refused while sitting out: "You sit out after a
    /// missed slap-in: you cannot slap yet."
    static QString cannotSlapSittingOut();
    /// `penalty: lockout` (docs/RULES.md §11.3): "Bea slapped on nothing and
    /// is locked out for 5 cards."
    QString lockedOut(int player, int cards) const;
    /// The person's slap refused while locked out: "You are locked out after
    /// a misslap: you cannot slap yet."
    static QString cannotSlapLockedOut();
    /// `penalty: none` (§11.3): "Bea slapped on nothing (no penalty)."
    QString misslapWithoutPenalty(int player) const;
    /// `ten_stops` (§11.2): "Bea's ten stops the challenge."
    QString tenStops(int player) const;
    /// "Bea is out."
    QString out(int player) const;
    /// A card in the air that went back (docs/RULES.md §12.1): "Bea's card
    /// went back: Ann won the pile first." `by` as FlightReturn::byPlayer.
    QString wentBack(int player, FlightEnd reason, int by) const;
    /// misslap_leads: "Bea plays next."
    QString playsNext(int player) const;
    /// A challenge's pile collected after the collect delay: "Bea collects 6 cards."
    QString collects(int player, int cards) const;
    /// The last card played and nobody has cards: "Nobody has cards left:
    /// Bea takes the pile (6 cards)." (docs/RULES.md §2).
    QString takesLastPile(int player, int cards) const;

private:
    QStringList m_names;
    int m_you = -1;
};

} // namespace ratscrew
