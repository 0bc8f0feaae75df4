// `ferret cover`: runs a Test-Comp test suite on the program and reports
// the test goals (built-in criteria or an FQL query) each test covered.
#pragma once

#include <string>

#include "cli/goals.hpp"
#include "engines/interp/interp.hpp"
#include "frontend/frontend.hpp"

namespace ferret::cli {

struct CoverOptions {
  frontend::Options frontend;
  interp::Options run;          // limits and nondet policy of each test
  std::string suite;            // directory or .zip
  std::string lcov;             // tracefile to write, if not empty
  std::string html;             // HTML report to write, if not empty
  GoalRequest goals;
  bool json = false;
  bool reduce = false;
};

// Prints the summary (or JSON) on stdout; problems with the suite go to
// stderr and the other tests still run.  Returns 0, or 2 on bad input.
int runCover(CoverOptions& opts);

}  // namespace ferret::cli
