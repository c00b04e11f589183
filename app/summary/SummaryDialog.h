// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "seating/PointOfView.h"
#include "seating/SeatInfo.h"
#include "summary/GameStats.h"

#include <QDate>
#include <QDialog>
#include <QKeySequence>
#include <QList>

class QLabel;
class QDialogButtonBox;
class QPushButton;
class QShortcut;
class QTableWidget;

namespace ratscrew {

class AnalysisRunner;
class CardCountChart;
class WinChanceChart;
class ReactionHistogram;

/// The end-of-game screen: who won, how long it took, a table of what
/// every player did, the person's reaction times (median, best and a
/// histogram) and every player's cards in hand over the game.
///
/// A new game is a deliberate choice: "Play Again" (a click, or its
/// mnemonic, Alt+P in English) emits playAgainRequested() and accepts the
/// dialog; "Close" and Esc reject it. There is no default button, the
/// focus starts on the players' table, and the people's play and slap
/// keys (setPlayKeys()) do nothing here, so that a player still pressing
/// Space or Return to play when the game ends sees the result instead of
/// a new deal. The dialog only shows the summary; starting a new game is
/// up to whoever listens.
class SummaryDialog : public QDialog
{
    Q_OBJECT

public:
    /// How long Copy says "Copied ✓" after it put the deal number on the
    /// clipboard (ms).
    static constexpr int kCopiedMs = 2000;

    /// `seats`: names, levels and colours by player (missing ones are shown
    /// as "Player N" in a default colour); `view`: who is told as "you"
    /// (nobody at a hot-seat table: each by name).
    SummaryDialog(const GameStats::Summary &summary, const QList<SeatInfo> &seats, const PointOfView &view,
                  QWidget *parent = nullptr);

    const GameStats::Summary &summary() const { return m_summary; }
    /// "You win!", "Bea wins", "A draw", "Time is up: Ann wins with 31
    /// cards", "Time is up: Ann and Bea tie on 19 cards", … (the
    /// Storyteller's words for the end of a game).
    QString headline() const;

    /// Shows the game's deal number (the seed it was shuffled with) under
    /// the facts, with a button that copies it, and `note` (may be empty)
    /// under that: the daily deal's best result, for one.
    void setDeal(quint64 deal, const QString &note);
    /// setDeal() of the daily deal of `date`, noted as such ("The daily
    /// deal of 29 November 2026.").
    void setDailyDeal(quint64 deal, const QDate &date);
    /// The person's best result on the daily deal shown (place `place` of
    /// `players`, in `durationMs`), added to its note.
    void setBestOfDay(int place, int players, qint64 durationMs);
    /// The deal shown, 0 before setDeal().
    quint64 deal() const { return m_deal; }
    QString dealNote() const;
    QPushButton *copyDealButton() const { return m_copyDeal; }

    /// The keys of play: the play and slap keys of the people at this
    /// keyboard (KeyBindings), which a player may still be pressing as the
    /// game ends. Pressed while the summary is the active window they do
    /// nothing at all, wherever the focus is (not even on a button, which
    /// Space would press). Replaces the keys set before; none by default.
    void setPlayKeys(const QList<QKeySequence> &keys);
    QList<QKeySequence> playKeys() const;

    /// Adds a button beside Play Again (never a default one); the caller
    /// connects it.
    QPushButton *addButton(const QString &text);
    /// Where the person's reaction times stand (Standing's sentences, one
    /// per line), under the deal.
    void setStanding(const QString &text);
    QString standing() const;
    /// Notes that the daily deal shown was practice: it had been tried
    /// before on its date (docs/STATISTICS.md).
    void setDailyPractice();

    /// Shows `runner`'s chances to win as they are worked out (docs/
    /// ANALYSIS.md): every seat's chance over the game (yours bold), your
    /// largest swing, your luck and speed. Hidden until called.
    void showChances(const AnalysisRunner *runner);
    WinChanceChart *chanceChart() const { return m_chanceChart; }
    /// What the chances section says under its chart (the swing, luck and speed).
    QString chanceText() const;
    QPushButton *playAgainButton() const { return m_playAgain; }
    QPushButton *closeButton() const { return m_close; }
    QTableWidget *playerTable() const { return m_table; }
    ReactionHistogram *histogram() const { return m_histogram; }
    CardCountChart *cardCountChart() const { return m_chart; }

Q_SIGNALS:
    /// The person asked for another game (the dialog accepts right after).
    void playAgainRequested();

private:
    QWidget *createHeader();
    QTableWidget *createTable();
    QWidget *createReactionSection();
    QWidget *createCardSection();
    QWidget *createChanceSection();
    void updateChances();
    SeatInfo seat(int player) const;

    GameStats::Summary m_summary;
    QList<SeatInfo> m_seats;
    PointOfView m_view;
    QTableWidget *m_table = nullptr;
    ReactionHistogram *m_histogram = nullptr;
    CardCountChart *m_chart = nullptr;
    QWidget *m_chanceSection = nullptr;
    WinChanceChart *m_chanceChart = nullptr;
    QLabel *m_chanceFacts = nullptr;
    const AnalysisRunner *m_runner = nullptr;
    QPushButton *m_playAgain = nullptr;
    QPushButton *m_close = nullptr;
    QWidget *m_dealRow = nullptr;
    QLabel *m_dealLabel = nullptr;
    QLabel *m_dealNote = nullptr;
    QPushButton *m_copyDeal = nullptr;
    quint64 m_deal = 0;
    QString m_dailyNote; // setDailyDeal()'s
    QDialogButtonBox *m_buttons = nullptr;
    QLabel *m_standing = nullptr;
    QList<QShortcut *> m_heldKeys; // the keys of play, held here
};

} // namespace ratscrew
