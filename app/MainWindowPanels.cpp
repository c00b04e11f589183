// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindowPanels.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace ratscrew {

NoticeBar::NoticeBar(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("settingsNotice"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette notePalette = palette();
    notePalette.setColor(QPalette::Window, QColor(0xff, 0xf1, 0xc4));
    notePalette.setColor(QPalette::WindowText, QColor(0x3d, 0x2e, 0x00));
    setPalette(notePalette);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(10, 6, 6, 6);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    row->addWidget(m_text, 1);
    auto *dismiss = new QToolButton(this);
    dismiss->setText(tr("Dismiss"));
    dismiss->setFocusPolicy(Qt::NoFocus); // Space and S stay the game's keys
    connect(dismiss, &QToolButton::clicked, this, &QWidget::hide);
    row->addWidget(dismiss, 0, Qt::AlignTop);
    hide();
}

void NoticeBar::notify(const QString &text)
{
    if (text.isEmpty() || m_shown.contains(text))
        return;
    m_shown << text;
    m_text->setText(isVisibleTo(window()) ? m_text->text() + QLatin1Char('\n') + text : text);
    show();
}

QString NoticeBar::text() const
{
    return isVisibleTo(window()) ? m_text->text() : QString();
}

QPalette highContrastPalette()
{
    QPalette p;
    for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button})
        p.setColor(role, Qt::black);
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::BrightText})
        p.setColor(role, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0x1c, 0x1c, 0x1c));
    p.setColor(QPalette::PlaceholderText, QColor(0xd0, 0xd0, 0xd0));
    p.setColor(QPalette::Highlight, Qt::white);
    p.setColor(QPalette::HighlightedText, Qt::black);
    return p;
}

StatusLines::StatusLines(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLine"));
    // No fixed accessible name: a label's name is its text, so screen
    // readers hear every new status line.
    m_status->setAccessibleDescription(tr("What just happened in the game"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2 + 16);
    m_status->setMargin(8);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_status->font();
    f.setPointSizeF(f.pointSizeF() * 1.25);
    m_status->setFont(f);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("hintLine"));
    m_hint->setAccessibleName(tr("Hint"));
    m_hint->setMargin(8);
    m_hint->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(0, 0, 0, 0);
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_hint);
    layout->addLayout(statusRow);
    // Coach mode: one line about the last slap window.
    m_coach = new QLabel(this);
    m_coach->setObjectName(QStringLiteral("coachLine"));
    m_coach->setAccessibleDescription(tr("The coach: how fast each slap was, and what you missed"));
    m_coach->setTextFormat(Qt::PlainText);
    m_coach->setWordWrap(true);
    m_coach->setContentsMargins(8, 0, 8, 6);
    m_coach->hide();
    layout->addWidget(m_coach);
}

void StatusLines::setStatus(const QString &text)
{
    m_hint->clear();
    m_status->setText(text);
}

QString StatusLines::status() const
{
    return m_status->text();
}

void StatusLines::setHint(const QString &text)
{
    m_hint->setText(text);
}

QString StatusLines::hint() const
{
    return m_hint->text();
}

void StatusLines::setCoach(const QString &text, bool shown)
{
    m_coach->setVisible(shown);
    m_coach->setText(text);
}

void StatusLines::setCoachText(const QString &text)
{
    m_coach->setText(text);
}

QString StatusLines::coachText() const
{
    return m_coach->isVisibleTo(window()) ? m_coach->text() : QString();
}

} // namespace ratscrew
