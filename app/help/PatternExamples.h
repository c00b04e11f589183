// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "RuleSet.h"

#include <QColor>
#include <QPointF>
#include <QSizeF>
#include <QString>

#include <vector>

class QPainter;

namespace ratscrew {

/// Whether `pile` (play order, the top card last) can lie on the table
/// under `rules`, played card by card onto an empty pile: no challenge
/// (docs/RULES.md §2) is lost before its top card, and one lost by its top
/// card leaves the pile to slap only with `collect: on_collect` (§5; with
/// `immediate` the challenger takes it at once). A `T` answering a
/// challenge ends it with `ten_stops` (§11.2).
bool pileCanLie(const RuleSet &rules, const std::vector<Card> &pile);

/// A short pile (2 to 4 cards, in play order: the top card last) that
/// matches `pattern` under the options of `rules` (`run_ace`,
/// `tens_letter_between`, `only_slap_three_rank`), can lie on the table
/// (pileCanLie()) and does not have
/// `rules.forbiddenRank` on top. Among the candidates that do, the one
/// that matches the fewest *other* active patterns of `rules` is chosen,
/// so that the example teaches this pattern and nothing else; jokers
/// appear only in the `joker` example. If no pile can match (a `ten` with
/// tens forbidden, a `triple` without `only_slap_three_rank`), the most
/// plausible pile is returned anyway.
std::vector<Card> examplePile(SlapPattern pattern, const RuleSet &rules);

/// The cards of `pile` that make the pattern (e.g. the top and the third
/// card of a sandwich, the first and the top card of a top and bottom);
/// the others are fillers that could be anything. One flag per card.
std::vector<bool> patternCards(SlapPattern pattern, const std::vector<Card> &pile);

/// The help's example piles: the next card of a pile lies this many card
/// widths to the right of the one below it, and a pile keeps this many
/// logical pixels of room around it for its shadow.
inline constexpr qreal kExampleCardStep = 0.56;
inline constexpr qreal kExampleShadowPad = 3;

/// Paints `pile` (play order, the top card last) fanned out to the right
/// from `topLeft` with CardPainter: each card `card` in size (logical
/// pixels), the next one `step` card widths further right, each with a soft
/// shadow; a card whose flag in `used` is false is covered with `fade` (a
/// missing flag counts as true). The help's pattern and call pictures.
void paintExamplePile(QPainter &p, QPointF topLeft, QSizeF card, qreal step, const std::vector<Card> &pile,
                      const std::vector<bool> &used, const QColor &fade);

} // namespace ratscrew
