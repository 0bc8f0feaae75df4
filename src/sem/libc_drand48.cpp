// The <stdlib.h> 48-bit generators as glibc computes them: X' = a X + c
// mod 2^48, a = 0x5DEECE66D and c = 11 until lcong48 changes them, the
// state 0 before any seeding.  drand48 is X'/2^48, lrand48 X' >> 17 and
// mrand48 the signed 32 bits X' >> 16; erand48, nrand48 and jrand48 step a
// state the program holds (unsigned short[3]).  Unlike rand, whose values
// are an input that `verify` covers whatever the seed, these are computed
// exactly in every engine: the state is a library cell (so saved, restored
// and hashed with memory), and a program seeding from time() gets its
// variety from the time, which is an input.
#include <cmath>
#include <cstring>

#include "sem/libc.hpp"

namespace ferret::sem {

namespace {

constexpr uint64_t kMask48 = (uint64_t{1} << 48) - 1;
constexpr uint64_t kA = 0x5DEECE66D, kC = 0xB;
// The cell: X, a and c (each 8 bytes), whether a and c were set, and
// seed48's buffer of the old X (three unsigned shorts).
constexpr uint64_t kX = 0, kAOff = 8, kCOff = 16, kInit = 24, kOld = 26, kCellBytes = 32;

struct Rand48 {
  Call& c;
  mem::Object& cell;
  explicit Rand48(Call& call)
      : c(call), cell(call.ex.memory().obj(call.ex.libraryCell("drand48", kCellBytes))) {}
  uint64_t get(uint64_t off) const {
    uint64_t v;
    std::memcpy(&v, cell.data() + off, 8);
    return v;
  }
  void put(uint64_t off, uint64_t v, unsigned bytes = 8) {
    uint8_t defined[8] = {};
    c.ex.memory().write(cell, off, reinterpret_cast<const uint8_t*>(&v), defined, bytes);
  }
  void setParameters(uint64_t a, uint64_t inc) {
    put(kAOff, a);
    put(kCOff, inc);
    put(kInit, 1, 1);
  }
  // glibc's __drand48_iterate: a and c are set on first use.
  uint64_t step(uint64_t x) {
    if (!get(kInit)) setParameters(kA, kC);
    return (x * get(kAOff) + get(kCOff)) & kMask48;
  }
};

// Three unsigned shorts at p, low word first, checked as a read (and a
// write when `write`).
uint64_t loadState(Call& c, const Word& p, bool write) {
  uint64_t off;
  const mem::Object& o = c.ex.access(p, 6, write, off, fnName(c));
  for (unsigned k = 0; k < 6; ++k)
    if (o.undef()[off + k]) c.ex.fail(ErrorKind::Uninitialized, fmt::format("{} reads an uninitialised byte", fnName(c)));
  uint64_t x = 0;
  std::memcpy(&x, o.data() + off, 6);
  return x;
}
void storeState(Call& c, const Word& p, uint64_t x) {
  std::string bytes(reinterpret_cast<const char*>(&x), 6);
  c.ex.writeBytes(p, bytes, fnName(c));
}

// What the three kinds return from the new state.
void result(Call& c, uint64_t x) {
  char kind = fnName(c)[0];
  if (kind == 'd' || kind == 'e') {
    if (c.dst != ir::kNoOperand) writeFloat(&c.ret(), c.ex.program().type(c.retType).kind, std::ldexp(static_cast<double>(x), -48), 0);
    return;
  }
  if (kind == 'l' || kind == 'n') return setRet(c, x >> 17);
  setRet(c, static_cast<uint64_t>(static_cast<int64_t>(static_cast<int32_t>(x >> 16))));
}

// drand48, lrand48, mrand48: the library's state.
void m_rand48(Call& c) {
  Rand48 r(c);
  uint64_t x = r.step(r.get(kX));
  r.put(kX, x);
  result(c, x);
}
// erand48, nrand48, jrand48: the program's state.
void m_rand48State(Call& c) {
  const Word& p = argDefined(c, 0);
  Rand48 r(c);
  uint64_t x = r.step(loadState(c, p, true));
  storeState(c, p, x);
  result(c, x);
}
void m_srand48(Call& c) {
  Rand48 r(c);
  r.put(kX, (intArg(c, 0, "srand48") & 0xffffffff) << 16 | 0x330E);
  r.setParameters(kA, kC);
}
// seed48: the new state from the program's three shorts; returns the old
// one in the library's buffer.
void m_seed48(Call& c) {
  uint64_t x = loadState(c, argDefined(c, 0), false);
  Rand48 r(c);
  r.put(kOld, r.get(kX), 6);
  r.put(kX, x);
  r.setParameters(kA, kC);
  setRetPtr(c, c.ex.pointerTo(c.ex.libraryCell("drand48", kCellBytes), kOld));
}
// lcong48: X, a and c from seven unsigned shorts.
void m_lcong48(Call& c) {
  const Word& p = argDefined(c, 0);
  uint64_t x = loadState(c, p, false), a = loadState(c, offsetPtr(p, 6), false);
  uint64_t off;
  const mem::Object& o = c.ex.access(offsetPtr(p, 12), 2, false, off, "lcong48");
  if (o.undef()[off] || o.undef()[off + 1]) c.ex.fail(ErrorKind::Uninitialized, "lcong48 reads an uninitialised byte");
  uint16_t inc;
  std::memcpy(&inc, o.data() + off, 2);
  Rand48 r(c);
  r.put(kX, x);
  r.setParameters(a, inc);
}

const ModelEntry kRand48Models[] = {
    {"drand48", m_rand48},       {"lrand48", m_rand48},       {"mrand48", m_rand48},
    {"erand48", m_rand48State},  {"nrand48", m_rand48State},  {"jrand48", m_rand48State},
    {"srand48", m_srand48},      {"seed48", m_seed48},        {"lcong48", m_lcong48},
};

}  // namespace

Model findRand48Model(std::string_view name) { return lookupModel(kRand48Models, name); }

}  // namespace ferret::sem
