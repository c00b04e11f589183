// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/AnalysisText.h"

#include "text/GameText.h"

#include <QLocale>

#include <cmath>

namespace ratscrew {

namespace {

QList<Card> cardsOf(const std::vector<Card> &cards)
{
    return QList<Card>(cards.begin(), cards.end());
}

} // namespace

QString AnalysisText::percent(double share)
{
    return GameText::percent(share);
}

QString AnalysisText::signedPercent(double change)
{
    const long points = std::lround(change * 100);
    const QString number = QLocale().toString(std::abs(points));
    //: A change of a chance in percentage points with its sign: "+12 %", "−5 %" (%1 the sign, %2 the number).
    return tr("%1%2 %")
        .arg(points > 0   ? QLocale().positiveSign()
             : points < 0 ? QString(QChar(0x2212))
                          : QString(),
             number)
        .replace(QLatin1Char(' '), QChar(0x00A0));
}

QString AnalysisText::step(const GameChances &chances, std::size_t position, int you,
                           const QStringList &names)
{
    if (position == 0 || !chances.steps || position > chances.steps->size())
        return tr("The deal");
    const std::vector<ChanceStep> &steps = *chances.steps;
    const ChanceStep &s = steps[position - 1];
    const auto name = [&names](int p) { return names.value(p, tr("Player %1").arg(p + 1)); };
    switch (s.what.type) {
    case Action::Type::Slap: {
        const Event *slap = s.find(Event::Type::Slap);
        if (slap && slap->valid) {
            const QString what = GameText::patternPhrase(slap->patterns, cardsOf(s.played));
            // Were you slapping the same cards, too late?
            for (std::size_t later = position; later < steps.size() && !steps[later].landing; ++later) {
                const ChanceStep &l = steps[later];
                if (you >= 0 && you != s.actor && l.what.type == Action::Type::Slap && l.actor == you)
                    return tr("%1 slapped %2 %3 ms before you")
                        .arg(name(s.actor), what, QLocale().toString(l.atMs - s.atMs));
            }
            return tr("%1 slapped %2").arg(name(s.actor), what);
        }
        if (slap)
            return s.played.empty()
                       ? tr("%1 misslapped on an empty pile").arg(name(s.actor))
                       : tr("%1 misslapped on %2").arg(name(s.actor), GameText::card(s.played.back()));
        return tr("%1 slapped too late").arg(name(s.actor));
    }
    case Action::Type::Play: {
        const Event *played = s.find(Event::Type::Play);
        if (!played)
            return tr("%1 played").arg(name(s.actor));
        QString text = tr("%1 played %2").arg(name(s.actor), GameText::card(played->card));
        if (!s.pileBefore.empty())
            text = tr("Nobody slapped %1, and %2 played %3")
                       .arg(GameText::patternPhrase(s.pileBefore, cardsOf(s.played)), name(s.actor),
                            GameText::card(played->card));
        if (const Event *won = s.find(Event::Type::PileWon))
            text = tr("%1, and %2 took the pile", "a card played, then who took the pile")
                       .arg(text, name(won->seat));
        return text;
    }
    case Action::Type::Collect:
        if (const Event *won = s.find(Event::Type::PileWon))
            return tr("%1 collected the pile").arg(name(won->seat));
        return tr("The pile was collected");
    case Action::Type::TimeUp:
        return tr("Time was up");
    }
    return {};
}

QString AnalysisText::swing(const GameChances &chances, const Swing &swing, int seat, int you,
                            const QStringList &names)
{
    const QString when = GameText::duration(chances.positionMs.at(swing.position));
    const QString what = step(chances, swing.position, you, names);
    if (seat == you)
        return tr("%1 — %2: your chances %3 → %4")
            .arg(when, what, percent(swing.before), percent(swing.after));
    return tr("%1 — %2: %3's chances %4 → %5", "a swing of another player's chances")
        .arg(when, what, names.value(seat), percent(swing.before), percent(swing.after));
}

QString AnalysisText::luckAndSpeed(const GameChances &chances, int seat)
{
    if (!chances.luckAndSpeed || seat < 0 || seat >= chances.players)
        return {};
    const LuckAndSpeed &s = *chances.luckAndSpeed;
    const auto i = std::size_t(seat);
    return tr("Luck: %1 · Speed: %2 (each ±%3)")
        .arg(signedPercent(s.luck[i]), signedPercent(s.speed[i]), percent(s.halfWidth[i]));
}

QString AnalysisText::luckAndSpeedSentence(const GameChances &chances, int seat, bool isYou,
                                           const QString &name)
{
    if (!chances.luckAndSpeed || seat < 0 || seat >= chances.players)
        return {};
    const LuckAndSpeed &s = *chances.luckAndSpeed;
    const auto i = std::size_t(seat);
    if (isYou)
        return tr("Against an average player at this table, the cards brought you %1 and your speed %2 "
                  "(each ±%3).")
            .arg(signedPercent(s.luck[i]), signedPercent(s.speed[i]), percent(s.halfWidth[i]));
    return tr("Against an average player at this table, the cards brought %1 %2 and their speed %3 (each "
              "±%4).")
        .arg(name, signedPercent(s.luck[i]), signedPercent(s.speed[i]), percent(s.halfWidth[i]));
}

QString AnalysisText::status(const AnalysisRunner &runner)
{
    if (!runner.error().isEmpty())
        return tr(
            "This game's chances cannot be worked out: it was recorded before the fourth edition's clock, "
            "or it is too long.");
    const GameChances &c = runner.chances();
    if (c.isEmpty())
        return tr("Working out the chances…");
    if (!c.refined)
        return tr("Working out the chances… %1").arg(percent(c.progress));
    if (!c.luckAndSpeed)
        return tr("Chances to win within ±%1; working out luck and speed… %2")
            .arg(percent(c.widestHalfWidth()), percent(c.progress));
    return tr("Chances to win within ±%1 at every moment").arg(percent(c.widestHalfWidth()));
}

QString AnalysisText::chartSummary(const GameChances &chances, const QStringList &names, int you)
{
    if (chances.isEmpty())
        return tr("Working out the chances…");
    QStringList parts;
    for (int p = 0; p < chances.players; ++p)
        parts << tr("%1 from %2 at the deal to %3 at the end")
                     .arg(names.value(p), percent(chances.tallies.front().chance(p)),
                          percent(chances.tallies.back().chance(p)));
    QString text = tr("Chance to win: %1.").arg(parts.join(QStringLiteral("; ")));
    if (you >= 0)
        for (const Swing &s : chances.swings(you, 1))
            text += QLatin1Char(' ') + tr("Largest swing: %1.").arg(swing(chances, s, you, you, names));
    return text;
}

} // namespace ratscrew
