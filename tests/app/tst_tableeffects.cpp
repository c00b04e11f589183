// SPDX-License-Identifier: GPL-3.0-or-later
// What the table shows of each action, without painting: the piles' contents
// the session's report carries (a won pile, a burn, a split and its move-over,
// a stick), that they agree with a walk of the events over many games, and the
// effects the table's timeline makes of them (on which pile a flash goes).
#include "GameSession.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "table/TableEffects.h"

#include <QSignalSpy>
#include <QTest>
#include <QVariantAnimation>

#include <algorithm>
#include <optional>

using namespace ratscrew;

namespace {

Card card(const char *name)
{
    return *Card::parse(name);
}

QList<Card> cards(std::initializer_list<const char *> names)
{
    QList<Card> out;
    for (const char *name : names)
        out << card(name);
    return out;
}

// rules.fullDeck() with `first` (card names) moved to its front, in order.
std::vector<Card> deckStartingWith(const RuleSet &rules, std::initializer_list<const char *> first)
{
    std::vector<Card> deck;
    for (const char *name : first)
        deck.push_back(card(name));
    for (Card c : rules.fullDeck())
        if (std::find(deck.begin(), deck.end(), c) == deck.end())
            deck.push_back(c);
    return deck;
}

// The reports a session sends, newest last.
struct Reports
{
    explicit Reports(GameSession &session)
    {
        QObject::connect(&session, &GameSession::actionApplied,
                         [this](const ActionReport &r) { list.append(r); });
    }
    const ActionReport &last() const { return list.constLast(); }
    QList<ActionReport> list;
};

const TableEffect *findEffect(const TableEffects &effects, TableEffect::Kind kind)
{
    for (const TableEffect &e : effects.effects())
        if (e.kind == kind)
            return &e;
    return nullptr;
}

// The oracle: the piles walked from the report's piles before the action
// through its events (docs/RULES.md §4: burned cards go under the slap pile;
// §5: a won pile leaves the table; §9.2: a split pile then moves over).
struct Walked
{
    QList<ActionReport::WonPile> won;
    QList<Card> played;
    int burned = 0;
    QList<Card> split;
};

Walked walk(const ActionReport &r)
{
    Walked w;
    QList<Card> burnedCards = r.pileBefore.mid(0, r.pileBefore.size() - r.playedBefore.size());
    w.played = r.playedBefore;
    w.split = r.splitBefore;
    for (const Event &e : r.events) {
        switch (e.type) {
        case Event::Type::Play:
            (e.pile == PileId::Split ? w.split : w.played).append(e.card);
            break;
        case Event::Type::Burn:
            for (Card c : e.cards)
                burnedCards.prepend(c);
            break;
        case Event::Type::PileWon: {
            ActionReport::WonPile pile;
            pile.player = e.seat;
            pile.pile = e.pile;
            if (e.pile == PileId::Split) {
                pile.cards = std::exchange(w.split, {});
            } else {
                pile.cards = burnedCards + w.played;
                pile.burned = int(burnedCards.size());
                burnedCards.clear();
                w.played = std::exchange(w.split, {});
                pile.movedOver = w.played;
            }
            w.won << pile;
            break;
        }
        default:
            break;
        }
    }
    w.burned = int(burnedCards.size());
    return w;
}

} // namespace

class TestTableEffects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wonPileInTheReport();
    void burnInTheReport();
    void splitAndMoveOverInTheReport();
    void reportAgreesWithTheEvents_data();
    void reportAgreesWithTheEvents();
    void sweepTakesTheReportsCards();
    void moveOverFromTheReport();
    void stickOnTheSplitPileFlashesThere();
    void patternOnTheSplitPileFlashesThere();
    void noAnimationNoEffects();
    void aThrownCardFliesOnTheGamesClock();
};

// Two players, house rules: 5C and 5D make a double, player 0 takes both.
void TestTableEffects::wonPileInTheReport()
{
    const RuleSet rules = *RuleSet::preset("house");
    GameSession session;
    Reports reports(session);
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0));
    QVERIFY(session.playCard(0));
    QCOMPARE(reports.last().playedAfter, cards({"5C"}));
    QVERIFY(reports.last().wonPiles.isEmpty());
    QVERIFY(session.playCard(1));
    QCOMPARE(reports.last().playedAfter, cards({"5C", "5D"}));
    session.slap(0);
    const ActionReport &r = reports.last();
    QCOMPARE(r.wonPiles.size(), 1);
    QCOMPARE(r.wonPiles[0].player, 0);
    QCOMPARE(r.wonPiles[0].pile, PileId::Slap);
    QCOMPARE(r.wonPiles[0].cards, cards({"5C", "5D"}));
    QCOMPARE(r.wonPiles[0].burned, 0);
    QVERIFY(r.wonPiles[0].movedOver.isEmpty());
    QVERIFY(r.playedAfter.isEmpty());
    QCOMPARE(r.burnedAfter, 0);
    QVERIFY(r.splitCardsAfter.isEmpty());
}

// A misslap burns under the pile; the next won pile takes the burned cards
// first, face down.
void TestTableEffects::burnInTheReport()
{
    const RuleSet rules = *RuleSet::preset("house");
    QCOMPARE(rules.penalty, Penalty::Burn);
    GameSession session;
    Reports reports(session);
    // Player 0 holds 5C 9S 2C, player 1 7H 4D 5D.
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"5C", "7H", "9S", "4D", "2C", "5D"}), 0));
    QVERIFY(session.playCard(0)); // 5C
    session.slap(1);              // a misslap: player 1 burns 7H and 4D
    const ActionReport &misslap = reports.last();
    const Event *burn = misslap.find(Event::Type::Burn);
    QVERIFY(burn);
    QCOMPARE(misslap.playedAfter, cards({"5C"}));
    QCOMPARE(misslap.burnedAfter, int(burn->cards.size()));
    QCOMPARE(misslap.burnedAfter, rules.burnCount);
    QVERIFY(misslap.wonPiles.isEmpty());
    const QList<Card> burned(burn->cards.begin(), burn->cards.end());

    QCOMPARE(burned, cards({"7H", "4D"}));
    QVERIFY(session.playCard(1)); // 5D on 5C: a double
    QVERIFY(!session.slappablePatterns().empty());
    const QList<Card> playedBefore = reports.last().playedAfter;
    session.slap(0);
    const ActionReport &won = reports.last();
    QCOMPARE(won.wonPiles.size(), 1);
    QCOMPARE(won.wonPiles[0].burned, int(burned.size()));
    QCOMPARE(won.wonPiles[0].played(), playedBefore);
    // Each burned card went to the very bottom, the last one lowest.
    QList<Card> under = burned;
    std::reverse(under.begin(), under.end());
    QCOMPARE(won.wonPiles[0].cards.mid(0, won.wonPiles[0].burned), under);
}

// docs/RULES.md §9.2: 8C, split with 5D, 8H on the slap pile: a double
// there; the split pile moves over.
void TestTableEffects::splitAndMoveOverInTheReport()
{
    const RuleSet rules = *RuleSet::preset("slaps_full");
    GameSession session;
    Reports reports(session);
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"8C", "5D", "8H", "3S"}), 0));
    QVERIFY(session.playCard(0)); // 8C
    session.slap(1);              // a split: 5D onto the split pile
    QCOMPARE(reports.last().call(), Call::Split);
    QCOMPARE(reports.last().playedAfter, cards({"8C"}));
    QCOMPARE(reports.last().splitCardsAfter, cards({"5D"}));
    QCOMPARE(session.turnPlayer(), 0);
    QVERIFY(session.playCard(0)); // 8H onto the slap pile: a double
    QCOMPARE(reports.last().playedAfter, cards({"8C", "8H"}));
    session.slap(1);
    const ActionReport &r = reports.last();
    QCOMPARE(r.slapPile(), PileId::Slap);
    QCOMPARE(r.wonPiles.size(), 1);
    QCOMPARE(r.wonPiles[0].player, 1);
    QCOMPARE(r.wonPiles[0].pile, PileId::Slap);
    QCOMPARE(r.wonPiles[0].cards, cards({"8C", "8H"}));
    QCOMPARE(r.wonPiles[0].movedOver, cards({"5D"}));
    QCOMPARE(r.playedAfter, cards({"5D"}));
    QVERIFY(r.splitCardsAfter.isEmpty());
}

void TestTableEffects::reportAgreesWithTheEvents_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    for (const char *preset : {"house", "slaps", "slaps_advanced", "slaps_full", "classic"})
        for (int players : {2, 3, 5})
            QTest::addRow("%s, %d players", preset, players) << QString::fromLatin1(preset) << players;
}

// Whole games of slaps, misslaps, plays and collects: every report's won
// piles and piles after agree with a walk of its events and with the
// session's piles.
void TestTableEffects::reportAgreesWithTheEvents()
{
    QFETCH(QString, preset);
    QFETCH(int, players);
    const RuleSet rules = *RuleSet::preset(preset.toStdString());
    ManualScheduler clock;
    GameSession session(&clock);
    session.setAutoCollect(false);
    Reports reports(session);
    int wonPiles = 0, movedOver = 0, burns = 0;
    for (quint64 seed = 1; seed <= 6; ++seed) {
        session.newGame(rules, players, seed);
        for (int step = 0; step < 3000 && !session.isOver(); ++step) {
            const int who = int((seed * 7 + step * 13) % players);
            if (session.pendingPlayer() >= 0 && step % 3 == 0)
                session.collect();
            else if (!session.slappablePatterns().empty() || step % 11 == 0
                     || (session.hasSplit() && step % 5 == 0))
                session.slap(who);
            else if (session.pendingPlayer() >= 0)
                session.collect();
            else if (session.turnPlayer() >= 0)
                session.playCard(session.turnPlayer());
            if (reports.list.isEmpty())
                continue;
            const ActionReport r = reports.list.takeLast();
            const Walked w = walk(r);
            QCOMPARE(r.wonPiles.size(), w.won.size());
            for (qsizetype i = 0; i < w.won.size(); ++i) {
                QCOMPARE(r.wonPiles[i].player, w.won[i].player);
                QCOMPARE(r.wonPiles[i].pile, w.won[i].pile);
                QCOMPARE(r.wonPiles[i].cards, w.won[i].cards);
                QCOMPARE(r.wonPiles[i].burned, w.won[i].burned);
                QCOMPARE(r.wonPiles[i].movedOver, w.won[i].movedOver);
                movedOver += !w.won[i].movedOver.isEmpty();
            }
            wonPiles += int(w.won.size());
            burns += r.find(Event::Type::Burn) != nullptr;
            QCOMPARE(r.playedAfter, w.played);
            QCOMPARE(r.burnedAfter, w.burned);
            QCOMPARE(r.splitCardsAfter, w.split);
            const auto pile = session.pile();
            QCOMPARE(r.playedAfter, QList<Card>(pile.end() - session.playedCount(), pile.end()));
            QCOMPARE(r.burnedAfter, int(pile.size()) - session.playedCount());
            const auto split = session.splitPile();
            QCOMPARE(r.splitCardsAfter, QList<Card>(split.begin(), split.end()));
        }
    }
    QVERIFY(wonPiles > 10);
    QVERIFY(burns > 0 || rules.penalty != Penalty::Burn);
    if (rules.splitEights)
        QVERIFY(movedOver > 0);
}

// A sweep carries the won pile's played cards over its burned ones, as the
// report says, and waits for its last card's flight.
void TestTableEffects::sweepTakesTheReportsCards()
{
    const RuleSet rules = *RuleSet::preset("house");
    GameSession session;
    TableEffects effects;
    QObject::connect(&session, &GameSession::actionApplied, &effects, &TableEffects::apply);
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0));
    QVERIFY(session.playCard(0));
    QVERIFY(session.playCard(1));
    session.slap(0);
    const TableEffect *sweep = findEffect(effects, TableEffect::Kind::Sweep);
    QVERIFY(sweep);
    QCOMPARE(sweep->cards, cards({"5C", "5D"}));
    QCOMPARE(sweep->under, 0);
    QCOMPARE(sweep->player, 0);
    QVERIFY(!sweep->started()); // 5D is still in the air
    QCOMPARE(effects.flyingCards(sweep->pileSerial), 2);
    QCOMPARE(effects.pileSerial(PileId::Slap), sweep->pileSerial + 1);
    QTRY_VERIFY_WITH_TIMEOUT(!effects.isAnimating(), 5000);
}

void TestTableEffects::moveOverFromTheReport()
{
    const RuleSet rules = *RuleSet::preset("slaps_full");
    GameSession session;
    TableEffects effects;
    QObject::connect(&session, &GameSession::actionApplied, &effects, &TableEffects::apply);
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"8C", "5D", "8H", "3S"}), 0));
    QVERIFY(session.playCard(0));
    session.slap(1);
    QVERIFY(session.playCard(0));
    effects.clear();
    session.slap(1);
    const TableEffect *moveOver = findEffect(effects, TableEffect::Kind::MoveOver);
    QVERIFY(moveOver);
    QCOMPARE(moveOver->cards, cards({"5D"}));
    QCOMPARE(moveOver->under, 0);
    const TableEffect *sweep = findEffect(effects, TableEffect::Kind::Sweep);
    QVERIFY(sweep);
    QCOMPARE(sweep->pile, PileId::Slap);
    QCOMPARE(sweep->cards, cards({"8C", "8H"}));
}

// docs/RULES.md §9.1 on the split pile: 8C, split with KD (a challenge on the
// split pile), and player 0, neither challenger nor answering, sticks it.
// The call's glow goes round the split pile, where the stick was made.
void TestTableEffects::stickOnTheSplitPileFlashesThere()
{
    const RuleSet rules = *RuleSet::preset("slaps_full");
    GameSession session;
    Reports reports(session);
    TableEffects effects;
    QObject::connect(&session, &GameSession::actionApplied, &effects, &TableEffects::apply);
    QVERIFY(session.newGame(rules, 3, deckStartingWith(rules, {"8C", "KD", "2H"}), 0));
    QVERIFY(session.playCard(0)); // 8C
    session.slap(1);              // a split with KD: a challenge on the split pile
    QCOMPARE(reports.last().call(), Call::Split);
    QCOMPARE(session.challengerPlayer(), 1);
    QCOMPARE(session.challengePile(), PileId::Split);
    effects.clear();
    session.slap(0);
    QCOMPARE(reports.last().call(), Call::Stick);
    QCOMPARE(reports.last().slapPile(), PileId::Split);
    QCOMPARE(session.challengerPlayer(), 0);
    const TableEffect *call = findEffect(effects, TableEffect::Kind::Call);
    QVERIFY(call);
    QCOMPARE(call->call, Call::Stick);
    QCOMPARE(call->player, 0);
    QCOMPARE(call->pile, PileId::Split);
}

// A pattern on the split pile: its flash and sweep go there too.
void TestTableEffects::patternOnTheSplitPileFlashesThere()
{
    const RuleSet rules = *RuleSet::preset("slaps_full");
    GameSession session;
    Reports reports(session);
    TableEffects effects;
    QObject::connect(&session, &GameSession::actionApplied, &effects, &TableEffects::apply);
    // 8C, split with 5D; player 0 plays 3S (slap pile) and 5H (split pile).
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"8C", "5D", "3S", "9C", "5H"}), 0));
    QVERIFY(session.playCard(0));
    session.slap(1);
    QVERIFY(session.playCard(0));
    QCOMPARE(session.nextPile(), PileId::Split);
    QVERIFY(session.playCard(0));
    QCOMPARE(reports.last().splitCardsAfter, cards({"5D", "5H"}));
    effects.clear();
    session.slap(1);
    QCOMPARE(reports.last().slapPile(), PileId::Split);
    QCOMPARE(reports.last().wonPiles.size(), 1);
    QCOMPARE(reports.last().wonPiles[0].cards, cards({"5D", "5H"}));
    QVERIFY(reports.last().wonPiles[0].movedOver.isEmpty());
    const TableEffect *flash = findEffect(effects, TableEffect::Kind::Slap);
    QVERIFY(flash);
    QCOMPARE(flash->pile, PileId::Split);
    const TableEffect *sweep = findEffect(effects, TableEffect::Kind::Sweep);
    QVERIFY(sweep);
    QCOMPARE(sweep->pile, PileId::Split);
    QCOMPARE(sweep->cards, cards({"5D", "5H"}));
}

void TestTableEffects::noAnimationNoEffects()
{
    const RuleSet rules = *RuleSet::preset("house");
    GameSession session;
    TableEffects effects;
    QObject::connect(&session, &GameSession::actionApplied, &effects, &TableEffects::apply);
    QSignalSpy changed(&effects, &TableEffects::areaChanged);
    effects.setAnimationScale(0);
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D"}), 0));
    QVERIFY(session.playCard(0));
    QVERIFY(!effects.isAnimating());
    effects.setAnimationScale(1);
    QVERIFY(session.playCard(1));
    QVERIFY(effects.isAnimating());
    QCOMPARE(changed.size(), 1);
}

// docs/RULES.md §12.1: a card in the air flies for its game time (slower
// with a slower clock, as in the replay viewer at 0.25×, whatever the
// animation scale), waits where it lands until its report, and a card that
// goes back flies back to its seat.
void TestTableEffects::aThrownCardFliesOnTheGamesClock()
{
    const RuleSet rules = *RuleSet::preset("house");
    ManualScheduler clock;
    GameSession session(&clock);
    session.setRevealDelayMs(200);
    TableEffects effects;
    QObject::connect(&session, &GameSession::actionApplied, &effects, &TableEffects::apply);
    QObject::connect(&session, &GameSession::cardThrown, &effects, [&](int player, Card c, int flightMs) {
        effects.throwCard(player, c, PileId::Slap, flightMs);
    });
    QObject::connect(&session, &GameSession::cardWentBack, &effects,
                     [&](int player, Card c) { effects.sendBack(player, c); });
    const auto inAir = [&effects]() -> const TableEffect * {
        for (const TableEffect &e : effects.effects())
            if (e.kind == TableEffect::Kind::Flight && e.inAir)
                return &e;
        return nullptr;
    };
    effects.setAnimationScale(2);
    effects.setClockRate(0.25);
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"5C", "5D", "9H"}), 0));
    QVERIFY(session.playCard(0));
    QVERIFY(inAir());
    QCOMPARE(inAir()->card, card("5C"));
    QCOMPARE(inAir()->anim->duration(), 800); // 200 ms of game time at a quarter of real time
    clock.advance(200);
    QCOMPARE(session.game().plays(), 1LL);
    QVERIFY(!inAir()); // it landed: it lies on the pile

    // 5D in the air; its own player slaps: it goes back to its seat.
    effects.setClockRate(1);
    QVERIFY(session.playCard(1));
    QCOMPARE(inAir()->anim->duration(), 200);
    session.slap(1);
    QVERIFY(!inAir());
    QVERIFY(std::any_of(effects.effects().begin(), effects.effects().end(), [](const TableEffect &e) {
        return e.kind == TableEffect::Kind::Return && e.player == 1;
    }));

    // With animations off nothing flies: the card appears as it lands.
    effects.setAnimationScale(0);
    clock.advance(1000);
    const int turn = session.turnPlayer();
    QVERIFY(turn >= 0);
    QVERIFY(session.playCard(turn));
    QVERIFY(session.table().flight().inAir());
    QVERIFY(!effects.isAnimating());
}

RATSCREW_TEST_WIDGETS_MAIN(TestTableEffects)
#include "tst_tableeffects.moc"
