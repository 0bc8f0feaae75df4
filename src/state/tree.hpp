// Tree compression of states (as in DIVINE and LTSmin): the vector of a
// state's component numbers is stored as a binary tree whose every node, a
// pair of children, is stored once.  A state that differs from a stored one
// in one component adds only the nodes on that component's path to the root,
// and states built from common parts share their subtrees.  It is exact:
// nodes are compared by their children, and a leaf is never taken for a
// node (leaf numbers carry a tag bit).
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace ferret::state {

class TreeTable {
 public:
  TreeTable();

  // Stores the state made of these components (at least one): whether it
  // was not stored before, and its root, a number no other state has.
  std::pair<bool, uint32_t> insert(std::span<const uint32_t> leaves);
  size_t nodes() const { return count_; }
  // Everything the table holds: its slots as mapped (12 bytes each: the
  // pair and the node's number; at most 3/4 in use) and the bit per node
  // that marks roots.  The memo of the last tree (working memory of one
  // state) and the cache of recent nodes (a fixed 2 MiB) are not counted.
  uint64_t storedBytes() const;

 private:
  static constexpr uint32_t kLeaf = 0x80000000u;
  // Open addressing with linear probing; a node is found by its children,
  // which sit in the slot with its number, so a lookup reads one place.
  struct Slot {
    // (~0, ~0) is no pair: ~0 is only ever a right child.
    uint32_t a = ~0u, b = ~0u;
    uint32_t id1 = 0;  // the node's number + 1; 0 in the table is an empty slot
  };
  // Slots, zero when allocated.  From 1 MiB on they sit on aligned huge
  // pages: probes land anywhere in tens of megabytes, and with 4 KiB pages
  // nearly each would also miss the TLB.
  class Slots {
   public:
    explicit Slots(size_t n);
    Slots(Slots&& o) noexcept : p_(std::exchange(o.p_, nullptr)), n_(std::exchange(o.n_, 0)) {}
    Slots& operator=(Slots&& o) noexcept;
    ~Slots();
    Slot& operator[](size_t i) { return p_[i]; }
    size_t size() const { return n_; }
    size_t bytes() const { return mappedBytes(n_); }
    Slot* begin() const { return p_; }
    Slot* end() const { return p_ + n_; }

   private:
    static size_t mappedBytes(size_t n);
    Slot* p_;
    size_t n_;
  };
  static uint64_t hash(uint32_t a, uint32_t b);
  // The number of node (a, b) whose hash is h, found or added.
  uint32_t node(uint32_t a, uint32_t b, uint64_t h);
  void grow();
  Slots slots_;
  uint32_t count_ = 0;

  // The tree is built a level at a time: pairs of neighbours, an odd last
  // one carried up.  A perfect subtree sits at the same place whatever the
  // number of leaves, so the node built last time at each place (level,
  // index) is remembered, and an unchanged subtree costs a comparison.
  // Pairs that differ from it are looked up in a cache of recently used
  // nodes, one huge page (a depth-first search meets the same subtrees
  // again soon), and only those missing there go to the table, whose slots
  // for the whole level are prefetched before any is probed: the table is
  // far larger than the processor's caches.
  std::vector<std::vector<Slot>> memo_;
  static constexpr unsigned kRecentBits = 17;
  Slots recent_;
  std::vector<uint32_t> level_;
  struct Pending {
    uint32_t at, a, b;  // the pair (a, b) at place `at` of its level
    uint64_t hash;
  };
  std::vector<Pending> pending_;

  std::vector<uint64_t> roots_;  // bit per node: some stored state's root
};

}  // namespace ferret::state
