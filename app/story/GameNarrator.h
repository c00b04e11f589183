// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"
#include "seating/PointOfView.h"
#include "story/ActionText.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace ratscrew {

/// Turns a session's events into sentences for the status line: what
/// happened and why ("Bea slapped a sandwich 5-7-5 and takes 9 cards",
/// "You slapped on nothing: 2 cards burned", "Cal lost the challenge: Ann
/// takes 6 cards"). One message per action, from the session's report of it
/// (GameSession::actionApplied).
class GameNarrator : public QObject
{
    Q_OBJECT

public:
    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    GameNarrator(GameSession *session, QObject *parent = nullptr,
                 ReportSource source = ReportSource::Session);
    /// Tells one action on the line.
    void follow(const ActionReport &report);

    /// `names[i]` is player i's name (a missing or empty one reads "Player N").
    void setNames(const QStringList &names) { m_text.setNames(names); }
    /// Who is told as "You" (PointOfView::you; nobody when two or more
    /// people share the keyboard or only bots play). By default nobody.
    void setPointOfView(const PointOfView &view) { m_text.setPointOfView(view); }
    QString lastMessage() const { return m_last; }

Q_SIGNALS:
    void messageChanged(const QString &message);

private:
    QString name(int player) const { return m_text.name(player); }
    /// How `e` (a PileWon of `report`) reads; tells the misslap of a
    /// give_pile penalty and clears `misslapper`.
    QString pileWon(const Event &e, const ActionReport &report, int &misslapper) const;
    /// "Bea lost the challenge: you take 3 cards." (`cards` < 0: collects later).
    QString challengeLost(int winner, int loser, int cards) const;
    void publish(const QStringList &parts);

    QPointer<GameSession> m_session;
    ActionText m_text; // the names, who is "you", and the sentences shared with GameLog
    QString m_last;
    int m_slapWinner = -1; // whose slap won the pile, until the next card
    QString m_returnFirst; // a card that went back for the slap whose report comes next
};

} // namespace ratscrew
