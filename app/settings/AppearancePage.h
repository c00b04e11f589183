// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingsPage.h"

#include <QColor>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace ratscrew {

/// Card back and table colours, the card deck (built in or an installed KDE
/// deck) and the four-colour deck, with a preview of the chosen deck beside
/// the built-in one.
class AppearancePage : public SettingsPage
{
    Q_OBJECT

public:
    explicit AppearancePage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;
    /// Why the chosen deck cannot be used (shown under the preview), or empty.
    QString deckProblem() const;

private:
    QPushButton *colourButton(const char *name, QColor &colour, const QString &title);
    void updateState();

    QColor m_back;
    QColor m_table;
    QPushButton *m_backButton = nullptr;
    QPushButton *m_tableButton = nullptr;
    QComboBox *m_deck = nullptr;
    QCheckBox *m_fourColour = nullptr;
    QCheckBox *m_highContrast = nullptr;
    QCheckBox *m_reduceMotion = nullptr;
    QLabel *m_deckProblem = nullptr;
    QWidget *m_preview = nullptr;
};

} // namespace ratscrew
