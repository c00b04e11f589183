// SPDX-License-Identifier: GPL-3.0-or-later
#include "coach/PracticeDrill.h"

#include "SlapPatterns.h"
#include "career/CareerStats.h"
#include "coach/NearMiss.h"

#include <algorithm>
#include <cmath>

namespace ratscrew {

namespace {

using MinCards = std::array<int, kSlapPatternCount>;

std::span<const Card> spanOf(const QList<Card> &cards)
{
    return std::span<const Card>(cards.constData(), std::size_t(cards.size()));
}

// Ends `pile`, whose cards match nothing, with `left` more cards: all but
// the last match nothing either, the last makes `target` (`alone`: and no
// other pattern). Depth first over `order` (at most order.size() ^ left
// matches); false, the pile as it was, if no such cards are left.
bool complete(const RuleSet &rules, std::vector<Card> &pile, int left, SlapPattern target,
              const std::vector<Card> &order, bool alone = false)
{
    for (Card c : order) {
        if (std::find(pile.cbegin(), pile.cend(), c) != pile.cend())
            continue;
        pile.push_back(c);
        const PatternSet shown = matchSlapPatterns(rules, pile);
        if (left == 1 ? (alone ? shown == PatternSet{target} : shown.contains(target))
                      : shown.empty() && complete(rules, pile, left - 1, target, order, alone))
            return true;
        pile.pop_back();
    }
    return false;
}

// Per pattern of `rules`, the fewest cards of a pile that shows it on its
// last card and nothing before (0: no such pile of at most three cards,
// or four for a pattern of four cards: fewestCards()). Piles of up to three
// cards are searched through; of four, from a few first cards.
MinCards minCardsOf(const RuleSet &rules)
{
    MinCards min{};
    Random random(1); // fixed: the same answer for the same rules
    std::vector<Card> order = rules.fullDeck();
    random.shuffle(std::span<Card>(order));
    for (SlapPattern p : rules.slaps.toList()) {
        if (p == SlapPattern::Joker && rules.jokers == 0)
            continue; // no joker in the deck
        // Only the patterns of four cards need four; a longer pile adds
        // nothing another pattern needs.
        const int longest = std::max(3, fewestCards(p));
        for (int length = fewestCards(p); length <= longest && min[std::size_t(p)] == 0; ++length) {
            const int starts = length <= 3 ? 1 : 8;
            for (int start = 0; start < starts; ++start) {
                std::vector<Card> pile;
                if (length == 4) {
                    pile.push_back(order[std::size_t(start)]);
                    if (!matchSlapPatterns(rules, pile).empty())
                        continue;
                }
                if (complete(rules, pile, length - int(pile.size()), p, order)) {
                    min[std::size_t(p)] = length;
                    break;
                }
            }
        }
    }
    return min;
}

PracticeDrill::Promise promiseOf(const MinCards &min, PracticeDrill::Kind kind, PatternSet weak, int cards)
{
    PracticeDrill::Promise promise;
    promise.cards = cards;
    std::vector<SlapPattern> dealable, weakDealable;
    int shortest = 4;
    for (int i = 0; i < kSlapPatternCount; ++i) {
        if (min[std::size_t(i)] == 0)
            continue;
        dealable.push_back(SlapPattern(i));
        shortest = std::min(shortest, min[std::size_t(i)]);
        if (kind == PracticeDrill::Kind::WeakSpots && weak.contains(SlapPattern(i)))
            weakDealable.push_back(SlapPattern(i));
    }
    if (dealable.empty())
        return promise;
    promise.slappable = std::min(PracticeDrill::slappableCards(cards), cards / shortest);
    const int n = promise.slappable;
    if (weakDealable.empty()) {
        for (SlapPattern p : dealable)
            promise.atLeast[std::size_t(p)] = n / int(dealable.size());
    } else {
        // kWeakShare of the cards, and more of each than the plain drill.
        const int each = std::max(int(double(n) * PracticeDrill::kWeakShare) / int(weakDealable.size()),
                                  n / int(dealable.size()) + int(weakDealable.size() < dealable.size()));
        for (SlapPattern p : weakDealable)
            promise.atLeast[std::size_t(p)] = std::min(each, n / int(weakDealable.size()));
    }
    // Every promised card with its pile must fit in the deal.
    auto fewest = [&] {
        int total = 0, promised = 0;
        for (SlapPattern p : dealable) {
            total += promise.atLeast[std::size_t(p)] * min[std::size_t(p)];
            promised += promise.atLeast[std::size_t(p)];
        }
        return total + (n - promised) * shortest;
    };
    while (fewest() > cards) {
        auto most = std::max_element(promise.atLeast.begin(), promise.atLeast.end());
        if (*most == 0)
            break;
        --*most;
    }
    return promise;
}

} // namespace

PracticeDrill::PracticeDrill(const RuleSet &rules, quint64 seed, Kind kind, PatternSet weak, int cards)
    : m_rules(rules), m_random(seed), m_kind(kind), m_cards(std::max(1, cards)), m_minCards(minCardsOf(rules))
{
    if (kind == Kind::WeakSpots) {
        for (SlapPattern p : weak.toList()) {
            if (m_minCards[std::size_t(p)] > 0)
                m_weak.insert(p);
        }
    }
    m_promise = promiseOf(m_minCards, kind, m_weak, m_cards);
    m_deck = m_rules.fullDeck();
    m_random.shuffle(std::span<Card>(m_deck));
    deal();
}

int PracticeDrill::slappableCards(int cards)
{
    return int(std::lround(double(std::max(0, cards)) * kSlappableShare));
}

PatternSet PracticeDrill::dealable(const RuleSet &rules)
{
    const MinCards min = minCardsOf(rules);
    PatternSet set;
    for (int i = 0; i < kSlapPatternCount; ++i) {
        if (min[std::size_t(i)] > 0)
            set.insert(SlapPattern(i));
    }
    return set;
}

PracticeDrill::Promise PracticeDrill::promise(const RuleSet &rules, Kind kind, PatternSet weak, int cards)
{
    return promiseOf(minCardsOf(rules), kind, weak, std::max(1, cards));
}

void PracticeDrill::deal()
{
    for (int i = 0; i < kDealTries; ++i) {
        m_deal = makeDeal();
        if (keeps(m_deal))
            break;
    }
    if (std::all_of(m_deal.cbegin(), m_deal.cend(), [](const Pile &pile) { return pile.empty(); }))
        m_deal = {Pile{nextCard()}}; // never a deal without a card to turn
    m_dealPile = m_dealCard = 0;
}

Card PracticeDrill::nextCard()
{
    if (m_nextInDeck >= m_deck.size()) {
        m_random.shuffle(std::span<Card>(m_deck));
        m_nextInDeck = 0;
    }
    return m_deck[m_nextInDeck++];
}

bool PracticeDrill::makePile(Pile &pile, int length, std::optional<SlapPattern> target)
{
    // The last cards, which make the pattern, are searched for; the plain
    // cards before them come from the shuffled deck.
    const int searched = target ? std::min({length, m_minCards[std::size_t(*target)], 3}) : 0;
    for (int attempt = 0; attempt < 10; ++attempt) {
        pile.clear();
        for (int skipped = 0; int(pile.size()) < length - searched && skipped < 2 * int(m_deck.size());) {
            const Card c = nextCard();
            pile.push_back(c);
            if (std::count(pile.cbegin(), pile.cend(), c) > 1 || !matchSlapPatterns(m_rules, pile).empty()) {
                pile.pop_back();
                ++skipped;
            }
        }
        if (int(pile.size()) < length - searched)
            continue;
        if (!target)
            return true;
        std::vector<Card> order = m_rules.fullDeck();
        m_random.shuffle(std::span<Card>(order));
        // The pattern alone where the pile allows (a top and bottom of two
        // cards is a double too), so that each column of the dialog's table
        // counts its own cards.
        if (complete(m_rules, pile, searched, *target, order, true)
            || complete(m_rules, pile, searched, *target, order))
            return true;
    }
    return false;
}

std::vector<PracticeDrill::Pile> PracticeDrill::makeDeal()
{
    // The slappable cards' patterns: the promised ones, then any dealable.
    std::vector<SlapPattern> dealable, targets;
    for (int i = 0; i < kSlapPatternCount; ++i) {
        if (m_minCards[std::size_t(i)] > 0)
            dealable.push_back(SlapPattern(i));
        for (int n = 0; n < m_promise.atLeast[std::size_t(i)]; ++n)
            targets.push_back(SlapPattern(i));
    }
    // The others at random among those whose piles still fit in the deal.
    int spare = m_cards;
    int shortest = 4;
    for (SlapPattern p : dealable)
        shortest = std::min(shortest, m_minCards[std::size_t(p)]);
    for (SlapPattern p : targets)
        spare -= m_minCards[std::size_t(p)];
    spare -= (m_promise.slappable - int(targets.size())) * shortest;
    while (int(targets.size()) < m_promise.slappable) {
        std::vector<SlapPattern> fitting;
        for (SlapPattern p : dealable) {
            if (m_minCards[std::size_t(p)] - shortest <= spare)
                fitting.push_back(p);
        }
        if (fitting.empty())
            break; // cannot happen while the promise fits the deal; the check then fails
        const SlapPattern p = fitting[m_random.below(std::uint32_t(fitting.size()))];
        spare -= m_minCards[std::size_t(p)] - shortest;
        targets.push_back(p);
    }
    m_random.shuffle(std::span<SlapPattern>(targets));
    // Each pile as short as its pattern allows, then the cards left spread
    // over the piles at random; what does not fit goes to plain piles.
    std::vector<int> lengths;
    int left = m_cards;
    for (SlapPattern p : targets) {
        lengths.push_back(m_minCards[std::size_t(p)]);
        left -= lengths.back();
    }
    std::vector<std::size_t> open(lengths.size());
    for (std::size_t i = 0; i < open.size(); ++i)
        open[i] = i;
    while (left > 0 && !open.empty()) {
        const std::size_t at = m_random.below(std::uint32_t(open.size()));
        if (++lengths[open[at]] >= kMaxPile) {
            open[at] = open.back();
            open.pop_back();
        }
        --left;
    }
    std::vector<Pile> piles(targets.size());
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (!makePile(piles[i], lengths[i], targets[i]))
            makePile(piles[i], lengths[i], std::nullopt);
    }
    for (; left > 0; left -= kMaxPile) {
        piles.emplace_back();
        makePile(piles.back(), std::min(left, int(kMaxPile)), std::nullopt);
    }
    return piles;
}

bool PracticeDrill::keeps(const std::vector<Pile> &piles) const
{
    int cards = 0, slappable = 0;
    std::array<int, kSlapPatternCount> shown{};
    for (const Pile &pile : piles) {
        for (std::size_t n = 1; n <= pile.size(); ++n) {
            const PatternSet patterns = matchSlapPatterns(m_rules, std::span<const Card>(pile.data(), n));
            if (patterns.empty())
                continue;
            if (n != pile.size())
                return false; // a pattern before the pile's last card
            ++slappable;
            for (SlapPattern p : patterns.toList())
                ++shown[std::size_t(p)];
        }
        cards += int(pile.size());
    }
    if (cards != m_cards || slappable != m_promise.slappable)
        return false;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (shown[i] < m_promise.atLeast[i])
            return false;
    }
    return true;
}

std::optional<PracticeDrill::Result> PracticeDrill::flip(qint64 nowMs)
{
    std::optional<Result> missed;
    if (!m_patterns.empty())
        missed = Result{m_turnedAtMs, Outcome::Missed, m_patterns, -1, std::nullopt, m_pile};
    auto skipEmpty = [this] {
        while (m_dealPile < m_deal.size() && m_deal[m_dealPile].empty())
            ++m_dealPile;
        return m_dealPile < m_deal.size();
    };
    if (!skipEmpty()) {
        deal(); // a drill turned past its length
        skipEmpty();
    }
    const Pile &pile = m_deal[m_dealPile];
    if (m_dealCard == 0)
        m_pile.clear(); // a new pile, whether the last one was slapped or not
    m_pile.append(pile[m_dealCard]);
    if (++m_dealCard >= pile.size()) {
        ++m_dealPile;
        m_dealCard = 0;
    }
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
    for (SlapPattern p : dealable(rules).toList()) {
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
