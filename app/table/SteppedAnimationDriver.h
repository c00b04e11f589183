// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAnimationDriver>

namespace ratscrew {

/// Animation time that moves only when told, as ManualScheduler does for
/// the game's clock: once install()ed, every running QVariantAnimation
/// (the table's flights, sweeps and flashes) moves `ms` forward per step(),
/// one display frame at a time. For tests and benchmarks.
class SteppedAnimationDriver : public QAnimationDriver
{
public:
    void step(qint64 ms)
    {
        m_ms += ms;
        advance();
    }
    qint64 elapsed() const override { return m_ms; }

private:
    qint64 m_ms = 0;
};

} // namespace ratscrew
