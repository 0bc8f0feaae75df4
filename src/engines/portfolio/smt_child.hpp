// The SMT engine run in a child process (isolated.hpp), as `verify` and
// `testgen` run it: Z3 4.8.12 ends the process on some internal errors
// (exit(114)) and crashes on others (a segmentation fault in Spacer's
// fixedpoint query, seen on forester-heap/dll-rb-sentinel-1.c under
// testgen), and only the child should end.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engines/smt/smt.hpp"
#include "ir/program.hpp"

namespace ferret::portfolio {

struct SmtChild {
  std::optional<smt::Result> result;  // the engine's answer
  std::string failure;                // else "the SMT engine failed: ..."
  double cpuSeconds = 0;              // the child's CPU time
};

// The child's CPU time is bounded at the process limit of
// `so.explore.timeoutSeconds`; `memoryLimitMB` counts both processes.
SmtChild runSmtInChild(const ir::Program& prog, const smt::Options& so, uint64_t memoryLimitMB);

}  // namespace ferret::portfolio
