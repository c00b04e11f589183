// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/SvgDeckSafety.h"

#include <QBuffer>
#include <QHash>
#include <QScopeGuard>
#include <QXmlStreamReader>

#include <algorithm>
#include <array>
#include <limits>
#include <vector>
#include <zlib.h>

namespace ratscrew::SvgDeckSafety {

std::optional<QByteArray> gunzip(QByteArrayView gzip, qsizetype limit, bool *tooBig)
{
    if (tooBig)
        *tooBig = false;
    if (gzip.size() < 2 || uchar(gzip[0]) != 0x1f || uchar(gzip[1]) != 0x8b
        || gzip.size() > qsizetype(std::numeric_limits<uInt>::max()))
        return std::nullopt;
    z_stream z{};
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) // 16: gzip header and trailer
        return std::nullopt;
    const auto end = qScopeGuard([&z] { inflateEnd(&z); });
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(gzip.data()));
    z.avail_in = uInt(gzip.size());
    QByteArray out;
    std::array<char, 64 * 1024> chunk;
    for (;;) {
        z.next_out = reinterpret_cast<Bytef *>(chunk.data());
        z.avail_out = uInt(chunk.size());
        const int rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END)
            return std::nullopt; // corrupt, or cut short (Z_BUF_ERROR: no input left)
        const qsizetype produced = qsizetype(chunk.size()) - qsizetype(z.avail_out);
        // The bound holds while inflating: the trailer's size says nothing
        // (it is the last member's only, and modulo 2³²).
        if (produced > limit - out.size()) {
            if (tooBig)
                *tooBig = true;
            return std::nullopt;
        }
        out.append(chunk.data(), produced);
        if (rc != Z_STREAM_END)
            continue;
        const QByteArrayView rest(reinterpret_cast<const char *>(z.next_in), qsizetype(z.avail_in));
        if (rest.size() >= 2 && uchar(rest[0]) == 0x1f && uchar(rest[1]) == 0x8b) {
            if (inflateReset(&z) != Z_OK) // the next member
                return std::nullopt;
            continue;
        }
        if (std::all_of(rest.begin(), rest.end(), [](char c) { return c == 0; }))
            return out;
        return std::nullopt; // something else after the data
    }
}

namespace {

bool isHref(QStringView name)
{
    return name == u"href" || name.endsWith(u":href");
}

// Whether a data: URI holds an SVG: Qt decodes an <image>'s data with
// QImage::fromData, whose SVG plugin would read it with a renderer of its
// own, which follows files and <use> as this one's would, unchecked.
bool holdsSvg(QStringView uri)
{
    const qsizetype comma = uri.indexOf(u',');
    const QStringView type = comma < 0 ? uri : uri.left(comma);
    if (type.contains(u"svg", Qt::CaseInsensitive))
        return true;
    // The first bytes, as the image plugins guess the format from them.
    const QByteArray payload = uri.mid(comma + 1, 256).toLatin1();
    const QByteArray head = type.contains(u";base64", Qt::CaseInsensitive)
                                ? QByteArray::fromBase64(payload)
                                : QByteArray::fromPercentEncoding(payload);
    const QByteArray trimmed = head.trimmed();
    return trimmed.startsWith('<') || trimmed.startsWith("\x1f\x8b");
}

bool isUse(QStringView name)
{
    return name == u"use" || name.endsWith(u":use");
}

// An element that has an id: its place in the document, to count what
// drawing it again through a <use> draws.
struct SvgPart
{
    qint64 elements = 0;    // itself and everything inside it
    qsizetype firstUse = 0; // the <use> elements inside it: [firstUse, endUse)
    qsizetype endUse = 0;   //
    qint64 drawn = -1;      // elements drawn, <use> expanded; -1 not yet, -2 being counted
};

// What drawing the whole document draws, each <use> counting its target's
// expansion again; stops counting above the limit, and at a cycle.
class SvgUseGraph
{
public:
    std::vector<SvgPart> parts;
    QHash<QString, std::vector<qsizetype>> partsById; // an id may be given twice
    std::vector<QString> uses;                        // the id each <use> names, in document order

    // Elements drawn in all, at most kMaxDrawnElements + 1; nothing for a cycle.
    std::optional<qint64> drawn(qint64 documentElements)
    {
        // Each <use> as the parts it may draw: an id given twice counts
        // both (more than the renderer draws, never less).
        std::vector<qsizetype> targets;
        std::vector<qsizetype> at(uses.size() + 1);
        for (std::size_t i = 0; i < uses.size(); ++i) {
            at[i] = qsizetype(targets.size());
            if (const auto it = partsById.constFind(uses[i]); it != partsById.cend())
                targets.insert(targets.end(), it->begin(), it->end());
            if (qint64(targets.size()) > kMaxDrawnElements) // each draws one element at least
                return kMaxDrawnElements + 1;
        }
        at[uses.size()] = qsizetype(targets.size());
        for (SvgPart &part : parts) {
            part.firstUse = at[std::size_t(part.firstUse)];
            part.endUse = at[std::size_t(part.endUse)];
        }
        // Depth-first without recursion: a chain of a million <use> must
        // not overflow the stack.
        struct Frame
        {
            qsizetype part;
            qsizetype next; // the use counted next
            qint64 sum;
        };
        const auto expand = [&](qsizetype root) -> std::optional<qint64> {
            if (parts[std::size_t(root)].drawn >= 0)
                return parts[std::size_t(root)].drawn;
            std::vector<Frame> stack{
                {root, parts[std::size_t(root)].firstUse, parts[std::size_t(root)].elements}};
            parts[std::size_t(root)].drawn = -2;
            while (!stack.empty()) {
                Frame &f = stack.back();
                SvgPart &part = parts[std::size_t(f.part)];
                if (f.sum > kMaxDrawnElements) {
                    part.drawn = kMaxDrawnElements + 1; // over: every part holding it is over as well
                } else if (f.next < part.endUse) {
                    const qsizetype target = targets[std::size_t(f.next++)];
                    SvgPart &t = parts[std::size_t(target)];
                    if (t.drawn == -2)
                        return std::nullopt; // it refers to itself
                    if (t.drawn >= 0) {
                        f.sum += t.drawn;
                    } else {
                        t.drawn = -2;
                        stack.push_back({target, t.firstUse, t.elements});
                    }
                    continue;
                } else {
                    part.drawn = f.sum;
                }
                const qint64 drawn = part.drawn;
                stack.pop_back();
                if (!stack.empty())
                    stack.back().sum += drawn;
            }
            return parts[std::size_t(root)].drawn;
        };
        qint64 sum = documentElements;
        for (std::size_t i = 0; i < targets.size() && sum <= kMaxDrawnElements; ++i) {
            const std::optional<qint64> n = expand(targets[i]);
            if (!n)
                return std::nullopt;
            sum += *n;
        }
        return std::min(sum, kMaxDrawnElements + 1);
    }
};

} // namespace

Verdict scan(const QByteArray &svg)
{
    using Kind = Verdict::Kind;
    // Read from a device, a block at a time: given the bytes whole, the
    // reader decodes them whole (twice their size in UTF-16).
    QBuffer device;
    device.setData(svg);
    device.open(QIODevice::ReadOnly);
    QXmlStreamReader xml(&device);
    xml.setNamespaceProcessing(false); // as QSvgHandler reads it: "xlink:href" is the name
    SvgUseGraph graph;
    struct Open
    {
        qint64 firstElement; // the element's number in document order
        qsizetype firstUse;
        QString id;
    };
    std::vector<Open> open;
    qint64 elements = 0;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (open.size() >= std::size_t(kMaxDepth))
                return {Kind::TooComplex, {}};
            QString id;
            QString target;
            const QXmlStreamAttributes attributes = xml.attributes();
            for (const QXmlStreamAttribute &a : attributes) {
                const QStringView name = a.qualifiedName();
                if (name == u"id") {
                    id = a.value().toString();
                } else if (isHref(name)) {
                    const QStringView value = a.value().trimmed();
                    if (value.startsWith(u'#'))
                        target = value.mid(1).toString();
                    else if (!value.startsWith(u"data:", Qt::CaseInsensitive) || holdsSvg(value))
                        return {Kind::External, value.left(200).toString()};
                }
            }
            open.push_back({elements++, qsizetype(graph.uses.size()), std::move(id)});
            if (!target.isEmpty() && isUse(xml.qualifiedName()))
                graph.uses.push_back(std::move(target));
            break;
        }
        case QXmlStreamReader::EndElement: {
            Open &o = open.back();
            if (!o.id.isEmpty()) {
                graph.partsById[o.id].push_back(qsizetype(graph.parts.size()));
                graph.parts.push_back(
                    {elements - o.firstElement, o.firstUse, qsizetype(graph.uses.size()), -1});
            }
            open.pop_back();
            break;
        }
        case QXmlStreamReader::ProcessingInstruction:
            // Qt reads the CSS file an xml-stylesheet names (relative to
            // the working folder, a FIFO as well).
            if (xml.processingInstructionTarget().compare(u"xml-stylesheet", Qt::CaseInsensitive) == 0)
                return {Kind::External, xml.processingInstructionData().trimmed().left(200).toString()};
            break;
        default:
            break;
        }
        if (elements > kMaxDrawnElements)
            return {Kind::TooComplex, {}};
    }
    if (xml.hasError())
        return {Kind::NotXml, {}};
    const std::optional<qint64> drawn = graph.drawn(elements);
    if (!drawn || *drawn > kMaxDrawnElements)
        return {Kind::TooComplex, {}};
    return {};
}

} // namespace ratscrew::SvgDeckSafety
