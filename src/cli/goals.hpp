// The test goals a command measures or generates tests for: an FQL query
// (--fql, --fql-file) or built-in criteria (--criterion), compiled over the
// program's control-flow automaton.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "fql/cfa.hpp"
#include "fql/compile.hpp"
#include "report/coverage.hpp"

namespace ferret::cli {

struct GoalRequest {
  std::string fql;       // --fql QUERY
  std::string fqlFile;   // --fql-file F
  std::vector<std::string> criteria;  // --criterion: branches, lines, functions, error-call
  std::string goalFunction;           // error calls are its calls (default reach_error, __VERIFIER_error)
};

struct GoalSet {
  std::vector<fql::Goal> goals;
  std::vector<report::CoverageRow> rows;
};

// The query's text: --fql, or --fql-file's contents; none when neither
// was given.  Prints and returns nullopt when the file cannot be read.
std::optional<std::string> queryText(const GoalRequest& req, bool& failed);

// Whether the query, if any, is FQL: checked before the program is
// compiled, so that a typo costs no compilation.  Prints the error.
bool checkQuery(const GoalRequest& req);

// The goals; `defaults` are the criteria used when neither a query nor a
// criterion was asked for.  A query that is not FQL, or one Ferret cannot
// compile, is a one-line error (nullopt: exit 2); filters that select no
// edge are warnings.
std::optional<GoalSet> makeGoals(const fql::Cfa& cfa, const GoalRequest& req, const std::vector<std::string>& defaults);

}  // namespace ferret::cli
