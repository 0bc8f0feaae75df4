// Which register words of a function still matter at a point: the state
// store hashes only those, so values left behind in dead registers do not
// make equal states look different.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/program.hpp"

namespace ferret::ir {

class Liveness {
 public:
  Liveness(const Program& prog, const Function& fn);
  // Words live just before instruction `pc` executes (for a frame waiting on
  // a call, pass the call's index + 1: what is live after it).
  std::vector<uint32_t> liveBefore(uint32_t pc) const;

  // Calls f(first word, count) for each register operand instruction `in` reads.
  template <class F>
  static void forEachUse(const Program& prog, const Function& fn, const Inst& in, F&& f);

 private:
  using Bits = std::vector<uint64_t>;
  const Program& prog_;
  const Function& fn_;
  std::vector<Bits> liveOut_;  // per block
  std::vector<uint32_t> blockOf_;
  void transfer(const Inst& in, Bits& live) const;
};

}  // namespace ferret::ir
