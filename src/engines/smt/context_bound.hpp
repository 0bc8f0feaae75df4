// Context-bounded checking of pthread programs (Rakamarić's thesis,
// chapter 5, STORM; Lal and Reps's sequentialisation, threads.hpp): every
// thread runs at most K contexts, its loops unrolled a number of levels.
// A model reaching a violation is turned into a schedule (schedule_plan.hpp)
// and confirmed by the explicit engine with inputs and schedule pinned.
// Memory regions are tracked lazily: none at first (their reads any
// value), and those a model read are added when the model is no evidence:
// a violation the concrete run did not reproduce, or a path past the
// bounds or meeting what the encoding does not model, which would weaken
// the answer.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engines/smt/setup.hpp"
#include "engines/smt/watchdog.hpp"

namespace ferret::smt {

struct ThreadCheck {
  enum class Verdict { Bug, NoBug, Refine, Unknown } verdict = Verdict::Unknown;
  explore::Result result;         // Bug: the confirming run's
  std::string reason;             // Unknown: why; NoBug: what besides the bounds kept it from a proof
  std::vector<uint32_t> regions;  // Refine: regions a model read untracked
  bool unwound = false;           // NoBug: some thread's loops went past the levels
  bool undecided = false;         // NoBug: the time ran out in a follow-up query
  bool unconfirmed = false;       // a model's run did not reproduce its violation
  uint32_t threads = 0;           // threads encoded, main included
};

// One check of every thread within `contexts` rounds and `levels` levels
// of unwinding, tracking the regions `tracked` says.
ThreadCheck checkThreads(const Setup& setup, Watchdog& dog, uint32_t contexts, uint32_t levels,
                         const std::vector<bool>& tracked, double seconds);

// Whether the program creates threads (a reachable pthread_create).
bool createsThreads(const ir::Program& prog, const Facts& facts);

}  // namespace ferret::smt
