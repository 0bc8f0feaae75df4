#include "ir/globals_named.hpp"

namespace ferret::ir {

namespace {

// What one function's own code refers to.
struct Refs {
  std::vector<uint32_t> globals, functions;  // by address
  std::vector<uint32_t> callees;             // direct calls
  bool callsOut = false;                     // through a pointer or into the library
};

// Every operand slot is looked at, whatever the opcode makes of it: a slot
// that is no operand at most adds a global, which only widens a cut.
template <class F>
void forEachOperand(const Function& fn, F&& f) {
  for (const Inst& in : fn.insts) {
    f(in.a);
    f(in.b);
    f(in.c);
    for (uint32_t k = 0; k < in.nextra; ++k) f(fn.extra[in.extra + k]);
  }
  for (const Block& b : fn.blocks)
    for (const Phi& p : b.phis)
      for (Operand o : p.values) f(o);
}

Refs refsOf(const Program& prog, const Function& fn) {
  Refs r;
  forEachOperand(fn, [&](Operand o) {
    if (o == kNoOperand || !isConst(o) || constIndex(o) >= prog.consts.size()) return;
    const ConstWord& c = prog.consts[constIndex(o)];
    if (c.ref == RefKind::Global) r.globals.push_back(c.target);
    if (c.ref == RefKind::Function) r.functions.push_back(c.target);
  });
  for (const Inst& in : fn.insts) {
    if (in.op == Op::Call) r.callees.push_back(in.a);
    if (in.op == Op::CallIndirect || in.op == Op::CallExtern) r.callsOut = true;
  }
  return r;
}

}  // namespace

std::vector<std::vector<bool>> globalsNamed(const Program& prog) {
  const size_t nf = prog.functions.size(), ng = prog.globals.size();
  std::vector<Refs> refs;
  std::vector<bool> addressTaken(nf, false);
  for (const Function& fn : prog.functions) {
    refs.push_back(refsOf(prog, fn));
    for (uint32_t f : refs.back().functions) addressTaken[f] = true;
  }
  for (const Global& g : prog.globals)
    for (const Reloc& r : g.relocs)
      if (r.ref == RefKind::Function) addressTaken[r.target] = true;
  std::vector<std::vector<bool>> named(nf, std::vector<bool>(ng, false));
  for (size_t f = 0; f < nf; ++f) {
    std::vector<bool> seen(nf, false);
    std::vector<uint32_t> work{static_cast<uint32_t>(f)};
    seen[f] = true;
    bool callsOut = false;
    auto reach = [&](uint32_t g) {
      if (g < nf && !seen[g]) {
        seen[g] = true;
        work.push_back(g);
      }
    };
    while (!work.empty()) {
      const Refs& r = refs[work.back()];
      work.pop_back();
      for (uint32_t g : r.globals)
        if (g < ng) named[f][g] = true;
      for (uint32_t c : r.callees) reach(c);
      if (r.callsOut && !callsOut) {
        callsOut = true;
        for (uint32_t k = 0; k < nf; ++k)
          if (addressTaken[k]) reach(k);
      }
    }
    if (callsOut)
      for (size_t g = 0; g < ng; ++g)
        if (!prog.globals[g].defined) named[f][g] = true;
  }
  return named;
}

}  // namespace ferret::ir
