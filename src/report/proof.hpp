// What `ferret verify` says about a TRUE verdict: the loop invariants the
// proving engine holds, as a correctness witness states them.
#pragma once

#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "ir/program.hpp"
#include "report/witness.hpp"

namespace ferret::report {

// The result's invariants at loops in the task's input files (spelled as
// `inputs` spells them); those at loops in other files have no place in a
// witness.
std::vector<LoopInvariant> loopInvariants(const ir::Program& prog, const explore::Result& r,
                                          const std::vector<std::string>& inputs);

// The line after the verdict that says what the correctness witness holds.
std::string proofNote(const std::string& path, const std::vector<LoopInvariant>& written, const explore::Result& r,
                      const std::string& engine);

}  // namespace ferret::report
