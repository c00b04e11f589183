// SPDX-License-Identifier: GPL-3.0-or-later
// ratscrew-sim: the headless companion of the game (RULES.md §8 script mode).

#include "ScriptRunner.h"
#include "SimulateCommand.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>
#include <iostream>

namespace {

constexpr int kExitUsage = 2;
constexpr int kExitViolation = 1; // simulate --check found a broken invariant

void printUsage(std::FILE *to)
{
    std::fputs("Usage: ratscrew-sim script FILE\n"
               "       ratscrew-sim simulate [options]   (ratscrew-sim simulate --help)\n"
               "\n"
               "script: plays the Egyptian Rat Screw game described by the JSON object in\n"
               "FILE ('-' reads standard input) and prints the state after the deal and\n"
               "after each action, one JSON object per line.\n"
               "simulate: plays bots against bots on a virtual clock and prints who wins.\n"
               "\n"
               "Options:\n"
               "  -h, --help     show this help\n"
               "  --version      show the version\n"
               "\n"
               "Exit status: 0 on success, 1 if simulate --check finds a broken invariant,\n"
               "2 on bad arguments or bad input.\n",
               to);
}

int runScript(const QString &path)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-"))
        opened = file.open(stdin, QIODevice::ReadOnly);
    else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        std::fprintf(stderr, "ratscrew-sim: cannot read %s: %s\n", qPrintable(path),
                     qPrintable(file.errorString()));
        return kExitUsage;
    }
    ratscrew::ScriptRunner runner;
    if (!runner.load(file.readAll())) {
        std::fprintf(stderr, "ratscrew-sim: %s: %s\n", qPrintable(path), qPrintable(runner.errorString()));
        return kExitUsage;
    }
    std::ios::sync_with_stdio(false);
    runner.run(std::cout);
    return std::cout.good() ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ratscrew-sim"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RATSCREW_VERSION));
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        printUsage(stderr);
        return kExitUsage;
    }
    const QString &command = args.first();
    if (command == QLatin1String("-h") || command == QLatin1String("--help") || command == QLatin1String("help")) {
        printUsage(stdout);
        return 0;
    }
    if (command == QLatin1String("--version")) {
        std::printf("ratscrew-sim %s\n", RATSCREW_VERSION);
        return 0;
    }
    if (command == QLatin1String("script")) {
        if (args.size() != 2) {
            std::fputs("ratscrew-sim: 'script' takes exactly one FILE (or '-')\n", stderr);
            return kExitUsage;
        }
        return runScript(args.at(1));
    }
    if (command == QLatin1String("simulate")) {
        const QStringList rest = args.mid(1);
        if (rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"))) {
            std::fputs(qPrintable(ratscrew::SimulateOptions::helpText()), stdout);
            return 0;
        }
        QString error;
        const auto options = ratscrew::SimulateOptions::parse(rest, &error);
        if (!options) {
            std::fprintf(stderr, "ratscrew-sim simulate: %s\n", qPrintable(error));
            return kExitUsage;
        }
        const ratscrew::SimulationSummary summary = ratscrew::simulate(options->config);
        std::fputs(qPrintable(ratscrew::formatSummary(*options, summary)), stdout);
        if (summary.violations > 0) {
            std::fprintf(stderr, "ratscrew-sim simulate: invariant violated in game %lld: %s\n",
                         summary.firstViolation.game, summary.firstViolation.message.c_str());
            return kExitViolation;
        }
        return 0;
    }
    std::fprintf(stderr, "ratscrew-sim: unknown command '%s' (try --help)\n", qPrintable(command));
    return kExitUsage;
}
