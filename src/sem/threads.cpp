// Threads: context switches, scheduling points and the pthread models.
//
// Scheduling points.  While more than one thread lives, the thread that
// runs stops before each *visible* operation and asks the environment which
// thread goes on.  Everything else a thread does between two visible
// operations touches only its registers and its private stack objects, so
// it commutes with every other thread's steps and needs no interleaving.
// Visible: a load or store of an object another thread may reach, the
// memory intrinsics and atomics, every library call (except the
// `__VERIFIER_*` helpers and pthread_self/equal, which touch no memory), an
// indirect call, the return of a thread's start function (its end, or
// for main the end of the process), and the entry of an atomic section.
// Two more points are not visible but let the others run: an input
// (`__VERIFIER_nondet_*`), and the 65,536th step without a visible
// operation (Executor::preempt).  The explorer compares states only at
// choices; a thread looping on its own data, with or without inputs, would
// otherwise come back to a state seen before (or run for ever) without the
// others having had a turn in the loop.
//
// Atomic sections.  A thread inside one (`__VERIFIER_atomic_begin` ..
// `end`, or a function named `__VERIFIER_atomic_*`) goes on through its
// visible operations while it can, so the section is one step.  Its entry
// is a scheduling point of its own: otherwise a section would run on from
// the last visible operation before it, and two sections with nothing
// visible between them (a loop of `acquire(); ...; release();`) would
// merge, so that no other thread ever saw the state between them.
//
// Failed assumptions.  `__VERIFIER_assume(0)` discards the runs through
// it, not the runs in which the thread had not got there yet: another
// thread may reach an error meanwhile.  When everything the thread did
// since it was last chosen is invisible to the others (loads, a section's
// entry), those runs are the ones the choice's other values explore, and
// the path ends.  Otherwise (it made a visible change, or it was run
// without a choice: a thread's first stretch) the thread is stuck: it
// stands before the call for ever and the others go on.  Inside an atomic
// section the path always ends: its entry was a choice, and no other
// thread may see a section half done.
//
// Which stack and heap objects are shared (the sound rule): such an object
// is private to the running thread unless it is reachable, through stored
// pointers, from globals or runtime objects, or from another thread's
// registers, stack objects, result or thread-specific values — the only
// places another thread can start from (pointers keep their provenance).
// A block the running thread allocated and has not published yet, or its
// locals whose address it kept to itself, are private.  Between two visible
// operations the running thread can only store into private objects and
// registers, so the set can only grow at a visible operation or a switch:
// it is computed when first needed and dropped at each of those.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "memory/reach.hpp"
#include "sem/libc.hpp"

namespace ferret::sem {

using namespace ferret::ir;
using mem::ObjId;

// ---------------------------------------------------------------- threads

void Executor::switchTo(uint32_t t) {
  quiet_ = false;
  if (t == cur_) return;
  Thread& from = threads_[cur_];
  from.frames.swap(frames_);
  from.regs.swap(regs_);
  from.allocas.swap(allocas_);
  from.top = top_;
  Thread& to = threads_[t];
  to.frames.swap(frames_);
  to.regs.swap(regs_);
  to.allocas.swap(allocas_);
  top_ = to.top;
  cur_ = t;
  sharedValid_ = false;
  useTls(t);
}

void Executor::useTls(uint32_t t) {
  if (tlsUses_.empty() || t >= threads_.size()) return;
  const std::vector<ObjId>& objs = threads_[t].tls;
  for (const TlsUse& u : tlsUses_) {
    ObjId id = objs[u.global];
    Word w{(mem_.obj(id).base + prog_.consts[u.constIndex].bits) & maskOf(8 * prog_.ptrBytes), 0, id};
    if (u.fn == UINT32_MAX) consts_[u.constIndex] = w;
    else window_[u.fn][u.slot] = w;
  }
}

uint32_t Executor::createThread(const Function& fn, const Word& arg, LocId loc) {
  if (threads_.size() >= limits_.maxThreads)
    throw LimitHit{fmt::format("thread limit of {} reached: the runs with more threads were not explored (--max-threads)",
                               limits_.maxThreads)};
  if (fn.paramTypes.size() > 1)
    fail(ErrorKind::InvalidCall, fmt::format("thread start function '{}' takes {} arguments; pthread_create passes one",
                                             fn.name, fn.paramTypes.size()));
  uint32_t id = static_cast<uint32_t>(threads_.size());
  threads_.emplace_back();
  // Its own copies of the thread-local globals, as initialised; the frame
  // pushed below must see them.
  for (uint32_t g = 0; g < prog_.globals.size(); ++g) {
    const Global& gl = prog_.globals[g];
    if (!gl.threadLocal) continue;
    ObjId o = mem_.allocate(mem::Kind::Global, gl.size, gl.align, true, gl.loc);
    mem_.obj(o).tag = g;
    initGlobal(g, o);
    threads_[id].tls.push_back(o);
  }
  useTls(id);
  // The new stack is built in place of the current one, as start() builds
  // main's: the argument in a scratch word below the first frame.
  std::vector<Frame> frames;
  std::vector<Word> regs;
  std::vector<ObjId> allocas;
  size_t top = 0;
  frames_.swap(frames);
  regs_.swap(regs);
  allocas_.swap(allocas);
  std::swap(top_, top);
  regs_.assign(1, arg);
  top_ = 1;
  uint32_t args[2] = {fn.paramTypes.empty() ? 0 : fn.paramTypes[0], 0};
  pushFrame(fn, regs_.data(), args, static_cast<uint32_t>(fn.paramTypes.size()), kNoOperand, loc);
  Thread& t = threads_[id];
  t.frames.swap(frames_);
  t.regs.swap(regs_);
  t.allocas.swap(allocas_);
  t.top = top_;
  frames_.swap(frames);
  regs_.swap(regs);
  allocas_.swap(allocas);
  top_ = top;
  useTls(cur_);
  ++live_;
  sharedValid_ = false;
  stretchStart_ = steps();
  return id;
}

void Executor::endThread(const Word& result) {
  Thread& me = threads_[cur_];
  for (ObjId o : me.tls) mem_.kill(o, mem::Status::Returned, 0);
  me.done = true;
  me.result = me.detached ? Word{} : result;  // nobody can join a detached thread
  me.wait = Thread::Wait::None;
  --live_;
  // main called pthread_exit and the last other thread ended: the process
  // exits with status 0.
  if (live_ == 0) throw ProgramExit{0, true};
  uint32_t next = 0;
  while (threads_[next].done) ++next;
  switchTo(next);
  granted_ = false;
}

void Executor::block() {
  if (stopDepth_)
    fail(ErrorKind::Unsupported, "a thread blocks inside a callback (pthread_once routine, qsort comparator, atexit handler)");
  --frames_.back().pc;
  granted_ = false;
  if (live_ <= 1 && !(limits_.wakeWhenBlocked && wakesUnsignalled(cur_))) deadlock();
}

bool Executor::inAtomicSection() const {
  if (threads_[cur_].atomic) return true;
  for (const Frame& f : frames_)
    if (atomicFn_[f.fn->index]) return true;
  return false;
}

bool Executor::entersSection(const Inst& in) const {
  return (in.op == Op::Call || in.op == Op::CallExtern) && atomicFn_[in.a] && !inAtomicSection();
}

void Executor::assumeFailed() {
  if (live_ <= 1 || stopDepth_ || quiet_ || inAtomicSection()) throw PathBlocked{};
  threads_[cur_].stuck = true;
  --frames_.back().pc;
  granted_ = false;
}

bool Executor::shared(ObjId id) const {
  if (!sharedValid_) {
    std::vector<ObjId> roots;
    addFixedRoots(roots, cur_);
    for (uint32_t t = 0; t < threads_.size(); ++t)
      if (t != cur_)
        for (size_t i = 0; i < threads_[t].top; ++i) roots.push_back(threads_[t].regs[i].p);
    shared_ = mem::reachable(mem_, roots);
    sharedValid_ = true;
  }
  return id < shared_.size() && shared_[id];
}

bool Executor::visible(const Inst& in) const {
  const Word* R = &regs_[frames_.back().regBase];
  auto sharedAt = [&](const Word& p) {
    ObjId id = p.p ? p.p : mem_.findByAddress(p.v);
    if (!id) return true;  // an invalid access fails where it stands
    const mem::Object& o = mem_.obj(id);
    switch (o.kind) {
      case mem::Kind::Stack: case mem::Kind::Alloca: case mem::Kind::VarArgs: case mem::Kind::Heap:
        return shared(id);
      case mem::Kind::String: case mem::Kind::Function:
        return false;
      default:
        return !(o.readOnly && in.op == Op::Load);
    }
  };
  switch (in.op) {
    case Op::Load: return sharedAt(val(R, in.a));
    case Op::Store: return sharedAt(val(R, in.b));
    case Op::Intrinsic:
      switch (static_cast<Intr>(in.sub)) {
        case Intr::Memcpy: case Intr::Memmove: case Intr::Memset: case Intr::AtomicRMW: case Intr::CmpXchg:
        case Intr::StackRestore:
          return true;
        case Intr::LifetimeEnd: {
          // The end of a shared object's scope is seen by the threads that
          // may still use it.
          const Word& p = val(R, frames_.back().fn->extra[in.extra + 3]);
          return p.p && shared(p.p);
        }
        default:
          return false;
      }
    case Op::Call: return entersSection(in);
    case Op::CallExtern: return !pureCall_[in.a] || inputCall_[in.a] || entersSection(in);
    case Op::CallIndirect: return true;
    case Op::Ret: {
      // A thread's end; or a return that ends a stack object another
      // thread can reach.
      if (frames_.size() == 1) return true;
      for (size_t i = frames_.back().allocaBase; i < allocas_.size(); ++i)
        if (shared(allocas_[i])) return true;
      return false;
    }
    default: return false;
  }
}

// Two threads' next steps commute when both are plain memory accesses to
// disjoint bytes or only reads, or when one thread's next step is invisible
// (it has not started, was preempted, or stands at an input: it touches
// nothing shared until its next visible operation).  Everything else
// (library calls, thread ends, atomic sections, whose step is more than
// its first operation) is taken as dependent.
bool Executor::invisibleNext(uint32_t t) const {
  const Thread& th = threads_[t];
  if (th.fresh || th.preempted) return true;
  const Frame& f = framesOf(t).back();
  const Inst& in = f.fn->insts[f.pc];
  return in.op == Op::CallExtern && inputCall_[in.a];
}

bool Executor::independent(uint32_t u, uint32_t t) const {
  if (threads_[u].done || threads_[t].done) return false;
  if (invisibleNext(u) || invisibleNext(t)) return true;
  auto memoryOp = [&](uint32_t x) {
    if (threads_[x].atomic) return false;
    const std::vector<Frame>& frames = framesOf(x);
    for (const Frame& f : frames)
      if (atomicFn_[f.fn->index]) return false;
    const Frame& f = frames.back();
    const Inst& in = f.fn->insts[f.pc];
    if (in.op == Op::Load || in.op == Op::Store) return true;
    if (in.op != Op::Intrinsic) return false;
    Intr i = static_cast<Intr>(in.sub);
    return i == Intr::Memcpy || i == Intr::Memmove || i == Intr::Memset || i == Intr::AtomicRMW || i == Intr::CmpXchg;
  };
  if (!memoryOp(u) || !memoryOp(t)) return false;
  std::vector<PendingAccess> a = pendingAccesses(u), b = pendingAccesses(t);
  if (a.empty() || b.empty()) return false;  // it fails: an error is no step to reorder
  for (const PendingAccess& x : a)
    for (const PendingAccess& y : b)
      if (x.obj == y.obj && (x.write || y.write) && x.offset < y.offset + y.size && y.offset < x.offset + x.size)
        return false;
  return true;
}

bool Executor::yield(const Inst& in) {
  Thread& me = threads_[cur_];
  if (stopDepth_ || !(me.stuck || me.preempted || visible(in))) return false;
  sharedValid_ = false;
  stretchStart_ = steps();
  // Loads, inputs and a section's entry change nothing another thread sees.
  bool effect = in.op != Op::Load && !entersSection(in) && !(in.op == Op::CallExtern && inputCall_[in.a]);
  if (granted_) {
    granted_ = false;
    quiet_ &= !effect;
    return false;
  }
  me.fresh = false;
  --frames_.back().pc;  // it stands before `in`
  if (inAtomicSection() && enabled(cur_)) {
    ++frames_.back().pc;
    quiet_ &= !effect;
    return false;
  }
  // Threads not started yet first run to their first visible operation, and
  // then the thread that stopped here goes on to the choice.  That stretch
  // touches nothing another thread can see, so running it now is one of the
  // interleavings that matter, and no state differs from another only in
  // whether a thread has started (dining philosophers, N = 6: 6,336 states
  // before, 862 after).
  for (uint32_t t = 0; t < threads_.size(); ++t)
    if (threads_[t].fresh && enabled(t)) {
      if (starter_ == kNoThread) starter_ = cur_;
      switchTo(t);
      granted_ = false;
      return true;
    }
  // Back even when it is blocked: it stands before `in` again, asks again,
  // and the choice is made as if it had not let the others start.
  if (starter_ != kNoThread) {
    uint32_t back = starter_;
    starter_ = kNoThread;
    if (back != cur_) {
      switchTo(back);
      granted_ = false;
      return true;
    }
  }
  // The threads that would wake without a signal come last, and the
  // running one is not offered as the one to go on when it is such a
  // waiter: a schedule that keeps the running thread or takes the first
  // (`ferret run`'s) would have a waiter that re-checks its condition in a
  // loop wake and wait again for ever.
  std::vector<uint32_t> runnable, unsignalled;
  bool stuck = false;
  for (uint32_t t = 0; t < threads_.size(); ++t) {
    if (enabled(t)) (wakesUnsignalled(t) ? unsignalled : runnable).push_back(t);
    stuck |= threads_[t].stuck && !threads_[t].done;
  }
  bool signalled = !runnable.empty();
  runnable.insert(runnable.end(), unsignalled.begin(), unsignalled.end());
  // Only a wake-up without a signal could go on: POSIX allows one but never
  // promises it, so the run that has none hangs here (Limits::wakeWhenBlocked).
  bool hangs = runnable.empty() || (!signalled && !limits_.wakeWhenBlocked);
  // With a thread stuck on a failed assumption, no run goes on from here:
  // the others wait for it, and it waits for ever.
  if (hangs && stuck) throw PathBlocked{};
  if (hangs) deadlock();
  if (limits_.dataRaces && runnable.size() > 1)
    if (std::optional<Violation> v = dataRace()) throw ViolationError{std::move(*v)};
  // Asked even when one thread can run: the explorer compares states at
  // choices, and a thread spinning alone on a flag no other runnable thread
  // will change must come back to a state already seen.
  std::optional<uint32_t> next = env_.schedule(runnable, wakesUnsignalled(cur_) ? kNoThread : cur_);
  if (!next) {
    needChoice(ChoiceNeeded{ChoiceKind::Schedule, "schedule", intType(32), std::move(runnable)});
    return true;
  }
  switchTo(*next);
  // A preempted thread has no pending visible operation to be granted.
  granted_ = !threads_[*next].fresh && !threads_[*next].preempted;
  threads_[*next].preempted = false;
  quiet_ = true;
  return true;
}

bool Executor::preempt(const Inst& in) {
  Thread& me = threads_[cur_];
  if (stopDepth_) return false;
  // Once preempted, the resumed run (after the explorer's choice) asks again here.
  if (!me.preempted) {
    if (steps() - stretchStart_ < kSpinSteps || inAtomicSection() || visible(in)) return false;
    me.preempted = true;
  }
  return yield(in);
}

void Executor::deadlock() {
  Violation v;
  v.kind = ErrorKind::Deadlock;
  v.message = live_ == 1 ? "the only live thread waits forever" : fmt::format("all {} live threads are blocked", live_);
  v.loc = pendingLoc(cur_);
  for (uint32_t t = 0; t < threads_.size(); ++t) {
    if (threads_[t].done) continue;
    const Frame& f = framesOf(t).back();
    const Inst& in = f.fn->insts[f.pc];
    std::string what = in.op == Op::CallExtern ? prog_.functions[in.a].name : "its next operation";
    v.notes.push_back(Note{fmt::format("thread {} is blocked in {} here", t, what), in.loc});
  }
  v.stack = callStack();
  if (!v.stack.empty()) v.stack.front().loc = v.loc;
  throw ViolationError{std::move(v)};
}

LocId Executor::pendingLoc(uint32_t t) const {
  const std::vector<Frame>& fr = framesOf(t);
  if (fr.empty()) return 0;
  const Frame& f = fr.back();
  return f.pc < f.fn->insts.size() ? f.fn->insts[f.pc].loc : f.fn->loc;
}

bool Executor::enabled(uint32_t t) const {
  const Thread& th = threads_[t];
  if (th.done || th.stuck) return false;
  if (th.fresh) return true;
  const Frame& f = framesOf(t).back();
  const Inst& in = f.fn->insts[f.pc];
  if (in.op != Op::CallExtern || !guards_[in.a]) return true;
  return guards_[in.a](*this, t, pendingArgs(t));
}

bool Executor::wakesUnsignalled(uint32_t t) const {
  const Thread& th = threads_[t];
  if (th.wait != Thread::Wait::Cond || th.condSignals || th.condBroadcast) return false;
  const Frame& f = framesOf(t).back();
  return prog_.functions[f.fn->insts[f.pc].a].name == "pthread_cond_wait";
}

std::vector<Word> Executor::pendingArgs(uint32_t t) const {
  std::vector<Word> args;
  const std::vector<Frame>& fr = framesOf(t);
  if (fr.empty()) return args;
  const Frame& f = fr.back();
  const Inst& in = f.fn->insts[f.pc];
  if (in.op != Op::CallExtern && in.op != Op::Call && in.op != Op::CallIndirect) return args;
  const Word* R = regsOf(t) + f.regBase;
  const uint32_t* a = f.fn->extra.data() + in.extra;
  for (uint32_t i = 0; i < in.nextra / 2; ++i) args.push_back(val(R, a[2 * i + 1]));
  return args;
}

Executor::LiveBytes Executor::liveBytes(const Word& p) const {
  ObjId id = p.p ? p.p : mem_.findByAddress(p.v);
  if (!id || p.u) return {};
  const mem::Object& o = mem_.obj(id);
  uint64_t off = p.v - o.base;
  if (o.status != mem::Status::Live || off > o.size) return {};
  return {id, off, o.data() + off, o.size - off};
}

std::vector<PendingAccess> Executor::pendingAccesses(uint32_t t) const {
  std::vector<PendingAccess> out;
  const Thread& th = threads_[t];
  if (th.done || th.fresh || th.preempted) return out;
  const Frame& f = framesOf(t).back();
  const Inst& in = f.fn->insts[f.pc];
  const Word* R = regsOf(t) + f.regBase;
  auto add = [&](const Word& p, uint64_t n, bool write, bool atomic) {
    LiveBytes b = liveBytes(p);
    if (b.id != mem::kNoObj && n <= b.avail) out.push_back(PendingAccess{b.id, b.offset, n, write, atomic});
  };
  bool atomic = in.flags & kAtomic;
  switch (in.op) {
    case Op::Load: add(val(R, in.a), in.c, false, atomic); break;
    case Op::Store: add(val(R, in.b), in.c, true, atomic); break;
    case Op::Intrinsic: {
      const uint32_t* a = f.fn->extra.data() + in.extra;
      auto arg = [&](unsigned i) -> const Word& { return val(R, a[2 * i + 1]); };
      switch (static_cast<Intr>(in.sub)) {
        case Intr::Memcpy: case Intr::Memmove:
          add(arg(0), arg(2).v, true, false);
          add(arg(1), arg(2).v, false, false);
          break;
        case Intr::Memset: add(arg(0), arg(2).v, true, false); break;
        case Intr::AtomicRMW: case Intr::CmpXchg: add(arg(0), prog_.types[in.ty].size, true, true); break;
        default: break;
      }
      break;
    }
    case Op::CallExtern:
      out = libraryAccesses(prog_.functions[in.a], pendingArgs(t));
      break;
    default:
      break;
  }
  return out;
}

std::optional<Violation> Executor::dataRace() const {
  std::vector<std::vector<PendingAccess>> next(threads_.size());
  for (uint32_t t = 0; t < threads_.size(); ++t) next[t] = pendingAccesses(t);
  for (uint32_t a = 0; a < threads_.size(); ++a)
    for (uint32_t b = a + 1; b < threads_.size(); ++b)
      for (const PendingAccess& x : next[a])
        for (const PendingAccess& y : next[b]) {
          if (x.obj != y.obj || (!x.write && !y.write) || (x.atomic && y.atomic)) continue;
          if (x.offset >= y.offset + y.size || y.offset >= x.offset + x.size) continue;
          auto says = [](const PendingAccess& p) { return p.write ? "writes" : "reads"; };
          Violation v;
          v.kind = ErrorKind::DataRace;
          v.message = fmt::format("data race on {}: thread {} {} {} at offset {} while thread {} {} {} at offset {}",
                                  describe(x.obj), a, says(x), byteCount(x.size), x.offset, b, says(y), byteCount(y.size), y.offset);
          v.loc = pendingLoc(a);
          v.notes.push_back(Note{fmt::format("thread {} {} here", b, says(y)), pendingLoc(b)});
          for (const Note& n : objectNotes(x.obj)) v.notes.push_back(n);
          const std::vector<Frame>& fr = framesOf(a);
          for (size_t i = fr.size(); i-- > 0;)
            v.stack.push_back(StackEntry{fr[i].fn->name, i + 1 == fr.size() ? v.loc : fr[i + 1].callLoc});
          return v;
        }
  return std::nullopt;
}

// ---------------------------------------------------------------- models

namespace {

constexpr uint64_t kEBUSY = 16, kEINVAL = 22, kEDEADLK = 35, kETIMEDOUT = 110;

uint32_t self(const Call& c) { return c.ex.currentThread(); }

// The state of a synchronisation object lives in its own bytes (a mutex's
// owner, a barrier's count...), so it is saved, restored and hashed with
// memory.  All-zero bytes are the static initialisers' state.
struct Sync {
  mem::Object* o;
  uint64_t off;
  Executor* ex;
  uint32_t get(uint64_t at) const {
    uint32_t v;
    std::memcpy(&v, o->data() + off + at, 4);
    return v;
  }
  void set(uint64_t at, uint32_t v) const {
    uint8_t zero[4] = {};
    ex->memory().write(*o, off + at, reinterpret_cast<const uint8_t*>(&v), zero, 4);
  }
};

// Sizes (LP64, ILP32) of the glibc types; the models use the first words.
uint64_t sizeOf(const Executor& ex, uint64_t lp64, uint64_t ilp32) { return ex.program().ptrBytes == 8 ? lp64 : ilp32; }
uint64_t mutexSize(const Executor& ex) { return sizeOf(ex, 40, 24); }
uint64_t kindOffset(const Executor& ex) { return sizeOf(ex, 16, 12); }  // glibc's __kind
constexpr uint64_t kCondSize = 48;
uint64_t rwlockSize(const Executor& ex) { return sizeOf(ex, 56, 32); }
uint64_t barrierSize(const Executor& ex) { return sizeOf(ex, 32, 20); }

Sync sync(Call& c, unsigned i, uint64_t size) {
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, i), size, true, off, c.callee.name.c_str());
  for (uint64_t k = 0; k < 8 && k < size; ++k)
    if (o.undef()[off + k])
      c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("{} on an uninitialised object", c.callee.name),
                c.ex.objectNotes(o.id));
  return Sync{&o, off, &c.ex};
}

// A guard's view of a synchronisation object: null when the call would
// fail anyway (the model then reports it).
const uint8_t* peek(const Executor& ex, const Word& p, uint64_t size) {
  Executor::LiveBytes b = ex.liveBytes(p);
  return b.id != mem::kNoObj && size <= b.avail ? b.data : nullptr;
}
uint32_t word32(const uint8_t* p, uint64_t at) {
  uint32_t v;
  std::memcpy(&v, p + at, 4);
  return v;
}

// Mutex: owner (thread + 1, 0 = free) at 0, recursion count at 4, kind at
// glibc's __kind (0 normal, 1 recursive, 2 error-checking).
constexpr uint64_t kOwner = 0, kCount = 4;
bool g_mutex_lock(const Executor& ex, uint32_t t, const std::vector<Word>& a) {
  const uint8_t* m = peek(ex, a[0], mutexSize(ex));
  return !m || word32(m, kOwner) == 0 || word32(m, kOwner) == t + 1;
}
void m_mutex_init(Call& c) {
  uint64_t off;
  uint32_t kind = 0;
  const Word& attr = c.arg(1);
  if (attr.v || attr.p) {
    const mem::Object& a = c.ex.access(attr, 4, false, off, "pthread_mutex_init");
    std::memcpy(&kind, a.data() + off, 4);
  }
  mem::Object& o = c.ex.access(argDefined(c, 0), mutexSize(c.ex), true, off, "pthread_mutex_init");
  c.ex.memory().fill(o, off, 0, mutexSize(c.ex));
  Sync{&o, off, &c.ex}.set(kindOffset(c.ex), kind);
  setRet(c, 0);
}
// Takes the mutex if it may: 0, an error number, or blocks.
void lockMutex(Call& c, const Sync& m, bool tryOnly) {
  uint32_t owner = m.get(kOwner), me = self(c) + 1;
  if (owner == 0) {
    m.set(kOwner, me);
    m.set(kCount, 1);
    return setRet(c, 0);
  }
  if (owner == me) {
    uint32_t kind = m.get(kindOffset(c.ex));
    if (kind == 1) {
      m.set(kCount, m.get(kCount) + 1);
      return setRet(c, 0);
    }
    if (tryOnly) return setRet(c, kEBUSY);
    if (kind == 2) return setRet(c, kEDEADLK);
    c.ex.fail(ErrorKind::Deadlock,
              fmt::format("{} of a mutex this thread already holds: a normal mutex deadlocks", c.callee.name));
  }
  if (tryOnly) return setRet(c, kEBUSY);
  c.ex.block();
}
void m_mutex_lock(Call& c) { lockMutex(c, sync(c, 0, mutexSize(c.ex)), false); }
void m_mutex_trylock(Call& c) { lockMutex(c, sync(c, 0, mutexSize(c.ex)), true); }
void unlockMutex(Call& c, const Sync& m) {
  uint32_t owner = m.get(kOwner), me = self(c) + 1;
  if (owner != me) {
    if (m.get(kindOffset(c.ex)) == 2) return setRet(c, 1);  // EPERM
    c.ex.fail(ErrorKind::ThreadMisuse,
              owner == 0 ? fmt::format("{} of a mutex that is not locked", c.callee.name)
                         : fmt::format("{} of a mutex held by thread {}", c.callee.name, owner - 1));
  }
  uint32_t n = m.get(kCount);
  if (n > 1) {
    m.set(kCount, n - 1);
  } else {
    m.set(kOwner, 0);
    m.set(kCount, 0);
  }
  setRet(c, 0);
}
void m_mutex_unlock(Call& c) { unlockMutex(c, sync(c, 0, mutexSize(c.ex))); }
// The threads other than the caller standing at a library call (they are
// inside it: the call's entry is invisible) whose argument `arg` is the
// caller's first and for which `inside(thread, callee)` holds.
template <class Inside>
std::vector<uint32_t> othersAt(Call& c, unsigned arg, Inside inside) {
  std::vector<uint32_t> out;
  uint64_t at = argDefined(c, 0).v;
  for (uint32_t t = 0; t < c.ex.threadCount(); ++t) {
    const Thread& th = c.ex.thread(t);
    if (t == self(c) || th.done || th.fresh) continue;
    const Frame& f = c.ex.framesOf(t).back();
    const Inst& in = f.fn->insts[f.pc];
    if (in.op != Op::CallExtern || !inside(th, c.ex.program().functions[in.a].name)) continue;
    std::vector<Word> args = c.ex.pendingArgs(t);
    if (args.size() > arg && args[arg].v == at) out.push_back(t);
  }
  return out;
}
// The threads other than the caller inside a pthread_cond_wait whose
// argument `arg` (0: the condition, 1: the mutex) is the call's first.
std::vector<uint32_t> condWaitersOn(Call& c, unsigned arg) {
  return othersAt(c, arg, [](const Thread& th, const std::string&) { return th.wait == Thread::Wait::Cond; });
}
// POSIX: destroying a locked mutex, one another thread is locking (it may
// be blocked in pthread_mutex_lock, or about to take it), or one another
// thread uses in a pthread_cond_wait (it takes the mutex again before it
// returns), is undefined.
void m_mutex_destroy(Call& c) {
  Sync m = sync(c, 0, mutexSize(c.ex));
  if (uint32_t owner = m.get(kOwner))
    c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("pthread_mutex_destroy of a mutex held by thread {}", owner - 1));
  if (std::vector<uint32_t> w = othersAt(c, 0, [](const Thread&, const std::string& f) { return f == "pthread_mutex_lock"; }); !w.empty())
    c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("pthread_mutex_destroy of a mutex thread {} is locking", w[0]));
  if (std::vector<uint32_t> w = condWaitersOn(c, 1); !w.empty())
    c.ex.fail(ErrorKind::ThreadMisuse,
              fmt::format("pthread_mutex_destroy of a mutex thread {} waits on a condition with", w[0]));
  setRet(c, 0);
}
void m_mutexattr_settype(Call& c) {
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, 0), 4, true, off, "pthread_mutexattr_settype");
  uint32_t kind = static_cast<uint32_t>(argDefined(c, 1).v);
  if (kind > 3) return setRet(c, kEINVAL);
  Sync{&o, off, &c.ex}.set(0, kind == 3 ? 0 : kind);  // PTHREAD_MUTEX_ADAPTIVE_NP is a normal mutex here
  setRet(c, 0);
}
// Attribute objects whose every field the models read as zero by default.
template <uint64_t LP64, uint64_t ILP32>
void m_zero_init(Call& c) {
  uint64_t off;
  uint64_t n = sizeOf(c.ex, LP64, ILP32);
  mem::Object& o = c.ex.access(argDefined(c, 0), n, true, off, c.callee.name.c_str());
  c.ex.memory().fill(o, off, 0, n);
  setRet(c, 0);
}
void m_return0(Call& c) { setRet(c, 0); }

// Condition variable: at 4 the signals not yet taken, one bit each (who
// waits is in the threads' states).  POSIX: a signal unblocks at least
// one of the threads waiting when it is sent, a broadcast all of them; a
// thread that starts waiting later cannot take it.  So a signal takes a
// free bit, which each thread waiting then records as one it may take; the
// first of them to wake takes it from all (the schedule decides which one
// that is), and a bit nobody waiting holds any more is freed.  A waiter
// releases the mutex and blocks; its call runs again once the mutex is free:
// with a signal or a broadcast there for it, or without one — a spurious
// wake-up, which POSIX allows for pthread_cond_wait (a program that calls it
// outside a loop re-checking its condition is wrong), or for timedwait a
// timeout.  Executor::wakesUnsignalled tells the unsignalled wake-ups of
// cond_wait apart: when only they could go on, the run may also hang.
constexpr uint64_t kSignals = 4;
bool g_cond_wait(const Executor& ex, uint32_t t, const std::vector<Word>& a) {
  if (ex.thread(t).wait != Thread::Wait::Cond) return true;
  const uint8_t* m = peek(ex, a[1], mutexSize(ex));
  return !m || word32(m, kOwner) == 0;
}
// The threads waiting on the condition the call names, other than the caller.
std::vector<uint32_t> condWaiters(Call& c) { return condWaitersOn(c, 0); }
void condWait(Call& c, bool timed) {
  Sync cv = sync(c, 0, kCondSize);
  Sync m = sync(c, 1, mutexSize(c.ex));
  Thread& me = c.ex.threadState(self(c));
  uint32_t id = self(c) + 1;
  if (me.wait == Thread::Wait::None) {
    if (m.get(kOwner) != id)
      c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("{} with a mutex this thread does not hold", c.callee.name));
    // Alone, a timed wait can only time out.
    if (timed && c.ex.liveThreads() <= 1) return setRet(c, kETIMEDOUT);
    m.set(kOwner, 0);
    m.set(kCount, 0);
    me.wait = Thread::Wait::Cond;  // with no signals: they are cleared when a wait ends
    return c.ex.block();
  }
  bool woken = me.condSignals || me.condBroadcast;
  if (m.get(kOwner) != 0) return c.ex.block();
  me.wait = Thread::Wait::None;
  std::vector<uint32_t> others = condWaiters(c);
  if (!me.condBroadcast && me.condSignals) {
    // Of the signals it may take, the oldest: every thread that can take
    // it can take the newer ones too (they were already waiting), so this
    // leaves the most to the others.  The oldest has the fewest takers.
    uint32_t best = 0, fewest = UINT32_MAX;
    for (uint32_t bits = me.condSignals; bits; bits &= bits - 1) {
      uint32_t bit = bits & -bits, takers = 0;
      for (uint32_t t : others) takers += (c.ex.thread(t).condSignals & bit) != 0;
      if (takers < fewest) best = bit, fewest = takers;
    }
    for (uint32_t t : others) c.ex.threadState(t).condSignals &= ~best;
  }
  // It stops waiting: the signals no other waiter holds any more (the one
  // it took, those only it could take) are gone.
  me.condSignals = 0;
  me.condBroadcast = false;
  uint32_t held = 0;
  for (uint32_t t : others) held |= c.ex.thread(t).condSignals;
  cv.set(kSignals, cv.get(kSignals) & held);
  m.set(kOwner, id);
  m.set(kCount, 1);
  setRet(c, woken || !timed ? 0 : kETIMEDOUT);
}
void m_cond_wait(Call& c) { condWait(c, false); }
void m_cond_timedwait(Call& c) { condWait(c, true); }
void m_cond_signal(Call& c) {
  Sync cv = sync(c, 0, kCondSize);
  std::vector<uint32_t> waiters = condWaiters(c);
  uint32_t used = cv.get(kSignals);
  if (!waiters.empty()) {
    if (used == UINT32_MAX) c.ex.fail(ErrorKind::Unsupported, "more than 32 signals of one condition pending");
    uint32_t bit = ~used & (used + 1);
    cv.set(kSignals, used | bit);
    for (uint32_t t : waiters) c.ex.threadState(t).condSignals |= bit;
  }
  setRet(c, 0);
}
void m_cond_broadcast(Call& c) {
  for (uint32_t t : condWaiters(c)) c.ex.threadState(t).condBroadcast = true;
  setRet(c, 0);
}
void m_cond_init(Call& c) {
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, 0), kCondSize, true, off, "pthread_cond_init");
  c.ex.memory().fill(o, off, 0, kCondSize);
  setRet(c, 0);
}
// POSIX: destroying a condition threads are blocked on is undefined, and
// one whose waiters were all woken may be destroyed at once, though they
// have not returned yet.  A broadcast wakes its waiters; a signal wakes at
// least one thread that waited when it was sent: the waiters a matching of
// pending signals to the threads that may take them leaves over may still
// be blocked.  A waiter's signals are those sent since it began to wait,
// so the sets are nested and taking them fewest first finds a largest
// matching.
uint32_t blockedOn(Call& c) {
  std::vector<uint32_t> signals;
  for (uint32_t t : condWaiters(c))
    if (!c.ex.thread(t).condBroadcast) signals.push_back(c.ex.thread(t).condSignals);
  std::sort(signals.begin(), signals.end(),
            [](uint32_t a, uint32_t b) { return __builtin_popcount(a) < __builtin_popcount(b); });
  uint32_t used = 0, blocked = 0;
  for (uint32_t bits : signals) {
    uint32_t free = bits & ~used;
    if (free) used |= free & -free;
    else ++blocked;
  }
  return blocked;
}
void m_cond_destroy(Call& c) {
  sync(c, 0, kCondSize);
  if (uint32_t blocked = blockedOn(c))
    c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("pthread_cond_destroy of a condition {} thread(s) may be blocked on", blocked));
  setRet(c, 0);
}

// Read-write lock: readers at 0, writer (thread + 1) at 4.
constexpr uint64_t kReaders = 0, kWriter = 4;
bool g_rdlock(const Executor& ex, uint32_t t, const std::vector<Word>& a) {
  const uint8_t* l = peek(ex, a[0], rwlockSize(ex));
  return !l || word32(l, kWriter) == 0 || word32(l, kWriter) == t + 1;
}
bool g_wrlock(const Executor& ex, uint32_t t, const std::vector<Word>& a) {
  const uint8_t* l = peek(ex, a[0], rwlockSize(ex));
  return !l || word32(l, kWriter) == t + 1 || (word32(l, kWriter) == 0 && word32(l, kReaders) == 0);
}
void rwLock(Call& c, bool write, bool tryOnly) {
  Sync l = sync(c, 0, rwlockSize(c.ex));
  uint32_t me = self(c) + 1;
  if (l.get(kWriter) == me)
    c.ex.fail(ErrorKind::Deadlock, fmt::format("{} of a read-write lock this thread holds for writing", c.callee.name));
  bool free = l.get(kWriter) == 0 && (!write || l.get(kReaders) == 0);
  if (!free) return tryOnly ? setRet(c, kEBUSY) : c.ex.block();
  if (write) l.set(kWriter, me);
  else l.set(kReaders, l.get(kReaders) + 1);
  setRet(c, 0);
}
void m_rdlock(Call& c) { rwLock(c, false, false); }
void m_wrlock(Call& c) { rwLock(c, true, false); }
void m_tryrdlock(Call& c) { rwLock(c, false, true); }
void m_trywrlock(Call& c) { rwLock(c, true, true); }
void m_rwlock_unlock(Call& c) {
  Sync l = sync(c, 0, rwlockSize(c.ex));
  if (l.get(kWriter) == self(c) + 1) l.set(kWriter, 0);
  else if (l.get(kReaders) > 0 && l.get(kWriter) == 0) l.set(kReaders, l.get(kReaders) - 1);
  else c.ex.fail(ErrorKind::ThreadMisuse, "pthread_rwlock_unlock of a read-write lock this thread does not hold");
  setRet(c, 0);
}
void m_rwlock_destroy(Call& c) {
  Sync l = sync(c, 0, rwlockSize(c.ex));
  if (l.get(kWriter) || l.get(kReaders))
    c.ex.fail(ErrorKind::ThreadMisuse, "pthread_rwlock_destroy of a locked read-write lock");
  setRet(c, 0);
}

// Barrier: count at 0, arrived at 4, generation at 8.  The last thread to
// arrive starts the next generation; the others block until it does.
constexpr uint64_t kBarrierCount = 0, kArrived = 4, kGeneration = 8;
bool g_barrier_wait(const Executor& ex, uint32_t t, const std::vector<Word>& a) {
  if (ex.thread(t).wait != Thread::Wait::Barrier) return true;
  const uint8_t* b = peek(ex, a[0], barrierSize(ex));
  return !b || word32(b, kGeneration) != ex.thread(t).waitGen;
}
void m_barrier_init(Call& c) {
  uint64_t off;
  uint32_t count = static_cast<uint32_t>(argDefined(c, 2).v);
  if (count == 0) return setRet(c, kEINVAL);
  mem::Object& o = c.ex.access(argDefined(c, 0), barrierSize(c.ex), true, off, "pthread_barrier_init");
  c.ex.memory().fill(o, off, 0, barrierSize(c.ex));
  Sync{&o, off, &c.ex}.set(kBarrierCount, count);
  setRet(c, 0);
}
void m_barrier_wait(Call& c) {
  Sync b = sync(c, 0, barrierSize(c.ex));
  Thread& me = c.ex.threadState(self(c));
  if (me.wait == Thread::Wait::Barrier) {
    if (b.get(kGeneration) == me.waitGen) return c.ex.block();
    me.wait = Thread::Wait::None;
    return setRet(c, 0);
  }
  if (b.get(kBarrierCount) == 0) c.ex.fail(ErrorKind::ThreadMisuse, "pthread_barrier_wait on a barrier not initialised");
  uint32_t arrived = b.get(kArrived) + 1;
  if (arrived == b.get(kBarrierCount)) {
    b.set(kArrived, 0);
    b.set(kGeneration, b.get(kGeneration) + 1);
    return setRet(c, static_cast<uint64_t>(-1));  // PTHREAD_BARRIER_SERIAL_THREAD
  }
  b.set(kArrived, arrived);
  me.wait = Thread::Wait::Barrier;
  me.waitGen = b.get(kGeneration);
  c.ex.block();
}
void m_barrier_destroy(Call& c) {
  Sync b = sync(c, 0, barrierSize(c.ex));
  if (b.get(kArrived)) c.ex.fail(ErrorKind::ThreadMisuse, "pthread_barrier_destroy of a barrier threads wait on");
  setRet(c, 0);
}

// ---- threads ----

uint32_t threadArg(Call& c, unsigned i) {
  uint64_t t = argDefined(c, i).v;
  if (t >= c.ex.threadCount())
    c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("{} of thread {}, which was never created", c.callee.name, t));
  return static_cast<uint32_t>(t);
}
void m_create(Call& c) {
  const Word& fp = argDefined(c, 2);
  mem::ObjId id = fp.p ? fp.p : c.ex.memory().findByAddress(fp.v);
  if (!id || c.ex.memory().obj(id).kind != mem::Kind::Function || fp.v != c.ex.memory().obj(id).base)
    c.ex.fail(ErrorKind::InvalidCall, "pthread_create with a start routine that is not a function");
  const Function& fn = c.ex.program().functions[c.ex.memory().obj(id).tag];
  if (!fn.defined) c.ex.fail(ErrorKind::Unsupported, fmt::format("thread start routine '{}' is a library function", fn.name));
  bool detached = false;
  const Word& attr = c.arg(1);
  if (attr.v || attr.p) {
    uint64_t off;
    const mem::Object& a = c.ex.access(attr, 4, false, off, "pthread_create");
    detached = a.data()[off] != 0;
  }
  Word out = argDefined(c, 0);
  Word arg = c.arg(3);
  uint32_t t = c.ex.createThread(fn, arg, c.loc);
  c.ex.storePointer(out, Word{t, 0, mem::kNoObj}, "pthread_create");
  c.ex.threadState(t).detached = detached;
  setRet(c, 0);
}
void m_attr_setdetachstate(Call& c) {
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, 0), 4, true, off, "pthread_attr_setdetachstate");
  Sync{&o, off, &c.ex}.set(0, static_cast<uint32_t>(argDefined(c, 1).v) ? 1 : 0);
  setRet(c, 0);
}
bool g_join(const Executor& ex, uint32_t t, const std::vector<Word>& a) {
  if (a[0].u || a[0].v >= ex.threadCount() || a[0].v == t) return true;
  const Thread& target = ex.thread(static_cast<uint32_t>(a[0].v));
  return target.done || target.joined || target.detached;
}
void m_join(Call& c) {
  uint32_t t = threadArg(c, 0);
  if (t == self(c)) c.ex.fail(ErrorKind::Deadlock, fmt::format("thread {} joins itself", t));
  Thread& target = c.ex.threadState(t);
  if (target.joined) c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("thread {} is joined a second time", t));
  if (target.detached) c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("pthread_join of detached thread {}", t));
  if (!target.done) return c.ex.block();
  // The result is handed over: it is no longer a root of its own.
  Word result = target.result;
  target.joined = true;
  target.result = Word{};
  const Word& out = c.arg(1);
  if (out.v || out.p) c.ex.storePointer(out, result, "pthread_join");
  setRet(c, 0);
}
void m_detach(Call& c) {
  uint32_t t = threadArg(c, 0);
  Thread& th = c.ex.threadState(t);
  if (th.detached || th.joined) c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("pthread_detach of thread {} twice or after a join", t));
  th.detached = true;
  setRet(c, 0);
}
void m_exit_thread(Call& c) { c.ex.exitThread(c.arg(0)); }
void m_self(Call& c) { setRet(c, self(c)); }
void m_equal(Call& c) { setRet(c, argDefined(c, 0).v == argDefined(c, 1).v); }

// pthread_once_t: 0 until the routine ran.  The routine runs to its end
// without a context switch (it runs nested inside the model).
void m_once(Call& c) {
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, 0), 4, true, off, "pthread_once");
  Sync s{&o, off, &c.ex};
  if (s.get(0) == 0) {
    s.set(0, 1);
    c.ex.callFunction(argDefined(c, 1), {}, c.loc);
  }
  setRet(c, 0);
}

// Keys: numbered in creation order; each thread's values in its record.
void m_key_create(Call& c) {
  uint64_t off;
  mem::Object& o = c.ex.access(argDefined(c, 0), 4, true, off, "pthread_key_create");
  Sync{&o, off, &c.ex}.set(0, c.ex.newKey(c.arg(1)));
  setRet(c, 0);
}
uint32_t keyArg(Call& c) {
  uint64_t k = argDefined(c, 0).v;
  if (k >= c.ex.keyCount()) c.ex.fail(ErrorKind::ThreadMisuse, fmt::format("{} of key {}, which was never created", c.callee.name, k));
  return static_cast<uint32_t>(k);
}
void m_getspecific(Call& c) {
  uint32_t k = keyArg(c);
  const std::vector<Word>& v = c.ex.threadState(self(c)).specific;
  if (c.dst != kNoOperand) c.ret() = k < v.size() ? v[k] : Word{};
}
void m_setspecific(Call& c) {
  uint32_t k = keyArg(c);
  std::vector<Word>& v = c.ex.threadState(self(c)).specific;
  if (v.size() <= k) v.resize(k + 1);
  v[k] = c.arg(1);
  setRet(c, 0);
}

void m_atomic_begin(Call& c) { ++c.ex.threadState(self(c)).atomic; }
void m_atomic_end(Call& c) {
  uint32_t& a = c.ex.threadState(self(c)).atomic;
  if (a) --a;
}

const ModelEntry kThreadModels[] = {
    {"pthread_create", m_create}, {"pthread_join", m_join, g_join}, {"pthread_exit", m_exit_thread},
    {"pthread_self", m_self}, {"pthread_equal", m_equal}, {"pthread_detach", m_detach},
    {"pthread_attr_init", m_zero_init<56, 36>}, {"pthread_attr_destroy", m_return0},
    {"pthread_attr_setdetachstate", m_attr_setdetachstate},
    {"pthread_mutex_init", m_mutex_init}, {"pthread_mutex_lock", m_mutex_lock, g_mutex_lock},
    {"pthread_mutex_trylock", m_mutex_trylock}, {"pthread_mutex_unlock", m_mutex_unlock},
    {"pthread_mutex_destroy", m_mutex_destroy},
    {"pthread_mutexattr_init", m_zero_init<4, 4>}, {"pthread_mutexattr_destroy", m_return0},
    {"pthread_mutexattr_settype", m_mutexattr_settype},
    {"pthread_cond_init", m_cond_init}, {"pthread_cond_destroy", m_cond_destroy},
    {"pthread_cond_wait", m_cond_wait, g_cond_wait}, {"pthread_cond_timedwait", m_cond_timedwait, g_cond_wait},
    {"pthread_cond_signal", m_cond_signal}, {"pthread_cond_broadcast", m_cond_broadcast},
    {"pthread_condattr_init", m_zero_init<4, 4>}, {"pthread_condattr_destroy", m_return0},
    {"pthread_rwlock_init", m_zero_init<56, 32>}, {"pthread_rwlock_destroy", m_rwlock_destroy},
    {"pthread_rwlock_rdlock", m_rdlock, g_rdlock}, {"pthread_rwlock_wrlock", m_wrlock, g_wrlock},
    {"pthread_rwlock_tryrdlock", m_tryrdlock}, {"pthread_rwlock_trywrlock", m_trywrlock},
    {"pthread_rwlock_unlock", m_rwlock_unlock},
    {"pthread_barrier_init", m_barrier_init}, {"pthread_barrier_destroy", m_barrier_destroy},
    {"pthread_barrier_wait", m_barrier_wait, g_barrier_wait},
    {"pthread_once", m_once},
    {"pthread_key_create", m_key_create}, {"pthread_key_delete", m_return0},
    {"pthread_getspecific", m_getspecific}, {"pthread_setspecific", m_setspecific},
    {"sched_yield", m_return0}, {"pthread_yield", m_return0},
    {"__VERIFIER_atomic_begin", m_atomic_begin}, {"__VERIFIER_atomic_end", m_atomic_end},
};

}  // namespace

Model findThreadModel(std::string_view name) { return lookupModel(kThreadModels, name); }

void Executor::initThreadModels() {
  guards_.assign(prog_.functions.size(), nullptr);
  pureCall_.assign(prog_.functions.size(), 0);
  inputCall_.assign(prog_.functions.size(), 0);
  atomicFn_.assign(prog_.functions.size(), 0);
  for (const Function& f : prog_.functions) {
    std::string_view n = f.name;
    if (f.defined) {
      atomicFn_[f.index] = n.starts_with("__VERIFIER_atomic_");
      continue;
    }
    atomicFn_[f.index] = n == "__VERIFIER_atomic_begin";
    if (const ModelEntry* e = findEntry(kThreadModels, n)) guards_[f.index] = e->guard;
    // These touch no memory another thread could see.
    pureCall_[f.index] = n.starts_with("__VERIFIER_") || n == "__ferret_cover" || n == "pthread_self" || n == "pthread_equal";
    inputCall_[f.index] = n.starts_with("__VERIFIER_nondet_");
  }
}

void Executor::exitThread(const Word& result) {
  if (stopDepth_) fail(ErrorKind::Unsupported, "pthread_exit inside a callback");
  while (!frames_.empty()) unwindFrame(currentLoc());
  threadReturned(result);
  finishThread();
}

void Executor::threadReturned(const Word& result) {
  Thread& me = threads_[cur_];
  if (me.exiting) return;
  me.exiting = true;
  if (!me.detached) me.result = result;
}

void Executor::finishThread() {
  if (!callKeyDestructor()) endThread(threads_[cur_].result);
}

bool Executor::callKeyDestructor() {
  constexpr uint32_t kDestructorRounds = 4;  // glibc's PTHREAD_DESTRUCTOR_ITERATIONS
  Thread& me = threads_[cur_];
  auto due = [&](uint32_t k) {
    const Word& fn = keyDestructors_[k];
    return k < me.specific.size() && (me.specific[k].v || me.specific[k].p) && (fn.v || fn.p);
  };
  while (me.destructorRound < kDestructorRounds) {
    for (uint32_t k = me.destructorKey; k < keyCount(); ++k) {
      if (!due(k)) continue;
      me.destructorKey = k + 1;
      Word value = me.specific[k];
      me.specific[k] = Word{};
      const Function& f = handlerFunction(keyDestructors_[k], fmt::format("the destructor of pthread key {}", k));
      // The argument in a scratch word below the frame, as for a new thread.
      if (regs_.size() < top_ + 1) regs_.resize(top_ + 1);
      regs_[top_] = value;
      uint32_t args[2] = {f.paramTypes.empty() ? 0 : f.paramTypes[0], static_cast<uint32_t>(top_)};
      uint32_t nargs = static_cast<uint32_t>(std::min<size_t>(f.paramTypes.size(), 1));
      if (!f.defined) {
        // A library function such as free: its model runs at once.
        Model m = models_[f.index];
        if (!m) fail(ErrorKind::Unsupported, fmt::format("key destructor '{}', which Ferret does not model", f.name));
        Call c{*this, f, args, nargs, kNoOperand, f.retType, currentLoc()};
        m(c);
        continue;
      }
      ++top_;
      pushFrame(f, regs_.data(), args, nargs, kNoOperand, currentLoc());
      return true;
    }
    // A round is over; another one only if a destructor set a value again.
    ++me.destructorRound;
    me.destructorKey = 0;
    bool any = false;
    for (uint32_t k = 0; k < keyCount(); ++k) any |= due(k);
    if (!any) break;
  }
  return false;
}

}  // namespace ferret::sem
