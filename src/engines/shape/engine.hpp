// The shape engine's internals: a symbolic state and the engine that steps
// it (exec.cpp: instructions; library.cpp: library models; search.cpp:
// the search, garbage and exits, confirmation).
#pragma once

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engines/explore/invariants.hpp"
#include "engines/explore/domain.hpp"
#include "engines/shape/shape.hpp"
#include "ir/liveness.hpp"
#include "sem/violation.hpp"
#include "smg/join.hpp"
#include "smg/smg.hpp"

namespace ferret::shape {

using smg::ObjectId;
using smg::ValueId;

struct Frame {
  const ir::Function* fn = nullptr;
  uint32_t pc = 0;     // the next instruction
  uint32_t block = 0;
  uint32_t regBase = 0;
  uint32_t retDst = ir::kNoOperand;
  ir::LocId callLoc = 0;
  std::vector<ObjectId> objects;  // its stack variables and allocas
};

// A __VERIFIER_nondet_* result or an input from the environment, in the
// order the path asked for them: a model of the path picks a concrete value
// for each (model.hpp).
struct Input {
  ValueId value;
  ir::TypeId type;
  // Environment inputs (sem/inputs.hpp): what was asked, as the explicit
  // engine will ask it when it confirms the path.
  std::optional<sem::InputRequest> request = std::nullopt;
};

// y = (base * mul + add) mod 2^bits, a value computed from another with a
// constant: where base's range keeps it from wrapping, narrowing either
// narrows the other, so a model of the inputs meets conditions on values
// computed from them, and a loop counter's copy knows its bound.
struct Link {
  ValueId y, base;
  int64_t mul, add;
  unsigned bits;
};

// x < y (strict) or x <= y, as `bits`-bit integers compared signed or
// not: what a branch on two unknowns learnt, which their intervals alone
// cannot say (lo < hi says little of either's bounds).
struct Order {
  ValueId x, y;
  bool strict, sign;
  unsigned bits;
};

// Integers are held zero-extended from their width (an i32 -1 is
// 0xffffffff); 64-bit ones as int64_t bits.  Pointers are addresses.
struct State {
  smg::Smg g;
  std::vector<Frame> frames;
  std::vector<ValueId> regs;  // kNoValue: never written (undefined when read)
  std::vector<Input> inputs;
  std::vector<ValueId> atExit;  // handlers registered by atexit(), in order
  // Memory was lost on the way: under valid-memcleanup, never freed, so a
  // violation if the program ends (lost objects leave the graph).
  bool leaked = false;
  // Options::coverage with explore.goal: the goal automaton's state along
  // the path (states in different ones are never joined: a join would
  // forget how far the path is in the goal's sequence).
  uint32_t goal = 0;
  // While the atexit handlers run: how many frames lie below the running
  // handler (the stack exit() was called from; none after main returned),
  // and how the program ends once the last handler has returned.
  struct Exiting {
    uint32_t depth;
    bool viaExit;
  };
  std::optional<Exiting> exiting;
  std::vector<Link> links;
  std::vector<Order> orders;
  uint64_t steps = 0;
  uint32_t forks = 0;  // forks along the path
  bool ended = false;
  // The graph was abstracted or joined on the way: it stands for states
  // other paths reached too, and `inputs` no longer names this path's.
  bool abstracted = false;
  // Joins made into this state where it is kept at a loop head: the
  // counters' relations are widened only after a few (a hull of two or
  // three points says more than the loop keeps, and widening it that early
  // drops what the loop does keep).
  uint32_t joins = 0;
  // Inside a summarised call (calls.cpp): the call cache's entry the state
  // runs for (its frames are the callee's, its graph the part the callee
  // can reach), and what the caller's part holds of that graph, kept as
  // roots; a returned state has the return value after them.
  uint32_t entry = kNoEntry;
  std::vector<ValueId> pinned;
  uint32_t depth = 0;  // frames of the callers cut away
  static constexpr uint32_t kNoEntry = UINT32_MAX;
};

// Forks s into the feasible ones of n options; apply(t, i) refines t for
// option i and says whether it is feasible.  s becomes the first feasible
// one; a state with none ends.
template <class F>
void forkInto(State& s, size_t n, std::vector<State>& out, F apply) {
  std::vector<State> more;
  for (size_t i = 1; i < n; ++i) {
    State t = s;
    if (apply(t, i) && !t.ended) {
      ++t.forks;
      more.push_back(std::move(t));
    }
  }
  if (!apply(s, 0)) {
    if (more.empty()) {
      s.ended = true;
      return;
    }
    s = std::move(more.back());
    more.pop_back();
  }
  for (State& t : more) out.push_back(std::move(t));
}

// An 8-bit integer: the type bytes of strings are read as.
const ir::Type& byteType();

class Engine {
  friend class StringCall;  // strings.cpp

 public:
  Engine(const ir::Program& prog, const Options& opts);
  Result run();

 private:
  const ir::Program& prog_;
  const Options& opts_;
  const explore::Properties& props_;
  explore::Result res_;
  std::vector<Plot> plots_;
  static constexpr size_t kMaxPlots = 256;
  uint64_t confirmations_ = 0;
  bool metAfterAbstraction_ = false;
  absl::flat_hash_set<uint32_t> reached_;  // Options::coverage: the probes' edges reached
  absl::flat_hash_set<uint32_t> reachedConcretely_;  // of those, by a state not abstracted
  std::vector<ObjectId> runtimeObj_;  // argv and its string
  absl::flat_hash_map<uint64_t, std::vector<uint32_t>> live_;  // (function, pc) -> live words
  bool stop_ = false;
  std::vector<State> forks_;  // successors split off by the step being executed
  std::vector<ObjectId> globalObj_, functionObj_;
  std::vector<bool> readOnly_;  // by ObjectId: constant globals
  std::vector<std::unique_ptr<ir::Liveness>> liveness_;
  std::vector<std::vector<uint32_t>> joins_;  // per function: predecessor counts of blocks
  absl::flat_hash_set<std::string> visited_;
  std::vector<std::vector<bool>> loopHeads_;  // per function, per block
  // The abstract states kept at each loop head, by location (frames' pcs),
  // and for the key (key(), hashed) of each state that arrived there, the
  // kept state that took it in.
  struct Kept {
    std::vector<State> states;
    absl::flat_hash_map<size_t, size_t> met;
  };
  absl::flat_hash_map<std::string, Kept> fixpoint_;
  std::vector<std::pair<sem::ErrorKind, ir::LocId>> reported_;

  // ---- exec.cpp ----
  State initial();
  // A variable the C library defines (stdin, optarg, environ, ...): its
  // value is not the zero of an unwritten global.
  void libraryVariable(smg::Smg& g, size_t global);
  void markReadOnly(ObjectId o, bool readOnly);
  // Runs s until its path ends or it reaches a block where states are
  // matched (true).
  bool advance(State& s);
  void step(State& s, const ir::Inst& in);
  ValueId val(State& s, ir::Operand o);
  void set(State& s, uint32_t dst, ValueId v) { s.regs[s.frames.back().regBase + dst] = v; }
  ValueId constWord(State& s, const ir::ConstWord& c);
  // Splits s: returns a copy to be refined as another successor; push it
  // with keep() once it is.
  State split(const State& s) const { return s; }
  void keep(State&& t) {
    if (!t.ended) {
      ++t.forks;
      forks_.push_back(std::move(t));
    }
  }
  void enterBlock(State& s, uint32_t to);
  void binary(State& s, const ir::Inst& in);
  void cast(State& s, const ir::Inst& in);
  void compare(State& s, const ir::Inst& in);
  void branchOn(State& s, ValueId c, uint32_t ifTrue, uint32_t ifFalse);
  void select(State& s, const ir::Inst& in);
  void sw(State& s, const ir::Inst& in);
  void gep(State& s, const ir::Inst& in);
  void load(State& s, const ir::Inst& in);
  void store(State& s, const ir::Inst& in);
  void allocaInst(State& s, const ir::Inst& in);
  void ret(State& s, const ir::Inst& in);
  void typeAllocated(State& s, ValueId result);
  void intrinsic(State& s, const ir::Inst& in);
  void call(State& s, const ir::Inst& in);
  // The function an address names (its object's start), or null.
  const ir::Function* functionAt(const smg::PointsTo& pt) const;
  void pushFrame(State& s, const ir::Function& fn, const std::vector<ValueId>& args, uint32_t dst, ir::LocId loc);
  // The object and offset `size` bytes at `addr` may be accessed at; forks
  // a symbolic size; nullopt when the path ended (an error, or UNKNOWN).
  struct Place {
    ObjectId object;
    int64_t offset;
  };
  std::optional<Place> access(State& s, ValueId addr, uint64_t size, bool write);
  ValueId readField(State& s, ObjectId o, int64_t off, const ir::Type& t);
  void writeField(State& s, ObjectId o, int64_t off, const ir::Type& t, ValueId v);
  // For an operation that needs v to be a constant: one successor per value
  // v may have (at most a few), each running the current instruction again
  // with v pinned to it; more values end the path with UNKNOWN.
  void pinAndRetry(State& s, ValueId v, const std::string& what);
  // Narrows what the values y was computed from (State::links) to what y
  // now is; false if that is infeasible.
  bool propagate(State& s, ValueId y);
  // A fresh unknown integer of `bits` bits (any value of them).
  ValueId unknownInt(State& s, unsigned bits);

  // ---- library.cpp ----
  void library(State& s, const ir::Inst& in, std::string_view name, const std::vector<ValueId>& args);
  std::optional<std::string> constString(State& s, ValueId addr);
  // A heap block for the call `in`, labelled by `how` and its line, of the
  // type the program casts the call's result to.
  ObjectId allocate(State& s, ValueId size, bool zeroed, const std::string& how, const ir::Inst& in);
  smg::Provenance provenance(const State& s, const std::string& how, const ir::Inst& in) const;
  // What an object allocated as type `t` (0: not known) is, labelled so.
  smg::Provenance typed(std::string label, ir::TypeId t) const;
  void freeBlock(State& s, ValueId addr);
  // A coverage probe, __ferret_cover(edge): Options::goalEdges.
  void probe(State& s, const std::vector<ValueId>& args);
  // memset/memcpy/memmove: a constant length, or one that is the whole
  // objects' symbolic size, done over fields; any other is pinned.
  void blockCall(State& s, const ir::Inst& in, std::string_view name, const std::vector<ValueId>& args);
  void boundedBlockCall(State& s, const ir::Inst& in, std::string_view name, const std::vector<ValueId>& args);
  // Values a symbolic offset or length is split into at most (pinAndRetry).
  static constexpr int64_t kMaxConcretise = 64;

  // ---- environment.cpp ----
  // What a program reads from outside (sem/inputs.hpp) as unknown values
  // of its range; false when `name` reads nothing.
  bool environment(State& s, const ir::Inst& in, std::string_view name, const std::vector<ValueId>& args);
  void lineRead(State& s, const ir::Inst& in, const std::vector<ValueId>& args);
  // main's argc and argv, into its arguments; false if the path ended.
  bool mainArguments(State& s, std::vector<ValueId>& args);
  // What the explicit engine is given for an environment input of a path.
  sem::InputValue inputValue(State& s, const Input& i, uint64_t picked);
  ValueId unknownIn(State& s, int64_t lo, int64_t hi);
  explore::DomainCache domains_;
  // The bounds widening jumps to, ascending (fixpoint.cpp).
  std::vector<int64_t> widenBounds_;
  static std::vector<int64_t> widenBounds(const ir::Program& prog);

  // ---- strings.cpp ----
  // strlen, strcpy, strcmp, strchr, strdup and the rest over fields; false
  // when `name` is not one of them.
  bool strings(State& s, const ir::Inst& in, std::string_view name, const std::vector<ValueId>& args);
  // printf, puts and the other output functions: no memory changes, but
  // every string they print is read to its terminator (strings.cpp).
  bool output(State& s, const ir::Inst& in, std::string_view name, const std::vector<ValueId>& args);

  // ---- lists.cpp ----
  // An instruction about to use an address of a segment's end: one
  // successor where the segment is empty, one where that end's node is
  // materialised, each running the instruction again.  False when `addr`
  // is no such address.
  bool concretise(State& s, ValueId addr);
  // Narrows a possibly empty segment to empty (removed) or not; false if
  // that is infeasible.
  bool decideEmptiness(State& s, ObjectId seg, bool nonEmpty);
  // Splits s on a possibly empty segment and goes on with `then` in each.
  template <class F>
  void onEmptiness(State& s, ObjectId seg, F then) {
    forkInto(s, 2, forks_, [&](State& t, size_t i) {
      if (!decideEmptiness(t, seg, i == 0)) return false;
      then(t);
      return true;
    });
  }

  // ---- counters.cpp ----
  // The verifier's counters (smg/counters.hpp): r = a + b, a - b or c * a
  // recorded where no operand's range lets it wrap; false if that is
  // infeasible.
  bool relateArithmetic(State& s, const ir::Inst& in, ValueId r, ValueId a, ValueId b);

  // ---- calls.cpp ----
  // A caller waiting for the exits of a cache entry: its state after the
  // call, which of its objects the callee's graph holds, and the values
  // of that graph its own part holds (the callee's pinned roots).
  struct Waiter {
    State caller;
    std::vector<bool> inside;
    std::vector<ValueId> boundary;
    uint32_t dst;
  };
  // An entry joined into a wider one is superseded: its exits stay its
  // own waiters', and calls it does not match exactly go to the wider one.
  struct CallEntry {
    State entry;
    std::vector<Waiter> waiters;
    bool superseded = false;
  };
  std::vector<CallEntry> entries_;
  absl::flat_hash_map<std::string, uint32_t> entryByKey_;
  // Per function: misses since its last hit (Predator's limit: past
  // Options::callCacheMisses the function is inlined from then on).
  std::vector<uint32_t> missesInARow_;
  std::vector<std::vector<bool>> namedGlobals_;  // per function, per global: ir::globalsNamed
  // The cache entry for the cut state c of a call to fn made by s: an
  // exact one, a covering one, or a new one (joined with one of fn's,
  // with entailment); `hit` says whether it was there already.
  uint32_t entryFor(const State& s, State& c, const ir::Function& fn, bool& hit);
  // A call through the cache: the callee runs on its part of the graph, or
  // a cached entry it matches gives its exits.  False: the call is inlined.
  bool summarise(State& s, const ir::Function& fn, const std::vector<ValueId>& args, uint32_t dst, ir::LocId loc);
  // The summarised callee returned `result`: a new exit goes to every waiter.
  void calleeReturned(State& s, const std::vector<ValueId>& result);
  // The caller after the call, the exit grafted into its graph.
  void resume(const Waiter& w, const State& exit);
  static std::string exitLocation(uint32_t entry);

  // ---- fixpoint.cpp ----
  void findLoopHeads();
  bool isLoopHead(const State& s) const;
  // At a loop head of the abstracting search: abstraction, then the states
  // kept there decide.  False: s is entailed and its path ends; true: s,
  // possibly replaced by a join, goes on.
  bool fixedPoint(State& s);
  // The registers live where each frame stands (with its promoted
  // locals), as indices into State::regs; the rest are forgotten.
  std::vector<uint32_t> liveRegisters(const State& s);
  void forgetDead(State& s);
  struct JoinedState {
    State state;
    smg::JoinStatus status;
    bool inserted;
    std::vector<smg::JoinedValue> origins;
  };
  // `widen`: the counters' relations that changed since `kept` are dropped.
  std::optional<JoinedState> joinStates(const State& kept, const State& s, bool widen);
  // A join of s into `into` that is to replace it: widened once `into`
  // was joined a few times, or `now` (what grew jumps to the next bound,
  // the counters' relations that changed are dropped).
  void widenJoin(JoinedState& best, const State& into, const State& s, bool now = false);

  // ---- search.cpp ----
  std::string key(State& s);
  // Every register value that still matters, with the frames' locals and
  // the atexit handlers: the roots for garbage and canonical form.
  std::vector<ValueId> rootValues(State& s, bool onlyLive);
  std::vector<ObjectId> rootObjects(const State& s) const;
  // Heap blocks lost since the last look: a memtrack violation, or removed.
  void collect(State& s);
  // The program ends: exit(), abort(), return from main (main's frame
  // gone).  exit() and the return run the atexit handlers first, each as a
  // call on top of the stack; the last one's return ends the program.
  void exit(State& s, bool viaExit, bool runsHandlers = true);
  // After an atexit handler returned: the next one, or the end.
  void nextHandler(State& s);
  // The path reached an error of `kind`: a counterexample if it violates a
  // checked property and a concrete run confirms it.
  void error(State& s, sem::ErrorKind kind, const std::string& what, const std::string& property = "");
  // Undefined behaviour the property does not name (sem::isUndefinedBehaviour):
  // the path ends, complete; the place is reported, with a concrete run of
  // the path's inputs to replay when one meets it there.
  void undefinedBehaviour(State& s, sem::ErrorKind kind, const std::string& what);
  // Where s is, for a reason: "at file:line".
  std::string where(const State& s) const;
  // The location of the instruction the state is running (it has a frame).
  ir::LocId current(const State& s) const;
  // The path ends without a verdict: TRUE is no longer possible.
  void unknown(State& s, const std::string& why);
  void incomplete(const std::string& why);
  bool confirm(State& s, const std::string& property);
  // The path's inputs, pinned to a few models of them, run through the
  // explicit engine: the first result `wanted` accepts.  Lost memory is
  // looked for only with `memtrack`.
  std::optional<explore::Result> concreteRun(State& s, bool memtrack,
                                             const std::function<bool(const explore::Result&)>& wanted);
  // x op c (or c op x) with the no-signed-wrap flag, x unknown: forks off
  // the values of x for which it overflows (an error) and keeps x to the
  // others where one interval holds them; false if none is left.
  bool splitOverflow(State& s, const ir::Inst& in, ValueId x, int64_t c, bool constantFirst);
  // x op y with the no-signed-wrap flag on two unknowns whose signed values
  // are each one interval: forks off an error when the range of x op y
  // leaves the type's, and gives the signed range of the results that do
  // not overflow (empty, and the path ended, when every one does); nothing
  // when an operand's signed values are not one interval.
  std::optional<std::pair<__int128, __int128>> overflowOfUnknowns(State& s, const ir::Inst& in, ValueId a, ValueId b);
  void dump(State& s, const char* what);

  // ---- invariants.cpp ----
  // With opts.explore.invariants: the intervals of the variables at every
  // state entering a loop head, for a TRUE answer's correctness witness.
  std::optional<explore::LoopFacts> loopFacts_;
  std::vector<std::vector<uint32_t>> loopAt_;  // per function and block: its loop, or UINT32_MAX
  void watchLoops();
  void observeLoopHead(State& s);
};

}  // namespace ferret::shape
