// SPDX-License-Identifier: GPL-3.0-or-later
// Save and resume as the person meets it: the unfinished game outlives the
// demo table and a run with --seed, --preset or --rules, a resumed game is one game in the
// career statistics and in the replays, a game nobody played is none, and a
// key pressed during the resume countdown is told, not lost.

#include "AppStartup.h"
#include "CommandLine.h"
#include "FileTestUtil.h"
#include "GameRecord.h"
#include "GameSession.h"
#include "MainWindow.h"
#include "MainWindowPanels.h"
#include "ResumeTestUtil.h"
#include "RuleCode.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "WindowTestSupport.h"
#include "career/CareerDatabase.h"
#include "career/CareerStore.h"
#include "demo/DemoTable.h"
#include "records/RecordKeeper.h"
#include "replay/ReplaysDialog.h"
#include "sound/SoundBoard.h"
#include "story/GameLog.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <cstdio>
#include <functional>
#include <memory>

using namespace ratscrew;
using ratscrew::test::bytesOf;
using ratscrew::test::startTheGame;

namespace {

// The real app's folders in a scratch home (XDG), with its names as main()
// sets them, for as long as the object lives.
class ScratchHome
{
public:
    ScratchHome()
    {
        for (const QByteArray &var : kVars) {
            m_saved.append(qgetenv(var.constData()));
            qputenv(var.constData(), m_home.filePath(QString::fromLatin1(var)).toLocal8Bit());
        }
        m_organization = QCoreApplication::organizationName();
        m_application = QCoreApplication::applicationName();
        setApplicationNames();
        setUpApplication();
        // No pause when the offscreen window loses focus.
        const QString conf = QDir(m_home.filePath(QStringLiteral("XDG_CONFIG_HOME")))
                                 .filePath(QCoreApplication::organizationName() + QLatin1Char('/')
                                           + QCoreApplication::applicationName() + QStringLiteral(".conf"));
        QDir().mkpath(QFileInfo(conf).path());
        QFile file(conf);
        if (file.open(QIODevice::WriteOnly))
            file.write("[game]\npauseOnFocusLoss=false\n");
    }
    ~ScratchHome()
    {
        for (qsizetype i = 0; i < kVars.size(); ++i)
            qputenv(kVars.at(i).constData(), m_saved.at(i));
        QCoreApplication::setOrganizationName(m_organization);
        QCoreApplication::setApplicationName(m_application);
    }
    bool isValid() const { return m_home.isValid(); }
    QString resumePath() const
    {
        return QDir(RecordKeeper::defaultDirectory()).filePath(QStringLiteral("resume.json"));
    }

private:
    const QList<QByteArray> kVars = {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"};
    QTemporaryDir m_home;
    QList<QByteArray> m_saved;
    QString m_organization, m_application;
};

CommandLine options(const QStringList &extra)
{
    return CommandLine::parse(QStringList{QStringLiteral("ratscrew"), QStringLiteral("--no-sound"),
                                          QStringLiteral("--bots"), QStringLiteral("3")}
                              + extra);
}

// A run of the app whose game is left after `plays` cards: its resume.json.
// Plays cards of the game in play (saved for a resume every few seconds)
// until `plays` were played (the game started as a person starts it);
// false if none could be. Each card lands a
// moment after it is thrown (docs/RULES.md §12.1): the next waits for it.
bool playCards(MainWindow &w, long long plays)
{
    if (!startTheGame(w))
        return false;
    GameSession *s = w.session();
    for (int i = 0; i < 400 && s->game().plays() < plays; ++i) {
        if (s->table().flight().inAir())
            QTest::qWait(20);
        else if (s->pendingPlayer() >= 0)
            s->collect();
        else
            s->playCard(s->turnPlayer());
    }
    return s->game().plays() > 0;
}

QByteArray leaveAGame(const QStringList &extra, long long plays)
{
    AppInstance first(options(extra));
    first.window().show();
    if (!QTest::qWaitForWindowExposed(&first.window()))
        return {};
    if (!playCards(first.window(), plays))
        return {};
    first.window().close();
    QFile file(first.window().match()->records()->resumePath());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Watches for the resume question while it lives and answers it with `button`.
class ResumeAnswer
{
public:
    explicit ResumeAnswer(QMessageBox::StandardButton button)
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || !box->button(button))
                return;
            ++asked;
            box->button(button)->click();
        });
        m_timer.start();
    }
    int asked = 0;

private:
    QTimer m_timer;
};

// `w` for play from the keyboard on the fake clock, its career in `store`
// and its records in `dir`.
bool showForPlay(MainWindow &w, CareerStore &store, const QString &dir)
{
    w.setPauseOnFocusLoss(false);
    w.setAnimationScale(0);
    w.setCareerStore(&store);
    w.match()->records()->setDirectory(dir);
    w.show();
    return QTest::qWaitForWindowExposed(&w);
}

GameSetup oneBot(quint64 seed)
{
    GameSetup setup;
    setup.rules = *RuleSet::preset("house");
    setup.presetName = QStringLiteral("house");
    setup.botLevels = QStringList{QStringLiteral("normal")};
    setup.seed = seed;
    return setup;
}

QStringList recordsIn(const QString &dir)
{
    QStringList records;
    for (const QString &name : QDir(dir).entryList(QDir::Files, QDir::Name))
        if (RecordKeeper::isRecordName(name))
            records << name;
    return records;
}

} // namespace

class TestResume : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { installTranslations(QStringLiteral("en")); }
    void unfinishedGameOutlivesTheDemo();
    void seedLeavesTheUnfinishedGameAlone();
    void chosenRulesLeaveTheUnfinishedGameAlone_data();
    void chosenRulesLeaveTheUnfinishedGameAlone();
    void theSaveIsReadOffTheGuiThread();
    void aResumedGameCountsOnceAsFinished();
    void theGameBehindTheQuestionIsNotWritten();
    void aResumedGameIsOneReplay();
    void aGameNobodyPlayedIsNoGame();
    void aResumedGameTakesUpItsRow();
    void keysDuringTheCountdownAreTold();
    void theLogSaysTheGameWasResumed();
    void theQuestionSaysTheCountInTheLanguagesDigits();
    void aKillAroundTheQuestionKeepsTheGame_data();
    void aKillAroundTheQuestionKeepsTheGame();
};

// Quit mid-game, start with --demo, press a key: the game left is offered
// as at any start, and its resume.json is untouched until then.
// A long game's count reads as a number does in the language (it said
// "300000 cards").
void TestResume::theQuestionSaysTheCountInTheLanguagesDigits()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(AppInstance::resumeQuestion(300000),
             QStringLiteral("Play on with the game you left? 300,000 cards were played in it."));
    QCOMPARE(AppInstance::resumeQuestion(1),
             QStringLiteral("Play on with the game you left? 1 card was played in it."));
    QCOMPARE(AppInstance::resumeQuestion(5000000000LL),
             QStringLiteral("Play on with the game you left? 1,000,000 cards were played in it."));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY(AppInstance::resumeQuestion(300000).contains(QLatin1String("300.000")));
    QLocale::setDefault(before);
}

void TestResume::unfinishedGameOutlivesTheDemo()
{
    ScratchHome home;
    QVERIFY(home.isValid());
    const QByteArray left = leaveAGame({}, 6);
    QVERIFY(!left.isEmpty());
    QString error;
    const std::optional<GameRecord> saved = GameRecord::fromJson(left, &error);
    QVERIFY2(saved, qPrintable(error));
    {
        // Closed at the demo table: nothing asked, nothing touched.
        ResumeAnswer answer(QMessageBox::No);
        AppInstance demo(options({QStringLiteral("--demo")}));
        demo.window().show();
        QVERIFY(QTest::qWaitForWindowExposed(&demo.window()));
        demo.offerResume();
        QTest::qWait(300);
        QVERIFY(demo.window().demoTable());
        demo.window().close();
        QCOMPARE(answer.asked, 0);
        QCOMPARE(bytesOf(home.resumePath()), left);
    }
    ResumeAnswer answer(QMessageBox::Yes);
    AppInstance demo(options({QStringLiteral("--demo")}));
    MainWindow &w = demo.window();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    demo.offerResume();
    QTest::qWait(300); // the bots play at the demo table
    QCOMPARE(answer.asked, 0);
    QCOMPARE(bytesOf(home.resumePath()), left);
    QVERIFY(w.demoTable());
    QTest::keyClick(w.demoTable(), Qt::Key_Space); // back at the game: asked as at a start
    QVERIFY(!w.demoTable());
    QTRY_COMPARE(answer.asked, 1);
    QCOMPARE(w.match()->deal(), saved->deal);
    QCOMPARE(w.session()->game().plays(), saved->plays);
    QVERIFY(w.session()->isPaused());
    QVERIFY2(w.statusLines()->status().contains(QLatin1String("back where you left it")),
             qPrintable(w.statusLines()->status()));
    // Asked once: the demo again, and back, asks nothing more.
    w.watchBots();
    QTest::keyClick(w.demoTable(), Qt::Key_Space);
    QTest::qWait(100);
    QCOMPARE(answer.asked, 1);
}

// A start without options asks about the game left (answered No).
static bool theNextPlainStartOffersIt()
{
    ResumeAnswer answer(QMessageBox::No);
    AppInstance plain(options({}));
    plain.window().show();
    if (!QTest::qWaitForWindowExposed(&plain.window()))
        return false;
    plain.offerResume();
    return QTest::qWaitFor([&answer] { return answer.asked == 1; });
}

// --seed N plays deal N: no question, and the game left waits, untouched,
// for the next start without it.
void TestResume::seedLeavesTheUnfinishedGameAlone()
{
    ScratchHome home;
    QVERIFY(home.isValid());
    const QByteArray left = leaveAGame({}, 6);
    QVERIFY(!left.isEmpty());
    {
        ResumeAnswer answer(QMessageBox::Yes);
        AppInstance seeded(options({QStringLiteral("--seed"), QStringLiteral("12")}));
        MainWindow &w = seeded.window();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        seeded.offerResume();
        QTest::qWait(100);
        QCOMPARE(answer.asked, 0);
        QCOMPARE(w.match()->deal(), quint64(12));
        // Played a while (saved for a resume every few seconds) and closed.
        QVERIFY(playCards(w, 6));
        w.close();
        QCOMPARE(bytesOf(home.resumePath()), left);
    }
    // The next start without --seed offers it.
    QVERIFY(theNextPlainStartOffersIt());
}

void TestResume::chosenRulesLeaveTheUnfinishedGameAlone_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("preset");
    RuleSet rules = *RuleSet::preset("slaps_advanced");
    rules.penalty = Penalty::Lockout;
    rules.timeLimitMinutes = 20;
    QTest::newRow("--rules CODE") << QStringList{QStringLiteral("--rules"),
                                                 QString::fromStdString(RuleCode::encode(rules))}
                                  << QString::fromStdString(RuleCode::encode(rules));
    QTest::newRow("--preset") << QStringList{QStringLiteral("--preset"), QStringLiteral("bicycle")}
                              << QStringLiteral("bicycle");
}

// --rules CODE and --preset NAME play the rules asked for, as --seed plays
// its deal: no question (issue 44: Yes played the game left on, by its own
// rules, and dropped the ones asked for), and the game left waits,
// untouched, for the next start without them.
void TestResume::chosenRulesLeaveTheUnfinishedGameAlone()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, preset);
    ScratchHome home;
    QVERIFY(home.isValid());
    const QByteArray left = leaveAGame({}, 6); // by the saved rules (house)
    QVERIFY(!left.isEmpty());
    const CommandLine asked = options(arguments);
    QCOMPARE(asked.outcome, CommandLine::Outcome::Run);
    RuleSet wanted = asked.rules ? *asked.rules : *RuleSet::preset(preset.toStdString());
    QString error;
    const std::optional<GameRecord> saved = GameRecord::fromJson(left, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(saved->rules.penalty != wanted.penalty || saved->rules.slaps != wanted.slaps); // Yes dropped them
    {
        ResumeAnswer answer(QMessageBox::Yes);
        AppInstance chosen(asked);
        MainWindow &w = chosen.window();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        chosen.offerResume();
        QTest::qWait(300);
        QCOMPARE(answer.asked, 0);
        QVERIFY(w.isWaitingToStart()); // a new game, as at every start: nothing asked
        if (!asked.rules)              // a preset takes the saved game length
            wanted.timeLimitMinutes = w.session()->rules().timeLimitMinutes;
        QCOMPARE(w.session()->rules(), wanted);
        QVERIFY(playCards(w, 6));
        QCOMPARE(w.session()->rules(), wanted);
        w.close();
        QCOMPARE(bytesOf(home.resumePath()), left);
    }
    // The next start without them offers it.
    QVERIFY(theNextPlainStartOffersIt());
}

// The save is read on a worker: offerResume() returns at once, the first
// game waits, paused, while the status line says why, and the question
// comes from the event loop. A window closed before the answer keeps the
// save for the next start.
void TestResume::theSaveIsReadOffTheGuiThread()
{
    ScratchHome home;
    QVERIFY(home.isValid());
    const QByteArray left = leaveAGame({}, 6);
    QVERIFY(!left.isEmpty());
    {
        ResumeAnswer answer(QMessageBox::Yes);
        AppInstance closed(options({}));
        MainWindow &w = closed.window();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        closed.offerResume();
        QCOMPARE(answer.asked, 0);
        QVERIFY(w.session()->isPaused());
        QCOMPARE(w.session()->game().plays(), 0);
        QCOMPARE(w.statusLines()->status(), QStringLiteral("Reading the game you left…"));
        w.close(); // before the answer
        QTest::qWait(500);
        QCOMPARE(answer.asked, 0);
        QCOMPARE(bytesOf(home.resumePath()), left);
    }
    {
        ResumeAnswer answer(QMessageBox::No);
        AppInstance next(options({}));
        MainWindow &w = next.window();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        next.offerResume();
        QCOMPARE(answer.asked, 0);
        QTRY_COMPARE(answer.asked, 1);
        QVERIFY(!QFile::exists(home.resumePath())); // declined: gone
        QVERIFY(w.isWaitingToStart());              // No: the first game waits for the person
        QCOMPARE(w.session()->game().plays(), 0);
    } // (closed before anybody acted: nothing saved)
    // Nothing left to read: the next start asks nothing and holds nothing.
    QVERIFY(!QFile::exists(home.resumePath()));
    ResumeAnswer none(QMessageBox::Yes);
    AppInstance third(options({}));
    third.window().show();
    QVERIFY(QTest::qWaitForWindowExposed(&third.window()));
    QVERIFY(third.window().match()->records()->ownsResume());
    third.offerResume();
    QVERIFY(third.window().isWaitingToStart()); // held by nothing but its own start
    QVERIFY(!third.window().isCountingDown());
    QTest::qWait(200);
    QCOMPARE(none.asked, 0);
}

// A game of deal 51 closed mid-game, then resumed at the next start (in
// place of the new game of deal 77 that waited behind the question) and
// played to its end; its career in `tmp`/career.sqlite, its records in
// `tmp`/records.
struct ResumedGame
{
    bool played = false;
    qint64 slapsBefore = 0; // in the file when the first part was closed
    GameRecord saved;       // resume.json
    QList<CareerGame> games;
    qint64 slaps = 0;
    QString records;
};

ResumedGame playResumedGame(const QTemporaryDir &tmp)
{
    ResumedGame r;
    const QString file = tmp.filePath(QStringLiteral("career.sqlite"));
    r.records = tmp.filePath(QStringLiteral("records"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    {
        CareerStore store(file);
        MainWindow w(oneBot(51), &sound, nullptr, &clock);
        if (!showForPlay(w, store, r.records))
            return r;
        for (int step = 0; step < 300; ++step)
            test::keyboardStep(w, clock, step);
        if (w.session()->isOver())
            return r;
        w.close();
        store.flush();
        CareerDatabase db;
        if (!db.openForReading(file))
            return r;
        r.slapsBefore = db.count(QStringLiteral("slaps"));
    }
    CareerStore store(file);
    MainWindow v(oneBot(77), &sound, nullptr, &clock);
    if (!showForPlay(v, store, r.records))
        return r;
    const std::optional<GameRecord> saved = test::takeResume(*v.match());
    if (!saved || !v.resumeGame(*saved))
        return r;
    r.saved = *saved;
    v.setPaused(false);
    if (!QTest::qWaitFor([&v] { return !v.session()->isPaused(); }, 10000))
        return r;
    for (int step = 0; step < 400000 && !v.session()->isOver(); ++step)
        test::keyboardStep(v, clock, step);
    if (!v.session()->isOver())
        return r;
    v.match()->records()->waitForWrites();
    store.flush();
    CareerDatabase db;
    if (!db.openForReading(file))
        return r;
    r.games = db.games();
    r.slaps = db.count(QStringLiteral("slaps"));
    r.played = true;
    return r;
}

// (a) A game resumed and finished counts once, as finished, with the
// slaps of both parts: its first part is no `abandoned` row beside it.
void TestResume::aResumedGameCountsOnceAsFinished()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ResumedGame r = playResumedGame(tmp);
    QVERIFY(r.played);
    QVERIFY(r.slapsBefore > 0);
    QList<CareerGame> rows;
    for (const CareerGame &g : r.games)
        if (g.deal == 51)
            rows << g;
    QCOMPARE(rows.size(), 1);
    QVERIFY(rows.constFirst().result == CareerResult::Won || rows.constFirst().result == CareerResult::Lost);
    QVERIFY(rows.constFirst().durationMs >= r.saved.durationMs);
    QVERIFY(r.slaps > r.slapsBefore);
}

// (b) The new game that waited behind the resume question, which nobody
// played, is not written.
void TestResume::theGameBehindTheQuestionIsNotWritten()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ResumedGame r = playResumedGame(tmp);
    QVERIFY(r.played);
    for (const CareerGame &g : r.games)
        QVERIFY2(g.deal != 77, qPrintable(careerResultId(g.result)));
}

// (d) Game ▸ Replays lists a resumed game once, finished: its unfinished
// record is replaced.
void TestResume::aResumedGameIsOneReplay()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const ResumedGame r = playResumedGame(tmp);
    QVERIFY(r.played);
    const QStringList records = recordsIn(r.records);
    QCOMPARE(records.size(), 1);
    QString error;
    const std::optional<GameRecord> kept =
        GameRecord::read(QDir(r.records).filePath(records.constFirst()), &error);
    QVERIFY2(kept, qPrintable(error));
    QVERIFY(kept->over);
    QCOMPARE(kept->deal, quint64(51));
    QVERIFY2(replay(*kept).mismatch.isEmpty(), qPrintable(replay(*kept).mismatch));
    ReplaysDialog replays(r.records);
    const auto *list = replays.findChild<QTreeWidget *>(QStringLiteral("replayList"));
    QVERIFY(list);
    QCOMPARE(list->topLevelItemCount(), 1);
}

// (c) Games dealt and left before any card (a new game at once, the window
// closed at once) are no games: no career row, nothing "left unfinished".
void TestResume::aGameNobodyPlayedIsNoGame()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString file = tmp.filePath(QStringLiteral("career.sqlite"));
    ManualScheduler clock;
    SilentSoundPlayer sound;
    CareerStore store(file);
    {
        MainWindow w(oneBot(61), &sound, nullptr, &clock);
        QVERIFY(showForPlay(w, store, tmp.filePath(QStringLiteral("records"))));
        QVERIFY(w.session()->table().recordedActions().empty());
        w.newGame();
        w.newGame();
        QVERIFY(w.session()->table().recordedActions().empty());
        w.close();
    }
    store.flush();
    CareerDatabase db;
    QVERIFY(db.openForReading(file));
    QCOMPARE(db.games().size(), 0);
}

// CareerDatabase::continueGame(): the abandoned row of the same start and
// deal plays on, keeping its slaps; any other game gets a row of its own.
void TestResume::aResumedGameTakesUpItsRow()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    CareerDatabase db;
    QVERIFY(db.open(tmp.filePath(QStringLiteral("career.sqlite"))));
    CareerGame game;
    game.startedAt = QDateTime(QDate(2026, 11, 27), QTime(10, 15, 30, 250), Qt::UTC);
    game.preset = QStringLiteral("house");
    game.seats = {{QStringLiteral("You"), true, {}},
                  {QStringLiteral("Ann"), false, QStringLiteral("normal")}};
    game.deal = 51;
    const qint64 first = db.addGame(game, QStringLiteral("a"));
    QVERIFY(first > 0);
    CareerSlap slap;
    slap.atMs = 900;
    slap.person = true;
    slap.reactionMs = 400;
    slap.valid = true;
    slap.patterns = PatternSet{SlapPattern::Double};
    QVERIFY(db.addSlaps(first, {slap}));
    QVERIFY(db.endGame(first, CareerEnd{game.startedAt.addSecs(20), CareerResult::Abandoned, -1, -1, 19000}));
    // Resumed by another run: the same row, playing again.
    QCOMPARE(db.continueGame(game, QStringLiteral("b")), first);
    QList<CareerGame> games = db.games();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.constFirst().result, CareerResult::Playing);
    QCOMPARE(games.constFirst().durationMs, qint64(-1));
    QVERIFY(!games.constFirst().endedAt.isValid());
    QVERIFY(db.endGame(first, CareerEnd{game.startedAt.addSecs(60), CareerResult::Won, 0, 1, 44000}));
    games = db.games();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.constFirst().result, CareerResult::Won);
    QCOMPARE(games.constFirst().durationMs, qint64(44000));
    QCOMPARE(db.slaps(true).size(), 1);
    QCOMPARE(db.finishedGames(), qint64(1));
    // A finished game is not taken up again; nor one of another start or deal.
    QVERIFY(db.continueGame(game, QStringLiteral("c")) != first);
    CareerGame other = game;
    other.deal = 52;
    QVERIFY(db.endGame(db.continueGame(other, QStringLiteral("c")),
                       CareerEnd{game.startedAt, CareerResult::Abandoned, -1, -1, 1}));
    other.deal = 51;
    other.startedAt = game.startedAt.addMSecs(1);
    QVERIFY(db.continueGame(other, QStringLiteral("c")) > first);
    QCOMPARE(db.games().size(), 4);
}

// After P, a slap or a play during the countdown is not taken, and the
// hint says why.
void TestResume::keysDuringTheCountdownAreTold()
{
    ManualScheduler clock;
    SilentSoundPlayer sound;
    MainWindow w(oneBot(71), &sound, nullptr, &clock);
    w.setPauseOnFocusLoss(false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (int step = 0; step < 40; ++step)
        test::keyboardStep(w, clock, step);
    QTest::keyClick(&w, Qt::Key_P);
    QVERIFY(w.session()->isPaused());
    QTest::keyClick(&w, Qt::Key_P); // play on: the countdown
    QVERIFY(w.isCountingDown());
    const std::size_t actions = w.session()->table().recordedActions().size();
    QTest::keyClick(&w, Qt::Key_S);
    QCOMPARE(w.statusLines()->hint(), QStringLiteral("Not yet: play goes on when the countdown ends."));
    QTest::keyClick(&w, Qt::Key_Space);
    QTRY_VERIFY(!w.session()->isPaused());
    QCOMPARE(w.session()->table().recordedActions().size(), actions); // nothing taken later
}

// A kill around the resume question lost the whole game (issue 44, 14):
// resume.json went when the question appeared, and nothing saved the
// restored game while it waited, paused. The real app (the child below),
// killed with SIGKILL while the question is open, just after Yes, or just
// as play goes on: the next start offers the same game, with at least what
// the first run left.
void TestResume::aKillAroundTheQuestionKeepsTheGame_data()
{
    QTest::addColumn<QByteArray>("stage");
    QTest::newRow("the question open") << QByteArray("question");
    QTest::newRow("after Yes, paused") << QByteArray("yes");
    QTest::newRow("play goes on") << QByteArray("playing");
}

void TestResume::aKillAroundTheQuestionKeepsTheGame()
{
    QFETCH(QByteArray, stage);
    ScratchHome home;
    QVERIFY(home.isValid());
    const QByteArray left = leaveAGame({}, 6);
    QString error;
    const std::optional<GameRecord> first = GameRecord::fromJson(left, &error);
    QVERIFY2(first, qPrintable(error));
    QProcess app; // the scratch home is in its environment
    app.start(QCoreApplication::applicationFilePath(),
              {QStringLiteral("ResumeKillChild"), QString::fromLatin1(stage)});
    QVERIFY(app.waitForStarted(30000));
    QTRY_VERIFY_WITH_TIMEOUT(app.canReadLine() || app.state() == QProcess::NotRunning, 60000);
    const QByteArray told = app.readLine().trimmed();
    QCOMPARE(app.state(), QProcess::Running);
    app.kill(); // SIGKILL: no close, no save
    QVERIFY(app.waitForFinished(30000));
    QVERIFY2(told == stage, app.readAllStandardError().constData());
    const std::optional<GameRecord> kept = GameRecord::read(home.resumePath(), &error);
    QVERIFY2(kept, qPrintable(error));
    QCOMPARE(kept->deal, first->deal);
    QCOMPARE(kept->startedAt, first->startedAt); // the same game: its career row goes on
    QVERIFY(kept->actions.size() >= first->actions.size());
    // The next start offers it again.
    ResumeAnswer answer(QMessageBox::Yes);
    AppInstance next(options({}));
    MainWindow &w = next.window();
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    next.offerResume();
    QTRY_COMPARE(answer.asked, 1);
    QCOMPARE(w.match()->deal(), first->deal);
    QVERIFY(w.session()->game().plays() >= first->plays);
}

namespace {

// The child of aKillAroundTheQuestionKeepsTheGame: the app at a start, in
// the scratch home its environment names, taken to `stage` (its argument)
// and left there to be killed; it says so with the stage's name on a line
// of its own. `question`: the question is open; `yes`: answered Yes, the
// game back and paused; `playing`: then played on, after the countdown.
int runResumeKillChild(int argc, char *argv[])
{
    QApplication application(argc, argv);
    setApplicationNames();
    setUpApplication();
    const QByteArray stage = argc > 1 ? QByteArray(argv[1]) : QByteArray();
    if (stage != "question" && stage != "yes" && stage != "playing") {
        std::fprintf(stderr, "ResumeKillChild: stage question, yes or playing\n");
        return 2;
    }
    AppInstance instance(options({}));
    MainWindow &w = instance.window();
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return 1;
    instance.offerResume();
    bool answered = false, playedOn = false, told = false;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (told)
            return;
        const auto tell = [&] {
            told = true;
            std::printf("%s\n", stage.constData());
            std::fflush(stdout);
        };
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (box && box->button(QMessageBox::Yes)) {
            if (stage == "question")
                return tell();
            answered = true;
            box->button(QMessageBox::Yes)->click();
            return;
        }
        // Yes: the game is back (its cards played), paused.
        if (!answered || box || w.session()->game().plays() == 0)
            return;
        if (stage == "yes" && w.session()->isPaused())
            return tell();
        if (stage == "playing" && !playedOn) {
            playedOn = true;
            w.setPaused(false); // the countdown, then play goes on
        } else if (stage == "playing" && !w.session()->isPaused()) {
            tell();
        }
    });
    poll.start(10);
    return QApplication::exec();
}

} // namespace

RATSCREW_TEST_CUSTOM_MAIN(ResumeKillChild, &runResumeKillChild)

RATSCREW_TEST_WIDGETS_MAIN(TestResume)
// A resumed game's log says so, with its deal and where it was left, not
// "— New game —" over an empty history (issue 33); the game after it is a
// new game again.
void TestResume::theLogSaysTheGameWasResumed()
{
    GameRecord record;
    record.players = {{QStringLiteral("You"), true, QString()},
                      {QStringLiteral("Bea"), false, QStringLiteral("normal")}};
    record.preset = QStringLiteral("house");
    record.rules = *RuleSet::preset("house");
    const auto deck = record.rules.fullDeck();
    record.deck.assign(deck.begin(), deck.end());
    record.deal = 4242;
    record.firstPlayer = 0;
    record.actions = {{Action::play(), 1000}, {Action::play(), 65'000}};
    MainWindow w(oneBot(5), nullptr);
    const auto separators = [&w](const QString &text) { return w.gameLog()->lines().filter(text).size(); };
    const qsizetype newGames = separators(QStringLiteral("— New game —"));
    QVERIFY(w.resumeGame(record));
    QCOMPARE(separators(QStringLiteral("— New game —")), newGames);
    QCOMPARE(separators(QStringLiteral("— Resumed: deal 4242, left at 1:05 —")), 1);
    w.newGame();
    QCOMPARE(separators(QStringLiteral("— New game —")), newGames + 1);
    QCOMPARE(separators(QStringLiteral("— Resumed")), 1);
}

#include "tst_resume.moc"
