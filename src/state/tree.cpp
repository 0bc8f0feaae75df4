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
  // Each level is built in place: the pair at 2i and 2i + 1 becomes node i.
  size_t n = leaves.size();
  level_.resize(n + 1);
  uint32_t* at = level_.data();
  for (size_t i = 0; i < n; ++i) at[i] = leaves[i] | kLeaf;
  // A lone component is paired with a number no component has.
  if (n == 1) at[n++] = ~0u;
  Slot* recent = recent_.data();
  for (size_t depth = 0; n > 1; ++depth) {
    size_t pairs = n / 2;
    if (memo_.size() <= depth) memo_.emplace_back();
    if (memo_[depth].size() < pairs) memo_[depth].resize(pairs);
    Slot* memo = memo_[depth].data();
    pending_.clear();
    for (size_t i = 0; i < pairs; ++i) {
      uint32_t a = at[2 * i], b = at[2 * i + 1];
      if (memo[i].a == a && memo[i].b == b) {
        at[i] = memo[i].id1 - 1;
        continue;
      }
      uint64_t h = hash(a, b);
      Slot& r = recent[h >> (64 - kRecentBits)];
      if (r.a == a && r.b == b) {
        memo[i] = r;
        at[i] = r.id1 - 1;
        continue;
      }
      __builtin_prefetch(&slots_[h & (slots_.size() - 1)]);
      pending_.push_back(Pending{static_cast<uint32_t>(i), a, b, h});
    }
    for (const Pending& p : pending_) {
      uint32_t id = node(p.a, p.b, p.hash);
      memo[p.at] = recent[p.hash >> (64 - kRecentBits)] = Slot{p.a, p.b, id + 1};
      at[p.at] = id;
    }
    if (n % 2) at[pairs] = at[n - 1];
    n = pairs + n % 2;
  }
  uint32_t root = at[0];
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
