// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace ratscrew {

/// How a listener of a session's reports (GameSession::actionApplied)
/// hears them: connected to the session itself (alone: a test, a
/// benchmark), or told them by whoever calls a table's listeners in one
/// stated order (the app's GameRig, docs/ARCHITECTURE.md).
enum class ReportSource : std::uint8_t { Session, Caller };

} // namespace ratscrew
