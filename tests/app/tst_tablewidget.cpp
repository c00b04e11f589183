// SPDX-License-Identifier: GPL-3.0-or-later
// The table view: its geometry at the smallest and a large window for every
// player count, what it says is on the pile, that it paints, and clicks.
#include "GameSession.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "story/GameLog.h"
#include "story/GameNarrator.h"
#include "table/SteppedAnimationDriver.h"
#include "table/TableRenderer.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QApplication>
#include <QBackingStore>
#include <QSignalSpy>
#include <QTest>
#include <QWindow>

#include <algorithm>
#include <functional>
#include <memory>
#include <numeric>

using namespace ratscrew;
using ratscrew::test::ReportSpy;

namespace {

RuleSet house()
{
    return RuleSet::preset("house").value();
}

// The top played cards of the session's pile, bottom first, as the table
// should report them.
QList<Card> topPlayed(const GameSession &session, int count)
{
    const std::span<const Card> pile = session.pile();
    const int shown = std::min(session.playedCount(), count);
    return QList<Card>(pile.end() - shown, pile.end());
}

// rules.fullDeck() with `first` (card names) moved to its front, in order.
std::vector<Card> deckStartingWith(const RuleSet &rules, const QStringList &first)
{
    std::vector<Card> deck;
    for (const QString &name : first)
        deck.push_back(*Card::parse(name.toStdString()));
    for (Card c : rules.fullDeck())
        if (std::find(deck.begin(), deck.end(), c) == deck.end())
            deck.push_back(c);
    return deck;
}

// Saves what the table shows as NAME.png in $RATSCREW_SHOT_DIR, if set
// (for looking at the table; the tests check the geometry).
// One action of a scripted game, the same for every test that plays one:
// `slapper` slaps a slappable pile or calls a card (`beforeSlap` is told
// first, with whether it is a call); else a pending pile is collected;
// every 23rd action a misslap; else the player to play plays a card.
void playScripted(GameSession &session, int slapper, int action,
                  const std::function<void(bool call)> &beforeSlap = {})
{
    const bool call = session.table().callFor(slapper) != Call::None;
    if ((!session.slappablePatterns().empty() || call) && !session.isOut(slapper)) {
        if (beforeSlap)
            beforeSlap(call);
        session.slap(slapper);
    } else if (session.pendingPlayer() >= 0) {
        session.collect();
    } else if (action % 23 == 0 && session.playedCount() > 0 && !session.isOut(slapper)) {
        session.slap(slapper); // now and then a misslap
    } else {
        session.playCard(session.turnPlayer());
    }
}

// "You", "Player 2", … at `players` seats.
QList<SeatInfo> numberedSeats(int players)
{
    QList<SeatInfo> seats;
    for (int p = 0; p < players; ++p) {
        SeatInfo info;
        info.name = p == 0 ? QStringLiteral("You") : QStringLiteral("Player %1").arg(p + 1);
        seats << info;
    }
    return seats;
}

void saveShot(TableWidget &table, const QString &name)
{
    const QString dir = qEnvironmentVariable("RATSCREW_SHOT_DIR");
    if (!dir.isEmpty())
        table.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

QImage pileImage(TableWidget &table)
{
    return table.grab(table.pileRect().toAlignedRect()).toImage();
}

} // namespace

class TestTableWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void theScreenReaderTextFollowsThePointOfView();
    void theEndIsSaidInTheLogsWords();
    void seatsDoNotOverlap_data();
    void seatsDoNotOverlap();
    void visiblePileFollowsSession_data();
    void visiblePileFollowsSession();
    void newCardHiddenUntilItLands();
    void paintsWithoutCrashing_data();
    void paintsWithoutCrashing();
    void wonPileSweepsAndSettles();
    void slapsAnimate();
    void clicks();
    void noSessionAndDestroyedSession();
    void sittingOutIsShown();
    void lockoutIsShownAsALockout();
    void keysShowOnlyWhileTheyCanBeUsed();
    void callsAtEverySeatCount_data();
    void callsAtEverySeatCount();
    void wordsNeverHideASeatsName_data();
    void wordsNeverHideASeatsName();
    void partialFramesMatchFullFrames_data();
    void partialFramesMatchFullFrames();
    void reducedMotionKeepsTheTiming();
    void largerSystemFontGrowsTheSeats();
    void pileFollowsANewLook();
    void clockShowsTheTimeLeft();
};

void TestTableWidget::seatsDoNotOverlap_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("players");
    // The last three: the table's part of the main window at 1280x720,
    // 1920x1080 and 3840x2160.
    for (const QSize size : {QSize(800, 600), QSize(1920, 1080), QSize(3840, 2160), QSize(640, 480),
                             QSize(1024, 700), QSize(1280, 600), QSize(1920, 950), QSize(3840, 2020)}) {
        for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
            QTest::addRow("%dx%d-%dp", size.width(), size.height(), n) << size << n;
    }
}

void TestTableWidget::seatsDoNotOverlap()
{
    QFETCH(QSize, size);
    QFETCH(int, players);
    GameSession session;
    session.newGame(house(), players, 42);
    TableWidget table;
    table.setSession(&session);
    table.resize(size);

    const QRectF widget(table.rect());
    const QRectF pile = table.pileRect();
    QVERIFY(!pile.isEmpty());
    QVERIFY(widget.contains(pile));
    for (int i = 0; i < players; ++i) {
        const QRectF seat = table.seatRect(i);
        QVERIFY2(!seat.isEmpty(), qPrintable(QStringLiteral("seat %1").arg(i)));
        QVERIFY2(widget.contains(seat), qPrintable(QStringLiteral("seat %1 outside").arg(i)));
        QVERIFY2(!seat.intersects(pile), qPrintable(QStringLiteral("seat %1 on the pile").arg(i)));
        for (int j = i + 1; j < players; ++j)
            QVERIFY2(!seat.intersects(table.seatRect(j)),
                     qPrintable(QStringLiteral("seats %1, %2").arg(i).arg(j)));
    }
    QVERIFY(table.seatRect(players).isEmpty());
    QVERIFY(table.seatRect(-1).isEmpty());

    // Player 0 sits at the bottom centre, player 1 to their left (clockwise).
    QVERIFY(table.seatRect(0).center().y() > pile.center().y());
    QCOMPARE(qRound(table.seatRect(0).center().x()), qRound(widget.center().x()));
    if (players > 2)
        QVERIFY(table.seatRect(1).center().x() < pile.center().x());

    // The coach's box of missed cards (on for a new player's first games)
    // hides no seat and no pile, whatever it shows.
    const QList<Card> cards{Card(Rank::Four, Suit::Hearts), Card(Rank::Five, Suit::Clubs),
                            Card(Rank::Six, Suit::Spades), Card(Rank::Seven, Suit::Diamonds)};
    for (int n = 1; n <= 4; ++n) {
        table.showCoachMark(cards.mid(0, n), QStringLiteral("Missed: Four in a row"));
        const QRectF box = table.coachMarkRect();
        QVERIFY2(widget.contains(box) && !box.isEmpty(), qPrintable(QStringLiteral("%1 cards").arg(n)));
        QVERIFY2(!box.intersects(pile), qPrintable(QStringLiteral("%1 cards on the pile").arg(n)));
        for (int i = 0; i < players; ++i)
            QVERIFY2(!box.intersects(table.seatRect(i)),
                     qPrintable(QStringLiteral("%1 cards on seat %2").arg(n).arg(i)));
    }
}

void TestTableWidget::visiblePileFollowsSession_data()
{
    QTest::addColumn<int>("players");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        QTest::addRow("%dp", n) << n;
}

void TestTableWidget::visiblePileFollowsSession()
{
    QFETCH(int, players);
    GameSession session;
    session.newGame(house(), players, 1000 + quint64(players));
    TableWidget table;
    table.resize(800, 600);
    table.setSession(&session);
    QVERIFY(table.visiblePileCards().isEmpty());

    for (int i = 0; i < 40 && !session.isOver(); ++i) {
        QVERIFY(session.playCard(session.turnPlayer()));
        const QList<Card> expected = topPlayed(session, TableWidget::kVisiblePileCards);
        QCOMPARE(table.visiblePileCards(), expected);
        QVERIFY(expected.size() <= 3);
    }
}

void TestTableWidget::newCardHiddenUntilItLands()
{
    GameSession session;
    session.newGame(house(), 4, 5);
    TableWidget table;
    table.resize(800, 600);
    table.setSession(&session);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));

    const QImage empty = pileImage(table);
    QVERIFY(session.playCard(session.turnPlayer()));
    QVERIFY(table.isAnimating());
    // The card has only just left its seat: the pile looks as before.
    QCOMPARE(pileImage(table), empty);
    QTRY_VERIFY_WITH_TIMEOUT(!table.isAnimating(), 2000);
    QVERIFY(pileImage(table) != empty);
}

void TestTableWidget::paintsWithoutCrashing_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    QTest::newRow("2p-800") << 2 << QSize(800, 600);
    QTest::newRow("8p-800") << 8 << QSize(800, 600);
    QTest::newRow("2p-1920") << 2 << QSize(1920, 1080);
    QTest::newRow("8p-1920") << 8 << QSize(1920, 1080);
    QTest::newRow("8p-4k") << 8 << QSize(3840, 2160);
}

void TestTableWidget::paintsWithoutCrashing()
{
    QFETCH(int, players);
    QFETCH(QSize, size);
    GameSession session;
    session.newGame(house(), players, 77);
    TableWidget table;
    QList<SeatInfo> seats;
    for (int i = 0; i < players; ++i)
        seats.append({QStringLiteral("Seat %1 with a long name").arg(i), i == 0,
                      i ? QStringLiteral("normal") : QString(), QColor()});
    table.setSeats(seats);
    table.setSession(&session);
    table.resize(size);

    QPixmap frame = table.grab();
    QCOMPARE(frame.deviceIndependentSize().toSize(), size);
    for (int i = 0; i < 12 && !session.isOver(); ++i) {
        session.playCard(session.turnPlayer());
        frame = table.grab(); // mid-flight
        QVERIFY(!frame.isNull());
    }
    session.slap(players - 1);
    QVERIFY(!table.grab().isNull());
    QTRY_VERIFY_WITH_TIMEOUT(!table.isAnimating(), 3000);
    QVERIFY(!table.grab().isNull());
}

void TestTableWidget::wonPileSweepsAndSettles()
{
    GameSession session;
    session.newGame(house(), 3, 9);
    TableWidget table;
    table.resize(800, 600);
    table.setSession(&session);
    ReportSpy reports(&session);

    for (int i = 0; i < 400 && reports.count(Event::Type::PileWon) == 0 && !session.isOver(); ++i)
        session.playCard(session.turnPlayer());
    QVERIFY(reports.count(Event::Type::PileWon) > 0);
    QVERIFY(table.isAnimating());
    QVERIFY(table.visiblePileCards().isEmpty()); // the session's pile is gone already
    QVERIFY(!table.grab().isNull());
    QTRY_VERIFY_WITH_TIMEOUT(!table.isAnimating(), 3000);
}

void TestTableWidget::slapsAnimate()
{
    GameSession session;
    session.newGame(house(), 2, 3);
    TableWidget table;
    table.resize(800, 600);
    table.setSession(&session);
    session.slap(1); // empty pile: a misslap, cards burned under the pile
    QVERIFY(table.isAnimating());
    QVERIFY(!table.grab().isNull());
    QTRY_VERIFY_WITH_TIMEOUT(!table.isAnimating(), 3000);

    // A new game drops whatever is still running.
    session.playCard(session.turnPlayer());
    QVERIFY(table.isAnimating());
    session.newGame(house(), 5, 4);
    QVERIFY(!table.isAnimating());
    QVERIFY(!table.seatRect(4).isEmpty());
}

void TestTableWidget::clicks()
{
    GameSession session;
    session.newGame(house(), 4, 11);
    TableWidget table;
    table.resize(800, 600);
    table.setSession(&session);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QSignalSpy pile(&table, &TableWidget::pileClicked);
    QSignalSpy own(&table, &TableWidget::ownStackClicked);

    QTest::mouseClick(&table, Qt::LeftButton, {}, table.pileRect().center().toPoint());
    QCOMPARE(pile.count(), 1);
    QCOMPARE(own.count(), 0);

    QTest::mouseClick(&table, Qt::LeftButton, {}, table.seatRect(0).center().toPoint());
    QCOMPARE(own.count(), 1);
    QCOMPARE(pile.count(), 1);

    // Other seats, the corner and the right button do nothing.
    QTest::mouseClick(&table, Qt::LeftButton, {}, table.seatRect(2).center().toPoint());
    QTest::mouseClick(&table, Qt::LeftButton, {}, QPoint(1, 1));
    QTest::mouseClick(&table, Qt::RightButton, {}, table.pileRect().center().toPoint());
    QCOMPARE(pile.count(), 1);
    QCOMPARE(own.count(), 1);
}

void TestTableWidget::noSessionAndDestroyedSession()
{
    TableWidget table;
    table.resize(800, 600);
    QVERIFY(!table.grab().isNull());
    QVERIFY(table.visiblePileCards().isEmpty());
    QVERIFY(table.seatRect(0).isEmpty());

    table.setSeats({{QStringLiteral("Me"), true, {}, Qt::blue},
                    {QStringLiteral("Bot"), false, QStringLiteral("easy"), {}}});
    QVERIFY(!table.seatRect(1).isEmpty());
    QVERIFY(!table.grab().isNull());

    auto session = std::make_unique<GameSession>();
    session->newGame(house(), 6, 2);
    table.setSession(session.get());
    QVERIFY(!table.seatRect(5).isEmpty());
    session->playCard(session->turnPlayer());
    session.reset();
    QVERIFY(table.session() == nullptr);
    QVERIFY(!table.isAnimating());
    QVERIFY(table.visiblePileCards().isEmpty());
    QVERIFY(!table.grab().isNull());
}

// slaps: a player who misslaps with no cards sits out a few cards, and
// the table says so (docs/RULES.md §4).
void TestTableWidget::sittingOutIsShown()
{
    GameSession session;
    const RuleSet rules = *RuleSet::preset("slaps");
    QVERIFY(session.newGame(rules, 2, rules.fullDeck(), 0));
    TableWidget table;
    table.resize(800, 600);
    table.setSession(&session);
    SeatInfo you, ann;
    you.name = QStringLiteral("You");
    ann.name = QStringLiteral("Ann");
    table.setSeats({you, ann});
    while (session.handSize(1) > 0)
        session.slap(1); // misslaps on the empty pile burn Ann's hand away, one card each
    QVERIFY(!table.accessibleDescription().contains(QStringLiteral("sits out")));
    session.slap(1); // with no cards: sits out one card (one other player holds cards)
    QCOMPARE(session.game().sitOutCards(1), 1);
    QVERIFY2(table.accessibleDescription().contains(QStringLiteral("Ann sits out for 1 more card.")),
             qPrintable(table.accessibleDescription()));
    QCOMPARE(table.seatStatusText(1), QStringLiteral("sits out: 1 card"));
    table.grab(); // paints the seat's "sits out" status
    QVERIFY(session.playCard(session.turnPlayer()));
    QCOMPARE(session.game().sitOutCards(1), 0);
    QVERIFY(!table.accessibleDescription().contains(QStringLiteral("sits out")));
    QVERIFY(!table.seatStatusText(1).contains(QStringLiteral("sits out")));
}

// The end of a game is worded once (Storyteller::gameEnd()): the screen
// reader hears the sentence the log writes and the status line says, the
// time-up end with who held the most cards (docs/RULES.md §11.4).
void TestTableWidget::theEndIsSaidInTheLogsWords()
{
    RuleSet rules = house();
    rules.timeLimitMinutes = 1;
    ManualScheduler clock;
    GameSession session(&clock);
    TableWidget table;
    table.resize(1000, 700);
    table.setAnimationScale(0);
    table.setSession(&session);
    GameLog log(&session);
    GameNarrator narrator(&session);
    QList<SeatInfo> seats;
    QStringList names;
    for (const char *name : {"Ann", "Bea", "Cal", "Dan"}) {
        seats << SeatInfo{QString::fromLatin1(name), false, QStringLiteral("normal"), QColor()};
        names << QString::fromLatin1(name);
    }
    seats[0].isHuman = true;
    const PointOfView view = PointOfView::of(seats); // Ann is "you"
    table.setSeats(seats);
    table.setPointOfView(view);
    log.setNames(names);
    log.setPointOfView(view);
    narrator.setNames(names);
    narrator.setPointOfView(view);
    // 13 cards each; 2 9 4 make no pattern: Dan holds the most when time is up.
    QVERIFY(session.newGame(rules, 4, deckStartingWith(rules, {"2C", "9D", "4H", "7S"}), 0));
    for (int p = 0; p < 3; ++p)
        QVERIFY(session.playCard(p));
    clock.advance(60000);
    QVERIFY(session.isOver());
    const QString end = QStringLiteral("Time is up: Dan wins with 13 cards.");
    QCOMPARE(log.lines().constLast().section(QLatin1Char(' '), 1), end);
    QCOMPARE(narrator.lastMessage(), end);
    QVERIFY2(table.accessibleDescription().startsWith(end + QLatin1Char(' ')),
             qPrintable(table.accessibleDescription()));
}

// "You" is the point of view's, never seat 0's (issue 45): at a hot-seat
// table the first person must answer Bea's king by name, and at the demo
// table seat 0 is a bot.
void TestTableWidget::theScreenReaderTextFollowsThePointOfView()
{
    const RuleSet rules = *RuleSet::preset("house");
    GameSession session;
    QVERIFY(session.newGame(rules, 2, deckStartingWith(rules, {"KS", "2C", "3D", "4H"}), 1));
    TableWidget table;
    table.resize(1000, 700);
    table.setAnimationScale(0);
    table.setSession(&session);
    SeatInfo ann, bea;
    ann.name = QStringLiteral("Ann");
    ann.isHuman = true;
    bea.name = QStringLiteral("Bea");
    bea.isHuman = true;
    const QList<SeatInfo> people{ann, bea};
    table.setSeats(people);
    table.setPointOfView(PointOfView::of(people)); // two people: nobody is "you"
    QVERIFY(session.playCard(1));                  // Bea's king: Ann must answer
    QCOMPARE(session.turnPlayer(), 0);
    QString description = table.accessibleDescription();
    QVERIFY2(description.contains(QStringLiteral("Ann must answer: 3 chances left.")),
             qPrintable(description));
    QVERIFY2(!description.contains(QStringLiteral("You")), qPrintable(description));

    // The demo: bots alone.
    ann.isHuman = bea.isHuman = false;
    table.setSeats({ann, bea});
    table.setPointOfView(PointOfView::spectator());
    description = table.accessibleDescription();
    QVERIFY2(description.contains(QStringLiteral("Ann must answer")), qPrintable(description));
    QVERIFY2(!description.contains(QStringLiteral("You")), qPrintable(description));
    // A seat nobody named is "Player N", seat 0 too (it was "You"), unless
    // the point of view says it is you.
    table.setSeats({SeatInfo(), SeatInfo()});
    description = table.accessibleDescription();
    QVERIFY2(description.contains(QStringLiteral("Player 1 must answer")), qPrintable(description));
    table.setPointOfView(PointOfView::person(0));
    description = table.accessibleDescription();
    QVERIFY2(description.contains(QStringLiteral("You must answer")), qPrintable(description));
}

// `penalty: lockout` (docs/RULES.md §11.3): the misslapper is locked out,
// and the table says "locked out" as the log, the status line and the
// help do (issue 44: its pill said "sits out: 3 cards"; script mode keeps
// the event `sit_out`, which is no word a player reads).
void TestTableWidget::lockoutIsShownAsALockout()
{
    RuleSet rules = *RuleSet::preset("house");
    rules.penalty = Penalty::Lockout;
    rules.lockoutCards = 3;
    GameSession session;
    QVERIFY(session.newGame(rules, 3, rules.fullDeck(), 0));
    TableWidget table;
    table.resize(1000, 700);
    table.setAnimationScale(0);
    table.setSession(&session);
    SeatInfo you, ann, bea;
    you.name = QStringLiteral("You");
    you.isHuman = true;
    ann.name = QStringLiteral("Ann");
    bea.name = QStringLiteral("Bea");
    table.setSeats({you, ann, bea});
    session.slap(1); // on the empty pile: a misslap with cards
    QCOMPARE(session.game().sitOutCards(1), 3);
    QVERIFY(session.game().isLockedOut(1));
    QCOMPARE(table.seatStatusText(1), QStringLiteral("locked out: 3 cards"));
    const QString description = table.accessibleDescription();
    QVERIFY2(description.contains(QStringLiteral("Ann is locked out for 3 more cards.")),
             qPrintable(description));
    QVERIFY2(!description.contains(QStringLiteral("sits out")), qPrintable(description));
    session.slap(0); // yours too
    QCOMPARE(table.seatStatusText(0), QStringLiteral("locked out: 3 cards"));
    QVERIFY2(table.accessibleDescription().contains(QStringLiteral("You are locked out for 3 more cards.")),
             qPrintable(table.accessibleDescription()));
    QVERIFY(!table.grab().isNull()); // paints the pills
    saveShot(table, QStringLiteral("lockout"));
    // The count goes down with each card played, on either seat's turn.
    QVERIFY(session.playCard(session.turnPlayer()));
    QCOMPARE(table.seatStatusText(1), QStringLiteral("locked out: 2 cards"));
    while (session.game().sitOutCards(1) > 0 && !session.isOver()) {
        if (session.pendingPlayer() >= 0)
            session.collect();
        else
            session.playCard(session.turnPlayer());
    }
    QVERIFY(!table.seatStatusText(1).contains(QStringLiteral("locked out")));
    QVERIFY(!table.accessibleDescription().contains(QStringLiteral("locked out")));
}

// The person's keys ("Space play, S slap") under their name show while
// they can use them: not at a seat with no cards, out, or after the game
// (issue 33). Seen on the painted seat: with the keys and without, it
// looks the same once the hint is gone.
void TestTableWidget::keysShowOnlyWhileTheyCanBeUsed()
{
    GameSession session;
    const RuleSet rules = *RuleSet::preset("slaps");
    QVERIFY(session.newGame(rules, 2, rules.fullDeck(), 0));
    TableWidget table;
    table.setAnimationScale(0); // nothing moves between two grabs
    table.resize(800, 600);
    table.setSession(&session);
    SeatInfo bot, ann;
    bot.name = QStringLiteral("Bot");
    bot.level = QStringLiteral("normal");
    ann.name = QStringLiteral("Ann");
    ann.isHuman = true;
    const auto seatImage = [&](const QString &keys) {
        ann.keys = keys;
        ann.shortKeys = keys.isEmpty() ? QString() : QStringLiteral("Space / S");
        table.setSeats({bot, ann});
        return table.grab().toImage().copy(table.seatRect(1).toAlignedRect());
    };
    const QString keys = QStringLiteral("Space play, S slap");
    QVERIFY2(seatImage(keys) != seatImage({}), "the keys show at a seat with cards");
    while (session.handSize(1) > 0)
        session.slap(1); // misslaps on the empty pile burn Ann's hand away, one card each
    QVERIFY(!session.isOut(1));
    QVERIFY2(seatImage(keys) == seatImage({}), "no keys at a seat with no cards");
}

void TestTableWidget::callsAtEverySeatCount_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    for (int players : {2, 4, 8})
        for (QSize size : {QSize(640, 480), QSize(1280, 800), QSize(1920, 1080)})
            QTest::addRow("%d players, %dx%d", players, size.width(), size.height()) << players << size;
}

// docs/RULES.md §9: the split pile beside the slap pile, readable and clear
// of every seat at every size and seat count; a stick and a split flash at
// the caller's seat; both piles in the spoken description.
void TestTableWidget::callsAtEverySeatCount()
{
    QFETCH(int, players);
    QFETCH(QSize, size);
    const RuleSet rules = *RuleSet::preset("slaps_full");
    const QString shot = QStringLiteral("calls-%1p-%2x%3").arg(players).arg(size.width()).arg(size.height());

    // A split: player 0 plays an 8, player 1 splits it with 5D.
    GameSession session;
    QVERIFY(session.newGame(rules, players, deckStartingWith(rules, {"8C", "5D", "KD", "2H"}), 0));
    TableWidget table;
    table.resize(size);
    table.setSession(&session);
    table.setSeats(numberedSeats(players));
    const QRectF widget(QPointF(0, 0), QSizeF(size));
    const QRectF split = table.pileRect(PileId::Split);
    QVERIFY(!split.isEmpty());
    QVERIFY(widget.contains(split));
    QVERIFY(!split.intersects(table.pileRect(PileId::Slap)));
    QVERIFY(table.pileRect().contains(split));
    for (int p = 0; p < players; ++p)
        QVERIFY2(!table.seatRect(p).intersects(table.pileRect()), qPrintable(QString::number(p)));
    QVERIFY(session.playCard(0));
    session.slap(1);
    QVERIFY(session.hasSplit());
    QCOMPARE(table.visibleSplitCards(), QList<Card>{*Card::parse("5D")});
    QVERIFY2(table.accessibleDescription().contains(QStringLiteral("Split pile: ")),
             qPrintable(table.accessibleDescription()));
    QVERIFY(table.isAnimating()); // before any wait: a loaded machine can outsleep the flash
    QTest::qWait(120);            // the flight lands, the "Split!" flash is up
    saveShot(table, shot + QStringLiteral("-split"));
    QTRY_VERIFY_WITH_TIMEOUT(!table.isAnimating(), 10000); // both piles at rest
    QCOMPARE(table.visiblePileCards(), QList<Card>{*Card::parse("8C")});
    saveShot(table, shot + QStringLiteral("-split-settled"));
    if (players < 3)
        return; // two seats: nobody can stick (docs/RULES.md §9.1)

    // A stick: player 0 plays KD, player 2 sticks it.
    GameSession stickSession;
    QVERIFY(stickSession.newGame(rules, players, deckStartingWith(rules, {"KD", "5D", "2H"}), 0));
    table.setSession(&stickSession);
    QVERIFY(stickSession.playCard(0));
    QTest::qWait(250);
    stickSession.slap(2);
    QCOMPARE(stickSession.challengerPlayer(), 2);
    QVERIFY(table.isAnimating());
    QTest::qWait(120);
    saveShot(table, shot + QStringLiteral("-stick"));
    QTRY_VERIFY_WITH_TIMEOUT(!table.isAnimating(), 10000);
    saveShot(table, shot + QStringLiteral("-stick-settled"));
}

void TestTableWidget::wordsNeverHideASeatsName_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    // The table of a 1280×720 window (menus, status lines and panel off it),
    // and of a 4K screen at 200 %.
    for (int players : {3, 4, 8})
        for (QSize size : {QSize(1280, 600), QSize(1920, 1000)})
            QTest::addRow("%d players, %dx%d", players, size.width(), size.height()) << players << size;
}

// The words an effect or the coach puts on the table (a call's "Stick!", a
// slap's or misslap's pills, the coach's box) may cross a seat's name and
// count for one frame at most (a pill growing as it appears): never for as
// long as it shows. Played with calls (slaps_full) and the coach's mark
// after every slappable pile, frame by frame at 60 Hz.
void TestTableWidget::wordsNeverHideASeatsName()
{
    QFETCH(int, players);
    QFETCH(QSize, size);
    SteppedAnimationDriver driver;
    driver.install();
    ManualScheduler clock;
    GameSession session(&clock);
    session.newGame(*RuleSet::preset("slaps_full"), players, 5);
    TableWidget table;
    table.setSeats(numberedSeats(players));
    table.setSession(&session);
    table.resize(size);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QList<int> covered(players, 0); // frames in a row each seat's words were crossed
    int frames = 0, calls = 0, longest = 0;
    QString worst;
    const auto look = [&](const QString &when) {
        QCoreApplication::processEvents(); // new animations start from the event loop
        ++frames;
        const QList<QRectF> labels = table.effectLabels();
        for (int p = 0; p < players; ++p) {
            const QRectF info = table.seatInfoRect(p);
            const bool crossed = std::any_of(labels.cbegin(), labels.cend(),
                                             [&](const QRectF &r) { return r.intersects(info); });
            covered[p] = crossed ? covered[p] + 1 : 0;
            if (covered[p] > longest) {
                longest = covered[p];
                worst = QStringLiteral("seat %1 at %2").arg(p).arg(when);
            }
        }
    };
    int slapper = 0;
    for (int action = 0; action < 200 && !session.isOver(); ++action) {
        slapper = (slapper + 3) % players;
        playScripted(session, slapper, action, [&](bool call) {
            calls += call ? 1 : 0;
            if (!session.slappablePatterns().empty()) // the coach shows the pattern's cards
                table.showCoachMark(
                    table.visiblePileCards().mid(std::max<qsizetype>(0, table.visiblePileCards().size() - 3)),
                    QStringLiteral("Double, Top and bottom"));
        });
        look(QStringLiteral("action %1").arg(action));
        for (int f = 0; f < 150 && table.isAnimating(); ++f) {
            clock.advance(16); // the game's clock lands the cards in the air
            driver.step(16);
            look(QStringLiteral("action %1, frame %2").arg(action).arg(f));
        }
    }
    driver.uninstall();
    QVERIFY(frames > 200);
    if (players > 2)
        QVERIFY2(calls > 0, "no call was made");
    QVERIFY2(longest <= 1,
             qPrintable(QStringLiteral("words crossed a seat's name for %1 frames, the longest at %2")
                            .arg(longest)
                            .arg(worst)));
}

void TestTableWidget::partialFramesMatchFullFrames_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("highContrast");
    QTest::addColumn<bool>("reduceMotion");
    QTest::newRow("house, 8 seats") << "house" << 8 << false << false;
    // Split piles, calls, moves over.
    QTest::newRow("slaps_full, 4 seats") << "slaps_full" << 4 << false << false;
    QTest::newRow("house, 8 seats, high contrast, reduced motion") << "house" << 8 << true << true;
    QTest::newRow("slaps_full, 2 seats, reduced motion") << "slaps_full" << 2 << false << true;
}

void TestTableWidget::partialFramesMatchFullFrames()
{
    // Each animation frame repaints only where things moved; what is on
    // the screen after it (the backing store) must be exactly what a full
    // repaint would show.
    QFETCH(QString, preset);
    QFETCH(int, players);
    QFETCH(bool, highContrast);
    QFETCH(bool, reduceMotion);
    SteppedAnimationDriver driver;
    driver.install();
    ManualScheduler clock;
    GameSession session(&clock);
    session.newGame(*RuleSet::preset(preset.toStdString()), players, 21);
    TableWidget table;
    TableLook look;
    look.highContrast = highContrast;
    look.reduceMotion = reduceMotion;
    table.setLook(look);
    table.setSession(&session);
    table.resize(900, 640);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QCoreApplication::processEvents();
    // What is on the screen, in device pixels at any ratio: the backing
    // store's own image (the raster backing store paints into a QImage).
    QBackingStore *store = table.backingStore();
    QVERIFY(store && store->paintDevice() && store->paintDevice()->devType() == QInternal::Image);
    int compared = 0, partial = 0, mismatches = 0, stillCompared = 0;
    QString first, staleAt;
    auto compare = [&](const QString &when) {
        QCoreApplication::processEvents();
        const QImage shown =
            static_cast<QImage *>(store->paintDevice())->convertToFormat(QImage::Format_RGB32);
        const QImage full = table.grab().toImage().convertToFormat(QImage::Format_RGB32);
        ++compared;
        if (qEnvironmentVariableIsSet("TWDEBUG"))
            qDebug() << "compare" << when << (shown != full);
        if (shown != full) {
            ++mismatches;
            if (first.isEmpty())
                first = when;
            if (const QByteArray dir = qgetenv("RATSCREW_FRAME_PNG_DIR"); !dir.isEmpty() && mismatches <= 3) {
                shown.save(
                    QStringLiteral("%1/%2-shown.png").arg(QString::fromLocal8Bit(dir)).arg(mismatches));
                full.save(QStringLiteral("%1/%2-full.png").arg(QString::fromLocal8Bit(dir)).arg(mismatches));
            }
        }
    };
    int slapper = 0;
    for (int action = 0; action < 160 && !session.isOver(); ++action) {
        slapper = (slapper + 3) % players;
        playScripted(session, slapper, action);
        compare(QStringLiteral("action %1").arg(action));
        for (int f = 0; f < 100 && table.isAnimating(); ++f) {
            driver.step(16);
            ++partial;
            if (f % 3 == 0)
                compare(QStringLiteral("action %1, frame %2").arg(action).arg(f));
        }
        if (!table.isAnimating() && action % 4 == 0) {
            // The still layer (the room and the seats), kept up to date
            // seat by seat, shows what painting everything anew shows.
            const QImage layered = table.grab().toImage();
            table.setStillLayer(false);
            const QImage reference = table.grab().toImage();
            table.setStillLayer(true);
            ++stillCompared;
            if (layered != reference && staleAt.isEmpty())
                staleAt = QStringLiteral("action %1").arg(action);
        }
    }
    driver.uninstall();
    QVERIFY(partial > 300);
    QVERIFY(stillCompared > 10);
    QVERIFY2(staleAt.isEmpty(),
             qPrintable(QStringLiteral("the still layer differs from painting anew at %1").arg(staleAt)));
    QVERIFY2(mismatches == 0,
             qPrintable(QStringLiteral("%1 of %2 frames differ from a full repaint, first at %3")
                            .arg(mismatches)
                            .arg(compared)
                            .arg(first)));
}

void TestTableWidget::reducedMotionKeepsTheTiming()
{
    // The same actions animate for the same number of frames either way:
    // fades take the flights' time, and the card is visible at the same
    // moment (the session's reveal delay is the flight's, not the table's).
    auto framesOf = [](bool reduce, QImage *midFlight) {
        SteppedAnimationDriver driver;
        driver.install();
        ManualScheduler clock;
        GameSession session(&clock);
        session.newGame(*RuleSet::preset("house"), 4, 8);
        TableWidget table;
        TableLook look;
        look.reduceMotion = reduce;
        table.setLook(look);
        table.setSession(&session);
        table.resize(900, 640);
        QList<int> frames;
        for (int action = 0; action < 40 && !session.isOver(); ++action) {
            if (session.pendingPlayer() >= 0)
                session.collect();
            else
                session.playCard(session.turnPlayer());
            int f = 0;
            for (; f < 100 && table.isAnimating(); ++f) {
                driver.step(16);
                if (action == 0 && f == 5)
                    *midFlight = table.grab().toImage();
            }
            frames << f;
        }
        driver.uninstall();
        return frames;
    };
    QImage flying, fading;
    const QList<int> moving = framesOf(false, &flying);
    const QList<int> still = framesOf(true, &fading);
    QCOMPARE(still, moving);
    QVERIFY(std::accumulate(moving.cbegin(), moving.cend(), 0) > 100);
    // Mid-flight the two tables differ: one card in the air, one fading in on the pile.
    QVERIFY(!flying.isNull() && !fading.isNull());
    QVERIFY(flying != fading);
}

void TestTableWidget::largerSystemFontGrowsTheSeats()
{
    // The system's font size (desktop text scaling) grows the table's text
    // and the seats with it; the cards make room, and no seat overlaps another.
    ManualScheduler clock;
    GameSession session(&clock);
    session.newGame(*RuleSet::preset("house"), 8, 4);
    TableWidget table;
    table.setSession(&session);
    table.resize(1280, 720);
    QFont normal = table.font();
    normal.setPixelSize(13);
    table.setFont(normal);
    const QRectF small = table.seatRect(1);
    QFont large = normal;
    large.setPixelSize(20);
    table.setFont(large);
    const QRectF big = table.seatRect(1);
    QVERIFY2(big.width() > small.width() * 1.05,
             qPrintable(QStringLiteral("%1 -> %2").arg(small.width()).arg(big.width())));
    for (int a = 0; a < 8; ++a)
        for (int b = a + 1; b < 8; ++b)
            QVERIFY2(!table.seatRect(a).intersects(table.seatRect(b)),
                     qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
    QVERIFY(QRectF(table.rect()).contains(table.seatRect(4)));
}

RATSCREW_TEST_WIDGETS_MAIN(TestTableWidget)
void TestTableWidget::pileFollowsANewLook()
{
    // The pile's resting cards are cached turned; four colours (or a new
    // back colour) must reach them at once.
    GameSession session;
    session.newGame(house(), 3, 77);
    TableWidget table;
    table.setAnimationScale(0);
    table.setSession(&session);
    table.resize(900, 640);
    const auto hasFourColourSuit = [&session] {
        const std::span<const Card> pile = session.pile();
        const std::size_t from = pile.size() > 3 ? pile.size() - 3 : 0;
        return std::any_of(pile.begin() + qsizetype(from), pile.end(),
                           [](Card c) { return c.suit() == Suit::Diamonds || c.suit() == Suit::Clubs; });
    };
    for (int i = 0; i < 30 && (session.playedCount() < 3 || !hasFourColourSuit()); ++i) {
        if (session.pendingPlayer() >= 0 || session.isOver())
            break;
        QVERIFY(session.playCard(session.turnPlayer()));
    }
    QVERIFY(hasFourColourSuit());
    const QImage before = table.grab().toImage(); // the turned cards are cached now
    table.setFourColourDeck(true);
    table.setCardBackColour(QColor(0x20, 0x40, 0xa0));
    const QImage after = table.grab().toImage();
    QVERIFY(after != before);
    // What the same table paints with every cache dropped (a new layout).
    table.resize(table.size() + QSize(1, 1));
    table.grab();
    table.resize(table.size() - QSize(1, 1));
    QCOMPARE(after, table.grab().toImage());
}

// docs/RULES.md §11.4: with a time limit the table shows the time left,
// frozen while paused and red in the last minute; without one, nothing.
void TestTableWidget::clockShowsTheTimeLeft()
{
    ManualScheduler clock;
    GameSession session(&clock);
    RuleSet rules = house();
    rules.timeLimitMinutes = 2;
    session.newGame(rules, 4, 42);
    TableWidget table;
    table.setSession(&session);
    table.resize(1280, 600);
    const QRectF r = table.clockRect();
    QVERIFY(!r.isEmpty());
    QVERIFY(QRectF(table.rect()).contains(r));
    for (int p = 0; p < 4; ++p)
        QVERIFY(!r.intersects(table.seatRect(p)));
    QCOMPARE(TableRenderer::clockLabel(session.remainingMs()), QStringLiteral("Time left: 02:00"));
    // A screen reader hears it too.
    QVERIFY2(table.accessibleDescription().endsWith(QLatin1String(" Time left: 02:00.")),
             qPrintable(table.accessibleDescription()));
    QCOMPARE(GameText::countdown(59001), QStringLiteral("01:00"));
    QCOMPARE(GameText::countdown(1), QStringLiteral("00:01"));
    QCOMPARE(GameText::countdown(0), QStringLiteral("00:00"));
    QCOMPARE(GameText::countdown(-5), QStringLiteral("00:00"));
    QCOMPARE(GameText::countdown(600LL * 60000), QStringLiteral("600:00"));
    // The pill's fill, just inside its left end: dark, then red.
    const auto fill = [&] {
        const QImage image = table.grab(r.toAlignedRect()).toImage();
        return image.pixelColor(int(r.height() * 0.45), image.height() / 2);
    };
    const QColor calm = fill();
    QVERIFY2(calm.red() < 100, qPrintable(calm.name()));
    session.pause();
    clock.advance(10 * 60000);
    QCOMPARE(session.remainingMs(), 2 * 60000); // paused time does not count
    session.resume();
    clock.advance(60000);
    const QColor still = fill();
    QVERIFY2(still.red() < 100, qPrintable(still.name())); // 1:00 left: not yet the last minute
    clock.advance(1);
    const QColor last = fill();
    QVERIFY2(last.red() > 150 && last.green() < 100, qPrintable(last.name()));
    // Over: no clock; and none without a limit.
    clock.advance(60000);
    QVERIFY(session.isOver());
    QVERIFY(table.clockRect().isEmpty());
    QVERIFY(!table.accessibleDescription().contains(QLatin1String("Time left")));
    session.newGame(house(), 4, 42);
    QVERIFY(table.clockRect().isEmpty());
    QVERIFY(!table.accessibleDescription().contains(QLatin1String("Time left")));
}

#include "tst_tablewidget.moc"
