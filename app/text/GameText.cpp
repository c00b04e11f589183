// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/GameText.h"

#include "SlapPatterns.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace ratscrew {

namespace {

std::atomic<GameText::CardMarks> g_cardMarks{GameText::CardMarks::French};

// The top `count` cards' ranks as "5-7-5" (oldest first).
QString topRankList(const QList<Card> &played, int count, const QString &separator = QStringLiteral("-"))
{
    QStringList parts;
    for (qsizetype i = std::max<qsizetype>(0, played.size() - count); i < played.size(); ++i)
        parts << GameText::rank(played.at(i).rank());
    return parts.join(separator);
}

// One pattern with its cards: "a sandwich 5-7-5".
QString onePatternPhrase(SlapPattern p, const QList<Card> &played)
{
    const int span = patternSpan(p, std::span<const Card>(played.constData(), std::size_t(played.size())));
    switch (p) {
    case SlapPattern::Double:
        return GameText::tr("a double %1").arg(topRankList(played, span));
    case SlapPattern::Triple:
        return GameText::tr("a triple %1").arg(topRankList(played, span));
    case SlapPattern::Sandwich:
        return GameText::tr("a sandwich %1").arg(topRankList(played, span));
    case SlapPattern::TopBottom:
        return GameText::tr("top and bottom %1…%2")
            .arg(GameText::rank(played.first().rank()), GameText::rank(played.last().rank()));
    case SlapPattern::Tens:
        return GameText::tr("tens %1").arg(topRankList(played, span));
    case SlapPattern::Ten:
        return GameText::tr("a ten");
    case SlapPattern::TensSandwich:
        return GameText::tr("a tens sandwich %1").arg(topRankList(played, span));
    case SlapPattern::ThreeTens:
        return GameText::tr("three for ten %1").arg(topRankList(played, span, QStringLiteral("+")));
    case SlapPattern::FourInARow:
        return GameText::tr("four in a row %1").arg(topRankList(played, span));
    case SlapPattern::RunOfThree:
        return GameText::tr("a run of three %1").arg(topRankList(played, span));
    case SlapPattern::Marriage:
        return GameText::tr("a marriage %1").arg(topRankList(played, span));
    case SlapPattern::Joker:
        return GameText::tr("a joker");
    case SlapPattern::ThreeOfASuit:
        return GameText::tr("three of a suit %1").arg(GameText::suit(played.last().suit()));
    case SlapPattern::FourOfASuit:
        return GameText::tr("four of a suit %1").arg(GameText::suit(played.last().suit()));
    case SlapPattern::Divorce:
        return GameText::tr("a divorce %1").arg(topRankList(played, span));
    case SlapPattern::BigMac:
        return GameText::tr("a big mac %1").arg(topRankList(played, span));
    }
    return {};
}

} // namespace

void GameText::setCardMarks(CardMarks marks)
{
    g_cardMarks = marks;
}

GameText::CardMarks GameText::cardMarks()
{
    return g_cardMarks;
}

QString GameText::rank(Rank rank)
{
    if (rank == Rank::Joker)
        return tr("Joker");
    if (rank == Rank::Ten)
        return QStringLiteral("10");
    if (cardMarks() == CardMarks::German) {
        // The indices a German-suited deck prints: Unter, Ober, König, Daus.
        switch (rank) {
        case Rank::Jack:
            return QStringLiteral("U");
        case Rank::Queen:
            return QStringLiteral("O");
        case Rank::Ace:
            return QStringLiteral("D");
        default:
            break;
        }
    }
    return QString(QLatin1Char(rankLetter(rank)));
}

QString GameText::suit(Suit suit)
{
    if (cardMarks() == CardMarks::German) {
        switch (suit) {
        case Suit::Clubs:
            return tr("Acorns", "German suits: the suit in the place of clubs");
        case Suit::Diamonds:
            return tr("Bells", "German suits: the suit in the place of diamonds");
        case Suit::Hearts:
            return tr("Hearts", "German suits: the suit in the place of hearts");
        case Suit::Spades:
            return tr("Leaves", "German suits: the suit in the place of spades");
        case Suit::None:
            break;
        }
        return {};
    }
    switch (suit) {
    case Suit::Clubs:
        return QStringLiteral("♣");
    case Suit::Diamonds:
        return QStringLiteral("♦");
    case Suit::Hearts:
        return QStringLiteral("♥");
    case Suit::Spades:
        return QStringLiteral("♠");
    case Suit::None:
        break;
    }
    return {};
}

QString GameText::card(Card card)
{
    if (card.isJoker())
        return rank(Rank::Joker);
    if (cardMarks() == CardMarks::German) {
        // One sentence per suit, so that a language may say the suit as an
        // adjective agreeing with the card (Polish "U żołędny").
        const QString index = rank(card.rank());
        switch (card.suit()) {
        case Suit::Clubs:
            //: A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. "U of Acorns".
            return tr("%1 of Acorns").arg(index);
        case Suit::Diamonds:
            //: A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. "U of Bells".
            return tr("%1 of Bells").arg(index);
        case Suit::Hearts:
            //: A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. "U of Hearts".
            return tr("%1 of Hearts").arg(index);
        case Suit::Spades:
            //: A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. "U of Leaves".
            return tr("%1 of Leaves").arg(index);
        case Suit::None:
            break;
        }
        return index;
    }
    return rank(card.rank()) + suit(card.suit());
}

QString GameText::cards(std::span<const Card> cards)
{
    QStringList parts;
    for (Card c : cards)
        parts << card(c);
    return parts.join(cardMarks() == CardMarks::German ? QStringLiteral(", ") : QStringLiteral(" "));
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
    case SlapPattern::FourOfASuit:
        return tr("Four of a suit");
    case SlapPattern::Divorce:
        return tr("Divorce");
    case SlapPattern::BigMac:
        return tr("Big mac");
    }
    return QString::fromLatin1(patternId(pattern));
}

QString GameText::patterns(PatternSet patterns)
{
    QStringList names;
    for (SlapPattern p : patterns.toList())
        names << pattern(p);
    return list(names);
}

QString GameText::list(const QStringList &items)
{
    //: What stands between the items of a list ("Ann, Bea, Cal"): a comma and a space in English,
    //: "、" in Japanese.
    return items.join(tr(", ", "list separator"));
}

QString GameText::patternPhrase(PatternSet patterns, const QList<Card> &played)
{
    QStringList parts;
    if (!played.isEmpty())
        for (auto p : patterns.toList())
            parts << onePatternPhrase(p, played);
    if (parts.size() <= 1)
        return parts.value(0);
    const QString last = parts.takeLast();
    return tr("%1 and %2").arg(list(parts), last);
}

QString GameText::patternDescription(SlapPattern pattern, const RuleSet &rules)
{
    QString text = patternRule(pattern, rules);
    // docs/RULES.md §3: two jokers are a pair of one rank; a joker has no
    // suit (and no value, which "number cards" already leaves out).
    if (rules.jokers > 0) {
        switch (pattern) {
        case SlapPattern::Double:
        case SlapPattern::Sandwich:
        case SlapPattern::TopBottom:
        case SlapPattern::BigMac:
            text += QLatin1Char(' ')
                    + QCoreApplication::translate("PatternExamples", "Two jokers count as the same rank.");
            break;
        case SlapPattern::ThreeOfASuit:
        case SlapPattern::FourOfASuit:
            text += QLatin1Char(' ')
                    + QCoreApplication::translate("PatternExamples",
                                                  "A joker has no suit, so it never counts for this.");
            break;
        default:
            break;
        }
    }
    return text;
}

QString GameText::patternRule(SlapPattern pattern, const RuleSet &rules)
{
    const QString r3 = rank(rules.onlySlapThreeRank.value_or(Rank::Seven));
    switch (pattern) {
    case SlapPattern::Double:
        if (rules.onlySlapThreeRank)
            return QCoreApplication::translate("PatternExamples",
                                               "The top two cards have the same rank (but not two %1s).")
                .arg(r3);
        return QCoreApplication::translate("PatternExamples", "The top two cards have the same rank.");
    case SlapPattern::Triple:
        return QCoreApplication::translate("PatternExamples",
                                           "The top three cards are all %1s: the only way to slap that rank.")
            .arg(r3);
    case SlapPattern::Sandwich:
        if (rules.onlySlapThreeRank)
            return QCoreApplication::translate("PatternExamples",
                                               "The top card and the third card have the same rank, "
                                               "whatever lies between (but not two %1s).")
                .arg(r3);
        return QCoreApplication::translate("PatternExamples",
                                           "The top card and the third card have the same rank, "
                                           "whatever lies between.");
    case SlapPattern::TopBottom:
        if (rules.onlySlapThreeRank)
            return QCoreApplication::translate("PatternExamples",
                                               "The top card has the same rank as the first card played "
                                               "onto this pile (but not two %1s).")
                .arg(r3);
        return QCoreApplication::translate("PatternExamples",
                                           "The top card has the same rank as the first card played "
                                           "onto this pile.");
    case SlapPattern::Tens:
        if (rules.tensLetterBetween)
            return QCoreApplication::translate("PatternExamples",
                                               "The top two cards are number cards adding up to 10 "
                                               "(ace = 1), or the top and third card do with a J, Q, K "
                                               "or A between them.");
        return QCoreApplication::translate("PatternExamples",
                                           "The top two cards are number cards adding up to 10 (ace = 1).");
    case SlapPattern::Ten:
        return QCoreApplication::translate("PatternExamples", "The top card is a 10.");
    case SlapPattern::TensSandwich:
        return QCoreApplication::translate("PatternExamples",
                                           "The top card and the third card are number cards adding up "
                                           "to 10, whatever lies between.");
    case SlapPattern::ThreeTens:
        return QCoreApplication::translate("PatternExamples",
                                           "The top three cards are all number cards and add up to 10 "
                                           "(ace = 1).");
    case SlapPattern::FourInARow:
        switch (rules.runAce) {
        case RunAce::High:
            return QCoreApplication::translate("PatternExamples",
                                               "The top four cards go up or down one rank at a time, "
                                               "like 5 6 7 8; the ace only counts above the king.");
        case RunAce::Both:
            return QCoreApplication::translate("PatternExamples",
                                               "The top four cards go up or down one rank at a time, "
                                               "like 5 6 7 8; the ace counts above the king or below "
                                               "the 2.");
        case RunAce::Wrap:
            return QCoreApplication::translate("PatternExamples",
                                               "The top four cards go up or down one rank at a time, "
                                               "like 5 6 7 8; the ranks go round, so K A 2 3 counts too.");
        }
        break;
    case SlapPattern::RunOfThree:
        return QCoreApplication::translate("PatternExamples",
                                           "The top three cards step up or down by the same amount, each "
                                           "a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, "
                                           "K = 13).");
    case SlapPattern::Marriage:
        return QCoreApplication::translate("PatternExamples",
                                           "The top two cards are a queen and a king, in either order.");
    case SlapPattern::Joker:
        if (rules.jokers == 0)
            return QCoreApplication::translate("PatternExamples",
                                               "The top card is a joker (none in this deck unless you "
                                               "add the jokers).");
        return QCoreApplication::translate("PatternExamples", "The top card is a joker.");
    case SlapPattern::ThreeOfASuit:
        return QCoreApplication::translate("PatternExamples", "The top three cards all have the same suit.");
    case SlapPattern::FourOfASuit:
        return QCoreApplication::translate("PatternExamples", "The top four cards all have the same suit.");
    case SlapPattern::Divorce:
        return QCoreApplication::translate("PatternExamples",
                                           "The top card and the third card are a queen and a king, in "
                                           "either order, whatever lies between.");
    case SlapPattern::BigMac:
        if (rules.onlySlapThreeRank)
            return QCoreApplication::translate("PatternExamples",
                                               "The top card and the fourth card have the same rank, "
                                               "whatever two cards lie between (but not two %1s).")
                .arg(r3);
        return QCoreApplication::translate("PatternExamples",
                                           "The top card and the fourth card have the same rank, "
                                           "whatever two cards lie between.");
    }
    return {};
}

QString GameText::presetTitle(const QString &id)
{
    if (id == QLatin1String("house"))
        return tr("House");
    if (id == QLatin1String("bicycle"))
        return tr("Bicycle");
    if (id == QLatin1String("slaps"))
        return tr("Slaps");
    if (id == QLatin1String("slaps_advanced"))
        return tr("Slaps (advanced)");
    if (id == QLatin1String("classic"))
        return tr("Classic");
    if (id == QLatin1String("slaps_full"))
        return tr("Slaps (every advanced rule)");
    return tr("Custom", "a rule set changed from its preset");
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
    if (levelId == QLatin1String("ghost"))
        return tr("Ghost", "a bot that slaps at the speed of a shared run's person (docs/RUNS.md)");
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

QString GameText::percent(double share)
{
    //: A share in percent ("96 %"); the number is already in the language's digits.
    // Never broken across two lines: "82" at the end of one, "%" at the start of the next.
    return tr("%1 %")
        .arg(QLocale().toString(std::lround(share * 100)))
        .replace(QLatin1Char(' '), QChar(0x00A0));
}

QString GameText::duration(qint64 ms, bool millis)
{
    ms = std::max<qint64>(0, ms);
    const qint64 s = ms / 1000;
    const QChar zero(u'0');
    QString text =
        s >= 3600
            ? QStringLiteral("%1:%2:%3").arg(s / 3600).arg(s / 60 % 60, 2, 10, zero).arg(s % 60, 2, 10, zero)
            : QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, zero);
    if (millis)
        text += QStringLiteral(".%1").arg(ms % 1000, 3, 10, zero);
    return text;
}

QString GameText::countdown(qint64 remainingMs)
{
    const qint64 seconds = (std::max<qint64>(0, remainingMs) + 999) / 1000;
    const QChar zero(u'0');
    return QStringLiteral("%1:%2").arg(seconds / 60, 2, 10, zero).arg(seconds % 60, 2, 10, zero);
}

} // namespace ratscrew
