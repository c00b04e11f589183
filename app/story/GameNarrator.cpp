// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/GameNarrator.h"

#include "SlapPatterns.h"
#include "story/CallText.h"
#include "text/GameText.h"

#include <QLocale>

namespace ratscrew {

namespace {

QString cardCount(int n)
{
    return GameNarrator::tr("%n card(s)", nullptr, n);
}

QString chanceCount(int n)
{
    return GameNarrator::tr("%n chance(s)", nullptr, n);
}

// The top `count` cards as "5-7-5" (oldest first).
QString topRanks(const QList<Card> &played, int count, const QString &separator = QStringLiteral("-"))
{
    QStringList parts;
    for (qsizetype i = std::max<qsizetype>(0, played.size() - count); i < played.size(); ++i)
        parts << GameText::rank(played.at(i).rank());
    return parts.join(separator);
}

QString describe(SlapPattern p, const QList<Card> &played)
{
    const int span = patternSpan(p, std::span<const Card>(played.constData(), std::size_t(played.size())));
    switch (p) {
    case SlapPattern::Double:
        return GameNarrator::tr("a double %1").arg(topRanks(played, span));
    case SlapPattern::Triple:
        return GameNarrator::tr("a triple %1").arg(topRanks(played, span));
    case SlapPattern::Sandwich:
        return GameNarrator::tr("a sandwich %1").arg(topRanks(played, span));
    case SlapPattern::TopBottom:
        return GameNarrator::tr("top and bottom %1…%2")
            .arg(GameText::rank(played.first().rank()), GameText::rank(played.last().rank()));
    case SlapPattern::Tens:
        return GameNarrator::tr("tens %1").arg(topRanks(played, span));
    case SlapPattern::Ten:
        return GameNarrator::tr("a ten");
    case SlapPattern::TensSandwich:
        return GameNarrator::tr("a tens sandwich %1").arg(topRanks(played, span));
    case SlapPattern::ThreeTens:
        return GameNarrator::tr("three for ten %1").arg(topRanks(played, span, QStringLiteral("+")));
    case SlapPattern::FourInARow:
        return GameNarrator::tr("four in a row %1").arg(topRanks(played, span));
    case SlapPattern::RunOfThree:
        return GameNarrator::tr("a run of three %1").arg(topRanks(played, span));
    case SlapPattern::Marriage:
        return GameNarrator::tr("a marriage %1").arg(topRanks(played, span));
    case SlapPattern::Joker:
        return GameNarrator::tr("a joker");
    case SlapPattern::ThreeOfASuit:
        return GameNarrator::tr("three of a suit %1").arg(GameText::card(played.last()).right(1));
    }
    return {};
}

} // namespace

GameNarrator::GameNarrator(GameSession *session, QObject *parent) : QObject(parent), m_session(session)
{
    connect(session, &GameSession::gameStarted, this, [this] {
        const int first = m_session->turnPlayer();
        publish({first == m_you ? tr("New game: you play first.")
                                : tr("New game: %1 plays first.").arg(name(first))});
    });
    connect(session, &GameSession::actionApplied, this, &GameNarrator::onActionApplied);
}

QString GameNarrator::name(int player) const
{
    if (player == m_you)
        return tr("You");
    return player >= 0 && player < m_names.size() ? m_names.at(player) : tr("Player %1").arg(player + 1);
}

QString GameNarrator::describePatterns(PatternSet patterns, const QList<Card> &played)
{
    QStringList parts;
    if (!played.isEmpty())
        for (auto p : patterns.toList())
            parts << describe(p, played);
    if (parts.size() <= 1)
        return parts.value(0);
    const QString last = parts.takeLast();
    return tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
}

// One message per action, from its report alone: the pile a slap was
// judged on, who had to answer, what happened in order.
void GameNarrator::onActionApplied(const ActionReport &r)
{
    QStringList parts;
    int misslapper = -1; // until its penalty is told
    QString whyNoCall;   // a misslap that looked like a call (docs/RULES.md §9)
    const auto nameOf = [this](int player) { return name(player); };
    if (const QString missed = CallText::missed(r, m_you); !missed.isEmpty())
        parts << missed;
    for (const Event &e : r.events) {
        const int player = e.seat;
        switch (e.type) {
        case Event::Type::Deal:
            break;
        case Event::Type::Play:
            parts << (player == m_you ? tr("You played %1.").arg(GameText::card(e.card))
                                      : tr("%1 played %2.").arg(name(player), GameText::card(e.card)));
            break;
        case Event::Type::Slap:
            if (e.call != Call::None) {
                parts << CallText::call(e.call, player, r, nameOf, m_you);
            } else if (!e.valid) {
                misslapper = player; // a valid one is told with the pile it wins
                if (m_session && m_session->hasGame())
                    whyNoCall = CallText::whyNoCall(player, r, m_session->rules());
            }
            break;
        case Event::Type::SitOut:
            parts << (player == m_you ? tr("You missed a slap-in and sit out %n card(s).", nullptr, e.count)
                                      : tr("%1 missed a slap-in and sits out %n card(s).", nullptr, e.count)
                                            .arg(name(player)));
            misslapper = -1;
            break;
        case Event::Type::Rejected:
            if (r.action.type == Action::Type::Slap && e.rejectReason == RejectReason::Late) {
                parts << (r.action.seat == m_you
                              ? tr("You were a moment late — no penalty.")
                              : tr("%1 was a moment late — no penalty.").arg(name(r.action.seat)));
            } else if (r.action.type == Action::Type::Slap && r.action.seat == m_you) {
                if (e.rejectReason == RejectReason::NoCards)
                    parts << tr("You have no cards: in these rules you cannot slap.");
                else if (e.rejectReason == RejectReason::Out)
                    parts << tr("You are out and cannot slap any more.");
                else if (e.rejectReason == RejectReason::SittingOut)
                    parts << tr("You sit out after a missed slap-in: you cannot slap yet.");
            }
            break;
        case Event::Type::Burn: {
            const int n = int(e.cards.size());
            if (player == misslapper) {
                parts << (player == m_you
                              ? tr("You slapped on nothing: %1 burned.").arg(cardCount(n))
                              : tr("%1 slapped on nothing: %2 burned.").arg(name(player), cardCount(n)));
                misslapper = -1;
            } else {
                parts << (player == m_you
                              ? tr("Your last %1 go under the pile.").arg(cardCount(n))
                              : tr("%1's last %2 go under the pile.").arg(name(player), cardCount(n)));
            }
            break;
        }
        case Event::Type::PileWon:
            parts << pileWon(e, r, misslapper);
            break;
        case Event::Type::Out:
            if (player == misslapper) {
                parts << (player == m_you
                              ? tr("You slapped on nothing with no cards left.")
                              : tr("%1 slapped on nothing with no cards left.").arg(name(player)));
                misslapper = -1;
            }
            parts << (player == m_you ? tr("You are out.") : tr("%1 is out.").arg(name(player)));
            break;
        case Event::Type::GameOver:
            if (player < 0)
                parts << tr("The game is a draw.");
            else
                parts << (player == m_you ? tr("You win the game!")
                                          : tr("%1 wins the game.").arg(name(player)));
            break;
        }
    }
    if (r.collectPlayer >= 0)
        parts << challengeLost(r.collectPlayer, r.challengeLoser, -1);
    if (misslapper >= 0) {
        // A misslap whose penalty had nothing to do (give_pile on an empty pile).
        parts << (misslapper == m_you ? tr("You slapped on nothing.")
                                      : tr("%1 slapped on nothing.").arg(name(misslapper)));
    }
    if (!whyNoCall.isEmpty())
        parts << tr("No call: %1.").arg(whyNoCall);
    if (const QString again = CallText::onePileAgain(r); !again.isEmpty())
        parts << again;
    // misslap_leads: the misslapper turns the next card.
    if (r.misslapperLeads >= 0)
        parts << (r.misslapperLeads == m_you ? tr("You play next.")
                                             : tr("%1 plays next.").arg(name(r.misslapperLeads)));
    const bool played = r.find(Event::Type::Play) != nullptr;
    if (played && r.challengerAfter >= 0 && r.turnAfter >= 0) {
        const int answerer = r.turnAfter;
        const QString chances = chanceCount(r.chancesAfter);
        parts << (answerer == m_you ? tr("You must answer: %1 left.").arg(chances)
                                    : tr("%1 must answer: %2 left.").arg(name(answerer), chances));
    }
    publish(parts);
}

QString GameNarrator::pileWon(const Event &e, const ActionReport &r, int &misslapper) const
{
    const int player = e.seat;
    const QString who = name(player);
    switch (e.wonReason) {
    case PileWonReason::Slap: {
        const Event *slap = r.find(Event::Type::Slap);
        const bool split = e.pile == PileId::Split; // docs/RULES.md §9.2
        QString what =
            describePatterns(slap ? slap->patterns : PatternSet(), split ? r.splitBefore : r.playedBefore);
        if (split)
            what = tr("%1 on the split pile").arg(what);
        if (r.reactionMs >= 0)
            what = tr("%1 in %2 s").arg(what, QLocale().toString(r.reactionMs / 1000.0, 'f', 2));
        else if (r.reactionMs != kNoReactionMs) // before the card was visible (SlapRace)
            what = tr("%1, %2,", "what was slapped, then how long before the card was visible")
                       .arg(what, GameText::slapTime(r.reactionMs));
        return player == m_you ? tr("You slapped %1 and take %2.").arg(what, cardCount(e.count))
                               : tr("%1 slapped %2 and takes %3.").arg(who, what, cardCount(e.count));
    }
    case PileWonReason::Challenge:
        if (r.action.type == Action::Type::Collect) // the loss was told when it became pending
            return player == m_you ? tr("You collect %1.").arg(cardCount(e.count))
                                   : tr("%1 collects %2.").arg(who, cardCount(e.count));
        return challengeLost(player, r.challengeLoser, e.count);
    case PileWonReason::LastCard:
        return player == m_you
                   ? tr("Nobody has cards left: you take the pile (%1).").arg(cardCount(e.count))
                   : tr("Nobody has cards left: %1 takes the pile (%2).").arg(who, cardCount(e.count));
    case PileWonReason::Penalty: {
        const QString slapper = name(misslapper);
        misslapper = -1;
        return player == m_you
                   ? tr("%1 slapped on nothing: you take the pile (%2).").arg(slapper, cardCount(e.count))
                   : tr("%1 slapped on nothing: %2 takes the pile (%3).")
                         .arg(slapper, who, cardCount(e.count));
    }
    }
    return {};
}

QString GameNarrator::challengeLost(int winner, int loser, int cards) const
{
    // The loser is the session's (who had to answer), never a guess from
    // the cards: the answerer may have lost by burning their last card.
    if (loser < 0) {
        if (cards < 0)
            return winner == m_you
                       ? tr("Nobody could answer the challenge: you collect the pile.")
                       : tr("Nobody could answer the challenge: %1 collects the pile.").arg(name(winner));
        return winner == m_you ? tr("Nobody could answer the challenge: you take %1.").arg(cardCount(cards))
                               : tr("Nobody could answer the challenge: %1 takes %2.")
                                     .arg(name(winner), cardCount(cards));
    }
    const QString who = name(loser);
    if (cards < 0)
        return winner == m_you ? tr("%1 lost the challenge: you collect the pile.").arg(who)
                               : tr("%1 lost the challenge: %2 collects the pile.").arg(who, name(winner));
    return winner == m_you
               ? tr("%1 lost the challenge: you take %2.").arg(who, cardCount(cards))
               : tr("%1 lost the challenge: %2 takes %3.").arg(who, name(winner), cardCount(cards));
}

void GameNarrator::publish(const QStringList &parts)
{
    if (parts.isEmpty())
        return;
    m_last = parts.join(QLatin1Char(' '));
    Q_EMIT messageChanged(m_last);
}

} // namespace ratscrew
