// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "rivals/Run.h"
#include "rivals/RunCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ratscrew {

/// One run as the rivals' views show it (docs/RUNS.md): its game played
/// again, how it ended for its person, how long it took, their slaps and
/// their cards in hand over time.
struct RivalGame
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::RivalGame)

public:
    enum class Outcome { Won, Lost, Draw, Unfinished };
    /// The person's cards in hand at a game time (ms).
    struct Cards
    {
        qint64 atMs = 0;
        int cards = 0;
    };

    Run run;
    Outcome outcome = Outcome::Unfinished;
    qint64 durationMs = 0;
    int slapsWon = 0;
    int medianMs = 0;    ///< 0 without a valid slap
    QList<Cards> course; ///< from the deal to the end, one entry per action that changed the rules
    int deckSize = 52;

    /// `run`'s game, played again (RunCheck::replayRun()). Nothing if it
    /// does not replay (a run must pass RunCheck::check() to get here).
    static std::optional<RivalGame> of(const Run &run);

    /// "Won in 4:12", "Lost in 6:03", "Draw at 10:00", "Left at 3:12".
    QString outcomeText() const;
    /// The course as a strip of `width` block characters (▁ … █), each the
    /// person's cards at the end of its part of the game against the deck.
    QString strip(int width = 16) const;
    /// A short text of the result to paste anywhere, in the player's
    /// language: the deal (the daily's date), the outcome and time, the
    /// slaps won and their median, and the strip.
    QString shareText() const;

    /// Where `theirs` (a rival's run of the same deal) parted from `mine`,
    /// said to the person of `mine` ("Until 1:12 your games were the same;
    /// then Ann slapped the double and you did not."). `theirName` names
    /// the rival.
    static QString parting(const RivalGame &mine, const RivalGame &theirs);
    /// The index of the first action in which two records differ (their
    /// sizes if one is the other's beginning).
    static std::size_t partingIndex(const GameRecord &a, const GameRecord &b);

    /// The ghost of `run` (docs/RUNS.md, "Ghosts"): a `match` bot
    /// (MatchSpeed) fed with that run's own reaction times, not yours: its
    /// median per pattern is the run's (drawn towards its overall median
    /// while a pattern has few times), the rest between the named levels
    /// around it.
    static BotProfile ghostProfile(const Run &run);
    /// A ghost's seat name: "Ann (ghost)".
    static QString ghostName(const QString &name);
};

} // namespace ratscrew
