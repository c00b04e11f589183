// SPDX-License-Identifier: GPL-3.0-or-later
#include "StateJson.h"

namespace ratscrew {

namespace {

void appendQuoted(std::string &out, std::string_view s)
{
    out += '"';
    out += s; // ids and card names never need escaping
    out += '"';
}

void appendCard(std::string &out, Card c)
{
    out += '"';
    out += c.name();
    out += '"';
}

template<typename Range>
void appendCards(std::string &out, const Range &cards)
{
    out += '[';
    bool first = true;
    for (Card c : cards) {
        if (!first)
            out += ", ";
        first = false;
        appendCard(out, c);
    }
    out += ']';
}

void appendSeatOrNull(std::string &out, int seat)
{
    out += seat >= 0 ? std::to_string(seat) : std::string("null");
}

void appendEvent(std::string &out, const Event &e)
{
    using T = Event::Type;
    const auto seat = [&] { out += ", \"seat\": " + std::to_string(e.seat); };
    // §9.3: events about the split pile say so; the slap pile's carry no key.
    const auto splitKey = [&] {
        if (e.pile == PileId::Split)
            out += ", \"pile\": \"split\"";
    };
    switch (e.type) {
    case T::Deal:
        out += "{\"type\": \"deal\"}";
        return;
    case T::Play:
        out += "{\"type\": \"play\"";
        seat();
        out += ", \"card\": ";
        appendCard(out, e.card);
        splitKey();
        break;
    case T::Slap: {
        out += "{\"type\": \"slap\"";
        seat();
        out += e.valid ? ", \"valid\": true, \"patterns\": [" : ", \"valid\": false, \"patterns\": [";
        bool first = true;
        for (auto p : e.patterns.toList()) {
            if (!first)
                out += ", ";
            first = false;
            appendQuoted(out, patternId(p));
        }
        out += ']';
        if (e.call != Call::None) { // §9.3: a call never has a pile key
            out += ", \"call\": ";
            appendQuoted(out, callId(e.call));
        } else {
            splitKey();
        }
        break;
    }
    case T::Burn:
        out += "{\"type\": \"burn\"";
        seat();
        out += ", \"cards\": ";
        appendCards(out, e.cards);
        break;
    case T::PileWon:
        out += "{\"type\": \"pile_won\"";
        seat();
        out += ", \"reason\": ";
        appendQuoted(out, pileWonReasonId(e.wonReason));
        out += ", \"cards\": " + std::to_string(e.count);
        splitKey();
        break;
    case T::Out:
        out += "{\"type\": \"out\"";
        seat();
        break;
    case T::SitOut:
        out += "{\"type\": \"sit_out\"";
        seat();
        out += ", \"cards\": " + std::to_string(e.count);
        break;
    case T::GameOver:
        out += "{\"type\": \"game_over\", \"winner\": ";
        appendSeatOrNull(out, e.seat);
        break;
    case T::Rejected:
        out += "{\"type\": \"rejected\", \"reason\": ";
        appendQuoted(out, rejectReasonId(e.rejectReason));
        break;
    case T::TimeUp:
        out += "{\"type\": \"time_up\"";
        break;
    }
    out += '}';
}

} // namespace

void writeStateLine(std::string &out, long i, const std::string *action, const std::vector<Event> &events,
                    const Game &game)
{
    out += "{\"i\": " + std::to_string(i) + ", \"action\": ";
    if (action)
        appendQuoted(out, *action);
    else
        out += "null";
    out += ", \"events\": [";
    for (std::size_t k = 0; k < events.size(); ++k) {
        if (k)
            out += ", ";
        appendEvent(out, events[k]);
    }
    out += "], \"hands\": [";
    for (int s = 0; s < game.players(); ++s) {
        if (s)
            out += ", ";
        const CardStack &hand = game.hand(s);
        out += '[';
        for (int k = 0; k < hand.size(); ++k) {
            if (k)
                out += ", ";
            appendCard(out, hand[k]);
        }
        out += ']';
    }
    out += "], \"pile\": ";
    appendCards(out, game.pile());
    // §9.3: with split eights every line has the split pile and the next pile.
    const bool splits = game.rules().splitEights;
    if (splits) {
        out += ", \"split\": ";
        if (game.hasSplit())
            appendCards(out, game.splitCards());
        else
            out += "null";
        out += ", \"next_pile\": ";
        if (game.turn() >= 0)
            appendQuoted(out, pileId(game.nextPile()));
        else
            out += "null";
    }
    out += ", \"turn\": ";
    appendSeatOrNull(out, game.turn());
    out += ", \"challenge\": ";
    if (game.challengeActive()) {
        out += "{\"challenger\": " + std::to_string(game.challenger())
               + ", \"remaining\": " + std::to_string(game.chancesLeft());
        if (splits) {
            out += ", \"pile\": ";
            appendQuoted(out, pileId(game.challengePile()));
        }
        out += '}';
    } else {
        out += "null";
    }
    out += ", \"pending\": ";
    appendSeatOrNull(out, game.pendingSeat());
    out += ", \"out\": [";
    bool first = true;
    for (int s = 0; s < game.players(); ++s)
        if (game.isOut(s)) {
            if (!first)
                out += ", ";
            first = false;
            out += std::to_string(s);
        }
    out += "], \"winner\": ";
    appendSeatOrNull(out, game.isOver() ? game.winner() : -1);
    out += "}\n";
}

} // namespace ratscrew
