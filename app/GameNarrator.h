// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace ratscrew {

/// Turns a session's events into sentences for the status line: what
/// happened and why ("Bea slapped a sandwich 5-7-5 and takes 9 cards",
/// "You slapped on nothing: 2 cards burned", "Cal lost the challenge: Ann
/// takes 6 cards"). One message per action, published when the session
/// says the action is complete (stateChanged).
class GameNarrator : public QObject
{
    Q_OBJECT

public:
    /// `names[i]` is player i's name; player 0 is the person ("You").
    GameNarrator(GameSession *session, QObject *parent = nullptr);

    void setNames(const QStringList &names) { m_names = names; }
    QString lastMessage() const { return m_last; }

    /// How a slap pattern reads with the cards that made it, e.g.
    /// "a sandwich 5-7-5"; `played` in play order, top card last.
    static QString describePatterns(PatternSet patterns, const QList<Card> &played);
    /// "7♣", "10♥", "Joker".
    static QString cardText(Card card);

Q_SIGNALS:
    void messageChanged(const QString &message);

private:
    QString name(int player) const;
    void onCardPlayed(int player, Card card);
    void onSlapResolved(int player, bool valid, PatternSet patterns, int reactionMs);
    void onSlapRejected(int player, RejectReason reason);
    void onCardsBurned(int player, const QList<Card> &cards);
    void onPileWon(int player, PileWonReason reason, int cards, int challengeLoser);
    void onCollectPending(int player, int delayMs, int challengeLoser);
    /// "Bea lost the challenge: you take 3 cards." (`cards` < 0: collects later).
    QString challengeLost(int winner, int loser, int cards) const;
    void onPlayerOut(int player);
    void onGameOver(int winner);
    void publish();

    QPointer<GameSession> m_session;
    QStringList m_names;
    QList<Card> m_played;   // played cards of the current pile
    int m_slapper = -1;     // valid slap in this action
    PatternSet m_patterns;
    int m_reactionMs = -1;  // of the valid slap
    QList<Card> m_slapCards; // the played cards the valid slap saw
    int m_misslapper = -1;  // misslap in this action, until its penalty is told
    bool m_collectAnnounced = false;
    bool m_playedThisAction = false;
    QStringList m_parts;
    QString m_last;
};

} // namespace ratscrew
