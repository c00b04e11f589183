// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/GameLogModel.h"

#include "text/GameText.h"

#include <utility>

namespace ratscrew {

GameLogModel::GameLogModel(GameSession *session, QObject *parent, ReportSource source)
    : QAbstractListModel(parent), m_session(session)
{
    if (!session)
        return;
    connect(session, &GameSession::gameStarted, this, &GameLogModel::onGameStarted);
    if (source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &GameLogModel::follow);
    connect(session, &GameSession::pausedChanged, this, &GameLogModel::onPausedChanged);
    // The game's end is told by its own line (a card in the air then goes
    // back with every other card in hand).
    connect(session, &GameSession::cardWentBack, this, [this](int player, Card, FlightEnd reason, int by) {
        tell(m_story.wentBack(player, reason, by));
    });
    connect(session, &GameSession::stateChanged, this, &GameLogModel::onStateChanged);
}

void GameLogModel::follow(const ActionReport &r)
{
    for (const StoryLine &line : m_story.tell(r, m_session))
        tell(line);
}

void GameLogModel::tell(const StoryLine &line)
{
    if (line.full.isEmpty())
        return;
    // The subject in bold, but in a note.
    addEntry(line.full, line.kind,
             line.subject >= 0 && !StoryLine::isNote(line.kind) ? m_story.name(line.subject) : QString());
}

void GameLogModel::addEntry(const QString &text, StoryLine::Kind kind, const QString &subject)
{
    const qint64 now = m_session && m_session->hasGame() ? m_session->elapsedMs() : 0;
    // The same entry again at once (a key mashed): said once, with the count.
    if (kind != StoryLine::Kind::Separator && !m_entries.isEmpty() && m_entries.constLast().text == text
        && m_entries.constLast().kind == kind) {
        Entry &last = m_entries.last();
        ++last.repeats;
        last.subject = subject;
        last.atMs = now;
        const QModelIndex at = index(int(m_entries.size()) - 1);
        Q_EMIT dataChanged(at, at);
        return;
    }
    if (m_entries.size() >= kMaxEntries) { // the oldest goes
        beginRemoveRows({}, 0, 0);
        m_entries.removeFirst();
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.append(Entry{kind, subject, text, now, 1});
    endInsertRows();
}

void GameLogModel::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

QString GameLogModel::shownText(const Entry &entry)
{
    return entry.repeats > 1
               ? tr("%1 (×%2)", "the same log line said N times in a row").arg(entry.text).arg(entry.repeats)
               : entry.text;
}

QStringList GameLogModel::lines() const
{
    QStringList out;
    out.reserve(m_entries.size());
    for (const Entry &e : m_entries)
        out << GameText::duration(e.atMs) + QLatin1Char(' ') + shownText(e);
    return out;
}

int GameLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant GameLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const Entry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return shownText(e);
    case KindRole:
        return int(e.kind);
    case SubjectRole:
        return e.subject;
    case TimeRole:
        return e.atMs;
    default:
        return {};
    }
}

void GameLogModel::onGameStarted()
{
    m_resumePending = false;
    tell(m_story.gameStarted(m_session->turnPlayer(), std::exchange(m_nextHeading, {})));
}

void GameLogModel::onPausedChanged(bool paused)
{
    // A new game lifts a pause too; its resume is told at stateChanged
    // unless gameStarted came first.
    m_resumePending = !paused;
    if (paused)
        tell(Storyteller::paused(true));
}

void GameLogModel::onStateChanged()
{
    if (m_resumePending) {
        m_resumePending = false;
        tell(Storyteller::paused(false));
    }
}

} // namespace ratscrew
