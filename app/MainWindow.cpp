// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "BotPlayer.h"
#include "GameNarrator.h"
#include "Random.h"
#include "SoundBoard.h"
#include "TableWidget.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace ratscrew {

namespace {

const QStringList &botNames()
{
    static const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Bea"), QStringLiteral("Cal"),
                                      QStringLiteral("Dee"), QStringLiteral("Eli"), QStringLiteral("Fay"),
                                      QStringLiteral("Gus")};
    return names;
}

QColor seatColour(int player)
{
    static const QColor colours[] = {QColor(0xf2, 0xc1, 0x4e), QColor(0x4e, 0xa8, 0xde), QColor(0xe0, 0x6c, 0x75),
                                     QColor(0x98, 0xc3, 0x79), QColor(0xc6, 0x78, 0xdd), QColor(0x56, 0xb6, 0xc2),
                                     QColor(0xd1, 0x9a, 0x66), QColor(0xbe, 0xbe, 0xbe)};
    return colours[player % 8];
}

} // namespace

MainWindow::MainWindow(const GameSetup &setup, SoundPlayer *sound, QWidget *parent)
    : QMainWindow(parent), m_setup(setup), m_sound(sound)
{
    setWindowTitle(tr("Ratscrew"));
    setMinimumSize(800, 600);
    resize(1100, 780);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_table = new TableWidget(central);
    m_table->setSession(&m_session);
    m_session.setRevealDelayMs(TableWidget::kCardFlightMs);
    layout->addWidget(m_table, 1);
    m_status = new QLabel(central);
    m_status->setObjectName(QStringLiteral("statusLine"));
    m_status->setAccessibleName(tr("Status"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2 + 16);
    m_status->setMargin(8);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = m_status->font();
    f.setPointSizeF(f.pointSizeF() * 1.25);
    m_status->setFont(f);
    m_hint = new QLabel(central);
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
    setCentralWidget(central);

    m_narrator = new GameNarrator(&m_session, this);
    connect(m_narrator, &GameNarrator::messageChanged, this, &MainWindow::setStatus);
    connect(m_table, &TableWidget::pileClicked, this, &MainWindow::slapPile);
    connect(m_table, &TableWidget::ownStackClicked, this, &MainWindow::playOwnCard);
    connect(&m_session, &GameSession::gameOver, this, &MainWindow::onGameOver);
    if (m_sound) {
        connect(&m_session, &GameSession::cardPlayed, this, [this] { m_sound->play(Sound::Flip); });
        connect(&m_session, &GameSession::slapResolved, this,
                [this](int, bool valid) { m_sound->play(valid ? Sound::Slap : Sound::Misslap); });
    }
    createActions();
    newGame();
}

MainWindow::~MainWindow()
{
    // Bots first: they hold timers aimed at the session.
    qDeleteAll(m_bots);
    m_bots.clear();
}

void MainWindow::createActions()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    QAction *newGameAction = game->addAction(tr("&New Game"), this, &MainWindow::newGame);
    newGameAction->setShortcut(QKeySequence::New);
    game->addSeparator();
    m_pauseAction = game->addAction(tr("&Pause"));
    m_pauseAction->setCheckable(true);
    m_pauseAction->setShortcut(Qt::Key_P);
    m_pauseAction->setAutoRepeat(false);
    connect(m_pauseAction, &QAction::toggled, this, &MainWindow::setPaused);
    m_soundAction = game->addAction(tr("&Sound"));
    m_soundAction->setCheckable(true);
    m_soundAction->setShortcut(Qt::Key_M);
    m_soundAction->setEnabled(m_sound != nullptr);
    m_soundAction->setChecked(m_sound && !m_sound->isMuted());
    connect(m_soundAction, &QAction::toggled, this, [this](bool on) {
        if (m_sound)
            m_sound->setMuted(!on);
    });
    game->addSeparator();
    QAction *quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *play = menuBar()->addMenu(tr("&Play"));
    QAction *playCard = play->addAction(tr("Play &Card"), this, &MainWindow::playOwnCard);
    playCard->setShortcut(Qt::Key_Space);
    playCard->setAutoRepeat(false); // holding the key must not play a stream of cards
    QAction *slap = play->addAction(tr("&Slap"), this, &MainWindow::slapPile);
    slap->setShortcut(Qt::Key_S);
    slap->setAutoRepeat(false);
    // The window, not a child widget, receives these keys.
    for (QAction *a : {newGameAction, m_pauseAction, m_soundAction, quit, playCard, slap})
        a->setShortcutContext(Qt::WindowShortcut);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Controls"), this, [this] {
        QMessageBox::information(this, tr("Controls"),
                                 tr("<p><b>Space</b> or a click on your stack: play your card.</p>"
                                    "<p><b>S</b> or a click on the pile: slap the pile.</p>"
                                    "<p><b>P</b>: pause. <b>M</b>: sound on/off. <b>Ctrl+N</b>: new game.</p>"));
    });
    help->addAction(tr("&About Ratscrew"), this, [this] {
        QMessageBox::about(this, tr("About Ratscrew"),
                           tr("<h3>Ratscrew %1</h3><p>Egyptian Rat Screw against bots that slap like "
                              "people.</p><p>Licensed under the GNU GPL, version 3 or later.</p>")
                               .arg(QStringLiteral(RATSCREW_VERSION)));
    });
}

void MainWindow::newGame()
{
    if (m_gameOverBox)
        m_gameOverBox->close();
    if (m_firstGame && m_setup.seed)
        m_seed = *m_setup.seed;
    else if (m_setup.seed)
        m_seed = m_seed + 1; // a replayable series from --seed
    else
        m_seed = QRandomGenerator::global()->generate64();
    m_firstGame = false;

    qDeleteAll(m_bots);
    m_bots.clear();
    const int players = int(m_setup.botLevels.size()) + 1;
    QList<BotProfile> profiles;
    m_seats.clear();
    m_seats.append(SeatInfo{tr("You"), true, QString(), seatColour(0)});
    QStringList names{tr("You")};
    for (int p = 1; p < players; ++p) {
        const BotProfile profile = BotProfile::forLevel(m_setup.botLevels.at(p - 1).toStdString())
                                       .value_or(*BotProfile::forLevel("normal"));
        profiles.append(profile);
        m_seats.append(SeatInfo{botNames().at(p - 1), false, QString::fromStdString(profile.level), seatColour(p)});
        names << botNames().at(p - 1);
    }
    m_table->setSeats(m_seats);
    m_narrator->setNames(names);
    if (m_pauseAction->isChecked())
        m_pauseAction->setChecked(false);
    m_session.newGame(m_setup.rules, players, m_seed);
    // Bots join after the deal so that their first plan sees the new game.
    for (int p = 1; p < players; ++p) {
        auto *bot = new BotPlayer(&m_session, p, profiles.at(p - 1), Random::deriveSeed(m_seed, quint64(p)), this);
        bot->setRevealDelayMs(TableWidget::kCardFlightMs);
        m_bots.append(bot);
    }
}

void MainWindow::playOwnCard()
{
    if (m_session.isPaused() || m_session.isOver())
        return;
    if (!m_session.playCard(0)) {
        const int turn = m_session.turnPlayer();
        if (m_session.isOut(0))
            setHint(tr("You are out of the game."));
        else if (turn > 0)
            setHint(tr("Not your turn: %1 plays next.").arg(m_seats.value(turn).name));
        else if (m_session.pendingPlayer() >= 0)
            setHint(tr("Wait for the pile to be collected."));
    }
}

void MainWindow::slapPile()
{
    if (!m_session.isOver())
        m_session.slap(0);
}

void MainWindow::setPaused(bool paused)
{
    if (paused == m_session.isPaused())
        return;
    if (paused) {
        m_session.pause();
        setStatus(tr("Paused. Press P to play on."));
    } else {
        m_session.resume();
        setStatus(tr("Play on."));
    }
    if (m_pauseAction->isChecked() != paused)
        m_pauseAction->setChecked(paused);
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

QString MainWindow::hintText() const
{
    return m_hint->text();
}

void MainWindow::setHint(const QString &text)
{
    m_hint->setText(text);
}

void MainWindow::setStatus(const QString &text)
{
    m_hint->clear();
    m_status->setText(text);
    m_status->setAccessibleDescription(text);
}

void MainWindow::onGameOver(int winner)
{
    auto *box = new QMessageBox(this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setIcon(QMessageBox::Information);
    box->setWindowTitle(tr("Game over"));
    if (winner == 0)
        box->setText(tr("<h3>You win!</h3><p>Well slapped.</p>"));
    else if (winner > 0)
        box->setText(tr("<h3>%1 wins.</h3><p>Better luck next game.</p>").arg(m_seats.value(winner).name.toHtmlEscaped()));
    else
        box->setText(tr("<h3>A draw.</h3>"));
    QPushButton *again = box->addButton(tr("Play Again"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Close);
    box->setDefaultButton(again);
    connect(again, &QPushButton::clicked, this, &MainWindow::newGame);
    m_gameOverBox = box;
    box->open();
}

} // namespace ratscrew
