// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoundCues.h"

#include "GameSession.h"
#include "SoundBoard.h"

namespace ratscrew {

SoundCues::SoundCues(GameSession *session, SoundPlayer *sound, QObject *parent)
    : QObject(parent)
{
    if (!sound)
        return;
    connect(session, &GameSession::cardPlayed, this, [sound](int, Card card) {
        sound->play(Sound::Flip);
        if (card.isLetter())
            sound->play(Sound::Challenge);
    });
    connect(session, &GameSession::slapResolved, this,
            [sound](int, bool valid) { sound->play(valid ? Sound::Slap : Sound::Misslap); });
    connect(session, &GameSession::pileWon, this, [sound](int, PileWonReason reason) {
        if (reason != PileWonReason::Slap) // a won slap already has its sound
            sound->play(Sound::PileWon);
    });
    connect(session, &GameSession::gameOver, this,
            [sound](int winner) { sound->play(winner == 0 ? Sound::Win : Sound::Lose); });
}

} // namespace ratscrew
