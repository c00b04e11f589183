// SPDX-License-Identifier: GPL-3.0-or-later
// The pages' shared pieces and the Rules, Game and Appearance tabs of the
// SettingsDialog (Players, Sound and the dialog are in SettingsDialog.cpp).
#include "settings/SettingsPages.h"
#include "text/GameText.h"

#include "table/Speeds.h"

#include "table/CardPainter.h"
#include "help/PatternExamples.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace ratscrew {

namespace {

// An option's value as the data of a combo item (numbers stay ints,
// "none" is an empty string) and back.
QVariant toData(const OptionValue &value)
{
    if (const auto *n = std::get_if<long long>(&value))
        return int(*n);
    if (const auto *s = std::get_if<std::string>(&value))
        return QString::fromStdString(*s);
    return QString();
}

OptionValue fromData(const QVariant &data)
{
    if (data.typeId() == QMetaType::Int)
        return (long long)data.toInt();
    if (data.toString().isEmpty())
        return std::monostate{};
    return data.toString().toStdString();
}

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

// A patch of felt in the table colour with a card back and the four aces.
class TablePreview : public QWidget
{
public:
    using QWidget::QWidget;
    QColor back, table;
    bool fourColour = false;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF felt = QRectF(rect()).adjusted(1, 1, -1, -1);
        QRadialGradient g(felt.center(), felt.width() / 2);
        g.setColorAt(0, table.lighter(128));
        g.setColorAt(0.7, table);
        g.setColorAt(1, table.darker(140));
        p.setPen(palette().color(QPalette::Mid));
        p.setBrush(g);
        p.drawRoundedRect(felt, 10, 10);
        const QSizeF card = CardPainter::sizeForHeight(felt.height() - 36);
        const qreal step = card.width() * 0.62, gap = 24;
        QPointF at(felt.center().x() - (card.width() * 2 + gap + step * 3) / 2, felt.top() + 18);
        CardPainter::paintBack(p, QRectF(at, card), back);
        at.rx() += card.width() + gap;
        for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}) {
            CardPainter::paintFace(p, QRectF(at, card), Card(Rank::Ace, s), fourColour);
            at.rx() += step;
        }
    }
};

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(28, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setPen(QColor(0, 0, 0, 110));
    p.setBrush(colour);
    p.drawRect(QRectF(pixmap.rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    return QIcon(pixmap);
}

} // namespace

// ---------------------------------------------------------------- Rules

RulesPage::RulesPage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("rulesPage"));
    m_syncing = true; // filling the combos must not touch m_rules
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    addPresetBox(v);
    addPatternBox(v);

    QFormLayout *form = addGroup(v, tr("Wrong slaps"));
    addOption(form, tr("Penalt&y:"),
              optionCombo("penalty",
                          {{tr("Burn cards under the pile"), QStringLiteral("burn")},
                           {tr("Give the pile away"), QStringLiteral("give_pile")}}),
              tr("After a wrong slap: put cards from your hand under the pile, or the pile goes to the "
                 "player who played its top card."));
    m_burnCount = optionCombo("burn_count", {{tr("1 card"), 1}, {tr("2 cards"), 2}});
    addOption(form, tr("Cards &burned:"), m_burnCount,
              tr("How many cards a wrong slap costs (with the Burn penalty)."));
    m_misslapLimit = named(new QSpinBox, "misslap_limit");
    m_misslapLimit->setRange(0, 1000);
    m_misslapLimit->setSpecialValueText(tr("No limit"));
    connect(m_misslapLimit, &QSpinBox::valueChanged, this,
            [this](int n) { setOption("misslap_limit", (long long)n); });
    addOption(form, tr("&Wrong slaps in a row:"), m_misslapLimit,
              tr("A player who slaps wrongly more times in a row than this is out of the game."));

    form = addGroup(v, tr("Winning a pile"));
    addOption(form, tr("&Collect:"),
              optionCombo("collect",
                          {{tr("At once"), QStringLiteral("immediate")},
                           {tr("After a short delay"), QStringLiteral("on_collect")}}),
              tr("When a face-card challenge is lost: the pile goes to the challenger at once, or stays "
                 "for a moment and can still be slapped."));
    m_collectDelay = named(new QSpinBox, "collectDelay");
    m_collectDelay->setRange(kMinCollectDelayMs, kMaxCollectDelayMs);
    m_collectDelay->setSingleStep(100);
    m_collectDelay->setSuffix(tr(" ms"));
    connect(m_collectDelay, &QSpinBox::valueChanged, this, [this] {
        if (!m_syncing)
            Q_EMIT changed();
    });
    addOption(form, tr("Collect &delay:"), m_collectDelay,
              tr("How long a lost challenge's pile waits before it is collected."));
    addOption(form, tr("Ne&xt to play:"),
              optionCombo("leader",
                          {{tr("The pile's winner"), QStringLiteral("winner")},
                           {tr("The player after the winner"), QStringLiteral("next")}}),
              tr("Who plays the first card after a pile was won."));
    addOption(form, QString(), optionCheck("slap_in", tr("Slap in wit&h no cards")),
              tr("Players whose hand is empty may still slap to win a pile and get back in."));

    form = addGroup(v, tr("Deck and winning"));
    addOption(form, tr("&Jokers:"),
              optionCombo("jokers", {{tr("None (52 cards)"), 0}, {tr("Two (54 cards)"), 2}}),
              tr("Jokers only matter with the Joker pattern."));
    addOption(form, tr("W&inner:"),
              optionCombo("win",
                          {{tr("Whoever holds every card"), QStringLiteral("all_cards")},
                           {tr("The last player with cards in hand"), QStringLiteral("last_with_cards")}}),
              tr("When the game ends: when one player has all the cards, or as soon as only one player "
                 "has cards in hand (cards on the pile do not count)."));
    v->addStretch(1);
    showRules();
}

QString RulesPage::presetTitle(const QString &id)
{
    if (id == QLatin1String("house"))
        return tr("House");
    if (id == QLatin1String("bicycle"))
        return tr("Bicycle");
    if (id == QLatin1String("slaps"))
        return tr("Slaps");
    if (id == QLatin1String("slaps_advanced"))
        return tr("Slaps (advanced)");
    if (id == QLatin1String("classic"))
        return tr("Classic");
    return tr("Custom");
}

QString RulesPage::presetOrigin(const QString &id)
{
    if (id == QLatin1String("house"))
        return tr("A house version of the Bicycle rules. The default.");
    if (id == QLatin1String("bicycle"))
        return tr("The Bicycle-style rule texts as printed.");
    if (id == QLatin1String("slaps"))
        return tr("A player's page about “Slaps”, with its basic rules.");
    if (id == QLatin1String("slaps_advanced"))
        return tr("A player's page about “Slaps”, with its advanced rules.");
    if (id == QLatin1String("classic"))
        return tr("A classic rule text.");
    return tr("Your own combination of options. Pick a preset to start again from one.");
}

void RulesPage::addPresetBox(QBoxLayout *page)
{
    m_preset = named(new QComboBox, "preset");
    QStringList ids;
    for (auto name : RuleSet::presetNames())
        ids << QString::fromLatin1(name.data(), qsizetype(name.size()));
    for (const QString &id : ids << QStringLiteral("custom"))
        m_preset->addItem(presetTitle(id), id);
    // Custom is shown, never picked: it is what changing the options makes.
    qobject_cast<QStandardItemModel *>(m_preset->model())->item(m_preset->count() - 1)->setEnabled(false);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &RulesPage::presetPicked);
    m_origin = addOption(addGroup(page, tr("Preset")), tr("Pr&eset:"), m_preset,
                         tr("A preset loads a whole rule set; changing any option below makes it “Custom”."));
    m_origin->setObjectName(QStringLiteral("presetOrigin"));
}

void RulesPage::addPatternBox(QBoxLayout *page)
{
    QFormLayout *form = addGroup(page, tr("Slap patterns"));
    form->addRow(descriptionLabel(tr("A pile may be slapped when one of the ticked patterns is on top. "
                                     "Point at a pattern to see when it matches.")));
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(24);
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const auto p = SlapPattern(i);
        auto *check = new QCheckBox(GameText::pattern(p));
        const std::string_view id = patternId(p);
        check->setObjectName(QStringLiteral("pattern_")
                             + QString::fromLatin1(id.data(), qsizetype(id.size())));
        if (p == SlapPattern::Triple) { // on exactly when only_slap_three_rank is set
            check->setText(tr("%1 (see “Only three of”)").arg(GameText::pattern(p)));
            check->setEnabled(false);
        } else {
            connect(check, &QCheckBox::toggled, this, [this, p](bool on) { togglePattern(p, on); });
        }
        m_patterns[std::size_t(i)] = check;
        grid->addWidget(check, i / 2, i % 2);
    }
    form->addRow(grid);
    addOption(form, tr("Tens:"), optionCheck("tens_letter_between", tr("Tens across a &letter card")),
              tr("With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A "
                 "between them (A K 9)."));
    addOption(form, tr("Ace in a r&un:"),
              optionCombo("run_ace",
                          {{tr("High only (J Q K A)"), QStringLiteral("high")},
                           {tr("High or low (A 2 3 4)"), QStringLiteral("both")},
                           {tr("Round the corner (K A 2 3)"), QStringLiteral("wrap")}}),
              tr("How an ace counts in Four in a row: above the king, also below the 2, or with the ranks "
                 "going round."));
    addOption(form, tr("Only &three of:"), rankCombo("only_slap_three_rank"),
              tr("Cards of this rank are only slapped as three in a row (Triple); two of them never count "
                 "as a Double or Sandwich."));
    addOption(form, tr("&Never slap on:"), rankCombo("forbidden_rank"),
              tr("Nothing may be slapped while a card of this rank is on top."));
}

QComboBox *RulesPage::optionCombo(const char *option, const Choices &choices)
{
    auto *combo = named(new QComboBox, option);
    for (const auto &[text, value] : choices)
        combo->addItem(text, value);
    connect(combo, &QComboBox::currentIndexChanged, this,
            [this, combo, option] { setOption(option, fromData(combo->currentData())); });
    m_options.append(combo);
    return combo;
}

QComboBox *RulesPage::rankCombo(const char *option)
{
    Choices choices{{tr("None"), QString()}};
    for (int r = int(Rank::Ace); r <= int(Rank::King); ++r)
        choices.append({GameText::rank(Rank(r)), QString(QLatin1Char(rankLetter(Rank(r))))});
    return optionCombo(option, choices);
}

QCheckBox *RulesPage::optionCheck(const char *option, const QString &text)
{
    auto *check = named(new QCheckBox(text), option);
    connect(check, &QCheckBox::toggled, this, [this, option](bool on) { setOption(option, on); });
    m_options.append(check);
    return check;
}

void RulesPage::setOption(const char *option, const OptionValue &value)
{
    if (m_syncing)
        return;
    if (const std::string error = m_rules.setOption(option, value); !error.empty()) {
        qWarning("RulesPage: %s", error.c_str()); // cannot happen: the controls offer valid values only
        return;
    }
    showRules();
    Q_EMIT changed();
}

void RulesPage::togglePattern(SlapPattern pattern, bool on)
{
    PatternSet slaps = m_rules.slaps;
    on ? slaps.insert(pattern) : slaps.erase(pattern);
    std::vector<std::string> ids;
    for (SlapPattern p : slaps.toList())
        ids.emplace_back(patternId(p));
    setOption("slaps", ids);
}

void RulesPage::presetPicked()
{
    const QString id = m_preset->currentData().toString();
    if (m_syncing || id == QLatin1String("custom"))
        return;
    m_rules = *RuleSet::preset(id.toStdString());
    showRules();
    Q_EMIT changed();
}

void RulesPage::showRules()
{
    m_syncing = true;
    const QString preset = AppSettings::presetFor(m_rules);
    m_preset->setCurrentIndex(m_preset->findData(preset));
    m_origin->setText(presetOrigin(preset));
    m_preset->setAccessibleDescription(presetOrigin(preset));
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const auto p = SlapPattern(i);
        const bool triple = p == SlapPattern::Triple;
        const QString tip = triple && !m_rules.onlySlapThreeRank
                ? tr("Comes with “Only three of” below: pick a rank there to make three of it the only "
                     "way to slap that rank.")
                : patternDescription(p, m_rules);
        QCheckBox *check = m_patterns[std::size_t(i)];
        check->setChecked(triple ? m_rules.onlySlapThreeRank.has_value() : m_rules.slaps.contains(p));
        check->setToolTip(tip);
        check->setAccessibleDescription(tip);
    }
    for (QWidget *w : std::as_const(m_options)) {
        const OptionValue value = m_rules.option(w->objectName().toStdString());
        if (auto *combo = qobject_cast<QComboBox *>(w))
            combo->setCurrentIndex(combo->findData(toData(value)));
        else if (auto *check = qobject_cast<QCheckBox *>(w))
            check->setChecked(std::get<bool>(value));
    }
    m_misslapLimit->setValue(m_rules.misslapLimit);
    m_burnCount->setEnabled(m_rules.penalty == Penalty::Burn);
    m_collectDelay->setEnabled(m_rules.collect == Collect::OnCollect);
    m_syncing = false;
}

void RulesPage::load(const AppSettings &settings)
{
    m_rules = settings.rules;
    m_syncing = true;
    m_collectDelay->setValue(settings.collectDelayMs);
    showRules();
}

void RulesPage::store(AppSettings &settings) const
{
    settings.rules = m_rules;
    settings.preset = AppSettings::presetFor(m_rules);
    settings.collectDelayMs = m_collectDelay->value();
}

// ---------------------------------------------------------------- Game

GamePage::GamePage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("gamePage"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    QFormLayout *form = addGroup(v, tr("Speed"));
    m_botSpeed = named(new QComboBox, "botPlaySpeed");
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
    m_animation = named(new QComboBox, "animationScale");
    // Fastest first, as the list reads: Off, Fast, Normal, Slow.
    for (auto preset = speeds::kAnimationPresets.rbegin(); preset != speeds::kAnimationPresets.rend(); ++preset) {
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

    m_pause = named(new QCheckBox(tr("Pa&use when the window loses focus")), "pauseOnFocusLoss");
    addOption(addGroup(v, tr("Pausing")), QString(), m_pause,
              tr("Switching to another window pauses the game, so nobody slaps while you look away."));
    // Each language by its own name, so that anyone can find theirs.
    m_language = named(new QComboBox, "language");
    m_language->addItem(tr("System default"), QString());
    static const std::pair<const char *, const char *> languages[] = {
        {"en", "English"}, {"de", "Deutsch"},    {"es", "Español"}, {"fr", "Français"},           {"it", "Italiano"},
        {"ja", "日本語"},  {"nl", "Nederlands"}, {"pl", "Polski"},  {"pt_BR", "Português (Brasil)"}};
    for (const auto &[code, name] : languages)
        m_language->addItem(QString::fromUtf8(name), QString::fromLatin1(code));
    addOption(addGroup(v, tr("Language")), tr("&Language:"), m_language,
              tr("Takes effect the next time Ratscrew starts."));
    v->addStretch(1);
    for (QComboBox *combo : {m_botSpeed, m_animation, m_language})
        connect(combo, &QComboBox::currentIndexChanged, this, &SettingsPage::changed);
    connect(m_pause, &QCheckBox::toggled, this, &SettingsPage::changed);
}

void GamePage::load(const AppSettings &settings)
{
    selectValue(m_botSpeed, settings.botPlaySpeed, tr("Other (×%1)"));
    selectValue(m_animation, settings.animationScale, tr("Other (×%1)"));
    m_pause->setChecked(settings.pauseOnFocusLoss);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language)));
}

void GamePage::store(AppSettings &settings) const
{
    settings.botPlaySpeed = m_botSpeed->currentData().toDouble();
    settings.animationScale = m_animation->currentData().toDouble();
    settings.pauseOnFocusLoss = m_pause->isChecked();
    settings.language = m_language->currentData().toString();
}

// ---------------------------------------------------------------- Appearance

AppearancePage::AppearancePage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("appearancePage"));
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    QFormLayout *form = addGroup(v, tr("Cards and table"));
    m_backButton = colourButton("cardBackColour", m_back, tr("Card Back Colour"));
    addOption(form, tr("Card &back:"), m_backButton, tr("The colour of the lattice on the card backs."));
    m_tableButton = colourButton("tableColour", m_table, tr("Table Colour"));
    addOption(form, tr("&Table:"), m_tableButton, tr("The colour of the felt."));
    m_fourColour = named(new QCheckBox(tr("&Four-colour deck")), "fourColourDeck");
    connect(m_fourColour, &QCheckBox::toggled, this, [this] {
        updateState();
        Q_EMIT changed();
    });
    addOption(form, QString(), m_fourColour,
              tr("Blue diamonds and green clubs, so that every suit is easy to tell apart."));

    m_preview = named(new TablePreview, "appearancePreview");
    m_preview->setAccessibleName(tr("Preview of the cards on the table"));
    m_preview->setMinimumSize(360, 150);
    m_preview->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    addGroup(v, tr("Preview"))->addRow(m_preview);
    v->addStretch(1);
}

QPushButton *AppearancePage::colourButton(const char *name, QColor &colour, const QString &title)
{
    auto *button = named(new QPushButton, name);
    connect(button, &QPushButton::clicked, this, [this, &colour, title] {
        const QColor picked = QColorDialog::getColor(colour, this, title);
        if (!picked.isValid() || picked == colour)
            return;
        colour = picked;
        updateState();
        Q_EMIT changed();
    });
    return button;
}

void AppearancePage::updateState()
{
    m_backButton->setIcon(swatch(m_back));
    m_backButton->setText(m_back.name().toUpper());
    m_tableButton->setIcon(swatch(m_table));
    m_tableButton->setText(m_table.name().toUpper());
    auto *preview = static_cast<TablePreview *>(m_preview);
    preview->back = m_back;
    preview->table = m_table;
    preview->fourColour = m_fourColour->isChecked();
    preview->update();
}

void AppearancePage::load(const AppSettings &settings)
{
    m_back = settings.cardBackColour;
    m_table = settings.tableColour;
    m_fourColour->setChecked(settings.fourColourDeck);
    updateState();
}

void AppearancePage::store(AppSettings &settings) const
{
    settings.cardBackColour = m_back;
    settings.tableColour = m_table;
    settings.fourColourDeck = m_fourColour->isChecked();
}

} // namespace ratscrew
