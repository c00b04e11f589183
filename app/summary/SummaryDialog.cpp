// SPDX-License-Identifier: GPL-3.0-or-later
#include "summary/SummaryDialog.h"

#include "analysis/AnalysisRunner.h"
#include "analysis/AnalysisText.h"
#include "analysis/WinChanceChart.h"
#include "story/Storyteller.h"
#include "summary/CardCountChart.h"
#include "text/GameText.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ratscrew {

namespace {

enum Column { NameCol, LevelCol, PlayedCol, SlapsCol, MisslapsCol, PilesCol, ResultCol, ColumnCount };

QFont scaledFont(QFont f, qreal scale, bool bold)
{
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * scale);
    else if (f.pixelSize() > 0)
        f.setPixelSize(int(std::lround(f.pixelSize() * scale)));
    f.setBold(bold);
    return f;
}

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setFont(scaledFont(label->font(), 1.15, true));
    label->setAccessibleName(text);
    return label;
}

// A dot in the seat's colour, sharp at the screen's pixel ratio.
QIcon seatIcon(const QColor &colour, int size)
{
    const qreal dpr = qGuiApp ? qGuiApp->devicePixelRatio() : 1.0;
    QPixmap pm(int(std::ceil(size * dpr)), int(std::ceil(size * dpr)));
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour.darker(150), 1));
    p.setBrush(colour);
    p.drawEllipse(QRectF(1.5, 1.5, size - 3, size - 3));
    return QIcon(pm);
}

// Cells with some room left and right: a right-aligned number and the
// left-aligned text of the next column must not touch.
class PaddedDelegate : public QStyledItemDelegate
{
public:
    PaddedDelegate(int padding, QObject *parent) : QStyledItemDelegate(parent), m_padding(padding) { }
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        // The background spans the whole cell (an opaque brush, so painting
        // it twice does not show).
        const QVariant background = index.data(Qt::BackgroundRole);
        if (background.canConvert<QBrush>())
            painter->fillRect(option.rect, background.value<QBrush>());
        QStyleOptionViewItem o(option);
        o.rect.adjust(m_padding, 0, -m_padding, 0);
        // No cell is chosen (nothing to select or edit): the table's focus,
        // where the dialog opens, puts no frame on its first cell.
        o.state &= ~QStyle::State_HasFocus;
        QStyledItemDelegate::paint(painter, o, index);
    }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index) + QSize(2 * m_padding, 0);
    }

private:
    int m_padding;
};

QTableWidgetItem *numberItem(int value)
{
    auto *item = new QTableWidgetItem(QLocale().toString(value));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

SummaryDialog::SummaryDialog(const GameStats::Summary &summary, const QList<SeatInfo> &seats,
                             const PointOfView &view, QWidget *parent)
    : QDialog(parent), m_summary(summary), m_seats(seats), m_view(view)
{
    setWindowTitle(tr("Game Over"));
    setAccessibleName(tr("Game summary"));
    setAccessibleDescription(headline());
    setSizeGripEnabled(true);

    auto *layout = new QVBoxLayout(this);
    const int gap = fontMetrics().height();
    layout->setContentsMargins(gap * 3 / 2, gap, gap * 3 / 2, gap);
    layout->setSpacing(gap / 2);
    layout->addWidget(createHeader());
    layout->addSpacing(gap / 2);
    layout->addWidget(createTable());
    layout->addSpacing(gap / 2);
    auto *charts = new QHBoxLayout;
    charts->setSpacing(gap * 3 / 2);
    charts->addWidget(createReactionSection(), 4);
    charts->addWidget(createCardSection(), 5);
    layout->addLayout(charts, 1);
    layout->addWidget(createChanceSection(), 1);

    // No default button and no focus on a button: Return, Enter and Space,
    // keys of play, must not deal a new game the moment the old one ends
    // (nor close the summary unseen). A new game is a click or Alt+P.
    auto *buttons = new QDialogButtonBox(this);
    m_buttons = buttons;
    m_close = buttons->addButton(tr("Close"), QDialogButtonBox::RejectRole);
    m_close->setAccessibleDescription(tr("Close the summary"));
    m_playAgain = buttons->addButton(tr("&Play Again"), QDialogButtonBox::YesRole);
    m_playAgain->setAccessibleDescription(tr("Start a new game with the same players"));
    for (QPushButton *b : {m_close, m_playAgain}) {
        b->setAutoDefault(false); // QDialog would make the first one the default
        b->setDefault(false);
    }
    m_table->setFocus(); // what the game was: read first, with a screen reader too
    connect(m_playAgain, &QPushButton::clicked, this, [this] {
        Q_EMIT playAgainRequested();
        accept();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    layout->addSpacing(gap / 4);
    layout->addWidget(buttons);
}

SeatInfo SummaryDialog::seat(int player) const
{
    SeatInfo s = m_seats.value(player);
    if (s.name.isEmpty())
        s.name = m_view.isYou(player) ? tr("You") : tr("Player %1").arg(player + 1);
    if (!s.colour.isValid())
        s.colour = defaultSeatColour(player);
    return s;
}

QString SummaryDialog::headline() const
{
    // docs/RULES.md §11.4: when time was up, the most cards in hand win; more than one tie.
    Storyteller::GameEnd end;
    end.finished = m_summary.finished;
    end.winner = m_summary.winner;
    end.timeUp = m_summary.timeUp;
    end.leaders = m_summary.leaders;
    end.leaderCards = m_summary.leaderCards;
    QList<SeatInfo> seats;
    for (int p = 0; p < std::max<int>(m_summary.players, int(m_seats.size())); ++p)
        seats << seat(p);
    return Storyteller(seats, m_view).gameEnd(end, Storyteller::EndForm::Headline);
}

QWidget *SummaryDialog::createHeader()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto *title = new QLabel(headline(), box);
    title->setTextFormat(Qt::PlainText); // names are not markup
    title->setObjectName(QStringLiteral("headline"));
    title->setFont(scaledFont(title->font(), 2.2, true));
    title->setAlignment(Qt::AlignHCenter);
    title->setAccessibleName(headline());
    v->addWidget(title);

    QStringList facts;
    facts << tr("Game time %1").arg(GameText::duration(m_summary.durationMs))
          << tr("%n card(s) played", nullptr, m_summary.totalCardsPlayed)
          << tr("%n player(s)", nullptr, m_summary.players);
    auto *sub = new QLabel(facts.join(QStringLiteral("  ·  ")), box);
    sub->setObjectName(QStringLiteral("facts"));
    sub->setFont(scaledFont(sub->font(), 1.1, false));
    sub->setAlignment(Qt::AlignHCenter);
    sub->setForegroundRole(QPalette::PlaceholderText);
    sub->setAccessibleName(sub->text());
    v->addWidget(sub);

    // The deal number, once setDeal() gives it.
    m_dealRow = new QWidget(box);
    auto *dealLine = new QHBoxLayout(m_dealRow);
    dealLine->setContentsMargins(0, 0, 0, 0);
    dealLine->addStretch(1);
    m_dealLabel = new QLabel(m_dealRow);
    m_dealLabel->setObjectName(QStringLiteral("deal"));
    m_dealLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_dealLabel->setForegroundRole(QPalette::PlaceholderText);
    dealLine->addWidget(m_dealLabel);
    m_copyDeal = new QPushButton(tr("&Copy"), m_dealRow);
    m_copyDeal->setAccessibleName(tr("Copy the deal number"));
    m_copyDeal->setAutoDefault(false);
    connect(m_copyDeal, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(QString::number(m_deal));
        // Said on the button itself, where the eyes are, for a moment.
        m_copyDeal->setText(tr("Copied ✓", "the deal number is on the clipboard"));
        m_copyDeal->setAccessibleDescription(tr("Deal number %1 copied.").arg(m_deal));
        QTimer::singleShot(kCopiedMs, m_copyDeal, [button = m_copyDeal] { button->setText(tr("&Copy")); });
    });
    dealLine->addWidget(m_copyDeal);
    dealLine->addStretch(1);
    m_dealRow->hide();
    v->addWidget(m_dealRow);
    m_dealNote = new QLabel(box);
    m_dealNote->setObjectName(QStringLiteral("dealNote"));
    m_dealNote->setTextFormat(Qt::PlainText);
    m_dealNote->setAlignment(Qt::AlignHCenter);
    m_dealNote->setWordWrap(true);
    m_dealNote->hide();
    v->addWidget(m_dealNote);
    m_standing = new QLabel(box);
    m_standing->setObjectName(QStringLiteral("standing"));
    m_standing->setTextFormat(Qt::PlainText);
    m_standing->setAlignment(Qt::AlignHCenter);
    m_standing->setWordWrap(true);
    m_standing->setForegroundRole(QPalette::PlaceholderText);
    m_standing->hide();
    v->addWidget(m_standing);
    return box;
}

void SummaryDialog::setDeal(quint64 deal, const QString &note)
{
    m_deal = deal;
    m_dealLabel->setText(tr("Deal %1").arg(deal));
    m_dealLabel->setAccessibleName(m_dealLabel->text());
    m_dealRow->show();
    m_dealNote->setText(note);
    m_dealNote->setVisible(!note.isEmpty());
}

void SummaryDialog::setDailyDeal(quint64 deal, const QDate &date)
{
    m_dailyNote = tr("The daily deal of %1.").arg(QLocale().toString(date, QLocale::LongFormat));
    setDeal(deal, m_dailyNote);
}

void SummaryDialog::setStanding(const QString &text)
{
    m_standing->setText(text);
    m_standing->setVisible(!text.isEmpty());
}

QString SummaryDialog::standing() const
{
    return m_standing->text();
}

QPushButton *SummaryDialog::addButton(const QString &text)
{
    QPushButton *button = m_buttons->addButton(text, QDialogButtonBox::ActionRole);
    button->setAutoDefault(false);
    button->setDefault(false);
    return button;
}

void SummaryDialog::setDailyPractice()
{
    m_dailyNote += QLatin1Char(' ') + tr("Practice: your first try on it is your record.");
    setDeal(m_deal, m_dailyNote);
}

void SummaryDialog::setBestOfDay(int place, int players, qint64 durationMs)
{
    setDeal(m_deal, m_dailyNote + QLatin1Char(' ')
                        + tr("Your best on it: place %1 of %2 in %3.")
                              .arg(place)
                              .arg(players)
                              .arg(GameText::duration(durationMs)));
}

QString SummaryDialog::dealNote() const
{
    return m_dealNote->text();
}

void SummaryDialog::setPlayKeys(const QList<QKeySequence> &keys)
{
    qDeleteAll(m_heldKeys);
    m_heldKeys.clear();
    // A shortcut of this window comes before the focused widget's own key
    // handling (a button's Space): activated, it does nothing.
    for (const QKeySequence &key : keys) {
        if (key.isEmpty())
            continue;
        auto *held = new QShortcut(key, this);
        held->setContext(Qt::WindowShortcut);
        m_heldKeys << held;
    }
}

QList<QKeySequence> SummaryDialog::playKeys() const
{
    QList<QKeySequence> keys;
    for (const QShortcut *held : m_heldKeys)
        keys << held->key();
    return keys;
}

QTableWidget *SummaryDialog::createTable()
{
    const int rows = m_summary.players;
    m_table = new QTableWidget(rows, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("playerTable"));
    m_table->setAccessibleName(tr("Players"));
    m_table->setAccessibleDescription(tr("What every player did in the game"));
    struct Header
    {
        QString text, tip;
    };
    const Header headers[ColumnCount] = {
        {tr("Player"), QString()},
        {tr("Level"), tr("The bot's level")},
        {tr("Cards played"), tr("Cards played onto the pile")},
        {tr("Slaps"), tr("Slaps that took the pile")},
        {tr("Misslaps"), tr("Slaps at a pile that could not be slapped")},
        {tr("Piles won"), tr("Piles taken by a slap or a challenge")},
        {tr("Result"), QString()},
    };
    for (int c = 0; c < ColumnCount; ++c) {
        auto *item = new QTableWidgetItem(headers[c].text);
        item->setToolTip(headers[c].tip);
        const bool numeric = c >= PlayedCol && c <= PilesCol;
        item->setTextAlignment((numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
        m_table->setHorizontalHeaderItem(c, item);
    }
    const int iconSize = fontMetrics().height() * 3 / 4;
    m_table->setIconSize(QSize(iconSize, iconSize));
    for (int p = 0; p < rows; ++p) {
        const SeatInfo s = seat(p);
        const GameStats::PlayerStats st = m_summary.perPlayer.value(p);
        auto *name = new QTableWidgetItem(seatIcon(s.colour, iconSize), s.name);
        m_table->setItem(p, NameCol, name);
        m_table->setItem(p, LevelCol,
                         new QTableWidgetItem(s.isHuman || m_view.isPerson(p) ? QStringLiteral("—")
                                                                              : GameText::level(s.level)));
        m_table->setItem(p, PlayedCol, numberItem(st.cardsPlayed));
        m_table->setItem(p, SlapsCol, numberItem(st.validSlaps));
        m_table->setItem(p, MisslapsCol, numberItem(st.invalidSlaps));
        m_table->setItem(p, PilesCol, numberItem(st.pilesWon));
        QString result;
        const int left = m_summary.handSizes.isEmpty() ? 0 : m_summary.handSizes.constLast().hands.value(p);
        if (m_summary.finished && p == m_summary.winner)
            result = tr("Winner");
        else if (st.outAtMs >= 0) // out of the game, as the table's OUT
            result = tr("Out at %1").arg(GameText::duration(st.outAtMs));
        else if (st.emptySinceMs >= 0) // no cards, but may still slap back in
            result = tr("No cards since %1").arg(GameText::duration(st.emptySinceMs));
        else
            result = tr("%n card(s) left", nullptr, left);
        m_table->setItem(p, ResultCol, new QTableWidgetItem(result));
        if (m_summary.finished && p == m_summary.winner) {
            // The winner's row: bold, on a tint of their colour.
            QFont f = m_table->font();
            f.setBold(true);
            const QColor base = m_table->palette().color(QPalette::Base);
            const QColor tint = QColor::fromRgbF(base.redF() * 0.8f + s.colour.redF() * 0.2f,
                                                 base.greenF() * 0.8f + s.colour.greenF() * 0.2f,
                                                 base.blueF() * 0.8f + s.colour.blueF() * 0.2f);
            for (int c = 0; c < ColumnCount; ++c) {
                m_table->item(p, c)->setFont(f);
                m_table->item(p, c)->setBackground(tint);
            }
        }
    }
    m_table->setItemDelegate(
        new PaddedDelegate(fontMetrics().horizontalAdvance(QLatin1Char('0')) / 2, m_table));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::TabFocus);
    m_table->setAlternatingRowColors(true);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() * 9 / 5);
    QHeaderView *h = m_table->horizontalHeader();
    h->setHighlightSections(false);
    // The labels line up with the padded cells below.
    h->setStyleSheet(QStringLiteral("QHeaderView::section { padding-left: %1px; padding-right: %1px; }")
                         .arg(fontMetrics().horizontalAdvance(QLatin1Char('0')) / 2 + 3));
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(NameCol, QHeaderView::Stretch);
    h->setMinimumSectionSize(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 8);
    // Tall enough for every row: the table never scrolls.
    int height = h->sizeHint().height() + 2 * m_table->frameWidth();
    for (int p = 0; p < rows; ++p)
        height += m_table->verticalHeader()->sectionSize(p);
    m_table->setFixedHeight(height);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return m_table;
}

QWidget *SummaryDialog::createReactionSection()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    const int person = m_summary.person; // the followed person (PointOfView::followed())
    v->addWidget(sectionTitle(m_view.isYou(person) || person < 0
                                  ? tr("Your reaction times")
                                  //: %1 is a person's name at a table of two or more people.
                                  : tr("Reaction times of %1").arg(seat(person).name),
                              box));
    const int n = int(m_summary.reactionTimesMs.size());
    auto *facts = new QLabel(box);
    facts->setObjectName(QStringLiteral("reactionFacts"));
    QStringList parts;
    if (n > 0)
        parts << tr("Median %1 s  ·  Best %2 s  ·  %n valid slap(s)", nullptr, n)
                     .arg(formatSeconds(m_summary.medianReactionMs()),
                          formatSeconds(m_summary.bestReactionMs()));
    // Slaps before the card was visible are no reaction times (SlapRace): told apart.
    if (m_summary.earlySlaps > 0)
        parts << tr("%n slap(s) before the card was visible", nullptr, m_summary.earlySlaps);
    facts->setText(parts.isEmpty() ? tr("No valid slaps") : parts.join(QStringLiteral("  ·  ")));
    facts->setAccessibleName(facts->text());
    v->addWidget(facts);
    m_histogram = new ReactionHistogram(box);
    m_histogram->setObjectName(QStringLiteral("reactionHistogram"));
    m_histogram->setBarColour(seat(std::max(0, m_summary.person)).colour);
    m_histogram->setReactionTimes(m_summary.reactionTimesMs);
    v->addWidget(m_histogram, 1);
    return box;
}

QWidget *SummaryDialog::createCardSection()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(sectionTitle(tr("Cards in hand"), box));
    // The followed person's best moment: their most cards in hand.
    const int person = m_summary.person;
    int most = -1;
    qint64 when = 0;
    for (const GameStats::Sample &s : m_summary.handSizes) {
        if (person >= 0 && s.hands.value(person) > most) {
            most = s.hands.value(person);
            when = s.timeMs;
        }
    }
    auto *facts = new QLabel(box);
    facts->setObjectName(QStringLiteral("cardFacts"));
    facts->setTextFormat(Qt::PlainText);
    if (most >= 0 && m_view.isYou(person))
        facts->setText(tr("Your most: %n card(s) at %1", nullptr, most).arg(GameText::duration(when)));
    else if (most >= 0)
        //: %1 is a person's name at a table of two or more people, %2 a game time such as "3:05".
        facts->setText(tr("Most for %1: %n card(s) at %2", nullptr, most)
                           .arg(seat(person).name, GameText::duration(when)));
    facts->setAccessibleName(facts->text());
    v->addWidget(facts);
    m_chart = new CardCountChart(box);
    m_chart->setObjectName(QStringLiteral("cardCountChart"));
    QList<SeatInfo> seats;
    for (int p = 0; p < m_summary.players; ++p)
        seats << seat(p);
    m_chart->setData(m_summary.handSizes, m_summary.deckSize, seats);
    v->addWidget(m_chart, 1);
    return box;
}

QWidget *SummaryDialog::createChanceSection()
{
    m_chanceSection = new QWidget(this);
    auto *v = new QVBoxLayout(m_chanceSection);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(sectionTitle(tr("Chance to win"), m_chanceSection));
    m_chanceFacts = new QLabel(m_chanceSection);
    m_chanceFacts->setObjectName(QStringLiteral("chanceFacts"));
    m_chanceFacts->setTextFormat(Qt::PlainText);
    m_chanceFacts->setWordWrap(true);
    v->addWidget(m_chanceFacts);
    m_chanceChart = new WinChanceChart(m_chanceSection);
    m_chanceChart->setObjectName(QStringLiteral("summaryChanceChart"));
    m_chanceChart->setSizeInLines({40, 9}, {20, 7});
    m_chanceChart->setCursor(Qt::ArrowCursor); // nothing to go to here
    v->addWidget(m_chanceChart, 1);
    m_chanceSection->hide();
    return m_chanceSection;
}

void SummaryDialog::showChances(const AnalysisRunner *runner)
{
    m_runner = runner;
    connect(runner, &AnalysisRunner::updated, this, &SummaryDialog::updateChances);
    connect(runner, &AnalysisRunner::failed, this, &SummaryDialog::updateChances);
    m_chanceSection->show();
    updateChances();
}

QString SummaryDialog::chanceText() const
{
    return m_chanceFacts ? m_chanceFacts->text() : QString();
}

void SummaryDialog::updateChances()
{
    if (!m_runner)
        return;
    const GameChances &chances = m_runner->chances();
    const int you = m_view.you >= 0 ? m_view.you : m_summary.person;
    QList<SeatInfo> seats;
    QStringList names;
    for (int p = 0; p < m_summary.players; ++p) {
        seats << seat(p);
        names << seat(p).name;
    }
    m_chanceChart->setChances(chances, seats, you, 1);
    QStringList lines;
    if (chances.refined && you >= 0)
        for (const Swing &s : chances.swings(you, 1))
            lines
                << tr("Your largest swing: %1").arg(AnalysisText::swing(chances, s, you, m_view.you, names));
    const QString split = AnalysisText::luckAndSpeedSentence(chances, you, m_view.isYou(you), seat(you).name);
    if (!split.isEmpty())
        lines << split;
    if (!chances.luckAndSpeed)
        lines << AnalysisText::status(*m_runner);
    m_chanceFacts->setText(lines.join(QLatin1Char('\n')));
    m_chanceFacts->setAccessibleName(m_chanceFacts->text());
}

} // namespace ratscrew
