// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptRunner.h"

#include "Game.h"
#include "RulesJson.h"
#include "StateJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <memory>
#include <ostream>

namespace ratscrew {

struct ScriptRunner::Private
{
    RuleSet rules;
    int players = 0;
    std::vector<Card> deck;
    std::vector<Action> actions;
    std::vector<std::string> actionNames;
};

namespace {

// A JSON value as it was written, for error messages.
QString jsonText(const QJsonValue &v)
{
    const QString array = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    return array.mid(1, array.size() - 2);
}

} // namespace

bool ScriptRunner::load(const QByteArray &json)
{
    auto fail = [this](const QString &message) {
        m_error = message;
        d.reset();
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("malformed JSON at offset %1: %2")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(QStringLiteral("the script must be a JSON object"));
    const QJsonObject root = doc.object();
    static const QStringList knownKeys = {"players", "preset", "rules", "deck", "actions"};
    for (auto it = root.begin(); it != root.end(); ++it)
        if (!knownKeys.contains(it.key()))
            return fail(QStringLiteral("unknown key %1 (expected players, preset, rules, deck, actions)")
                            .arg(quotedText(it.key())));

    auto p = std::make_shared<Private>();
    const QJsonValue players = root.value("players");
    if (!players.isDouble() || std::floor(players.toDouble()) != players.toDouble())
        return fail(QStringLiteral("'players' must be an integer from 2 to 8"));
    if (players.toDouble() < kMinPlayers || players.toDouble() > kMaxPlayers)
        return fail(QStringLiteral("'players' must be from 2 to 8, not %1").arg(players.toDouble()));
    p->players = players.toInt();

    const QJsonValue preset = root.value("preset");
    const QString presetName = preset.isUndefined() ? QStringLiteral("house") : preset.toString();
    if (!preset.isUndefined() && !preset.isString())
        return fail(QStringLiteral("'preset' must be a string"));
    const auto rules = RuleSet::preset(presetName.toStdString());
    if (!rules)
        return fail(
            QStringLiteral(
                "unknown preset %1 (known: house, bicycle, slaps, slaps_advanced, classic, slaps_full)")
                .arg(quotedText(presetName)));
    p->rules = *rules;

    const QJsonValue overrides = root.value("rules");
    if (!overrides.isUndefined()) {
        if (!overrides.isObject())
            return fail(QStringLiteral("'rules' must be an object of option overrides"));
        if (const QString error = applyRuleOverrides(p->rules, overrides.toObject()); !error.isEmpty())
            return fail(error);
    }

    const QJsonValue deck = root.value("deck");
    if (!deck.isArray())
        return fail(QStringLiteral("'deck' must be a list of cards"));
    const QJsonArray deckItems = deck.toArray();
    for (qsizetype i = 0; i < deckItems.size(); ++i) {
        const QJsonValue item = deckItems.at(i);
        const auto card = item.isString() ? Card::parse(item.toString().toStdString()) : std::nullopt;
        if (!card)
            return fail(QStringLiteral("unknown card %1 at deck index %2 (cards are written like AS, TD, RJ)")
                            .arg(jsonText(item))
                            .arg(i));
        p->deck.push_back(*card);
    }
    if (const auto error = Game::validateSetup(p->rules, p->players, p->deck); !error.empty())
        return fail(QString::fromStdString(error));

    const QJsonValue actions = root.value("actions");
    if (!actions.isUndefined() && !actions.isArray())
        return fail(QStringLiteral("'actions' must be a list"));
    const QJsonArray list = actions.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString a = list.at(i).toString();
        bool ok = list.at(i).isString();
        Action action;
        if (a == QLatin1String("P")) {
            action = Action::play();
        } else if (a == QLatin1String("C")) {
            action = Action::collect();
        } else if (a == QLatin1String("T")) {
            action = Action::timeUp();
        } else if (a.size() >= 2 && a.size() <= 3 && a.startsWith('S')
                   && std::all_of(a.begin() + 1, a.end(), [](QChar c) { return c >= u'0' && c <= u'9'; })) {
            // S and one or two ASCII digits, nothing else (toInt() alone
            // would take "S1\n" and "S1 ", and the output would echo them).
            const int seat = a.mid(1).toInt(&ok);
            if (ok && seat >= p->players)
                return fail(QStringLiteral("action %1 (%2): seat %3 does not exist with %4 players")
                                .arg(i + 1)
                                .arg(a)
                                .arg(seat)
                                .arg(p->players));
            action = Action::slap(seat);
        } else {
            ok = false;
        }
        if (!ok)
            return fail(
                QStringLiteral("action %1 is unknown: %2 (expected \"P\", \"S<seat>\", \"C\" or \"T\")")
                    .arg(i + 1)
                    .arg(jsonText(list.at(i))));
        p->actions.push_back(action);
        p->actionNames.push_back(a.toStdString());
    }
    d = std::move(p);
    m_error.clear();
    return true;
}

void ScriptRunner::run(std::ostream &out) const
{
    if (!d)
        return;
    Game game(d->rules, d->players, d->deck);
    std::vector<Event> events;
    Event deal;
    deal.type = Event::Type::Deal;
    events.push_back(deal);
    std::string line;
    writeStateLine(line, 0, nullptr, events, game);
    out << line;
    for (std::size_t i = 0; i < d->actions.size(); ++i) {
        events.clear();
        game.apply(d->actions[i], events);
        line.clear();
        writeStateLine(line, long(i + 1), &d->actionNames[i], events, game);
        out << line;
    }
    out.flush();
}

} // namespace ratscrew
