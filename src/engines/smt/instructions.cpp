// What each IR instruction means over a symbolic state: the executor's
// semantics (sem/arith.cpp, sem/calls.cpp) as formulas.
#include <fmt/format.h>

#include "engines/smt/encoder.hpp"

namespace ferret::smt {

using namespace ferret::ir;

Operand Encoder::argOf(const Inst& in, uint32_t k) const { return prog_.functions[curFn_].extra[in.extra + 2 * k + 1]; }
TypeId Encoder::argType(const Inst& in, uint32_t k) const { return prog_.functions[curFn_].extra[in.extra + 2 * k]; }

bool Encoder::step(State& s, const Inst& in, Outputs& out) {
  if ((++encoded_ & 255) == 0 && opts_.stop && opts_.stop()) throw z3::exception("canceled");
  if (opts_.maxEncoded && encoded_ > opts_.maxEncoded) throw z3::exception("the unrolled program grew too large");
  if (thread_ && switchPoint(prog_, in, s.stack.size())) {
    const std::string* callee = in.op == Op::CallExtern ? &prog_.functions[in.a].name : nullptr;
    preempt(s, out, callee && (*callee == "pthread_mutex_lock" || *callee == "pthread_join"));
    if (s.guard.is_false()) return false;
  }
  if (isFloatOp(in.op)) {
    unsupported(s, out, "floating-point arithmetic");
    return false;
  }
  switch (in.op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
    case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor:
      binary(s, in, out);
      break;
    case Op::ICmp: compare(s, in, out); break;
    case Op::Select: {
      z3::expr c = get(s, in.a, Slot{Kind::Bool, 1}).v;
      for (const Leaf& l : prog_.types[in.ty].leaves) {
        Slot slot = slotOfWord(curFn_, in.dst + l.word);
        Val x = get(s, in.b + l.word, slot), y = get(s, in.c + l.word, slot);
        Val r{z3::ite(c, x.v, y.v), z3::expr(c_)};
        if (x.pointer()) r.off = z3::ite(c, x.off, y.off);
        set(s, in.dst + l.word, r);
      }
      break;
    }
    case Op::Trunc: case Op::ZExt: case Op::SExt: cast(s, in, out); break;
    case Op::Copy: {
      const Type& to = prog_.types[in.ty];
      uint32_t words = std::max<uint32_t>(1, to.words);
      for (uint32_t w = 0; w < words; ++w) {
        Slot from = isConst(in.a) ? slotOfWord(curFn_, in.dst + w) : slotOfWord(curFn_, in.a + w);
        set(s, in.dst + w, get(s, in.a + w, from));
      }
      break;
    }
    case Op::Alloca: {
      const Type& t = prog_.types[in.ty];
      Slot countSlot = slotOf(prog_, in.b);
      z3::expr n = arith_.toOffset(get(s, in.a, countSlot).v, countSlot.bits);
      // The executor's bound, 2^40 bytes, where an offset can exceed it:
      // with 32-bit pointers it wrapped to 0 and made every array huge.
      int64_t most = t.size ? static_cast<int64_t>(sem::kLargestObject / t.size) : 0;
      bool reachable = arith_.ints() || arith_.ptrBits() >= 64 || most < (int64_t{1} << (arith_.ptrBits() - 1));
      z3::expr huge = t.size && reachable ? n > arith_.offNum(most) : c_.bool_val(false);
      check(s, out, (n < arith_.offNum(0) || huge).simplify(), sem::ErrorKind::StackOverflow,
            "variable-length array of a negative or huge size");
      z3::expr size = t.size == 1 ? n : n * arith_.offNum(static_cast<int64_t>(t.size));
      Val p = allocate(s, Status::Stack, size, in.dst, false);
      s.stack.back().allocas.push_back(Alloca{c_.bool_val(true), p.v, curInst_});
      set(s, in.dst, p);
      break;
    }
    case Op::Load: {
      std::vector<Val> leaves = load(s, out, in.a, in.ty);
      const Type& t = prog_.types[in.ty];
      for (size_t k = 0; k < t.leaves.size(); ++k) set(s, in.dst + t.leaves[k].word, leaves[k]);
      break;
    }
    case Op::Store: {
      std::vector<Val> leaves;
      for (const Leaf& l : prog_.types[in.ty].leaves) leaves.push_back(get(s, in.a + l.word, slotOf(prog_, l.type)));
      store(s, out, in.b, in.ty, leaves);
      break;
    }
    case Op::Gep: gep(s, in); break;
    case Op::Call: return call(s, in, out);
    case Op::CallExtern: return externCall(s, in, out);
    case Op::CallIndirect:
      unsupported(s, out, "a call through a function pointer");
      return false;
    case Op::Intrinsic: intrinsic(s, in, out); break;
    case Op::ExtractValue:
      for (uint32_t w = 0; w < in.c; ++w) set(s, in.dst + w, get(s, in.a + in.b + w, slotOfWord(curFn_, in.dst + w)));
      break;
    case Op::InsertValue: {
      uint32_t words = prog_.types[in.ty].words;
      std::vector<Val> vals;
      for (uint32_t w = 0; w < words; ++w) {
        bool inserted = w >= in.c && w < in.c + in.extra;
        Operand o = inserted ? in.b + (w - in.c) : in.a + w;
        vals.push_back(get(s, o, slotOfWord(curFn_, in.dst + w)));
      }
      for (uint32_t w = 0; w < words; ++w) set(s, in.dst + w, vals[w]);
      break;
    }
    case Op::Unsupported:
      unsupported(s, out, prog_.strings[in.a]);
      return false;
    default:
      unsupported(s, out, "an instruction the SMT engine does not model");
      return false;
  }
  return !s.guard.is_false();
}

void Encoder::binary(State& s, const Inst& in, Outputs& out) {
  const Type& t = prog_.types[in.ty];
  if (t.words > 1 || t.bits > 64) return unsupported(s, out, "128-bit integers");
  unsigned bits = t.bits;
  Slot dst = slotOfWord(curFn_, in.dst);
  Slot sa = isConst(in.a) ? Slot{Kind::Int, bits} : slotOfWord(curFn_, in.a);
  Slot sb = isConst(in.b) ? Slot{Kind::Int, bits} : slotOfWord(curFn_, in.b);
  bool constRefA = isConst(in.a) && prog_.consts[constIndex(in.a)].ref != RefKind::None;
  bool constRefB = isConst(in.b) && prog_.consts[constIndex(in.b)].ref != RefKind::None;
  if (constRefA) sa = Slot{Kind::Ptr, bits};
  if (constRefB) sb = Slot{Kind::Ptr, bits};
  if (in.flags & kPtrDiff) {
    Val a = get(s, in.a, Slot{Kind::Ptr, bits}), b = get(s, in.b, Slot{Kind::Ptr, bits});
    check(s, out, a.v != b.v && a.v != arith_.objNum(0) && b.v != arith_.objNum(0), sem::ErrorKind::PointerComparison,
          "subtraction of pointers into different objects");
    z3::expr d = z3::ite(a.v == b.v, a.off - b.off, pointerInt(a, bits) - pointerInt(b, bits));
    set(s, in.dst, Val{take(s, out, arith_.fromOffset(d, bits, true), "pointer difference"), z3::expr(c_)});
    return;
  }
  if (dst.kind == Kind::Ptr && (in.op == Op::Add || in.op == Op::Sub) && (sa.kind == Kind::Ptr || sb.kind == Kind::Ptr) &&
      !(sa.kind == Kind::Ptr && sb.kind == Kind::Ptr)) {
    // Provenance survives + and - of an integer, as in the executor.
    bool first = sa.kind == Kind::Ptr;
    Val p = get(s, first ? in.a : in.b, Slot{Kind::Ptr, bits});
    z3::expr k = arith_.toOffset(get(s, first ? in.b : in.a, Slot{Kind::Int, bits}).v, bits);
    if (in.op == Op::Sub && !first) {
      set(s, in.dst, Val{arith_.objNum(0), k - arith_.toOffset(pointerInt(p, bits), bits)});
      return;
    }
    set(s, in.dst, Val{p.v, in.op == Op::Add ? p.off + k : p.off - k});
    return;
  }
  if (bits == 1) {
    z3::expr a = get(s, in.a, Slot{Kind::Bool, 1}).v, b = get(s, in.b, Slot{Kind::Bool, 1}).v;
    z3::expr r(c_);
    switch (in.op) {
      case Op::And: case Op::Mul: r = a && b; break;
      case Op::Or: r = a || b; break;
      case Op::Xor: case Op::Add: case Op::Sub: r = a != b; break;
      default: return unsupported(s, out, "an arithmetic operation on booleans");
    }
    set(s, in.dst, Val{r, z3::expr(c_)});
    return;
  }
  z3::expr a = get(s, in.a, Slot{Kind::Int, bits}).v, b = get(s, in.b, Slot{Kind::Int, bits}).v;
  bool wrap = opts_.wrap.count({curFn_, curInst_}) > 0;
  Term r = arith_.binary(in.op, in.flags, bits, a, b, wrap);
  set(s, in.dst, Val{take(s, out, r, fmt::format("signed {}-bit arithmetic overflows", bits)), z3::expr(c_)});
}

void Encoder::compare(State& s, const Inst& in, Outputs& out) {
  const Type& t = prog_.types[in.ty];
  auto pred = static_cast<IPred>(in.sub);
  if (t.words > 1 || (t.kind == TypeKind::Int && t.bits > 64)) return unsupported(s, out, "128-bit integers");
  auto ptrLike = [&](Operand o) {
    if (isConst(o)) return prog_.consts[constIndex(o)].ref != RefKind::None;
    return slotOfWord(curFn_, o).kind == Kind::Ptr;
  };
  z3::expr r(c_);
  if (t.kind == TypeKind::Ptr || ptrLike(in.a) || ptrLike(in.b)) {
    unsigned bits = 8 * prog_.ptrBytes;
    r = pointerCompare(s, out, pred, get(s, in.a, Slot{Kind::Ptr, bits}), get(s, in.b, Slot{Kind::Ptr, bits}));
  } else if (t.bits == 1) {
    z3::expr a = get(s, in.a, Slot{Kind::Bool, 1}).v, b = get(s, in.b, Slot{Kind::Bool, 1}).v;
    // As 8-bit values, with true as -1 for the signed predicates.
    bool sgn = pred == IPred::SGT || pred == IPred::SGE || pred == IPred::SLT || pred == IPred::SLE;
    z3::expr one = arith_.num(sgn ? 0xff : 1, 8), zero = arith_.num(0, 8);
    r = arith_.compare(pred, 8, z3::ite(a, one, zero), z3::ite(b, one, zero));
  } else {
    z3::expr a = get(s, in.a, Slot{Kind::Int, t.bits}).v, b = get(s, in.b, Slot{Kind::Int, t.bits}).v;
    r = arith_.compare(pred, t.bits, a, b);
  }
  set(s, in.dst, Val{r, z3::expr(c_)});
}

void Encoder::cast(State& s, const Inst& in, Outputs& out) {
  const Type& to = prog_.types[in.ty];
  const Type& from = prog_.types[in.c];
  if (to.words > 1 || from.words > 1) return unsupported(s, out, "128-bit integers");
  unsigned fb = from.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : from.bits;
  unsigned tb = to.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : to.bits;
  Slot src = isConst(in.a) ? slotOf(prog_, in.c) : slotOfWord(curFn_, in.a);
  if (fb == 1) {
    z3::expr b = get(s, in.a, Slot{Kind::Bool, 1}).v;
    if (tb == 1) return set(s, in.dst, Val{b, z3::expr(c_)});
    z3::expr r = in.op == Op::SExt ? z3::ite(b, arith_.num(~0ull, tb), arith_.num(0, tb)) : arith_.boolToInt(b, tb);
    return set(s, in.dst, Val{r, z3::expr(c_)});
  }
  z3::expr a = src.kind == Kind::Ptr ? pointerInt(get(s, in.a, src), fb) : get(s, in.a, Slot{Kind::Int, fb}).v;
  if (tb == 1) {
    z3::expr low = arith_.ints() ? z3::mod(a, 2) == 1 : a.extract(0, 0) == c_.bv_val(1, 1);
    return set(s, in.dst, Val{low, z3::expr(c_)});
  }
  bool wrap = opts_.wrap.count({curFn_, curInst_}) > 0;
  set(s, in.dst, Val{take(s, out, arith_.cast(in.op, fb, tb, a, wrap), "cast"), z3::expr(c_)});
}

void Encoder::gep(State& s, const Inst& in) {
  const Function& fn = prog_.functions[curFn_];
  Val p = get(s, in.a, Slot{Kind::Ptr, 8 * prog_.ptrBytes});
  z3::expr off = p.off;
  int64_t k = static_cast<int64_t>(prog_.consts[constIndex(in.b)].bits);
  if (k) off = off + arith_.offNum(k);
  for (uint32_t e = 0; e < in.nextra; e += 3) {
    Operand idx = fn.extra[in.extra + e];
    unsigned bits = fn.extra[in.extra + e + 1];
    int64_t scale = static_cast<int32_t>(fn.extra[in.extra + e + 2]);
    z3::expr i = get(s, idx, Slot{Kind::Int, bits}).v;
    off = arith_.offsetAdd(off, i, bits, scale);
  }
  set(s, in.dst, Val{p.v, off});
}

void Encoder::intrinsic(State& s, const Inst& in, Outputs& out) {
  auto sub = static_cast<Intr>(in.sub);
  const Type& rt = prog_.types[in.ty];
  unsigned bits = rt.kind == TypeKind::Int ? rt.bits : 64;
  auto intArg = [&](uint32_t k) {
    const Type& t = prog_.types[argType(in, k)];
    return get(s, argOf(in, k), Slot{Kind::Int, t.bits}).v;
  };
  auto result = [&](const z3::expr& v) { set(s, in.dst, Val{v, z3::expr(c_)}); };
  auto approximate = [&]() {
    Term t = arith_.anyValue(bits);
    result(take(s, out, t, "intrinsic"));
  };
  switch (sub) {
    case Intr::Memcpy: case Intr::Memmove: {
      Val d = get(s, argOf(in, 0), Slot{Kind::Ptr, 8 * prog_.ptrBytes});
      Val src = get(s, argOf(in, 1), Slot{Kind::Ptr, 8 * prog_.ptrBytes});
      const Type& lt = prog_.types[argType(in, 2)];
      z3::expr n = arith_.toOffset(intArg(2), lt.bits);
      if (sub == Intr::Memcpy) {
        z3::expr partial = d.v == src.v && d.off != src.off && d.off < src.off + n && src.off < d.off + n;
        check(s, out, partial, sem::ErrorKind::MemcpyOverlap, "memcpy of overlapping memory");
      }
      return copy(s, out, argOf(in, 0), argOf(in, 1), n);
    }
    case Intr::Memset: {
      const Type& lt = prog_.types[argType(in, 2)];
      z3::expr byte = get(s, argOf(in, 1), Slot{Kind::Int, 8}).v;
      return fill(s, out, argOf(in, 0), byte, arith_.toOffset(intArg(2), lt.bits));
    }
    case Intr::LifetimeStart: case Intr::LifetimeEnd: {
      Val p = get(s, argOf(in, 1), Slot{Kind::Ptr, 8 * prog_.ptrBytes});
      z3::expr st = z3::select(s.mem.status, p.v);
      z3::expr nonNull = p.v != arith_.objNum(0);
      if (sub == Intr::LifetimeEnd) {
        z3::expr live = nonNull && st == statusVal(Status::Stack);
        s.mem.status = z3::ite(live, z3::store(s.mem.status, p.v, statusVal(Status::OutOfScope)), s.mem.status);
      } else {
        z3::expr revive = nonNull && st == statusVal(Status::OutOfScope);
        s.mem.status = z3::ite(revive, z3::store(s.mem.status, p.v, statusVal(Status::Stack)), s.mem.status);
        // A variable coming into scope again holds no value it had.  Only
        // its regions change (a summary's frame check compares the others
        // as terms).
        Mem fresh = s.mem;
        std::vector<uint32_t> regions = regions_.regionsOf(curFn_, argOf(in, 1));
        havoc(fresh, regions, p.v);
        for (uint32_t r : regions) {
          if (ghosted(r)) s.mem.zero[r] = z3::ite(revive, fresh.zero[r], s.mem.zero[r]);
          if (r >= s.mem.cells.size()) continue;
          s.mem.cells[r] = z3::ite(revive, fresh.cells[r], s.mem.cells[r]);
          if (static_cast<Z3_ast>(s.mem.aux[r])) s.mem.aux[r] = z3::ite(revive, fresh.aux[r], s.mem.aux[r]);
        }
      }
      return;
    }
    case Intr::Expect: return result(intArg(0));
    case Intr::Abs: {
      z3::expr x = intArg(0);
      z3::expr minv = arith_.num(1ull << (bits - 1), bits);
      bool poison = isConst(argOf(in, 1)) && (prog_.consts[constIndex(argOf(in, 1))].bits & 1);
      if (poison) check(s, out, x == minv, sem::ErrorKind::SignedOverflow, "abs of the most negative value overflows");
      return result(z3::ite(arith_.compare(IPred::SLT, bits, x, arith_.num(0, bits)), z3::ite(x == minv, minv, -x), x));
    }
    case Intr::SMin: case Intr::SMax: case Intr::UMin: case Intr::UMax: {
      z3::expr a = intArg(0), b = intArg(1);
      IPred p = sub == Intr::SMin ? IPred::SLT : sub == Intr::SMax ? IPred::SGT : sub == Intr::UMin ? IPred::ULT : IPred::UGT;
      return result(z3::ite(arith_.compare(p, bits, a, b), a, b));
    }
    case Intr::SAddO: case Intr::UAddO: case Intr::SSubO: case Intr::USubO: case Intr::SMulO: case Intr::UMulO: {
      unsigned ab = prog_.types[argType(in, 0)].bits;
      z3::expr a = intArg(0), b = intArg(1);
      bool sgn = sub == Intr::SAddO || sub == Intr::SSubO || sub == Intr::SMulO;
      Op op = sub == Intr::SAddO || sub == Intr::UAddO ? Op::Add : sub == Intr::SSubO || sub == Intr::USubO ? Op::Sub : Op::Mul;
      if (!arith_.ints()) {
        z3::expr v = op == Op::Add ? a + b : op == Op::Sub ? a - b : a * b;
        z3::expr ok(c_);
        if (op == Op::Add) ok = sgn ? z3::expr(c_, Z3_mk_bvadd_no_overflow(c_, a, b, true)) && z3::expr(c_, Z3_mk_bvadd_no_underflow(c_, a, b))
                                    : z3::expr(c_, Z3_mk_bvadd_no_overflow(c_, a, b, false));
        else if (op == Op::Sub) ok = sgn ? z3::expr(c_, Z3_mk_bvsub_no_overflow(c_, a, b)) && z3::expr(c_, Z3_mk_bvsub_no_underflow(c_, a, b, true))
                                         : z3::uge(a, b);
        else ok = sgn ? z3::expr(c_, Z3_mk_bvmul_no_overflow(c_, a, b, true)) && z3::expr(c_, Z3_mk_bvmul_no_underflow(c_, a, b))
                      : z3::expr(c_, Z3_mk_bvmul_no_overflow(c_, a, b, false));
        set(s, in.dst, Val{v, z3::expr(c_)});
        set(s, in.dst + 1, Val{!ok, z3::expr(c_)});
        return;
      }
      if (op == Op::Mul) {
        Term v = arith_.anyValue(ab);
        set(s, in.dst, Val{take(s, out, v, "overflow intrinsic"), z3::expr(c_)});
        set(s, in.dst + 1, Val{freshConst(c_.bool_sort()), z3::expr(c_)});
        return;
      }
      Term v = arith_.binary(op, 0, ab, a, b, true);
      // Overflow of the exact result: out of the signed range, or for
      // unsigned operands a carry or borrow.
      z3::expr exact = op == Op::Add ? a + b : a - b;
      z3::expr ovf(c_);
      if (sgn) ovf = !arith_.inRange(exact, ab);
      else ovf = op == Op::Add ? arith_.compare(IPred::ULT, ab, v.value, a) : arith_.compare(IPred::ULT, ab, a, b);
      set(s, in.dst, Val{take(s, out, v, "overflow intrinsic"), z3::expr(c_)});
      set(s, in.dst + 1, Val{ovf, z3::expr(c_)});
      return;
    }
    case Intr::SAddSat: case Intr::UAddSat: case Intr::SSubSat: case Intr::USubSat: {
      z3::expr a = intArg(0), b = intArg(1);
      bool sgn = sub == Intr::SAddSat || sub == Intr::SSubSat;
      bool add = sub == Intr::SAddSat || sub == Intr::UAddSat;
      Term v = arith_.binary(add ? Op::Add : Op::Sub, 0, bits, a, b, true);
      z3::expr hi = arith_.num(sgn ? (1ull << (bits - 1)) - 1 : ~0ull, bits);
      z3::expr lo = arith_.num(sgn ? 1ull << (bits - 1) : 0, bits);
      z3::expr r(c_);
      if (sgn) {
        z3::expr zero = arith_.num(0, bits);
        z3::expr posB = arith_.compare(IPred::SGT, bits, b, zero), negB = arith_.compare(IPred::SLT, bits, b, zero);
        z3::expr up = add ? posB : negB, down = add ? negB : posB;
        z3::expr over = up && arith_.compare(IPred::SLT, bits, v.value, a);
        z3::expr under = down && arith_.compare(IPred::SGT, bits, v.value, a);
        r = z3::ite(over, hi, z3::ite(under, lo, v.value));
      } else {
        r = add ? z3::ite(arith_.compare(IPred::ULT, bits, v.value, a), hi, v.value)
                : z3::ite(arith_.compare(IPred::ULT, bits, a, b), lo, v.value);
      }
      return result(take(s, out, Term{r, z3::expr(c_), sem::ErrorKind::DivisionByZero, z3::expr(c_), z3::expr(c_), v.assume}, "saturating arithmetic"));
    }
    case Intr::Bswap: case Intr::Bitreverse: case Intr::Ctpop: case Intr::Ctlz: case Intr::Cttz: {
      if (arith_.ints()) return approximate();
      z3::expr x = intArg(0);
      if (sub == Intr::Bswap) {
        z3::expr r = x.extract(7, 0);
        for (unsigned k = 1; k < bits / 8; ++k) r = z3::concat(r, x.extract(8 * k + 7, 8 * k));
        return result(r);
      }
      if (sub == Intr::Bitreverse) {
        z3::expr r = x.extract(0, 0);
        for (unsigned k = 1; k < bits; ++k) r = z3::concat(r, x.extract(k, k));
        return result(r);
      }
      if (sub == Intr::Ctpop) {
        z3::expr r = c_.bv_val(0, bits);
        for (unsigned k = 0; k < bits; ++k) r = r + z3::zext(x.extract(k, k), bits - 1);
        return result(r);
      }
      z3::expr r = c_.bv_val(bits, bits);
      if (sub == Intr::Ctlz)
        for (unsigned k = 0; k < bits; ++k) r = z3::ite(x.extract(k, k) == c_.bv_val(1, 1), c_.bv_val(bits - 1 - k, bits), r);
      else
        for (unsigned k = bits; k-- > 0;) r = z3::ite(x.extract(k, k) == c_.bv_val(1, 1), c_.bv_val(k, bits), r);
      return result(r);
    }
    case Intr::Fshl: case Intr::Fshr: {
      if (arith_.ints()) return approximate();
      z3::expr a = intArg(0), b = intArg(1), c = z3::urem(intArg(2), c_.bv_val(bits, bits));
      z3::expr w = c_.bv_val(bits, bits), zero = c_.bv_val(0, bits);
      z3::expr r = sub == Intr::Fshl ? z3::ite(c == zero, a, z3::shl(a, c) | z3::lshr(b, w - c))
                                     : z3::ite(c == zero, b, z3::shl(a, w - c) | z3::lshr(b, c));
      return result(r);
    }
    case Intr::StackSave:
      return set(s, in.dst, Val{s.mem.next, arith_.offNum(0)});
    case Intr::StackRestore: {
      // Variable-length arrays allocated since the save end here.
      Val mark = get(s, argOf(in, 0), Slot{Kind::Ptr, 8 * prog_.ptrBytes});
      for (const Alloca& a : s.stack.back().allocas) {
        z3::expr after = arith_.ints() ? a.obj >= mark.v : z3::uge(a.obj, mark.v);
        z3::expr kill = a.guard && after && z3::select(s.mem.status, a.obj) == statusVal(Status::Stack);
        s.mem.status = z3::ite(kill, z3::store(s.mem.status, a.obj, statusVal(Status::OutOfScope)), s.mem.status);
      }
      return;
    }
    case Intr::Trap: {
      if (s.entry) out.exits.push_back(s);
      else programEnd(s, out);
      s.guard = c_.bool_val(false);
      return;
    }
    case Intr::AtomicRMW: case Intr::CmpXchg: return atomic(s, in, out);
    case Intr::IsConstant: return result(c_.bool_val(false));
    case Intr::Nop: return;
    default:
      return unsupported(s, out, fmt::format("intrinsic {}", static_cast<int>(sub)));
  }
}

// atomicrmw and cmpxchg on integers, bit-vectors only: a load and a store
// with nothing between (no switch point: the instruction is one).
void Encoder::atomic(State& s, const Inst& in, Outputs& out) {
  const Type& vt = prog_.types[argType(in, 1)];
  if (vt.kind != TypeKind::Int || arith_.ints()) return unsupported(s, out, "an atomic operation on this type");
  Slot slot{Kind::Int, vt.bits};
  z3::expr old = loadWord(s, out, argOf(in, 0), slot).v;
  z3::expr v = get(s, argOf(in, 1), slot).v;
  if (static_cast<Intr>(in.sub) == Intr::CmpXchg) {
    z3::expr eq = old == v;
    storeWord(s, out, argOf(in, 0), Val{z3::ite(eq, get(s, argOf(in, 2), slot).v, old), z3::expr(c_)}, slot);
    set(s, in.dst, Val{old, z3::expr(c_)});
    set(s, in.dst + 1, coerce(Val{eq, z3::expr(c_)}, slotOfWord(curFn_, in.dst + 1)));
    return;
  }
  z3::expr nw = v;
  switch (static_cast<AtomicOp>(in.c)) {
    case AtomicOp::Xchg: break;
    case AtomicOp::Add: nw = old + v; break;
    case AtomicOp::Sub: nw = old - v; break;
    case AtomicOp::And: nw = old & v; break;
    case AtomicOp::Nand: nw = ~(old & v); break;
    case AtomicOp::Or: nw = old | v; break;
    case AtomicOp::Xor: nw = old ^ v; break;
    case AtomicOp::Max: nw = z3::ite(old > v, old, v); break;
    case AtomicOp::Min: nw = z3::ite(old < v, old, v); break;
    case AtomicOp::UMax: nw = z3::ite(z3::ugt(old, v), old, v); break;
    case AtomicOp::UMin: nw = z3::ite(z3::ult(old, v), old, v); break;
  }
  storeWord(s, out, argOf(in, 0), Val{nw, z3::expr(c_)}, slot);
  set(s, in.dst, Val{old, z3::expr(c_)});
}

}  // namespace ferret::smt
