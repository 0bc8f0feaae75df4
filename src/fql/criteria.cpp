#include "fql/criteria.hpp"

#include <fmt/format.h>

#include <set>

#include "fql/parser.hpp"

namespace ferret::fql {

namespace {

std::string unionOf(const char* fn, const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += fmt::format("{}@{}({})", out.empty() ? "" : " | ", fn, n);
  return out;
}

}  // namespace

const char* criterionName(Criterion c) {
  switch (c) {
    case Criterion::Functions: return "functions";
    case Criterion::Lines: return "lines";
    case Criterion::Branches: return "branches";
    case Criterion::ErrorCalls: return "error calls";
  }
  return "?";
}

std::string criterionQuery(Criterion c, const ir::Program& prog, const std::vector<std::string>& errorFunctions) {
  const ir::Coverage& cov = prog.coverage;
  switch (c) {
    case Criterion::Branches: return "COVER EDGES(@DECISIONEDGE)";
    case Criterion::ErrorCalls: return "COVER EDGES(" + unionOf("CALL", errorFunctions) + ")";
    case Criterion::Functions: {
      std::vector<std::string> names;
      for (uint32_t f = 0; f < cov.entry.size(); ++f)
        if (cov.entry[f] != ir::Coverage::kNoEdge) names.push_back(prog.functions[f].name);
      // No function: no goal (a filter that selects nothing).
      return names.empty() ? "COVER EDGES(NOT(ID))" : "COVER EDGES(" + unionOf("ENTRY", names) + ")";
    }
    case Criterion::Lines: {
      // A line with code has a probe where a run of it starts (or is a
      // function's declarator line, counted at the entry).
      std::set<std::pair<uint32_t, uint32_t>> lines;
      for (const ir::CfaEdge& e : cov.edges)
        if ((e.kind == ir::EdgeKind::Statement || e.kind == ir::EdgeKind::Entry) && e.loc)
          lines.insert({prog.locs[e.loc].file, prog.locs[e.loc].line});
      std::string q;
      for (const auto& [file, line] : lines)
        q += fmt::format("{}\"@FILE({}) & @LINE({})\"", q.empty() ? "" : " + ", quote(prog.files[file]), line);
      return q.empty() ? "COVER EDGES(NOT(ID))" : "COVER " + q;
    }
  }
  return "";
}

Goals criterionGoals(Criterion c, const Cfa& cfa, const std::vector<std::string>& errorFunctions) {
  Goals goals = compile(parse(criterionQuery(c, cfa.program(), errorFunctions)), cfa);
  goals.warnings.clear();
  for (Goal& g : goals.goals) {
    if (c == Criterion::ErrorCalls) g.kind = "error_call";
    if (c != Criterion::Lines) continue;
    g.kind = "line";
    for (uint32_t e : g.edges)
      if (cfa.edge(e).kind == ir::EdgeKind::Statement || cfa.edge(e).kind == ir::EdgeKind::Entry) {
        g.loc = cfa.edge(e).loc;
        g.text = cfa.where(e) + ": line";
        break;
      }
  }
  return goals;
}

}  // namespace ferret::fql
