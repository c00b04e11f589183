// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppSettings.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace ratscrew {

/// Where the app keeps its preferences, and whether it can read and write
/// them there.
///
/// On Linux and the other Unix systems but macOS the store is the INI file
/// `$XDG_CONFIG_HOME/Ratscrew/ratscrew.conf` (`~/.config/…`), as Qt's
/// native format would have it; on Windows the registry and on macOS a
/// plist (QSettings' native stores). A file is only opened when it is a
/// regular file of at most kMaxFileBytes: a FIFO, a device or a directory
/// in its place would hang or fail the start, so the app then starts with
/// the defaults and saves nothing. Nothing is written to a file that could
/// not be read either, so that it is never replaced by a partial one.
/// Writes go through QSettings (a temporary file renamed over the old one)
/// and only for the values that changed (AppSettings::saveChanges), so two
/// running instances keep each other's choices.
class SettingsStore
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::SettingsStore)

public:
    static constexpr qint64 kMaxFileBytes = 1 << 20; ///< 1 MiB; a real file is a few kB

    ~SettingsStore();
    SettingsStore(const SettingsStore &) = delete;
    SettingsStore &operator=(const SettingsStore &) = delete;

    /// The app's own store (see above). Needs the application's names set
    /// (setUpApplication()).
    static std::unique_ptr<SettingsStore> openDefault();
    /// The INI file at `path` (the app's store on Unix; tests).
    static std::unique_ptr<SettingsStore> openFile(const QString &path);

    /// The file (or, on Windows, the registry key) the settings live in.
    QString location() const { return m_location; }
    /// True while the settings can be saved.
    bool canSave() const { return m_settings && !m_readOnly; }
    /// Why the settings cannot be read or saved, as one translated
    /// sentence naming location(); empty while all is well.
    QString problem() const { return m_problem; }

    /// Reads `into` (defaults where the store has nothing or cannot be
    /// read); returns one line per bad value (AppSettings::load()).
    QStringList load(AppSettings &into);
    /// Writes what changed in `settings` since the last load() or save()
    /// and flushes it to disk. Returns false when it could not be saved;
    /// problem() then says why.
    bool save(const AppSettings &settings);

private:
    SettingsStore() = default;
    void checkWritable();

    std::unique_ptr<QSettings> m_settings; // null: nothing is read or written
    AppSettings m_stored;                  // what the store holds, as far as this instance knows
    QString m_location;
    QString m_problem;
    bool m_readOnly = false;
};

} // namespace ratscrew
