// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Scheduler.h"
#include "coach/PracticeDrill.h"

#include <QDialog>
#include <QPointer>

#include <array>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace ratscrew {

class CareerStore;
class PracticePile;

/// Game ▸ Practice: a drill of kDrillCards cards that turn on their own at
/// a chosen pace, no bots, with the rules of the next game; the person
/// slaps (S, Space, or a click on the pile) what matches. A drill starts by
/// saying how many of its cards make a pattern (PracticeDrill::promised(),
/// which its deal keeps). A line says how
/// fast each slap was, what was missed and why a misslap was one (the
/// coach's words); a table keeps the count per pattern, and a last row the
/// misslaps near no pattern, so that each column adds up to the drill's
/// count. The table is never shorter than its rows. The results go to
/// the career statistics as practice (`practice`, `practice_slaps`), never
/// as games.
///
/// The weak-spots drill deals more of the patterns the person misses or is
/// slowest on (PracticeDrill::weakSpots() over their games and practice).
class PracticeDialog : public QDialog
{
    Q_OBJECT

public:
    static constexpr int kDrillCards = PracticeDrill::kCards;
    /// The paces offered (ms from one card to the next).
    static constexpr std::array<int, 4> kPacesMs{1500, 1100, 800, 550};

    /// `store` may be null (nothing is kept); `scheduler` null for real
    /// time, or a fake clock for tests (not owned). `slapKeys` slap (the
    /// person's slap and play keys, AppSettings::keys; S and Space by default).
    PracticeDialog(const RuleSet &rules, CareerStore *store, Scheduler *scheduler = nullptr,
                   QWidget *parent = nullptr,
                   const QList<QKeySequence> &slapKeys = {QKeySequence(Qt::Key_S),
                                                          QKeySequence(Qt::Key_Space)});
    ~PracticeDialog() override;

    /// Starts a drill (`paceMs` between cards); a running one stops first.
    void start(PracticeDrill::Kind kind, int paceMs);
    /// The drills started from now on deal from `seed`, then `seed` + 1 and
    /// so on, one per drill (for tests); without it, each from a random seed.
    void setSeed(quint64 seed) { m_seed = seed; }
    void stop();
    bool isRunning() const { return m_drill && m_timer != 0; }
    /// The person slaps now.
    void slap();

    const PracticeDrill *drill() const { return m_drill.get(); }
    /// The patterns the weak-spots drill would deal more of: from the
    /// career file once it is read (off the GUI thread, CareerStore::read()),
    /// those of no statistics until then.
    PatternSet weakSpots() const { return m_weak; }
    QString feedback() const;
    QTableWidget *resultsTable() const { return m_table; }
    /// Hits, misslaps and misses of the drill so far.
    int hits() const { return m_hits; }
    int falseSlaps() const { return m_false; }
    int missed() const { return m_missed; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void done(int result) override;

private:
    void turn();
    /// The last window, if open, is a miss; the line says how it went.
    void finishDrill();
    void record(const PracticeDrill::Result &result);
    void updateTable();
    void updateButtons();
    QString weakSpotsTitle() const;

    RuleSet m_rules;
    QPointer<CareerStore> m_store;
    std::unique_ptr<QtScheduler> m_ownScheduler;
    Scheduler *m_scheduler = nullptr;
    Scheduler::TimerId m_timer = 0;
    std::unique_ptr<PracticeDrill> m_drill;
    std::optional<quint64> m_seed; // the next drill's, from setSeed()
    qint64 m_startedAtMs = 0;
    int m_paceMs = 1100;
    int m_practiceKey = -1;
    PatternSet m_weak;
    int m_hits = 0, m_false = 0, m_missed = 0;
    int m_farFalse = 0;                                // misslaps near no pattern (the table's last row)
    std::array<QList<int>, kSlapPatternCount> m_times; // hits per pattern
    QList<int> m_allTimes;                             // every hit's (the table's Total row)
    bool m_sharedCard = false; // a hit or missed card showed two patterns or more: counted in each row
    std::array<std::array<int, 3>, kSlapPatternCount> m_counts{}; // hit, false, missed per pattern

    QComboBox *m_kind = nullptr;
    QComboBox *m_pace = nullptr;
    QPushButton *m_startStop = nullptr;
    QPushButton *m_slap = nullptr;
    PracticePile *m_pile = nullptr;
    QLabel *m_tableNote = nullptr; // says why the rows can add up to more than the total
    QLabel *m_progress = nullptr;
    QLabel *m_feedback = nullptr;
    QTableWidget *m_table = nullptr;
};

} // namespace ratscrew
