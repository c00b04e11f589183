// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingsPage.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace ratscrew {

/// Bot play speed, animation speed, pausing on focus loss, coach mode, language.
class GamePage : public SettingsPage
{
    Q_OBJECT

public:
    explicit GamePage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;

private:
    QComboBox *m_botSpeed = nullptr;
    QComboBox *m_animation = nullptr;
    QCheckBox *m_pause = nullptr;
    QCheckBox *m_wait = nullptr;
    QComboBox *m_coach = nullptr;
    QSpinBox *m_keepRecords = nullptr;
    QComboBox *m_language = nullptr;
};

} // namespace ratscrew
