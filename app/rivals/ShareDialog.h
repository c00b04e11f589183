// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rivals/RivalGame.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace ratscrew {

/// Game ▸ Share This Game… (and the summary's Share…): a game of a
/// numbered deal as a short text to paste anywhere (RivalGame::
/// shareText(), Copy Text) and as a run file for a friend to open and
/// race (Save Run…, docs/RUNS.md).
class ShareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShareDialog(const RivalGame &game, QWidget *parent = nullptr);

    QString text() const;
    /// The file name Save Run… offers: "ratscrew-2026-12-07-Ann.ratscrew-run"
    /// for a daily deal, "ratscrew-deal-123456789-Ann.ratscrew-run" otherwise
    /// (the name's letters and digits; others become "-").
    static QString suggestedFileName(const Run &run);
    /// Writes the run to `path` (what Save Run… does once a file is chosen):
    /// false and the status line says why if it cannot be written.
    bool saveTo(const QString &path);
    QString status() const;
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *saveButton() const { return m_save; }

private:
    void saveRun();

    Run m_run;
    QPlainTextEdit *m_text = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace ratscrew
