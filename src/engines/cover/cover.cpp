#include "engines/cover/cover.hpp"

#include <algorithm>

namespace ferret::cover {

Result runSuite(const ir::Program& prog, const std::vector<Test>& tests, const interp::Options& base) {
  const ir::Coverage& cov = prog.coverage;
  Result r;
  r.hits.assign(cov.goals.size(), 0);
  std::vector<uint64_t> probeHits;
  std::vector<uint64_t> reached(cov.goals.size(), 0);  // times by this test
  std::vector<uint8_t> seen(cov.goals.size(), 0);     // by any test so far
  interp::Options opts = base;
  opts.probeHits = &probeHits;
  opts.isolated = true;
  for (const Test& t : tests) {
    probeHits.assign(cov.probes.size(), 0);
    opts.inputs = t.inputs;
    TestResult tr;
    tr.name = t.name;
    tr.outcome = interp::run(prog, opts);
    tr.inputs = t.inputs.size();
    tr.isShort = tr.outcome.consumed.size() > t.inputs.size();
    // Only a line has several probes (one per run of it in each block); it
    // counts as often as its most frequent run, so `for (...)`, whose
    // condition and increment run in blocks of their own, counts the
    // condition's evaluations.
    std::fill(reached.begin(), reached.end(), 0);
    for (size_t p = 0; p < probeHits.size(); ++p)
      for (uint32_t g : cov.probes[p]) reached[g] = std::max(reached[g], probeHits[p]);
    for (uint32_t g = 0; g < reached.size(); ++g) {
      if (!reached[g]) continue;
      r.hits[g] += reached[g];
      tr.goals.push_back(g);
      if (!seen[g]) tr.newGoals.push_back(g);
      seen[g] = 1;
    }
    r.tests.push_back(std::move(tr));
  }
  return r;
}

std::vector<size_t> reduce(const Result& r) {
  std::vector<uint8_t> covered(r.hits.size(), 0);
  std::vector<uint8_t> taken(r.tests.size(), 0);
  std::vector<size_t> chosen;
  for (;;) {
    size_t best = r.tests.size(), bestGain = 0;
    for (size_t i = 0; i < r.tests.size(); ++i) {
      if (taken[i]) continue;
      size_t gain = 0;
      for (uint32_t g : r.tests[i].goals) gain += !covered[g];
      if (gain > bestGain) best = i, bestGain = gain;
    }
    if (best == r.tests.size()) break;
    taken[best] = 1;
    chosen.push_back(best);
    for (uint32_t g : r.tests[best].goals) covered[g] = 1;
  }
  std::sort(chosen.begin(), chosen.end());
  return chosen;
}

}  // namespace ferret::cover
