// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer (docs/REPLAYS.md, "Watching a replay"): the analysis of
// a hand-made record to the millisecond, the window on a record of a
// simulated game (steps, seeks against replay(), the end, speed and
// animations, the decisive moments, keys), hostile records refused with
// the reader's line, the list of records, and `ratscrew --replay BAD`.

#include "GameRecord.h"
#include "Random.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "TestSupport.h"
#include "replay/ReplayAnalysis.h"
#include "replay/ReplayWindow.h"
#include "replay/ReplaysDialog.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QScreen>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;

namespace {

QList<RecordPlayer> threePlayers()
{
    return {{QStringLiteral("Ann"), true, QString()},
            {QStringLiteral("Bea"), false, QStringLiteral("normal")},
            {QStringLiteral("Cal"), false, QStringLiteral("hard")}};
}

// Three players of house rules, Ann first; dealt in turn, so Ann plays 7♣
// K♠ …, Bea 7♦ 9♦ 8♥ 6♦, Cal 2♥ (4♣ is burned).
GameRecord handMadeRecord(int revealMs)
{
    GameRecord r;
    r.players = threePlayers();
    r.preset = QStringLiteral("house");
    r.rules = *RuleSet::preset("house");
    r.deck =
        deckStartingWith(r.rules, {"7C", "7D", "2H", "KS", "9D", "4C", "5H", "8H", "3S", "2C", "6D", "3C"});
    r.firstPlayer = 0;
    r.revealMs = revealMs;
    r.actions = {
        {Action::play(), 1000},    // 0: Ann 7♣
        {Action::play(), 2000},    // 1: Bea 7♦, a double
        {Action::slap(1), 2300},   // 2: Bea takes it
        {Action::slap(0), 2334},   // 3: Ann, 34 ms late
        {Action::play(), 3000},    // 4: Cal 2♥
        {Action::slap(2), 3500},   // 5: Cal on nothing
        {Action::play(), 4000},    // 6: Ann K♠: Bea has three cards to answer
        {Action::play(), 5000},    // 7: Bea 9♦
        {Action::play(), 6000},    // 8: Bea 8♥
        {Action::play(), 7000},    // 9: Bea 6♦: lost
        {Action::collect(), 8000}, // 10: Ann collects (refused if the rules collect at once)
    };
    r.durationMs = 9500;
    return r;
}

// A game of house rules at a Table, played to its end by a rough hand:
// cards every 150..600 ms, a slappable pile slapped by one or two players
// a little apart, now and then a slap on nothing, awards collected. With
// `maxPlays`, a draw at that many card plays, as `ratscrew-sim simulate`
// declares it.
GameRecord simulatedRecord(quint32 seed, int revealMs = 220, long long maxPlays = 0, int timeLimitMinutes = 0)
{
    QRandomGenerator rng(seed);
    Random random(seed);
    const int players = 3;
    RuleSet rules = *RuleSet::preset("house");
    rules.maxPlays = maxPlays;
    rules.timeLimitMinutes = timeLimitMinutes;
    const std::int64_t limitMs = std::int64_t(timeLimitMinutes) * 60000;
    Table table(rules, players, random);
    table.setRevealDelayMs(revealMs);
    table.setRecording(true);
    std::vector<Event> events;
    std::int64_t now = 0;
    const auto someone = [&](int not_) {
        for (int tries = 0; tries < 20; ++tries) {
            const int p = int(rng.bounded(players));
            if (p != not_ && !table.isOut(p))
                return p;
        }
        return -1;
    };
    for (int i = 0; i < 20000 && !table.isOver(); ++i) {
        if (maxPlays > 0 && table.game().plays() >= maxPlays) {
            table.declareDraw(events);
            break;
        }
        now += 150 + rng.bounded(450);
        // Now and then a slap while a card is in the air, judged on the pile
        // as it lies (its own player's sends it back); else the card lands
        // before the hand goes on (docs/RULES.md §12.1).
        if (table.flight().inAir() && now < table.flight().landsAtMs && rng.bounded(4) == 0) {
            if (const int p = someone(-1); p >= 0)
                table.apply(Action::slap(p), now, events);
            continue;
        }
        now = std::max(now, table.flight().landsAtMs);
        table.land(now, events);
        if (limitMs > 0 && now + revealMs + 300 >= limitMs) { // time is up, as the app's clock says it
            now = limitMs;
            table.apply(Action::timeUp(), now, events);
            break;
        }
        if (!table.patterns().empty()) {
            const int a = someone(-1);
            const int b = someone(a);
            table.apply(Action::slap(a), now + revealMs, events);
            if (b >= 0 && rng.bounded(2) == 0)
                table.apply(Action::slap(b), now + revealMs + rng.bounded(150), events);
            now += revealMs + 150;
        } else if (table.pendingPlayer() >= 0) {
            table.apply(Action::collect(), now, events);
        } else if (table.played().size() > 0 && rng.bounded(25) == 0) {
            if (const int p = someone(-1); p >= 0)
                table.apply(Action::slap(p), now, events);
        } else {
            table.apply(Action::play(), now, events);
        }
    }
    GameRecord r = GameRecord::fromTable(table, threePlayers(), QStringLiteral("house"), now + 500);
    r.deal = seed;
    return r;
}

// What replay() gives for the first `count` actions of `record`, at `atMs`
// (a card thrown by then has landed if it was due).
ReplayResult replayOfPrefix(GameRecord record, int count, qint64 atMs)
{
    record.actions.resize(std::size_t(count));
    record.durationMs = atMs;
    return replay(record);
}

QList<int> handsOf(const GameSession &s)
{
    QList<int> hands;
    for (int p = 0; p < s.players(); ++p)
        hands << s.handSize(p);
    return hands;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

QByteArray hostile(const GameRecord &good)
{
    QJsonObject o = QJsonDocument::fromJson(good.toJson()).object();
    o.insert(QStringLiteral("reveal_ms"), QStringLiteral("\x1b[31mfast"));
    return QJsonDocument(o).toJson();
}

// Opens `path` through the Replays dialog `d`, which reads it off the GUI
// thread: the viewer, or null and the reader's line in `*error`.
QPointer<ReplayWindow> openThrough(ReplaysDialog &d, const QString &path, QString *error)
{
    QSignalSpy opened(&d, &ReplaysDialog::replayOpened);
    QSignalSpy failed(&d, &ReplaysDialog::openFailed);
    d.openRecord(path, true);
    if (!QTest::qWaitFor([&] { return opened.count() + failed.count() > 0; }, 30000))
        return {};
    if (!failed.isEmpty()) {
        *error = failed.constFirst().constFirst().toString();
        return {};
    }
    return qobject_cast<ReplayWindow *>(opened.constFirst().constFirst().value<QWidget *>());
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void analysisOfAHandMadeRecord();
    void youWereFirst();
    void withoutARevealTimeTimesCountFromThePlay();
    void aSlapOfAPlayerWhoIsOutRacesNobody();
    void clockReadsMinutesSecondsAndMillis();
    void stepForwardAppliesOneAction();
    void seekingReachesTheStateOfReplay();
    void theEndShowsTheWinner();
    void theEndShowsADrawAtThePlayLimit();
    void theEndShowsTimeUp();
    void theEndNamesWhoTied();
    void speedScalesTheAnimations();
    void playingMovesWithTheSpeed();
    void aMomentPlaysInSlowMotion();
    void theTimingPanelFollowsTheSlaps();
    void callsAreNotPilesTaken();
    void keysAndNames();
    void escCtrlWAndCloseButtonClose();
    void theViewerFitsTheScreen();
    void aHostileRecordIsRefusedWithTheReadersLine();
    void theListOfRecords();
    void aBadReplayOnTheCommandLineExits2();
};

void TestReplay::analysisOfAHandMadeRecord()
{
    const GameRecord record = handMadeRecord(200);
    const ReplayAnalysis a(record);

    QCOMPARE(a.slaps().size(), 3);
    const SlapTiming &bea = a.slaps().at(0);
    QCOMPARE(bea.action, 2);
    QCOMPARE(bea.player, 1);
    QCOMPARE(bea.atMs, 2300);
    QCOMPARE(bea.cardAction, 1);
    QCOMPARE(GameText::card(bea.card), QStringLiteral("7♦"));
    QCOMPARE(bea.afterCardMs, 100); // 2300 - 2000 - 200
    QCOMPARE(bea.outcome, SlapTiming::Outcome::Valid);
    QVERIFY(bea.first);
    QVERIFY(bea.contested);
    const SlapTiming &ann = a.slaps().at(1);
    QCOMPARE(ann.player, 0);
    QCOMPARE(ann.afterCardMs, 134);
    QCOMPARE(ann.outcome, SlapTiming::Outcome::Refused);
    QCOMPARE(ann.refusal, RejectReason::Late);
    QVERIFY(!ann.first);
    QCOMPARE(ann.behindFirstMs, 34);
    QCOMPARE(ann.firstPlayer, 1);
    const SlapTiming &cal = a.slaps().at(2);
    QCOMPARE(cal.player, 2);
    QCOMPARE(cal.cardAction, 4);
    QCOMPARE(cal.afterCardMs, 300);
    QCOMPARE(cal.outcome, SlapTiming::Outcome::Misslap);
    QVERIFY(!cal.contested);
    QCOMPARE(a.slapAt(3), &a.slaps().at(1));
    QCOMPARE(a.slapAt(4), nullptr);
    QCOMPARE(a.slapsOnCard(1).size(), 2);

    const QList<DecisiveMoment> &m = a.moments();
    QCOMPARE(m.size(), 3);
    QCOMPARE(m.at(0).kind, DecisiveMoment::Kind::CloseRace);
    QCOMPARE(m.at(0).action, 2);
    QCOMPARE(m.at(0).atMs, 2300);
    QCOMPARE(m.at(0).player, 1);
    QCOMPARE(m.at(0).text, QStringLiteral("Bea beat Ann by 34 ms to a double 7-7 and top and bottom 7…7"));
    QCOMPARE(m.at(1).kind, DecisiveMoment::Kind::Misslap);
    QCOMPARE(m.at(1).action, 5);
    QCOMPARE(m.at(1).atMs, 3500);
    QCOMPARE(m.at(1).text, QStringLiteral("Cal misslapped on 2♥"));
    QCOMPARE(m.at(2).kind, DecisiveMoment::Kind::LostChallenge);
    QCOMPARE(m.at(2).action, 9);
    QCOMPARE(m.at(2).atMs, 7200); // when 6♦ landed (docs/RULES.md §12.1)
    QCOMPARE(m.at(2).player, 1);
    QCOMPARE(m.at(2).text, QStringLiteral("Bea lost the challenge of K♠ to Ann"));

    const QStringList lines = a.timingLines(1);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines.at(0), QStringLiteral("7♦ from Bea at 0:02.200")); // where it landed
    QCOMPARE(lines.at(1), QStringLiteral("Bea: 100 ms after the card landed, first — took the pile (a double "
                                         "7-7 and top and bottom 7…7)"));
    QCOMPARE(
        lines.at(2),
        QStringLiteral("Ann: 134 ms after the card landed, 34 ms after Bea — too late: the pile was taken"));
    QCOMPARE(lines.at(3), QStringLiteral("Bea was first, 34 ms ahead of Ann"));
    QCOMPARE(a.timingLines(4).value(1), QStringLiteral("Cal: 300 ms after the card landed — a misslap"));
    QVERIFY(a.timingLines(0).isEmpty()); // nobody slapped 7♣
}

// The record's one person, named "You" as the app names them, was first
// on a card: "You were first", never "You was first" (issue 33).
void TestReplay::youWereFirst()
{
    GameRecord record = handMadeRecord(200);
    record.players[0].person = false;
    record.players[0].level = QStringLiteral("normal");
    record.players[1] = {QStringLiteral("You"), true, QString()};
    const QStringList lines = ReplayAnalysis(record).timingLines(1);
    QCOMPARE(lines.value(3), QStringLiteral("You were first, 34 ms ahead of Ann"));

    // With two people (hot seat) nobody is "you": each is told by name.
    record.players[0].person = true;
    record.players[1].name = QStringLiteral("Bea");
    QCOMPARE(ReplayAnalysis(record).timingLines(1).value(3),
             QStringLiteral("Bea was first, 34 ms ahead of Ann"));
}

void TestReplay::withoutARevealTimeTimesCountFromThePlay()
{
    const ReplayAnalysis a(handMadeRecord(0));
    QVERIFY(!a.knowsReveal());
    QCOMPARE(a.slaps().at(0).afterCardMs, 300);
    QCOMPARE(a.line(a.slaps().at(2)), QStringLiteral("Cal: 500 ms after the card was played — a misslap"));
    // A slap before the card was visible, which only a record of the
    // earlier clock can hold (plays counted at once), says so.
    GameRecord early = handMadeRecord(400);
    early.cardsLand = false;
    const ReplayAnalysis b(early);
    QCOMPARE(b.slaps().at(0).afterCardMs, -100);
    QVERIFY(b.line(b.slaps().at(0)).contains(GameText::slapTime(-100))); // said as everywhere
    QVERIFY(b.line(b.slaps().at(0)).contains(QLatin1String("100 ms before the card was visible")));
}

// A slap refused because its player was out is no slap in the race: no
// close race ("Cal slapped 30 ms before Bea"), no place, no "first".
void TestReplay::aSlapOfAPlayerWhoIsOutRacesNobody()
{
    int tested = 0;
    for (quint32 seed = 1; seed < 40 && tested < 2; ++seed) {
        GameRecord record = simulatedRecord(seed);
        // Find a player out while the game goes on, and a later good slap by another.
        ManualScheduler clock;
        GameSession session(&clock);
        session.setAutoCollect(false);
        session.setRevealDelayMs(record.revealMs);
        QVERIFY(session.newGame(record.rules, int(record.players.size()), record.deck, record.firstPlayer));
        int out = -1;
        int slap = -1;
        QObject::connect(&session, &GameSession::actionApplied, &session, [&](const ActionReport &r) {
            if (out >= 0 && slap < 0 && r.action.type == Action::Type::Slap && r.action.seat != out
                && r.find(Event::Type::PileWon))
                slap = -2; // marks the report; its index is taken below
        });
        for (int i = 0; i < int(record.actions.size()) && slap < 0; ++i) {
            ReplayAnalysis::apply(session, clock, record.actions[std::size_t(i)]);
            if (slap == -2)
                slap = i;
            for (int p = 0; p < session.players() && out < 0; ++p)
                if (session.isOut(p) && !session.isOver())
                    out = p;
        }
        if (out < 0 || slap < 0 || slap + 1 >= int(record.actions.size()))
            continue;
        const qint64 at = record.actions[std::size_t(slap)].atMs;
        const qint64 before = slap > 0 ? record.actions[std::size_t(slap - 1)].atMs : 0;
        const qint64 after = record.actions[std::size_t(slap + 1)].atMs;
        if (at - before < 40 || after - at < 40)
            continue;
        ++tested;
        for (const int shift : {-30, 30}) {
            GameRecord r = record;
            const int inserted = shift < 0 ? slap : slap + 1;
            r.actions.insert(r.actions.begin() + inserted, RecordedAction{Action::slap(out), at + shift});
            const ReplayAnalysis a(r);
            const SlapTiming *refused = a.slapAt(inserted);
            QVERIFY(refused);
            QCOMPARE(refused->player, out);
            QCOMPARE(refused->outcome, SlapTiming::Outcome::Refused);
            QCOMPARE(refused->refusal, RejectReason::Out);
            QVERIFY(!refused->contends);
            QVERIFY(!refused->first);
            const SlapTiming *good = a.slapAt(shift < 0 ? slap + 1 : slap);
            QVERIFY(good);
            QCOMPARE(good->outcome, SlapTiming::Outcome::Valid);
            QVERIFY(good->first);
            QCOMPARE(good->behindFirstMs, 0);
            for (const DecisiveMoment &m : a.moments()) {
                const bool onTheCard = m.action == inserted || m.action == good->action;
                QVERIFY2(!onTheCard || m.kind != DecisiveMoment::Kind::CloseRace
                             || !m.text.contains(a.name(out)),
                         qPrintable(m.text));
                QVERIFY(m.action != inserted);
            }
            QVERIFY(!a.line(*refused).contains(QLatin1String("first")));
            for (const QString &line : a.timingLines(good->cardAction))
                QVERIFY2(!line.contains(QStringLiteral("%1 was first").arg(a.name(out))), qPrintable(line));
        }
    }
    QCOMPARE(tested, 2);
}

void TestReplay::clockReadsMinutesSecondsAndMillis()
{
    QCOMPARE(GameText::duration(0, true), QStringLiteral("0:00.000"));
    QCOMPARE(GameText::duration(62345, true), QStringLiteral("1:02.345"));
    QCOMPARE(GameText::duration(62345), QStringLiteral("1:02"));
    QCOMPARE(GameText::duration(3723004, true), QStringLiteral("1:02:03.004"));
}

void TestReplay::stepForwardAppliesOneAction()
{
    const GameRecord record = simulatedRecord(3);
    ReplayWindow w(record, QStringLiteral("20261127-100604-3.json"));
    QCOMPARE(w.appliedActions(), 0);
    QCOMPARE(w.positionMs(), 0);
    QList<ActionReport> reports;
    connect(&w.session(), &GameSession::actionApplied, this, [&](const ActionReport &r) { reports << r; });
    int landed = 0, inTheAir = 0, wentBack = 0;
    connect(&w.session(), &GameSession::cardWentBack, this, [&] { ++wentBack; });
    QList<qint64> positions;
    for (int i = 0; i < 40; ++i) {
        const qsizetype before = reports.size();
        const int backBefore = wentBack;
        w.stepForward();
        positions << w.positionMs();
        QCOMPARE(w.appliedActions(), i + 1);
        const RecordedAction &a = record.actions[std::size_t(i)];
        QList<ActionReport> step = reports.mid(before);
        // The action itself counts at its time (a card thrown only at its landing) …
        if (a.action.type != Action::Type::Play || (!step.isEmpty() && step.first().rejected())) {
            QVERIFY(!step.isEmpty());
            QCOMPARE(step.first().action.type, a.action.type);
            QCOMPARE(step.first().atMs, a.atMs);
            step.removeFirst();
        }
        // … then a card in the air lands in the same step (or goes back) …
        QVERIFY(step.size() <= 1);
        const CardFlight &flight = w.session().table().flight();
        if (!step.isEmpty()) {
            QCOMPARE(step.first().action.type, Action::Type::Play);
            QVERIFY(step.first().find(Event::Type::Play));
            QCOMPARE(w.positionMs(), step.first().atMs);
            ++landed;
        } else if (wentBack > backBefore) {
            QVERIFY(!flight.inAir());
        } else if (flight.inAir()) {
            // … unless the record's next action comes before its landing.
            QCOMPARE(w.positionMs(), a.atMs);
            QVERIFY(record.actions[std::size_t(i + 1)].atMs < flight.landsAtMs);
            ++inTheAir;
        } else {
            QCOMPARE(w.positionMs(), a.atMs);
        }
    }
    QVERIFY(landed > 10);
    QVERIFY(inTheAir > 0); // the record has slaps on a card in the air
    // And back: one action less, where its step stood, the state of replay() of that prefix.
    w.stepBack();
    QCOMPARE(w.appliedActions(), 39);
    QCOMPARE(w.positionMs(), positions.at(38));
    const ReplayResult expected = replayOfPrefix(record, 39, w.positionMs());
    QCOMPARE(handsOf(w.session()), QList<int>(expected.hands.begin(), expected.hands.end()));
    QCOMPARE(w.session().game().plays(), expected.plays);
    QVERIFY(!w.isPlaying());
}

void TestReplay::seekingReachesTheStateOfReplay()
{
    const GameRecord record = simulatedRecord(5);
    ReplayWindow w(record, QStringLiteral("game.json"));
    const qint64 length = w.lengthMs();
    QVERIFY(length > 10000);
    // Forward, back, forward again, and in between actions.
    for (const double f : {0.5, 0.1, 0.9, 0.3, 0.31, 0.0, 1.0, 0.7}) {
        const qint64 t = qint64(f * double(length));
        w.seek(t);
        QCOMPARE(w.positionMs(), t);
        int count = 0;
        while (count < int(record.actions.size()) && record.actions[std::size_t(count)].atMs <= t)
            ++count;
        QCOMPARE(w.appliedActions(), count);
        const ReplayResult expected = replayOfPrefix(record, count, t);
        QCOMPARE(handsOf(w.session()), QList<int>(expected.hands.begin(), expected.hands.end()));
        QCOMPARE(w.session().isOver(), expected.over);
        QCOMPARE(w.session().winner(), expected.winner);
        QCOMPARE(w.session().game().plays(), expected.plays);
        // The pile and the turn too, against a table given the same actions
        // (and a card landed by then).
        Table table(record.rules, 3, record.deck, record.firstPlayer);
        table.setRevealDelayMs(record.revealMs);
        std::vector<Event> events;
        for (int i = 0; i < count; ++i)
            table.apply(record.actions[std::size_t(i)].action, record.actions[std::size_t(i)].atMs, events);
        table.land(t, events);
        QCOMPARE(w.session().table().flight().inAir(), table.flight().inAir());
        QCOMPARE(int(w.session().pile().size()), int(table.game().pile().size()));
        QCOMPARE(w.session().turnPlayer(), table.turnPlayer());
        QCOMPARE(w.session().elapsedMs(), t);
        // The slider and its readout say where.
        QCOMPARE(w.findChild<QSlider *>(QStringLiteral("seekSlider"))->value(), int(t));
        QVERIFY(w.findChild<QLabel *>(QStringLiteral("timeLabel"))
                    ->text()
                    .startsWith(GameText::duration(t, true) + QStringLiteral(" / ")));
    }
    // The slider seeks too.
    w.findChild<QSlider *>(QStringLiteral("seekSlider"))->setValue(int(length / 4));
    QCOMPARE(w.positionMs(), length / 4);
}

void TestReplay::theEndShowsTheWinner()
{
    const GameRecord record = simulatedRecord(7);
    QVERIFY(record.over);
    QVERIFY(record.winner >= 0);
    ReplayWindow w(record, QStringLiteral("game.json"));
    w.goToEnd();
    QCOMPARE(w.appliedActions(), int(record.actions.size()));
    QCOMPARE(w.positionMs(), w.lengthMs());
    QVERIFY(w.session().isOver());
    QCOMPARE(w.session().winner(), record.winner);
    const QString winner = threePlayers().at(record.winner).name;
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("replayStatus"))->text(),
             QStringLiteral("The end: %1 won the game.").arg(winner));
    QVERIFY(!w.findChild<QAbstractButton *>(QStringLiteral("stepForwardButton"))->isEnabled());
    // Home goes back to the deal.
    w.goToStart();
    QCOMPARE(w.appliedActions(), 0);
    QVERIFY(!w.session().isOver());
}

// A simulated game that reached its play limit ends in a draw the
// simulator declared, not in an action: the end says so rather than call
// the game unfinished.
void TestReplay::theEndShowsADrawAtThePlayLimit()
{
    QTranslator english; // the plural
    QVERIFY(english.load(QStringLiteral(":/i18n/ratscrew_en.qm")));
    QCoreApplication::installTranslator(&english);
    const auto removeEnglish = qScopeGuard([&] { QCoreApplication::removeTranslator(&english); });
    const GameRecord record = simulatedRecord(7, 220, 40);
    QVERIFY(record.over);
    QCOMPARE(record.winner, -1);
    QCOMPARE(record.plays, 40LL);
    ReplayWindow w(record, QStringLiteral("game.json"));
    w.goToEnd();
    QCOMPARE(w.appliedActions(), int(record.actions.size()));
    QVERIFY(!w.session().isOver());
    QCOMPARE(w.findChild<QLabel *>(QStringLiteral("replayStatus"))->text(),
             QStringLiteral("The end: a draw at the limit of 40 card plays."));
    // The same actions without the draw are a game left unfinished.
    GameRecord unfinished = record;
    unfinished.over = false;
    ReplayWindow u(unfinished, QStringLiteral("game.json"));
    u.goToEnd();
    QCOMPARE(u.findChild<QLabel *>(QStringLiteral("replayStatus"))->text(),
             QStringLiteral("The end of the record: the game was left unfinished."));
}

// docs/RULES.md §11.4: a record that ended when time was up (its `T` at the
// limit) shows that ending, with the seat that held the most cards.
void TestReplay::theEndShowsTimeUp()
{
    const GameRecord record = simulatedRecord(7, 220, 0, 1);
    QVERIFY(record.over);
    QCOMPARE(record.actions.back().action.type, Action::Type::TimeUp);
    QCOMPARE(record.actions.back().atMs, 60000);
    ReplayWindow w(record, QStringLiteral("game.json"));
    // Played through at speed, the session's own clock and the record's T agree.
    w.goToEnd();
    QCOMPARE(w.appliedActions(), int(record.actions.size()));
    QVERIFY(w.session().isOver());
    QVERIFY(w.session().game().endedOnTime());
    QCOMPARE(w.session().winner(), record.winner);
    const QString status = w.findChild<QLabel *>(QStringLiteral("replayStatus"))->text();
    QCOMPARE(status,
             record.winner < 0
                 ? QStringLiteral("The end: time was up, and two or more players tied on cards: a draw.")
                 : QStringLiteral("The end: time was up, and %1 won with the most cards.")
                       .arg(threePlayers().at(record.winner).name));
    // Stepping from the start to the end by the clock gives the same end.
    w.goToStart();
    QVERIFY(!w.session().isOver());
    w.goToEnd();
    QCOMPARE(w.session().winner(), record.winner);
}

// docs/RULES.md §11.4: a draw on time names the tied players and their
// cards, as the app's summary does ("Ann and Bea tie on 19 cards"), not
// "two or more players".
void TestReplay::theEndNamesWhoTied()
{
    for (quint32 seed = 1; seed <= 400; ++seed) {
        const GameRecord record = simulatedRecord(seed, 220, 0, 1);
        if (!record.over || record.winner >= 0 || record.actions.back().action.type != Action::Type::TimeUp)
            continue;
        ReplayWindow w(record, QStringLiteral("game.json"));
        w.goToEnd();
        QVERIFY(w.session().isOver() && w.session().game().endedOnTime());
        QCOMPARE(w.session().winner(), -1);
        const QList<int> tied = w.session().mostCardsInHand();
        QVERIFY(tied.size() >= 2);
        QStringList names;
        for (int p : tied)
            names << threePlayers().at(p).name;
        const int cards = w.session().handSize(tied.constFirst());
        for (int p = 0; p < w.session().players(); ++p)
            QVERIFY(w.session().isOut(p) || w.session().handSize(p) <= cards);
        QCOMPARE(w.findChild<QLabel *>(QStringLiteral("replayStatus"))->text(),
                 QStringLiteral("The end: time was up, and %1 tied on %2 cards: a draw.")
                     .arg(QLocale().createSeparatedList(names))
                     .arg(cards));
        return;
    }
    QFAIL("no simulated game of a minute ended in a tie");
}

void TestReplay::speedScalesTheAnimations()
{
    ReplayWindow w(simulatedRecord(3), QStringLiteral("game.json"));
    QCOMPARE(w.table()->animationScale(), 1.0);
    w.setSpeed(0.5);
    QCOMPARE(w.table()->animationScale(), 2.0);
    QCOMPARE(w.table()->effects().clockRate(), 0.5); // a card in the air lands on the game's clock
    w.setSpeed(0.1);
    QCOMPARE(w.table()->animationScale(), 3.0); // clamped to the table's slowest
    w.setSpeed(2);
    QCOMPARE(w.table()->animationScale(), 0.5);
    w.setSpeed(4);
    QCOMPARE(w.table()->animationScale(), 0.25);
    QCOMPARE(w.findChild<QComboBox *>(QStringLiteral("speedCombo"))->currentData().toDouble(), 4.0);
    w.setBaseAnimationScale(0); // reduced motion stays reduced
    QCOMPARE(w.table()->animationScale(), 0.0);
}

void TestReplay::playingMovesWithTheSpeed()
{
    const GameRecord record = simulatedRecord(3);
    ReplayWindow w(record, QStringLiteral("game.json"));
    QSignalSpy playing(&w, &ReplayWindow::playingChanged);
    w.play();
    QVERIFY(w.isPlaying());
    w.advance(1000);
    QCOMPARE(w.positionMs(), 1000);
    w.setSpeed(0.5);
    w.advance(1000);
    QCOMPARE(w.positionMs(), 1500);
    w.setSpeed(4);
    w.advance(1000);
    QCOMPARE(w.positionMs(), 5500);
    int count = 0;
    while (record.actions[std::size_t(count)].atMs <= 5500)
        ++count;
    QCOMPARE(w.appliedActions(), count);
    QCOMPARE(w.session().elapsedMs(), 5500);
    // To the end, where it stops.
    w.advance(w.lengthMs());
    QVERIFY(!w.isPlaying());
    QCOMPARE(w.positionMs(), w.lengthMs());
    QCOMPARE(playing.count(), 2);
    // And really, on the play timer.
    w.goToStart();
    w.setSpeed(1);
    w.play();
    QTRY_VERIFY(w.positionMs() >= 200);
    w.togglePlaying();
    QVERIFY(!w.isPlaying());
}

void TestReplay::aMomentPlaysInSlowMotion()
{
    const GameRecord record = simulatedRecord(3);
    ReplayWindow w(record, QStringLiteral("game.json"));
    const QList<DecisiveMoment> &moments = w.analysis().moments();
    QVERIFY(moments.size() > 3);
    // Every kind turns up in a game of this rough hand.
    QSet<int> kinds;
    for (const DecisiveMoment &m : moments)
        kinds.insert(int(m.kind));
    QCOMPARE(kinds.size(), 3);
    auto *list = w.findChild<QListWidget *>(QStringLiteral("momentsList"));
    QCOMPARE(list->count(), moments.size());
    const int index = int(moments.size()) / 2;
    const DecisiveMoment &moment = moments.at(index);
    QVERIFY(list->item(index)->text().contains(moment.text));
    w.setSpeed(2);
    // Enter on the list (itemActivated) plays it.
    list->setCurrentRow(index);
    Q_EMIT list->itemActivated(list->item(index));
    QVERIFY(w.isPlaying());
    QCOMPARE(w.positionMs(), std::max<qint64>(0, moment.atMs - ReplayWindow::kLeadInMs));
    QCOMPARE(w.speed(), ReplayWindow::kSlowMotion);
    QCOMPARE(w.table()->animationScale(), 3.0);
    w.advance(4000); // 1 s of game time
    QCOMPARE(w.speed(), ReplayWindow::kSlowMotion);
    for (int i = 0; i < 20 && w.speed() != 2.0; ++i)
        w.advance(1000);
    QCOMPARE(w.speed(), 2.0); // the speed chosen, once the moment is past
    QVERIFY(w.positionMs() >= moment.atMs + ReplayWindow::kSlowMotionAfterMs);
    QCOMPARE(w.table()->animationScale(), 0.5);
    QVERIFY(w.isPlaying());
}

void TestReplay::theTimingPanelFollowsTheSlaps()
{
    const GameRecord record = simulatedRecord(3);
    ReplayWindow w(record, QStringLiteral("game.json"));
    auto *panel = w.findChild<QLabel *>(QStringLiteral("timingReadout"));
    QVERIFY(w.timingText().isEmpty());
    const SlapTiming &first = w.analysis().slaps().constFirst();
    while (w.appliedActions() <= first.action)
        w.stepForward();
    QCOMPARE(w.timingText(), w.analysis().timingLines(first.cardAction));
    QVERIFY(panel->text().contains(w.analysis().name(first.player)));
    QVERIFY(panel->text().contains(QLatin1String("after the card landed")));
    w.goToStart();
    QVERIFY(w.timingText().isEmpty());
}

// docs/RULES.md §9: a split (and a stick) wins no pile: the timing says
// what the call did, and times it from the 8 it split, not from the
// splitter's own card that started the split pile.
void TestReplay::callsAreNotPilesTaken()
{
    GameRecord r;
    r.players = threePlayers();
    r.preset = QStringLiteral("slaps_full");
    r.rules = *RuleSet::preset("slaps_full");
    r.deck = deckStartingWith(r.rules, {"9D", "8C", "4H", "5S", "6C", "3D", "7H"});
    r.firstPlayer = 0;
    r.revealMs = 200;
    r.actions = {
        {Action::play(), 1000},  // 0: Ann 9♦
        {Action::play(), 2000},  // 1: Bea 8♣
        {Action::slap(2), 2500}, // 2: Cal splits the 8: his 4♥ starts the split pile
        {Action::play(), 3000},  // 3: Ann 5♠ onto the slap pile
    };
    r.durationMs = 4000;
    const ReplayAnalysis a(r);
    const SlapTiming *split = a.slapAt(2);
    QVERIFY(split);
    QCOMPARE(split->outcome, SlapTiming::Outcome::Valid);
    QCOMPARE(split->call, Call::Split);
    QCOMPARE(split->cardAction, 1); // the 8
    QCOMPARE(split->afterCardMs, 300);
    const QString line = a.line(*split);
    QVERIFY2(!line.contains(QLatin1String("took the pile")), qPrintable(line));
    QVERIFY2(line.contains(QLatin1String("a split")), qPrintable(line));
    QVERIFY2(line.contains(QLatin1String("300 ms after the card landed")), qPrintable(line));
}

void TestReplay::keysAndNames()
{
    const GameRecord record = simulatedRecord(3);
    ReplayWindow w(record, QStringLiteral("20261127-100604-3.json"));
    QVERIFY(w.windowTitle().contains(QLatin1String("Ann, Bea, Cal")));
    QVERIFY(w.windowTitle().contains(QLatin1String("deal 3")));
    QVERIFY(w.windowTitle().contains(QLatin1String("2026")));
    QVERIFY(w.isWindow());
    QVERIFY(!w.isModal());
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_Right);
    QTest::keyClick(&w, Qt::Key_Right);
    QCOMPARE(w.appliedActions(), 2);
    QTest::keyClick(&w, Qt::Key_Left);
    QCOMPARE(w.appliedActions(), 1);
    QTest::keyClick(&w, Qt::Key_End);
    QCOMPARE(w.appliedActions(), int(record.actions.size()));
    QTest::keyClick(&w, Qt::Key_Home);
    QCOMPARE(w.appliedActions(), 0);
    QTest::keyClick(&w, Qt::Key_Space);
    QVERIFY(w.isPlaying());
    QTest::keyClick(&w, Qt::Key_Space);
    QVERIFY(!w.isPlaying());
    // Every control has a name for screen readers and for tests, and the
    // mnemonics differ.
    QSet<QChar> mnemonics;
    for (QWidget *child : w.findChildren<QWidget *>()) {
        if (!child->focusPolicy() || !child->isVisibleTo(&w))
            continue;
        QVERIFY2(!child->accessibleName().isEmpty(), child->metaObject()->className());
        QVERIFY2(!child->objectName().isEmpty(), qPrintable(child->accessibleName()));
    }
    for (QWidget *child : w.findChildren<QWidget *>()) {
        QString text;
        if (auto *b = qobject_cast<QAbstractButton *>(child))
            text = b->text();
        else if (auto *l = qobject_cast<QLabel *>(child); l && l->buddy())
            text = l->text();
        const qsizetype amp = text.indexOf(QLatin1Char('&'));
        if (amp < 0 || amp + 1 >= text.size())
            continue;
        const QChar key = text.at(amp + 1).toLower();
        QVERIFY2(!mnemonics.contains(key), qPrintable(text));
        mnemonics.insert(key);
    }
    QVERIFY(mnemonics.size() >= 5);
}

// The viewer closes like any window: Esc, Ctrl+W and a Close button (issue 33).
void TestReplay::escCtrlWAndCloseButtonClose()
{
    const GameRecord record = simulatedRecord(3);
    ReplayWindow w(record, QStringLiteral("20261127-100604-3.json"));
    const auto shown = [&w] {
        w.show();
        return QTest::qWaitForWindowActive(&w);
    };
    QVERIFY(shown());
    QTest::keyClick(&w, Qt::Key_Escape);
    QVERIFY(!w.isVisible());
    QVERIFY(shown());
    QTest::keyClick(&w, Qt::Key_W, Qt::ControlModifier);
    QVERIFY(!w.isVisible());
    QVERIFY(shown());
    auto *close = w.findChild<QAbstractButton *>(QStringLiteral("closeButton"));
    QVERIFY(close);
    QVERIFY(close->isVisible());
    close->click();
    QVERIFY(!w.isVisible());
}

// Issue 44: the viewer opened at 1200×760, and on a 1280×720 screen its
// controls (Step Back, Play, Speed, Position, Close) were under the
// screen's edge. It is sized from the screen it opens on, and its
// controls are within it on a 1280×720 screen (with or without a panel),
// on the test's own screen, and at 4K.
void TestReplay::theViewerFitsTheScreen()
{
    const GameRecord record = simulatedRecord(3);
    ReplayWindow w(record, QStringLiteral("20261127-100604-3.json"));
    const QSize minimum = w.minimumSizeHint();
    const QSize room = ReplayWindow::kFrameRoom;
    const auto controlsWithin = [&w](QSize size) {
        w.show(); // (a hidden window's layout waits for it to be shown)
        w.resize(size);
        w.layout()->activate();
        QStringList outside;
        for (const char *name : {"stepBackButton", "playButton", "stepForwardButton", "speedCombo",
                                 "seekSlider", "timeLabel", "closeButton", "replayTable", "momentsList"}) {
            auto *control = w.findChild<QWidget *>(QLatin1String(name));
            if (!control || control->width() <= 0
                || !w.rect().contains(QRect(control->mapTo(&w, QPoint(0, 0)), control->size())))
                outside << QLatin1String(name);
        }
        if (!outside.isEmpty())
            outside << QStringLiteral("at %1×%2").arg(size.width()).arg(size.height());
        return outside.join(QLatin1String(", "));
    };
    // The screen the test runs on (offscreen: 800×600): the window opens
    // within it, frame and title bar included.
    const QSize here = QGuiApplication::primaryScreen()->availableGeometry().size();
    QVERIFY2(w.width() + room.width() <= here.width() && w.height() + room.height() <= here.height(),
             qPrintable(QStringLiteral("%1×%2 on %3×%4")
                            .arg(w.width())
                            .arg(w.height())
                            .arg(here.width())
                            .arg(here.height())));
    QCOMPARE(w.size(), ReplayWindow::defaultSize(here, minimum));
    // 1280×720 (Xvfb, no panel; and under a 32-pixel panel), 800×600, 1024×600.
    for (const QSize available : {QSize(1280, 720), QSize(1280, 688), QSize(1024, 600), QSize(800, 600)}) {
        const QSize size = ReplayWindow::defaultSize(available, minimum);
        QVERIFY2(size.width() + room.width() <= available.width()
                     && size.height() + room.height() <= available.height(),
                 qPrintable(QStringLiteral("%1×%2").arg(size.width()).arg(size.height())));
        QVERIFY(size.width() >= minimum.width() && size.height() >= minimum.height());
        const QString outside = controlsWithin(size);
        QVERIFY2(outside.isEmpty(), qPrintable(outside));
    }
    // A screen with room for it: 1200×760, as before.
    QCOMPARE(ReplayWindow::defaultSize(QSize(1920, 1050), minimum), QSize(1200, 760));
    // 4K at 100 %: three fifths of it, not a small window in a corner; at
    // 200 % (1920×1050 logical pixels) as on a full-HD screen.
    QCOMPARE(ReplayWindow::defaultSize(QSize(3840, 2100), minimum), QSize(2304, 1260));
    QVERIFY(controlsWithin(QSize(2304, 1260)).isEmpty());
    // Never below the window's minimum, even on a smaller screen.
    QCOMPARE(ReplayWindow::defaultSize(QSize(320, 240), minimum), minimum);
}

void TestReplay::aHostileRecordIsRefusedWithTheReadersLine()
{
    QTemporaryDir dir;
    const QString path =
        writeFile(dir, QStringLiteral("20261127-100604-3.json"), hostile(simulatedRecord(3)));
    QString expected;
    QVERIFY(!GameRecord::read(path, &expected));
    QVERIFY(expected.contains(QLatin1String("\"reveal_ms\" must be")));
    ReplaysDialog d(dir.path());
    QString error;
    QVERIFY(!openThrough(d, path, &error));
    QCOMPARE(error, expected);
    // Truncated, and from the future.
    const QByteArray good = simulatedRecord(3).toJson();
    const QString cut = writeFile(dir, QStringLiteral("cut.json"), good.left(good.size() / 2));
    QVERIFY(!openThrough(d, cut, &error));
    QVERIFY(error.contains(QLatin1String("not a game record")));
    QJsonObject o = QJsonDocument::fromJson(good).object();
    o.insert(QStringLiteral("version"), 99);
    const QString future = writeFile(dir, QStringLiteral("future.json"), QJsonDocument(o).toJson());
    QVERIFY(!openThrough(d, future, &error));
    QVERIFY(error.contains(QLatin1String("newer than this Ratscrew reads")));
    // A good one opens, deleted when closed.
    const QString fine = writeFile(dir, QStringLiteral("fine.json"), good);
    QPointer<ReplayWindow> w = openThrough(d, fine, &error);
    QVERIFY2(w, qPrintable(error));
    QVERIFY(w->testAttribute(Qt::WA_DeleteOnClose));
    w->show();
    w->close();
    QTRY_VERIFY(!w);
}

void TestReplay::theListOfRecords()
{
    QTemporaryDir dir;
    QString error;
    const GameRecord older = simulatedRecord(3);
    const GameRecord newer = simulatedRecord(7);
    QVERIFY(older.write(dir.filePath(QStringLiteral("20261120-090000-3.json")), &error));
    QVERIFY(newer.write(dir.filePath(QStringLiteral("20261127-100604-7.json")), &error));
    const QString bad = writeFile(dir, QStringLiteral("20261125-100000-5.json"), hostile(older));
    QString reason;
    QVERIFY(!GameRecord::read(bad, &reason));

    QWidget parent;
    ReplaysDialog d(dir.path(), &parent);
    auto *list = d.findChild<QTreeWidget *>(QStringLiteral("replayList"));
    // Listed at once, each row "Reading…" until its record is read off the GUI thread.
    QCOMPARE(list->topLevelItemCount(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(list->topLevelItem(0)->text(4) != QStringLiteral("Reading…"), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(list->topLevelItem(2)->text(4) != QStringLiteral("Reading…"), 30000);
    // Newest first: deal, players, result, length.
    const QTreeWidgetItem *first = list->topLevelItem(0);
    QCOMPARE(first->text(1), QStringLiteral("7"));
    QCOMPARE(first->text(2), QStringLiteral("Ann, Bea, Cal"));
    QCOMPARE(first->text(4), QStringLiteral("%1 won").arg(threePlayers().at(newer.winner).name));
    QCOMPARE(first->text(3), GameText::duration(newer.durationMs));
    // The unreadable one greyed, with the reader's line.
    const QTreeWidgetItem *broken = list->topLevelItem(1);
    QVERIFY(!(broken->flags() & Qt::ItemIsEnabled));
    QCOMPARE(broken->text(4), reason);
    QCOMPARE(list->topLevelItem(2)->text(1), QStringLiteral("3"));
    QVERIFY(d.findChild<QAbstractButton *>(QStringLiteral("openButton"))->isEnabled());
    QVERIFY(d.findChild<QAbstractButton *>(QStringLiteral("openFileButton")));
    // A bad file is never opened: the reader's line.
    QVERIFY(!openThrough(d, bad, &error));
    QCOMPARE(error, reason);
    QCOMPARE(d.lastError(), reason);
    QCOMPARE(parent.findChildren<ReplayWindow *>().size(), 0);
    QSignalSpy opened(&d, &ReplaysDialog::replayOpened);
    QVERIFY(openThrough(d, dir.filePath(QStringLiteral("20261127-100604-7.json")), &error));
    QCOMPARE(opened.count(), 1);
    QCOMPARE(parent.findChildren<ReplayWindow *>().size(), 1);
    QVERIFY(parent.findChildren<ReplayWindow *>().constFirst()->isWindow());
}

void TestReplay::aBadReplayOnTheCommandLineExits2()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("bad.json"), hostile(simulatedRecord(3)));
    QString reason;
    QVERIFY(!GameRecord::read(path, &reason));
    for (const QString &file : {path, dir.filePath(QStringLiteral("missing.json"))}) {
        QVERIFY(!GameRecord::read(file, &reason));
        QProcess app;
        // The record is read once the application runs (off the GUI thread):
        // a runtime folder of its own keeps Qt's own warnings off stderr.
        QTemporaryDir runtime;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(RATSCREW_APP), {QStringLiteral("--replay"), file});
        QVERIFY2(app.waitForFinished(30000), "ratscrew --replay did not stop on a bad record");
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
        QCOMPARE(app.exitCode(), 2);
        QCOMPARE(app.readAllStandardOutput(), QByteArray());
        const QByteArray err = app.readAllStandardError();
        QVERIFY2(!err.contains('\x1b'), err.constData());
        QCOMPARE(QString::fromUtf8(err), QStringLiteral("ratscrew: %1\n").arg(reason));
    }
}

RATSCREW_TEST_WIDGETS_MAIN(TestReplay)
#include "tst_replay.moc"
