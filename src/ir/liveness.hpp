// Which register words of a function still matter at a point: the state
// store hashes only those, so values left behind in dead registers do not
// make equal states look different.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/program.hpp"

namespace ferret::ir {

class Liveness {
 public:
  Liveness(const Program& prog, const Function& fn);
  // Words live just before instruction `pc` executes (for a frame waiting on
  // a call, pass the call's index + 1: what is live after it).
  std::vector<uint32_t> liveBefore(uint32_t pc) const;

  // Calls f(first word, count) for each register operand instruction `in` reads.
  template <class F>
  static void forEachUse(const Program& prog, const Function& fn, const Inst& in, F&& f);
  // Calls f(block) for each successor of the block ending in `in`.
  template <class F>
  static void forEachSuccessor(const Function& fn, const Inst& in, F&& f) {
    switch (in.op) {
      case Op::Br: f(in.a); break;
      case Op::CondBr: f(in.b); f(in.c); break;
      case Op::Switch:
        f(in.b);
        for (uint32_t k = 0; k < in.nextra; k += 2) f(fn.extra[in.extra + k + 1]);
        break;
      case Op::IndirectBr:
        for (uint32_t k = 0; k < in.nextra; ++k) f(fn.extra[in.extra + k]);
        break;
      default: break;
    }
  }
  static uint32_t wordsOf(const Program& p, TypeId t) { return p.types[t].words ? p.types[t].words : 1; }

 private:
  using Bits = std::vector<uint64_t>;
  const Program& prog_;
  const Function& fn_;
  std::vector<Bits> liveOut_;  // per block
  std::vector<uint32_t> blockOf_;
  void transfer(const Inst& in, Bits& live) const;
};

template <class F>
void Liveness::forEachUse(const Program& prog, const Function& fn, const Inst& in, F&& f) {
  auto use = [&](Operand o, uint32_t n) {
    if (o != kNoOperand && !isConst(o)) f(o, n);
  };
  auto callArgs = [&] {
    for (uint32_t k = 0; k < in.nextra; k += 2) use(fn.extra[in.extra + k + 1], Liveness::wordsOf(prog, fn.extra[in.extra + k]));
  };
  switch (in.op) {
    case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
    case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor:
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem:
    case Op::ICmp: case Op::FCmp:
      use(in.a, Liveness::wordsOf(prog, in.ty));
      use(in.b, Liveness::wordsOf(prog, in.ty));
      break;
    case Op::FNeg: use(in.a, Liveness::wordsOf(prog, in.ty)); break;
    case Op::Select:
      use(in.a, 1);
      use(in.b, Liveness::wordsOf(prog, in.ty));
      use(in.c, Liveness::wordsOf(prog, in.ty));
      break;
    case Op::Trunc: case Op::ZExt: case Op::SExt: case Op::FPTrunc: case Op::FPExt: case Op::FPToUI:
    case Op::FPToSI: case Op::UIToFP: case Op::SIToFP: case Op::Copy:
      use(in.a, Liveness::wordsOf(prog, in.c));
      break;
    case Op::Alloca: use(in.a, Liveness::wordsOf(prog, in.b)); break;
    case Op::Load: use(in.a, 1); break;
    case Op::Store:
      use(in.a, Liveness::wordsOf(prog, in.ty));
      use(in.b, 1);
      break;
    case Op::Gep:
      use(in.a, 1);
      for (uint32_t k = 0; k < in.nextra; k += 3) use(fn.extra[in.extra + k], fn.extra[in.extra + k + 1] > 64 ? 2 : 1);
      break;
    case Op::CondBr: case Op::IndirectBr: use(in.a, 1); break;
    case Op::Switch: use(in.a, Liveness::wordsOf(prog, in.ty)); break;
    case Op::Ret:
      if (in.a != kNoOperand) use(in.a, Liveness::wordsOf(prog, in.ty));
      break;
    case Op::CallIndirect: use(in.a, 1); callArgs(); break;
    case Op::Call: case Op::CallExtern: case Op::Intrinsic: callArgs(); break;
    case Op::ExtractValue:
      if (!isConst(in.a)) f(in.a + in.b, in.c);
      break;
    case Op::InsertValue:
      use(in.a, Liveness::wordsOf(prog, in.ty));
      use(in.b, in.extra);
      break;
    default: break;
  }
}

}  // namespace ferret::ir
