// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "GameSession.h"
#include "RuleSet.h"
#include "SeatInfo.h"

#include <QList>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QLabel;


namespace ratscrew {

class BotPlayer;
class GameNarrator;
class SoundPlayer;
class TableWidget;

/// What a new game is made of.
struct GameSetup
{
    RuleSet rules;
    /// One level id per bot (1..7 bots); an unknown id plays as `normal`.
    QStringList botLevels{QStringLiteral("normal"), QStringLiteral("normal"), QStringLiteral("normal")};
    std::optional<quint64> seed;     ///< the first game's seed; random if absent
};

/// The game window: the table, the status line, the menus, and the
/// wiring between the session, the bots, the sounds and the person's keys
/// (Space plays, S slaps; auto-repeat ignored).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `sound` may be null (no sound at all); the window does not own it.
    MainWindow(const GameSetup &setup, SoundPlayer *sound, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() { return &m_session; }
    TableWidget *table() { return m_table; }
    QString statusText() const;
    QString hintText() const;
    const QList<BotPlayer *> &bots() const { return m_bots; }
    quint64 currentSeed() const { return m_seed; }
    /// The end-of-game message box while it is shown (for tests), else null.
    QMessageBox *gameOverBox() const { return m_gameOverBox; }

public Q_SLOTS:
    void newGame();
    void playOwnCard();
    void slapPile();
    void setPaused(bool paused);

private:
    void createActions();
    void setStatus(const QString &text);
    /// A short hint about the person's own input ("not your turn"); it
    /// never hides what happened in the game and clears with the next event.
    void setHint(const QString &text);
    void onGameOver(int winner);

    GameSetup m_setup;
    SoundPlayer *m_sound = nullptr;
    GameSession m_session;
    TableWidget *m_table = nullptr;
    GameNarrator *m_narrator = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_hint = nullptr;
    QList<BotPlayer *> m_bots;
    QList<SeatInfo> m_seats;
    quint64 m_seed = 0;
    bool m_firstGame = true;
    QAction *m_pauseAction = nullptr;
    QAction *m_soundAction = nullptr;
    QPointer<QMessageBox> m_gameOverBox;
};

} // namespace ratscrew
