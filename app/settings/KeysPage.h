// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingsPage.h"

#include <array>

class QKeySequenceEdit;
class QLabel;
class QPushButton;

namespace ratscrew {

/// Settings ▸ Keys: two keys for each command of KeyBindings (the people's
/// play and slap keys, pause, new game, …), each one key with modifiers.
/// A key given to two commands is marked on both rows and is the page's
/// problem() (OK and Apply wait until it is solved); Reset Keys puts the
/// defaults back.
class KeysPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit KeysPage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;
    QString problem() const override;

    /// The editor of `command`'s `index`th key (0, 1), for tests.
    QKeySequenceEdit *editor(KeyCommand command, int index) const
    {
        return m_edits[std::size_t(command)][std::size_t(index)];
    }

private:
    KeyBindings bindings() const;
    void showBindings(const KeyBindings &keys);
    void keyEdited(QKeySequenceEdit *edit);
    void markConflicts();

    std::array<std::array<QKeySequenceEdit *, KeyBindings::kKeysPerCommand>, KeyBindings::kCommands>
        m_edits{};
    QLabel *m_conflicts = nullptr;
    bool m_loading = false;
};

} // namespace ratscrew
