// Internal to the front end: which register words each temporary gets.
// A frame's registers are copied in and cleared at every call, so a
// function whose temporaries each had words of their own paid for all of
// them (-O0 code makes a temporary of every load, cast and address); here
// temporaries whose lifetimes do not meet share words.
#pragma once

#include <llvm/IR/Function.h>

#include <cstdint>
#include <vector>

namespace ferret::frontend {

struct Temporary {
  const llvm::Instruction* value;
  uint32_t words;
};

// The first word of each temporary, in the order given, from `first` on;
// `end` is set past the last word used.  Two temporaries share words only
// if no point of the function's code (in block layout order, where a phi
// is written at its predecessors' ends) lies in both of their spans, so a
// temporary never shares with an operand of the instruction defining it.
std::vector<uint32_t> assignWords(const llvm::Function& f, const std::vector<Temporary>& temps, uint32_t first,
                                  uint32_t& end);

}  // namespace ferret::frontend
