// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PortableMath.h"
#include "Random.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

namespace ratscrew {

/// One shape of the bots' log-normal delays, a median (ms) and a sigma:
/// the delay for a standard normal deviate z is
///
///     int(clamp(median · e^(sigma · z), 80, 5000))  (ms),
///
/// exactly as BotBrain::logNormalMs() computes it, but with the exponential
/// looked up where the result is certain. For a fixed shape the delay is a
/// step function of z; a table over z in (-4, 4), in buckets of 1/8192,
/// holds the delay of every bucket in which it cannot change (checked with
/// a margin far above the rounding errors of portableExp() and of the
/// bucket's index, see LogNormalDelay.cpp), and a mark where it might. A
/// deviate in a marked bucket (one in 45 for a `normal` bot's play delay,
/// one in 67 for its reaction time) or outside the table takes the
/// exponential as before, so the result is the same int for every z; the
/// deviate is drawn as before, so the generator's stream is the same too.
///
/// Why: the simulator draws a play delay for every card and a reaction
/// time for most slaps, and the exponential is a long chain of dependent
/// floating-point operations on that path (docs/PERFORMANCE.md).
///
/// A table is 128 KiB, built once per shape for the whole process (about
/// 2 ms, under a lock) and shared by every bot, game and thread that uses
/// the shape. Past kMaxTables shapes (a `match` bot learning, many custom
/// levels) new shapes get no table and compute every delay.
class LogNormalDelay
{
public:
    /// The table's z range: (-kRange, kRange), in kBucketsPerUnit buckets a unit.
    static constexpr double kRange = 4.0;
    static constexpr double kBucketsPerUnit = 8192.0;
    static constexpr std::size_t kBuckets = std::size_t(2 * kRange * kBucketsPerUnit);
    /// The most shapes given a table in one process.
    static constexpr std::size_t kMaxTables = 64;

    /// A delay of `medianMs` (> 0) and `sigma` (0..4), with its table when
    /// one exists or can be made.
    LogNormalDelay(double medianMs, double sigma);
    /// The same shape without a table: every delay computed (for a caller
    /// that draws once or twice with a shape, so that it builds no table).
    static LogNormalDelay computed(double medianMs, double sigma) { return {medianMs, sigma, nullptr}; }

    /// The delay for a deviate drawn from `random` (one Random::normal()):
    /// ms(random.normal()). A deviate inside its layer's rectangle (about
    /// 99 %) finds its bucket in integers (rectangleMs()).
    int operator()(Random &random) const
    {
        const Random::NormalDraw draw = Random::normalDraw(random.next());
        if (draw.inRectangle())
            return rectangleMs(draw.centred, draw.layer);
        return ms(random.normalOutsideRectangle(draw.u(), draw.layer));
    }

    /// The delay for the deviate `z` (ms, 80..5000); equal to exactMs().
    int ms(double z) const
    {
        // The sum z + 4 rounds once, by at most 2^-50 (the product by 8192,
        // a power of two, is exact), so z lands in its own bucket or, that
        // close to an edge, in the neighbour's, whose entry is checked to
        // hold that much further. A z just below 4 may round to the end: the
        // entry past the last bucket is the mark.
        if (m_table && std::abs(z) < kRange) [[likely]] {
            const int tabled = m_table[std::size_t((z + kRange) * kBucketsPerUnit)];
            if (tabled != kCompute) [[likely]]
                return tabled;
        }
        return exactMs(m_medianMs, m_sigma, z);
    }

    /// ms(Random::rectangleDeviate(centred, layer)), with the bucket found
    /// from the exact product: z · 8192 before z is rounded is centred ·
    /// layerEdgeFixed(layer) · 2^-99, so its floor is the high word of the
    /// 128-bit product shifted by 35. The rounded z lies within 2^-51 of
    /// that z, so in this bucket or, that close to an edge, in a
    /// neighbour's, whose entry holds that far (see ms()). An integer
    /// multiply instead of four floating-point steps on the way to the
    /// table: the bots' play delay is on the simulator's critical path
    /// (docs/PERFORMANCE.md).
    int rectangleMs(std::int64_t centred, unsigned layer) const
    {
        if (m_table) [[likely]] {
            const std::int64_t bucket =
                mulHigh(centred, Random::layerEdgeFixed(layer)) >> kFixedShift; // |z| < 3.45: in range
            const int tabled = m_table[std::size_t(bucket + std::int64_t(kRange * kBucketsPerUnit))];
            if (tabled != kCompute) [[likely]]
                return tabled;
        }
        return exactMs(m_medianMs, m_sigma, Random::rectangleDeviate(centred, layer));
    }

    /// The definition: int(clamp(median · portableExp(sigma · z), 80, 5000)).
    static int exactMs(double medianMs, double sigma, double z)
    {
        return clampedMs(medianMs * portableExp(sigma * z));
    }
    /// A delay (ms) as every draw ends: clamped to 80..5000 and cut to an int.
    static int clampedMs(double ms) { return int(std::clamp(ms, 80.0, 5000.0)); }

    double medianMs() const { return m_medianMs; }
    double sigma() const { return m_sigma; }
    /// True if the shape has a table (false: every delay is computed).
    bool hasTable() const { return m_table != nullptr; }

private:
    // rectangleMs(): the high word of the product is z · 2^48.
    static constexpr int kFixedShift = 48 - 13;
    static_assert(kBucketsPerUnit == double(1 << 13));
    /// An entry whose bucket's delay is not certain: compute it.
    static constexpr std::int16_t kCompute = -1;
    LogNormalDelay(double medianMs, double sigma, const std::int16_t *table)
        : m_medianMs(medianMs), m_sigma(sigma), m_table(table)
    {
    }
    double m_medianMs;
    double m_sigma;
    const std::int16_t *m_table = nullptr; // kBuckets + 1 entries, shared; null: none
};

} // namespace ratscrew
