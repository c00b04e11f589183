// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/Coach.h"

#include "GameSession.h"
#include "SlapPatterns.h"
#include "coach/NearMiss.h"
#include "coach/SlapWindowTracker.h"
#include "text/GameText.h"

#include <QLocale>

#include <algorithm>

namespace ratscrew {

Coach::Coach(GameSession *session, SlapWindowTracker *tracker, QObject *parent)
    : QObject(parent), m_session(session)
{
    if (!tracker)
        return;
    connect(tracker, &SlapWindowTracker::windowClosed, this, &Coach::onWindowClosed);
    connect(tracker, &SlapWindowTracker::falseSlap, this, &Coach::onFalseSlap);
}

QString Coach::kindText(const SlapWindow &w)
{
    if (!w.patterns.empty())
        return GameText::patterns(w.patterns);
    //: "A split" and "A stick" stand where a pattern's name stands in the coach's line
    //: ("Double — Ann 410 ms"): the name of a call (docs/RULES.md §9).
    return w.call == Call::Split ? tr("A split") : tr("A stick");
}

QString Coach::windowText(const SlapWindow &w, const QStringList &names, const PointOfView &view)
{
    QList<SlapRace::Slap> slaps = w.race.contenders();
    std::stable_sort(slaps.begin(), slaps.end(),
                     [](const SlapRace::Slap &a, const SlapRace::Slap &b) { return a.ms < b.ms; });
    QStringList who;
    QList<int> listed; // a player who slapped the card again is one contender, timed by their first slap
    for (const SlapRace::Slap &s : std::as_const(slaps)) {
        if (listed.contains(s.player))
            continue;
        listed << s.player;
        const QString time = GameText::slapTime(s.ms);
        who << (view.isYou(s.player)
                    ? tr("you %1", "you and your slap time").arg(time)
                    : tr("%1 %2", "a name and their slap time").arg(names.value(s.player), time));
    }
    const QString kind = kindText(w);
    const QString list = GameText::list(who);
    switch (w.outcome) {
    case SlapWindow::Outcome::Took:
        return tr("%1 — %2").arg(kind, list);
    case SlapWindow::Outcome::Late:
        return tr("%1 — %2: %3 ms too late.").arg(kind, list, QLocale().toString(w.lateMs()));
    case SlapWindow::Outcome::Missed:
        if (!view.isYou(w.person))
            return tr("%1 — %2; %3 did not slap.").arg(kind, list, names.value(w.person));
        return tr("%1 — %2; you did not slap.").arg(kind, list);
    case SlapWindow::Outcome::Unslapped:
        break;
    }
    return tr("Missed: %1 (%2) — nobody slapped.").arg(kind, GameText::cards(patternCards(w)));
}

QList<Card> Coach::patternCards(const SlapWindow &w)
{
    // The pile the pattern (or call) was on, and its cards then.
    const SlapRace &race = w.race;
    PileId pile = race.pile;
    QList<Card> cards;
    PatternSet patterns;
    if (const SlapRace::Slap *taker = w.taken()) {
        pile = taker->pile;
        cards = taker->played;
        patterns = taker->patterns;
    } else {
        const PileId other = pile == PileId::Slap ? PileId::Split : PileId::Slap;
        if (race.patterns[std::size_t(pile)].empty() && !race.patterns[std::size_t(other)].empty())
            pile = other;
        cards = race.cards[std::size_t(pile)];
    }
    if (patterns.empty())
        patterns = race.patterns[std::size_t(pile)];
    if (patterns.empty())
        patterns = w.patterns;
    if (cards.isEmpty())
        return {};
    if (patterns.empty())
        return {cards.constLast()}; // the 8 or the face card of a call
    int span = 1;
    bool topBottom = false;
    for (SlapPattern p : patterns.toList()) {
        if (p == SlapPattern::TopBottom)
            topBottom = true;
        else
            span = std::max(
                span, patternSpan(p, std::span<const Card>(cards.constData(), std::size_t(cards.size()))));
    }
    if (topBottom && span < 2 && cards.size() > 2)
        return {cards.constFirst(), cards.constLast()};
    span = std::min<int>(span, int(cards.size()));
    return cards.mid(cards.size() - span);
}

QString Coach::whyNot(SlapPattern pattern, const QList<Card> &played)
{
    const qsizetype n = played.size();
    const QString top = n ? GameText::card(played.at(n - 1)) : QString();
    const QString below = n >= 2 ? GameText::card(played.at(n - 2)) : QString();
    const QString third = n >= 3 ? GameText::card(played.at(n - 3)) : QString();
    const QString bottom = n ? GameText::card(played.constFirst()) : QString();
    const auto sum = [&](qsizetype a, qsizetype b) {
        return QLocale().toString(played.at(a).numericValue() + played.at(b).numericValue());
    };
    // Each sentence names the pattern by its name (GameText::pattern), so
    // that every language uses the glossary's word for it.
    const QString name = GameText::pattern(pattern);
    switch (pattern) {
    case SlapPattern::Double:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on %2: %3 needs two cards of the same rank.").arg(top, below, name);
    case SlapPattern::Triple:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on %2: %3 needs three cards of the same rank.").arg(top, below, name);
    case SlapPattern::Sandwich:
        // Which two cards were compared, in words: "8♥ over 7♣" was a puzzle to a new player.
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank "
                  "with one card between them.")
            .arg(top, third, name);
    case SlapPattern::TopBottom:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on top, %2 at the bottom: %3 needs the same rank.").arg(top, bottom, name);
    case SlapPattern::Tens:
        if (n >= 2)
            //: %4 is a pattern's name (GameText::pattern()); %1 and %2 are cards, %3 their sum.
            return tr("%1 and %2 make %3: %4 needs two cards that add up to 10.")
                .arg(top, below, sum(n - 1, n - 2), name);
        break;
    case SlapPattern::TensSandwich:
        if (n >= 3)
            //: %4 is a pattern's name (GameText::pattern()); %1 and %2 are cards, %3 their sum.
            return tr("%1 and %2 make %3: %4 needs them to add up to 10 across a card.")
                .arg(top, third, sum(n - 1, n - 3), name);
        break;
    case SlapPattern::RunOfThree:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on %2: %3 needs three cards in a row.").arg(top, below, name);
    case SlapPattern::FourInARow:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on %2: %3 needs four cards in a row.").arg(top, below, name);
    case SlapPattern::Marriage:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on %2: %3 needs a queen and a king.").arg(top, below, name);
    case SlapPattern::ThreeOfASuit:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on %2: %3 needs three cards of one suit.").arg(top, below, name);
    case SlapPattern::FourOfASuit:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on %2: %3 needs four cards of one suit.").arg(top, below, name);
    case SlapPattern::Divorce:
        //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
        return tr("%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.")
            .arg(top, third, name);
    case SlapPattern::BigMac:
        if (n >= 4)
            //: %3 is a pattern's name (GameText::pattern()); %1 and %2 are cards.
            return tr("%1 on top and %2 three cards down are not the same rank: %3 is two cards of the "
                      "same rank with two cards between them.")
                .arg(top, GameText::card(played.at(n - 4)), name);
        break;
    case SlapPattern::Ten:
    case SlapPattern::ThreeTens:
    case SlapPattern::Joker:
        break;
    }
    //: %2 is a pattern's name (GameText::pattern()); %1 the cards on top of the pile.
    return tr("%1 does not match %2.").arg(GameText::cards(played.mid(std::max<qsizetype>(0, n - 3))), name);
}

QString Coach::falseSlapText(const RuleSet &rules, const QList<Card> &played)
{
    if (played.isEmpty())
        return tr("Not a slap: the pile is empty.");
    const std::optional<SlapPattern> near =
        nearestPattern(rules, std::span<const Card>(played.constData(), std::size_t(played.size())));
    if (!near)
        return tr("Not a slap: %1 matches no pattern.")
            .arg(GameText::cards(played.mid(std::max<qsizetype>(0, played.size() - 3))));
    return tr("Not a slap: %1").arg(whyNot(*near, played));
}

void Coach::onWindowClosed(const SlapWindow &w)
{
    if (!m_enabled)
        return;
    const bool missed = w.outcome != SlapWindow::Outcome::Took;
    Q_EMIT noted(windowText(w, m_names, m_view), missed ? patternCards(w) : QList<Card>(),
                 missed ? kindText(w) : QString());
}

void Coach::onFalseSlap(const QList<Card> &played, const QList<Card> &splitPlayed)
{
    if (!m_enabled || !m_session || !m_session->hasGame())
        return;
    // Of two piles, the one that came nearer to a pattern.
    const RuleSet &rules = m_session->rules();
    const bool split =
        !splitPlayed.isEmpty()
        && !nearestPattern(rules, std::span<const Card>(played.constData(), std::size_t(played.size())))
        && nearestPattern(rules,
                          std::span<const Card>(splitPlayed.constData(), std::size_t(splitPlayed.size())));
    Q_EMIT noted(falseSlapText(rules, split ? splitPlayed : played), {}, QString());
}

} // namespace ratscrew
