#include "ir/liveness.hpp"

namespace ferret::ir {

namespace {

void setBit(std::vector<uint64_t>& b, uint32_t w) { b[w >> 6] |= 1ull << (w & 63); }
void clearBit(std::vector<uint64_t>& b, uint32_t w) { b[w >> 6] &= ~(1ull << (w & 63)); }

}  // namespace

void Liveness::transfer(const Inst& in, Bits& live) const {
  if (in.dst != kNoOperand) {
    // An alloca's type is the object's, its result one pointer word.
    uint32_t n = in.op == Op::ICmp || in.op == Op::FCmp || in.op == Op::Alloca ? 1 : Liveness::wordsOf(prog_, in.ty);
    if (in.op == Op::Store || in.op == Op::Br || in.op == Op::CondBr) n = 0;
    for (uint32_t w = 0; w < n; ++w) clearBit(live, in.dst + w);
  }
  forEachUse(prog_, fn_, in, [&](uint32_t first, uint32_t n) {
    for (uint32_t w = 0; w < n; ++w) setBit(live, first + w);
  });
}

Liveness::Liveness(const Program& prog, const Function& fn) : prog_(prog), fn_(fn) {
  size_t nb = fn.blocks.size(), width = (fn.numWords + 63) / 64 + 1;
  blockOf_.assign(fn.insts.size(), 0);
  for (size_t b = 0; b < nb; ++b) {
    size_t end = b + 1 < nb ? fn.blocks[b + 1].first : fn.insts.size();
    for (size_t i = fn.blocks[b].first; i < end; ++i) blockOf_[i] = static_cast<uint32_t>(b);
  }
  std::vector<Bits> liveIn(nb, Bits(width, 0));
  liveOut_.assign(nb, Bits(width, 0));
  // Round-robin backward iteration to the fixpoint.
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t b = nb; b-- > 0;) {
      size_t end = b + 1 < nb ? fn.blocks[b + 1].first : fn.insts.size();
      Bits out(width, 0);
      if (end > fn.blocks[b].first) {
        Liveness::forEachSuccessor(fn, fn.insts[end - 1], [&](uint32_t s) {
          const Block& sb = fn.blocks[s];
          Bits in = liveIn[s];
          // Phis define their words on entry and read, per edge, their value
          // from this predecessor.
          for (const Phi& p : sb.phis)
            for (uint32_t w = 0; w < p.words; ++w) clearBit(in, p.dst + w);
          for (size_t k = 0; k < sb.preds.size(); ++k) {
            if (sb.preds[k] != b) continue;
            for (const Phi& p : sb.phis)
              if (!isConst(p.values[k]))
                for (uint32_t w = 0; w < p.words; ++w) setBit(in, p.values[k] + w);
          }
          for (size_t i = 0; i < width; ++i) out[i] |= in[i];
        });
      }
      if (out != liveOut_[b]) {
        liveOut_[b] = out;
        changed = true;
      }
      Bits in = out;
      for (size_t i = end; i-- > fn.blocks[b].first;) transfer(fn.insts[i], in);
      if (in != liveIn[b]) {
        liveIn[b] = in;
        changed = true;
      }
    }
  }
}

std::vector<uint32_t> Liveness::liveBefore(uint32_t pc) const {
  std::vector<uint32_t> words;
  if (fn_.insts.empty()) return words;
  uint32_t b = pc < blockOf_.size() ? blockOf_[pc] : blockOf_.back();
  size_t end = b + 1 < fn_.blocks.size() ? fn_.blocks[b + 1].first : fn_.insts.size();
  Bits live = liveOut_[b];
  for (size_t i = end; i-- > pc;) transfer(fn_.insts[i], live);
  for (uint32_t w = 0; w < fn_.numWords; ++w)
    if (live[w >> 6] >> (w & 63) & 1) words.push_back(w);
  return words;
}

}  // namespace ferret::ir
