// A register word: raw bits, which bits are undefined, and the object the
// value was derived from (its provenance), so pointers survive integer casts.
#pragma once

#include <cstdint>

#include "memory/memory.hpp"

namespace ferret::sem {

struct Word {
  uint64_t v = 0;
  uint64_t u = 0;        // 1 bits are undefined
  mem::ObjId p = mem::kNoObj;
};

inline uint64_t maskOf(unsigned bits) { return bits >= 64 ? ~0ull : ((1ull << bits) - 1); }
inline int64_t sext(uint64_t v, unsigned bits) {
  if (bits >= 64) return static_cast<int64_t>(v);
  unsigned sh = 64 - bits;
  return static_cast<int64_t>(v << sh) >> sh;
}

}  // namespace ferret::sem
