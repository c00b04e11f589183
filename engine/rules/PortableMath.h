// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <bit>
#include <cstdint>
#include <limits>

namespace ratscrew {

namespace detail {
// 2^(j/32) for j = 0..31, each the double nearest the exact value.
inline constexpr double kExp2Fractions[32] = {
    0x1.0000000000000p+0, 0x1.059b0d3158574p+0, 0x1.0b5586cf9890fp+0, 0x1.11301d0125b51p+0,
    0x1.172b83c7d517bp+0, 0x1.1d4873168b9aap+0, 0x1.2387a6e756238p+0, 0x1.29e9df51fdee1p+0,
    0x1.306fe0a31b715p+0, 0x1.371a7373aa9cbp+0, 0x1.3dea64c123422p+0, 0x1.44e086061892dp+0,
    0x1.4bfdad5362a27p+0, 0x1.5342b569d4f82p+0, 0x1.5ab07dd485429p+0, 0x1.6247eb03a5585p+0,
    0x1.6a09e667f3bcdp+0, 0x1.71f75e8ec5f74p+0, 0x1.7a11473eb0187p+0, 0x1.82589994cce13p+0,
    0x1.8ace5422aa0dbp+0, 0x1.93737b0cdc5e5p+0, 0x1.9c49182a3f090p+0, 0x1.a5503b23e255dp+0,
    0x1.ae89f995ad3adp+0, 0x1.b7f76f2fb5e47p+0, 0x1.c199bdd85529cp+0, 0x1.cb720dcef9069p+0,
    0x1.d5818dcfba487p+0, 0x1.dfc97337b9b5fp+0, 0x1.ea4afa2a490dap+0, 0x1.f50765b6e4540p+0,
};
} // namespace detail

/// The high 64 bits of the 128-bit product a · b, floor(a · b / 2^64), from
/// four products of 32-bit halves (a = ah · 2^32 + al, al unsigned): for
/// compilers without a 128-bit integer, and to test mulHigh() against.
inline std::int64_t mulHighPortable(std::int64_t a, std::int64_t b)
{
    const std::int64_t ah = a >> 32, bh = b >> 32;
    const std::uint64_t al = std::uint32_t(a), bl = std::uint32_t(b);
    const std::uint64_t low = al * bl;
    const std::int64_t middle1 = ah * std::int64_t(bl) + std::int64_t(low >> 32);
    const std::int64_t middle2 = std::int64_t(al) * bh + (middle1 & 0xffffffff);
    return ah * bh + (middle1 >> 32) + (middle2 >> 32);
}

/// The high 64 bits of the 128-bit product a · b: floor(a · b / 2^64).
inline std::int64_t mulHigh(std::int64_t a, std::int64_t b)
{
#if defined(__SIZEOF_INT128__)
    __extension__ using Int128 = __int128; // GCC and Clang; __extension__: not ISO C++
    return std::int64_t(Int128(a) * b >> 64);
#else
    return mulHighPortable(a, b);
#endif
}

/// e^x in plain arithmetic, with a relative error below 1e-15: x is split
/// as k·ln 2 / 32 + r with |r| <= ln 2 / 64, so e^x = 2^(k div 32) ·
/// 2^((k mod 32) / 32) · e^r, the middle factor from a table of 32 and e^r
/// from its Taylor polynomial of degree 6. Infinity above 709.78, 0 below
/// -708.
///
/// Why not std::exp: the bots draw a log-normal reaction time for every
/// card they see, and the result must replay the same from a seed on every
/// platform, while library exp() differs in the last bit between C
/// libraries. This one is the same everywhere (every target is built with
/// -ffp-contract=off, so no compiler fuses a multiply and an add). How it
/// was made fast is in docs/PERFORMANCE.md.
inline double portableExp(double x)
{
    if (x > 709.78)
        return std::numeric_limits<double>::infinity();
    if (x < -708.0)
        return 0.0;
    constexpr double kScale = 32 * 1.4426950408889634074; // 32 / ln 2
    // ln 2 / 32 in two parts: k·kLn2Hi is exact for every k here.
    constexpr double kLn2Hi = 6.93147180369123816490e-01 / 32;
    constexpr double kLn2Lo = 1.90821492927058770002e-10 / 32;
    // Adding 1.5·2^52 rounds x·32/ln 2 to the nearest integer k, which
    // lands in the low bits of the sum: 2^51 + k, so k mod 32 in the lowest
    // five and k div 32 (rounded down) above them.
    constexpr double kShifter = 0x1.8p52;
    const double shifted = x * kScale + kShifter;
    const auto kBits = std::bit_cast<std::uint64_t>(shifted);
    const double k = shifted - kShifter;
    const double r = (x - k * kLn2Hi) - k * kLn2Lo;
    const double r2 = r * r;
    const double r4 = r2 * r2;
    const double p =
        ((1.0 + r) + r2 * (1.0 / 2 + r * (1.0 / 6))) + r4 * ((1.0 / 24 + r * (1.0 / 120)) + r2 * (1.0 / 720));
    const double fraction = detail::kExp2Fractions[kBits & 31] * p;
    // 2^(k div 32) from its bits (the shift drops the shifter's own): k div
    // 32 is -1022..1024 here, and 2^1024 is not a double, so the top of the
    // range (where the fraction is below 1) is scaled in two exact steps.
    const std::uint64_t exponent = (kBits >> 5) + 1023;
    if (x > 709.0)
        return fraction * 2.0 * std::bit_cast<double>((exponent - 1) << 52);
    return fraction * std::bit_cast<double>(exponent << 52);
}

} // namespace ratscrew
