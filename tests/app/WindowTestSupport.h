// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the tests that drive a whole MainWindow on the fake clock.
#pragma once

#include "GameSession.h"
#include "MainWindow.h"
#include "Scheduler.h"

#include <QStringList>
#include <QTest>

#include <array>

namespace ratscrew::test {

/// Starts the game of `w` if it waits for the person
/// (GameSetup::newGamesWait, as in the app): the play key, then the
/// countdown. True once the game plays.
inline bool startTheGame(MainWindow &w)
{
    if (!w.isWaitingToStart())
        return !w.session()->isPaused();
    w.activateWindow(); // the keys are the window's shortcuts (a question box may have had them)
    if (!QTest::qWaitForWindowActive(&w))
        return false;
    QTest::keyClick(&w, Qt::Key_Space);
    return QTest::qWaitFor([&w] { return !w.session()->isPaused(); }, 10000);
}

/// What the person did in one keyboardStep().
enum class KeyMove { Play, Slap, Wait };

/// One step of a person at the keyboard of `w` against the bots: Space on
/// their turn, S on a slappable pile every third step (so that the bots
/// win piles too), otherwise 40 ms pass on the fake clock.
inline KeyMove keyboardStep(MainWindow &w, ManualScheduler &clock, int step)
{
    const GameSession &s = *w.session();
    if (s.turnPlayer() == 0 && !s.isPaused()) {
        QTest::keyClick(&w, Qt::Key_Space);
        return KeyMove::Play;
    }
    // A pattern on either pile, or a call (docs/RULES.md §9): the one slap key.
    const bool slappable = !s.slappablePatterns().empty() || !s.table().patterns(PileId::Split).empty()
                           || s.table().callFor(0) != Call::None;
    if (slappable && step % 3 == 0 && !s.isOut(0)) {
        QTest::keyClick(&w, Qt::Key_S); // now and then the person is quickest
        return KeyMove::Slap;
    }
    clock.advance(40);
    return KeyMove::Wait;
}

/// Empty if the hands and the pile of `s` hold exactly the rule set's deck,
/// each card once; else what is wrong ("7H ×2, 2 cards instead of 52").
inline QString deckProblem(const GameSession &s)
{
    if (!s.hasGame())
        return QStringLiteral("no game");
    const Game &g = s.game();
    std::array<int, Card::kMaxCount> seen{};
    int total = 0;
    auto count = [&](Card c) {
        ++seen[std::size_t(c.id())];
        ++total;
    };
    for (int seat = 0; seat < g.players(); ++seat) {
        for (int i = 0; i < g.hand(seat).size(); ++i)
            count(g.hand(seat)[i]);
    }
    for (Card c : g.pile())
        count(c);
    for (Card c : g.splitCards())
        count(c);
    QStringList wrong;
    for (Card c : g.rules().fullDeck()) {
        if (seen[std::size_t(c.id())] != 1)
            wrong << QStringLiteral("%1 ×%2")
                         .arg(QString::fromStdString(c.name()))
                         .arg(seen[std::size_t(c.id())]);
    }
    if (total != g.rules().deckSize())
        wrong << QStringLiteral("%1 cards instead of %2").arg(total).arg(g.rules().deckSize());
    return wrong.join(QStringLiteral(", "));
}

} // namespace ratscrew::test
