// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameSession.h"

#include "Random.h"

#include <algorithm>

namespace ratscrew {

GameSession::GameSession(QObject *parent)
    : GameSession(nullptr, parent)
{
}

GameSession::GameSession(Scheduler *scheduler, QObject *parent)
    : QObject(parent), m_scheduler(scheduler)
{
    if (!m_scheduler) {
        m_ownScheduler = std::make_unique<QtScheduler>();
        m_scheduler = m_ownScheduler.get();
    }
    m_events.reserve(16);
}

GameSession::~GameSession()
{
    Q_EMIT aboutToBeDestroyed();
    stopCollectTimer();
}

void GameSession::startCollectTimer(int delayMs)
{
    stopCollectTimer();
    m_collectTimer = m_scheduler->schedule(delayMs, [this] {
        m_collectTimer = 0;
        collect();
    });
}

void GameSession::stopCollectTimer()
{
    m_scheduler->cancel(m_collectTimer);
    m_collectTimer = 0;
}

void GameSession::newGame(const RuleSet &rules, int players, quint64 seed)
{
    players = std::clamp(players, kMinPlayers, kMaxPlayers);
    Random random(seed);
    std::vector<Card> deck = rules.fullDeck();
    random.shuffle(std::span<Card>(deck));
    const int first = int(random.below(std::uint32_t(players)));
    newGame(rules, players, deck, first);
}

bool GameSession::newGame(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer)
{
    if (!Game::validateSetup(rules, players, deck).empty() || firstPlayer < 0 || firstPlayer >= players)
        return false;
    stopCollectTimer();
    m_collectRemainingMs = -1;
    const bool wasPaused = m_paused;
    m_paused = false;
    m_game = std::make_unique<Game>(rules, players, deck);
    m_firstPlayer = firstPlayer;
    m_playedBy.clear();
    m_topPlayedAtMs = -1;
    ++m_generation;
    m_pausedTotalMs = 0;
    m_startedAtMs = m_scheduler->nowMs();
    if (wasPaused)
        Q_EMIT pausedChanged(false);
    Q_EMIT gameStarted();
    Q_EMIT stateChanged();
    return true;
}

int GameSession::toPlayer(int seat) const
{
    return seat < 0 ? -1 : (seat + m_firstPlayer) % m_game->players();
}

int GameSession::toSeat(int player) const
{
    return player < 0 ? -1 : (player - m_firstPlayer + m_game->players()) % m_game->players();
}

int GameSession::handSize(int player) const
{
    return m_game && player >= 0 && player < players() ? m_game->hand(toSeat(player)).size() : 0;
}

bool GameSession::isOut(int player) const
{
    return m_game && player >= 0 && player < players() && m_game->isOut(toSeat(player));
}

int GameSession::turnPlayer() const
{
    return m_game ? toPlayer(m_game->turn()) : -1;
}

int GameSession::challengerPlayer() const
{
    return m_game ? toPlayer(m_game->challenger()) : -1;
}

int GameSession::chancesLeft() const
{
    return m_game ? m_game->chancesLeft() : 0;
}

int GameSession::pendingPlayer() const
{
    return m_game ? toPlayer(m_game->pendingSeat()) : -1;
}

int GameSession::winner() const
{
    return m_game && m_game->isOver() ? toPlayer(m_game->winner()) : -1;
}

std::span<const Card> GameSession::pile() const
{
    return m_game ? m_game->pile() : std::span<const Card>();
}

int GameSession::playedCount() const
{
    return m_game ? int(m_game->playedCards().size()) : 0;
}

PatternSet GameSession::slappablePatterns() const
{
    return m_game ? m_game->slappablePatterns() : PatternSet();
}

qint64 GameSession::elapsedMs() const
{
    if (m_startedAtMs < 0)
        return 0;
    const qint64 now = m_scheduler->nowMs() - m_startedAtMs;
    return now - m_pausedTotalMs - (m_paused ? now - m_pausedAtMs : 0);
}

void GameSession::setCollectDelayMs(int ms)
{
    m_collectDelayMs = std::clamp(ms, 0, kMaxCollectDelayMs);
}

bool GameSession::playCard(int player)
{
    if (!m_game || m_paused || m_game->isOver() || m_game->pendingSeat() >= 0 || player != turnPlayer())
        return false;
    applyAction(Action::play());
    return true;
}

void GameSession::slap(int player)
{
    if (!m_game || m_paused || player < 0 || player >= players())
        return;
    applyAction(Action::slap(toSeat(player)));
}

bool GameSession::collect()
{
    if (!m_game || m_paused || m_game->pendingSeat() < 0)
        return false;
    applyAction(Action::collect());
    return true;
}

void GameSession::pause()
{
    if (!m_game || m_paused)
        return;
    m_paused = true;
    m_pausedAtMs = m_scheduler->nowMs() - m_startedAtMs;
    if (collectTimerActive()) {
        m_collectRemainingMs = std::max(0, m_scheduler->remainingMs(m_collectTimer));
        stopCollectTimer();
    }
    ++m_generation;
    Q_EMIT pausedChanged(true);
}

void GameSession::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    m_pausedTotalMs += m_scheduler->nowMs() - m_startedAtMs - m_pausedAtMs;
    if (m_collectRemainingMs >= 0 && m_autoCollect)
        startCollectTimer(m_collectRemainingMs);
    m_collectRemainingMs = -1;
    ++m_generation;
    Q_EMIT pausedChanged(false);
    Q_EMIT stateChanged(); // bots re-plan after a pause
}

void GameSession::applyAction(Action action)
{
    const int pendingBefore = m_game->pendingSeat();
    // Who has to answer a challenge now: the loser if this action ends it.
    const int answererBefore = m_game->challengeActive() && pendingBefore < 0 ? m_game->turn() : -1;
    const qint64 now = elapsedMs();
    const int reactionMs = m_topPlayedAtMs < 0 ? -1 : int(std::max<qint64>(0, now - m_topPlayedAtMs - m_revealDelayMs));
    // Take the reusable buffer: a slot connected to a signal below may start
    // an action of its own, which then gets a buffer of its own.
    std::vector<Event> events;
    events.swap(m_events);
    events.clear();
    m_game->apply(action, events);
    // The played cards change with a play or a won pile; track who played
    // what and bump the generation before anybody hears of it.
    for (const Event &e : events) {
        if (e.type == Event::Type::Play) {
            m_playedBy.append(toPlayer(e.seat));
            m_topPlayedAtMs = now;
            ++m_generation;
        } else if (e.type == Event::Type::PileWon) {
            m_playedBy.clear();
            m_topPlayedAtMs = -1;
            ++m_generation;
        }
    }
    for (const Event &e : events) {
        if (e.type == Event::Type::Rejected && action.type == Action::Type::Slap)
            Q_EMIT slapRejected(toPlayer(action.seat), e.rejectReason);
        else
            emitEvent(e, reactionMs, answererBefore);
    }
    if (m_game->pendingSeat() < 0) {
        stopCollectTimer();
    } else if (pendingBefore < 0) {
        const int winner = toPlayer(m_game->pendingSeat());
        Q_EMIT collectPending(winner, m_collectDelayMs, challengeLoser(winner, answererBefore));
        if (m_autoCollect)
            startCollectTimer(m_collectDelayMs);
    }
    m_events.swap(events); // hand the buffer back for the next action
    Q_EMIT stateChanged();
}

int GameSession::challengeLoser(int winner, int answererBefore) const
{
    if (answererBefore < 0)
        return -1;
    const int loser = toPlayer(answererBefore);
    return loser == winner ? -1 : loser;
}

void GameSession::emitEvent(const Event &e, int reactionMs, int answererBefore)
{
    const int player = toPlayer(e.seat);
    switch (e.type) {
    case Event::Type::Deal:
        break;
    case Event::Type::Play:
        Q_EMIT cardPlayed(player, e.card);
        break;
    case Event::Type::Slap:
        Q_EMIT slapResolved(player, e.valid, e.patterns, reactionMs);
        break;
    case Event::Type::Burn:
        Q_EMIT cardsBurned(player, QList<Card>(e.cards.begin(), e.cards.end()));
        break;
    case Event::Type::PileWon:
        Q_EMIT pileWon(player, e.wonReason, e.count,
                       e.wonReason == PileWonReason::Challenge ? challengeLoser(player, answererBefore) : -1);
        break;
    case Event::Type::Out:
        Q_EMIT playerOut(player);
        break;
    case Event::Type::GameOver:
        stopCollectTimer();
        Q_EMIT gameOver(player);
        break;
    case Event::Type::Rejected:
        break;
    }
}

} // namespace ratscrew
