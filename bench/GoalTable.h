// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The benchmarks' own reporter: Google Benchmark's console (or JSON, CSV)
// output as usual, and afterwards a short table of the measured figures
// against the project's performance goals (docs/PERFORMANCE.md). The
// table only informs: a missed goal never fails anything.

#include <benchmark/benchmark.h>
#include <iosfwd>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ratscrew::bench {

/// One row of the goals table: a figure taken from one benchmark's result.
struct Goal
{
    enum class Better { Higher, Lower };
    enum class Kind { Goal, Reference }; ///< a target to meet, or a figure to compare with

    std::string figure;    ///< what the row says ("simulate, 4 normal bots, house, 1 thread")
    std::string benchmark; ///< the benchmark's name and arguments ("Simulate/house_4_normal/threads:1")
    std::string counter;   ///< a user counter's name; empty: the time per iteration
    Better better = Better::Higher;
    double goal = 0;  ///< in `unit`
    double scale = 1; ///< measured value × scale = value in `unit` (times are taken in seconds)
    std::string unit; ///< "M plays/s", "ms", "MB", …
    Kind kind = Kind::Goal;
};

/// The result a benchmark reported, as one value: the median of its
/// repetitions when there were several (--benchmark_repetitions), else
/// its only run.
class ResultStore
{
public:
    void add(const benchmark::BenchmarkReporter::Run &run);
    /// Nothing if the benchmark did not run (filtered out) or failed.
    const benchmark::BenchmarkReporter::Run *find(const std::string &benchmark) const;
    /// The benchmarks that reported an error (SkipWithError).
    const std::vector<std::string> &failed() const { return m_failed; }

private:
    std::map<std::string, benchmark::BenchmarkReporter::Run> m_runs;    // the last plain run
    std::map<std::string, benchmark::BenchmarkReporter::Run> m_medians; // the median aggregate
    std::vector<std::string> m_failed;
};

/// The usual reporter for `--benchmark_format` (console, json, csv) that
/// also keeps every result in a ResultStore.
std::unique_ptr<benchmark::BenchmarkReporter> makeRecordingReporter(const std::string &format,
                                                                    ResultStore &store);

/// The `--benchmark_format=` value in argv ("console" if none); call before
/// benchmark::Initialize(), which removes the flag.
std::string formatFlag(int argc, char **argv);

/// Prints "figure | measured | goal | ratio" for every goal whose
/// benchmark ran. Ratio > 1 means the goal is met, by that factor
/// (measured ÷ goal for throughputs, goal ÷ measured for times and sizes).
void printGoalTable(std::ostream &out, const std::vector<Goal> &goals, const ResultStore &results);

/// Runs the benchmarks selected on the command line with a recording
/// reporter and prints the goals table after them (to stdout with the
/// console format, to stderr with json or csv so that stdout stays
/// machine-readable). Returns main()'s exit code: 1 if a benchmark could
/// not run (an error, never a missed goal), so the smoke tests notice.
int runBenchmarks(int argc, char **argv, const std::vector<Goal> &goals);

} // namespace ratscrew::bench
