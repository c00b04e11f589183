// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "career/CareerDatabase.h"
#include "career/CareerStats.h"

#include <QDialog>
#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace ratscrew {

class CareerStore;
class ReactionChart;
class WinRateChart;

/// Game ▸ Statistics…: the career statistics (docs/STATISTICS.md) of one
/// preset (or all) over a period. It shows the results, streaks and
/// personal bests; the win rate over time per preset and bot level; the
/// reaction time per pattern against each bot level's median; and the
/// accuracy per pattern (taken, false, missed). The charts have their
/// numbers in tables beside them and in their accessible descriptions, for
/// screen readers. Export to CSV and a reset (after a question) too.
///
/// It reads the file when opened and at every change of the filters, off
/// the GUI thread (CareerStore::read(), after the store has written what
/// it had queued): the slaps are counted there as they are read
/// (CareerStats from a CareerDatabase), so the window holds the games and
/// the figures, never the slaps. While a read runs, a line says so and the controls stay
/// usable; the newest read is the one shown (statisticsRead()), and a
/// window closed meanwhile is simply not shown anything.
class StatisticsDialog : public QDialog
{
    Q_OBJECT

public:
    /// The periods of the filter.
    enum class Period { AllTime, Week, Month, Year };

    /// `store` is not owned; it must outlive the dialog.
    explicit StatisticsDialog(CareerStore *store, QWidget *parent = nullptr);

    /// Reads the file again for the filters chosen (off the GUI thread)
    /// and shows it when read.
    void refresh();
    /// A read asked for (at opening, by refresh()) has not been shown yet.
    bool isReading() const { return m_shown != m_reads; }
    /// Chooses one preset ("" = all; one the file does not have: all) over
    /// one period, and reads the file for it (refresh()).
    void setFilter(const QString &preset, Period period);
    const CareerStats &stats() const { return m_stats; }
    /// What the window says instead of the statistics (no file yet, a
    /// problem), empty while it shows them.
    QString notice() const;

    /// Writes the games shown to `path` and their slaps (everyone's) to
    /// the same name with "-slaps" before the extension, as CSV (RFC 4180,
    /// UTF-8, a text that could start a spreadsheet formula is quoted with
    /// a leading apostrophe). Written atomically (saveFileAtomically(): a
    /// failed write leaves a file already there whole), on the store's
    /// thread (the slaps are read from the file); exported() tells
    /// when it is done.
    void exportCsv(const QString &path);
    /// The name the slaps of exportCsv(path) go to.
    static QString slapsCsvPath(const QString &path);

    /// The tables, for tests: reaction times and accuracy per kind.
    QTableWidget *reactionTable() const { return m_reactionTable; }
    QTableWidget *accuracyTable() const { return m_accuracyTable; }
    WinRateChart *winRateChart() const { return m_winRate; }
    ReactionChart *reactionChart() const { return m_reactionChart; }
    QString summaryText() const;
    /// The person's luck and speed over `games` games whose chances were
    /// worked out (docs/ANALYSIS.md): the means (shares of a game, -1..1)
    /// and half the 95 % interval of the mean speed. Shown under the
    /// summary; nothing for 0 games.
    void setLuckAndSpeed(int games, double luck, double speed, double speedHalfWidth);
    QString luckAndSpeedText() const;

Q_SIGNALS:
    /// The statistics were deleted (resetStatistics()).
    void statisticsReset();
    /// The figures of the latest read are shown.
    void statisticsRead();
    /// exportCsv(path) is done: `error` is empty, or says why it failed.
    void exported(const QString &path, const QString &error);

private:
    void askExport();
    void resetStatistics();
    /// What one read brings: figures, never rows of slaps.
    struct Figures
    {
        QStringList presets; ///< every preset of the file, first played first
        bool anyGame = false;
        CareerStats stats; ///< for the filters asked for
    };
    /// Shows `figures`, or `problem` (if not empty) in the notice.
    void showFigures(const Figures &figures, const QString &problem);
    /// exportCsv()'s work, on the store's thread.
    static QString writeExport(const CareerDatabase &db, const QList<CareerGame> &shownGames,
                               const QString &path);
    void display(const CareerStats &stats);
    static QString kindName(int kind);
    static QString presetName(const QString &id);
    QDateTime sinceOf(Period period) const;

    QPointer<CareerStore> m_store;
    int m_reads = 0; // reads asked for
    int m_shown = 0; // the read shown (m_reads when none is pending)
    bool m_anyGame = false;
    bool m_exportAsked = false; // by the button: its answer gets a message box
    CareerStats m_stats;
    QComboBox *m_preset = nullptr;
    QComboBox *m_period = nullptr;
    QLabel *m_notice = nullptr;
    QLabel *m_reading = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_luckAndSpeed = nullptr;
    QTabWidget *m_tabs = nullptr;
    WinRateChart *m_winRate = nullptr;
    ReactionChart *m_reactionChart = nullptr;
    QTableWidget *m_reactionTable = nullptr;
    QTableWidget *m_accuracyTable = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_reset = nullptr;
};

} // namespace ratscrew
