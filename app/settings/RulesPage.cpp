// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/RulesPage.h"

#include "RuleSet.h"
#include "text/GameText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace ratscrew {

namespace {

// The ranks `sticky_faces` may hold, in the order of its check boxes and of
// RuleSet::option("sticky_faces") (docs/RULES.md §9.1).
constexpr std::array<Rank, 4> kStickyRanks = {Rank::Jack, Rank::Queen, Rank::King, Rank::Ace};

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

} // namespace

RulesPage::RulesPage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("rulesPage"));
    m_syncing = true; // filling the combos must not touch m_rules
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    addPresetBox(v);
    addPatternBox(v);
    addCallBox(v);

    QFormLayout *form = addGroup(v, tr("Misslaps"));
    addOption(form, tr("Penalt&y:"),
              optionCombo("penalty", {{tr("Burn cards under the pile"), QStringLiteral("burn")},
                                      {tr("Give the pile away"), QStringLiteral("give_pile")},
                                      {tr("No penalty"), QStringLiteral("none")},
                                      {tr("Locked out for a few cards"), QStringLiteral("lockout")}}),
              tr("After a misslap: put cards from your hand under the pile, the pile goes to the "
                 "player who played its top card, nothing happens, or you may not slap until a few more "
                 "cards have been played."));
    m_lockoutCards = named(new QSpinBox, "lockout_cards");
    m_lockoutCards->setRange(1, 52);
    //: After a number of cards, as in "Locked out for: 5 cards".
    m_lockoutCards->setSuffix(tr(" cards"));
    connect(m_lockoutCards, &QSpinBox::valueChanged, this,
            [this](int n) { setOption("lockout_cards", (long long)n); });
    // No mnemonic: the page has few letters left in some languages (tst_app_accelerators).
    addOption(form, tr("Locked out for:"), m_lockoutCards,
              tr("With the Lockout penalty: how many cards must be played onto either pile before a "
                 "misslapper may slap again."));
    m_burnCount = optionCombo("burn_count", {{tr("1 card"), 1}, {tr("2 cards"), 2}});
    addOption(form, tr("Cards &burned:"), m_burnCount,
              tr("How many cards a misslap costs (with the Burn penalty)."));
    m_misslapLimit = named(new QSpinBox, "misslap_limit");
    m_misslapLimit->setRange(0, 1000);
    m_misslapLimit->setSpecialValueText(tr("No limit"));
    connect(m_misslapLimit, &QSpinBox::valueChanged, this,
            [this](int n) { setOption("misslap_limit", (long long)n); });
    addOption(form, tr("Misslaps in a ro&w:"), m_misslapLimit,
              tr("A player who misslaps on more cards in a row than this is out of the game. Two misslaps "
                 "on one card count once."));
    m_misslapLeads = optionCheck("misslap_leads", tr("A&fter a misslap, the slapper plays next"));
    addOption(form, QString(), m_misslapLeads,
              tr("After burning cards for a misslap, that player turns the next card (not while a "
                 "challenge is answered or a pile waits to be collected)."));
    addOption(form, tr("Misslap with n&o cards:"),
              optionCombo("slap_in_miss", {{tr("Out of the game"), QStringLiteral("out")},
                                           {tr("Sit out a few cards"), QStringLiteral("sit_out")}}),
              tr("A player with no cards who misslaps is out, or may not slap until as many cards "
                 "have been played as other players hold cards."));

    form = addGroup(v, tr("Winning a pile"));
    addOption(form, tr("&Collect:"),
              optionCombo("collect", {{tr("At once"), QStringLiteral("immediate")},
                                      {tr("After a short delay"), QStringLiteral("on_collect")}}),
              tr("When a challenge is lost: the pile goes to the challenger at once, or stays "
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
              optionCombo("leader", {{tr("The pile's winner"), QStringLiteral("winner")},
                                     {tr("The player after the winner"), QStringLiteral("next")}}),
              tr("Who plays the first card after a pile was won."));
    addOption(form, QString(), optionCheck("ten_stops", tr("A ten stops a challenge")),
              tr("Answering a challenge with a 10 ends it: nobody wins the pile, and the next player "
                 "plays on."));
    addOption(form, QString(), optionCheck("slap_in", tr("Slap in wit&h no cards")),
              tr("Players whose hand is empty may still slap to win a pile and get back in."));

    form = addGroup(v, tr("Deck and winning"));
    addGameLength(form);
    addOption(form, tr("&Jokers:"),
              optionCombo("jokers", {{tr("None (52 cards)"), 0}, {tr("Two (54 cards)"), 2}}),
              tr("Jokers only matter with the Joker pattern."));
    addOption(
        form, tr("W&inner:"),
        optionCombo("win", {{tr("Whoever holds every card"), QStringLiteral("all_cards")},
                            {tr("The last player with cards in hand"), QStringLiteral("last_with_cards")}}),
        tr("When the game ends: when one player has all the cards, or as soon as only one player "
           "has cards in hand (cards on the pile do not count)."));
    v->addStretch(1);
    showRules();
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
    if (id == QLatin1String("slaps_full"))
        return tr("A player's page about “Slaps”, with its advanced rules and both calls: sticky kings and "
                  "split eights.");
    return tr("Your own combination of options. Pick a preset to start again from one.");
}

void RulesPage::addPresetBox(QBoxLayout *page)
{
    m_preset = named(new QComboBox, "preset");
    QStringList ids;
    for (auto name : RuleSet::presetNames())
        ids << QString::fromLatin1(name.data(), qsizetype(name.size()));
    for (const QString &id : ids << QStringLiteral("custom"))
        m_preset->addItem(GameText::presetTitle(id), id);
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
              optionCombo("run_ace", {{tr("High only (J Q K A)"), QStringLiteral("high")},
                                      {tr("High or low (A 2 3 4)"), QStringLiteral("both")},
                                      {tr("Round the corner (K A 2 3)"), QStringLiteral("wrap")}}),
              tr("How an ace counts in Four in a row: above the king, also below the 2, or with the ranks "
                 "going round."));
    addOption(form, tr("Only &three of:"), rankCombo("only_slap_three_rank", Rank::Two, Rank::Ten),
              tr("Cards of this number rank are only slapped as three in a row (Triple); two of them never "
                 "count as a Double, Sandwich or Top and bottom."));
    addOption(form, tr("&Never slap on:"), rankCombo("forbidden_rank"),
              tr("Nothing may be slapped while a card of this rank is on top."));
}

void RulesPage::addGameLength(QFormLayout *form)
{
    m_gameLength = named(new QComboBox, "gameLength");
    for (int minutes : AppSettings::gameLengths())
        m_gameLength->addItem(minutes == 0 ? tr("Until one player has every card")
                                           //: A game length.
                                           : tr("%n minutes", nullptr, minutes),
                              minutes);
    connect(m_gameLength, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing)
            Q_EMIT changed();
    });
    addOption(form, tr("Game length:"), m_gameLength,
              tr("When time is up the player with the most cards in hand wins (a tie is a draw); paused "
                 "time does not count. Until one player has every card is the original rule: a game may "
                 "then go on for hours."));
}

void RulesPage::addCallBox(QBoxLayout *page)
{
    QFormLayout *form = addGroup(page, tr("Calls"));
    form->addRow(descriptionLabel(tr("A call is a slap on a card that makes no pattern but is still right. "
                                     "It wins no cards, but it changes who plays.")));
    const QString stick =
        tr("A stick: when a challenger has just played one of the ticked letter cards, any other player "
           "except the one answering may slap it and take the challenge over, as if they had played it.");
    auto *faces = named(new QWidget, "sticky_faces");
    auto *row = new QHBoxLayout(faces);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(18);
    for (std::size_t i = 0; i < kStickyRanks.size(); ++i) {
        const Rank rank = kStickyRanks[i];
        auto *check = new QCheckBox(GameText::rank(rank));
        check->setObjectName(QStringLiteral("sticky_") + QLatin1Char(rankLetter(rank)));
        //: A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).
        check->setAccessibleName(tr("Sticky %1").arg(GameText::rank(rank)));
        check->setToolTip(stick);
        check->setAccessibleDescription(stick);
        connect(check, &QCheckBox::toggled, this, [this, rank](bool on) { toggleStickyFace(rank, on); });
        m_stickyFaces[i] = check;
        row->addWidget(check);
    }
    row->addStretch(1);
    faces->setFocusProxy(m_stickyFaces[0]); // the row label's buddy: focus lands on J
    // No mnemonic: every letter is taken on this page in one language or
    // another (tst_app_accelerators); the check boxes are reached with Tab.
    addOption(form, tr("Sticky faces:"), faces, stick);
    addOption(form, QString(), optionCheck("split_eights", tr("Split eights (slap an &8)")),
              tr("A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a "
                 "second pile beside it. Until one of the two piles is won, each turn plays two cards, one "
                 "onto each pile."));
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

QComboBox *RulesPage::rankCombo(const char *option, Rank from, Rank to)
{
    Choices choices{{tr("None"), QString()}};
    for (int r = int(from); r <= int(to); ++r)
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

void RulesPage::toggleStickyFace(Rank rank, bool on)
{
    std::vector<std::string> letters;
    for (Rank r : kStickyRanks)
        if (r == rank ? on : m_rules.stickyFaces.contains(r))
            letters.emplace_back(1, rankLetter(r));
    setOption("sticky_faces", letters);
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
        const QString tip =
            triple && !m_rules.onlySlapThreeRank
                ? tr("Comes with “Only three of” below: pick a rank there to make three of it the only "
                     "way to slap that rank.")
                : GameText::patternDescription(p, m_rules);
        QCheckBox *check = m_patterns[std::size_t(i)];
        check->setChecked(triple ? m_rules.onlySlapThreeRank.has_value() : m_rules.slaps.contains(p));
        check->setToolTip(tip);
        check->setAccessibleDescription(tip);
    }
    for (std::size_t i = 0; i < kStickyRanks.size(); ++i)
        m_stickyFaces[i]->setChecked(m_rules.stickyFaces.contains(kStickyRanks[i]));
    for (QWidget *w : std::as_const(m_options)) {
        const OptionValue value = m_rules.option(w->objectName().toStdString());
        if (auto *combo = qobject_cast<QComboBox *>(w))
            combo->setCurrentIndex(combo->findData(toData(value)));
        else if (auto *check = qobject_cast<QCheckBox *>(w))
            check->setChecked(std::get<bool>(value));
    }
    m_misslapLimit->setValue(m_rules.misslapLimit);
    m_lockoutCards->setValue(m_rules.lockoutCards);
    m_lockoutCards->setEnabled(m_rules.penalty == Penalty::Lockout);
    m_burnCount->setEnabled(m_rules.penalty == Penalty::Burn);
    m_misslapLeads->setEnabled(m_rules.penalty == Penalty::Burn);
    m_collectDelay->setEnabled(m_rules.collect == Collect::OnCollect);
    m_syncing = false;
}

void RulesPage::load(const AppSettings &settings)
{
    m_rules = settings.rules;
    m_rules.timeLimitMinutes = 0; // the game length is its own setting
    m_syncing = true;
    m_collectDelay->setValue(settings.collectDelayMs);
    const int length = m_gameLength->findData(settings.gameLengthMinutes);
    m_gameLength->setCurrentIndex(
        length >= 0 ? length : m_gameLength->findData(AppSettings::kDefaultGameLengthMinutes));
    showRules();
}

void RulesPage::store(AppSettings &settings) const
{
    settings.rules = m_rules;
    settings.preset = AppSettings::presetFor(m_rules);
    settings.collectDelayMs = m_collectDelay->value();
    settings.gameLengthMinutes = m_gameLength->currentData().toInt();
}

} // namespace ratscrew
