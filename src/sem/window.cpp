// The dispatch loop's copy of each function's code.  Constant operands of
// the instructions the loop runs inline become registers above the
// function's own words, which pushFrame fills with one copy, so the loop
// reads every such operand with one indexed load and no constant test.
// (A GEP's constant offset needs no test anyway: it is always a constant.)
// Scalar loads get opcodes of their own (Executor::WindowOp).
// The general path (Executor::step) keeps reading the program's own code.
#include "sem/executor.hpp"

namespace ferret::sem {

using namespace ferret::ir;

void Executor::buildWindows() {
  code_.resize(prog_.functions.size());
  windowConsts_.resize(prog_.functions.size());
  for (const Function& f : prog_.functions) {
    std::vector<Inst>& code = code_[f.index];
    std::vector<Word>& consts = windowConsts_[f.index];
    code = f.insts;
    absl::flat_hash_map<uint32_t, uint32_t> slot;
    auto toWindow = [&](Operand& o) {
      if (o == kNoOperand || !isConst(o)) return;
      auto [it, fresh] = slot.try_emplace(constIndex(o), static_cast<uint32_t>(f.numWords + consts.size()));
      if (fresh) consts.push_back(consts_[constIndex(o)]);
      o = it->second;
    };
    for (Inst& in : code) {
      switch (in.op) {
        case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
        case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor: case Op::ICmp:
        case Op::Store:
          toWindow(in.a);
          toWindow(in.b);
          break;
        case Op::Load:
          toWindow(in.a);
          if (in.flags & kScalar) in.op = static_cast<Op>(in.c == prog_.ptrBytes ? kLoadPtr : kLoadInt);
          break;
        case Op::Trunc: case Op::ZExt: case Op::SExt: case Op::Copy: case Op::CondBr: case Op::Gep:
          toWindow(in.a);
          break;
        default:
          break;
      }
    }
  }
}

}  // namespace ferret::sem
