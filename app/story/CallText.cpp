// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/CallText.h"

#include "text/GameText.h"

namespace ratscrew {

Card CallText::challengeCard(const ActionReport &r)
{
    const QList<Card> &pile = r.challengePileCards();
    return pile.isEmpty() ? Card() : pile.constLast();
}

QString CallText::call(Call call, int player, const ActionReport &r, const NameOf &name, int you)
{
    const QString who = name(player);
    if (call == Call::Split) {
        const QString eight =
            r.playedBefore.isEmpty() ? QString() : GameText::card(r.playedBefore.constLast());
        return player == you ? tr("You split %1 — two cards a turn until one pile is won.").arg(eight)
                             : tr("%1 split %2 — two cards a turn until one pile is won.").arg(who, eight);
    }
    const QString face = GameText::card(challengeCard(r));
    const int answerer = r.turnAfter;
    const QString within = tr("%n card(s)", nullptr, r.chancesAfter);
    if (answerer < 0) // nobody could answer: the challenge is already decided
        return player == you ? tr("You stuck %1 — nobody can answer.").arg(face)
                             : tr("%1 stuck %2 — nobody can answer.").arg(who, face);
    if (player == you)
        return tr("You stuck %1 — you now challenge; %2 answers within %3.")
            .arg(face, name(answerer), within);
    if (answerer == you)
        return tr("%1 stuck %2 — %1 now challenges; you answer within %3.").arg(who, face, within);
    return tr("%1 stuck %2 — %1 now challenges; %3 answers within %4.")
        .arg(who, face, name(answerer), within);
}

QString CallText::whyNoCall(int player, const ActionReport &r, const RuleSet &rules)
{
    if (r.challengerBefore >= 0) {
        const Card face = challengeCard(r);
        if (!rules.stickyFaces.empty() && face.isLetter()) {
            if (!rules.stickyFaces.contains(face.rank()))
                return tr("%1 is not a sticky face").arg(GameText::rank(face.rank()));
            if (player == r.challengerBefore)
                return tr("nobody can stick their own challenge");
            if (player == r.turnBefore)
                return tr("the answering player cannot stick");
            return tr("that letter card was already answered or stuck");
        }
    }
    if (rules.splitEights && !r.playedBefore.isEmpty() && r.playedBefore.constLast().rank() == Rank::Eight) {
        if (!r.splitBefore.isEmpty())
            return tr("there is already a split pile");
        if (r.challengerBefore >= 0)
            return tr("no split during a challenge");
        if (r.turnBefore < 0)
            return tr("no split while a pile waits to be collected");
        return tr("a split needs a card in hand");
    }
    return {};
}

QString CallText::missed(const ActionReport &r, int you)
{
    if (you < 0 || you >= r.callsBefore.size() || r.action.type != Action::Type::Play)
        return {};
    switch (r.callsBefore.at(you)) {
    case Call::Stick:
        return tr("You could have stuck %1.").arg(GameText::card(challengeCard(r)));
    case Call::Split:
        return tr("You could have split %1.").arg(GameText::card(r.playedBefore.constLast()));
    case Call::None:
        break;
    }
    return {};
}

QString CallText::onePileAgain(const ActionReport &r)
{
    if (r.splitBefore.isEmpty() || r.splitAfter)
        return {};
    for (const Event &e : r.events)
        if (e.type == Event::Type::PileWon)
            return e.pile == PileId::Split ? tr("The split pile is won: one pile again.")
                                           : tr("The split pile moves over: one pile again.");
    return {};
}

} // namespace ratscrew
