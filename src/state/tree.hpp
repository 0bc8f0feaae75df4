// Tree compression of states (as in DIVINE and LTSmin): the vector of a
// state's component numbers is stored as a binary tree whose every node, a
// pair of children, is stored once.  A state that differs from a stored one
// in one component adds only the nodes on that component's path to the root,
// and states built from common parts share their subtrees.  It is exact:
// nodes are compared by their children, and a leaf is never taken for a
// node (leaf numbers carry a tag bit).
#pragma once

#include <absl/container/flat_hash_map.h>

#include <cstdint>
#include <span>
#include <vector>

namespace ferret::state {

class TreeTable {
 public:
  TreeTable();

  // Stores the state made of these components (at least one); true if it
  // was not stored before.
  bool insert(std::span<const uint32_t> leaves);
  size_t nodes() const { return count_; }
  // Everything the table holds: its slots at capacity (12 bytes each: the
  // pair and the node's number) and the bit per node that marks roots.  The
  // memo of the last tree built is working memory of one state, not counted.
  uint64_t storedBytes() const;

 private:
  static constexpr uint32_t kLeaf = 0x80000000u;
  // Open addressing with linear probing; a node is found by its children,
  // which sit in the slot with its number, so a lookup reads one place.
  struct Slot {
    uint32_t a = ~0u, b = ~0u;  // (~0, ~0) is no node: ~0 is only ever a right child
    uint32_t id = 0;
  };
  static size_t hash(uint32_t a, uint32_t b);
  uint32_t node(uint32_t a, uint32_t b);
  void grow();
  std::vector<Slot> slots_;
  uint32_t count_ = 0;

  // The node built last time at each place of the tree, so an unchanged
  // subtree costs a comparison instead of a lookup.  Perfect subtrees
  // (2^j leaves) sit at multiples of their size whatever the number of
  // leaves, so they are remembered by (level, index); the others end at the
  // last leaf and are remembered by (leaves, first leaf).
  struct Memo {
    uint32_t a = ~0u, b = ~0u, id = 0;
  };
  uint32_t build(const uint32_t* leaves, size_t lo, size_t n, size_t total);
  uint32_t remember(Memo& m, uint32_t a, uint32_t b);
  std::vector<std::vector<Memo>> perfect_;
  absl::flat_hash_map<uint64_t, Memo> spine_;

  std::vector<uint64_t> roots_;  // bit per node: some stored state's root
};

}  // namespace ferret::state
