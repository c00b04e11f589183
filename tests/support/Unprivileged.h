// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The checks that depend on permissions, run as a user that is not root.
// Root writes through a folder's mode, so a test of a read-only folder
// that runs as root proves nothing of what a player meets; CI runs the
// suite as root. Such a test runs its check here again as an unprivileged
// user: the test program itself, started under setpriv(1) (util-linux)
// with uid and gid 65534 (`nobody`; no account is needed). Linux only.

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <unistd.h>

namespace ratscrew::test {

/// The uid and gid the checks run as.
constexpr int kUnprivilegedId = 65534;

/// What an unprivileged run gave.
struct UnprivilegedRun
{
    bool started = false; ///< setpriv and the program ran at all
    int exitCode = -1;
    QByteArray output; ///< standard output and error, merged
};

/// Runs this test program with `arguments` (its test class first) as uid
/// and gid kUnprivilegedId, with no supplementary groups and no
/// capabilities, and waits up to `timeoutMs` for it. Call as root only.
/// The program runs from a copy in a folder of that user's own, which is
/// its HOME and TMPDIR too, so that neither the build tree's permissions
/// nor root's folders matter.
inline UnprivilegedRun runUnprivileged(const QStringList &arguments, int timeoutMs = 120000)
{
    UnprivilegedRun run;
    QTemporaryDir home;
    if (!home.isValid())
        return run;
    const QString program = home.filePath(QFileInfo(QCoreApplication::applicationFilePath()).fileName());
    if (!QFile::copy(QCoreApplication::applicationFilePath(), program)
        || ::chown(QFile::encodeName(home.path()).constData(), kUnprivilegedId, kUnprivilegedId) != 0
        || ::chown(QFile::encodeName(program).constData(), kUnprivilegedId, kUnprivilegedId) != 0) {
        run.output = "cannot hand " + QFile::encodeName(program) + " to the unprivileged user";
        return run;
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("TMPDIR"), home.path());
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    QProcess child;
    child.setProcessEnvironment(env);
    child.setWorkingDirectory(home.path());
    child.setProcessChannelMode(QProcess::MergedChannels);
    const QString id = QString::number(kUnprivilegedId);
    child.start(QStringLiteral("setpriv"),
                QStringList{QStringLiteral("--reuid=") + id, QStringLiteral("--regid=") + id,
                            QStringLiteral("--clear-groups"), QStringLiteral("--inh-caps=-all"),
                            QStringLiteral("--"), program}
                    + arguments);
    if (!child.waitForStarted(30000)) {
        run.output = "setpriv (util-linux) cannot be started: " + child.errorString().toUtf8();
        return run;
    }
    if (!child.waitForFinished(timeoutMs))
        child.kill();
    child.waitForFinished(30000);
    run.started = true;
    run.exitCode = child.exitStatus() == QProcess::NormalExit ? child.exitCode() : -1;
    run.output = child.readAll();
    return run;
}

} // namespace ratscrew::test
