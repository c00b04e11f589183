// SPDX-License-Identifier: GPL-3.0-or-later
#include "rivals/RivalGame.h"

#include "MatchSpeed.h"
#include "text/GameText.h"

#include <QStringList>

#include <algorithm>

namespace ratscrew {

namespace {

// The person's valid slap of `game` at `atMs`, if it was one.
const RunTime *validSlapAt(const RivalGame &game, qint64 atMs)
{
    for (const RunTime &t : game.run.times)
        if (t.atMs == atMs)
            return &t;
    return nullptr;
}

QString slapped(const RunTime &t)
{
    return GameText::patterns(t.patterns);
}

} // namespace

std::optional<RivalGame> RivalGame::of(const Run &run)
{
    const RunReplay replay =
        RunCheck::replayRun(run.record, run.player, run.bots, run.playSpeed, run.collectDelayMs);
    if (!replay.same())
        return std::nullopt;
    RivalGame game;
    game.run = run;
    const GameRecord &r = run.record;
    game.outcome = !r.over                  ? Outcome::Unfinished
                   : r.winner == run.player ? Outcome::Won
                   : r.winner < 0           ? Outcome::Draw
                                            : Outcome::Lost;
    const qint64 lastMs = r.actions.empty() ? 0 : r.actions.back().atMs;
    game.durationMs =
        r.over ? lastMs : std::max<qint64>(r.durationMs, lastMs); // a game over ends at its last action
    const RunProfile profile = run.profile();
    game.slapsWon = profile.slaps;
    game.medianMs = profile.medianMs;
    game.deckSize = int(r.deck.size());
    const int players = int(r.players.size());
    game.course.append(Cards{0, game.deckSize / std::max(1, players)});
    for (const RunReplay::Hands &h : replay.hands)
        game.course.append(Cards{h.atMs, h.cards.at(std::size_t(run.player))});
    if (!replay.hands.empty())
        game.course.first().cards = game.course.at(1).cards; // as dealt (the first report may be a play)
    return game;
}

QString RivalGame::outcomeText() const
{
    const QString time = GameText::duration(durationMs);
    switch (outcome) {
    case Outcome::Won:
        return tr("Won in %1").arg(time);
    case Outcome::Lost:
        return tr("Lost in %1").arg(time);
    case Outcome::Draw:
        return tr("Draw at %1").arg(time);
    case Outcome::Unfinished:
        break;
    }
    return tr("Left at %1", "the game was left unfinished at that time").arg(time);
}

QString RivalGame::strip(int width) const
{
    static const QString kBlocks = QStringLiteral("▁▂▃▄▅▆▇█");
    QString out;
    if (course.isEmpty() || width <= 0)
        return out;
    qsizetype i = 0;
    for (int part = 1; part <= width; ++part) {
        const qint64 end = durationMs * part / width;
        while (i + 1 < course.size() && course.at(i + 1).atMs <= end)
            ++i;
        const double share = double(course.at(i).cards) / double(std::max(1, deckSize));
        out += kBlocks.at(std::clamp(qsizetype(share * 8), qsizetype(0), kBlocks.size() - 1));
    }
    return out;
}

QString RivalGame::shareText() const
{
    const QString title = run.daily.isValid()
                              ? tr("Ratscrew — daily deal %1").arg(run.daily.toString(Qt::ISODate))
                              : tr("Ratscrew — deal %1").arg(run.record.deal);
    QStringList line{outcomeText(), tr("%n slap(s) won", nullptr, slapsWon)};
    if (slapsWon > 0)
        line << tr("median %1 ms", "the median reaction time of the slaps won").arg(medianMs);
    return title + QLatin1Char('\n') + line.join(QStringLiteral(" · ")) + QLatin1Char('\n') + strip();
}

std::size_t RivalGame::partingIndex(const GameRecord &a, const GameRecord &b)
{
    std::size_t k = 0;
    while (k < a.actions.size() && k < b.actions.size() && RunCheck::sameAction(a.actions[k], b.actions[k]))
        ++k;
    return k;
}

QString RivalGame::parting(const RivalGame &mine, const RivalGame &theirs)
{
    const auto &a = mine.run.record.actions;
    const auto &b = theirs.run.record.actions;
    const std::size_t k = partingIndex(mine.run.record, theirs.run.record);
    if (k == a.size() && k == b.size())
        return tr("Your games were the same from start to end.");
    const qint64 atMs = std::min(k < a.size() ? a[k].atMs : b[k].atMs, k < b.size() ? b[k].atMs : a[k].atMs);
    const QString until = GameText::duration(atMs);
    const QString name = theirs.run.name;
    const auto isSlapOf = [](const std::vector<RecordedAction> &list, std::size_t i, int seat) {
        return i < list.size() && list[i].action.type == Action::Type::Slap && list[i].action.seat == seat;
    };
    const bool iSlapped = isSlapOf(a, k, mine.run.player) && a[k].atMs == atMs;
    const bool theySlapped = isSlapOf(b, k, theirs.run.player) && b[k].atMs == atMs;
    const QString apart = tr("Until %1 your games were the same; then they went different ways.").arg(until);
    if (theySlapped != iSlapped) {
        const RivalGame &first = theySlapped ? theirs : mine;
        const RivalGame &other = theySlapped ? mine : theirs;
        const auto &otherActions = theySlapped ? a : b;
        const RunTime *valid = validSlapAt(first, atMs);
        if (valid && valid->call != Call::None)
            return apart; // a call (docs/RULES.md §9): no pattern to name
        // The other slapped the same pile a little later: say by how much.
        if (valid && isSlapOf(otherActions, k, other.run.player)) {
            const int ms = int(otherActions[k].atMs - atMs);
            return theySlapped
                       ? tr("Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.",
                            "%3 is a pattern's name")
                             .arg(until, name, slapped(*valid))
                             .arg(ms)
                       : tr("Until %1 your games were the same; then you slapped the %2 %3 ms before %4.",
                            "%2 is a pattern's name")
                             .arg(until, slapped(*valid))
                             .arg(ms)
                             .arg(name);
        }
        if (valid)
            return theySlapped
                       ? tr("Until %1 your games were the same; then %2 slapped the %3 and you did not.",
                            "%3 is a pattern's name")
                             .arg(until, name, slapped(*valid))
                       : tr("Until %1 your games were the same; then you slapped the %2 and %3 did not.",
                            "%2 is a pattern's name")
                             .arg(until, slapped(*valid), name);
        return theySlapped
                   ? tr("Until %1 your games were the same; then %2 slapped by mistake and you did not.")
                         .arg(until, name)
                   : tr("Until %1 your games were the same; then you slapped by mistake and %2 did not.")
                         .arg(until, name);
    }
    const auto isPlay = [](const std::vector<RecordedAction> &list, std::size_t i) {
        return i < list.size() && list[i].action.type == Action::Type::Play;
    };
    if (isPlay(a, k) && isPlay(b, k))
        return tr("Until %1 your games were the same; then you and %2 played a card at different times.")
            .arg(until, name);
    return apart;
}

BotProfile RivalGame::ghostProfile(const Run &run)
{
    MatchSpeed speed;
    for (const RunTime &t : run.times)
        speed.add(t.patterns, t.call, t.ms);
    return speed.profile();
}

QString RivalGame::ghostName(const QString &name)
{
    return tr("%1 (ghost)", "a ghost's seat: the person whose run it plays").arg(name);
}

} // namespace ratscrew
