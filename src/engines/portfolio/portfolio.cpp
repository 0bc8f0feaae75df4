#include "engines/portfolio/portfolio.hpp"

#include <fmt/format.h>

#include <ctime>

#include "engines/limits/stop.hpp"
#include "engines/limits/watchdog.hpp"

namespace ferret::portfolio {

namespace {

// `auto` runs the explicit engine, and when it answers UNKNOWN (sampled
// values, a limit) the shape engine in the time left.
Answer runEngines(const ir::Program& prog, const Options& opts,
                  const std::function<void(const explore::Progress&)>& progress) {
  const explore::Options& eo = opts.explore;
  double budget = eo.timeoutSeconds;
  Answer a;
  explore::Result& r = a.result;
  if (opts.engine == "smt") {
    smt::Options so;
    so.explore = eo;
    so.memoryModel = opts.memoryModel;
    smt::Result sr = smt::run(prog, so);
    a.engine = "smt";
    a.invariants = std::move(sr.invariants);
    r = std::move(sr.outcome);
    return a;
  }
  if (opts.engine != "shape") {
    explore::Options first = eo;
    // The explicit engine proves most of what can be proved quickly; the
    // shape engine gets a third of a limited run.
    if (opts.engine == "auto" && budget > 0) first.timeoutSeconds = budget * 2 / 3;
    std::clock_t c0 = std::clock();
    r = explore::explore(prog, first, progress);
    a.engine = "explore";
    // A lossy visited set was asked of the explicit engine: its answer stands.
    bool lossy = eo.visited != explore::VisitedMode::Exact;
    if (opts.engine == "explore" || lossy || r.verdict != explore::Result::Verdict::Unknown) return a;
    if (engines::processStopped()) return a;
    budget -= static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    if (r.reason.starts_with("CPU time limit")) r.reason = fmt::format("CPU time limit of {} s reached", eo.timeoutSeconds);
    if (eo.timeoutSeconds > 0 && budget < 0.5) return a;
  }
  shape::Options so;
  so.explore = eo;
  so.explore.timeoutSeconds = eo.timeoutSeconds > 0 ? budget : 0;
  so.dumpDir = opts.dumpDir;
  shape::Result sr = shape::run(prog, so);
  a.plots = std::move(sr.plots);
  if (opts.engine == "auto" && sr.outcome.verdict == explore::Result::Verdict::Unknown) {
    r.incomplete.push_back("shape engine: " + sr.outcome.reason);
    return a;
  }
  a.engine = "shape";
  sr.outcome.stats.states += r.stats.states;
  // The undefined behaviour the explicit engine ran into is still there.
  for (explore::Result::Undefined& u : r.undefined)
    explore::noteUndefined(sr.outcome, u.violation, std::move(u.trace), u.replays);
  r = std::move(sr.outcome);
  return a;
}

}  // namespace

Answer verify(const ir::Program& prog, const Options& opts,
              const std::function<void(const explore::Progress&)>& progress) {
  Answer a = runEngines(prog, opts, progress);
  explore::Result& r = a.result;
  r.stats.peakMB = engines::peakResidentMB();
  // An engine the process's watchdog stopped answers UNKNOWN for whatever
  // reason it noticed first (any engine: this is the one place that knows
  // they all ran); the limit that was crossed is the reason.  An answer
  // finished before the engine saw the flag stands.
  if (engines::processStopped() && r.verdict == explore::Result::Verdict::Unknown) r.reason = engines::stopReason(0);
  return a;
}

}  // namespace ferret::portfolio
