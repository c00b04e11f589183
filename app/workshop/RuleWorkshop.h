// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "RuleSet.h"
#include "workshop/RuleForecast.h"

#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;

namespace ratscrew {

/// The rule workshop's panel beside Settings ▸ Rules: what the rules in
/// the dialog play like at the table set up on the Players tab, from
/// games of bots simulated in the background (RuleForecast): game length
/// (median and 95th percentile, with and without the game length), the
/// games that would not end without one, how piles are won, slappable
/// cards per 100 played for each pattern on, and the bots' misslaps per
/// game (of the games that end; per hour when none does). A warning asks
/// for a game length when the median game without one passes
/// RuleForecast::kLongMinutes and none is set, with the median's length or,
/// past the horizon, the share of games that would not end, and a button
/// that sets one (gameLengthAsked()). The progress bar fills from empty
/// with every game simulated.
///
/// Every change of the rules or the table cancels the run in progress at
/// once and starts a new one after kSettleMs (a spin box stepped ten times
/// starts one run); the figures before stay in view, dimmed, under a
/// progress bar until the new ones come. Nothing here blocks the GUI
/// thread.
class RuleWorkshop : public QWidget
{
    Q_OBJECT

public:
    /// How long after the last change a run starts (ms).
    static constexpr int kSettleMs = 150;

    explicit RuleWorkshop(QWidget *parent = nullptr);

    /// Shows what `rules` (their `time_limit` the game length) play like
    /// with `bots` beside the person (1..7; the person's seat is played by
    /// a `normal` bot). The same rules and table again change nothing.
    void forecast(const RuleSet &rules, const std::vector<BotProfile> &bots);
    /// Whether figures of the last rules are still to come.
    bool isUpdating() const { return m_pending || m_forecast.isRunning(); }
    /// The figures in view, if any (of the last rules unless isUpdating()).
    const std::optional<RuleFigures> &figures() const { return m_figures; }
    /// Simulated games per run (tests use fewer), 1..10000.
    void setGames(int games) { m_games = games; }

Q_SIGNALS:
    /// New figures are in view.
    void figuresShown();
    /// The person asked for this game length (minutes), under the warning.
    void gameLengthAsked(int minutes);

private:
    void start();
    void progressed(int done, int total);
    void show(const RuleFigures &figures);
    QString lengthText(double p50, double p95) const;
    static QString minutesText(double minutes); ///< "under a minute", "12 min", "1 h 5 min"

    RuleForecast m_forecast;
    QTimer m_settle;
    RuleSet m_rules;
    std::vector<BotProfile> m_bots;
    bool m_asked = false;   // forecast() was called
    bool m_pending = false; // a change waits for m_settle
    int m_games = RuleForecast::kDefaultGames;
    std::optional<RuleFigures> m_figures;

    QLabel *m_table = nullptr;
    QProgressBar *m_progress = nullptr;
    QWidget *m_body = nullptr;
    QLabel *m_length = nullptr;
    QLabel *m_unlimited = nullptr;
    QLabel *m_unending = nullptr;
    QLabel *m_piles = nullptr;
    QWidget *m_patterns = nullptr;
    QGridLayout *m_patternRows = nullptr;
    QLabel *m_misslaps = nullptr;
    QLabel *m_warning = nullptr;
    QPushButton *m_limitButton = nullptr;
};

} // namespace ratscrew
