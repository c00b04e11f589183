// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Simulator.h"

#include <QTest>

namespace ratscrew::test {

/// Fails the running test unless two runs' summaries are the same in every
/// result (all but the elapsed time): the same games, whichever way or on
/// however many threads they were played.
inline void compareSummaries(const SimulationSummary &a, const SimulationSummary &b)
{
    QCOMPARE(a.games, b.games);
    QVERIFY(a.wins == b.wins);
    QCOMPARE(a.draws, b.draws);
    QCOMPARE(a.playLimitDraws, b.playLimitDraws);
    QCOMPARE(a.timeUpWins, b.timeUpWins);
    QCOMPARE(a.timeUpDraws, b.timeUpDraws);
    QCOMPARE(a.minutesP50, b.minutesP50);
    QCOMPARE(a.minutesP95, b.minutesP95);
    QCOMPARE(a.minutesMax, b.minutesMax);
    QCOMPARE(a.playsTotal, b.playsTotal);
    QCOMPARE(a.playsMean, b.playsMean);
    QCOMPARE(a.playsMedian, b.playsMedian);
    QCOMPARE(a.playsP95, b.playsP95);
    QVERIFY(a.validSlaps == b.validSlaps);
    QVERIFY(a.invalidSlaps == b.invalidSlaps);
    QVERIFY(a.sticks == b.sticks);
    QVERIFY(a.splits == b.splits);
    QVERIFY(a.lateSlaps == b.lateSlaps);
    QVERIFY(a.sitOuts == b.sitOuts);
    QCOMPARE(a.actions, b.actions);
    QCOMPARE(a.violations, b.violations);
}

} // namespace ratscrew::test
