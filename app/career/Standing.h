// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ratscrew {

/// Where a median reaction time stands (docs/RUNS.md, "Standing"): shares,
/// not ranks, against the bot ladder and against the person's own times.
class Standing
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::Standing)

public:
    /// The share (0..1) of a named level's slaps on a double that are
    /// slower than `ms`: its reaction times are log-normal with the
    /// level's median and spread (BotBrain::reactionTime()).
    static double shareOfLevelSlower(int ms, const QString &level);
    /// The share (0..1) of `times` slower than `ms` (ties count half); -1
    /// without times.
    static double shareSlower(int ms, const QList<int> &times);

    /// "Against the bots, the share of their slaps slower than your median
    /// of 412 ms: Beginner 96 %, Easy 81 %, …". Empty for no median (ms < 0).
    static QString againstTheBots(int ms);
    /// "Against yourself: your median of 412 ms is faster than 64 % of
    /// your last 200 slaps." (`slaps` true) or "… of your 31 games' medians"
    /// (`slaps` false). Empty without a median or times.
    static QString againstYourself(int ms, const QList<int> &times, bool slaps);
};

} // namespace ratscrew
