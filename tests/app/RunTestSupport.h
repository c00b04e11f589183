// SPDX-License-Identifier: GPL-3.0-or-later
// A person's game of the daily deal on the manual clock, for the tests of
// runs (docs/RUNS.md): a BotMind stands in for the keys.
#pragma once

#include "BotMind.h"
#include "BotPlayer.h"
#include "GameSeeds.h"
#include "GameSession.h"
#include "Scheduler.h"
#include "rig/MatchController.h"
#include "rivals/RunCheck.h"

#include <QDate>

#include <memory>
#include <vector>

namespace ratscrew::test {

inline const QDate kDay(2026, 12, 7);
constexpr int kRevealMs = 250;

// A person at seat 0 who plays like `profile` (a BotMind seeded apart from
// the deal). A person's key comes after every timer due at the same ms
// (GameSession catches the scheduler up first), so the stand-in's timers
// fire last among them (TimerKey::kOtherOrder). Over a pause it holds
// what it meant to do, as a person would.
class PersonStandIn : public QObject
{
public:
    PersonStandIn(GameSession *session, ManualScheduler *clock, const BotProfile &profile, quint64 seed)
        : m_session(session), m_clock(clock), m_mind(profile, seed)
    {
        connect(session, &GameSession::stateChanged, this, &PersonStandIn::replan);
        connect(session, &GameSession::pausedChanged, this, [this](bool paused) {
            if (paused) {
                m_heldSlap = m_clock->remainingMs(m_slap);
                m_heldPlay = m_clock->remainingMs(m_play);
                cancel();
                return;
            }
            m_mind.carryOver(m_seen, m_session->generation());
            m_seen = m_session->generation();
            if (m_heldSlap >= 0)
                m_slap = m_clock->schedule(m_heldSlap, [this] { m_session->slap(0); });
            if (m_heldPlay >= 0)
                m_play = m_clock->schedule(m_heldPlay, [this] { m_session->playCard(0); });
        });
        replan();
    }
    ~PersonStandIn() override { cancel(); }

private:
    void cancel()
    {
        m_clock->cancel(m_slap);
        m_clock->cancel(m_play);
    }
    void replan()
    {
        if (m_session->isPaused() || m_session->isOver()) {
            cancel();
            return;
        }
        BotView view = BotView::of(m_session->table(), 0);
        view.playPending = m_clock->isPending(m_play);
        m_seen = view.generation;
        const BotPlan plan = m_mind.observe(view);
        if (plan.slap != BotPlan::Timer::Keep)
            m_clock->cancel(m_slap);
        if (plan.slap == BotPlan::Timer::Start) {
            const quint64 generation = view.generation;
            m_slap = m_clock->schedule(plan.slapDelayMs, [this, generation] {
                if (m_session->generation() == generation)
                    m_session->slap(0);
            });
        }
        if (plan.play != BotPlan::Timer::Keep)
            m_clock->cancel(m_play);
        if (plan.play == BotPlan::Timer::Start)
            m_play = m_clock->schedule(plan.playDelayMs, [this] {
                if (m_session->turnPlayer() == 0)
                    m_session->playCard(0);
            });
    }

    GameSession *m_session;
    ManualScheduler *m_clock;
    BotMind m_mind;
    Scheduler::TimerId m_slap = 0;
    Scheduler::TimerId m_play = 0;
    quint64 m_seen = 0;
    int m_heldSlap = -1;
    int m_heldPlay = -1;
};

// A person (PersonStandIn) against the daily deal's three `normal` bots;
// the record says seat 0 was a person. With `pauses`, the game is paused
// for a minute every `pauses` actions.
struct DailyGame
{
    GameRecord record;
    QList<std::optional<BotProfile>> bots;
};

inline DailyGame playDaily(const BotProfile &person, quint64 personSeed, int pauses = 0)
{
    const RuleSet rules = *RuleSet::preset("house");
    const quint64 deal = MatchController::dailyDeal(kDay);
    ManualScheduler clock;
    GameSession session(&clock);
    session.setRecording(true);
    session.setRevealDelayMs(kRevealMs);
    session.setCollectDelayMs(kDefaultCollectDelayMs);
    const GameSeeds seeds = GameSeeds::of(rules, 4, deal);
    session.newGame(rules, 4, seeds.deal.deck, seeds.deal.firstPlayer);
    DailyGame game;
    game.bots.append(std::nullopt);
    std::vector<std::unique_ptr<BotPlayer>> seated;
    PersonStandIn standIn(&session, &clock, person, personSeed);
    QList<RecordPlayer> players{RecordPlayer{QStringLiteral("Ann"), true, QString()}};
    for (int p = 1; p < 4; ++p) {
        const BotProfile normal = *BotProfile::forLevel("normal");
        game.bots.append(normal);
        seated.push_back(std::make_unique<BotPlayer>(&session, p, normal, seeds.botSeedOf(p)));
        players.append(RecordPlayer{QStringLiteral("Bot %1").arg(p), false, QStringLiteral("normal")});
    }
    int actions = 0;
    while (!session.isOver() && clock.fireNext()) {
        const int now = int(session.table().recordedActions().size());
        if (pauses > 0 && now / pauses != actions / pauses && !session.isOver()) {
            session.pause();
            clock.advance(60000);
            session.resume();
        }
        actions = now;
    }
    game.record =
        GameRecord::fromTable(session.table(), players, QStringLiteral("house"), session.elapsedMs());
    game.record.deal = deal;
    return game;
}

inline BotProfile personAt(int medianMs)
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.level = "custom";
    p.medianReactionMs = medianMs;
    p.playDelayMs = 450;
    return p;
}

inline Run runOf(const DailyGame &game)
{
    const std::optional<Run> run = RunCheck::makeRun(game.record, 0, QStringLiteral("Ann"), game.bots, 1.0,
                                                     kDefaultCollectDelayMs, kDay);
    if (!run)
        qFatal("the game does not replay");
    return *run;
}

} // namespace ratscrew::test
