// SPDX-License-Identifier: GPL-3.0-or-later
// The facade: player numbering, the events of each action in its report,
// the collect delay, pause and the generation number.

#include "GameSession.h"
#include "Random.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "SlapRace.h"
#include "TestSupport.h"

#include <QSignalSpy>
#include <QTest>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::ReportSpy;

class TestGameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seededGameIsReproducible();
    void playersAreRotatedFromTheFirstPlayer();
    void onlyTheTurnPlayerPlays();
    void eventsAreReportedInOrder();
    void misslapBurnsAndKeepsGeneration();
    void rejectedSlapIsReported();
    void reactionTimeCountsFromTheReveal();
    void aCardCountsWhenItLands();
    void aCardInTheAirGoesBackAndIsSaid();
    void aSlapRaceIsOneCardsSlaps();
    void aSlapRaceOnTheSplitPile();
    void raceTimesAreTheReportsTimes();
    void collectWaitsForTheDelay();
    void slapStealsAPendingPile();
    void misslapUnderAPendingPileIsCollected();
    void pauseFreezesCollectAndInput();
    void newGameDropsPendingCollect();
    void oneReportPerAction();
    void reportTellsTheChallengeAndItsCollect();
    void restoreRefusesAGameThatIsOver();
    void restoreAnywhereReachesTheEnd();
};

namespace {
RuleSet preset(const char *name)
{
    return *RuleSet::preset(name);
}

// A whole recorded game of house rules at a Table: every turn played 100 ms
// after the last action, a slappable pile slapped by the next player, a
// pending award collected.
Table playedToTheEnd(quint64 seed, int players)
{
    Random random(seed);
    Table table(preset("house"), players, random);
    table.setRecording(true);
    std::vector<Event> events;
    std::int64_t now = 0;
    for (int i = 0; i < 200000 && !table.isOver(); ++i) {
        now += 100;
        if (!table.patterns().empty()) {
            int slapper = (std::max(0, table.turnPlayer()) + 1) % players;
            while (table.isOut(slapper))
                slapper = (slapper + 1) % players;
            table.apply(Action::slap(slapper), now, events);
        } else if (table.pendingPlayer() >= 0) {
            table.apply(Action::collect(), now, events);
        } else {
            table.apply(Action::play(), now, events);
        }
    }
    return table;
}

QList<int> handsOf(const GameSession &s)
{
    QList<int> hands;
    for (int p = 0; p < s.players(); ++p)
        hands << s.handSize(p);
    return hands;
}
} // namespace

void TestGameSession::seededGameIsReproducible()
{
    GameSession a, b, c;
    a.newGame(preset("house"), 4, 1234);
    b.newGame(preset("house"), 4, 1234);
    c.newGame(preset("house"), 4, 1235);
    QCOMPARE(a.firstPlayer(), b.firstPlayer());
    auto handOf = [](const GameSession &s, int seat) {
        QList<int> ids;
        for (int i = 0; i < s.game().hand(seat).size(); ++i)
            ids << s.game().hand(seat)[i].id();
        return ids;
    };
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(handOf(a, seat), handOf(b, seat));
    QVERIFY(handOf(a, 0) != handOf(c, 0) || a.firstPlayer() != c.firstPlayer());
    QCOMPARE(a.game().cardCount(), 52);
}

void TestGameSession::playersAreRotatedFromTheFirstPlayer()
{
    GameSession s;
    const RuleSet rules = preset("house");
    // 3 players, player 2 plays first: engine seat 0 = player 2.
    QVERIFY(s.newGame(rules, 3, deckStartingWith(rules, {"5C", "6C", "7C"}), 2));
    QCOMPARE(s.turnPlayer(), 2);
    QCOMPARE(s.handSize(2), 18); // engine seat 0 gets 18 of 52
    QCOMPARE(s.handSize(0), 17);
    ReportSpy reports(&s);
    QVERIFY(s.playCard(2));
    QCOMPARE(reports.count(Event::Type::Play), 1);
    QCOMPARE(reports.events(Event::Type::Play).at(0).seat, 2);
    QCOMPARE(reports.events(Event::Type::Play).at(0).card, *Card::parse("5C"));
    QCOMPARE(s.turnPlayer(), 0); // clockwise after player 2 is player 0
    QVERIFY(s.playCard(0));
    QCOMPARE(reports.events(Event::Type::Play).at(1).card, *Card::parse("6C"));
    QCOMPARE(s.playedBy(), (QList<int>{2, 0}));
}

void TestGameSession::onlyTheTurnPlayerPlays()
{
    GameSession s;
    const RuleSet rules = preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "6C"}), 0));
    QSignalSpy changed(&s, &GameSession::stateChanged);
    QVERIFY(!s.playCard(1));
    QVERIFY(!s.playCard(7));
    QCOMPARE(changed.count(), 0);
    QVERIFY(s.playCard(0));
    QCOMPARE(changed.count(), 1);
}

// The events of an action in its report, in order; a slap's verdict
// (slapResolved) before the report, stateChanged after it.
void TestGameSession::eventsAreReportedInOrder()
{
    GameSession s;
    const RuleSet rules = preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"8C", "8D"}), 0));
    QStringList order;
    connect(&s, &GameSession::slapResolved, this, [&](int p, bool valid, PatternSet patterns, int) {
        order << QStringLiteral("slapResolved %1 %2 %3").arg(p).arg(valid).arg(patterns.bits());
    });
    connect(&s, &GameSession::actionApplied, this, [&](const ActionReport &r) {
        for (const Event &e : r.events) {
            if (e.type == Event::Type::Play)
                order << "play";
            else if (e.type == Event::Type::Slap)
                order << QStringLiteral("slap %1 %2 %3").arg(e.seat).arg(e.valid).arg(e.patterns.bits());
            else if (e.type == Event::Type::PileWon)
                order << QStringLiteral("won %1 %2 %3").arg(e.seat).arg(int(e.wonReason)).arg(e.count);
        }
    });
    connect(&s, &GameSession::stateChanged, this, [&] { order << "state"; });
    const quint64 g0 = s.generation();
    s.playCard(0);
    s.playCard(1);
    QVERIFY(s.generation() >= g0 + 2);
    const PatternSet doubleAndTopBottom{SlapPattern::Double, SlapPattern::TopBottom};
    QCOMPARE(s.slappablePatterns(), doubleAndTopBottom);
    const quint64 g1 = s.generation();
    s.slap(1);
    QVERIFY(s.generation() > g1);
    const QStringList want = {"play",
                              "state",
                              "play",
                              "state",
                              QStringLiteral("slapResolved 1 1 %1").arg(doubleAndTopBottom.bits()),
                              QStringLiteral("slap 1 1 %1").arg(doubleAndTopBottom.bits()),
                              QStringLiteral("won 1 %1 2").arg(int(PileWonReason::Slap)),
                              "state"};
    QCOMPARE(order, want);
    QCOMPARE(s.handSize(1), 27);
    QVERIFY(s.playedBy().isEmpty());
}

void TestGameSession::misslapBurnsAndKeepsGeneration()
{
    GameSession s;
    const RuleSet rules = preset("house"); // burn 2
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"5C", "7D", "9C", "2D", "3C"}), 0));
    s.playCard(0);
    ReportSpy reports(&s);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    const quint64 g = s.generation();
    s.slap(0);
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(resolved.at(0).at(1).toBool(), false);
    QCOMPARE(reports.count(Event::Type::Burn), 1);
    const Event burn = reports.events(Event::Type::Burn).at(0);
    QCOMPARE(QList<Card>(burn.cards.begin(), burn.cards.end()),
             (QList<Card>{*Card::parse("9C"), *Card::parse("3C")}));
    // A burn goes under the pile: what can be slapped did not change.
    QCOMPARE(s.generation(), g);
    QCOMPARE(s.pile().size(), std::size_t(3));
    QCOMPARE(s.playedCount(), 1);
}

void TestGameSession::rejectedSlapIsReported()
{
    GameSession s;
    RuleSet rules = preset("bicycle");
    QVERIFY(rules.setOption("misslap_limit", 1LL).empty());
    QVERIFY(s.newGame(rules, 3, rules.fullDeck(), 0));
    QSignalSpy rejected(&s, &GameSession::slapRejected);
    ReportSpy reports(&s);
    s.slap(5); // no such player: never reaches the engine
    QCOMPARE(rejected.count(), 0);
    s.slap(1);     // on an empty pile: misslap, streak 1
    s.playCard(0); // player 1 misslapped before this card: its streak goes on
    s.slap(1);     // on the next card: streak 2 > 1, out
    QCOMPARE(reports.count(Event::Type::Out), 1);
    QCOMPARE(reports.events(Event::Type::Out).at(0).seat, 1);
    QCOMPARE(s.handSize(1), 0);
    s.slap(1);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).toInt(), 1);
    QCOMPARE(rejected.at(0).at(1).value<RejectReason>(), RejectReason::Out);
    QCOMPARE(s.game().cardCount(), 52);
}

void TestGameSession::reactionTimeCountsFromTheReveal()
{
    ManualScheduler clock;
    GameSession s(&clock);
    const RuleSet rules = preset("house");
    // Player 1's first four cards go in two misslaps (burn 2 each); its
    // fifth, 8D, then makes a double on player 0's 8C.
    s.setRevealDelayMs(600);
    QVERIFY(s.newGame(
        rules, 2, deckStartingWith(rules, {"8C", "2D", "3C", "4D", "5C", "6D", "7C", "9D", "JH", "8D"}), 0));
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.slap(1); // empty pile: no reaction time
    QCOMPARE(resolved.at(0).at(3).toInt(), kNoReactionMs);
    s.playCard(0);
    clock.advance(100);
    s.slap(1); // 8C still in the air: judged on the empty pile, and no time
    QCOMPARE(resolved.at(1).at(3).toInt(), kNoReactionMs);
    clock.advance(500); // 8C lands
    clock.advance(30);
    QVERIFY(s.playCard(1)); // 8D thrown: 8C lies there alone
    clock.advance(600);     // 8D lands: the double
    clock.advance(45);
    s.slap(0); // the double 8-8, 45 ms after it could be seen
    QCOMPARE(resolved.at(2).at(1).toBool(), true);
    QCOMPARE(resolved.at(2).at(3).toInt(), 45);
}

// docs/RULES.md §12.1 on the session's clock: the card flies, nobody plays
// meanwhile, a slap is judged on the pile as it lies, and the report of
// the play comes at the landing, timed from then.
void TestGameSession::aCardCountsWhenItLands()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(kCardRevealMs);
    const RuleSet rules = preset("house");
    QVERIFY(s.newGame(rules, 3, deckStartingWith(rules, {"9C", "9D", "2H", "4S", "5D", "7C"}), 0));
    QSignalSpy thrown(&s, &GameSession::cardThrown);
    QList<ActionReport> reports;
    connect(&s, &GameSession::actionApplied, this, [&](const ActionReport &r) { reports << r; });
    QVERIFY(s.playCard(0));
    QCOMPARE(thrown.count(), 1);
    QCOMPARE(thrown.at(0).at(0).toInt(), 0);
    QCOMPARE(thrown.at(0).at(1).value<Card>(), *Card::parse("9C"));
    QCOMPARE(thrown.at(0).at(2).toInt(), kCardRevealMs);
    QVERIFY(reports.isEmpty()); // nothing reached the rules yet
    QCOMPARE(s.turnPlayer(), -1);
    QVERIFY(!s.playCard(0)); // its seat cannot play again
    QVERIFY(!s.playCard(1));
    clock.advance(kCardRevealMs - 1);
    QVERIFY(reports.isEmpty());
    clock.advance(1);
    QCOMPARE(reports.size(), 1);
    QCOMPARE(reports.at(0).action.type, Action::Type::Play);
    QCOMPARE(reports.at(0).actor, 0);
    QCOMPARE(reports.at(0).atMs, kCardRevealMs);
    QCOMPARE(reports.at(0).turnBefore, 0);
    QCOMPARE(s.turnPlayer(), 1);
    clock.advance(100);
    QVERIFY(s.playCard(1)); // 9D in the air over 9C
    clock.advance(50);
    s.slap(2); // judged on 9C alone: a misslap, 150 ms after 9C landed
    QCOMPARE(reports.size(), 2);
    QCOMPARE(reports.at(1).reactionMs, 150);
    QVERIFY(reports.at(1).find(Event::Type::Slap));
    QVERIFY(!reports.at(1).find(Event::Type::Slap)->valid);
    QCOMPARE(reports.at(1).playedBefore, QList<Card>{*Card::parse("9C")});
    clock.advance(kCardRevealMs - 50); // 9D lands: the double lies there
    QCOMPARE(reports.size(), 3);
    QCOMPARE(reports.at(2).atMs, 2 * kCardRevealMs + 100);
    clock.advance(1);
    s.slap(0);
    QCOMPARE(reports.at(3).reactionMs, 1); // never before the card was visible
    QVERIFY(reports.at(3).find(Event::Type::Slap)->valid);
}

void TestGameSession::aCardInTheAirGoesBackAndIsSaid()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(kCardRevealMs);
    const RuleSet rules = preset("house");
    QVERIFY(s.newGame(rules, 3, deckStartingWith(rules, {"9C", "9D", "2H", "4S", "5D", "7C"}), 0));
    QSignalSpy back(&s, &GameSession::cardWentBack);
    ReportSpy reports(&s);
    QStringList told; // in the order the signals came
    connect(&s, &GameSession::cardWentBack, this, [&] { told << QStringLiteral("back"); });
    connect(&s, &GameSession::slapResolved, this, [&] { told << QStringLiteral("slap"); });
    connect(&s, &GameSession::actionApplied, this,
            [&](const ActionReport &r) { told << QStringLiteral("report %1").arg(int(r.action.type)); });
    s.playCard(0);
    clock.advance(kCardRevealMs);
    s.playCard(1);
    clock.advance(kCardRevealMs); // the double 9-9
    QVERIFY(s.playCard(2));       // 2H in the air
    clock.advance(60);
    s.slap(0); // takes the double (`leader: next`: Bea leads)
    QCOMPARE(s.handSize(2), 17);
    told.clear();
    clock.advance(kCardRevealMs);
    // It went back as it came down: no play reached the rules, no report.
    QCOMPARE(told, QStringList{QStringLiteral("back")});
    QCOMPARE(back.count(), 1);
    QCOMPARE(back.at(0).at(0).toInt(), 2);
    QCOMPARE(back.at(0).at(1).value<Card>(), *Card::parse("2H"));
    QCOMPARE(back.at(0).at(2).value<FlightEnd>(), FlightEnd::PileWon);
    QCOMPARE(back.at(0).at(3).toInt(), 0);
    QCOMPARE(reports.count(Event::Type::Play), 2); // 2H never reached the pile
    QCOMPARE(s.handSize(2), 17);
    QCOMPARE(s.game().hand(2)[0], *Card::parse("2H"));
    QCOMPARE(s.turnPlayer(), 1);
    QCOMPARE(s.playedCount(), 0);

    // Paused in the air: it waits there, and lands after the pause.
    QVERIFY(s.playCard(1));
    clock.advance(100);
    s.pause();
    clock.advance(5000);
    QCOMPARE(reports.count(Event::Type::Play), 2);
    s.resume();
    clock.advance(kCardRevealMs - 100);
    QCOMPARE(reports.count(Event::Type::Play), 3);

    // Its own player slaps while it is in the air: it goes back first, and
    // is told first, then the slap is judged on the pile as it lies.
    const int thrower = s.turnPlayer();
    QVERIFY(s.playCard(thrower));
    clock.advance(50);
    told.clear();
    s.slap(thrower);
    QCOMPARE(told, (QStringList{QStringLiteral("back"), QStringLiteral("slap"),
                                QStringLiteral("report %1").arg(int(Action::Type::Slap))}));
    QCOMPARE(back.last().at(2).value<FlightEnd>(), FlightEnd::Slapped);
}

// One card's race: its reveal, what the pile showed, and every slap at it
// timed from the reveal (negative before), judged, refused as late, or
// refused because the player could not race at all.
void TestGameSession::aSlapRaceIsOneCardsSlaps()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(100);
    s.setPlaysLandAtOnce(true); // the earlier clock (a record of version 1): a slap can be early
    SlapRaceFollower races;
    QList<ActionReport> reports;
    QList<const SlapRace::Slap *> added;
    connect(&s, &GameSession::actionApplied, this, [&](const ActionReport &r) {
        reports << r;
        added << races.follow(r, s.table(), int(reports.size()) - 1);
    });
    const RuleSet rules = preset("house");
    QVERIFY(s.newGame(rules, 3, deckStartingWith(rules, {"9C", "9D", "2H", "4S", "5D", "7C"}), 0));
    QVERIFY(!races.hasRace()); // no card yet: no race to join
    QVERIFY(s.playCard(0));    // 9C at 0
    QVERIFY(races.hasRace());
    QCOMPARE(races.ended(), nullptr);
    clock.advance(1000);
    QVERIFY(s.playCard(1)); // 9D at 1000: a double, visible at 1100
    QVERIFY(races.ended());
    QCOMPARE(races.ended()->card, *Card::parse("9C"));
    const SlapRace &race = races.current();
    QCOMPARE(race.action, 1);
    QCOMPARE(race.card, *Card::parse("9D"));
    QCOMPARE(race.playedBy, 1);
    QCOMPARE(race.playedAtMs, 1000);
    QCOMPARE(race.visibleAtMs, 1100);
    QVERIFY(race.patterns[0].contains(SlapPattern::Double));
    QVERIFY(race.patterns[1].empty());
    QCOMPARE(race.cards[0], (QList<Card>{*Card::parse("9C"), *Card::parse("9D")}));
    clock.advance(40);
    s.slap(2); // 60 ms before it could be seen: a good slap, but early
    QVERIFY(added.constLast());
    QCOMPARE(added.constLast()->ms, -60);
    QCOMPARE(reports.constLast().reactionMs, -60); // the engine's time is the race's
    QVERIFY(added.constLast()->early());
    QVERIFY(added.constLast()->valid());
    clock.advance(90);
    s.slap(0); // 30 ms after the reveal, after Cal took it: refused as late
    QCOMPARE(races.current().slaps.size(), 2);
    const SlapRace::Slap &late = races.current().slaps.at(1);
    QCOMPARE(late.ms, 30);
    QCOMPARE(late.verdict, SlapRace::Slap::Verdict::Refused);
    QCOMPARE(late.refusal, RejectReason::Late);
    QVERIFY(late.contends());
    QCOMPARE(races.current().winner()->player, 2);
    QCOMPARE(races.current().slapOf(0), &late);
    QCOMPARE(races.current().contenders().size(), 2);
    QVERIFY(!late.again);
    s.slap(2); // Cal again, after taking it: refused as late, but no race lost
    QCOMPARE(races.current().slaps.size(), 3);
    QVERIFY(races.current().slaps.at(2).again);
    QVERIFY(!races.current().slaps.at(2).contends());
    QCOMPARE(races.current().contenders().size(), 2);

    // Refused for being out (or sitting out, or after the game): no contender.
    SlapRace::Slap out;
    out.verdict = SlapRace::Slap::Verdict::Refused;
    out.refusal = RejectReason::Out;
    QVERIFY(!out.contends());
    out.refusal = RejectReason::SittingOut;
    QVERIFY(!out.contends());
    out.verdict = SlapRace::Slap::Verdict::Misslap;
    QVERIFY(out.contends());
}

// The split pile (docs/RULES.md §9.2): the split's slap belongs to the race
// of the 8 it split, and the card it puts down starts the next race.
void TestGameSession::aSlapRaceOnTheSplitPile()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(100);
    s.setPlaysLandAtOnce(true); // the times as the earlier clock had them
    SlapRaceFollower races;
    const SlapRace::Slap *split = nullptr;
    int raceOfSplit = -1;
    connect(&s, &GameSession::actionApplied, this, [&](const ActionReport &r) {
        const SlapRace::Slap *slap = races.follow(r, s.table());
        if (r.call() == Call::Split) {
            split = slap;
            raceOfSplit = races.ended() ? int(races.ended()->playedAtMs) : -1;
        }
    });
    RuleSet rules = preset("house");
    QVERIFY(rules.setOption("split_eights", true).empty());
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"3C", "8D", "KH", "4S", "5D", "7C"}), 0));
    QVERIFY(s.playCard(0)); // 3C
    clock.advance(500);
    QVERIFY(s.playCard(1)); // 8D at 500
    clock.advance(350);
    s.slap(0); // a split at 850: 250 ms after the 8 showed
    QVERIFY(split);
    QCOMPARE(split->ms, 250);
    QCOMPARE(split->call, Call::Split);
    QCOMPARE(raceOfSplit, 500);
    QCOMPARE(races.current().pile, PileId::Split);
    QCOMPARE(races.current().card, *Card::parse("KH"));
    QCOMPARE(races.current().visibleAtMs, 950);
    // The session's own follower agrees, and times the next slap from the
    // card the split put down (950), not from the older 3C's reveal (100):
    // the report's reaction time is the race's.
    QCOMPARE(s.races().current().visibleAtMs, 950);
    std::optional<ActionReport> next;
    connect(&s, &GameSession::actionApplied, this, [&](const ActionReport &r) { next = r; });
    clock.advance(500);
    s.slap(1); // 1350
    QVERIFY(next && next->raced);
    QCOMPARE(next->raced->ms, 400);
    QCOMPARE(next->reactionMs, 400);
    QCOMPARE(next->actionIndex, 3);
}

// Whole games, on one pile and with split eights (docs/RULES.md §9.2),
// slaps early and late: the race's time of every slap made while a played
// card lies on the table is the report's reaction time, and a follower of
// the reports (as every view had one) reads the races the session fills in,
// so the views that read one or the other cannot disagree. (Before the
// session timed slaps by its race, a slap after a split was timed from the
// older top card by the report and from the split's card by the race.)
void TestGameSession::raceTimesAreTheReportsTimes()
{
    RuleSet split = preset("house");
    QVERIFY(split.setOption("split_eights", true).empty());
    for (const RuleSet &rules : {preset("house"), split})
        for (const bool earlierClock : {false, true}) {
            int compared = 0, early = 0, negative = 0;
            for (quint64 seed = 1; seed <= 10; ++seed) {
                ManualScheduler clock;
                GameSession s(&clock);
                s.setRevealDelayMs(kCardRevealMs);
                s.setPlaysLandAtOnce(earlierClock);
                SlapRaceFollower races;
                connect(&s, &GameSession::actionApplied, this, [&](const ActionReport &r) {
                    const bool onTable = !r.playedBefore.isEmpty() || !r.splitBefore.isEmpty();
                    const SlapRace::Slap *slap = races.follow(r, s.table(), r.actionIndex);
                    QCOMPARE(bool(slap), r.raced.has_value());
                    if (!slap)
                        return;
                    QCOMPARE(r.raced->ms, slap->ms);
                    QCOMPARE(r.raced->action, slap->action);
                    QCOMPARE(s.races().current().visibleAtMs, races.current().visibleAtMs);
                    if (!onTable)
                        return;
                    QCOMPARE(slap->ms, r.reactionMs);
                    ++compared;
                    early += slap->early() ? 1 : 0;
                    negative += r.reactionMs < 0 ? 1 : 0;
                });
                Random random(seed);
                s.newGame(rules, 3, seed);
                for (int i = 0; i < 20000 && !s.isOver(); ++i) {
                    clock.advance(50 + int(random.below(400)));
                    if (!s.slappablePatterns().empty() || random.below(20) == 0) {
                        clock.advance(int(random.below(500))); // 0..500 ms: before the reveal (220) or after
                        s.slap(int(random.below(3)));
                        if (random.below(2) == 0) {
                            clock.advance(int(random.below(150)));
                            s.slap(int(random.below(3)));
                        }
                    } else if (s.pendingPlayer() >= 0) {
                        s.collect();
                    } else {
                        s.playCard(s.turnPlayer());
                    }
                }
            }
            QVERIFY2(compared > 300, qPrintable(QString::number(compared)));
            if (earlierClock) {
                QVERIFY2(early > 30, qPrintable(QString::number(early)));
            } else { // docs/RULES.md §12.2: no slap before its card was visible
                QCOMPARE(early, 0);
                QCOMPARE(negative, 0);
            }
        }
}

void TestGameSession::collectWaitsForTheDelay()
{
    GameSession s;
    const RuleSet rules = preset("bicycle"); // on_collect, leader winner
    // Player 0 plays J, player 1 answers 4: the challenge is lost.
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "4D"}), 0));
    s.setCollectDelayMs(kMinCollectDelayMs);
    ReportSpy reports(&s);
    s.playCard(0);
    s.playCard(1);
    QCOMPARE(reports.collectsPending().size(), 1);
    QCOMPARE(reports.collectsPending().at(0).collectPlayer, 0);
    QCOMPARE(reports.collectsPending().at(0).collectDelayMs, kMinCollectDelayMs);
    QCOMPARE(s.pendingPlayer(), 0);
    QCOMPARE(s.turnPlayer(), -1);
    QVERIFY(!s.playCard(0)); // nobody plays while an award is pending
    QCOMPARE(reports.count(Event::Type::PileWon), 0);
    QTRY_COMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).seat, 0);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).wonReason, PileWonReason::Challenge);
    QCOMPARE(s.turnPlayer(), 0);
    QCOMPARE(s.handSize(0), 27);
}

void TestGameSession::slapStealsAPendingPile()
{
    GameSession s;
    const RuleSet rules = preset("bicycle"); // tens with a letter between
    // 0 plays 6C, 1 challenges with JD, 0 answers 4D: the challenge is
    // lost, but 6-J-4 is tens: player 0 steals the pile before the collect.
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"6C", "JD", "4D"}), 0));
    s.setAutoCollect(false);
    s.playCard(0);
    s.playCard(1);
    s.playCard(0);
    QCOMPARE(s.pendingPlayer(), 1);
    QCOMPARE(s.slappablePatterns(), PatternSet{SlapPattern::Tens});
    ReportSpy reports(&s);
    s.slap(0);
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).seat, 0);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).wonReason, PileWonReason::Slap);
    QCOMPARE(s.pendingPlayer(), -1);
    QCOMPARE(s.turnPlayer(), 0); // leader: winner
    QVERIFY(!s.collect());
}

void TestGameSession::misslapUnderAPendingPileIsCollected()
{
    GameSession s;
    const RuleSet rules = preset("bicycle"); // burn 1
    // 6C, JD, 2H: the challenge is lost and 6-J-2 matches nothing.
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"6C", "JD", "2H"}), 0));
    s.setAutoCollect(false);
    s.playCard(0);
    s.playCard(1);
    s.playCard(0);
    QCOMPARE(s.pendingPlayer(), 1);
    QVERIFY(s.slappablePatterns().empty());
    ReportSpy reports(&s);
    s.slap(0); // misslap: one card burned under the pending pile
    QCOMPARE(s.pendingPlayer(), 1);
    QCOMPARE(s.pile().size(), std::size_t(4));
    QVERIFY(s.collect());
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).count, 4);
    QVERIFY(!s.collect());
}

void TestGameSession::pauseFreezesCollectAndInput()
{
    GameSession s;
    const RuleSet rules = preset("bicycle");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "4D"}), 0));
    s.setCollectDelayMs(kMinCollectDelayMs);
    ReportSpy reports(&s);
    QSignalSpy paused(&s, &GameSession::pausedChanged);
    s.playCard(0);
    s.playCard(1);
    const quint64 g = s.generation();
    s.pause();
    QVERIFY(s.isPaused());
    QVERIFY(s.generation() > g);
    QCOMPARE(paused.count(), 1);
    QSignalSpy resolved(&s, &GameSession::slapResolved);
    s.slap(1); // ignored while paused
    QCOMPARE(resolved.count(), 0);
    QTest::qWait(kMinCollectDelayMs + 200); // far beyond the delay: nothing may happen while paused
    QCOMPARE(reports.count(Event::Type::PileWon), 0);
    s.resume();
    QCOMPARE(paused.count(), 2);
    QTRY_COMPARE(reports.count(Event::Type::PileWon), 1);
}

void TestGameSession::newGameDropsPendingCollect()
{
    GameSession s;
    const RuleSet rules = preset("bicycle");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "4D"}), 0));
    s.setCollectDelayMs(kMinCollectDelayMs);
    s.playCard(0);
    s.playCard(1);
    QCOMPARE(s.pendingPlayer(), 0);
    ReportSpy reports(&s);
    s.newGame(rules, 2, 99);
    QCOMPARE(s.pendingPlayer(), -1);
    QTest::qWait(kMinCollectDelayMs + 200);
    QCOMPARE(reports.count(Event::Type::PileWon), 0);
    QCOMPARE(s.game().cardCount(), 52);
}

// Every accepted or rejected action is one report, with all its events,
// before stateChanged, with the pile as the action found it.
void TestGameSession::oneReportPerAction()
{
    GameSession s;
    const RuleSet rules = preset("house");
    QVERIFY(s.newGame(rules, 3, deckStartingWith(rules, {"5C", "7D", "5H"}), 1));
    QList<ActionReport> reports;
    QStringList order;
    connect(&s, &GameSession::actionApplied, &s, [&](const ActionReport &r) {
        reports << r;
        order << QStringLiteral("report");
    });
    connect(&s, &GameSession::stateChanged, &s, [&] { order << QStringLiteral("state"); });
    QVERIFY(s.playCard(1)); // player 1 plays first (seat 0)
    QCOMPARE(order, (QStringList{"report", "state"}));
    QVERIFY(reports.at(0).find(Event::Type::Play));
    QCOMPARE(reports.at(0).find(Event::Type::Play)->seat, 1);
    QVERIFY(s.playCard(2));
    QVERIFY(s.playCard(0)); // 5 7 5: a sandwich
    s.slap(2);
    s.slap(0); // the pile is gone: a misslap on an empty pile
    QCOMPARE(reports.size(), 5);
    QCOMPARE(reports.at(0).actor, 1);
    QVERIFY(reports.at(0).playedBefore.isEmpty());
    const ActionReport &slap = reports.at(3);
    QCOMPARE(slap.action.type, Action::Type::Slap);
    QCOMPARE(slap.actor, 2);
    QCOMPARE(slap.playedBefore.size(), 3);
    QCOMPARE(slap.playedByBefore, (QList<int>{1, 2, 0}));
    QCOMPARE(slap.pileBefore, slap.playedBefore); // nothing burned yet
    QCOMPARE(slap.events.size(), 2);
    QVERIFY(slap.find(Event::Type::Slap)->valid);
    QCOMPARE(slap.find(Event::Type::PileWon)->seat, 2);
    QVERIFY(!slap.rejected());
    QVERIFY(reports.at(4).playedBefore.isEmpty());
    QCOMPARE(reports.at(4).reactionMs, kNoReactionMs);
}

void TestGameSession::reportTellsTheChallengeAndItsCollect()
{
    ManualScheduler clock;
    GameSession s(&clock);
    const RuleSet rules = preset("bicycle"); // on_collect
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "4D"}), 0));
    QList<ActionReport> reports;
    connect(&s, &GameSession::actionApplied, &s, [&](const ActionReport &r) { reports << r; });
    QVERIFY(s.playCard(0)); // J: player 1 must answer with one card
    QCOMPARE(reports.at(0).turnAfter, 1);
    QCOMPARE(reports.at(0).challengerAfter, 0);
    QCOMPARE(reports.at(0).chancesAfter, 1);
    QVERIFY(!reports.at(0).overAfter);
    QVERIFY(s.playCard(1));                // 4: lost
    QCOMPARE(reports.at(1).turnAfter, -1); // the award is pending
    QCOMPARE(reports.at(1).challengerAfter, -1);
    QCOMPARE(reports.at(1).challengerBefore, 0);
    QCOMPARE(reports.at(1).chancesBefore, 1);
    QCOMPARE(reports.at(1).collectPlayer, 0);
    QCOMPARE(reports.at(1).collectDelayMs, kDefaultCollectDelayMs);
    QCOMPARE(reports.at(1).challengeLoser, 1);
    clock.advance(kDefaultCollectDelayMs);
    QCOMPARE(reports.size(), 3);
    const ActionReport &collect = reports.at(2);
    QCOMPARE(collect.action.type, Action::Type::Collect);
    QCOMPARE(collect.actor, 0);
    QCOMPARE(collect.find(Event::Type::PileWon)->wonReason, PileWonReason::Challenge);
    QCOMPARE(collect.collectPlayer, -1);
    QCOMPARE(collect.playedBefore.size(), 2);
}

void TestGameSession::restoreRefusesAGameThatIsOver()
{
    const Table table = playedToTheEnd(21, 3);
    QVERIFY(table.isOver());
    ManualScheduler clock;
    GameSession s(&clock);
    QSignalSpy started(&s, &GameSession::gameStarted);
    // Save and resume: nothing to play on with, nothing changes.
    QVERIFY(!s.restore(preset("house"), 3, table.dealtDeck(), table.firstPlayer(), table.recordedActions()));
    QVERIFY(!s.hasGame());
    QCOMPARE(started.count(), 0);
}

void TestGameSession::restoreAnywhereReachesTheEnd()
{
    const Table table = playedToTheEnd(21, 3);
    const std::vector<RecordedAction> &actions = table.recordedActions();
    const RuleSet rules = preset("house");
    ManualScheduler clock;
    clock.advance(5000);
    GameSession s(&clock);
    QSignalSpy started(&s, &GameSession::gameStarted);
    ReportSpy reports(&s);
    // The end: over, the winner's, paused at the last action's time, and
    // silent (no game_over event, as no action was reported).
    QVERIFY(s.restore(rules, 3, table.dealtDeck(), table.firstPlayer(), actions,
                      GameSession::RestoreEnd::Anywhere));
    QCOMPARE(started.count(), 1);
    QCOMPARE(reports.count(Event::Type::GameOver), 0);
    QVERIFY(s.isOver());
    QCOMPARE(s.winner(), table.winner());
    QVERIFY(s.isPaused());
    QCOMPARE(s.elapsedMs(), actions.back().atMs);
    QList<int> hands;
    for (int p = 0; p < 3; ++p)
        hands << table.handSize(p);
    QCOMPARE(handsOf(s), hands);
    // An action after the end is refused as the rules refuse any.
    std::vector<RecordedAction> more = actions;
    more.push_back({Action::play(), actions.back().atMs + 10});
    QVERIFY(
        s.restore(rules, 3, table.dealtDeck(), table.firstPlayer(), more, GameSession::RestoreEnd::Anywhere));
    QVERIFY(s.isOver());
    QCOMPARE(handsOf(s), hands);
    QCOMPARE(s.elapsedMs(), actions.back().atMs + 10);
    // Halfway: the table as it stood, and play goes on from there.
    const std::size_t half = actions.size() / 2;
    Table mid(rules, 3, table.dealtDeck(), table.firstPlayer());
    std::vector<Event> events;
    for (std::size_t i = 0; i < half; ++i)
        mid.apply(actions[i].action, actions[i].atMs, events);
    QVERIFY(!mid.isOver());
    QVERIFY(s.restore(rules, 3, table.dealtDeck(), table.firstPlayer(),
                      std::span<const RecordedAction>(actions).first(half),
                      GameSession::RestoreEnd::Anywhere));
    QVERIFY(!s.isOver());
    QList<int> midHands;
    for (int p = 0; p < 3; ++p)
        midHands << mid.handSize(p);
    QCOMPARE(handsOf(s), midHands);
    QCOMPARE(s.turnPlayer(), mid.turnPlayer());
    QCOMPARE(int(s.pile().size()), int(mid.game().pile().size()));
    // The same prefix restores as before with the default end, and on a
    // clock younger than the game (the app's, at its start) the game time
    // is still the record's and goes on from there.
    ManualScheduler fresh;
    GameSession resumed(&fresh);
    QVERIFY(resumed.restore(rules, 3, table.dealtDeck(), table.firstPlayer(),
                            std::span<const RecordedAction>(actions).first(half)));
    QCOMPARE(handsOf(resumed), midHands);
    QCOMPARE(resumed.elapsedMs(), actions[half - 1].atMs);
    resumed.resume();
    fresh.advance(250);
    QCOMPARE(resumed.elapsedMs(), actions[half - 1].atMs + 250);
}

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
