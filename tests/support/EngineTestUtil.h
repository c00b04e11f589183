// SPDX-License-Identifier: GPL-3.0-or-later
// Small helpers shared by the engine tests: cards written as text, decks
// built from the hands a test wants, and events rendered as short strings
// so a whole action can be checked with one QCOMPARE.
#pragma once

#include "Card.h"
#include "Game.h"
#include "RuleSet.h"
#include "SlapPatterns.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <initializer_list>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace ratscrew::test {

/// "5H 7C 5S" -> cards (in the order written). A malformed card is a bug
/// in the test itself: it aborts the test program.
inline std::vector<Card> cards(const QString &text)
{
    std::vector<Card> out;
    const QStringList tokens = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &token : tokens) {
        const auto card = Card::parse(token.toStdString());
        if (!card)
            qFatal("test data: '%s' is not a card", qPrintable(token));
        out.push_back(*card);
    }
    return out;
}

/// The same as a QList, the type the app's describe functions take.
inline QList<Card> cardList(const QString &text)
{
    const std::vector<Card> list = cards(text);
    return QList<Card>(list.begin(), list.end());
}

inline QString names(std::span<const Card> list)
{
    QStringList out;
    for (Card c : list)
        out << QString::fromStdString(c.name());
    return out.join(QLatin1Char(' '));
}

inline QString handText(const Game &game, int seat)
{
    const CardStack &hand = game.hand(seat);
    std::vector<Card> list;
    for (int i = 0; i < hand.size(); ++i)
        list.push_back(hand[i]);
    return names(list);
}

/// The pile, bottom card first.
inline QString pileText(const Game &game)
{
    return names(game.pile());
}

/// Pattern ids in report order, space separated.
inline QString patternText(PatternSet set)
{
    QStringList out;
    for (SlapPattern p : set.toList())
        out << QString::fromLatin1(patternId(p).data(), qsizetype(patternId(p).size()));
    return out.join(QLatin1Char(' '));
}

/// One event as a short string: "play 0 5H", "slap 1 double tens",
/// "slap 1 invalid", "burn 1 5H 6C", "won 1 slap 4", "out 1", "sit_out 1 2", "over 1",
/// "over draw", "rejected awaiting_collect", "deal"; the calls of
/// docs/RULES.md §9: "slap 1 stick", "slap 1 split", and " split" after an
/// event about the split pile ("play 1 5H split", "won 2 slap 3 split").
inline QString describe(const Event &e)
{
    const QString seat = QString::number(e.seat);
    const QString onSplit = e.pile == PileId::Split ? QStringLiteral(" split") : QString();
    if (e.type == Event::Type::Slap && e.call != Call::None)
        return QStringLiteral("slap ") + seat
               + (e.call == Call::Stick ? QStringLiteral(" stick") : QStringLiteral(" split"));
    if (e.pile == PileId::Split
        && (e.type == Event::Type::Play || e.type == Event::Type::PileWon
            || (e.type == Event::Type::Slap && e.valid))) {
        Event slapPile = e;
        slapPile.pile = PileId::Slap;
        return describe(slapPile) + onSplit;
    }
    switch (e.type) {
    case Event::Type::Deal:
        return QStringLiteral("deal");
    case Event::Type::Play:
        return QStringLiteral("play ") + seat + QLatin1Char(' ') + QString::fromStdString(e.card.name());
    case Event::Type::Slap:
        if (e.valid != !e.patterns.empty())
            return QStringLiteral("slap ") + seat + QStringLiteral(" INCONSISTENT");
        return QStringLiteral("slap ") + seat + QLatin1Char(' ')
               + (e.valid ? patternText(e.patterns) : QStringLiteral("invalid"));
    case Event::Type::Burn:
        return QStringLiteral("burn ") + seat + QLatin1Char(' ') + names(e.cards);
    case Event::Type::PileWon: {
        const std::string_view reason = pileWonReasonId(e.wonReason);
        return QStringLiteral("won ") + seat + QLatin1Char(' ')
               + QString::fromLatin1(reason.data(), qsizetype(reason.size())) + QLatin1Char(' ')
               + QString::number(e.count);
    }
    case Event::Type::Out:
        return QStringLiteral("out ") + seat;
    case Event::Type::TimeUp:
        return QStringLiteral("time_up");
    case Event::Type::SitOut:
        return QStringLiteral("sit_out ") + seat + QLatin1Char(' ') + QString::number(e.count);
    case Event::Type::GameOver:
        return e.seat >= 0 ? QStringLiteral("over ") + seat : QStringLiteral("over draw");
    case Event::Type::Rejected: {
        const std::string_view reason = rejectReasonId(e.rejectReason);
        return QStringLiteral("rejected ") + QString::fromLatin1(reason.data(), qsizetype(reason.size()));
    }
    }
    return QStringLiteral("?");
}

inline QStringList describe(const std::vector<Event> &events)
{
    QStringList out;
    for (const Event &e : events)
        out << describe(e);
    return out;
}

/// A preset with option overrides; a refused override aborts (test bug).
inline RuleSet makeRules(std::string_view preset,
                         std::initializer_list<std::pair<std::string_view, OptionValue>> overrides = {})
{
    auto rules = RuleSet::preset(preset);
    if (!rules)
        qFatal("test data: unknown preset %s", std::string(preset).c_str());
    for (const auto &[name, value] : overrides) {
        const std::string error = rules->setOption(name, value);
        if (!error.empty())
            qFatal("test data: %s", error.c_str());
    }
    return *rules;
}

/// Cards seat `seat` receives in the deal of `deckSize` cards to `players`.
inline int dealtCount(int deckSize, int players, int seat)
{
    return deckSize / players + (seat < deckSize % players ? 1 : 0);
}

/// A full deck for `rules` whose deal gives every seat the hand written in
/// `hands` (top card first). A hand is "TOP... [... BOTTOM...]": the cards
/// before "..." are the top of the hand, the cards after it its bottom;
/// the rest is filled with the unused cards, number cards (2..T) first,
/// then A J Q K and jokers. Missing entries are all filler.
inline std::vector<Card> dealDeck(const RuleSet &rules, int players, const QStringList &hands)
{
    const int size = rules.deckSize();
    std::vector<std::vector<Card>> top(static_cast<std::size_t>(players));
    std::vector<std::vector<Card>> bottom(static_cast<std::size_t>(players));
    std::vector<bool> used(static_cast<std::size_t>(Card::kMaxCount), false);
    for (int s = 0; s < players && s < hands.size(); ++s) {
        const QStringList parts = hands.at(s).split(QStringLiteral("..."));
        if (parts.size() > 2)
            qFatal("test data: hand '%s' has more than one '...'", qPrintable(hands.at(s)));
        top[std::size_t(s)] = cards(parts.at(0));
        if (parts.size() == 2)
            bottom[std::size_t(s)] = cards(parts.at(1));
        for (const auto *part : {&top[std::size_t(s)], &bottom[std::size_t(s)]})
            for (Card c : *part) {
                if (c.id() >= size || used[std::size_t(c.id())])
                    qFatal("test data: card %s is twice in the hands or not in the deck", c.name().c_str());
                used[std::size_t(c.id())] = true;
            }
    }
    std::vector<Card> pool;
    for (Card c : rules.fullDeck())
        if (!used[std::size_t(c.id())])
            pool.push_back(c);
    std::stable_sort(pool.begin(), pool.end(), [](Card a, Card b) {
        const bool na = a.isNumeric() && a.rank() != Rank::Ace;
        const bool nb = b.isNumeric() && b.rank() != Rank::Ace;
        return na && !nb;
    });
    std::size_t next = 0;
    std::vector<std::vector<Card>> hand(static_cast<std::size_t>(players));
    for (int s = 0; s < players; ++s) {
        const auto idx = std::size_t(s);
        const int want = dealtCount(size, players, s);
        const int fill = want - int(top[idx].size() + bottom[idx].size());
        if (fill < 0)
            qFatal("test data: hand %d holds more than the %d cards it is dealt", s, want);
        hand[idx] = top[idx];
        for (int i = 0; i < fill; ++i)
            hand[idx].push_back(pool[next++]);
        hand[idx].insert(hand[idx].end(), bottom[idx].begin(), bottom[idx].end());
    }
    std::vector<Card> deck;
    for (int i = 0; i < size; ++i)
        deck.push_back(hand[std::size_t(i % players)][std::size_t(i / players)]);
    return deck;
}

/// A game with a hand-built deck, driven by action strings as in a script.
class ScriptedGame
{
public:
    ScriptedGame(const RuleSet &rules, int players, const QStringList &hands)
        : deck(dealDeck(rules, players, hands)), game(rules, players, deck)
    {
    }

    /// Applies "P", "C" or "S<k>" and returns what happened.
    QStringList act(const QString &action)
    {
        Action a = Action::play();
        if (action == QLatin1String("C"))
            a = Action::collect();
        else if (action.startsWith(QLatin1Char('S')))
            a = Action::slap(action.mid(1).toInt());
        else if (action != QLatin1String("P"))
            qFatal("test data: unknown action %s", qPrintable(action));
        std::vector<Event> events;
        game.apply(a, events);
        return describe(events);
    }

    /// Applies `action` `times` times; returns the events of all of them.
    QStringList repeat(const QString &action, int times)
    {
        QStringList all;
        for (int i = 0; i < times; ++i)
            all << act(action);
        return all;
    }

    /// Seat `seat` misslaps `times` times; true if every one of them was
    /// exactly a misslap and a burn (the way tests shed cards).
    bool misslap(int seat, int times)
    {
        for (int i = 0; i < times; ++i) {
            const QStringList events = act(QStringLiteral("S%1").arg(seat));
            if (events.size() != 2 || events.at(0) != QStringLiteral("slap %1 invalid").arg(seat)
                || !events.at(1).startsWith(QStringLiteral("burn %1 ").arg(seat))) {
                qWarning("misslap %d of seat %d: %s", i + 1, seat,
                         qPrintable(events.join(QStringLiteral(", "))));
                return false;
            }
        }
        return true;
    }

    QString hand(int seat) const { return handText(game, seat); }
    int handSize(int seat) const { return game.hand(seat).size(); }
    QString pile() const { return pileText(game); }

    std::vector<Card> deck;
    Game game;
};

} // namespace ratscrew::test
