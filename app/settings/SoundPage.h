// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingsPage.h"

class QCheckBox;
class QPushButton;
class QSlider;

namespace ratscrew {

class SoundPlayer;

/// Volume, mute and a test sound. Without a SoundPlayer the controls are
/// disabled.
class SoundPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit SoundPage(SoundPlayer *sound, QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;

private:
    void updateState();

    SoundPlayer *m_sound = nullptr;
    QSlider *m_volume = nullptr;
    QLabel *m_volumeValue = nullptr;
    QCheckBox *m_muted = nullptr;
    QPushButton *m_test = nullptr;
};

} // namespace ratscrew
