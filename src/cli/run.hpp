// `ferret run`: one execution of the program with the process's stdin,
// stdout and arguments, reported as a compiler-style diagnostic or, with
// --json, as one JSON document on stdout.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engines/interp/interp.hpp"
#include "frontend/frontend.hpp"

namespace ferret::cli {

struct RunOptions {
  frontend::Options frontend;
  interp::Options run;            // limits, nondet policy
  std::string inputs;             // --inputs, comma-separated
  std::string schedule;           // --schedule, comma-separated
  std::string testVector;         // --test-vector
  std::string replay;             // --replay
  std::string nondet = "zero";
  std::string clock, random;      // --clock, --random, comma-separated
  std::vector<std::string> files;  // --file PATH=BYTES or PATH (no such file)
  std::string terminals;           // --terminals: comma-separated descriptors, or "none"
  std::vector<std::string> programArgs;  // after `--`
  bool programArgsGiven = false;  // `--` was there: a replay's arguments do not replace them
  uint64_t memoryLimitMB = 0;     // 0 = none
  std::optional<double> wallSeconds;  // wall-clock limit; unset: from the CPU timeout
  bool json = false;
  bool printInputs = false;
  std::string html;               // write the HTML report here
  std::string sarif;              // write SARIF 2.1.0 here
  std::string sarifRoot = ".";    // SARIF's paths are relative to this directory
  bool strict = false;  // --strict: placement-dependent comparisons are errors
  // --error-exitcode N (valgrind's option): the run exits with the
  // program's own status when no error was found, N when one was.
  std::optional<int> errorExitCode;
};

// Runs the program and prints the outcome; returns the exit status (0 no
// error, 1 error found, 2 input error, 3 limit; with --error-exitcode the
// program's status and N in place of 0 and 1).
int runRun(RunOptions& opts);

// The one JSON document `run --json` prints for an input error (bad option,
// missing file, compile error), on stdout.
void printJsonInputError(const std::string& message);

}  // namespace ferret::cli
