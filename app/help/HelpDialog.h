// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"
#include "help/CallExamples.h"
#include "settings/KeyBindings.h"

#include <QDialog>
#include <QStringList>

#include <vector>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace ratscrew {

/// The rules and controls of the game, written for the rule set in play:
/// where the preset comes from, one row per slap pattern that counts (with
/// its name, one sentence and a painted example pile), the calls when the
/// rules have any (docs/RULES.md §9: a painted example of each), the other
/// rules in plain words and the keys. Non-modal: show() it beside the table; Esc or
/// Close hides it. Build a new one when the rules change.
class HelpDialog : public QDialog
{
    Q_OBJECT

public:
    /// `presetName` is a preset id (`house`, `bicycle`, `slaps`,
    /// `slaps_advanced`, `classic`, `slaps_full`) or `custom`. The controls
    /// show `keys`, with the play and slap keys of `people` people (1..4,
    /// hot-seat).
    explicit HelpDialog(const RuleSet &rules, const QString &presetName,
                        const KeyBindings &keys = KeyBindings::defaults(), int people = 1,
                        QWidget *parent = nullptr);

    /// The ids of the slap pattern rows, top to bottom (`double`, `tens`,
    /// …): the enabled patterns in report order, with `triple` exactly when
    /// `only_slap_three_rank` is set (without it no triple can match).
    QStringList patternIds() const;
    /// The ids of the call examples, top to bottom (`stick`, `split`,
    /// `pile_won`; see callExamples()); empty, and no calls section, when
    /// the rules have no calls (RuleSet::hasCalls()).
    QStringList callIds() const;
    /// The ids of the third edition's house-rule examples, top to bottom
    /// (`ten_stops`, `lockout`, `no_penalty`; see houseRuleExamples()); empty, and no
    /// such section, when the rules have neither.
    QStringList houseRuleIds() const;

    const RuleSet &rules() const { return m_rules; }
    QString presetName() const { return m_presetName; }
    const KeyBindings &keys() const { return m_keys; }
    int people() const { return m_people; }

protected:
    bool event(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    struct PatternRow
    {
        SlapPattern pattern;
        std::vector<Card> pile;
        std::vector<bool> used; ///< cards that make the pattern; the others are faded
        QLabel *picture = nullptr;
        QLabel *title = nullptr;
    };

    struct CallRow
    {
        CallExample example;
        QLabel *picture = nullptr;
    };

    QString presetTitle() const;
    QString presetOrigin() const;
    void addHeading(QVBoxLayout *page);
    void addSlapSection(QVBoxLayout *page);
    void addCallSection(QVBoxLayout *page);
    QWidget *callRowWidget(CallRow &row);
    void addHouseRuleSection(QVBoxLayout *page);
    void addRulesSection(QVBoxLayout *page);
    void addControlsSection(QVBoxLayout *page);
    QWidget *patternRowWidget(PatternRow &row);
    void updateTitle(const PatternRow &row) const;
    void updatePagePalette();
    /// Repaints the example piles for the current device pixel ratio.
    void updatePictures(bool force = false);
    QPixmap pilePicture(const PatternRow &row, qreal dpr) const;
    static QSize pictureSize();

    RuleSet m_rules;
    QString m_presetName;
    KeyBindings m_keys;
    int m_people = 1;
    std::vector<PatternRow> m_rows;
    std::vector<CallRow> m_callRows;
    std::vector<CallRow> m_houseRows; // houseRuleExamples()
    QScrollArea *m_scroll = nullptr;
    qreal m_pictureDpr = 0;
};

} // namespace ratscrew
