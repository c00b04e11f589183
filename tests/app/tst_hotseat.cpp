// SPDX-License-Identifier: GPL-3.0-or-later
// Two to four people at one keyboard (hot-seat), keys of one's own
// (Settings ▸ Keys) and the demo table, on the fake clock.

#include "BotPlayer.h"
#include "CommandLine.h"
#include "GameRecord.h"
#include "MainWindow.h"
#include "MainWindowPanels.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "demo/DemoTable.h"
#include "help/HelpDialog.h"
#include "records/RecordKeeper.h"
#include "settings/KeysPage.h"
#include "settings/SettingsDialog.h"
#include "settings/SettingsStore.h"
#include "story/GameLog.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QAction>
#include <QFile>
#include <QKeySequenceEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace ratscrew;
using ratscrew::test::ReportSpy;

class TestHotSeat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void defaultKeysDoNotClash();
    void twoPeoplePlayOnOneKeyboard();
    void slapsInOneTurnGoInKeyOrder();
    void fourPeopleAndTheirKeys();
    void aHotSeatGameResumesWithItsPeople();
    void remappedKeysAreTheWindowsKeys();
    void keysPageFindsConflicts();
    void keysThatOpenMenusAreRefused();
    void demoTablePlaysAndComesBack();
    void demoOnTheCommandLine();

private:
    // A settings file with `levels` (a level id per seat after the person's).
    std::unique_ptr<SettingsStore> store(const QStringList &levels,
                                         const KeyBindings &keys = KeyBindings::defaults())
    {
        const QString path = m_dir.filePath(QStringLiteral("s%1.ini").arg(++m_files));
        {
            QSettings s(path, QSettings::IniFormat);
            AppSettings settings;
            settings.playerName = QStringLiteral("Ada");
            settings.bots = AppSettings::defaultBots(int(levels.size()));
            for (int i = 0; i < levels.size(); ++i)
                settings.bots[i].level = levels.at(i);
            settings.keys = keys;
            settings.pauseOnFocusLoss = false;
            settings.coach = AppSettings::CoachMode::Off;
            settings.save(s);
        }
        return SettingsStore::openFile(path);
    }
    static GameSetup seeded(quint64 seed)
    {
        GameSetup setup;
        setup.seed = seed;
        return setup;
    }
    // Moves the clock until `player` may play (bounded); the other people
    // at the keyboard play their cards with their default keys. With
    // `player` -2 (nobody), one such step only.
    static bool untilTurnOf(MainWindow &w, ManualScheduler &clock, int player)
    {
        for (int i = 0; i < (player == -2 ? 1 : 2000) && !w.session()->isOver(); ++i) {
            const int turn = w.session()->turnPlayer();
            if (turn == player && w.session()->pendingPlayer() < 0)
                return true;
            if (const qsizetype person = w.rig()->input()->people().indexOf(turn);
                person >= 0 && turn != player)
                QTest::keySequence(&w,
                                   KeyBindings::defaults().list(KeyBindings::play(int(person))).constFirst());
            clock.advance(20);
        }
        return false;
    }

    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestHotSeat::defaultKeysDoNotClash()
{
    const KeyBindings keys = KeyBindings::defaults();
    QVERIFY(keys.conflicts().isEmpty());
    // Every command has a key, every id is distinct and reads back.
    QSet<QString> ids;
    for (int c = 0; c < KeyBindings::kCommands; ++c) {
        QVERIFY(!keys.list(KeyCommand(c)).isEmpty());
        ids.insert(KeyBindings::id(KeyCommand(c)));
        for (const QKeySequence &key : keys.list(KeyCommand(c)))
            QCOMPARE(KeyBindings::fromText(key.toString(QKeySequence::PortableText)), key);
    }
    QCOMPARE(ids.size(), KeyBindings::kCommands);
    // The people's letters sit where QWERTY, QWERTZ and AZERTY all have them.
    for (int person = 0; person < KeyBindings::kPeople; ++person)
        for (KeyCommand c : {KeyBindings::play(person), KeyBindings::slap(person)}) {
            const int key = keys.list(c).constFirst()[0].key();
            QVERIFY2(!QByteArrayLiteral("AQWZYM").contains(char(key)), qPrintable(KeyBindings::id(c)));
        }
    KeyBindings clash = keys;
    clash.of(KeyCommand::Slap2)[1] = QKeySequence(Qt::Key_S);
    QCOMPARE(clash.conflicts(),
             (QList<KeyBindings::Conflict>{{QKeySequence(Qt::Key_S), KeyCommand::Slap1, KeyCommand::Slap2}}));
    QVERIFY(!KeyBindings::fromText(QStringLiteral("Ctrl+K, Ctrl+C")));
    QVERIFY(!KeyBindings::fromText(QStringLiteral("Bogus")));
}

void TestHotSeat::twoPeoplePlayOnOneKeyboard()
{
    ManualScheduler clock;
    auto settings = store({QStringLiteral("person"), QStringLiteral("normal")});
    MainWindow w(seeded(11), nullptr, settings.get(), &clock);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.rig()->input()->people(), (QList<int>{0, 1}));
    QCOMPARE(w.rig()->bots().size(), 1); // only the third seat is a bot
    QCOMPARE(w.rig()->bots().constFirst()->player(), 2);
    // Their keys at their seats, and in the Play menu.
    QCOMPARE(w.table()->seats().at(0).keys, QStringLiteral("Space play, S slap"));
    QCOMPARE(w.table()->seats().at(1).keys, QStringLiteral("Return play, K slap"));
    QVERIFY(w.table()->seats().at(1).isHuman);
    QVERIFY(w.keyAction(KeyCommand::Play2)->isVisible());
    QCOMPARE(w.keyAction(KeyCommand::Play2)->text(), QStringLiteral("Play a Card: Ann"));
    QVERIFY(!w.keyAction(KeyCommand::Play3)->isEnabled());
    QVERIFY(!w.isCoaching()); // the coach is for one person

    // Nobody is "you": the log names both people.
    QVERIFY(untilTurnOf(w, clock, 1));
    ReportSpy reports(w.session());
    QTest::keyClick(&w, Qt::Key_Space); // Ada's key: not her turn
    QCOMPARE(reports.count(Event::Type::Play), 0);
    QCOMPARE(w.statusLines()->hint(), QStringLiteral("Not Ada's turn: Ann plays next."));
    QTest::keyClick(&w, Qt::Key_Return);         // Ann's key
    clock.advance(w.session()->revealDelayMs()); // it lands (docs/RULES.md §12.1)
    QCOMPARE(reports.count(Event::Type::Play), 1);
    QCOMPARE(reports.events(Event::Type::Play).at(0).seat, 1);
    QVERIFY2(w.gameLog()->lines().constLast().contains(QStringLiteral("Ann played")),
             qPrintable(w.gameLog()->lines().constLast()));
    QVERIFY(untilTurnOf(w, clock, 0));
    QTest::keyClick(&w, Qt::Key_Space);
    clock.advance(w.session()->revealDelayMs());
    QVERIFY(w.gameLog()->lines().constLast().contains(QStringLiteral("Ada played")));
    for (const QString &line : w.gameLog()->lines())
        QVERIFY2(!line.contains(QStringLiteral("You ")), qPrintable(line));

    // The help lists both people's keys.
    w.showHelp();
    QVERIFY(w.helpDialog());
    QCOMPARE(w.helpDialog()->people(), 2);
    w.helpDialog()->close();

    // The record says who was a person.
    QCOMPARE(w.table()->seats().at(2).isHuman, false);
}

void TestHotSeat::slapsInOneTurnGoInKeyOrder()
{
    ManualScheduler clock;
    auto settings = store({QStringLiteral("person")});
    MainWindow w(seeded(5), nullptr, settings.get(), &clock);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.rig()->input()->people(), (QList<int>{0, 1}));
    QVERIFY(w.rig()->bots().isEmpty());
    // Play until a slappable pile lies there (two people, no bots: only their keys move the game).
    for (int i = 0; i < 400 && w.session()->slappablePatterns().empty(); ++i) {
        const int turn = w.session()->turnPlayer();
        if (turn < 0) {
            clock.advance(50);
            continue;
        }
        QTest::keyClick(&w, turn == 0 ? Qt::Key_Space : Qt::Key_Return);
        clock.advance(30);
    }
    QVERIFY(!w.session()->slappablePatterns().empty());
    clock.advance(500);
    // K (Ann) is pressed a moment before S (Ada), in one event-loop turn,
    // on a clock that does not move: the same millisecond.
    QList<int> slappers;
    connect(w.session(), &GameSession::actionApplied, &w, [&](const ActionReport &r) {
        if (r.action.type == Action::Type::Slap)
            slappers << r.action.seat;
    });
    QKeyEvent annDown(QEvent::KeyPress, Qt::Key_K, Qt::NoModifier, QStringLiteral("k"));
    QKeyEvent adaDown(QEvent::KeyPress, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"));
    QCoreApplication::postEvent(&w, annDown.clone());
    QCoreApplication::postEvent(&w, adaDown.clone());
    QCoreApplication::processEvents();
    QCOMPARE(slappers, (QList<int>{1, 0}));
    QCOMPARE(w.session()->winner(), -1);
    const QStringList lines = w.gameLog()->lines();
    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(),
                         [](const QString &l) {
                             return l.contains(QStringLiteral(
                                 "Ann and Ada slapped in the same millisecond: Ann's key came first."));
                         }),
             qPrintable(lines.join(QLatin1Char('\n'))));
    // Ann's slap took the pile; Ada's came after it, on an empty pile.
    QVERIFY(std::any_of(lines.cbegin(), lines.cend(),
                        [](const QString &l) { return l.contains(QStringLiteral("Ann slapped")); }));
}

void TestHotSeat::fourPeopleAndTheirKeys()
{
    ManualScheduler clock;
    auto settings = store({QStringLiteral("person"), QStringLiteral("hard"), QStringLiteral("person"),
                           QStringLiteral("person")});
    MainWindow w(seeded(3), nullptr, settings.get(), &clock);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.rig()->input()->people(), (QList<int>{0, 1, 3, 4}));
    QCOMPARE(w.rig()->bots().size(), 1);
    QCOMPARE(w.table()->seats().at(3).keys, QStringLiteral("B play, G slap"));
    QCOMPARE(w.table()->seats().at(4).keys, QStringLiteral("Down play, Up slap"));
    // Each person's slap key slaps for them.
    QSignalSpy slaps(w.session(), &GameSession::slapResolved);
    QSignalSpy rejected(w.session(), &GameSession::slapRejected);
    for (Qt::Key key : {Qt::Key_S, Qt::Key_K, Qt::Key_G, Qt::Key_Up}) {
        QTest::keyClick(&w, key);
        clock.advance(200);
    }
    QList<int> who;
    for (const auto &args : slaps)
        who << args.at(0).toInt();
    for (const auto &args : rejected)
        who << args.at(0).toInt();
    std::sort(who.begin(), who.end());
    QCOMPARE(who, (QList<int>{0, 1, 3, 4}));
}

void TestHotSeat::aHotSeatGameResumesWithItsPeople()
{
    const QString records = m_dir.filePath(QStringLiteral("records"));
    ManualScheduler clock;
    QString resumePath;
    long long plays = 0;
    {
        auto settings = store({QStringLiteral("person"), QStringLiteral("normal")});
        MainWindow w(seeded(21), nullptr, settings.get(), &clock);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.match()->records()->setDirectory(records);
        // The people play their cards as they come round; the bot its own.
        for (int i = 0; i < 3000 && w.session()->game().plays() < 12 && !w.session()->isOver(); ++i)
            untilTurnOf(w, clock, -2); // nobody's: one round of keys and time
        QVERIFY(!w.session()->isOver());
        plays = w.session()->game().plays();
        QVERIFY(plays >= 12);
        w.close(); // kept for a resume
        resumePath = w.match()->records()->resumePath();
    }
    QString error;
    const std::optional<GameRecord> record = GameRecord::read(resumePath, &error);
    QVERIFY2(record, qPrintable(error));
    QVERIFY(record->players.at(1).person);
    QVERIFY(!record->players.at(2).person);
    // Resumed in a window whose own settings have no second person.
    auto plain = store({QStringLiteral("normal"), QStringLiteral("normal")});
    MainWindow again(seeded(1), nullptr, plain.get(), &clock);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(again.resumeGame(*record));
    QCOMPARE(again.rig()->input()->people(), (QList<int>{0, 1}));
    QCOMPARE(again.rig()->bots().size(), 1);
    QCOMPARE(again.table()->seats().at(1).name, QStringLiteral("Ann"));
    QCOMPARE(again.table()->seats().at(1).keys, QStringLiteral("Return play, K slap"));
    QCOMPARE(again.session()->game().plays(), plays);
}

void TestHotSeat::remappedKeysAreTheWindowsKeys()
{
    ManualScheduler clock;
    KeyBindings keys = KeyBindings::defaults();
    keys.of(KeyCommand::Play1) = {QKeySequence(Qt::Key_J), QKeySequence()};
    keys.of(KeyCommand::Pause) = {QKeySequence(Qt::Key_F8), QKeySequence()};
    auto settings = store({QStringLiteral("normal")}, keys);
    MainWindow w(seeded(2), nullptr, settings.get(), &clock);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.table()->seats().at(0).keys, QStringLiteral("J play, S slap"));
    QVERIFY(untilTurnOf(w, clock, 0));
    ReportSpy reports(w.session());
    QTest::keyClick(&w, Qt::Key_Space); // no longer a key of the game
    QCOMPARE(reports.count(Event::Type::Play), 0);
    QTest::keyClick(&w, Qt::Key_J);
    clock.advance(w.session()->revealDelayMs()); // it lands (docs/RULES.md §12.1)
    QCOMPARE(reports.count(Event::Type::Play), 1);
    QTest::keyClick(&w, Qt::Key_Escape); // Esc no longer pauses
    QVERIFY(!w.session()->isPaused());
    QTest::keyClick(&w, Qt::Key_F8);
    QVERIFY(w.session()->isPaused());
    QCOMPARE(w.statusLines()->status(), QStringLiteral("Paused. Press F8 to play on."));

    // Changed in the dialog, they apply at once and are saved.
    w.showSettings();
    SettingsDialog *d = w.settingsDialog();
    QVERIFY(d);
    auto *page = d->findChild<KeysPage *>();
    QVERIFY(page);
    page->editor(KeyCommand::Slap1, 0)->setKeySequence(QKeySequence(Qt::Key_D));
    d->accept();
    QCOMPARE(w.keyAction(KeyCommand::Slap1)->shortcuts(), QList<QKeySequence>{QKeySequence(Qt::Key_D)});
    QCOMPARE(w.table()->seats().at(0).keys, QStringLiteral("J play, D slap"));
    AppSettings reread;
    settings->load(reread);
    QCOMPARE(reread.keys.list(KeyCommand::Slap1), QList<QKeySequence>{QKeySequence(Qt::Key_D)});
    w.showHelp();
    QCOMPARE(w.helpDialog()->keys().list(KeyCommand::Slap1), QList<QKeySequence>{QKeySequence(Qt::Key_D)});
    w.helpDialog()->close();
    // Practice slaps with the person's slap and play keys.
    w.showPractice();
    QVERIFY(w.practiceDialog());
    QCOMPARE(w.practiceDialog()->findChild<QPushButton *>(QStringLiteral("practiceSlap"))->text(),
             QStringLiteral("Slap (D or J)"));
}

void TestHotSeat::keysPageFindsConflicts()
{
    SettingsDialog d(AppSettings(), nullptr);
    auto *page = d.findChild<KeysPage *>();
    QVERIFY(page);
    auto *ok = d.findChild<QPushButton *>(QStringLiteral("ok"));
    QVERIFY(ok->isEnabled());
    // Person 2 slaps with S too: refused until it is solved.
    page->editor(KeyCommand::Slap2, 0)->setKeySequence(QKeySequence(Qt::Key_S));
    QCOMPARE(d.problem(),
             QStringLiteral("S is the key of both “Slap the pile” and “Slap the pile (person 2)”: give "
                            "one of them another key."));
    QVERIFY(!ok->isEnabled());
    auto *conflicts = page->findChild<QLabel *>(QStringLiteral("keyConflicts"));
    QVERIFY(conflicts->isVisibleTo(page));
    // A sequence of two presses keeps the first.
    page->editor(KeyCommand::Slap2, 0)->setKeySequence(QKeySequence(Qt::Key_H, Qt::Key_J));
    QCOMPARE(page->editor(KeyCommand::Slap2, 0)->keySequence(), QKeySequence(Qt::Key_H));
    QVERIFY(d.problem().isEmpty());
    QVERIFY(ok->isEnabled());
    QCOMPARE(d.settings().keys.list(KeyCommand::Slap2), QList<QKeySequence>{QKeySequence(Qt::Key_H)});
    // Default Keys puts them back.
    page->editor(KeyCommand::Quit, 1)->setKeySequence(QKeySequence(Qt::Key_M)); // Sound's
    QVERIFY(!d.problem().isEmpty());
    page->findChild<QPushButton *>(QStringLiteral("resetKeys"))->click();
    QVERIFY(d.problem().isEmpty());
    QVERIFY(d.settings().keys == KeyBindings::defaults());
    // The page is there.
    bool found = false;
    for (int i = 0; i < d.pageCount(); ++i)
        found = found || d.pageTitle(i) == QStringLiteral("Keys");
    QVERIFY(found);
}

// Alt and a menu's letter opens that menu: given to a command as well, Qt
// gives the key to neither ("Ambiguous shortcut overload"). The Keys page
// marks it as a conflict, and a settings file that has one says so and
// keeps that key's default. The letters are the translation's.
void TestHotSeat::keysThatOpenMenusAreRefused()
{
    const auto restoreLanguage = qScopeGuard([] { installTranslations(QStringLiteral("en")); });
    // The menu bar's titles are the ones whose letters are kept.
    {
        MainWindow w(GameSetup{}, nullptr, nullptr);
        QStringList titles, expected;
        for (const QAction *menu : w.menuBar()->actions())
            titles << menu->text();
        for (int m = 0; m < KeyBindings::kMenus; ++m)
            expected << KeyBindings::menuTitle(KeyBindings::Menu(m));
        QCOMPARE(titles, expected);
    }
    QList<QKeySequence> keys;
    for (const KeyBindings::MenuKey &menu : KeyBindings::menuKeys())
        keys << menu.key;
    QCOMPARE(keys, (QList<QKeySequence>{QKeySequence(Qt::ALT | Qt::Key_G), QKeySequence(Qt::ALT | Qt::Key_P),
                                        QKeySequence(Qt::ALT | Qt::Key_V), QKeySequence(Qt::ALT | Qt::Key_S),
                                        QKeySequence(Qt::ALT | Qt::Key_H)}));
    QCOMPARE(KeyBindings::menuKeys().constFirst().menu, QStringLiteral("Game"));
    QVERIFY(KeyBindings::defaults().menuClashes().isEmpty());

    // The Keys page: a conflict like two commands on one key.
    {
        SettingsDialog d(AppSettings(), nullptr);
        auto *page = d.findChild<KeysPage *>();
        QVERIFY(page);
        auto *ok = d.findChild<QPushButton *>(QStringLiteral("ok"));
        auto *conflicts = page->findChild<QLabel *>(QStringLiteral("keyConflicts"));
        page->editor(KeyCommand::Play1, 0)->setKeySequence(QKeySequence(Qt::ALT | Qt::Key_G));
        QCOMPARE(d.problem(), QStringLiteral("Alt+G opens the menu “Game”: give “Play a card” another key."));
        QVERIFY(!ok->isEnabled());
        QVERIFY(conflicts->isVisibleTo(page));
        QCOMPARE(conflicts->text(),
                 QStringLiteral("Alt+G opens the menu “Game”: it cannot also be the key of “Play a card”."));
        QVERIFY(!page->editor(KeyCommand::Play1, 0)->styleSheet().isEmpty());
        QVERIFY(page->editor(KeyCommand::Play1, 1)->styleSheet().isEmpty());
        page->editor(KeyCommand::Play1, 0)->setKeySequence(QKeySequence(Qt::ALT | Qt::Key_X)); // no menu's
        QVERIFY(d.problem().isEmpty());
        QVERIFY(ok->isEnabled());
        QVERIFY(!conflicts->isVisibleTo(page));
    }

    // From the settings file: said once, and that key's default kept.
    const QString path = m_dir.filePath(QStringLiteral("menu-keys.ini"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[keys]\nplay1\\1=Alt+G\nslap1\\2=Alt+X\nlog\\2=Alt+Z\n");
    }
    {
        QSettings store(path, QSettings::IniFormat);
        AppSettings in;
        QCOMPARE(in.load(store),
                 QStringList{QStringLiteral("keys/play1/1: 'Alt+G' opens the menu 'Game', using Space")});
        QCOMPARE(in.keys.list(KeyCommand::Play1), QList<QKeySequence>{QKeySequence(Qt::Key_Space)});
        QCOMPARE(in.keys.list(KeyCommand::Slap1),
                 (QList<QKeySequence>{QKeySequence(Qt::Key_S), QKeySequence(Qt::ALT | Qt::Key_X)}));
        QCOMPARE(in.keys.list(KeyCommand::Log),
                 (QList<QKeySequence>{QKeySequence(Qt::Key_L), QKeySequence(Qt::ALT | Qt::Key_Z)}));
        // The window that loads it tells the player, and plays with Space.
        const auto settings = SettingsStore::openFile(path);
        MainWindow w(GameSetup{}, nullptr, settings.get());
        QCOMPARE(w.settingsProblems(), in.load(store));
        QCOMPARE(w.keyAction(KeyCommand::Play1)->shortcuts(),
                 QList<QKeySequence>{QKeySequence(Qt::Key_Space)});
    }
    // In German the menus are Spiel, Zug, Ansicht, Ton, Hilfe: Alt+G is
    // free there, and Alt+Z (Zug) is the one refused.
    installTranslations(QStringLiteral("de"));
    QCOMPARE(KeyBindings::menuTitle(KeyBindings::Menu::Play), QStringLiteral("&Zug"));
    {
        QSettings store(path, QSettings::IniFormat);
        AppSettings in;
        const QStringList problems = in.load(store);
        QCOMPARE(problems,
                 QStringList{QStringLiteral("keys/log/2: 'Alt+Z' opens the menu 'Zug', using none")});
        QCOMPARE(in.keys.list(KeyCommand::Play1), QList<QKeySequence>{QKeySequence(Qt::ALT | Qt::Key_G)});
        QCOMPARE(in.keys.list(KeyCommand::Log), QList<QKeySequence>{QKeySequence(Qt::Key_L)});
    }
}

void TestHotSeat::demoTablePlaysAndComesBack()
{
    ManualScheduler clock;
    auto settings = store({QStringLiteral("person"), QStringLiteral("easy")});
    MainWindow w(seeded(9), nullptr, settings.get(), &clock);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const long long before = w.session()->game().plays();
    QVERIFY(!w.demoTable());
    w.watchBots();
    DemoTable *demo = w.demoTable();
    QVERIFY(demo);
    QVERIFY(w.session()->isPaused());        // the game in play waits
    QCOMPARE(demo->session()->players(), 3); // a bot at the bottom, and the person's seat a bot too
    QCOMPARE(demo->table()->seats().at(0).name, QStringLiteral("Hal"));
    QVERIFY(!demo->table()->seats().at(1).isHuman);
    QCOMPARE(demo->table()->seats().at(1).name, QStringLiteral("Ann"));
    QVERIFY2(demo->caption().startsWith(QStringLiteral("Watching bots: House rules, deal ")),
             qPrintable(demo->caption()));
    // Bots alone play it to its end, and the next deal follows.
    ReportSpy reports(demo->session());
    for (int i = 0; i < 100000 && reports.count(Event::Type::GameOver) == 0; ++i)
        clock.advance(100);
    QCOMPARE(reports.count(Event::Type::GameOver), 1);
    const quint64 firstDeal = demo->deal();
    clock.advance(DemoTable::kNextDealMs + 10);
    QCOMPARE(demo->gamesDealt(), 2);
    QCOMPARE(demo->deal(), firstDeal + 1);
    QVERIFY(!demo->session()->isOver());
    // Nothing of it reached the game in play.
    QCOMPARE(w.session()->game().plays(), before);
    QVERIFY(w.session()->isPaused());
    // Space is the demo's (not the game's): it comes back, and so does a click.
    demo->setFocus();
    QTest::keyClick(demo, Qt::Key_Space);
    QVERIFY(!w.demoTable());
    QCOMPARE(w.session()->game().plays(), before);
    QCOMPARE(w.statusLines()->status(),
             QStringLiteral("Back at your game, paused. Press P or Esc to play on."));
    w.watchBots();
    QVERIFY(w.demoTable());
    QTest::keyClick(w.demoTable(), Qt::Key_Shift); // a lone modifier is no key
    QVERIFY(w.demoTable());
    QTest::mouseClick(w.demoTable()->table(), Qt::LeftButton);
    QVERIFY(!w.demoTable());
    // A new game ends the demo too.
    w.watchBots();
    w.newGame();
    QVERIFY(!w.demoTable());
}

void TestHotSeat::demoOnTheCommandLine()
{
    const CommandLine demo = CommandLine::parse({QStringLiteral("ratscrew"), QStringLiteral("--demo")});
    QCOMPARE(demo.outcome, CommandLine::Outcome::Run);
    QVERIFY(demo.demo);
    QVERIFY(!CommandLine::parse({QStringLiteral("ratscrew")}).demo);
    QVERIFY(CommandLine::helpText().contains(QStringLiteral("--demo")));
}

RATSCREW_TEST_WIDGETS_MAIN(TestHotSeat)
#include "tst_hotseat.moc"
