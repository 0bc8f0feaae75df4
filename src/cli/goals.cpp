#include "cli/goals.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "fql/criteria.hpp"
#include "fql/parser.hpp"

namespace ferret::cli {

namespace {

struct Named {
  const char* option;
  fql::Criterion criterion;
  const char* key;
};
// In the summary's order.
constexpr Named kCriteria[] = {
    {"branches", fql::Criterion::Branches, "branch"},
    {"lines", fql::Criterion::Lines, "line"},
    {"functions", fql::Criterion::Functions, "function"},
    {"error-call", fql::Criterion::ErrorCalls, "error_call"},
};

void add(GoalSet& set, fql::Goals goals, report::CoverageRow row) {
  row.first = set.goals.size();
  row.count = goals.goals.size();
  set.goals.insert(set.goals.end(), std::make_move_iterator(goals.goals.begin()),
                   std::make_move_iterator(goals.goals.end()));
  set.rows.push_back(std::move(row));
}

}  // namespace

std::optional<std::string> queryText(const GoalRequest& req, bool& failed) {
  failed = false;
  if (!req.fql.empty()) return req.fql;
  if (req.fqlFile.empty()) return std::nullopt;
  std::ifstream in(req.fqlFile);
  if (!in) {
    std::cerr << "ferret: error: cannot read " << req.fqlFile << "\n";
    failed = true;
    return std::nullopt;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

bool checkQuery(const GoalRequest& req) {
  bool failed = false;
  std::optional<std::string> query = queryText(req, failed);
  if (failed) return false;
  if (!query) return true;
  try {
    fql::parse(*query);
  } catch (const fql::ParseError& e) {
    std::cerr << "ferret: error: FQL: " << e.what() << "\n";
    return false;
  }
  return true;
}

std::optional<GoalSet> makeGoals(const fql::Cfa& cfa, const GoalRequest& req, const std::vector<std::string>& defaults) {
  GoalSet set;
  bool failed = false;
  std::optional<std::string> query = queryText(req, failed);
  if (failed) return std::nullopt;
  std::vector<std::string> errorFunctions = {"reach_error", "__VERIFIER_error"};
  if (!req.goalFunction.empty()) errorFunctions = {req.goalFunction};
  const std::vector<std::string>& asked = req.criteria.empty() && !query ? defaults : req.criteria;
  try {
    for (const Named& n : kCriteria) {
      if (std::find(asked.begin(), asked.end(), n.option) == asked.end()) continue;
      report::CoverageRow row{fql::criterionName(n.criterion), n.key,
                              fql::criterionQuery(n.criterion, cfa.program(), errorFunctions)};
      row.listMissed = n.criterion != fql::Criterion::Lines;
      add(set, fql::criterionGoals(n.criterion, cfa, errorFunctions), std::move(row));
    }
    if (query) {
      fql::Goals goals = fql::compile(fql::parse(*query), cfa);
      for (const std::string& w : goals.warnings) std::cerr << "ferret: warning: FQL: " << w << "\n";
      add(set, std::move(goals), report::CoverageRow{"goals", "goals", *query});
    }
  } catch (const fql::ParseError& e) {
    std::cerr << "ferret: error: FQL: " << e.what() << "\n";
    return std::nullopt;
  } catch (const fql::CompileError& e) {
    std::cerr << "ferret: error: FQL: " << e.what() << "\n";
    return std::nullopt;
  }
  return set;
}

}  // namespace ferret::cli
