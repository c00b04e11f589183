// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/HelpDialog.h"

#include "help/PatternExamples.h"
#include "table/CardPainter.h"
#include "text/DialogSize.h"
#include "text/GameText.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>

namespace ratscrew {

namespace {

constexpr qreal kCardHeight = 74; // logical pixels: the corner indices stay readable at 1×
constexpr int kMaxPileCards = 4;
// The calls' pictures hold up to three piles and an arrow: smaller cards.
constexpr qreal kCallCardHeight = 62;

QLabel *textLabel(const QString &text, QWidget *parent = nullptr)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QLabel *headingLabel(const QString &text, qreal scale)
{
    QLabel *label = textLabel(text);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(true);
    label->setFont(font);
    label->setAccessibleName(text);
    return label;
}

QLabel *keyCap(const QString &key)
{
    auto *label = new QLabel(key);
    label->setTextFormat(Qt::PlainText);
    label->setObjectName(QStringLiteral("keyCap"));
    label->setStyleSheet(QStringLiteral(
        "QLabel#keyCap { border: 1px solid palette(mid); border-bottom-width: 2px; border-radius: 4px;"
        " padding: 1px 7px; background: palette(button); color: palette(button-text); }"));
    label->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return label;
}

// The placeholder text colour, made opaque on the page's base colour (it
// has alpha in some styles, which an HTML colour name cannot carry).
QColor secondaryTextColour(const QPalette &palette)
{
    const QColor fg = palette.color(QPalette::PlaceholderText);
    const QColor bg = palette.color(QPalette::Base);
    const float a = fg.alphaF();
    return QColor::fromRgbF(fg.redF() * a + bg.redF() * (1 - a), fg.greenF() * a + bg.greenF() * (1 - a),
                            fg.blueF() * a + bg.blueF() * (1 - a));
}

QString cardsText(const std::vector<Card> &pile)
{
    return GameText::cards(pile);
}

} // namespace

HelpDialog::HelpDialog(const RuleSet &rules, const QString &presetName, const KeyBindings &keys, int people,
                       QWidget *parent)
    : QDialog(parent),
      m_rules(rules),
      m_presetName(presetName),
      m_keys(keys),
      m_people(std::clamp(people, 1, KeyBindings::kPeople))
{
    setWindowTitle(tr("Ratscrew Rules"));
    setModal(false);
    setSizeGripEnabled(true);

    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("helpPage"));
    page->setAutoFillBackground(true);

    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(24, 20, 24, 24);
    pageLayout->setSpacing(10);
    addHeading(pageLayout);
    addSlapSection(pageLayout);
    addCallSection(pageLayout);
    addHouseRuleSection(pageLayout);
    addRulesSection(pageLayout);
    addControlsSection(pageLayout);
    pageLayout->addStretch(1);

    m_scroll = new QScrollArea;
    m_scroll->setWidget(page);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFrameShape(QFrame::NoFrame);
    //: For a screen reader: %1 is the title of the rules' preset, e.g. "House rules".
    m_scroll->setAccessibleName(tr("Rules of %1").arg(presetTitle()));
    updatePagePalette();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 10);
    layout->addWidget(m_scroll, 1);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->setContentsMargins(12, 0, 12, 0);
    buttonRow->addWidget(buttons);
    layout->addLayout(buttonRow);

    setMinimumSize(420, 360);
    resize(dialogSize(this, QSize(640, 720)));
    updatePictures();
}

void HelpDialog::updatePagePalette()
{
    if (!m_scroll)
        return;
    // A page look: the text colours of a document on its base colour.
    QPalette pal = palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::Base));
    pal.setColor(QPalette::WindowText, pal.color(QPalette::Text));
    m_scroll->widget()->setPalette(pal);
}

QStringList HelpDialog::patternIds() const
{
    QStringList ids;
    for (const PatternRow &row : m_rows)
        ids << QString::fromLatin1(patternId(row.pattern));
    return ids;
}

QStringList HelpDialog::callIds() const
{
    QStringList ids;
    for (const CallRow &row : m_callRows)
        ids << row.example.id;
    return ids;
}

QStringList HelpDialog::houseRuleIds() const
{
    QStringList ids;
    for (const CallRow &row : m_houseRows)
        ids << row.example.id;
    return ids;
}

QString HelpDialog::presetTitle() const
{
    if (m_presetName == QLatin1String("house"))
        return tr("House rules");
    if (m_presetName == QLatin1String("bicycle"))
        return tr("Bicycle rules");
    if (m_presetName == QLatin1String("slaps"))
        return tr("Slaps");
    if (m_presetName == QLatin1String("slaps_advanced"))
        return tr("Slaps, advanced");
    if (m_presetName == QLatin1String("classic"))
        return tr("Classic rules");
    if (m_presetName == QLatin1String("slaps_full"))
        return tr("Slaps, every advanced rule");
    return tr("Custom rules");
}

QString HelpDialog::presetOrigin() const
{
    if (m_presetName == QLatin1String("house"))
        return tr("Preset “house”: a house version of the Bicycle rules.");
    if (m_presetName == QLatin1String("bicycle"))
        return tr("Preset “bicycle”: the Bicycle-style rule texts as printed.");
    if (m_presetName == QLatin1String("slaps"))
        return tr("Preset “slaps”: a player's page about “Slaps”, with its basic rules.");
    if (m_presetName == QLatin1String("slaps_advanced"))
        return tr("Preset “slaps_advanced”: a player's page about “Slaps”, with its advanced rules.");
    if (m_presetName == QLatin1String("classic"))
        return tr("Preset “classic”: a classic rule text.");
    if (m_presetName == QLatin1String("slaps_full"))
        return tr("Preset “slaps_full”: a player's page about “Slaps”, with its advanced rules and both of "
                  "its calls, sticky kings and split eights.");
    return tr("Your own combination of options.");
}

void HelpDialog::addHeading(QVBoxLayout *page)
{
    QLabel *title = headingLabel(tr("How to play: %1").arg(presetTitle()), 1.7);
    title->setObjectName(QStringLiteral("title"));
    page->addWidget(title);

    QLabel *origin = textLabel(presetOrigin());
    origin->setForegroundRole(QPalette::PlaceholderText);
    origin->setAccessibleName(tr("Origin of the rules"));
    page->addWidget(origin);
    page->addSpacing(4);

    page->addWidget(textLabel(tr("Take turns playing the top card of your face-down stack face up onto the "
                                 "pile. You win cards by winning challenges and by being the first "
                                 "to slap the pile when one of the patterns below shows.")));
}

void HelpDialog::addSlapSection(QVBoxLayout *page)
{
    page->addSpacing(8);
    page->addWidget(headingLabel(tr("Slap when…"), 1.25));

    // `triple` counts only with only_slap_three_rank (docs/RULES.md §3),
    // whether or not `slaps` names it.
    PatternSet active = m_rules.slaps;
    if (m_rules.onlySlapThreeRank)
        active.insert(SlapPattern::Triple);
    else
        active.erase(SlapPattern::Triple);
    if (active.empty()) {
        page->addWidget(textLabel(tr("No slap pattern is switched on: every slap is a misslap.")));
        return;
    }
    page->addWidget(textLabel(tr("Cards are shown in the order played, the top of the pile on the right; "
                                 "faded cards could be anything. Only played cards count, never burned "
                                 "ones.")));

    auto *list = new QWidget;
    list->setAccessibleName(tr("Slap patterns"));
    auto *rows = new QVBoxLayout(list);
    rows->setContentsMargins(0, 4, 0, 0);
    rows->setSpacing(6);
    for (SlapPattern p : active.toList()) {
        PatternRow row{p, examplePile(p, m_rules), {}, nullptr, nullptr};
        row.used = patternCards(p, row.pile);
        m_rows.push_back(std::move(row));
    }
    for (PatternRow &row : m_rows)
        rows->addWidget(patternRowWidget(row));
    page->addWidget(list);
}

QWidget *HelpDialog::patternRowWidget(PatternRow &row)
{
    const QString name = GameText::pattern(row.pattern);
    const QString description = GameText::patternDescription(row.pattern, m_rules);
    const QString id = QString::fromLatin1(patternId(row.pattern));

    auto *frame = new QFrame;
    frame->setObjectName(QStringLiteral("patternRow"));
    frame->setStyleSheet(
        QStringLiteral("QFrame#patternRow { background: palette(alternate-base); border-radius: 8px; }"));
    frame->setAccessibleName(name);
    frame->setAccessibleDescription(description);

    row.picture = new QLabel;
    row.picture->setObjectName(QStringLiteral("picture_") + id);
    row.picture->setFixedSize(pictureSize());
    row.picture->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    const QString example = tr("Example: %1").arg(cardsText(row.pile));
    row.picture->setAccessibleName(example);
    row.picture->setToolTip(example);

    row.title = textLabel(QString());
    row.title->setTextFormat(Qt::RichText);
    row.title->setAccessibleName(name);
    updateTitle(row);

    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    text->addStretch(1);
    text->addWidget(row.title);
    text->addWidget(textLabel(description));
    text->addStretch(1);

    auto *layout = new QHBoxLayout(frame);
    layout->setContentsMargins(10, 8, 12, 8);
    layout->setSpacing(14);
    layout->addWidget(row.picture, 0, Qt::AlignVCenter);
    layout->addLayout(text, 1);
    return frame;
}

void HelpDialog::updateTitle(const PatternRow &row) const
{
    // The name in bold, then the option name (as in the rule settings) in grey.
    row.title->setText(QStringLiteral("<b>%1</b>&nbsp;&nbsp; <span style=\"color: %2\">%3</span>")
                           .arg(GameText::pattern(row.pattern).toHtmlEscaped(),
                                secondaryTextColour(palette()).name(),
                                QString::fromLatin1(patternId(row.pattern))));
}

void HelpDialog::addCallSection(QVBoxLayout *page)
{
    if (!m_rules.hasCalls())
        return;
    page->addSpacing(8);
    const bool stick = !m_rules.stickyFaces.empty();
    const QString heading = !m_rules.splitEights ? tr("Calls: sticky faces")
                            : stick              ? tr("Calls: sticky faces and split eights")
                                                 : tr("Calls: split eights");
    QLabel *title = headingLabel(heading, 1.25);
    title->setObjectName(QStringLiteral("callsHeading"));
    page->addWidget(title);
    page->addWidget(textLabel(
        tr("A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it "
           "changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table "
           "shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern "
           "on the split pile, a stick, a split; only then is it a misslap.")));

    auto *list = new QWidget;
    list->setAccessibleName(heading);
    auto *rows = new QVBoxLayout(list);
    rows->setContentsMargins(0, 4, 0, 0);
    rows->setSpacing(6);
    for (CallExample &example : callExamples(m_rules))
        m_callRows.push_back({std::move(example), nullptr});
    for (CallRow &row : m_callRows)
        rows->addWidget(callRowWidget(row));
    page->addWidget(list);
}

QWidget *HelpDialog::callRowWidget(CallRow &row)
{
    const CallExample &e = row.example;
    auto *frame = new QFrame;
    frame->setObjectName(QStringLiteral("callRow"));
    frame->setStyleSheet(
        QStringLiteral("QFrame#callRow { background: palette(alternate-base); border-radius: 8px; }"));
    frame->setAccessibleName(e.title);
    frame->setAccessibleDescription(e.description);

    QLabel *title = textLabel(e.title);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);

    row.picture = new QLabel;
    row.picture->setObjectName(QStringLiteral("callPicture_") + e.id);
    row.picture->setFixedSize(callPictureSize(e, kCallCardHeight, font()));
    QStringList piles;
    for (const ExamplePile &pile : e.before)
        piles << tr("%1: %2").arg(pile.caption, cardsText(pile.cards));
    QString example = tr("Example: %1").arg(piles.join(QStringLiteral("; ")));
    if (!e.after.empty()) {
        QStringList after;
        for (const ExamplePile &pile : e.after)
            after << tr("%1: %2").arg(pile.caption, cardsText(pile.cards));
        //: %1 is how the piles lie before, %2 after (both "Slap pile: 3♠; Split pile: …").
        example = tr("Example: %1; then %2")
                      .arg(piles.join(QStringLiteral("; ")), after.join(QStringLiteral("; ")));
    }
    row.picture->setAccessibleName(example);
    row.picture->setToolTip(example);

    auto *layout = new QVBoxLayout(frame);
    layout->setContentsMargins(12, 8, 12, 10);
    layout->setSpacing(6);
    layout->addWidget(title);
    layout->addWidget(row.picture, 0, Qt::AlignLeft);
    layout->addWidget(textLabel(e.description));
    return frame;
}

// docs/RULES.md §11.2 and §11.3, with pictures as the calls have them.
void HelpDialog::addHouseRuleSection(QVBoxLayout *page)
{
    for (CallExample &example : houseRuleExamples(m_rules))
        m_houseRows.push_back({std::move(example), nullptr});
    if (m_houseRows.empty())
        return;
    page->addSpacing(8);
    const QString heading = tr("Challenges and misslaps");
    QLabel *title = headingLabel(heading, 1.25);
    title->setObjectName(QStringLiteral("houseRulesHeading"));
    page->addWidget(title);
    auto *list = new QWidget;
    list->setAccessibleName(heading);
    auto *rows = new QVBoxLayout(list);
    rows->setContentsMargins(0, 4, 0, 0);
    rows->setSpacing(6);
    for (CallRow &row : m_houseRows)
        rows->addWidget(callRowWidget(row));
    page->addWidget(list);
}

void HelpDialog::addRulesSection(QVBoxLayout *page)
{
    page->addSpacing(8);
    page->addWidget(headingLabel(tr("The other rules"), 1.25));

    auto *box = new QWidget;
    box->setAccessibleName(tr("The other rules"));
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(8);
    grid->setColumnStretch(1, 1);
    auto add = [grid](const QString &term, const QString &text) {
        const int r = grid->rowCount();
        QLabel *t = textLabel(term);
        QFont bold = t->font();
        bold.setBold(true);
        t->setFont(bold);
        t->setWordWrap(false);
        grid->addWidget(t, r, 0, Qt::AlignTop);
        QLabel *body = textLabel(text);
        body->setAccessibleName(term);
        grid->addWidget(body, r, 1);
    };

    const RuleSet &r = m_rules;
    add(tr("Challenges"),
        tr("Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) "
           "or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all "
           "the "
           "chances are used up without one, the challenger wins the pile.")
            + (!r.tenStops ? QString()
               // With the `ten` pattern the 10 on top is slapped (docs/RULES.md §3, §11.2).
               : r.slaps.contains(SlapPattern::Ten) && r.forbiddenRank != Rank::Ten
                   ? QLatin1Char(' ')
                         //: %1 is the name of the slap pattern "Ten".
                         + tr("A 10 played in answer stops the challenge: the challenger does not win the "
                              "pile, "
                              "and the next player plays on. But a 10 on top shows %1, so the first good "
                              "slap "
                              "takes the pile.")
                               .arg(GameText::pattern(SlapPattern::Ten))
                   : QLatin1Char(' ')
                         + tr("A 10 played in answer stops the challenge: nobody wins the pile, and the "
                              "next player plays on.")));
    if (GameText::cardMarks() == GameText::CardMarks::German)
        add(tr("German suits"),
            tr("Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, "
               "Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of "
               "clubs, "
               "diamonds, hearts and spades. The game names the cards as your deck prints them: %1.")
                .arg(GameText::cards(
                    std::vector<Card>{Card(Rank::Jack, Suit::Clubs), Card(Rank::Seven, Suit::Diamonds)})));
    add(tr("Collecting"),
        r.collect == Collect::Immediate
            ? tr("The challenger takes the pile at once; the card that ended the challenge cannot be "
                 "slapped.")
        : r.penalty == Penalty::GivePile
            ? tr("The challenger picks the pile up after about a second. Until then anyone may still "
                 "slap it: a good slap steals it, and a misslap hands it to the player who played its "
                 "top card.")
            : tr("The challenger picks the pile up after about a second. Until then anyone may still "
                 "slap it, and a good slap steals it."));
    add(tr("Misslaps"),
        r.penalty == Penalty::Burn
            ? (r.burnCount == 1 ? tr("Slapping when no pattern shows costs you the top card of your stack, "
                                     "slid face down under the pile.")
                                : tr("Slapping when no pattern shows costs you the top %1 cards of your "
                                     "stack, slid face down under the pile.")
                                      .arg(r.burnCount))
                  + (r.misslapLeads ? QLatin1Char(' ')
                                          + tr("Then you play the next card, unless a challenge is being "
                                               "answered or a pile waits to be collected.")
                                    : QString())
        : r.penalty == Penalty::None
            ? (r.misslapLimit > 0
                   ? tr("Slapping when no pattern shows costs nothing (no penalty), but it still "
                        "counts toward the misslap limit.")
                   : tr("Slapping when no pattern shows costs nothing: there is no penalty."))
        : r.penalty == Penalty::Lockout
            ? tr("Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap "
                 "until %n more card(s) have been played.",
                 nullptr, r.lockoutCards)
            : tr("Slapping when no pattern shows gives the pile to the player who played its top card (if "
                 "that is you, to the nearest player on your right)."));
    // The log's words for a misslap (story/Storyteller.cpp), placed here.
    add(tr("Slapped on nothing"),
        tr("What the game log and the status line say of a misslap: a slap while the pile shows no "
           "pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at "
           "all (just after one was won)."));
    add(tr("Too late"),
        tr("A slap that comes just after someone else's good slap, before the next card, lost the race: it "
           "costs nothing."));
    add(tr("Misslap limit"),
        r.misslapLimit > 0
            ? (r.misslapLimit == 1
                   ? tr("Misslapping on two cards in a row puts you out of the game (two misslaps on one "
                        "card count once).")
                   : tr("Misslapping on more than %1 cards in a row puts you out of the game (two misslaps "
                        "on one card count once).")
                         .arg(r.misslapLimit))
            : tr("None: misslaps never put you out as long as you have cards."));
    add(tr("Next to play"),
        r.leader == Leader::Winner
            ? tr("Whoever wins a pile starts the next one.")
            : tr("After a pile is won, the player after the winner starts the next one."));
    add(tr("No cards left"),
        r.slapIn
            ? (r.slapInMiss == SlapInMiss::SitOut
                   ? tr("You are skipped, but you may still slap a good pile to get back into the game. "
                        "A misslap with no cards makes you sit out: you cannot slap until one card has been "
                        "played for each other player who still holds cards.")
                   : tr("You are skipped, but you may still slap a good pile to get back into the game. A "
                        "misslap with no cards puts you out."))
            : tr("You are skipped and cannot slap until cards come back to you."));
    add(tr("Winning"),
        r.win == WinCondition::AllCards
            ? tr("You win when you hold all %1 cards, or when everyone else is out.").arg(r.deckSize())
            : tr("You win as soon as you are the only player with cards in hand, even with cards still on "
                 "the pile, or when everyone else is out."));
    // docs/RULES.md §11.4; the length is chosen in Settings ▸ Rules.
    add(tr("Game length"),
        r.timeLimitMinutes > 0
            ? tr(
                "The game ends after %n minutes of play; paused time does not count, and the table shows the "
                "time left. Then the player with the most cards in hand wins (a pile waiting to be collected "
                "is collected first); if two or more hold the most, the game is a draw.",
                nullptr, r.timeLimitMinutes)
            : tr("No limit: the game goes on until one player has every card, which may take hours. Settings "
                 "▸ Rules can end it after 10 to 60 minutes instead."));
    add(tr("Jokers"),
        r.jokers > 0 ? tr("The deck has %n cards with two jokers. A joker is not a letter card: it never "
                          "starts a challenge, and as an answer it uses up a chance like a number card.",
                          nullptr, r.deckSize())
                     : tr("None: the deck has %n cards.", nullptr, r.deckSize()));
    if (r.onlySlapThreeRank)
        add(tr("Only slap three"),
            (r.slaps.contains(SlapPattern::BigMac)
                 // docs/RULES.md §11.1: nor as a big mac.
                 ? tr(
                     "Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s "
                     "in a row can be slapped (unless the pile matches another pattern too).")
                 : tr("Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row "
                      "can "
                      "be slapped (unless the pile matches another pattern too)."))
                .arg(GameText::rank(*r.onlySlapThreeRank)));
    if (r.forbiddenRank)
        add(tr("Forbidden rank"), tr("When a %1 is on top, the pile can never be slapped, whatever it shows.")
                                      .arg(GameText::rank(*r.forbiddenRank)));
    page->addWidget(box);
}

void HelpDialog::addControlsSection(QVBoxLayout *page)
{
    page->addSpacing(8);
    page->addWidget(headingLabel(tr("Controls"), 1.25));

    auto *box = new QWidget;
    box->setAccessibleName(tr("Controls"));
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(6);
    grid->setColumnStretch(1, 1);
    auto add = [grid](const QStringList &keys, const QString &action) {
        const int r = grid->rowCount();
        auto *keyBox = new QHBoxLayout;
        keyBox->setSpacing(6);
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (i > 0)
                keyBox->addWidget(new QLabel(tr("or")));
            keyBox->addWidget(keyCap(keys.at(i)));
        }
        keyBox->addStretch(1);
        grid->addLayout(keyBox, r, 0);
        QLabel *text = textLabel(action);
        text->setAccessibleName(tr("%1: %2").arg(keys.join(tr(" or ")), action));
        grid->addWidget(text, r, 1, Qt::AlignVCenter);
    };
    const auto keysOf = [this](KeyCommand command) {
        QStringList names;
        for (const QKeySequence &key : m_keys.list(command))
            names << GameText::key(key);
        if (names.isEmpty())
            names << tr("no key");
        return names;
    };
    if (m_people == 1) {
        add(keysOf(KeyCommand::Play1), tr("Play your card (or click your stack)"));
        add(keysOf(KeyCommand::Slap1), tr("Slap the pile (or click the pile)"));
    } else {
        for (int person = 0; person < m_people; ++person) {
            add(keysOf(KeyBindings::play(person)), tr("Person %1 plays a card").arg(person + 1));
            add(keysOf(KeyBindings::slap(person)), tr("Person %1 slaps the pile").arg(person + 1));
        }
    }
    add(keysOf(KeyCommand::Pause), tr("Pause or go on"));
    add(keysOf(KeyCommand::Sound), tr("Sound on or off"));
    add(keysOf(KeyCommand::Log), tr("Show the game log"));
    add(keysOf(KeyCommand::Help), tr("This help"));
    add(keysOf(KeyCommand::NewGame), tr("New game"));
    add(keysOf(KeyCommand::Settings), tr("Settings (keys under Keys)"));
    add(keysOf(KeyCommand::Statistics), tr("Statistics"));
    add(keysOf(KeyCommand::Quit), tr("Quit"));
    page->addWidget(box);
    // A new game waits for its player (Settings ▸ Game).
    page->addWidget(textLabel(tr("A new game is dealt and waits until you press %1 or click the table, then "
                                 "counts down 3-2-1. Settings ▸ Game can start games at once instead.")
                                  .arg(keysOf(KeyCommand::Play1).constFirst())));
}

QSize HelpDialog::pictureSize()
{
    const QSizeF card = CardPainter::sizeForHeight(kCardHeight);
    const qreal w = card.width() * (1 + kExampleCardStep * (kMaxPileCards - 1)) + 2 * kExampleShadowPad;
    return QSize(int(std::ceil(w)), int(std::ceil(card.height() + 2 * kExampleShadowPad)));
}

QPixmap HelpDialog::pilePicture(const PatternRow &row, qreal dpr) const
{
    const QSize size = pictureSize();
    QPixmap pm(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))));
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);

    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const QSizeF card = CardPainter::sizeForHeight(kCardHeight);
    QColor fade = palette().color(QPalette::AlternateBase);
    fade.setAlphaF(0.55f);
    // Right-aligned, so that the top cards of all rows stand in one column.
    const qreal left =
        size.width() - kExampleShadowPad - card.width() * (1 + kExampleCardStep * qreal(row.pile.size() - 1));
    paintExamplePile(p, QPointF(left, kExampleShadowPad - 1), card, kExampleCardStep, row.pile, row.used,
                     fade);
    return pm;
}

void HelpDialog::updatePictures(bool force)
{
    const qreal dpr = devicePixelRatioF();
    if (!force && qFuzzyCompare(dpr, m_pictureDpr))
        return;
    m_pictureDpr = dpr;
    for (const PatternRow &row : m_rows)
        row.picture->setPixmap(pilePicture(row, dpr));
    for (const std::vector<CallRow> *rows : {&m_callRows, &m_houseRows})
        for (const CallRow &row : *rows)
            row.picture->setPixmap(callPicture(row.example, kCallCardHeight, font(), palette(), dpr));
}

bool HelpDialog::event(QEvent *event)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 6, 0)
    const bool dprChange = event->type() == QEvent::DevicePixelRatioChange;
#else
    const bool dprChange = event->type() == QEvent::ScreenChangeInternal;
#endif
    const bool result = QDialog::event(event);
    if (event->type() == QEvent::PaletteChange) {
        updatePagePalette();
        for (const PatternRow &row : m_rows)
            updateTitle(row);
        updatePictures(true);
    } else if (dprChange) {
        updatePictures();
    }
    return result;
}

void HelpDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    updatePictures();
}

} // namespace ratscrew
