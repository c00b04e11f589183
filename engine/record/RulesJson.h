// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuleSet.h"

#include <QJsonObject>
#include <QString>

namespace ratscrew {

/// Applies the rule options of a JSON object (names and value types of
/// docs/RULES.md §7; `slaps` a list of pattern ids, the two rank options a
/// rank letter or null) on top of `rules`. Returns an empty string, or a
/// one-line error for the first bad option (unknown, wrong type, out of
/// range); `rules` may then hold the options before it.
QString applyRuleOverrides(RuleSet &rules, const QJsonObject &overrides);

/// Every option of `rules` as docs/RULES.md §7 names it (booleans,
/// integers, strings, lists of strings, null): what applyRuleOverrides()
/// reads back into the same rule set.
QJsonObject rulesToJson(const RuleSet &rules);

/// `text` in single quotes with control characters escaped (quoted() of
/// RuleSet.h): a name from a script in a one-line message.
QString quotedText(const QString &text);

} // namespace ratscrew
