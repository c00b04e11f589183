// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/GameLog.h"

#include "text/GameText.h"

#include <QAccessible>
#include <QEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <functional>
#include <iterator>
#include <utility>

namespace ratscrew {

namespace {

// A QPlainTextEdit is the fast choice for thousands of lines: one block per
// entry, its layout is per block and maximumBlockCount drops the oldest.
class LogView : public QPlainTextEdit
{
public:
    using QPlainTextEdit::QPlainTextEdit;
    QSize sizeHint() const override
    {
        return {fontMetrics().averageCharWidth() * 56, fontMetrics().lineSpacing() * 12};
    }
    std::function<void()> paletteChanged; // its own palette, once it is resolved (the dock's comes first)

protected:
    void changeEvent(QEvent *event) override
    {
        QPlainTextEdit::changeEvent(event);
        if (event->type() == QEvent::PaletteChange && paletteChanged)
            paletteChanged();
    }
};

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

// Every colour an entry takes from the view's palette (its text and base
// mixed), in a fixed order: [0] the separator's background, [1] the
// alternate rows', [2] the time, [3] an Info line, [4] red suits, then one
// per Kind with a hue (invalid: none, the palette's text).
QList<QColor> entryColours(const QPalette &pal)
{
    const QColor base = pal.color(QPalette::Base);
    const QColor ink = pal.color(QPalette::Text);
    QColor alternate = pal.color(QPalette::AlternateBase);
    if (alternate == base)
        alternate = mix(base, ink, 0.05);
    QList<QColor> colours{mix(base, ink, 0.14), alternate, mix(ink, base, 0.5), mix(ink, base, 0.3),
                          mix(ink, QColor(0xe0, 0x2a, 0x2a), 0.85)};
    // Each Kind's hue (0: none) in the order of Kind, mixed into the text colour so that it reads
    // on light and on dark bases alike.
    static constexpr QRgb hues[] = {0, 0, 0xffd08a00, 0xff2ea043, 0xffe0443a, 0, 0, 0xff3584e4, 0, 0, 0, 0};
    static_assert(std::size(hues) == std::size_t(GameLog::Kind::Pause) + 1, "a hue for every Kind");
    for (const QRgb hue : hues)
        colours << (hue ? mix(ink, QColor::fromRgb(hue), 0.8) : QColor());
    return colours;
}
constexpr int kSeparatorColour = 0, kAlternateColour = 1, kTimeColour = 2, kInfoColour = 3, kRedColour = 4,
              kKindColours = 5;

} // namespace

GameLog::GameLog(GameSession *session, QWidget *parent, ReportSource source)
    : QDockWidget(tr("Game log"), parent), m_model(new GameLogModel(session, this, source))
{
    setObjectName(QStringLiteral("gameLog"));
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea | Qt::BottomDockWidgetArea);
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                | QDockWidget::DockWidgetFloatable);

    m_view = new LogView(this);
    m_view->setObjectName(QStringLiteral("gameLogView"));
    m_view->setReadOnly(true);
    m_view->setUndoRedoEnabled(false);
    m_view->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_view->setMaximumBlockCount(kMaxEntries);
    m_view->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_view->setAccessibleName(tr("Game log"));
    setWidget(m_view);
    m_entryPalette = m_view->palette();
    static_cast<LogView *>(m_view)->paletteChanged = [this] { recolourEntries(); };

    // Follow the newest entry while the view is at the bottom; stay where
    // the user scrolled to otherwise.
    QScrollBar *bar = m_view->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_follow = value >= bar->maximum(); });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_follow)
            bar->setValue(max);
    });

    // The model's entries as they come: a new row is written at the end, a
    // changed newest row (a repeat) written again; the document drops its
    // oldest block itself when the model drops its oldest row.
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) {
                for (int row = first; row <= last; ++row)
                    writeEntry(m_model->entry(row));
            });
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &) {
                if (from.row() != m_model->rowCount() - 1)
                    return;
                QTextCursor last(m_view->document());
                last.movePosition(QTextCursor::End);
                last.select(QTextCursor::BlockUnderCursor);
                last.removeSelectedText();
                --m_written;
                writeEntry(m_model->entry(from.row()));
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->clear();
        m_view->setAccessibleDescription({});
        m_written = 0;
        m_follow = true;
    });
}

void GameLog::writeEntry(const GameLogModel::Entry &entry)
{
    const QString text = GameLogModel::shownText(entry);
    const Kind kind = entry.kind;
    const QString &subject = entry.subject;
    if (m_view->palette() != m_entryPalette)
        recolourEntries(); // one palette for every entry
    const QList<QColor> colours = entryColours(m_entryPalette);

    QTextBlockFormat block;
    if (kind == Kind::Separator)
        block.setBackground(colours.at(kSeparatorColour));
    else if (m_written % 2 == 1)
        block.setBackground(colours.at(kAlternateColour));
    QTextCharFormat timeFormat;
    timeFormat.setForeground(colours.at(kTimeColour));
    QTextCharFormat format;
    if (const QColor hue = colours.value(kKindColours + int(kind)); hue.isValid())
        format.setForeground(hue);
    if (kind == Kind::Pile || kind == Kind::Out || kind == Kind::GameEnd || kind == Kind::Separator)
        format.setFontWeight(QFont::Bold);
    if (StoryLine::isNote(kind)) { // italic and grey
        format.setForeground(colours.at(kInfoColour));
        format.setFontItalic(true);
    }
    QTextCharFormat subjectFormat = format;
    subjectFormat.setFontWeight(QFont::Bold);

    QTextCursor cursor(m_view->document());
    cursor.movePosition(QTextCursor::End);
    cursor.beginEditBlock();
    if (m_view->document()->isEmpty())
        cursor.setBlockFormat(block); // the document's first, empty block
    else
        cursor.insertBlock(block, QTextCharFormat());
    cursor.insertText(GameText::duration(entry.atMs) + QLatin1Char(' '), timeFormat);
    // The subject in bold, red suits in red.
    const QColor red = colours.at(kRedColour);
    const auto insertRun = [&cursor, &red](const QString &run, const QTextCharFormat &runFormat) {
        QTextCharFormat redFormat = runFormat;
        redFormat.setForeground(red);
        qsizetype from = 0;
        for (qsizetype i = 0; i < run.size(); ++i) {
            if (run.at(i) != u'♥' && run.at(i) != u'♦')
                continue;
            cursor.insertText(run.mid(from, i - from), runFormat);
            cursor.insertText(run.mid(i, 1), redFormat);
            from = i + 1;
        }
        cursor.insertText(run.mid(from), runFormat);
    };
    const qsizetype at = subject.isEmpty() ? -1 : text.indexOf(subject);
    if (at < 0) {
        insertRun(text, format);
    } else {
        insertRun(text.left(at), format);
        insertRun(subject, subjectFormat);
        insertRun(text.mid(at + subject.size()), format);
    }
    cursor.endEditBlock();
    ++m_written;

#if QT_CONFIG(accessibility)
    // Screen readers: the text edit reports the inserted text itself; the
    // newest entry is also the view's description, and it is announced
    // where Qt can (6.8), else its description change is told.
    m_view->setAccessibleDescription(text);
    if (QAccessible::isActive()) {
#  if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
        QAccessibleAnnouncementEvent event(m_view, text);
#  else
        QAccessibleEvent event(m_view, QAccessible::DescriptionChanged);
#  endif
        QAccessible::updateAccessibility(&event);
    }
#endif
}

void GameLog::recolourEntries()
{
    // The entries written in the palette before (light) take the same
    // colours of the palette now (high contrast's black): nothing is left
    // white on a light row or grey on black.
    const QPalette now = m_view->palette();
    const QList<QColor> from = entryColours(m_entryPalette);
    const QList<QColor> to = entryColours(now);
    m_entryPalette = now;
    if (from == to || m_model->rowCount() == 0)
        return;
    struct Change
    {
        int position, length;
        QTextCharFormat format;
    };
    QList<Change> changes;
    QList<std::pair<int, QTextBlockFormat>> blocks;
    for (QTextBlock b = m_view->document()->firstBlock(); b.isValid(); b = b.next()) {
        QTextBlockFormat bf = b.blockFormat();
        if (const qsizetype i = from.indexOf(bf.background().color());
            bf.hasProperty(QTextFormat::BackgroundBrush) && i >= 0) {
            bf.setBackground(to.at(i));
            blocks.append({b.position(), bf});
        }
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            QTextCharFormat cf = f.charFormat();
            if (const qsizetype i = from.indexOf(cf.foreground().color());
                cf.hasProperty(QTextFormat::ForegroundBrush) && i >= 0) {
                cf.setForeground(to.at(i));
                changes.append({f.position(), f.length(), cf});
            }
        }
    }
    QTextCursor cursor(m_view->document());
    cursor.beginEditBlock();
    for (const auto &[position, format] : std::as_const(blocks)) {
        cursor.setPosition(position);
        cursor.setBlockFormat(format);
    }
    for (const Change &c : std::as_const(changes)) {
        cursor.setPosition(c.position);
        cursor.setPosition(c.position + c.length, QTextCursor::KeepAnchor);
        cursor.setCharFormat(c.format);
    }
    cursor.endEditBlock();
}

} // namespace ratscrew
