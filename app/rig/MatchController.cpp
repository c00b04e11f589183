// SPDX-License-Identifier: GPL-3.0-or-later
#include "rig/MatchController.h"

#include "BotPlayer.h"
#include "GameSession.h"
#include "career/CareerDatabase.h"
#include "career/CareerStore.h"
#include "coach/CareerRecorder.h"
#include "coach/SlapWindowTracker.h"
#include "records/RecordKeeper.h"
#include "rivals/RivalGame.h"
#include "rivals/RunCheck.h"
#include "summary/GameStats.h"
#include "table/TableWidget.h"

#include <QRandomGenerator>

namespace ratscrew {

quint64 MatchController::randomDeal()
{
    return QRandomGenerator::global()->bounded(quint64(1), kMaxRandomDeal + 1);
}

quint64 MatchController::dailyDeal(const QDate &date)
{
    return Run::dailyDeal(date);
}

MatchController::MatchController(const AppSettings *settings, const GameSetup &setup, Scheduler *scheduler,
                                 SoundPlayer *sound, QObject *parent)
    : QObject(parent), m_rig(new GameRig(scheduler, sound, this)), m_settings(settings), m_setup(setup)
{
    GameSession *session = m_rig->session();
    // In the rig's order (GameRig::Listener): the slap windows and the
    // career recorder hear each action before the statistics do, and the
    // match last: when the game's last action ends it, its end is already
    // on its way to the file and its statistics are complete.
    m_slapWindows = new SlapWindowTracker(session, this, ReportSource::Caller);
    m_rig->listen(GameRig::Listener::SlapWindows, m_slapWindows,
                  [this](const ActionReport &r) { m_slapWindows->follow(r); });
    m_recorder = new CareerRecorder(session, m_slapWindows, nullptr, this, ReportSource::Caller);
    m_rig->listen(GameRig::Listener::Recorder, m_recorder,
                  [this](const ActionReport &r) { m_recorder->follow(r); });
    m_stats = new GameStats(session, this, ReportSource::Caller);
    m_rig->listen(GameRig::Listener::Statistics, m_stats,
                  [this](const ActionReport &r) { m_stats->follow(r); });
    m_rig->listen(GameRig::Listener::Match, this, [this](const ActionReport &r) { follow(r); });
    session->setRecording(true);
    m_records = new RecordKeeper(session, this);
    connect(m_records, &RecordKeeper::problemFound, this, &MatchController::problemFound);
    // The person's speed for the `match` level: every slap they made in time or late.
    connect(m_slapWindows, &SlapWindowTracker::windowClosed, this, [this](const SlapWindow &w) {
        if (w.personMs() >= 0
            && (w.outcome == SlapWindow::Outcome::Took || w.outcome == SlapWindow::Outcome::Late)) {
            m_personSpeed.add(w.patterns, w.call, w.personMs());
            if (m_careerReading)
                m_timesSinceRead.append(CareerTime{w.patterns, w.call, w.personMs()});
        }
    });
    m_resumeSaveTimer.setInterval(kResumeSaveMs);
    connect(&m_resumeSaveTimer, &QTimer::timeout, this, [this] {
        if (!this->session()->isPaused())
            m_records->saveForResume();
    });
    m_resumeSaveTimer.start();
}

MatchController::~MatchController() = default;

GameSession *MatchController::session() const
{
    return m_rig->session();
}

quint64 MatchController::newGame(const QString &personName)
{
    const bool requested = m_nextDeal.has_value() || m_nextRace.has_value();
    const quint64 deal = beginGame();
    // The log says which deal a chosen game is (Play Deal Number…, Daily Deal).
    GameLog::Heading heading;
    heading.deal = deal;
    if (!m_dailyDate.isEmpty()) {
        heading.kind = GameLog::Heading::Kind::Daily;
        heading.daily = QDate::fromString(m_dailyDate, Qt::ISODate);
    } else if (requested) {
        heading.kind = GameLog::Heading::Kind::Deal;
    }
    m_rig->headNextGame(heading);
    Seating seated = seating(personName, nextBots(), nextRules());
    if (m_race) { // the rival's bots as they were, the ghost in the last seat
        for (int p = 1; p < seated.players(); ++p)
            seated.profiles[p] =
                p + 1 == seated.players() ? RivalGame::ghostProfile(*m_race) : *m_race->bots.at(p);
        seated.seats.last().level = QStringLiteral("ghost");
    }
    seat(seated);
    m_rig->setRevealDelayMs(m_rig->table() ? m_rig->table()->cardFlightMs() : 0);
    // The daily deal's table is everyone's, a race's its rival's.
    m_rig->setPlaySpeed(m_race ? m_race->playSpeed : m_dailyDate.isEmpty() ? m_playSpeed : 1.0);
    session()->setCollectDelayMs(m_race ? m_race->collectDelayMs : m_settings->collectDelayMs);
    m_rig->deal(deal);
    started();
    return deal;
}

bool MatchController::resume(const GameRecord &record)
{
    if (!canResume(record))
        return false;
    seat(beginResume(record));
    // Played on with the clock it was played with (docs/RULES.md §12).
    m_rig->setRevealDelayMs(record.revealMs, !record.cardsLand);
    session()->setCollectDelayMs(m_settings->collectDelayMs);
    GameLog::Heading heading;
    heading.kind = GameLog::Heading::Kind::Resumed;
    heading.deal = record.deal;
    heading.leftAtMs = record.actions.empty() ? 0 : record.actions.back().atMs;
    m_rig->headNextGame(heading);
    if (!m_rig->restore(record.deck, record.firstPlayer, record.actions, GameSession::RestoreEnd::InPlay,
                        record.durationMs)) {
        m_rig->headNextGame({});
        m_resumedStart.reset();
        return false;
    }
    m_rig->startBots(m_rig->seeds(record.deal));
    started();
    return true;
}

void MatchController::seat(const Seating &seating)
{
    m_rig->seat(seating);
    // Everything that counts the game from the person's side sees it
    // through the rig's one point of view.
    const PointOfView &view = m_rig->pointOfView();
    m_stats->setPointOfView(view);
    m_slapWindows->setPointOfView(view);
    m_recorder->setPointOfView(view);
}

void MatchController::follow(const ActionReport &report)
{
    if (!report.find(Event::Type::GameOver))
        return;
    ++m_finishedGames;
    if (m_careerReading)
        ++m_finishedSinceRead;
    m_records->keepGame();
    keepOwnRun();
    m_records->clearResume(); // nothing to resume
    Q_EMIT gameEnded();
}

bool MatchController::requestRace(const Run &rival)
{
    const int players = int(rival.record.players.size());
    if (rival.player != 0 || players < 2 || !rival.bots.value(players - 1))
        return false;
    m_nextRace = rival;
    return true;
}

void MatchController::setPlaySpeed(double speed)
{
    m_playSpeed = speed;
    if (m_dailyDate.isEmpty() && !m_race)
        m_rig->setPlaySpeed(speed);
}

std::optional<GameRecord> MatchController::recordOfGame() const
{
    const GameSession *s = session();
    if (!s->hasGame() || s->table().recordedActions().empty())
        return std::nullopt;
    QList<RecordPlayer> players;
    const Seating &seating = m_rig->seating();
    for (int p = 0; p < seating.players(); ++p) {
        const SeatInfo &seat = seating.seats.at(p);
        players.append(RecordPlayer{seat.name, seat.isHuman, seat.level});
    }
    // A game over lasted until its last action, however long its summary stays open.
    const auto &actions = s->table().recordedActions();
    GameRecord record = GameRecord::fromTable(s->table(), players, m_preset,
                                              s->isOver() ? actions.back().atMs : s->elapsedMs());
    record.deal = m_deal;
    record.startedAt = m_gameStartedAt;
    return record;
}

std::optional<Run> MatchController::runOfGame(QString *why) const
{
    const auto fail = [why](const QString &text) -> std::optional<Run> {
        if (why)
            *why = text;
        return std::nullopt;
    };
    const GameSession *s = session();
    if (!s->hasGame() || s->table().recordedActions().empty())
        return fail(tr("Nothing has been played in this game yet."));
    if (m_gameContinues)
        return fail(tr("A game played on from a save cannot be shared: its bots were made again."));
    int person = -1;
    QList<std::optional<BotProfile>> bots;
    const Seating &seating = m_rig->seating();
    for (int p = 0; p < seating.players(); ++p) {
        const SeatInfo &seat = seating.seats.at(p);
        if (seat.isHuman && person >= 0)
            return fail(tr("Only a game of one person against bots can be shared."));
        if (seat.isHuman)
            person = p;
        bots.append(seat.isHuman ? std::nullopt : std::optional<BotProfile>(seating.profiles.value(p)));
    }
    if (person < 0)
        return fail(tr("Only a game of one person against bots can be shared."));
    const GameRecord record = *recordOfGame();
    const QList<RecordPlayer> &players = record.players;
    std::optional<Run> run =
        RunCheck::makeRun(record, person, players.at(person).name, bots, m_rig->playSpeed(),
                          s->collectDelayMs(), QDate::fromString(m_dailyDate, Qt::ISODate));
    if (!run)
        return fail(tr("This game cannot be shared: its bots changed during it (new settings, or a "
                       "“Match my speed” bot that learnt your times)."));
    return run;
}

void MatchController::keepOwnRun()
{
    if (!m_rivals || m_ownRunKept || !m_dealChosen)
        return;
    const std::optional<Run> run = runOfGame();
    if (!run)
        return;
    m_ownRunKept = run->record.over; // an unfinished one is kept again later as it goes on
    QString error;
    if (m_rivals->add(*run, true, &error).isEmpty())
        Q_EMIT problemFound(error);
}

void MatchController::dropOverrides()
{
    m_setup.rules.reset();
    m_setup.botLevels.reset();
}

QList<BotSettings> MatchController::nextBots() const
{
    if (m_race) {
        QList<BotSettings> bots;
        const QList<RecordPlayer> &players = m_race->record.players;
        for (int p = 1; p < int(players.size()); ++p) {
            BotSettings bot;
            bot.name = p + 1 == int(players.size()) ? RivalGame::ghostName(m_race->name) : players.at(p).name;
            bot.level = p + 1 == int(players.size()) ? QStringLiteral("ghost") : players.at(p).level;
            bots << bot;
        }
        return bots;
    }
    if (!m_dailyDate.isEmpty())
        return AppSettings::defaultBots(3); // Ann, Bea and Cal at normal
    if (!m_setup.botLevels)
        return m_settings->bots;
    // The command line's levels, with the saved names where there are some.
    QList<BotSettings> bots = AppSettings::defaultBots(int(m_setup.botLevels->size()));
    for (int i = 0; i < int(bots.size()); ++i) {
        if (i < m_settings->bots.size())
            bots[i].name = m_settings->bots.at(i).name;
        bots[i].level = m_setup.botLevels->at(i);
    }
    return bots;
}

RuleSet MatchController::nextRules() const
{
    if (m_race)
        return m_race->record.rules;
    if (!m_dailyDate.isEmpty()) // the same rules for everyone, and house games end
        return *RuleSet::preset("house");
    // The settings' game length over the settings' or the command line's
    // rules; a rule code's rules keep their own.
    if (m_setup.rules && m_setup.rulesKeepTheirLength)
        return *m_setup.rules;
    return m_settings->withGameLength(m_setup.rules.value_or(m_settings->rules));
}

QString MatchController::nextPreset() const
{
    if (m_race)
        return m_race->record.preset;
    if (!m_dailyDate.isEmpty())
        return QStringLiteral("house");
    return m_setup.rules ? m_setup.presetName : m_settings->preset;
}

BotProfile MatchController::botProfile(const BotSettings &bot) const
{
    if (bot.isPerson()) // a bot in a person's seat (the demo table)
        return *BotProfile::forLevel("normal");
    // `match` plays at the person's own recent speed.
    return bot.level == QLatin1String("match") ? m_personSpeed.profile() : bot.profile();
}

Seating MatchController::seating(const QString &personName, const QList<BotSettings> &bots,
                                 const RuleSet &rules) const
{
    Seating seating;
    seating.rules = rules;
    seating.seats.append(SeatInfo{personName, true, QString(), defaultSeatColour(0)});
    seating.profiles.append(BotProfile()); // unused: a person's
    int people = 1;
    for (int p = 1; p <= int(bots.size()); ++p) {
        const BotSettings &bot = bots.at(p - 1);
        if (bot.isPerson() && people < KeyBindings::kPeople) {
            ++people;
            seating.profiles << BotProfile();
            seating.seats.append(SeatInfo{bot.name, true, QString(), defaultSeatColour(p)});
        } else {
            seating.profiles << botProfile(bot);
            seating.seats.append(SeatInfo{bot.name, false,
                                          QString::fromStdString(seating.profiles.constLast().level),
                                          defaultSeatColour(p)});
        }
    }
    return seating;
}

void MatchController::abandonGame()
{
    m_recorder->abandon(); // the game in play, if it is not over
    m_records->keepGame();
}

quint64 MatchController::beginGame()
{
    keepOwnRun(); // the game before, as it was
    m_dailyDate.clear();
    m_race.reset();
    m_dealChosen = m_nextRace || m_nextDaily || m_nextDeal;
    m_dailyPractice = false;
    m_ownRunKept = false;
    if (m_nextRace) {
        m_race = std::move(m_nextRace);
        m_nextRace.reset();
        m_deal = m_race->record.deal;
    } else if (m_nextDaily) {
        const QDate today = QDate::currentDate();
        m_dailyDate = today.toString(Qt::ISODate);
        m_deal = dailyDeal(today);
        // The first try started on a date is the record; later ones practise.
        m_dailyPractice = m_rivals && !m_rivals->dailyRunsOf(today).isEmpty();
    } else if (m_nextDeal) {
        m_deal = *m_nextDeal;
    } else if (m_firstGame && m_setup.seed) {
        m_deal = *m_setup.seed;
    } else if (m_setup.seed) {
        m_deal = m_deal + 1; // a replayable series from --seed
    } else {
        m_deal = randomDeal();
    }
    m_nextDaily = false;
    m_nextDeal.reset();
    m_firstGame = false;
    abandonGame();
    m_records->clearResume();
    m_preset = nextPreset();
    return m_deal;
}

bool MatchController::canResume(const GameRecord &record)
{
    const int players = int(record.players.size());
    return players >= kMinPlayers && players <= kMaxPlayers
           && Table::validateSetup(record.rules, players, record.deck, record.firstPlayer).empty();
}

bool MatchController::readResume(QObject *context, std::function<void(std::optional<GameRecord>)> done)
{
    return m_records->readResume(context, [this, done = std::move(done)](std::optional<GameRecord> record) {
        if (record && !canResume(*record)) {
            m_records->dropResume(); // nothing to play on with
            record.reset();
        }
        done(std::move(record));
    });
}

void MatchController::resumeDeclined()
{
    m_records->dropResume();
}

Seating MatchController::beginResume(const GameRecord &record)
{
    abandonGame();
    m_records->releaseResume(); // the file stays: it is the game in play's save until the next one
    m_deal = record.deal;
    // The same game: its first part's start, so that its career row and its
    // record go on (an older record without one starts them anew).
    m_resumedStart = record.startedAt.isValid() ? std::optional<QDateTime>(record.startedAt) : std::nullopt;
    m_dailyDate.clear();
    m_firstGame = false;
    m_preset = record.preset.isEmpty() ? AppSettings::presetFor(record.rules) : record.preset;
    QList<BotSettings> bots;
    for (int p = 1; p < int(record.players.size()); ++p) {
        BotSettings bot;
        bot.name = record.players.at(p).name;
        bot.level =
            record.players.at(p).person ? QLatin1String(BotSettings::kPerson) : record.players.at(p).level;
        if (bot.level == QLatin1String("custom"))
            bot.custom = m_settings->bots.value(p - 1).custom;
        bots << bot;
    }
    return seating(record.players.constFirst().name, bots, record.rules);
}

void MatchController::started()
{
    const std::vector<int> recent = m_personSpeed.times();
    m_timesBeforeGame = QList<int>(recent.begin(), recent.end());
    const QList<SeatInfo> &seats = m_rig->seating().seats;
    m_seats = seats;
    CareerGame game = careerGame();
    const bool continues = m_resumedStart.has_value();
    if (continues)
        game.startedAt = *m_resumedStart;
    m_resumedStart.reset();
    m_gameStartedAt = game.startedAt;
    m_gameContinues = continues;
    m_recorder->gameStarted(game, continues);
    QList<RecordPlayer> seated;
    for (const SeatInfo &seat : seats)
        seated.append(RecordPlayer{seat.name, seat.isHuman, seat.level});
    m_records->gameStarted(seated, m_preset, game.startedAt, m_deal);
    Q_EMIT gameStarted();
}

void MatchController::close()
{
    m_recorder->abandon();
    m_records->keepGame();
    keepOwnRun();               // a daily left by closing the window was its date's try
    m_records->saveForResume(); // offered at the next start, if it is not over
    m_records->waitForWrites();
    if (m_career)
        m_career->flush();
}

CareerGame MatchController::careerGame() const
{
    CareerGame game;
    game.startedAt = QDateTime::currentDateTimeUtc();
    game.preset = m_preset;
    if (session()->hasGame())
        game.rules = rulesToJson(session()->rules());
    for (const SeatInfo &seat : m_seats)
        game.seats.append(CareerSeat{seat.name, seat.isHuman, seat.level});
    game.deal = m_deal;
    game.daily = m_dailyDate;
    return game;
}

CareerStore *MatchController::careerStore() const
{
    return m_career;
}

void MatchController::setCareerStore(CareerStore *store)
{
    m_recorder->abandon();
    m_career = store;
    m_recorder->setStore(store);
    const int read = ++m_careerRead; // an earlier store's answer no longer counts
    m_careerReading = store != nullptr;
    m_finishedSinceRead = 0;
    m_timesSinceRead.clear();
    if (!store)
        return;
    connect(store, &CareerStore::problemFound, this, &MatchController::problemFound, Qt::UniqueConnection);
    struct Career
    {
        bool read = false;
        int finishedGames = 0;
        QList<CareerTime> times; // oldest first
    };
    store->read(
        [](const CareerDatabase &db) {
            Career career;
            if (db.isOpen()) {
                career.read = true;
                career.finishedGames = int(db.finishedGames());
                career.times = db.recentPersonTimes(MatchSpeed::kWindow);
            }
            return career;
        },
        this,
        [this, read](const Career &career) {
            if (read != m_careerRead)
                return;
            m_careerReading = false;
            if (!career.read)
                return;
            // The file holds every row queued before the read was asked
            // for; what came after is added from memory.
            m_finishedGames = career.finishedGames + m_finishedSinceRead;
            m_personSpeed = MatchSpeed();
            for (const QList<CareerTime> &times : {career.times, m_timesSinceRead})
                for (const CareerTime &t : times)
                    m_personSpeed.add(t.patterns, t.call, t.ms);
            m_finishedSinceRead = 0;
            m_timesSinceRead.clear();
            // The game in play was dealt before the file was read: its
            // `match` bots learn the person's times now.
            for (BotPlayer *bot : m_rig->bots())
                if (bot->profile().level == BotProfile::kMatchLevel)
                    bot->setProfile(m_personSpeed.profile());
            Q_EMIT careerRead();
        });
    if (session()->hasGame() && !session()->isOver()) {
        // The game in play, recorded from here on under the start its
        // record has, so that a resume finds its row.
        CareerGame game = careerGame();
        if (m_gameStartedAt.isValid())
            game.startedAt = m_gameStartedAt;
        m_recorder->gameStarted(game, m_gameContinues);
    }
}

bool MatchController::readBestOfDay(QObject *context,
                                    std::function<void(const std::optional<CareerGame> &)> done) const
{
    if (!m_career || m_dailyDate.isEmpty())
        return false;
    const QString date = m_dailyDate;
    m_career->read(
        [date](const CareerDatabase &db) {
            return db.isOpen() ? db.bestOfDay(date) : std::optional<CareerGame>();
        },
        context, std::move(done));
    return true;
}

} // namespace ratscrew
