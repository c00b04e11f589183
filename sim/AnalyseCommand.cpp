// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnalyseCommand.h"

#include "SimulateCommand.h"
#include "TextEscapeQt.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <thread>

namespace ratscrew {

namespace {

struct Parser
{
    QCommandLineParser parser;
    QCommandLineOption samples{QStringLiteral("samples"),
                               QStringLiteral("The most play-outs from one position (16 to 1000000; default "
                                              "20000): fewer are played where the interval is narrow "
                                              "enough."),
                               QStringLiteral("N"), QStringLiteral("20000")};
    QCommandLineOption precision{QStringLiteral("precision"),
                                 QStringLiteral("Refine every position until each seat's 95 % interval is "
                                                "within ± this many percent (0.1 to 50; default 2)."),
                                 QStringLiteral("PERCENT"), QStringLiteral("2")};
    QCommandLineOption seed{
        QStringLiteral("seed"),
        QStringLiteral("Seed of the play-outs (default 1): the same seed, the same figures."),
        QStringLiteral("S"), QStringLiteral("1")};
    QCommandLineOption threads{
        QStringLiteral("threads"),
        QStringLiteral("Worker threads (default: all cores); never changes the figures."),
        QStringLiteral("T")};
    QCommandLineOption seat{QStringLiteral("seat"),
                            QStringLiteral("Whose swings to name, a player 0 to 7 (default: the person's, "
                                           "else player 0)."),
                            QStringLiteral("P")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print one JSON object.")};
    QCommandLineOption progress{
        QStringLiteral("progress"),
        QStringLiteral("After each round of play-outs, print the time, the play-outs so far "
                       "and the widest interval to standard error.")};

    Parser()
    {
        parser.setApplicationDescription(QStringLiteral(
            "Estimates each player's chance to win after every step of a game record, names the "
            "largest swings and splits each result into luck and speed (docs/ANALYSIS.md)."));
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addOptions({samples, precision, seed, threads, seat, json, progress});
        parser.addPositionalArgument(QStringLiteral("RECORD"),
                                     QStringLiteral("A game record (docs/REPLAYS.md)."));
    }
};

QString clock(std::int64_t ms)
{
    const std::int64_t s = std::max<std::int64_t>(0, ms) / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString percent(double chance)
{
    return QString::number(chance * 100, 'f', 1);
}

QString patternText(PatternSet patterns)
{
    const std::vector<SlapPattern> list = patterns.toList();
    return list.empty() ? QStringLiteral("pile")
                        : QString::fromLatin1(patternId(list.front())).replace('_', ' ');
}

QStringList namesOf(const GameRecord &record)
{
    QStringList names;
    for (const RecordPlayer &p : record.players)
        names << escapeControls(p.name, 60);
    return names;
}

int seatOf(const AnalyseOptions &options, const GameRecord &record)
{
    if (options.seat >= 0 && options.seat < int(record.players.size()))
        return options.seat;
    for (qsizetype p = 0; p < record.players.size(); ++p)
        if (record.players[p].person)
            return int(p);
    return 0;
}

} // namespace

QString AnalyseOptions::helpText()
{
    Parser p;
    return commandHelp(p.parser, QStringLiteral("analyse"));
}

std::optional<AnalyseOptions> AnalyseOptions::parse(const QStringList &arguments, QString *error)
{
    const auto fail = [error](const QString &message) {
        *error = message;
        return std::nullopt;
    };
    Parser p;
    if (!p.parser.parse(QStringList{QStringLiteral("analyse")} + arguments))
        return fail(escapeControls(p.parser.errorText(), 400));
    const QStringList files = p.parser.positionalArguments();
    if (files.size() != 1)
        return fail(files.isEmpty()
                        ? QStringLiteral("a RECORD file is needed")
                        : QStringLiteral("unexpected argument '%1'").arg(escapeControls(files.at(1))));
    AnalyseOptions o;
    o.file = files.first();
    long long v = 0;
    QString numberError;
    if (!readWholeNumber(QStringLiteral("samples"), p.parser.value(p.samples), 16, 1000000, &v, &numberError))
        return fail(numberError);
    o.refinement.maxSamples = int(v);
    bool ok = false;
    const double precision = p.parser.value(p.precision).trimmed().toDouble(&ok);
    if (!ok || !(precision >= 0.1 && precision <= 50))
        return fail(QStringLiteral("--precision needs a number of percent from 0.1 to 50, not '%1'")
                        .arg(escapeControls(p.parser.value(p.precision))));
    o.refinement.targetHalfWidth = precision / 100;
    o.refinement.seed = p.parser.value(p.seed).trimmed().toULongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("--seed needs a whole number from 0 to 18446744073709551615, not '%1'")
                        .arg(escapeControls(p.parser.value(p.seed))));
    o.refinement.threads = int(std::max(1u, std::thread::hardware_concurrency()));
    if (p.parser.isSet(p.threads)) {
        if (!readWholeNumber(QStringLiteral("threads"), p.parser.value(p.threads), 1, 256, &v, &numberError))
            return fail(numberError);
        o.refinement.threads = int(v);
    }
    if (p.parser.isSet(p.seat)) {
        if (!readWholeNumber(QStringLiteral("seat"), p.parser.value(p.seat), 0, kMaxPlayers - 1, &v,
                             &numberError))
            return fail(numberError);
        o.seat = int(v);
    }
    o.json = p.parser.isSet(p.json);
    o.progress = p.parser.isSet(p.progress);
    return o;
}

QString describeStep(const ChanceStep &step, const QStringList &names)
{
    const auto name = [&names](int p) { return names.value(p, QStringLiteral("player %1").arg(p)); };
    const Event *slap = step.find(Event::Type::Slap);
    const Event *won = step.find(Event::Type::PileWon);
    const Event *played = step.find(Event::Type::Play);
    QString text;
    switch (step.what.type) {
    case Action::Type::Slap:
        if (slap && slap->valid)
            text = QStringLiteral("%1 slapped the %2").arg(name(step.actor), patternText(slap->patterns));
        else if (slap)
            text = QStringLiteral("%1 slapped by mistake").arg(name(step.actor));
        else if (step.refusedLate())
            text = QStringLiteral("%1 slapped too late").arg(name(step.actor));
        else
            text = QStringLiteral("%1 slapped, not counted").arg(name(step.actor));
        break;
    case Action::Type::Play:
        if (step.landing && played)
            text = QStringLiteral("%1's %2 landed")
                       .arg(name(step.actor), QString::fromStdString(played->card.name()));
        else if (step.landing)
            text = QStringLiteral("%1's card went back").arg(name(step.actor));
        else if (!step.pileBefore.empty())
            text = QStringLiteral("nobody slapped the %1; %2 played")
                       .arg(patternText(step.pileBefore), name(step.actor));
        else
            text = QStringLiteral("%1 played").arg(name(step.actor));
        break;
    case Action::Type::Collect:
        text = QStringLiteral("the pile was collected");
        break;
    case Action::Type::TimeUp:
        text = QStringLiteral("time was up");
        break;
    }
    if (won && step.what.type != Action::Type::Slap)
        text += QStringLiteral("; %1 won the pile").arg(name(won->seat));
    return text;
}

QString formatAnalysis(const AnalyseOptions &options, const GameAnalysis &analysis, double elapsedS)
{
    const WinChances &chart = analysis.chart();
    const GameRecord &record = chart.record();
    const QStringList names = namesOf(record);
    const int n = chart.players();
    const int you = seatOf(options, record);
    const std::vector<Swing> swings = largestSwings(chart, you, 3, 0.0);
    const LuckAndSpeed split = analysis.luckAndSpeed();
    const auto &tallies = chart.tallies();
    const auto &steps = chart.steps();

    if (options.json) {
        QJsonObject o;
        o.insert(QStringLiteral("players"), QJsonArray::fromStringList(names));
        QJsonArray models;
        for (const BotProfile &m : chart.models())
            models.append(QJsonObject{{QStringLiteral("level"), QString::fromStdString(m.level)},
                                      {QStringLiteral("median_ms"), m.medianReactionMs},
                                      {QStringLiteral("play_ms"), m.playDelayMs}});
        o.insert(QStringLiteral("models"), models);
        QJsonArray positions;
        for (std::size_t k = 0; k < tallies.size(); ++k) {
            QJsonArray chances;
            for (int p = 0; p < n; ++p)
                chances.append(tallies[k].chance(p));
            QJsonObject one{{QStringLiteral("ms"), double(chart.positionMs(k))},
                            {QStringLiteral("chances"), chances},
                            {QStringLiteral("half_width"), tallies[k].widestHalfWidth(n)},
                            {QStringLiteral("samples"), tallies[k].samples}};
            if (k > 0) {
                one.insert(QStringLiteral("action"), double(steps[k - 1].action));
                one.insert(QStringLiteral("landing"), steps[k - 1].landing);
                one.insert(QStringLiteral("step"), describeStep(steps[k - 1], names));
            }
            positions.append(one);
        }
        o.insert(QStringLiteral("positions"), positions);
        QJsonArray swingList;
        for (const Swing &s : swings)
            swingList.append(
                QJsonObject{{QStringLiteral("position"), double(s.position)},
                            {QStringLiteral("ms"), double(chart.positionMs(s.position))},
                            {QStringLiteral("before"), s.before},
                            {QStringLiteral("after"), s.after},
                            {QStringLiteral("step"), describeStep(steps[s.position - 1], names)}});
        o.insert(QStringLiteral("seat"), you);
        o.insert(QStringLiteral("swings"), swingList);
        QJsonArray luck, speed, atDeal, result, widths;
        for (int p = 0; p < n; ++p) {
            const auto i = std::size_t(p);
            luck.append(split.luck[i]);
            speed.append(split.speed[i]);
            atDeal.append(split.atDeal[i]);
            result.append(split.result[i]);
            widths.append(split.halfWidth[i]);
        }
        o.insert(QStringLiteral("luck_and_speed"), QJsonObject{{QStringLiteral("at_deal"), atDeal},
                                                               {QStringLiteral("result"), result},
                                                               {QStringLiteral("luck"), luck},
                                                               {QStringLiteral("speed"), speed},
                                                               {QStringLiteral("half_width"), widths}});
        o.insert(QStringLiteral("play_outs"), double(analysis.playOuts()));
        o.insert(QStringLiteral("widest_half_width"), chart.widestHalfWidth());
        o.insert(QStringLiteral("elapsed_s"), elapsedS);
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) + QLatin1Char('\n');
    }

    QString out;
    const int winner = record.over ? record.winner : -1;
    out += QStringLiteral("%1 players (%2), %3 of game time, %4; %5 steps\n")
               .arg(n)
               .arg(names.join(QStringLiteral(", ")), clock(record.durationMs),
                    !record.over  ? QStringLiteral("not finished")
                    : winner >= 0 ? QStringLiteral("%1 won").arg(names.value(winner))
                                  : QStringLiteral("a draw"))
               .arg(steps.size());
    out += QStringLiteral("Played on by: ");
    for (int p = 0; p < n; ++p) {
        const BotProfile &m = chart.models()[std::size_t(p)];
        out += QStringLiteral("%1%2 %3 (median %4 ms, plays in %5 ms)")
                   .arg(p ? QStringLiteral("; ") : QString(), names.value(p), QString::fromStdString(m.level))
                   .arg(m.medianReactionMs)
                   .arg(m.playDelayMs);
    }
    out += QStringLiteral("\n%1 play-outs in %2 s; every position within ±%3 % (95 % interval)\n\n")
               .arg(analysis.playOuts())
               .arg(elapsedS, 0, 'f', 1)
               .arg(chart.widestHalfWidth() * 100, 0, 'f', 1);
    out += QStringLiteral("Win probability after every step (%):\n  time  ");
    for (int p = 0; p < n; ++p)
        out += QStringLiteral("%1").arg(names.value(p).left(7), 8);
    out += QStringLiteral("     ±  step\n");
    for (std::size_t k = 0; k < tallies.size(); ++k) {
        out += QStringLiteral("%1  ").arg(clock(chart.positionMs(k)), 6);
        for (int p = 0; p < n; ++p)
            out += QStringLiteral("%1").arg(percent(tallies[k].chance(p)), 8);
        out += QStringLiteral("%1  %2\n")
                   .arg(tallies[k].widestHalfWidth(n) * 100, 6, 'f', 1)
                   .arg(k == 0 ? QStringLiteral("the deal") : describeStep(steps[k - 1], names));
    }
    out += QStringLiteral("\nLargest swings for %1:\n").arg(names.value(you));
    for (const Swing &s : swings)
        out += QStringLiteral("  %1  %2: %3 % → %4 %\n")
                   .arg(clock(chart.positionMs(s.position)), describeStep(steps[s.position - 1], names))
                   .arg(std::lround(s.before * 100))
                   .arg(std::lround(s.after * 100));
    out += QStringLiteral("\nLuck and speed, against an average seat at this table (percentage points):\n"
                          "  player      at deal   result     luck    speed      ±\n");
    for (int p = 0; p < n; ++p) {
        const auto i = std::size_t(p);
        out += QStringLiteral("  %1%2%3%4%5%6\n")
                   .arg(names.value(p).left(10), -10)
                   .arg(percent(split.atDeal[i]), 9)
                   .arg(percent(split.result[i]), 9)
                   .arg(percent(split.luck[i]), 9)
                   .arg(percent(split.speed[i]), 9)
                   .arg(percent(split.halfWidth[i]), 7);
    }
    return out;
}

} // namespace ratscrew
