// The SMT engine of `ferret verify --engine smt` (issue 15): the program
// encoded bit-precisely as formulas over one of Rakamarić's memory models,
// solved by Z3.  Bugs come from bounded model checking with growing
// unwinding; a model's inputs are replayed by the concrete executor with
// the inputs pinned, so a FALSE always has a real run's trace.  Proofs
// come from Constrained Horn Clauses solved by Z3's Spacer (each loop head
// and recursive function a predicate), over mathematical integers where
// that is exact and over bit-vectors otherwise, or from a bounded model
// check that finds no path longer than its bound.
//
// A program that creates threads is checked under a context bound instead
// (context_bound.hpp): FALSE when a concrete run with the model's schedule
// confirms a bug, else UNKNOWN, never TRUE.
//
// Z3's headers stay inside src/engines/smt/: this interface has none.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

// Measured (bench/RESULTS.md, issue 18).
constexpr uint32_t kDefaultInlineDepth = 2;
// Contexts per thread of a pthread program when --context-bound is not
// given: the bugs of the threaded tasks in bench/RESULTS.md need at most 3.
constexpr uint32_t kDefaultContexts = 3;

struct Options {
  // Properties, the time limit, and the options of the confirming run.
  explore::Options explore;
  // --memory-model: monolithic, split-type or split-alias; empty: the
  // default (the fastest model sound on every program, see
  // docs/architecture.md).
  std::string memoryModel;
  // Most BMC levels (stretches between cut points along a path); 0: until
  // the time limit.
  uint32_t maxLevels = 0;
  bool bmc = true, chc = true;  // which methods run
  // Test generation: reaching one of these coverage probes (the program is
  // instrumented) is the violation to find, property "goal" (explore.goal
  // confirms it); every other error ends its path.  TRUE: none is reachable.
  std::vector<uint32_t> goalEdges;
  // The same for a goal of several steps: its automaton is followed along
  // every path (a state carried with memory), and a path it accepts is the
  // goal (explore.goal must be the same automaton).
  const fql::Automaton* goalAutomaton = nullptr;
  // --inline-depth: in the Horn clauses, calls this many frames deep (above
  // main or the summarised function they are made in) and deeper are
  // replaced by the callee's summary: its frame havocked, its predicate
  // relating arguments and memory before to result and frame after.
  uint32_t inlineDepth = kDefaultInlineDepth;
  // --no-frames: summaries havoc all of memory (what the frames save, measured).
  bool frames = true;
};

// A loop head's invariant as the proof found it.
struct Invariant {
  std::string function;
  ir::LocId loc = 0;              // the loop head's first instruction
  std::vector<std::string> callers;  // the calls it was inlined through, outermost first
  // The invariant as a C-like expression over the program's variables
  // (pointers as object(p) and offset(p), memory as memoryN[o][i]), and
  // its conjuncts that are plain C over the variables in scope there
  // ("1" when none is).
  std::string expression;
  std::string cExpression;
};

struct Stats {
  std::string memoryModel;
  uint32_t regions = 0;
  uint32_t unsafeNodes = 0;     // type-unsafe alias classes found
  uint32_t unifiedTypes = 0;    // split-type: types merged by eager unification
  std::string proof;            // what proved TRUE: chc-int, chc-bv, chc-int-abstract, bmc
  uint32_t levels = 0;          // deepest BMC unwinding checked
  uint32_t refinements = 0;     // integer operations given wrap-around after a counterexample
  // Context-bounded threads: contexts per thread, threads encoded (main
  // included), rounds of tracked-region refinement, regions tracked.
  uint32_t contexts = 0, threads = 0, trackingRounds = 0, trackedRegions = 0;
  uint64_t approximated = 0;    // operations the integer encoding over-approximated
  uint64_t confirmations = 0;   // concrete runs made to confirm models
  double bmcSeconds = 0, chcSeconds = 0, confirmSeconds = 0;
  std::vector<std::string> attempts;  // each proof attempt and how it ended
};

struct Result {
  explore::Result outcome;
  std::vector<Invariant> invariants;
  Stats stats;
};

Result run(const ir::Program& prog, const Options& opts);

// A function's or C loop's inferred modifies clause (Rakamarić's thesis,
// §4.4.2), for --show-frames.  Locations are C-like lvalues reached from
// the roots (globals and parameters; for a loop also the function's
// locals): `g`, `*p`, `p->@8` (the field at byte 8), `p[*]` (any element),
// `p[?]` (any byte); a location is listed when its region of the memory
// model is in the frame, so the clause is as exact as the model.
struct ModifiesClause {
  std::string function;
  bool loop = false;
  ir::LocId loc = 0;                   // a loop's keyword
  std::vector<std::string> locations;  // what callers (or the code after the loop) can see
  std::vector<std::string> locals;     // loops: C variables in registers it assigns
  bool allocation = false;             // allocates, frees or ends objects
  bool indirect = false;               // calls through a pointer
};

// Every reachable defined function's clause, each followed by its loops'.
std::vector<ModifiesClause> modifiesClauses(const ir::Program& prog, const Options& opts);

// Whether `name` is a memory model's name (for the command line).
bool knownMemoryModel(const std::string& name);

}  // namespace ferret::smt
