#include "engines/smt/facts.hpp"

#include <algorithm>
#include <functional>

namespace ferret::smt {

using namespace ferret::ir;

Slot slotOf(const Program& prog, TypeId t) {
  const Type& ty = prog.types[t];
  switch (ty.kind) {
    case TypeKind::Int: return ty.bits == 1 ? Slot{Kind::Bool, 1} : Slot{Kind::Int, ty.bits};
    case TypeKind::Ptr: return Slot{Kind::Ptr, 8 * prog.ptrBytes};
    case TypeKind::Float: return Slot{Kind::Float, 32};
    case TypeKind::Double: return Slot{Kind::Float, 64};
    case TypeKind::FP80: return Slot{Kind::Float, 80};
    default: return Slot{};
  }
}

bool isFloatOp(Op op) {
  switch (op) {
    case Op::FAdd: case Op::FSub: case Op::FMul: case Op::FDiv: case Op::FRem: case Op::FNeg: case Op::FCmp:
    case Op::FPTrunc: case Op::FPExt: case Op::FPToUI: case Op::FPToSI: case Op::UIToFP: case Op::SIToFP:
      return true;
    default: return false;
  }
}

uint32_t FunctionFacts::blockEnd(const Function& fn, uint32_t b) const {
  return b + 1 < fn.blocks.size() ? fn.blocks[b + 1].first : static_cast<uint32_t>(fn.insts.size());
}

namespace {

// Words of each type's leaves, written at `first`.
void setLeaves(const Program& prog, std::vector<Slot>& slots, uint32_t first, TypeId t) {
  for (const Leaf& l : prog.types[t].leaves)
    if (first + l.word < slots.size() && slots[first + l.word].kind == Kind::None) slots[first + l.word] = slotOf(prog, l.type);
}

// Register kinds: from definitions, then from uses for words no definition
// typed (phis of constants), then provenance: an integer copied from a
// pointer, or computed from one by + or -, stays a pointer.
void slotsOf(const Program& prog, const Function& fn, FunctionFacts& ff) {
  std::vector<Slot>& s = ff.slots;
  s.assign(fn.numWords, Slot{});
  for (size_t i = 0; i < fn.paramTypes.size(); ++i) setLeaves(prog, s, fn.paramWords[i], fn.paramTypes[i]);
  for (const Inst& in : fn.insts) {
    if (in.dst == kNoOperand) continue;
    switch (in.op) {
      case Op::Store: case Op::Br: case Op::CondBr: case Op::Switch: case Op::Ret: case Op::Unreachable: break;
      case Op::ICmp: case Op::FCmp:
        if (in.dst < s.size()) s[in.dst] = Slot{Kind::Bool, 1};
        break;
      case Op::Alloca: case Op::Gep:
        if (in.dst < s.size()) s[in.dst] = Slot{Kind::Ptr, 8 * prog.ptrBytes};
        break;
      default: setLeaves(prog, s, in.dst, in.ty);
    }
  }
  auto useAs = [&](Operand o, TypeId t) {
    if (o != kNoOperand && !isConst(o)) setLeaves(prog, s, o, t);
  };
  for (int round = 0; round < 2; ++round) {
    for (const Inst& in : fn.insts) {
      switch (in.op) {
        case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
        case Op::Shl: case Op::LShr: case Op::AShr: case Op::And: case Op::Or: case Op::Xor: case Op::ICmp:
          useAs(in.a, in.ty);
          useAs(in.b, in.ty);
          break;
        case Op::Select: useAs(in.b, in.ty); useAs(in.c, in.ty); break;
        case Op::Store: useAs(in.a, in.ty); break;
        case Op::Trunc: case Op::ZExt: case Op::SExt: case Op::Copy: useAs(in.a, in.c); break;
        case Op::Switch: useAs(in.a, in.ty); break;
        case Op::Ret: useAs(in.a, in.ty); break;
        default: break;
      }
    }
    // Phis take the kind of any incoming register, and give theirs to it.
    for (const Block& b : fn.blocks)
      for (const Phi& p : b.phis)
        for (uint32_t w = 0; w < p.words; ++w)
          for (Operand v : p.values) {
            if (isConst(v) || v + w >= s.size()) continue;
            if (s[p.dst + w].kind == Kind::None) s[p.dst + w] = s[v + w];
            else if (s[v + w].kind == Kind::None) s[v + w] = s[p.dst + w];
          }
  }
  // Provenance flows through copies, + and -, selects and phis.
  auto ptr = [&](Operand o) { return o != kNoOperand && !isConst(o) && o < s.size() && s[o].kind == Kind::Ptr; };
  auto constRef = [&](Operand o) { return o != kNoOperand && isConst(o) && prog.consts[constIndex(o)].ref != RefKind::None; };
  bool changed = true;
  while (changed) {
    changed = false;
    auto mark = [&](uint32_t w) {
      if (w < s.size() && s[w].kind == Kind::Int && s[w].bits == 8 * prog.ptrBytes) {
        s[w] = Slot{Kind::Ptr, 8 * prog.ptrBytes};
        changed = true;
      }
    };
    for (const Inst& in : fn.insts) {
      if (in.dst == kNoOperand) continue;
      bool from = false;
      switch (in.op) {
        case Op::Copy: from = ptr(in.a) || constRef(in.a); break;
        case Op::Add: from = ptr(in.a) || ptr(in.b) || constRef(in.a) || constRef(in.b); break;
        case Op::Sub: from = (ptr(in.a) || constRef(in.a)) && !(in.flags & kPtrDiff); break;
        case Op::Select: from = ptr(in.b) || ptr(in.c); break;
        default: break;
      }
      if (from) mark(in.dst);
    }
    for (const Block& b : fn.blocks)
      for (const Phi& p : b.phis)
        if (p.words == 1 && std::any_of(p.values.begin(), p.values.end(), [&](Operand v) { return ptr(v); })) mark(p.dst);
  }
}

void cfgOf(const Function& fn, FunctionFacts& ff) {
  size_t nb = fn.blocks.size();
  ff.succs.assign(nb, {});
  ff.preds.assign(nb, {});
  ff.blockOf.assign(fn.insts.size(), 0);
  for (uint32_t b = 0; b < nb; ++b) {
    uint32_t end = ff.blockEnd(fn, b);
    for (uint32_t i = fn.blocks[b].first; i < end; ++i) ff.blockOf[i] = b;
    if (end == fn.blocks[b].first) continue;
    Liveness::forEachSuccessor(fn, fn.insts[end - 1], [&](uint32_t t) {
      if (std::find(ff.succs[b].begin(), ff.succs[b].end(), t) == ff.succs[b].end()) {
        ff.succs[b].push_back(t);
        ff.preds[t].push_back(b);
      }
    });
  }
  // Depth-first: back edges go to a block on the stack.
  ff.header.assign(nb, false);
  ff.rank.assign(nb, Facts::kNone);
  std::vector<uint8_t> state(nb, 0);  // 0 new, 1 on stack, 2 done
  std::vector<uint32_t> post;
  std::vector<std::pair<uint32_t, size_t>> stack;
  std::vector<std::pair<uint32_t, uint32_t>> backEdges;
  if (nb) {
    stack.push_back({0, 0});
    state[0] = 1;
  }
  while (!stack.empty()) {
    auto& [b, k] = stack.back();
    if (k < ff.succs[b].size()) {
      uint32_t t = ff.succs[b][k++];
      if (state[t] == 0) {
        state[t] = 1;
        stack.push_back({t, 0});
      } else if (state[t] == 1) {
        ff.header[t] = true;
        backEdges.push_back({b, t});
      }
      continue;
    }
    state[b] = 2;
    post.push_back(b);
    stack.pop_back();
  }
  ff.order.assign(post.rbegin(), post.rend());
  for (uint32_t i = 0; i < ff.order.size(); ++i) ff.rank[ff.order[i]] = i;
  // Reducible when every back edge's target dominates its source
  // (iterative dominators over the reverse postorder).
  std::vector<uint32_t> idom(nb, Facts::kNone);
  if (nb) idom[0] = 0;
  auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (ff.rank[a] > ff.rank[b]) a = idom[a];
      while (ff.rank[b] > ff.rank[a]) b = idom[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t b : ff.order) {
      if (b == 0) continue;
      uint32_t d = Facts::kNone;
      for (uint32_t p : ff.preds[b])
        if (idom[p] != Facts::kNone) d = d == Facts::kNone ? p : intersect(p, d);
      if (d != idom[b]) {
        idom[b] = d;
        changed = true;
      }
    }
  }
  for (auto [src, dst] : backEdges) {
    uint32_t x = src;
    while (x != dst && x != 0) x = idom[x];
    if (x != dst) ff.reducible = false;
  }
}

}  // namespace

Facts analyse(const Program& prog) {
  Facts f;
  size_t nf = prog.functions.size();
  f.fns.resize(nf);
  f.recursive.assign(nf, false);
  f.reachable.assign(nf, false);
  f.addressTaken.assign(nf, false);
  for (const ConstWord& c : prog.consts)
    if (c.ref == RefKind::Function) f.addressTaken[c.target] = true;
  for (const Global& g : prog.globals)
    for (const Reloc& r : g.relocs)
      if (r.ref == RefKind::Function) f.addressTaken[r.target] = true;
  std::vector<std::vector<uint32_t>> callees(nf);
  for (uint32_t i = 0; i < nf; ++i) {
    const Function& fn = prog.functions[i];
    if (!fn.defined) continue;
    FunctionFacts& ff = f.fns[i];
    slotsOf(prog, fn, ff);
    cfgOf(fn, ff);
    ff.liveness = std::make_unique<Liveness>(prog, fn);
    ff.names.assign(fn.numWords, "");
    for (const Var& v : fn.vars)
      if (v.word < fn.numWords) ff.names[v.word] = v.name;
    for (const Inst& in : fn.insts) {
      if (in.op == Op::Call) callees[i].push_back(in.a);
      // A thread's start function runs as if called at its creation.
      if (in.op == Op::CallExtern && prog.functions[in.a].name == "pthread_create" && in.nextra >= 6) {
        Operand start = fn.extra[in.extra + 5];
        if (isConst(start) && prog.consts[constIndex(start)].ref == RefKind::Function)
          callees[i].push_back(prog.consts[constIndex(start)].target);
      }
      if (in.op == Op::CallIndirect) f.indirectCalls = true;
    }
  }
  // Reachable from main, then Tarjan's strongly connected components.
  if (prog.mainIndex >= 0) {
    std::vector<uint32_t> work{static_cast<uint32_t>(prog.mainIndex)};
    f.reachable[prog.mainIndex] = true;
    while (!work.empty()) {
      uint32_t x = work.back();
      work.pop_back();
      auto visit = [&](uint32_t y) {
        if (!f.reachable[y]) {
          f.reachable[y] = true;
          work.push_back(y);
        }
      };
      for (uint32_t y : callees[x]) visit(y);
      // A function whose address is taken may be called through it.
      if (f.indirectCalls)
        for (uint32_t y = 0; y < nf; ++y)
          if (f.addressTaken[y]) visit(y);
    }
  }
  std::vector<uint32_t> index(nf, Facts::kNone), low(nf, 0), stack;
  std::vector<bool> onStack(nf, false);
  uint32_t counter = 0;
  std::function<void(uint32_t)> strong = [&](uint32_t v) {
    index[v] = low[v] = counter++;
    stack.push_back(v);
    onStack[v] = true;
    for (uint32_t w : callees[v]) {
      if (index[w] == Facts::kNone) {
        strong(w);
        low[v] = std::min(low[v], low[w]);
      } else if (onStack[w]) {
        low[v] = std::min(low[v], index[w]);
      }
      if (w == v) f.recursive[v] = true;
    }
    if (low[v] != index[v]) return;
    std::vector<uint32_t> scc;
    uint32_t w;
    do {
      w = stack.back();
      stack.pop_back();
      onStack[w] = false;
      scc.push_back(w);
    } while (w != v);
    if (scc.size() > 1)
      for (uint32_t x : scc) f.recursive[x] = true;
  };
  for (uint32_t v = 0; v < nf; ++v)
    if (index[v] == Facts::kNone) strong(v);
  for (uint32_t i = 0; i < nf; ++i) {
    if (!f.reachable[i] || !prog.functions[i].defined) continue;
    for (const Inst& in : prog.functions[i].insts) {
      if (isFloatOp(in.op)) f.floats = true;
      if (in.op == Op::CallExtern) {
        const std::string& n = prog.functions[in.a].name;
        if (n == "malloc" || n == "calloc" || n == "realloc" || n == "strdup" || n == "strndup") f.allocates = true;
      }
    }
  }
  return f;
}

}  // namespace ferret::smt
