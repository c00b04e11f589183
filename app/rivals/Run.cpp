// SPDX-License-Identifier: GPL-3.0-or-later
#include "rivals/Run.h"

#include "MatchSpeed.h"
#include "RulesJson.h"
#include "SaveFile.h"
#include "Timing.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace ratscrew {

namespace {

QString idText(std::string_view id)
{
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

// MatchSpeed's median, the one a ghost is made with; 0 without a time.
int medianOf(const std::vector<int> &values)
{
    return std::max(0, MatchSpeed::medianOf(values));
}

// A whole number within [min, max].
std::optional<qint64> wholeNumber(const QJsonValue &v, double min, double max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (std::floor(d) != d || d < min || d > max)
        return std::nullopt;
    return qint64(d);
}

std::optional<double> number(const QJsonValue &v, double min, double max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!(d >= min && d <= max))
        return std::nullopt;
    return d;
}

QJsonObject timeToJson(const RunTime &t)
{
    QJsonObject o{{QStringLiteral("at_ms"), double(t.atMs)}, {QStringLiteral("ms"), t.ms}};
    if (t.call != Call::None) {
        o.insert(QStringLiteral("call"), idText(callId(t.call)));
    } else {
        QJsonArray ids;
        for (SlapPattern p : t.patterns.toList())
            ids.append(idText(patternId(p)));
        o.insert(QStringLiteral("patterns"), ids);
    }
    return o;
}

std::optional<RunTime> timeFromJson(const QJsonValue &v)
{
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    RunTime t;
    const auto at = wholeNumber(o.value(QStringLiteral("at_ms")), 0, 1e15);
    const auto ms = wholeNumber(o.value(QStringLiteral("ms")), 0, 1e9);
    if (!at || !ms)
        return std::nullopt;
    t.atMs = *at;
    t.ms = int(*ms);
    const QJsonValue call = o.value(QStringLiteral("call"));
    if (!call.isUndefined()) {
        if (!call.isString())
            return std::nullopt;
        const std::string id = call.toString().toStdString();
        if (id == callId(Call::Stick))
            t.call = Call::Stick;
        else if (id == callId(Call::Split))
            t.call = Call::Split;
        else
            return std::nullopt;
        return t;
    }
    const QJsonValue patterns = o.value(QStringLiteral("patterns"));
    if (!patterns.isArray() || patterns.toArray().isEmpty() || patterns.toArray().size() > kSlapPatternCount)
        return std::nullopt;
    for (const QJsonValue &id : patterns.toArray()) {
        const auto p = id.isString() ? parsePatternId(id.toString().toStdString()) : std::nullopt;
        if (!p)
            return std::nullopt;
        t.patterns.insert(*p);
    }
    return t;
}

QJsonObject profileSummaryToJson(const RunProfile &profile)
{
    QJsonObject patterns;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (profile.patternSlaps.at(i) > 0)
            patterns.insert(idText(patternId(SlapPattern(i))),
                            QJsonObject{{QStringLiteral("slaps"), profile.patternSlaps.at(i)},
                                        {QStringLiteral("median_ms"), profile.patternMedianMs.at(i)}});
    return QJsonObject{{QStringLiteral("slaps"), profile.slaps},
                       {QStringLiteral("median_ms"), profile.medianMs},
                       {QStringLiteral("patterns"), patterns}};
}

} // namespace

RunProfile RunProfile::of(const QList<RunTime> &times)
{
    RunProfile profile;
    std::vector<int> all;
    std::array<std::vector<int>, kSlapPatternCount> each;
    for (const RunTime &t : times) {
        all.push_back(t.ms);
        for (SlapPattern p : t.patterns.toList())
            each.at(std::size_t(p)).push_back(t.ms);
    }
    profile.slaps = int(all.size());
    profile.medianMs = medianOf(all);
    for (int i = 0; i < kSlapPatternCount; ++i) {
        profile.patternSlaps.at(i) = int(each.at(i).size());
        profile.patternMedianMs.at(i) = medianOf(each.at(i));
    }
    return profile;
}

QJsonObject Run::profileToJson(const BotProfile &p)
{
    QJsonObject patterns;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (p.patternMedianMs.at(i) > 0)
            patterns.insert(idText(patternId(SlapPattern(i))), p.patternMedianMs.at(i));
    return QJsonObject{
        {QStringLiteral("level"), QString::fromStdString(p.level)},
        {QStringLiteral("median_ms"), p.medianReactionMs},
        {QStringLiteral("spread"), p.spread},
        {QStringLiteral("miss"), p.missChance},
        {QStringLiteral("false_slap"), p.falseSlapChance},
        {QStringLiteral("near_miss_factor"), p.nearMissFactor},
        {QStringLiteral("play_ms"), p.playDelayMs},
        {QStringLiteral("call_cost_ms"), p.callCostMs},
        {QStringLiteral("call_miss"), p.callMissChance},
        {QStringLiteral("false_call"), p.falseCallChance},
        {QStringLiteral("pattern_ms"), patterns},
    };
}

std::optional<BotProfile> Run::profileFromJson(const QJsonObject &o)
{
    BotProfile p;
    const QJsonValue level = o.value(QStringLiteral("level"));
    if (!level.isString() || level.toString().size() > kMaxNameLength)
        return std::nullopt;
    p.level = level.toString().toStdString();
    const auto ms = [&o](const char *key) { return wholeNumber(o.value(QLatin1String(key)), 0, 100000); };
    const auto real = [&o](const char *key) { return number(o.value(QLatin1String(key)), 0, 100); };
    const auto median = ms("median_ms"), play = ms("play_ms"), callCost = ms("call_cost_ms");
    const auto spread = real("spread"), miss = real("miss"), falseSlap = real("false_slap"),
               nearMiss = real("near_miss_factor"), callMiss = real("call_miss"),
               falseCall = real("false_call");
    if (!median || !play || !callCost || !spread || !miss || !falseSlap || !nearMiss || !callMiss
        || !falseCall)
        return std::nullopt;
    p.medianReactionMs = int(*median);
    p.playDelayMs = int(*play);
    p.callCostMs = int(*callCost);
    p.spread = *spread;
    p.missChance = *miss;
    p.falseSlapChance = *falseSlap;
    p.nearMissFactor = *nearMiss;
    p.callMissChance = *callMiss;
    p.falseCallChance = *falseCall;
    const QJsonValue patterns = o.value(QStringLiteral("pattern_ms"));
    if (!patterns.isUndefined()) {
        if (!patterns.isObject())
            return std::nullopt;
        const QJsonObject each = patterns.toObject();
        for (auto it = each.begin(); it != each.end(); ++it) {
            const auto id = parsePatternId(it.key().toStdString());
            const auto value = wholeNumber(it.value(), 100, 3000);
            if (!id || !value)
                return std::nullopt;
            p.patternMedianMs.at(std::size_t(*id)) = std::uint16_t(*value);
        }
    }
    if (!p.isValid())
        return std::nullopt;
    return p;
}

QByteArray Run::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(kFormat));
    o.insert(QStringLiteral("version"), kFormatVersion);
    o.insert(QStringLiteral("app"), appVersion);
    o.insert(QStringLiteral("name"), name);
    o.insert(QStringLiteral("player"), player);
    if (daily.isValid())
        o.insert(QStringLiteral("daily"), daily.toString(Qt::ISODate));
    QJsonArray seats;
    for (const std::optional<BotProfile> &bot : bots)
        seats.append(bot ? QJsonValue(profileToJson(*bot)) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("table"), QJsonObject{{QStringLiteral("play_speed"), playSpeed},
                                                  {QStringLiteral("collect_delay_ms"), collectDelayMs},
                                                  {QStringLiteral("bots"), seats}});
    QJsonArray list;
    for (const RunTime &t : times)
        list.append(timeToJson(t));
    o.insert(QStringLiteral("times"), list);
    o.insert(QStringLiteral("profile"), profileSummaryToJson(profile()));
    o.insert(QStringLiteral("record"), QJsonDocument::fromJson(record.toJson()).object());
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<Run> Run::fromJson(const QByteArray &json, QString *error)
{
    const auto fail = [error](const QString &text) -> std::optional<Run> {
        if (error)
            *error = text;
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not JSON (%1 at byte %2)").arg(parse.errorString()).arg(parse.offset));
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        return fail(QStringLiteral("not a run (format is not \"%1\")").arg(QLatin1String(kFormat)));
    const auto version = wholeNumber(o.value(QStringLiteral("version")), 1, 1e9);
    if (!version)
        return fail(QStringLiteral("version is not a whole number from 1"));
    if (*version > kFormatVersion)
        return fail(QStringLiteral("a run of version %1, newer than this Ratscrew reads (%2)")
                        .arg(*version)
                        .arg(kFormatVersion));
    Run run;
    const QJsonValue app = o.value(QStringLiteral("app"));
    if (!app.isUndefined() && (!app.isString() || app.toString().size() > kMaxNameLength))
        return fail(QStringLiteral("app is not a version"));
    run.appVersion = app.toString();
    const QJsonValue name = o.value(QStringLiteral("name"));
    if (!name.isString() || name.toString().trimmed().isEmpty() || name.toString().size() > kMaxNameLength)
        return fail(QStringLiteral("name is not a name of 1 to %1 characters").arg(kMaxNameLength));
    run.name = name.toString();
    if (std::any_of(run.name.cbegin(), run.name.cend(),
                    [](QChar c) { return c.category() == QChar::Other_Control; }))
        return fail(QStringLiteral("name has a control character"));
    const QJsonValue daily = o.value(QStringLiteral("daily"));
    if (!daily.isUndefined()) {
        run.daily = daily.isString() ? QDate::fromString(daily.toString(), Qt::ISODate) : QDate();
        if (!run.daily.isValid())
            return fail(QStringLiteral("daily is not a date (yyyy-mm-dd)"));
    }
    const QJsonValue recordValue = o.value(QStringLiteral("record"));
    if (!recordValue.isObject())
        return fail(QStringLiteral("record is not an object"));
    QString why;
    std::optional<GameRecord> record =
        GameRecord::fromJson(QJsonDocument(recordValue.toObject()).toJson(QJsonDocument::Compact), &why);
    if (!record)
        return fail(QStringLiteral("record: %1").arg(why));
    run.record = std::move(*record);
    const int players = int(run.record.players.size());
    const auto player = wholeNumber(o.value(QStringLiteral("player")), 0, players - 1);
    if (!player)
        return fail(QStringLiteral("player is not a seat of the record (0..%1)").arg(players - 1));
    run.player = int(*player);
    const QJsonValue table = o.value(QStringLiteral("table"));
    if (!table.isObject())
        return fail(QStringLiteral("table is not an object"));
    const QJsonObject t = table.toObject();
    const auto speed = number(t.value(QStringLiteral("play_speed")), 0.25, 4);
    if (!speed)
        return fail(QStringLiteral("table.play_speed is not a number from 0.25 to 4"));
    run.playSpeed = *speed;
    const auto collect =
        wholeNumber(t.value(QStringLiteral("collect_delay_ms")), kMinCollectDelayMs, kMaxCollectDelayMs);
    if (!collect)
        return fail(QStringLiteral("table.collect_delay_ms is not a whole number from %1 to %2")
                        .arg(kMinCollectDelayMs)
                        .arg(kMaxCollectDelayMs));
    run.collectDelayMs = int(*collect);
    const QJsonValue seats = t.value(QStringLiteral("bots"));
    if (!seats.isArray() || seats.toArray().size() != players)
        return fail(QStringLiteral("table.bots is not a list of the record's %1 seats").arg(players));
    const QJsonArray seatList = seats.toArray();
    for (int p = 0; p < players; ++p) {
        const QJsonValue seat = seatList.at(p);
        if (p == run.player) {
            if (!seat.isNull())
                return fail(QStringLiteral("table.bots[%1] is the person's seat and must be null").arg(p));
            run.bots.append(std::nullopt);
            continue;
        }
        const auto profile = seat.isObject() ? profileFromJson(seat.toObject()) : std::nullopt;
        if (!profile)
            return fail(QStringLiteral("table.bots[%1] is not a bot's profile within its ranges").arg(p));
        run.bots.append(profile);
    }
    const QJsonValue times = o.value(QStringLiteral("times"));
    if (!times.isArray() || times.toArray().size() > GameRecord::kMaxActions)
        return fail(QStringLiteral("times is not a list of at most %1 times").arg(GameRecord::kMaxActions));
    for (const QJsonValue &one : times.toArray()) {
        const auto time = timeFromJson(one);
        if (!time)
            return fail(QStringLiteral("times[%1] is not a reaction time").arg(run.times.size()));
        run.times.append(*time);
    }
    if (o.value(QStringLiteral("profile")).toObject() != profileSummaryToJson(run.profile()))
        return fail(QStringLiteral("profile is not the profile of its times"));
    return run;
}

std::optional<Run> Run::read(const QString &path, QString *error)
{
    const auto fail = [error, &path](const QString &text) -> std::optional<Run> {
        if (error)
            *error = QStringLiteral("%1: %2").arg(quotedText(path), text);
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("no such file"));
    if (!info.isFile())
        return fail(QStringLiteral("not a regular file"));
    if (info.size() > kMaxFileBytes)
        return fail(QStringLiteral("larger than %1 MiB, the limit for a run").arg(kMaxFileBytes >> 20));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot be read: %1").arg(file.errorString()));
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes)
        return fail(QStringLiteral("larger than %1 MiB, the limit for a run").arg(kMaxFileBytes >> 20));
    QString why;
    std::optional<Run> run = fromJson(bytes, &why);
    if (!run)
        return fail(why);
    return run;
}

bool Run::write(const QString &path, QString *error) const
{
    QString cause;
    if (saveFileAtomically(path, toJson(), &cause))
        return true;
    if (error)
        *error = QStringLiteral("%1 cannot be written: %2").arg(quotedText(path), cause);
    return false;
}

} // namespace ratscrew
