// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Simulator.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace ratscrew {

/// `ratscrew-sim simulate` options.
struct SimulateOptions
{
    SimulationConfig config;
    QString preset = QStringLiteral("house");
    QStringList levels; ///< one per player
    bool json = false;
    /// `--record DIR`: where every game's record goes; empty: none.
    QString recordDir;
    /// With --record, --max-plays may be at most this: a game of that many
    /// plays stays within a record's GameRecord::kMaxActions (about 1.4
    /// actions a play at 8 seats), so every game can be kept.
    static constexpr long long kMaxRecordedPlays = 300'000;

    /// Parses the arguments after `simulate`. On a bad argument returns
    /// nothing and sets `error` to one line.
    static std::optional<SimulateOptions> parse(const QStringList &arguments, QString *error);
    static QString helpText();
};

/// Reads the whole number `text` of option `--option` in [min, max]: a
/// number that does not fit (too large for 64 bits as well) is out of
/// range, anything else is not a number; either way false and `error`
/// gets one line. For every command's options.
bool readWholeNumber(const QString &option, const QString &text, long long min, long long max, long long *out,
                     QString *error);

/// `parser`'s help for `ratscrew-sim COMMAND` (it names the command as
/// typed, not the program).
QString commandHelp(const QCommandLineParser &parser, const QString &command);

/// The summary as text (a small table) or, with `json`, one JSON object:
/// games, wins (per player), draws (all), draws_at_max_plays, time_limit
/// (minutes, 0: none; "varied" with --vary-tables), time_up {won, drawn}
/// (games that ended with T: won on cards, drawn on cards; counted in
/// wins and draws too), minutes {p50, p95, max} (game length on the
/// virtual clock, SimulationSummary), plays {mean, median, p95}, slaps
/// {valid, invalid, late, sit_outs} (per player), elapsed_s, games_per_s,
/// plays_per_s, players, preset, bots, seed, actions.
QString formatSummary(const SimulateOptions &options, const SimulationSummary &summary);

} // namespace ratscrew
