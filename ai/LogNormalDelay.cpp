// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogNormalDelay.h"

#include <bit>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace ratscrew {

namespace {

// How far a bucket's entry must hold beyond the bucket, in z, and how far
// from the next whole millisecond the delay must stay, relative. Both are
// thousands of times the errors they cover:
// - the index: z lands in the bucket of (z + 4) · 4096, within 2^-50 of
//   exact (z + 4 rounds once; the product by a power of two is exact);
// - the delay: median · portableExp(sigma · z) is within 3e-15 of the
//   exact median · e^(sigma·z) (sigma · z rounds once, at most |sigma · z|
//   · 2^-53 ≤ 2e-15 in e^(…) for |sigma| ≤ 4, |z| < 4; portableExp is
//   within 1e-15; the product rounds once). The endpoints below are
//   computed the same way, so a computed delay inside the bucket lies
//   between the endpoints' widened by 6e-15, far inside kValueMargin.
// e^x is increasing, so the exact delay over a bucket lies between its
// values at the ends, and int(clamp(·)) is non-decreasing: if it gives one
// int at both widened ends, it gives that int for every z of the bucket.
constexpr double kZMargin = 1e-12;
constexpr double kValueMargin = 1e-12;

int clampedMs(double ms)
{
    return int(std::clamp(ms, 80.0, 5000.0));
}

// A table for (medianMs, sigma): see LogNormalDelay.
std::unique_ptr<std::int16_t[]> makeTable(double medianMs, double sigma)
{
    constexpr std::size_t n = LogNormalDelay::kBuckets;
    auto table = std::make_unique<std::int16_t[]>(n + 1);
    auto delayAt = [&](double z) { return medianMs * portableExp(sigma * z); };
    for (std::size_t k = 0; k < n; ++k) {
        const double from = double(k) / LogNormalDelay::kBucketsPerUnit - LogNormalDelay::kRange;
        const double to = double(k + 1) / LogNormalDelay::kBucketsPerUnit - LogNormalDelay::kRange;
        const double a = delayAt(from - kZMargin);
        const double b = delayAt(to + kZMargin);
        const int low = clampedMs(std::min(a, b) * (1 - kValueMargin));
        const int high = clampedMs(std::max(a, b) * (1 + kValueMargin));
        table[k] = low == high ? std::int16_t(low) : std::int16_t(-1);
    }
    table[n] = -1; // a z that rounds up to the end
    return table;
}

// The tables of the process, by shape (the doubles' bits), made on first
// use and kept to the end.
const std::int16_t *tableFor(double medianMs, double sigma)
{
    static std::mutex lock;
    static std::map<std::pair<std::uint64_t, std::uint64_t>, std::unique_ptr<std::int16_t[]>> tables;
    const std::pair key{std::bit_cast<std::uint64_t>(medianMs), std::bit_cast<std::uint64_t>(sigma)};
    const std::lock_guard guard(lock);
    if (const auto it = tables.find(key); it != tables.end())
        return it->second.get();
    if (tables.size() >= LogNormalDelay::kMaxTables)
        return nullptr;
    return tables.emplace(key, makeTable(medianMs, sigma)).first->second.get();
}

} // namespace

LogNormalDelay::LogNormalDelay(double medianMs, double sigma) : m_medianMs(medianMs), m_sigma(sigma)
{
    // Outside these the error bounds above are not shown (and no profile
    // goes there: medians 100..5000 ms, spreads 0..1).
    if (medianMs > 0 && medianMs < 1e6 && std::abs(sigma) <= 4)
        m_table = tableFor(medianMs, sigma);
}

} // namespace ratscrew
