// The library functions the SMT engine models: SV-COMP's __VERIFIER_*
// functions and error function, allocation, memset/memcpy, and the ends of
// the program.  Any other external call ends the path without a verdict.
#include <fmt/format.h>

#include "engines/smt/encoder.hpp"

namespace ferret::smt {

using namespace ferret::ir;

bool Encoder::externCall(State& s, const Inst& in, Outputs& out) {
  const std::string& name = prog_.functions[in.a].name;
  const unsigned pb = arith_.ptrBits();
  auto ptrArg = [&](uint32_t k) { return get(s, argOf(in, k), Slot{Kind::Ptr, pb}); };
  auto offArg = [&](uint32_t k) {
    const Type& t = prog_.types[argType(in, k)];
    return arith_.toOffset(get(s, argOf(in, k), Slot{Kind::Int, t.bits}).v, t.bits);
  };
  // Past the executor's largest object the C library returns NULL, which
  // no path here follows.  (An alloca past the stack ends the program,
  // breaking no property: allocating it instead only adds behaviours.)
  auto sizeCheck = [&](const std::vector<z3::expr>& factors) {
    beyondModel(s, out, arith_.sizeAbove(factors, sem::kLargestObject).simplify(),
                sem::sizeBeyondModel(name, factors.size() > 1));
  };
  auto end = [&]() {
    if (s.entry) out.exits.push_back(s);
    else programEnd(s, out);
    if (thread_) {
      // The process ends: no thread runs in this round or later.
      if (!thread_->slot) thread_->ends.push_back({s.guard, s.thread[kRound]});
      leave(s, c_.bool_val(true), out);
    }
    s.guard = c_.bool_val(false);
    return false;
  };
  if (name == "reach_error" || name == "__VERIFIER_error") {
    if (explore::propertyOf(sem::ErrorKind::ReachError, opts_.props).empty()) return end();
    out.bads.push_back({s.guard, site(BadClass::Violation, "unreach-call", name + "() is called")});
    if (thread_) leave(s, c_.bool_val(true), out);
    s.guard = c_.bool_val(false);
    return false;
  }
  // A coverage probe: the goal when it is one of the goal's edges.
  if (name == "__ferret_cover") {
    if (opts_.goalAutomaton) {
      const fql::Automaton& a = *opts_.goalAutomaton;
      s.mem.goal = Encoder::name(goalStep(s.mem.goal, get(s, argOf(in, 0), Slot{Kind::Int, 32}).v).simplify(), out);
      // Covered now, whatever the path does next.
      z3::expr settled = c_.bool_val(false);
      for (uint32_t q = 0; q < a.states(); ++q)
        if (a.settled(q)) settled = settled || s.mem.goal == arith_.num(q, 32);
      settled = (s.guard && settled).simplify();
      if (!settled.is_false()) out.bads.push_back({settled, site(BadClass::Violation, "goal", "the goal is covered")});
      s.guard = (s.guard && !settled).simplify();
      return !s.guard.is_false();
    }
    if (opts_.goalEdges.empty()) return true;
    z3::expr probe = get(s, argOf(in, 0), Slot{Kind::Int, 32}).v;
    z3::expr hit = c_.bool_val(false);
    for (uint32_t e : opts_.goalEdges) hit = hit || probe == arith_.num(e, 32);
    hit = hit.simplify();
    if (hit.is_false()) return true;
    out.bads.push_back({s.guard && hit, site(BadClass::Violation, "goal", "the goal is covered")});
    s.guard = s.guard && !hit;
    return !s.guard.is_false();
  }
  if (thread_)
    if (std::optional<bool> r = threadCall(s, in, out)) return *r;
  if (name.starts_with("__VERIFIER_nondet_")) {
    Slot slot = slotOf(prog_, in.ty);
    if (slot.kind != Kind::Int && slot.kind != Kind::Bool) {
      unsupported(s, out, fmt::format("{}()", name));
      return false;
    }
    Val v = freshVal(slot);
    if (arith_.ints() && slot.kind == Kind::Int) out.facts.push_back(arith_.inRange(v.v, slot.bits));
    out.inputs.push_back(Input{s.guard, v.v, in.ty, name.substr(std::string("__VERIFIER_nondet_").size())});
    set(s, in.dst, v);
    return true;
  }
  if (name == "__VERIFIER_assume") {
    const Type& t = prog_.types[argType(in, 0)];
    z3::expr holds = get(s, argOf(in, 0), t.bits == 1 ? Slot{Kind::Bool, 1} : Slot{Kind::Int, t.bits}).v !=
                     (t.bits == 1 ? c_.bool_val(false) : arith_.num(0, t.bits));
    // A run that fails the assumption ends there, as a test's run does.
    goalAtEnd(s, out, !holds);
    // A thread whose assumption fails stands there for ever while the
    // others go on (the executor's rule when it changed what they see).
    if (thread_) leave(s, !holds, out);
    s.guard = s.guard && holds;
    return !s.guard.is_false();
  }
  if (name == "abort" || name == "exit" || name == "_exit" || name == "_Exit" || name == "__assert_fail") return end();
  if (name == "malloc" || name == "calloc" || name == "alloca" || name == "__builtin_alloca") {
    bool stack = name == "alloca" || name == "__builtin_alloca";
    z3::expr size = offArg(0);
    std::vector<z3::expr> factors{size};
    if (name == "calloc") factors.push_back(offArg(1));
    if (!stack) sizeCheck(factors);
    if (name == "calloc") {
      if (arith_.ints() && !size.is_numeral() && !factors[1].is_numeral()) {
        size = freshConst(arith_.offSort(), "size");
        out.facts.push_back(size >= 0);
        ++approx_;
      } else {
        size = size * factors[1];
      }
    }
    Val p = allocate(s, stack ? Status::Stack : Status::Heap, size, in.dst, name == "calloc");
    if (stack) s.stack.back().allocas.push_back(Alloca{c_.bool_val(true), p.v, curInst_});
    set(s, in.dst, p);
    return true;
  }
  if (name == "free") {
    release(s, out, ptrArg(0));
    return !s.guard.is_false();
  }
  if (name == "realloc") {
    Val old = ptrArg(0);
    z3::expr n = offArg(1);
    sizeCheck({n});
    Val p = allocate(s, Status::Heap, n, in.dst, false);
    // What it keeps of the old block is known when nothing is cut off;
    // otherwise its bytes are any value, which they may be anyway.
    z3::expr keep = old.v != arith_.objNum(0) && n == z3::select(s.mem.size, old.v);
    for (uint32_t r : regions_.regionsOf(curFn_, in.dst)) {
      if (ghosted(r))
        s.mem.zero[r] = z3::ite(keep, z3::store(s.mem.zero[r], p.v, z3::select(s.mem.zero[r], old.v)), s.mem.zero[r]);
      if (!tracks(r)) continue;
      s.mem.cells[r] = z3::ite(keep, z3::store(s.mem.cells[r], p.v, z3::select(s.mem.cells[r], old.v)), s.mem.cells[r]);
      if (static_cast<Z3_ast>(s.mem.aux[r]))
        s.mem.aux[r] = z3::ite(keep, z3::store(s.mem.aux[r], p.v, z3::select(s.mem.aux[r], old.v)), s.mem.aux[r]);
    }
    release(s, out, old);
    set(s, in.dst, p);
    return !s.guard.is_false();
  }
  if (name == "memset") {
    z3::expr byte = get(s, argOf(in, 1), Slot{Kind::Int, 8}).v;
    fill(s, out, argOf(in, 0), byte, offArg(2));
    if (in.dst != kNoOperand) set(s, in.dst, ptrArg(0));
    return !s.guard.is_false();
  }
  if (name == "memcpy" || name == "memmove") {
    Val d = ptrArg(0), p = ptrArg(1);
    z3::expr n = offArg(2);
    if (name == "memcpy")
      check(s, out, d.v == p.v && d.off < p.off + n && p.off < d.off + n, sem::ErrorKind::MemcpyOverlap,
            "memcpy of overlapping memory");
    copy(s, out, argOf(in, 0), argOf(in, 1), n);
    if (in.dst != kNoOperand) set(s, in.dst, d);
    return !s.guard.is_false();
  }
  if (name == "printf" || name == "puts" || name == "putchar") {
    // Output only: the executor reads the format and string arguments, so
    // any but a string literal is left to it.
    for (uint32_t k = 0; 2 * k < in.nextra; ++k) {
      Operand o = argOf(in, k);
      bool literal = isConst(o) && prog_.consts[constIndex(o)].ref == RefKind::Global &&
                     prog_.globals[prog_.consts[constIndex(o)].target].isString;
      if (prog_.types[argType(in, k)].kind == TypeKind::Ptr && !literal) {
        unsupported(s, out, fmt::format("{}() of a string that is not a literal", name));
        return false;
      }
    }
    if (in.dst != kNoOperand) set(s, in.dst, freshVal(slotOf(prog_, in.ty)));
    return true;
  }
  unsupported(s, out, fmt::format("a call of {}()", name));
  return false;
}

}  // namespace ferret::smt
