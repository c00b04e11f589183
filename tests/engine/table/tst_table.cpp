// SPDX-License-Identifier: GPL-3.0-or-later
// The Table: what the app's session and the simulator share. Players
// around the table, the generation of the pile, the collect deadline, the
// reaction times, who played each card, and the invariant checks.
#include "EngineTestUtil.h"
#include "Random.h"
#include "Table.h"

#include <QTest>

#include <algorithm>

using namespace ratscrew;
using namespace ratscrew::test;

class TestTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playersGoRoundFromTheFirstPlayer();
    void dealerFollowsTheRules();
    void eventsSpeakOfPlayers();
    void generationMovesWithThePlayedCards();
    void patternsFollowThePile();
    void reactionTimeCountsFromTheReveal();
    void collectDeadlineStartsOnceAndStops();
    void collectDelayIsClampedToOneRange();
    void answererIsWhoMustAnswerNow();
    void shuffleIsTheSeed();
    void setupIsValidated();
    void checkingSeesNoViolationInAFairGame();
};

namespace {

// A 4-player table whose first player is `first`: `hands` are given in
// the order of the deal, from the first player clockwise.
Table fourWithFirst(int first, const QStringList &hands = {})
{
    const RuleSet rules = makeRules("house");
    return Table(rules, 4, dealDeck(rules, 4, hands), first);
}

} // namespace

void TestTable::playersGoRoundFromTheFirstPlayer()
{
    const RuleSet rules = makeRules("house");
    const std::vector<Card> deck = cards("5C 6D 7H 8S 9C");
    std::vector<Card> full = deck;
    for (Card c : rules.fullDeck())
        if (std::find(deck.begin(), deck.end(), c) == deck.end())
            full.push_back(c);
    const Table t(rules, 4, full, 2);
    QCOMPARE(t.firstPlayer(), 2);
    QCOMPARE(t.turnPlayer(), 2);
    // The first player gets the deck's first card, then clockwise.
    QCOMPARE(t.game().hand(2)[0], deck[0]);
    QCOMPARE(t.game().hand(3)[0], deck[1]);
    QCOMPARE(t.game().hand(0)[0], deck[2]);
    QCOMPARE(t.game().hand(1)[0], deck[3]);
    QCOMPARE(t.game().hand(2)[1], deck[4]);
    for (int p = 0; p < 4; ++p)
        QCOMPARE(t.handSize(p), 13);
    QCOMPARE(t.handSize(4), 0);
    QCOMPARE(t.handSize(-1), 0);
    QVERIFY(!t.isOut(-1));
}

// docs/RULES.md §1: the dealer sits before the first player; in the
// `slaps` presets (seed 003's table) the dealer starts.
void TestTable::dealerFollowsTheRules()
{
    for (const std::string_view name : RuleSet::presetNames()) {
        const RuleSet rules = *RuleSet::preset(name);
        const bool starts = name.substr(0, 5) == "slaps";
        QCOMPARE(rules.dealerStarts(), starts);
        for (int players = 2; players <= 8; ++players) {
            for (int first = 0; first < players; ++first) {
                const Table t(rules, players, rules.fullDeck(), first);
                const int dealer = starts ? first : (first + players - 1) % players;
                QCOMPARE(t.dealer(), dealer);
                QCOMPARE(Table::dealerOf(rules, first, players), dealer);
            }
        }
    }
    // A rule fact, not a name: both of seed 003's rules make the dealer start.
    RuleSet house = *RuleSet::preset("house");
    QVERIFY(house.setOption("misslap_leads", true).empty());
    QVERIFY(!house.dealerStarts());
    QVERIFY(house.setOption("slap_in_miss", std::string("sit_out")).empty());
    QVERIFY(house.dealerStarts());
    QCOMPARE(Table(house, 4, house.fullDeck(), 1).dealer(), 1);
    QCOMPARE(Table(*RuleSet::preset("house"), 4, house.fullDeck(), 0).dealer(), 3);
}

void TestTable::eventsSpeakOfPlayers()
{
    Table t = fourWithFirst(3, {"5C", "7D", "5H", "9S"});
    std::vector<Event> events;
    for (int expected : {3, 0, 1}) {
        events.clear();
        t.apply(Action::play(), 0, events);
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0].type, Event::Type::Play);
        QCOMPARE(events[0].seat, expected);
    }
    QCOMPARE(std::vector<int>(t.playedBy().begin(), t.playedBy().end()), (std::vector<int>{3, 0, 1}));
    // A sandwich 5-7-5: player 2 slaps it (the action names a player too).
    events.clear();
    t.apply(Action::slap(2), 0, events);
    QCOMPARE(events.size(), std::size_t(2));
    QCOMPARE(events[0].type, Event::Type::Slap);
    QCOMPARE(events[0].seat, 2);
    QVERIFY(events[0].valid);
    QCOMPARE(events[1].type, Event::Type::PileWon);
    QCOMPARE(events[1].seat, 2);
    QCOMPARE(events[1].count, 3);
    QVERIFY(t.playedBy().empty());
    QCOMPARE(t.handSize(2), 16);
    QCOMPARE(t.turnPlayer(), t.game().turn());
}

void TestTable::generationMovesWithThePlayedCards()
{
    Table t = fourWithFirst(0, {"5C", "5D"});
    std::vector<Event> events;
    const std::uint64_t g0 = t.generation();
    t.apply(Action::play(), 0, events);
    QCOMPARE(t.generation(), g0 + 1);
    t.apply(Action::play(), 0, events); // the double
    QCOMPARE(t.generation(), g0 + 2);
    t.apply(Action::slap(3), 0, events); // won: the played cards change again
    QCOMPARE(t.generation(), g0 + 3);
    t.apply(Action::slap(3), 0, events); // a misslap on an empty pile: nothing played changed
    QCOMPARE(t.generation(), g0 + 3);
    t.advanceGeneration(); // the owner's pause
    QCOMPARE(t.generation(), g0 + 4);
}

void TestTable::patternsFollowThePile()
{
    Table t = fourWithFirst(0, {"5C", "5D"});
    std::vector<Event> events;
    QVERIFY(t.patterns().empty());
    t.apply(Action::play(), 0, events);
    QVERIFY(t.patterns().empty());
    t.apply(Action::play(), 0, events);
    QCOMPARE(t.patterns(), t.game().slappablePatterns());
    QVERIFY(t.patterns().contains(SlapPattern::Double));
    t.apply(Action::slap(1), 0, events);
    QVERIFY(t.patterns().empty());
}

void TestTable::reactionTimeCountsFromTheReveal()
{
    Table t = fourWithFirst(0);
    t.setRevealDelayMs(220);
    QCOMPARE(t.revealDelayMs(), 220);
    QCOMPARE(t.reactionMs(5000), kNoReactionMs); // nothing on the pile
    std::vector<Event> events;
    t.apply(Action::play(), 1000, events);
    // Before the card landed: negative, never rounded to a 0 ms reaction.
    QCOMPARE(t.reactionMs(1000), -220);
    QCOMPARE(t.reactionMs(1100), -120);
    QCOMPARE(t.reactionMs(1219), -1);
    QCOMPARE(t.reactionMs(1220), 0); // as it lands
    QCOMPARE(t.reactionMs(1500), 280);
    t.apply(Action::play(), 2000, events); // the top card is the newest
    QCOMPARE(t.reactionMs(2300), 80);
    t.setRevealDelayMs(-5);
    QCOMPARE(t.revealDelayMs(), 0);
}

void TestTable::collectDeadlineStartsOnceAndStops()
{
    const RuleSet rules = makeRules("bicycle"); // collect: on_collect
    QCOMPARE(rules.collect, Collect::OnCollect);
    Table t(rules, 2, dealDeck(rules, 2, {"JC 2C", "4D 3D"}), 0);
    t.setCollectDelayMs(1500);
    std::vector<Event> events;
    QCOMPARE(t.apply(Action::play(), 100, events).collect, CollectTimer::Stop); // J: a challenge
    QCOMPARE(t.answererPlayer(), 1);
    const TableStep lost = t.apply(Action::play(), 400, events); // 4: the challenge is lost
    QCOMPARE(lost.collect, CollectTimer::Start);
    QCOMPARE(lost.collectDueMs, 400 + 1500);
    QCOMPARE(t.pendingPlayer(), 0);
    // A misslap while the award is pending keeps the deadline running.
    QCOMPARE(t.apply(Action::slap(1), 600, events).collect, CollectTimer::Keep);
    events.clear();
    QCOMPARE(t.apply(Action::collect(), 1900, events).collect, CollectTimer::Stop);
    QCOMPARE(t.pendingPlayer(), -1);
    QVERIFY(!events.empty());
    QCOMPARE(events.back().type, Event::Type::PileWon);
    QCOMPARE(events.back().seat, 0);
    QCOMPARE(events.back().wonReason, PileWonReason::Challenge);
}

void TestTable::collectDelayIsClampedToOneRange()
{
    Table t = fourWithFirst(0);
    QCOMPARE(t.collectDelayMs(), kDefaultCollectDelayMs);
    t.setCollectDelayMs(0);
    QCOMPARE(t.collectDelayMs(), kMinCollectDelayMs);
    t.setCollectDelayMs(1000000);
    QCOMPARE(t.collectDelayMs(), kMaxCollectDelayMs);
    t.setCollectDelayMs(2500);
    QCOMPARE(t.collectDelayMs(), 2500);
}

void TestTable::answererIsWhoMustAnswerNow()
{
    Table t = fourWithFirst(1, {"QC", "2D", "3H"});
    std::vector<Event> events;
    QCOMPARE(t.answererPlayer(), -1);
    t.apply(Action::play(), 0, events); // player 1 plays a queen: player 2 must answer
    QCOMPARE(t.challengerPlayer(), 1);
    QCOMPARE(t.answererPlayer(), 2);
    QCOMPARE(t.chancesLeft(), 2);
    t.apply(Action::play(), 0, events); // 2: one chance left
    QCOMPARE(t.answererPlayer(), 2);
    QCOMPARE(t.chancesLeft(), 1);
}

void TestTable::shuffleIsTheSeed()
{
    const RuleSet rules = makeRules("house");
    Random a(42), b(42), c(43);
    const Table::Deal da = Table::shuffle(rules, 5, a);
    const Table::Deal db = Table::shuffle(rules, 5, b);
    const Table::Deal dc = Table::shuffle(rules, 5, c);
    QVERIFY(da.deck == db.deck);
    QCOMPARE(da.firstPlayer, db.firstPlayer);
    QVERIFY(da.deck != dc.deck);
    QVERIFY(da.firstPlayer >= 0 && da.firstPlayer < 5);
    Random again(42);
    const Table t(rules, 5, again);
    QCOMPARE(t.firstPlayer(), da.firstPlayer);
    QCOMPARE(t.game().hand(da.firstPlayer)[0], da.deck[0]); // the first card to the first player
    QCOMPARE(t.players(), 5);
    Random clamp(1);
    QCOMPARE(Table(rules, 99, clamp).players(), kMaxPlayers);
}

void TestTable::setupIsValidated()
{
    const RuleSet rules = makeRules("house");
    const std::vector<Card> deck = rules.fullDeck();
    QVERIFY(Table::validateSetup(rules, 4, deck, 3).empty());
    QVERIFY(!Table::validateSetup(rules, 4, deck, 4).empty());
    QVERIFY(!Table::validateSetup(rules, 4, deck, -1).empty());
    QVERIFY(!Table::validateSetup(rules, 1, deck, 0).empty());
    QVERIFY(!Table::validateSetup(rules, 4, std::span<const Card>(deck).first(51), 0).empty());
}

void TestTable::checkingSeesNoViolationInAFairGame()
{
    const RuleSet rules = makeRules("slaps");
    Random random(7);
    Table t(rules, 3, random);
    t.setChecking(true);
    std::vector<Event> events;
    std::int64_t now = 0;
    for (int i = 0; i < 5000 && !t.isOver(); ++i) {
        now += 10;
        const std::uint32_t roll = random.below(10);
        Action action = Action::play();
        if (t.pendingPlayer() >= 0)
            action = roll < 3 ? Action::slap(int(random.below(3))) : Action::collect();
        else if (roll < 2)
            action = Action::slap(int(random.below(3)));
        events.clear();
        t.apply(action, now, events);
        QVERIFY(!events.empty());
        for (const Event &e : events)
            QVERIFY(e.seat >= -1 && e.seat < 3);
        QVERIFY2(t.violation().empty(), t.violation().c_str());
    }
    QCOMPARE(t.game().cardCount(), rules.deckSize());
}

QTEST_APPLESS_MAIN(TestTable)
#include "tst_table.moc"
