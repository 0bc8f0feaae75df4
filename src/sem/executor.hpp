// The executor: what every IR instruction and library call means, over the
// concrete memory module.  It runs one path; where a program asks for a
// nondeterministic value it asks its Environment.  Engines drive it and turn
// the exceptions of violation.hpp into outcomes.
#pragma once

#include <csignal>
#include <cstdint>
#include <functional>
#include <string>
#include <optional>
#include <string_view>
#include <vector>

#include <absl/container/flat_hash_map.h>

#include <memory>

#include "ir/liveness.hpp"
#include "ir/program.hpp"
#include "memory/memory.hpp"
#include "sem/value.hpp"
#include "sem/violation.hpp"

namespace ferret::sem {

// The world outside the program: inputs, nondeterminism and output.
struct Environment {
  virtual ~Environment() = default;
  // A value for __VERIFIER_nondet_<name>() of the given scalar type, or none
  // yet (the executor then stops at the call, see Executor::run).
  virtual std::optional<Word> nondet(std::string_view name, const ir::Type& type) = 0;
  // Whether a choice of one of the other kinds goes the "yes" way, or none yet.
  virtual std::optional<bool> decide(ChoiceKind kind) = 0;
  virtual int readChar() = 0;  // stdin; -1 at end
  virtual int peekChar() = 0;
  virtual void write(int fd, std::string_view bytes) = 0;
  // The program reached coverage probe `probe` (Program::coverage).
  virtual void cover(uint32_t /*probe*/) {}
};

struct Limits {
  uint64_t maxSteps = 0;        // 0 = none
  uint64_t maxHeap = 0;         // bytes, 0 = none
  uint64_t maxObject = 0;       // bytes in one object (heap or stack), 0 = none
  uint32_t maxDepth = 10000;    // frames
  bool strictUninit = false;    // report every read of an undefined value
  bool leakOnReturn = false;    // look for lost memory whenever a frame returns (explorer)
  bool checkOverflow = true;    // signed overflow is an error (else it wraps)
  // Comparing a dangling pointer with a pointer to a block allocated after
  // the free is a choice: a real allocator may have reused the address.
  bool addressReuse = false;
  // A branch on an uninitialised value is a choice of either way (SV-COMP),
  // not an error (memcheck).
  bool uninitBranches = false;
  // Set asynchronously (a timer) to stop the run; polled every few thousand steps.
  const volatile std::sig_atomic_t* interrupt = nullptr;
};

struct Frame {
  const ir::Function* fn;
  uint32_t pc = 0;
  uint32_t block = 0;
  uint32_t regBase = 0;
  uint32_t allocaBase = 0;      // first entry of this frame in Executor::allocas_
  uint32_t retDst = ir::kNoOperand;
  ir::TypeId retType = 0;
  ir::LocId callLoc = 0;        // where the caller called this frame
  mem::ObjId varargs = mem::kNoObj;
};

class Executor;
// A library model: reads its arguments, may write the result word(s).
struct Call {
  Executor& ex;
  const ir::Function& callee;
  const uint32_t* args;  // pairs (type, operand)
  uint32_t nargs;
  uint32_t dst;
  ir::TypeId retType;
  ir::LocId loc;

  ir::TypeId argType(unsigned i) const { return args[2 * i]; }
  const Word& arg(unsigned i) const;
  Word& ret() const;
};
using Model = void (*)(Call&);
Model findModel(std::string_view name);

class Executor {
 public:
  Executor(const ir::Program& prog, Environment& env, Limits limits);

  // Sets up globals and the call of main(argc, argv).
  void start(const std::vector<std::string>& argv);
  // Runs until the program ends: returns its exit status, or throws one of
  // violation.hpp's exceptions.  When the environment has no value for a
  // nondet call, run() returns early with takeChoice() set, positioned at
  // the call; inside a callback from a library model or an atexit handler
  // it throws ChoiceNeeded instead (a C++ frame of the model is in between).
  int run();
  std::optional<ChoiceNeeded> takeChoice() {
    std::optional<ChoiceNeeded> c = std::move(choice_);
    choice_.reset();
    return c;
  }
  // A choice found no value: stop there (see run()), with the program
  // counter rewound to the choosing instruction.
  void needChoice(ChoiceKind kind, std::string_view name, ir::TypeId type);
  // The environment's decision of a choice of `kind` (not Input) at the
  // current instruction, or none: then the run stops there.
  std::optional<bool> decide(ChoiceKind kind);

  const ir::Program& program() const { return prog_; }
  mem::Memory& memory() { return mem_; }
  Environment& env() { return env_; }
  uint64_t steps() const;

  // --- services for library models and diagnostics ---
  [[noreturn]] void fail(ErrorKind kind, std::string message, std::vector<Note> notes = {});
  // Checks an access of `size` bytes through `ptr` and returns the object.
  mem::Object& access(const Word& ptr, uint64_t size, bool write, uint64_t& off, const char* what);
  void requireDefined(const Word& w, const char* what);
  // A NUL-terminated string at ptr, each byte checked.
  std::string readString(const Word& ptr, const char* what, uint64_t maxLen = UINT64_MAX);
  uint64_t stringLength(const Word& ptr, const char* what, uint64_t maxLen = UINT64_MAX);
  void writeBytes(const Word& ptr, std::string_view bytes, const char* what);
  void copyMemory(const Word& dst, const Word& src, uint64_t n, bool overlapIsError, const char* what);
  Word loadScalar(const mem::Object& o, uint64_t off, const ir::Type& t, unsigned wordIndex = 0) const;
  void storeScalar(mem::Object& o, uint64_t off, const ir::Type& t, const Word* w);
  Word pointerTo(mem::ObjId id, uint64_t off = 0) const;
  // A pointer-sized value read from / written to program memory, checked.
  Word loadPointer(const Word& at, const char* what);
  void storePointer(const Word& at, const Word& value, const char* what);
  mem::ObjId allocHeap(uint64_t size, bool zeroed, const char* how);
  // alloca(): an object of the calling frame, gone when it returns.
  mem::ObjId allocStack(uint64_t size);
  void freeHeap(const Word& ptr, const char* how);
  ir::TypeId intType(unsigned bits) const;
  // Calls a function of the program (qsort/bsearch callbacks) and returns its result.
  Word callFunction(const Word& fnPtr, const std::vector<Word>& args, ir::LocId loc);
  std::vector<StackEntry> callStack() const;
  // The source location of the instruction being executed.
  ir::LocId currentLoc() const;
  std::string describe(mem::ObjId id) const;  // "heap object of 40 bytes allocated by malloc"
  std::vector<Note> objectNotes(mem::ObjId id) const;
  mem::ObjId stdStream(int fd) const { return streams_[fd]; }
  int streamFd(const Word& file) const;  // -1 if not a standard stream
  mem::ObjId errnoObject();
  // The pointer cell __ctype_b_loc (0), __ctype_toupper_loc (1) or
  // __ctype_tolower_loc (2) returns; made at start, before any save point.
  mem::ObjId ctypeCell(int which) const { return ctype_[which]; }
  void exitProgram(int code, bool runsHandlers = true);
  void registerAtExit(const Word& fn) { atExit_.push_back(fn); }
  // Runs the atexit() handlers, last registered first (after main returned
  // or exit() was called).
  void runAtExitHandlers();
  const std::vector<Frame>& frames() const { return frames_; }
  // Objects reachable from globals, live stack objects and every register
  // (LeakSanitizer's conservative view, for `ferret run` at exit).
  std::vector<bool> reachableFromRoots() const;
  // Reports memory that can no longer be reached (SV-COMP valid-memtrack):
  // from globals, the stack objects and promoted locals of live frames, and
  // the registers still live at each frame's program point.  `at` is where
  // it happened (0: the current instruction).
  void checkLost(const char* when, ir::LocId at = 0);
  // Memory was found lost within the first `within` instructions of a stretch
  // that `rewind()` restarts; the run is deterministic, and once lost, memory
  // stays lost.  Bisects for the instruction after which it was first lost
  // (each probe re-runs a prefix: O(within log within) instructions and
  // O(log within) reachability checks) and returns the violation there, or
  // nothing if it cannot be pinned.
  std::optional<Violation> findLoss(const std::function<void()>& rewind, uint64_t within);
  // Registers and frames; memory is saved separately by its own journal.
  struct Snapshot {
    std::vector<Frame> frames;
    std::vector<Word> regs;
    std::vector<mem::ObjId> allocas;
    uint32_t randState;
    mem::ObjId errnoObj;
    std::vector<Word> atExit;
  };
  void save(Snapshot& s) const;
  void restore(const Snapshot& s);
  uint32_t randState = 1;

 private:
  friend struct Call;
  friend class StateEncoder;  // reads frames, registers and roots
  const ir::Program& prog_;
  Environment& env_;
  Limits limits_;
  mem::Memory mem_;
  std::vector<Word> consts_;
  std::vector<mem::ObjId> globalObj_, functionObj_;
  std::vector<Model> models_;           // per function index, for declarations
  std::vector<uint8_t> errorFunction_;  // reach_error & co.
  std::vector<uint8_t> hasByval_;       // per function: a parameter is passed byval
  // Per function (window.cpp): the loop's code, and the constants its
  // frames hold above the function's own register words.  The loop's code
  // may carry opcodes of its own, numbered after ir::Op's: scalar loads
  // split by whether they can load a pointer, so neither case tests it, and
  // branches with their targets' first instructions and phi moves resolved.
  enum WindowOp : uint8_t {
    kLoadInt = static_cast<uint8_t>(ir::Op::Unsupported) + 1,  // a scalar of other than pointer size
    kLoadPtr4, // a scalar of pointer size, 4 bytes
    kLoadPtr8, // and 8 bytes
    kBr,       // to a block without phis: extra = its first instruction
    kBrPhi,    // to a block with one one-word phi: also R[c] = R[b] (byte offsets)
    kCondBr,   // to blocks without phis: dst, ty = the first instructions of b, c
    kGepConst, // a GEP without indices: extra, nextra = the offset's low and high halves
    kGeneral,  // always the general path (copies and stores of aggregates)
    kICmpEq,   // ICmp of at most 64 bits, one opcode per predicate in IPred's order
    kNumWindowOps = kICmpEq + 10
  };
  std::vector<std::vector<ir::Inst>> code_;
  std::vector<std::vector<Word>> windowConsts_;
  void buildWindows();
  std::vector<const char*> heapHow_;    // names of allocators, indexed by Object::tag
  // (function, alloca instruction or kByvalSite + parameter) per Object::tag
  std::vector<std::pair<uint32_t, uint32_t>> allocaSites_;
  static constexpr uint32_t kByvalSite = 0x80000000u;
  uint32_t siteTag(uint32_t fn, uint32_t site) const;
  const ir::Local* localOf(const mem::Object& o) const;
  mem::ObjId streams_[3] = {};
  mem::ObjId ctype_[3] = {};
  mem::ObjId makeCtypeCell(int which);
  mem::ObjId errno_ = mem::kNoObj;
  std::vector<Frame> frames_;
  std::vector<Word> regs_;
  size_t top_ = 0;  // registers in use; the rest of regs_ is spare capacity
  // n words on top of the register file, the first `cleared` of them zero.
  Word* pushRegisters(size_t n, size_t cleared);
  std::vector<mem::ObjId> allocas_;
  uint64_t steps_ = 0;
  uint64_t chunk_ = 1;   // steps in the current chunk
  uint64_t budget_ = 1;  // steps left in it; limits are polled when it runs out
  void pollLimits();
  void addFixedRoots(std::vector<mem::ObjId>& roots) const;
  // `fetched`: the top frame's next instruction has already been fetched
  // (its pc is one past it), as when the run loop polls.
  std::vector<bool> reachableFromLive(bool fetched) const;
  const std::vector<uint32_t>& liveTemporaries(size_t frame, bool fetched) const;
  // The violation if a live heap block can no longer be reached.
  std::optional<Violation> lostMemory(bool fetched) const;
  // After a frame of `fn` returned from instruction `at`.
  void checkLostOnReturn(const ir::Function& fn, ir::LocId at);
  int exitCode_ = 0;
  std::vector<Word> atExit_;
  // Runs the frame just pushed until the stack is back at `depth`, for a
  // library model calling back or an atexit handler: a choice met there
  // throws, since a C++ frame is in between.
  void runNested(size_t depth);
  size_t stopDepth_ = 0;  // run() returns when the stack shrinks to this depth
  // Whether the loop running is run()'s own, which can hand a choice back by
  // returning: throwing costs thousands of instructions per choice point.
  bool resumable_ = false;
  std::optional<ChoiceNeeded> choice_;

  const Word& val(const Word* R, ir::Operand o) const {
    return ir::isConst(o) ? consts_[ir::constIndex(o)] : R[o];
  }
  void initGlobals();
  void pushFrame(const ir::Function& fn, const Word* R, const uint32_t* args, uint32_t nargs,
                 uint32_t dst, ir::LocId loc);
  void popFrame(const Word* retWords, uint32_t nwords);
  // Inline: most blocks have no phis, and this runs at every branch.
  void enterBlock(Frame& f, uint32_t from, uint32_t to) {
    const ir::Block& b = f.fn->blocks[to];
    f.block = to;
    f.pc = b.first;
    if (!b.phis.empty()) movePhis(f, b, from);
  }
  void movePhis(Frame& f, const ir::Block& b, uint32_t from);
  void execIntrinsic(const ir::Inst& in, Word* R);
  void execCall(const ir::Inst& in, Word* R);
  void binary(const ir::Inst& in, Word* R);
  void castOp(const ir::Inst& in, Word* R);
  void compare(const ir::Inst& in, Word* R);
  void fcompare(const ir::Inst& in, Word* R);
  bool mayShareAddress(const Word& x, const Word& y) const;
  void floatOp(const ir::Inst& in, Word* R);
  void load(const ir::Inst& in, Word* R);
  void store(const ir::Inst& in, Word* R);
  void allocate(const ir::Inst& in, Word* R);
  void vaStart(const Word& list);
  [[noreturn]] void accessFault(mem::Fault f, const mem::Resolved& r, const Word& ptr, uint64_t size,
                                bool write, const char* what);
  int loop();
  bool step(const ir::Inst& in, Word* R);
  // Per type: the width in bits of a one-word integer or pointer, else 0
  // (the loop's inline casts).
  std::vector<uint8_t> scalarBits_;

  // Live register words of a frame, computed once per (function, pc).
  const std::vector<uint32_t>& liveWords(const Frame& f, bool waiting) const;
  mutable std::vector<std::unique_ptr<ir::Liveness>> liveness_;
  mutable absl::flat_hash_map<uint64_t, std::vector<uint32_t>> liveCache_;
};

}  // namespace ferret::sem
