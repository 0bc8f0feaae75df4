#include "state/components.hpp"

// Components are a few bytes to a few dozen: inlined, XXH3 takes a short
// path chosen by length instead of a call into the library.
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace ferret::state {

ComponentTable::ComponentTable() : index_(0, Hash{this}, Eq{this}) {}

size_t ComponentTable::Hash::operator()(uint32_t id) const {
  std::string_view b = t->at(id);
  return XXH3_64bits(b.data(), b.size());
}

std::string_view ComponentTable::at(uint32_t id) const {
  const uint8_t* p = where_[id];
  uint64_t n = 0;
  for (unsigned shift = 0;; shift += 7) {
    uint8_t b = *p++;
    n |= uint64_t(b & 0x7f) << shift;
    if (b < 0x80) break;
  }
  return {reinterpret_cast<const char*>(p), n};
}

uint32_t ComponentTable::intern(std::string_view bytes) {
  Key key{bytes, XXH3_64bits(bytes.data(), bytes.size())};
  auto it = index_.lazy_emplace(key, [&](const auto& ctor) {
    // The tree tags component numbers with the top bit and reserves 2^31 - 1.
    if (where_.size() >= kMaxComponents) throw std::length_error("the visited set is full (2^31 components)");
    uint8_t len[10];
    size_t k = 0;
    for (uint64_t n = bytes.size();; n >>= 7) {
      len[k++] = static_cast<uint8_t>(n < 0x80 ? n : (n & 0x7f) | 0x80);
      if (n < 0x80) break;
    }
    size_t need = k + bytes.size();
    if (chunks_.empty() || used_ + need > chunkSizes_.back()) {
      // Chunks grow from 4 KiB, so a small state space holds little slack.
      size_t size = std::max(need, chunks_.empty() ? size_t{4096} : std::min(kChunk, 2 * chunkSizes_.back()));
      chunks_.emplace_back(new uint8_t[size]);
      chunkSizes_.push_back(size);
      used_ = 0;
    }
    uint8_t* p = chunks_.back().get() + used_;
    std::memcpy(p, len, k);
    std::memcpy(p + k, bytes.data(), bytes.size());
    used_ += need;
    where_.push_back(p);
    ctor(static_cast<uint32_t>(where_.size() - 1));
  });
  return *it;
}

uint64_t ComponentTable::storedBytes() const {
  uint64_t chunks = 0;
  for (size_t s : chunkSizes_) chunks += s;
  return chunks + where_.capacity() * sizeof(const uint8_t*) + index_.capacity() * (sizeof(uint32_t) + 1);
}

}  // namespace ferret::state
