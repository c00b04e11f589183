// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Game.h"
#include "RuleSet.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace ratscrew {

class GameSession;
struct ActionReport;

/// One chance the person had to slap: from the card that made a pile
/// slappable for them (a pattern of docs/RULES.md §3 on either pile, or a
/// call of §9 they could make) becoming visible, until it was taken, buried
/// by the next card or collected.
struct SlapWindow
{
    /// How the window ended for the person.
    enum class Outcome {
        Took,     ///< the person slapped first
        Late,     ///< someone else took it; the person slapped after them
        Missed,   ///< someone else took it; the person did not slap
        Unslapped ///< nobody slapped before the next card or the collect
    };
    struct Slapper
    {
        int player = -1;
        int ms = 0;         ///< after the card became visible
        bool first = false; ///< took the pile (or made the call)
    };

    qint64 visibleAtMs = 0;     ///< game time the card became visible
    PatternSet patterns;        ///< on either pile
    Call call = Call::None;     ///< the call the person could make (patterns then empty)
    PileId pile = PileId::Slap; ///< the pile the card was played on
    QList<Card> cards;          ///< that pile's played cards, top card last
    Outcome outcome = Outcome::Unslapped;
    int takenBy = -1;     ///< who took it; -1: nobody
    int takenMs = -1;     ///< their time after visibleAtMs
    int personMs = -1;    ///< the person's time after visibleAtMs; -1 if they did not slap
    QList<Slapper> slaps; ///< everyone who slapped it, in order (the taker and the late ones)

    /// ms the person was behind the taker (Late), else -1.
    int lateMs() const { return outcome == Outcome::Late ? personMs - takenMs : -1; }
};

/// Watches a session's reports and tells when each of the person's slap
/// windows closes, and when the person slapped a pile that was not
/// slappable. The career recorder keeps the misses; the coach explains
/// both. Player 0 is the person (GameSession's numbering).
class SlapWindowTracker : public QObject
{
    Q_OBJECT

public:
    /// A slap by the person this long after someone took the pile still
    /// counts as a late slap on that window (ms).
    static constexpr int kLateMs = 1500;

    explicit SlapWindowTracker(GameSession *session, QObject *parent = nullptr);

    /// The window open now, if any.
    bool isOpen() const { return m_open; }
    const SlapWindow &current() const { return m_window; }

Q_SIGNALS:
    void windowOpened(const ratscrew::SlapWindow &window);
    void windowClosed(const ratscrew::SlapWindow &window);
    /// The person slapped and it was judged a misslap: `played` is the
    /// pile's played cards as the slap found them (top card last).
    void falseSlap(const QList<ratscrew::Card> &played, const QList<ratscrew::Card> &splitPlayed,
                   int reactionMs);

private:
    void onActionApplied(const ActionReport &report);
    void close(SlapWindow::Outcome outcome);
    void openIfSlappable(const ActionReport &report);

    QPointer<GameSession> m_session;
    SlapWindow m_window;
    bool m_open = false;
    qint64 m_takenAtMs = -1;
};

} // namespace ratscrew

Q_DECLARE_METATYPE(ratscrew::SlapWindow)
