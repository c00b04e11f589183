// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/AppSettings.h"

#include "MatchSpeed.h"
#include "RuleCode.h"
#include "TextEscapeQt.h"
#include "table/SvgCardDeck.h"

#include <QSettings>

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace ratscrew {

namespace {

// The settings key of rule option `name` (docs/RULES.md §7): "rules/run_ace", ….
QString optionKey(std::string_view name)
{
    return QStringLiteral("rules/") + QString::fromLatin1(name.data(), qsizetype(name.size()));
}

const QStringList &defaultBotNames()
{
    static const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cal"),
                                      QStringLiteral("Dee"), QStringLiteral("Eli"), QStringLiteral("Fay"),
                                      QStringLiteral("Gus")};
    return names;
}

// A stored value as text. INI files written by hand may hold a bare
// comma list, which QSettings reads as a string list: join it again.
QString storedText(QSettings &s, const QString &key)
{
    const QVariant v = s.value(key);
    if (v.metaType().id() == QMetaType::QStringList)
        return v.toStringList().join(QLatin1Char(','));
    return v.toString();
}

// Where the `index`th key (0, 1) of `command` is stored.
QString keyKey(KeyCommand command, int index)
{
    return QStringLiteral("keys/%1/%2").arg(KeyBindings::id(command)).arg(index + 1);
}

// The keys: a missing one is the default, an empty one none, a bad one
// the default (noted), and so is one that opens a menu in the language in
// use (it would never work); keys that clash give the default keys back.
KeyBindings readKeys(QSettings &s, QStringList &problems)
{
    KeyBindings keys = KeyBindings::defaults();
    const QList<KeyBindings::MenuKey> menus = KeyBindings::menuKeys();
    const auto menuOf = [&menus](const QKeySequence &key) -> const KeyBindings::MenuKey * {
        for (const KeyBindings::MenuKey &menu : menus)
            if (menu.key == key)
                return &menu;
        return nullptr;
    };
    for (int c = 0; c < KeyBindings::kCommands; ++c)
        for (int i = 0; i < KeyBindings::kKeysPerCommand; ++i) {
            const QString key = keyKey(KeyCommand(c), i);
            if (!s.contains(key))
                continue;
            QKeySequence &bound = keys.keys[std::size_t(c)][std::size_t(i)];
            const QString text = storedText(s, key).trimmed();
            if (text.isEmpty()) {
                bound = QKeySequence();
            } else if (const std::optional<QKeySequence> read = KeyBindings::fromText(text)) {
                if (const KeyBindings::MenuKey *menu = menuOf(*read))
                    problems << QStringLiteral("%1: '%2' opens the menu '%3', using %4")
                                    .arg(key, escapeControls(text), menu->menu,
                                         bound.isEmpty() ? QStringLiteral("none")
                                                         : bound.toString(QKeySequence::PortableText));
                else
                    bound = *read;
            } else {
                problems << QStringLiteral("%1: '%2' is not one key, using %3")
                                .arg(key, escapeControls(text),
                                     bound.isEmpty() ? QStringLiteral("none")
                                                     : bound.toString(QKeySequence::PortableText));
            }
        }
    const QList<KeyBindings::Conflict> clashes = keys.conflicts();
    if (!clashes.isEmpty()) {
        const KeyBindings::Conflict &c = clashes.constFirst();
        problems << QStringLiteral("keys: %1 is the key of both %2 and %3, using the default keys")
                        .arg(c.key.toString(QKeySequence::PortableText), KeyBindings::id(c.first),
                             KeyBindings::id(c.second));
        keys = KeyBindings::defaults();
    }
    return keys;
}

// "min–max" as messages write a range.
template<typename T>
QString rangeText(T min, T max)
{
    return QStringLiteral("%1–%2").arg(min).arg(max);
}

// Reads a number in [min, max]: out of range is clamped, garbage falls
// back to `fallback`; both are noted in `problems`. A number too large for
// the type is out of range, not "not a number".
template<typename T>
T readNumber(QSettings &s, const QString &key, T fallback, T min, T max, QStringList &problems)
{
    if (!s.contains(key))
        return fallback;
    const QString text = storedText(s, key).trimmed();
    bool ok = false;
    const double value = text.toDouble(&ok);
    const bool integral = std::is_integral_v<T>;
    if (!ok || value != value || (integral && value != std::trunc(value))) { // NaN reads as a number
        problems << QStringLiteral("%1: '%2' is not a%3 number, using %4")
                        .arg(key, escapeControls(text), integral ? QStringLiteral(" whole") : QString())
                        .arg(fallback);
        return fallback;
    }
    if (value < double(min) || value > double(max)) {
        const T clamped = value < double(min) ? min : max;
        problems << QStringLiteral("%1: %2 is out of range %3, using %4")
                        .arg(key, escapeControls(text), rangeText(min, max))
                        .arg(clamped);
        return clamped;
    }
    return T(value);
}

bool readBool(QSettings &s, const QString &key, bool fallback, QStringList &problems)
{
    if (!s.contains(key))
        return fallback;
    const QString text = storedText(s, key).trimmed().toLower();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    problems << QStringLiteral("%1: '%2' is not true or false, using %3")
                    .arg(key, escapeControls(storedText(s, key)),
                         fallback ? QStringLiteral("true") : QStringLiteral("false"));
    return fallback;
}

QColor readColour(QSettings &s, const QString &key, const QColor &fallback, QStringList &problems)
{
    if (!s.contains(key))
        return fallback;
    const QColor colour = QColor::fromString(storedText(s, key).trimmed());
    if (!colour.isValid()) {
        problems << QStringLiteral("%1: '%2' is not a colour, using %3")
                        .arg(key, escapeControls(storedText(s, key)), fallback.name());
        return fallback;
    }
    return colour;
}

// The saved rule sets ("ruleSets/size", "ruleSets/<n>/name" and "/code"):
// one with a bad name or code (a newer version's, `R2-…`, among them), or
// a name taken before, is left out with a line, and so are those past
// kMaxRuleSets; the rest are read. What is left out goes to `unread` as
// the store holds it, to be written back: this version cannot read it,
// but it is the person's, and a newer version may.
QList<SavedRuleSet> readRuleSets(QSettings &store, QStringList &problems,
                                 QList<AppSettings::UnreadRuleSet> &unread)
{
    QList<SavedRuleSet> sets;
    const QString sizeKey = QStringLiteral("ruleSets/size");
    if (!store.contains(sizeKey))
        return sets;
    bool ok = false;
    const QString sizeText = storedText(store, sizeKey).trimmed();
    const int count = sizeText.toInt(&ok);
    if (!ok || count < 0) {
        problems << QStringLiteral("%1: '%2' is not a number of rule sets, reading none")
                        .arg(sizeKey, escapeControls(sizeText));
        return sets;
    }
    // Keeps the entry at `prefix` as it is stored; false when it has no key.
    const auto keep = [&store, &unread](const QString &prefix) {
        const QString name = prefix + QStringLiteral("name"), code = prefix + QStringLiteral("code");
        if (!store.contains(name) && !store.contains(code))
            return false;
        unread.append(AppSettings::UnreadRuleSet{store.value(name), store.value(code)});
        return true;
    };
    for (int i = 0; i < std::min(count, AppSettings::kMaxRuleSets); ++i) {
        const QString prefix = QStringLiteral("ruleSets/%1/").arg(i + 1);
        const QString name =
            AppSettings::cleanRuleSetName(storedText(store, prefix + QStringLiteral("name")));
        const QString code = storedText(store, prefix + QStringLiteral("code")).trimmed();
        RuleCode::Error error;
        const std::optional<RuleSet> rules = RuleCode::decode(code.toStdString(), &error);
        QString why;
        if (name.isEmpty())
            why = QStringLiteral("%1name: no name").arg(prefix);
        else if (!rules)
            why = QStringLiteral("%1code: %2")
                      .arg(prefix, escapeControls(QString::fromStdString(error.message)));
        else if (AppSettings::findRuleSet(sets, name) >= 0)
            why = QStringLiteral("%1name: '%2' is already the name of a rule set")
                      .arg(prefix, escapeControls(name));
        if (why.isEmpty())
            sets.append(SavedRuleSet{name, *rules});
        else
            problems << why
                            + (keep(prefix) ? QStringLiteral(", left out (kept in the file as it is)")
                                            : QStringLiteral(", left out"));
    }
    if (count > AppSettings::kMaxRuleSets) {
        // Those past the limit, in their order: only entries that exist
        // (a count written by hand may be huge).
        QList<int> past;
        store.beginGroup(QStringLiteral("ruleSets"));
        for (const QString &group : store.childGroups()) {
            const int n = group.toInt(&ok);
            if (ok && n > AppSettings::kMaxRuleSets && n <= count && group == QString::number(n))
                past.append(n);
        }
        store.endGroup();
        std::sort(past.begin(), past.end());
        for (const int n : std::as_const(past))
            keep(QStringLiteral("ruleSets/%1/").arg(n));
        QString line = QStringLiteral("%1: %2 rule sets, reading the first %3")
                           .arg(sizeKey)
                           .arg(count)
                           .arg(AppSettings::kMaxRuleSets);
        if (!past.isEmpty())
            line += QStringLiteral("; the other %1 are kept in the file as they are").arg(past.size());
        problems << line;
    }
    return sets;
}

// A name as shown: its printable characters, spaces simplified.
QString printableName(const QString &text)
{
    QString name;
    for (const QChar c : text)
        if (c.isPrint() || c.isSpace())
            name += c;
    return name.simplified();
}

QString readName(QSettings &s, const QString &key, const QString &fallback, QStringList &problems)
{
    if (!s.contains(key))
        return fallback;
    const QString raw = storedText(s, key);
    QString name = printableName(raw);
    if (name.size() != raw.simplified().size())
        problems << QStringLiteral("%1: '%2' has characters that cannot be shown, left out")
                        .arg(key, escapeControls(raw));
    if (name.isEmpty()) {
        problems << QStringLiteral("%1: an empty name, using %2").arg(key, fallback);
        return fallback;
    }
    if (name.size() > AppSettings::kMaxNameLength) {
        name.truncate(AppSettings::kMaxNameLength);
        problems << QStringLiteral("%1: longer than %2 characters, cut to '%3'")
                        .arg(key)
                        .arg(AppSettings::kMaxNameLength)
                        .arg(escapeControls(name));
    }
    return name;
}

// A rule option as text in the store, and back (docs/RULES.md §7 names).
// A list is comma-separated ("J,A"), an empty one "none" like an unset rank.
QString optionText(const OptionValue &value)
{
    if (const auto *b = std::get_if<bool>(&value))
        return *b ? QStringLiteral("true") : QStringLiteral("false");
    if (const auto *n = std::get_if<long long>(&value))
        return QString::number(*n);
    if (const auto *t = std::get_if<std::string>(&value))
        return QString::fromStdString(*t);
    if (const auto *list = std::get_if<std::vector<std::string>>(&value)) {
        QStringList ids;
        for (const auto &id : *list)
            ids << QString::fromStdString(id);
        return ids.isEmpty() ? QStringLiteral("none") : ids.join(QLatin1Char(','));
    }
    return QStringLiteral("none");
}

// Whether option `name` may be null (docs/RULES.md §7: the rank options,
// where null is no rank): asked of the rules themselves, so that an option
// added later is read right.
bool takesNull(std::string_view name)
{
    RuleSet probe;
    return probe.setOption(name, std::monostate{}).empty();
}

// Parses `text` as a value of option `name`, of the same kind as `like`
// (its value now). "none" is null only for an option that may be null: a
// word option (`penalty`) has a value spelled "none" of its own.
OptionValue optionFromText(std::string_view name, const QString &text, const OptionValue &like)
{
    const QString t = text.trimmed();
    if (std::holds_alternative<bool>(like)) {
        if (t == QLatin1String("true") || t == QLatin1String("1"))
            return true;
        if (t == QLatin1String("false") || t == QLatin1String("0"))
            return false;
        return t.toStdString(); // refused by setOption with a clear message
    }
    if (std::holds_alternative<long long>(like)) {
        bool ok = false;
        const long long n = t.toLongLong(&ok);
        return ok ? OptionValue(n) : OptionValue(t.toStdString());
    }
    if (std::holds_alternative<std::vector<std::string>>(like)) {
        std::vector<std::string> ids; // "none" (or nothing, as stored up to 0.2): an empty list
        if (t == QLatin1String("none"))
            return ids;
        for (const QString &id : t.split(QLatin1Char(','), Qt::SkipEmptyParts))
            ids.push_back(id.trimmed().toStdString());
        return ids;
    }
    // A rank option: a letter, or none (nothing). A word option: its word.
    if (takesNull(name) && (t.isEmpty() || t == QLatin1String("none")))
        return std::monostate{};
    return t.toStdString();
}

} // namespace

const QStringList &AppSettings::languages()
{
    static const QStringList codes = {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"),
                                      QStringLiteral("fr"), QStringLiteral("it"), QStringLiteral("ja"),
                                      QStringLiteral("nl"), QStringLiteral("pl"), QStringLiteral("pt_BR")};
    return codes;
}

BotProfile BotSettings::profile() const
{
    if (level == QLatin1String("custom"))
        return custom;
    if (level == QLatin1String("match"))
        return MatchSpeed().profile(); // before any time of the person: normal's numbers
    return BotProfile::forLevel(level.toStdString()).value_or(*BotProfile::forLevel("normal"));
}

QList<BotSettings> AppSettings::defaultBots(int count)
{
    QList<BotSettings> bots;
    for (int i = 0; i < std::clamp(count, kMinBots, kMaxBots); ++i)
        bots.append(BotSettings{defaultBotNames().at(i), QStringLiteral("normal"),
                                BotSettings::customFrom("normal")});
    return bots;
}

QString AppSettings::cleanRuleSetName(const QString &text)
{
    QString name = printableName(text);
    if (name.size() > kMaxRuleSetNameLength) {
        name.truncate(kMaxRuleSetNameLength);
        name = name.trimmed();
    }
    return name;
}

int AppSettings::findRuleSet(const QList<SavedRuleSet> &sets, const QString &name)
{
    for (int i = 0; i < int(sets.size()); ++i)
        if (sets.at(i).name.compare(name, Qt::CaseInsensitive) == 0)
            return i;
    return -1;
}

const QList<int> &AppSettings::gameLengths()
{
    static const QList<int> lengths = {0, 10, 20, 30, 60};
    return lengths;
}

QString AppSettings::presetFor(const RuleSet &rules)
{
    // The game length is no part of a preset (the presets have none).
    RuleSet bare = rules;
    bare.timeLimitMinutes = 0;
    for (auto name : RuleSet::presetNames())
        if (RuleSet::preset(name) == bare)
            return QString::fromLatin1(name.data(), qsizetype(name.size()));
    return QStringLiteral("custom");
}

QStringList AppSettings::load(QSettings &store)
{
    QStringList problems;
    const AppSettings defaults;
    migrate(store);
    bool versionOk = false;
    const int version = store.value(QLatin1String(kFormatVersionKey), 1).toInt(&versionOk);
    if (versionOk && version > kFormatVersion)
        problems << QStringLiteral(
                        "%1: written by a newer Ratscrew (format %2, this one reads %3); what it does not "
                        "know is left as it is")
                        .arg(QLatin1String(kFormatVersionKey))
                        .arg(version)
                        .arg(kFormatVersion);

    playerName = readName(store, QStringLiteral("players/name"), defaults.playerName, problems);
    // QSettings arrays: "bots/size" and "bots/1/name", … (read by full
    // key, so that a problem names the bot it is about).
    const int count = store.contains(QStringLiteral("bots/size"))
                          ? readNumber(store, QStringLiteral("bots/size"), int(defaults.bots.size()),
                                       kMinBots, kMaxBots, problems)
                          : 0;
    if (count == 0) {
        bots = defaults.bots;
    } else {
        bots.clear();
        const BotProfile normal = BotSettings::customFrom("normal");
        for (int i = 0; i < count; ++i) {
            const QString prefix = QStringLiteral("bots/%1/").arg(i + 1);
            BotSettings bot;
            bot.name = readName(store, prefix + QStringLiteral("name"), defaultBotNames().at(i), problems);
            bot.level = storedText(store, prefix + QStringLiteral("level")).trimmed();
            if (bot.level.isEmpty())
                bot.level = QStringLiteral("normal");
            if (bot.isPerson() && std::count_if(bots.cbegin(), bots.cend(), [](const BotSettings &b) {
                                      return b.isPerson();
                                  }) >= kMaxPeople - 1) {
                problems << QStringLiteral("%1level: at most %2 people play at one keyboard, using normal")
                                .arg(prefix)
                                .arg(kMaxPeople);
                bot.level = QStringLiteral("normal");
            }
            if (bot.level != QLatin1String("custom") && bot.level != QLatin1String("match") && !bot.isPerson()
                && !BotProfile::forLevel(bot.level.toStdString())) {
                problems << QStringLiteral("%1level: unknown level '%2', using normal")
                                .arg(prefix, escapeControls(bot.level));
                bot.level = QStringLiteral("normal");
            }
            BotProfile &c = bot.custom;
            c.medianReactionMs = readNumber(store, prefix + QStringLiteral("medianMs"),
                                            normal.medianReactionMs, 100, 3000, problems);
            c.spread =
                readNumber(store, prefix + QStringLiteral("spread"), normal.spread, 0.0, 1.0, problems);
            c.missChance =
                readNumber(store, prefix + QStringLiteral("miss"), normal.missChance, 0.0, 1.0, problems);
            c.falseSlapChance = readNumber(store, prefix + QStringLiteral("falseSlap"),
                                           normal.falseSlapChance, 0.0, 1.0, problems);
            c.playDelayMs = readNumber(store, prefix + QStringLiteral("playDelayMs"), normal.playDelayMs, 100,
                                       5000, problems);
            // The call numbers came later: without them, `normal`'s.
            c.callCostMs = readNumber(store, prefix + QStringLiteral("callCostMs"), normal.callCostMs, 0,
                                      2000, problems);
            c.callMissChance = readNumber(store, prefix + QStringLiteral("callMiss"), normal.callMissChance,
                                          0.0, 1.0, problems);
            c.falseCallChance = readNumber(store, prefix + QStringLiteral("falseCall"),
                                           normal.falseCallChance, 0.0, 1.0, problems);
            bots.append(bot);
        }
    }

    preset = storedText(store, QStringLiteral("rules/preset")).trimmed();
    if (preset.isEmpty())
        preset = defaults.preset;
    std::optional<RuleSet> base = RuleSet::preset(preset.toStdString());
    if (!base && preset != QLatin1String("custom")) {
        problems
            << QStringLiteral("rules/preset: unknown preset '%1', using house").arg(escapeControls(preset));
        preset = QStringLiteral("house");
    }
    rules = base.value_or(*RuleSet::preset("house"));
    for (auto name : RuleSet::optionNames()) {
        const QString key = optionKey(name);
        if (name == "time_limit" || !store.contains(key)) // the game length is its own key
            continue;
        const QString text = storedText(store, key);
        const std::string error = rules.setOption(name, optionFromText(name, text, rules.option(name)));
        if (!error.empty())
            problems << QStringLiteral("%1: %2, keeping %3")
                            .arg(key, escapeControls(QString::fromStdString(error)),
                                 optionText(rules.option(name)));
    }
    // Custom rules saved before `dealer_starts` existed keep the dealer
    // they were shown with.
    if (!base && !store.contains(optionKey("dealer_starts")))
        rules.dealerStarts = RuleSet::dealerStartsBefore(rules);
    preset = presetFor(rules);
    collectDelayMs = readNumber(store, QStringLiteral("rules/collectDelayMs"), defaults.collectDelayMs,
                                kMinCollectDelayMs, kMaxCollectDelayMs, problems);
    // Whole minutes the engine takes (a rule code may bring a length the
    // dialog does not offer); anything else is a file edited by hand: the
    // default, noted once.
    const QString lengthKey = QStringLiteral("rules/gameLength");
    gameLengthMinutes = defaults.gameLengthMinutes;
    if (store.contains(lengthKey)) {
        const QString text = storedText(store, lengthKey).trimmed();
        bool ok = false;
        const int minutes = text.toInt(&ok);
        if (ok && minutes >= 0 && minutes <= RuleSet::kMaxTimeLimitMinutes)
            gameLengthMinutes = minutes;
        else
            problems << QStringLiteral("%1: '%2' is not a whole number of minutes from 0 to %3, using %4")
                            .arg(lengthKey, escapeControls(text))
                            .arg(RuleSet::kMaxTimeLimitMinutes)
                            .arg(defaults.gameLengthMinutes);
    }
    unreadRuleSets.clear();
    savedRuleSets = readRuleSets(store, problems, unreadRuleSets);

    botPlaySpeed =
        readNumber(store, QStringLiteral("game/botPlaySpeed"), defaults.botPlaySpeed, 0.5, 2.0, problems);
    animationScale = readNumber(store, QStringLiteral("display/animationScale"), defaults.animationScale, 0.0,
                                3.0, problems);
    pauseOnFocusLoss =
        readBool(store, QStringLiteral("game/pauseOnFocusLoss"), defaults.pauseOnFocusLoss, problems);
    newGamesWait = readBool(store, QStringLiteral("game/newGamesWait"), defaults.newGamesWait, problems);
    keepRecords =
        readNumber(store, QStringLiteral("game/keepRecords"), defaults.keepRecords, 0, 10000, problems);
    const QString coachText = storedText(store, QStringLiteral("game/coach")).trimmed().toLower();
    if (coachText.isEmpty() || coachText == QLatin1String("automatic"))
        coach = CoachMode::Automatic;
    else if (coachText == QLatin1String("on"))
        coach = CoachMode::On;
    else if (coachText == QLatin1String("off"))
        coach = CoachMode::Off;
    else
        problems << QStringLiteral("game/coach: '%1' is not automatic, on or off, using automatic")
                        .arg(escapeControls(coachText));
    volume = readNumber(store, QStringLiteral("sound/volume"), defaults.volume, 0, 100, problems);
    muted = readBool(store, QStringLiteral("sound/muted"), defaults.muted, problems);
    cardBackColour =
        readColour(store, QStringLiteral("appearance/cardBackColour"), defaults.cardBackColour, problems);
    fourColourDeck =
        readBool(store, QStringLiteral("appearance/fourColourDeck"), defaults.fourColourDeck, problems);
    highContrast =
        readBool(store, QStringLiteral("appearance/highContrast"), defaults.highContrast, problems);
    reduceMotion =
        readBool(store, QStringLiteral("appearance/reduceMotion"), defaults.reduceMotion, problems);
    tableColour = readColour(store, QStringLiteral("appearance/tableColour"), defaults.tableColour, problems);
    cardDeck = storedText(store, QStringLiteral("appearance/deck")).trimmed();
    if (!cardDeck.isEmpty() && !CardDecks::find(cardDeck)) {
        const QString line =
            CardDecks::canDraw()
                ? QStringLiteral("appearance/deck: no card deck '%1' is installed, using the built-in deck")
                : QStringLiteral("appearance/deck: '%1' is not drawn by this copy (built without Qt SVG), "
                                 "using the built-in deck");
        problems << line.arg(escapeControls(cardDeck));
        cardDeck.clear();
    }
    language = storedText(store, QLatin1String(kLanguageKey)).trimmed();
    if (!language.isEmpty() && !languages().contains(language)) {
        problems << QStringLiteral("%1: no translation '%2', using the system's language")
                        .arg(QLatin1String(kLanguageKey), escapeControls(language));
        language.clear();
    }
    keys = readKeys(store, problems);
    logVisible = readBool(store, QStringLiteral("window/logVisible"), defaults.logVisible, problems);
    windowGeometry = store.value(QStringLiteral("window/geometry")).toByteArray();
    windowState = store.value(QStringLiteral("window/state")).toByteArray();
    return problems;
}

void AppSettings::migrate(QSettings &store)
{
    // Up to format 2 every rule option was saved beside a named preset, so
    // a player of the house preset would now find the first edition's
    // house values (ace high in runs) as a custom rule set: a named preset
    // takes this version's values instead, once.
    if (store.value(QLatin1String(kFormatVersionKey), 1).toInt() < 3
        && RuleSet::preset(store.value(QStringLiteral("rules/preset")).toString().trimmed().toStdString())) {
        bool removed = false;
        for (auto name : RuleSet::optionNames()) {
            const QString key = optionKey(name);
            if (store.contains(key)) {
                store.remove(key);
                removed = true;
            }
        }
        if (removed)
            store.setValue(QLatin1String(kFormatVersionKey), kFormatVersion);
    }
    // Up to 0.1.0 the language was saved as "general/language". Qt writes
    // that group as [%General] in an INI file, but a new process reads
    // [%General] back as "General" (and a plain [General] as the top level,
    // "language"); native stores (the registry, plists) keep
    // "general/language". Any of them, once.
    if (store.contains(QLatin1String(kLanguageKey)))
        return;
    for (const QString &old : {QStringLiteral("general/language"), QStringLiteral("General/language"),
                               QStringLiteral("language")}) {
        if (store.contains(old)) {
            store.setValue(QLatin1String(kLanguageKey), store.value(old));
            store.remove(old);
            store.setValue(QLatin1String(kFormatVersionKey), kFormatVersion);
            return;
        }
    }
}

QMap<QString, QVariant> AppSettings::keyValues() const
{
    QMap<QString, QVariant> kv;
    kv.insert(QStringLiteral("players/name"), playerName);
    // The layout of QSettings::beginWriteArray(), written by full key.
    kv.insert(QStringLiteral("bots/size"), int(bots.size()));
    for (int i = 0; i < int(bots.size()); ++i) {
        const QString prefix = QStringLiteral("bots/%1/").arg(i + 1);
        const BotSettings &bot = bots.at(i);
        kv.insert(prefix + QStringLiteral("name"), bot.name);
        kv.insert(prefix + QStringLiteral("level"), bot.level);
        kv.insert(prefix + QStringLiteral("medianMs"), bot.custom.medianReactionMs);
        kv.insert(prefix + QStringLiteral("spread"), bot.custom.spread);
        kv.insert(prefix + QStringLiteral("miss"), bot.custom.missChance);
        kv.insert(prefix + QStringLiteral("falseSlap"), bot.custom.falseSlapChance);
        kv.insert(prefix + QStringLiteral("playDelayMs"), bot.custom.playDelayMs);
        kv.insert(prefix + QStringLiteral("callCostMs"), bot.custom.callCostMs);
        kv.insert(prefix + QStringLiteral("callMiss"), bot.custom.callMissChance);
        kv.insert(prefix + QStringLiteral("falseCall"), bot.custom.falseCallChance);
    }
    kv.insert(QStringLiteral("rules/preset"), preset);
    // A named preset's options are the preset's: only custom rules are
    // stored option by option (format 3).
    if (!RuleSet::preset(preset.toStdString()))
        for (auto name : RuleSet::optionNames())
            if (name != "time_limit")
                kv.insert(optionKey(name), optionText(rules.option(name)));
    kv.insert(QStringLiteral("rules/collectDelayMs"), collectDelayMs);
    kv.insert(QStringLiteral("rules/gameLength"), gameLengthMinutes);
    // The rule sets this version read, then, as they were, those it could not.
    const int saved = int(savedRuleSets.size());
    kv.insert(QStringLiteral("ruleSets/size"), saved + int(unreadRuleSets.size()));
    for (int i = 0; i < saved; ++i) {
        const QString prefix = QStringLiteral("ruleSets/%1/").arg(i + 1);
        kv.insert(prefix + QStringLiteral("name"), savedRuleSets.at(i).name);
        kv.insert(prefix + QStringLiteral("code"),
                  QString::fromStdString(RuleCode::encode(savedRuleSets.at(i).rules)));
    }
    for (int i = 0; i < int(unreadRuleSets.size()); ++i) {
        const QString prefix = QStringLiteral("ruleSets/%1/").arg(saved + i + 1);
        const UnreadRuleSet &unread = unreadRuleSets.at(i);
        if (unread.name.isValid())
            kv.insert(prefix + QStringLiteral("name"), unread.name);
        if (unread.code.isValid())
            kv.insert(prefix + QStringLiteral("code"), unread.code);
    }
    kv.insert(QStringLiteral("game/botPlaySpeed"), botPlaySpeed);
    kv.insert(QStringLiteral("display/animationScale"), animationScale);
    kv.insert(QStringLiteral("game/pauseOnFocusLoss"), pauseOnFocusLoss);
    kv.insert(QStringLiteral("game/newGamesWait"), newGamesWait);
    kv.insert(QStringLiteral("game/keepRecords"), keepRecords);
    kv.insert(QStringLiteral("game/coach"), coach == CoachMode::On    ? QStringLiteral("on")
                                            : coach == CoachMode::Off ? QStringLiteral("off")
                                                                      : QStringLiteral("automatic"));
    kv.insert(QStringLiteral("sound/volume"), volume);
    kv.insert(QStringLiteral("sound/muted"), muted);
    kv.insert(QStringLiteral("appearance/cardBackColour"), cardBackColour.name());
    kv.insert(QStringLiteral("appearance/fourColourDeck"), fourColourDeck);
    kv.insert(QStringLiteral("appearance/highContrast"), highContrast);
    kv.insert(QStringLiteral("appearance/reduceMotion"), reduceMotion);
    kv.insert(QStringLiteral("appearance/tableColour"), tableColour.name());
    kv.insert(QStringLiteral("appearance/deck"), cardDeck);
    kv.insert(QLatin1String(kLanguageKey), language);
    for (int c = 0; c < KeyBindings::kCommands; ++c)
        for (int i = 0; i < KeyBindings::kKeysPerCommand; ++i)
            kv.insert(keyKey(KeyCommand(c), i),
                      keys.keys[std::size_t(c)][std::size_t(i)].toString(QKeySequence::PortableText));
    kv.insert(QStringLiteral("window/logVisible"), logVisible);
    kv.insert(QStringLiteral("window/geometry"), windowGeometry);
    kv.insert(QStringLiteral("window/state"), windowState);
    return kv;
}

void AppSettings::save(QSettings &store) const
{
    store.remove(QStringLiteral("bots"));     // fewer bots than before leave no stale entries
    store.remove(QStringLiteral("ruleSets")); // nor fewer rule sets
    for (auto name : RuleSet::optionNames())  // a named preset stores none
        store.remove(optionKey(name));
    const QMap<QString, QVariant> kv = keyValues();
    for (auto it = kv.cbegin(); it != kv.cend(); ++it)
        store.setValue(it.key(), it.value());
    store.setValue(QLatin1String(kFormatVersionKey), kFormatVersion);
}

int AppSettings::saveChanges(QSettings &store, const AppSettings &before) const
{
    const QMap<QString, QVariant> now = keyValues();
    const QMap<QString, QVariant> was = before.keyValues();
    int written = 0;
    // The bots are one list: a change anywhere in it writes all of it.
    // So are the keys: another instance's keys merged with ours could clash.
    const auto isGroupKey = [](const QString &key) {
        return key.startsWith(QLatin1String("bots/")) || key.startsWith(QLatin1String("keys/"))
               || key.startsWith(QLatin1String("ruleSets/"));
    };
    const auto writeGroup = [&](const QString &group) {
        store.remove(group);
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            if (it.key().startsWith(group + QLatin1Char('/'))) {
                store.setValue(it.key(), it.value());
                ++written;
            }
    };
    if (bots != before.bots)
        writeGroup(QStringLiteral("bots"));
    if (keys != before.keys)
        writeGroup(QStringLiteral("keys"));
    if (savedRuleSets != before.savedRuleSets || unreadRuleSets != before.unreadRuleSets)
        writeGroup(QStringLiteral("ruleSets")); // the unread ones with them (keyValues())
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        if (isGroupKey(it.key()) || was.value(it.key()) == it.value())
            continue;
        store.setValue(it.key(), it.value());
        ++written;
    }
    // Keys that are gone (custom rules' options after picking a preset).
    for (auto it = was.cbegin(); it != was.cend(); ++it) {
        if (isGroupKey(it.key()) || now.contains(it.key()))
            continue;
        store.remove(it.key());
        ++written;
    }
    // The layout the keys are in, with the first change; never lowered.
    const QString versionKey = QLatin1String(kFormatVersionKey);
    if (written > 0 && store.value(versionKey, 1).toInt() < kFormatVersion)
        store.setValue(versionKey, kFormatVersion);
    return written;
}

} // namespace ratscrew
