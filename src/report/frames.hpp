// `ferret verify --show-frames`: the SMT engine's inferred frames as
// modifies clauses, one function at a time with its loops under it.
#pragma once

#include <ostream>
#include <vector>

#include "engines/smt/smt.hpp"
#include "ir/program.hpp"

namespace ferret::report {

void printModifiesClauses(std::ostream& os, const ir::Program& prog, const std::vector<smt::ModifiesClause>& clauses);

}  // namespace ferret::report
