// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/AppearancePage.h"

#include "table/CardPainter.h"
#include "table/SvgCardDeck.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QStyle>
#include <QStyleOptionButton>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

namespace ratscrew {

namespace {

// A patch of felt in the table colour with a card back and A♠ K♥ 10♦ Q♣ of
// the built-in deck and, beside them, of the chosen deck.
class TablePreview : public QWidget
{
public:
    using QWidget::QWidget;
    QColor back, table;
    bool fourColour = false;
    bool highContrast = false; ///< black with a white edge, as the table then is (the table colour unused)
    std::shared_ptr<SvgCardDeck> deck; ///< null: the built-in deck only

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF felt = QRectF(rect()).adjusted(1, 1, -1, -1);
        if (highContrast) {
            p.setPen(QPen(Qt::white, 2));
            p.setBrush(Qt::black);
        } else {
            QRadialGradient g(felt.center(), felt.width() / 2);
            g.setColorAt(0, table.lighter(128));
            g.setColorAt(0.7, table);
            g.setColorAt(1, table.darker(140));
            p.setPen(palette().color(QPalette::Mid));
            p.setBrush(g);
        }
        p.drawRoundedRect(felt, 10, 10);

        const bool two = deck && deck->state() != SvgCardDeck::State::Failed;
        const qreal caption = two ? fontMetrics().height() + 6 : 0;
        // A group is a back, a gap and four fanned cards: 4.11 cards wide.
        constexpr qreal kGroupWidth = 1 + 0.25 + 0.62 * 3 + 1;
        const qreal groupGap = 28;
        const qreal byHeight = felt.height() - 28 - caption;
        const qreal byWidth =
            (felt.width() - 32 - (two ? groupGap : 0)) / (two ? 2 : 1) / kGroupWidth / CardPainter::kAspect;
        const QSize card =
            CardPainter::sizeForHeight(std::floor(std::max(8.0, std::min(byHeight, byWidth)))).toSize();
        const qreal groupWidth = card.width() * kGroupWidth;
        const qreal total = two ? 2 * groupWidth + groupGap : groupWidth;
        const qreal top = felt.top() + (felt.height() - card.height() - caption) / 2 + caption;
        qreal left = std::round(felt.center().x() - total / 2);
        paintGroup(p, nullptr, QPointF(left, top), card, two ? AppearancePage::tr("Built-in") : QString());
        if (two)
            paintGroup(p, deck.get(), QPointF(left + groupWidth + groupGap, top), card, deck->info().name);
    }

private:
    void paintGroup(QPainter &p, SvgCardDeck *from, QPointF at, QSize card, const QString &title)
    {
        const qreal dpr = devicePixelRatioF();
        if (!title.isEmpty()) {
            p.setPen(QColor(255, 255, 255, 230));
            p.drawText(QRectF(at.x(), at.y() - fontMetrics().height() - 6, card.width() * 4.11,
                              fontMetrics().height()),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       fontMetrics().elidedText(title, Qt::ElideRight, int(card.width() * 4.11)));
        }
        at = QPointF(std::round(at.x()), std::round(at.y()));
        const QPixmap backPixmap = from ? from->face(SvgCardDeck::kBackId, card, dpr) : QPixmap();
        if (!backPixmap.isNull())
            p.drawPixmap(at, backPixmap);
        else
            CardPainter::paintBack(p, QRectF(at, QSizeF(card)), back);
        at.rx() += std::round(card.width() * 1.25);
        const std::array<Card, 4> cards = {Card(Rank::Ace, Suit::Spades), Card(Rank::King, Suit::Hearts),
                                           Card(Rank::Ten, Suit::Diamonds), Card(Rank::Queen, Suit::Clubs)};
        // Each card covers the right of the one before it, as the pile's
        // fan does; a deck that prints the rank only top right is fanned
        // the other way, as on the table (SvgCardDeck::rankTopRight()).
        const bool rankTopRight = from && from->rankTopRight();
        const qreal step = std::round(card.width() * 0.62);
        for (std::size_t k = 0; k < cards.size(); ++k) {
            const std::size_t i = rankTopRight ? cards.size() - 1 - k : k;
            const Card c = cards[i];
            const QPointF place = at + QPointF(step * qreal(i), 0);
            const QPixmap pm = from ? from->face(c.id(), card, dpr) : QPixmap();
            if (!pm.isNull())
                p.drawPixmap(place, pm);
            else
                CardPainter::paintFace(p, QRectF(place, QSizeF(card)), c, fourColour && !from);
        }
    }
};

// A button that shows its colour, as KDE's KColorButton: the colour fills
// the button's face; a click opens QColorDialog (AppearancePage).
class ColourButton : public QPushButton
{
public:
    using QPushButton::QPushButton;

    void setColour(const QColor &colour)
    {
        m_colour = colour;
        // For a screen reader and a tooltip: the colour's numbers, as a
        // colour picker shows them.
        setAccessibleDescription(colour.name().toUpper());
        update();
    }

    QSize sizeHint() const override
    {
        const QSize base = QPushButton::sizeHint();
        return {std::max(base.width(), fontMetrics().averageCharWidth() * 9), base.height()};
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QPushButton::paintEvent(event);
        QStyleOptionButton option;
        initStyleOption(&option);
        QRect face = style()->subElementRect(QStyle::SE_PushButtonContents, &option, this);
        face = face.adjusted(2, 2, -2, -2);
        QPainter p(this);
        p.setPen(QColor(0, 0, 0, 120));
        p.setBrush(isEnabled() ? m_colour : m_colour.toHsv().lighter(130));
        p.drawRect(QRectF(face).adjusted(0.5, 0.5, -0.5, -0.5));
    }

private:
    QColor m_colour;
};

} // namespace

AppearancePage::AppearancePage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("appearancePage"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    QFormLayout *form = addGroup(v, tr("Cards and table"));
    m_backButton =
        storedAs(colourButton("cardBackColour", m_back, tr("Card Back Colour")), "appearance/cardBackColour");
    addOption(form, tr("Card &back:"), m_backButton,
              tr("The colour of the lattice on the backs of the built-in deck."));
    m_tableButton =
        storedAs(colourButton("tableColour", m_table, tr("Table Colour")), "appearance/tableColour");
    addOption(form, tr("&Table:"), m_tableButton, tr("The colour of the felt."));
    m_deck = storedAs(named(new QComboBox, "cardDeck"), "appearance/deck");
    m_deck->addItem(tr("Built-in"), QString());
    for (const CardDeckInfo &deck : CardDecks::installed())
        m_deck->addItem(deck.name, deck.id);
    connect(m_deck, &QComboBox::currentIndexChanged, this, [this] {
        updateState();
        Q_EMIT changed();
    });
    // A copy built without Qt SVG has the built-in deck only, and says so.
    m_deck->setEnabled(CardDecks::canDraw());
    addOption(form, tr("Card desig&n:"), m_deck,
              CardDecks::canDraw()
                  ? tr("The built-in cards, or a deck installed for KDE's card games (on Debian and Ubuntu: "
                       "the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in "
                       "cards.")
                  : tr("The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the "
                       "decks installed for KDE's card games."));
    m_fourColour = storedAs(named(new QCheckBox(tr("&Four-colour deck")), "fourColourDeck"),
                            "appearance/fourColourDeck");
    connect(m_fourColour, &QCheckBox::toggled, this, [this] {
        updateState();
        Q_EMIT changed();
    });
    addOption(form, QString(), m_fourColour,
              tr("Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the "
                 "built-in deck has them."));

    QFormLayout *seeing = addGroup(v, tr("Seeing and moving"));
    m_highContrast =
        storedAs(named(new QCheckBox(tr("&High-contrast table")), "highContrast"), "appearance/highContrast");
    connect(m_highContrast, &QCheckBox::toggled, this, [this] {
        updateState(); // the preview too
        Q_EMIT changed();
    });
    addOption(seeing, QString(), m_highContrast,
              tr("A black table and panels with white edges and text, for players who see contrast better "
                 "than colour. The table colour above is not used."));
    m_reduceMotion =
        storedAs(named(new QCheckBox(tr("Reduce &motion")), "reduceMotion"), "appearance/reduceMotion");
    connect(m_reduceMotion, &QCheckBox::toggled, this, &SettingsPage::changed);
    addOption(seeing, QString(), m_reduceMotion,
              tr("Cards fade in where they land instead of flying, and nothing shakes or slides. The game "
                 "keeps its timing: a card can be slapped at the same moment either way."));

    m_preview = named(new TablePreview, "appearancePreview");
    m_preview->setAccessibleName(tr("Preview of the cards on the table"));
    m_preview->setMinimumSize(360, 170);
    m_preview->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFormLayout *preview = addGroup(v, tr("Preview"));
    preview->addRow(m_preview);
    m_deckProblem = named(descriptionLabel(QString()), "deckProblem");
    m_deckProblem->setForegroundRole(QPalette::WindowText);
    m_deckProblem->hide();
    preview->addRow(m_deckProblem);
    v->addStretch(1);
}

QPushButton *AppearancePage::colourButton(const char *name, QColor &colour, const QString &title)
{
    auto *button = named(new ColourButton, name);
    connect(button, &QPushButton::clicked, this, [this, &colour, title] {
        const QColor picked = QColorDialog::getColor(colour, this, title);
        if (!picked.isValid() || picked == colour)
            return;
        colour = picked;
        updateState();
        Q_EMIT changed();
    });
    return button;
}

void AppearancePage::updateState()
{
    static_cast<ColourButton *>(m_backButton)->setColour(m_back);
    static_cast<ColourButton *>(m_tableButton)->setColour(m_table);
    // What applies: the table colour unless the table is high-contrast; the
    // back colour and four colours with the built-in deck, which has them.
    const bool builtIn = m_deck->currentData().toString().isEmpty();
    showOption(m_tableButton, !m_highContrast->isChecked());
    showOption(m_backButton, builtIn);
    showOption(m_fourColour, builtIn);
    auto *preview = static_cast<TablePreview *>(m_preview);
    preview->back = m_back;
    preview->table = m_table;
    preview->fourColour = m_fourColour->isChecked();
    preview->highContrast = m_highContrast->isChecked();
    const QString id = m_deck->currentData().toString();
    if (!preview->deck || preview->deck->info().id != id) {
        if (preview->deck)
            preview->deck->disconnect(this);
        QString problem;
        preview->deck = id.isEmpty() ? nullptr : CardDecks::open(id, &problem);
        if (preview->deck) {
            connect(preview->deck.get(), &SvgCardDeck::facesReady, m_preview, qOverload<>(&QWidget::update));
            connect(preview->deck.get(), &SvgCardDeck::failed, this, &AppearancePage::updateState);
            preview->deck->load();
            problem = preview->deck->problem();
        }
        m_deckProblem->setText(problem);
    } else if (preview->deck) {
        m_deckProblem->setText(preview->deck->problem());
    }
    m_deckProblem->setVisible(!m_deckProblem->text().isEmpty());
    preview->update();
}

QString AppearancePage::deckProblem() const
{
    return m_deckProblem->isVisibleTo(this) ? m_deckProblem->text() : QString();
}

void AppearancePage::load(const AppSettings &settings)
{
    m_back = settings.cardBackColour;
    m_table = settings.tableColour;
    m_fourColour->setChecked(settings.fourColourDeck);
    m_highContrast->setChecked(settings.highContrast);
    m_reduceMotion->setChecked(settings.reduceMotion);
    int index = m_deck->findData(settings.cardDeck);
    if (index < 0) {
        // Not installed (any more): shown, so that nothing changes unasked.
        m_deck->addItem(settings.cardDeck, settings.cardDeck);
        index = m_deck->count() - 1;
    }
    {
        const QSignalBlocker block(m_deck);
        m_deck->setCurrentIndex(index);
    }
    updateState();
}

void AppearancePage::store(AppSettings &settings) const
{
    settings.cardBackColour = m_back;
    settings.tableColour = m_table;
    settings.fourColourDeck = m_fourColour->isChecked();
    settings.highContrast = m_highContrast->isChecked();
    settings.reduceMotion = m_reduceMotion->isChecked();
    settings.cardDeck = m_deck->currentData().toString();
}

} // namespace ratscrew
