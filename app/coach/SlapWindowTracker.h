// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Game.h"
#include "ReportSource.h"
#include "RuleSet.h"
#include "SlapRace.h"
#include "seating/PointOfView.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ratscrew {

class GameSession;
struct ActionReport;

/// One chance the followed person had to slap: a view of one card's
/// SlapRace (engine/session/SlapRace.h) from the card that made a pile
/// slappable for them (a pattern of docs/RULES.md §3 on either pile, or a
/// call of §9 they could make) becoming visible, until it was taken,
/// buried by the next card or collected. Every time here is the race's:
/// ms from the card becoming visible, negative for a slap before it.
struct SlapWindow
{
    /// How the window ended for the person.
    enum class Outcome {
        Took,     ///< the person slapped first
        Late,     ///< someone else took it; the person slapped after them
        Missed,   ///< someone else took it; the person did not slap
        Unslapped ///< nobody slapped before the next card or the collect
    };

    /// The card's race: its card, pile, piles and reveal time; `slaps`
    /// holds the slaps of the window (the taker's, and those up to
    /// SlapWindowTracker::kLateMs after it), in order.
    SlapRace race;
    int person = -1;        ///< whose window (PointOfView::followed())
    PatternSet patterns;    ///< on either pile
    Call call = Call::None; ///< the call the person could make (patterns then empty)
    Outcome outcome = Outcome::Unslapped;

    qint64 visibleAtMs() const { return race.visibleAtMs; }
    /// The taker's slap (the first good one), null if nobody took it.
    const SlapRace::Slap *taken() const { return race.winner(); }
    /// Who took it; -1: nobody.
    int takenBy() const { return taken() ? taken()->player : -1; }
    /// The taker's time (ms after the card became visible); -1 if nobody.
    int takenMs() const { return taken() ? taken()->ms : -1; }
    /// The person's slap in the window, null if they did not slap.
    const SlapRace::Slap *personSlap() const { return race.slapOf(person); }
    /// The person's time (ms after the card became visible; negative
    /// before it), kNoReactionMs if they did not slap.
    int personMs() const { return personSlap() ? personSlap()->ms : kNoReactionMs; }
    /// ms the person was behind the taker (Late), else -1.
    int lateMs() const
    {
        return outcome == Outcome::Late && taken() && personSlap() ? int(personSlap()->atMs - taken()->atMs)
                                                                   : -1;
    }
};

/// Watches a session's reports and tells when each of the followed
/// person's slap windows closes, and when that person slapped a pile that
/// was not slappable. The career recorder keeps the misses; the coach
/// explains both. The person is the point of view's followed player
/// (PointOfView::followed(): "you", or the first person of several; by
/// default player 0); nobody at the demo table.
class SlapWindowTracker : public QObject
{
    Q_OBJECT

public:
    /// A slap by the person this long after someone took the pile still
    /// counts as a late slap on that window (ms).
    static constexpr int kLateMs = 1500;

    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    explicit SlapWindowTracker(GameSession *session, QObject *parent = nullptr,
                               ReportSource source = ReportSource::Session);
    /// Follows one action: a window opens, is slapped or closes.
    void follow(const ActionReport &report);

    /// Whose windows to follow, from the next card on.
    void setPointOfView(const PointOfView &view) { m_view = view; }
    const PointOfView &pointOfView() const { return m_view; }

    /// The window open now, if any.
    bool isOpen() const { return m_open; }
    const SlapWindow &current() const { return m_window; }

Q_SIGNALS:
    void windowOpened(const ratscrew::SlapWindow &window);
    void windowClosed(const ratscrew::SlapWindow &window);
    /// The person slapped and it was judged a misslap: `played` is the
    /// pile's played cards as the slap found them (top card last);
    /// `reactionMs` is ActionReport::reactionMs.
    void falseSlap(const QList<ratscrew::Card> &played, const QList<ratscrew::Card> &splitPlayed,
                   int reactionMs);

private:
    void close(SlapWindow::Outcome outcome);
    void closeBuried();
    void openIfSlappable();

    QPointer<GameSession> m_session;
    PointOfView m_view = PointOfView::person(0);
    SlapWindow m_window;
    bool m_open = false;
};

} // namespace ratscrew

Q_DECLARE_METATYPE(ratscrew::SlapWindow)
