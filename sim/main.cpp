// SPDX-License-Identifier: GPL-3.0-or-later
// ratscrew-sim: the headless companion of the game (docs/RULES.md §8 script mode).

#include "AnalyseCommand.h"
#include "GameRecord.h"
#include "RulesJson.h"
#include "ScriptRunner.h"
#include "SimulateCommand.h"
#include "TextEscapeQt.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <mutex>
#include <new>
#include <system_error>

namespace {

constexpr int kExitUsage = 2;
constexpr int kExitViolation = 1;           // simulate --check found a broken invariant
constexpr int kExitOutput = 1;              // the output could not be written
constexpr qint64 kMaxScriptBytes = 4 << 20; // a real script is a few kB

// Every error line goes out here: input it quotes is escaped (a file name
// or an option may hold terminal escapes), and it is always one line.
// `command` (like "simulate") goes before the colon.
void printError(const QString &message, const char *command = nullptr)
{
    std::fprintf(stderr, "ratscrew-sim%s%s: %s\n", command ? " " : "", command ? command : "",
                 qPrintable(ratscrew::escapeControls(message, 1000)));
}

// Flushes standard output and says whether everything written reached it
// (a full disk, a closed pipe); on failure prints one line and returns the
// exit status for it, else `status`.
int finishOutput(int status)
{
    // A stream that failed earlier left its reason in errno (nothing
    // since has touched it); otherwise the flush is what fails.
    const bool failedBefore = !std::cout.good();
    if (!failedBefore)
        errno = 0;
    std::cout.flush(); // with stdio in sync, this is where a write fails
    const bool failed = failedBefore || !std::cout.good() || std::fflush(stdout) != 0 || std::ferror(stdout);
    if (!failed)
        return status;
    const int error = errno;
    printError(
        QStringLiteral("cannot write the output: %1")
            .arg(error ? QString::fromLocal8Bit(std::strerror(error)) : QStringLiteral("write error")));
    return kExitOutput;
}

void printUsage(std::FILE *to)
{
    std::fputs("Usage: ratscrew-sim script FILE\n"
               "       ratscrew-sim simulate [options]   (ratscrew-sim simulate --help)\n"
               "       ratscrew-sim replay [--verify] FILE...\n"
               "       ratscrew-sim replay --script FILE\n"
               "       ratscrew-sim analyse RECORD [options]   (ratscrew-sim analyse --help)\n"
               "\n"
               "script: plays the Egyptian Rat Screw game described by the JSON object in\n"
               "FILE ('-' reads standard input) and prints the state after the deal and\n"
               "after each action, one JSON object per line.\n"
               "simulate: plays bots against bots on a virtual clock and prints who wins\n"
               "(--record DIR keeps every game as a record file).\n"
               "replay: plays game records (docs/REPLAYS.md) again and prints how each\n"
               "ends, one JSON object per line; --verify exits 1 when a record's outcome\n"
               "does not follow from its actions; --script prints a record as a script.\n"
               "analyse: estimates each player's chance to win after every step of a\n"
               "record, its largest swings and each result's luck and speed.\n"
               "\n"
               "Options:\n"
               "  -h, --help     show this help\n"
               "  --version      show the version\n"
               "\n"
               "Exit status: 0 on success, 1 if simulate --check finds a broken invariant,\n"
               "replay --verify a record that disagrees with itself, or the output cannot\n"
               "be written; 2 on bad arguments or bad input (a script file is read up to\n"
               "4 MiB, a record up to 16 MiB).\n",
               to);
}

int runScript(const QString &path)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        if (QFileInfo(path).isDir()) {
            printError(QStringLiteral("cannot read %1: it is a directory").arg(path));
            return kExitUsage;
        }
        opened = file.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        printError(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
        return kExitUsage;
    }
    // Never more than the limit and one byte, whatever the input is
    // (/dev/zero, an endless pipe, a huge file).
    QByteArray json;
    while (json.size() <= kMaxScriptBytes) {
        const QByteArray chunk = file.read(std::min<qint64>(64 * 1024, kMaxScriptBytes + 1 - json.size()));
        if (chunk.isEmpty())
            break;
        json += chunk;
    }
    if (json.size() > kMaxScriptBytes) {
        printError(QStringLiteral("%1: the input is larger than 4 MiB, the limit for a script").arg(path));
        return kExitUsage;
    }
    if (file.error() != QFileDevice::NoError) {
        printError(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
        return kExitUsage;
    }
    ratscrew::ScriptRunner runner;
    if (!runner.load(json)) {
        printError(QStringLiteral("%1: %2").arg(path, runner.errorString()));
        return kExitUsage;
    }
    std::ios::sync_with_stdio(false);
    runner.run(std::cout);
    return finishOutput(0);
}

int runSimulate(const QStringList &rest)
{
    if (rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"))) {
        std::fputs(qPrintable(ratscrew::SimulateOptions::helpText()), stdout);
        return finishOutput(0);
    }
    QString error;
    const auto options = ratscrew::SimulateOptions::parse(rest, &error);
    if (!options) {
        printError(error, "simulate");
        return kExitUsage;
    }
    ratscrew::SimulationConfig config = options->config;
    std::mutex recordMutex;
    QString recordError; // the first record that could not be written
    if (!options->recordDir.isEmpty()) {
        const QString dir = options->recordDir;
        const QFileInfo info(dir);
        if ((info.exists() && !info.isDir()) || !QDir().mkpath(dir)) {
            printError(QStringLiteral("--record: %1 is not a directory that can be made or written")
                           .arg(ratscrew::quotedText(dir)),
                       "simulate");
            return kExitUsage;
        }
        QList<ratscrew::RecordPlayer> players;
        for (const QString &level : options->levels)
            players.append({QStringLiteral("Player %1").arg(players.size() + 1), false, level});
        const QString preset = options->preset;
        const int revealMs = config.revealMs; // what the bots waited for: the record's reveal time
        config.onGameEnd = [&recordMutex, &recordError, dir, players, preset,
                            revealMs](long long game, const ratscrew::Table &table, std::int64_t durationMs) {
            ratscrew::GameRecord record = ratscrew::GameRecord::fromTable(table, players, preset, durationMs);
            record.revealMs = std::clamp(revealMs, 0, ratscrew::GameRecord::kMaxRevealMs);
            QString writeError;
            const QString path =
                QDir(dir).filePath(QStringLiteral("game-%1.json").arg(game, 6, 10, QLatin1Char('0')));
            if (!record.write(path, &writeError)) {
                const std::lock_guard lock(recordMutex);
                if (recordError.isEmpty())
                    recordError = writeError;
            }
        };
    }
    const ratscrew::SimulationSummary summary = ratscrew::simulate(config);
    if (!recordError.isEmpty()) {
        printError(recordError, "simulate");
        return kExitOutput;
    }
    std::fputs(qPrintable(ratscrew::formatSummary(*options, summary)), stdout);
    const int status = finishOutput(0);
    if (summary.violations > 0) {
        printError(QStringLiteral("invariant violated in game %1: %2")
                       .arg(summary.firstViolation.game)
                       .arg(QString::fromStdString(summary.firstViolation.message)),
                   "simulate");
        return kExitViolation;
    }
    return status;
}

// `replay [--verify] FILE...`: each record's actions played again, one
// JSON line per file; `replay --script FILE`: the record as a §8 script.
int runReplay(const QStringList &rest)
{
    bool verify = false, script = false;
    QStringList files;
    for (const QString &arg : rest) {
        if (arg == QLatin1String("--verify"))
            verify = true;
        else if (arg == QLatin1String("--script"))
            script = true;
        else if (arg.startsWith(QLatin1String("--"))) {
            printError(QStringLiteral("unknown option %1 (replay [--verify] FILE... | replay --script FILE)")
                           .arg(ratscrew::quotedText(arg)),
                       "replay");
            return kExitUsage;
        } else
            files << arg;
    }
    if (files.isEmpty() || (script && (verify || files.size() != 1))) {
        printError(QStringLiteral("usage: replay [--verify] FILE... | replay --script FILE"), "replay");
        return kExitUsage;
    }
    if (script) {
        QString error;
        const auto record = ratscrew::GameRecord::read(files.first(), &error);
        if (!record) {
            printError(error, "replay");
            return kExitUsage;
        }
        std::fputs(record->toScript().constData(), stdout);
        std::fputs("\n", stdout);
        return finishOutput(0);
    }
    int status = 0;
    for (const QString &file : std::as_const(files)) {
        QString error;
        const auto record = ratscrew::GameRecord::read(file, &error);
        if (!record) {
            printError(error, "replay");
            status = kExitUsage;
            continue;
        }
        const ratscrew::ReplayResult r = ratscrew::replay(*record);
        QJsonArray hands;
        for (int h : r.hands)
            hands.append(h);
        QJsonObject line{
            {QStringLiteral("file"), file},       {QStringLiteral("over"), r.over},
            {QStringLiteral("winner"), r.winner}, {QStringLiteral("plays"), double(r.plays)},
            {QStringLiteral("hands"), hands},     {QStringLiteral("agrees"), r.mismatch.isEmpty()}};
        if (!r.mismatch.isEmpty())
            line.insert(QStringLiteral("mismatch"), r.mismatch);
        std::fputs(QJsonDocument(line).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputs("\n", stdout);
        if (verify && !r.mismatch.isEmpty()) {
            printError(QStringLiteral("%1: %2").arg(ratscrew::quotedText(file), r.mismatch), "replay");
            if (status == 0)
                status = kExitViolation;
        }
    }
    return finishOutput(status);
}

// `analyse RECORD [options]`: the record's win probabilities, swings, luck
// and speed (docs/ANALYSIS.md).
int runAnalyse(const QStringList &rest)
{
    if (rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"))) {
        std::fputs(qPrintable(ratscrew::AnalyseOptions::helpText()), stdout);
        return finishOutput(0);
    }
    QString error;
    const auto options = ratscrew::AnalyseOptions::parse(rest, &error);
    if (!options) {
        printError(error, "analyse");
        return kExitUsage;
    }
    const auto record = ratscrew::GameRecord::read(options->file, &error);
    if (!record) {
        printError(error, "analyse");
        return kExitUsage;
    }
    auto chances = ratscrew::WinChances::of(*record, &error);
    if (!chances) {
        printError(QStringLiteral("%1: %2").arg(ratscrew::quotedText(options->file), error), "analyse");
        return kExitUsage;
    }
    const auto start = std::chrono::steady_clock::now();
    ratscrew::GameAnalysis analysis(std::move(*chances));
    while (analysis.refine(options->refinement)) {
        if (options->progress)
            std::fprintf(stderr, "%.2f s: %lld play-outs; chances within ±%.1f %%%s\n",
                         std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                         analysis.playOuts(), analysis.chart().widestHalfWidth() * 100,
                         analysis.chartDone(options->refinement)
                             ? qPrintable(QStringLiteral(", luck and speed within ±%1 %")
                                              .arg(analysis.split().widestHalfWidth() * 100, 0, 'f', 1))
                             : "");
    }
    const double elapsedS = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fputs(ratscrew::formatAnalysis(*options, analysis, elapsedS).toUtf8().constData(), stdout);
    return finishOutput(0);
}

int run(const QStringList &args)
{
    if (args.isEmpty()) {
        printUsage(stderr);
        return kExitUsage;
    }
    const QString &command = args.first();
    if (command == QLatin1String("-h") || command == QLatin1String("--help")
        || command == QLatin1String("help")) {
        printUsage(stdout);
        return finishOutput(0);
    }
    if (command == QLatin1String("--version")) {
        std::printf("ratscrew-sim %s\n", RATSCREW_VERSION);
        return finishOutput(0);
    }
    if (command == QLatin1String("script")) {
        if (args.size() != 2) {
            printError(QStringLiteral("'script' takes exactly one FILE (or '-')"));
            return kExitUsage;
        }
        return runScript(args.at(1));
    }
    if (command == QLatin1String("simulate"))
        return runSimulate(args.mid(1));
    if (command == QLatin1String("replay"))
        return runReplay(args.mid(1));
    if (command == QLatin1String("analyse") || command == QLatin1String("analyze"))
        return runAnalyse(args.mid(1));
    printError(QStringLiteral("unknown command '%1' (try --help)").arg(command));
    return kExitUsage;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ratscrew-sim"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RATSCREW_VERSION));
    // A request the machine cannot meet (memory, threads) is refused with a
    // line, never an abort.
    try {
        return run(QCoreApplication::arguments().mid(1));
    } catch (const std::bad_alloc &) {
        printError(QStringLiteral("not enough memory for this request"));
    } catch (const std::system_error &e) {
        printError(
            QStringLiteral("cannot do this on this machine: %1").arg(QString::fromLocal8Bit(e.what())));
    }
    return kExitUsage;
}
