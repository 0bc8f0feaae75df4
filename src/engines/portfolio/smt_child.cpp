#include "engines/portfolio/smt_child.hpp"

#include "engines/portfolio/codec.hpp"
#include "engines/portfolio/isolated.hpp"

namespace ferret::portfolio {

SmtChild runSmtInChild(const ir::Program& prog, const smt::Options& so, uint64_t memoryLimitMB) {
  ChildOutcome child =
      runInChild([&] { return encode(smt::run(prog, so)); }, memoryLimitMB, so.explore.timeoutSeconds);
  SmtChild out;
  out.cpuSeconds = child.cpuSeconds;
  out.result = child.bytes ? decode(*child.bytes) : std::nullopt;
  if (!out.result)
    out.failure = "the SMT engine failed: " + (child.failure.empty() ? "its answer was cut short" : child.failure);
  return out;
}

}  // namespace ferret::portfolio
