// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace ratscrew {

/// What a card deck's SVG must pass before QSvgRenderer sees it: the
/// deck is anybody's download, and Qt's renderer opens files an SVG
/// names, follows every <use> however often it repeats, and cannot be
/// stopped once it runs. SvgCardDeck reads the file itself, unpacks a
/// .svgz here with the size bounded while inflating, scans the XML here,
/// and hands the renderer bytes only, never a path.
namespace SvgDeckSafety {

/// Elements may nest this deep at most (KDE's decks nest a few dozen).
inline constexpr int kMaxDepth = 256;
/// The elements the renderer walks to draw the whole drawing once, each
/// <use> counting the element it refers to again (with what that refers
/// to): at most this many. Bounds the time a deck's faces and bounds take
/// (and refuses a drawing that refers to itself).
inline constexpr qint64 kMaxDrawnElements = 1'000'000;

/// Unpacks gzip data (RFC 1952; several members one after another, as
/// `cat a.gz b.gz` makes, are one stream; zero bytes after the last are
/// padding). Nothing if the data is not gzip, is cut short or corrupt,
/// or unpacks to more than `limit` bytes (then `*tooBig` is set; inflating
/// stops at the limit, so memory stays below it whatever the file says).
std::optional<QByteArray> gunzip(QByteArrayView gzip, qsizetype limit, bool *tooBig = nullptr);

/// What scan() found.
struct Verdict
{
    enum class Kind {
        Safe,       ///< hand it to the renderer
        NotXml,     ///< not well-formed XML
        External,   ///< it names something outside itself: `reference`
        TooComplex, ///< nested deeper than kMaxDepth, or <use> expands beyond kMaxDrawnElements
    };
    Kind kind = Kind::Safe;
    QString reference; ///< External: the href (or style sheet) it names
};

/// Reads the SVG's XML as the renderer will (QXmlStreamReader, no
/// namespace processing) without drawing anything: refuses any href that
/// is not a reference inside the drawing (`#id`) or a `data:` URI (an
/// <image> or <use> naming a file, a FIFO, a URL), a `data:` URI holding
/// an SVG (Qt would draw it with a renderer of its own, unchecked), an `xml-stylesheet`
/// processing instruction (Qt loads the CSS file it names), elements
/// nested deeper than kMaxDepth, and <use> elements whose expansion draws
/// more than kMaxDrawnElements or refers to itself. Linear in the size of
/// the text.
Verdict scan(const QByteArray &svg);

} // namespace SvgDeckSafety

} // namespace ratscrew
