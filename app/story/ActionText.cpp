// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/ActionText.h"

#include "GameSession.h"
#include "text/GameText.h"

namespace ratscrew {

QString ActionText::name(int player) const
{
    if (isYou(player))
        return tr("You");
    return player >= 0 && player < m_names.size() && !m_names.at(player).isEmpty()
               ? m_names.at(player)
               : tr("Player %1").arg(player + 1);
}

QString ActionText::cards(int count)
{
    return tr("%n card(s)", nullptr, count);
}

QString ActionText::chances(int count)
{
    return tr("%n chance(s)", nullptr, count);
}

QString ActionText::onSplitPile(const QString &what)
{
    return tr("%1 on the split pile").arg(what);
}

QString ActionText::playedCard(const Event &play, const ActionReport &r)
{
    const QString card = GameText::card(play.card);
    if (play.pile == PileId::Split)
        return tr("%1 onto the split pile").arg(card);
    if (!r.splitBefore.isEmpty())
        return tr("%1 onto the slap pile").arg(card);
    return card;
}

QString ActionText::sitsOut(int player, int cards) const
{
    return isYou(player)
               ? tr("You missed a slap-in and sit out %n card(s).", nullptr, cards)
               : tr("%1 missed a slap-in and sits out %n card(s).", nullptr, cards).arg(name(player));
}

QString ActionText::late(int player) const
{
    return isYou(player) ? tr("You were a moment late — no penalty.")
                         : tr("%1 was a moment late — no penalty.").arg(name(player));
}

QString ActionText::cannotSlapSittingOut()
{
    return tr("You sit out after a missed slap-in: you cannot slap yet.");
}

QString ActionText::lockedOut(int player, int cards) const
{
    return isYou(player)
               ? tr("You slapped on nothing and are locked out for %1.").arg(ActionText::cards(cards))
               : tr("%1 slapped on nothing and is locked out for %2.")
                     .arg(name(player), ActionText::cards(cards));
}

QString ActionText::cannotSlapLockedOut()
{
    return tr("You are locked out after a misslap: you cannot slap yet.");
}

QString ActionText::misslapWithoutPenalty(int player) const
{
    return isYou(player) ? tr("You slapped on nothing (no penalty).")
                         : tr("%1 slapped on nothing (no penalty).").arg(name(player));
}

QString ActionText::wentBack(int player, FlightEnd reason, int by) const
{
    const bool you = isYou(player);
    QString why;
    switch (reason) {
    case FlightEnd::PileWon:
        why = isYou(by) ? tr("you won the pile first") : tr("%1 won the pile first").arg(name(by));
        break;
    case FlightEnd::Turn:
        why = isYou(by) ? tr("it is your turn now") : tr("it is %1's turn now").arg(name(by));
        break;
    case FlightEnd::Slapped:
        why = you ? tr("you slapped instead") : tr("a slap instead of a play");
        break;
    case FlightEnd::TimeUp:
        why = tr("time is up");
        break;
    case FlightEnd::GameOver:
    case FlightEnd::Landed:
        why = tr("the game is over");
        break;
    }
    return you ? tr("Your card went back: %1.").arg(why)
               : tr("%1's card went back: %2.").arg(name(player), why);
}

QString ActionText::tenStops(int player) const
{
    return isYou(player) ? tr("Your ten stops the challenge.")
                         : tr("%1's ten stops the challenge.").arg(name(player));
}

QString ActionText::out(int player) const
{
    return isYou(player) ? tr("You are out.") : tr("%1 is out.").arg(name(player));
}

QString ActionText::playsNext(int player) const
{
    return isYou(player) ? tr("You play next.") : tr("%1 plays next.").arg(name(player));
}

QString ActionText::collects(int player, int cards) const
{
    return isYou(player) ? tr("You collect %1.").arg(ActionText::cards(cards))
                         : tr("%1 collects %2.").arg(name(player), ActionText::cards(cards));
}

QString ActionText::takesLastPile(int player, int cards) const
{
    return isYou(player) ? tr("Nobody has cards left: you take the pile (%1).").arg(ActionText::cards(cards))
                         : tr("Nobody has cards left: %1 takes the pile (%2).")
                               .arg(name(player), ActionText::cards(cards));
}

} // namespace ratscrew
