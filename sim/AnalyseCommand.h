// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WinChances.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ratscrew {

/// `ratscrew-sim analyse RECORD [options]`: a game record's win
/// probabilities after every step, its swings and its luck and speed
/// (docs/ANALYSIS.md).
struct AnalyseOptions
{
    QString file;
    WinChances::Refinement refinement; ///< --samples (maxSamples), --seed, --threads, --precision
    int seat = -1;                     ///< --seat: whose swings; -1: the person's (else player 0)
    bool json = false;
    bool progress = false; ///< --progress: a line on standard error after each round

    /// Parses the arguments after `analyse`. On a bad argument returns
    /// nothing and sets `error` to one line.
    static std::optional<AnalyseOptions> parse(const QStringList &arguments, QString *error);
    static QString helpText();
};

/// The whole analysis as text, or with `json` one JSON object (docs/ANALYSIS.md).
QString formatAnalysis(const AnalyseOptions &options, const GameAnalysis &analysis, double elapsedS);

/// One step in plain English for the command line ("Bea slapped the
/// double", "Ann's 7♥ landed"): `names` by player.
QString describeStep(const ChanceStep &step, const QStringList &names);

} // namespace ratscrew
