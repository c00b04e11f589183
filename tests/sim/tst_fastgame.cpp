// SPDX-License-Identifier: GPL-3.0-or-later
// The simulator's copy of the rules (sim/FastGame.h) against their
// definition, Game: both are given the same arbitrary actions (plays,
// slaps by any seat at any moment, collects, rejected actions, draws)
// over random rule sets without calls, 2..8 players and random decks, and
// their whole state is compared after every action. Bots never reach some
// paths that random actions do, and the test counts that they did: the
// last card's pile when its player is out (a change there fails this test
// within a second, and no number of bot games), a penalty pile of burned
// cards only, a misslap that ends a misslap_leads game. (Of those, the
// last two cannot show a difference: a pile of burned cards only has no
// last player, and a game that ends leaves no seat to play.)
//
// The decisions both make are written once, in
// engine/rules/RuleDecisions.h (the deal, ten_stops, a challenge nobody
// can answer, a challenge's pile waiting for collect, the leader after a
// pile, the last card's pile, misslap streaks and sit-outs, the misslap's
// cost, the give_pile taker, the winner when time is up), and the slap
// patterns in SlapPatterns.h. These copies remain in sim/FastGame.h, and
// this test holds them to Game:
// - nextWithCards(), winnerNow() (§6) and the count of the other seats
//   holding cards (an empty-handed misslap's sit-out), which FastGame
//   reads from masks of the seats holding cards and out (loops over the
//   seats in Game): the fast loop's speed (docs/PERFORMANCE.md);
// - which slaps are refused (§4: game over, out, no cards without
//   slap_in, sitting out, late): one condition in FastGame, a reason and
//   an event each in Game;
// - the steps that carry the decisions out (play, slap, misslap's
//   penalty, collect, time up, challenge start and loss, award, pile won,
//   burn, going out, passing the turn, misslap_leads' lead, the game's
//   end): the same order of the same changes, but with events, calls and
//   the split pile in Game, and without them, with the masks and the
//   tally, in FastGame.

#include "FastGame.h"
#include "RandomRules.h"
#include "Table.h"
#include "TestRegistry.h"

#include <QTest>

#include <algorithm>
#include <optional>

using namespace ratscrew;

namespace {

QByteArray cardsText(std::span<const Card> cards)
{
    QByteArray text;
    for (Card c : cards)
        text += QByteArray::fromStdString(c.name()) + ' ';
    return text;
}

QByteArray handText(const CardStack &hand)
{
    QByteArray text;
    for (int i = 0; i < hand.size(); ++i)
        text += QByteArray::fromStdString(hand[i].name()) + ' ';
    return text;
}

int lastPlayerOf(const Game &g)
{
    return g.lastPlayer(PileId::Slap);
}
int lastPlayerOf(const FastGame &g)
{
    return g.lastPlayer();
}
bool hasCardsOf(const Game &g, int seat)
{
    return !g.hand(seat).empty();
}
bool hasCardsOf(const FastGame &g, int seat)
{
    return g.hasCards(seat); // its own record of it, kept beside the hands
}

// Everything a Game (or a FastGame) shows of a game without calls, as
// text, with what the simulator counts of its slaps.
template<typename AnyGame>
QByteArray stateOf(const AnyGame &g, const FastGame::Tally &t)
{
    QByteArray s = "turn " + QByteArray::number(g.turn()) + " challenger "
                   + QByteArray::number(g.challenger()) + " chances " + QByteArray::number(g.chancesLeft())
                   + " pending " + QByteArray::number(g.pendingSeat()) + " over "
                   + QByteArray::number(g.isOver()) + " winner " + QByteArray::number(g.winner()) + " plays "
                   + QByteArray::number(g.plays()) + " won " + QByteArray::number(g.pilesWon()) + " just "
                   + QByteArray::number(g.justSlapped()) + " last " + QByteArray::number(lastPlayerOf(g))
                   + " burned " + QByteArray::number(g.burnedCount()) + "\npile " + cardsText(g.pile())
                   + "\n";
    for (int p = 0; p < g.players(); ++p)
        s += "seat " + QByteArray::number(p) + ": out " + QByteArray::number(g.isOut(p)) + " streak "
             + QByteArray::number(g.misslapStreak(p)) + " onTop " + QByteArray::number(g.misslappedOnTop(p))
             + " sitOut " + QByteArray::number(g.sitOutCards(p)) + " slaps "
             + QByteArray::number(t.validSlaps[std::size_t(p)]) + "/"
             + QByteArray::number(t.invalidSlaps[std::size_t(p)]) + "/"
             + QByteArray::number(t.lateSlaps[std::size_t(p)]) + "/"
             + QByteArray::number(t.sitOuts[std::size_t(p)]) + " has cards "
             + QByteArray::number(hasCardsOf(g, p)) + " hand " + handText(g.hand(p)) + "\n";
    return s;
}

bool sameCards(std::span<const Card> a, std::span<const Card> b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](Card x, Card y) { return x.id() == y.id(); });
}

bool sameHand(const CardStack &a, const CardStack &b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (a[i].id() != b[i].id())
            return false;
    return true;
}

// stateOf(game, counted) == stateOf(fast, fast.tally()), field by field (the text is
// only made for a failure).
bool sameState(const Game &g, const FastGame::Tally &counted, const FastGame &f)
{
    if (g.turn() != f.turn() || g.challenger() != f.challenger() || g.chancesLeft() != f.chancesLeft()
        || g.pendingSeat() != f.pendingSeat() || g.isOver() != f.isOver() || g.winner() != f.winner()
        || g.endedOnTime() != f.endedOnTime() || g.plays() != f.plays() || g.pilesWon() != f.pilesWon()
        || g.justSlapped() != f.justSlapped() || g.lastPlayer(PileId::Slap) != f.lastPlayer()
        || g.burnedCount() != f.burnedCount() || !sameCards(g.pile(), f.pile())
        || SlapMatcher::topRanks(g.playedCards()) != f.topRanks())
        return false;
    const FastGame::Tally &t = f.tally();
    if (counted.validSlaps != t.validSlaps || counted.invalidSlaps != t.invalidSlaps
        || counted.lateSlaps != t.lateSlaps || counted.sitOuts != t.sitOuts)
        return false;
    for (int p = 0; p < g.players(); ++p)
        if (g.isOut(p) != f.isOut(p) || g.misslapStreak(p) != f.misslapStreak(p)
            || g.misslappedOnTop(p) != f.misslappedOnTop(p) || g.sitOutCards(p) != f.sitOutCards(p)
            || hasCardsOf(g, p) != hasCardsOf(f, p) || !sameHand(g.hand(p), f.hand(p)))
            return false;
    return true;
}

// The rare paths the random actions must reach, counted from the reference.
struct Reached
{
    long long actions = 0;
    long long games = 0;
    long long burnedPenaltyPiles = 0; // give_pile on a pile of burned cards only
    long long lastCardsOfOutPlayers = 0;
    long long leadsAtTheEnd = 0; // misslap_leads on a misslap that ended the game
    long long lateSlaps = 0;
    long long sitOuts = 0;
    long long outs = 0;
    long long collects = 0;
    long long draws = 0;
    long long tenStops = 0; // a ten that ended a challenge (docs/RULES.md §11.2)
    long long lockouts = 0; // penalty: lockout (§11.3)
    long long timeUps = 0;  // T accepted (§11.4)
    long long taken = 0;    // FastGames taken from a Game mid-game
};

} // namespace

class TestFastGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameStateAsGameAfterEveryAction();
};

void TestFastGame::sameStateAsGameAfterEveryAction()
{
    Random random(20261127);
    Reached reached;
    std::vector<Event> events;
    for (int table = 0; table < 40000; ++table) {
        RuleSet rules = randomRuleSet(random);
        rules.splitEights = false; // no calls (docs/RULES.md §9): FastGame has none
        rules.stickyFaces = {};
        QVERIFY(!rules.hasCalls());
        const int players = kMinPlayers + int(random.below(kMaxPlayers - kMinPlayers + 1));
        const Table::Deal deal = Table::shuffle(rules, players, random);
        Game game(rules, players, deal.deck, deal.firstPlayer);
        FastGame fast(rules, players, deal.deck, deal.firstPlayer);
        const SlapMatcher matcher(rules);
        FastGame::Tally counted;
        std::optional<FastGame> taken; // FastGame(rules, game) at a random action, driven alike since
        FastGame::Tally countedSinceTaken;
        const int length = 50 + int(random.below(3000));
        // How often a random seat slaps on top of randomAction()'s mix: up
        // to half the actions, for games that end in misslaps and outs.
        const std::uint32_t extraSlaps = random.below(50);
        ++reached.games;
        for (int step = 0; step < length && !game.isOver(); ++step) {
            // Mostly randomAction()'s mix; now and then a run of slaps by one
            // seat (misslap limits, penalties on burned piles, late slaps).
            Action action = randomAction(random, game);
            if (random.below(100) < extraSlaps)
                action = Action::slap(int(random.below(std::uint32_t(players))));

            // What the reference is about to do, for the counts of paths reached.
            const int lastBefore = game.lastPlayer(PileId::Slap);
            const bool burnedOnly = !game.pile().empty() && game.burnedCount() == int(game.pile().size());
            const bool challengeBefore = game.challengeActive();

            events.clear();
            game.apply(action, events);
            const auto drive = [&](FastGame &f) {
                switch (action.type) {
                case Action::Type::Play:
                    if (!f.isOver() && f.pendingSeat() < 0)
                        f.play();
                    else
                        QVERIFY(!events.empty() && events.front().type == Event::Type::Rejected);
                    break;
                case Action::Type::Slap:
                    f.slap(action.seat, matcher.match(f.playedCards(), f.topRanks()));
                    break;
                case Action::Type::Collect:
                    f.collect();
                    break;
                case Action::Type::TimeUp:
                    f.timeUp();
                    break;
                }
            };
            drive(fast);
            if (taken)
                drive(*taken);
            reached.collects += action.type == Action::Type::Collect && !events.empty()
                                && events.front().type == Event::Type::PileWon;
            reached.timeUps += action.type == Action::Type::TimeUp && !events.empty()
                               && events.front().type == Event::Type::TimeUp;
            ++reached.actions;
            for (const Event &e : events) {
                const auto seat = std::size_t(std::max(e.seat, 0));
                if (e.type == Event::Type::Slap)
                    ++(e.valid ? counted.validSlaps : counted.invalidSlaps)[seat],
                        ++(e.valid ? countedSinceTaken.validSlaps : countedSinceTaken.invalidSlaps)[seat];
                else if (e.type == Event::Type::Rejected && e.rejectReason == RejectReason::Late)
                    ++counted.lateSlaps[std::size_t(action.seat)], ++reached.lateSlaps,
                        ++countedSinceTaken.lateSlaps[std::size_t(action.seat)];
                else if (e.type == Event::Type::SitOut)
                    ++counted.sitOuts[seat], ++reached.sitOuts, ++countedSinceTaken.sitOuts[seat],
                        reached.lockouts += rules.penalty == Penalty::Lockout && !game.hand(e.seat).empty();
                else if (e.type == Event::Type::Play && challengeBefore && rules.tenStops
                         && e.card.rank() == Rank::Ten)
                    ++reached.tenStops;
                else if (e.type == Event::Type::Out)
                    ++reached.outs;
                else if (e.type == Event::Type::PileWon && e.wonReason == PileWonReason::Penalty
                         && burnedOnly)
                    ++reached.burnedPenaltyPiles;
                else if (e.type == Event::Type::PileWon && e.wonReason == PileWonReason::LastCard
                         && lastBefore >= 0 && e.seat != lastBefore) // its player out: the next seat in
                    ++reached.lastCardsOfOutPlayers;
            }
            if (action.type == Action::Type::Slap && rules.misslapLeads && game.isOver() && !events.empty()
                && events.front().type == Event::Type::Slap && !events.front().valid)
                ++reached.leadsAtTheEnd;
            if (random.below(2000) == 0) {
                game.declareDraw(events);
                fast.declareDraw();
                if (taken)
                    taken->declareDraw();
                ++reached.draws;
            }
            // Now and then a FastGame is taken from the Game where it
            // stands (what WinChances plays on from) and goes on beside it.
            if (random.below(200) == 0) {
                taken.emplace(rules, game);
                countedSinceTaken = {};
                ++reached.taken;
            }
            if (taken && !sameState(game, countedSinceTaken, *taken)) {
                QTest::qFail("table " + QByteArray::number(table) + ", action " + QByteArray::number(step)
                                 + ": a FastGame taken from the Game went apart from it:\nGame:\n"
                                 + stateOf(game, countedSinceTaken) + "taken FastGame:\n"
                                 + stateOf(*taken, taken->tally()),
                             __FILE__, __LINE__);
                return;
            }

            if (!sameState(game, counted, fast)) {
                const QByteArray expected = stateOf(game, counted) + "top ranks "
                                            + QByteArray::number(SlapMatcher::topRanks(game.playedCards()))
                                            + "\n";
                const QByteArray actual =
                    stateOf(fast, fast.tally()) + "top ranks " + QByteArray::number(fast.topRanks()) + "\n";
                QTest::qFail(
                    "table " + QByteArray::number(table) + " (" + QByteArray::number(players) + " players, "
                        + QByteArray::fromStdString(describeRules(rules)) + "), action "
                        + QByteArray::number(step) + " (" + QByteArray::number(int(action.type)) + ", seat "
                        + QByteArray::number(action.seat) + "):\nGame:\n" + expected + "FastGame:\n" + actual,
                    __FILE__, __LINE__);
                return;
            }
        }
    }
    qInfo(
        "%lld actions in %lld games; reached: %lld penalty piles of burned cards, %lld last cards of a "
        "player out, %lld misslaps that ended a misslap_leads game, %lld late slaps, %lld sit-outs, %lld "
        "outs, %lld collects, %lld draws, %lld tens that stopped a challenge, %lld lockouts, %lld times up, "
        "%lld FastGames taken from a Game",
        reached.actions, reached.games, reached.burnedPenaltyPiles, reached.lastCardsOfOutPlayers,
        reached.leadsAtTheEnd, reached.lateSlaps, reached.sitOuts, reached.outs, reached.collects,
        reached.draws, reached.tenStops, reached.lockouts, reached.timeUps, reached.taken);
    QVERIFY(reached.burnedPenaltyPiles > 0);
    QVERIFY(reached.lastCardsOfOutPlayers > 0);
    QVERIFY(reached.leadsAtTheEnd > 0);
    QVERIFY(reached.lateSlaps > 0);
    QVERIFY(reached.sitOuts > 0);
    QVERIFY(reached.outs > 0);
    QVERIFY(reached.collects > 0);
    QVERIFY(reached.draws > 0);
    QVERIFY(reached.tenStops > 0);
    QVERIFY(reached.lockouts > 0);
    QVERIFY(reached.timeUps > 0);
    QVERIFY(reached.taken > 1000);
}

RATSCREW_TEST_GUILESS_MAIN(TestFastGame)
#include "tst_fastgame.moc"
