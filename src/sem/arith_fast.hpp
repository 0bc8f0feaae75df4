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
// arithmetic.  Returns false to defer to the general path.  The operation
// is a template argument so the executor's loop gets one copy per opcode.
template <Op op>
inline bool binary64(uint8_t flags, unsigned bits, const Word& A, const Word& B, Word& out) {
  if (A.u | B.u) return false;
  uint64_t a = A.v, b = B.v, r;
  // bits is 1..64 here: sign extension and masks are shifts, without the
  // tests sext() and maskOf() make for other widths.
  const unsigned pad = 64 - bits;
  auto signExtend = [pad](uint64_t v) { return static_cast<int64_t>(v << pad) >> pad; };
  const uint64_t mask = ~0ull >> pad;
  // Whether a + b, a - b or a * b overflows as signed `bits`-bit integers.
  auto overflows = [&](auto f) {
    int64_t sr;
    return f(signExtend(a), signExtend(b), &sr) || signExtend(static_cast<uint64_t>(sr)) != sr;
  };
  mem::ObjId prov = mem::kNoObj;
  if constexpr (op == Op::Add || op == Op::Shl || op == Op::LShr || op == Op::AShr || op == Op::And ||
                op == Op::Or || op == Op::Xor)
    if ((A.p != 0) != (B.p != 0)) prov = A.p ? A.p : B.p;
  if constexpr (op == Op::Add) {
    if ((flags & kNsw) && overflows([](int64_t x, int64_t y, int64_t* z) { return __builtin_add_overflow(x, y, z); }))
      return false;
    r = a + b;
  } else if constexpr (op == Op::Sub) {
    if ((flags & kNsw) && overflows([](int64_t x, int64_t y, int64_t* z) { return __builtin_sub_overflow(x, y, z); }))
      return false;
    r = a - b;
    prov = A.p && !B.p ? A.p : mem::kNoObj;
  } else if constexpr (op == Op::Mul) {
    if ((flags & kNsw) && overflows([](int64_t x, int64_t y, int64_t* z) { return __builtin_mul_overflow(x, y, z); }))
      return false;
    r = a * b;
  } else if constexpr (op == Op::UDiv || op == Op::URem) {
    if (b == 0) return false;
    r = op == Op::UDiv ? (a & mask) / (b & mask) : (a & mask) % (b & mask);
  } else if constexpr (op == Op::SDiv || op == Op::SRem) {
    int64_t sa = signExtend(a), sb = signExtend(b);
    if (sb == 0 || (sb == -1 && sa == signExtend(1ull << (bits - 1)))) return false;
    r = static_cast<uint64_t>(op == Op::SDiv ? sa / sb : sa % sb);
  } else if constexpr (op == Op::Shl || op == Op::LShr || op == Op::AShr) {
    if (b >= bits) return false;
    // C's signed left shift: the operand and the result must be >= 0 and fit.
    if (op == Op::Shl && (flags & kNsw) && (signExtend(a) < 0 || ((a & mask) >> (bits - 1 - b)) != 0))
      return false;
    r = op == Op::Shl ? a << b : op == Op::LShr ? (a & mask) >> b : static_cast<uint64_t>(signExtend(a) >> b);
  } else if constexpr (op == Op::And) {
    r = a & b;
  } else if constexpr (op == Op::Or) {
    r = a | b;
  } else {
    static_assert(op == Op::Xor);
    r = a ^ b;
  }
  // Field by field: GCC builds a braced Word in a stack temporary first.
  out.v = r & mask;
  out.u = 0;
  out.p = prov;
  return true;
}

// The same with the operation known only at run time.
inline bool binary64(const Inst& in, unsigned bits, const Word& A, const Word& B, Word& out) {
  switch (in.op) {
#define FERRET_BINARY64(o) \
  case Op::o: return binary64<Op::o>(in.flags, bits, A, B, out);
    FERRET_BINARY64(Add) FERRET_BINARY64(Sub) FERRET_BINARY64(Mul) FERRET_BINARY64(UDiv) FERRET_BINARY64(SDiv)
    FERRET_BINARY64(URem) FERRET_BINARY64(SRem) FERRET_BINARY64(Shl) FERRET_BINARY64(LShr) FERRET_BINARY64(AShr)
    FERRET_BINARY64(And) FERRET_BINARY64(Or) FERRET_BINARY64(Xor)
#undef FERRET_BINARY64
    default: return false;
  }
}

}  // namespace ferret::sem
