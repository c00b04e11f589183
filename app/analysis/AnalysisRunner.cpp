// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/AnalysisRunner.h"

#include "RulesJson.h"
#include "SaveFile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace ratscrew {

namespace {

constexpr const char *kCacheFormat = "ratscrew-chances";
constexpr qint64 kMaxCacheBytes = 8 << 20; // a cache of the longest game analysed is about 2 MB
constexpr auto kProgressEvery = std::chrono::milliseconds(150);

QJsonArray numbers(const std::array<double, kMaxPlayers> &values, int players)
{
    QJsonArray a;
    for (int p = 0; p < players; ++p)
        a.append(values[std::size_t(p)]);
    return a;
}

bool readNumbers(const QJsonValue &value, int players, std::array<double, kMaxPlayers> &out)
{
    const QJsonArray a = value.toArray();
    if (a.size() != players)
        return false;
    for (int p = 0; p < players; ++p) {
        if (!a.at(p).isDouble() || !std::isfinite(a.at(p).toDouble()) || std::abs(a.at(p).toDouble()) > 10)
            return false;
        out[std::size_t(p)] = a.at(p).toDouble();
    }
    return true;
}

QByteArray cacheBytes(const QString &key, double target, const GameChances &c)
{
    QJsonArray tallies;
    for (const WinChances::Tally &t : c.tallies) {
        QJsonArray one{t.samples, t.own, t.exact ? 1 : 0};
        for (int p = 0; p < c.players; ++p)
            one.append(t.wins[std::size_t(p)]);
        tallies.append(one);
    }
    QJsonObject o{{QStringLiteral("format"), QLatin1String(kCacheFormat)},
                  {QStringLiteral("version"), AnalysisRunner::kCacheVersion},
                  {QStringLiteral("key"), key},
                  {QStringLiteral("person"), c.person},
                  {QStringLiteral("target"), target},
                  {QStringLiteral("tallies"), tallies}};
    if (c.luckAndSpeed) {
        const LuckAndSpeed &s = *c.luckAndSpeed;
        o.insert(QStringLiteral("at_deal"), numbers(s.atDeal, c.players));
        o.insert(QStringLiteral("result"), numbers(s.result, c.players));
        o.insert(QStringLiteral("luck"), numbers(s.luck, c.players));
        o.insert(QStringLiteral("speed"), numbers(s.speed, c.players));
        o.insert(QStringLiteral("half_width"), numbers(s.halfWidth, c.players));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The cache file at `path` as JSON, if it is one of this version (a
// regular file of at most kMaxCacheBytes); anything else is as good as none.
std::optional<QJsonObject> cacheObject(const QString &path)
{
    QFile file(path);
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() > kMaxCacheBytes
        || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kCacheFormat)
        || o.value(QStringLiteral("version")).toInt() != AnalysisRunner::kCacheVersion)
        return std::nullopt;
    return o;
}

// The cache at `path` for the record of `key` with `positions` positions,
// worked to `target` or finer, if it is one: anything else (another
// version or game, a damaged file) is as good as none.
bool readCache(const QString &path, const QString &key, double target, std::size_t positions, GameChances &c)
{
    const std::optional<QJsonObject> cache = cacheObject(path);
    if (!cache)
        return false;
    const QJsonObject &o = *cache;
    if (o.value(QStringLiteral("key")).toString() != key
        || !(o.value(QStringLiteral("target")).toDouble(1.0) <= target + 1e-12))
        return false;
    const QJsonArray tallies = o.value(QStringLiteral("tallies")).toArray();
    if (std::size_t(tallies.size()) != positions)
        return false;
    std::vector<WinChances::Tally> read;
    read.reserve(positions);
    for (const QJsonValue &v : tallies) {
        const QJsonArray a = v.toArray();
        if (a.size() != 3 + c.players)
            return false;
        WinChances::Tally t;
        t.samples = a.at(0).toInt(-1);
        t.own = a.at(1).toInt(-1);
        t.exact = a.at(2).toInt() == 1;
        int sum = 0;
        for (int p = 0; p < c.players; ++p) {
            t.wins[std::size_t(p)] = a.at(3 + p).toInt(-1);
            if (t.wins[std::size_t(p)] < 0)
                return false;
            sum += t.wins[std::size_t(p)];
        }
        if (t.samples < 0 || t.own < 0 || t.own > t.samples || sum > t.samples)
            return false;
        read.push_back(t);
    }
    LuckAndSpeed split;
    if (!readNumbers(o.value(QStringLiteral("at_deal")), c.players, split.atDeal)
        || !readNumbers(o.value(QStringLiteral("result")), c.players, split.result)
        || !readNumbers(o.value(QStringLiteral("luck")), c.players, split.luck)
        || !readNumbers(o.value(QStringLiteral("speed")), c.players, split.speed)
        || !readNumbers(o.value(QStringLiteral("half_width")), c.players, split.halfWidth))
        return false;
    c.tallies = std::move(read);
    c.luckAndSpeed = split;
    return true;
}

// Keeps the newest kMaxCaches caches of `dir`.
void pruneCaches(const QString &dir)
{
    QDir folder(dir);
    const QFileInfoList caches =
        folder.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time); // newest first
    for (qsizetype i = AnalysisRunner::kMaxCaches; i < caches.size(); ++i)
        QFile::remove(caches.at(i).absoluteFilePath());
}

} // namespace

AnalysisRunner::OverGames AnalysisRunner::luckAndSpeedOverGames(const QString &cacheDir)
{
    OverGames out;
    if (cacheDir.isEmpty())
        return out;
    std::vector<double> speeds;
    double luck = 0;
    const QFileInfoList caches = QDir(cacheDir).entryInfoList({QStringLiteral("*.json")}, QDir::Files);
    for (const QFileInfo &info : caches) {
        const std::optional<QJsonObject> cache = cacheObject(info.absoluteFilePath());
        if (!cache)
            continue;
        const int person = cache->value(QStringLiteral("person")).toInt(-1);
        const QJsonArray speed = cache->value(QStringLiteral("speed")).toArray();
        const QJsonArray lucks = cache->value(QStringLiteral("luck")).toArray();
        if (person < 0 || person >= speed.size() || person >= lucks.size())
            continue;
        speeds.push_back(std::clamp(speed.at(person).toDouble(), -1.0, 1.0));
        luck += std::clamp(lucks.at(person).toDouble(), -1.0, 1.0);
    }
    out.games = int(speeds.size());
    if (speeds.empty())
        return out;
    double sum = 0;
    for (double s : speeds)
        sum += s;
    out.speed = sum / double(speeds.size());
    out.luck = luck / double(speeds.size());
    if (speeds.size() > 1) {
        double ss = 0;
        for (double s : speeds)
            ss += (s - out.speed) * (s - out.speed);
        out.speedHalfWidth = 1.96 * std::sqrt(ss / double(speeds.size() - 1) / double(speeds.size()));
    }
    return out;
}

std::vector<Swing> GameChances::swings(int seat, int count) const
{
    return largestSwings(tallies, wanted, seat, count, 0.0);
}

struct AnalysisRunner::Shared
{
    std::atomic<bool> cancel{false};
};

AnalysisRunner::AnalysisRunner(QObject *parent) : QObject(parent) { }

AnalysisRunner::~AnalysisRunner()
{
    stop();
}

QString AnalysisRunner::cacheKey(const GameRecord &record)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray("ratscrew-chances ") + QByteArray::number(kCacheVersion));
    hash.addData(QJsonDocument(rulesToJson(record.rules)).toJson(QJsonDocument::Compact));
    for (const RecordPlayer &p : record.players)
        hash.addData((p.person ? QByteArray("person ") : QByteArray("bot ")) + p.level.toUtf8() + '\n');
    QByteArray numbers;
    for (Card c : record.deck)
        numbers += QByteArray::number(c.id()) + ',';
    numbers += ' ' + QByteArray::number(record.firstPlayer) + ' ' + QByteArray::number(record.revealMs) + ' '
               + QByteArray::number(int(record.cardsLand)) + ' ' + QByteArray::number(record.durationMs)
               + '\n';
    for (const RecordedAction &a : record.actions)
        numbers += QByteArray::number(int(a.action.type)) + ':' + QByteArray::number(a.action.seat) + '@'
                   + QByteArray::number(a.atMs) + ';';
    hash.addData(numbers);
    return QString::fromLatin1(hash.result().toHex().left(32));
}

void AnalysisRunner::start(const GameRecord &record)
{
    stop();
    m_chances = {};
    m_error.clear();
    m_fromCache = false;
    m_running = true;
    m_shared = std::make_shared<Shared>();
    const QString cachePath = m_cacheDir.isEmpty()
                                  ? QString()
                                  : QDir(m_cacheDir).filePath(cacheKey(record) + QStringLiteral(".json"));
    m_thread = std::thread(&AnalysisRunner::run, this, m_shared, record, cachePath, m_target);
}

void AnalysisRunner::stop()
{
    if (m_shared)
        m_shared->cancel = true;
    if (m_thread.joinable())
        m_thread.join();
    m_shared.reset(); // what it still posted is dropped
    m_running = false;
}

// On the runner's thread: nothing of `this` is touched but through
// queued calls, which only act while `shared` is still the run of the day.
void AnalysisRunner::run(std::shared_ptr<Shared> shared, GameRecord record, QString cachePath, double target)
{
    const auto post = [this, shared](auto &&f) {
        QMetaObject::invokeMethod(
            this,
            [this, shared, f = std::forward<decltype(f)>(f)]() mutable {
                if (shared == m_shared)
                    f();
            },
            Qt::QueuedConnection);
    };
    QString error;
    std::optional<WinChances> chances = WinChances::of(record, &error);
    if (!chances) {
        post([this, error] {
            m_error = error;
            m_running = false;
            Q_EMIT failed();
        });
        return;
    }
    GameChances base;
    base.players = chances->players();
    for (int p = 0; p < int(record.players.size()); ++p)
        if (record.players.at(p).person)
            base.person = base.person == -1 ? p : -2;
    base.person = std::max(base.person, -1);
    base.steps = std::make_shared<const std::vector<ChanceStep>>(chances->steps());
    base.wanted = chartPositions(*chances);
    for (std::size_t k = 0; k < chances->positions(); ++k)
        base.positionMs.push_back(chances->positionMs(k));
    const QString key = cacheKey(record);
    if (!cachePath.isEmpty()) {
        GameChances cached = base;
        if (readCache(cachePath, key, target, chances->positions(), cached)) {
            cached.refined = true;
            cached.progress = 1;
            post([this, cached] {
                m_chances = cached;
                m_fromCache = true;
                m_running = false;
                Q_EMIT updated();
                Q_EMIT finished();
            });
            return;
        }
    }
    GameAnalysis analysis(std::move(*chances));
    WinChances::Refinement how;
    how.threads = int(std::max(1u, std::thread::hardware_concurrency()));
    how.targetHalfWidth = target;
    const auto snapshot = [&](double progress) {
        GameChances c = base;
        c.tallies = analysis.chart().tallies();
        c.refined = analysis.chartDone(how);
        if (analysis.done(how))
            c.luckAndSpeed = analysis.luckAndSpeed();
        c.progress = progress;
        return c;
    };
    auto lastProgress = std::chrono::steady_clock::now();
    const auto progressed = [&](double share) {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastProgress < kProgressEvery)
            return;
        lastProgress = now;
        post([this, share] {
            m_chances.progress = share;
            Q_EMIT updated();
        });
    };
    while (analysis.refine(how, &shared->cancel, progressed)) {
        post([this, c = snapshot(0)] {
            m_chances = c;
            Q_EMIT updated();
        });
    }
    if (shared->cancel)
        return;
    GameChances done = snapshot(1);
    if (!cachePath.isEmpty() && QDir().mkpath(QFileInfo(cachePath).absolutePath())
        && saveFileAtomically(cachePath, cacheBytes(key, target, done), nullptr))
        pruneCaches(QFileInfo(cachePath).absolutePath());
    post([this, done] {
        m_chances = done;
        m_running = false;
        Q_EMIT updated();
        Q_EMIT finished();
    });
}

} // namespace ratscrew
