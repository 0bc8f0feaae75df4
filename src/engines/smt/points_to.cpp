#include "engines/smt/points_to.hpp"

#include <algorithm>
#include <numeric>

namespace ferret::smt {

using namespace ferret::ir;

PointsTo::PointsTo(const Program& prog, const Facts& facts) : prog_(prog), facts_(facts) {
  size_t nf = prog.functions.size();
  regs_.resize(nf);
  returns_.resize(nf);
  for (size_t g = 0; g < prog.globals.size(); ++g) globalNode_.push_back(fresh());
  for (size_t f = 0; f < nf; ++f) functionNode_.push_back(fresh());
  // Every pointer register has a cell from the start, so a use met before
  // its definition unifies with the cell the definition will use.
  for (size_t f = 0; f < nf; ++f) {
    if (!prog.functions[f].defined) continue;
    const auto& slots = facts.fns[f].slots;
    regs_[f].resize(slots.size());
    for (size_t w = 0; w < slots.size(); ++w)
      if (slots[w].kind == Kind::Ptr) regs_[f][w] = Cell{fresh(), 0};
  }
  for (size_t g = 0; g < prog.globals.size(); ++g)
    for (const Reloc& r : prog.globals[g].relocs) {
      Cell target{r.ref == RefKind::Global ? globalNode_[r.target] : functionNode_[r.target], static_cast<int64_t>(r.addend)};
      unify(pointee(Cell{globalNode_[g], static_cast<int64_t>(r.offset)}), target);
    }
  for (size_t f = 0; f < nf; ++f) {
    const Function& fn = prog.functions[f];
    if (!fn.defined) continue;
    for (const Inst& in : fn.insts) instruction(static_cast<uint32_t>(f), in);
    for (const Block& b : fn.blocks)
      for (const Phi& p : b.phis)
        for (uint32_t w = 0; w < p.words; ++w)
          for (Operand v : p.values) setReg(static_cast<uint32_t>(f), p.dst + w, cellOf(static_cast<uint32_t>(f), v + w));
  }
  finish();
}

uint32_t PointsTo::fresh() {
  Raw r;
  r.parent = static_cast<uint32_t>(raw_.size());
  raw_.push_back(std::move(r));
  return static_cast<uint32_t>(raw_.size() - 1);
}

uint32_t PointsTo::find(uint32_t n) const { return root(n).first; }

std::pair<uint32_t, int64_t> PointsTo::root(uint32_t n) const {
  int64_t shift = 0;
  while (raw_[n].parent != n) {
    shift += raw_[n].shift;
    n = raw_[n].parent;
  }
  return {n, shift};
}

int64_t PointsTo::fold(uint32_t n, int64_t off) const {
  const Raw& r = raw_[n];
  if (r.collapsed) return 0;
  if (r.elem) {
    int64_t e = static_cast<int64_t>(r.elem);
    return ((off % e) + e) % e;
  }
  return off;
}

Cell PointsTo::norm(Cell c) const {
  auto [n, shift] = root(c.node);
  return Cell{n, fold(n, c.off + shift)};
}

// All fields become one at offset 0, their pointees unified.
void PointsTo::collapse(uint32_t n) {
  n = find(n);
  if (raw_[n].collapsed) return;
  raw_[n].collapsed = true;
  std::map<int64_t, Field> old;
  old.swap(raw_[n].fields);
  Field merged;
  for (auto& [off, f] : old) {
    merged.types.insert(f.types.begin(), f.types.end());
    merged.sizes.insert(f.sizes.begin(), f.sizes.end());
    if (f.pointee) {
      if (merged.pointee) unify(*merged.pointee, *f.pointee);
      else merged.pointee = f.pointee;
    }
  }
  absorb(n, 0, merged);
}

void PointsTo::absorb(uint32_t n, int64_t off, const Field& f) {
  n = find(n);
  Field& into = raw_[n].fields[fold(n, off)];
  into.types.insert(f.types.begin(), f.types.end());
  into.sizes.insert(f.sizes.begin(), f.sizes.end());
  if (!f.pointee) return;
  if (!into.pointee) {
    into.pointee = f.pointee;
    return;
  }
  Cell a = *into.pointee;  // unify may move the field
  unify(a, *f.pointee);
}

// Offsets are kept modulo the element size; two different sizes keep
// their greatest common divisor, which every offset reached is still
// congruent to.
void PointsTo::makeArray(uint32_t n, uint64_t elem) {
  n = find(n);
  Raw& r = raw_[n];
  if (r.collapsed || elem == 0) return;
  uint64_t e = r.elem ? std::gcd(r.elem, elem) : elem;
  if (e == r.elem) return;
  if (e == 1 && !r.fields.empty()) {
    // Every byte of the node may be any field: same as collapsed for
    // fields, but a byte array keeps its one field.
    bool bytes = std::all_of(r.fields.begin(), r.fields.end(), [](const auto& kv) { return kv.first == 0; });
    if (!bytes) return collapse(n);
  }
  r.elem = e;
  std::map<int64_t, Field> old;
  old.swap(r.fields);
  for (auto& [off, f] : old) absorb(n, off, f);
}

// b's offset 0 lies at `shift` in a.
uint32_t PointsTo::merge(uint32_t a, uint32_t b, int64_t shift) {
  a = find(a);
  b = find(b);
  if (a == b) return a;
  raw_[b].parent = a;
  raw_[b].shift = shift;
  std::map<int64_t, Field> fields;
  fields.swap(raw_[b].fields);
  bool collapsed = raw_[b].collapsed;
  uint64_t elem = raw_[b].elem;
  if (collapsed) collapse(a);
  else if (elem) makeArray(a, elem);
  for (auto& [off, f] : fields) absorb(a, off + shift, f);
  return find(a);
}

// The node whose cell lies deeper in its object takes the other in at the
// offset that lines the two cells up, so no offset becomes negative.
void PointsTo::unify(Cell a, Cell b) {
  a = norm(a);
  b = norm(b);
  if (a.node == b.node) {
    if (a.off != b.off) collapse(a.node);
    return;
  }
  if (a.off < b.off) std::swap(a, b);
  merge(a.node, b.node, a.off - b.off);
}

void PointsTo::unify(std::optional<Cell>& slot, std::optional<Cell> c) {
  if (!c) return;
  if (slot) unify(*slot, *c);
  else slot = c;
}

PointsTo::Field& PointsTo::field(Cell c) {
  c = norm(c);
  return raw_[c.node].fields[c.off];
}

Cell PointsTo::pointee(Cell c) {
  if (auto p = field(c).pointee) return *p;
  uint32_t n = fresh();
  field(c).pointee = Cell{n, 0};
  return Cell{n, 0};
}

std::optional<Cell> PointsTo::cellOf(uint32_t fn, Operand o) const {
  if (o == kNoOperand) return std::nullopt;
  if (isConst(o)) {
    const ConstWord& c = prog_.consts[constIndex(o)];
    if (c.ref == RefKind::Global) return Cell{globalNode_[c.target], static_cast<int64_t>(c.bits)};
    if (c.ref == RefKind::Function) return Cell{functionNode_[c.target], static_cast<int64_t>(c.bits)};
    return std::nullopt;
  }
  return o < regs_[fn].size() ? regs_[fn][o] : std::nullopt;
}

void PointsTo::setReg(uint32_t fn, uint32_t w, std::optional<Cell> c) {
  if (w >= regs_[fn].size() || !c) return;
  unify(regs_[fn][w], c);
}

void PointsTo::access(Cell c, const Type& t, uint64_t at) {
  for (const Leaf& l : t.leaves) {
    const Type& lt = prog_.types[l.type];
    Slot s = slotOf(prog_, l.type);
    AccessType a{s.kind == Kind::Bool ? Kind::Int : s.kind, static_cast<uint32_t>(lt.size)};
    if (a.kind == Kind::None) continue;
    accesses_.push_back(Access{Cell{c.node, c.off + static_cast<int64_t>(at + l.offset)}, a});
  }
}

void PointsTo::instruction(uint32_t fn, const Inst& in) {
  const Function& f = prog_.functions[fn];
  auto cell = [&](Operand o) { return cellOf(fn, o); };
  auto arg = [&](uint32_t k) { return f.extra[in.extra + 2 * k + 1]; };
  switch (in.op) {
    case Op::Alloca: setReg(fn, in.dst, Cell{fresh(), 0}); break;
    case Op::Gep: {
      auto base = cell(in.a);
      if (!base) break;
      int64_t off = base->off + static_cast<int64_t>(prog_.consts[constIndex(in.b)].bits);
      for (uint32_t k = 0; k < in.nextra; k += 3) makeArray(base->node, f.extra[in.extra + k + 2]);
      setReg(fn, in.dst, Cell{base->node, off});
      break;
    }
    case Op::Load: {
      auto p = cell(in.a);
      if (!p) break;
      access(*p, prog_.types[in.ty], 0);
      const Type& t = prog_.types[in.ty];
      for (const Leaf& l : t.leaves)
        if (facts_.fns[fn].slots.size() > in.dst + l.word && facts_.fns[fn].slots[in.dst + l.word].kind == Kind::Ptr)
          setReg(fn, in.dst + l.word, pointee(Cell{p->node, p->off + static_cast<int64_t>(l.offset)}));
      break;
    }
    case Op::Store: {
      auto p = cell(in.b);
      if (!p) break;
      access(*p, prog_.types[in.ty], 0);
      for (const Leaf& l : prog_.types[in.ty].leaves) {
        // Constant words of an aggregate are consecutive, as registers are.
        auto v = cell(in.a + l.word);
        if (v) unify(pointee(Cell{p->node, p->off + static_cast<int64_t>(l.offset)}), *v);
      }
      break;
    }
    case Op::Copy: case Op::Trunc: case Op::ZExt: case Op::SExt:
      for (uint32_t w = 0; w < std::max<uint32_t>(1, prog_.types[in.ty].words); ++w) setReg(fn, in.dst + w, cell(in.a + w));
      break;
    case Op::Add: case Op::Sub: {
      auto a = cell(in.a), b = in.op == Op::Add ? cell(in.b) : std::nullopt;
      if (in.flags & kPtrDiff) break;
      std::optional<Cell> r = a ? a : b;
      Operand other = a ? in.b : in.a;
      if (!r) break;
      if (isConst(other) && prog_.consts[constIndex(other)].ref == RefKind::None) {
        int64_t k = static_cast<int64_t>(prog_.consts[constIndex(other)].bits);
        r->off += in.op == Op::Add ? k : -k;
      } else {
        makeArray(r->node, 1);
      }
      if (a && b) unify(*a, *b);
      setReg(fn, in.dst, r);
      break;
    }
    case Op::And: case Op::Or: case Op::Xor: case Op::Shl: case Op::LShr: case Op::AShr: case Op::Mul:
    case Op::UDiv: case Op::SDiv: case Op::URem: case Op::SRem:
      for (Operand o : {in.a, in.b})
        if (auto c = cell(o)) makeArray(c->node, 1);
      break;
    case Op::Select:
      for (uint32_t w = 0; w < std::max<uint32_t>(1, prog_.types[in.ty].words); ++w) {
        setReg(fn, in.dst + w, cell(in.b + w));
        setReg(fn, in.dst + w, cell(in.c + w));
      }
      break;
    case Op::ExtractValue:
      if (!isConst(in.a))
        for (uint32_t w = 0; w < in.c; ++w) setReg(fn, in.dst + w, cell(in.a + in.b + w));
      break;
    case Op::InsertValue:
      for (uint32_t w = 0; w < prog_.types[in.ty].words; ++w)
        if (!isConst(in.a)) setReg(fn, in.dst + w, cell(in.a + w));
      if (!isConst(in.b))
        for (uint32_t w = 0; w < in.extra; ++w) setReg(fn, in.dst + in.c + w, cell(in.b + w));
      break;
    case Op::Ret:
      if (in.a != kNoOperand) unify(returns_[fn], cell(in.a));
      break;
    case Op::Call: {
      const Function& callee = prog_.functions[in.a];
      for (uint32_t k = 0; 2 * k < in.nextra && k < callee.paramWords.size(); ++k)
        if (auto c = cell(arg(k))) setReg(in.a, callee.paramWords[k], c);
      if (in.dst != kNoOperand) {
        if (!returns_[in.a]) returns_[in.a] = Cell{fresh(), 0};
        setReg(fn, in.dst, returns_[in.a]);
      }
      break;
    }
    case Op::CallIndirect:
      // Any function whose address is taken may be the callee.
      for (uint32_t g = 0; g < prog_.functions.size(); ++g) {
        const Function& callee = prog_.functions[g];
        if (!facts_.addressTaken[g] || !callee.defined) continue;
        for (uint32_t k = 0; 2 * k < in.nextra && k < callee.paramWords.size(); ++k)
          if (auto c = cell(arg(k))) setReg(g, callee.paramWords[k], c);
        if (in.dst != kNoOperand) {
          if (!returns_[g]) returns_[g] = Cell{fresh(), 0};
          setReg(fn, in.dst, returns_[g]);
        }
      }
      break;
    case Op::CallExtern: externCall(fn, in, prog_.functions[in.a].name); break;
    case Op::Intrinsic: {
      auto sub = static_cast<Intr>(in.sub);
      if (sub == Intr::Memcpy || sub == Intr::Memmove) {
        auto d = cell(arg(0)), s = cell(arg(1));
        if (d && s) unify(*d, *s);
      }
      if (sub == Intr::AtomicRMW || sub == Intr::CmpXchg)
        if (auto p = cell(arg(0))) access(*p, prog_.types[f.extra[in.extra + 2]], 0);
      break;
    }
    default: break;
  }
}

void PointsTo::externCall(uint32_t fn, const Inst& in, const std::string& name) {
  const Function& f = prog_.functions[fn];
  auto arg = [&](uint32_t k) -> std::optional<Cell> {
    if (2 * k + 1 >= in.nextra) return std::nullopt;
    return cellOf(fn, f.extra[in.extra + 2 * k + 1]);
  };
  auto ret = [&](std::optional<Cell> c) {
    if (in.dst != kNoOperand) setReg(fn, in.dst, c);
  };
  auto bytes = [&](std::optional<Cell> c) {
    if (!c) return;
    makeArray(c->node, 1);
    accesses_.push_back(Access{*c, AccessType{Kind::Int, 1}});
  };
  if (name == "malloc" || name == "calloc" || name == "alloca" || name == "__builtin_alloca" || name == "aligned_alloc" ||
      name == "strdup" || name == "strndup" || name.starts_with("__VERIFIER_nondet")) {
    if (name == "strdup" || name == "strndup") bytes(arg(0));
    Cell c{fresh(), 0};
    if (name == "strdup" || name == "strndup") bytes(c);
    return ret(c);
  }
  if (name == "realloc") {
    Cell c{fresh(), 0};
    if (auto old = arg(0)) unify(c, *old);
    return ret(c);
  }
  if (name == "memcpy" || name == "memmove") {
    auto d = arg(0), s = arg(1);
    if (d && s) unify(*d, *s);
    return ret(d);
  }
  if (name == "memset") return ret(arg(0));
  // The pthread models of the context-bounded search (threads.cpp): a
  // thread id stored, a mutex's owner in its first word (a condition wait's
  // mutex too), a read-write lock's readers and writer in its first two, a
  // barrier's count, arrivals and generation in its first three, and the
  // start function's parameter the argument.
  auto word = [&](std::optional<Cell> c, Kind kind, uint32_t bytes) {
    if (c) accesses_.push_back(Access{*c, AccessType{kind, bytes}});
  };
  auto words = [&](std::optional<Cell> c, uint32_t n) {
    for (uint32_t k = 0; c && k < n; ++k) word(Cell{c->node, c->off + 4 * k}, Kind::Int, 4);
  };
  if (name == "pthread_create") {
    word(arg(0), Kind::Int, prog_.ptrBytes);
    Operand start = f.extra[in.extra + 5];
    if (isConst(start) && prog_.consts[constIndex(start)].ref == RefKind::Function) {
      const Function& callee = prog_.functions[prog_.consts[constIndex(start)].target];
      if (callee.defined && !callee.paramWords.empty())
        setReg(prog_.consts[constIndex(start)].target, callee.paramWords[0], arg(3));
    }
    return;
  }
  if (name.starts_with("pthread_mutex_")) return word(arg(0), Kind::Int, 4);
  if (name == "pthread_cond_wait" || name == "pthread_cond_timedwait") return word(arg(1), Kind::Int, 4);
  if (name.starts_with("pthread_rwlock_")) return words(arg(0), 2);
  if (name.starts_with("pthread_barrier_")) return words(arg(0), 3);
  if (name == "strcpy" || name == "strncpy" || name == "strcat" || name == "strncat") {
    bytes(arg(0));
    bytes(arg(1));
    return ret(arg(0));
  }
  if (name == "strchr" || name == "strrchr" || name == "memchr" || name == "strstr") {
    bytes(arg(0));
    if (name == "strstr") bytes(arg(1));
    return ret(arg(0));
  }
  if (name == "strlen" || name == "strnlen" || name == "strcmp" || name == "strncmp" || name == "memcmp") {
    bytes(arg(0));
    bytes(arg(1));
  }
}

void PointsTo::finish() {
  info_.assign(raw_.size(), Node{});
  std::vector<std::vector<std::pair<int64_t, AccessType>>> seen(raw_.size());
  for (const Access& a : accesses_) {
    Cell c = norm(a.cell);
    seen[c.node].push_back({c.off, a.type});
  }
  for (uint32_t n = 0; n < raw_.size(); ++n) {
    if (find(n) != n) continue;
    Node& node = info_[n];
    node.collapsed = raw_[n].collapsed;
    node.elem = raw_[n].elem;
    for (const auto& [off, f] : raw_[n].fields)
      if (f.pointee) node.pointees[off] = norm(*f.pointee);
    auto& list = seen[n];
    if (list.empty()) continue;
    accessed_.push_back(n);
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end(), [](const auto& x, const auto& y) { return x.first == y.first && x.second == y.second; }),
               list.end());
    for (auto& [off, t] : list) node.fields[off].insert(t);
    // Unknown offsets: only one-byte accesses of one kind cannot overlap
    // partly.  Otherwise two accesses overlap unless they are the same
    // field (offset and type); an array's element repeats, so an access
    // past the element's end meets the next element's fields.
    if (node.collapsed) {
      node.typeSafe = std::all_of(list.begin(), list.end(), [&](const auto& x) { return x.second == list[0].second && x.second.bytes == 1; });
      continue;
    }
    for (size_t i = 0; i < list.size() && node.typeSafe; ++i)
      for (size_t j = i + 1; j < list.size(); ++j) {
        auto [o1, t1] = list[i];
        auto [o2, t2] = list[j];
        auto overlaps = [&](int64_t a, uint32_t na, int64_t b, uint32_t nb) { return a < b + nb && b < a + na; };
        bool clash = overlaps(o1, t1.bytes, o2, t2.bytes);
        if (node.elem) {
          int64_t e = static_cast<int64_t>(node.elem);
          clash = clash || overlaps(o1, t1.bytes, o2 + e, t2.bytes) || overlaps(o1 + e, t1.bytes, o2, t2.bytes);
        }
        if (clash) {
          node.typeSafe = false;
          break;
        }
      }
    // A field wider than the element overlaps its own copy in the next one.
    if (node.elem)
      for (auto& [off, t] : list)
        if (t.bytes > node.elem) node.typeSafe = false;
  }
}

std::optional<Cell> PointsTo::cellAt(uint32_t fn, Operand address) const {
  auto c = cellOf(fn, address);
  if (!c) return std::nullopt;
  return norm(*c);
}

std::optional<uint32_t> PointsTo::nodeOf(uint32_t fn, Operand address) const {
  auto c = cellOf(fn, address);
  if (!c) return std::nullopt;
  return find(c->node);
}

}  // namespace ferret::smt
