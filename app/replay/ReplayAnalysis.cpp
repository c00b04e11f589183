// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/ReplayAnalysis.h"

#include "Scheduler.h"
#include "TextEscapeQt.h"
#include "text/GameText.h"

#include <QLocale>

#include <algorithm>

namespace ratscrew {

namespace {

QString milliseconds(qint64 ms)
{
    return QLocale().toString(ms);
}

} // namespace

ReplayAnalysis::ReplayAnalysis(const GameRecord &record) : m_revealMs(std::max(0, record.revealMs))
{
    QList<SeatInfo> seats;
    for (const RecordPlayer &p : record.players) {
        m_names << escapeControls(p.name.simplified(), 120);
        SeatInfo seat;
        seat.isHuman = p.person;
        seats << seat;
    }
    m_view = PointOfView::of(seats);

    ManualScheduler clock;
    GameSession session(&clock);
    session.setAutoCollect(false); // the record has its collects
    session.setRevealDelayMs(m_revealMs);
    session.setPlaysLandAtOnce(!record.cardsLand);
    if (!session.newGame(record.rules, int(record.players.size()), record.deck, record.firstPlayer))
        return;
    // Each report's action index is the record's (a landing card's is the
    // play that threw it, docs/RULES.md §12.1), and its slap is the race's
    // of the session's one follower.
    QObject::connect(&session, &GameSession::actionApplied, &session,
                     [this, &session](const ActionReport &report) { onReport(report, session.races()); });
    for (const RecordedAction &action : record.actions)
        apply(session, clock, action);
    if (session.elapsedMs() < record.durationMs) // a card that landed after the last action
        clock.advance(record.durationMs - session.elapsedMs());
    if (session.races().hasRace())
        m_races.append(session.races().current());

    // Who was first on each card, and by how much: among its contenders
    // only (a slap refused because its player was out raced nobody).
    QHash<int, int> firstOfCard; // card → index in m_slaps of its first contender
    for (qsizetype i = 0; i < m_slaps.size(); ++i) {
        SlapTiming &s = m_slaps[i];
        if (!s.contends)
            continue;
        const auto it = firstOfCard.constFind(s.cardAction);
        if (it == firstOfCard.constEnd()) {
            firstOfCard.insert(s.cardAction, int(i));
            s.firstPlayer = s.player;
            continue;
        }
        SlapTiming &first = m_slaps[*it];
        s.first = false;
        s.firstPlayer = first.player;
        s.behindFirstMs = s.atMs - first.atMs;
        if (s.player != first.player && !first.contested) {
            // The first other player on this card: a close race?
            first.contested = true;
            if (s.behindFirstMs <= kCloseRaceMs) {
                DecisiveMoment m;
                m.kind = DecisiveMoment::Kind::CloseRace;
                m.action = first.action;
                m.atMs = first.atMs;
                m.player = first.player;
                const QString what = GameText::patternPhrase(first.patterns, first.played);
                if (first.outcome != SlapTiming::Outcome::Valid)
                    m.text =
                        tr("%1 slapped %2 ms before %3 on %4")
                            .arg(name(first.player), milliseconds(s.behindFirstMs), name(s.player),
                                 first.cardAction >= 0 ? GameText::card(first.card) : tr("an empty table"));
                else if (what.isEmpty())
                    m.text = tr("%1 beat %2 by %3 ms to the pile")
                                 .arg(name(first.player), name(s.player), milliseconds(s.behindFirstMs));
                else
                    m.text =
                        tr("%1 beat %2 by %3 ms to %4")
                            .arg(name(first.player), name(s.player), milliseconds(s.behindFirstMs), what);
                m_moments.append(m);
            }
        }
    }
    for (SlapTiming &s : m_slaps) {
        const auto it = firstOfCard.constFind(s.cardAction);
        s.contested = it != firstOfCard.constEnd() && m_slaps.at(*it).contested;
        if (!s.contends) {
            s.first = false;
            s.firstPlayer = it != firstOfCard.constEnd() ? m_slaps.at(*it).player : -1;
        }
    }
    std::stable_sort(m_moments.begin(), m_moments.end(),
                     [](const DecisiveMoment &a, const DecisiveMoment &b) { return a.action < b.action; });
}

void ReplayAnalysis::onReport(const ActionReport &r, const SlapRaceFollower &races)
{
    const int index = r.actionIndex;
    const SlapRace::Slap *raced = r.raced ? &*r.raced : nullptr;
    if (const SlapRace *ended = races.ended())
        m_races.append(*ended);
    if (const Event *play = r.find(Event::Type::Play)) {
        m_cardAction = index;
        m_cards.insert(index, PlayedCard{play->card, r.actor, r.atMs});
    }
    if (r.action.type == Action::Type::Slap) {
        // The slap as its card's race has it; before any card, from the report.
        SlapTiming t;
        t.action = index;
        t.player = r.action.seat;
        t.atMs = r.atMs;
        const SlapRace *race = !raced ? nullptr
                               : races.ended() && !r.rejected() && r.find(Event::Type::Play)
                                   ? races.ended()
                                   : &races.current();
        SlapRace::Slap slap;
        if (raced) {
            slap = *raced;
            t.cardAction = race->action;
            t.card = race->card;
            t.afterCardMs = slap.ms;
        } else {
            const Event *judged = r.find(Event::Type::Slap);
            slap.verdict = r.rejected()              ? SlapRace::Slap::Verdict::Refused
                           : judged && judged->valid ? SlapRace::Slap::Verdict::Valid
                                                     : SlapRace::Slap::Verdict::Misslap;
            slap.refusal = r.rejected() ? r.events.constFirst().rejectReason : RejectReason::Late;
            slap.patterns = judged ? judged->patterns : PatternSet();
            slap.call = judged ? judged->call : Call::None;
            slap.played = r.slapPileCards();
        }
        switch (slap.verdict) {
        case SlapRace::Slap::Verdict::Valid:
            t.outcome = SlapTiming::Outcome::Valid;
            break;
        case SlapRace::Slap::Verdict::Misslap:
            t.outcome = SlapTiming::Outcome::Misslap;
            break;
        case SlapRace::Slap::Verdict::Refused:
            t.outcome = SlapTiming::Outcome::Refused;
            break;
        }
        t.refusal = slap.refusal;
        t.again = slap.again;
        t.patterns = slap.patterns;
        t.call = slap.call;
        t.played = slap.played;
        t.contends = slap.contends();
        m_slaps.append(t);
        if (t.outcome == SlapTiming::Outcome::Misslap) {
            DecisiveMoment m;
            m.kind = DecisiveMoment::Kind::Misslap;
            m.action = index;
            m.atMs = r.atMs;
            m.player = t.player;
            m.text =
                r.playedBefore.isEmpty()
                    ? tr("%1 misslapped on an empty pile").arg(name(t.player))
                    : tr("%1 misslapped on %2").arg(name(t.player), GameText::card(r.playedBefore.last()));
            m_moments.append(m);
        }
    }
    if (r.challengeLoser >= 0) {
        int winner = r.collectPlayer;
        if (winner < 0)
            if (const Event *won = r.find(Event::Type::PileWon))
                winner = won->seat;
        // The challenge's card: the challenger's newest card on its pile.
        const QList<Card> &cards = r.challengePileCards();
        const QList<int> &by = r.challengePilePlayedBy();
        std::optional<Card> challenge;
        for (qsizetype i = std::min(cards.size(), by.size()) - 1; i >= 0 && !challenge; --i)
            if (by.at(i) == r.challengerBefore)
                challenge = cards.at(i);
        DecisiveMoment m;
        m.kind = DecisiveMoment::Kind::LostChallenge;
        m.action = index;
        m.atMs = r.atMs;
        m.player = r.challengeLoser;
        m.text = challenge ? tr("%1 lost the challenge of %2 to %3")
                                 .arg(name(r.challengeLoser), GameText::card(*challenge), name(winner))
                           : tr("%1 lost a challenge to %2").arg(name(r.challengeLoser), name(winner));
        m_moments.append(m);
    }
}

const SlapTiming *ReplayAnalysis::slapAt(int action) const
{
    const auto it = std::lower_bound(m_slaps.begin(), m_slaps.end(), action,
                                     [](const SlapTiming &s, int a) { return s.action < a; });
    return it != m_slaps.end() && it->action == action ? &*it : nullptr;
}

QList<SlapTiming> ReplayAnalysis::slapsOnCard(int cardAction) const
{
    QList<SlapTiming> out;
    for (const SlapTiming &s : m_slaps)
        if (s.cardAction == cardAction)
            out.append(s);
    return out;
}

QString ReplayAnalysis::name(int player) const
{
    const QString n = m_names.value(player);
    return n.isEmpty() ? tr("Player %1").arg(player + 1) : n;
}

QString ReplayAnalysis::playerName(const GameRecord &record, int player)
{
    const QString n = player >= 0 && player < record.players.size()
                          ? record.players.at(player).name.simplified()
                          : QString();
    return n.isEmpty() ? tr("Player %1").arg(player + 1) : escapeControls(n, 120);
}

QString ReplayAnalysis::line(const SlapTiming &s) const
{
    QString when;
    if (s.cardAction < 0)
        when = tr("before any card was played");
    else if (!knowsReveal())
        when = tr("%1 ms after the card was played").arg(milliseconds(s.afterCardMs));
    else if (s.afterCardMs >= 0)
        when = tr("%1 ms after the card landed").arg(milliseconds(s.afterCardMs));
    else
        when = GameText::slapTime(int(s.afterCardMs)); // "… before the card was visible", as everywhere
    QString outcome;
    switch (s.outcome) {
    case SlapTiming::Outcome::Valid: {
        // A call wins no pile (docs/RULES.md §9): it changes who plays, or where.
        if (s.call == Call::Stick) {
            outcome = tr("a stick: took the challenge over");
        } else if (s.call == Call::Split) {
            outcome = tr("a split: started the split pile");
        } else {
            const QString what = GameText::patternPhrase(s.patterns, s.played);
            outcome = what.isEmpty() ? tr("took the pile") : tr("took the pile (%1)").arg(what);
        }
        break;
    }
    case SlapTiming::Outcome::Misslap:
        outcome = tr("a misslap");
        break;
    case SlapTiming::Outcome::Refused:
        outcome = s.again                           ? tr("pressed again after taking the pile")
                  : s.refusal == RejectReason::Late ? tr("too late: the pile was taken")
                                                    : tr("not allowed");
        break;
    }
    if (!s.contested || !s.contends)
        return tr("%1: %2 — %3", "name: timing — outcome").arg(name(s.player), when, outcome);
    const QString place =
        s.first ? tr("first") : tr("%1 ms after %2").arg(milliseconds(s.behindFirstMs), name(s.firstPlayer));
    return tr("%1: %2, %3 — %4", "name: timing, place — outcome").arg(name(s.player), when, place, outcome);
}

QStringList ReplayAnalysis::timingLines(int cardAction) const
{
    const QList<SlapTiming> slaps = slapsOnCard(cardAction);
    if (slaps.isEmpty())
        return {};
    QStringList lines;
    if (const auto it = m_cards.constFind(cardAction); it != m_cards.constEnd())
        //: %1 a card, %2 the player who played it, %3 the game time, e.g. "K♠ from Ann at 3:05".
        lines << tr("%1 from %2 at %3")
                     .arg(GameText::card(it->card), name(it->player), GameText::duration(it->atMs, true));
    else
        lines << tr("Before the first card");
    for (const SlapTiming &s : slaps)
        lines << line(s);
    // Who was first among the contenders (a slap of a player who was out raced nobody).
    const auto firstIt =
        std::find_if(slaps.cbegin(), slaps.cend(), [](const SlapTiming &s) { return s.contends; });
    if (firstIt == slaps.cend())
        return lines;
    const SlapTiming &first = *firstIt;
    for (const SlapTiming &s : slaps) {
        if (s.contends && s.player != first.player) {
            // The one person of the record reads "You were first", not "You was first".
            lines << (m_view.isYou(first.player)
                          ? tr("You were first, %1 ms ahead of %2")
                                .arg(milliseconds(s.behindFirstMs), name(s.player))
                          : tr("%1 was first, %2 ms ahead of %3")
                                .arg(name(first.player), milliseconds(s.behindFirstMs), name(s.player)));
            break;
        }
    }
    return lines;
}

void ReplayAnalysis::apply(GameSession &session, ManualScheduler &clock, const RecordedAction &action)
{
    const qint64 now = session.elapsedMs();
    if (action.atMs > now)
        clock.advance(action.atMs - now);
    switch (action.action.type) {
    case Action::Type::Play:
        session.playCard(session.turnPlayer());
        break;
    case Action::Type::Slap:
        session.slap(action.action.seat);
        break;
    case Action::Type::Collect:
        session.collect();
        break;
    case Action::Type::TimeUp:
        session.endOnTime();
        break;
    }
}

} // namespace ratscrew
