// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "GameRecord.h"
#include "Simulator.h"

#include <QString>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

namespace ratscrew {

/// One step of a record as WinChances reads it (RecordStep, kept).
struct ChanceStep
{
    std::size_t action = 0; ///< RecordStep::action
    bool landing = false;   ///< a card landing at its time (docs/RULES.md §12.1), not a record action
    std::int64_t atMs = 0;  ///< table time (ms)
    Action what;            ///< the record's action; for a landing, a play
    /// Who acted: the slapper; the player whose card was thrown or landed;
    /// -1 for a collect and `T`.
    int actor = -1;
    std::vector<Event> events; ///< what the step did
    /// What the played cards matched before the step (docs/RULES.md §3),
    /// and those cards (top card last).
    PatternSet pileBefore;
    std::vector<Card> played;
    /// A landing of a card nobody had seen (markShownCards()): where
    /// luck lies (splitLuckAndSpeed()).
    bool hidden = false;

    /// The step's first event of `type`, or null.
    const Event *find(Event::Type type) const;
    /// A slap the rules refused as too late: the pile had been won (RejectReason::Late).
    bool refusedLate() const;
};

/// The win probability of each seat after every step of a game record
/// (docs/ANALYSIS.md), estimated by Monte Carlo: from each position the
/// rest of the game is played many times by the seats' models
/// (simulateFrom(), in the simulator's fast loop where it applies), the
/// hidden cards (the unseen part of each hand) drawn anew each time
/// consistently with everything the table had shown (shuffleHidden()).
///
/// Position 0 is the deal; position k (1..steps()) the table after step
/// k-1. Each play-out is seeded by (seed, position, sample index), its
/// bots by (seed, sample index) alone (the same seeds at every position),
/// so the tallies depend on the seed and the batches asked for, never on
/// the threads. Not thread-safe; refine() uses its own threads.
class WinChances
{
public:
    /// The most steps a record may have to be analysed (a game of about
    /// two hours at the table; a position takes about 2 KB).
    static constexpr std::size_t kMaxSteps = 50'000;

    /// Reads the record's steps and the seats' models (seatModels()).
    /// Nothing and `*error` (one line) for a record whose actions come after
    /// its end, or one made under the clock before the fourth edition
    /// (GameRecord::cardsLand false), or one of more than kMaxSteps steps.
    static std::optional<WinChances> of(const GameRecord &record, QString *error);

    int players() const { return m_players; }
    const GameRecord &record() const { return m_record; }
    const std::vector<ChanceStep> &steps() const { return m_steps; }
    /// steps() + 1.
    std::size_t positions() const { return m_positions.size(); }
    /// The table time of position k (ms): 0 for the deal, else its step's.
    std::int64_t positionMs(std::size_t k) const { return m_positions[k].nowMs; }
    /// Position k: the table, the time, the collect deadline.
    const TablePosition &position(std::size_t k) const { return m_positions[k]; }
    /// The cards nobody had seen at position k.
    const CardSet &hiddenAt(std::size_t k) const { return m_hidden[k]; }

    /// How each seat plays the rest of the game: a bot of a named level as
    /// its level; any other seat (the person, a `match`, custom or ghost
    /// bot, whose profile the record does not hold) as a `match` bot made
    /// from that seat's own reaction times in this game (MatchSpeed: with
    /// too few times it plays as `normal`). Every seat's play delay is the
    /// median it took in this game to play once it was its turn (with at
    /// least 5 plays; the play speed setting shows there), and the collect
    /// delay the longest the table waited for a collect.
    const std::vector<BotProfile> &seatModels() const { return m_seatModels; }
    /// One profile for every seat, for the luck and speed split
    /// (docs/ANALYSIS.md): a `match` bot made from all seats' reaction
    /// times in this game together, playing at their median play delay.
    BotProfile tableModel() const;
    /// The models play-outs use (seatModels() until set). Setting them
    /// clears every tally.
    const std::vector<BotProfile> &models() const { return m_models; }
    void setModels(std::vector<BotProfile> models);
    int collectDelayMs() const { return m_collectDelayMs; }

    /// The play-outs of one position: each seat's wins among `samples`
    /// (a draw is nobody's). A position where the game is over is
    /// `exact`: one sample, its winner's.
    struct Tally
    {
        std::array<int, kMaxPlayers> wins{};
        int samples = 0; ///< play-outs from here and play-outs that passed through here
        int own = 0;     ///< play-outs from here
        bool exact = false;
        /// The seat's win probability (0..1); 0 without samples.
        double chance(int seat) const;
        /// Half the width of the seat's 95 % interval (Agresti–Coull:
        /// two wins and two losses added, so that 0 of 20 is not "certain");
        /// 0 when exact, 1 without samples.
        double halfWidth(int seat) const;
        /// The widest halfWidth() over `players` seats.
        double widestHalfWidth(int players) const;
    };
    const std::vector<Tally> &tallies() const { return m_tallies; }

    /// Which positions refine() works on (one flag per position; default
    /// all).
    void setWanted(std::vector<bool> wanted);
    const std::vector<bool> &wanted() const { return m_wanted; }

    struct Refinement
    {
        std::uint64_t seed = 1;
        int threads = 1; ///< >= 1; never changes the tallies
        double targetHalfWidth =
            0.02;               ///< a position is done when every seat's 95 % interval is within ± this
        int maxSamples = 20000; ///< a position is done at this many samples, whatever its interval
        int firstSamples = 16;  ///< the first round's samples per position
        /// > 0: the round only brings every wanted position up to this many
        /// samples (a first curve), whatever its interval.
        int upTo = 0;
    };
    /// One round, position after position from the deal on: every wanted
    /// position not done gets more play-outs: firstSamples the first time,
    /// then as many as its interval seems to need at its chances so far to
    /// reach the target (with a tenth to spare; at least 16), never more
    /// than maxSamples in all. A play-out that passes through a later position where
    /// the table's generation moved is a sample of it too, so later
    /// positions need fewer of their own (docs/ANALYSIS.md). Returns the
    /// play-outs played; 0 once every wanted position is done. Stops
    /// between positions when `cancel` becomes true (each position's
    /// tallies stay whole).
    /// `progressed` (if set) is told after each position the share of the
    /// round's positions passed (0..1), from the thread that called refine().
    long long refine(const Refinement &how, const std::atomic<bool> *cancel = nullptr,
                     const std::function<void(double)> &progressed = {});
    /// The widest halfWidth() over the wanted positions and their seats.
    double widestHalfWidth() const;
    /// Whether every wanted position is done for `how`.
    bool done(const Refinement &how) const;

    /// The luck of a card (splitLuckAndSpeed()): the chances had the card
    /// that landed at step `step` been any of the cards hidden then, landing
    /// at its time: the position before the step, the card in the air
    /// drawn again with the other hidden cards, landed at once (so nothing
    /// else, no slap in its flight, comes between).
    struct AverageLanding
    {
        std::size_t step;
        Tally tally;
    };
    /// Adds an AverageLanding for every step that landed a hidden card;
    /// refine() plays them after the positions, always wanted.
    void addAverageLandings();
    const std::vector<AverageLanding> &averageLandings() const { return m_averageLandings; }

private:
    WinChances() = default;
    std::size_t samplesWanted(const Tally &t, bool wanted, const Refinement &how) const;

    GameRecord m_record;
    int m_players = 2;
    std::vector<ChanceStep> m_steps;
    std::vector<TablePosition> m_positions;
    std::vector<CardSet> m_hidden;
    std::vector<BotProfile> m_seatModels;
    std::vector<BotProfile> m_models;
    // Every valid slap's reaction (seat, patterns, call, ms) and every
    // play delay (seat, ms), for the models.
    struct Reaction
    {
        int seat;
        PatternSet patterns;
        Call call;
        int ms;
    };
    std::vector<Reaction> m_reactions;
    std::vector<std::vector<int>> m_playDelays; // by seat
    int m_collectDelayMs = kDefaultCollectDelayMs;
    std::vector<Tally> m_tallies;
    std::vector<bool> m_wanted;
    std::vector<AverageLanding> m_averageLandings;
};

/// The widest halfWidth() over the `wanted` positions of `tallies` and
/// their `players` seats (0 for none).
double widestHalfWidth(std::span<const WinChances::Tally> tallies, const std::vector<bool> &wanted,
                       int players);

/// A position's change of one seat's win probability: the step before it
/// (position - 1) made it.
struct Swing
{
    std::size_t position = 0; ///< the position after it
    std::size_t from = 0;     ///< the wanted position before it
    double before = 0;        ///< 0..1
    double after = 0;         ///< 0..1
};

/// The `count` largest changes of `seat`'s chances from one wanted
/// position to the next (the steps in between made it), largest first (by
/// size, up or down), of at least `atLeast`; positions without samples
/// are passed over.
std::vector<Swing> largestSwings(std::span<const WinChances::Tally> tallies, const std::vector<bool> &wanted,
                                 int seat, int count, double atLeast);
std::vector<Swing> largestSwings(const WinChances &chances, int seat, int count, double atLeast);

/// Each seat's result split into luck and speed, gnubg-style
/// (docs/ANALYSIS.md), from chances estimated with every seat playing
/// tableModel() (so that speed is measured against an average seat):
///
/// - luck: the change each hidden card's landing brought, against the
///   average of the cards that could have come (AverageLanding);
/// - speed: everything else: the result (1 won, 0 not, a game not over its
///   last position's chance) less the chance at the deal, less luck. The
///   steps in between are the slaps won, lost, misslapped and let go; the
///   other steps (a card whose face was known, a collect) change nothing
///   but the estimate's noise, which is why they are not summed.
struct LuckAndSpeed
{
    std::array<double, kMaxPlayers> atDeal{}; ///< the chance at the deal
    std::array<double, kMaxPlayers> result{};
    std::array<double, kMaxPlayers> luck{};
    std::array<double, kMaxPlayers> speed{};
    /// Half the width of the 95 % interval of luck (and so of speed),
    /// from the tallies' own intervals (independent samples).
    std::array<double, kMaxPlayers> halfWidth{};
};

/// The positions of the chart: the deal and the table after every action
/// the game counted (Table::gameActions(): a card when it lands, every
/// slap, collect and `T`), not after a card was thrown (it counts when it
/// lands, docs/RULES.md §12.1).
std::vector<bool> chartPositions(const WinChances &chances);

/// The positions splitLuckAndSpeed() reads besides the average landings:
/// the deal, the last position, and the position each hidden landing left.
std::vector<bool> luckPositions(const WinChances &chances);
LuckAndSpeed splitLuckAndSpeed(const WinChances &atTableModel);

/// A game's analysis as the replay and the summary show it and `ratscrew-sim
/// analyse` prints it: the chances with the seats' models (the chart, the
/// swings) and with the table's model (luck and speed), refined round by
/// round, the chart first.
class GameAnalysis
{
public:
    explicit GameAnalysis(WinChances chances);
    const WinChances &chart() const { return m_chart; }
    const WinChances &split() const { return m_split; }
    /// One round (WinChances::refine()) of the chart until it is done, then
    /// of the split; the first round only brings the chart up to
    /// firstSamples samples at each position (a first curve at once).
    /// Returns false once both are done (or on `cancel`).
    bool refine(const WinChances::Refinement &how, const std::atomic<bool> *cancel = nullptr,
                const std::function<void(double)> &progressed = {});
    bool chartDone(const WinChances::Refinement &how) const { return m_chart.done(how); }
    bool done(const WinChances::Refinement &how) const { return m_chart.done(how) && m_split.done(how); }
    LuckAndSpeed luckAndSpeed() const { return splitLuckAndSpeed(m_split); }
    long long playOuts() const { return m_playOuts; }

private:
    WinChances m_chart;
    WinChances m_split;
    bool m_firstCurve = false; // the first round was played
    long long m_playOuts = 0;
};

} // namespace ratscrew
