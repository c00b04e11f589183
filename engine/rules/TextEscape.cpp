// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextEscape.h"

#include <cstdint>
#include <cstdio>

namespace ratscrew {

namespace {

void appendHexByte(std::string &out, unsigned char byte)
{
    char buf[5];
    std::snprintf(buf, sizeof buf, "\\x%02x", byte);
    out += buf;
}

void appendCodePoint(std::string &out, std::uint32_t cp)
{
    char buf[11]; // "\\u" and up to 8 hex digits: no truncation whatever cp is
    std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(cp));
    out += buf;
}

// The length of the valid UTF-8 sequence at `s[i]` and its code point, or
// 0 if the bytes there are not one (overlong forms and surrogates included).
std::size_t decodeUtf8(std::string_view s, std::size_t i, std::uint32_t *cp)
{
    const auto b0 = static_cast<unsigned char>(s[i]);
    std::size_t len = 0;
    std::uint32_t value = 0, min = 0;
    if (b0 < 0x80) {
        *cp = b0;
        return 1;
    } else if ((b0 & 0xE0) == 0xC0) {
        len = 2, value = b0 & 0x1Fu, min = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        len = 3, value = b0 & 0x0Fu, min = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        len = 4, value = b0 & 0x07u, min = 0x10000;
    } else {
        return 0;
    }
    if (i + len > s.size())
        return 0;
    for (std::size_t k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(s[i + k]);
        if ((b & 0xC0) != 0x80)
            return 0;
        value = (value << 6) | (b & 0x3Fu);
    }
    if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        return 0;
    *cp = value;
    return len;
}

bool isHiddenFormatting(std::uint32_t cp)
{
    return (cp >= 0x80 && cp <= 0x9F) || cp == 0x200E || cp == 0x200F || cp == 0x2028 || cp == 0x2029
           || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

} // namespace

std::string escapeControls(std::string_view text, std::size_t maxBytes)
{
    const bool cut = text.size() > maxBytes;
    if (cut)
        text = text.substr(0, maxBytes);
    std::string out;
    out.reserve(text.size() + 8);
    std::size_t i = 0;
    while (i < text.size()) {
        std::uint32_t cp = 0;
        const std::size_t len = decodeUtf8(text, i, &cp);
        if (len == 0) {
            // A sequence cut by maxBytes is not an error of the input: stop there.
            if (cut && text.size() - i < 4 && static_cast<unsigned char>(text[i]) >= 0xC0)
                break;
            appendHexByte(out, static_cast<unsigned char>(text[i]));
            ++i;
            continue;
        }
        if (cp == '\n')
            out += "\\n";
        else if (cp == '\r')
            out += "\\r";
        else if (cp == '\t')
            out += "\\t";
        else if (cp < 0x20 || cp == 0x7F)
            appendHexByte(out, static_cast<unsigned char>(cp));
        else if (isHiddenFormatting(cp))
            appendCodePoint(out, cp);
        else
            out.append(text.substr(i, len));
        i += len;
    }
    if (cut)
        out += "\xE2\x80\xA6"; // …
    return out;
}

} // namespace ratscrew
