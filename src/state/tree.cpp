#include "state/tree.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <new>
#include <stdexcept>

namespace ferret::state {

namespace {

constexpr size_t kHugePage = 2 << 20;

}  // namespace

size_t TreeTable::Slots::mappedBytes(size_t n) {
  // From half a huge page on, whole huge pages, aligned.
  size_t bytes = n * sizeof(Slot);
  return bytes < kHugePage / 2 ? bytes : (bytes + kHugePage - 1) / kHugePage * kHugePage;
}

TreeTable::Slots::Slots(size_t n) : n_(n) {
  size_t bytes = mappedBytes(n);
  bool huge = bytes % kHugePage == 0;
  size_t extra = huge ? kHugePage : 0;
  void* p = mmap(nullptr, bytes + extra, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  // As operator new does: the new handler (the watchdog's reserve and stop
  // flag) may make room, else the allocation fails.
  while (p == MAP_FAILED) {
    std::new_handler h = std::get_new_handler();
    if (!h) throw std::bad_alloc();
    h();
    p = mmap(nullptr, bytes + extra, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  }
  auto* base = static_cast<uint8_t*>(p);
  if (huge) {
    uint8_t* aligned = base + (-reinterpret_cast<uintptr_t>(base) & (kHugePage - 1));
    if (aligned > base) munmap(base, aligned - base);
    if (aligned < base + extra) munmap(aligned + bytes, base + extra - aligned);
    madvise(aligned, bytes, MADV_HUGEPAGE);
    base = aligned;
  }
  p_ = reinterpret_cast<Slot*>(base);
}

TreeTable::Slots& TreeTable::Slots::operator=(Slots&& o) noexcept {
  std::swap(p_, o.p_);
  std::swap(n_, o.n_);
  return *this;
}

TreeTable::Slots::~Slots() {
  if (p_) munmap(p_, mappedBytes(n_));
}

TreeTable::TreeTable() : slots_(1024), recent_(size_t{1} << kRecentBits) {
  std::fill(recent_.begin(), recent_.end(), Slot{});
}

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

std::pair<bool, uint32_t> TreeTable::insert(std::span<const uint32_t> leaves) {
  // Each level is built in place: the pair at 2i and 2i + 1 becomes node i.
  size_t n = leaves.size();
  level_.resize(n + 1);
  uint32_t* at = level_.data();
  for (size_t i = 0; i < n; ++i) at[i] = leaves[i] | kLeaf;
  // A lone component is paired with a number no component has.
  if (n == 1) at[n++] = ~0u;
  Slot* recent = recent_.begin();
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
  return {fresh, root};
}

uint64_t TreeTable::storedBytes() const {
  return slots_.bytes() + roots_.capacity() * sizeof(uint64_t);
}

}  // namespace ferret::state
