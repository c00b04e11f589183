// SPDX-License-Identifier: GPL-3.0-or-later
// docs/RULES.md §3: the 13 slap patterns, one at a time, with the edges the page
// calls out (run_ace, jokers, tens_letter_between, only_slap_three_rank,
// forbidden_rank, report order); and the fast matchers (matchSlapPatterns(),
// SlapMatcher) against the reference definitions (referenceSlapPatterns()).

#include "EngineTestUtil.h"
#include "Random.h"
#include "RandomRules.h"
#include "TestRegistry.h"

#include <QTest>

using namespace ratscrew;
using namespace ratscrew::test;

namespace {

// "run_ace=wrap tens_letter_between=false only_slap_three_rank=5" on top of
// `rules`. Values: true/false are booleans, null is null, anything else a string.
void applyOptions(RuleSet &rules, const QString &options)
{
    const QStringList pairs = options.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &pair : pairs) {
        const QString name = pair.section(QLatin1Char('='), 0, 0);
        const QString text = pair.section(QLatin1Char('='), 1);
        OptionValue value = text.toStdString();
        if (text == QLatin1String("true") || text == QLatin1String("false"))
            value = text == QLatin1String("true");
        else if (text == QLatin1String("null"))
            value = std::monostate{};
        const std::string error = rules.setOption(name.toStdString(), value);
        if (!error.empty())
            qFatal("test data: %s", error.c_str());
    }
}

// The house rules with exactly one slap pattern enabled, then `options`.
RuleSet onePattern(SlapPattern pattern, const QString &options)
{
    RuleSet rules = makeRules("house");
    rules.slaps = PatternSet{pattern};
    applyOptions(rules, options);
    return rules;
}

SlapPattern patternOf(const QString &id)
{
    const auto p = parsePatternId(id.toStdString());
    if (!p)
        qFatal("test data: unknown pattern %s", qPrintable(id));
    return *p;
}

PatternSet allPatterns()
{
    PatternSet all;
    for (int i = 0; i < kSlapPatternCount; ++i)
        all.insert(SlapPattern(i));
    return all;
}

void row(const char *id, const char *played, const char *options, const char *expected)
{
    QTest::addRow("%s | %s | %s", id, played, options)
        << QString::fromLatin1(id) << QString::fromLatin1(played) << QString::fromLatin1(options)
        << QString::fromLatin1(expected);
}

} // namespace

class TestSlapPatterns : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void patternSpan_data();
    void patternSpan();
    void fewestCardsIsTheShortestPileThatMatches();
    void onePatternEnabled_data();
    void onePatternEnabled();
    void allPatternsEnabled_data();
    void allPatternsEnabled();
    void reportOrder();
    void emptyPileNeverMatches();
    void patternMatchesIgnoresEnabledAndForbidden();
    void fastMatchersAgreeWithTheReferenceOnRandomPiles();
    void fastMatchersAgreeWithTheReferenceOnEveryTopFour();
};

void TestSlapPatterns::onePatternEnabled_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("played"); // play order: the top card last
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("expected"); // pattern ids reported, in report order

    row("double", "5H 5C", "", "double");
    row("double", "5H 7C 7D", "", "double");
    row("double", "5H 7C", "", "");
    row("double", "5H", "", "");
    row("double", "5C 5H 7D", "", "");    // only top and second
    row("double", "RJ BJ", "", "double"); // two jokers are the same rank
    row("double", "5H BJ", "", "");

    row("triple", "5H 5C 5D", "only_slap_three_rank=5", "triple");
    row("triple", "2S 5H 5C 5D", "only_slap_three_rank=5", "triple");
    row("triple", "5H 5C", "only_slap_three_rank=5", "");
    row("triple", "5H 7C 5D 5S", "only_slap_three_rank=5", "");
    row("triple", "7H 7C 7D", "only_slap_three_rank=5", "");
    row("triple", "5H 5C 5D", "", ""); // no triple without only_slap_three_rank

    row("sandwich", "5H 7C 5S", "", "sandwich");
    row("sandwich", "5H 5S 5C", "", "sandwich");
    row("sandwich", "5H RJ 5S", "", "sandwich"); // the middle card may be a joker
    row("sandwich", "RJ 5H BJ", "", "sandwich"); // two jokers
    row("sandwich", "5H 7C 6S", "", "");
    row("sandwich", "7C 5S", "", "");
    row("sandwich", "5H 7C 8D 5S", "", "");

    row("top_bottom", "5H 5C", "", "top_bottom");
    row("top_bottom", "5H 7C 8D 5S", "", "top_bottom");
    row("top_bottom", "RJ 5H BJ", "", "top_bottom");
    row("top_bottom", "5H", "", ""); // needs 2 played cards
    row("top_bottom", "5H 7C 8D 9S", "", "");
    row("top_bottom", "7C 5H 5S", "", "");

    row("tens", "3H 7C", "", "tens");
    row("tens", "5H 5C", "", "tens");
    row("tens", "AH 9C", "", "tens"); // A = 1
    row("tens", "9C AH", "", "tens");
    row("tens", "4H 7C", "", "");
    row("tens", "TH", "", "");
    row("tens", "QH 8C", "", ""); // Q has no value
    row("tens", "RJ 9S", "", ""); // jokers have no value
    row("tens", "AH KC 9S", "tens_letter_between=true", "tens");
    row("tens", "5H JC 5S", "tens_letter_between=true", "tens");
    row("tens", "AH AS 9S", "tens_letter_between=true", "tens");
    row("tens", "AH KC 9S", "tens_letter_between=false", "");
    row("tens", "5H JC 5S", "tens_letter_between=false", "");
    row("tens", "5H 7C 5S", "tens_letter_between=true", ""); // 7 is not a letter
    row("tens", "AH RJ 9S", "tens_letter_between=true", ""); // a joker is not a letter
    row("tens", "3H 7C", "tens_letter_between=false", "tens");

    row("ten", "TH", "", "ten");
    row("ten", "5H TC", "", "ten");
    row("ten", "TH 5C", "", "");
    row("ten", "RJ", "", "");

    row("tens_sandwich", "3H 8C 7S", "", "tens_sandwich");
    row("tens_sandwich", "3H KC 7S", "", "tens_sandwich");
    row("tens_sandwich", "3H RJ 7S", "", "tens_sandwich"); // the middle may be a joker
    row("tens_sandwich", "5H 5C 5S", "", "tens_sandwich");
    row("tens_sandwich", "3H 7S", "", "");
    row("tens_sandwich", "4H 3C 7S", "", "");
    row("tens_sandwich", "RJ 5C 7S", "", "");

    row("three_tens", "2H 3C 5S", "", "three_tens");
    row("three_tens", "AH 4C 5S", "", "three_tens");
    row("three_tens", "AH AC 8S", "", "three_tens");
    row("three_tens", "9D 5H 2H 3H", "", "three_tens");
    row("three_tens", "2H 3C 4S", "", "");
    row("three_tens", "2H RJ 8S", "", "");
    row("three_tens", "JH 2C 8S", "", "");
    row("three_tens", "5H 5C", "", "");

    row("four_in_a_row", "3H 4C 5D 6S", "", "four_in_a_row");
    row("four_in_a_row", "6H 5C 4D 3S", "", "four_in_a_row"); // descending
    row("four_in_a_row", "9H TC JD QS", "", "four_in_a_row");
    row("four_in_a_row", "RJ 3H 4C 5S 6D", "", "four_in_a_row"); // only the top four
    row("four_in_a_row", "3H 4C 6D 5S", "", "");
    row("four_in_a_row", "2H 3C 4D", "", "");
    row("four_in_a_row", "3H 4C RJ 6S", "", "");             // a joker breaks a run
    row("four_in_a_row", "JH QC KD RJ", "run_ace=high", ""); // a joker is not an ace
    row("four_in_a_row", "JH QC KD AS", "run_ace=high", "four_in_a_row");
    row("four_in_a_row", "AH KC QD JS", "run_ace=high", "four_in_a_row");
    row("four_in_a_row", "AH 2C 3D 4S", "run_ace=high", "");
    row("four_in_a_row", "4H 3C 2D AS", "run_ace=high", "");
    row("four_in_a_row", "QH KC AD 2S", "run_ace=high", "");
    row("four_in_a_row", "KH AC 2D 3S", "run_ace=high", "");
    row("four_in_a_row", "AH 2C 3D 4S", "run_ace=both", "four_in_a_row");
    row("four_in_a_row", "4H 3C 2D AS", "run_ace=both", "four_in_a_row");
    row("four_in_a_row", "JH QC KD AS", "run_ace=both", "four_in_a_row");
    row("four_in_a_row", "KH AC 2D 3S", "run_ace=both", "");
    row("four_in_a_row", "QH KC AD 2S", "run_ace=both", "");
    row("four_in_a_row", "2H AC KD QS", "run_ace=both", "");
    row("four_in_a_row", "QH KC AD 2S", "run_ace=wrap", "four_in_a_row");
    row("four_in_a_row", "KH AC 2D 3S", "run_ace=wrap", "four_in_a_row");
    row("four_in_a_row", "2H AC KD QS", "run_ace=wrap", "four_in_a_row");
    row("four_in_a_row", "AH 2C 3D 4S", "run_ace=wrap", "four_in_a_row");
    row("four_in_a_row", "JH QC KD AS", "run_ace=wrap", "four_in_a_row");
    row("four_in_a_row", "KH AC 3D 4S", "run_ace=wrap", "");

    row("run_of_three", "AH 2C 3D", "", "run_of_three");
    row("run_of_three", "2H 4C 6D", "", "run_of_three");
    row("run_of_three", "9H 6C 3D", "", "run_of_three");
    row("run_of_three", "4H 8C QD", "", "run_of_three"); // Q = 12
    row("run_of_three", "JH QC KD", "", "run_of_three");
    row("run_of_three", "TH 8C 6D", "", "run_of_three");
    row("run_of_three", "5H 7C 9D", "", ""); // 5 is no multiple of 2
    row("run_of_three", "AH 3C 5D", "", "");
    row("run_of_three", "4H 7C TD", "", "");
    row("run_of_three", "QH KC AD", "", ""); // no wrap
    row("run_of_three", "5H 5C 5D", "", ""); // d >= 1
    row("run_of_three", "3H RJ 9D", "", "");
    row("run_of_three", "QH KC RJ", "", ""); // a joker is no 14
    row("run_of_three", "RJ KC QH", "", "");
    row("run_of_three", "2H 4C", "", "");

    row("marriage", "QH KC", "", "marriage");
    row("marriage", "KH QC", "", "marriage");
    row("marriage", "QH QC", "", "");
    row("marriage", "QH 5C KD", "", "");
    row("marriage", "QH KC 5D", "", "");
    row("marriage", "KH RJ", "", "");

    row("joker", "RJ", "", "joker");
    row("joker", "5H BJ", "", "joker");
    row("joker", "RJ 5H", "", "");

    row("three_of_a_suit", "2H 7H KH", "", "three_of_a_suit");
    row("three_of_a_suit", "2C 2H 7H KH", "", "three_of_a_suit");
    row("three_of_a_suit", "2H 7H KC", "", "");
    row("three_of_a_suit", "2H RJ KH", "", "");
    row("three_of_a_suit", "2H 7H RJ", "", "");

    // docs/RULES.md §11.1.
    row("four_of_a_suit", "2H 7H KH 9H", "", "four_of_a_suit");
    row("four_of_a_suit", "2C 2H 7H KH 9H", "", "four_of_a_suit");
    row("four_of_a_suit", "7H KH 9H", "", "");
    row("four_of_a_suit", "2S 7H KH 9H", "", "");
    row("four_of_a_suit", "2H 7H RJ 9H", "", "");
    row("four_of_a_suit", "2H 7H KH RJ", "", "");
    row("divorce", "KC 8D QS", "", "divorce"); // the README's example
    row("divorce", "QH 5C KD", "", "divorce");
    row("divorce", "2S QH RJ KD", "", "divorce"); // a joker between
    row("divorce", "QH KC", "", "");              // a marriage, not a divorce
    row("divorce", "QH 5C QD", "", "");
    row("divorce", "KH 5C 7D KD", "", "");
    row("divorce", "QH 5C 7D KD", "", ""); // two between
    row("big_mac", "KH KS 4C KD", "", "big_mac");
    row("big_mac", "9C TS 2C 9S", "", "big_mac");
    row("big_mac", "2D 9C TS 2C 9S", "", "big_mac");
    row("big_mac", "RJ 5C 7D BJ", "", "big_mac"); // two jokers count as the same rank
    row("big_mac", "TS 2C 9S", "", "");
    row("big_mac", "9C TS 2C 8S", "", "");
    row("big_mac", "9C 2C 9S", "", "");
    row("big_mac", "7S AS 4S 7H", "only_slap_three_rank=7", ""); // the rank of only slap three
    row("big_mac", "7S AS 4S 7H", "only_slap_three_rank=5", "big_mac");
    row("big_mac", "7S AS 4S 7H", "forbidden_rank=7", "");
    row("divorce", "QH 5C KD", "forbidden_rank=K", "");
    row("three_of_a_suit", "7H KH", "", "");

    // only_slap_three_rank R: double and sandwich of rank R do not count,
    // the triple does (even with only double or sandwich enabled).
    row("double", "7C 5H 5C", "only_slap_three_rank=5", "");
    row("double", "5H 5C 5D", "only_slap_three_rank=5", "triple");
    row("double", "7H 7C", "only_slap_three_rank=5", "double");
    row("sandwich", "5H 7C 5D", "only_slap_three_rank=5", "");
    row("sandwich", "5H 5C 5D", "only_slap_three_rank=5", "triple");
    row("sandwich", "5H 7C 5D", "only_slap_three_rank=7", "sandwich");
    row("top_bottom", "5H 5C", "only_slap_three_rank=5", ""); // §3: blocked like a double of that rank
    row("top_bottom", "5H 7C", "only_slap_three_rank=5", "");
    row("top_bottom", "7H 5C 7C", "only_slap_three_rank=5", "top_bottom");

    // forbidden_rank: a top card of that rank makes nothing match.
    row("double", "5H 5C", "forbidden_rank=5", "");
    row("double", "5H 5C", "forbidden_rank=7", "double");
    row("marriage", "QH KC", "forbidden_rank=K", "");
    row("marriage", "KH QC", "forbidden_rank=K", "marriage");
    row("ten", "TH", "forbidden_rank=T", "");
    row("triple", "5H 5C 5D", "only_slap_three_rank=5 forbidden_rank=5", "");
    row("joker", "5H RJ", "forbidden_rank=5", "joker");
}

void TestSlapPatterns::onePatternEnabled()
{
    QFETCH(QString, pattern);
    QFETCH(QString, played);
    QFETCH(QString, options);
    QFETCH(QString, expected);

    const std::vector<Card> pile = cards(played);
    const RuleSet rules = onePattern(patternOf(pattern), options);
    QCOMPARE(patternText(referenceSlapPatterns(rules, pile)), expected);
    QCOMPARE(patternText(matchSlapPatterns(rules, pile)), expected);

    // The same pattern disabled (every other one enabled) is never reported.
    RuleSet others = rules;
    others.slaps = allPatterns();
    others.slaps.erase(patternOf(pattern));
    QVERIFY(!matchSlapPatterns(others, pile).contains(patternOf(pattern))
            || patternOf(pattern) == SlapPattern::Triple); // triple follows only_slap_three_rank
}

void TestSlapPatterns::allPatternsEnabled_data()
{
    QTest::addColumn<QString>("played");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("expected");

    const auto add = [](const char *played, const char *options, const char *expected) {
        QTest::addRow("%s | %s", played, options)
            << QString::fromLatin1(played) << QString::fromLatin1(options) << QString::fromLatin1(expected);
    };
    add("5H 5C", "", "double top_bottom tens");
    add("TH TC", "", "double top_bottom ten");
    add("RJ BJ", "", "double top_bottom joker");
    add("2H 3H 5H", "", "three_tens three_of_a_suit");
    add("3H KC 7S", "", "tens tens_sandwich");
    add("3H KC 7S", "tens_letter_between=false", "tens_sandwich");
    add("4H 8C QD", "", "run_of_three");
    add("9C QH KH", "", "marriage");
    add("AH 2C 3D 4S", "run_ace=both", "four_in_a_row run_of_three");
    add("5H 5C 5D", "only_slap_three_rank=5", "triple tens tens_sandwich");
    add("5H 5C", "forbidden_rank=5", "");
    add("", "", "");
}

void TestSlapPatterns::allPatternsEnabled()
{
    QFETCH(QString, played);
    QFETCH(QString, options);
    QFETCH(QString, expected);

    RuleSet rules = makeRules("house");
    rules.slaps = allPatterns();
    applyOptions(rules, options);
    QCOMPARE(patternText(referenceSlapPatterns(rules, cards(played))), expected);
    QCOMPARE(patternText(matchSlapPatterns(rules, cards(played))), expected);
}

void TestSlapPatterns::reportOrder()
{
    // The order of the table of docs/RULES.md §3.
    const QStringList table = {
        "double",          "triple",         "sandwich",      "top_bottom",   "tens",     "ten",
        "tens_sandwich",   "three_tens",     "four_in_a_row", "run_of_three", "marriage", "joker",
        "three_of_a_suit", "four_of_a_suit", "divorce",       "big_mac",
    };
    QCOMPARE(kSlapPatternCount, int(table.size()));
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const auto p = SlapPattern(i);
        QCOMPARE(QString::fromLatin1(patternId(p).data(), qsizetype(patternId(p).size())), table.at(i));
        QVERIFY(parsePatternId(table.at(i).toStdString()) == p);
    }
    QCOMPARE(patternText(allPatterns()), table.join(QLatin1Char(' ')));
    QVERIFY(!parsePatternId("straight"));
    QVERIFY(!parsePatternId("Double"));
}

void TestSlapPatterns::emptyPileNeverMatches()
{
    for (int i = 0; i < kSlapPatternCount; ++i) {
        const RuleSet rules = onePattern(SlapPattern(i), QStringLiteral("only_slap_three_rank=5"));
        QVERIFY(matchSlapPatterns(rules, {}).empty());
        QVERIFY(referenceSlapPatterns(rules, {}).empty());
    }
}

void TestSlapPatterns::patternMatchesIgnoresEnabledAndForbidden()
{
    RuleSet rules = makeRules("house", {{"forbidden_rank", std::string("5")}});
    rules.slaps = {};
    const std::vector<Card> pile = cards(QStringLiteral("5H 5C"));
    QVERIFY(matchSlapPatterns(rules, pile).empty());
    QVERIFY(patternMatches(SlapPattern::Double, rules, pile));
    QVERIFY(patternMatches(SlapPattern::TopBottom, rules, pile));
    QVERIFY(!patternMatches(SlapPattern::Sandwich, rules, pile));
}

void TestSlapPatterns::patternSpan_data()
{
    QTest::addColumn<int>("pattern");
    QTest::addColumn<QString>("played");
    QTest::addColumn<int>("span");
    QTest::newRow("double") << int(SlapPattern::Double) << "4C 7H 7S" << 2;
    QTest::newRow("sandwich") << int(SlapPattern::Sandwich) << "2D 5H 7C 5S" << 3;
    QTest::newRow("tens of two") << int(SlapPattern::Tens) << "9C 3H 7S" << 2;
    QTest::newRow("tens across a letter") << int(SlapPattern::Tens) << "AC KH 9S" << 3;
    QTest::newRow("ten") << int(SlapPattern::Ten) << "3H TC" << 1;
    QTest::newRow("four in a row") << int(SlapPattern::FourInARow) << "2C 9H TC JD QS" << 4;
    QTest::newRow("top bottom is the whole pile") << int(SlapPattern::TopBottom) << "8H 2C 4S 8D" << 4;
    QTest::newRow("joker") << int(SlapPattern::Joker) << "5H RJ" << 1;
    QTest::newRow("four of a suit") << int(SlapPattern::FourOfASuit) << "2C 4H 9H TH KH" << 4;
    QTest::newRow("divorce") << int(SlapPattern::Divorce) << "2C QH 9S KD" << 3;
    QTest::newRow("big mac") << int(SlapPattern::BigMac) << "2C 9H 4S TD 9C" << 4;
}

void TestSlapPatterns::patternSpan()
{
    QFETCH(int, pattern);
    QFETCH(QString, played);
    QFETCH(int, span);
    const std::vector<Card> pile = cards(played);
    QCOMPARE(ratscrew::patternSpan(SlapPattern(pattern), pile), span);
}

// fewestCards() is what the patterns say (the practice drill deals by it):
// no pile of fewer cards shows a pattern, under any of the options that
// change patterns, and some pile of that many does. Every ordered pile of
// distinct cards of a deck with jokers is tried.
void TestSlapPatterns::fewestCardsIsTheShortestPileThatMatches()
{
    for (const QString &options : {QString(), QStringLiteral("run_ace=wrap tens_letter_between=false"),
                                   QStringLiteral("run_ace=high only_slap_three_rank=5")}) {
        RuleSet rules = *RuleSet::preset("house");
        applyOptions(rules, options);
        rules.jokers = 2;
        const std::vector<Card> deck = rules.fullDeck();
        for (int i = 0; i < kSlapPatternCount; ++i) {
            const auto pattern = SlapPattern(i);
            if (pattern == SlapPattern::Triple && !rules.onlySlapThreeRank)
                continue; // a triple is only of the only-slap-three rank (§3)
            const int fewest = fewestCards(pattern);
            // Whether some ordered pile of `length` distinct cards matches.
            std::vector<Card> pile;
            const auto anyMatches = [&](const auto &self, int length) -> bool {
                if (int(pile.size()) == length)
                    return patternMatches(pattern, rules, pile);
                for (Card c : deck) {
                    if (std::find(pile.begin(), pile.end(), c) != pile.end())
                        continue;
                    pile.push_back(c);
                    const bool found = self(self, length);
                    pile.pop_back();
                    if (found)
                        return true;
                }
                return false;
            };
            const QByteArray what = QStringLiteral("pattern %1, options \"%2\"").arg(i).arg(options).toUtf8();
            for (int length = 1; length < fewest; ++length)
                QVERIFY2(!anyMatches(anyMatches, length), what.constData());
            QVERIFY2(anyMatches(anyMatches, fewest), what.constData());
        }
    }
}

namespace {

// Fails with the pile and the rules unless matchSlapPatterns() and
// `matcher` (made for `rules`) both answer as referenceSlapPatterns().
// Returns the reference's answer.
PatternSet checkAgainstReference(const RuleSet &rules, const SlapMatcher &matcher, std::span<const Card> pile,
                                 bool &ok)
{
    const PatternSet want = referenceSlapPatterns(rules, pile);
    const PatternSet fast = matchSlapPatterns(rules, pile);
    const PatternSet table = matcher.match(pile);
    if (ok && (fast != want || table != want)) {
        ok = false;
        qWarning("%s under %s: matchSlapPatterns %s, SlapMatcher %s, reference %s", qPrintable(names(pile)),
                 describeRules(rules).c_str(), qPrintable(patternText(fast)), qPrintable(patternText(table)),
                 qPrintable(patternText(want)));
    }
    return want;
}

} // namespace

// The fast matchers answer exactly as the reference definitions do: every
// preset and 300 random rule sets (any patterns, run_ace,
// tens_letter_between, only_slap_three_rank, forbidden_rank, jokers), on
// 3000 random piles each of 1 to 8 cards, including every pile of one card.
void TestSlapPatterns::fastMatchersAgreeWithTheReferenceOnRandomPiles()
{
    Random rng(77);
    std::vector<RuleSet> ruleSets;
    for (std::string_view name : RuleSet::presetNames())
        ruleSets.push_back(*RuleSet::preset(name));
    for (int i = 0; i < 300; ++i)
        ruleSets.push_back(randomRuleSet(rng));
    int slappable = 0;
    bool ok = true;
    for (const RuleSet &rules : ruleSets) {
        const SlapMatcher matcher(rules);
        std::vector<Card> deck = rules.fullDeck();
        for (Card c : deck)
            checkAgainstReference(rules, matcher, std::span<const Card>(&c, 1), ok);
        for (int i = 0; i < 3000; ++i) {
            rng.shuffle(std::span<Card>(deck));
            const auto pile = std::span<const Card>(deck).first(1 + rng.below(8));
            slappable += checkAgainstReference(rules, matcher, pile, ok).empty() ? 0 : 1;
        }
        checkAgainstReference(rules, matcher, {}, ok);
        QVERIFY(ok);
    }
    QVERIFY(slappable > 100000); // the piles did exercise the patterns
}

// Every combination of ranks (jokers included) for the top four cards, as
// piles of 1 to 4 cards with a mix of suits, under every preset with all the
// patterns enabled and each run_ace, tens_letter_between and a
// few only_slap_three_rank and forbidden_rank choices.
void TestSlapPatterns::fastMatchersAgreeWithTheReferenceOnEveryTopFour()
{
    std::vector<RuleSet> ruleSets;
    for (std::string_view name : RuleSet::presetNames()) {
        const RuleSet preset = *RuleSet::preset(name);
        ruleSets.push_back(preset);
        RuleSet all = preset;
        all.slaps = allPatterns();
        for (RunAce runAce : {RunAce::High, RunAce::Both, RunAce::Wrap}) {
            for (bool letterBetween : {false, true}) {
                all.runAce = runAce;
                all.tensLetterBetween = letterBetween;
                ruleSets.push_back(all);
            }
        }
        all.onlySlapThreeRank = Rank::Five;
        ruleSets.push_back(all);
        all.onlySlapThreeRank = Rank::Ace;
        all.forbiddenRank = Rank::King;
        ruleSets.push_back(all);
    }
    const auto card = [](int rank, int suit) {
        return rank == int(Rank::Joker) ? (suit % 2 ? Card::blackJoker() : Card::redJoker())
                                        : Card(Rank(rank), Suit(suit));
    };
    bool ok = true;
    long long checked = 0;
    for (const RuleSet &rules : ruleSets) {
        const SlapMatcher matcher(rules);
        for (int r3 = 1; r3 <= int(Rank::Joker); ++r3) {
            for (int r2 = 1; r2 <= int(Rank::Joker); ++r2) {
                for (int r1 = 1; r1 <= int(Rank::Joker); ++r1) {
                    for (int r0 = 1; r0 <= int(Rank::Joker); ++r0) {
                        // Suits: clubs or diamonds, from the ranks, so that
                        // three of a suit comes and goes.
                        const int mix = r0 + 3 * r1 + 5 * r2 + 7 * r3;
                        const std::array<Card, 4> pile = {card(r3, mix & 1), card(r2, (mix >> 1) & 1),
                                                          card(r1, (mix >> 2) & 1), card(r0, 0)};
                        for (std::size_t n = 1; n <= pile.size(); ++n) {
                            checkAgainstReference(rules, matcher, std::span<const Card>(pile).last(n), ok);
                            ++checked;
                        }
                    }
                }
                if (!ok)
                    QFAIL("the fast matchers differ from the reference (see the warning above)");
            }
        }
    }
    QVERIFY(checked > 1000000);
}

RATSCREW_TEST_GUILESS_MAIN(TestSlapPatterns)
#include "tst_slappatterns.moc"
