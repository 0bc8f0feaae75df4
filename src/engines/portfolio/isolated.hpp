// Work done in a child process.  Z3 ends the whole process with exit(114)
// when it meets an internal error (seen in Spacer's model-based
// projection on list programs), which is no answer and took every other
// engine's answer with it: in a child, only the child ends.  The child's
// own output (Z3's message) is kept, not printed.  While it works, the
// process's limits still hold: the wall clock (the stop flag) and the
// memory of both processes together; the child's CPU time is bounded by
// the kernel (RLIMIT_CPU) at the process limit of `cpuSeconds`, in case
// the work does not stop at its own CPU timer.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace ferret::portfolio {

struct ChildOutcome {
  std::optional<std::string> bytes;  // what `work` returned, when it ran to its end
  std::string failure;               // else why not
  double cpuSeconds = 0;             // the child's CPU time
};

ChildOutcome runInChild(const std::function<std::string()>& work, uint64_t memoryLimitMB, double cpuSeconds);

}  // namespace ferret::portfolio
