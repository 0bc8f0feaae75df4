#include "frontend/slots.hpp"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>
#include <map>
#include <queue>
#include <tuple>

namespace ferret::frontend {

namespace {

// Positions of the function's instructions in block layout order (the
// order the lowering emits them in), and each block's first and last.
struct Layout {
  llvm::DenseMap<const llvm::Instruction*, uint32_t> pos;
  llvm::DenseMap<const llvm::BasicBlock*, std::pair<uint32_t, uint32_t>> bounds;

  explicit Layout(const llvm::Function& f) {
    uint32_t n = 0;
    for (const llvm::BasicBlock& bb : f) {
      uint32_t start = n;
      for (const llvm::Instruction& i : bb) pos[&i] = n++;
      bounds[&bb] = {start, n - 1};
    }
  }
};

// The first and last positions at which `v` may be held: its definition
// (a phi's at the end of each predecessor, where the branch moves it),
// its uses (a phi's use at the end of the incoming block), and every block
// it is live through, found by walking back from the uses to the
// definition's block.
std::pair<uint32_t, uint32_t> spanOf(const llvm::Instruction* v, const Layout& at) {
  uint32_t lo = at.pos.lookup(v), hi = lo;
  auto cover = [&](uint32_t p) {
    lo = std::min(lo, p);
    hi = std::max(hi, p);
  };
  const llvm::BasicBlock* home = v->getParent();
  llvm::SmallPtrSet<const llvm::BasicBlock*, 16> liveIn;
  std::vector<const llvm::BasicBlock*> work;
  auto enter = [&](const llvm::BasicBlock* b) {
    if (b != home && liveIn.insert(b).second) work.push_back(b);
  };
  auto liveOut = [&](const llvm::BasicBlock* b) {
    cover(at.bounds.lookup(b).second);
    enter(b);
  };
  if (auto* phi = llvm::dyn_cast<llvm::PHINode>(v))
    for (const llvm::BasicBlock* p : phi->blocks()) cover(at.bounds.lookup(p).second);
  for (const llvm::Use& u : v->uses()) {
    auto* user = llvm::dyn_cast<llvm::Instruction>(u.getUser());
    if (!user) continue;
    if (auto* phi = llvm::dyn_cast<llvm::PHINode>(user)) {
      liveOut(phi->getIncomingBlock(u));
      continue;
    }
    cover(at.pos.lookup(user));
    enter(user->getParent());
  }
  while (!work.empty()) {
    const llvm::BasicBlock* b = work.back();
    work.pop_back();
    cover(at.bounds.lookup(b).first);
    for (const llvm::BasicBlock* p : llvm::predecessors(b)) liveOut(p);
  }
  return {lo, hi};
}

}  // namespace

std::vector<uint32_t> assignWords(const llvm::Function& f, const std::vector<Temporary>& temps, uint32_t first,
                                  uint32_t& end) {
  Layout at(f);
  struct Span {
    uint32_t lo, hi, k;
  };
  std::vector<Span> spans;
  spans.reserve(temps.size());
  for (uint32_t k = 0; k < temps.size(); ++k) {
    auto [lo, hi] = spanOf(temps[k].value, at);
    spans.push_back(Span{lo, hi, k});
  }
  std::sort(spans.begin(), spans.end(), [](const Span& x, const Span& y) { return std::tie(x.lo, x.k) < std::tie(y.lo, y.k); });
  // Linear scan: a temporary whose span has ended gives its words back to
  // the pool of its size before the next span starts.
  std::vector<uint32_t> word(temps.size());
  std::map<uint32_t, std::vector<uint32_t>> pool;
  auto later = [](const Span& x, const Span& y) { return std::tie(x.hi, x.k) > std::tie(y.hi, y.k); };
  std::priority_queue<Span, std::vector<Span>, decltype(later)> active(later);
  end = first;
  for (const Span& s : spans) {
    while (!active.empty() && active.top().hi < s.lo) {
      pool[temps[active.top().k].words].push_back(word[active.top().k]);
      active.pop();
    }
    std::vector<uint32_t>& free = pool[temps[s.k].words];
    if (!free.empty()) {
      word[s.k] = free.back();
      free.pop_back();
    } else {
      word[s.k] = end;
      end += temps[s.k].words;
    }
    active.push(s);
  }
  return word;
}

}  // namespace ferret::frontend
