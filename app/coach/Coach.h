// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"
#include "seating/PointOfView.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace ratscrew {

class GameSession;
class SlapWindowTracker;
struct SlapWindow;

/// Coach mode: after each of the person's slap windows closes, one short
/// line ("Double — you 412 ms, Bea 380 ms"), and the cards of a pattern the
/// person missed, to be marked on the table for a moment; after a misslap,
/// the pattern it came nearest to and why it is not one ("9♦ on 10♣: a run
/// needs three cards in a row"). It only listens (SlapWindowTracker): it
/// never waits for anything and never slows the game down.
///
/// The texts are static functions, so that each can be tested alone.
class Coach : public QObject
{
    Q_OBJECT

public:
    /// Neither `session` nor `tracker` is owned.
    Coach(GameSession *session, SlapWindowTracker *tracker, QObject *parent = nullptr);

    /// The players' names (index = player). The point of view says who
    /// is "you" in the texts (by default player 0); the windows are the
    /// tracker's (its followed player's).
    void setNames(const QStringList &names) { m_names = names; }
    void setPointOfView(const PointOfView &view) { m_view = view; }
    void setEnabled(bool on) { m_enabled = on; }
    bool isEnabled() const { return m_enabled; }

    /// The line for a closed window: the kind of slap, then everyone who
    /// raced for it (SlapRace::Slap::contends()) with their time
    /// (GameText::slapTime(): a slap before the card was visible says so),
    /// fastest first, and what the person did. `view` says who is "you";
    /// anyone else is named.
    static QString windowText(const SlapWindow &window, const QStringList &names,
                              const PointOfView &view = PointOfView::person(0));
    /// The line for a misslap on `played` (the pile's played cards, top
    /// last) under `rules`: the nearest pattern and why it is not one.
    static QString falseSlapText(const RuleSet &rules, const QList<Card> &played);
    /// Why `played` is not `pattern` (NearMiss.h's nearest pattern), with
    /// its cards: "9♦ on 10♣: a run needs three cards in a row".
    static QString whyNot(SlapPattern pattern, const QList<Card> &played);
    /// The cards that made the window's pattern (or call), top card last,
    /// from the pile it was on: the pile its taker's slap was judged on
    /// (ActionReport::slapPile()), else the pile that showed a pattern
    /// (the card's own first). The top card for a call, the top and
    /// bottom card for top and bottom, else as many top cards as the
    /// widest pattern takes in.
    static QList<Card> patternCards(const SlapWindow &window);
    /// The kind of the window in words: its patterns, or the call.
    static QString kindText(const SlapWindow &window);

Q_SIGNALS:
    /// A line to show; `mark` are cards to mark on the table (empty: none),
    /// with `caption` to go with them.
    void noted(const QString &text, const QList<ratscrew::Card> &mark, const QString &caption);

private:
    void onWindowClosed(const SlapWindow &window);
    void onFalseSlap(const QList<Card> &played, const QList<Card> &splitPlayed);

    QPointer<GameSession> m_session;
    QStringList m_names;
    PointOfView m_view = PointOfView::person(0);
    bool m_enabled = false;
};

} // namespace ratscrew
