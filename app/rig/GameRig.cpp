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
    // The input first: a tie is read from a report before anyone tells it.
    m_input = new SeatInput(&m_session, this);
    connect(m_input, &SeatInput::tied, this, [this](int first, int second) {
        if (m_log)
            m_log->addEntry(
                SeatInput::tieText(m_seating.seats.value(first).name, m_seating.seats.value(second).name));
    });
    m_narrator = new GameNarrator(&m_session, this);
    m_sounds = new SoundCues(&m_session, sound, this);
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
    m_table = table;
    if (!table)
        return;
    table->setSeats(m_seating.seats);
    table->setPointOfView(m_view);
    table->setSession(&m_session);
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
    m_log = log;
    if (!log)
        return;
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

void GameRig::deal(quint64 deal, quint64 botSeedOffset)
{
    stopBots();
    m_session.newGame(m_seating.rules, m_seating.players(), deal);
    showDealer();
    startBots(deal, botSeedOffset);
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

void GameRig::startBots(quint64 deal, quint64 seedOffset)
{
    stopBots();
    for (int p = 0; p < m_seating.players(); ++p) {
        if (m_seating.seats.at(p).isHuman)
            continue;
        m_bots.append(new BotPlayer(&m_session, p, m_seating.profiles.value(p),
                                    Random::deriveSeed(deal, quint64(p) + seedOffset), 1.0 / m_playSpeed,
                                    this));
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
