// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small drawing helpers the table's painters share.

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ratscrew::tablepaint {

/// Black or white, whichever reads better on `fill`.
inline QColor textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.62 ? QColor(0x14, 0x14, 0x14) : Qt::white;
}

/// `base` at `scale` × `fontPx` pixels (at least 8), bold if asked.
inline QFont scaledFont(const QFont &base, qreal fontPx, qreal scale, bool bold = false)
{
    QFont f = base;
    f.setPixelSize(std::max(8, int(std::lround(fontPx * scale))));
    f.setBold(bold);
    return f;
}

/// Where drawPill() draws its label.
inline QRectF pillRect(QPointF centre, const QString &text, const QFont &font, qreal maxWidth)
{
    const QFontMetricsF fm(font);
    const qreal h = fm.height() * 1.35;
    const qreal w = std::min(maxWidth, fm.horizontalAdvance(text) + h);
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h);
}

/// A rounded label centred on `centre`, at most `maxWidth` wide (the text
/// elided), with a `border` if valid; returns its rect.
inline QRectF drawPill(QPainter &p, QPointF centre, const QString &text, const QFont &font,
                       const QColor &fill, const QColor &border, qreal maxWidth)
{
    const QFontMetricsF fm(font);
    const QRectF r = pillRect(centre, text, font, maxWidth);
    const qreal h = r.height();
    const qreal w = r.width();
    p.setPen(border.isValid() ? QPen(border, std::max(1.0, h * 0.07)) : Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(r, h / 2, h / 2);
    p.setFont(font);
    p.setPen(fill.alpha() > 128 ? textOn(fill) : QColor(Qt::white));
    p.drawText(r, Qt::AlignCenter, fm.elidedText(text, Qt::ElideRight, w - h * 0.6));
    return r;
}

/// Draws `source` of `pixmap` (device pixels; all of it if empty) into
/// `target`, which is the source's size at the pixmap's own ratio: a plain
/// copy. Where the target lies on whole device pixels, smooth filtering
/// and antialiasing are off for it (and back as they were after): with
/// either on, Qt's raster engine sends every pixmap drawn on a scaled
/// painter (a device pixel ratio of 2) through its general transformed
/// fetch, several times dearer than the blend it takes without them, for
/// the same pixels. Elsewhere (a fractional ratio) it is drawn as it is.
inline void drawAligned(QPainter &p, const QRectF &target, const QPixmap &pixmap, const QRectF &source = {})
{
    const QRectF from = source.isEmpty() ? QRectF(pixmap.rect()) : source;
    const QTransform &device = p.deviceTransform();
    const QRectF to = device.mapRect(target);
    const auto whole = [](qreal v) { return std::abs(v - std::round(v)) < 1e-6; };
    if (device.type() > QTransform::TxScale || !whole(to.left()) || !whole(to.top())
        || std::abs(to.width() - from.width()) > 1e-6 || std::abs(to.height() - from.height()) > 1e-6) {
        p.drawPixmap(target, pixmap, from);
        return;
    }
    const QPainter::RenderHints was =
        p.renderHints() & (QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform, false);
    p.drawPixmap(target, pixmap, from);
    p.setRenderHints(was, true);
}

/// drawAligned() of all of `pixmap` with its top left at `topLeft`.
inline void drawAligned(QPainter &p, QPointF topLeft, const QPixmap &pixmap)
{
    drawAligned(p, QRectF(topLeft, pixmap.deviceIndependentSize()), pixmap);
}

} // namespace ratscrew::tablepaint
