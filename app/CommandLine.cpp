// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"

#include "BotProfile.h"
#include "RuleCode.h"
#include "RuleSet.h"
#include "TextEscapeQt.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace ratscrew {

namespace {

struct Parser
{
    QCommandLineParser parser;
    QCommandLineOption seed{QStringLiteral("seed"),
                            QStringLiteral("Shuffle and bots from seed <N> (0 to 18446744073709551615), "
                                           "to replay a game."),
                            QStringLiteral("N")};
    QCommandLineOption bots{
        QStringLiteral("bots"),
        QStringLiteral("Play against <N> bots, 1 to 7 (default 3 normal bots), or against "
                       "one bot per level in a comma list of beginner, easy, normal, hard, "
                       "expert, match (as quick as you) (e.g. hard,normal,easy)."),
        QStringLiteral("N|LEVELS")};
    QCommandLineOption preset{QStringLiteral("preset"),
                              QStringLiteral("Rule preset: house (default), bicycle, slaps, "
                                             "slaps_advanced, classic or slaps_full."),
                              QStringLiteral("NAME")};
    QCommandLineOption rules{QStringLiteral("rules"),
                             QStringLiteral("Play with the rule set of the rule code <CODE> (as Settings > "
                                            "Rules shows it, e.g. R2-XXXX-XXXX-XXXX-XXXX) instead of a "
                                            "preset."),
                             QStringLiteral("CODE")};
    QCommandLineOption noSound{QStringLiteral("no-sound"), QStringLiteral("Start with sound off.")};
    QCommandLineOption demo{QStringLiteral("demo"),
                            QStringLiteral("Start by watching bots play (the demo table; any key or click "
                                           "plays).")};
    QCommandLineOption replay{QStringLiteral("replay"),
                              QStringLiteral("Watch the game record <FILE> (Game > Replays… lists the games "
                                             "kept) instead of playing."),
                              QStringLiteral("FILE")};

    Parser()
    {
        parser.setApplicationDescription(
            QStringLiteral("Egyptian Rat Screw against bots that slap like people.\n\n"
                           "Keys: Space plays your card, S slaps the pile."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({seed, bots, preset, rules, noSound, demo, replay});
        parser.addPositionalArgument(
            QStringLiteral("RUN"),
            QStringLiteral("A friend's run (a .ratscrew-run file) to check and add to "
                           "its deal's rivals."),
            QStringLiteral("[RUN]"));
    }
};

// Whole numbers as a person types them: digits, perhaps a sign. Such a
// value that does not fit is out of range, not "not a number".
bool looksLikeWholeNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("^\\s*[+-]?[0-9]+\\s*$"));
    return number.match(text).hasMatch();
}

} // namespace

QStringList CommandLine::withoutQtOptions(const QStringList &arguments)
{
    // The options QGuiApplication and QApplication take themselves (see
    // the QApplication and QGuiApplication documentation), with and
    // without a value.
    static const QStringList withValue =
        QStringLiteral("platform platformpluginpath platformtheme plugin qwindowgeometry qwindowicon "
                       "qwindowtitle session style stylesheet display geometry font fn background bg "
                       "foreground fg button btn name title visual ncols cmap im inputstyle dialogs")
            .split(QLatin1Char(' '));
    static const QStringList flags = {"reverse", "widgetcount", "nograb", "dograb", "sync"};
    QStringList out;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        QString name = arg;
        while (name.startsWith(QLatin1Char('-')))
            name.remove(0, 1);
        if (i == 0 || !arg.startsWith(QLatin1Char('-')) || name.isEmpty()) {
            out << arg;
            continue;
        }
        const QString key = name.section(QLatin1Char('='), 0, 0);
        if (flags.contains(key) || key == QLatin1String("qmljsdebugger"))
            continue;
        if (withValue.contains(key)) {
            if (!name.contains(QLatin1Char('=')))
                ++i; // the value is the next argument
            continue;
        }
        out << arg;
    }
    return out;
}

QString CommandLine::helpText()
{
    Parser p;
    // Without an application object the parser cannot know the program name.
    return p.parser.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("ratscrew"));
}

CommandLine CommandLine::parse(const QStringList &arguments)
{
    CommandLine result;
    auto fail = [&result](const QString &message) {
        result.outcome = Outcome::Error;
        result.error = message;
        return result;
    };
    Parser p;
    if (!p.parser.parse(withoutQtOptions(arguments)))
        return fail(escapeControls(p.parser.errorText(), 400));
    const QStringList positional = p.parser.positionalArguments();
    for (qsizetype i = 0; i < positional.size(); ++i)
        if (i > 0 || !positional.at(i).endsWith(QLatin1String(".ratscrew-run"), Qt::CaseInsensitive))
            return fail(QStringLiteral("unexpected argument '%1'").arg(escapeControls(positional.at(i))));
    if (!positional.isEmpty())
        result.runFile = positional.constFirst();
    if (p.parser.isSet(QStringLiteral("help")) || p.parser.isSet(QStringLiteral("help-all"))) {
        result.outcome = Outcome::ShowHelp;
        return result;
    }
    if (p.parser.isSet(QStringLiteral("version"))) {
        result.outcome = Outcome::ShowVersion;
        return result;
    }
    if (p.parser.isSet(p.seed)) {
        const QString value = p.parser.value(p.seed);
        bool ok = false;
        const quint64 seed = value.trimmed().toULongLong(&ok);
        if (!ok && looksLikeWholeNumber(value))
            return fail(QStringLiteral("--seed: %1 is out of range 0–18446744073709551615")
                            .arg(escapeControls(value)));
        if (!ok)
            return fail(QStringLiteral("--seed needs a whole number from 0 to 18446744073709551615, not '%1'")
                            .arg(escapeControls(value)));
        result.seed = seed;
    }
    if (p.parser.isSet(p.bots)) {
        const QString value = p.parser.value(p.bots);
        QStringList levels;
        if (looksLikeWholeNumber(value)) {
            bool ok = false;
            const long long count = value.trimmed().toLongLong(&ok);
            if (!ok || count < 1 || count > 7)
                return fail(QStringLiteral("--bots: %1 is out of range 1–7").arg(escapeControls(value)));
            levels = QStringList(int(count), QStringLiteral("normal"));
        } else {
            levels = value.split(QLatin1Char(','));
            for (const QString &level : levels)
                if (!BotProfile::forLevel(level.toStdString()) && level != QLatin1String("match"))
                    return fail(
                        QStringLiteral("--bots: unknown level '%1' (levels: beginner, easy, normal, hard, "
                                       "expert, match)")
                            .arg(escapeControls(level)));
            if (levels.size() > 7)
                return fail(
                    QStringLiteral("--bots lists %1 levels; at most 7 bots can play").arg(levels.size()));
        }
        result.botLevels = levels;
    }
    if (p.parser.isSet(p.preset)) {
        const QString name = p.parser.value(p.preset);
        if (!RuleSet::preset(name.toStdString()))
            return fail(QStringLiteral("--preset must be one of house, bicycle, slaps, slaps_advanced, "
                                       "classic, slaps_full, not '%1'")
                            .arg(escapeControls(name)));
        result.preset = name;
    }
    if (p.parser.isSet(p.rules)) {
        if (result.preset)
            return fail(QStringLiteral("--preset and --rules cannot be used together (a rule code is a whole "
                                       "rule set)"));
        std::string error;
        const std::optional<RuleSet> rules = RuleCode::decode(p.parser.value(p.rules).toStdString(), &error);
        if (!rules)
            return fail(
                QStringLiteral("--rules: %1").arg(escapeControls(QString::fromStdString(error), 400)));
        result.rules = rules;
    }
    result.sound = !p.parser.isSet(p.noSound);
    result.demo = p.parser.isSet(p.demo);
    if (p.parser.isSet(p.replay))
        result.replayFile = p.parser.value(p.replay);
    return result;
}

} // namespace ratscrew
