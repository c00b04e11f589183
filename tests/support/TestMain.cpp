// SPDX-License-Identifier: GPL-3.0-or-later
// main() of a program of several Qt Test classes (TestRegistry.h).

#include "TestRegistry.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace ratscrew::test {

namespace {
std::map<std::string, TestRunner> &registry()
{
    static std::map<std::string, TestRunner> tests;
    return tests;
}
} // namespace

bool registerTest(const char *testClass, TestRunner run)
{
    if (!registry().emplace(testClass, run).second) {
        std::fprintf(stderr, "test class %s is registered twice\n", testClass);
        std::abort();
    }
    return true;
}

int runRegisteredTest(int argc, char *argv[])
{
    const char *program = argc > 0 ? argv[0] : "test";
    const auto found = argc > 1 ? registry().find(argv[1]) : registry().end();
    if (found == registry().end()) {
        if (argc > 1)
            std::fprintf(stderr, "%s: no test class %s\n", program, argv[1]);
        std::fprintf(stderr,
                     "usage: %s TEST_CLASS [Qt Test options] [test functions]\ntest classes:", program);
        for (const auto &entry : registry())
            std::fprintf(stderr, " %s", entry.first.c_str());
        std::fprintf(stderr, "\n");
        return 2;
    }
    // Qt Test sees the program name and what follows the class name.
    std::vector<char *> args;
    args.push_back(argv[0]);
    for (int i = 2; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    return found->second(static_cast<int>(args.size()) - 1, args.data());
}

} // namespace ratscrew::test

int main(int argc, char *argv[])
{
    return ratscrew::test::runRegisteredTest(argc, argv);
}
