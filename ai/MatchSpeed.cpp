// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatchSpeed.h"

#include "BotBrain.h"
#include "Random.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ratscrew {

int MatchSpeed::medianOf(std::vector<int> values)
{
    if (values.empty())
        return -1;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

namespace {

const BotProfile &expert()
{
    static const BotProfile p = *BotProfile::forLevel("expert");
    return p;
}

const BotProfile &beginner()
{
    static const BotProfile p = *BotProfile::forLevel("beginner");
    return p;
}

double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

} // namespace

int MatchSpeed::fastestMedianMs()
{
    return expert().medianReactionMs;
}

int MatchSpeed::slowestMedianMs()
{
    return int(std::lround(beginner().medianReactionMs * kFloorFactor));
}

void MatchSpeed::add(PatternSet patterns, Call call, int ms)
{
    if (ms < 0 || (patterns.empty() && call == Call::None))
        return;
    m_samples.push_back({patterns, call, ms});
    if (int(m_samples.size()) > kWindow)
        m_samples.pop_front();
}

BotProfile MatchSpeed::profile() const
{
    BotProfile p = *BotProfile::forLevel("normal");
    p.level = std::string(BotProfile::kMatchLevel);
    if (m_samples.empty())
        return p;
    // The overall median stands for a double: take away what the person's
    // times spent on harder patterns, as the bots' model adds it.
    std::vector<int> all;
    std::array<std::vector<int>, kSlapPatternCount> perPattern;
    std::vector<int> calls;
    for (const Sample &s : m_samples) {
        if (s.call != Call::None) {
            calls.push_back(s.ms);
            continue;
        }
        all.push_back(s.ms - BotBrain::recognitionCostMs(s.patterns));
        for (SlapPattern pattern : s.patterns.toList())
            perPattern[std::size_t(pattern)].push_back(s.ms);
    }
    if (int(all.size()) < kMinSamples)
        return p; // too few to tell: normal's
    const int base = medianOf(all);
    p.medianReactionMs = std::clamp(base, fastestMedianMs(), slowestMedianMs());
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const std::vector<int> &times = perPattern[std::size_t(i)];
        if (int(times.size()) < kMinSamples)
            continue;
        const int cost = BotBrain::recognitionCostMs(SlapPattern(i));
        const int low = expert().medianReactionMs + cost;
        const int high = int(std::lround((beginner().medianReactionMs + cost) * kFloorFactor));
        // A pattern's own median, drawn towards the overall one while it
        // rests on few times (kShrinkSamples of them weigh half).
        const double weight = double(times.size()) / double(times.size() + kShrinkSamples);
        const double own = p.medianReactionMs + cost + weight * (medianOf(times) - p.medianReactionMs - cost);
        p.patternMedianMs[std::size_t(i)] =
            std::uint16_t(std::clamp(int(std::lround(own)), low, std::min(high, 3000)));
    }
    // The rest follows the median: between the two named levels around it
    // (beginner's below beginner), so that a bot at a level's median plays
    // with that level's numbers.
    const auto &names = BotProfile::levelNames(); // weakest (slowest) first
    BotProfile slow = *BotProfile::forLevel(names.front()), fast = slow;
    double t = 0;
    for (std::size_t i = 0; i + 1 < names.size(); ++i) {
        const BotProfile a = *BotProfile::forLevel(names[i]), b = *BotProfile::forLevel(names[i + 1]);
        if (p.medianReactionMs <= a.medianReactionMs && p.medianReactionMs >= b.medianReactionMs) {
            slow = a;
            fast = b;
            t = double(a.medianReactionMs - p.medianReactionMs)
                / double(a.medianReactionMs - b.medianReactionMs);
            break;
        }
    }
    p.spread = lerp(slow.spread, fast.spread, t);
    p.missChance = lerp(slow.missChance, fast.missChance, t);
    p.falseSlapChance = lerp(slow.falseSlapChance, fast.falseSlapChance, t);
    p.playDelayMs = int(std::lround(lerp(slow.playDelayMs, fast.playDelayMs, t)));
    p.callMissChance = lerp(slow.callMissChance, fast.callMissChance, t);
    p.falseCallChance = lerp(slow.falseCallChance, fast.falseCallChance, t);
    if (int(calls.size()) >= kMinSamples)
        p.callCostMs = std::clamp(medianOf(calls) - p.medianReactionMs, 0, 2000);
    else
        p.callCostMs = int(std::lround(lerp(slow.callCostMs, fast.callCostMs, t)));
    return p;
}

MatchSpeed MatchSpeed::fromProfile(const BotProfile &person, const RuleSet &rules, std::uint64_t seed)
{
    MatchSpeed speed;
    Random random(seed);
    const std::vector<SlapPattern> patterns = rules.slaps.toList();
    if (patterns.empty())
        return speed;
    for (int i = 0; i < kWindow; ++i) {
        const PatternSet one{patterns[std::size_t(i) % patterns.size()]};
        speed.add(one, Call::None, BotBrain::slapOn(person, one, random).delayMs);
    }
    return speed;
}

} // namespace ratscrew
