// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "GameSession.h"
#include "RuleSet.h"
#include "rig/GameRig.h"
#include "seating/SeatInfo.h"

#include <QList>
#include <QTimer>
#include <QWidget>

class QLabel;

namespace ratscrew {

class MatchController;

class SoundPlayer;
class TableWidget;

/// The demo table (Game ▸ Watch Bots, `ratscrew --demo`): bots only, at
/// every seat, play game after game with a new deal each time, on the
/// normal table with its narration and sounds. It has a session of its
/// own, so nothing it plays reaches the career statistics, the records or
/// the game in play; its table is built by a GameRig of bots alone
/// (nobody is "you"). Any key (but a lone modifier) or click anywhere on it
/// emits closeRequested(): an attract screen and a way to look at rule
/// variants.
class DemoTable : public QWidget
{
    Q_OBJECT

public:
    /// How long a finished game stays on the table before the next deal (ms).
    static constexpr int kNextDealMs = 4000;

    /// `sound` may be null; `scheduler` (not owned) is real time when null.
    explicit DemoTable(SoundPlayer *sound, Scheduler *scheduler = nullptr, QWidget *parent = nullptr);
    ~DemoTable() override;

    /// The table's look, as the game's table has it.
    TableWidget *table() const { return m_table; }

    /// Starts dealing: `rules` with `bots` (2..8 profiles, player 0 at the
    /// bottom) named `names`, a new deal each game from `firstDeal` on;
    /// `playSpeed` divides the bots' play delay (AppSettings::botPlaySpeed).
    void start(const RuleSet &rules, const QString &rulesName, const QList<BotProfile> &bots,
               const QStringList &names, quint64 firstDeal, double playSpeed);
    /// Starts dealing `match`'s next game to bots alone: its rules and bots
    /// (a person's seat played by a `normal` bot) and one more bot, Hal, at
    /// the bottom seat, from a random deal on.
    void watch(const MatchController &match, double playSpeed);
    /// Stops the bots and the next deal (the table stays as it is).
    void stop();

    GameSession *session() { return m_rig->session(); }
    quint64 deal() const { return m_deal; }
    /// Games dealt since start().
    int gamesDealt() const { return m_games; }
    /// The caption over the table ("Watching bots: house rules, deal 12 …").
    QString caption() const;

Q_SIGNALS:
    /// A key or a click: the person wants the game back.
    void closeRequested();

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void dealNext();

    GameRig *m_rig = nullptr;
    TableWidget *m_table = nullptr;
    QLabel *m_caption = nullptr;
    QLabel *m_story = nullptr;
    QString m_rulesName;
    quint64 m_deal = 0;
    int m_games = 0;
    Scheduler::TimerId m_nextDeal = 0;
};

} // namespace ratscrew
