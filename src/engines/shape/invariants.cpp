// The shape engine's loop invariants: each state entering a loop head
// bounds every integer variable by its value's interval, and two variables
// holding one symbolic value are equal.
#include "engines/shape/engine.hpp"

namespace ferret::shape {

void Engine::watchLoops() {
  loopFacts_.emplace(prog_);
  for (const ir::Function& fn : prog_.functions) {
    std::vector<uint32_t>& at = loopAt_.emplace_back(fn.blocks.size(), UINT32_MAX);
    for (uint32_t l = 0; l < fn.loops.size(); ++l) at[fn.loops[l].head] = l;
  }
}

void Engine::observeLoopHead(State& s) {
  const Frame& f = s.frames.back();
  uint32_t loop = loopAt_[f.fn->index][f.block];
  if (loop == UINT32_MAX) return;
  std::vector<std::optional<explore::LoopFacts::Held>> now;
  for (uint32_t v : f.fn->loops[loop].vars) {
    const ir::Var& var = f.fn->vars[v];
    ValueId id = s.regs[f.regBase + var.word];
    const smg::Value* x = id == smg::kNoValue ? nullptr : &s.g.value(id);
    if (!var.isInteger || !x || x->undefined || x->isAddress) {
      now.push_back(std::nullopt);
      continue;
    }
    // Integers are held zero-extended from their width (64-bit ones as
    // int64_t bits): a range that crosses the sign boundary of C's reading
    // is the whole type.
    unsigned bits = prog_.types[var.type].bits;
    __int128 lo = x->interval.lo, hi = x->interval.hi;
    __int128 span = static_cast<__int128>(1) << bits, half = span / 2;
    if (bits == 64) {
      if (lo < 0 && hi >= 0 && !var.isSigned) lo = 0, hi = span - 1;
      else if (hi < 0 && !var.isSigned) lo += span, hi += span;
    } else if (var.isSigned) {
      if (lo >= half) lo -= span, hi -= span;
      else if (hi >= half || lo < 0) lo = -half, hi = half - 1;
    } else {
      lo = std::max<__int128>(lo, 0), hi = std::min(hi, span - 1);
    }
    now.push_back(explore::LoopFacts::Held{lo, hi, s.g.find(id)});
  }
  loopFacts_->observe(*f.fn, loop, now);
}

}  // namespace ferret::shape
