// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/SettingsPage.h"

#include <QList>

#include <array>
#include <utility>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

namespace ratscrew {

/// The preset, every rule option of docs/RULES.md §7 (the calls of §9
/// included: `sticky_faces` as one check box per letter rank, named
/// `sticky_J` … `sticky_A`, and `split_eights`; §11's `ten_stops`, the
/// penalties `none` and `lockout` with `lockout_cards`), the collect delay
/// and the game length (AppSettings::gameLengthMinutes). The
/// controls only offer valid values, and every change goes through
/// RuleSet::setOption(); the preset box follows AppSettings::presetFor().
class RulesPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit RulesPage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;

    /// Where the preset's rules come from (one sentence).
    static QString presetOrigin(const QString &id);

private:
    using Choices = QList<std::pair<QString, QVariant>>;
    void addPresetBox(QBoxLayout *page);
    void addPatternBox(QBoxLayout *page);
    void addCallBox(QBoxLayout *page);
    void addGameLength(QFormLayout *form);
    QComboBox *optionCombo(const char *option, const Choices &choices);
    /// A combo of "None" and the ranks `from`..`to` for a rank option.
    QComboBox *rankCombo(const char *option, Rank from = Rank::Ace, Rank to = Rank::King);
    QCheckBox *optionCheck(const char *option, const QString &text);
    void setOption(const char *option, const OptionValue &value);
    void togglePattern(SlapPattern pattern, bool on);
    void toggleStickyFace(Rank rank, bool on);
    void presetPicked();
    void showRules();

    RuleSet m_rules;
    QComboBox *m_preset = nullptr;
    QLabel *m_origin = nullptr;
    std::array<QCheckBox *, kSlapPatternCount> m_patterns{};
    std::array<QCheckBox *, 4> m_stickyFaces{}; // J Q K A
    QList<QWidget *> m_options;                 // combos and check boxes named after their option
    QCheckBox *m_misslapLeads = nullptr;
    QComboBox *m_burnCount = nullptr;
    QSpinBox *m_misslapLimit = nullptr;
    QSpinBox *m_collectDelay = nullptr;
    QSpinBox *m_lockoutCards = nullptr;
    /// The game length (AppSettings::gameLengthMinutes, not a RuleSet option).
    QComboBox *m_gameLength = nullptr;
    bool m_syncing = false;
};

} // namespace ratscrew
