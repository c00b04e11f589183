// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppSettings.h"
#include "text/DescriptionLabel.h"

#include <QAnyStringView>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QList>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>

namespace ratscrew {

/// One tab of the SettingsDialog: shows part of an AppSettings and writes
/// it back. Every control has a stable objectName (tests find them by it);
/// option-like controls are named after the option (`run_ace`, `volume`).
class SettingsPage : public QWidget
{
    Q_OBJECT

public:
    /// The property storedAs() sets: the stored setting's key.
    static constexpr const char *kSettingsKey = "settingsKey";

    using QWidget::QWidget;
    /// Shows the values of `settings` that this page edits.
    virtual void load(const AppSettings &settings) = 0;
    /// Writes the page's values into `settings`, leaving the rest alone.
    virtual void store(AppSettings &settings) const = 0;
    /// Why the page's values cannot be used (one sentence), or empty.
    virtual QString problem() const { return {}; }
    /// A panel the dialog shows beside the page, outside its scroll area
    /// (in view while the page scrolls), or null. The page owns it.
    virtual QWidget *sidePanel() const { return nullptr; }
    /// The dialog's values now, after a change on any page: a page that
    /// shows something of other pages' values follows them here. Never
    /// emits changed().
    virtual void dialogChanged(const AppSettings &settings) { Q_UNUSED(settings) }

    /// A word-wrapped description in the muted text colour (text/DescriptionLabel.h).
    static QLabel *descriptionLabel(const QString &text) { return ratscrew::descriptionLabel(text); }

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

    /// How addOption() gives an option's explanation.
    enum class Explain {
        Hint, ///< as tooltip, What's This (Shift+F1) and accessible description only
        Line, ///< also on one muted line under the field (returned), for what must be read
    };

    /// A form row: `label` (with a mnemonic, or empty) for `field`. The
    /// field gets `description` as tooltip, What's This and accessible
    /// description; with Explain::Line it is also shown under the field,
    /// and that label is returned (else null). showOption() hides the row.
    static QLabel *addOption(QFormLayout *form, const QString &label, QWidget *field,
                             const QString &description, Explain explain = Explain::Hint)
    {
        auto *box = new QWidget;
        auto *v = new QVBoxLayout(box);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(2);
        v->addWidget(field, 0, Qt::AlignLeft);
        QLabel *text = nullptr;
        if (explain == Explain::Line) {
            text = descriptionLabel(description);
            v->addWidget(text);
        }
        v->addStretch(1);
        field->setToolTip(description);
        field->setWhatsThis(description);
        field->setAccessibleDescription(description);
        auto *buddy = new QLabel(label);
        if (!label.isEmpty()) {
            buddy->setBuddy(field);
            buddy->setWhatsThis(description);
            if (field->accessibleName().isEmpty())
                field->setAccessibleName(QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
        }
        form->addRow(buddy, box);
        return text;
    }

    /// Shows or hides the form row addOption() made for `field`: an option
    /// is only shown while it applies (the lockout's length with the
    /// Lockout penalty).
    static void showOption(QWidget *field, bool visible)
    {
        QWidget *box = field->parentWidget();
        QWidget *holder = box ? box->parentWidget() : nullptr;
        if (auto *form = holder ? qobject_cast<QFormLayout *>(holder->layout()) : nullptr)
            form->setRowVisible(box, visible);
    }

    /// Marks `widget` as the control of the stored setting `key`
    /// ("game/coach"), so that a problem reading that setting can be said
    /// with the control's own words (SettingsDialog::problemsForPlayer()).
    template<typename W>
    static W *storedAs(W *widget, QAnyStringView key)
    {
        widget->setProperty(kSettingsKey, key.toString());
        return widget;
    }

    template<typename W>
    static W *named(W *widget, const char *name)
    {
        widget->setObjectName(QString::fromLatin1(name));
        return widget;
    }
};

} // namespace ratscrew
