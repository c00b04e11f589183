// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/PlayersPage.h"

#include "BotProfile.h"
#include "text/GameText.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QToolButton>

#include <cmath>

namespace ratscrew {

namespace {

const QString kCustom = QStringLiteral("custom");

const QString kMatch =
    QString::fromLatin1(BotProfile::kMatchLevel.data(), qsizetype(BotProfile::kMatchLevel.size()));

// The level ids of the level combos, weakest first, then match my speed
// and custom.
QStringList levelIds()
{
    QStringList ids;
    for (auto id : BotProfile::levelNames())
        ids << QString::fromLatin1(id.data(), qsizetype(id.size()));
    return ids << kMatch << kCustom;
}

// The default name ("You") as the window shows it, in the person's language.
QString shownDefaultName()
{
    return QCoreApplication::translate("ratscrew::MainWindow", "You");
}

} // namespace

PlayersPage::PlayersPage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("playersPage"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    QFormLayout *form = addGroup(v, tr("At the table"));
    m_playerName = storedAs(named(new QLineEdit, "playerName"), "players/name");
    m_playerName->setMaxLength(AppSettings::kMaxNameLength);
    m_playerName->setMinimumWidth(240);
    m_playerName->setPlaceholderText(tr("Your name"));
    connect(m_playerName, &QLineEdit::textChanged, this, &SettingsPage::changed);
    addOption(form, tr("Your &name:"), m_playerName,
              tr("Shown at your seat, up to %1 characters.").arg(AppSettings::kMaxNameLength));
    m_botCount = storedAs(named(new QSpinBox, "botCount"), "bots/size");
    m_botCount->setRange(AppSettings::kMinBots, AppSettings::kMaxBots);
    connect(m_botCount, &QSpinBox::valueChanged, this, &PlayersPage::setBotCount);
    addOption(form, tr("Seats &beside you:"), m_botCount,
              tr("They sit clockwise from your left, in the order below. Up to three seats can be "
                 "people at this keyboard instead: choose “Person” as their level."));
    addBotRows(form);
    addCustomPanel(v);
    v->addStretch(1);
}

void PlayersPage::addBotRows(QFormLayout *form)
{
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    grid->setColumnStretch(1, 1);
    form->addRow(grid);
    grid->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Name"))), 0, 1);
    grid->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Level"))), 0, 2);
    for (int i = 0; i < AppSettings::kMaxBots; ++i) {
        Row &row = m_rows[std::size_t(i)];
        const QByteArray n = QByteArray::number(i + 1);
        row.label = new QLabel(tr("Seat &%1:").arg(i + 1));
        row.name = storedAs(named(new QLineEdit, "botName" + n), "bots/" + n + "/name");
        row.name->setMaxLength(AppSettings::kMaxNameLength);
        row.name->setAccessibleName(tr("Name at seat %1").arg(i + 1));
        row.label->setBuddy(row.name);
        // The level's combo stands for all of the seat's level: its custom numbers too.
        row.level = storedAs(named(new QComboBox, "botLevel" + n), "bots/" + n);
        row.level->setAccessibleName(tr("Level at seat %1").arg(i + 1));
        const QStringList ids = levelIds() << QLatin1String(BotSettings::kPerson);
        for (const QString &id : ids) {
            const BotProfile p = BotSettings::customFrom(id.toStdString());
            row.level->addItem(GameText::level(id), id);
            row.level->setItemData(row.level->count() - 1,
                                   id == QLatin1String(BotSettings::kPerson)
                                       ? tr("Someone at this keyboard plays this seat with their own play "
                                            "and slap keys (Settings ▸ Keys).")
                                   : id == kCustom ? tr("Your own numbers, set under “Custom level”.")
                                   : id == kMatch
                                       ? tr("As quick as you: follows your recent reaction time on "
                                            "each pattern, from Expert down to half again as slow "
                                            "as Beginner, so that games stay close.")
                                       : tr("Slaps a double in about %1 ms and misses %2 % of "
                                            "chances.")
                                             .arg(p.medianReactionMs)
                                             .arg(std::lround(p.missChance * 100)),
                                   Qt::ToolTipRole);
        }
        row.edit = named(new QToolButton, "botCustom" + n);
        row.edit->setText(tr("Edit custom…"));
        row.edit->setAccessibleName(tr("Edit the custom level of bot %1").arg(i + 1));
        const QList<QWidget *> cells{row.label, row.name, row.level, row.edit};
        for (int column = 0; column < cells.size(); ++column)
            grid->addWidget(cells.at(column), i + 1, column);
        connect(row.name, &QLineEdit::textChanged, this, [this, i] {
            if (i == m_customRow)
                updateCustomPanel();
            Q_EMIT changed();
        });
        connect(row.level, &QComboBox::currentIndexChanged, this, [this, i] { levelPicked(i); });
        connect(row.edit, &QToolButton::clicked, this, [this, i] {
            m_customRow = i;
            updateCustomPanel();
            m_median->setFocus(Qt::TabFocusReason);
            if (auto *scroll =
                    qobject_cast<QScrollArea *>(parentWidget() ? parentWidget()->parentWidget() : nullptr))
                scroll->ensureWidgetVisible(m_customBox);
        });
    }

    // Under the level column: the common level, or "Mixed"; picking one sets every bot.
    m_sameLevel = named(new QComboBox, "sameLevel");
    m_sameLevel->addItem(tr("Mixed"));
    qobject_cast<QStandardItemModel *>(m_sameLevel->model())->item(0)->setEnabled(false);
    for (const QString &id : levelIds())
        m_sameLevel->addItem(GameText::level(id), id);
    m_sameLevel->setToolTip(tr("Sets every bot to one level; shows “Mixed” when their levels differ."));
    connect(m_sameLevel, &QComboBox::currentIndexChanged, this, &PlayersPage::applySameLevel);
    auto *sameLabel = new QLabel(tr("Same &level for all:"));
    sameLabel->setBuddy(m_sameLevel);
    m_sameLevel->setAccessibleName(tr("Same level for all bots"));
    grid->addWidget(sameLabel, AppSettings::kMaxBots + 1, 1, Qt::AlignRight);
    grid->addWidget(m_sameLevel, AppSettings::kMaxBots + 1, 2);
}

void PlayersPage::addCustomPanel(QBoxLayout *page)
{
    QFormLayout *form = addGroup(page, QString());
    m_customBox = named(qobject_cast<QGroupBox *>(form->parentWidget()), "customLevel");
    // Shown while a bot has the Custom level (updateCustomPanel()).
    m_customBox->setWhatsThis(tr("Choose “Custom” as a bot's level to set its numbers here; they start "
                                 "from the level it had. “Edit custom…” picks the bot shown."));
    // In a widget of its own: a bare layout in a form row does not pass on
    // the height it needs at its width.
    auto *numbers = new QWidget;
    auto *grid = new QGridLayout(numbers);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(8);
    grid->setColumnStretch(2, 1);
    form->addRow(numbers);
    auto add = [&](auto *spin, const char *name, int min, int max, double step, const QString &suffix,
                   const QString &label, const QString &description) {
        named(spin, name)->setRange(min, max);
        spin->setSingleStep(static_cast<decltype(spin->value())>(step));
        spin->setSuffix(suffix);
        spin->setMinimumWidth(100);
        spin->setToolTip(description);
        spin->setWhatsThis(description);
        spin->setAccessibleName(QString(label).remove(QLatin1Char('&')).remove(QLatin1Char(':')));
        spin->setAccessibleDescription(description);
        auto *buddy = new QLabel(label);
        buddy->setBuddy(spin);
        const int r = grid->rowCount();
        grid->addWidget(buddy, r, 0, Qt::AlignRight);
        grid->addWidget(spin, r, 1);
        return spin;
    };
    m_median = add(new QSpinBox, "customMedian", 100, 3000, 10, tr(" ms"), tr("Reac&tion time:"),
                   tr("Median time to slap a double; harder patterns take longer."));
    m_spread = add(new QDoubleSpinBox, "customSpread", 0, 1, 0.01, QString(), tr("Sprea&d:"),
                   tr("How much reactions vary: 0 never, 0.25 typical."));
    m_miss = add(new QDoubleSpinBox, "customMiss", 0, 100, 1, tr(" %"), tr("&Misses:"),
                 tr("Chance to let a slappable pile go."));
    m_miss->setDecimals(1);
    m_falseSlap = add(new QDoubleSpinBox, "customFalseSlap", 0, 100, 0.1, tr(" %"), tr("&False slaps:"),
                      tr("Chance to slap a pile that cannot be slapped."));
    m_playDelay = add(new QSpinBox, "customPlayDelay", 100, 5000, 50, tr(" ms"), tr("Pla&y delay:"),
                      tr("Median time before playing a card."));
    m_callCost = add(new QSpinBox, "customCallCost", 0, 2000, 10, tr(" ms"), tr("Call t&ime:"),
                     tr("Extra time to see a stick or a split, on top of the reaction time."));
    m_callMiss = add(new QDoubleSpinBox, "customCallMiss", 0, 100, 1, tr(" %"), tr("Miss&ed calls:"),
                     tr("Chance to let a stick or a split go."));
    m_callMiss->setDecimals(1);
    m_falseCall = add(new QDoubleSpinBox, "customFalseCall", 0, 100, 0.1, tr(" %"), tr("False &calls:"),
                      tr("Chance to slap a card that only looks like a call: a letter card that cannot be "
                         "stuck, a 9, or an 8 that cannot be split."));

    // Only the number edited changes: the others keep their exact values.
    auto edited = [this](auto field, double scale) {
        return [this, field, scale](auto value) {
            if (m_syncing || m_customRow < 0)
                return;
            BotProfile &p = m_rows[std::size_t(m_customRow)].custom;
            p.*field = static_cast<std::remove_reference_t<decltype(p.*field)>>(value / scale);
            Q_EMIT changed();
        };
    };
    connect(m_median, &QSpinBox::valueChanged, this, edited(&BotProfile::medianReactionMs, 1));
    connect(m_spread, &QDoubleSpinBox::valueChanged, this, edited(&BotProfile::spread, 1));
    connect(m_miss, &QDoubleSpinBox::valueChanged, this, edited(&BotProfile::missChance, 100));
    connect(m_falseSlap, &QDoubleSpinBox::valueChanged, this, edited(&BotProfile::falseSlapChance, 100));
    connect(m_playDelay, &QSpinBox::valueChanged, this, edited(&BotProfile::playDelayMs, 1));
    connect(m_callCost, &QSpinBox::valueChanged, this, edited(&BotProfile::callCostMs, 1));
    connect(m_callMiss, &QDoubleSpinBox::valueChanged, this, edited(&BotProfile::callMissChance, 100));
    connect(m_falseCall, &QDoubleSpinBox::valueChanged, this, edited(&BotProfile::falseCallChance, 100));
}

void PlayersPage::setBotCount(int count)
{
    for (int i = 0; i < AppSettings::kMaxBots; ++i) {
        const Row &row = m_rows[std::size_t(i)];
        for (QWidget *w : {static_cast<QWidget *>(row.label), static_cast<QWidget *>(row.name),
                           static_cast<QWidget *>(row.level)})
            w->setVisible(i < count);
    }
    syncSameLevel();
    updateCustomPanel();
    Q_EMIT changed();
}

void PlayersPage::levelPicked(int index)
{
    Row &row = m_rows[std::size_t(index)];
    const QString level = row.level->currentData().toString();
    if (level == kCustom && row.lastLevel != kCustom) {
        row.custom = BotSettings::customFrom(row.lastLevel.toStdString()); // from the level it had
        m_customRow = index;
    }
    row.lastLevel = level;
    syncSameLevel();
    updateCustomPanel();
    Q_EMIT changed();
}

void PlayersPage::updateCustomPanel()
{
    const int count = m_botCount->value();
    auto isCustom = [this, count](int i) {
        return i >= 0 && i < count && m_rows[std::size_t(i)].lastLevel == kCustom;
    };
    if (!isCustom(m_customRow)) { // show the first custom bot, if any
        m_customRow = -1;
        for (int i = count - 1; i >= 0; --i)
            m_customRow = isCustom(i) ? i : m_customRow;
    }
    for (int i = 0; i < AppSettings::kMaxBots; ++i)
        m_rows[std::size_t(i)].edit->setVisible(isCustom(i));
    m_customBox->setVisible(m_customRow >= 0);
    if (m_customRow < 0)
        return;
    const Row &row = m_rows[std::size_t(m_customRow)];
    m_customBox->setTitle(tr("Custom level of %1").arg(row.name->text().trimmed()));
    m_syncing = true;
    m_median->setValue(row.custom.medianReactionMs);
    m_spread->setValue(row.custom.spread);
    m_miss->setValue(row.custom.missChance * 100);
    m_falseSlap->setValue(row.custom.falseSlapChance * 100);
    m_playDelay->setValue(row.custom.playDelayMs);
    m_callCost->setValue(row.custom.callCostMs);
    m_callMiss->setValue(row.custom.callMissChance * 100);
    m_falseCall->setValue(row.custom.falseCallChance * 100);
    m_syncing = false;
}

void PlayersPage::syncSameLevel()
{
    QString level = m_rows[0].lastLevel;
    for (int i = 1; i < m_botCount->value(); ++i)
        level = m_rows[std::size_t(i)].lastLevel == level ? level : QString();
    m_syncing = true;
    m_sameLevel->setCurrentIndex(level.isEmpty() ? 0 : m_sameLevel->findData(level));
    m_syncing = false;
}

void PlayersPage::applySameLevel()
{
    const QString level = m_sameLevel->currentData().toString();
    if (m_syncing || level.isEmpty())
        return;
    for (int i = 0; i < m_botCount->value(); ++i) {
        QComboBox *combo = m_rows[std::size_t(i)].level;
        combo->setCurrentIndex(combo->findData(level));
    }
}

void PlayersPage::load(const AppSettings &settings)
{
    const QList<BotSettings> defaults = AppSettings::defaultBots(AppSettings::kMaxBots);
    // The untouched default is shown translated and saved as the default
    // again (store()), so that it follows a change of language.
    m_playerName->setText(settings.playerName == AppSettings().playerName ? shownDefaultName()
                                                                          : settings.playerName);
    for (int i = 0; i < AppSettings::kMaxBots; ++i) {
        const BotSettings &bot = i < settings.bots.size() ? settings.bots.at(i) : defaults.value(i);
        Row &row = m_rows[std::size_t(i)];
        const QSignalBlocker block(row.level); // no levelPicked(): the loaded numbers stay
        row.name->setText(bot.name);
        row.level->setCurrentIndex(std::max(0, row.level->findData(bot.level))); // AppSettings checked it
        row.lastLevel = row.level->currentData().toString();
        row.custom = bot.custom;
    }
    m_customRow = -1;
    const QSignalBlocker block(m_botCount);
    m_botCount->setValue(int(std::clamp(settings.bots.size(), qsizetype(AppSettings::kMinBots),
                                        qsizetype(AppSettings::kMaxBots))));
    setBotCount(m_botCount->value());
}

void PlayersPage::store(AppSettings &settings) const
{
    settings.playerName = m_playerName->text().trimmed();
    if (settings.playerName == shownDefaultName())
        settings.playerName = AppSettings().playerName;
    settings.bots.clear();
    for (int i = 0; i < m_botCount->value(); ++i) {
        const Row &row = m_rows[std::size_t(i)];
        settings.bots.append(BotSettings{row.name->text().trimmed(), row.lastLevel, row.custom});
    }
}

QString PlayersPage::problem() const
{
    if (m_playerName->text().trimmed().isEmpty())
        return tr("Your name cannot be empty.");
    for (int i = 0; i < m_botCount->value(); ++i)
        if (m_rows[std::size_t(i)].name->text().trimmed().isEmpty())
            return tr("Seat %1 needs a name.").arg(i + 1);
    int people = 1;
    for (int i = 0; i < m_botCount->value(); ++i)
        people += m_rows[std::size_t(i)].lastLevel == QLatin1String(BotSettings::kPerson) ? 1 : 0;
    if (people > AppSettings::kMaxPeople)
        return tr("At most %1 people can play at one keyboard.").arg(AppSettings::kMaxPeople);
    return {};
}

} // namespace ratscrew
