// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameNarrator.h"

#include "SlapPatterns.h"

#include <QLocale>

namespace ratscrew {

namespace {

QString rankText(Card c)
{
    if (c.isJoker())
        return GameNarrator::tr("Joker");
    return c.rank() == Rank::Ten ? QStringLiteral("10") : QString(QLatin1Char(rankLetter(c.rank())));
}

QString cardsText(int n)
{
    return GameNarrator::tr("%n card(s)", nullptr, n);
}

QString chancesText(int n)
{
    return GameNarrator::tr("%n chance(s)", nullptr, n);
}

// The top `count` cards as "5-7-5" (oldest first).
QString topRanks(const QList<Card> &played, int count, const QString &separator = QStringLiteral("-"))
{
    QStringList parts;
    for (qsizetype i = std::max<qsizetype>(0, played.size() - count); i < played.size(); ++i)
        parts << rankText(played.at(i));
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
        return GameNarrator::tr("top and bottom %1…%2").arg(rankText(played.first()), rankText(played.last()));
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
        return GameNarrator::tr("three of a suit %1").arg(GameNarrator::cardText(played.last()).right(1));
    }
    return {};
}

} // namespace

GameNarrator::GameNarrator(GameSession *session, QObject *parent)
    : QObject(parent), m_session(session)
{
    connect(session, &GameSession::gameStarted, this, [this] {
        m_played.clear();
        m_parts.clear();
        m_slapper = m_misslapper = -1;
        m_collectAnnounced = false;
        const int first = m_session->turnPlayer();
        m_parts << (first == 0 ? tr("New game: you play first.") : tr("New game: %1 plays first.").arg(name(first)));
    });
    connect(session, &GameSession::cardPlayed, this, &GameNarrator::onCardPlayed);
    connect(session, &GameSession::slapResolved, this, &GameNarrator::onSlapResolved);
    connect(session, &GameSession::slapRejected, this, &GameNarrator::onSlapRejected);
    connect(session, &GameSession::cardsBurned, this, &GameNarrator::onCardsBurned);
    connect(session, &GameSession::pileWon, this, &GameNarrator::onPileWon);
    connect(session, &GameSession::collectPending, this, &GameNarrator::onCollectPending);
    connect(session, &GameSession::playerOut, this, &GameNarrator::onPlayerOut);
    connect(session, &GameSession::gameOver, this, &GameNarrator::onGameOver);
    connect(session, &GameSession::stateChanged, this, &GameNarrator::publish);
}

QString GameNarrator::name(int player) const
{
    if (player == 0)
        return tr("You");
    return player >= 0 && player < m_names.size() ? m_names.at(player) : tr("Player %1").arg(player + 1);
}

QString GameNarrator::cardText(Card card)
{
    if (card.isJoker())
        return tr("Joker");
    static const QString suits[] = {QStringLiteral("♣"), QStringLiteral("♦"), QStringLiteral("♥"),
                                    QStringLiteral("♠")};
    return rankText(card) + suits[int(card.suit())];
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

void GameNarrator::onCardPlayed(int player, Card card)
{
    m_played.append(card);
    m_playedThisAction = true;
    m_parts << (player == 0 ? tr("You played %1.").arg(cardText(card))
                            : tr("%1 played %2.").arg(name(player), cardText(card)));
}

void GameNarrator::onSlapResolved(int player, bool valid, PatternSet patterns, int reactionMs)
{
    if (valid) {
        m_slapper = player;
        m_patterns = patterns;
        m_reactionMs = reactionMs;
        m_slapCards = m_played;
    } else {
        m_misslapper = player;
    }
}

void GameNarrator::onSlapRejected(int player, RejectReason reason)
{
    if (player != 0)
        return;
    if (reason == RejectReason::NoCards)
        m_parts << tr("You have no cards: in these rules you cannot slap.");
    else if (reason == RejectReason::Out)
        m_parts << tr("You are out and cannot slap any more.");
}

void GameNarrator::onCardsBurned(int player, const QList<Card> &cards)
{
    const int n = int(cards.size());
    if (player == m_misslapper) {
        m_parts << (player == 0 ? tr("You slapped on nothing: %1 burned.").arg(cardsText(n))
                                : tr("%1 slapped on nothing: %2 burned.").arg(name(player), cardsText(n)));
        m_misslapper = -1;
    } else {
        m_parts << (player == 0 ? tr("Your last %1 go under the pile.").arg(cardsText(n))
                                : tr("%1's last %2 go under the pile.").arg(name(player), cardsText(n)));
    }
}

void GameNarrator::onPileWon(int player, PileWonReason reason, int cards, int challengeLoser)
{
    const QString who = name(player);
    switch (reason) {
    case PileWonReason::Slap: {
        QString what = describePatterns(m_patterns, m_slapCards);
        if (m_reactionMs >= 0)
            what = tr("%1 in %2 s").arg(what, QLocale().toString(m_reactionMs / 1000.0, 'f', 2));
        m_parts << (player == 0 ? tr("You slapped %1 and take %2.").arg(what, cardsText(cards))
                                : tr("%1 slapped %2 and takes %3.").arg(who, what, cardsText(cards)));
        m_slapper = -1;
        break;
    }
    case PileWonReason::Challenge:
        if (m_collectAnnounced) {
            m_parts << (player == 0 ? tr("You collect %1.").arg(cardsText(cards))
                                    : tr("%1 collects %2.").arg(who, cardsText(cards)));
        } else {
            m_parts << challengeLost(player, challengeLoser, cards);
        }
        break;
    case PileWonReason::LastCard:
        m_parts << (player == 0 ? tr("Nobody has cards left: you take the pile (%1).").arg(cardsText(cards))
                                : tr("Nobody has cards left: %1 takes the pile (%2).").arg(who, cardsText(cards)));
        break;
    case PileWonReason::Penalty: {
        const QString slapper = name(m_misslapper);
        m_parts << (player == 0 ? tr("%1 slapped on nothing: you take the pile (%2).").arg(slapper, cardsText(cards))
                                : tr("%1 slapped on nothing: %2 takes the pile (%3).")
                                      .arg(slapper, who, cardsText(cards)));
        m_misslapper = -1;
        break;
    }
    }
    m_played.clear();
    m_collectAnnounced = false;
}

void GameNarrator::onCollectPending(int player, int delayMs, int challengeLoser)
{
    Q_UNUSED(delayMs);
    m_collectAnnounced = true;
    m_parts << challengeLost(player, challengeLoser, -1);
}

QString GameNarrator::challengeLost(int winner, int loser, int cards) const
{
    // The loser is the session's (who had to answer), never a guess from
    // the cards: the answerer may have lost by burning their last card.
    if (loser < 0) {
        if (cards < 0)
            return winner == 0 ? tr("Nobody could answer the challenge: you collect the pile.")
                               : tr("Nobody could answer the challenge: %1 collects the pile.").arg(name(winner));
        return winner == 0 ? tr("Nobody could answer the challenge: you take %1.").arg(cardsText(cards))
                           : tr("Nobody could answer the challenge: %1 takes %2.").arg(name(winner), cardsText(cards));
    }
    const QString who = name(loser);
    if (cards < 0)
        return winner == 0 ? tr("%1 lost the challenge: you collect the pile.").arg(who)
                           : tr("%1 lost the challenge: %2 collects the pile.").arg(who, name(winner));
    return winner == 0 ? tr("%1 lost the challenge: you take %2.").arg(who, cardsText(cards))
                       : tr("%1 lost the challenge: %2 takes %3.").arg(who, name(winner), cardsText(cards));
}

void GameNarrator::onPlayerOut(int player)
{
    if (player == m_misslapper) {
        m_parts << (player == 0 ? tr("You slapped on nothing with no cards left.")
                                : tr("%1 slapped on nothing with no cards left.").arg(name(player)));
        m_misslapper = -1;
    }
    m_parts << (player == 0 ? tr("You are out.") : tr("%1 is out.").arg(name(player)));
}

void GameNarrator::onGameOver(int winner)
{
    if (winner < 0)
        m_parts << tr("The game is a draw.");
    else
        m_parts << (winner == 0 ? tr("You win the game!") : tr("%1 wins the game.").arg(name(winner)));
}

void GameNarrator::publish()
{
    if (m_misslapper >= 0) {
        // A misslap whose penalty had nothing to do (give_pile on an empty pile).
        m_parts << (m_misslapper == 0 ? tr("You slapped on nothing.")
                                      : tr("%1 slapped on nothing.").arg(name(m_misslapper)));
        m_misslapper = -1;
    }
    if (m_playedThisAction && m_session && m_session->challengerPlayer() >= 0 && m_session->turnPlayer() >= 0) {
        const int answerer = m_session->turnPlayer();
        const QString chances = chancesText(m_session->chancesLeft());
        m_parts << (answerer == 0 ? tr("You must answer: %1 left.").arg(chances)
                                  : tr("%1 must answer: %2 left.").arg(name(answerer), chances));
    }
    m_playedThisAction = false;
    if (m_parts.isEmpty())
        return;
    m_last = m_parts.join(QLatin1Char(' '));
    m_parts.clear();
    Q_EMIT messageChanged(m_last);
}

} // namespace ratscrew
