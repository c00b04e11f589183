// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotMind.h"

#include <algorithm>

namespace ratscrew {

BotMind::BotMind(const BotProfile &profile, std::uint64_t seed)
    : m_profile(profile), m_random(seed)
{
}

void BotMind::setPlaySpeedFactor(double factor)
{
    m_playFactor = std::clamp(factor, 0.25, 4.0);
}

void BotMind::reset()
{
    m_slapGeneration = ~std::uint64_t(0);
    m_playGeneration = ~std::uint64_t(0);
}

BotPlan BotMind::observe(const BotView &view)
{
    BotPlan plan;
    if (view.generation != m_slapGeneration) {
        // The played cards changed: an earlier decision is about a pile
        // that no longer exists.
        m_slapGeneration = view.generation;
        plan.slap = BotPlan::Timer::Stop;
        if (view.canSlap && view.rules && !view.played.empty()) {
            const SlapDecision d = BotBrain::decideSlap(m_profile, *view.rules, view.played, view.patterns, m_random);
            if (d.slap) {
                plan.slap = BotPlan::Timer::Start;
                plan.slapDelayMs = m_revealMs + d.delayMs;
                plan.recognised = d.recognised;
            }
        }
    }
    if (!view.myTurn) {
        plan.play = BotPlan::Timer::Stop;
    } else if (!view.playPending || view.generation != m_playGeneration) {
        m_playGeneration = view.generation;
        plan.play = BotPlan::Timer::Start;
        plan.playDelayMs = m_revealMs + int(BotBrain::playDelayMs(m_profile, m_random) * m_playFactor);
    }
    return plan;
}

} // namespace ratscrew
