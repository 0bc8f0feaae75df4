// Predator Hunting Party's scheme (Muller, Peringer, Vojnar) on one core:
// the verifier, which abstracts lists and may answer TRUE, runs first; it
// stops as soon as TRUE is out of its reach (a violation met after
// abstraction, anything it cannot model), leaving the time to the
// hunters, the same engine without abstraction, whose violations are real
// paths a concrete run confirms: depth-first with a short and a longer
// bound on a path's instructions (PredatorHP's two DFS hunters), then
// breadth-first (the fewest choices first) in the time left.
#include <fmt/format.h>

#include <algorithm>
#include <ctime>

#include "engines/shape/shape.hpp"

namespace ferret::shape {

namespace {

struct Stage {
  const char* name;
  bool abstraction;
  uint64_t pathSteps;  // 0: the options'
  explore::Order order;
  double share;  // of the time left when the stage starts
  // Only after the verifier met a violation after abstracting, with the
  // thresholds for merging at a loss doubled.
  bool refine = false;
};

// The verifier's share suffices for the list programs it proves (well
// under a second each); it stops early on those it cannot.  The hunters'
// bounds keep a loop that builds a list from running away with the
// memory: each state kept is as long as the list, so a path of n
// iterations keeps O(n^2) bytes (20000 instructions: a list of a few
// thousand nodes, some hundreds of MB at most).
// A violation the verifier met after abstracting often comes from nodes
// whose data differ merged too soon (a list 0, 1, 2, 3, 3, ...: merging the
// prefix into the 3s loses which node holds which): the second verifier
// keeps longer sequences concrete before it merges them at a loss, as
// Predator's thresholds per cost allow.
constexpr Stage kStages[] = {
    {"verifier", true, 0, explore::Order::DepthFirst, 0.4},
    {"verifier (longer sequences before a lossy merge)", true, 0, explore::Order::DepthFirst, 0.3, true},
    {"hunter (depth-first, 200 instructions a path)", false, 200, explore::Order::DepthFirst, 0.1},
    {"hunter (depth-first, 1000 instructions a path)", false, 1000, explore::Order::DepthFirst, 0.2},
    {"hunter (breadth-first, 20000 instructions a path)", false, 20000, explore::Order::BreadthFirst, 1.0},
};

// States one stage keeps at most (unless --max-states says otherwise): a
// bounded hunter over nested loops on inputs meets exponentially many, and
// without a time limit it would run the machine out of memory.
constexpr uint64_t kStageStates = 200000;

}  // namespace

smg::AbstractionOptions longerBeforeLossyMerge(smg::AbstractionOptions thresholds) {
  for (size_t cost = 1; cost < thresholds.thresholds.size(); ++cost)
    thresholds.thresholds[cost] = std::min(2 * thresholds.thresholds[cost], 1000u);
  return thresholds;
}

Result verify(const ir::Program& prog, const Options& opts) {
  const double budget = opts.explore.timeoutSeconds;
  std::clock_t started = std::clock();
  std::optional<Result> last;
  std::vector<std::string> notes, seen;
  uint64_t states = 0, steps = 0, confirmations = 0, peak = 0, callHits = 0, callMisses = 0, metAgain = 0;
  double seconds = 0;
  std::vector<Plot> plots;
  for (const Stage& stage : kStages) {
    if (stage.abstraction ? !opts.abstraction : !opts.hunters) continue;
    if (stage.refine && !(last && last->metAfterAbstraction)) continue;
    // --search bfs asks for the fewest choices: no depth-first hunter.
    if (!stage.abstraction && stage.order == explore::Order::DepthFirst &&
        opts.explore.order == explore::Order::BreadthFirst)
      continue;
    double left = budget - static_cast<double>(std::clock() - started) / CLOCKS_PER_SEC;
    if (budget > 0 && left < 0.2) break;
    Options o = opts;
    o.abstraction = stage.abstraction;
    if (stage.refine) o.thresholds = longerBeforeLossyMerge(o.thresholds);
    o.explore.order = stage.order;
    if (stage.pathSteps) o.maxPathSteps = stage.pathSteps;
    if (!o.explore.maxStates) o.explore.maxStates = kStageStates;
    if (budget > 0) o.explore.timeoutSeconds = opts.hunters ? left * stage.share : left;
    Result r = run(prog, o);
    states += r.outcome.stats.states;
    steps += r.outcome.stats.steps;
    callHits += r.outcome.stats.callHits;
    callMisses += r.outcome.stats.callMisses;
    metAgain += r.outcome.stats.metAgain;
    seconds += r.outcome.stats.seconds;
    peak = std::max(peak, r.outcome.stats.peakMB);
    confirmations += r.confirmations;
    plots.insert(plots.end(), r.plots.begin(), r.plots.end());
    if (r.outcome.verdict != explore::Result::Verdict::Unknown) {
      last = std::move(r);
      break;
    }
    // Each reason once: the first stage's as it is, a later stage's new
    // ones with that stage's name.
    std::vector<std::string> reasons = r.outcome.incomplete;
    if (reasons.empty()) reasons.push_back(r.outcome.reason);
    for (const std::string& why : reasons) {
      if (std::find(seen.begin(), seen.end(), why) != seen.end()) continue;
      seen.push_back(why);
      // A stage's CPU limit is its share, not the run's: said so, or the
      // answer would name a limit the run did not reach.
      if (budget > 0 && why.starts_with("CPU time limit"))
        notes.push_back(fmt::format("{}: {} (its share of {:.4g} s)", stage.name, why, budget));
      else
        notes.push_back(notes.empty() ? why : fmt::format("{}: {}", stage.name, why));
    }
    last = std::move(r);
  }
  if (!last) return run(prog, opts);
  Result out = std::move(*last);
  out.outcome.stats.states = states;
  out.outcome.stats.steps = steps;
  out.outcome.stats.callHits = callHits;
  out.outcome.stats.callMisses = callMisses;
  out.outcome.stats.metAgain = metAgain;
  out.outcome.stats.seconds = seconds;
  out.outcome.stats.peakMB = peak;
  out.confirmations = confirmations;
  out.plots = std::move(plots);
  if (out.outcome.verdict == explore::Result::Verdict::Unknown && !notes.empty()) {
    out.outcome.reason = notes.front();
    out.outcome.incomplete = notes;
  }
  return out;
}

}  // namespace ferret::shape
