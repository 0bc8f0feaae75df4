// The executor: what every IR instruction and library call means, over the
// concrete memory module.  It runs one path; where a program asks for a
// nondeterministic value it asks its Environment.  Engines drive it and turn
// the exceptions of violation.hpp into outcomes.
#pragma once

#include <cfenv>
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
#include "sem/files.hpp"
#include "sem/value.hpp"
#include "sem/violation.hpp"

namespace ferret::sem {

// The world outside the program: inputs, nondeterminism and output.
struct Environment {
  virtual ~Environment() = default;
  // A value for __VERIFIER_nondet_<name>() of the given scalar type, or none
  // yet (the executor then stops at the call, see Executor::run).
  virtual std::optional<Word> nondet(std::string_view name, const ir::Type& type) = 0;
  // Which thread runs next, among `runnable` (ascending, not empty);
  // `current` is the one that stopped.  None yet: the executor stops there.
  // By default the thread that stopped goes on while it can, else the
  // lowest-numbered runnable one.
  virtual std::optional<uint32_t> schedule(const std::vector<uint32_t>& runnable, uint32_t current) {
    for (uint32_t t : runnable)
      if (t == current) return t;
    return runnable.front();
  }
  // Whether a choice of one of the other kinds goes the "yes" way, or none yet.
  virtual std::optional<bool> decide(ChoiceKind kind) = 0;
  // What the program reads from outside (sem/inputs.hpp), or none yet: the
  // executor then stops at the reading call (at main's entry for argc and
  // argv) and runs it again from its start once the engine has decided.
  virtual std::optional<InputValue> input(const InputRequest& request) = 0;
  // srand()/srandom(): an environment that gives the pseudo-random numbers
  // itself may start its sequence anew.
  virtual void seed(uint64_t /*seed*/) {}
  virtual void write(int fd, std::string_view bytes) = 0;
  // A file the program changed (sem/files.hpp): its new contents, or none
  // when it was removed.  An environment that keeps files may store them.
  virtual void storeFile(const std::string& /*path*/, const std::optional<std::string>& /*contents*/) {}
  // A directory the program made (exists) or removed: an environment that
  // keeps files may do the same.
  virtual void storeDirectory(const std::string& /*path*/, bool /*exists*/) {}
  // sleep()/usleep(): the program waits this long; an environment may.
  virtual void sleep(uint64_t /*microseconds*/) {}
  // The program reached coverage probe `probe` (Program::coverage).
  virtual void cover(uint32_t /*probe*/) {}
};

struct Frame;
class Executor;

// A place setjmp recorded: the frame (thread, depth) and where it goes on.
struct JumpPoint {
  uint32_t thread, depth, pc, block, dst;
  ir::LocId loc;  // of the setjmp call
  bool live;
};

// Watches a run for what evidence needs (engines that write witnesses):
// the registers of a frame whose function enters a loop's head, and what
// calls return.  With an observer the dispatch loop takes the general path
// into loop heads; a run without one pays nothing.
struct Observer {
  virtual ~Observer() = default;
  // Control enters the head of loop `loop` (Function::loops) of f's function.
  virtual void atLoopHead(const Frame& f, uint32_t loop, const Word* regs) = 0;
  // The frame `callee`, the innermost of `depth` frames, returns `words`
  // words (none for void).
  virtual void returned(const Frame& callee, size_t depth, const Word* value, uint32_t words) = 0;
  // An observer that wants every step (a report's walkthrough of a run) is
  // told before each instruction: the dispatch loop then polls at every
  // instruction instead of every few thousand.
  virtual bool wantsSteps() const { return false; }
  virtual void step(const Executor&) {}
  // __VERIFIER_plot(name): Predator's request for a picture of memory here.
  virtual void plotted(const Executor&, const std::string&) {}
  // The run ended with an error (told by the engine that ran it, while
  // memory is still as the error left it).
  virtual void failed(const Executor&) {}
};

struct Limits {
  uint64_t maxSteps = 0;        // 0 = none
  uint64_t maxHeap = 0;         // bytes, 0 = none
  uint64_t maxObject = 0;       // bytes in one object (heap or stack), 0 = none
  // Bytes of each thread's stack (`ulimit -s`): every frame takes
  // frameBytes() of it and its stack objects their size.
  uint64_t stackBytes = 8 << 20;
  // Threads created, main included: a program creating threads without
  // bound (`while (1) pthread_create(...)`) has no finite state space, and a
  // path that would create one more ends incomplete.
  uint32_t maxThreads = 64;
  bool strictUninit = false;    // report every read of an undefined value
  bool leakOnReturn = false;    // look for lost memory whenever a frame returns (explorer)
  bool checkOverflow = true;    // signed overflow is an error (else it wraps)
  // Comparing a dangling pointer with a pointer to a block allocated after
  // the free is a choice: a real allocator may have reused the address.
  bool addressReuse = false;
  // At each scheduling point, two threads about to access the same bytes
  // (one writing, not both atomically) are an error (SV-COMP no-data-race).
  bool dataRaces = false;
  // When every live thread waits and only wake-ups without a signal (which
  // POSIX allows but never promises) could go on: false, the run hangs, a
  // deadlock (`ferret run`, the no-deadlock property); true, such a waiter
  // wakes (where a deadlock is no error, the runs that go on are those that
  // matter).
  bool wakeWhenBlocked = false;
  // A branch on an uninitialised value is a choice of either way (SV-COMP),
  // not an error (memcheck).
  bool uninitBranches = false;
  // A relational comparison (<, <=, >, >=) of pointers into different
  // objects is a warning and goes on with the objects' addresses in the
  // flat order a real machine gives (`ferret run`, unless --strict): an
  // allocator's range check and a string library's buffer test do it.
  bool comparisonWarns = false;
  // Set asynchronously (a timer) to stop the run; polled every few thousand steps.
  const volatile std::sig_atomic_t* interrupt = nullptr;
  Observer* observer = nullptr;
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
  // setjmp recorded a place in this frame: its end ends them.  Per frame,
  // so that the returns of the other frames of a program that keeps a
  // setjmp place for its whole run (an interpreter's error handler) stay
  // on the loop's fast path.
  bool jumps = false;
  uint64_t stackTop = 0;        // bytes of its thread's stack in use up to this frame's objects
};

// What a call of fn takes of the stack before its stack objects: the return
// address and saved frame pointer, and the locals kept in registers (which
// a compiled frame holds in its slots).
inline uint64_t frameBytes(const ir::Function& fn) { return 16 + 8 * uint64_t{fn.localsEnd - fn.localsBegin}; }

// A thread's own stack (DESIGN §3: each thread's frames are roots).  The
// executor runs the current thread on its own frames_/regs_/allocas_; the
// other threads' are kept here and swapped in at a context switch.
struct Thread {
  std::vector<Frame> frames;
  std::vector<Word> regs;
  size_t top = 0;
  std::vector<mem::ObjId> allocas;
  bool done = false;
  // Not run yet: it stands at its entry, not before a visible operation.
  bool fresh = true;
  bool detached = false, joined = false;
  uint32_t atomic = 0;  // __VERIFIER_atomic_begin() depth
  // A __VERIFIER_assume failed after the thread's steps since it was last
  // chosen changed what others see: it stands before the call for ever,
  // and the others go on (threads.cpp, assumeFailed).
  bool stuck = false;
  // Stopped at a scheduling point of its own after running long without a
  // visible operation (threads.cpp, preempt): it stands before an
  // instruction no other thread can observe.
  bool preempted = false;
  // The second half of a blocking wait (cond, barrier): the call is
  // executed again once the thread may go on.
  enum class Wait : uint8_t { None, Cond, Barrier } wait = Wait::None;
  uint32_t waitGen = 0;  // barrier generation waited for the end of
  // Waiting on a condition: the pending signals (bits of the condition's
  // slots) sent while it waited, any of which may wake it, and whether a
  // broadcast did.
  uint32_t condSignals = 0;
  bool condBroadcast = false;
  Word result;           // what the thread returned or passed to pthread_exit
  std::vector<Word> specific;  // pthread_setspecific values, by key
  // errno is per thread (C11 7.5): a thread other than main gets its own,
  // zero, on first use, kept among its thread-locals (tls) so it is part of
  // the state, a root for leaks, and dies with the thread.
  mem::ObjId errnoCell = mem::kNoObj;
  // Its start function returned or it called pthread_exit: what runs now
  // are its keys' destructors.
  bool exiting = false;
  uint32_t destructorRound = 0, destructorKey = 0;  // the next destructor call's
  // Its objects of the thread-local globals, in the order of the globals.
  std::vector<mem::ObjId> tls;
};

// One memory access a thread is about to make (data races).
struct PendingAccess {
  mem::ObjId obj;
  uint64_t offset, size;
  bool write, atomic;
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
Model findThreadModel(std::string_view name);  // threads.cpp
Model findFenvModel(std::string_view name);    // libc_fenv.cpp

class Executor {
 public:
  Executor(const ir::Program& prog, Environment& env, Limits limits);

  // Sets up globals and the call of main(argc, argv, envp).  With
  // `argumentsAreInput`, argv holds argv[0] only, and argc and argv[1..]
  // are asked of the environment when run() first runs.  envp holds
  // "NAME=VALUE" strings (none: an empty environment).
  void start(const std::vector<std::string>& argv, bool argumentsAreInput = false,
             const std::vector<std::string>& envp = {});
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
  // The same where the program counter already stands right (a schedule point).
  void needChoice(ChoiceNeeded c);
  // The environment's decision of a choice of `kind` (AddressReuse or
  // UninitBranch) at the current instruction, or none: then the run stops there.
  std::optional<bool> decide(ChoiceKind kind);

  // --- the environment (sem/inputs.hpp) ---
  // The answer to an input request of the operation being executed (a
  // library call, or the setup of main's arguments).  An operation that
  // asks several times is restarted from its beginning when an answer is
  // missing; the answers it already had are handed out again in order.
  InputValue input(const InputRequest& request);
  // The next byte of stdin, or EOF (-1): consumed, or only looked at.
  // `reader` names the calling function; `conversion` the scanf conversion
  // the byte is for (0: none).  Bytes a restarted call had looked at are
  // read again; once end of file was seen, it stays.
  int readStdin(const char* reader, char conversion = 0);
  int peekStdin(const char* reader, char conversion = 0);
  // ungetc on stdin: the byte is read next, also by a restarted call.
  void unreadStdin(char b) { stdinBytes_.insert(stdinPos_, 1, b); }
  // getenv: the variable's string object, or kNoObj when unset; asked of
  // the environment once per name, then the same object every time.
  mem::ObjId variable(const std::string& name);
  // Fixed parts of the environment, set after start(): all of stdin; a
  // variable's value (none: unset).
  void presetStdin(std::string bytes) {
    stdinBytes_ = std::move(bytes);
    stdinEof_ = true;
  }
  void presetVariable(const std::string& name, const std::optional<std::string>& value);
  // setenv/unsetenv: the variable's new value (none: unset).
  void setVariable(const std::string& name, const std::optional<std::string>& value);
  // A hidden static object of the C library (strtok's position, the buffer
  // strerror returns, localtime's struct tm, the signal dispositions): made
  // zeroed on first use, part of the state from then on.
  mem::ObjId libraryCell(std::string_view name, uint64_t size);
  // A variable the C library defines (stdin, errno, optarg, optind...): a
  // library cell holding the library's initial value, the one object both
  // the program's extern declaration and the library's models use; kNoObj
  // when the library defines no such variable (library.cpp's table).
  mem::ObjId libraryVariable(std::string_view name);
  // <fenv.h>'s state, a library cell: the exception flags (FE_*) and the
  // rounding mode.  It is kept only when the program can read or change it
  // (it calls fetestexcept, fesetround...): then each floating operation,
  // cast, intrinsic and library call is computed in the program's rounding
  // mode, between a clear and a test of the host's flags, and adds what it
  // raised.  Other programs pay nothing.
  template <class F>
  void computeFp(F&& f) {
    if (fenvCell_ == mem::kNoObj) return f();
    FpScope scope(*this);
    f();
  }
  int fpFlags();
  void setFpFlags(int flags);
  int fpRounding();
  void setFpRounding(int mode);
  void raiseFp(int flags) {
    if (flags) setFpFlags(fpFlags() | flags);
  }

  // --- threads (threads.cpp) ---
  // For a blocking library call: whether thread t may make it now, given
  // its arguments.
  using Guard = bool (*)(const Executor& ex, uint32_t t, const std::vector<Word>& args);
  uint32_t currentThread() const { return cur_; }
  uint32_t threadCount() const { return static_cast<uint32_t>(threads_.size()); }
  uint32_t liveThreads() const { return live_; }
  const Thread& thread(uint32_t t) const { return threads_[t]; }
  const std::vector<Frame>& framesOf(uint32_t t) const { return t == cur_ ? frames_ : threads_[t].frames; }
  const Word* regsOf(uint32_t t) const { return t == cur_ ? regs_.data() : threads_[t].regs.data(); }
  const std::vector<mem::ObjId>& allocasOf(uint32_t t) const { return t == cur_ ? allocas_ : threads_[t].allocas; }
  // The arguments of the call thread t stands at (empty if it stands
  // elsewhere).
  std::vector<Word> pendingArgs(uint32_t t) const;
  // The live object p points into and the bytes from there to its end (id
  // kNoObj when it points into none), for looking at memory without an
  // access: guards, pending accesses.
  struct LiveBytes {
    mem::ObjId id = mem::kNoObj;
    uint64_t offset = 0;
    const uint8_t* data = nullptr;
    uint64_t avail = 0;
  };
  LiveBytes liveBytes(const Word& p) const;
  // The bytes a call of a modelled memory or string function with these
  // arguments would access (races.cpp).
  std::vector<PendingAccess> libraryAccesses(const ir::Function& callee, const std::vector<Word>& args) const;
  // Whether thread t may take its next step (not blocked, not ended).
  bool enabled(uint32_t t) const;
  // Whether thread t waits in pthread_cond_wait with no signal or broadcast
  // for it: it may still wake (spuriously), but need not ever.
  bool wakesUnsignalled(uint32_t t) const;
  // The memory accesses thread t's next instruction will make, if it stands
  // before one (loads, stores, atomics, memory intrinsics).
  std::vector<PendingAccess> pendingAccesses(uint32_t t) const;
  // Two threads whose next operations access the same bytes, at least one
  // writing and not both atomically (SV-COMP no-data-race).
  std::optional<Violation> dataRace() const;
  // Whether the next steps of threads u and t commute (sleep sets).
  bool independent(uint32_t u, uint32_t t) const;
  // Thread t's next instruction (its source location), for diagnostics.
  ir::LocId pendingLoc(uint32_t t) const;
  // Thread creation: a new thread about to call fn(arg); returns its id.
  uint32_t createThread(const ir::Function& fn, const Word& arg, ir::LocId loc);
  // The current thread ends with `result` (its start function returned or
  // it called pthread_exit): another live thread becomes current.
  void endThread(const Word& result);
  // pthread_exit: the current thread's frames end, then the thread.
  void exitThread(const Word& result);
  // The current thread cannot go on: a scheduling decision without it.
  void block();
  // __VERIFIER_assume(0) in the current thread: the path ends (PathBlocked)
  // or, when other threads may still reach something without it, the
  // thread stops for ever.
  void assumeFailed();
  Thread& threadState(uint32_t t) { return threads_[t]; }  // for the library models
  uint32_t newKey(const Word& destructor) {
    keyDestructors_.push_back(destructor);
    return static_cast<uint32_t>(keyDestructors_.size() - 1);
  }
  uint32_t keyCount() const { return static_cast<uint32_t>(keyDestructors_.size()); }

  const ir::Program& program() const { return prog_; }
  Observer* observer() const { return limits_.observer; }
  mem::Memory& memory() { return mem_; }
  const mem::Memory& memory() const { return mem_; }
  Environment& env() { return env_; }
  uint64_t steps() const;

  // --- services for library models and diagnostics ---
  [[noreturn]] void fail(ErrorKind kind, std::string message, std::vector<Note> notes = {});
  // Checks an access of `size` bytes through `ptr` and returns the object.
  mem::Object& access(const Word& ptr, uint64_t size, bool write, uint64_t& off, const char* what);
  void requireDefined(const Word& w, const char* what);
  // A NUL-terminated string at ptr, each byte checked.
  std::string readString(const Word& ptr, const char* what, uint64_t maxLen = UINT64_MAX);
  // The index of the first NUL (or `stop`) byte at ptr, each byte checked
  // up to it; maxLen if none is within maxLen bytes.
  uint64_t stringLength(const Word& ptr, const char* what, uint64_t maxLen = UINT64_MAX, uint8_t stop = 0);
  // strcmp/strncmp: both strings read only up to the first difference or
  // NUL, as the C library does, so an unterminated buffer that differs early
  // is not an overrun.  The result is glibc's: the difference of the first
  // differing bytes as unsigned chars (with foldCase, strcasecmp's, of
  // their lower-case forms in the "C" locale), which a program may print.
  int compareStrings(const Word& a, const Word& b, const char* what, uint64_t maxLen = UINT64_MAX,
                     bool foldCase = false);
  // strstr: where the needle first occurs in the haystack, or -1; the
  // haystack read only up to the end of that occurrence (or its NUL).
  // With foldCase, strcasestr's: letters compared in lower case.
  int64_t findString(const Word& haystack, const Word& needle, const char* what, bool foldCase = false);
  void writeBytes(const Word& ptr, std::string_view bytes, const char* what);
  void copyMemory(const Word& dst, const Word& src, uint64_t n, bool overlapIsError, const char* what);
  Word loadScalar(const mem::Object& o, uint64_t off, const ir::Type& t, unsigned wordIndex = 0) const;
  void storeScalar(mem::Object& o, uint64_t off, const ir::Type& t, const Word* w);
  Word pointerTo(mem::ObjId id, uint64_t off = 0) const;
  // A pointer-sized value read from / written to program memory, checked.
  Word loadPointer(const Word& at, const char* what);
  void storePointer(const Word& at, const Word& value, const char* what);
  mem::ObjId allocHeap(uint64_t size, bool zeroed, const char* how, uint64_t align = 16);
  // alloca(): an object of the calling frame, gone when it returns.
  mem::ObjId allocStack(uint64_t size);
  void freeHeap(const Word& ptr, const char* how);
  ir::TypeId intType(unsigned bits) const;
  // Calls a function of the program (qsort/bsearch callbacks), or a
  // library function with a model (tdestroy's `free`), and returns its result.
  Word callFunction(const Word& fnPtr, const std::vector<Word>& args, ir::LocId loc);
  std::vector<StackEntry> callStack() const;
  // The source location of the instruction being executed.
  ir::LocId currentLoc() const;
  std::string describe(mem::ObjId id) const;  // "heap object of 40 bytes allocated by malloc"
  // Whether id is a heap block allocHeap made for `how` (regcomp's
  // compiled pattern, a tsearch node): how a model knows its own blocks.
  bool allocatedBy(mem::ObjId id, std::string_view how) const;
  std::vector<Note> objectNotes(mem::ObjId id) const;
  mem::ObjId stdStream(int fd) const { return streams_[fd]; }
  // argv[0] as the program was started (err/warn print its last component).
  const std::string& programName() const { return programName_; }

  // --- files and streams (files.cpp; the models in libc_stdio.cpp, libc_unistd.cpp) ---
  FileSystem& files() { return fs_; }
  const FileSystem& files() const { return fs_; }
  // open(2) with the host's O_* flags: the new descriptor, or -1 with errno set.
  int openFile(const std::string& path, int flags);
  // The open descriptor `fd`, or null (errno EBADF).
  Descriptor* descriptor(int64_t fd);
  // Closes fd (open): the environment is told of the file's new contents.
  void closeDescriptor(int fd);
  // The next byte of descriptor d, or -1 at end of file: consumed or only
  // looked at.  `reader`, `conversion`: as readStdin's.
  int descriptorByte(Descriptor& d, bool consume, const char* reader, char conversion = 0);
  void writeDescriptor(Descriptor& d, std::string_view bytes);
  // Whether a description open for writing (or reading) has node `node`:
  // a pipe's other end.
  bool pipeEnds(int32_t node, bool writing) const;
  // The stream `file` points to, checked: a FILE the library made and has
  // not closed (`fn` names the caller in the error).
  Stream& stream(const Word& file, const char* fn);
  // A new FILE over descriptor fd.
  Word newStream(int fd, const char* how);
  // Tells the environment of every file changed and not yet told (at exit).
  void flushFiles();
  // Sets errno (C's, the program's object).
  void setErrno(int e);
  // The files the environment gave for a replay, before the run.
  void presetFile(const std::string& path, const std::optional<std::string>& contents);
  // --- directories and status (directories.cpp; the models in libc_dirent.cpp, libc_stat.cpp) ---
  // The node of `path` (resolved, FileSystem::resolve): whether a file is
  // there asked of the environment once, and its status record too when
  // `status` or when no file is there (it may be a directory).  Every
  // answer is asked before the layer changes, so a call restarted for an
  // input asks the same questions again.
  int32_t pathNode(const std::string& path, bool status);
  // The status record of node n, asked once (a standard descriptor's:
  // fstat(fd), asked each time).
  StatusRecord nodeStatus(int32_t n);
  std::optional<StatusRecord> descriptorStatus(int fd);
  // The entries of directory node n now: the environment's, less those
  // the program removed, with those it made.
  std::vector<DirEntry> listing(int32_t n);
  // mkdir: a directory at node n, with no entries and a record of its own
  // (mode: the umask already applied).
  void makeDirectory(int32_t n, uint32_t mode);
  // Nothing is at node n any more (unlink, rmdir, rename's source); the
  // environment is told.
  void removeNode(int32_t n);
  // rename of directory `from` (resolved paths): its tree moved to `to`
  // in the layer (and on the host with --fs-write); 0 or an errno.
  int renameDirectory(const std::string& from, const std::string& to);
  // getcwd: the working directory's host name.
  std::string workingDirectory();

  // Placement-dependent operations reported as warnings (the run goes on):
  // each place once.
  void warn(ErrorKind kind, std::string message);
  const std::vector<Violation>& warnings() const { return warnings_; }
  // The running thread's errno: main's is the library variable, so a
  // program's own `extern int errno` names it too.
  mem::ObjId errnoObject();
  // environ's array (main's envp): "NAME=VALUE" strings and a null.
  Word environment();
  // The pointer cell __ctype_b_loc (0), __ctype_toupper_loc (1) or
  // __ctype_tolower_loc (2) returns; made at start, before any save point.
  mem::ObjId ctypeCell(int which) const { return ctype_[which]; }
  void exitProgram(int code, bool runsHandlers = true);
  // setjmp (libc_setjmp.cpp): the calling frame's place after the call is
  // recorded; returns the number that names it, which the model stores in
  // the jmp_buf.  longjmp: back to that place, the frames above it ended
  // (their stack objects die as returned ones), setjmp returning `value`.
  uint64_t saveJump();
  void longJump(uint64_t mark, int value);
  // atexit(fn), or on_exit(fn, arg): fn(status, arg) at exit.
  struct AtExit {
    Word fn, arg;
    bool onExit = false;
  };
  void registerAtExit(const Word& fn, const Word* onExitArg = nullptr) {
    atExit_.push_back(AtExit{fn, onExitArg ? *onExitArg : Word{}, onExitArg != nullptr});
  }
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
    std::vector<AtExit> atExit;
    std::vector<Thread> threads;
    uint32_t cur, live;
    std::vector<Word> keyDestructors;
    bool granted;
    uint32_t starter;
    std::string stdinBytes;
    bool stdinEof;
    std::vector<InputValue> inputs;
    std::vector<std::pair<std::string, mem::ObjId>> variables;
    bool argumentsPending;
    bool quiet;
    uint64_t stretch;  // steps since the current thread's last scheduling point
    std::vector<JumpPoint> jumps;
    FileSystem fs;
    std::vector<std::pair<std::string, mem::ObjId>> cells;
  };
  void save(Snapshot& s) const;
  void restore(const Snapshot& s);

 private:
  friend struct Call;
  friend class StateEncoder;  // reads frames, registers and roots
  // Byte k of the string at ptr (in o from off), checked as the C library
  // reaches it: bounds first, then initialisation.
  uint8_t stringByte(const Word& ptr, const mem::Object& o, uint64_t off, uint64_t k, const char* what);
  const ir::Program& prog_;
  Environment& env_;
  Limits limits_;
  mem::Memory mem_;
  std::vector<Word> consts_;
  std::vector<mem::ObjId> globalObj_, functionObj_;
  std::vector<Model> models_;           // per function index, for declarations
  std::vector<uint8_t> errorFunction_;  // reach_error & co.
  std::vector<uint8_t> hasByval_;       // per function: a parameter is passed byval
  // Per function (window.cpp): the loop's code, and the words a new frame
  // of it starts with: the function's own register words cleared, then the
  // constants of the loop's code, copied in one go.  The loop's code
  // may carry opcodes of its own, numbered after ir::Op's: scalar loads
  // split by whether they can load a pointer, so neither case tests it, and
  // branches with their targets' first instructions and phi moves resolved.
  enum WindowOp : uint8_t {
    kLoadInt = static_cast<uint8_t>(ir::Op::Unsupported) + 1,  // a scalar of other than pointer size
    kLoadPtr4, // a scalar of pointer size, 4 bytes
    kLoadPtr8, // and 8 bytes
    kBr,       // to a block without phis: extra = its first instruction
    kBrPhi,    // to a block with one one-word phi: also R[c] = R[b] (byte offsets)
    // To blocks without phis or with one one-word phi: dst, ty = the first
    // instructions of b, c; extra, nextra = the value of b's, c's phi for
    // this edge (byte offsets), or kNoOperand for a block without phis.
    kCondBr,
    kGepConst, // a GEP without indices: extra, nextra = the offset's low and high halves
    // Always the general path: copies and stores of aggregates, arithmetic
    // wider than 64 bits, differences of pointers.
    kGeneral,
    // kLoadPtr4, kLoadPtr8 whose next instruction is a GEP without indices
    // on the loaded pointer (`p = &p->next`, `p->key`): both in one handler.
    kLoadPtr4Gep,
    kLoadPtr8Gep,
    // A branch to a block that only branches on its one one-word phi (the
    // join of && and ||) taken through it: R[extra] = R[a] (the phi's value
    // for this edge), then as kCondBr on R[a] to blocks without phis.
    kJoinBr,
    kICmpEq,   // ICmp of at most 64 bits, one opcode per predicate in IPred's order
    // A GEP with one index: b = the index, c = 64 - its width in bits, ty =
    // its scale, extra, nextra = the constant offset as for kGepConst.
    kGepIndex = kICmpEq + 10,
    // Integer casts of at most 64 bits: Trunc and ZExt keep the low 64 - c
    // bits; SExt sign-extends from 64 - c bits, then keeps the low 64 - sub.
    kIntMask,
    kSExt,
    // A call the loop makes itself: a defined function, neither variadic
    // nor an error function nor atomic, every parameter one word, none
    // passed byval, with as many arguments as parameters.
    kCallPlain,
    // Fused (loop.cpp): a kSExt and the kGepIndex on its result; a
    // kGepIndex and the scalar load (kLoadInt, kLoadPtr4, kLoadPtr8) or
    // store through its result; a kSExt, then both.  The opcode is the
    // first instruction's; the others keep theirs.
    kSExtGep,
    kGepLoadInt,
    kGepLoadPtr4,
    kGepLoadPtr8,
    kGepStore,
    kSExtGepLoadInt = kGepLoadInt + 4,
    kSExtGepLoadPtr4,
    kSExtGepLoadPtr8,
    kSExtGepStore,
    // A computed goto: a = the address (a byte offset), dst = the
    // function's object, c, ty = the low and high halves of its base + 1,
    // extra = where this instruction's targets start in gotoTargets_,
    // nextra = the function's number of blocks.
    kGoto,
    // kBrPhi to a block that is only the kGoto on its phi (Clang's shared
    // `indirectgoto` block): both in one handler.
    kBrGoto,
    // Fused: a scalar copy, then the Add or Sub reading its result (`pc++`
    // at -O0: the old value copied out, the local written with the new).
    kCopyAdd,
    kCopySub,
    // An alloca of one element (a local variable whose address is taken):
    // extra = the object's tag (siteTag), nextra = its size.
    kAllocaLocal,
    kNumWindowOps
  };
  std::vector<std::vector<ir::Inst>> code_;
  std::vector<std::vector<Word>> window_;
  // Per kGoto, per block of its function: the block's first instruction if
  // the goto may go there and the loop can enter it (no phis, no observed
  // loop head), else kNoOperand.  A label's address encodes its block, so
  // a computed goto is one lookup.
  std::vector<uint32_t> gotoTargets_;
  void buildWindows();
  void fuse(std::vector<ir::Inst>& code, const std::vector<bool>& starts);
  std::vector<const char*> heapHow_;    // names of allocators, indexed by Object::tag
  // (function, alloca instruction or kByvalSite + parameter) per Object::tag
  std::vector<std::pair<uint32_t, uint32_t>> allocaSites_;
  std::vector<uint32_t> firstSite_;  // per function, its first entry in allocaSites_ (one more at the end)
  static constexpr uint32_t kByvalSite = 0x80000000u;
  uint32_t siteTag(uint32_t fn, uint32_t site) const;
  const ir::Local* localOf(const mem::Object& o) const;
  mem::ObjId streams_[3] = {};
  FileSystem fs_;
  std::vector<std::pair<std::string, mem::ObjId>> cells_;
  void initFiles();  // the standard streams and descriptors
  int32_t fileNode(const std::string& path);  // the node of a path, asked of the environment once
  std::vector<Violation> warnings_;
  mem::ObjId ctype_[3] = {};
  mem::ObjId fenvCell_ = mem::kNoObj;  // while the program uses <fenv.h>
  static constexpr uint64_t kFenvBytes = 4;
  uint16_t fenvField(unsigned at);
  void setFenvField(unsigned at, uint16_t v);
  // The host's floating environment while the executor computes for the
  // program: its rounding mode set, its flags cleared, and on leaving the
  // flags raised added to the program's and round-to-nearest restored.
  struct FpScope {
    Executor& ex;
    explicit FpScope(Executor& e);
    ~FpScope();
  };
  mem::ObjId makeCtypeCell(int which);
  std::vector<Frame> frames_;
  std::vector<Word> regs_;
  size_t top_ = 0;  // registers in use; the rest of regs_ is spare capacity
  // n words on top of the register file, the first `cleared` of them zero.
  Word* pushRegisters(size_t n, size_t cleared);
  // A frame of fn on top of the stack, its registers fn's window_ (the
  // arguments are the caller's to copy), not yet in its entry block.
  Word* newFrame(const ir::Function& fn, uint32_t dst, ir::LocId loc, uint64_t stackTop);
  std::vector<mem::ObjId> allocas_;
  // Threads (threads.cpp).  threads_[cur_] holds the current thread's
  // bookkeeping; its stack lives in frames_/regs_/allocas_ above.
  std::vector<Thread> threads_;
  uint32_t cur_ = 0;
  uint32_t live_ = 1;
  // The current thread was chosen while standing before a visible
  // operation: it executes that one without asking again.
  bool granted_ = false;
  // The thread that met a visible operation while threads not started yet
  // were run to their first one (yield); it goes on once they stand there.
  static constexpr uint32_t kNoThread = UINT32_MAX;
  uint32_t starter_ = kNoThread;
  // The current thread was chosen at a schedule choice and has since made
  // no step another thread can tell from not having run (only loads and
  // the entry of an atomic section): a failed assume then ends the path,
  // as the choice's other values cover every run without it.
  bool quiet_ = false;
  // A thread that runs this many steps without a visible operation (a loop
  // on its own data, perhaps for ever) lets the others run: the stretch is
  // invisible, so a scheduling point anywhere in it is sound, and the
  // explorer, which compares states only at choices, sees a spinning
  // thread come back to a state it has seen.
  static constexpr uint64_t kSpinSteps = 1 << 16;
  uint64_t stretchStart_ = 0;  // steps() at the current thread's last visible operation
  // Called by the loop when it polls, before `in`: at kSpinSteps into an
  // invisible stretch, a scheduling point (as yield).
  bool preempt(const ir::Inst& in);
  std::vector<Word> keyDestructors_;  // of the pthread keys created, in order; null for none
  // The start function of the current thread (not main's: that ends the
  // process) returned with `result`, or one of its key destructors did;
  // its result is then a root until joined.
  void threadReturned(const Word& result);
  // Then its key destructors run, and then it ends.
  void finishThread();
  // Calls the next destructor due at the current thread's exit (POSIX: a
  // key's non-null value is set to null and its destructor called with it,
  // in rounds, at most PTHREAD_DESTRUCTOR_ITERATIONS of them); false when
  // none is left.
  bool callKeyDestructor();
  void switchTo(uint32_t t);
  // Called by the loop's general path when more than one thread lives,
  // before `in`: at a visible operation the environment picks the thread
  // to run.  True when the loop must reload its frame (another thread
  // runs, or a choice is needed and run() returns).
  bool yield(const ir::Inst& in);
  bool visible(const ir::Inst& in) const;
  // In an atomic section: __VERIFIER_atomic_begin'd, or in a
  // __VERIFIER_atomic_* function.
  bool inAtomicSection() const;
  // `in` starts an atomic section (it is not already inside one).
  bool entersSection(const ir::Inst& in) const;
  [[noreturn]] void deadlock();
  // Stack and heap objects the other threads can reach (lazily, until the
  // next visible operation or switch).
  mutable std::vector<bool> shared_;
  mutable bool sharedValid_ = false;
  bool shared(mem::ObjId id) const;
  std::vector<uint8_t> pureCall_;  // per function: a call no other thread can observe
  // Per function: __VERIFIER_nondet_*.  Pure, but a scheduling point while
  // threads run: a thread looping on inputs alone comes back to a state
  // seen at an input choice, which ends the path, and the others must have
  // had their turn on it.
  std::vector<uint8_t> inputCall_;
  // Thread t's next step is invisible to the others (unstarted, preempted,
  // or about to take an input), so it commutes with any other.
  bool invisibleNext(uint32_t t) const;
  // Per function: a call of it starts an atomic section (a defined
  // __VERIFIER_atomic_* function, run without interruption, or
  // __VERIFIER_atomic_begin).
  std::vector<uint8_t> atomicFn_;
  std::vector<Guard> guards_;  // per function
  uint64_t steps_ = 0;
  uint64_t chunk_ = 1;   // steps in the current chunk
  uint64_t budget_ = 1;  // steps left in it; limits are polled when it runs out
  void pollLimits();
  // Globals, runtime objects, and every thread's stack objects, result and
  // thread-specific values, but those of thread `except`.
  void addFixedRoots(std::vector<mem::ObjId>& roots, uint32_t except = UINT32_MAX) const;
  // `fetched`: the top frame's next instruction has already been fetched
  // (its pc is one past it), as when the run loop polls.
  std::vector<bool> reachableFromLive(bool fetched) const;
  const std::vector<uint32_t>& liveTemporaries(const std::vector<Frame>& frames, size_t frame, bool fetched) const;
  // The violation if a live heap block can no longer be reached.
  std::optional<Violation> lostMemory(bool fetched) const;
  // After a frame of `fn` returned from instruction `at`.
  void checkLostOnReturn(const ir::Function& fn, ir::LocId at);
  int exitCode_ = 0;
  std::vector<AtExit> atExit_;
  std::vector<JumpPoint> jumps_;  // by number; a place dies when its frame returns
  // A longjmp out of a nested run (runNested): thrown to the library call
  // that started the run, which jumps once its C++ frame is gone.
  struct LongJumpOut {
    uint64_t mark;
    int value;
  };
  // The frame at `depth` of the current thread ends: its places die.
  void endJumps(size_t depth);
  // The innermost frame ends without returning (pthread_exit, longjmp):
  // its stack objects die as returned ones at `at`.
  void unwindFrame(ir::LocId at);
  // The stack objects of f, the innermost frame, die as returned ones at `at`.
  void endLocals(const Frame& f, ir::LocId at);
  // The function a handler the program registered points to (an atexit
  // handler, a key destructor); `what` names it in the error.
  const ir::Function& handlerFunction(const Word& fn, const std::string& what);
  // Runs the frame just pushed until the stack is back at `depth`, for a
  // library model calling back or an atexit handler: a choice met there
  // throws, since a C++ frame is in between.
  void runNested(size_t depth);
  size_t stopDepth_ = 0;  // run() returns when the stack shrinks to this depth
  // Whether the loop running is run()'s own, which can hand a choice back by
  // returning: throwing costs thousands of instructions per choice point.
  bool resumable_ = false;
  std::optional<ChoiceNeeded> choice_;
  // The environment's state: stdin's bytes received and not yet consumed by
  // a finished call (a call reads from stdinPos_ on), and whether end of
  // file was seen; the answers the operation being executed has had (a
  // restarted one reads them again from inputPos_ on); the variables asked
  // for, with their string objects.
  std::string stdinBytes_;
  size_t stdinPos_ = 0;
  bool stdinEof_ = false;
  std::vector<InputValue> inputs_;
  size_t inputPos_ = 0;
  std::vector<std::pair<std::string, mem::ObjId>> variables_;
  // main's argc and argv are still to be asked for (start()).
  bool argumentsPending_ = false;
  std::string programName_;
  std::vector<std::string> envp_;
  mem::ObjId textArray(const std::vector<std::string>& list, std::string_view cell);
  // Thrown where an answer is missing, caught where the operation can be
  // restarted (execCall, setUpArguments).
  struct InputPending {
    InputRequest request;
  };
  int stdinByte(const char* reader, char conversion, bool consume);
  // Ends an operation that asked the environment: what it read is consumed.
  void inputsDone() {
    stdinBytes_.erase(0, stdinPos_);
    stdinPos_ = 0;
    inputs_.clear();
    inputPos_ = 0;
  }
  // An answer is missing: the operation starts again once it is there,
  // with the program counter where it started (run() returns, or inside a
  // callback ChoiceNeeded is thrown).
  void awaitInput(const InputRequest& request);
  // Asks for argc and argv[1..] and passes them to main's frame; false
  // when an answer is missing (run() then returns with the choice).
  bool setUpArguments();
  void setMainArguments(const std::vector<std::string>& argv, uint64_t argc);

  const Word& val(const Word* R, ir::Operand o) const {
    return ir::isConst(o) ? consts_[ir::constIndex(o)] : R[o];
  }
  void initGlobals();
  void initThreadModels();  // guards_ and pureCall_
  void initFenv();          // fenvCell_
  void initGlobal(uint32_t g, mem::ObjId id);
  // Thread-local globals: the constants and window words naming one name
  // thread t's object while t runs.
  struct TlsUse {
    uint32_t global;  // its index among the thread-local globals
    uint32_t constIndex;
    uint32_t fn = UINT32_MAX, slot = 0;  // a window word, or the constant pool
  };
  std::vector<TlsUse> tlsUses_;
  void useTls(uint32_t t);
  void pushFrame(const ir::Function& fn, const Word* R, const uint32_t* args, uint32_t nargs,
                 uint32_t dst, ir::LocId loc);
  void popFrame(const Word* retWords, uint32_t nwords);
  // Inline: most blocks have no phis, and this runs at every branch.
  void enterBlock(Frame& f, uint32_t from, uint32_t to) {
    const ir::Block& b = f.fn->blocks[to];
    f.block = to;
    f.pc = b.first;
    if (!b.phis.empty()) movePhis(f, b, from);
    if (limits_.observer) observeBlock(f);
  }
  // Per function and block, with an observer: the loop whose head it is, or
  // kNoLoop.
  static constexpr uint32_t kNoLoop = UINT32_MAX;
  std::vector<std::vector<uint32_t>> loopAt_;
  void observeBlock(const Frame& f);
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
  // The running frame's stack objects take `bytes` more of the stack
  // (`what`, for the diagnostic when they do not fit), or give them back.
  void growStack(uint64_t bytes, const char* what);
  void shrinkStack(uint64_t bytes);
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
