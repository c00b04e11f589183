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

QString CallText::whyNoCall(NoCall reason, const ActionReport &r)
{
    switch (reason) {
    case NoCall::None:
        break;
    case NoCall::NotStickyFace:
        return tr("%1 is not a sticky face").arg(GameText::rank(challengeCard(r).rank()));
    case NoCall::OwnChallenge:
        return tr("nobody can stick their own challenge");
    case NoCall::Answering:
        return tr("the answering player cannot stick");
    case NoCall::AlreadyAnswered:
        return tr("that letter card was already answered or stuck");
    case NoCall::ForbiddenRank: {
        // The card that looked like a call: the challenge's letter card, or the 8.
        const Card face = challengeCard(r);
        const Card card = r.challengerBefore >= 0 && face.isLetter()
                              ? face
                              : r.playedBefore.value(r.playedBefore.size() - 1);
        //: %1 is a rank ("8", "King"): the rank of forbidden_rank, on which nobody slaps or calls.
        return tr("%1 is the forbidden rank").arg(GameText::rank(card.rank()));
    }
    case NoCall::SplitPileExists:
        return tr("there is already a split pile");
    case NoCall::SplitInChallenge:
        return tr("no split during a challenge");
    case NoCall::SplitAwaitingCollect:
        return tr("no split while a pile waits to be collected");
    case NoCall::SplitNeedsCard:
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
