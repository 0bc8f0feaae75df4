// The SMT engine's integer encoding against the executor's arithmetic
// (sem/arith_fast.hpp), operation by operation on random operands: over
// bit-vectors every result and every error must be the executor's; over
// integers every result the encoding calls exact must be.
#include <gtest/gtest.h>

#include <random>

#include "engines/smt/evaluate.hpp"
#include "sem/arith_fast.hpp"

namespace ferret {
namespace {

using ir::Op;

constexpr Op kOps[] = {Op::Add, Op::Sub, Op::Mul, Op::UDiv, Op::SDiv, Op::URem, Op::SRem,
                       Op::Shl, Op::LShr, Op::AShr, Op::And, Op::Or, Op::Xor};
constexpr unsigned kWidths[] = {8, 16, 32, 64};

// Operands that reach the edges: small numbers, extremes, and random bits.
uint64_t operand(std::mt19937_64& rng, unsigned bits) {
  uint64_t mask = sem::maskOf(bits);
  switch (rng() % 4) {
    case 0: return rng() % 5;
    case 1: return (uint64_t{1} << (bits - 1)) - (rng() % 2);  // INT_MIN, INT_MAX
    case 2: return (0 - (rng() % 3)) & mask;                   // -1, -2, 0
    default: return rng() & mask;
  }
}

// Per operation and width, a batch of cases; each side's verdict compared.
// `minExact`: the share of cases the encoding must compute exactly (over
// integers, operations of two unknowns other than + and - are left open).
void differential(bool ints, bool constantB, int casesPerOp, double minExact) {
  smt::ArithEvaluator eval(ints);
  std::mt19937_64 rng(ints ? 7 : 11);
  int exact = 0;
  for (Op op : kOps)
    for (unsigned bits : kWidths)
      for (int k = 0; k < casesPerOp; ++k) {
        uint64_t a = operand(rng, bits), b = operand(rng, bits);
        if ((op == Op::Shl || op == Op::LShr || op == Op::AShr) && k % 2) b %= bits;
        uint8_t flags = (op == Op::Add || op == Op::Sub || op == Op::Mul) && rng() % 2 ? ir::kNsw : 0;
        ir::Inst in{op};
        in.flags = flags;
        sem::Word r;
        bool defined = sem::binary64(in, bits, sem::Word{a}, sem::Word{b}, r);
        smt::Evaluated e = eval.binary(op, flags, bits, a, b, constantB);
        SCOPED_TRACE(testing::Message() << "op " << static_cast<int>(op) << " i" << bits << " a=" << a << " b=" << b
                                        << " flags " << int(flags));
        if (!defined) {
          // The executor stops (division by zero, INT_MIN / -1, a shift past
          // the width, signed overflow): the encoding must allow it.
          EXPECT_TRUE(e.error || e.overflow);
          continue;
        }
        if (!e.value || e.inexact) {
          EXPECT_TRUE(ints) << "bit-vectors are exact";
          continue;
        }
        ++exact;
        EXPECT_FALSE(e.error);
        EXPECT_FALSE(e.overflow);
        EXPECT_EQ(*e.value, r.v);
      }
  EXPECT_GT(exact, static_cast<int>(casesPerOp * 13 * 4 * minExact)) << "cases must be checked, not skipped";
}

TEST(SmtArith, BitVectorsAreTheExecutors) {
  differential(false, false, 100, 0.7);
  differential(false, true, 100, 0.7);
}
TEST(SmtArith, IntegersAgreeWhereExact) {
  differential(true, false, 100, 0.1);
  differential(true, true, 100, 0.4);
}

TEST(SmtArith, ComparisonsAndCasts) {
  for (bool ints : {false, true}) {
    smt::ArithEvaluator eval(ints);
    std::mt19937_64 rng(3);
    for (unsigned bits : kWidths)
      for (int k = 0; k < 200; ++k) {
        uint64_t a = operand(rng, bits), b = operand(rng, bits);
        for (int p = 0; p < 10; ++p) {
          auto pred = static_cast<ir::IPred>(static_cast<int>(ir::IPred::EQ) + p);
          int64_t sa = sem::sext(a, bits), sb = sem::sext(b, bits);
          EXPECT_EQ(eval.compare(pred, bits, a, b), sem::icmp(pred, a, b, sa, sb))
              << "pred " << p << " i" << bits << " " << a << " " << b << (ints ? " ints" : " bv");
        }
        for (unsigned to : kWidths) {
          SCOPED_TRACE(testing::Message() << "i" << bits << " -> i" << to << " of " << a << (ints ? " ints" : " bv"));
          if (to < bits) {
            smt::Evaluated e = eval.cast(Op::Trunc, bits, to, a);
            if (e.value && !e.inexact) EXPECT_EQ(*e.value, a & sem::maskOf(to));
            else EXPECT_TRUE(ints);
          } else if (to > bits) {
            smt::Evaluated z = eval.cast(Op::ZExt, bits, to, a), s = eval.cast(Op::SExt, bits, to, a);
            ASSERT_TRUE(z.value && s.value);
            EXPECT_EQ(*z.value, a);
            EXPECT_EQ(*s.value, static_cast<uint64_t>(sem::sext(a, bits)) & sem::maskOf(to));
          }
        }
      }
  }
}

}  // namespace
}  // namespace ferret
