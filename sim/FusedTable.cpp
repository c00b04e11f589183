// SPDX-License-Identifier: GPL-3.0-or-later
#include "FusedTable.h"

#include "FastGame.h"
#include "Random.h"
#include "SlapPatterns.h"
#include "Table.h"
#include "TimerKey.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

namespace ratscrew {

bool FusedTable::applies(const SimulationConfig &config)
{
    return !config.check && !config.varyTables && !config.onGameEnd && !config.rules.hasCalls()
           && config.players >= kMinPlayers && config.players <= kMaxPlayers
           && config.bots.size() >= std::size_t(config.players);
}

FusedTable::Bot::Bot(const BotProfile &p) : profile(p), odds(p), playDelay(BotBrain::playDelay(p)) { }

FusedTable::FusedTable(const SimulationConfig &config, const SlapMatcher &matcher)
    : m_config(config), m_matcher(matcher)
{
    m_bots.reserve(std::size_t(config.players));
    for (int p = 0; p < config.players; ++p)
        m_bots.emplace_back(config.bots[std::size_t(p)]);
}

namespace {

// One game: its rules (FastGame), the table's generation and collect
// deadline, the virtual clock and the bots' timers. Each function names
// the VirtualTable (Simulator.cpp), Table or BotMind function whose effect
// it has.
class FusedGame
{
public:
    FusedGame(const SimulationConfig &config, const SlapMatcher &matcher,
              const std::vector<FusedTable::Bot> &bots, const Table::Deal &deal)
        : m_game(config.rules, config.players, deal.deck, deal.firstPlayer),
          m_matcher(matcher),
          m_bots(bots),
          m_n(config.players),
          m_slapIn(config.rules.slapIn),
          m_playLimit(config.rules.maxPlays > 0 ? config.rules.maxPlays
                                                : std::numeric_limits<long long>::max()),
          m_revealMs(std::max(0, config.revealMs)),
          m_collectDelayMs(clampCollectDelayMs(config.collectDelayMs))
    {
        for (int p = 0; p < m_n; ++p) {
            const auto i = std::size_t(p);
            m_nearMiss[i] = bots[i].odds.nearMiss;
            m_miss[i] = bots[i].odds.miss;
            m_playDelay[i] = &bots[i].playDelay;
        }
    }

    // VirtualTable's bot seeds: one draw of the set-up generator after the
    // deal, then one generator per seat derived from it.
    void seedBots(std::uint64_t botSeed)
    {
        for (int p = 0; p < m_n; ++p)
            m_random[std::size_t(p)] = Random(Random::deriveSeed(botSeed, std::uint64_t(p)));
    }

    GameResult run()
    {
        // VirtualTable::run(): the bots see the table, the earliest timer
        // fires, and again, until the game ends. (observeAll() has this one
        // call, so that it is inlined into the loop.)
        bool applied = true;
        for (;;) {
            if (applied)
                observeAll();
            if (m_game.isOver())
                break;
            if (m_game.plays() >= m_playLimit) {
                m_game.declareDraw(); // Table::declareDraw
                break;
            }
            if (m_slapSet == 0 && m_collectKey == kStopped && m_playKey != kStopped) [[likely]] {
                playNow();
                applied = true;
                continue;
            }
            const Fired fired = fireNext();
            if (fired == Fired::Nothing) {
                m_game.declareDraw();
                break;
            }
            applied = fired == Fired::Applied;
        }
        GameResult r;
        r.winner = m_game.winner();
        r.plays = m_game.plays();
        r.durationMs = m_now;
        r.actions = m_actions;
        const FastGame::Tally &t = m_game.tally();
        r.validSlaps = t.validSlaps;
        r.invalidSlaps = t.invalidSlaps;
        r.lateSlaps = t.lateSlaps;
        r.sitOuts = t.sitOuts;
        return r;
    }

private:
    // The timers' keys (TimerKey), as VirtualTable orders them.
    static constexpr std::uint64_t kStopped = TimerKey::kStopped;

    // Table::generation() for rules without calls.
    std::uint64_t generation() const { return std::uint64_t(m_game.plays() + m_game.pilesWon()); }

    // VirtualTable::fireNext(): the earliest timer's action, unless stale.
    enum class Fired { Applied, Stale, Nothing };
    Fired fireNext()
    {
        std::uint64_t key = std::min(m_collectKey, m_playKey);
        for (unsigned set = m_slapSet; set != 0; set &= set - 1)
            key = std::min(key, m_slapKey[std::size_t(std::countr_zero(set))]);
        if (key == kStopped)
            return Fired::Nothing;
        const unsigned order = TimerKey::order(key);
        m_now = TimerKey::due(key);
        const bool pendingBefore = m_game.pendingSeat() >= 0;
        if (order == TimerKey::kCollectOrder) {
            m_collectKey = kStopped;
            ++m_actions;
            m_game.collect();
        } else if (order % 2) {
            m_playKey = kStopped;
            if (m_playGeneration != generation() || m_game.turn() != int(order / 2))
                return Fired::Stale; // dropped
            ++m_actions;
            m_game.play();
        } else {
            const int who = int(order / 2);
            m_slapSet &= ~(1u << who);
            if (m_slapGeneration[std::size_t(who)] != generation())
                return Fired::Stale;
            ++m_actions;
            m_game.slap(who, m_patterns);
        }
        // Table::apply()'s collect deadline: started when an award becomes
        // pending, stopped when none is.
        if (m_game.pendingSeat() < 0)
            m_collectKey = kStopped;
        else if (!pendingBefore)
            m_collectKey = TimerKey::of(m_now + m_collectDelayMs, TimerKey::kCollectOrder);
        return Fired::Applied;
    }

    // fireNext() when the play timer is the only one running (most cards:
    // nobody slaps, no award is pending). After observeAll() a running
    // play timer is the turn player's of this generation, so it is never
    // stale, and with no award pending before, only the play can make one.
    void playNow()
    {
        m_now = TimerKey::due(m_playKey);
        m_playKey = kStopped;
        ++m_actions;
        m_game.play();
        if (m_game.pendingSeat() >= 0)
            m_collectKey = TimerKey::of(m_now + m_collectDelayMs, TimerKey::kCollectOrder);
    }

    // VirtualTable::observeAll<false>(): each bot's BotMind::observeSlap()
    // and, for the player to play, BotMind::observeOwnTurn().
    void observeAll()
    {
        const std::uint64_t gen = generation();
        if (gen != m_observedGeneration) {
            // The played cards changed: every bot that may slap decides
            // anew, and every earlier decision is dropped.
            m_observedGeneration = gen;
            m_slapSet = 0;
            const std::span<const Card> pile = m_game.playedCards();
            const PatternSet patterns = m_matcher.match(pile, m_game.topRanks());
            m_patterns = patterns;
            if (!pile.empty()) { // nobody decides on an empty pile (and nobody draws)
                const unsigned deciders = slappers();
                for (int p = 0; p < m_n; ++p) {
                    if (!(deciders >> p & 1))
                        continue;
                    const auto i = std::size_t(p);
                    const std::uint64_t roll = m_random[i].uniformBits();
                    if (BotBrain::mightSlap(m_nearMiss[i], m_miss[i], patterns, roll)) [[unlikely]]
                        decideSlap(p, pile, patterns, roll, gen);
                }
            }
        } else if (m_game.outSeats() != 0) {
            for (unsigned set = m_slapSet; set != 0;
                 set &= set - 1) { // an out player's runner stops its timer
                const int p = std::countr_zero(set);
                if (m_game.isOut(p))
                    m_slapSet &= ~(1u << p);
            }
        }
        const int turn = m_game.turn();
        if (turn != m_playPlayer) {
            m_playKey = kStopped;
            m_playPlayer = turn;
        }
        if (turn >= 0 && (m_playKey == kStopped || gen != m_playGeneration)) {
            const auto i = std::size_t(turn);
            const int delayMs = m_revealMs + BotBrain::playDelayMs(*m_playDelay[i], m_random[i]);
            m_playKey = TimerKey::of(m_now + delayMs, TimerKey::playOrder(turn));
            m_playGeneration = gen;
        }
    }

    // The seats whose bots decide on a new pile (BotView::canSlap): in,
    // not sitting out, and holding cards unless the rules let them slap in.
    unsigned slappers() const
    {
        unsigned set = ((1u << m_n) - 1) & ~m_game.outSeats() & ~m_game.sittingOutSeats();
        if (!m_slapIn)
            for (int p = 0; p < m_n; ++p)
                if (!m_game.hasCards(p))
                    set &= ~(1u << p);
        return set;
    }

    // BotMind::observeSlap() for seat p after its roll, when it might slap.
    void decideSlap(int p, std::span<const Card> pile, PatternSet patterns, std::uint64_t roll,
                    std::uint64_t gen)
    {
        const FusedTable::Bot &bot = m_bots[std::size_t(p)];
        SlapDecision d;
        const bool slaps = BotBrain::decideSlapAfterRoll(bot.profile, bot.odds, pile, patterns, roll,
                                                         m_random[std::size_t(p)], d);
        if (slaps) {
            m_slapKey[std::size_t(p)] = TimerKey::of(m_now + m_revealMs + d.delayMs, TimerKey::slapOrder(p));
            m_slapGeneration[std::size_t(p)] = gen;
            m_slapSet |= 1u << p;
        }
    }

    FastGame m_game;
    const SlapMatcher &m_matcher;
    const std::vector<FusedTable::Bot> &m_bots;
    const int m_n;
    const bool m_slapIn;
    const long long m_playLimit; // rules.maxPlays, or no limit
    const int m_revealMs;
    const int m_collectDelayMs;

    // Each seat's generator (BotMind's), the two thresholds of its roll
    // and its play delay (FusedTable::Bot's, kept at hand).
    std::array<Random, kMaxPlayers> m_random;
    std::array<Chance, kMaxPlayers> m_nearMiss{};
    std::array<Chance, kMaxPlayers> m_miss{};
    std::array<const LogNormalDelay *, kMaxPlayers> m_playDelay{};

    // The clock (VirtualTable's timers): a slap timer per seat, running
    // where m_slapSet has its bit; the play timer of the player to play;
    // the collect deadline.
    std::uint64_t m_observedGeneration = ~std::uint64_t(0);
    PatternSet m_patterns; // what the played cards of m_observedGeneration match
    std::array<std::uint64_t, kMaxPlayers> m_slapKey{};
    std::array<std::uint64_t, kMaxPlayers> m_slapGeneration{};
    unsigned m_slapSet = 0;
    std::uint64_t m_playKey = kStopped;
    std::uint64_t m_playGeneration = 0;
    int m_playPlayer = -1;
    std::uint64_t m_collectKey = kStopped;
    std::int64_t m_now = 0;
    long long m_actions = 0;
};

} // namespace

GameResult FusedTable::game(long long index) const
{
    // Table(rules, players, random), then VirtualTable's bot seeds.
    Random setup(Random::deriveSeed(m_config.seed, std::uint64_t(index)));
    const Table::Deal deal = Table::shuffle(m_config.rules, m_config.players, setup);
    FusedGame game(m_config, m_matcher, m_bots, deal);
    game.seedBots(setup.next());
    return game.run();
}

} // namespace ratscrew
