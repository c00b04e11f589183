// SPDX-License-Identifier: GPL-3.0-or-later
// ratscrew-bench-app: how the Qt app feels (docs/PERFORMANCE.md). Runs
// offscreen (QT_QPA_PLATFORM=offscreen) as well as on a display.
//
//   SlapLatency/...  an S key press sent to the main window, until the
//                    session's slapResolved (or slapRejected) signal
//   TableFrame/...   one full table frame, 8 seats, mid-game: 1920×1080 here,
//                    3840×2160 at device pixel ratio 2 in a child process
//   AnimationFrame/... the frames of the animations (card flights, sweeps,
//                    slap flashes) as the app paints them: its dirty region
//                    only, through the backing store, 8 seats; p50 and p95;
//                    and the time from a slap key to the frame that shows
//                    it (re-run as --frame-child W H, QT_SCALE_FACTOR set)
//   ColdStart/...    a fresh process until the window's first frame is
//                    painted (this program re-run as --startup-child)
//   Memory/...       VmHWM and VmRSS of a fresh process that plays a
//                    whole 8-seat game (re-run as --memory-child)
//
// Options of its own (everything else goes to Google Benchmark):
//   --startup-runs=N   child processes per ColdStart measurement (default 10)

#include "AppStartup.h"
#include "CommandLine.h"
#include "GameSession.h"
#include "GoalTable.h"
#include "MainWindow.h"
#include "RuleSet.h"
#include "Scheduler.h"
#include "sound/SoundBoard.h"
#include "table/SteppedAnimationDriver.h"
#include "table/TableWidget.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QKeyEvent>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <benchmark/benchmark.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <vector>

#ifdef Q_OS_LINUX
#  include <ctime>
#  include <unistd.h>
#endif

using namespace ratscrew;

namespace {

constexpr const char *kStartupChildFlag = "--startup-child";
constexpr const char *kMemoryChildFlag = "--memory-child";
constexpr const char *kFrameChildFlag = "--frame-child";
int g_startupRuns = 10;

// -- Helpers ----------------------------------------------------------------

std::int64_t steadyNowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/// Milliseconds since this process started (fork), from /proc/self/stat's
/// start time (clock ticks since boot, usually 10 ms apart) and
/// CLOCK_BOOTTIME. Nothing where there is no /proc.
std::optional<double> msSinceProcessStart()
{
#ifdef Q_OS_LINUX
    std::FILE *f = std::fopen("/proc/self/stat", "r");
    if (!f)
        return std::nullopt;
    char buffer[1024] = {};
    const std::size_t n = std::fread(buffer, 1, sizeof buffer - 1, f);
    std::fclose(f);
    buffer[n] = '\0';
    // The command name (field 2) is in parentheses and may hold spaces:
    // count fields from the last ')'. starttime is field 22.
    const char *p = std::strrchr(buffer, ')');
    if (!p)
        return std::nullopt;
    ++p;
    for (int field = 3; field < 22 && p; ++field) {
        p = std::strchr(p + 1, ' ');
    }
    if (!p)
        return std::nullopt;
    const double startTicks = std::strtod(p + 1, nullptr);
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    timespec now{};
    if (ticksPerSecond <= 0 || clock_gettime(CLOCK_BOOTTIME, &now) != 0)
        return std::nullopt;
    const double nowMs = double(now.tv_sec) * 1e3 + double(now.tv_nsec) * 1e-6;
    return nowMs - startTicks * 1e3 / double(ticksPerSecond);
#else
    return std::nullopt;
#endif
}

/// A "VmHWM"/"VmRSS"/… line of /proc/self/status, in kB; -1 if unknown.
long long procStatusKb(const char *key)
{
#ifdef Q_OS_LINUX
    std::FILE *f = std::fopen("/proc/self/status", "r");
    if (!f)
        return -1;
    char line[256];
    long long kb = -1;
    const std::size_t keyLength = std::strlen(key);
    while (std::fgets(line, sizeof line, f)) {
        if (std::strncmp(line, key, keyLength) == 0 && line[keyLength] == ':') {
            kb = std::strtoll(line + keyLength + 1, nullptr, 10);
            break;
        }
    }
    std::fclose(f);
    return kb;
#else
    (void)key;
    return -1;
#endif
}

/// Processes events until `done` or `timeoutMs` passed; returns done().
template<typename Done>
bool processEventsUntil(Done done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return done();
}

/// The command line `ratscrew` would get, with this program's name.
CommandLine childCommandLine(char *program, const QStringList &ratscrewOptions)
{
    setApplicationNames();
    return CommandLine::parse(QStringList{QString::fromLocal8Bit(program)} + ratscrewOptions);
}

/// The main window's game for the slap benchmarks: house rules, `bots`
/// normal bots, deal 11.
GameSetup houseSetup(int bots)
{
    GameSetup setup;
    setup.rules = *RuleSet::preset("house");
    setup.presetName = QStringLiteral("house");
    setup.botLevels = QStringList(bots, QStringLiteral("normal"));
    setup.seed = 11;
    return setup;
}

/// Seats for the table benchmark: the person and seven bots.
QList<SeatInfo> eightSeats()
{
    static const char *const names[] = {"You", "Ann", "Bea", "Cal", "Dee", "Eli", "Fay", "Gus"};
    static const char *const levels[] = {"",     "beginner", "easy",   "normal",
                                         "hard", "expert",   "normal", "hard"};
    QList<SeatInfo> seats;
    for (int p = 0; p < 8; ++p)
        seats.append(SeatInfo{QString::fromLatin1(names[p]), p == 0, QString::fromLatin1(levels[p]),
                              defaultSeatColour(p)});
    return seats;
}

/// The table with its paint events timed: how much of a frame is the
/// table's own painting (the rest is Qt's: events, backing store, flush).
class TimedTable : public TableWidget
{
public:
    std::vector<double> paintMs;
    bool timing = false;

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QElapsedTimer timer;
        timer.start();
        TableWidget::paintEvent(event);
        if (timing)
            paintMs.push_back(double(timer.nsecsElapsed()) * 1e-6);
    }
};

/// Counts the Paint events a widget gets.
class PaintCounter : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(double(v.size()) * p))];
}

/// Plays `session` (house, 8 players, just dealt) to the middle of a game:
/// 150 actions with slaps and a misslap now and then, then plays until at
/// least four cards fan out over burned cards. False if that failed.
bool setUpMidGame(GameSession &session)
{
    int slapper = 0;
    for (int i = 0; i < 150 && !session.isOver(); ++i) {
        slapper = (slapper + 1) % 8;
        if (!session.slappablePatterns().empty() || (i % 37 == 0 && session.playedCount() > 0)) {
            if (!session.isOut(slapper))
                session.slap(slapper);
        } else if (session.pendingPlayer() >= 0) {
            session.collect();
        } else {
            session.playCard(session.turnPlayer());
        }
    }
    for (int i = 0; i < 200 && !session.isOver(); ++i) {
        const int burned = int(session.pile().size()) - session.playedCount();
        if (session.playedCount() >= 4 && burned > 0)
            break;
        if (session.pendingPlayer() >= 0) {
            session.collect();
        } else if (burned == 0 && session.playedCount() > 0 && session.slappablePatterns().empty()) {
            for (int p = 0; p < 8; ++p) { // a misslap by someone with cards to burn
                if (!session.isOut(p) && session.handSize(p) >= 2) {
                    session.slap(p);
                    break;
                }
            }
        } else {
            session.playCard(session.turnPlayer());
        }
    }
    return !session.isOver() && session.playedCount() >= 3;
}

// -- Child processes ----------------------------------------------------------

/// Records when the main window's first frame is painted: the first Paint
/// event it gets starts the frame; the frame is complete (every widget
/// painted and the backing store flushed) when the event loop comes round
/// again.
class FirstFrameWatcher : public QObject
{
public:
    std::optional<double> paintMs, frameMs; // since process start
    std::int64_t frameSteadyNs = 0;         // steady clock at the end of the frame
    double mainToFrameMs = 0;
    const QElapsedTimer *sinceMain = nullptr;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !paintMs) {
            paintMs = sinceStart();
            QTimer::singleShot(0, this, [this] {
                frameSteadyNs = steadyNowNs();
                frameMs = sinceStart();
                mainToFrameMs = double(sinceMain->nsecsElapsed()) * 1e-6;
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    double sinceStart() const
    {
        if (const auto ms = msSinceProcessStart())
            return *ms;
        return double(sinceMain->nsecsElapsed()) * 1e-6; // no /proc: from main()
    }
};

/// `--startup-child [ratscrew options]`: builds the app exactly as
/// app/main.cpp does and prints, once its window's first frame is painted,
/// `startup since_start_ms=… since_main_ms=… first_paint_ms=… frame_steady_ns=…`.
int startupChild(int argc, char **argv, const QElapsedTimer &sinceMain)
{
    QStringList options;
    for (int i = 2; i < argc; ++i)
        options << QString::fromLocal8Bit(argv[i]);
    const CommandLine commandLine = childCommandLine(argv[0], options);
    if (commandLine.outcome != CommandLine::Outcome::Run) {
        std::fprintf(stderr, "startup child: bad ratscrew options: %s\n", qPrintable(commandLine.error));
        return 2;
    }
    QApplication app(argc, argv);
    setUpApplication();
    AppInstance instance(commandLine);
    FirstFrameWatcher watcher;
    watcher.sinceMain = &sinceMain;
    instance.window().installEventFilter(&watcher);
    instance.window().show();
    QTimer::singleShot(30000, &app, [] { QCoreApplication::exit(3); }); // never painted
    const int rc = app.exec();
    if (rc != 0 || !watcher.frameMs) {
        std::fprintf(stderr, "startup child: the window was not painted within 30 s\n");
        return 3;
    }
    std::printf("startup since_start_ms=%.3f since_main_ms=%.3f first_paint_ms=%.3f frame_steady_ns=%lld\n",
                *watcher.frameMs, watcher.mainToFrameMs, *watcher.paintMs, (long long)watcher.frameSteadyNs);
    std::fflush(stdout);
    return 0;
}

/// `--memory-child [ratscrew options]`: the app as `ratscrew --bots 7
/// --seed 7` on a fake clock (as the widget tests run it) through one whole
/// game, the table painting as it goes. Prints `memory vmhwm_kb=…
/// vmrss_kb=… shown_kb=… plays=… steps=… winner=…`.
int memoryChild(int argc, char **argv)
{
    QStringList options{QStringLiteral("--bots"), QStringLiteral("7"), QStringLiteral("--seed"),
                        QStringLiteral("7")};
    for (int i = 2; i < argc; ++i)
        options << QString::fromLocal8Bit(argv[i]);
    const CommandLine commandLine = childCommandLine(argv[0], options);
    if (commandLine.outcome != CommandLine::Outcome::Run) {
        std::fprintf(stderr, "memory child: bad ratscrew options: %s\n", qPrintable(commandLine.error));
        return 2;
    }
    QApplication app(argc, argv);
    setUpApplication();
    ManualScheduler clock;
    AppInstance instance(commandLine, &clock);
    MainWindow &w = instance.window();
    w.setPauseOnFocusLoss(false); // the settings live in a scratch directory (see runChild)
    w.show();
    if (!processEventsUntil([&] { return w.windowHandle() && w.windowHandle()->isExposed(); }, 10000)) {
        std::fprintf(stderr, "memory child: the window was never exposed\n");
        return 3;
    }
    processEventsUntil([] { return false; }, 200);
    const long long shownKb = procStatusKb("VmRSS");

    // The person plays their cards at once and never slaps (a person who
    // slaps with no reaction time at all wins in a few dozen plays); the
    // bots play and slap on the fast clock. The window gets a chance to
    // paint every 4 s of game time (painting is what takes the time here;
    // painting more often changes the peak by less than a megabyte); the
    // animations run on real time.
    GameSession &s = *w.session();
    if (w.isWaitingToStart()) { // the new game waits for the person: the play key, then the countdown
        w.playCardFor(0);
        if (!processEventsUntil([&] { return !s.isPaused(); }, 10000)) {
            std::fprintf(stderr, "memory child: the game never started\n");
            return 3;
        }
    }
    int steps = 0;
    for (; steps < 400000 && !s.isOver(); ++steps) {
        if (s.turnPlayer() == 0 && !s.isPaused())
            w.playCardFor(0);
        else
            clock.advance(40);
        if (steps % 100 == 0)
            QCoreApplication::processEvents();
    }
    if (!s.isOver()) {
        std::fprintf(stderr, "memory child: the game did not end\n");
        return 3;
    }
    // The end-of-game summary shows; give it time to appear and paint.
    processEventsUntil([&] { return w.gameOverDialog() && w.gameOverDialog()->isVisible(); }, 5000);
    processEventsUntil([] { return false; }, 300);
    std::printf("memory vmhwm_kb=%lld vmrss_kb=%lld shown_kb=%lld plays=%lld steps=%d winner=%d\n",
                procStatusKb("VmHWM"), procStatusKb("VmRSS"), shownKb, s.game().plays(), steps, s.winner());
    std::fflush(stdout);
    return 0;
}

/// `--frame-child W H`: the table at W×H (logical pixels; QT_SCALE_FACTOR
/// gives the device pixel ratio), 8 seats, mid-game, as a shown window.
/// Plays on, one action at a time, and steps the animations 16 ms a frame
/// (a 60 Hz display), timing each frame: the events of the step, the
/// table's paint of its dirty region and the backing store's flush. Then
/// full frames (the whole table repainted), then slap keys on a main
/// window of the same size, each until the frame that shows the slap.
/// Prints `frame p50_ms=… p95_ms=… frames=… action_p50_ms=… full_p50_ms=…
/// key_p50_ms=… key_p95_ms=… dpr=…`.
int frameChild(int argc, char **argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "frame child: usage: %s %s WIDTH HEIGHT\n", argv[0], kFrameChildFlag);
        return 2;
    }
    const QSize size(std::atoi(argv[2]), std::atoi(argv[3]));
    QApplication app(argc, argv);
    setUpApplication();
    SteppedAnimationDriver driver;
    driver.install();

    ManualScheduler clock;
    GameSession session(&clock);
    session.newGame(*RuleSet::preset("house"), 8, 3);
    TimedTable table;
    table.setSession(&session);
    table.setSeats(eightSeats());
    table.setAnimationScale(0);
    if (!setUpMidGame(session)) {
        std::fprintf(stderr, "frame child: could not set up a mid-game table\n");
        return 3;
    }
    table.resize(size);
    table.show();
    if (!processEventsUntil([&] { return table.windowHandle() && table.windowHandle()->isExposed(); },
                            10000)) {
        std::fprintf(stderr, "frame child: the table was never exposed\n");
        return 3;
    }
    processEventsUntil([] { return false; }, 100); // the first frame fills the caches
    table.setAnimationScale(1.0);

    QElapsedTimer timer;
    auto timedEvents = [&timer] {
        timer.start();
        QCoreApplication::processEvents();
        return double(timer.nsecsElapsed()) * 1e-6;
    };
    std::vector<double> frames, actions;
    constexpr std::size_t kFrames = 600;
    int slapper = 0;
    for (int i = 0; i < 20000 && frames.size() < kFrames && !session.isOver(); ++i) {
        // The game goes on: a slap on a slappable pile, a collect, or a card.
        slapper = (slapper + 3) % 8;
        if (!session.slappablePatterns().empty() && !session.isOut(slapper))
            session.slap(slapper);
        else if (session.pendingPlayer() >= 0)
            session.collect();
        else
            session.playCard(session.turnPlayer());
        actions.push_back(timedEvents()); // the frame of the action itself
        table.timing = true;
        for (int f = 0; f < 200 && table.isAnimating(); ++f) {
            driver.step(16);
            frames.push_back(timedEvents());
        }
        table.timing = false;
    }
    if (frames.size() < kFrames) {
        std::fprintf(stderr, "frame child: only %zu animation frames\n", frames.size());
        return 3;
    }
    std::vector<double> full;
    for (int i = 0; i < 60; ++i) {
        timer.start();
        table.repaint();
        full.push_back(double(timer.nsecsElapsed()) * 1e-6);
    }
    const qreal dpr = table.devicePixelRatioF();
    table.hide();

    // A slap key to the frame that shows it: the key event, the shortcut,
    // the engine, the session's signals and the table's paint and flush.
    SilentSoundPlayer sound;
    MainWindow w(houseSetup(7), &sound, nullptr, &clock);
    w.setPauseOnFocusLoss(false);
    w.resize(size);
    w.show();
    w.activateWindow();
    if (!processEventsUntil([&] { return w.isActiveWindow(); }, 5000)) {
        std::fprintf(stderr, "frame child: the window did not become active\n");
        return 3;
    }
    PaintCounter painted;
    w.table()->installEventFilter(&painted);
    GameSession &s = *w.session();
    std::vector<double> keys;
    for (int i = 0; i < 2000 && keys.size() < 150; ++i) {
        w.table()->setAnimationScale(0); // the pile is set up at once
        if (s.isOver() || s.isOut(0) || s.handSize(0) < 3) {
            w.newGame();
            continue;
        }
        if (s.flight().inAir()) { // the game's clock lands it (docs/RULES.md §12.1); the bots never move
            clock.advance(std::max<qint64>(1, s.flight().landsAtMs - clock.nowMs()));
            continue;
        }
        if (s.playedCount() == 0 || s.slappablePatterns().empty()) {
            if (s.pendingPlayer() >= 0)
                s.collect();
            else
                s.playCard(s.turnPlayer());
            continue;
        }
        w.table()->setAnimationScale(1.0);
        processEventsUntil([] { return false; }, 20); // everything before the key is painted
        // An inactive window takes no shortcut, and a key is timed only as
        // a person's would reach the table: in the active window (the
        // end-of-game summary, while it is open, has the keys).
        if (!w.isActiveWindow()) {
            w.activateWindow();
            if (!processEventsUntil([&] { return w.isActiveWindow(); }, 2000)) {
                std::fprintf(stderr, "frame child: the window did not become active again\n");
                return 3;
            }
            processEventsUntil([] { return false; }, 20);
        }
        const int before = painted.paints;
        QKeyEvent press(QEvent::KeyPress, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"));
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"));
        timer.start();
        QCoreApplication::sendEvent(&w, &press);
        while (painted.paints == before && timer.elapsed() < 2000)
            QCoreApplication::processEvents();
        if (painted.paints == before) { // not a figure to leave out of a percentile
            std::fprintf(stderr, "frame child: a slap key showed no frame in 2 s\n");
            return 3;
        }
        keys.push_back(double(timer.nsecsElapsed()) * 1e-6);
        QCoreApplication::sendEvent(&w, &release);
        for (int f = 0; f < 200 && w.table()->isAnimating(); ++f) {
            driver.step(16);
            QCoreApplication::processEvents();
        }
    }
    if (keys.size() < 150) { // a figure of no keys is no figure
        std::fprintf(stderr, "frame child: only %zu slap keys could be timed\n", keys.size());
        return 3;
    }
    std::printf(
        "frame p50_ms=%.4f p95_ms=%.4f frames=%zu paint_p50_ms=%.4f paint_p95_ms=%.4f "
        "action_p50_ms=%.4f action_p95_ms=%.4f full_p50_ms=%.4f key_p50_ms=%.4f key_p95_ms=%.4f keys=%zu "
        "dpr=%.2f\n",
        percentile(frames, 0.5), percentile(frames, 0.95), frames.size(), percentile(table.paintMs, 0.5),
        percentile(table.paintMs, 0.95), percentile(actions, 0.5), percentile(actions, 0.95),
        percentile(full, 0.5), percentile(keys, 0.5), percentile(keys, 0.95), keys.size(), dpr);
    std::fflush(stdout);
    return 0;
}

/// Runs this program again with `flag`, its settings in a scratch
/// directory (nobody's saved settings change what is measured, and
/// nothing is written to them); returns the child's `key=value` figures
/// from its line starting with `tag`, or an error message.
struct ChildResult
{
    std::map<std::string, double> values;
    std::string error;
    std::int64_t launchedSteadyNs = 0;
};

ChildResult runChild(const char *flag, const char *tag, const QStringList &arguments = {},
                     const QList<std::pair<QString, QString>> &environment = {})
{
    ChildResult result;
    QTemporaryDir scratch;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : environment)
        env.insert(name, value);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), scratch.path());
    env.insert(QStringLiteral("HOME"), scratch.path()); // macOS and others keep settings under HOME
    QProcess child;
    child.setProcessEnvironment(env);
    child.setProgram(QCoreApplication::applicationFilePath());
    child.setArguments(QStringList{QString::fromLatin1(flag)} + arguments);
    result.launchedSteadyNs = steadyNowNs();
    child.start();
    // A generous bound: the memory child's whole game takes seconds on an
    // idle machine and minutes on a heavily shared one; this only stops a hang.
    constexpr int kChildLimitMs = 600000;
    const bool finished = child.waitForFinished(kChildLimitMs);
    if (!finished || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        child.kill();
        child.waitForFinished();
        result.error = std::string(flag) + (finished ? " failed: " : " did not finish in 600 s, stopped: ")
                       + child.readAllStandardError().trimmed().toStdString();
        return result;
    }
    const QList<QByteArray> lines = child.readAllStandardOutput().split('\n');
    for (const QByteArray &line : lines) {
        if (!line.startsWith(QByteArray(tag) + ' '))
            continue;
        for (const QByteArray &field : line.split(' ')) {
            const qsizetype eq = field.indexOf('=');
            if (eq > 0)
                result.values[field.left(eq).toStdString()] = field.mid(eq + 1).toDouble();
        }
    }
    if (result.values.empty())
        result.error = std::string(flag) + ": no '" + tag + "' line in its output";
    return result;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// -- Benchmarks ---------------------------------------------------------------

/// (a) S key → slapResolved/slapRejected, on the real window (4 players,
/// house rules, bots on a fake clock that never moves, so only the person
/// acts). Even iterations slap a slappable pile (the pile is won), odd ones
/// a plain one (a misslap: two cards burned). Getting there — cards played
/// through the session, a new game when the person runs short — is not timed.
/// slapResolved comes as soon as the engine has judged the slap, before the
/// action's report: the window's own listeners (table, narrator, log,
/// statistics, sound cues) read the report, so they and what follows it
/// (stateChanged, the bots re-planning) are in `handled_median_us`, the
/// time until the key press has been handled completely.
void slapLatency(benchmark::State &state)
{
    ManualScheduler clock;
    SilentSoundPlayer sound;
    MainWindow w(houseSetup(3), &sound, nullptr, &clock);
    w.setPauseOnFocusLoss(false);
    w.resize(1100, 780);
    w.show();
    w.activateWindow();
    if (!processEventsUntil([&] { return w.isActiveWindow(); }, 5000)) {
        state.SkipWithError("the window did not become active (the S shortcut needs it)");
        return;
    }
    GameSession &s = *w.session();
    TableWidget &table = *w.table();

    QElapsedTimer timer;
    qint64 elapsedNs = -1;
    bool timing = false;
    auto stop = [&] {
        if (timing) {
            elapsedNs = timer.nsecsElapsed();
            timing = false;
        }
    };
    QObject::connect(&s, &GameSession::slapResolved, &w, stop);
    QObject::connect(&s, &GameSession::slapRejected, &w, stop);

    // Plays cards until the pile is (or is not) slappable; false if the
    // game ended or the person ran short of cards.
    auto prepare = [&](bool slappable) {
        for (int i = 0; i < 200; ++i) {
            if (s.isOver() || s.isOut(0) || s.handSize(0) < 3)
                return false;
            if (s.playedCount() > 0 && s.slappablePatterns().empty() != slappable)
                return true;
            if (s.pendingPlayer() >= 0)
                s.collect();
            else
                s.playCard(s.turnPlayer());
        }
        return false;
    };

    // One slap on a pile that is (or is not) slappable: the set-up, then
    // the timed key press. Returns {key → signal, key fully handled} in
    // ns, or nothing if the key never reached the session.
    struct Slap
    {
        qint64 signalNs = -1, handledNs = -1;
    };
    auto slapOnce = [&](bool wantSlappable, long long count) -> Slap {
        table.setAnimationScale(0); // cards land at once while the pile is set up
        while (!prepare(wantSlappable))
            w.newGame();
        if (count % 64 == 0)
            QCoreApplication::processEvents(); // paint now and then, as the app would
        if (!w.isActiveWindow()) {             // the end-of-game summary took the focus
            w.activateWindow();
            processEventsUntil([&] { return w.isActiveWindow(); }, 2000);
        }
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        table.setAnimationScale(1.0); // the slap's flash and the sweep animate as in play

        QKeyEvent press(QEvent::KeyPress, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"));
        elapsedNs = -1;
        timing = true;
        timer.start();
        QCoreApplication::sendEvent(&w, &press);
        const qint64 handledNs = timer.nsecsElapsed();
        timing = false;
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"));
        QCoreApplication::sendEvent(&w, &release);
        return {elapsedNs, handledNs};
    };

    // The window's first slap pays for first-time work (fonts, the first
    // animation, …): reported on its own, kept out of the figures below.
    const Slap first = slapOnce(true, 1);
    if (first.signalNs < 0) {
        state.SkipWithError("the S key did not reach the session (is the window active?)");
        return;
    }

    long long slaps = 0, valid = 0;
    std::vector<double> validUs, misslapUs, handledUs;
    validUs.reserve(std::size_t(state.max_iterations));
    misslapUs.reserve(std::size_t(state.max_iterations));
    handledUs.reserve(std::size_t(state.max_iterations));
    for (auto _ : state) {
        const bool wantSlappable = slaps % 2 == 0;
        const Slap slap = slapOnce(wantSlappable, slaps);
        if (slap.signalNs < 0) {
            state.SkipWithError("the S key did not reach the session (is the window active?)");
            break;
        }
        state.SetIterationTime(double(slap.signalNs) * 1e-9);
        (wantSlappable ? validUs : misslapUs).push_back(double(slap.signalNs) * 1e-3);
        handledUs.push_back(double(slap.handledNs) * 1e-3);
        valid += wantSlappable;
        ++slaps;
    }
    state.counters["first_slap_us"] = double(first.signalNs) * 1e-3;
    state.counters["valid_share"] = slaps ? double(valid) / double(slaps) : 0.0;
    state.counters["valid_median_us"] = median(validUs);
    state.counters["misslap_median_us"] = median(misslapUs);
    state.counters["handled_median_us"] = median(handledUs);
    std::vector<double> all = validUs;
    all.insert(all.end(), misslapUs.begin(), misslapUs.end());
    std::sort(all.begin(), all.end());
    if (!all.empty()) {
        state.counters["p99_us"] = all[std::min(all.size() - 1, all.size() * 99 / 100)];
        state.counters["max_us"] = all.back();
    }
    table.setAnimationScale(0);
}

/// (b) One full table frame: 1920×1080, 8 seats, mid-game, a fanned pile
/// with burned cards under it, rendered into an image.
void tableFrame(benchmark::State &state)
{
    ManualScheduler clock;
    GameSession session(&clock);
    session.newGame(*RuleSet::preset("house"), 8, 3);
    TableWidget table;
    table.setSession(&session);
    table.setSeats(eightSeats());
    table.setAnimationScale(0); // cards are where they land
    table.resize(1920, 1080);
    if (!setUpMidGame(session)) {
        state.SkipWithError("could not set up a mid-game table");
        return;
    }
    QImage image(table.size(), QImage::Format_ARGB32_Premultiplied);
    table.render(&image); // the first frame fills the caches, as the app's first frame does
    for (auto _ : state) {
        table.render(&image);
        benchmark::DoNotOptimize(image.constBits());
    }
    state.counters["pile_cards"] = double(session.pile().size());
    state.counters["burned"] = double(int(session.pile().size()) - session.playedCount());
    state.counters["frames_per_second"] =
        benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}

/// (c) Cold start to the window's first frame: the median of
/// --startup-runs fresh processes.
void coldStart(benchmark::State &state)
{
    for (auto _ : state) {
        std::vector<double> sinceStart, sinceMain, launchToFrame, firstPaint;
        for (int run = 0; run < g_startupRuns; ++run) {
            const ChildResult r = runChild(kStartupChildFlag, "startup");
            if (!r.error.empty()) {
                state.SkipWithError(r.error.c_str());
                return;
            }
            sinceStart.push_back(r.values.at("since_start_ms"));
            sinceMain.push_back(r.values.at("since_main_ms"));
            firstPaint.push_back(r.values.at("first_paint_ms"));
            launchToFrame.push_back(double(std::int64_t(r.values.at("frame_steady_ns")) - r.launchedSteadyNs)
                                    * 1e-6);
        }
        state.SetIterationTime(median(sinceStart) * 1e-3);
        state.counters["shown_ms"] = median(sinceStart);
        state.counters["shown_min_ms"] = *std::min_element(sinceStart.begin(), sinceStart.end());
        state.counters["shown_max_ms"] = *std::max_element(sinceStart.begin(), sinceStart.end());
        state.counters["first_paint_ms"] = median(firstPaint);
        state.counters["main_to_frame_ms"] = median(sinceMain);
        state.counters["launch_to_frame_ms"] = median(launchToFrame);
        state.counters["runs"] = double(sinceStart.size());
    }
}

/// (d) Memory of a fresh process through one whole 8-seat game.
void memory(benchmark::State &state)
{
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        const ChildResult r = runChild(kMemoryChildFlag, "memory");
        if (!r.error.empty()) {
            state.SkipWithError(r.error.c_str());
            return;
        }
        state.SetIterationTime(double(timer.nsecsElapsed()) * 1e-9);
        state.counters["VmHWM_MB"] = r.values.at("vmhwm_kb") / 1024.0;
        state.counters["VmRSS_MB"] = r.values.at("vmrss_kb") / 1024.0;
        state.counters["shown_MB"] = r.values.at("shown_kb") / 1024.0;
        state.counters["plays"] = r.values.at("plays");
    }
}

/// (e) The animation frames and the slap key's frame of a W×H table at a
/// device pixel ratio (a child process: the ratio is QT_SCALE_FACTOR, set
/// before Qt starts), on an offscreen screen of 3840×2160 device pixels.
void animationFrame(benchmark::State &state, int width, int height, int dpr)
{
    QTemporaryDir scratch;
    const QString config = scratch.filePath(QStringLiteral("screen.json"));
    {
        QFile f(config);
        if (!f.open(QIODevice::WriteOnly)
            || f.write(R"({"screens": [{"name": "bench", "x": 0, "y": 0, "width": 3840, "height": 2160,
                           "logicalDpi": 96, "logicalBaseDpi": 96}]})")
                   < 0) {
            state.SkipWithError("could not write the screen configuration");
            return;
        }
    }
    for (auto _ : state) {
        const ChildResult r =
            runChild(kFrameChildFlag, "frame", {QString::number(width / dpr), QString::number(height / dpr)},
                     {{QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen:configfile=") + config},
                      {QStringLiteral("QT_SCALE_FACTOR"), QString::number(dpr)}});
        if (!r.error.empty()) {
            state.SkipWithError(r.error.c_str());
            return;
        }
        if (std::lround(r.values.at("dpr")) != dpr) {
            state.SkipWithError("the child's table had another device pixel ratio");
            return;
        }
        state.SetIterationTime(r.values.at("p95_ms") * 1e-3);
        for (const char *key : {"p50_ms", "p95_ms", "frames", "paint_p50_ms", "paint_p95_ms", "action_p50_ms",
                                "action_p95_ms", "full_p50_ms", "key_p50_ms", "key_p95_ms", "keys"})
            state.counters[key] = r.values.at(key);
    }
}

void registerBenchmarks()
{
    // A fixed count: the untimed set-up of each slap costs far more than
    // the slap, so Google Benchmark's usual minimum time would take minutes.
    benchmark::RegisterBenchmark("SlapLatency/key_S_to_signal", slapLatency)
        ->Iterations(2000)
        ->UseManualTime()
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("TableFrame/1920x1080_8_seats", tableFrame)
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("AnimationFrame/3840x2160_dpr2", animationFrame, 3840, 2160, 2)
        ->Iterations(1)
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("AnimationFrame/1920x1080", animationFrame, 1920, 1080, 1)
        ->Iterations(1)
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("ColdStart/window_shown", coldStart)
        ->Iterations(1)
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("Memory/8_seat_game", memory)
        ->Iterations(1)
        ->UseManualTime()
        ->Unit(benchmark::kMillisecond);
}

std::vector<bench::Goal> goals()
{
    using bench::Goal;
    return {
        {"slap, S key to slapResolved", "SlapLatency/key_S_to_signal", "", Goal::Better::Lower, 1, 1e3, "ms"},
        {"table frame, 1920x1080, 8 seats", "TableFrame/1920x1080_8_seats", "", Goal::Better::Lower, 8, 1e3,
         "ms"},
        {"animation frame, 3840x2160 at ratio 2, 8 seats (p95)", "AnimationFrame/3840x2160_dpr2", "p95_ms",
         Goal::Better::Lower, 6, 1, "ms"},
        {"animation frame, 1920x1080, 8 seats (p95)", "AnimationFrame/1920x1080", "p95_ms",
         Goal::Better::Lower, 2, 1, "ms"},
        {"action frame (a card played, a slap, a pile won), 3840x2160 at ratio 2 (p95)",
         "AnimationFrame/3840x2160_dpr2", "action_p95_ms", Goal::Better::Lower, 12, 1, "ms"},
        {"slap key to the frame showing it, 3840x2160 at ratio 2 (p95)", "AnimationFrame/3840x2160_dpr2",
         "key_p95_ms", Goal::Better::Lower, 14, 1, "ms"},
        {"full table frame, 3840x2160 at ratio 2 (reference)", "AnimationFrame/3840x2160_dpr2", "full_p50_ms",
         Goal::Better::Lower, 16.7, 1, "ms", Goal::Kind::Reference},
        {"cold start to the window shown", "ColdStart/window_shown", "shown_ms", Goal::Better::Lower, 0.5,
         1e-3, "s"},
        {"RSS during an 8-seat game (peak, VmHWM)", "Memory/8_seat_game", "VmHWM_MB", Goal::Better::Lower, 80,
         1, "MB"},
    };
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    if (argc >= 2 && std::strcmp(argv[1], kStartupChildFlag) == 0)
        return startupChild(argc, argv, sinceMain);
    if (argc >= 2 && std::strcmp(argv[1], kMemoryChildFlag) == 0)
        return memoryChild(argc, argv);
    if (argc >= 2 && std::strcmp(argv[1], kFrameChildFlag) == 0)
        return frameChild(argc, argv);

    // Our own options out of argv, before Qt and Google Benchmark see it.
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        constexpr const char *runsFlag = "--startup-runs=";
        if (std::strncmp(argv[i], runsFlag, std::strlen(runsFlag)) == 0)
            g_startupRuns = std::max(1, std::atoi(argv[i] + std::strlen(runsFlag)));
        else
            argv[kept++] = argv[i];
    }
    argc = kept;
    argv[argc] = nullptr;

    QApplication app(argc, argv);
    registerBenchmarks();
    return bench::runBenchmarks(argc, argv, goals());
}
