// SPDX-License-Identifier: GPL-3.0-or-later
// The app's runner against the simulator's: the same seed and seating
// played by the app's table (a GameRig, as the main window, the match and
// the demo build it: its GameSession with a BotPlayer at every seat, dealt
// and seeded by GameRig::deal()) on a fake clock (ManualScheduler), and
// by simulateGame() (VirtualTable, the Table and
// every bot's BotMind on the virtual clock), must give the same actions
// at the same times and the same winner. What ties them: one deal and one
// bot seed per player (GameSeeds), the reveal and collect delays, the
// timers' one order (TimerKey: by due time, a player's slap before their
// play, lower players first, the collect after them) and the generation
// that drops a stale timer. The fast loop is compared with simulateGame()
// in tst_fusedtable, so it is held to the app's games too.

#include "BotPlayer.h"
#include "GameSeeds.h"
#include "GameSession.h"
#include "MatchSpeed.h"
#include "RandomRules.h"
#include "Scheduler.h"
#include "Simulator.h"
#include "TestRegistry.h"
#include "TimerKey.h"
#include "rig/GameRig.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace ratscrew;

namespace {

// One game as a runner played it.
struct Played
{
    std::vector<RecordedAction> actions;
    int winner = -1;
    long long plays = 0;
    std::int64_t endMs = 0; // the time of the last timer that fired
};

Played bySimulator(const SimulationConfig &config, long long index)
{
    SimulationConfig recorded = config;
    Played out;
    recorded.onGameEnd = [&out](long long, const Table &table, std::int64_t) {
        out.actions = table.recordedActions();
    };
    const GameResult r = simulateGame(recorded, index);
    out.winner = r.winner;
    out.plays = r.plays;
    out.endMs = r.durationMs;
    return out;
}

// The app's way: the app's table on a fake clock, a bot at every seat,
// dealt by the rig from the game's seed as the app deals a deal number,
// the clock moved to each next timer until the game ends (or reaches the
// simulator's play limit, where it declares a draw).
Played bySession(const SimulationConfig &config, long long index)
{
    // The game's seed as the simulator derives it: the app's deal number.
    const std::uint64_t seed = Random::deriveSeed(config.seed, std::uint64_t(index));
    ManualScheduler clock;
    GameRig rig(&clock);
    Seating seating;
    seating.rules = config.rules;
    for (int p = 0; p < config.players; ++p) {
        seating.profiles << config.bots[std::size_t(p)];
        seating.seats << SeatInfo{QStringLiteral("Bot %1").arg(p + 1), false,
                                  QString::fromStdString(seating.profiles.constLast().level),
                                  defaultSeatColour(p)};
    }
    rig.seat(seating);
    rig.setRevealDelayMs(config.revealMs);
    GameSession &session = *rig.session();
    session.setCollectDelayMs(config.collectDelayMs);
    session.setRecording(true);
    rig.deal(seed);
    // The deal and the bots' seeds are the simulator's (GameSeeds).
    const GameSeeds deal = GameSeeds::of(config.rules, config.players, seed);
    const std::span<const Card> dealt = session.table().dealtDeck();
    if (session.firstPlayer() != deal.deal.firstPlayer
        || !std::equal(dealt.begin(), dealt.end(), deal.deal.deck.begin(), deal.deal.deck.end())
        || rig.bots().size() != config.players)
        return {}; // another deal: no action compares
    for (const BotPlayer *bot : rig.bots())
        if (bot->seed() != deal.botSeedOf(bot->player()))
            return {};
    // (The rules' time limit, docs/RULES.md §11.4, is the session's own
    // clock: T at the limit after every action due at or before it, as
    // simulateGame() plays it.)
    const long long limit = config.rules.maxPlays;
    while (!session.isOver() && (limit <= 0 || session.game().plays() < limit) && clock.fireNext()) { }
    Played out;
    out.actions = session.table().recordedActions();
    out.winner = session.winner();
    out.plays = session.game().plays();
    out.endMs = session.elapsedMs();
    return out;
}

QByteArray describe(const RecordedAction &a)
{
    const char *type = a.action.type == Action::Type::Play     ? "play"
                       : a.action.type == Action::Type::Slap   ? "slap"
                       : a.action.type == Action::Type::TimeUp ? "time up"
                                                               : "collect";
    QByteArray text = QByteArray::number(qint64(a.atMs)) + " ms " + type;
    if (a.action.type == Action::Type::Slap)
        text += " by " + QByteArray::number(a.action.seat);
    return text;
}

bool same(const RecordedAction &a, const RecordedAction &b)
{
    return a.atMs == b.atMs && a.action.type == b.action.type
           && (a.action.type != Action::Type::Slap || a.action.seat == b.action.seat);
}

// Empty if both runners played game `index` of `config` alike, else what
// differs first.
QByteArray difference(const SimulationConfig &config, long long index)
{
    const Played sim = bySimulator(config, index);
    const Played app = bySession(config, index);
    const std::size_t n = std::min(sim.actions.size(), app.actions.size());
    for (std::size_t i = 0; i < n; ++i)
        if (!same(sim.actions[i], app.actions[i]))
            return "action " + QByteArray::number(qulonglong(i)) + ": simulator " + describe(sim.actions[i])
                   + ", session " + describe(app.actions[i]);
    if (sim.actions.size() != app.actions.size())
        return "actions: simulator " + QByteArray::number(qulonglong(sim.actions.size())) + ", session "
               + QByteArray::number(qulonglong(app.actions.size()));
    if (sim.winner != app.winner || sim.plays != app.plays || sim.endMs != app.endMs)
        return "end: simulator winner " + QByteArray::number(sim.winner) + " after "
               + QByteArray::number(sim.plays) + " plays at " + QByteArray::number(qint64(sim.endMs))
               + " ms, session winner " + QByteArray::number(app.winner) + " after "
               + QByteArray::number(app.plays) + " plays at " + QByteArray::number(qint64(app.endMs)) + " ms";
    if (sim.actions.empty())
        return "no action";
    return {};
}

BotProfile level(std::size_t i)
{
    const auto &names = BotProfile::levelNames();
    return *BotProfile::forLevel(names[i % names.size()]);
}

} // namespace

class TestSessionVsSim : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameGamesOnEveryPreset_data();
    void sameGamesOnEveryPreset();
    void sameGamesOnRandomRules();
    void sameGamesWithMatchAndCustomBots();
};

void TestSessionVsSim::sameGamesOnEveryPreset_data()
{
    QTest::addColumn<QString>("preset");
    for (const std::string_view name : RuleSet::presetNames())
        QTest::newRow(std::string(name).c_str()) << QString::fromLatin1(name.data(), qsizetype(name.size()));
}

// Every preset (with calls in `slaps_full`, `collect: on_collect` in all
// but `house` and `bicycle`), 2 to 8 players, each seat a level of its
// own, the default and other reveal and collect delays.
void TestSessionVsSim::sameGamesOnEveryPreset()
{
    QFETCH(QString, preset);
    const RuleSet rules = *RuleSet::preset(preset.toStdString());
    long long games = 0;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (int variant = 0; variant < 3; ++variant) {
            SimulationConfig config;
            config.rules = rules;
            config.rules.maxPlays = 3000;
            config.players = players;
            config.seed = 1000 * std::uint64_t(players) + std::uint64_t(variant);
            for (int p = 0; p < players; ++p)
                config.bots.push_back(level(std::size_t(p + variant + players)));
            if (variant == 1) {
                config.revealMs = 0;
                config.collectDelayMs = kMinCollectDelayMs;
            } else if (variant == 2) {
                config.revealMs = 150;
                config.collectDelayMs = 1200;
            }
            for (long long index = 0; index < 30; ++index, ++games) {
                const QByteArray diff = difference(config, index);
                if (!diff.isEmpty())
                    QFAIL(qPrintable(preset
                                     + QStringLiteral(", %1 players, variant %2, game %3: ")
                                           .arg(players)
                                           .arg(variant)
                                           .arg(index)
                                     + QString::fromLatin1(diff)));
            }
        }
    }
    QCOMPARE(games, 7 * 3 * 30);
}

// Random rule sets (randomRuleSet(): any preset with random options, calls
// and time limits among them), random seats and levels.
void TestSessionVsSim::sameGamesOnRandomRules()
{
    Random random(32);
    int timeUps = 0;
    for (int table = 0; table < 120; ++table) {
        SimulationConfig config;
        config.rules = randomRuleSet(random);
        config.rules.maxPlays = 3000;
        config.players = kMinPlayers + int(random.below(kMaxPlayers - kMinPlayers + 1));
        config.seed = random.next();
        config.collectDelayMs = kMinCollectDelayMs + int(random.below(1000));
        for (int p = 0; p < config.players; ++p)
            config.bots.push_back(level(random.below(5)));
        for (long long index = 0; index < 3; ++index) {
            const QByteArray diff = difference(config, index);
            if (!diff.isEmpty())
                QFAIL(qPrintable(QStringLiteral("table %1 (%2), game %3: ")
                                     .arg(table)
                                     .arg(QString::fromStdString(describeRules(config.rules)))
                                     .arg(index)
                                 + QString::fromLatin1(diff)));
            timeUps += simulateGame(config, index).endedOnTime;
        }
    }
    QVERIFY(timeUps > 0); // some games ended on time, in both runners alike
    qInfo("%d games ended on time", timeUps);
}

// A `match` bot (per-pattern medians) and a custom level at the table.
void TestSessionVsSim::sameGamesWithMatchAndCustomBots()
{
    for (const std::string_view name : RuleSet::presetNames()) {
        const RuleSet rules = *RuleSet::preset(name);
        SimulationConfig config;
        config.rules = rules;
        config.rules.maxPlays = 3000;
        config.players = 3;
        config.seed = 77;
        config.bots.push_back(level(2));
        config.bots.push_back(MatchSpeed::fromProfile(level(3), rules, 5).profile());
        BotProfile custom = level(0);
        custom.level = "custom";
        custom.medianReactionMs = 300;
        custom.missChance = 0.3;
        custom.falseSlapChance = 0.05;
        config.bots.push_back(custom);
        for (long long index = 0; index < 10; ++index) {
            const QByteArray diff = difference(config, index);
            if (!diff.isEmpty())
                QFAIL(qPrintable(QString::fromLatin1(name.data(), qsizetype(name.size()))
                                 + QStringLiteral(", game %1: ").arg(index) + QString::fromLatin1(diff)));
        }
    }
}

RATSCREW_TEST_GUILESS_MAIN(TestSessionVsSim)
#include "tst_sessionvssim.moc"
