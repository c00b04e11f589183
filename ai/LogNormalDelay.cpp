// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogNormalDelay.h"

#include <array>
#include <atomic>
#include <bit>
#include <memory>
#include <mutex>
#include <utility>

namespace ratscrew {

namespace {

// How far a bucket's entry must hold beyond the bucket, in z, and how far
// from the next whole millisecond the delay must stay, relative: each is
// more than 150 times the error it covers:
// - the index: z lands in the bucket of (z + 4) · 8192, where z + 4 rounds
//   once, by at most 2^-50 (the product by a power of two is exact);
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
        const int low = LogNormalDelay::clampedMs(std::min(a, b) * (1 - kValueMargin));
        const int high = LogNormalDelay::clampedMs(std::max(a, b) * (1 + kValueMargin));
        table[k] = low == high ? std::int16_t(low) : std::int16_t(-1);
    }
    table[n] = -1; // a z that rounds up to the end
    return table;
}

// The tables of the process, by shape (the doubles' bits), made on first
// use and kept to the end. Every bot of every game looks its shapes up
// (eight look-ups a game of four), on every thread at once: a look-up of a
// published table takes no lock, only an acquire of the count (entries
// below it are written before it grows and never change); making one
// takes the lock.
class Tables
{
public:
    const std::int16_t *find(double medianMs, double sigma)
    {
        const Key key{std::bit_cast<std::uint64_t>(medianMs), std::bit_cast<std::uint64_t>(sigma)};
        if (const std::int16_t *table = published(key, m_count.load(std::memory_order_acquire)))
            return table;
        const std::lock_guard guard(m_lock);
        const std::size_t count = m_count.load(std::memory_order_relaxed);
        if (const std::int16_t *table = published(key, count))
            return table;
        if (count == m_entries.size())
            return nullptr;
        m_entries[count] = {key, makeTable(medianMs, sigma)};
        m_count.store(count + 1, std::memory_order_release);
        return m_entries[count].table.get();
    }

private:
    using Key = std::pair<std::uint64_t, std::uint64_t>;
    struct Entry
    {
        Key key;
        std::unique_ptr<std::int16_t[]> table;
    };
    const std::int16_t *published(const Key &key, std::size_t count) const
    {
        for (std::size_t i = 0; i < count; ++i)
            if (m_entries[i].key == key)
                return m_entries[i].table.get();
        return nullptr;
    }

    std::array<Entry, LogNormalDelay::kMaxTables> m_entries;
    std::atomic<std::size_t> m_count{0};
    std::mutex m_lock;
};

} // namespace

LogNormalDelay::LogNormalDelay(double medianMs, double sigma) : m_medianMs(medianMs), m_sigma(sigma)
{
    // Outside these the error bounds above are not shown (and no profile
    // goes there: medians 100..5000 ms, spreads 0..1).
    if (medianMs > 0 && medianMs < 1e6 && std::abs(sigma) <= 4) {
        static Tables tables;
        m_table = tables.find(medianMs, sigma);
    }
}

} // namespace ratscrew
