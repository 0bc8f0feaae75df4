// The terminator ghost (Mem::zero).  A loop that walks a string to its
// zero byte, `while (*s) s++`, stays in bounds because some offset at or
// after s below the object's size holds 0: a fact about the object's bytes
// that Spacer cannot state over an array of contents (it would need a
// quantifier), nor at all when contents are abstracted.  The ghost names
// that offset: per object, an offset the encoding knows holds a zero byte,
// or -1.  Every write to the region keeps that true (a zero byte written
// moves it there, anything else written over it forgets it), so in every
// run the byte loaded at the ghost's offset is 0, and the loop's
// invariant becomes linear: offset(s) <= zero[object(s)] < size[object(s)].
//
// The ghost is the region's, as its contents are: the memory model is
// sound only if a load sees the writes to its own region, and so is the
// ghost.  It changes exactly where the region's contents do, so frames
// (frames.cpp) cover it as they cover the contents.
#include "engines/smt/encoder.hpp"

namespace ferret::smt {

using namespace ferret::ir;

// Horn clauses over integers only: Spacer over bit-vectors met an internal
// assertion of Z3 4.8.12 with the ghost (a string loop without its
// terminator), and bounded model checking tracks contents exactly anyway.
bool Encoder::ghosted(uint32_t r) const {
  if (!opts_.chc || !arith_.ints()) return false;
  const Region& reg = regions_.regions()[r];
  return reg.cell == CellKind::Bytes || (reg.cell == CellKind::Scalar && reg.scalar == Kind::Int && reg.bits == 8);
}

void Encoder::zeroInitial(Mem& m) {
  for (uint32_t r = 0; r < m.zero.size(); ++r)
    if (ghosted(r)) m.zero[r] = z3::const_array(arith_.objSort(), zeroNone());
  for (uint32_t g = 0; g < prog_.globals.size(); ++g) {
    const Global& gl = prog_.globals[g];
    if (!gl.defined) continue;
    // The first byte of the initialiser that is 0 and no pointer's.
    auto relocated = [&](uint64_t i) {
      for (const Reloc& rl : gl.relocs)
        if (i >= rl.offset && i < rl.offset + prog_.ptrBytes) return true;
      return false;
    };
    uint64_t at = 0;
    while (at < gl.size && ((at < gl.init.size() && gl.init[at]) || relocated(at))) ++at;
    if (at == gl.size) continue;
    for (uint32_t r : regions_.regionsOfNode(pt_.globalNode(g)))
      if (ghosted(r)) zeroSet(m, r, arith_.objNum(1 + g), arith_.offNum(static_cast<int64_t>(at)));
  }
}

void Encoder::zeroSet(Mem& m, uint32_t r, const z3::expr& obj, const z3::expr& at) {
  if (ghosted(r)) m.zero[r] = z3::store(m.zero[r], obj, at);
}

void Encoder::zeroWrite(Mem& m, uint32_t r, const z3::expr& obj, const z3::expr& off, const z3::expr& n,
                        const z3::expr& allZero) {
  if (!ghosted(r)) return;
  z3::expr old = z3::select(m.zero[r], obj);
  int64_t count = 0;
  z3::expr over = n.is_numeral_i64(count) && count == 1 ? old == off : old >= off && old < off + n;
  z3::expr now = z3::ite(over, zeroNone(), old);
  if (!allZero.is_false()) now = z3::ite(allZero && n > arith_.offNum(0), off, now);
  zeroSet(m, r, obj, now);
}

void Encoder::zeroCopy(Mem& m, uint32_t r, const Val& dst, const Val& src, const z3::expr& n) {
  if (!ghosted(r)) return;
  // Both read before the write: an overlapping copy moves the old byte.
  z3::expr from = z3::select(m.zero[r], src.v), old = z3::select(m.zero[r], dst.v);
  z3::expr kept = z3::ite(old >= dst.off && old < dst.off + n, zeroNone(), old);
  zeroSet(m, r, dst.v, z3::ite(from >= src.off && from < src.off + n, dst.off + (from - src.off), kept));
}

z3::expr Encoder::zeroRead(const Mem& m, uint32_t r, const Val& p, const z3::expr& off, const z3::expr& v) {
  return z3::implies(z3::select(m.zero[r], p.v) == off && off >= arith_.offNum(0), v == arith_.num(0, 8));
}

}  // namespace ferret::smt
