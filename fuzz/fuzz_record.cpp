// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: bytes -> a game record (docs/REPLAYS.md) through
// GameRecord::fromJson(), the reader of `ratscrew --replay`, the Replays
// window and resume.json (docs/RELIABILITY.md, "Fuzzing").
//
// Bad input must be refused with one non-empty line, never a crash. A
// record that is read writes itself back as JSON that reads again to the
// same JSON (nothing lost or invented), and its actions replay through the
// rules without a crash, whatever they come to. A violation prints one line
// and aborts, which libFuzzer reports as a crash.

#include "FuzzContract.h"
#include "GameRecord.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string>

using namespace ratscrew;
using ratscrew::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<GameRecord> record = GameRecord::fromJson(json, &error);
    if (!record) {
        check(!error.trimmed().isEmpty(), "bad input refused without a message");
        check(!error.contains(QLatin1Char('\n')) && !error.contains(QLatin1Char('\r')),
              "bad input refused with more than one line: " + error.toStdString());
        return 0;
    }
    check(error.isEmpty(), "a record read with an error message: " + error.toStdString());
    const QByteArray written = record->toJson();
    const std::optional<GameRecord> again = GameRecord::fromJson(written, &error);
    check(again.has_value(), "a record's own JSON is refused: " + error.toStdString());
    check(again->toJson() == written, "a record's JSON reads back to other JSON");
    const ReplayResult result = replay(*record);
    check(qsizetype(result.hands.size()) == record->players.size() || record->players.empty(),
          "the replay does not hold one hand per player");
    return 0;
}
