#include "report/testgen.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace ferret::report {

namespace {

using testgen::Status;

const char* statusName(Status s) {
  switch (s) {
    case Status::Open: return "open";
    case Status::Covered: return "covered";
    case Status::Infeasible: return "infeasible";
    case Status::Unknown: return "unknown";
  }
  return "?";
}

size_t count(const testgen::Result& r, Status s) {
  return std::count_if(r.goals.begin(), r.goals.end(), [s](const testgen::GoalOutcome& o) { return o.status == s; });
}

double percent(size_t n, size_t of) { return of ? 100.0 * static_cast<double>(n) / static_cast<double>(of) : 100.0; }

}  // namespace

std::string testcaseName(size_t n) { return fmt::format("testcase-{}.xml", n + 1); }

void printTestgenEvent(std::ostream& os, const std::vector<fql::Goal>& goals, const testgen::Result& r,
                       const testgen::Event& e) {
  if (e.kind == testgen::Event::Kind::Test) {
    const testgen::Test& t = r.tests[e.index];
    size_t fresh = std::count_if(r.goals.begin(), r.goals.end(),
                                 [&](const testgen::GoalOutcome& o) { return o.test == static_cast<int>(e.index); });
    os << fmt::format("testgen: test {} ({}, {} inputs): {} new goal{}; {} of {} goals covered\n", e.index + 1, t.by,
                      t.inputs.size(), fresh, fresh == 1 ? "" : "s", count(r, Status::Covered), goals.size());
    return;
  }
  const testgen::GoalOutcome& o = r.goals[e.index];
  std::string how;
  switch (o.status) {
    case Status::Covered: how = fmt::format("covered by test {} ({})", o.test + 1, o.by); break;
    case Status::Infeasible: how = fmt::format("infeasible ({})", o.by); break;
    default: how = "unknown: " + o.why; break;
  }
  os << fmt::format("testgen: goal {}/{} {}: {} in {:.2f} s\n", e.index + 1, goals.size(), goals[e.index].text, how,
                    o.seconds);
}

void printTestgenTable(std::ostream& os, const std::vector<fql::Goal>& goals, const testgen::Result& r,
                       const std::string& dir) {
  size_t width = 4;
  for (const fql::Goal& g : goals) width = std::max(width, g.text.size());
  width = std::min<size_t>(width, 60);
  os << fmt::format("{:<{}}  {:<10}  {:<16}  {:<8}  {}\n", "goal", width, "status", "test", "by", "seconds");
  for (size_t g = 0; g < goals.size(); ++g) {
    const testgen::GoalOutcome& o = r.goals[g];
    std::string test;
    if (o.status == Status::Covered)
      for (size_t k = 0; k < r.reduced.size(); ++k) {
        const std::vector<uint32_t>& covers = r.tests[r.reduced[k]].goals;
        if (std::binary_search(covers.begin(), covers.end(), static_cast<uint32_t>(g))) {
          test = testcaseName(k);
          break;
        }
      }
    os << fmt::format("{:<{}}  {:<10}  {:<16}  {:<8}  {:.2f}\n", goals[g].text, width, statusName(o.status), test,
                      o.status == Status::Unknown ? "-" : o.by, o.seconds);
    if (o.status == Status::Unknown) os << "    " << o.why << "\n";
  }
  size_t covered = count(r, Status::Covered), infeasible = count(r, Status::Infeasible);
  os << fmt::format("goals: {}; covered {}, infeasible {}, unknown {} ({:.2f} % covered, {:.2f} % of the feasible)\n",
                    goals.size(), covered, infeasible, count(r, Status::Unknown), percent(covered, goals.size()),
                    percent(covered, goals.size() - infeasible));
  os << fmt::format("tests: {} found, {} after reduction, written to {} ({:.2f} s)\n", r.tests.size(), r.reduced.size(),
                    dir, r.seconds);
}

}  // namespace ferret::report
