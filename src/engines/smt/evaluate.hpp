// The SMT engine's encoding of one integer operation, evaluated on given
// operands: built over unknowns as the engine builds it, then the operands
// put in.  For the differential test of the encoding against the executor
// (tests/unit/smt_arith_test.cpp); no Z3 in this interface.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "ir/program.hpp"

namespace ferret::smt {

struct Evaluated {
  std::optional<uint64_t> value;  // the result's N bits; none: the encoding leaves it open (over-approximated)
  bool error = false;             // the executor may stop (division by zero, shift out of range)
  bool overflow = false;          // signed overflow (an nsw operation) is not ruled out
  bool inexact = false;           // integers: the result left the N-bit range and is not the executor's
};

class ArithEvaluator {
 public:
  // ints: the encoding over mathematical integers; else over bit-vectors.
  explicit ArithEvaluator(bool ints);
  ~ArithEvaluator();
  ArithEvaluator(const ArithEvaluator&) = delete;
  ArithEvaluator& operator=(const ArithEvaluator&) = delete;

  // constantB: b is a constant of the program (the encoding of x op 3
  // differs from that of x op y over integers).
  Evaluated binary(ir::Op op, uint8_t flags, unsigned bits, uint64_t a, uint64_t b, bool constantB);
  bool compare(ir::IPred pred, unsigned bits, uint64_t a, uint64_t b);
  Evaluated cast(ir::Op op, unsigned from, unsigned to, uint64_t a);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace ferret::smt
