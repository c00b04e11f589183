// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/ReplayWindow.h"

#include "TextEscapeQt.h"
#include "analysis/AnalysisText.h"
#include "analysis/WinChanceChart.h"
#include "seating/SeatInfo.h"
#include "story/GameNarrator.h"
#include "story/Storyteller.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileInfo>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ratscrew {

namespace {

// The slider counts in ms; a record longer than an int holds is cut there.
constexpr qint64 kSliderMaxMs = 2'000'000'000;

} // namespace

ReplayWindow::ReplayWindow(const GameRecord &record, const QString &path, QWidget *parent)
    : ReplayWindow(LoadedReplay{path, record, std::make_shared<const ReplayAnalysis>(record)}, parent)
{
}

ReplayWindow::ReplayWindow(const LoadedReplay &replay, QWidget *parent)
    : QWidget(parent, Qt::Window),
      m_record(replay.record),
      m_path(replay.path),
      m_analysis(replay.analysis),
      m_rig(std::make_unique<GameRig>(&m_clock))
{
    setObjectName(QStringLiteral("replayWindow"));
    m_rig->session()->setAutoCollect(false); // the record has its collects
    m_rig->setRevealDelayMs(m_record.revealMs, !m_record.cardsLand);
    m_lengthMs =
        std::max<qint64>(m_record.durationMs, m_record.actions.empty() ? 0 : m_record.actions.back().atMs);
    m_lengthMs = std::min(m_lengthMs, kSliderMaxMs);
    m_tick.setInterval(kTickMs);
    m_tick.setTimerType(Qt::PreciseTimer);
    connect(&m_tick, &QTimer::timeout, this, [this] { advance(m_wall.restart()); });

    buildUi();

    // The window's title names the record: its players, its deal and its date.
    QStringList names;
    for (int p = 0; p < int(m_record.players.size()); ++p)
        names << m_analysis->name(p);
    const QDateTime started = startedAt(m_path);
    QStringList title{GameText::list(names)};
    if (m_record.deal != 0)
        title << tr("deal %1").arg(m_record.deal);
    if (started.isValid())
        title << QLocale().toString(started.toLocalTime(), QLocale::ShortFormat);
    setWindowTitle(tr("Replay: %1").arg(title.join(QStringLiteral(" — "))));

    restoreTo(0, 0);
    updateAnimationScale();
    // Sized for the screen it opens on: 1200×760 did not fit a 1280×720
    // one, and its controls were under the screen's edge.
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    resize(screen ? defaultSize(screen->availableGeometry().size(), minimumSizeHint()) : kSize);
}

QSize ReplayWindow::defaultSize(const QSize &available, const QSize &minimum)
{
    return kSize.expandedTo(available * 3 / 5).boundedTo(available - kFrameRoom).expandedTo(minimum);
}

ReplayWindow::~ReplayWindow()
{
    m_tick.stop();
    m_rig.reset(); // the table shows nothing once the session is gone
}

QDateTime ReplayWindow::startedAt(const QString &path)
{
    static const QRegularExpression stamp(QStringLiteral("^(\\d{8}-\\d{6})-"));
    const QFileInfo info(path);
    if (const QRegularExpressionMatch m = stamp.match(info.fileName()); m.hasMatch()) {
        QDateTime t = QDateTime::fromString(m.captured(1), QStringLiteral("yyyyMMdd-HHmmss"));
        t.setTimeSpec(Qt::UTC);
        if (t.isValid())
            return t;
    }
    return info.exists() ? info.lastModified() : QDateTime();
}

void ReplayWindow::buildUi()
{
    m_table = new TableWidget(this);
    m_table->setObjectName(QStringLiteral("replayTable"));
    m_table->setAccessibleName(tr("Replayed table"));
    // The record's seats, no bot: "You" for the one person of the record,
    // everyone by name when bots alone or several people played; the
    // status line tells each action from the same point of view.
    Seating seating;
    seating.rules = m_record.rules;
    for (int p = 0; p < int(m_record.players.size()); ++p) {
        const RecordPlayer &player = m_record.players.at(p);
        seating.seats.append(SeatInfo{m_analysis->name(p), player.person,
                                      player.person ? QString() : player.level, defaultSeatColour(p)});
    }
    m_rig->seat(seating);
    m_rig->setTable(m_table); // its dealer with each restore

    // Small enough for the whole window, side panel and controls, to fit
    // an 800×600 screen.
    m_table->setMinimumSize(420, 315);
    connect(m_rig->narrator(), &GameNarrator::messageChanged, this, [this](const QString &message) {
        m_narration = message;
        updateStatus();
    });

    // The side panel: the timing of the last slapped card, the decisive moments.
    auto *timingBox = new QGroupBox(tr("Slap timing"), this);
    m_timing = new QLabel(timingBox);
    m_timing->setObjectName(QStringLiteral("timingReadout"));
    m_timing->setAccessibleName(tr("Slap timing"));
    m_timing->setTextFormat(Qt::PlainText);
    m_timing->setWordWrap(true);
    m_timing->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_timing->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_timing->setMinimumHeight(120);
    auto *timingLayout = new QVBoxLayout(timingBox);
    timingLayout->addWidget(m_timing);

    auto *momentsLabel = new QLabel(tr("&Decisive moments:"), this);
    m_moments = new QListWidget(this);
    m_moments->setObjectName(QStringLiteral("momentsList"));
    m_moments->setAccessibleName(tr("Decisive moments"));
    m_moments->setAccessibleDescription(
        tr("Double-click or press %1 to watch a moment in slow motion").arg(GameText::key(Qt::Key_Return)));
    m_moments->setWordWrap(true);
    m_moments->setAlternatingRowColors(true); // wrapped items stay apart
    m_moments->setToolTip(
        tr("Double-click or press %1 to watch it in slow motion").arg(GameText::key(Qt::Key_Return)));
    momentsLabel->setBuddy(m_moments);
    const QList<DecisiveMoment> &moments = m_analysis->moments();
    for (int i = 0; i < moments.size(); ++i) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1  %2").arg(GameText::duration(moments.at(i).atMs, true), moments.at(i).text),
            m_moments);
        item->setData(Qt::UserRole, i);
    }
    if (moments.isEmpty()) {
        auto *none = new QListWidgetItem(tr("No close races, lost challenges or misslaps"), m_moments);
        none->setFlags(Qt::NoItemFlags);
    }
    // A double click, or Enter (a single click where the platform activates so).
    connect(m_moments, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QVariant index = item->data(Qt::UserRole);
        if (index.isValid())
            playMoment(index.toInt());
    });
    // The largest swings of your chances (docs/ANALYSIS.md), each a jump away.
    auto *swingsLabel = new QLabel(tr("Largest s&wings:"), this);
    m_swings = new QListWidget(this);
    m_swings->setObjectName(QStringLiteral("swingsList"));
    m_swings->setAccessibleName(tr("Largest swings"));
    m_swings->setWordWrap(true);
    m_swings->setAlternatingRowColors(true);
    m_swings->setToolTip(tr("Double-click or press %1 to go there").arg(GameText::key(Qt::Key_Return)));
    swingsLabel->setBuddy(m_swings);
    m_jump = new QPushButton(tr("&Go to Swing"), this);
    m_jump->setObjectName(QStringLiteral("jumpToSwingButton"));
    m_jump->setAccessibleName(tr("Go to the swing"));
    m_jump->setAutoDefault(false);
    m_jump->setEnabled(false);
    connect(m_swings, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { jumpToSwing(m_swings->row(item)); });
    connect(m_swings, &QListWidget::currentRowChanged, this,
            [this](int row) { m_jump->setEnabled(row >= 0 && row < int(m_swingList.size())); });
    connect(m_jump, &QPushButton::clicked, this, [this] { jumpToSwing(m_swings->currentRow()); });
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(timingBox, 2);
    sideLayout->addWidget(momentsLabel);
    sideLayout->addWidget(m_moments, 2);
    sideLayout->addWidget(swingsLabel);
    sideLayout->addWidget(m_swings, 3);
    sideLayout->addWidget(m_jump, 0, Qt::AlignRight);
    side->setMinimumWidth(280);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_table);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    // The controls.
    m_backButton = new QPushButton(tr("Step &Back"), this);
    m_backButton->setObjectName(QStringLiteral("stepBackButton"));
    m_backButton->setAccessibleName(tr("Step back"));
    m_backButton->setToolTip(tr("One action back (%1)").arg(GameText::key(Qt::Key_Left)));
    m_playButton = new QPushButton(tr("&Play"), this);
    m_playButton->setObjectName(QStringLiteral("playButton"));
    m_playButton->setAccessibleName(tr("Play"));
    m_playButton->setToolTip(tr("Play or pause (%1)").arg(GameText::key(Qt::Key_Space)));
    m_forwardButton = new QPushButton(tr("Step &Forward"), this);
    m_forwardButton->setObjectName(QStringLiteral("stepForwardButton"));
    m_forwardButton->setAccessibleName(tr("Step forward"));
    m_forwardButton->setToolTip(tr("One action forward (%1)").arg(GameText::key(Qt::Key_Right)));
    for (QPushButton *b : {m_backButton, m_playButton, m_forwardButton})
        b->setAutoDefault(false);
    connect(m_backButton, &QPushButton::clicked, this, &ReplayWindow::stepBack);
    connect(m_playButton, &QPushButton::clicked, this, &ReplayWindow::togglePlaying);
    connect(m_forwardButton, &QPushButton::clicked, this, &ReplayWindow::stepForward);

    auto *speedLabel = new QLabel(tr("&Speed:"), this);
    m_speedCombo = new QComboBox(this);
    m_speedCombo->setObjectName(QStringLiteral("speedCombo"));
    m_speedCombo->setAccessibleName(tr("Speed"));
    for (const double s : kSpeeds)
        m_speedCombo->addItem(tr("%1×", "replay speed").arg(QLocale().toString(s)), s);
    m_speedCombo->setCurrentIndex(m_speedCombo->findData(1.0));
    speedLabel->setBuddy(m_speedCombo);
    connect(m_speedCombo, &QComboBox::activated, this,
            [this](int index) { setSpeed(m_speedCombo->itemData(index).toDouble()); });

    auto *positionLabel = new QLabel(tr("P&osition:"), this);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("seekSlider"));
    m_slider->setAccessibleName(tr("Position in the game"));
    m_slider->setRange(0, int(m_lengthMs));
    m_slider->setSingleStep(100);
    m_slider->setPageStep(5000);
    positionLabel->setBuddy(m_slider);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_settingSlider)
            seek(value);
    });
    m_timeLabel = new QLabel(this);
    m_timeLabel->setObjectName(QStringLiteral("timeLabel"));
    m_timeLabel->setAccessibleName(tr("Game time"));
    m_timeLabel->setTextFormat(Qt::PlainText);
    m_timeLabel->setMinimumWidth(
        m_timeLabel->fontMetrics().horizontalAdvance(QStringLiteral("00:00.000 / 00:00")));

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_backButton);
    controls->addWidget(m_playButton);
    controls->addWidget(m_forwardButton);
    controls->addSpacing(12);
    controls->addWidget(speedLabel);
    controls->addWidget(m_speedCombo);
    controls->addSpacing(12);
    controls->addWidget(positionLabel);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_timeLabel);
    // A way out that is seen, besides the window's frame and its keys.
    auto *closeButton = new QPushButton(tr("&Close"), this);
    closeButton->setObjectName(QStringLiteral("closeButton"));
    closeButton->setAccessibleName(tr("Close the replay"));
    closeButton->setAutoDefault(false);
    connect(closeButton, &QPushButton::clicked, this, &QWidget::close);
    controls->addSpacing(12);
    controls->addWidget(closeButton);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("replayStatus"));
    m_status->setAccessibleName(tr("What happened"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);

    // Under the timeline: every seat's chance to win (yours bold); a click goes there.
    for (int p = 0; p < int(m_record.players.size()); ++p)
        if (m_record.players.at(p).person)
            m_you = m_you == -1 ? p : -2; // one person, or nobody is "you"
    m_you = std::max(m_you, -1);
    m_chanceChart = new WinChanceChart(this);
    m_chanceChart->setObjectName(QStringLiteral("chanceChart"));
    // Small enough for the whole window to fit an 800×600 screen, and
    // 1280×720 with text at 150 %.
    m_chanceChart->setSizeInLines({40, 9}, {16, 5});
    m_chanceChart->setToolTip(tr("Click to go to that moment"));
    connect(m_chanceChart, &SeatLineChart::timeClicked, this, [this](qint64 ms) {
        pause();
        seek(ms);
    });
    m_chanceStatus = new QLabel(this);
    m_chanceStatus->setObjectName(QStringLiteral("chanceStatus"));
    m_chanceStatus->setTextFormat(Qt::PlainText);
    m_chanceStatus->setWordWrap(true);
    connect(&m_runner, &AnalysisRunner::updated, this, &ReplayWindow::updateChances);
    connect(&m_runner, &AnalysisRunner::failed, this, &ReplayWindow::updateChances);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    layout->addLayout(controls);
    layout->addWidget(m_chanceChart);
    layout->addWidget(m_chanceStatus);
    updateChances();

    // The keys of the viewer, wherever the focus is in it.
    const auto key = [this](const QKeySequence &sequence, auto slot) {
        auto *a = new QAction(this);
        a->setShortcut(sequence);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setAutoRepeat(sequence != QKeySequence(Qt::Key_Space));
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
    };
    key(QKeySequence(Qt::Key_Space), &ReplayWindow::togglePlaying);
    key(QKeySequence(Qt::Key_Right), &ReplayWindow::stepForward);
    key(QKeySequence(Qt::Key_Left), &ReplayWindow::stepBack);
    key(QKeySequence(Qt::Key_Home), &ReplayWindow::goToStart);
    key(QKeySequence(Qt::Key_End), &ReplayWindow::goToEnd);
    // Closed as any window is (Ctrl+W, the platform's Close keys) and with Esc.
    QList<QKeySequence> closeKeys = QKeySequence::keyBindings(QKeySequence::Close);
    for (const QKeySequence &extra : {QKeySequence(Qt::CTRL | Qt::Key_W), QKeySequence(Qt::Key_Escape)})
        if (!closeKeys.contains(extra))
            closeKeys << extra;
    auto *closeAction = new QAction(this);
    closeAction->setShortcuts(closeKeys);
    closeAction->setShortcutContext(Qt::WindowShortcut);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);
    addAction(closeAction);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->setFocus();
}

void ReplayWindow::play()
{
    if (isPlaying())
        return;
    if (m_applied >= int(m_record.actions.size()) && m_positionMs >= double(m_lengthMs))
        restoreTo(0, 0); // from the start again
    m_wall.start();
    m_tick.start();
    m_playButton->setText(tr("&Pause"));
    m_playButton->setAccessibleName(tr("Pause"));
    Q_EMIT playingChanged(true);
}

void ReplayWindow::pause()
{
    m_slowUntilMs = -1;
    updateAnimationScale();
    if (!isPlaying())
        return;
    m_tick.stop();
    m_playButton->setText(tr("&Play"));
    m_playButton->setAccessibleName(tr("Play"));
    updateStatus();
    Q_EMIT playingChanged(false);
}

void ReplayWindow::togglePlaying()
{
    if (isPlaying())
        pause();
    else
        play();
}

void ReplayWindow::stepForward()
{
    pause();
    if (m_applied >= int(m_record.actions.size())) {
        m_positionMs = double(m_lengthMs);
        moveClockTo(m_lengthMs);
        updatePosition();
        return;
    }
    applyNext();
    landTheThrow();
    updatePosition();
}

void ReplayWindow::stepBack()
{
    pause();
    if (m_applied == 0) {
        restoreTo(0, 0);
        return;
    }
    const int count = m_applied - 1;
    restoreTo(count, count > 0 ? m_record.actions[std::size_t(count - 1)].atMs : 0);
    if (landTheThrow())
        updatePosition();
}

// A step that threw a card goes on to its landing (docs/RULES.md §12.1),
// unless the record's next action comes before it: that is the next step.
bool ReplayWindow::landTheThrow()
{
    const CardFlight &flight = m_rig->session()->table().flight();
    if (!flight.inAir())
        return false;
    if (m_applied < int(m_record.actions.size())
        && m_record.actions[std::size_t(m_applied)].atMs < flight.landsAtMs)
        return false;
    const qint64 landing = std::min<qint64>(flight.landsAtMs, m_lengthMs);
    m_positionMs = std::max(m_positionMs, double(landing));
    moveClockTo(landing);
    return true;
}

void ReplayWindow::seek(qint64 ms)
{
    ms = std::clamp<qint64>(ms, 0, m_lengthMs);
    const auto end = std::upper_bound(m_record.actions.begin(), m_record.actions.end(), ms,
                                      [](qint64 t, const RecordedAction &a) { return t < a.atMs; });
    const int count = int(end - m_record.actions.begin());
    if (count == m_applied && ms >= qint64(m_positionMs)) {
        // Forward between the same actions: only the clock moves.
        m_positionMs = double(ms);
        moveClockTo(ms);
        updatePosition();
        return;
    }
    restoreTo(count, ms);
}

void ReplayWindow::goToStart()
{
    pause();
    restoreTo(0, 0);
}

void ReplayWindow::goToEnd()
{
    pause();
    restoreTo(int(m_record.actions.size()), m_lengthMs);
}

void ReplayWindow::setSpeed(double speed)
{
    m_chosenSpeed = std::clamp(speed, kSpeeds[0], kSpeeds[std::size(kSpeeds) - 1]);
    m_slowUntilMs = -1;
    const int index = m_speedCombo->findData(m_chosenSpeed);
    if (index >= 0)
        m_speedCombo->setCurrentIndex(index);
    updateAnimationScale();
    updateStatus();
}

void ReplayWindow::setBaseAnimationScale(qreal scale)
{
    m_baseScale = std::clamp<qreal>(scale, 0, 3);
    updateAnimationScale();
}

void ReplayWindow::playMoment(int index)
{
    const QList<DecisiveMoment> &moments = m_analysis->moments();
    if (index < 0 || index >= moments.size())
        return;
    const DecisiveMoment &moment = moments.at(index);
    pause();
    seek(std::max<qint64>(0, moment.atMs - kLeadInMs));
    m_slowUntilMs = moment.atMs + kSlowMotionAfterMs;
    updateAnimationScale();
    play();
    updateStatus();
}

void ReplayWindow::advance(qint64 realMs)
{
    const double target =
        std::min(m_positionMs + double(std::max<qint64>(0, realMs)) * speed(), double(m_lengthMs));
    while (m_applied < int(m_record.actions.size())
           && double(m_record.actions[std::size_t(m_applied)].atMs) <= target)
        applyNext();
    m_positionMs = std::max(m_positionMs, target);
    moveClockTo(qint64(m_positionMs));
    if (m_slowUntilMs >= 0 && m_positionMs >= double(m_slowUntilMs)) {
        m_slowUntilMs = -1; // the moment is over: the chosen speed again
        updateAnimationScale();
        updateStatus();
    }
    const bool atEnd = m_applied >= int(m_record.actions.size()) && m_positionMs >= double(m_lengthMs);
    updatePosition();
    if (atEnd)
        pause();
}

void ReplayWindow::closeEvent(QCloseEvent *event)
{
    pause();
    QWidget::closeEvent(event);
}

void ReplayWindow::restoreTo(int count, qint64 ms)
{
    count = std::clamp(count, 0, int(m_record.actions.size()));
    const std::span<const RecordedAction> actions =
        std::span<const RecordedAction>(m_record.actions).first(std::size_t(count));
    m_rig->restore(m_record.deck, m_record.firstPlayer, actions, GameSession::RestoreEnd::Anywhere, ms);
    m_rig->session()->resume(); // the viewer's pause is its own: the session always runs
    m_applied = count;
    m_positionMs = double(std::max(ms, m_rig->session()->elapsedMs()));
    moveClockTo(qint64(m_positionMs));
    m_narration.clear();
    updateTiming();
    updatePosition();
}

void ReplayWindow::applyNext()
{
    const RecordedAction &action = m_record.actions[std::size_t(m_applied)];
    ReplayAnalysis::apply(*m_rig->session(), m_clock, action);
    ++m_applied;
    m_positionMs = std::max(m_positionMs, double(action.atMs));
    if (action.action.type == Action::Type::Slap)
        updateTiming();
}

void ReplayWindow::moveClockTo(qint64 ms)
{
    const qint64 now = m_rig->session()->elapsedMs();
    if (ms > now)
        m_clock.advance(ms - now);
}

void ReplayWindow::updateAnimationScale()
{
    // Slower play, slower animations: a card's flight keeps its share of game time.
    const qreal scale = m_baseScale <= 0 ? 0 : std::clamp<qreal>(m_baseScale / speed(), 0.1, 3.0);
    m_table->setAnimationScale(scale);
    m_table->setClockRate(speed()); // a card in the air lands at its game time
}

void ReplayWindow::updatePosition()
{
    const qint64 position = positionMs();
    m_settingSlider = true;
    m_slider->setValue(int(std::min(position, kSliderMaxMs)));
    m_settingSlider = false;
    m_timeLabel->setText(
        QStringLiteral("%1 / %2").arg(GameText::duration(position, true), GameText::duration(m_lengthMs)));
    m_backButton->setEnabled(m_applied > 0);
    m_forwardButton->setEnabled(m_applied < int(m_record.actions.size()) || position < m_lengthMs);
    updateStatus();
    if (m_chanceChart)
        m_chanceChart->setMarkerMs(position);
    Q_EMIT positionChanged(position);
}

void ReplayWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_runnerStarted) {
        m_runnerStarted = true;
        m_runner.start(m_record);
    }
}

int ReplayWindow::swingSeat() const
{
    if (m_you >= 0)
        return m_you;
    return m_record.over && m_record.winner >= 0 ? m_record.winner : 0;
}

QStringList ReplayWindow::swingTexts() const
{
    QStringList out;
    for (int i = 0; i < m_swings->count(); ++i)
        out << m_swings->item(i)->text();
    return out;
}

void ReplayWindow::jumpToSwing(int index)
{
    if (index < 0 || index >= int(m_swingList.size()))
        return;
    pause();
    seek(m_runner.chances().positionMs.at(m_swingList.at(std::size_t(index)).from));
}

void ReplayWindow::updateChances()
{
    const GameChances &chances = m_runner.chances();
    const QList<SeatInfo> &seats = m_rig->seating().seats; // as the table shows them
    QStringList names;
    for (const SeatInfo &s : seats)
        names << s.name;
    const int seat = swingSeat();
    m_chanceChart->setChances(chances, seats, m_you >= 0 ? m_you : seat);
    m_chanceChart->setMarkerMs(positionMs());
    QString status = AnalysisText::status(m_runner);
    const QString split = AnalysisText::luckAndSpeed(chances, seat);
    if (!split.isEmpty())
        status +=
            QStringLiteral("  ·  ") + (m_you >= 0 ? split : names.value(seat) + QStringLiteral(": ") + split);
    m_chanceStatus->setText(status);
    // The swings, once the chart is refined (a rough curve swings by its noise).
    const std::vector<Swing> swings = chances.refined ? chances.swings(seat, 3) : std::vector<Swing>{};
    if (swings.size() == m_swingList.size()
        && std::equal(
            swings.begin(), swings.end(), m_swingList.begin(),
            [](const Swing &a, const Swing &b) { return a.position == b.position && a.after == b.after; })
        && m_swings->count() > 0)
        return;
    m_swingList = swings;
    m_swings->clear();
    for (const Swing &s : swings)
        m_swings->addItem(AnalysisText::swing(chances, s, seat, m_you, names));
    if (swings.empty()) {
        auto *none =
            new QListWidgetItem(chances.refined ? tr("No swings") : tr("Working out the chances…"), m_swings);
        none->setFlags(Qt::NoItemFlags);
    }
    m_jump->setEnabled(m_swings->currentRow() >= 0 && m_swings->currentRow() < int(m_swingList.size()));
}

void ReplayWindow::updateTiming()
{
    // The newest slap applied so far, and every slap on its card.
    const QList<SlapTiming> &slaps = m_analysis->slaps();
    const auto it = std::lower_bound(slaps.begin(), slaps.end(), m_applied,
                                     [](const SlapTiming &s, int applied) { return s.action < applied; });
    m_timingLines = it == slaps.begin() ? QStringList() : m_analysis->timingLines(std::prev(it)->cardAction);
    m_timing->setText(m_timingLines.isEmpty() ? tr("Nobody has slapped yet.")
                                              : m_timingLines.join(QLatin1Char('\n')));
}

void ReplayWindow::updateStatus()
{
    QString text;
    if (m_slowUntilMs >= 0) {
        text = tr("Slow motion (%1×)").arg(QLocale().toString(kSlowMotion));
    } else if (m_applied >= int(m_record.actions.size()) && positionMs() >= m_lengthMs) {
        const GameSession &session = *m_rig->session();
        Storyteller::GameEnd end = Storyteller::GameEnd::of(session);
        const long long limit = m_record.rules.maxPlays;
        if (!end.finished && m_record.over && m_record.winner < 0 && limit > 0
            && session.game().plays() >= limit)
            end.playLimit = limit; // the simulator's draw (docs/RULES.md §6 `max_plays`)
        QStringList names;         // every player by name, as the record names them
        for (int p = 0; p < session.players(); ++p)
            names << m_analysis->name(p);
        text = Storyteller(names, PointOfView::spectator()).gameEnd(end, Storyteller::EndForm::Replay);
    } else {
        text = m_narration;
    }
    m_status->setText(text);
}

} // namespace ratscrew
