// SPDX-License-Identifier: GPL-3.0-or-later
#include "demo/DemoTable.h"

#include "BotPlayer.h"
#include "Random.h"
#include "sound/SoundCues.h"
#include "story/GameNarrator.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace ratscrew {

namespace {

// Shift, Ctrl, Alt or Meta alone: on the way to a shortcut, not a key of their own.
bool isModifier(int key)
{
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt || key == Qt::Key_Meta
           || key == Qt::Key_AltGr;
}

} // namespace

DemoTable::DemoTable(SoundPlayer *sound, Scheduler *scheduler, QWidget *parent)
    : QWidget(parent), m_session(scheduler)
{
    setObjectName(QStringLiteral("demoTable"));
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Demo table: bots playing"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("demoCaption"));
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setAlignment(Qt::AlignCenter);
    m_caption->setMargin(8);
    QFont f = m_caption->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_caption->setFont(f);
    layout->addWidget(m_caption);
    m_table = new TableWidget(this);
    m_table->setSession(&m_session);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->installEventFilter(this); // its clicks are the demo's
    layout->addWidget(m_table, 1);
    m_story = new QLabel(this);
    m_story->setObjectName(QStringLiteral("demoStory"));
    m_story->setTextFormat(Qt::PlainText);
    m_story->setWordWrap(true);
    m_story->setMargin(8);
    m_story->setMinimumHeight(m_story->fontMetrics().height() * 2 + 16);
    layout->addWidget(m_story);

    m_narrator = new GameNarrator(&m_session, this);
    connect(m_narrator, &GameNarrator::messageChanged, m_story, &QLabel::setText);
    m_sounds = new SoundCues(&m_session, sound, this);
    // The next deal a little after each game's end.
    connect(&m_session, &GameSession::gameOver, this, [this] {
        m_nextDeal = m_session.scheduler()->schedule(kNextDealMs, [this] {
            m_nextDeal = 0;
            ++m_deal;
            dealNext();
        });
    });
}

DemoTable::~DemoTable()
{
    stop();
}

void DemoTable::clearBots()
{
    qDeleteAll(m_bots);
    m_bots.clear();
}

void DemoTable::stop()
{
    clearBots();
    m_session.scheduler()->cancel(m_nextDeal);
    m_nextDeal = 0;
    if (m_session.hasGame() && !m_session.isOver() && !m_session.isPaused())
        m_session.pause();
}

void DemoTable::start(const RuleSet &rules, const QString &rulesName, const QList<BotProfile> &bots,
                      const QStringList &names, quint64 firstDeal, double playSpeed)
{
    stop();
    m_rules = rules;
    m_rulesName = rulesName;
    m_profiles = bots.mid(0, kMaxPlayers);
    while (m_profiles.size() < kMinPlayers)
        m_profiles << *BotProfile::forLevel("normal");
    m_playSpeed = std::clamp(playSpeed, 0.25, 4.0);
    m_deal = firstDeal;
    m_games = 0;
    QList<SeatInfo> seats;
    for (int p = 0; p < m_profiles.size(); ++p)
        seats << SeatInfo{names.value(p, tr("Bot %1").arg(p + 1)), false,
                          QString::fromStdString(m_profiles.at(p).level), defaultSeatColour(p)};
    m_table->setSeats(seats);
    QStringList shown;
    for (const SeatInfo &seat : std::as_const(seats))
        shown << seat.name;
    m_narrator->setNames(shown);
    // Nobody here plays: nobody is "you", and no game is won or lost.
    m_narrator->setPointOfView(PointOfView::spectator());
    m_table->setPointOfView(PointOfView::spectator());
    m_sounds->setPointOfView(PointOfView::spectator());
    dealNext();
}

void DemoTable::dealNext()
{
    clearBots();
    const int players = int(m_profiles.size());
    const int reveal = m_table->cardFlightMs();
    m_session.setRevealDelayMs(reveal);
    m_session.newGame(m_rules, players, m_deal);
    m_table->setDealer(TableWidget::dealerFor(m_rulesName, m_session.firstPlayer(), players));
    for (int p = 0; p < players; ++p)
        m_bots << new BotPlayer(&m_session, p, m_profiles.at(p), Random::deriveSeed(m_deal, quint64(p) + 200),
                                reveal, 1.0 / m_playSpeed, this);
    ++m_games;
    m_caption->setText(caption());
}

QString DemoTable::caption() const
{
    return tr("Watching bots: %1 rules, deal %2. Press any key or click to play.")
        .arg(GameText::presetTitle(m_rulesName), QString::number(m_deal));
}

bool DemoTable::event(QEvent *event)
{
    // Every key is the demo's, the window's shortcuts included.
    if (event->type() == QEvent::ShortcutOverride && !isModifier(static_cast<QKeyEvent *>(event)->key())) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void DemoTable::keyPressEvent(QKeyEvent *event)
{
    if (isModifier(event->key()) || event->isAutoRepeat())
        QWidget::keyPressEvent(event);
    else
        Q_EMIT closeRequested();
}

void DemoTable::mousePressEvent(QMouseEvent *event)
{
    Q_UNUSED(event)
    Q_EMIT closeRequested();
}

bool DemoTable::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::MouseButtonPress) {
        Q_EMIT closeRequested();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ratscrew
