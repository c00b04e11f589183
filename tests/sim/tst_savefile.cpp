// SPDX-License-Identifier: GPL-3.0-or-later
// Files written atomically (engine/record/SaveFile.h) when the disk refuses
// the write: the file there before stays byte for byte, no temporary file
// is left, and the cause is said. Qt 6.4's QSaveFile::commit() alone
// renamed an empty or cut file over the good one and returned true.

#include <QtGlobal> // Q_OS_LINUX
#ifdef Q_OS_LINUX
#  include "FullDisk.h" // Linux only
#endif
#include "GameRecord.h"
#include "SaveFile.h"
#include "TestRegistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace ratscrew;

namespace {

QByteArray savedBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

#ifdef Q_OS_LINUX
// A record of `actions` plays, about 40 bytes each.
GameRecord recordOfPlays(int actions)
{
    GameRecord record;
    record.rules = *RuleSet::preset("house");
    record.players = {RecordPlayer{QStringLiteral("Ada"), true, QString()},
                      RecordPlayer{QStringLiteral("Bea"), false, QStringLiteral("normal")}};
    record.deck = record.rules.fullDeck();
    for (int i = 0; i < actions; ++i)
        record.actions.push_back(RecordedAction{Action::play(), i * 100LL});
    return record;
}
#endif

} // namespace

class TestSaveFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSaveReplacesTheFileWhole();
#ifdef Q_OS_LINUX // the disks that refuse a write (FullDisk.h)
    void aFailedSaveKeepsTheOldFile_data();
    void aFailedSaveKeepsTheOldFile();
#endif
};

void TestSaveFile::aSaveReplacesTheFileWhole()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("a.json"));
    QString cause;
    QVERIFY(saveFileAtomically(path, "first", &cause));
    QVERIFY(saveFileAtomically(path, "second, longer", &cause));
    QCOMPARE(savedBytes(path), QByteArray("second, longer"));
    QVERIFY(saveFileAtomically(path, QByteArray(), &cause));
    QCOMPARE(savedBytes(path), QByteArray());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("a.json")});
    // Into a folder that is not there, or over a folder: false, the cause said.
    QVERIFY(!saveFileAtomically(dir.filePath(QStringLiteral("none/a.json")), "x", &cause));
    QVERIFY(!cause.isEmpty());
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("folder"))));
    QVERIFY(!saveFileAtomically(dir.filePath(QStringLiteral("folder")), "x", &cause));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("folder"))).isDir());
}

#ifdef Q_OS_LINUX
void TestSaveFile::aFailedSaveKeepsTheOldFile_data()
{
    QTest::addColumn<int>("bytes");
    // Smaller than QFileDevice's 16 KiB buffer: write() "succeeds" into the
    // buffer and the flush in commit() fails (the bug); larger: write()
    // itself goes to the disk and fails.
    QTest::newRow("buffered") << 5000;
    QTest::newRow("direct") << 40000;
}

void TestSaveFile::aFailedSaveKeepsTheOldFile()
{
    QFETCH(int, bytes);
    const QByteArray good = "{\"good\": true}\n";
    const QByteArray next(bytes, 'n');

    // Everywhere: a file size limit refuses the write as a full disk does.
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("resume.json"));
        QString cause;
        QVERIFY(saveFileAtomically(path, good, &cause));
        {
            test::FileSizeLimit limit(1024);
            QVERIFY(limit.isSet());
            QVERIFY(!saveFileAtomically(path, next, &cause));
        }
        QCOMPARE(savedBytes(path), good);
        QVERIFY2(cause.contains(QStringLiteral("too large")), qPrintable(cause));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("resume.json")});
        // A record says which file and why, in one line.
        const GameRecord record = recordOfPlays(bytes / 40);
        QVERIFY(record.toJson().size() > 1024);
        QString error;
        {
            test::FileSizeLimit limit(1024);
            QVERIFY(!record.write(path, &error));
        }
        QCOMPARE(savedBytes(path), good);
        QVERIFY2(error.contains(QStringLiteral("cannot be written: File too large")), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
    }

    // And where this process may mount one (root), a real full disk.
    test::SmallDisk disk(64 * 1024);
    if (disk.isMounted()) {
        const QString path = disk.filePath(QStringLiteral("resume.json"));
        QString cause;
        QVERIFY(saveFileAtomically(path, good, &cause));
        QVERIFY(disk.fill());
        QVERIFY(!saveFileAtomically(path, next, &cause));
        QCOMPARE(cause, QStringLiteral("the disk is full"));
        QCOMPARE(savedBytes(path), good);
        QString error;
        QVERIFY(!recordOfPlays(bytes / 40).write(path, &error));
        QVERIFY2(error.endsWith(QStringLiteral("cannot be written: the disk is full")), qPrintable(error));
        QCOMPARE(savedBytes(path), good);
        QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{QStringLiteral("filler"), QStringLiteral("resume.json")}));
    }
}
#endif

RATSCREW_TEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
