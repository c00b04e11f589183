// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppSettings.h"

#include <QSettings>

#include <algorithm>
#include <type_traits>

namespace ratscrew {

namespace {

// Reads a number in [min, max]: out of range is clamped, garbage falls
// back to `fallback`; both are noted in `problems`.
template <typename T>
T readNumber(QSettings &s, const QString &key, T fallback, T min, T max, QStringList &problems)
{
    if (!s.contains(key))
        return fallback;
    const QString text = s.value(key).toString().trimmed();
    bool ok = false;
    T value{};
    if constexpr (std::is_integral_v<T>)
        value = text.toInt(&ok);
    else
        value = text.toDouble(&ok);
    if (!ok || value != value) { // NaN reads as a number
        problems << QStringLiteral("%1: '%2' is not a number, using %3").arg(key, text).arg(fallback);
        return fallback;
    }
    const T clamped = std::clamp(value, min, max);
    if (clamped != value)
        problems << QStringLiteral("%1: %2 is out of range %3..%4, using %5")
                        .arg(key)
                        .arg(value)
                        .arg(min)
                        .arg(max)
                        .arg(clamped);
    return clamped;
}

bool readBool(QSettings &s, const QString &key, bool fallback, QStringList &problems)
{
    if (!s.contains(key))
        return fallback;
    const QString text = s.value(key).toString().trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    problems << QStringLiteral("%1: '%2' is not true or false, using %3")
                    .arg(key, s.value(key).toString(), fallback ? QStringLiteral("true") : QStringLiteral("false"));
    return fallback;
}

} // namespace

QStringList AppSettings::load(QSettings &store)
{
    QStringList problems;
    const AppSettings defaults;
    volume = readNumber(store, QStringLiteral("sound/volume"), defaults.volume, 0, 100, problems);
    muted = readBool(store, QStringLiteral("sound/muted"), defaults.muted, problems);
    animationScale = readNumber(store, QStringLiteral("display/animationScale"), defaults.animationScale, 0.0, 3.0, problems);
    fourColourDeck = readBool(store, QStringLiteral("display/fourColourDeck"), defaults.fourColourDeck, problems);
    pauseOnFocusLoss = readBool(store, QStringLiteral("game/pauseOnFocusLoss"), defaults.pauseOnFocusLoss, problems);
    logVisible = readBool(store, QStringLiteral("window/logVisible"), defaults.logVisible, problems);
    windowGeometry = store.value(QStringLiteral("window/geometry")).toByteArray();
    windowState = store.value(QStringLiteral("window/state")).toByteArray();
    return problems;
}

void AppSettings::save(QSettings &store) const
{
    store.setValue(QStringLiteral("sound/volume"), volume);
    store.setValue(QStringLiteral("sound/muted"), muted);
    store.setValue(QStringLiteral("display/animationScale"), animationScale);
    store.setValue(QStringLiteral("display/fourColourDeck"), fourColourDeck);
    store.setValue(QStringLiteral("game/pauseOnFocusLoss"), pauseOnFocusLoss);
    store.setValue(QStringLiteral("window/logVisible"), logVisible);
    store.setValue(QStringLiteral("window/geometry"), windowGeometry);
    store.setValue(QStringLiteral("window/state"), windowState);
}

} // namespace ratscrew
