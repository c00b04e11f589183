// SPDX-License-Identifier: GPL-3.0-or-later
// End-of-game statistics (GameStats) on a fake clock, and the summary
// dialog built from them (offscreen).
//
// RATSCREW_SUMMARY_PNG=<file> saves the dialog of the bot game as a PNG.

#include "BotPlayer.h"
#include "GameSession.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "SessionTestSupport.h"
#include "TestRegistry.h"
#include "TestSupport.h"
#include "Translations.h"
#include "summary/CardCountChart.h"
#include "summary/GameStats.h"
#include "summary/SummaryDialog.h"
#include "text/GameText.h"

#include <QApplication>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <memory>

using namespace ratscrew;
using ratscrew::test::deckStartingWith;
using ratscrew::test::ReportSpy;

namespace {

// Hand sizes plus the pile always make the whole deck.
bool samplesAddUp(const GameStats &stats)
{
    for (const GameStats::Sample &s : stats.handSizeSeries()) {
        int sum = s.pile;
        for (int h : s.hands)
            sum += h;
        if (sum != stats.deckSize() || s.hands.size() != stats.players())
            return false;
    }
    return true;
}

QList<SeatInfo> fourSeats()
{
    return {{QStringLiteral("You"), true, QString(), QColor(0xf2, 0xc1, 0x4e)},
            {QStringLiteral("Ann"), false, QStringLiteral("beginner"), QColor(0x4e, 0xa8, 0xde)},
            {QStringLiteral("Bea"), false, QStringLiteral("easy"), QColor(0xe0, 0x6c, 0x75)},
            {QStringLiteral("Cal"), false, QStringLiteral("normal"), QColor(0x98, 0xc3, 0x79)}};
}

} // namespace

class TestGameStats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void countsPlays();
    void validSlapRecordsReactionTime();
    void earlySlapIsNoReactionTime();
    void reactionTimesFollowThePointOfView();
    void theSummaryFollowsThePointOfView();
    void misslapIsCounted();
    void challengeWinsAPile();
    void resetsOnNewGame();
    void wholeGameTotals();
    void medianAndBest();
    void histogramBins();
    void summaryOfABotGame();
    void playKeysDoNotStartANewGame();
    void summaryTellsOutFromNoCards();
    void seriesRunsToTheEndOfTheGame();
};

void TestGameStats::countsPlays()
{
    ManualScheduler clock;
    GameSession s(&clock);
    GameStats stats(&s);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"2C", "5D", "9H", "4S"}), 0));
    QCOMPARE(stats.handSizeSeries().size(), 1);
    const GameStats::Sample deal = stats.handSizeSeries().constFirst();
    QCOMPARE(deal.timeMs, 0);
    QCOMPARE(deal.hands, (QList<int>{26, 26}));
    QCOMPARE(deal.pile, 0);
    for (int i = 0; i < 4; ++i) {
        clock.advance(250);
        QVERIFY(s.playCard(i % 2));
    }
    QVERIFY(s.slappablePatterns().empty());
    QCOMPARE(stats.player(0).cardsPlayed, 2);
    QCOMPARE(stats.player(1).cardsPlayed, 2);
    QCOMPARE(stats.totalCardsPlayed(), 4);
    QCOMPARE(stats.handSizeSeries().size(), 5);
    const GameStats::Sample last = stats.handSizeSeries().constLast();
    QCOMPARE(last.timeMs, 1000);
    QCOMPARE(last.hands, (QList<int>{24, 24}));
    QCOMPARE(last.pile, 4);
    QVERIFY(samplesAddUp(stats));
    QVERIFY(!stats.isFinished());
    QCOMPARE(stats.winner(), -1);
    QCOMPARE(stats.durationMs(), 1000);
    // A refused play changes nothing.
    QVERIFY(!s.playCard(1));
    QCOMPARE(stats.totalCardsPlayed(), 4);
    QCOMPARE(stats.handSizeSeries().size(), 5);
}

void TestGameStats::validSlapRecordsReactionTime()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(0);
    GameStats stats(&s);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D"}), 0));
    s.playCard(0);
    s.playCard(1);
    QVERIFY(!s.slappablePatterns().empty());
    clock.advance(350);
    s.slap(0);
    QCOMPARE(stats.reactionTimesMs(), QList<int>{350});
    QCOMPARE(stats.player(0).validSlaps, 1);
    QCOMPARE(stats.player(0).invalidSlaps, 0);
    QCOMPARE(stats.player(0).pilesWon, 1);
    QCOMPARE(stats.player(0).cardsWon, 2);
    QCOMPARE(stats.handSizeSeries().constLast().hands, (QList<int>{27, 25}));
    QCOMPARE(stats.handSizeSeries().constLast().timeMs, 350);
    const GameStats::Summary sum = stats.summary();
    QCOMPARE(sum.medianReactionMs(), 350);
    QCOMPARE(sum.bestReactionMs(), 350);
    QVERIFY(samplesAddUp(stats));
}

// A slap before the card was visible took the pile, but is no reaction:
// not a 0 ms time (nor any time), counted apart as early.
void TestGameStats::earlySlapIsNoReactionTime()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(220);
    s.setPlaysLandAtOnce(true); // the earlier clock (a record of version 1): early slaps were possible
    GameStats stats(&s);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D", "4C", "4D"}), 0));
    s.playCard(0);
    s.playCard(1);
    clock.advance(60); // 160 ms before the 9D shows
    s.slap(0);
    QCOMPARE(stats.player(0).validSlaps, 1);
    QVERIFY(stats.reactionTimesMs().isEmpty());
    QCOMPARE(stats.earlySlaps(), 1);
    GameStats::Summary sum = stats.summary();
    QCOMPARE(sum.medianReactionMs(), -1);
    QCOMPARE(sum.bestReactionMs(), -1);
    QCOMPARE(sum.earlySlaps, 1);
    {
        SummaryDialog dialog(sum, fourSeats().mid(0, 2), PointOfView::person());
        const auto *facts = dialog.findChild<QLabel *>(QStringLiteral("reactionFacts"));
        QVERIFY(facts);
        QVERIFY2(facts->text().startsWith(QLatin1String("1 slap")), qPrintable(facts->text()));
        QVERIFY(facts->text().contains(QLatin1String("before the card was visible")));
        QVERIFY(!facts->text().contains(QLatin1String("0.00")));
    }
    // The next one in time counts, and only it.
    QVERIFY(s.playCard(s.turnPlayer())); // 4C and 4D
    QVERIFY(s.playCard(s.turnPlayer()));
    clock.advance(520);
    s.slap(0);
    QCOMPARE(stats.reactionTimesMs(), QList<int>{300});
    sum = stats.summary();
    QCOMPARE(sum.bestReactionMs(), 300);
    QCOMPARE(sum.medianReactionMs(), 300);
    QCOMPARE(sum.earlySlaps, 1);
}

// "You win!" is the point of view's, never seat 0's (issue 45): at a
// hot-seat table the winner and the followed person are named, and at the
// demo table seat 0 is a bot that wins.
void TestGameStats::theSummaryFollowsThePointOfView()
{
    GameStats::Summary summary;
    summary.players = 2;
    summary.deckSize = 52;
    summary.finished = true;
    summary.winner = 0;
    summary.person = 0;
    summary.perPlayer.resize(2);
    summary.handSizes = {{0, {26, 26}}, {60000, {52, 0}}};
    QList<SeatInfo> seats = fourSeats().mid(0, 2);
    seats[0].name = QStringLiteral("Ann");
    seats[1].isHuman = true;
    seats[1].name = QStringLiteral("Bea");
    {
        SummaryDialog hotSeat(summary, seats, PointOfView::of(seats));
        QCOMPARE(hotSeat.headline(), QStringLiteral("Ann wins"));
        QVERIFY(hotSeat.findChild<QLabel *>(QStringLiteral("cardFacts"))
                    ->text()
                    .startsWith(QLatin1String("Most for Ann: 52 cards")));
        QStringList texts;
        for (const QLabel *label : hotSeat.findChildren<QLabel *>())
            texts << label->text();
        QVERIFY2(texts.contains(QStringLiteral("Reaction times of Ann")),
                 qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(!texts.join(QLatin1Char('|')).contains(QLatin1String("You")),
                 qPrintable(texts.join(QLatin1Char('|'))));
    }
    seats[0].isHuman = seats[1].isHuman = false;
    summary.person = -1;
    SummaryDialog demo(summary, seats, PointOfView::spectator());
    QCOMPARE(demo.headline(), QStringLiteral("Ann wins"));
    QCOMPARE(demo.findChild<QTableWidget *>(QStringLiteral("playerTable"))->item(0, 1)->text(),
             GameText::level(seats[0].level)); // a bot's level, not the person's dash
    // One person among bots: they are "you", whatever their seat.
    seats[1].isHuman = true;
    summary.winner = 1;
    summary.person = 1;
    SummaryDialog one(summary, seats, PointOfView::of(seats));
    QCOMPARE(one.headline(), QStringLiteral("You win!"));
}

// The reaction times are the followed person's, whatever their seat; a
// table of bots alone keeps none.
void TestGameStats::reactionTimesFollowThePointOfView()
{
    for (const bool spectator : {false, true}) {
        ManualScheduler clock;
        GameSession s(&clock);
        s.setRevealDelayMs(0);
        GameStats stats(&s);
        stats.setPointOfView(spectator ? PointOfView::spectator() : PointOfView::person(1));
        const RuleSet rules = *RuleSet::preset("house");
        QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D", "4C", "4D"}), 0));
        s.playCard(0);
        s.playCard(1);
        clock.advance(410);
        s.slap(1);                           // player 1 takes it
        QVERIFY(s.playCard(s.turnPlayer())); // 4C and 4D
        QVERIFY(s.playCard(s.turnPlayer()));
        clock.advance(250);
        s.slap(0); // player 0 takes the 4-4
        QCOMPARE(stats.player(0).validSlaps, 1);
        QCOMPARE(stats.player(1).validSlaps, 1);
        QCOMPARE(stats.reactionTimesMs(), spectator ? QList<int>() : QList<int>{410});
        QCOMPARE(stats.summary().person, spectator ? -1 : 1);
    }
}

void TestGameStats::misslapIsCounted()
{
    ManualScheduler clock;
    GameSession s(&clock);
    GameStats stats(&s);
    const RuleSet rules = *RuleSet::preset("house"); // burn 2 per misslap
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"2C", "5D"}), 0));
    s.playCard(0);
    s.playCard(1);
    QVERIFY(s.slappablePatterns().empty());
    clock.advance(400);
    s.slap(1);
    QCOMPARE(stats.player(1).invalidSlaps, 1);
    QCOMPARE(stats.player(1).validSlaps, 0);
    QCOMPARE(stats.player(1).cardsBurned, rules.burnCount);
    QCOMPARE(stats.player(1).pilesWon, 0);
    QVERIFY(stats.reactionTimesMs().isEmpty());
    QCOMPARE(stats.handSizeSeries().constLast().hands, (QList<int>{25, 25 - rules.burnCount}));
    QCOMPARE(stats.handSizeSeries().constLast().pile, 2 + rules.burnCount);
    QVERIFY(samplesAddUp(stats));
}

void TestGameStats::challengeWinsAPile()
{
    ManualScheduler clock;
    GameSession s(&clock);
    GameStats stats(&s);
    const RuleSet rules = *RuleSet::preset("house"); // collect: immediate
    ReportSpy reports(&s);
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"JC", "8C"}), 0));
    s.playCard(0);
    s.playCard(1); // no letter in one chance: player 0 takes the pile
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).wonReason, PileWonReason::Challenge);
    QCOMPARE(stats.player(0).pilesWon, 1);
    QCOMPARE(stats.player(0).cardsWon, 2);
    QCOMPARE(stats.player(1).pilesWon, 0);
    QCOMPARE(stats.player(0).validSlaps, 0);
    QCOMPARE(stats.handSizeSeries().constLast().hands, (QList<int>{27, 25}));
    QVERIFY(samplesAddUp(stats));
}

void TestGameStats::resetsOnNewGame()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(0);
    GameStats stats(&s);
    const RuleSet rules = *RuleSet::preset("house");
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"9C", "9D"}), 0));
    s.playCard(0);
    s.playCard(1);
    clock.advance(200);
    s.slap(0);
    QCOMPARE(stats.reactionTimesMs().size(), 1);
    QVERIFY(s.newGame(rules, 3, deckStartingWith(rules, {"2C", "5D"}), 1));
    QCOMPARE(stats.players(), 3);
    QCOMPARE(stats.totalCardsPlayed(), 0);
    QVERIFY(stats.reactionTimesMs().isEmpty());
    for (int p = 0; p < 3; ++p) {
        QCOMPARE(stats.player(p).validSlaps, 0);
        QCOMPARE(stats.player(p).pilesWon, 0);
    }
    QCOMPARE(stats.handSizeSeries().size(), 1);
    QCOMPARE(stats.handSizeSeries().constFirst().hands, (QList<int>{17, 18, 17}));
    QCOMPARE(stats.handSizeSeries().constFirst().timeMs, 0);
    QCOMPARE(stats.durationMs(), 0);
    // A stats object made while a game runs starts from its state.
    GameStats late(&s);
    QCOMPARE(late.players(), 3);
    QCOMPARE(late.handSizeSeries().size(), 1);
}

void TestGameStats::wholeGameTotals()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setAutoCollect(false);
    GameStats stats(&s);
    QSignalSpy finished(&stats, &GameStats::finished);
    // Every change of the hands (at a distinct time: one action per step),
    // to see the series thinned evenly.
    QList<GameStats::Sample> changes;
    connect(&s, &GameSession::stateChanged, &stats, [&] {
        GameStats::Sample now;
        now.timeMs = s.elapsedMs();
        for (int p = 0; p < s.players(); ++p)
            now.hands << s.handSize(p);
        if (changes.isEmpty() || changes.constLast().hands != now.hands)
            changes << now;
    });
    const RuleSet rules = *RuleSet::preset("bicycle");
    s.newGame(rules, 4, 2024);
    int slapper = 0;
    for (int step = 0; step < 100000 && !s.isOver(); ++step) {
        clock.advance(37);
        if (s.pendingPlayer() >= 0)
            s.collect();
        else if (!s.slappablePatterns().empty())
            s.slap(slapper++ % s.players());
        else
            s.playCard(s.turnPlayer());
    }
    QVERIFY(s.isOver());
    QCOMPARE(finished.count(), 1);
    QVERIFY(stats.isFinished());
    QCOMPARE(stats.winner(), s.winner());
    int played = 0, won = 0;
    for (const GameStats::PlayerStats &p : stats.playerStats())
        played += p.cardsPlayed, won += p.pilesWon;
    QCOMPARE(qint64(played), qint64(s.game().plays()));
    QCOMPARE(qint64(stats.totalCardsPlayed()), qint64(s.game().plays()));
    QVERIFY(won > 0);
    QCOMPARE(stats.durationMs(), s.elapsedMs());
    QVERIFY(samplesAddUp(stats));
    const QList<GameStats::Sample> &series = stats.handSizeSeries();
    QVERIFY(series.size() <= GameStats::kMaxSamples);
    QVERIFY(std::is_sorted(series.cbegin(), series.cend(),
                           [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; }));
    QCOMPARE(series.constFirst().timeMs, 0);
    QCOMPARE(series.constLast().timeMs, stats.durationMs());
    for (int p = 0; p < s.players(); ++p) {
        QCOMPARE(series.constLast().hands.at(p), s.handSize(p));
        const qint64 since = stats.player(p).emptySinceMs;
        QCOMPARE(since >= 0, s.handSize(p) == 0);
        if (stats.player(p).outAtMs >= 0)
            QVERIFY(since >= 0 && since <= stats.player(p).outAtMs);
    }
    QVERIFY2(changes.size() > GameStats::kMaxSamples, "this game is too short to thin the series");
    QVERIFY(series.size() > GameStats::kMaxSamples / 2); // thinned, not emptied
    QHash<qint64, qsizetype> indexAt;
    for (qsizetype i = 0; i < changes.size(); ++i)
        indexAt.insert(changes.at(i).timeMs, i);
    QList<qsizetype> index;
    for (const GameStats::Sample &sample : series) {
        QVERIFY(indexAt.contains(sample.timeMs));
        index << indexAt.value(sample.timeMs);
        QCOMPARE(sample.hands, changes.at(index.last()).hands);
    }
    QCOMPARE(index.constFirst(), 0);
    QCOMPARE(index.constLast(), changes.size() - 1);
    const qsizetype stride = index.at(1) - index.at(0);
    QVERIFY(stride >= 2 && (stride & (stride - 1)) == 0);
    for (qsizetype i = 1; i + 1 < index.size(); ++i)
        QCOMPARE(index.at(i) - index.at(i - 1), stride);
    QVERIFY(index.constLast() - index.at(index.size() - 2) <= stride);

    SummaryDialog dialog(stats.summary(), fourSeats(), PointOfView::person());
    QVERIFY(!dialog.headline().isEmpty());
    QCOMPARE(dialog.playerTable()->rowCount(), 4);
    QCOMPARE(dialog.playerTable()->item(0, 0)->text(), QStringLiteral("You"));
    dialog.resize(dialog.sizeHint());
    QVERIFY(!dialog.grab().isNull());
    QVERIFY(!dialog.playAgainButton()->isDefault()); // a new game is a deliberate choice
    QSignalSpy again(&dialog, &SummaryDialog::playAgainRequested);
    QTest::mouseClick(dialog.playAgainButton(), Qt::LeftButton);
    QCOMPARE(again.count(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
}

void TestGameStats::medianAndBest()
{
    GameStats::Summary s;
    QCOMPARE(s.medianReactionMs(), -1);
    QCOMPARE(s.bestReactionMs(), -1);
    s.reactionTimesMs = {500, 300, 900};
    QCOMPARE(s.medianReactionMs(), 500);
    QCOMPARE(s.bestReactionMs(), 300);
    s.reactionTimesMs << 400;
    QCOMPARE(s.medianReactionMs(), 450);
}

void TestGameStats::histogramBins()
{
    ReactionHistogram h;
    QCOMPARE(h.accessibleDescription(), QStringLiteral("No slaps"));
    QVERIFY(!h.grab().isNull());
    h.setReactionTimes({0, 99, 100, 350, 1499, 1500, 4000, -1});
    QCOMPARE(h.binCounts().size(), ReactionHistogram::kBins);
    QCOMPARE(h.binCounts().at(0), 2);
    QCOMPARE(h.binCounts().at(1), 1);
    QCOMPARE(h.binCounts().at(3), 1);
    QCOMPARE(h.binCounts().at(14), 1);
    QCOMPARE(h.binCounts().at(15), 2);
    QCOMPARE(h.reactionTimes().size(), 7);
    QCOMPARE(h.medianMs(), 350);
    QVERIFY(h.accessibleDescription().contains(QStringLiteral("7 valid slaps")));
    h.resize(h.minimumSizeHint());
    QVERIFY(!h.grab().isNull());
    CardCountChart c;
    QVERIFY(!c.grab().isNull()); // empty
}

// A 4-player game against bots on the fake clock, the person slapping
// with varied reaction times; then the dialog, its keys and a picture.
void TestGameStats::summaryOfABotGame()
{
    ManualScheduler clock;
    auto s = std::make_unique<GameSession>(&clock);
    s->setRevealDelayMs(kCardRevealMs);
    GameStats stats(s.get());
    const QMetaObject::Connection person = test::addSimulatedPerson(s.get(), clock, 11, kCardRevealMs);
    s->newGame(*RuleSet::preset("house"), 4, 10);
    // The bots join after the deal, as in the main window.
    const QList<SeatInfo> seats = fourSeats();
    std::vector<std::unique_ptr<BotPlayer>> bots;
    for (int p = 1; p < 4; ++p) {
        const BotProfile profile = *BotProfile::forLevel(seats.at(p).level.toStdString());
        bots.push_back(std::make_unique<BotPlayer>(s.get(), p, profile, quint64(p)));
    }
    for (int i = 0; i < 200000 && !s->isOver(); ++i)
        clock.advance(50);
    QVERIFY(s->isOver());
    QVERIFY(stats.isFinished());
    QVERIFY(samplesAddUp(stats));
    const GameStats::Summary summary = stats.summary();
    QCOMPARE(summary.winner, s->winner());
    QCOMPARE(qint64(summary.totalCardsPlayed), qint64(s->game().plays()));
    for (int r : summary.reactionTimesMs)
        QVERIFY(r >= 150 && r < 1050);

    SummaryDialog dialog(summary, seats, PointOfView::of(seats));
    dialog.show();
    dialog.resize(dialog.sizeHint());
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.histogram()->reactionTimes(), summary.reactionTimesMs);
    QVERIFY(!dialog.histogram()->accessibleDescription().isEmpty());
    QVERIFY(dialog.cardCountChart()->accessibleDescription().contains(QStringLiteral("Bea")));
    const QPixmap shot = dialog.grab();
    QVERIFY(!shot.isNull());
    const QString png = qEnvironmentVariable("RATSCREW_SUMMARY_PNG");
    if (!png.isEmpty())
        QVERIFY(shot.save(png));
    // Alt+P (the button's mnemonic) is Play Again; Esc closes without it.
    QApplication::setActiveWindow(&dialog);
    QTRY_VERIFY(dialog.isActiveWindow());
    QSignalSpy again(&dialog, &SummaryDialog::playAgainRequested);
    QTest::keyClick(&dialog, Qt::Key_P, Qt::AltModifier);
    QTRY_COMPARE(again.count(), 1); // (a mnemonic animates the click: 100 ms)
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    dialog.show();
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(again.count(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!dialog.isVisible());

    disconnect(person);
    bots.clear(); // before the session: they hold its timers
}

// Issue 44, item 3: a player pressing Space to play as the game ends
// must see the summary, not a new deal ("Play Again" was the default
// button and had the focus). The keys of play do nothing there, wherever
// the focus is; Return is no Play Again either; a click or Alt+P is.
void TestGameStats::playKeysDoNotStartANewGame()
{
    GameStats::Summary summary;
    summary.players = 2;
    summary.finished = true;
    summary.winner = 1;
    summary.perPlayer.resize(2);
    SummaryDialog dialog(summary, fourSeats().mid(0, 2), PointOfView::person());
    // Player 0's keys and a second person's (hot-seat: Return / K).
    const QList<QKeySequence> keys{QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_S),
                                   QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_K)};
    dialog.setPlayKeys(keys);
    QCOMPARE(dialog.playKeys(), keys);
    QSignalSpy again(&dialog, &SummaryDialog::playAgainRequested);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QApplication::setActiveWindow(&dialog);
    QTRY_VERIFY(dialog.isActiveWindow());
    // No button is the default, none has the focus.
    for (const QPushButton *button : dialog.findChildren<QPushButton *>()) {
        QVERIFY2(!button->isDefault(), qPrintable(button->text()));
        QVERIFY2(!button->hasFocus(), qPrintable(button->text()));
    }
    const auto pressAll = [&] {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus && dialog.isAncestorOf(focus));
        for (const Qt::Key key : {Qt::Key_Space, Qt::Key_S, Qt::Key_Return, Qt::Key_Enter, Qt::Key_K}) {
            QTest::keyClick(focus, key);
            QVERIFY(dialog.isVisible());
            QCOMPARE(again.count(), 0);
        }
    };
    pressAll(); // where the focus starts
    // Even on the buttons themselves (Space would press them).
    dialog.playAgainButton()->setFocus();
    QTRY_VERIFY(dialog.playAgainButton()->hasFocus());
    pressAll();
    dialog.closeButton()->setFocus();
    QTRY_VERIFY(dialog.closeButton()->hasFocus());
    pressAll();
    QCOMPARE(dialog.result(), 0);
    // Without keys of play (none set), Space still presses the focused
    // button, as anywhere; Return, with no default button, does nothing.
    dialog.setPlayKeys({});
    QVERIFY(dialog.playKeys().isEmpty());
    dialog.playAgainButton()->setFocus();
    QTest::keyClick(dialog.playAgainButton(), Qt::Key_Return);
    QCOMPARE(again.count(), 0);
    QTest::keyClick(dialog.playAgainButton(), Qt::Key_Space);
    QCOMPARE(again.count(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    // A click is a deliberate choice too.
    dialog.show();
    QTest::mouseClick(dialog.playAgainButton(), Qt::LeftButton);
    QCOMPARE(again.count(), 2);
}

void TestGameStats::summaryTellsOutFromNoCards()
{
    // A seat that ran out of cards may still slap back in: it is not "Out"
    // (the table shows OUT only for a seat that can no longer play).
    GameStats::Summary summary;
    summary.players = 4;
    summary.deckSize = 52;
    summary.finished = true;
    summary.winner = 3;
    summary.durationMs = 200000;
    summary.perPlayer.resize(4);
    summary.perPlayer[1].emptySinceMs = 144000; // no cards since 2:24, never out
    summary.perPlayer[2].emptySinceMs = 50000;  // no cards since 0:50…
    summary.perPlayer[2].outAtMs = 60000;       // …and out at 1:00 (a misslap without cards)
    summary.handSizes.append(GameStats::Sample{200000, {7, 0, 0, 45}, 0});
    SummaryDialog dialog(summary, fourSeats(), PointOfView::person());
    QTableWidget *table = dialog.playerTable();
    int resultCol = -1;
    for (int c = 0; c < table->columnCount(); ++c)
        if (table->horizontalHeaderItem(c)
            && table->horizontalHeaderItem(c)->text() == QStringLiteral("Result"))
            resultCol = c;
    QVERIFY(resultCol >= 0);
    QCOMPARE(table->item(0, resultCol)->text(), QStringLiteral("7 cards left"));
    QCOMPARE(table->item(1, resultCol)->text(), QStringLiteral("No cards since 2:24"));
    QCOMPARE(table->item(2, resultCol)->text(), QStringLiteral("Out at 1:00"));
    QCOMPARE(table->item(3, resultCol)->text(), QStringLiteral("Winner"));
}

// Time up after a quiet minute (docs/RULES.md §11.4): the hand sizes'
// series, and the chart drawn from it, run to the game's end, not to the
// last card.
void TestGameStats::seriesRunsToTheEndOfTheGame()
{
    ManualScheduler clock;
    GameSession s(&clock);
    s.setRevealDelayMs(0);
    GameStats stats(&s);
    RuleSet rules = *RuleSet::preset("house");
    rules.timeLimitMinutes = 1;
    QVERIFY(s.newGame(rules, 2, deckStartingWith(rules, {"2C", "5D"}), 0));
    clock.advance(2000);
    s.playCard(0);
    const qint64 lastCard = s.elapsedMs();
    clock.advance(60000);
    QVERIFY(s.isOver());
    QVERIFY(stats.endedOnTime());
    QCOMPARE(stats.durationMs(), 60000);
    QVERIFY(stats.handSizeSeries().size() >= 2);
    QCOMPARE(stats.handSizeSeries().constLast().timeMs, 60000);
    QCOMPARE(stats.handSizeSeries().at(stats.handSizeSeries().size() - 2).timeMs, lastCard);
    QCOMPARE(stats.handSizeSeries().constLast().hands, (QList<int>{25, 26}));
    QVERIFY(samplesAddUp(stats));
}

RATSCREW_TEST_WIDGETS_MAIN(TestGameStats)
#include "tst_gamestats.moc"
