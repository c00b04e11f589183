// SPDX-License-Identifier: GPL-3.0-or-later
// One table assembled in one place (GameRig), the people's one input path
// (SeatInput) and the match around the main window's games without a
// window (MatchController): deal numbers, seeds, resume, records.

#include "BotPlayer.h"
#include "GameRecord.h"
#include "ReportSpy.h"
#include "ResumeTestUtil.h"
#include "Scheduler.h"
#include "SessionTestSupport.h"
#include "TestRegistry.h"
#include "career/CareerDatabase.h"
#include "career/CareerStore.h"
#include "records/RecordKeeper.h"
#include "rig/GameRig.h"
#include "rig/MatchController.h"
#include "rig/SeatInput.h"
#include "settings/AppSettings.h"
#include "summary/GameStats.h"
#include "table/TableWidget.h"

#include <QDir>
#include <QFile>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace ratscrew;
using ratscrew::test::ReportSpy;

class TestRig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rigSeatsBotsWhereNoPersonSits();
    void rigShowsTheTablesDealer();
    void rigOfBotsAloneHasNoYou();
    void rigRestoresWithoutBots();
    void inputHintsAndTies();
    void dealNumbersFollowTheRequests();
    void randomDealsAreShort();
    void theDailyDealIsPinnedByItsDate_data();
    void theDailyDealIsPinnedByItsDate();
    void seatingKeepsPeopleWhileThereAreKeys();
    void resumeTakesTheRecordsMatch();
    void gamesAreKeptAndSavedForResume();
    void careerIsReadOffTheGuiThread();
    void slapsAdvancedWithSevenBotsEndsOnTime();
    void aResumedGameKeepsItsClock();
    void listenersRunInTheStatedOrder();
    void theAppsBotsAreSeededAsTheSimulatorsAre();
};

namespace {

Seating seatingOf(const QList<bool> &people, const RuleSet &rules = RuleSet())
{
    Seating seating;
    seating.rules = rules;
    for (int p = 0; p < people.size(); ++p) {
        seating.seats << SeatInfo{QStringLiteral("P%1").arg(p), people.at(p),
                                  people.at(p) ? QString() : QStringLiteral("normal"), defaultSeatColour(p)};
        seating.profiles << *BotProfile::forLevel("normal");
    }
    return seating;
}

} // namespace

void TestRig::rigSeatsBotsWhereNoPersonSits()
{
    ManualScheduler clock;
    GameRig rig(&clock);
    rig.seat(seatingOf({true, false, true, false}));
    rig.deal(11);
    QCOMPARE(rig.session()->players(), 4);
    QList<int> bots;
    for (const BotPlayer *bot : rig.bots()) {
        bots << bot->player();
        QCOMPARE(bot->parent(), &rig);
    }
    QCOMPARE(bots, (QList<int>{1, 3}));
    QCOMPARE(rig.pointOfView().people, (QList<int>{0, 2}));
    QCOMPARE(rig.pointOfView().you, -1); // two people: told by name
    QCOMPARE(rig.input()->people(), (QList<int>{0, 2}));
    // A new deal: the bots of the game before leave.
    rig.deal(12);
    QCOMPARE(rig.bots().size(), 2);
    rig.stopBots();
    QVERIFY(rig.bots().isEmpty());
}

void TestRig::rigShowsTheTablesDealer()
{
    ManualScheduler clock;
    TableWidget table;
    for (const char *preset : {"house", "slaps"}) {
        GameRig rig(&clock);
        rig.setTable(&table);
        rig.seat(seatingOf({true, false, false}, *RuleSet::preset(preset)));
        rig.deal(3);
        QCOMPARE(table.session(), rig.session());
        QCOMPARE(table.dealer(), rig.session()->table().dealer());
        const int first = rig.session()->firstPlayer();
        QCOMPARE(table.dealer(), QByteArray(preset) == "slaps" ? first : (first + 2) % 3);
        QCOMPARE(table.seats().size(), 3);
        QCOMPARE(table.pointOfView(), PointOfView::person(0));
    }
    // The rig is gone: the table shows no session.
    QCOMPARE(table.session(), nullptr);
}

void TestRig::rigOfBotsAloneHasNoYou()
{
    ManualScheduler clock;
    GameRig rig(&clock);
    rig.seat(seatingOf({false, false, false}));
    QCOMPARE(rig.pointOfView(), PointOfView::spectator());
    rig.deal(5);
    QCOMPARE(rig.bots().size(), 3);
    QVERIFY(rig.input()->people().isEmpty());
}

void TestRig::rigRestoresWithoutBots()
{
    ManualScheduler clock;
    GameRig played(&clock);
    played.session()->setRecording(true);
    played.seat(seatingOf({false, false}));
    played.deal(9);
    clock.advance(20000);
    const Table &t = played.session()->table();
    QVERIFY(!t.recordedActions().empty());
    const std::vector<Card> deck(t.dealtDeck().begin(), t.dealtDeck().end());
    const std::vector<RecordedAction> actions = t.recordedActions();

    GameRig replay(&clock);
    replay.seat(seatingOf({false, false}));
    QVERIFY(replay.restore(deck, t.firstPlayer(), actions, GameSession::RestoreEnd::Anywhere));
    QVERIFY(replay.bots().isEmpty());
    QCOMPARE(replay.session()->table().dealer(), t.dealer());
    QCOMPARE(replay.session()->game().plays(), played.session()->game().plays());
}

void TestRig::inputHintsAndTies()
{
    ManualScheduler clock;
    GameRig rig(&clock);
    rig.seat(seatingOf({true, true, false}));
    rig.stopBots();
    rig.session()->newGame(RuleSet(), 3, 4);
    rig.stopBots(); // only the people act
    QSignalSpy hints(rig.input(), &SeatInput::hinted);
    QSignalSpy ties(rig.input(), &SeatInput::tied);
    const int turn = rig.session()->turnPlayer();
    // The person whose turn it is not gets a hint, by name (two people).
    const int other = turn == 0 ? 1 : 0;
    if (turn == 0 || turn == 1) {
        QVERIFY(!rig.input()->playCard(other));
        QCOMPARE(hints.count(), 1);
        QVERIFY(hints.at(0).at(0).toString().startsWith(QStringLiteral("Not P%1's turn").arg(other)));
    }
    // Person 1 (player 1) slaps, then person 0, in the same millisecond.
    rig.input()->slap(1);
    rig.input()->slap(0);
    QCOMPARE(ties.count(), 1);
    QCOMPARE(ties.at(0).at(0).toInt(), 1);
    QCOMPARE(ties.at(0).at(1).toInt(), 0);
    // A millisecond later: no tie.
    clock.advance(1);
    rig.input()->slap(1);
    QCOMPARE(ties.count(), 1);
    // Nobody else's number slaps.
    rig.input()->slap(2);
    rig.input()->slap(-1);
    QCOMPARE(SeatInput::tieText(QStringLiteral("Ann"), QStringLiteral("Ada")),
             QStringLiteral("Ann and Ada slapped in the same millisecond: Ann's key came first."));
}

void TestRig::dealNumbersFollowTheRequests()
{
    ManualScheduler clock;
    AppSettings settings;
    settings.rules = *RuleSet::preset("classic");
    settings.preset = QStringLiteral("classic");
    GameSetup setup;
    setup.seed = 41;
    MatchController match(&settings, setup, &clock);
    const QString ada = QStringLiteral("Ada");
    QCOMPARE(match.newGame(ada), quint64(41));
    QCOMPARE(match.preset(), QStringLiteral("classic"));
    QCOMPARE(match.newGame(ada), quint64(42)); // --seed: a replayable series
    match.requestDeal(7);
    QCOMPARE(match.newGame(ada), quint64(7));
    QVERIFY(match.dailyDate().isEmpty());
    match.requestDailyDeal();
    const QDate today = QDate::currentDate();
    QCOMPARE(match.newGame(ada), MatchController::dailyDeal(today));
    QCOMPARE(match.dailyDate(), today.toString(Qt::ISODate));
    QCOMPARE(MatchController::dailyDeal(QDate(2026, 11, 27)), quint64(20261127));
    // The daily deal: house rules against three normal bots.
    QCOMPARE(match.nextRules(), *RuleSet::preset("house"));
    QCOMPARE(match.preset(), QStringLiteral("house"));
    QCOMPARE(match.nextBots().size(), 3);
    QCOMPARE(match.newGame(ada), MatchController::dailyDeal(today) + 1);
    QVERIFY(match.dailyDate().isEmpty());
    // Else the settings' rules with the settings' game length.
    RuleSet timed = settings.rules;
    timed.timeLimitMinutes = AppSettings::kDefaultGameLengthMinutes;
    QCOMPARE(match.nextRules(), timed);
    settings.gameLengthMinutes = 0;
    QCOMPARE(match.nextRules(), settings.rules);
}

// The daily deal is the same game for everyone on a date, on every machine
// and in every version that keeps the record format (docs/STATISTICS.md):
// the deal number, the house rules' shuffle, the first player and the
// bots' seeds of three dates, pinned. A change here changes every daily
// deal already played and shared.
void TestRig::theDailyDealIsPinnedByItsDate_data()
{
    QTest::addColumn<QDate>("date");
    QTest::addColumn<quint64>("deal");
    QTest::addColumn<int>("firstPlayer");
    QTest::addColumn<QString>("firstCards"); // the shuffled deck's first eight cards
    QTest::addColumn<quint64>("botSeed");
    QTest::newRow("2026-11-27") << QDate(2026, 11, 27) << quint64(20261127) << 1
                                << QStringLiteral("6S 9S AD KH 2D 5H 8D JS")
                                << quint64(497998009736726491ULL);
    QTest::newRow("2027-02-28") << QDate(2027, 2, 28) << quint64(20270228) << 3
                                << QStringLiteral("QC 6S AH 5C TS JS KS 7H")
                                << quint64(17897975789320183805ULL);
    QTest::newRow("2030-01-01") << QDate(2030, 1, 1) << quint64(20300101) << 2
                                << QStringLiteral("6H 8H AH 9S KD 6D 4C QH")
                                << quint64(11079994435821946473ULL);
}

void TestRig::theDailyDealIsPinnedByItsDate()
{
    QFETCH(QDate, date);
    QFETCH(quint64, deal);
    QFETCH(int, firstPlayer);
    QFETCH(QString, firstCards);
    QFETCH(quint64, botSeed);
    QCOMPARE(MatchController::dailyDeal(date), deal);
    AppSettings settings;
    ManualScheduler clock;
    MatchController match(&settings, {}, &clock);
    match.requestDailyDeal();
    match.newGame(QStringLiteral("Ada")); // today's: seated as every daily deal is
    QCOMPARE(match.rig()->seating().rules, *RuleSet::preset("house"));
    QCOMPARE(match.rig()->seating().players(), 4);
    const GameSeeds seeds =
        GameSeeds::of(match.rig()->seating().rules, match.rig()->seating().players(), deal);
    QStringList cards;
    for (std::size_t i = 0; i < 8; ++i)
        cards << QString::fromStdString(seeds.deal.deck.at(i).name());
    QCOMPARE(seeds.deal.firstPlayer, firstPlayer);
    QCOMPARE(cards.join(QLatin1Char(' ')), firstCards);
    QCOMPARE(quint64(seeds.botSeed), botSeed);
}

void TestRig::randomDealsAreShort()
{
    ManualScheduler clock;
    AppSettings settings;
    MatchController match(&settings, GameSetup(), &clock);
    for (int i = 0; i < 50; ++i) {
        const quint64 deal = match.newGame(QStringLiteral("Ada"));
        QVERIFY(deal >= 1 && deal <= MatchController::kMaxRandomDeal);
    }
}

void TestRig::seatingKeepsPeopleWhileThereAreKeys()
{
    AppSettings settings;
    GameSetup setup;
    setup.botLevels = QStringList{QStringLiteral("person"), QStringLiteral("hard")};
    MatchController match(&settings, setup);
    QList<BotSettings> bots = AppSettings::defaultBots(5);
    for (BotSettings &bot : bots)
        bot.level = QLatin1String(BotSettings::kPerson);
    const Seating seating = match.seating(QStringLiteral("Ada"), bots, RuleSet());
    QCOMPARE(seating.players(), 6);
    // Four people have keys; the two seats after them are bots at normal.
    QCOMPARE(seating.pointOfView().people, (QList<int>{0, 1, 2, 3}));
    QVERIFY(!seating.seats.at(4).isHuman);
    QCOMPARE(seating.seats.at(4).level, QStringLiteral("normal"));
    QCOMPARE(seating.names().constFirst(), QStringLiteral("Ada"));
    // The command line's levels over the settings' bots.
    const QList<BotSettings> next = match.nextBots();
    QCOMPARE(next.size(), 2);
    QVERIFY(next.at(0).isPerson());
    QCOMPARE(next.at(1).level, QStringLiteral("hard"));
    match.dropOverrides();
    QCOMPARE(match.nextBots(), settings.bots);
}

void TestRig::resumeTakesTheRecordsMatch()
{
    ManualScheduler clock;
    AppSettings settings;
    MatchController match(&settings, GameSetup(), &clock);
    GameRecord record;
    record.rules = *RuleSet::preset("slaps");
    record.players = {RecordPlayer{QStringLiteral("Ada"), true, QString()},
                      RecordPlayer{QStringLiteral("Bea"), false, QStringLiteral("hard")},
                      RecordPlayer{QStringLiteral("Ann"), true, QString()}};
    record.deck = record.rules.fullDeck();
    record.firstPlayer = 1;
    record.deal = 77;
    QVERIFY(MatchController::canResume(record));
    const Seating seating = match.beginResume(record);
    QCOMPARE(match.deal(), quint64(77));
    QCOMPARE(match.preset(), QStringLiteral("slaps"));
    QCOMPARE(seating.rules, record.rules);
    QCOMPARE(seating.pointOfView().people, (QList<int>{0, 2}));
    QCOMPARE(seating.seats.at(1).level, QStringLiteral("hard"));
    GameRecord bad = record;
    bad.firstPlayer = 3;
    QVERIFY(!MatchController::canResume(bad));
    bad = record;
    bad.players.resize(1);
    QVERIFY(!MatchController::canResume(bad));
}

void TestRig::gamesAreKeptAndSavedForResume()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ManualScheduler clock;
    AppSettings settings;
    GameSetup setup;
    setup.seed = 5;
    MatchController match(&settings, setup, &clock);
    GameRig &rig = *match.rig();
    match.records()->setDirectory(dir.path());
    QSignalSpy started(&match, &MatchController::gameStarted);
    QSignalSpy ended(&match, &MatchController::gameEnded);
    const auto start = [&] { match.newGame(QStringLiteral("Ada")); };
    // The bots play; the person plays when it is their turn.
    const auto playOn = [&](int ms) {
        for (int t = 0; t < ms; t += 100) {
            if (rig.session()->turnPlayer() == 0)
                rig.input()->playCard(0);
            clock.advance(100);
        }
    };
    start();
    QCOMPARE(started.count(), 1);
    QVERIFY(match.careerGame().seats.size() == 4);
    QCOMPARE(match.careerGame().deal, quint64(5));
    playOn(8000);
    QVERIFY(!rig.session()->table().recordedActions().empty());
    // A new game keeps the one before as a record.
    start();
    match.records()->waitForWrites();
    const QStringList kept = QDir(dir.path()).entryList({QStringLiteral("*-5.json")}, QDir::Files);
    QCOMPARE(kept.size(), 1);
    // Closing saves the game in play for a resume, once it has an action.
    playOn(8000);
    match.close();
    QVERIFY(QFile::exists(match.records()->resumePath()));
    // It is offered at the next start (the folder taken anew, as a new run
    // does: this run's own save is the game in play, never offered), and
    // stays while the question is open; No removes it.
    QVERIFY(!test::takeResume(match));
    match.records()->setDirectory(dir.path());
    const std::optional<GameRecord> resumed = test::takeResume(match);
    QVERIFY(resumed);
    QCOMPARE(resumed->deal, quint64(6));
    QCOMPARE(resumed->players.size(), 4);
    QVERIFY(QFile::exists(match.records()->resumePath()));
    match.resumeDeclined();
    QVERIFY(!QFile::exists(match.records()->resumePath()));
    QVERIFY(!test::takeResume(match));
    match.close();
    QVERIFY(QFile::exists(match.records()->resumePath()));
    // A finished game leaves nothing to resume.
    QVERIFY(rig.session()->endOnTime());
    QCOMPARE(ended.count(), 1);
    QVERIFY(match.stats()->isFinished()); // heard before the match's end
    match.records()->waitForWrites();
    QVERIFY(!QFile::exists(match.records()->resumePath()));
    QCOMPARE(match.finishedGames(), 1);
}

void TestRig::careerIsReadOffTheGuiThread()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CareerStore store(dir.filePath(QStringLiteral("career.sqlite")));
    ManualScheduler clock;
    AppSettings settings;
    MatchController match(&settings, GameSetup(), &clock);
    match.records()->setDirectory(dir.path());
    match.requestDailyDeal();
    match.newGame(QStringLiteral("Ada"));
    QVERIFY(!match.dailyDate().isEmpty());
    // Two finished games of today's daily deal with two times of the
    // person each, queued but not yet written.
    for (int place : {2, 1}) {
        CareerGame game;
        game.startedAt = QDateTime::currentDateTimeUtc();
        game.preset = QStringLiteral("house");
        game.seats = {{QStringLiteral("Ada"), true, {}},
                      {QStringLiteral("Bob"), false, QStringLiteral("normal")}};
        game.deal = match.deal();
        game.daily = match.dailyDate();
        const int key = store.beginGame(game);
        for (int ms : {300, 400})
            store.addSlap(
                key, CareerSlap{1000 + ms, 0, true, {}, ms, true, {SlapPattern::Double}, Call::None, {}});
        store.endGame(key, CareerEnd{QDateTime::currentDateTimeUtc(), CareerResult::Won, 0, place, 60000});
    }
    // The store's thread is held by a read that waits for the test: the
    // controller asks without waiting for it.
    QSemaphore release;
    std::atomic<bool> held{true};
    std::atomic<QThread *> readOn{nullptr};
    store.read(
        [&](const CareerDatabase &db) {
            readOn = QThread::currentThread();
            const bool released = release.tryAcquire(1, 10000);
            held = false;
            return released && db.isOpen();
        },
        this, [](bool) {});
    QSignalSpy read(&match, &MatchController::careerRead);
    match.setCareerStore(&store);
    std::optional<CareerGame> best;
    int answers = 0;
    QVERIFY(match.readBestOfDay(this, [&](const std::optional<CareerGame> &game) {
        best = game;
        ++answers;
    }));
    // A game finished meanwhile counts on top of the file's.
    QVERIFY(match.session()->endOnTime());
    QVERIFY(held); // nothing was read on this thread
    QCOMPARE(match.finishedGames(), 1);
    QCOMPARE(match.personSpeed().samples(), 0);
    QCOMPARE(answers, 0);
    release.release();
    QVERIFY(read.wait(10000));
    QCOMPARE(read.count(), 1);
    QVERIFY(readOn.load() && readOn.load() != QThread::currentThread());
    QCOMPARE(match.finishedGames(), 3);
    QCOMPARE(match.personSpeed().samples(), 4);
    QTRY_COMPARE(answers, 1);
    QVERIFY(best);
    QCOMPARE(best->place, 1);
    QCOMPARE(best->daily, match.dailyDate());
    // Without a store, or outside a daily deal, nothing is asked.
    match.setCareerStore(nullptr);
    QVERIFY(!match.readBestOfDay(this, [&](const std::optional<CareerGame> &) { ++answers; }));
    match.newGame(QStringLiteral("Ada"));
    match.setCareerStore(&store);
    QVERIFY(match.dailyDate().isEmpty());
    QVERIFY(!match.readBestOfDay(this, [&](const std::optional<CareerGame> &) { ++answers; }));
    QVERIFY(read.wait(10000));          // the file read again: the games it holds,
    QCOMPARE(match.finishedGames(), 3); // the one this test ended among them
    QCOMPARE(answers, 1);
}

// The rig calls a report's listeners in the order of GameRig::Listener,
// whatever order they were added in; the main window's table has them all;
// and that order is the one docs/ARCHITECTURE.md states.
void TestRig::listenersRunInTheStatedOrder()
{
    using L = GameRig::Listener;
    const QList<L> all{L::Input,       L::Narrator, L::Sounds,     L::Table, L::Log,
                       L::SlapWindows, L::Recorder, L::Statistics, L::Match};
    ManualScheduler clock;
    AppSettings settings;
    MatchController match(&settings, GameSetup(), &clock);
    GameRig &rig = *match.rig();
    TableWidget table;
    rig.setTable(&table);
    GameLog log(rig.session(), nullptr, ReportSource::Caller);
    rig.setLog(&log);
    QCOMPARE(rig.listeners(), all);
    // One more at every place, added last place first: called in the order.
    QList<L> heard;
    QObject owner;
    for (auto it = all.crbegin(); it != all.crend(); ++it)
        rig.listen(*it, &owner, [&heard, place = *it](const ActionReport &) { heard << place; });
    // The next report: a bot's, or Ada's card when it is her turn.
    const auto nextReport = [&] {
        heard.clear();
        for (int i = 0; i < 1000 && heard.isEmpty(); ++i)
            if (!(rig.session()->turnPlayer() == 0 && rig.input()->playCard(0)))
                clock.fireNext();
    };
    match.newGame(QStringLiteral("Ada"));
    nextReport();
    QCOMPARE(heard, all);
    // A log replaced is heard once, at its place; a listener gone is not.
    GameLog other(rig.session(), nullptr, ReportSource::Caller);
    rig.setLog(&other);
    QCOMPARE(rig.listeners().count(L::Log), 2); // the new log and the test's own
    {
        QObject gone;
        rig.listen(L::Sounds, &gone, [](const ActionReport &) { QFAIL("a listener that is gone"); });
    }
    nextReport();
    QCOMPARE(heard, all);

    QFile doc(QStringLiteral(RATSCREW_SOURCE_DIR "/docs/ARCHITECTURE.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString prefix = QStringLiteral("The listeners of a report, in order: ");
    QString line;
    while (!doc.atEnd() && !line.startsWith(prefix))
        line = QString::fromUtf8(doc.readLine()).trimmed();
    QVERIFY2(line.startsWith(prefix), "docs/ARCHITECTURE.md states no order");
    QStringList names;
    for (const L place : all)
        names << GameRig::listenerName(place);
    QCOMPARE(line.mid(prefix.size()), names.join(QStringLiteral(", ")) + QLatin1Char('.'));
}

// The app deals a deal number as the simulator deals a seed: the rig's
// deck, first player and bot seeds are GameSeeds' (tst_sessionvssim plays
// whole games of both through the rig); a resumed game's bots take the same.
void TestRig::theAppsBotsAreSeededAsTheSimulatorsAre()
{
    ManualScheduler clock;
    AppSettings settings;
    GameSetup setup;
    setup.seed = 123;
    MatchController match(&settings, setup, &clock);
    match.newGame(QStringLiteral("Ada"));
    GameRig &rig = *match.rig();
    const GameSeeds seeds = GameSeeds::of(rig.seating().rules, rig.seating().players(), 123);
    QCOMPARE(rig.session()->firstPlayer(), seeds.deal.firstPlayer);
    const std::span<const Card> dealt = rig.session()->table().dealtDeck();
    QVERIFY(std::equal(dealt.begin(), dealt.end(), seeds.deal.deck.begin(), seeds.deal.deck.end()));
    QCOMPARE(rig.bots().size(), 3);
    for (const BotPlayer *bot : rig.bots())
        QCOMPARE(bot->seed(), seeds.botSeedOf(bot->player()));
}

RATSCREW_TEST_WIDGETS_MAIN(TestRig)
#include "tst_rig.moc"

// docs/RULES.md §11.4 in the app: Slaps with seven bots, a game that may go
// on for hours without a limit, ends at the app's default 30 minutes, won
// by the player with the most cards in hand (a pending award collected
// first), on the fake clock.
void TestRig::slapsAdvancedWithSevenBotsEndsOnTime()
{
    ManualScheduler clock;
    AppSettings settings; // the default game length
    settings.bots = AppSettings::defaultBots(7);
    GameSetup setup;
    setup.seed = 11;
    setup.rules = *RuleSet::preset("slaps_advanced");
    setup.presetName = QStringLiteral("slaps_advanced");
    MatchController match(&settings, setup, &clock);
    match.newGame(QStringLiteral("Ada"));
    GameSession *s = match.session();
    QCOMPARE(s->players(), 8);
    QCOMPARE(s->rules().timeLimitMinutes, 30);
    // The person sees a card when it is shown, as the bots do.
    const QMetaObject::Connection person = test::addSimulatedPerson(s, clock, 11, kCardRevealMs);
    ReportSpy reports(s);
    const qint64 limit = 30 * 60000;
    QCOMPARE(s->remainingMs(), limit);
    // Up to a ms before the limit the game goes on (this deal does not end
    // by the rules in 30 minutes), the simulated person playing their turns.
    while (s->elapsedMs() < limit - 1 && !s->isOver())
        clock.advance(std::min<qint64>(100, limit - 1 - s->elapsedMs()));
    QVERIFY(!s->isOver());
    QCOMPARE(s->remainingMs(), 1);
    // A real game was played all that time: cards every second or so.
    QVERIFY2(s->game().plays() > 1000, qPrintable(QString::number(s->game().plays())));
    clock.advance(1);
    QObject::disconnect(person);
    QCOMPARE(reports.count(Event::Type::TimeUp), 1);
    QCOMPARE(reports.count(Event::Type::GameOver), 1);
    QVERIFY(s->isOver());
    QVERIFY(s->game().endedOnTime());
    QCOMPARE(s->elapsedMs(), limit);
    // The winner: the only player still in with the most cards in hand
    // (counted here from the hands), or a draw when two or more tie.
    int most = -1;
    QList<int> leaders;
    for (int p = 0; p < s->players(); ++p) {
        if (s->isOut(p))
            continue;
        if (s->handSize(p) > most) {
            most = s->handSize(p);
            leaders.clear();
        }
        if (s->handSize(p) == most)
            leaders << p;
    }
    QVERIFY(most > 0);
    QCOMPARE(s->mostCardsInHand(), leaders);
    QCOMPARE(s->winner(), leaders.size() == 1 ? leaders.constFirst() : -1);
    QCOMPARE(reports.events(Event::Type::GameOver).at(0).seat, s->winner());
    QCOMPARE(s->pendingPlayer(), -1); // an award pending at the end was collected
    // Nothing more happens: no timer of the game is left to fire.
    const int handsBefore = s->handSize(std::max(0, s->winner()));
    clock.advance(60000);
    QCOMPARE(reports.count(Event::Type::GameOver), 1);
    QCOMPARE(s->handSize(std::max(0, s->winner())), handsBefore);
}

// resume.json keeps the rules' time limit, and the resumed game goes on
// with the time it had left (docs/RULES.md §11.4).
void TestRig::aResumedGameKeepsItsClock()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    AppSettings settings;
    settings.gameLengthMinutes = 10;
    qint64 used = 0;
    { // the first run, closed while the game is in play
        ManualScheduler clock;
        GameSetup setup;
        setup.seed = 5;
        MatchController match(&settings, setup, &clock);
        GameRig &rig = *match.rig();
        match.records()->setDirectory(dir.path());
        match.newGame(QStringLiteral("Ada"));
        for (int t = 0; t < 20000; t += 100) {
            if (rig.session()->turnPlayer() == 0)
                rig.input()->playCard(0);
            clock.advance(100);
        }
        QVERIFY(!rig.session()->isOver());
        used = rig.session()->table().recordedActions().back().atMs;
        match.close();
        match.records()->waitForWrites();
    }
    // The next run: the saved game, restored where it was left.
    ManualScheduler clock2;
    MatchController match2(&settings, GameSetup(), &clock2);
    GameRig &rig2 = *match2.rig();
    match2.records()->setDirectory(dir.path());
    const std::optional<GameRecord> resumed = test::takeResume(match2);
    QVERIFY(resumed);
    QCOMPARE(resumed->rules.timeLimitMinutes, 10);
    rig2.seat(match2.beginResume(*resumed));
    QVERIFY(rig2.restore(resumed->deck, resumed->firstPlayer, resumed->actions));
    GameSession *s = rig2.session();
    QCOMPARE(s->remainingMs(), 10 * 60000 - used);
    s->resume();
    ReportSpy reports(s);
    // No bot joins a restore and nobody plays on: the clock alone ends it.
    clock2.advance(10 * 60000 - used - 1);
    QVERIFY(!s->isOver());
    QCOMPARE(reports.count(Event::Type::GameOver), 0);
    clock2.advance(1);
    QCOMPARE(reports.count(Event::Type::GameOver), 1);
    QVERIFY(s->game().endedOnTime());
    QCOMPARE(s->elapsedMs(), 10 * 60000);
}
