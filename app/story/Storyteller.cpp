// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/Storyteller.h"

#include "SlapPatterns.h"
#include "story/CallText.h"
#include "text/GameText.h"

#include <QLocale>

#include <algorithm>

namespace ratscrew {

namespace {

// "5♥ 7♣ 5♠": the last `count` cards of `cards` (all of them for -1), oldest first.
QString lastCards(const QList<Card> &cards, qsizetype count = -1)
{
    const qsizetype from = count < 0 ? 0 : std::max<qsizetype>(0, cards.size() - count);
    return GameText::cards(std::span<const Card>(cards.constData() + from, std::size_t(cards.size() - from)));
}

} // namespace

Storyteller::Storyteller(const QStringList &names, const PointOfView &view)
{
    setNames(names);
    setPointOfView(view);
}

Storyteller::Storyteller(const QList<SeatInfo> &seats, const PointOfView &view)
{
    QStringList names;
    for (const SeatInfo &seat : seats)
        names << seat.name;
    setNames(names);
    setPointOfView(view);
}

QString Storyteller::heading(const Heading &heading)
{
    // The deal number as typed into Play Deal Number…, without separators.
    const QString number = QString::number(heading.deal);
    switch (heading.kind) {
    case Heading::Kind::NewGame:
        break;
    case Heading::Kind::Deal:
        return tr("— Deal %1 —").arg(number);
    case Heading::Kind::Daily:
        return tr("— Daily deal, %1 (deal %2) —")
            .arg(QLocale().toString(heading.daily, QLocale::LongFormat), number);
    case Heading::Kind::Resumed:
        // A resumed game starts with its cards already played: not a new game.
        return tr("— Resumed: deal %1, left at %2 —").arg(number, GameText::duration(heading.leftAtMs));
    }
    return tr("— New game —");
}

StoryLine Storyteller::gameStarted(int firstPlayer, const Heading &heading)
{
    m_slapWinner = -1;
    m_emptyPileMisslaps.clear();
    m_refusalTold = -1;
    return {StoryLine::Kind::Separator, firstPlayer,
            isYou(firstPlayer) ? tr("New game: you play first.")
                               : tr("New game: %1 plays first.").arg(name(firstPlayer)),
            Storyteller::heading(heading)};
}

// Everything below reads the report of one action: what the pile was, who
// had to answer, what happened in order.
QList<StoryLine> Storyteller::tell(const ActionReport &r, const GameSession *session)
{
    QList<StoryLine> lines;
    const auto say = [&lines](StoryLine::Kind kind, int subject, const QString &brief, const QString &full) {
        if (!brief.isEmpty() || !full.isEmpty())
            lines.append({kind, subject, brief, full});
    };
    const bool live = session && session->hasGame();
    const Penalty penalty = live ? session->rules().penalty : Penalty::GivePile;
    const auto nameOf = [this](int player) { return name(player); };
    Misslap misslap;
    if (const QString missed = CallText::missed(r, you()); !missed.isEmpty())
        say(StoryLine::Kind::Info, you(), missed, missed);
    for (const Event &e : r.events) {
        switch (e.type) {
        case Event::Type::Deal:
        case Event::Type::TimeUp: // told with game_over
            break;
        case Event::Type::Play:
            m_emptyPileMisslaps.clear(); // a card on the pile: a slap on it is news
            m_slapWinner = -1;
            lines.append(played(e, r));
            break;
        case Event::Type::Slap:
            if (e.call != Call::None) { // docs/RULES.md §9: no pile is won
                const QString text = CallText::call(e.call, e.seat, r, nameOf, you());
                say(e.call == Call::Stick ? StoryLine::Kind::Challenge : StoryLine::Kind::Slap, e.seat, text,
                    text);
            } else if (!e.valid) { // a valid slap is told with the cards it takes (PileWon follows)
                misslap.player = e.seat;
                misslap.pending = e.seat;
                misslap.slapper = e.seat;
                // Again since the last card (on the pile its own misslap
                // just gave away, say): the streak did not grow, nothing new.
                if (r.playedBefore.isEmpty())
                    misslap.again = m_emptyPileMisslaps.contains(e.seat);
                m_emptyPileMisslaps.insert(e.seat);
                misslap.whyNoCall = CallText::whyNoCall(e.noCall, r);
                misslap.opening =
                    r.playedBefore.isEmpty() ? tr("%1 slapped on an empty pile").arg(name(e.seat))
                    : misslap.whyNoCall.isEmpty()
                        ? tr("%1 slapped on nothing (top: %2)")
                              .arg(name(e.seat), lastCards(r.playedBefore, 3))
                        : tr("%1 slapped on nothing (top: %2; %3)")
                              .arg(name(e.seat), lastCards(r.playedBefore, 3), misslap.whyNoCall);
            }
            break;
        case Event::Type::Rejected: {
            if (r.action.type != Action::Type::Slap)
                break;
            const int player = r.action.seat;
            if (e.rejectReason == RejectReason::Late) {
                // A press again after the player's own winning slap lost no
                // race: nothing to tell.
                if (player != m_slapWinner)
                    say(StoryLine::Kind::Refused, player, m_text.late(player), m_text.late(player));
            } else if (isYou(player)) {
                // In the log once, not on every press of the key: again only
                // after the person's lot changed (another reason, cards won
                // back, a new game).
                const bool toldBefore = m_refusalTold == int(e.rejectReason);
                m_refusalTold = int(e.rejectReason);
                say(StoryLine::Kind::Refused, player, refused(e.rejectReason, e.lockout, true),
                    toldBefore ? QString() : refused(e.rejectReason, e.lockout, false));
            }
            break;
        }
        case Event::Type::Burn: {
            const int n = int(e.cards.size());
            QString brief;
            if (e.seat == misslap.pending) {
                brief = isYou(e.seat)
                            ? tr("You slapped on nothing: %1 burned.").arg(ActionText::cards(n))
                            : tr("%1 slapped on nothing: %2 burned.").arg(name(e.seat), ActionText::cards(n));
                misslap.pending = -1;
            } else {
                brief = isYou(e.seat)
                            ? tr("Your last %1 go under the pile.").arg(ActionText::cards(n))
                            : tr("%1's last %2 go under the pile.").arg(name(e.seat), ActionText::cards(n));
            }
            QString full;
            if (e.seat == misslap.player && penalty == Penalty::Burn && live && !misslap.told) {
                full = tr("%1 — burned %2 under the pile.")
                           .arg(misslap.opening, lastCards(QList<Card>(e.cards.begin(), e.cards.end())));
                misslap.told = true;
            } else if (e.seat == misslap.player) { // the misslap limit: told with Out
                misslap.limitBurned = n;
            }
            say(StoryLine::Kind::Misslap, e.seat, brief, full);
            break;
        }
        case Event::Type::PileWon:
            m_emptyPileMisslaps.clear();
            m_slapWinner = e.wonReason == PileWonReason::Slap ? e.seat : -1;
            if (misslap.player >= 0) // its own misslap gave it away: a press again is nothing new
                m_emptyPileMisslaps.insert(misslap.player);
            if (isYou(e.seat))
                m_refusalTold = -1; // cards again: a later refusal is news
            pileWon(e, r, misslap, lines);
            break;
        case Event::Type::Out:
            out(e.seat, misslap, session, lines);
            break;
        case Event::Type::SitOut: { // a missed slap-in (docs/RULES.md §4), or a lockout (§11.3)
            if (isYou(e.seat))
                m_refusalTold = -1; // a refusal while this lasts is news
            const QString brief =
                e.lockout ? m_text.lockedOut(e.seat, e.count) : m_text.sitsOut(e.seat, e.count);
            misslap.pending = -1;
            if (e.lockout && e.seat == misslap.player && !misslap.told) {
                // (misslap.player stays: passing the misslap limit is told with Out)
                say(StoryLine::Kind::Misslap, e.seat, brief,
                    tr("%1 — locked out for %2.").arg(misslap.opening, ActionText::cards(e.count)));
                misslap.told = true;
                break;
            }
            say(StoryLine::Kind::Misslap, e.seat, brief, m_text.sitsOut(e.seat, e.count));
            misslap.player = -1;
            break;
        }
        case Event::Type::GameOver: { // time up: who holds the most cards (docs/RULES.md §11.4)
            GameEnd end;
            end.winner = e.seat;
            if (r.find(Event::Type::TimeUp) && session) {
                end.timeUp = true;
                end.leaders = session->mostCardsInHand();
                end.leaderCards = end.leaders.isEmpty() ? 0 : session->handSize(end.leaders.constFirst());
            }
            const QString text = gameEnd(end, EndForm::Sentence);
            say(StoryLine::Kind::GameEnd, e.seat, text, text);
            break;
        }
        }
    }
    if (r.collectPlayer >= 0) {
        const QString text = challengeLost(r.collectPlayer, r.challengeLoser, -1);
        say(StoryLine::Kind::Pile, r.challengeLoser >= 0 ? r.challengeLoser : r.collectPlayer, text, text);
    }
    // A misslap whose penalty had nothing to do (give_pile on an empty pile).
    const QString full = misslap.player >= 0 && !misslap.told ? nothingToGive(misslap, session) : QString();
    QString brief;
    if (misslap.pending >= 0 && penalty == Penalty::None && live)
        brief = m_text.misslapWithoutPenalty(misslap.pending); // §11.3
    else if (misslap.pending >= 0)
        brief = isYou(misslap.pending) ? tr("You slapped on nothing.")
                                       : tr("%1 slapped on nothing.").arg(name(misslap.pending));
    say(StoryLine::Kind::Misslap, misslap.player >= 0 ? misslap.player : misslap.pending, brief, full);
    if (!misslap.whyNoCall.isEmpty())
        say(StoryLine::Kind::Info, misslap.slapper, tr("No call: %1.").arg(misslap.whyNoCall), {});
    if (const QString again = CallText::onePileAgain(r); !again.isEmpty())
        say(StoryLine::Kind::Info, -1, again, again);
    // misslap_leads: the misslapper turns the next card.
    if (r.misslapperLeads >= 0) {
        const QString next = m_text.playsNext(r.misslapperLeads);
        say(StoryLine::Kind::Info, r.misslapperLeads, next, next);
    }
    if (r.find(Event::Type::Play) && r.challengerAfter >= 0 && r.turnAfter >= 0)
        say(StoryLine::Kind::Challenge, r.turnAfter, mustAnswer(r.turnAfter, r.chancesAfter), {});
    return lines;
}

StoryLine Storyteller::played(const Event &play, const ActionReport &r) const
{
    const int player = play.seat;
    const QString who = name(player);
    const QString c = ActionText::playedCard(play, r);
    const QString plain = isYou(player) ? tr("You played %1.").arg(c) : tr("%1 played %2.").arg(who, c);
    StoryLine line{StoryLine::Kind::Play, player, plain, {}};
    if (play.challenge == ChallengeChange::Stopped) // §11.2
        line.brief += QLatin1Char(' ') + m_text.tenStops(player);
    // The report tells the state after the whole action, this card's included.
    const int turn = r.turnAfter;
    const int challenger = r.challengerAfter;
    const QString left = ActionText::chances(r.chancesAfter);
    if (r.overAfter || (r.challengerBefore < 0 && play.challenge != ChallengeChange::Started)) {
        // (A card that ended the game, its player the last but one with
        // cards: no challenge to speak of, the game-over line follows.)
        line.full = plain;
    } else if (play.challenge == ChallengeChange::Started) {
        const QString within = ActionText::cards(play.card.challengeChances());
        line.kind = StoryLine::Kind::Challenge;
        if (challenger != player || turn < 0 || turn == player)
            line.full = tr("%1 played %2 — challenge, but nobody else has cards.").arg(who, c);
        else if (isYou(turn))
            line.full = tr("%1 played %2 — challenge: you must answer within %3.").arg(who, c, within);
        else
            line.full =
                tr("%1 played %2 — challenge: %3 must answer within %4.").arg(who, c, name(turn), within);
    } else if (play.challenge == ChallengeChange::Stopped) { // §11.2
        line.kind = StoryLine::Kind::Challenge;
        line.full = tr("%1 played %2 — the ten stops the challenge; nobody wins the pile.").arg(who, c);
    } else if (challenger < 0) {
        line.full = r.chancesBefore > 1
                        ? tr("%1 played %2 — no cards left, and nobody else can answer.").arg(who, c)
                        : tr("%1 played %2 (no chances left).").arg(who, c);
    } else if (turn == player) {
        line.full = tr("%1 played %2 (%3 left).").arg(who, c, left);
    } else {
        // The answering player ran out of cards: the chances pass on.
        line.full =
            isYou(turn)
                ? tr("%1 played %2 — no cards left; you answer on (%3 left).").arg(who, c, left)
                : tr("%1 played %2 — no cards left; %3 answers on (%4 left).").arg(who, c, name(turn), left);
    }
    return line;
}

QString Storyteller::refused(RejectReason reason, bool lockedOut, bool brief) const
{
    switch (reason) {
    case RejectReason::Out:
        return brief ? tr("You are out and cannot slap any more.") : tr("You cannot slap: you are out.");
    case RejectReason::NoCards:
        return brief ? tr("You have no cards: in these rules you cannot slap.")
                     : tr("You cannot slap with no cards in these rules.");
    case RejectReason::SittingOut:
        return lockedOut ? ActionText::cannotSlapLockedOut() : ActionText::cannotSlapSittingOut();
    default:
        return {};
    }
}

void Storyteller::pileWon(const Event &e, const ActionReport &r, Misslap &misslap,
                          QList<StoryLine> &lines) const
{
    const int player = e.seat;
    switch (e.wonReason) {
    case PileWonReason::Slap:
        lines.append({StoryLine::Kind::Slap, player, slapWon(e, r, true), slapWon(e, r, false)});
        break;
    case PileWonReason::Challenge:
        if (r.action.type == Action::Type::Collect) { // the loss was told when it became pending
            const QString text = m_text.collects(player, e.count);
            lines.append({StoryLine::Kind::Pile, player, text, text});
        } else {
            const QString text = challengeLost(player, r.challengeLoser, e.count);
            lines.append(
                {StoryLine::Kind::Pile, r.challengeLoser >= 0 ? r.challengeLoser : player, text, text});
        }
        break;
    case PileWonReason::LastCard: {
        const QString text = m_text.takesLastPile(player, e.count);
        lines.append({StoryLine::Kind::Pile, player, text, text});
        break;
    }
    case PileWonReason::Penalty: {
        const QString count = ActionText::cards(e.count);
        const QString slapper = name(misslap.pending);
        StoryLine line{
            StoryLine::Kind::Misslap,
            misslap.player >= 0 ? misslap.player : misslap.pending,
            isYou(player)
                ? tr("%1 slapped on nothing: you take the pile (%2).").arg(slapper, count)
                : tr("%1 slapped on nothing: %2 takes the pile (%3).").arg(slapper, name(player), count),
            {}};
        misslap.pending = -1;
        if (misslap.player >= 0 && !misslap.told) { // told with the misslap
            line.full = isYou(player)
                            ? tr("%1 — you take the pile (%2) as the penalty.").arg(misslap.opening, count)
                            : tr("%1 — %2 takes the pile (%3) as the penalty.")
                                  .arg(misslap.opening, name(player), count);
            misslap.told = true;
        }
        lines.append(line);
        break;
    }
    }
}

QString Storyteller::slapWon(const Event &e, const ActionReport &r, bool brief) const
{
    const int player = e.seat;
    const QString count = ActionText::cards(e.count);
    const Event *slap = r.find(Event::Type::Slap);
    const PatternSet patterns = slap ? slap->patterns : PatternSet();
    QString what = brief ? GameText::patternPhrase(patterns, r.slapPileCards())
                         : describeSlap(patterns, r.slapPileCards());
    if (e.pile == PileId::Split) // docs/RULES.md §9.2: a pattern on the split pile
        what = ActionText::onSplitPile(what);
    const QString time = GameText::slapTime(r.reactionMs); // "410 ms", as every view says it
    if (brief) {
        if (r.reactionMs >= 0)
            what =
                tr("%1 in %2", "what was slapped, then how fast: \"a double 7-7 in 410 ms\"").arg(what, time);
        else if (r.reactionMs != kNoReactionMs) // before the card was visible (SlapRace)
            what =
                tr("%1, %2,", "what was slapped, then how long before the card was visible").arg(what, time);
        return isYou(player) ? tr("You slapped %1 and take %2.").arg(what, count)
                             : tr("%1 slapped %2 and takes %3.").arg(name(player), what, count);
    }
    if (r.reactionMs < 0) { // before the card was visible: no reaction time (SlapRace)
        if (isYou(player))
            //: %1 is how early, e.g. "120 ms before the card was visible"; %2 what was slapped; %3 the cards.
            return tr("You slapped %1 — %2 — and take %3.").arg(time, what, count);
        //: %1 a name; %2 how early, e.g. "120 ms before the card was visible"; %3 what was slapped; %4 the cards.
        return tr("%1 slapped %2 — %3 — and takes %4.").arg(name(player), time, what, count);
    }
    if (isYou(player))
        //: %1 is the reaction time, e.g. "410 ms"; %2 what was slapped; %3 the cards.
        return tr("You slapped in %1 — %2 — and take %3.").arg(time, what, count);
    //: %1 a name; %2 the reaction time, e.g. "410 ms"; %3 what was slapped; %4 the cards.
    return tr("%1 slapped in %2 — %3 — and takes %4.").arg(name(player), time, what, count);
}

// The loser is the session's (who had to answer), never a guess from the
// cards: the answerer may have lost by burning their last card. A
// challenge nobody could answer (docs/RULES.md §2) has none (-1).
QString Storyteller::challengeLost(int winner, int loser, int cards) const
{
    if (loser < 0) {
        if (cards < 0)
            return isYou(winner)
                       ? tr("Nobody could answer the challenge: you collect the pile.")
                       : tr("Nobody could answer the challenge: %1 collects the pile.").arg(name(winner));
        return isYou(winner)
                   ? tr("Nobody could answer the challenge: you take %1.").arg(ActionText::cards(cards))
                   : tr("Nobody could answer the challenge: %1 takes %2.")
                         .arg(name(winner), ActionText::cards(cards));
    }
    const QString who = name(loser);
    if (cards < 0)
        return isYou(winner) ? tr("%1 lost the challenge: you collect the pile.").arg(who)
                             : tr("%1 lost the challenge: %2 collects the pile.").arg(who, name(winner));
    return isYou(winner)
               ? tr("%1 lost the challenge: you take %2.").arg(who, ActionText::cards(cards))
               : tr("%1 lost the challenge: %2 takes %3.").arg(who, name(winner), ActionText::cards(cards));
}

void Storyteller::out(int player, Misslap &misslap, const GameSession *session, QList<StoryLine> &lines) const
{
    QString brief = m_text.out(player);
    if (player == misslap.pending) {
        brief = (isYou(player) ? tr("You slapped on nothing with no cards left.")
                               : tr("%1 slapped on nothing with no cards left.").arg(name(player)))
                + QLatin1Char(' ') + brief;
        misslap.pending = -1;
    }
    const QString who = name(player);
    QString full;
    if (player != misslap.player) {
        full = m_text.out(player);
    } else if (!misslap.told && misslap.limitBurned < 0) {
        // Out straight after the slap: it had no cards to pay with.
        full = tr("%1 slapped on nothing with no cards — out.").arg(who);
        misslap.player = -1;
    } else {
        if (!misslap.told) // give_pile on an empty pile
            if (const QString nothing = nothingToGive(misslap, session); !nothing.isEmpty())
                lines.append({StoryLine::Kind::Misslap, player, {}, nothing});
        if (misslap.limitBurned <= 0)
            full = isYou(player) ? tr("You passed the misslap limit; you are out.")
                                 : tr("%1 passed the misslap limit; %1 is out.").arg(who);
        else if (misslap.limitBurned == 1)
            full = isYou(player)
                       ? tr("You passed the misslap limit — your last card is burned; you are out.")
                       : tr("%1 passed the misslap limit — their last card is burned; %1 is out.").arg(who);
        else
            full = isYou(player) ? tr("You passed the misslap limit — your last %1 are burned; you are out.")
                                       .arg(ActionText::cards(misslap.limitBurned))
                                 : tr("%1 passed the misslap limit — their last %2 are burned; %1 is out.")
                                       .arg(who, ActionText::cards(misslap.limitBurned));
        misslap.player = -1;
    }
    lines.append({StoryLine::Kind::Out, player, brief, full});
}

QString Storyteller::nothingToGive(Misslap &misslap, const GameSession *session) const
{
    // Again on the same empty pile with nothing to take: nothing new (the
    // streak grows once a card), so a key pressed again and again is told once.
    const bool again = misslap.again;
    misslap.told = true;
    if (again)
        return {};
    // docs/RULES.md §4: a misslap whose penalty has nothing to take (the
    // pile to give is empty) still counts toward the misslap limit.
    const int limit = session && session->hasGame() ? session->rules().misslapLimit : 0;
    if (limit <= 0 || misslap.player < 0)
        return tr("%1 — no penalty.").arg(misslap.opening);
    const int streak = session->table().game().misslapStreak(misslap.player);
    if (session->rules().penalty == Penalty::None) // §11.3: no penalty, but the streak counts
        return tr("%1 — no penalty, but it counts toward the misslap limit (%2 of %3).")
            .arg(misslap.opening)
            .arg(streak)
            .arg(limit);
    return tr("%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).")
        .arg(misslap.opening)
        .arg(streak)
        .arg(limit);
}

StoryLine Storyteller::wentBack(int player, FlightEnd reason, int by) const
{
    if (reason == FlightEnd::GameOver || reason == FlightEnd::TimeUp)
        return {StoryLine::Kind::WentBack, player, {}, {}};
    const QString text = m_text.wentBack(player, reason, by);
    return {StoryLine::Kind::WentBack, player, text, text};
}

StoryLine Storyteller::paused(bool paused)
{
    return {StoryLine::Kind::Pause, -1, {}, paused ? tr("Paused.") : tr("Play resumed.")};
}

QString Storyteller::mustAnswer(int player, int chances) const
{
    const QString left = ActionText::chances(chances);
    return isYou(player) ? tr("You must answer: %1 left.").arg(left)
                         : tr("%1 must answer: %2 left.").arg(name(player), left);
}

Storyteller::GameEnd Storyteller::GameEnd::of(const GameSession &session)
{
    GameEnd end;
    end.finished = session.hasGame() && session.isOver();
    end.winner = session.winner();
    end.timeUp = end.finished && session.game().endedOnTime();
    if (end.timeUp) {
        end.leaders = session.mostCardsInHand();
        end.leaderCards = end.leaders.isEmpty() ? 0 : session.handSize(end.leaders.constFirst());
    }
    return end;
}

// Every word said about the end of a game, in each view's form: a change
// of wording touches this function alone.
QString Storyteller::gameEnd(const GameEnd &end, EndForm form) const
{
    switch (form) {
    case EndForm::Sentence:
        if (!end.finished)
            return {};
        if (end.timeUp) // docs/RULES.md §11.4: the most cards in hand win; more than one tie
            return timeUp(end.leaders, end.leaderCards, false);
        if (end.winner < 0)
            return tr("The game is a draw.");
        return isYou(end.winner) ? tr("You win the game!") : tr("%1 wins the game.").arg(name(end.winner));
    case EndForm::Headline:
        if (!end.finished)
            return tr("Game not finished");
        if (end.timeUp)
            return timeUp(end.leaders, end.leaderCards, true);
        if (end.winner < 0)
            return tr("A draw");
        return isYou(end.winner) ? tr("You win!") : tr("%1 wins").arg(name(end.winner));
    case EndForm::Caption:
        if (!end.finished)
            return {};
        if (end.winner < 0)
            return tr("Draw");
        return isYou(end.winner) ? tr("★ You win!") : tr("★ %1 wins!").arg(name(end.winner));
    case EndForm::Replay:
        if (end.playLimit > 0)
            // A simulated game that reached its play limit (docs/RULES.md §6
            // `max_plays`): the simulator declared the draw, which is no
            // action of the record.
            return tr("The end: a draw at the limit of %n card play(s).", nullptr, int(end.playLimit));
        if (!end.finished)
            return tr("The end of the record: the game was left unfinished.");
        if (end.timeUp)
            return timeUpReplay(end);
        return end.winner < 0 ? tr("The end: a draw.")
                              : tr("The end: %1 won the game.").arg(name(end.winner));
    }
    return {};
}

// A title (the summary's) is a sentence without its full stop.
QString Storyteller::timeUp(const QList<int> &leaders, int cards, bool title) const
{
    if (leaders.isEmpty())
        return title ? tr("Time is up") : tr("Time is up.");
    if (leaders.size() == 1 && isYou(leaders.constFirst()))
        return title ? tr("Time is up: you win with %n cards", nullptr, cards)
                     : tr("Time is up: you win with %n cards.", nullptr, cards);
    if (leaders.size() == 1)
        return (title ? tr("Time is up: %1 wins with %n cards", nullptr, cards)
                      : tr("Time is up: %1 wins with %n cards.", nullptr, cards))
            .arg(name(leaders.constFirst()));
    bool you = false;
    const QString others = namesBut(leaders, you);
    if (you && title) {
        //: A title: %1 is one name or a list of names ("Ann and Bea").
        return tr("Time is up: you tie with %1 on %n cards", nullptr, cards).arg(others);
    }
    if (you) {
        //: %1 is one name or a list of names ("Ann and Bea").
        return tr("Time is up: you tie with %1 on %n cards.", nullptr, cards).arg(others);
    }
    if (title) {
        //: %1 is a list of two or more names ("Ann and Bea", "Ann, Bea and Cal").
        return tr("Time is up: %1 tie on %n cards", nullptr, cards).arg(others);
    }
    //: %1 is a list of two or more names ("Ann and Bea", "Ann, Bea and Cal").
    return tr("Time is up: %1 tie on %n cards.", nullptr, cards).arg(others);
}

// The replay names the tied players as the app names them ("Ann and Bea
// tie on 19 cards").
QString Storyteller::timeUpReplay(const GameEnd &end) const
{
    if (end.winner >= 0)
        return tr("The end: time was up, and %1 won with the most cards.").arg(name(end.winner));
    if (end.leaders.size() < 2) // (a draw always has two or more leaders)
        return tr("The end: a draw.");
    QStringList names;
    for (int p : end.leaders)
        names << name(p);
    //: %1 is a list of two or more names ("Ann and Bea", "Ann, Bea and Cal").
    return tr("The end: time was up, and %1 tied on %n cards: a draw.", nullptr, end.leaderCards)
        .arg(QLocale().createSeparatedList(names));
}

QString Storyteller::namesBut(const QList<int> &players, bool &you) const
{
    QStringList others;
    you = false;
    for (int p : players)
        isYou(p) ? void(you = true) : others.append(name(p));
    // "Ann, Bea and Cal", in the language's way (QLocale::setDefault() follows the app's language).
    return QLocale().createSeparatedList(others);
}

QString Storyteller::describeSlap(PatternSet patterns, const QList<Card> &played)
{
    QStringList parts;
    for (SlapPattern p : patterns.toList()) {
        QString cards;
        if (played.isEmpty()
            || p == SlapPattern::Joker) // the card is the pattern: "Joker: Joker" says nothing more
            cards.clear();
        else if (p == SlapPattern::TopBottom && played.size() > 2) // the two ends, not the whole pile
            cards = tr("%1 … %2").arg(GameText::card(played.first()), GameText::card(played.last()));
        else
            cards = lastCards(played, patternSpan(p, std::span<const Card>(played.constData(),
                                                                           std::size_t(played.size()))));
        parts << (cards.isEmpty() ? GameText::pattern(p) : tr("%1: %2").arg(GameText::pattern(p), cards));
    }
    // "; " between patterns: a "+" read as more cards ("Double: Joker Joker + Joker" looked like three
    // jokers).
    return parts.join(QStringLiteral("; "));
}

} // namespace ratscrew
