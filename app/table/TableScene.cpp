// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/TableScene.h"

#include "GameSession.h"

namespace ratscrew {

bool TableScene::dealt() const
{
    return session && session->hasGame();
}

SeatLook TableScene::seatLook(int player) const
{
    SeatLook look;
    if (!dealt())
        return look;
    const GameSession &s = *session;
    const bool over = s.isOver();
    look.count = s.handSize(player);
    look.out = s.isOut(player);
    // A card in the air is still its player's turn, as the table shows it
    // (docs/RULES.md §12.1): nobody else is to play until it lands.
    const int turn = s.flight().inAir() ? s.flight().player : s.turnPlayer();
    look.turn = !over && turn == player;
    look.challenger = !over && s.challengerPlayer() == player;
    look.answering = look.turn && s.challengerPlayer() >= 0;
    look.chances = look.answering ? s.chancesLeft() : 0;
    look.collects = s.pendingPlayer() == player;
    look.winner = over && s.winner() == player;
    look.sitOut = s.game().sitOutCards(player);
    look.lockedOut = s.game().isLockedOut(player);
    return look;
}

} // namespace ratscrew
