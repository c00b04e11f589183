// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingsPage.h"

#include <array>
#include <utility>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace ratscrew {

/// Your name, the number of bots, each bot's name and level, and the
/// numbers of a bot whose level is custom.
class PlayersPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit PlayersPage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;
    QString problem() const override;

private:
    struct Row
    {
        QLabel *label = nullptr;
        QLineEdit *name = nullptr;
        QComboBox *level = nullptr;
        QToolButton *edit = nullptr;
        BotProfile custom; // kept exactly as loaded until the person edits it
        QString lastLevel; // the level shown, and the one Custom starts from
    };

    void addBotRows(QFormLayout *form);
    void addCustomPanel(QBoxLayout *page);
    void setBotCount(int count);
    void levelPicked(int row);
    void updateCustomPanel();
    void syncSameLevel();
    void applySameLevel();

    QLineEdit *m_playerName = nullptr;
    QSpinBox *m_botCount = nullptr;
    QComboBox *m_sameLevel = nullptr;
    std::array<Row, AppSettings::kMaxBots> m_rows;
    int m_customRow = -1; // the bot shown in the custom panel
    QGroupBox *m_customBox = nullptr;
    QSpinBox *m_median = nullptr;
    QDoubleSpinBox *m_spread = nullptr;
    QDoubleSpinBox *m_miss = nullptr;
    QDoubleSpinBox *m_falseSlap = nullptr;
    QSpinBox *m_playDelay = nullptr;
    QSpinBox *m_callCost = nullptr;
    QDoubleSpinBox *m_callMiss = nullptr;
    QDoubleSpinBox *m_falseCall = nullptr;
    bool m_syncing = false;
};

} // namespace ratscrew
