// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/RulesPage.h"

#include "RuleCode.h"
#include "RuleSet.h"
#include "TextEscapeQt.h"
#include "text/GameText.h"
#include "workshop/RuleWorkshop.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace ratscrew {

namespace {

// The ranks `sticky_faces` may hold, in the order of its check boxes and of
// RuleSet::option("sticky_faces") (docs/RULES.md §9.1).
constexpr std::array<Rank, 4> kStickyRanks = {Rank::Jack, Rank::Queen, Rank::King, Rank::Ace};

// The characters of a rule code after "R1-" (RuleCode).
constexpr int kCodeCharacters = 16;

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
    // The suffix agrees with the number (Polish "2 karty", "5 kart").
    const auto cardsSuffix = [this](int n) {
        //: After a number of cards, as in "Locked out for: 5 cards"; it begins with a space.
        m_lockoutCards->setSuffix(tr(" card(s)", nullptr, n));
    };
    cardsSuffix(m_lockoutCards->value());
    connect(m_lockoutCards, &QSpinBox::valueChanged, this, [this, cardsSuffix](int n) {
        cardsSuffix(n);
        setOption("lockout_cards", (long long)n);
    });
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
    m_collectDelay = storedAs(named(new QSpinBox, "collectDelay"), "rules/collectDelayMs");
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
    addOption(form, QString(), optionCheck("dealer_starts", tr("The dealer plays first")),
              tr("The first card is dealt to the player who plays first: the dealer, as in Slaps, or "
                 "else the player to the dealer's left."));
    v->addStretch(1);
    // Each rule option's control answers for its stored key ("rules/penalty",
    // the control named after the option); a rule without a control of its
    // own is this page's.
    for (auto name : RuleSet::optionNames()) {
        const QString option = QString::fromLatin1(name.data(), qsizetype(name.size()));
        if (QWidget *control = findChild<QWidget *>(option);
            control && !control->property(kSettingsKey).isValid())
            storedAs(control, QStringLiteral("rules/") + option);
    }
    storedAs(this, "rules");
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
    m_preset = storedAs(named(new QComboBox, "preset"), "rules/preset");
    QStringList ids;
    for (auto name : RuleSet::presetNames())
        ids << QString::fromLatin1(name.data(), qsizetype(name.size()));
    for (const QString &id : ids << QStringLiteral("custom"))
        m_preset->addItem(GameText::presetTitle(id), id);
    // Custom is shown, never picked: it is what changing the options makes.
    qobject_cast<QStandardItemModel *>(m_preset->model())->item(m_preset->count() - 1)->setEnabled(false);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &RulesPage::presetPicked);
    QFormLayout *form = addGroup(page, tr("Preset"));
    m_origin = addOption(form, tr("Pr&eset:"), m_preset,
                         tr("A preset loads a whole rule set; changing any option below makes it “Custom”."),
                         Explain::Line);
    m_origin->setObjectName(QStringLiteral("presetOrigin"));
    addShareRows(form);
}

void RulesPage::addShareRows(QFormLayout *form)
{
    m_savedBox = storedAs(named(new QComboBox, "savedRuleSets"), "ruleSets");
    m_savedBox->setPlaceholderText(tr("Pick a saved rule set"));
    m_savedBox->setMinimumContentsLength(10);
    m_savedBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    connect(m_savedBox, &QComboBox::activated, this, [this](int i) {
        if (i >= 0 && i < int(m_saved.size()))
            useRules(m_saved.at(i).rules);
    });
    auto *save = named(new QPushButton(tr("Save as…")), "saveRuleSet");
    connect(save, &QPushButton::clicked, this, &RulesPage::askSaveName);
    m_delete = named(new QPushButton(tr("Delete")), "deleteRuleSet");
    connect(m_delete, &QPushButton::clicked, this, &RulesPage::deleteRuleSet);
    auto *savedRow = new QWidget;
    auto *row = new QHBoxLayout(savedRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_savedBox, 1);
    row->addWidget(save);
    row->addWidget(m_delete);
    savedRow->setFocusProxy(m_savedBox);
    m_savedBox->setAccessibleName(tr("Saved rule sets"));
    // No mnemonics on these two rows: few letters are left on this page in
    // some languages (tst_app_accelerators); Tab reaches them.
    addOption(form, tr("Saved:"), savedRow,
              tr("Your own rule sets, with their game length. Picking one loads it; nothing is kept until "
                 "OK or Apply."));

    m_code = named(new QLineEdit, "ruleCode");
    m_code->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_code->setMaxLength(64);
    // Wide enough for a whole code (R1- and 16 characters in groups of four).
    m_code->setMinimumWidth(m_code->fontMetrics().horizontalAdvance(QStringLiteral("R1-WWWW-WWWW-WWWW-WWWW"))
                            + 4 * m_code->fontMetrics().averageCharWidth());
    m_code->setAccessibleName(tr("Rule code"));
    connect(m_code, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (RuleCode::decode(text.toStdString()))
            readCode(text); // a whole code typed or pasted in
        else
            m_codeNote->setText(tr("Type or paste a rule code; Enter reads it."));
    });
    m_code->installEventFilter(this); // Enter reads the code (eventFilter())
    auto *copy = named(new QPushButton(tr("Copy")), "copyRuleCode");
    connect(copy, &QPushButton::clicked, this, &RulesPage::copyCode);
    auto *paste = named(new QPushButton(tr("Paste")), "pasteRuleCode");
    connect(paste, &QPushButton::clicked, this, [this] {
        const QString text = QGuiApplication::clipboard()->text().trimmed().left(m_code->maxLength());
        m_code->setText(text);
        readCode(text);
    });
    auto *codeRow = new QWidget;
    row = new QHBoxLayout(codeRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_code, 1);
    row->addWidget(copy);
    row->addWidget(paste);
    codeRow->setFocusProxy(m_code);
    m_codeNote = addOption(form, tr("Rule code:"), codeRow, QString(), Explain::Line);
    m_codeNote->setObjectName(QStringLiteral("ruleCodeNote"));
    m_code->setToolTip(tr("These rules and the game length as a code. Anyone can paste it here, or start "
                          "the game with --rules and the code."));
    m_code->setAccessibleDescription(m_code->toolTip());
    codeRow->setToolTip(QString());
    codeRow->setAccessibleDescription(QString());

    m_workshop = new RuleWorkshop;
    connect(m_workshop, &RuleWorkshop::gameLengthAsked, this, [this](int minutes) {
        setGameLength(minutes);
        Q_EMIT changed();
    });
}

bool RulesPage::eventFilter(QObject *watched, QEvent *event)
{
    // Enter in the code field reads the code, and goes no further: the
    // dialog's default button would close it, a bad code's line unread.
    if (watched == m_code && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            readCode(m_code->text());
            return true;
        }
    }
    return SettingsPage::eventFilter(watched, event);
}

QWidget *RulesPage::sidePanel() const
{
    return m_workshop;
}

void RulesPage::dialogChanged(const AppSettings &settings)
{
    std::vector<BotProfile> bots;
    for (const BotSettings &bot : settings.bots)
        bots.push_back(bot.profile()); // a person at the keyboard is played as a normal bot
    m_workshop->forecast(currentRules(), bots);
    showShared();
}

int RulesPage::gameLength() const
{
    return m_gameLength->currentData().toInt();
}

RuleSet RulesPage::currentRules() const
{
    RuleSet rules = m_rules;
    rules.timeLimitMinutes = gameLength();
    return rules;
}

void RulesPage::setGameLength(int minutes)
{
    minutes = std::clamp(minutes, 0, RuleSet::kMaxTimeLimitMinutes);
    int at = m_gameLength->findData(minutes);
    if (at < 0) { // a length from a rule code or a saved rule set
        at = 1;
        while (at < m_gameLength->count() && m_gameLength->itemData(at).toInt() < minutes)
            ++at;
        m_gameLength->insertItem(at, tr("%n minutes", nullptr, minutes), minutes);
    }
    const bool syncing = std::exchange(m_syncing, true);
    m_gameLength->setCurrentIndex(at);
    m_syncing = syncing;
}

void RulesPage::useRules(const RuleSet &rules)
{
    m_rules = rules;
    m_rules.timeLimitMinutes = 0; // the game length is its own box
    setGameLength(rules.timeLimitMinutes);
    showRules();
    Q_EMIT changed();
}

QString RulesPage::codeProblem(const RuleCode::Error &error)
{
    using P = RuleCode::Problem;
    const QString example = QStringLiteral("R%1-XXXX-XXXX-XXXX-XXXX").arg(RuleCode::kVersion);
    switch (error.problem) {
    case P::NotACode:
        //: %1 is what a rule code looks like, "R2-XXXX-XXXX-XXXX-XXXX".
        return tr("This is not a rule code: a rule code looks like %1.").arg(example);
    case P::OtherVersion:
        return error.version > RuleCode::kVersion
                   //: %1 and %2 are version numbers of rule codes.
                   ? tr("This rule code comes from a newer version of the game (code version %1); this one "
                        "reads version %2.")
                         .arg(error.version)
                         .arg(RuleCode::kVersion)
                   : tr("This rule code is of version %1, which this version of the game does not read.")
                         .arg(error.version);
    case P::BadCharacter:
        //: %1 is the character, in quotes.
        return tr("A rule code cannot have the character “%1” in it.")
            .arg(escapeControls(QString::fromStdString(error.detail)));
    case P::TooLong:
        return tr("This rule code is too long: it has more than %1 characters after “R%2-”.")
            .arg(kCodeCharacters)
            .arg(error.version);
    case P::CutShort:
        //: %1 and %2 are numbers of characters.
        return tr("This rule code is cut short: it has %1 of its %2 characters.")
            .arg(error.count)
            .arg(kCodeCharacters);
    case P::Typo:
        return tr("This rule code has a typo: its check characters do not match.");
    case P::OutOfRange:
        //: %1 is the name of a rule option, such as lockout_cards.
        return tr("This rule code has an option out of range (%1).")
            .arg(QString::fromStdString(error.detail));
    }
    return {};
}

bool RulesPage::readCode(const QString &code)
{
    RuleCode::Error error;
    const std::optional<RuleSet> rules = RuleCode::decode(code.toStdString(), &error);
    if (!rules) {
        //: %1 says why a rule code was not read.
        m_codeNote->setText(tr("⚠ %1 The rules are unchanged.").arg(codeProblem(error)));
        m_codeNote->setForegroundRole(QPalette::WindowText);
        return false;
    }
    useRules(*rules);
    m_shownCode.clear(); // showShared() puts the code in its own spelling
    showShared();
    m_codeNote->setText(tr("The rules of the code are in place."));
    return true;
}

bool RulesPage::saveRuleSet(const QString &text)
{
    const QString name = AppSettings::cleanRuleSetName(text);
    if (name.isEmpty())
        return false;
    const int at = AppSettings::findRuleSet(m_saved, name);
    if (at >= 0)
        m_saved[at] = SavedRuleSet{name, currentRules()};
    else if (m_saved.size() >= AppSettings::kMaxRuleSets)
        return false;
    else
        m_saved.append(SavedRuleSet{name, currentRules()});
    m_shownCode.clear();
    showShared();
    Q_EMIT changed();
    return true;
}

void RulesPage::askSaveName()
{
    if (m_saved.size() >= AppSettings::kMaxRuleSets
        && AppSettings::findRuleSet(m_saved, m_savedBox->currentText()) < 0) {
        QMessageBox::information(this, tr("Save the Rule Set"),
                                 tr("%n rule set(s) are kept already: delete one to save another.", nullptr,
                                    AppSettings::kMaxRuleSets));
        return;
    }
    QInputDialog ask(this);
    ask.setObjectName(QStringLiteral("ruleSetNameDialog"));
    ask.setWindowTitle(tr("Save the Rule Set"));
    ask.setLabelText(tr("Name of the rule set:"));
    ask.setTextValue(m_savedBox->currentIndex() >= 0 ? m_savedBox->currentText() : QString());
    if (ask.exec() != QDialog::Accepted)
        return;
    const QString name = AppSettings::cleanRuleSetName(ask.textValue());
    const int at = AppSettings::findRuleSet(m_saved, name);
    if (at >= 0 && m_saved.at(at).rules != currentRules()
        && QMessageBox::question(this, tr("Save the Rule Set"),
                                 //: %1 is the name of a saved rule set.
                                 tr("Replace the rule set “%1”?").arg(m_saved.at(at).name))
               != QMessageBox::Yes)
        return;
    saveRuleSet(name);
}

void RulesPage::copyCode()
{
    // What is copied is what the box shows: the code of the rules in view,
    // put back over a refused or half-typed one (whose note said why it
    // was not read).
    const QString code = QString::fromStdString(RuleCode::encode(currentRules()));
    m_shownCode = code;
    m_code->setText(code);
    QGuiApplication::clipboard()->setText(code);
    m_codeNote->setText(tr("The code is copied: paste it to anyone who should play these rules."));
    m_codeNote->setForegroundRole(QPalette::PlaceholderText);
}

void RulesPage::deleteRuleSet()
{
    const int at = m_savedBox->currentIndex();
    if (at < 0 || at >= int(m_saved.size()))
        return;
    QMessageBox ask(QMessageBox::Question, tr("Delete the Rule Set"),
                    //: %1 is the name of a saved rule set.
                    tr("Delete the rule set “%1”?").arg(m_saved.at(at).name),
                    QMessageBox::Yes | QMessageBox::No, this);
    ask.setObjectName(QStringLiteral("deleteRuleSetQuestion"));
    ask.setDefaultButton(QMessageBox::No);
    if (ask.exec() != QMessageBox::Yes)
        return;
    m_saved.removeAt(at);
    m_shownCode.clear();
    showShared();
    Q_EMIT changed();
}

void RulesPage::showShared()
{
    const RuleSet rules = currentRules();
    const QString code = QString::fromStdString(RuleCode::encode(rules));
    if (code != m_shownCode) { // the rules changed: the code and the note follow
        m_shownCode = code;
        m_code->setText(code);
        m_codeNote->setText(tr("Share these rules with this code: anyone can paste it here, or start the "
                               "game with --rules and the code."));
        m_codeNote->setForegroundRole(QPalette::PlaceholderText);
    }
    const QSignalBlocker quiet(m_savedBox);
    m_savedBox->clear();
    int current = -1;
    for (int i = 0; i < int(m_saved.size()); ++i) {
        m_savedBox->addItem(m_saved.at(i).name);
        if (m_saved.at(i).rules == rules && current < 0)
            current = i;
    }
    m_savedBox->setCurrentIndex(current);
    m_savedBox->setEnabled(!m_saved.isEmpty());
    m_delete->setEnabled(current >= 0);
}

void RulesPage::addPatternBox(QBoxLayout *page)
{
    QFormLayout *form = addGroup(page, tr("Slap patterns"));
    storedAs(form->parentWidget(), "rules/slaps");
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
    m_gameLength = storedAs(named(new QComboBox, "gameLength"), "rules/gameLength");
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
    // An option is shown while it applies.
    showOption(m_lockoutCards, m_rules.penalty == Penalty::Lockout);
    showOption(m_burnCount, m_rules.penalty == Penalty::Burn);
    showOption(m_misslapLeads, m_rules.penalty == Penalty::Burn);
    showOption(m_collectDelay, m_rules.collect == Collect::OnCollect);
    m_syncing = false;
}

void RulesPage::load(const AppSettings &settings)
{
    m_rules = settings.rules;
    m_rules.timeLimitMinutes = 0; // the game length is its own setting
    m_saved = settings.savedRuleSets;
    m_syncing = true;
    m_collectDelay->setValue(settings.collectDelayMs);
    setGameLength(settings.gameLengthMinutes);
    showRules();
    m_shownCode.clear();
    showShared();
}

void RulesPage::store(AppSettings &settings) const
{
    settings.rules = m_rules;
    settings.preset = AppSettings::presetFor(m_rules);
    settings.collectDelayMs = m_collectDelay->value();
    settings.gameLengthMinutes = gameLength();
    settings.savedRuleSets = m_saved;
}

} // namespace ratscrew
