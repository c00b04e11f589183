// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/SvgCardDeck.h"

#include "Card.h"
#include "TextEscapeQt.h"
#include "table/SvgDeckSafety.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QLocale>
#include <QMutex>
#include <QMutexLocker>
#include <QPainter>
#include <QStandardPaths>
#include <QThread>
#include <QThreadPool>
#include <QXmlStreamReader>

#ifdef Q_OS_UNIX
#  include <fcntl.h>
#  include <sys/stat.h>
#  include <unistd.h>
#endif

#if RATSCREW_WITH_QT_SVG
#  include <QSvgRenderer>
#endif

#include <algorithm>
#include <atomic>
#include <cmath>
#include <utility>

namespace ratscrew {

#if RATSCREW_WITH_QT_SVG
using DeckRenderer = QSvgRenderer;
#else
// Built without Qt SVG (the CMake option RATSCREW_WITH_QT_SVG=OFF): no deck
// is drawn. Worker::read() stops before it would make one; this stands in
// for QSvgRenderer so that the code reads the same either way. (Outside
// the anonymous namespace: Worker, which holds one, is not in it.)
struct DeckRenderer
{
    void moveToThread(QThread *) { }
    bool load(QXmlStreamReader *) { return false; }
    bool isValid() const { return false; }
    bool elementExists(const QString &) const { return false; }
    QRectF boundsOnElement(const QString &) const { return {}; }
    void render(QPainter *, const QString &, const QRectF &) { }
};
#endif

namespace {

constexpr int kDeckSlots = 55;                 // cards 0..53, then the back
constexpr int kDeckBackSlot = 54;              //
constexpr int kDeckCacheCostKb = 32 * 1024;    // ~32 MB of pixmaps per deck
constexpr int kFacesPerJob = 6;                // a job's faces come back together
constexpr qsizetype kMaxDeckQueue = 256;       // older requests are dropped (a resize asks for many sizes)
constexpr qsizetype kMaxDeckIndexLines = 2000; //

QString quotedDeckText(const QString &text)
{
    return QStringLiteral("“%1”").arg(escapeControls(text, 120));
}

// Opens `path` for reading if it is a regular file, without waiting: a
// FIFO put where the drawing was (after the check that it is a file) would
// block open() until someone writes to it.
bool openRegularFile(const QString &path, QFile &file)
{
#ifndef Q_OS_UNIX
    file.setFileName(path);
    return QFileInfo(path).isFile() && file.open(QIODevice::ReadOnly);
#else
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return false;
    }
    return file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle);
#endif
}

// The decks' own workers. Not QThreadPool::globalInstance(): the
// application waits for that one to finish everything when it quits, and a
// drawing that takes long would keep it from quitting. This one is never
// deleted; when the application quits it waits kQuitWaitMs for the jobs
// running (each stops after the face it draws), then leaves them.
constexpr int kQuitWaitMs = 1000;
std::atomic<bool> quitting{false};

void waitForDecksAtQuit()
{
    quitting = true;
    SvgCardDeck::pool()->waitForDone(kQuitWaitMs);
}

QString builtWithoutSvg()
{
    return SvgCardDeck::tr("This copy of Ratscrew was built without Qt SVG, so it shows the built-in "
                           "deck only.");
}

} // namespace

struct SvgCardDeck::Result
{
    bool loadedNow = false;
    QString error; // why the SVG cannot be used, when loadedNow
    std::array<bool, kDeckSlots> has{};
    qreal faceAspect = 0;      // width / height of the faces (the first found), when loadedNow
    bool rankTopRight = false; // when loadedNow: Worker::rankTopRight()
    bool germanSuits = false;  // when loadedNow: Worker::germanSuits()
    QList<std::pair<quint64, QImage>> images;
    QList<quint64> done; // every key of the job, rendered or not
    QThread *thread = nullptr;
};

// What the jobs share: the renderer is made by the first job and used by
// one job at a time (the deck runs one at a time), on whichever worker.
struct SvgCardDeck::Worker
{
    QString svgFile;
    std::unique_ptr<DeckRenderer> renderer;
    std::array<QString, kDeckSlots> elements; // the element drawn per slot; empty: none
    bool tried = false;
    QString error;
    std::atomic<bool> cancelled{false};
    QMutex mailbox;
    SvgCardDeck *receiver = nullptr; // guarded by mailbox; null once the deck is gone

    // Reads the SVG; returns why it cannot be used, or empty.
    QString read()
    {
        if (!CardDecks::canDraw())
            return builtWithoutSvg();
        const QFileInfo info(svgFile);
        if (!info.exists())
            return SvgCardDeck::tr("its drawing %1 is missing").arg(quotedDeckText(info.fileName()));
        if (!info.isFile())
            return SvgCardDeck::tr("its drawing %1 is not a file").arg(quotedDeckText(info.fileName()));
        if (info.size() > kMaxSvgBytes)
            return SvgCardDeck::tr("its drawing %1 is too big").arg(quotedDeckText(info.fileName()));
        QFile file;
        if (!openRegularFile(svgFile, file))
            return SvgCardDeck::tr("its drawing %1 cannot be read").arg(quotedDeckText(info.fileName()));
        QByteArray bytes = file.read(kMaxSvgBytes + 1);
        if (bytes.size() > kMaxSvgBytes)
            return SvgCardDeck::tr("its drawing %1 is too big").arg(quotedDeckText(info.fileName()));
        if (bytes.startsWith("\x1f\x8b")) { // gzip (.svgz): unpacked here, bounded while inflating
            bool tooBig = false;
            std::optional<QByteArray> unpacked = SvgDeckSafety::gunzip(bytes, kMaxSvgUnpacked, &tooBig);
            if (tooBig)
                return SvgCardDeck::tr("its drawing %1 is too big").arg(quotedDeckText(info.fileName()));
            if (!unpacked)
                return SvgCardDeck::tr("its drawing %1 is not an SVG that can be read")
                    .arg(quotedDeckText(info.fileName()));
            bytes = std::move(*unpacked);
        }
        // Nothing the renderer would open, nor more than it can draw in time.
        const SvgDeckSafety::Verdict verdict = SvgDeckSafety::scan(bytes);
        switch (verdict.kind) {
        case SvgDeckSafety::Verdict::Kind::Safe:
            break;
        case SvgDeckSafety::Verdict::Kind::NotXml:
            return SvgCardDeck::tr("its drawing %1 is not an SVG that can be read")
                .arg(quotedDeckText(info.fileName()));
        case SvgDeckSafety::Verdict::Kind::External:
            return SvgCardDeck::tr("its drawing %1 refers to %2 outside it")
                .arg(quotedDeckText(info.fileName()), quotedDeckText(verdict.reference));
        case SvgDeckSafety::Verdict::Kind::TooComplex:
            return SvgCardDeck::tr("its drawing %1 repeats or nests its parts too often to be drawn")
                .arg(quotedDeckText(info.fileName()));
        }
        renderer = std::make_unique<DeckRenderer>();
        // No thread of its own: it is used by whichever worker runs the
        // next job, and deleted by whoever drops the last reference.
        renderer->moveToThread(nullptr);
        // Bytes, never the path: the renderer has no folder to look in;
        // read a block at a time, as scan() read them.
        QBuffer device;
        device.setData(bytes);
        device.open(QIODevice::ReadOnly);
        QXmlStreamReader xml(&device);
        if (!renderer->load(&xml) || !renderer->isValid())
            return SvgCardDeck::tr("its drawing %1 is not an SVG that can be read")
                .arg(quotedDeckText(info.fileName()));
        int faces = 0;
        for (int slot = 0; slot < kDeckSlots; ++slot) {
            for (const QString &name : SvgCardDeck::elementNames(slot == kDeckBackSlot ? kBackId : slot)) {
                if (renderer->elementExists(name) && !renderer->boundsOnElement(name).isEmpty()) {
                    elements[std::size_t(slot)] = name;
                    faces += slot < 52 ? 1 : 0;
                    break;
                }
            }
        }
        if (faces == 0)
            return SvgCardDeck::tr("its drawing %1 has no card named as KDE's decks name them (1_club … "
                                   "king_spade)")
                .arg(quotedDeckText(info.fileName()));
        return {};
    }

    // Whether the deck draws German suits: acorns, leaves and bells of its own.
    bool germanSuits() const
    {
        return renderer->elementExists(QStringLiteral("acorn"))
               && renderer->elementExists(QStringLiteral("leaf"))
               && renderer->elementExists(QStringLiteral("bell"));
    }

    // Whether the deck prints a card's rank in its top-right corner only
    // (KDE's Oxygen decks print the suit top left and the rank top right):
    // the 2 and the 3 of spades, which differ in their rank and not in
    // their corner pips, compared corner by corner.
    bool rankTopRight() const
    {
        const QImage two = render(slotOf(Card(Rank::Two, Suit::Spades).id()), QSize(72, 108), 1.0);
        const QImage three = render(slotOf(Card(Rank::Three, Suit::Spades).id()), QSize(72, 108), 1.0);
        if (two.isNull() || three.isNull() || two.size() != three.size())
            return false;
        // Summed colour differences in the top fifth, in its left and right quarters.
        const auto difference = [&](int x0, int x1) {
            qint64 sum = 0;
            for (int y = 0; y < two.height() / 5; ++y) {
                const auto *a = reinterpret_cast<const QRgb *>(two.constScanLine(y));
                const auto *b = reinterpret_cast<const QRgb *>(three.constScanLine(y));
                for (int x = x0; x < x1; ++x)
                    sum += std::abs(qRed(a[x]) - qRed(b[x])) + std::abs(qGreen(a[x]) - qGreen(b[x]))
                           + std::abs(qBlue(a[x]) - qBlue(b[x])) + std::abs(qAlpha(a[x]) - qAlpha(b[x]));
            }
            return sum;
        };
        const int quarter = two.width() / 4;
        const qint64 left = difference(0, quarter);
        const qint64 right = difference(two.width() - quarter, two.width());
        return right > 4 * left && right > qint64(quarter) * (two.height() / 5) * 8; // a clear mark
    }

    QImage render(int slot, QSize size, qreal dpr) const
    {
        const QString &element = elements[std::size_t(slot)];
        if (element.isEmpty() || !renderer)
            return {};
        QImage image(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))),
                     QImage::Format_ARGB32_Premultiplied);
        if (image.isNull())
            return {};
        image.fill(Qt::transparent);
        // The element in proportion, as large as fits, centred.
        const QRectF rect = fitted(renderer->boundsOnElement(element).size(), QSizeF(image.size()));
        QPainter p(&image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform
                         | QPainter::TextAntialiasing);
        renderer->render(&p, element, rect);
        p.end();
        image.setDevicePixelRatio(dpr);
        return image;
    }
};

QStringList SvgCardDeck::elementNames(int id)
{
    if (id == kBackId)
        return {QStringLiteral("back")};
    if (id == Card::redJoker().id())
        return {QStringLiteral("red_joker"), QStringLiteral("joker")};
    if (id == Card::blackJoker().id())
        return {QStringLiteral("black_joker"), QStringLiteral("joker")};
    if (id < 0 || id >= 52)
        return {};
    const Card card = Card::fromId(id);
    QString rank;
    switch (card.rank()) {
    case Rank::Jack:
        rank = QStringLiteral("jack");
        break;
    case Rank::Queen:
        rank = QStringLiteral("queen");
        break;
    case Rank::King:
        rank = QStringLiteral("king");
        break;
    default:
        rank = QString::number(int(card.rank()));
    }
    const char *suit = "";
    switch (card.suit()) {
    case Suit::Clubs:
        suit = "club";
        break;
    case Suit::Diamonds:
        suit = "diamond";
        break;
    case Suit::Hearts:
        suit = "heart";
        break;
    case Suit::Spades:
        suit = "spade";
        break;
    case Suit::None:
        return {};
    }
    return {rank + QLatin1Char('_') + QLatin1String(suit)};
}

std::optional<CardDeckInfo> SvgCardDeck::readIndex(const QString &directory, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<CardDeckInfo> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QDir dir(directory);
    const QString path = dir.filePath(QStringLiteral("index.desktop"));
    const QFileInfo info(path);
    if (!info.isFile())
        return fail(tr("it has no index.desktop"));
    if (info.size() > kMaxIndexBytes)
        return fail(tr("its index.desktop is too big"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("its index.desktop cannot be read"));
    const QByteArray bytes = file.read(kMaxIndexBytes + 1);
    if (bytes.size() > kMaxIndexBytes)
        return fail(tr("its index.desktop is too big"));

    // A desktop entry file: [groups] of key=value lines. Only the deck's
    // group is read; the first of a key wins.
    QHash<QString, QString> values;
    bool inDeck = false;
    bool sawDeck = false;
    const QList<QByteArray> lines = bytes.split('\n');
    if (lines.size() > kMaxDeckIndexLines)
        return fail(tr("its index.desktop is too big"));
    for (const QByteArray &raw : lines) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('['))) {
            inDeck = line == QLatin1String("[KDE Backdeck]") || line == QLatin1String("[KDE Cardtheme]");
            sawDeck = sawDeck || inDeck;
            continue;
        }
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (!inDeck || eq <= 0)
            continue;
        const QString key = line.left(eq).trimmed();
        if (!values.contains(key))
            values.insert(key, line.mid(eq + 1).trimmed());
    }
    if (!sawDeck)
        return fail(tr("its index.desktop has no [KDE Backdeck] group"));
    const QString svg = values.value(QStringLiteral("SVG"));
    if (svg.isEmpty())
        return fail(tr("its index.desktop names no SVG"));
    // The drawing lives in the deck's folder: no path, no way out of it.
    if (svg.contains(QLatin1Char('/')) || svg.contains(QLatin1Char('\\')) || svg == QLatin1String("..")
        || svg.size() > 255)
        return fail(tr("its index.desktop names an SVG outside its folder"));

    CardDeckInfo deck;
    deck.id = dir.dirName();
    deck.directory = dir.absolutePath();
    deck.svgFile = dir.absoluteFilePath(svg);
    // Name[pt_BR], then Name[pt], then Name.
    const QString locale = QLocale().name();
    for (const QString &key :
         {QStringLiteral("Name[%1]").arg(locale),
          QStringLiteral("Name[%1]").arg(locale.section(QLatin1Char('_'), 0, 0)), QStringLiteral("Name")}) {
        const QString name = values.value(key).left(80);
        if (!name.isEmpty()) {
            deck.name = escapeControls(name, 80);
            break;
        }
    }
    if (deck.name.isEmpty())
        deck.name = deck.id;
    return deck;
}

SvgCardDeck::SvgCardDeck(CardDeckInfo info, QObject *parent)
    : QObject(parent),
      m_info(std::move(info)),
      m_worker(std::make_shared<Worker>()),
      m_cache(kDeckCacheCostKb)
{
    m_worker->svgFile = m_info.svgFile;
    m_worker->receiver = this;
}

SvgCardDeck::~SvgCardDeck()
{
    // A job still running keeps the worker alive and drops its results.
    QMutexLocker lock(&m_worker->mailbox);
    m_worker->receiver = nullptr;
    m_worker->cancelled = true;
}

QThreadPool *SvgCardDeck::pool()
{
    static QThreadPool *const decks = [] {
        auto *p = new QThreadPool; // never deleted (see waitForDecksAtQuit)
        p->setObjectName(QStringLiteral("SvgCardDeck"));
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        qAddPostRoutine(waitForDecksAtQuit);
        return p;
    }();
    return decks;
}

int SvgCardDeck::slotOf(int id)
{
    if (id == kBackId)
        return kDeckBackSlot;
    return id >= 0 && id < 54 ? id : -1;
}

bool SvgCardDeck::has(int id) const
{
    const int slot = slotOf(id);
    return m_state == State::Ready && slot >= 0 && m_has[std::size_t(slot)];
}

void SvgCardDeck::load()
{
    if (m_state != State::Unloaded)
        return;
    m_state = State::Loading;
    if (!m_running)
        startJob();
}

QPixmap SvgCardDeck::face(int id, QSize size, qreal dpr)
{
    const int slot = slotOf(id);
    if (m_state == State::Failed || slot < 0 || size.width() < 4 || size.height() < 4 || size.width() > 4000
        || size.height() > 4000)
        return {};
    if (m_state == State::Ready && !m_has[std::size_t(slot)])
        return {};
    dpr = std::clamp(dpr, 1.0, 8.0);
    const quint64 key = cacheKey(id, size, dpr);
    if (const QPixmap *cached = m_cache.object(key))
        return *cached;
    if (!m_pending.contains(key)) {
        m_pending.insert(key);
        m_queue.append({id, size, dpr, key});
        while (m_queue.size() > kMaxDeckQueue)
            m_pending.remove(m_queue.takeFirst().key);
    }
    if (m_state == State::Unloaded)
        m_state = State::Loading;
    if (!m_running)
        startJob();
    return {};
}

void SvgCardDeck::startJob()
{
    // The newest requests first: they are the sizes on screen now.
    QList<Request> batch;
    while (!m_queue.isEmpty() && batch.size() < kFacesPerJob)
        batch.append(m_queue.takeLast());
    if (batch.isEmpty() && m_state != State::Loading)
        return;
    m_running = true;
    std::shared_ptr<Worker> worker = m_worker;
    pool()->start([worker, batch] {
        auto result = std::make_shared<Result>();
        result->thread = QThread::currentThread();
        if (!worker->tried) {
            worker->tried = true;
            worker->error = worker->read();
            result->loadedNow = true;
            result->error = worker->error;
            for (int slot = 0; slot < kDeckSlots; ++slot) {
                const QString &element = worker->elements[std::size_t(slot)];
                result->has[std::size_t(slot)] = !element.isEmpty();
                if (!element.isEmpty() && slot < 52 && result->faceAspect == 0) {
                    const QSizeF bounds = worker->renderer->boundsOnElement(element).size();
                    result->faceAspect = bounds.width() / bounds.height();
                }
            }
            if (worker->error.isEmpty()) {
                result->rankTopRight = worker->rankTopRight();
                result->germanSuits = worker->germanSuits();
            }
        }
        for (const Request &r : batch) {
            result->done.append(r.key);
            if (!worker->error.isEmpty() || worker->cancelled || quitting)
                continue;
            QImage image = worker->render(slotOf(r.id), r.size, r.dpr);
            if (!image.isNull())
                result->images.append({r.key, std::move(image)});
        }
        QMutexLocker lock(&worker->mailbox);
        if (SvgCardDeck *deck = worker->receiver)
            QMetaObject::invokeMethod(
                deck, [deck, result] { deck->finishJob(result); }, Qt::QueuedConnection);
    });
}

void SvgCardDeck::finishJob(const std::shared_ptr<Result> &result)
{
    m_running = false;
    m_lastRenderThread = result->thread;
    if (result->loadedNow) {
        if (result->error.isEmpty()) {
            m_state = State::Ready;
            m_has = result->has;
            m_faceAspect = result->faceAspect;
            m_rankTopRight = result->rankTopRight;
            m_germanSuits = result->germanSuits;
            Q_EMIT loaded();
        } else {
            m_state = State::Failed;
            m_problem = tr("The card deck %1 cannot be used: %2. The built-in deck is shown.")
                            .arg(quotedDeckText(m_info.name), result->error);
            m_queue.clear();
            m_pending.clear();
            Q_EMIT failed(m_problem);
            return;
        }
    }
    for (quint64 key : result->done)
        m_pending.remove(key);
    for (const auto &[key, image] : result->images) {
        auto *pm = new QPixmap(QPixmap::fromImage(image));
        const qint64 costKb = qint64(pm->width()) * pm->height() * 4 / 1024 + 1;
        m_cache.insert(key, pm, qsizetype(costKb));
    }
    // Faces the deck turned out not to have are never asked for again.
    if (result->loadedNow)
        m_queue.removeIf([this](const Request &r) {
            if (m_has[std::size_t(slotOf(r.id))])
                return false;
            m_pending.remove(r.key);
            return true;
        });
    if (!m_queue.isEmpty())
        startJob();
    if (!result->images.isEmpty())
        Q_EMIT facesReady();
}

namespace CardDecks {

namespace {

QStringList &overridePaths()
{
    static QStringList paths;
    return paths;
}

QHash<QString, std::weak_ptr<SvgCardDeck>> &openDecks()
{
    static QHash<QString, std::weak_ptr<SvgCardDeck>> decks;
    return decks;
}

} // namespace

QStringList defaultSearchPaths()
{
    return QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("carddecks"),
                                     QStandardPaths::LocateDirectory);
}

void setSearchPaths(const QStringList &paths)
{
    overridePaths() = paths;
}

QStringList searchPaths()
{
    return overridePaths().isEmpty() ? defaultSearchPaths() : overridePaths();
}

bool canDraw()
{
    return RATSCREW_WITH_QT_SVG != 0;
}

QList<CardDeckInfo> installed()
{
    QList<CardDeckInfo> decks;
    if (!canDraw())
        return decks;
    QSet<QString> ids;
    for (const QString &path : searchPaths()) {
        const QStringList folders =
            QDir(path).entryList({QStringLiteral("svg-*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &folder : folders) {
            if (ids.contains(folder) || decks.size() >= 500)
                continue;
            if (std::optional<CardDeckInfo> deck = SvgCardDeck::readIndex(QDir(path).filePath(folder))) {
                ids.insert(folder);
                decks.append(*deck);
            }
        }
    }
    std::stable_sort(decks.begin(), decks.end(), [](const CardDeckInfo &a, const CardDeckInfo &b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return decks;
}

std::optional<CardDeckInfo> find(const QString &id)
{
    if (!canDraw() || !id.startsWith(QLatin1String("svg-")) || id.contains(QLatin1Char('/'))
        || id.contains(QLatin1Char('\\')) || id.size() > 200)
        return std::nullopt;
    for (const QString &path : searchPaths()) {
        const QDir dir(QDir(path).filePath(id));
        if (dir.exists())
            if (std::optional<CardDeckInfo> deck = SvgCardDeck::readIndex(dir.path()))
                return deck;
    }
    return std::nullopt;
}

std::shared_ptr<SvgCardDeck> open(const QString &id, QString *error)
{
    const std::optional<CardDeckInfo> info = find(id);
    if (!info) {
        if (error)
            *error = canDraw()
                         ? SvgCardDeck::tr("The card deck %1 is not installed. The built-in deck is shown.")
                               .arg(quotedDeckText(id))
                         : builtWithoutSvg();
        return nullptr;
    }
    std::weak_ptr<SvgCardDeck> &slot = openDecks()[info->directory];
    std::shared_ptr<SvgCardDeck> deck = slot.lock();
    if (!deck) {
        deck = std::make_shared<SvgCardDeck>(*info);
        slot = deck;
    }
    return deck;
}

} // namespace CardDecks

} // namespace ratscrew
