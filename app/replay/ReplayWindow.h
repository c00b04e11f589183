// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GameRecord.h"
#include "GameSession.h"
#include "Scheduler.h"
#include "analysis/AnalysisRunner.h"
#include "replay/ReplayAnalysis.h"
#include "replay/ReplayLoader.h"
#include "rig/GameRig.h"
#include "text/DialogSize.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;

namespace ratscrew {

class TableWidget;
class WinChanceChart;

/// The replay viewer (docs/REPLAYS.md, "Watching a replay"): a window of
/// its own, not modal, showing one game record on the normal TableWidget.
/// The game runs in the window's own GameRig (no bots, no sound) on a
/// ManualScheduler that only this window moves (auto-collect off: the record has its collects;
/// the reveal time is the record's), so nothing here touches the career
/// statistics, the records or the game in the main window.
///
/// Controls: play / pause, a step of one action either way (a card thrown
/// lands in its step unless an action comes first), the speed
/// (kSpeeds, 0.1× to 4×; slower also slows the table's animations), a
/// slider over game time with a "m:ss.mmm / m:ss" readout. Seeking
/// restores the record's actions up to that time
/// (GameSession::RestoreEnd::Anywhere). At every slap the timing panel
/// shows the timing lines of that card (ReplayAnalysis::timingLines()),
/// and the decisive moments are listed beside it: activating one (double
/// click or Enter) plays from kLeadInMs before it at kSlowMotion, then
/// at the chosen speed again. Keys: Space play / pause, Right / Left a
/// step, Home / End the start / end, Esc / Ctrl+W (the platform's Close
/// keys) or the Close button close it.
///
/// Times are game time in ms (ms since the deal, pauses excluded) unless
/// said otherwise.
class ReplayWindow : public QWidget
{
    Q_OBJECT

public:
    /// The speeds offered, slowest first.
    static constexpr double kSpeeds[] = {0.1, 0.25, 0.5, 1.0, 2.0, 4.0};
    /// A decisive moment plays from this long before it …
    static constexpr qint64 kLeadInMs = 1500;
    /// … at this speed, until kSlowMotionAfterMs after it.
    static constexpr double kSlowMotion = 0.25;
    static constexpr qint64 kSlowMotionAfterMs = 1000;
    /// The play timer's interval (ms of real time).
    static constexpr int kTickMs = 16;

    /// A viewer of `record` (valid, as GameRecord::read gives it); `path`
    /// is where it was read from (the title's date comes from its name or
    /// its time). A top-level window; `parent` only ties their lifetimes.
    ReplayWindow(const GameRecord &record, const QString &path, QWidget *parent = nullptr);
    /// A viewer of a replay read and analysed by ReplayLoader::load (off
    /// the GUI thread).
    explicit ReplayWindow(const LoadedReplay &replay, QWidget *parent = nullptr);
    ~ReplayWindow() override;

    /// The viewer's size as it opens (logical pixels), for a screen whose
    /// available area (without panels and docks) is `available`: kSize,
    /// or three fifths of a larger screen (a 4K screen at 100 %), made
    /// smaller to leave room for a frame and title bar (kFrameRoom) so that
    /// the controls under the table are on the screen; never below
    /// `minimum` (the window's own minimum size).
    static QSize defaultSize(const QSize &available, const QSize &minimum);
    static constexpr QSize kSize{1200, 760};
    static constexpr QSize kFrameRoom =
        kWindowFrameRoom; ///< a frame and title bar, unknown before it is shown

    /// When the game of the record at `path` started: from its name
    /// (`yyyyMMdd-HHmmss-DEAL.json`, UTC) or else the file's time.
    static QDateTime startedAt(const QString &path);

    const GameRecord &record() const { return m_record; }
    const ReplayAnalysis &analysis() const { return *m_analysis; }
    /// The viewer's game, as far as it has been played.
    const GameSession &session() const { return *m_rig->session(); }
    TableWidget *table() const { return m_table; }

    /// How many of the record's actions have been applied (0..actions).
    int appliedActions() const { return m_applied; }
    /// The position in game time, 0..lengthMs().
    qint64 positionMs() const { return qint64(m_positionMs); }
    /// The game time the record covers: its duration, or its last action's time if later.
    qint64 lengthMs() const { return m_lengthMs; }
    bool isPlaying() const { return m_tick.isActive(); }
    /// The speed chosen (one of kSpeeds) and the one playing now (kSlowMotion during a moment).
    double chosenSpeed() const { return m_chosenSpeed; }
    double speed() const { return m_slowUntilMs >= 0 ? kSlowMotion : m_chosenSpeed; }
    /// The table's animation scale at 1×: 1, or the app's setting (0 stays 0: reduced motion).
    void setBaseAnimationScale(qreal scale);
    /// What the timing panel shows now (empty before the first slap).
    QStringList timingText() const { return m_timingLines; }

    /// Where the game's chances to win are cached (AnalysisRunner; the
    /// records' `chances` folder); set before the window is shown, which
    /// starts working them out. Empty: no cache.
    void setChancesCacheDirectory(const QString &dir) { m_runner.setCacheDirectory(dir); }
    /// The precision the chances are worked to (AnalysisRunner::setTargetHalfWidth()), before the window is
    /// shown.
    void setChancesTargetHalfWidth(double halfWidth) { m_runner.setTargetHalfWidth(halfWidth); }
    /// The chances to win worked out so far (docs/ANALYSIS.md), and their chart.
    const AnalysisRunner &chances() const { return m_runner; }
    WinChanceChart *chanceChart() const { return m_chanceChart; }
    /// Whose chances are told ("you": the record's one person), -1 for nobody's.
    int you() const { return m_you; }
    /// Whose swings are listed: you, or else the winner (else player 0).
    int swingSeat() const;
    /// What the swings list says now, one line per swing.
    QStringList swingTexts() const;
    /// Goes to just before swing `index` of the list (the chart position before it) and pauses.
    void jumpToSwing(int index);

public Q_SLOTS:
    void play();
    void pause();
    void togglePlaying();
    /// Applies the next action of the record at its time (and pauses). A
    /// card it threw lands in the same step, unless the record's next
    /// action comes before its landing (docs/RULES.md §12.1).
    void stepForward();
    /// Goes back to where the step that applied the action before the last
    /// one applied stood (and pauses).
    void stepBack();
    /// Restores the actions up to `ms` (those at `ms` included) and stands at `ms`.
    void seek(qint64 ms);
    void goToStart();
    void goToEnd();
    /// One of kSpeeds (others are taken as they are, within 0.1..4); ends a slow-motion moment.
    void setSpeed(double speed);
    /// Plays decisive moment `index` of analysis().moments(): from kLeadInMs before it, in slow motion.
    void playMoment(int index);
    /// Moves playback on by `realMs` ms of real time at speed() (the play timer does this).
    void advance(qint64 realMs);

Q_SIGNALS:
    /// The position changed (by play, a step or a seek).
    void positionChanged(qint64 ms);
    void playingChanged(bool playing);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    /// Restores the first `count` actions and stands at `ms` (at least the last one's time).
    void restoreTo(int count, qint64 ms);
    /// Applies action m_applied.
    void applyNext();
    /// Moves the clock to the landing of a card in the air, unless the
    /// record's next action comes first; whether it moved.
    bool landTheThrow();
    void moveClockTo(qint64 ms);
    void updateAnimationScale();
    void updatePosition();
    void updateTiming();
    void updateStatus();
    /// The chart, the swings and the status line after the runner's news.
    void updateChances();

    GameRecord m_record;
    QString m_path;
    std::shared_ptr<const ReplayAnalysis> m_analysis;
    ManualScheduler m_clock;
    std::unique_ptr<GameRig> m_rig; // after m_clock: gone before it
    int m_applied = 0;
    double m_positionMs = 0;
    qint64 m_lengthMs = 0;
    double m_chosenSpeed = 1.0;
    qint64 m_slowUntilMs = -1; // while a moment plays in slow motion
    qreal m_baseScale = 1.0;
    QTimer m_tick;
    QElapsedTimer m_wall;
    QStringList m_timingLines;
    QString m_narration;

    TableWidget *m_table = nullptr;
    QPushButton *m_playButton = nullptr;
    QPushButton *m_backButton = nullptr;
    QPushButton *m_forwardButton = nullptr;
    QComboBox *m_speedCombo = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_timeLabel = nullptr;
    QLabel *m_timing = nullptr;
    QListWidget *m_moments = nullptr;
    QLabel *m_status = nullptr;
    bool m_settingSlider = false;
    AnalysisRunner m_runner;
    bool m_runnerStarted = false;
    int m_you = -1;
    std::vector<Swing> m_swingList; // as listed
    WinChanceChart *m_chanceChart = nullptr;
    QListWidget *m_swings = nullptr;
    QPushButton *m_jump = nullptr;
    QLabel *m_chanceStatus = nullptr;
};

} // namespace ratscrew
