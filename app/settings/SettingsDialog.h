// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppSettings.h"

#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QLabel;
class QTabWidget;

namespace ratscrew {

class SettingsPage;
class SoundPlayer;

/// The Settings window: tabs for the players, the rules, the game, keys, sound
/// and appearance, editing a copy of an AppSettings.
///
/// Apply emits applied() with settings(); OK does the same and accepts;
/// Cancel and Esc reject and emit nothing. Restore Defaults puts every tab
/// back to AppSettings{} (nothing is applied until Apply or OK). The
/// window fields (geometry, dock state, logVisible) are never edited:
/// settings() copies them from `current`.
///
/// The Test button on the Sound tab plays a slap through `sound` at the
/// dialog's volume (and unmutes it); Cancel and Esc give the player back the
/// volume and mute it had when the dialog opened or was last applied.
/// Without a player (`sound` null) the Sound tab is disabled.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    SettingsDialog(const AppSettings &current, SoundPlayer *sound, QWidget *parent = nullptr);

    /// The values in the dialog now.
    AppSettings settings() const;
    /// Why OK and Apply are disabled (one sentence), or empty.
    QString problem() const;

    QTabWidget *tabs() const { return m_tabs; }

    /// Apply: emits applied(settings()) if the values are valid.
    void apply();
    /// Every tab back to the defaults (the window fields stay).
    void restoreDefaults();

    void accept() override;
    void reject() override;

Q_SIGNALS:
    /// The person pressed Apply or OK; `settings` is what to use now.
    void applied(const ratscrew::AppSettings &settings);

private:
    void load(const AppSettings &settings);
    void updateButtons();

    AppSettings m_current; // the window fields come from here
    AppSettings m_applied; // what Apply last sent (or `current`)
    SoundPlayer *m_sound = nullptr;
    int m_restoreVolume = 0;
    bool m_restoreMuted = false;
    QList<SettingsPage *> m_pages;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ratscrew
