// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/CareerStats.h"

#include "BotProfile.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace ratscrew {

namespace {

int levelIndex(const QString &level)
{
    const auto &names = BotProfile::levelNames();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (level == QLatin1String(names[i].data(), qsizetype(names[i].size())))
            return int(i);
    }
    return -1;
}

} // namespace

CareerStats::Times CareerStats::timesOf(QList<int> ms)
{
    Times t;
    t.count = int(ms.size());
    if (ms.isEmpty())
        return t;
    std::sort(ms.begin(), ms.end());
    const qsizetype n = ms.size();
    t.medianMs = n % 2 ? ms.at(n / 2) : int((qint64(ms.at(n / 2 - 1)) + ms.at(n / 2)) / 2);
    // Nearest rank: the smallest value with at least 90 % at or below it.
    const qsizetype rank = (n * 9 + 9) / 10; // ceil(0.9 n)
    t.p90Ms = ms.at(std::max<qsizetype>(1, rank) - 1);
    return t;
}

CareerStats::Times CareerStats::timesOf(const Histogram &histogram)
{
    Times t;
    qint64 n = 0;
    for (const qint64 count : histogram)
        n += count;
    t.count = int(n);
    if (n == 0)
        return t;
    // The value at `index` of the times sorted (the map is in order).
    const auto at = [&histogram](qint64 index) {
        for (auto it = histogram.cbegin(); it != histogram.cend(); ++it) {
            if (index < it.value())
                return it.key();
            index -= it.value();
        }
        return histogram.lastKey();
    };
    // As timesOf(QList<int>): the same ranks, the same rounding.
    t.medianMs = n % 2 ? at(n / 2) : int((qint64(at(n / 2 - 1)) + at(n / 2)) / 2);
    const qint64 rank = (n * 9 + 9) / 10; // ceil(0.9 n)
    t.p90Ms = at(std::max<qint64>(1, rank) - 1);
    return t;
}

int CareerStats::KindStats::beatsLevel() const
{
    if (you.medianMs < 0)
        return -1;
    for (int l = kLevels - 1; l >= 0; --l) {
        if (levels[std::size_t(l)].medianMs >= 0 && you.medianMs < levels[std::size_t(l)].medianMs)
            return l;
    }
    return -1;
}

double CareerStats::KindStats::accuracy() const
{
    const int all = taken + falseSlaps + missed;
    return all ? double(taken) / all : -1;
}

QString CareerStats::opponentsLevel(const CareerGame &game)
{
    QString level;
    for (const CareerSeat &seat : game.seats) {
        if (seat.person)
            continue;
        if (level.isEmpty())
            level = seat.level;
        else if (level != seat.level)
            return QStringLiteral("mixed");
    }
    return level.isEmpty() ? QStringLiteral("mixed") : level;
}

QList<int> CareerStats::kindsOf(PatternSet patterns, Call call)
{
    QList<int> kinds;
    for (SlapPattern p : patterns.toList())
        kinds << int(p);
    if (call == Call::Stick)
        kinds << kStick;
    else if (call == Call::Split)
        kinds << kSplit;
    return kinds;
}

void CareerStats::addPractice(const QList<CareerPracticeSlap> &slaps)
{
    for (const CareerPracticeSlap &s : slaps) {
        switch (s.outcome) {
        case CareerPracticeSlap::Outcome::Hit:
            for (int k : kindsOf(s.patterns, Call::None)) {
                ++m_kinds[std::size_t(k)].taken;
                if (s.reactionMs >= 0)
                    ++m_yourTimes[std::size_t(k)][s.reactionMs];
            }
            break;
        case CareerPracticeSlap::Outcome::False:
            if (s.near)
                ++m_kinds[std::size_t(*s.near)].falseSlaps;
            break;
        case CareerPracticeSlap::Outcome::Missed:
            for (int k : kindsOf(s.patterns, Call::None))
                ++m_kinds[std::size_t(k)].missed;
            break;
        }
    }
    for (int k = 0; k < kKinds; ++k)
        m_kinds[std::size_t(k)].you = timesOf(m_yourTimes[std::size_t(k)]);
}

QStringList CareerStats::presetsOf(const QList<CareerGame> &games)
{
    QStringList presets;
    for (const CareerGame &g : games) {
        if (!presets.contains(g.preset))
            presets << g.preset;
    }
    return presets;
}

QList<int> CareerStats::kindsSeen() const
{
    QList<int> seen;
    for (int k = 0; k < kKinds; ++k) {
        const KindStats &s = m_kinds.at(std::size_t(k));
        bool any = s.taken || s.falseSlaps || s.missed;
        for (const Times &t : s.levels)
            any = any || t.count;
        if (any)
            seen << k;
    }
    return seen;
}

CareerStats::CareerStats(const QList<CareerGame> &games, const QList<CareerDatabase::SlapRow> &slaps,
                         const QList<CareerDatabase::MissRow> &misses, const Filter &filter)
{
    countGames(games, filter);
    QSet<qint64> kept;
    for (const CareerGame &g : std::as_const(m_games))
        kept.insert(g.id);
    Tally tally;
    QHash<qint64, QList<int>> perGame;
    qint64 order = 0; // the rows are oldest first
    for (const CareerDatabase::SlapRow &row : slaps) {
        ++order;
        if (!kept.contains(row.gameId))
            continue;
        countSlap(row.slap, 1, order, tally);
        const CareerSlap &s = row.slap;
        if (s.person && s.valid && s.reactionMs != kNoReactionMs && s.reactionMs >= 0)
            perGame[row.gameId] << s.reactionMs;
    }
    finish(tally);
    for (auto it = perGame.cbegin(); it != perGame.cend(); ++it)
        countGameTimes(it.value());
    for (const CareerDatabase::MissRow &row : misses) {
        if (kept.contains(row.gameId))
            countMiss(row.miss, 1);
    }
}

CareerStats::CareerStats(const QList<CareerGame> &games, const CareerDatabase &db, const Filter &filter)
{
    countGames(games, filter);
    QList<qint64> kept;
    kept.reserve(m_games.size());
    for (const CareerGame &g : std::as_const(m_games))
        kept << g.id;
    Tally tally;
    for (const CareerDatabase::SlapCount &c : db.slapCounts(kept))
        countSlap(c.slap, c.count, c.firstId, tally);
    finish(tally);
    db.forEachGameTimes(kept, [this](qint64, const QList<int> &ms) { countGameTimes(ms); });
    for (const CareerDatabase::MissCount &c : db.missCounts(kept))
        countMiss(c.miss, c.count);
}

void CareerStats::countGames(const QList<CareerGame> &games, const Filter &filter)
{
    for (const CareerGame &g : games) {
        if (!filter.preset.isEmpty() && g.preset != filter.preset)
            continue;
        if (filter.since.isValid() && g.startedAt < filter.since)
            continue;
        m_games.append(g);
    }
    std::stable_sort(m_games.begin(), m_games.end(),
                     [](const CareerGame &a, const CareerGame &b) { return a.startedAt < b.startedAt; });

    // Results, streaks and the win-rate lines.
    QHash<QString, int> lineOf;
    int streak = 0;
    for (const CareerGame &g : std::as_const(m_games)) {
        if (g.timeUp
            && (g.result == CareerResult::Won || g.result == CareerResult::Lost
                || g.result == CareerResult::Draw)) { // apart (timeUp())
            ++(g.result == CareerResult::Won    ? m_timeUpWon
               : g.result == CareerResult::Lost ? m_timeUpLost
                                                : m_timeUpDrawn);
            continue;
        }
        switch (g.result) {
        case CareerResult::Won:
            ++m_won;
            break;
        case CareerResult::Lost:
            ++m_lost;
            break;
        case CareerResult::Draw:
            ++m_draws;
            break;
        case CareerResult::Abandoned:
            ++m_abandoned;
            continue;
        case CareerResult::Playing:
            continue;
        }
        const bool won = g.result == CareerResult::Won;
        streak = won ? streak + 1 : 0;
        m_longestStreak = std::max(m_longestStreak, streak);
        if (won && g.durationMs >= 0 && (m_quickestWinMs < 0 || g.durationMs < m_quickestWinMs))
            m_quickestWinMs = g.durationMs;
        const QString level = opponentsLevel(g);
        const QString key = g.preset + QLatin1Char('\n') + level;
        if (!lineOf.contains(key)) {
            lineOf.insert(key, int(m_lines.size()));
            m_lines.append(RateLine{g.preset, level, {}});
        }
        RateLine &line = m_lines[lineOf.value(key)];
        const qsizetype from = std::max<qsizetype>(0, line.points.size() - (kRateWindow - 1));
        int wins = won ? 1 : 0;
        for (qsizetype i = from; i < line.points.size(); ++i)
            wins += line.points.at(i).won ? 1 : 0;
        const qsizetype window = line.points.size() - from + 1;
        line.points.append(RatePoint{g.startedAt, double(wins) / double(window), won});
    }
    m_currentStreak = streak;
}

void CareerStats::countSlap(const CareerSlap &s, qint64 n, qint64 first, Tally &tally)
{
    const int count = int(n);
    if (s.person)
        (s.valid ? m_goodSlaps : m_misslaps) += count;
    if (s.person && !s.valid) {
        if (s.near)
            m_kinds[std::size_t(*s.near)].falseSlaps += count;
        return;
    }
    if (!s.valid || s.reactionMs == kNoReactionMs)
        return;
    // Before the card was visible: a good slap, but no reaction time.
    const bool early = s.reactionMs < 0;
    m_earlySlaps += s.person && early ? count : 0;
    const int level = s.person ? -1 : levelIndex(s.level);
    if (!s.person && level < 0)
        return; // a custom level is no yardstick
    for (int k : kindsOf(s.patterns, s.call)) {
        if (s.person && early) {
            m_kinds[std::size_t(k)].taken += count;
        } else if (s.person) {
            tally.yours[std::size_t(k)][s.reactionMs] += n;
            m_kinds[std::size_t(k)].taken += count;
            int &fastest = m_kinds[std::size_t(k)].fastestMs;
            if (fastest < 0 || s.reactionMs < fastest)
                fastest = s.reactionMs;
            // Of equal times, the oldest slap's first kind.
            if (m_fastestMs < 0 || s.reactionMs < m_fastestMs
                || (s.reactionMs == m_fastestMs && first < m_fastestFirst)) {
                m_fastestMs = s.reactionMs;
                m_fastestKind = k;
                m_fastestFirst = first;
            }
        } else if (!early) {
            tally.theirs[std::size_t(k)][std::size_t(level)][s.reactionMs] += n;
        }
    }
}

void CareerStats::finish(const Tally &tally)
{
    for (int k = 0; k < kKinds; ++k) {
        KindStats &ks = m_kinds[std::size_t(k)];
        ks.you = timesOf(tally.yours[std::size_t(k)]);
        m_yourTimes[std::size_t(k)] = tally.yours[std::size_t(k)];
        for (int l = 0; l < kLevels; ++l)
            ks.levels[std::size_t(l)] = timesOf(tally.theirs[std::size_t(k)][std::size_t(l)]);
    }
}

void CareerStats::countGameTimes(const QList<int> &ms)
{
    if (ms.size() < kBestGameSlaps)
        return;
    const int median = timesOf(ms).medianMs;
    m_gameMedians << median;
    if (m_bestGameMedianMs < 0 || median < m_bestGameMedianMs)
        m_bestGameMedianMs = median;
}

void CareerStats::countMiss(const CareerMiss &m, qint64 n)
{
    for (int k : kindsOf(m.patterns, m.call)) {
        m_kinds[std::size_t(k)].missed += int(n);
        if (m.lateMs >= 0)
            m_kinds[std::size_t(k)].late += int(n);
    }
}

} // namespace ratscrew
