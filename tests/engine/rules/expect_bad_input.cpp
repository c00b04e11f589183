// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real `ratscrew-sim script FILE` once and checks how it ended
// (docs/RULES.md §8). Used by CTest, one case per rules vector; plain QtCore so
// it needs no Python or shell on the machine.
//
//   expect_bad_input bad SIM FILE
//       FILE is bad input: exit status 2, nothing on standard output and
//       exactly one non-empty line on standard error.
//   expect_bad_input compare SIM FILE EXPECTED
//       FILE is a good script: exit status 0, nothing on standard error and
//       standard output equal to EXPECTED (.jsonl) line for line, each line
//       compared as a parsed JSON object (key order and spacing aside).
//
// Prints one "FAIL: ..." line per failed check (or "PASS: ...") and exits
// with 0 when every check passed, 1 when one failed, 2 on bad usage.

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <cstdio>

namespace {

int g_failures = 0;

void fail(const QString &message)
{
    ++g_failures;
    std::fprintf(stdout, "FAIL: %s\n", qPrintable(message));
}

struct Run
{
    bool finished = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runSim(const QString &sim, const QString &file)
{
    Run run;
    QProcess process;
    process.setProgram(sim);
    process.setArguments({QStringLiteral("script"), file});
    process.start();
    if (!process.waitForStarted(30000)) {
        fail(QStringLiteral("cannot start %1: %2").arg(sim, process.errorString()));
        return run;
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        fail(QStringLiteral("%1 did not finish within 120 s").arg(sim));
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.finished = process.exitStatus() == QProcess::NormalExit;
    if (!run.finished)
        fail(QStringLiteral("%1 crashed").arg(sim));
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// Lines of a text; a single final newline does not make an extra line.
QList<QByteArray> lines(const QByteArray &text)
{
    QList<QByteArray> list = text.split('\n');
    if (!list.isEmpty() && list.constLast().isEmpty())
        list.removeLast();
    for (QByteArray &line : list)
        if (line.endsWith('\r'))
            line.chop(1);
    return list;
}

void expectExitCode(const Run &run, int want)
{
    if (run.finished && run.exitCode != want)
        fail(QStringLiteral("exit status %1, expected %2").arg(run.exitCode).arg(want));
}

int checkBad(const QString &sim, const QString &file)
{
    const Run run = runSim(sim, file);
    if (!run.finished)
        return 1;
    expectExitCode(run, 2);
    if (!run.out.isEmpty())
        fail(QStringLiteral("%1 bytes on standard output, expected none").arg(run.out.size()));
    const QList<QByteArray> err = lines(run.err);
    if (err.size() != 1 || err.constFirst().trimmed().isEmpty())
        fail(QStringLiteral("standard error has %1 lines, expected exactly one non-empty line:\n%2")
                 .arg(err.size())
                 .arg(QString::fromUtf8(run.err)));
    if (g_failures == 0)
        std::fprintf(stdout, "PASS: refused with: %s\n", run.err.trimmed().constData());
    return g_failures == 0 ? 0 : 1;
}

// The keys whose values differ between two objects, for the failure message.
QStringList differingKeys(const QJsonObject &a, const QJsonObject &b)
{
    QStringList keys = a.keys();
    for (const QString &k : b.keys())
        if (!keys.contains(k))
            keys << k;
    QStringList out;
    for (const QString &k : keys)
        if (!a.contains(k) || !b.contains(k) || a.value(k) != b.value(k))
            out << k;
    return out;
}

bool parseObject(const QByteArray &line, QJsonObject &object)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    object = doc.object();
    return true;
}

int checkCompare(const QString &sim, const QString &file, const QString &expectedPath)
{
    QFile expectedFile(expectedPath);
    if (!expectedFile.open(QIODevice::ReadOnly)) {
        fail(QStringLiteral("cannot read %1: %2").arg(expectedPath, expectedFile.errorString()));
        return 1;
    }
    const QList<QByteArray> expected = lines(expectedFile.readAll());
    if (expected.isEmpty())
        fail(QStringLiteral("%1 is empty").arg(expectedPath));

    const Run run = runSim(sim, file);
    if (!run.finished)
        return 1;
    expectExitCode(run, 0);
    if (!run.err.isEmpty())
        fail(QStringLiteral("standard error is not empty:\n%1").arg(QString::fromUtf8(run.err)));
    const QList<QByteArray> actual = lines(run.out);

    const qsizetype common = qMin(actual.size(), expected.size());
    for (qsizetype i = 0; i < common; ++i) {
        QJsonObject a, e;
        if (!parseObject(expected.at(i), e)) {
            fail(QStringLiteral("expected line %1 is not a JSON object: %2")
                     .arg(i)
                     .arg(QString::fromUtf8(expected.at(i))));
            break;
        }
        if (!parseObject(actual.at(i), a)) {
            fail(QStringLiteral("output line %1 is not a JSON object: %2")
                     .arg(i)
                     .arg(QString::fromUtf8(actual.at(i))));
            break;
        }
        if (a != e) {
            fail(QStringLiteral("line %1 differs (keys: %2)\n  actual:   %3\n  expected: %4")
                     .arg(i)
                     .arg(differingKeys(a, e).join(QStringLiteral(", ")), QString::fromUtf8(actual.at(i)),
                          QString::fromUtf8(expected.at(i))));
            break; // later lines follow from this one
        }
    }
    if (actual.size() != expected.size())
        fail(QStringLiteral("%1 output lines, expected %2").arg(actual.size()).arg(expected.size()));
    if (g_failures == 0)
        std::fprintf(stdout, "PASS: %lld lines equal\n", static_cast<long long>(actual.size()));
    return g_failures == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments().mid(1);
    if (args.size() == 3 && args.at(0) == QLatin1String("bad"))
        return checkBad(args.at(1), args.at(2));
    if (args.size() == 4 && args.at(0) == QLatin1String("compare"))
        return checkCompare(args.at(1), args.at(2), args.at(3));
    std::fputs("usage: expect_bad_input bad SIM FILE\n"
               "       expect_bad_input compare SIM FILE EXPECTED\n",
               stderr);
    return 2;
}
