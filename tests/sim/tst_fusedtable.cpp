// SPDX-License-Identifier: GPL-3.0-or-later
// The simulator's fused loop (sim/FusedTable.h) against the reference: the
// Table, the Game and the bots' BotMind on VirtualTable's clock
// (simulateGame()). Every game must come out the same, field for field.
// The rules' decisions are shared with Game (engine/rules/RuleDecisions.h,
// SlapPatterns.h); the copies of Game that remain in sim/FastGame.h are
// listed in tst_fastgame.cpp, which compares them action by action; this
// test holds them, the table's clock and the bots to the reference over
// whole games.

#include "BotLanes.h"
#include "FusedTable.h"
#include "MatchSpeed.h"
#include "RandomRules.h"
#include "SlapPatterns.h"
#include "SummaryCompare.h"
#include "TestRegistry.h"

#include <QTest>

using namespace ratscrew;

namespace {

// A GameResult as text, for a failure that says what differs.
QByteArray describe(const GameResult &r)
{
    QByteArray text = "winner " + QByteArray::number(r.winner) + ", plays " + QByteArray::number(r.plays)
                      + ", actions " + QByteArray::number(r.actions) + ", "
                      + QByteArray::number(qint64(r.durationMs)) + " ms"
                      + (r.endedOnTime ? ", time up;" : ";");
    for (int p = 0; p < kMaxPlayers; ++p)
        text += " " + QByteArray::number(r.validSlaps[std::size_t(p)]) + "/"
                + QByteArray::number(r.invalidSlaps[std::size_t(p)]) + "/"
                + QByteArray::number(r.lateSlaps[std::size_t(p)]) + "/"
                + QByteArray::number(r.sitOuts[std::size_t(p)]);
    return text;
}

bool sameResult(const GameResult &a, const GameResult &b)
{
    return a.winner == b.winner && a.plays == b.plays && a.actions == b.actions
           && a.durationMs == b.durationMs && a.endedOnTime == b.endedOnTime && a.validSlaps == b.validSlaps
           && a.invalidSlaps == b.invalidSlaps && a.lateSlaps == b.lateSlaps && a.sitOuts == b.sitOuts
           && a.sticks == b.sticks && a.splits == b.splits && a.violation == b.violation;
}

// What the games compared were, for the checks that they reached what
// they should.
struct Played
{
    long long plays = 0;
    long long draws = 0;
    long long sitOuts = 0;
    long long timeUps = 0;         // games that ended with T (docs/RULES.md §11.4)
    long long pendingAtTimeUp = 0; // of them, with an award pending at the T
};

// Whether the game of `table` (one recorded to its end) had an award
// pending when its last action was applied: its actions but the last
// replayed on a fresh game of the same deal.
bool pendingBeforeLastAction(const SimulationConfig &config, long long index, const Table &table)
{
    const GameSeeds seeds = simulatedSeeds(config, index);
    Game game(config.rules, config.players, seeds.deal.deck, seeds.deal.firstPlayer);
    const std::vector<RecordedAction> &actions = table.recordedActions();
    std::vector<Event> events;
    for (std::size_t i = 0; i + 1 < actions.size(); ++i)
        game.apply(actions[i].action, events);
    return game.pendingSeat() >= 0;
}

// Plays games 0..games-1 of `config` the reference's way and the fused
// loop's, with each way of rolling (FusedTable::Rolls), adding the games
// to `played`; false (and a failure) if one came out otherwise.
bool compareGames(const SimulationConfig &config, long long games, const char *what, Played &played)
{
    const SlapMatcher matcher(config.rules);
    const FusedTable fastest(config, matcher);
    const FusedTable scalar(config, matcher, FusedTable::Rolls::Scalar);
    // With a time limit the reference records its games (which changes
    // nothing in them) to tell whether an award was pending at the T.
    SimulationConfig recorded = config;
    bool pendingAtT = false;
    if (config.rules.timeLimitMinutes > 0)
        recorded.onGameEnd = [&](long long index, const Table &table, std::int64_t) {
            pendingAtT = table.game().endedOnTime() && pendingBeforeLastAction(config, index, table);
        };
    for (long long g = 0; g < games; ++g) {
        pendingAtT = false;
        const GameResult reference = simulateGame(recorded, g);
        for (const FusedTable *table : {&fastest, &scalar}) {
            const GameResult fused = table->game(g);
            if (!sameResult(reference, fused)) {
                QTest::qFail(QByteArray(what) + ", game " + QByteArray::number(g) + ": the reference gives "
                                 + describe(reference) + ", the fused loop "
                                 + (table->rollsWithAvx2() ? "(AVX2 rolls) " : "(scalar rolls) ")
                                 + describe(fused),
                             __FILE__, __LINE__);
                return false;
            }
        }
        played.plays += reference.plays;
        played.draws += reference.winner < 0;
        played.timeUps += reference.endedOnTime;
        played.pendingAtTimeUp += pendingAtT;
        for (int s : reference.sitOuts)
            played.sitOuts += s;
    }
    return true;
}

SimulationConfig tableOf(const RuleSet &rules, const std::vector<BotProfile> &bots, std::uint64_t seed)
{
    SimulationConfig c;
    c.rules = rules;
    c.players = int(bots.size());
    c.bots = bots;
    c.seed = seed;
    return c;
}

} // namespace

class TestFusedTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void presetsEqualTheReference_data();
    void presetsEqualTheReference();
    void randomTablesEqualTheReference();
    void timeLimitsEqualTheReference_data();
    void timeLimitsEqualTheReference();
    void takenOnlyWhereItApplies();
    void rollsWithAvx2WhereItCan();
    void simulateGivesTheSameEitherWay();
};

void TestFusedTable::presetsEqualTheReference_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    for (const std::string_view name : RuleSet::presetNames()) {
        if (RuleSet::preset(name)->hasCalls())
            continue; // the fused loop has no calls
        for (int players : {2, 3, 4, 8})
            QTest::addRow("%s, %d players", name.data(), players) << QString::fromLatin1(name) << players;
    }
}

// Every preset without calls, each bot level at the table.
void TestFusedTable::presetsEqualTheReference()
{
    QFETCH(QString, preset);
    QFETCH(int, players);
    RuleSet rules = *RuleSet::preset(preset.toStdString());
    rules.maxPlays = 100000;
    std::vector<BotProfile> bots;
    for (int p = 0; p < players; ++p)
        bots.push_back(*BotProfile::forLevel(BotProfile::levelNames()[std::size_t(p) % 5]));
    Played played;
    QVERIFY(compareGames(tableOf(rules, bots, 20261127), 60, qPrintable(preset), played));
    QVERIFY(played.plays > 60 * 20); // games were played, not skipped
}

// Random rule sets (randomRuleSet() without its calls), 2..8 players,
// every level with custom and `match` bots among them, other reveal and
// collect delays, and play limits that end games as draws.
void TestFusedTable::randomTablesEqualTheReference()
{
    Random random(20261127);
    Played played;
    for (int table = 0; table < 400; ++table) {
        RuleSet rules = randomRuleSet(random);
        rules.splitEights = false;
        rules.stickyFaces = {};
        rules.maxPlays = random.below(4) == 0 ? 20 + random.below(300) : 100000;
        const int players = kMinPlayers + int(random.below(kMaxPlayers - kMinPlayers + 1));
        std::vector<BotProfile> bots;
        for (int p = 0; p < players; ++p) {
            const std::uint32_t pick = random.below(7);
            if (pick < 5) {
                bots.push_back(*BotProfile::forLevel(BotProfile::levelNames()[pick]));
            } else if (pick == 5 || p == 0) {
                BotProfile custom = *BotProfile::forLevel("normal");
                custom.level = "custom";
                custom.medianReactionMs = 150 + int(random.below(900));
                custom.spread = random.uniform() * 0.6;
                custom.missChance = random.uniform() * 0.5;
                custom.falseSlapChance = random.uniform() * 0.3;
                custom.playDelayMs = 100 + int(random.below(1500));
                bots.push_back(custom);
            } else {
                bots.push_back(MatchSpeed::fromProfile(bots.front(), rules, random.next()).profile());
            }
        }
        SimulationConfig c = tableOf(rules, bots, random.next());
        c.revealMs = int(random.below(400));
        c.collectDelayMs =
            kMinCollectDelayMs + int(random.below(kMaxCollectDelayMs - kMinCollectDelayMs + 1));
        if (BotView::slapsForFree(rules)) { // a pure race (docs/RULES.md §11.3): the reference plays it
            QVERIFY(!FusedTable::applies(c));
            continue;
        }
        QVERIFY(FusedTable::applies(c));
        QVERIFY(compareGames(c, 6, qPrintable("table " + QString::number(table)), played));
    }
    // The tables reached the rare paths too.
    QVERIFY(played.plays > 400 * 6 * 20);
    QVERIFY(played.draws > 0);
    QVERIFY(played.sitOuts > 0);
    // randomRuleSet() draws time limits of 1..60 minutes for half the
    // tables: some of those games ended on time.
    QVERIFY(played.timeUps > 0);
    qInfo("%lld games ended on time", played.timeUps);
}

void TestFusedTable::timeLimitsEqualTheReference_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    for (const std::string_view name : RuleSet::presetNames()) {
        if (RuleSet::preset(name)->hasCalls())
            continue; // the fused loop has no calls
        for (int players : {2, 4, 8})
            QTest::addRow("%s, %d players", name.data(), players) << QString::fromLatin1(name) << players;
    }
}

// Time limits of 1 to 3 minutes (docs/RULES.md §11.4), short enough that
// most games end on time, with every bot level at the table and collect
// delays from the shortest to the longest, so that some games end with an
// award pending at the T: the fused loop ends every game as the reference
// does, at the same moment, with the same winner on cards.
void TestFusedTable::timeLimitsEqualTheReference()
{
    QFETCH(QString, preset);
    QFETCH(int, players);
    std::vector<BotProfile> bots;
    for (int p = 0; p < players; ++p)
        bots.push_back(*BotProfile::forLevel(BotProfile::levelNames()[std::size_t(p) % 5]));
    Played played;
    int table = 0;
    for (int minutes : {1, 2, 3}) {
        for (int collectDelayMs : {kMinCollectDelayMs, kDefaultCollectDelayMs, kMaxCollectDelayMs}) {
            RuleSet rules = *RuleSet::preset(preset.toStdString());
            rules.maxPlays = 100000;
            rules.timeLimitMinutes = minutes;
            SimulationConfig c = tableOf(rules, bots, 20261129 + std::uint64_t(table++));
            c.collectDelayMs = collectDelayMs;
            QVERIFY(FusedTable::applies(c));
            QVERIFY(compareGames(c, 8, qPrintable(preset + " " + QString::number(minutes) + " min"), played));
        }
    }
    QVERIFY(played.timeUps > 9 * 8 / 2); // most games ended on time
    qInfo("%lld of %d games ended on time, %lld with an award pending", played.timeUps, 9 * 8,
          played.pendingAtTimeUp);
    // With collect: on_collect an award waits for its collect: some were
    // pending when time was up.
    if (RuleSet::preset(preset.toStdString())->collect == Collect::OnCollect)
        QVERIFY(played.pendingAtTimeUp > 0);
}

void TestFusedTable::takenOnlyWhereItApplies()
{
    SimulationConfig c = tableOf(*RuleSet::preset("house"),
                                 {*BotProfile::forLevel("normal"), *BotProfile::forLevel("hard")}, 1);
    QVERIFY(FusedTable::applies(c));
    SimulationConfig calls = c;
    calls.rules = *RuleSet::preset("slaps_full");
    QVERIFY(calls.rules.hasCalls());
    QVERIFY(!FusedTable::applies(calls));
    SimulationConfig checked = c;
    checked.check = true;
    QVERIFY(!FusedTable::applies(checked));
    SimulationConfig varied = c;
    varied.varyTables = true;
    QVERIFY(!FusedTable::applies(varied));
    SimulationConfig recorded = c;
    recorded.onGameEnd = [](long long, const Table &, std::int64_t) {};
    QVERIFY(!FusedTable::applies(recorded));
    SimulationConfig short1 = c;
    short1.bots.pop_back();
    QVERIFY(!FusedTable::applies(short1));
}

// simulate() takes the fused loop unless told not to; the summaries agree.
// Fastest takes the AVX2 rolls where the build and the processor have
// them (so the comparisons above cover them there), Scalar never does.
void TestFusedTable::rollsWithAvx2WhereItCan()
{
    const SimulationConfig c = tableOf(*RuleSet::preset("house"),
                                       {*BotProfile::forLevel("normal"), *BotProfile::forLevel("normal")}, 1);
    const SlapMatcher matcher(c.rules);
    QCOMPARE(FusedTable(c, matcher).rollsWithAvx2(), BotLanes::hasAvx2());
    QVERIFY(!FusedTable(c, matcher, FusedTable::Rolls::Scalar).rollsWithAvx2());
    qInfo("rolls compared: %s", BotLanes::hasAvx2() ? "AVX2 and scalar" : "scalar only (no AVX2 here)");
}

void TestFusedTable::simulateGivesTheSameEitherWay()
{
    SimulationConfig c = tableOf(
        *RuleSet::preset("classic"),
        {*BotProfile::forLevel("easy"), *BotProfile::forLevel("normal"), *BotProfile::forLevel("expert")}, 7);
    c.rules.maxPlays = 100000;
    c.games = 300;
    c.threads = 2;
    const SimulationSummary fused = simulate(c);
    c.reference = true;
    const SimulationSummary reference = simulate(c);
    test::compareSummaries(fused, reference);
    // And with a time limit that ends some of the games.
    c.rules.timeLimitMinutes = 4;
    const SimulationSummary timedReference = simulate(c);
    c.reference = false;
    const SimulationSummary timedFused = simulate(c);
    test::compareSummaries(timedFused, timedReference);
    QVERIFY(timedFused.timeUpWins > 0);
    QVERIFY(timedFused.minutesMax <= 4.0);
}

RATSCREW_TEST_GUILESS_MAIN(TestFusedTable)
#include "tst_fusedtable.moc"
