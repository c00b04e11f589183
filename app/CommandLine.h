// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuleSet.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ratscrew {

/// The app's command line. Parsed before any QApplication exists, so
/// `--help`, `--version` and errors work without a display.
struct CommandLine
{
    enum class Outcome { Run, ShowHelp, ShowVersion, Error };

    Outcome outcome = Outcome::Run;
    QString error;               ///< one line, for Outcome::Error; quoted input escaped (escapeControls())
    std::optional<quint64> seed; ///< `--seed N` (0..2^64-1); random if absent
    /// One bot level id per bot (`--bots N` gives N `normal` bots; `--bots
    /// hard,normal,easy` three bots of those levels); 1..7 bots. Unset:
    /// the saved settings decide.
    std::optional<QStringList> botLevels;
    std::optional<QString> preset; ///< `--preset NAME`, a docs/RULES.md §7 preset; unset: the saved rules
    /// `--rules CODE`: the rule set of a rule code (RuleCode, as Settings ▸
    /// Rules shows it) for this run; not with `--preset`. A bad, cut or
    /// newer code is an error. Unset: `--preset` or the saved rules.
    std::optional<RuleSet> rules;
    bool sound = true; ///< false with `--no-sound`
    bool demo = false; ///< `--demo`: start at the demo table (MainWindow::watchBots())
    /// `--replay FILE`: watch that game record (docs/REPLAYS.md) instead of
    /// playing; main() reads it and refuses a bad one (exit status 2).
    std::optional<QString> replayFile;
    /// RUN: a run file (`*.ratscrew-run`, docs/RUNS.md) to check and add
    /// to its deal's rivals at the start; main() refuses a bad one (exit
    /// status 2, its sentence on stderr).
    std::optional<QString> runFile;

    /// Parses `arguments` (argv including the program name). Qt's own
    /// options (`-platform`, `-style`, `-geometry`, `-reverse`, …) are
    /// left for QApplication and ignored here.
    static CommandLine parse(const QStringList &arguments);
    /// `arguments` without Qt's own options and their values.
    static QStringList withoutQtOptions(const QStringList &arguments);
    /// The `--help` text.
    static QString helpText();
};

} // namespace ratscrew
