// SPDX-License-Identifier: GPL-3.0-or-later
#include "Random.h"

#include "PortableMath.h"

namespace ratscrew {

double Random::normalOutsideRectangle(double u, unsigned i)
{
    if (i == 0)
        return normalTail(u < 0);
    const Ziggurat &z = ziggurat();
    const double x = u * z.x[i];
    const double f0 = portableExp(-0.5 * (z.x[i] * z.x[i] - x * x));
    const double f1 = portableExp(-0.5 * (z.x[i + 1] * z.x[i + 1] - x * x));
    if (f1 + uniform() * (f0 - f1) < 1.0)
        return x;
    return normal(); // outside the wedge: a new draw, from the start
}

double Random::normalTail(bool negative)
{
    double x = 0, y = 0;
    do {
        x = std::log(1.0 - uniform()) / Ziggurat::kR; // log of (0, 1]
        y = std::log(1.0 - uniform());
    } while (-2.0 * y < x * x);
    return negative ? x - Ziggurat::kR : Ziggurat::kR - x;
}

} // namespace ratscrew
