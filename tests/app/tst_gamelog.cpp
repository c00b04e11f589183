// SPDX-License-Identifier: GPL-3.0-or-later
// The game log: one entry per event, in words, with the rule and the cards.
#include "EngineTestUtil.h"
#include "GameSession.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "TestSupport.h"
#include "Translations.h"
#include "story/GameLog.h"
#include "story/GameNarrator.h"
#include "text/GameText.h"

#include <QAccessible>
#include <QApplication>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTranslator>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;

namespace {

RuleSet preset(const char *name)
{
    return RuleSet::preset(name).value();
}

// A session on a fake clock with a log that saw it from the start.
struct Fixture
{
    ManualScheduler clock;
    GameSession session{&clock};
    GameLog log{&session};

    // One person, at player 0, told as "you" (the view is always given: its
    // default is nobody).
    Fixture()
    {
        log.setNames({"Me", "Ann", "Bea", "Cal"});
        log.setPointOfView(PointOfView::person());
    }
    bool start(const RuleSet &rules, int players, std::initializer_list<std::string_view> first,
               int firstPlayer = 0)
    {
        return session.newGame(rules, players, deckStartingWith(rules, first), firstPlayer);
    }
    // The lines from the `from`-th on.
    QStringList linesFrom(int from) const { return log.lines().mid(from); }
};

// Every string of the log's translation context, marked.
class MarkingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        // The log's own words, the Storyteller's and the phrases it builds on.
        if (QByteArrayView(context) != GameLog::staticMetaObject.className()
            && QByteArrayView(context) != GameLogModel::staticMetaObject.className()
            && QByteArrayView(context) != "ratscrew::Storyteller"
            && QByteArrayView(context) != "ratscrew::ActionText")
            return {};
        return QStringLiteral("¤") + QString::fromUtf8(source);
    }
};

} // namespace

class TestGameLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        ratscrew::installTranslations(QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    void dock();
    void lastCardEndsTheGame();
    void oneClock();
    void describeSlap_data();
    void describeSlap();
    void validSandwich();
    void earlySlapIsSaidSo();
    void aCardThatWentBackIsSaid();
    void aCardThatWentBackForItsPlayersSlapIsSaidFirst();
    void aLineSaidAgainIsCounted();
    void aModelOfEntriesAndItsView();
    void misslapBurn();
    void misslapGivePile();
    void tenStopsTheChallenge();
    void lockout();
    void misslapWithoutPenalty();
    void challengeImmediate();
    void challengeOnCollect();
    void youAnswer();
    void outWithNoCards();
    void noCardsRejected();
    void misslapLimitAndGameOver();
    void pauseAndNewGame();
    void gameTime();
    void cap();
    void emptyPileMisslapToldOnce();
    void splitSaysWhichPile();
    void followsNewest();
    void keepsWindowShortcuts();
    void everyStringTranslated();
    void announces();
};

void TestGameLog::dock()
{
    GameSession session;
    GameLog log(&session);
    QCOMPARE(log.objectName(), QStringLiteral("gameLog"));
    QCOMPARE(log.windowTitle(), QStringLiteral("Game log"));
    QCOMPARE(log.allowedAreas(), Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    QVERIFY(log.features().testFlag(QDockWidget::DockWidgetClosable));
    auto *view = qobject_cast<QPlainTextEdit *>(log.widget());
    QVERIFY(view);
    QVERIFY(view->isReadOnly());
    QCOMPARE(view->accessibleName(), QStringLiteral("Game log"));
    QVERIFY(log.lines().isEmpty());
    const RuleSet rules = preset("house"); // no names: "Player N"; player 1 starts
    QVERIFY(session.newGame(rules, 3, deckStartingWith(rules, {"9C", "5H"}), 1));
    session.playCard(1);
    session.playCard(2);
    QCOMPARE(log.lines().mid(1), QStringList({"0:00 Player 2 played 9♣.", "0:00 Player 3 played 5♥."}));
}

// The log's times are the app's one clock (GameText::duration(); with ms
// in tst_app_replay, the countdown in tst_app_tablewidget).
void TestGameLog::oneClock()
{
    QCOMPARE(GameText::duration(0), QStringLiteral("0:00"));
    QCOMPARE(GameText::duration(-5), QStringLiteral("0:00"));
    QCOMPARE(GameText::duration(59999), QStringLiteral("0:59"));
    QCOMPARE(GameText::duration(60000), QStringLiteral("1:00"));
    QCOMPARE(GameText::duration(3725000), QStringLiteral("1:02:05")); // the log said "62:05"
}

void TestGameLog::describeSlap_data()
{
    QTest::addColumn<PatternSet>("patterns");
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("text");
    QTest::newRow("double") << PatternSet{SlapPattern::Double} << "4C 7H 7S"
                            << "Double: 7♥ 7♠";
    QTest::newRow("triple") << PatternSet{SlapPattern::Triple} << "2C 8H 8S 8D"
                            << "Triple: 8♥ 8♠ 8♦";
    QTest::newRow("sandwich") << PatternSet{SlapPattern::Sandwich} << "9C 5H 7C 5S"
                              << "Sandwich: 5♥ 7♣ 5♠";
    QTest::newRow("top bottom") << PatternSet{SlapPattern::TopBottom} << "8H 2C 3D 8D"
                                << "Top and bottom: 8♥ … 8♦";
    QTest::newRow("tens") << PatternSet{SlapPattern::Tens} << "2C 3H 7D"
                          << "Tens: 3♥ 7♦";
    QTest::newRow("tens letter") << PatternSet{SlapPattern::Tens} << "AH KS 9C"
                                 << "Tens: A♥ K♠ 9♣";
    QTest::newRow("ten") << PatternSet{SlapPattern::Ten} << "3H TC"
                         << "Ten: 10♣";
    QTest::newRow("tens sandwich") << PatternSet{SlapPattern::TensSandwich} << "4H 9S 6C"
                                   << "Tens sandwich: 4♥ 9♠ 6♣";
    QTest::newRow("three tens") << PatternSet{SlapPattern::ThreeTens} << "2C 3D 5H"
                                << "Three for ten: 2♣ 3♦ 5♥";
    QTest::newRow("four in a row") << PatternSet{SlapPattern::FourInARow} << "2C 9H TC JD QS"
                                   << "Four in a row: 9♥ 10♣ J♦ Q♠";
    QTest::newRow("run of three") << PatternSet{SlapPattern::RunOfThree} << "2C 4D 6H"
                                  << "Run of three: 2♣ 4♦ 6♥";
    QTest::newRow("marriage") << PatternSet{SlapPattern::Marriage} << "5C QH KS"
                              << "Marriage: Q♥ K♠";
    QTest::newRow("joker") << PatternSet{SlapPattern::Joker} << "5H RJ"
                           << "Joker";
    QTest::newRow("three of a suit") << PatternSet{SlapPattern::ThreeOfASuit} << "2H 7H KH"
                                     << "Three of a suit: 2♥ 7♥ K♥";
    QTest::newRow("two patterns") << PatternSet{SlapPattern::Double, SlapPattern::Tens} << "5H 5C"
                                  << "Double: 5♥ 5♣; Tens: 5♥ 5♣";
    // Two jokers: the double's cards, then the joker pattern, never "Joker Joker + Joker" (three jokers?).
    QTest::newRow("double of jokers") << PatternSet{SlapPattern::Double, SlapPattern::Joker} << "5H RJ RJ"
                                      << "Double: Joker Joker; Joker";
}

void TestGameLog::describeSlap()
{
    QFETCH(PatternSet, patterns);
    QFETCH(QString, played);
    QFETCH(QString, text);
    QCOMPARE(Storyteller::describeSlap(patterns, ratscrew::test::cardList(played)), text);
    QCOMPARE(Storyteller::describeSlap(PatternSet{SlapPattern::Sandwich}, {}), QStringLiteral("Sandwich"));
}

void TestGameLog::validSandwich()
{
    Fixture f;
    QVERIFY(f.start(preset("house"), 4, {"9C", "5H", "7C", "5S"}));
    for (int p = 0; p < 4; ++p)
        QVERIFY(f.session.playCard(p));
    f.clock.advance(410);
    f.session.slap(2);
    QCOMPARE(f.log.lines(), QStringList({
                                "0:00 — New game —",
                                "0:00 You played 9♣.",
                                "0:00 Ann played 5♥.",
                                "0:00 Bea played 7♣.",
                                "0:00 Cal played 5♠.",
                                "0:00 Bea slapped in 410 ms — Sandwich: 5♥ 7♣ 5♠ — and takes 4 cards.",
                            }));
}

// A slap before the card was visible: said as every view says it, never
// "in 0 ms".
void TestGameLog::earlySlapIsSaidSo()
{
    Fixture f;
    f.session.setRevealDelayMs(220);
    f.session.setPlaysLandAtOnce(
        true); // the earlier clock (a record of version 1): early slaps were possible
    QVERIFY(f.start(preset("house"), 4, {"9C", "5H", "7C", "5S"}));
    for (int p = 0; p < 4; ++p)
        QVERIFY(f.session.playCard(p));
    f.clock.advance(100);
    f.session.slap(2);
    QCOMPARE(f.log.lines().constLast(),
             QStringLiteral("0:00 Bea slapped 120 ms before the card was visible — Sandwich: 5♥ 7♣ 5♠ — and "
                            "takes 4 cards."));
    QVERIFY(f.log.lines().constLast().contains(GameText::slapTime(-120)));
}

// docs/RULES.md §12.1: a card in the air when the pile is won goes back,
// and the log says why.
void TestGameLog::aCardThatWentBackIsSaid()
{
    Fixture f;
    f.session.setRevealDelayMs(220);
    QVERIFY(f.start(preset("house"), 4, {"9C", "5H", "7C", "5S", "2D"}));
    for (int p = 0; p < 4; ++p) {
        QVERIFY(f.session.playCard(p));
        f.clock.advance(220);
    }
    QVERIFY(f.session.playCard(0)); // 2♦ in the air over the sandwich
    f.clock.advance(50);
    f.session.slap(2); // Bea takes the sandwich as it lies
    f.clock.advance(170);
    QCOMPARE(f.log.lines().constLast(), QStringLiteral("0:01 Your card went back: Bea won the pile first."));
    QVERIFY(!f.log.lines().join(QLatin1Char('\n')).contains(QLatin1String("2♦")));
}

// A player who slaps with their own card in the air: it goes back first,
// and the log and the status line say so before the slap.
void TestGameLog::aCardThatWentBackForItsPlayersSlapIsSaidFirst()
{
    Fixture f;
    GameNarrator narrator(&f.session);
    narrator.setPointOfView(PointOfView::person());
    f.session.setRevealDelayMs(220);
    QVERIFY(f.start(preset("house"), 2, {"9C", "5H", "2D"}));
    QVERIFY(f.session.playCard(0));
    f.clock.advance(220);
    QVERIFY(f.session.playCard(1));
    f.clock.advance(220);
    QVERIFY(f.session.playCard(0)); // 2♦ in the air
    f.clock.advance(50);
    const qsizetype before = f.log.lines().size();
    f.session.slap(0); // on 9♣ 5♥ as they lie: nothing
    const QStringList lines = f.linesFrom(int(before));
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0), QStringLiteral("0:00 Your card went back: you slapped instead."));
    QVERIFY2(lines.at(1).startsWith(QLatin1String("0:00 You slapped on nothing")), qPrintable(lines.at(1)));
    QVERIFY2(narrator.lastMessage().startsWith(QLatin1String("Your card went back: you slapped instead. You "
                                                             "slapped on nothing")),
             qPrintable(narrator.lastMessage()));
}

// The same line again at once (S mashed): once, with the count.
void TestGameLog::aLineSaidAgainIsCounted()
{
    Fixture f;
    QVERIFY(f.start(preset("house"), 4, {"9C", "9H"}));
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.slap(2); // Bea takes the double
    const qsizetype lines = f.log.lines().size();
    for (int i = 0; i < 13; ++i)
        f.session.slap(3); // Cal, late again and again
    QCOMPARE(f.log.lines().size(), lines + 1);
    QCOMPARE(f.log.lines().constLast(), QStringLiteral("0:00 Cal was a moment late — no penalty. (×13)"));
    // Bea's own presses after her own winning slap lost no race: nothing.
    const qsizetype after = f.log.lines().size();
    f.session.slap(2);
    f.session.slap(2);
    QCOMPARE(f.log.lines().size(), after);
}

// The log is a model of entries (kind, subject, words, time; no widget)
// and the dock that shows it, line for line.
void TestGameLog::aModelOfEntriesAndItsView()
{
    Fixture f;
    QVERIFY(f.start(preset("house"), 4, {"9C", "9H"}));
    GameLogModel alone(&f.session); // a second model, with no view, of the same session
    alone.setNames({"Me", "Ann", "Bea", "Cal"});
    alone.setPointOfView(PointOfView::person());
    QSignalSpy changed(&alone, &QAbstractItemModel::dataChanged);
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.slap(2); // Bea takes the double
    for (int i = 0; i < 3; ++i)
        f.session.slap(3); // Cal, late again and again
    const GameLogModel &model = *f.log.model();
    QCOMPARE(model.rowCount(), f.log.lineCount());
    QCOMPARE(model.entry(1).kind, StoryLine::Kind::Play);
    QCOMPARE(model.entry(1).subject, QStringLiteral("You"));
    QCOMPARE(model.entry(1).text, QStringLiteral("You played 9♣."));
    QCOMPARE(model.entry(1).atMs, qint64(0));
    const int last = model.rowCount() - 1;
    QCOMPARE(model.entry(last).kind, StoryLine::Kind::Refused);
    QCOMPARE(model.entry(last).repeats, 3);
    QCOMPARE(model.data(model.index(last)).toString(),
             QStringLiteral("Cal was a moment late — no penalty. (×3)"));
    QCOMPARE(model.data(model.index(last - 1), GameLogModel::KindRole).toInt(), int(StoryLine::Kind::Slap));
    QCOMPARE(model.data(model.index(last - 1), GameLogModel::SubjectRole).toString(), QStringLiteral("Bea"));
    // The dock shows the model's lines; the model alone tells the same
    // (its game started before it followed: no heading), a repeat as a
    // change of its newest row.
    QStringList shown;
    const auto *view = qobject_cast<QPlainTextEdit *>(f.log.widget());
    for (QTextBlock b = view->document()->firstBlock(); b.isValid(); b = b.next())
        shown << b.text();
    QCOMPARE(shown, f.log.lines());
    QCOMPARE(alone.lines(), f.log.lines().mid(1));
    QCOMPARE(changed.count(), 2);
    f.log.clear();
    QCOMPARE(f.log.model()->rowCount(), 0);
    QVERIFY(view->document()->isEmpty());
}

void TestGameLog::misslapBurn()
{
    Fixture f; // house burns 2
    QVERIFY(f.start(preset("house"), 4, {"9D", "4C", "KH", "2H", "2S", "5C", "6D", "7S", "8H"}));
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.slap(0);
    f.session.slap(3);
    QCOMPARE(f.linesFrom(3), QStringList({
                                 "0:00 You slapped on nothing (top: 9♦ 4♣) — burned 2♠ 8♥ under the pile.",
                                 "0:00 Cal slapped on nothing (top: 9♦ 4♣) — burned 2♥ 7♠ under the pile.",
                             }));
}

void TestGameLog::misslapGivePile()
{
    Fixture f;
    QVERIFY(f.start(preset("classic"), 2, {"9D", "4C", "6H", "3S"}));
    for (int p : {0, 1, 0, 1})
        f.session.playCard(p);
    f.session.slap(0);
    f.session.slap(1); // the pile is gone: nothing to give
    QCOMPARE(f.linesFrom(5),
             QStringList({
                 "0:00 You slapped on nothing (top: 4♣ 6♥ 3♠) — Ann takes the pile (4 cards) as the "
                 "penalty.",
                 "0:00 Ann slapped on an empty pile — nothing to give, but it counts toward the misslap "
                 "limit (1 of 5).",
             }));
}

// docs/RULES.md §11.2: the engine tells the 10 as a plain play; the log
// says what it did.
void TestGameLog::tenStopsTheChallenge()
{
    Fixture f;
    RuleSet rules = preset("house");
    rules.tenStops = true;
    QVERIFY(f.start(rules, 4, {"2C", "KS", "4D", "8S", "3H", "5C", "TD"}));
    for (int p : {0, 1, 2, 2, 3})
        QVERIFY(f.session.playCard(p));
    QCOMPARE(f.linesFrom(3), QStringList({
                                 "0:00 Bea played 4♦ (2 chances left).",
                                 "0:00 Bea played 10♦ — the ten stops the challenge; nobody wins the pile.",
                                 "0:00 Cal played 8♠.",
                             }));
}

// docs/RULES.md §11.3: a misslap with cards locks the slapper out (told
// with the misslap, not as a missed slap-in), and the person's slap
// during it is refused once.
void TestGameLog::lockout()
{
    Fixture f;
    RuleSet rules = preset("house");
    rules.penalty = Penalty::Lockout;
    rules.lockoutCards = 5;
    QVERIFY(f.start(rules, 4, {"9D", "4C", "KH", "2H", "2S", "5C", "6D", "7S", "8H"}));
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.slap(0);
    f.session.slap(3);
    f.session.slap(0);
    f.session.slap(0); // said once
    QCOMPARE(f.linesFrom(3), QStringList({
                                 "0:00 You slapped on nothing (top: 9♦ 4♣) — locked out for 5 cards.",
                                 "0:00 Cal slapped on nothing (top: 9♦ 4♣) — locked out for 5 cards.",
                                 "0:00 You are locked out after a misslap: you cannot slap yet.",
                             }));
    QCOMPARE(f.session.handSize(0), 12); // a lockout takes no card

    // Past the misslap limit the hand is burned and the slapper is out at
    // once: still a lockout, not a missed slap-in.
    rules.lockoutCards = 1;
    rules.misslapLimit = 1;
    QVERIFY(f.start(rules, 4, {"9D", "4C", "2H"}));
    const int from = f.log.lineCount();
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.slap(0);
    f.session.playCard(2);
    f.session.slap(0);
    QCOMPARE(f.linesFrom(from),
             QStringList({
                 "0:00 You played 9♦.",
                 "0:00 Ann played 4♣.",
                 "0:00 You slapped on nothing (top: 9♦ 4♣) — locked out for 1 card.",
                 "0:00 Bea played 2♥.",
                 "0:00 You slapped on nothing (top: 9♦ 4♣ 2♥) — locked out for 1 card.",
                 "0:00 You passed the misslap limit — your last 12 cards are burned; you are out.",
             }));
}

// docs/RULES.md §11.3: `penalty: none`; the misslap still counts toward a limit.
void TestGameLog::misslapWithoutPenalty()
{
    Fixture f;
    RuleSet rules = preset("house");
    rules.penalty = Penalty::None;
    rules.misslapLimit = 0;
    QVERIFY(f.start(rules, 4, {"9D", "4C"}));
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.slap(3);
    rules.misslapLimit = 3;
    QVERIFY(f.start(rules, 4, {"9D", "4C"}));
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.slap(0);
    QCOMPARE(f.linesFrom(3),
             QStringList({
                 "0:00 Cal slapped on nothing (top: 9♦ 4♣) — no penalty.",
                 "0:00 — New game —",
                 "0:00 You played 9♦.",
                 "0:00 Ann played 4♣.",
                 "0:00 You slapped on nothing (top: 9♦ 4♣) — no penalty, but it counts toward "
                 "the misslap limit (1 of 3).",
             }));
}

void TestGameLog::challengeImmediate()
{
    Fixture f; // house: collect immediate
    QVERIFY(f.start(preset("house"), 4, {"2C", "KS", "4D", "8S", "3H", "5C", "6D", "9S", "7H", "2D", "3C"}));
    f.session.playCard(0);
    f.session.playCard(1);
    for (int i = 0; i < 3; ++i)
        QVERIFY(f.session.playCard(2));
    QCOMPARE(f.linesFrom(1), QStringList({
                                 "0:00 You played 2♣.",
                                 "0:00 Ann played K♠ — challenge: Bea must answer within 3 cards.",
                                 "0:00 Bea played 4♦ (2 chances left).",
                                 "0:00 Bea played 6♦ (1 chance left).",
                                 "0:00 Bea played 3♣ (no chances left).",
                                 "0:00 Bea lost the challenge: Ann takes 5 cards.",
                             }));
}

void TestGameLog::challengeOnCollect()
{
    Fixture f;
    f.session.setAutoCollect(false);
    QVERIFY(
        f.start(preset("bicycle"), 4, {"2C", "KS", "4D", "8S", "3H", "5C", "6D", "9S", "7H", "2D", "3C"}));
    f.session.playCard(0);
    f.session.playCard(1);
    for (int i = 0; i < 3; ++i)
        QVERIFY(f.session.playCard(2));
    QCOMPARE(f.linesFrom(5), QStringList({
                                 "0:00 Bea played 3♣ (no chances left).",
                                 "0:00 Bea lost the challenge: Ann collects the pile.",
                             }));
    f.clock.advance(1500);
    QVERIFY(f.session.collect());
    QCOMPARE(f.linesFrom(7), QStringList({"0:01 Ann collects 5 cards."}));
}

void TestGameLog::youAnswer()
{
    Fixture f;
    QVERIFY(f.start(preset("house"), 4, {"2C", "3C", "4D", "JS", "6H"}));
    for (int p = 0; p < 5; ++p)
        f.session.playCard(p % 4);
    QCOMPARE(f.linesFrom(4), QStringList({
                                 "0:00 Cal played J♠ — challenge: you must answer within 1 card.",
                                 "0:00 You played 6♥ (no chances left).",
                                 "0:00 You lost the challenge: Cal takes 5 cards.",
                             }));
}

// With `win: last_with_cards` a letter card that is its player's last ends
// the game at once: it is no challenge "that nobody can answer".
void TestGameLog::lastCardEndsTheGame()
{
    Fixture f;
    const RuleSet rules = preset("house"); // burn 2, last_with_cards
    // Seat 0 holds the even-numbered cards; twelve misslaps burn 24 of them,
    // leaving 5C (index 48) and JS (index 50).
    std::vector<Card> deck = rules.fullDeck();
    const auto moveTo = [&deck](const char *name, std::size_t index) {
        const auto it = std::find(deck.begin(), deck.end(), *Card::parse(name));
        std::iter_swap(it, deck.begin() + std::ptrdiff_t(index));
    };
    moveTo("5C", 48);
    moveTo("JS", 50);
    moveTo("7D", 1);
    QVERIFY(f.session.newGame(rules, 2, deck, 0));
    for (int i = 0; i < 12; ++i)
        f.session.slap(0);
    QCOMPARE(f.session.handSize(0), 2);
    f.session.playCard(0);
    f.session.playCard(1);
    f.session.playCard(0); // the last card: only Ann has cards now
    QVERIFY(f.session.isOver());
    QCOMPARE(f.linesFrom(f.log.lineCount() - 2),
             QStringList({"0:00 You played J♠.", "0:00 Ann wins the game."}));
}

void TestGameLog::outWithNoCards()
{
    Fixture f; // house, 3 players: you hold 18 cards, burned 2 per misslap
    QVERIFY(f.start(preset("house"), 3, {}));
    for (int i = 0; i < 9; ++i)
        f.session.slap(0);
    QCOMPARE(f.session.handSize(0), 0);
    f.session.slap(0);
    for (int i = 0; i < 5; ++i) // pressing the key again and again: said once
        f.session.slap(0);
    const QStringList lines = f.log.lines();
    QCOMPARE(lines.size(), 12);
    QVERIFY2(lines.at(1).startsWith("0:00 You slapped on an empty pile — burned "), qPrintable(lines.at(1)));
    QCOMPARE(lines.mid(10), QStringList({
                                "0:00 You slapped on nothing with no cards — out.",
                                "0:00 You cannot slap: you are out.",
                            }));
    QVERIFY(!f.session.isOver());
}

void TestGameLog::noCardsRejected()
{
    Fixture f;
    RuleSet rules = preset("house");
    QVERIFY(rules.setOption("slap_in", false).empty());
    QVERIFY(f.start(rules, 3, {}));
    for (int i = 0; i < 9; ++i)
        f.session.slap(0);
    f.session.slap(0);
    f.session.slap(0); // said once
    f.session.slap(1); // others are not told
    QCOMPARE(f.log.lines().at(10), QStringLiteral("0:00 You cannot slap with no cards in these rules."));
    QCOMPARE(f.log.lineCount(), 12);
    // Said again once something changed: a new game.
    QVERIFY(f.start(rules, 3, {}));
    for (int i = 0; i < 12; ++i)
        f.session.slap(0);
    QCOMPARE(f.log.lines().count(QStringLiteral("0:00 You cannot slap with no cards in these rules.")), 2);
}

void TestGameLog::misslapLimitAndGameOver()
{
    Fixture f; // classic: give_pile, a limit of 5 consecutive cards
    QVERIFY(f.start(preset("classic"), 2, {"9D", "4C", "7D", "5C", "8D", "6C", "TD"}));
    f.session.slap(1); // the empty pile: no penalty, streak 1
    for (int i = 0; i < 5; ++i) {
        QVERIFY(f.session.playCard(0)); // you lead: the pile is yours after each misslap
        f.session.slap(1);              // Ann misslaps on the next card: streak 2, 3, … 6
    }
    QVERIFY(f.session.isOver());
    const QStringList lines = f.log.lines();
    QCOMPARE(lines.at(1), QStringLiteral("0:00 Ann slapped on an empty pile — nothing to give, but it counts "
                                         "toward the misslap limit (1 of 5)."));
    QCOMPARE(
        lines.at(3),
        QStringLiteral("0:00 Ann slapped on nothing (top: 9♦) — you take the pile (1 card) as the penalty."));
    QCOMPARE(lines.mid(lines.size() - 2),
             QStringList({
                 "0:00 Ann passed the misslap limit — their last 26 cards are burned; Ann is out.",
                 "0:00 You win the game!",
             }));

    // A bot wins, with a pile on the table: you misslap on six cards in a
    // row, Ann taking the pile each time and leading again.
    Fixture g;
    QVERIFY(g.start(preset("classic"), 2, {"9D", "4C", "7D", "5C", "8D", "6C", "TD"}, 1));
    for (int i = 0; i < 6; ++i) {
        QVERIFY(g.session.playCard(1));
        g.session.slap(0);
    }
    QVERIFY(g.session.isOver());
    QCOMPARE(g.log.lines().at(2),
             QStringLiteral(
                 "0:00 You slapped on nothing (top: 9♦) — Ann takes the pile (1 card) as the penalty."));
    QCOMPARE(g.log.lines().mid(g.log.lineCount() - 2),
             QStringList({
                 "0:00 You passed the misslap limit — your last 26 cards are burned; you are out.",
                 "0:00 Ann wins the game.",
             }));
}

void TestGameLog::pauseAndNewGame()
{
    Fixture f;
    const RuleSet rules = preset("house");
    QVERIFY(f.start(rules, 2, {"9D", "4C"}));
    f.session.playCard(0);
    f.session.pause();
    f.session.resume();
    f.session.pause();
    QVERIFY(f.start(rules, 2, {"5D", "6C"})); // lifts the pause: only the separator says so
    f.session.playCard(0);
    const QStringList expected{
        "0:00 — New game —", "0:00 You played 9♦.", "0:00 Paused.",        "0:00 Play resumed.",
        "0:00 Paused.",      "0:00 — New game —",   "0:00 You played 5♦.",
    };
    QCOMPARE(f.log.lines(), expected);
    f.log.clear();
    QVERIFY(f.log.lines().isEmpty());
    QCOMPARE(f.log.lineCount(), 0);
    f.session.playCard(1);
    QCOMPARE(f.log.lines(), QStringList({"0:00 Ann played 6♣."}));
}

void TestGameLog::gameTime()
{
    Fixture f;
    QVERIFY(f.start(preset("house"), 2, {"9D", "4C"}));
    f.clock.advance(65'000);
    f.session.playCard(0);
    f.session.pause();
    f.clock.advance(30'000); // paused time does not count
    f.session.resume();
    f.clock.advance(2'000);
    f.session.playCard(1);
    QCOMPARE(f.linesFrom(1), QStringList({
                                 "1:05 You played 9♦.",
                                 "1:05 Paused.",
                                 "1:05 Play resumed.",
                                 "1:07 Ann played 4♣.",
                             }));
}

// classic: a misslap on an empty pile takes nothing (give_pile) but counts
// toward the misslap limit (docs/RULES.md §4), and pressing S again on the
// same empty pile changes nothing: told once, not once a key press.
void TestGameLog::emptyPileMisslapToldOnce()
{
    Fixture f;
    QVERIFY(f.start(preset("classic"), 2, {"9D", "4C", "6H", "3S"}));
    for (int i = 0; i < 5; ++i)
        f.session.slap(0);
    QCOMPARE(f.linesFrom(1),
             QStringList({"0:00 You slapped on an empty pile — nothing to give, but it counts "
                          "toward the misslap limit (1 of 5)."}));
    f.session.slap(1); // Ann's first on it is news
    QCOMPARE(f.linesFrom(2),
             QStringList({"0:00 Ann slapped on an empty pile — nothing to give, but it counts "
                          "toward the misslap limit (1 of 5)."}));
}

// docs/RULES.md §9.2: while there is a split pile, each card played says
// which pile it went onto.
void TestGameLog::splitSaysWhichPile()
{
    Fixture f;
    QVERIFY(f.start(preset("slaps_full"), 3, {"9D", "8C", "4H", "5S", "6C", "3D", "7H"}));
    f.session.playCard(0);
    f.session.playCard(1); // an 8 on top
    f.session.slap(2);     // a split: Bea's 4♥ starts the split pile
    QVERIFY(f.session.hasSplit());
    QCOMPARE(f.session.turnPlayer(), 0);
    f.session.playCard(0);
    f.session.playCard(0);
    const QStringList lines = f.log.lines();
    QCOMPARE(lines.at(1), QStringLiteral("0:00 You played 9♦.")); // one pile: no pile named
    QCOMPARE(lines.mid(lines.size() - 2), QStringList({"0:00 You played 5♠ onto the slap pile.",
                                                       "0:00 You played 7♥ onto the split pile."}));
}

void TestGameLog::cap()
{
    Fixture f;
    QVERIFY(f.start(preset("house"), 2, {}));
    const int total = GameLog::kMaxEntries + 150;
    for (int i = 1; i < total; ++i)
        f.log.addEntry(QStringLiteral("Line %1.").arg(i));
    const QStringList lines = f.log.lines();
    QCOMPARE(lines.size(), GameLog::kMaxEntries);
    QCOMPARE(f.log.lineCount(), GameLog::kMaxEntries);
    // The separator and the first 149 lines are gone.
    QCOMPARE(lines.first(), QStringLiteral("0:00 Line 150."));
    QCOMPARE(lines.last(), QStringLiteral("0:00 Line %1.").arg(total - 1));
    f.log.addEntry(QStringLiteral("One more."));
    QCOMPARE(f.log.lines().size(), GameLog::kMaxEntries);
    QCOMPARE(f.log.lines().last(), QStringLiteral("0:00 One more."));
}

void TestGameLog::followsNewest()
{
    QMainWindow window;
    window.setCentralWidget(new QWidget);
    window.resize(800, 400);
    auto *log = new GameLog(nullptr, &window);
    window.addDockWidget(Qt::RightDockWidgetArea, log);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QScrollBar *bar = static_cast<QPlainTextEdit *>(log->widget())->verticalScrollBar();
    for (int i = 0; i < 200; ++i)
        log->addEntry(QStringLiteral("Entry %1.").arg(i));
    QVERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum());
    bar->setValue(10); // the user reads back: stay there
    for (int i = 0; i < 20; ++i)
        log->addEntry(QStringLiteral("Later %1.").arg(i));
    QCOMPARE(bar->value(), 10);
    bar->setValue(bar->maximum()); // back at the bottom: follow again
    log->addEntry(QStringLiteral("Newest."));
    QCOMPARE(bar->value(), bar->maximum());
}

// Focus in the log (to read or copy it) must not take the game's keys.
void TestGameLog::keepsWindowShortcuts()
{
    QMainWindow window;
    window.setCentralWidget(new QWidget);
    auto *log = new GameLog(nullptr, &window);
    window.addDockWidget(Qt::RightDockWidgetArea, log);
    int slaps = 0;
    auto *slap = window.addAction(QStringLiteral("Slap"));
    slap->setShortcuts({Qt::Key_Space, Qt::Key_S});
    connect(slap, &QAction::triggered, &window, [&slaps] { ++slaps; });
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window)); // offscreen and xcb both activate it
    log->addEntry(QStringLiteral("Something to read."));
    log->widget()->setFocus();
    QVERIFY(log->widget()->hasFocus());
    QTest::keyClick(log->widget(), Qt::Key_Space);
    QTest::keyClick(log->widget(), Qt::Key_S);
    QCOMPARE(slaps, 2);
    QCOMPARE(log->lines(), QStringList({"0:00 Something to read."}));
}

void TestGameLog::everyStringTranslated()
{
    MarkingTranslator translator;
    QCoreApplication::installTranslator(&translator);
    {
        Fixture f;
        f.session.setAutoCollect(false);
        QVERIFY(f.start(preset("bicycle"), 4,
                        {"2C", "KS", "4D", "8S", "3H", "5C", "6D", "9S", "7H", "2D", "3C"}));
        QCOMPARE(f.log.windowTitle(), QStringLiteral("¤Game log"));
        f.session.playCard(0);
        f.session.slap(3);
        f.session.playCard(1);
        for (int i = 0; i < 3; ++i)
            f.session.playCard(2);
        f.session.collect();
        f.session.pause();
        f.session.resume();
        QCOMPARE(f.log.lineCount(), 11);
        for (const QString &line : f.log.lines())
            QVERIFY2(line.section(QLatin1Char(' '), 1).startsWith(QStringLiteral("¤")), qPrintable(line));
    }
    QCoreApplication::removeTranslator(&translator);
}

void TestGameLog::announces()
{
    Fixture f;
    QVERIFY(f.start(preset("house"), 2, {"9D", "4C"}));
    f.session.playCard(0);
    QCOMPARE(f.log.widget()->accessibleDescription(), QStringLiteral("You played 9♦."));

    // The description is what screen readers read. Whether Qt then sends
    // the change event is Qt's own business and cannot be observed here:
    // with no accessibility bridge (offscreen, Xvfb) QAccessible stays off.
    f.log.addEntry(QStringLiteral("Hello."));
    QCOMPARE(f.log.widget()->accessibleDescription(), QStringLiteral("Hello."));
}

RATSCREW_TEST_WIDGETS_MAIN(TestGameLog)
#include "tst_gamelog.moc"
