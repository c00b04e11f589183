// SPDX-License-Identifier: GPL-3.0-or-later
#include "RuleCode.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace ratscrew {

namespace {

constexpr int kChars = 16;        // base-32 characters of a code
constexpr int kBits = kChars * 5; // 80
constexpr int kCheckBits = 11;    // the last bits: a check of the others
constexpr int kDataBits = kBits - kCheckBits;
constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford
constexpr std::array<Rank, 4> kStickyOrder = {Rank::Jack, Rank::Queen, Rank::King, Rank::Ace};

// The 80 bits of a code, one per element, filled and read in order.
struct Bits
{
    std::array<std::uint8_t, kBits> bit{};
    int at = 0;

    void put(unsigned value, int width)
    {
        for (int i = 0; i < width; ++i)
            bit[std::size_t(at++)] = std::uint8_t(value >> i & 1u);
    }
    unsigned take(int width)
    {
        unsigned value = 0;
        for (int i = 0; i < width; ++i)
            value |= unsigned(bit[std::size_t(at++)]) << i;
        return value;
    }
    // CRC-11 (x^11 + x^9 + x^8 + x^7 + x^2 + 1) of the first `count` bits.
    // The check bits are that of the data bits (with checkSalt()). A
    // character's 5 bits lie side by
    // side, so every mistyped character and every swap of two neighbours
    // (a burst of at most 10 bits) changes it.
    unsigned crc(int count) const
    {
        constexpr unsigned kPolynomial = 0x385, kTop = 1u << (kCheckBits - 1), kMask = (1u << kCheckBits) - 1;
        unsigned r = 0;
        for (int i = 0; i < count; ++i) {
            const bool feedback = ((r & kTop) != 0) != (bit[std::size_t(i)] != 0);
            r = (r << 1) & kMask;
            if (feedback)
                r ^= kPolynomial;
        }
        return r;
    }
};

// What a code's check bits add to the CRC of its data: nothing in version
// 1, a constant (any other than 0) in version 2, so that the version's
// digit is checked too: a version 1 code with its `1` mistyped as `2` (or
// the other way round) is refused as a typo, never read as other rules.
unsigned checkSalt(int version)
{
    return version == 1 ? 0u : 0x2a5u;
}

// `lockout_cards` (1..52) and `time_limit` (0..600) share one field of
// version 2, lockout_cards × 601 + time_limit: it fits 15 bits, where
// version 1 gave them 6 and 10, and the bit this saves holds
// `dealer_starts`. Below 601 (no lockout card) the field is out of range,
// so a code of all zeros is refused, as in version 1.
constexpr unsigned kTimeLimits = RuleSet::kMaxTimeLimitMinutes + 1;
constexpr unsigned kLockoutAndTimeEnd = (RuleSet::kMaxLockoutCards + 1) * kTimeLimits;
static_assert(kLockoutAndTimeEnd <= 1u << 15);

// The fields of version 2, in order, with their widths: 69 bits.
void writeFields(Bits &b, const RuleSet &r)
{
    b.put(r.jokers == 2, 1);
    b.put(r.slaps.bits(), kSlapPatternCount);
    b.put(r.tensLetterBetween, 1);
    b.put(unsigned(r.runAce), 2);
    b.put(unsigned(r.penalty), 2);
    b.put(unsigned(r.burnCount - 1), 1);
    b.put(unsigned(r.misslapLimit), 10);
    b.put(r.misslapLeads, 1);
    b.put(unsigned(r.slapInMiss), 1);
    b.put(unsigned(r.collect), 1);
    b.put(unsigned(r.leader), 1);
    b.put(r.slapIn, 1);
    b.put(unsigned(r.win), 1);
    b.put(r.onlySlapThreeRank ? unsigned(*r.onlySlapThreeRank) : 0u, 4);
    b.put(r.forbiddenRank ? unsigned(*r.forbiddenRank) : 0u, 4);
    unsigned sticky = 0;
    for (std::size_t i = 0; i < kStickyOrder.size(); ++i)
        sticky |= unsigned(r.stickyFaces.contains(kStickyOrder[i])) << i;
    b.put(sticky, 4);
    b.put(r.splitEights, 1);
    b.put(r.tenStops, 1);
    b.put(unsigned(r.lockoutCards) * kTimeLimits + unsigned(r.timeLimitMinutes), 15);
    b.put(r.dealerStarts, 1);
}

// The fields of a code of `version` (1 or 2) back, each checked against
// its range (RuleSet.h); an empty string, or which option is out of range.
// Version 1's fields are version 2's but the last two: `lockout_cards` and
// `time_limit` in 6 and 10 bits, and no `dealer_starts` (it had the dealer
// of RuleSet::dealerStartsBefore()).
std::string readFields(Bits &b, RuleSet &r, int version)
{
    r.jokers = b.take(1) ? 2 : 0;
    r.slaps = PatternSet::fromBits(b.take(kSlapPatternCount));
    r.tensLetterBetween = b.take(1);
    const unsigned runAce = b.take(2);
    if (runAce > unsigned(RunAce::Wrap))
        return "run_ace";
    r.runAce = RunAce(runAce);
    r.penalty = Penalty(b.take(2)); // all four values are penalties
    r.burnCount = int(b.take(1)) + 1;
    r.misslapLimit = int(b.take(10));
    if (r.misslapLimit > 1000)
        return "misslap_limit";
    r.misslapLeads = b.take(1);
    r.slapInMiss = SlapInMiss(b.take(1));
    r.collect = Collect(b.take(1));
    r.leader = Leader(b.take(1));
    r.slapIn = b.take(1);
    r.win = WinCondition(b.take(1));
    const unsigned three = b.take(4);
    if (three != 0 && (three < unsigned(Rank::Two) || three > unsigned(Rank::Ten)))
        return "only_slap_three_rank";
    r.onlySlapThreeRank = three ? std::optional<Rank>(Rank(three)) : std::nullopt;
    const unsigned forbidden = b.take(4);
    if (forbidden > unsigned(Rank::King))
        return "forbidden_rank";
    r.forbiddenRank = forbidden ? std::optional<Rank>(Rank(forbidden)) : std::nullopt;
    const unsigned sticky = b.take(4);
    r.stickyFaces = {};
    for (std::size_t i = 0; i < kStickyOrder.size(); ++i)
        if (sticky >> i & 1u)
            r.stickyFaces.insert(kStickyOrder[i]);
    r.splitEights = b.take(1);
    r.tenStops = b.take(1);
    if (version == 1) {
        r.lockoutCards = int(b.take(6));
        if (r.lockoutCards < 1 || r.lockoutCards > RuleSet::kMaxLockoutCards)
            return "lockout_cards";
        r.timeLimitMinutes = int(b.take(10));
        if (r.timeLimitMinutes > RuleSet::kMaxTimeLimitMinutes)
            return "time_limit";
        r.dealerStarts = RuleSet::dealerStartsBefore(r);
        return {};
    }
    const unsigned lockoutAndTime = b.take(15);
    if (lockoutAndTime < kTimeLimits || lockoutAndTime >= kLockoutAndTimeEnd)
        return "lockout_cards";
    r.lockoutCards = int(lockoutAndTime / kTimeLimits);
    r.timeLimitMinutes = int(lockoutAndTime % kTimeLimits);
    r.dealerStarts = b.take(1);
    return {};
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The version of a text that starts `R<digits>-` (case aside), or -1; `rest`
// is what follows the dash.
int versionOf(std::string_view text, std::string_view &rest)
{
    if (text.size() < 3 || (text[0] != 'R' && text[0] != 'r') || !isDigit(text[1]))
        return -1;
    std::size_t i = 1;
    long version = 0;
    while (i < text.size() && isDigit(text[i]) && version < 100000)
        version = version * 10 + (text[i++] - '0');
    if (i >= text.size() || text[i] != '-' || version >= 100000)
        return -1;
    rest = text.substr(i + 1);
    return int(version);
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty()
           && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' || text.front() == '\r'))
        text.remove_prefix(1);
    while (!text.empty()
           && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

// The length in bytes of the UTF-8 character that starts `text` (1 to 4),
// or 0 when `text` does not start with one (a stray byte, a cut or
// overlong sequence, a surrogate).
std::size_t utf8Length(std::string_view text)
{
    const auto byte = [&text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned lead = byte(0);
    if (lead < 0x80)
        return 1;
    std::size_t length = 0;
    unsigned low = 0x80, high = 0xbf; // the second byte's range (RFC 3629, section 4)
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        low = lead == 0xe0 ? 0xa0 : 0x80;
        high = lead == 0xed ? 0x9f : 0xbf;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        low = lead == 0xf0 ? 0x90 : 0x80;
        high = lead == 0xf4 ? 0x8f : 0xbf;
    } else {
        return 0;
    }
    if (text.size() < length || byte(1) < low || byte(1) > high)
        return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xbf)
            return 0;
    return length;
}

// The character that starts `text` as a message names it: a whole UTF-8
// character (`Ä`, not one of its bytes), or a byte that starts none as
// `\xNN`.
std::string firstCharacter(std::string_view text)
{
    if (const std::size_t length = utf8Length(text))
        return std::string(text.substr(0, length));
    static constexpr char kHex[] = "0123456789abcdef";
    const auto byte = static_cast<unsigned char>(text[0]);
    return std::string("\\x") + kHex[byte >> 4] + kHex[byte & 0xf];
}

// The characters of `text` but the separators (dashes and spaces) a code
// may hold: a UTF-8 character counts once, a byte that starts none once.
int countCharacters(std::string_view text)
{
    int count = 0;
    while (!text.empty()) {
        const std::size_t length = std::max<std::size_t>(utf8Length(text), 1);
        if (text[0] != '-' && text[0] != ' ')
            ++count;
        text.remove_prefix(length);
    }
    return count;
}

// A character's value in Crockford's base 32, or -1.
int digitValue(char c)
{
    if (c >= 'a' && c <= 'z')
        c = char(c - 'a' + 'A');
    if (c == 'I' || c == 'L')
        c = '1';
    else if (c == 'O')
        c = '0';
    const auto at = kAlphabet.find(c);
    return at == std::string_view::npos ? -1 : int(at);
}

} // namespace

bool RuleCode::looksLikeCode(std::string_view text)
{
    std::string_view rest;
    return versionOf(trimmed(text), rest) >= 0;
}

std::string RuleCode::encode(const RuleSet &rules)
{
    Bits b;
    writeFields(b, rules);
    const unsigned check = b.crc(kDataBits) ^ checkSalt(kVersion);
    for (int i = kCheckBits - 1; i >= 0; --i) // highest first
        b.put(check >> i & 1u, 1);
    b.at = 0;
    std::string out(1, 'R'); // (not "R" + to_string(): GCC 12 warns of a false -Wrestrict there)
    out += std::to_string(kVersion);
    for (int i = 0; i < kChars; ++i) {
        if (i % 4 == 0)
            out += '-';
        out += kAlphabet[b.take(5)];
    }
    return out;
}

std::optional<RuleSet> RuleCode::decode(std::string_view code, std::string *error)
{
    Error why;
    std::optional<RuleSet> rules = decode(code, &why);
    if (!rules && error)
        *error = std::move(why.message);
    return rules;
}

std::optional<RuleSet> RuleCode::decode(std::string_view code, Error *error)
{
    const auto fail = [error](Problem problem, std::string message) -> std::optional<RuleSet> {
        if (error) {
            error->problem = problem;
            error->message = std::move(message);
        }
        return std::nullopt;
    };
    std::string_view rest;
    const int version = versionOf(trimmed(code), rest);
    if (version < 0)
        return fail(Problem::NotACode, "this is not a rule code (a rule code looks like R"
                                           + std::to_string(kVersion) + "-XXXX-XXXX-XXXX-XXXX)");
    if (version < kOldestVersion || version > kVersion) {
        if (error)
            error->version = version;
        return fail(Problem::OtherVersion,
                    "this rule code is of version " + std::to_string(version)
                        + ", and this version of the game reads rule codes up to version "
                        + std::to_string(kVersion)
                        + (version > kVersion ? " (the code comes from a newer version)" : ""));
    }
    if (error)
        error->version = version;
    Bits b;
    int chars = 0;
    for (std::size_t at = 0; at < rest.size(); ++at) {
        const char c = rest[at];
        if (c == '-' || c == ' ')
            continue;
        const int value = digitValue(c);
        if (value < 0) {
            // The whole character, however many bytes it takes: one byte
            // of `Ä` alone reads as U+FFFD, and names nothing typed.
            const std::string character = firstCharacter(rest.substr(at));
            if (error)
                error->detail = character;
            return fail(Problem::BadCharacter,
                        "the rule code has a character that cannot be in one: " + quoted(character));
        }
        if (++chars > kChars) {
            const int all = countCharacters(rest);
            if (error)
                error->count = all;
            return fail(Problem::TooLong, "the rule code is too long: it has " + std::to_string(all)
                                              + " characters after R" + std::to_string(version)
                                              + "-, and a rule code has " + std::to_string(kChars));
        }
        b.put(unsigned(value), 5);
    }
    if (chars < kChars) {
        if (error)
            error->count = chars;
        return fail(Problem::CutShort, "the rule code is cut short: it has " + std::to_string(chars)
                                           + " of its " + std::to_string(kChars) + " characters");
    }
    unsigned check = 0;
    for (b.at = kDataBits; b.at < kBits;) // highest first, as encode() wrote them
        check = check << 1 | b.take(1);
    if (check != (b.crc(kDataBits) ^ checkSalt(version)))
        return fail(Problem::Typo, "the rule code has a typo: its check characters do not match");
    b.at = 0;
    RuleSet rules;
    if (const std::string bad = readFields(b, rules, version); !bad.empty()) {
        if (error)
            error->detail = bad;
        return fail(Problem::OutOfRange, "the rule code's " + bad + " is out of range");
    }
    return rules;
}

} // namespace ratscrew
