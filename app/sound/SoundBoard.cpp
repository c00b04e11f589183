// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound/SoundBoard.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace ratscrew {

namespace {
struct EffectFile
{
    const char *url;
    int voices; // how many may sound at once
};
// In the order of enum Sound.
constexpr EffectFile kFiles[kSoundCount] = {
    {"qrc:/sounds/flip.wav", 3},     {"qrc:/sounds/slap.wav", 3},      {"qrc:/sounds/misslap.wav", 2},
    {"qrc:/sounds/pile-won.wav", 2}, {"qrc:/sounds/challenge.wav", 2}, {"qrc:/sounds/win.wav", 1},
    {"qrc:/sounds/lose.wav", 1},     {"qrc:/sounds/call.wav", 2},
};
} // namespace

SoundBoard::SoundBoard(QObject *parent) : SoundBoard(QMediaDevices::defaultAudioOutput(), parent) { }

SoundBoard::SoundBoard(const QAudioDevice &output, QObject *parent) : QObject(parent)
{
    m_hasDevice = !output.isNull();
    if (!m_hasDevice)
        return;
    for (std::size_t s = 0; s < m_voices.size(); ++s) {
        for (int v = 0; v < kFiles[s].voices; ++v) {
            auto *voice = new QSoundEffect(output, this);
            voice->setSource(QUrl(QString::fromLatin1(kFiles[s].url)));
            m_voices[s].push_back(voice);
        }
    }
    setVolume(m_volume);
}

SoundBoard::~SoundBoard() = default;

void SoundBoard::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    for (const auto &voices : m_voices)
        for (QSoundEffect *voice : voices)
            voice->setVolume(float(m_volume) / 100.0f);
}

void SoundBoard::play(Sound sound)
{
    const auto s = std::size_t(sound);
    if (!m_hasDevice || m_muted || m_volume == 0 || m_voices[s].empty())
        return;
    // Round robin over the voices: a voice still playing is restarted,
    // which only happens with more sounds at once than voices.
    QSoundEffect *voice = m_voices[s][m_next[s]];
    m_next[s] = (m_next[s] + 1) % m_voices[s].size();
    voice->play();
}

} // namespace ratscrew
