// The `ferret run` engine: executes one path of the program on given inputs
// and reports the first undefined-behaviour error, or the leaks at exit.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ir/program.hpp"
#include "sem/executor.hpp"

namespace ferret::interp {

enum class NondetPolicy { Zero, Random };

// The environment a counterexample had (what `verify` chose), for a
// replay: each part given replaces the real one.
struct RecordedEnvironment {
  std::optional<std::string> stdinBytes;  // all of stdin, then end of file
  // The variables getenv read: their values, none when unset.
  std::vector<std::pair<std::string, std::optional<std::string>>> variables;
  // The files opened: their contents, none when there was no such file.
  std::vector<std::pair<std::string, std::optional<std::string>>> files;
  // Readings of time, clock, gettimeofday and clock_gettime (seconds, then
  // sub-seconds), and the values of rand and random, in order; then the
  // real clock and glibc's generator (seeded as natively).
  std::vector<int64_t> clock, random;
  // The standard descriptors isatty says are terminals (the others are
  // not); none: the host's answers.
  std::optional<std::vector<int>> terminals;
};

struct Options {
  sem::Limits limits;
  std::vector<std::string> argv;    // argv[0] included
  std::vector<std::string> envp;    // main's third parameter: "NAME=VALUE" strings
  std::vector<std::string> inputs;  // values for __VERIFIER_nondet_*, in order
  // Replaying a counterexample: the choices C leaves open, in the order the
  // run meets them.  Once a list is used up: no reuse, branches not taken.
  sem::Decisions decisions;
  // Which thread runs at each scheduling point with a choice; once these
  // run out, the default schedule: the thread that stopped goes on while it
  // can, else the lowest-numbered runnable thread.
  std::vector<uint32_t> schedule;
  RecordedEnvironment environment;
  NondetPolicy policy = NondetPolicy::Zero;
  uint64_t seed = 0;
  double timeoutSeconds = 0;        // CPU seconds, 0 = none
  // `ferret cover`: counts per coverage probe (sized to the program's
  // probes), and no stdin, environment variables or output, so a suite's
  // runs stay apart.
  std::vector<uint64_t>* probeHits = nullptr;
  // With probeHits: the probes in the order reached, at most traceLimit.
  std::vector<uint32_t>* probeTrace = nullptr;
  size_t traceLimit = 0;
  bool isolated = false;
  // The program's stdout and stderr go into Outcome::output instead of
  // the process's (`run --json`: one JSON document on stdout).
  bool captureOutput = false;
  // The host directory whose files the program sees (relative paths start
  // there; nothing outside it is read or written), and whether the files it
  // writes are written there too (else they live only in the run).
  std::string fsRoot = ".";
  bool fsWrite = false;
  sem::Observer* observer = nullptr;  // told of loop heads and returns
  // Reaching reach_error() or a failed assert() ends the program, as abort()
  // does (SV-COMP's reading when unreach-call is not checked), not an error.
  bool errorCallEnds = false;
};

struct Outcome {
  // BadInput: a given nondet value is not a number of its type (message in `limit`).
  enum class Status { Ok, Error, Limit, Blocked, BadInput } status = Status::Ok;
  int exitCode = 0;                      // as the shell sees it: 0..255
  sem::Violation violation;              // Status::Error
  std::vector<sem::Violation> warnings;  // still-reachable memory at exit
  std::string limit;                     // Status::Limit: which; BadInput: what is wrong
  std::string output[2];                 // captureOutput: what the program wrote to stdout, stderr
  std::vector<std::string> consumed;     // nondet values used, replayable with --inputs
  std::vector<uint32_t> scheduled;       // the thread chosen at each scheduling point, replayable with --schedule
  uint64_t steps = 0;
};

Outcome run(const ir::Program& prog, const Options& opts);

class RunEnvironment;
// The same with an environment of the caller's (built on `opts`).
Outcome run(const ir::Program& prog, const Options& opts, RunEnvironment& env);

}  // namespace ferret::interp
