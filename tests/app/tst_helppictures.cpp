// SPDX-License-Identifier: GPL-3.0-or-later
// The help's pictures and words judged by the engine: every pile the help
// draws (each slap pattern's example, the calls' and the third edition's
// house rules' pictures, app/help/) is played card by card in a real Game
// under the rules in play, and what the Game then does is what the picture
// and its sentences say: the pattern's slap is good, a stick and a split
// are calls, a 10 stops the challenge (and the pile shows a pattern only
// where the words say so), a locked-out misslapper's slap is refused while
// the pile shows a pattern, and under no penalty it is good. The words
// about a rule option (only three of a rank, jokers) are held against the
// Game too. Under the six presets, variants with the §9 and §11 options,
// and hundreds of random rule sets (engine/rules/RandomRules.h).
#include "Game.h"
#include "RandomRules.h"
#include "SlapPatterns.h"
#include "TestRegistry.h"
#include "Translations.h"
#include "help/CallExamples.h"
#include "help/HelpDialog.h"
#include "help/PatternExamples.h"
#include "text/GameText.h"

#include <QLabel>
#include <QTest>

#include <algorithm>
#include <optional>
#include <utility>

using namespace ratscrew;

namespace {

QByteArray cardNames(std::span<const Card> cards)
{
    QByteArray out;
    for (Card c : cards)
        out += (out.isEmpty() ? "" : " ") + QByteArray::fromStdString(c.name());
    return out;
}

const Event *find(const std::vector<Event> &events, Event::Type type)
{
    for (const Event &e : events)
        if (e.type == type)
            return &e;
    return nullptr;
}

// A game of `players` seats that plays the cards a picture shows, in its
// order: before each play the card is brought to the top of the hand of
// the seat whose turn it is (the deal is made again with the two cards
// swapped, and the actions so far replayed), so the rules alone decide who
// plays it, as at the table. The pictured cards start at the bottoms of
// the hands, so no card played before is moved.
class Stage
{
public:
    Stage(const RuleSet &rules, int players, const std::vector<Card> &pictured)
        : m_rules(rules), m_players(players)
    {
        for (Card c : rules.fullDeck())
            if (std::find(pictured.begin(), pictured.end(), c) == pictured.end())
                m_deck.push_back(c);
        for (Card c : pictured)
            if (std::find(m_deck.begin(), m_deck.end(), c) == m_deck.end())
                m_deck.push_back(c);
        deal();
    }

    const Game &game() const { return *m_game; }

    /// The seat to play plays `card`.
    std::vector<Event> play(Card card)
    {
        if (m_game->turn() >= 0)
            bringToTop(m_game->turn(), card);
        return apply(Action::play());
    }
    /// `seat` slaps, holding `top` on top of its hand if given (a split
    /// plays it onto the split pile).
    std::vector<Event> slap(int seat, std::optional<Card> top = std::nullopt)
    {
        if (top)
            bringToTop(seat, *top);
        return apply(Action::slap(seat));
    }
    std::vector<Event> collect() { return apply(Action::collect()); }

private:
    std::vector<Event> apply(Action action)
    {
        m_actions.push_back(action);
        std::vector<Event> events;
        m_game->apply(action, events);
        return events;
    }
    void bringToTop(int seat, Card card)
    {
        if (m_game->hand(seat).empty() || m_game->hand(seat).top() == card)
            return;
        const auto top = std::find(m_deck.begin(), m_deck.end(), m_game->hand(seat).top());
        const auto wanted = std::find(m_deck.begin(), m_deck.end(), card);
        std::iter_swap(top, wanted);
        deal();
    }
    void deal()
    {
        m_game.emplace(m_rules, m_players, m_deck, 0);
        std::vector<Event> events;
        for (Action a : m_actions)
            m_game->apply(a, events);
    }

    RuleSet m_rules;
    int m_players;
    std::vector<Card> m_deck;
    std::vector<Action> m_actions;
    std::optional<Game> m_game;
};

// The cards of a pile played one after the other: each play lands on `pile`
// and none wins a pile or is refused (the pile the picture shows lies on
// the table).
void playAll(Stage &stage, std::span<const Card> cards, const QByteArray &what, PileId pile = PileId::Slap)
{
    for (Card c : cards) {
        const std::vector<Event> events = stage.play(c);
        const Event *play = find(events, Event::Type::Play);
        QVERIFY2(play && play->card == c, what + ": " + QByteArray::fromStdString(c.name()) + " not played");
        QVERIFY2(play->pile == pile, what);
        QVERIFY2(!find(events, Event::Type::PileWon),
                 what + ": " + QByteArray::fromStdString(c.name()) + " ended the pile");
    }
}

// The patterns the Game sees on `pile` are those the picture says it shows.
void checkShows(const Game &game, PileId pile, const ExamplePile &pictured, const QByteArray &what)
{
    const std::span<const Card> played = game.playedCards(pile);
    QVERIFY2(std::equal(played.begin(), played.end(), pictured.cards.begin(), pictured.cards.end()),
             what + ": the table has " + cardNames(played) + ", the picture " + cardNames(pictured.cards));
    QVERIFY2(game.slappablePatterns(pile) == pictured.patterns,
             what + ": the Game sees " + GameText::patterns(game.slappablePatterns(pile)).toUtf8()
                 + ", the picture says " + GameText::patterns(pictured.patterns).toUtf8());
}

const Event *slapEvent(const std::vector<Event> &events)
{
    return find(events, Event::Type::Slap);
}
// (Not of a temporary: the event would be gone with it.)
const Event *find(std::vector<Event> &&, Event::Type) = delete;
const Event *slapEvent(std::vector<Event> &&) = delete;

int tries(Rank rank)
{
    return Card(rank, Suit::Spades).challengeChances();
}

// The rule sets the pictures are judged under: the presets, each with the
// calls, each third-edition option and the options the help words depend
// on, then random rule sets, each also with the calls and a house rule.
std::vector<std::pair<QByteArray, RuleSet>> ruleSets()
{
    std::vector<std::pair<QByteArray, RuleSet>> out;
    std::vector<std::string> all;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (SlapPattern(i) != SlapPattern::Triple)
            all.emplace_back(patternId(SlapPattern(i)));
    for (std::string_view name : RuleSet::presetNames()) {
        const RuleSet preset = *RuleSet::preset(name);
        const QByteArray n(name.data(), qsizetype(name.size()));
        std::vector<std::pair<QByteArray, RuleSet>> variants{{n, preset}};
        RuleSet r = preset;
        r.setOption("slaps", all);
        variants.emplace_back(n + " all patterns", r);
        r.jokers = 2;
        variants.emplace_back(n + " all patterns, jokers", r);
        r = preset;
        r.setOption("only_slap_three_rank", std::string("7"));
        variants.emplace_back(n + " only three 7", r);
        r.setOption("slaps", all);
        variants.emplace_back(n + " only three 7, all patterns", r);
        r = preset;
        r.setOption("slaps", std::vector<std::string>{"sandwich", "tens", "ten"});
        variants.emplace_back(n + " no double", r);
        r.setOption("slaps", std::vector<std::string>{});
        variants.emplace_back(n + " no pattern", r);
        for (auto &[what, rules] : variants) {
            out.emplace_back(what, rules);
            RuleSet calls = rules;
            calls.setOption("sticky_faces", std::vector<std::string>{"J", "Q", "K", "A"});
            calls.splitEights = true;
            out.emplace_back(what + ", calls", calls);
            for (int lockout : {1, 2, 3, 5}) {
                RuleSet house = rules;
                house.tenStops = true;
                house.penalty = Penalty::Lockout;
                house.lockoutCards = lockout;
                out.emplace_back(what + ", ten stops, lockout " + QByteArray::number(lockout), house);
            }
            RuleSet none = rules;
            none.tenStops = true;
            none.penalty = Penalty::None;
            out.emplace_back(what + ", ten stops, no penalty", none);
            none.misslapLimit = 3;
            none.splitEights = true;
            out.emplace_back(what + ", ten stops, no penalty, limit 3, split eights", none);
        }
    }
    Random random(44);
    for (int i = 0; i < 400; ++i) {
        const RuleSet rules = randomRuleSet(random);
        const QByteArray what =
            "random " + QByteArray::number(i) + ": " + QByteArray::fromStdString(describeRules(rules));
        out.emplace_back(what, rules);
        RuleSet more = rules;
        more.tenStops = true;
        more.penalty = i % 2 ? Penalty::None : Penalty::Lockout;
        more.splitEights = i % 3 != 0;
        more.setOption("sticky_faces", std::vector<std::string>{i % 4 == 0 ? "J" : "K"});
        out.emplace_back(what + " +calls, ten stops, " + (i % 2 ? "none" : "lockout"), more);
    }
    return out;
}

} // namespace

class TestHelpPictures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { ratscrew::installTranslations(QStringLiteral("en")); } // English plurals
    void patternPilesAreSlapped();
    void patternWordsFollowTheEngine();
    void callAndHouseRulePicturesHappen();
    void theIssuesCases();

private:
    void judgeExamples(const RuleSet &rules, const QByteArray &what);
    void judgeStick(const RuleSet &rules, const CallExample &e, const QByteArray &what);
    void judgeSplit(const RuleSet &rules, const CallExample &e, const QByteArray &what);
    void judgePileWon(const RuleSet &rules, const CallExample &e, const QByteArray &what);
    void judgeTenStops(const RuleSet &rules, const CallExample &e, const QByteArray &what);
    void judgeMisslap(const RuleSet &rules, const CallExample &e, const QByteArray &what);
};

// Each pattern row's pile, played onto an empty pile, lies on the table as
// drawn (no challenge takes it first) and a slap on it is good for that
// pattern (unless the forbidden rank is on top, where no example can be).
void TestHelpPictures::patternPilesAreSlapped()
{
    int judged = 0;
    for (const auto &[what, rules] : ruleSets()) {
        // The rows the help shows (a `triple` in `slaps` without a rank for
        // it can never match: no row).
        const HelpDialog dialog(rules, QStringLiteral("custom"));
        for (const QString &id : dialog.patternIds()) {
            const SlapPattern p = *parsePatternId(id.toStdString());
            const std::vector<Card> pile = examplePile(p, rules);
            const QByteArray row = what + " / " + patternId(p).data() + ": " + cardNames(pile);
            // A joker's row without jokers says the deck has none; its
            // picture is of the same rules with the jokers added.
            RuleSet staged = rules;
            if (p == SlapPattern::Joker && rules.jokers == 0)
                staged.jokers = 2;
            Stage stage(staged, 2, pile);
            playAll(stage, pile, row);
            if (QTest::currentTestFailed())
                return;
            const std::span<const Card> played = stage.game().playedCards();
            QVERIFY2(std::equal(played.begin(), played.end(), pile.begin(), pile.end()), row);
            const bool forbiddenTop = rules.forbiddenRank && pile.back().rank() == *rules.forbiddenRank;
            const std::vector<Event> events = stage.slap(1);
            const Event *slap = slapEvent(events);
            QVERIFY2(slap, row);
            QVERIFY2(slap->valid == !forbiddenTop, row);
            QVERIFY2(forbiddenTop || slap->patterns.contains(p), row);
            ++judged;
        }
    }
    QVERIFY(judged > 3000);
}

// The words of a pattern row say what the Game does with the option's
// cards: "(but not two 7s)" exactly where the Game refuses two 7s making
// the pattern, the jokers' pair and their missing suit exactly where the
// Game counts them so.
void TestHelpPictures::patternWordsFollowTheEngine()
{
    const QString twoJokers = QStringLiteral("Two jokers count as the same rank.");
    const QString noSuit = QStringLiteral("A joker has no suit");
    for (const auto &[what, rules] : ruleSets()) {
        for (int i = 0; i < kSlapPatternCount; ++i) {
            const auto p = SlapPattern(i);
            if (p == SlapPattern::Triple)
                continue;
            const QString words = GameText::patternDescription(p, rules);
            const QByteArray row = what + " / " + patternId(p).data() + ": " + words.toUtf8();
            RuleSet plain = rules; // the pattern on, and no forbidden rank in the way
            plain.slaps.insert(p);
            plain.forbiddenRank.reset();
            RuleSet withoutThree = plain;
            withoutThree.onlySlapThreeRank.reset();
            const std::vector<Card> example = examplePile(p, withoutThree);
            const std::vector<bool> used = patternCards(p, example);
            // The example with its two pattern cards made of `rank` (in two
            // suits the other cards leave free), or the two jokers; nothing
            // if the pattern is not made of two cards.
            const auto pairOf = [&](std::optional<Rank> rank) -> std::optional<std::vector<Card>> {
                std::vector<Card> pile = example;
                std::vector<std::size_t> at;
                for (std::size_t k = 0; k < pile.size(); ++k)
                    if (used[k])
                        at.push_back(k);
                if (at.size() != 2)
                    return std::nullopt;
                if (!rank) {
                    pile[at[0]] = Card::redJoker();
                    pile[at[1]] = Card::blackJoker();
                    return pile;
                }
                std::vector<Suit> free;
                for (Suit suit : {Suit::Clubs, Suit::Hearts, Suit::Spades, Suit::Diamonds}) {
                    const Card c(*rank, suit);
                    bool taken = false;
                    for (std::size_t k = 0; k < pile.size(); ++k)
                        taken = taken || (pile[k] == c && k != at[0] && k != at[1]);
                    if (!taken)
                        free.push_back(suit);
                }
                if (free.size() < 2)
                    return std::nullopt;
                pile[at[0]] = Card(*rank, free[0]);
                pile[at[1]] = Card(*rank, free[1]);
                return pile;
            };
            // Whether the Game slaps `pile` for p under `r`.
            const auto slapped = [&](const RuleSet &r, const std::vector<Card> &pile) {
                Stage stage(r, 2, pile);
                for (Card c : pile)
                    stage.play(c);
                const std::span<const Card> played = stage.game().playedCards();
                if (!std::equal(played.begin(), played.end(), pile.begin(), pile.end()))
                    return false; // a challenge took it: no slap (the example avoids it)
                const std::vector<Event> events = stage.slap(1);
                const Event *slap = slapEvent(events);
                return slap && slap->valid && slap->patterns.contains(p);
            };
            if (rules.onlySlapThreeRank) {
                const Rank r3 = *rules.onlySlapThreeRank;
                const auto pair = pairOf(r3);
                if (pair && slapped(withoutThree, *pair)) { // a pair of that rank makes p by itself
                    const bool refused = !slapped(plain, *pair);
                    const QString clause = QStringLiteral("(but not two %1s)").arg(GameText::rank(r3));
                    QVERIFY2(words.contains(clause) == refused,
                             row + (refused ? ": the Game refuses " : ": the Game takes ")
                                 + cardNames(*pair));
                }
            }
            if (rules.jokers > 0) {
                RuleSet r = plain;
                r.onlySlapThreeRank.reset();
                const auto pair = pairOf(std::nullopt);
                const bool jokerPair = pair && slapped(r, *pair);
                QVERIFY2(words.contains(twoJokers) == jokerPair,
                         row
                             + (pair ? ": the Game " + QByteArray(jokerPair ? "takes " : "refuses ")
                                           + cardNames(*pair)
                                     : QByteArray()));
                // A joker for the second card from the top of a same-suit run.
                bool suitless = false;
                if (p == SlapPattern::ThreeOfASuit || p == SlapPattern::FourOfASuit) {
                    std::vector<Card> pile = example;
                    pile[pile.size() - 2] = Card::redJoker();
                    suitless = !slapped(r, pile);
                    QVERIFY2(suitless, row);
                }
                QVERIFY2(words.contains(noSuit) == suitless, row);
            } else {
                QVERIFY2(!words.contains(twoJokers) && !words.contains(noSuit), row);
            }
            if (QTest::currentTestFailed())
                return;
        }
    }
}

void TestHelpPictures::callAndHouseRulePicturesHappen()
{
    int judged = 0;
    for (const auto &[what, rules] : ruleSets()) {
        judgeExamples(rules, what);
        if (QTest::currentTestFailed())
            return;
        judged += int(callExamples(rules).size() + houseRuleExamples(rules).size());
    }
    QVERIFY2(judged > 2000, qPrintable(QString::number(judged)));
}

// The cases the issue names, each one of the rule sets above too.
void TestHelpPictures::theIssuesCases()
{
    // Only three of 7, no penalty: the misslapper's slap afterwards is not 7♠ 7♥.
    RuleSet r = *RuleSet::preset("house");
    r.onlySlapThreeRank = Rank::Seven;
    r.penalty = Penalty::None;
    std::vector<CallExample> examples = houseRuleExamples(r);
    QCOMPARE(examples.size(), std::size_t(1));
    judgeMisslap(r, examples[0], "only three 7, no penalty");
    QVERIFY(!GameText::patternDescription(SlapPattern::TopBottom, r).isEmpty());
    QVERIFY(GameText::patternDescription(SlapPattern::TopBottom, r)
                .endsWith(QStringLiteral("(but not two 7s).")));
    // Lockout without doubles: what shows meanwhile is no double.
    r = *RuleSet::preset("house");
    r.slaps.erase(SlapPattern::Double);
    r.penalty = Penalty::Lockout;
    examples = houseRuleExamples(r);
    judgeMisslap(r, examples[0], "lockout without doubles");
    QVERIFY(!examples[0].description.contains(QStringLiteral("double")));
    // A 10 stopping a challenge under the `ten` pattern leaves a pile to slap.
    r = *RuleSet::preset("slaps_advanced");
    r.tenStops = true;
    examples = houseRuleExamples(r);
    QCOMPARE(examples[0].id, QStringLiteral("ten_stops"));
    QVERIFY(!examples[0].description.contains(QStringLiteral("nobody wins the pile")));
    QCOMPARE(examples[0].before[0].caption, QStringLiteral("Pile")); // no split pile beside it
    judgeTenStops(r, examples[0], "slaps_advanced, ten stops");
    // The words about challenges say so too: the Game lets the 10 be slapped.
    {
        const HelpDialog dialog(r, QStringLiteral("custom"));
        QString challenges;
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            if (label->accessibleName() == QLatin1String("Challenges")
                && label->text() != QLatin1String("Challenges"))
                challenges = label->text();
        QVERIFY(challenges.contains(QStringLiteral("A 10 played in answer stops the challenge")));
        QVERIFY2(!challenges.contains(QStringLiteral("nobody wins the pile")), qPrintable(challenges));
        QVERIFY(challenges.contains(QStringLiteral("the first good slap takes the pile")));
    }
    // Jokers in the deck: four of a suit and big mac say what jokers do.
    r = *RuleSet::preset("slaps");
    QVERIFY(GameText::patternDescription(SlapPattern::FourOfASuit, r)
                .contains(QStringLiteral("A joker has no suit")));
    QVERIFY(
        GameText::patternDescription(SlapPattern::BigMac, r).contains(QStringLiteral("Two jokers count")));
}

void TestHelpPictures::judgeExamples(const RuleSet &rules, const QByteArray &what)
{
    std::vector<CallExample> examples = callExamples(rules);
    for (CallExample &e : houseRuleExamples(rules))
        examples.push_back(std::move(e));
    for (const CallExample &e : examples) {
        const QByteArray pic = what + " / " + e.id.toUtf8();
        // "Slap pile" only where a split pile can lie beside it.
        for (const auto *piles : {&e.before, &e.after})
            for (const ExamplePile &pile : *piles) {
                QVERIFY2(!pile.caption.isEmpty(), pic);
                if (!rules.splitEights)
                    QVERIFY2(pile.caption != QStringLiteral("Slap pile")
                                 && pile.caption != QStringLiteral("Split pile"),
                             pic);
            }
        if (e.id == QLatin1String("stick"))
            judgeStick(rules, e, pic);
        else if (e.id == QLatin1String("split"))
            judgeSplit(rules, e, pic);
        else if (e.id == QLatin1String("pile_won"))
            judgePileWon(rules, e, pic);
        else if (e.id == QLatin1String("ten_stops"))
            judgeTenStops(rules, e, pic);
        else if (e.id == QLatin1String("lockout") || e.id == QLatin1String("no_penalty"))
            judgeMisslap(rules, e, pic);
        else
            QFAIL(pic.constData());
        if (QTest::currentTestFailed())
            return;
    }
}

// docs/RULES.md §9.1: three seats play the pile, the last card a sticky
// face; the third seat's slap takes the challenge over with that face's
// chances (as the words say), unless the face is the forbidden rank.
void TestHelpPictures::judgeStick(const RuleSet &rules, const CallExample &e, const QByteArray &what)
{
    const ExamplePile &pile = e.before.at(0);
    Stage stage(rules, 3, pile.cards);
    playAll(stage, pile.cards, what);
    if (QTest::currentTestFailed())
        return;
    checkShows(stage.game(), PileId::Slap, pile, what);
    const Game &game = stage.game();
    QVERIFY2(game.challengeActive() && game.lastPlayer(PileId::Slap) == game.challenger(), what);
    const int sticker = 3 - game.challenger() - game.turn();
    const Rank face = pile.cards.back().rank();
    const std::vector<Event> events = stage.slap(sticker);
    const Event *slap = slapEvent(events);
    QVERIFY2(slap, what);
    if (rules.forbiddenRank == face) {
        QVERIFY2(slap->call != Call::Stick, what);
        QVERIFY2(e.description.contains(QStringLiteral("forbidden rank")), what);
        return;
    }
    QVERIFY2(slap->valid && slap->call == Call::Stick, what);
    QCOMPARE(stage.game().challenger(), sticker);
    QCOMPARE(stage.game().chancesLeft(), tries(face));
    QVERIFY2(e.description.contains(QStringLiteral("answers with %1 chance").arg(tries(face))), what);
}

// docs/RULES.md §9.2: a slap on the pictured 8 is a split, and the
// slapper's card starts the pictured split pile.
void TestHelpPictures::judgeSplit(const RuleSet &rules, const CallExample &e, const QByteArray &what)
{
    const ExamplePile &slapPile = e.before.at(0);
    const ExamplePile &splitPile = e.before.at(1);
    std::vector<Card> all = slapPile.cards;
    all.insert(all.end(), splitPile.cards.begin(), splitPile.cards.end());
    Stage stage(rules, 2, all);
    playAll(stage, slapPile.cards, what);
    if (QTest::currentTestFailed())
        return;
    checkShows(stage.game(), PileId::Slap, slapPile, what);
    const int splitter = stage.game().turn();
    const std::vector<Event> events = stage.slap(splitter, splitPile.cards.at(0));
    const Event *slap = slapEvent(events);
    QVERIFY2(slap, what);
    if (rules.forbiddenRank == Rank::Eight) {
        QVERIFY2(slap->call != Call::Split, what);
        QVERIFY2(e.description.contains(QStringLiteral("no split can happen")), what);
        return;
    }
    QVERIFY2(slap->valid && slap->call == Call::Split, what);
    checkShows(stage.game(), PileId::Slap, slapPile, what);
    checkShows(stage.game(), PileId::Split, splitPile, what);
}

// docs/RULES.md §9.2: the split, then the letter card on the slap pile left
// unanswered: its challenger wins the slap pile, and the split pile is the
// slap pile afterwards.
void TestHelpPictures::judgePileWon(const RuleSet &rules, const CallExample &e, const QByteArray &what)
{
    const ExamplePile &slapPile = e.before.at(0);
    const ExamplePile &splitPile = e.before.at(1);
    std::vector<Card> all = slapPile.cards;
    all.insert(all.end(), splitPile.cards.begin(), splitPile.cards.end());
    QVERIFY2(rules.forbiddenRank != Rank::Eight, what + ": no split can happen"); // (no picture then)
    Stage stage(rules, 2, all);
    playAll(stage, std::span(slapPile.cards).first(1), what);
    const std::vector<Event> split = stage.slap(stage.game().turn(), splitPile.cards.at(0));
    const Event *slap = slapEvent(split);
    QVERIFY2(slap && slap->call == Call::Split, what);
    checkShows(stage.game(), PileId::Split, splitPile, what);
    const std::span<const Card> rest = std::span(slapPile.cards).subspan(1);
    for (std::size_t i = 0; i < rest.size(); ++i) {
        const std::vector<Event> events = stage.play(rest[i]);
        const Event *play = find(events, Event::Type::Play);
        QVERIFY2(play && play->card == rest[i] && play->pile == PileId::Slap, what);
        // Only the last card ends the challenge: the pile is won, or waits
        // (lying as drawn) to be collected.
        const bool ended = find(events, Event::Type::PileWon) || stage.game().pendingSeat() >= 0;
        QVERIFY2(ended == (i + 1 == rest.size()), what);
    }
    if (stage.game().pendingSeat() >= 0) {
        checkShows(stage.game(), PileId::Slap, slapPile, what);
        QCOMPARE(stage.game().pendingPile(), PileId::Slap);
        const std::vector<Event> collected = stage.collect();
        QVERIFY2(find(collected, Event::Type::PileWon), what);
    }
    QVERIFY2(!stage.game().hasSplit(), what);
    checkShows(stage.game(), PileId::Slap, e.after.at(0), what);
}

// docs/RULES.md §11.2: the 10 answering the challenge ends it, nobody wins
// the pile by it; the words say whether the pile then shows a pattern, and
// where they do the first good slap takes it.
void TestHelpPictures::judgeTenStops(const RuleSet &rules, const CallExample &e, const QByteArray &what)
{
    const ExamplePile &pile = e.before.at(0);
    Stage stage(rules, 2, pile.cards);
    playAll(stage, pile.cards, what);
    if (QTest::currentTestFailed())
        return;
    const Game &game = stage.game();
    QVERIFY2(pile.cards.back().rank() == Rank::Ten, what);
    QVERIFY2(!game.challengeActive() && game.pendingSeat() < 0, what + ": the 10 did not stop the challenge");
    QCOMPARE(game.turn(), (game.lastPlayer(PileId::Slap) + 1) % 2); // the next player plays on
    checkShows(game, PileId::Slap, pile, what);
    const PatternSet shown = game.slappablePatterns();
    QVERIFY2(e.description.contains(QStringLiteral("nobody wins the pile")) == shown.empty(), what);
    if (!shown.empty()) {
        QVERIFY2(e.description.contains(GameText::patterns(shown)), what);
        const std::vector<Event> events = stage.slap(0);
        QVERIFY2(slapEvent(events) && slapEvent(events)->valid && find(events, Event::Type::PileWon), what);
    }
}

// docs/RULES.md §11.3: a slap on the first pile is a misslap that costs no
// cards; the cards played after it make the pile show a pattern, which a
// locked-out misslapper may not slap (but another player may) and which,
// under no penalty, the misslapper may.
void TestHelpPictures::judgeMisslap(const RuleSet &rules, const CallExample &e, const QByteArray &what)
{
    const bool lockout = e.id == QLatin1String("lockout");
    const ExamplePile &misslapped = e.before.at(0);
    Stage stage(rules, 2, e.after.empty() ? misslapped.cards : e.after.at(0).cards);
    playAll(stage, misslapped.cards, what);
    if (QTest::currentTestFailed())
        return;
    checkShows(stage.game(), PileId::Slap, misslapped, what);
    const int misslapper = 1, other = 0;
    std::vector<Event> events = stage.slap(misslapper);
    QVERIFY2(slapEvent(events) && !slapEvent(events)->valid, what + ": no misslap");
    QVERIFY2(!find(events, Event::Type::Burn) && !find(events, Event::Type::PileWon),
             what + ": it cost cards");
    const Event *sitOut = find(events, Event::Type::SitOut);
    QVERIFY2(lockout == (sitOut != nullptr), what);
    if (lockout) {
        QVERIFY2(sitOut->lockout && sitOut->count == rules.lockoutCards, what);
        QVERIFY2(e.description.contains(QStringLiteral("until %1 more card").arg(rules.lockoutCards)), what);
        QVERIFY2(e.description.contains(QStringLiteral("onto either pile")) == rules.splitEights, what);
    }
    // With a lockout of one card, no card is played while it lasts.
    QVERIFY2(!lockout || rules.lockoutCards > 1 || e.after.empty(), what);
    if (e.after.empty()) {
        QVERIFY2(!e.description.contains(QStringLiteral("Even when")), what);
        return;
    }
    const ExamplePile &after = e.after.at(0);
    const std::span<const Card> added = std::span(after.cards).subspan(misslapped.cards.size());
    QVERIFY2(!added.empty(), what);
    for (std::size_t i = 0; i < added.size(); ++i) {
        playAll(stage, added.subspan(i, 1), what);
        if (QTest::currentTestFailed())
            return;
        // The pattern shows with the last card, not before.
        QVERIFY2(stage.game().slappablePatterns().empty() == (i + 1 < added.size()), what);
    }
    checkShows(stage.game(), PileId::Slap, after, what);
    const PatternSet shown = stage.game().slappablePatterns();
    QVERIFY2(!shown.empty(), what);
    // The words name a pattern the Game sees there.
    bool named = false;
    for (SlapPattern p : shown.toList())
        named = named || (lockout ? e.description : after.caption).contains(GameText::pattern(p));
    QVERIFY2(named, what + ": " + (lockout ? e.description : after.caption).toUtf8());
    if (lockout) {
        QVERIFY2(stage.game().isLockedOut(misslapper), what + ": the lockout is over");
        events = stage.slap(misslapper);
        const Event *rejected = find(events, Event::Type::Rejected);
        QVERIFY2(rejected && rejected->rejectReason == RejectReason::SittingOut, what);
        QVERIFY2(e.description.contains(QStringLiteral("their slaps are simply refused")), what);
        events = stage.slap(other);
    } else {
        events = stage.slap(misslapper);
    }
    QVERIFY2(slapEvent(events) && slapEvent(events)->valid && slapEvent(events)->patterns == shown, what);
}

RATSCREW_TEST_WIDGETS_MAIN(TestHelpPictures)
#include "tst_helppictures.moc"
