// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <QFont>
#include <QPalette>
#include <QPixmap>
#include <QString>

#include <vector>

namespace ratscrew {

/// One pile of a call's picture.
struct ExamplePile
{
    std::vector<Card> cards; ///< in play order, the top card last (1 to 4 cards)
    std::vector<bool> used;  ///< one flag per card: what the example is about; the others are faded
    QString caption; ///< written under the pile ("Slap pile", "Split pile"; "Pile" without split eights)
    /// The slap patterns the rules see on the pile as pictured
    /// (matchSlapPatterns()); what the caption or the description names.
    PatternSet patterns;
};

/// One picture of the help's calls section (docs/RULES.md §9), with its
/// title and the sentences under it.
struct CallExample
{
    QString id;          ///< `stick`, `split` or `pile_won` (the help names its picture `callPicture_<id>`)
    QString title;       ///< "Stick", "Split", "One of two piles is won"
    QString description; ///< what happens, in a few sentences
    std::vector<ExamplePile> before; ///< the piles side by side, the slap pile first
    std::vector<ExamplePile> after;  ///< the piles after the call, shown behind an arrow; may be empty
};

/// The examples for the calls that `rules` has, in this order: `stick`
/// when `sticky_faces` is not empty (with a sticky rank that is not the
/// `forbidden_rank` when there is one), `split` and `pile_won` when
/// `split_eights` is on (`pile_won` not when 8 is the `forbidden_rank`: no
/// split can happen); empty when RuleSet::hasCalls() is false. The
/// stick's and the split's slap piles match no slap pattern of `rules`
/// (a call is a slap that no pattern explains), unless every candidate
/// does. Texts in context "CallExamples".
std::vector<CallExample> callExamples(const RuleSet &rules);

/// The examples for the third edition's house rules that `rules` have
/// (docs/RULES.md §11.2, §11.3), drawn like the calls' (callPicture()), in
/// this order: `ten_stops` when a 10 stops a challenge (its description
/// says when the pile then shows a pattern, `ten` say), `lockout` with
/// `penalty: lockout`, `no_penalty` with `penalty: none`; empty otherwise.
/// The last two show a misslap on a pile that shows no pattern, then
/// (`after`) cards played onto it after which it shows one of `rules`:
/// for `lockout` fewer than `lockout_cards` (none with 1), refused to the
/// misslapper; for `no_penalty` theirs to slap; no `after` when no
/// pattern of `rules` can show. Texts in context "CallExamples".
std::vector<CallExample> houseRuleExamples(const RuleSet &rules);

/// The logical size of the picture of `example` with cards `cardHeight`
/// pixels high (10..400) and captions in `font`.
QSize callPictureSize(const CallExample &example, qreal cardHeight, const QFont &font);

/// The picture of `example`, drawn with CardPainter at `dpr` (1..8) in the
/// colours of `palette`: the piles of `before` side by side with their
/// captions, then an arrow and the piles of `after`.
QPixmap callPicture(const CallExample &example, qreal cardHeight, const QFont &font, const QPalette &palette,
                    qreal dpr);

} // namespace ratscrew
