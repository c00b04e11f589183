// SPDX-License-Identifier: GPL-3.0-or-later
// No timer races in the window. New Game, Quit, closing the window, pause
// and resume and new settings, each in the middle of an animation, of a
// challenge and of a pending collect; a person and a bot slapping in the
// same turn of the event loop; a minimised window; no audio device. After
// each: every card of the deck is there exactly once, no slap or play
// arrived for a pile, a pause or a game that had changed, and no timer
// outlived what it was for. All on the fake clock, from the keyboard.

#include "BotPlayer.h"
#include "BotTestSupport.h"
#include "MainWindow.h"
#include "MainWindowPanels.h"
#include "ReportSpy.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "WindowTestSupport.h"
#include "sound/SoundBoard.h"
#include "table/TableWidget.h"

#include <QApplication>
#include <QAudioDevice>
#include <QHash>
#include <QMediaDevices>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using namespace ratscrew;
using ratscrew::test::deckProblem;
using ratscrew::test::ReportSpy;

namespace {

constexpr int kReactionMs = 300; // the bot slaps a match this long after it landed (+ the pattern's cost)
constexpr int kBotPlayMs = 600;  // and plays its card this long after it landed
constexpr int kCollectDelayMs = 1000;
constexpr int kResumeTimeoutMs = 5000; // the countdown takes 1.5 s of real time

// Bicycle: a lost challenge waits for `collect: on_collect`.
RuleSet raceRules()
{
    return *RuleSet::preset("bicycle");
}

// Where the game is when the window is asked to do something. The deal is
// arranged, so each one is reached the same way every time.
enum class Situation {
    CardFlying,     // the person played a card: it flies to the pile, the bot's play timer runs
    PileSweeping,   // the person slapped a double: the pile sweeps to them under the slap flash
    SlapFlash,      // the person misslapped: the pile shakes, a burned card slides under it
    BotAboutToSlap, // a double lies on the pile: the bot's slap timer runs
    Challenge,      // the person's king, answered once by the bot: 2 chances left
    CollectPending, // the bot lost the person's jack challenge: the collect delay runs
    Paused,         // the card flying, and the person pressed P
    CountingDown,   // the same, and then Esc: the resume countdown runs
};

} // namespace

Q_DECLARE_METATYPE(Situation)

namespace {

QString cardName(Card c)
{
    return QString::fromStdString(c.name());
}

// What a person could see of the game, to tell whether anything moved.
QString stateText(const GameSession &s)
{
    QStringList pile, hands;
    for (Card c : s.pile())
        pile << cardName(c);
    for (int p = 0; p < s.players(); ++p)
        hands << QString::number(s.handSize(p));
    return QStringLiteral("pile [%1] hands [%2] turn %3 challenger %4 chances %5 pending %6 over %7")
        .arg(pile.join(' '), hands.join(' '))
        .arg(s.turnPlayer())
        .arg(s.challengerPlayer())
        .arg(s.chancesLeft())
        .arg(s.pendingPlayer())
        .arg(int(s.isOver()));
}

// Watches a window's session and bots and writes down whatever arrives
// out of place:
// - a bot's slap that reaches the session for another pile than the one
//   its timer was armed for (the session's generation: a card played, a
//   pile won, a pause, a resume all change it), or in a later game;
// - a bot of an old game arming a slap;
// - a pile collected (`on_collect`) with no collect pending in this game,
//   or before its delay has passed in game time;
// - any action while the game is paused or once the window is closed.
class RaceWatch : public QObject
{
public:
    explicit RaceWatch(MainWindow *window)
        : m_window(window), m_session(window->session()), m_generation(window->session()->generation())
    {
        GameSession *s = m_session;
        connect(s, &GameSession::gameStarted, this, [this] {
            ++m_games;
            m_slapArmedFor.clear();
            m_pendingSinceMs = -1;
        });
        connect(s, &GameSession::stateChanged, this, &RaceWatch::betweenActions);
        connect(s, &GameSession::pausedChanged, this, &RaceWatch::betweenActions);
        connect(s, &GameSession::slapResolved, this,
                [this](int player) { slap(player, QStringLiteral("slapped")); });
        connect(s, &GameSession::slapRejected, this,
                [this](int player) { slap(player, QStringLiteral("slapped (rejected)")); });
        connect(s, &GameSession::actionApplied, this, &RaceWatch::reported);
        watchBots();
    }

    const QStringList &problems() const { return m_problems; }
    /// Plays, slaps and collects seen so far.
    int actions() const { return m_actions; }
    /// New games seen so far.
    int games() const { return m_games; }
    /// From now on (until false again) any action is a problem.
    void setWindowClosed(bool closed) { m_closed = closed; }
    bool windowClosed() const { return m_closed; }

private:
    void problem(const QString &text) { m_problems << text; }

    void action(const QString &what)
    {
        ++m_actions;
        if (m_closed)
            problem(what + QStringLiteral(" after the window closed"));
        if (m_session->isPaused())
            problem(what + QStringLiteral(" while paused"));
    }

    // A play, a pile won and a collect left pending, from the report (a
    // slap is told by slapResolved or slapRejected, before it).
    void reported(const ActionReport &r)
    {
        for (const Event &e : r.events) {
            if (e.type == Event::Type::Play)
                action(QStringLiteral("player %1 played %2").arg(e.seat).arg(cardName(e.card)));
            else if (e.type == Event::Type::PileWon)
                pileWon(e.seat, e.wonReason);
        }
        if (r.collectPlayer >= 0) {
            m_pendingSinceMs = m_session->elapsedMs();
            m_pendingDelayMs = r.collectDelayMs;
        }
    }

    void pileWon(int player, PileWonReason reason)
    {
        if (reason == PileWonReason::Challenge && m_session->rules().collect == Collect::OnCollect) {
            action(QStringLiteral("player %1 collected").arg(player));
            const qint64 waited = m_session->elapsedMs() - m_pendingSinceMs;
            if (m_pendingSinceMs < 0)
                problem(QStringLiteral("a pile was collected with no collect pending in this game"));
            else if (waited < m_pendingDelayMs)
                problem(QStringLiteral("a pile was collected after %1 of %2 ms")
                            .arg(waited)
                            .arg(m_pendingDelayMs));
        }
        m_pendingSinceMs = -1;
    }

    void slap(int player, const QString &what)
    {
        action(QStringLiteral("player %1 %2").arg(player).arg(what));
        if (player == 0)
            return; // the person slaps whatever lies there
        const auto armed = m_slapArmedFor.constFind(player);
        if (armed == m_slapArmedFor.constEnd())
            problem(QStringLiteral("bot %1 slapped with no slap armed in this game").arg(player));
        else if (armed.value() != m_generation)
            problem(QStringLiteral("bot %1 slapped a pile of generation %2 at generation %3")
                        .arg(player)
                        .arg(armed.value())
                        .arg(m_generation));
        else
            m_slapArmedFor.remove(player); // one slap per decision
    }

    // After every action, pause and resume: the generation the next action
    // happens at, and the bots of a new game.
    void betweenActions()
    {
        m_generation = m_session->generation();
        if (m_session->pendingPlayer() < 0)
            m_pendingSinceMs = -1;
        watchBots();
    }

    // This runs before a new game's bots re-plan (they connect later), so
    // their first slap decision is heard too.
    void watchBots()
    {
        m_bots.removeIf([](const QPointer<BotPlayer> &b) { return b.isNull(); });
        for (BotPlayer *bot : m_window->rig()->bots()) {
            if (m_bots.contains(bot))
                continue;
            m_bots.append(bot);
            connect(bot, &BotPlayer::slapScheduled, this, [this, bot](int, quint64 generation) {
                if (!m_window->rig()->bots().contains(bot))
                    problem(QStringLiteral("a bot that is no longer at the table armed a slap"));
                m_slapArmedFor.insert(bot->player(), generation);
            });
        }
    }

    MainWindow *m_window;
    GameSession *m_session;
    QList<QPointer<BotPlayer>> m_bots;
    QHash<int, quint64> m_slapArmedFor; // bot player -> the generation its armed slap is for
    quint64 m_generation;               // the session's generation between actions
    qint64 m_pendingSinceMs = -1;       // game time the pending collect began; -1: none
    int m_pendingDelayMs = 0;
    int m_games = 0;
    int m_actions = 0;
    bool m_closed = false;
    QStringList m_problems;
};

// The person against one exact bot, Ann (she slaps every match and nothing
// else, and plays in a fixed time), on the fake clock with the race rules,
// watched. The window is made as the app makes it and shown.
struct RaceTable
{
    explicit RaceTable(SoundPlayer *sound = nullptr)
    {
        GameSetup setup;
        setup.seed = 7;
        window = std::make_unique<MainWindow>(setup, sound ? sound : &silent, nullptr, &clock);
        AppSettings settings = window->settings();
        settings.preset = QStringLiteral("bicycle");
        settings.rules = raceRules();
        BotSettings ann;
        ann.name = QStringLiteral("Ann");
        ann.level = QStringLiteral("custom");
        ann.custom = test::exactBot(kReactionMs, kBotPlayMs);
        settings.bots = {ann};
        settings.collectDelayMs = kCollectDelayMs;
        settings.animationScale = 1.0;
        settings.pauseOnFocusLoss = false;
        settings.gameLengthMinutes = 0; // the rules exactly: no clock
        window->applyNewSettings(settings);
        window->newGame();
        watch = std::make_unique<RaceWatch>(window.get());
        window->resize(1024, 768);
    }

    MainWindow &w() { return *window; }
    GameSession &s() { return *window->session(); }
    BotPlayer *bot() { return window->rig()->bots().value(0); }
    TableWidget &table() { return *window->table(); }
    void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(window.get(), k, modifiers);
    }

    bool show()
    {
        window->show();
        window->activateWindow();
        return QTest::qWaitForWindowExposed(window.get()) && QTest::qWaitForWindowActive(window.get());
    }

    // A new game of the race rules whose deck starts with `first` (the
    // person gets the 1st, 3rd, … card, Ann the 2nd, 4th, …); the person
    // plays first.
    bool deal(std::initializer_list<std::string_view> first)
    {
        const RuleSet rules = raceRules();
        return s().newGame(rules, 2, test::deckStartingWith(rules, first), 0);
    }

    // Moves the fake clock on 1 ms at a time until `done` (at most maxMs).
    bool runUntil(const std::function<bool()> &done, int maxMs = 10000)
    {
        for (int ms = 0; ms < maxMs && !done(); ++ms)
            clock.advance(1);
        return done();
    }

    // Every timer on the fake clock must belong to a live bot or be the
    // session's collect timer, none may run while the game is paused, over
    // or its window closed, and the resume countdown only while paused.
    QString timerProblem()
    {
        int expected = 0;
        for (BotPlayer *b : window->rig()->bots())
            expected += int(b->hasPendingSlap()) + int(b->hasPendingPlay());
        const bool running = s().hasGame() && !s().isPaused() && !s().isOver();
        if (!running && expected > 0)
            return QStringLiteral("a bot's timer runs while the game is paused or over");
        if (running && s().pendingPlayer() >= 0)
            ++expected; // the collect delay
        if (running && s().flight().inAir())
            ++expected; // the card in the air landing (docs/RULES.md §12.1)
        if (clock.pendingCount() != expected)
            return QStringLiteral("%1 timers on the clock, %2 expected")
                .arg(clock.pendingCount())
                .arg(expected);
        if (window->isCountingDown() && !s().isPaused())
            return QStringLiteral("the resume countdown runs in a game that is not paused");
        if (watch->windowClosed() && (running || window->isCountingDown()))
            return QStringLiteral("the game runs on behind the closed window");
        return {};
    }

    // Everything wrong right now: cards, timers, what the watch saw.
    QString problems()
    {
        QStringList all;
        if (const QString deck = deckProblem(s()); !deck.isEmpty())
            all << QStringLiteral("deck: ") + deck;
        if (const QString timers = timerProblem(); !timers.isEmpty())
            all << QStringLiteral("timers: ") + timers;
        all << watch->problems();
        return all.join(QLatin1Char('\n'));
    }

    // The person plays on from the keyboard until the game ends (or
    // `steps` run out), the table checked after every step; the event
    // loop turns now and then (painting is slow offscreen). Empty if all
    // was well.
    QString playOn(int steps = 200000)
    {
        for (int step = 0; step < steps && !s().isOver(); ++step) {
            test::keyboardStep(*window, clock, step);
            if (step % 1024 == 0)
                QCoreApplication::processEvents(); // a frame of the animations now and then
            if (const QString p = problems(); !p.isEmpty())
                return QStringLiteral("step %1: %2").arg(step).arg(p);
        }
        return {};
    }

    ManualScheduler clock; // first: it outlives the window
    SilentSoundPlayer silent;
    std::unique_ptr<MainWindow> window;
    std::unique_ptr<RaceWatch> watch; // last: goes first
    qint64 pendingAtMs = -1;          // clock time the collect became pending (CollectPending)
};

// Brings `t` into `situation` with the person's keys and the fake clock.
// Empty if it got there, else what is different.
QString reach(RaceTable &t, Situation situation)
{
    GameSession &s = t.s();
    auto expect = [&](bool ok, const char *what) { return ok ? QString() : QString::fromLatin1(what); };
    QString wrong;
    switch (situation) {
    case Situation::CardFlying:
    case Situation::Paused:
    case Situation::CountingDown:
        if (!t.deal({"4S", "6H"}))
            return QStringLiteral("no deal");
        t.key(Qt::Key_Space); // in the air: it counts when it lands (docs/RULES.md §12.1)
        wrong = expect(s.flight().inAir() && s.flight().player == 0 && s.playedCount() == 0
                           && t.table().isAnimating(),
                       "the person's card is not flying");
        if (situation == Situation::Paused || situation == Situation::CountingDown) {
            t.key(Qt::Key_P);
            if (situation == Situation::CountingDown)
                t.key(Qt::Key_Escape);
            wrong += expect(s.isPaused() && t.w().isCountingDown() == (situation == Situation::CountingDown),
                            "not paused (or counting down) as asked");
        }
        break;
    case Situation::PileSweeping:
        if (!t.deal({"5S", "5H"}))
            return QStringLiteral("no deal");
        t.key(Qt::Key_Space);
        if (!t.runUntil([&] { return s.playedCount() == 2; }))
            return QStringLiteral("the bot did not play");
        t.key(Qt::Key_S);
        wrong = expect(s.pile().empty() && s.handSize(0) == 27 && t.table().isAnimating(),
                       "the person did not win the double, or nothing moves");
        break;
    case Situation::SlapFlash:
        if (!t.deal({"4S", "6H"}))
            return QStringLiteral("no deal");
        t.key(Qt::Key_Space);
        if (!t.runUntil([&] { return s.playedCount() == 1; }))
            return QStringLiteral("the person's card did not land");
        t.key(Qt::Key_S);
        wrong = expect(s.game().burnedCount() == 1 && s.handSize(0) == 24 && t.table().isAnimating()
                           && t.bot()->hasPendingPlay(),
                       "no misslap, nothing moves, or the bot is not about to play");
        break;
    case Situation::BotAboutToSlap:
        if (!t.deal({"5S", "5H"}))
            return QStringLiteral("no deal");
        t.key(Qt::Key_Space);
        if (!t.runUntil([&] { return s.playedCount() == 2; }))
            return QStringLiteral("the bot did not play");
        wrong = expect(t.bot()->hasPendingSlap(), "the bot is not about to slap the double");
        break;
    case Situation::Challenge:
        if (!t.deal({"KS", "4H", "2S", "7D"}))
            return QStringLiteral("no deal");
        t.key(Qt::Key_Space);
        if (!t.runUntil([&] { return s.playedCount() == 2; }))
            return QStringLiteral("the bot did not answer");
        wrong = expect(s.challengerPlayer() == 0 && s.turnPlayer() == 1 && s.chancesLeft() == 2
                           && t.bot()->hasPendingPlay(),
                       "no challenge with 2 chances left for the bot");
        break;
    case Situation::CollectPending:
        if (!t.deal({"JS", "4H"}))
            return QStringLiteral("no deal");
        t.key(Qt::Key_Space);
        if (!t.runUntil([&] { return s.pendingPlayer() >= 0; }))
            return QStringLiteral("the bot did not lose the challenge");
        t.pendingAtMs = t.clock.nowMs();
        wrong = expect(s.pendingPlayer() == 0 && s.playedCount() == 2 && s.turnPlayer() < 0,
                       "no collect pending for the person");
        break;
    }
    if (!wrong.isEmpty())
        return wrong + QStringLiteral(" (") + stateText(s) + QLatin1Char(')');
    return t.problems();
}

// After the window went away or came back: the game picks up exactly
// where it was. `restMs` is what was left of a pending collect's delay.
QString continues(RaceTable &t, Situation situation, int restMs)
{
    GameSession &s = t.s();
    const int played = s.playedCount();
    switch (situation) {
    case Situation::CardFlying:
    case Situation::SlapFlash:
    case Situation::Paused:
    case Situation::CountingDown:
    case Situation::Challenge:
        // (A card of the person's still in the air lands first.)
        if (!t.runUntil([&] { return s.playedCount() > played && s.playedBy().last() == 1; }))
            return QStringLiteral("the bot did not play its card: ") + stateText(s);
        break;
    case Situation::PileSweeping:
        if (s.turnPlayer() != 0)
            return QStringLiteral("not the person's turn after they won the pile: ") + stateText(s);
        break;
    case Situation::BotAboutToSlap:
        if (!t.runUntil([&] { return s.pile().empty(); }) || s.handSize(1) != 27)
            return QStringLiteral("the bot did not slap the double: ") + stateText(s);
        break;
    case Situation::CollectPending:
        t.clock.advance(restMs - 1);
        if (s.pendingPlayer() != 0)
            return QStringLiteral("collected before the rest of the delay (%1 ms)").arg(restMs);
        t.clock.advance(1);
        if (s.pendingPlayer() >= 0 || s.handSize(0) != 27)
            return QStringLiteral("not collected after the rest of the delay (%1 ms): ").arg(restMs)
                   + stateText(s);
        break;
    }
    return t.problems();
}

// The rows of a scenario: the situations it is tried in.
void addSituations(std::initializer_list<std::pair<const char *, Situation>> rows)
{
    QTest::addColumn<Situation>("situation");
    for (const auto &[name, situation] : rows)
        QTest::newRow(name) << situation;
}

// The situations of the issue: (a) an animation, (b) a challenge, (c) a
// pending collect.
constexpr std::pair<const char *, Situation> kMidway[] = {
    {"animation: card flying", Situation::CardFlying}, {"animation: pile sweeping", Situation::PileSweeping},
    {"animation: slap flash", Situation::SlapFlash},   {"challenge", Situation::Challenge},
    {"collect pending", Situation::CollectPending},
};

// Those, and a paused game with and without the resume countdown running.
void addMidwayRows(bool pausedToo)
{
    QTest::addColumn<Situation>("situation");
    for (const auto &[name, situation] : kMidway)
        QTest::newRow(name) << situation;
    if (pausedToo) {
        QTest::newRow("paused") << Situation::Paused;
        QTest::newRow("resume countdown") << Situation::CountingDown;
    }
}

} // namespace

class TestRaces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); }
    void newGameMidway_data();
    void newGameMidway();
    void quitMidway_data();
    void quitMidway();
    void closeMidway_data();
    void closeMidway();
    void pauseAndResumeMidway_data();
    void pauseAndResumeMidway();
    void newSettingsMidway_data();
    void newSettingsMidway();
    void personAndBotSlapInOneTurn_data();
    void personAndBotSlapInOneTurn();
    void minimisedWindowPauses_data();
    void minimisedWindowPauses();
    void wholeGameWithoutAudioDevice();

private:
    static void checkClosed(RaceTable &t);
};

void TestRaces::newGameMidway_data()
{
    addMidwayRows(true);
}

// Ctrl+N: the old game, its bots and their timers, its collect delay, its
// animations and its pause or countdown are gone at once; nothing of it
// arrives in the new game, which plays to its end.
void TestRaces::newGameMidway()
{
    QFETCH(Situation, situation);
    RaceTable t;
    QVERIFY(t.show());
    QString wrong = reach(t, situation);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    const QPointer<BotPlayer> oldBot = t.bot();
    const int games = t.watch->games();
    QTest::keySequence(&t.w(), QKeySequence::New);
    QCOMPARE(t.watch->games(), games + 1);
    QVERIFY(oldBot.isNull()); // deleted with its timers
    QCOMPARE(t.w().rig()->bots().size(), 1);
    QVERIFY(!t.table().isAnimating());
    QVERIFY(t.s().pile().empty());
    QCOMPARE(t.s().pendingPlayer(), -1);
    QCOMPARE(t.s().challengerPlayer(), -1);
    QVERIFY(!t.s().isPaused());
    QVERIFY2(!t.w().isCountingDown(), "the old game's resume countdown runs on in the new game");
    wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = t.playOn();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(t.s().isOver());
    QCOMPARE(t.watch->games(), games + 1);
}

void TestRaces::quitMidway_data()
{
    addMidwayRows(true);
}

// Game ▸ Quit (Ctrl+Q) from inside the application's event loop, as in the
// app: the window closes, the last window closed ends exec() with 0, every
// timer of the game has stopped, and the window goes away cleanly.
void TestRaces::quitMidway()
{
    QFETCH(Situation, situation);
    RaceTable t;
    QVERIFY(t.show());
    const QString wrong = reach(t, situation);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(QGuiApplication::quitOnLastWindowClosed());
    QTimer stuck; // only if Quit does not end the event loop
    stuck.setSingleShot(true);
    connect(&stuck, &QTimer::timeout, qApp, [] { QCoreApplication::exit(3); });
    stuck.start(10000);
    QTimer::singleShot(0, t.window.get(), [&t] { t.key(Qt::Key_Q, Qt::ControlModifier); });
    const int exitCode = QApplication::exec();
    stuck.stop();
    QCOMPARE(exitCode, 0);
    QVERIFY(!t.w().isVisible());
    checkClosed(t);
    if (QTest::currentTestFailed())
        return;
    t.watch.reset();
    t.window.reset(); // what main() does after exec()
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
}

void TestRaces::closeMidway_data()
{
    addMidwayRows(true);
}

// close() (a QCloseEvent, as from the window's close button): the game
// stops with the window. Shown again, it is paused where it was, and plays
// on after P and the countdown.
void TestRaces::closeMidway()
{
    QFETCH(Situation, situation);
    RaceTable t;
    QVERIFY(t.show());
    QString wrong = reach(t, situation);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    if (situation == Situation::CollectPending)
        t.clock.advance(400); // part of the delay has passed
    const qint64 closedAt = t.clock.nowMs();
    QVERIFY(t.w().close());
    QVERIFY(!t.w().isVisible());
    checkClosed(t);
    if (QTest::currentTestFailed())
        return;
    // Once more on screen, with the rest of the collect delay to run (one
    // row only: the countdown takes real time).
    if (situation != Situation::CollectPending)
        return;
    t.watch->setWindowClosed(false);
    QVERIFY(t.show());
    QVERIFY(t.s().isPaused());
    t.key(Qt::Key_P);
    QVERIFY(t.w().isCountingDown());
    QTRY_VERIFY_WITH_TIMEOUT(!t.s().isPaused(), kResumeTimeoutMs);
    wrong = continues(t, situation, int(t.pendingAtMs + kCollectDelayMs - closedAt));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = t.playOn();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(t.s().isOver());
}

// After Quit or close: nothing runs, nothing can fire, nothing moves
// however long the clock runs and the event loop turns.
void TestRaces::checkClosed(RaceTable &t)
{
    t.watch->setWindowClosed(true);
    QVERIFY2(t.s().isPaused() || t.s().isOver(), "the game runs on behind the closed window");
    QVERIFY2(!t.w().isCountingDown(), "the resume countdown survived the window");
    QCOMPARE(t.clock.pendingCount(), 0);
    QString wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    const QString before = stateText(t.s());
    const int actions = t.watch->actions();
    t.clock.advance(60000);
    QTest::qWait(50); // the table's animations end on the hidden window
    QCOMPARE(t.watch->actions(), actions);
    QCOMPARE(stateText(t.s()), before);
    wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestRaces::pauseAndResumeMidway_data()
{
    addMidwayRows(false);
}

// P: every timer stops (the bot's, the collect delay's), keys and time
// change nothing; Esc: after the countdown the game goes on exactly where
// it was, a pending collect with the rest of its delay.
void TestRaces::pauseAndResumeMidway()
{
    QFETCH(Situation, situation);
    RaceTable t;
    QVERIFY(t.show());
    QString wrong = reach(t, situation);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    if (situation == Situation::CollectPending)
        t.clock.advance(400); // part of the delay has passed
    const qint64 pausedAt = t.clock.nowMs();
    const QString before = stateText(t.s());
    t.key(Qt::Key_P);
    QVERIFY(t.s().isPaused());
    QCOMPARE(t.clock.pendingCount(), 0);
    wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    const int actions = t.watch->actions();
    t.key(Qt::Key_Space);
    t.key(Qt::Key_S);
    t.clock.advance(30000);
    QCoreApplication::processEvents();
    QCOMPARE(t.watch->actions(), actions);
    QCOMPARE(stateText(t.s()), before);
    t.key(Qt::Key_Escape);
    QVERIFY(t.w().isCountingDown());
    t.clock.advance(30000); // still paused while counting down
    QCOMPARE(t.clock.pendingCount(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!t.s().isPaused(), kResumeTimeoutMs);
    QVERIFY(!t.w().isCountingDown());
    QCOMPARE(t.watch->actions(), actions);
    QCOMPARE(stateText(t.s()), before);
    wrong = continues(t, situation, int(t.pendingAtMs + kCollectDelayMs - pausedAt));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = t.playOn();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(t.s().isOver());
}

void TestRaces::newSettingsMidway_data()
{
    QTest::addColumn<Situation>("situation");
    QTest::addColumn<double>("animationScale");
    for (double scale : {0.0, 1.5}) {
        const char *speed = scale == 0.0 ? "animations off" : "animations slow";
        for (const auto &[name, situation] : kMidway)
            QTest::addRow("%s, %s", name, speed) << situation << scale;
    }
}

// Game ▸ Settings… applied: the animation speed at once (to the table, to
// the reaction times and to the bot alike); other rules, other bots and
// another collect delay only from the next game, while this one plays on
// exactly as it was, its pending collect with its own delay.
void TestRaces::newSettingsMidway()
{
    QFETCH(Situation, situation);
    QFETCH(double, animationScale);
    RaceTable t;
    QVERIFY(t.show());
    QString wrong = reach(t, situation);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    const QPointer<BotPlayer> bot = t.bot();
    const QString before = stateText(t.s());
    AppSettings next = t.w().settings();
    next.preset = QStringLiteral("slaps");
    next.rules = *RuleSet::preset("slaps"); // 54 cards
    next.bots = AppSettings::defaultBots(3);
    for (BotSettings &b : next.bots)
        b.level = QStringLiteral("easy");
    next.collectDelayMs = 300;
    next.botPlaySpeed = 2.0;
    next.animationScale = animationScale;
    t.w().applyNewSettings(next);

    QVERIFY(bot);
    QCOMPARE(t.w().rig()->bots().size(), 1);
    QVERIFY(t.s().rules() == raceRules());
    QCOMPARE(t.s().collectDelayMs(), kCollectDelayMs);
    QCOMPARE(stateText(t.s()), before);
    QVERIFY(t.w().statusLines()->hint().contains(QStringLiteral("next game")));
    QCOMPARE(t.table().animationScale(), animationScale);
    QCOMPARE(t.s().revealDelayMs(), t.table().cardFlightMs());
    if (animationScale == 0.0)
        QVERIFY(!t.table().isAnimating());
    wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = continues(t, situation, int(t.pendingAtMs + kCollectDelayMs - t.clock.nowMs()));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = t.playOn(400);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));

    t.w().newGame();                            // what Ctrl+N and Play Again do
    QVERIFY(t.s().rules() == next.gameRules()); // with the game length
    QCOMPARE(t.s().players(), 4);
    QCOMPARE(t.s().collectDelayMs(), 300);
    QCOMPARE(t.w().rig()->bots().size(), 3);
    wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = t.playOn();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(t.s().isOver());
}

void TestRaces::personAndBotSlapInOneTurn_data()
{
    QTest::addColumn<bool>("keyFirst");
    QTest::newRow("the S key first") << true;
    QTest::newRow("the bot's timer first") << false;
}

// A double lies; the bot's slap timer is due at the very moment the
// person's S key is handled: both happen in one turn of the event loop,
// in either order. Slaps are applied in the order they arrive, so exactly
// one of the two wins the pile. What becomes of the other:
// - the bot's late slap never reaches the session: its timer stops when
//   the pile changes (BotPlayer re-plans on every change; a timer that
//   fired anyway for an old generation would be dropped);
// - the person's late S is a slap like any other and is judged against
//   the pile as it is then (docs/RULES.md §4): the pile is gone, so it is a
//   misslap and costs the person a burned card.
void TestRaces::personAndBotSlapInOneTurn()
{
    QFETCH(bool, keyFirst);
    RaceTable t;
    QVERIFY(t.show());
    GameSession &s = t.s();
    QVERIFY(t.deal({"5S", "5H"}));
    QSignalSpy scheduled(t.bot(), &BotPlayer::slapScheduled);
    t.key(Qt::Key_Space);
    QVERIFY(t.runUntil([&] { return s.playedCount() == 2; }));
    QCOMPARE(scheduled.count(), 1);
    const int dueInMs = scheduled.at(0).at(0).toInt(); // from now
    QVERIFY(dueInMs > 0);
    QVERIFY(t.bot()->hasPendingSlap());

    QSignalSpy resolved(&s, &GameSession::slapResolved);
    ReportSpy reports(&s);
    QSignalSpy rejected(&s, &GameSession::slapRejected);
    bool done = false;
    QMetaObject::invokeMethod(
        &t.w(),
        [&] {
            if (keyFirst) {
                t.key(Qt::Key_S);
                t.clock.advance(dueInMs);
            } else {
                t.clock.advance(dueInMs);
                t.key(Qt::Key_S);
            }
            done = true;
        },
        Qt::QueuedConnection);
    QTRY_VERIFY(done);

    const int winner = keyFirst ? 0 : 1;
    QCOMPARE(reports.count(Event::Type::PileWon), 1);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).seat, winner);
    QVERIFY(reports.events(Event::Type::PileWon).at(0).wonReason == PileWonReason::Slap);
    QCOMPARE(reports.events(Event::Type::PileWon).at(0).count, 2);
    QVERIFY(resolved.at(0).at(1).toBool());
    QCOMPARE(resolved.at(0).at(0).toInt(), winner);
    if (keyFirst) {
        QCOMPARE(resolved.count(), 1); // the bot's slap was dropped
        QVERIFY(!t.bot()->hasPendingSlap());
        QCOMPARE(reports.count(Event::Type::Burn), 0);
        QCOMPARE(s.handSize(0), 27);
        QCOMPARE(s.handSize(1), 25);
    } else {
        // The person's slap came second: it lost the race, and that costs
        // nothing (docs/RULES.md §4, late).
        QCOMPARE(resolved.count(), 1);
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.at(0).at(0).toInt(), 0);
        QCOMPARE(rejected.at(0).at(1).value<RejectReason>(), RejectReason::Late);
        QCOMPARE(reports.count(Event::Type::Burn), 0);
        QCOMPARE(s.handSize(0), 25);
        QCOMPARE(s.handSize(1), 27);
    }
    QString wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = t.playOn();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(s.isOver());
}

void TestRaces::minimisedWindowPauses_data()
{
    addSituations({{"bot about to play", Situation::CardFlying},
                   {"bot about to slap", Situation::BotAboutToSlap},
                   {"resume countdown", Situation::CountingDown}});
}

// Minimised with "pause when the window loses focus" on: the game pauses
// (a running countdown stops), no bot acts however long it stays down;
// restored it stays paused, and after P and the countdown it goes on
// where it was.
void TestRaces::minimisedWindowPauses()
{
    QFETCH(Situation, situation);
    RaceTable t;
    QVERIFY(t.show());
    QString wrong = reach(t, situation);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    t.w().setPauseOnFocusLoss(true);
    const QString before = stateText(t.s());
    const int actions = t.watch->actions();
    t.w().showMinimized();
    QTRY_VERIFY(t.w().statusLines()->status().contains(QStringLiteral("minimised")));
    QVERIFY(t.s().isPaused());
    QVERIFY(!t.w().isCountingDown());
    QCOMPARE(t.clock.pendingCount(), 0);
    for (int i = 0; i < 30; ++i) {
        t.clock.advance(1000);
        QCoreApplication::processEvents();
    }
    QCOMPARE(t.watch->actions(), actions);
    QCOMPARE(stateText(t.s()), before);
    wrong = t.problems();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));

    t.w().showNormal();
    QVERIFY(t.show());
    QVERIFY(t.s().isPaused()); // back on screen: the person says when
    t.key(Qt::Key_P);
    QVERIFY(t.w().isCountingDown());
    QTRY_VERIFY_WITH_TIMEOUT(!t.s().isPaused(), kResumeTimeoutMs);
    QCOMPARE(stateText(t.s()), before);
    wrong = continues(t, situation, 0);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    wrong = t.playOn();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(t.s().isOver());
}

// The real sound board with no audio output (forced, whatever this machine
// has): silent, and a whole game with every sound cue plays to the end.
void TestRaces::wholeGameWithoutAudioDevice()
{
    SoundBoard noDevice{QAudioDevice()};
    QVERIFY(!noDevice.hasDevice());
    RaceTable t(&noDevice);
    QVERIFY(t.show());
    t.w().setAnimationScale(0);
    t.key(Qt::Key_M); // sound off and on again, the volume down
    QVERIFY(noDevice.isMuted());
    t.key(Qt::Key_M);
    QVERIFY(!noDevice.isMuted());
    t.w().setVolume(30);
    QCOMPARE(noDevice.volume(), 30);
    const QString wrong = t.playOn();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(t.s().isOver());
    QVERIFY(t.watch->actions() > 52);
    QTRY_VERIFY(t.w().gameOverDialog() && t.w().gameOverDialog()->isVisible());

    // This machine's own default output: if there is none, the board knows.
    SoundBoard system;
    if (QMediaDevices::audioOutputs().isEmpty())
        QVERIFY(!system.hasDevice());
    system.setMuted(true);
    for (int sound = 0; sound < kSoundCount; ++sound)
        system.play(Sound(sound));
}

RATSCREW_TEST_WIDGETS_MAIN(TestRaces)
#include "tst_races.moc"
