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
    void reactionTimeCountsFromTheLanding();
    void aCardCountsWhenItLands();
    void aSlapInTheAirIsJudgedOnThePileAsItLies();
    void aCardGoesBackWhenThePileWasWonMeanwhile();
    void aCardGoesBackWhenItsPlayerSlaps();
    void aCardGoesBackWhenTimeIsUp();
    void aCardDueLandsBeforeTheNextAction();
    void theEarlierClockPlaysAtOnce();
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

// docs/RULES.md §1: the dealer sits before the first player; with
// `dealer_starts` (the `slaps` presets, seed 003's table) the dealer starts.
void TestTable::dealerFollowsTheRules()
{
    for (const std::string_view name : RuleSet::presetNames()) {
        const RuleSet rules = *RuleSet::preset(name);
        const bool starts = name.substr(0, 5) == "slaps";
        QCOMPARE(rules.dealerStarts, starts);
        for (int players = 2; players <= 8; ++players) {
            for (int first = 0; first < players; ++first) {
                const Table t(rules, players, rules.fullDeck(), first);
                const int dealer = starts ? first : (first + players - 1) % players;
                QCOMPARE(t.dealer(), dealer);
                QCOMPARE(Table::dealerOf(rules, first, players), dealer);
            }
        }
    }
    // An option of its own, not guessed from others: seed 003's misslap
    // rules leave the dealer where it was, and `dealer_starts` alone moves it.
    RuleSet house = *RuleSet::preset("house");
    QVERIFY(house.setOption("misslap_leads", true).empty());
    QVERIFY(house.setOption("slap_in_miss", std::string("sit_out")).empty());
    QCOMPARE(Table(house, 4, house.fullDeck(), 1).dealer(), 0);
    QVERIFY(house.setOption("dealer_starts", true).empty());
    QCOMPARE(house.option("dealer_starts"), OptionValue(true));
    QCOMPARE(Table(house, 4, house.fullDeck(), 1).dealer(), 1);
    RuleSet slaps = *RuleSet::preset("slaps");
    QVERIFY(slaps.setOption("dealer_starts", false).empty());
    QCOMPARE(Table(slaps, 4, slaps.fullDeck(), 0).dealer(), 3);
    // What rule sets written before the option meant (RuleCode version 1,
    // records before version 3): the dealer of seed 003's misslap rules.
    QVERIFY(RuleSet::dealerStartsBefore(slaps));
    QVERIFY(!RuleSet::dealerStartsBefore(*RuleSet::preset("house")));
    QVERIFY(RuleSet::dealerStartsBefore(house));
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

// docs/RULES.md §12.2: a reaction counts from the landing, never negative.
void TestTable::reactionTimeCountsFromTheLanding()
{
    Table t = fourWithFirst(0);
    t.setRevealDelayMs(220);
    QCOMPARE(t.revealDelayMs(), 220);
    QCOMPARE(t.reactionMs(5000), kNoReactionMs); // nothing on the pile
    std::vector<Event> events;
    t.apply(Action::play(), 1000, events);
    QCOMPARE(t.reactionMs(1100), kNoReactionMs); // in the air: still nothing to react to
    t.land(1220, events);
    QCOMPARE(t.reactionMs(1220), 0); // as it lands
    QCOMPARE(t.reactionMs(1500), 280);
    t.apply(Action::play(), 2000, events); // the next card, in the air: the lying one still counts
    QCOMPARE(t.reactionMs(2100), 880);
    t.land(2220, events);
    QCOMPARE(t.reactionMs(2300), 80); // the top card is the newest
    t.setRevealDelayMs(-5);
    QCOMPARE(t.revealDelayMs(), 0);
}

// docs/RULES.md §12.1: the play reaches the rules when the card lands.
void TestTable::aCardCountsWhenItLands()
{
    Table t = fourWithFirst(1, {"5C", "9D"});
    t.setRevealDelayMs(220);
    std::vector<Event> events;
    const std::uint64_t g0 = t.generation();
    const TableStep thrown = t.apply(Action::play(), 1000, events);
    QVERIFY(thrown.thrown);
    QVERIFY(events.empty()); // nothing reached the rules
    QVERIFY(t.flight().inAir());
    QCOMPARE(t.flight().player, 1);
    QCOMPARE(t.flight().card, cards("5C")[0]);
    QCOMPARE(t.flight().landsAtMs, 1220);
    QCOMPARE(t.turnPlayer(), -1); // nobody plays while it flies, its player neither
    QVERIFY(t.played().empty());
    QCOMPARE(t.generation(), g0);
    QCOMPARE(t.handSize(1), 13); // still its player's, unseen
    // A second play meanwhile is refused.
    t.apply(Action::play(), 1100, events);
    QCOMPARE(events.size(), std::size_t(1));
    QCOMPARE(events[0].rejectReason, RejectReason::InAir);
    events.clear();
    t.land(1219, events); // not yet
    QVERIFY(events.empty());
    t.land(1220, events);
    QCOMPARE(events.size(), std::size_t(1));
    QCOMPARE(events[0].type, Event::Type::Play);
    QCOMPARE(events[0].seat, 1);
    QVERIFY(!t.flight().inAir());
    QCOMPARE(t.played().size(), std::size_t(1));
    QCOMPARE(t.handSize(1), 12);
    QCOMPARE(t.turnPlayer(), 2);
    QCOMPARE(t.generation(), g0 + 1);
    QCOMPARE(t.lastReturn().player, -1);
}

// A double lies there; the next card flies over it: a slap now is judged
// on the double (the card nobody sees yet does not count), and the other
// way round a card that would make a double does not make one in the air.
void TestTable::aSlapInTheAirIsJudgedOnThePileAsItLies()
{
    {
        Table t = fourWithFirst(0, {"5C", "5D", "9H"});
        t.setRevealDelayMs(220);
        std::vector<Event> events;
        t.apply(Action::play(), 0, events);
        t.apply(Action::play(), 300, events);
        t.apply(Action::play(), 600, events); // the double lands at 520; the 9 flies from 600
        QVERIFY(t.flight().inAir());
        events.clear();
        t.apply(Action::slap(3), 700, events);
        const auto slap = std::find_if(events.begin(), events.end(),
                                       [](const Event &e) { return e.type == Event::Type::Slap; });
        QVERIFY(slap != events.end());
        QVERIFY(slap->valid);
        QVERIFY(slap->patterns.contains(SlapPattern::Double));
    }
    {
        Table t = fourWithFirst(0, {"5C", "5D"});
        t.setRevealDelayMs(220);
        std::vector<Event> events;
        t.apply(Action::play(), 0, events);
        t.apply(Action::play(), 300, events); // 5♦ in the air over 5♣
        events.clear();
        t.apply(Action::slap(3), 400, events); // 180 ms before it can be seen
        const auto slap = std::find_if(events.begin(), events.end(),
                                       [](const Event &e) { return e.type == Event::Type::Slap; });
        QVERIFY(slap != events.end());
        QVERIFY(!slap->valid); // a misslap: only 5♣ lies there
    }
}

void TestTable::aCardGoesBackWhenThePileWasWonMeanwhile()
{
    Table t = fourWithFirst(0, {"5C", "5D", "9H"});
    t.setRevealDelayMs(220);
    std::vector<Event> events;
    t.apply(Action::play(), 0, events);
    t.apply(Action::play(), 300, events);
    t.apply(Action::play(), 600, events);  // Cal's 9♥ in the air
    t.apply(Action::slap(3), 700, events); // Dee takes the double; Ann leads (`leader: next`)
    QCOMPARE(t.game().turn(), 0);
    const int before = t.handSize(2);
    events.clear();
    const TableStep landed = t.land(820, events);
    QVERIFY(events.empty()); // no `P` reached the rules
    QCOMPARE(landed.collect, CollectTimer::Keep);
    QVERIFY(!t.flight().inAir());
    QCOMPARE(t.lastReturn().player, 2);
    QCOMPARE(t.lastReturn().card, cards("9H")[0]);
    QCOMPARE(t.lastReturn().reason, FlightEnd::PileWon);
    QCOMPARE(t.lastReturn().byPlayer, 3);
    QCOMPARE(t.handSize(2), before); // back on top of Cal's hand
    QCOMPARE(t.game().hand(2)[0], cards("9H")[0]);
    QCOMPARE(t.turnPlayer(), 0);
    QVERIFY(t.played().empty());
}

void TestTable::aCardGoesBackWhenItsPlayerSlaps()
{
    Table t = fourWithFirst(0, {"5C", "5D"});
    t.setRevealDelayMs(220);
    std::vector<Event> events;
    t.apply(Action::play(), 0, events);
    t.apply(Action::play(), 300, events); // Bea's 5♦ in the air
    events.clear();
    t.apply(Action::slap(1), 400, events); // Bea slaps: her hand is not throwing
    QCOMPARE(t.lastReturn().player, 1);
    QCOMPARE(t.lastReturn().reason, FlightEnd::Slapped);
    QVERIFY(!t.flight().inAir());
    // Judged on 5♣ alone: a misslap; the burn takes the card that came back.
    QVERIFY(std::any_of(events.begin(), events.end(),
                        [](const Event &e) { return e.type == Event::Type::Slap && !e.valid; }));
    const auto burn = std::find_if(events.begin(), events.end(),
                                   [](const Event &e) { return e.type == Event::Type::Burn; });
    QVERIFY(burn != events.end());
    QCOMPARE(burn->cards[0], cards("5D")[0]);
    QCOMPARE(t.turnPlayer(), 1); // still hers to play
}

void TestTable::aCardGoesBackWhenTimeIsUp()
{
    RuleSet rules = makeRules("house");
    rules.timeLimitMinutes = 1;
    Table t(rules, 2, dealDeck(rules, 2, {"5C", "9D"}), 0);
    t.setRevealDelayMs(220);
    std::vector<Event> events;
    t.apply(Action::play(), 59900, events); // in the air when time is up
    t.apply(Action::timeUp(), 60000, events);
    QCOMPARE(t.lastReturn().player, 0);
    QCOMPARE(t.lastReturn().reason, FlightEnd::TimeUp);
    QVERIFY(t.isOver());
    QCOMPARE(t.handSize(0), 26); // counted in its player's hand
    QCOMPARE(t.game().plays(), 0LL);
}

// A replay gives the table only the actions: a card due lands first, at
// its own time.
void TestTable::aCardDueLandsBeforeTheNextAction()
{
    Table t = fourWithFirst(0, {"5C", "5D"});
    t.setRevealDelayMs(220);
    std::vector<Event> events;
    t.apply(Action::play(), 0, events);
    t.apply(Action::play(), 300, events); // lands at 520
    events.clear();
    t.apply(Action::slap(3), 600, events); // after it landed: the double
    QCOMPARE(events.front().type, Event::Type::Play);
    QVERIFY(std::any_of(events.begin(), events.end(),
                        [](const Event &e) { return e.type == Event::Type::Slap && e.valid; }));
}

// A record made before the fourth edition: plays count at once, and a
// slap before the card was visible is timed negative.
void TestTable::theEarlierClockPlaysAtOnce()
{
    Table t = fourWithFirst(0);
    t.setRevealDelayMs(220);
    t.setPlaysLandAtOnce(true);
    std::vector<Event> events;
    const TableStep step = t.apply(Action::play(), 1000, events);
    QVERIFY(!step.thrown);
    QCOMPARE(events.size(), std::size_t(1));
    QCOMPARE(t.reactionMs(1000), -220);
    QCOMPARE(t.reactionMs(1219), -1);
    QCOMPARE(t.reactionMs(1220), 0);
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
