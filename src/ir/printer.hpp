// A readable dump of the lowered program (`ferret ir`), for debugging the
// front end and for tests of the lowering.
#pragma once

#include <ostream>

#include "ir/program.hpp"

namespace ferret::ir {

const char* opName(Op op);
void print(std::ostream& os, const Program& prog);

}  // namespace ferret::ir
