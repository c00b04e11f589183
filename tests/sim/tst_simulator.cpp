// SPDX-License-Identifier: GPL-3.0-or-later
// `ratscrew-sim simulate`: bots on a virtual clock, reproducible whatever
// the number of threads, and a difficulty ladder that holds.

#include "SimulateCommand.h"
#include "Simulator.h"
#include "SummaryCompare.h"
#include "TestRegistry.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace ratscrew;

class TestSimulator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameResultOnAnyNumberOfThreads();
    void seedDecidesTheGames();
    void maxPlaysEndsInADraw();
    void slapsAreCountedPerPlayer();
    void callsAreCounted();
    void reportShowsCallsOnlyWithCalls();
    void ladderHolds_data();
    void ladderHolds();
    void badArgumentsAreRefused_data();
    void badArgumentsAreRefused();
    void argumentsAreRead();
    void checkedVariedTablesKeepTheRules();
    void histogramEqualsSortedValues();
    void gameLengthsGiveKnownPercentiles();
    void timeUpEndsTheGameOnCards_data();
    void timeUpEndsTheGameOnCards();
    void timeUpIsCountedApart();
    void timeLimitIsRead();
    void detailsCountWhatTheGamesDid();

private:
    static SimulationConfig config(const QStringList &levels, long long games, std::uint64_t seed,
                                   const char *preset = "house")
    {
        SimulationConfig c;
        c.rules = *RuleSet::preset(preset);
        c.rules.maxPlays = 100000;
        c.players = int(levels.size());
        for (const QString &level : levels)
            c.bots.push_back(*BotProfile::forLevel(level.toStdString()));
        c.games = games;
        c.seed = seed;
        return c;
    }
};

void TestSimulator::sameResultOnAnyNumberOfThreads()
{
    SimulationConfig c = config({"hard", "normal", "easy"}, 240, 11, "bicycle");
    c.threads = 1;
    const SimulationSummary one = simulate(c);
    c.threads = 3;
    const SimulationSummary three = simulate(c);
    test::compareSummaries(one, three);
    long long wins = one.draws;
    for (auto w : one.wins)
        wins += w;
    QCOMPARE(wins, 240LL);
}

void TestSimulator::seedDecidesTheGames()
{
    const SimulationConfig c = config({"normal", "normal"}, 1, 5);
    const GameResult a = simulateGame(c, 17);
    const GameResult b = simulateGame(c, 17);
    QCOMPARE(a.winner, b.winner);
    QCOMPARE(a.plays, b.plays);
    QCOMPARE(a.durationMs, b.durationMs);
    bool anyDifferent = false;
    for (long long g = 0; g < 10 && !anyDifferent; ++g)
        anyDifferent = simulateGame(c, g).plays != a.plays;
    QVERIFY(anyDifferent);
    QVERIFY(a.durationMs > 0);
}

void TestSimulator::maxPlaysEndsInADraw()
{
    SimulationConfig c = config({"normal", "normal", "normal", "normal"}, 20, 3);
    c.rules.maxPlays = 10;
    const SimulationSummary s = simulate(c);
    QCOMPARE(s.draws, 20LL);
    QCOMPARE(s.playsMedian, 10.0);
}

void TestSimulator::slapsAreCountedPerPlayer()
{
    const SimulationSummary s = simulate(config({"expert", "beginner"}, 200, 2));
    QVERIFY(s.validSlaps[0] > s.validSlaps[1]);     // the faster hand wins the races
    QVERIFY(s.invalidSlaps[1] > s.invalidSlaps[0]); // and the beginner mis-slaps more
    QCOMPARE(s.validSlaps[2], 0LL);                 // nobody at seat 2
}

// Sticks and splits (docs/RULES.md §9) are valid slaps, counted per player
// beside them; sticks need a third seat.
void TestSimulator::callsAreCounted()
{
    SimulationConfig three = config({"normal", "normal", "normal"}, 200, 3, "slaps_full");
    three.threads = 1;
    const SimulationSummary s = simulate(three);
    long long sticks = 0, splits = 0;
    for (int p = 0; p < 3; ++p) {
        const auto i = std::size_t(p);
        QVERIFY(s.sticks[i] + s.splits[i] <= s.validSlaps[i]);
        sticks += s.sticks[i];
        splits += s.splits[i];
    }
    QVERIFY2(sticks > 0 && splits > 0,
             qPrintable(QStringLiteral("%1 sticks, %2 splits").arg(sticks).arg(splits)));
    three.threads = 2;
    test::compareSummaries(s, simulate(three));

    const SimulationSummary two = simulate(config({"expert", "beginner"}, 200, 3, "slaps_full"));
    QVERIFY(two.sticks == decltype(two.sticks){}); // the challenger and the answering seat are all there is
    QVERIFY(two.splits[0] > two.splits[1]);        // the faster hand splits first
    QVERIFY(two.splits[1] > 0);

    const SimulationSummary house = simulate(config({"normal", "normal", "normal"}, 50, 3));
    QVERIFY(house.sticks == decltype(house.sticks){});
    QVERIFY(house.splits == decltype(house.splits){});
}

void TestSimulator::reportShowsCallsOnlyWithCalls()
{
    for (const bool json : {false, true}) {
        QString error;
        QStringList args{"--games", "20", "--players", "3", "--threads", "1", "--preset", "slaps_full"};
        if (json)
            args << "--json";
        const auto full = SimulateOptions::parse(args, &error);
        QVERIFY2(full, qPrintable(error));
        const QString withCalls = formatSummary(*full, simulate(full->config));
        args.replace(args.indexOf("slaps_full"), "slaps_advanced");
        const auto plain = SimulateOptions::parse(args, &error);
        QVERIFY2(plain, qPrintable(error));
        const QString without = formatSummary(*plain, simulate(plain->config));
        const QStringList keys =
            json ? QStringList{"\"sticks\":[", "\"splits\":["} : QStringList{"sticks", "splits"};
        for (const QString &key : keys) {
            QVERIFY2(withCalls.contains(key), qPrintable(withCalls));
            QVERIFY2(!without.contains(key), qPrintable(without));
        }
    }
}

void TestSimulator::ladderHolds_data()
{
    QTest::addColumn<QString>("strong");
    QTest::addColumn<QString>("weak");
    QTest::addColumn<double>("atLeast");
    QTest::addColumn<double>("atMost");
    // Measured over 2000 games (docs/BOTS.md): steps 75-76 %, expert vs
    // beginner 97 %. Here 500 games with margins of about four standard
    // errors, so only a real change of the bots moves a result out.
    QTest::newRow("easy > beginner") << "easy"
                                     << "beginner" << 0.62 << 0.88;
    QTest::newRow("normal > easy") << "normal"
                                   << "easy" << 0.62 << 0.88;
    QTest::newRow("hard > normal") << "hard"
                                   << "normal" << 0.62 << 0.88;
    QTest::newRow("expert > hard") << "expert"
                                   << "hard" << 0.62 << 0.88;
    QTest::newRow("expert > beginner") << "expert"
                                       << "beginner" << 0.93 << 1.0;
}

void TestSimulator::ladderHolds()
{
    QFETCH(QString, strong);
    QFETCH(QString, weak);
    QFETCH(double, atLeast);
    QFETCH(double, atMost);
    SimulationConfig c = config({strong, weak}, 500, 1);
    c.threads = 2;
    const SimulationSummary s = simulate(c);
    const double rate = double(s.wins[0]) / double(s.games);
    QVERIFY2(rate >= atLeast && rate <= atMost, qPrintable(QString::number(rate)));
}

void TestSimulator::badArgumentsAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("players 1") << QStringList{"--players", "1"};
    QTest::newRow("players 9") << QStringList{"--players", "9"};
    QTest::newRow("players x") << QStringList{"--players", "x"};
    QTest::newRow("preset") << QStringList{"--preset", "speed"};
    QTest::newRow("rules not json") << QStringList{"--rules", "{burn"};
    QTest::newRow("rules bad value") << QStringList{"--rules", "{\"burn_count\": 3}"};
    QTest::newRow("rules unknown") << QStringList{"--rules", "{\"speed\": 1}"};
    QTest::newRow("bots count") << QStringList{"--players", "3", "--bots", "easy,hard"};
    QTest::newRow("bots level") << QStringList{"--bots", "godlike"};
    QTest::newRow("bots custom") << QStringList{"--bots", "custom:5:0.2:0.1:0.01:500"};
    QTest::newRow("bots custom calls") << QStringList{"--bots", "custom:450:0.2:0.1:0.01:500:200:0.2"};
    QTest::newRow("bots custom call cost")
        << QStringList{"--bots", "custom:450:0.2:0.1:0.01:500:2001:0.2:0.02"};
    QTest::newRow("games 0") << QStringList{"--games", "0"};
    QTest::newRow("seed") << QStringList{"--seed", "-3"};
    QTest::newRow("threads 0") << QStringList{"--threads", "0"};
    QTest::newRow("unknown") << QStringList{"--fast"};
    QTest::newRow("positional") << QStringList{"extra"};
    QTest::newRow("time limit -1") << QStringList{"--time-limit", "-1"};
    QTest::newRow("time limit 601") << QStringList{"--time-limit", "601"};
    QTest::newRow("time limit 5.5") << QStringList{"--time-limit", "5.5"};
    QTest::newRow("time limit x") << QStringList{"--time-limit", "x"};
    QTest::newRow("time limit empty") << QStringList{"--time-limit", ""};
    QTest::newRow("time limit in rules 601") << QStringList{"--rules", "{\"time_limit\": 601}"};
    QTest::newRow("time limit with varied tables") << QStringList{"--vary-tables", "--time-limit", "1"};
}

void TestSimulator::badArgumentsAreRefused()
{
    QFETCH(QStringList, args);
    QString error;
    QVERIFY(!SimulateOptions::parse(args, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!error.contains('\n'));
}

void TestSimulator::argumentsAreRead()
{
    QString error;
    const auto o = SimulateOptions::parse({"--players", "3", "--preset", "classic", "--rules",
                                           "{\"burn_count\": 1, \"penalty\": \"burn\"}", "--bots", "expert",
                                           "--games", "7", "--seed", "99", "--threads", "2", "--json"},
                                          &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->config.players, 3);
    QCOMPARE(o->levels, (QStringList{"expert", "expert", "expert"}));
    QCOMPARE(o->config.rules.penalty, Penalty::Burn);
    QCOMPARE(o->config.rules.misslapLimit, 5); // classic's, not overridden
    QCOMPARE(o->config.games, 7LL);
    QCOMPARE(o->config.seed, std::uint64_t(99));
    QCOMPARE(o->config.threads, 2);
    QCOMPARE(o->config.rules.maxPlays, 100000LL);
    QVERIFY(o->json);
    const QString out = formatSummary(*o, simulate(o->config));
    for (const char *key :
         {"\"games\":7", "\"wins\":[", "\"draws\":", "\"plays\":{", "\"median\":", "\"p95\":", "\"slaps\":{",
          "\"valid\":[", "\"invalid\":[", "\"elapsed_s\":", "\"games_per_s\":", "\"plays_per_s\":",
          "\"draws_at_max_plays\":", "\"time_limit\":0",
          "\"time_up\":{\"drawn\":", "\"won\":", "\"minutes\":{\"max\":", "\"p50\":"})
        QVERIFY2(out.contains(QLatin1String(key)), key);
}

// simulate --check --vary-tables in little: every action of 400 games at
// random tables (rules, 2-8 players, levels) keeps RULES.md's invariants;
// the tables really vary and the result does not depend on threads.
void TestSimulator::checkedVariedTablesKeepTheRules()
{
    QString error;
    const auto o = SimulateOptions::parse(
        {"--check", "--vary-tables", "--games", "400", "--seed", "5", "--threads", "2", "--json"}, &error);
    QVERIFY2(o, qPrintable(error));
    QVERIFY(o->config.check);
    QVERIFY(o->config.varyTables);
    const SimulationSummary s = simulate(o->config);
    QCOMPARE(s.violations, 0LL);
    QVERIFY2(s.firstViolation.message.empty(), s.firstViolation.message.c_str());
    QVERIFY(s.actions > s.playsTotal); // slaps and collects too
    int seatsThatWon = 0;
    for (long long w : s.wins)
        seatsThatWon += w > 0 ? 1 : 0;
    QVERIFY(seatsThatWon >= 6); // tables of up to 8 players were dealt
    const QString out = formatSummary(*o, s);
    QVERIFY(out.contains(QLatin1String("\"violations\":0")));
    QVERIFY(out.contains(QLatin1String("\"preset\":\"varied\"")));
    SimulationConfig one = o->config;
    one.threads = 1;
    QCOMPARE(simulate(one).wins, s.wins);

    // --vary-tables draws the table itself.
    QVERIFY(!SimulateOptions::parse({"--vary-tables", "--players", "3"}, &error));
    QVERIFY(error.contains(QLatin1String("--players")));
}

void TestSimulator::histogramEqualsSortedValues()
{
    // The statistics kept in bounded memory are exactly those of the sorted
    // list of all values (mean, median, nearest-rank p95), long games too.
    QRandomGenerator random(7);
    for (int round = 0; round < 50; ++round) {
        const int n = 1 + int(random.bounded(2000));
        std::vector<long long> values;
        CountHistogram h, a, b;
        for (int i = 0; i < n; ++i) {
            const long long v =
                random.bounded(4) == 0 ? (long long)random.bounded(2000000) : random.bounded(900);
            values.push_back(v);
            h.add(v);
            (i % 3 ? a : b).add(v); // two threads' halves, merged
        }
        a.merge(b);
        std::sort(values.begin(), values.end());
        const std::size_t size = values.size();
        const double median = size % 2 ? double(values[size / 2])
                                       : (double(values[size / 2 - 1]) + double(values[size / 2])) / 2;
        const auto rank = std::size_t(std::ceil(0.95 * double(size)));
        const long long p95 = values[std::max<std::size_t>(rank, 1) - 1];
        const long long sum = std::accumulate(values.begin(), values.end(), 0LL);
        for (const CountHistogram *x : {&h, &a}) {
            QCOMPARE(x->count(), (long long)size);
            QCOMPARE(x->sum(), sum);
            QCOMPARE(x->median(), median);
            QCOMPARE(x->nearestRank(0.95), p95);
            QCOMPARE(x->mean(), double(sum) / double(size));
            QCOMPARE(x->valueAt(0), values.front());
            QCOMPARE(x->valueAt((long long)size - 1), values.back());
        }
    }
    CountHistogram empty;
    QCOMPARE(empty.median(), 0.0);
    QCOMPARE(empty.nearestRank(0.95), 0LL);
}

// Game length (GameLengths): the median and the nearest-rank p95 of whole
// seconds, the longest game exactly; long games beyond the histogram's
// dense part count the same.
void TestSimulator::gameLengthsGiveKnownPercentiles()
{
    GameLengths empty;
    QCOMPARE(empty.count(), 0LL);
    QCOMPARE(empty.p50Minutes(), 0.0);
    QCOMPARE(empty.p95Minutes(), 0.0);
    QCOMPARE(empty.maxMinutes(), 0.0);

    // 1, 2, ..., 20 minutes and 999 ms: the whole seconds are 60 · i.
    GameLengths a, b;
    for (int i = 1; i <= 20; ++i)
        (i % 2 ? a : b).add(std::int64_t(i) * 60000 + 999);
    a.merge(b);
    QCOMPARE(a.count(), 20LL);
    QCOMPARE(a.p50Minutes(), 10.5); // (600 s + 660 s) / 2
    QCOMPARE(a.p95Minutes(), 19.0); // the 19th of 20
    QCOMPARE(a.maxMs(), std::int64_t(20 * 60000 + 999));
    QCOMPARE(a.maxMinutes(), (20.0 * 60000 + 999) / 60000);

    // One value: all three are it; a negative length counts as 0.
    GameLengths one;
    one.add(90'500);
    QCOMPARE(one.p50Minutes(), 1.5);
    QCOMPARE(one.p95Minutes(), 1.5);
    GameLengths zero;
    zero.add(-5);
    QCOMPARE(zero.count(), 1LL);
    QCOMPARE(zero.maxMinutes(), 0.0);

    // Ten hours (36,000 s, past the dense part of the histogram) and
    // nineteen one-minute games: p95 is still a minute, max ten hours.
    GameLengths longOne;
    for (int i = 0; i < 19; ++i)
        longOne.add(60'000);
    longOne.add(std::int64_t(36'000) * 1000);
    QCOMPARE(longOne.p50Minutes(), 1.0);
    QCOMPARE(longOne.p95Minutes(), 1.0);
    QCOMPARE(longOne.maxMinutes(), 600.0);
    longOne.add(std::int64_t(36'000) * 1000);
    QCOMPARE(longOne.p95Minutes(), 600.0); // the 20th of 21
}

void TestSimulator::timeUpEndsTheGameOnCards_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("check");
    QTest::newRow("house, 4 players") << "house" << 4 << false;
    QTest::newRow("slaps_advanced, 8 players, checked") << "slaps_advanced" << 8 << true;
    QTest::newRow("slaps_full (calls), 3 players") << "slaps_full" << 3 << false;
    QTest::newRow("classic, 2 players, checked") << "classic" << 2 << true;
}

// docs/RULES.md §11.4 on the virtual clock (simulateGame(), the reference
// the fast loop is held to): with a one-minute limit every game ends with
// T at exactly 60,000 ms, and the seat with the most cards in hand wins
// (a tie is a draw), counted from the hands at the end.
void TestSimulator::timeUpEndsTheGameOnCards()
{
    QFETCH(QString, preset);
    QFETCH(int, players);
    QFETCH(bool, check);
    SimulationConfig c = config(QStringList(players, QStringLiteral("normal")), 1, 9, qPrintable(preset));
    c.rules.timeLimitMinutes = 1;
    c.check = check;
    struct End
    {
        std::vector<int> hands; // -1: out
        RecordedAction last;
    } end;
    c.onGameEnd = [&end](long long, const Table &table, std::int64_t) {
        const Game &game = table.game();
        end.hands.clear();
        for (int s = 0; s < game.players(); ++s)
            end.hands.push_back(game.isOut(s) ? -1 : game.hand(s).size());
        end.last = table.recordedActions().back();
    };
    int decided = 0, tied = 0;
    for (long long g = 0; g < 12; ++g) {
        const GameResult r = simulateGame(c, g);
        QVERIFY2(r.violation.empty(), r.violation.c_str());
        QVERIFY(r.endedOnTime);
        QCOMPARE(r.durationMs, std::int64_t(60000));
        QCOMPARE(end.last.action.type, Action::Type::TimeUp);
        QCOMPARE(end.last.atMs, std::int64_t(60000));
        const int most = *std::max_element(end.hands.begin(), end.hands.end());
        const auto holders = std::count(end.hands.begin(), end.hands.end(), most);
        if (holders == 1) {
            ++decided;
            QCOMPARE(r.winner, int(std::find(end.hands.begin(), end.hands.end(), most) - end.hands.begin()));
        } else {
            ++tied;
            QCOMPARE(r.winner, -1);
        }
    }
    QVERIFY(decided > 0);
    qInfo("%d won on cards, %d ties", decided, tied);
}

// The report counts time-up wins and draws apart from draws at max_plays,
// and the fast loop counts them as the reference does.
void TestSimulator::timeUpIsCountedApart()
{
    SimulationConfig c = config({"normal", "normal", "normal", "normal"}, 200, 4);
    c.threads = 2;
    c.rules.timeLimitMinutes = 2;
    c.rules.maxPlays = 117; // about two minutes of plays: some games end at max_plays first
    const SimulationSummary s = simulate(c);
    QVERIFY(s.timeUpWins > 0);
    QVERIFY(s.playLimitDraws > 0);
    QCOMPARE(s.draws, s.playLimitDraws + s.timeUpDraws);
    long long wins = 0;
    for (long long w : s.wins)
        wins += w;
    QCOMPARE(wins + s.draws, 200LL);
    QVERIFY(s.timeUpWins <= wins);
    QCOMPARE(s.minutesMax, 2.0); // nothing outlasts the limit
    QVERIFY(s.minutesP50 > 0);
    c.reference = true;
    test::compareSummaries(s, simulate(c));

    // The text report says it in so many words.
    SimulateOptions o;
    o.config = c;
    o.levels = QStringList(4, QStringLiteral("normal"));
    const QString text = formatSummary(o, s);
    QVERIFY2(text.contains(QStringLiteral("draws: %1 (at max_plays %2, time up %3)\n")
                               .arg(s.draws)
                               .arg(s.playLimitDraws)
                               .arg(s.timeUpDraws)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("time up: %1 won on cards, %2 drawn on cards (limit 2 min)\n")
                               .arg(s.timeUpWins)
                               .arg(s.timeUpDraws)),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("game minutes: p50 ")), qPrintable(text));
}

// --time-limit sets the rules' time_limit, over --rules; --rules alone
// sets it as well, and without either it is the preset's (0).
void TestSimulator::timeLimitIsRead()
{
    QString error;
    auto o = SimulateOptions::parse({"--time-limit", "30"}, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->config.rules.timeLimitMinutes, 30);
    o = SimulateOptions::parse({"--rules", "{\"time_limit\": 7}"}, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->config.rules.timeLimitMinutes, 7);
    o = SimulateOptions::parse({"--rules", "{\"time_limit\": 7}", "--time-limit", "0"}, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->config.rules.timeLimitMinutes, 0);
    o = SimulateOptions::parse({"--time-limit", "600"}, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->config.rules.timeLimitMinutes, 600);
    o = SimulateOptions::parse({}, &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->config.rules.timeLimitMinutes, 0);

    // The same games whichever way the limit was set.
    o = SimulateOptions::parse({"--rules", "{\"time_limit\": 1}", "--games", "20", "--threads", "1"}, &error);
    QVERIFY2(o, qPrintable(error));
    const SimulationSummary viaRules = simulate(o->config);
    o = SimulateOptions::parse({"--time-limit", "1", "--games", "20", "--threads", "1"}, &error);
    QVERIFY2(o, qPrintable(error));
    const SimulationSummary viaOption = simulate(o->config);
    test::compareSummaries(viaRules, viaOption);
    QVERIFY(viaOption.timeUpWins + viaOption.timeUpDraws > 10);
}

// `details` (for the rule workshop): the same games, and counts equal to
// the games' own actions played again through Game: piles won by reason,
// and the patterns each card played left on its pile.
void TestSimulator::detailsCountWhatTheGamesDid()
{
    SimulationConfig c = config(QStringList(4, QStringLiteral("normal")), 30, 21, "slaps_advanced");
    c.rules.slaps.insert(SlapPattern::Divorce);
    c.rules.slaps.insert(SlapPattern::BigMac);
    c.rules.slaps.insert(SlapPattern::FourOfASuit);
    c.rules.penalty = Penalty::Lockout;
    c.rules.timeLimitMinutes = 20;
    c.threads = 2;
    const SimulationSummary plain = simulate(c);
    c.details = true;
    const SimulationSummary detailed = simulate(c);
    QCOMPARE(detailed.wins, plain.wins);
    QCOMPARE(detailed.playsTotal, plain.playsTotal);
    QCOMPARE(detailed.invalidSlaps, plain.invalidSlaps);
    for (long long n : plain.pilesWon)
        QCOMPARE(n, 0LL); // counted only when asked
    // Each game again, through Game.
    std::array<long long, 4> piles{};
    std::array<long long, kSlapPatternCount> slappable{};
    c.threads = 1;
    c.onGameEnd = [&](long long g, const Table &table, std::int64_t) {
        const GameSeeds seeds = simulatedSeeds(c, g);
        Game game(c.rules, c.players, seeds.deal.deck, seeds.deal.firstPlayer);
        std::vector<Event> events;
        for (const RecordedAction &a : table.gameActions()) { // as the rules took them (RULES.md §12.1)
            events.clear();
            game.apply(a.action, events);
            for (const Event &e : events) {
                if (e.type == Event::Type::PileWon)
                    ++piles[std::size_t(e.wonReason)];
                if (e.type == Event::Type::Play && !game.playedCards().empty()
                    && game.playedCards().back() == e.card)
                    for (SlapPattern p : game.slappablePatterns().toList())
                        ++slappable[std::size_t(p)];
            }
        }
    };
    const SimulationSummary again = simulate(c);
    QCOMPARE(again.pilesWon, piles);
    QCOMPARE(again.slappable, slappable);
    QCOMPARE(detailed.pilesWon, piles);
    QCOMPARE(detailed.slappable, slappable);
    QVERIFY(piles[std::size_t(PileWonReason::Slap)] > 0 && piles[std::size_t(PileWonReason::Challenge)] > 0);
    QVERIFY(slappable[std::size_t(SlapPattern::Divorce)] > 0
            && slappable[std::size_t(SlapPattern::BigMac)] > 0);
}

RATSCREW_TEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
