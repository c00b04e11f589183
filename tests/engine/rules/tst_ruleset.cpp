// SPDX-License-Identifier: GPL-3.0-or-later
// docs/RULES.md §7: the five presets and the options of a custom rule set
// (RuleSet::setOption / option).

#include "Card.h"
#include "RuleSet.h"
#include "TestRegistry.h"

#include <QStringList>
#include <QTest>
#include <QVariant>
#include <QVariantMap>

using namespace ratscrew;

namespace {

// The §7 option names in the order of the table.
const QStringList kOptionNames = {
    "jokers",         "slaps",         "tens_letter_between",
    "run_ace",        "penalty",       "burn_count",
    "misslap_limit",  "collect",       "leader",
    "slap_in",        "win",           "only_slap_three_rank",
    "forbidden_rank", "misslap_leads", "slap_in_miss",
    "sticky_faces",   "split_eights",  "ten_stops",
    "lockout_cards",  "time_limit",    "dealer_starts",
};

// A data-table value as an option value: invalid QVariant = null.
OptionValue toOption(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::UnknownType:
        return std::monostate{};
    case QMetaType::Bool:
        return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
        return (long long)v.toLongLong();
    case QMetaType::QString:
        return v.toString().toStdString();
    case QMetaType::QStringList: {
        std::vector<std::string> list;
        for (const QString &s : v.toStringList())
            list.push_back(s.toStdString());
        return list;
    }
    default:
        qFatal("test data: unsupported value type %s", v.typeName());
    }
}

// An option value as JSON-like text, for comparisons with readable failures.
QString render(const OptionValue &value)
{
    if (std::holds_alternative<std::monostate>(value))
        return QStringLiteral("null");
    if (const auto *b = std::get_if<bool>(&value))
        return *b ? QStringLiteral("true") : QStringLiteral("false");
    if (const auto *i = std::get_if<long long>(&value))
        return QString::number(*i);
    if (const auto *s = std::get_if<std::string>(&value))
        return QLatin1Char('"') + QString::fromStdString(*s) + QLatin1Char('"');
    QStringList items;
    for (const auto &s : std::get<std::vector<std::string>>(value))
        items << QString::fromStdString(s);
    return QLatin1Char('[') + items.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString render(const QVariant &v)
{
    return render(toOption(v));
}

RuleSet preset(const QString &name)
{
    const auto rules = RuleSet::preset(name.toStdString());
    if (!rules)
        qFatal("no preset %s", qPrintable(name));
    return *rules;
}

QStringList presetNames()
{
    QStringList out;
    for (auto name : RuleSet::presetNames())
        out << QString::fromLatin1(name.data(), qsizetype(name.size()));
    return out;
}

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestRuleSet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void presetNamesAndDefault();
    void presets_data();
    void presets();
    void optionNames();
    void setOptionAccepts_data();
    void setOptionAccepts();
    void setOptionRefuses_data();
    void setOptionRefuses();
    void refusalsQuoteNamesOnOneLine();
    void quotedEscapesControlCharacters();
    void everyOptionRoundTrips();
    void slapsAreReportedInTableOrder();
};

void TestRuleSet::presetNamesAndDefault()
{
    QCOMPARE(presetNames(),
             QStringList({"house", "bicycle", "slaps", "slaps_advanced", "classic", "slaps_full"}));
    QVERIFY(RuleSet() == preset(QStringLiteral("house"))); // house is the default
    QVERIFY(!RuleSet::preset("speed"));
    QVERIFY(!RuleSet::preset("House"));
    QVERIFY(!RuleSet::preset(""));
}

void TestRuleSet::presets_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QVariantMap>("expected"); // a "–" of the table is simply absent

    const auto common = [](QVariantMap m) {
        m.insert("slap_in", true);
        m.insert("only_slap_three_rank", QVariant());
        m.insert("forbidden_rank", QVariant());
        if (!m.contains("sticky_faces")) { // the calls of §9: only slaps_full has them
            m.insert("sticky_faces", QStringList());
            m.insert("split_eights", false);
        }
        return m;
    };
    QTest::newRow("house") << "house"
                           << common(
                                  {{"jokers", qlonglong(0)},
                                   {"slaps", words("double sandwich top_bottom tens four_in_a_row marriage")},
                                   {"tens_letter_between", true},
                                   {"run_ace", "both"},
                                   {"penalty", "burn"},
                                   {"burn_count", qlonglong(2)},
                                   {"misslap_limit", qlonglong(0)},
                                   {"collect", "immediate"},
                                   {"leader", "next"},
                                   {"win", "last_with_cards"},
                                   {"misslap_leads", false},
                                   {"slap_in_miss", "out"},
                                   {"dealer_starts", false}});
    QTest::newRow("bicycle")
        << "bicycle"
        << common({{"jokers", qlonglong(0)},
                   {"slaps", words("double sandwich top_bottom tens four_in_a_row marriage joker")},
                   {"tens_letter_between", true},
                   {"run_ace", "wrap"},
                   {"penalty", "burn"},
                   {"burn_count", qlonglong(1)},
                   {"misslap_limit", qlonglong(0)},
                   {"collect", "on_collect"},
                   {"leader", "winner"},
                   {"win", "all_cards"},
                   {"misslap_leads", false},
                   {"slap_in_miss", "out"},
                   {"dealer_starts", false}});
    QTest::newRow("slaps") << "slaps"
                           << common({{"jokers", qlonglong(2)},
                                      {"slaps", words("double sandwich joker")},
                                      {"penalty", "burn"},
                                      {"burn_count", qlonglong(1)},
                                      {"misslap_limit", qlonglong(0)},
                                      {"collect", "on_collect"},
                                      {"leader", "winner"},
                                      {"win", "all_cards"},
                                      {"misslap_leads", true},
                                      {"slap_in_miss", "sit_out"},
                                      {"dealer_starts", true}});
    QTest::newRow("slaps_advanced")
        << "slaps_advanced"
        << common(
               {{"jokers", qlonglong(2)},
                {"slaps",
                 words(
                     "double sandwich tens ten tens_sandwich three_tens run_of_three joker three_of_a_suit")},
                {"tens_letter_between", false},
                {"penalty", "burn"},
                {"burn_count", qlonglong(1)},
                {"misslap_limit", qlonglong(0)},
                {"collect", "on_collect"},
                {"leader", "winner"},
                {"win", "all_cards"},
                {"misslap_leads", true},
                {"slap_in_miss", "sit_out"},
                {"dealer_starts", true}});
    QTest::newRow("slaps_full")
        << "slaps_full"
        << common(
               {{"jokers", qlonglong(2)},
                {"slaps",
                 words(
                     "double sandwich tens ten tens_sandwich three_tens run_of_three joker three_of_a_suit")},
                {"tens_letter_between", false},
                {"penalty", "burn"},
                {"burn_count", qlonglong(1)},
                {"misslap_limit", qlonglong(0)},
                {"collect", "on_collect"},
                {"leader", "winner"},
                {"win", "all_cards"},
                {"misslap_leads", true},
                {"slap_in_miss", "sit_out"},
                {"dealer_starts", true},
                {"sticky_faces", words("K")},
                {"split_eights", true}});
    QTest::newRow("classic") << "classic"
                             << common({{"jokers", qlonglong(0)},
                                        {"slaps", words("double four_in_a_row joker")},
                                        {"run_ace", "both"},
                                        {"penalty", "give_pile"},
                                        {"misslap_limit", qlonglong(5)},
                                        {"collect", "on_collect"},
                                        {"leader", "winner"},
                                        {"win", "all_cards"},
                                        {"misslap_leads", false},
                                        {"slap_in_miss", "out"},
                                        {"dealer_starts", false}});
}

void TestRuleSet::presets()
{
    QFETCH(QString, name);
    QFETCH(QVariantMap, expected);

    const RuleSet rules = preset(name);
    QVERIFY(expected.size() >= 11);
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        QVERIFY2(kOptionNames.contains(it.key()), qPrintable(it.key()));
        QCOMPARE(render(rules.option(it.key().toStdString())), render(it.value()));
    }
    const int jokers = expected.value("jokers").toInt();
    QCOMPARE(rules.jokers, jokers);
    QCOMPARE(rules.deckSize(), 52 + jokers);
    QCOMPARE(int(rules.fullDeck().size()), 52 + jokers);
    QCOMPARE(rules.maxPlays, 0LL); // script mode and the app: no limit
}

void TestRuleSet::optionNames()
{
    QStringList names;
    for (auto n : RuleSet::optionNames())
        names << QString::fromLatin1(n.data(), qsizetype(n.size()));
    QCOMPARE(names, kOptionNames);
}

void TestRuleSet::setOptionAccepts_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QVariant>("value");

    const auto add = [](const char *name, const QVariant &value) {
        QTest::addRow("%s = %s", name, qPrintable(render(value))) << QString::fromLatin1(name) << value;
    };
    add("jokers", qlonglong(0));
    add("jokers", qlonglong(2));
    add("slaps", QStringList());
    add("slaps", words("double"));
    add("slaps", words("double marriage"));
    add("slaps", words("triple"));
    add("slaps", words("double triple sandwich top_bottom tens ten tens_sandwich three_tens "
                       "four_in_a_row run_of_three marriage joker three_of_a_suit four_of_a_suit divorce "
                       "big_mac"));
    add("slaps", words("divorce big_mac"));
    for (bool b : {true, false}) {
        add("tens_letter_between", b);
        add("slap_in", b);
    }
    for (const char *v : {"high", "both", "wrap"})
        add("run_ace", v);
    for (const char *v : {"burn", "give_pile", "none", "lockout"})
        add("penalty", v);
    add("burn_count", qlonglong(1));
    add("burn_count", qlonglong(2));
    for (qlonglong v : {0, 1, 5, 1000})
        add("misslap_limit", v);
    for (const char *v : {"immediate", "on_collect"})
        add("collect", v);
    for (const char *v : {"winner", "next"})
        add("leader", v);
    for (const char *v : {"all_cards", "last_with_cards"})
        add("win", v);
    add("only_slap_three_rank", QVariant());
    for (const char *rank : {"2", "3", "4", "5", "6", "7", "8", "9", "T"}) // number ranks only
        add("only_slap_three_rank", rank);
    add("forbidden_rank", QVariant());
    for (const char *rank : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"})
        add("forbidden_rank", rank);
    for (bool on : {false, true})
        add("misslap_leads", on);
    for (const char *v : {"out", "sit_out"})
        add("slap_in_miss", v);
    // §9.3: distinct letters J Q K A, reported in that order.
    for (const char *v : {"", "K", "J A", "J Q K A"})
        add("sticky_faces", words(v));
    for (bool on : {false, true})
        add("split_eights", on);
    // §11.
    for (bool on : {false, true})
        add("ten_stops", on);
    for (qlonglong v : {1, 5, 52})
        add("lockout_cards", v);
    for (qlonglong v : {0, 1, 30, 600})
        add("time_limit", v);
    // §1.
    for (bool on : {false, true})
        add("dealer_starts", on);
}

void TestRuleSet::setOptionAccepts()
{
    QFETCH(QString, name);
    QFETCH(QVariant, value);

    for (const QString &base : presetNames()) {
        RuleSet rules = preset(base);
        const RuleSet before = rules;
        const std::string error = rules.setOption(name.toStdString(), toOption(value));
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(render(rules.option(name.toStdString())), render(value));
        // Nothing else changed.
        for (const QString &other : kOptionNames)
            if (other != name)
                QCOMPARE(render(rules.option(other.toStdString())),
                         render(before.option(other.toStdString())));
    }
}

void TestRuleSet::setOptionRefuses_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QVariant>("value");

    const auto add = [](const char *name, const QVariant &value) {
        QTest::addRow("%s = %s", name, qPrintable(render(value))) << QString::fromLatin1(name) << value;
    };
    // Unknown options.
    add("burn_cards", qlonglong(2));
    add("Jokers", qlonglong(2));
    add("", true);
    // Wrong types and values out of range.
    for (const QVariant &v : {QVariant(qlonglong(1)), QVariant(qlonglong(54)), QVariant(qlonglong(-2)),
                              QVariant("2"), QVariant(true), QVariant(), QVariant(QStringList{"0"})})
        add("jokers", v);
    for (const QVariant &v : {QVariant("double"), QVariant(words("double straight")),
                              QVariant(words("Double")), QVariant(true), QVariant(qlonglong(3)), QVariant()})
        add("slaps", v);
    for (const char *name : {"tens_letter_between", "slap_in"})
        for (const QVariant &v : {QVariant(qlonglong(1)), QVariant("yes"), QVariant("true"), QVariant()})
            add(name, v);
    for (const QVariant &v :
         {QVariant("low"), QVariant("HIGH"), QVariant(qlonglong(1)), QVariant(true), QVariant()})
        add("run_ace", v);
    for (const QVariant &v : {QVariant("kill"), QVariant(""), QVariant(qlonglong(2)), QVariant()})
        add("penalty", v);
    for (const QVariant &v : {QVariant(qlonglong(0)), QVariant(qlonglong(3)), QVariant(qlonglong(-1)),
                              QVariant("two"), QVariant(true), QVariant()})
        add("burn_count", v);
    // 0..1000 (RuleSet.h).
    for (const QVariant &v :
         {QVariant(qlonglong(-1)), QVariant(qlonglong(1001)), QVariant("5"), QVariant(true), QVariant()})
        add("misslap_limit", v);
    for (const QVariant &v : {QVariant("later"), QVariant(qlonglong(0)), QVariant()})
        add("collect", v);
    for (const QVariant &v : {QVariant("loser"), QVariant(false), QVariant()})
        add("leader", v);
    for (const QVariant &v : {QVariant("most_cards"), QVariant(false), QVariant()})
        add("win", v);
    for (const char *name : {"only_slap_three_rank", "forbidden_rank"})
        for (const QVariant &v :
             {QVariant("X"), QVariant("10"), QVariant("5S"), QVariant("RJ"), QVariant("a"), QVariant(""),
              QVariant(qlonglong(5)), QVariant(true), QVariant(words("K"))})
            add(name, v);
    for (const char *rank : {"A", "J", "Q", "K"}) // seed 003: a number value, no face card
        add("only_slap_three_rank", rank);
    for (const QVariant &v : {QVariant("yes"), QVariant(qlonglong(1)), QVariant()})
        add("misslap_leads", v);
    for (const QVariant &v : {QVariant("sit"), QVariant(true), QVariant(qlonglong(0)), QVariant()})
        add("slap_in_miss", v);
    for (const QVariant &v : {QVariant(words("K K")), QVariant(words("T")), QVariant(words("k")),
                              QVariant(words("KH")), QVariant("K"), QVariant(true), QVariant()})
        add("sticky_faces", v);
    for (const QVariant &v : {QVariant("yes"), QVariant(qlonglong(1)), QVariant()})
        add("split_eights", v);
    // §11.5.
    for (const QVariant &v : {QVariant("true"), QVariant(qlonglong(1)), QVariant()})
        add("ten_stops", v);
    for (const QVariant &v : {QVariant(qlonglong(0)), QVariant(qlonglong(53)), QVariant(qlonglong(-5)),
                              QVariant("5"), QVariant(true), QVariant()})
        add("lockout_cards", v);
    for (const QVariant &v :
         {QVariant(qlonglong(-1)), QVariant(qlonglong(601)), QVariant("30"), QVariant(true), QVariant()})
        add("time_limit", v);
    for (const QVariant &v : {QVariant("yes"), QVariant(qlonglong(1)), QVariant()})
        add("dealer_starts", v);
    add("penalty", "loud");
    add("slaps", words("big_mac hoagie"));
}

void TestRuleSet::setOptionRefuses()
{
    QFETCH(QString, name);
    QFETCH(QVariant, value);

    for (const QString &base : presetNames()) {
        RuleSet rules = preset(base);
        // A non-default value everywhere, so "reset to a default" is noticed too.
        QVERIFY(rules.setOption("only_slap_three_rank", std::string("7")).empty());
        QVERIFY(rules.setOption("forbidden_rank", std::string("9")).empty());
        const RuleSet before = rules;
        const std::string error = rules.setOption(name.toStdString(), toOption(value));
        QVERIFY2(!error.empty(), qPrintable(base));
        QVERIFY2(error.find('\n') == std::string::npos, error.c_str());
        QVERIFY2(rules == before, error.c_str());
    }
}

void TestRuleSet::refusalsQuoteNamesOnOneLine()
{
    // Found by fuzz_engine: an unknown option or pattern name holding a
    // newline came back inside the message, which was then two lines.
    RuleSet rules;
    const RuleSet before = rules;
    std::string error = rules.setOption("burn\ncount", (long long)1);
    QCOMPARE(QString::fromStdString(error), QStringLiteral("unknown option 'burn\\ncount'"));
    error = rules.setOption("slaps", std::vector<std::string>{"double", "tens\r\n"});
    QVERIFY2(error.starts_with("unknown slap pattern 'tens\\r\\n' (known: double, "), error.c_str());
    QVERIFY2(error.find_first_of("\r\n") == std::string::npos, error.c_str());
    QVERIFY(rules == before);
}

void TestRuleSet::quotedEscapesControlCharacters()
{
    const auto q = [](std::string_view text) { return QString::fromStdString(quoted(text)); };
    QCOMPARE(q("house"), QStringLiteral("'house'"));
    QCOMPARE(q(""), QStringLiteral("''"));
    QCOMPARE(q(std::string_view("a\nb\rc\td\0e\x1b\x7f", 11)),
             QStringLiteral("'a\\nb\\rc\\td\\x00e\\x1b\\x7f'"));
    // Printable and non-ASCII text (UTF-8 bytes) stays as it is.
    QCOMPARE(q("k\xc3\xb6nig 'x'"), QString::fromUtf8("'k\xc3\xb6nig 'x''"));
}

void TestRuleSet::everyOptionRoundTrips()
{
    // option() gives back what setOption() takes, on every preset.
    for (const QString &base : presetNames()) {
        const RuleSet original = preset(base);
        for (const QString &name : kOptionNames) {
            RuleSet copy = original;
            const std::string error = copy.setOption(name.toStdString(), original.option(name.toStdString()));
            QVERIFY2(error.empty(), qPrintable(base + QLatin1Char(' ') + name + QStringLiteral(": ")
                                               + QString::fromStdString(error)));
            QVERIFY2(copy == original, qPrintable(base + QLatin1Char(' ') + name));
        }
    }
}

void TestRuleSet::slapsAreReportedInTableOrder()
{
    RuleSet rules;
    QVERIFY(
        rules.setOption("slaps", std::vector<std::string>{"three_of_a_suit", "marriage", "double"}).empty());
    QCOMPARE(render(rules.option("slaps")), QStringLiteral("[double, marriage, three_of_a_suit]"));
}

RATSCREW_TEST_GUILESS_MAIN(TestRuleSet)
#include "tst_ruleset.moc"
