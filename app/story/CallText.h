// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace ratscrew {

/// The words for the calls of docs/RULES.md §9 (a stick, a split), shared by
/// the log and the status line so both explain a call the same way.
/// `name(player)` gives a player's name ("You" for the player `you`, the
/// person at the bottom: 0, or -1 when nobody is "you" (two or more people
/// at one keyboard, or bots only)).
class CallText
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::CallText)

public:
    using NameOf = std::function<QString(int player)>;

    /// What the call of `report` (Call::Stick or Call::Split by `player`)
    /// did: "Bea stuck K♠ — Bea now challenges; you answer within 3 cards."
    /// or "Cal split 8♣ — two cards a turn until one pile is won."
    static QString call(Call call, int player, const ActionReport &report, const NameOf &name, int you);
    /// Why a misslap was no call, when it looked like one (a sticky face,
    /// an 8; the engine's Event::noCall of it): "nobody can stick their own
    /// challenge", "there is already a split pile", …; empty for
    /// NoCall::None. `report` is the misslap's (the card it names).
    static QString whyNoCall(NoCall reason, const ActionReport &report);
    /// A call the person (player `you`) could have made before this
    /// action's card covered it: "You could have split 8♣."; empty if none.
    static QString missed(const ActionReport &report, int you);
    /// After one of two piles was won: "The split pile moves over: one pile
    /// again." or "The split pile is won: one pile again."; empty otherwise.
    static QString onePileAgain(const ActionReport &report);

private:
    /// The top card of the pile the challenge was on before the action.
    static Card challengeCard(const ActionReport &report);
};

} // namespace ratscrew
