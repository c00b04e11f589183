// SPDX-License-Identifier: GPL-3.0-or-later
#include "rig/GameRig.h"

#include "BotPlayer.h"
#include "Random.h"
#include "rig/SeatInput.h"
#include "sound/SoundCues.h"
#include "story/GameLog.h"
#include "story/GameNarrator.h"
#include "table/TableWidget.h"

#include <algorithm>

namespace ratscrew {

QStringList Seating::names() const
{
    QStringList names;
    for (const SeatInfo &seat : seats)
        names << seat.name;
    return names;
}

GameRig::GameRig(Scheduler *scheduler, SoundPlayer *sound, QObject *parent)
    : QObject(parent), m_session(scheduler)
{
    connect(&m_session, &GameSession::actionApplied, this, &GameRig::tell);
    m_input = new SeatInput(&m_session, this);
    listen(Listener::Input, m_input, [this](const ActionReport &r) { m_input->follow(r); });
    connect(m_input, &SeatInput::tied, this, [this](int first, int second) {
        note(SeatInput::tieText(m_seating.seats.value(first).name, m_seating.seats.value(second).name));
    });
    m_narrator = new GameNarrator(&m_session, this, ReportSource::Caller);
    listen(Listener::Narrator, m_narrator, [this](const ActionReport &r) { m_narrator->follow(r); });
    m_sounds = new SoundCues(&m_session, sound, this, ReportSource::Caller);
    listen(Listener::Sounds, m_sounds, [this](const ActionReport &r) { m_sounds->follow(r); });
}

void GameRig::listen(Listener place, QObject *owner, std::function<void(const ActionReport &)> follow)
{
    // After every listener of its place and before the later places.
    const auto at = std::find_if(m_followers.begin(), m_followers.end(),
                                 [place](const Follower &f) { return f.place > place; });
    m_followers.insert(at, Follower{place, owner, std::move(follow)});
}

QList<GameRig::Listener> GameRig::listeners() const
{
    QList<Listener> places;
    for (const Follower &f : m_followers)
        if (f.owner)
            places << f.place;
    return places;
}

QString GameRig::listenerName(Listener place)
{
    switch (place) {
    case Listener::Input:
        return QStringLiteral("input");
    case Listener::Narrator:
        return QStringLiteral("narrator");
    case Listener::Sounds:
        return QStringLiteral("sounds");
    case Listener::Table:
        return QStringLiteral("table");
    case Listener::Log:
        return QStringLiteral("log");
    case Listener::SlapWindows:
        return QStringLiteral("slap windows");
    case Listener::Recorder:
        return QStringLiteral("recorder");
    case Listener::Statistics:
        return QStringLiteral("statistics");
    case Listener::Match:
        return QStringLiteral("match");
    }
    return {};
}

void GameRig::tell(const ActionReport &report)
{
    // By index: a listener may add another (a new table) while it is told.
    for (qsizetype i = 0; i < m_followers.size(); ++i) {
        if (m_followers.at(i).owner) {
            const auto follow = m_followers.at(i).follow; // a copy: the list may change meanwhile
            follow(report);
        }
    }
}

void GameRig::dropListeners(const QObject *owner)
{
    m_followers.removeIf([owner](const Follower &f) { return !f.owner || f.owner == owner; });
}

void GameRig::note(const QString &text)
{
    if (m_log)
        m_log->addEntry(text);
}

void GameRig::headNextGame(const GameLog::Heading &heading)
{
    if (m_log)
        m_log->setNextHeading(heading);
}

GameRig::~GameRig()
{
    // Bots first: they hold timers aimed at the session. The table shows
    // nothing once the session is gone.
    stopBots();
    if (m_table)
        m_table->setSession(nullptr);
    delete m_sounds;
    delete m_narrator;
    delete m_input;
}

void GameRig::setTable(TableWidget *table)
{
    dropListeners(m_table);
    m_table = table;
    if (!table)
        return;
    table->setSeats(m_seating.seats);
    table->setPointOfView(m_view);
    table->setSession(&m_session, ReportSource::Caller);
    listen(Listener::Table, table, [table](const ActionReport &r) { table->followReport(r); });
    showDealer();
}

TableWidget *GameRig::table() const
{
    return m_table;
}

GameLog *GameRig::log() const
{
    return m_log;
}

void GameRig::setLog(GameLog *log)
{
    dropListeners(m_log);
    m_log = log;
    if (!log)
        return;
    listen(Listener::Log, log, [log](const ActionReport &r) { log->follow(r); });
    log->setNames(m_seating.names());
    log->setPointOfView(m_view);
}

void GameRig::seat(const Seating &seating)
{
    stopBots();
    m_seating = seating;
    m_view = seating.pointOfView();
    const QStringList names = seating.names();
    m_narrator->setNames(names);
    m_narrator->setPointOfView(m_view);
    if (m_log) {
        m_log->setNames(names);
        m_log->setPointOfView(m_view);
    }
    m_sounds->setPointOfView(m_view);
    m_input->seat(seating.seats, m_view);
    if (m_table) {
        m_table->setPointOfView(m_view);
        m_table->setSeats(seating.seats);
    }
}

void GameRig::updateSeats(const QList<SeatInfo> &seats)
{
    m_seating.seats = seats; // the same names: the input's hints stay right
    if (m_table)
        m_table->setSeats(seats);
}

void GameRig::setRevealDelayMs(int ms, bool playsLandAtOnce)
{
    m_revealDelayMs = std::max(0, ms);
    // The bots see cards when they land: nothing to tell them.
    m_session.setRevealDelayMs(m_revealDelayMs);
    m_session.setPlaysLandAtOnce(playsLandAtOnce);
}

void GameRig::setPlaySpeed(double speed)
{
    m_playSpeed = speed;
    for (BotPlayer *bot : std::as_const(m_bots))
        bot->setPlaySpeedFactor(1.0 / m_playSpeed);
}

GameSeeds GameRig::seeds(quint64 deal) const
{
    return GameSeeds::of(m_seating.rules, m_seating.players(), deal);
}

void GameRig::deal(quint64 deal)
{
    // The deal and the bots' first plans at one ms: a game is its deal,
    // its bots and the person's actions (docs/RUNS.md).
    const Scheduler::Hold hold(*m_session.scheduler());
    stopBots();
    const GameSeeds seeds = this->seeds(deal);
    m_session.newGame(m_seating.rules, m_seating.players(), seeds.deal.deck, seeds.deal.firstPlayer);
    showDealer();
    startBots(seeds);
}

bool GameRig::restore(std::span<const Card> deck, int firstPlayer, std::span<const RecordedAction> actions,
                      GameSession::RestoreEnd end, qint64 reachedMs)
{
    stopBots();
    if (!m_session.restore(m_seating.rules, m_seating.players(), deck, firstPlayer, actions, end, reachedMs))
        return false;
    showDealer();
    return true;
}

void GameRig::startBots(const GameSeeds &seeds)
{
    const Scheduler::Hold hold(*m_session.scheduler());
    stopBots();
    for (int p = 0; p < m_seating.players(); ++p) {
        if (m_seating.seats.at(p).isHuman)
            continue;
        m_bots.append(new BotPlayer(&m_session, p, m_seating.profiles.value(p), seeds.botSeedOf(p),
                                    1.0 / m_playSpeed, this));
    }
}

void GameRig::stopBots()
{
    qDeleteAll(m_bots);
    m_bots.clear();
}

void GameRig::showDealer()
{
    if (m_table && m_session.hasGame())
        m_table->setDealer(m_session.table().dealer());
}

} // namespace ratscrew
