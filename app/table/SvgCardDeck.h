// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCache>
#include <QList>
#include <QObject>
#include <QPixmap>
#include <QRectF>
#include <QSet>
#include <QSize>
#include <QString>
#include <QStringList>

#include <array>
#include <cmath>
#include <memory>
#include <optional>

class QThread;
class QThreadPool;

namespace ratscrew {

/// A card deck installed for KDE's games: a folder `svg-<something>` in a
/// `carddecks` folder of the XDG data directories, holding `index.desktop`
/// (group [KDE Backdeck], or [KDE Cardtheme]: Name, Name[<language>],
/// SVG, …) and the SVG (or gzip-compressed .svgz) it names, whose elements
/// are named as libkdegames' KCardDeck names them: `1_club` … `10_club`,
/// `jack_club`, `queen_club`, `king_club`, the same for `diamond`, `heart`
/// and `spade`, `back`, and where a deck has them `red_joker`,
/// `black_joker` or one `joker`.
struct CardDeckInfo
{
    QString id;        ///< the folder's name, e.g. "svg-oxygen": what the settings keep
    QString name;      ///< Name (in the UI language if the file has it), else the id
    QString directory; ///< the folder, absolute
    QString svgFile;   ///< the SVG it names, absolute
};

/// A card deck's SVG, rendered off the GUI thread. face() never waits: it
/// returns a pixmap of the cache (per card × size × device pixel ratio), or
/// a null pixmap and queues the face for a worker of pool(), which
/// reads the SVG once (the first job) and renders faces into QImages;
/// finished faces come back as pixmaps with facesReady(). Until then, and
/// for any element the deck lacks, the caller paints its own face
/// (CardPainter paints the built-in one). A deck whose SVG cannot be read
/// or holds no card face fails() once, with a sentence to show, and gives
/// no faces after.
class SvgCardDeck : public QObject
{
    Q_OBJECT

public:
    /// The back's id in face() and has() (the cards are Card::id(), 0..53).
    static constexpr int kBackId = 63;
    /// The cache key of the picture of `id` (a card id or kBackId) at
    /// `size` (logical pixels, each side below 65536) and ratio `dpr`: this
    /// deck's cache and CardPainter's built-in one use the same.
    static quint64 cacheKey(int id, QSize size, qreal dpr)
    {
        return quint64(id) | quint64(size.width()) << 8 | quint64(size.height()) << 24
               | quint64(std::lround(dpr * 100)) << 40;
    }
    /// index.desktop bigger than this is refused unread.
    static constexpr qint64 kMaxIndexBytes = 64 * 1024;
    /// An SVG file bigger than this (compressed or not) is refused unread;
    /// a .svgz is unpacked up to kMaxSvgUnpacked and refused beyond
    /// (SvgDeckSafety::gunzip), then checked by SvgDeckSafety::scan.
    static constexpr qint64 kMaxSvgBytes = 32 * 1024 * 1024;
    static constexpr qint64 kMaxSvgUnpacked = 64 * 1024 * 1024;

    /// The element names of a card id or kBackId, the first found is drawn
    /// ("1_spade"; "red_joker", then "joker"; "back"); empty for other ids.
    static QStringList elementNames(int id);
    /// Where a face of the proportions of `face` lies in a place of `size`:
    /// as large as fits, centred. face() draws it there, and
    /// CardPainter::facePlace() says where that is.
    static QRectF fitted(QSizeF face, QSizeF size)
    {
        const QSizeF scaled = face.scaled(size, Qt::KeepAspectRatio);
        return {QPointF((size.width() - scaled.width()) / 2, (size.height() - scaled.height()) / 2), scaled};
    }
    /// Reads `directory`/index.desktop; on failure nullopt and why in `*error`.
    static std::optional<CardDeckInfo> readIndex(const QString &directory, QString *error = nullptr);

    explicit SvgCardDeck(CardDeckInfo info, QObject *parent = nullptr);
    ~SvgCardDeck() override;

    const CardDeckInfo &info() const { return m_info; }

    enum class State { Unloaded, Loading, Ready, Failed };
    State state() const { return m_state; }
    /// Why the deck failed (a sentence for the window), else empty.
    QString problem() const { return m_problem; }

    /// Starts reading the SVG on a worker (face() does so as well).
    void load();
    /// The face of `id` (a card id or kBackId), `size` in logical pixels
    /// rendered for `dpr` (clamped to 1..8), kept in proportion and centred
    /// in `size`; or a null pixmap: not rendered yet (queued now), not in
    /// the deck, the deck failed, or an absurd size.
    QPixmap face(int id, QSize size, qreal dpr);
    /// Whether the deck has an element for `id` (false until loaded).
    bool has(int id) const;
    /// The faces' width over their height (a card's of the deck, as drawn
    /// in proportion by face()); 0 until loaded.
    qreal faceAspect() const { return m_faceAspect; }
    /// True if the deck prints a card's rank only in its top-right corner
    /// (the suit top left, as KDE's Oxygen decks do), found when the deck
    /// loads by comparing two faces corner by corner; false until loaded.
    /// A pile fanned to the right hides that corner of every card but the
    /// top one (TableWidget fans such a deck to the left).
    bool rankTopRight() const { return m_rankTopRight; }
    /// True if the deck's suits are German ones (acorns, leaves, hearts,
    /// bells in the places of ♣ ♠ ♥ ♦, and Unter, Ober, König, Daus for
    /// J, Q, K, A): its SVG draws elements named `acorn`, `leaf` and `bell`,
    /// as KDE's "XSkat German" does (index.desktop has no word for it).
    /// False until loaded. The text then names cards as the deck prints
    /// them (GameText::CardMarks).
    bool germanSuits() const { return m_germanSuits; }
    /// Faces queued or being rendered.
    int pendingCount() const { return int(m_pending.size()); }
    /// The thread the last face was rendered on (for tests), or null.
    QThread *lastRenderThread() const { return m_lastRenderThread; }
    /// The workers every deck reads and renders on: not the application's
    /// QThreadPool::globalInstance(), which QCoreApplication waits for when
    /// it is destroyed; the application waits at most a second for this
    /// one when it quits, then leaves what still runs.
    static QThreadPool *pool();

Q_SIGNALS:
    /// The SVG was read: has() knows every element.
    void loaded();
    /// New faces are in the cache: paint again.
    void facesReady();
    /// The deck cannot be used (`message` is problem()).
    void failed(const QString &message);

private:
    struct Request
    {
        int id;
        QSize size;
        qreal dpr;
        quint64 key;
    };
    struct Result;
    struct Worker;

    void startJob();
    void finishJob(const std::shared_ptr<Result> &result);
    static int slotOf(int id);

    CardDeckInfo m_info;
    std::shared_ptr<Worker> m_worker;
    State m_state = State::Unloaded;
    QString m_problem;
    bool m_running = false;
    std::array<bool, 55> m_has{};
    qreal m_faceAspect = 0;
    bool m_rankTopRight = false;
    bool m_germanSuits = false;
    QList<Request> m_queue;
    QSet<quint64> m_pending;
    QCache<quint64, QPixmap> m_cache;
    QThread *m_lastRenderThread = nullptr;
};

/// The decks installed on this computer.
namespace CardDecks {

/// Whether this copy draws installed decks: false when it was built
/// without Qt SVG (the CMake option RATSCREW_WITH_QT_SVG=OFF, as the
/// MinGW cross-build is when Qt SVG's source cannot be had). Then
/// installed() is empty, find() finds nothing, open() says why, and a
/// deck made anyway fails with that sentence.
bool canDraw();
/// The `carddecks` folders of the XDG data directories, most important first.
QStringList defaultSearchPaths();
/// The folders searched (tests point them at tests/data); empty = the default.
void setSearchPaths(const QStringList &paths);
QStringList searchPaths();
/// Every readable deck of the searched folders, by name; of two folders of
/// one id, the first one's.
QList<CardDeckInfo> installed();
/// The installed deck of `id`, if any.
std::optional<CardDeckInfo> find(const QString &id);
/// The deck of `id`, shared with everyone else who has it open; null (and
/// a sentence in `*error`) when it is not installed.
std::shared_ptr<SvgCardDeck> open(const QString &id, QString *error = nullptr);

} // namespace CardDecks

} // namespace ratscrew
