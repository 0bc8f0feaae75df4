// Which globals a call of each function may touch by name: the shape
// engine's call cache cuts a callee's graph down to what its arguments and
// these globals reach (Predator's function summaries), so a global no code
// of the callee names (a static list main builds) stays with the caller and
// does not make every entry different.
#pragma once

#include <vector>

#include "ir/program.hpp"

namespace ferret::ir {

// Per function, per global: whether the function or anything it may call
// refers to the global by its address.  A call through a pointer, or into
// the library (which may call back: qsort, exit's handlers), may reach
// every function whose address is taken; a library call may also touch
// every global the program declares but does not define (errno, optind).
std::vector<std::vector<bool>> globalsNamed(const Program& prog);

}  // namespace ferret::ir
