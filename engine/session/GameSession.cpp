// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameSession.h"

#include "Random.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <limits>

namespace ratscrew {

GameSession::GameSession(QObject *parent) : GameSession(nullptr, parent) { }

GameSession::GameSession(Scheduler *scheduler, QObject *parent) : QObject(parent), m_scheduler(scheduler)
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
    stopClock();
    stopLandTimer();
}

void GameSession::armLandTimer()
{
    stopLandTimer();
    if (!m_table || m_paused || !m_table->flight().inAir())
        return;
    const qint64 left =
        std::clamp<qint64>(m_table->flight().landsAtMs - elapsedMs(), 0, std::numeric_limits<int>::max());
    // Before every other timer due at the same ms (TimerKey::kLandOrder), as in the simulator.
    m_landTimer = m_scheduler->schedule(int(left), TimerKey::kLandOrder, [this] {
        m_landTimer = 0;
        landIfDue();
    });
}

void GameSession::stopLandTimer()
{
    m_scheduler->cancel(m_landTimer);
    m_landTimer = 0;
}

void GameSession::landIfDue()
{
    if (!m_table || m_paused)
        return;
    const CardFlight flight = m_table->flight();
    if (!flight.inAir() || flight.landsAtMs > elapsedMs())
        return;
    stopLandTimer();
    report(Action::play(), flight.player, flight.landsAtMs, m_thrownIndex,
           [this](qint64 atMs, std::vector<Event> &events) { return m_table->land(atMs, events); });
}

// A card sent back before the action (its own player slapped, or time was
// up: docs/RULES.md §12.1) is told before the action's events; one that
// went back after it (the game ended) or as it came down, after.
bool GameSession::returnedFirst() const
{
    const FlightReturn &back = m_table->lastReturn();
    return back.player >= 0 && (back.reason == FlightEnd::Slapped || back.reason == FlightEnd::TimeUp);
}

void GameSession::announceReturn()
{
    const FlightReturn back = m_table->lastReturn();
    if (back.player >= 0 && !m_table->flight().inAir()) {
        stopLandTimer();
        Q_EMIT cardWentBack(back.player, back.card, back.reason, back.byPlayer);
    }
}

void GameSession::followFlight(const TableStep &step, bool returnTold)
{
    if (step.thrown) {
        const CardFlight &flight = m_table->flight();
        armLandTimer();
        Q_EMIT cardThrown(flight.player, flight.card, int(flight.landsAtMs - flight.playedAtMs));
    }
    if (!returnTold)
        announceReturn();
}

void GameSession::startCollectTimer(int delayMs)
{
    stopCollectTimer();
    // After the bots' timers due at the same ms (TimerKey), as in the simulator.
    m_collectTimer = m_scheduler->schedule(delayMs, TimerKey::kCollectOrder, [this] {
        m_collectTimer = 0;
        collect();
    });
}

void GameSession::stopCollectTimer()
{
    m_scheduler->cancel(m_collectTimer);
    m_collectTimer = 0;
}

void GameSession::armClock()
{
    stopClock();
    if (!m_table || m_paused || m_table->isOver() || timeLimitMs() <= 0)
        return;
    // Game time and the scheduler's time run alike while the game runs. The
    // timer fires after every other timer due at the same ms (kOtherOrder):
    // an action due at the limit still counts.
    const qint64 left = std::clamp<qint64>(remainingMs(), 0, std::numeric_limits<int>::max());
    m_clockTimer = m_scheduler->schedule(int(left), TimerKey::kOtherOrder, [this] {
        m_clockTimer = 0;
        if (remainingMs() > 0) // cannot happen while the timer follows pause and resume
            armClock();
        else
            endOnTime();
    });
}

void GameSession::stopClock()
{
    m_scheduler->cancel(m_clockTimer);
    m_clockTimer = 0;
}

qint64 GameSession::timeLimitMs() const
{
    return m_table ? qint64(m_table->rules().timeLimitMinutes) * 60000 : 0;
}

qint64 GameSession::remainingMs() const
{
    const qint64 limit = timeLimitMs();
    if (limit <= 0)
        return -1;
    return std::max<qint64>(0, limit - elapsedMs());
}

QList<int> GameSession::mostCardsInHand() const
{
    QList<int> most;
    int cards = -1;
    for (int p = 0; p < players(); ++p) {
        if (isOut(p))
            continue;
        if (handSize(p) > cards) {
            most.clear();
            cards = handSize(p);
        }
        if (handSize(p) == cards)
            most << p;
    }
    return most;
}

void GameSession::newGame(const RuleSet &rules, int players, quint64 seed)
{
    players = std::clamp(players, kMinPlayers, kMaxPlayers);
    Random random(seed);
    const Table::Deal deal = Table::shuffle(rules, players, random);
    newGame(rules, players, deal.deck, deal.firstPlayer);
}

bool GameSession::newGame(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer)
{
    const Scheduler::Hold hold(*m_scheduler); // the deal and the bots' first plans at one ms
    if (!Table::validateSetup(rules, players, deck, firstPlayer).empty())
        return false;
    stopCollectTimer();
    m_collectRemainingMs = -1;
    stopLandTimer();
    const bool wasPaused = m_paused;
    m_paused = false;
    const quint64 generation = this->generation() + 1;
    m_table.emplace(rules, players, deck, firstPlayer);
    m_table->advanceGeneration(generation);
    m_table->setCollectDelayMs(m_collectDelayMs);
    m_table->setRevealDelayMs(m_revealDelayMs);
    m_table->setPlaysLandAtOnce(m_landAtOnce);
    m_table->setRecording(m_recording);
    m_pausedTotalMs = 0;
    m_startedAtMs = m_scheduler->nowMs();
    m_races.reset();
    m_actions = 0;
    m_thrownIndex = -1;
    armClock();
    if (wasPaused)
        Q_EMIT pausedChanged(false);
    Q_EMIT gameStarted();
    Q_EMIT stateChanged();
    return true;
}

bool GameSession::restore(const RuleSet &rules, int players, std::span<const Card> deck, int firstPlayer,
                          std::span<const RecordedAction> actions, RestoreEnd end, qint64 reachedMs)
{
    const Scheduler::Hold hold(*m_scheduler);
    if (!Table::validateSetup(rules, players, deck, firstPlayer).empty())
        return false;
    std::vector<Event> events;
    qint64 lastMs = 0;
    for (const RecordedAction &a : actions)
        lastMs = std::max<qint64>(lastMs, a.atMs);
    // A card that landed after the last action, by the time the game
    // reached (docs/RULES.md §12.1), lands: the game is left at its landing.
    const auto landReached = [reachedMs, &events](Table &table) {
        const CardFlight &flight = table.flight();
        if (!flight.inAir() || flight.landsAtMs > reachedMs)
            return std::int64_t(-1);
        const std::int64_t at = flight.landsAtMs;
        events.clear();
        table.land(at, events);
        return at;
    };
    if (end == RestoreEnd::InPlay) {
        // Played on a copy first: a record that ends the game restores nothing.
        Table table(rules, players, deck, firstPlayer);
        table.setRevealDelayMs(m_revealDelayMs);
        table.setPlaysLandAtOnce(m_landAtOnce);
        for (const RecordedAction &a : actions) {
            events.clear();
            table.apply(a.action, a.atMs, events);
        }
        landReached(table);
        if (table.isOver())
            return false;
    }
    newGame(rules, players, deck, firstPlayer);
    for (const RecordedAction &a : actions) {
        events.clear();
        m_table->apply(a.action, a.atMs, events);
    }
    lastMs = std::max<qint64>(lastMs, landReached(*m_table));
    m_actions = int(actions.size());
    if (m_table->flight().inAir()) // thrown by the last play
        for (int i = m_actions - 1; i >= 0 && m_thrownIndex < 0; --i)
            if (actions[std::size_t(i)].action.type == Action::Type::Play)
                m_thrownIndex = i;
    m_table->advanceGeneration();
    // The clock as if the game had run for lastMs, paused there.
    m_startedAtMs = m_scheduler->nowMs() - lastMs;
    m_pausedTotalMs = 0;
    m_paused = true;
    m_pausedAtMs = lastMs;
    m_collectRemainingMs = m_table->pendingPlayer() >= 0 ? m_collectDelayMs : -1;
    stopClock(); // paused: resume() arms it for the time the game has left
    Q_EMIT pausedChanged(true);
    Q_EMIT stateChanged();
    return true;
}

std::span<const Card> GameSession::pile() const
{
    return m_table ? m_table->game().pile() : std::span<const Card>();
}

int GameSession::playedCount() const
{
    return m_table ? int(m_table->played().size()) : 0;
}

PatternSet GameSession::slappablePatterns() const
{
    return m_table ? m_table->patterns() : PatternSet();
}

QList<int> GameSession::playedBy() const
{
    return m_table ? QList<int>(m_table->playedBy().begin(), m_table->playedBy().end()) : QList<int>();
}

std::span<const Card> GameSession::splitPile() const
{
    return m_table ? m_table->played(PileId::Split) : std::span<const Card>();
}

QList<int> GameSession::splitPlayedBy() const
{
    if (!m_table)
        return {};
    const auto by = m_table->playedBy(PileId::Split);
    return QList<int>(by.begin(), by.end());
}

qint64 GameSession::elapsedMs() const
{
    if (!m_table)
        return 0;
    // (Not m_startedAtMs < 0: a game restored to a time later than the
    // scheduler's age started before the scheduler did.)
    const qint64 now = m_scheduler->nowMs() - m_startedAtMs;
    return now - m_pausedTotalMs - (m_paused ? now - m_pausedAtMs : 0);
}

void GameSession::setCollectDelayMs(int ms)
{
    m_collectDelayMs = clampCollectDelayMs(ms);
    if (m_table)
        m_table->setCollectDelayMs(m_collectDelayMs);
}

void GameSession::setRevealDelayMs(int ms)
{
    m_revealDelayMs = std::max(0, ms);
    // A game keeps one clock (and its record one reveal time): a game in
    // which nothing happened yet takes the new one, any other the next game.
    if (m_table && !m_table->hasActions())
        m_table->setRevealDelayMs(m_revealDelayMs);
}

bool GameSession::playCard(int player)
{
    m_scheduler->catchUp();                   // what was due before comes first
    const Scheduler::Hold hold(*m_scheduler); // and all this action sets going counts from its ms
    if (!m_table || m_paused || m_table->isOver() || m_table->pendingPlayer() >= 0 || player != turnPlayer())
        return false;
    applyAction(Action::play());
    return true;
}

void GameSession::slap(int player)
{
    m_scheduler->catchUp();                   // what was due before comes first
    const Scheduler::Hold hold(*m_scheduler); // and all this action sets going counts from its ms
    if (!m_table || m_paused || player < 0 || player >= players())
        return;
    applyAction(Action::slap(player));
}

bool GameSession::collect()
{
    m_scheduler->catchUp();                   // what was due before comes first
    const Scheduler::Hold hold(*m_scheduler); // and all this action sets going counts from its ms
    if (!m_table || m_paused || m_table->pendingPlayer() < 0)
        return false;
    applyAction(Action::collect());
    return true;
}

bool GameSession::endOnTime()
{
    m_scheduler->catchUp();                   // what was due before comes first
    const Scheduler::Hold hold(*m_scheduler); // and all this action sets going counts from its ms
    if (!m_table || m_paused || m_table->isOver())
        return false;
    applyAction(Action::timeUp());
    return true;
}

void GameSession::pause()
{
    m_scheduler->catchUp();                   // what was due before comes first
    const Scheduler::Hold hold(*m_scheduler); // and all this action sets going counts from its ms
    if (!m_table || m_paused)
        return;
    m_paused = true;
    m_pausedAtMs = m_scheduler->nowMs() - m_startedAtMs;
    if (collectTimerActive()) {
        m_collectRemainingMs = std::max(0, m_scheduler->remainingMs(m_collectTimer));
        stopCollectTimer();
    }
    stopClock();
    stopLandTimer(); // the card in the air waits in the air: game time stands still
    m_table->advanceGeneration();
    Q_EMIT pausedChanged(true);
}

void GameSession::resume()
{
    if (!m_paused)
        return;
    const Scheduler::Hold hold(*m_scheduler); // the bots go on from the resume's ms
    m_paused = false;
    m_pausedTotalMs += m_scheduler->nowMs() - m_startedAtMs - m_pausedAtMs;
    if (m_collectRemainingMs >= 0 && m_autoCollect)
        startCollectTimer(m_collectRemainingMs);
    m_collectRemainingMs = -1;
    armClock();
    armLandTimer();
    m_table->advanceGeneration();
    Q_EMIT pausedChanged(false);
    Q_EMIT stateChanged(); // bots re-plan after a pause
}

const Event *ActionReport::find(Event::Type type) const
{
    for (const Event &e : events)
        if (e.type == type)
            return &e;
    return nullptr;
}

PileId ActionReport::slapPile() const
{
    const Event *slap = find(Event::Type::Slap);
    if (!slap)
        return PileId::Slap;
    return slap->call == Call::Stick ? challengePileBefore : slap->pile;
}

void GameSession::applyAction(Action action)
{
    landIfDue(); // a card due now lands first (docs/RULES.md §12.1), with its own report
    if (!m_table || m_paused)
        return;
    const Table &table = *m_table;
    const int actor = action.type == Action::Type::Play   ? table.turnPlayer()
                      : action.type == Action::Type::Slap ? action.seat
                                                          : table.pendingPlayer();
    report(action, actor, elapsedMs(), m_actions++, [this, action](qint64 atMs, std::vector<Event> &events) {
        return m_table->apply(action, atMs, events);
    });
}

template<typename Apply>
void GameSession::report(Action action, int actor, qint64 atMs, int index, Apply &&apply)
{
    Table &table = *m_table;
    ActionReport report;
    report.action = action;
    report.atMs = atMs;
    report.actionIndex = index;
    const auto pile = table.game().pile();
    report.pileBefore = QList<Card>(pile.begin(), pile.end());
    const auto played = table.played();
    report.playedBefore = QList<Card>(played.begin(), played.end());
    report.playedByBefore = playedBy();
    const auto split = table.played(PileId::Split);
    report.splitBefore = QList<Card>(split.begin(), split.end());
    report.splitPlayedByBefore = splitPlayedBy();
    report.challengePileBefore = table.game().challengePile();
    if (table.rules().hasCalls())
        for (int p = 0; p < table.players(); ++p)
            report.callsBefore << table.callFor(p);
    report.challengerBefore = table.challengerPlayer();
    report.chancesBefore = table.chancesLeft();
    // Whose turn it was: a landing card's player (the turn is nobody's
    // while it is in the air).
    report.turnBefore = table.flight().inAir() ? table.game().turn() : table.turnPlayer();
    report.actor = actor;
    // Take the reusable buffer: a slot connected to a signal below may start
    // an action of its own, which then gets a buffer of its own.
    std::vector<Event> events;
    events.swap(m_events);
    events.clear();
    const int answererBefore = table.flight().inAir()
                                   ? (table.game().challengeActive() ? table.game().turn() : -1)
                                   : table.answererPlayer();
    if (action.type == Action::Type::Slap)
        report.reactionMs = table.reactionMs(report.atMs);
    const TableStep step = apply(report.atMs, events);
    if (step.thrown)
        m_thrownIndex = index;
    // Nothing reached the rules: a card only thrown (its report comes when
    // it lands) or one that went back as it came down (cardWentBack says so).
    if (events.empty()) {
        m_events.swap(events);
        followFlight(step);
        Q_EMIT stateChanged();
        return;
    }
    report.events = QList<Event>(events.begin(), events.end());
    report.turnAfter = table.turnPlayer();
    report.challengerAfter = table.challengerPlayer();
    report.chancesAfter = table.chancesLeft();
    report.overAfter = table.isOver();
    report.splitAfter = table.hasSplit();
    report.nextPileAfter = table.nextPile();
    report.challengePileAfter = table.game().challengePile();
    // (The Game's turn: a card still in the air goes back to let them lead.)
    if (const Event *slap = report.find(Event::Type::Slap); slap && !slap->valid && table.rules().misslapLeads
                                                            && table.game().turn() == slap->seat
                                                            && table.game().turn() != report.turnBefore)
        report.misslapperLeads = slap->seat;
    const auto loserOf = [answererBefore](int winner) {
        return answererBefore == winner ? -1 : answererBefore;
    };
    for (const Event &e : events) {
        if (e.type == Event::Type::PileWon && e.wonReason == PileWonReason::Challenge)
            report.challengeLoser = loserOf(e.seat);
    }
    if (step.collect == CollectTimer::Start) {
        report.collectPlayer = table.pendingPlayer();
        report.collectDelayMs = table.collectDelayMs();
        report.collectPile = table.game().pendingPile();
        report.challengeLoser = loserOf(report.collectPlayer);
    }
    reportPiles(report, events);
    // The slap in its card's race: one follower for every view.
    if (const SlapRace::Slap *raced = m_races.follow(report, table, index)) {
        report.raced = *raced;
        // Timed as its race times it: after a split (docs/RULES.md §9.2)
        // from the card the split put down, not the older top card.
        if (report.reactionMs != kNoReactionMs)
            report.reactionMs = raced->ms;
    }
    const bool returnTold = returnedFirst();
    if (returnTold)
        announceReturn();
    for (const Event &e : events)
        afterEvent(e, report);
    if (step.collect == CollectTimer::Stop) {
        stopCollectTimer();
    } else if (step.collect == CollectTimer::Start && m_autoCollect) {
        startCollectTimer(report.collectDelayMs);
    }
    m_events.swap(events); // hand the buffer back for the next action
    Q_EMIT actionApplied(report);
    followFlight(step, returnTold);
    Q_EMIT stateChanged();
}

// What the piles hold after the action comes from the table as it is.
// A won pile went under its winner's hand (docs/RULES.md §5; a second pile
// won by the same player in one action under the first), so its cards are
// the bottom of that hand; its burned cards are those that were burned
// before or in this action. After a slap pile won beside a split pile the
// split pile's cards lay on the slap pile (§9.2): they are the played cards
// of the next slap pile this action won, or of the slap pile it left.
void GameSession::reportPiles(ActionReport &report, std::span<const Event> events) const
{
    const Table &table = *m_table;
    const Game &game = table.game();
    const auto played = table.played();
    report.playedAfter = QList<Card>(played.begin(), played.end());
    report.burnedAfter = game.burnedCount();
    const auto split = table.played(PileId::Split);
    report.splitCardsAfter = QList<Card>(split.begin(), split.end());
    const auto won = std::count_if(events.begin(), events.end(),
                                   [](const Event &e) { return e.type == Event::Type::PileWon; });
    if (won == 0)
        return;
    std::bitset<Card::kMaxCount> burned;
    for (qsizetype i = 0; i < report.pileBefore.size() - report.playedBefore.size(); ++i)
        burned.set(report.pileBefore.at(i).id());
    for (const Event &e : events)
        if (e.type == Event::Type::Burn)
            for (Card c : e.cards)
                burned.set(c.id());
    report.wonPiles.resize(won);
    std::array<int, kMaxPlayers> takenFromBottom{};
    QList<Card> slapPlayedLater = report.playedAfter;
    qsizetype index = won;
    for (auto e = events.rbegin(); e != events.rend(); ++e) {
        if (e->type != Event::Type::PileWon)
            continue;
        ActionReport::WonPile &pile = report.wonPiles[--index];
        pile.player = e->seat;
        pile.pile = e->pile;
        const CardStack &hand = game.hand(e->seat);
        int &taken = takenFromBottom[std::size_t(e->seat)];
        const int end = hand.size() - taken;
        for (int i = end - e->count; i < end; ++i) {
            pile.cards.append(hand[i]);
            pile.burned += burned.test(hand[i].id());
        }
        taken += e->count;
        if (e->pile == PileId::Slap) {
            pile.movedOver = slapPlayedLater;
            slapPlayedLater = pile.played();
        }
    }
}

void GameSession::afterEvent(const Event &e, const ActionReport &report)
{
    switch (e.type) {
    case Event::Type::Slap:
        Q_EMIT slapResolved(e.seat, e.valid, e.patterns, report.reactionMs);
        break;
    case Event::Type::GameOver:
        stopCollectTimer();
        stopClock();
        stopLandTimer();
        break;
    case Event::Type::Rejected:
        if (report.action.type == Action::Type::Slap)
            Q_EMIT slapRejected(report.action.seat, e.rejectReason);
        break;
    case Event::Type::Deal:
    case Event::Type::Play:
    case Event::Type::Burn:
    case Event::Type::PileWon:
    case Event::Type::Out:
    case Event::Type::SitOut:
    case Event::Type::TimeUp:
        break; // in the report only
    }
}

} // namespace ratscrew
