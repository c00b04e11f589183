// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "BotPlayer.h"
#include "MainWindowPanels.h"
#include "TextEscapeQt.h"
#include "career/CareerStore.h"
#include "coach/CareerRecorder.h"
#include "coach/Coach.h"
#include "coach/SlapWindowTracker.h"
#include "demo/DemoTable.h"
#include "records/RecordKeeper.h"
#include "settings/SettingsStore.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"
#include "story/GameNarrator.h"
#include "summary/GameStats.h"
#include "summary/SummaryDialog.h"
#include "table/Speeds.h"
#include "table/SvgCardDeck.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QGuiApplication>
#include <QLocale>
#include <QRandomGenerator>
#include <QScreen>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ratscrew {

MainWindow::MainWindow(const GameSetup &setup, SoundPlayer *sound, SettingsStore *store, Scheduler *scheduler,
                       QWidget *parent)
    : QMainWindow(parent), m_sound(sound), m_store(store), m_scheduler(scheduler)
{
    setWindowTitle(tr("Ratscrew"));
    setMinimumSize(kMinimumSize);
    // Not taller than the screen: 780 pixels do not fit a 720-pixel one.
    if (const QScreen *screen = QGuiApplication::primaryScreen())
        resize(defaultSize(screen->availableGeometry().size()));
    else
        resize(kDefaultSize);
    if (m_store)
        m_settingsProblems = m_store->load(m_settings);
    m_match = new MatchController(&m_settings, setup, scheduler, sound, this);
    m_rig = m_match->rig();
    buildLayout();
    hookListeners();
    m_countdownTimer.setInterval(speeds::kResumeCountdownStepMs);
    connect(&m_countdownTimer, &QTimer::timeout, this, &MainWindow::countdownStep);
    createActions();
    restoreWindowGeometry();
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
    for (const QString &problem : std::as_const(m_settingsProblems))
        m_rig->note(tr("Settings: %1").arg(escapeControls(problem, 400)));
    if (m_store && !m_store->problem().isEmpty())
        showSettingsNotice(m_store->problem());
    if (!m_settingsProblems.isEmpty())
        showSettingsNotice(
            tr("%n saved setting(s) could not be used and went back to the default. The game log "
               "(%1) says which.",
               nullptr, int(m_settingsProblems.size()))
                .arg(m_settings.keys.text(KeyCommand::Log)));
}

void MainWindow::hookListeners()
{
    connect(m_rig->narrator(), &GameNarrator::messageChanged, this, &MainWindow::setStatus);
    connect(m_rig->input(), &SeatInput::hinted, this, &MainWindow::setHint);
    connect(m_table, &TableWidget::pileClicked, this, &MainWindow::slapPile);
    connect(m_table, &TableWidget::ownStackClicked, this, &MainWindow::playOwnCard);
    connect(m_match, &MatchController::problemFound, this, &MainWindow::showSettingsNotice);
    connect(m_match, &MatchController::careerRead, this, &MainWindow::careerRead);
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
    applyCardDeck();
    m_rig->setPlaySpeed(m_settings.botPlaySpeed);
    m_fourColourAction->setChecked(m_settings.fourColourDeck);
    m_focusPauseAction->setChecked(m_settings.pauseOnFocusLoss);
    m_log->setVisible(m_settings.logVisible);
    m_match->records()->setKeep(m_settings.keepRecords);
    applyKeys();
    updateCoach();
    for (QAction *a : std::as_const(m_speedActions))
        a->setChecked(qFuzzyCompare(a->data().toDouble() + 1, m_settings.animationScale + 1));
}

void MainWindow::applyCardDeck()
{
    const QString id = m_deck ? m_deck->info().id : QString();
    if (id == m_settings.cardDeck && CardPainter::sharedDeck() == m_deck)
        return;
    if (m_deck)
        m_deck->disconnect(this);
    QString problem;
    m_deck = m_settings.cardDeck.isEmpty() ? nullptr : CardDecks::open(m_settings.cardDeck, &problem);
    showSettingsNotice(problem);
    // Every window with cards paints them again: the table, the demo, replays.
    const auto repaint = [] {
        for (QWidget *window : QApplication::topLevelWidgets()) {
            if (!window->isVisible())
                continue;
            window->update();
            // The tables paint opaque: updating their window leaves them be.
            for (TableWidget *table : window->findChildren<TableWidget *>())
                table->update();
        }
    };
    // The text names cards as the deck prints them (German suits, GameText::CardMarks).
    const auto followMarks = [this] {
        GameText::setCardMarks(m_deck && m_deck->state() == SvgCardDeck::State::Ready && m_deck->germanSuits()
                                   ? GameText::CardMarks::German
                                   : GameText::CardMarks::French);
    };
    if (m_deck) {
        if (m_deck->state() == SvgCardDeck::State::Failed) {
            showSettingsNotice(m_deck->problem());
        } else {
            connect(m_deck.get(), &SvgCardDeck::facesReady, this, repaint);
            connect(m_deck.get(), &SvgCardDeck::loaded, this, followMarks);
            connect(m_deck.get(), &SvgCardDeck::failed, this,
                    [this, repaint, followMarks](const QString &message) {
                        CardPainter::setSharedDeck(nullptr);
                        showSettingsNotice(message);
                        followMarks();
                        repaint();
                    });
            m_deck->load();
        }
    }
    followMarks();
    CardPainter::setSharedDeck(m_deck && m_deck->state() != SvgCardDeck::State::Failed ? m_deck : nullptr);
    repaint();
}

void MainWindow::saveSettings()
{
    if (m_store && !m_store->save(m_settings))
        showSettingsNotice(m_store->problem());
}

void MainWindow::showSettingsNotice(const QString &text)
{
    m_noticeBar->notify(text);
}

QString MainWindow::settingsNotice() const
{
    return m_noticeBar->text();
}

QSize MainWindow::defaultSize(const QSize &available)
{
    return kDefaultSize.boundedTo(available - kFrameRoom).expandedTo(kMinimumSize);
}

void MainWindow::restoreWindowGeometry()
{
    if (m_settings.windowGeometry.isEmpty() || !restoreGeometry(m_settings.windowGeometry))
        return;
    // A size saved on a larger screen (or one no longer there) must not put
    // the window off the screen: fit it into the available area of the
    // screen it lands on, or the primary one.
    QScreen *screen = QGuiApplication::screenAt(geometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QMargins frame(geometry().left() - frameGeometry().left(), geometry().top() - frameGeometry().top(),
                         frameGeometry().right() - geometry().right(),
                         frameGeometry().bottom() - geometry().bottom());
    const QRect room = available.marginsRemoved(frame);
    if (isMaximized() || isFullScreen() || room.contains(geometry()))
        return;
    const QSize size = geometry().size().boundedTo(room.size()).expandedTo(minimumSize());
    QRect fitted(geometry().topLeft(), size);
    fitted.moveLeft(
        std::clamp(fitted.left(), room.left(), std::max(room.left(), room.right() - size.width() + 1)));
    fitted.moveTop(
        std::clamp(fitted.top(), room.top(), std::max(room.top(), room.bottom() - size.height() + 1)));
    setGeometry(fitted);
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
    m_countdownTimer.stop();
}

void MainWindow::newGame()
{
    leaveGameInPlay();
    // The default name is the English "You": show it in the player's language.
    const bool defaultName =
        m_settings.playerName.isEmpty() || m_settings.playerName == AppSettings().playerName;
    m_match->newGame(defaultName ? tr("You") : m_settings.playerName);
    // Only once the new game runs: un-checking Pause while the old one was
    // still paused would start a resume countdown in the new game.
    if (m_pauseAction->isChecked())
        m_pauseAction->setChecked(false);
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
            tooltips[bot->player()] = botTooltip(bot->profile(), m_match->personSpeed().samples());
    m_table->setSeatTooltips(tooltips);
}

bool MainWindow::resumeGame(const GameRecord &record)
{
    if (!MatchController::canResume(record))
        return false;
    if (m_gameOverDialog)
        m_gameOverDialog->close();
    m_countdownTimer.stop();
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
    // The next game's bots (a person's seat played by a normal bot), and
    // one more at the bottom seat.
    QList<BotSettings> bots = m_match->nextBots();
    QStringList names;
    for (const BotSettings &bot : std::as_const(bots))
        names << bot.name;
    BotSettings bottom;
    bottom.name = tr("Hal", "the bot in your seat at the demo table");
    bots.prepend(bottom);
    names.prepend(bottom.name);
    QList<BotProfile> profiles;
    for (const BotSettings &bot : std::as_const(bots))
        profiles << m_match->botProfile(bot);
    m_demo->start(m_match->nextRules(), m_match->nextPreset(), profiles, names, MatchController::randomDeal(),
                  m_settings.botPlaySpeed);
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

QString MainWindow::botTooltip(const BotProfile &p, int learntFrom)
{
    const QLocale locale;
    const QString level = GameText::level(QString::fromStdString(p.level));
    QString text =
        tr("%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.")
            .arg(level, locale.toString(p.medianReactionMs), locale.toString(p.missChance * 100, 'f', 1),
                 locale.toString(p.falseSlapChance * 100, 'f', 1));
    if (p.level != BotProfile::kMatchLevel)
        return text;
    QStringList own;
    for (int i = 0; i < kSlapPatternCount; ++i) {
        if (p.patternMedianMs[std::size_t(i)])
            own << tr("%1 %2 ms")
                       .arg(GameText::pattern(SlapPattern(i)),
                            locale.toString(p.patternMedianMs[std::size_t(i)]));
    }
    text += QLatin1Char('\n')
            + (learntFrom < MatchSpeed::kMinSamples
                   ? tr("Too few times of yours yet: it plays as Normal until you have slapped a few times.")
                   : tr("Learnt from your last %n slap(s).", nullptr, learntFrom));
    if (!own.isEmpty())
        text += QLatin1Char('\n') + tr("Per pattern: %1.").arg(own.join(QStringLiteral(", ")));
    return text;
}

bool MainWindow::isCoaching() const
{
    return m_coach->isEnabled();
}

QString MainWindow::coachText() const
{
    return m_lines->coachText();
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

void MainWindow::careerRead()
{
    updateSeatTooltips(); // the `match` bots' new times
    updateCoach();
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
        setHint(tr("New players and rules apply from the next game (%1).")
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

void MainWindow::playOwnCard()
{
    playCardFor(0);
}

void MainWindow::slapPile()
{
    slapFor(0);
}

void MainWindow::playCardFor(int person)
{
    if (isCountingDown()) {
        tellCountdown();
        return;
    }
    m_rig->input()->playCard(person);
}

void MainWindow::slapFor(int person)
{
    if (isCountingDown()) {
        tellCountdown();
        return;
    }
    m_rig->input()->slap(person);
}

void MainWindow::tellCountdown()
{
    // Not kept for later: the countdown is there so that everyone starts
    // together, and a slap queued during it would beat every bot.
    setHint(tr("Not yet: play goes on when the countdown ends."));
}

void MainWindow::setPaused(bool paused)
{
    if (m_pauseAction->isChecked() != paused)
        m_pauseAction->setChecked(paused); // comes back here through toggled()
    if (paused) {
        m_countdownTimer.stop();
        if (!session()->isPaused() && !session()->isOver())
            session()->pause();
        m_table->setPauseText(tr("Paused"), tr("%1 to play on", "the keys of Pause").arg(pauseKeys()));
        if (session()->isPaused())
            setStatus(tr("Paused. Press %1 to play on.").arg(pauseKeys()));
    } else if (session()->isPaused() && !m_countdownTimer.isActive()) {
        // A short countdown, so that nobody is caught with their hand off the keys.
        m_countdown = speeds::kResumeCountdownSteps;
        m_table->setPauseText(QString::number(m_countdown));
        m_countdownTimer.start();
    }
}

void MainWindow::countdownStep()
{
    if (--m_countdown > 0) {
        m_table->setPauseText(QString::number(m_countdown));
        return;
    }
    m_countdownTimer.stop();
    session()->resume();
    setStatus(tr("Play on."));
}

void MainWindow::pauseAutomatically(const QString &why)
{
    if (!m_settings.pauseOnFocusLoss || !session()->hasGame() || session()->isOver()
        || (session()->isPaused() && !m_countdownTimer.isActive()))
        return;
    setPaused(true);
    setStatus(why);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && !isActiveWindow())
        pauseAutomatically(tr("Paused: the window lost focus. Press %1 to play on.").arg(pauseKeys()));
    else if (event->type() == QEvent::WindowStateChange && isMinimized())
        pauseAutomatically(tr("Paused while the window is minimised. Press %1 to play on.").arg(pauseKeys()));
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

void MainWindow::setPauseOnFocusLoss(bool on)
{
    m_settings.pauseOnFocusLoss = on;
    m_focusPauseAction->setChecked(on);
    saveSettings();
}

void MainWindow::setAnimationScale(double scale)
{
    m_settings.animationScale = std::clamp(scale, 0.0, 3.0);
    applyTableLook();
    // Cards fly faster (or slower) from the next game on: a game keeps the
    // clock it was dealt with (docs/RULES.md §12.1), and so does its record.
    m_rig->setRevealDelayMs(m_table->cardFlightMs());
    for (QAction *a : std::as_const(m_speedActions))
        a->setChecked(qFuzzyCompare(a->data().toDouble() + 1, m_settings.animationScale + 1));
    saveSettings();
}

void MainWindow::setVolume(int percent)
{
    m_settings.volume = std::clamp(percent, 0, 100);
    if (m_sound)
        m_sound->setVolume(m_settings.volume);
    saveSettings();
}

void MainWindow::setMuted(bool muted)
{
    m_settings.muted = muted;
    if (m_sound)
        m_sound->setMuted(muted);
    if (m_soundAction->isChecked() == muted)
        m_soundAction->setChecked(!muted);
    saveSettings();
}

void MainWindow::setFourColourDeck(bool on)
{
    m_settings.fourColourDeck = on;
    applyTableLook();
    m_fourColourAction->setChecked(on);
    saveSettings();
}

QString MainWindow::statusText() const
{
    return m_lines->status();
}

QString MainWindow::hintText() const
{
    return m_lines->hint();
}

void MainWindow::setHint(const QString &text)
{
    m_lines->setHint(text);
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
    QString note;
    if (!m_match->dailyDate().isEmpty()) {
        const QString date =
            QLocale().toString(QDate::fromString(m_match->dailyDate(), Qt::ISODate), QLocale::LongFormat);
        note = tr("The daily deal of %1.").arg(date);
        // The best result is read from the career file off the GUI thread:
        // the note gains it when it arrives (this game's end included).
        m_match->readBestOfDay(dialog, [dialog, note](const std::optional<CareerGame> &best) {
            if (best)
                dialog->setDeal(dialog->deal(), note + QLatin1Char(' ')
                                                    + tr("Your best on it: place %1 of %2 in %3.")
                                                          .arg(best->place)
                                                          .arg(best->seats.size())
                                                          .arg(GameText::duration(best->durationMs)));
        });
    }
    dialog->setDeal(m_match->deal(), note);
    // The keys of play do nothing there: a new game is the person's choice.
    QList<QKeySequence> playKeys;
    for (int person = 0; person < int(m_rig->input()->people().size()) && person < KeyBindings::kPeople;
         ++person)
        playKeys << m_settings.keys.list(KeyBindings::play(person))
                 << m_settings.keys.list(KeyBindings::slap(person));
    dialog->setPlayKeys(playKeys);
    connect(dialog, &SummaryDialog::playAgainRequested, this, &MainWindow::newGame);
    // Copy says it did, in the status line under the dialog.
    connect(dialog, &SummaryDialog::dealCopied, this,
            [this](quint64 deal) { setStatus(tr("Deal number %1 copied.").arg(deal)); });
    m_gameOverDialog = dialog;
    dialog->open(); // never exec(): the session is still inside its signals
}

} // namespace ratscrew
