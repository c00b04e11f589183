// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/SharedCardDeck.h"

#include "table/CardPainter.h"
#include "table/SvgCardDeck.h"
#include "table/TableWidget.h"
#include "text/GameText.h"

#include <QApplication>

namespace ratscrew {

SharedCardDeck::SharedCardDeck(QObject *parent) : QObject(parent) { }

SharedCardDeck::~SharedCardDeck() = default;

void SharedCardDeck::use(const QString &deck)
{
    const QString id = m_deck ? m_deck->info().id : QString();
    if (id == deck && CardPainter::sharedDeck() == m_deck)
        return;
    if (m_deck)
        m_deck->disconnect(this);
    QString problem;
    m_deck = deck.isEmpty() ? nullptr : CardDecks::open(deck, &problem);
    if (!problem.isEmpty())
        Q_EMIT problemFound(problem);
    // Every window with cards paints them again: the table, the demo, replays.
    const auto repaint = [] {
        for (QWidget *window : QApplication::topLevelWidgets()) {
            if (!window->isVisible())
                continue;
            window->update();
            // The tables paint opaque: updating their window leaves them be.
            for (TableWidget *table : window->findChildren<TableWidget *>())
                table->update();
        }
    };
    // The text names cards as the deck prints them (German suits, GameText::CardMarks).
    const auto followMarks = [this] {
        GameText::setCardMarks(m_deck && m_deck->state() == SvgCardDeck::State::Ready && m_deck->germanSuits()
                                   ? GameText::CardMarks::German
                                   : GameText::CardMarks::French);
    };
    if (m_deck) {
        if (m_deck->state() == SvgCardDeck::State::Failed) {
            Q_EMIT problemFound(m_deck->problem());
        } else {
            connect(m_deck.get(), &SvgCardDeck::facesReady, this, repaint);
            connect(m_deck.get(), &SvgCardDeck::loaded, this, followMarks);
            connect(m_deck.get(), &SvgCardDeck::failed, this,
                    [this, repaint, followMarks](const QString &message) {
                        CardPainter::setSharedDeck(nullptr);
                        Q_EMIT problemFound(message);
                        followMarks();
                        repaint();
                    });
            m_deck->load();
        }
    }
    followMarks();
    CardPainter::setSharedDeck(m_deck && m_deck->state() != SvgCardDeck::State::Failed ? m_deck : nullptr);
    repaint();
}

} // namespace ratscrew
