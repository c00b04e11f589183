// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/Standing.h"

#include "BotProfile.h"
#include "text/GameText.h"

#include <QLocale>
#include <QStringList>

#include <cmath>

namespace ratscrew {

double Standing::shareOfLevelSlower(int ms, const QString &level)
{
    const std::optional<BotProfile> p = BotProfile::forLevel(level.toStdString());
    if (!p || ms <= 0)
        return 0;
    if (p->spread <= 0)
        return ms < p->medianReactionMs ? 1 : 0;
    const double z = (std::log(double(ms)) - std::log(double(p->medianReactionMs))) / p->spread;
    return 0.5 * std::erfc(z / std::sqrt(2.0)); // P(slower) = 1 - Φ(z)
}

double Standing::shareSlower(int ms, const QList<int> &times)
{
    if (times.isEmpty())
        return -1;
    double slower = 0;
    for (int t : times)
        slower += t > ms ? 1.0 : t == ms ? 0.5 : 0.0;
    return slower / double(times.size());
}

QString Standing::againstTheBots(int ms)
{
    if (ms <= 0)
        return {};
    QStringList items;
    for (std::string_view level : BotProfile::levelNames()) {
        const QString id = QString::fromLatin1(level.data(), qsizetype(level.size()));
        items << tr("%1 %2", "a bot level's name, then the share of its slaps slower than yours")
                     .arg(GameText::level(id), GameText::percent(shareOfLevelSlower(ms, id)))
                     .replace(QLatin1Char(' '), QChar(0x00A0)); // a level and its share on one line
    }
    return tr("Against the bots, the share of their slaps slower than your median of %1 ms: %2.")
        .arg(QLocale().toString(ms), GameText::list(items));
}

QString Standing::againstYourself(int ms, const QList<int> &times, bool slaps)
{
    const double share = shareSlower(ms, times);
    if (ms <= 0 || share < 0)
        return {};
    const int n = int(times.size());
    return slaps ? tr("Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).",
                      nullptr, n)
                       .arg(QLocale().toString(ms), GameText::percent(share))
                 : tr("Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).",
                      nullptr, n)
                       .arg(QLocale().toString(ms), GameText::percent(share));
}

} // namespace ratscrew
