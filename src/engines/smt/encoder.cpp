#include "engines/smt/encoder.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace ferret::smt {

using namespace ferret::ir;

Encoder::Encoder(z3::context& c, const Program& prog, const Facts& facts, const PointsTo& pt, const Regions& regions,
                 const Frames& frames, EncoderOptions opts)
    : c_(c),
      prog_(prog),
      facts_(facts),
      pt_(pt),
      regions_(regions),
      frames_(frames),
      opts_(std::move(opts)),
      arith_(c, opts_.ints, 8 * prog.ptrBytes, [this](const z3::sort& s) { return freshConst(s, "any"); }) {
  firstDynamic_ = static_cast<uint32_t>(1 + prog.globals.size() + prog.functions.size());
  allocaSites_.resize(prog.functions.size());
  for (uint32_t f = 0; f < prog.functions.size(); ++f) {
    const Function& fn = prog.functions[f];
    for (uint32_t i = 0; i < fn.insts.size(); ++i) {
      const Inst& in = fn.insts[i];
      bool allocaCall = in.op == Op::CallExtern &&
                        (prog.functions[in.a].name == "alloca" || prog.functions[in.a].name == "__builtin_alloca");
      if (in.op == Op::Alloca || allocaCall) allocaSites_[f].push_back(i);
    }
  }
  purity();
  everything_.regions.assign(regions.regions().size(), true);
  everything_.allocation = true;
}

// A function is pure when neither it nor what it calls touches memory or
// the allocation maps, nor can end the program (the end checks memory):
// its summary then needs no memory.
void Encoder::purity() {
  size_t nf = prog_.functions.size();
  pure_.assign(nf, true);
  bool errorEnds = explore::propertyOf(sem::ErrorKind::ReachError, opts_.props).empty();
  for (uint32_t f = 0; f < nf; ++f) {
    const Function& fn = prog_.functions[f];
    if (!fn.defined) continue;
    for (const Inst& in : fn.insts) {
      switch (in.op) {
        case Op::Load: case Op::Store: case Op::Alloca: case Op::CallIndirect: case Op::Unsupported:
          pure_[f] = false;
          break;
        case Op::Intrinsic: {
          auto sub = static_cast<Intr>(in.sub);
          if (sub == Intr::Memcpy || sub == Intr::Memmove || sub == Intr::Memset || sub == Intr::LifetimeStart ||
              sub == Intr::LifetimeEnd || sub == Intr::StackSave || sub == Intr::StackRestore || sub == Intr::Trap)
            pure_[f] = false;
          break;
        }
        case Op::CallExtern: case Op::Call: {
          const std::string& n = prog_.functions[in.a].name;
          bool error = n == "reach_error" || n == "__VERIFIER_error";
          bool probe = n == "__ferret_cover" && !opts_.goalAutomaton;
          if (in.op == Op::CallExtern && !error && n != "__VERIFIER_assume" && !probe &&
              n.rfind("__VERIFIER_nondet_", 0) != 0)
            pure_[f] = false;
          if (error && errorEnds) pure_[f] = false;
          break;
        }
        default: break;
      }
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t f = 0; f < nf; ++f) {
      if (!pure_[f] || !prog_.functions[f].defined) continue;
      for (const Inst& in : prog_.functions[f].insts)
        if (in.op == Op::Call && !pure_[in.a]) {
          pure_[f] = false;
          changed = true;
          break;
        }
    }
  }
}

bool Encoder::pureRoot(uint32_t fn) const { return summarisedRoot(fn) && pure_[fn]; }

// A state rooted anywhere but main is inside a summary.
bool Encoder::summarisedRoot(uint32_t fn) const { return opts_.chc && static_cast<int>(fn) != prog_.mainIndex; }

// Recursion always goes through summaries; other calls from the inlining
// depth on, when the summary covers all the callee does: a call through a
// pointer inside it would leave its frame unknown, and the encoding of
// variadic and by-value parameters exists for inlined calls only.
bool Encoder::summarised(const State& s, uint32_t callee) const {
  if (facts_.recursive[callee]) return true;
  const Function& f = prog_.functions[callee];
  if (!f.defined || f.isVarArg || frames_.function(callee).indirect) return false;
  if (std::any_of(f.byvalSize.begin(), f.byvalSize.end(), [](uint64_t b) { return b != 0; })) return false;
  return s.stack.size() - 1 >= opts_.summaryDepth;
}

const WriteSet* Encoder::carried(uint32_t root) const { return summarisedRoot(root) ? &frameOf(root) : nullptr; }

// Without frames (--no-frames, for measuring) a summary havocs all memory.
const WriteSet& Encoder::frameOf(uint32_t fn) const { return opts_.frames ? frames_.function(fn) : everything_; }

z3::expr Encoder::freshConst(const z3::sort& s, const char* prefix) {
  return c_.constant(fmt::format("{}!{}", prefix, fresh_++).c_str(), s);
}

uint32_t Encoder::site(BadClass cls, const std::string& property, const std::string& what) {
  auto key = std::make_tuple(curFn_, curInst_, property + "|" + what);
  if (auto it = siteIndex_.find(key); it != siteIndex_.end()) return it->second;
  sites_.push_back(Site{cls, property, what, curFn_, curInst_});
  uint32_t k = static_cast<uint32_t>(sites_.size() - 1);
  siteIndex_[key] = k;
  return k;
}

void Encoder::check(State& s, Outputs& out, const z3::expr& bad, sem::ErrorKind kind, const std::string& what) {
  if (bad.is_false()) return;
  std::string prop = explore::propertyOf(kind, opts_.props);
  // Undefined behaviour of arithmetic no property names ends the path
  // there, complete, as in the executor (sem/violation.hpp); so does any
  // error when a goal is searched for, as a test's run stops there.
  if (prop.empty() && (sem::isUndefinedBehaviour(kind) || goalMode())) {
    goalAtEnd(s, out, bad);
    s.guard = s.guard && !bad;
    return;
  }
  uint32_t k = prop.empty() ? site(BadClass::Incomplete, "", fmt::format("{} ({})", sem::kindName(kind), what))
                            : site(BadClass::Violation, prop, what);
  out.bads.push_back({s.guard && bad, k});
  if (thread_) leave(s, bad, out);
  s.guard = s.guard && !bad;
  if (!opts_.chc && ++checks_ % 16 == 0) s.guard = name(s.guard, out);
}

void Encoder::goalAtEnd(State& s, Outputs& out, const z3::expr& when) {
  const fql::Automaton* a = opts_.goalAutomaton;
  if (!a) return;
  z3::expr accepted = c_.bool_val(false);
  for (uint32_t q = 0; q < a->states(); ++q)
    if (a->accepting(q)) accepted = accepted || s.mem.goal == arith_.num(q, 32);
  accepted = (s.guard && when && accepted).simplify();
  if (!accepted.is_false()) out.bads.push_back({accepted, site(BadClass::Violation, "goal", "the goal is covered")});
}

z3::expr Encoder::goalStep(const z3::expr& state, const z3::expr& probe) {
  const fql::Automaton& a = *opts_.goalAutomaton;
  // The step on one edge (kOther: an edge outside the alphabet), as a
  // choice over the state it is taken from.
  constexpr uint64_t kOther = UINT64_MAX;
  auto from = [&](uint64_t edge) {
    z3::expr next = arith_.num(0, 32);
    for (uint32_t q = static_cast<uint32_t>(a.states()); q-- > 0;) {
      uint32_t to = edge == kOther ? a.other(q) : a.step(q, static_cast<uint32_t>(edge));
      next = q + 1 == a.states() ? arith_.num(to, 32) : z3::ite(state == arith_.num(q, 32), arith_.num(to, 32), next);
    }
    return next;
  };
  uint64_t k = 0;
  if (probe.is_numeral_u64(k)) return from(k);
  z3::expr next = from(kOther);
  for (uint32_t e : a.alphabet()) next = z3::ite(probe == arith_.num(e, 32), from(e), next);
  return next;
}

z3::expr Encoder::name(const z3::expr& e, Outputs& out) {
  if (!static_cast<Z3_ast>(e) || e.is_const() || e.is_numeral() || e.is_true() || e.is_false()) return e;
  z3::expr d = freshConst(e.get_sort(), "def");
  out.facts.push_back(d == e);
  return d;
}

void Encoder::checkpoint(State& s, Outputs& out) {
  s.guard = name(s.guard, out);
  for (Frame& f : s.stack) {
    for (Val& v : f.regs) {
      v.v = name(v.v, out);
      v.off = name(v.off, out);
    }
    for (Alloca& a : f.allocas) a.guard = name(a.guard, out);
  }
  for (Val& v : s.ret) {
    v.v = name(v.v, out);
    v.off = name(v.off, out);
  }
  checkpointMemory(s.mem, out);
}

void Encoder::checkpointMemory(Mem& m, Outputs& out) {
  for (size_t r = 0; r < m.cells.size(); ++r) {
    m.cells[r] = name(m.cells[r], out);
    m.aux[r] = name(m.aux[r], out);
  }
  for (z3::expr& z : m.zero) z = name(z, out);
  m.status = name(m.status, out);
  m.size = name(m.size, out);
  m.next = name(m.next, out);
  m.heapLive = name(m.heapLive, out);
  m.goal = name(m.goal, out);
}

State Encoder::join(std::vector<State>& states, Outputs& out) {
  State s = merge(states);
  // A clause's terms are only as deep as one stretch; naming them would
  // only give Spacer more variables to eliminate.
  if (!opts_.chc) checkpoint(s, out);
  return s;
}

void Encoder::unsupported(State& s, Outputs& out, const std::string& what) {
  out.bads.push_back({s.guard, site(BadClass::Incomplete, "", "unsupported: " + what)});
  if (thread_) leave(s, c_.bool_val(true), out);
  s.guard = c_.bool_val(false);
}

void Encoder::beyondModel(State& s, Outputs& out, const z3::expr& when, const std::string& what) {
  if (when.is_false()) return;
  // A site no state can reach (the path bounded the size) is left out: one
  // more query to the Horn solver, trivial as it is, can cost it seconds.
  // The guard speaks of the state where the stretch began, whatever it
  // holds, so unsatisfiable here is unreachable everywhere.
  z3::expr bad = s.guard && when;
  z3::solver quick(c_);
  quick.set("timeout", 500u);
  quick.add(bad);
  if (quick.check() == z3::unsat) return;
  out.bads.push_back({bad, site(BadClass::Incomplete, "", what)});
}

void Encoder::inexact(State& s, Outputs& out, const z3::expr& cond) {
  out.bads.push_back({s.guard && cond, site(BadClass::Inexact, "", "integer out of range")});
}

z3::expr Encoder::take(State& s, Outputs& out, Term t, const std::string& what) {
  if (static_cast<Z3_ast>(t.assume)) out.facts.push_back(t.assume);
  if (t.approx) ++approx_;
  if (static_cast<Z3_ast>(t.error)) check(s, out, t.error, t.errorKind, what);
  if (static_cast<Z3_ast>(t.overflow)) check(s, out, t.overflow, sem::ErrorKind::SignedOverflow, what);
  if (static_cast<Z3_ast>(t.inexact)) inexact(s, out, t.inexact);
  return t.value;
}

z3::sort Encoder::sortOf(const Slot& slot) const {
  switch (slot.kind) {
    case Kind::Bool: return c_.bool_sort();
    case Kind::Int: return arith_.intSort(slot.bits);
    case Kind::Float: return arith_.ints() ? c_.int_sort() : c_.bv_sort(slot.bits);
    case Kind::Ptr: return arith_.objSort();
    case Kind::None: break;
  }
  return arith_.intSort(64);
}

Val Encoder::freshVal(const Slot& slot) {
  Val v{freshConst(sortOf(slot)), z3::expr(c_)};
  if (slot.kind == Kind::Ptr) v.off = freshConst(arith_.offSort());
  return v;
}

z3::sort Encoder::cellSort(uint32_t r) const {
  const Region& reg = regions_.regions()[r];
  switch (reg.cell) {
    case CellKind::Bytes: return arith_.byteSort();
    case CellKind::Pointer: return arith_.objSort();
    case CellKind::Scalar: return sortOf(Slot{reg.scalar, reg.bits});
  }
  return arith_.byteSort();
}

z3::sort Encoder::auxSort(uint32_t r) const {
  const Region& reg = regions_.regions()[r];
  return reg.cell == CellKind::Bytes ? arith_.objSort() : arith_.offSort();
}

z3::expr Encoder::statusVal(Status st) const {
  return arith_.ints() ? c_.int_val(static_cast<int>(st)) : c_.bv_val(static_cast<int>(st), 8);
}

// ---- the walk ----

void Encoder::run(State s, Outputs& out) {
  std::vector<State> returns;
  runFrame(std::move(s), out, returns);
  while (!returns.empty()) {
    State r = join(returns, out);
    returns.clear();
    if (r.stack.size() == 1) {
      if (r.entry) {
        out.returns.push_back(std::move(r));
      } else {
        killFrame(r);
        if (thread_) thread_->ends.push_back({r.guard, r.thread[kRound]});
        if (!thread_ || !thread_->slot) programEnd(r, out);
        if (thread_) leave(r, c_.bool_val(true), out);
      }
      return;
    }
    killFrame(r);
    r.stack.pop_back();
    Frame& caller = r.stack.back();
    const Inst& in = prog_.functions[caller.fn].insts[caller.inst];
    curFn_ = caller.fn;
    curInst_ = caller.inst;
    if (in.dst != kNoOperand)
      for (uint32_t w = 0; w < r.ret.size(); ++w) set(r, in.dst + w, r.ret[w]);
    r.ret.clear();
    ++caller.inst;
    runFrame(std::move(r), out, returns);
  }
}

void Encoder::runFrame(State s, Outputs& out, std::vector<State>& returns) {
  const FunctionFacts& ff = facts_.fns[s.stack.back().fn];
  std::map<uint32_t, std::vector<State>> pending;  // by rank: blocks in topological order
  runBlock(std::move(s), out, pending, returns);
  while (!pending.empty()) {
    auto it = pending.begin();
    std::vector<State> states = std::move(it->second);
    uint32_t block = ff.order[it->first];
    pending.erase(it);
    State m = join(states, out);
    m.stack.back().block = block;
    m.stack.back().inst = prog_.functions[m.stack.back().fn].blocks[block].first;
    runBlock(std::move(m), out, pending, returns);
  }
}

void Encoder::runBlock(State s, Outputs& out, std::map<uint32_t, std::vector<State>>& pending,
                       std::vector<State>& returns) {
  const uint32_t fnIndex = s.stack.back().fn;
  const Function& fn = prog_.functions[fnIndex];
  const FunctionFacts& ff = facts_.fns[fnIndex];
  const uint32_t block = s.stack.back().block;
  const uint32_t end = ff.blockEnd(fn, block);
  for (uint32_t i = s.stack.back().inst; i < end; ++i) {
    curFn_ = fnIndex;
    curInst_ = i;
    s.stack.back().inst = i;
    const Inst& in = fn.insts[i];
    switch (in.op) {
      case Op::Br: return enter(std::move(s), block, in.a, out, pending);
      case Op::CondBr: {
        z3::expr cond = get(s, in.a, Slot{Kind::Bool, 1}).v;
        State t = s;
        t.guard = s.guard && cond;
        s.guard = s.guard && !cond;
        enter(std::move(t), block, in.b, out, pending);
        return enter(std::move(s), block, in.c, out, pending);
      }
      case Op::Switch: {
        Slot slot = slotOf(prog_, in.ty);
        z3::expr v = get(s, in.a, slot).v;
        z3::expr rest = s.guard;
        for (uint32_t k = 0; k < in.nextra; k += 2) {
          z3::expr c = get(s, fn.extra[in.extra + k], slot).v;
          State t = s;
          t.guard = rest && v == c;
          rest = rest && v != c;
          enter(std::move(t), block, fn.extra[in.extra + k + 1], out, pending);
        }
        s.guard = rest;
        return enter(std::move(s), block, in.b, out, pending);
      }
      case Op::Ret: {
        if (thread_ && switchPoint(prog_, in, s.stack.size())) {
          preempt(s, out, false);
          if (s.guard.is_false()) return;
        }
        s.ret.clear();
        if (in.a != kNoOperand) {
          const Type& t = prog_.types[in.ty];
          for (const Leaf& l : t.leaves) {
            if (s.ret.size() <= l.word) s.ret.resize(l.word + 1, Val{z3::expr(c_), z3::expr(c_)});
            s.ret[l.word] = get(s, in.a + l.word, slotOf(prog_, l.type));
          }
        }
        returns.push_back(std::move(s));
        return;
      }
      case Op::Unreachable:
        return unsupported(s, out, "unreachable code reached");
      default:
        if (!step(s, in, out)) return;
    }
  }
}

void Encoder::enter(State s, uint32_t from, uint32_t to, Outputs& out, std::map<uint32_t, std::vector<State>>& pending) {
  if (s.guard.is_false()) return;
  Frame& fr = s.stack.back();
  const Function& fn = prog_.functions[fr.fn];
  const FunctionFacts& ff = facts_.fns[fr.fn];
  const Block& b = fn.blocks[to];
  if (!b.phis.empty()) {
    size_t k = std::find(b.preds.begin(), b.preds.end(), from) - b.preds.begin();
    std::vector<std::pair<uint32_t, Val>> values;
    for (const Phi& p : b.phis)
      for (uint32_t w = 0; w < p.words; ++w)
        values.push_back({p.dst + w, get(s, p.values[k] + w, slotOfWord(fr.fn, p.dst + w))});
    for (auto& [w, v] : values) set(s, w, v);
  }
  fr.block = to;
  fr.inst = b.first;
  if (thread_) spinHead(s, from, to);
  if (ff.header[to]) {
    CutKey key;
    for (const Frame& f : s.stack) key.frames.push_back({f.fn, f.inst});
    out.cuts.push_back({std::move(key), std::move(s)});
    return;
  }
  pending[ff.rank[to]].push_back(std::move(s));
}

bool Encoder::call(State& s, const Inst& in, Outputs& out) {
  const Function& callee = prog_.functions[in.a];
  // The executor stops at a call of the error function, defined or not.
  if (callee.name == "reach_error" || callee.name == "__VERIFIER_error") return externCall(s, in, out);
  if (opts_.chc && summarised(s, in.a)) {
    CutKey key;
    for (const Frame& f : s.stack) key.frames.push_back({f.fn, f.inst});
    key.atCall = true;
    out.cuts.push_back({std::move(key), s});
    return false;
  }
  uint32_t depth = static_cast<uint32_t>(
      std::count_if(s.stack.begin(), s.stack.end(), [&](const Frame& f) { return f.fn == in.a; }));
  if (depth >= opts_.inlineDepth) {
    out.unwound.push_back(s.guard);
    if (thread_) leave(s, c_.bool_val(true), out);
    return false;
  }
  if (callee.isVarArg) {
    unsupported(s, out, "a call of a variadic function");
    return false;
  }
  for (uint64_t b : callee.byvalSize)
    if (b) {
      unsupported(s, out, "a parameter passed by value");
      return false;
    }
  Frame f;
  f.fn = in.a;
  f.regs.assign(callee.numWords, Val{z3::expr(c_), z3::expr(c_)});
  for (uint32_t k = 0; k < callee.paramWords.size() && 2 * k < in.nextra; ++k) {
    const Type& t = prog_.types[callee.paramTypes[k]];
    for (const Leaf& l : t.leaves) {
      uint32_t w = callee.paramWords[k] + l.word;
      f.regs[w] = coerce(get(s, argOf(in, k) + l.word, slotOf(prog_, l.type)), slotOfWord(in.a, w));
    }
  }
  uint32_t callerInst = curInst_, callerFn = curFn_;
  s.stack.push_back(std::move(f));
  std::vector<State> rets;
  runFrame(std::move(s), out, rets);
  curFn_ = callerFn;
  curInst_ = callerInst;
  if (rets.empty()) return false;
  s = join(rets, out);
  killFrame(s);
  s.stack.pop_back();
  if (in.dst != kNoOperand)
    for (uint32_t w = 0; w < s.ret.size(); ++w) set(s, in.dst + w, s.ret[w]);
  s.ret.clear();
  return true;
}

void Encoder::killFrame(State& s) {
  for (const Alloca& a : s.stack.back().allocas) {
    z3::expr dead = z3::store(s.mem.status, a.obj, statusVal(Status::Returned));
    s.mem.status = a.guard.is_true() ? dead : z3::ite(a.guard, dead, s.mem.status);
  }
}

void Encoder::programEnd(State& s, Outputs& out) {
  goalAtEnd(s, out, c_.bool_val(true));
  z3::expr zero = arith_.ints() ? c_.int_val(0) : c_.bv_val(0, 32);
  z3::expr leaked = s.mem.heapLive != zero;
  if (opts_.props.validMemcleanup) {
    out.bads.push_back({s.guard && leaked, site(BadClass::Violation, "valid-memcleanup", "memory still allocated at the end")});
  }
  if (opts_.props.validMemtrack) {
    out.bads.push_back({s.guard && leaked, site(BadClass::Violation, "valid-memtrack", "memory still allocated at the end")});
  }
}

// ---- states at cut points ----

std::vector<uint32_t> Encoder::liveAt(const CutKey& key, size_t frame) const {
  auto [fn, inst] = key.frames[frame];
  const FunctionFacts& ff = facts_.fns[fn];
  if (frame + 1 == key.frames.size()) return ff.liveness->liveBefore(inst);
  std::vector<uint32_t> live = ff.liveness->liveBefore(inst + 1);
  const Inst& in = prog_.functions[fn].insts[inst];
  if (in.dst != kNoOperand) {
    uint32_t n = std::max<uint32_t>(1, prog_.types[in.ty].words);
    std::erase_if(live, [&](uint32_t w) { return w >= in.dst && w < in.dst + n; });
  }
  return live;
}

uint32_t Encoder::tracked() const {
  return opts_.abstractContents ? 0 : static_cast<uint32_t>(regions_.regions().size());
}

void Encoder::memSorts(std::vector<z3::sort>& out, const WriteSet* frame) const {
  for (uint32_t r = 0; r < tracked(); ++r) {
    if (frame && !frame->has(r)) continue;
    out.push_back(c_.array_sort(arith_.objSort(), c_.array_sort(arith_.offSort(), cellSort(r))));
    if (regions_.regions()[r].cell != CellKind::Scalar)
      out.push_back(c_.array_sort(arith_.objSort(), c_.array_sort(arith_.offSort(), auxSort(r))));
  }
  for (uint32_t r = 0; r < regions_.regions().size(); ++r)
    if (ghosted(r) && (!frame || frame->has(r))) out.push_back(c_.array_sort(arith_.objSort(), arith_.offSort()));
  // The goal automaton's state is the path's, in every frame.
  if (!frame || frame->allocation) {
    out.push_back(c_.array_sort(arith_.objSort(), statusVal(Status::Global).get_sort()));
    out.push_back(c_.array_sort(arith_.objSort(), arith_.offSort()));
    out.push_back(arith_.objSort());
    out.push_back(arith_.ints() ? c_.int_sort() : c_.bv_sort(32));
  }
  if (opts_.goalAutomaton) out.push_back(arith_.ints() ? c_.int_sort() : c_.bv_sort(32));
}

void Encoder::flattenMem(const Mem& m, std::vector<z3::expr>& out, const WriteSet* frame) const {
  for (uint32_t r = 0; r < m.cells.size(); ++r) {
    if (frame && !frame->has(r)) continue;
    out.push_back(m.cells[r]);
    if (regions_.regions()[r].cell != CellKind::Scalar) out.push_back(m.aux[r]);
  }
  for (uint32_t r = 0; r < m.zero.size(); ++r)
    if (ghosted(r) && (!frame || frame->has(r))) out.push_back(m.zero[r]);
  if (!frame || frame->allocation) {
    out.push_back(m.status);
    out.push_back(m.size);
    out.push_back(m.next);
    out.push_back(m.heapLive);
  }
  if (opts_.goalAutomaton) out.push_back(m.goal);
}

Mem Encoder::unflattenMem(const std::vector<z3::expr>& vars, size_t& k, const WriteSet* frame) const {
  Mem m{{}, {}, {}, z3::expr(c_), z3::expr(c_), z3::expr(c_), z3::expr(c_), z3::expr(c_)};
  for (uint32_t r = 0; r < tracked(); ++r) {
    bool in = !frame || frame->has(r);
    m.cells.push_back(in ? vars[k++] : z3::expr(c_));
    m.aux.push_back(in && regions_.regions()[r].cell != CellKind::Scalar ? vars[k++] : z3::expr(c_));
  }
  for (uint32_t r = 0; r < regions_.regions().size(); ++r)
    m.zero.push_back(ghosted(r) && (!frame || frame->has(r)) ? vars[k++] : z3::expr(c_));
  if (!frame || frame->allocation) {
    m.status = vars[k++];
    m.size = vars[k++];
    m.next = vars[k++];
    m.heapLive = vars[k++];
  }
  if (opts_.goalAutomaton) m.goal = vars[k++];
  return m;
}

void Encoder::fillOutside(Mem& m, const Mem& from) {
  auto fill = [](z3::expr& e, const z3::expr& f) {
    if (!static_cast<Z3_ast>(e)) e = f;
  };
  for (size_t r = 0; r < m.cells.size(); ++r) {
    fill(m.cells[r], from.cells[r]);
    fill(m.aux[r], from.aux[r]);
  }
  for (size_t r = 0; r < m.zero.size(); ++r) fill(m.zero[r], from.zero[r]);
  fill(m.status, from.status);
  fill(m.size, from.size);
  fill(m.next, from.next);
  fill(m.heapLive, from.heapLive);
}

bool Encoder::withinFrame(const State& s) const {
  const WriteSet* frame = s.entry ? carried(s.stack[0].fn) : nullptr;
  if (!frame || pure_[s.stack[0].fn]) return true;
  const Mem& was = s.entry->mem;
  for (uint32_t r = 0; r < s.mem.cells.size(); ++r)
    if (!frame->has(r) && !(same(s.mem.cells[r], was.cells[r]) && same(s.mem.aux[r], was.aux[r]))) return false;
  for (uint32_t r = 0; r < s.mem.zero.size(); ++r)
    if (!frame->has(r) && !same(s.mem.zero[r], was.zero[r])) return false;
  return frame->allocation || (same(s.mem.status, was.status) && same(s.mem.size, was.size) && same(s.mem.next, was.next) &&
                               same(s.mem.heapLive, was.heapLive));
}

Mem Encoder::freshMem(const char* prefix) {
  std::vector<z3::sort> sorts;
  memSorts(sorts);
  std::vector<z3::expr> vars;
  for (const z3::sort& s : sorts) vars.push_back(freshConst(s, prefix));
  size_t k = 0;
  return unflattenMem(vars, k);
}

std::vector<z3::sort> Encoder::signature(const CutKey& key) {
  std::vector<z3::sort> out;
  for (size_t i = 0; i < key.frames.size(); ++i) {
    uint32_t fn = key.frames[i].first;
    for (uint32_t w : liveAt(key, i)) {
      Slot slot = slotOfWord(fn, w);
      out.push_back(sortOf(slot));
      if (slot.kind == Kind::Ptr) out.push_back(arith_.offSort());
    }
    for (size_t k = 0; k < allocaSites_[fn].size(); ++k) {
      out.push_back(c_.bool_sort());
      out.push_back(arith_.objSort());
    }
  }
  uint32_t root = key.frames[0].first;
  bool pure = pureRoot(root);
  if (!pure) memSorts(out, carried(root));
  if (summarisedRoot(root)) {
    const Function& fn = prog_.functions[root];
    for (size_t p = 0; p < fn.paramTypes.size(); ++p)
      for (const Leaf& l : prog_.types[fn.paramTypes[p]].leaves) {
        Slot slot = slotOfWord(root, fn.paramWords[p] + l.word);
        out.push_back(sortOf(slot));
        if (slot.kind == Kind::Ptr) out.push_back(arith_.offSort());
      }
    if (!pure) memSorts(out);
  }
  return out;
}

std::optional<std::vector<z3::expr>> Encoder::flatten(const CutKey& key, const State& s) {
  std::vector<z3::expr> out;
  auto push = [&](const Val& v, const Slot& slot) {
    Val x = v.defined() ? coerce(v, slot) : freshVal(slot);
    out.push_back(x.v);
    if (slot.kind == Kind::Ptr) out.push_back(x.off);
  };
  for (size_t i = 0; i < key.frames.size(); ++i) {
    const Frame& fr = s.stack[i];
    for (uint32_t w : liveAt(key, i)) push(fr.regs[w], slotOfWord(fr.fn, w));
    for (uint32_t site : allocaSites_[fr.fn]) {
      const Alloca* found = nullptr;
      for (const Alloca& a : fr.allocas)
        if (a.site == site) {
          if (found) return std::nullopt;
          found = &a;
        }
      out.push_back(found ? found->guard : c_.bool_val(false));
      out.push_back(found ? found->obj : arith_.objNum(0));
    }
  }
  bool pure = pureRoot(key.frames[0].first);
  if (!pure) flattenMem(s.mem, out, carried(key.frames[0].first));
  if (summarisedRoot(key.frames[0].first)) {
    const Function& fn = prog_.functions[key.frames[0].first];
    size_t k = 0;
    for (size_t p = 0; p < fn.paramTypes.size(); ++p)
      for (const Leaf& l : prog_.types[fn.paramTypes[p]].leaves)
        push(s.entry->args[k++], slotOfWord(key.frames[0].first, fn.paramWords[p] + l.word));
    if (!pure) flattenMem(s.entry->mem, out);
  }
  return out;
}

State Encoder::unflatten(const CutKey& key, const std::vector<z3::expr>& vars) {
  size_t k = 0;
  auto take = [&](const Slot& slot) {
    Val v{vars[k++], z3::expr(c_)};
    if (slot.kind == Kind::Ptr) v.off = vars[k++];
    return v;
  };
  std::vector<Frame> stack;
  for (size_t i = 0; i < key.frames.size(); ++i) {
    auto [fn, inst] = key.frames[i];
    Frame fr;
    fr.fn = fn;
    fr.inst = inst;
    fr.block = facts_.fns[fn].blockOf[inst];
    fr.regs.assign(prog_.functions[fn].numWords, Val{z3::expr(c_), z3::expr(c_)});
    for (uint32_t w : liveAt(key, i)) fr.regs[w] = take(slotOfWord(fn, w));
    for (uint32_t site : allocaSites_[fn]) {
      z3::expr g = vars[k++];
      z3::expr o = vars[k++];
      fr.allocas.push_back(Alloca{g, o, site});
    }
    stack.push_back(std::move(fr));
  }
  uint32_t root = key.frames[0].first;
  bool pure = pureRoot(root);
  // A function that touches no memory keeps it as it came: any memory.
  State s{c_.bool_val(true), std::move(stack), pure ? freshMem("pure") : unflattenMem(vars, k, carried(root)), nullptr, {}, {}};
  if (summarisedRoot(root)) {
    const Function& fn = prog_.functions[root];
    std::vector<Val> args;
    for (size_t p = 0; p < fn.paramTypes.size(); ++p)
      for (const Leaf& l : prog_.types[fn.paramTypes[p]].leaves) args.push_back(take(slotOfWord(root, fn.paramWords[p] + l.word)));
    Mem mem = pure ? s.mem : unflattenMem(vars, k);
    fillOutside(s.mem, mem);
    s.entry = std::make_shared<Entry>(Entry{std::move(args), std::move(mem)});
  }
  return s;
}

std::vector<std::string> Encoder::argNames(const CutKey& key) {
  std::vector<std::string> out;
  for (size_t i = 0; i < key.frames.size(); ++i) {
    uint32_t fn = key.frames[i].first;
    const auto& names = facts_.fns[fn].names;
    for (uint32_t w : liveAt(key, i)) {
      std::string n = names[w].empty() ? fmt::format("$r{}", w) : names[w];
      if (slotOfWord(fn, w).kind == Kind::Ptr) {
        out.push_back(fmt::format("object({})", n));
        out.push_back(fmt::format("offset({})", n));
      } else {
        out.push_back(n);
      }
    }
    for (uint32_t site : allocaSites_[fn]) {
      out.push_back(fmt::format("$allocated{}", site));
      out.push_back(fmt::format("$object{}", site));
    }
  }
  auto mem = [&](const char* when, const WriteSet* frame) {
    for (uint32_t r = 0; r < tracked(); ++r) {
      if (frame && !frame->has(r)) continue;
      out.push_back(fmt::format("${}memory{}", when, r));
      if (regions_.regions()[r].cell != CellKind::Scalar) out.push_back(fmt::format("${}memory{}_aux", when, r));
    }
    for (uint32_t r = 0; r < regions_.regions().size(); ++r)
      if (ghosted(r) && (!frame || frame->has(r))) out.push_back(fmt::format("${}zero{}", when, r));
    if (frame && !frame->allocation) return;
    for (const char* n : {"status", "size", "next", "heap_live"}) out.push_back(fmt::format("${}{}", when, n));
  };
  uint32_t root = key.frames[0].first;
  bool pure = pureRoot(root);
  if (!pure) mem("", carried(root));
  if (summarisedRoot(root)) {
    const Function& fn = prog_.functions[root];
    for (size_t p = 0; p < fn.paramTypes.size(); ++p)
      for (const Leaf& l : prog_.types[fn.paramTypes[p]].leaves) {
        uint32_t w = fn.paramWords[p] + l.word;
        std::string n = facts_.fns[root].names[w].empty() ? fmt::format("$r{}", w) : facts_.fns[root].names[w];
        if (slotOfWord(root, w).kind == Kind::Ptr) {
          out.push_back(fmt::format("\\old(object({}))", n));
          out.push_back(fmt::format("\\old(offset({}))", n));
        } else {
          out.push_back(fmt::format("\\old({})", n));
        }
      }
    if (!pure) mem("old_", nullptr);
  }
  return out;
}

// ---- summaries ----

State Encoder::entry(uint32_t fnIndex) {
  const Function& fn = prog_.functions[fnIndex];
  State s{c_.bool_val(true), {}, freshMem("in"), nullptr, {}, {}};
  Frame fr;
  fr.fn = fnIndex;
  fr.regs.assign(fn.numWords, Val{z3::expr(c_), z3::expr(c_)});
  std::vector<Val> args;
  for (size_t p = 0; p < fn.paramTypes.size(); ++p)
    for (const Leaf& l : prog_.types[fn.paramTypes[p]].leaves) {
      uint32_t w = fn.paramWords[p] + l.word;
      fr.regs[w] = freshVal(slotOfWord(fnIndex, w));
      args.push_back(fr.regs[w]);
    }
  s.entry = std::make_shared<Entry>(Entry{std::move(args), s.mem});
  s.stack.push_back(std::move(fr));
  return s;
}

std::vector<z3::sort> Encoder::summarySignature(uint32_t fnIndex) {
  const Function& fn = prog_.functions[fnIndex];
  std::vector<z3::sort> out;
  auto slots = [&](TypeId t, uint32_t first, bool param) {
    for (const Leaf& l : prog_.types[t].leaves) {
      Slot slot = param ? slotOfWord(fnIndex, first + l.word) : slotOf(prog_, l.type);
      out.push_back(sortOf(slot));
      if (slot.kind == Kind::Ptr) out.push_back(arith_.offSort());
    }
  };
  bool pure = pure_[fnIndex];
  for (size_t p = 0; p < fn.paramTypes.size(); ++p) slots(fn.paramTypes[p], fn.paramWords[p], true);
  if (!pure) memSorts(out);
  if (prog_.types[fn.retType].kind != TypeKind::Void) slots(fn.retType, 0, false);
  if (!pure) memSorts(out, &frameOf(fnIndex));
  out.push_back(c_.int_sort());
  return out;
}

std::vector<z3::expr> Encoder::summaryErrorArgs(const State& start, const z3::expr& err) {
  State any = start;
  any.ret.clear();
  any.mem = freshMem("any");
  return summaryArgs(any, err);
}

std::vector<z3::expr> Encoder::summaryArgs(const State& s, const z3::expr& err) {
  uint32_t fnIndex = s.stack[0].fn;
  const Function& fn = prog_.functions[fnIndex];
  std::vector<z3::expr> out;
  auto push = [&](const Val& v, const Slot& slot) {
    Val x = v.defined() ? coerce(v, slot) : freshVal(slot);
    out.push_back(x.v);
    if (slot.kind == Kind::Ptr) out.push_back(x.off);
  };
  size_t k = 0;
  for (size_t p = 0; p < fn.paramTypes.size(); ++p)
    for (const Leaf& l : prog_.types[fn.paramTypes[p]].leaves) push(s.entry->args[k++], slotOfWord(fnIndex, fn.paramWords[p] + l.word));
  if (!pure_[fnIndex]) flattenMem(s.entry->mem, out);
  if (prog_.types[fn.retType].kind != TypeKind::Void)
    for (const Leaf& l : prog_.types[fn.retType].leaves)
      push(l.word < s.ret.size() ? s.ret[l.word] : Val{z3::expr(c_), z3::expr(c_)}, slotOf(prog_, l.type));
  if (!pure_[fnIndex]) flattenMem(s.mem, out, &frameOf(fnIndex));
  out.push_back(err);
  return out;
}

Encoder::SummaryCall Encoder::summaryCall(const State& s) {
  const Frame& fr = s.stack.back();
  const Inst& in = prog_.functions[fr.fn].insts[fr.inst];
  curFn_ = fr.fn;
  curInst_ = fr.inst;
  uint32_t calleeIndex = in.a;
  const Function& callee = prog_.functions[calleeIndex];
  SummaryCall sc{calleeIndex, {}, freshConst(c_.int_sort(), "err"), s};
  for (uint32_t k = 0; k < callee.paramTypes.size(); ++k)
    for (const Leaf& l : prog_.types[callee.paramTypes[k]].leaves) {
      Slot slot = slotOfWord(calleeIndex, callee.paramWords[k] + l.word);
      Val v = 2 * k < in.nextra ? coerce(get(s, argOf(in, k) + l.word, slotOf(prog_, l.type)), slot) : freshVal(slot);
      sc.args.push_back(v.v);
      if (slot.kind == Kind::Ptr) sc.args.push_back(v.off);
    }
  bool pure = pure_[calleeIndex];
  if (!pure) flattenMem(s.mem, sc.args);
  std::vector<Val> ret;
  if (prog_.types[callee.retType].kind != TypeKind::Void)
    for (const Leaf& l : prog_.types[callee.retType].leaves) {
      Val v = freshVal(slotOf(prog_, l.type));
      sc.args.push_back(v.v);
      if (v.pointer()) sc.args.push_back(v.off);
      if (ret.size() <= l.word) ret.resize(l.word + 1, Val{z3::expr(c_), z3::expr(c_)});
      ret[l.word] = v;
    }
  // The callee's frame is havocked: its summary gives those components;
  // the rest of memory is the caller's, unchanged.
  if (!pure) {
    const WriteSet* frame = &frameOf(calleeIndex);
    std::vector<z3::expr> outs;
    flattenMem(freshMem("out"), outs, frame);
    sc.args.insert(sc.args.end(), outs.begin(), outs.end());
    size_t k = 0;
    sc.after.mem = unflattenMem(outs, k, frame);
    fillOutside(sc.after.mem, s.mem);
  }
  sc.args.push_back(sc.err);
  sc.after.guard = s.guard && sc.err == 0;
  if (in.dst != kNoOperand)
    for (uint32_t w = 0; w < ret.size(); ++w) set(sc.after, in.dst + w, ret[w]);
  ++sc.after.stack.back().inst;
  return sc;
}

}  // namespace ferret::smt

namespace ferret::smt {

// Roots the check can see are the pointer registers: every live heap block
// is held by one when the live blocks are no more than the distinct live
// heap blocks the registers point to (a count, which linear arithmetic
// handles, where "every block" would need a quantifier).
z3::expr Encoder::unanchored(const CutKey& key, const State& s) {
  std::vector<z3::expr> held;
  for (size_t i = 0; i < key.frames.size(); ++i) {
    const Frame& fr = s.stack[i];
    for (uint32_t w : liveAt(key, i))
      if (fr.regs[w].pointer()) held.push_back(fr.regs[w].v);
  }
  z3::expr one = arith_.ints() ? c_.int_val(1) : c_.bv_val(1, 32), zero = arith_.ints() ? c_.int_val(0) : c_.bv_val(0, 32);
  z3::expr count = zero;
  for (size_t i = 0; i < held.size(); ++i) {
    z3::expr first = z3::select(s.mem.status, held[i]) == statusVal(Status::Heap);
    for (size_t j = 0; j < i; ++j) first = first && held[i] != held[j];
    count = count + z3::ite(first, one, zero);
  }
  return arith_.ints() ? s.mem.heapLive > count : z3::ugt(s.mem.heapLive, count);
}

}  // namespace ferret::smt

namespace ferret::smt {

// main(argc, argv) as the explorer calls it: one argument, the program's
// name, whose bytes the encoding does not know.
State Encoder::initial() {
  const Function& fn = prog_.functions[prog_.mainIndex];
  State s{c_.bool_val(true), {}, initialMemory(), nullptr, {}, {}};
  Frame fr;
  fr.fn = static_cast<uint32_t>(prog_.mainIndex);
  fr.regs.assign(fn.numWords, Val{z3::expr(c_), z3::expr(c_)});
  s.stack.push_back(std::move(fr));
  curFn_ = static_cast<uint32_t>(prog_.mainIndex);
  curInst_ = 0;
  return s;
}

}  // namespace ferret::smt
