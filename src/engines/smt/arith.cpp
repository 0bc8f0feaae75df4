#include "engines/smt/arith.hpp"

#include <z3.h>

#include <algorithm>

#include "sem/value.hpp"

namespace ferret::smt {

using ir::IPred;
using ir::Op;

Arith::Arith(z3::context& c, bool ints, unsigned ptrBits, std::function<z3::expr(const z3::sort&)> fresh)
    : c_(c),
      ints_(ints),
      ptrBits_(ptrBits),
      obj_(ints ? c.int_sort() : c.bv_sort(32)),
      off_(ints ? c.int_sort() : c.bv_sort(ptrBits)),
      fresh_(std::move(fresh)) {}

z3::sort Arith::intSort(unsigned bits) const { return ints_ ? c_.int_sort() : c_.bv_sort(bits); }

z3::expr Arith::pow2(unsigned k) const {
  if (k < 63) return c_.int_val(static_cast<int64_t>(1) << k);
  return c_.int_val(k == 63 ? "9223372036854775808" : k == 64 ? "18446744073709551616" : "340282366920938463463374607431768211456");
}

z3::expr Arith::num(uint64_t bits, unsigned width) const {
  uint64_t m = width >= 64 ? ~0ull : (1ull << width) - 1;
  bits &= m;
  if (!ints_) return c_.bv_val(bits, width);
  int64_t v = static_cast<int64_t>(bits);
  if (width < 64 && (bits >> (width - 1)) & 1) v = static_cast<int64_t>(bits | ~m);
  return c_.int_val(v);
}

z3::expr Arith::offNum(int64_t v) const { return ints_ ? c_.int_val(v) : c_.bv_val(static_cast<uint64_t>(v), ptrBits_); }
z3::expr Arith::sizeAbove(const std::vector<z3::expr>& factors, uint64_t most) const {
  uint64_t bound = std::min(most, sem::maskOf(ptrBits_));
  if (ints_) {
    z3::expr product = c_.int_val(1);
    for (const z3::expr& f : factors) product = product * toUnsigned(f, ptrBits_);
    return product > c_.int_val(bound);
  }
  z3::expr wrapped = c_.bool_val(false), product = factors[0];
  for (size_t i = 1; i < factors.size(); ++i) {
    wrapped = wrapped || !z3::expr(c_, Z3_mk_bvmul_no_overflow(c_, product, factors[i], false));
    product = product * factors[i];
  }
  return wrapped || z3::ugt(product, c_.bv_val(bound, ptrBits_));
}

z3::expr Arith::objNum(uint64_t v) const { return ints_ ? c_.int_val(v) : c_.bv_val(v, 32); }

z3::expr Arith::boolToInt(const z3::expr& b, unsigned width) const { return z3::ite(b, num(1, width), num(0, width)); }

z3::expr Arith::inRange(const z3::expr& v, unsigned bits) const {
  if (!ints_) return c_.bool_val(true);
  z3::expr h = pow2(bits - 1);
  return v >= -h && v < h;
}

z3::expr Arith::wrapSigned(const z3::expr& v, unsigned bits) const {
  z3::expr m = pow2(bits), h = pow2(bits - 1);
  return v - m * z3::expr(c_, Z3_mk_div(c_, v + h, m));
}

z3::expr Arith::toUnsigned(const z3::expr& v, unsigned bits) const { return z3::ite(v < 0, v + pow2(bits), v); }
z3::expr Arith::fromUnsigned(const z3::expr& v, unsigned bits) const {
  return z3::ite(v >= pow2(bits - 1), v - pow2(bits), v);
}

std::optional<int64_t> Arith::constant(const z3::expr& v) const {
  int64_t x;
  if (ints_ && v.is_numeral() && v.is_numeral_i64(x)) return x;
  return std::nullopt;
}

Term Arith::anyValue(unsigned bits) const {
  Term t{fresh_(intSort(bits)), z3::expr(c_), sem::ErrorKind::DivisionByZero, z3::expr(c_), z3::expr(c_), z3::expr(c_)};
  if (ints_) t.assume = inRange(t.value, bits);
  t.approx = ints_;
  return t;
}

Term Arith::binary(Op op, uint8_t flags, unsigned bits, const z3::expr& a, const z3::expr& b, bool wrap) const {
  return ints_ ? intBinary(op, flags, bits, a, b, wrap) : bvBinary(op, flags, bits, a, b);
}

// Whether a +, - or * of two N-bit values overflows as signed: the exact
// result, computed 2N bits wide, differs from the N-bit one sign-extended.
// (Z3 4.8's bvmul_no_overflow/no_underflow miss INT_MIN * -2, found by the
// differential test.)
z3::expr Arith::signedOverflow(Op op, unsigned bits, const z3::expr& a, const z3::expr& b) const {
  z3::expr wa = z3::sext(a, bits), wb = z3::sext(b, bits);
  z3::expr wide = op == Op::Add ? wa + wb : op == Op::Sub ? wa - wb : wa * wb;
  return wide != z3::sext(wide.extract(bits - 1, 0), bits);
}

Term Arith::bvBinary(Op op, uint8_t flags, unsigned bits, const z3::expr& a, const z3::expr& b) const {
  z3::expr none(c_);
  Term t{a, none, sem::ErrorKind::DivisionByZero, none, none, none};
  bool nsw = flags & ir::kNsw;
  z3::expr minv = c_.bv_val(static_cast<uint64_t>(1) << (bits - 1), bits);
  switch (op) {
    case Op::Add:
      t.value = a + b;
      if (nsw) t.overflow = signedOverflow(op, bits, a, b);
      break;
    case Op::Sub:
      t.value = a - b;
      if (nsw) t.overflow = signedOverflow(op, bits, a, b);
      break;
    case Op::Mul:
      t.value = a * b;
      if (nsw) t.overflow = signedOverflow(op, bits, a, b);
      break;
    case Op::UDiv: case Op::URem: case Op::SDiv: case Op::SRem:
      t.error = b == c_.bv_val(0, bits);
      t.errorKind = sem::ErrorKind::DivisionByZero;
      t.value = op == Op::UDiv ? z3::udiv(a, b) : op == Op::URem ? z3::urem(a, b) : op == Op::SDiv ? a / b : z3::srem(a, b);
      if (op == Op::SDiv || op == Op::SRem) t.overflow = a == minv && b == c_.bv_val(~static_cast<uint64_t>(0), bits);
      break;
    case Op::Shl: case Op::LShr: case Op::AShr:
      t.error = z3::uge(b, c_.bv_val(bits, bits));
      t.errorKind = sem::ErrorKind::ShiftOutOfRange;
      t.value = op == Op::Shl ? z3::shl(a, b) : op == Op::LShr ? z3::lshr(a, b) : z3::ashr(a, b);
      break;
    case Op::And: t.value = a & b; break;
    case Op::Or: t.value = a | b; break;
    case Op::Xor: t.value = a ^ b; break;
    default: break;
  }
  return t;
}

Term Arith::intBinary(Op op, uint8_t flags, unsigned bits, const z3::expr& a, const z3::expr& b, bool wrap) const {
  z3::expr none(c_);
  Term t{a, none, sem::ErrorKind::DivisionByZero, none, none, none};
  bool nsw = flags & ir::kNsw;
  auto ca = constant(a), cb = constant(b);
  uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  // A result that may leave the N-bit range: wrapped, or flagged.
  auto ranged = [&](const z3::expr& r) {
    if (nsw) t.overflow = !inRange(r, bits);
    if (wrap) t.value = wrapSigned(r, bits);
    else {
      t.value = r;
      t.inexact = !inRange(r, bits);
    }
  };
  auto any = [&]() {
    Term u = anyValue(bits);
    t.value = u.value;
    t.assume = u.assume;
    t.approx = true;
  };
  z3::expr minv = -pow2(bits - 1);
  switch (op) {
    case Op::Add: ranged(a + b); break;
    case Op::Sub: ranged(a - b); break;
    case Op::Mul:
      if (ca || cb) ranged(a * b);
      else {
        any();
        if (nsw) t.overflow = fresh_(c_.bool_sort());
      }
      break;
    case Op::UDiv: case Op::URem: case Op::SDiv: case Op::SRem: {
      bool sgn = op == Op::SDiv || op == Op::SRem;
      t.error = b == 0;
      t.errorKind = sem::ErrorKind::DivisionByZero;
      if (sgn) t.overflow = a == minv && b == -1;
      if (!cb || *cb == 0) {
        any();
        break;
      }
      int64_t c = *cb;
      if (sgn) {
        if (c == -1) {
          t.value = op == Op::SDiv ? z3::ite(a == minv, minv, -a) : c_.int_val(0);
          break;
        }
        z3::expr k = c_.int_val(c < 0 ? -c : c);
        z3::expr q = z3::ite(a >= 0, z3::expr(c_, Z3_mk_div(c_, a, k)), -z3::expr(c_, Z3_mk_div(c_, -a, k)));
        if (c < 0) q = -q;
        t.value = op == Op::SDiv ? q : a - c_.int_val(c) * q;
      } else {
        z3::expr ua = toUnsigned(a, bits), uc = c_.int_val(static_cast<uint64_t>(c) & mask);
        if (bits == 64 && c < 0) uc = toUnsigned(c_.int_val(c), 64);
        z3::expr r = op == Op::UDiv ? z3::expr(c_, Z3_mk_div(c_, ua, uc)) : z3::expr(c_, Z3_mk_mod(c_, ua, uc));
        t.value = fromUnsigned(r, bits);
      }
      break;
    }
    case Op::Shl: case Op::LShr: case Op::AShr: {
      t.errorKind = sem::ErrorKind::ShiftOutOfRange;
      if (!cb) {
        t.error = toUnsigned(b, bits) >= c_.int_val(bits);
        any();
        break;
      }
      uint64_t k = static_cast<uint64_t>(*cb) & mask;
      if (k >= bits) {
        t.error = c_.bool_val(true);
        any();
        break;
      }
      if (k == 0) break;
      unsigned s = static_cast<unsigned>(k);
      if (op == Op::Shl) ranged(a * pow2(s));
      else if (op == Op::AShr) t.value = z3::expr(c_, Z3_mk_div(c_, a, pow2(s)));
      else t.value = z3::expr(c_, Z3_mk_div(c_, toUnsigned(a, bits), pow2(s)));
      break;
    }
    case Op::And: case Op::Or: case Op::Xor: {
      const z3::expr& x = cb ? a : b;
      auto m = cb ? cb : ca;
      if (!m) {
        any();
        break;
      }
      uint64_t u = static_cast<uint64_t>(*m) & mask;
      if (u == 0) {
        t.value = op == Op::And ? c_.int_val(0) : x;
      } else if (u == mask) {
        t.value = op == Op::And ? x : op == Op::Or ? num(mask, bits) : -x - 1;
      } else if (op == Op::And && ((u + 1) & u) == 0) {
        unsigned k = static_cast<unsigned>(__builtin_popcountll(u));
        t.value = z3::expr(c_, Z3_mk_mod(c_, x, pow2(k)));
      } else if (op == Op::And && (((~u & mask) + 1) & ~u & mask) == 0) {
        unsigned k = static_cast<unsigned>(__builtin_popcountll(~u & mask));
        t.value = x - z3::expr(c_, Z3_mk_mod(c_, x, pow2(k)));
      } else {
        any();
      }
      break;
    }
    default: break;
  }
  return t;
}

z3::expr Arith::compare(IPred pred, unsigned bits, const z3::expr& a, const z3::expr& b) const {
  if (!ints_) {
    switch (pred) {
      case IPred::EQ: return a == b;
      case IPred::NE: return a != b;
      case IPred::UGT: return z3::ugt(a, b);
      case IPred::UGE: return z3::uge(a, b);
      case IPred::ULT: return z3::ult(a, b);
      case IPred::ULE: return z3::ule(a, b);
      case IPred::SGT: return a > b;
      case IPred::SGE: return a >= b;
      case IPred::SLT: return a < b;
      case IPred::SLE: return a <= b;
    }
  }
  (void)bits;
  // Unsigned order on signed values: the negative ones are the large ones.
  auto ult = [&](const z3::expr& x, const z3::expr& y) { return z3::ite(x >= 0, y < 0 || x < y, y < 0 && x < y); };
  switch (pred) {
    case IPred::EQ: return a == b;
    case IPred::NE: return a != b;
    case IPred::UGT: return ult(b, a);
    case IPred::UGE: return !ult(a, b);
    case IPred::ULT: return ult(a, b);
    case IPred::ULE: return !ult(b, a);
    case IPred::SGT: return a > b;
    case IPred::SGE: return a >= b;
    case IPred::SLT: return a < b;
    case IPred::SLE: return a <= b;
  }
  return c_.bool_val(false);
}

Term Arith::cast(Op op, unsigned from, unsigned to, const z3::expr& a, bool wrap) const {
  z3::expr none(c_);
  Term t{a, none, sem::ErrorKind::DivisionByZero, none, none, none};
  if (!ints_) {
    if (op == Op::Trunc) t.value = to < from ? a.extract(to - 1, 0) : a;
    else if (to > from) t.value = op == Op::ZExt ? z3::zext(a, to - from) : z3::sext(a, to - from);
    return t;
  }
  if (op == Op::ZExt && to > from) t.value = toUnsigned(a, from);
  if (op == Op::Trunc && to < from) {
    if (wrap) t.value = wrapSigned(a, to);
    else t.inexact = !inRange(a, to);
  }
  return t;
}

z3::expr Arith::toOffset(const z3::expr& v, unsigned bits) const {
  if (ints_) return v;
  if (bits < ptrBits_) return z3::sext(v, ptrBits_ - bits);
  if (bits > ptrBits_) return v.extract(ptrBits_ - 1, 0);
  return v;
}

Term Arith::fromOffset(const z3::expr& off, unsigned bits, bool wrap) const {
  if (ints_) return cast(Op::Trunc, 128, bits, off, wrap);
  z3::expr none(c_);
  Term t{off, none, sem::ErrorKind::DivisionByZero, none, none, none};
  if (bits < ptrBits_) t.value = off.extract(bits - 1, 0);
  else if (bits > ptrBits_) t.value = z3::sext(off, bits - ptrBits_);
  return t;
}

z3::expr Arith::offsetAdd(const z3::expr& off, const z3::expr& index, unsigned bits, int64_t scale) const {
  z3::expr i = toOffset(index, bits);
  if (scale == 1) return off + i;
  return off + i * offNum(scale);
}

z3::expr Arith::offLess(const z3::expr& a, const z3::expr& b, bool orEqual) const { return orEqual ? a <= b : a < b; }

z3::expr Arith::byteOf(const z3::expr& v, unsigned bits, unsigned k) const {
  if (!ints_) return v.extract(8 * k + 7, 8 * k);
  z3::expr u = toUnsigned(v, bits);
  if (k) u = z3::expr(c_, Z3_mk_div(c_, u, pow2(8 * k)));
  return k + 1 == bits / 8 ? u : z3::expr(c_, Z3_mk_mod(c_, u, c_.int_val(256)));
}

z3::expr Arith::fromBytes(const std::vector<z3::expr>& bytes) const {
  if (!ints_) {
    z3::expr r = bytes.back();
    for (size_t k = bytes.size() - 1; k-- > 0;) r = z3::concat(r, bytes[k]);
    return r;
  }
  z3::expr r = bytes[0];
  for (size_t k = 1; k < bytes.size(); ++k) r = r + bytes[k] * pow2(static_cast<unsigned>(8 * k));
  return fromUnsigned(r, static_cast<unsigned>(8 * bytes.size()));
}

}  // namespace ferret::smt
