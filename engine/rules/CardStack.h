// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <span>

namespace ratscrew {

/// Up to a whole deck of cards in a fixed array: a list that never
/// allocates, so that a value holding one (an Event) is trivially
/// copyable. Pushing beyond Card::kMaxCount cards is a precondition error.
class CardList
{
public:
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    const Card *data() const { return m_cards.data(); }
    const Card *begin() const { return m_cards.data(); }
    const Card *end() const { return m_cards.data() + m_size; }
    Card operator[](std::size_t i) const { return m_cards[i]; }
    void push_back(Card c)
    {
        assert(m_size < m_cards.size());
        m_cards[m_size++] = c;
    }

private:
    std::array<Card, Card::kMaxCount> m_cards{};
    std::uint8_t m_size = 0;
};

/// A face-down hand: a fixed ring buffer (no allocation) holding up to a
/// whole 54-card deck. Index 0 is the top card, the next to be played.
class CardStack
{
public:
    bool empty() const { return m_size == 0; }
    int size() const { return m_size; }
    Card operator[](int i) const { return m_cards[(m_head + unsigned(i)) & kMask]; }
    Card top() const { return m_cards[m_head]; }

    Card takeTop()
    {
        const Card c = m_cards[m_head];
        m_head = (m_head + 1) & kMask;
        --m_size;
        return c;
    }
    /// Puts a card under the hand (docs/RULES.md §5: a won pile goes under it).
    void putUnder(Card c)
    {
        m_cards[(m_head + unsigned(m_size)) & kMask] = c;
        ++m_size;
    }
    /// Puts `cards` under the hand in their order (cards.front() first, so
    /// it lies above the others): putUnder(c) for each. The hand and `cards`
    /// together hold at most a whole deck. A plain loop, not std::copy: a
    /// won pile is a few cards, and memmove's branches on its size cost
    /// more than the copy (docs/PERFORMANCE.md).
    void putUnder(std::span<const Card> cards)
    {
        assert(std::size_t(m_size) + cards.size() <= Card::kMaxCount);
        unsigned at = m_head + unsigned(m_size); // where the first one goes
        for (const Card c : cards)
            m_cards[at++ & kMask] = c;
        m_size += int(cards.size());
    }
    void clear() { m_head = 0, m_size = 0; }

private:
    static constexpr unsigned kCapacity = 64; // >= Card::kMaxCount, a power of two
    static constexpr unsigned kMask = kCapacity - 1;
    std::array<Card, kCapacity> m_cards{};
    unsigned m_head = 0;
    int m_size = 0;
};

/// The pile: cards are played onto its top and burned under its bottom,
/// so it grows at both ends. Stored contiguously (bottom first) with room
/// for a whole deck on either side of the middle, so a span of it can be
/// handed out without copying.
class PileStack
{
public:
    bool empty() const { return m_begin == m_end; }
    int size() const { return int(m_end - m_begin); }
    std::span<const Card> cards() const { return {m_cards.data() + m_begin, m_end - m_begin}; }
    void putOnTop(Card c) { m_cards[m_end++] = c; }
    void putAtBottom(Card c) { m_cards[--m_begin] = c; }
    void clear() { m_begin = m_end = kMiddle; }

private:
    static constexpr unsigned kMiddle = Card::kMaxCount;
    std::array<Card, 2 * Card::kMaxCount> m_cards{};
    unsigned m_begin = kMiddle;
    unsigned m_end = kMiddle;
};

} // namespace ratscrew
