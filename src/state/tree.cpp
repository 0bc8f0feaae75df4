#include "state/tree.hpp"

#include <bit>
#include <stdexcept>
#include <utility>

namespace ferret::state {

TreeTable::TreeTable() : slots_(1024) {}

size_t TreeTable::hash(uint32_t a, uint32_t b) {
  // MurmurHash3's finaliser: every input bit reaches every output bit.
  uint64_t h = uint64_t(a) << 32 | b;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 33;
  return h;
}

void TreeTable::grow() {
  std::vector<Slot> old = std::exchange(slots_, std::vector<Slot>(slots_.size() * 2));
  size_t mask = slots_.size() - 1;
  for (const Slot& s : old) {
    if (s.a == ~0u && s.b == ~0u) continue;
    size_t i = hash(s.a, s.b) & mask;
    while (slots_[i].a != ~0u || slots_[i].b != ~0u) i = (i + 1) & mask;
    slots_[i] = s;
  }
}

uint32_t TreeTable::node(uint32_t a, uint32_t b) {
  size_t mask = slots_.size() - 1;
  for (size_t i = hash(a, b) & mask;; i = (i + 1) & mask) {
    Slot& s = slots_[i];
    if (s.a == a && s.b == b) return s.id;
    if (s.a != ~0u || s.b != ~0u) continue;
    if (count_ == kLeaf) throw std::length_error("the visited set is full (2^31 tree nodes)");
    s = Slot{a, b, count_++};
    uint32_t id = s.id;
    // At most 3/4 full, so probe runs stay short.
    if (4 * uint64_t(count_) > 3 * slots_.size()) grow();
    return id;
  }
}

uint32_t TreeTable::remember(Memo& m, uint32_t a, uint32_t b) {
  if (m.a != a || m.b != b) {
    m.id = node(a, b);
    m.a = a;
    m.b = b;
  }
  return m.id;
}

uint32_t TreeTable::build(const uint32_t* leaves, size_t lo, size_t n, size_t total) {
  if (n == 1) return leaves[lo] | kLeaf;
  size_t half = std::bit_floor(n - 1);
  uint32_t a = build(leaves, lo, half, total);
  uint32_t b = build(leaves, lo + half, n - half, total);
  if (std::has_single_bit(n)) {
    unsigned level = std::countr_zero(n);
    if (perfect_.size() <= level) perfect_.resize(level + 1);
    auto& row = perfect_[level];
    size_t i = lo >> level;
    if (row.size() <= i) row.resize(i + 1);
    return remember(row[i], a, b);
  }
  return remember(spine_[uint64_t(total) << 32 | lo], a, b);
}

bool TreeTable::insert(std::span<const uint32_t> leaves) {
  // A lone component is paired with a number no component has.
  uint32_t root = leaves.size() == 1 ? node(leaves[0] | kLeaf, ~0u) : build(leaves.data(), 0, leaves.size(), leaves.size());
  if (roots_.size() <= root >> 6) roots_.resize(std::max<size_t>(roots_.size() * 2, (root >> 6) + 1), 0);
  uint64_t bit = 1ull << (root & 63);
  bool fresh = !(roots_[root >> 6] & bit);
  roots_[root >> 6] |= bit;
  return fresh;
}

uint64_t TreeTable::storedBytes() const {
  return slots_.capacity() * sizeof(Slot) + roots_.capacity() * sizeof(uint64_t);
}

}  // namespace ferret::state
