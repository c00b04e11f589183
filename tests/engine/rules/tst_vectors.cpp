// SPDX-License-Identifier: GPL-3.0-or-later
// docs/RULES.md §8: every example of tests/data/rules-vectors run in-process
// through ScriptRunner and compared, as parsed JSON, line for line with its
// .expected.jsonl; every bad input refused with one line.

#include "RuleSet.h"
#include "ScriptRunner.h"
#include "TestRegistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <sstream>

using namespace ratscrew;

namespace {

QDir vectorDir()
{
    return QDir(QStringLiteral(RATSCREW_TEST_DATA "/rules-vectors"));
}

QStringList jsonFiles(const QDir &dir)
{
    return dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

// Lines of a text; a single final newline does not make an extra line.
QList<QByteArray> lines(const QByteArray &text)
{
    QList<QByteArray> list = text.split('\n');
    if (!list.isEmpty() && list.constLast().isEmpty())
        list.removeLast();
    return list;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// Parses one line as a JSON object; an empty object with `error` set otherwise.
QJsonObject parseLine(const QByteArray &line, QString &error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        error = parseError.errorString();
    else if (!doc.isObject())
        error = QStringLiteral("not a JSON object");
    return doc.object();
}

} // namespace

class TestVectors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vectorsExist();
    void vector_data();
    void vector();
    void badInput_data();
    void badInput();
    void oddTextIsRefusedOnOneLine_data();
    void oddTextIsRefusedOnOneLine();
};

void TestVectors::vectorsExist()
{
    QVERIFY2(vectorDir().exists(), qPrintable(vectorDir().path()));
    QVERIFY(!jsonFiles(vectorDir()).isEmpty());
    QVERIFY(!jsonFiles(QDir(vectorDir().filePath(QStringLiteral("bad")))).isEmpty());
}

void TestVectors::vector_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("expected");
    const QDir dir = vectorDir();
    const QStringList files = jsonFiles(dir);
    for (const QString &name : files) {
        const QString base = name.chopped(5); // ".json"
        QTest::newRow(qPrintable(base)) << dir.filePath(name) << dir.filePath(base + ".expected.jsonl");
    }
    if (files.isEmpty()) // fail, do not pass silently with no rows
        QTest::newRow("no vectors found") << dir.filePath(QStringLiteral("*.json")) << QString();
}

void TestVectors::vector()
{
    QFETCH(QString, script);
    QFETCH(QString, expected);
    QVERIFY2(QFileInfo::exists(script), qPrintable(script));
    QVERIFY2(QFileInfo::exists(expected), qPrintable(expected));

    ScriptRunner runner;
    QVERIFY2(runner.load(readAll(script)), qPrintable(runner.errorString()));
    QVERIFY(runner.errorString().isEmpty());
    std::ostringstream out;
    runner.run(out);
    const QList<QByteArray> actualLines = lines(QByteArray::fromStdString(out.str()));
    const QList<QByteArray> expectedLines = lines(readAll(expected));
    QVERIFY(!expectedLines.isEmpty());

    for (qsizetype i = 0; i < qMin(actualLines.size(), expectedLines.size()); ++i) {
        QString error;
        const QJsonObject want = parseLine(expectedLines.at(i), error);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("expected line %1: %2").arg(i).arg(error)));
        const QJsonObject got = parseLine(actualLines.at(i), error);
        QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("output line %1: %2").arg(i).arg(error)));
        if (got != want)
            QFAIL(qPrintable(
                QStringLiteral("line %1 differs\n   actual:   %2\n   expected: %3")
                    .arg(i)
                    .arg(QString::fromUtf8(actualLines.at(i)), QString::fromUtf8(expectedLines.at(i)))));
        QCOMPARE(got, want);
    }
    QCOMPARE(actualLines.size(), expectedLines.size());
}

void TestVectors::badInput_data()
{
    QTest::addColumn<QString>("script");
    const QDir dir(vectorDir().filePath(QStringLiteral("bad")));
    const QStringList files = jsonFiles(dir);
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    if (files.isEmpty())
        QTest::newRow("no bad inputs found") << dir.filePath(QStringLiteral("*.json"));
}

void TestVectors::badInput()
{
    QFETCH(QString, script);
    QVERIFY2(QFileInfo::exists(script), qPrintable(script));
    ScriptRunner runner;
    QVERIFY(!runner.load(readAll(script)));
    const QString error = runner.errorString();
    QVERIFY(!error.trimmed().isEmpty());
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
    std::ostringstream out;
    runner.run(out); // nothing was loaded: nothing is written
    QVERIFY(out.str().empty());
}

// Found by fuzz_script: names with a newline were echoed into the message
// (two lines on standard error), and "S1\n" or "S1 " passed as a slap and
// was echoed raw into the output, breaking its JSON lines.
void TestVectors::oddTextIsRefusedOnOneLine_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("message"); // a part of the one-line error

    QStringList deck;
    for (Card c : RuleSet().fullDeck())
        deck << QLatin1Char('"') + QString::fromStdString(c.name()) + QLatin1Char('"');
    const QByteArray deckJson = "[" + deck.join(QLatin1Char(',')).toLatin1() + "]";
    const auto script = [&deckJson](const QByteArray &head, const QByteArray &actions = "[]") {
        return "{" + head + "\"deck\": " + deckJson + ", \"actions\": " + actions + "}";
    };
    QTest::newRow("unknown key") << script("\"players\": 2, \"play\\ners\": 2, ")
                                 << QStringLiteral("unknown key 'play\\ners'");
    QTest::newRow("unknown preset") << script("\"players\": 2, \"preset\": \"house\\r\\n\", ")
                                    << QStringLiteral("unknown preset 'house\\r\\n'");
    QTest::newRow("unknown option") << script("\"players\": 2, \"rules\": {\"burn\\ncount\": 1}, ")
                                    << QStringLiteral("unknown option 'burn\\ncount'");
    QTest::newRow("unknown pattern") << script("\"players\": 2, \"rules\": {\"slaps\": [\"ten\\ns\"]}, ")
                                     << QStringLiteral("unknown slap pattern 'ten\\ns'");
    QTest::newRow("option of the wrong type")
        << script("\"players\": 2, \"rules\": {\"\\tjokers\": {}}, ")
        << QStringLiteral("option '\\tjokers' has a value of the wrong type");
    QTest::newRow("slap with a newline") << script("\"players\": 2, ", "[\"P\", \"S1\\n\"]")
                                         << QStringLiteral("action 2 is unknown: \"S1\\n\"");
    QTest::newRow("slap with a space")
        << script("\"players\": 2, ", "[\"S1 \"]") << QStringLiteral("action 1 is unknown: \"S1 \"");
    QTest::newRow("slap with a non-ASCII digit")
        << script("\"players\": 2, ", "[\"S\\u0661\"]") << QStringLiteral("action 1 is unknown");
}

void TestVectors::oddTextIsRefusedOnOneLine()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, message);
    ScriptRunner runner;
    QVERIFY(!runner.load(script));
    const QString error = runner.errorString();
    QVERIFY2(!error.contains(QLatin1Char('\n')) && !error.contains(QLatin1Char('\r')), qPrintable(error));
    QVERIFY2(error.contains(message), qPrintable(error));
}

RATSCREW_TEST_GUILESS_MAIN(TestVectors)
#include "tst_vectors.moc"
