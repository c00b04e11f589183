// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace ratscrew {

/// Writes `bytes` to `path` atomically and keeps the old file whole when
/// the write fails: a temporary file beside `path` (QSaveFile) is written,
/// flushed and synced, checked at each step, and renamed over `path` only
/// when all of it reached the disk; on any failure it is cancelled and
/// removed, and a file already at `path` is left as it was, byte for byte.
///
/// Every file the project keeps (game records, resume.json, the CSV
/// export) is written through it, because QSaveFile::commit() alone does
/// not do this in Qt 6.4: a write smaller than QFileDevice's 16 KiB buffer
/// "succeeds" into the buffer, commit() flushes it in close(), and a failed
/// flush (a full disk) is recorded only in the device's error(), which
/// commit() does not look at: it renames the empty or cut temporary file
/// over the good one and returns true (docs/RELIABILITY.md).
///
/// True on success. Otherwise false and `*cause` (when given) says why in
/// a few English words for the caller's sentence ("… cannot be written:
/// CAUSE"): "the disk is full" for ENOSPC (and QFileDevice::ResourceError),
/// "the disk quota is used up" for EDQUOT, else the system's words for the
/// error ("Permission denied", "File too large").
bool saveFileAtomically(const QString &path, const QByteArray &bytes, QString *cause);

} // namespace ratscrew
