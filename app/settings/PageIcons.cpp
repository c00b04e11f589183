// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/PageIcons.h"

#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace ratscrew {

namespace {

// Drawn on a 64 × 64 grid, scaled to the size asked for.
void paintIcon(QPainter &p, SettingsIcon which)
{
    const QColor outline(40, 48, 60);
    p.setPen(QPen(outline, 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    switch (which) {
    case SettingsIcon::Players: { // two people, one behind the other
        p.setBrush(QColor(120, 160, 210));
        p.drawEllipse(QPointF(40, 20), 9, 9);
        p.drawRoundedRect(QRectF(25, 32, 30, 24), 12, 12);
        p.setBrush(QColor(52, 120, 200));
        p.drawEllipse(QPointF(25, 25), 10, 10);
        p.drawRoundedRect(QRectF(8, 38, 34, 22), 12, 12);
        break;
    }
    case SettingsIcon::Rules: { // a page of text with a folded corner
        QPainterPath page;
        page.moveTo(14, 6);
        page.lineTo(40, 6);
        page.lineTo(52, 18);
        page.lineTo(52, 58);
        page.lineTo(14, 58);
        page.closeSubpath();
        p.setBrush(QColor(250, 250, 245));
        p.drawPath(page);
        p.setBrush(QColor(210, 210, 200));
        p.drawPolygon(QPolygonF({QPointF(40, 6), QPointF(40, 18), QPointF(52, 18)}));
        p.setPen(QPen(QColor(52, 120, 200), 3, Qt::SolidLine, Qt::RoundCap));
        for (int y : {26, 34, 42, 50})
            p.drawLine(QPointF(21, y), QPointF(y == 50 ? 36 : 45, y));
        break;
    }
    case SettingsIcon::Game: { // two cards, fanned
        p.save();
        p.translate(32, 34);
        p.rotate(-14);
        p.setBrush(QColor(40, 90, 160));
        p.drawRoundedRect(QRectF(-22, -24, 28, 40), 4, 4);
        p.rotate(26);
        p.setBrush(QColor(252, 252, 250));
        p.drawRoundedRect(QRectF(-8, -26, 28, 40), 4, 4);
        // A heart on the front card.
        QPainterPath heart;
        heart.moveTo(6, 2);
        heart.cubicTo(-8, -8, 0, -18, 6, -10);
        heart.cubicTo(12, -18, 20, -8, 6, 2);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(200, 30, 45));
        p.drawPath(heart);
        p.restore();
        break;
    }
    case SettingsIcon::Keys: { // a key cap with a space bar below
        p.setBrush(QColor(235, 235, 238));
        p.drawRoundedRect(QRectF(8, 8, 30, 30), 6, 6);
        p.drawRoundedRect(QRectF(8, 44, 48, 14), 5, 5);
        p.drawRoundedRect(QRectF(42, 8, 14, 30), 5, 5);
        p.setPen(QPen(outline, 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(17, 28), QPointF(23, 16));
        p.drawLine(QPointF(23, 16), QPointF(29, 28));
        p.drawLine(QPointF(19.5, 24), QPointF(26.5, 24));
        break;
    }
    case SettingsIcon::Sound: { // a speaker and two waves
        QPainterPath speaker;
        speaker.moveTo(8, 24);
        speaker.lineTo(18, 24);
        speaker.lineTo(32, 10);
        speaker.lineTo(32, 54);
        speaker.lineTo(18, 40);
        speaker.lineTo(8, 40);
        speaker.closeSubpath();
        p.setBrush(QColor(70, 80, 95));
        p.drawPath(speaker);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(52, 120, 200), 4, Qt::SolidLine, Qt::RoundCap));
        p.drawArc(QRectF(28, 20, 16, 24), -50 * 16, 100 * 16);
        p.drawArc(QRectF(28, 10, 28, 44), -50 * 16, 100 * 16);
        break;
    }
    case SettingsIcon::Appearance: { // a painter's palette
        QPainterPath palette;
        palette.addEllipse(QRectF(6, 10, 52, 44));
        QPainterPath hole;
        hole.addEllipse(QRectF(36, 34, 10, 9));
        p.setBrush(QColor(222, 184, 135));
        p.drawPath(palette.subtracted(hole));
        p.setPen(Qt::NoPen);
        const QList<std::pair<QPointF, QColor>> paints{{{20, 24}, QColor(200, 30, 45)},
                                                       {{33, 19}, QColor(240, 190, 30)},
                                                       {{46, 23}, QColor(52, 120, 200)},
                                                       {{18, 39}, QColor(40, 140, 70)}};
        for (const auto &[at, colour] : paints) {
            p.setBrush(colour);
            p.drawEllipse(at, 5.5, 5.5);
        }
        break;
    }
    }
}

class DrawnIcon : public QIconEngine
{
public:
    explicit DrawnIcon(SettingsIcon which) : m_which(which) { }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.4);
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / 64.0, rect.height() / 64.0);
        paintIcon(*painter, m_which);
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        paint(&p, QRect(QPoint(), size), mode, state);
        return pixmap;
    }

    QIconEngine *clone() const override { return new DrawnIcon(m_which); }

private:
    SettingsIcon m_which;
};

} // namespace

QIcon settingsIcon(SettingsIcon which)
{
    // The names KDE's Breeze and other freedesktop themes give these ideas.
    const char *name = "";
    switch (which) {
    case SettingsIcon::Players:
        name = "system-users";
        break;
    case SettingsIcon::Rules:
        name = "games-config-options";
        break;
    case SettingsIcon::Game:
        name = "applications-games";
        break;
    case SettingsIcon::Keys:
        name = "preferences-desktop-keyboard-shortcuts";
        break;
    case SettingsIcon::Sound:
        name = "preferences-desktop-sound";
        break;
    case SettingsIcon::Appearance:
        name = "preferences-desktop-color";
        break;
    }
    return QIcon::fromTheme(QString::fromLatin1(name), QIcon(new DrawnIcon(which)));
}

} // namespace ratscrew
