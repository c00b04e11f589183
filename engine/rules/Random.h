// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <span>
#include <utility>

namespace ratscrew {

/// A probability p kept as the number of 53-bit draws below it, so that a
/// draw is compared with it as an integer: `Chance(p).admits(bits)` is
/// exactly `bits * 2^-53 < p`, hence `Chance(p).admits(r.uniformBits())`
/// decides what `r.uniform() < p` decides, from the same draw. For a
/// probability that is compared with many draws (a bot's chances).
class Chance
{
public:
    /// Never admits (p = 0).
    constexpr Chance() = default;
    /// p <= 0 (or NaN) never admits, p >= 1 always does.
    explicit Chance(double p)
    {
        constexpr double kDraws = 0x1.0p53; // p * 2^53 is exact: a power of two
        if (p >= 1)
            m_below = std::uint64_t(1) << 53;
        else if (p > 0)
            m_below = std::uint64_t(std::ceil(p * kDraws)); // bits < p * 2^53 <=> bits < ceil(p * 2^53)
    }
    /// True if a draw of uniformBits() falls below the probability.
    bool admits(std::uint64_t bits) const { return bits < m_below; }
    /// The number of draws admitted: admits(bits) is bits < threshold().
    std::uint64_t threshold() const { return m_below; }

private:
    std::uint64_t m_below = 0;
};

/// A seeded pseudo-random generator with fixed algorithms, so a seed
/// replays the same on every platform and standard library (the
/// std::*_distribution classes are implementation-defined and not used).
/// Engine: xoshiro256** seeded through SplitMix64.
class Random
{
public:
    explicit Random(std::uint64_t seed = 0) { reseed(seed); }

    /// The generator's state, four words: fromState(state()) draws what
    /// this generator draws next (for a caller that keeps many generators
    /// side by side, the simulator's BotLanes). A state of four zeros
    /// draws only zeros; reseed() never makes one.
    using State = std::array<std::uint64_t, 4>;
    State state() const { return {m_state[0], m_state[1], m_state[2], m_state[3]}; }
    static Random fromState(const State &state) { return Random(state); }

    void reseed(std::uint64_t seed)
    {
        for (auto &word : m_state)
            word = splitMix64(seed);
    }

    /// A seed for the `index`-th independent stream derived from `seed`
    /// (a game of a simulation, a bot of a game): SplitMix64 of both.
    static std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t index)
    {
        std::uint64_t x = seed ^ (0xd1b54a32d192ed03ull * (index + 1));
        return splitMix64(x);
    }

    /// 64 uniformly distributed bits.
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    /// Uniform integer in [0, bound); bound must be >= 1. Lemire's
    /// multiply-and-reject method: unbiased and portable.
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        auto low = std::uint32_t(m);
        if (low < bound) {
            const std::uint32_t threshold = std::uint32_t(-bound) % bound;
            while (low < threshold) {
                m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    /// Uniform real in [0, 1) with 53 random bits.
    double uniform() { return double(uniformBits()) * 0x1.0p-53; }
    /// The draw of uniform() before it is scaled: 53 uniform bits, so
    /// uniform() == uniformBits() * 2^-53. Compared with a Chance, it
    /// decides what `uniform() < p` decides without the conversion.
    std::uint64_t uniformBits() { return next() >> 11; }

    /// True with probability p (clamped to [0, 1]).
    bool chance(double p) { return uniform() < p; }

    /// The first draw of normal() taken apart, for a caller that maps the
    /// deviate on and can use how it was drawn (LogNormalDelay): `bits`
    /// (one next()) as u = centred · 2^-52 in [-1, 1) with 53 bits, and its
    /// layer. Inside the layer's rectangle (about 99 % of draws) the
    /// deviate is rectangleDeviate(centred, layer); outside it, normal()
    /// goes on with normalOutsideRectangle(u(), layer).
    struct NormalDraw
    {
        std::int64_t centred; ///< -2^52..2^52 - 1
        unsigned layer;       ///< 0..127

        /// |u| < x[layer + 1] / x[layer], tested on the integer:
        /// |centred| < x[layer + 1] / x[layer] · 2^52.
        bool inRectangle() const
        {
            const std::int64_t magnitude = centred < 0 ? -centred : centred;
            return magnitude < ziggurat().ratioFixed[layer];
        }
        double u() const { return double(centred) * 0x1.0p-52; }
    };
    static NormalDraw normalDraw(std::uint64_t bits)
    {
        // (bits >> 11) * 2^-52 - 1, with the exact subtraction done on the
        // integer (one step less on the way to the deviate; the same double).
        return {std::int64_t(bits >> 11) - (std::int64_t(1) << 52), unsigned(bits & (Ziggurat::kLayers - 1))};
    }
    /// The rest of normal() after a first draw (u = centred · 2^-52, layer
    /// `layer`) that missed its layer's rectangle: the tail, or the wedge
    /// test and, if that fails too, normal() again.
    double normalOutsideRectangle(double u, unsigned layer);
    /// The deviate u · x[layer] of a draw inside layer `layer`'s rectangle,
    /// u = centred · 2^-52 (|centred| <= 2^52, layer 0..127): |deviate| < 3.45.
    static double rectangleDeviate(std::int64_t centred, unsigned layer)
    {
        return double(centred) * 0x1.0p-52 * ziggurat().x[layer];
    }
    /// x[layer] · 2^60, exactly (x[layer] >= 0.27 is a double, so this is
    /// an integer below 2^62): rectangleDeviate() before its rounding is
    /// centred · layerEdgeFixed(layer) · 2^-112, for a caller that works
    /// in integers.
    static std::int64_t layerEdgeFixed(unsigned layer) { return ziggurat().edgeFixed[layer]; }

    /// A standard normal deviate: the ziggurat method of Marsaglia and
    /// Tsang (2000) in Doornik's form (2005), 128 layers; ~99 % of draws
    /// cost one next() and a table look-up, no logarithm or cosine. That
    /// path is inline; the rest (wedges, tail) is not, so the inline part
    /// stays small wherever a caller draws.
    double normal()
    {
        const NormalDraw draw = normalDraw(next());
        if (draw.inRectangle())
            return rectangleDeviate(draw.centred, draw.layer);
        return normalOutsideRectangle(draw.u(), draw.layer);
    }

    /// Fisher-Yates shuffle.
    template<typename T>
    void shuffle(std::span<T> items)
    {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[below(std::uint32_t(i))]);
    }

private:
    explicit Random(const State &state) : m_state{state[0], state[1], state[2], state[3]} { }
    // The layers' right edges x[0..128] (x[0] = V / f(R) is the base
    // layer's virtual width, x[1] = R, x[128] = 0), and what normal() and
    // its callers compare and multiply with, in integers.
    struct Ziggurat
    {
        static constexpr unsigned kLayers = 128;
        static constexpr double kR = 3.442619855899;      // start of the tail
        static constexpr double kV = 9.91256303526217e-3; // area of each layer
        double x[kLayers + 1];
        std::int64_t edgeFixed[kLayers];  // x[i] * 2^60, exact
        std::int64_t ratioFixed[kLayers]; // x[i + 1] / x[i] * 2^52, rounded up: for an integer c,
                                          // c < x[i + 1] / x[i] * 2^52 exactly when c < ratioFixed[i]
        Ziggurat()
        {
            double f = std::exp(-0.5 * kR * kR);
            x[0] = kV / f;
            x[1] = kR;
            x[kLayers] = 0;
            for (unsigned i = 2; i < kLayers; ++i) {
                x[i] = std::sqrt(-2.0 * std::log(kV / x[i - 1] + f));
                f = std::exp(-0.5 * x[i] * x[i]);
            }
            for (unsigned i = 0; i < kLayers; ++i) {
                edgeFixed[i] = std::int64_t(std::ldexp(x[i], 60));
                ratioFixed[i] = std::int64_t(std::ceil(std::ldexp(x[i + 1] / x[i], 52)));
            }
        }
    };
    // Built once at start-up (no guard to test on every draw).
    static inline const Ziggurat s_ziggurat{};
    static const Ziggurat &ziggurat() { return s_ziggurat; }
    // Marsaglia's tail method: a deviate beyond +-R.
    double normalTail(bool negative);

    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static std::uint64_t splitMix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }

    std::uint64_t m_state[4];
};

} // namespace ratscrew
