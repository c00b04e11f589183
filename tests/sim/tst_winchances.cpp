// SPDX-License-Identifier: GPL-3.0-or-later
// Win probability after every step of a record (sim/WinChances.h,
// docs/ANALYSIS.md): the play-out from a position against the reference
// loop, a relabelled table against a deal sampled and replayed, the
// estimate against exact answers and against long plain simulations,
// determinism, and the luck and speed split over simulated games.

#include "BotProfile.h"
#include "FastGame.h"
#include "FusedTable.h"
#include "GameRecord.h"
#include "SimRecords.h"
#include "Simulator.h"
#include "SlapPatterns.h"
#include "TestRegistry.h"
#include "WinChances.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace ratscrew;

namespace {

// A bot that never slaps: its game is decided by the cards alone.
BotProfile neverSlaps()
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.level = "custom";
    p.missChance = 1.0;
    p.falseSlapChance = 0.0;
    return p;
}

SimulationConfig configOf(const WinChances &chances)
{
    SimulationConfig c;
    c.rules = chances.record().rules;
    c.rules.maxPlays = 100000;
    c.players = chances.players();
    c.bots = chances.models();
    c.revealMs = chances.record().revealMs;
    c.collectDelayMs = chances.collectDelayMs();
    return c;
}

std::vector<std::uint64_t> seedsFor(std::uint64_t sample, int players)
{
    std::vector<std::uint64_t> seeds;
    for (int p = 0; p < players; ++p)
        seeds.push_back(Random::deriveSeed(sample, std::uint64_t(p)));
    return seeds;
}

WinChances chancesOf(const GameRecord &record)
{
    QString error;
    std::optional<WinChances> w = WinChances::of(record, &error);
    if (!w)
        qFatal("%s", qPrintable(error));
    return std::move(*w);
}

// The game a table stands at, as the fast loop keeps it.
bool standsAlike(const Table &a, const Table &b)
{
    const RuleSet &rules = a.rules();
    return FastGame(rules, a.game()).standsAs(FastGame(rules, b.game()), 0);
}

} // namespace

class TestWinChances : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playsOnLikeTheReferenceLoop();
    void aRelabelledTableIsASampledDeal();
    void exactWhereTheCardsDecide();
    void theEndIsCertain();
    void sharedPlayOutsAgreeWithPlainOnes();
    void theSameSeedTheSameFigures();
    void speedIsWhatTheFasterBotWins();
    void badRecordsAreRefused();
};

void TestWinChances::playsOnLikeTheReferenceLoop()
{
    // Positions of records at 2..6 seats, some with hidden cards, played on
    // by both loops with the same seeds: the same game, field for field.
    long long compared = 0, hiddenOnes = 0, followed = 0;
    for (int players = 2; players <= 6; ++players) {
        for (const GameRecord &record : simulatedRecords("house", players, 3, std::uint64_t(40 + players))) {
            WinChances chances = chancesOf(record);
            SimulationConfig config = configOf(chances);
            const SlapMatcher matcher(config.rules);
            QVERIFY(FusedTable::applies(config));
            const FusedTable fused(config, matcher);
            const std::size_t stride = std::max<std::size_t>(1, chances.positions() / 40);
            for (std::size_t k = 0; k < chances.positions(); k += stride) {
                TablePosition position = chances.position(k);
                if (position.table.isOver())
                    continue;
                Random cards(k);
                if (chances.hiddenAt(k).any()) {
                    position.table.relabelHands(shuffleHidden(chances.hiddenAt(k), cards));
                    ++hiddenOnes;
                }
                const std::vector<std::uint64_t> seeds = seedsFor(k * 7 + std::uint64_t(players), players);
                const GameResult a = simulateFrom(config, position, seeds);
                const GameResult b = fused.gameFrom(position, seeds);
                const QByteArray where = "players " + QByteArray::number(players) + ", position "
                                         + QByteArray::number(qulonglong(k));
                QVERIFY2(a.winner == b.winner && a.plays == b.plays && a.durationMs == b.durationMs
                             && a.actions == b.actions && a.validSlaps == b.validSlaps
                             && a.invalidSlaps == b.invalidSlaps && a.lateSlaps == b.lateSlaps,
                         where.constData());
                ++compared;
                // Following the record's path changes nothing of the game.
                std::vector<FastGame> states;
                std::vector<std::uint64_t> masks;
                for (std::size_t later = k + 1; later < chances.positions(); ++later) {
                    if (chances.position(later).table.generation()
                        != chances.position(later - 1).table.generation()) {
                        states.emplace_back(config.rules, chances.position(later).table.game());
                        masks.push_back(chances.hiddenAt(later).to_ullong());
                    }
                }
                const FusedTable::Path path{states, masks};
                const GameResult c = fused.gameFrom(position, seeds, &path);
                QVERIFY2(c.winner == b.winner && c.plays == b.plays && c.durationMs == b.durationMs,
                         where.constData());
                followed += c.followed;
            }
        }
    }
    qInfo("%lld positions played on alike, %lld of them with hidden cards; %lld path states passed", compared,
          hiddenOnes, followed);
    QVERIFY(compared > 400);
    QVERIFY(hiddenOnes > 20);
    QVERIFY(followed > 0);
}

void TestWinChances::aRelabelledTableIsASampledDeal()
{
    // Relabelling the hidden cards where the table stands is dealing them
    // in another order and playing the record again: the same table.
    int checked = 0;
    for (const GameRecord &record : simulatedRecords("house", 4, 4, 77)) {
        const WinChances chances = chancesOf(record);
        for (std::size_t k : {std::size_t(3), std::size_t(10), std::size_t(25), std::size_t(60)}) {
            if (k >= chances.positions() || chances.hiddenAt(k).none())
                continue;
            Random random(k + 1);
            const std::array<Card, Card::kMaxCount> relabel = shuffleHidden(chances.hiddenAt(k), random);
            GameRecord sampled = record;
            for (Card &c : sampled.deck)
                c = relabel[std::size_t(c.id())];
            QVERIFY(sampled.deck != record.deck || chances.hiddenAt(k).count() < 2);
            std::optional<Table> replayed;
            std::size_t step = 0;
            playRecord(sampled, [&](const RecordStep &s) {
                if (++step == k)
                    replayed.emplace(s.table);
            });
            QVERIFY(replayed);
            TablePosition position = chances.position(k);
            position.table.relabelHands(relabel);
            QVERIFY(standsAlike(position.table, *replayed));
            QVERIFY(position.table.flight().card == replayed->flight().card);
            // and where the order changed, the table as recorded stands elsewhere
            if (sampled.deck != record.deck)
                QVERIFY(!standsAlike(chances.position(k).table, *replayed));
            ++checked;
        }
    }
    QVERIFY(checked >= 8);
}

void TestWinChances::exactWhereTheCardsDecide()
{
    // Two bots that never slap: the game follows from the order of the
    // cards. Where 3 to 6 cards are hidden, every order of them is played
    // out: the exact chance, which the estimate must hold in its interval
    // (widened to 99.9 %: one comparison a seed).
    SimulationConfig c;
    c.rules = *RuleSet::preset("house");
    c.rules.maxPlays = 3000;
    c.players = 2;
    c.bots.assign(2, neverSlaps());
    c.games = 12;
    c.seed = 5;
    c.threads = 2;
    int compared = 0;
    for (const GameRecord &record : simulatedRecords(c, QStringLiteral("house"), QStringLiteral("custom"))) {
        if (!record.over || record.winner < 0)
            continue;
        WinChances chances = chancesOf(record);
        chances.setModels({neverSlaps(), neverSlaps()});
        std::size_t k = 0;
        while (k < chances.positions()
               && (chances.hiddenAt(k).count() > 6 || chances.position(k).table.flight().inAir()))
            ++k;
        if (k >= chances.positions() || chances.hiddenAt(k).count() < 3 || chances.position(k).table.isOver())
            continue;
        // Every order of the hidden cards.
        std::vector<int> ids;
        for (int id = 0; id < Card::kMaxCount; ++id)
            if (chances.hiddenAt(k).test(std::size_t(id)))
                ids.push_back(id);
        std::vector<int> order = ids;
        const SimulationConfig config = configOf(chances);
        long long orders = 0, won = 0;
        do {
            std::array<Card, Card::kMaxCount> relabel{};
            for (int id = 0; id < Card::kMaxCount; ++id)
                relabel[std::size_t(id)] = Card::fromId(id);
            for (std::size_t i = 0; i < ids.size(); ++i)
                relabel[std::size_t(ids[i])] = Card::fromId(order[i]);
            TablePosition position = chances.position(k);
            position.table.relabelHands(relabel);
            const GameResult r = simulateFrom(config, position, seedsFor(std::uint64_t(orders), 2));
            won += r.winner == 0;
            ++orders;
        } while (std::next_permutation(order.begin(), order.end()));
        const double exact = double(won) / double(orders);
        std::vector<bool> wanted(chances.positions(), false);
        wanted[k] = true;
        chances.setWanted(wanted);
        WinChances::Refinement how;
        how.threads = 2;
        how.seed = 11;
        how.targetHalfWidth = 0.005; // cheap here: the bots never slap
        how.maxSamples = 100000;
        while (chances.refine(how) > 0) { }
        const WinChances::Tally &t = chances.tallies()[k];
        const double slack = t.halfWidth(0) * 3.29 / 1.96;
        qInfo("game with %d hidden cards at position %zu: exact %.4f (%lld orders), estimate %.4f ± %.4f (%d "
              "samples)",
              int(ids.size()), k, exact, orders, t.chance(0), t.halfWidth(0), t.samples);
        QVERIFY(t.samples >= 16);
        QVERIFY2(std::abs(t.chance(0) - exact) <= slack,
                 qPrintable(QStringLiteral("estimate %1, exact %2").arg(t.chance(0)).arg(exact)));
        ++compared;
    }
    QVERIFY(compared >= 3);
}

void TestWinChances::theEndIsCertain()
{
    // The last position is the outcome itself; with nothing hidden and
    // bots that never slap, every play-out comes to the same end.
    for (const GameRecord &record : simulatedRecords("house", 3, 3, 91)) {
        WinChances chances = chancesOf(record);
        const WinChances::Tally &last = chances.tallies().back();
        QVERIFY(last.exact);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(last.chance(p), record.winner == p ? 1.0 : 0.0);
        QCOMPARE(last.halfWidth(0), 0.0);
    }
    SimulationConfig c;
    c.rules = *RuleSet::preset("house");
    c.rules.maxPlays = 3000;
    c.players = 2;
    c.bots.assign(2, neverSlaps());
    c.games = 6;
    c.seed = 8;
    int checked = 0;
    for (const GameRecord &record : simulatedRecords(c, QStringLiteral("house"), QStringLiteral("custom"))) {
        if (!record.over || record.winner < 0)
            continue;
        WinChances chances = chancesOf(record);
        chances.setModels({neverSlaps(), neverSlaps()});
        // Positions with nothing hidden: the record's own winner, surely.
        std::vector<bool> wanted(chances.positions(), false);
        std::size_t k = chances.positions() / 2;
        while (k < chances.positions() && chances.hiddenAt(k).any())
            ++k;
        if (k + 1 >= chances.positions())
            continue;
        wanted[k] = true;
        chances.setWanted(wanted);
        WinChances::Refinement how;
        how.maxSamples = 64;
        while (chances.refine(how) > 0) { }
        QCOMPARE(chances.tallies()[k].chance(record.winner), 1.0);
        ++checked;
    }
    QVERIFY(checked >= 2);
}

void TestWinChances::sharedPlayOutsAgreeWithPlainOnes()
{
    // A play-out that passes through a later position is a sample of it
    // (docs/ANALYSIS.md): the estimates so made agree with play-outs from
    // the position itself, within both intervals (99.9 %).
    const GameRecord record = simulatedRecords("house", 4, 1, 2026).front();
    WinChances chances = chancesOf(record);
    std::vector<bool> wanted = chartPositions(chances);
    std::vector<bool> firstHalf(wanted.size(), false);
    for (std::size_t k = 0; k < wanted.size() / 3; ++k)
        firstHalf[k] = wanted[k];
    chances.setWanted(firstHalf);
    WinChances::Refinement how;
    how.threads = 2;
    how.targetHalfWidth = 0.03;
    while (chances.refine(how) > 0) { }
    const SimulationConfig config = configOf(chances);
    const SlapMatcher matcher(config.rules);
    const FusedTable fused(config, matcher);
    // Four positions, spread over those that got samples from earlier ones.
    std::vector<std::size_t> passedThrough;
    for (std::size_t k = 1; k < firstHalf.size(); ++k) {
        const WinChances::Tally &t = chances.tallies()[k];
        if (firstHalf[k] && !t.exact && t.samples > 2 * t.own)
            passedThrough.push_back(k);
    }
    QVERIFY(passedThrough.size() >= 4);
    int compared = 0;
    long long shared = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const std::size_t k = passedThrough[i * (passedThrough.size() - 1) / 3];
        const WinChances::Tally &t = chances.tallies()[k];
        shared += t.samples - t.own;
        std::array<int, kMaxPlayers> wins{};
        const int n = 4000;
        for (int j = 0; j < n; ++j) {
            TablePosition position = chances.position(k);
            Random cards(std::uint64_t(j) * 977 + k);
            if (chances.hiddenAt(k).any())
                position.table.relabelHands(shuffleHidden(chances.hiddenAt(k), cards));
            const GameResult r = fused.gameFrom(position, seedsFor(std::uint64_t(j) + 1000003, 4));
            if (r.winner >= 0)
                ++wins[std::size_t(r.winner)];
        }
        for (int p = 0; p < 4; ++p) {
            const double plain = double(wins[std::size_t(p)]) / n;
            const double plainWidth = 1.96 * std::sqrt(std::max(plain * (1 - plain), 0.0025) / n);
            const double bound = std::hypot(t.halfWidth(p), plainWidth) * 3.29 / 1.96;
            QVERIFY2(std::abs(plain - t.chance(p)) <= bound,
                     qPrintable(
                         QStringLiteral("position %1, seat %2: shared %3 (%4 of %5 passed through), plain %6")
                             .arg(k)
                             .arg(p)
                             .arg(t.chance(p))
                             .arg(t.samples - t.own)
                             .arg(t.samples)
                             .arg(plain)));
        }
        ++compared;
    }
    qInfo("%d positions compared; %lld of their samples passed through from earlier positions", compared,
          shared);
    QCOMPARE(compared, 4);
    QVERIFY(shared > 1000);
}

void TestWinChances::theSameSeedTheSameFigures()
{
    const GameRecord record = simulatedRecords("house", 3, 1, 31).front();
    const auto run = [&record](std::uint64_t seed, int threads) {
        GameAnalysis analysis(chancesOf(record));
        WinChances::Refinement how;
        how.seed = seed;
        how.threads = threads;
        how.targetHalfWidth = 0.08;
        while (analysis.refine(how)) { }
        std::vector<int> all;
        for (const WinChances *w : {&analysis.chart(), &analysis.split()})
            for (const WinChances::Tally &t : w->tallies()) {
                all.push_back(t.samples);
                all.insert(all.end(), t.wins.begin(), t.wins.end());
            }
        return all;
    };
    const std::vector<int> a = run(3, 1);
    QVERIFY(a == run(3, 2));
    QVERIFY(a != run(4, 2));
}

void TestWinChances::speedIsWhatTheFasterBotWins()
{
    // The validation: over simulated games where player 0 is
    // faster, its speed share is positive and grows with the difference;
    // between identical bots it averages zero; luck favours nobody.
    struct Row
    {
        int medianMs;
        double speed = 0, luck = 0, speedSe = 0, luckSe = 0;
    };
    std::vector<Row> rows{{457}, {425}, {360}};
    const int games = 80;
    for (Row &row : rows) {
        SimulationConfig c;
        c.rules = *RuleSet::preset("house");
        c.rules.maxPlays = 3000;
        c.players = 4;
        BotProfile fast = *BotProfile::forLevel("normal");
        fast.medianReactionMs = row.medianMs;
        c.bots.assign(4, *BotProfile::forLevel("normal"));
        c.bots[0] = fast;
        c.games = games;
        c.seed = 606 + std::uint64_t(row.medianMs);
        c.threads = 2;
        std::vector<double> speeds, lucks;
        for (const GameRecord &record :
             simulatedRecords(c, QStringLiteral("house"), QStringLiteral("custom"))) {
            // The split alone (GameAnalysis::split()): every seat the
            // table's model, at the deal, the end and the hidden landings.
            WinChances chances = chancesOf(record);
            chances.setModels(std::vector<BotProfile>(4, chances.tableModel()));
            chances.addAverageLandings();
            chances.setWanted(luckPositions(chances));
            WinChances::Refinement how;
            how.threads = 2;
            how.maxSamples = 48;
            while (chances.refine(how) > 0) { }
            const LuckAndSpeed split = splitLuckAndSpeed(chances);
            speeds.push_back(split.speed[0]);
            lucks.push_back(split.luck[0]);
        }
        const auto meanAndSe = [](const std::vector<double> &v, double &mean, double &se) {
            mean = std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
            double ss = 0;
            for (double x : v)
                ss += (x - mean) * (x - mean);
            se = std::sqrt(ss / double(v.size() - 1) / double(v.size()));
        };
        meanAndSe(speeds, row.speed, row.speedSe);
        meanAndSe(lucks, row.luck, row.luckSe);
        qInfo("player 0 at %d ms against normal: speed %+.3f ± %.3f, luck %+.3f ± %.3f (%d games)",
              row.medianMs, row.speed, row.speedSe, row.luck, row.luckSe, games);
    }
    QVERIFY(std::abs(rows[0].speed) <= 3 * rows[0].speedSe); // identical bots: zero
    QVERIFY(rows[1].speed > 3 * rows[1].speedSe);            // faster: positive
    QVERIFY(rows[2].speed - rows[1].speed > 2 * std::hypot(rows[1].speedSe, rows[2].speedSe)); // and more so
    for (const Row &row : rows)
        QVERIFY(std::abs(row.luck) <= 3 * row.luckSe + 0.01);
}

void TestWinChances::badRecordsAreRefused()
{
    GameRecord record = simulatedRecords("house", 2, 1, 3).front();
    QString error;
    GameRecord old = record;
    old.cardsLand = false;
    QVERIFY(!WinChances::of(old, &error));
    QVERIFY(error.contains(QStringLiteral("fourth edition")));
    GameRecord after = record;
    after.actions.push_back({Action::play(), after.durationMs + 1000}); // an action after the end
    QVERIFY(!WinChances::of(after, &error));
    QVERIFY(error.contains(QStringLiteral("after the end")));
}

RATSCREW_TEST_GUILESS_MAIN(TestWinChances)
#include "tst_winchances.moc"
