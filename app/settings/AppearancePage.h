// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingsPage.h"

#include <QColor>

class QCheckBox;
class QPushButton;

namespace ratscrew {

/// Card back and table colours and the four-colour deck, with a preview.
class AppearancePage : public SettingsPage
{
    Q_OBJECT

public:
    explicit AppearancePage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;

private:
    QPushButton *colourButton(const char *name, QColor &colour, const QString &title);
    void updateState();

    QColor m_back;
    QColor m_table;
    QPushButton *m_backButton = nullptr;
    QPushButton *m_tableButton = nullptr;
    QCheckBox *m_fourColour = nullptr;
    QWidget *m_preview = nullptr;
};

} // namespace ratscrew
