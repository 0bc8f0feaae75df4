// The library as the shape engine sees it: allocation and release over the
// graph, memset/memcpy over fields, the SV-COMP builtins, output as no-ops
// whose pointer arguments are checked.  Anything else ends its path with
// UNKNOWN: an unmodelled call could do anything.
#include <fmt/format.h>

#include <algorithm>

#include "engines/shape/engine.hpp"
#include "sem/violation.hpp"
#include "smg/checks.hpp"

namespace ferret::shape {

using namespace ferret::ir;
using smg::kNoValue;
using smg::kZero;

namespace {

// The largest unsigned value v may hold: held values are zero-extended
// below 64 bits, and a 64-bit one below zero is past the sign bit.
uint64_t largest(const smg::Smg& g, ValueId v) {
  smg::Interval i = g.value(v).interval;
  return i.lo < 0 ? UINT64_MAX : static_cast<uint64_t>(i.hi);
}

}  // namespace

smg::Provenance Engine::provenance(const State& s, const std::string& how, const Inst& in) const {
  std::string label = in.loc ? fmt::format("{}:{}", how, prog_.locs[in.loc].line) : how;
  return typed(std::move(label), s.frames.back().fn->allocTypeOf(in));
}

smg::Provenance Engine::typed(std::string label, TypeId t) const {
  smg::Provenance from(std::move(label), t);
  if (!t) return from;
  const Type& ty = prog_.types[t];
  if (ty.selfLinks.size() == 1)
    from.list = {0, static_cast<int64_t>(ty.selfLinks[0]), 0, static_cast<uint8_t>(prog_.ptrBytes), 1, kNoValue};
  if (!ty.name.empty()) from.label += " " + ty.name;
  return from;
}

ObjectId Engine::allocate(State& s, ValueId size, bool zeroed, const std::string& how, const Inst& in) {
  auto c = s.g.constantOf(size);
  smg::Size sz = c ? smg::Size::known(static_cast<uint64_t>(*c)) : smg::Size::symbolic(size);
  return s.g.addObject(smg::ObjectKind::Heap, sz, provenance(s, how, in), zeroed);
}

void Engine::freeBlock(State& s, ValueId addr) {
  if (concretise(s, addr)) return;
  smg::Release r = smg::checkFree(s.g, addr);
  switch (r.fault) {
    case smg::FreeFault::None:
      if (r.object == smg::kNullObject) return;
      s.g.invalidate(r.object, smg::Validity::Freed);
      return collect(s);
    case smg::FreeFault::Double: return error(s, sem::ErrorKind::DoubleFree, "double free");
    case smg::FreeFault::NonHeap: return error(s, sem::ErrorKind::InvalidFree, "free of a non-heap object");
    case smg::FreeFault::Interior: return error(s, sem::ErrorKind::InvalidFree, "free of a pointer inside a block");
    case smg::FreeFault::Unknown:
      if (s.g.constantOf(addr)) return error(s, sem::ErrorKind::InvalidFree, "free of an integer");
      return unknown(s, "free of an unknown pointer");
    case smg::FreeFault::Undefined: return unknown(s, "free of an uninitialised pointer");
  }
}

void Engine::probe(State& s, const std::vector<ValueId>& args) {
  if (!opts_.coverage) return;
  // The probe's edge is a constant, or a select of two a branch decided.
  auto edge = args.empty() ? std::nullopt : s.g.constantOf(args[0]);
  if (!edge) return unknown(s, "a coverage probe of an unknown edge");
  const std::vector<uint32_t>& goal = opts_.goalEdges;
  if (const fql::Automaton* a = opts_.explore.goal; a && goal.empty()) {
    // Stepped at every probe, as the explicit engine and `ferret cover`
    // step it; only automata accepted as they settle come here.
    s.goal = a->step(s.goal, static_cast<uint32_t>(*edge));
    if (a->settled(s.goal)) return error(s, sem::ErrorKind::ReachError, "the goal is covered", "goal");
    if (a->dead(s.goal)) s.ended = true;
  } else if (goal.empty()) {
    reached_.insert(static_cast<uint32_t>(*edge));
    if (!s.abstracted) reachedConcretely_.insert(static_cast<uint32_t>(*edge));
  } else if (std::find(goal.begin(), goal.end(), static_cast<uint32_t>(*edge)) != goal.end()) {
    error(s, sem::ErrorKind::ReachError, "the goal is covered", "goal");
  }
}

std::optional<std::string> Engine::constString(State& s, ValueId addr) {
  std::string out;
  for (int64_t i = 0; i < 256; ++i) {
    smg::Access a = smg::checkDeref(s.g, s.g.shift(addr, i), 1);
    if (a.fault != smg::DerefFault::None) return std::nullopt;
    auto c = s.g.constantOf(readField(s, a.object, a.offset, byteType()));
    if (!c) return std::nullopt;
    if (*c == 0) return out;
    out.push_back(static_cast<char>(*c));
  }
  return std::nullopt;
}

void Engine::blockCall(State& s, const Inst& in, std::string_view name, const std::vector<ValueId>& args) {
  smg::Smg& g = s.g;
  ValueId len = g.find(args[2]);
  bool memset = name == "memset";
  auto result = [&] {
    if (in.dst != ir::kNoOperand) set(s, in.dst, args[0]);
  };
  // The bytes changed, and the size each access is checked with.
  uint64_t bytes, checked;
  if (auto n = g.constantOf(len)) {
    if (*n == 0) return result();
    bytes = checked = static_cast<uint64_t>(*n);
  } else {
    if (g.value(len).undefined) return unknown(s, fmt::format("{}() of an uninitialised length", name));
    // The length is the size of the objects, from their start: the whole
    // objects, whatever that size is (p = malloc(n); memset(p, 0, n)).
    auto whole = [&](ValueId p) {
      const smg::PointsTo* pt = g.pointsTo(p);
      if (!pt || pt->offset != 0 || pt->target != smg::Target::Region) return false;
      const smg::Size& sz = g.object(pt->object).size;
      return !sz.isKnown() && g.find(sz.value) == len;
    };
    if (!whole(args[0]) || !(memset || whole(args[1]))) {
      smg::Interval iv = g.value(len).interval;
      if (static_cast<__int128>(iv.hi) - iv.lo < kMaxConcretise) return pinAndRetry(s, len, fmt::format("{}() of a length", name));
      return boundedBlockCall(s, in, name, args);
    }
    bytes = static_cast<uint64_t>(smg::kEnd);
    checked = 0;
  }
  std::optional<Place> from;
  if (!memset && !(from = access(s, args[1], checked, false))) return;
  auto to = access(s, args[0], checked, true);
  if (!to) return;
  if (memset) {
    auto c = g.constantOf(args[1]);
    if (c && (*c & 0xff) == 0) g.nullify(to->object, to->offset, bytes);
    else g.scramble(to->object, to->offset, bytes);
  } else {
    auto n = static_cast<int64_t>(bytes);
    bool overlap = from->object == to->object && from->offset < to->offset + n && to->offset < from->offset + n;
    if (name == "memcpy" && overlap && from->offset != to->offset) return unknown(s, "memcpy() of overlapping ranges");
    g.copy(to->object, to->offset, from->object, from->offset, bytes);
  }
  // The result first: it may be all that still holds the block
  // (return memset(malloc(n), 0, n)).
  result();
  collect(s);
}

// memset/memcpy/memmove of a length with too many values to try each
// (Predator's block operations of a symbolic size): the path where the
// length fits the blocks writes its lower bound's bytes and may have
// written the rest up to its upper bound; the path where it does not is
// the out-of-bounds access, checked at the first length past the end.
void Engine::boundedBlockCall(State& s, const Inst& in, std::string_view name, const std::vector<ValueId>& args) {
  bool memset = name == "memset";
  std::optional<Place> to = access(s, args[0], 1, true), from;
  if (!to || (!memset && !(from = access(s, args[1], 1, false)))) return;
  auto room = [&](const Place& p) -> std::optional<int64_t> {
    const smg::Size& sz = s.g.object(p.object).size;
    if (!sz.isKnown()) return std::nullopt;
    return static_cast<int64_t>(sz.bytes) - p.offset;
  };
  auto fitsTo = room(*to), fitsFrom = memset ? fitsTo : room(*from);
  if (!fitsTo || !fitsFrom) return unknown(s, fmt::format("{}() of a length with many values into a block of symbolic size", name));
  int64_t fits = std::min(*fitsTo, *fitsFrom);
  ValueId len = s.g.find(args[2]);
  smg::Interval iv = s.g.value(len).interval;
  if (iv.lo < 0 || iv.hi > fits) {
    // Past the end (a length held as a negative number is one past any end):
    // the access of the first length too long reports it.
    State t = split(s);
    if (t.g.assumeCmp(len, smg::Cmp::Gt, fits) != smg::Assume::Infeasible ||
        t.g.assumeCmp(len, smg::Cmp::Lt, 0) != smg::Assume::Infeasible) {
      uint64_t past = static_cast<uint64_t>(fits) + 1;
      if (access(t, args[0], past, true) && (memset || access(t, args[1], past, false)))
        unknown(t, fmt::format("{}() past the end of a block not found", name));
      keep(std::move(t));
    }
    if (s.g.assumeCmp(len, smg::Cmp::Ge, 0) == smg::Assume::Infeasible ||
        s.g.assumeCmp(len, smg::Cmp::Le, fits) == smg::Assume::Infeasible) {
      s.ended = true;
      return;
    }
    iv = s.g.value(len).interval;
  }
  auto surely = static_cast<uint64_t>(iv.lo), maybe = static_cast<uint64_t>(iv.hi - iv.lo);
  smg::Smg& g = s.g;
  if (memset) {
    auto c = g.constantOf(args[1]);
    bool zero = c && (*c & 0xff) == 0;
    if (surely > 0) zero ? g.nullify(to->object, to->offset, surely) : g.scramble(to->object, to->offset, surely);
    if (maybe > 0) g.mayWrite(to->object, to->offset + iv.lo, maybe, zero);
  } else {
    auto n = iv.hi;
    bool overlap = from->object == to->object && from->offset < to->offset + n && to->offset < from->offset + n;
    if (overlap && from->offset != to->offset) return unknown(s, fmt::format("{}() of overlapping ranges of many lengths", name));
    if (surely > 0) g.copy(to->object, to->offset, from->object, from->offset, surely);
    if (maybe > 0) g.mayCopy(to->object, to->offset + iv.lo, from->object, from->offset + iv.lo, maybe);
  }
  if (in.dst != ir::kNoOperand) set(s, in.dst, args[0]);
  collect(s);
}

void Engine::library(State& s, const Inst& in, std::string_view name, const std::vector<ValueId>& args) {
  smg::Smg& g = s.g;
  auto result = [&](ValueId v) {
    if (in.dst != ir::kNoOperand) set(s, in.dst, v);
  };
  auto need = [&](size_t n) {
    if (args.size() >= n) return true;
    unknown(s, fmt::format("{}() called with too few arguments", name));
    return false;
  };
  auto constArg = [&](size_t i) { return g.constantOf(args[i]); };
  if (name.starts_with("__VERIFIER_nondet_")) {
    const Type& t = prog_.types[in.ty];
    ValueId v = t.kind == TypeKind::Int && t.words == 1 ? unknownInt(s, t.bits) : g.fresh();
    s.inputs.push_back({v, in.ty});
    return result(v);
  }
  if (name == "__VERIFIER_assume") {
    if (!need(1)) return;
    if (g.value(args[0]).undefined) return unknown(s, "__VERIFIER_assume of an uninitialised value");
    if (g.assumeNeq(args[0], kZero) == smg::Assume::Infeasible) s.ended = true;
    return;
  }
  // Past the executor's largest object the C library returns NULL, which
  // no path here follows: where a size may be that large, the state is
  // beyond the model.  (An alloca past the stack ends the program, breaking
  // no property: allocating it instead only adds behaviours.)
  auto beyondModel = [&](std::optional<uint64_t> most) {
    if (most && *most <= sem::kLargestObject) return false;
    unknown(s, sem::sizeBeyondModel(std::string(name), name == "calloc"));
    return true;
  };
  if (name == "malloc" || name == "calloc" || name == "alloca" || name == "__builtin_alloca") {
    size_t count = name == "calloc" ? 2 : 1;
    if (!need(count)) return;
    for (size_t i = 0; i < count; ++i)
      if (g.value(args[i]).undefined) return unknown(s, fmt::format("{}() of an uninitialised size", name));
    std::optional<uint64_t> most = count == 2 ? sem::arrayBytes(largest(g, args[0]), largest(g, args[1]), 8 * prog_.ptrBytes)
                                              : largest(g, args[0]);
    bool heap = name == "malloc" || name == "calloc";
    if (heap && beyondModel(most)) return;
    ValueId size = args[0];
    if (name == "calloc") {
      auto n = constArg(0), m = constArg(1);
      size = n && m ? g.constant(*n * *m) : n && *n == 1 ? args[1] : m && *m == 1 ? args[0]
                                                                   : g.freshIn({0, static_cast<int64_t>(*most)});
    }
    ObjectId o;
    if (heap) {
      o = allocate(s, size, name == "calloc", std::string(name), in);
    } else {
      auto c = g.constantOf(size);
      o = g.addObject(smg::ObjectKind::Alloca, c ? smg::Size::known(static_cast<uint64_t>(*c)) : smg::Size::symbolic(size),
                      "alloca", false);
      s.frames.back().objects.push_back(o);
    }
    return result(g.addressOf(o, 0));
  }
  if (name == "free") {
    if (!need(1)) return;
    return freeBlock(s, args[0]);
  }
  if (name == "realloc") {
    if (!need(2)) return;
    if (beyondModel(largest(g, args[1]))) return;
    if (g.find(args[0]) == kZero) return result(g.addressOf(allocate(s, args[1], false, "realloc", in), 0));
    auto n = constArg(1);
    if (n && *n == 0) return unknown(s, "realloc() to size 0");
    smg::Release r = smg::checkFree(g, args[0]);
    if (r.fault != smg::FreeFault::None) return freeBlock(s, args[0]);
    ObjectId o = g.realloc(r.object, n ? smg::Size::known(static_cast<uint64_t>(*n)) : smg::Size::symbolic(args[1]),
                           provenance(s, "realloc", in));
    return result(g.addressOf(o, 0));
  }
  if (name == "memset" || name == "memcpy" || name == "memmove") {
    if (!need(3)) return;
    return blockCall(s, in, name, args);
  }
  if (name == "atexit") {
    if (!need(1)) return;
    s.atExit.push_back(args[0]);
    return result(g.constant(0));
  }
  if (name == "exit") return exit(s, true);
  if (name == "abort" || name == "_exit" || name == "_Exit") return exit(s, true, false);
  if (name == "__assert_fail") return error(s, sem::ErrorKind::AssertionFailure, "assertion failed");
  if (name == "__ferret_cover") return probe(s, args);
  if (name == "__VERIFIER_atomic_begin" || name == "__VERIFIER_atomic_end") return;
  if (name == "__VERIFIER_plot") {
    // A picture changes nothing in the program: one without a name of its
    // own (NULL, as Predator's tests pass, or not a constant) is numbered.
    auto n = args.empty() || g.find(args[0]) == kZero ? std::nullopt : constString(s, args[0]);
    if (!n || n->empty() || n->find('/') != std::string::npos) n = fmt::format("plot-{}", plots_.size() + 1);
    if (plots_.size() < kMaxPlots) plots_.push_back({*n, s.g});
    return;
  }
  if (output(s, in, name, args)) return;
  if (strings(s, in, name, args)) return;
  if (environment(s, in, name, args)) return;
  unknown(s, fmt::format("call to external function '{}', which the shape engine does not model", name));
}

}  // namespace ferret::shape
