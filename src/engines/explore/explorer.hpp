// The explicit-state engine of `ferret verify` (DESIGN.md §3): depth-first
// or breadth-first exploration of every nondeterministic choice of a
// program, on one mutable state with save points, with canonical states in a
// visited set.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fql/automaton.hpp"
#include "ir/program.hpp"
#include "engines/hostfs/host_files.hpp"
#include "sem/executor.hpp"

namespace ferret::explore {

enum class VisitedMode { Exact, Compact, Bitstate };

// Depth-first (after bounded hunting rounds) by default; breadth-first finds
// a counterexample with the fewest choices.
enum class Order { DepthFirst, BreadthFirst };

// Which errors are property violations; others end a path without a
// verdict (the search can then no longer answer TRUE).
struct Properties {
  bool validDeref = true, validFree = true, validMemtrack = true;
  bool validMemcleanup = false, unreachCall = true, noOverflow = false;
  bool noDataRace = false;
  // Deadlocks and pthread misuse are violations of their own, outside
  // SV-COMP's properties: checked unless a property file says what to check.
  bool pthreads = true;
};

// The parts of the program's environment fixed by the user (verify --stdin,
// -- ARGS, --env, --file, --fs-root); every other part is input.
struct FixedEnvironment {
  std::optional<std::string> stdinBytes;          // all of stdin
  std::optional<std::vector<std::string>> arguments;  // argv[1..]
  // getenv's answers by name: a value, or none for an unset variable.
  std::vector<std::pair<std::string, std::optional<std::string>>> variables;
  // Files by path (lexically normalised, sem/files.hpp): their contents,
  // or none for no such file.
  std::vector<std::pair<std::string, std::optional<std::string>>> files;
  // The snapshot of every other file (verify --fs-root); none: their
  // contents are input.  Shared by the engines of one verification, so
  // all see the same bytes.
  std::shared_ptr<hostfs::Snapshot> snapshot;
};

struct Options {
  sem::Limits limits;
  Properties props;
  std::vector<std::string> argv;  // argv[0], the program's name
  FixedEnvironment fixed;
  uint64_t maxStates = 0;       // 0 = none
  uint64_t maxDepth = 0;        // choices along one path, 0 = none
  double timeoutSeconds = 0;    // CPU seconds
  bool allErrors = false;
  Order order = Order::DepthFirst;
  VisitedMode visited = VisitedMode::Exact;
  uint64_t bitstateBytes = 64 << 20;
  // Most context switches away from a thread that could go on, along one
  // path (-1: no bound).  A bounded search answers FALSE or UNKNOWN.
  int contextBound = -1;
  // Sleep sets (Godefroid) on top of switching at visible operations:
  // a thread whose next step commutes with the ones taken since it was last
  // tried is not tried again.  Depth-first only.
  bool por = true;
  // The values of the __VERIFIER_nondet_* calls, in order (then 0), and of
  // the environment's inputs, in order (then the first of their domain):
  // one path is replayed, the other choices (the allocator's) still
  // explored.  The shape engine confirms a counterexample so.
  std::optional<std::vector<sem::Word>> pinned;
  // The thread chosen at each schedule choice, in order; after the list,
  // as `ferret run --schedule` goes on: the running thread while it can,
  // else the lowest-numbered runnable one.  The SMT engine's context-bounded
  // search confirms a counterexample so: one interleaving, not all.
  std::optional<std::vector<uint32_t>> pinnedSchedule;
  // Collect loop invariants for a TRUE answer (Result::invariants): loop
  // heads then take the executor's general path.
  bool invariants = false;
  std::vector<sem::InputValue> pinnedInputs;
  // Test generation (`ferret testgen`): a path to this goal is searched for
  // instead of a violation.  The program is instrumented with coverage
  // probes, and the goal's automaton steps at each; a path it accepts is
  // the answer (Verdict::False, property "goal", its trace the test's
  // inputs).  Every error ends its path, as it ends a test's run, and a
  // path the automaton can no longer accept ends too.  A complete search
  // that finds none (Verdict::True) proves the goal infeasible.
  const fql::Automaton* goal = nullptr;
};

struct Choice {
  ir::LocId loc;
  std::string function;  // the function containing the choosing instruction
  std::string name;      // Input: __VERIFIER_nondet_<name>
  sem::Word value;       // Schedule: the thread that runs next; AddressReuse,
                         // UninitBranch: 1 = yes (reused, branch taken)
  ir::TypeId type;
  sem::ChoiceKind kind = sem::ChoiceKind::Input;
  uint32_t thread = 0;   // the thread standing at loc
  // Schedule: where the thread chosen to run stands (witness waypoints).
  ir::LocId toLoc = 0;
  std::string toFunction = {};
  uint32_t options = 0;  // how many values the choice had
  // Environment: what was asked, and the answer (value holds a number; a
  // text, stdin's bytes or a string, is here, none for an unset variable).
  sem::InputRequest input = {};
  std::optional<std::string> text = {};
  bool schedule() const { return kind == sem::ChoiceKind::Schedule; }
};

struct Stats {
  uint64_t states = 0;       // distinct states stored
  uint64_t revisits = 0;     // states found already visited
  uint64_t paths = 0;        // paths ended (exit, block, violation)
  uint64_t maxDepth = 0;
  uint64_t steps = 0;
  uint64_t storedBytes = 0;  // everything the visited set holds
  double seconds = 0;
  double storeSeconds = 0;   // of which encoding states and looking them up (estimated from a sample)
  uint64_t peakMB = 0;        // the process's resident memory at its peak
  uint64_t slept = 0;        // thread choices the sleep sets left out
  uint64_t callHits = 0;     // shape engine: calls a cached summary answered
  uint64_t callMisses = 0;   // and calls whose callee was analysed
  uint64_t metAgain = 0;     // shape verifier: loop-head arrivals equal to an earlier one there
};

struct Progress {
  const Stats& stats;
  uint64_t depth;
};

// A fact the proving engine holds at a program point whenever control is
// there, over the C variables in scope (a correctness witness's loop
// invariant): e.g. "0 <= i && i <= n".
struct Invariant {
  ir::LocId loc = 0;         // the loop head (or other point) it holds at
  std::string function;
  std::string expression;    // a side-effect-free C expression
};

struct Result {
  enum class Verdict { True, False, Unknown } verdict = Verdict::Unknown;
  std::string property;  // the violated (sub)property, for False
  std::string reason;    // for Unknown
  sem::Violation violation;
  uint32_t thread = 0;  // the thread that made the violation
  std::vector<Choice> trace;
  std::vector<std::pair<sem::Violation, std::vector<Choice>>> more;  // --all-errors
  // Undefined behaviour that ended paths (sem::isUndefinedBehaviour), the
  // first path to each place, whatever the verdict.  With Options::goal,
  // every error that ended a path (as it ends a test's run), the error
  // function and failed assertions excepted.
  struct Undefined {
    sem::Violation violation;
    std::vector<Choice> trace;
    bool replays = true;  // false: found symbolically, no concrete run confirmed it
  };
  std::vector<Undefined> undefined;
  std::vector<std::string> incomplete;  // why TRUE was impossible, if it was
  std::vector<Invariant> invariants;    // for TRUE: what the proof holds at loop heads
  std::string invariantsWhy;            // for TRUE without invariants: why there are none, if known
  Stats stats;
};

// Which SV-COMP (sub)property an executor error violates, if any of the
// checked ones; empty if none.
std::string propertyOf(sem::ErrorKind k, const Properties& p);
// A nondet input's value as a test or --inputs gives it: in C's notation
// for its type (signed or not, as its __VERIFIER_nondet_<type> says).
std::string choiceValueText(const ir::Program& prog, const Choice& c);
// Records undefined behaviour met on a path (the first path to each place,
// at most 16 places); `undefinedNoted`: whether it would add nothing.
void noteUndefined(Result& res, const sem::Violation& v, std::vector<Choice> trace, bool replays = true);
bool undefinedNoted(const Result& res, const sem::Violation& v);

Result explore(const ir::Program& prog, const Options& opts, const std::function<void(const Progress&)>& progress = {});

}  // namespace ferret::explore
