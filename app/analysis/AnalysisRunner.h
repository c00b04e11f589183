// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"
#include "WinChances.h"

#include <QObject>
#include <QString>

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace ratscrew {

/// What is known of a game's chances to win at one moment
/// (AnalysisRunner::chances(); docs/ANALYSIS.md).
struct GameChances
{
    int players = 0;
    int person = -1;                                      ///< the record's one person (-1: none, or several)
    std::shared_ptr<const std::vector<ChanceStep>> steps; ///< the record's steps
    std::vector<bool> wanted;                             ///< the chart's positions (chartPositions())
    std::vector<qint64> positionMs;                       ///< each position's game time (ms)
    std::vector<WinChances::Tally> tallies;               ///< each position's play-outs
    bool refined = false;                                 ///< every chart position within the target
    /// Each seat's luck and speed, once worked out (after the chart).
    std::optional<LuckAndSpeed> luckAndSpeed;
    /// How far the round under way is (0..1).
    double progress = 0;

    bool isEmpty() const { return tallies.empty(); }
    /// The widest 95 % interval (half its width, 0..1) of the chart's positions.
    double widestHalfWidth() const { return ratscrew::widestHalfWidth(tallies, wanted, players); }
    /// The largest swings of `seat`'s chances (largestSwings()).
    std::vector<Swing> swings(int seat, int count) const;
};

/// A game record's chances to win worked out in the background (the
/// replay viewer's and the summary's chart): GameAnalysis on a thread of
/// its own (its play-outs on every core), round after round, each round's
/// chances handed to the GUI thread (updated()), a first curve in a blink
/// and every position within ±2 % within seconds. Stopped when the runner
/// goes (its destructor waits for the round's current position, a few
/// ms). The result is kept in a folder of caches (setCacheDirectory()),
/// one file per game named by the record's content (cacheKey()), so a
/// game is worked out once; a cache that does not match is ignored.
class AnalysisRunner : public QObject
{
    Q_OBJECT

public:
    /// The format version of a cache file; another one is not read.
    static constexpr int kCacheVersion = 1;
    /// The most cache files kept in a folder: the oldest go beyond it.
    static constexpr int kMaxCaches = 300;
    /// The precision worked to by default: ±2 % (95 % interval) at every position.
    static constexpr double kTargetHalfWidth = 0.02;

    explicit AnalysisRunner(QObject *parent = nullptr);
    ~AnalysisRunner() override;

    /// The precision to work to (half the 95 % interval, 0.001..0.5;
    /// kTargetHalfWidth by default), from the next start(). A cache worked
    /// to a coarser one is worked out again.
    void setTargetHalfWidth(double halfWidth) { m_target = std::clamp(halfWidth, 0.001, 0.5); }
    double targetHalfWidth() const { return m_target; }
    /// Where caches are read and written (made when needed); empty: none.
    void setCacheDirectory(const QString &dir) { m_cacheDir = dir; }
    QString cacheDirectory() const { return m_cacheDir; }
    /// The name of a record's cache: a hash of all the analysis reads of
    /// it (rules, deck, first player, clock, seats, actions).
    static QString cacheKey(const GameRecord &record);

    /// Starts on `record` (stopping a run under way): its cache is read if
    /// there is one, else the chances are worked out.
    void start(const GameRecord &record);
    /// Stops the run under way; the chances so far stay.
    void stop();
    bool isRunning() const { return m_running; }
    const GameChances &chances() const { return m_chances; }
    /// Why the record cannot be analysed (WinChances::of()), empty if it can.
    QString error() const { return m_error; }
    /// True when the chances came from a cache.
    bool fromCache() const { return m_fromCache; }

    /// The person's luck and speed over the games of a cache folder
    /// (their means, and half the 95 % interval of the mean speed): what
    /// the statistics window says of them. Games without one person are
    /// not counted.
    struct OverGames
    {
        int games = 0;
        double luck = 0;
        double speed = 0;
        double speedHalfWidth = 0;
    };
    static OverGames luckAndSpeedOverGames(const QString &cacheDir);

Q_SIGNALS:
    /// chances() changed: a round's figures, or its progress.
    void updated();
    /// Everything is worked out (the chart and luck and speed), and cached.
    void finished();
    /// The record cannot be analysed: error() says why.
    void failed();

private:
    struct Shared; // the run's state, shared with its thread
    void run(std::shared_ptr<Shared> shared, GameRecord record, QString cachePath, double target);

    GameChances m_chances;
    QString m_cacheDir;
    double m_target = kTargetHalfWidth;
    QString m_error;
    bool m_running = false;
    bool m_fromCache = false;
    std::shared_ptr<Shared> m_shared;
    std::thread m_thread;
};

} // namespace ratscrew
