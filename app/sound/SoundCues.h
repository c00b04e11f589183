// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace ratscrew {

class GameSession;
class SoundPlayer;

/// Hangs the sound effects off the session's signals (the session and the
/// table never call the sound engine): a flip for every card, a chime when
/// a face card starts a challenge, slap / misslap, the sweep of a pile won
/// by a challenge or a penalty, and a short tune when the game ends — a
/// win or a loss from the person's (player 0's) side.
class SoundCues : public QObject
{
    Q_OBJECT

public:
    /// Neither is owned; `sound` may be null (no sound at all).
    SoundCues(GameSession *session, SoundPlayer *sound, QObject *parent = nullptr);
};

} // namespace ratscrew
