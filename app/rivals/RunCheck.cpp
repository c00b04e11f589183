// SPDX-License-Identifier: GPL-3.0-or-later
#include "rivals/RunCheck.h"

#include "BotPlayer.h"
#include "GameSeeds.h"
#include "GameSession.h"
#include "Scheduler.h"
#include "text/GameText.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <memory>

namespace ratscrew {

RunReplay RunCheck::replayRun(const GameRecord &record, int person,
                              const QList<std::optional<BotProfile>> &bots, double playSpeed,
                              int collectDelayMs)
{
    RunReplay out;
    const int players = int(record.players.size());
    ManualScheduler clock;
    GameSession session(&clock);
    session.setRecording(true);
    session.setRevealDelayMs(record.revealMs);
    session.setPlaysLandAtOnce(!record.cardsLand);
    session.setCollectDelayMs(collectDelayMs);
    const auto part = [&out](std::size_t index, qint64 atMs) {
        out.partedAt = int(index);
        out.partedAtMs = atMs;
        return out;
    };
    if (!session.newGame(record.rules, players, record.deck, record.firstPlayer))
        return part(0, 0);
    QObject::connect(&session, &GameSession::actionApplied, &session, [&](const ActionReport &r) {
        if (r.action.type == Action::Type::Slap && r.actor == person)
            if (const Event *slap = r.find(Event::Type::Slap); slap && slap->valid)
                out.times.append(RunTime{r.atMs, r.reactionMs, slap->patterns, slap->call});
        RunReplay::Hands hands{r.atMs, {}};
        for (int p = 0; p < players; ++p)
            hands.cards.push_back(session.table().handSize(p));
        out.hands.push_back(std::move(hands));
    });
    const GameSeeds seeds = GameSeeds::of(record.rules, players, record.deal);
    std::vector<std::unique_ptr<BotPlayer>> seated;
    for (int p = 0; p < players; ++p)
        if (p != person && bots.value(p))
            seated.push_back(std::make_unique<BotPlayer>(&session, p, *bots.value(p), seeds.botSeedOf(p),
                                                         1.0 / playSpeed));
    const std::vector<RecordedAction> &done = session.table().recordedActions();
    const std::vector<RecordedAction> &want = record.actions;
    std::size_t k = 0;
    while (k < want.size()) {
        if (done.size() > k) { // a bot, a card landing or the clock acted by then
            if (!RunCheck::sameAction(done[k], want[k]))
                return out.actions = done, part(k, std::min(done[k].atMs, want[k].atMs));
            ++k;
            continue;
        }
        const RecordedAction &a = want[k];
        if (a.atMs < clock.nowMs())
            return out.actions = done, part(k, a.atMs);
        clock.advance(a.atMs - clock.nowMs());
        if (done.size() > k)
            continue;
        // Nothing else acted by then: the action must be the person's.
        bool acted = false;
        switch (a.action.type) {
        case Action::Type::Slap:
            if (a.action.seat == person) {
                session.slap(person);
                acted = true;
            }
            break;
        case Action::Type::Play:
            acted = session.turnPlayer() == person && session.playCard(person);
            break;
        case Action::Type::Collect:
            acted = session.pendingPlayer() == person && session.collect();
            break;
        case Action::Type::TimeUp:
            break; // the clock's alone
        }
        if (!acted || done.size() <= k)
            return out.actions = done, part(k, a.atMs);
    }
    // After the record's last action: a game it says is over ends as the
    // bots and the clock go on, with nothing more of the person's.
    if (record.over)
        while (!session.isOver() && done.size() <= want.size() && clock.fireNext()) { }
    out.actions = done;
    if (done.size() != want.size())
        return part(want.size(), done.size() > want.size() ? done[want.size()].atMs : clock.nowMs());
    if (session.isOver() != record.over || (record.over && session.table().winner() != record.winner))
        return part(want.size(), clock.nowMs());
    out.over = session.isOver();
    out.winner = session.table().winner();
    return out;
}

std::optional<Run> RunCheck::makeRun(const GameRecord &record, int person, const QString &name,
                                     const QList<std::optional<BotProfile>> &bots, double playSpeed,
                                     int collectDelayMs, const QDate &daily)
{
    RunReplay replay = replayRun(record, person, bots, playSpeed, collectDelayMs);
    if (!replay.same())
        return std::nullopt;
    Run run;
    run.appVersion = QStringLiteral(RATSCREW_VERSION);
    run.name = name.left(Run::kMaxNameLength);
    run.player = person;
    run.daily = daily;
    run.playSpeed = playSpeed;
    run.collectDelayMs = collectDelayMs;
    run.bots = bots;
    run.bots.resize(record.players.size());
    run.bots[person].reset();
    run.times = std::move(replay.times);
    run.record = record;
    return run;
}

double RunCheck::spreadOf(const QList<RunTime> &times)
{
    // Each time against the median of its own kind (the same patterns, or
    // the same call): a pattern that takes longer to see is not spread.
    QHash<int, std::vector<double>> kinds;
    for (const RunTime &t : times)
        kinds[t.call != Call::None ? -int(t.call) : int(t.patterns.bits())].push_back(
            std::log(std::max(1, t.ms)));
    std::vector<double> residuals;
    for (std::vector<double> &logs : kinds) {
        if (logs.size() < 2)
            continue;
        std::sort(logs.begin(), logs.end());
        const std::size_t n = logs.size();
        const double median = n % 2 ? logs[n / 2] : (logs[n / 2 - 1] + logs[n / 2]) / 2;
        for (double l : logs)
            residuals.push_back(l - median);
    }
    if (residuals.size() < 4)
        return 0;
    std::sort(residuals.begin(), residuals.end());
    const auto quantile = [&residuals](double q) {
        const double at = q * double(residuals.size() - 1);
        const std::size_t i = std::size_t(at);
        const double f = at - double(i);
        return i + 1 < residuals.size() ? residuals[i] * (1 - f) + residuals[i + 1] * f : residuals[i];
    };
    return (quantile(0.75) - quantile(0.25)) / 1.349;
}

RunCheck::Verdict RunCheck::check(const Run &run)
{
    Verdict v;
    const auto fail = [&v](Failure failure, const QString &sentence) {
        v.failure = failure;
        v.sentence = sentence;
        return v;
    };
    const GameRecord &record = run.record;
    int people = 0;
    for (const RecordPlayer &p : record.players)
        people += p.person ? 1 : 0;
    if (people != 1 || !record.players.value(run.player).person)
        return fail(Failure::Seats, tr("The run is not one person's game against bots."));
    if (!record.cardsLand)
        return fail(Failure::Clock,
                    tr("The run's game was played by an older Ratscrew, whose cards did not land."));
    const GameSeeds seeds = GameSeeds::of(record.rules, int(record.players.size()), record.deal);
    if (record.deck != seeds.deal.deck || record.firstPlayer != seeds.deal.firstPlayer)
        return fail(Failure::Deal, tr("The cards of the run are not those of deal %1.").arg(record.deal));
    v.replay = replayRun(record, run.player, run.bots, run.playSpeed, run.collectDelayMs);
    if (!v.replay.same())
        return fail(Failure::Replay, tr("The run's game does not replay: at %1 its bots would not have done "
                                        "what the record says.")
                                         .arg(GameText::duration(v.replay.partedAtMs)));
    if (v.replay.times != run.times)
        return fail(Failure::Times, tr("The reaction times in the run are not those of its game."));
    const RunProfile profile = run.profile();
    if (profile.slaps > 0 && profile.medianMs < kMinMedianMs)
        return fail(Failure::Median, tr("The reaction times are not a person's: their median is %1 ms, "
                                        "faster than %2 ms.")
                                         .arg(profile.medianMs)
                                         .arg(kMinMedianMs));
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (profile.patternSlaps.at(i) > 0 && profile.patternMedianMs.at(i) < kMinPatternMedianMs)
            return fail(Failure::Pattern,
                        tr("The reaction times are not a person's: %1 was slapped in %2 ms at the median, "
                           "faster than %3 ms.",
                           "%1 is a pattern's name")
                            .arg(GameText::pattern(SlapPattern(i)))
                            .arg(profile.patternMedianMs.at(i))
                            .arg(kMinPatternMedianMs));
    if (run.times.size() >= kSpreadSamples && spreadOf(run.times) < kMinSpread)
        return fail(Failure::Spread, tr("The reaction times are not a person's: they are too even."));
    return v;
}

} // namespace ratscrew
