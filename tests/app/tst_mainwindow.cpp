// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a person uses it: keys, the status line, sounds, the end
// of a game and Play Again; and the command line.

#include "AppStartup.h"
#include "BotPlayer.h"
#include "CommandLine.h"
#include "MainWindow.h"
#include "MainWindowPanels.h"
#include "ReportSpy.h"
#include "RuleCode.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "WindowTestSupport.h"
#include "help/HelpDialog.h"
#include "records/RecordKeeper.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"
#include "summary/SummaryDialog.h"
#include "table/TableWidget.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

using namespace ratscrew;
using ratscrew::test::ReportSpy;
using ratscrew::test::startTheGame;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void commandLine_data();
    void commandLine();
    void commandLineRuleCode();
    void spacePlaysYourCardOnlyOnYourTurn();
    void autoRepeatIsIgnored();
    void sKeySlapsAndSounds();
    void clicksPlayAndSlap();
    void wholeGameEndsWithPlayAgain();
    void newGameDropsBotTimers();
    void eachBotHasItsLevel();
    void pauseAndCountdown();
    void aNewGameWaitsForThePlayKey();
    void aClickStartsAWaitingGame();
    void resumeQuestionHoldsTheFirstGame();
    void minimisingPauses();
    void f1ShowsTheRulesInPlay();
    void lTogglesTheLog();
    void highContrastDarkensTheLogAndStatusLines();
    void settingsDialogChangesTheNextGame();
    void dealerFollowsTheRules();

private:
    static GameSetup setup(int bots, quint64 seed)
    {
        GameSetup s;
        s.rules = *RuleSet::preset("house");
        s.botLevels = QStringList(bots, QStringLiteral("normal"));
        s.seed = seed;
        return s;
    }
    // Signals about player 0 only (a bot may act at any time).
    static int mine(const QSignalSpy &spy)
    {
        int n = 0;
        for (const auto &args : spy)
            n += args.at(0).toInt() == 0;
        return n;
    }
    // Cards played by player 0 only, from the reports.
    static int myPlays(const ReportSpy &reports)
    {
        int n = 0;
        for (const Event &e : reports.events(Event::Type::Play))
            n += e.seat == 0;
        return n;
    }
    // Lets the bots play until it is the person's turn (bounded).
    static bool waitForMyTurn(MainWindow &w)
    {
        return QTest::qWaitFor([&] { return w.session()->turnPlayer() == 0; }, 20000);
    }
};

void TestMainWindow::commandLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<int>("bots");
    QTest::addColumn<QString>("preset");
    using O = CommandLine::Outcome;
    QTest::newRow("defaults") << QStringList{} << int(O::Run) << 3 << "house";
    QTest::newRow("help") << QStringList{"--help"} << int(O::ShowHelp) << 3 << "house";
    QTest::newRow("help-all") << QStringList{"--help-all"} << int(O::ShowHelp) << 3 << "house";
    QTest::newRow("version") << QStringList{"--version"} << int(O::ShowVersion) << 3 << "house";
    QTest::newRow("bots 7") << QStringList{"--bots", "7"} << int(O::Run) << 7 << "house";
    QTest::newRow("bots 0") << QStringList{"--bots", "0"} << int(O::Error) << 3 << "house";
    QTest::newRow("bots 8") << QStringList{"--bots=8"} << int(O::Error) << 3 << "house";
    QTest::newRow("bots x") << QStringList{"--bots", "x"} << int(O::Error) << 3 << "house";
    QTest::newRow("levels") << QStringList{"--bots", "hard,normal,easy"} << int(O::Run) << 3 << "house";
    QTest::newRow("one level") << QStringList{"--bots", "expert"} << int(O::Run) << 1 << "house";
    QTest::newRow("bad level") << QStringList{"--bots", "hard,godlike"} << int(O::Error) << 3 << "house";
    QTest::newRow("8 levels") << QStringList{"--bots", "easy,easy,easy,easy,easy,easy,easy,easy"}
                              << int(O::Error) << 3 << "house";
    QTest::newRow("preset") << QStringList{"--preset", "classic"} << int(O::Run) << 3 << "classic";
    QTest::newRow("bad preset") << QStringList{"--preset", "speed"} << int(O::Error) << 3 << "house";
    QTest::newRow("bad seed") << QStringList{"--seed", "-1"} << int(O::Error) << 3 << "house";
    QTest::newRow("unknown") << QStringList{"--fast"} << int(O::Error) << 3 << "house";
    QTest::newRow("positional") << QStringList{"extra"} << int(O::Error) << 3 << "house";
    QTest::newRow("qt options") << QStringList{"-platform", "offscreen", "--bots",   "2",
                                               "-geometry", "800x600",   "-reverse", "-style=fusion"}
                                << int(O::Run) << 2 << "house";
}

void TestMainWindow::commandLine()
{
    QFETCH(QStringList, args);
    QFETCH(int, outcome);
    QFETCH(int, bots);
    QFETCH(QString, preset);
    const CommandLine c = CommandLine::parse(QStringList{"ratscrew"} + args);
    QCOMPARE(int(c.outcome), outcome);
    if (c.outcome == CommandLine::Outcome::Error)
        QVERIFY(!c.error.isEmpty() && !c.error.contains('\n'));
    else {
        QCOMPARE(int(c.botLevels.value_or(QStringList(3, QStringLiteral("normal"))).size()), bots);
        QCOMPARE(c.preset.value_or(QStringLiteral("house")), preset);
    }
    const CommandLine seeded =
        CommandLine::parse({"ratscrew", "--seed", "18446744073709551615", "--no-sound"});
    QCOMPARE(seeded.seed.value(), Q_UINT64_C(18446744073709551615));
    QVERIFY(!seeded.sound);
    QCOMPARE(CommandLine::parse({"ratscrew", "--bots", "hard,normal,easy"}).botLevels.value(),
             (QStringList{"hard", "normal", "easy"}));
    QVERIFY(!CommandLine::parse({"ratscrew"}).botLevels); // the saved settings decide
    QVERIFY(!CommandLine::parse({"ratscrew"}).preset);
}

// `--rules CODE`: the code's rule set exactly; a bad one is one line.
void TestMainWindow::commandLineRuleCode()
{
    RuleSet rules = *RuleSet::preset("slaps_advanced");
    rules.slaps.insert(SlapPattern::Divorce);
    rules.penalty = Penalty::Lockout;
    rules.lockoutCards = 3;
    rules.timeLimitMinutes = 20;
    const QString code = QString::fromStdString(RuleCode::encode(rules));
    const CommandLine c = CommandLine::parse({"ratscrew", "--no-sound", "--rules", code});
    QCOMPARE(int(c.outcome), int(CommandLine::Outcome::Run));
    QVERIFY(c.rules && *c.rules == rules);
    QVERIFY(!c.preset);
    QString wrong = code;
    wrong[4] = wrong[4] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    for (const QStringList &args :
         {QStringList{"--rules", wrong}, QStringList{"--rules", "R2-0000"}, QStringList{"--rules", "slaps"},
          QStringList{"--rules", code, "--preset", "house"}, QStringList{"--rules", "R1-\x1b\n"}}) {
        const CommandLine bad = CommandLine::parse(QStringList{"ratscrew"} + args);
        QCOMPARE(int(bad.outcome), int(CommandLine::Outcome::Error));
        QVERIFY2(bad.error.contains(QLatin1String("rules")) && !bad.error.contains(QLatin1Char('\n')),
                 qPrintable(bad.error));
    }
    // The app plays it: the first game's rules are the code's.
    AppInstance app(c);
    QVERIFY(app.window().session()->hasGame());
    QCOMPARE(app.window().session()->rules(), rules);
}

void TestMainWindow::spacePlaysYourCardOnlyOnYourTurn()
{
    SilentSoundPlayer sound;
    MainWindow w(setup(1, 11), &sound);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(waitForMyTurn(w));
    ReportSpy reports(w.session());
    QTest::keyClick(&w, Qt::Key_Space);
    QTRY_COMPARE(reports.count(Event::Type::Play), 1); // when it lands (docs/RULES.md §12.1)
    QCOMPARE(reports.events(Event::Type::Play).at(0).seat, 0);
    QVERIFY(w.statusLines()->status().startsWith(QStringLiteral("You played")));
    QVERIFY(sound.played().contains(Sound::Flip));
    if (w.session()->turnPlayer() != 0) {
        QTest::keyClick(&w, Qt::Key_Space); // not your turn: nothing happens
        QCOMPARE(reports.count(Event::Type::Play), 1);
        QVERIFY(w.statusLines()->hint().startsWith(QStringLiteral("Not your turn")));
        QVERIFY(w.statusLines()->status().startsWith(QStringLiteral("You played"))); // what happened stays
    }
}

void TestMainWindow::autoRepeatIsIgnored()
{
    SilentSoundPlayer sound;
    MainWindow w(setup(1, 11), &sound);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(waitForMyTurn(w));
    QSignalSpy resolved(w.session(), &GameSession::slapResolved);
    ReportSpy reports(w.session());
    // A held key: the window system sends auto-repeated presses, which
    // go through the shortcut map like real ones.
    QTest::simulateEvent(&w, true, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"), true);
    QTest::simulateEvent(&w, true, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), true);
    QCOMPARE(mine(resolved), 0);
    QCOMPARE(myPlays(reports), 0);
    // The same keys without auto-repeat do act.
    QTest::simulateEvent(&w, true, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), false);
    QTRY_COMPARE(myPlays(reports), 1); // when it lands (docs/RULES.md §12.1)
    QTest::simulateEvent(&w, true, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"), false);
    QCOMPARE(mine(resolved), 1);
}

void TestMainWindow::sKeySlapsAndSounds()
{
    SilentSoundPlayer sound;
    MainWindow w(setup(1, 5), &sound);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QSignalSpy resolved(w.session(), &GameSession::slapResolved);
    QTest::keyClick(&w, Qt::Key_S); // an empty or plain pile: a misslap (house: 2 burned)
    QVERIFY(resolved.count() >= 1);
    const auto last = resolved.last();
    QCOMPARE(last.at(0).toInt(), 0);
    const bool valid = last.at(1).toBool();
    QVERIFY(sound.played().contains(valid ? Sound::Slap : Sound::Misslap));
    if (!valid)
        QVERIFY2(w.statusLines()->status().startsWith(QStringLiteral("You slapped on nothing")),
                 qPrintable(w.statusLines()->status()));
    QCOMPARE(w.session()->game().cardCount(), 52);
}

void TestMainWindow::clicksPlayAndSlap()
{
    SilentSoundPlayer sound;
    MainWindow w(setup(2, 3), &sound);
    w.resize(1024, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    TableWidget *table = w.table();
    QSignalSpy resolved(w.session(), &GameSession::slapResolved);
    QTest::mouseClick(table, Qt::LeftButton, Qt::NoModifier, table->pileRect().center().toPoint());
    QCOMPARE(resolved.count(), 1);
    QCOMPARE(resolved.at(0).at(0).toInt(), 0);
    QVERIFY(waitForMyTurn(w));
    ReportSpy reports(w.session());
    QTest::mouseClick(table, Qt::LeftButton, Qt::NoModifier, table->seatRect(0).center().toPoint());
    QTRY_COMPARE(reports.count(Event::Type::Play), 1); // when it lands (docs/RULES.md §12.1)
    QCOMPARE(reports.events(Event::Type::Play).at(0).seat, 0);
}

// Drives a whole game through the same slots the keys use, quickly, with
// the bots' own timers running too; then Play Again starts a fresh game.
void TestMainWindow::wholeGameEndsWithPlayAgain()
{
    SilentSoundPlayer sound;
    MainWindow w(setup(3, 2024), &sound);
    w.setAnimationScale(0); // cards land at once: the game runs as fast as the loop
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    GameSession *s = w.session();
    const quint64 firstSeed = w.match()->deal();
    for (int step = 0; step < 100000 && !s->isOver(); ++step) {
        if (s->pendingPlayer() >= 0) {
            s->collect();
        } else if (!s->slappablePatterns().empty()) {
            s->slap(step % 4); // everybody gets piles, so the game moves
        } else {
            s->playCard(s->turnPlayer());
        }
        QCOMPARE(s->game().cardCount(), 52);
    }
    QVERIFY(s->isOver());
    QVERIFY(s->winner() >= 0);
    QVERIFY(w.statusLines()->status().contains(QStringLiteral("win")));
    auto *summary = qobject_cast<SummaryDialog *>(w.gameOverDialog());
    QVERIFY(summary);
    QTRY_VERIFY(summary->isVisible());
    QCOMPARE(summary->summary().winner, s->winner());
    QCOMPARE(summary->summary().totalCardsPlayed, int(s->game().plays()));
    QPushButton *again = summary->playAgainButton();
    QVERIFY(again && !again->isDefault());
    QTRY_VERIFY(summary->isActiveWindow());
    QSignalSpy started(s, &GameSession::gameStarted);
    // A player still pressing their keys of play sees the result: Space,
    // S and Return start no new game, wherever the focus is (issue 44:
    // Space pressed the default button, Play Again).
    for (QWidget *focus : {QApplication::focusWidget(), static_cast<QWidget *>(again)}) {
        QVERIFY(focus && summary->isAncestorOf(focus));
        focus->setFocus();
        for (const Qt::Key key : {Qt::Key_Space, Qt::Key_S, Qt::Key_Return})
            QTest::keyClick(focus, key);
        QCOMPARE(started.count(), 0);
        QVERIFY(summary->isVisible());
        QVERIFY(s->isOver());
    }
    again->click();
    QCOMPARE(started.count(), 1);
    QVERIFY(!s->isOver());
    // The table takes the keys of the new game at once.
    QTRY_VERIFY(w.isActiveWindow());
    QCOMPARE(w.match()->deal(), firstSeed + 1); // --seed gives a replayable series
    QCOMPARE(w.rig()->bots().size(), 3);
}

void TestMainWindow::newGameDropsBotTimers()
{
    SilentSoundPlayer sound;
    MainWindow w(setup(3, 8), &sound);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::qWait(300);
    QSignalSpy resolved(w.session(), &GameSession::slapResolved);
    // New Game from the keyboard, many times in a row: no bot of an old
    // game may act in a new one (they are deleted with their timers).
    for (int i = 0; i < 20; ++i)
        QTest::keySequence(&w, QKeySequence::New);
    QCOMPARE(w.rig()->bots().size(), 3);
    // The bots are the window's: its match's rig's (GameRig), gone with it.
    QCOMPARE(w.rig()->parent(), w.match());
    QCOMPARE(w.match()->parent(), &w);
    for (BotPlayer *bot : w.rig()->bots())
        QCOMPARE(bot->parent(), w.rig());
    QCOMPARE(w.session()->game().cardCount(), 52);
    QCOMPARE(w.session()->playedCount(), 0);
}

// docs/RULES.md §1: the dealer sits before the first player, except with
// `dealer_starts` (the slaps presets), where the dealer starts; a custom
// rule set takes the option as it is, whatever its other rules.
void TestMainWindow::dealerFollowsTheRules()
{
    for (const char *preset : {"house", "slaps", "slaps_advanced", "classic"}) {
        for (bool flipped : {false, true}) {
            GameSetup s = setup(3, 7);
            s.rules = *RuleSet::preset(preset);
            s.presetName = QString::fromLatin1(preset);
            if (flipped) {
                s.rules->dealerStarts = !s.rules->dealerStarts;
                s.presetName = QStringLiteral("custom");
            }
            MainWindow w(s, nullptr);
            const int first = w.session()->firstPlayer();
            const bool starts = QByteArray(preset).startsWith("slaps") != flipped;
            const int dealer = starts ? first : (first + 3) % 4;
            QVERIFY2(w.table()->dealer() == dealer, preset);
        }
    }
}

void TestMainWindow::eachBotHasItsLevel()
{
    GameSetup s = setup(1, 4);
    s.botLevels = QStringList{"hard", "beginner", "expert"};
    MainWindow w(s, nullptr);
    QCOMPARE(w.session()->players(), 4);
    QCOMPARE(w.rig()->bots().size(), 3);
    QCOMPARE(QString::fromStdString(w.rig()->bots().at(0)->profile().level), QStringLiteral("hard"));
    QCOMPARE(QString::fromStdString(w.rig()->bots().at(2)->profile().level), QStringLiteral("expert"));
    QCOMPARE(w.table()->seats().at(2).level, QStringLiteral("beginner")); // the badge at the seat
    QCOMPARE(w.rig()->bots().at(1)->player(), 2);
}

void TestMainWindow::pauseAndCountdown()
{
    SilentSoundPlayer sound;
    MainWindow w(setup(3, 9), &sound);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_P);
    QVERIFY(w.session()->isPaused());
    QVERIFY(w.statusLines()->status().startsWith(QStringLiteral("Paused")));
    for (BotPlayer *bot : w.rig()->bots())
        QVERIFY(!bot->hasPendingPlay() && !bot->hasPendingSlap());
    ReportSpy reports(w.session());
    QTest::keyClick(&w, Qt::Key_Space); // no play while paused
    QTest::keyClick(&w, Qt::Key_S);     // nor a slap
    QTest::qWait(600);                  // and no bot moves
    QCOMPARE(reports.count(Event::Type::Play), 0);
    QTest::keyClick(&w, Qt::Key_Escape); // play on: a countdown first
    QVERIFY(w.isCountingDown());
    QVERIFY(w.session()->isPaused());
    QTRY_VERIFY(!w.session()->isPaused());
    QVERIFY(!w.isCountingDown());
    QTest::keyClick(&w, Qt::Key_Escape); // Esc pauses too
    QVERIFY(w.session()->isPaused());
    QTest::keyClick(&w, Qt::Key_P);
    QTest::keyClick(&w, Qt::Key_P); // pressed again during the countdown: stays paused
    QVERIFY(!w.isCountingDown());
    QTest::qWait(1700);
    QVERIFY(w.session()->isPaused());
}

// A new game waits on its dealt table until the person starts it: no bot
// plays and the clock stands; a slap key is not taken; the play key starts
// the countdown, and only then the game. A newcomer (no game finished)
// reads the goal and the keys there; the next new game waits as well.
void TestMainWindow::aNewGameWaitsForThePlayKey()
{
    SilentSoundPlayer sound;
    GameSetup s = setup(3, 9); // house, with the settings' game length of 30 minutes
    s.newGamesWait = true;
    MainWindow w(s, &sound);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.isWaitingToStart());
    QVERIFY(w.session()->isPaused());
    QVERIFY2(w.statusLines()->status().contains(QLatin1String("Press Space or click the table to start")),
             qPrintable(w.statusLines()->status()));
    const QString described = w.table()->describe();
    QVERIFY2(described.contains(
                 QLatin1String("Be the last player with cards, or hold the most when 30 minutes are up."))
                 && described.contains(QLatin1String("Space plays your card, S slaps.")),
             qPrintable(described));
    ReportSpy reports(w.session());
    QTest::keyClick(&w, Qt::Key_S); // a slap key does not start
    QTest::qWait(1500);             // and nobody plays meanwhile
    QVERIFY(w.isWaitingToStart());
    QCOMPARE(reports.count(Event::Type::Play), 0);
    QVERIFY(w.session()->elapsedMs() < 100); // the clock stands
    QVERIFY2(w.statusLines()->hint().contains(QLatin1String("press Space to start")),
             qPrintable(w.statusLines()->hint()));
    QTest::keyClick(&w, Qt::Key_Space); // the play key: the countdown, not a card
    QVERIFY(!w.isWaitingToStart());
    QVERIFY(w.isCountingDown());
    QVERIFY(w.session()->isPaused());
    QVERIFY(!w.table()->describe().contains(QLatin1String("Win all")));
    QTRY_VERIFY(!w.session()->isPaused());
    QCOMPARE(reports.count(Event::Type::Play), 0);
    QVERIFY(QTest::qWaitFor([&] { return reports.count(Event::Type::Play) > 0; }, 10000)); // then play
    // The next game waits too.
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(w.isWaitingToStart());
    QVERIFY(w.session()->isPaused());
    QCOMPARE(w.session()->game().plays(), 0);
    QTest::keyClick(&w, Qt::Key_P); // Pause's key starts as well
    QVERIFY(w.isCountingDown());
    QTRY_VERIFY(!w.session()->isPaused());
}

void TestMainWindow::aClickStartsAWaitingGame()
{
    GameSetup s = setup(1, 5);
    s.newGamesWait = true;
    MainWindow w(s, nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.isWaitingToStart());
    QVERIFY2(w.table()->describe().contains(QLatin1String("Be the last player with cards")),
             qPrintable(w.table()->describe()));
    // A click on the pile is no slap: it starts.
    QTest::mouseClick(w.table(), Qt::LeftButton, {}, w.table()->pileRect().center().toPoint());
    QVERIFY(w.isCountingDown());
    QTRY_VERIFY(!w.session()->isPaused());
    QCOMPARE(w.session()->game().plays(), 0);
    // Settings ▸ Game can turn the wait off: the next game starts at once.
    AppSettings noWait = w.settings();
    noWait.newGamesWait = false;
    w.applyNewSettings(noWait);
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QVERIFY(!w.isWaitingToStart());
    QVERIFY(!w.session()->isPaused());
}

// At start-up, a game left unfinished is offered in a modal box, which
// runs an event loop of its own: the first game waits behind it (even
// where focus loss does not pause), and after No it waits for the person
// to start it.
void TestMainWindow::resumeQuestionHoldsTheFirstGame()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QList<QByteArray> vars = {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"};
    QList<QByteArray> saved;
    for (const QByteArray &var : vars) {
        saved.append(qgetenv(var.constData()));
        qputenv(var.constData(), home.filePath(QString::fromLatin1(var)).toLocal8Bit());
    }
    const auto restore = qScopeGuard([&] {
        for (qsizetype i = 0; i < vars.size(); ++i)
            qputenv(vars.at(i).constData(), saved.at(i));
    });
    // The app's names, as main() sets them: they name its settings file.
    const QString organization = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    setApplicationNames();
    setUpApplication();
    const auto restoreNames = qScopeGuard([&] {
        QCoreApplication::setOrganizationName(organization);
        QCoreApplication::setApplicationName(application);
    });
    // The settings file SettingsStore::openDefault() reads.
    const QString confPath = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
                                 .filePath(QCoreApplication::organizationName() + QLatin1Char('/')
                                           + QCoreApplication::applicationName() + QStringLiteral(".conf"));
    QVERIFY2(confPath.startsWith(home.path()), qPrintable(confPath));
    QVERIFY(QDir().mkpath(QFileInfo(confPath).path()));
    QFile conf(confPath);
    QVERIFY(conf.open(QIODevice::WriteOnly));
    conf.write("[game]\npauseOnFocusLoss=false\n");
    conf.close();
    const CommandLine options = CommandLine::parse({QStringLiteral("ratscrew"), QStringLiteral("--no-sound"),
                                                    QStringLiteral("--seed"), QStringLiteral("12"),
                                                    QStringLiteral("--bots"), QStringLiteral("3")});
    {
        // A game left after a few cards.
        AppInstance first(options);
        first.window().show();
        QVERIFY(QTest::qWaitForWindowExposed(&first.window()));
        QVERIFY(startTheGame(first.window()));
        GameSession *s = first.window().session();
        for (int i = 0; i < 200 && s->game().plays() < 6; ++i) {
            if (s->pendingPlayer() >= 0)
                s->collect();
            else
                s->playCard(s->turnPlayer());
        }
        QVERIFY(!s->isOver());
        first.window().close();
        QVERIFY(QFileInfo::exists(first.window().match()->records()->resumePath()));
    }
    // The next start (without --seed, which plays its deal and asks nothing).
    AppInstance second(CommandLine::parse({QStringLiteral("ratscrew"), QStringLiteral("--no-sound"),
                                           QStringLiteral("--bots"), QStringLiteral("3")}));
    MainWindow &w = second.window();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    bool asked = false, heldWhileAsked = false;
    long long playsWhileAsked = -1;
    QTimer::singleShot(1500, [&] { // the bots' first play is due well before
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = true;
        heldWhileAsked = w.session()->isPaused();
        playsWhileAsked = w.session()->game().plays();
        box->button(QMessageBox::No)->click();
    });
    second.offerResume();
    QTRY_VERIFY(asked); // once read, off the GUI thread
    QVERIFY(heldWhileAsked);
    QCOMPARE(playsWhileAsked, 0LL);
    // No: the first game waits for the person, as every new game does.
    QVERIFY(w.isWaitingToStart());
    QVERIFY(startTheGame(w));
    QVERIFY(QTest::qWaitFor(
        [&] {
            if (w.session()->turnPlayer() == 0) // the person's turn: play, and the bots follow
                w.session()->playCard(0);
            return w.session()->game().plays() > 1;
        },
        20000));
}

void TestMainWindow::minimisingPauses()
{
    MainWindow w(setup(1, 9), nullptr);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setPauseOnFocusLoss(false);
    w.showMinimized();
    QVERIFY(!w.session()->isPaused());
    w.showNormal();
    w.setPauseOnFocusLoss(true);
    w.showMinimized();
    QTRY_VERIFY(w.session()->isPaused());
    QVERIFY(w.statusLines()->status().contains(QStringLiteral("minimised")));
}

void TestMainWindow::f1ShowsTheRulesInPlay()
{
    GameSetup s = setup(2, 1);
    s.rules = *RuleSet::preset("bicycle");
    s.presetName = QStringLiteral("bicycle");
    MainWindow w(s, nullptr);
    w.setPauseOnFocusLoss(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_F1);
    QVERIFY(w.helpDialog());
    QTRY_VERIFY(w.helpDialog()->isVisible());
    QCOMPARE(w.helpDialog()->patternIds(),
             (QStringList{"double", "sandwich", "top_bottom", "tens", "four_in_a_row", "marriage", "joker"}));
}

void TestMainWindow::lTogglesTheLog()
{
    MainWindow w(setup(1, 11), nullptr);
    w.setPauseOnFocusLoss(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.gameLog()->isVisible());
    QTest::keyClick(&w, Qt::Key_L);
    QVERIFY(w.gameLog()->isVisible());
    QVERIFY(waitForMyTurn(w));
    QTest::keyClick(&w, Qt::Key_Space);
    QTRY_VERIFY2(w.gameLog()->lines().join('\n').contains(QStringLiteral("You played")),
                 qPrintable(w.gameLog()->lines().join('\n')));
    QTest::keyClick(&w, Qt::Key_L);
    QVERIFY(!w.gameLog()->isVisible());
}

// High contrast is not only the table: the status lines and the log turn
// white on black too, the log's entries already written with them (issue 33).
void TestMainWindow::highContrastDarkensTheLogAndStatusLines()
{
    MainWindow w(setup(1, 11), nullptr);
    for (int i = 0; i < 4; ++i) // alternate rows, a separator, hues
        w.gameLog()->addEntry(QStringLiteral("Entry %1: 5♥").arg(i),
                              i == 2 ? GameLog::Kind::Separator : GameLog::Kind(i));
    auto *view = w.gameLog()->findChild<QPlainTextEdit *>(QStringLiteral("gameLogView"));
    auto *status = w.findChild<QLabel *>(QStringLiteral("statusLine"));
    QVERIFY(view && status);
    QVERIFY(view->palette().color(QPalette::Base).lightness() > 128); // the light default
    AppSettings settings = w.settings();
    settings.highContrast = true;
    w.applyNewSettings(settings);
    QCOMPARE(view->palette().color(QPalette::Base), QColor(Qt::black));
    QCOMPARE(view->palette().color(QPalette::Text), QColor(Qt::white));
    QCOMPARE(status->palette().color(QPalette::Window), QColor(Qt::black));
    QCOMPARE(status->palette().color(QPalette::WindowText), QColor(Qt::white));
    QVERIFY(status->parentWidget()->autoFillBackground()); // its black is painted
    // Every entry written before reads on black: dark rows, light text.
    int rows = 0, coloured = 0;
    for (QTextBlock b = view->document()->firstBlock(); b.isValid(); b = b.next()) {
        if (b.blockFormat().hasProperty(QTextFormat::BackgroundBrush)) {
            ++rows;
            QVERIFY2(b.blockFormat().background().color().lightness() < 80, qPrintable(b.text()));
        }
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (!f.hasProperty(QTextFormat::ForegroundBrush))
                continue;
            ++coloured;
            QVERIFY2(f.foreground().color().lightness() > 110, qPrintable(it.fragment().text()));
        }
    }
    QVERIFY(rows >= 2);
    QVERIFY(coloured >= 4);
    // And back.
    settings.highContrast = false;
    w.applyNewSettings(settings);
    QCOMPARE(view->palette().color(QPalette::Base), QApplication::palette(view).color(QPalette::Base));
    QVERIFY(!status->parentWidget()->autoFillBackground());
}

// Game ▸ Settings… from the keyboard: 7 expert bots and the bicycle rules
// take effect at the next New Game, not before.
void TestMainWindow::settingsDialogChangesTheNextGame()
{
    MainWindow w(GameSetup{}, nullptr);
    w.setPauseOnFocusLoss(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.session()->players(), 4);
    // Paused, so that no card played while the dialog is open (the game goes
    // on behind it) replaces the hint with a status before it is read.
    QTest::keyClick(&w, Qt::Key_P);
    QTRY_VERIFY(w.session()->isPaused());
    QTest::keyClick(&w, Qt::Key_Comma, Qt::ControlModifier);
    SettingsDialog *d = w.settingsDialog();
    QVERIFY(d);
    QTRY_VERIFY(d->isVisible());
    auto *count = d->findChild<QSpinBox *>(QStringLiteral("botCount"));
    auto *sameLevel = d->findChild<QComboBox *>(QStringLiteral("sameLevel"));
    auto *preset = d->findChild<QComboBox *>(QStringLiteral("preset"));
    QVERIFY(count && sameLevel && preset);
    count->setValue(7);
    sameLevel->setCurrentIndex(sameLevel->findData(QStringLiteral("expert")));
    preset->setCurrentIndex(preset->findData(QStringLiteral("bicycle")));
    QTest::keyClick(d, Qt::Key_Return); // OK
    QTRY_VERIFY(!w.settingsDialog());
    QCOMPARE(w.session()->players(), 4); // this game goes on as it was
    QVERIFY(w.statusLines()->hint().contains(QStringLiteral("next game")));
    QCOMPARE(w.settings().bots.size(), 7);
    w.activateWindow(); // what the window manager does when the dialog closes
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(w.session()->players(), 8);
    QVERIFY(w.session()->rules() == w.settings().withGameLength(*RuleSet::preset("bicycle")));
    QCOMPARE(w.session()->rules().timeLimitMinutes, AppSettings::kDefaultGameLengthMinutes);
    QCOMPARE(w.rig()->bots().size(), 7);
    for (BotPlayer *bot : w.rig()->bots())
        QCOMPARE(QString::fromStdString(bot->profile().level), QStringLiteral("expert"));
    QCOMPARE(w.table()->seats().size(), 8);
    QCOMPARE(w.table()->seats().at(7).level, QStringLiteral("expert"));
}

RATSCREW_TEST_WIDGETS_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
