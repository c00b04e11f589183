// SPDX-License-Identifier: GPL-3.0-or-later
#include "summary/GameStats.h"

#include "GameSession.h"
#include "charts/ChartPaint.h"

#include <algorithm>

namespace ratscrew {

int GameStats::median(QList<int> values)
{
    return chart::median(std::move(values));
}

int GameStats::Summary::medianReactionMs() const
{
    return median(reactionTimesMs);
}

int GameStats::Summary::bestReactionMs() const
{
    if (reactionTimesMs.isEmpty())
        return -1;
    return *std::min_element(reactionTimesMs.cbegin(), reactionTimesMs.cend());
}

GameStats::GameStats(GameSession *session, QObject *parent, ReportSource source)
    : QObject(parent), m_session(session)
{
    if (!session)
        return;
    connect(session, &GameSession::gameStarted, this, &GameStats::reset);
    if (source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &GameStats::follow);
    if (session->hasGame())
        reset();
}

void GameStats::follow(const ActionReport &r)
{
    const SlapRace::Slap *raced = r.raced ? &*r.raced : nullptr;
    for (const Event &e : r.events) {
        switch (e.type) {
        case Event::Type::Play:
            onCardPlayed(e.seat);
            break;
        case Event::Type::Slap:
            onSlapResolved(e.seat, e.valid, raced);
            break;
        case Event::Type::Burn:
            onCardsBurned(e.seat, int(e.cards.size()));
            break;
        case Event::Type::PileWon:
            onPileWon(e.seat, e.count);
            break;
        case Event::Type::Out:
            onPlayerOut(e.seat);
            break;
        case Event::Type::GameOver:
            onGameOver(e.seat);
            break;
        case Event::Type::Deal:
        case Event::Type::SitOut:
        case Event::Type::Rejected:
            break;
        case Event::Type::TimeUp:
            m_timeUp = true; // the game ends with this action (GameOver follows)
            break;
        }
    }
    sample();
}

GameSession *GameStats::session() const
{
    return m_session;
}

qint64 GameStats::durationMs() const
{
    if (m_finished || !m_session)
        return m_durationMs;
    return m_session->elapsedMs();
}

GameStats::Summary GameStats::summary() const
{
    Summary s;
    s.players = players();
    s.deckSize = m_deckSize;
    s.finished = m_finished;
    s.winner = m_winner;
    s.timeUp = m_timeUp && m_finished;
    if (s.timeUp) {
        s.leaders = m_leaders;
        s.leaderCards = m_leaderCards;
    }
    s.durationMs = durationMs();
    s.totalCardsPlayed = m_totalPlayed;
    s.perPlayer = m_players;
    s.reactionTimesMs = m_reactions;
    s.earlySlaps = m_early;
    s.person = m_view.followed();
    s.handSizes = m_samples;
    return s;
}

void GameStats::reset()
{
    m_players.clear();
    m_reactions.clear();
    m_early = 0;
    m_samples.clear();
    m_stride = 1;
    m_sinceKept = 0;
    m_tailExtra = false;
    m_totalPlayed = 0;
    m_finished = false;
    m_winner = -1;
    m_timeUp = false;
    m_leaders.clear();
    m_leaderCards = 0;
    m_durationMs = 0;
    m_deckSize = 0;
    if (!m_session || !m_session->hasGame())
        return;
    m_deckSize = m_session->rules().deckSize();
    m_players.resize(m_session->players());
    sample(); // the deal
}

// One sample of every hand size, unless nothing changed since the last.
// Only every m_stride-th change is kept for good; the newest state is
// always the last sample (replaced by the next change if it is not one
// of those).
void GameStats::sample()
{
    if (!m_session || !m_session->hasGame() || m_session->players() != players())
        return;
    Sample s;
    s.timeMs = m_session->elapsedMs();
    s.hands.reserve(players());
    for (int p = 0; p < players(); ++p)
        s.hands.append(m_session->handSize(p));
    s.pile = int(m_session->pile().size());
    if (!m_samples.isEmpty() && m_samples.constLast().hands == s.hands)
        return;
    for (int p = 0; p < players(); ++p) {
        qint64 &since = m_players[p].emptySinceMs;
        since = s.hands.at(p) > 0 ? -1 : since >= 0 ? since : s.timeMs;
    }
    if (m_tailExtra)
        m_samples.removeLast();
    if (m_samples.isEmpty() || ++m_sinceKept >= m_stride) {
        m_sinceKept = 0;
        m_tailExtra = false;
    } else {
        m_tailExtra = true;
    }
    m_samples.append(std::move(s));
    if (m_samples.size() > kMaxSamples)
        thin();
}

// Drops every other kept sample (the first stays) and doubles the stride,
// so the samples stay evenly spread over the game.
void GameStats::thin()
{
    const qsizetype regular = m_samples.size() - (m_tailExtra ? 1 : 0);
    const qsizetype newest = m_samples.size() - 1;
    qsizetype kept = 1; // the deal stays where it is
    for (qsizetype i = 2; i < regular; i += 2)
        m_samples[kept++] = std::move(m_samples[i]);
    if (regular % 2 == 0) {
        // The newest kept sample went (the one before is a stride older);
        // if it is the newest state, it stays as such.
        m_sinceKept += m_stride;
        m_tailExtra = true;
    }
    if (m_tailExtra)
        m_samples[kept++] = std::move(m_samples[newest]);
    m_samples.resize(kept);
    m_stride *= 2;
}

GameStats::PlayerStats *GameStats::at(int player)
{
    return player >= 0 && player < players() ? &m_players[player] : nullptr;
}

void GameStats::onCardPlayed(int player)
{
    if (PlayerStats *s = at(player)) {
        ++s->cardsPlayed;
        ++m_totalPlayed;
    }
}

void GameStats::onSlapResolved(int player, bool valid, const SlapRace::Slap *raced)
{
    PlayerStats *s = at(player);
    if (!s)
        return;
    if (!valid) {
        ++s->invalidSlaps;
        return;
    }
    ++s->validSlaps;
    if (player != m_view.followed() || !raced)
        return; // no card to time it against (or someone else's)
    if (raced->early())
        ++m_early;
    else
        m_reactions.append(raced->ms);
}

void GameStats::onCardsBurned(int player, int count)
{
    if (PlayerStats *s = at(player))
        s->cardsBurned += count;
}

void GameStats::onPileWon(int player, int cards)
{
    if (PlayerStats *s = at(player)) {
        ++s->pilesWon;
        s->cardsWon += cards;
    }
}

void GameStats::onPlayerOut(int player)
{
    if (PlayerStats *s = at(player))
        s->outAtMs = m_session ? m_session->elapsedMs() : 0;
}

void GameStats::onGameOver(int winner)
{
    if (!m_session)
        return;
    // The game underneath is final already (the session emits its events
    // after the action), so the last sample can be taken now.
    m_durationMs = m_session->elapsedMs();
    m_winner = winner;
    m_finished = true;
    if (m_timeUp) {
        m_leaders = m_session->mostCardsInHand();
        m_leaderCards = m_leaders.isEmpty() ? 0 : m_session->handSize(m_leaders.constFirst());
    }
    sample();
    // The series runs to the game's end, though no hand changed since the
    // last card (time up after a quiet minute): the same hands once more.
    if (!m_samples.isEmpty() && m_samples.constLast().timeMs < m_durationMs) {
        Sample end = m_samples.constLast();
        end.timeMs = m_durationMs;
        m_samples.append(std::move(end));
        m_tailExtra = false;
    }
    Q_EMIT finished();
}

} // namespace ratscrew
