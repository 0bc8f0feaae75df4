#include "cli/testgen.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>

#include "cli/load.hpp"
#include "engines/limits/watchdog.hpp"
#include "engines/testgen/testgen.hpp"
#include "fql/cfa.hpp"
#include "report/testcomp.hpp"
#include "report/testgen.hpp"

namespace ferret::cli {

namespace {

constexpr int kOk = 0, kInput = 2;

// The suite's tests (those of `which`), replacing any test cases already
// in the directory.
void writeSuite(const TestgenOptions& opts, const std::string& spec, const testgen::Result& r,
                const std::vector<size_t>& which) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(opts.out, ec))
    if (entry.path().filename().string().starts_with("testcase-") && entry.path().extension() == ".xml")
      std::filesystem::remove(entry.path(), ec);
  std::vector<std::vector<report::TestInput>> tests;
  for (size_t i : which) {
    std::vector<report::TestInput>& t = tests.emplace_back();
    for (const std::string& v : r.tests[i].inputs) t.push_back({v});
  }
  report::writeTestSuite(opts.out, {opts.frontend.files.front(), spec, opts.frontend.ilp32}, tests);
}

}  // namespace

int runTestgen(TestgenOptions& opts) {
  if (!checkQuery(opts.goals)) return kInput;
  // The CPU budget is what the generation keeps to (the watchdog's CPU
  // limit is a margin above it); the wall-clock limit only guards against
  // a run that hangs, with room for a loaded machine (on a busier one,
  // where a process gets less than a third of a CPU, it is raised).
  double wall = opts.wallSeconds.value_or(opts.seconds > 0 ? 3 * opts.seconds + 30 : 0);
  engines::Watchdog watchdog(opts.memoryLimitMB, wall, opts.seconds,
                             [](const std::string& why) {
    std::cerr << "ferret: stopped: " << why << " (the suite written so far stays)\n";
    _exit(3);
  });
  opts.frontend.cover = true;
  std::unique_ptr<ir::Program> prog = loadProgram(opts.frontend);
  if (!prog) return kInput;
  if (prog->mainIndex < 0) {
    std::cerr << "ferret: error: the program has no main()\n";
    return kInput;
  }
  fql::Cfa cfa(*prog);
  std::optional<GoalSet> goals = makeGoals(cfa, opts.goals, {"branches"});
  if (!goals) return kInput;
  std::string query;
  for (const report::CoverageRow& row : goals->rows) query += (query.empty() ? "" : " + ") + row.query;
  std::string spec = "COVER( init(main()), FQL(" + query + ") )";
  testgen::Options to;
  to.seconds = opts.seconds;
  to.seed = opts.seed;
  to.randomOnly = opts.randomOnly;
  to.memoryLimitMB = opts.memoryLimitMB;
  // As `ferret cover` runs the tests.
  to.run.argv = {opts.frontend.files.front()};
  to.run.timeoutSeconds = 10;  // `ferret cover`'s default per test
  to.explore.argv = to.run.argv;
  try {
    writeSuite(opts, spec, testgen::Result{}, {});
  } catch (const std::exception& e) {
    std::cerr << "ferret: error: " << e.what() << "\n";
    return kInput;
  }
  auto progress = [&](const testgen::Result& r, const testgen::Event& e) {
    if (!opts.quiet) report::printTestgenEvent(std::cerr, goals->goals, r, e);
    // The suite so far, in case the run is cut short.
    if (e.kind == testgen::Event::Kind::Test) {
      std::vector<size_t> all(r.tests.size());
      for (size_t i = 0; i < all.size(); ++i) all[i] = i;
      writeSuite(opts, spec, r, all);
    }
  };
  testgen::Result r = testgen::generate(*prog, goals->goals, to, progress);
  watchdog.disarm();
  try {
    writeSuite(opts, spec, r, r.reduced);
  } catch (const std::exception& e) {
    std::cerr << "ferret: error: " << e.what() << "\n";
    return kInput;
  }
  report::printTestgenTable(std::cout, goals->goals, r, opts.out);
  return kOk;
}

}  // namespace ferret::cli
