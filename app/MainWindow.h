// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "GamePause.h"
#include "GameRecord.h"
#include "GameSession.h"
#include "MatchSpeed.h"
#include "RuleSet.h"
#include "career/CareerData.h"
#include "career/StatisticsDialog.h"
#include "coach/PracticeDialog.h"
#include "help/HelpDialog.h"
#include "rig/GameRig.h"
#include "rig/GameSetup.h"
#include "rig/MatchController.h"
#include "rig/SeatInput.h"
#include "seating/SeatInfo.h"
#include "settings/AppSettings.h"
#include "settings/SettingsDialog.h"
#include "table/TableWidget.h"

#include <QDate>
#include <QDialog>
#include <QList>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <array>
#include <memory>
#include <optional>

class QAction;
class QDragEnterEvent;
class QDropEvent;
class QLabel;
class QFrame;
class QStackedWidget;

namespace ratscrew {

class BotPlayer;
class DemoTable;
class RivalStore;
class RivalsDialog;
class ShareDialog;
struct Run;

class Coach;
class RecordKeeper;
class SharedCardDeck;
class CareerStore;
class GameLog;
class NoticeBar;
class SettingsStore;
class SlapWindowTracker;
class SoundPlayer;
class StatusLines;
class TableWidget;

/// The game window: the table, the status line, the menus, and the
/// people's keys (AppSettings::keys; by default Space plays, S slaps,
/// P/Esc pause; auto-repeat ignored). It composes: its table is built by a
/// GameRig (session, bots, narrator, sounds, seats, the people's input),
/// the match around the games (deal numbers, resume, career and records)
/// is a MatchController; the window applies the settings, pauses, and
/// shows the dialogs.
///
/// Hot-seat: seats whose level is BotSettings::kPerson are played by more
/// people at the same keyboard, each with their own play and slap keys
/// (KeyBindings: person 1 sits at the bottom, persons 2.. at those seats
/// clockwise). Their key presses reach the session in the order the
/// window receives them, so of two slaps in one event-loop turn the
/// earlier key event is judged first, even within the same millisecond
/// (the log says so when that happens: docs/HOTSEAT.md).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `sound` may be null (no sound at all); `store` may be null (nothing
    /// is read or saved); `scheduler` may be null (real time) or a fake
    /// clock for tests. None is owned. When the store cannot be read or
    /// saved, or held bad values, a bar at the top of the window says so.
    MainWindow(const GameSetup &setup, SoundPlayer *sound, SettingsStore *store = nullptr,
               Scheduler *scheduler = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() { return m_rig->session(); }
    TableWidget *table() { return m_table; }
    /// Shows `text` in the status line until the next event of the game
    /// says something else.
    void setStatus(const QString &text);
    /// The match (deal numbers, resume, career, records, the person's
    /// speed) and its table's rig (the session, the bots, the people's
    /// input).
    GameRig *rig() const { return m_rig; }
    MatchController *match() const { return m_match; }
    /// The window's action for `command` (its shortcuts are the settings' keys).
    QAction *keyAction(KeyCommand command) const { return m_keyActions[std::size_t(command)]; }
    const AppSettings &settings() const { return m_settings; }
    /// Lines about bad saved values found at start-up (also in the log).
    const QStringList &settingsProblems() const { return m_settingsProblems; }
    /// The text of the bar about the settings at the top of the window,
    /// empty while it is hidden.
    QString settingsNotice() const;
    GameLog *gameLog() const { return m_log; }
    /// The settings dialog while it is open (for tests), else null.
    SettingsDialog *settingsDialog() const { return m_settingsDialog; }
    /// The help window once shown (for tests), else null.
    HelpDialog *helpDialog() const { return m_help; }
    /// The practice window once shown (for tests), else null.
    PracticeDialog *practiceDialog() const { return m_practice; }
    /// The statistics window once shown (for tests), else null.
    StatisticsDialog *statisticsDialog() const { return m_statistics; }
    /// The end-of-game dialog while it is shown (for tests), else null.
    QDialog *gameOverDialog() const { return m_gameOverDialog; }
    /// The demo table while it is shown, else null.
    DemoTable *demoTable() const;
    /// True while the resume countdown runs.
    /// Whether the game in play waits for the person to start it
    /// (GameSetup::newGamesWait).
    bool isWaitingToStart() const { return m_pause->isWaitingToStart(); }
    bool isCountingDown() const;
    /// Keeps the career statistics (docs/STATISTICS.md) in `store` (not
    /// owned; null: none are kept), from the game in play on. Its problems
    /// show in the bar at the top of the window. The person's finished
    /// games and times are read from it off the GUI thread: the coach and
    /// the `match` bots follow them once they arrive.
    void setCareerStore(CareerStore *store);
    /// Coach mode (AppSettings::coach): on for this game?
    bool isCoaching() const;
    /// The status line, the hint and the coach's line under the table.
    StatusLines *statusLines() const { return m_lines; }

    /// Runs and rivals (docs/RUNS.md): where they are kept (not owned;
    /// null: nowhere, and Rivals… has nothing to show).
    void setRivalStore(RivalStore *store);
    /// The last sentence said about a run that could not be shared, opened
    /// or raced (for tests), empty if none.
    QString runProblem() const { return m_runProblem; }
    /// The share and rivals dialogs while they are open (for tests), else null.
    ShareDialog *shareDialog() const;
    RivalsDialog *rivalsDialog() const;

    /// Save and resume: continues `record`'s game where it was left (its
    /// players, rules, deck and actions), paused; the statistics and the
    /// career count it as a new game from here. False if it cannot be
    /// played on (an invalid record, or one that is over).
    bool resumeGame(const GameRecord &record);

public Q_SLOTS:
    void newGame();
    /// Game ▸ Play Deal Number…: a new game shuffled with `deal`, with the
    /// rules and players of the next game.
    void playDeal(quint64 deal);
    /// Game ▸ Daily Deal: today's daily deal (dailyDeal()).
    void playDailyDeal();
    /// Asks for a deal number, then plays it.
    void askDealNumber();
    /// Person `person` (0..people().size()-1, their keys' number) plays
    /// their card, or slaps the pile. Not during the resume countdown:
    /// the key is not taken, and the hint says so.
    void playCardFor(int person);
    void slapFor(int person);
    /// Pauses at once; un-pausing runs a short countdown first.
    void setPaused(bool paused);
    void setPauseOnFocusLoss(bool on);
    void setAnimationScale(double scale);
    void setVolume(int percent);
    void setMuted(bool muted);
    void setFourColourDeck(bool on);
    /// Game ▸ Settings…: players, rules, game, sound, appearance.
    void showSettings();
    /// Takes new settings: sound, appearance, speeds at once; players and
    /// rules from the next game (and the command line's overrides end).
    void applyNewSettings(const AppSettings &settings);
    /// The rules of the game in play, its patterns with pictures, the keys.
    void showHelp();
    /// Game ▸ Practice…: a drill without bots (the game in play pauses).
    void showPractice();
    /// Game ▸ Statistics…: the career statistics (one window, read again
    /// each time it is shown).
    void showStatistics();
    /// Game ▸ Watch Bots (`--demo`): the demo table (DemoTable) takes the
    /// window, bots at every seat with the next game's rules, a new deal
    /// each game; the game in play pauses. Any key or click comes back.
    void watchBots();
    /// Back from the demo table to the game (still paused).
    void stopWatching();
    /// Game ▸ Replays…: the games kept as records, to watch in a viewer
    /// of their own (the game in play pauses).
    void showReplays();
    /// Game ▸ Share This Game…: the game in play (or just ended) as text
    /// and as a run file; or a sentence why it cannot be shared.
    void shareGame();
    /// Game ▸ Rivals…: the runs of the deal in play side by side, the game
    /// in play kept as yours first.
    void showRivals();
    void showRivalsOf(quint64 deal);
    /// Game ▸ Open Run…: a file dialog, then openRunFile().
    void openRun();
    /// Reads and checks the run at `path` (RunCheck); one that passes is
    /// kept among the rivals and its deal's rivals are shown; one that does
    /// not is refused with its sentence. Also for a run dropped on the
    /// window or named on the command line.
    bool openRunFile(const QString &path);
    /// A new game of `rival`'s deal at its table with its ghost.
    void raceGhost(const ratscrew::Run &rival);

Q_SIGNALS:
    /// The demo table gave the window back to the game (stopWatching()).
    void watchingStopped();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions(); // MainWindowMenus.cpp
    // MainWindowRivals.cpp
    void pauseForADialog();
    void tellRunProblem(const QString &title, const QString &text);
    /// The notice bar, the table, the status lines and the log.
    void buildLayout();
    /// Hooks the session's listeners: the coach, the statistics.
    void hookListeners();
    void applySettings();
    void saveSettings();
    /// Closes the end-of-game dialog (the keys go back to the table) and
    /// stops the resume countdown: a new game or a resumed one is coming.
    void leaveGameInPlay();
    void showSummary();
    /// A game was dealt or restored (MatchController::gameStarted()): the
    /// coach's names and point of view, the seats' keys and tooltips.
    void holdForStart();
    void startPlaying();
    /// Every bot's numbers as its seat's tooltip.
    void updateSeatTooltips();
    /// The settings' look (TableLook) onto every table: the game's and the demo's.
    void applyTableLook();
    /// The keys of Pause as the status line names them ("P or Esc").
    QString pauseKeys() const;
    /// The settings' keys onto the window's actions and the people's seats.
    void applyKeys();
    /// Person `person`'s keys as their seat shows them.
    QString seatKeysText(int person) const;
    /// Switches the coach on or off for the game in play (settings and
    /// finished games so far).
    void updateCoach();

    SoundPlayer *m_sound = nullptr;
    SettingsStore *m_store = nullptr;
    AppSettings m_settings;
    QStringList m_settingsProblems;
    MatchController *m_match = nullptr; // the games: deal numbers, resume, career and records
    GameRig *m_rig = nullptr;           // the match's table: session, bots, narrator, sounds, input
    TableWidget *m_table = nullptr;
    GameLog *m_log = nullptr;
    Coach *m_coach = nullptr;
    NoticeBar *m_noticeBar = nullptr;
    StatusLines *m_lines = nullptr;
    SharedCardDeck *m_deck = nullptr; // the application's card deck
    std::array<QAction *, KeyBindings::kCommands> m_keyActions{};
    QAction *m_pauseAction = nullptr;
    QAction *m_soundAction = nullptr;
    QList<QAction *> m_speedActions;
    QAction *m_fourColourAction = nullptr;
    QAction *m_focusPauseAction = nullptr;
    QPointer<QDialog> m_gameOverDialog;
    QPointer<HelpDialog> m_help;
    QPointer<SettingsDialog> m_settingsDialog;
    QPointer<StatisticsDialog> m_statistics;
    QPointer<PracticeDialog> m_practice;
    QPointer<ShareDialog> m_share;
    QPointer<RivalsDialog> m_rivalsDialog;
    RivalStore *m_rivals = nullptr;
    QString m_runProblem;
    QStackedWidget *m_pages = nullptr; // the game, the demo table
    DemoTable *m_demo = nullptr;
    Scheduler *m_scheduler = nullptr; // the constructor's (null: real time)
    bool m_newGamesWait = false;      // GameSetup::newGamesWait
    GamePause *m_pause = nullptr;     // pause, and play on after a countdown
};

} // namespace ratscrew
