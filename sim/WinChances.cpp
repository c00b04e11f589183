// SPDX-License-Identifier: GPL-3.0-or-later
#include "WinChances.h"

#include "FastGame.h"
#include "FusedTable.h"
#include "MatchSpeed.h"
#include "Random.h"
#include "SlapPatterns.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace ratscrew {

namespace {

// The seeds of the play-outs (WinChances: a sample's bots by its index
// alone, its hidden cards by its position too).
constexpr std::uint64_t kBotStream = 0x6a09e667f3bcc909ull;
constexpr std::uint64_t kCardStream = 0xbb67ae8584caa73bull;

// A profile's play delay from the seat's own plays in the game (at least
// this many), clamped to BotProfile's range.
constexpr std::size_t kMinPlays = 5;

void setPlayDelay(BotProfile &profile, const std::vector<int> &delays)
{
    if (delays.size() >= kMinPlays)
        profile.playDelayMs = std::clamp(MatchSpeed::medianOf(delays), 100, 5000);
}

constexpr double kZ95 = 1.959963984540054;

// A play-out of a game without a play limit ends as a draw after this
// many plays, as the simulator's games do.
constexpr long long kPlayOutMaxPlays = 100000;

// The median of times of which some were only seen to be longer than
// they are (`observed` false: right-censored), by the Kaplan–Meier
// estimate of their distribution: the first time at which at most half
// are left. -1 if more than half are only known to be longer.
int censoredMedianMs(std::vector<std::pair<int, bool>> times)
{
    std::sort(times.begin(), times.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first < b.first
                                  : a.second > b.second; // events before censoring at a tie
    });
    double left = 1.0;
    std::size_t atRisk = times.size();
    for (std::size_t i = 0; i < times.size();) {
        const int t = times[i].first;
        std::size_t events = 0, all = 0;
        for (; i < times.size() && times[i].first == t; ++i, ++all)
            events += times[i].second ? 1 : 0;
        if (events > 0) {
            left *= 1.0 - double(events) / double(atRisk);
            if (left <= 0.5)
                return t;
        }
        atRisk -= all;
    }
    return -1;
}

// Lands the card in the air of `position` at its time: the position as
// the landing leaves it (docs/RULES.md §12.1).
void landNow(TablePosition &position, std::vector<Event> &events)
{
    const std::int64_t atMs = position.table.flight().landsAtMs;
    events.clear();
    const TableStep step = position.table.land(atMs, events);
    position.nowMs = atMs;
    position.sinceMs = atMs;
    if (step.collect == CollectTimer::Start)
        position.collectDueMs = step.collectDueMs;
    else if (step.collect == CollectTimer::Stop)
        position.collectDueMs = -1;
}

} // namespace

const Event *ChanceStep::find(Event::Type type) const
{
    for (const Event &e : events)
        if (e.type == type)
            return &e;
    return nullptr;
}

bool ChanceStep::refusedLate() const
{
    const Event *refused = find(Event::Type::Rejected);
    return refused && refused->rejectReason == RejectReason::Late;
}

std::optional<WinChances> WinChances::of(const GameRecord &record, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!record.cardsLand)
        return fail(QStringLiteral("the record was made under the table's clock before the fourth edition "
                                   "(cards counted at once); only games of the fourth edition's clock can be "
                                   "analysed"));
    if (std::size_t(record.actions.size()) > kMaxSteps)
        return fail(QStringLiteral("the game is too long to analyse: %1 actions (at most %2)")
                        .arg(record.actions.size())
                        .arg(qulonglong(kMaxSteps)));
    WinChances w;
    w.m_record = record;
    w.m_players = int(record.players.size());
    w.m_playDelays.resize(std::size_t(w.m_players));
    {
        Table table(record.rules, w.m_players, record.deck, record.firstPlayer);
        table.setRevealDelayMs(record.revealMs);
        w.m_positions.push_back(TablePosition{table, 0, -1, 0});
    }
    CardSet shown;
    w.m_hidden.push_back(hiddenCards(record.deck, shown));
    std::int64_t pendingSinceMs = -1;
    int longestCollectMs = -1;
    bool tooLong = false;
    // Every pile that showed a pattern: when it landed, who could slap it,
    // and when each of them first did (-1: not), for the seats' times with
    // those who were beaten to it (seatModels()).
    struct RacedPile
    {
        std::int64_t landedMs = 0;
        std::int64_t endedMs = -1; // when it was won or covered
        unsigned couldSlap = 0;
        std::array<std::int64_t, kMaxPlayers> slappedMs{};
    };
    std::vector<RacedPile> raced;
    bool open = false;       // raced.back() lies on the table
    bool justClosed = false; // raced.back() was just won: a late slap is for it
    const QString mismatch = playRecord(record, [&](const RecordStep &step) {
        if (tooLong)
            return;
        if (w.m_steps.size() >= kMaxSteps) {
            tooLong = true;
            return;
        }
        const TablePosition &before = w.m_positions.back();
        const Table &was = before.table;
        ChanceStep s;
        s.action = step.action;
        s.landing = step.landing;
        s.atMs = step.atMs;
        s.what = step.landing ? Action::play() : record.actions[step.action].action;
        s.events = step.events;
        s.pileBefore = was.patterns();
        s.played.assign(was.played().begin(), was.played().end());
        switch (s.what.type) {
        case Action::Type::Slap:
            s.actor = s.what.seat;
            break;
        case Action::Type::Play:
            s.actor = step.landing ? was.flight().player : was.turnPlayer();
            break;
        case Action::Type::Collect:
        case Action::Type::TimeUp:
            break;
        }
        for (const Event &e : step.events) {
            if (e.type == Event::Type::Play && !shown.test(std::size_t(e.card.id())))
                s.hidden = true;
            if (e.type == Event::Type::Slap && e.valid && s.actor >= 0 && step.reactionMs != kNoReactionMs)
                w.m_reactions.push_back(Reaction{s.actor, e.patterns, e.call, step.reactionMs});
        }
        markShownCards(step.events, shown);
        // The race for a pile that shows a pattern.
        if (s.what.type == Action::Type::Slap && s.actor >= 0 && (open || justClosed)) {
            std::int64_t &first = raced.back().slappedMs[std::size_t(s.actor)];
            if (first < 0 && (open || s.refusedLate()))
                first = step.atMs;
        }
        if (step.table.generation() != was.generation()) {
            if (open)
                raced.back().endedMs = step.atMs;
            justClosed = open;
            open = false;
            if (step.landing)
                justClosed = false;
            if (step.landing && !step.table.patterns().empty()) {
                RacedPile pile;
                pile.landedMs = step.atMs;
                pile.slappedMs.fill(-1);
                for (int p = 0; p < w.m_players; ++p)
                    if (!step.table.isOut(p) && step.table.game().sitOutCards(p) == 0
                        && (record.rules.slapIn || step.table.handSize(p) > 0))
                        pile.couldSlap |= 1u << p;
                raced.push_back(pile);
                open = true;
            }
        }
        // A throw by the player to play: how long they took since their
        // turn came (the table's generation moved then).
        if (!step.landing && s.what.type == Action::Type::Play && s.actor >= 0 && step.table.flight().inAir())
            w.m_playDelays[std::size_t(s.actor)].push_back(int(step.atMs - before.sinceMs));
        std::int64_t collectDueMs = before.collectDueMs;
        if (step.step.collect == CollectTimer::Start) {
            collectDueMs = step.step.collectDueMs;
            pendingSinceMs = step.atMs;
        } else if (step.step.collect == CollectTimer::Stop) {
            if (s.what.type == Action::Type::Collect && pendingSinceMs >= 0)
                longestCollectMs = std::max(longestCollectMs, int(step.atMs - pendingSinceMs));
            collectDueMs = -1;
            pendingSinceMs = -1;
        }
        const std::int64_t sinceMs = step.table.generation() != was.generation() ? step.atMs : before.sinceMs;
        w.m_positions.push_back(TablePosition{step.table, step.atMs, collectDueMs, sinceMs});
        w.m_hidden.push_back(hiddenCards(record.deck, shown));
        w.m_steps.push_back(std::move(s));
    });
    if (!mismatch.isEmpty())
        return fail(mismatch);
    if (tooLong)
        return fail(
            QStringLiteral("the game is too long to analyse: more than %1 steps").arg(qulonglong(kMaxSteps)));
    if (longestCollectMs >= 0)
        w.m_collectDelayMs = clampCollectDelayMs(longestCollectMs);
    // The models.
    std::vector<MatchSpeed> own(std::size_t(w.m_players));
    std::vector<std::vector<int>> won(std::size_t(w.m_players));
    for (const Reaction &r : w.m_reactions) {
        own[std::size_t(r.seat)].add(r.patterns, r.call, r.ms);
        won[std::size_t(r.seat)].push_back(r.ms);
    }
    // Each seat's median reaction over every pile that showed a pattern:
    // the times of the slaps a seat won are its fastest, and on the piles
    // others took first it was only slower than they were (censored).
    std::vector<int> raceMedian(std::size_t(w.m_players), -1);
    for (int p = 0; p < w.m_players; ++p) {
        std::vector<std::pair<int, bool>> times;
        for (const RacedPile &pile : raced) {
            if (!(pile.couldSlap >> p & 1))
                continue;
            const std::int64_t at = pile.slappedMs[std::size_t(p)];
            if (at >= 0)
                times.emplace_back(int(at - pile.landedMs), true);
            else if (pile.endedMs >= 0)
                times.emplace_back(int(pile.endedMs - pile.landedMs), false);
        }
        raceMedian[std::size_t(p)] = censoredMedianMs(times);
    }
    std::vector<std::optional<BotProfile>> named(std::size_t(w.m_players));
    // How a race median reads as a profile's median, from the seats whose
    // profile is known (their misses and patterns are in it alike).
    double known = 0;
    int knownSeats = 0;
    for (int p = 0; p < w.m_players; ++p) {
        if (!record.players[p].person)
            named[std::size_t(p)] = BotProfile::forLevel(record.players[p].level.toStdString());
        if (named[std::size_t(p)] && raceMedian[std::size_t(p)] > 0) {
            known += double(named[std::size_t(p)]->medianReactionMs) / raceMedian[std::size_t(p)];
            ++knownSeats;
        }
    }
    for (int p = 0; p < w.m_players; ++p) {
        const auto i = std::size_t(p);
        BotProfile profile = named[i] ? *named[i] : own[i].profile();
        if (!named[i] && raceMedian[i] > 0 && own[i].samples() >= MatchSpeed::kMinSamples) {
            // The seat's median as the known seats' race medians read, or
            // else against its own won slaps; the profile's medians are
            // scaled to it.
            const int wonMedian = MatchSpeed::medianOf(won[i]);
            const double target =
                knownSeats > 0 ? raceMedian[i] * known / knownSeats
                               : double(profile.medianReactionMs) * raceMedian[i] / std::max(1, wonMedian);
            const double scale = target / double(std::max(1, profile.medianReactionMs));
            profile.medianReactionMs =
                std::clamp(int(std::lround(profile.medianReactionMs * scale)), 100, 3000);
            for (std::uint16_t &ms : profile.patternMedianMs)
                if (ms > 0)
                    ms = std::uint16_t(std::clamp(int(std::lround(ms * scale)), 100, 3000));
        }
        setPlayDelay(profile, w.m_playDelays[i]);
        w.m_seatModels.push_back(profile);
    }
    w.setModels(w.m_seatModels);
    return w;
}

BotProfile WinChances::tableModel() const
{
    MatchSpeed all;
    for (const Reaction &r : m_reactions)
        all.add(r.patterns, r.call, r.ms);
    // MatchSpeed keeps its last kWindow times: the game's last ones. Pool
    // the delays of every seat.
    BotProfile profile = all.profile();
    std::vector<int> delays;
    for (const std::vector<int> &d : m_playDelays)
        delays.insert(delays.end(), d.begin(), d.end());
    setPlayDelay(profile, delays);
    return profile;
}

void WinChances::setModels(std::vector<BotProfile> models)
{
    m_models = std::move(models);
    m_tallies.assign(m_positions.size(), Tally{});
    for (std::size_t k = 0; k < m_positions.size(); ++k) {
        const Table &table = m_positions[k].table;
        if (table.isOver()) {
            Tally &t = m_tallies[k];
            t.exact = true;
            t.samples = 1;
            if (table.winner() >= 0)
                t.wins[std::size_t(table.winner())] = 1;
        }
    }
    if (m_wanted.size() != m_positions.size())
        m_wanted.assign(m_positions.size(), true);
    for (AverageLanding &a : m_averageLandings)
        a.tally = Tally{};
}

void WinChances::setWanted(std::vector<bool> wanted)
{
    wanted.resize(m_positions.size(), false);
    m_wanted = std::move(wanted);
}

double WinChances::Tally::chance(int seat) const
{
    return samples > 0 ? double(wins[std::size_t(seat)]) / samples : 0.0;
}

double WinChances::Tally::halfWidth(int seat) const
{
    if (exact)
        return 0.0;
    if (samples == 0)
        return 1.0;
    const double n = samples + kZ95 * kZ95;
    const double p = (wins[std::size_t(seat)] + kZ95 * kZ95 / 2) / n;
    return kZ95 * std::sqrt(p * (1 - p) / n);
}

double WinChances::Tally::widestHalfWidth(int players) const
{
    double widest = 0;
    for (int p = 0; p < players; ++p)
        widest = std::max(widest, halfWidth(p));
    return widest;
}

double widestHalfWidth(std::span<const WinChances::Tally> tallies, const std::vector<bool> &wanted,
                       int players)
{
    double widest = 0;
    for (std::size_t k = 0; k < tallies.size() && k < wanted.size(); ++k)
        if (wanted[k])
            widest = std::max(widest, tallies[k].widestHalfWidth(players));
    return widest;
}

double WinChances::widestHalfWidth() const
{
    double widest = ratscrew::widestHalfWidth(m_tallies, m_wanted, m_players);
    for (const AverageLanding &a : m_averageLandings)
        widest = std::max(widest, a.tally.widestHalfWidth(m_players));
    return widest;
}

std::size_t WinChances::samplesWanted(const Tally &t, bool wanted, const Refinement &how) const
{
    if (!wanted || t.exact || t.samples >= how.maxSamples)
        return 0;
    if (how.upTo > 0)
        return std::size_t(std::max(0, std::min(how.upTo, how.maxSamples) - t.samples));
    if (t.samples < how.firstSamples)
        return std::size_t(std::min(how.firstSamples, how.maxSamples) - t.samples);
    if (t.widestHalfWidth(m_players) <= how.targetHalfWidth)
        return 0;
    // The samples the widest interval needs at its chance now: n =
    // z² p(1 - p) / target², with a tenth to spare.
    double need = 0;
    for (int p = 0; p < m_players; ++p) {
        const double c = std::clamp(t.chance(p), 0.02, 0.98);
        need = std::max(need, kZ95 * kZ95 * c * (1 - c) / (how.targetHalfWidth * how.targetHalfWidth));
    }
    const double more = std::max(16.0, need * 1.1 - t.samples);
    return std::size_t(std::min(more, double(how.maxSamples - t.samples)));
}

bool WinChances::done(const Refinement &how) const
{
    for (std::size_t k = 0; k < m_tallies.size(); ++k)
        if (samplesWanted(m_tallies[k], m_wanted[k], how) > 0)
            return false;
    for (const AverageLanding &a : m_averageLandings)
        if (samplesWanted(a.tally, true, how) > 0)
            return false;
    return true;
}

long long WinChances::refine(const Refinement &how, const std::atomic<bool> *cancel,
                             const std::function<void(double)> &progressed)
{
    SimulationConfig config;
    config.rules = m_record.rules;
    if (config.rules.maxPlays <= 0)
        config.rules.maxPlays = kPlayOutMaxPlays;
    config.players = m_players;
    config.bots = m_models;
    config.revealMs = m_record.revealMs;
    config.collectDelayMs = m_collectDelayMs;
    const SlapMatcher matcher(config.rules);
    std::optional<FusedTable> fused;
    if (FusedTable::applies(config))
        fused.emplace(config, matcher);

    // The positions at which the table's generation moved, and the game at
    // each: a play-out that passes through one is one of its samples too
    // (docs/ANALYSIS.md, "Play-outs shared"). Not with a time limit (the
    // rest of a game then depends on the time it is played at).
    std::vector<std::size_t> moved;
    std::vector<FastGame> states;
    std::vector<std::uint64_t> hiddenMasks;
    std::vector<std::size_t> nextMoved(m_positions.size(), 0); // index into `moved` of the first after k
    if (fused && config.rules.timeLimitMinutes <= 0) {
        for (std::size_t k = 1; k < m_positions.size(); ++k) {
            if (m_positions[k].table.generation() == m_positions[k - 1].table.generation())
                continue;
            moved.push_back(k);
            states.emplace_back(config.rules, m_positions[k].table.game());
            hiddenMasks.push_back(m_hidden[k].to_ullong());
        }
        std::size_t m = 0;
        for (std::size_t k = 0; k < m_positions.size(); ++k) {
            while (m < moved.size() && moved[m] <= k)
                ++m;
            nextMoved[k] = m;
        }
    }

    long long played = 0;
    const int threads = std::max(1, how.threads);
    // `more` play-outs from `from` (its hidden cards drawn from the stream
    // of `cardStream`; with `landFirst` its card in the air lands first),
    // tallied into `tally`, and into the positions of `path` passed
    // through (moved[pathStart…]).
    const auto playOut = [&](const TablePosition &from, const CardSet &hidden, bool landFirst,
                             std::uint64_t cardStream, int more, Tally &tally, std::size_t pathStart) {
        // Runs of play-outs, about two for each thread.
        struct Run
        {
            int first; // own sample index
            int count;
            std::array<int, kMaxPlayers> wins{};
            std::vector<std::array<int, kMaxPlayers + 1>> passed; // by path state: wins, then samples
        };
        const int chunk = std::max(1, (more + 2 * threads - 1) / (2 * threads));
        std::vector<Run> runs;
        for (int first = 0; first < more; first += chunk)
            runs.push_back(Run{tally.own + first, std::min(chunk, more - first), {}, {}});
        const FusedTable::Path path{std::span<const FastGame>(states).subspan(pathStart),
                                    std::span<const std::uint64_t>(hiddenMasks).subspan(pathStart)};
        std::atomic<std::size_t> next{0};
        const auto worker = [&] {
            std::vector<std::uint64_t> seeds(static_cast<std::size_t>(m_players));
            std::vector<Event> events;
            for (std::size_t r = next.fetch_add(1); r < runs.size(); r = next.fetch_add(1)) {
                Run &run = runs[r];
                for (int j = run.first; j < run.first + run.count; ++j) {
                    const auto sample = std::uint64_t(j);
                    for (int p = 0; p < m_players; ++p)
                        seeds[std::size_t(p)] = Random::deriveSeed(
                            Random::deriveSeed(how.seed ^ kBotStream, sample), std::uint64_t(p));
                    TablePosition position = from;
                    position.table.setCollectDelayMs(m_collectDelayMs);
                    if (hidden.any()) {
                        Random cards(Random::deriveSeed(
                            Random::deriveSeed(how.seed ^ kCardStream, cardStream), sample));
                        position.table.relabelHands(shuffleHidden(hidden, cards));
                    }
                    if (landFirst)
                        landNow(position, events);
                    const GameResult g =
                        fused ? fused->gameFrom(position, seeds, path.states.empty() ? nullptr : &path)
                              : simulateFrom(config, position, seeds);
                    if (g.winner >= 0)
                        ++run.wins[std::size_t(g.winner)];
                    if (std::size_t(g.followed) > run.passed.size())
                        run.passed.resize(std::size_t(g.followed), {});
                    for (int i = 0; i < g.followed; ++i) {
                        ++run.passed[std::size_t(i)][kMaxPlayers];
                        if (g.winner >= 0)
                            ++run.passed[std::size_t(i)][std::size_t(g.winner)];
                    }
                }
            }
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < threads && t < int(runs.size()); ++t)
            pool.emplace_back(worker);
        worker();
        for (std::thread &t : pool)
            t.join();
        for (const Run &run : runs) {
            tally.samples += run.count;
            tally.own += run.count;
            for (int p = 0; p < m_players; ++p)
                tally.wins[std::size_t(p)] += run.wins[std::size_t(p)];
            for (std::size_t i = 0; i < run.passed.size(); ++i) {
                Tally &later = m_tallies[moved[pathStart + i]];
                if (later.exact)
                    continue;
                later.samples += run.passed[i][kMaxPlayers];
                for (int p = 0; p < m_players; ++p)
                    later.wins[std::size_t(p)] += run.passed[i][std::size_t(p)];
            }
            played += run.count;
        }
    };
    for (std::size_t k = 0; k < m_tallies.size(); ++k) {
        const int more = int(samplesWanted(m_tallies[k], m_wanted[k], how));
        if (more == 0)
            continue;
        if (cancel && cancel->load(std::memory_order_relaxed))
            return 0;
        playOut(m_positions[k], m_hidden[k], false, k, more, m_tallies[k], nextMoved[k]);
        if (progressed)
            progressed(double(k + 1) / double(m_tallies.size() + m_averageLandings.size()));
    }
    for (std::size_t i = 0; i < m_averageLandings.size(); ++i) {
        AverageLanding &a = m_averageLandings[i];
        const int more = int(samplesWanted(a.tally, true, how));
        if (more == 0)
            continue;
        if (cancel && cancel->load(std::memory_order_relaxed))
            return 0;
        // The position before the landing, its card in the air drawn again.
        playOut(m_positions[a.step], m_hidden[a.step], true, m_positions.size() + i, more, a.tally,
                moved.size());
    }
    return played;
}

void WinChances::addAverageLandings()
{
    m_averageLandings.clear();
    for (std::size_t s = 0; s < m_steps.size(); ++s)
        if (m_steps[s].hidden && m_positions[s].table.flight().inAir())
            m_averageLandings.push_back(AverageLanding{s, Tally{}});
}

std::vector<Swing> largestSwings(std::span<const WinChances::Tally> tallies, const std::vector<bool> &wanted,
                                 int seat, int count, double atLeast)
{
    std::vector<Swing> all;
    std::size_t before = 0; // the wanted position before
    for (std::size_t k = 1; k < tallies.size(); ++k) {
        if (k < wanted.size() && !wanted[k])
            continue;
        const double from = tallies[before].chance(seat);
        const double to = tallies[k].chance(seat);
        if (std::abs(to - from) >= atLeast && tallies[k].samples > 0 && tallies[before].samples > 0)
            all.push_back(Swing{k, before, from, to});
        before = k;
    }
    std::stable_sort(all.begin(), all.end(), [](const Swing &a, const Swing &b) {
        return std::abs(a.after - a.before) > std::abs(b.after - b.before);
    });
    if (all.size() > std::size_t(std::max(0, count)))
        all.resize(std::size_t(std::max(0, count)));
    return all;
}

std::vector<Swing> largestSwings(const WinChances &chances, int seat, int count, double atLeast)
{
    return largestSwings(chances.tallies(), chances.wanted(), seat, count, atLeast);
}

std::vector<bool> luckPositions(const WinChances &chances)
{
    std::vector<bool> wanted(chances.positions(), false);
    wanted.front() = true;
    wanted.back() = true;
    for (const WinChances::AverageLanding &a : chances.averageLandings())
        wanted[a.step + 1] = true; // the position the landing left
    return wanted;
}

LuckAndSpeed splitLuckAndSpeed(const WinChances &atTableModel)
{
    LuckAndSpeed out;
    const auto &tallies = atTableModel.tallies();
    const int n = atTableModel.players();
    const WinChances::Tally &deal = tallies.front();
    const WinChances::Tally &last = tallies.back();
    std::array<double, kMaxPlayers> variance{};
    const auto addVariance = [&](const WinChances::Tally &t, int p) {
        const double h = t.halfWidth(p) / kZ95;
        variance[std::size_t(p)] += h * h;
    };
    for (int p = 0; p < n; ++p) {
        const auto i = std::size_t(p);
        out.atDeal[i] = deal.chance(p);
        out.result[i] = last.chance(p);
        addVariance(deal, p);
        addVariance(last, p);
    }
    for (const WinChances::AverageLanding &a : atTableModel.averageLandings()) {
        const WinChances::Tally &landed = tallies[a.step + 1];
        for (int p = 0; p < n; ++p) {
            out.luck[std::size_t(p)] += landed.chance(p) - a.tally.chance(p);
            addVariance(landed, p);
            addVariance(a.tally, p);
        }
    }
    for (int p = 0; p < n; ++p) {
        const auto i = std::size_t(p);
        out.speed[i] = out.result[i] - out.atDeal[i] - out.luck[i];
        out.halfWidth[i] = kZ95 * std::sqrt(variance[i]);
    }
    return out;
}

std::vector<bool> chartPositions(const WinChances &chances)
{
    std::vector<bool> wanted(chances.positions(), true);
    for (std::size_t i = 0; i < chances.steps().size(); ++i) {
        const ChanceStep &s = chances.steps()[i];
        if (!s.landing && s.what.type == Action::Type::Play && s.events.empty())
            wanted[i + 1] = false; // a card thrown: it counts when it lands
    }
    return wanted;
}

GameAnalysis::GameAnalysis(WinChances chances) : m_chart(chances), m_split(std::move(chances))
{
    m_chart.setWanted(chartPositions(m_chart));
    std::vector<BotProfile> table(std::size_t(m_split.players()), m_split.tableModel());
    m_split.setModels(std::move(table));
    m_split.addAverageLandings();
    m_split.setWanted(luckPositions(m_split));
}

bool GameAnalysis::refine(const WinChances::Refinement &how, const std::atomic<bool> *cancel,
                          const std::function<void(double)> &progressed)
{
    if (cancel && cancel->load())
        return false;
    if (!m_firstCurve) { // the first round: a rough curve at once
        m_firstCurve = true;
        WinChances::Refinement first = how;
        first.upTo = how.firstSamples;
        m_playOuts += m_chart.refine(first, cancel, progressed);
        return !(cancel && cancel->load());
    }
    long long played = m_chart.refine(how, cancel, progressed);
    if (played == 0 && !(cancel && cancel->load()))
        played = m_split.refine(how, cancel, progressed);
    m_playOuts += played;
    return played > 0;
}

} // namespace ratscrew
