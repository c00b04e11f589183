// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstdint>
#include <limits>

namespace ratscrew {

/// e^x in plain arithmetic: Cody–Waite reduction to x = k·ln 2 + r with
/// |r| <= ln 2 / 2, a degree-12 Taylor polynomial for e^r (relative error
/// below 5e-16), and 2^k built from its bits. Infinity above 709.78, 0
/// below -708.
///
/// Why not std::exp: the bots draw a log-normal reaction time for every
/// card they see, and the result must replay the same from a seed on every
/// platform. Library exp() differs in the last bit between C libraries,
/// and on the x86-64 reference machine (glibc 2.36) its FMA variant leaves
/// the upper AVX state dirty, which made every call cost ~150 ns in a
/// portable build (docs/PERFORMANCE.md). This one is the same everywhere
/// (the hot libraries are built with -ffp-contract=off, so no compiler
/// fuses a multiply and an add) and takes a few nanoseconds: k is rounded
/// with the 1.5·2^52 shifter instead of two int conversions, and the
/// polynomial is evaluated in Estrin's form (four levels of independent
/// products instead of Horner's chain of twelve), which matters because
/// a reaction time is on the simulator's critical path.
inline double portableExp(double x)
{
    if (x > 709.78)
        return std::numeric_limits<double>::infinity();
    if (x < -708.0)
        return 0.0;
    constexpr double kLog2e = 1.4426950408889634074;
    constexpr double kLn2Hi = 6.93147180369123816490e-01; // ln 2 in two parts: k·kLn2Hi is exact
    constexpr double kLn2Lo = 1.90821492927058770002e-10;
    // Adding 1.5·2^52 rounds t = x·log2(e) to the nearest integer k, which
    // lands in the low bits of the sum (two's complement for k < 0).
    constexpr double kShifter = 0x1.8p52;
    const double shifted = x * kLog2e + kShifter;
    const auto kBits = std::bit_cast<std::uint64_t>(shifted);
    const double k = shifted - kShifter;
    const double r = (x - k * kLn2Hi) - k * kLn2Lo;
    // 1 + r + r^2/2! + ... + r^12/12!, paired by powers of r.
    const double r2 = r * r;
    const double r4 = r2 * r2;
    const double r8 = r4 * r4;
    const double p0 = (1.0 + r) + r2 * (1.0 / 2 + r * (1.0 / 6));
    const double p4 = (1.0 / 24 + r * (1.0 / 120)) + r2 * (1.0 / 720 + r * (1.0 / 5040));
    const double p8 = (1.0 / 40320 + r * (1.0 / 362880)) + r2 * (1.0 / 3628800 + r * (1.0 / 39916800))
                      + r4 * (1.0 / 479001600);
    const double p = p0 + r4 * p4 + r8 * p8;
    // 2^k as 2 · 2^(k-1): k reaches 1024 just below the overflow bound,
    // and 2^1024 is not a double. The shift drops the shifter's own bits.
    return (2 * p) * std::bit_cast<double>((kBits + 1022) << 52);
}

} // namespace ratscrew
