// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CommandLine.h"
#include "GameRecord.h"

#include <memory>
#include <optional>

class QWidget;

namespace ratscrew {

class CareerStore;
class MainWindow;
class RivalStore;
class Scheduler;
class SettingsStore;
class SoundBoard;

/// The application's name and version (for `--version`, QSettings and
/// the translations); works before QApplication exists, as the command
/// line is parsed without one.
void setApplicationNames();

/// The rest of the application's identity for the window system and
/// QSettings: desktop file name, display and organisation names, window
/// icon. Call once right after QApplication is made.
void setUpApplication();

/// `ratscrew --replay FILE`: runs a viewer of the record at `path` alone,
/// in the saved language and animation speed (no game, no statistics, no
/// records) until it is closed, and returns the exit status. The record is
/// read and analysed off the GUI thread (ReplayLoader) while a small
/// window says so (after 300 ms); a record that cannot be read is one line
/// on stderr ("ratscrew: …") and status 2. Call after setUpApplication().
int runReplayViewer(const QString &path);

/// Returns `status` for main() to return, once the application and
/// everything of the game are gone (the settings, the statistics and the
/// records are written by then). In a MinGW-w64 build for Windows it ends
/// the process there instead (TerminateProcess), skipping the DLLs'
/// teardown: there libstdc++ runs the main thread's thread_local
/// destructors of Qt6Core from its own DLL_PROCESS_DETACH, after Qt6Core's
/// teardown, and one of them waited in winpthreads for ever (the window
/// gone, the process left running: one exit in four under Wine).
/// Standard output and error are flushed first. Other builds return.
int finishProcess(int status);

/// Everything main() builds once QApplication exists and
/// setUpApplication() ran, in main()'s order: the saved settings (their
/// problems printed on stderr), the translations, the sound board (unless
/// `--no-sound`) and the main window, not yet shown. The start-up and
/// memory benchmarks (bench/) build the app through this too, so they
/// measure exactly what `ratscrew` runs.
class AppInstance
{
public:
    /// `scheduler` may be null (real time, as in the app) or a fake clock
    /// (not owned; it must outlive this object). The career statistics are
    /// kept in CareerStore::defaultPath().
    explicit AppInstance(const CommandLine &options, Scheduler *scheduler = nullptr);
    ~AppInstance();
    AppInstance(const AppInstance &) = delete;
    AppInstance &operator=(const AppInstance &) = delete;

    MainWindow &window() { return *m_window; }
    /// Save and resume: if a game was left unfinished (the window closed,
    /// or the app killed) asks whether to play on with it, once. Call after
    /// the window is shown. The save is read off the GUI thread
    /// (MatchController::readResume()): the first game waits, paused, and
    /// the status line says it is being read; the question comes from the
    /// event loop once it is read, never inside this call. At the demo table (`--demo`) the question waits
    /// until the demo gives the window back to the game (an attract screen
    /// asks nothing); until it is answered, `resume.json` stays as it is
    /// (a kill with the question open offers it again at the next start);
    /// No removes it, Yes keeps it as the resumed game's save. With
    /// `--seed`, `--preset` or `--rules` it is never asked: the run plays
    /// the deal or the rules it was given (Yes would drop them), and the
    /// unfinished game, untouched, is offered at the next start without.
    void offerResume();
    /// The question offerResume() asks about a save of `plays` cards
    /// (counted to 1,000,000 at most), the count in the language's digits.
    static QString resumeQuestion(qint64 plays);

private:
    /// The save read (or nothing to offer): asks, once in a run, and
    /// resumes on Yes (MainWindow::resumeGame()) or drops the save on No
    /// (MatchController::resumeDeclined()).
    /// `waiting`: the first game was paused for the read.
    void askToResume(std::optional<GameRecord> record, bool waiting);

    std::unique_ptr<SettingsStore> m_store; // SettingsStore::openDefault()
    std::unique_ptr<CareerStore> m_career;  // CareerStore::defaultPath()
    std::unique_ptr<RivalStore> m_rivals;   // RivalStore::defaultDirectory(), outlives the window
    std::unique_ptr<SoundBoard> m_sound;
    std::unique_ptr<MainWindow> m_window;
    bool m_demo = false;    // the demo table is up, the question waits for its end
    bool m_chosen = false;  // GameSetup::choosesTheGame(): no question this run
    bool m_offered = false; // the question was asked (or there was nothing to ask)
};

} // namespace ratscrew
