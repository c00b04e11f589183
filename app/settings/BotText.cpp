// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/BotText.h"

#include "MatchSpeed.h"
#include "text/GameText.h"

#include <QLocale>

namespace ratscrew {

QString BotText::tooltip(const BotProfile &p, int learntFrom)
{
    const QLocale locale;
    const QString level = GameText::level(QString::fromStdString(p.level));
    QString text =
        tr("%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.")
            .arg(level, locale.toString(p.medianReactionMs), locale.toString(p.missChance * 100, 'f', 1),
                 locale.toString(p.falseSlapChance * 100, 'f', 1));
    if (p.level != BotProfile::kMatchLevel)
        return text;
    QStringList own;
    for (int i = 0; i < kSlapPatternCount; ++i) {
        if (p.patternMedianMs[std::size_t(i)])
            own << tr("%1 %2 ms")
                       .arg(GameText::pattern(SlapPattern(i)),
                            locale.toString(p.patternMedianMs[std::size_t(i)]));
    }
    text += QLatin1Char('\n')
            + (learntFrom < MatchSpeed::kMinSamples
                   ? tr("Too few times of yours yet: it plays as Normal until you have slapped a few times.")
                   : tr("Learnt from your last %n slap(s).", nullptr, learntFrom));
    if (!own.isEmpty())
        text += QLatin1Char('\n') + tr("Per pattern: %1.").arg(GameText::list(own));
    return text;
}

} // namespace ratscrew
