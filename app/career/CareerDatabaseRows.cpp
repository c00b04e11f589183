// SPDX-License-Identifier: GPL-3.0-or-later
// The rows of the career file: games, slaps, misses and practice, written
// and read (the file itself, its schema and transactions: CareerDatabase.cpp).
#include "career/CareerDatabase.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <limits>

namespace ratscrew {

namespace {

QString timeText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime timeFrom(const QVariant &v)
{
    if (v.isNull())
        return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

QVariant nullIfNegative(qint64 v)
{
    return v < 0 ? QVariant(QMetaType(QMetaType::LongLong)) : QVariant(v);
}

qint64 negativeIfNull(const QVariant &v)
{
    return v.isNull() ? -1 : v.toLongLong();
}

// A slap's time (negative before the card was visible): NULL for none.
QVariant nullIfNoReaction(int ms)
{
    return ms == kNoReactionMs ? QVariant(QMetaType(QMetaType::LongLong)) : QVariant(qint64(ms));
}

int noReactionIfNull(const QVariant &v)
{
    return v.isNull() ? kNoReactionMs : v.toInt();
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(text);
}

// A misslap's nearest pattern as its id, or NULL.
QVariant nearOrNull(std::optional<SlapPattern> near)
{
    return near ? QVariant(patternList(PatternSet{*near})) : QVariant(QMetaType(QMetaType::QString));
}

QVariant callOrNull(Call call)
{
    return call == Call::None
               ? QVariant(QMetaType(QMetaType::QString))
               : QVariant(QString::fromLatin1(callId(call).data(), qsizetype(callId(call).size())));
}

Call callFrom(const QVariant &v)
{
    const QString id = v.toString();
    if (id == QLatin1String("stick"))
        return Call::Stick;
    if (id == QLatin1String("split"))
        return Call::Split;
    return Call::None;
}

// Binds `values` to the placeholders of a prepared query, in order.
void bind(QSqlQuery &q, std::initializer_list<QVariant> values)
{
    int i = 0;
    for (const QVariant &v : values)
        q.bindValue(i++, v);
}

QString seatsJson(const QList<CareerSeat> &seats)
{
    QJsonArray list;
    for (const CareerSeat &s : seats) {
        QJsonObject o{{QStringLiteral("name"), s.name}};
        if (s.person)
            o.insert(QStringLiteral("person"), true);
        else
            o.insert(QStringLiteral("level"), s.level);
        list.append(o);
    }
    return QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact));
}

QList<CareerSeat> seatsFrom(const QString &json)
{
    QList<CareerSeat> seats;
    const QJsonArray list = QJsonDocument::fromJson(json.toUtf8()).array();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        seats.append(CareerSeat{o.value(QStringLiteral("name")).toString(),
                                o.value(QStringLiteral("person")).toBool(),
                                o.value(QStringLiteral("level")).toString()});
    }
    return seats;
}

} // namespace

qint64 CareerDatabase::addGame(const CareerGame &g, const QString &instance)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral(
        "INSERT INTO games (started_at, ended_at, preset, rules, seats, deal, daily, result, winner, place, "
        "duration_ms, instance, time_up) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    bind(q, {timeText(g.startedAt), textOrNull(timeText(g.endedAt)), g.preset,
             QString::fromUtf8(QJsonDocument(g.rules).toJson(QJsonDocument::Compact)), seatsJson(g.seats),
             QString::number(g.deal), textOrNull(g.daily), careerResultId(g.result), nullIfNegative(g.winner),
             nullIfNegative(g.place), nullIfNegative(g.durationMs), textOrNull(instance), int(g.timeUp)});
    if (!q.exec()) {
        fail(QStringLiteral("INSERT INTO games"), q.lastError().text());
        return -1;
    }
    return q.lastInsertId().toLongLong();
}

qint64 CareerDatabase::continueGame(const CareerGame &g, const QString &instance)
{
    if (!g.startedAt.isValid())
        return addGame(g, instance);
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(
        QStringLiteral("SELECT id FROM games WHERE started_at = ? AND deal = ? AND result = 'abandoned' "
                       "ORDER BY id DESC LIMIT 1"));
    bind(q, {timeText(g.startedAt), QString::number(g.deal)});
    if (!q.exec()) {
        fail(QStringLiteral("SELECT FROM games"), q.lastError().text());
        return -1;
    }
    if (!q.next())
        return addGame(g, instance); // not in this file (reset, or it could not be written)
    const qint64 id = q.value(0).toLongLong();
    q.finish();
    QSqlQuery update(QSqlDatabase::database(m_connection, false));
    update.prepare(
        QStringLiteral("UPDATE games SET ended_at = NULL, result = 'playing', winner = NULL, "
                       "place = NULL, duration_ms = NULL, time_up = 0, instance = ? WHERE id = ?"));
    bind(update, {textOrNull(instance), id});
    if (!update.exec()) {
        fail(QStringLiteral("UPDATE games"), update.lastError().text());
        return -1;
    }
    return id;
}

bool CareerDatabase::endGame(qint64 id, const CareerEnd &end)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral(
        "UPDATE games SET ended_at = ?, result = ?, winner = ?, place = ?, duration_ms = ?, time_up = ? "
        "WHERE id = ?"));
    bind(q, {textOrNull(timeText(end.endedAt)), careerResultId(end.result), nullIfNegative(end.winner),
             nullIfNegative(end.place), nullIfNegative(end.durationMs), int(end.timeUp), id});
    if (!q.exec())
        return fail(QStringLiteral("UPDATE games"), q.lastError().text());
    return true;
}

bool CareerDatabase::addSlaps(qint64 gameId, const QList<CareerSlap> &slaps)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO slaps (game_id, at_ms, seat, person, level, reaction_ms, valid, "
                             "patterns, call, near) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const CareerSlap &s : slaps) {
        bind(q,
             {gameId, s.atMs, s.seat, s.person ? 1 : 0, textOrNull(s.level), nullIfNoReaction(s.reactionMs),
              s.valid ? 1 : 0, patternList(s.patterns), callOrNull(s.call), nearOrNull(s.near)});
        if (!q.exec())
            return fail(QStringLiteral("INSERT INTO slaps"), q.lastError().text());
    }
    return true;
}

bool CareerDatabase::addMisses(qint64 gameId, const QList<CareerMiss> &misses)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(
        QStringLiteral("INSERT INTO missed (game_id, at_ms, patterns, call, taken_by, taken_ms, late_ms) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const CareerMiss &m : misses) {
        bind(q, {gameId, m.atMs, patternList(m.patterns), callOrNull(m.call), nullIfNegative(m.takenBy),
                 nullIfNoReaction(m.takenMs), nullIfNegative(m.lateMs)});
        if (!q.exec())
            return fail(QStringLiteral("INSERT INTO missed"), q.lastError().text());
    }
    return true;
}

qint64 CareerDatabase::addPractice(const QDateTime &startedAt, const QString &drill, int paceMs)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO practice (started_at, drill, pace_ms) VALUES (?, ?, ?)"));
    bind(q, {timeText(startedAt), drill, paceMs});
    if (!q.exec()) {
        fail(QStringLiteral("INSERT INTO practice"), q.lastError().text());
        return -1;
    }
    return q.lastInsertId().toLongLong();
}

bool CareerDatabase::addPracticeSlaps(qint64 practiceId, const QList<CareerPracticeSlap> &slaps)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral(
        "INSERT INTO practice_slaps (practice_id, at_ms, patterns, outcome, reaction_ms, near) "
        "VALUES (?, ?, ?, ?, ?, ?)"));
    for (const CareerPracticeSlap &s : slaps) {
        bind(q, {practiceId, s.atMs, patternList(s.patterns), practiceOutcomeId(s.outcome),
                 nullIfNegative(s.reactionMs), nearOrNull(s.near)});
        if (!q.exec())
            return fail(QStringLiteral("INSERT INTO practice_slaps"), q.lastError().text());
    }
    return true;
}

int CareerDatabase::abandonGames(const std::function<bool(const QString &instance)> &running)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT DISTINCT instance FROM games WHERE result = 'playing'"))) {
        fail(QStringLiteral("SELECT FROM games"), q.lastError().text());
        return -1;
    }
    QStringList gone;
    while (q.next()) {
        const QString instance = q.value(0).toString();
        if (!running(instance))
            gone << instance;
    }
    q.finish();
    int marked = 0;
    QSqlQuery update(QSqlDatabase::database(m_connection, false));
    // The game time it reached: its last recorded slap or miss.
    update.prepare(QStringLiteral("UPDATE games SET result = 'abandoned', duration_ms = max("
                                  " coalesce((SELECT max(at_ms) FROM slaps WHERE game_id = games.id), 0),"
                                  " coalesce((SELECT max(at_ms) FROM missed WHERE game_id = games.id), 0))"
                                  " WHERE result = 'playing' AND coalesce(instance, '') = ?"));
    for (const QString &instance : std::as_const(gone)) {
        update.bindValue(0, instance);
        if (!update.exec()) {
            fail(QStringLiteral("UPDATE games"), update.lastError().text());
            return -1;
        }
        marked += update.numRowsAffected();
    }
    return marked;
}

bool CareerDatabase::reset(const QString &keepInstance)
{
    if (!beginTransaction())
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(
        QStringLiteral("DELETE FROM games WHERE NOT (result = 'playing' AND coalesce(instance, '') = ?)"));
    q.bindValue(0, keepInstance.isEmpty() ? QStringLiteral("\n") : keepInstance); // "\n" is no instance
    bool ok = q.exec();
    if (!ok)
        fail(QStringLiteral("DELETE FROM games"), q.lastError().text());
    for (const char *sql : {"DELETE FROM slaps WHERE game_id NOT IN (SELECT id FROM games)",
                            "DELETE FROM missed WHERE game_id NOT IN (SELECT id FROM games)",
                            "DELETE FROM practice_slaps", "DELETE FROM practice"})
        ok = ok && exec(QString::fromLatin1(sql));
    if (!ok) {
        rollback();
        return false;
    }
    return commit();
}

namespace {

const char *const kGameColumns = "SELECT id, started_at, ended_at, preset, rules, seats, deal, daily, "
                                 "result, winner, place, duration_ms, time_up FROM games";

} // namespace

QList<CareerGame> CareerDatabase::games() const
{
    return gamesWhere(QStringLiteral("ORDER BY id"), {});
}

std::optional<CareerGame> CareerDatabase::bestOfDay(const QString &date) const
{
    const QList<CareerGame> best = gamesWhere(
        QStringLiteral("WHERE daily = ? AND place IS NOT NULL ORDER BY place, duration_ms LIMIT 1"), {date});
    if (best.isEmpty())
        return std::nullopt;
    return best.constFirst();
}

QList<CareerGame> CareerDatabase::gamesWhere(const QString &clause, const QVariantList &values) const
{
    QList<CareerGame> games;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(QLatin1String(kGameColumns) + QLatin1Char(' ') + clause);
    for (int i = 0; i < int(values.size()); ++i)
        q.bindValue(i, values.at(i));
    if (!q.exec())
        return games;
    while (q.next()) {
        CareerGame g;
        g.id = q.value(0).toLongLong();
        g.startedAt = timeFrom(q.value(1));
        g.endedAt = timeFrom(q.value(2));
        g.preset = q.value(3).toString();
        g.rules = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object();
        g.seats = seatsFrom(q.value(5).toString());
        g.deal = q.value(6).toString().toULongLong();
        g.daily = q.value(7).toString();
        g.result = parseCareerResult(q.value(8).toString()).value_or(CareerResult::Abandoned);
        g.winner = int(negativeIfNull(q.value(9)));
        g.place = int(negativeIfNull(q.value(10)));
        g.durationMs = negativeIfNull(q.value(11));
        g.timeUp = q.value(12).toInt() == 1;
        games.append(g);
    }
    return games;
}

namespace {

// The slap columns read into a CareerSlap, from `first` on: at_ms, seat,
// person, level, reaction_ms, valid, patterns, call, near.
CareerSlap slapFrom(const QSqlQuery &q, int first)
{
    CareerSlap s;
    s.atMs = q.value(first).toLongLong();
    s.seat = q.value(first + 1).toInt();
    s.person = q.value(first + 2).toInt() != 0;
    s.level = q.value(first + 3).toString();
    s.reactionMs = noReactionIfNull(q.value(first + 4));
    s.valid = q.value(first + 5).toInt() != 0;
    s.patterns = parsePatternList(q.value(first + 6).toString());
    s.call = callFrom(q.value(first + 7));
    if (!q.value(first + 8).isNull())
        s.near = parsePatternId(q.value(first + 8).toString().toStdString());
    return s;
}

// `game_id IN` the ids of `gameIds`, bound as one JSON array (json_each):
// a statement of any number of games stays one short text.
QString inGames()
{
    return QStringLiteral("game_id IN (SELECT value FROM json_each(?))");
}

QString idsJson(const QList<qint64> &gameIds)
{
    QByteArray json = "[";
    for (qsizetype i = 0; i < gameIds.size(); ++i) {
        if (i)
            json += ',';
        json += QByteArray::number(gameIds.at(i));
    }
    return QString::fromLatin1(json + ']');
}

} // namespace

QList<CareerDatabase::SlapRow> CareerDatabase::slaps(bool personOnly) const
{
    QList<SlapRow> rows;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
                    "SELECT game_id, at_ms, seat, person, level, reaction_ms, valid, patterns, call, near "
                    "FROM slaps %1 ORDER BY id")
                    .arg(personOnly ? QStringLiteral("WHERE person = 1") : QString())))
        return rows;
    while (q.next())
        rows.append(SlapRow{q.value(0).toLongLong(), slapFrom(q, 1)});
    return rows;
}

void CareerDatabase::forEachSlap(const QList<qint64> &gameIds,
                                 const std::function<void(const SlapRow &)> &each) const
{
    if (gameIds.isEmpty())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT game_id, at_ms, seat, person, level, reaction_ms, valid, patterns, call, "
                       "near FROM slaps WHERE %1 ORDER BY id")
            .arg(inGames()));
    q.bindValue(0, idsJson(gameIds));
    if (!q.exec())
        return;
    while (q.next())
        each(SlapRow{q.value(0).toLongLong(), slapFrom(q, 1)});
}

namespace {

// A row of slapCounts()'s statement: flags, reaction, the texts.
struct SlapKey
{
    int flags = 0;
    int reactionMs = 0;
    QString texts;
    bool operator==(const SlapKey &o) const = default;
};

size_t qHash(const SlapKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.flags, k.reactionMs, k.texts);
}

} // namespace

QList<CareerDatabase::SlapCount> CareerDatabase::slapCounts(const QList<qint64> &gameIds) const
{
    QList<SlapCount> counts;
    if (gameIds.isEmpty())
        return counts;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    // Counted while the rows stream by, one row in memory at a time: an
    // SQL GROUP BY sorts every slap first (several times slower on 2 M).
    // Four values a row: the driver converts every column of every row.
    q.prepare(QStringLiteral(
                  "SELECT (person != 0) + 2 * (valid != 0) + 4 * (near IS NULL)"
                  " + 8 * (reaction_ms IS NULL), coalesce(reaction_ms, 0),"
                  " patterns || char(31) || coalesce(call, '') || char(31) || coalesce(near, '') || char(31)"
                  " || coalesce(level, ''), id FROM slaps WHERE %1")
                  .arg(inGames()));
    q.bindValue(0, idsJson(gameIds));
    if (!q.exec())
        return counts;
    struct Count
    {
        qint64 count = 0;
        qint64 firstId = std::numeric_limits<qint64>::max();
    };
    QHash<SlapKey, Count> seen;
    while (q.next()) {
        Count &c = seen[SlapKey{q.value(0).toInt(), q.value(1).toInt(), q.value(2).toString()}];
        ++c.count;
        c.firstId = std::min(c.firstId, q.value(3).toLongLong());
    }
    counts.reserve(seen.size());
    for (auto it = seen.cbegin(); it != seen.cend(); ++it) {
        const auto &[flags, reactionMs, texts] = it.key();
        // The level last: a name may hold anything, the ids not.
        const qsizetype call = texts.indexOf(QChar(31)) + 1;
        const qsizetype near = texts.indexOf(QChar(31), call) + 1;
        const qsizetype level = texts.indexOf(QChar(31), near) + 1;
        SlapCount c;
        c.slap.person = flags & 1;
        c.slap.valid = flags & 2;
        c.slap.reactionMs = flags & 8 ? kNoReactionMs : reactionMs;
        c.slap.level = texts.mid(level);
        c.slap.patterns = parsePatternList(texts.left(call - 1));
        c.slap.call = callFrom(texts.mid(call, near - call - 1));
        if (!(flags & 4))
            c.slap.near = parsePatternId(texts.mid(near, level - near - 1).toStdString());
        c.count = it.value().count;
        c.firstId = it.value().firstId;
        counts.append(c);
    }
    return counts;
}

QList<CareerDatabase::MissCount> CareerDatabase::missCounts(const QList<qint64> &gameIds) const
{
    QList<MissCount> counts;
    if (gameIds.isEmpty())
        return counts;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT patterns, call, coalesce(late_ms >= 0, 0) AS late, count(*) FROM missed "
                             "WHERE %1 GROUP BY patterns, call, late")
                  .arg(inGames()));
    q.bindValue(0, idsJson(gameIds));
    if (!q.exec())
        return counts;
    while (q.next()) {
        MissCount c;
        c.miss.patterns = parsePatternList(q.value(0).toString());
        c.miss.call = callFrom(q.value(1));
        c.miss.lateMs = q.value(2).toInt() ? 0 : -1;
        c.count = q.value(3).toLongLong();
        counts.append(c);
    }
    return counts;
}

QHash<qint64, qint64> CareerDatabase::missesPerGame(const QList<qint64> &gameIds) const
{
    QHash<qint64, qint64> counts;
    if (gameIds.isEmpty())
        return counts;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT game_id, count(*) FROM missed WHERE %1 GROUP BY game_id").arg(inGames()));
    q.bindValue(0, idsJson(gameIds));
    if (!q.exec())
        return counts;
    while (q.next())
        counts.insert(q.value(0).toLongLong(), q.value(1).toLongLong());
    return counts;
}

QHash<qint64, int> CareerDatabase::dailyTries() const
{
    QHash<qint64, int> tries;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    // A game left before its first card (dealt, never started) was no try.
    if (!q.exec(QStringLiteral("SELECT id, daily FROM games WHERE daily IS NOT NULL "
                               "AND (duration_ms IS NULL OR duration_ms > 0) ORDER BY id")))
        return tries;
    QHash<QString, int> seen;
    while (q.next())
        tries.insert(q.value(0).toLongLong(), ++seen[q.value(1).toString()]);
    return tries;
}

void CareerDatabase::forEachGameTimes(const QList<qint64> &gameIds,
                                      const std::function<void(qint64, const QList<int> &)> &each) const
{
    if (gameIds.isEmpty())
        return;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT game_id, reaction_ms FROM slaps WHERE person != 0 AND valid != 0 "
                             "AND reaction_ms >= 0 AND %1 ORDER BY game_id")
                  .arg(inGames()));
    q.bindValue(0, idsJson(gameIds));
    if (!q.exec())
        return;
    qint64 game = -1;
    QList<int> times;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (id != game && !times.isEmpty())
            each(game, std::exchange(times, {}));
        game = id;
        times << q.value(1).toInt();
    }
    if (!times.isEmpty())
        each(game, times);
}

QList<CareerDatabase::MissRow> CareerDatabase::misses() const
{
    QList<MissRow> rows;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT game_id, at_ms, patterns, call, taken_by, taken_ms, late_ms FROM missed ORDER BY id")))
        return rows;
    while (q.next()) {
        MissRow r;
        r.gameId = q.value(0).toLongLong();
        r.miss.atMs = q.value(1).toLongLong();
        r.miss.patterns = parsePatternList(q.value(2).toString());
        r.miss.call = callFrom(q.value(3));
        r.miss.takenBy = int(negativeIfNull(q.value(4)));
        r.miss.takenMs = noReactionIfNull(q.value(5));
        r.miss.lateMs = int(negativeIfNull(q.value(6)));
        rows.append(r);
    }
    return rows;
}

QList<CareerPracticeSlap> CareerDatabase::practiceSlaps() const
{
    QList<CareerPracticeSlap> rows;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT at_ms, outcome, patterns, reaction_ms, near FROM practice_slaps ORDER BY id")))
        return rows;
    while (q.next()) {
        CareerPracticeSlap r;
        r.atMs = q.value(0).toLongLong();
        const QString outcome = q.value(1).toString();
        r.outcome = outcome == QLatin1String("hit")     ? CareerPracticeSlap::Outcome::Hit
                    : outcome == QLatin1String("false") ? CareerPracticeSlap::Outcome::False
                                                        : CareerPracticeSlap::Outcome::Missed;
        r.patterns = parsePatternList(q.value(2).toString());
        r.reactionMs = int(negativeIfNull(q.value(3)));
        if (!q.value(4).isNull())
            r.near = parsePatternId(q.value(4).toString().toStdString());
        rows.append(r);
    }
    return rows;
}

QList<CareerTime> CareerDatabase::recentPersonTimes(int limit) const
{
    QList<CareerTime> times;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT patterns, call, ms FROM ("
                             " SELECT game_id, at_ms, patterns, call, reaction_ms AS ms FROM slaps"
                             "  WHERE person = 1 AND valid = 1 AND reaction_ms >= 0"
                             " UNION ALL"
                             " SELECT game_id, at_ms, patterns, call, taken_ms + late_ms FROM missed"
                             "  WHERE late_ms IS NOT NULL AND taken_ms + late_ms >= 0)"
                             " ORDER BY game_id DESC, at_ms DESC LIMIT ?"));
    q.bindValue(0, std::max(0, limit));
    if (!q.exec())
        return times;
    while (q.next())
        times.prepend(
            CareerTime{parsePatternList(q.value(0).toString()), callFrom(q.value(1)), q.value(2).toInt()});
    return times;
}

qint64 CareerDatabase::finishedGames() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT count(*) FROM games WHERE result IN ('won', 'lost', 'draw')"))
        || !q.next())
        return 0;
    return q.value(0).toLongLong();
}

qint64 CareerDatabase::count(const QString &table) const
{
    static const QStringList tables{QStringLiteral("games"), QStringLiteral("slaps"),
                                    QStringLiteral("missed"), QStringLiteral("practice"),
                                    QStringLiteral("practice_slaps")};
    if (!tables.contains(table))
        return -1;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("SELECT count(*) FROM ") + table) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

} // namespace ratscrew
