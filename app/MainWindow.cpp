// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "BotPlayer.h"
#include "GamePause.h"
#include "MainWindowPanels.h"
#include "TextEscapeQt.h"
#include "WindowPlacement.h"
#include "analysis/AnalysisRunner.h"
#include "career/CareerStore.h"
#include "career/Standing.h"
#include "coach/CareerRecorder.h"
#include "coach/Coach.h"
#include "coach/SlapWindowTracker.h"
#include "demo/DemoTable.h"
#include "records/RecordKeeper.h"
#include "settings/BotText.h"
#include "settings/SettingsDialog.h"
#include "settings/SettingsStore.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"
#include "story/GameNarrator.h"
#include "summary/GameStats.h"
#include "summary/SummaryDialog.h"
#include "table/SharedCardDeck.h"
#include "table/Speeds.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QAction>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ratscrew {

MainWindow::MainWindow(const GameSetup &setup, SoundPlayer *sound, SettingsStore *store, Scheduler *scheduler,
                       QWidget *parent)
    : QMainWindow(parent), m_sound(sound), m_store(store), m_scheduler(scheduler)
{
    m_newGamesWait = setup.newGamesWait;
    setWindowTitle(tr("Ratscrew"));
    setMinimumSize(windowplacement::kMinimumSize);
    setAcceptDrops(true); // a run file dropped here is opened (openRunFile())
    const QScreen *screen = QGuiApplication::primaryScreen();
    resize(screen ? windowplacement::defaultSize(screen->availableGeometry().size())
                  : windowplacement::kDefaultSize);
    if (m_store)
        m_settingsProblems = m_store->load(m_settings);
    m_match = new MatchController(&m_settings, setup, scheduler, sound, this);
    m_rig = m_match->rig();
    buildLayout();
    hookListeners();
    createActions();
    if (!m_settings.windowGeometry.isEmpty() && restoreGeometry(m_settings.windowGeometry))
        windowplacement::fitIntoScreen(this);
    if (!m_settings.windowState.isEmpty())
        restoreState(m_settings.windowState);
    applySettings();
    newGame();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLayout()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_noticeBar = new NoticeBar(central);
    layout->addWidget(m_noticeBar);
    m_table = new TableWidget(central);
    m_rig->setTable(m_table);
    layout->addWidget(m_table, 1);
    m_lines = new StatusLines(central);
    layout->addWidget(m_lines);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(central);
    setCentralWidget(m_pages);

    m_log = new GameLog(session(), this, ReportSource::Caller);
    m_log->setVisible(false);
    addDockWidget(Qt::RightDockWidgetArea, m_log);
    m_rig->setLog(m_log); // its one writer
    for (const QString &problem : SettingsDialog::problemsForPlayer(m_settingsProblems, m_settings))
        m_rig->note(escapeControls(problem, 400));
    if (m_store && !m_store->problem().isEmpty())
        m_noticeBar->notify(m_store->problem());
    if (!m_settingsProblems.isEmpty())
        m_noticeBar->notify(
            tr("%n saved setting(s) could not be used and went back to the default. The game log "
               "(%1) says which.",
               nullptr, int(m_settingsProblems.size()))
                .arg(m_settings.keys.text(KeyCommand::Log)));
}

void MainWindow::hookListeners()
{
    connect(m_rig->narrator(), &GameNarrator::messageChanged, this, &MainWindow::setStatus);
    connect(m_rig->input(), &SeatInput::hinted, m_lines, &StatusLines::setHint);
    m_pause = new GamePause(session(), m_table, this);
    m_deck = new SharedCardDeck(this);
    connect(m_deck, &SharedCardDeck::problemFound, m_noticeBar, &NoticeBar::notify);
    connect(m_pause, &GamePause::told, this, &MainWindow::setStatus);
    connect(m_pause, &GamePause::hinted, m_lines, &StatusLines::setHint);
    connect(m_table, &TableWidget::pileClicked, this, [this] { slapFor(0); });
    connect(m_table, &TableWidget::ownStackClicked, this, [this] { playCardFor(0); });
    connect(m_table, &TableWidget::pausedTableClicked, this, [this] {
        if (m_pause->isWaitingToStart())
            setPaused(false);
    });
    connect(m_match, &MatchController::problemFound, m_noticeBar, &NoticeBar::notify);
    // The career file's finished games and times arrived: the `match` bots'
    // new times, the coach's span.
    connect(m_match, &MatchController::careerRead, this, [this] {
        updateSeatTooltips();
        updateCoach();
        if (m_pause->isWaitingToStart())
            holdForStart(); // a newcomer's lines, or none
    });
    m_coach = new Coach(session(), m_match->slapWindows(), this);
    connect(m_coach, &Coach::noted, this,
            [this](const QString &text, const QList<Card> &mark, const QString &caption) {
                m_lines->setCoachText(text);
                if (!mark.isEmpty())
                    m_table->showCoachMark(mark, caption);
            });
    connect(m_match, &MatchController::gameStarted, this, &MainWindow::startPlaying);
    connect(m_match, &MatchController::gameEnded, this, &MainWindow::showSummary);
}

void MainWindow::applyTableLook()
{
    const TableLook look{m_settings.animationScale, m_settings.cardBackColour, m_settings.fourColourDeck,
                         m_settings.tableColour,    m_settings.highContrast,   m_settings.reduceMotion};
    m_table->setLook(look);
    // The status lines and the log follow a high-contrast table: white on black.
    for (QWidget *w : {static_cast<QWidget *>(m_lines), static_cast<QWidget *>(m_log)}) {
        w->setPalette(m_settings.highContrast ? highContrastPalette() : QPalette());
        w->setAutoFillBackground(m_settings.highContrast);
    }
    if (m_demo)
        m_demo->table()->setLook(look);
}

QString MainWindow::pauseKeys() const
{
    return m_settings.keys.text(KeyCommand::Pause);
}

void MainWindow::applySettings()
{
    if (m_sound) {
        m_sound->setVolume(m_settings.volume);
        m_sound->setMuted(m_settings.muted);
    }
    m_soundAction->setChecked(m_sound && !m_settings.muted);
    applyTableLook();
    m_deck->use(m_settings.cardDeck);
    m_match->setPlaySpeed(m_settings.botPlaySpeed); // not at a daily deal or a race: their tables are fixed
    m_fourColourAction->setChecked(m_settings.fourColourDeck);
    m_focusPauseAction->setChecked(m_settings.pauseOnFocusLoss);
    m_log->setVisible(m_settings.logVisible);
    m_match->records()->setKeep(m_settings.keepRecords);
    applyKeys();
    updateCoach();
    for (QAction *a : std::as_const(m_speedActions))
        a->setChecked(qFuzzyCompare(a->data().toDouble() + 1, m_settings.animationScale + 1));
}

void MainWindow::saveSettings()
{
    if (m_store && !m_store->save(m_settings))
        m_noticeBar->notify(m_store->problem());
}

QString MainWindow::settingsNotice() const
{
    return m_noticeBar->text();
}

void MainWindow::leaveGameInPlay()
{
    stopWatching();
    if (m_gameOverDialog) {
        // The keys go back to the table with the summary closed: a window
        // manager would activate this window again, but not every platform
        // has one (a bare X server, offscreen), and the new game's keys
        // must work at once.
        const bool hadKeys = m_gameOverDialog->isActiveWindow();
        m_gameOverDialog->close();
        if (hadKeys)
            activateWindow();
    }
    m_pause->stopCountdown();
}

void MainWindow::newGame()
{
    leaveGameInPlay();
    // The default name is the English "You": show it in the player's language.
    const bool defaultName =
        m_settings.playerName.isEmpty() || m_settings.playerName == AppSettings().playerName;
    m_match->newGame(defaultName ? tr("You") : m_settings.playerName);
    if (m_newGamesWait && m_settings.newGamesWait) {
        holdForStart();
        setPaused(true);
        return;
    }
    // Only once the new game runs: un-checking Pause while the old one was
    // still paused would start a resume countdown in the new game.
    if (m_pauseAction->isChecked())
        m_pauseAction->setChecked(false);
}

// Held until the person starts it; a newcomer (no game finished) reads the goal and the keys.
void MainWindow::holdForStart()
{
    m_pause->waitForStart(m_settings.keys, session()->rules(), int(m_rig->input()->people().size()),
                          m_match->finishedGames() == 0);
}

void MainWindow::startPlaying()
{
    m_coach->setNames(m_rig->seating().names());
    m_coach->setPointOfView(m_rig->pointOfView());
    applyKeys(); // the seats, with the people's keys
    updateSeatTooltips();
    updateCoach();
}

void MainWindow::updateSeatTooltips()
{
    QStringList tooltips(m_rig->seating().players()); // none at a person's seat
    for (const BotPlayer *bot : m_rig->bots())
        if (bot->player() < tooltips.size())
            tooltips[bot->player()] = BotText::tooltip(bot->profile(), m_match->personSpeed().samples());
    m_table->setSeatTooltips(tooltips);
}

bool MainWindow::resumeGame(const GameRecord &record)
{
    if (!MatchController::canResume(record))
        return false;
    if (m_gameOverDialog)
        m_gameOverDialog->close();
    m_pause->stopCountdown();
    if (!m_match->resume(record)) {
        newGame();
        return false;
    }
    setPaused(true); // the person resumes with P or Esc, after the countdown
    setStatus(tr("Your game is back where you left it. Press %1 to play on.").arg(pauseKeys()));
    return true;
}

void MainWindow::watchBots()
{
    if (session()->hasGame() && !session()->isOver())
        setPaused(true);
    if (!m_demo) {
        m_demo = new DemoTable(m_sound, m_scheduler, m_pages);
        m_pages->addWidget(m_demo);
        connect(m_demo, &DemoTable::closeRequested, this, &MainWindow::stopWatching);
    }
    applyTableLook();
    m_demo->watch(*m_match, m_settings.botPlaySpeed);
    m_pages->setCurrentWidget(m_demo);
    m_demo->setFocus(Qt::OtherFocusReason);
}

void MainWindow::stopWatching()
{
    if (!m_demo || m_pages->currentWidget() != m_demo)
        return;
    m_demo->stop();
    m_pages->setCurrentIndex(0);
    if (session()->hasGame() && !session()->isOver())
        setStatus(tr("Back at your game, paused. Press %1 to play on.").arg(pauseKeys()));
    Q_EMIT watchingStopped();
}

DemoTable *MainWindow::demoTable() const
{
    return m_demo && m_pages->currentWidget() == m_demo ? m_demo : nullptr;
}

bool MainWindow::isCoaching() const
{
    return m_coach->isEnabled();
}

void MainWindow::updateCoach()
{
    // The coach follows the person at the bottom: not in a hot-seat game.
    const bool on = m_rig->input()->people().size() == 1
                    && (m_settings.coach == AppSettings::CoachMode::On
                        || (m_settings.coach == AppSettings::CoachMode::Automatic
                            && m_match->finishedGames() < AppSettings::kCoachAutomaticGames));
    m_coach->setEnabled(on);
    m_lines->setCoach(
        on ? tr("Coach: after each pile you could slap, a line here says who was how fast.") : QString(), on);
    m_table->showCoachMark({}, QString());
}

void MainWindow::setCareerStore(CareerStore *store)
{
    m_match->setCareerStore(store); // its answer: careerRead()
}

void MainWindow::applyNewSettings(const AppSettings &settings)
{
    const bool nextGameChanges = settings.playerName != m_settings.playerName
                                 || settings.bots != m_settings.bots || settings.rules != m_settings.rules
                                 || settings.collectDelayMs != m_settings.collectDelayMs;
    // The game length also applies over the command line's rules: it keeps them.
    const bool lengthChanges = settings.gameLengthMinutes != m_settings.gameLengthMinutes;
    // The window's own state is the window's, not the dialog's.
    const QByteArray geometry = m_settings.windowGeometry, state = m_settings.windowState;
    const bool logVisible = m_settings.logVisible;
    m_settings = settings;
    m_settings.windowGeometry = geometry;
    m_settings.windowState = state;
    m_settings.logVisible = logVisible;
    applySettings();
    setAnimationScale(m_settings.animationScale); // also the reveal delay of the game in play
    saveSettings();
    if (nextGameChanges || lengthChanges) {
        // The person chose: the command line's one-run overrides end here.
        if (nextGameChanges)
            m_match->dropOverrides();
        m_lines->setHint(tr("New players and rules apply from the next game (%1).")
                             .arg(m_settings.keys.text(KeyCommand::NewGame)));
    }
}

void MainWindow::playDeal(quint64 deal)
{
    m_match->requestDeal(deal);
    newGame();
}

void MainWindow::playDailyDeal()
{
    m_match->requestDailyDeal();
    newGame();
}

void MainWindow::playCardFor(int person)
{
    if (m_pause->isWaitingToStart())
        setPaused(false); // the countdown, then the first card
    else if (m_pause->takesKeys())
        m_rig->input()->playCard(person);
}

void MainWindow::slapFor(int person)
{
    if (m_pause->takesKeys())
        m_rig->input()->slap(person);
}

bool MainWindow::isCountingDown() const
{
    return m_pause->isCountingDown();
}

void MainWindow::setPaused(bool paused)
{
    if (m_pauseAction->isChecked() != paused)
        m_pauseAction->setChecked(paused); // comes back here through toggled()
    if (paused)
        m_pause->pause();
    else
        m_pause->playOn();
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    QString why;
    if (event->type() == QEvent::ActivationChange && !isActiveWindow())
        why = tr("Paused: the window lost focus. Press %1 to play on.").arg(pauseKeys());
    else if (event->type() == QEvent::WindowStateChange && isMinimized())
        why = tr("Paused while the window is minimised. Press %1 to play on.").arg(pauseKeys());
    // A game that runs (or counts down to play on) pauses; a paused one stays.
    if (why.isEmpty() || !m_settings.pauseOnFocusLoss || !session()->hasGame() || session()->isOver()
        || (session()->isPaused() && !m_pause->isCountingDown()))
        return;
    setPaused(true);
    setStatus(why);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Nothing of the game may go on behind a closed window: a pause stops
    // the bots' timers, the collect delay and the resume countdown.
    if (session()->hasGame() && !session()->isOver())
        setPaused(true);
    m_match->close();
    // Only the window's own size and docks: every other value is written
    // when the person changes it, never behind their back.
    m_settings.windowGeometry = saveGeometry();
    m_settings.windowState = saveState();
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::setStatus(const QString &text)
{
    m_lines->setStatus(text);
}

void MainWindow::showSummary()
{
    auto *dialog =
        new SummaryDialog(m_match->stats()->summary(), m_rig->seating().seats, m_rig->pointOfView(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_match->dailyDate().isEmpty()) {
        dialog->setDeal(m_match->deal(), QString());
    } else {
        dialog->setDailyDeal(m_match->deal(), QDate::fromString(m_match->dailyDate(), Qt::ISODate));
        // The best result is read from the career file off the GUI thread:
        // the note gains it when it arrives (this game's end included).
        if (m_match->isDailyPractice())
            dialog->setDailyPractice();
        m_match->readBestOfDay(dialog, [dialog](const std::optional<CareerGame> &best) {
            if (best)
                dialog->setBestOfDay(best->place, int(best->seats.size()), best->durationMs);
        });
    }
    // Where this game's median stands against the bots and the person's slaps before it.
    const int median = m_match->stats()->summary().medianReactionMs();
    if (median > 0) {
        const QString yourself = Standing::againstYourself(median, m_match->timesBeforeGame(), true);
        dialog->setStanding(Standing::againstTheBots(median)
                            + (yourself.isEmpty() ? QString() : QLatin1Char('\n') + yourself));
    }
    // A game that can be shared: its text and run, and its deal's rivals.
    if (m_match->runOfGame()) {
        connect(dialog->addButton(tr("S&hare…")), &QPushButton::clicked, this, &MainWindow::shareGame);
        connect(dialog->addButton(tr("R&ivals…")), &QPushButton::clicked, this, &MainWindow::showRivals);
    }
    // The game's chances to win after every step, worked out while the
    // summary is open (docs/ANALYSIS.md) and cached beside the records.
    if (const std::optional<GameRecord> record = m_match->recordOfGame()) {
        auto *runner = new AnalysisRunner(dialog);
        runner->setCacheDirectory(RecordKeeper::chancesDirectory(m_match->records()->directory()));
        dialog->showChances(runner);
        runner->start(*record);
    }
    // The keys of play do nothing there: a new game is the person's choice.
    QList<QKeySequence> playKeys;
    for (int person = 0; person < int(m_rig->input()->people().size()) && person < KeyBindings::kPeople;
         ++person)
        playKeys << m_settings.keys.list(KeyBindings::play(person))
                 << m_settings.keys.list(KeyBindings::slap(person));
    dialog->setPlayKeys(playKeys);
    connect(dialog, &SummaryDialog::playAgainRequested, this, &MainWindow::newGame);
    m_gameOverDialog = dialog;
    dialog->open(); // never exec(): the session is still inside its signals
}

} // namespace ratscrew
