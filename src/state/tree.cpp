#include "state/tree.hpp"

#include <bit>
#include <stdexcept>

namespace ferret::state {

TreeTable::TreeTable() : index_(0, Hash{this}, Eq{this}) {}

size_t TreeTable::Hash::operator()(Pair p) const {
  // MurmurHash3's finaliser: every input bit reaches every output bit.
  uint64_t h = p.v;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 33;
  return h;
}

uint32_t TreeTable::node(uint32_t a, uint32_t b) {
  Pair p{uint64_t(a) << 32 | b};
  auto it = index_.lazy_emplace(p, [&](const auto& ctor) {
    if (count_ == kLeaf) throw std::length_error("the visited set is full (2^31 tree nodes)");
    if ((count_ & ((1u << kChunkBits) - 1)) == 0) chunks_.emplace_back(new uint64_t[1u << kChunkBits]);
    chunks_.back()[count_ & ((1u << kChunkBits) - 1)] = p.v;
    ctor(count_++);
  });
  return *it;
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
  return chunks_.size() * (sizeof(uint64_t) << kChunkBits) + index_.capacity() * (sizeof(uint32_t) + 1) +
         roots_.capacity() * sizeof(uint64_t);
}

}  // namespace ferret::state
