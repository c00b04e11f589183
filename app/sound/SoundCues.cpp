// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound/SoundCues.h"

#include "GameSession.h"
#include "sound/SoundBoard.h"

namespace ratscrew {

SoundCues::SoundCues(GameSession *session, SoundPlayer *sound, QObject *parent, ReportSource source)
    : QObject(parent), m_sound(sound)
{
    if (sound && session && source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &SoundCues::follow);
}

void SoundCues::follow(const ActionReport &r)
{
    SoundPlayer *sound = m_sound;
    if (!sound)
        return;
    {
        for (const Event &e : r.events) {
            switch (e.type) {
            case Event::Type::Play:
                sound->play(Sound::Flip);
                if (e.challenge == ChallengeChange::Started)
                    sound->play(Sound::Challenge);
                break;
            case Event::Type::Slap:
                sound->play(e.call != Call::None ? Sound::Call : e.valid ? Sound::Slap : Sound::Misslap);
                break;
            case Event::Type::PileWon:
                if (e.wonReason != PileWonReason::Slap) // a won slap already has its sound
                    sound->play(Sound::PileWon);
                break;
            case Event::Type::GameOver:
                if (m_view.hasPeople())
                    sound->play(m_view.isPerson(e.seat) ? Sound::Win : Sound::Lose);
                break;
            default:
                break;
            }
        }
    }
}

} // namespace ratscrew
