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
    /// Ms stepped since the driver last started: Qt's animation timer
    /// starts it again whenever animations begin after none ran, and adds
    /// this to the time it had (as it does with the default driver's clock).
    qint64 elapsed() const override { return m_ms; }

protected:
    void start() override
    {
        m_ms = 0;
        QAnimationDriver::start();
    }

private:
    qint64 m_ms = 0;
};

} // namespace ratscrew
