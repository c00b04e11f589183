// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's menus and keyboard shortcuts.
#include "MainWindow.h"
#include "analysis/AnalysisRunner.h"
#include "career/StatisticsDialog.h"
#include "coach/PracticeDialog.h"
#include "help/HelpDialog.h"
#include "records/RecordKeeper.h"
#include "replay/ReplayWindow.h"
#include "replay/ReplaysDialog.h"
#include "settings/SettingsDialog.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"
#include "table/Speeds.h"

#include <QAction>
#include <QActionGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpressionValidator>
#include <QSlider>
#include <QWidgetAction>

namespace ratscrew {

void MainWindow::createActions()
{
    QMenu *game = menuBar()->addMenu(KeyBindings::menuTitle(KeyBindings::Menu::Game));
    QAction *newGameAction = game->addAction(tr("&New Game"), this, &MainWindow::newGame);
    game->addAction(tr("Play &Deal Number…"), this, &MainWindow::askDealNumber);
    QAction *daily = game->addAction(tr("Dail&y Deal"), this, &MainWindow::playDailyDeal);
    daily->setStatusTip(tr("Today's deal, the same for everyone: house rules against three normal bots"));
    QAction *share = game->addAction(tr("S&hare This Game…"), this, &MainWindow::shareGame);
    share->setStatusTip(tr("Your result as text to paste, and your run for a friend to race"));
    QAction *rivals = game->addAction(tr("R&ivals…"), this, &MainWindow::showRivals);
    rivals->setStatusTip(tr("The runs of this deal side by side: yours and your friends'"));
    game->addAction(tr("&Open Run…"), this, &MainWindow::openRun);
    QAction *watch = game->addAction(tr("&Watch Bots"), this, &MainWindow::watchBots);
    watch->setStatusTip(
        tr("Bots play game after game with your rules; any key or click brings your game back"));
    game->addSeparator();
    m_pauseAction = game->addAction(tr("&Pause"));
    m_pauseAction->setCheckable(true);
    connect(m_pauseAction, &QAction::toggled, this, &MainWindow::setPaused);
    QAction *settings = game->addAction(tr("&Settings…"), this, &MainWindow::showSettings);
    settings->setMenuRole(QAction::PreferencesRole);
    game->addAction(tr("P&ractice…"), this, &MainWindow::showPractice);
    QAction *statistics = game->addAction(tr("S&tatistics…"), this, &MainWindow::showStatistics);
    game->addAction(tr("Rep&lays…"), this, &MainWindow::showReplays);
    m_focusPauseAction = game->addAction(tr("Pause When the Window Loses &Focus"));
    m_focusPauseAction->setCheckable(true);
    connect(m_focusPauseAction, &QAction::triggered, this, &MainWindow::setPauseOnFocusLoss);
    game->addSeparator();
    QAction *quit = game->addAction(tr("&Quit"), this, &QWidget::close);

    QMenu *play = menuBar()->addMenu(KeyBindings::menuTitle(KeyBindings::Menu::Play));
    // One pair for each person at the keyboard; those of persons 2..4 are
    // shown (and work) only while they play (applyKeys()).
    for (int person = 0; person < KeyBindings::kPeople; ++person) {
        QAction *playCard = person == 0
                                ? play->addAction(tr("Play &Card"), this, [this] { playCardFor(0); })
                                : play->addAction(QString(), this, [this, person] { playCardFor(person); });
        QAction *slap = person == 0 ? play->addAction(tr("&Slap"), this, [this] { slapFor(0); })
                                    : play->addAction(QString(), this, [this, person] { slapFor(person); });
        m_keyActions[std::size_t(KeyBindings::play(person))] = playCard;
        m_keyActions[std::size_t(KeyBindings::slap(person))] = slap;
    }

    QMenu *view = menuBar()->addMenu(KeyBindings::menuTitle(KeyBindings::Menu::View));
    QMenu *speed = view->addMenu(tr("&Animations"));
    auto *speedGroup = new QActionGroup(this);
    for (const auto &[id, scale] : speeds::kAnimationPresets) {
        QString label;
        switch (id) {
        case speeds::AnimationSpeed::Slow:
            label = tr("&Slow", "animation speed");
            break;
        case speeds::AnimationSpeed::Normal:
            label = tr("&Normal", "animation speed");
            break;
        case speeds::AnimationSpeed::Fast:
            label = tr("&Fast", "animation speed");
            break;
        case speeds::AnimationSpeed::Off:
            label = tr("&Off (reduced motion)");
            break;
        }
        QAction *a = speed->addAction(label);
        a->setCheckable(true);
        a->setData(scale);
        speedGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, s = scale] { setAnimationScale(s); });
        m_speedActions << a;
    }
    QAction *logAction = m_log->toggleViewAction();
    logAction->setText(tr("Game &Log"));
    view->addAction(logAction);
    connect(logAction, &QAction::triggered, this, [this](bool visible) {
        m_settings.logVisible = visible;
        saveSettings();
    });
    view->addSeparator();
    m_fourColourAction = view->addAction(tr("&Four-Colour Deck"));
    m_fourColourAction->setCheckable(true);
    connect(m_fourColourAction, &QAction::triggered, this, &MainWindow::setFourColourDeck);

    QMenu *sound = menuBar()->addMenu(KeyBindings::menuTitle(KeyBindings::Menu::Sound));
    m_soundAction = sound->addAction(tr("&Sound On"));
    m_soundAction->setCheckable(true);
    m_soundAction->setEnabled(m_sound != nullptr);
    connect(m_soundAction, &QAction::triggered, this, [this](bool on) { setMuted(!on); });
    // A volume slider right in the menu.
    auto *volumeRow = new QWidget(this);
    auto *volumeLayout = new QHBoxLayout(volumeRow);
    volumeLayout->setContentsMargins(12, 4, 12, 4);
    auto *volumeLabel = new QLabel(tr("Volume"), volumeRow);
    auto *volumeSlider = new QSlider(Qt::Horizontal, volumeRow);
    volumeSlider->setRange(0, 100);
    volumeSlider->setValue(m_settings.volume);
    volumeSlider->setMinimumWidth(140);
    volumeSlider->setAccessibleName(tr("Volume"));
    volumeLabel->setBuddy(volumeSlider);
    volumeLayout->addWidget(volumeLabel);
    volumeLayout->addWidget(volumeSlider);
    volumeRow->setEnabled(m_sound != nullptr);
    auto *volumeAction = new QWidgetAction(this);
    volumeAction->setDefaultWidget(volumeRow);
    sound->addAction(volumeAction);
    connect(volumeSlider, &QSlider::valueChanged, this, &MainWindow::setVolume);

    QMenu *help = menuBar()->addMenu(KeyBindings::menuTitle(KeyBindings::Menu::Help));
    QAction *rules = help->addAction(tr("&Rules and Controls"), this, &MainWindow::showHelp);
    help->addAction(tr("&About Ratscrew"), this, [this] {
        QMessageBox::about(this, tr("About Ratscrew"),
                           tr("<h3>Ratscrew %1</h3><p>Egyptian Rat Screw against bots that slap like "
                              "people.</p><p>Licensed under the GNU GPL, version 3 or later.</p>")
                               .arg(QStringLiteral(RATSCREW_VERSION)));
    });

    // Keys of the game, not of a child widget; holding a key down must not
    // play a stream of cards or slaps.
    m_keyActions[std::size_t(KeyCommand::Pause)] = m_pauseAction;
    m_keyActions[std::size_t(KeyCommand::NewGame)] = newGameAction;
    m_keyActions[std::size_t(KeyCommand::Sound)] = m_soundAction;
    m_keyActions[std::size_t(KeyCommand::Log)] = logAction;
    m_keyActions[std::size_t(KeyCommand::Help)] = rules;
    m_keyActions[std::size_t(KeyCommand::Settings)] = settings;
    m_keyActions[std::size_t(KeyCommand::Statistics)] = statistics;
    m_keyActions[std::size_t(KeyCommand::Quit)] = quit;
    for (QAction *a : m_keyActions) {
        a->setShortcutContext(Qt::WindowShortcut);
        a->setAutoRepeat(false);
        addAction(a);
    }
    applyKeys();
}

void MainWindow::applyKeys()
{
    const KeyBindings &keys = m_settings.keys;
    m_pause->setPauseKeys(pauseKeys());
    for (int c = 0; c < KeyBindings::kCommands; ++c)
        m_keyActions[std::size_t(c)]->setShortcuts(keys.list(KeyCommand(c)));
    const QList<int> &players = m_rig->input()->people();
    QList<SeatInfo> seats = m_rig->seating().seats;
    const int people = int(players.size());
    for (int person = 1; person < KeyBindings::kPeople; ++person) {
        QAction *play = keyAction(KeyBindings::play(person));
        QAction *slap = keyAction(KeyBindings::slap(person));
        const bool seated = person < people;
        const QString name = seated ? seats.value(players.at(person)).name : QString();
        play->setText(tr("Play a Card: %1").arg(name));
        slap->setText(tr("Slap: %1").arg(name));
        for (QAction *a : {play, slap}) {
            a->setVisible(seated);
            a->setEnabled(seated);
        }
    }
    if (people > 1) {
        keyAction(KeyCommand::Play1)->setText(tr("Play a Card: %1").arg(seats.value(0).name));
        keyAction(KeyCommand::Slap1)->setText(tr("Slap: %1").arg(seats.value(0).name));
    } else {
        keyAction(KeyCommand::Play1)->setText(tr("Play &Card"));
        keyAction(KeyCommand::Slap1)->setText(tr("&Slap"));
    }
    for (int person = 0; person < people && person < seats.size(); ++person) {
        SeatInfo &seat = seats[players.at(person)];
        seat.keys = seatKeysText(person);
        seat.shortKeys = tr("%1 / %2", "a person's play key / slap key at a narrow seat")
                             .arg(m_settings.keys.text(KeyBindings::play(person)),
                                  m_settings.keys.text(KeyBindings::slap(person)));
    }
    m_rig->updateSeats(seats);
    updateSeatTooltips(); // setSeats() cleared them
}

QString MainWindow::seatKeysText(int person) const
{
    const KeyBindings &keys = m_settings.keys;
    return tr("%1 play, %2 slap", "a person's keys at their seat")
        .arg(keys.text(KeyBindings::play(person)), keys.text(KeyBindings::slap(person)));
}

void MainWindow::showSettings()
{
    if (!m_settingsDialog) {
        m_settingsDialog = new SettingsDialog(m_settings, m_sound, this);
        m_settingsDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_settingsDialog, &SettingsDialog::applied, this, &MainWindow::applyNewSettings);
    }
    m_settingsDialog->open();
    m_settingsDialog->raise();
}

void MainWindow::askDealNumber()
{
    QDialog ask(this);
    ask.setWindowTitle(tr("Play Deal Number"));
    auto *form = new QFormLayout(&ask);
    auto *explain = new QLabel(tr("Every game has a deal number: the end-of-game summary shows it. The same "
                                  "number with the same rules and players deals the same cards."),
                               &ask);
    explain->setWordWrap(true);
    form->addRow(explain);
    auto *number = new QLineEdit(&ask);
    number->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), number));
    number->setText(QString::number(m_match->deal()));
    number->selectAll();
    form->addRow(tr("&Deal number:"), number);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &ask);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, &ask, [&] {
        bool ok = false;
        number->text().toULongLong(&ok); // false above 18446744073709551615
        if (ok)
            ask.accept();
        else
            QMessageBox::warning(&ask, tr("Play Deal Number"),
                                 tr("A deal number is a whole number from 0 to 18446744073709551615."));
    });
    if (ask.exec() == QDialog::Accepted)
        playDeal(number->text().toULongLong());
}

void MainWindow::showPractice()
{
    // No game goes on behind a drill.
    if (session()->hasGame() && !session()->isOver())
        setPaused(true);
    if (!m_practice) {
        m_practice = new PracticeDialog(
            m_match->nextRules(), m_match->careerStore(), session()->scheduler(), this,
            m_settings.keys.list(KeyCommand::Slap1) + m_settings.keys.list(KeyCommand::Play1));
        m_practice->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_practice->show();
    m_practice->raise();
    m_practice->activateWindow();
}

void MainWindow::showStatistics()
{
    if (!m_statistics) {
        m_statistics = new StatisticsDialog(m_match->careerStore(), this);
        m_statistics->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        m_statistics->refresh();
    }
    const AnalysisRunner::OverGames split = AnalysisRunner::luckAndSpeedOverGames(
        RecordKeeper::chancesDirectory(m_match->records()->directory()));
    m_statistics->setLuckAndSpeed(split.games, split.luck, split.speed, split.speedHalfWidth);
    m_statistics->show();
    m_statistics->raise();
    m_statistics->activateWindow();
}

void MainWindow::showReplays()
{
    // No game goes on behind a replay.
    if (session()->hasGame() && !session()->isOver())
        setPaused(true);
    const QString dir = m_match->records()->directory().isEmpty() ? RecordKeeper::defaultDirectory()
                                                                  : m_match->records()->directory();
    auto *dialog = new ReplaysDialog(dir, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ReplaysDialog::replayOpened, this, [this](QWidget *window) {
        if (auto *viewer = qobject_cast<ReplayWindow *>(window))
            viewer->setBaseAnimationScale(m_settings.animationScale);
    });
    dialog->open();
}

void MainWindow::showHelp()
{
    // One window, made for the rules in play; rebuilt when they change.
    if (!m_help || m_help->rules() != session()->rules() || m_help->keys() != m_settings.keys
        || m_help->people() != m_rig->input()->people().size()) {
        delete m_help;
        m_help = new HelpDialog(session()->rules(), m_match->preset(), m_settings.keys,
                                int(m_rig->input()->people().size()), this);
    }
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
}

// The menus' preferences: each takes effect at once and is saved.

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

} // namespace ratscrew
