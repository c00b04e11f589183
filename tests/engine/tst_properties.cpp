// SPDX-License-Identifier: GPL-3.0-or-later
// Property test: thousands of random games (random rule sets, player
// counts, decks and actions) with the invariants of RULES.md §1-§6 and §8
// checked after every action. Reproducible: fixed seeds, and the seed of a
// failing game is in the failure message.

#include "EngineTestUtil.h"
#include "Random.h"

#include <QTest>

#include <array>
#include <map>

using namespace ratscrew;
using namespace ratscrew::test;

namespace {

constexpr std::uint64_t kFirstSeed = 20240601;
constexpr int kGames = 3000;
constexpr long long kMaxPlays = 100000; // RULES.md §6 max_plays (simulation)

// What the random games reached, so a generator that stops exercising a
// rule is noticed.
struct Coverage
{
    std::map<QString, int> seen; // "event play", "rejected out", "won slap", "pattern tens", ...
    int wins = 0;
    int draws = 0;
    long long actions = 0;
    void add(const QString &what) { ++seen[what]; }
};

template <typename T>
T pick(Random &rng, std::initializer_list<T> list)
{
    return *(list.begin() + rng.below(std::uint32_t(list.size())));
}

// A random preset with random overrides of every option (each with
// probability 1/2), set through setOption like a script would.
RuleSet randomRules(Random &rng, QString &description)
{
    const auto &presets = RuleSet::presetNames();
    const std::string_view presetName = presets[rng.below(std::uint32_t(presets.size()))];
    RuleSet rules = *RuleSet::preset(presetName);
    description = QString::fromLatin1(presetName.data(), qsizetype(presetName.size()));
    const auto rank = [&rng]() -> OptionValue {
        if (rng.chance(0.4))
            return std::monostate{};
        return std::string(1, "A23456789TJQK"[rng.below(13)]);
    };
    for (std::string_view name : RuleSet::optionNames()) {
        if (rng.chance(0.5))
            continue;
        OptionValue value;
        if (name == "jokers")
            value = (long long)pick(rng, {0, 2});
        else if (name == "slaps") {
            std::vector<std::string> ids;
            for (int i = 0; i < kSlapPatternCount; ++i)
                if (rng.chance(0.4))
                    ids.emplace_back(patternId(SlapPattern(i)));
            value = ids;
        } else if (name == "tens_letter_between" || name == "slap_in")
            value = rng.chance(0.5);
        else if (name == "run_ace")
            value = std::string(pick(rng, {"high", "both", "wrap"}));
        else if (name == "penalty")
            value = std::string(pick(rng, {"burn", "give_pile"}));
        else if (name == "burn_count")
            value = (long long)pick(rng, {1, 2});
        else if (name == "misslap_limit")
            value = (long long)(rng.chance(0.5) ? 0 : 1 + rng.below(8));
        else if (name == "collect")
            value = std::string(pick(rng, {"immediate", "on_collect"}));
        else if (name == "leader")
            value = std::string(pick(rng, {"winner", "next"}));
        else if (name == "win")
            value = std::string(pick(rng, {"all_cards", "last_with_cards"}));
        else if (name == "only_slap_three_rank" || name == "forbidden_rank")
            value = rank();
        const std::string error = rules.setOption(name, value);
        if (!error.empty())
            qFatal("setOption refused a valid value: %s", error.c_str());
    }
    for (std::string_view name : RuleSet::optionNames()) {
        const OptionValue v = rules.option(name);
        QString text;
        if (std::holds_alternative<std::monostate>(v))
            text = QStringLiteral("null");
        else if (const auto *b = std::get_if<bool>(&v))
            text = *b ? QStringLiteral("true") : QStringLiteral("false");
        else if (const auto *i = std::get_if<long long>(&v))
            text = QString::number(*i);
        else if (const auto *s = std::get_if<std::string>(&v))
            text = QString::fromStdString(*s);
        else
            text = patternText(rules.slaps).replace(QLatin1Char(' '), QLatin1Char(','));
        description += QLatin1Char(' ') + QString::fromLatin1(name.data(), qsizetype(name.size()))
                       + QLatin1Char('=') + text;
    }
    return rules;
}

Action randomAction(Random &rng, const Game &game)
{
    const int seat = int(rng.below(std::uint32_t(game.players()))); // out seats too
    const std::uint32_t r = rng.below(100);
    if (game.pendingSeat() >= 0 && r < 50)
        return Action::collect();
    if (!game.slappablePatterns().empty() && r < 35)
        return Action::slap(seat);
    if (r < 86)
        return Action::play();
    if (r < 97)
        return Action::slap(seat);
    return Action::collect();
}

int holders(const Game &g)
{
    int n = 0;
    for (int s = 0; s < g.players(); ++s)
        n += g.hand(s).empty() ? 0 : 1;
    return n;
}

int notOut(const Game &g)
{
    int n = 0;
    for (int s = 0; s < g.players(); ++s)
        n += g.isOut(s) ? 0 : 1;
    return n;
}

bool sameState(const Game &a, const Game &b)
{
    if (pileText(a) != pileText(b))
        return false;
    for (int s = 0; s < a.players(); ++s)
        if (handText(a, s) != handText(b, s) || a.isOut(s) != b.isOut(s)
            || a.misslapStreak(s) != b.misslapStreak(s))
            return false;
    return a.turn() == b.turn() && a.challenger() == b.challenger() && a.chancesLeft() == b.chancesLeft()
           && a.pendingSeat() == b.pendingSeat() && a.isOver() == b.isOver() && a.winner() == b.winner()
           && a.plays() == b.plays() && a.burnedCount() == b.burnedCount();
}

// The state invariants; an empty string when they all hold.
QString checkState(const Game &g)
{
    const RuleSet &rules = g.rules();
    const int size = rules.deckSize();
    if (g.cardCount() != size)
        return QStringLiteral("cardCount %1, deck %2").arg(g.cardCount()).arg(size);
    std::array<int, Card::kMaxCount> count{};
    const auto tally = [&](Card c) { ++count[std::size_t(c.id() < size ? c.id() : Card::kMaxCount - 1)]; };
    for (int s = 0; s < g.players(); ++s)
        for (int i = 0; i < g.hand(s).size(); ++i)
            tally(g.hand(s)[i]);
    for (Card c : g.pile())
        tally(c);
    for (int id = 0; id < Card::kMaxCount; ++id)
        if (count[std::size_t(id)] != (id < size ? 1 : 0))
            return QStringLiteral("card %1 is there %2 times").arg(QString::fromStdString(Card::fromId(id).name())).arg(count[std::size_t(id)]);
    if (g.burnedCount() < 0 || g.burnedCount() > int(g.pile().size()))
        return QStringLiteral("burnedCount %1 with a pile of %2").arg(g.burnedCount()).arg(g.pile().size());

    const int turn = g.turn();
    if ((turn == -1) != (g.pendingSeat() >= 0 || g.isOver()))
        return QStringLiteral("turn %1 with pending %2, over %3").arg(turn).arg(g.pendingSeat()).arg(g.isOver());
    if (turn >= 0 && (turn >= g.players() || g.isOut(turn) || g.hand(turn).empty()))
        return QStringLiteral("seat %1 is to play but is out or has no cards").arg(turn);
    for (int s = 0; s < g.players(); ++s)
        if (g.isOut(s) && !g.hand(s).empty())
            return QStringLiteral("out seat %1 holds cards").arg(s);
    if (g.pendingSeat() >= 0 && (g.isOut(g.pendingSeat()) || g.challengeActive()))
        return QStringLiteral("pending seat %1 is out or a challenge is on").arg(g.pendingSeat());
    if (g.challengeActive()) {
        const int c = g.challenger();
        if (c >= g.players() || g.isOut(c))
            return QStringLiteral("challenger %1 is out").arg(c);
        if (g.chancesLeft() < 1 || g.chancesLeft() > 4)
            return QStringLiteral("%1 chances left").arg(g.chancesLeft());
        if (turn == c)
            return QStringLiteral("the challenger %1 answers its own challenge").arg(c);
    }

    const bool allOthersOut = notOut(g) == 1;
    bool someoneHoldsAll = false;
    for (int s = 0; s < g.players(); ++s)
        someoneHoldsAll = someoneHoldsAll || g.hand(s).size() == size;
    const bool winReached = rules.win == WinCondition::AllCards ? someoneHoldsAll : holders(g) == 1;
    if (!g.isOver()) {
        if (g.winner() != -1)
            return QStringLiteral("winner %1 before the end").arg(g.winner());
        if (allOthersOut || winReached)
            return QStringLiteral("the game should be over");
        return {};
    }
    if (g.challengeActive() || g.pendingSeat() >= 0)
        return QStringLiteral("challenge or pending award after the end");
    const int w = g.winner();
    if (w >= 0) {
        if (g.isOut(w))
            return QStringLiteral("winner %1 is out").arg(w);
        const bool byCards = rules.win == WinCondition::AllCards ? g.hand(w).size() == size
                                                                 : holders(g) == 1 && !g.hand(w).empty();
        if (!byCards && !allOthersOut)
            return QStringLiteral("winner %1 met no win condition").arg(w);
    }
    return {};
}

// The transition from `before` by `action` that produced `events`.
QString checkStep(const Game &before, Action action, const std::vector<Event> &events, const Game &after,
                  Coverage &cov)
{
    if (events.empty())
        return QStringLiteral("no events");
    // Which rejection RULES.md §8 (and §4 slap_in) call for, if any.
    std::optional<RejectReason> reject;
    if (before.isOver())
        reject = RejectReason::GameOver;
    else if (action.type == Action::Type::Play && before.pendingSeat() >= 0)
        reject = RejectReason::AwaitingCollect;
    else if (action.type == Action::Type::Collect && before.pendingSeat() < 0)
        reject = RejectReason::NothingToCollect;
    else if (action.type == Action::Type::Slap && before.isOut(action.seat))
        reject = RejectReason::Out;
    else if (action.type == Action::Type::Slap && !before.rules().slapIn && before.hand(action.seat).empty())
        reject = RejectReason::NoCards;

    const Event &first = events.front();
    if (reject) {
        if (events.size() != 1 || first.type != Event::Type::Rejected || first.rejectReason != *reject)
            return QStringLiteral("expected one rejection %1, got %2")
                .arg(QString::fromLatin1(rejectReasonId(*reject).data()), describe(events).join(QStringLiteral(", ")));
        if (!sameState(before, after))
            return QStringLiteral("a rejected action changed the state");
        cov.add(QStringLiteral("rejected ") + QString::fromLatin1(rejectReasonId(*reject).data()));
        return {};
    }
    for (const Event &e : events) {
        if (e.type == Event::Type::Rejected)
            return QStringLiteral("unexpected rejection: %1").arg(describe(events).join(QStringLiteral(", ")));
        if (e.type == Event::Type::PileWon && e.count <= 0)
            return QStringLiteral("an empty pile was won");
        if (e.type == Event::Type::Burn && e.cards.empty())
            return QStringLiteral("a burn of no cards");
        if (e.type == Event::Type::GameOver && &e != &events.back())
            return QStringLiteral("events after game_over");
        if (e.type == Event::Type::Out && !after.isOut(e.seat))
            return QStringLiteral("out event for seat %1 that is not out").arg(e.seat);
        cov.add(describe(e).section(QLatin1Char(' '), 0, 0));
        if (e.type == Event::Type::PileWon)
            cov.add(QStringLiteral("won ") + QString::fromLatin1(pileWonReasonId(e.wonReason).data()));
    }
    if (after.isOver() != (events.back().type == Event::Type::GameOver))
        return QStringLiteral("game_over event and isOver() disagree");
    for (int s = 0; s < before.players(); ++s)
        if (before.isOut(s) && !after.isOut(s))
            return QStringLiteral("seat %1 came back").arg(s);

    switch (action.type) {
    case Action::Type::Play: {
        const int seat = before.turn();
        if (first.type != Event::Type::Play || first.seat != seat || !(first.card == before.hand(seat).top()))
            return QStringLiteral("P should play the top card of seat %1: %2").arg(seat).arg(describe(first));
        if (after.plays() != before.plays() + 1)
            return QStringLiteral("plays() did not count the play");
        break;
    }
    case Action::Type::Collect:
        if (first.type != Event::Type::PileWon || first.seat != before.pendingSeat()
            || first.wonReason != PileWonReason::Challenge || first.count != int(before.pile().size()))
            return QStringLiteral("C should award the pile to %1: %2").arg(before.pendingSeat()).arg(describe(first));
        cov.add(QStringLiteral("collected"));
        break;
    case Action::Type::Slap: {
        const int seat = action.seat;
        const PatternSet patterns = before.slappablePatterns();
        if (first.type != Event::Type::Slap || first.seat != seat || !(first.patterns == patterns)
            || first.valid != !patterns.empty())
            return QStringLiteral("S%1 on a pile matching '%2': %3").arg(seat).arg(patternText(patterns), describe(first));
        if (first.valid) {
            if (events.size() < 2 || events[1].type != Event::Type::PileWon || events[1].seat != seat
                || events[1].count != int(before.pile().size()) || after.misslapStreak(seat) != 0)
                return QStringLiteral("a valid slap must win the pile: %1").arg(describe(events).join(QStringLiteral(", ")));
            for (SlapPattern p : patterns.toList())
                cov.add(QStringLiteral("pattern ") + QString::fromLatin1(patternId(p).data()));
        } else {
            if (after.misslapStreak(seat) != before.misslapStreak(seat) + 1)
                return QStringLiteral("a misslap must grow the streak");
            if (before.hand(seat).empty() && (events.size() < 2 || events[1].type != Event::Type::Out))
                return QStringLiteral("a misslap with no cards must put the seat out");
        }
        break;
    }
    }
    if (before.pendingSeat() >= 0 && after.pendingSeat() < 0)
        cov.add(QStringLiteral("pending ended"));
    return {};
}

// Plays one random game; an empty string, or what went wrong and where.
QString playGame(std::uint64_t seed, Coverage &cov, std::vector<QString> *log = nullptr)
{
    Random rng(seed * 2 + 1);
    QString description;
    const RuleSet rules = randomRules(rng, description);
    const int players = kMinPlayers + int(rng.below(kMaxPlayers - kMinPlayers + 1));
    std::vector<Card> deck = rules.fullDeck();
    Random(seed).shuffle(std::span<Card>(deck));
    const QString where = QStringLiteral("seed %1, %2 players, rules: %3").arg(seed).arg(players).arg(description);
    if (const auto error = Game::validateSetup(rules, players, deck); !error.empty())
        return where + QStringLiteral(": ") + QString::fromStdString(error);

    Game game(rules, players, deck);
    if (QString error = checkState(game); !error.isEmpty())
        return where + QStringLiteral(", after the deal: ") + error;
    std::vector<Event> events;
    for (long long step = 1; !game.isOver(); ++step) {
        if (game.plays() >= kMaxPlays) {
            events.clear();
            game.declareDraw(events);
            if (describe(events) != QStringList{"over draw"} || !game.isOver() || game.winner() != -1)
                return where + QStringLiteral(": declareDraw gave %1").arg(describe(events).join(QLatin1Char(',')));
            break;
        }
        if (step > 4 * kMaxPlays)
            return where + QStringLiteral(": no end after %1 actions").arg(step);
        const Action action = randomAction(rng, game);
        const Game before = game;
        events.clear();
        game.apply(action, events);
        ++cov.actions;
        if (log)
            log->push_back(describe(events).join(QLatin1Char(',')));
        QString error = checkStep(before, action, events, game, cov);
        if (error.isEmpty())
            error = checkState(game);
        if (!error.isEmpty())
            return where + QStringLiteral(", action %1 (%2): %3").arg(step).arg(
                       action.type == Action::Type::Play ? QStringLiteral("P")
                       : action.type == Action::Type::Collect ? QStringLiteral("C")
                                                              : QStringLiteral("S%1").arg(action.seat),
                       error);
    }
    // After the end every action is rejected (game_over) and changes nothing.
    for (const Action action : {Action::play(), Action::slap(int(rng.below(std::uint32_t(players)))), Action::collect()}) {
        const Game before = game;
        events.clear();
        game.apply(action, events);
        if (const QString error = checkStep(before, action, events, game, cov); !error.isEmpty())
            return where + QStringLiteral(", after the end: ") + error;
    }
    if (game.winner() >= 0) {
        ++cov.wins;
        cov.add(rules.win == WinCondition::AllCards ? QStringLiteral("win all_cards")
                                                    : QStringLiteral("win last_with_cards"));
    } else {
        ++cov.draws;
    }
    return {};
}

} // namespace

class TestProperties : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames();
    void sameSeedSameGame();
    void shuffleIsPinned();
};

void TestProperties::randomGames()
{
    Coverage cov;
    for (int g = 0; g < kGames; ++g) {
        const QString error = playGame(kFirstSeed + std::uint64_t(g), cov);
        if (!error.isEmpty())
            QFAIL(qPrintable(QStringLiteral("game %1: %2").arg(g).arg(error)));
    }
    qInfo("%d games, %lld actions, %d won, %d draws", kGames, cov.actions, cov.wins, cov.draws);
    QCOMPARE(cov.wins + cov.draws, kGames);
    QVERIFY(cov.wins > kGames / 2);

    // The generator reaches every event, rejection, award reason and pattern.
    QStringList wanted = {"play", "slap", "burn", "won", "out", "over", "collected", "pending ended",
                          "win all_cards", "win last_with_cards"};
    for (RejectReason r : {RejectReason::GameOver, RejectReason::AwaitingCollect, RejectReason::NothingToCollect,
                           RejectReason::Out, RejectReason::NoCards})
        wanted << QStringLiteral("rejected ") + QString::fromLatin1(rejectReasonId(r).data());
    for (PileWonReason r : {PileWonReason::Slap, PileWonReason::Challenge, PileWonReason::LastCard, PileWonReason::Penalty})
        wanted << QStringLiteral("won ") + QString::fromLatin1(pileWonReasonId(r).data());
    for (int i = 0; i < kSlapPatternCount; ++i)
        wanted << QStringLiteral("pattern ") + QString::fromLatin1(patternId(SlapPattern(i)).data());
    for (const QString &what : wanted)
        QVERIFY2(cov.seen[what] > 0, qPrintable(QStringLiteral("never reached: ") + what));
}

void TestProperties::sameSeedSameGame()
{
    Coverage a, b;
    std::vector<QString> logA, logB;
    QVERIFY(playGame(kFirstSeed, a, &logA).isEmpty());
    QVERIFY(playGame(kFirstSeed, b, &logB).isEmpty());
    QVERIFY(!logA.empty());
    QVERIFY(logA == logB);
}

void TestProperties::shuffleIsPinned()
{
    // Random(seed) must shuffle the same on every platform and run: these
    // are the first cards of fullDeck() shuffled with Random(42).
    const auto shuffled = [](int jokers) {
        RuleSet rules;
        rules.jokers = jokers;
        std::vector<Card> deck = rules.fullDeck();
        Random(42).shuffle(std::span<Card>(deck));
        return deck;
    };
    const std::vector<Card> deck = shuffled(0);
    QCOMPARE(names(std::span<const Card>(deck).first(10)), QStringLiteral("2S 2C KS TH 6H 4C 6D 9D 4S QH"));
    const std::vector<Card> withJokers = shuffled(2);
    QCOMPARE(names(std::span<const Card>(withJokers).first(10)), QStringLiteral("JC 7C RJ 3C JH KH 3S BJ 2C 9C"));
    QCOMPARE(names(shuffled(0)), names(deck));

    Random rng(42);
    QCOMPARE(rng.next(), std::uint64_t(0x15780b2e0c2ec716ull));
    QCOMPARE(rng.next(), std::uint64_t(0x6104d9866d113a7eull));

    // Still a permutation of the deck.
    QCOMPARE(QString::fromStdString(Game::validateSetup(RuleSet(), 2, deck)), QString());
}

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
