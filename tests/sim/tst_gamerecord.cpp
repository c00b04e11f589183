// SPDX-License-Identifier: GPL-3.0-or-later
// Game records (docs/REPLAYS.md): taken from the Table of simulated games,
// written as JSON and read back, replayed to the same outcome for every
// preset; hostile records refused with one line; a record as a script.

#include "BotProfile.h"
#include "GameRecord.h"
#include "ScriptRunner.h"
#include "SimRecords.h"
#include "Simulator.h"
#include "TestRegistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <sstream>
#ifdef Q_OS_UNIX
#  include <sys/stat.h>
#endif

using namespace ratscrew;

namespace {

QByteArray withKey(const QByteArray &json, const QString &key, const QJsonValue &value)
{
    QJsonObject o = QJsonDocument::fromJson(json).object();
    o.insert(key, value);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestGameRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableRecordsOnlyWhenAsked();
    void everyPresetReplaysToItsOutcome_data();
    void everyPresetReplaysToItsOutcome();
    void hostileRecordsAreRefused_data();
    void hostileRecordsAreRefused();
    void filesThatAreNoRecords();
    void aTamperedOutcomeIsCaught();
    void aRecordAsAScript();
    void theRevealTimeRoundTrips();
    void theClockIsTheRecordsVersion();
    void theStartRoundTrips();
    void theDealerIsWrittenAndOlderRecordsKeepTheirs();
    void aHiddenDealShowsWhatTheTableShowed();
};

void TestGameRecord::tableRecordsOnlyWhenAsked()
{
    const RuleSet rules = *RuleSet::preset("house");
    Random random(3);
    Table table(rules, 3, random);
    QCOMPARE(int(table.dealtDeck().size()), rules.deckSize());
    std::vector<Event> events;
    table.apply(Action::play(), 10, events);
    QVERIFY(table.recordedActions().empty());
    table.setRecording(true);
    table.apply(Action::slap(2), 250, events);
    table.apply(Action::collect(), 300, events); // refused: kept all the same
    QCOMPARE(table.recordedActions().size(), std::size_t(2));
    QCOMPARE(table.recordedActions()[0].action.seat, 2);
    QCOMPARE(table.recordedActions()[0].atMs, 250);
    QVERIFY(table.recordedActions()[1].action.type == Action::Type::Collect);
}

void TestGameRecord::everyPresetReplaysToItsOutcome_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    for (const auto name : RuleSet::presetNames())
        QTest::newRow(std::string(name).c_str())
            << QString::fromLatin1(name.data(), qsizetype(name.size())) << 4;
}

void TestGameRecord::everyPresetReplaysToItsOutcome()
{
    QFETCH(QString, preset);
    QFETCH(int, players);
    const std::vector<GameRecord> records = simulatedRecords(preset.toLatin1().constData(), players, 1000, 7);
    int draws = 0;
    for (std::size_t g = 0; g < records.size(); ++g) {
        const GameRecord &r = records[g];
        QVERIFY(!r.actions.empty());
        // Through JSON and back, nothing changes.
        QString error;
        const std::optional<GameRecord> back = GameRecord::fromJson(r.toJson(), &error);
        QVERIFY2(back, qPrintable(QStringLiteral("game %1: %2").arg(g).arg(error)));
        QVERIFY(back->rules == r.rules);
        QVERIFY(back->deck == r.deck);
        QCOMPARE(back->firstPlayer, r.firstPlayer);
        QCOMPARE(back->players, r.players);
        QCOMPARE(back->actions.size(), r.actions.size());
        for (std::size_t i = 0; i < r.actions.size(); ++i) {
            QCOMPARE(back->actions[i].atMs, r.actions[i].atMs);
            QVERIFY(back->actions[i].action.type == r.actions[i].action.type);
            QCOMPARE(back->actions[i].action.seat, r.actions[i].action.seat);
        }
        // And the actions give the outcome that was played.
        const ReplayResult replayed = replay(*back);
        QVERIFY2(replayed.mismatch.isEmpty(),
                 qPrintable(QStringLiteral("game %1: %2").arg(g).arg(replayed.mismatch)));
        draws += r.winner < 0;
    }
    qInfo("%s: 1000 records, %d draws at 3000 plays", qPrintable(preset), draws);
}

void TestGameRecord::hostileRecordsAreRefused_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray good = simulatedRecords("house", 3, 1, 5).front().toJson();
    QString error;
    QVERIFY(GameRecord::fromJson(good, &error));
    QTest::newRow("not json") << QByteArray("{\"format\": ") << "not a game record:";
    QTest::newRow("an array") << QByteArray("[1, 2]") << "not a JSON object";
    QTest::newRow("another format") << withKey(good, "format", "ratscrew-settings") << "\"format\" is not";
    QTest::newRow("a newer version") << withKey(good, "version", 4)
                                     << "version 4, newer than this Ratscrew reads (3)";
    QTest::newRow("a version that is no number") << withKey(good, "version", "one") << "no valid \"version\"";
    QTest::newRow("one player") << withKey(good, "players", QJsonArray{QJsonObject{{"name", "A"}}})
                                << "\"players\" must list 2 to 8";
    QTest::newRow("a bad rule") << withKey(good, "rules", QJsonObject{{"burn_count", 99}}) << "rules:";
    QTest::newRow("a huge draw limit") << withKey(good, "max_plays", 1e300) << "\"max_plays\"";
    QTest::newRow("a deck of one card")
        << withKey(good, "deck", QJsonArray{"AS"}) << "the deal cannot be played";
    QTest::newRow("a card with an escape")
        << withKey(good, "deck", QJsonArray{"\x1b[31mAS"}) << "'\\x1b[31mAS' is not a card";
    QTest::newRow("a first player off the table")
        << withKey(good, "first_player", 5) << "the deal cannot be played";
    QTest::newRow("time running backwards")
        << withKey(good, "actions", QJsonArray{QJsonArray{500, "play"}, QJsonArray{100, "play"}})
        << "action 2: its time 100 ms is before";
    QTest::newRow("an unknown action") << withKey(good, "actions", QJsonArray{QJsonArray{0, "cheat"}})
                                       << "action 1: 'cheat' is not an action";
    QTest::newRow("a slap by nobody") << withKey(good, "actions", QJsonArray{QJsonArray{0, "slap", 3}})
                                      << "action 1: the slapper is not a player";
    QTest::newRow("a negative reveal time") << withKey(good, "reveal_ms", -1) << "\"reveal_ms\" must be";
    QTest::newRow("a reveal time of a minute")
        << withKey(good, "reveal_ms", 60000) << "\"reveal_ms\" must be";
    QTest::newRow("a reveal time in words") << withKey(good, "reveal_ms", "fast") << "\"reveal_ms\" must be";
    QTest::newRow("a fractional reveal time") << withKey(good, "reveal_ms", 220.5) << "\"reveal_ms\" must be";
    QTest::newRow("a time in the far future")
        << withKey(good, "actions", QJsonArray{QJsonArray{1e20, "play"}}) << "action 1: must be";
    // Every field of its type: a wrong one is an error, never a default.
    QJsonObject noActions = QJsonDocument::fromJson(good).object();
    noActions.remove(QStringLiteral("actions"));
    QTest::newRow("no actions") << QJsonDocument(noActions).toJson() << "\"actions\" must be a list";
    QTest::newRow("actions as an object")
        << withKey(good, "actions", QJsonObject{}) << "\"actions\" must be a list";
    QTest::newRow("actions as a word") << withKey(good, "actions", "play") << "\"actions\" must be a list";
    QTest::newRow("an action as a word")
        << withKey(good, "actions", QJsonArray{"play"}) << "action 1: must be";
    QTest::newRow("an action's name as a number")
        << withKey(good, "actions", QJsonArray{QJsonArray{0, 7}}) << "action 1: must be";
    QTest::newRow("players as numbers") << withKey(good, "players", QJsonArray{1, 2}) << "player 1 must be";
    QTest::newRow("a nameless player")
        << withKey(good, "players", QJsonArray{QJsonObject{{"name", "A"}}, QJsonObject{{"level", "normal"}}})
        << "player 2 must be";
    QTest::newRow("a person in words")
        << withKey(good, "players",
                   QJsonArray{QJsonObject{{"name", "A"}, {"person", "yes"}}, QJsonObject{{"name", "B"}}})
        << "player 1 must be";
    QTest::newRow("players as an object") << withKey(good, "players", QJsonObject{}) << "\"players\" must be";
    QTest::newRow("a deck as a word") << withKey(good, "deck", "AS KS") << "\"deck\" must be a list";
    QTest::newRow("a deal as a number") << withKey(good, "deal", 42) << "\"deal\" must be";
    QTest::newRow("a deal in words") << withKey(good, "deal", "forty-two") << "\"deal\" must be";
    QTest::newRow("a deal too big") << withKey(good, "deal", "18446744073709551616") << "\"deal\" must be";
    QTest::newRow("an app version as a number") << withKey(good, "app", 1.5) << "\"app\" must be";
    QTest::newRow("a preset as a list") << withKey(good, "preset", QJsonArray{}) << "\"preset\" must be";
    QTest::newRow("a start as a number") << withKey(good, "started", 12) << "\"started\" must be";
    QTest::newRow("a start in words") << withKey(good, "started", "yesterday") << "\"started\" must be";
    QTest::newRow("a result as a list") << withKey(good, "result", QJsonArray{}) << "\"result\" must be";
    QTest::newRow("an outcome in words")
        << withKey(good, "result", QJsonObject{{"over", "yes"}}) << "\"result.over\" must be";
    QTest::newRow("a winner off the table")
        << withKey(good, "result", QJsonObject{{"over", true}, {"winner", 7}}) << "\"result.winner\" must be";
    QTest::newRow("plays in words") << withKey(good, "result", QJsonObject{{"plays", "many"}})
                                    << "\"result.plays\" must be";
}

void TestGameRecord::hostileRecordsAreRefused()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!GameRecord::fromJson(json, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QVERIFY(!error.contains(QChar(0x1b))); // escaped, never raw
}

void TestGameRecord::filesThatAreNoRecords()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!GameRecord::read(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(error.contains(QLatin1String("no such file")));
    QVERIFY(!GameRecord::read(dir.path(), &error));
    QVERIFY(error.contains(QLatin1String("not a regular file")));
#ifdef Q_OS_UNIX
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(!GameRecord::read(fifo, &error)); // and does not hang
    QVERIFY(!GameRecord::read(QStringLiteral("/dev/zero"), &error));
#endif
    const QString big = dir.filePath(QStringLiteral("big.json"));
    {
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(GameRecord::kMaxFileBytes + 1));
    }
    QVERIFY(!GameRecord::read(big, &error));
    QVERIFY(error.contains(QStringLiteral("larger than %1 MiB").arg(GameRecord::kMaxFileBytes >> 20)));
    // A record written and read back; the write is atomic (no temporary left).
    const GameRecord r = simulatedRecords("classic", 2, 1, 9).front();
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(r.write(path, &error));
    QVERIFY2(GameRecord::read(path, &error), qPrintable(error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).filter(QStringLiteral("game")).size(), 1);
    QVERIFY(!r.write(dir.filePath(QStringLiteral("no/such/dir/x.json")), &error));
    // A record longer than any record may be is not written (none could read
    // it), and one at the limit is written and read back.
    GameRecord longest = r;
    longest.over = false;
    longest.actions.assign(std::size_t(GameRecord::kMaxActions), {Action::slap(0), 0});
    const QString atLimit = dir.filePath(QStringLiteral("limit.json"));
    QVERIFY2(longest.write(atLimit, &error), qPrintable(error));
    QVERIFY(QFileInfo(atLimit).size() <= GameRecord::kMaxFileBytes);
    QVERIFY2(GameRecord::read(atLimit, &error), qPrintable(error));
    longest.actions.push_back({Action::slap(0), 0});
    const QString tooLong = dir.filePath(QStringLiteral("too-long.json"));
    QVERIFY(!longest.write(tooLong, &error));
    QVERIFY2(error.contains(QLatin1String("more than a record holds")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(tooLong));
}

void TestGameRecord::aTamperedOutcomeIsCaught()
{
    GameRecord r = simulatedRecords("house", 3, 1, 11).front();
    QVERIFY(replay(r).mismatch.isEmpty());
    r.winner = (r.winner + 1) % 3;
    QVERIFY(replay(r).mismatch.contains(QLatin1String("the record says")));
    r = simulatedRecords("house", 3, 1, 11).front();
    r.actions.push_back({Action::play(), r.durationMs + 10}); // after the end (its last card landed)
    QVERIFY(replay(r).mismatch.contains(QLatin1String("after the end of the game")));
}

void TestGameRecord::aRecordAsAScript()
{
    for (const char *preset : {"house", "slaps_full"}) {
        for (const GameRecord &r : simulatedRecords(preset, 4, 5, 13)) {
            if (r.winner < 0)
                continue; // script mode has no draw limit
            ScriptRunner runner;
            QVERIFY2(runner.load(r.toScript()), qPrintable(runner.errorString()));
            std::ostringstream out;
            runner.run(out);
            const std::string text = out.str();
            const std::size_t lastLine = text.rfind('\n', text.size() - 2);
            const QJsonObject last =
                QJsonDocument::fromJson(QByteArray::fromStdString(text.substr(lastLine + 1))).object();
            // Script seat i is player (i + first) mod N.
            const ReplayResult replayed = replay(r);
            const QJsonArray hands = last.value(QStringLiteral("hands")).toArray();
            QCOMPARE(int(hands.size()), 4);
            for (int i = 0; i < 4; ++i)
                QCOMPARE(int(hands.at(i).toArray().size()),
                         replayed.hands[std::size_t((i + r.firstPlayer) % 4)]);
        }
    }
}

void TestGameRecord::theRevealTimeRoundTrips()
{
    GameRecord r = simulatedRecords("house", 3, 1, 17).front();
    QCOMPARE(r.revealMs, kCardRevealMs); // the simulator's cards fly as the app's (docs/RULES.md §12)
    QVERIFY(r.cardsLand);
    QVERIFY(replay(r).mismatch.isEmpty());
    QString error;
    for (const int ms : {1, 220, GameRecord::kMaxRevealMs}) {
        r.revealMs = ms;
        QVERIFY(r.toJson().contains(QByteArray("\"reveal_ms\":") + QByteArray::number(ms)));
        const std::optional<GameRecord> back = GameRecord::fromJson(r.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->revealMs, ms);
    }
    // 0 is not written, and a record without it reads as 0.
    r.revealMs = 0;
    QVERIFY(!r.toJson().contains("reveal_ms"));
    const std::optional<GameRecord> back = GameRecord::fromJson(r.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->revealMs, 0);
    // From a table: its reveal delay.
    Random random(5);
    Table table(*RuleSet::preset("house"), 2, random);
    table.setRevealDelayMs(180);
    QCOMPARE(GameRecord::fromTable(table, {}, QString(), 0).revealMs, 180);
}

// docs/RULES.md §12: a record of version 1 counted every play at once and
// is replayed that way; one of version 2 lands its cards. The same actions
// give other games, and each version's own replay agrees with its outcome.
void TestGameRecord::theClockIsTheRecordsVersion()
{
    GameRecord r = simulatedRecords("house", 3, 1, 17).front();
    QVERIFY(r.toJson().contains("\"version\":3"));
    r.cardsLand = false;
    QVERIFY(r.toJson().contains("\"version\":1"));
    QString error;
    const std::optional<GameRecord> old = GameRecord::fromJson(r.toJson(), &error);
    QVERIFY2(old, qPrintable(error));
    QVERIFY(!old->cardsLand);
    r.cardsLand = true;
    const std::optional<GameRecord> now = GameRecord::fromJson(r.toJson(), &error);
    QVERIFY2(now, qPrintable(error));
    QVERIFY(now->cardsLand);
    QVERIFY(replay(*now).mismatch.isEmpty());
    // The same actions counted at once: a slap while a card was in the air
    // is judged otherwise, so some games come out otherwise.
    int differ = 0;
    for (GameRecord g : simulatedRecords("house", 4, 20, 23)) {
        QVERIFY(replay(g).mismatch.isEmpty());
        g.cardsLand = false;
        differ += replay(g).mismatch.isEmpty() ? 0 : 1;
    }
    QVERIFY2(differ > 0, "no game differs between the clocks");
}

void TestGameRecord::theStartRoundTrips()
{
    GameRecord r = simulatedRecords("house", 2, 1, 19).front();
    QString error;
    // Unknown (a simulator's, an older record's): not written, read as unknown.
    QVERIFY(!r.startedAt.isValid());
    QVERIFY(!r.toJson().contains("\"started\""));
    std::optional<GameRecord> back = GameRecord::fromJson(r.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(!back->startedAt.isValid());
    // To the millisecond, in UTC, whatever the time zone it was given in.
    r.startedAt = QDateTime(QDate(2026, 11, 27), QTime(10, 6, 4, 370), QTimeZone(3600));
    QVERIFY(r.toJson().contains("\"started\":\"2026-11-27T09:06:04.370Z\""));
    back = GameRecord::fromJson(r.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->startedAt, r.startedAt);
    QCOMPARE(back->startedAt.timeSpec(), Qt::UTC);
    // A bad one is refused, as any field of another type or form.
    for (const QByteArray &bad : {QByteArray("\"nonsense\""), QByteArray("12"), QByteArray("null")}) {
        QByteArray json = r.toJson();
        json.replace("\"2026-11-27T09:06:04.370Z\"", bad);
        back = GameRecord::fromJson(json, &error);
        QVERIFY(!back);
        QVERIFY2(error.contains(QLatin1String("\"started\" must be")), qPrintable(error));
    }
}

// docs/RULES.md §1, docs/REPLAYS.md: `dealer_starts` is written with the
// rules (version 3) and read back; a record without it, written before,
// keeps the dealer it was played with: the dealer starts where the
// misslapper leads and a missed slap-in sits out.
void TestGameRecord::theDealerIsWrittenAndOlderRecordsKeepTheirs()
{
    GameRecord r = simulatedRecords("slaps", 3, 1, 29).front();
    QVERIFY(r.rules.dealerStarts);
    QString error;
    for (bool starts : {true, false}) {
        r.rules.dealerStarts = starts;
        QVERIFY(r.toJson().contains(starts ? "\"dealer_starts\":true" : "\"dealer_starts\":false"));
        const std::optional<GameRecord> back = GameRecord::fromJson(r.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->rules.dealerStarts, starts);
    }
    const auto without = [](GameRecord g, int version) {
        QJsonObject o = QJsonDocument::fromJson(g.toJson()).object();
        QJsonObject rules = o.value(QStringLiteral("rules")).toObject();
        rules.remove(QStringLiteral("dealer_starts"));
        o.insert(QStringLiteral("rules"), rules);
        o.insert(QStringLiteral("version"), version);
        return QJsonDocument(o).toJson();
    };
    for (const char *preset : {"slaps", "house"}) {
        const GameRecord older = simulatedRecords(preset, 3, 1, 31).front();
        const std::optional<GameRecord> back = GameRecord::fromJson(without(older, 2), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(back->rules == older.rules); // the presets agree with what was derived
        QVERIFY(replay(*back).mismatch.isEmpty());
    }
    // A custom rule set of then: seed 003's misslap rules over house.
    GameRecord custom = simulatedRecords("house", 3, 1, 37).front();
    custom.rules.misslapLeads = true;
    custom.rules.slapInMiss = SlapInMiss::SitOut;
    std::optional<GameRecord> back = GameRecord::fromJson(without(custom, 2), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(back->rules.dealerStarts);
    custom.rules.misslapLeads = false;
    back = GameRecord::fromJson(without(custom, 2), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(!back->rules.dealerStarts);
}

// A deal sampled after k actions keeps every card the table had shown in
// its place, shuffles the others among theirs (each hand its count), and
// the k actions replay on it showing the same cards; a seed gives one deal.
void TestGameRecord::aHiddenDealShowsWhatTheTableShowed()
{
    const std::vector<GameRecord> records = simulatedRecords("house", 4, 3, 48);
    for (const GameRecord &record : records) {
        // Early: once every dealt card has been played (after a round of
        // each hand, in most games), nothing is hidden any more.
        const std::size_t k = std::min<std::size_t>(12, record.actions.size());
        Random random(7);
        const std::vector<Card> deck = sampleHiddenDeck(record, k, random);
        QCOMPARE(deck.size(), record.deck.size());
        std::vector<Card> a = deck, b = record.deck;
        const auto byId = [](Card x, Card y) { return x.id() < y.id(); };
        std::sort(a.begin(), a.end(), byId);
        std::sort(b.begin(), b.end(), byId);
        QVERIFY(a == b); // the same cards
        // The cards shown in the first k actions, in order, on both deals.
        const auto shown = [&record, k](const std::vector<Card> &dealt) {
            Table table(record.rules, int(record.players.size()), dealt, record.firstPlayer);
            table.setRevealDelayMs(record.revealMs);
            std::vector<Event> events;
            for (std::size_t i = 0; i < k; ++i) {
                table.land(record.actions[i].atMs, events);
                table.apply(record.actions[i].action, record.actions[i].atMs, events);
            }
            QList<int> cards;
            for (const Event &e : events)
                if (e.type == Event::Type::Play)
                    cards << e.card.id();
                else if (e.type == Event::Type::Burn)
                    for (Card c : e.cards)
                        cards << c.id();
            return cards;
        };
        QCOMPARE(shown(deck), shown(record.deck));
        std::size_t moved = 0;
        for (std::size_t i = 0; i < deck.size(); ++i)
            moved += deck[i] != record.deck[i] ? 1 : 0;
        QVERIFY2(moved > 0, "nothing was hidden after 12 actions");
        Random again(7);
        QVERIFY(sampleHiddenDeck(record, k, again) == deck);
        // Late in a game every dealt card was seen: nothing is left to draw.
        Random late(7);
        const std::vector<Card> whole = sampleHiddenDeck(record, record.actions.size() + 10, late);
        QCOMPARE(whole.size(), deck.size());
    }
}

RATSCREW_TEST_GUILESS_MAIN(TestGameRecord)
#include "tst_gamerecord.moc"
