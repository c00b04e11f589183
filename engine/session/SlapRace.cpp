// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlapRace.h"

#include "GameSession.h"
#include "Table.h"

#include <utility>

namespace ratscrew {

const SlapRace::Slap *SlapRace::winner() const
{
    for (const Slap &s : slaps)
        if (s.valid())
            return &s;
    return nullptr;
}

const SlapRace::Slap *SlapRace::slapOf(int player) const
{
    for (const Slap &s : slaps)
        if (s.player == player)
            return &s;
    return nullptr;
}

QList<SlapRace::Slap> SlapRace::contenders() const
{
    QList<Slap> out;
    for (const Slap &s : slaps)
        if (s.contends())
            out.append(s);
    return out;
}

const SlapRace::Slap *SlapRaceFollower::follow(const ActionReport &r, const Table &table, int action)
{
    m_ended = false;
    bool added = false;
    if (r.action.type == Action::Type::Slap && m_hasRace) {
        SlapRace::Slap s;
        s.action = action;
        s.player = r.action.seat;
        s.atMs = r.atMs;
        s.ms = int(r.atMs - m_race.visibleAtMs);
        if (r.rejected()) {
            s.verdict = SlapRace::Slap::Verdict::Refused;
            s.refusal = r.events.constFirst().rejectReason;
            // After its own good slap: no race lost, a press again.
            const SlapRace::Slap *won = m_race.winner();
            s.again = s.refusal == RejectReason::Late && won && won->player == s.player;
        } else if (const Event *slap = r.find(Event::Type::Slap)) {
            s.verdict = slap->valid ? SlapRace::Slap::Verdict::Valid : SlapRace::Slap::Verdict::Misslap;
            s.patterns = slap->patterns;
            s.call = slap->call;
        }
        s.pile = r.slapPile();
        s.played = r.slapPileCards();
        m_race.slaps.append(std::move(s));
        added = true;
    }
    // A card put down (by a play, or by a split's slap) starts the next race.
    const Event *play = r.rejected() ? nullptr : r.find(Event::Type::Play);
    if (!play)
        return added ? &m_race.slaps.constLast() : nullptr;
    SlapRace next;
    next.action = action;
    next.card = play->card;
    next.pile = play->pile;
    next.playedBy = play->seat;
    next.playedAtMs = r.atMs;
    next.visibleAtMs = r.atMs + table.visibleAfterPlayMs(); // the landing (docs/RULES.md §12.1)
    for (const PileId pile : {PileId::Slap, PileId::Split}) {
        next.patterns[std::size_t(pile)] = table.patterns(pile);
        const std::span<const Card> cards = table.played(pile);
        next.cards[std::size_t(pile)] = QList<Card>(cards.begin(), cards.end());
    }
    if (table.rules().hasCalls())
        for (int p = 0; p < table.players(); ++p)
            next.calls << table.callFor(p);
    m_previous = std::exchange(m_race, std::move(next));
    m_ended = m_hasRace;
    m_hasRace = true;
    // The split's slap that put the card down belongs to the race before.
    return added ? &m_previous.slaps.constLast() : nullptr;
}

} // namespace ratscrew
