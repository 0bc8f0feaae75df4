// Reads the inputs of a run: a Test-Comp test case
// (<testcase><input>v</input>...</testcase>) or a Ferret trace.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "report/environment.hpp"
#include "sem/violation.hpp"

namespace ferret::cli {

// A witness's function_return waypoint: where the call's ')' is (column
// 0: not given) and the value it returned.
struct ReturnWaypoint {
  std::string file;
  unsigned line = 0, column = 0;
  std::string value;
};

// The choices of a counterexample written by `ferret verify --trace`, or by
// `--witness`: from a witness, the function_return waypoints' values are
// the inputs, branching ones the branches on uninitialised values, the
// threads of assumption waypoints the schedule and their __ferret_input
// constraints the environment (complete when every choice was made in the
// input files, as in a single-file task).
struct TraceChoices {
  std::vector<std::string> inputs;  // values for __VERIFIER_nondet_*, in order
  sem::Decisions decisions;         // the other choices, per kind in order
  std::vector<uint32_t> schedule;   // the thread chosen at each scheduling point
  report::ReplayedEnvironment environment;
  bool dataRace = false;            // the counterexample ends in a data race
  std::optional<bool> ilp32;        // the data model it was found in, when it says
  // A trace file's violated property; a witness's specification (the
  // property file's text).
  std::string property, specification;
  // From a witness: its input files and every function_return waypoint, in
  // order (some may be calls into code outside the input files).
  bool witness = false;
  std::vector<std::string> inputFiles;
  std::vector<ReturnWaypoint> returns;
};
TraceChoices readTrace(const std::string& path);  // either, by its first character

// A Test-Comp test case's inputs in order (<input variable=KEY> ones, which
// Ferret writes for the environment, apart); throws std::runtime_error
// with a one-line message when the file is missing or malformed.
TraceChoices readTestVector(const std::string& path);
// The nondet values of a test vector's text (a member of a zipped suite).
std::vector<std::string> parseTestVector(std::string_view xml, const std::string& name);

}  // namespace ferret::cli
