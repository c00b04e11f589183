// SPDX-License-Identifier: GPL-3.0-or-later
#include "career/StatisticsDialog.h"

#include "BotProfile.h"
#include "SaveFile.h"
#include "career/CareerCharts.h"
#include "career/CareerStore.h"
#include "career/Standing.h"
#include "text/DialogSize.h"
#include "text/GameText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <utility>

namespace ratscrew {

namespace {

QString levelId(int l)
{
    const std::string_view name = BotProfile::levelNames()[std::size_t(l)];
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

QString msText(int ms)
{
    return ms < 0 ? QStringLiteral("–") : QLocale().toString(ms);
}

QTableWidgetItem *cell(const QString &text, bool number)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidget *makeTable(QWidget *parent, const QStringList &headers)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

// One CSV field (RFC 4180): quoted when it holds a comma, a quote or a
// line break; a text a spreadsheet would take for a formula gets a
// leading apostrophe.
QString csvField(QString text, bool isText = true)
{
    if (isText && !text.isEmpty() && QStringLiteral("=+-@\t\r").contains(text.front()))
        text.prepend(QLatin1Char('\''));
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) || text.contains(QLatin1Char('\n'))
        || text.contains(QLatin1Char('\r'))) {
        text.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        text = QLatin1Char('"') + text + QLatin1Char('"');
    }
    return text;
}

QString csvNumber(qint64 value)
{
    return value < 0 ? QString() : QString::number(value);
}

QString writeCsv(const QString &path, const QString &text)
{
    QString cause;
    return saveFileAtomically(path, text.toUtf8(), &cause) ? QString() : cause;
}

} // namespace

StatisticsDialog::StatisticsDialog(CareerStore *store, QWidget *parent) : QDialog(parent), m_store(store)
{
    setWindowTitle(tr("Statistics"));
    auto *layout = new QVBoxLayout(this);

    auto *filters = new QHBoxLayout;
    auto *presetLabel = new QLabel(tr("&Rules:"), this);
    m_preset = new QComboBox(this);
    presetLabel->setBuddy(m_preset);
    auto *periodLabel = new QLabel(tr("&Period:"), this);
    m_period = new QComboBox(this);
    periodLabel->setBuddy(m_period);
    m_period->addItem(tr("All time"), int(Period::AllTime));
    m_period->addItem(tr("Last 7 days"), int(Period::Week));
    m_period->addItem(tr("Last 30 days"), int(Period::Month));
    m_period->addItem(tr("Last 12 months"), int(Period::Year));
    filters->addWidget(presetLabel);
    filters->addWidget(m_preset, 1);
    filters->addSpacing(12);
    filters->addWidget(periodLabel);
    filters->addWidget(m_period, 1);
    layout->addLayout(filters);

    m_notice = new QLabel(this);
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_notice->hide();
    layout->addWidget(m_notice);

    m_reading = new QLabel(tr("Reading the statistics…"), this);
    m_reading->setObjectName(QStringLiteral("statisticsReading"));
    m_reading->hide();
    layout->addWidget(m_reading);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("statisticsSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_summary->setFocusPolicy(Qt::StrongFocus); // screen readers reach it with Tab
    layout->addWidget(m_summary);
    m_luckAndSpeed = new QLabel(this);
    m_luckAndSpeed->setObjectName(QStringLiteral("luckAndSpeed"));
    m_luckAndSpeed->setTextFormat(Qt::PlainText);
    m_luckAndSpeed->setWordWrap(true);
    m_luckAndSpeed->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_luckAndSpeed->hide();
    layout->addWidget(m_luckAndSpeed);

    m_tabs = new QTabWidget(this);
    m_winRate = new WinRateChart(m_tabs);
    m_tabs->addTab(m_winRate, tr("&Win rate"));

    auto *reactionPage = new QWidget(m_tabs);
    auto *reactionLayout = new QVBoxLayout(reactionPage);
    m_reactionChart = new ReactionChart(reactionPage);
    reactionLayout->addWidget(m_reactionChart);
    QStringList headers{tr("Slap"), tr("You: median (ms)"), tr("You: 90 % (ms)"), tr("Your slaps")};
    for (int l = 0; l < CareerStats::kLevels; ++l)
        headers << GameText::level(levelId(l));
    headers << tr("You are faster than");
    m_reactionTable = makeTable(reactionPage, headers);
    m_reactionTable->setAccessibleName(tr("Reaction time per pattern"));
    reactionLayout->addWidget(m_reactionTable);
    auto *reactionScroll = new QScrollArea(m_tabs);
    reactionScroll->setWidget(reactionPage);
    reactionScroll->setWidgetResizable(true);
    reactionScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(reactionScroll, tr("Reaction &times"));

    m_accuracyTable = makeTable(m_tabs, {tr("Slap"), tr("Taken"), tr("False slaps"), tr("Missed"),
                                         tr("Of those, too late"), tr("Accuracy")});
    m_accuracyTable->setAccessibleName(tr("Accuracy per pattern"));
    m_tabs->addTab(m_accuracyTable, tr("&Accuracy"));
    layout->addWidget(m_tabs, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_export = buttons->addButton(tr("&Export to CSV…"), QDialogButtonBox::ActionRole);
    m_reset = buttons->addButton(tr("Re&set Statistics…"), QDialogButtonBox::ResetRole);
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_reset->setObjectName(QStringLiteral("resetButton"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, &StatisticsDialog::askExport);
    connect(m_reset, &QPushButton::clicked, this, &StatisticsDialog::resetStatistics);
    layout->addWidget(buttons);

    const auto refilter = [this] {
        setFilter(m_preset->currentData().toString(), Period(m_period->currentData().toInt()));
    };
    connect(m_preset, &QComboBox::activated, this, refilter);
    connect(m_period, &QComboBox::activated, this, refilter);
    connect(this, &StatisticsDialog::exported, this, [this](const QString &path, const QString &error) {
        if (!std::exchange(m_exportAsked, false))
            return;
        if (error.isEmpty())
            QMessageBox::information(
                this, tr("Export Statistics"),
                tr("The games are in %1 and their slaps in %2.")
                    .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(slapsCsvPath(path))));
        else
            QMessageBox::warning(this, tr("Export Statistics"),
                                 tr("The statistics could not be written to %1: %2")
                                     .arg(QDir::toNativeSeparators(path), error));
    });
    resize(dialogSize(this, QSize(860, 640)));
    refresh();
}

QString StatisticsDialog::kindName(int kind)
{
    if (kind == CareerStats::kStick)
        return tr("Stick");
    if (kind == CareerStats::kSplit)
        return tr("Split");
    return GameText::pattern(SlapPattern(kind));
}

QString StatisticsDialog::presetName(const QString &id)
{
    return GameText::presetTitle(id);
}

QDateTime StatisticsDialog::sinceOf(Period period) const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    switch (period) {
    case Period::AllTime:
        return {};
    case Period::Week:
        return now.addDays(-7);
    case Period::Month:
        return now.addDays(-30);
    case Period::Year:
        return now.addMonths(-12);
    }
    return {};
}

QString StatisticsDialog::notice() const
{
    return m_notice->isVisibleTo(this) ? m_notice->text() : QString();
}

QString StatisticsDialog::summaryText() const
{
    return m_summary->text();
}

void StatisticsDialog::refresh()
{
    if (!m_store) {
        showFigures(Figures{}, tr("Statistics are not kept in this run."));
        return;
    }
    // On the store's thread, after what it has queued; the newest read wins.
    const int read = ++m_reads;
    m_reading->show();
    const CareerStats::Filter filter{m_preset->currentData().toString(),
                                     sinceOf(Period(m_period->currentData().toInt()))};
    m_store->read(
        [filter](const CareerDatabase &db) {
            Figures figures;
            if (db.isOpen()) {
                const QList<CareerGame> games = db.games();
                figures.presets = CareerStats::presetsOf(games);
                figures.anyGame = !games.isEmpty();
                figures.stats = CareerStats(games, db, filter);
            }
            return figures;
        },
        this,
        [this, read](const Figures &figures) {
            if (read != m_reads)
                return;
            m_shown = read;
            m_reading->hide();
            showFigures(figures, m_store ? m_store->problem() : QString());
            Q_EMIT statisticsRead();
        });
}

void StatisticsDialog::showFigures(const Figures &figures, const QString &problem)
{
    m_anyGame = figures.anyGame;
    if (!problem.isEmpty()) {
        m_notice->setText(problem);
        m_notice->show();
    } else if (!m_anyGame) {
        m_notice->setText(tr("No games yet: your statistics start with your first game."));
        m_notice->show();
    } else {
        m_notice->hide();
    }
    const QString chosen = m_preset->currentData().toString();
    m_preset->clear();
    m_preset->addItem(tr("All rules"), QString());
    for (const QString &id : figures.presets)
        m_preset->addItem(presetName(id), id);
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(chosen)));
    m_export->setEnabled(m_anyGame);
    m_reset->setEnabled(m_store && m_anyGame);
    display(figures.stats);
    // A preset the file no longer has (after a reset): every preset then.
    if (m_preset->currentData().toString() != chosen)
        refresh();
}

void StatisticsDialog::setFilter(const QString &preset, Period period)
{
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(preset)));
    m_period->setCurrentIndex(std::max(0, m_period->findData(int(period))));
    refresh();
}

void StatisticsDialog::display(const CareerStats &stats)
{
    m_stats = stats;
    const QLocale locale;
    QStringList lines;
    lines << tr("Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.")
                 .arg(locale.toString(stats.finished()), locale.toString(stats.won()),
                      locale.toString(stats.lost()), locale.toString(stats.draws()),
                      locale.toString(stats.abandoned()));
    if (stats.timeUp() > 0) // docs/RULES.md §11.4: counted apart from the games above
        lines << tr("Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).")
                     .arg(locale.toString(stats.timeUp()), locale.toString(stats.timeUpWon()),
                          locale.toString(stats.timeUpLost()), locale.toString(stats.timeUpDrawn()));
    if (stats.winRate() >= 0)
        lines << tr("Win rate: %1 %. Won in a row now: %2; longest run: %3.")
                     .arg(locale.toString(std::lround(stats.winRate() * 100)),
                          locale.toString(stats.currentStreak()), locale.toString(stats.longestStreak()));
    if (stats.goodSlaps() + stats.misslaps() > 0)
        lines << tr("Your slaps: %1 good, %n misslap(s).", nullptr, stats.misslaps())
                     .arg(locale.toString(stats.goodSlaps()));
    QStringList bests;
    if (stats.fastestMs() >= 0)
        bests << tr("fastest slap %1 ms (%2)")
                     .arg(locale.toString(stats.fastestMs()), kindName(stats.fastestKind()));
    if (stats.bestGameMedianMs() >= 0)
        bests << tr("best game median %1 ms").arg(locale.toString(stats.bestGameMedianMs()));
    if (stats.quickestWinMs() >= 0)
        bests << tr("quickest win %1").arg(GameText::duration(stats.quickestWinMs()));
    if (!bests.isEmpty())
        lines << tr("Personal bests: %1.").arg(GameText::list(bests));
    // Where the latest game's median stands: shares, not ranks (docs/RUNS.md).
    if (!stats.gameMediansMs().isEmpty()) {
        const int latest = stats.gameMediansMs().constLast();
        lines << tr("Your latest game:") + QLatin1Char(' ') + Standing::againstTheBots(latest);
        if (stats.gameMediansMs().size() > 1)
            lines << Standing::againstYourself(
                latest, stats.gameMediansMs().mid(0, stats.gameMediansMs().size() - 1), false);
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));

    QStringList lineNames;
    for (const CareerStats::RateLine &line : stats.rateLines()) {
        const QString level =
            line.level == QLatin1String("mixed") ? tr("mixed levels") : GameText::level(line.level);
        lineNames << tr("%1 against %2").arg(presetName(line.preset), level);
    }
    m_winRate->setLines(stats.rateLines(), lineNames);

    const QList<int> kinds = stats.kindsSeen();
    QList<ReactionChart::Row> rows;
    m_reactionTable->setRowCount(int(kinds.size()));
    m_accuracyTable->setRowCount(int(kinds.size()));
    for (int i = 0; i < int(kinds.size()); ++i) {
        const CareerStats::KindStats &k = stats.kind(kinds.at(i));
        ReactionChart::Row row;
        row.label = kindName(kinds.at(i));
        row.you = k.you;
        for (int l = 0; l < CareerStats::kLevels; ++l)
            row.levelMedianMs[std::size_t(l)] = k.levels[std::size_t(l)].medianMs;
        rows << row;
        m_reactionTable->setItem(i, 0, cell(row.label, false));
        m_reactionTable->setItem(i, 1, cell(msText(k.you.medianMs), true));
        m_reactionTable->setItem(i, 2, cell(msText(k.you.p90Ms), true));
        m_reactionTable->setItem(i, 3, cell(locale.toString(k.you.count), true));
        for (int l = 0; l < CareerStats::kLevels; ++l)
            m_reactionTable->setItem(i, 4 + l, cell(msText(k.levels[std::size_t(l)].medianMs), true));
        const int beats = k.beatsLevel();
        m_reactionTable->setItem(
            i, 4 + CareerStats::kLevels,
            cell(beats < 0 ? QStringLiteral("–") : GameText::level(levelId(beats)), false));

        m_accuracyTable->setItem(i, 0, cell(row.label, false));
        m_accuracyTable->setItem(i, 1, cell(locale.toString(k.taken), true));
        m_accuracyTable->setItem(i, 2, cell(locale.toString(k.falseSlaps), true));
        m_accuracyTable->setItem(i, 3, cell(locale.toString(k.missed), true));
        m_accuracyTable->setItem(i, 4, cell(locale.toString(k.late), true));
        m_accuracyTable->setItem(i, 5,
                                 cell(k.accuracy() < 0
                                          ? QStringLiteral("–")
                                          : tr("%1 %").arg(locale.toString(std::lround(k.accuracy() * 100))),
                                      true));
    }
    m_reactionChart->setRows(rows);
}

QString StatisticsDialog::slapsCsvPath(const QString &path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    return QDir(info.path()).filePath(info.completeBaseName() + QStringLiteral("-slaps") + suffix);
}

void StatisticsDialog::exportCsv(const QString &path)
{
    if (!m_store) {
        Q_EMIT exported(path, tr("Statistics are not kept in this run."));
        return;
    }
    m_export->setEnabled(false);
    m_store->read(
        [games = m_stats.games(), path](const CareerDatabase &db) { return writeExport(db, games, path); },
        this,
        [this, path](const QString &error) {
            m_export->setEnabled(m_anyGame);
            Q_EMIT exported(path, error);
        });
}

QString StatisticsDialog::writeExport(const CareerDatabase &db, const QList<CareerGame> &shownGames,
                                      const QString &path)
{
    if (!db.isOpen())
        return tr("the statistics file cannot be read");
    QHash<qint64, const CareerGame *> shown;
    QList<qint64> ids;
    for (const CareerGame &g : shownGames) {
        shown.insert(g.id, &g);
        ids << g.id;
    }
    struct Mine
    {
        int good = 0, misslaps = 0, missed = 0;
        QList<int> times;
    };
    QHash<qint64, Mine> mine;
    QString slaps =
        QStringLiteral("game_id,at_ms,seat,name,person,level,reaction_ms,valid,patterns,call,near\r\n");
    db.forEachSlap(ids, [&](const CareerDatabase::SlapRow &row) {
        const CareerGame *game = shown.value(row.gameId);
        if (!game)
            return;
        const CareerSlap &s = row.slap;
        if (s.person) {
            Mine &m = mine[row.gameId];
            if (s.valid) {
                ++m.good;
                if (s.reactionMs >= 0)
                    m.times << s.reactionMs;
            } else {
                ++m.misslaps;
            }
        }
        const QString near = s.near ? patternList(PatternSet{*s.near}) : QString();
        const QString call = s.call == Call::None ? QString()
                                                  : QString::fromLatin1(callId(s.call).data(),
                                                                        qsizetype(callId(s.call).size()));
        slaps += QStringList{QString::number(row.gameId),
                             QString::number(s.atMs),
                             QString::number(s.seat),
                             csvField(game->seats.value(s.seat).name),
                             s.person ? QStringLiteral("1") : QStringLiteral("0"),
                             csvField(s.level),
                             s.reactionMs == kNoReactionMs ? QString() : QString::number(s.reactionMs),
                             s.valid ? QStringLiteral("1") : QStringLiteral("0"),
                             csvField(patternList(s.patterns)),
                             call,
                             near}
                     .join(QLatin1Char(','))
                 + QStringLiteral("\r\n");
    });
    const QHash<qint64, qint64> missed = db.missesPerGame(ids);
    for (auto it = missed.cbegin(); it != missed.cend(); ++it)
        mine[it.key()].missed = int(it.value());
    QString games =
        QStringLiteral("id,started_at,ended_at,preset,players,deal,daily,result,place,duration_ms,"
                       "your_slaps,your_misslaps,your_median_ms,missed,ended_by,daily_try\r\n");
    const QHash<qint64, int> tries = db.dailyTries(); // 1: the date's record, 2..: practice
    for (const CareerGame &g : shownGames) {
        QStringList players;
        for (const CareerSeat &seat : g.seats)
            players << (seat.person ? seat.name : QStringLiteral("%1 (%2)").arg(seat.name, seat.level));
        const Mine m = mine.value(g.id);
        games += QStringList{QString::number(g.id), g.startedAt.toString(Qt::ISODateWithMs),
                             g.endedAt.isValid() ? g.endedAt.toString(Qt::ISODateWithMs) : QString(),
                             csvField(g.preset), csvField(players.join(QStringLiteral("; "))),
                             QString::number(g.deal), csvField(g.daily), careerResultId(g.result),
                             csvNumber(g.place), csvNumber(g.durationMs), QString::number(m.good),
                             QString::number(m.misslaps), csvNumber(CareerStats::timesOf(m.times).medianMs),
                             QString::number(m.missed),
                             // How a finished game ended: the rules (§6) or the clock (§11.4).
                             g.result == CareerResult::Won || g.result == CareerResult::Lost
                                     || g.result == CareerResult::Draw
                                 ? QLatin1String(g.timeUp ? "time_up" : "rules")
                                 : QLatin1String(""),
                             tries.contains(g.id) ? QString::number(tries.value(g.id)) : QString()}
                     .join(QLatin1Char(','))
                 + QStringLiteral("\r\n");
    }
    QString error = writeCsv(path, games);
    if (error.isEmpty())
        error = writeCsv(slapsCsvPath(path), slaps);
    return error;
}

void StatisticsDialog::askExport()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Statistics"), QDir(dir).filePath(QStringLiteral("ratscrew-games.csv")),
        tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    m_exportAsked = true; // the answer comes with exported()
    exportCsv(path);
}

void StatisticsDialog::resetStatistics()
{
    if (!m_store)
        return;
    const auto answer = QMessageBox::question(this, tr("Reset Statistics"),
                                              tr("Delete every game, slap and practice result kept so far? "
                                                 "This cannot be undone. A game in play is "
                                                 "kept and counted when it ends."),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    if (!m_store->reset())
        QMessageBox::warning(this, tr("Reset Statistics"), m_store->problem());
    refresh();
    Q_EMIT statisticsReset();
}

void StatisticsDialog::setLuckAndSpeed(int games, double luck, double speed, double speedHalfWidth)
{
    if (games <= 0) {
        m_luckAndSpeed->clear();
        m_luckAndSpeed->hide();
        return;
    }
    const auto points = [](double share) { return GameText::percent(std::abs(share)); };
    // docs/ANALYSIS.md: speed and luck against an average player of each game's table.
    const QString text =
        speed >= 0
            ? tr("Over the %n game(s) whose chances were worked out, your speed won you %1 more games than "
                 "luck alone would have (±%2), and the cards %3.",
                 nullptr, games)
            : tr(
                "Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck "
                "alone would have won (±%2), and the cards %3.",
                nullptr, games);
    const QString cards =
        luck >= 0 ? tr("brought you %1 more").arg(points(luck)) : tr("cost you %1").arg(points(luck));
    m_luckAndSpeed->setText(text.arg(points(speed), points(speedHalfWidth), cards));
    m_luckAndSpeed->show();
}

QString StatisticsDialog::luckAndSpeedText() const
{
    return m_luckAndSpeed->text(); // cleared while there is nothing to say
}

} // namespace ratscrew
