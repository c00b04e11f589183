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
                    m_yourTimes[std::size_t(k)] << s.reactionMs;
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
    QSet<qint64> kept;
    for (const CareerGame &g : games) {
        if (!filter.preset.isEmpty() && g.preset != filter.preset)
            continue;
        if (filter.since.isValid() && g.startedAt < filter.since)
            continue;
        m_games.append(g);
        kept.insert(g.id);
    }
    std::stable_sort(m_games.begin(), m_games.end(),
                     [](const CareerGame &a, const CareerGame &b) { return a.startedAt < b.startedAt; });

    // Results, streaks and the win-rate lines.
    QHash<QString, int> lineOf;
    int streak = 0;
    for (const CareerGame &g : std::as_const(m_games)) {
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

    // Slaps: reaction times per kind, the person's and each level's.
    std::array<QList<int>, kKinds> yours;
    std::array<std::array<QList<int>, kLevels>, kKinds> theirs;
    QHash<qint64, QList<int>> perGame;
    for (const CareerDatabase::SlapRow &row : slaps) {
        if (!kept.contains(row.gameId))
            continue;
        const CareerSlap &s = row.slap;
        if (s.person)
            ++(s.valid ? m_goodSlaps : m_misslaps);
        if (s.person && !s.valid) {
            if (s.near)
                ++m_kinds[std::size_t(*s.near)].falseSlaps;
            continue;
        }
        if (!s.valid || s.reactionMs == kNoReactionMs)
            continue;
        // Before the card was visible: a good slap, but no reaction time.
        const bool early = s.reactionMs < 0;
        m_earlySlaps += s.person && early ? 1 : 0;
        const int level = s.person ? -1 : levelIndex(s.level);
        if (!s.person && level < 0)
            continue; // a custom level is no yardstick
        for (int k : kindsOf(s.patterns, s.call)) {
            if (s.person && early) {
                ++m_kinds[std::size_t(k)].taken;
            } else if (s.person) {
                yours[std::size_t(k)] << s.reactionMs;
                ++m_kinds[std::size_t(k)].taken;
                int &fastest = m_kinds[std::size_t(k)].fastestMs;
                if (fastest < 0 || s.reactionMs < fastest)
                    fastest = s.reactionMs;
                if (m_fastestMs < 0 || s.reactionMs < m_fastestMs) {
                    m_fastestMs = s.reactionMs;
                    m_fastestKind = k;
                }
            } else if (!early) {
                theirs[std::size_t(k)][std::size_t(level)] << s.reactionMs;
            }
        }
        if (s.person && !early)
            perGame[row.gameId] << s.reactionMs;
    }
    for (int k = 0; k < kKinds; ++k) {
        KindStats &ks = m_kinds[std::size_t(k)];
        ks.you = timesOf(yours[std::size_t(k)]);
        m_yourTimes[std::size_t(k)] = yours[std::size_t(k)];
        for (int l = 0; l < kLevels; ++l)
            ks.levels[std::size_t(l)] = timesOf(theirs[std::size_t(k)][std::size_t(l)]);
    }
    for (auto it = perGame.cbegin(); it != perGame.cend(); ++it) {
        if (it.value().size() < kBestGameSlaps)
            continue;
        const int median = timesOf(it.value()).medianMs;
        if (m_bestGameMedianMs < 0 || median < m_bestGameMedianMs)
            m_bestGameMedianMs = median;
    }

    for (const CareerDatabase::MissRow &row : misses) {
        if (!kept.contains(row.gameId))
            continue;
        for (int k : kindsOf(row.miss.patterns, row.miss.call)) {
            ++m_kinds[std::size_t(k)].missed;
            if (row.miss.lateMs >= 0)
                ++m_kinds[std::size_t(k)].late;
        }
    }
}

} // namespace ratscrew
