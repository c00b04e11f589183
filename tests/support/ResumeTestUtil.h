// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"
#include "rig/MatchController.h"

#include <QObject>
#include <QTest>

#include <optional>

namespace ratscrew::test {

/// What the app does at a start, at once: reads `match`'s resume save
/// (MatchController::readResume()) and waits up to 10 s for the answer: the
/// game it would ask about, still held (the question is open): the caller
/// answers with beginResume() or resumeDeclined(). Nothing if there was
/// nothing to read, or no answer came in time.
inline std::optional<GameRecord> takeResume(MatchController &match)
{
    QObject context;
    bool answered = false;
    std::optional<GameRecord> game;
    const bool reading = match.readResume(&context, [&](std::optional<GameRecord> record) {
        answered = true;
        game = std::move(record);
    });
    if (!reading || !QTest::qWaitFor([&] { return answered; }, 10000))
        return std::nullopt;
    return game;
}

/// takeResume(), answered No: the game it gave, its file gone.
inline std::optional<GameRecord> declineResume(MatchController &match)
{
    std::optional<GameRecord> game = takeResume(match);
    if (game)
        match.resumeDeclined();
    return game;
}

} // namespace ratscrew::test
