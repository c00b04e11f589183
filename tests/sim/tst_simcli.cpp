// SPDX-License-Identifier: GPL-3.0-or-later
// The real `ratscrew-sim` against hostile input and a hostile machine:
// endless and huge input, a full disk, terminal escapes in arguments,
// numbers that do not fit, a billion games. Every case ends with one
// clear line and a documented exit status, never an abort or a hang.

#include <QtGlobal> // Q_OS_LINUX
#ifdef Q_OS_LINUX
#  include "FullDisk.h" // Linux only
#endif
#include "GameRecord.h"
#include "TestRegistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

struct Run
{
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

// Runs ratscrew-sim with `args`; `stdoutFile` and `stdinFile`, if given,
// become its standard output and input.
Run runSim(const QStringList &args, const QString &stdoutFile = QString(),
           const QString &stdinFile = QString())
{
    QProcess sim;
    if (!stdoutFile.isEmpty())
        sim.setStandardOutputFile(stdoutFile);
    if (!stdinFile.isEmpty())
        sim.setStandardInputFile(stdinFile);
    sim.start(QStringLiteral(RATSCREW_SIM), args);
    Run run;
    if (!sim.waitForFinished(60000)) {
        sim.kill();
        sim.waitForFinished();
        return run;
    }
    run.exitCode = sim.exitCode();
    run.exitStatus = sim.exitStatus();
    run.out = sim.readAllStandardOutput();
    run.err = sim.readAllStandardError();
    return run;
}

// One line on stderr, printable (no terminal escapes), equal to `expected`.
bool isOneCleanLine(const QByteArray &err, const QString &expected, QByteArray *why)
{
    if (!err.endsWith('\n') || err.count('\n') != 1) {
        *why = "not one line: " + err;
        return false;
    }
    for (const char c : err.chopped(1))
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
            *why = "a control character: " + err;
            return false;
        }
    if (!expected.isEmpty()
        && QString::fromUtf8(err.chopped(1))
               != (expected.startsWith(QLatin1String("ratscrew-sim"))
                       ? expected
                       : QStringLiteral("ratscrew-sim: ") + expected)) {
        *why = "got: " + err;
        return false;
    }
    return true;
}

} // namespace

class TestSimCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ruleCodeGivesItsRules();
    void badArguments_data();
    void badArguments();
    void badScriptInput_data();
    void badScriptInput();
    void recordAndReplay();
    void analyseARecord();
#ifdef Q_OS_LINUX // /dev/full and /proc
    void writeErrorsAreReported_data();
    void writeErrorsAreReported();
    void aBillionGamesRunInConstantMemory();
    void recordsOnAFullDiskAreWholeOrNone();
#endif

private:
    QTemporaryDir m_dir;
};

// The issue's check: 200 games of every preset recorded, every record
// replayed with --verify; a record edited by hand is refused with one line.
void TestSimCli::recordAndReplay()
{
    for (const char *preset : {"house", "bicycle", "slaps", "slaps_advanced", "classic", "slaps_full"}) {
        const QString dir = m_dir.filePath(QStringLiteral("records-") + QLatin1String(preset));
        Run run = runSim({"simulate", "--games", "200", "--players", "3", "--preset", preset, "--max-plays",
                          "5000", "--record", dir});
        QCOMPARE(run.exitCode, 0);
        QStringList files;
        for (const QString &name : QDir(dir).entryList({QStringLiteral("game-*.json")}, QDir::Files))
            files << QDir(dir).filePath(name);
        QCOMPARE(files.size(), 200);
        run = runSim(QStringList{"replay", "--verify"} + files);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.out.count('\n'), 200);
        QCOMPARE(run.out.count("\"agrees\":true"), 200);
    }
    const QString dir = m_dir.filePath(QStringLiteral("records-house"));
    const QString good = QDir(dir).filePath(QStringLiteral("game-000000.json"));
    // Games that end on time (docs/RULES.md §11.4) carry the T action, at
    // the limit, and replay to the same result.
    {
        const QString timed = m_dir.filePath(QStringLiteral("records-time-up"));
        Run run = runSim({"simulate", "--games", "30", "--players", "4", "--preset", "slaps_full",
                          "--time-limit", "1", "--record", timed, "--json"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject summary = QJsonDocument::fromJson(run.out).object();
        const QJsonObject timeUp = summary.value(QStringLiteral("time_up")).toObject();
        QCOMPARE(timeUp.value(QStringLiteral("won")).toInt() + timeUp.value(QStringLiteral("drawn")).toInt(),
                 30);
        QStringList timedFiles;
        for (const QString &name : QDir(timed).entryList({QStringLiteral("game-*.json")}, QDir::Files))
            timedFiles << QDir(timed).filePath(name);
        QCOMPARE(timedFiles.size(), 30);
        QFile first(timedFiles.first());
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QJsonArray actions =
            QJsonDocument::fromJson(first.readAll()).object().value(QStringLiteral("actions")).toArray();
        QCOMPARE(actions.last().toArray().at(0).toInteger(), 60000);
        QCOMPARE(actions.last().toArray().at(1).toString(), QStringLiteral("time_up"));
        run = runSim(QStringList{"replay", "--verify"} + timedFiles);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.out.count("\"agrees\":true"), 30);
    }
    // As a script: script mode plays it.
    const QString script = m_dir.filePath(QStringLiteral("record.script.json"));
    Run run = runSim({"replay", "--script", good}, script);
    QCOMPARE(run.exitCode, 0);
    run = runSim({"script", script});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.count('\n') > 10);
    // Edited by hand: a winner changed (--verify exits 1), a version from
    // the future and a truncated file (exit 2, one clean line).
    QFile f(good);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject record = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject result = record.value(QStringLiteral("result")).toObject();
    result.insert(QStringLiteral("winner"), (result.value(QStringLiteral("winner")).toInt() + 1) % 3);
    record.insert(QStringLiteral("result"), result);
    const QString edited = m_dir.filePath(QStringLiteral("edited.json"));
    {
        QFile out(edited);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(record).toJson());
    }
    run = runSim({"replay", "--verify", edited});
    QCOMPARE(run.exitCode, 1);
    QByteArray why;
    QVERIFY2(isOneCleanLine(run.err, QString(), &why), why.constData());
    QVERIFY(run.err.contains("the record says"));
    record.insert(QStringLiteral("version"), 9);
    {
        QFile out(edited);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(record).toJson());
    }
    run = runSim({"replay", edited});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(isOneCleanLine(run.err, QString(), &why), why.constData());
    QVERIFY(run.err.contains("version 9, newer"));
    {
        QFile out(edited);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(QJsonDocument(record).toJson().left(200));
    }
    run = runSim({"replay", edited});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("not a game record"));
    // --record into a file instead of a directory.
    run = runSim({"simulate", "--games", "1", "--record", good});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("--record"));
}

// `analyse RECORD`: every position's chances, within their intervals,
// the swings, luck and speed adding up to the result; the same seed, the
// same figures; a record of the old clock refused.
void TestSimCli::analyseARecord()
{
    const QString dir = m_dir.filePath(QStringLiteral("analysed"));
    QCOMPARE(runSim({"simulate", "--games", "1", "--players", "3", "--seed", "5", "--record", dir}).exitCode,
             0);
    const QString record = QDir(dir).filePath(QStringLiteral("game-000000.json"));
    const QStringList args{"analyse", record, "--precision", "8", "--json"};
    const Run run = runSim(args);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.err, QByteArray());
    const QJsonObject o = QJsonDocument::fromJson(run.out).object();
    const QJsonArray positions = o.value("positions").toArray();
    QVERIFY(positions.size() > 100);
    for (const QJsonValue &v : positions) {
        const QJsonObject p = v.toObject();
        double sum = 0;
        for (const QJsonValue &c : p.value("chances").toArray())
            sum += c.toDouble();
        QVERIFY(sum <= 1.0 + 1e-9);
        QCOMPARE(p.value("chances").toArray().size(), 3);
    }
    QCOMPARE(positions.last().toObject().value("half_width").toDouble(), 0.0); // the end is certain
    QVERIFY(o.value("widest_half_width").toDouble() <= 0.08 + 1e-9);
    QVERIFY(o.value("swings").toArray().size() <= 3);
    const QJsonObject split = o.value("luck_and_speed").toObject();
    for (int p = 0; p < 3; ++p) {
        const double parts = split.value("at_deal").toArray().at(p).toDouble()
                             + split.value("luck").toArray().at(p).toDouble()
                             + split.value("speed").toArray().at(p).toDouble();
        QVERIFY(std::abs(parts - split.value("result").toArray().at(p).toDouble()) < 1e-9);
    }
    // The same seed, the same figures (on any number of threads).
    QJsonObject again = QJsonDocument::fromJson(runSim(args + QStringList{"--threads", "1"}).out).object();
    QJsonObject first = o;
    first.remove("elapsed_s");
    again.remove("elapsed_s");
    QCOMPARE(again, first);
    // As text: the curve, the swings, the split.
    const Run text = runSim({"analyse", record, "--precision", "8"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("Win probability after every step"));
    QVERIFY(text.out.contains("Largest swings for Player 1"));
    QVERIFY(text.out.contains("Luck and speed"));
    // A record of the clock before the fourth edition cannot be analysed.
    QFile file(record);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject old = QJsonDocument::fromJson(file.readAll()).object();
    old.insert("version", 1);
    const QString oldPath = m_dir.filePath(QStringLiteral("old-clock.json"));
    QFile out(oldPath);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(old).toJson());
    out.close();
    const Run refused = runSim({"analyse", oldPath});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(refused.err.contains("fourth edition"));
    QCOMPARE(refused.err.count('\n'), 1);
}

void TestSimCli::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("escape in a preset")
        << QStringList{"simulate", "--preset", "ho\x1b[31muse"}
        << R"(ratscrew-sim simulate: unknown preset 'ho\x1b[31muse' (known: house, bicycle, slaps, slaps_advanced, classic, slaps_full))";
    QTest::newRow("escape in an option")
        << QStringList{"simulate", "--\x1b[2J"} << R"(ratscrew-sim simulate: Unknown option '\x1b[2J'.)";
    QTest::newRow("escape in a command")
        << QStringList{"\x1b]0;x\x07"} << R"(unknown command '\x1b]0;x\x07' (try --help))";
    QTest::newRow("escape in rules") << QStringList{"simulate", "--rules", "{\"\x1b[1m\": 1}"} << QString();
    QTest::newRow("escape in a file name") << QStringList{"script", "/nonexistent/\x1b[31m"} << QString();
    QTest::newRow("games too large for 64 bits")
        << QStringList{"simulate", "--games", "99999999999999999999"}
        << "ratscrew-sim simulate: --games: 99999999999999999999 is out of range 1–1000000000";
    QTest::newRow("negative games") << QStringList{"simulate", "--games", "-5"}
                                    << "ratscrew-sim simulate: --games: -5 is out of range 1–1000000000";
    QTest::newRow("players") << QStringList{"simulate", "--players", "99"}
                             << "ratscrew-sim simulate: --players: 99 is out of range 2–8";
    QTest::newRow("threads hex") << QStringList{
        "simulate", "--threads",
        "0x10"} << "ratscrew-sim simulate: --threads needs a whole number from 1 to 256, not '0x10'";
    QTest::newRow("max plays empty") << QStringList{
        "simulate", "--max-plays",
        ""} << "ratscrew-sim simulate: --max-plays needs a whole number from 1 to 1000000000, not ''";
    QTest::newRow("record a game longer than a record holds")
        << QStringList{"simulate", "--max-plays", "300001", "--record", "/nonexistent"}
        << "ratscrew-sim simulate: --record keeps games of at most 300000 plays (a record holds at most "
           "500000 "
           "actions): lower --max-plays";
    QTest::newRow("negative seed") << QStringList{
        "simulate", "--seed",
        "-1"} << "ratscrew-sim simulate: --seed: -1 is out of range 0–18446744073709551615";
    // An empty folder name used to record nothing and say nothing.
    QTest::newRow("record into no folder")
        << QStringList{"simulate", "--games", "1", "--record="}
        << "ratscrew-sim simulate: --record needs a folder name (--record DIR)";
    QTest::newRow("record into an empty name")
        << QStringList{"simulate", "--games", "1", "--record", ""}
        << "ratscrew-sim simulate: --record needs a folder name (--record DIR)";
    // The game's length in minutes (docs/RULES.md §11.4): 0..600, whole.
    QTest::newRow("time limit negative") << QStringList{"simulate", "--time-limit", "-1"}
                                         << "ratscrew-sim simulate: --time-limit: -1 is out of range 0–600";
    QTest::newRow("time limit too long") << QStringList{"simulate", "--time-limit", "601"}
                                         << "ratscrew-sim simulate: --time-limit: 601 is out of range 0–600";
    QTest::newRow("time limit fraction")
        << QStringList{"simulate", "--time-limit", "5.5"}
        << "ratscrew-sim simulate: --time-limit needs a whole number from 0 to 600, not '5.5'";
    QTest::newRow("time limit word") << QStringList{
        "simulate", "--time-limit",
        "x"} << "ratscrew-sim simulate: --time-limit needs a whole number from 0 to 600, not 'x'";
    QTest::newRow("time limit empty")
        << QStringList{"simulate", "--time-limit", ""}
        << "ratscrew-sim simulate: --time-limit needs a whole number from 0 to 600, not ''";
    QTest::newRow("time limit huge")
        << QStringList{"simulate", "--time-limit", "99999999999999999999"}
        << "ratscrew-sim simulate: --time-limit: 99999999999999999999 is out of range 0–600";
    QTest::newRow("time limit missing") << QStringList{"simulate", "--time-limit"}
                                        << "ratscrew-sim simulate: Missing value after '--time-limit'.";
    QTest::newRow("time limit in rules")
        << QStringList{"simulate", "--rules", "{\"time_limit\": 601}"} << QString();
    QTest::newRow("time limit with varied tables")
        << QStringList{"simulate", "--vary-tables", "--time-limit", "30"}
        << "ratscrew-sim simulate: --vary-tables draws the table of every game: drop --time-limit";
    // A rule code in --rules (a whole rule set): bad, newer, or with --preset.
    QTest::newRow("rule code with a typo")
        << QStringList{"simulate", "--rules", "R1-TH2C-400E-0081-FGYF"}
        << "ratscrew-sim simulate: --rules: the rule code has a typo: its check characters do not match";
    QTest::newRow("rule code of a newer version")
        << QStringList{"simulate", "--rules", "R3-TH2C-400E-00RP-Q0P8"}
        << "ratscrew-sim simulate: --rules: this rule code is of version 3, and this version of the game "
           "reads rule codes up to version 2 (the code comes from a newer version)";
    // The version's digit is checked with the rest: a version 1 code's 1
    // mistyped as 2 is no other rule set.
    QTest::newRow("rule code of version 1 read as 2")
        << QStringList{"simulate", "--rules", "R2-TH2C-400E-0081-FGYE"}
        << "ratscrew-sim simulate: --rules: the rule code has a typo: its check characters do not match";
    QTest::newRow("rule code cut short")
        << QStringList{"simulate", "--rules", "R1-TH2C-400E"}
        << "ratscrew-sim simulate: --rules: the rule code is cut short: it has 8 of its 16 characters";
    QTest::newRow("rule code with a preset")
        << QStringList{"simulate", "--preset", "slaps", "--rules", "R1-TH2C-400E-0081-FGYE"}
        << "ratscrew-sim simulate: --preset and a rule code in --rules cannot be used together (a rule code "
           "is a whole rule set)";
    QTest::newRow("huge seed")
        << QStringList{"simulate", "--seed", "18446744073709551616"}
        << "ratscrew-sim simulate: --seed: 18446744073709551616 is out of range 0–18446744073709551615";
    QTest::newRow("analyse without a record")
        << QStringList{"analyse"} << "ratscrew-sim analyse: a RECORD file is needed";
    QTest::newRow("analyse two records") << QStringList{"analyse", "a.json", "b\x1b[31m"}
                                         << R"(ratscrew-sim analyse: unexpected argument 'b\x1b[31m')";
    QTest::newRow("analyse too few samples")
        << QStringList{"analyse", "a.json", "--samples", "3"}
        << "ratscrew-sim analyse: --samples: 3 is out of range 16–1000000";
    QTest::newRow("analyse no precision")
        << QStringList{"analyse", "a.json", "--precision", "0"}
        << "ratscrew-sim analyse: --precision needs a number of percent from 0.1 to 50, not '0'";
    QTest::newRow("analyse a directory") << QStringList{"analyse", "/"} << QString();
    QTest::newRow("analyse a missing file")
        << QStringList{"analyse", "/nonexistent/\x1b[31m.json"} << QString();
}

// `--rules CODE`: the code's whole rule set, the same games as the same
// rules given as a preset and JSON options.
void TestSimCli::ruleCodeGivesItsRules()
{
    // R1-TH2C-400E-0081-FGYE: house with a 30-minute game (engine/rules/RuleCode.h).
    const QStringList common{"simulate", "--players", "4", "--games", "40", "--seed", "3", "--json"};
    const Run coded = runSim(common + QStringList{"--rules", "R1-TH2C-400E-0081-FGYE"});
    const Run spelled = runSim(common + QStringList{"--rules", "{\"time_limit\": 30}"});
    QCOMPARE(coded.exitCode, 0);
    QCOMPARE(spelled.exitCode, 0);
    QJsonObject a = QJsonDocument::fromJson(coded.out).object(),
                b = QJsonDocument::fromJson(spelled.out).object();
    QCOMPARE(a.value("preset").toString(), QStringLiteral("custom"));
    QCOMPARE(a.value("time_limit").toInt(), 30);
    for (const char *key : {"preset", "elapsed_s", "games_per_s", "plays_per_s"}) {
        a.remove(QLatin1String(key));
        b.remove(QLatin1String(key));
    }
    QCOMPARE(a, b);
}

void TestSimCli::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run run = runSim(args);
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QByteArray why;
    QVERIFY2(isOneCleanLine(run.err, message, &why), why.constData());
    QVERIFY(!run.err.contains("\xe2\x80\xae"));
}

void TestSimCli::badScriptInput_data()
{
    QTest::addColumn<QString>("file");      // the FILE argument
    QTest::addColumn<QString>("stdinFile"); // what standard input is, for '-'
    QTest::addColumn<QString>("message");
    const QString big = m_dir.filePath(QStringLiteral("big.json"));
    {
        // A well-formed script padded past the 4 MiB limit.
        QFile f(big);
        if (f.open(QIODevice::WriteOnly)) {
            f.write("{\"players\": 2, \"actions\": [], \"rules\": {}");
            f.write(QByteArray(5 << 20, ' '));
            f.write("}");
        }
    }
    const QString empty = m_dir.filePath(QStringLiteral("empty.json"));
    QFile(empty).open(QIODevice::WriteOnly);
    const QString binary = m_dir.filePath(QStringLiteral("binary.json"));
    {
        QFile f(binary);
        if (f.open(QIODevice::WriteOnly))
            f.write(QByteArray("\x00\x1b[31m\xff\xfe", 7));
    }
    QTest::newRow("/dev/zero") << "/dev/zero" << QString()
                               << "/dev/zero: the input is larger than 4 MiB, the limit for a script";
    QTest::newRow("endless stdin") << "-"
                                   << "/dev/zero"
                                   << "-: the input is larger than 4 MiB, the limit for a script";
    QTest::newRow("5 MiB file") << big << QString()
                                << big + ": the input is larger than 4 MiB, the limit for a script";
    QTest::newRow("directory") << m_dir.path() << QString()
                               << "cannot read " + m_dir.path() + ": it is a directory";
    QTest::newRow("empty") << empty << QString() << QString();
    QTest::newRow("binary") << binary << QString() << QString();
    QTest::newRow("missing") << m_dir.filePath(QStringLiteral("none.json")) << QString() << QString();
}

void TestSimCli::badScriptInput()
{
    QFETCH(QString, file);
    QFETCH(QString, stdinFile);
    QFETCH(QString, message);
    const Run run = runSim({QStringLiteral("script"), file}, QString(), stdinFile);
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QByteArray why;
    QVERIFY2(isOneCleanLine(run.err, message, &why), why.constData());
}

#ifdef Q_OS_LINUX
void TestSimCli::writeErrorsAreReported_data()
{
    QTest::addColumn<QStringList>("args");
    const QString script = QStringLiteral(RATSCREW_TEST_DATA "/rules-vectors/e-last-card-bicycle-3p.json");
    QTest::newRow("simulate") << QStringList{"simulate", "--games", "100", "--threads", "1"};
    QTest::newRow("simulate json") << QStringList{"simulate", "--games", "10", "--json"};
    QTest::newRow("script") << QStringList{"script", script};
    QTest::newRow("help") << QStringList{"--help"};
    QTest::newRow("simulate help") << QStringList{"simulate", "--help"};
    QTest::newRow("version") << QStringList{"--version"};
}

void TestSimCli::writeErrorsAreReported()
{
    QFETCH(QStringList, args);
    const Run run = runSim(args, QStringLiteral("/dev/full"));
    QCOMPARE(run.exitStatus, QProcess::NormalExit);
    QCOMPARE(run.exitCode, 1);
    QByteArray why;
    QVERIFY2(
        isOneCleanLine(run.err, QStringLiteral("cannot write the output: No space left on device"), &why),
        why.constData());
}

// `simulate --record` into a folder whose disk refuses the records: one
// line naming a file and the cause, exit 1, and no cut record left behind
// (it left files of 0 or 4096 bytes and said "Unknown error").
void TestSimCli::recordsOnAFullDiskAreWholeOrNone()
{
    const auto check = [](const QString &dir, const Run &run, const QString &cause) {
        QCOMPARE(run.exitStatus, QProcess::NormalExit);
        QCOMPARE(run.exitCode, 1);
        QByteArray why;
        QVERIFY2(isOneCleanLine(run.err, QString(), &why), why.constData());
        QVERIFY2(run.err.trimmed().endsWith(("cannot be written: " + cause).toUtf8()), run.err.constData());
        for (const QString &name : QDir(dir).entryList(QDir::Files | QDir::Hidden)) {
            if (name == QLatin1String("filler"))
                continue;
            QVERIFY2(name.startsWith(QLatin1String("game-")) && name.endsWith(QLatin1String(".json")),
                     qPrintable(name));
            QString error;
            QVERIFY2(ratscrew::GameRecord::read(QDir(dir).filePath(name), &error), qPrintable(error));
        }
    };
    const QStringList args{"simulate", "--games", "6", "--threads", "2", "--players", "3"};
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Run run;
        {
            ratscrew::test::FileSizeLimit limit(2000); // inherited by the simulator
            QVERIFY(limit.isSet());
            run = runSim(args + QStringList{QStringLiteral("--record"), dir.path()});
        }
        check(dir.path(), run, QStringLiteral("File too large"));
    }
    ratscrew::test::SmallDisk disk(64 * 1024);
    if (disk.isMounted()) {
        QVERIFY(disk.fill());
        check(disk.path(), runSim(args + QStringList{QStringLiteral("--record"), disk.path()}),
              QStringLiteral("the disk is full"));
    }
}

void TestSimCli::aBillionGamesRunInConstantMemory()
{
    // It used to reserve 8 bytes per game up front (8 GB here) and abort
    // with std::bad_alloc, or swallow the machine's memory.
    QProcess sim;
    sim.start(QStringLiteral(RATSCREW_SIM), {"simulate", "--games", "1000000000", "--threads", "1"});
    QVERIFY(sim.waitForStarted());
    QTest::qWait(2000);
    QCOMPARE(sim.state(), QProcess::Running);
    QFile status(QStringLiteral("/proc/%1/status").arg(sim.processId()));
    QVERIFY(status.open(QIODevice::ReadOnly));
    long long peakKiB = -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            peakKiB = line.mid(6).trimmed().split(' ').first().toLongLong();
    sim.kill();
    sim.waitForFinished();
    QVERIFY(peakKiB > 0);
    // A few MB in a release build, some tens under AddressSanitizer.
    QVERIFY2(peakKiB < 300 * 1024, qPrintable(QStringLiteral("peak RSS %1 MiB").arg(peakKiB / 1024)));
}

#endif

RATSCREW_TEST_GUILESS_MAIN(TestSimCli)
#include "tst_simcli.moc"
