#include "state/tree.hpp"

#include <sys/mman.h>

#include <new>
#include <stdexcept>

namespace ferret::state {

TreeTable::Slots::Slots(size_t n) : n_(n) {
  size_t bytes = n * sizeof(Slot);
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  if (bytes >= (2u << 20)) madvise(p, bytes, MADV_HUGEPAGE);
  p_ = static_cast<Slot*>(p);
}

TreeTable::Slots& TreeTable::Slots::operator=(Slots&& o) noexcept {
  std::swap(p_, o.p_);
  std::swap(n_, o.n_);
  return *this;
}

TreeTable::Slots::~Slots() {
  if (p_) munmap(p_, n_ * sizeof(Slot));
}

TreeTable::TreeTable() : slots_(1024), recent_(size_t{1} << kRecentBits) {}

uint64_t TreeTable::hash(uint32_t a, uint32_t b) {
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
  Slots old = std::exchange(slots_, Slots(slots_.size() * 2));
  size_t mask = slots_.size() - 1;
  for (const Slot& s : old) {
    if (!s.id1) continue;
    size_t i = hash(s.a, s.b) & mask;
    while (slots_[i].id1) i = (i + 1) & mask;
    slots_[i] = s;
  }
}

uint32_t TreeTable::node(uint32_t a, uint32_t b, uint64_t h) {
  size_t mask = slots_.size() - 1;
  for (size_t i = h & mask;; i = (i + 1) & mask) {
    Slot& s = slots_[i];
    if (s.id1) {
      if (s.a == a && s.b == b) return s.id1 - 1;
      continue;
    }
    if (count_ == kLeaf) throw std::length_error("the visited set is full (2^31 tree nodes)");
    uint32_t id = count_++;
    s = Slot{a, b, id + 1};
    // At most 3/4 full, so probe runs stay short.
    if (4 * uint64_t(count_) > 3 * slots_.size()) grow();
    return id;
  }
}

bool TreeTable::insert(std::span<const uint32_t> leaves) {
  level_.clear();
  for (uint32_t c : leaves) level_.push_back(c | kLeaf);
  // A lone component is paired with a number no component has.
  if (level_.size() == 1) level_.push_back(~0u);
  for (size_t depth = 0; level_.size() > 1; ++depth) {
    if (memo_.size() <= depth) memo_.emplace_back();
    std::vector<Slot>& memo = memo_[depth];
    size_t pairs = level_.size() / 2;
    if (memo.size() < pairs) memo.resize(pairs);
    next_.resize(pairs);
    pending_.clear();
    size_t mask = slots_.size() - 1;
    for (size_t i = 0; i < pairs; ++i) {
      uint32_t a = level_[2 * i], b = level_[2 * i + 1];
      if (memo[i].a == a && memo[i].b == b) {
        next_[i] = memo[i].id1 - 1;
        continue;
      }
      uint64_t h = hash(a, b);
      const Slot& r = recent_[h >> (64 - kRecentBits)];
      if (r.a == a && r.b == b) {
        memo[i] = r;
        next_[i] = r.id1 - 1;
        continue;
      }
      __builtin_prefetch(&slots_[h & mask]);
      pending_.push_back(Pending{static_cast<uint32_t>(i), h});
    }
    for (const Pending& p : pending_) {
      uint32_t a = level_[2 * p.at], b = level_[2 * p.at + 1];
      uint32_t id = node(a, b, p.hash);
      memo[p.at] = recent_[p.hash >> (64 - kRecentBits)] = Slot{a, b, id + 1};
      next_[p.at] = id;
    }
    if (level_.size() % 2) next_.push_back(level_.back());
    std::swap(level_, next_);
  }
  uint32_t root = level_[0];
  if (roots_.size() <= root >> 6) roots_.resize(std::max<size_t>(roots_.size() * 2, (root >> 6) + 1), 0);
  uint64_t bit = 1ull << (root & 63);
  bool fresh = !(roots_[root >> 6] & bit);
  roots_[root >> 6] |= bit;
  return fresh;
}

uint64_t TreeTable::storedBytes() const {
  return slots_.size() * sizeof(Slot) + roots_.capacity() * sizeof(uint64_t);
}

}  // namespace ferret::state
