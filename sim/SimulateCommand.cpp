// SPDX-License-Identifier: GPL-3.0-or-later
#include "SimulateCommand.h"

#include "GameRecord.h"
#include "MatchSpeed.h"
#include "Random.h"
#include "RuleCode.h"
#include "RulesJson.h"
#include "TextEscapeQt.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <thread>

namespace ratscrew {

namespace {

constexpr long long kDefaultMaxPlays = 100000;
constexpr long long kMaxGames = 1000000000LL;

struct Parser
{
    QCommandLineParser parser;
    QCommandLineOption players{"players", "Players at the table, 2 to 8 (default 2).", "N", "2"};
    QCommandLineOption preset{"preset", "Rule preset (default house).", "NAME", "house"};
    QCommandLineOption rules{
        "rules",
        "Rule options over the preset, as a JSON object, e.g. '{\"burn_count\": 1}'; or a whole rule set as "
        "a "
        "rule code (R2-XXXX-XXXX-XXXX-XXXX, as the game's Settings > Rules shows it), without --preset.",
        "JSON|CODE"};
    QCommandLineOption bots{"bots",
                            "Bot levels: one for all players, or a comma list with one per player "
                            "(beginner, easy, normal, hard, expert, custom:MEDIAN_MS:SPREAD:MISS:"
                            "FALSE_SLAP:PLAY_MS[:CALL_COST_MS:CALL_MISS:FALSE_CALL], or match: as quick as "
                            "player 1 on each pattern; default normal).",
                            "LIST", "normal"};
    QCommandLineOption games{"games", "Games to play (default 1000).", "G", "1000"};
    QCommandLineOption seed{"seed", "Seed of the whole run (default 1).", "S", "1"};
    QCommandLineOption threads{"threads", "Worker threads (default: all cores); never changes the results.",
                               "T"};
    QCommandLineOption maxPlays{"max-plays", "Card plays after which a game is a draw (default 100000).", "N",
                                QString::number(kDefaultMaxPlays)};
    QCommandLineOption timeLimit{
        "time-limit",
        "Minutes of game time after which a game ends with T, time up: the most cards in hand win "
        "(0 to 600; 0: no limit; default: the rules' time_limit, 0 in every preset).",
        "MIN"};
    QCommandLineOption json{"json", "Print one JSON object."};
    QCommandLineOption check{"check",
                             "Check the rules' invariants after every action; exit 1 on a violation."};
    QCommandLineOption record{
        "record",
        "Write every game as a record file (docs/REPLAYS.md) into DIR, named "
        "game-NNNNNN.json by its number (DIR is made if missing); --max-plays 300000 at most.",
        "DIR"};
    QCommandLineOption vary{"vary-tables",
                            "Give every game its own random table: a preset with random rule overrides, "
                            "2 to 8 players and a random level per bot (for soak runs with --check; "
                            "--players, --preset, --rules and --bots are then not used)."};

    Parser()
    {
        parser.setApplicationDescription("Plays bots against bots on a virtual clock and prints who wins.");
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addOptions({players, preset, rules, bots, games, seed, threads, maxPlays, timeLimit, json,
                           check, vary, record});
    }
};

// Whole numbers as a person types them: digits, perhaps a sign and spaces.
// Such a value that does not fit is out of range, not "not a number".
bool looksLikeWholeNumber(const QString &text)
{
    static const QRegularExpression wholeNumber(QStringLiteral("^\\s*[+-]?[0-9]+\\s*$"));
    return wholeNumber.match(text).hasMatch();
}

QJsonArray perPlayer(const std::array<long long, kMaxPlayers> &values, int players)
{
    QJsonArray a;
    for (int p = 0; p < players; ++p)
        a.append(values[std::size_t(p)]);
    return a;
}

} // namespace

// readWholeNumber(): reads the whole number `text` of `option` in [min, max]. A number that
// does not fit (too large for 64 bits as well) is out of range, anything
// else is not a number; either way `error` gets one line.
bool readWholeNumber(const QString &option, const QString &text, long long min, long long max, long long *out,
                     QString *error)
{
    bool ok = false;
    const long long v = text.trimmed().toLongLong(&ok);
    if (ok && v >= min && v <= max) {
        *out = v;
        return true;
    }
    if (looksLikeWholeNumber(text))
        *error = QStringLiteral("--%1: %2 is out of range %3–%4")
                     .arg(option, escapeControls(text))
                     .arg(min)
                     .arg(max);
    else
        *error = QStringLiteral("--%1 needs a whole number from %2 to %3, not '%4'")
                     .arg(option)
                     .arg(min)
                     .arg(max)
                     .arg(escapeControls(text));
    return false;
}

QString commandHelp(const QCommandLineParser &parser, const QString &command)
{
    // The parser names the running program (or "<executable_name>" without
    // an application object): say the command as it is typed instead.
    QString text = parser.helpText();
    const qsizetype start = text.indexOf(QStringLiteral("Usage: ")) + 7;
    const qsizetype end = text.indexOf(QStringLiteral(" [options]"));
    if (start >= 7 && end > start)
        text.replace(start, end - start, QStringLiteral("ratscrew-sim ") + command);
    return text;
}

QString SimulateOptions::helpText()
{
    Parser p;
    return commandHelp(p.parser, QStringLiteral("simulate"));
}

std::optional<SimulateOptions> SimulateOptions::parse(const QStringList &arguments, QString *error)
{
    auto fail = [error](const QString &message) {
        *error = message;
        return std::nullopt;
    };
    Parser p;
    if (!p.parser.parse(QStringList{QStringLiteral("simulate")} + arguments))
        return fail(escapeControls(p.parser.errorText(), 400));
    if (!p.parser.positionalArguments().isEmpty())
        return fail(QStringLiteral("unexpected argument '%1'")
                        .arg(escapeControls(p.parser.positionalArguments().first())));

    SimulateOptions o;
    long long v = 0;
    QString numberError;
    if (!readWholeNumber(QStringLiteral("players"), p.parser.value(p.players), kMinPlayers, kMaxPlayers, &v,
                         &numberError))
        return fail(numberError);
    o.config.players = int(v);
    if (!readWholeNumber(QStringLiteral("games"), p.parser.value(p.games), 1, kMaxGames, &v, &numberError))
        return fail(numberError);
    o.config.games = v;
    bool ok = false;
    const QString seedText = p.parser.value(p.seed);
    o.config.seed = seedText.trimmed().toULongLong(&ok);
    if (!ok && looksLikeWholeNumber(seedText))
        return fail(QStringLiteral("--seed: %1 is out of range 0–18446744073709551615")
                        .arg(escapeControls(seedText)));
    if (!ok)
        return fail(QStringLiteral("--seed needs a whole number from 0 to 18446744073709551615, not '%1'")
                        .arg(escapeControls(seedText)));
    const long long cores = std::max(1u, std::thread::hardware_concurrency());
    if (p.parser.isSet(p.threads)) {
        if (!readWholeNumber(QStringLiteral("threads"), p.parser.value(p.threads), 1, 256, &v, &numberError))
            return fail(numberError);
        o.config.threads = int(v);
    } else {
        o.config.threads = int(cores);
    }

    o.preset = p.parser.value(p.preset);
    const auto rules = RuleSet::preset(o.preset.toStdString());
    if (!rules) {
        QStringList known;
        for (auto name : RuleSet::presetNames())
            known << QString::fromLatin1(name.data(), qsizetype(name.size()));
        return fail(QStringLiteral("unknown preset '%1' (known: %2)")
                        .arg(escapeControls(o.preset), known.join(QStringLiteral(", "))));
    }
    o.config.rules = *rules;
    if (p.parser.isSet(p.rules) && RuleCode::looksLikeCode(p.parser.value(p.rules).toStdString())) {
        // A whole rule set: not over a preset.
        if (p.parser.isSet(p.preset))
            return fail(QStringLiteral("--preset and a rule code in --rules cannot be used together (a rule "
                                       "code is a whole rule set)"));
        std::string codeError;
        const std::optional<RuleSet> coded =
            RuleCode::decode(p.parser.value(p.rules).toStdString(), &codeError);
        if (!coded)
            return fail(
                QStringLiteral("--rules: %1").arg(escapeControls(QString::fromStdString(codeError), 400)));
        o.config.rules = *coded;
        o.preset = QStringLiteral("custom");
        for (std::string_view name : RuleSet::presetNames())
            if (*RuleSet::preset(name) == *coded)
                o.preset = QString::fromLatin1(name.data(), qsizetype(name.size()));
    } else if (p.parser.isSet(p.rules)) {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(p.parser.value(p.rules).toUtf8(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject())
            return fail(
                QStringLiteral("--rules needs a JSON object of rule options, e.g. '{\"burn_count\": 1}'"));
        if (const QString e = applyRuleOverrides(o.config.rules, doc.object()); !e.isEmpty())
            return fail(QStringLiteral("--rules: %1").arg(escapeControls(e, 400)));
    }
    if (!readWholeNumber(QStringLiteral("max-plays"), p.parser.value(p.maxPlays), 1, 1000000000LL, &v,
                         &numberError))
        return fail(numberError);
    o.config.rules.maxPlays = v;
    // --time-limit over the preset's and --rules' time_limit.
    if (p.parser.isSet(p.timeLimit)) {
        if (!readWholeNumber(QStringLiteral("time-limit"), p.parser.value(p.timeLimit), 0,
                             RuleSet::kMaxTimeLimitMinutes, &v, &numberError))
            return fail(numberError);
        o.config.rules.timeLimitMinutes = int(v);
    }

    o.levels = p.parser.value(p.bots).split(QLatin1Char(','));
    if (o.levels.size() == 1)
        o.levels = QStringList(o.config.players, o.levels.first());
    if (o.levels.size() != o.config.players)
        return fail(
            QStringLiteral("--bots lists %1 levels for %2 players (give one for all, or one per player)")
                .arg(o.levels.size())
                .arg(o.config.players));
    for (const QString &level : o.levels) {
        if (level
            == QLatin1String(BotProfile::kMatchLevel.data(), qsizetype(BotProfile::kMatchLevel.size()))) {
            o.config.bots.push_back(BotProfile{}); // follows player 1's speed: below
            continue;
        }
        const auto profile = BotProfile::parse(level.toStdString());
        if (!profile)
            return fail(
                QStringLiteral(
                    "--bots: unknown level '%1' (levels: beginner, easy, normal, hard, expert, match, "
                    "or custom:MEDIAN_MS:SPREAD:MISS:FALSE_SLAP:PLAY_MS[:CALL_COST_MS:CALL_MISS:FALSE_CALL])")
                    .arg(escapeControls(level)));
        o.config.bots.push_back(*profile);
    }
    // `match` (MatchSpeed): as quick as player 1 on each pattern, learnt
    // from player 1's own reaction model.
    for (qsizetype i = 0; i < o.levels.size(); ++i) {
        if (o.levels.at(i) != QLatin1String("match"))
            continue;
        if (o.levels.constFirst() == QLatin1String("match"))
            return fail(
                QStringLiteral("--bots: 'match' plays at player 1's speed, so player 1 cannot be 'match'"));
        o.config.bots[std::size_t(i)] = MatchSpeed::fromProfile(o.config.bots.front(), o.config.rules,
                                                                Random::deriveSeed(o.config.seed, 99))
                                            .profile();
    }
    o.json = p.parser.isSet(p.json);
    o.config.check = p.parser.isSet(p.check);
    o.config.varyTables = p.parser.isSet(p.vary);
    o.recordDir = p.parser.value(p.record);
    if (p.parser.isSet(p.record) && o.recordDir.isEmpty())
        return fail(QStringLiteral("--record needs a folder name (--record DIR)"));
    if (p.parser.isSet(p.record) && o.config.rules.maxPlays > kMaxRecordedPlays)
        return fail(QStringLiteral("--record keeps games of at most %1 plays (a record holds at most %2 "
                                   "actions): lower --max-plays")
                        .arg(kMaxRecordedPlays)
                        .arg(GameRecord::kMaxActions));
    if (o.config.varyTables) {
        for (const QCommandLineOption *fixed : {&p.players, &p.preset, &p.rules, &p.bots, &p.timeLimit})
            if (p.parser.isSet(*fixed))
                return fail(QStringLiteral("--vary-tables draws the table of every game: drop --%1")
                                .arg(fixed->names().constFirst()));
        o.preset = QStringLiteral("varied");
        o.config.players = kMaxPlayers; // the per-player figures count player numbers 0..7
        o.levels = QStringList(kMaxPlayers, QStringLiteral("varied"));
    }
    return o;
}

QString formatSummary(const SimulateOptions &options, const SimulationSummary &s)
{
    const int n = options.config.players;
    // Sticks and splits are counted only where the rules can have them, so
    // that the report of rules without calls keeps its shape.
    const bool calls = options.config.rules.hasCalls() || options.config.varyTables;
    const double elapsed = std::max(s.elapsedS, 1e-9);
    if (options.json) {
        QJsonObject o;
        o["games"] = s.games;
        o["wins"] = perPlayer(s.wins, n);
        o["draws"] = s.draws;
        o["draws_at_max_plays"] = s.playLimitDraws;
        o["time_limit"] = options.config.varyTables ? QJsonValue(QStringLiteral("varied"))
                                                    : QJsonValue(options.config.rules.timeLimitMinutes);
        o["time_up"] = QJsonObject{{"won", s.timeUpWins}, {"drawn", s.timeUpDraws}};
        o["minutes"] = QJsonObject{{"p50", s.minutesP50}, {"p95", s.minutesP95}, {"max", s.minutesMax}};
        o["plays"] = QJsonObject{{"mean", s.playsMean}, {"median", s.playsMedian}, {"p95", s.playsP95}};
        QJsonObject slaps{{"valid", perPlayer(s.validSlaps, n)},
                          {"invalid", perPlayer(s.invalidSlaps, n)},
                          {"late", perPlayer(s.lateSlaps, n)},
                          {"sit_outs", perPlayer(s.sitOuts, n)}};
        if (calls) {
            slaps["sticks"] = perPlayer(s.sticks, n);
            slaps["splits"] = perPlayer(s.splits, n);
        }
        o["slaps"] = slaps;
        o["elapsed_s"] = s.elapsedS;
        o["games_per_s"] = double(s.games) / elapsed;
        o["plays_per_s"] = double(s.playsTotal) / elapsed;
        o["players"] = n;
        o["preset"] = options.preset;
        o["bots"] = QJsonArray::fromStringList(options.levels);
        o["seed"] = QString::number(options.config.seed);
        o["actions"] = s.actions;
        if (options.config.check) {
            o["violations"] = s.violations;
            if (s.violations > 0)
                o["first_violation"] =
                    QJsonObject{{"game", s.firstViolation.game},
                                {"message", QString::fromStdString(s.firstViolation.message)}};
        }
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) + QLatin1Char('\n');
    }
    QString out;
    out += QStringLiteral("%1 games, %2 players, preset %3, seed %4\n")
               .arg(s.games)
               .arg(n)
               .arg(options.preset)
               .arg(options.config.seed);
    out += QStringLiteral(
               "player  level      wins     win %%   valid slaps  invalid slaps  late slaps  sit-outs%1\n")
               .arg(calls ? QStringLiteral("  sticks  splits") : QString())
               .replace("%%", "%");
    for (int p = 0; p < n; ++p) {
        const auto i = std::size_t(p);
        out += QStringLiteral("%1  %2 %3 %4 %5 %6 %7 %8\n")
                   .arg(p, 6)
                   .arg(options.levels.at(p), -9)
                   .arg(s.wins[i], 6)
                   .arg(100.0 * double(s.wins[i]) / double(s.games), 8, 'f', 1)
                   .arg(s.validSlaps[i], 13)
                   .arg(s.invalidSlaps[i], 14)
                   .arg(s.lateSlaps[i], 11)
                   .arg(s.sitOuts[i], 9);
        if (calls)
            out.insert(out.size() - 1, QStringLiteral(" %1 %2").arg(s.sticks[i], 7).arg(s.splits[i], 7));
    }
    out += QStringLiteral("draws: %1 (at max_plays %2, time up %3)\n")
               .arg(s.draws)
               .arg(s.playLimitDraws)
               .arg(s.timeUpDraws);
    const int limit = options.config.rules.timeLimitMinutes;
    out += QStringLiteral("time up: %1 won on cards, %2 drawn on cards (limit %3)\n")
               .arg(s.timeUpWins)
               .arg(s.timeUpDraws)
               .arg(options.config.varyTables ? QStringLiteral("varied")
                    : limit > 0               ? QStringLiteral("%1 min").arg(limit)
                                              : QStringLiteral("none"));
    out += QStringLiteral("game minutes: p50 %1, p95 %2, max %3\n")
               .arg(s.minutesP50, 0, 'f', 1)
               .arg(s.minutesP95, 0, 'f', 1)
               .arg(s.minutesMax, 0, 'f', 1);
    out += QStringLiteral("plays per game: mean %1, median %2, p95 %3\n")
               .arg(s.playsMean, 0, 'f', 1)
               .arg(s.playsMedian, 0, 'f', 1)
               .arg(s.playsP95, 0, 'f', 0);
    if (options.config.check) {
        out += QStringLiteral("invariants checked after %1 actions: %2 games with a violation\n")
                   .arg(s.actions)
                   .arg(s.violations);
        if (s.violations > 0)
            out += QStringLiteral("first violation, game %1: %2\n")
                       .arg(s.firstViolation.game)
                       .arg(QString::fromStdString(s.firstViolation.message));
    }
    out += QStringLiteral("%1 s, %2 games/s, %3 plays/s\n")
               .arg(s.elapsedS, 0, 'f', 3)
               .arg(double(s.games) / elapsed, 0, 'f', 0)
               .arg(double(s.playsTotal) / elapsed, 0, 'f', 0);
    return out;
}

} // namespace ratscrew
