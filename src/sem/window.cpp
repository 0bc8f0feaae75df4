// The dispatch loop's copy of each function's code.  Constant operands of
// the instructions the loop runs inline become registers above the
// function's own words: a new frame's registers are one copy of the
// function's window (its words cleared, these constants above them), and
// the loop reads every such operand with one indexed load and no constant
// test.
// (A GEP's constant offset needs no test anyway: it is always a constant.)
// Those operands are also byte offsets into the register window rather than
// word indices, which saves the multiplication by sizeof(Word) per operand.
// What can be decided here is decided once: instructions get opcodes of
// their own (Executor::WindowOp) for scalar loads by size, comparisons by
// predicate, branches with resolved targets and phi moves, computed gotos
// with a table of their targets, GEPs with only a constant offset or one
// index, integer casts and arithmetic by width, calls the loop can make
// itself, local variables' allocas with their objects' tags, and copies and stores that always take the general path, so the
// loop's handlers test none of it; and the common pairs of pointer-chasing
// code, the array accesses (fuse) and an interpreter's dispatch (a branch
// to the shared computed goto) get one handler each.
// The general path (Executor::step) keeps reading the program's own code.
#include "sem/executor.hpp"

namespace ferret::sem {

using namespace ferret::ir;

void Executor::buildWindows() {
  code_.resize(prog_.functions.size());
  window_.resize(prog_.functions.size());
  gotoTargets_.clear();
  if (limits_.observer) {
    loopAt_.resize(prog_.functions.size());
    for (const Function& f : prog_.functions) {
      loopAt_[f.index].assign(f.blocks.size(), kNoLoop);
      for (uint32_t l = 0; l < f.loops.size(); ++l) loopAt_[f.index][f.loops[l].head] = l;
    }
  }
  for (const Function& f : prog_.functions) {
    // A branch into an observed loop head takes the general path, which
    // tells the observer.
    auto observed = [&](uint32_t block) { return limits_.observer && loopAt_[f.index][block] != kNoLoop; };
    std::vector<Inst>& code = code_[f.index];
    std::vector<Word>& window = window_[f.index];
    window.assign(f.numWords, Word{});
    code = f.insts;
    absl::flat_hash_map<uint32_t, uint32_t> slot;
    auto toWindow = [&](Operand& o) {
      if (isConst(o)) {
        auto [it, fresh] = slot.try_emplace(constIndex(o), static_cast<uint32_t>(window.size()));
        if (fresh) {
          const ConstWord& c = prog_.consts[constIndex(o)];
          if (c.ref == RefKind::Global && prog_.globals[c.target].threadLocal)
            tlsUses_.push_back(TlsUse{c.target, constIndex(o), f.index, static_cast<uint32_t>(window.size())});
          window.push_back(consts_[constIndex(o)]);
        }
        o = it->second;
      }
      o *= sizeof(Word);
    };
    // The one one-word phi of a block (the join of && and ||), if that is
    // all it has; blocks with no phis need none.
    auto onlyPhi = [&](uint32_t block) -> const Phi* {
      const Block& b = f.blocks[block];
      return b.phis.size() == 1 && b.phis[0].words == 1 ? &b.phis[0] : nullptr;
    };
    std::vector<bool> starts(code.size() + 1);
    for (const Block& b : f.blocks) starts[b.first] = true;
    auto plain = [&](uint32_t block) { return f.blocks[block].phis.empty(); };
    std::vector<uint32_t> blockOf(code.size());
    for (uint32_t b = 0; b < f.blocks.size(); ++b)
      for (uint32_t k = f.blocks[b].first; k < code.size() && (k == f.blocks[b].first || !starts[k]); ++k)
        blockOf[k] = b;
    // The value of `block`'s one phi on the edge from the block of
    // instruction k, or false if it has none for that edge.
    auto phiValue = [&](uint32_t block, uint32_t k, Operand& value) {
      const Block& b = f.blocks[block];
      size_t i = 0;
      while (i < b.preds.size() && b.preds[i] != blockOf[k]) ++i;
      if (i == b.preds.size()) return false;  // not a predecessor: the general path reports it
      value = b.phis[0].values[i];
      return true;
    };
    for (uint32_t k = 0; k < code.size(); ++k) {
      Inst& in = code[k];
      auto as = [&](WindowOp op) { in.op = static_cast<Op>(op); };
      switch (in.op) {
        case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
        case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor: case Op::ICmp:
        case Op::Store:
          toWindow(in.b);
          [[fallthrough]];
        case Op::Load: case Op::Trunc: case Op::ZExt: case Op::SExt: case Op::Copy: case Op::Gep:
          toWindow(in.a);
          if (in.op != Op::Store) toWindow(in.dst);
          break;
        default:
          break;
      }
      switch (in.op) {
        case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
        case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor:
          if (in.c > 64 || (in.flags & kPtrDiff)) as(kGeneral);
          break;
        case Op::ICmp:
          if (in.c <= 64) in.op = static_cast<Op>(kICmpEq + (in.sub - static_cast<uint8_t>(IPred::EQ)));
          break;
        case Op::Store:
        case Op::Copy:
          if (!(in.flags & kScalar)) as(kGeneral);
          break;
        case Op::Call: {
          const Function& callee = prog_.functions[in.a];
          const uint32_t* args = f.extra.data() + in.extra;
          bool plain = callee.defined && !errorFunction_[in.a] && !atomicFn_[in.a] && !callee.isVarArg &&
                       in.nextra == 2 * callee.paramTypes.size();
          for (uint32_t i = 0; plain && i < callee.paramTypes.size(); ++i)
            plain = prog_.types[args[2 * i]].words == 1 && (i >= callee.byvalSize.size() || !callee.byvalSize[i]);
          if (plain) as(kCallPlain);
          break;
        }
        case Op::Ret:
          // The words of the value returned, for the loop's return.
          in.c = in.a == kNoOperand ? 0 : prog_.types[in.ty].words;
          break;
        case Op::Trunc: case Op::ZExt: case Op::SExt: {
          unsigned from = scalarBits_[in.c], to = scalarBits_[in.ty];
          if (!from || !to) break;
          if (in.op == Op::SExt) {
            as(kSExt);
            in.sub = static_cast<uint8_t>(64 - to);
          } else {
            as(kIntMask);
            from = to;
          }
          in.c = 64 - from;
          break;
        }
        case Op::Load:
          if (in.flags & kScalar) {
            const Inst* next = k + 1 < code.size() && !starts[k + 1] ? &f.insts[k + 1] : nullptr;
            bool gep = next && next->op == Op::Gep && next->nextra == 0 && next->a == f.insts[k].dst;
            if (in.c != prog_.ptrBytes) as(kLoadInt);
            else if (in.c == 8) as(gep ? kLoadPtr8Gep : kLoadPtr8);
            else as(gep ? kLoadPtr4Gep : kLoadPtr4);
          }
          break;
        case Op::Gep: {
          // The constant offset goes into the instruction; a GEP with one
          // index (`a[i]`, `&p[i].f`) also gets its index's register, the
          // shift that sign-extends it and its scale there.
          uint64_t off = consts_[constIndex(in.b)].v;
          const uint32_t* x = f.extra.data() + in.extra;
          if (in.nextra == 0) {
            as(kGepConst);
          } else if (in.nextra == 3 && x[1] >= 1 && x[1] <= 64) {
            as(kGepIndex);
            in.b = x[0];
            toWindow(in.b);
            in.c = 64 - x[1];
            in.ty = x[2];
          } else {
            break;
          }
          in.extra = static_cast<uint32_t>(off);
          in.nextra = static_cast<uint32_t>(off >> 32);
          break;
        }
        case Op::CondBr: {
          if (observed(in.b) || observed(in.c)) {
            as(kGeneral);
            break;
          }
          toWindow(in.a);
          // The phi's value for this edge, if the target has one that
          // the loop can move.
          auto edge = [&](uint32_t block, Operand& value) {
            value = kNoOperand;
            if (plain(block)) return true;
            if (!onlyPhi(block) || !phiValue(block, k, value)) return false;
            toWindow(value);
            return true;
          };
          Operand onTrue, onFalse;
          if (edge(in.b, onTrue) && edge(in.c, onFalse)) {
            as(kCondBr);
            in.dst = f.blocks[in.b].first;
            in.ty = f.blocks[in.c].first;
            in.extra = onTrue;
            in.nextra = onFalse;
          }
          break;
        }
        case Op::Br:
          in.extra = f.blocks[in.a].first;
          if (observed(in.a)) break;
          if (plain(in.a)) {
            as(kBr);
          } else if (const Phi* phi = onlyPhi(in.a)) {
            Operand value;
            if (!phiValue(in.a, k, value)) break;
            const Inst& next = f.insts[f.blocks[in.a].first];
            if (next.op == Op::CondBr && next.a == phi->dst && plain(next.b) && plain(next.c) && !observed(next.b) &&
                !observed(next.c)) {
              as(kJoinBr);
              in.a = value;
              in.extra = phi->dst;
              in.b = next.b;
              in.c = next.c;
              in.dst = f.blocks[next.b].first;
              in.ty = f.blocks[next.c].first;
              toWindow(in.a);
              toWindow(in.extra);
            } else {
              as(next.op == Op::IndirectBr && next.a == phi->dst ? kBrGoto : kBrPhi);
              in.b = value;
              in.c = phi->dst;
              toWindow(in.b);
              toWindow(in.c);
            }
          }
          break;
        case Op::Alloca: {
          // A local variable: one element, its size known here.
          uint64_t size = prog_.types[in.ty].size;
          const Word* n = isConst(in.a) ? &consts_[constIndex(in.a)] : nullptr;
          if (!n || n->u || sext(n->v, prog_.types[in.b].bits) != 1 || size > UINT32_MAX) break;
          as(kAllocaLocal);
          in.extra = siteTag(f.index, k);
          in.nextra = static_cast<uint32_t>(size);
          toWindow(in.dst);
          break;
        }
        case Op::IndirectBr: {
          as(kGoto);
          toWindow(in.a);
          uint32_t at = static_cast<uint32_t>(gotoTargets_.size());
          gotoTargets_.resize(at + f.blocks.size(), kNoOperand);
          for (uint32_t t = 0; t < in.nextra; ++t) {
            uint32_t block = f.extra[in.extra + t];
            if (plain(block) && !observed(block)) gotoTargets_[at + block] = f.blocks[block].first;
          }
          uint64_t label0 = mem_.obj(functionObj_[f.index]).base + 1;
          in.dst = functionObj_[f.index];
          in.c = static_cast<uint32_t>(label0);
          in.ty = static_cast<uint32_t>(label0 >> 32);
          in.extra = at;
          in.nextra = static_cast<uint32_t>(f.blocks.size());
          break;
        }
        default:
          break;
      }
    }
    fuse(code, starts);
  }
}

// Array accesses at -O0 (`a[i]` with an int i: sign extension, GEP, load
// or store) get one handler for the two or three instructions, which
// hands the values on in host registers; so do a copy and the add or
// subtraction reading it (`i++`).  A fused instruction's successors
// keep their own opcodes: a branch never enters them (they start no
// block), but the loop may stop between them to poll or take the general path.
void Executor::fuse(std::vector<Inst>& code, const std::vector<bool>& starts) {
  auto op = [](const Inst& in) { return static_cast<uint8_t>(in.op); };
  auto next = [&](size_t k) { return k + 1 < code.size() && !starts[k + 1] ? &code[k + 1] : nullptr; };
  for (size_t k = 0; k < code.size(); ++k) {
    const Inst* n = next(k);
    if (op(code[k]) != kGepIndex || !n) continue;
    if (n->op == Op::Store && n->b == code[k].dst) code[k].op = static_cast<Op>(kGepStore);
    else if (n->a != code[k].dst) continue;
    else if (op(*n) == kLoadInt) code[k].op = static_cast<Op>(kGepLoadInt);
    else if (op(*n) == kLoadPtr4) code[k].op = static_cast<Op>(kGepLoadPtr4);
    else if (op(*n) == kLoadPtr8) code[k].op = static_cast<Op>(kGepLoadPtr8);
  }
  for (size_t k = 0; k < code.size(); ++k) {
    const Inst* n = next(k);
    if (code[k].op != Op::Copy || !n || n->a != code[k].dst) continue;
    if (n->op == Op::Add) code[k].op = static_cast<Op>(kCopyAdd);
    else if (n->op == Op::Sub) code[k].op = static_cast<Op>(kCopySub);
  }
  for (size_t k = 0; k < code.size(); ++k) {
    const Inst* n = next(k);
    if (op(code[k]) != kSExt || !n || n->b != code[k].dst) continue;
    if (op(*n) == kGepIndex) code[k].op = static_cast<Op>(kSExtGep);
    else if (op(*n) >= kGepLoadInt && op(*n) <= kGepStore)
      code[k].op = static_cast<Op>(kSExtGepLoadInt + (op(*n) - kGepLoadInt));
  }
}

}  // namespace ferret::sem
