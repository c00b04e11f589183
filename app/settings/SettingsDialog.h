// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppSettings.h"

#include <QDialog>
#include <QList>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QStackedWidget;

namespace ratscrew {

class SettingsPage;
class SoundPlayer;

/// The Settings window: pages for the players, the rules, the game, keys,
/// sound and appearance, chosen from a list with icons on the left (as KDE's
/// settings dialogs), editing a copy of an AppSettings. Every option
/// explains itself as a tooltip and as What's This (Shift+F1).
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
    /// The lines AppSettings::load() returned ("rules/penalty: …", for a
    /// log file) in the player's words: one translated sentence each, naming
    /// the setting as its page labels it, the value now `used` and the page
    /// ("The saved “Penalty” could not be used as it was; it is now “Burn
    /// cards under the pile” (Settings ▸ Rules)."). Never a settings key.
    static QStringList problemsForPlayer(const QStringList &lines, const AppSettings &used);

    /// Why OK and Apply are disabled (one sentence), or empty.
    QString problem() const;

    /// The pages, in the list's order: Players, Rules, Game, Keys, Sound,
    /// Appearance (0–5).
    int pageCount() const;
    /// The page's name in the list ("Players"); empty out of range.
    QString pageTitle(int index) const;
    /// What the dialog shows for the page (its scroll area, with a side
    /// panel beside it on Rules); null out of range.
    QWidget *pageWidget(int index) const;
    int currentPage() const;
    /// Shows page `index` (0–5; others are ignored).
    void showPage(int index);

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
    static QList<SettingsPage *> makePages(SoundPlayer *sound);
    static QStringList pageTitles();
    void load(const AppSettings &settings);
    void updateButtons();

    AppSettings m_current; // the window fields come from here
    AppSettings m_applied; // what Apply last sent (or `current`)
    SoundPlayer *m_sound = nullptr;
    int m_restoreVolume = 0;
    bool m_restoreMuted = false;
    QList<SettingsPage *> m_pages;
    QListWidget *m_pageList = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_pageTitle = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace ratscrew
