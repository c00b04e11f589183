// SPDX-License-Identifier: GPL-3.0-or-later
#include "story/GameLog.h"

#include "SlapPatterns.h"
#include "story/CallText.h"
#include "text/GameText.h"

#include <QAccessible>
#include <QEvent>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <functional>

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

// "5♥ 7♣ 5♠": the last `count` cards of `cards` (all of them for -1), oldest first.
QString cardList(const QList<Card> &cards, qsizetype count = -1)
{
    const qsizetype from = count < 0 ? 0 : std::max<qsizetype>(0, cards.size() - count);
    return GameText::cards(std::span<const Card>(cards.constData() + from, std::size_t(cards.size() - from)));
}

// The played cards (top last) that make pattern `p`.
QString patternCards(SlapPattern p, const QList<Card> &played)
{
    if (p == SlapPattern::Joker)
        return {}; // the card is the pattern: "Joker: Joker" says nothing more
    if (p == SlapPattern::TopBottom && played.size() > 2) // the two ends, not the whole pile
        return GameLog::tr("%1 … %2").arg(GameText::card(played.first()), GameText::card(played.last()));
    return cardList(played,
                    patternSpan(p, std::span<const Card>(played.constData(), std::size_t(played.size()))));
}

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
    static constexpr QRgb hues[] = {0, 0, 0xffd08a00, 0xff2ea043, 0xffe0443a, 0, 0, 0xff3584e4, 0};
    for (const QRgb hue : hues)
        colours << (hue ? mix(ink, QColor::fromRgb(hue), 0.8) : QColor());
    return colours;
}
constexpr int kSeparatorColour = 0, kAlternateColour = 1, kTimeColour = 2, kInfoColour = 3, kRedColour = 4,
              kKindColours = 5;

} // namespace

GameLog::GameLog(GameSession *session, QWidget *parent, ReportSource source)
    : QDockWidget(tr("Game log"), parent), m_session(session)
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

    if (!session)
        return;
    connect(session, &GameSession::gameStarted, this, &GameLog::onGameStarted);
    if (source == ReportSource::Session)
        connect(session, &GameSession::actionApplied, this, &GameLog::follow);
    connect(session, &GameSession::pausedChanged, this, &GameLog::onPausedChanged);
    // The game's end is told by its own line (a card in the air then goes
    // back with every other card in hand).
    connect(session, &GameSession::cardWentBack, this, [this](int player, Card, FlightEnd reason, int by) {
        if (reason != FlightEnd::GameOver && reason != FlightEnd::TimeUp)
            addEntry(m_text.wentBack(player, reason, by));
    });
    connect(session, &GameSession::stateChanged, this, &GameLog::onStateChanged);
}

QStringList GameLog::lines() const
{
    QStringList out;
    if (m_entries == 0)
        return out;
    out.reserve(m_entries);
    for (QTextBlock b = m_view->document()->firstBlock(); b.isValid(); b = b.next())
        out << b.text();
    return out;
}

void GameLog::clear()
{
    m_view->clear();
    m_view->setAccessibleDescription({});
    m_entries = 0;
    m_written = 0;
    m_lastText.clear();
    m_repeats = 0;
    m_follow = true;
}

QString GameLog::describeSlap(PatternSet patterns, const QList<Card> &played)
{
    QStringList parts;
    for (SlapPattern p : patterns.toList()) {
        const QString cards = played.isEmpty() ? QString() : patternCards(p, played);
        parts << (cards.isEmpty() ? GameText::pattern(p) : tr("%1: %2").arg(GameText::pattern(p), cards));
    }
    // "; " between patterns: a "+" read as more cards ("Double: Joker Joker + Joker" looked like three
    // jokers).
    return parts.join(QStringLiteral("; "));
}

void GameLog::addEntry(const QString &text, Kind kind, const QString &subject)
{
    // The same line again at once (a key mashed): said once, with the count.
    if (kind != Kind::Separator && m_entries > 0 && text == m_lastText && kind == m_lastKind) {
        ++m_repeats;
        QTextCursor last(m_view->document());
        last.movePosition(QTextCursor::End);
        last.select(QTextCursor::BlockUnderCursor);
        last.removeSelectedText();
        --m_written;
        --m_entries;
        writeEntry(tr("%1 (×%2)", "the same log line said N times in a row").arg(text).arg(m_repeats), kind,
                   subject);
        return;
    }
    m_lastText = text;
    m_lastKind = kind;
    m_repeats = 1;
    writeEntry(text, kind, subject);
}

void GameLog::writeEntry(const QString &text, Kind kind, const QString &subject)
{
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
    if (kind == Kind::Pile || kind == Kind::Out || kind == Kind::GameOver || kind == Kind::Separator)
        format.setFontWeight(QFont::Bold);
    if (kind == Kind::Info) {
        format.setForeground(colours.at(kInfoColour));
        format.setFontItalic(true);
    }
    QTextCharFormat subjectFormat = format;
    subjectFormat.setFontWeight(QFont::Bold);

    QTextCursor cursor(m_view->document());
    cursor.movePosition(QTextCursor::End);
    cursor.beginEditBlock();
    if (m_entries == 0)
        cursor.setBlockFormat(block); // the document's first, empty block
    else
        cursor.insertBlock(block, QTextCharFormat());
    cursor.insertText(GameText::duration(m_session && m_session->hasGame() ? m_session->elapsedMs() : 0)
                          + QLatin1Char(' '),
                      timeFormat);
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
    m_entries = std::min(m_entries + 1, kMaxEntries);

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
    if (from == to || m_entries == 0)
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

void GameLog::onGameStarted()
{
    m_resumePending = false;
    m_rejectionTold = -1;
    m_emptyPileMisslaps.clear();
    m_slapWinner = -1;
    addEntry(m_nextSeparator.isEmpty() ? tr("— New game —") : m_nextSeparator, Kind::Separator);
    m_nextSeparator.clear();
}

void GameLog::setNextHeading(const Heading &heading)
{
    // The deal number as typed into Play Deal Number…, without separators.
    const QString number = QString::number(heading.deal);
    switch (heading.kind) {
    case Heading::Kind::NewGame:
        m_nextSeparator.clear();
        break;
    case Heading::Kind::Deal:
        m_nextSeparator = tr("— Deal %1 —").arg(number);
        break;
    case Heading::Kind::Daily:
        m_nextSeparator = tr("— Daily deal, %1 (deal %2) —")
                              .arg(QLocale().toString(heading.daily, QLocale::LongFormat), number);
        break;
    case Heading::Kind::Resumed:
        // A resumed game starts with its cards already played: not a new game.
        m_nextSeparator =
            tr("— Resumed: deal %1, left at %2 —").arg(number, GameText::duration(heading.leftAtMs));
        break;
    }
}

// Everything below reads the report of one action: what the pile was, who
// had to answer, what happened in order. A misslap is told in one entry
// with its penalty, which comes in the same report.
void GameLog::follow(const ActionReport &r)
{
    const bool live = m_session && m_session->hasGame();
    const bool burnPenalty = live && m_session->rules().penalty == Penalty::Burn;
    const auto nameOf = [this](int player) { return name(player); };
    Misslap misslap;
    if (const QString missed = CallText::missed(r, m_text.you()); !missed.isEmpty())
        addEntry(missed, Kind::Info);
    for (const Event &e : r.events) {
        switch (e.type) {
        case Event::Type::Deal:
        case Event::Type::TimeUp: // told with game_over
            break;
        case Event::Type::Play:
            m_emptyPileMisslaps.clear(); // a card on the pile: a slap on it is news
            m_slapWinner = -1;
            tellPlay(e, r);
            break;
        case Event::Type::Slap:
            if (e.call != Call::None) { // docs/RULES.md §9: no pile is won
                addEntry(CallText::call(e.call, e.seat, r, nameOf, m_text.you()),
                         e.call == Call::Stick ? Kind::Challenge : Kind::Slap, name(e.seat));
            } else if (!e.valid) { // a valid slap is told with the cards it takes (PileWon follows)
                misslap.player = e.seat;
                // Again since the last card (on the pile its own misslap
                // just gave away, say): the streak did not grow, nothing new.
                if (r.playedBefore.isEmpty())
                    misslap.again = m_emptyPileMisslaps.contains(e.seat);
                m_emptyPileMisslaps.insert(e.seat);
                const QString why = CallText::whyNoCall(e.noCall, r);
                misslap.opening =
                    r.playedBefore.isEmpty() ? tr("%1 slapped on an empty pile").arg(name(e.seat))
                    : why.isEmpty()
                        ? tr("%1 slapped on nothing (top: %2)").arg(name(e.seat), cardList(r.playedBefore, 3))
                        : tr("%1 slapped on nothing (top: %2; %3)")
                              .arg(name(e.seat), cardList(r.playedBefore, 3), why);
            }
            break;
        case Event::Type::Rejected:
            // A press again after the player's own winning slap lost no
            // race: nothing to tell.
            if (r.action.type == Action::Type::Slap
                && !(e.rejectReason == RejectReason::Late && r.action.seat == m_slapWinner))
                tellRejection(r.action.seat, e.rejectReason, e.lockout);
            break;
        case Event::Type::Burn:
            if (e.seat == misslap.player && burnPenalty && !misslap.told)
                tellMisslap(misslap,
                            tr("%1 — burned %2 under the pile.")
                                .arg(misslap.opening, cardList(QList<Card>(e.cards.begin(), e.cards.end()))));
            else if (e.seat == misslap.player) // the misslap limit: told with Out
                misslap.limitBurned = int(e.cards.size());
            break;
        case Event::Type::PileWon:
            m_emptyPileMisslaps.clear();
            m_slapWinner = e.wonReason == PileWonReason::Slap ? e.seat : -1;
            if (misslap.player >= 0) // its own misslap gave it away: a press again is nothing new
                m_emptyPileMisslaps.insert(misslap.player);
            tellPileWon(e, r, misslap);
            break;
        case Event::Type::Out:
            tellOut(e.seat, misslap);
            break;
        case Event::Type::SitOut: // a missed slap-in (docs/RULES.md §4), or a lockout (§11.3)
            if (m_text.isYou(e.seat))
                m_rejectionTold = -1; // a refusal while this lasts is news
            if (e.lockout && e.seat == misslap.player && !misslap.told) {
                // (misslap.player stays: passing the misslap limit is told with Out)
                tellMisslap(misslap,
                            tr("%1 — locked out for %2.").arg(misslap.opening, ActionText::cards(e.count)));
                break;
            }
            addEntry(m_text.sitsOut(e.seat, e.count), Kind::Misslap, name(e.seat));
            misslap.player = -1;
            break;
        case Event::Type::GameOver: // time up: who holds the most cards (docs/RULES.md §11.4)
            addEntry(r.find(Event::Type::TimeUp) && m_session ? m_text.timeUp(*m_session)
                                                              : m_text.gameOver(e.seat),
                     Kind::GameOver, e.seat < 0 ? QString() : name(e.seat));
            break;
        }
    }
    if (r.collectPlayer >= 0)
        tellChallengeLost(r.collectPlayer, r.challengeLoser, {});
    if (misslap.player >= 0 && !misslap.told)
        tellNothingToGive(misslap); // give_pile on an empty pile
    if (const QString again = CallText::onePileAgain(r); !again.isEmpty())
        addEntry(again, Kind::Info);
    // misslap_leads: the misslapper turns the next card.
    if (r.misslapperLeads >= 0)
        addEntry(m_text.playsNext(r.misslapperLeads), Kind::Info);
}

void GameLog::tellPlay(const Event &play, const ActionReport &r)
{
    const int player = play.seat;
    const Card card = play.card;
    const QString who = name(player);
    const QString c = ActionText::playedCard(play, r);
    // The report tells the state after the whole action, this card's included.
    const int turn = r.turnAfter;
    const int challenger = r.challengerAfter;
    const QString left = ActionText::chances(r.chancesAfter);
    if (r.overAfter) {
        // The card ended the game (its player was the last but one with
        // cards): no challenge to speak of, the game-over line follows.
        addEntry(tr("%1 played %2.").arg(who, c), Kind::Play, who);
    } else if (play.challenge == ChallengeChange::Started) {
        const QString within = ActionText::cards(card.challengeChances());
        QString text;
        if (challenger != player || turn < 0 || turn == player)
            text = tr("%1 played %2 — challenge, but nobody else has cards.").arg(who, c);
        else if (m_text.isYou(turn))
            text = tr("%1 played %2 — challenge: you must answer within %3.").arg(who, c, within);
        else
            text = tr("%1 played %2 — challenge: %3 must answer within %4.").arg(who, c, name(turn), within);
        addEntry(text, Kind::Challenge, who);
    } else if (r.challengerBefore < 0) {
        addEntry(tr("%1 played %2.").arg(who, c), Kind::Play, who);
    } else if (play.challenge == ChallengeChange::Stopped) { // §11.2
        addEntry(tr("%1 played %2 — the ten stops the challenge; nobody wins the pile.").arg(who, c),
                 Kind::Challenge, who);
    } else if (challenger < 0) {
        addEntry(r.chancesBefore > 1
                     ? tr("%1 played %2 — no cards left, and nobody else can answer.").arg(who, c)
                     : tr("%1 played %2 (no chances left).").arg(who, c),
                 Kind::Play, who);
    } else if (turn == player) {
        addEntry(tr("%1 played %2 (%3 left).").arg(who, c, left), Kind::Play, who);
    } else {
        // The answering player ran out of cards: the chances pass on.
        addEntry(
            m_text.isYou(turn)
                ? tr("%1 played %2 — no cards left; you answer on (%3 left).").arg(who, c, left)
                : tr("%1 played %2 — no cards left; %3 answers on (%4 left).").arg(who, c, name(turn), left),
            Kind::Play, who);
    }
}

void GameLog::tellRejection(int player, RejectReason reason, bool lockedOut)
{
    // Once, not on every press of the key: again only after the person's
    // lot changed (another reason, cards won back, a new game).
    if (reason == RejectReason::Late) { // a race lost, by anyone: told every time
        addEntry(m_text.late(player));
        return;
    }
    if (!m_text.isYou(player) || m_rejectionTold == int(reason))
        return;
    m_rejectionTold = int(reason);
    if (reason == RejectReason::Out)
        addEntry(tr("You cannot slap: you are out."));
    else if (reason == RejectReason::NoCards)
        addEntry(tr("You cannot slap with no cards in these rules."));
    else if (reason == RejectReason::SittingOut)
        addEntry(lockedOut ? ActionText::cannotSlapLockedOut() : ActionText::cannotSlapSittingOut());
}

void GameLog::tellNothingToGive(Misslap &misslap)
{
    // Again on the same empty pile with nothing to take: nothing new (the
    // streak grows once a card), so a key pressed again and again is told once.
    if (misslap.again) {
        misslap.told = true;
        return;
    }
    tellMisslap(misslap, nothingToGive(misslap));
}

QString GameLog::nothingToGive(const Misslap &misslap) const
{
    // docs/RULES.md §4: a misslap whose penalty has nothing to take (the
    // pile to give is empty) still counts toward the misslap limit.
    const int limit = m_session && m_session->hasGame() ? m_session->rules().misslapLimit : 0;
    if (limit <= 0 || misslap.player < 0)
        return tr("%1 — no penalty.").arg(misslap.opening);
    if (m_session->rules().penalty == Penalty::None) // §11.3: no penalty, but the streak counts
        return tr("%1 — no penalty, but it counts toward the misslap limit (%2 of %3).")
            .arg(misslap.opening)
            .arg(m_session->table().game().misslapStreak(misslap.player))
            .arg(limit);
    return tr("%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).")
        .arg(misslap.opening)
        .arg(m_session->table().game().misslapStreak(misslap.player))
        .arg(limit);
}

void GameLog::tellMisslap(Misslap &misslap, const QString &sentence)
{
    addEntry(sentence, Kind::Misslap, name(misslap.player));
    misslap.told = true;
}

void GameLog::tellPileWon(const Event &e, const ActionReport &r, Misslap &misslap)
{
    const int player = e.seat;
    if (m_text.isYou(player))
        m_rejectionTold = -1; // cards again: a later refusal is news
    const QString who = name(player);
    const QString count = ActionText::cards(e.count);
    switch (e.wonReason) {
    case PileWonReason::Slap: {
        const Event *slap = r.find(Event::Type::Slap);
        QString what = describeSlap(slap ? slap->patterns : PatternSet(), r.slapPileCards());
        if (e.pile == PileId::Split) // docs/RULES.md §9.2: a pattern on the split pile
            what = ActionText::onSplitPile(what);
        if (r.reactionMs < 0) { // before the card was visible: no reaction time (SlapRace)
            const QString early = GameText::slapTime(r.reactionMs);
            if (m_text.isYou(player))
                addEntry(tr("You slapped %1 — %2 — and take %3.").arg(early, what, count), Kind::Slap, who);
            else
                addEntry(tr("%1 slapped %2 — %3 — and takes %4.").arg(who, early, what, count), Kind::Slap,
                         who);
            break;
        }
        const QString time = GameText::slapTime(r.reactionMs); // "410 ms", as every view says it
        if (m_text.isYou(player))
            addEntry(tr("You slapped in %1 — %2 — and take %3.").arg(time, what, count), Kind::Slap, who);
        else
            addEntry(tr("%1 slapped in %2 — %3 — and takes %4.").arg(who, time, what, count), Kind::Slap,
                     who);
        break;
    }
    case PileWonReason::Challenge:
        if (r.action.type == Action::Type::Collect) // announced when it became pending
            addEntry(m_text.collects(player, e.count), Kind::Pile, who);
        else
            tellChallengeLost(player, r.challengeLoser, count);
        break;
    case PileWonReason::LastCard:
        addEntry(m_text.takesLastPile(player, e.count), Kind::Pile, who);
        break;
    case PileWonReason::Penalty:
        if (misslap.player >= 0 && !misslap.told) // told with the misslap
            tellMisslap(
                misslap,
                m_text.isYou(player)
                    ? tr("%1 — you take the pile (%2) as the penalty.").arg(misslap.opening, count)
                    : tr("%1 — %2 takes the pile (%3) as the penalty.").arg(misslap.opening, who, count));
        break;
    }
}

// The loser comes from the session (who had to answer); a challenge
// nobody could answer (docs/RULES.md §2) has none (-1). `count` is empty
// when the winner only collects later.
void GameLog::tellChallengeLost(int winner, int loser, const QString &count)
{
    const QString who = name(winner);
    const QString outcome =
        count.isEmpty()
            ? (m_text.isYou(winner) ? tr("you collect the pile") : tr("%1 collects the pile").arg(who))
            : (m_text.isYou(winner) ? tr("you take %1").arg(count) : tr("%1 takes %2").arg(who, count));
    const QString text = loser >= 0 ? tr("%1 lost the challenge: %2.").arg(name(loser), outcome)
                                    : tr("Nobody could answer the challenge: %1.").arg(outcome);
    addEntry(text, Kind::Pile, loser >= 0 ? name(loser) : who);
}

void GameLog::tellOut(int player, Misslap &misslap)
{
    const QString who = name(player);
    if (player != misslap.player) {
        addEntry(m_text.out(player), Kind::Out, who);
        return;
    }
    if (!misslap.told && misslap.limitBurned < 0) {
        // Out straight after the slap: it had no cards to pay with.
        addEntry(tr("%1 slapped on nothing with no cards — out.").arg(who), Kind::Out, who);
        misslap.player = -1;
        return;
    }
    if (!misslap.told)
        tellNothingToGive(misslap); // give_pile on an empty pile
    QString text;
    if (misslap.limitBurned <= 0)
        text = m_text.isYou(player) ? tr("You passed the misslap limit; you are out.")
                                    : tr("%1 passed the misslap limit; %1 is out.").arg(who);
    else if (misslap.limitBurned == 1)
        text = m_text.isYou(player)
                   ? tr("You passed the misslap limit — your last card is burned; you are out.")
                   : tr("%1 passed the misslap limit — their last card is burned; %1 is out.").arg(who);
    else
        text = m_text.isYou(player)
                   ? tr("You passed the misslap limit — your last %1 are burned; you are out.")
                         .arg(ActionText::cards(misslap.limitBurned))
                   : tr("%1 passed the misslap limit — their last %2 are burned; %1 is out.")
                         .arg(who, ActionText::cards(misslap.limitBurned));
    addEntry(text, Kind::Out, who);
    misslap.player = -1;
}

void GameLog::onPausedChanged(bool paused)
{
    // A new game lifts a pause too; its resume is told at stateChanged
    // unless gameStarted came first.
    m_resumePending = !paused;
    if (paused)
        addEntry(tr("Paused."));
}

void GameLog::onStateChanged()
{
    if (m_resumePending) {
        m_resumePending = false;
        addEntry(tr("Play resumed."));
    }
}

} // namespace ratscrew
