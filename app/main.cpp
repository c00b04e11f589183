// SPDX-License-Identifier: GPL-3.0-or-later
// ratscrew: Egyptian Rat Screw against bots.

#include "CommandLine.h"
#include "AppSettings.h"
#include "MainWindow.h"
#include "SoundBoard.h"
#include "Translations.h"

#include <QApplication>
#include <QIcon>
#include <QSettings>

#include <cstdio>
#include <memory>

int main(int argc, char *argv[])
{
    // Parse before QApplication exists: --help, --version and bad
    // arguments must work without a display.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCoreApplication::setApplicationName(QStringLiteral("ratscrew"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RATSCREW_VERSION));
    const ratscrew::CommandLine options = ratscrew::CommandLine::parse(arguments);
    switch (options.outcome) {
    case ratscrew::CommandLine::Outcome::ShowHelp:
        std::fputs(qPrintable(ratscrew::CommandLine::helpText()), stdout);
        return 0;
    case ratscrew::CommandLine::Outcome::ShowVersion:
        std::printf("ratscrew %s\n", RATSCREW_VERSION);
        return 0;
    case ratscrew::CommandLine::Outcome::Error:
        std::fprintf(stderr, "ratscrew: %s\nTry 'ratscrew --help'.\n", qPrintable(options.error));
        return 2;
    case ratscrew::CommandLine::Outcome::Run:
        break;
    }

    QApplication app(argc, argv);
    // Ties the window to io.github.ratscrew.Ratscrew.desktop (Wayland icons, docks).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.ratscrew.Ratscrew"));
    QApplication::setApplicationDisplayName(QStringLiteral("Ratscrew"));
    QApplication::setOrganizationName(QStringLiteral("Ratscrew"));
    QApplication::setOrganizationDomain(QStringLiteral("ratscrew.github.io"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ratscrew-256.png")));

    // Translations: the saved language, or the system's.
    QSettings store; // the platform's native place, named after the organisation and app
    ratscrew::AppSettings saved;
    const QStringList settingsProblems = saved.load(store);
    ratscrew::installTranslations(saved.language);

    ratscrew::GameSetup setup;
    // The command line wins for this run only; the saved settings stay.
    if (options.preset) {
        setup.rules = ratscrew::RuleSet::preset(options.preset->toStdString());
        setup.presetName = *options.preset;
    }
    setup.botLevels = options.botLevels;
    setup.seed = options.seed;

    // With --no-sound the audio system is never touched.
    std::unique_ptr<ratscrew::SoundBoard> sound;
    if (options.sound)
        sound = std::make_unique<ratscrew::SoundBoard>();
    ratscrew::MainWindow window(setup, sound.get(), &store);
    for (const QString &problem : settingsProblems)
        std::fprintf(stderr, "ratscrew: settings: %s\n", qPrintable(problem));
    window.show();
    return app.exec();
}
