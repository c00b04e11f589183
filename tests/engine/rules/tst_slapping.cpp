// SPDX-License-Identifier: GPL-3.0-or-later
// docs/RULES.md §3, §4, §6 through Game with hand-built decks: burned cards,
// misslap penalties (burn, give_pile), misslap_limit, going out, slap_in
// and the win conditions.

#include "EngineTestUtil.h"
#include "TestRegistry.h"

#include <QTest>

#include <algorithm>

using namespace ratscrew;
using namespace ratscrew::test;

namespace {

using namespace std::string_literals;

RuleSet house(std::initializer_list<std::pair<std::string_view, OptionValue>> overrides = {})
{
    return makeRules("house", overrides);
}

} // namespace

class TestSlapping : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void burnedCardNeverMakesADouble();
    void topBottomUsesFirstPlayedCard();
    void burn_data();
    void burn();
    void burnKeepsTheChallenge();
    void burnFewerCardsAndLoseTheChallenge();
    void burnPassesTheChancesOn();
    void givePileToTopCardPlayer();
    void givePileWhenSlapperPlayedTop();
    void givePileOnlyBurnedCards();
    void givePileEmptyPile();
    void givePileTopCardPlayerOut();
    void misslapLimit();
    void validSlapResetsStreak();
    void noCardsMisslapIsOut();
    void slapIn_data();
    void slapIn();
    void winLastWithCards();
    void winEveryoneElseOut();
    void challengerGoingOutCancelsChallenge();
    void pendingSeatGoingOutCancelsAward();
    void seatToPlayGoingOutPassesTurn();
    void sitOut();
    void lockoutSaysSo();
    void misslapLeads();
};

void TestSlapping::burnedCardNeverMakesADouble()
{
    ScriptedGame t(house({{"burn_count", 1LL}}), 2, {"5H", "5C"});
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 5C"}));
    QCOMPARE(t.act("P"), QStringList{"play 0 5H"});
    QCOMPARE(t.pile(), QStringLiteral("5C 5H"));
    QCOMPARE(names(t.game.playedCards()), QStringLiteral("5H"));
    QCOMPARE(patternText(t.game.slappablePatterns()), QString());
    QCOMPARE(t.act("S0").value(0), QStringLiteral("slap 0 invalid"));
}

void TestSlapping::topBottomUsesFirstPlayedCard()
{
    ScriptedGame t(house({{"burn_count", 1LL}}), 2, {"5H 7S", "7C 8D 5D"});
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 7C"}));
    t.repeat("P", 3);
    QCOMPARE(t.pile(), QStringLiteral("7C 5H 8D 7S"));
    QCOMPARE(patternText(t.game.slappablePatterns()), QString()); // 7C is burned, not played
    QCOMPARE(t.act("P"), QStringList{"play 1 5D"});
    QCOMPARE(patternText(t.game.slappablePatterns()), QStringLiteral("top_bottom"));
    QCOMPARE(t.act("S0"), (QStringList{"slap 0 top_bottom", "won 0 slap 5"}));
    QVERIFY(t.hand(0).endsWith(QStringLiteral("7C 5H 8D 7S 5D"))); // burned cards come first
}

void TestSlapping::burn_data()
{
    QTest::addColumn<int>("burnCount");
    QTest::addColumn<QString>("burnEvent");
    QTest::addColumn<QString>("pile");
    // Each card goes to the very bottom, one at a time.
    QTest::newRow("burn_count 1") << 1 << "burn 1 2C"
                                  << "2C 5H";
    QTest::newRow("burn_count 2") << 2 << "burn 1 2C 3D"
                                  << "3D 2C 5H";
}

void TestSlapping::burn()
{
    QFETCH(int, burnCount);
    QFETCH(QString, burnEvent);
    QFETCH(QString, pile);
    ScriptedGame t(house({{"burn_count", (long long)burnCount}}), 2, {"5H", "2C 3D"});
    t.act("P");
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", burnEvent}));
    QCOMPARE(t.pile(), pile);
    QCOMPARE(t.game.burnedCount(), burnCount);
    QCOMPARE(names(t.game.playedCards()), QStringLiteral("5H"));
    QCOMPARE(t.handSize(1), 26 - burnCount);
    QCOMPARE(t.game.misslapStreak(1), 1);
    QCOMPARE(t.game.turn(), 1); // turn order goes on
}

void TestSlapping::burnKeepsTheChallenge()
{
    ScriptedGame t(house(), 2, {"KH 9S 8S", "2C 3D 4S"});
    t.act("P");
    QCOMPARE(t.act("P"), QStringList{"play 1 2C"});
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 3D 4S"}));
    QCOMPARE(t.act("S0"), (QStringList{"slap 0 invalid", "burn 0 9S 8S"}));
    QCOMPARE(t.game.challenger(), 0);
    QCOMPARE(t.game.chancesLeft(), 2);
    QCOMPARE(t.game.turn(), 1);
}

void TestSlapping::burnFewerCardsAndLoseTheChallenge()
{
    // burn_count 2 with one card left burns one; the answering seat is then
    // empty and its chances would pass to the challenger: lost.
    ScriptedGame t(house({{"win", "all_cards"s}}), 2, {"KH", "... 5C 6D"});
    QVERIFY(t.misslap(1, 12));
    QCOMPARE(t.hand(1), QStringLiteral("5C 6D"));
    t.act("P");
    QCOMPARE(t.act("P"), QStringList{"play 1 5C"});
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 6D", "won 0 challenge 27", "over 0"}));
}

void TestSlapping::burnPassesTheChancesOn()
{
    ScriptedGame t(house({{"win", "all_cards"s}, {"burn_count", 1LL}}), 3, {"KH", "... 5C 6D", "2D 3S"});
    QVERIFY(t.misslap(1, 15));
    t.act("P");
    QCOMPARE(t.act("P"), QStringList{"play 1 5C"});
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 6D"}));
    QCOMPARE(t.game.turn(), 2);
    QCOMPARE(t.game.challenger(), 0);
    QCOMPARE(t.game.chancesLeft(), 2);
    QCOMPARE(t.repeat("P", 2), (QStringList{"play 2 2D", "play 2 3S", "won 0 challenge 20"}));
}

void TestSlapping::givePileToTopCardPlayer()
{
    ScriptedGame t(makeRules("classic"), 3, {"5C", "7D"}); // give_pile, leader winner
    t.repeat("P", 2);
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 invalid", "won 1 penalty 2"}));
    QVERIFY(t.hand(1).endsWith(QStringLiteral("5C 7D")));
    QCOMPARE(t.game.turn(), 1);
    QCOMPARE(t.game.misslapStreak(2), 1);
}

void TestSlapping::givePileWhenSlapperPlayedTop()
{
    // The slapper played the top card: the nearest seat counter-clockwise
    // from the slapper takes the pile (seat 1, not seat 3).
    ScriptedGame t(makeRules("classic"), 4, {"5C", "7D", "9H"});
    t.repeat("P", 3);
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 invalid", "won 1 penalty 3"}));
    QCOMPARE(t.game.turn(), 1);
}

void TestSlapping::givePileOnlyBurnedCards()
{
    ScriptedGame t(makeRules("classic", {{"misslap_limit", 1LL}}), 4, {"5C"});
    QCOMPARE(t.act("S0"), QStringList{"slap 0 invalid"}); // empty pile: nothing more
    QCOMPARE(t.act("S0"), QStringList{"slap 0 invalid"}); // the same "card": the streak stays 1
    QCOMPARE(t.game.misslapStreak(0), 1);
    QCOMPARE(t.act("P"), QStringList{"play 0 5C"}); // it misslapped before this card: streak kept
    QCOMPARE(t.game.misslapStreak(0), 1);
    const QString hand0 = t.hand(0);
    // A misslap on the next card: streak 2 > 1. Seat 0 played the top card
    // itself, so the nearest seat counter-clockwise takes it; then seat 0
    // burns its hand and is out.
    QCOMPARE(t.act("S0"), (QStringList{"slap 0 invalid", "won 3 penalty 1", "burn 0 " + hand0, "out 0"}));
    QCOMPARE(t.game.burnedCount(), 12);
    // Only burned cards: the nearest seat counter-clockwise from the
    // slapper that is not out (seat 0 is out, so seat 3).
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "won 3 penalty 12"}));
    QCOMPARE(t.game.turn(), 3);
}

void TestSlapping::givePileEmptyPile()
{
    ScriptedGame t(makeRules("classic"), 2, {});
    const QString hand1 = t.hand(1);
    QCOMPARE(t.act("S1"), QStringList{"slap 1 invalid"});
    QCOMPARE(t.hand(1), hand1);
    QVERIFY(t.game.pile().empty());
    QCOMPARE(t.game.misslapStreak(1), 1);
    QCOMPARE(t.game.turn(), 0);
}

void TestSlapping::givePileTopCardPlayerOut()
{
    // Seat 1 plays its last card into a lost challenge (award pending under
    // on_collect), misslaps with no cards and is out. A misslap by seat 3
    // then gives the pile to the nearest seat counter-clockwise from seat 3
    // that is not out: seat 2.
    ScriptedGame t(makeRules("classic"), 8, {"AS KS", "2C 5D 9H 3S 6C 8D TH"});
    t.repeat("P", 5);
    QCOMPARE(t.game.pendingSeat(), 0);
    QCOMPARE(t.act("C"), QStringList{"won 0 challenge 5"});
    t.repeat("P", 3);
    QCOMPARE(t.act("P"), QStringList{"play 1 TH"});
    QCOMPARE(t.handSize(1), 0);
    QCOMPARE(t.game.pendingSeat(), 0);
    // No cards: out, and no penalty (as in the rules vectors, e.g.
    // p-classic-4p step 397).
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "out 1"}));
    QCOMPARE(t.act("S3"), (QStringList{"slap 3 invalid", "won 2 penalty 4"}));
    QCOMPARE(t.game.pendingSeat(), -1);
    QCOMPARE(t.game.turn(), 2);
}

void TestSlapping::misslapLimit()
{
    // docs/RULES.md §4: the streak counts consecutive *cards* misslapped on.
    ScriptedGame t(house({{"misslap_limit", 2LL}, {"burn_count", 1LL}}), 3, {"", "2C 3D 4H"});
    QCOMPARE(t.repeat("S1", 2), (QStringList{"slap 1 invalid", "burn 1 2C", "slap 1 invalid", "burn 1 3D"}));
    QCOMPARE(t.game.misslapStreak(1), 1); // two misslaps on one (empty) pile count once
    QCOMPARE(t.act("S2").value(0), QStringLiteral("slap 2 invalid"));
    QCOMPARE(t.act("P").size(), 1); // seat 0 plays: both misslapped before this card
    QCOMPARE(t.game.misslapStreak(1), 1);
    QCOMPARE(t.game.misslapStreak(2), 1);
    QCOMPARE(t.act("S1").value(0), QStringLiteral("slap 1 invalid")); // the next card: 2
    QCOMPARE(t.game.misslapStreak(1), 2);
    QCOMPARE(t.act("P").size(), 1); // seat 2 did not misslap on the card before: its streak ends
    QCOMPARE(t.game.misslapStreak(2), 0);
    QCOMPARE(t.game.misslapStreak(1), 2);
    QStringList rest = t.hand(1).split(QLatin1Char(' '));
    const QString first = rest.takeFirst();
    // Streak 3 > 2: the penalty, then the whole hand is burned, then out.
    QCOMPARE(t.act("S1"),
             (QStringList{"slap 1 invalid", "burn 1 " + first, "burn 1 " + rest.join(' '), "out 1"}));
    QVERIFY(t.game.isOut(1));
    QCOMPARE(t.handSize(1), 0);
    QVERIFY(!t.game.isOver());
    QCOMPARE(t.act("S1"), QStringList{"rejected out"});
}

void TestSlapping::validSlapResetsStreak()
{
    ScriptedGame t(house({{"misslap_limit", 1LL}, {"burn_count", 1LL}}), 3, {"5C", "2C 3D 5D"});
    QVERIFY(t.misslap(1, 2));
    QCOMPARE(t.game.misslapStreak(1), 1);
    t.repeat("P", 2);
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 double top_bottom tens", "won 1 slap 4"}));
    QCOMPARE(t.game.misslapStreak(1), 0);
    // Slower slaps on the pile just won lost the race: no penalty (§4 late).
    QCOMPARE(t.act("S0"), QStringList{"rejected late"});
    QCOMPARE(t.act("S1"), QStringList{"rejected late"});
    QCOMPARE(t.game.misslapStreak(1), 0);
    QCOMPARE(t.act("P").size(), 1);  // a card: misslaps count again
    QCOMPARE(t.act("S1").size(), 2); // streak 1: not above the limit
    QVERIFY(!t.game.isOut(1));
    QCOMPARE(t.act("P").size(), 1);
    QVERIFY(t.act("S1").contains(QStringLiteral("out 1"))); // the next card: 2 > 1
}

void TestSlapping::noCardsMisslapIsOut()
{
    ScriptedGame t(house({{"win", "all_cards"s}, {"burn_count", 1LL}}), 3, {"5C"});
    QVERIFY(t.misslap(1, 17));
    QVERIFY(!t.game.isOut(1));
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "out 1"}));
    QVERIFY(t.game.isOut(1));
    const int streak = t.game.misslapStreak(1);
    QCOMPARE(t.act("S1"), QStringList{"rejected out"});
    QCOMPARE(t.game.misslapStreak(1), streak);
    QCOMPARE(t.act("P"), QStringList{"play 0 5C"});
    QCOMPARE(t.game.turn(), 2);
}

void TestSlapping::slapIn_data()
{
    QTest::addColumn<bool>("slapIn");
    QTest::newRow("slap_in on") << true;
    QTest::newRow("slap_in off") << false;
}

void TestSlapping::slapIn()
{
    QFETCH(bool, slapIn);
    ScriptedGame t(house({{"win", "all_cards"s}, {"burn_count", 1LL}, {"slap_in", slapIn}}), 3,
                   {"5C", "", "5D"});
    QVERIFY(t.misslap(1, 17));
    if (!slapIn) {
        QCOMPARE(t.act("S1"), QStringList{"rejected no_cards"}); // no penalty, not out
        QVERIFY(!t.game.isOut(1));
    }
    t.repeat("P", 2);
    QCOMPARE(t.pile().right(5), QStringLiteral("5C 5D"));
    if (slapIn) {
        QCOMPARE(t.act("S1"), (QStringList{"slap 1 double top_bottom tens", "won 1 slap 19"}));
        QCOMPARE(t.handSize(1), 19);
    } else {
        const QString pile = t.pile();
        QCOMPARE(t.act("S1"), QStringList{"rejected no_cards"});
        QCOMPARE(t.pile(), pile);
        QCOMPARE(t.game.misslapStreak(1), 0); // no misslap on the two cards since: the streak ended
        QVERIFY(!t.game.isOut(1));
        QCOMPARE(t.act("S0"), (QStringList{"slap 0 double top_bottom tens", "won 0 slap 19"}));
    }
}

void TestSlapping::winLastWithCards()
{
    // As soon as exactly one seat has cards in hand, it wins, even with
    // cards on the pile.
    ScriptedGame t(house(), 2, {});
    QVERIFY(t.misslap(1, 12));
    const QString rest = t.hand(1);
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 " + rest, "over 0"}));
    QCOMPARE(t.game.winner(), 0);
    QCOMPARE(t.game.pile().size(), std::size_t(26));
    QCOMPARE(t.game.turn(), -1);

    ScriptedGame three(house(), 3, {});
    QVERIFY(three.misslap(1, 9)); // two seats still have cards
    QCOMPARE(three.handSize(1), 0);
    QVERIFY(!three.game.isOver());
}

void TestSlapping::winEveryoneElseOut()
{
    // Seats 1 and 2 burn their hands away and then misslap with none: out
    // (slap_in_miss: out), and seat 0 is the last seat in.
    ScriptedGame t(house({{"win", "all_cards"s}, {"burn_count", 1LL}}), 3, {});
    QVERIFY(t.misslap(1, 17));
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "out 1"}));
    QVERIFY(t.misslap(2, 17));
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 invalid", "out 2", "over 0"}));
    QCOMPARE(t.game.winner(), 0);
    QCOMPARE(t.handSize(0), 18); // not every card: the others are out
}

void TestSlapping::challengerGoingOutCancelsChallenge()
{
    ScriptedGame t(house({{"burn_count", 1LL}}), 3, {"KH", "2C 3D", "4S"});
    t.act("P");
    QVERIFY(t.misslap(0, 17));                                       // its whole hand burned …
    QCOMPARE(t.act("S0"), (QStringList{"slap 0 invalid", "out 0"})); // … and out
    QVERIFY(!t.game.challengeActive());
    QCOMPARE(t.game.turn(), 1);
    QCOMPARE(t.act("P"), QStringList{"play 1 2C"});
    QCOMPARE(t.game.turn(), 2); // as outside a challenge
}

void TestSlapping::pendingSeatGoingOutCancelsAward()
{
    ScriptedGame t(makeRules("bicycle"), 3, {"5C", "JC", "7D"});
    t.repeat("P", 3);
    QCOMPARE(t.game.pendingSeat(), 1);
    QVERIFY(t.misslap(1, 16));
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "out 1"}));
    QCOMPARE(t.game.pendingSeat(), -1);
    QCOMPARE(t.game.pile().size(), std::size_t(3 + 16)); // the pile stays
    QCOMPARE(t.game.turn(), 2);                          // the next seat with cards after seat 1
    QCOMPARE(t.act("P").value(0).left(7), QStringLiteral("play 2 "));
}

void TestSlapping::seatToPlayGoingOutPassesTurn()
{
    // Answering seat 1 goes out: its chances pass to seat 2.
    ScriptedGame t(house({{"burn_count", 1LL}}), 3, {"KH", "", "3D 4S 6H"});
    t.act("P");
    QVERIFY(t.misslap(1, 17));
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "out 1"}));
    QCOMPARE(t.game.turn(), 2);
    QCOMPARE(t.game.challenger(), 0);
    QCOMPARE(t.game.chancesLeft(), 3);
    QCOMPARE(t.repeat("P", 3), (QStringList{"play 2 3D", "play 2 4S", "play 2 6H", "won 0 challenge 21"}));

    // Outside a challenge: seat 0 to play goes out, seat 2 plays.
    ScriptedGame u(house({{"burn_count", 1LL}}), 3, {});
    QVERIFY(u.misslap(0, 18));
    QCOMPARE(u.act("S0"), (QStringList{"slap 0 invalid", "out 0"}));
    QCOMPARE(u.game.turn(), 1);
}

// slaps: a misslap with no cards sits the seat out for as many played
// cards as other seats hold cards; its slaps are refused meanwhile, at no
// cost (docs/RULES.md §4).
void TestSlapping::sitOut()
{
    ScriptedGame t(makeRules("slaps"), 3, {});
    QVERIFY(t.misslap(1, 18)); // seat 1 burns its 18 cards, one per misslap
    QCOMPARE(t.handSize(1), 0);
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "sit_out 1 2"})); // seats 0 and 2 hold cards
    QCOMPARE(t.game.sitOutCards(1), 2);
    QVERIFY(!t.game.isOut(1));
    QVERIFY(!t.game.isLockedOut(1)); // a missed slap-in (§4), no lockout (§11.3)
    {
        Game copy = t.game;
        std::vector<Event> events;
        copy.apply(Action::slap(1), events);
        QCOMPARE(events.size(), std::size_t(1));
        QVERIFY(!events.front().lockout);
    }
    const QString pile = t.pile();
    QCOMPARE(t.act("S1"), QStringList{"rejected sitting_out"});
    QCOMPARE(t.pile(), pile);
    QCOMPARE(t.act("P").size(), 1);
    QCOMPARE(t.game.sitOutCards(1), 1);
    QCOMPARE(t.act("S1"), QStringList{"rejected sitting_out"});
    QCOMPARE(t.act("P").size(), 1);
    QCOMPARE(t.game.sitOutCards(1), 0);
    QCOMPARE(t.act("S1").value(0).left(6), QStringLiteral("slap 1")); // judged again
}

// §11.3: a lockout's refusals say it is a lockout, until the cards are played.
void TestSlapping::lockoutSaysSo()
{
    ScriptedGame t(makeRules("slaps", {{"penalty", "lockout"s}, {"lockout_cards", 2LL}}), 3,
                   {"5C", "7D", "2C"});
    QCOMPARE(t.act("P"), QStringList{"play 0 5C"});
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 invalid", "sit_out 2 2"}));
    QVERIFY(t.game.isLockedOut(2));
    for (int i = 0; i < 2; ++i) {
        Game copy = t.game;
        std::vector<Event> events;
        copy.apply(Action::slap(2), events);
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events.front().rejectReason, RejectReason::SittingOut);
        QVERIFY(events.front().lockout);
        t.act("P");
    }
    QCOMPARE(t.game.sitOutCards(2), 0);
    QVERIFY(!t.game.isLockedOut(2));
}

// slaps: after a burn the misslapper plays next, but not while a challenge
// is answered (docs/RULES.md §4, misslap_leads).
void TestSlapping::misslapLeads()
{
    ScriptedGame t(makeRules("slaps"), 3, {"5C", "7D", "2C KH"}); // seat 2 burns 2C, then plays KH
    QCOMPARE(t.act("P"), QStringList{"play 0 5C"});
    QCOMPARE(t.game.turn(), 1);
    QCOMPARE(t.act("S2").size(), 2);                // slap + burn
    QCOMPARE(t.game.turn(), 2);                     // the misslapper turns the next card
    QCOMPARE(t.act("P"), QStringList{"play 2 KH"}); // a challenge: seat 0 answers
    QCOMPARE(t.game.turn(), 0);
    QCOMPARE(t.act("S1").size(), 2);
    QCOMPARE(t.game.turn(), 0); // a challenge keeps the turn where it is
    // Without the option the turn stays with the seat to play.
    ScriptedGame u(makeRules("slaps", {{"misslap_leads", false}}), 3, {"5C", "7D"});
    u.act("P");
    QCOMPARE(u.act("S2").size(), 2);
    QCOMPARE(u.game.turn(), 1);
}

RATSCREW_TEST_GUILESS_MAIN(TestSlapping)
#include "tst_slapping.moc"
