// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameSession.h"
#include "seating/PointOfView.h"
#include "story/Storyteller.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

namespace ratscrew {

/// The status line: the Storyteller's brief words of each action, one
/// message per action ("Bea slapped a sandwich 5-7-5 and takes 9 cards",
/// "You slapped on nothing: 2 cards burned", "Cal lost the challenge: Ann
/// takes 6 cards"), from the session's report of it.
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
    void setNames(const QStringList &names) { m_story.setNames(names); }
    /// Who is told as "You" (PointOfView::you; nobody when two or more
    /// people share the keyboard or only bots play). By default nobody.
    void setPointOfView(const PointOfView &view) { m_story.setPointOfView(view); }
    QString lastMessage() const { return m_last; }

Q_SIGNALS:
    void messageChanged(const QString &message);

private:
    void publish(const QStringList &parts);

    QPointer<GameSession> m_session;
    Storyteller m_story; // the words, the names and who is "you"
    QString m_last;
    QString m_returnFirst; // a card that went back for the slap whose report comes next
};

} // namespace ratscrew
