#include "report/coverage.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <tuple>

#include <absl/container/flat_hash_map.h>

#include "report/diagnostic.hpp"

namespace ferret::report {

namespace {

const ir::CfaEdge* edgeOf(const Coverage& c, const fql::Goal& g) {
  return g.edges.size() == 1 ? &c.prog.coverage.edges[g.edges.front()] : nullptr;
}

bool isBranch(const std::string& kind) { return kind == "branch" || kind == "case" || kind == "default"; }

double percent(size_t covered, size_t total) { return total ? 100.0 * covered / total : 100.0; }

}  // namespace

std::string testStatusText(const ir::Program& prog, const cover::TestResult& t) {
  const interp::Outcome& o = t.outcome;
  std::string s;
  switch (o.status) {
    case interp::Outcome::Status::Ok: s = fmt::format("exit {}", o.exitCode); break;
    case interp::Outcome::Status::Blocked: s = "ended by __VERIFIER_assume(0)"; break;
    case interp::Outcome::Status::Limit: s = "limit: " + o.limit; break;
    case interp::Outcome::Status::BadInput: s = "bad input: " + o.limit; break;
    case interp::Outcome::Status::Error: {
      std::string at = locationText(prog, o.violation.loc);
      s = fmt::format("error: {}: {}{}", sem::kindName(o.violation.kind), o.violation.message,
                      at.empty() ? "" : " at " + at);
      break;
    }
  }
  if (t.isShort)
    s += fmt::format("; short: the program read {} values, the test has {}", o.consumed.size(), t.inputs);
  if (t.truncated) s += fmt::format("; path longer than {} probes: path goals judged on its start", cover::kMaxPath);
  return s;
}

// In the source's order; at one place a function's goal, then its line's,
// then the rest in the order of the goals.
std::vector<uint32_t> inSourceOrder(const Coverage& c, std::vector<uint32_t> goals) {
  auto key = [&](uint32_t g) {
    const fql::Goal& goal = c.goals[g];
    const ir::Loc& l = c.prog.locs[goal.loc];
    int rank = goal.kind == "function" ? 0 : goal.kind == "line" ? 1 : 2;
    return std::tuple(goal.loc ? 0 : 1, l.file, l.line, l.col, rank);
  };
  std::stable_sort(goals.begin(), goals.end(), [&](uint32_t a, uint32_t b) { return key(a) < key(b); });
  return goals;
}

namespace {

const char* statusKey(interp::Outcome::Status s) {
  switch (s) {
    case interp::Outcome::Status::Ok: return "ok";
    case interp::Outcome::Status::Blocked: return "blocked";
    case interp::Outcome::Status::Limit: return "limit";
    case interp::Outcome::Status::BadInput: return "bad-input";
    case interp::Outcome::Status::Error: return "error";
  }
  return "?";
}

nlohmann::json goalJson(const Coverage& c, const cover::Result& r, uint32_t id) {
  const fql::Goal& g = c.goals[id];
  nlohmann::json j{{"id", id}, {"kind", g.kind}, {"text", g.text}, {"hits", r.hits[id]}};
  if (g.function >= 0) j["function"] = c.prog.functions[g.function].name;
  if (g.loc) {
    const ir::Loc& l = c.prog.locs[g.loc];
    j["file"] = c.prog.files[l.file];
    j["line"] = l.line;
    if (l.col) j["column"] = l.col;
  }
  if (const ir::CfaEdge* e = edgeOf(c, g)) {
    if (e->kind == ir::EdgeKind::Branch) {
      j["construct"] = e->construct;
      j["outcome"] = e->outcome;
    }
    if (e->kind == ir::EdgeKind::Case) j["value"] = e->value;
    if (e->kind == ir::EdgeKind::Call) j["callee"] = e->construct;
  }
  j["covered_by"] = nlohmann::json::array();
  for (const cover::TestResult& t : r.tests)
    if (std::binary_search(t.goals.begin(), t.goals.end(), id)) j["covered_by"].push_back(t.name);
  return j;
}

size_t coveredIn(const CoverageRow& row, const cover::Result& r) {
  size_t n = 0;
  for (size_t g = row.first; g < row.first + row.count; ++g) n += r.hits[g] != 0;
  return n;
}

}  // namespace

void printCoverage(std::ostream& os, const Coverage& c, const cover::Result& r, const std::vector<size_t>* reduced) {
  size_t errors = 0, shorts = 0, limits = 0;
  for (const auto& t : r.tests) {
    errors += t.outcome.status == interp::Outcome::Status::Error;
    limits += t.outcome.status == interp::Outcome::Status::Limit;
    shorts += t.isShort;
  }
  for (const auto& t : r.tests) {
    os << fmt::format("{}: {}; {} new goal{}\n", t.name, testStatusText(c.prog, t), t.newGoals.size(),
                      t.newGoals.size() == 1 ? "" : "s");
    for (uint32_t g : inSourceOrder(c, t.newGoals)) os << "  " << c.goals[g].text << "\n";
  }
  std::vector<uint32_t> missed;
  bool linesLeft = false;
  for (const CoverageRow& row : c.rows)
    for (size_t g = row.first; g < row.first + row.count; ++g) {
      if (r.hits[g]) continue;
      if (row.listMissed) missed.push_back(static_cast<uint32_t>(g));
      else linesLeft = true;
    }
  if (!missed.empty()) {
    os << (linesLeft ? "not covered (lines: see --lcov):\n" : "not covered:\n");
    for (uint32_t g : missed) os << "  " << c.goals[g].text << "\n";
  }
  os << fmt::format("tests executed: {} ({} with an error, {} short of inputs, {} stopped by a limit)\n",
                    r.tests.size(), errors, shorts, limits);
  size_t all = 0, allCovered = 0;
  for (const CoverageRow& row : c.rows) {
    size_t covered = coveredIn(row, r);
    os << fmt::format("{:<12} {:>6} / {:<6} {:6.2f} %\n", row.name, covered, row.count, percent(covered, row.count));
    all += row.count;
    allCovered += covered;
  }
  if (c.rows.size() > 1)
    os << fmt::format("{:<12} {:>6} / {:<6} {:6.2f} %\n", "all goals", allCovered, all, percent(allCovered, all));
  if (reduced) {
    os << fmt::format("reduced suite: {} of {} tests keep this coverage:\n", reduced->size(), r.tests.size());
    for (size_t i : *reduced) os << "  " << r.tests[i].name << "\n";
  }
}

nlohmann::json coverageJson(const Coverage& c, const cover::Result& r, const std::vector<size_t>* reduced) {
  nlohmann::json j;
  j["tests"] = nlohmann::json::array();
  for (const auto& t : r.tests) {
    nlohmann::json jt{{"name", t.name}, {"status", statusKey(t.outcome.status)}, {"short", t.isShort},
                      {"inputs", t.inputs}, {"consumed", t.outcome.consumed}, {"steps", t.outcome.steps}};
    if (t.outcome.status == interp::Outcome::Status::Ok) jt["exit_code"] = t.outcome.exitCode;
    if (t.outcome.status == interp::Outcome::Status::Limit) jt["limit"] = t.outcome.limit;
    if (t.outcome.status == interp::Outcome::Status::BadInput) jt["bad_input"] = t.outcome.limit;
    if (t.outcome.status == interp::Outcome::Status::Error) jt["error"] = diagnosticJson(c.prog, t.outcome.violation);
    if (t.truncated) jt["truncated"] = true;
    jt["new_goals"] = t.newGoals;
    jt["goals"] = t.goals.size();
    j["tests"].push_back(std::move(jt));
  }
  j["goals"] = nlohmann::json::array();
  for (uint32_t g = 0; g < c.goals.size(); ++g) j["goals"].push_back(goalJson(c, r, g));
  for (const CoverageRow& row : c.rows) {
    j["summary"][row.key] = {{"covered", coveredIn(row, r)}, {"total", row.count}};
    j["queries"][row.key] = row.query;
  }
  if (reduced) {
    j["reduced"] = nlohmann::json::array();
    for (size_t i : *reduced) j["reduced"].push_back(r.tests[i].name);
  }
  return j;
}

// lcov's tracefile format (geninfo(1)): per source file its functions,
// branches (a decision is lcov's "block", '-' when it never ran) and lines.
void writeLcov(std::ostream& os, const Coverage& c, const cover::Result& r, const std::string& testName) {
  const ir::Program& prog = c.prog;
  std::map<uint32_t, std::vector<uint32_t>> byFile;
  absl::flat_hash_map<uint32_t, uint64_t> decisionHits;
  for (uint32_t g = 0; g < c.goals.size(); ++g) {
    const fql::Goal& goal = c.goals[g];
    bool lcov = goal.kind == "line" || goal.kind == "function" || isBranch(goal.kind);
    if (!lcov || !goal.loc) continue;
    byFile[prog.locs[goal.loc].file].push_back(g);
    if (isBranch(goal.kind)) decisionHits[edgeOf(c, goal)->decision] += r.hits[g];
  }
  auto lineOf = [&](uint32_t g) { return prog.locs[c.goals[g].loc].line; };
  auto functionOf = [&](uint32_t g) -> const std::string& { return prog.functions[edgeOf(c, c.goals[g])->function].name; };
  for (auto& [file, goals] : byFile) {
    std::error_code ec;
    std::filesystem::path path = std::filesystem::absolute(prog.files[file], ec);
    os << "TN:" << testName << "\nSF:" << (ec ? prog.files[file] : path.lexically_normal().string()) << "\n";
    std::stable_sort(goals.begin(), goals.end(), [&](uint32_t a, uint32_t b) { return lineOf(a) < lineOf(b); });
    size_t fnf = 0, fnh = 0, brf = 0, brh = 0, lf = 0, lh = 0;
    for (uint32_t g : goals)
      if (c.goals[g].kind == "function") os << fmt::format("FN:{},{}\n", lineOf(g), functionOf(g));
    for (uint32_t g : goals) {
      if (c.goals[g].kind != "function") continue;
      os << fmt::format("FNDA:{},{}\n", r.hits[g], functionOf(g));
      ++fnf;
      fnh += r.hits[g] != 0;
    }
    os << fmt::format("FNF:{}\nFNH:{}\n", fnf, fnh);
    absl::flat_hash_map<uint32_t, uint32_t> nextBranch;
    for (uint32_t g : goals) {
      if (!isBranch(c.goals[g].kind)) continue;
      uint32_t decision = edgeOf(c, c.goals[g])->decision;
      uint32_t index = nextBranch[decision]++;
      std::string taken = decisionHits[decision] ? std::to_string(r.hits[g]) : "-";
      os << fmt::format("BRDA:{},{},{},{}\n", lineOf(g), decision, index, taken);
      ++brf;
      brh += r.hits[g] != 0;
    }
    os << fmt::format("BRF:{}\nBRH:{}\n", brf, brh);
    for (uint32_t g : goals) {
      if (c.goals[g].kind != "line") continue;
      os << fmt::format("DA:{},{}\n", lineOf(g), r.hits[g]);
      ++lf;
      lh += r.hits[g] != 0;
    }
    os << fmt::format("LF:{}\nLH:{}\nend_of_record\n", lf, lh);
  }
}

}  // namespace ferret::report
