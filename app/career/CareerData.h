// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Game.h"
#include "RuleSet.h"
#include "RulesJson.h"
#include "Timing.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace ratscrew {

/// The rows of the career statistics (docs/STATISTICS.md has the tables
/// they are stored in). Times of day are UTC; durations and times within a
/// game are ms of game time (pauses excluded).

/// One seat of a recorded game.
struct CareerSeat
{
    QString name;
    bool person = false; ///< the person at the keyboard (seat 0)
    QString level;       ///< a bot level id (`beginner` … `expert`, `custom`); empty for the person
    friend bool operator==(const CareerSeat &, const CareerSeat &) = default;
};

/// How a game ended for the person (`games.result`).
enum class CareerResult { Playing, Won, Lost, Draw, Abandoned };
QString careerResultId(CareerResult result); ///< `playing`, `won`, `lost`, `draw`, `abandoned`
std::optional<CareerResult> parseCareerResult(const QString &id);

/// One row of `games`.
struct CareerGame
{
    qint64 id = -1; ///< the row id; -1 until stored
    QDateTime startedAt;
    QDateTime endedAt; ///< invalid while playing or when abandoned without an end
    QString preset;    ///< a preset id or `custom`
    QJsonObject rules; ///< every option of docs/RULES.md §7 and §9 (rulesToJson())
    QList<CareerSeat> seats;
    quint64 deal = 0; ///< the deal number (the seed the deck was shuffled with)
    QString daily;    ///< `yyyy-MM-dd` for the daily deal of that date, else empty
    CareerResult result = CareerResult::Playing;
    int winner = -1;        ///< the winning seat; -1: none (draw, abandoned, playing)
    int place = -1;         ///< the person's place, 1 = won; -1 when not decided
    qint64 durationMs = -1; ///< game time; -1 while playing
    /// The game ended because time was up (docs/RULES.md §11.4,
    /// `games.time_up`): `result` is then won, lost or draw on the cards in
    /// hand, and the statistics count it apart (CareerStats).
    bool timeUp = false;
};

/// One slap that the rules judged (accepted or a misslap), by anyone.
struct CareerSlap
{
    qint64 atMs = 0; ///< game time of the slap
    int seat = 0;
    bool person = false;
    QString level; ///< the bot's level id; empty for the person
    /// ms since the top card became visible (ActionReport::reactionMs):
    /// negative for a slap before it was visible (no reaction time, see
    /// SlapRace), kNoReactionMs on an empty pile.
    int reactionMs = kNoReactionMs;
    bool valid = false;
    PatternSet patterns;    ///< what a valid slap matched (empty for a call or a misslap)
    Call call = Call::None; ///< a valid call (docs/RULES.md §9)
    /// For a misslap: the pattern it came nearest to (NearMiss.h), if any.
    std::optional<SlapPattern> near;
};

/// A slappable pile the person did not take: nobody slapped it in time, or
/// someone else took it first.
struct CareerMiss
{
    qint64 atMs = 0;        ///< game time the card that made it slappable became visible
    PatternSet patterns;    ///< the patterns on the pile
    Call call = Call::None; ///< or the call the person could have made
    int takenBy = -1;       ///< the seat that took it; -1: nobody slapped
    /// That seat's time (ms after the card became visible; negative
    /// before it); kNoReactionMs if nobody took it.
    int takenMs = kNoReactionMs;
    /// How much later than `takenBy` the person slapped (ms); -1 if the
    /// person did not slap it at all.
    int lateMs = -1;
};

/// One result of a practice drill (`practice_slaps`).
struct CareerPracticeSlap
{
    enum class Outcome { Hit, False, Missed };
    qint64 atMs = 0; ///< since the drill began
    Outcome outcome = Outcome::Hit;
    PatternSet patterns;             ///< what the pile showed (empty for a misslap)
    int reactionMs = -1;             ///< -1 for a miss
    std::optional<SlapPattern> near; ///< a misslap's nearest pattern
};
QString practiceOutcomeId(CareerPracticeSlap::Outcome outcome); ///< `hit`, `false`, `missed`

/// One reaction time of the person: a good slap, or a slap too late for a
/// pile someone else took (its time then is the taker's plus the delay).
struct CareerTime
{
    PatternSet patterns;
    Call call = Call::None;
    int ms = 0;
};

/// The person's result of a finished game, for the `games` row.
struct CareerEnd
{
    QDateTime endedAt;
    CareerResult result = CareerResult::Abandoned;
    int winner = -1;
    int place = -1;
    qint64 durationMs = 0;
    bool timeUp = false; ///< ended because time was up (docs/RULES.md §11.4)
};

/// Pattern ids of docs/RULES.md §3, comma-separated in report order
/// ("double,sandwich"); "" for none. And back (unknown ids are skipped).
QString patternList(PatternSet patterns);
PatternSet parsePatternList(const QString &text);

} // namespace ratscrew
