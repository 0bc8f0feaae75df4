#include "engines/smt/frames.hpp"

#include <algorithm>

namespace ferret::smt {

using namespace ferret::ir;

AccessType accessOf(const Program& prog, TypeId t) {
  Slot s = slotOf(prog, t);
  return AccessType{s.kind == Kind::Bool ? Kind::Int : s.kind, static_cast<uint32_t>(prog.types[t].size)};
}

size_t WriteSet::size() const {
  return static_cast<size_t>(std::count(regions.begin(), regions.end(), true)) + (allocation ? 1 : 0);
}

bool WriteSet::add(const WriteSet& o) {
  bool changed = false;
  for (size_t r = 0; r < o.regions.size(); ++r)
    if (o.regions[r] && !regions[r]) changed = regions[r] = true;
  if (o.allocation && !allocation) changed = allocation = true;
  if (o.indirect && !indirect) changed = indirect = true;
  return changed;
}

namespace {

bool allocates(const std::string& name) {
  return name == "malloc" || name == "calloc" || name == "realloc" || name == "alloca" || name == "__builtin_alloca" ||
         name == "strdup" || name == "strndup";
}

bool writesFirstArgument(const std::string& name) {
  return name == "memset" || name == "memcpy" || name == "memmove" || name == "strcpy" || name == "strncpy" ||
         name == "strcat" || name == "strncat";
}

}  // namespace

Frames::Frames(const Program& prog, const Facts& facts, const PointsTo& pt, const Regions& regions)
    : prog_(prog), facts_(facts), pt_(pt), regions_(regions) {
  size_t nf = prog.functions.size();
  fns_.assign(nf, empty());
  loops_.resize(nf);
  loopBlocks_.resize(nf);
  // Callees' sets flow into callers until nothing changes: every cycle of
  // the call graph ends with all its functions' sets equal.
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t f = 0; f < nf; ++f) {
      if (!prog.functions[f].defined) continue;
      WriteSet w = fns_[f];
      for (const Inst& in : prog.functions[f].insts) instruction(f, in, w);
      changed |= fns_[f].add(w);
    }
  }
  for (uint32_t f = 0; f < nf; ++f) {
    const Function& fn = prog.functions[f];
    if (!fn.defined) continue;
    for (const Loop& loop : fn.loops) {
      std::vector<bool> blocks = body(f, loop.head);
      WriteSet w = empty();
      for (uint32_t b = 0; b < fn.blocks.size(); ++b) {
        if (!blocks[b]) continue;
        for (const Phi& p : fn.blocks[b].phis)
          for (uint32_t k = 0; k < p.words; ++k) w.locals.insert(p.dst + k);
        for (uint32_t i = fn.blocks[b].first; i < facts.fns[f].blockEnd(fn, b); ++i) {
          const Inst& in = fn.insts[i];
          instruction(f, in, w);
          if (in.dst != kNoOperand)
            for (uint32_t k = 0; k < std::max<uint32_t>(1, prog.types[in.ty].words); ++k) w.locals.insert(in.dst + k);
        }
      }
      // Only C variables: temporaries do not outlive an iteration.
      std::erase_if(w.locals, [&](uint32_t word) {
        return std::none_of(fn.vars.begin(), fn.vars.end(), [&](const Var& v) { return v.word == word; });
      });
      loops_[f].push_back(std::move(w));
      loopBlocks_[f].push_back(std::move(blocks));
    }
  }
}

WriteSet Frames::empty() const {
  WriteSet w;
  w.regions.assign(regions_.regions().size(), false);
  return w;
}

void Frames::mark(uint32_t fn, Operand address, WriteSet& into) const {
  for (uint32_t r : regions_.regionsOf(fn, address)) into.regions[r] = true;
}

void Frames::instruction(uint32_t fn, const Inst& in, WriteSet& into) const {
  const Function& f = prog_.functions[fn];
  auto arg = [&](uint32_t k) { return 2 * k + 1 < in.nextra ? f.extra[in.extra + 2 * k + 1] : kNoOperand; };
  switch (in.op) {
    case Op::Store:
      for (const Leaf& l : prog_.types[in.ty].leaves)
        if (auto r = regions_.regionOf(fn, in.b, accessOf(prog_, l.type))) into.regions[*r] = true;
      break;
    case Op::Alloca:
      into.allocation = true;
      mark(fn, in.dst, into);
      break;
    case Op::Intrinsic:
      switch (static_cast<Intr>(in.sub)) {
        case Intr::Memcpy: case Intr::Memmove: case Intr::Memset: case Intr::AtomicRMW: case Intr::CmpXchg:
          mark(fn, arg(0), into);
          break;
        case Intr::LifetimeStart: case Intr::LifetimeEnd:
          into.allocation = true;
          mark(fn, arg(1), into);
          break;
        case Intr::StackRestore: into.allocation = true; break;
        default: break;
      }
      break;
    case Op::CallExtern: {
      const std::string& name = prog_.functions[in.a].name;
      if (allocates(name)) {
        into.allocation = true;
        if (in.dst != kNoOperand) mark(fn, in.dst, into);
      }
      if (name == "free" || name == "realloc") into.allocation = true;
      if (writesFirstArgument(name)) mark(fn, arg(0), into);
      break;
    }
    case Op::Call: into.add(fns_[in.a]); break;
    case Op::CallIndirect:
      into.indirect = true;
      for (uint32_t g = 0; g < prog_.functions.size(); ++g)
        if (facts_.addressTaken[g] && prog_.functions[g].defined) into.add(fns_[g]);
      break;
    default: break;
  }
}

// The natural loop of a head: the blocks that reach a back edge into it
// without passing through it (the engine runs on reducible code only).
std::vector<bool> Frames::body(uint32_t fn, uint32_t head) const {
  const FunctionFacts& ff = facts_.fns[fn];
  std::vector<bool> in(ff.succs.size(), false);
  if (head >= in.size() || ff.rank[head] == Facts::kNone) return in;
  in[head] = true;
  std::vector<uint32_t> work;
  for (uint32_t p : ff.preds[head])
    if (ff.rank[p] != Facts::kNone && ff.rank[p] >= ff.rank[head] && !in[p]) {
      in[p] = true;
      work.push_back(p);
    }
  while (!work.empty()) {
    uint32_t b = work.back();
    work.pop_back();
    for (uint32_t p : ff.preds[b])
      if (!in[p] && ff.rank[p] != Facts::kNone) {
        in[p] = true;
        work.push_back(p);
      }
  }
  return in;
}

}  // namespace ferret::smt
