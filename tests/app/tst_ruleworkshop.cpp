// SPDX-License-Identifier: GPL-3.0-or-later
// The rule workshop of Settings ▸ Rules (docs/RULES.md §11): the figures
// beside the rules follow every change while the dialog stays responsive,
// the rules travel as a rule code (copy, paste; a bad code is one line and
// changes nothing), and rule sets are saved by name.
#include "RuleCode.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "WidgetTestUtil.h"
#include "settings/RulesPage.h"
#include "settings/SettingsDialog.h"
#include "workshop/RuleForecast.h"
#include "workshop/RuleWorkshop.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cmath>

using namespace ratscrew;
using ratscrew::test::child;

namespace {

QString text(const QWidget &dialog, const char *label)
{
    return child<QLabel>(dialog, label)->text();
}

// The slappable cards' rows, "Double: 4.3" each, top to bottom.
QStringList patternRows(const QWidget &dialog)
{
    QStringList rows;
    for (const QLabel *value : child<QWidget>(dialog, "forecastPatterns")
                                   ->findChildren<QLabel *>(QStringLiteral("forecastPatternValue")))
        rows << value->accessibleName();
    return rows;
}

std::vector<BotProfile> profiles(const AppSettings &s)
{
    std::vector<BotProfile> bots;
    for (const BotSettings &bot : s.bots)
        bots.push_back(bot.profile());
    return bots;
}

// The figures RuleForecast gives for the dialog's rules and table, run
// apart from the dialog.
RuleFigures expected(const AppSettings &s, int games)
{
    RuleForecast forecast;
    QSignalSpy ready(&forecast, &RuleForecast::figuresReady);
    forecast.start(s.gameRules(), profiles(s), games);
    if (!ready.wait(120000))
        qFatal("no figures");
    return ready.takeFirst().at(0).value<RuleFigures>();
}

} // namespace

class TestRuleWorkshop : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<RuleFigures>();
        ratscrew::installTranslations(QStringLiteral("en"));
    }
    void figuresFollowTheRulesWhileTheDialogRuns();
    void longGamesAskForAGameLength();
    void rulesTravelAsACode();
    void badCodesChangeNothing();
    void ruleSetsAreSavedByName();
};

// Changes on the Rules tab and the Players tab cancel the run in progress;
// the figures that come are those of the last rules, equal to a run of
// RuleForecast apart, and meanwhile the GUI thread kept turning (a zero
// timer fired while the figures were still to come).
void TestRuleWorkshop::figuresFollowTheRulesWhileTheDialogRuns()
{
    AppSettings s;
    s.bots = AppSettings::defaultBots(1);
    s.gameLengthMinutes = 0;
    SettingsDialog d(s, nullptr);
    auto *workshop = child<RuleWorkshop>(d, "ruleWorkshop");
    workshop->setGames(30);
    d.showPage(1); // Rules
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QSignalSpy shown(workshop, &RuleWorkshop::figuresShown);
    QVERIFY(workshop->isUpdating());
    QVERIFY(shown.wait(60000)); // house at two seats
    QVERIFY(!child<QProgressBar>(d, "forecastProgress")->isVisible());
    QVERIFY2(text(d, "forecastLength").startsWith(QStringLiteral("Half of the games are over within ")),
             qPrintable(text(d, "forecastLength")));
    QCOMPARE(text(d, "forecastTable"), QStringLiteral("From 30 games of bots at this table of 2 players."));
    const QStringList house = patternRows(d);
    QCOMPARE(house.size(), 6); // house's patterns, most slappable first
    QVERIFY2(house.filter(QStringLiteral("Double: ")).size() == 1, qPrintable(house.join(u'|')));
    QVERIFY(house.filter(QStringLiteral("Divorce")).isEmpty());
    QVERIFY(!child<QLabel>(d, "forecastWarning")->isVisible());
    QVERIFY(!child<QLabel>(d, "forecastUnlimited")->isVisible());

    // Three changes in a row, one on the Players tab: one run, of the last.
    int ticks = 0, ticksWhileUpdating = 0;
    QTimer tick;
    tick.setInterval(0);
    connect(&tick, &QTimer::timeout, [&] {
        ++ticks;
        ticksWhileUpdating += workshop->isUpdating();
    });
    tick.start();
    shown.clear();
    // The progress bar fills from empty and never goes back within the run
    // (a busy bar, drawn full, then dropped to the first games' share).
    auto *bar = child<QProgressBar>(d, "forecastProgress");
    QList<double> filled; // the bar's share at each change
    const auto look = [&] {
        const double share = bar->maximum() <= bar->minimum()
                                 ? 1.0 // busy: drawn full
                                 : double(std::max(bar->value(), bar->minimum()) - bar->minimum())
                                       / double(bar->maximum() - bar->minimum());
        if (filled.isEmpty() || filled.constLast() != share)
            filled << share;
    };
    connect(bar, &QProgressBar::valueChanged, look);
    auto *penalty = child<QComboBox>(d, "penalty");
    penalty->setCurrentIndex(penalty->findData(QStringLiteral("lockout")));
    QVERIFY(workshop->isUpdating());
    QVERIFY(child<QProgressBar>(d, "forecastProgress")->isVisible());
    child<QCheckBox>(d, "pattern_divorce")->setChecked(true);
    child<QSpinBox>(d, "botCount")->setValue(3);
    QVERIFY(shown.wait(60000));
    tick.stop();
    QCOMPARE(shown.size(), 1);
    QVERIFY(!filled.isEmpty());
    QCOMPARE(filled.constFirst(), 0.0);
    QCOMPARE(filled.constLast(), 1.0);
    QVERIFY2(std::is_sorted(filled.cbegin(), filled.cend()), qPrintable([&] {
                 QStringList l;
                 for (double f : filled)
                     l << QString::number(f);
                 return l.join(QStringLiteral(" → "));
             }()));
    QVERIFY2(ticksWhileUpdating > 5, qPrintable(QString::number(ticksWhileUpdating)));
    QVERIFY(!workshop->isUpdating());

    const AppSettings now = d.settings();
    QCOMPARE(now.rules.penalty, Penalty::Lockout);
    QCOMPARE(int(now.bots.size()), 3);
    const RuleFigures want = expected(now, 30);
    const RuleFigures &got = *workshop->figures();
    QCOMPARE(got.games, 30);
    QCOMPARE(got.minutesP50, want.minutesP50);
    QCOMPARE(got.minutesP95, want.minutesP95);
    QCOMPARE(got.bySlap, want.bySlap);
    QCOMPARE(got.misslapsPerGame, want.misslapsPerGame);
    QCOMPARE(got.slappablePer100, want.slappablePer100);
    QVERIFY(got.slappablePer100[std::size_t(SlapPattern::Divorce)] > 0);
    QCOMPARE(text(d, "forecastTable"), QStringLiteral("From 30 games of bots at this table of 4 players."));
    QCOMPARE(patternRows(d).size(), 7);
    QCOMPARE(patternRows(d).filter(QStringLiteral("Divorce: ")).size(), 1);

    // The same rules again start nothing.
    penalty->setCurrentIndex(penalty->findData(QStringLiteral("lockout")));
    QVERIFY(!workshop->isUpdating());
}

// slaps_advanced with seven bots and no game length: most games would not
// end. The warning's button sets 30 minutes, and the figures follow.
void TestRuleWorkshop::longGamesAskForAGameLength()
{
    AppSettings s;
    s.bots = AppSettings::defaultBots(7);
    s.rules = *RuleSet::preset("slaps_advanced");
    s.preset = QStringLiteral("slaps_advanced");
    s.gameLengthMinutes = 0;
    SettingsDialog d(s, nullptr);
    auto *workshop = child<RuleWorkshop>(d, "ruleWorkshop");
    workshop->setGames(12);
    d.showPage(1); // Rules
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QSignalSpy shown(workshop, &RuleWorkshop::figuresShown);
    QVERIFY(shown.wait(120000));
    const RuleFigures figures = *workshop->figures();
    QVERIFY(figures.wantsLimit);
    auto *warning = child<QLabel>(d, "forecastWarning");
    QVERIFY(warning->isVisible());
    // The warning says what the figures under it say: most of these games
    // never end (not "longer than 30 minutes").
    QVERIFY2(figures.minutesP50Unlimited >= RuleForecast::kHorizonMinutes,
             qPrintable(QString::number(figures.minutesP50Unlimited)));
    const QString unending = text(d, "forecastUnending");
    QVERIFY(unending.contains(QStringLiteral("would still be going after 6 hours")));
    const QString share = unending.section(QStringLiteral(" of the games"), 0, 0); // "91 %"
    QCOMPARE(share, QStringLiteral("%1\u00a0%").arg(std::lround(figures.unendingShare * 100)));
    QCOMPARE(warning->text(),
             QStringLiteral("⚠ %1 of these games would still be going after 6 hours, and they "
                            "have no game length.")
                 .arg(share));
    // The misslaps a game are of the games that end; those still going at
    // the horizon are no whole games.
    QVERIFY2(figures.misslapGames < figures.games, qPrintable(QString::number(figures.misslapGames)));
    QCOMPARE(text(d, "forecastMisslaps"),
             figures.misslapGames > 0
                 ? QStringLiteral("The bots misslap %1 times a game, all together, in the games that end "
                                  "within 6 hours.")
                       .arg(QLocale().toString(figures.misslapsPerGame, 'f', 1))
                 : QStringLiteral("No game ends within 6 hours. The bots misslap %1 times an hour, all "
                                  "together.")
                       .arg(QLocale().toString(figures.misslapsPerHour, 'f', 1)));
    auto *button = child<QPushButton>(d, "forecastSetLength");
    QCOMPARE(button->text(), QStringLiteral("Play 30 minutes"));
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(d.settings().gameLengthMinutes, 30);
    QCOMPARE(d.settings().preset, QStringLiteral("slaps_advanced")); // the length is no rule option
    QVERIFY(shown.wait(120000));
    QVERIFY(!warning->isVisible());
    QVERIFY(child<QLabel>(d, "forecastUnlimited")->isVisible());
    QVERIFY2(text(d, "forecastLength").contains(QStringLiteral("Time is up in ")),
             qPrintable(text(d, "forecastLength")));
    QVERIFY(workshop->figures()->minutesP95 <= 30.0);
    // With a length every game ends: misslaps a game, of every game.
    QCOMPARE(workshop->figures()->misslapGames, workshop->figures()->games);
    QCOMPARE(text(d, "forecastMisslaps"),
             QStringLiteral("The bots misslap %1 times a game, all together.")
                 .arg(QLocale().toString(workshop->figures()->misslapsPerGame, 'f', 1)));
}

// The code field shows the rules and game length as a code; Copy puts it
// on the clipboard, Paste reads one, with a length the box did not offer.
void TestRuleWorkshop::rulesTravelAsACode()
{
    AppSettings s;
    SettingsDialog d(s, nullptr);
    auto *code = child<QLineEdit>(d, "ruleCode");
    QCOMPARE(code->text(), QString::fromStdString(RuleCode::encode(s.gameRules())));
    QTest::mouseClick(child<QPushButton>(d, "copyRuleCode"), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), code->text());

    RuleSet friday = *RuleSet::preset("slaps");
    QVERIFY(friday.setOption("penalty", std::string("lockout")).empty());
    QVERIFY(friday.setOption("lockout_cards", 7LL).empty());
    QVERIFY(friday.setOption("slaps", std::vector<std::string>{"double", "big_mac"}).empty());
    friday.timeLimitMinutes = 45;
    const QString fridayCode = QString::fromStdString(RuleCode::encode(friday));
    QGuiApplication::clipboard()->setText(QStringLiteral("  ") + fridayCode.toLower() + QStringLiteral("\n"));
    QTest::mouseClick(child<QPushButton>(d, "pasteRuleCode"), Qt::LeftButton);
    const AppSettings now = d.settings();
    QCOMPARE(now.gameRules(), friday); // every option exactly, the length too
    QCOMPARE(now.gameLengthMinutes, 45);
    QCOMPARE(child<QComboBox>(d, "gameLength")->currentText(), QStringLiteral("45 minutes"));
    QCOMPARE(child<QSpinBox>(d, "lockout_cards")->value(), 7);
    QCOMPARE(code->text(), fridayCode);
    QCOMPARE(text(d, "ruleCodeNote"), QStringLiteral("The rules of the code are in place."));

    // Typed in: read as soon as it is whole.
    const QString slaps = QString::fromStdString(RuleCode::encode(*RuleSet::preset("slaps_full")));
    code->clear();
    QTest::keyClicks(code, slaps.left(10));
    QCOMPARE(d.settings().gameRules(), friday);
    QTest::keyClicks(code, slaps.mid(10));
    QCOMPARE(d.settings().rules, *RuleSet::preset("slaps_full"));
    QCOMPARE(d.settings().gameLengthMinutes, 0);
    QCOMPARE(d.settings().preset, QStringLiteral("slaps_full"));
}

// A bad code is one clear line under the field, never a default: the rules
// stay as they were.
void TestRuleWorkshop::badCodesChangeNothing()
{
    AppSettings s;
    s.rules = *RuleSet::preset("classic");
    s.preset = QStringLiteral("classic");
    SettingsDialog d(s, nullptr);
    auto *page = d.findChild<RulesPage *>();
    QVERIFY(page);
    std::string typo = RuleCode::encode(*RuleSet::preset("slaps"));
    typo[4] = typo[4] == 'Z' ? 'Y' : 'Z';
    std::string newer = RuleCode::encode(*RuleSet::preset("slaps"));
    newer[1] = '7';
    const QList<std::pair<QString, QString>> cases = {
        {QString::fromStdString(typo), QStringLiteral("⚠ This rule code has a typo: its check characters do "
                                                      "not match. The rules are unchanged.")},
        {QString::fromStdString(newer),
         QStringLiteral("⚠ This rule code comes from a newer version of the game (code version 7); this one "
                        "reads version 2. The rules are unchanged.")},
        {QStringLiteral("R1-ABCD"),
         QStringLiteral(
             "⚠ This rule code is cut short: it has 4 of its 16 characters. The rules are unchanged.")},
        {QStringLiteral("{\"penalty\": \"none\"}"),
         QStringLiteral("⚠ This is not a rule code: a rule code looks like R2-XXXX-XXXX-XXXX-XXXX. The rules "
                        "are unchanged.")},
        {QStringLiteral("R1-ABCD-\x1b"),
         QStringLiteral("⚠ A rule code cannot have the character “\\x1b” in it. The rules are unchanged.")},
        // A character of more than one byte is named whole, not as U+FFFD.
        {QStringLiteral("R1-ÄBCD-EFGH"),
         QStringLiteral("⚠ A rule code cannot have the character “Ä” in it. The rules are unchanged.")},
        {QStringLiteral("R1-AB€D-EFGH"),
         QStringLiteral("⚠ A rule code cannot have the character “€” in it. The rules are unchanged.")},
    };
    auto *code = child<QLineEdit>(d, "ruleCode");
    for (const auto &[bad, says] : cases) {
        QGuiApplication::clipboard()->setText(bad);
        QTest::mouseClick(child<QPushButton>(d, "pasteRuleCode"), Qt::LeftButton);
        QCOMPARE(text(d, "ruleCodeNote"), says);
        QVERIFY(!text(d, "ruleCodeNote").contains(QLatin1Char('\n')));
        QCOMPARE(d.settings().rules, *RuleSet::preset("classic"));
        QCOMPARE(d.settings().gameLengthMinutes, AppSettings::kDefaultGameLengthMinutes);
        QVERIFY(!page->readCode(code->text()));
    }
    // Typed and Enter: the line, and the dialog stays open (Enter is not OK).
    QSignalSpy applied(&d, &SettingsDialog::applied);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    d.showPage(1);
    code->setFocus();
    code->clear();
    QTest::keyClicks(code, QString::fromStdString(typo));
    QTest::keyClick(code, Qt::Key_Return);
    QVERIFY(d.isVisible());
    QCOMPARE(applied.size(), 0);
    QVERIFY(text(d, "ruleCodeNote").startsWith(QStringLiteral("⚠ This rule code has a typo")));
    // Binary junk and a huge paste: cut to the field, refused.
    QGuiApplication::clipboard()->setText(QString(100000, QChar(0xfffd)));
    QTest::mouseClick(child<QPushButton>(d, "pasteRuleCode"), Qt::LeftButton);
    QCOMPARE(code->text().size(), code->maxLength());
    QCOMPARE(d.settings().rules, *RuleSet::preset("classic"));
    // Copy copies what the box then shows: the code of the rules in view,
    // put back over the refused text, never another code than the one seen.
    for (const QString &bad : {QString::fromStdString(typo), QStringLiteral("R1-ABCD")}) {
        QGuiApplication::clipboard()->setText(bad);
        QTest::mouseClick(child<QPushButton>(d, "pasteRuleCode"), Qt::LeftButton);
        QCOMPARE(code->text(), bad);
        QTest::mouseClick(child<QPushButton>(d, "copyRuleCode"), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), code->text());
        QCOMPARE(code->text(), QString::fromStdString(RuleCode::encode(d.settings().gameRules())));
        QVERIFY(text(d, "ruleCodeNote").startsWith(QStringLiteral("The code is copied")));
        QCOMPARE(d.settings().rules, *RuleSet::preset("classic"));
    }
    // Another change puts the code of the rules back, and the note.
    child<QCheckBox>(d, "ten_stops")->setChecked(true);
    QCOMPARE(code->text(), QString::fromStdString(RuleCode::encode(d.settings().gameRules())));
    QVERIFY(text(d, "ruleCodeNote").startsWith(QStringLiteral("Share these rules")));
}

// Save as… (by its dialog and directly), pick, replace, delete; nothing is
// kept until OK or Apply, and what is kept round-trips.
void TestRuleWorkshop::ruleSetsAreSavedByName()
{
    AppSettings s;
    SettingsDialog d(s, nullptr);
    auto *page = d.findChild<RulesPage *>();
    auto *saved = child<QComboBox>(d, "savedRuleSets");
    auto *del = child<QPushButton>(d, "deleteRuleSet");
    QVERIFY(!saved->isEnabled());
    QVERIFY(!del->isEnabled());

    child<QCheckBox>(d, "ten_stops")->setChecked(true);
    QTimer::singleShot(0, [&] {
        auto *ask = d.findChild<QInputDialog *>(QStringLiteral("ruleSetNameDialog"));
        QVERIFY(ask);
        ask->setTextValue(QStringLiteral("  Tens\tstop  "));
        ask->accept();
    });
    QTest::mouseClick(child<QPushButton>(d, "saveRuleSet"), Qt::LeftButton);
    QCOMPARE(d.settings().savedRuleSets.size(), 1);
    QCOMPARE(d.settings().savedRuleSets.at(0).name, QStringLiteral("Tens stop"));
    QCOMPARE(d.settings().savedRuleSets.at(0).rules, d.settings().gameRules());
    QCOMPARE(saved->currentText(), QStringLiteral("Tens stop"));
    QVERIFY(del->isEnabled());

    auto *length = child<QComboBox>(d, "gameLength");
    length->setCurrentIndex(length->findData(60));
    QVERIFY(page->saveRuleSet(QStringLiteral("Long")));
    QVERIFY(!page->saveRuleSet(QStringLiteral(" \x07 ")));
    QCOMPARE(saved->count(), 2);
    QCOMPARE(saved->currentText(), QStringLiteral("Long"));

    // Other rules: no saved set is current; picking one loads it, length too.
    auto *penalty = child<QComboBox>(d, "penalty");
    penalty->setCurrentIndex(penalty->findData(QStringLiteral("none")));
    QCOMPARE(saved->currentIndex(), -1);
    QVERIFY(!del->isEnabled());
    saved->activated(0);
    QCOMPARE(saved->currentText(), QStringLiteral("Tens stop"));
    QCOMPARE(d.settings().gameLengthMinutes, 30);
    QVERIFY(d.settings().rules.tenStops);
    QCOMPARE(d.settings().rules.penalty, Penalty::Burn);

    // The same name in another case replaces it.
    penalty->setCurrentIndex(penalty->findData(QStringLiteral("none")));
    QVERIFY(page->saveRuleSet(QStringLiteral("TENS STOP")));
    QCOMPARE(d.settings().savedRuleSets.size(), 2);
    QCOMPARE(d.settings().savedRuleSets.at(0).rules.penalty, Penalty::None);

    // Delete asks first, naming the rule set; No keeps it.
    const auto answerDelete = [&d](QMessageBox::StandardButton answer, QString *asked) {
        QTimer::singleShot(0, [&d, answer, asked] {
            auto *box = d.findChild<QMessageBox *>(QStringLiteral("deleteRuleSetQuestion"));
            QVERIFY(box);
            *asked = box->text();
            QCOMPARE(box->defaultButton(), box->button(QMessageBox::No));
            box->button(answer)->click();
        });
    };
    QString asked;
    answerDelete(QMessageBox::No, &asked);
    QTest::mouseClick(del, Qt::LeftButton);
    QCOMPARE(asked, QStringLiteral("Delete the rule set “TENS STOP”?"));
    QCOMPARE(d.settings().savedRuleSets.size(), 2);
    QCOMPARE(saved->currentText(), QStringLiteral("TENS STOP"));
    asked.clear();
    answerDelete(QMessageBox::Yes, &asked);
    QTest::mouseClick(del, Qt::LeftButton);
    QCOMPARE(asked, QStringLiteral("Delete the rule set “TENS STOP”?"));
    QCOMPARE(d.settings().savedRuleSets.size(), 1);
    QCOMPARE(d.settings().savedRuleSets.at(0).name, QStringLiteral("Long"));

    // At most kMaxRuleSets.
    for (int i = 1; i < AppSettings::kMaxRuleSets; ++i)
        QVERIFY(page->saveRuleSet(QStringLiteral("Set %1").arg(i)));
    QVERIFY(!page->saveRuleSet(QStringLiteral("One too many")));
    QVERIFY(page->saveRuleSet(QStringLiteral("set 7"))); // a replacement still is
    QCOMPARE(d.settings().savedRuleSets.size(), AppSettings::kMaxRuleSets);
}

RATSCREW_TEST_WIDGETS_MAIN(TestRuleWorkshop)
#include "tst_ruleworkshop.moc"
