// SPDX-License-Identifier: GPL-3.0-or-later
#include "Simulator.h"

#include "FusedTable.h"
#include "Invariants.h"
#include "Random.h"
#include "RandomRules.h"
#include "SlapPatterns.h"
#include "Table.h"
#include "TimerKey.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <thread>

namespace ratscrew {

namespace {

// A pending action of the virtual clock: its key (TimerKey) and the
// table's generation when it was started.
struct VirtualTimer
{
    std::uint64_t key = TimerKey::kStopped;
    std::uint64_t generation = 0; // of the table when started

    bool running() const { return key != TimerKey::kStopped; }
    std::int64_t due() const { return TimerKey::due(key); }
    unsigned order() const { return TimerKey::order(key); }
    void start(std::int64_t due, unsigned order, std::uint64_t startGeneration)
    {
        key = TimerKey::of(due, order);
        generation = startGeneration;
    }
    void stop() { key = TimerKey::kStopped; }
};

enum class Kind : std::uint8_t { Slap, Play, Collect, Land };

// Bots against bots at one Table, on a virtual clock. The table keeps the
// rules of time (players, generation, collect deadline); this class only
// keeps the timers, as BotPlayer and GameSession keep them on QTimers.
class VirtualTable
{
public:
    // `matcher`: the rules' SlapMatcher, shared by all games of a run
    // (null: match with matchSlapPatterns(), as for varied tables).
    VirtualTable(const SimulationConfig &config, long long index, const SlapMatcher *matcher)
        : m_config(config), m_rules(config.rules), m_n(config.players), m_index(index)
    {
        Random setup(Random::deriveSeed(config.seed, std::uint64_t(index)));
        const BotProfile *bots[kMaxPlayers] = {};
        if (config.varyTables) {
            m_rules = randomRuleSet(setup);
            m_rules.maxPlays = config.rules.maxPlays;
            m_n = kMinPlayers + int(setup.below(kMaxPlayers - kMinPlayers + 1));
            for (int p = 0; p < m_n; ++p)
                bots[p] = &levelProfiles()[setup.below(std::uint32_t(levelProfiles().size()))];
        } else {
            for (int p = 0; p < m_n; ++p)
                bots[p] = &config.bots[std::size_t(p)];
        }
        m_mayCall = m_rules.hasCalls();
        // The time limit of this game's rules, however they were set
        // (--time-limit, --rules, a varied table's).
        m_limitKey = timeLimitKey(m_rules);
        const GameSeeds deal = GameSeeds::draw(m_rules, m_n, setup);
        m_table.emplace(m_rules, m_n, deal.deal.deck, deal.deal.firstPlayer);
        m_table->useMatcher(matcher);
        if (config.onGameEnd)
            m_table->setRecording(true);
        m_table->setCollectDelayMs(config.collectDelayMs);
        m_table->setRevealDelayMs(config.revealMs); // cards land after their flight (docs/RULES.md §12)
        m_minds.reserve(std::size_t(m_n));
        for (int player = 0; player < m_n; ++player)
            m_minds.emplace_back(*bots[player], deal.botSeedOf(player));
        m_events.reserve(16);
    }

    // simulateFrom(): the table of `from`, its timers, and fresh bots
    // seeded with `botSeeds` who look at it first as simulateFrom() says.
    VirtualTable(const SimulationConfig &config, const TablePosition &from,
                 std::span<const std::uint64_t> botSeeds, const SlapMatcher *matcher)
        : m_config(config),
          m_rules(from.table.rules()),
          m_n(from.table.players()),
          m_table(from.table),
          m_now(from.nowMs),
          m_sinceMs(from.sinceMs)
    {
        m_mayCall = m_rules.hasCalls();
        m_limitKey = timeLimitKey(m_rules);
        m_table->useMatcher(matcher);
        m_table->setRecording(false);
        m_minds.reserve(std::size_t(m_n));
        for (int player = 0; player < m_n; ++player)
            m_minds.emplace_back(config.bots[std::size_t(player)], botSeeds[std::size_t(player)]);
        if (from.collectDueMs >= 0)
            m_collect.start(from.collectDueMs, TimerKey::kCollectOrder, m_table->generation());
        if (m_table->flight().inAir())
            m_land.start(m_table->flight().landsAtMs, TimerKey::kLandOrder, m_table->generation());
        m_events.reserve(16);
    }

    GameResult run()
    {
        Table &table = *m_table;
        const long long maxPlays = m_rules.maxPlays;
        if (m_config.check) {
            table.setChecking(true);
            noteViolation("the deal");
        }
        if (m_sinceMs >= 0)
            lookFirst();
        else
            observeAll();
        while (!table.isOver() && m_result.violation.empty()) {
            if (maxPlays > 0 && table.game().plays() >= maxPlays) {
                m_events.clear();
                table.declareDraw(m_events);
                break;
            }
            if (!fireNext()) { // nothing scheduled: cannot happen with bots at every seat
                m_events.clear();
                table.declareDraw(m_events);
                break;
            }
        }
        m_result.winner = table.winner();
        m_result.plays = table.game().plays();
        m_result.durationMs = m_now;
        m_result.endedOnTime = table.game().endedOnTime();
        if (m_config.onGameEnd)
            m_config.onGameEnd(m_index, table, m_now);
        return m_result;
    }

private:
    static const std::array<BotProfile, 5> &levelProfiles()
    {
        static const std::array<BotProfile, 5> profiles = [] {
            std::array<BotProfile, 5> list;
            for (std::size_t i = 0; i < list.size(); ++i)
                list[i] = *BotProfile::forLevel(BotProfile::levelNames()[i]);
            return list;
        }();
        return profiles;
    }

    // Every bot looks at the table after a change, as BotPlayer::replan
    // does: BotMind::observe() for each, split into its two halves so that
    // only the player to play is asked about its play timer. Rules without
    // calls take a path compiled without them (BotView::of()).
    void observeAll()
    {
        if (m_mayCall) [[unlikely]]
            observeAll<true>();
        else
            observeAll<false>();
    }
    template<bool MayCall>
    void observeAll()
    {
        const Table &table = *m_table;
        BotView view = BotView::of<MayCall>(table);
        for (int player = 0; player < m_n; ++player) {
            VirtualTimer &slap = m_slap[std::size_t(player)];
            if (!view.lookFrom<MayCall>(table, player)) {
                slap.stop();
                continue;
            }
            const BotPlan plan = m_minds[std::size_t(player)].observeSlap<MayCall>(view);
            if (plan.slap == BotPlan::Timer::Stop)
                slap.stop();
            else if (plan.slap == BotPlan::Timer::Start)
                slap.start(m_now + plan.slapDelayMs, TimerKey::slapOrder(player), table.generation());
        }
        // observePlay() says Stop to every bot but the one to play, so at
        // most one play timer runs: the turn player's, kept while the turn
        // stays with them.
        const int turn = table.turnPlayer();
        if (turn != m_playPlayer) {
            m_play.stop();
            m_playPlayer = turn;
        }
        if (turn >= 0) {
            const BotPlan plan = m_minds[std::size_t(turn)].observeOwnTurn(view.generation, m_play.running());
            if (plan.play == BotPlan::Timer::Start)
                m_play.start(m_now + plan.playDelayMs, TimerKey::playOrder(turn), table.generation());
        }
    }

    // simulateFrom()'s first look: each bot decides on the played cards as
    // if it had seen them since m_sinceMs, drawing again a decision that
    // would have fired by now (the record shows none did).
    void lookFirst()
    {
        const Table &table = *m_table;
        BotView view = BotView::of(table);
        for (int player = 0; player < m_n; ++player) {
            if (!view.lookFrom(table, player))
                continue;
            BotMind &mind = m_minds[std::size_t(player)];
            for (int draw = 0; draw < kFirstLookDraws; ++draw) {
                mind.reset();
                const BotPlan plan = mind.observeSlap(view);
                if (plan.slap != BotPlan::Timer::Start)
                    break;
                if (m_sinceMs + plan.slapDelayMs > m_now) {
                    m_slap[std::size_t(player)].start(m_sinceMs + plan.slapDelayMs,
                                                      TimerKey::slapOrder(player), table.generation());
                    break;
                }
            }
        }
        const int turn = table.turnPlayer();
        m_playPlayer = turn;
        if (turn >= 0) {
            int delayMs = 0;
            for (int draw = 0; draw < kFirstLookDraws; ++draw) {
                delayMs = m_minds[std::size_t(turn)].observeOwnTurn(table.generation(), false).playDelayMs;
                if (m_sinceMs + delayMs > m_now)
                    break;
            }
            m_play.start(firstLookPlayDueMs(m_sinceMs, m_now, delayMs), TimerKey::playOrder(turn),
                         table.generation());
        }
        m_sinceMs = -1;
    }

    // With `check`: says which invariant broke, after what (once).
    void noteViolation(const char *what)
    {
        const std::string &error = m_table->violation();
        if (error.empty() || !m_result.violation.empty())
            return;
        m_result.violation = error + " (after action " + std::to_string(m_result.actions) + ", " + what + "; "
                             + std::to_string(m_n) + " players; rules: " + describeRules(m_rules) + ")";
    }

    // With `details`: the piles won, and the patterns a card just played
    // left on the table (found by the card on top of either pile: a slap
    // pile won by the same action has no card to count).
    void countDetails()
    {
        const Game &game = m_table->game();
        for (const Event &e : m_events) {
            if (e.type == Event::Type::PileWon) {
                ++m_result.pilesWon[std::size_t(e.wonReason)];
            } else if (e.type == Event::Type::Play) {
                for (PileId pile : {PileId::Slap, PileId::Split}) {
                    const auto played = game.playedCards(pile);
                    if (played.empty() || !(played.back() == e.card))
                        continue;
                    for (SlapPattern p : game.slappablePatterns(pile).toList())
                        ++m_result.slappable[std::size_t(p)];
                    break;
                }
            }
        }
    }

    TableStep apply(Action action)
    {
        ++m_result.actions;
        const TableStep step = m_table->apply(action, m_now, m_events);
        followFlight(step);
        if (m_config.details) [[unlikely]]
            countDetails();
        if (m_config.check)
            noteViolation(action.type == Action::Type::Play      ? "a play"
                          : action.type == Action::Type::Collect ? "a collect"
                          : action.type == Action::Type::TimeUp  ? "time up"
                                                                 : "a slap");
        return step;
    }

    // The land timer of a card thrown (docs/RULES.md §12.1), stopped once
    // no card is in the air.
    void followFlight(const TableStep &step)
    {
        const CardFlight &flight = m_table->flight();
        if (step.thrown)
            m_land.start(flight.landsAtMs, TimerKey::kLandOrder, m_table->generation());
        else if (!flight.inAir())
            m_land.stop();
    }

    // Applies the earliest due action: a card landing first, then by time,
    // then player, a slap before a play, a collect last; or, with a time limit, `T` at the limit when
    // nothing is due at or before it. Returns false if nothing is
    // scheduled (and there is no limit).
    bool fireNext()
    {
        VirtualTimer earliest;
        earliest.key = std::min({m_collect.key, m_play.key, m_land.key});
        for (int player = 0; player < m_n; ++player)
            earliest.key = std::min(earliest.key, m_slap[std::size_t(player)].key);
        if (earliest.key >= m_limitKey && m_limitKey != TimerKey::kStopped) [[unlikely]] {
            m_now = TimerKey::due(m_limitKey);
            m_events.clear();
            apply(Action::timeUp()); // ends the game: no timer matters after it
            m_collect.stop();
            return true;
        }
        if (!earliest.running())
            return false;
        const unsigned order = earliest.order();
        const int who = TimerKey::playerOf(order) % kMaxPlayers; // a player (unused for the collect)
        const Kind kind = order == TimerKey::kLandOrder      ? Kind::Land
                          : order == TimerKey::kCollectOrder ? Kind::Collect
                          : TimerKey::isPlay(order)          ? Kind::Play
                                                             : Kind::Slap;
        m_now = earliest.due();
        m_events.clear();
        Table &table = *m_table;
        TableStep step;
        switch (kind) {
        case Kind::Slap: {
            VirtualTimer &t = m_slap[std::size_t(who)];
            t.stop();
            if (t.generation != table.generation())
                return true; // stale: dropped, as the app's timer would be
            step = apply(Action::slap(who));
            break;
        }
        case Kind::Play: {
            m_play.stop();
            if (m_play.generation != table.generation() || table.turnPlayer() != who)
                return true;
            step = apply(Action::play());
            break;
        }
        case Kind::Collect:
            m_collect.stop();
            step = apply(Action::collect());
            break;
        case Kind::Land: // the play of the card in the air reaches the rules, or it goes back
            m_land.stop();
            step = m_table->land(m_now, m_events);
            if (m_config.details) [[unlikely]]
                countDetails();
            if (m_config.check)
                noteViolation("a card landing");
            break;
        }
        if (kind == Kind::Slap) { // only a slap action has a Slap, SitOut or late event
            for (const Event &e : m_events) {
                if (e.type == Event::Type::Slap) {
                    ++(e.valid ? m_result.validSlaps : m_result.invalidSlaps)[std::size_t(e.seat)];
                    if (e.call != Call::None) [[unlikely]]
                        ++(e.call == Call::Stick ? m_result.sticks : m_result.splits)[std::size_t(e.seat)];
                } else if (e.type == Event::Type::SitOut)
                    ++m_result.sitOuts[std::size_t(e.seat)];
                else if (e.type == Event::Type::Rejected && e.rejectReason == RejectReason::Late)
                    ++m_result.lateSlaps[std::size_t(who)];
            }
        }
        if (step.collect == CollectTimer::Stop)
            m_collect.stop();
        else if (step.collect == CollectTimer::Start)
            m_collect.start(step.collectDueMs, TimerKey::kCollectOrder, table.generation());
        observeAll();
        return true;
    }

    const SimulationConfig &m_config;
    RuleSet m_rules;
    bool m_mayCall = false; // m_rules.hasCalls()
    int m_n;
    long long m_index = 0;
    std::optional<Table> m_table;
    std::vector<BotMind> m_minds;                   // by player
    std::array<VirtualTimer, kMaxPlayers> m_slap{}; // by player
    VirtualTimer m_play;                            // the play timer of m_playPlayer (-1: none)
    int m_playPlayer = -1;
    VirtualTimer m_collect;
    VirtualTimer m_land; // the card in the air
    // The time limit as a timer key due at the limit, before every timer
    // due then (kStopped: no limit).
    std::uint64_t m_limitKey = TimerKey::kStopped;
    std::int64_t m_now = 0;
    std::int64_t m_sinceMs = -1; // simulateFrom(): the first look's (-1: a game from its deal)
    std::vector<Event> m_events;
    GameResult m_result;
};

} // namespace

void CountHistogram::add(long long value)
{
    value = std::max(0LL, value);
    if (value < kDense) {
        if (m_dense.empty())
            m_dense.resize(std::size_t(kDense));
        ++m_dense[std::size_t(value)];
    } else {
        ++m_sparse[value];
    }
    ++m_count;
    m_sum += value;
}

void CountHistogram::merge(const CountHistogram &other)
{
    if (!other.m_dense.empty()) {
        if (m_dense.empty())
            m_dense.resize(std::size_t(kDense));
        for (std::size_t v = 0; v < other.m_dense.size(); ++v)
            m_dense[v] += other.m_dense[v];
    }
    for (const auto &[value, n] : other.m_sparse)
        m_sparse[value] += n;
    m_count += other.m_count;
    m_sum += other.m_sum;
}

long long CountHistogram::valueAt(long long k) const
{
    long long seen = 0;
    for (std::size_t v = 0; v < m_dense.size(); ++v) {
        seen += m_dense[v];
        if (k < seen)
            return (long long)v;
    }
    for (const auto &[value, n] : m_sparse) {
        seen += n;
        if (k < seen)
            return value;
    }
    return m_sparse.empty() ? 0 : m_sparse.rbegin()->first;
}

double CountHistogram::mean() const
{
    return m_count ? double(m_sum) / double(m_count) : 0.0;
}

double CountHistogram::median() const
{
    if (m_count == 0)
        return 0.0;
    const long long n = m_count;
    return n % 2 ? double(valueAt(n / 2)) : (double(valueAt(n / 2 - 1)) + double(valueAt(n / 2))) / 2;
}

long long CountHistogram::nearestRank(double fraction) const
{
    if (m_count == 0)
        return 0;
    const auto rank = (long long)std::ceil(fraction * double(m_count));
    return valueAt(std::max(rank, 1LL) - 1);
}

void GameLengths::add(std::int64_t durationMs)
{
    durationMs = std::max<std::int64_t>(0, durationMs);
    m_seconds.add((long long)(durationMs / 1000));
    m_maxMs = std::max(m_maxMs, durationMs);
}

void GameLengths::merge(const GameLengths &other)
{
    m_seconds.merge(other.m_seconds);
    m_maxMs = std::max(m_maxMs, other.m_maxMs);
}

std::uint64_t timeLimitKey(const RuleSet &rules)
{
    return rules.timeLimitMinutes > 0
               ? TimerKey::of(std::int64_t(rules.timeLimitMinutes) * 60000, TimerKey::kOtherOrder)
               : TimerKey::kStopped;
}

GameSeeds simulatedSeeds(const SimulationConfig &config, long long index)
{
    return GameSeeds::of(config.rules, config.players, Random::deriveSeed(config.seed, std::uint64_t(index)));
}

GameResult simulateGame(const SimulationConfig &config, long long index)
{
    return VirtualTable(config, index, nullptr).run();
}

GameResult simulateFrom(const SimulationConfig &config, const TablePosition &from,
                        std::span<const std::uint64_t> botSeeds)
{
    return VirtualTable(config, from, botSeeds, nullptr).run();
}

SimulationSummary simulate(const SimulationConfig &config)
{
    const auto start = std::chrono::steady_clock::now();
    SimulationSummary total;
    total.games = config.games;
    std::atomic<long long> next{0};
    const int threads = std::max(1, config.threads);
    std::vector<SimulationSummary> partial(static_cast<std::size_t>(threads));
    std::vector<CountHistogram> plays(static_cast<std::size_t>(threads)); // per thread, merged below
    std::vector<GameLengths> lengths(static_cast<std::size_t>(threads));  // likewise
    // One pattern table for every game of the run (the rules are the same
    // unless each game draws its own).
    std::optional<SlapMatcher> matcher;
    if (!config.varyTables)
        matcher.emplace(config.rules);
    // Most runs can take the fast loop (sim/FusedTable.h): the same games.
    std::optional<FusedTable> fused;
    if (matcher && !config.reference && FusedTable::applies(config))
        fused.emplace(config, *matcher);

    auto worker = [&](SimulationSummary &sum, CountHistogram &gamePlays, GameLengths &gameLengths) {
        for (long long g = next.fetch_add(1); g < config.games; g = next.fetch_add(1)) {
            const GameResult r =
                fused ? fused->game(g) : VirtualTable(config, g, matcher ? &*matcher : nullptr).run();
            gamePlays.add(r.plays);
            gameLengths.add(r.durationMs);
            sum.actions += r.actions;
            if (!r.violation.empty()) {
                ++sum.violations;
                if (sum.firstViolation.game < 0 || g < sum.firstViolation.game)
                    sum.firstViolation = {g, r.violation};
            }
            if (r.winner >= 0)
                ++sum.wins[std::size_t(r.winner)];
            else
                ++sum.draws;
            if (r.endedOnTime)
                ++(r.winner >= 0 ? sum.timeUpWins : sum.timeUpDraws);
            else if (r.winner < 0)
                ++sum.playLimitDraws;
            for (int p = 0; p < kMaxPlayers; ++p) {
                sum.validSlaps[std::size_t(p)] += r.validSlaps[std::size_t(p)];
                sum.invalidSlaps[std::size_t(p)] += r.invalidSlaps[std::size_t(p)];
                sum.sticks[std::size_t(p)] += r.sticks[std::size_t(p)];
                sum.splits[std::size_t(p)] += r.splits[std::size_t(p)];
                sum.lateSlaps[std::size_t(p)] += r.lateSlaps[std::size_t(p)];
                sum.sitOuts[std::size_t(p)] += r.sitOuts[std::size_t(p)];
            }
            for (std::size_t i = 0; i < r.pilesWon.size(); ++i)
                sum.pilesWon[i] += r.pilesWon[i];
            for (std::size_t i = 0; i < r.slappable.size(); ++i)
                sum.slappable[i] += r.slappable[i];
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker, std::ref(partial[std::size_t(t)]), std::ref(plays[std::size_t(t)]),
                          std::ref(lengths[std::size_t(t)]));
    worker(partial[0], plays[0], lengths[0]);
    for (auto &thread : pool)
        thread.join();

    // Sums do not depend on which thread played which game.
    for (const SimulationSummary &s : partial) {
        total.draws += s.draws;
        total.playLimitDraws += s.playLimitDraws;
        total.timeUpWins += s.timeUpWins;
        total.timeUpDraws += s.timeUpDraws;
        total.actions += s.actions;
        total.violations += s.violations;
        if (s.violations > 0
            && (total.firstViolation.game < 0 || s.firstViolation.game < total.firstViolation.game))
            total.firstViolation = s.firstViolation;
        for (int p = 0; p < kMaxPlayers; ++p) {
            total.wins[std::size_t(p)] += s.wins[std::size_t(p)];
            total.validSlaps[std::size_t(p)] += s.validSlaps[std::size_t(p)];
            total.invalidSlaps[std::size_t(p)] += s.invalidSlaps[std::size_t(p)];
            total.sticks[std::size_t(p)] += s.sticks[std::size_t(p)];
            total.splits[std::size_t(p)] += s.splits[std::size_t(p)];
            total.lateSlaps[std::size_t(p)] += s.lateSlaps[std::size_t(p)];
            total.sitOuts[std::size_t(p)] += s.sitOuts[std::size_t(p)];
        }
        for (std::size_t i = 0; i < s.pilesWon.size(); ++i)
            total.pilesWon[i] += s.pilesWon[i];
        for (std::size_t i = 0; i < s.slappable.size(); ++i)
            total.slappable[i] += s.slappable[i];
    }
    for (std::size_t t = 1; t < plays.size(); ++t)
        plays[0].merge(plays[t]);
    total.playsTotal = plays[0].sum();
    total.playsMean = plays[0].mean();
    total.playsMedian = plays[0].median();
    total.playsP95 = double(plays[0].nearestRank(0.95));
    for (std::size_t t = 1; t < lengths.size(); ++t)
        lengths[0].merge(lengths[t]);
    total.minutesP50 = lengths[0].p50Minutes();
    total.minutesP95 = lengths[0].p95Minutes();
    total.minutesMax = lengths[0].maxMinutes();
    total.elapsedS = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return total;
}

} // namespace ratscrew
