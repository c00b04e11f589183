// SPDX-License-Identifier: GPL-3.0-or-later
#include "rivals/RivalsDialog.h"

#include "summary/CardCountChart.h"
#include "text/DialogSize.h"
#include "text/GameText.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace ratscrew {

RivalsDialog::RivalsDialog(const QList<RivalStore::Entry> &runs, QWidget *parent) : QDialog(parent)
{
    for (const RivalStore::Entry &entry : runs)
        if (std::optional<RivalGame> game = RivalGame::of(entry.run)) {
            if (entry.mine)
                m_mine = int(m_games.size()); // the latest of yours (they come first, oldest first)
            m_games.append(std::move(*game));
        }
    const Run *any = runs.isEmpty() ? nullptr : &runs.constFirst().run;
    setWindowTitle(
        any && any->daily.isValid()
            ? tr("Rivals of the Daily Deal of %1").arg(QLocale().toString(any->daily, QLocale::LongFormat))
            : tr("Rivals of Deal %1").arg(any ? any->record.deal : 0));
    auto *v = new QVBoxLayout(this);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("rivals"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Player"), tr("Result"), tr("Slaps won"), tr("Median"), tr("Played")});
    m_list->setAccessibleName(tr("Runs of this deal"));
    for (const RivalGame &game : std::as_const(m_games)) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, label(game));
        item->setText(1, game.outcomeText());
        item->setText(2, QLocale().toString(game.slapsWon));
        item->setText(3, game.slapsWon > 0 ? GameText::slapTime(game.medianMs) : QStringLiteral("—"));
        item->setText(4, game.run.record.startedAt.isValid() ? QLocale().toString(
                             game.run.record.startedAt.toLocalTime(), QLocale::ShortFormat)
                                                             : QString());
        for (int c = 2; c <= 3; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    const int rows = int(std::clamp<qsizetype>(m_games.size(), 2, 6));
    m_list->setMinimumHeight(m_list->fontMetrics().height() * (rows + 2));
    m_list->setMaximumHeight(m_list->fontMetrics().height() * (rows + 3) + 8);
    v->addWidget(m_list);

    // Cards in hand over time: one line per run, on one chart.
    m_chart = new CardCountChart(this);
    m_chart->setObjectName(QStringLiteral("rivalsChart"));
    std::set<qint64> times;
    int deckSize = 52;
    for (const RivalGame &game : std::as_const(m_games)) {
        deckSize = game.deckSize;
        for (const RivalGame::Cards &c : game.course)
            times.insert(c.atMs);
    }
    QList<GameStats::Sample> samples;
    QList<qsizetype> at(m_games.size(), 0);
    for (qint64 t : times) {
        GameStats::Sample sample;
        sample.timeMs = t;
        for (qsizetype g = 0; g < m_games.size(); ++g) {
            const QList<RivalGame::Cards> &course = m_games.at(g).course;
            while (at[g] + 1 < course.size() && course.at(at[g] + 1).atMs <= t)
                ++at[g];
            sample.hands << course.at(at[g]).cards;
        }
        samples << sample;
    }
    QList<SeatInfo> seats;
    for (qsizetype g = 0; g < m_games.size(); ++g)
        seats << SeatInfo{label(m_games.at(g)), m_games.at(g).run.player == 0 && g == m_mine, QString(),
                          defaultSeatColour(int(g))};
    m_chart->setData(samples, deckSize, seats);
    v->addWidget(m_chart, 1);

    m_parting = new QLabel(this);
    m_parting->setObjectName(QStringLiteral("parting"));
    m_parting->setWordWrap(true);
    m_parting->setTextFormat(Qt::PlainText);
    v->addWidget(m_parting);
    m_comparison = new QLabel(this);
    m_comparison->setObjectName(QStringLiteral("comparison"));
    m_comparison->setWordWrap(true);
    m_comparison->setTextFormat(Qt::PlainText);
    v->addWidget(m_comparison);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_race = buttons->addButton(tr("&Race Ghost"), QDialogButtonBox::ActionRole);
    m_race->setToolTip(
        tr("A new game of this deal with the selected player's ghost in place of the last bot"));
    QPushButton *open = buttons->addButton(tr("&Open Run…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_race, &QPushButton::clicked, this, [this] {
        const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
        if (row >= 0 && row < m_games.size()) {
            Q_EMIT raceRequested(m_games.at(row).run);
            accept();
        }
    });
    connect(open, &QPushButton::clicked, this, &RivalsDialog::openRunRequested);
    v->addWidget(buttons);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &RivalsDialog::showSelected);
    // The first rival that is not you, else your run.
    int first = 0;
    while (first < m_games.size() && first <= m_mine)
        ++first;
    select(first < m_games.size() ? first : std::max(0, m_mine));
    resize(dialogSize(
        this, QSize(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 56, fontMetrics().height() * 40)));
}

QString RivalsDialog::label(const RivalGame &game) const
{
    const qsizetype index = &game - m_games.constData();
    if (index >= 0 && index <= m_mine && m_mine >= 0) {
        const QDateTime when = game.run.record.startedAt.toLocalTime();
        return index == m_mine ? tr("You")
                               : tr("You, %1").arg(QLocale().toString(when.time(), QLocale::ShortFormat));
    }
    return game.run.name;
}

void RivalsDialog::select(int row)
{
    if (row >= 0 && row < m_list->topLevelItemCount())
        m_list->setCurrentItem(m_list->topLevelItem(row));
    showSelected();
}

QString RivalsDialog::comparePattern(SlapPattern pattern, int yoursMs, const QString &name, int theirsMs)
{
    const QString times =
        tr("%1: you %2, %3 %4", "%1 is a pattern's name; then the two median reaction times")
            .arg(GameText::pattern(pattern), GameText::slapTime(yoursMs), name, GameText::slapTime(theirsMs));
    if (yoursMs == theirsMs)
        return tr("%1 — the same", "the two medians are equal").arg(times);
    return yoursMs < theirsMs ? tr("%1 — you were %2 ms faster").arg(times).arg(theirsMs - yoursMs)
                              : tr("%1 — %2 was %3 ms faster").arg(times, name).arg(yoursMs - theirsMs);
}

void RivalsDialog::showSelected()
{
    const int row = m_list->indexOfTopLevelItem(m_list->currentItem());
    m_race->setEnabled(row >= 0 && row < m_games.size() && m_games.at(row).run.player == 0);
    if (row < 0 || row >= m_games.size() || m_mine < 0 || row == m_mine) {
        m_parting->setText(
            m_mine < 0 ? tr("You have no run of this deal yet: play it to see yours beside these.")
            : m_games.size() == 1
                ? tr("Open a friend's run of this deal to see it beside yours, and race its ghost.")
                : QString());
        m_comparison->clear();
        return;
    }
    const RivalGame &mine = m_games.at(m_mine);
    const RivalGame &theirs = m_games.at(row);
    m_parting->setText(RivalGame::parting(mine, theirs));
    const RunProfile a = mine.run.profile();
    const RunProfile b = theirs.run.profile();
    QStringList lines;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (a.patternSlaps.at(i) > 0 && b.patternSlaps.at(i) > 0)
            lines << comparePattern(SlapPattern(i), a.patternMedianMs.at(i), label(theirs),
                                    b.patternMedianMs.at(i));
    m_comparison->setText(lines.isEmpty()
                              ? tr("You and %1 have no pattern both of you slapped.").arg(label(theirs))
                              : lines.join(QLatin1Char('\n')));
}

QString RivalsDialog::partingText() const
{
    return m_parting->text();
}

QString RivalsDialog::comparisonText() const
{
    return m_comparison->text();
}

} // namespace ratscrew
