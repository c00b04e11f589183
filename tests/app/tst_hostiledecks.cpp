// SPDX-License-Identifier: GPL-3.0-or-later
// Card decks made to hurt (docs/RELIABILITY.md, "Card decks"): a drawing
// that names a FIFO, a style sheet, another file; <use> elements that
// repeat a part exponentially or refer to themselves; elements nested
// thousands deep; a .svgz that unpacks to more than the bound. Each fails
// cleanly with a message, no worker is left waiting in open(), and the
// decks never run on (nor wait for) the application's global thread pool,
// which QCoreApplication waits for when it quits. The decks are written to
// a temporary folder; tests/data/carddecks stays as its listing expects.
#include "TestRegistry.h"
#include "Translations.h"
#include "table/SvgCardDeck.h"
#include "table/SvgDeckSafety.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <cerrno>
#ifdef Q_OS_UNIX
#  include <fcntl.h>
#  include <sys/stat.h>
#  include <unistd.h>
#endif
#include <zlib.h>

using namespace ratscrew;

namespace {

void writeHostileFile(const QString &path, const QByteArray &bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).path()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

// A drawing with the ace of spades (a flat card) and `extra` before </svg>.
QByteArray hostileDrawing(const QByteArray &extra, const QByteArray &prologue = {})
{
    return prologue
           + "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
             "width=\"120\" height=\"160\">\n"
             "<g id=\"1_spade\"><rect width=\"100\" height=\"150\" fill=\"#ff00ff\"/></g>\n"
           + extra + "</svg>\n";
}

// One gzip member of `data` (as gzip(1) writes it).
QByteArray gzipHostileMember(const QByteArray &data)
{
    z_stream z{};
    if (deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out(int(deflateBound(&z, uLong(data.size()))), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    const int rc = deflate(&z, Z_FINISH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    return rc == Z_STREAM_END ? out : QByteArray();
}

// 2^levels copies of the ace, each level a <use> of the one below, twice.
QByteArray exponentialHostileUses(int levels)
{
    QByteArray defs = "<defs><g id=\"l0\"><rect width=\"1\" height=\"1\"/></g>\n";
    for (int i = 1; i <= levels; ++i)
        defs += "<g id=\"l" + QByteArray::number(i) + "\"><use xlink:href=\"#l" + QByteArray::number(i - 1)
                + "\"/><use xlink:href=\"#l" + QByteArray::number(i - 1) + "\"/></g>\n";
    return defs + "</defs><use xlink:href=\"#l" + QByteArray::number(levels) + "\"/>\n";
}

} // namespace

class TestHostileDecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        ratscrew::installTranslations(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    void hostileDrawingsFail_data();
    void hostileDrawingsFail();
#ifdef Q_OS_UNIX
    void fifoNamedByTheDrawingIsNeverOpened();
#endif
    void svgzIsBoundedWhileInflating();
    void svgzOfTwoMembersLoads();
    void gunzipRefusesWhatIsNotGzip();
    void sharedPartsAreNotTooComplex();
    void decksDoNotWaitForTheApplicationsPool();

private:
    // A deck of the drawing `svg` named `file` in a folder of its own.
    QString writeDeck(const QString &name, const QString &file, const QByteArray &svg)
    {
        const QString dir = m_dir.filePath(QStringLiteral("decks/svg-") + name);
        writeHostileFile(dir + QStringLiteral("/index.desktop"),
                         "[KDE Backdeck]\nName=" + name.toUtf8() + "\nSVG=" + file.toUtf8() + "\n");
        writeHostileFile(dir + QLatin1Char('/') + file, svg);
        return dir;
    }
    // Loads the deck of `dir`: its problem once it failed, or empty once loaded.
    static QString problemOf(const QString &dir)
    {
        const std::optional<CardDeckInfo> info = SvgCardDeck::readIndex(dir);
        if (!info)
            return QStringLiteral("(no index)");
        SvgCardDeck deck(*info);
        QSignalSpy failed(&deck, &SvgCardDeck::failed);
        QSignalSpy loaded(&deck, &SvgCardDeck::loaded);
        deck.load();
        if (!QTest::qWaitFor([&] { return !failed.isEmpty() || !loaded.isEmpty(); }, 20000))
            return QStringLiteral("(still loading)");
        if (!loaded.isEmpty())
            return {};
        const QString message = deck.problem();
        return message.contains(QStringLiteral("The built-in deck is shown"))
                   ? message
                   : QStringLiteral("(no fallback)");
    }

    QTemporaryDir m_dir;
};

void TestHostileDecks::hostileDrawingsFail_data()
{
    QTest::addColumn<QByteArray>("svg");
    QTest::addColumn<QString>("why");
    const QString external = QStringLiteral("refers to");
    const QString complex = QStringLiteral("repeats or nests its parts too often");
    QTest::newRow("image of a file") << hostileDrawing(
        "<image xlink:href=\"/etc/hostname\" width=\"9\" height=\"9\"/>")
                                     << external;
    QTest::newRow("image, relative") << hostileDrawing(
        "<image xlink:href=\"card.png\" width=\"9\" height=\"9\"/>")
                                     << external;
    QTest::newRow("image of a URL") << hostileDrawing(
        "<image href=\"http://example.org/x.png\" width=\"9\"/>")
                                    << external;
    QTest::newRow("SVG image in data:") << hostileDrawing(
        "<image xlink:href=\"data:image/png;base64,"
        + QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><image href=\"/dev/zero\"/></svg>").toBase64()
        + "\" width=\"9\" height=\"9\"/>")
                                        << external;
    QTest::newRow("SVG image in data:, by type")
        << hostileDrawing("<image xlink:href=\"data:image/svg+xml,%3Csvg/%3E\" width=\"9\" height=\"9\"/>")
        << external;
    QTest::newRow("image through an entity")
        << hostileDrawing("<image xlink:href=\"&place;\" width=\"9\" height=\"9\"/>",
                          "<!DOCTYPE svg [<!ENTITY place \"/etc/hostname\">]>\n")
        << external;
    QTest::newRow("use of another file")
        << hostileDrawing("<use xlink:href=\"other.svg#card\"/>") << external;
    QTest::newRow("style sheet") << hostileDrawing(
        {}, "<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/css\" href=\"/etc/hostname\"?>\n")
                                 << external;
    QTest::newRow("2^40 uses") << hostileDrawing(exponentialHostileUses(40)) << complex;
    QTest::newRow("use of itself") << hostileDrawing("<g id=\"loop\"><use xlink:href=\"#loop\"/></g>")
                                   << complex;
    QTest::newRow("two uses of each other")
        << hostileDrawing("<g id=\"a\"><use xlink:href=\"#b\"/></g><g id=\"b\"><use xlink:href=\"#a\"/></g>")
        << complex;
    QTest::newRow("nested 5000 deep")
        << hostileDrawing(QByteArray("<g>").repeated(5000) + QByteArray("</g>").repeated(5000)) << complex;
    QTest::newRow("not XML") << hostileDrawing("<g>") << QStringLiteral("not an SVG that can be read");
}

void TestHostileDecks::hostileDrawingsFail()
{
    QFETCH(QByteArray, svg);
    QFETCH(QString, why);
    const QString dir = writeDeck(QString::fromLatin1(QTest::currentDataTag()).remove(QLatin1Char(' ')),
                                  QStringLiteral("deck.svg"), svg);
    const QString problem = problemOf(dir);
    QVERIFY2(problem.contains(why), qPrintable(problem));
    // The same drawing without the hostile part loads.
    QCOMPARE(problemOf(writeDeck(QStringLiteral("plain"), QStringLiteral("deck.svg"), hostileDrawing({}))),
             QString());
}

#ifdef Q_OS_UNIX
// The renderer would open a FIFO an <image> names (or a style sheet) and
// wait in open() for a writer that never comes: the worker blocked, and
// the application waiting for it when it quits. The deck fails, and nobody
// has the FIFO open: opening it to write without waiting finds no reader.
void TestHostileDecks::fifoNamedByTheDrawingIsNeverOpened()
{
    const QString fifo = m_dir.filePath(QStringLiteral("fifo.png"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const auto noReader = [&fifo] {
        const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
        if (fd < 0)
            return errno == ENXIO;
        ::close(fd); // (which lets a reader that waited go on)
        return false;
    };
    // Whatever happens, no worker stays blocked after the test.
    const auto release = qScopeGuard([&] { noReader(); });
    for (const QByteArray &svg :
         {hostileDrawing("<image xlink:href=\"" + fifo.toUtf8() + "\" width=\"9\" height=\"9\"/>"),
          hostileDrawing({}, "<?xml-stylesheet type=\"text/css\" href=\"" + fifo.toUtf8() + "\"?>\n")}) {
        const QString problem = problemOf(writeDeck(QStringLiteral("fifo"), QStringLiteral("deck.svg"), svg));
        QVERIFY2(problem.contains(QStringLiteral("refers to “")) && problem.contains(fifo),
                 qPrintable(problem));
        QVERIFY2(noReader(), "a worker has the FIFO open");
    }
    // A FIFO where the drawing is: refused unopened.
    const QString dir = writeDeck(QStringLiteral("fifo-drawing"), QStringLiteral("deck.svg"), {});
    QVERIFY(QFile::remove(dir + QStringLiteral("/deck.svg")));
    QCOMPARE(::mkfifo(QFile::encodeName(dir + QStringLiteral("/deck.svg")).constData(), 0600), 0);
    QVERIFY2(problemOf(dir).contains(QStringLiteral("is not a file")), qPrintable(problemOf(dir)));
}
#endif

// A .svgz that unpacks to more than the bound, in members that each say
// they are small (the trailer's size is the last member's, mod 2³²): the
// inflating stops at the bound, whatever any header says.
void TestHostileDecks::svgzIsBoundedWhileInflating()
{
    const QByteArray member = gzipHostileMember(QByteArray(1024 * 1024, ' '));
    QVERIFY(!member.isEmpty() && member.size() < 8192);
    const int members = int(SvgCardDeck::kMaxSvgUnpacked / (1024 * 1024)) + 1;
    const QByteArray bomb = gzipHostileMember(hostileDrawing({})) + member.repeated(members);
    const QString problem = problemOf(writeDeck(QStringLiteral("bomb"), QStringLiteral("bomb.svgz"), bomb));
    QVERIFY2(problem.contains(QStringLiteral("is too big")), qPrintable(problem));
    bool tooBig = false;
    QVERIFY(!SvgDeckSafety::gunzip(bomb, SvgCardDeck::kMaxSvgUnpacked, &tooBig));
    QVERIFY(tooBig);
    // One member less is within the bound.
    const std::optional<QByteArray> within =
        SvgDeckSafety::gunzip(member.repeated(members - 1), SvgCardDeck::kMaxSvgUnpacked, &tooBig);
    QVERIFY(within);
    QVERIFY(!tooBig);
    QCOMPARE(within->size(), qsizetype(members - 1) * 1024 * 1024);
}

// `cat a.gz b.gz` is a gzip file: both parts are the drawing.
void TestHostileDecks::svgzOfTwoMembersLoads()
{
    const QByteArray svg = hostileDrawing({});
    const qsizetype half = svg.size() / 2;
    const QByteArray twoMembers = gzipHostileMember(svg.left(half)) + gzipHostileMember(svg.mid(half));
    QCOMPARE(problemOf(writeDeck(QStringLiteral("two"), QStringLiteral("two.svgz"), twoMembers)), QString());
    QCOMPARE(SvgDeckSafety::gunzip(twoMembers, 1 << 20), std::optional<QByteArray>(svg));
    // Zero bytes after the last member are padding.
    QCOMPARE(SvgDeckSafety::gunzip(twoMembers + QByteArray(100, '\0'), 1 << 20),
             std::optional<QByteArray>(svg));
}

void TestHostileDecks::gunzipRefusesWhatIsNotGzip()
{
    const QByteArray good = gzipHostileMember(hostileDrawing({}));
    QVERIFY(SvgDeckSafety::gunzip(good, 1 << 20));
    QVERIFY(!SvgDeckSafety::gunzip(QByteArray(), 1 << 20));
    QVERIFY(!SvgDeckSafety::gunzip(hostileDrawing({}), 1 << 20));         // not gzip
    QVERIFY(!SvgDeckSafety::gunzip(good.left(good.size() - 5), 1 << 20)); // cut short
    QVERIFY(!SvgDeckSafety::gunzip(good + "garbage", 1 << 20));           // something after it
    QByteArray corrupt = good;
    corrupt[corrupt.size() / 2] = char(corrupt[corrupt.size() / 2] ^ 0x55);
    QVERIFY(!SvgDeckSafety::gunzip(corrupt, 1 << 20));
    // The old check's case: a trailer that claims 3 GB over no data at all.
    QByteArray liar("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", 10);
    liar += QByteArray(16, '\0') + QByteArray("\x00\x00\x00\xb0", 4);
    bool tooBig = true;
    QVERIFY(!SvgDeckSafety::gunzip(liar, 1 << 20, &tooBig));
    QVERIFY(!tooBig);
    QVERIFY(problemOf(writeDeck(QStringLiteral("liar"), QStringLiteral("liar.svgz"), liar))
                .contains(QStringLiteral("not an SVG that can be read")));
}

// What decks really do: one pip drawn many times, data: images, a gradient
// that names another; and 2^15 uses, within the bound, still load.
void TestHostileDecks::sharedPartsAreNotTooComplex()
{
    QByteArray parts = "<defs><path id=\"pip\" d=\"M0 0h5v5z\"/><linearGradient id=\"g1\"/>"
                       "<linearGradient id=\"g2\" xlink:href=\"#g1\"/></defs>"
                       "<image xlink:href=\" "
                       "data:image/"
                       "png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+"
                       "M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==\" width=\"1\" height=\"1\"/>";
    for (int i = 0; i < 2000; ++i)
        parts += "<use xlink:href=\"#pip\" x=\"" + QByteArray::number(i % 90) + "\"/>";
    QCOMPARE(SvgDeckSafety::scan(hostileDrawing(parts)).kind, SvgDeckSafety::Verdict::Kind::Safe);
    QCOMPARE(SvgDeckSafety::scan(hostileDrawing(exponentialHostileUses(15))).kind,
             SvgDeckSafety::Verdict::Kind::Safe);
    QCOMPARE(SvgDeckSafety::scan(hostileDrawing(exponentialHostileUses(21))).kind,
             SvgDeckSafety::Verdict::Kind::TooComplex);
    // A use of an id nobody has draws nothing.
    QCOMPARE(SvgDeckSafety::scan(hostileDrawing("<use xlink:href=\"#nobody\"/>")).kind,
             SvgDeckSafety::Verdict::Kind::Safe);
    QCOMPARE(problemOf(writeDeck(QStringLiteral("pips"), QStringLiteral("pips.svg"), hostileDrawing(parts))),
             QString());
}

// QCoreApplication waits for every job of QThreadPool::globalInstance()
// when it is destroyed: a deck whose drawing took minutes kept the
// application from quitting. The decks have a pool of their own; with the
// global pool's every thread busy, a deck still loads.
void TestHostileDecks::decksDoNotWaitForTheApplicationsPool()
{
    QVERIFY(SvgCardDeck::pool() != QThreadPool::globalInstance());
    QThreadPool *global = QThreadPool::globalInstance();
    QSemaphore gate;
    const int busy = global->maxThreadCount();
    const auto open = qScopeGuard([&] {
        gate.release(busy);
        global->waitForDone();
    });
    for (int i = 0; i < busy; ++i)
        global->start([&gate] { gate.acquire(); });
    QCOMPARE(problemOf(writeDeck(QStringLiteral("busy"), QStringLiteral("deck.svg"), hostileDrawing({}))),
             QString());
}

RATSCREW_TEST_WIDGETS_MAIN(TestHostileDecks)
#include "tst_hostiledecks.moc"
