// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "GameSeeds.h"
#include "GameSession.h"
#include "RuleSet.h"
#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"
#include "story/GameLog.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <span>

namespace ratscrew {

class BotPlayer;
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
/// Every report of the session reaches the table's listeners from the
/// rig, one after the other in the order of Listener (listeners()), so
/// that what one of them reads from another is already there: the tie
/// before anyone tells the slap, the career's rows before the statistics
/// end the game, the match's gameEnded() last. A listener added twice at
/// one place is called in the order it was added.
///
/// The log has one writer, the rig: the session's reports, and note(),
/// its one other entry point: a hot-seat tie (SeatInput::tied(), itself
/// read from the reports), the match's deal lines and the window's
/// start-up problems with the saved settings.
class GameRig : public QObject
{
    Q_OBJECT

public:
    /// The listeners of each report, in the order the rig calls them
    /// (docs/ARCHITECTURE.md, "One card and one slap").
    enum class Listener : std::uint8_t {
        Input,       ///< SeatInput: the hot-seat's ties and last slap, read before anyone tells them
        Narrator,    ///< GameNarrator: the status line's sentence
        Sounds,      ///< SoundCues
        Table,       ///< TableWidget: the action's flight, sweep or flash
        Log,         ///< GameLog
        SlapWindows, ///< the person's slap windows (the coach hears their signals)
        Recorder,    ///< the career's rows: the game's end is on its way to the file first
        Statistics,  ///< GameStats: the summary's figures, complete with the game's end
        Match,       ///< the match (gameEnded()) or the demo (the next deal): last
    };
    /// Adds `follow` at `place` in the order; it is called while `owner`
    /// (not owned) lives.
    void listen(Listener place, QObject *owner, std::function<void(const ActionReport &)> follow);
    /// The places of the listeners added, in the order they are called.
    QList<Listener> listeners() const;
    /// A place's name as docs/ARCHITECTURE.md lists it ("slap windows").
    static QString listenerName(Listener place);

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
    /// session() with ReportSource::Caller; null: none) with the rig's
    /// names and point of view.
    void setLog(GameLog *log);
    GameLog *log() const;
    /// Adds a line to the log from outside a report (GameLog::addEntry());
    /// none without a log.
    void note(const QString &text);
    /// How the log heads the next game dealt or restored (once).
    void headNextGame(const GameLog::Heading &heading);

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
    double playSpeed() const { return m_playSpeed; }

    /// Deals a new game of the seating's rules from the deal number `deal`
    /// (GameSeeds::of(rules, players, deal): the deck and first player,
    /// then the bots' seeds) and seats the bots (startBots()): the game
    /// `ratscrew-sim` plays from that seed (tests/app/tst_sessionvssim.cpp).
    void deal(quint64 deal);
    /// Deals `deck` to the seating with `firstPlayer` and applies
    /// `actions` (GameSession::restore); no bot joins. False (nothing
    /// changes) if the session refuses it.
    bool restore(std::span<const Card> deck, int firstPlayer, std::span<const RecordedAction> actions,
                 GameSession::RestoreEnd end = GameSession::RestoreEnd::InPlay, qint64 reachedMs = -1);
    /// A bot at every seat no person plays, with its profile and its seed
    /// (GameSeeds::botSeedOf(player)), the play speed set here. Bots join
    /// after the deal, so that their first plan sees the game.
    void startBots(const GameSeeds &seeds);
    /// The seeds of deal number `deal` at the seating's table.
    GameSeeds seeds(quint64 deal) const;
    /// The bots leave (their timers stop); the game stays as it is.
    void stopBots();
    const QList<BotPlayer *> &bots() const { return m_bots; }

private:
    void showDealer();
    void tell(const ActionReport &report);
    /// Forgets `owner`'s listeners (a table or log replaced) and those gone.
    void dropListeners(const QObject *owner);

    struct Follower
    {
        Listener place;
        QPointer<QObject> owner;
        std::function<void(const ActionReport &)> follow;
    };

    GameSession m_session;
    SeatInput *m_input = nullptr;
    GameNarrator *m_narrator = nullptr;
    SoundCues *m_sounds = nullptr;
    QPointer<TableWidget> m_table;
    QPointer<GameLog> m_log;
    Seating m_seating;
    PointOfView m_view;
    QList<BotPlayer *> m_bots;
    QList<Follower> m_followers; // in the order of Listener
    int m_revealDelayMs = 0;
    double m_playSpeed = 1.0;
};

} // namespace ratscrew
