// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QString>

#include <span>

namespace ratscrew {

/// Every word the player reads for the game's own things: ranks, cards,
/// slap patterns and bot levels, each with one wording and in one
/// translation context ("ratscrew::GameText"), so that the log, the status line, the
/// table, the help and the settings never name one thing two ways.
/// Sentences stay with whoever tells them (story/, help/); their names come
/// from here.
class GameText
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::GameText)

public:
    /// "2" … "10", "J", "Q", "K", "A", or "Joker" (translated). The
    /// letters are the cards' own indices, the same in every language.
    static QString rank(Rank rank);
    /// "7♣", "10♥", or "Joker".
    static QString card(Card card);
    /// "5♥ 7♣ 5♠": the cards in the order given.
    static QString cards(std::span<const Card> cards);
    /// "Double", "Top and bottom", "Three for ten", … (docs/RULES.md §3).
    static QString pattern(SlapPattern pattern);
    /// The patterns of a set in their order, e.g. "Double, Tens".
    static QString patterns(PatternSet patterns);
    /// A bot level's name: "Beginner", "Easy", "Normal", "Hard", "Expert",
    /// "Custom" (for every custom level id), "Match my speed" (`match`),
    /// "Person" (`person`: hot-seat);
    /// "—" for none (a person's seat).
    /// An unknown id is shown as it is.
    static QString level(const QString &levelId);
    /// A key as the person's keyboard and language write it ("Ctrl+N",
    /// "Strg+N"): QKeySequence::NativeText.
    /// A slap's time against its card (SlapRace::Slap::ms, engine/session/
    /// SlapRace.h): "412 ms" after the card became visible, or for a slap
    /// made before it could be seen "85 ms before the card was visible".
    /// The one way every view says a slap's time (the coach, the log, the
    /// status line, the replay), so that an early slap is never a 0 ms one.
    static QString slapTime(int ms);
    static QString key(const QKeySequence &key);
};

} // namespace ratscrew
