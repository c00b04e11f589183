// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"
#include "MatchSpeed.h"
#include "RuleSet.h"
#include "career/CareerData.h"
#include "rig/GameRig.h"
#include "rig/GameSetup.h"
#include "rivals/RivalStore.h"
#include "rivals/Run.h"
#include "settings/AppSettings.h"

#include <QDate>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <optional>

namespace ratscrew {

class CareerRecorder;
class CareerStore;
class GameSession;
class GameStats;
class RecordKeeper;
class Scheduler;
class SlapWindowTracker;
class SoundPlayer;

/// The match around the games of the main window, without a widget: it
/// owns the table's GameRig and plays its games end to end. It picks which
/// game comes next (its deal number, rules, preset and seats, the daily
/// deal), seats and deals it (newGame()) or plays on a saved one
/// (resume(), `resume.json`), keeps each game's career row
/// (docs/STATISTICS.md) and record (docs/REPLAYS.md) from its start to its
/// end or abandonment, and says when a game started and ended
/// (gameStarted(), gameEnded()). It owns the person's slap windows, the
/// career recorder, the game's statistics and the record keeper, hears the
/// reports last (GameRig::Listener::Match), and learns the person's speed
/// for the `match` level from the slap windows. The window shows.
class MatchController : public QObject
{
    Q_OBJECT

public:
    /// New random deal numbers lie in 1..kMaxRandomDeal: short enough to
    /// read out and type. Any number up to 2^64 − 1 can be played.
    static constexpr quint64 kMaxRandomDeal = 999'999'999;
    /// How often the game in play is saved for a resume while it runs (ms).
    static constexpr int kResumeSaveMs = 5000;
    /// The daily deal's deal number for `date`: the date written as
    /// yyyymmdd (27 November 2026 → 20261127). It is played with the
    /// `house` rules against three `normal` bots, so everyone who plays it
    /// on that date gets the same game (docs/STATISTICS.md). Run::dailyDeal().
    static quint64 dailyDeal(const QDate &date);
    /// A new random deal number, 1..kMaxRandomDeal.
    static quint64 randomDeal();

    /// `settings` (not owned) are read at each deal; `setup` is the
    /// command line's. The rig's session runs on `scheduler` (not owned;
    /// null: real time) and plays its sound cues on `sound` (not owned;
    /// null: none).
    MatchController(const AppSettings *settings, const GameSetup &setup, Scheduler *scheduler = nullptr,
                    SoundPlayer *sound = nullptr, QObject *parent = nullptr);
    ~MatchController() override;

    /// The table: its session, bots, narrator, sounds, input; the window
    /// gives it the table widget and the log.
    GameRig *rig() const { return m_rig; }
    GameSession *session() const;
    SlapWindowTracker *slapWindows() const { return m_slapWindows; }
    CareerRecorder *recorder() const { return m_recorder; }
    RecordKeeper *records() const { return m_records; }
    /// The statistics of the game in play (the summary's).
    GameStats *stats() const { return m_stats; }

    /// A new game, end to end: the game before is abandoned and kept, the
    /// next deal number is picked (a requested one, the daily deal, the
    /// command line's seed then +1 per game, else a random one), the
    /// person (`personName`, player 0) and the next bots are seated with
    /// the next rules, the game is dealt (GameRig::deal()) with the
    /// table's card flight (TableWidget::cardFlightMs(), 0 without a
    /// table) and the settings' collect delay, and its career row and
    /// record start; the log heads it with its deal when it was asked for.
    /// Emits gameStarted(). Returns the deal number.
    quint64 newGame(const QString &personName);
    /// Save and resume, end to end: `record`'s game becomes the game in
    /// play (beginResume()), seated with its players and played on with
    /// its own clock, paused where it was left, its bots seeded as the
    /// deal's (GameRig::seeds()). Emits gameStarted(). False (the game in
    /// play was abandoned, and nothing is dealt) if it cannot be played on.
    bool resume(const GameRecord &record);

    // The next game.
    /// Game ▸ Play Deal Number…: the next game is shuffled with `deal`.
    void requestDeal(quint64 deal) { m_nextDeal = deal; }
    /// Game ▸ Daily Deal: the next game is today's daily deal.
    void requestDailyDeal() { m_nextDaily = true; }
    /// Race a ghost (docs/RUNS.md): the next game is `rival`'s deal at
    /// `rival`'s table — its rules, its bots with their profiles, their play
    /// speed and collect delay — with `rival`'s ghost (RivalGame::
    /// ghostProfile()) in the last bot's seat, seeded as that bot was. False
    /// (nothing changes) if `rival` did not sit at seat 0 or had no bot.
    bool requestRace(const Run &rival);
    /// The rival whose ghost sits at the game in play, if any.
    const std::optional<Run> &race() const { return m_race; }
    /// The bots' play speed (AppSettings::botPlaySpeed) for the games whose
    /// table is not fixed: a daily deal plays at 1, a race at its rival's.
    void setPlaySpeed(double speed);
    /// Whether the next game's deal was asked for with requestDeal().
    bool dealRequested() const { return m_nextDeal.has_value(); }
    /// The person chose new players and rules: the command line's one-run
    /// overrides end.
    void dropOverrides();
    /// The bots, rules and preset of the next game: the daily deal's while
    /// one is in play, else the command line's over the settings'. The
    /// rules take the settings' game length (AppSettings::gameLengthMinutes,
    /// as `time_limit`), except the daily deal's (house rules as they are)
    /// and a rule code's (GameSetup::rulesKeepTheirLength).
    QList<BotSettings> nextBots() const;
    RuleSet nextRules() const;
    QString nextPreset() const;
    /// The profile `bot` plays with: `match` at the person's recent speed;
    /// a person's seat, where a bot sits in for them (the demo), `normal`.
    BotProfile botProfile(const BotSettings &bot) const;
    /// The person (as `personName`, player 0) and `bots` clockwise, with
    /// `rules`: a seat set to Person is a person's while there are keys for
    /// one (KeyBindings::kPeople), else a bot's.
    Seating seating(const QString &personName, const QList<BotSettings> &bots, const RuleSet &rules) const;

    /// Save and resume: whether `record` can be played on (a valid setup of
    /// 2..8 players; being over is for the session to refuse).
    static bool canResume(const GameRecord &record);
    /// The game left unfinished at the last close (`resume.json` in the
    /// records' folder), read off the GUI thread: `done` gets it on the GUI
    /// thread while `context` lives (RecordKeeper::readResume()). Returns
    /// false, and never calls `done`, if there is no such file or it is
    /// another running app's. `done` gets nothing if it cannot be read (it
    /// is then kept aside and said), nobody acted in it, it is over, by its
    /// own word or by its actions, or it cannot be seated (canResume()):
    /// the question is asked only of a game that can be played on. Until
    /// it is declined (resumeDeclined()) or resumed (beginResume()),
    /// nothing of this run writes over or removes that file: a run that
    /// never answers (the demo table before it closes, `--seed`, a window
    /// closed while it is read or asked, a kill while the question is open)
    /// leaves it to the next.
    bool readResume(QObject *context, std::function<void(std::optional<GameRecord> record)> done);
    /// The person said No to the game readResume() gave: its file goes (a
    /// game is offered until it is answered).
    void resumeDeclined();
    /// The record's game becomes the game in play's match (its deal number,
    /// preset and start); the game before is abandoned and kept. The next
    /// gameStarted() goes on with the record's game: its career row (the
    /// first part's, `abandoned` at the close, plays on) and its record
    /// file (replaced when it is kept again), so a game resumed is one game.
    /// Its `resume.json` stays where it is, as this run's save of the game
    /// in play (it holds exactly what was restored), until the next save
    /// writes over it: a kill before that offers the same game again.
    /// Returns its seating: the record's players, their bots at the
    /// record's levels.
    Seating beginResume(const GameRecord &record);
    /// The window closes: the game in play is abandoned, kept and saved for
    /// a resume; every write is done.
    void close();

    /// The game in play's deal number, its daily date (`yyyy-MM-dd`, empty
    /// for any other game) and preset.
    quint64 deal() const { return m_deal; }
    QString dailyDate() const { return m_dailyDate; }
    QString preset() const { return m_preset; }
    /// The game in play as the career statistics record it.
    CareerGame careerGame() const;

    /// The game in play as a run to share (docs/RUNS.md): nothing, and
    /// `*why` says why in one sentence, for a game that cannot be shared: no
    /// game or nothing done yet, more than one person, a game played on
    /// from a save, or one whose bots changed during it.
    std::optional<Run> runOfGame(QString *why = nullptr) const;
    /// The game in play (or just over) as a record, as the records keep it:
    /// its seats, preset, deal and start; nothing before its first action.
    std::optional<GameRecord> recordOfGame() const;
    /// Where the runs are kept (the person's own are kept there after each
    /// daily deal, chosen deal and race; null: nowhere). Not owned.
    void setRivalStore(const RivalStore *store) { m_rivals = store; }
    const RivalStore *rivalStore() const { return m_rivals; }
    /// Whether the game in play is a daily deal tried before on its date:
    /// practice, not the record (the first try started counts).
    bool isDailyPractice() const { return m_dailyPractice; }

    /// Keeps the career statistics in `store` (not owned; null: none), from
    /// the game in play on, and asks it for the person's finished games and
    /// recent times: they are read off the GUI thread (CareerStore::read())
    /// and replace finishedGames() and personSpeed() when they arrive
    /// (careerRead()), with the games finished and the times learnt since
    /// the call added. A file that cannot be read changes neither.
    void setCareerStore(CareerStore *store);
    CareerStore *careerStore() const;
    /// Games finished in the career file (or this run), for the coach.
    int finishedGames() const { return m_finishedGames; }
    /// What the `match` level has learnt of the person's speed.
    const MatchSpeed &personSpeed() const { return m_personSpeed; }
    /// The person's recent times (ms) as they were when the game in play
    /// started: what its times are set against (docs/RUNS.md, "Standing").
    const QList<int> &timesBeforeGame() const { return m_timesBeforeGame; }
    /// Asks the career file for the person's best result on the daily deal
    /// in play (with this game's end in it, once that is queued); `done`
    /// gets it on the GUI thread, off whose thread it is read (none if the
    /// file has no finished game of that day or cannot be read), unless
    /// `context` is gone by then. False, and `done` is never called,
    /// without a career store or outside a daily deal.
    bool readBestOfDay(QObject *context, std::function<void(const std::optional<CareerGame> &)> done) const;

Q_SIGNALS:
    /// A game was dealt (newGame()) or restored (resume()): its seats,
    /// bots and point of view are in place.
    void gameStarted();
    /// The game in play ended: every listener heard its last report, its
    /// statistics (stats()) are complete, it is kept and nothing is left
    /// to resume.
    void gameEnded();
    /// A record or the career file could not be written (one sentence).
    void problemFound(const QString &text);
    /// The finished games and the person's times asked for by
    /// setCareerStore() arrived: finishedGames() and personSpeed() hold
    /// them, and the `match` bots of the game in play play at that speed.
    void careerRead();

private:
    void abandonGame();
    /// Keeps the game in play as one of the person's own runs (a daily
    /// deal, a chosen deal or a race, once something was done in it).
    void keepOwnRun();
    /// A new game is about to be dealt: the game before is abandoned (if
    /// not over) and kept, its resume file goes, and the next game's deal
    /// number is picked. Returns it.
    quint64 beginGame();
    /// Seats `seating` at the rig, and the point of view it gives in
    /// everything that counts the game from the person's side.
    void seat(const Seating &seating);
    /// The game in play was dealt (or restored): its career row and its
    /// record start.
    void started();
    /// Hears each report last: the game's end.
    void follow(const ActionReport &report);

    GameRig *m_rig = nullptr;
    GameStats *m_stats = nullptr;
    const AppSettings *m_settings = nullptr;
    GameSetup m_setup;
    SlapWindowTracker *m_slapWindows = nullptr;
    CareerRecorder *m_recorder = nullptr;
    RecordKeeper *m_records = nullptr;
    QPointer<CareerStore> m_career;
    MatchSpeed m_personSpeed;
    QList<int> m_timesBeforeGame;
    int m_finishedGames = 0;
    // While the career file is read (setCareerStore()): which read counts
    // (a later store's replaces it), and what happened since it was asked.
    int m_careerRead = 0;
    bool m_careerReading = false;
    int m_finishedSinceRead = 0;
    QList<CareerTime> m_timesSinceRead;
    QList<SeatInfo> m_seats; // of the game in play
    quint64 m_deal = 0;
    std::optional<quint64> m_nextDeal;
    bool m_nextDaily = false;
    std::optional<Run> m_nextRace;
    std::optional<Run> m_race; // the game in play's
    bool m_dealChosen = false; // the game in play's deal was asked for
    bool m_dailyPractice = false;
    bool m_ownRunKept = false;
    double m_playSpeed = 1.0; // the settings'
    const RivalStore *m_rivals = nullptr;
    bool m_firstGame = true;
    QString m_dailyDate;
    QString m_preset;
    std::optional<QDateTime> m_resumedStart; // the resumed game's start, until gameStarted()
    QDateTime m_gameStartedAt;               // the game in play's start (its record's and career row's)
    bool m_gameContinues = false;            // the game in play goes on from a resumed first part
    QTimer m_resumeSaveTimer;
};

} // namespace ratscrew
