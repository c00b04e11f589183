// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

#include <algorithm>
#include <array>
#include <vector>

class QAudioDevice;
class QSoundEffect;

namespace ratscrew {

/// The game's sound effects (Call: a stick or a split, docs/RULES.md §9).
enum class Sound { Flip, Slap, Misslap, PileWon, Challenge, Win, Lose, Call };
inline constexpr int kSoundCount = 8;

/// Plays sound effects. An interface so that tests (and machines without
/// an audio device) never touch a sound server.
class SoundPlayer
{
public:
    virtual ~SoundPlayer() = default;
    virtual void play(Sound sound) = 0;
    virtual void setMuted(bool muted) = 0;
    virtual bool isMuted() const = 0;
    /// 0..100 (%), clamped.
    virtual void setVolume(int percent) = 0;
    virtual int volume() const = 0;
};

/// A player that plays nothing but remembers what it was asked to play
/// (tests).
class SilentSoundPlayer : public SoundPlayer
{
public:
    void play(Sound sound) override
    {
        if (!m_muted)
            m_played.append(sound);
    }
    void setMuted(bool muted) override { m_muted = muted; }
    bool isMuted() const override { return m_muted; }
    void setVolume(int percent) override { m_volume = std::clamp(percent, 0, 100); }
    int volume() const override { return m_volume; }
    const QList<Sound> &played() const { return m_played; }

private:
    QList<Sound> m_played;
    bool m_muted = false;
    int m_volume = 80;
};

/// QSoundEffect with a small pool of voices per effect, so overlapping
/// slaps all sound. With no audio output device it stays silent
/// (QSoundEffect would only print warnings): the check happens once, at
/// construction.
class SoundBoard : public QObject, public SoundPlayer
{
    Q_OBJECT

public:
    /// Plays through the system's default audio output, if there is one.
    explicit SoundBoard(QObject *parent = nullptr);
    /// Plays through `output`; a null device is no output at all (silent,
    /// as on a machine without sound; tests use it).
    explicit SoundBoard(const QAudioDevice &output, QObject *parent = nullptr);
    ~SoundBoard() override;

    void play(Sound sound) override;
    void setMuted(bool muted) override { m_muted = muted; }
    bool isMuted() const override { return m_muted; }
    void setVolume(int percent) override;
    int volume() const override { return m_volume; }
    /// False if no audio output device was found.
    bool hasDevice() const { return m_hasDevice; }

private:
    bool m_hasDevice = false;
    bool m_muted = false;
    int m_volume = 80;
    std::array<std::vector<QSoundEffect *>, kSoundCount> m_voices;
    std::array<std::size_t, kSoundCount> m_next{};
};

} // namespace ratscrew
