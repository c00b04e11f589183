// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Game.h"
#include "RuleSet.h"
#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"
#include "table/CardPainter.h"
#include "table/Speeds.h"

#include <QCache>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QRectF>
#include <QTimer>
#include <QWidget>

#include <functional>

class QVariantAnimation;

namespace ratscrew {

class GameSession;
struct ActionReport;

/// The game table: a felt oval with one seat per player (player 0 at the
/// bottom, the others clockwise: left, top, right) and the pile in the
/// middle. It only shows a GameSession and reports clicks; it never acts
/// on the game itself.
///
/// What the table draws lags the session a little on purpose: a played
/// card is hidden on the pile until its flight from the seat lands
/// (speeds::kCardFlightMs), and a won pile sweeps to its winner afterwards. The
/// accessors below always describe the session's state, not the frame.
///
/// Coordinates are logical pixels of this widget; durations are in ms.
/// How the table looks, as the settings choose (Settings ▸ Appearance).
struct TableLook
{
    qreal animationScale = 1.0; ///< 0 (off) .. 3; see TableWidget::setAnimationScale()
    QColor cardBack = QColor(0x8e, 0x1b, 0x2b);
    bool fourColour = false;
    QColor felt = QColor(0x25, 0x6e, 0x3e);
    /// Black and white: a black table and panels, white rims, borders and
    /// text, outlines at full strength (the felt colour is not used).
    bool highContrast = false;
    /// Fades instead of flights: a played card fades in on the pile, a won
    /// pile fades out, nothing shakes or slides; every effect keeps its
    /// duration, so the game's timing is the same.
    bool reduceMotion = false;
    friend bool operator==(const TableLook &, const TableLook &) = default;
};

class TableWidget : public QWidget
{
    Q_OBJECT

public:
    /// How long (ms) a played card flies from its seat to the pile. A card
    /// is visible on the pile only after it; the bots wait this long
    /// before they start reacting to a card.
    /// Face-up cards drawn on the pile at most (a sandwich needs three).
    static constexpr int kVisiblePileCards = 3;

    explicit TableWidget(QWidget *parent = nullptr);
    ~TableWidget() override;

    /// Shows `session` (not owned; nullptr shows an empty table). Running
    /// animations stop; the table re-syncs on every gameStarted() and
    /// stateChanged() of the session.
    void setSession(GameSession *session);
    GameSession *session() const;

    /// Names, levels and colours of the players; index = player. Missing
    /// entries are shown as "Player N" in a default colour.
    void setSeats(const QList<SeatInfo> &seats);
    /// Whose eyes the table is seen through (PointOfView::you is called
    /// "You"; the person at player 0 until set).
    void setPointOfView(const PointOfView &view);
    const PointOfView &pointOfView() const { return m_view; }
    /// The player the table calls "you" (PointOfView::you): -1 (nobody)
    /// with bots alone or two or more people at one keyboard.
    int you() const { return m_view.you; }
    /// The player who dealt (-1: none shown): a "D" button at their seat.
    /// Who that is is the table's fact (Table::dealer(), docs/RULES.md §1).
    void setDealer(int player);
    int dealer() const { return m_dealer; }
    const QList<SeatInfo> &seats() const { return m_seats; }

    /// What a seat says when the pointer rests on it (a bot's numbers);
    /// index = player, an empty text shows nothing. setSeats() clears them.
    void setSeatTooltips(const QStringList &tooltips) { m_seatTooltips = tooltips; }
    QString seatTooltip(int player) const { return m_seatTooltips.value(player); }
    /// The player whose seat is at `pos`, -1 for none.
    int seatAt(QPointF pos) const;
    /// The area of `player`'s seat (stack, name, level, count and status);
    /// an empty rect for a player who is not at the table.
    QRectF seatRect(int player) const;
    /// The area of the piles (cards and their captions; with split eights
    /// the slap pile on the left and the split pile's place on the right);
    /// a click in it emits pileClicked().
    QRectF pileRect() const;
    /// The area of one pile's cards: the slap pile, or the split pile of
    /// docs/RULES.md §9.2 (empty when the rules have no split eights).
    QRectF pileRect(PileId pile) const;
    /// The top played cards of the session's pile, bottom first (at most
    /// kVisiblePileCards; burned cards are never shown face up).
    QList<Card> visiblePileCards() const;
    /// The same for the split pile (empty while there is none).
    QList<Card> visibleSplitCards() const;
    /// Scales every animation's duration (0..3; 1 = the times in Speeds.h,
    /// 0 = no animation at all: cards appear where they land at once, for
    /// people who prefer reduced motion).
    void setAnimationScale(qreal scale);
    qreal animationScale() const { return m_animationScale; }
    /// How long a played card flies at the current scale (ms): the time
    /// before it can be seen on the pile.
    int cardFlightMs() const { return qRound(speeds::kCardFlightMs * m_animationScale); }

    /// The text of the pause overlay (default "Paused") and a smaller line
    /// under it (none by default); the main window counts down with them
    /// before play resumes.
    void setPauseText(const QString &text, const QString &hint = QString());

    /// Four-colour suits on the cards (blue diamonds, green clubs).
    void setFourColourDeck(bool on);
    /// The colour of the card backs.
    void setCardBackColour(const QColor &colour);
    /// The colour of the felt (the middle of its gradient).
    void setTableColour(const QColor &colour);
    /// All of the look at once (the animation scale, the cards' colours,
    /// the felt, high contrast, reduced motion).
    void setLook(const TableLook &look);
    bool isHighContrast() const { return m_highContrast; }
    bool isReducingMotion() const { return m_reduceMotion; }

    /// What the table shows, in words, from the session's state: whose turn
    /// it is (or who must answer a challenge and with how many chances),
    /// the top cards of the pile and its size (and of the split pile, with
    /// where the next card and the challenge are), and every player's count.
    /// Kept as the widget's accessible description for screen readers.
    QString describe() const;

    /// Coach mode: shows `cards` (the pattern the person missed, top card
    /// last; at most four are drawn) small beside the pile, ringed, with
    /// `caption` over them, for speeds::kCoachMarkMs. Empty `cards` clear it.
    void showCoachMark(const QList<Card> &cards, const QString &caption);
    /// The cards marked now (empty when none).
    const QList<Card> &coachMarkCards() const { return m_coachCards; }
    /// Where the coach's mark is drawn (empty when none).
    QRectF coachMarkRect() const;

    /// True while any card flight, sweep, flash or shake is running.
    bool isAnimating() const { return !m_effects.isEmpty(); }
    /// Whether frames copy the room and the seats from the still layer (the
    /// default) or paint them anew each time, as a reference for tests.
    void setStillLayer(bool on)
    {
        m_stillLayer = on;
        update();
    }

    QSize sizeHint() const override { return {1024, 700}; }
    QSize minimumSizeHint() const override { return {640, 480}; }

Q_SIGNALS:
    /// A left press on the pile (a slap, for the main window).
    void pileClicked();
    /// A left press on player 0's seat (play a card, for the main window).
    void ownStackClicked();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override; // a seat's tooltip

private:
    // Geometry, recomputed from the widget size and the number of players.
    struct SeatGeometry
    {
        QRectF seat;   // everything below
        QRectF plaque; // the panel behind stack and text
        QRectF card;   // the top card of the stack (flights start here)
        QRectF info;   // name, level and count
        QRectF status; // the status line ("▶ to play", "OUT", …)
    };
    struct Layout
    {
        qreal cardHeight = 0; // seat cards; pile cards are a little larger
        QSizeF seatCard;
        QSizeF pileCard;
        qreal fanStep = 0;    // horizontal step between fanned pile cards
        bool fanLeft = false; // the newer cards to the left (see fanX())
        qreal fontPx = 0;     // the base text size
        QPointF centre;       // of the slap pile's top card slot row
        QRectF table;         // the felt oval's bounding rect
        QRectF pile;          // both piles and their captions
        bool split = false;   // room for a split pile (docs/RULES.md §9.2)
        QPointF splitOffset;  // from the slap pile's slots to the split pile's
        QList<SeatGeometry> seats;
    };
    // One running animation; `anim` runs 0 → 1 with its easing.
    struct Effect
    {
        enum class Kind { Flight, Burn, Sweep, Slap, Misslap, Call, MoveOver };
        Kind kind = Kind::Flight;
        PileId pile = PileId::Slap;        // Flight, Sweep, Slap: which pile
        int player = -1;                   // the seat it starts at / goes to / is about
        Card card;                         // Flight
        quint64 pileSerial = 0;            // Flight, Sweep, MoveOver: which pile (see m_pileSerial)
        QList<Card> cards;                 // Sweep, MoveOver: the fanned cards it carries
        int under = 0;                     // Sweep, MoveOver: cards under the fan
        QString text;                      // Slap, Misslap, Call
        QVariantAnimation *anim = nullptr; // Sweep: null while its cards still fly
        QRect dirty;                       // where it was painted last (device-independent pixels)
        // paintPicture(): what the effect paints, once, at full opacity;
        // `pictureArea` is where its painted part goes (device-independent
        // pixels) and `pictureOrigin` where the pixmap's top left does.
        mutable QPixmap picture;
        mutable QRect pictureArea;
        mutable QPoint pictureOrigin;
    };
    // What a seat shows of the game; a seat is repainted when it changes.
    struct SeatLook
    {
        int count = 0;
        bool out = false, turn = false, challenger = false, answering = false, collects = false,
             winner = false;
        int chances = 0, sitOut = 0;
        friend bool operator==(const SeatLook &, const SeatLook &) = default;
    };

    /// `textScale` (1..2) enlarges the text, and with it the seats (the
    /// cards shrink to make room): the system's font size over the usual 13 px.
    static Layout computeLayout(QSizeF size, int players, bool split, qreal textScale = 1.0);
    qreal textScale() const;
    static bool layoutFits(const Layout &layout, QSizeF size);
    // The layout for the current size and player count; computed lazily,
    // because a widget that was never shown gets no resize event.
    const Layout &layout() const;
    int playerCount() const;
    bool splitRules() const; // the session's rules have split eights
    SeatInfo seatInfo(int player) const;

    void resync();
    /// Repaints what changed since the last resync(): the seats whose look
    /// changed and the piles; everything after a pause, the game's end or
    /// a new layout.
    void updateChanged();
    SeatLook seatLook(int player) const;
    /// Where seat `player` paints: its panel with its glow, status pill and
    /// dealer button.
    QRect seatPaintRect(int player) const;
    /// Where seat `player` paints as `look` shows it: seatPaintRect()
    /// without room for a status pill or dealer button it does not show.
    QRect seatContentRect(int player, const SeatLook &look) const;
    QRect seatContentRect(int player, bool status, bool dealer) const;
    /// Where the piles paint: both fans, their shadows, captions and rings.
    QRect pileArea() const;
    /// Where `e` paints at its animation's present value.
    QRectF effectBounds(const Effect &e) const;
    /// Where a card's flight (or burn) `e` lands: the centre of its place on the pile.
    QPointF flightTarget(const Effect &e) const;
    /// A won pile's fan at progress `t` (0..1) of its sweep `e`: moved by
    /// `offset` from the slap pile's place and shrunk by `scale` about the
    /// pile's centre, as paintFan() takes them.
    struct FanPlace
    {
        QPointF offset;
        qreal scale = 1.0;
    };
    FanPlace sweepPlace(const Effect &e, qreal t) const;
    /// The running effect `anim` animates, or m_effects.end().
    QList<Effect>::iterator effectOf(const QVariantAnimation *anim);
    /// One animation frame of `anim`: repaints where its effect was and is.
    void effectStepped(QVariantAnimation *anim);
    void clearEffects();
    void onActionApplied(const ActionReport &report);
    void startFlight(int player, Card card, PileId pile);
    void startBurn(int player, Card card);
    /// The won pile (`played` cards over `under` burned ones) sweeps to `player`.
    void startSweep(int player, const QList<Card> &played, int under, PileId pile);
    /// The split pile (its top `cards` over `under` more) slides over to
    /// become the slap pile (docs/RULES.md §9.2).
    void startMoveOver(const QList<Card> &cards, int under);
    void startSlapFlash(int player, bool valid, PatternSet patterns, PileId pile);
    void startCallFlash(int player, Call call);
    QVariantAnimation *startEffect(Effect effect, int durationMs, bool start = true);
    void effectFinished(QVariantAnimation *anim);
    int flyingCards(quint64 serial, PileId pile = PileId::Slap) const;
    bool movingOver() const;

    // Painting (TableWidgetPaint.cpp).
    void paintTable(QPainter &p) const;
    /// Seat `player` as `look` (its seatLook()) says: what the seat shows
    /// comes from there only, so a cached seat is never out of date.
    void paintSeat(QPainter &p, int player, const SeatLook &look);
    /// The status line seat `player` shows as `look` (empty text: none),
    /// the most important one: painted by paintSeat(), and part of where
    /// the seat paints (seatContentRect()).
    struct SeatStatus
    {
        QString text;
        QColor fill;
        QColor border; // invalid: none
    };
    SeatStatus seatStatus(int player, const SeatLook &look) const;
    /// What seat `player` shows as `look`, as a key: a seat is painted
    /// again when its key changes.
    QString seatKey(int player, const SeatLook &look);
    /// Brings m_background, the still layer (the room, the table and the
    /// seats), up to date: built for the size and look, then a seat painted
    /// again in its place when its key changes. A frame copies its dirty
    /// region from it and paints only the piles and what moves on top.
    void updateStillLayer();
    const QPixmap &plaquePixmap(bool out, const QColor &glow) const; // glow invalid: no glow
    const QPixmap &shadowPixmap(QSize pixels) const;
    /// A rounded rect outlined with `pen` (dashed ones too) and filled with
    /// `brush`, through a cached pixmap (m_paintCache).
    void paintOutline(QPainter &p, const QRectF &rect, const QPen &pen, const QBrush &brush,
                      qreal radius) const;
    qreal plaqueMargin() const;
    void paintStack(QPainter &p, const QRectF &card, int count, bool dim);
    void paintPile(QPainter &p);
    void paintSplitPile(QPainter &p, QPointF shake);
    void paintPileMarkers(QPainter &p);
    void paintCallBanner(QPainter &p, const Effect &e, qreal t);
    /// `topFree`: the fan leaves its top place to a card in flight (see fanShown()).
    void paintFan(QPainter &p, const QList<Card> &fan, quint64 serial, int under, QPointF offset, qreal scale,
                  qreal opacity, bool topFree = false);
    /// How many of a pile's `landed` played cards its fan shows while
    /// `flying` more are on their way: the top place stays free for them,
    /// so nothing under a card moves when it lands (or fades in).
    static int fanShown(int landed, int flying)
    {
        return std::max(0, std::min(landed, kVisiblePileCards - (flying > 0 ? 1 : 0)));
    }
    void paintEffects(QPainter &p, bool underPile);
    void paintBanner(QPainter &p, const Effect &e, qreal t);
    /// Paints `e`'s picture at `opacity`, under the painter's transform;
    /// the first time (or after a new layout), `draw` paints the picture at
    /// full opacity over `area` and returns the rect it used.
    /// For effects that change only in opacity, place or scale: a frame
    /// then costs one pixmap instead of their strokes, text and cards.
    void paintPicture(QPainter &p, const Effect &e, const QRect &area, qreal opacity,
                      const std::function<QRectF(QPainter &)> &draw);
    void paintCoachMark(QPainter &p);
    void paintCard(QPainter &p, Card card, bool faceUp, QPointF centre, QSizeF size, qreal angle,
                   qreal scaleX = 1.0, bool shadow = true);
    // A resting card `card` turned by `angle` degrees, with its shadow if
    // `shadow`, as one upright pixmap with a clear rim; `*topLeft` is where
    // its top left goes relative to the card's centre. Cached by the
    // picture (m_turnedCards; angle 0, for cards in flight: m_uprightCards).
    // Null if it would not fit in the cache (a huge window): then the card
    // is drawn turned.
    const QPixmap *turnedCardPixmap(const QPixmap &card, qreal angle, bool shadow, QPointF *topLeft) const;
    /// The x offset (logical pixels) of fan place `slot` from the pile's
    /// centre: 0 the oldest visible card, kVisiblePileCards - 1 the top
    /// one, -0.4 the stack under them. The fan grows to the right, or to
    /// the left in the same room for a deck that prints a card's rank only
    /// top right (SvgCardDeck::rankTopRight()), so that the covered cards
    /// show their ranks.
    qreal fanX(qreal slot) const
    {
        // Turned about the middle of the room (the stack at -1.4 steps, the
        // top card at +1), so that both ways take the same room.
        const qreal x = (slot - 1) * m_layout.fanStep;
        return m_layout.fanLeft ? -0.4 * m_layout.fanStep - x : x;
    }
    QRectF slotRect(int slot, PileId pile = PileId::Slap) const;
    QRectF fanRect(PileId pile = PileId::Slap) const; // around the fanned cards and the stack under them
    QPointF pileOffset(PileId pile) const { return pile == PileId::Split ? m_layout.splitOffset : QPointF(); }
    QFont scaledFont(qreal scale, bool bold = false) const; // scale × the base text size

    QPointer<GameSession> m_session;
    QList<SeatInfo> m_seats;
    PointOfView m_view = PointOfView::person(0);
    int m_dealer = -1;
    mutable Layout m_layout;
    mutable QSize m_layoutSize;
    mutable int m_layoutPlayers = -1;
    mutable bool m_layoutSplit = false;
    mutable qreal m_layoutTextScale = 1.0;
    CardPainter m_cards;
    // The still layer (updateStillLayer()): paintTable() and the seats for
    // m_layout; dropped with it.
    mutable QPixmap m_background;
    bool m_stillLayer = true;      // setStillLayer()
    QList<QPixmap> m_seatRoom;     // per seat, the room under seatPaintRect() (device pixels)
    QStringList m_stillSeatKeys;   // per seat, the seatKey() it has in m_background
    QList<QRect> m_stillSeatRects; // per seat, where it paints in m_background (seatContentRect())
    mutable QHash<QString, QPixmap>
        m_paintCache; // plaquePixmap(), shadowPixmap() for m_layout; dropped with it
    // turnedCardPixmap(), by cost in KiB, each for so many pile-sized cards
    // (the size and ratio of the moment: cardCacheKiB()): the pile shows a
    // handful at a time, at one of nine tilts each; a flight needs a back
    // and a face at two sizes.
    static constexpr int kTurnedCards = 10;
    static constexpr int kUprightCards = 6;
    mutable QCache<QString, QPixmap> m_turnedCards;  // dropped with m_layout
    mutable QCache<QString, QPixmap> m_uprightCards; // dropped with m_layout
    /// The cost (KiB) of `cards` pile cards turned, with their shadows and rims.
    int cardCacheKiB(int cards) const;

    // The session's pile as last seen, updated by the event signals before
    // stateChanged() re-reads it, so that a pile won in the same action as
    // the card that decided it can still be swept away.
    quint64 m_pileSerial = 0;  // counts won piles; flights know which pile they go to
    quint64 m_splitSerial = 0; // the same for split piles
    QList<Effect> m_effects;
    bool m_paused = false;
    bool m_highContrast = false;
    bool m_reduceMotion = false;
    // What resync() last saw: the seats' looks, the game's end, the layout.
    QList<SeatLook> m_seatLooks;
    bool m_shownOver = false;
    QSize m_shownSize;
    qreal m_animationScale = 1.0;
    QString m_pauseText;
    QString m_pauseHint;
    QColor m_feltColour = QColor(0x25, 0x6e, 0x3e);
    QStringList m_seatTooltips;
    QList<Card> m_coachCards;
    QString m_coachCaption;
    QTimer m_coachTimer;
};

} // namespace ratscrew
