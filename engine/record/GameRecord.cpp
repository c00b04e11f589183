// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameRecord.h"

#include "RulesJson.h"
#include "SaveFile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>

namespace ratscrew {

namespace {

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

// A whole number in a JSON value, within [min, max].
bool wholeNumber(const QJsonValue &v, double min, double max, qint64 *out)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (std::floor(d) != d || d < min || d > max)
        return false;
    *out = qint64(d);
    return true;
}

bool fail(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return false;
}

} // namespace

GameRecord GameRecord::fromTable(const Table &table, const QList<RecordPlayer> &players,
                                 const QString &preset, qint64 durationMs)
{
    GameRecord r;
    r.appVersion = QStringLiteral(RATSCREW_VERSION);
    r.players = players;
    while (r.players.size() < table.players())
        r.players.append(
            RecordPlayer{QStringLiteral("Player %1").arg(r.players.size() + 1), false, QString()});
    r.players.resize(table.players());
    r.preset = preset;
    r.rules = table.rules();
    const std::span<const Card> deck = table.dealtDeck();
    r.deck.assign(deck.begin(), deck.end());
    r.firstPlayer = table.firstPlayer();
    r.revealMs = std::clamp(table.revealDelayMs(), 0, kMaxRevealMs);
    r.cardsLand = !table.playsLandAtOnce();
    r.actions = table.recordedActions();
    r.over = table.isOver();
    r.winner = table.winner();
    r.plays = table.game().plays();
    r.durationMs = durationMs;
    return r;
}

QByteArray GameRecord::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(kFormat));
    o.insert(QStringLiteral("version"), cardsLand ? kFormatVersion : 1);
    o.insert(QStringLiteral("app"), appVersion);
    QJsonArray people;
    for (const RecordPlayer &p : players) {
        QJsonObject one{{QStringLiteral("name"), p.name}};
        if (p.person)
            one.insert(QStringLiteral("person"), true);
        else
            one.insert(QStringLiteral("level"), p.level);
        people.append(one);
    }
    o.insert(QStringLiteral("players"), people);
    o.insert(QStringLiteral("preset"), preset);
    o.insert(QStringLiteral("deal"), QString::number(deal)); // 64 bits do not fit a JSON number
    if (startedAt.isValid())
        o.insert(QStringLiteral("started"), startedAt.toUTC().toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("rules"), rulesToJson(rules));
    o.insert(QStringLiteral("max_plays"), double(rules.maxPlays));
    QJsonArray cards;
    for (Card c : deck)
        cards.append(fromStd(c.name()));
    o.insert(QStringLiteral("deck"), cards);
    o.insert(QStringLiteral("first_player"), firstPlayer);
    if (revealMs > 0)
        o.insert(QStringLiteral("reveal_ms"), revealMs);
    QJsonArray list;
    for (const RecordedAction &a : actions) {
        QJsonArray one{double(a.atMs)};
        switch (a.action.type) {
        case Action::Type::Play:
            one.append(QStringLiteral("play"));
            break;
        case Action::Type::Slap:
            one.append(QStringLiteral("slap"));
            one.append(a.action.seat);
            break;
        case Action::Type::Collect:
            one.append(QStringLiteral("collect"));
            break;
        case Action::Type::TimeUp:
            one.append(QStringLiteral("time_up"));
            break;
        }
        list.append(one);
    }
    o.insert(QStringLiteral("actions"), list);
    o.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("over"), over},
                                                   {QStringLiteral("winner"), winner},
                                                   {QStringLiteral("plays"), double(plays)},
                                                   {QStringLiteral("duration_ms"), double(durationMs)}});
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

namespace {
// The record's first `upTo` actions (all by default) through a new Table
// at their times, as playRecord() says; `look` (if any) sees each step.
// `mismatch` says where an action comes after the end.
struct Replayed
{
    std::optional<Table> table;
    QString mismatch;
};

Replayed replayThroughTable(const GameRecord &record, std::size_t upTo, bool recording,
                            const std::function<void(const RecordStep &)> &look)
{
    Replayed out;
    Table &table =
        out.table.emplace(record.rules, int(record.players.size()), record.deck, record.firstPlayer);
    table.setRevealDelayMs(record.revealMs);
    table.setPlaysLandAtOnce(!record.cardsLand);
    table.setRecording(recording);
    std::vector<Event> events;
    const long long maxPlays = record.rules.maxPlays;
    bool drawn = false;
    const auto drawAtTheLimit = [&] {
        if (maxPlays > 0 && !table.isOver() && table.game().plays() >= maxPlays) {
            events.clear();
            table.declareDraw(events); // as the simulator does before its next action
            drawn = true;
        }
    };
    // A card lands at its time, before anything due with it (docs/RULES.md §12.1).
    const auto landAt = [&](std::size_t before, std::int64_t ms) {
        if (table.isOver() || drawn || !table.flight().inAir() || table.flight().landsAtMs > ms)
            return;
        const std::int64_t landsAtMs = table.flight().landsAtMs;
        events.clear();
        const TableStep step = table.land(ms, events);
        if (look)
            look(RecordStep{before, true, landsAtMs, kNoReactionMs, table, events, step});
        drawAtTheLimit();
    };
    const std::size_t actions = std::min(upTo, record.actions.size());
    for (std::size_t i = 0; i < actions; ++i) {
        const RecordedAction &a = record.actions[i];
        landAt(i, a.atMs);
        if (table.isOver() || drawn) {
            out.mismatch = QStringLiteral("action %1 comes after the end of the game").arg(i + 1);
            return out;
        }
        events.clear();
        const int reactionMs = a.action.type == Action::Type::Slap ? table.reactionMs(a.atMs) : kNoReactionMs;
        const TableStep step = table.apply(a.action, a.atMs, events);
        if (look)
            look(RecordStep{i, false, a.atMs, reactionMs, table, events, step});
        drawAtTheLimit();
    }
    // A card that landed after the last action, before the record ends (a
    // simulated game's draw); one still in the air then stays there.
    if (actions == record.actions.size())
        landAt(actions, record.durationMs);
    return out;
}
} // namespace

QString playRecord(const GameRecord &record, const std::function<void(const RecordStep &)> &look)
{
    return replayThroughTable(record, SIZE_MAX, false, look).mismatch;
}

QByteArray GameRecord::toScript() const
{
    const int n = int(players.size());
    QJsonObject o;
    o.insert(QStringLiteral("players"), n);
    o.insert(QStringLiteral("preset"), QStringLiteral("house"));
    o.insert(QStringLiteral("rules"), rulesToJson(rules));
    QJsonArray cards;
    for (Card c : deck)
        cards.append(fromStd(c.name()));
    o.insert(QStringLiteral("deck"), cards);
    // The actions as the rules were given them (docs/RULES.md §12.1: a
    // play at its landing, none for a card that went back).
    const Replayed replayed = replayThroughTable(*this, SIZE_MAX, true, {});
    QJsonArray list;
    for (const RecordedAction &a : replayed.table->gameActions()) {
        switch (a.action.type) {
        case Action::Type::Play:
            list.append(QStringLiteral("P"));
            break;
        case Action::Type::Collect:
            list.append(QStringLiteral("C"));
            break;
        case Action::Type::TimeUp:
            list.append(QStringLiteral("T"));
            break;
        case Action::Type::Slap:
            list.append(QStringLiteral("S%1").arg((a.action.seat - firstPlayer + n) % std::max(1, n)));
            break;
        }
    }
    o.insert(QStringLiteral("actions"), list);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<GameRecord> GameRecord::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(error, QStringLiteral("not a game record: %1 at byte %2")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
        return std::nullopt;
    }
    if (!doc.isObject()) {
        fail(error, QStringLiteral("not a game record: the file is not a JSON object"));
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat)) {
        fail(error,
             QStringLiteral("not a game record: \"format\" is not \"%1\"").arg(QLatin1String(kFormat)));
        return std::nullopt;
    }
    qint64 version = 0;
    if (!wholeNumber(o.value(QStringLiteral("version")), 1, 1e9, &version)) {
        fail(error, QStringLiteral("the record has no valid \"version\""));
        return std::nullopt;
    }
    if (version > kFormatVersion) {
        fail(error, QStringLiteral("the record is of version %1, newer than this Ratscrew reads (%2)")
                        .arg(version)
                        .arg(kFormatVersion));
        return std::nullopt;
    }
    // Every field of its type (as script mode checks a script's): a wrong
    // type is an error, never a default. Optional fields may be missing;
    // keys this version does not know are left alone (a later version 3
    // writer may add optional ones).
    const auto typeError = [&](const char *key, const char *what) {
        fail(error, QStringLiteral("\"%1\" must be %2").arg(QLatin1String(key), QLatin1String(what)));
        return std::nullopt;
    };
    const auto optionalString = [&](const char *key, QString *out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isString())
            return false;
        *out = v.toString();
        return true;
    };
    GameRecord r;
    QString text;
    if (!optionalString("app", &text))
        return typeError("app", "a string");
    r.appVersion = text.left(100);
    text.clear();
    if (!optionalString("preset", &text))
        return typeError("preset", "a string");
    r.preset = text.left(100);
    text.clear();
    // 64 bits do not fit a JSON number: the deal number is a string of digits.
    if (!optionalString("deal", &text))
        return typeError("deal", "a deal number in a string");
    if (!text.isEmpty()) {
        bool ok = false;
        r.deal = text.toULongLong(&ok);
        if (!ok || text.size() > 20
            || !std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
            return typeError("deal", "a deal number in a string (0 to 18446744073709551615)");
    }
    text.clear();
    if (!optionalString("started", &text))
        return typeError("started", "a time in a string (ISO 8601, UTC)");
    if (!text.isEmpty()) {
        const QDateTime started = QDateTime::fromString(text.left(40), Qt::ISODateWithMs);
        if (!started.isValid())
            return typeError("started", "a time in a string (ISO 8601, UTC)");
        r.startedAt = started.toUTC();
    }

    if (!o.value(QStringLiteral("players")).isArray())
        return typeError("players", "a list of players");
    const QJsonArray people = o.value(QStringLiteral("players")).toArray();
    if (people.size() < kMinPlayers || people.size() > kMaxPlayers) {
        fail(error,
             QStringLiteral("\"players\" must list %1 to %2 players").arg(kMinPlayers).arg(kMaxPlayers));
        return std::nullopt;
    }
    for (qsizetype i = 0; i < people.size(); ++i) {
        const QJsonValue v = people.at(i);
        const QJsonValue name = v.toObject().value(QStringLiteral("name"));
        const QJsonValue person = v.toObject().value(QStringLiteral("person"));
        const QJsonValue level = v.toObject().value(QStringLiteral("level"));
        if (!v.isObject() || !name.isString() || !(person.isUndefined() || person.isBool())
            || !(level.isUndefined() || level.isString())) {
            fail(error, QStringLiteral("player %1 must be {\"name\": text, \"person\": true} or {\"name\": "
                                       "text, \"level\": text}")
                            .arg(i + 1));
            return std::nullopt;
        }
        r.players.append(
            RecordPlayer{name.toString().left(100), person.toBool(), level.toString().left(100)});
    }

    r.rules = *RuleSet::preset("house");
    if (!o.value(QStringLiteral("rules")).isObject()) {
        fail(error, QStringLiteral("\"rules\" must be an object of rule options"));
        return std::nullopt;
    }
    const QJsonObject rules = o.value(QStringLiteral("rules")).toObject();
    if (const QString e = applyRuleOverrides(r.rules, rules); !e.isEmpty()) {
        fail(error, QStringLiteral("rules: %1").arg(e));
        return std::nullopt;
    }
    if (!rules.contains(QLatin1String("dealer_starts"))) // written before version 3
        r.rules.dealerStarts = RuleSet::dealerStartsBefore(r.rules);
    qint64 maxPlays = 0;
    if (o.contains(QStringLiteral("max_plays"))
        && !wholeNumber(o.value(QStringLiteral("max_plays")), 0, 1e9, &maxPlays)) {
        fail(error, QStringLiteral("\"max_plays\" must be a whole number from 0 to 1000000000"));
        return std::nullopt;
    }
    r.rules.maxPlays = maxPlays;

    if (!o.value(QStringLiteral("deck")).isArray())
        return typeError("deck", "a list of cards");
    const QJsonArray cards = o.value(QStringLiteral("deck")).toArray();
    if (cards.size() > Card::kMaxCount) {
        fail(error, QStringLiteral("\"deck\" has %1 cards, more than any deck").arg(cards.size()));
        return std::nullopt;
    }
    for (const QJsonValue &v : cards) {
        const std::optional<Card> c = Card::parse(v.toString().toStdString());
        if (!v.isString() || !c) {
            fail(error,
                 QStringLiteral("\"deck\": %1 is not a card").arg(quotedText(v.toVariant().toString())));
            return std::nullopt;
        }
        r.deck.push_back(*c);
    }
    qint64 first = 0;
    if (!wholeNumber(o.value(QStringLiteral("first_player")), 0, kMaxPlayers - 1, &first)) {
        fail(error, QStringLiteral("\"first_player\" must be a player number"));
        return std::nullopt;
    }
    r.firstPlayer = int(first);
    qint64 reveal = 0;
    if (o.contains(QStringLiteral("reveal_ms"))
        && !wholeNumber(o.value(QStringLiteral("reveal_ms")), 0, kMaxRevealMs, &reveal)) {
        fail(error, QStringLiteral("\"reveal_ms\" must be a whole number from 0 to %1").arg(kMaxRevealMs));
        return std::nullopt;
    }
    r.revealMs = int(reveal);
    r.cardsLand = version >= 2; // docs/RULES.md §12: version 1 counted every play at once
    if (const std::string e = Table::validateSetup(r.rules, int(r.players.size()), r.deck, r.firstPlayer);
        !e.empty()) {
        fail(error, QStringLiteral("the deal cannot be played: %1").arg(fromStd(e)));
        return std::nullopt;
    }

    if (!o.value(QStringLiteral("actions")).isArray())
        return typeError("actions", "a list of actions");
    const QJsonArray list = o.value(QStringLiteral("actions")).toArray();
    if (list.size() > kMaxActions) {
        fail(error,
             QStringLiteral("the record has %1 actions, more than %2").arg(list.size()).arg(kMaxActions));
        return std::nullopt;
    }
    r.actions.reserve(std::size_t(list.size()));
    qint64 last = 0;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonArray a = list.at(i).toArray();
        qint64 t = 0;
        const QString what = a.at(1).toString();
        const auto bad = [&](const QString &why) {
            fail(error, QStringLiteral("action %1: %2").arg(i + 1).arg(why));
            return std::nullopt;
        };
        if (!list.at(i).isArray() || a.size() < 2 || !wholeNumber(a.at(0), 0, 1e12, &t)
            || !a.at(1).isString())
            return bad(QStringLiteral(
                "must be [time in ms, \"play\" | \"slap\", seat | \"collect\" | \"time_up\"]"));
        if (t < last)
            return bad(
                QStringLiteral("its time %1 ms is before the action before it (%2 ms)").arg(t).arg(last));
        last = t;
        RecordedAction ra;
        ra.atMs = t;
        if (what == QLatin1String("play") && a.size() == 2) {
            ra.action = Action::play();
        } else if (what == QLatin1String("collect") && a.size() == 2) {
            ra.action = Action::collect();
        } else if (what == QLatin1String("time_up") && a.size() == 2) {
            ra.action = Action::timeUp();
        } else if (what == QLatin1String("slap") && a.size() == 3) {
            qint64 seat = 0;
            if (!wholeNumber(a.at(2), 0, double(r.players.size() - 1), &seat))
                return bad(QStringLiteral("the slapper is not a player at this table"));
            ra.action = Action::slap(int(seat));
        } else {
            return bad(QStringLiteral("%1 is not an action").arg(quotedText(what.left(40))));
        }
        r.actions.push_back(ra);
    }

    // The outcome as played: optional (an unfinished game's is not over),
    // but each of its fields, when there, of its type and range.
    const QJsonValue resultValue = o.value(QStringLiteral("result"));
    if (!resultValue.isUndefined() && !resultValue.isObject())
        return typeError("result", "an object: over, winner, plays, duration_ms");
    const QJsonObject result = resultValue.toObject();
    const QJsonValue over = result.value(QStringLiteral("over"));
    if (!over.isUndefined() && !over.isBool())
        return typeError("result.over", "true or false");
    r.over = over.toBool();
    const auto optionalNumber = [&](const char *key, double min, double max, qint64 *out) {
        const QJsonValue v = result.value(QLatin1String(key));
        return v.isUndefined() || wholeNumber(v, min, max, out);
    };
    qint64 n = -1;
    if (!optionalNumber("winner", -1, double(r.players.size() - 1), &n))
        return typeError("result.winner", "a player number, or -1 for none");
    r.winner = int(n);
    n = 0;
    if (!optionalNumber("plays", 0, 1e12, &n))
        return typeError("result.plays", "a whole number of plays");
    r.plays = n;
    n = 0;
    if (!optionalNumber("duration_ms", 0, 1e15, &n))
        return typeError("result.duration_ms", "a whole number of ms");
    r.durationMs = n;
    return r;
}

std::optional<GameRecord> GameRecord::read(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        fail(error, QStringLiteral("%1: no such file").arg(quotedText(path)));
        return std::nullopt;
    }
    if (!info.isFile()) {
        fail(error, QStringLiteral("%1 is not a regular file").arg(quotedText(path)));
        return std::nullopt;
    }
    if (info.size() > kMaxFileBytes) {
        fail(error, QStringLiteral("%1 is larger than %2 MiB, the limit for a record")
                        .arg(quotedText(path))
                        .arg(kMaxFileBytes >> 20));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error, QStringLiteral("%1 cannot be read: %2").arg(quotedText(path), file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes) {
        fail(error, QStringLiteral("%1 is larger than %2 MiB, the limit for a record")
                        .arg(quotedText(path))
                        .arg(kMaxFileBytes >> 20));
        return std::nullopt;
    }
    QString why;
    std::optional<GameRecord> record = fromJson(bytes, &why);
    if (!record)
        fail(error, QStringLiteral("%1: %2").arg(quotedText(path), why));
    return record;
}

bool GameRecord::write(const QString &path, QString *error) const
{
    if (qsizetype(actions.size()) > kMaxActions)
        return fail(error,
                    QStringLiteral("%1 is not written: the game has %2 actions, more than a record holds "
                                   "(%3)")
                        .arg(quotedText(path))
                        .arg(actions.size())
                        .arg(kMaxActions));
    QString cause;
    if (!saveFileAtomically(path, toJson(), &cause))
        return fail(error, QStringLiteral("%1 cannot be written: %2").arg(quotedText(path), cause));
    return true;
}

void markShownCards(const std::vector<Event> &events, CardSet &shown)
{
    for (const Event &e : events) {
        if (e.type == Event::Type::Play)
            shown.set(std::size_t(e.card.id()));
        else if (e.type == Event::Type::Burn)
            for (Card c : e.cards)
                shown.set(std::size_t(c.id()));
    }
}

CardSet hiddenCards(std::span<const Card> deck, const CardSet &shown)
{
    CardSet hidden;
    for (Card c : deck)
        hidden.set(std::size_t(c.id()), !shown.test(std::size_t(c.id())));
    return hidden;
}

std::array<Card, Card::kMaxCount> shuffleHidden(const CardSet &hidden, Random &random)
{
    std::array<Card, Card::kMaxCount> relabel{};
    std::vector<Card> places;
    for (int id = 0; id < Card::kMaxCount; ++id) {
        relabel[std::size_t(id)] = Card::fromId(id);
        if (hidden.test(std::size_t(id)))
            places.push_back(Card::fromId(id));
    }
    // Fisher–Yates with the rules' own generator (Random: the same on every platform).
    std::vector<Card> order = places;
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[std::size_t(random.below(std::uint32_t(i)))]);
    for (std::size_t i = 0; i < places.size(); ++i)
        relabel[std::size_t(places[i].id())] = order[i];
    return relabel;
}

std::vector<Card> sampleHiddenDeck(const GameRecord &record, std::size_t actions, Random &random)
{
    CardSet shown;
    replayThroughTable(record, actions, false,
                       [&shown](const RecordStep &step) { markShownCards(step.events, shown); });
    const std::array<Card, Card::kMaxCount> relabel = shuffleHidden(hiddenCards(record.deck, shown), random);
    std::vector<Card> deck = record.deck;
    for (Card &c : deck)
        c = relabel[std::size_t(c.id())];
    return deck;
}

ReplayResult replay(const GameRecord &record)
{
    ReplayResult result;
    Replayed replayed = replayThroughTable(record, SIZE_MAX, false, {});
    const Table &table = *replayed.table;
    result.mismatch = replayed.mismatch;
    result.over = table.isOver();
    result.winner = table.winner();
    result.plays = table.game().plays();
    for (int p = 0; p < table.players(); ++p)
        result.hands.push_back(table.handSize(p));
    if (result.mismatch.isEmpty()) {
        if (result.over != record.over || result.winner != record.winner || result.plays != record.plays)
            result.mismatch =
                QStringLiteral("the record says over %1, winner %2, %3 plays; its actions give over %4, "
                               "winner %5, %6 plays")
                    .arg(record.over ? QStringLiteral("yes") : QStringLiteral("no"))
                    .arg(record.winner)
                    .arg(record.plays)
                    .arg(result.over ? QStringLiteral("yes") : QStringLiteral("no"))
                    .arg(result.winner)
                    .arg(result.plays);
    }
    return result;
}

} // namespace ratscrew
