// `ferret bench`: runs `ferret verify` over SV-COMP task files and scores the
// verdicts against the expected ones the way SV-COMP does.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace ferret::cli {

struct BenchOptions {
  // Directories (searched recursively for *.yml) and/or .yml task files.
  std::vector<std::string> inputs;
  // CPU seconds per run: passed to verify as --timeout, and enforced from
  // outside with RLIMIT_CPU; 0 = none.
  double timeout = 60;
  // Wall-clock seconds per run (unset: twice --timeout; 0 = none): passed
  // to verify as --wall-timeout, and enforced from outside by a kill 3 s
  // after it.  A loaded machine gives a run less than a core: raising it
  // keeps the CPU time the limit, as SV-COMP's is.
  std::optional<double> wallTimeout;
  double wallLimit() const { return wallTimeout ? *wallTimeout : 2 * timeout; }
  // MB of resident memory per run: passed to verify as --memory-limit, and
  // enforced from outside by a kill 10 % above it; 0 = none, unset =
  // the physical memory divided by the runs in parallel.
  std::optional<uint64_t> memoryLimitMB;
  // Runs in parallel; 0 means one per online CPU.
  unsigned jobs = 1;
  // Per-run results as CSV are written here when not empty.
  std::string csv;
  // The ferret binary to run; empty means this process's own executable.
  std::string ferret;
  // Passed through to every `verify` run, after the options bench adds.
  std::vector<std::string> extraArgs;
  // The HTML table of the runs (sortable, filterable) is written here when
  // not empty; with keepReports each run's HTML report (verify --html) is
  // kept in that directory and the table links to it.
  std::string html, keepReports;
  // One SARIF 2.1.0 log of every run's errors, paths relative to sarifRoot.
  std::string sarif, sarifRoot = ".";
  // Progress bar on stderr when stderr is a terminal.  Without the bar
  // (false, or not a terminal) one line per finished run goes to stderr.
  bool progress = true;
};

// Runs every (task, property) pair and prints the result table and the
// score on stdout.  Returns the exit status: 0 when no result was wrong,
// 1 when some result was wrong, 2 on bad input (one-line error on stderr).
int runBench(const BenchOptions& opts);

// Declares the `bench` subcommand on `app` with its options bound to `opts`:
// positional inputs, --timeout, --memory-limit, -j/--jobs, --csv, --html, --keep-reports,
// --sarif, --sarif-root, --no-progress and the
// hidden --ferret-binary (tests point it at a fake verifier).  Arguments
// after `--` are not parsed here: main splits them off and stores them in
// opts.extraArgs.
CLI::App* addBenchCommand(CLI::App& app, BenchOptions& opts);

}  // namespace ferret::cli
