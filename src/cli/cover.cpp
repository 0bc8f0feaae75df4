#include "cli/cover.hpp"

#include <fmt/format.h>

#include <fstream>
#include <iostream>

#include "cli/load.hpp"
#include "cli/suite.hpp"
#include "engines/cover/cover.hpp"
#include "cli/output_files.hpp"
#include "report/coverage.hpp"
#include "report/html.hpp"

namespace ferret::cli {

int runCover(CoverOptions& opts) {
  constexpr int kOk = 0, kInput = 2;
  if (anyUnwritable({{"--html", opts.html}})) return kInput;
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
  if (!opts.goalFunction.empty()) opts.frontend.goalFunctions = {opts.goalFunction};
  std::unique_ptr<ir::Program> prog = loadProgram(opts.frontend);
  if (!prog) return kInput;
  opts.run.argv = {opts.frontend.files.front()};
  cover::Result r = cover::runSuite(*prog, suite.tests, opts.run);
  std::vector<size_t> reduced;
  if (opts.reduce) reduced = cover::reduce(r);
  const std::vector<size_t>* red = opts.reduce ? &reduced : nullptr;
  if (opts.json) std::cout << report::coverageJson(*prog, r, red).dump(2) << "\n";
  else report::printCoverage(std::cout, *prog, r, red);
  if (!opts.lcov.empty()) {
    std::ofstream out(opts.lcov);
    if (!out) {
      std::cerr << "ferret: error: cannot write " << opts.lcov << "\n";
      return kInput;
    }
    report::writeLcov(out, *prog, r, "ferret");
  }
  if (!opts.html.empty() &&
      !writeEvidence("--html", opts.html, [&] { return report::coverHtml(*prog, r, opts.frontend.files.front()); }))
    return kInput;
  return kOk;
}

}  // namespace ferret::cli
