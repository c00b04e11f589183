// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace ratscrew {

/// Game ▸ Replays…: the records kept in a folder (RecordKeeper), newest
/// first, with their date, deal, players, result and length. The files
/// are read off the GUI thread (ReplayLoader::summarize): each row says
/// "Reading…" until its record is read, and one that cannot be read is
/// listed greyed with the reader's one-line reason. Open (or a double
/// click) opens the selected record in a ReplayWindow, Open File… any
/// record file, both read and analysed off the GUI thread while the
/// dialog shows a busy cursor and says so; a record that cannot be read is
/// never opened: a warning shows the reader's line.
class ReplaysDialog : public QDialog
{
    Q_OBJECT

public:
    /// Lists the records in `directory` (RecordKeeper::defaultDirectory()
    /// in the app). Viewers it opens are top-level windows of `parent`'s.
    explicit ReplaysDialog(const QString &directory, QWidget *parent = nullptr);
    ~ReplaysDialog() override;

    /// Reads the folder again (listed() when every row is read).
    void refresh();
    /// Starts reading the record at `path`; then opens it in a viewer,
    /// shown (replayOpened()), or says why not (openFailed(), and a warning
    /// with the reader's line unless `quiet`). One record at a time: a call
    /// while one is being read is ignored.
    void openRecord(const QString &path, bool quiet = false);
    /// Whether a record is being read for a viewer.
    bool isOpening() const { return m_opening; }
    /// The problem of the last record that could not be opened, empty if none.
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    /// Every row of the list was read.
    void listed();
    /// A viewer was opened on a record.
    void replayOpened(QWidget *window);
    /// The record could not be opened: `error` is the reader's line.
    void openFailed(const QString &error);

private:
    void openSelected();
    void openFile();
    void updateButtons();

    QString m_directory;
    QTreeWidget *m_list = nullptr;
    QPushButton *m_open = nullptr;
    QString m_lastError;
    bool m_opening = false;
    bool m_acceptWhenOpened = false; // opened from the list or Open File…: the dialog closes
    quint64 m_listing = 0;           // which refresh() the rows read belong to
    QLabel *m_state = nullptr;       // "Opening …" while a record is read
};

} // namespace ratscrew
