// SPDX-License-Identifier: GPL-3.0-or-later
#include "RulesJson.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace ratscrew {

namespace {

// A JSON value as a rule option (docs/RULES.md §8: names and types of §7).
bool toOptionValue(const QJsonValue &v, OptionValue &out)
{
    switch (v.type()) {
    case QJsonValue::Null:
        out = std::monostate{};
        return true;
    case QJsonValue::Bool:
        out = v.toBool();
        return true;
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::floor(d) != d || std::abs(d) > 1e15)
            return false;
        out = (long long)d;
        return true;
    }
    case QJsonValue::String:
        out = v.toString().toStdString();
        return true;
    case QJsonValue::Array: {
        std::vector<std::string> list;
        for (const auto &item : v.toArray()) {
            if (!item.isString())
                return false;
            list.push_back(item.toString().toStdString());
        }
        out = std::move(list);
        return true;
    }
    default:
        return false;
    }
}

} // namespace

QString applyRuleOverrides(RuleSet &rules, const QJsonObject &overrides)
{
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        OptionValue value;
        std::string error;
        if (!toOptionValue(it.value(), value))
            error = "option " + quoted(it.key().toStdString()) + " has a value of the wrong type";
        else
            error = rules.setOption(it.key().toStdString(), value);
        if (!error.empty())
            return QString::fromStdString(error);
    }
    return {};
}

QJsonObject rulesToJson(const RuleSet &rules)
{
    const auto text = [](std::string_view t) { return QString::fromUtf8(t.data(), qsizetype(t.size())); };
    QJsonObject json;
    for (std::string_view name : RuleSet::optionNames()) {
        const OptionValue value = rules.option(name);
        QJsonValue v;
        if (const auto *b = std::get_if<bool>(&value))
            v = *b;
        else if (const auto *n = std::get_if<long long>(&value))
            v = double(*n);
        else if (const auto *str = std::get_if<std::string>(&value))
            v = text(*str);
        else if (const auto *list = std::get_if<std::vector<std::string>>(&value)) {
            QJsonArray items;
            for (const std::string &item : *list)
                items.append(text(item));
            v = items;
        }
        json.insert(text(name), v);
    }
    return json;
}

QString quotedText(const QString &text)
{
    return QString::fromStdString(quoted(text.toStdString()));
}

} // namespace ratscrew
