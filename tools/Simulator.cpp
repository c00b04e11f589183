// SPDX-License-Identifier: GPL-3.0-or-later
#include "Simulator.h"

#include "Invariants.h"
#include "Random.h"
#include "RandomRules.h"
#include "SlapPatterns.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <thread>

namespace ratscrew {

namespace {

// A pending action of the virtual clock, kept as the key it is ordered by:
// the due time (ms), then a tie order below 32 (the player * 2, a slap
// before a play, the collect last), so that finding the earliest timer is
// a plain minimum, with no branch per timer (which would be a coin flip).
// A stopped timer's key is above every running one.
struct VirtualTimer
{
    static constexpr std::uint64_t kStopped = ~std::uint64_t(0);
    static constexpr unsigned kOrderBits = 5;
    static constexpr unsigned kCollectOrder = 2 * kMaxPlayers;

    std::uint64_t key = kStopped;
    std::uint64_t generation = 0; // of the table when started

    bool running() const { return key != kStopped; }
    std::int64_t due() const { return std::int64_t(key >> kOrderBits); }
    unsigned order() const { return unsigned(key & ((1u << kOrderBits) - 1)); }
    void start(std::int64_t due, unsigned order, std::uint64_t startGeneration)
    {
        key = std::uint64_t(due) << kOrderBits | order;
        generation = startGeneration;
    }
    void stop() { key = kStopped; }
};

enum class Kind : std::uint8_t { Slap, Play, Collect };

class VirtualTable
{
public:
    // `matcher`: the rules' SlapMatcher, shared by all games of a run
    // (null: match with matchSlapPatterns(), as for varied tables).
    VirtualTable(const SimulationConfig &config, long long index, const SlapMatcher *matcher)
        : m_config(config), m_matcher(matcher), m_rules(config.rules), m_n(config.players)
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
        std::vector<Card> deck = m_rules.fullDeck();
        setup.shuffle(std::span<Card>(deck));
        m_first = int(setup.below(std::uint32_t(m_n)));
        const std::uint64_t botSeed = setup.next();
        m_game.emplace(m_rules, m_n, deck);
        m_game->useMatcher(m_matcher);
        // Everything per bot is kept by seat (what the game speaks); the
        // player number only orders ties and labels the results.
        m_minds.reserve(std::size_t(m_n));
        for (int seat = 0; seat < m_n; ++seat) {
            const int player = toPlayer(seat);
            m_minds.emplace_back(*bots[player], Random::deriveSeed(botSeed, std::uint64_t(player)));
            m_minds.back().setRevealDelayMs(config.revealMs);
            m_seatOf[std::size_t(player)] = seat;
            m_order[std::size_t(seat)] = unsigned(2 * player);
        }
        m_events.reserve(16);
    }

    GameResult run()
    {
        Game &game = *m_game;
        const long long maxPlays = m_rules.maxPlays;
        if (m_config.check)
            verify(game, nullptr, Action::play());
        observeAll();
        while (!game.isOver() && m_result.violation.empty()) {
            if (maxPlays > 0 && game.plays() >= maxPlays) {
                m_events.clear();
                game.declareDraw(m_events);
                break;
            }
            if (!fireNext()) { // nothing scheduled: cannot happen with bots at every seat
                m_events.clear();
                game.declareDraw(m_events);
                break;
            }
        }
        m_result.winner = game.winner() >= 0 ? toPlayer(game.winner()) : -1;
        m_result.plays = game.plays();
        m_result.durationMs = m_now;
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

    // Seat s is player s + first (mod n); no division on the hot path.
    int toPlayer(int seat) const { return seat + m_first < m_n ? seat + m_first : seat + m_first - m_n; }

    // Every bot looks at the table after a change, as BotPlayer::replan
    // does: BotMind::observe() for each, split into its two halves so that
    // only the seat to play is asked about its play timer.
    void observeAll()
    {
        const Game &game = *m_game;
        BotView view;
        view.generation = m_generation;
        view.played = game.playedCards();
        view.rules = &m_rules;
        if (view.generation != m_patternsGeneration) { // the played cards changed
            m_patterns = game.slappablePatterns();
            m_patternsGeneration = view.generation;
        }
        view.patterns = m_patterns;
        for (int seat = 0; seat < m_n; ++seat) {
            VirtualTimer &slap = m_slap[std::size_t(seat)];
            if (game.isOut(seat)) {
                slap.stop();
                continue;
            }
            view.canSlap = m_rules.slapIn || !game.hand(seat).empty();
            const BotPlan plan = m_minds[std::size_t(seat)].observeSlap(view);
            if (plan.slap == BotPlan::Timer::Stop)
                slap.stop();
            else if (plan.slap == BotPlan::Timer::Start)
                slap.start(m_now + plan.slapDelayMs, m_order[std::size_t(seat)], m_generation);
        }
        // observePlay() says Stop to every bot but the one to play, so at
        // most one play timer runs: the seat to play's, kept while the turn
        // stays with it.
        const int turn = game.turn();
        if (turn != m_playSeat) {
            m_play.stop();
            m_playSeat = turn;
        }
        if (turn >= 0) {
            view.myTurn = true;
            view.playPending = m_play.running();
            const BotPlan plan = m_minds[std::size_t(turn)].observePlay(view);
            if (plan.play == BotPlan::Timer::Start)
                m_play.start(m_now + plan.playDelayMs, m_order[std::size_t(turn)] + 1, m_generation);
        }
    }

    // With `check`: the invariants after an action (`before` is the game
    // before it; null for the deal).
    void verify(const Game &game, const Game *before, Action action)
    {
        std::string error = before ? checkTransition(*before, action, m_events, game) : std::string();
        if (error.empty())
            error = checkInvariants(game);
        if (error.empty())
            return;
        const char *what = !before                                   ? "the deal"
                           : action.type == Action::Type::Play      ? "a play"
                           : action.type == Action::Type::Collect   ? "a collect"
                                                                    : "a slap";
        m_result.violation = error + " (after action " + std::to_string(m_result.actions) + ", " + what + "; "
                             + std::to_string(m_n) + " players; rules: " + describeRules(m_rules) + ")";
    }

    void apply(Action action)
    {
        Game &game = *m_game;
        ++m_result.actions;
        if (!m_config.check) {
            game.apply(action, m_events);
            return;
        }
        const Game before = game;
        game.apply(action, m_events);
        verify(game, &before, action);
    }

    // Applies the earliest due action: by time, then player, a slap before
    // a play, a collect last. Returns false if nothing is scheduled.
    bool fireNext()
    {
        VirtualTimer earliest;
        earliest.key = std::min(m_collect.key, m_play.key);
        for (int seat = 0; seat < m_n; ++seat)
            earliest.key = std::min(earliest.key, m_slap[std::size_t(seat)].key);
        if (!earliest.running())
            return false;
        const std::int64_t due = earliest.due();
        const unsigned order = earliest.order();
        const int who = m_seatOf[order / 2 % kMaxPlayers]; // a seat (unused for the collect)
        const Kind kind = order == VirtualTimer::kCollectOrder ? Kind::Collect : order % 2 ? Kind::Play : Kind::Slap;
        m_now = due;
        m_events.clear();
        Game &game = *m_game;
        switch (kind) {
        case Kind::Slap: {
            VirtualTimer &t = m_slap[std::size_t(who)];
            t.stop();
            if (t.generation != m_generation)
                return true; // stale: dropped, as the app's timer would be
            apply(Action::slap(who));
            break;
        }
        case Kind::Play: {
            m_play.stop();
            if (m_play.generation != m_generation || game.turn() != who)
                return true;
            apply(Action::play());
            break;
        }
        case Kind::Collect:
            m_collect.stop();
            apply(Action::collect());
            break;
        }
        for (const Event &e : m_events) {
            switch (e.type) {
            case Event::Type::Play:
            case Event::Type::PileWon:
                ++m_generation;
                break;
            case Event::Type::Slap:
                ++(e.valid ? m_result.validSlaps : m_result.invalidSlaps)[std::size_t(toPlayer(e.seat))];
                break;
            default:
                break;
            }
        }
        if (game.pendingSeat() < 0)
            m_collect.stop();
        else if (!m_collect.running())
            m_collect.start(m_now + m_config.collectDelayMs, VirtualTimer::kCollectOrder, m_generation);
        observeAll();
        return true;
    }

    const SimulationConfig &m_config;
    const SlapMatcher *m_matcher;
    RuleSet m_rules;
    int m_n;
    int m_first = 0;
    std::optional<Game> m_game;
    std::vector<BotMind> m_minds;
    std::array<int, kMaxPlayers> m_seatOf{}; // by player
    std::array<unsigned, kMaxPlayers> m_order{}; // by seat: 2 * player, the tie order of its timers
    std::array<VirtualTimer, kMaxPlayers> m_slap{}; // by seat, as m_minds
    VirtualTimer m_play; // the play timer of m_playSeat (-1: none)
    int m_playSeat = -1;
    VirtualTimer m_collect;
    std::uint64_t m_generation = 0;
    std::uint64_t m_patternsGeneration = ~std::uint64_t(0);
    PatternSet m_patterns;
    std::int64_t m_now = 0;
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

GameResult simulateGame(const SimulationConfig &config, long long index)
{
    return VirtualTable(config, index, nullptr).run();
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
    // One pattern table for every game of the run (the rules are the same
    // unless each game draws its own).
    std::optional<SlapMatcher> matcher;
    if (!config.varyTables)
        matcher.emplace(config.rules);

    auto worker = [&](SimulationSummary &sum, CountHistogram &gamePlays) {
        for (long long g = next.fetch_add(1); g < config.games; g = next.fetch_add(1)) {
            const GameResult r = VirtualTable(config, g, matcher ? &*matcher : nullptr).run();
            gamePlays.add(r.plays);
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
            for (int p = 0; p < kMaxPlayers; ++p) {
                sum.validSlaps[std::size_t(p)] += r.validSlaps[std::size_t(p)];
                sum.invalidSlaps[std::size_t(p)] += r.invalidSlaps[std::size_t(p)];
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker, std::ref(partial[std::size_t(t)]), std::ref(plays[std::size_t(t)]));
    worker(partial[0], plays[0]);
    for (auto &thread : pool)
        thread.join();

    // Sums do not depend on which thread played which game.
    for (const SimulationSummary &s : partial) {
        total.draws += s.draws;
        total.actions += s.actions;
        total.violations += s.violations;
        if (s.violations > 0 && (total.firstViolation.game < 0 || s.firstViolation.game < total.firstViolation.game))
            total.firstViolation = s.firstViolation;
        for (int p = 0; p < kMaxPlayers; ++p) {
            total.wins[std::size_t(p)] += s.wins[std::size_t(p)];
            total.validSlaps[std::size_t(p)] += s.validSlaps[std::size_t(p)];
            total.invalidSlaps[std::size_t(p)] += s.invalidSlaps[std::size_t(p)];
        }
    }
    for (std::size_t t = 1; t < plays.size(); ++t)
        plays[0].merge(plays[t]);
    total.playsTotal = plays[0].sum();
    total.playsMean = plays[0].mean();
    total.playsMedian = plays[0].median();
    total.playsP95 = double(plays[0].nearestRank(0.95));
    total.elapsedS = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return total;
}

} // namespace ratscrew
