// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "Random.h"
#include "RuleSet.h"
#include "Table.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <array>
#include <bitset>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace ratscrew {

/// Who sat at a recorded table.
struct RecordPlayer
{
    QString name;
    bool person = false; ///< a person at the keyboard; else a bot
    QString level;       ///< a bot's level id (`normal`, `match`, `custom`, …); empty for a person
    friend bool operator==(const RecordPlayer &, const RecordPlayer &) = default;
};

/// One game as a file (docs/REPLAYS.md): the players, the rules, the deck
/// as dealt, the first player and every action with its time. Taken from
/// the Table every action of a game passes through (Table::setRecording),
/// in the app and in the simulator alike; replay() feeds the actions back
/// into a new Table.
struct GameRecord
{
    /// The version written; a file of a newer one is refused. Version 3:
    /// the rules hold `dealer_starts` (docs/RULES.md §1; before, the dealer
    /// was RuleSet::dealerStartsBefore()). Version 2: the table's clock of
    /// docs/RULES.md §12 (cards land after revealMs); version 1: plays
    /// counted at once (cardsLand false).
    static constexpr int kFormatVersion = 3;
    static constexpr const char *kFormat = "ratscrew-record";
    /// The most actions a record holds: written (write() refuses more) and
    /// read alike. The longest real games are far below it: the
    /// simulator's draw at 100,000 plays comes after about 140,000 actions
    /// at 8 seats (32 hours of game time), a game at the table with a time
    /// limit after a few thousand. So a record is read in about a second,
    /// and reading one takes about 15 times its size in memory (Qt's JSON
    /// document), 130 MB at this limit (docs/REPLAYS.md, "Limits").
    static constexpr qsizetype kMaxActions = 500'000;
    /// A record file is read up to this size (an action takes about 20
    /// bytes); a larger one is refused unread.
    static constexpr qint64 kMaxFileBytes = 16 << 20; // 16 MiB
    static constexpr int kMaxRevealMs = 10000;

    QString appVersion;
    QList<RecordPlayer> players; ///< index = player, 2..8
    QString preset;              ///< a preset id, `custom`, or empty
    quint64 deal = 0;            ///< the deal number the deck was shuffled with (0 if unknown)
    /// When the game was dealt (UTC, ms): with the deal number it tells one
    /// game from another, so that a game resumed and kept again replaces its
    /// unfinished record and continues its career row. Invalid when unknown
    /// (older records, the simulator's).
    QDateTime startedAt;
    RuleSet rules;          ///< rules.maxPlays included (a simulated game's draw limit)
    std::vector<Card> deck; ///< as dealt, index 0 to the first player
    int firstPlayer = 0;
    /// The time (ms, 0..kMaxRevealMs) a played card needed to become
    /// visible at the table (GameSession::revealDelayMs()): reaction times
    /// count from then. 0 when unknown (older records) or none.
    int revealMs = 0;
    /// How the table's clock ran (docs/RULES.md §12): true, a card's `P`
    /// reached the rules when it landed, revealMs after the play (written
    /// as version 2); false, every play counted at once and revealMs only
    /// delayed its visibility (version 1, the records made before the
    /// fourth edition: replayed as they were played, Table::setPlaysLandAtOnce()).
    bool cardsLand = true;
    std::vector<RecordedAction> actions; ///< in order, times never decreasing
    /// The outcome as it was played: over, the winner (-1 for a draw or
    /// an unfinished game), cards played, game time (ms).
    bool over = false;
    int winner = -1;
    long long plays = 0;
    qint64 durationMs = 0;

    /// The record of `table`'s game so far (its recording must have been
    /// on from the deal); revealMs is the table's revealDelayMs(), cardsLand
    /// its clock.
    static GameRecord fromTable(const Table &table, const QList<RecordPlayer> &players, const QString &preset,
                                qint64 durationMs);

    /// The record as JSON (UTF-8, one object).
    QByteArray toJson() const;
    /// Reads a record: nothing and `*error` set to one line (input quoted
    /// and escaped) for anything but a well-formed record of at most
    /// kFormatVersion: not JSON, another format, a newer version, a bad
    /// player, rule, card, deck, first player, reveal time, action or time,
    /// or any field of another JSON type than docs/REPLAYS.md gives it
    /// (`"actions": {}` is an error, not zero actions). Optional fields
    /// (`app`, `preset`, `deal`, `started`, `reveal_ms`, `max_plays`,
    /// `result` and each of its fields) may be missing; unknown keys are
    /// ignored.
    static std::optional<GameRecord> fromJson(const QByteArray &json, QString *error);
    /// fromJson() of the file at `path`, which must be a regular file of at
    /// most kMaxFileBytes.
    static std::optional<GameRecord> read(const QString &path, QString *error);
    /// The record as a script of docs/RULES.md §8 (`ratscrew-sim script`):
    /// its players, preset (or `house`) and rules, deck and actions. Script
    /// mode deals from seat 0, so the script's seats are the record's
    /// turned to start at its first player: script seat i is player
    /// (i + firstPlayer) mod N. Times are left out (the rules do not read
    /// them) and so is a simulated game's draw limit.
    QByteArray toScript() const;
    /// Writes the record to `path` atomically (saveFileAtomically(): a
    /// temporary file renamed over it once all of it is on the disk): a
    /// crash or a full disk never leaves half a file, and the file there
    /// before stays whole. False and `*error` on failure ("… cannot be
    /// written: the disk is full"), and for a record of more than
    /// kMaxActions actions (none could read it: nothing is written).
    bool write(const QString &path, QString *error) const;
};

/// What the actions of a record come to.
struct ReplayResult
{
    bool over = false;
    int winner = -1;
    long long plays = 0;
    std::vector<int> hands; ///< cards in each player's hand at the end
    /// Where the replay disagrees with what the record says happened
    /// (the outcome, or an action after the end), empty if it agrees.
    QString mismatch;
};

/// One step of a record played again (playRecord()): one of its actions,
/// or a card landing at its time (docs/RULES.md §12.1) before the action
/// due with it.
struct RecordStep
{
    /// The record's action (index into GameRecord::actions); for a
    /// landing, the action it landed before (actions.size() for a card
    /// that landed after the last action).
    std::size_t action = 0;
    bool landing = false;
    std::int64_t atMs = 0; ///< table time of the step (a landing's: when the card landed)
    /// A slap's reaction time, Table::reactionMs() just before it (ms);
    /// kNoReactionMs for every other step.
    int reactionMs = kNoReactionMs;
    const Table &table;               ///< the table after the step
    const std::vector<Event> &events; ///< what the step did
    TableStep step;                   ///< what it asked of the owner's timers (the collect deadline)
};

/// Plays `record` again as replay() does (recording off), showing `look`
/// every step as it is made; returns replay()'s mismatch for an action
/// after the end (empty if none).
QString playRecord(const GameRecord &record, const std::function<void(const RecordStep &)> &look);

/// Cards by id (bit id = Card::id()).
using CardSet = std::bitset<Card::kMaxCount>;

/// Whether `events` show a card to everyone: a `play` (the card landed on
/// a pile) or a burn. A card not yet shown in a game is hidden: it still
/// sits in the hand it was dealt to, at the place it was dealt to.
void markShownCards(const std::vector<Event> &events, CardSet &shown);

/// The cards of `deck` not in `shown`: those still hidden (markShownCards()).
CardSet hiddenCards(std::span<const Card> deck, const CardSet &shown);

/// A random order of the `hidden` cards (drawn from `random` with a
/// Fisher–Yates shuffle over their ids, ascending): relabel[id] is the
/// card that takes card `id`'s place, the identity for every card not
/// hidden (Table::relabelHands()).
std::array<Card, Card::kMaxCount> shuffleHidden(const CardSet &hidden, Random &random);

/// The record's deck with the cards nobody had seen after its first
/// `actions` actions in another order (shuffleHidden() of them, drawn
/// from `random`): one deal consistent with everything the table had
/// shown by then, the hidden information a win-probability estimate
/// samples (docs/ANALYSIS.md). The shuffle keeps each hand's count, and
/// replaying those `actions` on the new deck shows the same cards and
/// leaves the table as relabelHands() with the same order leaves the
/// record's. `actions` beyond the record's are its whole game.
std::vector<Card> sampleHiddenDeck(const GameRecord &record, std::size_t actions, Random &random);

/// Deals the record's deck and applies its actions at their times, as the
/// table did: its clock (cards landing revealMs after their play, or at
/// once), a card landing before the action due with it, and a draw at
/// rules.maxPlays as the simulator declares it.
ReplayResult replay(const GameRecord &record);

} // namespace ratscrew
