// SPDX-License-Identifier: GPL-3.0-or-later
// The Settings dialog: it shows an AppSettings exactly, gives it back
// unchanged, and every tab's controls edit the right values. Controls are
// found by objectName, never by position.
//
// Set RATSCREW_SETTINGS_PNG_DIR to a directory to get a screenshot of
// every tab (for looking at, not for checking).
#include "TestRegistry.h"
#include "Translations.h"
#include "WidgetTestUtil.h"
#include "settings/SettingsDialog.h"
#include "settings/SettingsPage.h"
#include "sound/SoundBoard.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ratscrew;
using ratscrew::test::child;

namespace {

// Whether `w` shows on its page (the page itself may be out of view): an
// option that does not apply is hidden, not greyed out.
bool shownOnItsPage(const QWidget *w)
{
    const QWidget *page = w;
    while (page && !qobject_cast<const SettingsPage *>(page))
        page = page->parentWidget();
    return page && w->isVisibleTo(page);
}

// Five bots of mixed levels with one custom, classic rules with a few
// overrides (sticky queens and aces), and no default left anywhere else
// either.
AppSettings unusual()
{
    AppSettings s;
    s.playerName = QStringLiteral("Zoë");
    BotSettings custom{QStringLiteral("Cyd"), QStringLiteral("custom"), BotSettings::customFrom("hard")};
    custom.custom.medianReactionMs = 800;
    custom.custom.spread = 0.4;
    custom.custom.missChance = 0.25;
    custom.custom.falseSlapChance = 0.05;
    custom.custom.playDelayMs = 1200;
    s.bots = {BotSettings{QStringLiteral("Ada"), QStringLiteral("beginner")},
              BotSettings{QStringLiteral("Bo"), QStringLiteral("expert")}, custom,
              BotSettings{QStringLiteral("Dee"), QStringLiteral("hard")},
              BotSettings{QStringLiteral("Eliza Longname-Smith"), QStringLiteral("easy")}};
    s.rules = *RuleSet::preset("classic");
    s.rules.setOption("misslap_limit", 7LL);
    s.rules.setOption("sticky_faces", std::vector<std::string>{"Q", "A"});
    s.preset = QStringLiteral("custom");
    s.collectDelayMs = 1500;
    s.botPlaySpeed = 1.5;
    s.animationScale = 0.5;
    s.pauseOnFocusLoss = false;
    s.volume = 35;
    s.muted = true;
    s.cardBackColour = QColor(0x12, 0x34, 0x56);
    s.fourColourDeck = true;
    s.tableColour = QColor(0x65, 0x43, 0x21);
    s.logVisible = true;
    s.windowGeometry = QByteArray("geometry");
    s.windowState = QByteArray("state");
    return s;
}

void pick(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    QVERIFY2(index >= 0, qPrintable(combo->objectName() + QLatin1String(": ") + data.toString()));
    combo->setCurrentIndex(index);
}

} // namespace

class TestSettingsDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void showsCurrentExactly()
    {
        const AppSettings s = unusual();
        SilentSoundPlayer player;
        SettingsDialog d(s, &player);
        QCOMPARE(d.windowTitle(), QStringLiteral("Settings"));
        QCOMPARE(child<QLineEdit>(d, "playerName")->text(), QStringLiteral("Zoë"));
        QCOMPARE(child<QSpinBox>(d, "botCount")->value(), 5);
        QCOMPARE(child<QLineEdit>(d, "botName5")->text(), QStringLiteral("Eliza Longname-Smith"));
        QCOMPARE(child<QComboBox>(d, "botLevel1")->currentData().toString(), QStringLiteral("beginner"));
        QCOMPARE(child<QComboBox>(d, "botLevel3")->currentData().toString(), QStringLiteral("custom"));
        QVERIFY(!child<QComboBox>(d, "sameLevel")->currentData().isValid()); // "Mixed"
        QVERIFY(shownOnItsPage(child<QWidget>(d, "customLevel")));
        QCOMPARE(child<QSpinBox>(d, "customMedian")->value(), 800);
        QCOMPARE(child<QDoubleSpinBox>(d, "customSpread")->value(), 0.4);
        QCOMPARE(child<QDoubleSpinBox>(d, "customMiss")->value(), 25.0);
        QCOMPARE(child<QDoubleSpinBox>(d, "customFalseSlap")->value(), 5.0);
        QCOMPARE(child<QSpinBox>(d, "customPlayDelay")->value(), 1200);
        QVERIFY(!child<QWidget>(d, "botCustom3")->isHidden());
        QVERIFY(child<QWidget>(d, "botCustom1")->isHidden());

        QCOMPARE(child<QComboBox>(d, "preset")->currentData().toString(), QStringLiteral("custom"));
        QCOMPARE(child<QSpinBox>(d, "misslap_limit")->value(), 7);
        QCOMPARE(child<QComboBox>(d, "penalty")->currentData().toString(), QStringLiteral("give_pile"));
        QVERIFY(!shownOnItsPage(child<QComboBox>(d, "burn_count")));
        QCOMPARE(child<QComboBox>(d, "run_ace")->currentData().toString(), QStringLiteral("both"));
        QCOMPARE(child<QComboBox>(d, "collect")->currentData().toString(), QStringLiteral("on_collect"));
        QVERIFY(shownOnItsPage(child<QSpinBox>(d, "collectDelay")));
        QCOMPARE(child<QSpinBox>(d, "collectDelay")->value(), 1500);
        QCOMPARE(child<QComboBox>(d, "leader")->currentData().toString(), QStringLiteral("winner"));
        QCOMPARE(child<QComboBox>(d, "win")->currentData().toString(), QStringLiteral("all_cards"));
        QCOMPARE(child<QComboBox>(d, "jokers")->currentData().toInt(), 0);
        QCOMPARE(child<QComboBox>(d, "forbidden_rank")->currentData().toString(), QString());
        QVERIFY(child<QCheckBox>(d, "slap_in")->isChecked());
        QVERIFY(!child<QCheckBox>(d, "sticky_J")->isChecked());
        QVERIFY(child<QCheckBox>(d, "sticky_Q")->isChecked());
        QVERIFY(!child<QCheckBox>(d, "sticky_K")->isChecked());
        QVERIFY(child<QCheckBox>(d, "sticky_A")->isChecked());
        QVERIFY(!child<QCheckBox>(d, "split_eights")->isChecked());
        for (int i = 0; i < kSlapPatternCount; ++i) {
            const auto p = SlapPattern(i);
            const QByteArray name =
                "pattern_" + QByteArray(patternId(p).data(), qsizetype(patternId(p).size()));
            auto *check = child<QCheckBox>(d, name.constData());
            QCOMPARE(check->isChecked(), s.rules.slaps.contains(p) && p != SlapPattern::Triple);
            QCOMPARE(check->isEnabled(), p != SlapPattern::Triple);
        }

        QCOMPARE(child<QComboBox>(d, "botPlaySpeed")->currentData().toDouble(), 1.5);
        QCOMPARE(child<QComboBox>(d, "animationScale")->currentData().toDouble(), 0.5);
        QVERIFY(!child<QCheckBox>(d, "pauseOnFocusLoss")->isChecked());
        QCOMPARE(child<QSlider>(d, "volume")->value(), 35);
        QCOMPARE(child<QLabel>(d, "volumeValue")->text(), QStringLiteral("35 %"));
        QVERIFY(child<QCheckBox>(d, "muted")->isChecked());
        QVERIFY(!child<QPushButton>(d, "testSound")->isEnabled()); // muted
        // A colour button shows its colour, not its numbers (a screen reader
        // gets those).
        for (const auto &[name, colour] : {std::pair{"cardBackColour", QColor(0x12, 0x34, 0x56)},
                                           std::pair{"tableColour", QColor(0x65, 0x43, 0x21)}}) {
            auto *button = child<QPushButton>(d, name);
            QVERIFY(button->text().isEmpty());
            QCOMPARE(button->accessibleDescription(), colour.name().toUpper());
            button->resize(button->sizeHint());
            const QImage face = button->grab().toImage();
            QCOMPARE(face.pixelColor(face.rect().center()).rgb(), colour.rgb());
        }
        QVERIFY(child<QCheckBox>(d, "fourColourDeck")->isChecked());

        QVERIFY(d.problem().isEmpty());
        QVERIFY(d.settings() == s);
        QVERIFY(SettingsDialog(AppSettings{}, nullptr).settings() == AppSettings{});
    }

    // docs/RULES.md §11: the game length beside the rules (a preset stays
    // that preset), the penalties none and lockout with lockout_cards, and
    // ten_stops.
    void gameLengthAndTheThirdEditionsOptions()
    {
        AppSettings s;
        s.gameLengthMinutes = 10;
        SettingsDialog d(s, nullptr);
        auto *length = child<QComboBox>(d, "gameLength");
        QCOMPARE(length->count(), 5);
        QCOMPARE(length->currentData().toInt(), 10);
        QCOMPARE(length->itemText(0), QStringLiteral("Until one player has every card"));
        QCOMPARE(length->itemText(3), QStringLiteral("30 minutes"));
        length->setCurrentIndex(length->findData(0));
        QCOMPARE(d.settings().gameLengthMinutes, 0);
        QCOMPARE(d.settings().preset, QStringLiteral("house"));
        QCOMPARE(d.settings().rules.timeLimitMinutes, 0);
        auto *penalty = child<QComboBox>(d, "penalty");
        auto *lockout = child<QSpinBox>(d, "lockout_cards");
        QVERIFY(!shownOnItsPage(lockout));
        penalty->setCurrentIndex(penalty->findData(QStringLiteral("lockout")));
        QVERIFY(shownOnItsPage(lockout));
        QCOMPARE(lockout->minimum(), 1);
        QCOMPARE(lockout->maximum(), 52);
        lockout->setValue(1); // the suffix agrees with the number
        QCOMPARE(lockout->suffix(), QStringLiteral(" card"));
        lockout->setValue(52);
        QCOMPARE(lockout->suffix(), QStringLiteral(" cards"));
        child<QCheckBox>(d, "ten_stops")->setChecked(true);
        AppSettings out = d.settings();
        QCOMPARE(out.rules.penalty, Penalty::Lockout);
        QCOMPARE(out.rules.lockoutCards, 52);
        QVERIFY(out.rules.tenStops);
        QCOMPARE(out.preset, QStringLiteral("custom"));
        penalty->setCurrentIndex(penalty->findData(QStringLiteral("none")));
        QCOMPARE(d.settings().rules.penalty, Penalty::None);
        QVERIFY(!shownOnItsPage(lockout));
        d.restoreDefaults();
        QCOMPARE(d.settings().gameLengthMinutes, AppSettings::kDefaultGameLengthMinutes);
    }

    void otherSpeedsAreKept()
    {
        AppSettings s;
        s.botPlaySpeed = 1.25;
        s.animationScale = 3;
        SettingsDialog d(s, nullptr);
        QVERIFY(d.settings() == s);
        d.restoreDefaults();
        QCOMPARE(child<QComboBox>(d, "animationScale")->count(), 4);
    }

    void sevenExpertBots()
    {
        SettingsDialog d(unusual(), nullptr);
        child<QSpinBox>(d, "botCount")->setValue(7);
        pick(child<QComboBox>(d, "sameLevel"), QStringLiteral("expert"));
        const AppSettings s = d.settings();
        QCOMPARE(s.bots.size(), 7);
        for (const BotSettings &bot : s.bots) {
            QCOMPARE(bot.level, QStringLiteral("expert"));
            QVERIFY(!bot.name.isEmpty());
        }
        QCOMPARE(s.bots.at(4).name, QStringLiteral("Eliza Longname-Smith"));
        QVERIFY(!shownOnItsPage(child<QWidget>(d, "customLevel")));
        child<QSpinBox>(d, "botCount")->setValue(2);
        QCOMPARE(d.settings().bots.size(), 2);
    }

    void customStartsFromTheLevel()
    {
        SettingsDialog d(unusual(), nullptr);
        pick(child<QComboBox>(d, "botLevel2"), QStringLiteral("custom"));
        QCOMPARE(d.settings().bots.at(1).custom, BotSettings::customFrom("expert"));
        QVERIFY(child<QGroupBox>(d, "customLevel")->title().contains(QStringLiteral("Bo")));
        child<QSpinBox>(d, "customMedian")->setValue(1000);
        child<QDoubleSpinBox>(d, "customMiss")->setValue(30);
        const BotSettings bot = d.settings().bots.at(1);
        QCOMPARE(bot.level, QStringLiteral("custom"));
        QCOMPARE(bot.custom.medianReactionMs, 1000);
        QCOMPARE(bot.custom.missChance, 0.3);
        QVERIFY(bot.profile().isValid());
        QCOMPARE(d.settings().bots.at(2), unusual().bots.at(2)); // the other custom bot is untouched
        child<QAbstractButton>(d, "botCustom3")->click();
        QCOMPARE(child<QSpinBox>(d, "customMedian")->value(), 800);
    }

    void presetsAndCustom()
    {
        SettingsDialog d(AppSettings{}, nullptr);
        auto *preset = child<QComboBox>(d, "preset");
        QCOMPARE(preset->currentData().toString(), QStringLiteral("house"));
        pick(preset, QStringLiteral("bicycle"));
        QVERIFY(d.settings().rules == *RuleSet::preset("bicycle"));
        QCOMPARE(d.settings().preset, QStringLiteral("bicycle"));
        // Where the preset comes from, in a player's words (no "seed 001").
        QCOMPARE(child<QLabel>(d, "presetOrigin")->text(),
                 QStringLiteral("The Bicycle-style rule texts as printed."));

        auto *marriage = child<QCheckBox>(d, "pattern_marriage");
        marriage->setChecked(false);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("custom"));
        QCOMPARE(d.settings().preset, QStringLiteral("custom"));
        QVERIFY(!d.settings().rules.slaps.contains(SlapPattern::Marriage));
        marriage->setChecked(true);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("bicycle"));
        QCOMPARE(d.settings().preset, QStringLiteral("bicycle"));

        pick(child<QComboBox>(d, "only_slap_three_rank"), QStringLiteral("7"));
        QCOMPARE(d.settings().rules.onlySlapThreeRank, std::optional(Rank::Seven));
        QVERIFY(child<QCheckBox>(d, "pattern_triple")->isChecked());
        pick(child<QComboBox>(d, "forbidden_rank"), QStringLiteral("T"));
        QCOMPARE(d.settings().rules.forbiddenRank, std::optional(Rank::Ten));
        pick(child<QComboBox>(d, "jokers"), 2);
        QCOMPARE(d.settings().rules.jokers, 2);
        child<QSpinBox>(d, "misslap_limit")->setValue(3);
        QCOMPARE(d.settings().rules.misslapLimit, 3);
        child<QCheckBox>(d, "slap_in")->setChecked(false);
        QVERIFY(!d.settings().rules.slapIn);
    }

    void callsAndSlapsFull()
    {
        SettingsDialog d(AppSettings{}, nullptr);
        auto *preset = child<QComboBox>(d, "preset");
        auto *split = child<QCheckBox>(d, "split_eights");
        const auto sticky = [&d](const char *rank) {
            return child<QCheckBox>(d, (QByteArray("sticky_") + rank).constData());
        };
        for (const char *rank : {"J", "Q", "K", "A"})
            QVERIFY(!sticky(rank)->isChecked());
        QVERIFY(!split->isChecked());

        // The sixth preset is offered; picking it ticks the sticky king and split eights.
        pick(preset, QStringLiteral("slaps_full"));
        QCOMPARE(preset->currentText(), QStringLiteral("Slaps (every advanced rule)"));
        QVERIFY(d.settings().rules == *RuleSet::preset("slaps_full"));
        QCOMPARE(d.settings().preset, QStringLiteral("slaps_full"));
        QVERIFY(child<QLabel>(d, "presetOrigin")->text().contains(QStringLiteral("split eights")));
        QVERIFY(sticky("K")->isChecked());
        QVERIFY(!sticky("J")->isChecked() && !sticky("Q")->isChecked() && !sticky("A")->isChecked());
        QVERIFY(split->isChecked());

        // Each call on its own makes the rules custom; both off again is slaps_advanced.
        split->setChecked(false);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("custom"));
        QCOMPARE(d.settings().preset, QStringLiteral("custom"));
        QVERIFY(!d.settings().rules.splitEights);
        QVERIFY(d.settings().rules.option("sticky_faces") == OptionValue(std::vector<std::string>{"K"}));
        sticky("K")->setChecked(false);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("slaps_advanced"));
        QVERIFY(d.settings().rules == *RuleSet::preset("slaps_advanced"));
        sticky("K")->setChecked(true);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("custom"));
        split->setChecked(true);
        QCOMPARE(preset->currentData().toString(), QStringLiteral("slaps_full"));

        // The calls combine with any preset.
        pick(preset, QStringLiteral("house"));
        QVERIFY(!sticky("K")->isChecked());
        QVERIFY(!split->isChecked());
        sticky("A")->setChecked(true);
        sticky("J")->setChecked(true);
        split->setChecked(true);
        RuleSet expected = *RuleSet::preset("house");
        QVERIFY(expected.setOption("sticky_faces", std::vector<std::string>{"J", "A"}).empty());
        QVERIFY(expected.setOption("split_eights", true).empty());
        QVERIFY(d.settings().rules == expected);
        QCOMPARE(d.settings().preset, QStringLiteral("custom"));
        QCOMPARE(preset->currentData().toString(), QStringLiteral("custom"));

        // "Sticky faces:" labels its check boxes and leads to the first of them.
        auto *faces = child<QWidget>(d, "sticky_faces");
        QCOMPARE(faces->focusProxy(), sticky("J"));
        QCOMPARE(faces->accessibleName(), QStringLiteral("Sticky faces"));
        bool labelled = false;
        for (const QLabel *label : d.findChildren<QLabel *>())
            labelled =
                labelled || (label->buddy() == faces && label->text() == QLatin1String("Sticky faces:"));
        QVERIFY(labelled);
    }

    void shownOnlyWhereTheyMatter()
    {
        SettingsDialog d(AppSettings{}, nullptr);
        auto *burnCount = child<QComboBox>(d, "burn_count");
        QVERIFY(shownOnItsPage(burnCount));
        pick(burnCount, 1);
        QCOMPARE(d.settings().rules.burnCount, 1);
        pick(child<QComboBox>(d, "penalty"), QStringLiteral("give_pile"));
        QVERIFY(!shownOnItsPage(burnCount));
        QCOMPARE(d.settings().rules.penalty, Penalty::GivePile);
        pick(child<QComboBox>(d, "penalty"), QStringLiteral("burn"));
        QVERIFY(shownOnItsPage(burnCount));

        auto *delay = child<QSpinBox>(d, "collectDelay");
        QVERIFY(!shownOnItsPage(delay)); // house collects at once
        pick(child<QComboBox>(d, "collect"), QStringLiteral("on_collect"));
        QVERIFY(shownOnItsPage(delay));
        delay->setValue(2500);
        QCOMPARE(d.settings().collectDelayMs, 2500);

        // A high-contrast table has no felt colour; the lockout's length
        // only matters with the Lockout penalty.
        auto *felt = child<QPushButton>(d, "tableColour");
        QVERIFY(shownOnItsPage(felt));
        child<QCheckBox>(d, "highContrast")->setChecked(true);
        QVERIFY(!shownOnItsPage(felt));
        child<QCheckBox>(d, "highContrast")->setChecked(false);
        QVERIFY(shownOnItsPage(felt));
        QVERIFY(!shownOnItsPage(child<QSpinBox>(d, "lockout_cards")));
        pick(child<QComboBox>(d, "penalty"), QStringLiteral("lockout"));
        QVERIFY(shownOnItsPage(child<QSpinBox>(d, "lockout_cards")));
        QVERIFY(!shownOnItsPage(burnCount));
    }

    void restoreDefaults()
    {
        const AppSettings s = unusual();
        SettingsDialog d(s, nullptr);
        child<QPushButton>(d, "restoreDefaults")->click();
        AppSettings expected;
        expected.logVisible = s.logVisible;
        expected.windowGeometry = s.windowGeometry;
        expected.windowState = s.windowState;
        QVERIFY(d.settings() == expected);
        QCOMPARE(child<QComboBox>(d, "preset")->currentData().toString(), QStringLiteral("house"));
        QVERIFY(!shownOnItsPage(child<QWidget>(d, "customLevel")));
    }

    // The preview follows high contrast: black felt, no green (issue 33).
    void previewFollowsHighContrast()
    {
        SettingsDialog d(AppSettings{}, nullptr);
        auto *preview = child<QWidget>(d, "appearancePreview");
        preview->resize(400, 170);
        // Inside the felt's rounded edge, beside the cards.
        const QPoint felt(6, 85);
        const QColor normal = preview->grab().toImage().pixelColor(felt);
        QVERIFY2(normal.green() > normal.red() + 20, qPrintable(normal.name())); // green felt
        child<QCheckBox>(d, "highContrast")->setChecked(true);
        const QColor contrast = preview->grab().toImage().pixelColor(felt);
        QCOMPARE(contrast, QColor(Qt::black));
    }

    void applyOkCancel()
    {
        SettingsDialog d(AppSettings{}, nullptr);
        QList<AppSettings> sent;
        connect(&d, &SettingsDialog::applied, this, [&](const AppSettings &s) { sent.append(s); });
        auto *apply = child<QPushButton>(d, "apply");
        QVERIFY(!apply->isEnabled()); // nothing changed yet
        child<QSlider>(d, "volume")->setValue(20);
        QVERIFY(apply->isEnabled());
        apply->click();
        QCOMPARE(sent.size(), 1);
        QCOMPARE(sent.at(0).volume, 20);
        QVERIFY(!apply->isEnabled());
        child<QCheckBox>(d, "fourColourDeck")->setChecked(true);
        child<QPushButton>(d, "cancel")->click();
        QCOMPARE(sent.size(), 1);
        QCOMPARE(d.result(), int(QDialog::Rejected));

        SettingsDialog ok(AppSettings{}, nullptr);
        connect(&ok, &SettingsDialog::applied, this, [&](const AppSettings &s) { sent.append(s); });
        child<QLineEdit>(ok, "playerName")->setText(QStringLiteral("Robin"));
        child<QPushButton>(ok, "ok")->click();
        QCOMPARE(sent.size(), 2);
        QCOMPARE(sent.at(1).playerName, QStringLiteral("Robin"));
        QCOMPARE(ok.result(), int(QDialog::Accepted));

        SettingsDialog esc(AppSettings{}, nullptr);
        connect(&esc, &SettingsDialog::applied, this, [&](const AppSettings &s) { sent.append(s); });
        esc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&esc));
        QTest::keyClick(&esc, Qt::Key_Escape);
        QCOMPARE(esc.result(), int(QDialog::Rejected));
        QCOMPARE(sent.size(), 2);
    }

    void emptyNamesDisableOk()
    {
        SettingsDialog d(AppSettings{}, nullptr);
        auto *ok = child<QPushButton>(d, "ok");
        auto *name = child<QLineEdit>(d, "playerName");
        QCOMPARE(name->maxLength(), 24);
        name->setText(QStringLiteral("   "));
        QVERIFY(!ok->isEnabled());
        QVERIFY(!child<QPushButton>(d, "apply")->isEnabled());
        QVERIFY(!child<QLabel>(d, "problem")->isHidden());
        QVERIFY(child<QLabel>(d, "problem")->text().contains(QStringLiteral("name")));
        name->setText(QStringLiteral("Sam"));
        QVERIFY(ok->isEnabled());
        QVERIFY(child<QLabel>(d, "problem")->isHidden());
        child<QLineEdit>(d, "botName2")->clear();
        QVERIFY(!ok->isEnabled());
        QVERIFY(d.problem().contains(QStringLiteral("2")));
        child<QSpinBox>(d, "botCount")->setValue(1); // bot 2 no longer plays
        QVERIFY(ok->isEnabled());
    }

    void testButtonPlaysASlap()
    {
        SilentSoundPlayer player;
        player.setVolume(80);
        SettingsDialog d(AppSettings{}, &player);
        child<QSlider>(d, "volume")->setValue(40);
        auto *test = child<QPushButton>(d, "testSound");
        QVERIFY(test->isEnabled());
        test->click();
        QCOMPARE(player.played(), QList<Sound>{Sound::Slap});
        QCOMPARE(player.volume(), 40);
        child<QCheckBox>(d, "muted")->setChecked(true);
        QVERIFY(!test->isEnabled());
        d.reject();
        QCOMPARE(player.volume(), 80); // cancelled: the volume it had

        SettingsDialog applied(AppSettings{}, &player);
        child<QSlider>(applied, "volume")->setValue(60);
        child<QPushButton>(applied, "testSound")->click();
        child<QPushButton>(applied, "apply")->click();
        applied.reject();
        QCOMPARE(player.volume(), 60); // applied before the cancel
    }

    void noSound()
    {
        SettingsDialog d(AppSettings{}, nullptr);
        QVERIFY(!child<QSlider>(d, "volume")->isEnabled());
        QVERIFY(!child<QCheckBox>(d, "muted")->isEnabled());
        QVERIFY(!child<QPushButton>(d, "testSound")->isEnabled());
        QCOMPARE(child<QLabel>(d, "noSoundNote")->text(), QStringLiteral("No sound in this run."));
        d.reject(); // must not touch a player
    }

    void controlsAreNamedAndReachable()
    {
        SilentSoundPlayer player;
        SettingsDialog d(unusual(), &player);
        QSet<QString> names;
        for (QWidget *w : d.findChildren<QWidget *>()) {
            const bool control = qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w)
                                 || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QSlider *>(w)
                                 || qobject_cast<QCheckBox *>(w) || qobject_cast<QPushButton *>(w);
            if (!control || w->objectName().startsWith(QLatin1String("qt_")))
                continue;
            QVERIFY2(!w->objectName().isEmpty(), w->metaObject()->className());
            QVERIFY2(!names.contains(w->objectName()), qPrintable(w->objectName()));
            names.insert(w->objectName());
            if (!qobject_cast<QAbstractButton *>(w))
                QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName()));
            QVERIFY2(w->focusPolicy() & Qt::TabFocus, qPrintable(w->objectName()));
        }
        QVERIFY(names.size() > 50);

        // No two mnemonics on one page (or on a page and the dialog's buttons) are alike.
        auto mnemonic = [](const QString &text) {
            const qsizetype at = text.indexOf(QLatin1Char('&'));
            return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
        };
        QString dialogKeys;
        for (auto *button : d.findChildren<QAbstractButton *>())
            if (!d.findChild<QWidget *>(QStringLiteral("pageStack"))->isAncestorOf(button))
                dialogKeys += mnemonic(button->text());
        for (int i = 0; i < d.pageCount(); ++i) {
            QString keys = dialogKeys;
            for (QObject *o : d.pageWidget(i)->findChildren<QObject *>()) {
                const auto *label = qobject_cast<QLabel *>(o);
                const auto *button = qobject_cast<QAbstractButton *>(o);
                const QChar key = label    ? mnemonic(label->text())
                                  : button ? mnemonic(button->text())
                                           : QChar();
                if (key.isNull())
                    continue;
                QVERIFY2(!keys.contains(key), qPrintable(d.pageTitle(i) + QLatin1String(": ") + key));
                keys += key;
            }
        }
    }

    void screenshots()
    {
        // Every page renders; RATSCREW_SETTINGS_PNG_DIR keeps the pictures.
        QTemporaryDir scratch;
        QString dir = qEnvironmentVariable("RATSCREW_SETTINGS_PNG_DIR");
        if (dir.isEmpty())
            dir = scratch.path();
        SilentSoundPlayer player;
        SettingsDialog d(unusual(), &player);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        for (int i = 0; i < d.pageCount(); ++i) {
            d.showPage(i);
            QCoreApplication::processEvents();
            const QString file = QDir(dir).filePath(QStringLiteral("settings-%1.png").arg(i));
            QVERIFY(d.grab().save(file));
            // The whole page, as far as it scrolls.
            QWidget *tab = d.pageWidget(i);
            const auto *scroll = qobject_cast<QScrollArea *>(tab); // or beside the workshop on Rules
            if (!scroll)
                scroll = tab->findChild<QScrollArea *>();
            QVERIFY(scroll);
            QVERIFY(scroll->widget()->grab().save(
                QDir(dir).filePath(QStringLiteral("settings-%1-page.png").arg(i))));
        }
        child<QLineEdit>(d, "playerName")->clear();
        d.showPage(0);
        QCoreApplication::processEvents();
        QVERIFY(d.grab().save(QDir(dir).filePath(QStringLiteral("settings-invalid.png"))));
    }
};

RATSCREW_TEST_WIDGETS_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
