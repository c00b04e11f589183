// SPDX-License-Identifier: GPL-3.0-or-later
// The table's geometry without a widget: seats that never overlap each other
// or the pile, the pile on the felt, room for a split pile only with split
// eights, and the fan's places.
#include "TestRegistry.h"
#include "table/TableLayout.h"

#include <QStringList>
#include <QTest>

using namespace ratscrew;

namespace {

bool inside(const QRectF &outer, const QRectF &inner)
{
    return outer.contains(inner.topLeft()) && outer.contains(inner.bottomRight());
}

// Whether `point` lies inside the ellipse bounded by `oval`.
bool onOval(const QRectF &oval, QPointF point)
{
    const QPointF d = point - oval.center();
    const qreal rx = oval.width() / 2, ry = oval.height() / 2;
    return (d.x() * d.x()) / (rx * rx) + (d.y() * d.y()) / (ry * ry) <= 1.0;
}

} // namespace

class TestTableLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seatsAndPileApart_data();
    void seatsAndPileApart();
    void splitRoomOnlyWhenSplit();
    void largerTextShrinksTheCards();
    void fanPlacesBothWays();
    void pileAreaHoldsBothFans();
    void seatPaintRectHoldsTheSeat();
    void sweepEndsAtTheWinner();
    void tooSmallDoesNotFit();
    void coachMarkCoversNoSeat_data();
    void coachMarkCoversNoSeat();
    void clockCoversNothing_data();
    void clockCoversNothing();
};

void TestTableLayout::seatsAndPileApart_data()
{
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("split");
    for (const QSizeF size : {QSizeF(640, 480), QSizeF(1280, 720), QSizeF(1920, 1080), QSizeF(3840, 2160)})
        for (int players : {2, 4, 8})
            for (bool split : {false, true})
                QTest::addRow("%dx%d, %d seats%s", int(size.width()), int(size.height()), players,
                              split ? ", split" : "")
                    << size << players << split;
}

void TestTableLayout::seatsAndPileApart()
{
    QFETCH(QSizeF, size);
    QFETCH(int, players);
    QFETCH(bool, split);
    const TableLayout l = TableLayout::compute(size, players, split);
    QVERIFY(l.fits(size));
    QCOMPARE(l.seats.size(), players);
    QCOMPARE(l.size, size);
    const QRectF widget(QPointF(0, 0), size);
    for (int i = 0; i < players; ++i) {
        const QRectF a = l.seats.at(i).seat;
        QVERIFY2(inside(widget, a), qPrintable(QStringLiteral("seat %1 leaves the table").arg(i)));
        QVERIFY2(!a.intersects(l.pile), qPrintable(QStringLiteral("seat %1 covers the pile").arg(i)));
        for (int j = i + 1; j < players; ++j)
            QVERIFY2(!a.intersects(l.seats.at(j).seat),
                     qPrintable(QStringLiteral("seats %1 and %2").arg(i).arg(j)));
        // A seat's parts lie in the seat.
        const TableLayout::Seat &s = l.seats.at(i);
        QVERIFY(inside(s.seat, s.plaque));
        QVERIFY(inside(s.plaque, s.card));
        QVERIFY(inside(s.seat.adjusted(-1, -1, 1, 1), s.status));
    }
    // Player 0 sits at the bottom, the others clockwise (the next one left).
    QVERIFY(l.seats.at(0).seat.center().y() > size.height() / 2);
    QVERIFY(l.seats.at(1).seat.center().x() < l.seats.at(0).seat.center().x());
    // The pile lies on the felt, and its cards in the pile's area.
    QVERIFY(onOval(l.table, l.pile.topLeft()) && onOval(l.table, l.pile.bottomRight()));
    QVERIFY(onOval(l.table, l.pile.topRight()) && onOval(l.table, l.pile.bottomLeft()));
    QVERIFY(inside(l.pile, l.fanRect(PileId::Slap)));
    if (split)
        QVERIFY(inside(l.pile, l.fanRect(PileId::Split)));
    QVERIFY(l.pileCard.height() > l.seatCard.height());
    // With a split pile, the bar under the pile the next card goes onto lies
    // between that pile's cards and the captions' line, touching neither.
    if (split) {
        const qreal captionTop = l.pile.bottom() - l.fontPx * 1.7;
        for (PileId which : {PileId::Slap, PileId::Split}) {
            const QRectF bar = l.nextPileBar(which);
            QVERIFY(inside(l.pile, bar));
            QVERIFY2(bar.top() > l.fanRect(which).bottom(), "the bar is under the cards");
            QVERIFY2(bar.bottom() < captionTop, "the bar is above the caption");
        }
    }
}

void TestTableLayout::splitRoomOnlyWhenSplit()
{
    const QSizeF size(1280, 720);
    const TableLayout one = TableLayout::compute(size, 4, false);
    const TableLayout two = TableLayout::compute(size, 4, true);
    QVERIFY(!one.split);
    QCOMPARE(one.splitOffset, QPointF());
    QCOMPARE(one.pileOffset(PileId::Split), QPointF());
    QVERIFY(two.split);
    QVERIFY(two.splitOffset.x() > two.pileCard.width());
    QCOMPARE(two.pileOffset(PileId::Split), two.splitOffset);
    QVERIFY(two.pile.width() > one.pile.width());
    // The two piles sit side by side, the split pile right of the slap pile,
    // both centred on the table together.
    QVERIFY(!two.fanRect(PileId::Slap).intersects(two.fanRect(PileId::Split)));
    QVERIFY(two.fanRect(PileId::Split).left() > two.fanRect(PileId::Slap).right());
    QVERIFY(qAbs(two.pile.center().x() - size.width() / 2) < two.fanStep);
    QVERIFY(qAbs(one.pile.center().x() - size.width() / 2) < one.fanStep);
}

void TestTableLayout::largerTextShrinksTheCards()
{
    QCOMPARE(TableLayout::textScaleFor(13), 1.0);
    QCOMPARE(TableLayout::textScaleFor(8), 1.0);
    QCOMPARE(TableLayout::textScaleFor(26), 2.0);
    QCOMPARE(TableLayout::textScaleFor(60), 2.0);
    const QSizeF size(1024, 700);
    const TableLayout normal = TableLayout::compute(size, 8, false, 1.0);
    const TableLayout large = TableLayout::compute(size, 8, false, 1.6);
    QVERIFY(large.fits(size));
    QVERIFY(large.fontPx > normal.fontPx);
    QVERIFY(large.cardHeight < normal.cardHeight);
}

void TestTableLayout::fanPlacesBothWays()
{
    const QSizeF size(1280, 720);
    const TableLayout right = TableLayout::compute(size, 4, false, 1.0, false);
    const TableLayout left = TableLayout::compute(size, 4, false, 1.0, true);
    // The newer cards further right, or further left; the stack on the other side.
    QVERIFY(right.fanX(2) > right.fanX(1) && right.fanX(1) > right.fanX(0)
            && right.fanX(-0.4) < right.fanX(0));
    QVERIFY(left.fanX(2) < left.fanX(1) && left.fanX(1) < left.fanX(0) && left.fanX(-0.4) > left.fanX(0));
    // Both ways take the same room, inside the pile's.
    QCOMPARE(right.fanRect().width(), left.fanRect().width());
    QVERIFY(inside(right.pile, left.fanRect()));
    QCOMPARE(right.pile, left.pile);
    // A played card lands on the top place, a burned one on the stack.
    QCOMPARE(right.flightTarget(false, PileId::Slap),
             right.slotRect(TableLayout::kVisiblePileCards - 1).center());
    QCOMPARE(right.flightTarget(true, PileId::Split).x(), right.centre.x() + right.fanX(-0.4));
}

void TestTableLayout::pileAreaHoldsBothFans()
{
    const TableLayout l = TableLayout::compute(QSizeF(1920, 1080), 8, true);
    const QRectF area(l.pileArea());
    QVERIFY(inside(area, l.pile));
    QVERIFY(inside(area, l.fanRect(PileId::Slap)));
    QVERIFY(inside(area, l.fanRect(PileId::Split)));
}

void TestTableLayout::seatPaintRectHoldsTheSeat()
{
    const TableLayout l = TableLayout::compute(QSizeF(1280, 720), 6, false);
    for (int p = 0; p < 6; ++p) {
        const QRectF all(l.seatPaintRect(p));
        QVERIFY(inside(all, l.seats.at(p).seat));
        QVERIFY(inside(all, QRectF(l.seatContentRect(p, false, false))));
        QVERIFY(inside(all, QRectF(l.seatContentRect(p, true, false))));
        QVERIFY(inside(all, QRectF(l.seatContentRect(p, false, true))));
    }
    QVERIFY(l.seatPaintRect(6).isEmpty());
    QVERIFY(l.seatPaintRect(-1).isEmpty());
}

void TestTableLayout::sweepEndsAtTheWinner()
{
    const TableLayout l = TableLayout::compute(QSizeF(1280, 720), 4, true);
    for (PileId pile : {PileId::Slap, PileId::Split}) {
        const TableLayout::FanPlace start = l.sweepPlace(pile, 2, 0.0);
        QCOMPARE(start.offset, l.pileOffset(pile));
        QCOMPARE(start.scale, 1.0);
        const TableLayout::FanPlace end = l.sweepPlace(pile, 2, 1.0);
        QVERIFY(qAbs((l.centre + end.offset - l.seats.at(2).card.center()).manhattanLength()) < 0.001);
        QVERIFY(qAbs(end.scale - l.seatCard.height() / l.pileCard.height()) < 0.001);
    }
}

void TestTableLayout::tooSmallDoesNotFit()
{
    const QSizeF tiny(120, 90);
    const TableLayout l = TableLayout::compute(tiny, 8, true);
    QVERIFY(!l.fits(tiny));
    QCOMPARE(l.seats.size(), 8);
    QVERIFY(TableLayout::compute(QSizeF(800, 600), 0, false).seats.isEmpty());
}

void TestTableLayout::clockCoversNothing_data()
{
    coachMarkCoversNoSeat_data();
}

void TestTableLayout::clockCoversNothing()
{
    // The game's clock (docs/RULES.md §11.4) stays up all game: it must hide
    // no seat's name, count, status or button, and no pile, at any seating.
    QFETCH(QSizeF, size);
    QFETCH(qreal, textScale);
    QStringList covered;
    for (int players = 2; players <= 8; ++players) {
        for (const bool split : {false, true}) {
            const TableLayout l = TableLayout::compute(size, players, split, textScale);
            // As wide as "Tiempo restante: 88:88" in bold at 1.1 times the text.
            const QSizeF box(l.fontPx * 1.1 * 13, l.fontPx * 1.1 * 1.6);
            const QRectF r = l.clockRect(box);
            const QString where = QStringLiteral("%1 seats%2").arg(players).arg(split ? ", split" : "");
            if (r.size() != box || !inside(QRectF(QPointF(0, 0), size), r)) {
                covered << where + QStringLiteral(": not on the table");
                continue;
            }
            if (r.intersects(QRectF(l.pileArea())))
                covered << where + QStringLiteral(": the piles");
            for (int i = 0; i < players; ++i)
                if (r.intersects(QRectF(l.seatPaintRect(i))))
                    covered << where + QStringLiteral(": seat %1").arg(i);
        }
    }
    QVERIFY2(covered.isEmpty(), qPrintable(covered.join(QStringLiteral("; "))));
}

void TestTableLayout::coachMarkCoversNoSeat_data()
{
    // The table's part of the main window at 1280x720, 1920x1080 and
    // 3840x2160 (at ratios 1 and 2), with the usual and a larger text.
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<qreal>("textScale");
    for (const QSizeF size : {QSizeF(1280, 600), QSizeF(1920, 940), QSizeF(1920, 1000), QSizeF(3840, 2020)})
        for (const qreal textScale : {1.0, 1.5})
            QTest::addRow("%dx%d, text x%.1f", int(size.width()), int(size.height()), textScale)
                << size << textScale;
}

void TestTableLayout::coachMarkCoversNoSeat()
{
    // The coach is on for a new player's first games: its box of missed
    // cards must hide no seat's name, count, status or button, and no pile.
    QFETCH(QSizeF, size);
    QFETCH(qreal, textScale);
    QStringList covered;
    for (int players = 2; players <= 8; ++players) {
        for (const bool split : {false, true}) {
            const TableLayout l = TableLayout::compute(size, players, split, textScale);
            for (int cards = 1; cards <= 4; ++cards) {
                // A caption as long as "Drei einer Farbe" (Three of a suit) in bold.
                const QRectF box = l.coachMarkRect(cards, l.fontPx * 9);
                const QString where = QStringLiteral("%1 seats%2, %3 cards")
                                          .arg(players)
                                          .arg(split ? ", split" : "")
                                          .arg(cards);
                if (box.isEmpty() || !inside(QRectF(QPointF(0, 0), size), box)) {
                    covered << where + QStringLiteral(": no box on the table");
                    continue;
                }
                if (box.intersects(QRectF(l.pileArea())))
                    covered << where + QStringLiteral(": the piles");
                for (int i = 0; i < players; ++i)
                    if (box.intersects(QRectF(l.seatPaintRect(i))))
                        covered << where + QStringLiteral(": seat %1").arg(i);
                // Its cards stay legible: at least 0.3 of a pile card.
                const QSizeF card = l.coachMark(cards, l.fontPx * 9).card;
                if (card.height() < l.pileCard.height() * 0.3 - 0.01)
                    covered << where + QStringLiteral(": cards too small");
            }
        }
    }
    QVERIFY2(covered.isEmpty(), qPrintable(covered.join(QStringLiteral("; "))));
}

RATSCREW_TEST_GUILESS_MAIN(TestTableLayout)
#include "tst_tablelayout.moc"
