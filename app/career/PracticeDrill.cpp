// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/PracticeDrill.h"

#include "SlapPatterns.h"
#include "career/CareerStats.h"
#include "career/NearMiss.h"

#include <algorithm>

namespace ratscrew {

namespace {

std::span<const Card> spanOf(const QList<Card> &cards)
{
    return std::span<const Card>(cards.constData(), std::size_t(cards.size()));
}

} // namespace

PracticeDrill::PracticeDrill(const RuleSet &rules, quint64 seed, Kind kind, PatternSet weak)
    : m_rules(rules), m_random(seed), m_kind(kind), m_weak(kind == Kind::WeakSpots ? weak : PatternSet{})
{
    m_deck = m_rules.fullDeck();
    m_random.shuffle(std::span<Card>(m_deck));
}

Card PracticeDrill::draw()
{
    if (!m_weak.empty() && !m_pile.isEmpty() && m_random.chance(kWeakShare)) {
        // A card that makes a weak pattern on this pile, if one does.
        std::vector<Card> makers;
        QList<Card> next = m_pile;
        next.append(Card());
        for (Card c : m_rules.fullDeck()) {
            if (m_pile.contains(c))
                continue;
            next.last() = c;
            if (matchSlapPatterns(m_rules, spanOf(next)).bits() & m_weak.bits())
                makers.push_back(c);
        }
        if (!makers.empty())
            return makers[m_random.below(std::uint32_t(makers.size()))];
    }
    if (m_next >= m_deck.size()) {
        m_random.shuffle(std::span<Card>(m_deck));
        m_next = 0;
    }
    return m_deck[m_next++];
}

std::optional<PracticeDrill::Result> PracticeDrill::flip(qint64 nowMs)
{
    std::optional<Result> missed;
    if (!m_patterns.empty())
        missed = Result{m_turnedAtMs, Outcome::Missed, m_patterns, -1, std::nullopt, m_pile};
    if (m_pile.size() >= kMaxPile)
        m_pile.clear();
    m_pile.append(draw());
    m_patterns = matchSlapPatterns(m_rules, spanOf(m_pile));
    m_turnedAtMs = nowMs;
    ++m_flips;
    return missed;
}

std::optional<PracticeDrill::Result> PracticeDrill::finish()
{
    std::optional<Result> missed;
    if (!m_patterns.empty())
        missed = Result{m_turnedAtMs, Outcome::Missed, m_patterns, -1, std::nullopt, m_pile};
    m_patterns = {};
    return missed;
}

std::optional<PracticeDrill::Result> PracticeDrill::slap(qint64 nowMs)
{
    if (m_pile.isEmpty())
        return std::nullopt;
    const int reaction = int(std::max<qint64>(0, nowMs - m_turnedAtMs));
    if (!m_patterns.empty()) {
        Result hit{nowMs, Outcome::Hit, m_patterns, reaction, std::nullopt, m_pile};
        m_pile.clear();
        m_patterns = {};
        return hit;
    }
    return Result{nowMs, Outcome::False, {}, reaction, nearestPattern(m_rules, spanOf(m_pile)), m_pile};
}

PatternSet PracticeDrill::weakSpots(const CareerStats &stats, const RuleSet &rules, int count)
{
    struct Score
    {
        SlapPattern pattern;
        double accuracy; // -1: no data, the weakest
        int medianMs;
    };
    std::vector<Score> scores;
    for (SlapPattern p : rules.slaps.toList()) {
        const CareerStats::KindStats &k = stats.kind(int(p));
        scores.push_back({p, k.accuracy(), k.you.medianMs});
    }
    std::stable_sort(scores.begin(), scores.end(), [](const Score &a, const Score &b) {
        if (a.accuracy != b.accuracy)
            return a.accuracy < b.accuracy;
        return a.medianMs > b.medianMs;
    });
    PatternSet weak;
    for (int i = 0; i < count && i < int(scores.size()); ++i)
        weak.insert(scores[std::size_t(i)].pattern);
    return weak;
}

} // namespace ratscrew
