// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReportSource.h"
#include "seating/PointOfView.h"

#include <QObject>

namespace ratscrew {

class GameSession;
struct ActionReport;
class SoundPlayer;

/// Hangs the sound effects off the session's signals (the session and the
/// table never call the sound engine): a flip for every card, a chime when
/// a face card starts a challenge, slap / misslap, the sweep of a pile won
/// by a challenge or a penalty, and a short tune when the game ends, from
/// the point of view's side: the win tune when a person at this keyboard
/// wins, the loss tune when a bot wins or the game is a draw; none when
/// nobody at this keyboard plays (the demo table).
class SoundCues : public QObject
{
    Q_OBJECT

public:
    /// Neither is owned; `sound` may be null (no sound at all). The point
    /// of view is the person at player 0 until setPointOfView().
    /// `source`: with Caller, follow() is called by whoever orders the listeners (GameRig).
    SoundCues(GameSession *session, SoundPlayer *sound, QObject *parent = nullptr,
              ReportSource source = ReportSource::Session);

    /// Plays the cues of one action.
    void follow(const ActionReport &report);

    void setPointOfView(const PointOfView &view) { m_view = view; }
    const PointOfView &pointOfView() const { return m_view; }

private:
    SoundPlayer *m_sound = nullptr;
    PointOfView m_view = PointOfView::person(0);
};

} // namespace ratscrew
