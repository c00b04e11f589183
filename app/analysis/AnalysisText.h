// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/AnalysisRunner.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ratscrew {

/// The words of a game's chances to win (docs/ANALYSIS.md), in the
/// glossary's terms: what a step did, a swing, luck and speed, how far the
/// work is. `names` are the players' names as the view shows them ("You"
/// for the person); `you` is whose chances are told (-1: nobody's).
class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::AnalysisText)

public:
    /// A share (0..1) in whole percent: GameText::percent().
    static QString percent(double share);
    /// A change of chances in percentage points with its sign ("+12 %",
    /// "−5 %"), never broken across two lines.
    static QString signedPercent(double change);
    /// What the steps up to chart position `position` did (the one that
    /// made it, and a card thrown before it that nobody slapped):
    /// "Bea slapped a sandwich 5-7-5 80 ms before you", "Cal played 7♣".
    static QString step(const GameChances &chances, std::size_t position, int you, const QStringList &names);
    /// A swing of `seat`'s chances: "4:12 — Bea slapped a sandwich 5-7-5
    /// 80 ms before you: your chances 41 % → 23 %" (or "Cal's chances" for
    /// a seat that is not you).
    static QString swing(const GameChances &chances, const Swing &swing, int seat, int you,
                         const QStringList &names);
    /// Your luck and speed against an average player at this table, with
    /// the interval: "Luck: +12 % · Speed: −5 % (each ±9 %)". Empty before
    /// they are worked out.
    static QString luckAndSpeed(const GameChances &chances, int seat);
    /// The same in a sentence for the summary: "Against an average player
    /// at this table, the cards brought you +12 % and your speed −5 %
    /// (each ±9 %)."
    static QString luckAndSpeedSentence(const GameChances &chances, int seat, bool isYou,
                                        const QString &name);
    /// How far the work is, for a status line: "Working out the chances…
    /// 40 %", "Chances to win: every moment within ±2 %", or why the game
    /// cannot be analysed.
    static QString status(const AnalysisRunner &runner);
    /// What the chart shows, in words (its accessible description).
    static QString chartSummary(const GameChances &chances, const QStringList &names, int you);
};

} // namespace ratscrew
