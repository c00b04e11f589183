// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace ratscrew {

class SvgCardDeck;

/// The application's card deck (AppSettings::cardDeck): CardPainter's
/// shared deck, loaded in the background, and the card marks the words
/// use (GameText::CardMarks: German suits for a deck that prints them).
/// Every shown table (the game's, the demo's, replays) paints again when
/// the deck's faces are ready.
class SharedCardDeck : public QObject
{
    Q_OBJECT

public:
    explicit SharedCardDeck(QObject *parent = nullptr);
    ~SharedCardDeck() override;

    /// Makes the installed deck `id` the application's (empty: the built-in
    /// one); nothing if it already is. One that is not installed or fails
    /// to load gives the built-in deck and problemFound().
    void use(const QString &id);

Q_SIGNALS:
    /// Why the deck asked for is not shown (one sentence).
    void problemFound(const QString &text);

private:
    std::shared_ptr<SvgCardDeck> m_deck; // null: the built-in one
};

} // namespace ratscrew
