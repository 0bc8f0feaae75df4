// The collapse table of the exact visited set (SPIN's COLLAPSE): a state is
// cut into components (the globals-and-frames summary, each frame, each
// object), and each distinct component is stored once and named by a small
// number.  Components are compared by content, so two different components
// never share a number.
#pragma once

#include <absl/container/flat_hash_set.h>

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace ferret::state {

class ComponentTable {
 public:
  static constexpr size_t kMaxComponents = 0x7fffffff;
  ComponentTable();
  // The hasher and comparator hold a pointer to the table.
  ComponentTable(const ComponentTable&) = delete;
  ComponentTable& operator=(const ComponentTable&) = delete;

  // The number of these bytes, stored on first sight.
  uint32_t intern(std::string_view bytes);
  std::string_view at(uint32_t id) const;
  size_t size() const { return where_.size(); }
  // Everything the table holds: the byte chunks allocated, the id → place
  // array's capacity, and the hash index (one 4-byte slot and one control
  // byte per bucket).
  uint64_t storedBytes() const;

 private:
  struct Key {
    std::string_view bytes;
    uint64_t hash;
  };
  struct Hash {
    using is_transparent = void;
    const ComponentTable* t;
    size_t operator()(const Key& k) const { return k.hash; }
    size_t operator()(uint32_t id) const;
  };
  struct Eq {
    using is_transparent = void;
    const ComponentTable* t;
    bool operator()(uint32_t a, uint32_t b) const { return a == b; }
    bool operator()(uint32_t a, const Key& k) const { return t->at(a) == k.bytes; }
    bool operator()(const Key& k, uint32_t a) const { return t->at(a) == k.bytes; }
  };
  // Components live in chunks (never moved, so views stay valid), each
  // preceded by its length.
  static constexpr size_t kChunk = 1 << 20;
  std::vector<std::unique_ptr<uint8_t[]>> chunks_;
  std::vector<size_t> chunkSizes_;
  size_t used_ = 0;  // in the last chunk
  std::vector<const uint8_t*> where_;
  absl::flat_hash_set<uint32_t, Hash, Eq> index_;
};

}  // namespace ferret::state
