// The common cases of integer arithmetic and comparison, inline so the
// executor's loop handles them without a call: defined operands of at most
// 64 bits and no undefined behaviour.  Everything else goes to arith.cpp.
#pragma once

#include "ir/program.hpp"
#include "sem/value.hpp"

namespace ferret::sem {

using ir::Inst;
using ir::IPred;
using ir::Op;
using ir::kNsw;

// An integer predicate on values given both unsigned and sign-extended.
template <class U, class S>
inline bool icmp(IPred pred, U a, U b, S sa, S sb) {
  switch (pred) {
    case IPred::EQ: return a == b;
    case IPred::NE: return a != b;
    case IPred::UGT: return a > b;
    case IPred::UGE: return a >= b;
    case IPred::ULT: return a < b;
    case IPred::ULE: return a <= b;
    case IPred::SGT: return sa > sb;
    case IPred::SGE: return sa >= sb;
    case IPred::SLT: return sa < sb;
    case IPred::SLE: return sa <= sb;
  }
  return false;
}

// Defined operands of at most 64 bits: the common case, without 128-bit
// arithmetic.  Returns false to defer to the general path.
inline bool binary64(const Inst& in, unsigned bits, const Word& A, const Word& B, Word& out) {
  if (A.u | B.u) return false;
  uint64_t a = A.v, b = B.v, r;
  int64_t sa = sext(a, bits), sb = sext(b, bits), sr;
  // Whether a signed result computed with overflow flag `ovf` fits in `bits`.
  auto fits = [&](bool ovf) { return !ovf && sext(static_cast<uint64_t>(sr), bits) == sr; };
  mem::ObjId prov = mem::kNoObj;
  if ((A.p != 0) != (B.p != 0)) prov = A.p ? A.p : B.p;
  switch (in.op) {
    case Op::Add:
      if ((in.flags & kNsw) && !fits(__builtin_add_overflow(sa, sb, &sr))) return false;
      r = a + b;
      break;
    case Op::Sub:
      if ((in.flags & kNsw) && !fits(__builtin_sub_overflow(sa, sb, &sr))) return false;
      r = a - b;
      prov = A.p && !B.p ? A.p : mem::kNoObj;
      break;
    case Op::Mul:
      if ((in.flags & kNsw) && !fits(__builtin_mul_overflow(sa, sb, &sr))) return false;
      r = a * b;
      prov = mem::kNoObj;
      break;
    case Op::UDiv:
      if (b == 0) return false;
      r = (a & maskOf(bits)) / (b & maskOf(bits));
      prov = mem::kNoObj;
      break;
    case Op::URem:
      if (b == 0) return false;
      r = (a & maskOf(bits)) % (b & maskOf(bits));
      prov = mem::kNoObj;
      break;
    case Op::SDiv:
      if (sb == 0 || (sb == -1 && sa == sext(1ull << (bits - 1), bits))) return false;
      r = static_cast<uint64_t>(sa / sb);
      prov = mem::kNoObj;
      break;
    case Op::SRem:
      if (sb == 0 || (sb == -1 && sa == sext(1ull << (bits - 1), bits))) return false;
      r = static_cast<uint64_t>(sa % sb);
      prov = mem::kNoObj;
      break;
    case Op::Shl:
      if (b >= bits) return false;
      r = a << b;
      break;
    case Op::LShr:
      if (b >= bits) return false;
      r = (a & maskOf(bits)) >> b;
      break;
    case Op::AShr:
      if (b >= bits) return false;
      r = static_cast<uint64_t>(sa >> b);
      break;
    case Op::And: r = a & b; break;
    case Op::Or: r = a | b; break;
    case Op::Xor: r = a ^ b; break;
    default: return false;
  }
  out = Word{r & maskOf(bits), 0, prov};
  return true;
}

}  // namespace ferret::sem
