// Memory through the memory model's regions: loads, stores, allocation and
// the checks of SMACK's memory-safety instrumentation.
#include <fmt/format.h>

#include <algorithm>

#include "engines/smt/encoder.hpp"

namespace ferret::smt {

using namespace ferret::ir;

namespace {

constexpr int64_t kUnrollBytes = 64;  // memset/memcpy lengths done byte by byte

}  // namespace

Mem Encoder::initialMemory() {
  Mem m = freshMem("mem");
  z3::sort obj = arith_.objSort();
  m.status = z3::const_array(obj, statusVal(Status::Unallocated));
  m.size = z3::const_array(obj, arith_.offNum(0));
  for (uint32_t g = 0; g < prog_.globals.size(); ++g) {
    const Global& gl = prog_.globals[g];
    z3::expr o = arith_.objNum(1 + g);
    m.status = z3::store(m.status, o, statusVal(gl.constant || gl.isString ? Status::ReadOnly : Status::Global));
    m.size = z3::store(m.size, o, arith_.offNum(static_cast<int64_t>(gl.size)));
    if (gl.defined) writeGlobal(m, g);
  }
  for (uint32_t f = 0; f < prog_.functions.size(); ++f)
    m.status = z3::store(m.status, arith_.objNum(1 + prog_.globals.size() + f), statusVal(Status::Function));
  m.next = arith_.objNum(firstDynamic_);
  m.heapLive = arith_.ints() ? c_.int_val(0) : c_.bv_val(0, 32);
  if (opts_.goalAutomaton) m.goal = arith_.num(opts_.goalAutomaton->start(), 32);
  zeroInitial(m);
  return m;
}

// A global's initialiser in each region of its node: zeroes for the whole
// object, then the cells that are not.
void Encoder::writeGlobal(Mem& m, uint32_t g) {
  const Global& gl = prog_.globals[g];
  z3::expr o = arith_.objNum(1 + g);
  uint32_t node = pt_.globalNode(g);
  auto byteAt = [&](uint64_t i) -> uint8_t { return i < gl.init.size() ? gl.init[i] : 0; };
  auto relocAt = [&](uint64_t i) -> const Reloc* {
    for (const Reloc& r : gl.relocs)
      if (r.offset == i) return &r;
    return nullptr;
  };
  auto targetObj = [&](const Reloc& r) {
    return arith_.objNum(r.ref == RefKind::Global ? 1 + r.target : 1 + prog_.globals.size() + r.target);
  };
  auto intAt = [&](uint64_t p, uint32_t bytes) {
    uint64_t v = 0;
    for (uint32_t k = 0; k < bytes && k < 8; ++k) v |= static_cast<uint64_t>(byteAt(p + k)) << (8 * k);
    return v;
  };
  for (uint32_t r : regions_.regionsOfNode(node)) {
    if (!tracks(r)) continue;
    const Region& reg = regions_.regions()[r];
    z3::expr inner = z3::const_array(arith_.offSort(), reg.cell == CellKind::Pointer ? arith_.objNum(0) : pattern(r, arith_.num(0, 8)));
    z3::expr aux(c_);
    if (reg.cell != CellKind::Scalar)
      aux = z3::const_array(arith_.offSort(), reg.cell == CellKind::Bytes ? arith_.objNum(0) : arith_.offNum(0));
    if (reg.cell == CellKind::Bytes) {
      for (uint64_t i = 0; i < gl.init.size(); ++i)
        if (gl.init[i]) inner = z3::store(inner, arith_.offNum(static_cast<int64_t>(i)), arith_.num(gl.init[i], 8));
      for (const Reloc& rl : gl.relocs)
        for (unsigned k = 0; k < prog_.ptrBytes; ++k) {
          z3::expr at = arith_.offNum(static_cast<int64_t>(rl.offset + k));
          inner = z3::store(inner, at, arith_.num(rl.addend >> (8 * k), 8));
          aux = z3::store(aux, at, targetObj(rl));
        }
    } else {
      // The positions of the node's fields that live in this region.
      const PointsTo::Node& n = pt_.node(node);
      for (const auto& [off, types] : n.fields)
        for (AccessType t : types) {
          if (regions_.regionOfNode(node, t) != r) continue;
          uint64_t step = n.elem ? n.elem : gl.size + 1;
          for (uint64_t p = static_cast<uint64_t>(off); p + t.bytes <= gl.size; p += step) {
            z3::expr at = arith_.offNum(static_cast<int64_t>(p));
            if (reg.cell == CellKind::Pointer) {
              if (const Reloc* rl = relocAt(p)) {
                inner = z3::store(inner, at, targetObj(*rl));
                aux = z3::store(aux, at, arith_.offNum(static_cast<int64_t>(rl->addend)));
              } else if (uint64_t v = intAt(p, t.bytes)) {
                aux = z3::store(aux, at, arith_.offNum(static_cast<int64_t>(v)));
              }
            } else if (uint64_t v = intAt(p, t.bytes)) {
              inner = z3::store(inner, at, constant(ConstWord{v, 0, RefKind::None, 0}, Slot{reg.scalar, reg.bits}).v);
            }
          }
        }
    }
    m.cells[r] = z3::store(m.cells[r], o, inner);
    if (static_cast<Z3_ast>(aux)) m.aux[r] = z3::store(m.aux[r], o, aux);
  }
}

z3::expr Encoder::pattern(uint32_t r, const z3::expr& byte) {
  const Region& reg = regions_.regions()[r];
  if (reg.cell == CellKind::Bytes) return byte;
  unsigned bits = reg.cell == CellKind::Pointer ? arith_.ptrBits() : reg.bits;
  std::vector<z3::expr> bytes(bits / 8, byte);
  z3::expr v = arith_.fromBytes(bytes);
  if (reg.cell == CellKind::Pointer) return arith_.toOffset(v, bits);
  return v;
}

// A global's status and size never change (free and the ends of a
// lifetime store only into heap and stack objects' entries), so an access
// to one named at encoding time is checked against them as constants: the
// check then folds, and under a context bound it no longer reads the
// memory arrays, which after the first round are guessed copies the solver
// must first relate to the initial memory (Peterson's algorithm: each of
// its 56 accesses was a site the solver had to prove in bounds).
z3::expr Encoder::valid(const Mem& m, const Val& p, const z3::expr& bytes, bool write) {
  uint64_t obj = 0;
  if (p.v.is_numeral_u64(obj) && obj >= 1 && obj <= prog_.globals.size()) {
    const Global& gl = prog_.globals[obj - 1];
    if (write && (gl.constant || gl.isString)) return c_.bool_val(false);
    return (p.off >= arith_.offNum(0) && p.off + bytes <= arith_.offNum(static_cast<int64_t>(gl.size))).simplify();
  }
  z3::expr st = z3::select(m.status, p.v);
  z3::expr live = st == statusVal(Status::Global) || st == statusVal(Status::Heap) || st == statusVal(Status::Stack);
  if (!write) live = live || st == statusVal(Status::ReadOnly);
  return live && p.off >= arith_.offNum(0) && p.off + bytes <= z3::select(m.size, p.v);
}

void Encoder::checkAccess(State& s, Outputs& out, const Val& p, const z3::expr& bytes, bool write) {
  z3::expr ok = valid(s.mem, p, bytes, write);
  check(s, out, ok.is_true() ? c_.bool_val(false) : !ok, sem::ErrorKind::OutOfBounds,
        write ? "an invalid write" : "an invalid read");
}

Val Encoder::readCell(const Mem& m, uint32_t r, const Val& p, int64_t at, const Slot& slot, Outputs& out) {
  const Region& reg = regions_.regions()[r];
  z3::expr off = at ? p.off + arith_.offNum(at) : p.off;
  z3::expr inner = z3::select(m.cells[r], p.v);
  if (reg.cell == CellKind::Scalar) {
    z3::expr v = z3::select(inner, off);
    if (arith_.ints() && reg.scalar == Kind::Int) out.facts.push_back(arith_.inRange(v, reg.bits));
    return coerce(Val{v, z3::expr(c_)}, slot);
  }
  if (reg.cell == CellKind::Pointer)
    return coerce(Val{z3::select(inner, off), z3::select(z3::select(m.aux[r], p.v), off)}, slot);
  unsigned bytes = slot.kind == Kind::Bool ? 1 : slot.bits / 8;
  z3::expr prov = z3::select(m.aux[r], p.v);
  std::vector<z3::expr> bs;
  z3::expr sameProv = c_.bool_val(true), anyProv = c_.bool_val(false);
  z3::expr p0 = z3::select(prov, off);
  for (unsigned k = 0; k < bytes; ++k) {
    z3::expr at_k = k ? off + arith_.offNum(k) : off;
    bs.push_back(z3::select(inner, at_k));
    if (arith_.ints()) out.facts.push_back(bs.back() >= 0 && bs.back() <= 255);
    z3::expr pk = z3::select(prov, at_k);
    sameProv = sameProv && pk == p0;
    anyProv = anyProv || pk != arith_.objNum(0);
  }
  z3::expr v = arith_.fromBytes(bs);
  if (slot.kind == Kind::Ptr)
    return Val{z3::ite(sameProv, p0, arith_.objNum(0)), arith_.toOffset(v, 8 * bytes)};
  // Bytes of a pointer read as an integer: the executor's address.
  v = z3::ite(anyProv, freshConst(v.get_sort(), "addr"), v);
  return coerce(Val{v, z3::expr(c_)}, slot);
}

void Encoder::writeCell(Mem& m, uint32_t r, const Val& p, int64_t at, const Val& v, const Slot& slot) {
  const Region& reg = regions_.regions()[r];
  z3::expr off = at ? p.off + arith_.offNum(at) : p.off;
  z3::expr inner = z3::select(m.cells[r], p.v);
  if (reg.cell == CellKind::Scalar) {
    Val x = coerce(v, Slot{reg.scalar, reg.bits});
    m.cells[r] = z3::store(m.cells[r], p.v, z3::store(inner, off, x.v));
    return;
  }
  if (reg.cell == CellKind::Pointer) {
    Val x = coerce(v, Slot{Kind::Ptr, arith_.ptrBits()});
    m.cells[r] = z3::store(m.cells[r], p.v, z3::store(inner, off, x.v));
    m.aux[r] = z3::store(m.aux[r], p.v, z3::store(z3::select(m.aux[r], p.v), off, x.off));
    return;
  }
  unsigned bits = slot.kind == Kind::Bool ? 8 : slot.bits;
  z3::expr bitsVal(c_), prov = arith_.objNum(0);
  if (slot.kind == Kind::Ptr) {
    Val x = coerce(v, slot);
    bitsVal = arith_.fromOffset(x.off, bits, true).value;
    prov = x.v;
  } else {
    bitsVal = coerce(v, Slot{Kind::Int, bits}).v;
  }
  z3::expr pin = z3::select(m.aux[r], p.v);
  for (unsigned k = 0; k < bits / 8; ++k) {
    z3::expr at_k = k ? off + arith_.offNum(k) : off;
    inner = z3::store(inner, at_k, arith_.byteOf(bitsVal, bits, k));
    pin = z3::store(pin, at_k, prov);
  }
  m.cells[r] = z3::store(m.cells[r], p.v, inner);
  m.aux[r] = z3::store(m.aux[r], p.v, pin);
}

std::vector<Val> Encoder::load(State& s, Outputs& out, Operand addr, TypeId ty) {
  const Type& t = prog_.types[ty];
  Val p = get(s, addr, Slot{Kind::Ptr, arith_.ptrBits()});
  checkAccess(s, out, p, arith_.offNum(static_cast<int64_t>(t.size)), false);
  std::vector<Val> vals;
  for (const Leaf& l : t.leaves)
    vals.push_back(readAt(s, out, addr, p, static_cast<int64_t>(l.offset), slotOf(prog_, l.type), accessOf(prog_, l.type)));
  return vals;
}

// A region not tracked (no region, or one the context-bounded search
// leaves out until a counterexample needs it) reads as any value.
Val Encoder::readAt(State& s, Outputs& out, Operand addr, const Val& p, int64_t at, const Slot& slot, AccessType access) {
  auto r = regions_.regionOf(curFn_, addr, access);
  Val v{z3::expr(c_), z3::expr(c_)};
  if (r && tracks(*r)) {
    v = readCell(s.mem, *r, p, at, slot, out);
  } else {
    if (r && thread_) thread_->untracked.push_back({s.guard, *r});
    v = freshVal(slot);
    if (arith_.ints() && slot.kind == Kind::Int) out.facts.push_back(arith_.inRange(v.v, slot.bits));
  }
  // The ghost says which byte is 0, even where contents are abstracted.
  if (r && ghosted(*r) && slot.kind == Kind::Int && slot.bits == 8)
    out.facts.push_back(zeroRead(s.mem, *r, p, p.off + arith_.offNum(at), v.v));
  return v;
}

void Encoder::store(State& s, Outputs& out, Operand addr, TypeId ty, const std::vector<Val>& leaves) {
  const Type& t = prog_.types[ty];
  Val p = get(s, addr, Slot{Kind::Ptr, arith_.ptrBits()});
  checkAccess(s, out, p, arith_.offNum(static_cast<int64_t>(t.size)), true);
  for (size_t k = 0; k < t.leaves.size(); ++k) {
    const Leaf& l = t.leaves[k];
    writeAt(s, addr, p, static_cast<int64_t>(l.offset), leaves[k], slotOf(prog_, l.type), accessOf(prog_, l.type));
  }
}

Val Encoder::loadWord(State& s, Outputs& out, Operand addr, const Slot& slot, int64_t at) {
  Val p = get(s, addr, Slot{Kind::Ptr, arith_.ptrBits()});
  checkAccess(s, out, p, arith_.offNum(at + slot.bits / 8), false);
  return readAt(s, out, addr, p, at, slot, AccessType{slot.kind, slot.bits / 8});
}

void Encoder::storeWord(State& s, Outputs& out, Operand addr, const Val& v, const Slot& slot, int64_t at) {
  Val p = get(s, addr, Slot{Kind::Ptr, arith_.ptrBits()});
  checkAccess(s, out, p, arith_.offNum(at + slot.bits / 8), true);
  writeAt(s, addr, p, at, v, slot, AccessType{slot.kind, slot.bits / 8});
}

// The ghost of a string's terminator follows every write, tracked or not.
void Encoder::writeAt(State& s, Operand addr, const Val& p, int64_t at, const Val& v, const Slot& slot, AccessType access) {
  auto r = regions_.regionOf(curFn_, addr, access);
  if (!r) return;
  if (ghosted(*r)) {
    z3::expr allZero = slot.kind == Kind::Int    ? v.v == arith_.num(0, slot.bits)
                       : slot.kind == Kind::Bool ? !v.v
                                                 : c_.bool_val(false);
    zeroWrite(s.mem, *r, p.v, p.off + arith_.offNum(at), arith_.offNum(static_cast<int64_t>(access.bytes)), allZero);
  }
  if (tracks(*r)) writeCell(s.mem, *r, p, at, v, slot);
}

Val Encoder::allocate(State& s, Status kind, const z3::expr& size, Operand node, bool zeroed) {
  z3::expr o = s.mem.next;
  s.mem.next = o + arith_.objNum(1);
  s.mem.status = z3::store(s.mem.status, o, statusVal(kind));
  s.mem.size = z3::store(s.mem.size, o, size);
  if (kind == Status::Heap) s.mem.heapLive = s.mem.heapLive + (arith_.ints() ? c_.int_val(1) : c_.bv_val(1, 32));
  for (uint32_t r : regions_.regionsOf(curFn_, node))
    zeroSet(s.mem, r, o, zeroed ? z3::ite(size > arith_.offNum(0), arith_.offNum(0), zeroNone()) : zeroNone());
  if (zeroed)
    for (uint32_t r : regions_.regionsOf(curFn_, node)) {
      if (!tracks(r)) continue;
      const Region& reg = regions_.regions()[r];
      s.mem.cells[r] = z3::store(s.mem.cells[r], o,
                                 z3::const_array(arith_.offSort(), reg.cell == CellKind::Pointer ? arith_.objNum(0) : pattern(r, arith_.num(0, 8))));
      if (reg.cell != CellKind::Scalar)
        s.mem.aux[r] = z3::store(s.mem.aux[r], o, z3::const_array(arith_.offSort(), reg.cell == CellKind::Bytes ? arith_.objNum(0) : arith_.offNum(0)));
    }
  return Val{o, arith_.offNum(0)};
}

void Encoder::release(State& s, Outputs& out, const Val& p) {
  z3::expr isNull = p.v == arith_.objNum(0) && p.off == arith_.offNum(0);
  z3::expr st = z3::select(s.mem.status, p.v);
  check(s, out, !isNull && st == statusVal(Status::Freed), sem::ErrorKind::DoubleFree, "double free");
  check(s, out, !isNull && (st != statusVal(Status::Heap) || p.off != arith_.offNum(0)), sem::ErrorKind::InvalidFree,
        "free of a pointer that is not the start of a live heap block");
  s.mem.status = z3::ite(isNull, s.mem.status, z3::store(s.mem.status, p.v, statusVal(Status::Freed)));
  z3::expr one = arith_.ints() ? c_.int_val(1) : c_.bv_val(1, 32);
  s.mem.heapLive = z3::ite(isNull, s.mem.heapLive, s.mem.heapLive - one);
}

void Encoder::havoc(Mem& m, const std::vector<uint32_t>& regions, const z3::expr& obj) {
  for (uint32_t r : regions) {
    zeroSet(m, r, obj, zeroNone());
    if (!tracks(r)) continue;
    m.cells[r] = z3::store(m.cells[r], obj, freshConst(c_.array_sort(arith_.offSort(), cellSort(r)), "havoc"));
    if (static_cast<Z3_ast>(m.aux[r]))
      m.aux[r] = z3::store(m.aux[r], obj, freshConst(c_.array_sort(arith_.offSort(), auxSort(r)), "havoc"));
  }
}

void Encoder::fill(State& s, Outputs& out, Operand dst, const z3::expr& byte, const z3::expr& n) {
  Val p = get(s, dst, Slot{Kind::Ptr, arith_.ptrBits()});
  checkAccess(s, out, p, n, true);
  std::vector<uint32_t> regions = regions_.regionsOf(curFn_, dst);
  for (uint32_t r : regions) zeroWrite(s.mem, r, p.v, p.off, n, byte == arith_.num(0, 8));
  int64_t count;
  if (n.is_numeral_i64(count) && count >= 0 && count <= kUnrollBytes) {
    for (uint32_t r : regions) {
      if (!tracks(r)) continue;
      const Region& reg = regions_.regions()[r];
      for (int64_t k = 0; k < count; ++k) {
        if (reg.cell == CellKind::Bytes) {
          writeCell(s.mem, r, p, k, Val{byte, z3::expr(c_)}, Slot{Kind::Int, 8});
        } else if (reg.cell == CellKind::Pointer) {
          writeCell(s.mem, r, p, k, Val{arith_.objNum(0), pattern(r, byte)}, Slot{Kind::Ptr, arith_.ptrBits()});
        } else {
          writeCell(s.mem, r, p, k, Val{pattern(r, byte), z3::expr(c_)}, Slot{reg.scalar, reg.bits});
        }
      }
    }
    return;
  }
  // The whole object at once; anything else leaves what it wrote unknown.
  z3::expr whole = p.off == arith_.offNum(0) && n == z3::select(s.mem.size, p.v);
  for (uint32_t r : regions) {
    if (!tracks(r)) continue;
    const Region& reg = regions_.regions()[r];
    Mem h = s.mem;
    havoc(h, {r}, p.v);
    z3::expr cell = reg.cell == CellKind::Pointer ? arith_.objNum(0) : pattern(r, byte);
    s.mem.cells[r] = z3::ite(whole, z3::store(s.mem.cells[r], p.v, z3::const_array(arith_.offSort(), cell)), h.cells[r]);
    if (reg.cell != CellKind::Scalar) {
      z3::expr a = reg.cell == CellKind::Bytes ? arith_.objNum(0) : pattern(r, byte);
      s.mem.aux[r] = z3::ite(whole, z3::store(s.mem.aux[r], p.v, z3::const_array(arith_.offSort(), a)), h.aux[r]);
    }
  }
}

void Encoder::copy(State& s, Outputs& out, Operand dst, Operand src, const z3::expr& n) {
  Val d = get(s, dst, Slot{Kind::Ptr, arith_.ptrBits()});
  Val p = get(s, src, Slot{Kind::Ptr, arith_.ptrBits()});
  checkAccess(s, out, p, n, false);
  checkAccess(s, out, d, n, true);
  std::vector<uint32_t> regions = regions_.regionsOf(curFn_, dst);
  for (uint32_t r : regions_.regionsOf(curFn_, src))
    if (std::find(regions.begin(), regions.end(), r) == regions.end()) regions.push_back(r);
  for (uint32_t r : regions) zeroCopy(s.mem, r, d, p, n);
  int64_t count;
  if (n.is_numeral_i64(count) && count >= 0 && count <= kUnrollBytes) {
    for (uint32_t r : regions) {
      if (!tracks(r)) continue;
      const Region& reg = regions_.regions()[r];
      // Read everything first: memmove's overlapping copy.
      std::vector<z3::expr> cells, aux;
      for (int64_t k = 0; k < count; ++k) {
        z3::expr at = p.off + arith_.offNum(k);
        cells.push_back(z3::select(z3::select(s.mem.cells[r], p.v), at));
        if (reg.cell != CellKind::Scalar) aux.push_back(z3::select(z3::select(s.mem.aux[r], p.v), at));
      }
      z3::expr inner = z3::select(s.mem.cells[r], d.v);
      for (int64_t k = 0; k < count; ++k) inner = z3::store(inner, d.off + arith_.offNum(k), cells[k]);
      s.mem.cells[r] = z3::store(s.mem.cells[r], d.v, inner);
      if (reg.cell != CellKind::Scalar) {
        z3::expr ia = z3::select(s.mem.aux[r], d.v);
        for (int64_t k = 0; k < count; ++k) ia = z3::store(ia, d.off + arith_.offNum(k), aux[k]);
        s.mem.aux[r] = z3::store(s.mem.aux[r], d.v, ia);
      }
    }
    return;
  }
  z3::expr whole = d.off == arith_.offNum(0) && p.off == arith_.offNum(0) && n == z3::select(s.mem.size, d.v) &&
                   n == z3::select(s.mem.size, p.v);
  for (uint32_t r : regions) {
    if (!tracks(r)) continue;
    Mem h = s.mem;
    havoc(h, {r}, d.v);
    s.mem.cells[r] = z3::ite(whole, z3::store(s.mem.cells[r], d.v, z3::select(s.mem.cells[r], p.v)), h.cells[r]);
    if (static_cast<Z3_ast>(s.mem.aux[r]))
      s.mem.aux[r] = z3::ite(whole, z3::store(s.mem.aux[r], d.v, z3::select(s.mem.aux[r], p.v)), h.aux[r]);
  }
}

}  // namespace ferret::smt
