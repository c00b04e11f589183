// SPDX-License-Identifier: GPL-3.0-or-later
// RuleCode (engine/rules/RuleCode.h): every rule set round-trips exactly;
// a bad, cut, mistyped or newer code is refused with one line.

#include "Random.h"
#include "RandomRules.h"
#include "RuleCode.h"
#include "TestRegistry.h"

#include <QTest>

#include <string>

using namespace ratscrew;

namespace {

QByteArray decodeError(const std::string &code)
{
    std::string error;
    const std::optional<RuleSet> rules = RuleCode::decode(code, &error);
    return rules ? QByteArray("decoded") : QByteArray::fromStdString(error);
}

} // namespace

class TestRuleCode : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRuleSetRoundTrips();
    void theCodeLooksAsDocumented();
    void badCodesAreRefused_data();
    void badCodesAreRefused();
    void everyTypoIsRefused();
    void aNewerCodeSaysSo();
    void versionOneCodesAreRead();
    void theVersionIsChecked();
    void aBadCharacterIsNamedWhole_data();
    void aBadCharacterIsNamedWhole();
    void aLongCodeSaysHowLong();
    void pastingIsForgiving();
};

// Every preset, and 5000 random rule sets (any patterns, penalties, limits,
// ranks, calls and §11 options): decode(encode(r)) == r, option for option.
void TestRuleCode::everyRuleSetRoundTrips()
{
    Random random(35);
    std::vector<RuleSet> sets;
    for (std::string_view name : RuleSet::presetNames())
        sets.push_back(*RuleSet::preset(name));
    for (int i = 0; i < 5000; ++i)
        sets.push_back(randomRuleSet(random));
    // The ends of every range.
    RuleSet ends;
    ends.misslapLimit = 1000;
    ends.lockoutCards = RuleSet::kMaxLockoutCards;
    ends.timeLimitMinutes = RuleSet::kMaxTimeLimitMinutes;
    ends.forbiddenRank = Rank::King;
    ends.onlySlapThreeRank = Rank::Ten;
    ends.slaps = PatternSet::fromBits(0xffff);
    ends.stickyFaces = {Rank::Jack, Rank::Queen, Rank::King, Rank::Ace};
    ends.penalty = Penalty::Lockout;
    ends.runAce = RunAce::Wrap;
    sets.push_back(ends);
    for (const RuleSet &rules : sets) {
        const std::string code = RuleCode::encode(rules);
        std::string error;
        const std::optional<RuleSet> back = RuleCode::decode(code, &error);
        QVERIFY2(back, (code + ": " + error).c_str());
        QVERIFY2(*back == rules,
                 (code + " under " + describeRules(rules) + " came back as " + describeRules(*back)).c_str());
    }
}

void TestRuleCode::theCodeLooksAsDocumented()
{
    const std::string code = RuleCode::encode(*RuleSet::preset("house"));
    // R2-XXXX-XXXX-XXXX-XXXX in Crockford's alphabet.
    QCOMPARE(int(code.size()), 22);
    QVERIFY(code.starts_with("R2-"));
    for (std::size_t i = 3; i < code.size(); ++i) {
        if ((i - 2) % 5 == 0)
            QCOMPARE(code[i], '-');
        else
            QVERIFY2(std::string_view("0123456789ABCDEFGHJKMNPQRSTVWXYZ").find(code[i])
                         != std::string_view::npos,
                     code.c_str());
    }
    QVERIFY(RuleCode::looksLikeCode(code));
    QVERIFY(!RuleCode::looksLikeCode("{\"burn_count\": 1}"));
    QVERIFY(!RuleCode::looksLikeCode("house"));
    // Different rules, different codes.
    QVERIFY(code != RuleCode::encode(*RuleSet::preset("slaps")));
}

void TestRuleCode::badCodesAreRefused_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("says");
    QTest::addColumn<int>("problem");
    using P = RuleCode::Problem;
    const std::string good = RuleCode::encode(*RuleSet::preset("classic"));
    QTest::newRow("empty") << ""
                           << "not a rule code" << int(P::NotACode);
    QTest::newRow("a word") << "slaps"
                            << "not a rule code" << int(P::NotACode);
    QTest::newRow("json") << "{\"penalty\": \"none\"}"
                          << "not a rule code" << int(P::NotACode);
    QTest::newRow("no dash") << "R1"
                             << "not a rule code" << int(P::NotACode);
    QTest::newRow("huge version") << "R99999999999999999999-0000"
                                  << "not a rule code" << int(P::NotACode);
    QTest::newRow("cut") << QString::fromStdString(good.substr(0, 15)) << "cut short" << int(P::CutShort);
    QTest::newRow("nothing after the dash") << "R1-"
                                            << "cut short" << int(P::CutShort);
    QTest::newRow("too long") << QString::fromStdString(good + "0") << "too long" << int(P::TooLong);
    QTest::newRow("a U") << QString::fromStdString(good.substr(0, 21) + "U") << "character"
                         << int(P::BadCharacter);
    QTest::newRow("a control character")
        << QString::fromStdString(good.substr(0, 21) + "\x1b") << "\\x1b" << int(P::BadCharacter);
    QTest::newRow("all zeros") << "R2-0000-0000-0000-0000"
                               << "typo" << int(P::Typo);
    QTest::newRow("all zeros, version 1") << "R1-0000-0000-0000-0000"
                                          << "lockout_cards is out of range" << int(P::OutOfRange);
    QTest::newRow("version 0") << QString::fromStdString("R0" + good.substr(2)) << "of version 0"
                               << int(P::OtherVersion);
}

void TestRuleCode::badCodesAreRefused()
{
    QFETCH(QString, code);
    QFETCH(QString, says);
    QFETCH(int, problem);
    const QByteArray error = decodeError(code.toStdString());
    QVERIFY2(error.contains(says.toUtf8()), error.constData());
    QVERIFY(!error.contains('\n'));
    RuleCode::Error why; // the same reason, for words of the app's own
    QVERIFY(!RuleCode::decode(code.toStdString(), &why));
    QCOMPARE(int(why.problem), problem);
    QCOMPARE(QByteArray::fromStdString(why.message), error);
}

// Each character replaced by every other character, and each pair of
// neighbours swapped: never read as rules (the CRC catches every one).
void TestRuleCode::everyTypoIsRefused()
{
    const std::string alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    Random random(11);
    int tried = 0;
    for (int n = 0; n < 20; ++n) {
        const std::string code = RuleCode::encode(randomRuleSet(random));
        for (std::size_t i = 3; i < code.size(); ++i) {
            if (code[i] == '-')
                continue;
            for (char c : alphabet) {
                if (c == code[i])
                    continue;
                std::string typo = code;
                typo[i] = c;
                QVERIFY2(!RuleCode::decode(typo), (code + " -> " + typo).c_str());
                ++tried;
            }
            std::size_t j = i + 1 < code.size() && code[i + 1] == '-' ? i + 2 : i + 1;
            if (j < code.size() && code[i] != code[j]) {
                std::string swapped = code;
                std::swap(swapped[i], swapped[j]);
                QVERIFY2(!RuleCode::decode(swapped), (code + " -> " + swapped).c_str());
                ++tried;
            }
        }
    }
    QVERIFY(tried > 10000);
}

void TestRuleCode::aNewerCodeSaysSo()
{
    std::string code = RuleCode::encode(RuleSet());
    code[1] = '3';
    const QByteArray error = decodeError(code);
    QVERIFY2(error.contains("version 3") && error.contains("newer"), error.constData());
    RuleCode::Error why;
    QVERIFY(!RuleCode::decode(code, &why));
    QCOMPARE(why.problem, RuleCode::Problem::OtherVersion);
    QCOMPARE(why.version, 3);
}

// Codes shared before version 2 (the README's examples of then) read as
// they were written, with the dealer of their day: it starts where the
// misslapper leads and a missed slap-in sits out (RuleSet::dealerStartsBefore()).
void TestRuleCode::versionOneCodesAreRead()
{
    RuleSet house = *RuleSet::preset("house");
    house.timeLimitMinutes = 30;
    QCOMPARE(RuleCode::decode("R1-TH2C-400E-0081-FGYE"), std::optional<RuleSet>(house));
    RuleSet advanced = *RuleSet::preset("slaps_advanced");
    for (auto p : {SlapPattern::FourOfASuit, SlapPattern::Divorce, SlapPattern::BigMac})
        advanced.slaps.insert(p);
    advanced.tenStops = true;
    advanced.penalty = Penalty::Lockout;
    advanced.timeLimitMinutes = 30;
    const std::optional<RuleSet> slaps = RuleCode::decode("R1-BFXB-30R5-00C1-FG1S");
    QCOMPARE(slaps, std::optional<RuleSet>(advanced));
    QVERIFY(slaps->dealerStarts);
    // Written again, they are version 2 codes of the same rules.
    for (const RuleSet &rules : {house, *slaps}) {
        const std::string code = RuleCode::encode(rules);
        QVERIFY(code.starts_with("R2-"));
        QCOMPARE(RuleCode::decode(code), std::optional<RuleSet>(rules));
    }
    // A version 2 code says what version 1 could not: a dealer of its own.
    RuleSet moved = *slaps;
    moved.dealerStarts = false;
    QCOMPARE(RuleCode::decode(RuleCode::encode(moved)), std::optional<RuleSet>(moved));
    // The length a version 1 code is measured by is its own.
    RuleCode::Error why;
    QVERIFY(!RuleCode::decode("R1-TH2C-400E-0081-FGYE0", &why));
    QCOMPARE(why.version, 1);
    QVERIFY2(why.message.find("after R1-") != std::string::npos, why.message.c_str());
}

// The version's digit is covered by the check: no code of one version
// reads as rules under the other.
void TestRuleCode::theVersionIsChecked()
{
    Random random(41);
    for (int i = 0; i < 500; ++i) {
        std::string code = RuleCode::encode(randomRuleSet(random));
        code[1] = '1';
        RuleCode::Error why;
        QVERIFY2(!RuleCode::decode(code, &why), code.c_str());
        QCOMPARE(why.problem, RuleCode::Problem::Typo);
    }
    std::string old = "R1-BFXB-30R5-00C1-FG1S";
    old[1] = '2';
    QVERIFY(!RuleCode::decode(old));
}

// A character that cannot be in a code is named as typed: all the bytes
// of a UTF-8 character (one of them alone would read as U+FFFD), and a
// byte that starts no character as \xNN; the message stays valid UTF-8.
void TestRuleCode::aBadCharacterIsNamedWhole_data()
{
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<QByteArray>("named");
    QTest::newRow("two bytes") << QByteArray("\xc3\x84") << QByteArray("\xc3\x84");                  // Ä
    QTest::newRow("three bytes") << QByteArray("\xe2\x82\xac") << QByteArray("\xe2\x82\xac");        // €
    QTest::newRow("four bytes") << QByteArray("\xf0\x9f\x82\xa1") << QByteArray("\xf0\x9f\x82\xa1"); // 🂡
    QTest::newRow("then more") << QByteArray("\xc3\xa9XYZ") << QByteArray("\xc3\xa9");               // é
    QTest::newRow("a stray byte") << QByteArray("\xff"
                                                "0")
                                  << QByteArray("\\xff");
    QTest::newRow("a cut character") << QByteArray("\xe2\x82") << QByteArray("\\xe2");
    QTest::newRow("an overlong one") << QByteArray("\xc0\x80") << QByteArray("\\xc0");
    QTest::newRow("a surrogate") << QByteArray("\xed\xa0\x80") << QByteArray("\\xed");
}

void TestRuleCode::aBadCharacterIsNamedWhole()
{
    QFETCH(QByteArray, tail);
    QFETCH(QByteArray, named);
    const std::string code = RuleCode::encode(RuleSet()).substr(0, 12) + tail.toStdString();
    RuleCode::Error why;
    QVERIFY(!RuleCode::decode(code, &why));
    QCOMPARE(why.problem, RuleCode::Problem::BadCharacter);
    QCOMPARE(QByteArray::fromStdString(why.detail), named);
    const QByteArray message = QByteArray::fromStdString(why.message);
    QVERIFY2(message.endsWith("cannot be in one: '" + named + "'"), message.constData());
    QVERIFY2(!QString::fromUtf8(message).contains(QChar::ReplacementCharacter), message.constData());
}

// A code too long names how many characters it has, not the 16 it should.
void TestRuleCode::aLongCodeSaysHowLong()
{
    const std::string good = RuleCode::encode(RuleSet());
    const QList<std::pair<std::string, int>> cases = {
        {good + "0", 17}, {good + "-ABCD", 20}, {good + "00 \xc3\x84", 19}, {good + good.substr(3), 32}};
    for (const auto &[code, count] : cases) {
        RuleCode::Error why;
        QVERIFY(!RuleCode::decode(code, &why));
        QCOMPARE(why.problem, RuleCode::Problem::TooLong);
        QCOMPARE(why.count, count);
        QCOMPARE(QByteArray::fromStdString(why.message),
                 "the rule code is too long: it has " + QByteArray::number(count)
                     + " characters after R2-, and a rule code has 16");
    }
}

void TestRuleCode::pastingIsForgiving()
{
    const RuleSet rules = *RuleSet::preset("slaps_full");
    const std::string code = RuleCode::encode(rules);
    std::string lower;
    for (char c : code)
        lower += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    std::string spaced = "  " + code + "\n";
    std::string noDashes = code.substr(0, 3);
    for (std::size_t i = 3; i < code.size(); ++i)
        if (code[i] != '-')
            noDashes += code[i];
    for (const std::string &pasted : {lower, spaced, noDashes}) {
        const std::optional<RuleSet> back = RuleCode::decode(pasted);
        QVERIFY2(back && *back == rules, pasted.c_str());
    }
    // Crockford's readings: O for 0, I and L for 1.
    std::string readable = code;
    for (std::size_t i = 3; i < readable.size(); ++i) {
        if (readable[i] == '0')
            readable[i] = 'O';
        else if (readable[i] == '1')
            readable[i] = 'l';
    }
    const std::optional<RuleSet> back = RuleCode::decode(readable);
    QVERIFY2(back && *back == rules, readable.c_str());
}

RATSCREW_TEST_GUILESS_MAIN(TestRuleCode)
#include "tst_rulecode.moc"
