// SPDX-License-Identifier: GPL-3.0-or-later
#include "demo/DemoTable.h"

#include "rig/MatchController.h"
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
    : QWidget(parent), m_rig(new GameRig(scheduler, sound, this))
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
    m_rig->setTable(m_table);
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

    connect(m_rig->narrator(), &GameNarrator::messageChanged, m_story, &QLabel::setText);
    // The next deal a little after each game's end.
    m_rig->listen(GameRig::Listener::Match, this, [this](const ActionReport &r) {
        if (!r.find(Event::Type::GameOver))
            return;
        m_nextDeal = session()->scheduler()->schedule(kNextDealMs, [this] {
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

void DemoTable::stop()
{
    m_rig->stopBots();
    session()->scheduler()->cancel(m_nextDeal);
    m_nextDeal = 0;
    if (session()->hasGame() && !session()->isOver() && !session()->isPaused())
        session()->pause();
}

void DemoTable::watch(const MatchController &match, double playSpeed)
{
    // The next game's bots (a person's seat played by a normal bot), and
    // one more at the bottom seat.
    QList<BotSettings> bots = match.nextBots();
    BotSettings bottom;
    bottom.name = tr("Hal", "the bot in your seat at the demo table");
    bots.prepend(bottom);
    QStringList names;
    QList<BotProfile> profiles;
    for (const BotSettings &bot : std::as_const(bots)) {
        names << bot.name;
        profiles << match.botProfile(bot);
    }
    start(match.nextRules(), match.nextPreset(), profiles, names, MatchController::randomDeal(), playSpeed);
}

void DemoTable::start(const RuleSet &rules, const QString &rulesName, const QList<BotProfile> &bots,
                      const QStringList &names, quint64 firstDeal, double playSpeed)
{
    stop();
    m_rulesName = rulesName;
    Seating seating;
    seating.rules = rules;
    seating.profiles = bots.mid(0, kMaxPlayers);
    while (seating.profiles.size() < kMinPlayers)
        seating.profiles << *BotProfile::forLevel("normal");
    m_rig->setPlaySpeed(std::clamp(playSpeed, 0.25, 4.0));
    m_deal = firstDeal;
    m_games = 0;
    for (int p = 0; p < seating.profiles.size(); ++p)
        seating.seats << SeatInfo{names.value(p, tr("Bot %1").arg(p + 1)), false,
                                  QString::fromStdString(seating.profiles.at(p).level), defaultSeatColour(p)};
    // Nobody here plays: nobody is "you", and no game is won or lost
    // (PointOfView::of() of bots alone is the spectator's).
    m_rig->seat(seating);
    dealNext();
}

void DemoTable::dealNext()
{
    m_rig->setRevealDelayMs(m_table->cardFlightMs());
    m_rig->deal(m_deal);
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
