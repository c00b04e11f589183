// SPDX-License-Identifier: GPL-3.0-or-later
#include "BotMind.h"

#include <algorithm>

namespace ratscrew {

BotMind::BotMind(const BotProfile &profile, std::uint64_t seed)
    : m_profile(profile), m_odds(profile), m_playDelay(BotBrain::playDelay(profile)), m_random(seed)
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

} // namespace ratscrew
