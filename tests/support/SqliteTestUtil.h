// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace ratscrew::test {

/// The value of `PRAGMA name` of the SQLite file at `path`, read on a
/// connection of its own (empty if the file cannot be opened or read).
inline QString sqlitePragma(const QString &path, const QString &name)
{
    QString value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("pragma"));
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA ") + name) && q.next())
                value = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("pragma"));
    return value;
}

} // namespace ratscrew::test
