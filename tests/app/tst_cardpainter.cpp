// SPDX-License-Identifier: GPL-3.0-or-later
// Card pixmaps: sizes, HiDPI, the cache, and that faces really differ.
#include "TestRegistry.h"
#include "Translations.h"
#include "table/CardPainter.h"

#include <QApplication>
#include <QImage>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace ratscrew;

class TestCardPainter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void aspectIsPokerCard();
    void pixmapsHaveLogicalSizeAndRatio_data();
    void pixmapsHaveLogicalSizeAndRatio();
    void cachedPerSizeAndRatio();
    void everyFaceDiffers();
    void badSizesGiveNothing();
    void backColourChangesBack();
};

void TestCardPainter::aspectIsPokerCard()
{
    const QSizeF s = CardPainter::sizeForHeight(350);
    QCOMPARE(s.width(), 250.0);
    QCOMPARE(s.height(), 350.0);
}

void TestCardPainter::pixmapsHaveLogicalSizeAndRatio_data()
{
    QTest::addColumn<qreal>("dpr");
    QTest::newRow("1") << 1.0;
    QTest::newRow("1.5") << 1.5;
    QTest::newRow("2") << 2.0;
}

void TestCardPainter::pixmapsHaveLogicalSizeAndRatio()
{
    QFETCH(qreal, dpr);
    CardPainter painter;
    const QSize size(75, 105);
    for (const QPixmap &pm :
         {painter.face(Card(Rank::Ten, Suit::Hearts), size, dpr), painter.back(size, dpr)}) {
        QVERIFY(!pm.isNull());
        QCOMPARE(pm.devicePixelRatio(), dpr);
        QCOMPARE(pm.deviceIndependentSize().toSize(), size);
        QCOMPARE(pm.width(), int(std::ceil(size.width() * dpr)));
    }
}

void TestCardPainter::cachedPerSizeAndRatio()
{
    CardPainter painter;
    const Card card(Rank::Queen, Suit::Spades);
    const QPixmap a = painter.face(card, QSize(60, 84), 1.0);
    QCOMPARE(painter.face(card, QSize(60, 84), 1.0).cacheKey(), a.cacheKey());
    QVERIFY(painter.face(card, QSize(60, 84), 2.0).cacheKey() != a.cacheKey());
    QVERIFY(painter.face(card, QSize(70, 98), 1.0).cacheKey() != a.cacheKey());
    QVERIFY(painter.face(Card(Rank::Queen, Suit::Hearts), QSize(60, 84), 1.0).cacheKey() != a.cacheKey());
}

void TestCardPainter::everyFaceDiffers()
{
    CardPainter painter;
    QSet<QByteArray> seen;
    const QImage back = painter.back(QSize(50, 70), 1.0).toImage();
    for (int id = 0; id < Card::kMaxCount; ++id) {
        const QImage img = painter.face(Card::fromId(id), QSize(50, 70), 1.0).toImage();
        QVERIFY(img != back);
        const QByteArray bytes(reinterpret_cast<const char *>(img.constBits()), img.sizeInBytes());
        QVERIFY2(!seen.contains(bytes), Card::fromId(id).name().c_str());
        seen.insert(bytes);
    }
}

void TestCardPainter::badSizesGiveNothing()
{
    CardPainter painter;
    QVERIFY(painter.face(Card(), QSize(0, 0), 1.0).isNull());
    QVERIFY(painter.back(QSize(-5, 10), 1.0).isNull());
    QVERIFY(painter.back(QSize(100000, 10), 1.0).isNull());
    QVERIFY(!painter.face(Card(), QSize(50, 70), 0.0).isNull()); // ratio clamped to 1
}

void TestCardPainter::backColourChangesBack()
{
    CardPainter painter;
    const QImage red = painter.back(QSize(50, 70), 1.0).toImage();
    painter.setBackColour(QColor(0x1f, 0x3f, 0x7a));
    QCOMPARE(painter.backColour(), QColor(0x1f, 0x3f, 0x7a));
    QVERIFY(painter.back(QSize(50, 70), 1.0).toImage() != red);
}

RATSCREW_TEST_WIDGETS_MAIN(TestCardPainter)
#include "tst_cardpainter.moc"
