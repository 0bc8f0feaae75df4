// Register words and constants as SMT values, and the conversions between
// the kinds a word may hold (a pointer used as an integer and back).
#include "engines/smt/encoder.hpp"

namespace ferret::smt {

using namespace ferret::ir;

Slot Encoder::slotOfWord(uint32_t fn, uint32_t word) const {
  const auto& slots = facts_.fns[fn].slots;
  if (word < slots.size() && slots[word].kind != Kind::None) return slots[word];
  return Slot{Kind::Int, 64};
}

Val Encoder::constant(const ConstWord& c, const Slot& as) {
  if (c.undef) return freshVal(as);
  if (c.ref != RefKind::None) {
    uint64_t obj = c.ref == RefKind::Global ? 1 + c.target : 1 + prog_.globals.size() + c.target;
    return coerce(Val{arith_.objNum(obj), arith_.offNum(static_cast<int64_t>(c.bits))}, as);
  }
  switch (as.kind) {
    case Kind::Bool: return Val{c_.bool_val(c.bits & 1), z3::expr(c_)};
    case Kind::Ptr: {
      int64_t v = static_cast<int64_t>(c.bits);
      if (prog_.ptrBytes == 4) v = static_cast<int32_t>(c.bits);
      return Val{arith_.objNum(0), arith_.offNum(v)};
    }
    case Kind::Float:
      return Val{arith_.ints() ? c_.int_val(c.bits) : c_.bv_val(c.bits, as.bits), z3::expr(c_)};
    default: return Val{arith_.num(c.bits, as.bits ? as.bits : 64), z3::expr(c_)};
  }
}

Val Encoder::get(const State& s, Operand o, const Slot& as) {
  if (isConst(o)) return constant(prog_.consts[constIndex(o)], as);
  const Frame& fr = s.stack.back();
  if (o >= fr.regs.size() || !fr.regs[o].defined()) return freshVal(as);
  return coerce(fr.regs[o], as);
}

void Encoder::set(State& s, uint32_t word, Val v) {
  Frame& fr = s.stack.back();
  if (word >= fr.regs.size()) return;
  fr.regs[word] = v.defined() ? coerce(v, slotOfWord(fr.fn, word)) : v;
}

z3::expr Encoder::pointerInt(const Val& p, unsigned bits) {
  // Only a pointer without an object has a known integer value: the
  // executor's addresses are its own.
  z3::expr exact = arith_.fromOffset(p.off, bits, true).value;
  return z3::ite(p.v == arith_.objNum(0), exact, freshConst(arith_.intSort(bits), "addr"));
}

Val Encoder::coerce(Val v, const Slot& to) {
  z3::expr none(c_);
  bool isBool = !v.pointer() && v.v.is_bool();
  switch (to.kind) {
    case Kind::Bool:
      if (isBool) return v;
      if (v.pointer()) return Val{v.v != arith_.objNum(0) || v.off != arith_.offNum(0), none};
      return Val{v.v != (arith_.ints() ? c_.int_val(0) : c_.bv_val(0, v.v.get_sort().bv_size())), none};
    case Kind::Ptr:
      if (v.pointer()) return v;
      if (isBool) return Val{arith_.objNum(0), z3::ite(v.v, arith_.offNum(1), arith_.offNum(0))};
      return Val{arith_.objNum(0), arith_.toOffset(v.v, arith_.ints() ? to.bits : v.v.get_sort().bv_size())};
    case Kind::Int:
    case Kind::Float: {
      if (isBool) return Val{arith_.boolToInt(v.v, to.bits), none};
      if (v.pointer()) return Val{pointerInt(v, to.bits), none};
      if (arith_.ints()) return v;
      unsigned have = v.v.get_sort().bv_size();
      if (have == to.bits) return v;
      return Val{have > to.bits ? v.v.extract(to.bits - 1, 0) : z3::zext(v.v, to.bits - have), none};
    }
    case Kind::None: break;
  }
  return v;
}

z3::expr Encoder::pointerCompare(State& s, Outputs& out, IPred pred, const Val& a, const Val& b) {
  z3::expr zero = arith_.objNum(0);
  z3::expr bothInts = a.v == zero && b.v == zero;
  z3::expr sameObj = a.v == b.v;
  z3::expr intCmp = arith_.compare(pred, arith_.ptrBits(), a.off, b.off);
  auto dead = [&](const z3::expr& o) {
    z3::expr st = z3::select(s.mem.status, o);
    return st == statusVal(Status::Freed) || st == statusVal(Status::Returned) || st == statusVal(Status::OutOfScope);
  };
  if (pred == IPred::EQ || pred == IPred::NE) {
    // Objects are far apart, except that a freed block's address may be
    // handed out again, and an offset far below an object's start (or, on
    // 32 bits, above it) reaches address 0.
    z3::expr farA = prog_.ptrBytes == 8 ? a.off < arith_.offNum(-0x400000)
                                       : a.off < arith_.offNum(-0x08048000) || a.off > arith_.offNum(0x100000);
    z3::expr farB = prog_.ptrBytes == 8 ? b.off < arith_.offNum(-0x400000)
                                        : b.off < arith_.offNum(-0x08048000) || b.off > arith_.offNum(0x100000);
    z3::expr maybe = freshConst(c_.bool_sort(), "alias");
    z3::expr aInt = a.v == zero, bInt = b.v == zero;
    z3::expr reuse = !aInt && !bInt && a.off == b.off && (dead(a.v) || dead(b.v));
    z3::expr nullA = aInt && a.off == arith_.offNum(0) && farB;
    z3::expr nullB = bInt && b.off == arith_.offNum(0) && farA;
    z3::expr intVsObj = (aInt && !bInt && a.off != arith_.offNum(0)) || (bInt && !aInt && b.off != arith_.offNum(0));
    z3::expr eq = (sameObj && a.off == b.off) || (!sameObj && maybe && (reuse || nullA || nullB || intVsObj));
    return pred == IPred::EQ ? eq : !eq;
  }
  check(s, out, !sameObj && a.v != zero && b.v != zero, sem::ErrorKind::PointerComparison,
        "relational comparison of pointers into different objects");
  IPred signedPred = pred;
  switch (pred) {
    case IPred::UGT: signedPred = IPred::SGT; break;
    case IPred::UGE: signedPred = IPred::SGE; break;
    case IPred::ULT: signedPred = IPred::SLT; break;
    case IPred::ULE: signedPred = IPred::SLE; break;
    default: break;
  }
  z3::expr objCmp = arith_.compare(signedPred, arith_.ptrBits(), a.off, b.off);
  return z3::ite(bothInts, intCmp, z3::ite(sameObj, objCmp, freshConst(c_.bool_sort(), "order")));
}

}  // namespace ferret::smt
