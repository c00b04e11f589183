// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoundBoard.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace ratscrew {

SoundBoard::SoundBoard(QObject *parent)
    : QObject(parent)
{
    m_hasDevice = !QMediaDevices::defaultAudioOutput().isNull();
    if (!m_hasDevice)
        return;
    static const char *const files[] = {"qrc:/sounds/flip.wav", "qrc:/sounds/slap.wav",
                                        "qrc:/sounds/misslap.wav"};
    for (std::size_t s = 0; s < m_effects.size(); ++s) {
        for (auto &voice : m_effects[s]) {
            voice = new QSoundEffect(this);
            voice->setSource(QUrl(QString::fromLatin1(files[s])));
            voice->setVolume(0.8f);
        }
    }
}

SoundBoard::~SoundBoard() = default;

void SoundBoard::play(Sound sound)
{
    if (!m_hasDevice || m_muted)
        return;
    const auto s = std::size_t(sound);
    // Round robin over the voices: a voice still playing is restarted,
    // which only happens with more than kVoices sounds at once.
    QSoundEffect *voice = m_effects[s][std::size_t(m_next[s])];
    m_next[s] = (m_next[s] + 1) % kVoices;
    voice->play();
}

void SoundBoard::setMuted(bool muted)
{
    m_muted = muted;
}

} // namespace ratscrew
