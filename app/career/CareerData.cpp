// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/CareerData.h"

#include <QJsonArray>

#include <variant>

namespace ratscrew {

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

struct ResultName
{
    CareerResult result;
    const char *id;
};
constexpr ResultName kResults[] = {{CareerResult::Playing, "playing"},
                                   {CareerResult::Won, "won"},
                                   {CareerResult::Lost, "lost"},
                                   {CareerResult::Draw, "draw"},
                                   {CareerResult::Abandoned, "abandoned"}};

} // namespace

QString careerResultId(CareerResult result)
{
    for (const ResultName &r : kResults) {
        if (r.result == result)
            return QString::fromLatin1(r.id);
    }
    return QStringLiteral("abandoned");
}

std::optional<CareerResult> parseCareerResult(const QString &id)
{
    for (const ResultName &r : kResults) {
        if (id == QLatin1String(r.id))
            return r.result;
    }
    return std::nullopt;
}

QString practiceOutcomeId(CareerPracticeSlap::Outcome outcome)
{
    switch (outcome) {
    case CareerPracticeSlap::Outcome::Hit:
        return QStringLiteral("hit");
    case CareerPracticeSlap::Outcome::False:
        return QStringLiteral("false");
    case CareerPracticeSlap::Outcome::Missed:
        break;
    }
    return QStringLiteral("missed");
}

QString patternList(PatternSet patterns)
{
    QStringList ids;
    for (SlapPattern p : patterns.toList())
        ids << fromStd(patternId(p));
    // Never a null string: SQL would store it as NULL.
    return ids.isEmpty() ? QStringLiteral("") : ids.join(QLatin1Char(','));
}

PatternSet parsePatternList(const QString &text)
{
    PatternSet set;
    for (const QString &id : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (const auto p = parsePatternId(id.trimmed().toStdString()))
            set.insert(*p);
    }
    return set;
}

} // namespace ratscrew
