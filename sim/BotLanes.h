// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ForceInline.h"
#include "Game.h" // kMaxPlayers
#include "Random.h"

#include <array>
#include <cstddef>
#include <cstdint>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#  include <immintrin.h>
// BotLanes::rollAvx2() exists: GCC on x86-64, whose `target` attribute and
// pragma build AVX2 code into a program for any x86-64, run only where the
// processor has AVX2. Other builds roll with rollScalar() alone.
#  define RATSCREW_AVX2_LANES 1
#endif

namespace ratscrew {

/// The bots' generators of one simulated game side by side, for the fast
/// loop (FusedTable): word k of seat p's xoshiro256** state
/// (Random::State) is kept at m_words[k][p], so that one step of four
/// seats' generators is one AVX2 operation on each word. Beside them, each
/// seat's two chances of fused::mightSlap() (Chance::threshold()).
///
/// A seat's generator draws exactly what its Random would, in the same
/// order: a roll steps each deciding seat once, as Random::uniformBits();
/// take() and put() hand a seat's generator to the code that draws from a
/// Random (the play delay, BotBrain's decisions). Seats are 0..kMaxPlayers-1.
class BotLanes
{
public:
    using Rolls = std::array<std::uint64_t, kMaxPlayers>;

    /// Seat `seat`'s generator is now `random`.
    void put(int seat, const Random &random)
    {
        const auto p = std::size_t(seat);
        const Random::State state = random.state();
        for (std::size_t k = 0; k < 4; ++k)
            m_words[k][p] = state[k];
    }
    /// Seat `seat`'s generator, to draw from and put() back.
    Random take(int seat) const
    {
        const auto p = std::size_t(seat);
        return Random::fromState({m_words[0][p], m_words[1][p], m_words[2][p], m_words[3][p]});
    }
    /// Seat `seat`'s next draw (Random::next()).
    std::uint64_t next(int seat)
    {
        Random random = take(seat);
        const std::uint64_t bits = random.next();
        put(seat, random);
        return bits;
    }
    /// The chances of fused::mightSlap() for seat `seat`: `nearMiss`
    /// admits a roll on a plain pile, `miss` rejects one on a pattern.
    void setChances(int seat, Chance nearMiss, Chance miss)
    {
        m_plainBelow[std::size_t(seat)] = nearMiss.threshold();
        m_patternBelow[std::size_t(seat)] = miss.threshold();
    }

    /// One draw for each seat of `deciders` (bit p: seat p, p < players),
    /// as Random::uniformBits(), kept in rolls()[p]. Returns the seats
    /// whose draw fused::mightSlap(nearMiss, miss, patterns, roll)
    /// admits, `plain` being patterns.empty(). The other seats draw nothing.
    RATSCREW_FORCE_INLINE unsigned rollScalar(int players, unsigned deciders, bool plain)
    {
        const Rolls &below = plain ? m_plainBelow : m_patternBelow;
        unsigned might = 0;
        for (int seat = 0; seat < players; ++seat) {
            if (!(deciders >> seat & 1))
                continue;
            const auto p = std::size_t(seat);
            Random random = take(seat);
            m_rolls[p] = random.uniformBits();
            put(seat, random);
            if ((m_rolls[p] < below[p]) == plain)
                might |= 1u << seat;
        }
        return might;
    }

#ifdef RATSCREW_AVX2_LANES
    /// Whether this processor runs rollAvx2().
    static bool hasAvx2()
    {
        static const bool has = __builtin_cpu_supports("avx2");
        return has;
    }
    /// rollScalar() four seats at a step. Only where hasAvx2(), and only
    /// in code built for AVX2 (it is always inlined).
    [[gnu::target("avx2"), gnu::always_inline]] inline unsigned rollAvx2(int players, unsigned deciders,
                                                                         bool plain)
    {
        unsigned might = rollFour(0, deciders & 15, plain);
        if (players > 4)
            might |= rollFour(4, deciders >> 4 & 15, plain) << 4;
        return might;
    }
#else
    static bool hasAvx2()
    {
        return false;
    }
#endif

    /// The draws of the last roll, by seat (those of the deciding seats).
    const Rolls &rolls() const
    {
        return m_rolls;
    }

private:
#ifdef RATSCREW_AVX2_LANES
    // Seats from..from+3, those of `seats` (bit i: seat from + i):
    // Random::next() as four lanes of each state word. AVX2 has no 64-bit
    // multiply or rotate: x * 5 is x + (x << 2), x * 9 is x + (x << 3), a
    // rotation two shifts.
    [[gnu::target("avx2"), gnu::always_inline]] inline unsigned rollFour(std::size_t from, unsigned seats,
                                                                         bool plain)
    {
        if (seats == 0)
            return 0;
        auto word = [&](std::size_t k) { return reinterpret_cast<__m256i *>(&m_words[k][from]); };
        const __m256i s0 = _mm256_load_si256(word(0));
        const __m256i s1 = _mm256_load_si256(word(1));
        const __m256i s2 = _mm256_load_si256(word(2));
        const __m256i s3 = _mm256_load_si256(word(3));
        const __m256i times5 = _mm256_add_epi64(s1, _mm256_slli_epi64(s1, 2));
        const __m256i rotated = _mm256_or_si256(_mm256_slli_epi64(times5, 7), _mm256_srli_epi64(times5, 57));
        const __m256i result = _mm256_add_epi64(rotated, _mm256_slli_epi64(rotated, 3));
        const __m256i t = _mm256_slli_epi64(s1, 17);
        const __m256i n2 = _mm256_xor_si256(s2, s0);
        const __m256i n3 = _mm256_xor_si256(s3, s1);
        const __m256i n1 = _mm256_xor_si256(s1, n2);
        const __m256i n0 = _mm256_xor_si256(s0, n3);
        const __m256i next2 = _mm256_xor_si256(n2, t);
        const __m256i next3 = _mm256_or_si256(_mm256_slli_epi64(n3, 45), _mm256_srli_epi64(n3, 19));
        if (seats == 15) [[likely]] {
            _mm256_store_si256(word(0), n0);
            _mm256_store_si256(word(1), n1);
            _mm256_store_si256(word(2), next2);
            _mm256_store_si256(word(3), next3);
        } else { // the seats that do not decide keep their state
            const __m256i bit = _mm256_setr_epi64x(1, 2, 4, 8);
            const __m256i steps = _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_set1_epi64x(seats), bit), bit);
            _mm256_store_si256(word(0), _mm256_blendv_epi8(s0, n0, steps));
            _mm256_store_si256(word(1), _mm256_blendv_epi8(s1, n1, steps));
            _mm256_store_si256(word(2), _mm256_blendv_epi8(s2, next2, steps));
            _mm256_store_si256(word(3), _mm256_blendv_epi8(s3, next3, steps));
        }
        const __m256i rolls =
            _mm256_srli_epi64(result, 11); // uniformBits(): 53 bits, so signed compares hold
        _mm256_store_si256(reinterpret_cast<__m256i *>(&m_rolls[from]), rolls);
        const Rolls &below = plain ? m_plainBelow : m_patternBelow;
        const __m256i under =
            _mm256_cmpgt_epi64(_mm256_load_si256(reinterpret_cast<const __m256i *>(&below[from])), rolls);
        const auto admitted = unsigned(_mm256_movemask_pd(_mm256_castsi256_pd(under)));
        return (plain ? admitted : ~admitted) & seats;
    }
#endif

    alignas(32) std::array<Rolls, 4> m_words{};
    alignas(32) Rolls m_plainBelow{};   // the near-miss chances' thresholds
    alignas(32) Rolls m_patternBelow{}; // the miss chances' thresholds
    alignas(32) Rolls m_rolls{};
};

} // namespace ratscrew
