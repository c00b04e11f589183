// SPDX-License-Identifier: GPL-3.0-or-later
// docs/RULES.md §1, §2, §5, §6 through Game with hand-built decks: the deal, the
// turn, face-card challenges, collecting, the leader, last_card, game over.
// (Slapping and its penalties: tst_slapping.cpp.)

#include "EngineTestUtil.h"
#include "Random.h"
#include "TestRegistry.h"
#include "TestSupport.h"

#include <QTest>

#include <algorithm>

using namespace ratscrew;
using namespace ratscrew::test;

namespace {

using namespace std::string_literals;

// House rules that let a test shed cards one misslap at a time without
// ending the game (a seat with no cards does not win or lose under all_cards).
RuleSet sheddingRules(std::initializer_list<std::pair<std::string_view, OptionValue>> more = {})
{
    RuleSet rules = makeRules("house", {{"win", "all_cards"s}, {"burn_count", 1LL}});
    for (const auto &[name, value] : more)
        if (!rules.setOption(name, value).empty())
            qFatal("test data: option %s", std::string(name).c_str());
    return rules;
}

} // namespace

class TestGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deal_data();
    void deal();
    void unevenDeal_data();
    void unevenDeal();
    void firstCardReceivedIsTop();
    void aPlayTellsWhatItDidToAChallenge();
    void turnPassesClockwise();
    void turnSkipsSeatsWithoutCards();
    void aloneSeatPlaysAgain();
    void challenge_data();
    void challenge();
    void letterAnswerStartsNewChallenge();
    void letterOnTheLastChance();
    void chancesPassToNextSeatWithCards();
    void chancesPassingToChallengerLose();
    void challengeLostAtOnce_data();
    void challengeLostAtOnce();
    void decidingCard_data();
    void decidingCard();
    void pendingAward();
    void collectWithNothingPending_data();
    void collectWithNothingPending();
    void leader_data();
    void leader();
    void lastCard();
    void lastCardNoPlayedCard();
    void lastCardTopPlayerOutAndGameOver();
};

void TestGame::deal_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("jokers");
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        for (int jokers : {0, 2})
            QTest::addRow("%d players, %d jokers", players, jokers) << players << jokers;
}

void TestGame::deal()
{
    // Card i of the shuffled deck goes to seat i mod N; the first card a
    // seat receives is the top of its hand.
    QFETCH(int, players);
    QFETCH(int, jokers);
    const RuleSet rules = makeRules("house", {{"jokers", (long long)jokers}});
    std::vector<Card> deck = rules.fullDeck();
    Random(std::uint64_t(players * 10 + jokers)).shuffle(std::span<Card>(deck));
    QCOMPARE(QString::fromStdString(Game::validateSetup(rules, players, deck)), QString());

    const Game game(rules, players, deck);
    int total = 0;
    for (int s = 0; s < players; ++s) {
        const CardStack &hand = game.hand(s);
        QCOMPARE(hand.size(), dealtCount(int(deck.size()), players, s));
        for (int j = 0; j < hand.size(); ++j)
            QCOMPARE(QString::fromStdString(hand[j].name()),
                     QString::fromStdString(deck[std::size_t(j * players + s)].name()));
        total += hand.size();
    }
    QCOMPARE(total, 52 + jokers);
    QCOMPARE(game.cardCount(), 52 + jokers);
    QCOMPARE(game.turn(), 0);
    QVERIFY(game.pile().empty());
    QVERIFY(!game.challengeActive());
    QCOMPARE(game.pendingSeat(), -1);
    QVERIFY(!game.isOver());
    QCOMPARE(game.winner(), -1);
    for (int s = 0; s < players; ++s)
        QVERIFY(!game.isOut(s));
}

void TestGame::unevenDeal_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("jokers");
    QTest::addColumn<QString>("sizes");
    QTest::newRow("52 over 3") << 3 << 0 << "18 17 17";
    QTest::newRow("54 over 4") << 4 << 2 << "14 14 13 13";
    QTest::newRow("52 over 5") << 5 << 0 << "11 11 10 10 10";
    QTest::newRow("54 over 7") << 7 << 2 << "8 8 8 8 8 7 7";
    QTest::newRow("52 over 8") << 8 << 0 << "7 7 7 7 6 6 6 6";
    QTest::newRow("54 over 2") << 2 << 2 << "27 27";
}

void TestGame::unevenDeal()
{
    QFETCH(int, players);
    QFETCH(int, jokers);
    QFETCH(QString, sizes);
    const RuleSet rules = makeRules("house", {{"jokers", (long long)jokers}});
    const std::vector<Card> deck = rules.fullDeck();
    const Game game(rules, players, deck);
    QStringList actual;
    for (int s = 0; s < players; ++s)
        actual << QString::number(game.hand(s).size());
    QCOMPARE(actual.join(QLatin1Char(' ')), sizes);
}

// The Play event says whether its card started a challenge (a letter,
// docs/RULES.md §2) or stopped one (a ten under `ten_stops`, §11.2), so
// that no view works it out from the card.
void TestGame::aPlayTellsWhatItDidToAChallenge()
{
    for (const bool tenStops : {false, true}) {
        const RuleSet rules = makeRules("house", {{"ten_stops", tenStops}});
        // Two players: K♠ (a challenge), T♥ (answers, or stops it), 3♣, T♣.
        Game game(rules, 2, deckStartingWith(rules, {"KS", "TH", "3C", "2D", "TC", "4D"}));
        std::vector<Event> events;
        const auto play = [&]() -> ChallengeChange {
            events.clear();
            game.apply(Action::play(), events);
            const auto e = std::find_if(events.begin(), events.end(),
                                        [](const Event &x) { return x.type == Event::Type::Play; });
            return e == events.end() ? ChallengeChange::None : e->challenge;
        };
        QCOMPARE(play(), ChallengeChange::Started);                                    // K♠
        QCOMPARE(play(), tenStops ? ChallengeChange::Stopped : ChallengeChange::None); // T♥
        QCOMPARE(game.challengeActive(), !tenStops);
        if (!tenStops)
            continue;
        QCOMPARE(play(), ChallengeChange::None); // 3♣ outside a challenge
        QCOMPARE(play(), ChallengeChange::None); // 2♦
        QCOMPARE(play(), ChallengeChange::None); // T♣: no challenge to stop
    }
}

void TestGame::firstCardReceivedIsTop()
{
    const RuleSet rules = makeRules("house");
    const std::vector<Card> deck = rules.fullDeck(); // AC 2C 3C 4C 5C 6C 7C ...
    Game game(rules, 3, deck);
    QVERIFY(handText(game, 0).startsWith(QStringLiteral("AC 4C 7C TC")));
    QVERIFY(handText(game, 1).startsWith(QStringLiteral("2C 5C 8C JC")));
    QVERIFY(handText(game, 2).startsWith(QStringLiteral("3C 6C 9C QC")));
    std::vector<Event> events;
    game.apply(Action::play(), events);
    QCOMPARE(describe(events), QStringList{"play 0 AC"});
}

void TestGame::turnPassesClockwise()
{
    ScriptedGame t(makeRules("house"), 3, {"5C 8C", "6D 9D", "7H TH"});
    QCOMPARE(t.game.turn(), 0);
    QCOMPARE(t.act("P"), QStringList{"play 0 5C"});
    QCOMPARE(t.game.turn(), 1);
    QCOMPARE(t.act("P"), QStringList{"play 1 6D"});
    QCOMPARE(t.game.turn(), 2);
    QCOMPARE(t.act("P"), QStringList{"play 2 7H"});
    QCOMPARE(t.game.turn(), 0);
    QCOMPARE(t.act("P"), QStringList{"play 0 8C"});
    QCOMPARE(t.game.turn(), 1);
    QCOMPARE(t.pile(), QStringLiteral("5C 6D 7H 8C"));
    QCOMPARE(t.game.plays(), 4LL);
}

void TestGame::turnSkipsSeatsWithoutCards()
{
    ScriptedGame t(sheddingRules(), 3, {"5C", "", "7H"});
    QVERIFY(t.misslap(1, 17));
    QCOMPARE(t.handSize(1), 0);
    QVERIFY(!t.game.isOut(1));
    QCOMPARE(t.game.turn(), 0);
    QCOMPARE(t.act("P"), QStringList{"play 0 5C"});
    QCOMPARE(t.game.turn(), 2); // seat 1 is skipped
    QCOMPARE(t.act("P"), QStringList{"play 2 7H"});
    QCOMPARE(t.game.turn(), 0);
}

void TestGame::aloneSeatPlaysAgain()
{
    ScriptedGame t(sheddingRules(), 2, {"5C 7H", ""});
    QVERIFY(t.misslap(1, 26));
    QCOMPARE(t.act("P"), QStringList{"play 0 5C"});
    QCOMPARE(t.game.turn(), 0); // no other seat has cards
    QCOMPARE(t.act("P"), QStringList{"play 0 7H"});
    QCOMPARE(t.game.turn(), 0);
    QVERIFY(!t.game.isOver());
}

void TestGame::challenge_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("chances");
    QTest::newRow("jack") << "JH" << 1;
    QTest::newRow("queen") << "QH" << 2;
    QTest::newRow("king") << "KH" << 3;
    QTest::newRow("ace") << "AH" << 4;
}

void TestGame::challenge()
{
    QFETCH(QString, card);
    QFETCH(int, chances);
    const QStringList answers = {"2C", "3D", "4S", "6C"};
    ScriptedGame t(makeRules("house"), 3, {card, answers.join(QLatin1Char(' ')), ""});

    QCOMPARE(t.act("P"), QStringList{"play 0 " + card});
    QVERIFY(t.game.challengeActive());
    QCOMPARE(t.game.challenger(), 0);
    QCOMPARE(t.game.chancesLeft(), chances);
    QCOMPARE(t.game.turn(), 1);
    for (int k = 1; k <= chances; ++k) {
        QStringList expected{"play 1 " + answers.at(k - 1)};
        if (k == chances)
            expected << QStringLiteral("won 0 challenge %1").arg(chances + 1);
        QCOMPARE(t.act("P"), expected);
        if (k < chances) {
            QCOMPARE(t.game.challenger(), 0);
            QCOMPARE(t.game.chancesLeft(), chances - k);
            QCOMPARE(t.game.turn(), 1); // the same seat answers again
        }
    }
    QVERIFY(!t.game.challengeActive());
    QVERIFY(t.game.pile().empty());
    QCOMPARE(t.game.turn(), 1); // house: leader next
    QCOMPARE(t.handSize(0), 18 - 1 + 1 + chances);
    // The pile went under the hand, bottom card first.
    QVERIFY(t.hand(0).endsWith(card + QLatin1Char(' ') + answers.mid(0, chances).join(QLatin1Char(' '))));
}

void TestGame::letterAnswerStartsNewChallenge()
{
    ScriptedGame t(makeRules("house"), 3, {"KH", "5C QD", "2C 3D"});
    t.act("P");
    QCOMPARE(t.act("P"), QStringList{"play 1 5C"});
    QCOMPARE(t.game.chancesLeft(), 2);
    QCOMPARE(t.act("P"), QStringList{"play 1 QD"});
    QCOMPARE(t.game.challenger(), 1); // the old challenge is forgotten
    QCOMPARE(t.game.chancesLeft(), 2);
    QCOMPARE(t.game.turn(), 2);
    QCOMPARE(t.act("P"), QStringList{"play 2 2C"});
    QCOMPARE(t.game.chancesLeft(), 1);
    QCOMPARE(t.act("P"), (QStringList{"play 2 3D", "won 1 challenge 5"}));
    QCOMPARE(t.game.turn(), 2);
}

void TestGame::letterOnTheLastChance()
{
    ScriptedGame t(makeRules("house"), 3, {"JH", "AD", "2C 3D 4S 6C"});
    t.act("P");
    QCOMPARE(t.act("P"), QStringList{"play 1 AD"});
    QCOMPARE(t.game.challenger(), 1);
    QCOMPARE(t.game.chancesLeft(), 4);
    QCOMPARE(t.game.turn(), 2);
    QCOMPARE(t.repeat("P", 4),
             (QStringList{"play 2 2C", "play 2 3D", "play 2 4S", "play 2 6C", "won 1 challenge 6"}));
}

void TestGame::chancesPassToNextSeatWithCards()
{
    ScriptedGame t(sheddingRules(), 3, {"QH", "... 5C", "2D"});
    QVERIFY(t.misslap(1, 16));
    QCOMPARE(t.hand(1), QStringLiteral("5C"));
    t.act("P");
    QCOMPARE(t.act("P"), QStringList{"play 1 5C"}); // its last card; one chance left
    QCOMPARE(t.game.challenger(), 0);
    QCOMPARE(t.game.chancesLeft(), 1);
    QCOMPARE(t.game.turn(), 2);
    QCOMPARE(t.act("P"), (QStringList{"play 2 2D", "won 0 challenge 19"})); // 16 burned + 3
}

void TestGame::chancesPassingToChallengerLose()
{
    ScriptedGame t(sheddingRules(), 2, {"KH", "... 5C"});
    QVERIFY(t.misslap(1, 25));
    t.act("P");
    // Seat 1 plays its last card with two chances left: they would pass to
    // the challenger, so the challenge is lost (and seat 0 holds every card).
    QCOMPARE(t.act("P"), (QStringList{"play 1 5C", "won 0 challenge 27", "over 0"}));
}

void TestGame::challengeLostAtOnce_data()
{
    QTest::addColumn<QString>("collect");
    QTest::newRow("immediate") << "immediate";
    QTest::newRow("on_collect") << "on_collect";
}

void TestGame::challengeLostAtOnce()
{
    QFETCH(QString, collect);
    ScriptedGame t(sheddingRules({{"collect", collect.toStdString()}}), 2, {"JH", ""});
    QVERIFY(t.misslap(1, 26));
    if (collect == QLatin1String("immediate")) {
        QCOMPARE(t.act("P"), (QStringList{"play 0 JH", "won 0 challenge 27", "over 0"}));
    } else {
        QCOMPARE(t.act("P"), QStringList{"play 0 JH"});
        QCOMPARE(t.game.pendingSeat(), 0);
        QCOMPARE(t.game.turn(), -1);
        QVERIFY(!t.game.challengeActive());
        QCOMPARE(t.act("C"), (QStringList{"won 0 challenge 27", "over 0"}));
    }
    QCOMPARE(t.game.winner(), 0);
}

void TestGame::decidingCard_data()
{
    challengeLostAtOnce_data();
}

void TestGame::decidingCard()
{
    // immediate: the card that decides a challenge cannot be slapped (the
    // pile is gone); on_collect: it can, and a valid slap steals the pile.
    QFETCH(QString, collect);
    ScriptedGame t(makeRules("house", {{"collect", collect.toStdString()}}), 3, {"6C 2H 3H", "JC", "6D"});
    t.repeat("P", 2);
    if (collect == QLatin1String("immediate")) {
        QCOMPARE(t.act("P"), (QStringList{"play 2 6D", "won 1 challenge 3"}));
        QCOMPARE(t.act("S0"), (QStringList{"slap 0 invalid", "burn 0 2H 3H"}));
    } else {
        QCOMPARE(t.act("P"), QStringList{"play 2 6D"});
        QCOMPARE(t.game.pendingSeat(), 1);
        QCOMPARE(t.act("S0"), (QStringList{"slap 0 sandwich top_bottom", "won 0 slap 3"}));
        QCOMPARE(t.game.pendingSeat(), -1);
        QCOMPARE(t.game.turn(), 1); // leader next after seat 0
        QVERIFY(t.hand(0).endsWith(QStringLiteral("6C JC 6D")));
    }
}

void TestGame::pendingAward()
{
    ScriptedGame t(makeRules("bicycle"), 3, {"5C", "JC", "7D 8D"}); // on_collect, leader winner, burn 1
    t.repeat("P", 2);
    QCOMPARE(t.act("P"), QStringList{"play 2 7D"});
    QCOMPARE(t.game.pendingSeat(), 1);
    QCOMPARE(t.game.turn(), -1);
    QVERIFY(!t.game.challengeActive()); // the challenge itself is over

    const QString hands = t.hand(0) + '|' + t.hand(1) + '|' + t.hand(2);
    QCOMPARE(t.act("P"), QStringList{"rejected awaiting_collect"});
    QCOMPARE(t.hand(0) + '|' + t.hand(1) + '|' + t.hand(2), hands);
    QCOMPARE(t.pile(), QStringLiteral("5C JC 7D"));
    QCOMPARE(t.game.pendingSeat(), 1);

    // A misslap's burned card goes under the pending pile ...
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 invalid", "burn 2 8D"}));
    QCOMPARE(t.pile(), QStringLiteral("8D 5C JC 7D"));
    QCOMPARE(t.game.pendingSeat(), 1);
    QCOMPARE(t.game.turn(), -1);
    // ... and is collected with it.
    QCOMPARE(t.act("C"), QStringList{"won 1 challenge 4"});
    QVERIFY(t.hand(1).endsWith(QStringLiteral("8D 5C JC 7D")));
    QCOMPARE(t.game.pendingSeat(), -1);
    QCOMPARE(t.game.turn(), 1); // leader winner
    QCOMPARE(t.act("C"), QStringList{"rejected nothing_to_collect"});
}

void TestGame::collectWithNothingPending_data()
{
    QTest::addColumn<QString>("preset");
    QTest::newRow("house") << "house";
    QTest::newRow("bicycle") << "bicycle";
}

void TestGame::collectWithNothingPending()
{
    QFETCH(QString, preset);
    ScriptedGame t(makeRules(preset.toStdString()), 2, {"5C", "6D"});
    const QString hand0 = t.hand(0);
    QCOMPARE(t.act("C"), QStringList{"rejected nothing_to_collect"});
    QCOMPARE(t.hand(0), hand0);
    QCOMPARE(t.game.turn(), 0);
    t.act("P");
    QCOMPARE(t.act("C"), QStringList{"rejected nothing_to_collect"});
    QCOMPARE(t.pile(), QStringLiteral("5C"));
    QCOMPARE(t.game.turn(), 1);
}

void TestGame::leader_data()
{
    QTest::addColumn<QString>("leader");
    QTest::addColumn<int>("turn");
    QTest::newRow("winner") << "winner" << 0;
    QTest::newRow("next") << "next" << 1;
}

void TestGame::leader()
{
    QFETCH(QString, leader);
    QFETCH(int, turn);
    ScriptedGame t(makeRules("house", {{"leader", leader.toStdString()}}), 3, {"4C", "4D", ""});
    t.repeat("P", 2);
    QCOMPARE(t.game.turn(), 2);
    QCOMPARE(t.act("S0"), (QStringList{"slap 0 double top_bottom", "won 0 slap 2"}));
    QCOMPARE(t.game.turn(), turn);
}

void TestGame::lastCard()
{
    // No seat has a card in hand and no challenge: the seat that played the
    // top card takes the pile.
    ScriptedGame t(sheddingRules(), 2, {"... 7C", ""});
    QVERIFY(t.misslap(1, 26));
    QVERIFY(t.misslap(0, 25));
    QCOMPARE(t.hand(0), QStringLiteral("7C"));
    QCOMPARE(t.act("P"), (QStringList{"play 0 7C", "won 0 last_card 52", "over 0"}));
    QCOMPARE(t.game.winner(), 0);
}

void TestGame::lastCardNoPlayedCard()
{
    // Every card was burned, none played: the first seat clockwise from
    // seat 0 that is not out takes the pile (seat 0 is out: seat 1, not
    // the slapper, seat 2).
    ScriptedGame t(sheddingRules(), 3, {});
    QVERIFY(t.misslap(0, 18));
    QCOMPARE(t.act("S0"), (QStringList{"slap 0 invalid", "out 0"}));
    QVERIFY(t.misslap(1, 17));
    QVERIFY(t.misslap(2, 16));
    const QString last = t.hand(2);
    QCOMPARE(t.act("S2"), (QStringList{"slap 2 invalid", "burn 2 " + last, "won 1 last_card 52", "over 1"}));
}

void TestGame::lastCardTopPlayerOutAndGameOver()
{
    // The seat that played the top card goes out (misslap_limit) while no
    // other seat has cards: the pile goes to the first seat clockwise from
    // it that is not out (seat 2, not seat 0).
    ScriptedGame t(makeRules("house", {{"win", "all_cards"s}, {"leader", "winner"s}, {"misslap_limit", 1LL}}),
                   3, {"2C", "AS 3C", "4C 5D 6H 7S"});
    t.repeat("P", 5);
    QCOMPARE(t.act("P"), (QStringList{"play 2 7S", "won 1 challenge 6"}));
    QCOMPARE(t.act("P"), QStringList{"play 1 3C"});
    QCOMPARE(t.handSize(0), 17);
    QCOMPARE(t.handSize(1), 21);
    QCOMPARE(t.handSize(2), 13);
    // Misslaps on one card count once: nobody passes the limit of 1 here.
    QVERIFY(t.misslap(2, 7)); // burn 2 each: 13 cards
    QVERIFY(t.misslap(0, 9)); // 17 cards
    QCOMPARE(t.game.misslapStreak(0), 1);
    QCOMPARE(t.game.turn(), 1);
    QVERIFY(t.misslap(1, 9));       // 21 - 18 = 3 cards left, streak 1
    QCOMPARE(t.act("P").size(), 1); // seat 1 plays on, the only seat with cards
    // Its misslap on the next card too: streak 2 > 1, out, its last card burned.
    const QStringList rest = t.hand(1).split(' ');
    QCOMPARE(rest.size(), 2);
    QCOMPARE(t.act("S1"), (QStringList{"slap 1 invalid", "burn 1 " + rest[0] + ' ' + rest[1], "out 1",
                                       "won 2 last_card 52", "over 2"}));
    QVERIFY(t.game.isOver());
    QCOMPARE(t.game.winner(), 2);
    QCOMPARE(t.game.turn(), -1);
}

RATSCREW_TEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
