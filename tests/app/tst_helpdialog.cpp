// SPDX-License-Identifier: GPL-3.0-or-later
// The rules window: one row per slap pattern in play, painted examples that
// really match under the active options, the calls (docs/RULES.md §9) when
// the rules have them, and a dialog that renders.
//
// Set RATSCREW_HELP_PNG_DIR to a directory to get screenshots of every
// preset's window and of its whole page (for looking at, not for checking).
#include "SlapPatterns.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "help/CallExamples.h"
#include "help/HelpDialog.h"
#include "help/PatternExamples.h"
#include "text/GameText.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPixmap>
#include <QScrollArea>
#include <QSet>
#include <QTest>

using namespace ratscrew;

Q_DECLARE_METATYPE(ratscrew::RuleSet)

namespace {

RuleSet presetRules(const QString &name)
{
    return *RuleSet::preset(name.toStdString());
}

// `rules` with `p` switched on: in the `slaps` list, or for `triple` by
// setting only_slap_three_rank to 7.
RuleSet withPattern(RuleSet rules, SlapPattern p)
{
    if (p == SlapPattern::Triple) {
        if (!rules.onlySlapThreeRank)
            rules.setOption("only_slap_three_rank", std::string("7"));
        return rules;
    }
    if (!rules.slaps.contains(p)) {
        std::vector<std::string> ids;
        for (SlapPattern q : rules.slaps.toList())
            ids.emplace_back(patternId(q));
        ids.emplace_back(patternId(p));
        const std::string error = rules.setOption("slaps", ids);
        Q_ASSERT(error.empty());
    }
    return rules;
}

QString pileText(const std::vector<Card> &pile)
{
    QStringList names;
    for (Card c : pile)
        names << QString::fromStdString(c.name());
    return names.join(QLatin1Char(' '));
}

// Checks that examplePile(p, rules) is a pile of 2..4 distinct cards that
// matches p, with jokers only for `joker` and no forbidden rank on top.
void checkExample(SlapPattern p, const RuleSet &rules, bool expectAllowedTop = true)
{
    const std::vector<Card> pile = examplePile(p, rules);
    const QByteArray what =
        QByteArray(patternId(p).data(), qsizetype(patternId(p).size())) + ": " + pileText(pile).toUtf8();
    QVERIFY2(pile.size() >= 2 && pile.size() <= 4, what);
    QVERIFY2(patternMatches(p, rules, pile), what);
    QSet<int> ids;
    for (Card c : pile) {
        QVERIFY2(!ids.contains(c.id()), what);
        ids.insert(c.id());
        if (p != SlapPattern::Joker)
            QVERIFY2(!c.isJoker(), what);
    }
    if (expectAllowedTop) {
        QVERIFY2(!rules.forbiddenRank || pile.back().rank() != *rules.forbiddenRank, what);
        QVERIFY2(matchSlapPatterns(rules, pile).contains(p), what);
    }
    QCOMPARE(patternCards(p, pile).size(), pile.size());
    QVERIFY(!GameText::pattern(p).isEmpty());
    QVERIFY(!GameText::patternDescription(p, rules).isEmpty());
}

} // namespace

class TestHelpDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void examplesMatchInEveryPreset_data();
    void examplesMatchInEveryPreset();
    void examplesFollowOptions();
    void examplesTeachOnePattern();
    void rowsFollowPreset_data();
    void rowsFollowPreset();
    void tripleAndDisabledPatterns();
    void noPatterns();
    void callSectionFollowsRules_data();
    void callSectionFollowsRules();
    void callExamplesAreCalls();
    void thirdEditionHouseRules();
    void theLogsMisslapWordsAreExplained();
    void escapeCloses();
    void followsPalette();
};

void TestHelpDialog::examplesMatchInEveryPreset_data()
{
    QTest::addColumn<QString>("preset");
    for (std::string_view name : RuleSet::presetNames())
        QTest::newRow(name.data()) << QString::fromLatin1(name);
}

void TestHelpDialog::examplesMatchInEveryPreset()
{
    QFETCH(QString, preset);
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const auto p = SlapPattern(i);
        checkExample(p, withPattern(presetRules(preset), p));
        if (QTest::currentTestFailed())
            return;
    }
}

void TestHelpDialog::examplesFollowOptions()
{
    // Every pattern on, under every run_ace, tens_letter_between and
    // forbidden rank, and with every only_slap_three_rank.
    std::vector<std::string> all;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (SlapPattern(i) != SlapPattern::Triple)
            all.emplace_back(patternId(SlapPattern(i)));
    for (const char *ace : {"high", "both", "wrap"}) {
        for (bool letter : {false, true}) {
            for (int forbidden = 0; forbidden <= 13; ++forbidden) {
                RuleSet rules;
                QVERIFY(rules.setOption("slaps", all).empty());
                QVERIFY(rules.setOption("run_ace", std::string(ace)).empty());
                QVERIFY(rules.setOption("tens_letter_between", letter).empty());
                if (forbidden > 0)
                    rules.forbiddenRank = Rank(forbidden);
                for (int i = 0; i < kSlapPatternCount; ++i) {
                    const auto p = SlapPattern(i);
                    if (p == SlapPattern::Triple)
                        continue;
                    // A ten cannot be slapped when tens are forbidden.
                    checkExample(p, rules, !(p == SlapPattern::Ten && forbidden == 10));
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
    }
    for (int three = 1; three <= 13; ++three) {
        RuleSet rules = *RuleSet::preset("slaps_advanced");
        rules.onlySlapThreeRank = Rank(three);
        for (SlapPattern p : {SlapPattern::Triple, SlapPattern::Double, SlapPattern::Sandwich}) {
            checkExample(p, rules);
            if (QTest::currentTestFailed())
                return;
        }
    }
    // Without letter cards between, tens is a plain pair; with, the example shows the letter.
    RuleSet plain;
    plain.tensLetterBetween = false;
    QCOMPARE(examplePile(SlapPattern::Tens, plain).size(), std::size_t(2));
    QVERIFY(examplePile(SlapPattern::Tens, RuleSet())[1].isLetter());
}

void TestHelpDialog::examplesTeachOnePattern()
{
    // In the presets, no example also makes another pattern that is in play.
    for (std::string_view name : RuleSet::presetNames()) {
        const RuleSet rules = *RuleSet::preset(name);
        for (SlapPattern p : rules.slaps.toList()) {
            const std::vector<Card> pile = examplePile(p, rules);
            PatternSet expected;
            expected.insert(p);
            QVERIFY2(matchSlapPatterns(rules, pile) == expected,
                     (QByteArray(name.data()) + " " + patternId(p).data() + ": " + pileText(pile).toUtf8()));
        }
    }
}

void TestHelpDialog::rowsFollowPreset_data()
{
    examplesMatchInEveryPreset_data();
}

void TestHelpDialog::rowsFollowPreset()
{
    QFETCH(QString, preset);
    const RuleSet rules = presetRules(preset);
    HelpDialog dialog(rules, preset);

    QStringList expected;
    for (SlapPattern p : rules.slaps.toList())
        expected << QString::fromLatin1(patternId(p));
    QCOMPARE(dialog.patternIds(), expected);
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (!rules.slaps.contains(SlapPattern(i)))
            QVERIFY(!dialog.patternIds().contains(QString::fromLatin1(patternId(SlapPattern(i)))));

    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QPixmap shot = dialog.grab();
    QVERIFY(!shot.isNull());

    // Every row has a real painted picture at the window's pixel ratio.
    int pictures = 0;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (!label->objectName().startsWith(QLatin1String("picture_")))
            continue;
        ++pictures;
        const QPixmap pm = label->pixmap();
        QVERIFY(!pm.isNull());
        QCOMPARE(pm.devicePixelRatio(), dialog.devicePixelRatioF());
        QVERIFY(!label->accessibleName().isEmpty());
    }
    QCOMPARE(pictures, expected.size());

    const QString dir = qEnvironmentVariable("RATSCREW_HELP_PNG_DIR");
    if (!dir.isEmpty()) {
        QVERIFY(shot.save(QDir(dir).filePath(QStringLiteral("help-%1.png").arg(preset))));
        const auto *scroll = dialog.findChild<QScrollArea *>();
        QVERIFY(scroll);
        const QString page = QDir(dir).filePath(QStringLiteral("help-%1-page.png").arg(preset));
        QVERIFY(scroll->widget()->grab().save(page));
    }
}

void TestHelpDialog::tripleAndDisabledPatterns()
{
    RuleSet rules;
    QVERIFY(rules.setOption("only_slap_three_rank", std::string("7")).empty());
    QVERIFY(rules.setOption("slaps", std::vector<std::string>{"double", "tens", "joker"}).empty());
    QVERIFY(rules.setOption("forbidden_rank", std::string("Q")).empty());
    HelpDialog dialog(rules, QStringLiteral("custom"));
    QCOMPARE(dialog.patternIds(), (QStringList{"double", "triple", "tens", "joker"}));
    QVERIFY(!dialog.patternIds().contains(QLatin1String("marriage")));
    QVERIFY(!dialog.grab().isNull());
    const QString dir = qEnvironmentVariable("RATSCREW_HELP_PNG_DIR");
    if (!dir.isEmpty()) {
        const auto *scroll = dialog.findChild<QScrollArea *>();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(scroll->widget()->grab().save(QDir(dir).filePath(QStringLiteral("help-custom-page.png"))));
    }
}

void TestHelpDialog::noPatterns()
{
    RuleSet rules;
    rules.slaps = PatternSet();
    HelpDialog dialog(rules, QStringLiteral("custom"));
    QVERIFY(dialog.patternIds().isEmpty());
    QVERIFY(!dialog.grab().isNull());
}

void TestHelpDialog::callSectionFollowsRules_data()
{
    QTest::addColumn<RuleSet>("rules");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QString>("heading");
    for (std::string_view name : RuleSet::presetNames()) {
        const RuleSet rules = *RuleSet::preset(name);
        QTest::newRow(name.data())
            << rules << QString::fromLatin1(name)
            << (rules.hasCalls() ? QStringList{"stick", "split", "pile_won"} : QStringList())
            << (rules.hasCalls() ? QStringLiteral("Calls: sticky faces and split eights") : QString());
    }
    RuleSet sticky = *RuleSet::preset("house");
    QVERIFY(sticky.setOption("sticky_faces", std::vector<std::string>{"J", "A"}).empty());
    QTest::newRow("house + sticky J A") << sticky << QStringLiteral("custom") << QStringList{"stick"}
                                        << QStringLiteral("Calls: sticky faces");
    RuleSet split = *RuleSet::preset("classic");
    QVERIFY(split.setOption("split_eights", true).empty());
    QTest::newRow("classic + split eights")
        << split << QStringLiteral("custom") << QStringList{"split", "pile_won"}
        << QStringLiteral("Calls: split eights");
}

void TestHelpDialog::callSectionFollowsRules()
{
    QFETCH(RuleSet, rules);
    QFETCH(QString, preset);
    QFETCH(QStringList, ids);
    QFETCH(QString, heading);
    HelpDialog dialog(rules, preset);
    QCOMPARE(dialog.callIds(), ids);
    const auto *title = dialog.findChild<QLabel *>(QStringLiteral("callsHeading"));
    QCOMPARE(title != nullptr, !heading.isEmpty());
    if (title)
        QCOMPARE(title->text(), heading);

    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Each call has a painted picture at the window's pixel ratio that fits
    // the page at the dialog's smallest width (no sideways scrolling).
    int pictures = 0;
    for (QLabel *label : dialog.findChildren<QLabel *>()) {
        if (!label->objectName().startsWith(QLatin1String("callPicture_")))
            continue;
        ++pictures;
        QVERIFY(ids.contains(label->objectName().mid(12)));
        const QPixmap pm = label->pixmap();
        QVERIFY(!pm.isNull());
        QCOMPARE(pm.devicePixelRatio(), dialog.devicePixelRatioF());
        QVERIFY2(label->width() <= dialog.minimumWidth() - 2 * 24 - 2 * 12,
                 qPrintable(QString::number(label->width())));
        QVERIFY(label->accessibleName().startsWith(QLatin1String("Example: ")));
    }
    QCOMPARE(pictures, ids.size());
    // The preset has its own name and origin (not "Custom rules").
    if (preset == QLatin1String("slaps_full")) {
        const auto *top = dialog.findChild<QLabel *>(QStringLiteral("title"));
        QVERIFY(top);
        QCOMPARE(top->text(), QStringLiteral("How to play: Slaps, every advanced rule"));
    }

    const QString dir = qEnvironmentVariable("RATSCREW_HELP_PNG_DIR");
    if (!dir.isEmpty() && !ids.isEmpty()) {
        const auto *scroll = dialog.findChild<QScrollArea *>();
        QVERIFY(scroll);
        const QString name =
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
        QVERIFY(
            scroll->widget()->grab().save(QDir(dir).filePath(QStringLiteral("help-calls-%1.png").arg(name))));
    }
}

void TestHelpDialog::callExamplesAreCalls()
{
    // Under every preset with each sticky rank, every forbidden rank and
    // every pattern on or only the preset's: the stick's pile has a sticky
    // face on top and no pattern, the split's an 8 on top and no pattern,
    // and no card shows twice in one picture.
    std::vector<std::string> all;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (SlapPattern(i) != SlapPattern::Triple)
            all.emplace_back(patternId(SlapPattern(i)));
    for (std::string_view name : RuleSet::presetNames()) {
        for (bool allPatterns : {false, true}) {
            for (const char *face : {"J", "Q", "K", "A"}) {
                for (int forbidden = 0; forbidden <= 13; ++forbidden) {
                    RuleSet rules = *RuleSet::preset(name);
                    if (allPatterns)
                        QVERIFY(rules.setOption("slaps", all).empty());
                    QVERIFY(rules.setOption("sticky_faces", std::vector<std::string>{face}).empty());
                    QVERIFY(rules.setOption("split_eights", true).empty());
                    if (forbidden > 0)
                        rules.forbiddenRank = Rank(forbidden);
                    const std::vector<CallExample> examples = callExamples(rules);
                    // No pile_won picture where no split can happen.
                    QCOMPARE(examples.size(), std::size_t(forbidden == 8 ? 2 : 3));
                    const QByteArray what = QByteArray(name.data()) + " " + face + " forbidden "
                                            + QByteArray::number(forbidden) + (allPatterns ? " all" : "");
                    for (const CallExample &e : examples) {
                        QSet<int> ids;
                        for (const auto *piles : {&e.before, &e.after}) {
                            for (const ExamplePile &pile : *piles) {
                                QVERIFY2(!pile.cards.empty() && pile.cards.size() <= 4, what);
                                QCOMPARE(pile.used.size(), pile.cards.size());
                                QVERIFY(!pile.caption.isEmpty());
                                if (piles == &e.before)
                                    for (Card c : pile.cards) {
                                        QVERIFY2(!ids.contains(c.id()), what);
                                        ids.insert(c.id());
                                    }
                            }
                        }
                        QVERIFY(!e.title.isEmpty() && !e.description.isEmpty());
                    }
                    const ExamplePile &stick = examples[0].before.at(0);
                    QCOMPARE(examples[0].id, QStringLiteral("stick"));
                    // docs/RULES.md §9.1: a stick only while the face card is
                    // on top, before any answer card (not only a letter card).
                    QVERIFY2(
                        examples[0].description.contains(QStringLiteral("Before that player plays any card")),
                        qPrintable(examples[0].description));
                    QCOMPARE(stick.cards.back().rank(), *parseRank(face));
                    if (forbidden != int(*parseRank(face)))
                        QVERIFY2(matchSlapPatterns(rules, stick.cards).empty(), what);
                    QCOMPARE(examples[1].id, QStringLiteral("split"));
                    QCOMPARE(examples[1].before.size(), std::size_t(2));
                    const ExamplePile &split = examples[1].before.at(0);
                    QCOMPARE(split.cards.back().rank(), Rank::Eight);
                    QVERIFY2(matchSlapPatterns(rules, split.cards).empty(), what);
                    if (forbidden != 8) {
                        QCOMPARE(examples[2].id, QStringLiteral("pile_won"));
                        QCOMPARE(examples[2].after.size(), std::size_t(1));
                        // The split pile is what stays, moved over as the slap pile.
                        QVERIFY(examples[2].after.at(0).cards == examples[2].before.at(1).cards);
                    }
                    if (QTest::currentTestFailed())
                        return;
                }
            }
        }
    }
    // A forbidden sticky rank is passed over when another rank is sticky.
    RuleSet rules = *RuleSet::preset("slaps_full");
    QVERIFY(rules.setOption("sticky_faces", std::vector<std::string>{"Q", "K"}).empty());
    QVERIFY(rules.setOption("forbidden_rank", std::string("K")).empty());
    QCOMPARE(callExamples(rules).at(0).before.at(0).cards.back().rank(), Rank::Queen);
    QVERIFY(callExamples(*RuleSet::preset("slaps_advanced")).empty());
}

// The log and the status line say "slapped on nothing" and "slapped on an
// empty pile" (story/Storyteller.cpp): the rules page says what each is.
void TestHelpDialog::theLogsMisslapWordsAreExplained()
{
    const HelpDialog dialog(*RuleSet::preset("house"), QStringLiteral("house"));
    QString text;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        if (label->accessibleName() == QLatin1String("Slapped on nothing")
            && label->text() != label->accessibleName())
            text = label->text();
    QVERIFY2(text.contains(QLatin1String("a misslap")) && text.contains(QLatin1String("no pattern"))
                 && text.contains(QStringLiteral("“Slapped on an empty pile” is a misslap too")),
             qPrintable(text));
}

// docs/RULES.md §11.2 and §11.3: a ten that stops a challenge, a lockout and
// no penalty have pictures like the calls'; every penalty has its words.
void TestHelpDialog::thirdEditionHouseRules()
{
    const auto rulesText = [](const HelpDialog &dialog, const QString &term) {
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            if (label->accessibleName() == term && label->text() != term)
                return label->text();
        return QString();
    };
    {
        const HelpDialog plain(*RuleSet::preset("house"), QStringLiteral("house"));
        QVERIFY(plain.houseRuleIds().isEmpty());
        QVERIFY(!plain.findChild<QLabel *>(QStringLiteral("houseRulesHeading")));
        QVERIFY(!rulesText(plain, QStringLiteral("Challenges")).contains(QLatin1String("10")));
    }
    RuleSet rules = *RuleSet::preset("slaps_advanced");
    rules.tenStops = true;
    rules.penalty = Penalty::Lockout;
    rules.lockoutCards = 3;
    for (SlapPattern p : {SlapPattern::FourOfASuit, SlapPattern::Divorce, SlapPattern::BigMac})
        rules.slaps.insert(p);
    HelpDialog dialog(rules, QStringLiteral("custom"));
    QCOMPARE(dialog.houseRuleIds(), QStringList({"ten_stops", "lockout"}));
    QVERIFY(dialog.callIds().isEmpty());
    const auto *heading = dialog.findChild<QLabel *>(QStringLiteral("houseRulesHeading"));
    QVERIFY(heading);
    QCOMPARE(heading->text(), QStringLiteral("Challenges and misslaps"));
    QVERIFY(dialog.patternIds().contains(QStringLiteral("big_mac")));
    // (The plural's English form comes with the translations.)
    QVERIFY(rulesText(dialog, QStringLiteral("Misslaps"))
                .startsWith(
                    QLatin1String("Slapping when no pattern shows locks you out: you keep your cards, but "
                                  "you cannot slap until 3 more card")));
    // slaps_advanced slaps a 10 on top (`ten`): the stopped pile is not left lying.
    QVERIFY(
        rulesText(dialog, QStringLiteral("Challenges"))
            .endsWith(QLatin1String("A 10 played in answer stops the challenge: the challenger does not win "
                                    "the pile, and the next player plays on. But a 10 on top shows Ten, so "
                                    "the first good slap takes the pile.")));
    {
        RuleSet noTen = rules;
        noTen.slaps.erase(SlapPattern::Ten);
        const HelpDialog plain(noTen, QStringLiteral("custom"));
        QVERIFY(
            rulesText(plain, QStringLiteral("Challenges"))
                .endsWith(QLatin1String("A 10 played in answer stops the challenge: nobody wins the pile, "
                                        "and the next player plays on.")));
    }
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    for (const QString &id : dialog.houseRuleIds()) {
        const auto *picture = dialog.findChild<QLabel *>(QStringLiteral("callPicture_") + id);
        QVERIFY2(picture, qPrintable(id));
        QVERIFY(!picture->pixmap().isNull());
        QCOMPARE(picture->pixmap().devicePixelRatio(), dialog.devicePixelRatioF());
        QVERIFY(picture->width() <= dialog.minimumWidth() - 2 * 24 - 2 * 12);
    }
    const QString dir = qEnvironmentVariable("RATSCREW_HELP_PNG_DIR");
    if (!dir.isEmpty()) {
        const auto *scroll = dialog.findChild<QScrollArea *>();
        QVERIFY(scroll);
        QVERIFY(scroll->widget()->grab().save(QDir(dir).filePath(QStringLiteral("help-third-edition.png"))));
    }
    rules.penalty = Penalty::None;
    rules.misslapLimit = 0;
    const HelpDialog noLimit(rules, QStringLiteral("custom"));
    QCOMPARE(rulesText(noLimit, QStringLiteral("Misslaps")),
             QStringLiteral("Slapping when no pattern shows costs nothing: there is no penalty."));
    rules.misslapLimit = 4;
    const HelpDialog none(rules, QStringLiteral("custom"));
    QCOMPARE(none.houseRuleIds(), QStringList({"ten_stops", "no_penalty"}));
    const std::vector<CallExample> examples = houseRuleExamples(rules);
    QVERIFY(examples.back().description.endsWith(QLatin1String("It still counts toward the misslap limit.")));
    QCOMPARE(examples.back().after.back().caption, QStringLiteral("Theirs to slap: Double"));
    rules.misslapLimit = 0;
    QVERIFY(houseRuleExamples(rules).back().description.endsWith(QLatin1String("the very next card.")));
    if (!dir.isEmpty()) {
        HelpDialog noPenalty(rules, QStringLiteral("custom"));
        noPenalty.show();
        QVERIFY(QTest::qWaitForWindowExposed(&noPenalty));
        const auto *row = noPenalty.findChild<QLabel *>(QStringLiteral("callPicture_no_penalty"));
        QVERIFY(row);
        QVERIFY(row->parentWidget()->grab().save(QDir(dir).filePath(QStringLiteral("help-no-penalty.png"))));
    }
    QCOMPARE(rulesText(none, QStringLiteral("Misslaps")),
             QStringLiteral("Slapping when no pattern shows costs nothing (no penalty), but it still counts "
                            "toward the misslap limit."));
}

void TestHelpDialog::escapeCloses()
{
    HelpDialog dialog(RuleSet(), QStringLiteral("house"));
    QVERIFY(!dialog.isModal());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.isVisible());
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QVERIFY(!dialog.isVisible());
}

void TestHelpDialog::followsPalette()
{
    HelpDialog dialog(RuleSet(), QStringLiteral("house"));
    QPalette dark = dialog.palette();
    dark.setColor(QPalette::Base, QColor(20, 20, 24));
    dark.setColor(QPalette::Text, Qt::white);
    dialog.setPalette(dark);
    const auto *scroll = dialog.findChild<QScrollArea *>();
    QVERIFY(scroll);
    QCOMPARE(scroll->widget()->palette().color(QPalette::Window), QColor(20, 20, 24));
    QCOMPARE(scroll->widget()->palette().color(QPalette::WindowText), QColor(Qt::white));
    QVERIFY(!dialog.grab().isNull());
}

RATSCREW_TEST_WIDGETS_MAIN(TestHelpDialog)
#include "tst_helpdialog.moc"
