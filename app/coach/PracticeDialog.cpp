// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/PracticeDialog.h"

#include "career/CareerDatabase.h"
#include "career/CareerStats.h"
#include "career/CareerStore.h"
#include "coach/Coach.h"
#include "coach/SlapWindowTracker.h"
#include "settings/KeyBindings.h"
#include "table/CardPainter.h"
#include "text/DialogSize.h"
#include "text/GameText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QShortcut>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ratscrew {

/// The practice pile: its top three cards fanned on the felt; a click slaps.
class PracticePile : public QWidget
{
public:
    explicit PracticePile(QWidget *parent) : QWidget(parent)
    {
        setMinimumSize(320, 160); // room for every row of the table on a 720-pixel screen
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        setFocusPolicy(Qt::StrongFocus);
        setCursor(Qt::PointingHandCursor);
    }
    void setCards(const QList<Card> &cards)
    {
        m_cards = cards;
        setAccessibleDescription(
            cards.isEmpty() ? PracticeDialog::tr("The pile is empty.")
                            : PracticeDialog::tr("On the pile: %1")
                                  .arg(GameText::cards(cards.mid(std::max<qsizetype>(0, cards.size() - 3)))));
        update();
    }
    std::function<void()> onClick;

protected:
    void mousePressEvent(QMouseEvent *) override
    {
        if (onClick)
            onClick();
    }
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x25, 0x6e, 0x3e));
        p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 12, 12);
        const qreal h = std::min(height() * 0.8, width() * 0.35 / 0.714);
        const QSizeF card = CardPainter::sizeForHeight(h);
        const QList<Card> shown = m_cards.mid(std::max<qsizetype>(0, m_cards.size() - 3));
        const qreal step = card.width() * 0.42;
        const qreal fan = card.width() + step * qreal(std::max<qsizetype>(0, shown.size() - 1));
        qreal x = (width() - fan) / 2;
        const qreal y = (height() - card.height()) / 2;
        const QSize pixels = card.toSize();
        for (Card c : shown) {
            p.drawPixmap(QPointF(x, y), m_painter.face(c, pixels, devicePixelRatioF()));
            x += step;
        }
        if (shown.isEmpty()) {
            p.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF((width() - card.width()) / 2, y, card.width(), card.height()), 8, 8);
        }
    }

private:
    QList<Card> m_cards;
    CardPainter m_painter;
};

PracticeDialog::PracticeDialog(const RuleSet &rules, CareerStore *store, Scheduler *scheduler,
                               QWidget *parent, const QList<QKeySequence> &slapKeys)
    : QDialog(parent), m_rules(rules), m_store(store), m_scheduler(scheduler)
{
    if (!m_scheduler) {
        m_ownScheduler = std::make_unique<QtScheduler>();
        m_scheduler = m_ownScheduler.get();
    }
    setWindowTitle(tr("Practice"));

    // The weak spots from everything kept so far, games and practice: those
    // of no statistics until the file is read (off the GUI thread).
    m_weak = PracticeDrill::weakSpots(CareerStats(), m_rules);

    auto *layout = new QVBoxLayout(this);
    auto *choices = new QGridLayout;
    auto *kindLabel = new QLabel(tr("&Drill:"), this);
    m_kind = new QComboBox(this);
    kindLabel->setBuddy(m_kind);
    m_kind->addItem(tr("Every pattern of the rules"), int(PracticeDrill::Kind::Pace));
    m_kind->addItem(weakSpotsTitle(), int(PracticeDrill::Kind::WeakSpots));
    auto *paceLabel = new QLabel(tr("P&ace:"), this);
    m_pace = new QComboBox(this);
    paceLabel->setBuddy(m_pace);
    const QStringList paceNames{tr("Slow"), tr("Steady"), tr("Quick"), tr("Fast")};
    for (std::size_t i = 0; i < kPacesMs.size(); ++i)
        m_pace->addItem(
            tr("%1 (a card every %2 s)")
                .arg(paceNames.at(qsizetype(i)), QLocale().toString(kPacesMs[i] / 1000.0, 'f', 2)),
            kPacesMs[i]);
    m_pace->setCurrentIndex(1);
    choices->addWidget(kindLabel, 0, 0);
    choices->addWidget(m_kind, 0, 1);
    choices->addWidget(paceLabel, 1, 0);
    choices->addWidget(m_pace, 1, 1);
    m_startStop = new QPushButton(tr("&Start"), this);
    choices->addWidget(m_startStop, 0, 2, 2, 1);
    choices->setColumnStretch(1, 1);
    layout->addLayout(choices);

    m_pile = new PracticePile(this);
    m_pile->setAccessibleName(tr("Practice pile"));
    m_pile->onClick = [this] { slap(); };
    layout->addWidget(m_pile, 1);
    auto *row = new QHBoxLayout;
    m_progress = new QLabel(this);
    m_progress->setTextFormat(Qt::PlainText);
    row->addWidget(m_progress, 1);
    m_slap = new QPushButton(tr("Slap (%1)").arg(KeyBindings::textOf(slapKeys)), this);
    m_slap->setObjectName(QStringLiteral("practiceSlap"));
    m_slap->setFocusPolicy(Qt::NoFocus); // Space slaps, it does not press a button
    row->addWidget(m_slap);
    layout->addLayout(row);
    m_feedback = new QLabel(this);
    m_feedback->setObjectName(QStringLiteral("practiceFeedback"));
    m_feedback->setTextFormat(Qt::PlainText);
    m_feedback->setWordWrap(true);
    QFont f = m_feedback->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_feedback->setFont(f);
    layout->addWidget(m_feedback);

    m_table = new QTableWidget(0, 5, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Pattern"), tr("Hits"), tr("Median (ms)"), tr("Misslaps"), tr("Missed")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::NoFocus);
    // The pattern's name takes the room left; each figure is as wide as it needs.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setAccessibleName(tr("Practice results per pattern"));
    layout->addWidget(m_table);
    m_tableNote = new QLabel(tr("A card that showed two patterns at once counts in the row of each, so the "
                                "patterns' rows can add up to more than the total."),
                             this);
    m_tableNote->setObjectName(QStringLiteral("practiceTableNote"));
    m_tableNote->setWordWrap(true);
    m_tableNote->hide();
    layout->addWidget(m_tableNote);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_startStop, &QPushButton::clicked, this, [this] {
        if (isRunning())
            stop();
        else
            start(PracticeDrill::Kind(m_kind->currentData().toInt()), m_pace->currentData().toInt());
    });
    connect(m_slap, &QPushButton::clicked, this, &PracticeDialog::slap);
    for (const QKeySequence &key : slapKeys) {
        auto *shortcut = new QShortcut(key, this);
        shortcut->setAutoRepeat(false);
        connect(shortcut, &QShortcut::activated, this, &PracticeDialog::slap);
    }
    m_feedback->setText(
        tr("Choose a drill and press Start. Slap what matches: %1.").arg(GameText::patterns(m_rules.slaps)));
    updateTable();
    updateButtons();
    resize(dialogSize(this, sizeHint().expandedTo(QSize(640, 620))));

    if (m_store) {
        m_store->read(
            [rules = m_rules](const CareerDatabase &db) {
                CareerStats stats;
                if (db.isOpen()) {
                    stats = CareerStats(db.games(), db.slaps(true), db.misses(), {});
                    stats.addPractice(db.practiceSlaps());
                }
                return PracticeDrill::weakSpots(stats, rules);
            },
            this,
            [this](PatternSet weak) {
                m_weak = weak;
                m_kind->setItemText(m_kind->findData(int(PracticeDrill::Kind::WeakSpots)), weakSpotsTitle());
            });
    }
}

QString PracticeDialog::weakSpotsTitle() const
{
    //: %1 is a list of pattern names to practise more, e.g. "Double, Tens".
    return tr("Weak spots: more %1").arg(GameText::patterns(m_weak));
}

PracticeDialog::~PracticeDialog()
{
    if (m_timer)
        m_scheduler->cancel(m_timer);
}

void PracticeDialog::start(PracticeDrill::Kind kind, int paceMs)
{
    stop();
    m_paceMs = std::clamp(paceMs, 200, 5000);
    const quint64 seed = m_seed ? (*m_seed)++ : QRandomGenerator::global()->generate64();
    m_drill = std::make_unique<PracticeDrill>(m_rules, seed, kind, m_weak, kDrillCards);
    m_startedAtMs = m_scheduler->nowMs();
    m_hits = m_false = m_missed = m_farFalse = 0;
    m_times = {};
    m_allTimes.clear();
    m_sharedCard = false;
    m_counts = {};
    if (m_store)
        m_practiceKey = m_store->beginPractice(
            kind == PracticeDrill::Kind::WeakSpots ? QStringLiteral("weak") : QStringLiteral("pace"),
            m_paceMs);
    // What the deal keeps (PracticeDrill::promise()).
    m_feedback->setText(tr("%n of the %1 cards make a pattern.", "", m_drill->promised().slappable)
                            .arg(QLocale().toString(m_drill->promised().cards)));
    m_pile->setFocus();
    turn();
    updateTable();
    updateButtons();
}

void PracticeDialog::stop()
{
    if (m_timer) {
        m_scheduler->cancel(m_timer);
        m_timer = 0;
        finishDrill();
    }
    updateButtons();
}

void PracticeDialog::finishDrill()
{
    if (m_drill) {
        if (const auto missed = m_drill->finish())
            record(*missed);
    }
    m_feedback->setText(
        tr("Drill over: %1 hits, %2 misslaps, %3 missed.")
            .arg(QLocale().toString(m_hits), QLocale().toString(m_false), QLocale().toString(m_missed)));
}

void PracticeDialog::turn()
{
    m_timer = 0;
    if (m_drill->flips() >= m_drill->promised().cards) {
        finishDrill();
        updateButtons();
        return;
    }
    if (const auto missed = m_drill->flip(m_scheduler->nowMs() - m_startedAtMs))
        record(*missed);
    m_pile->setCards(m_drill->pile());
    m_progress->setText(tr("Card %1 of %2").arg(m_drill->flips()).arg(m_drill->promised().cards));
    m_timer = m_scheduler->schedule(m_paceMs, [this] { turn(); });
}

void PracticeDialog::slap()
{
    if (!isRunning())
        return;
    if (const auto result = m_drill->slap(m_scheduler->nowMs() - m_startedAtMs)) {
        record(*result);
        m_pile->setCards(m_drill->pile());
    }
}

void PracticeDialog::record(const PracticeDrill::Result &r)
{
    CareerPracticeSlap row{r.atMs, CareerPracticeSlap::Outcome::Hit, r.patterns, r.reactionMs, r.near};
    SlapWindow window; // for the coach's words
    window.patterns = r.patterns;
    window.race.cards[std::size_t(PileId::Slap)] = r.cards;
    // A hit or a missed card with two patterns counts in each one's row.
    if (r.outcome != PracticeDrill::Outcome::False && r.patterns.toList().size() > 1)
        m_sharedCard = true;
    switch (r.outcome) {
    case PracticeDrill::Outcome::Hit:
        ++m_hits;
        m_allTimes << r.reactionMs;
        for (SlapPattern p : r.patterns.toList()) {
            ++m_counts[std::size_t(p)][0];
            m_times[std::size_t(p)] << r.reactionMs;
        }
        m_feedback->setText(
            tr("%1 — %2 ms").arg(GameText::patterns(r.patterns), QLocale().toString(r.reactionMs)));
        break;
    case PracticeDrill::Outcome::False:
        ++m_false;
        row.outcome = CareerPracticeSlap::Outcome::False;
        if (r.near)
            ++m_counts[std::size_t(*r.near)][1];
        else
            ++m_farFalse;
        m_feedback->setText(Coach::falseSlapText(m_rules, r.cards));
        break;
    case PracticeDrill::Outcome::Missed:
        ++m_missed;
        row.outcome = CareerPracticeSlap::Outcome::Missed;
        for (SlapPattern p : r.patterns.toList())
            ++m_counts[std::size_t(p)][2];
        m_feedback->setText(
            tr("Missed: %1 (%2)")
                .arg(GameText::patterns(r.patterns), GameText::cards(Coach::patternCards(window))));
        break;
    }
    if (m_store && m_practiceKey >= 0)
        m_store->addPracticeSlap(m_practiceKey, row);
    updateTable();
}

void PracticeDialog::updateTable()
{
    const std::vector<SlapPattern> patterns = m_rules.slaps.toList();
    const QLocale locale;
    const QString none = QStringLiteral("–");
    QList<QStringList> rows;
    for (SlapPattern pattern : patterns) {
        const std::size_t p = std::size_t(pattern);
        const int median = CareerStats::timesOf(m_times[p]).medianMs;
        rows << QStringList{GameText::pattern(pattern), locale.toString(m_counts[p][0]),
                            median < 0 ? none : locale.toString(median), locale.toString(m_counts[p][1]),
                            locale.toString(m_counts[p][2])};
    }
    // The misslaps that came near no pattern: with them the column adds up
    // to every misslap of the drill.
    rows << QStringList{tr("Near no pattern"), none, none, locale.toString(m_farFalse), none};
    // The drill's own figures, those "Drill over" says: a card that showed
    // two patterns is one hit here and one in each pattern's row.
    const int median = CareerStats::timesOf(m_allTimes).medianMs;
    rows << QStringList{tr("Total"), locale.toString(m_hits), median < 0 ? none : locale.toString(median),
                        locale.toString(m_false), locale.toString(m_missed)};
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        for (int c = 0; c < int(rows.at(i).size()); ++c) {
            auto *item = new QTableWidgetItem(rows.at(i).at(c));
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (i == rows.size() - 1) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(i, c, item);
        }
    }
    m_tableNote->setVisible(m_sharedCard);
    // Tall enough for every row: the dialog grows rather than hide the last
    // rows behind a scroll bar.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
                              + m_table->verticalHeader()->length() + 2 * m_table->frameWidth());
}

void PracticeDialog::updateButtons()
{
    m_startStop->setText(isRunning() ? tr("St&op") : tr("&Start"));
    m_kind->setEnabled(!isRunning());
    m_pace->setEnabled(!isRunning());
    m_slap->setEnabled(isRunning());
}

QString PracticeDialog::feedback() const
{
    return m_feedback->text();
}

void PracticeDialog::keyPressEvent(QKeyEvent *event)
{
    // Esc stops a drill before it closes the window.
    if (event->key() == Qt::Key_Escape && isRunning()) {
        stop();
        return;
    }
    QDialog::keyPressEvent(event);
}

void PracticeDialog::closeEvent(QCloseEvent *event)
{
    stop();
    QDialog::closeEvent(event);
}

void PracticeDialog::done(int result)
{
    stop(); // Close and Esc end a drill too
    QDialog::done(result);
}

} // namespace ratscrew
