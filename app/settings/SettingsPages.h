// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppSettings.h"

#include <QColor>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QList>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>
#include <array>
#include <utility>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;

namespace ratscrew {

class SoundPlayer;

/// One tab of the SettingsDialog: shows part of an AppSettings and writes
/// it back. Every control has a stable objectName (tests find them by it);
/// option-like controls are named after the option (`run_ace`, `volume`).
class SettingsPage : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    /// Shows the values of `settings` that this page edits.
    virtual void load(const AppSettings &settings) = 0;
    /// Writes the page's values into `settings`, leaving the rest alone.
    virtual void store(AppSettings &settings) const = 0;
    /// Why the page's values cannot be used (one sentence), or empty.
    virtual QString problem() const { return {}; }

    /// A word-wrapped description in the muted text colour.
    static QLabel *descriptionLabel(const QString &text)
    {
        auto *label = new QLabel(text);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setForegroundRole(QPalette::PlaceholderText);
        return label;
    }

    /// Gives the label columns of all forms on `page` one width, so they line up.
    static void alignForms(QWidget *page)
    {
        QList<QLabel *> labels;
        int width = 0;
        for (const QFormLayout *form : page->findChildren<QFormLayout *>()) {
            for (int row = 0; row < form->rowCount(); ++row) {
                const QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
                if (auto *label = item ? qobject_cast<QLabel *>(item->widget()) : nullptr) {
                    labels << label;
                    width = std::max(width, label->sizeHint().width());
                }
            }
        }
        for (QLabel *label : std::as_const(labels)) {
            label->setMinimumWidth(width);
            label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        }
    }

Q_SIGNALS:
    /// A value changed (the problem() may have changed with it).
    void changed();

protected:
    /// A group box titled `title` holding a form, added to `page`.
    static QFormLayout *addGroup(QBoxLayout *page, const QString &title)
    {
        auto *box = new QGroupBox(title);
        auto *form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setRowWrapPolicy(QFormLayout::DontWrapRows);
        form->setVerticalSpacing(10);
        page->addWidget(box);
        return form;
    }

    /// A form row: `label` (with a mnemonic, or empty) for `field`, with
    /// `description` under the field; the field also gets it as tooltip and
    /// accessible description. Returns the description's label.
    static QLabel *addOption(QFormLayout *form, const QString &label, QWidget *field,
                             const QString &description)
    {
        auto *box = new QWidget;
        auto *v = new QVBoxLayout(box);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        v->addWidget(field, 0, Qt::AlignLeft);
        QLabel *text = descriptionLabel(description);
        v->addWidget(text);
        v->addStretch(1);
        field->setToolTip(description);
        field->setAccessibleDescription(description);
        auto *buddy = new QLabel(label);
        if (!label.isEmpty()) {
            buddy->setBuddy(field);
            if (field->accessibleName().isEmpty())
                field->setAccessibleName(QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
        }
        form->addRow(buddy, box);
        return text;
    }

    template<typename W>
    static W *named(W *widget, const char *name)
    {
        widget->setObjectName(QString::fromLatin1(name));
        return widget;
    }
};

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
    bool m_syncing = false;
};

/// The preset, every rule option of docs/RULES.md §7 and the collect delay. The
/// controls only offer valid values, and every change goes through
/// RuleSet::setOption(); the preset box follows AppSettings::presetFor().
class RulesPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit RulesPage(QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;

    /// The preset's player-facing name ("House", …, "Custom").
    static QString presetTitle(const QString &id);
    /// Where the preset's rules come from (one sentence).
    static QString presetOrigin(const QString &id);

private:
    using Choices = QList<std::pair<QString, QVariant>>;
    void addPresetBox(QBoxLayout *page);
    void addPatternBox(QBoxLayout *page);
    QComboBox *optionCombo(const char *option, const Choices &choices);
    QComboBox *rankCombo(const char *option);
    QCheckBox *optionCheck(const char *option, const QString &text);
    void setOption(const char *option, const OptionValue &value);
    void togglePattern(SlapPattern pattern, bool on);
    void presetPicked();
    void showRules();

    RuleSet m_rules;
    QComboBox *m_preset = nullptr;
    QLabel *m_origin = nullptr;
    std::array<QCheckBox *, kSlapPatternCount> m_patterns{};
    QList<QWidget *> m_options; // combos and check boxes named after their option
    QComboBox *m_burnCount = nullptr;
    QSpinBox *m_misslapLimit = nullptr;
    QSpinBox *m_collectDelay = nullptr;
    bool m_syncing = false;
};

/// Bot play speed, animation speed, pausing on focus loss.
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
    QComboBox *m_language = nullptr;
};

/// Volume, mute and a test sound. Without a SoundPlayer the controls are
/// disabled.
class SoundPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit SoundPage(SoundPlayer *sound, QWidget *parent = nullptr);
    void load(const AppSettings &settings) override;
    void store(AppSettings &settings) const override;

private:
    void updateState();

    SoundPlayer *m_sound = nullptr;
    QSlider *m_volume = nullptr;
    QLabel *m_volumeValue = nullptr;
    QCheckBox *m_muted = nullptr;
    QPushButton *m_test = nullptr;
};

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
