// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's runs and rivals (docs/RUNS.md): Share This Game…,
// Rivals…, Open Run… (and a run dropped on the window or named on the
// command line), and the ghost race they lead to.
#include "GameSession.h"
#include "MainWindow.h"
#include "rig/MatchController.h"
#include "rivals/RivalsDialog.h"
#include "rivals/RunCheck.h"
#include "rivals/ShareDialog.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QMessageBox>
#include <QMimeData>
#include <QStandardPaths>

namespace ratscrew {

namespace {

// The run files among `mime`'s URLs.
QStringList runFiles(const QMimeData *mime)
{
    QStringList files;
    if (!mime || !mime->hasUrls())
        return files;
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile()
            && url.toLocalFile().endsWith(QLatin1String(Run::kExtension), Qt::CaseInsensitive))
            files << url.toLocalFile();
    return files;
}

} // namespace

void MainWindow::setRivalStore(RivalStore *store)
{
    m_rivals = store;
    m_match->setRivalStore(store);
}

ShareDialog *MainWindow::shareDialog() const
{
    return m_share;
}

RivalsDialog *MainWindow::rivalsDialog() const
{
    return m_rivalsDialog;
}

void MainWindow::pauseForADialog()
{
    if (session()->hasGame() && !session()->isOver())
        setPaused(true);
}

void MainWindow::tellRunProblem(const QString &title, const QString &text)
{
    m_runProblem = text;
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::shareGame()
{
    QString why;
    const std::optional<Run> run = m_match->runOfGame(&why);
    const std::optional<RivalGame> game = run ? RivalGame::of(*run) : std::nullopt;
    if (!game) {
        tellRunProblem(tr("Share This Game"), why);
        return;
    }
    pauseForADialog();
    delete m_share;
    m_share = new ShareDialog(*game, this);
    m_share->setAttribute(Qt::WA_DeleteOnClose);
    m_share->open();
}

void MainWindow::showRivals()
{
    // The deal in play, with the game in play kept as yours first.
    if (const std::optional<Run> run = m_match->runOfGame(); run && m_rivals)
        m_rivals->add(*run, true);
    showRivalsOf(m_match->deal());
}

void MainWindow::showRivalsOf(quint64 deal)
{
    pauseForADialog();
    QStringList problems;
    const QList<RivalStore::Entry> runs =
        m_rivals ? m_rivals->runsOf(deal, &problems) : QList<RivalStore::Entry>{};
    if (runs.isEmpty()) {
        tellRunProblem(
            tr("Rivals"),
            tr("There is no run of deal %1 yet: play it, or open a friend's run of it.").arg(deal));
        return;
    }
    delete m_rivalsDialog;
    m_rivalsDialog = new RivalsDialog(runs, this);
    m_rivalsDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_rivalsDialog, &RivalsDialog::raceRequested, this, &MainWindow::raceGhost);
    connect(m_rivalsDialog, &RivalsDialog::openRunRequested, this, &MainWindow::openRun);
    m_rivalsDialog->open();
}

void MainWindow::openRun()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Run"), QStandardPaths::writableLocation(QStandardPaths::DownloadLocation),
        tr("Ratscrew runs (*%1)").arg(QLatin1String(Run::kExtension)));
    if (!path.isEmpty())
        openRunFile(path);
}

bool MainWindow::openRunFile(const QString &path)
{
    m_runProblem.clear();
    QString error;
    const std::optional<Run> run = Run::read(path, &error);
    if (!run) {
        tellRunProblem(tr("Open Run"), tr("This file is not a run Ratscrew can open (%1).").arg(error));
        return false;
    }
    const RunCheck::Verdict verdict = RunCheck::check(*run);
    if (!verdict.passed()) {
        tellRunProblem(tr("Open Run"), verdict.sentence);
        return false;
    }
    if (m_rivals && m_rivals->add(*run, false, &error).isEmpty()) {
        tellRunProblem(tr("Open Run"), error);
        return false;
    }
    if (m_rivals)
        showRivalsOf(run->record.deal);
    return true;
}

void MainWindow::raceGhost(const Run &rival)
{
    if (!m_match->requestRace(rival)) {
        tellRunProblem(tr("Race Ghost"),
                       tr("This run cannot be raced: its player did not sit at the bottom seat."));
        return;
    }
    newGame();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!runFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = runFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    openRunFile(files.constFirst()); // one at a time: each is checked and said
}

} // namespace ratscrew
