// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/GamePage.h"

#include "table/Speeds.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ratscrew {

namespace {

// Selects the item with `value`, adding an "other" item for a value that
// is valid but not in the list (from a hand-edited settings file).
void selectValue(QComboBox *combo, double value, const QString &otherText)
{
    for (int i = combo->count() - 1; i >= 0; --i)
        if (combo->itemData(i, Qt::UserRole + 1).toBool())
            combo->removeItem(i);
    if (combo->findData(value) < 0) {
        combo->addItem(otherText.arg(value), value);
        combo->setItemData(combo->count() - 1, true, Qt::UserRole + 1);
    }
    combo->setCurrentIndex(combo->findData(value));
}

} // namespace

GamePage::GamePage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("gamePage"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    QFormLayout *form = addGroup(v, tr("Speed"));
    m_botSpeed = storedAs(named(new QComboBox, "botPlaySpeed"), "game/botPlaySpeed");
    // The same English words name the bots' pace and the animations'
    // speed: each gets its own context, as languages word them apart.
    const QList<std::pair<QString, double>> speeds{{tr("Slow", "bots' play speed"), 0.5},
                                                   {tr("Relaxed", "bots' play speed"), 0.75},
                                                   {tr("Normal", "bots' play speed"), 1.0},
                                                   {tr("Quick", "bots' play speed"), 1.5},
                                                   {tr("Fast", "bots' play speed"), 2.0}};
    for (const auto &[text, speed] : speeds)
        m_botSpeed->addItem(text, speed);
    addOption(form, tr("&Bots play:"), m_botSpeed,
              tr("How soon the bots play their cards. Their slaps keep the reaction times of their level."));
    m_animation = storedAs(named(new QComboBox, "animationScale"), "display/animationScale");
    // Fastest first, as the list reads: Off, Fast, Normal, Slow.
    for (auto preset = speeds::kAnimationPresets.rbegin(); preset != speeds::kAnimationPresets.rend();
         ++preset) {
        switch (preset->speed) {
        case speeds::AnimationSpeed::Off:
            m_animation->addItem(tr("Off", "animation speed"), preset->scale);
            break;
        case speeds::AnimationSpeed::Fast:
            m_animation->addItem(tr("Fast", "animation speed"), preset->scale);
            break;
        case speeds::AnimationSpeed::Normal:
            m_animation->addItem(tr("Normal", "animation speed"), preset->scale);
            break;
        case speeds::AnimationSpeed::Slow:
            m_animation->addItem(tr("Slow", "animation speed"), preset->scale);
            break;
        }
    }
    addOption(form, tr("A&nimations:"), m_animation,
              tr("How cards fly and piles slide. Off shows every move at once."));

    m_pause = storedAs(named(new QCheckBox(tr("Pa&use when the window loses focus")), "pauseOnFocusLoss"),
                       "game/pauseOnFocusLoss");
    QFormLayout *pausing = addGroup(v, tr("Pausing"));
    addOption(pausing, QString(), m_pause,
              tr("Switching to another window pauses the game, so nobody slaps while you look away."));
    m_wait = storedAs(named(new QCheckBox(tr("New games &wait until I start them")), "newGamesWait"),
                      "game/newGamesWait");
    addOption(pausing, QString(), m_wait,
              tr("A new game is dealt and waits for your play key or a click, then counts down from 3. "
                 "Off, the bots start at once."));
    m_coach = storedAs(named(new QComboBox, "coach"), "game/coach");
    m_coach->addItem(tr("Automatic: my first %n game(s)", nullptr, AppSettings::kCoachAutomaticGames),
                     int(AppSettings::CoachMode::Automatic));
    m_coach->addItem(tr("On", "coach"), int(AppSettings::CoachMode::On));
    m_coach->addItem(tr("Off", "coach"), int(AppSettings::CoachMode::Off));
    addOption(addGroup(v, tr("Coach")), tr("C&oach:"), m_coach,
              tr("After each pile you could have slapped, a line says who slapped how fast; the cards of a "
                 "pattern you missed are shown beside the pile, and a misslap is explained."));
    m_keepRecords = storedAs(named(new QSpinBox, "keepRecords"), "game/keepRecords");
    m_keepRecords->setRange(0, 10000);
    m_keepRecords->setSingleStep(50);
    m_keepRecords->setSpecialValueText(tr("None"));
    addOption(
        addGroup(v, tr("Records")), tr("Ga&mes kept as records:"), m_keepRecords,
        tr("Every game you play is kept as a record file that can be replayed; the oldest go when there are "
           "more."));
    // Each language by its own name, so that anyone can find theirs.
    m_language = storedAs(named(new QComboBox, "language"), "game/language");
    m_language->addItem(tr("System default"), QString());
    static const std::pair<const char *, const char *> languages[] = {
        {"en", "English"},    {"de", "Deutsch"},  {"es", "Español"},
        {"fr", "Français"},   {"it", "Italiano"}, {"ja", "日本語"},
        {"nl", "Nederlands"}, {"pl", "Polski"},   {"pt_BR", "Português (Brasil)"}};
    for (const auto &[code, name] : languages)
        m_language->addItem(QString::fromUtf8(name), QString::fromLatin1(code));
    addOption(addGroup(v, tr("Language")), tr("&Language:"), m_language,
              tr("Takes effect the next time Ratscrew starts."), Explain::Line);
    v->addStretch(1);
    for (QComboBox *combo : {m_botSpeed, m_animation, m_coach, m_language})
        connect(combo, &QComboBox::currentIndexChanged, this, &SettingsPage::changed);
    for (QCheckBox *check : {m_pause, m_wait})
        connect(check, &QCheckBox::toggled, this, &SettingsPage::changed);
    connect(m_keepRecords, &QSpinBox::valueChanged, this, &SettingsPage::changed);
}

void GamePage::load(const AppSettings &settings)
{
    selectValue(m_botSpeed, settings.botPlaySpeed, tr("Other (×%1)"));
    selectValue(m_animation, settings.animationScale, tr("Other (×%1)"));
    m_pause->setChecked(settings.pauseOnFocusLoss);
    m_wait->setChecked(settings.newGamesWait);
    m_coach->setCurrentIndex(std::max(0, m_coach->findData(int(settings.coach))));
    m_keepRecords->setValue(settings.keepRecords);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language)));
}

void GamePage::store(AppSettings &settings) const
{
    settings.botPlaySpeed = m_botSpeed->currentData().toDouble();
    settings.animationScale = m_animation->currentData().toDouble();
    settings.pauseOnFocusLoss = m_pause->isChecked();
    settings.newGamesWait = m_wait->isChecked();
    settings.coach = AppSettings::CoachMode(m_coach->currentData().toInt());
    settings.keepRecords = m_keepRecords->value();
    settings.language = m_language->currentData().toString();
}

} // namespace ratscrew
