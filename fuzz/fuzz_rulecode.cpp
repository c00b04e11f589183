// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: bytes -> RuleCode::decode(), what Settings ▸ Rules'
// Paste and `--rules CODE` read (docs/RELIABILITY.md, "Fuzzing").
//
// A refused text gets one non-empty line, never a crash or a default. A
// code that is read encodes back to a code that decodes to the same rules,
// and to itself in its own spelling (upper case, dashes every four
// characters). A violation prints one line and aborts, which libFuzzer
// reports as a crash.

#include "FuzzContract.h"
#include "RuleCode.h"

#include <cstdint>
#include <string>
#include <string_view>

using namespace ratscrew;
using ratscrew::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    RuleCode::Error error;
    const std::optional<RuleSet> rules = RuleCode::decode(text, &error);
    if (!rules) {
        check(!error.message.empty(), "a text refused without a message");
        check(error.message.find('\n') == std::string::npos && error.message.find('\r') == std::string::npos,
              "a text refused with more than one line: " + error.message);
        return 0;
    }
    // Every value is one the option takes, among the others (as setOption()
    // would have set it).
    for (const std::string_view name : RuleSet::optionNames()) {
        RuleSet copy = *rules;
        const std::string refused = copy.setOption(name, rules->option(name));
        check(refused.empty(), "a decoded option is refused: " + std::string(name) + ": " + refused);
        check(copy == *rules, "setting a decoded option again changes the rules: " + std::string(name));
    }
    const std::string code = RuleCode::encode(*rules);
    const std::optional<RuleSet> again = RuleCode::decode(code);
    check(again.has_value() && *again == *rules, "the code of decoded rules decodes to other rules: " + code);
    check(RuleCode::encode(*again) == code, "a code does not encode to itself: " + code);
    return 0;
}
