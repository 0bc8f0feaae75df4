// `ferret cover` output: a TestCov-like summary, JSON, and an lcov
// tracefile (genhtml renders it).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "engines/cover/cover.hpp"
#include "fql/compile.hpp"

namespace ferret::report {

// What was measured: goals in rows (a built-in criterion each, or one
// query), each row a run of consecutive goals.
struct CoverageRow {
  std::string name;    // "branches", "lines", "functions", "error calls", "goals"
  std::string key;     // its JSON key: branch, line, function, error_call, goals
  std::string query;   // the FQL query its goals come from
  size_t first = 0, count = 0;
  bool listMissed = true;  // list its goals no test covered (not lines: see lcov)
};

struct Coverage {
  const ir::Program& prog;
  const std::vector<fql::Goal>& goals;
  std::vector<CoverageRow> rows;
};

// Goals (indices) in the source's order; at one place a function's goal,
// then its line's, then the rest in the order of the goals.
std::vector<uint32_t> inSourceOrder(const Coverage& c, std::vector<uint32_t> goals);
// How a test ended: `exit 0`, `error: KIND: MESSAGE at FILE:LINE`, ...
std::string testStatusText(const ir::Program& prog, const cover::TestResult& t);

// `reduced`: the tests of a --reduce subset (indices), or none.
void printCoverage(std::ostream& os, const Coverage& c, const cover::Result& r, const std::vector<size_t>* reduced);
nlohmann::json coverageJson(const Coverage& c, const cover::Result& r, const std::vector<size_t>* reduced);
// The goals lcov can hold: lines, functions, branches (decision edges).
void writeLcov(std::ostream& os, const Coverage& c, const cover::Result& r, const std::string& testName);

}  // namespace ferret::report
