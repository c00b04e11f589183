// SPDX-License-Identifier: GPL-3.0-or-later
// docs/RULES.md, the player's guide, against the code: who is dealt the
// first card and plays first in each preset (§1, the `dealer_starts` row of
// §7's table: RuleSet::dealerStarts), and the app's game length where the guide
// says how a game ends (§6, §11.4: AppSettings::kDefaultGameLengthMinutes).

#include "RuleSet.h"
#include "settings/AppSettings.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QTest>

#include <algorithm>

using namespace ratscrew;

namespace {

/// The text of docs/RULES.md from the line `heading` (a whole line) up to
/// the next heading of the same level or above; empty when there is none.
QString sectionOf(const QString &doc, const QString &heading)
{
    const qsizetype at = doc.indexOf(QLatin1Char('\n') + heading);
    if (at < 0)
        return {};
    const qsizetype level = heading.indexOf(QLatin1Char(' '));
    const QRegularExpression next(QStringLiteral("\n#{1,%1} ").arg(level));
    const qsizetype end = doc.indexOf(next, at + 1);
    return doc.mid(at + 1, end < 0 ? -1 : end - at - 1);
}

/// The cells of a Markdown table row `| a | b |`, trimmed.
QStringList cellsOf(const QString &row)
{
    QStringList cells = row.trimmed().split(QLatin1Char('|'));
    if (cells.size() >= 2) {
        cells.removeFirst();
        cells.removeLast();
    }
    for (QString &cell : cells)
        cell = cell.trimmed();
    return cells;
}

} // namespace

class TestRulesDoc : public QObject
{
    Q_OBJECT

    QString m_doc;

private Q_SLOTS:
    void initTestCase()
    {
        QFile file(QStringLiteral(RATSCREW_SOURCE_DIR "/docs/RULES.md"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        m_doc = QString::fromUtf8(file.readAll());
        QVERIFY(m_doc.contains(QStringLiteral("\n## §1 ")));
    }

    // §7's table says, for each preset, whether the dealer is dealt the
    // first card and plays first (`dealer_starts`, §1).
    void presetTableNamesWhoIsDealtFirst()
    {
        const QString presets = sectionOf(m_doc, QStringLiteral("### The six presets"));
        QVERIFY(!presets.isEmpty());
        const QStringList lines = presets.split(QLatin1Char('\n'));
        const auto header = std::find_if(lines.begin(), lines.end(), [](const QString &l) {
            return l.startsWith(QStringLiteral("| option |"));
        });
        QVERIFY(header != lines.end());
        const QString rowName = QStringLiteral("dealer_starts (§1)");
        const auto row = std::find_if(lines.begin(), lines.end(),
                                      [&](const QString &l) { return cellsOf(l).value(0) == rowName; });
        QVERIFY2(row != lines.end(), "§7's preset table has no row 'dealer_starts (§1)'");

        const QStringList names = cellsOf(*header);
        const QStringList cells = cellsOf(*row);
        QCOMPARE(cells.size(), names.size());
        QCOMPARE(names.size() - 1, qsizetype(RuleSet::presetNames().size()));
        int dealerStarts = 0;
        for (qsizetype i = 1; i < names.size(); ++i) {
            // "`house` (default)" -> house
            const QString name = names[i].section(QLatin1Char('`'), 1, 1);
            const std::optional<RuleSet> rules = RuleSet::preset(name.toStdString());
            QVERIFY2(rules, qPrintable(names[i]));
            const QString expected = rules->dealerStarts ? QStringLiteral("yes") : QStringLiteral("no");
            QVERIFY2(
                cells[i] == expected,
                qPrintable(
                    QStringLiteral("%1: the table says '%2', the rules '%3'").arg(name, cells[i], expected)));
            dealerStarts += rules->dealerStarts;
        }
        QVERIFY(dealerStarts > 0); // the slaps presets: both kinds are checked
    }

    // §1 deals from the player who plays first, in every preset: the first
    // card never goes to the dealer's left where the dealer starts.
    void dealStartsWithWhoPlaysFirst()
    {
        const QString deal = sectionOf(m_doc, QStringLiteral("## §1 The cards and the deal"));
        QVERIFY(!deal.isEmpty());
        const QString flat =
            QString(deal).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
        QVERIFY2(!flat.contains(QStringLiteral("face down, starting with the player to the dealer's left")),
                 "§1 deals from the dealer's left in every preset");
        QVERIFY2(flat.contains(QStringLiteral("starting with the player who will play first")),
                 qPrintable(flat));
        QVERIFY2(flat.contains(QStringLiteral("is dealt the first card")), qPrintable(flat));
    }

    // §6 names the clock among the ends of a game, with the app's default
    // length, and §11.4 gives the same length.
    void endOfGameNamesTheAppsGameLength()
    {
        const QString minutes = QStringLiteral("%1 minutes").arg(AppSettings::kDefaultGameLengthMinutes);
        QVERIFY(AppSettings::gameLengths().contains(AppSettings::kDefaultGameLengthMinutes));

        const QString end = sectionOf(m_doc, QStringLiteral("## §6 The end of the game"));
        QVERIFY(!end.isEmpty());
        const QString flatEnd =
            QString(end).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
        QVERIFY2(flatEnd.contains(QStringLiteral("(§11.4)")), qPrintable(flatEnd));
        QVERIFY2(flatEnd.contains(minutes), qPrintable(flatEnd));

        const QString clock = sectionOf(m_doc, QStringLiteral("### 11.4 Time is up (option `time_limit`)"));
        QVERIFY(!clock.isEmpty());
        const QString flatClock =
            QString(clock).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
        QVERIFY2(flatClock.contains(QStringLiteral("The app plays with ") + minutes), qPrintable(flatClock));

        QVERIFY2(!QString(m_doc)
                      .replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "))
                      .contains(QStringLiteral("never stops a game on its own")),
                 "the guide says the app never stops a game, but its default game length does");
    }
};

QTEST_GUILESS_MAIN(TestRulesDoc)
#include "tst_rulesdoc.moc"
