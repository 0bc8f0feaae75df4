// Bounded model checking over bit-vectors: the stretches between cut
// points strung together a level at a time from the program's start (the
// states reaching one cut point at one level merged into one), calls
// inlined up to a depth.  A bad site a model reaches is confirmed by a
// concrete run with the model's inputs; if no path is longer than the
// bound and none reaches a bad site, the check covered every behaviour.
#pragma once

#include <string>

#include "engines/smt/setup.hpp"
#include "engines/smt/watchdog.hpp"

namespace ferret::smt {

struct BmcOutcome {
  enum class Verdict { Bug, Safe, Bounded, Unknown } verdict = Verdict::Unknown;
  explore::Result result;  // Bug: the confirming run's
  std::string reason;      // Unknown: why; Bounded: what kept it from being complete
  bool unconfirmed = false;  // a model's run found no violation
};

// Checks `levels` levels with calls inlined `depth` deep, for `seconds`.
BmcOutcome bmc(const Setup& setup, Watchdog& dog, uint32_t levels, uint32_t depth, double seconds);

}  // namespace ferret::smt
