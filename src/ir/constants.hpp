// The integer constants a program compares with (`x < 5`, `c != 'a'`):
// where its behaviour changes.  The explicit engine samples inputs around
// them, the witness replayer offers them, and the shape engine widens to
// them.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/program.hpp"

namespace ferret::ir {

struct ComparedConstant {
  uint64_t bits = 0;  // zero-extended from `width`
  unsigned width = 64;
  // The value read as a signed `width`-bit integer.
  int64_t asSigned() const;
};

// Every ICmp operand that is a plain constant, in program order.
std::vector<ComparedConstant> comparedConstants(const Program& prog);

// Their bit patterns, sorted and without repeats: the `limit` smallest.
std::vector<uint64_t> comparedBits(const Program& prog, size_t limit);

}  // namespace ferret::ir
