// SPDX-License-Identifier: GPL-3.0-or-later
// Saved preferences: a round trip, bad values, and what the window does
// with them (sound, animations, the deck, its size).

#include "BotPlayer.h"
#include "MainWindow.h"
#include "MainWindowPanels.h"
#include "RandomRules.h"
#include "RuleCode.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "WindowPlacement.h"
#include "settings/AppSettings.h"
#include "settings/SettingsDialog.h"
#include "settings/SettingsStore.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

#ifdef Q_OS_UNIX
#  include <sys/stat.h>
#endif

using namespace ratscrew;

namespace {
// Qt keeps the parsed INI files of a process in a cache and hands a new
// QSettings the cached keys while the file looks unchanged, so a read in
// the same process is not what the next start of the app sees. Moving the
// file's time makes the next QSettings parse the file again, as a new
// process would.
void forgetCachedCopy(const QString &path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QFileInfo(path).lastModified().addSecs(-3600), QFileDevice::FileModificationTime));
}
} // namespace

class TestSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void roundTrip();
    void missingFileGivesDefaults();
    void badValuesFallBack();
    void callsRoundTrip();
    void noMessageNamesASettingsKey();
    void everyRuleValueRoundTrips();
    void gameLengthIsKeptApartFromTheRules();
    void savedRuleSetsRoundTrip();
    void badSavedRuleSetsAreLeftOut();
    void unreadRuleSetsAreKept();
    void badCallValuesFallBack();
    void windowAppliesAndSavesChoices();
    void windowRemembersItsSize();
    void commandLineOverridesAreNotSaved();
    void languageSurvivesARestart_data();
    void languageSurvivesARestart();
    void languageChosenInTheDialogSurvivesARestart();
    void everyKeyReadsBackUnderItsName();
    void oldLanguageKeyIsMigrated_data();
    void oldLanguageKeyIsMigrated();
    void firstEditionPresetFollowsThisVersion();
    void rulesSavedBeforeTheDealerOptionKeepTheirDealer();
    void twoInstancesKeepEachOthersChoices();
    void onlyChangedKeysAreWritten();
    void unwritableStoreIsReportedOnce();
    void nonRegularFileIsNotOpened_data();
    void nonRegularFileIsNotOpened();
    void oversizedFileIsLeftAlone();
    void outOfRangeNumbersSayRange();
    void controlCharactersAreEscaped();
    void oversizedGeometryFitsTheScreen();
    void defaultSizeFitsTheScreen();
    void keysRoundTrip();
    void badAndClashingKeysFallBack();
    void atMostFourPeople();

private:
    QString iniPath() const { return m_dir.filePath(QStringLiteral("ratscrew.ini")); }
    QTemporaryDir m_dir;
};

void TestSettings::roundTrip()
{
    AppSettings out;
    out.playerName = QStringLiteral("Zoë");
    out.bots = AppSettings::defaultBots(5);
    out.bots[1].level = QStringLiteral("expert");
    out.bots[2].name = QStringLiteral("Grandma");
    out.bots[3].level = QStringLiteral("custom");
    out.bots[3].custom = BotSettings::customFrom("hard");
    out.bots[3].custom.medianReactionMs = 333;
    out.bots[3].custom.spread = 0.125;
    out.bots[3].custom.missChance = 0.5;
    out.bots[3].custom.falseSlapChance = 0.25;
    out.bots[3].custom.playDelayMs = 4000;
    out.rules = *RuleSet::preset("classic");
    QVERIFY(out.rules.setOption("burn_count", 2LL).empty()); // not the preset's 1: custom
    QVERIFY(out.rules.setOption("forbidden_rank", std::string("Q")).empty());
    QVERIFY(out.rules.setOption("slaps", std::vector<std::string>{"double", "run_of_three"}).empty());
    out.preset = AppSettings::presetFor(out.rules);
    QCOMPARE(out.preset, QStringLiteral("custom"));
    out.collectDelayMs = 2500;
    out.botPlaySpeed = 0.75;
    out.volume = 35;
    out.muted = true;
    out.animationScale = 0.5;
    out.fourColourDeck = true;
    out.highContrast = true;
    out.reduceMotion = true;
    out.cardBackColour = QColor(0x12, 0x34, 0x56);
    out.tableColour = QColor(0x65, 0x43, 0x21);
    out.pauseOnFocusLoss = false;
    out.newGamesWait = false;
    out.logVisible = true;
    out.windowGeometry = QByteArray("geometry\0bytes", 14);
    out.windowState = QByteArray("state");
    {
        QSettings store(iniPath(), QSettings::IniFormat);
        out.save(store);
    }
    QSettings store(iniPath(), QSettings::IniFormat);
    AppSettings in;
    QCOMPARE(in.load(store), QStringList());
    QCOMPARE(in.playerName, out.playerName);
    QCOMPARE(in.bots.size(), 5);
    QVERIFY(in.bots == out.bots);
    QVERIFY(in.rules == out.rules);
    QCOMPARE(in.preset, QStringLiteral("custom"));
    QCOMPARE(in.cardBackColour, out.cardBackColour);
    QVERIFY(in == out); // every other field too

    // A preset is stored as itself.
    AppSettings bicycle;
    bicycle.rules = *RuleSet::preset("bicycle");
    bicycle.preset = QStringLiteral("bicycle");
    QSettings store2(m_dir.filePath(QStringLiteral("bicycle.ini")), QSettings::IniFormat);
    bicycle.save(store2);
    AppSettings back;
    QCOMPARE(back.load(store2), QStringList());
    QCOMPARE(back.preset, QStringLiteral("bicycle"));
    QVERIFY(back.rules == *RuleSet::preset("bicycle"));
}

void TestSettings::missingFileGivesDefaults()
{
    QSettings store(m_dir.filePath(QStringLiteral("none.ini")), QSettings::IniFormat);
    AppSettings in;
    QCOMPARE(in.load(store), QStringList());
    const AppSettings defaults;
    QCOMPARE(in.volume, defaults.volume);
    QCOMPARE(in.animationScale, defaults.animationScale);
    QCOMPARE(in.pauseOnFocusLoss, true);
}

void TestSettings::badValuesFallBack()
{
    const QString path = m_dir.filePath(QStringLiteral("bad.ini"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[sound]\nvolume=250\nmuted=perhaps\n[display]\nanimationScale=fast\n"
                "[appearance]\nfourColourDeck=1\ntableColour=not-a-colour\n"
                "[game]\npauseOnFocusLoss=-3\nbotPlaySpeed=9\ncoach=sometimes\n"
                "[rules]\npreset=speed\nburn_count=7\nslaps=double,straight\nforbidden_rank=Q\n"
                "collectDelayMs=-5\n"
                "[bots]\nsize=9\n1\\name=\n1\\level=godlike\n2\\medianMs=abc\n"
                "\x01\x02 garbage line without equals\n");
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings in;
    const QStringList problems = in.load(store);
    QCOMPARE(in.volume, 100);          // clamped
    QCOMPARE(in.muted, false);         // default
    QCOMPARE(in.animationScale, 1.0);  // default
    QCOMPARE(in.fourColourDeck, true); // "1" is fine
    QCOMPARE(in.tableColour, AppSettings().tableColour);
    QCOMPARE(in.pauseOnFocusLoss, true); // default
    QCOMPARE(in.botPlaySpeed, 2.0);      // clamped
    QCOMPARE(in.coach, AppSettings::CoachMode::Automatic);
    QCOMPARE(in.collectDelayMs, kMinCollectDelayMs);
    // Unknown preset: house, with the one good override kept.
    RuleSet expected = *RuleSet::preset("house");
    QVERIFY(expected.setOption("forbidden_rank", std::string("Q")).empty());
    QVERIFY(in.rules == expected);
    QCOMPARE(in.preset, QStringLiteral("custom"));
    QCOMPARE(in.bots.size(), AppSettings::kMaxBots);
    QCOMPARE(in.bots.at(0).name, QStringLiteral("Ann"));
    QCOMPARE(in.bots.at(0).level, QStringLiteral("normal"));
    QCOMPARE(in.bots.at(1).custom.medianReactionMs, BotSettings::customFrom("normal").medianReactionMs);
    // One line per bad value, naming it.
    QVERIFY2(problems.size() == 15, qPrintable(problems.join('\n')));
    for (const char *key :
         {"bots/size: 9 is out of range 1–7, using 7", "bots/1/name:", "bots/1/level:", "bots/2/medianMs:",
          "rules/preset:", "rules/slaps:", "rules/burn_count:", "rules/collectDelayMs:", "game/botPlaySpeed:",
          "display/animationScale:", "game/pauseOnFocusLoss:", "sound/volume: 250 is out of range",
          "sound/muted:", "appearance/tableColour:", "game/coach: 'sometimes' is not automatic, on or off"})
        QVERIFY2(problems.join('\n').contains(QString::fromUtf8(key)), key);
    for (const QString &line : problems)
        QVERIFY(!line.contains('\n'));

    // The window starts with the defaults and says so in its log.
    const auto file = SettingsStore::openFile(path);
    MainWindow w(GameSetup{}, nullptr, file.get());
    QCOMPARE(w.settingsProblems(), problems);
    // The log says it in the player's words: the setting as its page names
    // it, what is used now and where to look.
    QVERIFY2(w.gameLog()->lines().join('\n').contains(QStringLiteral(
                 "The saved “Volume” could not be used as it was; it is now “100 %” (Settings ▸ Sound).")),
             qPrintable(w.gameLog()->lines().join('\n')));
    QVERIFY(!w.gameLog()->lines().join('\n').contains(QStringLiteral("sound/volume")));
    QCOMPARE(w.session()->players(), 8);
}

// The calls of docs/RULES.md §9: sticky_faces is a list of letter ranks
// (stored as "J,A", "none" when empty), split_eights a yes/no option; the
// slaps_full preset is stored as its name alone.
// The game length (docs/RULES.md §11.4) is its own key: a preset stays that
// preset, custom rules never store `time_limit`, and a bad value is 30.
void TestSettings::gameLengthIsKeptApartFromTheRules()
{
    const QString path = m_dir.filePath(QStringLiteral("length.ini"));
    const auto load = [&](const QList<std::pair<QString, QVariant>> &values,
                          QStringList *problems = nullptr) {
        QFile::remove(path);
        forgetCachedCopy(path);
        {
            QSettings store(path, QSettings::IniFormat);
            for (const auto &[key, value] : values)
                store.setValue(key, value);
        }
        forgetCachedCopy(path);
        QSettings store(path, QSettings::IniFormat);
        AppSettings in;
        const QStringList found = in.load(store);
        if (problems)
            *problems = found;
        return in;
    };
    QStringList problems;
    AppSettings in = load({}, &problems);
    QCOMPARE(in.gameLengthMinutes, 30);
    QCOMPARE(in.rules.timeLimitMinutes, 0);
    QCOMPARE(in.gameRules().timeLimitMinutes, 30);
    QCOMPARE(problems, QStringList());
    for (const int minutes : AppSettings::gameLengths() + QList<int>{1, 45, 600}) { // a rule code's too
        in = load({{QStringLiteral("rules/gameLength"), minutes}}, &problems);
        QCOMPARE(in.gameLengthMinutes, minutes);
        QCOMPARE(problems, QStringList());
    }
    for (const QVariant &bad : {QVariant(-1), QVariant(1e12), QVariant(QStringLiteral("half an hour")),
                                QVariant(QStringLiteral("30.5")), QVariant(601)}) {
        in = load({{QStringLiteral("rules/gameLength"), bad}}, &problems);
        QCOMPARE(in.gameLengthMinutes, 30);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.constFirst().startsWith(QStringLiteral("rules/gameLength: ")),
                 qPrintable(problems.constFirst()));
    }
    // A time_limit among custom rules (written by hand) is not the length.
    in = load({{QStringLiteral("rules/preset"), QStringLiteral("custom")},
               {QStringLiteral("rules/time_limit"), 5},
               {QStringLiteral("rules/gameLength"), 10}},
              &problems);
    QCOMPARE(in.rules.timeLimitMinutes, 0);
    QCOMPARE(in.gameLengthMinutes, 10);
    // A preset with a length is still that preset, and saved it stores no option.
    RuleSet timed = *RuleSet::preset("slaps");
    timed.timeLimitMinutes = 20;
    QCOMPARE(AppSettings::presetFor(timed), QStringLiteral("slaps"));
    AppSettings out;
    out.rules = *RuleSet::preset("slaps");
    out.preset = QStringLiteral("slaps");
    out.gameLengthMinutes = 0;
    QVERIFY(!out.keyValues().contains(QStringLiteral("rules/time_limit")));
    QCOMPARE(out.keyValues().value(QStringLiteral("rules/gameLength")).toInt(), 0);
    // Custom rules round trip without time_limit.
    out.rules.tenStops = true;
    out.preset = AppSettings::presetFor(out.rules);
    QCOMPARE(out.preset, QStringLiteral("custom"));
    QVERIFY(!out.keyValues().contains(QStringLiteral("rules/time_limit")));
    QFile::remove(path);
    forgetCachedCopy(path);
    {
        QSettings store(path, QSettings::IniFormat);
        out.save(store);
    }
    forgetCachedCopy(path);
    QSettings store(path, QSettings::IniFormat);
    AppSettings back;
    QCOMPARE(back.load(store), QStringList());
    QCOMPARE(back.rules, out.rules);
    QCOMPARE(back.gameLengthMinutes, 0);
    QCOMPARE(store.value(QLatin1String(AppSettings::kFormatVersionKey)).toInt(), 5); // the length since 4
}

// The rule workshop's rule sets (format 5): kept as rule codes, with
// their game length, in the order saved; a second instance's save of other
// values keeps them.
void TestSettings::savedRuleSetsRoundTrip()
{
    const QString path = m_dir.filePath(QStringLiteral("rulesets.conf"));
    AppSettings out;
    RuleSet lockout = *RuleSet::preset("slaps_advanced");
    QVERIFY(lockout.setOption("penalty", std::string("lockout")).empty());
    QVERIFY(lockout.setOption("lockout_cards", 52LL).empty());
    lockout.timeLimitMinutes = 45;
    out.savedRuleSets = {SavedRuleSet{QStringLiteral("Friday night ♠"), lockout},
                         SavedRuleSet{QStringLiteral("Seeds"), *RuleSet::preset("slaps")}};
    {
        const auto store = SettingsStore::openFile(path);
        QVERIFY(store->save(out));
    }
    const auto store = SettingsStore::openFile(path);
    AppSettings in;
    QCOMPARE(store->load(in), QStringList());
    QVERIFY(in.savedRuleSets == out.savedRuleSets);
    QCOMPARE(in.savedRuleSets.at(0).rules.timeLimitMinutes, 45);
    QVERIFY(in == out);

    // Another instance changes the volume only: the rule sets stay.
    const auto other = SettingsStore::openFile(path);
    AppSettings b;
    other->load(b);
    b.volume = 3;
    QVERIFY(other->save(b));
    in.savedRuleSets.removeFirst(); // and this one deletes a rule set: the group is written whole
    QVERIFY(store->save(in));
    const auto third = SettingsStore::openFile(path);
    AppSettings last;
    QCOMPARE(third->load(last), QStringList());
    QCOMPARE(last.volume, 3);
    QCOMPARE(last.savedRuleSets.size(), 1);
    QCOMPARE(last.savedRuleSets.at(0).name, QStringLiteral("Seeds"));
}

void TestSettings::badSavedRuleSetsAreLeftOut()
{
    QSettings store(m_dir.filePath(QStringLiteral("badsets.ini")), QSettings::IniFormat);
    const QString good = QString::fromStdString(RuleCode::encode(*RuleSet::preset("classic")));
    QString typo = good;
    typo[5] = typo[5] == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
    const QList<std::pair<QString, QString>> sets = {
        {QStringLiteral("Good"), good},
        {QStringLiteral("Typo"), typo},
        {QStringLiteral("  good  "), good}, // the same name in another case
        {QString(), good},
        {QStringLiteral("Newer"), QStringLiteral("R3-0000-0000-0000-0000")},
        {QStringLiteral("Bell\x07"), good},
        {QString(300, QLatin1Char('x')), good},
    };
    store.setValue(QStringLiteral("ruleSets/size"), int(sets.size()));
    for (int i = 0; i < int(sets.size()); ++i) {
        store.setValue(QStringLiteral("ruleSets/%1/name").arg(i + 1), sets.at(i).first);
        store.setValue(QStringLiteral("ruleSets/%1/code").arg(i + 1), sets.at(i).second);
    }
    AppSettings in;
    const QStringList problems = in.load(store);
    QCOMPARE(in.savedRuleSets.size(), 3);
    QCOMPARE(in.savedRuleSets.at(0).name, QStringLiteral("Good"));
    QCOMPARE(in.savedRuleSets.at(0).rules, *RuleSet::preset("classic"));
    QCOMPARE(in.savedRuleSets.at(1).name, QStringLiteral("Bell")); // control characters left out
    QCOMPARE(in.savedRuleSets.at(2).name, QString(AppSettings::kMaxRuleSetNameLength, QLatin1Char('x')));
    QCOMPARE(problems.size(), 4);
    QVERIFY2(problems.at(0).startsWith(QStringLiteral("ruleSets/2/code: the rule code has a typo")),
             qPrintable(problems.at(0)));
    QVERIFY2(problems.at(1).contains(QStringLiteral("already the name")), qPrintable(problems.at(1)));
    QVERIFY2(problems.at(2).startsWith(QStringLiteral("ruleSets/4/name: no name")),
             qPrintable(problems.at(2)));
    QVERIFY2(problems.at(3).contains(QStringLiteral("newer version")), qPrintable(problems.at(3)));
    // Each left out is kept as it was stored, to be written back.
    QCOMPARE(in.unreadRuleSets.size(), 4);
    for (const QString &line : problems)
        QVERIFY2(line.endsWith(QStringLiteral("left out (kept in the file as it is)")), qPrintable(line));
    QCOMPARE(in.unreadRuleSets.at(0).name.toString(), QStringLiteral("Typo"));
    QCOMPARE(in.unreadRuleSets.at(0).code.toString(), typo);
    QCOMPARE(in.unreadRuleSets.at(3).code.toString(), QStringLiteral("R3-0000-0000-0000-0000"));

    // A huge count reads the first hundred, and says so; a word reads none.
    store.setValue(QStringLiteral("ruleSets/size"), 1000000000);
    QVERIFY(in.load(store).contains(
        QStringLiteral("ruleSets/size: 1000000000 rule sets, reading the first 100")));
    store.setValue(QStringLiteral("ruleSets/size"), QStringLiteral("many"));
    QVERIFY(in.load(store).constFirst().startsWith(QStringLiteral("ruleSets/size: 'many'")));
    QVERIFY(in.savedRuleSets.isEmpty());
}

// Saving the rule sets writes back those this version left out at load:
// a newer version's (R2-…) and those past the hundred it reads, as they
// were, after its own (docs/RELIABILITY.md).
void TestSettings::unreadRuleSetsAreKept()
{
    const QString path = m_dir.filePath(QStringLiteral("unread-sets.conf"));
    const auto code = [](const char *preset) {
        return QString::fromStdString(RuleCode::encode(*RuleSet::preset(preset)));
    };
    // What a newer version wrote: its own codes among ours, and more than 100 sets.
    QList<std::pair<QString, QString>> file = {
        {QStringLiteral("Good"), code("classic")},
        {QStringLiteral("Newer"), QStringLiteral("R2-ABCD-EFGH-JKMN-PQRS-TV")}};
    for (int i = 3; i <= AppSettings::kMaxRuleSets; ++i)
        file.append({QStringLiteral("Set %1").arg(i), code(i % 2 ? "slaps" : "bicycle")});
    file.append({QStringLiteral("Future"), QStringLiteral("R2-0000-0000-0000-0000-0000")});
    file.append({QStringLiteral("Late one"), code("house")});
    file.append({QStringLiteral("Late two"), code("slaps_full")});
    {
        QSettings store(path, QSettings::IniFormat);
        store.setValue(QLatin1String(AppSettings::kFormatVersionKey), AppSettings::kFormatVersion);
        store.setValue(QStringLiteral("ruleSets/size"), int(file.size()));
        for (int i = 0; i < int(file.size()); ++i) {
            store.setValue(QStringLiteral("ruleSets/%1/name").arg(i + 1), file.at(i).first);
            store.setValue(QStringLiteral("ruleSets/%1/code").arg(i + 1), file.at(i).second);
        }
    }
    // The sets in the file, as a newer version would read them.
    const auto inFile = [&path] {
        forgetCachedCopy(path);
        QSettings store(path, QSettings::IniFormat);
        QList<std::pair<QString, QString>> sets;
        const int size = store.value(QStringLiteral("ruleSets/size")).toInt();
        for (int i = 1; i <= size; ++i)
            sets.append({store.value(QStringLiteral("ruleSets/%1/name").arg(i)).toString(),
                         store.value(QStringLiteral("ruleSets/%1/code").arg(i)).toString()});
        return sets;
    };
    QCOMPARE(inFile(), file);

    const auto store = SettingsStore::openFile(path);
    AppSettings in;
    const QStringList problems = store->load(in);
    QCOMPARE(in.savedRuleSets.size(), AppSettings::kMaxRuleSets - 1); // all but Newer of the first 100
    QCOMPARE(in.unreadRuleSets.size(), 4);
    QVERIFY(problems.contains(QStringLiteral("ruleSets/size: 103 rule sets, reading the first 100; the other "
                                             "3 are kept in the file as they are")));
    // This version deletes one and saves: the rest of the file is as it was.
    in.savedRuleSets.removeFirst();
    QVERIFY(store->save(in));
    QList<std::pair<QString, QString>> expected = file.mid(2, AppSettings::kMaxRuleSets - 2);
    expected << file.at(1) << file.mid(AppSettings::kMaxRuleSets);
    QCOMPARE(inFile(), expected);
    // Saves that do not touch the rule sets leave them, and a new start reads them alike.
    in.volume = 7;
    QVERIFY(store->save(in));
    QCOMPARE(inFile(), expected);
    const auto next = SettingsStore::openFile(path);
    AppSettings again;
    next->load(again);
    QVERIFY(again.savedRuleSets == in.savedRuleSets);
    QVERIFY(again.unreadRuleSets == in.unreadRuleSets);
    // Saving a new set (there is room now) keeps them too, after it.
    again.savedRuleSets.append(SavedRuleSet{QStringLiteral("New"), *RuleSet::preset("classic")});
    QVERIFY(next->save(again));
    expected.insert(AppSettings::kMaxRuleSets - 2, {QStringLiteral("New"), code("classic")});
    QCOMPARE(inFile(), expected);
}

void TestSettings::callsRoundTrip()
{
    const auto roundTrip = [this](const RuleSet &rules, const QString &file) {
        AppSettings out;
        out.rules = rules;
        out.preset = AppSettings::presetFor(rules);
        const QString path = m_dir.filePath(file);
        {
            QSettings store(path, QSettings::IniFormat);
            out.save(store);
        }
        forgetCachedCopy(path);
        QSettings store(path, QSettings::IniFormat);
        AppSettings in;
        const QStringList problems = in.load(store);
        return std::make_tuple(in, problems, store.value(QStringLiteral("rules/sticky_faces")).toString(),
                               store.contains(QStringLiteral("rules/split_eights")));
    };

    RuleSet house = *RuleSet::preset("house");
    QVERIFY(house.setOption("sticky_faces", std::vector<std::string>{"J", "A"}).empty());
    QVERIFY(house.setOption("split_eights", true).empty());
    {
        const auto [in, problems, sticky, hasSplit] = roundTrip(house, QStringLiteral("calls.ini"));
        QCOMPARE(problems, QStringList());
        QCOMPARE(sticky, QStringLiteral("J,A"));
        QVERIFY(hasSplit);
        QVERIFY(in.rules == house);
        QCOMPARE(in.preset, QStringLiteral("custom"));
    }
    // One sticky rank, split eights off.
    RuleSet kings = *RuleSet::preset("classic");
    QVERIFY(kings.setOption("sticky_faces", std::vector<std::string>{"K"}).empty());
    {
        const auto [in, problems, sticky, hasSplit] = roundTrip(kings, QStringLiteral("kings.ini"));
        QCOMPARE(problems, QStringList());
        QCOMPARE(sticky, QStringLiteral("K"));
        QVERIFY(in.rules == kings);
        QVERIFY(!in.rules.splitEights);
    }
    // slaps_full without its sticky king: an empty list is stored as "none" and read back as empty.
    RuleSet noStick = *RuleSet::preset("slaps_full");
    QVERIFY(noStick.setOption("sticky_faces", std::vector<std::string>{}).empty());
    {
        const auto [in, problems, sticky, hasSplit] = roundTrip(noStick, QStringLiteral("nostick.ini"));
        QCOMPARE(problems, QStringList());
        QCOMPARE(sticky, QStringLiteral("none"));
        QVERIFY(in.rules == noStick);
        QVERIFY(in.rules.stickyFaces.empty());
        QCOMPARE(in.preset, QStringLiteral("custom"));
    }
    // The preset itself: its name, no option keys.
    {
        const auto [in, problems, sticky, hasSplit] =
            roundTrip(*RuleSet::preset("slaps_full"), QStringLiteral("full.ini"));
        QCOMPARE(problems, QStringList());
        QVERIFY(!hasSplit);
        QCOMPARE(in.preset, QStringLiteral("slaps_full"));
        QVERIFY(in.rules == *RuleSet::preset("slaps_full"));
    }
}

// Every value of every rule option (docs/RULES.md §7, §9 and §11; the game
// length for `time_limit`) written by the app's store and read back by a
// new one, as the next start reads it: the same rules, nothing reported.
// The values are those the rules take, asked of RuleSet itself, so an
// option or a value added later is tried too. A list option takes every
// subset of up to six elements; of more (the 16 slap patterns), none, each
// alone, all, and all but each one: every element both in and out.
void TestSettings::everyRuleValueRoundTrips()
{
    const auto takes = [](std::string_view name, const OptionValue &value) {
        RuleSet rules;
        return rules.setOption(name, value).empty();
    };
    std::vector<std::string> words; // what a list may hold, and a rank
    for (int i = 0; i < kSlapPatternCount; ++i)
        words.emplace_back(patternId(SlapPattern(i)));
    for (const char letter : std::string_view("A23456789TJQK"))
        words.emplace_back(1, letter);
    std::vector<std::pair<std::string_view, std::vector<OptionValue>>> options;
    std::size_t rounds = 0;
    for (const std::string_view name : RuleSet::optionNames()) {
        std::vector<OptionValue> values;
        const OptionValue now = RuleSet().option(name);
        if (std::holds_alternative<bool>(now)) {
            values = {true, false};
        } else if (std::holds_alternative<long long>(now)) {
            for (long long n = -10; n <= 5000; ++n)
                if (takes(name, n))
                    values.emplace_back(n);
        } else if (std::holds_alternative<std::vector<std::string>>(now)) {
            std::vector<std::string> elements;
            for (const std::string &word : words)
                if (takes(name, std::vector<std::string>{word}))
                    elements.push_back(word);
            const auto subset = [&elements](unsigned bits) {
                std::vector<std::string> list;
                for (std::size_t i = 0; i < elements.size(); ++i)
                    if (bits >> i & 1u)
                        list.push_back(elements[i]);
                return list;
            };
            const unsigned all = (1u << elements.size()) - 1;
            if (elements.size() <= 6) {
                for (unsigned bits = 0; bits <= all; ++bits)
                    values.emplace_back(subset(bits));
            } else {
                values = {subset(0), subset(all)};
                for (std::size_t i = 0; i < elements.size(); ++i)
                    values.insert(values.end(), {subset(1u << i), subset(all & ~(1u << i))});
            }
        } else { // a rank (or null), or a word: those named by the refusal of one that is none
            if (takes(name, std::monostate{}))
                values.emplace_back(std::monostate{});
            for (const std::string &word : words)
                if (word.size() == 1 && takes(name, word))
                    values.emplace_back(word);
            RuleSet rules;
            const std::string refusal = rules.setOption(name, std::string("?"));
            if (const auto at = refusal.find("one of: "); at != std::string::npos)
                for (const QString &word :
                     QString::fromStdString(refusal.substr(at + 8)).split(QStringLiteral(", ")))
                    values.emplace_back(word.toStdString());
        }
        for (const OptionValue &value : values)
            QVERIFY2(takes(name, value), name.data());
        QVERIFY2(values.size() >= 2, name.data());
        rounds = std::max(rounds, values.size());
        options.emplace_back(name, values);
    }
    // Round r gives each option its value r (modulo their number): each
    // value of each option is written and read at least once.
    for (std::size_t r = 0; r < rounds; ++r) {
        AppSettings out;
        out.rules = RuleSet();
        for (const auto &[name, values] : options) {
            const OptionValue &value = values[r % values.size()];
            if (name == "time_limit")
                out.gameLengthMinutes = int(std::get<long long>(value)); // stored apart from the rules
            else
                QVERIFY2(out.rules.setOption(name, value).empty(), name.data());
        }
        out.preset = AppSettings::presetFor(out.rules);
        const QString path = m_dir.filePath(QStringLiteral("every-value-%1.conf").arg(r));
        QVERIFY(SettingsStore::openFile(path)->save(out));
        AppSettings in;
        const QStringList problems = SettingsStore::openFile(path)->load(in);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("round %1: %2").arg(r).arg(problems.join(u'\n'))));
        QVERIFY2(in.gameRules() == out.gameRules(),
                 ("round " + std::to_string(r) + ": " + describeRules(out.gameRules()) + " came back as "
                  + describeRules(in.gameRules()))
                     .c_str());
        QCOMPARE(in.preset, out.preset);
        QFile::remove(path);
    }
}

void TestSettings::badCallValuesFallBack()
{
    int files = 0;
    const auto load = [this, &files](const QByteArray &rules, AppSettings &in) {
        const QString path = m_dir.filePath(QStringLiteral("badcalls%1.ini").arg(++files));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return QStringList{QStringLiteral("cannot write")};
        f.write("[format]\nversion=3\n[rules]\n" + rules); // format 3: a preset's keys are read
        f.close();
        QSettings store(path, QSettings::IniFormat);
        return in.load(store);
    };
    // A bad value is reported and the option keeps the base preset's value;
    // the good options beside it stay.
    AppSettings in;
    QStringList problems = load("preset=custom\nsticky_faces=K,7\nsplit_eights=perhaps\nburn_count=1\n", in);
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems.at(0).startsWith(QStringLiteral("rules/sticky_faces: ")), qPrintable(problems.at(0)));
    QVERIFY2(problems.at(0).endsWith(QStringLiteral(", keeping none")), qPrintable(problems.at(0)));
    QVERIFY2(problems.at(1).startsWith(QStringLiteral("rules/split_eights: ")), qPrintable(problems.at(1)));
    QVERIFY2(problems.at(1).endsWith(QStringLiteral(", keeping false")), qPrintable(problems.at(1)));
    RuleSet expected = *RuleSet::preset("house");
    QVERIFY(expected.setOption("burn_count", 1LL).empty());
    QVERIFY(in.rules == expected);
    QCOMPARE(in.preset, QStringLiteral("custom"));

    // Over slaps_full, a rank given twice or a lower-case letter keeps its king.
    for (const QByteArray &bad : {QByteArray("K,K"), QByteArray("k"), QByteArray("J,Q,X")}) {
        AppSettings full;
        problems = load("preset=slaps_full\nsticky_faces=" + bad + "\n", full);
        QVERIFY2(problems.size() == 1, bad.constData());
        QVERIFY2(problems.at(0).endsWith(QStringLiteral(", keeping K")), qPrintable(problems.at(0)));
        QVERIFY(full.rules == *RuleSet::preset("slaps_full"));
        QCOMPARE(full.preset, QStringLiteral("slaps_full"));
    }
    // Spaces around the letters are fine, and "none" (or nothing) is no sticky rank.
    AppSettings spaced;
    QCOMPARE(load("preset=custom\nsticky_faces=\" Q , A \"\nsplit_eights=1\n", spaced), QStringList());
    QVERIFY(spaced.rules.stickyFaces == (RankSet{Rank::Queen, Rank::Ace}));
    QVERIFY(spaced.rules.splitEights);
    for (const QByteArray &none : {QByteArray("none"), QByteArray()}) {
        AppSettings full;
        QCOMPARE(load("preset=slaps_full\nsticky_faces=" + none + "\n", full), QStringList());
        QVERIFY(full.rules.stickyFaces.empty());
        QVERIFY(full.rules.splitEights);
        QCOMPARE(full.preset, QStringLiteral("custom"));
    }
}

void TestSettings::windowAppliesAndSavesChoices()
{
    const QString path = m_dir.filePath(QStringLiteral("window.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        store.setValue(QStringLiteral("sound/volume"), 40);
        store.setValue(QStringLiteral("display/animationScale"), 0);
        store.setValue(QStringLiteral("appearance/fourColourDeck"), true);
    }
    SilentSoundPlayer sound;
    {
        const auto store = SettingsStore::openFile(path);
        MainWindow w(GameSetup{}, &sound, store.get());
        QCOMPARE(sound.volume(), 40);
        QCOMPARE(w.table()->animationScale(), 0.0);
        QCOMPARE(w.table()->cardFlightMs(), 0);
        QCOMPARE(w.session()->revealDelayMs(), 0); // no flight: cards are seen at once
        w.setVolume(65);
        w.setMuted(true);
        w.setAnimationScale(1.5);
        QCOMPARE(w.session()->revealDelayMs(), qRound(speeds::kCardFlightMs * 1.5));
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings in;
    in.load(store);
    QCOMPARE(in.volume, 65);
    QCOMPARE(in.muted, true);
    QCOMPARE(in.animationScale, 1.5);
    QCOMPARE(in.fourColourDeck, true);
}

void TestSettings::windowRemembersItsSize()
{
    const QString path = m_dir.filePath(QStringLiteral("size.ini"));
    {
        const auto store = SettingsStore::openFile(path);
        MainWindow w(GameSetup{}, nullptr, store.get());
        w.resize(1234, 777);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.close();
    }
    QSettings store(path, QSettings::IniFormat);
    QVERIFY(store.contains(QStringLiteral("window/geometry")));
    QVERIFY(!store.contains(QStringLiteral("sound/volume"))); // nothing the person did not choose
    const auto reopened = SettingsStore::openFile(path);
    MainWindow again(GameSetup{}, nullptr, reopened.get());
    QCOMPARE(again.size(), QSize(1234, 777));
}

void TestSettings::commandLineOverridesAreNotSaved()
{
    const QString path = m_dir.filePath(QStringLiteral("overrides.ini"));
    AppSettings saved;
    saved.bots = AppSettings::defaultBots(2);
    saved.bots[0].level = QStringLiteral("easy");
    {
        QSettings store(path, QSettings::IniFormat);
        saved.save(store);
    }
    {
        const auto store = SettingsStore::openFile(path);
        GameSetup once; // ratscrew --bots expert,expert,expert,expert --preset classic
        once.botLevels = QStringList(4, QStringLiteral("expert"));
        once.rules = *RuleSet::preset("classic");
        once.presetName = QStringLiteral("classic");
        MainWindow w(once, nullptr, store.get());
        QCOMPARE(w.session()->players(), 5);
        // The preset with the settings' game length (docs/RULES.md §11.4).
        QVERIFY(w.session()->rules() == saved.withGameLength(*RuleSet::preset("classic")));
        QCOMPARE(QString::fromStdString(w.rig()->bots().at(0)->profile().level), QStringLiteral("expert"));
        w.setVolume(10); // a choice the person makes is saved
        w.newGame();     // and the overrides last for the whole run
        QCOMPARE(w.session()->players(), 5);
        w.close();
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings after;
    after.load(store);
    QVERIFY(after.bots == saved.bots);
    QVERIFY(after.rules == *RuleSet::preset("house"));
    QCOMPARE(after.volume, 10);
}

void TestSettings::languageSurvivesARestart_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : AppSettings::languages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestSettings::languageSurvivesARestart()
{
    // Written by one QSettings object, read by a fresh one from the same
    // file: the way the app quits and starts again.
    QFETCH(QString, language);
    const QString path = m_dir.filePath(QStringLiteral("language-%1.conf").arg(language));
    {
        const auto store = SettingsStore::openFile(path);
        AppSettings settings;
        QCOMPARE(store->load(settings), QStringList());
        settings.language = language;
        QVERIFY(store->save(settings));
    }
    forgetCachedCopy(path);
    const auto store = SettingsStore::openFile(path);
    AppSettings in;
    QCOMPARE(store->load(in), QStringList());
    QCOMPARE(in.language, language);
}

void TestSettings::languageChosenInTheDialogSurvivesARestart()
{
    // As a person does it: Settings, Language, OK, quit, start again.
    const QString path = m_dir.filePath(QStringLiteral("dialog-language.conf"));
    {
        const auto store = SettingsStore::openFile(path);
        MainWindow w(GameSetup{}, nullptr, store.get());
        w.showSettings();
        SettingsDialog *dialog = w.settingsDialog();
        QVERIFY(dialog);
        auto *language = dialog->findChild<QComboBox *>(QStringLiteral("language"));
        QVERIFY(language);
        const int german = language->findData(QStringLiteral("de"));
        QVERIFY(german > 0);
        language->setCurrentIndex(german);
        dialog->accept();
        w.close();
    }
    forgetCachedCopy(path);
    const auto store = SettingsStore::openFile(path);
    AppSettings in;
    QCOMPARE(store->load(in), QStringList());
    QCOMPARE(in.language, QStringLiteral("de"));
}

void TestSettings::noMessageNamesASettingsKey()
{
    // Each stored setting in turn holds a value this version cannot use;
    // what the player reads about it names no settings key, no option's
    // identifier and no value as stored, and (but for the window's own
    // state) names the settings page to look at.
    AppSettings full;
    full.bots[0].level = QStringLiteral("custom");
    full.savedRuleSets = {SavedRuleSet{QStringLiteral("Mine"), *RuleSet::preset("classic")}};
    full.rules = *RuleSet::preset("slaps_full"); // the calls' options too
    full.preset = QStringLiteral("custom");
    QStringList keys = full.keyValues().keys();
    keys << QLatin1String(AppSettings::kFormatVersionKey);
    for (auto name : RuleSet::optionNames())
        if (const QString key =
                QStringLiteral("rules/") + QString::fromLatin1(name.data(), qsizetype(name.size()));
            !keys.contains(key))
            keys << key;
    static const QRegularExpression identifier(QStringLiteral("\\b[a-z]+([A-Z]|_)\\w*"));
    int said = 0;
    for (const QString &key : std::as_const(keys)) {
        const QString path = m_dir.filePath(QStringLiteral("bad-value.conf"));
        QFile::remove(path);
        forgetCachedCopy(path);
        {
            QSettings store(path, QSettings::IniFormat);
            full.save(store); // all good but the one
            store.setValue(key, key == QLatin1String(AppSettings::kFormatVersionKey)
                                    ? QStringLiteral("99")
                                    : QStringLiteral("\x01zz"));
        }
        forgetCachedCopy(path);
        QSettings store(path, QSettings::IniFormat);
        AppSettings in;
        const QStringList lines = in.load(store);
        const QStringList sentences = SettingsDialog::problemsForPlayer(lines, in);
        QCOMPARE(sentences.size(), lines.size());
        for (const QString &sentence : sentences) {
            ++said;
            const QString where = key + QLatin1String(": ") + sentence;
            QVERIFY2(!sentence.contains(key) && !sentence.contains(QLatin1Char('/')), qPrintable(where));
            QVERIFY2(!identifier.match(sentence).hasMatch(), qPrintable(where));
            if (!key.endsWith(QLatin1String("name"))) // a name keeps what can be shown of it
                QVERIFY2(!sentence.contains(QLatin1String("zz")), qPrintable(where));
            if (!key.startsWith(QLatin1String("window/"))
                && key != QLatin1String(AppSettings::kFormatVersionKey))
                QVERIFY2(sentence.contains(QStringLiteral("Settings ▸ ")), qPrintable(where));
        }
    }
    QVERIFY2(said > keys.size() / 2, qPrintable(QString::number(said))); // most bad values are said
}

void TestSettings::everyKeyReadsBackUnderItsName()
{
    // No key may land in a group the INI format reads back under another
    // name ([General] is its top level): every key written is read back as
    // itself, with its value.
    const QString path = m_dir.filePath(QStringLiteral("keys.conf"));
    AppSettings out;
    out.language = QStringLiteral("pl");
    out.windowGeometry = QByteArray("g");
    out.windowState = QByteArray("s");
    const QMap<QString, QVariant> written = out.keyValues();
    {
        QSettings store(path, QSettings::IniFormat);
        out.save(store);
    }
    forgetCachedCopy(path);
    QSettings store(path, QSettings::IniFormat);
    QStringList keys = store.allKeys();
    keys.sort();
    QStringList expected = written.keys();
    expected << QLatin1String(AppSettings::kFormatVersionKey);
    expected.sort();
    QCOMPARE(keys, expected);
    for (auto it = written.cbegin(); it != written.cend(); ++it)
        QCOMPARE(store.value(it.key()).toString(), it.value().toString());
}

namespace {
// A store that keeps every key exactly as written, as the registry and
// plists do (an INI file reads a [General] section as its top level).
bool readVerbatim(QIODevice &device, QSettings::SettingsMap &map)
{
    const QJsonObject o = QJsonDocument::fromJson(device.readAll()).object();
    for (auto it = o.begin(); it != o.end(); ++it)
        map.insert(it.key(), it.value().toVariant());
    return true;
}
bool writeVerbatim(QIODevice &device, const QSettings::SettingsMap &map)
{
    return device.write(QJsonDocument(QJsonObject::fromVariantMap(map)).toJson()) > 0;
}
} // namespace

void TestSettings::oldLanguageKeyIsMigrated_data()
{
    QTest::addColumn<bool>("verbatim");
    QTest::addColumn<QByteArray>("file");
    // What 0.1.0 wrote for setValue("general/language", "fr") in its INI
    // file, which the next start read as "General/language"…
    QTest::newRow("ini [%General]") << false << QByteArray("[%General]\nlanguage=fr\n\n[sound]\nvolume=30\n");
    // …a [General] section written by hand, read as the top level…
    QTest::newRow("ini [General]") << false << QByteArray("[General]\nlanguage=fr\n\n[sound]\nvolume=30\n");
    // …and a native store that keeps keys as they are (Windows, macOS).
    QTest::newRow("native general/language") << true << QByteArray();
}

// Format 2 stored every option beside a named preset: a house player of
// 0.1 gets this version's house (ace low in runs too), not a custom rule
// set; custom rules keep their options.
// docs/RULES.md §1: custom rules and rule codes saved before
// `dealer_starts` existed keep the dealer they were shown with (the dealer
// started where the misslapper leads and a missed slap-in sits out); rules
// saved since keep the one they were given.
void TestSettings::rulesSavedBeforeTheDealerOptionKeepTheirDealer()
{
    const QString path = m_dir.filePath(QStringLiteral("before-dealer.conf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[format]\nversion=5\n[rules]\npreset=custom\nmisslap_leads=true\nslap_in_miss=sit_out\n"
                "[ruleSets]\nsize=1\n1\\name=Seed three\n1\\code=R1-BFXB-30R5-00C1-FG1S\n");
    }
    {
        QSettings store(path, QSettings::IniFormat);
        AppSettings in;
        QCOMPARE(in.load(store), QStringList());
        QCOMPARE(in.preset, QStringLiteral("custom"));
        QVERIFY(in.rules.dealerStarts);
        QCOMPARE(in.savedRuleSets.size(), 1);
        QVERIFY(in.savedRuleSets.at(0).rules.dealerStarts);
        // Saved again, the dealer is a setting of its own, and the code is
        // of this version.
        in.rules.dealerStarts = false;
        in.save(store);
    }
    QSettings store(path, QSettings::IniFormat);
    QVERIFY(store.value(QStringLiteral("ruleSets/1/code")).toString().startsWith(QLatin1String("R2-")));
    AppSettings again;
    QCOMPARE(again.load(store), QStringList());
    QCOMPARE(again.preset, QStringLiteral("custom"));
    QVERIFY(!again.rules.dealerStarts);
    QVERIFY(again.rules.misslapLeads);
    QVERIFY(again.savedRuleSets.at(0).rules.dealerStarts);
}

void TestSettings::firstEditionPresetFollowsThisVersion()
{
    const QString path = m_dir.filePath(QStringLiteral("first-edition.conf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[format]\nversion=2\n[rules]\npreset=house\nrun_ace=high\nslaps=double, sandwich\n");
    }
    {
        QSettings store(path, QSettings::IniFormat);
        AppSettings in;
        QCOMPARE(in.load(store), QStringList());
        QCOMPARE(in.preset, QStringLiteral("house"));
        QVERIFY(in.rules == *RuleSet::preset("house"));
        QCOMPARE(in.rules.runAce, RunAce::Both);
    }
    QSettings store(path, QSettings::IniFormat);
    QVERIFY(!store.contains(QStringLiteral("rules/run_ace"))); // gone for good
    QCOMPARE(store.value(QLatin1String(AppSettings::kFormatVersionKey)).toInt(), AppSettings::kFormatVersion);

    // Custom rules are stored option by option and come back as they were;
    // picking a preset again removes them.
    AppSettings custom;
    QVERIFY(custom.rules.setOption("run_ace", std::string("high")).empty());
    custom.preset = AppSettings::presetFor(custom.rules);
    QCOMPARE(custom.preset, QStringLiteral("custom"));
    const QString path2 = m_dir.filePath(QStringLiteral("custom.conf"));
    {
        QSettings out(path2, QSettings::IniFormat);
        custom.save(out);
    }
    {
        QSettings again(path2, QSettings::IniFormat);
        AppSettings in;
        QCOMPARE(in.load(again), QStringList());
        QCOMPARE(in.rules.runAce, RunAce::High);
        QCOMPARE(in.preset, QStringLiteral("custom"));
        AppSettings house = in;
        house.rules = *RuleSet::preset("house");
        house.preset = QStringLiteral("house");
        QVERIFY(house.saveChanges(again, in) > 0);
        QVERIFY(!again.contains(QStringLiteral("rules/run_ace")));
    }
}

void TestSettings::oldLanguageKeyIsMigrated()
{
    QFETCH(bool, verbatim);
    QFETCH(QByteArray, file);
    static const QSettings::Format verbatimFormat =
        QSettings::registerFormat(QStringLiteral("verbatim"), readVerbatim, writeVerbatim);
    const QSettings::Format format = verbatim ? verbatimFormat : QSettings::IniFormat;
    const QString path =
        m_dir.filePath(QStringLiteral("old-%1.conf").arg(QString::number(qHash(QTest::currentDataTag()))));
    if (verbatim) {
        QSettings old(path, format);
        old.setValue(QStringLiteral("general/language"), QStringLiteral("fr"));
        old.setValue(QStringLiteral("sound/volume"), 30);
    } else {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    {
        QSettings store(path, format);
        QCOMPARE(store.contains(QStringLiteral("general/language")), verbatim); // the INI loss itself
        AppSettings in;
        QCOMPARE(in.load(store), QStringList());
        QCOMPARE(in.language, QStringLiteral("fr"));
        QCOMPARE(in.volume, 30);
    }
    // Moved for good: the new key is there, the old one gone.
    QSettings store(path, format);
    QCOMPARE(store.value(QLatin1String(AppSettings::kLanguageKey)).toString(), QStringLiteral("fr"));
    QVERIFY(!store.contains(QStringLiteral("language")));
    QVERIFY(!store.contains(QStringLiteral("general/language")));
    QCOMPARE(store.value(QLatin1String(AppSettings::kFormatVersionKey)).toInt(), AppSettings::kFormatVersion);
}

void TestSettings::twoInstancesKeepEachOthersChoices()
{
    const QString path = m_dir.filePath(QStringLiteral("two.conf"));
    const auto first = SettingsStore::openFile(path);
    const auto second = SettingsStore::openFile(path);
    AppSettings a, b;
    first->load(a);
    second->load(b);
    a.volume = 20; // one window turns the volume down…
    QVERIFY(first->save(a));
    b.fourColourDeck = true; // …the other, started before, picks four colours
    b.bots = AppSettings::defaultBots(5);
    QVERIFY(second->save(b));
    a.muted = true; // and the first one mutes
    QVERIFY(first->save(a));

    const auto third = SettingsStore::openFile(path);
    AppSettings in;
    QCOMPARE(third->load(in), QStringList());
    QCOMPARE(in.volume, 20);
    QCOMPARE(in.fourColourDeck, true);
    QCOMPARE(in.muted, true);
    QCOMPARE(in.bots.size(), 5);
}

void TestSettings::onlyChangedKeysAreWritten()
{
    QSettings store(m_dir.filePath(QStringLiteral("changes.conf")), QSettings::IniFormat);
    AppSettings before, after;
    QCOMPARE(after.saveChanges(store, before), 0);
    QVERIFY(store.allKeys().isEmpty());
    after.volume = 5;
    after.bots[1].level = QStringLiteral("hard");
    // The volume, and the bots as a whole: the size and ten keys per bot
    // (name, level and the custom level's eight numbers, the calls' three
    // of docs/RULES.md §9 among them).
    QCOMPARE(after.saveChanges(store, before), 1 + 1 + 10 * int(after.bots.size()));
    QVERIFY(store.contains(QStringLiteral("bots/2/falseCall")));
    QCOMPARE(store.value(QStringLiteral("sound/volume")).toInt(), 5);
    QVERIFY(!store.contains(QStringLiteral("sound/muted")));
    QCOMPARE(store.value(QLatin1String(AppSettings::kFormatVersionKey)).toInt(), AppSettings::kFormatVersion);

    // A file of a newer version is read, said so, and keeps its version.
    store.setValue(QLatin1String(AppSettings::kFormatVersionKey), AppSettings::kFormatVersion + 1);
    AppSettings read;
    const QStringList problems = read.load(store);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().startsWith(QStringLiteral("format/version: written by a newer Ratscrew")));
    QCOMPARE(read.volume, 5);
    read.muted = true;
    read.saveChanges(store, after);
    QCOMPARE(store.value(QLatin1String(AppSettings::kFormatVersionKey)).toInt(),
             AppSettings::kFormatVersion + 1);
}

void TestSettings::unwritableStoreIsReportedOnce()
{
    // A path that can never be written, even by root: its folder is a file.
    const QString notADir = m_dir.filePath(QStringLiteral("plain-file"));
    {
        QFile f(notADir);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    const QString path = notADir + QStringLiteral("/ratscrew.conf");
    const auto store = SettingsStore::openFile(path);
    QVERIFY(!store->canSave());
    QVERIFY(store->problem().contains(QDir::toNativeSeparators(path)));
    AppSettings settings;
    QVERIFY(!store->save(settings));

    MainWindow w(GameSetup{}, nullptr, store.get());
    QVERIFY(w.settingsNotice().contains(QStringLiteral("cannot be saved")));
    QVERIFY(w.settingsNotice().contains(QDir::toNativeSeparators(path)));
    w.setVolume(10); // still works for this run
    w.setVolume(11);
    QCOMPARE(w.settingsNotice().count(QStringLiteral("cannot be saved")), 1); // said once
    QCOMPARE(w.settings().volume, 11);
}

void TestSettings::nonRegularFileIsNotOpened_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("directory") << "directory";
#ifdef Q_OS_UNIX
    QTest::newRow("fifo") << "fifo";
    QTest::newRow("device") << "device";
#endif
}

void TestSettings::nonRegularFileIsNotOpened()
{
    // Reading a FIFO would hang the start for ever (until something writes
    // to it); a directory or a device is no settings file either.
    QFETCH(QString, kind);
    const QString path = m_dir.filePath(QStringLiteral("special-%1.conf").arg(kind));
    if (kind == QLatin1String("directory")) {
        QVERIFY(QDir(m_dir.path()).mkdir(QFileInfo(path).fileName()));
    } else if (kind == QLatin1String("fifo")) {
#ifdef Q_OS_UNIX
        QVERIFY(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
#endif
    } else {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
    }
    const auto store = SettingsStore::openFile(path);
    QVERIFY(!store->canSave());
    QVERIFY(store->problem().contains(QStringLiteral("not a regular file")));
    MainWindow w(GameSetup{}, nullptr, store.get());
    QVERIFY(w.settingsNotice().contains(QStringLiteral("not a regular file")));
    QVERIFY(w.settings() == AppSettings()); // the defaults
    w.setVolume(12);
    QFileInfo after(path);
    QVERIFY(after.exists() && !after.isFile()); // left as it was
}

void TestSettings::oversizedFileIsLeftAlone()
{
    const QString path = m_dir.filePath(QStringLiteral("huge.conf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(SettingsStore::kMaxFileBytes + 1));
    }
    const auto store = SettingsStore::openFile(path);
    QVERIFY(!store->canSave());
    QVERIFY(store->problem().contains(QStringLiteral("larger than 1 MiB")));
    AppSettings settings;
    QCOMPARE(store->load(settings), QStringList());
    QVERIFY(!store->save(settings));
    QCOMPARE(QFileInfo(path).size(), SettingsStore::kMaxFileBytes + 1);
}

void TestSettings::outOfRangeNumbersSayRange()
{
    const QString path = m_dir.filePath(QStringLiteral("range.conf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[sound]\nvolume=99999999999\n[bots]\nsize=100000\n[rules]\ncollectDelayMs=1e300\n"
                "[game]\nbotPlaySpeed=-1e999\n");
    }
    const auto store = SettingsStore::openFile(path);
    AppSettings in;
    const QString problems = store->load(in).join('\n');
    QVERIFY2(problems.contains(QStringLiteral("sound/volume: 99999999999 is out of range 0–100, using 100")),
             qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("bots/size: 100000 is out of range 1–7, using 7")),
             qPrintable(problems));
    QVERIFY2(
        problems.contains(QStringLiteral("rules/collectDelayMs: 1e300 is out of range 200–5000, using 5000")),
        qPrintable(problems));
    QVERIFY2(problems.contains(QStringLiteral("game/botPlaySpeed: '-1e999' is not a number")),
             qPrintable(problems));
    QVERIFY(!problems.contains(QStringLiteral("99999999999' is not a number")));
    QCOMPARE(in.volume, 100);
    QCOMPARE(in.bots.size(), AppSettings::kMaxBots);
    // A person who started the app sees that something was reset.
    MainWindow w(GameSetup{}, nullptr, store.get());
    QVERIFY(w.settingsNotice().contains(QStringLiteral("4 saved settings could not be used")));
}

void TestSettings::controlCharactersAreEscaped()
{
    const QString path = m_dir.filePath(QStringLiteral("controls.conf"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[rules]\npreset=\"ho\x1b[31muse\"\n[players]\nname=\"Z\x07o\x1b[2J\"\n[bots]\nsize=1\n"
                "1\\level=\"\xe2\x80\xae"
                "expert\"\n");
    }
    const auto store = SettingsStore::openFile(path);
    AppSettings in;
    const QStringList problems = store->load(in);
    for (const QString &line : problems)
        for (const QChar c : line)
            QVERIFY2(c.isPrint() && c != QChar(0x202e), qPrintable(line));
    QVERIFY2(problems.join('\n').contains(QStringLiteral(R"('ho\x1b[31muse')")),
             qPrintable(problems.join('\n')));
    QCOMPARE(in.playerName, QStringLiteral("Zo[2J")); // what cannot be shown is left out of a name
    QCOMPARE(in.bots.at(0).level, QStringLiteral("normal"));
}

void TestSettings::oversizedGeometryFitsTheScreen()
{
    // A window saved on a larger screen, or partly off this one (the test
    // runs on one 1920x1080 screen, see main()).
    const QString path = m_dir.filePath(QStringLiteral("offscreen.conf"));
    {
        QWidget big;
        big.setGeometry(2500, 1500, 3000, 2000);
        AppSettings settings;
        settings.windowGeometry = big.saveGeometry();
        QSettings store(path, QSettings::IniFormat);
        settings.save(store);
    }
    const auto store = SettingsStore::openFile(path);
    MainWindow w(GameSetup{}, nullptr, store.get());
    const QRect available = w.screen()->availableGeometry();
    QVERIFY2(available.contains(w.frameGeometry()), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                   .arg(w.frameGeometry().x())
                                                                   .arg(w.frameGeometry().y())
                                                                   .arg(w.frameGeometry().width())
                                                                   .arg(w.frameGeometry().height())));
    QVERIFY(w.width() >= w.minimumWidth());
}

// With no size saved, the window fits the screen it opens on: 780 pixels
// and a title bar are taller than a 1280x720 screen's available area.
void TestSettings::defaultSizeFitsTheScreen()
{
    QCOMPARE(windowplacement::defaultSize(QSize(1920, 1040)), QSize(1100, 780));
    const QSize small(1280, 680); // 720 pixels less a panel
    const QSize fitted = windowplacement::defaultSize(small);
    QCOMPARE(fitted.width(), 1100);
    QVERIFY2(fitted.height() + windowplacement::kFrameRoom.height() <= small.height(),
             qPrintable(QString::number(fitted.height())));
    QVERIFY(fitted.height() >= 600);
    QCOMPARE(windowplacement::defaultSize(QSize(640, 480)), QSize(800, 600)); // never below the minimum

    // The window made with no saved size has the size for its screen.
    MainWindow w(GameSetup{}, nullptr, nullptr);
    QCOMPARE(w.size(),
             windowplacement::defaultSize(QGuiApplication::primaryScreen()->availableGeometry().size()));
}

void TestSettings::keysRoundTrip()
{
    AppSettings out;
    out.keys.of(KeyCommand::Play1) = {QKeySequence(Qt::Key_J), QKeySequence()};
    out.keys.of(KeyCommand::Slap1) = {QKeySequence(Qt::Key_S), QKeySequence(Qt::SHIFT | Qt::Key_X)};
    out.keys.of(KeyCommand::Pause) = {QKeySequence(Qt::Key_Pause), QKeySequence()}; // Esc no more
    out.keys.of(KeyCommand::Settings) = {QKeySequence(Qt::CTRL | Qt::Key_Comma), QKeySequence(Qt::Key_F10)};
    out.bots[1].level = QLatin1String(BotSettings::kPerson);
    QVERIFY(out.keys.conflicts().isEmpty());
    const QString path = m_dir.filePath(QStringLiteral("keys-roundtrip.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        out.save(store);
    }
    forgetCachedCopy(path);
    QSettings store(path, QSettings::IniFormat);
    QCOMPARE(store.value(QStringLiteral("keys/play1/1")).toString(), QStringLiteral("J"));
    AppSettings in;
    QCOMPARE(in.load(store), QStringList());
    QVERIFY(in.keys == out.keys);
    QVERIFY(in.bots.at(1).isPerson());
    QVERIFY(in == out);
    QCOMPARE(in.keys.text(KeyCommand::Pause), GameText::key(QKeySequence(Qt::Key_Pause)));
    QCOMPARE(in.keys.text(KeyCommand::Slap1),
             QStringLiteral("S or %1").arg(GameText::key(QKeySequence(Qt::SHIFT | Qt::Key_X))));
}

void TestSettings::badAndClashingKeysFallBack()
{
    const QString path = m_dir.filePath(QStringLiteral("bad-keys.ini"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[keys]\nplay1\\1=Ctrl+K, Ctrl+C\nslap1\\1=NoSuchKey\nplay2\\1=\nquit\\2=\"\\x01\"\n");
    }
    QSettings store(path, QSettings::IniFormat);
    AppSettings in;
    const QStringList problems = in.load(store);
    QVERIFY2(problems.size() == 3, qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY2(problems.at(0).startsWith(QStringLiteral("keys/play1/1: 'Ctrl+K,"))
                 && problems.at(0).endsWith(QStringLiteral("is not one key, using Space")),
             qPrintable(problems.at(0)));
    QVERIFY2(problems.at(1).startsWith(QStringLiteral("keys/slap1/1: 'NoSuchKey' is not one key, using S")),
             qPrintable(problems.at(1)));
    QVERIFY2(problems.at(2).startsWith(QStringLiteral("keys/quit/2: '")), qPrintable(problems.at(2)));
    QVERIFY2(!problems.at(2).contains(QChar(1)), qPrintable(problems.at(2))); // escaped
    // An empty key is "none".
    QVERIFY(in.keys.list(KeyCommand::Play2).isEmpty());
    QCOMPARE(in.keys.list(KeyCommand::Play1), QList<QKeySequence>{QKeySequence(Qt::Key_Space)});

    // Two commands on one key: the default keys, said once.
    const QString clash = m_dir.filePath(QStringLiteral("clash-keys.ini"));
    {
        QFile f(clash);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[keys]\nplay1\\1=J\nlog\\1=S\n");
    }
    QSettings clashing(clash, QSettings::IniFormat);
    AppSettings back;
    QCOMPARE(back.load(clashing),
             QStringList{QStringLiteral("keys: S is the key of both slap1 and log, using the default keys")});
    QVERIFY(back.keys == KeyBindings::defaults());
}

void TestSettings::atMostFourPeople()
{
    const QString path = m_dir.filePath(QStringLiteral("people.ini"));
    {
        QSettings store(path, QSettings::IniFormat);
        AppSettings out;
        out.bots = AppSettings::defaultBots(5);
        for (BotSettings &bot : out.bots)
            bot.level = QLatin1String(BotSettings::kPerson);
        out.save(store);
    }
    forgetCachedCopy(path);
    QSettings store(path, QSettings::IniFormat);
    AppSettings in;
    const QStringList problems = in.load(store);
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems.at(0),
             QStringLiteral("bots/4/level: at most 4 people play at one keyboard, using normal"));
    QCOMPARE(in.bots.at(2).level, QLatin1String(BotSettings::kPerson));
    QCOMPARE(in.bots.at(3).level, QStringLiteral("normal"));
    QCOMPARE(in.bots.at(4).level, QStringLiteral("normal"));
}

// One screen of 1920x1080 on the offscreen platform, so that windows of a
// real size fit (its default screen is 800x600, the window's minimum).
namespace {
int runTestSettings(int argc, char *argv[])
{
    QTemporaryDir config;
    const QString configFile = config.filePath(QStringLiteral("screens.json"));
    {
        QFile f(configFile);
        if (!f.open(QIODevice::WriteOnly))
            return 1;
        f.write(R"({"screens": [{"name": "main", "x": 0, "y": 0, "width": 1920, "height": 1080}]})");
    }
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(configFile));
    QApplication app(argc, argv);
    TestSettings test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
} // namespace
RATSCREW_TEST_CUSTOM_MAIN(TestSettings, &runTestSettings)
#include "tst_settings.moc"
