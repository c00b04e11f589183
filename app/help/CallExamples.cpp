// SPDX-License-Identifier: GPL-3.0-or-later
#include "help/CallExamples.h"

#include "SlapPatterns.h"
#include "help/PatternExamples.h"
#include "table/CardPainter.h"
#include "text/GameText.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace ratscrew {

namespace {

constexpr qreal kPileGap = 0.4;  // between two piles, in card widths
constexpr qreal kArrow = 0.9;    // the arrow's room, in card widths
constexpr qreal kCaptionGap = 4; // between a card's foot and its caption

// The pile's caption: "Slap pile" where a split pile can lie beside it
// (docs/RULES.md §9.2), else just "Pile".
QString slapPile(const RuleSet &rules)
{
    return rules.splitEights ? QCoreApplication::translate("CallExamples", "Slap pile")
                             : QCoreApplication::translate("CallExamples", "Pile");
}

// A pile of the pictures as the rules see it: its cards, the cards the
// example is about, its caption, and the slap patterns it shows.
ExamplePile examplePileOf(const RuleSet &rules, std::vector<Card> cards, std::vector<bool> used,
                          const QString &caption)
{
    const PatternSet patterns = matchSlapPatterns(rules, cards);
    return {std::move(cards), std::move(used), caption, patterns};
}

QString splitPile()
{
    return QCoreApplication::translate("CallExamples", "Split pile");
}

// The tries a challenge by `rank` gives (docs/RULES.md §2).
int tries(Rank rank)
{
    switch (rank) {
    case Rank::Jack:
        return 1;
    case Rank::Queen:
        return 2;
    case Rank::King:
        return 3;
    default:
        return 4;
    }
}

// The first pile `fillers + top` that matches no slap pattern of `rules`
// (the first candidate if all do).
std::vector<Card> patternFree(const RuleSet &rules, const std::vector<std::array<Card, 2>> &fillers, Card top)
{
    std::vector<Card> first;
    for (const auto &[a, b] : fillers) {
        std::vector<Card> pile{a, b, top};
        if (matchSlapPatterns(rules, pile).empty())
            return pile;
        if (first.empty())
            first = pile;
    }
    return first;
}

qreal pileWidth(const ExamplePile &pile, qreal cardWidth)
{
    return cardWidth * (1 + kExampleCardStep * qreal(std::max<std::size_t>(pile.cards.size(), 1) - 1));
}

qreal rowWidth(const std::vector<ExamplePile> &piles, qreal cardWidth, const QFontMetricsF &fm)
{
    qreal w = 0;
    for (const ExamplePile &pile : piles)
        w += std::max(pileWidth(pile, cardWidth), fm.horizontalAdvance(pile.caption));
    return w + cardWidth * kPileGap * qreal(std::max<std::size_t>(piles.size(), 1) - 1);
}

CallExample stickExample(const RuleSet &rules)
{
    // The seed's king when it is sticky; else the first sticky face the
    // forbidden rank leaves stickable.
    std::vector<Rank> sticky;
    for (Rank r : {Rank::King, Rank::Jack, Rank::Queen, Rank::Ace})
        if (rules.stickyFaces.contains(r))
            sticky.push_back(r);
    Rank face = sticky.front();
    for (Rank r : sticky)
        if (rules.forbiddenRank != r) {
            face = r;
            break;
        }
    const std::vector<Card> pile =
        patternFree(rules,
                    {{Card(Rank::Nine, Suit::Clubs), Card(Rank::Four, Suit::Diamonds)},
                     {Card(Rank::Six, Suit::Hearts), Card(Rank::Two, Suit::Clubs)},
                     {Card(Rank::Five, Suit::Spades), Card(Rank::Three, Suit::Diamonds)}},
                    Card(face, Suit::Spades));

    QStringList names;
    for (Rank r : {Rank::Jack, Rank::Queen, Rank::King, Rank::Ace})
        if (rules.stickyFaces.contains(r))
            names << GameText::rank(r);

    CallExample e;
    e.id = QStringLiteral("stick");
    e.title = QCoreApplication::translate("CallExamples", "Stick");
    e.description =
        QCoreApplication::translate(
            "CallExamples",
            "A player has just played %1 and so challenges the next player. Before that player plays any "
            "card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over "
            "as if they had played the %2 themselves, and the player after them answers with %n chance(s). "
            "The challenger and the player answering cannot stick, and each card can be stuck once.",
            nullptr, tries(face))
            .arg(GameText::card(pile.back()), GameText::rank(face))
        + QLatin1Char(' ')
        //: %1 is a list of letter ranks such as "J, K".
        + QCoreApplication::translate("CallExamples", "Sticky here: %1.").arg(GameText::list(names));
    if (rules.forbiddenRank && rules.stickyFaces.contains(*rules.forbiddenRank))
        e.description += QLatin1Char(' ')
                         + QCoreApplication::translate(
                               "CallExamples", "A %1 on top is never stuck: it is the forbidden rank.")
                               .arg(GameText::rank(*rules.forbiddenRank));
    e.before.push_back(examplePileOf(rules, pile, {false, false, true}, slapPile(rules)));
    return e;
}

CallExample splitExample(const RuleSet &rules)
{
    const std::vector<Card> pile =
        patternFree(rules,
                    {{Card(Rank::Nine, Suit::Clubs), Card(Rank::Five, Suit::Hearts)},
                     {Card(Rank::Six, Suit::Clubs), Card(Rank::Three, Suit::Hearts)},
                     {Card(Rank::Seven, Suit::Clubs), Card(Rank::Four, Suit::Hearts)}},
                    Card(Rank::Eight, Suit::Diamonds));
    CallExample e;
    e.id = QStringLiteral("split");
    e.title = QCoreApplication::translate("CallExamples", "Split");
    e.description = QCoreApplication::translate(
        "CallExamples",
        "While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper's "
        "top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the "
        "two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split "
        "pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap "
        "looks at each pile on its own: it takes the slap pile when that shows a pattern, else the "
        "split pile. There is no second split while a split pile is on the table.");
    if (rules.forbiddenRank == Rank::Eight)
        e.description += QLatin1Char(' ')
                         + QCoreApplication::translate(
                             "CallExamples", "Here the 8 is the forbidden rank, so no split can happen.");
    e.before.push_back(examplePileOf(rules, pile, {false, false, true}, slapPile(rules)));
    e.before.push_back(examplePileOf(rules, {Card(Rank::Three, Suit::Spades)}, {true}, splitPile()));
    return e;
}

CallExample pileWonExample(const RuleSet &rules)
{
    const Card three(Rank::Three, Suit::Spades);
    CallExample e;
    e.id = QStringLiteral("pile_won");
    e.title = QCoreApplication::translate("CallExamples", "One of two piles is won");
    e.description = QCoreApplication::translate(
        "CallExamples",
        "Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other "
        "pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. "
        "Play goes on from the winner as after any won pile (unless a challenge on the pile that stays "
        "is still being answered, or a pile waits to be collected there). When the split pile is won "
        "instead, the slap pile simply stays. An 8 on top can then be split again.");
    e.before.push_back(examplePileOf(rules,
                                     {Card(Rank::Eight, Suit::Diamonds), Card(Rank::Queen, Suit::Hearts),
                                      Card(Rank::Four, Suit::Diamonds), Card(Rank::Seven, Suit::Clubs)},
                                     {false, true, true, true}, slapPile(rules)));
    e.before.push_back(examplePileOf(rules, {three}, {true}, splitPile()));
    e.after.push_back(examplePileOf(rules, {three}, {true}, slapPile(rules)));
    return e;
}

CallExample tenStopsExample(const RuleSet &rules)
{
    CallExample e;
    e.id = QStringLiteral("ten_stops");
    e.title = QCoreApplication::translate("CallExamples", "A ten stops a challenge");
    e.before.push_back(examplePileOf(rules,
                                     {Card(Rank::Five, Suit::Clubs), Card(Rank::King, Suit::Spades),
                                      Card(Rank::Four, Suit::Diamonds), Card(Rank::Ten, Suit::Diamonds)},
                                     {false, true, false, true}, slapPile(rules)));
    // With the `ten` pattern (or another that the 10 makes) the pile is
    // not left lying: the first good slap takes it.
    const PatternSet shown = e.before.back().patterns;
    e.description =
        shown.empty()
            ? QCoreApplication::translate(
                "CallExamples",
                "The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the "
                "challenge: nobody wins the pile, and the next player plays on as after any number card. "
                "A 10 does this on any chance, even the last; outside a challenge it is just a 10.")
            //: %1 is the name of one or more slap patterns, such as "Ten".
            : QCoreApplication::translate(
                  "CallExamples",
                  "The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the "
                  "challenge, so the challenger does not win the pile; but the pile now shows %1, and the "
                  "first good slap takes it. Until then the next player plays on as after any number card. A "
                  "10 does this on any chance, even the last; outside a challenge it is just a 10.")
                  .arg(GameText::patterns(shown));
    return e;
}

// The first of a few two-card piles that no slap pattern of `rules` takes:
// the misslap of the pictures of the penalties that cost no cards (§11.3).
std::vector<Card> misslappedPile(const RuleSet &rules)
{
    // (Ranks the patterns' own examples rarely start with, so that one of
    // them can be played onto it.)
    const std::array<std::array<Card, 2>, 5> piles{{
        {Card(Rank::Two, Suit::Diamonds), Card(Rank::Five, Suit::Clubs)},
        {Card(Rank::Nine, Suit::Diamonds), Card(Rank::Four, Suit::Clubs)},
        {Card(Rank::Six, Suit::Diamonds), Card(Rank::Three, Suit::Clubs)},
        {Card(Rank::Nine, Suit::Hearts), Card(Rank::Two, Suit::Clubs)},
        {Card(Rank::Five, Suit::Diamonds), Card(Rank::Eight, Suit::Clubs)},
    }};
    for (const auto &[a, b] : piles)
        if (matchSlapPatterns(rules, std::vector<Card>{a, b}).empty())
            return {a, b};
    return {piles[0][0], piles[0][1]};
}

// Cards played onto `below`, at most `most` of them, after which the pile
// shows a slap pattern of `rules` and before which it showed none: the
// pattern's own example pile (examplePile()) where it still makes that
// pattern on top of `below`, else the first card or two of the deck that
// do. Nothing when no pattern can show within `most` cards.
struct PatternPlayed
{
    std::vector<Card> cards;
    SlapPattern pattern = SlapPattern::Double;
};

std::optional<PatternPlayed> patternPlayedOnto(const RuleSet &rules, const std::vector<Card> &below, int most)
{
    const auto fits = [&](const std::vector<Card> &added) {
        if (added.empty() || int(added.size()) > most)
            return PatternSet();
        std::vector<Card> pile = below;
        for (Card c : added) {
            if (std::find(pile.begin(), pile.end(), c) != pile.end())
                return PatternSet();
            if (!matchSlapPatterns(rules, pile).empty() && pile.size() > below.size())
                return PatternSet(); // a pattern showed before the last card
            pile.push_back(c);
        }
        return pileCanLie(rules, pile) ? matchSlapPatterns(rules, pile) : PatternSet();
    };
    PatternSet active = rules.slaps;
    if (rules.onlySlapThreeRank)
        active.insert(SlapPattern::Triple);
    for (SlapPattern p : active.toList()) {
        if (p == SlapPattern::Joker && rules.jokers == 0)
            continue;
        const std::vector<Card> added = examplePile(p, rules);
        if (fits(added).contains(p))
            return PatternPlayed{added, p};
    }
    const std::vector<Card> deck = rules.fullDeck();
    for (Card a : deck)
        if (const PatternSet shown = fits({a}); !shown.empty())
            return PatternPlayed{{a}, shown.toList().front()};
    for (Card a : deck)
        for (Card b : deck)
            if (const PatternSet shown = fits({a, b}); a != b && !shown.empty())
                return PatternPlayed{{a, b}, shown.toList().front()};
    return std::nullopt;
}

// The misslapped pile before, and after it the cards of `played` with
// `caption` under them.
void addMisslapThen(CallExample &e, const RuleSet &rules, const std::vector<Card> &misslapped,
                    const std::optional<PatternPlayed> &played, const QString &caption)
{
    e.before.push_back(
        examplePileOf(rules, misslapped, std::vector<bool>(misslapped.size(), true), slapPile(rules)));
    if (!played)
        return;
    std::vector<Card> after = misslapped;
    after.insert(after.end(), played->cards.begin(), played->cards.end());
    std::vector<bool> used(misslapped.size(), false);
    used.resize(after.size(), true);
    e.after.push_back(examplePileOf(rules, after, used, caption));
}

CallExample lockoutExample(const RuleSet &rules)
{
    const std::vector<Card> misslapped = misslappedPile(rules);
    // Still locked out when the pattern shows: fewer cards than lockout_cards.
    const std::optional<PatternPlayed> played = patternPlayedOnto(rules, misslapped, rules.lockoutCards - 1);
    CallExample e;
    e.id = QStringLiteral("lockout");
    e.title = QCoreApplication::translate("CallExamples", "Locked out");
    e.description =
        rules.splitEights
            //: %1 is two cards, such as "9♦ 4♣".
            ? QCoreApplication::translate(
                  "CallExamples",
                  "A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n "
                  "more card(s) have been played, onto either pile.",
                  nullptr, rules.lockoutCards)
                  .arg(GameText::cards(misslapped))
            //: %1 is two cards, such as "9♦ 4♣".
            : QCoreApplication::translate("CallExamples",
                                          "A slap on %1 is a misslap: it costs no cards, but the slapper is "
                                          "locked out until %n more card(s) have been played.",
                                          nullptr, rules.lockoutCards)
                  .arg(GameText::cards(misslapped));
    if (played)
        e.description += QLatin1Char(' ')
                         //: %1 is the name of a slap pattern, such as "Double".
                         + QCoreApplication::translate(
                               "CallExamples", "Even when a pattern shows meanwhile (here: %1), it "
                                               "is not theirs to slap; their slaps are simply refused.")
                               .arg(GameText::pattern(played->pattern));
    addMisslapThen(e, rules, misslapped, played,
                   QCoreApplication::translate("CallExamples", "No slap while locked out"));
    return e;
}

CallExample noPenaltyExample(const RuleSet &rules)
{
    const std::vector<Card> misslapped = misslappedPile(rules);
    const std::optional<PatternPlayed> played = patternPlayedOnto(rules, misslapped, 4);
    CallExample e;
    e.id = QStringLiteral("no_penalty");
    e.title = QCoreApplication::translate("CallExamples", "No penalty");
    //: %1 is two cards, such as "9♦ 4♣".
    e.description =
        QCoreApplication::translate(
            "CallExamples", "A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile "
                            "stays where it is, and the slapper may slap the very next card.")
            .arg(GameText::cards(misslapped));
    if (rules.misslapLimit > 0)
        e.description +=
            QLatin1Char(' ')
            + QCoreApplication::translate("CallExamples", "It still counts toward the misslap limit.");
    addMisslapThen(
        e, rules, misslapped, played,
        played
            //: Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as "Double".
            ? QCoreApplication::translate("CallExamples", "Theirs to slap: %1")
                  .arg(GameText::pattern(played->pattern))
            : QString());
    return e;
}

// Paints `piles` side by side from x = `left`, captions under the cards.
qreal paintRow(QPainter &p, const std::vector<ExamplePile> &piles, qreal left, QSizeF card,
               const QFontMetricsF &fm, const QColor &fade, const QColor &captionColour)
{
    qreal x = left;
    for (const ExamplePile &pile : piles) {
        const qreal cardsWidth = pileWidth(pile, card.width());
        const qreal width = std::max(cardsWidth, fm.horizontalAdvance(pile.caption));
        paintExamplePile(p, QPointF(x + (width - cardsWidth) / 2, kExampleShadowPad - 1), card,
                         kExampleCardStep, pile.cards, pile.used, fade);
        p.setPen(captionColour);
        p.drawText(QRectF(x, kExampleShadowPad + card.height() + kCaptionGap, width, fm.height()),
                   Qt::AlignCenter, pile.caption);
        x += width + card.width() * kPileGap;
    }
    return x - card.width() * kPileGap;
}

} // namespace

std::vector<CallExample> callExamples(const RuleSet &rules)
{
    std::vector<CallExample> out;
    if (!rules.stickyFaces.empty())
        out.push_back(stickExample(rules));
    if (rules.splitEights) {
        out.push_back(splitExample(rules));
        if (rules.forbiddenRank != Rank::Eight) // else no split pile ever lies on the table
            out.push_back(pileWonExample(rules));
    }
    return out;
}

std::vector<CallExample> houseRuleExamples(const RuleSet &rules)
{
    std::vector<CallExample> out;
    if (rules.tenStops)
        out.push_back(tenStopsExample(rules));
    if (rules.penalty == Penalty::Lockout)
        out.push_back(lockoutExample(rules));
    if (rules.penalty == Penalty::None)
        out.push_back(noPenaltyExample(rules));
    return out;
}

QSize callPictureSize(const CallExample &example, qreal cardHeight, const QFont &font)
{
    const QSizeF card = CardPainter::sizeForHeight(std::clamp(cardHeight, 10.0, 400.0));
    const QFontMetricsF fm(font);
    qreal w = rowWidth(example.before, card.width(), fm);
    if (!example.after.empty())
        w += card.width() * (kArrow + 2 * kPileGap) + rowWidth(example.after, card.width(), fm);
    const qreal h = card.height() + kCaptionGap + fm.height();
    return QSize(int(std::ceil(w + 2 * kExampleShadowPad)), int(std::ceil(h + 2 * kExampleShadowPad)));
}

QPixmap callPicture(const CallExample &example, qreal cardHeight, const QFont &font, const QPalette &palette,
                    qreal dpr)
{
    dpr = std::clamp(dpr, 1.0, 8.0);
    cardHeight = std::clamp(cardHeight, 10.0, 400.0);
    const QSize size = callPictureSize(example, cardHeight, font);
    QPixmap pm(QSize(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr))));
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);

    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setFont(font);
    const QFontMetricsF fm(font);
    const QSizeF card = CardPainter::sizeForHeight(cardHeight);
    QColor fade = palette.color(QPalette::AlternateBase);
    fade.setAlphaF(0.55f);
    const QColor caption = palette.color(QPalette::PlaceholderText);

    qreal x = paintRow(p, example.before, kExampleShadowPad, card, fm, fade, caption);
    if (example.after.empty())
        return pm;

    // An arrow from the piles before to the piles after, at mid-card height.
    const qreal y = kExampleShadowPad + card.height() / 2;
    const qreal from = x + card.width() * kPileGap;
    const qreal to = from + card.width() * kArrow;
    const qreal head = card.width() * 0.18;
    QPen pen(palette.color(QPalette::Text), std::max(1.5, card.width() * 0.04));
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    QPainterPath arrow(QPointF(from, y));
    arrow.lineTo(to, y);
    arrow.moveTo(to - head, y - head);
    arrow.lineTo(to, y);
    arrow.lineTo(to - head, y + head);
    p.drawPath(arrow);

    paintRow(p, example.after, to + card.width() * kPileGap, card, fm, fade, caption);
    return pm;
}

} // namespace ratscrew
