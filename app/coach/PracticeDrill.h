// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Random.h"
#include "RuleSet.h"

#include <QList>

#include <array>
#include <optional>
#include <vector>

namespace ratscrew {

class CareerStats;

/// One practice drill (Game ▸ Practice): cards turn on their own at a pace,
/// no bots; the person slaps what matches (docs/RULES.md §3 patterns of the
/// rules in use; no challenges, calls or burns). The drill is plain logic
/// on times the caller gives (ms since it began), so that a test can play
/// it to the millisecond; PracticeDialog drives it with a timer.
///
/// The drill's cards are dealt up front as piles: each pile is cards that
/// match nothing, then one card that makes a pattern; the next card starts
/// a new pile whether the pattern was slapped or missed, so what the drill
/// shows does not depend on the person. A deal is checked against its
/// promise() and dealt again until it keeps it (at most kDealTries times;
/// PracticeDialog says the promise when a drill starts):
/// - exactly slappableCards() of its cards make a pattern (kSlappableShare);
/// - the plain drill (Pace) shows every dealable() pattern of the rules
///   about equally often;
/// - the weak-spots drill gives kWeakShare of those cards to the weak
///   patterns, equally, and the rest to every dealable pattern.
class PracticeDrill
{
public:
    enum class Kind { Pace, WeakSpots };
    enum class Outcome { Hit, False, Missed };
    /// One slap window or misslap, as it goes to `practice_slaps`.
    struct Result
    {
        qint64 atMs = 0; ///< since the drill began: the card turned (Missed) or the slap
        Outcome outcome = Outcome::Hit;
        PatternSet patterns;             ///< what the pile showed (empty for a misslap)
        int reactionMs = -1;             ///< from the card turning to the slap; -1 for Missed
        std::optional<SlapPattern> near; ///< a misslap's nearest pattern (NearMiss.h)
        QList<Card> cards;               ///< the pile's cards then, top last
    };
    /// What a deal of `cards` cards keeps: how many of them make a pattern
    /// and, per SlapPattern, how many of those show it at least (a card
    /// may show two patterns; it counts for both).
    struct Promise
    {
        int cards = 0;
        int slappable = 0;
        std::array<int, kSlapPatternCount> atLeast{};
    };

    /// A drill's cards (PracticeDialog turns this many).
    static constexpr int kCards = 60;
    /// The most cards a pile of plain cards reaches before a new one starts.
    static constexpr int kMaxPile = 12;
    /// Share of a drill's cards that make a pattern.
    static constexpr double kSlappableShare = 0.3;
    /// Share of those that the weak-spots drill gives to the weak patterns.
    static constexpr double kWeakShare = 2.0 / 3.0;
    /// Deals made before the drill keeps the last one (each is checked).
    static constexpr int kDealTries = 20;

    /// `rules` give the patterns (their slaps and options); `weak` the
    /// patterns the weak-spots drill deals more of (ignored for Pace; those
    /// that are not dealable() are left out). `cards` >= 1 is the length of
    /// one deal; a drill turned further deals again.
    PracticeDrill(const RuleSet &rules, quint64 seed, Kind kind, PatternSet weak = {}, int cards = kCards);

    /// Turns the next card at `nowMs`. If the pile was slappable and
    /// nobody slapped it, that window is returned as Missed.
    std::optional<Result> flip(qint64 nowMs);
    /// The person slaps at `nowMs`: a Hit (the pile is cleared) or a False
    /// (nothing matched; the pile stays). Nothing on an empty pile.
    std::optional<Result> slap(qint64 nowMs);

    /// Ends the drill: a pile still slappable is returned as Missed.
    std::optional<Result> finish();

    const QList<Card> &pile() const { return m_pile; }
    /// What the pile matches now.
    PatternSet patterns() const { return m_patterns; }
    int flips() const { return m_flips; }
    Kind kind() const { return m_kind; }
    /// The weak patterns this drill deals more of (dealable ones only).
    PatternSet weak() const { return m_weak; }
    /// What this drill's deals keep (promise() of its rules, kind, weak
    /// patterns and length).
    const Promise &promised() const { return m_promise; }

    /// How many of `cards` cards a drill deals to be slapped.
    static int slappableCards(int cards);
    /// The patterns of `rules` a card can make on a pile that showed no
    /// pattern before it (a pile of at most four cards): not, say, a
    /// triple when double is on too, nor a joker in a deck without jokers.
    static PatternSet dealable(const RuleSet &rules);
    /// What a drill of `kind` and `cards` cards promises under `rules`.
    static Promise promise(const RuleSet &rules, Kind kind, PatternSet weak, int cards);

    /// The `count` dealable() patterns of `rules` the person is weakest at
    /// in `stats` (lowest accuracy, then slowest median; patterns without
    /// any data count as weak), in that order.
    static PatternSet weakSpots(const CareerStats &stats, const RuleSet &rules, int count = 3);

private:
    /// One pile of a deal: its cards, the last one the only slappable one
    /// (none for a pile of plain cards).
    using Pile = std::vector<Card>;
    void deal();
    std::vector<Pile> makeDeal();
    bool keeps(const std::vector<Pile> &piles) const;
    Card nextCard();
    bool makePile(Pile &pile, int length, std::optional<SlapPattern> target);

    RuleSet m_rules;
    Random m_random;
    Kind m_kind;
    PatternSet m_weak;
    int m_cards;
    Promise m_promise;
    std::array<int, kSlapPatternCount> m_minCards{}; // 0: not dealable
    std::vector<Card> m_deck;                        // plain cards come from it, shuffled
    std::size_t m_nextInDeck = 0;
    std::vector<Pile> m_deal;
    std::size_t m_dealPile = 0, m_dealCard = 0; // the next card to turn
    QList<Card> m_pile;
    PatternSet m_patterns;
    qint64 m_turnedAtMs = 0;
    int m_flips = 0;
};

} // namespace ratscrew
