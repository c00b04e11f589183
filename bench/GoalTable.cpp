// SPDX-License-Identifier: GPL-3.0-or-later
#include "GoalTable.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <unistd.h>

namespace ratscrew::bench {

namespace {

double secondsPerUnit(benchmark::TimeUnit unit)
{
    switch (unit) {
    case benchmark::kNanosecond:
        return 1e-9;
    case benchmark::kMicrosecond:
        return 1e-6;
    case benchmark::kMillisecond:
        return 1e-3;
    case benchmark::kSecond:
        return 1.0;
    }
    return 1.0;
}

// A reporter of type Base that also hands every run to a ResultStore.
template<typename Base>
class Recording : public Base
{
public:
    template<typename... Args>
    explicit Recording(ResultStore &store, Args &&...args) : Base(std::forward<Args>(args)...), m_store(store)
    {
    }
    void ReportRuns(const std::vector<benchmark::BenchmarkReporter::Run> &runs) override
    {
        Base::ReportRuns(runs);
        for (const auto &run : runs)
            m_store.add(run);
    }

private:
    ResultStore &m_store;
};

// Three significant digits, never an exponent: 24.8, 0.00921, 2355.
std::string number(double v)
{
    std::ostringstream s;
    if (std::fabs(v) >= 1000)
        s << std::fixed << std::setprecision(0) << v;
    else
        s << std::setprecision(3) << v;
    return s.str();
}

} // namespace

void ResultStore::add(const benchmark::BenchmarkReporter::Run &run)
{
    if (run.error_occurred) {
        m_failed.push_back(run.benchmark_name() + ": " + run.error_message);
        return;
    }
    // The name and arguments only: not the "/iterations:N", "/real_time",
    // … that Google Benchmark appends for the options a benchmark has.
    std::string name = run.run_name.function_name;
    if (!run.run_name.args.empty())
        name += '/' + run.run_name.args;
    if (run.run_type == benchmark::BenchmarkReporter::Run::RT_Iteration)
        m_runs[name] = run;
    else if (run.aggregate_name == "median")
        m_medians[name] = run;
}

const benchmark::BenchmarkReporter::Run *ResultStore::find(const std::string &benchmark) const
{
    if (auto it = m_medians.find(benchmark); it != m_medians.end())
        return &it->second;
    if (auto it = m_runs.find(benchmark); it != m_runs.end())
        return &it->second;
    return nullptr;
}

std::unique_ptr<benchmark::BenchmarkReporter> makeRecordingReporter(const std::string &format,
                                                                    ResultStore &store)
{
    if (format == "json")
        return std::make_unique<Recording<benchmark::JSONReporter>>(store);
    if (format == "csv") {
        // Deprecated upstream but still what --benchmark_format=csv gives.
#if defined(__GNUC__)
#  pragma GCC diagnostic push
#  pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
        return std::make_unique<Recording<benchmark::CSVReporter>>(store);
#if defined(__GNUC__)
#  pragma GCC diagnostic pop
#endif
    }
    // Colour only on a terminal (not in a build log); counters as name=value.
    const auto options =
        isatty(STDOUT_FILENO) ? benchmark::ConsoleReporter::OO_Color : benchmark::ConsoleReporter::OO_None;
    return std::make_unique<Recording<benchmark::ConsoleReporter>>(store, options);
}

std::string formatFlag(int argc, char **argv)
{
    constexpr const char *prefix = "--benchmark_format=";
    std::string format = "console";
    for (int i = 1; i < argc; ++i) {
        if (std::strncmp(argv[i], prefix, std::strlen(prefix)) == 0)
            format = argv[i] + std::strlen(prefix);
    }
    return format;
}

void printGoalTable(std::ostream &out, const std::vector<Goal> &goals, const ResultStore &results)
{
    std::vector<std::array<std::string, 4>> rows;
    for (const Goal &goal : goals) {
        const auto *run = results.find(goal.benchmark);
        if (!run)
            continue;
        double value = 0;
        if (goal.counter.empty()) {
            value = run->GetAdjustedRealTime() * secondsPerUnit(run->time_unit);
        } else {
            const auto it = run->counters.find(goal.counter);
            if (it == run->counters.end())
                continue;
            value = it->second.value;
        }
        value *= goal.scale;
        const double ratio = goal.better == Goal::Better::Higher ? value / goal.goal : goal.goal / value;
        const char *relation = goal.kind == Goal::Kind::Reference    ? "vs "
                               : goal.better == Goal::Better::Higher ? ">= "
                                                                     : "< ";
        rows.push_back({goal.figure, number(value) + ' ' + goal.unit,
                        relation + number(goal.goal) + ' ' + goal.unit, number(ratio)});
    }
    if (rows.empty())
        return;
    std::array<std::size_t, 4> width{6, 8, 4, 5}; // the headers' lengths
    for (const auto &row : rows) {
        for (std::size_t c = 0; c < 4; ++c)
            width[c] = std::max(width[c], row[c].size());
    }
    auto line = [&](const std::array<std::string, 4> &cells) {
        out << '|';
        for (std::size_t c = 0; c < 4; ++c)
            out << ' ' << std::left << std::setw(int(width[c])) << cells[c] << " |";
        out << '\n';
    };
    out << '\n';
    line({"figure", "measured", "goal", "ratio"});
    line({std::string(width[0], '-'), std::string(width[1], '-'), std::string(width[2], '-'),
          std::string(width[3], '-')});
    for (const auto &row : rows)
        line(row);
    out << "\nratio > 1: the goal is met by that factor (measured / goal for rates, goal / measured for\n"
           "times and sizes); \"vs\" rows compare with a reference figure. Not a test: nothing fails.\n";
    out.flush();
}

int runBenchmarks(int argc, char **argv, const std::vector<Goal> &goals)
{
    const std::string format = formatFlag(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    ResultStore results;
    const auto reporter = makeRecordingReporter(format, results);
    benchmark::RunSpecifiedBenchmarks(reporter.get());
    benchmark::Shutdown();
    printGoalTable(format == "console" ? std::cout : std::cerr, goals, results);
    for (const std::string &failure : results.failed())
        std::cerr << "benchmark failed: " << failure << '\n';
    return results.failed().empty() ? 0 : 1;
}

} // namespace ratscrew::bench
