// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "RuleSet.h"

#include <optional>
#include <string>
#include <string_view>

namespace ratscrew {

/// A rule set as a short code that people copy and paste to share it, e.g.
/// `R2-TH2C-400E-00RP-Q0P8` (`house` with a 30-minute game): every option
/// of docs/RULES.md §1, §7, §9 and §11
/// (not RuleSet::maxPlays, the simulator's draw limit), so that decoding a
/// code gives back exactly the rule set that was encoded.
///
/// The text is `R` + the code's version + `-` + 16 characters of Crockford's
/// base 32 (0-9 and A-Z without I, L, O, U) in groups of four. The 80 bits
/// hold the options (69 bits) and an 11-bit CRC, so that a cut code, any
/// one mistyped character and any two neighbours swapped are refused
/// rather than read as other rules.
///
/// Version 2 holds `dealer_starts` (docs/RULES.md §1). Version 1 codes, made
/// before it, are still read: their dealer is RuleSet::dealerStartsBefore().
namespace RuleCode {

/// The version this program writes.
inline constexpr int kVersion = 2;
/// The oldest version this program reads.
inline constexpr int kOldestVersion = 1;

/// The code of `rules`.
std::string encode(const RuleSet &rules);

/// Why a text is not read as a rule code (decode()).
enum class Problem {
    NotACode,     ///< no `R`, version number and dash at the start
    OtherVersion, ///< a code of another version (Error::version; a newer game's if above kVersion)
    BadCharacter, ///< a character that is no digit of Crockford's base 32 (Error::detail)
    TooLong,      ///< more than 16 characters after the version (Error::count of them)
    CutShort,     ///< fewer than 16 characters after the version (Error::count of them)
    Typo,         ///< the check bits do not match: a mistyped or swapped character
    OutOfRange,   ///< an option's value is out of its range (Error::detail names the option)
};

/// A refused code: the problem, the figures it names, and the one-line
/// English reason (for the command line; the app words it from `problem`).
struct Error
{
    Problem problem = Problem::NotACode;
    /// The code's version, once its start was read (every problem but
    /// NotACode); OtherVersion: one this program does not read.
    int version = 0;
    /// CutShort, TooLong: the characters it has after the version's dash,
    /// dashes and spaces aside (a UTF-8 character counts once).
    int count = 0;
    /// BadCharacter: the character, whole (all the UTF-8 bytes of `Ä`), or
    /// `\xNN` for a byte that starts no UTF-8 character; OutOfRange: the option.
    std::string detail;
    std::string message;
};

/// The rule set of `code`, or nothing and why in `error` (which may be
/// null). Never a default in place of a bad code.
std::optional<RuleSet> decode(std::string_view code, Error *error);

/// The rule set of `code`, or nothing and a one-line reason in `error`
/// (which may be null): not a rule code, a code of a version this program
/// does not read (a newer one named so), a wrong length or character, check
/// bits that do not match (a typo), or an option value out of its range. Letters may
/// be in either case; spaces and dashes are ignored, and `I`/`L` read as
/// `1`, `O` as `0`, as Crockford's base 32 allows. Never a default in place
/// of a bad code.
std::optional<RuleSet> decode(std::string_view code, std::string *error = nullptr);

/// Whether `text` looks like a rule code (`R` and a version number, then a
/// dash) rather than, say, a JSON object of options: for command lines that
/// take either.
bool looksLikeCode(std::string_view text);

} // namespace RuleCode

} // namespace ratscrew
