// SPDX-License-Identifier: GPL-3.0-or-later
// What a session's actions did, read as the app reads it: from the reports
// (GameSession::actionApplied), the one way to read an action.
#pragma once

#include "GameSession.h"

#include <QList>
#include <QObject>

#include <algorithm>

namespace ratscrew::test {

/// Keeps every report `session` emits from its construction on (as a
/// QSignalSpy on actionApplied would), and lists the events of one type
/// across them, in the order they happened.
class ReportSpy : public QObject
{
public:
    explicit ReportSpy(GameSession *session)
    {
        connect(session, &GameSession::actionApplied, this,
                [this](const ActionReport &r) { m_reports << r; });
    }

    const QList<ActionReport> &reports() const { return m_reports; }
    /// Every event of `type` so far, in order (an event's seat is a player).
    QList<Event> events(Event::Type type) const
    {
        QList<Event> out;
        for (const ActionReport &r : m_reports)
            for (const Event &e : r.events)
                if (e.type == type)
                    out << e;
        return out;
    }
    /// How many events of `type` so far.
    qsizetype count(Event::Type type) const
    {
        qsizetype n = 0;
        for (const ActionReport &r : m_reports)
            n += std::count_if(r.events.cbegin(), r.events.cend(),
                               [type](const Event &e) { return e.type == type; });
        return n;
    }
    /// The reports of the actions that left an award pending (`collect:
    /// on_collect`: ActionReport::collectPlayer and collectDelayMs), in order.
    QList<ActionReport> collectsPending() const
    {
        QList<ActionReport> out;
        for (const ActionReport &r : m_reports)
            if (r.collectPlayer >= 0)
                out << r;
        return out;
    }
    void clear() { m_reports.clear(); }

private:
    QList<ActionReport> m_reports;
};

} // namespace ratscrew::test
