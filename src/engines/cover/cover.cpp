#include "engines/cover/cover.hpp"

#include <algorithm>

namespace ferret::cover {

namespace {

// The automaton run over the probes it tells apart; between them it takes
// the step of any other edge, which mostly leaves it where it is.
bool accepts(const fql::Automaton& a, const Path& path) {
  std::vector<uint32_t> at;
  for (uint32_t e : a.alphabet())
    if (e < path.at.size()) at.insert(at.end(), path.at[e].begin(), path.at[e].end());
  std::sort(at.begin(), at.end());
  uint32_t s = a.start();
  auto skip = [&](size_t n) {
    for (size_t i = 0; i < n && !a.dead(s); ++i) {
      uint32_t t = a.other(s);
      if (t == s) break;
      s = t;
    }
  };
  size_t next = 0;  // the first probe not yet read
  for (size_t i : at) {
    skip(i - next);
    s = a.step(s, path.probes[i]);
    next = i + 1;
    if (a.settled(s)) return true;
    if (a.dead(s)) return false;
  }
  skip(path.probes.size() - next);
  return path.truncated ? a.settled(s) : a.accepting(s);
}

}  // namespace

uint64_t covered(const fql::Goal& g, const Path& path) {
  if (!g.edges.empty()) {
    uint64_t most = 0;
    for (uint32_t e : g.edges) most = std::max(most, path.counts[e]);
    return most;
  }
  return accepts(*g.automaton, path) ? 1 : 0;
}

interp::Options pathOptions(const ir::Program& prog, const interp::Options& base, bool ordered, Path& path) {
  interp::Options opts = base;
  path.counts.assign(prog.coverage.edges.size(), 0);
  path.probes.clear();
  opts.probeHits = &path.counts;
  opts.probeTrace = ordered ? &path.probes : nullptr;
  opts.traceLimit = kMaxPath;
  opts.isolated = true;
  return opts;
}

void finishPath(Path& path, bool ordered) {
  path.truncated = ordered && path.probes.size() >= kMaxPath;
  path.at.assign(ordered ? path.counts.size() : 0, {});
  for (uint32_t i = 0; i < path.probes.size(); ++i) path.at[path.probes[i]].push_back(i);
}

interp::Outcome runPath(const ir::Program& prog, const std::vector<std::string>& inputs, const interp::Options& base,
                        bool ordered, Path& path) {
  interp::Options opts = pathOptions(prog, base, ordered, path);
  opts.inputs = inputs;
  interp::Outcome o = interp::run(prog, opts);
  finishPath(path, ordered);
  return o;
}

Result runSuite(const ir::Program& prog, const std::vector<fql::Goal>& goals, const std::vector<Test>& tests,
                const interp::Options& base) {
  Result r;
  r.hits.assign(goals.size(), 0);
  bool ordered = !std::all_of(goals.begin(), goals.end(), [](const fql::Goal& g) { return !g.edges.empty(); });
  std::vector<uint8_t> seen(goals.size(), 0);  // by any test so far
  Path path;
  for (const Test& t : tests) {
    TestResult tr;
    tr.name = t.name;
    tr.outcome = runPath(prog, t.inputs, base, ordered, path);
    tr.inputs = t.inputs.size();
    tr.isShort = tr.outcome.consumed.size() > t.inputs.size();
    tr.truncated = path.truncated;
    for (uint32_t g = 0; g < goals.size(); ++g) {
      uint64_t n = covered(goals[g], path);
      if (!n) continue;
      r.hits[g] += n;
      tr.goals.push_back(g);
      if (!seen[g]) tr.newGoals.push_back(g);
      seen[g] = 1;
    }
    r.tests.push_back(std::move(tr));
  }
  return r;
}

std::vector<size_t> reduce(const Result& r) {
  std::vector<uint8_t> done(r.hits.size(), 0);
  std::vector<uint8_t> taken(r.tests.size(), 0);
  std::vector<size_t> chosen;
  for (;;) {
    size_t best = r.tests.size(), bestGain = 0;
    for (size_t i = 0; i < r.tests.size(); ++i) {
      if (taken[i]) continue;
      size_t gain = 0;
      for (uint32_t g : r.tests[i].goals) gain += !done[g];
      if (gain > bestGain) best = i, bestGain = gain;
    }
    if (best == r.tests.size()) break;
    taken[best] = 1;
    chosen.push_back(best);
    for (uint32_t g : r.tests[best].goals) done[g] = 1;
  }
  std::sort(chosen.begin(), chosen.end());
  return chosen;
}

}  // namespace ferret::cover
