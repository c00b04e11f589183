// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/GameNarrator.h"

#include <utility>

namespace ratscrew {

GameNarrator::GameNarrator(GameSession *session, QObject *parent, ReportSource source)
    : QObject(parent), m_session(session)
{
    connect(session, &GameSession::gameStarted, this, [this] {
        m_returnFirst.clear();
        publish({m_story.gameStarted(m_session->turnPlayer()).brief});
    });
    if (source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &GameNarrator::follow);
    // Said after what sent it back (the slap that won the pile), which stays
    // on the line; before its own player's slap, which it came before
    // (docs/RULES.md §12.1); after the game's end the end stays alone.
    connect(session, &GameSession::cardWentBack, this, [this](int player, Card, FlightEnd reason, int by) {
        const QString back = m_story.wentBack(player, reason, by).brief;
        if (back.isEmpty())
            return;
        if (reason == FlightEnd::Slapped)
            m_returnFirst = back; // its slap's report comes next
        else
            publish({m_last, back});
    });
}

// One message per action: the brief words of its lines.
void GameNarrator::follow(const ActionReport &r)
{
    QStringList parts;
    if (!m_returnFirst.isEmpty())
        parts << std::exchange(m_returnFirst, {});
    for (const StoryLine &line : m_story.tell(r, m_session))
        if (!line.brief.isEmpty())
            parts << line.brief;
    publish(parts);
}

void GameNarrator::publish(const QStringList &parts)
{
    if (parts.isEmpty())
        return;
    m_last = parts.join(QLatin1Char(' '));
    Q_EMIT messageChanged(m_last);
}

} // namespace ratscrew
