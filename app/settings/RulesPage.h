// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuleCode.h"
#include "settings/SettingsPage.h"

#include <QList>

#include <array>
#include <utility>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace ratscrew {

class RuleWorkshop;

/// The preset, every rule option of docs/RULES.md §7 (the calls of §9
/// included: `sticky_faces` as one check box per letter rank, named
/// `sticky_J` … `sticky_A`, and `split_eights`; §11's `ten_stops`, the
/// penalties `none` and `lockout` with `lockout_cards`; §1's
/// `dealer_starts`), the collect delay
/// and the game length (AppSettings::gameLengthMinutes). The
/// controls only offer valid values, and every change goes through
/// RuleSet::setOption(); the preset box follows AppSettings::presetFor().
///
/// It is also the rule workshop (docs/RULES.md §11): the rule sets saved
/// by name (AppSettings::savedRuleSets), the rules and game length as a
/// rule code to copy or paste (RuleCode; a bad or newer code is one line
/// under it, and the rules stay as they were; Copy puts the code of the
/// rules in view back in the box and copies that; Delete asks first), and beside the page
/// (sidePanel()) a RuleWorkshop showing what the rules play like at the
/// Players tab's table.
class RulesPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit RulesPage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;
    QWidget *sidePanel() const override;
    void dialogChanged(const AppSettings &settings) override;

    /// Saves the rules and game length in view as `name` (cleaned with
    /// AppSettings::cleanRuleSetName()), replacing a rule set of that name.
    /// False, with nothing saved, for an empty name or when
    /// AppSettings::kMaxRuleSets are kept already.
    bool saveRuleSet(const QString &name);
    /// Reads `code` (RuleCode) into the page: true, or false with the
    /// reason shown under the code and the rules unchanged.
    bool readCode(const QString &code);

    /// Where the preset's rules come from (one sentence).
    static QString presetOrigin(const QString &id);
    /// Why a rule code was refused, in the player's words (one sentence).
    static QString codeProblem(const RuleCode::Error &error);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using Choices = QList<std::pair<QString, QVariant>>;
    void addPresetBox(QBoxLayout *page);
    void addPatternBox(QBoxLayout *page);
    void addCallBox(QBoxLayout *page);
    void addGameLength(QFormLayout *form);
    void addShareRows(QFormLayout *form);
    /// Shows `minutes` in the game length box, adding it if it is not offered.
    void setGameLength(int minutes);
    int gameLength() const;
    /// The rules in view with the game length as their `time_limit`.
    RuleSet currentRules() const;
    void useRules(const RuleSet &rules); // rules and game length, then changed()
    void askSaveName();
    /// Copy: the code of the rules in view into the box and the clipboard.
    void copyCode();
    /// Delete: the saved rule set in view, once the person says yes.
    void deleteRuleSet();
    void showShared(); // the code and the saved rule set of the rules in view
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
    QList<SavedRuleSet> m_saved;
    QComboBox *m_savedBox = nullptr;
    QPushButton *m_delete = nullptr;
    QLineEdit *m_code = nullptr;
    QLabel *m_codeNote = nullptr;
    QString m_shownCode; // the code of the rules in view, as last shown
    RuleWorkshop *m_workshop = nullptr;
    bool m_syncing = false;
};

} // namespace ratscrew
