// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "Game.h"
#include "GameRecord.h"
#include "RuleSet.h"

#include <QByteArray>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace ratscrew {

/// One reaction time of the person a run is of: a valid slap, timed from
/// the moment its card landed (docs/RULES.md §12.2).
struct RunTime
{
    qint64 atMs = 0;     ///< game time of the slap (ms)
    int ms = 0;          ///< the reaction time (ms, 0..GameRecord's longest game)
    PatternSet patterns; ///< the patterns the slap took (empty for a call)
    Call call = Call::None;
    friend bool operator==(const RunTime &, const RunTime &) = default;
};

/// A run's reaction times summed up: the median of all of them and of
/// each pattern's (a call counts as neither).
struct RunProfile
{
    int slaps = 0;
    int medianMs = 0; ///< 0 without a time
    std::array<int, kSlapPatternCount> patternSlaps{};
    std::array<int, kSlapPatternCount> patternMedianMs{}; ///< 0 without a time of that pattern

    static RunProfile of(const QList<RunTime> &times);
    friend bool operator==(const RunProfile &, const RunProfile &) = default;
};

/// A run (docs/RUNS.md): one person's game of a numbered deal against bots,
/// as a `.ratscrew-run` file to share. It holds the game's record, which
/// seat was the person's, what the bots were (each seat's whole profile,
/// so that a ghost's seat replays too), how fast they played and how long
/// a collect waited, and the person's reaction times with their profile.
/// What it holds is not trusted: RunCheck replays it.
struct Run
{
    static constexpr const char *kFormat = "ratscrew-run";
    /// The version written; a file of a newer one is refused.
    static constexpr int kFormatVersion = 1;
    /// A run file is read up to this size: a record's limit and room for
    /// the times (one per slap) and the seats.
    static constexpr qint64 kMaxFileBytes = GameRecord::kMaxFileBytes + (4 << 20);
    /// The longest name read (characters).
    static constexpr int kMaxNameLength = 64;
    /// The extension of a run file (with the dot).
    static constexpr const char *kExtension = ".ratscrew-run";

    QString appVersion;
    QString name;           ///< the person's name, as the run is shown ("Ann")
    int player = 0;         ///< the person's seat in the record (0..players-1)
    QDate daily;            ///< the daily deal's date, invalid for any other deal
    double playSpeed = 1;   ///< AppSettings::botPlaySpeed: the bots' play delay is divided by it (0.25..4)
    int collectDelayMs = 0; ///< GameSession::collectDelayMs() (200..5000 ms)
    /// Each seat's bot, index = player; nothing at the person's seat.
    QList<std::optional<BotProfile>> bots;
    QList<RunTime> times; ///< the person's reaction times, in game order
    GameRecord record;

    /// The daily deal's deal number for `date`: the date written as
    /// yyyymmdd (27 November 2026 → 20261127; docs/STATISTICS.md).
    static quint64 dailyDeal(const QDate &date)
    {
        return quint64(date.year()) * 10000 + quint64(date.month()) * 100 + quint64(date.day());
    }

    /// The profile of times (what the file's `profile` says).
    RunProfile profile() const { return RunProfile::of(times); }

    QByteArray toJson() const;
    /// Reads a run: nothing and `*error` set to one English line for
    /// anything but a well-formed run of at most kFormatVersion: not JSON,
    /// another format, a newer version, a bad name, seat, date, speed,
    /// delay, bot profile, time or record (GameRecord::fromJson()'s own
    /// checks), a seat count that is not the record's, or a `profile` that
    /// is not the one of its times. Unknown keys are ignored.
    static std::optional<Run> fromJson(const QByteArray &json, QString *error);
    /// fromJson() of the file at `path`: a regular file of at most
    /// kMaxFileBytes (a FIFO, a directory or a larger file is refused unread).
    static std::optional<Run> read(const QString &path, QString *error);
    /// Writes the run to `path` atomically (saveFileAtomically()).
    bool write(const QString &path, QString *error) const;

    /// A BotProfile as JSON and back (every field; nothing for a profile
    /// out of its ranges, BotProfile::isValid()).
    static QJsonObject profileToJson(const BotProfile &profile);
    static std::optional<BotProfile> profileFromJson(const QJsonObject &json);
};

} // namespace ratscrew
