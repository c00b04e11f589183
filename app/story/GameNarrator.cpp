// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/GameNarrator.h"

#include "story/CallText.h"
#include "text/GameText.h"

#include <QLocale>

#include <utility>

namespace ratscrew {

GameNarrator::GameNarrator(GameSession *session, QObject *parent, ReportSource source)
    : QObject(parent), m_session(session)
{
    connect(session, &GameSession::gameStarted, this, [this] {
        m_slapWinner = -1;
        m_returnFirst.clear();
        const int first = m_session->turnPlayer();
        publish({m_text.isYou(first) ? tr("New game: you play first.")
                                     : tr("New game: %1 plays first.").arg(name(first))});
    });
    if (source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &GameNarrator::follow);
    // Said after what sent it back (the slap that won the pile), which stays
    // on the line; before its own player's slap, which it came before
    // (docs/RULES.md §12.1); after the game's end the end stays alone.
    connect(session, &GameSession::cardWentBack, this, [this](int player, Card, FlightEnd reason, int by) {
        if (reason == FlightEnd::Slapped)
            m_returnFirst = m_text.wentBack(player, reason, by); // its slap's report comes next
        else if (reason != FlightEnd::GameOver && reason != FlightEnd::TimeUp)
            publish({m_last, m_text.wentBack(player, reason, by)});
    });
}

// One message per action, from its report alone: the pile a slap was
// judged on, who had to answer, what happened in order.
void GameNarrator::follow(const ActionReport &r)
{
    QStringList parts;
    if (!m_returnFirst.isEmpty())
        parts << std::exchange(m_returnFirst, {});
    const bool live = m_session && m_session->hasGame();
    int misslapper = -1; // until its penalty is told
    QString whyNoCall;   // a misslap that looked like a call (docs/RULES.md §9)
    const auto nameOf = [this](int player) { return name(player); };
    if (const QString missed = CallText::missed(r, m_text.you()); !missed.isEmpty())
        parts << missed;
    for (const Event &e : r.events) {
        const int player = e.seat;
        if (e.type == Event::Type::Play)
            m_slapWinner = -1;
        else if (e.type == Event::Type::PileWon)
            m_slapWinner = e.wonReason == PileWonReason::Slap ? e.seat : -1;
        switch (e.type) {
        case Event::Type::Deal:
        case Event::Type::TimeUp: // told with game_over
            break;
        case Event::Type::Play:
            parts << (m_text.isYou(player)
                          ? tr("You played %1.").arg(ActionText::playedCard(e, r))
                          : tr("%1 played %2.").arg(name(player), ActionText::playedCard(e, r)));
            if (e.challenge == ChallengeChange::Stopped) // §11.2
                parts << m_text.tenStops(player);
            break;
        case Event::Type::Slap:
            if (e.call != Call::None) {
                parts << CallText::call(e.call, player, r, nameOf, m_text.you());
            } else if (!e.valid) {
                misslapper = player; // a valid one is told with the pile it wins
                whyNoCall = CallText::whyNoCall(e.noCall, r);
            }
            break;
        case Event::Type::SitOut: // a missed slap-in (§4), or a lockout after a misslap (§11.3)
            parts << (e.lockout ? m_text.lockedOut(player, e.count) : m_text.sitsOut(player, e.count));
            misslapper = -1;
            break;
        case Event::Type::Rejected:
            if (r.action.type == Action::Type::Slap && e.rejectReason == RejectReason::Late) {
                // After their own winning slap a press again lost no race:
                // nothing to say.
                if (r.action.seat != m_slapWinner)
                    parts << m_text.late(r.action.seat);
            } else if (r.action.type == Action::Type::Slap && m_text.isYou(r.action.seat)) {
                if (e.rejectReason == RejectReason::NoCards)
                    parts << tr("You have no cards: in these rules you cannot slap.");
                else if (e.rejectReason == RejectReason::Out)
                    parts << tr("You are out and cannot slap any more.");
                else if (e.rejectReason == RejectReason::SittingOut)
                    parts << (e.lockout ? ActionText::cannotSlapLockedOut()
                                        : ActionText::cannotSlapSittingOut());
            }
            break;
        case Event::Type::Burn: {
            const int n = int(e.cards.size());
            if (player == misslapper) {
                parts << (m_text.isYou(player)
                              ? tr("You slapped on nothing: %1 burned.").arg(ActionText::cards(n))
                              : tr("%1 slapped on nothing: %2 burned.")
                                    .arg(name(player), ActionText::cards(n)));
                misslapper = -1;
            } else {
                parts
                    << (m_text.isYou(player)
                            ? tr("Your last %1 go under the pile.").arg(ActionText::cards(n))
                            : tr("%1's last %2 go under the pile.").arg(name(player), ActionText::cards(n)));
            }
            break;
        }
        case Event::Type::PileWon:
            parts << pileWon(e, r, misslapper);
            break;
        case Event::Type::Out:
            if (player == misslapper) {
                parts << (m_text.isYou(player)
                              ? tr("You slapped on nothing with no cards left.")
                              : tr("%1 slapped on nothing with no cards left.").arg(name(player)));
                misslapper = -1;
            }
            parts << m_text.out(player);
            break;
        case Event::Type::GameOver: // time up: who holds the most cards (docs/RULES.md §11.4)
            parts << (r.find(Event::Type::TimeUp) && m_session ? m_text.timeUp(*m_session)
                                                               : m_text.gameOver(player));
            break;
        }
    }
    if (r.collectPlayer >= 0)
        parts << challengeLost(r.collectPlayer, r.challengeLoser, -1);
    if (misslapper >= 0 && live && m_session->rules().penalty == Penalty::None) {
        parts << m_text.misslapWithoutPenalty(misslapper); // §11.3
    } else if (misslapper >= 0) {
        // A misslap whose penalty had nothing to do (give_pile on an empty pile).
        parts << (m_text.isYou(misslapper) ? tr("You slapped on nothing.")
                                           : tr("%1 slapped on nothing.").arg(name(misslapper)));
    }
    if (!whyNoCall.isEmpty())
        parts << tr("No call: %1.").arg(whyNoCall);
    if (const QString again = CallText::onePileAgain(r); !again.isEmpty())
        parts << again;
    // misslap_leads: the misslapper turns the next card.
    if (r.misslapperLeads >= 0)
        parts << m_text.playsNext(r.misslapperLeads);
    const bool played = r.find(Event::Type::Play) != nullptr;
    if (played && r.challengerAfter >= 0 && r.turnAfter >= 0) {
        const int answerer = r.turnAfter;
        const QString chances = ActionText::chances(r.chancesAfter);
        parts << (m_text.isYou(answerer) ? tr("You must answer: %1 left.").arg(chances)
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
        QString what = GameText::patternPhrase(slap ? slap->patterns : PatternSet(), r.slapPileCards());
        if (e.pile == PileId::Split) // docs/RULES.md §9.2
            what = ActionText::onSplitPile(what);
        if (r.reactionMs >= 0)
            what = tr("%1 in %2", "what was slapped, then how fast: \"a double 7-7 in 410 ms\"")
                       .arg(what, GameText::slapTime(r.reactionMs));
        else if (r.reactionMs != kNoReactionMs) // before the card was visible (SlapRace)
            what = tr("%1, %2,", "what was slapped, then how long before the card was visible")
                       .arg(what, GameText::slapTime(r.reactionMs));
        return m_text.isYou(player)
                   ? tr("You slapped %1 and take %2.").arg(what, ActionText::cards(e.count))
                   : tr("%1 slapped %2 and takes %3.").arg(who, what, ActionText::cards(e.count));
    }
    case PileWonReason::Challenge:
        if (r.action.type == Action::Type::Collect) // the loss was told when it became pending
            return m_text.collects(player, e.count);
        return challengeLost(player, r.challengeLoser, e.count);
    case PileWonReason::LastCard:
        return m_text.takesLastPile(player, e.count);
    case PileWonReason::Penalty: {
        const QString slapper = name(misslapper);
        misslapper = -1;
        return m_text.isYou(player) ? tr("%1 slapped on nothing: you take the pile (%2).")
                                          .arg(slapper, ActionText::cards(e.count))
                                    : tr("%1 slapped on nothing: %2 takes the pile (%3).")
                                          .arg(slapper, who, ActionText::cards(e.count));
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
            return m_text.isYou(winner)
                       ? tr("Nobody could answer the challenge: you collect the pile.")
                       : tr("Nobody could answer the challenge: %1 collects the pile.").arg(name(winner));
        return m_text.isYou(winner)
                   ? tr("Nobody could answer the challenge: you take %1.").arg(ActionText::cards(cards))
                   : tr("Nobody could answer the challenge: %1 takes %2.")
                         .arg(name(winner), ActionText::cards(cards));
    }
    const QString who = name(loser);
    if (cards < 0)
        return m_text.isYou(winner)
                   ? tr("%1 lost the challenge: you collect the pile.").arg(who)
                   : tr("%1 lost the challenge: %2 collects the pile.").arg(who, name(winner));
    return m_text.isYou(winner)
               ? tr("%1 lost the challenge: you take %2.").arg(who, ActionText::cards(cards))
               : tr("%1 lost the challenge: %2 takes %3.").arg(who, name(winner), ActionText::cards(cards));
}

void GameNarrator::publish(const QStringList &parts)
{
    if (parts.isEmpty())
        return;
    m_last = parts.join(QLatin1Char(' '));
    Q_EMIT messageChanged(m_last);
}

} // namespace ratscrew
