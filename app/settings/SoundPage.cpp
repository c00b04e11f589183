// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/SoundPage.h"

#include "sound/SoundBoard.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QSlider>

namespace ratscrew {

SoundPage::SoundPage(SoundPlayer *sound, QWidget *parent) : SettingsPage(parent), m_sound(sound)
{
    setObjectName(QStringLiteral("soundPage"));
    auto *v = new QVBoxLayout(this);
    QFormLayout *form = addGroup(v, tr("Sound"));
    m_volume = storedAs(named(new QSlider(Qt::Horizontal), "volume"), "sound/volume");
    m_volume->setRange(0, 100);
    m_volume->setAccessibleName(tr("Volume"));
    m_volumeValue = named(new QLabel, "volumeValue");
    m_volumeValue->setMinimumWidth(m_volumeValue->fontMetrics().horizontalAdvance(tr("%1 %").arg(100)));
    auto *volumeRow = new QWidget;
    volumeRow->setFocusProxy(m_volume);
    volumeRow->setMinimumWidth(300);
    auto *h = new QHBoxLayout(volumeRow);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(m_volume, 1);
    h->addWidget(m_volumeValue);
    addOption(form, tr("&Volume:"), volumeRow, tr("How loud the game's sounds are."));
    m_muted = storedAs(named(new QCheckBox(tr("&Mute all sounds")), "muted"), "sound/muted");
    addOption(form, QString(), m_muted, tr("No sound at all; the volume is kept for later."));
    m_test = named(new QPushButton(tr("&Test")), "testSound");
    addOption(form, QString(), m_test, tr("Plays a slap at the volume above."));
    if (!m_sound) {
        QLabel *note = named(descriptionLabel(tr("No sound in this run.")), "noSoundNote");
        note->setForegroundRole(QPalette::WindowText);
        form->insertRow(0, note);
    }
    v->addStretch(1);

    connect(m_volume, &QSlider::valueChanged, this, &SoundPage::updateState);
    connect(m_muted, &QCheckBox::toggled, this, &SoundPage::updateState);
    connect(m_test, &QPushButton::clicked, this, [this] {
        m_sound->setVolume(m_volume->value());
        m_sound->setMuted(false);
        m_sound->play(Sound::Slap);
    });
    updateState();
}

void SoundPage::updateState()
{
    m_volumeValue->setText(tr("%1 %").arg(m_volume->value()));
    m_volume->setAccessibleDescription(m_volumeValue->text());
    m_volume->parentWidget()->setEnabled(m_sound); // with the value beside it
    m_muted->setEnabled(m_sound);
    m_test->setEnabled(m_sound && !m_muted->isChecked() && m_volume->value() > 0);
    Q_EMIT changed();
}

void SoundPage::load(const AppSettings &settings)
{
    m_volume->setValue(settings.volume);
    m_muted->setChecked(settings.muted);
    updateState();
}

void SoundPage::store(AppSettings &settings) const
{
    settings.volume = m_volume->value();
    settings.muted = m_muted->isChecked();
}

} // namespace ratscrew
