// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/GameText.h"

#include <QLocale>
#include <QStringList>

namespace ratscrew {

QString GameText::rank(Rank rank)
{
    if (rank == Rank::Joker)
        return tr("Joker");
    if (rank == Rank::Ten)
        return QStringLiteral("10");
    return QString(QLatin1Char(rankLetter(rank)));
}

QString GameText::card(Card card)
{
    if (card.isJoker())
        return rank(Rank::Joker);
    static const QString suits[] = {QStringLiteral("♣"), QStringLiteral("♦"), QStringLiteral("♥"),
                                    QStringLiteral("♠")};
    return rank(card.rank()) + suits[int(card.suit())];
}

QString GameText::cards(std::span<const Card> cards)
{
    QStringList parts;
    for (Card c : cards)
        parts << card(c);
    return parts.join(QLatin1Char(' '));
}

QString GameText::pattern(SlapPattern pattern)
{
    switch (pattern) {
    case SlapPattern::Double:
        return tr("Double");
    case SlapPattern::Triple:
        return tr("Triple");
    case SlapPattern::Sandwich:
        return tr("Sandwich");
    case SlapPattern::TopBottom:
        return tr("Top and bottom");
    case SlapPattern::Tens:
        return tr("Tens");
    case SlapPattern::Ten:
        return tr("Ten");
    case SlapPattern::TensSandwich:
        return tr("Tens sandwich");
    case SlapPattern::ThreeTens:
        return tr("Three for ten");
    case SlapPattern::FourInARow:
        return tr("Four in a row");
    case SlapPattern::RunOfThree:
        return tr("Run of three");
    case SlapPattern::Marriage:
        return tr("Marriage");
    case SlapPattern::Joker:
        return tr("Joker");
    case SlapPattern::ThreeOfASuit:
        return tr("Three of a suit");
    }
    return QString::fromLatin1(patternId(pattern));
}

QString GameText::patterns(PatternSet patterns)
{
    QStringList names;
    for (SlapPattern p : patterns.toList())
        names << pattern(p);
    return names.join(QStringLiteral(", "));
}

QString GameText::level(const QString &levelId)
{
    if (levelId.isEmpty())
        return QStringLiteral("—");
    if (levelId == QLatin1String("beginner"))
        return tr("Beginner");
    if (levelId == QLatin1String("easy"))
        return tr("Easy");
    if (levelId == QLatin1String("normal"))
        return tr("Normal");
    if (levelId == QLatin1String("hard"))
        return tr("Hard");
    if (levelId == QLatin1String("expert"))
        return tr("Expert");
    if (levelId.startsWith(QLatin1String("custom")))
        return tr("Custom");
    if (levelId == QLatin1String("match"))
        return tr("Match my speed");
    if (levelId == QLatin1String("person"))
        return tr("Person", "a seat played by someone at the keyboard");
    return levelId;
}

QString GameText::key(const QKeySequence &key)
{
    return key.toString(QKeySequence::NativeText);
}

QString GameText::slapTime(int ms)
{
    if (ms >= 0)
        return tr("%1 ms", "a slap's time after the card became visible").arg(QLocale().toString(ms));
    return tr("%1 ms before the card was visible").arg(QLocale().toString(-qint64(ms)));
}

} // namespace ratscrew
