// The encoder's side of the Lal–Reps sequentialisation (threads.hpp):
// switch points, the rounds' copies of memory, and the pthread models
// over them, written as the executor means them (sem/threads.cpp): a
// mutex's state lives in its own bytes (here the owning thread + 1 in its
// first word, 0 when free), a blocking call is an assumption that the
// thread can go on, which a thread that cannot meets only after it
// switched away.
#include <fmt/format.h>

#include "engines/smt/encoder.hpp"

namespace ferret::smt {

using namespace ferret::ir;

namespace {

// Calls that change nothing another thread sees and never block.
bool invisibleCall(const std::string& n) {
  return n.starts_with("__VERIFIER_nondet_") || n == "__VERIFIER_assume" || n == "pthread_self" ||
         n == "pthread_equal" || n == "reach_error" || n == "__VERIFIER_error" || n == "__assert_fail" ||
         n == "abort" || n == "__ferret_cover";
}

z3::expr bv8(z3::context& c, uint64_t v) { return c.bv_val(v, 8); }

}  // namespace

bool switchPoint(const Program& prog, const Inst& in, size_t depth) {
  switch (in.op) {
    case Op::Load: case Op::Store: return true;
    case Op::Ret: return depth == 1;
    case Op::Intrinsic: {
      auto sub = static_cast<Intr>(in.sub);
      return sub == Intr::Memcpy || sub == Intr::Memmove || sub == Intr::Memset || sub == Intr::AtomicRMW ||
             sub == Intr::CmpXchg;
    }
    case Op::CallExtern: return !invisibleCall(prog.functions[in.a].name);
    case Op::Call: return prog.functions[in.a].name.starts_with("__VERIFIER_atomic_");
    default: return false;
  }
}

bool Encoder::tracks(uint32_t r) const {
  return r < tracked() && (opts_.trackedRegions.empty() || opts_.trackedRegions[r]);
}

z3::expr Encoder::sameMemory(const Mem& a, const Mem& b) const {
  z3::expr eq = c_.bool_val(true);
  for (uint32_t r = 0; r < a.cells.size(); ++r) {
    if (!tracks(r)) continue;
    eq = eq && a.cells[r] == b.cells[r];
    if (static_cast<Z3_ast>(a.aux[r])) eq = eq && a.aux[r] == b.aux[r];
  }
  return eq && a.status == b.status && a.size == b.size && a.next == b.next && a.heapLive == b.heapLive;
}

namespace {

// Library calls whose models (threadCall) change memory only, and never a
// component of the thread but its round and switch points.
bool restoringCall(const std::string& n) {
  return n == "pthread_mutex_lock" || n == "pthread_mutex_trylock" || n == "pthread_mutex_unlock" ||
         n == "pthread_cond_wait" || n == "pthread_cond_timedwait" || n == "pthread_cond_signal" ||
         n == "pthread_cond_broadcast" || n == "pthread_rwlock_rdlock" || n == "pthread_rwlock_wrlock" ||
         n == "pthread_rwlock_tryrdlock" || n == "pthread_rwlock_trywrlock" || n == "pthread_rwlock_unlock";
}

}  // namespace

const Encoder::Spin& Encoder::spinLoop(uint32_t fn, uint32_t header) {
  static const Spin none;
  const FunctionFacts& ff = facts_.fns[fn];
  if (!ff.header[header] || !ff.reducible) return none;
  auto [it, fresh] = spinLoops_.try_emplace({fn, header});
  if (!fresh) return it->second;
  const Function& f = prog_.functions[fn];
  // The body: the blocks that reach a back edge's source without the header.
  std::vector<uint32_t> body{header}, work;
  for (uint32_t p : ff.preds[header])
    if (ff.rank[p] != Facts::kNone && ff.rank[p] >= ff.rank[header]) work.push_back(p);
  while (!work.empty()) {
    uint32_t b = work.back();
    work.pop_back();
    if (std::find(body.begin(), body.end(), b) != body.end()) continue;
    if (ff.header[b]) return none;
    body.push_back(b);
    for (uint32_t p : ff.preds[b]) work.push_back(p);
  }
  // The regions written, through each address a write may use (the
  // primitives' models write through their mutex argument only).
  std::vector<Operand> addresses;
  auto arg = [&](const Inst& in, uint32_t k) { return f.extra[in.extra + 2 * k + 1]; };
  for (uint32_t b : body)
    for (uint32_t i = f.blocks[b].first; i < ff.blockEnd(f, b); ++i) {
      const Inst& in = f.insts[i];
      auto sub = static_cast<Intr>(in.sub);
      const std::string* callee = in.op == Op::CallExtern ? &prog_.functions[in.a].name : nullptr;
      if (in.op == Op::Store) addresses.push_back(in.b);
      else if (in.op == Op::Intrinsic && (sub == Intr::AtomicRMW || sub == Intr::CmpXchg)) addresses.push_back(arg(in, 0));
      else if (callee && restoringCall(*callee)) {
        // A condition itself has no state here: a wait writes its mutex.
        bool wait = *callee == "pthread_cond_wait" || *callee == "pthread_cond_timedwait";
        if (wait || !callee->starts_with("pthread_cond_")) addresses.push_back(arg(in, wait ? 1 : 0));
      }
      else if (in.op == Op::Alloca || in.op == Op::Call || in.op == Op::CallExtern || in.op == Op::CallIndirect ||
               in.op == Op::Intrinsic || in.op == Op::Unsupported || in.op == Op::IndirectBr)
        return none;
    }
  // The registers the body assigns that are live at the header (the IR's
  // registers are variables, assigned again in a loop, not SSA values).
  std::vector<uint32_t> live = ff.liveness->liveBefore(f.blocks[header].first), words;
  auto assigns = [&](uint32_t first, uint32_t n) {
    for (uint32_t w = first; w < first + n; ++w)
      if (std::find(live.begin(), live.end(), w) != live.end() && std::find(words.begin(), words.end(), w) == words.end())
        words.push_back(w);
  };
  for (uint32_t b : body) {
    for (const Phi& p : f.blocks[b].phis) assigns(p.dst, p.words);
    for (uint32_t i = f.blocks[b].first; i < ff.blockEnd(f, b); ++i)
      if (f.insts[i].dst != kNoOperand) assigns(f.insts[i].dst, Liveness::wordsOf(prog_, f.insts[i].ty));
  }
  Spin& spin = it->second;
  spin.kind = addresses.empty() && words.empty() ? SpinLoop::Pure : SpinLoop::Restoring;
  spin.words = std::move(words);
  // Split by type, an access's region is its type's, which the address's
  // node need not list: every region is compared.
  if (regions_.model() == MemoryModel::SplitType && !addresses.empty())
    for (uint32_t r = 0; r < regions_.regions().size(); ++r) spin.writes.push_back(r);
  for (Operand a : addresses)
    for (uint32_t r : regions_.regionsOf(fn, a))
      if (std::find(spin.writes.begin(), spin.writes.end(), r) == spin.writes.end()) spin.writes.push_back(r);
  return spin;
}

// Back without having switched away, the thread is where it was the last
// time it came here if memory and its registers live there are: nothing it
// or any other thread did since changed what it sees, and the iteration
// adds no execution.  Without a switch only the body changes them, so the
// regions it may write and the registers it assigns are compared; not
// regions untracked: their reads are any value at every visit alike.
void Encoder::spinHead(State& s, uint32_t from, uint32_t to) {
  const FunctionFacts& ff = facts_.fns[s.stack.back().fn];
  const Spin& spin = spinLoop(s.stack.back().fn, to);
  if (spin.kind == SpinLoop::None) return;
  const std::vector<Val>& regs = s.stack.back().regs;
  if (ff.rank[from] >= ff.rank[to]) {
    z3::expr still = s.thread[kRound] == s.thread[kSpin];
    if (spin.kind == SpinLoop::Restoring) {
      if (!s.spin) still = c_.bool_val(false);
      for (uint32_t r : spin.writes)
        if (s.spin && tracks(r)) {
          still = still && s.mem.cells[r] == s.spin->mem.cells[r];
          if (static_cast<Z3_ast>(s.mem.aux[r])) still = still && s.mem.aux[r] == s.spin->mem.aux[r];
        }
      for (size_t k = 0; s.spin && k < spin.words.size(); ++k) {
        const Val &now = regs[spin.words[k]], &then = s.spin->regs[k];
        // A word may hold values of other sorts on other paths (a Bool, a bit-vector).
        auto alike = [](const z3::expr& a, const z3::expr& b) { return z3::eq(a.get_sort(), b.get_sort()); };
        if (!now.defined() || !then.defined() || now.pointer() != then.pointer() || !alike(now.v, then.v) ||
            (now.pointer() && !alike(now.off, then.off))) {
          still = c_.bool_val(false);
          break;
        }
        still = still && now.v == then.v;
        if (now.pointer()) still = still && now.off == then.off;
      }
    }
    s.guard = s.guard && !still;
  }
  s.thread[kSpin] = s.thread[kRound];
  if (spin.kind != SpinLoop::Restoring) return;
  auto snap = std::make_shared<SpinSnapshot>(SpinSnapshot{s.mem, {}});
  for (uint32_t w : spin.words) snap->regs.push_back(regs[w]);
  s.spin = std::move(snap);
}

bool Encoder::isNullArg(const Inst& in, uint32_t k) const {
  Operand o = argOf(in, k);
  return isConst(o) && prog_.consts[constIndex(o)].ref == RefKind::None && prog_.consts[constIndex(o)].bits == 0;
}

bool Encoder::inAtomicFunction(const State& s) const {
  for (const Frame& f : s.stack)
    if (prog_.functions[f.fn].name.starts_with("__VERIFIER_atomic_")) return true;
  return false;
}

void Encoder::leave(const State& s, const z3::expr& when, Outputs& out) {
  z3::expr g = (s.guard && when).simplify();
  if (g.is_false()) return;
  thread_->exits.push_back(g);
  // For the schedule: its last context ends here.
  thread_->switches.push_back(Switch{g, s.thread[kRound], s.thread[kSteps], bv8(c_, thread_->contexts)});
  commit(s, g, out);
}

void Encoder::commit(const State& s, const z3::expr& when, Outputs& out) {
  ThreadEncoding& t = *thread_;
  t.commits.resize(t.contexts);
  Mem m = s.mem;
  checkpointMemory(m, out);
  for (uint32_t r = 0; r < t.contexts; ++r) t.commits[r].push_back({when && s.thread[kRound] == bv8(c_, r), m});
}

std::vector<Mem> Encoder::roundEnds(Outputs& out) {
  ThreadEncoding& t = *thread_;
  t.commits.resize(t.contexts);
  std::vector<Mem> ends;
  for (uint32_t r = 0; r < t.contexts; ++r) {
    std::vector<State> states;
    for (auto& [g, m] : t.commits[r]) states.push_back(State{g, {}, m, nullptr, {}, {}});
    states.push_back(State{c_.bool_val(true), {}, t.in[r], nullptr, {}, {}});
    State e = merge(states);
    checkpointMemory(e.mem, out);
    ends.push_back(e.mem);
  }
  return ends;
}

// The thread goes on in round `next` >= its round; K stops it.  The round
// it leaves ends with its memory, the rounds it skips pass the state on,
// and it goes on with the state the threads before it left in `next`.
void Encoder::preempt(State& s, Outputs& out, bool blocking, const z3::expr* only) {
  ThreadEncoding& t = *thread_;
  z3::expr round = s.thread[kRound];
  z3::expr next = freshConst(c_.bv_sort(8), "round");
  z3::expr at = only ? *only : c_.bool_val(true);
  z3::expr g = s.guard && at;
  z3::expr K = bv8(c_, t.contexts);
  out.facts.push_back(z3::implies(g, z3::uge(next, round) && z3::ule(next, K)));
  // An atomic section runs on unless it blocks (the executor's rule).
  if (inAtomicFunction(s) && !blocking) out.facts.push_back(z3::implies(g, next == round));
  else if (!blocking) out.facts.push_back(z3::implies(g && s.thread[kAtomic] != bv8(c_, 0), next == round));
  z3::expr moves = at && z3::ugt(next, round);
  commit(s, s.guard && moves, out);
  t.switches.push_back(Switch{g, round, s.thread[kSteps], next});
  auto enter = [&](const z3::expr& now, auto get) {
    z3::expr v = now;
    for (uint32_t r = 1; r < t.contexts; ++r) v = z3::ite(moves && next == bv8(c_, r), get(t.in[r]), v);
    return name(v, out);
  };
  Mem& m = s.mem;
  for (uint32_t r = 0; r < m.cells.size(); ++r) {
    if (!tracks(r)) continue;
    m.cells[r] = enter(m.cells[r], [&](const Mem& x) { return x.cells[r]; });
    if (static_cast<Z3_ast>(m.aux[r])) m.aux[r] = enter(m.aux[r], [&](const Mem& x) { return x.aux[r]; });
  }
  z3::expr status = m.status, size = m.size;
  m.status = enter(m.status, [](const Mem& x) { return x.status; });
  m.size = enter(m.size, [](const Mem& x) { return x.size; });
  // The thread's own stack objects change only by its steps (a free of one
  // is an error, which ends the path before it): whatever the round it
  // goes on in, they are as it left them.  Implied by the rounds' chain,
  // but the solver no longer has to follow it through the guesses to
  // see them live.
  for (const Frame& f : s.stack)
    for (const Alloca& a : f.allocas) {
      auto keep = [&](const z3::expr& entered, const z3::expr& left) {
        z3::expr kept = z3::store(entered, a.obj, z3::select(left, a.obj));
        return a.guard.is_true() ? kept : z3::ite(a.guard, kept, entered);
      };
      m.status = keep(m.status, status);
      m.size = keep(m.size, size);
    }
  if (!s.stack.empty()) {
    m.status = name(m.status, out);
    m.size = name(m.size, out);
  }
  m.next = enter(m.next, [](const Mem& x) { return x.next; });
  m.heapLive = enter(m.heapLive, [](const Mem& x) { return x.heapLive; });
  t.exits.push_back(g && next == K);
  z3::expr runs = z3::ult(next, K);
  if (static_cast<Z3_ast>(t.processEnd)) runs = runs && z3::ult(next, t.processEnd);
  z3::expr steps = s.thread[kSteps] + c_.bv_val(1, 32);
  if (only) {
    s.guard = name(s.guard && (!at || runs), out);
    s.thread[kRound] = name(z3::ite(at, next, round), out);
    s.thread[kSteps] = name(z3::ite(at, steps, s.thread[kSteps]), out);
    return;
  }
  s.guard = name(g && runs, out);
  s.thread[kRound] = next;
  s.thread[kSteps] = name(steps, out);
}

State Encoder::mainStart() {
  State s = initial();
  s.thread = {bv8(c_, 0), c_.bv_val(0, 32), bv8(c_, 0), bv8(c_, 0)};
  return s;
}

State Encoder::threadStart(const Spawn& sp, const z3::expr& start, Outputs& out) {
  const ThreadEncoding& t = *thread_;
  out.facts.push_back(z3::uge(start, sp.round) && z3::ule(start, bv8(c_, t.contexts)));
  auto at = [&](auto get) {
    z3::expr v = get(t.in[0]);
    for (uint32_t r = 1; r < t.contexts; ++r) v = z3::ite(start == bv8(c_, r), get(t.in[r]), v);
    return name(v, out);
  };
  Mem m = t.in[0];
  for (uint32_t r = 0; r < m.cells.size(); ++r) {
    if (!tracks(r)) continue;
    m.cells[r] = at([&](const Mem& x) { return x.cells[r]; });
    if (static_cast<Z3_ast>(m.aux[r])) m.aux[r] = at([&](const Mem& x) { return x.aux[r]; });
  }
  m.status = at([](const Mem& x) { return x.status; });
  m.size = at([](const Mem& x) { return x.size; });
  m.next = at([](const Mem& x) { return x.next; });
  m.heapLive = at([](const Mem& x) { return x.heapLive; });
  z3::expr runs = sp.guard && z3::ult(start, bv8(c_, t.contexts)) && z3::ult(start, t.processEnd);
  State s{name(runs, out), {}, m, nullptr, {}, {}};
  s.thread = {start, c_.bv_val(0, 32), bv8(c_, 0), start};
  const Function& fn = prog_.functions[sp.fn];
  Frame fr;
  fr.fn = sp.fn;
  fr.regs.assign(fn.numWords, Val{z3::expr(c_), z3::expr(c_)});
  if (!fn.paramWords.empty()) fr.regs[fn.paramWords[0]] = coerce(sp.arg, slotOfWord(sp.fn, fn.paramWords[0]));
  s.stack.push_back(std::move(fr));
  curFn_ = sp.fn;
  curInst_ = 0;
  return s;
}

std::optional<bool> Encoder::threadCall(State& s, const Inst& in, Outputs& out) {
  ThreadEncoding& t = *thread_;
  const std::string& name = prog_.functions[in.a].name;
  const unsigned pb = arith_.ptrBits();
  const Slot word{Kind::Int, 32}, id{Kind::Int, pb};
  auto result = [&](uint64_t v) {
    if (in.dst != kNoOperand) set(s, in.dst, Val{arith_.num(v, prog_.types[in.ty].bits), z3::expr(c_)});
    return !s.guard.is_false();
  };
  z3::expr me = arith_.num(t.slot + 1, 32);
  if (name == "__VERIFIER_atomic_begin" || name == "__VERIFIER_atomic_end") {
    s.thread[kAtomic] = name == "__VERIFIER_atomic_begin" ? s.thread[kAtomic] + bv8(c_, 1) : s.thread[kAtomic] - bv8(c_, 1);
    return true;
  }
  if (name == "pthread_create") {
    Operand f = argOf(in, 2);
    if (!isConst(f) || prog_.consts[constIndex(f)].ref != RefKind::Function ||
        !prog_.functions[prog_.consts[constIndex(f)].target].defined) {
      unsupported(s, out, "pthread_create of a start function that is not a defined function named at the call");
      return false;
    }
    if (*t.nextSlot >= t.maxThreads) {
      unsupported(s, out, fmt::format("more than {} threads created in the unrolled program", t.maxThreads));
      return false;
    }
    uint32_t slot = (*t.nextSlot)++;
    storeWord(s, out, argOf(in, 0), Val{arith_.num(slot, pb), z3::expr(c_)}, id);
    t.spawns.push_back(Spawn{s.guard, slot, prog_.consts[constIndex(f)].target, get(s, argOf(in, 3), Slot{Kind::Ptr, pb}),
                             s.thread[kRound], t.slot, s.thread[kSteps] - c_.bv_val(1, 32),
                             freshConst(c_.bool_sort(), "ended"), freshConst(c_.bv_sort(8), "end_round")});
    return result(0);
  }
  if (name == "pthread_join") {
    if (!isNullArg(in, 1)) {
      unsupported(s, out, "pthread_join that asks for the thread's result");
      return false;
    }
    t.joins.push_back(Join{s.guard, get(s, argOf(in, 0), id).v, s.thread[kRound], t.slot});
    return result(0);
  }
  if (name == "pthread_exit") {
    if (t.slot) t.ends.push_back({s.guard, s.thread[kRound]});
    leave(s, c_.bool_val(true), out);
    s.guard = c_.bool_val(false);
    return false;
  }
  if (name == "pthread_self") {
    if (in.dst != kNoOperand) set(s, in.dst, Val{arith_.num(t.slot, pb), z3::expr(c_)});
    return true;
  }
  if (name == "pthread_equal") {
    if (in.dst == kNoOperand) return true;
    z3::expr eq = get(s, argOf(in, 0), id).v == get(s, argOf(in, 1), id).v;
    unsigned bits = prog_.types[in.ty].bits;
    set(s, in.dst, Val{z3::ite(eq, arith_.num(1, bits), arith_.num(0, bits)), z3::expr(c_)});
    return true;
  }
  if (name == "pthread_mutex_init") {
    if (!isNullArg(in, 1)) {
      unsupported(s, out, "pthread_mutex_init with attributes");
      return false;
    }
    storeWord(s, out, argOf(in, 0), Val{arith_.num(0, 32), z3::expr(c_)}, word);
    return result(0);
  }
  if (name == "pthread_mutex_destroy") {
    check(s, out, loadWord(s, out, argOf(in, 0), word).v != arith_.num(0, 32), sem::ErrorKind::ThreadMisuse,
          "pthread_mutex_destroy of a locked mutex");
    return result(0);
  }
  if (name == "pthread_mutex_lock" || name == "pthread_mutex_trylock") {
    z3::expr owner = loadWord(s, out, argOf(in, 0), word).v;
    z3::expr free = owner == arith_.num(0, 32);
    if (name == "pthread_mutex_lock") {
      // Held: the thread waits, which it can only do switched away.
      s.guard = s.guard && free;
      storeWord(s, out, argOf(in, 0), Val{me, z3::expr(c_)}, word);
      return result(0);
    }
    storeWord(s, out, argOf(in, 0), Val{z3::ite(free, me, owner), z3::expr(c_)}, word);
    unsigned bits = prog_.types[in.ty].bits;
    set(s, in.dst, Val{z3::ite(free, arith_.num(0, bits), arith_.num(16, bits)), z3::expr(c_)});  // EBUSY
    return true;
  }
  if (name == "pthread_mutex_unlock") {
    z3::expr owner = loadWord(s, out, argOf(in, 0), word).v;
    check(s, out, owner != me, sem::ErrorKind::ThreadMisuse, "unlock of a mutex the thread does not hold");
    storeWord(s, out, argOf(in, 0), Val{arith_.num(0, 32), z3::expr(c_)}, word);
    return result(0);
  }
  if (name.starts_with("pthread_cond_")) return condCall(s, in, out);
  if (name.starts_with("pthread_rwlock_")) return rwlockCall(s, in, out);
  if (name.starts_with("pthread_barrier_")) return barrierCall(s, in, out);
  return std::nullopt;
}

// A waiter may wake without a signal (POSIX allows spurious wake-ups; the
// executor explores them), so signals need no state: a wait releases the
// mutex, is a switch point of its own (the executor's first half, after
// which the thread waits), and takes the mutex again.  A timed wait may
// also time out; its result is either.
std::optional<bool> Encoder::condCall(State& s, const Inst& in, Outputs& out) {
  const std::string& name = prog_.functions[in.a].name;
  const Slot word{Kind::Int, 32};
  z3::expr me = arith_.num(thread_->slot + 1, 32);
  bool timed = name == "pthread_cond_timedwait";
  if (name == "pthread_cond_wait" || timed) {
    z3::expr owner = loadWord(s, out, argOf(in, 1), word).v;
    check(s, out, owner != me, sem::ErrorKind::ThreadMisuse, name + " with a mutex the thread does not hold");
    storeWord(s, out, argOf(in, 1), Val{arith_.num(0, 32), z3::expr(c_)}, word);
    preempt(s, out, true);
    s.guard = s.guard && loadWord(s, out, argOf(in, 1), word).v == arith_.num(0, 32);
    storeWord(s, out, argOf(in, 1), Val{me, z3::expr(c_)}, word);
  } else if (name == "pthread_cond_init" && !isNullArg(in, 1)) {
    unsupported(s, out, "pthread_cond_init with attributes");
    return false;
  } else if (name != "pthread_cond_init" && name != "pthread_cond_destroy" && name != "pthread_cond_signal" &&
             name != "pthread_cond_broadcast") {
    return std::nullopt;
  }
  if (in.dst == kNoOperand) return !s.guard.is_false();
  unsigned bits = prog_.types[in.ty].bits;
  z3::expr r = arith_.num(0, bits);
  if (timed) r = z3::ite(freshConst(c_.bool_sort(), "timed_out"), arith_.num(110, bits), r);  // ETIMEDOUT
  set(s, in.dst, Val{r, z3::expr(c_)});
  return !s.guard.is_false();
}

// A read-write lock as the executor keeps it: readers in its first word,
// the writer (thread + 1) in its second.  A lock that cannot be taken is
// an assumption, as for a mutex.
std::optional<bool> Encoder::rwlockCall(State& s, const Inst& in, Outputs& out) {
  const std::string& name = prog_.functions[in.a].name;
  const Slot word{Kind::Int, 32};
  constexpr int64_t kReaders = 0, kWriter = 4;
  Operand l = argOf(in, 0);
  z3::expr me = arith_.num(thread_->slot + 1, 32), zero = arith_.num(0, 32);
  auto store = [&](int64_t at, const z3::expr& v) { storeWord(s, out, l, Val{v, z3::expr(c_)}, word, at); };
  z3::expr readers = loadWord(s, out, l, word, kReaders).v, writer = loadWord(s, out, l, word, kWriter).v;
  z3::expr ok = c_.bool_val(true);
  if (name == "pthread_rwlock_init") {
    if (!isNullArg(in, 1)) {
      unsupported(s, out, "pthread_rwlock_init with attributes");
      return false;
    }
    store(kReaders, zero);
    store(kWriter, zero);
  } else if (name == "pthread_rwlock_destroy") {
    check(s, out, readers != zero || writer != zero, sem::ErrorKind::ThreadMisuse,
          "pthread_rwlock_destroy of a locked read-write lock");
  } else if (name == "pthread_rwlock_unlock") {
    check(s, out, writer != me && (readers == zero || writer != zero), sem::ErrorKind::ThreadMisuse,
          "pthread_rwlock_unlock of a read-write lock this thread does not hold");
    store(kWriter, z3::ite(writer == me, zero, writer));
    store(kReaders, z3::ite(writer == me, readers, readers - arith_.num(1, 32)));
  } else {
    bool write = name == "pthread_rwlock_wrlock" || name == "pthread_rwlock_trywrlock";
    bool tryOnly = name == "pthread_rwlock_tryrdlock" || name == "pthread_rwlock_trywrlock";
    if (!write && !tryOnly && name != "pthread_rwlock_rdlock") return std::nullopt;
    // The executor's deadlock: the writer asks again.
    s.guard = s.guard && writer != me;
    z3::expr free = writer == zero && (write ? readers == zero : c_.bool_val(true));
    if (tryOnly) ok = free;
    else s.guard = s.guard && free;
    if (write) store(kWriter, z3::ite(ok, me, writer));
    else store(kReaders, z3::ite(ok, readers + arith_.num(1, 32), readers));
  }
  if (in.dst == kNoOperand) return !s.guard.is_false();
  unsigned bits = prog_.types[in.ty].bits;
  set(s, in.dst, Val{z3::ite(ok, arith_.num(0, bits), arith_.num(16, bits)), z3::expr(c_)});  // EBUSY
  return !s.guard.is_false();
}

}  // namespace ferret::smt

namespace ferret::smt {

// A barrier as the executor keeps it: its count, the threads arrived, and
// the generation.  The last to arrive starts the next generation and goes
// on; the others wait, a switch point of their own (as in a condition
// wait), until the generation has moved.
std::optional<bool> Encoder::barrierCall(State& s, const Inst& in, Outputs& out) {
  const std::string& fn = prog_.functions[in.a].name;
  const Slot word{Kind::Int, 32};
  constexpr int64_t kCount = 0, kArrived = 4, kGeneration = 8;
  Operand b = argOf(in, 0);
  z3::expr zero = arith_.num(0, 32), one = arith_.num(1, 32);
  auto load = [&](int64_t at) { return loadWord(s, out, b, word, at).v; };
  auto store = [&](int64_t at, const z3::expr& v) { storeWord(s, out, b, Val{v, z3::expr(c_)}, word, at); };
  unsigned bits = in.dst == kNoOperand ? 32 : prog_.types[in.ty].bits;
  z3::expr r = arith_.num(0, bits);
  if (fn == "pthread_barrier_init") {
    if (!isNullArg(in, 1)) {
      unsupported(s, out, "pthread_barrier_init with attributes");
      return false;
    }
    z3::expr count = get(s, argOf(in, 2), word).v, none = count == zero;
    store(kCount, z3::ite(none, load(kCount), count));
    store(kArrived, z3::ite(none, load(kArrived), zero));
    store(kGeneration, z3::ite(none, load(kGeneration), zero));
    r = z3::ite(none, arith_.num(22, bits), r);  // EINVAL
  } else if (fn == "pthread_barrier_destroy") {
    check(s, out, load(kArrived) != zero, sem::ErrorKind::ThreadMisuse,
          "pthread_barrier_destroy of a barrier threads wait on");
  } else if (fn == "pthread_barrier_wait") {
    z3::expr count = load(kCount);
    check(s, out, count == zero, sem::ErrorKind::ThreadMisuse, "pthread_barrier_wait on a barrier not initialised");
    z3::expr arrived = load(kArrived) + one, generation = load(kGeneration);
    z3::expr last = name(arrived == count, out);
    store(kArrived, z3::ite(last, zero, arrived));
    store(kGeneration, z3::ite(last, generation + one, generation));
    z3::expr waits = !last;
    preempt(s, out, true, &waits);
    s.guard = s.guard && (last || load(kGeneration) != generation);
    r = z3::ite(last, arith_.num(-1, bits), r);  // PTHREAD_BARRIER_SERIAL_THREAD
  } else {
    return std::nullopt;
  }
  if (in.dst != kNoOperand) set(s, in.dst, Val{r, z3::expr(c_)});
  return !s.guard.is_false();
}

}  // namespace ferret::smt
