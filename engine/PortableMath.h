// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstdint>
#include <limits>

namespace ratscrew {

/// e^x in plain arithmetic: Cody–Waite reduction to x = k·ln 2 + r with
/// |r| <= ln 2 / 2, a degree-12 Taylor polynomial for e^r (relative error
/// below 2e-16), and 2^k built from its bits. Infinity above 709.7, 0
/// below -708.
///
/// Why not std::exp: the bots draw a log-normal reaction time for every
/// card they see, and the result must replay the same from a seed on every
/// platform. Library exp() differs in the last bit between C libraries,
/// and on the x86-64 reference machine (glibc 2.36) its FMA variant leaves
/// the upper AVX state dirty, which made every call cost ~150 ns in a
/// portable build (docs/PERFORMANCE.md). This one is the same everywhere
/// and takes a few nanoseconds.
inline double portableExp(double x)
{
    if (x > 709.78)
        return std::numeric_limits<double>::infinity();
    if (x < -708.0)
        return 0.0;
    constexpr double kLog2e = 1.4426950408889634074;
    constexpr double kLn2Hi = 6.93147180369123816490e-01; // ln 2 in two parts: k·kLn2Hi is exact
    constexpr double kLn2Lo = 1.90821492927058770002e-10;
    const double t = x * kLog2e;
    const int k = int(t + 1024.5) - 1024; // round to nearest; t + 1024.5 > 0, so no branch on the sign
    const double r = (x - k * kLn2Hi) - k * kLn2Lo;
    // 1 + r + r^2/2! + ... + r^12/12!, in Horner form written out.
    const double p =
        1.0 + r * (1.0 + r * (1.0 / 2 + r * (1.0 / 6 + r * (1.0 / 24 + r * (1.0 / 120 + r * (1.0 / 720
        + r * (1.0 / 5040 + r * (1.0 / 40320 + r * (1.0 / 362880 + r * (1.0 / 3628800
        + r * (1.0 / 39916800 + r * (1.0 / 479001600))))))))))));
    return p * std::bit_cast<double>(std::uint64_t(k + 1023) << 52);
}

} // namespace ratscrew
