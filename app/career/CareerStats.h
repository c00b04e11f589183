// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "career/CareerDatabase.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <array>

namespace ratscrew {

/// What the statistics window shows, worked out from the rows of the
/// career statistics (CareerDatabase) for one preset and period. No Qt
/// widgets here. Two ways to the same figures: from rows in memory (the
/// practice window, tests), or from counts of the file's rows
/// (CareerDatabase::slapCounts(); the statistics window, off the GUI
/// thread: memory grows with the games and the distinct times, not with
/// the slaps).
class CareerStats
{
public:
    /// The rows a slap kind is counted under: the 13 patterns of
    /// docs/RULES.md §3 (index = SlapPattern), then the two calls of §9.
    static constexpr int kStick = kSlapPatternCount;
    static constexpr int kSplit = kSlapPatternCount + 1;
    static constexpr int kKinds = kSlapPatternCount + 2;
    /// The named bot levels, weakest first (BotProfile::levelNames()).
    static constexpr int kLevels = 5;

    /// A slap window's times (ms) in one kind.
    struct Times
    {
        int count = 0;
        int medianMs = -1; ///< -1 without any
        int p90Ms = -1;    ///< the 90th percentile (nearest rank), -1 without any
    };

    /// Everything about one kind of slap.
    struct KindStats
    {
        Times you;                         ///< the person's good slaps
        std::array<Times, kLevels> levels; ///< each named bot level's good slaps
        int taken = 0;                     ///< the person's good slaps
        int falseSlaps = 0;                ///< the person's misslaps nearest to this pattern
        int missed = 0;                    ///< windows of this kind the person did not take
        int late = 0;                      ///< of those, slapped after someone else
        int fastestMs = -1;                ///< the person's best
        /// The strongest level whose median the person's median beats
        /// (0 = beginner … 4 = expert); -1 if none or no data.
        int beatsLevel() const;
        /// taken / (taken + false + missed), 0..1; -1 without any.
        double accuracy() const;
    };

    /// One point of a win-rate line.
    struct RatePoint
    {
        QDateTime at;    ///< when the game started
        double rate = 0; ///< won share of the last kRateWindow games of the line, 0..1
        bool won = false;
    };
    static constexpr int kRateWindow = 10;
    /// One line: the finished games of one preset against one bot level
    /// ("mixed" when the bots' levels differ), oldest first.
    struct RateLine
    {
        QString preset;
        QString level; ///< a level id, or `mixed`
        QList<RatePoint> points;
    };

    /// What the window's filters choose.
    struct Filter
    {
        QString preset;  ///< empty: every preset
        QDateTime since; ///< invalid: all time
    };

    CareerStats() = default;
    /// Works everything out from the file's rows, for the games `filter` keeps.
    CareerStats(const QList<CareerGame> &games, const QList<CareerDatabase::SlapRow> &slaps,
                const QList<CareerDatabase::MissRow> &misses, const Filter &filter);

    /// The same from the file: the games are `games` (every game of the
    /// file), the slaps and misses are counted by `db`
    /// (CareerDatabase::slapCounts() and the like). Every figure equals the
    /// one of the constructor above on the same file.
    CareerStats(const QList<CareerGame> &games, const CareerDatabase &db, const Filter &filter);

    /// Counts practice results in too (for the weak-spots drill; the
    /// statistics window keeps practice apart from games).
    void addPractice(const QList<CareerPracticeSlap> &slaps);

    /// The games kept by the filter (every result), oldest first.
    const QList<CareerGame> &games() const { return m_games; }
    int finished() const { return m_won + m_lost + m_draws; }
    int won() const { return m_won; }
    int lost() const { return m_lost; }
    int draws() const { return m_draws; }
    int abandoned() const { return m_abandoned; }
    /// Games ended because time was up (docs/RULES.md §11.4), kept apart:
    /// the cards in hand decided them, not the rules' end, so they are in
    /// none of finished(), won(), lost(), draws(), the win rate, the
    /// streaks, the quickest win or the win-rate lines. Won: the person
    /// held the most cards; drawn: two or more tied for the most (a draw,
    /// with or without the person); lost: another player held the most.
    int timeUp() const { return m_timeUpWon + m_timeUpLost + m_timeUpDrawn; }
    int timeUpWon() const { return m_timeUpWon; }
    int timeUpLost() const { return m_timeUpLost; }
    int timeUpDrawn() const { return m_timeUpDrawn; }
    /// Won share of the finished games, 0..1; -1 without any.
    double winRate() const { return finished() ? double(m_won) / finished() : -1; }
    int currentStreak() const
    {
        return m_currentStreak;
    } ///< games won in a row, up to the latest finished one
    int longestStreak() const { return m_longestStreak; }
    /// The quickest game won (game time, ms), -1 if none.
    qint64 quickestWinMs() const { return m_quickestWinMs; }
    /// The best median reaction of a game with at least kBestGameSlaps good slaps, -1 if none.
    int bestGameMedianMs() const { return m_bestGameMedianMs; }
    static constexpr int kBestGameSlaps = 5;
    /// The median reaction of each game kept with at least kBestGameSlaps
    /// good slaps, in the file's order (the latest last).
    const QList<int> &gameMediansMs() const { return m_gameMedians; }
    /// The person's fastest good slap (ms) and its kind, -1 if none.
    int fastestMs() const { return m_fastestMs; }
    int fastestKind() const { return m_fastestKind; }

    /// The person's good slaps and misslaps in the games kept.
    int goodSlaps() const { return m_goodSlaps; }
    /// Of the good slaps, those made before the card was visible
    /// (SlapRace): in goodSlaps() and a kind's `taken`, never a time.
    int earlySlaps() const { return m_earlySlaps; }
    int misslaps() const { return m_misslaps; }

    const KindStats &kind(int kind) const { return m_kinds.at(std::size_t(kind)); }
    /// The kinds with any data (a slap, a false slap or a miss), in order.
    QList<int> kindsSeen() const;
    const QList<RateLine> &rateLines() const { return m_lines; }
    /// Every preset the games have, in first-played order (for the filter).
    static QStringList presetsOf(const QList<CareerGame> &games);

    /// The median and 90th percentile of `ms` (nearest rank).
    static Times timesOf(QList<int> ms);
    /// How many times each ms value was seen.
    using Histogram = QMap<int, qint64>;
    /// The same of the times `histogram` counts.
    static Times timesOf(const Histogram &histogram);
    /// The level the bots of `game` play (an id), or `mixed`.
    static QString opponentsLevel(const CareerGame &game);
    /// The kinds one slap or miss counts under.
    static QList<int> kindsOf(PatternSet patterns, Call call);

private:
    /// The good slaps' times per kind: the person's and each level's.
    struct Tally
    {
        std::array<Histogram, kKinds> yours;
        std::array<std::array<Histogram, kLevels>, kKinds> theirs;
    };
    /// Keeps the games `filter` keeps, with their results and lines.
    void countGames(const QList<CareerGame> &games, const Filter &filter);
    /// Counts `n` slaps like `s` (of the games kept), the oldest of them
    /// `first` in the file's order.
    void countSlap(const CareerSlap &s, qint64 n, qint64 first, Tally &tally);
    /// Counts `n` misses like `m`.
    void countMiss(const CareerMiss &m, qint64 n);
    /// The kinds' times from `tally`.
    void finish(const Tally &tally);
    /// One game's timed good slaps of the person, for its best game median.
    void countGameTimes(const QList<int> &ms);

    QList<CareerGame> m_games;
    int m_won = 0, m_lost = 0, m_draws = 0, m_abandoned = 0;
    int m_timeUpWon = 0, m_timeUpLost = 0, m_timeUpDrawn = 0;
    int m_currentStreak = 0, m_longestStreak = 0;
    qint64 m_quickestWinMs = -1;
    int m_bestGameMedianMs = -1;
    QList<int> m_gameMedians;
    int m_fastestMs = -1;
    int m_fastestKind = -1;
    qint64 m_fastestFirst = 0; // the oldest slap of that time (file order)
    int m_goodSlaps = 0, m_misslaps = 0, m_earlySlaps = 0;
    std::array<KindStats, kKinds> m_kinds{};
    std::array<Histogram, kKinds> m_yourTimes; // the person's good slaps per kind
    QList<RateLine> m_lines;
};

} // namespace ratscrew
