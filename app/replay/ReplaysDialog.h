// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

class QPushButton;
class QTreeWidget;

namespace ratscrew {

/// Game ▸ Replays…: the records kept in a folder (RecordKeeper), newest
/// first, with their date, deal, players, result and length. Each file is
/// read with GameRecord::read; one that cannot be read is listed greyed
/// with the reader's one-line reason. Open (or a double click) opens the
/// selected record in a ReplayWindow, Open File… any record file; a
/// record that cannot be read is never opened: a warning shows the
/// reader's line.
class ReplaysDialog : public QDialog
{
    Q_OBJECT

public:
    /// Lists the records in `directory` (RecordKeeper::defaultDirectory()
    /// in the app). Viewers it opens are top-level windows of `parent`'s.
    explicit ReplaysDialog(const QString &directory, QWidget *parent = nullptr);

    /// Re-reads the folder.
    void refresh();
    /// Opens the record at `path` in a viewer, shown; false (and a
    /// warning with the reader's line, unless `quiet`) if it cannot be read.
    bool openRecord(const QString &path, bool quiet = false);
    /// The problem of the last record that could not be opened, empty if none.
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    /// A viewer was opened on a record.
    void replayOpened(QWidget *window);

private:
    void openSelected();
    void openFile();
    void updateButtons();

    QString m_directory;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_open = nullptr;
    QString m_lastError;
};

} // namespace ratscrew
