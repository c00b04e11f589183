// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "GameSession.h"
#include "RuleSet.h"
#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <span>

namespace ratscrew {

class BotPlayer;
class GameLog;
class GameNarrator;
class SeatInput;
class SoundCues;
class SoundPlayer;
class TableWidget;

/// Who sits where at one table: the seats (index = player; a seat whose
/// SeatInfo::isHuman is set is played from this keyboard, every other one
/// by a bot), the profile each bot plays with (index = player; unused at a
/// person's seat) and the rules.
struct Seating
{
    QList<SeatInfo> seats;
    QList<BotProfile> profiles;
    RuleSet rules;

    int players() const { return int(seats.size()); }
    /// The seats' names, index = player.
    QStringList names() const;
    /// Whose eyes the table is seen through (PointOfView::of()): one
    /// person is "you"; several are told by name; bots alone, nobody.
    PointOfView pointOfView() const { return PointOfView::of(seats); }
};

/// One table, assembled in one place: the GameSession (on a given
/// Scheduler, or real time), the BotPlayers at the seats no person plays,
/// the narrator (the status line's one sentence per action), the sound
/// cues, the people's input (SeatInput), and whoever shows the game: the
/// TableWidget and, if any, the GameLog. seat() hands every one of them
/// the same seats, names and point of view; deal() and restore() show the
/// dealer (Table::dealer(), docs/RULES.md §1).
///
/// The main window, the demo table and the replay viewer each build their
/// table through a rig: the main window with its people and bots, the demo
/// with bots alone (nobody is "you"), the replay with no bots on a
/// ManualScheduler, seeking by restore().
///
/// The log has one writer, the session's report. What the log is told
/// from outside a report goes through GameLog::addEntry(), its one other
/// entry point: a hot-seat tie (SeatInput::tied(), itself read from the
/// reports) is told there by the rig, and the window's start-up problems
/// with the saved settings.
class GameRig : public QObject
{
    Q_OBJECT

public:
    /// A session on `scheduler` (not owned; it must outlive the rig; null:
    /// real time). `sound` (not owned, may be null: none) plays the cues.
    explicit GameRig(Scheduler *scheduler = nullptr, SoundPlayer *sound = nullptr, QObject *parent = nullptr);
    ~GameRig() override;
    GameRig(const GameRig &) = delete;
    GameRig &operator=(const GameRig &) = delete;

    GameSession *session() { return &m_session; }
    const GameSession *session() const { return &m_session; }
    GameNarrator *narrator() const { return m_narrator; }
    SoundCues *sounds() const { return m_sounds; }
    /// The people's keys and clicks (person i: KeyBindings::play(i) / slap(i)).
    SeatInput *input() const { return m_input; }

    /// Shows the session on `table` (not owned; null: none) with the
    /// rig's seats, point of view and dealer.
    void setTable(TableWidget *table);
    TableWidget *table() const;
    /// Tells the session's story in `log` (not owned, made on this rig's
    /// session(); null: none) with the rig's names and point of view.
    void setLog(GameLog *log);
    GameLog *log() const;

    /// Seats `seating` at the table, the narrator, the log, the sounds and
    /// the input; the bots of the game before leave. Its rules are those
    /// deal() deals and restore() restores.
    void seat(const Seating &seating);
    const Seating &seating() const { return m_seating; }
    const PointOfView &pointOfView() const { return m_view; }
    /// Changes the seats' look only (keys, tooltips come on the table);
    /// same players, same people.
    void updateSeats(const QList<SeatInfo> &seats);

    /// The table's clock from the next game on (docs/RULES.md §12): a played
    /// card's flight to the pile (ms >= 0; GameSession::setRevealDelayMs()),
    /// and, for a record made before the fourth edition, whether plays
    /// count at once (GameSession::setPlaysLandAtOnce()).
    void setRevealDelayMs(int ms, bool playsLandAtOnce = false);
    /// Divides the bots' play delay (AppSettings::botPlaySpeed; 0.25..4).
    void setPlaySpeed(double speed);

    /// Deals a new game of the seating's rules, shuffled with `deal`, and
    /// seats the bots (startBots(deal, botSeedOffset)).
    void deal(quint64 deal, quint64 botSeedOffset = 0);
    /// Deals `deck` to the seating with `firstPlayer` and applies
    /// `actions` (GameSession::restore); no bot joins. False (nothing
    /// changes) if the session refuses it.
    bool restore(std::span<const Card> deck, int firstPlayer, std::span<const RecordedAction> actions,
                 GameSession::RestoreEnd end = GameSession::RestoreEnd::InPlay, qint64 reachedMs = -1);
    /// A bot at every seat no person plays, with its profile and a seed
    /// derived from `deal` (Random::deriveSeed(deal, player + seedOffset)),
    /// the reveal delay and play speed set here. Bots join after the deal,
    /// so that their first plan sees the game.
    void startBots(quint64 deal, quint64 seedOffset);
    /// The bots leave (their timers stop); the game stays as it is.
    void stopBots();
    const QList<BotPlayer *> &bots() const { return m_bots; }

private:
    void showDealer();

    GameSession m_session;
    SeatInput *m_input = nullptr;
    GameNarrator *m_narrator = nullptr;
    SoundCues *m_sounds = nullptr;
    QPointer<TableWidget> m_table;
    QPointer<GameLog> m_log;
    Seating m_seating;
    PointOfView m_view;
    QList<BotPlayer *> m_bots;
    int m_revealDelayMs = 0;
    double m_playSpeed = 1.0;
};

} // namespace ratscrew
