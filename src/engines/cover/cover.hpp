// The `ferret cover` engine: runs every test of a suite with `ferret run`
// semantics (a fresh executor per test over one instrumented program) and
// accounts which coverage goals each test reached.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engines/interp/interp.hpp"
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
  std::vector<uint32_t> goals;      // goals this test reached, ascending
  std::vector<uint32_t> newGoals;   // of them, those no earlier test reached
};

struct Result {
  std::vector<TestResult> tests;
  std::vector<uint64_t> hits;  // per goal: times reached over the whole suite
};

// `base` gives limits, the nondet policy and argv; its inputs are replaced
// by each test's.
Result runSuite(const ir::Program& prog, const std::vector<Test>& tests, const interp::Options& base);

// A subset of the tests (indices, in suite order) reaching every goal the
// whole suite reaches: greedy, each step taking the test that adds most.
std::vector<size_t> reduce(const Result& r);

}  // namespace ferret::cover
