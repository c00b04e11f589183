// SPDX-License-Identifier: GPL-3.0-or-later
// docs/RULES.md §9 through Game with hand-built decks: sticky faces (§9.1)
// and split eights (§9.2), with the fine points of §9.4. The rules vectors
// c-* (tst_vectors) play whole scripts; these tests name one rule each.

#include "EngineTestUtil.h"
#include "Invariants.h"
#include "Random.h"
#include "TestRegistry.h"

#include <QTest>

using namespace ratscrew;
using namespace ratscrew::test;

namespace {

using namespace std::string_literals;
using Letters = std::vector<std::string>;

// house (collect immediate, leader next) with one burned card per misslap.
RuleSet withCalls(std::initializer_list<std::pair<std::string_view, OptionValue>> more = {})
{
    RuleSet rules =
        makeRules("house", {{"burn_count", 1LL}, {"sticky_faces", Letters{"K"}}, {"split_eights", true}});
    for (const auto &[name, value] : more)
        if (!rules.setOption(name, value).empty())
            qFatal("test data: %s", std::string(name).c_str());
    return rules;
}

} // namespace

class TestCalls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stickTakesTheChallengeOver();
    void challengerAndAnswererCannotStick();
    void faceIsStuckOnce();
    void noStickWithTwoSeats();
    void forbiddenRankIsNeitherStuckNorSplit();
    void emptyHandedStickButNoSplit();
    void splitStartsASecondPile();
    void slapOnTheSplitPile();
    void wonSlapPileLetsTheSplitPileMoveOver();
    void letterSplitCardChallengesOnTheSplitPile();
    void pendingAwardOnTheSplitPile();
    void callsKeepTheInvariants();
};

// §9.1: a third seat slaps the challenger's K: it challenges with 3
// chances, and the next seat after it (with three seats: the K's player)
// answers.
void TestCalls::stickTakesTheChallengeOver()
{
    ScriptedGame t(withCalls(), 3, {"KH 4C", "5D 7S", "9C 3H"});
    QCOMPARE(t.act("P"), QStringList{"play 0 KH"});
    QCOMPARE(t.game.turn(), 1);
    QCOMPARE(t.act("S2"), QStringList{"slap 2 stick"});
    QCOMPARE(t.game.challenger(), 2);
    QCOMPARE(t.game.chancesLeft(), 3);
    QCOMPARE(t.game.turn(), 0);
    QVERIFY(!t.game.stickable());
    QCOMPARE(t.game.misslapStreak(2), 0);
    QCOMPARE(t.pile(), QStringLiteral("KH")); // no pile is won
}

void TestCalls::challengerAndAnswererCannotStick()
{
    ScriptedGame t(withCalls(), 3, {"KH 4C", "5D 7S", "9C 3H"});
    t.act("P");
    QCOMPARE(t.game.noCallReason(0), NoCall::OwnChallenge);
    QCOMPARE(t.game.noCallReason(1), NoCall::Answering);
    QCOMPARE(t.game.noCallReason(2), NoCall::None);                      // a stick
    QCOMPARE(t.act("S0"), (QStringList{"slap 0 invalid", "burn 0 4C"})); // the challenger
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 5D"})); // the answering seat
    QCOMPARE(t.game.challenger(), 0);
    QVERIFY(t.game.stickable());
}

// A face can be stuck once; an answered face cannot be stuck at all.
void TestCalls::faceIsStuckOnce()
{
    ScriptedGame t(withCalls(), 3, {"KH 4C", "5D 7S", "9C 3H"});
    t.act("P");
    t.act("S2");
    // Seat 1 is neither the new challenger (2) nor the answering seat (0),
    // but the K was stuck already.
    QCOMPARE(t.game.noCallReason(1), NoCall::AlreadyAnswered);
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 5D"}));
    QCOMPARE(t.act("P"), QStringList{"play 0 4C"}); // an answer
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 7S"}));
    QCOMPARE(t.game.challenger(), 2);
}

// With two seats both are the challenger or the answering seat.
void TestCalls::noStickWithTwoSeats()
{
    ScriptedGame t(withCalls(), 2, {"KH 4C", "5D 7S"});
    t.act("P");
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 5D"}));
    QCOMPARE(t.game.callFor(0), Call::None);
    QCOMPARE(t.game.callFor(1), Call::None);
}

void TestCalls::forbiddenRankIsNeitherStuckNorSplit()
{
    // Why no call, as the log and the status line tell it: the forbidden
    // rank (they said "already answered or stuck", "a split needs a card").
    ScriptedGame stick(withCalls({{"forbidden_rank", "K"s}}), 3, {"KH 4C", "5D 7S", "9C 3H"});
    stick.act("P");
    QCOMPARE(stick.game.noCallReason(2), NoCall::ForbiddenRank);
    QCOMPARE(stick.act("S2"), (QStringList{"slap 2 invalid", "burn 2 9C"}));
    ScriptedGame split(withCalls({{"forbidden_rank", "8"s}}), 3, {"8H 4C", "5D 7S", "9C 3H"});
    split.act("P");
    QCOMPARE(split.game.noCallReason(2), NoCall::ForbiddenRank);
    std::vector<Event> events;
    split.game.apply(Action::slap(2), events);
    QCOMPARE(events.front().type, Event::Type::Slap);
    QCOMPARE(events.front().noCall, NoCall::ForbiddenRank); // the misslap's event says it

    // A letter of no sticky rank; an 8 during a challenge, and beside a split pile.
    ScriptedGame queen(withCalls(), 3, {"QH 4C", "5D 7S", "9C 3H"});
    queen.act("P");
    QCOMPARE(queen.game.noCallReason(2), NoCall::NotStickyFace);
    ScriptedGame eight(withCalls(), 3, {"KH 4C", "8D 7S", "9C 3H"});
    eight.act("P");
    eight.act("P"); // 8♦ answers the K
    QCOMPARE(eight.game.noCallReason(2), NoCall::SplitInChallenge);
}

// §9.4: a seat with no cards may stick (with slap_in); a split needs a card.
void TestCalls::emptyHandedStickButNoSplit()
{
    // Seat 2 misslaps on the 4C until its whole hand is burned (house has no
    // misslap limit; each misslap burns one card).
    const auto burnHand = [](ScriptedGame &g) {
        while (!g.game.hand(2).empty())
            if (g.act(QStringLiteral("S2")).value(0) != QLatin1String("slap 2 invalid"))
                return false;
        return !g.game.isOut(2);
    };
    ScriptedGame stick(withCalls(), 3, {"4C KH", "5D 7S", "9C"});
    stick.act("P"); // 4C
    QVERIFY(burnHand(stick));
    QCOMPARE(stick.act("P"), QStringList{"play 1 5D"});
    QCOMPARE(stick.act("P"), QStringList{"play 0 KH"}); // seat 2 has no card: seat 1 answers
    QCOMPARE(stick.game.turn(), 1);
    QCOMPARE(stick.act("S2"), QStringList{"slap 2 stick"});
    QCOMPARE(stick.game.challenger(), 2); // a challenger without cards
    QCOMPARE(stick.game.turn(), 0);

    ScriptedGame split(withCalls(), 3, {"4C 6C", "8D 7S", "9C"});
    split.act("P"); // 4C
    QVERIFY(burnHand(split));
    QCOMPARE(split.act("P"), QStringList{"play 1 8D"});
    QCOMPARE(split.act("S2"), (QStringList{"slap 2 invalid", "out 2"})); // no card to split with
}

void TestCalls::splitStartsASecondPile()
{
    ScriptedGame t(withCalls(), 3, {"8H 4C 9C", "5D 3D", "7S 2S 6S"});
    QCOMPARE(t.act("P"), QStringList{"play 0 8H"});
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 split", "play 2 7S split"}));
    QVERIFY(t.game.hasSplit());
    QCOMPARE(names(t.game.splitCards()), QStringLiteral("7S"));
    QCOMPARE(t.pile(), QStringLiteral("8H"));  // the 8 stays on the slap pile
    QCOMPARE(t.game.turn(), 0);                // the next seat after the splitter…
    QCOMPARE(t.game.nextPile(), PileId::Slap); // …starting on the slap pile
    // Two cards a turn: slap pile, then split pile.
    QCOMPARE(t.act("P"), QStringList{"play 0 4C"});
    QCOMPARE(t.game.turn(), 0);
    QCOMPARE(t.game.nextPile(), PileId::Split);
    QCOMPARE(t.act("P"), QStringList{"play 0 9C split"});
    QCOMPARE(t.game.turn(), 1);
    QCOMPARE(t.game.nextPile(), PileId::Slap);
    // A burned card goes under the slap pile, never into the split pile.
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 invalid", "burn 2 2S"}));
    QCOMPARE(t.pile(), QStringLiteral("2S 8H 4C"));
    QCOMPARE(names(t.game.splitCards()), QStringLiteral("7S 9C"));
    QCOMPARE(t.game.plays(), 4); // the split card is a play
}

// A pattern on the split pile takes the split pile; the slap pile stays.
void TestCalls::slapOnTheSplitPile()
{
    ScriptedGame t(withCalls(), 3, {"8H 4C 7C", "5D 3D", "7S 2S 6S"});
    t.act("P");
    t.act("S2"); // 7S starts the split pile
    t.act("P");  // 4C onto the slap pile
    QCOMPARE(t.act("P"), QStringList{"play 0 7C split"});
    // Two cards of one rank: a double and a top and bottom (docs/RULES.md §3).
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 double top_bottom split", "won 1 slap 2 split"}));
    QVERIFY(!t.game.hasSplit());
    QCOMPARE(t.pile(), QStringLiteral("8H 4C"));
    QCOMPARE(t.game.turn(), 2); // leader next: the seat after the winner, on the slap pile
    QCOMPARE(t.game.nextPile(), PileId::Slap);
}

// §9.2, §9.4: the slap pile is won while the seat to play still owes its
// split-pile card: the card is not owed, the split pile moves over and
// top_bottom compares with its first card.
void TestCalls::wonSlapPileLetsTheSplitPileMoveOver()
{
    ScriptedGame t(withCalls(), 3, {"8H 8C 7C", "5D 4D", "7S 2S 6S"});
    t.act("P");
    t.act("S2"); // 7S starts the split pile
    QCOMPARE(t.act("P"), QStringList{"play 0 8C"});
    QCOMPARE(t.game.nextPile(), PileId::Split); // seat 0 owes its split-pile card
    QCOMPARE(t.game.callFor(1), Call::None);    // no second split
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 double top_bottom", "won 1 slap 2"}));
    QVERIFY(!t.game.hasSplit());
    QCOMPARE(t.pile(), QStringLiteral("7S")); // the split pile moved over
    QCOMPARE(t.game.turn(), 2);               // leader next; seat 0's card is not owed
    QCOMPARE(t.game.nextPile(), PileId::Slap);
    t.act("P"); // 2S
    QCOMPARE(t.act("P"), QStringList{"play 0 7C"});
    QCOMPARE(patternText(t.game.slappablePatterns()), QStringLiteral("sandwich top_bottom"));
}

void TestCalls::letterSplitCardChallengesOnTheSplitPile()
{
    ScriptedGame t(withCalls(), 3, {"8H 4C 3C", "5D 4D", "QS 2S 6S"});
    t.act("P");
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 split", "play 2 QS split"}));
    QCOMPARE(t.game.challenger(), 2);
    QCOMPARE(t.game.challengePile(), PileId::Split);
    QCOMPARE(t.game.turn(), 0);
    QCOMPARE(t.game.nextPile(), PileId::Split); // the answers go onto the split pile
    t.act("P");                                 // 4C
    QCOMPARE(t.act("P"), (QStringList{"play 0 3C split", "won 2 challenge 3 split"}));
    QVERIFY(!t.game.hasSplit());
    QCOMPARE(t.pile(), QStringLiteral("8H")); // the slap pile stays
}

// §9.4 with on_collect: the pending award is the pile of the lost challenge.
void TestCalls::pendingAwardOnTheSplitPile()
{
    RuleSet rules = withCalls({{"collect", "on_collect"s}});
    ScriptedGame t(rules, 3, {"8H 4C 3C", "5D 4D", "JS 2S 6S"});
    t.act("P");
    t.act("S2"); // JS: a challenge on the split pile, 1 chance
    QCOMPARE(t.act("P"), QStringList{"play 0 4C split"});
    QCOMPARE(t.game.pendingSeat(), 2);
    QCOMPARE(t.game.pendingPile(), PileId::Split);
    QCOMPARE(t.act("C"), QStringList{"won 2 challenge 2 split"});
    QCOMPARE(t.pile(), QStringLiteral("8H"));
}

// Random play with calls keeps every invariant of engine/rules/Invariants.h.
void TestCalls::callsKeepTheInvariants()
{
    const RuleSet rules = *RuleSet::preset("slaps_full");
    long long sticks = 0, splits = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Random random(seed);
        std::vector<Card> deck = rules.fullDeck();
        random.shuffle(std::span<Card>(deck));
        const int players = 3 + int(seed % 4);
        Game game(rules, players, deck);
        std::vector<Event> events;
        for (int i = 0; i < 4000 && !game.isOver(); ++i) {
            Action action = Action::play();
            const int seat = int(random.below(std::uint32_t(players)));
            if (game.pendingSeat() >= 0)
                action = Action::collect();
            else if (game.callFor(seat) != Call::None || random.chance(0.05))
                action = Action::slap(seat);
            const Game before = game;
            events.clear();
            game.apply(action, events);
            for (const Event &e : events) {
                sticks += e.call == Call::Stick;
                splits += e.call == Call::Split;
            }
            const std::string error = checkTransition(before, action, events, game);
            QVERIFY2(error.empty(), error.c_str());
            const std::string state = checkInvariants(game);
            QVERIFY2(state.empty(), state.c_str());
        }
    }
    QVERIFY(sticks > 0);
    QVERIFY(splits > 0);
}

RATSCREW_TEST_APPLESS_MAIN(TestCalls)
#include "tst_calls.moc"
