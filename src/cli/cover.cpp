#include "cli/cover.hpp"

#include <fmt/format.h>

#include <fstream>
#include <iostream>

#include "cli/load.hpp"
#include "cli/suite.hpp"
#include "engines/cover/cover.hpp"
#include "cli/output_files.hpp"
#include "fql/cfa.hpp"
#include "report/coverage.hpp"
#include "report/html.hpp"

namespace ferret::cli {

int runCover(CoverOptions& opts) {
  constexpr int kOk = 0, kInput = 2;
  if (anyUnwritable({{"--html", opts.html}})) return kInput;
  if (!checkQuery(opts.goals)) return kInput;
  Suite suite;
  try {
    suite = readSuite(opts.suite);
  } catch (const std::exception& e) {
    std::cerr << "ferret: error: " << e.what() << "\n";
    return kInput;
  }
  for (const auto& p : suite.problems) std::cerr << "ferret: warning: " << p << "\n";
  if (suite.tests.empty()) {
    std::cerr << "ferret: error: no readable test case in " << opts.suite << "\n";
    return kInput;
  }
  // The suite's metadata names the data model its inputs were made for.
  if (suite.architecture == "32bit" && !opts.frontend.ilp32) {
    std::cerr << "ferret: note: the suite's metadata says 32bit: running with --32\n";
    opts.frontend.ilp32 = true;
  }
  opts.frontend.cover = true;
  std::unique_ptr<ir::Program> prog = loadProgram(opts.frontend);
  if (!prog) return kInput;
  fql::Cfa cfa(*prog);
  std::optional<GoalSet> goals = makeGoals(cfa, opts.goals, {"branches", "lines", "functions", "error-call"});
  if (!goals) return kInput;
  opts.run.argv = {opts.frontend.files.front()};
  cover::Result r = cover::runSuite(*prog, goals->goals, suite.tests, opts.run);
  std::vector<size_t> reduced;
  if (opts.reduce) reduced = cover::reduce(r);
  const std::vector<size_t>* red = opts.reduce ? &reduced : nullptr;
  report::Coverage view{*prog, goals->goals, goals->rows};
  if (opts.json) std::cout << report::coverageJson(view, r, red).dump(2) << "\n";
  else report::printCoverage(std::cout, view, r, red);
  if (!opts.lcov.empty()) {
    std::ofstream out(opts.lcov);
    if (!out) {
      std::cerr << "ferret: error: cannot write " << opts.lcov << "\n";
      return kInput;
    }
    report::writeLcov(out, view, r, "ferret");
  }
  if (!opts.html.empty() &&
      !writeEvidence("--html", opts.html, [&] { return report::coverHtml(view, r, opts.frontend.files.front()); }))
    return kInput;
  return kOk;
}

}  // namespace ferret::cli
