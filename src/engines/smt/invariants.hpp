// A predicate's solution as a C-like expression: its arguments named by
// the program variables they hold (argument i by names[i]; names that are
// not C identifiers, such as $memory0 or object(p), stand for the
// encoding's own state).
#pragma once

#include <z3++.h>

#include <string>
#include <vector>

namespace ferret::smt {

// plainOnly: only the top-level conjuncts that are C over identifiers of
// `names` (C's int arithmetic and comparisons), "1" if none is.
std::string cText(const z3::expr& e, const std::vector<std::string>& names, bool plainOnly);

}  // namespace ferret::smt
