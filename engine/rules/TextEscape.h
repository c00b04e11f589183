// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ratscrew {

/// `text` (UTF-8) made safe to quote in a message on a terminal or in a
/// window: every character that is not printable is written as an escape,
/// so that input can neither paint a terminal (`\x1b[31m`) nor hide or
/// reorder what a message says.
///
/// - C0 controls and DEL: `\n`, `\r`, `\t`, others `\xNN` (`\x1b`, `\x7f`);
/// - C1 controls U+0080..U+009F, line and paragraph separators
///   U+2028/U+2029 and the bidirectional controls U+200E, U+200F,
///   U+202A..U+202E, U+2066..U+2069: `\uNNNN`;
/// - bytes that are not valid UTF-8: `\xNN`, one per byte.
///
/// Everything else, a backslash included, is kept as it is, so escaping
/// an escaped text again changes nothing. At most `maxBytes` bytes of
/// `text` are looked at (default 200); a longer text ends in "…".
std::string escapeControls(std::string_view text, std::size_t maxBytes = 200);

} // namespace ratscrew
