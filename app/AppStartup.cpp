// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppStartup.h"

#include "MainWindow.h"
#include "TextEscapeQt.h"
#include "Translations.h"
#include "career/CareerStore.h"
#include "records/RecordKeeper.h"
#include "replay/ReplayLoader.h"
#include "replay/ReplayWindow.h"
#include "rivals/RivalStore.h"
#include "settings/AppSettings.h"
#include "settings/SettingsStore.h"
#include "sound/SoundBoard.h"

#include <QApplication>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QProgressDialog>
#include <QTimer>

#include <cstdio>
#include <limits>

#if defined(Q_OS_WIN) && defined(__MINGW32__)
#  include <qt_windows.h>
#endif

namespace ratscrew {

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("ratscrew"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RATSCREW_VERSION));
}

void setUpApplication()
{
    // Ties the window to io.github.ratscrew.Ratscrew.desktop (Wayland icons, docks).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.ratscrew.Ratscrew"));
    QApplication::setApplicationDisplayName(QStringLiteral("Ratscrew"));
    QApplication::setOrganizationName(QStringLiteral("Ratscrew"));
    QApplication::setOrganizationDomain(QStringLiteral("ratscrew.github.io"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ratscrew-256.png")));
}

int runReplayViewer(const QString &path)
{
    const std::unique_ptr<SettingsStore> store = SettingsStore::openDefault();
    AppSettings saved;
    store->load(saved); // its problems are the game's to tell
    installTranslations(saved.language);

    QProgressDialog reading(QCoreApplication::translate("ratscrew::ReplayWindow", "Reading %1…")
                                .arg(escapeControls(QFileInfo(path).fileName(), 120)),
                            QString(), 0, 0); // busy, no Cancel button: closing it quits
    reading.setWindowTitle(QStringLiteral("Ratscrew"));
    reading.setMinimumDuration(std::numeric_limits<int>::max()); // shown by the timer below only
    std::unique_ptr<ReplayWindow> viewer;
    bool read = false;
    QTimer::singleShot(300, &reading, [&reading, &read] {
        if (!read)
            reading.show();
    });
    QObject::connect(&reading, &QProgressDialog::canceled, &reading, [&viewer] {
        if (!viewer)
            QCoreApplication::exit(0);
    });
    ReplayLoader::load(path, &reading, [&](std::optional<LoadedReplay> replay, const QString &error) {
        read = true;
        reading.reset();
        reading.hide();
        if (!replay) {
            std::fprintf(stderr, "ratscrew: %s\n", qPrintable(escapeControls(error, 1000)));
            QCoreApplication::exit(2);
            return;
        }
        viewer = std::make_unique<ReplayWindow>(*replay);
        viewer->setBaseAnimationScale(saved.animationScale);
        viewer->setChancesCacheDirectory(RecordKeeper::chancesDirectory(RecordKeeper::defaultDirectory()));
        viewer->show();
    });
    return QApplication::exec();
}

AppInstance::AppInstance(const CommandLine &options, Scheduler *scheduler)
{
    // Translations: the saved language, or the system's.
    m_store = SettingsStore::openDefault();
    // (Read again by the window, in that language: the problems it finds
    // are the ones told, since whether a key opens a menu depends on it.)
    AppSettings saved;
    m_store->load(saved);
    installTranslations(saved.language);

    GameSetup setup;
    // The command line wins for this run only; the saved settings stay.
    if (options.preset) {
        setup.rules = RuleSet::preset(options.preset->toStdString());
        setup.presetName = *options.preset;
    } else if (options.rules) {
        setup.rules = *options.rules;
        setup.presetName = AppSettings::presetFor(*options.rules);
        setup.rulesKeepTheirLength = true; // a rule code is a whole rule set
    }
    setup.botLevels = options.botLevels;
    setup.seed = options.seed;
    setup.newGamesWait = true;

    // With --no-sound the audio system is never touched.
    if (options.sound)
        m_sound = std::make_unique<SoundBoard>();
    m_window = std::make_unique<MainWindow>(setup, m_sound.get(), m_store.get(), scheduler);
    m_career = std::make_unique<CareerStore>(CareerStore::defaultPath());
    m_window->setCareerStore(m_career.get());
    m_window->match()->records()->setDirectory(RecordKeeper::defaultDirectory());
    m_rivals = std::make_unique<RivalStore>(RivalStore::defaultDirectory());
    m_window->setRivalStore(m_rivals.get());
    m_demo = options.demo;
    m_chosen = setup.choosesTheGame();
    if (m_demo) {
        m_window->watchBots();
        // Back at the game, it is a start like any other: the unfinished
        // game is offered then (queued: not inside the demo's key press).
        QObject::connect(
            m_window.get(), &MainWindow::watchingStopped, m_window.get(),
            [this] {
                m_demo = false;
                offerResume();
            },
            Qt::QueuedConnection);
    }
    if (!m_store->problem().isEmpty())
        std::fprintf(stderr, "ratscrew: %s\n", qPrintable(escapeControls(m_store->problem(), 1000)));
    for (const QString &problem : m_window->settingsProblems())
        std::fprintf(stderr, "ratscrew: settings: %s\n", qPrintable(escapeControls(problem, 400)));
}

void AppInstance::offerResume()
{
    // An attract screen asks nothing (it asks once the demo is over); a
    // given deal or given rules are played as given.
    if (m_demo || m_chosen || m_offered)
        return;
    m_offered = true;
    MainWindow &window = *m_window;
    // The first game waits while the save is read and while the question
    // is open (the box runs an event loop of its own, in which the bots
    // would play on unseen). The answer comes later, never inside this call.
    const bool waiting = !window.session()->isPaused();
    const bool reading =
        window.match()->readResume(&window, [this, waiting](std::optional<GameRecord> record) {
            askToResume(std::move(record), waiting);
        });
    if (!reading)
        return; // nothing to ask: the first game goes on
    if (waiting)
        window.setPaused(true);
    window.setStatus(QCoreApplication::translate("ratscrew::AppInstance", "Reading the game you left…"));
}

QString AppInstance::resumeQuestion(qint64 plays)
{
    // (Computed apart: lupdate's parser loops on a template call in translate's arguments.)
    // %Ln: the count with the language's thousands separator ("300,000").
    const int count = plays > 1000000 ? 1000000 : int(plays);
    return QCoreApplication::translate("ratscrew::AppInstance",
                                       "Play on with the game you left? %Ln card(s) were played in it.",
                                       nullptr, count);
}

void AppInstance::askToResume(std::optional<GameRecord> record, bool waiting)
{
    MainWindow &window = *m_window;
    // Held for the read, and still paused (not played on with P meanwhile).
    const bool held = waiting && window.session()->isPaused() && !window.isCountingDown();
    if (!record || !window.isVisible()) {
        // Nothing to offer, or the window closed meanwhile (the save stays
        // for the next start).
        if (held)
            window.setPaused(false);
        return;
    }
    // Asked once in this run (m_offered). The file stays while the question
    // is open: a kill now offers it again at the next start. No removes it;
    // Yes keeps it as the resumed game's save until the next save.
    const QString question = resumeQuestion(record->plays);
    const bool playing = !window.session()->isPaused() || window.isCountingDown(); // P pressed meanwhile
    window.setPaused(true); // (its status line too: the save is read)
    const auto answer =
        QMessageBox::question(&window, QCoreApplication::translate("ratscrew::AppInstance", "Resume"),
                              question, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes && window.resumeGame(*record))
        return;
    window.match()->resumeDeclined();
    if (held || playing)
        window.setPaused(false); // the short countdown, then the game
}

AppInstance::~AppInstance() = default;

int finishProcess(int status)
{
#if defined(Q_OS_WIN) && defined(__MINGW32__)
    std::fflush(nullptr);
    ::TerminateProcess(::GetCurrentProcess(), static_cast<UINT>(status));
#endif
    return status;
}

} // namespace ratscrew
