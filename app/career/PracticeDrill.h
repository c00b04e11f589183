// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Random.h"
#include "RuleSet.h"

#include <QList>

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
/// Each card is the next of a shuffled deck (a new shuffle when it runs
/// out). In the weak-spots drill a card is, a third of the time, one that
/// makes one of the weak patterns on the pile when there is such a card.
/// The pile is cleared after a slap and after kMaxPile cards.
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

    static constexpr int kMaxPile = 12;
    /// Share of cards chosen to make a weak pattern in the weak-spots drill.
    static constexpr double kWeakShare = 1.0 / 3.0;

    /// `rules` give the patterns (their slaps and options); `weak` the
    /// patterns the weak-spots drill deals more of (ignored for Pace).
    PracticeDrill(const RuleSet &rules, quint64 seed, Kind kind, PatternSet weak = {});

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
    PatternSet weak() const { return m_weak; }

    /// The `count` patterns of `rules` the person is weakest at in `stats`
    /// (lowest accuracy, then slowest median; patterns without any data
    /// count as weak), in that order.
    static PatternSet weakSpots(const CareerStats &stats, const RuleSet &rules, int count = 3);

private:
    Card draw();

    RuleSet m_rules;
    Random m_random;
    Kind m_kind;
    PatternSet m_weak;
    std::vector<Card> m_deck;
    std::size_t m_next = 0;
    QList<Card> m_pile;
    PatternSet m_patterns;
    qint64 m_turnedAtMs = 0;
    int m_flips = 0;
};

} // namespace ratscrew
