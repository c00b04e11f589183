// SPDX-License-Identifier: GPL-3.0-or-later
// ratscrew: Egyptian Rat Screw against bots.

#include "AppStartup.h"
#include "CommandLine.h"
#include "MainWindow.h"
#include "TextEscapeQt.h"
#include "rivals/RunCheck.h"

#include <QApplication>

#include <cstdio>

namespace {

// The game: the application and its window, until the window closes.
int runApplication(int &argc, char *argv[], const ratscrew::CommandLine &options)
{
    QApplication app(argc, argv);
    ratscrew::setUpApplication();
    if (options.replayFile)
        return ratscrew::runReplayViewer(*options.replayFile);
    if (options.runFile) { // checked before any window: a bad one is said and refused
        QString error;
        const std::optional<ratscrew::Run> run = ratscrew::Run::read(*options.runFile, &error);
        const ratscrew::RunCheck::Verdict verdict =
            run ? ratscrew::RunCheck::check(*run) : ratscrew::RunCheck::Verdict{};
        if (!run || !verdict.passed()) {
            std::fprintf(stderr, "ratscrew: %s\n",
                         qPrintable(ratscrew::escapeControls(run ? verdict.sentence : error, 1000)));
            return 2;
        }
    }
    ratscrew::AppInstance instance(options);
    instance.window().show();
    if (options.runFile)
        instance.window().openRunFile(*options.runFile); // its deal's rivals, instead of the resume question
    else
        instance.offerResume();
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    // Parse before QApplication exists: --help, --version and bad
    // arguments must work without a display.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    ratscrew::setApplicationNames();
    const ratscrew::CommandLine options = ratscrew::CommandLine::parse(arguments);
    switch (options.outcome) {
    case ratscrew::CommandLine::Outcome::ShowHelp:
        std::fputs(qPrintable(ratscrew::CommandLine::helpText()), stdout);
        return 0;
    case ratscrew::CommandLine::Outcome::ShowVersion:
        std::printf("ratscrew %s\n", RATSCREW_VERSION);
        return 0;
    case ratscrew::CommandLine::Outcome::Error:
        std::fprintf(stderr, "ratscrew: %s\nTry 'ratscrew --help'.\n",
                     qPrintable(ratscrew::escapeControls(options.error, 1000)));
        return 2;
    case ratscrew::CommandLine::Outcome::Run:
        break;
    }

    // The application and everything of the game are gone before the
    // process ends (finishProcess: at once, in a MinGW-w64 build).
    return ratscrew::finishProcess(runApplication(argc, argv, options));
}
