// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "BotPlayer.h"
#include "Random.h"
#include "TextEscapeQt.h"
#include "career/CareerDatabase.h"
#include "career/CareerRecorder.h"
#include "career/CareerStore.h"
#include "career/Coach.h"
#include "career/SlapWindowTracker.h"
#include "demo/DemoTable.h"
#include "replay/RecordKeeper.h"
#include "settings/SettingsStore.h"
#include "sound/SoundBoard.h"
#include "sound/SoundCues.h"
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
#include <QFrame>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace ratscrew {

MainWindow::MainWindow(const GameSetup &setup, SoundPlayer *sound, SettingsStore *store, Scheduler *scheduler,
                       QWidget *parent)
    : QMainWindow(parent),
      m_setup(setup),
      m_sound(sound),
      m_store(store),
      m_session(scheduler),
      m_scheduler(scheduler)
{
    setWindowTitle(tr("Ratscrew"));
    setMinimumSize(800, 600);
    resize(1100, 780);
    if (m_store)
        m_settingsProblems = m_store->load(m_settings);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // A bar about the settings (cannot be read or saved, bad values), shown
    // in the window as a person would see it, never in a modal box that
    // would take the focus (and pause) the game.
    m_noticeBar = new QFrame(central);
    m_noticeBar->setObjectName(QStringLiteral("settingsNotice"));
    m_noticeBar->setFrameShape(QFrame::StyledPanel);
    m_noticeBar->setAutoFillBackground(true);
    QPalette notePalette = m_noticeBar->palette();
    notePalette.setColor(QPalette::Window, QColor(0xff, 0xf1, 0xc4));
    notePalette.setColor(QPalette::WindowText, QColor(0x3d, 0x2e, 0x00));
    m_noticeBar->setPalette(notePalette);
    auto *noticeRow = new QHBoxLayout(m_noticeBar);
    noticeRow->setContentsMargins(10, 6, 6, 6);
    m_notice = new QLabel(m_noticeBar);
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    noticeRow->addWidget(m_notice, 1);
    auto *dismiss = new QToolButton(m_noticeBar);
    dismiss->setText(tr("Dismiss"));
    dismiss->setFocusPolicy(Qt::NoFocus); // Space and S stay the game's keys
    connect(dismiss, &QToolButton::clicked, m_noticeBar, &QWidget::hide);
    noticeRow->addWidget(dismiss, 0, Qt::AlignTop);
    m_noticeBar->hide();
    layout->addWidget(m_noticeBar);
    m_table = new TableWidget(central);
    m_table->setSession(&m_session);
    layout->addWidget(m_table, 1);
    m_status = new QLabel(central);
    m_status->setObjectName(QStringLiteral("statusLine"));
    // No fixed accessible name: a label's name is its text, so screen
    // readers hear every new status line.
    m_status->setAccessibleDescription(tr("What just happened in the game"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2 + 16);
    m_status->setMargin(8);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_status->font();
    f.setPointSizeF(f.pointSizeF() * 1.25);
    m_status->setFont(f);
    m_hint = new QLabel(central);
    m_hint->setObjectName(QStringLiteral("hintLine"));
    m_hint->setAccessibleName(tr("Hint"));
    m_hint->setMargin(8);
    m_hint->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(0, 0, 0, 0);
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_hint);
    layout->addLayout(statusRow);
    // Coach mode: one line about the last slap window.
    m_coachLine = new QLabel(central);
    m_coachLine->setObjectName(QStringLiteral("coachLine"));
    m_coachLine->setAccessibleDescription(tr("The coach: how fast each slap was, and what you missed"));
    m_coachLine->setTextFormat(Qt::PlainText);
    m_coachLine->setWordWrap(true);
    m_coachLine->setContentsMargins(8, 0, 8, 6);
    m_coachLine->hide();
    layout->addWidget(m_coachLine);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(central);
    setCentralWidget(m_pages);

    m_log = new GameLog(&m_session, this);
    m_log->setVisible(false);
    addDockWidget(Qt::RightDockWidgetArea, m_log);
    for (const QString &problem : std::as_const(m_settingsProblems))
        m_log->addEntry(tr("Settings: %1").arg(escapeControls(problem, 400)));
    if (m_store && !m_store->problem().isEmpty())
        showSettingsNotice(m_store->problem());
    if (!m_settingsProblems.isEmpty())
        showSettingsNotice(
            tr("%n saved setting(s) could not be used and went back to the default. The game log "
               "(%1) says which.",
               nullptr, int(m_settingsProblems.size()))
                .arg(m_settings.keys.text(KeyCommand::Log)));

    m_narrator = new GameNarrator(&m_session, this);
    connect(m_narrator, &GameNarrator::messageChanged, this, &MainWindow::setStatus);
    connect(m_table, &TableWidget::pileClicked, this, &MainWindow::slapPile);
    connect(m_table, &TableWidget::ownStackClicked, this, &MainWindow::playOwnCard);
    // The slap windows and the career recorder hear each action before the
    // statistics do: when the game's last action shows the summary, the
    // game's end is already on its way to the file.
    m_slapWindows = new SlapWindowTracker(&m_session, this);
    m_recorder = new CareerRecorder(&m_session, m_slapWindows, nullptr, this);
    m_coach = new Coach(&m_session, m_slapWindows, this);
    m_session.setRecording(true);
    m_records = new RecordKeeper(&m_session, this);
    connect(m_records, &RecordKeeper::problemFound, this, &MainWindow::showSettingsNotice);
    connect(m_coach, &Coach::noted, this,
            [this](const QString &text, const QList<Card> &mark, const QString &caption) {
                m_coachLine->setText(text);
                if (!mark.isEmpty())
                    m_table->showCoachMark(mark, caption);
            });
    m_stats = new GameStats(&m_session, this);
    // The person's speed for the `match` level: every slap they made in time or late.
    connect(m_slapWindows, &SlapWindowTracker::windowClosed, this, [this](const SlapWindow &w) {
        if (w.personMs() >= 0
            && (w.outcome == SlapWindow::Outcome::Took || w.outcome == SlapWindow::Outcome::Late))
            m_personSpeed.add(w.patterns, w.call, w.personMs());
    });
    // Not on gameOver: the statistics are complete only once the session's
    // last signal of the game is out.
    connect(m_stats, &GameStats::finished, this, [this] {
        ++m_finishedGames;
        m_records->keepGame();
        m_records->clearResume(); // nothing to resume
    });
    connect(m_stats, &GameStats::finished, this, &MainWindow::showSummary);
    m_sounds = new SoundCues(&m_session, m_sound, this);

    m_resumeSaveTimer.setInterval(kResumeSaveMs);
    connect(&m_resumeSaveTimer, &QTimer::timeout, this, [this] {
        if (!m_session.isPaused())
            m_records->saveForResume();
    });
    m_resumeSaveTimer.start();
    m_countdownTimer.setInterval(speeds::kResumeCountdownStepMs);
    connect(&m_countdownTimer, &QTimer::timeout, this, &MainWindow::countdownStep);

    createActions();
    restoreWindowGeometry();
    if (!m_settings.windowState.isEmpty())
        restoreState(m_settings.windowState);
    applySettings();
    newGame();
}

MainWindow::~MainWindow()
{
    // Bots first: they hold timers aimed at the session.
    qDeleteAll(m_bots);
    m_bots.clear();
}

void MainWindow::applyTableLook()
{
    const TableLook look{m_settings.animationScale, m_settings.cardBackColour, m_settings.fourColourDeck,
                         m_settings.tableColour,    m_settings.highContrast,   m_settings.reduceMotion};
    m_table->setLook(look);
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
    for (BotPlayer *bot : std::as_const(m_bots))
        bot->setPlaySpeedFactor(1.0 / m_settings.botPlaySpeed);
    m_fourColourAction->setChecked(m_settings.fourColourDeck);
    m_focusPauseAction->setChecked(m_settings.pauseOnFocusLoss);
    m_log->setVisible(m_settings.logVisible);
    m_records->setKeep(m_settings.keepRecords);
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
    if (m_deck) {
        if (m_deck->state() == SvgCardDeck::State::Failed) {
            showSettingsNotice(m_deck->problem());
        } else {
            connect(m_deck.get(), &SvgCardDeck::facesReady, this, repaint);
            connect(m_deck.get(), &SvgCardDeck::failed, this, [this, repaint](const QString &message) {
                CardPainter::setSharedDeck(nullptr);
                showSettingsNotice(message);
                repaint();
            });
            m_deck->load();
        }
    }
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
    // Each problem once a run: a person who dismissed it has read it.
    if (text.isEmpty() || m_noticesShown.contains(text))
        return;
    m_noticesShown << text;
    m_notice->setText(m_noticeBar->isVisibleTo(this) ? m_notice->text() + QLatin1Char('\n') + text : text);
    m_noticeBar->show();
}

QString MainWindow::settingsNotice() const
{
    return m_noticeBar->isVisibleTo(this) ? m_notice->text() : QString();
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

int MainWindow::revealDelayMs() const
{
    return m_table->cardFlightMs();
}

void MainWindow::newGame()
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
    m_dailyDate.clear();
    if (m_nextDaily) {
        const QDate today = QDate::currentDate();
        m_dailyDate = today.toString(Qt::ISODate);
        m_seed = dailyDeal(today);
    } else if (m_nextDeal) {
        m_seed = *m_nextDeal;
    } else if (m_firstGame && m_setup.seed) {
        m_seed = *m_setup.seed;
    } else if (m_setup.seed) {
        m_seed = m_seed + 1; // a replayable series from --seed
    } else {
        m_seed = QRandomGenerator::global()->bounded(quint64(1), kMaxRandomDeal + 1);
    }
    m_nextDaily = false;
    m_nextDeal.reset();
    m_firstGame = false;

    m_recorder->abandon(); // the game in play, if it is not over
    m_records->keepGame();
    m_records->clearResume();

    const QList<BotSettings> bots = botsForNextGame();
    const int players = int(bots.size()) + 1;
    // The default name is the English "You": show it in the player's language.
    const bool defaultName =
        m_settings.playerName.isEmpty() || m_settings.playerName == AppSettings().playerName;
    const QList<BotProfile> profiles = seatPlayers(defaultName ? tr("You") : m_settings.playerName, bots);
    m_session.setRevealDelayMs(revealDelayMs());
    m_session.setCollectDelayMs(m_settings.collectDelayMs);
    m_session.newGame(rulesForNextGame(), players, m_seed);
    // Only once the new game runs: un-checking Pause while the old one was
    // still paused would start a resume countdown in the new game.
    if (m_pauseAction->isChecked())
        m_pauseAction->setChecked(false);
    m_gamePreset = presetForNextGame();
    startPlaying(profiles, 0);
}

QList<BotProfile> MainWindow::seatPlayers(const QString &personName, const QList<BotSettings> &bots)
{
    qDeleteAll(m_bots);
    m_bots.clear();
    m_seats.clear();
    m_people = {0};
    m_seats.append(SeatInfo{personName, true, QString(), defaultSeatColour(0), QString()});
    QStringList names{personName};
    QList<BotProfile> profiles; // index = player - 1; a person's is unused
    for (int p = 1; p <= int(bots.size()); ++p) {
        const BotSettings &bot = bots.at(p - 1);
        if (bot.isPerson() && m_people.size() < KeyBindings::kPeople) {
            m_people << p;
            profiles << BotProfile();
            m_seats.append(SeatInfo{bot.name, true, QString(), defaultSeatColour(p), QString()});
        } else {
            profiles << botProfile(bot);
            m_seats.append(SeatInfo{bot.name, false, QString::fromStdString(profiles.constLast().level),
                                    defaultSeatColour(p), QString()});
        }
        names << bot.name;
    }
    // One person is "you"; two or more at one keyboard are told by name.
    const PointOfView view = PointOfView::of(m_seats);
    m_narrator->setNames(names);
    m_narrator->setPointOfView(view);
    m_coach->setNames(names);
    m_log->setNames(names);
    m_log->setPointOfView(view);
    m_sounds->setPointOfView(view);
    m_table->setPointOfView(view);
    m_slapWindows->setPointOfView(view);
    m_recorder->setPointOfView(view);
    m_coach->setPointOfView(view);
    m_stats->setPointOfView(view);
    m_lastSlapPlayer = -1;
    applyKeys(); // the seats, with the people's keys
    return profiles;
}

void MainWindow::startPlaying(const QList<BotProfile> &profiles, quint64 botSeedOffset)
{
    const int players = m_session.players();
    m_table->setDealer(TableWidget::dealerFor(m_gamePreset, m_session.firstPlayer(), players));
    // Bots join after the deal so that their first plan sees the new game.
    for (int p = 1; p < players; ++p) {
        if (m_people.contains(p))
            continue;
        m_bots.append(new BotPlayer(&m_session, p, profiles.at(p - 1),
                                    Random::deriveSeed(m_seed, quint64(p) + botSeedOffset), revealDelayMs(),
                                    1.0 / m_settings.botPlaySpeed, this));
    }
    updateSeatTooltips();
    const CareerGame game = careerGame();
    m_recorder->gameStarted(game);
    QList<RecordPlayer> seated;
    for (const SeatInfo &seat : std::as_const(m_seats))
        seated.append(RecordPlayer{seat.name, seat.isHuman, seat.level});
    m_records->gameStarted(seated, m_gamePreset, game.startedAt, m_seed);
    updateCoach();
}

BotProfile MainWindow::botProfile(const BotSettings &bot) const
{
    if (bot.isPerson()) // a bot in a person's seat (the demo table)
        return *BotProfile::forLevel("normal");
    // `match` plays at the person's own recent speed.
    return bot.level == QLatin1String("match") ? m_personSpeed.profile() : bot.profile();
}

void MainWindow::updateSeatTooltips()
{
    QStringList tooltips(m_seats.size()); // none at a person's seat
    for (const BotPlayer *bot : std::as_const(m_bots))
        if (bot->player() < tooltips.size())
            tooltips[bot->player()] = botTooltip(bot->profile(), m_personSpeed.samples());
    m_table->setSeatTooltips(tooltips);
}

bool MainWindow::resumeGame(const GameRecord &record)
{
    const int players = int(record.players.size());
    if (players < kMinPlayers || players > kMaxPlayers
        || !Table::validateSetup(record.rules, players, record.deck, record.firstPlayer).empty())
        return false;
    if (m_gameOverDialog)
        m_gameOverDialog->close();
    m_countdownTimer.stop();
    m_recorder->abandon();
    m_records->keepGame();
    m_seed = record.deal;
    m_dailyDate.clear();
    m_firstGame = false;
    m_gamePreset = record.preset.isEmpty() ? AppSettings::presetFor(record.rules) : record.preset;
    QList<BotSettings> bots;
    for (int p = 1; p < players; ++p) {
        BotSettings bot;
        bot.name = record.players.at(p).name;
        bot.level =
            record.players.at(p).person ? QLatin1String(BotSettings::kPerson) : record.players.at(p).level;
        if (bot.level == QLatin1String("custom"))
            bot.custom = m_settings.bots.value(p - 1).custom;
        bots << bot;
    }
    const QList<BotProfile> profiles = seatPlayers(record.players.constFirst().name, bots);
    m_session.setRevealDelayMs(revealDelayMs());
    m_session.setCollectDelayMs(m_settings.collectDelayMs);
    if (!m_session.restore(record.rules, players, record.deck, record.firstPlayer, record.actions)) {
        newGame();
        return false;
    }
    startPlaying(profiles, 100);
    setPaused(true); // the person resumes with P or Esc, after the countdown
    setStatus(tr("Your game is back where you left it. Press %1 to play on.").arg(pauseKeys()));
    return true;
}

void MainWindow::watchBots()
{
    if (m_session.hasGame() && !m_session.isOver())
        setPaused(true);
    if (!m_demo) {
        m_demo = new DemoTable(m_sound, m_scheduler, m_pages);
        m_pages->addWidget(m_demo);
        connect(m_demo, &DemoTable::closeRequested, this, &MainWindow::stopWatching);
    }
    applyTableLook();
    // The next game's bots (a person's seat played by a normal bot), and
    // one more at the bottom seat.
    QList<BotSettings> bots = botsForNextGame();
    QStringList names;
    for (const BotSettings &bot : std::as_const(bots))
        names << bot.name;
    BotSettings bottom;
    bottom.name = tr("Hal", "the bot in your seat at the demo table");
    bots.prepend(bottom);
    names.prepend(bottom.name);
    QList<BotProfile> profiles;
    for (const BotSettings &bot : std::as_const(bots))
        profiles << botProfile(bot);
    m_demo->start(rulesForNextGame(), presetForNextGame(), profiles, names,
                  QRandomGenerator::global()->bounded(quint64(1), kMaxRandomDeal + 1),
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
    if (m_session.hasGame() && !m_session.isOver())
        setStatus(tr("Back at your game, paused. Press %1 to play on.").arg(pauseKeys()));
}

DemoTable *MainWindow::demoTable() const
{
    return m_demo && m_pages->currentWidget() == m_demo ? m_demo : nullptr;
}

void MainWindow::setRecordDirectory(const QString &dir)
{
    m_records->setDirectory(dir);
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
    return m_coachLine->isVisibleTo(this) ? m_coachLine->text() : QString();
}

void MainWindow::updateCoach()
{
    // The coach follows the person at the bottom: not in a hot-seat game.
    const bool on = m_people.size() == 1
                    && (m_settings.coach == AppSettings::CoachMode::On
                        || (m_settings.coach == AppSettings::CoachMode::Automatic
                            && m_finishedGames < Coach::kAutomaticGames));
    m_coach->setEnabled(on);
    m_coachLine->setVisible(on);
    m_coachLine->setText(on ? tr("Coach: after each pile you could slap, a line here says who was how fast.")
                            : QString());
    m_table->showCoachMark({}, QString());
}

CareerGame MainWindow::careerGame() const
{
    CareerGame game;
    game.startedAt = QDateTime::currentDateTimeUtc();
    game.preset = m_gamePreset;
    game.rules = rulesToJson(m_session.rules());
    for (const SeatInfo &seat : m_seats)
        game.seats.append(CareerSeat{seat.name, seat.isHuman, seat.level});
    game.deal = m_seed;
    game.daily = m_dailyDate;
    return game;
}

void MainWindow::setCareerStore(CareerStore *store)
{
    m_recorder->abandon();
    m_career = store;
    m_recorder->setStore(store);
    if (!store)
        return;
    connect(store, &CareerStore::problemFound, this, &MainWindow::showSettingsNotice, Qt::UniqueConnection);
    store->flush();
    CareerDatabase reader;
    if (reader.openForReading(store->path())) {
        m_finishedGames = int(reader.finishedGames());
        m_personSpeed = MatchSpeed();
        for (const CareerTime &t : reader.recentPersonTimes(MatchSpeed::kWindow))
            m_personSpeed.add(t.patterns, t.call, t.ms);
    }
    // The game in play was dealt before the file was read: its `match`
    // bots learn the person's times now.
    for (BotPlayer *bot : std::as_const(m_bots)) {
        if (bot->profile().level == BotProfile::kMatchLevel)
            bot->setProfile(m_personSpeed.profile());
    }
    updateSeatTooltips();
    updateCoach();
    if (m_session.hasGame() && !m_session.isOver())
        m_recorder->gameStarted(careerGame());
}

void MainWindow::applyNewSettings(const AppSettings &settings)
{
    const bool nextGameChanges = settings.playerName != m_settings.playerName
                                 || settings.bots != m_settings.bots || settings.rules != m_settings.rules
                                 || settings.collectDelayMs != m_settings.collectDelayMs;
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
    if (nextGameChanges) {
        // The person chose: the command line's one-run overrides end here.
        m_setup.rules.reset();
        m_setup.botLevels.reset();
        setHint(tr("New players and rules apply from the next game (%1).")
                    .arg(m_settings.keys.text(KeyCommand::NewGame)));
    }
}

quint64 MainWindow::dailyDeal(const QDate &date)
{
    return quint64(date.year()) * 10000 + quint64(date.month()) * 100 + quint64(date.day());
}

void MainWindow::playDeal(quint64 deal)
{
    m_nextDeal = deal;
    newGame();
}

void MainWindow::playDailyDeal()
{
    m_nextDaily = true;
    newGame();
}

QList<BotSettings> MainWindow::botsForNextGame() const
{
    if (!m_dailyDate.isEmpty())
        return AppSettings::defaultBots(3); // Ann, Bea and Cal at normal
    if (!m_setup.botLevels)
        return m_settings.bots;
    // The command line's levels, with the saved names where there are some.
    QList<BotSettings> bots = AppSettings::defaultBots(int(m_setup.botLevels->size()));
    for (int i = 0; i < int(bots.size()); ++i) {
        if (i < m_settings.bots.size())
            bots[i].name = m_settings.bots.at(i).name;
        bots[i].level = m_setup.botLevels->at(i);
    }
    return bots;
}

RuleSet MainWindow::rulesForNextGame() const
{
    if (!m_dailyDate.isEmpty())
        return *RuleSet::preset("house");
    return m_setup.rules.value_or(m_settings.rules);
}

QString MainWindow::presetForNextGame() const
{
    if (!m_dailyDate.isEmpty())
        return QStringLiteral("house");
    return m_setup.rules ? m_setup.presetName : m_settings.preset;
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
    if (person < 0 || person >= m_people.size() || m_session.isPaused() || m_session.isOver())
        return;
    const int player = m_people.at(person);
    if (!m_session.playCard(player)) {
        const int turn = m_session.turnPlayer();
        const bool hotSeat = m_people.size() > 1;
        const QString who = m_seats.value(player).name;
        if (m_session.isOut(player))
            setHint(hotSeat ? tr("%1 is out of the game.").arg(who) : tr("You are out of the game."));
        else if (turn >= 0 && turn != player)
            setHint(hotSeat ? tr("Not %1's turn: %2 plays next.").arg(who, m_seats.value(turn).name)
                            : tr("Not your turn: %1 plays next.").arg(m_seats.value(turn).name));
        else if (m_session.pendingPlayer() >= 0)
            setHint(tr("Wait for the pile to be collected."));
    }
}

void MainWindow::slapFor(int person)
{
    if (person < 0 || person >= m_people.size() || m_session.isOver() || m_session.isPaused())
        return;
    const int player = m_people.at(person);
    // Slaps are judged in the order their keys arrive. Two people in the
    // same millisecond: the earlier key event counts first; the log says so.
    const qint64 now = m_session.elapsedMs();
    if (m_people.size() > 1 && m_lastSlapPlayer >= 0 && m_lastSlapPlayer != player && m_lastSlapMs == now
        && m_people.contains(m_lastSlapPlayer))
        m_log->addEntry(tr("%1 and %2 slapped in the same millisecond: %1's key came first.")
                            .arg(m_seats.value(m_lastSlapPlayer).name, m_seats.value(player).name));
    m_lastSlapPlayer = player;
    m_lastSlapMs = now;
    m_session.slap(player);
}

void MainWindow::setPaused(bool paused)
{
    if (m_pauseAction->isChecked() != paused)
        m_pauseAction->setChecked(paused); // comes back here through toggled()
    if (paused) {
        m_countdownTimer.stop();
        if (!m_session.isPaused() && !m_session.isOver())
            m_session.pause();
        m_table->setPauseText(tr("Paused"), tr("%1 to play on", "the keys of Pause").arg(pauseKeys()));
        if (m_session.isPaused())
            setStatus(tr("Paused. Press %1 to play on.").arg(pauseKeys()));
    } else if (m_session.isPaused() && !m_countdownTimer.isActive()) {
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
    m_session.resume();
    setStatus(tr("Play on."));
}

void MainWindow::pauseAutomatically(const QString &why)
{
    if (!m_settings.pauseOnFocusLoss || !m_session.hasGame() || m_session.isOver()
        || (m_session.isPaused() && !m_countdownTimer.isActive()))
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
    if (m_session.hasGame() && !m_session.isOver())
        setPaused(true);
    m_recorder->abandon();
    m_records->keepGame();
    m_records->saveForResume(); // offered at the next start, if it is not over
    m_records->waitForWrites();
    if (m_career)
        m_career->flush();
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
    // Cards are visible sooner (or later) now: the same for the person
    // and the bots, from the next card on.
    m_session.setRevealDelayMs(revealDelayMs());
    for (BotPlayer *bot : std::as_const(m_bots))
        bot->setRevealDelayMs(revealDelayMs());
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
    return m_status->text();
}

QString MainWindow::hintText() const
{
    return m_hint->text();
}

void MainWindow::setHint(const QString &text)
{
    m_hint->setText(text);
}

void MainWindow::setStatus(const QString &text)
{
    m_hint->clear();
    m_status->setText(text);
}

void MainWindow::showSummary()
{
    auto *dialog = new SummaryDialog(m_stats->summary(), m_seats, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QString note;
    if (!m_dailyDate.isEmpty()) {
        const QString date =
            QLocale().toString(QDate::fromString(m_dailyDate, Qt::ISODate), QLocale::LongFormat);
        note = tr("The daily deal of %1.").arg(date);
        std::optional<CareerGame> best;
        if (m_career) {
            m_career->flush(); // this game's end is in the file
            CareerDatabase reader;
            if (reader.openForReading(m_career->path()))
                best = reader.bestOfDay(m_dailyDate);
        }
        if (best)
            note += QLatin1Char(' ')
                    + tr("Your best on it: place %1 of %2 in %3.")
                          .arg(best->place)
                          .arg(best->seats.size())
                          .arg(GameText::duration(best->durationMs));
    }
    dialog->setDeal(m_seed, note);
    connect(dialog, &SummaryDialog::playAgainRequested, this, &MainWindow::newGame);
    m_gameOverDialog = dialog;
    dialog->open(); // never exec(): the session is still inside its signals
}

} // namespace ratscrew
