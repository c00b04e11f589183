// SPDX-License-Identifier: GPL-3.0-or-later
// Installed card decks (KDE's format): listing, index.desktop, rendering
// off the GUI thread, the cache, the built-in faces in their place, broken
// decks, the setting and the Appearance page. The decks are the ones of
// tests/data/carddecks, never what this computer has installed.
#include "GameSession.h"
#include "MainWindow.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "help/HelpDialog.h"
#include "settings/AppearancePage.h"
#include "settings/SettingsStore.h"
#include "table/CardPainter.h"
#include "table/SvgCardDeck.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cmath>

using namespace ratscrew;

namespace {

const QString kDecks = QStringLiteral(RATSCREW_TEST_DATA "/carddecks");

// The test deck paints every card in one flat colour.
const QColor kAceOfSpades(0xff, 0x00, 0xff);
const QColor kKingOfHearts(0x00, 0xff, 0xff);
const QColor kTenOfDiamonds(0xff, 0xff, 0x00);
const QColor kBack(0x00, 0xff, 0x00);
const QColor kRedJoker(0xff, 0x80, 0x00);

// A colour of its own for each card id of a generated deck.
QColor flatColour(int id)
{
    return QColor(QColor::fromHsv(id * 7 % 360, 255, 210).rgb()); // as RGB, to compare with pixels
}

bool contains(const QImage &image, const QColor &colour)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2)
            if (img.pixelColor(x, y) == colour)
                return true;
    return false;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestCardDecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        ratscrew::installTranslations(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
        CardDecks::setSearchPaths({kDecks});
    }
    void cleanupTestCase() { CardDecks::setSearchPaths({}); }

    void elementNamesAreKdes();
    void listsReadableDecksByName();
    void firstFolderOfAnIdWins();
    void parsesIndex();
    void refusesBadIndexes();
    void rendersOffTheGuiThread_data();
    void rendersOffTheGuiThread();
    void keepsProportionsCentred();
    void cachesPerCardSizeAndRatio();
    void missingElementsAreBuiltIn();
    void brokenDecksFail_data();
    void brokenDecksFail();
    void hugeSvgIsRefusedUnread();
    void sharedByIdAndFollowedByPainters();
    void settingLoadsSavesAndFallsBack();
    void appearancePageOffersAndPreviews();
    void appearancePageSaysWhenADeckFails();
    void mainWindowUsesDeckAndSaysWhenItFails();
    void aRankPrintedTopRightFansThePileLeft();
    void germanSuitsNameTheCardsAsTheDeckPrintsThem();

private:
    QTemporaryDir m_dir;
};

void TestCardDecks::elementNamesAreKdes()
{
    QCOMPARE(SvgCardDeck::elementNames(Card(Rank::Ace, Suit::Clubs).id()), QStringList{"1_club"});
    QCOMPARE(SvgCardDeck::elementNames(Card(Rank::Ten, Suit::Diamonds).id()), QStringList{"10_diamond"});
    QCOMPARE(SvgCardDeck::elementNames(Card(Rank::Jack, Suit::Hearts).id()), QStringList{"jack_heart"});
    QCOMPARE(SvgCardDeck::elementNames(Card(Rank::Queen, Suit::Spades).id()), QStringList{"queen_spade"});
    QCOMPARE(SvgCardDeck::elementNames(Card(Rank::King, Suit::Clubs).id()), QStringList{"king_club"});
    QCOMPARE(SvgCardDeck::elementNames(Card::redJoker().id()), (QStringList{"red_joker", "joker"}));
    QCOMPARE(SvgCardDeck::elementNames(Card::blackJoker().id()), (QStringList{"black_joker", "joker"}));
    QCOMPARE(SvgCardDeck::elementNames(SvgCardDeck::kBackId), QStringList{"back"});
    QVERIFY(SvgCardDeck::elementNames(-1).isEmpty());
    QVERIFY(SvgCardDeck::elementNames(54).isEmpty());
}

void TestCardDecks::listsReadableDecksByName()
{
    QStringList names, ids;
    for (const CardDeckInfo &deck : CardDecks::installed()) {
        names << deck.name;
        ids << deck.id;
    }
    // Sorted by name; svg-no-group (no [KDE Backdeck]) is not a deck. The
    // broken drawings are listed: only reading them tells.
    QCOMPARE(names, (QStringList{"Garbage", "Missing Drawing", "No Faces", "Test Deck"}));
    QCOMPARE(ids, (QStringList{"svg-garbage", "svg-missing-svg", "svg-no-faces", "svg-test"}));
    QVERIFY(CardDecks::find(QStringLiteral("svg-test")));
    QVERIFY(!CardDecks::find(QStringLiteral("svg-no-group")));
    QVERIFY(!CardDecks::find(QStringLiteral("svg-nothing")));
    QVERIFY(!CardDecks::find(QStringLiteral("svg-test/../svg-test")));
    QVERIFY(!CardDecks::find(QStringLiteral("../carddecks/svg-test")));
    QVERIFY(!CardDecks::find(QString()));
    // The default: the XDG data directories' carddecks folders.
    CardDecks::setSearchPaths({});
    QCOMPARE(CardDecks::searchPaths(), CardDecks::defaultSearchPaths());
    CardDecks::setSearchPaths({kDecks});
}

void TestCardDecks::firstFolderOfAnIdWins()
{
    const QString first = m_dir.filePath(QStringLiteral("first"));
    writeFile(first + QStringLiteral("/svg-test/index.desktop"), "[KDE Backdeck]\nName=Mine\nSVG=mine.svg\n");
    CardDecks::setSearchPaths({first, kDecks});
    const std::optional<CardDeckInfo> deck = CardDecks::find(QStringLiteral("svg-test"));
    QVERIFY(deck);
    QCOMPARE(deck->name, QStringLiteral("Mine"));
    QCOMPARE(CardDecks::installed().size(), 4);
    CardDecks::setSearchPaths({kDecks});
}

void TestCardDecks::parsesIndex()
{
    QString error;
    const std::optional<CardDeckInfo> deck =
        SvgCardDeck::readIndex(kDecks + QStringLiteral("/svg-test"), &error);
    QVERIFY2(deck, qPrintable(error));
    QCOMPARE(deck->id, QStringLiteral("svg-test"));
    QCOMPARE(deck->name, QStringLiteral("Test Deck"));
    QCOMPARE(QFileInfo(deck->svgFile).fileName(), QStringLiteral("test.svg"));
    QVERIFY(QFileInfo(deck->svgFile).isAbsolute());
    QCOMPARE(QFileInfo(deck->directory).fileName(), QStringLiteral("svg-test"));

    // A translated name, the [KDE Cardtheme] group, no Name at all.
    const QString dir = m_dir.filePath(QStringLiteral("parse/svg-x"));
    writeFile(dir + QStringLiteral("/index.desktop"),
              "[Other]\nSVG=wrong.svg\n[KDE Cardtheme]\n# a comment\nName[xx]=Nope\n  SVG = x.svgz  \n"
              "SVG=second.svg\n");
    std::optional<CardDeckInfo> other = SvgCardDeck::readIndex(dir);
    QVERIFY(other);
    QCOMPARE(other->name, QStringLiteral("svg-x"));
    QCOMPARE(QFileInfo(other->svgFile).fileName(), QStringLiteral("x.svgz"));

    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    other = SvgCardDeck::readIndex(kDecks + QStringLiteral("/svg-test"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(other);
    QCOMPARE(other->name, QStringLiteral("Testdeck"));
}

void TestCardDecks::refusesBadIndexes()
{
    const auto refused = [this](const QString &name, const QByteArray &index, const QString &why) {
        const QString dir = m_dir.filePath(QStringLiteral("bad/") + name);
        if (!index.isNull())
            writeFile(dir + QStringLiteral("/index.desktop"), index);
        else
            QDir().mkpath(dir);
        QString error;
        QVERIFY2(!SvgCardDeck::readIndex(dir, &error), qPrintable(name));
        QVERIFY2(error.contains(why), qPrintable(name + QStringLiteral(": ") + error));
    };
    refused(QStringLiteral("svg-none"), QByteArray(), QStringLiteral("no index.desktop"));
    refused(QStringLiteral("svg-nogroup"), "Name=X\nSVG=x.svg\n", QStringLiteral("no [KDE Backdeck]"));
    refused(QStringLiteral("svg-nosvg"), "[KDE Backdeck]\nName=X\n", QStringLiteral("names no SVG"));
    refused(QStringLiteral("svg-escape"), "[KDE Backdeck]\nSVG=../svg-test/test.svg\n",
            QStringLiteral("outside"));
    refused(QStringLiteral("svg-abs"), "[KDE Backdeck]\nSVG=/etc/passwd\n", QStringLiteral("outside"));
    // Huge: refused without reading it (a few MB of one line, and many lines).
    QElapsedTimer timer;
    timer.start();
    refused(QStringLiteral("svg-huge"), "[KDE Backdeck]\nSVG=x.svg\nName=" + QByteArray(8 << 20, 'x'),
            QStringLiteral("too big"));
    refused(QStringLiteral("svg-lines"), "[KDE Backdeck]\nSVG=x.svg\n" + QByteArray(60000, '\n'),
            QStringLiteral("too big"));
    QVERIFY(timer.elapsed() < 2000);
    // A directory in the place of index.desktop, binary junk.
    QDir().mkpath(m_dir.filePath(QStringLiteral("bad/svg-dir/index.desktop")));
    QVERIFY(!SvgCardDeck::readIndex(m_dir.filePath(QStringLiteral("bad/svg-dir"))));
    refused(QStringLiteral("svg-junk"),
            QByteArray("\x00\xff\xfe[KDE\x00"
                       "Backdeck]\n=\n",
                       20),
            QStringLiteral("no [KDE Backdeck]"));
    // A long or control-laden name is cut and escaped.
    const QString dir = m_dir.filePath(QStringLiteral("bad/svg-name"));
    writeFile(dir + QStringLiteral("/index.desktop"),
              "[KDE Backdeck]\nSVG=x.svg\nName=A\x01" + QByteArray(300, 'b') + "\n");
    const std::optional<CardDeckInfo> deck = SvgCardDeck::readIndex(dir);
    QVERIFY(deck);
    QVERIFY(deck->name.size() <= 90);
    QVERIFY(!deck->name.contains(QChar(1)));
}

void TestCardDecks::rendersOffTheGuiThread_data()
{
    QTest::addColumn<qreal>("dpr");
    QTest::newRow("1") << 1.0;
    QTest::newRow("1.5") << 1.5;
    QTest::newRow("2") << 2.0;
}

void TestCardDecks::rendersOffTheGuiThread()
{
    QFETCH(qreal, dpr);
    SvgCardDeck deck(*CardDecks::find(QStringLiteral("svg-test")));
    QSignalSpy ready(&deck, &SvgCardDeck::facesReady);
    QSignalSpy loaded(&deck, &SvgCardDeck::loaded);
    const QSize size(75, 105);
    const int ace = Card(Rank::Ace, Suit::Spades).id();
    // The GUI thread never waits: nothing yet, the face is queued.
    QElapsedTimer timer;
    timer.start();
    QVERIFY(deck.face(ace, size, dpr).isNull());
    QVERIFY(deck.face(SvgCardDeck::kBackId, size, dpr).isNull());
    QVERIFY(timer.elapsed() < 50);
    QCOMPARE(deck.state(), SvgCardDeck::State::Loading);
    QCOMPARE(deck.pendingCount(), 2);
    QTRY_VERIFY(deck.pendingCount() == 0);
    QCOMPARE(loaded.size(), 1);
    QVERIFY(ready.size() >= 1);
    QCOMPARE(deck.state(), SvgCardDeck::State::Ready);
    QVERIFY(deck.lastRenderThread());
    QVERIFY(deck.lastRenderThread() != QThread::currentThread());

    for (const auto &[id, colour] : {std::pair{ace, kAceOfSpades}, std::pair{SvgCardDeck::kBackId, kBack}}) {
        const QPixmap pm = deck.face(id, size, dpr);
        QVERIFY(!pm.isNull());
        QCOMPARE(pm.devicePixelRatio(), dpr);
        QCOMPARE(pm.deviceIndependentSize().toSize(), size);
        QCOMPARE(pm.width(), int(std::ceil(size.width() * dpr)));
        QCOMPARE(pm.height(), int(std::ceil(size.height() * dpr)));
        QCOMPARE(pm.toImage().pixelColor(pm.width() / 2, pm.height() / 2), colour);
    }
}

void TestCardDecks::keepsProportionsCentred()
{
    // The test cards are 2:3, the slot 5:7: narrower, so a strip is left
    // clear on either side, the same width, and none above or below.
    SvgCardDeck deck(*CardDecks::find(QStringLiteral("svg-test")));
    const int ten = Card(Rank::Ten, Suit::Diamonds).id(); // drawn in a moved group
    deck.face(ten, QSize(100, 140), 1.0);
    QTRY_VERIFY(!deck.face(ten, QSize(100, 140), 1.0).isNull());
    const QImage img = deck.face(ten, QSize(100, 140), 1.0).toImage().convertToFormat(QImage::Format_ARGB32);
    int left = 0, right = 0;
    while (left < img.width() && img.pixelColor(left, 70).alpha() == 0)
        ++left;
    while (right < img.width() && img.pixelColor(img.width() - 1 - right, 70).alpha() == 0)
        ++right;
    QVERIFY2(left >= 2 && left <= 4, qPrintable(QString::number(left)));
    QVERIFY(std::abs(left - right) <= 1);
    QCOMPARE(img.pixelColor(50, 0), kTenOfDiamonds);
    QCOMPARE(img.pixelColor(50, 139), kTenOfDiamonds);

    // The table's shadows follow the faces, not the whole place.
    QCOMPARE(deck.faceAspect(), 100.0 / 150.0);
    auto shared = std::make_shared<SvgCardDeck>(*CardDecks::find(QStringLiteral("svg-test")));
    CardPainter painter;
    painter.setDeck(shared);
    QCOMPARE(painter.facePlace(QSizeF(100, 140)), QRectF(QPointF(0, 0), QSizeF(100, 140))); // not loaded yet
    shared->load();
    QTRY_VERIFY(shared->state() == SvgCardDeck::State::Ready);
    const QRectF place = painter.facePlace(QSizeF(100, 140));
    QCOMPARE(place.height(), 140.0);
    QVERIFY(qFuzzyCompare(place.width(), 140.0 * 100 / 150));
    QVERIFY(qFuzzyCompare(place.left(), (100 - place.width()) / 2));
    painter.setDeck(nullptr);
    QCOMPARE(painter.facePlace(QSizeF(100, 140)), QRectF(QPointF(0, 0), QSizeF(100, 140))); // built-in
}

void TestCardDecks::cachesPerCardSizeAndRatio()
{
    SvgCardDeck deck(*CardDecks::find(QStringLiteral("svg-test")));
    const int king = Card(Rank::King, Suit::Hearts).id();
    const auto rendered = [&deck](int id, QSize size, qreal dpr) {
        deck.face(id, size, dpr);
        if (!QTest::qWaitFor([&] { return !deck.face(id, size, dpr).isNull(); }, 5000))
            return QPixmap();
        return deck.face(id, size, dpr);
    };
    const QPixmap a = rendered(king, QSize(60, 84), 1.0);
    QCOMPARE(deck.face(king, QSize(60, 84), 1.0).cacheKey(), a.cacheKey());
    QCOMPARE(deck.pendingCount(), 0);
    QVERIFY(rendered(king, QSize(60, 84), 2.0).cacheKey() != a.cacheKey());
    QVERIFY(rendered(king, QSize(70, 98), 1.0).cacheKey() != a.cacheKey());
    QVERIFY(rendered(SvgCardDeck::kBackId, QSize(60, 84), 1.0).cacheKey() != a.cacheKey());
    QCOMPARE(deck.face(king, QSize(60, 84), 1.0).cacheKey(), a.cacheKey());
    // Absurd sizes and ids give nothing and queue nothing.
    QVERIFY(deck.face(king, QSize(0, 0), 1.0).isNull());
    QVERIFY(deck.face(king, QSize(100000, 10), 1.0).isNull());
    QVERIFY(deck.face(99, QSize(60, 84), 1.0).isNull());
    QCOMPARE(deck.pendingCount(), 0);
}

void TestCardDecks::missingElementsAreBuiltIn()
{
    const std::shared_ptr<SvgCardDeck> deck = CardDecks::open(QStringLiteral("svg-test"));
    QVERIFY(deck);
    CardPainter painter;
    painter.setDeck(deck);
    CardPainter builtIn;
    builtIn.setDeck(nullptr);
    const QSize size(50, 70);
    const Card ace(Rank::Ace, Suit::Spades), two(Rank::Two, Suit::Clubs);
    // Before the deck has rendered: the built-in face, never a hole.
    QCOMPARE(painter.face(ace, size, 1.0).toImage(), builtIn.face(ace, size, 1.0).toImage());
    QTRY_VERIFY(deck->state() == SvgCardDeck::State::Ready);
    QTRY_VERIFY(contains(painter.face(ace, size, 1.0).toImage(), kAceOfSpades));
    // The deck has no two of clubs and no black joker: built in, asked once.
    QVERIFY(!deck->has(two.id()));
    QCOMPARE(painter.face(two, size, 1.0).toImage(), builtIn.face(two, size, 1.0).toImage());
    QCOMPARE(deck->pendingCount(), 0);
    QVERIFY(!deck->has(Card::blackJoker().id()));
    QCOMPARE(painter.face(Card::blackJoker(), size, 1.0).toImage(),
             builtIn.face(Card::blackJoker(), size, 1.0).toImage());
    // Its red joker and back are its own; four colours are the built-in deck's.
    QTRY_VERIFY(contains(painter.face(Card::redJoker(), size, 1.0).toImage(), kRedJoker));
    QTRY_VERIFY(contains(painter.back(size, 1.0).toImage(), kBack));
    painter.setFourColour(true);
    QVERIFY(contains(painter.face(ace, size, 1.0).toImage(), kAceOfSpades));
    QVERIFY(painter.face(Card(Rank::Two, Suit::Diamonds), size, 1.0).toImage()
            != builtIn.face(Card(Rank::Two, Suit::Diamonds), size, 1.0).toImage());
}

void TestCardDecks::brokenDecksFail_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("why");
    QTest::newRow("missing SVG") << "svg-missing-svg"
                                 << "“nowhere.svgz” is missing";
    QTest::newRow("garbage") << "svg-garbage"
                             << "not an SVG";
    QTest::newRow("no faces") << "svg-no-faces"
                              << "has no card";
}

void TestCardDecks::brokenDecksFail()
{
    QFETCH(QString, id);
    QFETCH(QString, why);
    SvgCardDeck deck(*CardDecks::find(id));
    QSignalSpy failed(&deck, &SvgCardDeck::failed);
    CardPainter painter, builtIn;
    // The painter only refers to the deck: a reference that owns nothing.
    const std::shared_ptr<SvgCardDeck> shared(&deck, [](SvgCardDeck *) {});
    painter.setDeck(shared);
    builtIn.setDeck(nullptr);
    const Card ace(Rank::Ace, Suit::Spades);
    QCOMPARE(painter.face(ace, QSize(50, 70), 1.0).toImage(),
             builtIn.face(ace, QSize(50, 70), 1.0).toImage());
    QTRY_COMPARE(failed.size(), 1);
    QCOMPARE(deck.state(), SvgCardDeck::State::Failed);
    const QString message = failed.at(0).at(0).toString();
    QCOMPARE(message, deck.problem());
    QVERIFY2(message.contains(why), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("The built-in deck is shown")), qPrintable(message));
    QVERIFY(message.contains(deck.info().name));
    // From now on the built-in faces, and nothing is queued.
    QCOMPARE(painter.face(ace, QSize(50, 70), 1.0).toImage(),
             builtIn.face(ace, QSize(50, 70), 1.0).toImage());
    QCOMPARE(painter.back(QSize(50, 70), 1.0).toImage(), builtIn.back(QSize(50, 70), 1.0).toImage());
    QCOMPARE(deck.pendingCount(), 0);
    QTest::qWait(50);
    QCOMPARE(failed.size(), 1);
}

void TestCardDecks::hugeSvgIsRefusedUnread()
{
    // A plain file over the limit. (A .svgz that unpacks too big:
    // tst_hostiledecks.cpp, svgzIsBoundedWhileInflating.)
    const QString big = m_dir.filePath(QStringLiteral("huge/svg-big"));
    writeFile(big + QStringLiteral("/index.desktop"), "[KDE Backdeck]\nName=Big\nSVG=big.svg\n");
    {
        QFile f(big + QStringLiteral("/big.svg"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(SvgCardDeck::kMaxSvgBytes + 1)); // sparse: no time, no space
    }
    SvgCardDeck deck(*SvgCardDeck::readIndex(big));
    QSignalSpy failed(&deck, &SvgCardDeck::failed);
    deck.load();
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY2(deck.problem().contains(QStringLiteral("too big")), qPrintable(deck.problem()));
}

void TestCardDecks::sharedByIdAndFollowedByPainters()
{
    QString error;
    const std::shared_ptr<SvgCardDeck> a = CardDecks::open(QStringLiteral("svg-test"), &error);
    QVERIFY(a);
    QCOMPARE(CardDecks::open(QStringLiteral("svg-test")), a);
    QVERIFY(!CardDecks::open(QStringLiteral("svg-nothing"), &error));
    QVERIFY(error.contains(QStringLiteral("“svg-nothing” is not installed")));

    CardPainter follower, own;
    own.setDeck(nullptr);
    QVERIFY(!follower.deck());
    CardPainter::setSharedDeck(a);
    QCOMPARE(follower.deck(), a);
    QVERIFY(!own.deck());
    own.followSharedDeck();
    QCOMPARE(own.deck(), a);
    // The painters do not keep the deck alive.
    std::weak_ptr<SvgCardDeck> weak = a;
    CardPainter::setSharedDeck(nullptr);
    QVERIFY(!follower.deck());
    own.setDeck(a);
    QCOMPARE(own.deck(), a);
}

void TestCardDecks::settingLoadsSavesAndFallsBack()
{
    const QString path = m_dir.filePath(QStringLiteral("deck.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        AppSettings out;
        QCOMPARE(out.cardDeck, QString()); // built-in by default
        out.cardDeck = QStringLiteral("svg-test");
        out.save(store);
    }
    {
        QSettings store(path, QSettings::IniFormat);
        QCOMPARE(store.value(QStringLiteral("appearance/deck")).toString(), QStringLiteral("svg-test"));
        AppSettings in;
        QCOMPARE(in.load(store), QStringList());
        QCOMPARE(in.cardDeck, QStringLiteral("svg-test"));
        // Not installed, or no deck at all: built in, with one line.
        for (const char *bad : {"svg-gone", "../../etc", "svg-no-group"}) {
            store.setValue(QStringLiteral("appearance/deck"), QString::fromLatin1(bad));
            const QStringList problems = in.load(store);
            QCOMPARE(in.cardDeck, QString());
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems.at(0).startsWith(QStringLiteral("appearance/deck: no card deck '")),
                     qPrintable(problems.at(0)));
            QVERIFY(problems.at(0).endsWith(QStringLiteral("using the built-in deck")));
        }
    }
}

void TestCardDecks::appearancePageOffersAndPreviews()
{
    AppearancePage page;
    auto *combo = page.findChild<QComboBox *>(QStringLiteral("cardDeck"));
    QVERIFY(combo);
    QStringList items;
    for (int i = 0; i < combo->count(); ++i)
        items << combo->itemText(i);
    QCOMPARE(items, (QStringList{"Built-in", "Garbage", "Missing Drawing", "No Faces", "Test Deck"}));
    QCOMPARE(combo->itemData(0).toString(), QString());

    AppSettings settings;
    settings.cardDeck = QStringLiteral("svg-test");
    page.load(settings);
    QCOMPARE(combo->currentText(), QStringLiteral("Test Deck"));
    QWidget *preview = page.findChild<QWidget *>(QStringLiteral("appearancePreview"));
    QVERIFY(preview);
    page.resize(700, 600);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // The test deck's cards appear beside the built-in ones once rendered.
    QTRY_VERIFY(contains(preview->grab().toImage(), kKingOfHearts));
    const QImage both = preview->grab().toImage();
    QVERIFY(contains(both, kAceOfSpades));
    QVERIFY(contains(both, kTenOfDiamonds));
    QVERIFY(contains(both, kBack));
    QVERIFY(page.deckProblem().isEmpty());

    QSignalSpy changed(&page, &SettingsPage::changed);
    combo->setCurrentIndex(0);
    QCOMPARE(changed.size(), 1);
    QVERIFY(!contains(preview->grab().toImage(), kKingOfHearts));
    AppSettings out = settings;
    page.store(out);
    QCOMPARE(out.cardDeck, QString());
    combo->setCurrentIndex(combo->findData(QStringLiteral("svg-test")));
    page.store(out);
    QCOMPARE(out.cardDeck, QStringLiteral("svg-test"));
}

void TestCardDecks::appearancePageSaysWhenADeckFails()
{
    AppearancePage page;
    auto *combo = page.findChild<QComboBox *>(QStringLiteral("cardDeck"));
    page.load(AppSettings());
    page.show();
    combo->setCurrentIndex(combo->findData(QStringLiteral("svg-no-faces")));
    QTRY_VERIFY(!page.deckProblem().isEmpty());
    QVERIFY(page.deckProblem().contains(QStringLiteral("No Faces")));
    QVERIFY(page.findChild<QLabel *>(QStringLiteral("deckProblem"))->isVisible());
    combo->setCurrentIndex(0);
    QVERIFY(page.deckProblem().isEmpty());
}

void TestCardDecks::mainWindowUsesDeckAndSaysWhenItFails()
{
    const QString path = m_dir.filePath(QStringLiteral("window.conf"));
    {
        QSettings store(path, QSettings::IniFormat);
        store.setValue(QStringLiteral("appearance/deck"), QStringLiteral("svg-test"));
    }
    {
        const auto store = SettingsStore::openFile(path);
        MainWindow w(GameSetup{}, nullptr, store.get());
        QCOMPARE(w.settings().cardDeck, QStringLiteral("svg-test"));
        QVERIFY(CardPainter::sharedDeck());
        QCOMPARE(CardPainter::sharedDeck()->info().id, QStringLiteral("svg-test"));
        QVERIFY(w.settingsNotice().isEmpty());
        // Another deck from the settings dialog, one that fails.
        AppSettings changed = w.settings();
        changed.cardDeck = QStringLiteral("svg-missing-svg");
        w.applyNewSettings(changed);
        QTRY_VERIFY(w.settingsNotice().contains(QStringLiteral("“Missing Drawing” cannot be used")));
        QVERIFY(!CardPainter::sharedDeck());
    }
    QVERIFY(!CardPainter::sharedDeck()); // the window kept it alive
    {
        QSettings store(path, QSettings::IniFormat);
        store.setValue(QStringLiteral("appearance/deck"), QStringLiteral("svg-uninstalled"));
    }
    const auto store = SettingsStore::openFile(path);
    MainWindow w(GameSetup{}, nullptr, store.get());
    QCOMPARE(w.settings().cardDeck, QString());
    QVERIFY(!w.settingsNotice().isEmpty()); // one saved setting could not be used
    QVERIFY(!CardPainter::sharedDeck());
}

namespace {

// Every card of a deck in a flat colour of its own, 100 × 150, but the 2
// and the 3 of spades: white, with a suit mark in one top corner (the
// same on both) and their rank in the other (one bar or two).
QByteArray flatDeckSvg(bool rankTopRight)
{
    QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"5720\" height=\"160\">\n";
    for (int id = 0; id < 52; ++id) {
        const int x = id * 110;
        const QByteArray name = SvgCardDeck::elementNames(id).constFirst().toLatin1();
        const Card card = Card::fromId(id);
        const bool marked =
            card.suit() == Suit::Spades && (card.rank() == Rank::Two || card.rank() == Rank::Three);
        const QByteArray fill = marked ? "#ffffff" : flatColour(id).name().toLatin1();
        svg += "<g id=\"" + name + "\"><rect x=\"" + QByteArray::number(x)
               + "\" y=\"0\" width=\"100\" height=\"150\" fill=\"" + fill + "\"/>";
        if (marked) {
            const int suitX = rankTopRight ? x + 8 : x + 80;
            const int rankX = rankTopRight ? x + 78 : x + 6;
            svg += "<rect x=\"" + QByteArray::number(suitX)
                   + "\" y=\"6\" width=\"12\" height=\"12\" fill=\"#000\"/>";
            svg += "<rect x=\"" + QByteArray::number(rankX)
                   + "\" y=\"4\" width=\"5\" height=\"22\" fill=\"#000\"/>";
            if (card.rank() == Rank::Three)
                svg += "<rect x=\"" + QByteArray::number(rankX + 9)
                       + "\" y=\"4\" width=\"5\" height=\"22\" fill=\"#000\"/>";
        }
        svg += "</g>\n";
    }
    return svg + "</svg>\n";
}

qint64 pixelCount(const QImage &image, const QColor &colour)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    qint64 n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += img.pixel(x, y) == colour.rgb();
    return n;
}

// The mean x of the pixels of `colour` (-1 if none).
qreal meanX(const QImage &image, const QColor &colour)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    qreal sum = 0;
    qint64 n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (img.pixel(x, y) == colour.rgb()) {
                sum += x;
                ++n;
            }
    return n ? sum / qreal(n) : -1;
}

} // namespace

// A deck that prints a card's rank only in its top-right corner (the
// suit top left, as KDE's Oxygen decks do) is found when it loads, and the
// table fans its pile to the left, so that the covered cards show their
// rank; a deck with the rank top left keeps the usual fan to the right.
void TestCardDecks::aRankPrintedTopRightFansThePileLeft()
{
    GameSession session;
    session.newGame(*RuleSet::preset("house"), 3, 41);
    for (int i = 0; i < 10 && session.playedCount() < 2; ++i)
        QVERIFY(session.playCard(session.turnPlayer()));
    QCOMPARE(session.playedCount(), 2);
    std::array<qint64, 2> aceArea{}; // the preview's ace of spades, in pixels, by rankTopRight
    const Card under = session.pile()[0];
    const Card top = session.pile()[1];
    QVERIFY(!(under.suit() == Suit::Spades && int(under.rank()) <= 3)); // flat colours, both
    QVERIFY(!(top.suit() == Suit::Spades && int(top.rank()) <= 3));
    for (const bool rankTopRight : {false, true}) {
        const QString id = rankTopRight ? QStringLiteral("svg-rank-right") : QStringLiteral("svg-rank-left");
        const QString folder = m_dir.filePath(QStringLiteral("fan/") + id);
        writeFile(folder + QStringLiteral("/index.desktop"), "[KDE Backdeck]\nName=Flat\nSVG=flat.svg\n");
        writeFile(folder + QStringLiteral("/flat.svg"), flatDeckSvg(rankTopRight));
        const std::optional<CardDeckInfo> info = SvgCardDeck::readIndex(folder);
        QVERIFY(info);
        auto deck = std::make_shared<SvgCardDeck>(*info);
        QSignalSpy loaded(deck.get(), &SvgCardDeck::loaded);
        deck->load();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(deck->rankTopRight(), rankTopRight);
        CardPainter::setSharedDeck(deck);
        TableWidget table;
        table.setAnimationScale(0);
        table.setSession(&session);
        table.resize(900, 640);
        QSignalSpy faces(deck.get(), &SvgCardDeck::facesReady);
        table.grab(); // asks for the faces
        QTRY_VERIFY(deck->pendingCount() == 0);
        const QImage pile = table.grab(table.pileRect().toAlignedRect()).toImage();
        const qreal underX = meanX(pile, flatColour(under.id()));
        const qreal topX = meanX(pile, flatColour(top.id()));
        QVERIFY(underX >= 0 && topX >= 0);
        if (rankTopRight)
            QVERIFY2(underX > topX, "the covered card lies right of the top one");
        else
            QVERIFY2(underX < topX, "the covered card lies left of the top one");
        CardPainter::setSharedDeck(nullptr);

        // The Appearance page's preview fans the deck's cards the same way:
        // its ace of spades, the first of four, is whole only when the
        // others lie under it.
        CardDecks::setSearchPaths({m_dir.filePath(QStringLiteral("fan"))});
        AppearancePage page;
        AppSettings settings;
        settings.cardDeck = id;
        page.load(settings);
        auto *preview = page.findChild<QWidget *>(QStringLiteral("appearancePreview"));
        QVERIFY(preview);
        page.resize(700, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QColor ace = flatColour(Card(Rank::Ace, Suit::Spades).id());
        QTRY_VERIFY(contains(preview->grab().toImage(), ace));
        QTRY_VERIFY(CardDecks::open(id)->pendingCount() == 0);
        aceArea[std::size_t(rankTopRight)] = pixelCount(preview->grab().toImage(), ace);
        CardDecks::setSearchPaths({kDecks});
    }
    QVERIFY2(aceArea[1] * 10 > aceArea[0] * 13, "the ace lies over the others, whole");
}

// A deck of German suits (its SVG draws an acorn, a leaf and a bell, as
// KDE's "XSkat German" does) is found when it loads, and while it is the
// deck in use the text names each card as the deck prints it: "U of
// Acorns" for J♣, "D of Bells" for A♦; the help says how the marks map.
void TestCardDecks::germanSuitsNameTheCardsAsTheDeckPrintsThem()
{
    const QString root = m_dir.filePath(QStringLiteral("german"));
    const QString folder = root + QStringLiteral("/svg-german");
    writeFile(folder + QStringLiteral("/index.desktop"), "[KDE Backdeck]\nName=German\nSVG=german.svg\n");
    QByteArray svg = flatDeckSvg(false);
    svg.replace("</svg>", "<defs><circle id=\"acorn\" r=\"3\"/><circle id=\"leaf\" r=\"3\"/>"
                          "<circle id=\"bell\" r=\"3\"/></defs></svg>");
    writeFile(folder + QStringLiteral("/german.svg"), svg);
    CardDecks::setSearchPaths({root, kDecks});

    // Found when it loads; the test deck's suits are French.
    for (const QString &id : {QStringLiteral("svg-german"), QStringLiteral("svg-test")}) {
        const std::shared_ptr<SvgCardDeck> deck = CardDecks::open(id);
        QVERIFY(deck);
        QSignalSpy loaded(deck.get(), &SvgCardDeck::loaded);
        deck->load();
        QVERIFY(deck->state() == SvgCardDeck::State::Ready || loaded.wait(10000));
        QCOMPARE(deck->germanSuits(), id == QStringLiteral("svg-german"));
    }

    const Card jackOfClubs(Rank::Jack, Suit::Clubs);
    QCOMPARE(GameText::cardMarks(), GameText::CardMarks::French);
    QCOMPARE(GameText::card(jackOfClubs), QStringLiteral("J♣"));
    const QString path = m_dir.filePath(QStringLiteral("german.conf"));
    {
        QSettings store(path, QSettings::IniFormat);
        store.setValue(QStringLiteral("appearance/deck"), QStringLiteral("svg-german"));
    }
    const auto store = SettingsStore::openFile(path);
    MainWindow w(GameSetup{}, nullptr, store.get());
    QTRY_COMPARE(GameText::cardMarks(), GameText::CardMarks::German);
    QCOMPARE(GameText::card(jackOfClubs), QStringLiteral("U of Acorns"));
    QCOMPARE(GameText::rank(Rank::Queen), QStringLiteral("O"));
    QCOMPARE(GameText::rank(Rank::King), QStringLiteral("K"));
    // The built-in faces are French whatever the text says: the same pixels.
    const auto builtIn = [](Card card) {
        QImage image(QSize(100, 140), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        CardPainter::paintFace(p, QRectF(image.rect()), card);
        return image;
    };
    const QImage germanAce = builtIn(Card(Rank::Ace, Suit::Spades));
    const QImage germanJack = builtIn(jackOfClubs);
    GameText::setCardMarks(GameText::CardMarks::French);
    QCOMPARE(builtIn(Card(Rank::Ace, Suit::Spades)), germanAce);
    QCOMPARE(builtIn(jackOfClubs), germanJack);
    GameText::setCardMarks(GameText::CardMarks::German);
    const std::vector<Card> two{Card(Rank::Ace, Suit::Diamonds), Card(Rank::Ten, Suit::Spades)};
    QCOMPARE(GameText::cards(two), QStringLiteral("D of Bells, 10 of Leaves"));
    QCOMPARE(GameText::patternPhrase(PatternSet{SlapPattern::ThreeOfASuit},
                                     {Card(Rank::Two, Suit::Hearts), Card(Rank::Five, Suit::Hearts),
                                      Card(Rank::King, Suit::Hearts)}),
             QStringLiteral("three of a suit Hearts"));
    QCOMPARE(GameText::card(Card::redJoker()), QStringLiteral("Joker"));
    {
        const HelpDialog help(*RuleSet::preset("house"), QStringLiteral("house"));
        bool told = false;
        for (const QLabel *label : help.findChildren<QLabel *>())
            told = told || label->text().contains(QStringLiteral("are the J, Q, K and A of these rules"));
        QVERIFY2(told, "the help says how the deck's marks map to the rules' J, Q, K, A");
        told = false;
        for (const QLabel *label : help.findChildren<QLabel *>())
            told = told || label->text().contains(QStringLiteral("U of Acorns, 7 of Bells"));
        QVERIFY2(told, "the help names two cards as the deck prints them");
    }

    // Back to the built-in deck: French marks again, and no German paragraph.
    AppSettings changed = w.settings();
    changed.cardDeck.clear();
    w.applyNewSettings(changed);
    QCOMPARE(GameText::cardMarks(), GameText::CardMarks::French);
    QCOMPARE(GameText::card(jackOfClubs), QStringLiteral("J♣"));
    {
        const HelpDialog help(*RuleSet::preset("house"), QStringLiteral("house"));
        for (const QLabel *label : help.findChildren<QLabel *>())
            QVERIFY(!label->text().contains(QStringLiteral("Acorns")));
    }
    CardDecks::setSearchPaths({kDecks});
}

RATSCREW_TEST_WIDGETS_MAIN(TestCardDecks)
#include "tst_carddecks.moc"
