// A check of the terminator ghost (terminators.cpp) for
// tests/unit/smt_terminators_test.cpp: the code of main() up to its first
// loop head encoded as the integer Horn clauses encode it, contents
// tracked, and Z3 asked whether any object's ghost can then name an offset
// whose byte is not a plain 0.  No Z3 in this interface.
#pragma once

#include <optional>

#include "engines/smt/memory_model.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

// True: some path reaches the loop head with a ghost that lies; false: on
// no path; nullopt: main has no loop head.
std::optional<bool> terminatorGhostCanLie(const ir::Program& prog, MemoryModel model);

}  // namespace ferret::smt
