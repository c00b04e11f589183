// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableWidget.h"

#include "GameSession.h"
#include "story/Storyteller.h"
#include "table/SvgCardDeck.h"
#include "text/GameText.h"

#include <QAccessible>
#include <QFontInfo>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace ratscrew {

TableWidget::TableWidget(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Table"));
    setFocusPolicy(Qt::NoFocus);
    setMouseTracking(true); // for the pointing-hand cursor
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_coachTimer.setSingleShot(true);
    m_coachTimer.setInterval(speeds::kCoachMarkMs);
    connect(&m_coachTimer, &QTimer::timeout, this, [this] { showCoachMark({}, QString()); });
    m_effects.setBounds([this](const TableEffect &e) {
        layout();
        return m_renderer.effectBounds(e);
    });
    connect(&m_effects, &TableEffects::areaChanged, this, qOverload<const QRect &>(&QWidget::update));
    connect(&m_effects, &TableEffects::effectEnded, this, [this](const QRect &area) {
        update(area);
        update(layout().pileArea()); // a card that landed lies there now
    });
    connect(&m_effects, &TableEffects::cleared, this, qOverload<>(&QWidget::update));
    // One seat or face per pass of the event loop while no effect runs:
    // the first render of a seat's panel or a face never falls on a frame
    // of the game.
    m_warmUpTimer.setInterval(0);
    connect(&m_warmUpTimer, &QTimer::timeout, this, [this] {
        if (m_effects.isAnimating() || !m_renderer.warmUpNext())
            m_warmUpTimer.stop();
    });
    connect(&m_effects, &TableEffects::effectEnded, this, [this] {
        if (!m_effects.isAnimating())
            warmUp();
    });
    m_clockTimer.setInterval(200);
    connect(&m_clockTimer, &QTimer::timeout, this, &TableWidget::updateClock);
}

void TableWidget::updateClock()
{
    layout();
    const QRectF rect = m_renderer.clockRect();
    // What the clock shows: its label, and whether it is in its last minute.
    const qint64 left = rect.isEmpty() ? -1 : m_session->remainingMs();
    const QString label = rect.isEmpty()
                              ? QString()
                              : TableRenderer::clockLabel(left)
                                    + (TableRenderer::clockWarns(left) ? QStringLiteral("!") : QString());
    const bool runs = !rect.isEmpty() && !m_session->isPaused();
    if (runs != m_clockTimer.isActive())
        runs ? m_clockTimer.start() : m_clockTimer.stop();
    if (label == m_clockShown)
        return;
    m_clockShown = label;
    update(rect.toAlignedRect().adjusted(-2, -2, 2, 2));
}

void TableWidget::warmUp() const
{
    if (isVisible() && !m_warmUpTimer.isActive())
        m_warmUpTimer.start();
}

TableWidget::~TableWidget() = default;

void TableWidget::showCoachMark(const QList<Card> &cards, const QString &caption)
{
    TableScene &scene = m_renderer.scene();
    if (!scene.coachCards.isEmpty())
        update(coachMarkRect().toAlignedRect().adjusted(-2, -2, 2, 2));
    scene.coachCards = cards;
    scene.coachCaption = caption;
    if (cards.isEmpty()) {
        m_coachTimer.stop();
        return;
    }
    m_coachTimer.start();
    update(coachMarkRect().toAlignedRect().adjusted(-2, -2, 2, 2));
}

QRectF TableWidget::clockRect() const
{
    layout();
    return m_renderer.clockRect();
}

QRectF TableWidget::coachMarkRect() const
{
    layout();
    return m_renderer.coachMarkRect();
}

QList<QRectF> TableWidget::effectLabels() const
{
    layout();
    return m_renderer.effectLabels(m_effects);
}

QRectF TableWidget::seatInfoRect(int player) const
{
    const TableLayout &l = layout();
    return player >= 0 && player < l.seats.size() ? l.seats.at(player).info : QRectF();
}

// -- The session ------------------------------------------------------------

void TableWidget::setSession(GameSession *session, ReportSource source)
{
    if (m_session == session)
        return;
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_renderer.scene().session = session;
    m_effects.clear();
    if (session) {
        connect(session, &GameSession::gameStarted, this, [this] {
            m_effects.clear();
            resync();
        });
        if (source == ReportSource::Session)
            connect(session, &GameSession::actionApplied, this, &TableWidget::followReport);
        // docs/RULES.md §12.1: a card flies for the table's flight, then lands
        // (its report) or goes back.
        connect(session, &GameSession::cardThrown, this, [this](int player, Card card, int flightMs) {
            if (m_session)
                m_effects.throwCard(player, card, m_session->nextPile(), flightMs);
        });
        connect(session, &GameSession::cardWentBack, this,
                [this](int player, Card card) { m_effects.sendBack(player, card); });
        connect(session, &GameSession::stateChanged, this, &TableWidget::resync);
        connect(session, &GameSession::pausedChanged, this, [this](bool paused) {
            m_renderer.scene().paused = paused;
            updateClock();
            update();
        });
        connect(session, &QObject::destroyed, this, [this] {
            m_renderer.scene().session = nullptr;
            m_effects.clear();
            resync();
        });
    }
    resync();
}

void TableWidget::followReport(const ActionReport &report)
{
    m_effects.apply(report);
}

GameSession *TableWidget::session() const
{
    return m_session.data();
}

void TableWidget::setDealer(int player)
{
    m_renderer.scene().dealer = player;
    m_renderer.restartWarmUp(); // the button moved
    warmUp();
    update();
}

void TableWidget::setSeats(const QList<SeatInfo> &seats)
{
    m_seats = seats;
    m_seatTooltips.clear();
    updateSceneSeats();
    m_renderer.restartWarmUp(); // other names or colours
    warmUp();
    updateDescription();
    update();
}

int TableWidget::playerCount() const
{
    if (m_session && m_session->hasGame())
        return m_session->players();
    return int(std::min<qsizetype>(m_seats.size(), kMaxPlayers));
}

SeatInfo TableWidget::seatInfo(int player) const
{
    SeatInfo info = player >= 0 && player < m_seats.size() ? m_seats.at(player) : SeatInfo();
    if (info.name.isEmpty())
        info.name = player == you() ? tr("You") : tr("Player %1").arg(player + 1); // a seat nobody named
    if (!info.colour.isValid())
        info.colour = defaultSeatColour(player);
    return info;
}

void TableWidget::updateSceneSeats()
{
    QList<SeatInfo> seats;
    for (int p = 0; p < std::max<int>(playerCount(), int(m_seats.size())); ++p)
        seats.append(seatInfo(p));
    m_renderer.scene().seats = seats;
}

void TableWidget::setPointOfView(const PointOfView &view)
{
    m_renderer.scene().view = view;
    updateSceneSeats();        // a seat nobody named may be "You"
    m_renderer.seatsChanged(); // a seat may read "You"
    warmUp();
    updateDescription();
    update();
}

void TableWidget::resync()
{
    updateSceneSeats();
    updateChanged();
    m_renderer.scene().paused = m_session && m_session->hasGame() && m_session->isPaused();
    updateClock();
    updateDescription();
}

void TableWidget::updateDescription()
{
    const QString description = describe();
    if (description != accessibleDescription()) {
        setAccessibleDescription(description);
#if QT_CONFIG(accessibility)
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
#endif
    }
}

void TableWidget::updateChanged()
{
    const TableScene &scene = m_renderer.scene();
    const bool paused = m_session && m_session->hasGame() && m_session->isPaused();
    const bool over = m_session && m_session->hasGame() && m_session->isOver();
    const int players = playerCount();
    QList<SeatLook> looks;
    looks.reserve(players);
    for (int p = 0; p < players; ++p)
        looks.append(scene.seatLook(p));
    // A pause, the end (its banner), another size or table: all of it.
    if (paused != scene.paused || over != m_shownOver || size() != m_shownSize
        || looks.size() != m_seatLooks.size()) {
        update();
    } else {
        for (int p = 0; p < players; ++p)
            if (looks.at(p) != m_seatLooks.at(p))
                update(layout().seatPaintRect(p));
        update(layout().pileArea());
    }
    m_seatLooks = looks;
    m_shownOver = over;
    m_shownSize = size();
}

QString TableWidget::describe() const
{
    if (!m_session || !m_session->hasGame())
        return tr("No game.");
    const GameSession &s = *m_session;
    const int you = this->you();
    auto name = [this, you](int player) { return player == you ? tr("You") : seatInfo(player).name; };
    // What the log and the status line say too, in their words.
    const Storyteller story(m_renderer.scene().seats, pointOfView());
    QStringList parts;
    if (s.isOver())
        parts << story.gameEnd(Storyteller::GameEnd::of(s), Storyteller::EndForm::Sentence);
    else if (s.isPaused())
        parts << Storyteller::paused(true).full << m_renderer.scene().pauseLines; // a newcomer's lines
    if (!s.isOver()) {
        // A card in the air is its player's turn still (docs/RULES.md §12.1).
        const int turn = s.flight().inAir() ? s.flight().player : s.turnPlayer();
        if (s.pendingPlayer() >= 0)
            parts << tr("%1 collects the pile.").arg(name(s.pendingPlayer()));
        else if (s.challengerPlayer() >= 0)
            parts << story.mustAnswer(turn, s.chancesLeft());
        else if (turn >= 0)
            parts << (turn == you ? tr("Your turn.") : tr("%1 to play.").arg(name(turn)));
    }
    const QList<Card> top = visiblePileCards();
    const int pileSize = int(s.pile().size());
    parts << (top.isEmpty() ? tr("The pile is empty.")
                            : tr("Pile: %1, %n card(s).", nullptr, pileSize).arg(GameText::cards(top)));
    if (s.hasSplit()) { // docs/RULES.md §9.2
        parts << tr("Split pile: %1, %n card(s).", nullptr, int(s.splitPile().size()))
                     .arg(GameText::cards(visibleSplitCards()));
        if (!s.isOver() && s.challengerPlayer() >= 0)
            parts << (s.challengePile() == PileId::Split ? tr("The challenge is on the split pile.")
                                                         : tr("The challenge is on the slap pile."));
        else if (!s.isOver() && s.turnPlayer() >= 0)
            parts << (s.nextPile() == PileId::Split ? tr("The next card goes onto the split pile.")
                                                    : tr("The next card goes onto the slap pile."));
    }
    QStringList counts;
    for (int p = 0; p < s.players(); ++p)
        counts << (s.isOut(p) ? tr("%1 out").arg(name(p))
                              : tr("%1: %n card(s)", nullptr, s.handSize(p)).arg(name(p)));
    parts << tr("Cards: %1.").arg(GameText::list(counts));
    for (int p = 0; p < s.players(); ++p) {
        const int wait = s.game().sitOutCards(p);
        if (wait > 0 && s.game().isLockedOut(p)) // docs/RULES.md §11.3
            parts << (p == you ? tr("You are locked out for %n more card(s).", nullptr, wait)
                               : tr("%1 is locked out for %n more card(s).", nullptr, wait).arg(name(p)));
        else if (wait > 0) // a missed slap-in, §4
            parts << (p == you ? tr("You sit out for %n more card(s).", nullptr, wait)
                               : tr("%1 sits out for %n more card(s).", nullptr, wait).arg(name(p)));
    }
    // The clock (docs/RULES.md §11.4), as of this description: it is
    // described again with every card, not every second.
    if (!s.isOver() && s.timeLimitMs() > 0)
        //: For a screen reader: %1 is the time left, such as "12:34".
        parts << tr("Time left: %1.").arg(GameText::countdown(s.remainingMs()));
    return parts.join(QLatin1Char(' '));
}

QList<Card> TableWidget::visibleSplitCards() const
{
    if (!m_session || !m_session->hasGame())
        return {};
    const std::span<const Card> split = m_session->splitPile();
    const auto shown = std::min<std::ptrdiff_t>(std::ssize(split), kVisiblePileCards);
    return QList<Card>(split.end() - shown, split.end());
}

QList<Card> TableWidget::visiblePileCards() const
{
    if (!m_session || !m_session->hasGame())
        return {};
    const std::span<const Card> pile = m_session->pile();
    const int shown = std::min(m_session->playedCount(), kVisiblePileCards);
    return QList<Card>(pile.end() - shown, pile.end());
}

// -- Geometry ---------------------------------------------------------------

QRectF TableWidget::seatRect(int player) const
{
    const TableLayout &l = layout();
    return player >= 0 && player < l.seats.size() ? l.seats.at(player).seat : QRectF();
}

QRectF TableWidget::pileRect() const
{
    return layout().pile;
}

QRectF TableWidget::pileRect(PileId pile) const
{
    const TableLayout &l = layout();
    if (pile == PileId::Split && !l.split)
        return {};
    return l.fanRect(pile);
}

bool TableWidget::splitRules() const
{
    return m_session && m_session->hasGame() && m_session->rules().splitEights;
}

const TableLayout &TableWidget::layout() const
{
    const int players = playerCount();
    const bool split = splitRules();
    const qreal textScale = TableLayout::textScaleFor(QFontInfo(font()).pixelSize());
    const qreal dpr = devicePixelRatioF();
    // The fan's direction follows the deck (which may load after the
    // layout was made); the pile keeps its room either way.
    const std::shared_ptr<SvgCardDeck> deck = m_renderer.cards().deck();
    const bool fanLeft = deck && deck->state() == SvgCardDeck::State::Ready && deck->rankTopRight();
    const LayoutInputs inputs{size(), players, split, textScale, dpr, fanLeft};
    if (inputs != m_layoutInputs) {
        m_renderer.setLayout(TableLayout::compute(QSizeF(size()), players, split, textScale, fanLeft), dpr);
        warmUp();
        m_layoutInputs = inputs;
    }
    m_renderer.scene().font = font();
    m_renderer.scene().session = m_session.data();
    return m_renderer.layout();
}

// -- The look ---------------------------------------------------------------

void TableWidget::setPauseText(const QString &text, const QString &hint, const QStringList &lines)
{
    m_renderer.scene().pauseText = text;
    m_renderer.scene().pauseHint = hint;
    m_renderer.scene().pauseLines = lines;
    update();
}

void TableWidget::setFourColourDeck(bool on)
{
    m_renderer.cards().setFourColour(on);
    m_renderer.restartWarmUp();
    warmUp();
    update();
}

void TableWidget::setCardBackColour(const QColor &colour)
{
    m_renderer.cards().setBackColour(colour);
    m_renderer.restartWarmUp();
    warmUp();
    update();
}

void TableWidget::setTableColour(const QColor &colour)
{
    TableScene &scene = m_renderer.scene();
    if (!colour.isValid() || colour == scene.felt)
        return;
    scene.felt = colour;
    m_renderer.feltChanged();
    warmUp();
    update();
}

void TableWidget::setLook(const TableLook &look)
{
    setAnimationScale(look.animationScale);
    setFourColourDeck(look.fourColour);
    setCardBackColour(look.cardBack);
    setTableColour(look.felt);
    TableScene &scene = m_renderer.scene();
    if (look.highContrast != scene.highContrast) {
        scene.highContrast = look.highContrast;
        m_renderer.lookChanged();
        warmUp();
        update();
    }
    if (look.reduceMotion != scene.reduceMotion) {
        scene.reduceMotion = look.reduceMotion;
        m_effects.clear();
    }
}

void TableWidget::setAnimationScale(qreal scale)
{
    m_effects.setAnimationScale(scale);
    m_renderer.scene().animationScale = m_effects.animationScale();
}

void TableWidget::paintEvent(QPaintEvent *event)
{
    layout(); // the renderer's layout is up to date from here on
    QPainter p(this);
    m_renderer.paint(p, event->region(), m_effects);
}

// -- Mouse ------------------------------------------------------------------

void TableWidget::mousePressEvent(QMouseEvent *event)
{
    // On press, not release: a slap is a race.
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const QPointF at = event->position();
    if (m_renderer.scene().paused)
        Q_EMIT pausedTableClicked();
    else if (pileRect().contains(at))
        Q_EMIT pileClicked();
    else if (seatRect(0).contains(at))
        Q_EMIT ownStackClicked();
    else
        return QWidget::mousePressEvent(event);
    event->accept();
}

int TableWidget::seatAt(QPointF pos) const
{
    for (int p = 0; p < playerCount(); ++p) {
        if (seatRect(p).contains(pos))
            return p;
    }
    return -1;
}

bool TableWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int seat = seatAt(help->pos());
        const QString tip = seatTooltip(seat);
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), tip, this, seatRect(seat).toAlignedRect());
        }
        return true;
    }
    return QWidget::event(event);
}

void TableWidget::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF at = event->position();
    const bool active = pileRect().contains(at) || seatRect(0).contains(at);
    if (active)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    QWidget::mouseMoveEvent(event);
}

} // namespace ratscrew
