// `ferret cover` output: a TestCov-like summary, JSON, and an lcov
// tracefile (genhtml renders it).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "engines/cover/cover.hpp"

namespace ferret::report {

// `file:line:col: if true`, `...: case 5`, `...: function f`, ...
std::string goalText(const ir::Program& prog, uint32_t goal);

// The goal kind as JSON names it: function, line, branch, case, default, error_call.
const char* goalKindKey(ir::GoalKind k);
// How a test ended: `exit 0`, `error: KIND: MESSAGE at FILE:LINE`, ...
std::string testStatusText(const ir::Program& prog, const cover::TestResult& t);

// `reduced`: the tests of a --reduce subset (indices), or none.
void printCoverage(std::ostream& os, const ir::Program& prog, const cover::Result& r,
                   const std::vector<size_t>* reduced);
nlohmann::json coverageJson(const ir::Program& prog, const cover::Result& r, const std::vector<size_t>* reduced);
void writeLcov(std::ostream& os, const ir::Program& prog, const cover::Result& r, const std::string& testName);

}  // namespace ferret::report
