// SPDX-License-Identifier: GPL-3.0-or-later
// resume.json under hostile conditions (RecordKeeper, MatchController): it
// belongs to the running app that holds its lock, so a second app on the
// same folder neither offers, removes nor writes it, and a killed app's
// save is offered as before; a save the disk refuses leaves the one before
// whole and is told once; a save of another version is kept aside and
// told; a save whose actions end the game is not offered.

#include "FileTestUtil.h"

#include <QtGlobal> // Q_OS_LINUX
#ifdef Q_OS_LINUX
#  include "FullDisk.h" // Linux only
#endif
#include "GameRecord.h"
#include "GameSession.h"
#include "ResumeTestUtil.h"
#include "Scheduler.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "records/RecordKeeper.h"
#include "rig/GameRig.h"
#include "rig/MatchController.h"
#include "rig/SeatInput.h"
#include "settings/AppSettings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#ifdef Q_OS_UNIX
#  include <sys/file.h>
#  include <sys/stat.h>
#endif

using namespace ratscrew;
using ratscrew::test::bytesOf;
using ratscrew::test::writeBytes;

namespace {

// One running app's match on the fake clock, its records in `dir`.
struct RunningApp
{
    RunningApp(const QString &dir, quint64 seed) : match(&settings, setupOf(seed), &clock), rig(*match.rig())
    {
        match.records()->setDirectory(dir);
    }
    static GameSetup setupOf(quint64 seed)
    {
        GameSetup setup;
        setup.seed = seed;
        return setup;
    }
    void start() { match.newGame(QStringLiteral("Ada")); }
    // The bots play; the person plays when it is their turn.
    void playOn(int ms)
    {
        for (int t = 0; t < ms; t += 100) {
            if (rig.session()->turnPlayer() == 0)
                rig.input()->playCard(0);
            clock.advance(100);
        }
    }
    RecordKeeper *records() { return match.records(); }

    ManualScheduler clock;
    AppSettings settings;
    MatchController match;
    GameRig &rig;
};

QString resumeIn(const QTemporaryDir &dir)
{
    return dir.filePath(QStringLiteral("resume.json"));
}

// An app that plays deal 5 for 8 s in `dir` and is closed: its save is left there.
void leaveAGameIn(const QTemporaryDir &dir)
{
    RunningApp a(dir.path(), 5);
    a.start();
    a.playOn(8000);
    a.match.close();
}

} // namespace

class TestResumeFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { installTranslations(QStringLiteral("en")); }
    void aSecondAppLeavesTheFirstOnesSaveAlone();
    void aKilledAppsSaveIsOffered();
#ifdef Q_OS_UNIX
    void aLockThatIsNoFileIsLeftAlone();
#endif
#ifdef Q_OS_LINUX
    void aSaveTheDiskRefusesKeepsTheOneBefore();
#endif
    void anotherVersionsSaveIsKeptAside();
    void aSaveOfAnEndedGameIsNotOffered();
    void aLockThatNamesNoAppIsStale_data();
    void aLockThatNamesNoAppIsStale();
    void anotherComputersLockIsStaleOnceOld();
    void anotherRunningAppIsSaid();
#ifdef Q_OS_UNIX
    void aLockBeingMadeIsNotTaken();
#endif
    void theHeldLockIsRenewed();
};

// Two apps on one data folder: B used to ask about A's running game,
// remove A's resume.json and deal the same game.
void TestResumeFile::aSecondAppLeavesTheFirstOnesSaveAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto a = std::make_unique<RunningApp>(dir.path(), 5);
    QVERIFY(a->records()->ownsResume());
    a->start();
    a->playOn(8000);
    a->records()->saveForResume();
    a->records()->waitForWrites();
    const QByteArray saved = bytesOf(resumeIn(dir));
    QVERIFY(!saved.isEmpty());

    RunningApp b(dir.path(), 9);
    QVERIFY(!test::takeResume(b.match)); // not offered
    QCOMPARE(bytesOf(resumeIn(dir)), saved);
    QVERIFY(!b.records()->ownsResume());
    b.start(); // a new game clears this app's save: not A's
    b.playOn(8000);
    b.records()->saveForResume();
    QVERIFY(b.match.session()->endOnTime()); // the game ends
    b.match.close();
    QCOMPARE(bytesOf(resumeIn(dir)), saved); // neither removed nor written over
    // A's own save goes on.
    a->playOn(4000);
    a->match.close();
    const QByteArray closed = bytesOf(resumeIn(dir));
    QVERIFY(closed != saved);

    // A has quit: the next app offers A's game, once.
    a.reset();
    RunningApp c(dir.path(), 11);
    QVERIFY(c.records()->ownsResume());
    const std::optional<GameRecord> resumed = test::declineResume(c.match);
    QVERIFY(resumed);
    QCOMPARE(resumed->deal, quint64(5));
    QVERIFY(!QFile::exists(resumeIn(dir)));
    // B, still running, found the lock taken again: it stays out.
    b.records()->saveForResume();
    b.records()->waitForWrites();
    QVERIFY(!b.records()->ownsResume());
    QVERIFY(!QFile::exists(resumeIn(dir)));
}

// The lock of an app killed (its process gone) is stale: its save is
// offered as before.
void TestResumeFile::aKilledAppsSaveIsOffered()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    leaveAGameIn(dir);
    QVERIFY(QFile::exists(resumeIn(dir)));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral(".resume.lock"))));
    // The lock a killed app leaves: QLockFile's lines for a process that is gone.
    QProcess gone;
    gone.start(QStringLiteral("true"), {});
    QVERIFY(gone.waitForStarted());
    const qint64 pid = gone.processId();
    QVERIFY(gone.waitForFinished());
    QVERIFY(pid > 0);
    QVERIFY(writeBytes(dir.filePath(QStringLiteral(".resume.lock")),
                       QByteArray::number(pid) + "\nratscrew\n" + QSysInfo::machineHostName().toUtf8() + '\n'
                           + QSysInfo::machineUniqueId() + '\n' + QSysInfo::bootUniqueId() + '\n'));
    RunningApp b(dir.path(), 9);
    QVERIFY(b.records()->ownsResume());
    const std::optional<GameRecord> resumed = test::takeResume(b.match);
    QVERIFY(resumed);
    QCOMPARE(resumed->deal, quint64(5));
}

#ifdef Q_OS_UNIX
// A FIFO (or a folder) where the lock should be: QLockFile would block
// reading the FIFO at the start; the save is left alone instead.
void TestResumeFile::aLockThatIsNoFileIsLeftAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeBytes(resumeIn(dir), "{}"));
    QCOMPARE(::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral(".resume.lock"))).constData(), 0600), 0);
    RunningApp b(dir.path(), 9);
    QVERIFY(!test::takeResume(b.match));
    b.start();
    b.playOn(8000);
    b.match.close();
    QVERIFY(!b.records()->ownsResume());
    QCOMPARE(bytesOf(resumeIn(dir)), QByteArray("{}"));
}
#endif

#ifdef Q_OS_LINUX
// A save the disk refuses (here a file size limit: the kernel refuses the
// write as a full disk does) used to leave an empty resume.json over the
// good one.
void TestResumeFile::aSaveTheDiskRefusesKeepsTheOneBefore()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunningApp a(dir.path(), 5);
    a.start();
    a.playOn(3000);
    a.records()->saveForResume();
    a.records()->waitForWrites();
    const QByteArray saved = bytesOf(resumeIn(dir));
    QVERIFY(!saved.isEmpty());
    a.playOn(20000);
    QVERIFY(!a.rig.session()->isOver());
    QSignalSpy problems(a.records(), &RecordKeeper::problemFound);
    {
        test::FileSizeLimit limit(rlim_t(saved.size()));
        QVERIFY(limit.isSet());
        for (int i = 0; i < 3; ++i) {
            a.records()->saveForResume();
            a.records()->waitForWrites();
        }
    }
    QCOMPARE(bytesOf(resumeIn(dir)), saved);
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*resume*")}, QDir::Files | QDir::Hidden),
             (QStringList{QStringLiteral(".resume.lock"), QStringLiteral("resume.json")}));
    QCoreApplication::processEvents(); // the worker's notice is queued to the GUI thread
    QCOMPARE(problems.size(), 1);      // told once
    const QString text = problems.constFirst().constFirst().toString();
    QVERIFY2(text.startsWith(QStringLiteral("The game in play cannot be saved for a resume: "))
                 && text.endsWith(QStringLiteral("cannot be written: File too large")),
             qPrintable(text));
    // With room again the save is written.
    a.records()->saveForResume();
    a.records()->waitForWrites();
    QString error;
    const std::optional<GameRecord> now = GameRecord::read(resumeIn(dir), &error);
    QVERIFY2(now, qPrintable(error));
    QVERIFY(bytesOf(resumeIn(dir)).size() > saved.size());
}
#endif

// A save from a newer version used to be removed without a word: it is kept
// as resume.json.old (the first free of .old, .old.2, …) and said.
void TestResumeFile::anotherVersionsSaveIsKeptAside()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    leaveAGameIn(dir);
    QJsonObject o = QJsonDocument::fromJson(bytesOf(resumeIn(dir))).object();
    QVERIFY(!o.isEmpty());
    o.insert(QStringLiteral("version"), GameRecord::kFormatVersion + 1);
    const QByteArray newer = QJsonDocument(o).toJson();
    QVERIFY(writeBytes(resumeIn(dir), newer));
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("resume.json.old")), "an older one"));

    RunningApp b(dir.path(), 9);
    QVERIFY(b.records()->isResumeHeld());
    QSignalSpy problems(b.records(), &RecordKeeper::problemFound);
    QVERIFY(!test::takeResume(b.match));
    QVERIFY(!QFile::exists(resumeIn(dir)));
    QCOMPARE(bytesOf(dir.filePath(QStringLiteral("resume.json.old"))), QByteArray("an older one"));
    QCOMPARE(bytesOf(dir.filePath(QStringLiteral("resume.json.old.2"))), newer);
    QCOMPARE(problems.size(), 1);
    const QString text = problems.constFirst().constFirst().toString();
    QVERIFY2(text.contains(QStringLiteral("newer than this Ratscrew reads"))
                 && text.endsWith(QDir::toNativeSeparators(dir.filePath(QStringLiteral("resume.json.old.2")))
                                  + QLatin1Char('.')),
             qPrintable(text));
    // The app's own game is saved again from now on.
    QVERIFY(!b.records()->isResumeHeld());
    b.start();
    b.playOn(8000);
    b.match.close();
    QVERIFY(QFile::exists(resumeIn(dir)));
}

// A save whose actions end the game (though it does not say so) used to be
// offered; Yes then restored nothing and the first game went on.
void TestResumeFile::aSaveOfAnEndedGameIsNotOffered()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const RuleSet rules = *RuleSet::preset("house");
    Table table(rules, 2, rules.fullDeck(), 0);
    table.setRecording(true);
    std::vector<Event> events;
    std::int64_t t = 0;
    for (int i = 0; i < 100000 && !table.isOver(); ++i) {
        events.clear();
        t += 700;
        if (table.pendingPlayer() >= 0)
            table.apply(Action::collect(), t, events);
        else if (!table.patterns().empty())
            table.apply(Action::slap(0), t, events); // player 0 takes every pile
        else
            table.apply(Action::play(), t, events);
    }
    QVERIFY(table.isOver());
    GameRecord record =
        GameRecord::fromTable(table,
                              {RecordPlayer{QStringLiteral("Ada"), true, QString()},
                               RecordPlayer{QStringLiteral("Bea"), false, QStringLiteral("normal")}},
                              QStringLiteral("house"), t);
    record.deal = 3;
    record.over = false; // what its actions say, it does not
    record.winner = -1;
    QString error;
    QVERIFY2(record.write(resumeIn(dir), &error), qPrintable(error));
    QVERIFY(MatchController::canResume(record));
    QVERIFY(replay(record).over);

    RunningApp b(dir.path(), 9);
    QVERIFY(b.records()->isResumeHeld());
    QVERIFY(!test::takeResume(b.match));
    // Nothing to play on with: it is not kept (the game's record is in the folder).
    QVERIFY(!QFile::exists(resumeIn(dir)));
    QVERIFY(!b.records()->isResumeHeld());
}

// A `.resume.lock` that named no process (empty: a crash right after it
// was made, on ext4; or lines that are no lock's) turned resume off for
// good, without a word (issue 44, 15): the save was never offered and no
// game was saved again. Nothing can hold it: it is taken.
void TestResumeFile::aLockThatNamesNoAppIsStale_data()
{
    QTest::addColumn<QByteArray>("lock");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("not a lock's lines") << QByteArray("\x01\x02 garbage\nratscrew\n");
    QTest::newRow("a pid of 0") << QByteArray("0\nratscrew\n\n");
}

void TestResumeFile::aLockThatNamesNoAppIsStale()
{
    QFETCH(QByteArray, lock);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    leaveAGameIn(dir);
    QVERIFY(writeBytes(dir.filePath(QStringLiteral(".resume.lock")), lock));
    RunningApp b(dir.path(), 9);
    QSignalSpy problems(b.records(), &RecordKeeper::problemFound);
    QVERIFY(b.records()->ownsResume());
    const std::optional<GameRecord> resumed = test::declineResume(b.match);
    QVERIFY(resumed);
    QCOMPARE(resumed->deal, quint64(5));
    // And this app's own game is saved for a resume.
    b.start();
    b.playOn(8000);
    b.records()->saveForResume();
    b.records()->waitForWrites();
    QString error;
    const std::optional<GameRecord> saved = GameRecord::read(resumeIn(dir), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->deal, quint64(9));
    QCoreApplication::processEvents();
    QCOMPARE(problems.size(), 0);
}

namespace {

// A `.resume.lock` of another computer, as QLockFile writes one: a pid, the
// app, that computer's name, machine id and boot id.
QByteArray anotherComputersLock()
{
    return "4242\nratscrew\nelsewhere\n0123456789abcdef0123456789abcdef\n"
           "01234567-89ab-cdef-0123-456789abcdef\n";
}

bool setModified(const QString &path, const QDateTime &when)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.setFileTime(when, QFileDevice::FileModificationTime);
}

} // namespace

// Another computer's lock (a home shared over NFS or with a container, a
// machine renamed) was never stale: its app cannot be asked whether it
// runs. While it is younger than kForeignLockStaleMs it is left, and the
// bar says so once; older, it is taken.
void TestResumeFile::anotherComputersLockIsStaleOnceOld()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    leaveAGameIn(dir);
    const QString lockPath = dir.filePath(QStringLiteral(".resume.lock"));
    QVERIFY(writeBytes(lockPath, anotherComputersLock()));
    QVERIFY(setModified(lockPath, QDateTime::currentDateTime().addSecs(-60)));
    const QByteArray left = bytesOf(resumeIn(dir));
    RunningApp b(dir.path(), 9);
    QVERIFY(!b.records()->ownsResume());
    QSignalSpy problems(b.records(), &RecordKeeper::problemFound);
    b.records()->setDirectory(dir.path()); // a folder set again is said again
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.constFirst().constFirst().toString(),
             QStringLiteral("The saved game in %1 is held by Ratscrew on another computer (elsewhere): games "
                            "are not saved for a resume here until it quits, or until its lock has not been "
                            "renewed for 10 minutes.")
                 .arg(QDir::toNativeSeparators(dir.path())));
    QVERIFY(!test::takeResume(b.match));
    b.start();
    b.playOn(8000);
    b.records()->saveForResume(); // tries again: said once
    b.records()->waitForWrites();
    QCOMPARE(problems.size(), 1);
    QCOMPARE(bytesOf(resumeIn(dir)), left);
    QCOMPARE(bytesOf(lockPath), anotherComputersLock());
    // Not renewed for longer than that: its app is gone.
    QVERIFY(setModified(lockPath,
                        QDateTime::currentDateTime().addMSecs(-RecordKeeper::kForeignLockStaleMs - 60000)));
    b.records()->saveForResume();
    QVERIFY(b.records()->ownsResume());
    QVERIFY(b.records()->isResumeHeld()); // the game left there is offered first
    const std::optional<GameRecord> resumed = test::takeResume(b.match);
    QVERIFY(resumed);
    QCOMPARE(resumed->deal, quint64(5));
    QCOMPARE(problems.size(), 1);
}

// A second app on the same folder was silent about it: the bar says who
// has the saved game and that this app's games are only kept as records.
void TestResumeFile::anotherRunningAppIsSaid()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunningApp a(dir.path(), 5);
    QVERIFY(a.records()->ownsResume());
    RunningApp b(dir.path(), 9);
    QSignalSpy problems(b.records(), &RecordKeeper::problemFound);
    b.records()->setDirectory(dir.path());
    QVERIFY(!b.records()->ownsResume());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(
        problems.constFirst().constFirst().toString(),
        QStringLiteral("Another Ratscrew (process %1) is using the saved game in %2: this one's games are "
                       "kept as records, but not saved for a resume while it runs.")
            .arg(QCoreApplication::applicationPid())
            .arg(QDir::toNativeSeparators(dir.path())));
}

#ifdef Q_OS_UNIX
// An empty lock whose native lock a process holds is one being made this
// very moment (QLockFile locks it before it writes its lines): not taken.
void TestResumeFile::aLockBeingMadeIsNotTaken()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    leaveAGameIn(dir);
    const QString lockPath = dir.filePath(QStringLiteral(".resume.lock"));
    QFile making(lockPath);
    QVERIFY(making.open(QIODevice::WriteOnly));
    QCOMPARE(::flock(making.handle(), LOCK_EX | LOCK_NB), 0);
    RunningApp b(dir.path(), 9);
    QVERIFY(!b.records()->ownsResume());
    QVERIFY(QFile::exists(lockPath));
    QVERIFY(!test::takeResume(b.match));
    QVERIFY(QFile::exists(resumeIn(dir)));
    // Its maker gone (killed before it wrote a line): nobody holds it. The
    // next try for the lock takes it.
    making.close();
    QVERIFY(test::takeResume(b.match));
    QVERIFY(b.records()->ownsResume());
}
#endif

// The app holding the lock renews its time (every kLockRenewMs, paused or
// not), so that another computer never finds a running app's lock old.
void TestResumeFile::theHeldLockIsRenewed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunningApp a(dir.path(), 5);
    QVERIFY(a.records()->ownsResume());
    const QString lockPath = dir.filePath(QStringLiteral(".resume.lock"));
    QVERIFY(setModified(lockPath, QDateTime::currentDateTime().addSecs(-3600)));
    a.records()->renewLock();
    a.records()->waitForWrites();
    QVERIFY(qAbs(QFileInfo(lockPath).lastModified().secsTo(QDateTime::currentDateTime())) < 60);
}

RATSCREW_TEST_WIDGETS_MAIN(TestResumeFile)
#include "tst_resumefile.moc"
