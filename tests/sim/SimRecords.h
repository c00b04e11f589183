// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "GameRecord.h"
#include "Simulator.h"

#include <mutex>
#include <vector>

namespace ratscrew {

// The records of `games` simulated games of `config` (its bots named "Bot
// 1"… at `level`), by game number.
inline std::vector<GameRecord> simulatedRecords(SimulationConfig c, const QString &preset,
                                                const QString &level)
{
    std::mutex mutex;
    std::vector<GameRecord> records(static_cast<std::size_t>(c.games));
    QList<RecordPlayer> seats;
    for (int p = 0; p < c.players; ++p)
        seats.append({QStringLiteral("Bot %1").arg(p + 1), false, level});
    c.onGameEnd = [&](long long game, const Table &table, std::int64_t durationMs) {
        GameRecord r = GameRecord::fromTable(table, seats, preset, durationMs);
        const std::lock_guard lock(mutex);
        records[std::size_t(game)] = std::move(r);
    };
    simulate(c);
    return records;
}

// The records of `games` simulated games of `preset` with `players` normal
// bots, by game number; a game is a draw at 3,000 plays.
inline std::vector<GameRecord> simulatedRecords(const char *preset, int players, long long games,
                                                std::uint64_t seed)
{
    SimulationConfig c;
    c.rules = *RuleSet::preset(preset);
    c.rules.maxPlays = 3000; // some draws too
    c.players = players;
    c.bots.assign(std::size_t(players), *BotProfile::forLevel("normal"));
    c.games = games;
    c.seed = seed;
    c.threads = 2;
    return simulatedRecords(c, QString::fromLatin1(preset), QStringLiteral("normal"));
}

} // namespace ratscrew
