// SPDX-License-Identifier: GPL-3.0-or-later
// The real `ratscrew` binary on bad command lines: exit status 2, one
// line on standard error that quotes the input escaped, nothing started.

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void badArguments_data();
    void badArguments();
    void badRunFile_data();
    void badRunFile();
};

void TestCli::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("escape in a preset")
        << QStringList{"--preset", "ho\x1b[31muse"}
        << R"(--preset must be one of house, bicycle, slaps, slaps_advanced, classic, slaps_full, not 'ho\x1b[31muse')";
    QTest::newRow("escape in an option name")
        << QStringList{"--\x1b]0;pwned\x07"} << R"(Unknown option '\x1b]0;pwned\x07'.)";
    QTest::newRow("escape in a level")
        << QStringList{"--bots", "hard,\x1b[2J"}
        << R"(--bots: unknown level '\x1b[2J' (levels: beginner, easy, normal, hard, expert, match))";
    QTest::newRow("bidi control") << QStringList{"extra\u202e"} << R"(unexpected argument 'extra\u202e')";
    QTest::newRow("huge bot count") << QStringList{"--bots", "99999999999"}
                                    << "--bots: 99999999999 is out of range 1–7";
    QTest::newRow("8 bots") << QStringList{"--bots", "8"} << "--bots: 8 is out of range 1–7";
    QTest::newRow("no bots") << QStringList{"--bots", "-0"} << "--bots: -0 is out of range 1–7";
    QTest::newRow("huge seed") << QStringList{"--seed", "18446744073709551616"}
                               << "--seed: 18446744073709551616 is out of range 0–18446744073709551615";
    QTest::newRow("negative seed") << QStringList{"--seed", "-1"}
                                   << "--seed: -1 is out of range 0–18446744073709551615";
    QTest::newRow("two runs") << QStringList{"a.ratscrew-run", "b.ratscrew-run"}
                              << "unexpected argument 'b.ratscrew-run'";
    QTest::newRow("text seed") << QStringList{"--seed", "abc"}
                               << "--seed needs a whole number from 0 to 18446744073709551615, not 'abc'";
}

void TestCli::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QProcess app;
    app.start(QStringLiteral(RATSCREW_APP), args);
    QVERIFY2(app.waitForFinished(30000), "ratscrew did not stop on a bad command line");
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 2);
    QCOMPARE(app.readAllStandardOutput(), QByteArray());
    const QByteArray err = app.readAllStandardError();
    for (const char c : err)
        QVERIFY2(c == '\n' || static_cast<unsigned char>(c) >= 0x20, err.constData());
    QVERIFY2(!err.contains("\xe2\x80\xae"), err.constData());
    const QList<QByteArray> lines = err.trimmed().split('\n');
    QCOMPARE(lines.size(), 2); // the message and "Try 'ratscrew --help'."
    QCOMPARE(QString::fromUtf8(lines.at(0)), QStringLiteral("ratscrew: ") + message);
}

void TestCli::badRunFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("\x00\x01binary") << "not JSON";
    QTest::newRow("a record, not a run") << QByteArray(R"({"format":"ratscrew-record","version":3})")
                                         << "not a run (format is not \"ratscrew-run\")";
    QTest::newRow("a newer run") << QByteArray(R"({"format":"ratscrew-run","version":9})")
                                 << "a run of version 9, newer than this Ratscrew reads (1)";
}

// A run named on the command line is read and checked before any window:
// a bad one is said in one line on stderr, exit status 2.
void TestCli::badRunFile()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("friend.ratscrew-run"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), dir.path()); // nothing of the real home is touched
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path()); // 0700: Qt says nothing about it
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(RATSCREW_APP), {QStringLiteral("--no-sound"), path});
    QVERIFY2(app.waitForFinished(30000), "ratscrew did not stop on a bad run");
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QCOMPARE(app.exitCode(), 2);
    const QList<QByteArray> lines = app.readAllStandardError().trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QVERIFY2(QString::fromUtf8(lines.at(0)).startsWith(QStringLiteral("ratscrew: '%1': ").arg(path)),
             lines.at(0).constData());
    QVERIFY2(QString::fromUtf8(lines.at(0)).contains(message), lines.at(0).constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
