// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/SettingsStore.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace ratscrew {

SettingsStore::~SettingsStore() = default;

std::unique_ptr<SettingsStore> SettingsStore::openDefault()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    // The path QSettings' native (INI) format uses for the user's scope,
    // opened as one explicit file: the native lookup would also read the
    // organisation's file and /etc/xdg, each of which could be a FIFO.
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    return openFile(QDir(dir).filePath(QCoreApplication::organizationName() + QLatin1Char('/')
                                       + QCoreApplication::applicationName() + QStringLiteral(".conf")));
#else
    std::unique_ptr<SettingsStore> store(new SettingsStore);
    store->m_settings = std::make_unique<QSettings>();
    store->m_location = store->m_settings->fileName();
    if (store->m_settings->status() != QSettings::NoError) {
        store->m_readOnly = true;
        store->m_problem = tr("Your settings in %1 cannot be read: the game starts with the default settings "
                              "and saves nothing.")
                               .arg(store->m_location);
    } else {
        store->checkWritable();
    }
    return store;
#endif
}

std::unique_ptr<SettingsStore> SettingsStore::openFile(const QString &path)
{
    std::unique_ptr<SettingsStore> store(new SettingsStore);
    store->m_location = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    // exists() and isFile() follow symbolic links: a link to a regular file is fine.
    if (info.exists() && !info.isFile()) {
        store->m_problem = tr("The settings file %1 is not a regular file: the game starts with the default "
                              "settings and saves nothing.")
                               .arg(store->m_location);
        return store;
    }
    if (info.exists() && info.size() > kMaxFileBytes) {
        store->m_problem =
            tr("The settings file %1 is larger than 1 MiB and was not read: the game starts with "
               "the default settings and leaves the file as it is.")
                .arg(store->m_location);
        return store;
    }
    store->m_settings = std::make_unique<QSettings>(path, QSettings::IniFormat);
    if (store->m_settings->status() != QSettings::NoError) {
        // Writing now would replace settings we could not read.
        store->m_readOnly = true;
        store->m_problem =
            tr("The settings file %1 cannot be read: the game starts with the default settings "
               "and leaves the file as it is.")
                .arg(store->m_location);
        return store;
    }
    store->checkWritable();
    return store;
}

void SettingsStore::checkWritable()
{
    if (!m_settings->isWritable()) {
        m_readOnly = true;
        m_problem = tr("Your settings cannot be saved: %1 cannot be written. Changes last until you quit.")
                        .arg(m_location);
    }
}

QStringList SettingsStore::load(AppSettings &into)
{
    into = AppSettings();
    QStringList problems;
    if (m_settings && m_settings->status() == QSettings::NoError)
        problems = into.load(*m_settings);
    m_stored = into;
    return problems;
}

bool SettingsStore::save(const AppSettings &settings)
{
    if (!canSave())
        return false;
    settings.saveChanges(*m_settings, m_stored);
    m_settings->sync(); // re-reads the file and merges our keys into it
    if (m_settings->status() != QSettings::NoError) {
        // QSettings keeps the changes and tries again on the next sync().
        m_problem = tr("Your settings cannot be saved: %1 cannot be written. Changes last until you quit.")
                        .arg(m_location);
        return false;
    }
    m_stored = settings;
    m_problem.clear();
    return true;
}

} // namespace ratscrew
