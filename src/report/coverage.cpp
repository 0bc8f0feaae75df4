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

using ir::GoalKind;

// The summary's rows; switch edges count as branches, as in lcov.
enum class Row { Branch, Line, Function, ErrorCall };
constexpr const char* kRowNames[] = {"branches", "lines", "functions", "error calls"};
constexpr const char* kRowKeys[] = {"branch", "line", "function", "error_call"};

Row rowOf(GoalKind k) {
  switch (k) {
    case GoalKind::Line: return Row::Line;
    case GoalKind::Function: return Row::Function;
    case GoalKind::ErrorCall: return Row::ErrorCall;
    default: return Row::Branch;
  }
}

}  // namespace

const char* goalKindKey(GoalKind k) {
  switch (k) {
    case GoalKind::Function: return "function";
    case GoalKind::Line: return "line";
    case GoalKind::Branch: return "branch";
    case GoalKind::Case: return "case";
    case GoalKind::Default: return "default";
    case GoalKind::ErrorCall: return "error_call";
  }
  return "?";
}

namespace {

std::string what(const ir::Program& prog, const ir::Goal& g) {
  switch (g.kind) {
    case GoalKind::Function: return "function " + prog.functions[g.function].name;
    case GoalKind::Line: return "line";
    case GoalKind::Branch: return fmt::format("{} {}", g.construct, g.outcome ? "true" : "false");
    case GoalKind::Case: return fmt::format("case {}", g.value);
    case GoalKind::Default: return "default";
    case GoalKind::ErrorCall: return "call of " + g.construct;
  }
  return "?";
}

struct Tally {
  size_t covered[4] = {}, total[4] = {};
};

Tally tally(const ir::Program& prog, const std::vector<uint64_t>& hits) {
  Tally t;
  for (size_t g = 0; g < hits.size(); ++g) {
    auto row = static_cast<size_t>(rowOf(prog.coverage.goals[g].kind));
    ++t.total[row];
    t.covered[row] += hits[g] != 0;
  }
  return t;
}

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
  return s;
}

namespace {

// Goals are numbered in instrumentation order; a reader wants the source's.
std::vector<uint32_t> inSourceOrder(const ir::Program& prog, std::vector<uint32_t> goals) {
  auto key = [&](uint32_t g) {
    const ir::Loc& l = prog.locs[prog.coverage.goals[g].loc];
    return std::tuple(l.file, l.line, l.col);
  };
  std::stable_sort(goals.begin(), goals.end(), [&](uint32_t a, uint32_t b) { return key(a) < key(b); });
  return goals;
}

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

nlohmann::json goalJson(const ir::Program& prog, uint32_t id, uint64_t hits) {
  const ir::Goal& g = prog.coverage.goals[id];
  nlohmann::json j{{"id", id}, {"kind", goalKindKey(g.kind)}, {"function", prog.functions[g.function].name},
                   {"hits", hits}};
  if (g.loc) {
    const ir::Loc& l = prog.locs[g.loc];
    j["file"] = prog.files[l.file];
    j["line"] = l.line;
    if (l.col) j["column"] = l.col;
  }
  if (g.kind == GoalKind::Branch) {
    j["construct"] = g.construct;
    j["outcome"] = g.outcome;
  }
  if (g.kind == GoalKind::Case) j["value"] = g.value;
  if (g.kind == GoalKind::ErrorCall) j["callee"] = g.construct;
  return j;
}

}  // namespace

std::string goalText(const ir::Program& prog, uint32_t goal) {
  const ir::Goal& g = prog.coverage.goals[goal];
  std::string at = locationText(prog, g.loc);
  return fmt::format("{}: {}", at.empty() ? "?" : at, what(prog, g));
}

void printCoverage(std::ostream& os, const ir::Program& prog, const cover::Result& r,
                   const std::vector<size_t>* reduced) {
  size_t errors = 0, shorts = 0, limits = 0;
  for (const auto& t : r.tests) {
    errors += t.outcome.status == interp::Outcome::Status::Error;
    limits += t.outcome.status == interp::Outcome::Status::Limit;
    shorts += t.isShort;
  }
  for (const auto& t : r.tests) {
    os << fmt::format("{}: {}; {} new goal{}\n", t.name, testStatusText(prog, t), t.newGoals.size(),
                      t.newGoals.size() == 1 ? "" : "s");
    for (uint32_t g : inSourceOrder(prog, t.newGoals)) os << "  " << goalText(prog, g) << "\n";
  }
  std::vector<uint32_t> missed;
  for (uint32_t g = 0; g < r.hits.size(); ++g)
    if (!r.hits[g] && prog.coverage.goals[g].kind != GoalKind::Line) missed.push_back(g);
  if (!missed.empty()) {
    os << "not covered (lines: see --lcov):\n";
    for (uint32_t g : missed) os << "  " << goalText(prog, g) << "\n";
  }
  os << fmt::format("tests executed: {} ({} with an error, {} short of inputs, {} stopped by a limit)\n",
                    r.tests.size(), errors, shorts, limits);
  Tally t = tally(prog, r.hits);
  size_t all = 0, allCovered = 0;
  for (size_t row = 0; row < 4; ++row) {
    os << fmt::format("{:<12} {:>6} / {:<6} {:6.2f} %\n", kRowNames[row], t.covered[row], t.total[row],
                      percent(t.covered[row], t.total[row]));
    all += t.total[row];
    allCovered += t.covered[row];
  }
  os << fmt::format("{:<12} {:>6} / {:<6} {:6.2f} %\n", "all goals", allCovered, all, percent(allCovered, all));
  if (reduced) {
    os << fmt::format("reduced suite: {} of {} tests keep this coverage:\n", reduced->size(), r.tests.size());
    for (size_t i : *reduced) os << "  " << r.tests[i].name << "\n";
  }
}

nlohmann::json coverageJson(const ir::Program& prog, const cover::Result& r, const std::vector<size_t>* reduced) {
  nlohmann::json j;
  j["tests"] = nlohmann::json::array();
  for (const auto& t : r.tests) {
    nlohmann::json jt{{"name", t.name}, {"status", statusKey(t.outcome.status)}, {"short", t.isShort},
                      {"inputs", t.inputs}, {"consumed", t.outcome.consumed}, {"steps", t.outcome.steps}};
    if (t.outcome.status == interp::Outcome::Status::Ok) jt["exit_code"] = t.outcome.exitCode;
    if (t.outcome.status == interp::Outcome::Status::Limit) jt["limit"] = t.outcome.limit;
    if (t.outcome.status == interp::Outcome::Status::BadInput) jt["bad_input"] = t.outcome.limit;
    if (t.outcome.status == interp::Outcome::Status::Error) jt["error"] = diagnosticJson(prog, t.outcome.violation);
    jt["new_goals"] = t.newGoals;
    jt["goals"] = t.goals.size();
    j["tests"].push_back(std::move(jt));
  }
  j["goals"] = nlohmann::json::array();
  for (uint32_t g = 0; g < r.hits.size(); ++g) j["goals"].push_back(goalJson(prog, g, r.hits[g]));
  Tally t = tally(prog, r.hits);
  for (size_t row = 0; row < 4; ++row)
    j["summary"][kRowKeys[row]] = {{"covered", t.covered[row]}, {"total", t.total[row]}};
  if (reduced) {
    j["reduced"] = nlohmann::json::array();
    for (size_t i : *reduced) j["reduced"].push_back(r.tests[i].name);
  }
  return j;
}

// lcov's tracefile format (geninfo(1)): per source file its functions,
// branches (a decision is lcov's "block", '-' when it never ran) and lines.
void writeLcov(std::ostream& os, const ir::Program& prog, const cover::Result& r, const std::string& testName) {
  const ir::Coverage& cov = prog.coverage;
  std::map<uint32_t, std::vector<uint32_t>> byFile;
  for (uint32_t g = 0; g < cov.goals.size(); ++g)
    if (cov.goals[g].loc) byFile[prog.locs[cov.goals[g].loc].file].push_back(g);
  absl::flat_hash_map<uint32_t, uint64_t> decisionHits;
  for (uint32_t g = 0; g < cov.goals.size(); ++g)
    if (rowOf(cov.goals[g].kind) == Row::Branch) decisionHits[cov.goals[g].decision] += r.hits[g];
  auto lineOf = [&](uint32_t g) { return prog.locs[cov.goals[g].loc].line; };
  for (auto& [file, goals] : byFile) {
    std::error_code ec;
    std::filesystem::path path = std::filesystem::absolute(prog.files[file], ec);
    os << "TN:" << testName << "\nSF:" << (ec ? prog.files[file] : path.lexically_normal().string()) << "\n";
    std::stable_sort(goals.begin(), goals.end(), [&](uint32_t a, uint32_t b) { return lineOf(a) < lineOf(b); });
    size_t fnf = 0, fnh = 0, brf = 0, brh = 0, lf = 0, lh = 0;
    for (uint32_t g : goals)
      if (cov.goals[g].kind == GoalKind::Function)
        os << fmt::format("FN:{},{}\n", lineOf(g), prog.functions[cov.goals[g].function].name);
    for (uint32_t g : goals) {
      if (cov.goals[g].kind != GoalKind::Function) continue;
      os << fmt::format("FNDA:{},{}\n", r.hits[g], prog.functions[cov.goals[g].function].name);
      ++fnf;
      fnh += r.hits[g] != 0;
    }
    os << fmt::format("FNF:{}\nFNH:{}\n", fnf, fnh);
    absl::flat_hash_map<uint32_t, uint32_t> nextBranch;
    for (uint32_t g : goals) {
      const ir::Goal& goal = cov.goals[g];
      if (rowOf(goal.kind) != Row::Branch) continue;
      uint32_t index = nextBranch[goal.decision]++;
      std::string taken = decisionHits[goal.decision] ? std::to_string(r.hits[g]) : "-";
      os << fmt::format("BRDA:{},{},{},{}\n", lineOf(g), goal.decision, index, taken);
      ++brf;
      brh += r.hits[g] != 0;
    }
    os << fmt::format("BRF:{}\nBRH:{}\n", brf, brh);
    for (uint32_t g : goals) {
      if (cov.goals[g].kind != GoalKind::Line) continue;
      os << fmt::format("DA:{},{}\n", lineOf(g), r.hits[g]);
      ++lf;
      lh += r.hits[g] != 0;
    }
    os << fmt::format("LF:{}\nLH:{}\nend_of_record\n", lf, lh);
  }
}

}  // namespace ferret::report
