// Integer, floating-point, comparison and cast semantics, with memcheck's
// propagation of undefined bits and C's undefined-behaviour checks (signed
// overflow via LLVM's nsw flags, division by zero, shift range).
#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <optional>

#include "sem/arith_fast.hpp"
#include "sem/executor.hpp"

namespace ferret::sem {

using namespace ferret::ir;
using u128 = unsigned __int128;
using i128 = __int128;

namespace {

u128 get128(const Word* w, unsigned words) {
  return words == 2 ? (u128(w[1].v) << 64) | w[0].v : u128(w[0].v);
}
u128 undef128(const Word* w, unsigned words) {
  return words == 2 ? (u128(w[1].u) << 64) | w[0].u : u128(w[0].u);
}
u128 mask128(unsigned bits) { return bits >= 128 ? ~u128(0) : ((u128(1) << bits) - 1); }
i128 sext128(u128 v, unsigned bits) {
  if (bits >= 128) return static_cast<i128>(v);
  unsigned sh = 128 - bits;
  return static_cast<i128>(v << sh) >> sh;
}

}  // namespace

void Executor::binary(const Inst& in, Word* R) {
  const Type& t = prog_.types[in.ty];
  unsigned bits = t.bits;
  if (in.flags & kPtrDiff) {
    const Word& a = val(R, in.a);
    const Word& b = val(R, in.b);
    if (a.p && b.p && a.p != b.p)
      fail(ErrorKind::PointerComparison, fmt::format("subtraction of pointers into different objects ({} and {})",
                                                     describe(a.p), describe(b.p)));
  }
  if (t.words == 1 && binary64(in, bits, val(R, in.a), val(R, in.b), R[in.dst])) return;
  Word a0[2], b0[2];
  for (unsigned k = 0; k < t.words; ++k) {
    a0[k] = val(R, in.a + k);
    b0[k] = val(R, in.b + k);
  }
  u128 a = get128(a0, t.words), b = get128(b0, t.words);
  u128 ua = undef128(a0, t.words), ub = undef128(b0, t.words);
  u128 m = mask128(bits);
  u128 r = 0, u = 0;
  bool anyUndef = (ua | ub) != 0;
  mem::ObjId prov = mem::kNoObj;
  auto provOfOne = [&] {
    if (a0[0].p && !b0[0].p) return a0[0].p;
    if (b0[0].p && !a0[0].p) return b0[0].p;
    return mem::kNoObj;
  };
  auto overflow = [&](const char* op) {
    if (!limits_.checkOverflow) return;  // the result wraps
    fail(ErrorKind::SignedOverflow,
         fmt::format("signed {}-bit {} overflows ({} {} {})", bits, op, static_cast<long long>(sext128(a, bits)), op,
                     static_cast<long long>(sext128(b, bits))));
  };
  switch (in.op) {
    case Op::Add:
      r = a + b;
      if ((in.flags & kNsw) && !anyUndef) {
        i128 sa = sext128(a, bits), sb = sext128(b, bits), sr;
        if (__builtin_add_overflow(sa, sb, &sr) || sext128(u128(sr), bits) != sr) overflow("+");
      }
      u = anyUndef ? m : 0;
      prov = provOfOne();
      break;
    case Op::Sub:
      r = a - b;
      if ((in.flags & kNsw) && !anyUndef) {
        i128 sa = sext128(a, bits), sb = sext128(b, bits), sr;
        if (__builtin_sub_overflow(sa, sb, &sr) || sext128(u128(sr), bits) != sr) overflow("-");
      }
      u = anyUndef ? m : 0;
      if (a0[0].p && !b0[0].p) prov = a0[0].p;
      break;
    case Op::Mul:
      r = a * b;
      if ((in.flags & kNsw) && !anyUndef) {
        i128 sa = sext128(a, bits), sb = sext128(b, bits), sr;
        if (__builtin_mul_overflow(sa, sb, &sr) || sext128(u128(sr), bits) != sr) overflow("*");
      }
      u = anyUndef ? m : 0;
      break;
    case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem: {
      if (ub) requireDefined(b0[0].u ? b0[0] : b0[1], "a divisor");
      if ((b & m) == 0) fail(ErrorKind::DivisionByZero, fmt::format("{} by zero", in.op == Op::UDiv || in.op == Op::SDiv ? "division" : "remainder"));
      bool sgn = in.op == Op::SDiv || in.op == Op::SRem;
      if (sgn) {
        i128 sa = sext128(a, bits), sb = sext128(b, bits);
        i128 minv = sext128(u128(1) << (bits - 1), bits);
        if (sb == -1 && sa == minv) {
          overflow(in.op == Op::SDiv ? "/" : "%");
          r = in.op == Op::SDiv ? u128(0) - a : 0;  // wrapped, without the host's trap
        } else {
          r = u128(in.op == Op::SDiv ? sa / sb : sa % sb);
        }
      } else {
        r = in.op == Op::UDiv ? (a & m) / (b & m) : (a & m) % (b & m);
      }
      u = anyUndef ? m : 0;
      break;
    }
    case Op::Shl: case Op::LShr: case Op::AShr: {
      if (ub) requireDefined(b0[0], "a shift amount");
      if (b >= bits)
        fail(ErrorKind::ShiftOutOfRange, fmt::format("shift of a {}-bit value by {}", bits,
                                                     static_cast<long long>(sext128(b, bits))));
      unsigned s = static_cast<unsigned>(b);
      if (in.op == Op::Shl) {
        r = a << s;
        u = ua << s;
        if ((in.flags & kNsw) && !anyUndef && limits_.checkOverflow) {
          // C11 6.5.7p4 (UBSan's shift-base): the result wraps where
          // signed overflow is not checked.
          if (sext128(a, bits) < 0)
            fail(ErrorKind::ShiftOutOfRange, fmt::format("left shift of the negative value {} (by {})",
                                                         static_cast<long long>(sext128(a, bits)), s));
          if (((a & m) >> (bits - 1 - s)) != 0) overflow("<<");
        }
      } else if (in.op == Op::LShr) {
        r = (a & m) >> s;
        u = (ua & m) >> s;
      } else {
        r = u128(sext128(a, bits) >> s);
        u = u128(sext128(ua, bits) >> s);
      }
      break;
    }
    case Op::And:
      r = a & b;
      u = (ua & ub) | (ua & b) | (ub & a);
      prov = provOfOne();
      break;
    case Op::Or:
      r = a | b;
      u = (ua & ub) | (ua & ~b) | (ub & ~a);
      prov = provOfOne();
      break;
    case Op::Xor:
      r = a ^ b;
      u = ua | ub;
      prov = provOfOne();
      break;
    default:
      break;
  }
  r &= m;
  u &= m;
  R[in.dst] = Word{static_cast<uint64_t>(r), static_cast<uint64_t>(u), prov};
  if (t.words == 2) R[in.dst + 1] = Word{static_cast<uint64_t>(r >> 64), static_cast<uint64_t>(u >> 64), mem::kNoObj};
}

void Executor::compare(const Inst& in, Word* R) {
  const Type& t = prog_.types[in.ty];
  unsigned bits = t.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : t.bits;
  if (t.words == 1) {
    const Word& A = val(R, in.a);
    const Word& B = val(R, in.b);
    if (!(A.u | B.u) && (t.kind != TypeKind::Ptr || !A.p || !B.p || A.p == B.p)) {
      bool r = icmp(static_cast<IPred>(in.sub), A.v, B.v, sext(A.v, bits), sext(B.v, bits));
      R[in.dst] = Word{r ? 1u : 0u, 0, mem::kNoObj};
      return;
    }
  }
  Word a0[2], b0[2];
  for (unsigned k = 0; k < t.words; ++k) {
    a0[k] = val(R, in.a + k);
    b0[k] = val(R, in.b + k);
  }
  u128 a = get128(a0, t.words), b = get128(b0, t.words);
  u128 undef = undef128(a0, t.words) | undef128(b0, t.words);
  auto pred = static_cast<IPred>(in.sub);
  bool rel = pred != IPred::EQ && pred != IPred::NE;
  if (rel && t.kind == TypeKind::Ptr && a0[0].p && b0[0].p && a0[0].p != b0[0].p) {
    std::string what = fmt::format("relational comparison of pointers into different objects ({} and {})",
                                   describe(a0[0].p), describe(b0[0].p));
    if (!limits_.comparisonWarns) fail(ErrorKind::PointerComparison, std::move(what));
    // The machine's answer: the objects' addresses in the flat order.
    warn(ErrorKind::PointerComparison, std::move(what));
  }
  if (!rel && t.kind == TypeKind::Ptr && limits_.addressReuse && mayShareAddress(a0[0], b0[0])) {
    // Equal exactly when the allocator reused the freed block's address.
    std::optional<bool> reused = decide(ChoiceKind::AddressReuse);
    if (reused) R[in.dst] = Word{(pred == IPred::EQ) == *reused ? 1u : 0u, 0, mem::kNoObj};
    return;
  }
  bool r = icmp(pred, a, b, sext128(a, bits), sext128(b, bits));
  uint64_t u = 0;
  // Like memcheck: equality is decided when defined bits already differ.
  if (undef) u = (!rel && ((a ^ b) & ~undef) != 0) ? 0 : 1;
  R[in.dst] = Word{r ? 1u : 0u, u, mem::kNoObj};
}

// A pointer into a freed heap block and one into a block allocated after
// that free, at the same offset: on a real machine they can be equal.
bool Executor::mayShareAddress(const Word& x, const Word& y) const {
  if (!x.p || !y.p || x.p == y.p) return false;
  const mem::Object& a = mem_.obj(x.p);
  const mem::Object& b = mem_.obj(y.p);
  if (a.kind != mem::Kind::Heap || b.kind != mem::Kind::Heap) return false;
  const mem::Object& dead = a.status == mem::Status::Freed ? a : b;
  const mem::Object& other = &dead == &a ? b : a;
  if (dead.status != mem::Status::Freed || other.id < dead.id) return false;
  return (&dead == &a ? x.v : y.v) - dead.base == (&dead == &a ? y.v : x.v) - other.base;
}

void Executor::fcompare(const Inst& in, Word* R) {
  const Type& t = prog_.types[in.ty];
  long double a = readFloat(&val(R, in.a), t.kind), b = readFloat(&val(R, in.b), t.kind);
  bool undef = val(R, in.a).u || val(R, in.b).u;
  unsigned p = in.sub;
  bool uno = std::isnan(a) || std::isnan(b);
  bool r;
  if (uno) {
    r = (p & 8) != 0;
  } else {
    r = ((p & 1) && a == b) || ((p & 2) && a > b) || ((p & 4) && a < b);
  }
  R[in.dst] = Word{r ? 1u : 0u, undef ? 1u : 0u, mem::kNoObj};
}

template <class T>
static T floatArith(Op op, long double a, long double b) {
  T x = static_cast<T>(a), y = static_cast<T>(b);
  switch (op) {
    case Op::FAdd: return x + y;
    case Op::FSub: return x - y;
    case Op::FMul: return x * y;
    case Op::FDiv: return x / y;
    default: return std::fmod(x, y);
  }
}

void Executor::floatOp(const Inst& in, Word* R) {
  const Type& t = prog_.types[in.ty];
  const Word* wa = &val(R, in.a);
  long double a = readFloat(wa, t.kind);
  bool undef = wa->u != 0;
  long double r;
  if (in.op == Op::FNeg) {
    r = -a;
  } else {
    const Word* wb = &val(R, in.b);
    long double b = readFloat(wb, t.kind);
    undef = undef || wb->u;
    // Compute in the type's own precision so results match the native build.
    if (t.kind == TypeKind::Float) r = floatArith<float>(in.op, a, b);
    else if (t.kind == TypeKind::Double) r = floatArith<double>(in.op, a, b);
    else r = floatArith<long double>(in.op, a, b);
  }
  writeFloat(R + in.dst, t.kind, r, undef);
}

void Executor::castOp(const Inst& in, Word* R) {
  const Type& to = prog_.types[in.ty];
  const Type& from = prog_.types[in.c];
  const Word* w = &val(R, in.a);
  switch (in.op) {
    case Op::Copy:
      for (uint32_t k = 0; k < to.words; ++k) R[in.dst + k] = w[k];
      if (to.kind == TypeKind::Ptr || from.kind == TypeKind::Ptr) R[in.dst].v &= maskOf(8 * prog_.ptrBytes);
      return;
    case Op::Trunc: case Op::ZExt: case Op::SExt: {
      unsigned fb = from.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : from.bits;
      unsigned tb = to.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : to.bits;
      u128 v = get128(w, from.words), u = undef128(w, from.words);
      if (in.op == Op::SExt) {
        v = u128(sext128(v, fb));
        u = u128(sext128(u, fb));
      }
      v &= mask128(tb);
      u &= mask128(tb);
      mem::ObjId p = w[0].p;
      R[in.dst] = Word{static_cast<uint64_t>(v), static_cast<uint64_t>(u), p};
      if (to.words == 2) R[in.dst + 1] = Word{static_cast<uint64_t>(v >> 64), static_cast<uint64_t>(u >> 64), mem::kNoObj};
      return;
    }
    case Op::FPTrunc: case Op::FPExt:
      writeFloat(R + in.dst, to.kind, readFloat(w, from.kind), w[0].u);
      return;
    case Op::FPToUI: case Op::FPToSI: {
      long double x = readFloat(w, from.kind);
      u128 v;
      if (in.op == Op::FPToSI) v = u128(static_cast<i128>(x));
      else v = x < 0 ? 0 : static_cast<u128>(x);
      v &= mask128(to.bits);
      uint64_t u = w[0].u ? ~0ull : 0;
      R[in.dst] = Word{static_cast<uint64_t>(v), u & maskOf(to.bits), mem::kNoObj};
      if (to.words == 2) R[in.dst + 1] = Word{static_cast<uint64_t>(v >> 64), u, mem::kNoObj};
      return;
    }
    case Op::UIToFP: case Op::SIToFP: {
      u128 v = get128(w, from.words);
      bool undef = undef128(w, from.words) != 0;
      long double x;
      if (in.op == Op::SIToFP) {
        i128 s = sext128(v, from.bits);
        // Convert straight to the target precision: a double rounding through
        // long double could differ from the native conversion.
        if (to.kind == TypeKind::Float) x = static_cast<float>(s);
        else if (to.kind == TypeKind::Double) x = static_cast<double>(s);
        else x = static_cast<long double>(s);
      } else {
        if (to.kind == TypeKind::Float) x = static_cast<float>(v);
        else if (to.kind == TypeKind::Double) x = static_cast<double>(v);
        else x = static_cast<long double>(v);
      }
      writeFloat(R + in.dst, to.kind, x, undef);
      return;
    }
    default:
      return;
  }
}

}  // namespace ferret::sem
