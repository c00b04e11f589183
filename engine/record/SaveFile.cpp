// SPDX-License-Identifier: GPL-3.0-or-later
#include "SaveFile.h"

#include <QSaveFile>

#include <cerrno>

#ifdef Q_OS_UNIX
#  include <unistd.h>
#endif

namespace ratscrew {

namespace {

// Why a step failed, from the errno of the system call that failed (read
// at once: Qt keeps only "Unknown error" for a write that was cut short,
// the usual way a disk fills up) or else from the device.
QString causeOf(int error, const QFileDevice &file)
{
    if (error == ENOSPC || file.error() == QFileDevice::ResourceError)
        return QStringLiteral("the disk is full");
#ifdef EDQUOT
    if (error == EDQUOT)
        return QStringLiteral("the disk quota is used up");
#endif
    if (error != 0)
        return qt_error_string(error);
    const QString text = file.errorString();
    return text.isEmpty() ? QStringLiteral("the write failed") : text;
}

bool failed(QSaveFile &file, int error, QString *cause)
{
    if (cause)
        *cause = causeOf(error, file);
    // The temporary file is removed; the file at the path stays as it was.
    file.cancelWriting();
    file.commit();
    return false;
}

} // namespace

bool saveFileAtomically(const QString &path, const QByteArray &bytes, QString *cause)
{
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        if (cause)
            *cause = causeOf(errno, file);
        return false;
    }
    errno = 0;
    if (file.write(bytes) != bytes.size())
        return failed(file, errno, cause);
    // QSaveFile::commit() flushes too but does not look at the result.
    errno = 0;
    if (!file.flush() || file.error() != QFileDevice::NoError)
        return failed(file, errno, cause);
#ifdef Q_OS_UNIX
    // A file system that reserves blocks late (NFS, some FUSE ones) tells of
    // a full disk only here; commit() syncs too, and ignores the answer.
    errno = 0;
    if (::fsync(file.handle()) != 0 && errno != EINVAL && errno != EROFS && errno != ENOTSUP)
        return failed(file, errno, cause);
#endif
    errno = 0;
    if (!file.commit()) {
        if (cause)
            *cause = causeOf(errno, file);
        return false;
    }
    return true;
}

} // namespace ratscrew
