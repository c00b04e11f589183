// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Game.h"
#include "ReportSource.h"
#include "RuleSet.h"
#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"
#include "table/Speeds.h"
#include "table/TableEffects.h"
#include "table/TableLayout.h"
#include "table/TableRenderer.h"

#include <QList>
#include <QPointer>
#include <QRectF>
#include <QTimer>
#include <QWidget>

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
    /// Face-up cards drawn on the pile at most (a sandwich needs three).
    static constexpr int kVisiblePileCards = TableLayout::kVisiblePileCards;

    explicit TableWidget(QWidget *parent = nullptr);
    ~TableWidget() override;

    /// Shows `session` (not owned; nullptr shows an empty table). Running
    /// animations stop; the table re-syncs on every gameStarted() and
    /// stateChanged() of the session. `source`: with Caller, the table
    /// shows an action when followReport() is called (GameRig).
    void setSession(GameSession *session, ReportSource source = ReportSource::Session);
    /// Shows what one action did: its flight, sweep or flash (TableEffects).
    void followReport(const ActionReport &report);
    GameSession *session() const;

    /// Names, levels and colours of the players; index = player. Missing
    /// entries are shown as "Player N" in a default colour.
    void setSeats(const QList<SeatInfo> &seats);
    /// Whose eyes the table is seen through (PointOfView::you is called
    /// "You"; the person at player 0 until set).
    void setPointOfView(const PointOfView &view);
    const PointOfView &pointOfView() const { return m_renderer.scene().view; }
    /// The player the table calls "you" (PointOfView::you): -1 (nobody)
    /// with bots alone or two or more people at one keyboard.
    int you() const { return pointOfView().you; }
    /// The player who dealt (-1: none shown): a "D" button at their seat.
    /// Who that is is the table's fact (Table::dealer(), docs/RULES.md §1).
    void setDealer(int player);
    int dealer() const { return m_renderer.scene().dealer; }
    const QList<SeatInfo> &seats() const { return m_seats; }

    /// What a seat says when the pointer rests on it (a bot's numbers);
    /// index = player, an empty text shows nothing. setSeats() clears them.
    void setSeatTooltips(const QStringList &tooltips) { m_seatTooltips = tooltips; }
    QString seatTooltip(int player) const { return m_seatTooltips.value(player); }
    /// The player whose seat is at `pos`, -1 for none.
    int seatAt(QPointF pos) const;
    /// The status pill `player`'s seat shows now ("▶ to play", "OUT",
    /// "locked out: 2 cards"); empty when it shows none.
    QString seatStatusText(int player) const { return m_renderer.seatStatusText(player); }
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
    qreal animationScale() const { return m_effects.animationScale(); }
    /// How fast the session's clock runs against real time (game ms per
    /// real ms; 1 in play): a thrown card flies for its game time.
    void setClockRate(qreal rate) { m_effects.setClockRate(rate); }
    /// How long a played card flies at the current scale (ms): the time
    /// before it can be seen on the pile.
    int cardFlightMs() const { return qRound(speeds::kCardFlightMs * animationScale()); }

    /// The text of the pause overlay (default "Paused"), a smaller line
    /// under it and a few lines in a box under that (none by default); the
    /// main window counts down with them before play resumes, and says
    /// how to start a new game.
    void setPauseText(const QString &text, const QString &hint = QString(), const QStringList &lines = {});

    /// Four-colour suits on the cards (blue diamonds, green clubs).
    void setFourColourDeck(bool on);
    /// The colour of the card backs.
    void setCardBackColour(const QColor &colour);
    /// The colour of the felt (the middle of its gradient).
    void setTableColour(const QColor &colour);
    /// All of the look at once (the animation scale, the cards' colours,
    /// the felt, high contrast, reduced motion).
    void setLook(const TableLook &look);
    bool isHighContrast() const { return m_renderer.scene().highContrast; }
    bool isReducingMotion() const { return m_renderer.scene().reduceMotion; }

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
    const QList<Card> &coachMarkCards() const { return m_renderer.scene().coachCards; }
    /// Where the coach's mark is drawn (empty when none).
    QRectF coachMarkRect() const;
    /// Where the running effects and the coach put words now (TableRenderer::effectLabels()).
    QList<QRectF> effectLabels() const;
    /// The name, level and count of `player`'s seat (logical pixels; empty out of range).
    QRectF seatInfoRect(int player) const;
    /// Where the game's clock shows (TableRenderer::clockRect()), empty when none.
    QRectF clockRect() const;

    /// True while any card flight, sweep, flash or shake is running.
    bool isAnimating() const { return m_effects.isAnimating(); }
    /// The running effects (for tests: which pile a flash is on).
    const TableEffects &effects() const { return m_effects; }
    /// Whether frames copy the room and the seats from the still layer (the
    /// default) or paint them anew each time, as a reference for tests.
    void setStillLayer(bool on)
    {
        m_renderer.setStillLayer(on);
        update();
    }

    QSize sizeHint() const override { return {1024, 700}; }
    QSize minimumSizeHint() const override { return {640, 480}; }

Q_SIGNALS:
    /// A left press on the pile (a slap, for the main window).
    void pileClicked();
    /// A left press anywhere on the table while its game is paused (a new
    /// game waiting to start); then neither pileClicked() nor
    /// ownStackClicked() is sent.
    void pausedTableClicked();
    /// A left press on player 0's seat (play a card, for the main window).
    void ownStackClicked();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override; // a seat's tooltip

private:
    /// The layout for the current size, player count, rules, text size and
    /// deck, handed to the renderer; computed lazily, because a widget that
    /// was never shown gets no resize event.
    const TableLayout &layout() const;
    int playerCount() const;
    bool splitRules() const; // the session's rules have split eights
    SeatInfo seatInfo(int player) const;
    /// The accessible description (describe()) follows the table: the
    /// game's state, the seats' names, the point of view.
    void updateDescription();
    /// The scene's seats, resolved for the players at the table now.
    void updateSceneSeats();

    void resync();
    /// Repaints what changed since the last resync(): the seats whose look
    /// changed and the piles; everything after a pause, the game's end or
    /// a new layout.
    void updateChanged();

    QPointer<GameSession> m_session;
    QList<SeatInfo> m_seats;
    // The renderer holds the scene (what is shown) and the layout; mutable
    // because the layout follows the size on first use.
    mutable TableRenderer m_renderer;
    TableEffects m_effects;
    // What the renderer's layout was computed from; a new one when any changes.
    struct LayoutInputs
    {
        QSize size;
        int players = -1;
        bool split = false;
        qreal textScale = 1.0;
        qreal dpr = 0;
        bool fanLeft = false;
        friend bool operator==(const LayoutInputs &, const LayoutInputs &) = default;
    };
    mutable LayoutInputs m_layoutInputs;
    // What resync() last saw: the seats' looks, the game's end, the layout.
    QList<SeatLook> m_seatLooks;
    bool m_shownOver = false;
    QSize m_shownSize;
    QStringList m_seatTooltips;
    QTimer m_coachTimer;
    // Seats' panels and card faces rendered ahead while nothing moves
    // (TableRenderer::warmUpNext()).
    mutable QTimer m_warmUpTimer;
    /// Repaints the clock when the second it shows changes, while a game
    /// with a time limit runs (docs/RULES.md §11.4).
    QTimer m_clockTimer;
    QString m_clockShown; // what the clock last showed (label and colour), empty for none
    void updateClock();
    void warmUp() const;
};

} // namespace ratscrew
