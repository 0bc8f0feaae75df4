// `ferret testgen`: generates a Test-Comp test suite covering the goals of
// an FQL query or a built-in criterion (engines/testgen).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "cli/goals.hpp"
#include "frontend/frontend.hpp"

namespace ferret::cli {

struct TestgenOptions {
  frontend::Options frontend;
  GoalRequest goals;
  std::string out;             // the suite's directory
  double seconds = 60;         // CPU seconds for the whole generation
  std::optional<double> wallSeconds;  // wall-clock limit; unset: 3 x seconds + 30 (none without seconds)
  uint64_t seed = 1;
  bool randomOnly = false;
  uint64_t memoryLimitMB = 0;
  bool quiet = false;          // no progress lines
};

// Writes the suite (as it grows, then reduced), prints progress on stderr
// and the table of goals on stdout.  Returns 0, or 2 on bad input.
int runTestgen(TestgenOptions& opts);

}  // namespace ferret::cli
