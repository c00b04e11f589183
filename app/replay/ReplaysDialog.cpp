// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/ReplaysDialog.h"

#include "GameRecord.h"
#include "TextEscapeQt.h"
#include "records/RecordKeeper.h"
#include "replay/ReplayAnalysis.h"
#include "replay/ReplayLoader.h"
#include "replay/ReplayWindow.h"
#include "text/DialogSize.h"
#include "text/GameText.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ratscrew {

ReplaysDialog::ReplaysDialog(const QString &directory, QWidget *parent)
    : QDialog(parent), m_directory(directory)
{
    setObjectName(QStringLiteral("replaysDialog"));
    setWindowTitle(tr("Replays"));
    auto *label = new QLabel(tr("&Games kept (newest first):"), this);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("replayList"));
    m_list->setAccessibleName(tr("Games kept"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    // The result last: it takes the room left, and a long reason is cut there.
    m_list->setHeaderLabels({tr("Date"), tr("Deal"), tr("Players"), tr("Length"), tr("Result")});
    label->setBuddy(m_list);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { openSelected(); });
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &ReplaysDialog::updateButtons);

    auto *buttons = new QDialogButtonBox(this);
    m_open = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("openButton"));
    m_open->setAccessibleName(tr("Open the selected game"));
    QPushButton *file = buttons->addButton(tr("Open &File…"), QDialogButtonBox::ActionRole);
    file->setObjectName(QStringLiteral("openFileButton"));
    file->setAccessibleName(tr("Open a record file"));
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    // The buttons do their own thing; only Close closes.
    disconnect(buttons, &QDialogButtonBox::accepted, nullptr, nullptr);
    connect(m_open, &QPushButton::clicked, this, &ReplaysDialog::openSelected);
    connect(file, &QPushButton::clicked, this, &ReplaysDialog::openFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("replayState"));
    m_state->setTextFormat(Qt::PlainText);
    m_state->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_state);
    layout->addWidget(buttons);
    resize(dialogSize(this, QSize(760, 420)));
    refresh();
}

ReplaysDialog::~ReplaysDialog()
{
    // A record still being read for a viewer will find the dialog gone and
    // open nothing (ReplayLoader); the busy cursor goes with the dialog.
    if (m_opening)
        QApplication::restoreOverrideCursor();
}

void ReplaysDialog::refresh()
{
    m_list->clear();
    const quint64 listing = ++m_listing;
    struct Row
    {
        QDateTime date;
        QString path;
    };
    QList<Row> rows;
    const QDir dir(m_directory);
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString path = info.absoluteFilePath();
        rows.append({ReplayWindow::startedAt(path), path});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.date > b.date; });
    QStringList paths;
    for (const Row &row : std::as_const(rows)) {
        // Greyed, "Reading…", until its record is read.
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(0, Qt::UserRole, row.path);
        item->setText(0, QLocale().toString(row.date.toLocalTime(), QLocale::ShortFormat));
        item->setText(2, escapeControls(QFileInfo(row.path).fileName(), 120));
        item->setText(4, tr("Reading…"));
        item->setFlags(Qt::NoItemFlags);
        paths << row.path;
    }
    if (rows.isEmpty()) {
        auto *none = new QTreeWidgetItem(m_list, {tr("No games kept yet")});
        none->setFlags(Qt::NoItemFlags);
    }
    updateButtons();
    const auto rowOf = [this](const QString &path) -> QTreeWidgetItem * {
        for (int i = 0; i < m_list->topLevelItemCount(); ++i)
            if (m_list->topLevelItem(i)->data(0, Qt::UserRole).toString() == path)
                return m_list->topLevelItem(i);
        return nullptr;
    };
    const auto fill = [this, listing, rowOf](const RecordSummary &summary) {
        QTreeWidgetItem *item = listing == m_listing ? rowOf(summary.path) : nullptr;
        if (!item)
            return;
        if (!summary.record) {
            item->setText(4, summary.error);
            item->setToolTip(4, summary.error);
            return; // greyed: never opened
        }
        const GameRecord &record = *summary.record;
        QStringList players;
        for (int p = 0; p < int(record.players.size()); ++p)
            players << ReplayAnalysis::playerName(record, p);
        item->setText(1, record.deal ? QString::number(record.deal) : QStringLiteral("—"));
        item->setText(2, GameText::list(players));
        item->setToolTip(2, item->text(2));
        QString result;
        if (QFileInfo(summary.path).fileName() == QLatin1String("resume.json"))
            result = tr("In play");
        else if (!record.over)
            result = tr("Unfinished");
        else if (record.winner < 0)
            result = tr("Draw");
        else
            result = tr("%1 won").arg(ReplayAnalysis::playerName(record, record.winner));
        item->setText(4, result);
        item->setText(3, GameText::duration(record.durationMs));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        if (!m_list->currentItem() || !(m_list->currentItem()->flags() & Qt::ItemIsEnabled))
            m_list->setCurrentItem(item);
        updateButtons();
    };
    const auto finished = [this, listing] {
        if (listing != m_listing)
            return;
        for (int c = 0; c < 4; ++c)
            m_list->resizeColumnToContents(c);
        // Eight names would push the result out of sight: the players'
        // column takes two fifths at most (its cells' tooltips say all).
        m_list->setColumnWidth(2, std::min(m_list->columnWidth(2), m_list->viewport()->width() * 2 / 5));
        // The newest readable game selected.
        for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
            if (m_list->topLevelItem(i)->flags() & Qt::ItemIsEnabled) {
                m_list->setCurrentItem(m_list->topLevelItem(i));
                break;
            }
        }
        updateButtons();
        Q_EMIT listed();
    };
    if (paths.isEmpty()) {
        QMetaObject::invokeMethod(this, finished, Qt::QueuedConnection);
        return;
    }
    ReplayLoader::summarize(paths, this, fill, finished);
}

void ReplaysDialog::openRecord(const QString &path, bool quiet)
{
    if (m_opening)
        return;
    m_opening = true;
    m_state->setText(tr("Opening %1…").arg(escapeControls(QFileInfo(path).fileName(), 120)));
    m_state->show();
    QApplication::setOverrideCursor(Qt::BusyCursor);
    updateButtons();
    ReplayLoader::load(path, this, [this, quiet](std::optional<LoadedReplay> replay, const QString &error) {
        m_opening = false;
        m_state->hide();
        QApplication::restoreOverrideCursor();
        const bool accepting = std::exchange(m_acceptWhenOpened, false);
        updateButtons();
        if (!replay) {
            m_lastError = error;
            Q_EMIT openFailed(error);
            if (!quiet)
                QMessageBox::warning(this, tr("Replays"), error);
            return;
        }
        m_lastError.clear();
        auto *window = new ReplayWindow(*replay, parentWidget());
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->setChancesCacheDirectory(RecordKeeper::chancesDirectory(m_directory));
        window->show();
        window->raise();
        window->activateWindow();
        Q_EMIT replayOpened(window);
        if (accepting)
            accept();
    });
}

void ReplaysDialog::openSelected()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsEnabled))
        return;
    m_acceptWhenOpened = !m_opening;
    openRecord(item->data(0, Qt::UserRole).toString());
}

void ReplaysDialog::openFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a Game Record"), m_directory,
                                                      tr("Game records (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_acceptWhenOpened = !m_opening;
    openRecord(path);
}

void ReplaysDialog::updateButtons()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    m_open->setEnabled(!m_opening && item && (item->flags() & Qt::ItemIsEnabled));
}

} // namespace ratscrew
