// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two real disks that refuse a write, for the tests of files that must stay
// whole when a save fails (engine/record/SaveFile.h). Linux only.
//
// FileSizeLimit needs no privilege and works everywhere: the kernel refuses
// the write (EFBIG) exactly where a full disk would (ENOSPC), after the
// first bytes of a buffered write. SmallDisk is the full disk itself, a
// small tmpfs filled up; it needs the right to mount (root, as in CI's
// container), so a test runs its checks on a FileSizeLimit always and on a
// SmallDisk as well where it can be mounted.

#include <QByteArray>
#include <QDir>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

namespace ratscrew::test {

/// While it lives, no file of this process, nor of a process it starts, may
/// grow past `bytes`: a write past that fails with EFBIG (SIGXFSZ, which
/// would kill the process, is ignored meanwhile).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        if (getrlimit(RLIMIT_FSIZE, &m_saved) != 0)
            return;
        rlimit limit = m_saved;
        limit.rlim_cur = bytes;
        m_set = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        if (m_set)
            setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;
    bool isSet() const { return m_set; }

private:
    rlimit m_saved{};
    void (*m_oldHandler)(int) = SIG_DFL;
    bool m_set = false;
};

/// A tmpfs of `bytes` mounted on a scratch folder while it lives, if this
/// process may mount one; isMounted() says. fill() then takes every byte
/// left, so that the next write of data fails with ENOSPC.
class SmallDisk
{
public:
    explicit SmallDisk(qint64 bytes)
    {
        if (!m_dir.isValid())
            return;
        const QByteArray options = "size=" + QByteArray::number(bytes) + ",mode=0700";
        m_mounted = ::mount("tmpfs", QFile::encodeName(m_dir.path()).constData(), "tmpfs",
                            MS_NOSUID | MS_NODEV, options.constData())
                    == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    /// Writes a filler file until the disk is full; true if it ended on ENOSPC.
    bool fill()
    {
        const int fd = ::open(QFile::encodeName(filePath(QStringLiteral("filler"))).constData(),
                              O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
        if (fd < 0)
            return false;
        const QByteArray block(4096, 'x');
        int error = 0;
        for (int i = 0; i < 1 << 20; ++i) {
            if (::write(fd, block.constData(), std::size_t(block.size())) < 0) {
                error = errno;
                break;
            }
        }
        // The last part page.
        while (error == ENOSPC && ::write(fd, "x", 1) == 1) { }
        ::close(fd);
        return error == ENOSPC;
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

} // namespace ratscrew::test
