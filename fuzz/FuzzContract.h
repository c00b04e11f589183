// SPDX-License-Identifier: GPL-3.0-or-later
// The contract checks of the fuzz targets that read what people bring from
// outside (fuzz_script, fuzz_record, fuzz_rulecode): a violation prints
// "<target>: CONTRACT VIOLATED: <what>" on stderr and aborts, which
// libFuzzer reports as a crash (docs/RELIABILITY.md, "Fuzzing"). The
// target's name is RATSCREW_FUZZ_TARGET, which ratscrew_add_fuzzer() sets.
// (fuzz_engine checks the rules' invariants and prints its own context.)
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#ifndef RATSCREW_FUZZ_TARGET
#  error "RATSCREW_FUZZ_TARGET names the fuzz target (fuzz/CMakeLists.txt sets it)"
#endif

namespace ratscrew::fuzz {

[[noreturn]] inline void fail(const std::string &what)
{
    std::fprintf(stderr, "%s: CONTRACT VIOLATED: %s\n", RATSCREW_FUZZ_TARGET, what.c_str());
    std::fflush(stderr);
    std::abort();
}

inline void check(bool ok, const std::string &what)
{
    if (!ok)
        fail(what);
}

} // namespace ratscrew::fuzz
