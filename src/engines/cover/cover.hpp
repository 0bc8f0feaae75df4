// The `ferret cover` engine: runs every test of a suite with `ferret run`
// semantics (a fresh executor per test over one instrumented program) and
// accounts which test goals (FQL goals, fql/compile.hpp) each test covered:
// a test covers a goal when the goal's automaton accepts the test's path,
// the sequence of probes it reached.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engines/interp/interp.hpp"
#include "fql/compile.hpp"
#include "ir/program.hpp"

namespace ferret::cover {

struct Test {
  std::string name;
  std::vector<std::string> inputs;  // values for __VERIFIER_nondet_*, in order
};

struct TestResult {
  std::string name;
  interp::Outcome outcome;
  size_t inputs = 0;                // values the test gave
  bool isShort = false;             // the program read more values than the test gave
  // The path was longer than kMaxPath probes: goals that need the whole
  // path were judged on its start (only one covered whatever follows counts).
  bool truncated = false;
  std::vector<uint32_t> goals;      // goals this test covered, ascending
  std::vector<uint32_t> newGoals;   // of them, those no earlier test covered
};

struct Result {
  std::vector<TestResult> tests;
  // Per goal: for a goal one edge covers, the times it was covered over the
  // whole suite (a line's goal: as often as its most frequent run, so that
  // lines count as gcov counts them); for another, the tests covering it.
  std::vector<uint64_t> hits;
};

constexpr size_t kMaxPath = size_t{1} << 25;

// A run's path and what it reached: the per-edge counts, and the probes in
// order when some goal needs them.
struct Path {
  std::vector<uint64_t> counts;
  std::vector<uint32_t> probes;
  std::vector<std::vector<uint32_t>> at;  // per edge: where it is in `probes`
  bool truncated = false;
};

// How many times the run covered goal g (0: not covered).
uint64_t covered(const fql::Goal& g, const Path& path);

// `base` gives limits, the nondet policy and argv; its inputs are replaced
// by each test's.
Result runSuite(const ir::Program& prog, const std::vector<fql::Goal>& goals, const std::vector<Test>& tests,
                const interp::Options& base);

// One run with these inputs, its path recorded (the probes in order only
// when `ordered`).
interp::Outcome runPath(const ir::Program& prog, const std::vector<std::string>& inputs, const interp::Options& base,
                        bool ordered, Path& path);
// The same in two halves, for a run with an environment of the caller's:
// the options that record the path, and the path's index once it ran.
interp::Options pathOptions(const ir::Program& prog, const interp::Options& base, bool ordered, Path& path);
void finishPath(Path& path, bool ordered);

// A subset of the tests (indices, in suite order) covering every goal the
// whole suite covers: greedy, each step taking the test that adds most.
std::vector<size_t> reduce(const Result& r);

}  // namespace ferret::cover
