// SPDX-License-Identifier: GPL-3.0-or-later
// A copy built without Qt SVG (RATSCREW_WITH_QT_SVG=OFF, as the MinGW
// cross-build is when Qt SVG's source cannot be had): the installed decks
// of tests/data/carddecks are not offered, a saved one falls back to the
// built-in deck with one line, and a deck made anyway fails with a
// sentence instead of drawing. Built in place of tst_carddecks there, with
// the whole app (RATSCREW_NOSVG_WHOLE_APP); a build with Qt SVG compiles the
// decks' own files again without it and runs the checks that need no more
// (tests/app/CMakeLists.txt).
#include "Card.h"
#include "TestRegistry.h"
#include "table/SvgCardDeck.h"

#if RATSCREW_NOSVG_WHOLE_APP
#  include "Translations.h"
#  include "settings/AppSettings.h"
#  include "settings/AppearancePage.h"

#  include <QComboBox>
#  include <QSettings>
#endif

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ratscrew;

class TestNoSvgDecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
#if RATSCREW_NOSVG_WHOLE_APP
        ratscrew::installTranslations(QStringLiteral("en"));
#endif
        QVERIFY(m_dir.isValid());
        CardDecks::setSearchPaths({QStringLiteral(RATSCREW_TEST_DATA "/carddecks")});
    }
    void cleanupTestCase()
    {
        CardDecks::setSearchPaths({});
    }

    void noDeckIsOffered();
    void deckMadeAnywayFailsWithASentence();
#if RATSCREW_NOSVG_WHOLE_APP
    void appearancePageSaysWhy();
    void savedDeckFallsBackWithOneLine();
#endif

private:
    QTemporaryDir m_dir;
};

void TestNoSvgDecks::noDeckIsOffered()
{
    QVERIFY(!CardDecks::canDraw());
    // The folder holds a readable deck (tst_carddecks draws it).
    QVERIFY(SvgCardDeck::readIndex(QStringLiteral(RATSCREW_TEST_DATA "/carddecks/svg-test")));
    QCOMPARE(CardDecks::installed().size(), 0);
    QVERIFY(!CardDecks::find(QStringLiteral("svg-test")));
    QString why;
    QVERIFY(!CardDecks::open(QStringLiteral("svg-test"), &why));
    QVERIFY2(why.contains(QStringLiteral("without Qt SVG")), qPrintable(why));
}

#if RATSCREW_NOSVG_WHOLE_APP
void TestNoSvgDecks::appearancePageSaysWhy()
{
    AppearancePage page;
    auto *combo = page.findChild<QComboBox *>(QStringLiteral("cardDeck"));
    QVERIFY(combo);
    page.load(AppSettings());
    QCOMPARE(combo->count(), 1);
    QCOMPARE(combo->itemText(0), QStringLiteral("Built-in"));
    QVERIFY(!combo->isEnabled());
    // The description under it (also its tooltip) says why.
    QVERIFY2(combo->toolTip().contains(QStringLiteral("without Qt SVG")), qPrintable(combo->toolTip()));
}

void TestNoSvgDecks::savedDeckFallsBackWithOneLine()
{
    QSettings store(m_dir.filePath(QStringLiteral("deck.ini")), QSettings::IniFormat);
    store.setValue(QStringLiteral("appearance/deck"), QStringLiteral("svg-test"));
    AppSettings in;
    const QStringList problems = in.load(store);
    QCOMPARE(in.cardDeck, QString());
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.at(0).contains(QStringLiteral("built without Qt SVG")), qPrintable(problems.at(0)));
    QVERIFY(problems.at(0).endsWith(QStringLiteral("using the built-in deck")));
}
#endif

void TestNoSvgDecks::deckMadeAnywayFailsWithASentence()
{
    const std::optional<CardDeckInfo> info =
        SvgCardDeck::readIndex(QStringLiteral(RATSCREW_TEST_DATA "/carddecks/svg-test"));
    QVERIFY(info);
    SvgCardDeck deck(*info);
    QSignalSpy failed(&deck, &SvgCardDeck::failed);
    deck.load();
    QTRY_COMPARE(deck.state(), SvgCardDeck::State::Failed);
    QCOMPARE(failed.size(), 1);
    QVERIFY2(deck.problem().contains(QStringLiteral("without Qt SVG")), qPrintable(deck.problem()));
    QVERIFY(deck.face(Card(Rank::Ace, Suit::Spades).id(), QSize(72, 108), 1.0).isNull());
    QVERIFY(!deck.has(Card(Rank::Ace, Suit::Spades).id()));
}

RATSCREW_TEST_WIDGETS_MAIN(TestNoSvgDecks)
#include "tst_nosvgdecks.moc"
