// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>

#include <span>

namespace ratscrew {

/// Every word the player reads for the game's own things: ranks, cards,
/// slap patterns, rule presets, bot levels and game times, each with one
/// wording and in one translation context ("ratscrew::GameText"), so that
/// the log, the status line, the table, the help, the settings, the
/// statistics and the replays never name one thing two ways. This is the
/// lowest room of the app (with seating/): every other room may use it.
/// Sentences stay with whoever tells them (story/, help/); their names come
/// from here.
class GameText
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::GameText)

public:
    /// The marks the cards on the table print, which the text follows.
    enum class CardMarks {
        French, ///< ♣ ♦ ♥ ♠ and J, Q, K, A: the built-in deck and most KDE decks
        /// Acorns, bells, hearts and leaves for ♣ ♦ ♥ ♠, and Unter (U),
        /// Ober (O), König (K) and Daus (D) for J, Q, K, A: a deck of
        /// German suits (SvgCardDeck::germanSuits(), e.g. KDE's "XSkat German").
        German,
    };
    /// Sets the marks of the deck in use (MainWindow, when a deck loads
    /// or is left); French until then. Text written before keeps its marks.
    static void setCardMarks(CardMarks marks);
    static CardMarks cardMarks();

    /// "2" … "10", "J", "Q", "K", "A" (with German suits "U", "O", "K",
    /// "D"), or "Joker" (translated). The letters are the cards' own
    /// indices, the same in every language.
    static QString rank(Rank rank);
    /// A suit as a card is named with it: "♣" … "♠", or with German suits
    /// its translated name ("Acorns", "Bells", "Hearts", "Leaves").
    static QString suit(Suit suit);
    /// "7♣", "10♥", or "Joker"; with German suits "7 of Acorns", "U of
    /// Bells" (translated: "Eichel-7").
    static QString card(Card card);
    /// "5♥ 7♣ 5♠": the cards in the order given (with German suits, whose
    /// names are words, separated by commas).
    static QString cards(std::span<const Card> cards);
    static QString cards(const QList<Card> &cards)
    {
        return GameText::cards(std::span<const Card>(cards.constData(), std::size_t(cards.size())));
    }
    /// "Double", "Top and bottom", "Three for ten", … (docs/RULES.md §3).
    static QString pattern(SlapPattern pattern);
    /// The patterns of a set in their order, e.g. "Double, Tens".
    static QString patterns(PatternSet patterns);
    /// The items joined as a list in the game's language: "Ann, Bea, Cal"
    /// in English, "Ann、Bea、Cal" in Japanese (the separator is a
    /// translated string). Empty for no items.
    static QString list(const QStringList &items);
    /// How slap patterns read with the cards that made them, as the status
    /// line and the replays say it: "a sandwich 5-7-5", "a double 9-9 and
    /// tens 9-9" (docs/RULES.md §3); `played` in play order, top card last.
    /// Empty if `played` is empty.
    static QString patternPhrase(PatternSet patterns, const QList<Card> &played);
    /// One sentence saying when `pattern` can be slapped, worded for the
    /// options of `rules` (the ace in a four in a row, tens with a letter
    /// card between, the rank of a triple): the help's pattern list and the
    /// rules page's tooltips. Its translation context stays "PatternExamples".
    /// With jokers in the deck it adds what they count for (docs/RULES.md
    /// §3: two jokers are one rank; a joker has no suit).
    static QString patternDescription(SlapPattern pattern, const RuleSet &rules);
    /// A rule preset's name as the player reads it: "House", "Bicycle",
    /// "Slaps", "Slaps (advanced)", "Classic", "Slaps (every advanced
    /// rule)"; "Custom" for any other id (RuleSet::presetNames()).
    static QString presetTitle(const QString &id);
    /// A bot level's name: "Beginner", "Easy", "Normal", "Hard", "Expert",
    /// "Custom" (for every custom level id), "Match my speed" (`match`),
    /// "Person" (`person`: hot-seat); "Ghost" (`ghost`: a run's ghost);
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
    /// The one clock of the app: a game time or duration in ms as "m:ss",
    /// "h:mm:ss" from an hour on (negative counts as 0), whole seconds cut
    /// down; with `millis`, ".mmm" after ("1:02.345", the replay's
    /// position). Not translated: digits and colons.
    static QString duration(qint64 ms, bool millis = false);
    /// A countdown's time left in ms as the table's clock shows it: whole
    /// seconds rounded up (so "00:00" only once time is up), as
    /// minutes:seconds with two digits at least ("29:59", "125:00");
    /// negative reads as 0.
    static QString countdown(qint64 remainingMs);
    /// A share (0..1) in whole percent in the language's digits and form
    /// ("96 %", "96%"), never broken across two lines.
    static QString percent(double share);

private:
    static QString patternRule(SlapPattern pattern,
                               const RuleSet &rules); // patternDescription() without jokers
};

} // namespace ratscrew
