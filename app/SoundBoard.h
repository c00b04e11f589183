// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>

#include <array>

class QSoundEffect;

namespace ratscrew {

/// The game's sound effects.
enum class Sound { Flip, Slap, Misslap };

/// Plays sound effects. An interface so that tests (and machines without
/// an audio device) never touch a sound server.
class SoundPlayer
{
public:
    virtual ~SoundPlayer() = default;
    virtual void play(Sound sound) = 0;
    virtual void setMuted(bool muted) = 0;
    virtual bool isMuted() const = 0;
};

/// A player that plays nothing but remembers it was asked (tests, --no-sound
/// is a mute instead, so sound can be turned on later).
class SilentSoundPlayer : public SoundPlayer
{
public:
    void play(Sound sound) override { m_played.append(sound); }
    void setMuted(bool muted) override { m_muted = muted; }
    bool isMuted() const override { return m_muted; }
    const QList<Sound> &played() const { return m_played; }

private:
    QList<Sound> m_played;
    bool m_muted = false;
};

/// QSoundEffect with a small pool per effect, so overlapping slaps all
/// sound. With no audio output device it stays silent (QSoundEffect would
/// only print warnings): the check happens once, at construction.
class SoundBoard : public QObject, public SoundPlayer
{
    Q_OBJECT

public:
    explicit SoundBoard(QObject *parent = nullptr);
    ~SoundBoard() override;

    void play(Sound sound) override;
    void setMuted(bool muted) override;
    bool isMuted() const override { return m_muted; }
    /// False if no audio output device was found.
    bool hasDevice() const { return m_hasDevice; }

private:
    static constexpr int kVoices = 3; // simultaneous plays per effect
    bool m_hasDevice = false;
    bool m_muted = false;
    std::array<std::array<QSoundEffect *, kVoices>, 3> m_effects{};
    std::array<int, 3> m_next{};
};

} // namespace ratscrew
