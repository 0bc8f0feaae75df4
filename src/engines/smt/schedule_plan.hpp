// A counterexample of the context-bounded search as a concrete run: the
// model says, for each thread, which contexts it runs in and after how
// many switch points (threads.hpp) each ends; this runs the program with
// the executor, choosing at each scheduling point the thread whose context
// is current in the round-robin order, and records the schedule and the
// inputs it took, for the explicit engine to confirm with both pinned.
#pragma once

#include <cstdint>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

struct ContextPlan {
  struct Thread {
    uint32_t creator = 0;    // the thread that creates it (slot)
    uint64_t createdAt = 0;  // the creator's switch points passed before its pthread_create
    std::vector<uint64_t> inputs;  // its __VERIFIER_nondet_* values, in its order
  };
  std::vector<Thread> threads;  // by slot; main is slot 0
  struct Context {
    uint32_t slot;
    uint64_t until;  // it runs until it has passed this many switch points
  };
  std::vector<Context> contexts;  // round by round, each round in slot order
};

struct PlannedRun {
  bool violation = false;        // the run ended in an error
  std::vector<sem::Word> inputs;  // in the order the run took them
  std::vector<uint32_t> schedule;
};

PlannedRun runPlan(const ir::Program& prog, const ContextPlan& plan, const explore::Options& eo);

}  // namespace ferret::smt
