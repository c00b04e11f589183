// SPDX-License-Identifier: GPL-3.0-or-later
#include "workshop/RuleWorkshop.h"

#include "Game.h"
#include "text/DescriptionLabel.h"
#include "text/GameText.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ratscrew {

namespace {

QLabel *figureLabel(const char *name)
{
    auto *label = new QLabel;
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *heading(const QString &text)
{
    auto *label = new QLabel(text);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

} // namespace

RuleWorkshop::RuleWorkshop(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("ruleWorkshop"));
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, &RuleWorkshop::start);
    connect(&m_forecast, &RuleForecast::progressed, this, &RuleWorkshop::progressed);
    connect(&m_forecast, &RuleForecast::figuresReady, this, &RuleWorkshop::show);

    auto *box = new QGroupBox(tr("What these rules play like"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(box);
    auto *v = new QVBoxLayout(box);
    v->setSpacing(6);
    m_table = descriptionLabel(); // the figures' table, muted as the settings' descriptions
    m_table->setObjectName(QStringLiteral("forecastTable"));
    v->addWidget(m_table);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("forecastProgress"));
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    m_progress->setAccessibleName(tr("Simulating games"));
    // Its place is kept while hidden, so the figures do not jump.
    QSizePolicy keep = m_progress->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_progress->setSizePolicy(keep);
    v->addWidget(m_progress);

    m_body = new QWidget;
    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->setSpacing(4);
    m_warning = figureLabel("forecastWarning");
    m_warning->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_warning->hide();
    body->addWidget(m_warning);
    //: Under the warning that games are long: sets the game length.
    m_limitButton = new QPushButton(tr("Play %n minutes", nullptr, RuleForecast::kLongMinutes));
    m_limitButton->setObjectName(QStringLiteral("forecastSetLength"));
    m_limitButton->hide();
    connect(m_limitButton, &QPushButton::clicked, this,
            [this] { Q_EMIT gameLengthAsked(RuleForecast::kLongMinutes); });
    body->addWidget(m_limitButton, 0, Qt::AlignLeft);
    body->addWidget(heading(tr("Game length")));
    body->addWidget(m_length = figureLabel("forecastLength"));
    body->addWidget(m_unlimited = figureLabel("forecastUnlimited"));
    body->addWidget(m_unending = figureLabel("forecastUnending"));
    body->addSpacing(6);
    body->addWidget(heading(tr("How piles are won")));
    body->addWidget(m_piles = figureLabel("forecastPiles"));
    body->addSpacing(6);
    body->addWidget(heading(tr("Slappable cards per 100 played")));
    // A row a pattern, its name and its figure in columns (one label of
    // many lines was cut short where a fallback font's lines are taller).
    m_patterns = new QWidget;
    m_patterns->setObjectName(QStringLiteral("forecastPatterns"));
    m_patternRows = new QGridLayout(m_patterns);
    m_patternRows->setContentsMargins(0, 0, 0, 0);
    m_patternRows->setHorizontalSpacing(12);
    m_patternRows->setVerticalSpacing(1);
    m_patternRows->setColumnStretch(2, 1);
    body->addWidget(m_patterns);
    body->addSpacing(6);
    body->addWidget(heading(tr("Misslaps")));
    body->addWidget(m_misslaps = figureLabel("forecastMisslaps"));
    v->addWidget(m_body);
    v->addStretch(1);
    m_body->setEnabled(false);
    m_length->setText(tr("Simulating games…"));
    setMinimumWidth(240);
    setMaximumWidth(340);
}

void RuleWorkshop::forecast(const RuleSet &rules, const std::vector<BotProfile> &bots)
{
    if (m_asked && rules == m_rules && bots == m_bots)
        return;
    m_asked = true;
    m_rules = rules;
    m_bots = bots;
    m_forecast.cancel(); // its figures would be of other rules
    m_pending = true;
    m_body->setEnabled(false);
    // From empty: a busy bar is drawn full in some styles, and the run's
    // first figures then made it jump back.
    m_progress->setRange(0, std::clamp(m_games, 1, 10000));
    m_progress->setValue(0);
    m_progress->show();
    m_settle.start();
}

void RuleWorkshop::start()
{
    m_pending = false;
    const int seats = int(std::min<std::size_t>(m_bots.size() + 1, kMaxPlayers));
    //: Above the rule workshop's figures: %n is the number of players.
    m_table->setText(tr("From %1 games of bots at this table of %n player(s).", nullptr, seats)
                         .arg(QLocale().toString(m_games)));
    m_forecast.start(m_rules, m_bots, m_games);
}

void RuleWorkshop::progressed(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

QString RuleWorkshop::minutesText(double m)
{
    const int whole = int(std::lround(m));
    if (whole < 1)
        //: A game length.
        return tr("under a minute");
    if (whole < 60)
        //: A game length: %1 is a number of minutes.
        return tr("%1 min").arg(whole);
    //: A game length: %1 hours and %2 minutes.
    return tr("%1 h %2 min").arg(whole / 60).arg(whole % 60);
}

QString RuleWorkshop::lengthText(double p50, double p95) const
{
    const int hours = RuleForecast::kHorizonMinutes / 60;
    if (p50 >= RuleForecast::kHorizonMinutes)
        //: The rule workshop's game length: %1 is a number of hours (6).
        return tr("Half of the games or more last over %1 hours.").arg(hours);
    const auto minutes = &RuleWorkshop::minutesText;
    if (p95 >= RuleForecast::kHorizonMinutes)
        //: The rule workshop's game length: %1 is a length such as "12 min"; %2 a number of hours (6).
        return tr("Half of the games are over within %1; more than 5 in 100 last over %2 hours.")
            .arg(minutes(p50))
            .arg(hours);
    //: The rule workshop's game length: %1 and %2 are lengths such as "12 min".
    return tr("Half of the games are over within %1, 95 in 100 within %2.").arg(minutes(p50), minutes(p95));
}

void RuleWorkshop::show(const RuleFigures &f)
{
    const QLocale locale;
    const auto percent = [&locale](double share) {
        //: A share of games or piles: %1 is a whole number from 0 to 100.
        return tr("%1 %")
            .arg(locale.toString(int(std::lround(share * 100))))
            .replace(QLatin1String(" %"), QStringLiteral("\u00a0%")); // never wrapped before the sign
    };
    m_figures = f;
    m_progress->hide();
    m_body->setEnabled(true);
    const bool limited = m_rules.timeLimitMinutes > 0;

    QString length = lengthText(f.minutesP50, f.minutesP95);
    if (limited)
        //: After the game length: %1 is a share of games such as "34 %".
        length += QLatin1Char(' ') + tr("Time is up in %1 of them.").arg(percent(f.endedOnTimeShare));
    m_length->setText(length);
    m_unlimited->setVisible(limited);
    if (limited)
        //: %1 is a sentence such as "Half of the games are over within 12 min, …".
        m_unlimited->setText(
            tr("Without a game length: %1").arg(lengthText(f.minutesP50Unlimited, f.minutesP95Unlimited)));
    m_unending->setText(
        f.unendingShare > 0
            //: %1 is a share of games such as "12 %"; %2 a number of hours.
            ? tr("%1 of the games would still be going after %2 hours without a game length.")
                  .arg(percent(f.unendingShare))
                  .arg(RuleForecast::kHorizonMinutes / 60)
            : tr("Every game ends by itself within %1 hours.").arg(RuleForecast::kHorizonMinutes / 60));

    const double rest = std::max(0.0, 1.0 - f.bySlap - f.byChallenge - f.byPenalty);
    //: How piles are won: each %n is a share such as "48 %".
    QString piles = tr("By a slap: %1. By a challenge: %2.").arg(percent(f.bySlap), percent(f.byChallenge));
    if (m_rules.penalty == Penalty::GivePile)
        piles += QLatin1Char(' ') + tr("Given away for a misslap: %1.").arg(percent(f.byPenalty));
    if (rest >= 0.005)
        piles += QLatin1Char(' ') + tr("Other ways: %1.").arg(percent(rest));
    m_piles->setText(piles);

    std::vector<std::pair<double, SlapPattern>> rows;
    for (int i = 0; i < kSlapPatternCount; ++i)
        if (m_rules.slaps.contains(SlapPattern(i)) || f.slappablePer100[std::size_t(i)] > 0)
            rows.emplace_back(f.slappablePer100[std::size_t(i)], SlapPattern(i));
    std::stable_sort(rows.begin(), rows.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    while (QLayoutItem *item = m_patternRows->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    int row = 0;
    for (const auto &[per100, pattern] : rows) {
        QLabel *name = figureLabel("forecastPattern");
        name->setText(GameText::pattern(pattern));
        name->setWordWrap(false);
        QLabel *value = figureLabel("forecastPatternValue");
        value->setText(locale.toString(per100, 'f', 1));
        value->setWordWrap(false);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        //: A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as "5.9".
        value->setAccessibleName(tr("%1: %2").arg(name->text(), value->text()));
        m_patternRows->addWidget(name, row, 0);
        m_patternRows->addWidget(value, row, 1);
        ++row;
    }
    if (rows.empty()) {
        QLabel *none = figureLabel("forecastPattern");
        none->setText(tr("No pattern is on."));
        m_patternRows->addWidget(none, 0, 0, 1, 3);
    }

    // A game still going at the horizon has not ended: a count per game
    // is of the games that did (RuleFigures::misslapGames).
    const int hours = RuleForecast::kHorizonMinutes / 60;
    if (f.misslapGames >= f.games)
        //: %1 is a number such as "4.2".
        m_misslaps->setText(tr("The bots misslap %1 times a game, all together.")
                                .arg(locale.toString(f.misslapsPerGame, 'f', 1)));
    else if (f.misslapGames > 0)
        //: %1 is a number such as "4.2"; %2 a number of hours (6).
        m_misslaps->setText(tr("The bots misslap %1 times a game, all together, in the games that end "
                               "within %2 hours.")
                                .arg(locale.toString(f.misslapsPerGame, 'f', 1))
                                .arg(hours));
    else
        //: %1 is a number of hours (6); %2 a number such as "160.5".
        m_misslaps->setText(tr("No game ends within %1 hours. The bots misslap %2 times an hour, all "
                               "together.")
                                .arg(hours)
                                .arg(locale.toString(f.misslapsPerHour, 'f', 1)));

    const bool warn = f.wantsLimit && !limited;
    m_warning->setVisible(warn);
    m_limitButton->setVisible(warn);
    // The warning says what the figures below say: how long the median
    // game is, or how many would not end.
    if (warn && f.minutesP50Unlimited >= RuleForecast::kHorizonMinutes)
        //: The rule workshop's warning: %1 is a share of games such as "91 %"; %2 a number of hours (6).
        m_warning->setText(tr("⚠ %1 of these games would still be going after %2 hours, and they have no "
                              "game length.")
                               .arg(percent(f.unendingShare))
                               .arg(hours));
    else if (warn)
        //: The rule workshop's warning: %1 is a game length such as "47 min" or "1 h 12 min".
        m_warning->setText(tr("⚠ Half of these games last longer than %1, and they have no game length.")
                               .arg(minutesText(f.minutesP50Unlimited)));
    Q_EMIT figuresShown();
}

} // namespace ratscrew
