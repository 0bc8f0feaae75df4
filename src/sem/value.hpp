// A register word: raw bits, which bits are undefined, and the object the
// value was derived from (its provenance), so pointers survive integer casts.
#pragma once

#include <cstdint>
#include <cstring>
#include <optional>

#include "ir/program.hpp"
#include "memory/memory.hpp"

namespace ferret::sem {

struct Word {
  uint64_t v = 0;
  uint64_t u = 0;        // 1 bits are undefined
  mem::ObjId p = mem::kNoObj;
};

inline uint64_t maskOf(unsigned bits) { return bits >= 64 ? ~0ull : ((1ull << bits) - 1); }
// The bytes of n elements of `size` (calloc, reallocarray), or nothing when
// the product does not fit the program's size_t: the C library returns NULL.
inline std::optional<uint64_t> arrayBytes(uint64_t n, uint64_t size, unsigned ptrBits) {
  uint64_t total;
  if (__builtin_mul_overflow(n, size, &total) || total > maskOf(ptrBits)) return std::nullopt;
  return total;
}
inline int64_t sext(uint64_t v, unsigned bits) {
  if (bits >= 64) return static_cast<int64_t>(v);
  unsigned sh = 64 - bits;
  return static_cast<int64_t>(v << sh) >> sh;
}

// A float or double held in a word: floats in the low 32 bits.
inline double wordToDouble(const Word& w, bool isFloat) {
  if (isFloat) {
    float f;
    uint32_t b = static_cast<uint32_t>(w.v);
    std::memcpy(&f, &b, 4);
    return f;
  }
  double d;
  std::memcpy(&d, &w.v, 8);
  return d;
}

inline Word doubleToWord(double d, bool isFloat, bool undef = false) {
  if (isFloat) {
    float f = static_cast<float>(d);
    uint32_t b;
    std::memcpy(&b, &f, 4);
    return Word{b, undef ? 0xffffffffull : 0, mem::kNoObj};
  }
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return Word{b, undef ? ~0ull : 0, mem::kNoObj};
}

// A floating value of IR kind `k` held in w[0] (float, double) or w[0..1]
// (x86_fp80: the low 64 bits, then the sign and exponent).
inline long double readFloat(const Word* w, ir::TypeKind k) {
  if (k != ir::TypeKind::FP80) return wordToDouble(w[0], k == ir::TypeKind::Float);
  long double ld = 0;
  unsigned char buf[16] = {};
  std::memcpy(buf, &w[0].v, 8);
  std::memcpy(buf + 8, &w[1].v, 2);
  std::memcpy(&ld, buf, 10);
  return ld;
}
inline void writeFloat(Word* w, ir::TypeKind k, long double x, uint64_t undef) {
  if (k != ir::TypeKind::FP80) {
    w[0] = doubleToWord(static_cast<double>(x), k == ir::TypeKind::Float, undef);
    return;
  }
  unsigned char buf[16] = {};
  std::memcpy(buf, &x, 10);
  uint64_t lo, hi = 0;
  std::memcpy(&lo, buf, 8);
  std::memcpy(&hi, buf + 8, 2);
  w[0] = Word{lo, undef ? ~0ull : 0, mem::kNoObj};
  w[1] = Word{hi, undef ? 0xffffull : 0, mem::kNoObj};
}

}  // namespace ferret::sem
