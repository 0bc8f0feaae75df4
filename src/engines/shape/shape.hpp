// The shape engine of `ferret verify --engine shape` (issue 5): symbolic
// execution of an ir::Program with a symbolic memory graph (smg::Smg) as
// its memory.  Nondet values are unknown values, undecided branches fork,
// states are matched by the SMG's canonical form.  A counterexample is
// reported only after a concrete run (the explicit engine with the inputs
// pinned to a model of the path) reproduced it, so its trace and witness
// are those of a real execution.
#pragma once

#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "ir/program.hpp"
#include "smg/abstract.hpp"
#include "smg/smg.hpp"

namespace ferret::shape {

struct Options {
  // Properties, limits, timeout, search order and --all-errors, as for the
  // explicit engine.
  explore::Options explore;
  // Instructions along one path before it is cut (Predator Hunting Party's
  // bounded hunter): a cut path makes the answer UNKNOWN.  0 = none.
  uint64_t maxPathSteps = 2000000;
  // Keep the SMG of each error and final state as a plot (--dump-smg, the
  // HTML report), besides those __VERIFIER_plot asks for.
  bool drawStates = false;
  // Predator's verifier rather than a hunter: list abstraction at loop
  // heads, where a state entailed by one kept there ends its path and
  // others are joined with one (with widening) or kept.  It proves
  // programs whose lists have no bound; a violation it meets after
  // abstracting stands for a path it cannot replay, so it stops (the
  // hunters search for a real one).
  bool abstraction = false;
  smg::AbstractionOptions thresholds;
  // States kept at one loop head before a state is joined with one it is
  // incomparable with (a join that loses what either said: a datum's
  // constant, a segment's presence); entailed ones end sooner.
  unsigned joinsAfter = 8;
  // The verifier's call cache (Predator's function summaries): a call runs
  // the callee on the part of the graph its arguments and the globals
  // reach, once per such entry up to isomorphism (or, with Entailment, once
  // per entry no cached one covers, entries joined so that lengths meet),
  // and puts each exit back together with the caller's part.  Off (the
  // default, measured in bench/RESULTS.md, issue 14: on the smoke set the
  // cache loses two TRUE answers, a caller's counter related to a length
  // in the callee's part being dropped at the cut): calls are inlined.
  enum class CallCache : uint8_t { Off, Isomorphism, Entailment };
  CallCache callCache = CallCache::Off;
  // Predator's miss limit: a function whose calls missed the cache this
  // many times in a row since its last hit is inlined from then on (its
  // entries differ in what the cut holds besides its own data, e.g. a
  // whole global list); a recursive call is never inlined.  0: no limit.
  unsigned callCacheMisses = 8;
  // After the verifier answered UNKNOWN, the hunters (verify()); without,
  // the verifier alone, in all the time given.
  bool hunters = true;
  // Test generation (`ferret testgen`): the coverage probes
  // (__ferret_cover) are looked at, and every error ends its path, as it
  // ends a test's run.  With goalEdges (the edges of a goal one edge
  // covers, fql::Goal::edges), a probe of one of them is the violation to
  // find, property "goal" (confirmed by the explicit engine following
  // explore.goal), and the verifier's TRUE says no run covers the goal: it
  // is infeasible.  Without goalEdges but with explore.goal (an automaton
  // whose accepting states are all settled, fql::Automaton::
  // acceptsOnlySettled: a sequence of steps), the automaton steps at each
  // probe (State::goal), a settled state is the violation "goal" and a
  // dead one ends the path.  Without either, the search records the edges
  // whose probes it reached (Result::reached), and the verifier's TRUE says
  // no run covers any other.
  bool coverage = false;
  std::vector<uint32_t> goalEdges;
};

// A graph to draw: a __VERIFIER_plot("name") call, or with drawStates an
// error or final state (`state`).  The command line writes them
// (report/smg_dot).
struct Plot {
  std::string name;
  smg::Smg graph;
  bool state = false;
};

struct Result {
  explore::Result outcome;  // verdict, trace of the confirming concrete run, statistics
  std::vector<Plot> plots;
  uint64_t confirmations = 0;  // concrete runs made to confirm counterexamples
  // The verifier stopped at a violation it met after abstracting: one a
  // more precise abstraction may not meet (schedule.cpp refines).
  bool metAfterAbstraction = false;
  // Options::coverage without goalEdges: the edges whose probes the search
  // reached, ascending; and of those, the edges a state not abstracted
  // reached (the others a more precise abstraction may not reach).
  std::vector<uint32_t> reached;
  std::vector<uint32_t> reachedConcretely;
};

// The thresholds for merging at a loss doubled (merging at no loss
// unchanged): nodes whose data differ are kept apart longer, so that a
// list 0, 1, 2, 3, 3, ... keeps which node holds which (schedule.cpp).
smg::AbstractionOptions longerBeforeLossyMerge(smg::AbstractionOptions thresholds);

// One search: the verifier with `abstraction`, else a hunter.
Result run(const ir::Program& prog, const Options& opts);

// The verifier, then (when it answered UNKNOWN) the hunters in the time
// left (schedule.cpp); the hunters alone without `abstraction`, the
// verifier alone without `hunters`.
Result verify(const ir::Program& prog, const Options& opts);

}  // namespace ferret::shape
