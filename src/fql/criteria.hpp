// `ferret cover`'s and `ferret testgen`'s built-in coverage criteria, each
// an FQL query over the program (one mechanism for all goals).
#pragma once

#include <string>
#include <vector>

#include "fql/compile.hpp"

namespace ferret::fql {

enum class Criterion { Functions, Lines, Branches, ErrorCalls };

// "functions", "lines", "branches", "error calls".
const char* criterionName(Criterion c);

// The criterion as an FQL query:
//   branches     COVER EDGES(@DECISIONEDGE)
//   error calls  COVER EDGES(@CALL(reach_error) | @CALL(__VERIFIER_error))
//   functions    COVER EDGES(@ENTRY(f) | @ENTRY(g) | ...), every defined function
//   lines        COVER "@FILE('a.c') & @LINE(3)" + ..., every line with code
// `errorFunctions`: the functions whose calls are error calls.
std::string criterionQuery(Criterion c, const ir::Program& prog, const std::vector<std::string>& errorFunctions);

// The criterion's goals, named as gcov and lcov name them: a line's goal
// is "a.c:3: line" at the line, an error call's kind is error_call.
Goals criterionGoals(Criterion c, const Cfa& cfa, const std::vector<std::string>& errorFunctions);

}  // namespace ferret::fql
