// Which objects can still be reached by following stored pointers from a
// set of roots: the basis of leak detection at exit (and, for the explorer,
// after every instruction).
#pragma once

#include <vector>

#include "memory/memory.hpp"

namespace ferret::mem {

// reached[id] is true for every object reachable from `roots`.
std::vector<bool> reachable(const Memory& m, const std::vector<ObjId>& roots);

}  // namespace ferret::mem
