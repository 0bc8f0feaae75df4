// The verifier's counters (Sangnier et al.; smg/counters.hpp): the
// arithmetic the program does on integers becomes linear relations between
// held values, so that a list's length stays related to the integers
// counting it through abstraction and join.  Hunters keep no counters:
// they run no join that could lose what a relation remembers.
#include "engines/shape/engine.hpp"
#include "sem/arith_fast.hpp"

namespace ferret::shape {

using namespace ferret::ir;

bool Engine::relateArithmetic(State& s, const Inst& in, ValueId r, ValueId a, ValueId b) {
  if (in.op != Op::Add && in.op != Op::Sub && in.op != Op::Mul) return true;
  smg::Smg& g = s.g;
  unsigned n = prog_.types[in.ty].bits;
  using i128 = __int128;
  // Held values of an n-bit integer (smg.hpp): zero-extended below 64 bits.
  const i128 heldLo = n >= 64 ? INT64_MIN : 0, heldHi = n >= 64 ? INT64_MAX : static_cast<i128>(sem::maskOf(n));
  struct Operand {
    ValueId v;
    i128 lo, hi;  // a constant counts as its signed value: x + (-1) is x - 1 where x >= 1
    bool constant;
  };
  auto operand = [&](ValueId v) -> std::optional<Operand> {
    if (g.pointsTo(v)) return std::nullopt;
    if (auto c = g.constantOf(v)) {
      i128 k = n >= 64 ? *c : sem::sext(static_cast<uint64_t>(*c), n);
      return Operand{v, k, k, true};
    }
    smg::Interval i = g.value(v).interval;
    return Operand{v, i.lo, i.hi, false};
  };
  auto x = operand(a), y = operand(b);
  if (!x || !y || (x->constant && y->constant)) return true;
  smg::Linear e{{{r, 1}}, 0};
  i128 lo, hi;
  auto term = [&](const Operand& o, int64_t sign) {
    if (o.constant) e.constant -= static_cast<int64_t>(sign * o.lo);
    else e.terms.push_back({o.v, -sign});
  };
  if (in.op == Op::Mul) {
    if (!x->constant && !y->constant) return true;
    const Operand& k = x->constant ? *x : *y;
    const Operand& v = x->constant ? *y : *x;
    if (k.lo > INT32_MAX || k.lo < INT32_MIN) return true;
    lo = std::min(k.lo * v.lo, k.lo * v.hi);
    hi = std::max(k.lo * v.lo, k.lo * v.hi);
    e.terms.push_back({v.v, -static_cast<int64_t>(k.lo)});
  } else {
    int64_t sign = in.op == Op::Add ? 1 : -1;
    lo = in.op == Op::Add ? x->lo + y->lo : x->lo - y->hi;
    hi = in.op == Op::Add ? x->hi + y->hi : x->hi - y->lo;
    term(*x, 1);
    term(*y, sign);
  }
  // Only where no held value of the operands wraps is the held result the
  // sum; the relations may bound the sum closer than the intervals do (n - k
  // where k <= n).
  if (lo < heldLo || hi > heldHi) {
    smg::Linear operands{{}, -e.constant};
    for (const smg::Linear::Term& t : e.terms)
      if (t.value != r) operands.terms.push_back({t.value, -t.coef});
    smg::Interval b = g.bounds(operands);
    lo = std::max<i128>(lo, b.lo);
    hi = std::min<i128>(hi, b.hi);
    if (lo < heldLo || hi > heldHi) return true;
  }
  return g.relate(e, smg::Rel::Eq) != smg::Assume::Infeasible;
}

}  // namespace ferret::shape
