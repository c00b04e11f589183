// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/AppearancePage.h"

#include "table/CardPainter.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QFormLayout>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QVBoxLayout>

namespace ratscrew {

namespace {

// A patch of felt in the table colour with a card back and the four aces.
class TablePreview : public QWidget
{
public:
    using QWidget::QWidget;
    QColor back, table;
    bool fourColour = false;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF felt = QRectF(rect()).adjusted(1, 1, -1, -1);
        QRadialGradient g(felt.center(), felt.width() / 2);
        g.setColorAt(0, table.lighter(128));
        g.setColorAt(0.7, table);
        g.setColorAt(1, table.darker(140));
        p.setPen(palette().color(QPalette::Mid));
        p.setBrush(g);
        p.drawRoundedRect(felt, 10, 10);
        const QSizeF card = CardPainter::sizeForHeight(felt.height() - 36);
        const qreal step = card.width() * 0.62, gap = 24;
        QPointF at(felt.center().x() - (card.width() * 2 + gap + step * 3) / 2, felt.top() + 18);
        CardPainter::paintBack(p, QRectF(at, card), back);
        at.rx() += card.width() + gap;
        for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}) {
            CardPainter::paintFace(p, QRectF(at, card), Card(Rank::Ace, s), fourColour);
            at.rx() += step;
        }
    }
};

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(28, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setPen(QColor(0, 0, 0, 110));
    p.setBrush(colour);
    p.drawRect(QRectF(pixmap.rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    return QIcon(pixmap);
}

} // namespace

AppearancePage::AppearancePage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("appearancePage"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    QFormLayout *form = addGroup(v, tr("Cards and table"));
    m_backButton = colourButton("cardBackColour", m_back, tr("Card Back Colour"));
    addOption(form, tr("Card &back:"), m_backButton, tr("The colour of the lattice on the card backs."));
    m_tableButton = colourButton("tableColour", m_table, tr("Table Colour"));
    addOption(form, tr("&Table:"), m_tableButton, tr("The colour of the felt."));
    m_fourColour = named(new QCheckBox(tr("&Four-colour deck")), "fourColourDeck");
    connect(m_fourColour, &QCheckBox::toggled, this, [this] {
        updateState();
        Q_EMIT changed();
    });
    addOption(form, QString(), m_fourColour,
              tr("Blue diamonds and green clubs, so that every suit is easy to tell apart."));

    m_preview = named(new TablePreview, "appearancePreview");
    m_preview->setAccessibleName(tr("Preview of the cards on the table"));
    m_preview->setMinimumSize(360, 150);
    m_preview->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    addGroup(v, tr("Preview"))->addRow(m_preview);
    v->addStretch(1);
}

QPushButton *AppearancePage::colourButton(const char *name, QColor &colour, const QString &title)
{
    auto *button = named(new QPushButton, name);
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
    m_backButton->setIcon(swatch(m_back));
    m_backButton->setText(m_back.name().toUpper());
    m_tableButton->setIcon(swatch(m_table));
    m_tableButton->setText(m_table.name().toUpper());
    auto *preview = static_cast<TablePreview *>(m_preview);
    preview->back = m_back;
    preview->table = m_table;
    preview->fourColour = m_fourColour->isChecked();
    preview->update();
}

void AppearancePage::load(const AppSettings &settings)
{
    m_back = settings.cardBackColour;
    m_table = settings.tableColour;
    m_fourColour->setChecked(settings.fourColourDeck);
    updateState();
}

void AppearancePage::store(AppSettings &settings) const
{
    settings.cardBackColour = m_back;
    settings.tableColour = m_table;
    settings.fourColourDeck = m_fourColour->isChecked();
}

} // namespace ratscrew
