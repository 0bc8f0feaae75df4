// `ferret testgen` (issue 17): test suites generated to cover FQL goals,
// by CPA/Tiger's loop.  A cheap first pass runs the program on random and
// boundary inputs; then each goal no test covers yet gets the engines in
// turn: the explicit-state engine searching for a path its automaton
// accepts, then the SMT engine with the goal's edge as its bad site (or,
// for a goal of several steps with a small automaton, following it; in a
// child process, so that a crash of Z3's leaves that goal unknown);
// random runs between the engines' rounds and in the time they leave.  A path an engine finds becomes a test only after
// the interpreter replays it (`ferret cover`'s run), and every replay is
// checked against every goal still open, so goals an earlier test covers
// are skipped.  Each goal ends covered (by which test), infeasible (an
// engine's complete search or proof), or unknown (why: time ran out, the
// search was incomplete).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "engines/interp/interp.hpp"
#include "fql/compile.hpp"
#include "ir/program.hpp"

namespace ferret::testgen {

struct Options {
  interp::Options run;       // each test's run, as `ferret cover` runs it (argv, stack, limits)
  explore::Options explore;  // the engines' searches (argv, stack)
  double seconds = 60;       // CPU seconds for the whole generation
  uint64_t memoryLimitMB = 0;  // of this process and the SMT engine's child together (0: none)
  uint64_t seed = 1;
  // The baseline: random and boundary inputs for the whole time, no engine.
  bool randomOnly = false;
};

enum class Status { Open, Covered, Infeasible, Unknown };

struct GoalOutcome {
  Status status = Status::Open;
  int test = -1;        // Covered: the first test covering it
  std::string by;       // how: random, explore, smt (covered or proved infeasible)
  std::string why;      // Unknown: the engines' reasons
  double seconds = 0;   // CPU seconds the engines spent on it
};

struct Test {
  std::vector<std::string> inputs;  // the __VERIFIER_nondet_* values, in order
  std::string by;                   // random, explore, smt
  std::vector<uint32_t> goals;      // the goals its run covers, ascending
};

struct Result {
  std::vector<Test> tests;      // each covered a goal no earlier test did
  std::vector<size_t> reduced;  // a subset of them covering the same goals
  std::vector<GoalOutcome> goals;
  double seconds = 0;
};

// Told of each test kept and each goal decided by the engines.
struct Event {
  enum class Kind { Test, Goal } kind;
  size_t index;  // the test, or the goal
};
using Progress = std::function<void(const Result&, const Event&)>;

Result generate(const ir::Program& prog, const std::vector<fql::Goal>& goals, const Options& opts,
                const Progress& progress = {});

}  // namespace ferret::testgen
