// Integer arithmetic as SMT terms, in one of two theories.
//
// Bit-vectors: an iN value is an N-bit vector and every operation is the
// executor's, bit for bit (a unit test compares them on random operands).
//
// Mathematical integers: an iN value is the integer its bits mean signed
// (so sext is the identity and signed compares are plain), which Spacer's
// linear arithmetic reasons about far better than about bit-vectors.  The
// result of +, -, * and shl is exact when it stays in N-bit range; where the
// encoding asks for it (`wrap`), the wrap-around is encoded exactly instead
// (linear, with a division by 2^N).  Otherwise the result comes with the
// condition under which it would be wrong (`inexact`): a proof made over
// integers stands only if that condition is proved unreachable too.
// Operations linear arithmetic cannot express (a product of two unknowns,
// bitwise operations of two unknowns, division by an unknown) give any value
// of the type: an over-approximation, sound for proofs only.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "ir/program.hpp"
#include "sem/violation.hpp"

namespace ferret::smt {

struct Term {
  z3::expr value;
  z3::expr error;     // the executor stops with errorKind (null: never)
  sem::ErrorKind errorKind = sem::ErrorKind::DivisionByZero;
  z3::expr overflow;  // signed overflow (null: never)
  z3::expr inexact;   // integers: the value would be wrong (null: never)
  z3::expr assume;    // facts about a fresh value (its range; null: none)
  bool approx = false;
};

class Arith {
 public:
  // `fresh` makes a new unconstrained constant of a sort.
  Arith(z3::context& c, bool ints, unsigned ptrBits, std::function<z3::expr(const z3::sort&)> fresh);

  bool ints() const { return ints_; }
  z3::context& ctx() const { return c_; }
  z3::sort intSort(unsigned bits) const;
  const z3::sort& objSort() const { return obj_; }
  const z3::sort& offSort() const { return off_; }
  unsigned ptrBits() const { return ptrBits_; }

  // The constant whose N low bits are `bits`.
  z3::expr num(uint64_t bits, unsigned width) const;
  z3::expr offNum(int64_t v) const;
  z3::expr objNum(uint64_t v) const;
  z3::expr boolToInt(const z3::expr& b, unsigned width) const;  // zext of an i1
  // Whether the product of the factors (size_t values as offsets) is more
  // than `most` bytes or past size_t.
  z3::expr sizeAbove(const std::vector<z3::expr>& factors, uint64_t most) const;

  // A binary operation of the IR on two N-bit operands (flags: nsw...).
  // `wrap`: integers encode the wrap-around exactly.
  Term binary(ir::Op op, uint8_t flags, unsigned bits, const z3::expr& a, const z3::expr& b, bool wrap) const;
  z3::expr compare(ir::IPred pred, unsigned bits, const z3::expr& a, const z3::expr& b) const;
  // trunc/zext/sext between widths.
  Term cast(ir::Op op, unsigned from, unsigned to, const z3::expr& a, bool wrap) const;
  // The pointer offset plus index (sign-extended from `bits`) times scale.
  z3::expr offsetAdd(const z3::expr& off, const z3::expr& index, unsigned bits, int64_t scale) const;
  // An integer of `bits` as an offset (sign-extended) and back (truncated).
  z3::expr toOffset(const z3::expr& v, unsigned bits) const;
  Term fromOffset(const z3::expr& off, unsigned bits, bool wrap) const;
  // Offsets compare signed (an offset below the object is negative).
  z3::expr offLess(const z3::expr& a, const z3::expr& b, bool orEqual) const;

  // Bytes: an N-bit value's little-endian bytes and back.
  z3::expr byteOf(const z3::expr& v, unsigned bits, unsigned k) const;
  z3::expr fromBytes(const std::vector<z3::expr>& bytes) const;
  z3::sort byteSort() const { return intSort(8); }

  // Any value of an N-bit type, with its range as `assume`.
  Term anyValue(unsigned bits) const;
  z3::expr inRange(const z3::expr& v, unsigned bits) const;

 private:
  z3::context& c_;
  bool ints_;
  unsigned ptrBits_;
  z3::sort obj_, off_;
  std::function<z3::expr(const z3::sort&)> fresh_;

  z3::expr pow2(unsigned k) const;
  z3::expr wrapSigned(const z3::expr& v, unsigned bits) const;
  z3::expr toUnsigned(const z3::expr& v, unsigned bits) const;
  z3::expr fromUnsigned(const z3::expr& v, unsigned bits) const;
  std::optional<int64_t> constant(const z3::expr& v) const;
  Term intBinary(ir::Op op, uint8_t flags, unsigned bits, const z3::expr& a, const z3::expr& b, bool wrap) const;
  z3::expr signedOverflow(ir::Op op, unsigned bits, const z3::expr& a, const z3::expr& b) const;
  Term bvBinary(ir::Op op, uint8_t flags, unsigned bits, const z3::expr& a, const z3::expr& b) const;
};

}  // namespace ferret::smt
