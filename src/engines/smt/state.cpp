#include "engines/smt/state.hpp"

#include <algorithm>

namespace ferret::smt {

bool same(const z3::expr& a, const z3::expr& b) {
  Z3_ast x = a, y = b;
  if (!x || !y) return x == y;
  return z3::eq(a, b);
}

namespace {

// The value of component `get` in the merged state: the last state's value,
// overridden by each earlier one under its guard.  A component a state
// lacks (a register never written on its path) takes the others' value.
template <class Get>
z3::expr pick(std::vector<State>& states, Get get) {
  z3::expr r(states[0].guard.ctx());
  for (size_t i = states.size(); i-- > 0;) {
    const z3::expr& v = get(states[i]);
    if (!static_cast<Z3_ast>(v)) continue;
    if (!static_cast<Z3_ast>(r)) {
      r = v;
      continue;
    }
    if (same(r, v)) continue;
    r = z3::ite(states[i].guard, v, r);
  }
  return r;
}

// The merged memory, of the memories `of` gives for the states.
template <class Of>
Mem mergeMem(std::vector<State>& states, Of of) {
  Mem m = of(states[0]);
  for (size_t r = 0; r < m.cells.size(); ++r) {
    m.cells[r] = pick(states, [&](State& s) -> const z3::expr& { return of(s).cells[r]; });
    m.aux[r] = pick(states, [&](State& s) -> const z3::expr& { return of(s).aux[r]; });
  }
  for (size_t r = 0; r < m.zero.size(); ++r)
    m.zero[r] = pick(states, [&](State& s) -> const z3::expr& { return of(s).zero[r]; });
  m.status = pick(states, [&](State& s) -> const z3::expr& { return of(s).status; });
  m.size = pick(states, [&](State& s) -> const z3::expr& { return of(s).size; });
  m.next = pick(states, [&](State& s) -> const z3::expr& { return of(s).next; });
  m.heapLive = pick(states, [&](State& s) -> const z3::expr& { return of(s).heapLive; });
  m.goal = pick(states, [&](State& s) -> const z3::expr& { return of(s).goal; });
  return m;
}

}  // namespace

State merge(std::vector<State>& states) {
  if (states.size() == 1) return std::move(states[0]);
  State out = states[0];
  z3::expr g = states[0].guard;
  for (size_t i = 1; i < states.size(); ++i) g = g || states[i].guard;
  out.guard = g;
  for (size_t f = 0; f < out.stack.size(); ++f) {
    Frame& fr = out.stack[f];
    for (size_t w = 0; w < fr.regs.size(); ++w) {
      fr.regs[w].v = pick(states, [&](State& s) -> const z3::expr& { return s.stack[f].regs[w].v; });
      fr.regs[w].off = pick(states, [&](State& s) -> const z3::expr& { return s.stack[f].regs[w].off; });
    }
    // Allocations: each with the paths that made it; one every path made
    // alike keeps its guard.
    std::vector<Alloca> all;
    std::vector<size_t> seen;
    for (State& s : states)
      for (const Alloca& a : s.stack[f].allocas) {
        z3::expr guard = s.guard && a.guard;
        size_t k = 0;
        while (k < all.size() && !same(all[k].obj, a.obj)) ++k;
        if (k == all.size()) {
          all.push_back(Alloca{guard, a.obj, a.site});
          seen.push_back(1);
        } else {
          all[k].guard = all[k].guard || guard;
          ++seen[k];
        }
      }
    for (size_t k = 0; k < all.size(); ++k) {
      const Alloca* first = nullptr;
      bool alike = seen[k] == states.size();
      for (State& s : states)
        for (const Alloca& a : s.stack[f].allocas)
          if (same(a.obj, all[k].obj)) {
            if (first && !same(first->guard, a.guard)) alike = false;
            first = &a;
          }
      if (alike) all[k].guard = first->guard;
    }
    fr.allocas = std::move(all);
  }
  for (size_t w = 0; w < out.ret.size(); ++w) {
    out.ret[w].v = pick(states, [&](State& s) -> const z3::expr& { return s.ret[w].v; });
    out.ret[w].off = pick(states, [&](State& s) -> const z3::expr& { return s.ret[w].off; });
  }
  for (size_t k = 0; k < out.thread.size(); ++k)
    out.thread[k] = pick(states, [&](State& s) -> const z3::expr& { return s.thread[k]; });
  out.mem = mergeMem(states, [](const State& s) -> const Mem& { return s.mem; });
  // A snapshot is merged only with its likes, else it is lost (a spin
  // loop then drops no iteration).
  auto all = [&](auto test) { return std::all_of(states.begin(), states.end(), test); };
  size_t regs = out.spin ? out.spin->regs.size() : 0;
  if (!all([&](const State& s) { return s.spin && s.spin->regs.size() == regs; })) {
    out.spin = nullptr;
  } else if (!all([&](const State& s) { return s.spin == out.spin; })) {
    auto merged = std::make_shared<SpinSnapshot>(
        SpinSnapshot{mergeMem(states, [](const State& s) -> const Mem& { return s.spin->mem; }), {}});
    merged->regs.resize(regs, Val{z3::expr(out.guard.ctx()), z3::expr(out.guard.ctx())});
    for (size_t w = 0; w < regs; ++w) {
      merged->regs[w].v = pick(states, [&](State& s) -> const z3::expr& { return s.spin->regs[w].v; });
      merged->regs[w].off = pick(states, [&](State& s) -> const z3::expr& { return s.spin->regs[w].off; });
    }
    out.spin = std::move(merged);
  }
  return out;
}

}  // namespace ferret::smt
