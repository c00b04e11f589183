// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/ReplaysDialog.h"

#include "GameRecord.h"
#include "TextEscapeQt.h"
#include "replay/ReplayAnalysis.h"
#include "replay/ReplayWindow.h"

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

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(760, 420);
    refresh();
}

void ReplaysDialog::refresh()
{
    m_list->clear();
    struct Row
    {
        QDateTime date;
        QTreeWidgetItem *item;
    };
    QList<Row> rows;
    const QDir dir(m_directory);
    for (const QFileInfo &info : dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString path = info.absoluteFilePath();
        const QDateTime date = ReplayWindow::startedAt(path);
        auto *item = new QTreeWidgetItem;
        item->setData(0, Qt::UserRole, path);
        item->setText(0, QLocale().toString(date.toLocalTime(), QLocale::ShortFormat));
        QString error;
        const std::optional<GameRecord> record = GameRecord::read(path, &error);
        if (!record) {
            item->setText(2, escapeControls(info.fileName(), 120));
            item->setText(4, error);
            item->setToolTip(4, error);
            item->setFlags(Qt::NoItemFlags); // greyed: never opened
        } else {
            QStringList players;
            for (int p = 0; p < int(record->players.size()); ++p)
                players << ReplayAnalysis::playerName(*record, p);
            item->setText(1, record->deal ? QString::number(record->deal) : QStringLiteral("—"));
            item->setText(2, players.join(QStringLiteral(", ")));
            QString result;
            if (info.fileName() == QLatin1String("resume.json"))
                result = tr("In play");
            else if (!record->over)
                result = tr("Unfinished");
            else if (record->winner < 0)
                result = tr("Draw");
            else
                result = tr("%1 won").arg(ReplayAnalysis::playerName(*record, record->winner));
            item->setText(4, result);
            item->setText(3, ReplayAnalysis::clock(record->durationMs, false));
        }
        rows.append({date, item});
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.date > b.date; });
    for (const Row &row : rows)
        m_list->addTopLevelItem(row.item);
    for (int c = 0; c < 4; ++c)
        m_list->resizeColumnToContents(c);
    if (rows.isEmpty()) {
        auto *none = new QTreeWidgetItem(m_list, {tr("No games kept yet")});
        none->setFlags(Qt::NoItemFlags);
    }
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->flags() & Qt::ItemIsEnabled) {
            m_list->setCurrentItem(m_list->topLevelItem(i));
            break;
        }
    }
    updateButtons();
}

bool ReplaysDialog::openRecord(const QString &path, bool quiet)
{
    QString error;
    ReplayWindow *window = ReplayWindow::open(path, parentWidget(), &error);
    if (!window) {
        m_lastError = error;
        if (!quiet)
            QMessageBox::warning(this, tr("Replays"), error);
        return false;
    }
    m_lastError.clear();
    window->show();
    window->raise();
    window->activateWindow();
    Q_EMIT replayOpened(window);
    return true;
}

void ReplaysDialog::openSelected()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsEnabled))
        return;
    if (openRecord(item->data(0, Qt::UserRole).toString()))
        accept();
}

void ReplaysDialog::openFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a Game Record"), m_directory,
                                                      tr("Game records (*.json);;All files (*)"));
    if (!path.isEmpty() && openRecord(path))
        accept();
}

void ReplaysDialog::updateButtons()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    m_open->setEnabled(item && (item->flags() & Qt::ItemIsEnabled));
}

} // namespace ratscrew
