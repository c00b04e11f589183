// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: bytes -> `ratscrew-sim script` (docs/RULES.md §8) through
// ScriptRunner, the code the program runs (docs/RELIABILITY.md, "Fuzzing").
//
// Bad input must be refused with one non-empty line and no output, never a
// crash. A script that loads is run into a string: one line for the deal
// and one per action, each a JSON object whose `i` and `action` match the
// script, whose `hands` has one list per player, and whose hands and pile
// together hold the deck. A violation prints one line and aborts, which
// libFuzzer reports as a crash.

#include "FuzzContract.h"
#include "ScriptRunner.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QString>

#include <cstdint>
#include <sstream>
#include <string>

using namespace ratscrew;
using ratscrew::fuzz::check;

namespace {

void checkRefused(const ScriptRunner &runner)
{
    const QString error = runner.errorString();
    check(!error.trimmed().isEmpty(), "bad input refused without a message");
    check(!error.contains(QLatin1Char('\n')) && !error.contains(QLatin1Char('\r')),
          "bad input refused with more than one line: " + error.toStdString());
    std::ostringstream out;
    runner.run(out);
    check(out.str().empty(), "a refused script still wrote output");
}

void checkOutput(const QJsonObject &script, const std::string &text)
{
    const QJsonArray actions = script.value(QLatin1String("actions")).toArray();
    const auto players = qsizetype(script.value(QLatin1String("players")).toInt());
    const qsizetype deckSize = script.value(QLatin1String("deck")).toArray().size();
    check(!text.empty() && text.back() == '\n', "the output does not end with a newline");

    qsizetype lineNo = 0;
    std::size_t begin = 0;
    while (begin < text.size()) {
        const std::size_t end = text.find('\n', begin);
        const std::string line = text.substr(begin, end - begin);
        begin = end + 1;
        const std::string where = "output line " + std::to_string(lineNo) + ": ";
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
        check(error.error == QJsonParseError::NoError,
              where + "not JSON (" + error.errorString().toStdString() + "): " + line);
        check(doc.isObject(), where + "not a JSON object: " + line);
        const QJsonObject state = doc.object();
        check(state.value(QLatin1String("i")).toInteger(-1) == lineNo, where + "wrong \"i\": " + line);
        const QJsonValue action = state.value(QLatin1String("action"));
        if (lineNo == 0)
            check(action.isNull(), where + "the deal's action is not null");
        else
            check(lineNo <= actions.size() && action == actions.at(lineNo - 1),
                  where + "the action is not the script's action " + std::to_string(lineNo));
        const QJsonArray hands = state.value(QLatin1String("hands")).toArray();
        check(hands.size() == players, where + "not one hand per player");
        // (With split_eights, docs/RULES.md §9.3: the split pile's cards too.)
        qsizetype cards = state.value(QLatin1String("pile")).toArray().size()
                          + state.value(QLatin1String("split")).toArray().size();
        for (const QJsonValue &hand : hands)
            cards += hand.toArray().size();
        check(cards == deckSize, where + "the hands and the piles do not hold the deck");
        check(state.value(QLatin1String("events")).isArray(), where + "no events");
        ++lineNo;
    }
    check(lineNo == actions.size() + 1, "not one line for the deal and one per action");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    ScriptRunner runner;
    if (!runner.load(json)) {
        checkRefused(runner);
        return 0;
    }
    check(runner.errorString().isEmpty(), "a script loaded with an error message");
    std::ostringstream out;
    runner.run(out);
    // It loaded, so it is a JSON object (load() said so).
    checkOutput(QJsonDocument::fromJson(json).object(), out.str());
    return 0;
}
