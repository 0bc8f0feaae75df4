#include "engines/smt/evaluate.hpp"

#include <z3++.h>

#include "engines/smt/arith.hpp"

namespace ferret::smt {

struct ArithEvaluator::Impl {
  z3::context c;
  bool ints;
  Arith arith;
  unsigned fresh = 0;

  explicit Impl(bool i)
      : ints(i), arith(c, i, 64, [this](const z3::sort& s) { return c.constant(("fresh" + std::to_string(fresh++)).c_str(), s); }) {}

  z3::expr unknown(const char* name, unsigned bits) { return c.constant(name, arith.intSort(bits)); }

  // e with the unknowns replaced by the operands' values, simplified.
  z3::expr put(const z3::expr& e, const std::vector<std::pair<z3::expr, z3::expr>>& values) {
    z3::expr_vector from(c), to(c);
    for (auto& [x, v] : values) {
      from.push_back(x);
      to.push_back(v);
    }
    z3::expr copy = e;
    return copy.substitute(from, to).simplify();
  }

  bool holds(const z3::expr& cond, const std::vector<std::pair<z3::expr, z3::expr>>& values) {
    return static_cast<Z3_ast>(cond) && put(cond, values).is_true();
  }
  // Not ruled out: an over-approximated operation may overflow.
  bool may(const z3::expr& cond, const std::vector<std::pair<z3::expr, z3::expr>>& values) {
    return static_cast<Z3_ast>(cond) && !put(cond, values).is_false();
  }

  std::optional<uint64_t> bitsOf(const z3::expr& v, unsigned bits) {
    uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
    if (!v.is_numeral()) return std::nullopt;
    if (!ints) return v.get_numeral_uint64() & mask;
    int64_t x;
    if (!v.is_numeral_i64(x)) return std::nullopt;
    return static_cast<uint64_t>(x) & mask;
  }

  Evaluated evaluate(const Term& t, unsigned bits, const std::vector<std::pair<z3::expr, z3::expr>>& values) {
    Evaluated e;
    e.error = may(t.error, values);
    e.overflow = may(t.overflow, values);
    e.inexact = holds(t.inexact, values);
    if (!t.approx) e.value = bitsOf(put(t.value, values), bits);
    return e;
  }
};

ArithEvaluator::ArithEvaluator(bool ints) : impl_(std::make_unique<Impl>(ints)) {}
ArithEvaluator::~ArithEvaluator() = default;

Evaluated ArithEvaluator::binary(ir::Op op, uint8_t flags, unsigned bits, uint64_t a, uint64_t b, bool constantB) {
  Impl& m = *impl_;
  z3::expr x = m.unknown("x", bits), y = constantB ? m.arith.num(b, bits) : m.unknown("y", bits);
  Term t = m.arith.binary(op, flags, bits, x, y, false);
  return m.evaluate(t, bits, {{x, m.arith.num(a, bits)}, {y, m.arith.num(b, bits)}});
}

bool ArithEvaluator::compare(ir::IPred pred, unsigned bits, uint64_t a, uint64_t b) {
  Impl& m = *impl_;
  z3::expr x = m.unknown("x", bits), y = m.unknown("y", bits);
  return m.holds(m.arith.compare(pred, bits, x, y), {{x, m.arith.num(a, bits)}, {y, m.arith.num(b, bits)}});
}

Evaluated ArithEvaluator::cast(ir::Op op, unsigned from, unsigned to, uint64_t a) {
  Impl& m = *impl_;
  z3::expr x = m.unknown("x", from);
  Term t = m.arith.cast(op, from, to, x, false);
  return m.evaluate(t, to, {{x, m.arith.num(a, from)}});
}

}  // namespace ferret::smt
