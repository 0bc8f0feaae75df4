// The encoding of an ir::Program as formulas: symbolic execution of the
// loop-free stretches between cut points (loop heads, and in CHC mode the
// calls of recursive functions), merging the states of paths where they
// join.  Bounded model checking strings these stretches together a level at
// a time; the CHC encoding turns each into a Horn clause between the
// predicates of its cut points.  Both use the same encoder, so a bug in the
// semantics shows in both.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engines/explore/explorer.hpp"
#include "engines/smt/arith.hpp"
#include "engines/smt/facts.hpp"
#include "engines/smt/frames.hpp"
#include "engines/smt/memory_model.hpp"
#include "engines/smt/points_to.hpp"
#include "engines/smt/state.hpp"
#include "engines/smt/threads.hpp"
#include "ir/program.hpp"

namespace ferret::smt {

// What reaching a bad condition means.
//  Violation  a checked property fails (FALSE once a concrete run confirms it);
//  Incomplete the executor would end the path without a verdict (a division
//             by zero, an unsupported construct): no TRUE while reachable;
//  Inexact    an integer encoding left the N-bit range it assumed: refine.
enum class BadClass : uint8_t { Violation, Incomplete, Inexact };

struct Site {
  BadClass cls;
  std::string property;  // Violation
  std::string what;
  uint32_t fn = 0, inst = 0;
};

struct Input {
  z3::expr guard;
  z3::expr value;
  ir::TypeId type;
  std::string name;
};

// A cut point: each frame's function and where it stands, bottom first;
// callers stand at their calls, the top frame at a loop head's first
// instruction or at a call of a recursive function.
struct CutKey {
  std::vector<std::pair<uint32_t, uint32_t>> frames;
  bool atCall = false;  // the top frame stands before a summarised call
  auto operator<=>(const CutKey&) const = default;
};

struct Outputs {
  struct Cut {
    CutKey key;
    State state;
  };
  std::vector<Cut> cuts;
  std::vector<std::pair<z3::expr, uint32_t>> bads;  // guard, site index
  std::vector<State> returns;  // a summarised function returned
  std::vector<State> exits;    // in a summarised function the program ended
  std::vector<Input> inputs;
  std::vector<z3::expr> unwound;  // paths cut by the inlining bound
  std::vector<z3::expr> facts;    // constraints of fresh values (ranges)
};

struct EncoderOptions {
  explore::Properties props;
  bool ints = false;
  bool chc = false;          // recursive calls are cut points (else inlined)
  uint32_t inlineDepth = 8;  // BMC: most activations of one function on the stack
  // Horn clauses: a call this many frames above the summarised function
  // or main it is made in, or deeper, is replaced by the callee's summary
  // (--inline-depth); recursive calls always are.
  uint32_t summaryDepth = UINT32_MAX;
  bool frames = true;  // false: a summary havocs all memory, not the callee's frame
  std::set<std::pair<uint32_t, uint32_t>> wrap;  // integers: (function, instruction) encoded with wrap-around
  bool abstractContents = false;  // loads give any value (memory contents not tracked)
  // Polled while encoding: true stops it (z3::exception "canceled").
  std::function<bool()> stop;
  // Most instructions encoded (inlining grows exponentially with the
  // depth of a recursion that calls itself twice); 0: no bound.
  uint64_t maxEncoded = 0;
  // Context-bounded threads (threads.hpp): rounds per thread; 0: the
  // program is encoded as one thread (pthread calls are unsupported).
  uint32_t contexts = 0;
  // With contexts: the regions whose contents are tracked (empty: all);
  // the others read as any value and their writes are dropped.
  std::vector<bool> trackedRegions;
  std::vector<uint32_t> goalEdges;  // Options::goalEdges
  const fql::Automaton* goalAutomaton = nullptr;  // Options::goalAutomaton
};

class Encoder {
 public:
  Encoder(z3::context& c, const ir::Program& prog, const Facts& facts, const PointsTo& pt, const Regions& regions,
          const Frames& frames, EncoderOptions opts);

  // The program's start: globals initialised, main's frame at its entry.
  State initial();
  // A summarised function's entry, its arguments and memory fresh.
  State entry(uint32_t fn);
  // Runs a state from where its top frame stands to the next cut points,
  // returns and program ends.
  void run(State s, Outputs& out);
  // The end of the program (exit(), abort(), main returned): the memory
  // still allocated is checked.
  void programEnd(State& s, Outputs& out);
  // Names every compound component of a state by a fresh constant with its
  // definition in out.facts.  Terms stay shallow: Z3 4.8 takes time
  // quadratic in the depth of a term to delete it, and unrolled paths make
  // terms as deep as they are long.
  void checkpoint(State& s, Outputs& out);
  void checkpointMemory(Mem& m, Outputs& out);
  // merge(), then checkpoint().
  State join(std::vector<State>& states, Outputs& out);

  // The predicate arguments of a state at a cut point, their sorts, and a
  // state built from variables.  A state that cannot be flattened (an
  // alloca in a loop) gives an empty optional.
  std::optional<std::vector<z3::expr>> flatten(const CutKey& key, const State& s);
  std::vector<z3::sort> signature(const CutKey& key);
  State unflatten(const CutKey& key, const std::vector<z3::expr>& vars);
  // Names of the flattened arguments, as C expressions where they are
  // program variables (for invariants).
  std::vector<std::string> argNames(const CutKey& key);

  // A summarised call, at a state standing at it: the callee's summary
  // arguments (inputs, then outputs: return words, memory, error code),
  // and the state after the call with the outputs in place.
  struct SummaryCall {
    uint32_t callee;
    std::vector<z3::expr> args;
    z3::expr err;
    State after;
  };
  SummaryCall summaryCall(const State& s);
  std::vector<z3::sort> summarySignature(uint32_t fn);
  // A summarised function's summary arguments at a return or program end
  // (err 0 returned, -1 ended the program, k > 0 bad site k - 1).
  std::vector<z3::expr> summaryArgs(const State& s, const z3::expr& err);
  // The same for a bad site reached from `start`: the outputs are any value.
  std::vector<z3::expr> summaryErrorArgs(const State& start, const z3::expr& err);
  // Whether a state in a summarised function left every region outside
  // the function's frame as it came (each is then the very term it came
  // with: nothing outside the frame is ever written or renamed).  Checked
  // at its returns, exits and cut points.
  bool withinFrame(const State& s) const;
  // At a cut point with valid-memtrack checked: a live heap block no
  // pointer register of the state holds (it may be lost).
  z3::expr unanchored(const CutKey& key, const State& s);

  // Context-bounded threads (threads.cpp).  The thread whose states run()
  // steps from now on.
  void setThread(ThreadEncoding* t) { thread_ = t; }
  // The start of main, in round 0, or of a created thread in round
  // `start` (K: it never runs).
  State mainStart();
  State threadStart(const Spawn& sp, const z3::expr& start, Outputs& out);
  // Any memory (a guess of the shared state at a round's start).
  Mem anyMemory(const char* prefix) { return freshMem(prefix); }
  // The tracked components of two memories are equal.
  z3::expr sameMemory(const Mem& a, const Mem& b) const;
  // The thread runs no more after s when `when` holds: the round it is in
  // ends with its memory, the later rounds pass the state on unchanged.
  void leave(const State& s, const z3::expr& when, Outputs& out);
  // After the thread is encoded: the memory it leaves each round with.
  std::vector<Mem> roundEnds(Outputs& out);

  const std::vector<Site>& sites() const { return sites_; }
  // A site of the instruction being encoded last, or of a driver's own.
  uint32_t addSite(BadClass cls, const std::string& property, const std::string& what) { return site(cls, property, what); }
  Arith& arith() { return arith_; }
  z3::context& ctx() { return c_; }
  // Statistics: operations over-approximated by the integer encoding.
  uint64_t approximated() const { return approx_; }

 private:
  z3::context& c_;
  const ir::Program& prog_;
  const Facts& facts_;
  const PointsTo& pt_;
  const Regions& regions_;
  const Frames& frames_;
  EncoderOptions opts_;
  Arith arith_;
  std::vector<Site> sites_;
  std::map<std::tuple<uint32_t, uint32_t, std::string>, uint32_t> siteIndex_;
  uint64_t fresh_ = 0;
  uint64_t approx_ = 0;
  uint32_t firstDynamic_ = 0;
  std::vector<std::vector<uint32_t>> allocaSites_;  // per function: instructions that allocate stack objects
  std::vector<bool> pure_;                          // per function: touches no memory (see purity())
  uint32_t curFn_ = 0, curInst_ = 0;                // the instruction being encoded
  uint64_t encoded_ = 0;                            // instructions encoded, for polling opts_.stop
  uint32_t checks_ = 0;                             // conditions added to guards since the last naming
  z3::expr name(const z3::expr& e, Outputs& out);

  z3::expr freshConst(const z3::sort& s, const char* prefix = "v");
  void purity();
  bool pureRoot(uint32_t fn) const;  // a summarised function that touches no memory
  bool summarisedRoot(uint32_t fn) const;
  // Whether a call of callee at s is replaced by its summary.
  bool summarised(const State& s, uint32_t callee) const;
  // The frame of the memory a state rooted at fn carries in its own
  // variables; null: all of it (main).
  const WriteSet* carried(uint32_t root) const;
  const WriteSet& frameOf(uint32_t fn) const;
  WriteSet everything_;
  uint32_t site(BadClass cls, const std::string& property, const std::string& what);
  // A condition under which the executor reports `kind` at the current
  // instruction: a violation when its property is checked, else the end
  // of the path without a verdict.  The path goes on where it fails.
  void check(State& s, Outputs& out, const z3::expr& bad, sem::ErrorKind kind, const std::string& what);
  // Test generation: a goal is searched for, and every error ends its path.
  bool goalMode() const { return !opts_.goalEdges.empty() || opts_.goalAutomaton; }
  // A path ending (when `when` holds) covers the goal if the automaton
  // accepts it as it stands: the goal's bad site.
  void goalAtEnd(State& s, Outputs& out, const z3::expr& when);
  // The automaton's state after a probe, both as terms.
  z3::expr goalStep(const z3::expr& state, const z3::expr& probe);
  void unsupported(State& s, Outputs& out, const std::string& what);
  // No TRUE while a path where `when` holds is reachable.  Such paths go
  // on as encoded (more behaviours, never fewer): narrowing the guard
  // would change what the Horn solver sees of everything after them.
  void beyondModel(State& s, Outputs& out, const z3::expr& when, const std::string& what);
  void inexact(State& s, Outputs& out, const z3::expr& cond);
  // Takes what an arithmetic term says besides its value.
  z3::expr take(State& s, Outputs& out, Term t, const std::string& what);

  z3::sort sortOf(const Slot& slot) const;
  Val freshVal(const Slot& slot);
  z3::sort cellSort(uint32_t region) const;
  z3::sort auxSort(uint32_t region) const;
  z3::expr statusVal(Status s) const;
  std::vector<uint32_t> liveAt(const CutKey& key, size_t frame) const;
  uint32_t tracked() const;  // regions whose contents the state holds
  Mem freshMem(const char* prefix);
  // The components of memory in `frame` (all when null), flattened; those
  // outside it are left null by unflattenMem, to be taken from another
  // memory by fillOutside.
  void flattenMem(const Mem& m, std::vector<z3::expr>& out, const WriteSet* frame = nullptr) const;
  Mem unflattenMem(const std::vector<z3::expr>& vars, size_t& k, const WriteSet* frame = nullptr) const;
  void memSorts(std::vector<z3::sort>& out, const WriteSet* frame = nullptr) const;
  static void fillOutside(Mem& m, const Mem& from);

  // encoder.cpp: the walk
  void runFrame(State s, Outputs& out, std::vector<State>& returns);
  void runBlock(State s, Outputs& out, std::map<uint32_t, std::vector<State>>& pending, std::vector<State>& returns);
  void enter(State s, uint32_t from, uint32_t to, Outputs& out, std::map<uint32_t, std::vector<State>>& pending);
  // A call: false when the state does not go on after it (inlining cut,
  // program end, a summarised call's cut point).
  bool call(State& s, const ir::Inst& in, Outputs& out);
  void killFrame(State& s);

  // values.cpp
  Val get(const State& s, ir::Operand o, const Slot& as);
  void set(State& s, uint32_t word, Val v);
  Val coerce(Val v, const Slot& to);
  Val constant(const ir::ConstWord& c, const Slot& as);
  Slot slotOfWord(uint32_t fn, uint32_t word) const;
  // The integer a pointer converts to: exact for a pointer without an
  // object (an integer cast to a pointer), any value otherwise.
  z3::expr pointerInt(const Val& p, unsigned bits);
  z3::expr pointerCompare(State& s, Outputs& out, ir::IPred pred, const Val& a, const Val& b);

  // instructions.cpp
  bool step(State& s, const ir::Inst& in, Outputs& out);
  void binary(State& s, const ir::Inst& in, Outputs& out);
  void compare(State& s, const ir::Inst& in, Outputs& out);
  void cast(State& s, const ir::Inst& in, Outputs& out);
  void gep(State& s, const ir::Inst& in);
  void intrinsic(State& s, const ir::Inst& in, Outputs& out);
  void atomic(State& s, const ir::Inst& in, Outputs& out);
  ir::Operand argOf(const ir::Inst& in, uint32_t k) const;
  ir::TypeId argType(const ir::Inst& in, uint32_t k) const;

  // memory_ops.cpp
  Mem initialMemory();
  z3::expr valid(const Mem& m, const Val& p, const z3::expr& bytes, bool write);
  void checkAccess(State& s, Outputs& out, const Val& p, const z3::expr& bytes, bool write);
  std::vector<Val> load(State& s, Outputs& out, ir::Operand addr, ir::TypeId ty);
  void store(State& s, Outputs& out, ir::Operand addr, ir::TypeId ty, const std::vector<Val>& leaves);
  Val readCell(const Mem& m, uint32_t region, const Val& p, int64_t at, const Slot& slot, Outputs& out);
  void writeCell(Mem& m, uint32_t region, const Val& p, int64_t at, const Val& v, const Slot& slot);
  Val allocate(State& s, Status kind, const z3::expr& size, ir::Operand node, bool zeroed);
  void release(State& s, Outputs& out, const Val& p);
  void fill(State& s, Outputs& out, ir::Operand dst, const z3::expr& byte, const z3::expr& n);
  void copy(State& s, Outputs& out, ir::Operand dst, ir::Operand src, const z3::expr& n);
  void havoc(Mem& m, const std::vector<uint32_t>& regions, const z3::expr& obj);
  z3::expr pattern(uint32_t region, const z3::expr& byte);  // a cell whose every byte is `byte`
  void writeGlobal(Mem& m, uint32_t g);

  // library.cpp
  bool externCall(State& s, const ir::Inst& in, Outputs& out);

  // terminators.cpp: Mem::zero, the ghost that keeps a string's terminator
  // where Spacer can see it.  Every write to a ghosted region updates it,
  // so the offset it holds always holds a zero byte.
  bool ghosted(uint32_t region) const;
  // The ghost before any write: no zero byte known, but a global's first
  // zero byte of its initialiser.
  void zeroInitial(Mem& m);
  // n bytes written at (obj, off): `allZero` when each of them is 0.
  void zeroWrite(Mem& m, uint32_t region, const z3::expr& obj, const z3::expr& off, const z3::expr& n, const z3::expr& allZero);
  // n bytes copied from (src, srcOff) to (dst, dstOff), memmove's way.
  void zeroCopy(Mem& m, uint32_t region, const Val& dst, const Val& src, const z3::expr& n);
  // The ghost of an object set: `at` (zeroNone(): no zero byte known).
  void zeroSet(Mem& m, uint32_t region, const z3::expr& obj, const z3::expr& at);
  z3::expr zeroNone() const { return arith_.offNum(-1); }
  // A byte loaded from (obj, off) of a ghosted region as v: the fact that
  // it is 0 at the ghost's offset.
  z3::expr zeroRead(const Mem& m, uint32_t region, const Val& p, const z3::expr& off, const z3::expr& v);

  // threads.cpp
  ThreadEncoding* thread_ = nullptr;
  bool tracks(uint32_t region) const;
  // A switch point: the thread may move on to a later round (or stop).
  // `only`: the paths that pass it (none: all).
  void preempt(State& s, Outputs& out, bool blocking, const z3::expr* only = nullptr);
  bool inAtomicFunction(const State& s) const;
  // The thread's round ends with s.mem when `when` holds.
  void commit(const State& s, const z3::expr& when, Outputs& out);
  // The pthread and atomic-section models; none when `in` calls none.
  std::optional<bool> threadCall(State& s, const ir::Inst& in, Outputs& out);
  // Whether block `header` of fn heads a spin loop (threads.hpp): its body
  // holds no other loop's head, no call of a defined function, no stack
  // object and no input, so an iteration changes no state but memory and
  // registers.
  struct Spin {
    SpinLoop kind = SpinLoop::None;
    std::vector<uint32_t> writes;  // Restoring: the regions its body may write
    std::vector<uint32_t> words;   // Restoring: the registers it writes that are live at the header
  };
  const Spin& spinLoop(uint32_t fn, uint32_t header);
  std::map<std::pair<uint32_t, uint32_t>, Spin> spinLoops_;
  // At a spin loop's header, entered from `from`: drops a back edge's
  // iteration that changed nothing, and records where the next starts.
  void spinHead(State& s, uint32_t from, uint32_t to);
  std::optional<bool> condCall(State& s, const ir::Inst& in, Outputs& out);
  std::optional<bool> rwlockCall(State& s, const ir::Inst& in, Outputs& out);
  std::optional<bool> barrierCall(State& s, const ir::Inst& in, Outputs& out);
  // Whether the call's k-th argument is a null constant.
  bool isNullArg(const ir::Inst& in, uint32_t k) const;
  Val readAt(State& s, Outputs& out, ir::Operand addr, const Val& p, int64_t at, const Slot& slot, AccessType access);
  // The word `at` bytes past the pointer `addr`.
  Val loadWord(State& s, Outputs& out, ir::Operand addr, const Slot& slot, int64_t at = 0);
  void storeWord(State& s, Outputs& out, ir::Operand addr, const Val& v, const Slot& slot, int64_t at = 0);
  void writeAt(State& s, ir::Operand addr, const Val& p, int64_t at, const Val& v, const Slot& slot, AccessType access);
};

}  // namespace ferret::smt
