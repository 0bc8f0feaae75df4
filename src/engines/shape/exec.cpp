// What each instruction does to a symbolic state.  Integer arithmetic on
// two constants is the concrete executor's (sem/arith_fast.hpp); on an
// unknown it yields a fresh unknown value.  An undecided comparison forks,
// each side refining the graph (assumeEq/assumeNeq/assumeCmp), so branches,
// selects and __VERIFIER_assume see constants.
#include <bit>

#include <fmt/format.h>

#include "engines/shape/engine.hpp"
#include "sem/arith_fast.hpp"
#include "smg/checks.hpp"

namespace ferret::shape {

using namespace ferret::ir;
using smg::Interval;
using smg::kNoValue;
using smg::kZero;
using i128 = __int128;

namespace {

int64_t repr(uint64_t bits, unsigned n) {
  return n >= 64 ? static_cast<int64_t>(bits) : static_cast<int64_t>(bits & sem::maskOf(n));
}

Interval rangeOf(unsigned n) { return n >= 64 ? Interval{} : Interval{0, static_cast<int64_t>(sem::maskOf(n))}; }

// Field types: integers and pointers share one, so a pointer stored through
// an integer type reads back as the same value.
smg::FieldType fieldType(const Type& t) {
  switch (t.kind) {
    case TypeKind::Int: case TypeKind::Ptr: return 1;
    case TypeKind::Float: return 2;
    case TypeKind::Double: return 3;
    default: return 4;
  }
}

bool isSigned(IPred p) { return p >= IPred::SGT; }

const char* opName(Op op) {
  switch (op) {
    case Op::Add: return "+";
    case Op::Sub: return "-";
    case Op::Mul: return "*";
    case Op::Shl: return "<<";
    case Op::SDiv: case Op::UDiv: return "/";
    case Op::SRem: case Op::URem: return "%";
    default: return "operation";
  }
}

IPred swapped(IPred p) {
  switch (p) {
    case IPred::UGT: return IPred::ULT;
    case IPred::UGE: return IPred::ULE;
    case IPred::ULT: return IPred::UGT;
    case IPred::ULE: return IPred::UGE;
    case IPred::SGT: return IPred::SLT;
    case IPred::SGE: return IPred::SLE;
    case IPred::SLT: return IPred::SGT;
    case IPred::SLE: return IPred::SGE;
    default: return p;
  }
}

// The held values of an n-bit integer, cut where the order a predicate
// compares in wraps around: within a half, order = held value + shift.
struct Half {
  int64_t lo, hi;
  i128 shift;
};

std::vector<Half> halves(bool sign, unsigned n) {
  if (n >= 64) {
    if (sign) return {{INT64_MIN, INT64_MAX, 0}};
    return {{0, INT64_MAX, 0}, {INT64_MIN, -1, i128(1) << 64}};
  }
  int64_t top = static_cast<int64_t>(sem::maskOf(n));
  if (!sign) return {{0, top, 0}};
  int64_t mid = static_cast<int64_t>(1ull << (n - 1));
  return {{0, mid - 1, 0}, {mid, top, -(i128(1) << n)}};
}

i128 orderOf(int64_t v, bool sign, unsigned n) {
  for (const Half& h : halves(sign, n))
    if (v >= h.lo && v <= h.hi) return v + h.shift;
  return v;
}

bool holds(IPred p, i128 a, i128 b) {
  switch (p) {
    case IPred::EQ: return a == b;
    case IPred::NE: return a != b;
    case IPred::UGT: case IPred::SGT: return a > b;
    case IPred::UGE: case IPred::SGE: return a >= b;
    case IPred::ULT: case IPred::SLT: return a < b;
    default: return a <= b;
  }
}

// Keeps v within [lo, hi]; false if the state rules that out.
bool narrowTo(smg::Smg& g, ValueId v, int64_t lo, int64_t hi) {
  return g.assumeCmp(v, smg::Cmp::Ge, lo) != smg::Assume::Infeasible &&
         g.assumeCmp(v, smg::Cmp::Le, hi) != smg::Assume::Infeasible;
}

}  // namespace

ValueId Engine::unknownInt(State& s, unsigned bits) {
  Interval r = rangeOf(bits);
  return unknownIn(s, r.lo, r.hi);
}

ValueId Engine::unknownIn(State& s, int64_t lo, int64_t hi) {
  ValueId v = s.g.fresh();
  narrowTo(s.g, v, lo, hi);
  return v;
}

ValueId Engine::constWord(State& s, const ConstWord& c) {
  if (c.undef) return s.g.fresh(true);
  switch (c.ref) {
    case RefKind::Global: return s.g.addressOf(globalObj_[c.target], static_cast<int64_t>(c.bits));
    case RefKind::Function: return s.g.addressOf(functionObj_[c.target], static_cast<int64_t>(c.bits));
    case RefKind::None: break;
  }
  return s.g.constant(static_cast<int64_t>(c.bits));
}

ValueId Engine::val(State& s, Operand o) {
  if (isConst(o)) return constWord(s, prog_.consts[constIndex(o)]);
  ValueId& r = s.regs[s.frames.back().regBase + o];
  if (r == kNoValue) r = s.g.fresh(true);
  return r;
}

void Engine::enterBlock(State& s, uint32_t to) {
  Frame& f = s.frames.back();
  const Block& b = f.fn->blocks[to];
  if (!b.phis.empty()) {
    size_t i = 0;
    while (i < b.preds.size() && b.preds[i] != f.block) ++i;
    if (i == b.preds.size()) return unknown(s, "a phi without an incoming value for this edge");
    // All phis read before any is written.
    std::vector<std::pair<uint32_t, ValueId>> moves;
    for (const Phi& p : b.phis)
      for (uint32_t w = 0; w < p.words; ++w) moves.emplace_back(p.dst + w, val(s, p.values[i] + w));
    for (auto [dst, v] : moves) set(s, dst, v);
  }
  f.block = to;
  f.pc = b.first;
  if (loopFacts_) observeLoopHead(s);
}

void Engine::step(State& s, const Inst& in) {
  switch (in.op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem:
    case Op::SRem: case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor:
      return binary(s, in);
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem: case Op::FNeg:
      // Floating point is not tracked: any value (an over-approximation).
      for (uint32_t w = 0; w < prog_.types[in.ty].words; ++w) set(s, in.dst + w, s.g.fresh());
      return;
    case Op::ICmp: return compare(s, in);
    case Op::FCmp: set(s, in.dst, unknownInt(s, 1)); return;
    case Op::Select: return select(s, in);
    case Op::Copy: case Op::Trunc: case Op::ZExt: case Op::SExt: case Op::FPTrunc: case Op::FPExt:
    case Op::FPToUI: case Op::FPToSI: case Op::UIToFP: case Op::SIToFP:
      return cast(s, in);
    case Op::Alloca: return allocaInst(s, in);
    case Op::Load: return load(s, in);
    case Op::Store: return store(s, in);
    case Op::Gep: return gep(s, in);
    case Op::Br: return enterBlock(s, in.a);
    case Op::CondBr: return branchOn(s, val(s, in.a), in.b, in.c);
    case Op::Switch: return sw(s, in);
    case Op::Ret: return ret(s, in);
    case Op::Unreachable: return unknown(s, "reached code marked unreachable");
    case Op::Call: case Op::CallExtern: case Op::CallIndirect: return call(s, in);
    case Op::Intrinsic: return intrinsic(s, in);
    case Op::ExtractValue:
      for (uint32_t w = 0; w < in.c; ++w) set(s, in.dst + w, val(s, in.a + in.b + w));
      return;
    case Op::InsertValue: {
      uint32_t words = prog_.types[in.ty].words;
      std::vector<ValueId> tmp(words);
      for (uint32_t w = 0; w < words; ++w) tmp[w] = val(s, in.a + w);
      for (uint32_t w = 0; w < in.extra; ++w) tmp[in.c + w] = val(s, in.b + w);
      for (uint32_t w = 0; w < words; ++w) set(s, in.dst + w, tmp[w]);
      return;
    }
    case Op::IndirectBr: return unknown(s, "computed goto (goto *p)");
    case Op::Unsupported: return unknown(s, fmt::format("{} is not supported", prog_.strings[in.a]));
  }
}

namespace {

// The n-bit values x for which x op c (or c op x when constantFirst) does
// not overflow as signed integers: one interval of signed values.
std::pair<i128, i128> safeOperands(Op op, unsigned n, i128 c, bool constantFirst) {
  const i128 min = -(i128(1) << (n - 1)), max = (i128(1) << (n - 1)) - 1;
  i128 lo = min, hi = max;
  auto floorDiv = [](i128 a, i128 d) { return a / d - ((a % d != 0) && ((a < 0) != (d < 0))); };
  auto ceilDiv = [](i128 a, i128 d) { return a / d + ((a % d != 0) && ((a < 0) == (d < 0))); };
  if (op == Op::Add) {
    lo = min - c, hi = max - c;
  } else if (op == Op::Sub && !constantFirst) {
    lo = min + c, hi = max + c;
  } else if (op == Op::Sub) {
    lo = c - max, hi = c - min;
  } else if (c > 0) {
    lo = ceilDiv(min, c), hi = floorDiv(max, c);
  } else if (c < 0) {
    lo = ceilDiv(max, c), hi = floorDiv(min, c);
  }
  return {std::max(lo, min), std::min(hi, max)};
}

// The held values (zero-extended below 64 bits) of the signed values in
// [lo, hi]: one interval, or two when it spans zero.
std::vector<Interval> heldPieces(i128 lo, i128 hi, unsigned n) {
  std::vector<Interval> out;
  if (lo > hi) return out;
  if (n >= 64) return {Interval{static_cast<int64_t>(lo), static_cast<int64_t>(hi)}};
  i128 wrap = i128(1) << n;
  if (lo >= 0 || hi < 0) {
    i128 shift = hi < 0 ? wrap : 0;
    return {Interval{static_cast<int64_t>(lo + shift), static_cast<int64_t>(hi + shift)}};
  }
  return {Interval{0, static_cast<int64_t>(hi)}, Interval{static_cast<int64_t>(lo + wrap), static_cast<int64_t>(wrap - 1)}};
}

// The signed values of an n-bit value whose held (zero-extended) values
// are i, when they are one interval: i lies on one side of the sign bit.
std::optional<std::pair<i128, i128>> signedRange(Interval i, unsigned n) {
  const i128 half = i128(1) << (n - 1), wrap = i128(1) << n;
  if (i.lo < 0 || i.lo > i.hi || i128(i.hi) >= wrap) return std::nullopt;
  if (i.hi < half) return std::pair<i128, i128>{i.lo, i.hi};
  if (i.lo >= half) return std::pair<i128, i128>{i.lo - wrap, i.hi - wrap};
  return std::nullopt;
}

// Narrows v to the signed values [lo, hi] where one interval of held
// values holds them; false if that leaves none.
bool boundTo(smg::Smg& g, ValueId v, i128 lo, i128 hi, unsigned n) {
  std::vector<Interval> pieces = heldPieces(lo, hi, n);
  return pieces.size() != 1 || narrowTo(g, v, pieces[0].lo, pieces[0].hi);
}

// The held values of an n-bit x op c, for x's held values in x, when the
// operation bounds them (an index `k % N`, `k & (N - 1)`, `(k & M) / N`):
// unsigned remainder and division, a mask, a logical right shift.
std::optional<Interval> boundedByConstant(Op op, Interval x, uint64_t c, unsigned n) {
  if (n >= 64) return std::nullopt;
  auto most = static_cast<int64_t>(sem::maskOf(n));
  auto k = static_cast<int64_t>(c & sem::maskOf(n));
  x = {std::max<int64_t>(x.lo, 0), std::min(x.hi, most)};
  switch (op) {
    case Op::URem: return k ? std::optional<Interval>({0, std::min(k - 1, x.hi)}) : std::nullopt;
    case Op::UDiv: return k ? std::optional<Interval>({x.lo / k, x.hi / k}) : std::nullopt;
    case Op::And: return Interval{0, std::min(k, x.hi)};
    case Op::LShr: return k < n ? std::optional<Interval>({x.lo >> k, x.hi >> k}) : std::nullopt;
    default: return std::nullopt;
  }
}

// 2^k - 1: a mask of the k lowest bits (0 and all ones included).
bool isLowMask(uint64_t m) { return (m & (m + 1)) == 0; }

// A pointer's address ANDed with a mask of its low bits (`p & 7`) or of
// all but them (`p & ~7`, rounding down as NSPR's and many allocators'
// alignment macros do): exact when the object's base is known to be aligned
// to at least the masked part, since the base then adds nothing to those
// bits.  Only heap blocks have such a guarantee (malloc's fundamental
// alignment, at least 8 on every target; the concrete executor aligns each
// object to 16).  kNoValue when the mask is of another form or wider.
ValueId maskedPointer(smg::Smg& g, ValueId p, uint64_t mask, unsigned bits) {
  constexpr uint64_t kHeapAlignment = 8;
  const smg::PointsTo* to = g.pointsTo(p);
  smg::ObjectKind k = g.object(to->object).kind;
  if (k != smg::ObjectKind::Heap && k != smg::ObjectKind::Sls && k != smg::ObjectKind::Dls) return kNoValue;
  auto lowBits = [](uint64_t m) { return m < kHeapAlignment && isLowMask(m); };
  if (lowBits(mask)) return g.constant(to->offset & static_cast<int64_t>(mask));
  if (uint64_t low = ~mask & sem::maskOf(bits); lowBits(low))
    return g.addressOf(to->object, to->offset & ~static_cast<int64_t>(low), to->target);
  return kNoValue;
}

// The bits `mask` (2^k - 1) keeps of an integer: a constant's, or, through
// the links a value was computed by (y = base * mul + add modulo 2^bits,
// whose low k bits a wrap leaves alone), those of a multiple of 2^k plus a
// constant, or of a value whose own low bits are known.  A size computed
// as n * 8 is so known to be aligned, as allocators assert it is.
std::optional<uint64_t> knownLowBits(const State& s, ValueId v, uint64_t mask, unsigned depth = 0) {
  const smg::Smg& g = s.g;
  if (auto c = g.constantOf(v)) return static_cast<uint64_t>(*c) & mask;
  if (depth > 8) return std::nullopt;
  for (const Link& l : s.links) {
    if (g.find(l.y) != g.find(v) || l.bits < std::bit_width(mask)) continue;
    uint64_t mul = static_cast<uint64_t>(l.mul), add = static_cast<uint64_t>(l.add);
    if ((mul & mask) == 0) return add & mask;
    if (auto b = knownLowBits(s, l.base, mask, depth + 1)) return (mul * *b + add) & mask;
  }
  return std::nullopt;
}

// x & mask for an integer x whose low bits are known: the constant they
// make when mask keeps only them (`n & 7`); when mask clears only them,
// x - low: x itself when they are zero, and y when x = y + low (`(n + 7) &
// ~7` of a multiple n of 8 is n).
ValueId maskedInteger(State& s, ValueId x, uint64_t mask, unsigned bits) {
  if (isLowMask(mask))
    if (auto low = knownLowBits(s, x, mask)) return s.g.constant(static_cast<int64_t>(*low));
  uint64_t low = ~mask & sem::maskOf(bits);
  auto r = isLowMask(low) ? knownLowBits(s, x, low) : std::nullopt;
  if (!r) return kNoValue;
  if (*r == 0) return x;
  for (const Link& l : s.links)
    if (s.g.find(l.y) == s.g.find(x) && l.mul == 1 && l.bits == bits &&
        ((static_cast<uint64_t>(l.add) - *r) & sem::maskOf(bits)) == 0)
      return l.base;
  return kNoValue;
}

}  // namespace

void Engine::binary(State& s, const Inst& in) {
  const Type& t = prog_.types[in.ty];
  unsigned n = t.bits;
  if (t.kind != TypeKind::Int || t.words != 1) return unknown(s, "integer arithmetic wider than 64 bits");
  smg::Smg& g = s.g;
  ValueId a = val(s, in.a), b = val(s, in.b);
  if (g.value(a).undefined || g.value(b).undefined) return set(s, in.dst, g.fresh(true));
  auto ca = g.constantOf(a), cb = g.constantOf(b);
  if (ca && cb) {
    sem::Word A{static_cast<uint64_t>(*ca) & sem::maskOf(n), 0, mem::kNoObj};
    sem::Word B{static_cast<uint64_t>(*cb) & sem::maskOf(n), 0, mem::kNoObj};
    sem::Word r;
    if (sem::binary64(in, n, A, B, r)) return set(s, in.dst, g.constant(repr(r.v, n)));
    // The executor's fast path declines exactly its undefined behaviours.
    bool division = in.op == Op::UDiv || in.op == Op::SDiv || in.op == Op::URem || in.op == Op::SRem;
    if (division && B.v == 0) return error(s, sem::ErrorKind::DivisionByZero, "division by zero");
    if ((in.op == Op::Shl || in.op == Op::LShr || in.op == Op::AShr) && B.v >= n)
      return error(s, sem::ErrorKind::ShiftOutOfRange, "shift amount out of range");
    if (in.op == Op::Shl && sem::sext(A.v, n) < 0)
      return error(s, sem::ErrorKind::ShiftOutOfRange, fmt::format("left shift of the negative value {}", sem::sext(A.v, n)));
    // What is left is signed overflow (a division's or a left shift's included).
    return error(s, sem::ErrorKind::SignedOverflow,
                 fmt::format("signed {}-bit {} overflows ({} {} {})", n, opName(in.op), sem::sext(A.v, n), opName(in.op),
                             sem::sext(B.v, n)));
  }
  const smg::PointsTo* pa = g.pointsTo(a);
  const smg::PointsTo* pb = g.pointsTo(b);
  auto delta = [&](int64_t c) { return sem::sext(static_cast<uint64_t>(c), n); };
  if (in.op == Op::Add && pa && cb) return set(s, in.dst, g.shift(a, delta(*cb)));
  if (in.op == Op::Add && pb && ca) return set(s, in.dst, g.shift(b, delta(*ca)));
  if (in.op == Op::Sub && pa && cb) return set(s, in.dst, g.shift(a, -delta(*cb)));
  if (in.op == Op::Sub && pa && pb && pa->object == pb->object && pa->target == pb->target)
    return set(s, in.dst, g.constant(repr(static_cast<uint64_t>(pa->offset - pb->offset), n)));
  if ((in.flags & kPtrDiff) && pa && pb) return unknown(s, "subtraction of pointers into different objects");
  if (in.op == Op::And && (ca || cb)) {
    ValueId x = ca ? b : a;
    uint64_t mask = static_cast<uint64_t>(ca ? *ca : *cb) & sem::maskOf(n);
    if (ValueId m = g.pointsTo(x) ? maskedPointer(g, x, mask, n) : maskedInteger(s, x, mask, n); m != kNoValue)
      return set(s, in.dst, m);
  }
  bool division = in.op == Op::UDiv || in.op == Op::SDiv || in.op == Op::URem || in.op == Op::SRem;
  if (division && !g.proveNeq(b, kZero)) {
    State z = split(s);
    if (z.g.assumeEq(b, kZero) != smg::Assume::Infeasible) {
      error(z, sem::ErrorKind::DivisionByZero, "division by a value that may be zero");
      keep(std::move(z));
    }
    if (g.assumeNeq(b, kZero) == smg::Assume::Infeasible) {
      s.ended = true;
      return;
    }
  }
  bool nsw = (in.flags & kNsw) && (in.op == Op::Add || in.op == Op::Sub || in.op == Op::Mul);
  std::optional<std::pair<i128, i128>> bounds;
  if (nsw && (ca || cb) && !g.pointsTo(ca ? b : a)) {
    if (!splitOverflow(s, in, ca ? b : a, ca ? *ca : *cb, ca.has_value())) return;
  } else if (nsw && !pa && !pb && (bounds = overflowOfUnknowns(s, in, a, b), bounds)) {
    if (bounds->first > bounds->second) return;
  } else if ((nsw || ((in.flags & kNsw) && in.op == Op::Shl)) && props_.noOverflow) {
    return unknown(s, "signed arithmetic on an unknown value that may overflow");
  }
  // x + c, x - c and x * c keep x's bounds when they cannot wrap, and a
  // link to x, through which later conditions on either narrow the other.
  // (Of two unknowns whose signed ranges are not known, the result is any
  // value, wrapped ones too: an overflow there goes on unreported, which
  // only adds behaviours.)
  ValueId r = unknownInt(s, n);
  if (bounds && !boundTo(g, r, bounds->first, bounds->second, n)) {
    s.ended = true;
    return;
  }
  std::optional<Interval> masked;
  if (cb && !pa) masked = boundedByConstant(in.op, g.value(a).interval, static_cast<uint64_t>(*cb), n);
  else if (ca && !pb && in.op == Op::And) masked = boundedByConstant(in.op, g.value(b).interval, static_cast<uint64_t>(*ca), n);
  if (masked && !narrowTo(g, r, masked->lo, masked->hi)) {
    s.ended = true;
    return;
  }
  bool linear = in.op == Op::Add || (in.op == Op::Sub && cb) || in.op == Op::Mul;
  if (linear && (ca || cb) && n < 64) {
    ValueId x = ca ? b : a;
    int64_t c = delta(ca ? *ca : *cb);
    int64_t mul = in.op == Op::Mul ? c : 1, add = in.op == Op::Add ? c : in.op == Op::Sub ? -c : 0;
    if (!g.pointsTo(x) && mul > 0) {
      s.links.push_back({r, x, mul, add, n});
      if (!propagate(s, x)) s.ended = true;
    }
  }
  if (opts_.abstraction && !relateArithmetic(s, in, r, a, b)) s.ended = true;
  set(s, in.dst, r);
}

std::optional<std::pair<i128, i128>> Engine::overflowOfUnknowns(State& s, const Inst& in, ValueId a, ValueId b) {
  unsigned n = prog_.types[in.ty].bits;
  if (n >= 64) return std::nullopt;
  auto A = signedRange(s.g.value(a).interval, n), B = signedRange(s.g.value(b).interval, n);
  if (!A || !B) return std::nullopt;
  i128 lo, hi;
  if (in.op == Op::Add) {
    lo = A->first + B->first, hi = A->second + B->second;
  } else if (in.op == Op::Sub) {
    lo = A->first - B->second, hi = A->second - B->first;
  } else {
    i128 corners[] = {A->first * B->first, A->first * B->second, A->second * B->first, A->second * B->second};
    lo = *std::min_element(std::begin(corners), std::end(corners));
    hi = *std::max_element(std::begin(corners), std::end(corners));
  }
  const i128 min = -(i128(1) << (n - 1)), max = (i128(1) << (n - 1)) - 1;
  if (lo < min || hi > max) {
    // The operands' ranges do not say which pairs overflow, so the forked
    // state keeps them whole: a place reported, never a path followed on.
    State z = split(s);
    error(z, sem::ErrorKind::SignedOverflow,
          fmt::format("signed {}-bit {} may overflow (x {} y, x in [{}, {}], y in [{}, {}])", n, opName(in.op), opName(in.op),
                      static_cast<int64_t>(A->first), static_cast<int64_t>(A->second), static_cast<int64_t>(B->first),
                      static_cast<int64_t>(B->second)));
    keep(std::move(z));
  }
  lo = std::max(lo, min), hi = std::min(hi, max);
  if (lo > hi) s.ended = true;
  return std::pair{lo, hi};
}

bool Engine::splitOverflow(State& s, const Inst& in, ValueId x, int64_t c, bool constantFirst) {
  unsigned n = prog_.types[in.ty].bits;
  i128 sc = sem::sext(static_cast<uint64_t>(c), n);
  auto [lo, hi] = safeOperands(in.op, n, sc, constantFirst);
  const i128 min = -(i128(1) << (n - 1)), max = (i128(1) << (n - 1)) - 1;
  std::vector<Interval> unsafe = heldPieces(min, lo - 1, n), safe = heldPieces(lo, hi, n);
  for (const Interval& i : heldPieces(hi + 1, max, n)) unsafe.push_back(i);
  Interval now = s.g.value(x).interval;
  auto meets = [&](const Interval& i) { return i.lo <= now.hi && now.lo <= i.hi; };
  for (const Interval& i : unsafe) {
    if (!meets(i)) continue;
    State z = split(s);
    if (!narrowTo(z.g, x, i.lo, i.hi) || !propagate(z, x)) continue;
    error(z, sem::ErrorKind::SignedOverflow,
          fmt::format("signed {}-bit {} may overflow (an operand of {})", n, opName(in.op),
                      constantFirst ? fmt::format("{} {} x", static_cast<int64_t>(sc), opName(in.op))
                                    : fmt::format("x {} {}", opName(in.op), static_cast<int64_t>(sc))));
    keep(std::move(z));
    if (stop_) break;
  }
  std::vector<Interval> left;
  for (const Interval& i : safe)
    if (meets(i)) left.push_back(i);
  if (left.empty()) {
    s.ended = true;
    return false;
  }
  // Two pieces (x may be negative or not) are one interval of held values
  // only with the overflowing ones between them: x is then left as it is,
  // which keeps those too (more behaviours, never fewer).
  if (left.size() == 1 && (!narrowTo(s.g, x, left[0].lo, left[0].hi) || !propagate(s, x))) {
    s.ended = true;
    return false;
  }
  return true;
}

bool Engine::propagate(State& s, ValueId v) {
  smg::Smg& g = s.g;
  auto narrowed = [&](ValueId x, i128 lo, i128 hi, bool& changed) {
    Interval before = g.value(x).interval;
    if (lo <= before.lo && hi >= before.hi) return true;
    if (!narrowTo(g, x, static_cast<int64_t>(std::max<i128>(lo, INT64_MIN)), static_cast<int64_t>(std::min<i128>(hi, INT64_MAX))))
      return false;
    changed = true;
    return true;
  };
  for (size_t k = 0; k < s.links.size(); ++k) {
    Link l = s.links[k];
    Interval b = g.value(l.base).interval;
    i128 imageLo = i128(b.lo) * l.mul + l.add, imageHi = i128(b.hi) * l.mul + l.add;
    // Only where base's values cannot make y wrap is y = base * mul + add.
    if (imageLo < 0 || imageHi > static_cast<i128>(sem::maskOf(l.bits))) continue;
    bool changed = false;
    if (g.find(l.base) == g.find(v)) {
      if (!narrowed(l.y, imageLo, imageHi, changed) || (changed && !propagate(s, l.y))) return false;
    } else if (g.find(l.y) == g.find(v)) {
      Interval i = g.value(l.y).interval;
      auto ceilDiv = [](i128 a, i128 d) { return a >= 0 ? (a + d - 1) / d : -((-a) / d); };
      auto floorDiv = [](i128 a, i128 d) { return a >= 0 ? a / d : -((-a + d - 1) / d); };
      i128 lo = ceilDiv(i128(i.lo) - l.add, l.mul), hi = floorDiv(i128(i.hi) - l.add, l.mul);
      if (lo > hi || !narrowed(l.base, lo, hi, changed) || (changed && !propagate(s, l.base))) return false;
    }
  }
  return true;
}

void Engine::cast(State& s, const Inst& in) {
  const Type& to = prog_.types[in.ty];
  const Type& from = prog_.types[in.c];
  smg::Smg& g = s.g;
  if (in.op == Op::Copy) {
    for (uint32_t w = 0; w < to.words; ++w) set(s, in.dst + w, val(s, in.a + w));
    return;
  }
  ValueId v = val(s, in.a);
  bool undefined = g.value(v).undefined;
  if (in.op != Op::Trunc && in.op != Op::ZExt && in.op != Op::SExt) {
    for (uint32_t w = 0; w < to.words; ++w)
      set(s, in.dst + w, undefined ? g.fresh(true) : to.kind == TypeKind::Int ? unknownInt(s, to.bits) : g.fresh());
    return;
  }
  if (to.words != 1 || from.words != 1) return unknown(s, "integer casts wider than 64 bits");
  if (undefined) return set(s, in.dst, g.fresh(true));
  unsigned fb = from.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : from.bits;
  unsigned tb = to.kind == TypeKind::Ptr ? 8 * prog_.ptrBytes : to.bits;
  if (g.pointsTo(v)) return set(s, in.dst, tb >= 8 * prog_.ptrBytes ? v : unknownInt(s, tb));
  if (auto c = g.constantOf(v)) {
    uint64_t bits = static_cast<uint64_t>(*c);
    if (in.op == Op::SExt) bits = static_cast<uint64_t>(sem::sext(bits, fb));
    return set(s, in.dst, g.constant(repr(bits, tb)));
  }
  // An fb-bit value lies in rangeOf(fb), whatever a widening at a loop
  // head (whose bounds know no width) made of its interval: a char datum
  // widened to [0, 2^31 - 1] would lose its promotion's tie to the char.
  if (Interval f = rangeOf(fb); fb < 64 && (g.value(v).interval.lo < f.lo || g.value(v).interval.hi > f.hi) &&
                                !narrowTo(g, v, f.lo, f.hi))
    return unknown(s, "an integer outside its type's range");
  Interval i = g.value(v).interval;
  Interval r = rangeOf(tb);
  switch (in.op) {
    case Op::ZExt:
      if (fb < 64) return set(s, in.dst, v);
      break;
    case Op::Trunc:
      if (i.lo >= r.lo && i.hi <= r.hi) return set(s, in.dst, v);
      break;
    default: {  // SExt
      int64_t mid = fb >= 64 ? INT64_MAX : static_cast<int64_t>(1ull << (fb - 1));
      if (fb >= 64 || (i.lo >= 0 && i.hi < mid)) return set(s, in.dst, v);
      if (tb < 64 && i.lo >= 0 && i.hi < 2 * mid) {
        // A char or short promoted to int: one successor per sign, the
        // result tied to v (a negative one by a link, y = v + 2^tb - 2^fb),
        // so comparing the promoted value narrows the char itself.
        return forkInto(s, 2, forks_, [&](State& t, size_t k) {
          if (!narrowTo(t.g, v, k ? std::max(i.lo, mid) : i.lo, k ? i.hi : std::min(i.hi, mid - 1)) || !propagate(t, v))
            return false;
          ValueId y = v;
          if (k) {
            y = unknownInt(t, tb);
            t.links.push_back({y, v, 1, r.hi + 1 - 2 * mid, tb});
            if (!propagate(t, v)) return false;
          }
          set(t, in.dst, y);
          return true;
        });
      }
      // Negative values move to the top of the wider type.
      ValueId w = g.fresh();
      if (tb >= 64 && i.lo >= mid) narrowTo(g, w, i.lo - (mid << 1), i.hi - (mid << 1));
      else if (tb >= 64) narrowTo(g, w, -mid, mid - 1);
      else narrowTo(g, w, r.lo, r.hi);
      return set(s, in.dst, w);
    }
  }
  set(s, in.dst, unknownInt(s, tb));
}

void Engine::pinAndRetry(State& s, ValueId v, const std::string& what) {
  Interval iv = s.g.value(v).interval;
  if (i128(iv.hi) - iv.lo >= kMaxConcretise) return unknown(s, fmt::format("{} of more than {} possible values", what, kMaxConcretise));
  forkInto(s, static_cast<size_t>(iv.hi - iv.lo + 1), forks_, [&](State& t, size_t i) {
    ValueId c = t.g.constant(iv.lo + static_cast<int64_t>(i));
    if (t.g.assumeEq(v, c) == smg::Assume::Infeasible || !propagate(t, c)) return false;
    // Run again only what is now a constant, or the call would split again.
    if (t.g.constantOf(v)) --t.frames.back().pc;
    else unknown(t, fmt::format("{} that could not be pinned", what));
    return true;
  });
}

void Engine::compare(State& s, const Inst& in) {
  IPred p = static_cast<IPred>(in.sub);
  unsigned n = in.c ? in.c : 8 * prog_.ptrBytes;
  smg::Smg& g = s.g;
  ValueId a = val(s, in.a), b = val(s, in.b);
  auto result = [&](State& t, bool r) { set(t, in.dst, t.g.constant(r ? 1 : 0)); };
  if (prog_.types[in.ty].words > 1) return unknown(s, "comparison wider than 64 bits");
  if (g.value(a).undefined || g.value(b).undefined) return set(s, in.dst, g.fresh(true));
  if (g.find(a) == g.find(b)) return result(s, holds(p, 0, 0));
  // Addresses of a segment's ends are compared on concrete nodes.
  if (concretise(s, a) || concretise(s, b)) return;
  bool sign = isSigned(p);
  auto ca = g.constantOf(a), cb = g.constantOf(b);
  if (ca && cb) return result(s, holds(p, orderOf(*ca, sign, n), orderOf(*cb, sign, n)));
  const smg::PointsTo* pa = g.pointsTo(a);
  const smg::PointsTo* pb = g.pointsTo(b);
  if (pa && pb && pa->object == pb->object && pa->target == pb->target)
    return result(s, holds(p, pa->offset, pb->offset));
  if (p == IPred::EQ || p == IPred::NE) {
    if (g.proveNeq(a, b)) return result(s, p == IPred::NE);
    if (g.decide({{{a, 1}, {b, -1}}, 0}, smg::Rel::Eq) == true) return result(s, p == IPred::EQ);
    return forkInto(s, 2, forks_, [&](State& t, size_t i) {
      bool equal = i == 0;
      if ((equal ? t.g.assumeEq(a, b) : t.g.assumeNeq(a, b)) == smg::Assume::Infeasible) return false;
      if (equal && !propagate(t, a)) return false;
      result(t, equal == (p == IPred::EQ));
      return true;
    });
  }
  // Relational: against a constant, each half of the unknown's range splits
  // into the part where the predicate holds and the rest.
  if ((ca || cb) && !pa && !pb) {
    ValueId x = ca ? b : a;
    IPred q = ca ? swapped(p) : p;
    i128 c = orderOf(ca ? *ca : *cb, sign, n);
    Interval xi = g.value(x).interval;
    struct Part {
      int64_t lo, hi;
      bool r;
    };
    std::vector<Part> parts;
    for (const Half& h : halves(sign, n)) {
      int64_t lo = std::max(xi.lo, h.lo), hi = std::min(xi.hi, h.hi);
      if (lo > hi) continue;
      // The predicate holds on a prefix (<, <=) or a suffix (>, >=) of the half.
      bool below = q == IPred::ULT || q == IPred::ULE || q == IPred::SLT || q == IPred::SLE;
      i128 edge = (q == IPred::ULT || q == IPred::SLT) ? c - 1 : (q == IPred::UGT || q == IPred::SGT) ? c + 1 : c;
      i128 cut = edge - h.shift;  // in held values: holds for x <= cut (below) or x >= cut
      if (below) {
        if (cut >= hi) parts.push_back({lo, hi, true});
        else if (cut < lo) parts.push_back({lo, hi, false});
        else {
          parts.push_back({lo, static_cast<int64_t>(cut), true});
          parts.push_back({static_cast<int64_t>(cut) + 1, hi, false});
        }
      } else {
        if (cut <= lo) parts.push_back({lo, hi, true});
        else if (cut > hi) parts.push_back({lo, hi, false});
        else {
          parts.push_back({static_cast<int64_t>(cut), hi, true});
          parts.push_back({lo, static_cast<int64_t>(cut) - 1, false});
        }
      }
    }
    bool same = !parts.empty();
    for (const Part& q2 : parts) same &= q2.r == parts.front().r;
    if (same) return result(s, parts.front().r);
    return forkInto(s, parts.size(), forks_, [&](State& t, size_t i) {
      if (!narrowTo(t.g, x, parts[i].lo, parts[i].hi) || !propagate(t, x)) return false;
      result(t, parts[i].r);
      return true;
    });
  }
  // Two unknowns, each within one half of its range (where the order of
  // held values plus the half's shift is the predicate's): decided by their
  // intervals, or each outcome narrows both (x < y: x ends below y's top, y
  // starts above x's bottom) and a strict one makes them unequal.  The
  // graph keeps no order between values beyond that.
  auto halfOf = [&](ValueId v) -> std::optional<Half> {
    Interval i = g.value(v).interval;
    for (const Half& h : halves(sign, n))
      if (i.lo >= h.lo && i.hi <= h.hi) return h;
    return std::nullopt;
  };
  // The outcome "yes" as x < y or x <= y; "no" is then y <= x or y < x.
  bool less = p == IPred::ULT || p == IPred::SLT || p == IPred::ULE || p == IPred::SLE;
  bool strictYes = p == IPred::ULT || p == IPred::SLT || p == IPred::UGT || p == IPred::SGT;
  auto known = [&](ValueId x, ValueId y, bool strict) {
    for (const Order& o : s.orders)
      if (o.sign == sign && o.bits == n && g.find(o.x) == g.find(x) && g.find(o.y) == g.find(y) &&
          (o.strict || !strict || g.proveNeq(x, y)))
        return true;
    return false;
  };
  if (!pa && !pb) {
    if (known(less ? a : b, less ? b : a, strictYes)) return result(s, true);
    if (known(less ? b : a, less ? a : b, !strictYes)) return result(s, false);
  }
  std::optional<Half> ha = pa || pb ? std::nullopt : halfOf(a), hb = ha ? halfOf(b) : std::nullopt;
  if (ha && hb) {
    Interval ia = g.value(a).interval, ib = g.value(b).interval;
    i128 alo = ia.lo + ha->shift, ahi = ia.hi + ha->shift, blo = ib.lo + hb->shift, bhi = ib.hi + hb->shift;
    bool always = true, never = true;
    for (i128 x : {alo, ahi})
      for (i128 y : {blo, bhi}) {
        bool r = holds(p, x, y);
        always &= r;
        never &= !r;
      }
    if (always || never) return result(s, always);
    // Where the predicate orders held values (one shift), the verifier's
    // counters decide it or learn it: "x < y" is y - x - 1 >= 0.
    bool linear = opts_.abstraction && ha->shift == hb->shift;
    auto ordered = [&](ValueId x, ValueId y, bool strict) {
      return smg::Linear{{{y, 1}, {x, -1}}, -int64_t{strict}};
    };
    if (linear)
      if (auto d = g.decide(ordered(less ? a : b, less ? b : a, strictYes), smg::Rel::Ge)) return result(s, *d);
    return forkInto(s, 2, forks_, [&](State& t, size_t i) {
      bool yes = i == 0;
      bool swap = less != yes, strict = strictYes == yes;
      ValueId x = swap ? b : a, y = swap ? a : b;
      if (linear && t.g.relate(ordered(x, y, strict), smg::Rel::Ge) == smg::Assume::Infeasible) return false;
      const Half &hx = swap ? *hb : *ha, &hy = swap ? *ha : *hb;
      Interval xi = t.g.value(x).interval, yi = t.g.value(y).interval;
      i128 xlo = xi.lo + hx.shift, xhi = std::min<i128>(xi.hi + hx.shift, yi.hi + hy.shift - strict);
      i128 ylo = std::max<i128>(yi.lo + hy.shift, xlo + strict), yhi = yi.hi + hy.shift;
      if (xlo > xhi || ylo > yhi) return false;
      if (!narrowTo(t.g, x, xi.lo, static_cast<int64_t>(xhi - hx.shift)) ||
          !narrowTo(t.g, y, static_cast<int64_t>(ylo - hy.shift), yi.hi))
        return false;
      if (strict && t.g.assumeNeq(x, y) == smg::Assume::Infeasible) return false;
      if (!propagate(t, x) || !propagate(t, y)) return false;
      t.orders.push_back({x, y, strict, sign, n});
      result(t, yes);
      return true;
    });
  }
  forkInto(s, 2, forks_, [&](State& t, size_t i) {
    result(t, i == 0);
    return true;
  });
}

void Engine::branchOn(State& s, ValueId c, uint32_t ifTrue, uint32_t ifFalse) {
  smg::Smg& g = s.g;
  if (g.value(c).undefined) {
    if (!opts_.explore.limits.uninitBranches)
      return unknown(s, fmt::format("a branch condition depends on an uninitialised value {}", where(s)));
    return forkInto(s, 2, forks_, [&](State& t, size_t i) {
      enterBlock(t, i == 0 ? ifTrue : ifFalse);
      return true;
    });
  }
  if (auto k = g.constantOf(c)) return enterBlock(s, (*k & 1) ? ifTrue : ifFalse);
  forkInto(s, 2, forks_, [&](State& t, size_t i) {
    bool yes = i == 0;
    if ((yes ? t.g.assumeNeq(c, kZero) : t.g.assumeEq(c, kZero)) == smg::Assume::Infeasible) return false;
    enterBlock(t, yes ? ifTrue : ifFalse);
    return true;
  });
}

void Engine::select(State& s, const Inst& in) {
  uint32_t words = prog_.types[in.ty].words;
  ValueId c = val(s, in.a);
  auto pick = [&](State& t, bool yes) {
    std::vector<ValueId> v(words);
    for (uint32_t w = 0; w < words; ++w) v[w] = val(t, (yes ? in.b : in.c) + w);
    for (uint32_t w = 0; w < words; ++w) set(t, in.dst + w, v[w]);
  };
  if (s.g.value(c).undefined) {
    for (uint32_t w = 0; w < words; ++w) set(s, in.dst + w, s.g.fresh(true));
    return;
  }
  if (auto k = s.g.constantOf(c)) return pick(s, *k & 1);
  forkInto(s, 2, forks_, [&](State& t, size_t i) {
    bool yes = i == 0;
    if ((yes ? t.g.assumeNeq(c, kZero) : t.g.assumeEq(c, kZero)) == smg::Assume::Infeasible) return false;
    pick(t, yes);
    return true;
  });
}

void Engine::sw(State& s, const Inst& in) {
  ValueId c = val(s, in.a);
  if (s.g.value(c).undefined) return unknown(s, "a switch on an uninitialised value");
  const Function& fn = *s.frames.back().fn;
  const uint32_t* x = fn.extra.data() + in.extra;
  uint32_t cases = in.nextra / 2;
  // Option k < cases: the k-th case; option `cases`: the default.
  forkInto(s, cases + 1, forks_, [&](State& t, size_t k) {
    if (k < cases) {
      ValueId v = constWord(t, prog_.consts[constIndex(x[2 * k])]);
      if (t.g.assumeEq(c, v) == smg::Assume::Infeasible || !propagate(t, c)) return false;
      enterBlock(t, x[2 * k + 1]);
      return true;
    }
    for (uint32_t j = 0; j < cases; ++j)
      if (t.g.assumeNeq(c, constWord(t, prog_.consts[constIndex(x[2 * j])])) == smg::Assume::Infeasible) return false;
    enterBlock(t, in.b);
    return true;
  });
}

// p + constant offset + sum of index * scale.  An unknown index over a
// small range is split into one successor per value (sound and complete);
// over a large one, only the values inside the object are split, plus one
// value on each side outside it (a hunt: TRUE is then impossible).
void Engine::gep(State& s, const Inst& in) {
  smg::Smg& g = s.g;
  const Function& fn = *s.frames.back().fn;
  ValueId p = val(s, in.a);
  if (g.value(p).undefined) return set(s, in.dst, g.fresh(true));
  int64_t off = static_cast<int64_t>(prog_.consts[constIndex(in.b)].bits);
  const uint32_t* x = fn.extra.data() + in.extra;
  ValueId index = kNoValue;
  unsigned width = 0;
  int64_t scale = 0;
  for (uint32_t k = 0; k < in.nextra; k += 3) {
    ValueId v = val(s, x[k]);
    if (g.value(v).undefined) return set(s, in.dst, g.fresh(true));
    if (auto c = g.constantOf(v)) {
      off += sem::sext(static_cast<uint64_t>(*c), x[k + 1]) * static_cast<int64_t>(x[k + 2]);
      continue;
    }
    if (index != kNoValue) return unknown(s, "an address with two symbolic offsets");
    index = v;
    width = x[k + 1];
    scale = x[k + 2];
  }
  if (index == kNoValue || scale == 0) {
    ValueId r = g.shift(p, off);
    return set(s, in.dst, r == kNoValue ? g.fresh() : r);
  }
  const smg::PointsTo* pt = g.pointsTo(p);
  if (!pt) return set(s, in.dst, g.fresh());
  // Index values (signed, as GEP reads them) that keep the address within
  // the object, one past its end included.
  Interval size = g.sizeBounds(pt->object);
  i128 base = i128(pt->offset) + off;
  auto floorDiv = [](i128 a, i128 b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); };
  i128 inLo = -floorDiv(base, scale), inHi = floorDiv(i128(size.hi) - base, scale);
  // Outside values first, the one nearest the object on each side (an
  // off-by-one is the likely bug): a hunt meets their errors before the split.
  std::vector<int64_t> values, inside;
  bool tooMany = false;
  Interval iv = g.value(index).interval;
  for (const Half& h : halves(true, width)) {
    int64_t lo = std::max(iv.lo, h.lo), hi = std::min(iv.hi, h.hi);
    if (lo > hi) continue;
    i128 slo = lo + h.shift, shi = hi + h.shift;  // signed index values
    if (inLo > inHi) {
      values.push_back(lo);
      if (lo != hi) incomplete("a symbolic offset outside its object was tried with one value");
      continue;
    }
    if (slo < inLo) {
      values.push_back(static_cast<int64_t>(std::min(shi, inLo - 1) - h.shift));
      if (slo < std::min(shi, inLo - 1)) incomplete("a symbolic offset outside its object was tried with one value");
    }
    if (shi > inHi) {
      values.push_back(static_cast<int64_t>(std::max(slo, inHi + 1) - h.shift));
      if (shi > std::max(slo, inHi + 1)) incomplete("a symbolic offset outside its object was tried with one value");
    }
    i128 a = std::max(slo, inLo), b = std::min(shi, inHi);
    if (a > b) continue;
    if (b - a >= kMaxConcretise) {
      tooMany = true;
      continue;
    }
    for (i128 v = a; v <= b; ++v) inside.push_back(static_cast<int64_t>(v - h.shift));
  }
  if (tooMany) incomplete("a symbolic offset with more than 64 values inside its object");
  values.insert(values.end(), inside.begin(), inside.end());
  if (values.empty()) {
    s.ended = true;
    return;
  }
  forkInto(s, values.size(), forks_, [&](State& t, size_t i) {
    ValueId c = t.g.constant(values[i]);
    if (t.g.assumeEq(index, c) == smg::Assume::Infeasible) return false;
    int64_t idx = sem::sext(static_cast<uint64_t>(values[i]), width);
    set(t, in.dst, t.g.shift(p, off + idx * scale));
    return true;
  });
}

std::optional<Engine::Place> Engine::access(State& s, ValueId addr, uint64_t size, bool write) {
  if (concretise(s, addr)) return std::nullopt;
  smg::Smg& g = s.g;
  smg::Access a = smg::checkDeref(g, addr, size);
  using smg::DerefFault;
  switch (a.fault) {
    case DerefFault::None:
      if (write && readOnly_.size() > a.object && readOnly_[a.object] &&
          g.object(a.object).kind == smg::ObjectKind::Global) {
        error(s, sem::ErrorKind::ReadOnlyWrite, "write to a constant");
        return std::nullopt;
      }
      return Place{a.object, a.offset};
    case DerefFault::Null: error(s, sem::ErrorKind::NullDereference, "null pointer dereference"); break;
    case DerefFault::Freed: error(s, sem::ErrorKind::UseAfterFree, "use after free"); break;
    case DerefFault::OutOfScope: error(s, sem::ErrorKind::UseAfterScope, "use after scope"); break;
    case DerefFault::OutOfBounds: error(s, sem::ErrorKind::OutOfBounds, "out of bounds"); break;
    case DerefFault::MaybeOutOfBounds: {
      ValueId sz = g.object(a.object).size.value;
      int64_t end = a.offset + static_cast<int64_t>(size);
      State t = split(s);
      if (t.g.assumeCmp(sz, smg::Cmp::Lt, end) != smg::Assume::Infeasible) {
        error(t, sem::ErrorKind::OutOfBounds, "out of bounds of a block of symbolic size");
        keep(std::move(t));
      }
      if (g.assumeCmp(sz, smg::Cmp::Ge, end) == smg::Assume::Infeasible) {
        s.ended = true;
        return std::nullopt;
      }
      return Place{a.object, a.offset};
    }
    case DerefFault::Unknown:
      if (g.constantOf(addr)) error(s, sem::ErrorKind::InvalidPointer, "dereference of an integer");
      else unknown(s, "a dereference of an unknown pointer");
      break;
    // Never assigned an object's address, it points to none (the concrete
    // executor's reading too, which confirms the path or not).
    case DerefFault::Undefined: error(s, sem::ErrorKind::InvalidPointer, "dereference of an uninitialised pointer"); break;
  }
  return std::nullopt;
}

// A field read: the field itself, else the bytes composed from constant
// fields (an int read through a char array, a global's initialiser), else
// the graph's reinterpretation.
ValueId Engine::readField(State& s, ObjectId o, int64_t off, const Type& t) {
  smg::Smg& g = s.g;
  int64_t end = off + static_cast<int64_t>(t.size);
  smg::FieldType ft = fieldType(t);
  const smg::Object& obj = g.object(o);
  bool exact = false;
  for (const smg::Field& f : obj.fields) exact |= f.begin == off && f.end == end && f.type == ft;
  if (!exact && t.size <= 8 && t.words == 1) {
    uint64_t bits = 0;
    bool known = true;
    for (int64_t byte = off; byte < end && known; ++byte) {
      known = false;
      for (const smg::Field& f : obj.fields) {
        if (f.begin > byte || f.end <= byte) continue;
        if (f.value == kZero) {
          known = true;
          break;
        }
        auto c = g.constantOf(f.value);
        if (!c || f.end - f.begin > 8) continue;
        bits |= ((static_cast<uint64_t>(*c) >> (8 * (byte - f.begin))) & 0xff) << (8 * (byte - off));
        known = true;
        break;
      }
    }
    if (known) return g.constant(repr(bits, static_cast<unsigned>(8 * t.size)));
  }
  return g.read(o, off, t.size, ft);
}

void Engine::writeField(State& s, ObjectId o, int64_t off, const Type& t, ValueId v) {
  s.g.write(o, off, t.size, fieldType(t), v);
}

void Engine::load(State& s, const Inst& in) {
  const Type& t = prog_.types[in.ty];
  auto at = access(s, val(s, in.a), t.size, false);
  if (!at) return;
  for (const Leaf& l : t.leaves) {
    const Type& lt = prog_.types[l.type];
    if (lt.words != 1) {
      for (uint32_t k = 0; k < lt.words; ++k) set(s, in.dst + l.word + k, s.g.fresh());
      continue;
    }
    set(s, in.dst + l.word, readField(s, at->object, at->offset + static_cast<int64_t>(l.offset), lt));
  }
}

void Engine::store(State& s, const Inst& in) {
  const Type& t = prog_.types[in.ty];
  ValueId addr = val(s, in.b);
  auto at = access(s, addr, t.size, true);
  if (!at) return;
  smg::Smg& g = s.g;
  // Overwriting the last pointer to a block loses it.
  bool pointerLost = false;
  int64_t end = at->offset + static_cast<int64_t>(t.size);
  for (const smg::Field& f : g.object(at->object).fields)
    if (f.begin < end && f.end > at->offset && g.pointsTo(f.value)) pointerLost = true;
  for (const Leaf& l : t.leaves) {
    const Type& lt = prog_.types[l.type];
    ValueId v = lt.words == 1 ? val(s, in.a + l.word) : g.fresh();
    writeField(s, at->object, at->offset + static_cast<int64_t>(l.offset), lt, v);
  }
  if (pointerLost) collect(s);
}

void Engine::allocaInst(State& s, const Inst& in) {
  const Type& t = prog_.types[in.ty];
  smg::Smg& g = s.g;
  ValueId count = val(s, in.a);
  if (g.value(count).undefined) return unknown(s, "the size of a variable-length array is uninitialised");
  Frame& f = s.frames.back();
  uint32_t at = static_cast<uint32_t>(&in - f.fn->insts.data());
  std::string label = "local";
  for (const auto& [inst, local] : f.fn->locals)
    if (inst == at) label = local.name;
  smg::Size size;
  smg::ObjectKind kind = smg::ObjectKind::Alloca;
  if (auto c = g.constantOf(count)) {
    int64_t n = sem::sext(static_cast<uint64_t>(*c), prog_.types[in.b].bits);
    if (n < 0) return unknown(s, "a variable-length array of negative length");
    size = smg::Size::known(static_cast<uint64_t>(n) * t.size);
    if (n == 1) kind = smg::ObjectKind::Stack;
  } else {
    Interval i = g.value(count).interval;
    unsigned bits = prog_.types[in.b].bits;
    if (bits < 64 && i.hi >= static_cast<int64_t>(1ull << (bits - 1)))
      return unknown(s, "a variable-length array whose length may be negative");
    ValueId sz = count;
    if (t.size != 1) {
      sz = g.fresh();
      if (i.lo >= 0 && i.hi <= INT64_MAX / static_cast<int64_t>(t.size))
        narrowTo(g, sz, i.lo * static_cast<int64_t>(t.size), i.hi * static_cast<int64_t>(t.size));
    }
    size = smg::Size::symbolic(sz);
  }
  ObjectId o = g.addObject(kind, size, label, false);
  s.frames.back().objects.push_back(o);
  set(s, in.dst, g.addressOf(o, 0));
}

void Engine::pushFrame(State& s, const Function& fn, const std::vector<ValueId>& args, uint32_t dst, LocId loc) {
  // Symbolic frames have no byte sizes to hold against --stack-size: deep
  // recursion is cut at a depth instead, which makes the answer UNKNOWN.
  constexpr size_t kMaxFrames = 10000;
  if (s.depth + s.frames.size() >= kMaxFrames) return unknown(s, "call depth limit reached");
  for (uint64_t b : fn.byvalSize)
    if (b) return unknown(s, "a parameter passed by value as a struct copy (byval)");
  Frame f;
  f.fn = &fn;
  f.regBase = static_cast<uint32_t>(s.regs.size());
  f.retDst = dst;
  f.callLoc = loc;
  s.regs.resize(s.regs.size() + fn.numWords, kNoValue);
  for (size_t i = 0, w = 0; i < fn.paramTypes.size(); ++i)
    for (uint32_t k = 0; k < prog_.types[fn.paramTypes[i]].words; ++k) s.regs[f.regBase + fn.paramWords[i] + k] = args[w++];
  f.pc = fn.blocks.empty() ? 0 : fn.blocks[0].first;
  s.frames.push_back(std::move(f));
}

const Function* Engine::functionAt(const smg::PointsTo& pt) const {
  if (pt.offset != 0) return nullptr;
  for (uint32_t i = 0; i < functionObj_.size(); ++i)
    if (functionObj_[i] == pt.object) return &prog_.functions[i];
  return nullptr;
}

void Engine::call(State& s, const Inst& in) {
  smg::Smg& g = s.g;
  const Function& caller = *s.frames.back().fn;
  const uint32_t* x = caller.extra.data() + in.extra;
  uint32_t nargs = in.nextra / 2;
  const Function* fn = nullptr;
  if (in.op == Op::CallIndirect) {
    ValueId target = val(s, in.a);
    if (g.value(target).undefined) return unknown(s, "a call through an uninitialised pointer");
    const smg::PointsTo* pt = g.pointsTo(target);
    if (!pt) {
      if (g.find(target) == kZero) return error(s, sem::ErrorKind::InvalidCall, "call through a null function pointer");
      return unknown(s, "a call through an unknown pointer");
    }
    fn = functionAt(*pt);
    if (!fn) return error(s, sem::ErrorKind::InvalidCall, "call through a pointer that is not a function");
  } else {
    fn = &prog_.functions[in.a];
  }
  if (fn->name == "reach_error" || fn->name == "__VERIFIER_error")
    return error(s, sem::ErrorKind::ReachError, fmt::format("{}() is called", fn->name));
  if (fn->defined) {
    if (nargs < fn->paramTypes.size() || (!fn->isVarArg && nargs != fn->paramTypes.size()))
      return unknown(s, fmt::format("'{}' is called with the wrong number of arguments", fn->name));
    std::vector<ValueId> words;
    for (uint32_t i = 0; i < fn->paramTypes.size(); ++i)
      for (uint32_t k = 0; k < prog_.types[x[2 * i]].words; ++k) words.push_back(val(s, x[2 * i + 1] + k));
    if (summarise(s, *fn, words, in.dst, in.loc)) return;
    return pushFrame(s, *fn, words, in.dst, in.loc);
  }
  std::vector<ValueId> args;
  for (uint32_t i = 0; i < nargs; ++i) args.push_back(val(s, x[2 * i + 1]));
  library(s, in, fn->name, args);
}

void Engine::ret(State& s, const Inst& in) {
  std::vector<ValueId> result;
  if (in.a != kNoOperand)
    for (uint32_t w = 0; w < prog_.types[in.ty].words; ++w) result.push_back(val(s, in.a + w));
  Frame f = std::move(s.frames.back());
  s.frames.pop_back();
  for (ObjectId o : f.objects)
    if (s.g.object(o).validity == smg::Validity::Valid) s.g.invalidate(o, smg::Validity::OutOfScope);
  s.regs.resize(f.regBase);
  if (s.exiting && s.frames.size() == s.exiting->depth) return nextHandler(s);
  if (s.frames.empty() && s.entry != State::kNoEntry) return calleeReturned(s, result);
  if (s.frames.empty()) return exit(s, false);
  if (f.retDst != kNoOperand)
    for (uint32_t w = 0; w < result.size(); ++w) set(s, f.retDst + w, result[w]);
  if (!result.empty()) typeAllocated(s, result[0]);
  collect(s);
}

// An allocation wrapper's block gets the type its caller casts it to.
void Engine::typeAllocated(State& s, ValueId result) {
  const Frame& caller = s.frames.back();
  if (caller.pc == 0) return;
  ir::TypeId t = caller.fn->allocTypeOf(caller.fn->insts[caller.pc - 1]);
  const smg::PointsTo* p = s.g.pointsTo(result);
  if (!t || !p || p->offset != 0 || s.g.object(p->object).kind != smg::ObjectKind::Heap || s.g.object(p->object).from.type)
    return;
  s.g.setFrom(p->object, typed(s.g.object(p->object).from.label, t));
}

void Engine::intrinsic(State& s, const Inst& in) {
  const Function& caller = *s.frames.back().fn;
  const uint32_t* x = caller.extra.data() + in.extra;
  auto arg = [&](unsigned i) { return val(s, x[2 * i + 1]); };
  smg::Smg& g = s.g;
  switch (static_cast<Intr>(in.sub)) {
    case Intr::Memcpy: case Intr::Memmove: case Intr::Memset: {
      Intr k = static_cast<Intr>(in.sub);
      return library(s, in, k == Intr::Memcpy ? "memcpy" : k == Intr::Memmove ? "memmove" : "memset", {arg(0), arg(1), arg(2)});
    }
    case Intr::LifetimeStart: case Intr::LifetimeEnd: {
      const smg::PointsTo* p = g.pointsTo(arg(1));
      if (!p) return;
      bool end = static_cast<Intr>(in.sub) == Intr::LifetimeEnd;
      smg::Validity v = g.object(p->object).validity;
      if (end && v == smg::Validity::Valid) {
        g.invalidate(p->object, smg::Validity::OutOfScope);
        collect(s);
      } else if (!end && v == smg::Validity::OutOfScope) {
        g.revive(p->object);
      }
      return;
    }
    case Intr::Expect: return set(s, in.dst, arg(0));
    case Intr::Nop: case Intr::VaEnd: return;
    case Intr::StackSave: return set(s, in.dst, g.fresh());
    case Intr::StackRestore: return;
    case Intr::Trap: return error(s, sem::ErrorKind::AssertionFailure, "__builtin_trap() reached");
    case Intr::IsConstant: return set(s, in.dst, g.constant(0));
    case Intr::VaStart: case Intr::VaCopy: return unknown(s, "variadic arguments");
    case Intr::AtomicRMW: case Intr::CmpXchg: return unknown(s, "atomic operations");
    case Intr::SAddO: case Intr::SSubO: case Intr::SMulO:
      if (props_.noOverflow) return unknown(s, "overflow intrinsics");
      [[fallthrough]];
    default: {
      // Bit tricks and floating point: any value of the result type.
      const Type& rt = prog_.types[in.ty];
      for (const Leaf& l : rt.leaves) {
        const Type& lt = prog_.types[l.type];
        for (uint32_t k = 0; k < lt.words; ++k)
          set(s, in.dst + l.word + k, lt.kind == TypeKind::Int && lt.words == 1 ? unknownInt(s, lt.bits) : g.fresh());
      }
      return;
    }
  }
}

}  // namespace ferret::shape
