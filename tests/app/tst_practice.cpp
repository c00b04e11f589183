// SPDX-License-Identifier: GPL-3.0-or-later
// Game ▸ Practice: what a drill deals against what it promises, and the
// results table (every misslap counted, every row in sight).
#include "Scheduler.h"
#include "SlapPatterns.h"
#include "TestRegistry.h"
#include "coach/PracticeDialog.h"
#include "coach/PracticeDrill.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>

using namespace ratscrew;

namespace {

// What one drill showed: the slappable cards and, per pattern, how many.
struct Shown
{
    int cards = 0;
    int slappable = 0;
    std::array<int, kSlapPatternCount> perPattern{};
};

// Turns the drill's cards; `slapEvery` > 0 slaps every so many windows (a
// slap must not change what the drill deals).
Shown play(PracticeDrill &drill, int cards, int slapEvery)
{
    Shown shown;
    for (int i = 0; i < cards; ++i) {
        drill.flip(i * 1000);
        ++shown.cards;
        const PatternSet patterns = drill.patterns();
        if (patterns.empty())
            continue;
        ++shown.slappable;
        for (SlapPattern p : patterns.toList())
            ++shown.perPattern[std::size_t(p)];
        if (slapEvery > 0 && shown.slappable % slapEvery == 0)
            drill.slap(i * 1000 + 300);
    }
    return shown;
}

// The sum of column `c` over the patterns' rows and "Near no pattern": every row but the Total.
int column(const QTableWidget *table, int c)
{
    int sum = 0;
    for (int r = 0; r + 1 < table->rowCount(); ++r)
        sum += table->item(r, c)->text().toInt();
    return sum;
}

} // namespace

class TestPractice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drillsDealWhatTheyPromise_data();
    void drillsDealWhatTheyPromise();
    void undealablePatternsAreNotPromised();
    void everyMisslapIsInTheTable();
    void everyRowOfTheTableShows();
    void theTotalRowIsTheDrillsOwn();
};

void TestPractice::drillsDealWhatTheyPromise_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<bool>("houseRules"); // with §11's patterns too
    for (std::string_view name : RuleSet::presetNames())
        QTest::newRow(std::string(name).c_str())
            << QString::fromLatin1(name.data(), qsizetype(name.size())) << false;
    // Four of a suit and big mac take four cards (docs/RULES.md §11.1): the
    // drill dealt neither while it counted three.
    QTest::newRow("house with four of a suit, divorce and big mac") << QStringLiteral("house") << true;
}

void TestPractice::drillsDealWhatTheyPromise()
{
    QFETCH(QString, preset);
    QFETCH(bool, houseRules);
    RuleSet rules = *RuleSet::preset(preset.toStdString());
    if (houseRules)
        for (SlapPattern p : {SlapPattern::FourOfASuit, SlapPattern::Divorce, SlapPattern::BigMac})
            rules.slaps.insert(p);
    const PatternSet dealable = PracticeDrill::dealable(rules);
    // Every pattern of a preset can be dealt, but a joker without jokers.
    PatternSet expected = rules.slaps;
    if (rules.jokers == 0)
        expected.erase(SlapPattern::Joker);
    QCOMPARE(dealable, expected);
    const std::vector<SlapPattern> all = dealable.toList();
    // The plain drill: every pattern about equally often; the weak-spots
    // drill: each weak one more often than that, four in a row too.
    const PracticeDrill::Promise pace =
        PracticeDrill::promise(rules, PracticeDrill::Kind::Pace, {}, PracticeDrill::kCards);
    QCOMPARE(pace.cards, PracticeDrill::kCards);
    QCOMPARE(pace.slappable, PracticeDrill::slappableCards(PracticeDrill::kCards));
    QCOMPARE(pace.slappable, 18); // 30 % of 60
    for (SlapPattern p : all)
        QVERIFY(pace.atLeast[std::size_t(p)] >= 1);
    for (int seed = 0; seed < 60; ++seed) {
        // Weak spots: the last two patterns of the rules, fewer than all
        // (four in a row among them where the rules have it).
        PatternSet weak;
        for (std::size_t i = all.size() - std::min<std::size_t>(2, all.size() - 1); i < all.size(); ++i)
            weak.insert(all[i]);
        if (rules.slaps.contains(SlapPattern::FourInARow))
            weak.insert(SlapPattern::FourInARow);
        for (PracticeDrill::Kind kind : {PracticeDrill::Kind::Pace, PracticeDrill::Kind::WeakSpots}) {
            PracticeDrill drill(rules, quint64(seed), kind, weak);
            const PracticeDrill::Promise &promised = drill.promised();
            if (kind == PracticeDrill::Kind::WeakSpots) {
                for (SlapPattern p : weak.toList())
                    QVERIFY2(promised.atLeast[std::size_t(p)] > pace.atLeast[std::size_t(p)],
                             qPrintable(QString::number(int(p))));
            }
            const Shown shown = play(drill, promised.cards, seed % 3);
            QCOMPARE(shown.slappable, promised.slappable);
            for (int p = 0; p < kSlapPatternCount; ++p)
                QVERIFY2(shown.perPattern[std::size_t(p)] >= promised.atLeast[std::size_t(p)],
                         qPrintable(QStringLiteral("%1 seed %2 pattern %3: %4 < %5")
                                        .arg(preset)
                                        .arg(seed)
                                        .arg(p)
                                        .arg(shown.perPattern[std::size_t(p)])
                                        .arg(promised.atLeast[std::size_t(p)])));
        }
    }
}

void TestPractice::undealablePatternsAreNotPromised()
{
    // Double and triple: a triple's pile showed a double first. No jokers
    // in the deck: no joker. Neither is promised nor a weak spot.
    RuleSet rules;
    rules.slaps = {SlapPattern::Double, SlapPattern::Triple, SlapPattern::Sandwich, SlapPattern::Joker};
    rules.jokers = 0;
    QCOMPARE(PracticeDrill::dealable(rules), (PatternSet{SlapPattern::Double, SlapPattern::Sandwich}));
    const PracticeDrill::Promise promise =
        PracticeDrill::promise(rules, PracticeDrill::Kind::WeakSpots,
                               {SlapPattern::Triple, SlapPattern::Joker}, PracticeDrill::kCards);
    QCOMPARE(promise.atLeast[std::size_t(SlapPattern::Triple)], 0);
    QCOMPARE(promise.atLeast[std::size_t(SlapPattern::Joker)], 0);
    QCOMPARE(promise.atLeast[std::size_t(SlapPattern::Double)], 9);
    PracticeDrill drill(rules, 4, PracticeDrill::Kind::WeakSpots, {SlapPattern::Triple});
    QVERIFY(drill.weak().empty());
    QCOMPARE(play(drill, PracticeDrill::kCards, 0).slappable, 18);
}

void TestPractice::everyMisslapIsInTheTable()
{
    ManualScheduler clock;
    PracticeDialog dialog(*RuleSet::preset("house"), nullptr, &clock);
    dialog.setSeed(3);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.start(PracticeDrill::Kind::Pace, 800);
    // The drill says what it deals (drillsDealWhatTheyPromise: it keeps it).
    QCOMPARE(dialog.feedback(), QStringLiteral("18 of the 60 cards make a pattern."));
    // A careless person: slaps every plain pile, never a pattern.
    while (dialog.isRunning()) {
        if (dialog.drill()->patterns().empty())
            QTest::keyClick(&dialog, Qt::Key_S);
        clock.advance(800);
    }
    const QTableWidget *table = dialog.resultsTable();
    QVERIFY(dialog.falseSlaps() > 10);
    QCOMPARE(column(table, 3), dialog.falseSlaps()); // Misslaps
    // Some came near a pattern, some near none: the last row.
    const int farOff = table->item(table->rowCount() - 2, 3)->text().toInt();
    QVERIFY(farOff > 0 && farOff < dialog.falseSlaps());
    QCOMPARE(table->item(table->rowCount() - 2, 0)->text(), QStringLiteral("Near no pattern"));
    QCOMPARE(table->item(table->rowCount() - 1, 3)->text().toInt(), dialog.falseSlaps()); // Total
}

// The table's last row is the drill's own figures, those "Drill over" says;
// a card that showed two patterns counts in each pattern's row, and a note
// under the table says why those rows add up to more.
void TestPractice::theTotalRowIsTheDrillsOwn()
{
    ManualScheduler clock;
    PracticeDialog dialog(*RuleSet::preset("house"), nullptr, &clock);
    dialog.setSeed(3);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QWidget *note = dialog.findChild<QWidget *>(QStringLiteral("practiceTableNote"));
    QVERIFY(note);
    QVERIFY(!note->isVisible());
    dialog.start(PracticeDrill::Kind::Pace, 800);
    int shared = 0; // slapped cards with two patterns or more
    int extra = 0;  // the rows those add beyond one
    while (dialog.isRunning()) {
        const std::size_t patterns = dialog.drill()->patterns().toList().size();
        if (patterns > 0) {
            QTest::keyClick(&dialog, Qt::Key_S);
            shared += patterns > 1 ? 1 : 0;
            extra += int(patterns) - 1;
        }
        clock.advance(800);
    }
    QVERIFY2(shared > 0, "the deal has a card with two patterns");
    const QTableWidget *table = dialog.resultsTable();
    const int total = table->rowCount() - 1;
    QCOMPARE(table->item(total, 0)->text(), QStringLiteral("Total"));
    QCOMPARE(table->item(total, 1)->text().toInt(), dialog.hits());
    QCOMPARE(table->item(total, 3)->text().toInt(), dialog.falseSlaps());
    QCOMPARE(table->item(total, 4)->text().toInt(), dialog.missed());
    QVERIFY(dialog.feedback().startsWith(QStringLiteral("Drill over: %1 hits").arg(dialog.hits())));
    QCOMPARE(column(table, 1), dialog.hits() + extra); // each pattern's row counts it
    QVERIFY(note->isVisible());
}

void TestPractice::everyRowOfTheTableShows()
{
    for (const char *preset : {"house", "slaps_advanced"}) {
        PracticeDialog dialog(*RuleSet::preset(preset), nullptr);
        dialog.show(); // at its default size
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QTableWidget *table = dialog.resultsTable();
        QVERIFY(table->rowCount() > 0);
        qInfo("%s: %d rows, the dialog %d × %d", preset, table->rowCount(), dialog.width(), dialog.height());
        const int last = table->rowCount() - 1;
        // The last row lies wholly inside the viewport; no scrolling.
        const QRect lastRow(0, table->rowViewportPosition(last), table->viewport()->width(),
                            table->rowHeight(last));
        QVERIFY2(table->viewport()->rect().contains(lastRow),
                 qPrintable(QStringLiteral("%1: row at %2+%3, viewport %4 high")
                                .arg(QLatin1String(preset))
                                .arg(lastRow.y())
                                .arg(lastRow.height())
                                .arg(table->viewport()->height())));
        QCOMPARE(table->verticalScrollBar()->maximum(), 0);
        // The pattern's name takes the spare width; no figure's column is
        // wider than the names or a third of the table (the last one took
        // half the table once).
        const QHeaderView *header = table->horizontalHeader();
        for (int column = 1; column < table->columnCount(); ++column) {
            QVERIFY2(header->sectionSize(column) <= header->sectionSize(0),
                     qPrintable(QStringLiteral("%1: column %2 (%3 px) is wider than the names (%4 px)")
                                    .arg(QLatin1String(preset))
                                    .arg(column)
                                    .arg(header->sectionSize(column))
                                    .arg(header->sectionSize(0))));
            QVERIFY2(header->sectionSize(column) * 3 <= table->viewport()->width(),
                     qPrintable(QStringLiteral("%1: column %2 takes %3 of %4 px")
                                    .arg(QLatin1String(preset))
                                    .arg(column)
                                    .arg(header->sectionSize(column))
                                    .arg(table->viewport()->width())));
        }
    }
}

RATSCREW_TEST_WIDGETS_MAIN(TestPractice)
#include "tst_practice.moc"
