// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rivals/RivalGame.h"
#include "rivals/RivalStore.h"

#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace ratscrew {

class CardCountChart;

/// Game ▸ Rivals… and the summary's Rivals…: the runs of one deal side by
/// side (docs/RUNS.md, "Side by side"): yours and the rivals' you opened,
/// each with its outcome, time, slaps won and median; their cards in hand
/// over time on one chart; where the selected rival's game parted from
/// yours, in words; and, pattern by pattern, who was faster and by how
/// much. Race Ghost seats the selected run's ghost for a new game of the
/// deal (raceRequested()).
class RivalsDialog : public QDialog
{
    Q_OBJECT

public:
    /// `runs`: the deal's runs (RivalStore::runsOf(): yours first). Your
    /// run compared is your latest.
    explicit RivalsDialog(const QList<RivalStore::Entry> &runs, QWidget *parent = nullptr);

    /// The runs shown, in the list's order.
    const QList<RivalGame> &games() const { return m_games; }
    /// Selects the run at `row` (the list's).
    void select(int row);
    /// What the dialog says of the selected run against yours: where they
    /// parted, then the patterns compared.
    QString partingText() const;
    QString comparisonText() const;
    CardCountChart *chart() const { return m_chart; }
    QPushButton *raceButton() const { return m_race; }

    /// The line comparing one pattern's medians: "Double: you 380 ms, Ann
    /// 420 ms — you were 40 ms faster".
    static QString comparePattern(SlapPattern pattern, int yoursMs, const QString &name, int theirsMs);

Q_SIGNALS:
    /// Race Ghost: a new game of the deal with `rival`'s ghost.
    void raceRequested(const ratscrew::Run &rival);
    /// Open Run…
    void openRunRequested();

private:
    void showSelected();
    QString label(const RivalGame &game) const;

    QList<RivalGame> m_games;
    int m_mine = -1; // your run compared (index in m_games), -1 if none
    QTreeWidget *m_list = nullptr;
    CardCountChart *m_chart = nullptr;
    QLabel *m_parting = nullptr;
    QLabel *m_comparison = nullptr;
    QPushButton *m_race = nullptr;
};

} // namespace ratscrew
