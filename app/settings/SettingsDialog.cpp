// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/SettingsDialog.h"

#include "settings/AppearancePage.h"
#include "settings/GamePage.h"
#include "settings/KeysPage.h"
#include "settings/PlayersPage.h"
#include "settings/RulesPage.h"
#include "settings/SoundPage.h"
#include "sound/SoundBoard.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QTabWidget>

namespace ratscrew {

SettingsDialog::SettingsDialog(const AppSettings &current, SoundPlayer *sound, QWidget *parent)
    : QDialog(parent),
      m_current(current),
      m_applied(current),
      m_sound(sound),
      m_restoreVolume(sound ? sound->volume() : 0),
      m_restoreMuted(sound && sound->isMuted())
{
    setWindowTitle(tr("Settings"));
    setSizeGripEnabled(true);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_pages = {new PlayersPage, new RulesPage,        new GamePage,
               new KeysPage,    new SoundPage(sound), new AppearancePage};
    const QStringList titles{tr("&Players"), tr("&Rules"), tr("&Game"),
                             tr("&Keys"),    tr("&Sound"), tr("&Appearance")};
    for (int i = 0; i < m_pages.size(); ++i) {
        auto *scroll = new QScrollArea;
        scroll->setWidget(m_pages.at(i));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        if (QWidget *side = m_pages.at(i)->sidePanel()) {
            auto *tab = new QWidget;
            auto *row = new QHBoxLayout(tab);
            row->setContentsMargins(0, 0, 0, 0);
            row->addWidget(scroll, 1);
            row->addWidget(side);
            m_tabs->addTab(tab, titles.at(i));
        } else {
            m_tabs->addTab(scroll, titles.at(i));
        }
        SettingsPage::alignForms(m_pages.at(i));
        connect(m_pages.at(i), &SettingsPage::changed, this, &SettingsDialog::updateButtons);
    }

    QLabel *note = SettingsPage::descriptionLabel(
        tr("Player and rule changes apply from the next game; sound and appearance change at once."));
    note->setObjectName(QStringLiteral("applyNote"));
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::RestoreDefaults | QDialogButtonBox::Ok
                                     | QDialogButtonBox::Cancel | QDialogButtonBox::Apply);
    m_buttons->button(QDialogButtonBox::RestoreDefaults)->setObjectName(QStringLiteral("restoreDefaults"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("ok"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancel"));
    m_buttons->button(QDialogButtonBox::Apply)->setObjectName(QStringLiteral("apply"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto *v = new QVBoxLayout(this);
    v->addWidget(m_tabs, 1);
    v->addSpacing(4);
    v->addWidget(note);
    v->addWidget(m_problem);
    v->addWidget(m_buttons);
    load(current);
    // Room for the rule workshop beside the rules, within the screen.
    QSize size(1100, 660);
    if (const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        size = size.boundedTo(screen->availableSize() * 0.95);
    resize(size);
}

void SettingsDialog::load(const AppSettings &settings)
{
    for (SettingsPage *page : std::as_const(m_pages))
        page->load(settings);
    updateButtons();
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_current; // the window fields
    for (const SettingsPage *page : m_pages)
        page->store(s);
    return s;
}

QString SettingsDialog::problem() const
{
    for (const SettingsPage *page : m_pages)
        if (const QString text = page->problem(); !text.isEmpty())
            return text;
    return {};
}

void SettingsDialog::updateButtons()
{
    const AppSettings now = settings();
    for (SettingsPage *page : std::as_const(m_pages))
        page->dialogChanged(now);
    const QString why = problem();
    m_problem->setText(tr("⚠ %1").arg(why));
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(why.isEmpty() && now != m_applied);
}

void SettingsDialog::apply()
{
    if (!problem().isEmpty())
        return;
    m_applied = settings();
    m_restoreVolume = m_applied.volume; // what the player has from now on
    m_restoreMuted = m_applied.muted;
    updateButtons();
    Q_EMIT applied(m_applied);
}

void SettingsDialog::restoreDefaults()
{
    AppSettings defaults;
    defaults.logVisible = m_current.logVisible;
    defaults.windowGeometry = m_current.windowGeometry;
    defaults.windowState = m_current.windowState;
    load(defaults);
}

void SettingsDialog::accept()
{
    if (!problem().isEmpty())
        return;
    apply();
    QDialog::accept();
}

void SettingsDialog::reject()
{
    if (m_sound) { // undo a Test
        m_sound->setVolume(m_restoreVolume);
        m_sound->setMuted(m_restoreMuted);
    }
    QDialog::reject();
}

} // namespace ratscrew
