// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>
#include <QPalette>
#include <QStringList>
#include <QWidget>

class QLabel;

namespace ratscrew {

/// The palette of what stands beside a high-contrast table (the status
/// lines, the game log): white text on black, as the table is
/// (TableLook::highContrast).
QPalette highContrastPalette();

/// The bar at the top of the main window about the settings (cannot be
/// read or saved, bad values), shown in the window as a person would see
/// it, never in a modal box that would take the focus (and pause) the game.
/// Each text is shown once a run: a person who dismissed it has read it.
class NoticeBar : public QFrame
{
    Q_OBJECT

public:
    explicit NoticeBar(QWidget *parent = nullptr);
    /// Adds `text` under what the bar shows (nothing for an empty text or
    /// one shown before) and shows the bar.
    void notify(const QString &text);
    /// What the bar says, empty while it is hidden.
    QString text() const;

private:
    QLabel *m_text = nullptr;
    QStringList m_shown;
};

/// The lines under the main window's table: the status line (what just
/// happened), the hint (why a key did nothing; it never hides what
/// happened and clears with the next status) and, in coach mode, the
/// coach's line.
class StatusLines : public QWidget
{
    Q_OBJECT

public:
    explicit StatusLines(QWidget *parent = nullptr);
    void setStatus(const QString &text);
    QString status() const;
    void setHint(const QString &text);
    QString hint() const;
    /// The coach's line, hidden when `shown` is false.
    void setCoach(const QString &text, bool shown);
    void setCoachText(const QString &text);
    /// The coach's line, empty while it is hidden.
    QString coachText() const;

private:
    QLabel *m_status = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_coach = nullptr;
};

} // namespace ratscrew
